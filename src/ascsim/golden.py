"""Golden data for the ``reg_permute_sel.h`` instructions: seeded random inputs and the results.

``ascsim golden OP --dtype T --out DIR`` writes, for R registers::

    DIR/input/input_x.bin      first data source (src0, or src), R registers
    DIR/input/input_y.bin      second data source (src1), two-source instructions only
    DIR/input/input_mask.bin   the vector_bool operand of select, squeeze and unsqueeze
    DIR/output/golden.bin      the result of a one-result instruction, or
    DIR/output/golden_dst0.bin, golden_dst1.bin    (intlv, deintlv)
    DIR/output/golden_lower.bin, golden_upper.bin  (``unpack``: both parts of asc_unpack_lower/upper)
    DIR/output/golden_low.bin, golden_high.bin     (``pack``: asc_pack_to_low and asc_pack_to_high)
    DIR/manifest.json          what each file holds: op, types, shapes, seed, sizes, sha256

Layouts, both the ones a kernel reads and writes in UB:

* vector data: each register's 256 bytes in lane order, each lane its element's raw bits,
  little-endian (``np.fromfile(path, dtype).reshape(R, N)``; hifloat8_t as uint8 codes).
* masks (``vector_bool``): 32 bytes per register, bit j at byte j // 8, bit position j % 8 (LSB
  first), as ``asc_storealign(ub, mask)`` stores it. For a mask governing elements of k bytes only
  bits ``i * k`` are used (and generated); the others are 0, as ``asc_create_mask_*`` makes them.

The data is random raw bits from numpy's PCG64, one stream per file drawn from
``SeedSequence(seed)``, so float types get NaNs with payloads, infinities and -0 by chance; about
one lane in 16 is also replaced by a special pattern of the type (NaN, sNaN, +-Inf, -0, largest,
smallest subnormal, INT_MIN ...), and register 0 holds each special at least once. Mask operands
have a random density per register, with register 0 fully set and register 1 empty (edge cases for
squeeze). Streams are read in whole 8-byte words per register, so the data for R registers is a
prefix of the data for more registers with the same seed.

Results come from :mod:`ascsim.ops` (through :class:`ascsim.opcatalog.Variant`), never from a
second implementation here.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

import numpy as np

from . import __version__
from .arch import MASK_BITS, MASK_BYTES, VL_BYTES
from .dtypes import ElemType
from .opcatalog import _ALIASES, INSTRS, ToolError, Variant, resolve

#: Registers generated per step: bounds memory for any R and paces the progress bar.
CHUNK = 4096
#: From this many registers a progress bar is shown even when stderr is not a terminal.
LARGE = 1 << 16
FORMAT = "ascsim-golden/1"

#: Raw bit patterns of values worth seeing in every golden set, per element type.
SPECIALS: dict[str, tuple[int, ...]] = {
    # +0, -0, +inf, -inf, quiet NaN, signalling NaN, negative NaN with payload, largest, smallest subnormal
    "half": (0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0xFE5A, 0x7BFF, 0x0001, 0x8001),
    "bfloat16_t": (0x0000, 0x8000, 0x7F80, 0xFF80, 0x7FC0, 0x7F81, 0xFFA5, 0x7F7F, 0x0001, 0x8001),
    "float": (0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 0xFFC12345,
              0x7F7FFFFF, 0x00000001, 0x80000001),
    # e5m2 has infinities and NaNs; e4m3fn has NaN (S.1111.111) but no infinity; e8m0 has only NaN (0xFF).
    "fp8_e5m2_t": (0x00, 0x80, 0x7C, 0xFC, 0x7E, 0x7D, 0xFF, 0x7B, 0x01, 0x81),
    "fp8_e4m3fn_t": (0x00, 0x80, 0x7F, 0xFF, 0x7E, 0xFE, 0x01, 0x81),
    "fp8_e8m0_t": (0xFF, 0x00, 0x7F, 0xFE),
    # hifloat8: zero, the only NaN, +-Inf, +-largest finite, smallest denormal, 1.0
    "hifloat8_t": (0x00, 0x80, 0x6F, 0xEF, 0x6E, 0xEE, 0x01, 0x08),
}


def specials(elem: ElemType) -> tuple[int, ...]:
    """Special raw patterns of ``elem``: the table above, or 0, 1, -1, MIN, MAX for integers."""
    if elem.name in SPECIALS:
        return SPECIALS[elem.name]
    bits = 8 * elem.size
    top = 1 << (bits - 1)
    return (0, 1, (1 << bits) - 1, top, top - 1)


def _out_name(dest: str, single: bool) -> str:
    return "golden.bin" if single else f"golden_{dest}.bin"


def _pack_mask(bits: np.ndarray) -> np.ndarray:
    """Bool ``(R, 256)`` to the 32-byte UB layout: bit j at byte j // 8, bit j % 8 (LSB first)."""
    return np.packbits(bits, axis=-1, bitorder="little")


def unpack_mask_file(raw: np.ndarray) -> np.ndarray:
    """The inverse of the mask layout: uint8 ``(R, 32)`` to bool ``(R, 256)``."""
    return np.unpackbits(np.asarray(raw, np.uint8), axis=-1, bitorder="little").astype(np.bool_)


class _Streams:
    """Independent, prefix-stable random byte streams, one per purpose."""

    def __init__(self, seed: int, names: list[str]) -> None:
        children = np.random.SeedSequence(seed).spawn(len(names))
        self.gens = {n: np.random.Generator(np.random.PCG64(c)) for n, c in zip(names, children, strict=True)}

    def bytes(self, name: str, count: int) -> np.ndarray:
        # Generator.bytes draws whole 8-byte words; every request here is a multiple of 8 bytes
        # (whole registers), so splitting R into chunks does not change the stream.
        assert count % 8 == 0
        return np.frombuffer(self.gens[name].bytes(count), np.uint8)


def _data_chunk(v: Variant, st: _Streams, name: str, first: int, n: int) -> np.ndarray:
    """``n`` registers of random data for source ``name``, starting at register ``first``."""
    if v.is_mask:
        return unpack_mask_file(st.bytes(name, n * MASK_BYTES).reshape(n, MASK_BYTES))
    elem = v.src_elem
    assert elem is not None
    lanes = elem.lanes
    raw = st.bytes(name, n * VL_BYTES).view(elem.bits).reshape(n, lanes).copy()
    # About one lane in 16 becomes a special pattern, chosen by a second stream.
    ctrl = st.bytes(name + ".special", n * lanes * 2).reshape(n, lanes, 2)
    table = np.array(specials(elem), dtype=elem.bits)
    hit = ctrl[..., 0] < 16
    raw[hit] = table[ctrl[..., 1][hit] % table.size]
    if first == 0:
        # Every special at least once in register 0, at lanes the seed picks.
        where = st.gens[name + ".first"].permutation(lanes)[:table.size]
        raw[0, where] = table
    return raw.view(elem.np)


def _mask_chunk(v: Variant, st: _Streams, first: int, n: int) -> tuple[np.ndarray, np.ndarray]:
    """(mask registers bool ``(n, 256)``, the flags they give ``(n, F)``) for ``n`` registers."""
    flags_n, stride = v.mask_lanes, v.mask_governing_stride
    # Per-register density keeps both sparse and dense masks. One 8-byte word per register (its first
    # byte used) keeps the stream independent of how R is split into chunks.
    density = st.bytes("mask.density", n * 8)[::8]
    lane_bytes = st.bytes("mask", n * -(-flags_n // 8) * 8).reshape(n, -1)[:, :flags_n]
    flags = (lane_bytes < density[:, None]) | (density[:, None] == 255)
    for r, fill in ((0, True), (1, False)):  # edge cases: everything selected, nothing selected
        if first <= r < first + n:
            flags[r - first] = fill
    bits = np.zeros((n, MASK_BITS), np.bool_)
    bits[:, ::stride] = flags
    return bits, flags


def _file_entry(path: Path, root: Path, role: str, v: Variant, elem: ElemType | None, registers: int,
                lanes: int) -> dict[str, Any]:
    data = path.read_bytes()
    entry: dict[str, Any] = {"path": path.relative_to(root).as_posix(), "role": role}
    if elem is None:
        entry.update(register_type="vector_bool", layout="mask", numpy_dtype="uint8",
                     shape=[registers, MASK_BYTES], bits_per_register=MASK_BITS)
    else:
        entry.update(register_type=f"vector_{elem.name}", element_type=elem.name, layout="vector",
                     numpy_dtype=str(elem.np), raw_dtype=str(elem.bits), shape=[registers, lanes])
        if elem.name == "hifloat8_t":
            entry["note"] = "hifloat8_t codes as raw bytes; ascsim.hifloat8.decode gives their values"
    entry.update(bytes=len(data), sha256=hashlib.sha256(data).hexdigest())
    return entry


class Progress:
    """A one-line progress bar on a stream: ``[#####.....]  50%  2048/4096 registers``."""

    def __init__(self, label: str, total: int, stream: IO[str] | None, width: int = 30) -> None:
        self.label, self.total, self.stream, self.width = label, total, stream, width

    def update(self, done: int) -> None:
        if self.stream is None:
            return
        filled = self.width * done // max(self.total, 1)
        pct = 100 * done // max(self.total, 1)
        self.stream.write(f"\r{self.label}: [{'#' * filled}{'.' * (self.width - filled)}] {pct:3d}% "
                          f"{done}/{self.total} registers")
        if done >= self.total:
            self.stream.write("\n")
        self.stream.flush()


def progress_stream(registers: int, stream: IO[str] | None = None) -> IO[str] | None:
    """Where to draw progress: stderr when it is a terminal or the job is large, else nowhere."""
    stream = stream if stream is not None else sys.stderr
    tty = bool(getattr(stream, "isatty", lambda: False)())
    return stream if (tty or registers >= LARGE) else None


def permute_names() -> str:
    """The instructions golden data can be generated for."""
    return ", ".join(k for k, i in INSTRS.items() if i.family == "permute")


def _permute(op: str) -> bool:
    """Whether ``op`` names a permute entry (checked before resolving, so that a conversion name or a
    load does not get as far as a type error)."""
    key = _ALIASES[op][0] if op in _ALIASES else op.removeprefix("asc_")
    instr = INSTRS.get(key)
    return instr is not None and instr.family == "permute"


def _unwritable(out: str | Path, e: OSError) -> ToolError:
    return ToolError(f"--out {out}: cannot write there ({e.strerror or e}); name a directory that can be "
                     f"created and written")


def generate(op: str, dtype: str | None, out: str | Path, *, bits: int | None = None, seed: int = 0,
             registers: int = 16, progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """Write inputs, results and ``manifest.json`` under ``out``; return the manifest.

    ``progress`` is called with the number of registers done after each chunk.
    """
    if not _permute(op):
        resolve(op)  # a name no tool knows: the usual "unknown instruction" error
        raise ToolError(f"golden data covers the reg_permute_sel.h instructions ({permute_names()}); "
                        f"{op} is not one of them (ascsim explain {op} draws its lanes)")
    v = resolve(op, dtype, bits, default_type=False)
    if registers < 1:
        raise ToolError(f"--registers must be at least 1; got {registers}")
    if seed < 0:
        raise ToolError(f"--seed must be a non-negative integer; got {seed}")
    root = Path(out)
    try:  # before any work: a directory that cannot be made or written is reported at once
        (root / "input").mkdir(parents=True, exist_ok=True)
        (root / "output").mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise _unwritable(out, e) from None
    instr = v.instr
    src_files = dict(zip(instr.sources, ("input_x.bin", "input_y.bin"), strict=False))  # 1 or 2 sources
    single = len(instr.dests) == 1
    streams = _Streams(seed, [*instr.sources, *(s + ".special" for s in instr.sources),
                              *(s + ".first" for s in instr.sources), "mask", "mask.density"])
    paths = {**{s: root / "input" / f for s, f in src_files.items()},
             **({"mask": root / "input" / "input_mask.bin"} if instr.takes_mask else {}),
             **{d: root / "output" / _out_name(d, single) for d in instr.dests}}
    handles: dict[str, Any] = {}
    try:
        for k, p in paths.items():
            handles[k] = p.open("wb")
    except OSError as e:
        for h in handles.values():
            h.close()
        raise _unwritable(out, e) from None
    try:
        for first in range(0, registers, CHUNK):
            n = min(CHUNK, registers - first)
            srcs = [_data_chunk(v, streams, s, first, n) for s in instr.sources]
            flags = None
            if instr.takes_mask:
                mask_bits, flags = _mask_chunk(v, streams, first, n)
                handles["mask"].write(_pack_mask(mask_bits).tobytes())
            for s, a in zip(instr.sources, srcs, strict=True):
                handles[s].write((_pack_mask(a) if v.is_mask else np.ascontiguousarray(a)).tobytes())
            for d, res in v.run(srcs, flags).items():
                res = np.asarray(res)
                handles[d].write((_pack_mask(res) if res.dtype == np.bool_ else np.ascontiguousarray(res)).tobytes())
            if progress is not None:
                progress(first + n)
    finally:
        for h in handles.values():
            h.close()

    files = [_file_entry(paths[s], root, s, v, v.src_elem, registers, v.src_lanes) for s in instr.sources]
    if instr.takes_mask:
        entry = _file_entry(paths["mask"], root, "mask", v, None, registers, MASK_BITS)
        entry["governing_bit_stride"] = v.mask_governing_stride
        entry["flags_per_register"] = v.mask_lanes
        files.append(entry)
    parts = dict(zip(instr.dests, instr.parts, strict=False))  # parts: unpack/pack only
    for d in instr.dests:
        entry = _file_entry(paths[d], root, d, v, v.dst_elem, registers, v.dst_lanes)
        if d in parts and not single:
            entry["part"] = parts[d]
        files.append(entry)

    manifest: dict[str, Any] = {
        "format": FORMAT,
        "op": instr.key,
        "c_name": v.c_name,
        "call": v.c_call,
        "dtype": v.elem.name if v.elem is not None else "bool",
        "bits": v.bits,
        "seed": seed,
        "registers": registers,
        "generator": "numpy PCG64, one stream per file from SeedSequence(seed).spawn(); "
                     f"results computed by ascsim {__version__} (ascsim.ops)",
        "layouts": {
            "vector": "R registers of 256 bytes; lane i of register r at byte (r*N + i)*sizeof(T), raw "
                      "element bits, little-endian",
            "mask": "R registers of 32 bytes; bit j at byte j//8, bit position j%8 (LSB first), as "
                    "asc_storealign(ub, mask) stores it",
        },
        "files": files,
    }
    if instr.takes_mask and not v.is_mask:
        manifest["mask_note"] = (f"element i is governed by mask bit {v.mask_governing_stride}*i; the other bits "
                                 "are 0. Register 0 has every flag set, register 1 none, the rest a random density.")
    (root / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    return manifest


