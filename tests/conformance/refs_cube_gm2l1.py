"""References of the GM->L1 copies with padding modes, loops and fractals (asc_copy_gm2l1_pad1 ... _pad8,
asc_copy_gm2l1_align, the fractal loads of asc_copy_gm2l1, the nd_num form of asc_copy_gm2l1_nd2nz), written
from the pages byte by byte, with the choices of docs/semantics.md (cube section). None of this imports
ascsim.ops."""

from __future__ import annotations

from typing import Any

import numpy as np

from ascsim.spec import impls

from ._gen import Case, Mem, ov_id, seed_of
from ._refs import Expect, Expected, ref

_ASC = ("the .asc path reaches L0A/L0B/L0C only through the cube copies under test: the cube core's programs "
        "are checked in tests/cube")
#: Inserting modes: (data bytes of a piece, pieces in a 32-byte block, each piece followed by padding up to
#: 32 / pieces bytes); removing modes: bytes kept of each 32.
_INSERT = {1: (1, 1), 2: (1, 2), 3: (2, 2), 4: (4, 2), 5: (8, 2)}
_KEEP = {6: 4, 7: 8, 8: 16}


def _rng(ov: Any, j: int) -> np.random.Generator:
    return np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))


def _all(out: np.ndarray) -> Expected:
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


# -- asc_copy_gm2l1_pad1 ... _pad8 -------------------------------------------------------------------------

def _pad_cases(ov: Any) -> list[Case]:
    names = [p.name for p in ov.params]
    out = []
    for j in range(2):
        rng = _rng(ov, j)
        args: dict[str, Any] = {"dst": Mem(rng.integers(0, 256, 1024, dtype=np.uint8), 32 * j, "l1"),
                                "src": Mem(rng.integers(0, 256, 1024, dtype=np.uint8), 8 * j, "gm")}
        if "size" in names:
            args["size"] = (64, 96)[j]
        else:
            args.update(zip(("n_burst", "len_burst", "src_gap", "dst_gap"), ((2, 2, 1, 1), (3, 1, 0, 2))[j],
                            strict=True))
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_copy.gm2l1_pad, cases=_pad_cases, asc_skip=_ASC)
def _pad(c: Case) -> Expected:
    a = c.args
    mode = int(c.ov.name.removesuffix("_sync")[-1])
    src, dst = a["src"], a["dst"]
    out = dst.data.copy()
    if "size" in a:
        n, blocks, sgap, dgap = 1, int(a["size"]) // 32, 0, 0
    else:
        n, blocks, sgap, dgap = (int(a[x]) for x in ("n_burst", "len_burst", "src_gap", "dst_gap"))
    # len_burst counts the 32-byte blocks of the wide side (written when inserting, read when removing).
    s_per = _INSERT[mode][0] * _INSERT[mode][1] if mode in _INSERT else 32
    d_per = 32 if mode in _INSERT else _KEEP[mode]
    for i in range(n):
        s0 = src.offset + i * (blocks * s_per + sgap * 32)
        d0 = dst.offset + i * (blocks * d_per + dgap * 32)
        for b in range(blocks):
            data = src.data[s0 + b * s_per:s0 + (b + 1) * s_per]
            d = d0 + b * d_per
            if mode in _INSERT:
                piece, pieces = _INSERT[mode]
                block = np.zeros(32, np.uint8)  # the padding bytes are zeros
                for p in range(pieces):
                    block[p * 32 // pieces:p * 32 // pieces + piece] = data[p * piece:(p + 1) * piece]
                out[d:d + 32] = block
            else:
                out[d:d + d_per] = data[:d_per]
    return _all(out)


# -- asc_copy_gm2l1_align ------------------------------------------------------------------------------------

#: The align form's parameters under the names of its newer (asc_load_l2_cache_mode) form.
_ALIGN_NEW = {"n_burst": "burst_count", "len_burst": "burst_len", "data_select_bit": "enable_data_select",
              "l2_cache_ctl": "l2_cache_mode", "burst_src_stride": "src_stride", "burst_dst_stride": "dst_stride"}


def _align_cases(ov: Any) -> list[Case]:
    es = ov.elem(0).size
    names = {p.name for p in ov.params}
    out = []
    for j in range(2):
        rng = _rng(ov, j)
        # draw0: padding around each burst (the pad register fills it); draw1: no padding, bursts packed back to back
        # (dst_stride = len_burst), filler from the pad register (data_select), in 2 x 2 GM->L1 loops.
        length = (3 + j) * es
        args: dict[str, Any] = {
            "dst": Mem(rng.integers(0, 256, 2048, dtype=np.uint8), 0, "l1"),
            "src": Mem(rng.integers(0, 256, 1024, dtype=np.uint8), 4 * j, "gm"),
            "n_burst": 2, "len_burst": length, "left_padding_count": (1, 0)[j], "right_padding_count": (2, 0)[j],
            "data_select_bit": False, "l2_cache_ctl": 0, "burst_src_stride": 24 + 8 * j,
            "burst_dst_stride": (64, length)[j]}
        if j:
            args["data_select_bit"] = True
        args = {(_ALIGN_NEW.get(k, k) if _ALIGN_NEW.get(k) in names else k): v for k, v in args.items()}
        # The GM->L1 loops (one launch runs every case: each sets them): 1 x 1, then 2 x 2 iterations.
        loops = (2, 2, 56, 160, 120, 352) if j else (1, 1, 0, 0, 0, 0)
        pre = [("asc_set_gm2l1_pad", (0x5A6B7C8D,)), ("asc_set_gm2l1_loop_size", loops[:2]),
               ("asc_set_gm2l1_loop1_stride", loops[2:4]), ("asc_set_gm2l1_loop2_stride", loops[4:])]
        out.append(Case(ov, args, f"draw{j}", {"cube_pre": pre, "loops": loops, "pad": 0x5A6B7C8D}))
    return out


@ref(impls.cube_copy.gm2l1_align, cases=_align_cases, asc_skip=_ASC)
def _align(c: Case) -> Expected:
    """Each burst: left padding, len_burst bytes, right padding, filler to 32 bytes (packed bursts: after the last
    one only); padding and filler hold the pad register when a padding count is not 0 or with data_select, else
    the burst's first element."""
    a: dict[str, Any] = {k: c.args.get(v, c.args.get(k)) for k, v in _ALIGN_NEW.items()}
    a.update({k: v for k, v in c.args.items() if k not in a})
    es = c.ov.elem(0).size
    src, dst = a["src"], a["dst"]
    out = dst.data.copy()
    n, length, left, right = (int(a[x]) for x in ("n_burst", "len_burst", "left_padding_count",
                                                    "right_padding_count"))
    ss, ds = int(a["burst_src_stride"]), int(a["burst_dst_stride"])
    size1, size2, s1, d1, s2, d2 = c.meta["loops"]
    block = (left + right) * es + length
    packed = ds == block
    reg = np.frombuffer((c.meta["pad"] & ((1 << 8 * es) - 1)).to_bytes(es, "little"), np.uint8)
    constant = bool(left or right or a["data_select_bit"])
    for jj in range(size2):
        for ii in range(size1):
            for b in range(n):
                so = src.offset + jj * s2 + ii * s1 + b * ss
                do = dst.offset + jj * d2 + ii * d1 + b * ds
                data = src.data[so:so + length]
                fill = reg if constant else data[:es]
                parts = [np.resize(fill, left * es), data, np.resize(fill, right * es)]
                if not packed:
                    parts.append(np.resize(fill, -block % 32))
                elif b == n - 1:
                    parts.append(np.resize(fill, -(n * block) % 32))
                row = np.concatenate(parts)
                out[do:do + row.size] = row
    return _all(out)


# -- the fractal loads of asc_copy_gm2l1 ----------------------------------------------------------------------

def _frac_cases(ov: Any) -> list[Case]:
    names = [p.name for p in ov.params]
    out = []
    for j in range(2):
        rng = _rng(ov, j)
        args: dict[str, Any] = {"dst": Mem(rng.integers(0, 256, 8 * 512, dtype=np.uint8), 0, "l1"),
                                "src": Mem(rng.integers(0, 256, 10 * 512, dtype=np.uint8), 32 * j, "gm")}
        if "base_idx" in names:
            args.update(zip(("base_idx", "repeat", "src_stride", "dst_gap"), ((1, 2, 3, 1), (0, 3, 2, 0))[j],
                            strict=True))
        else:  # K columns 0 only: their GM distance is a register no C function sets
            args.update(zip(("m_start_position", "k_start_position", "dst_stride", "m_step", "k_step"),
                            ((1, 0, 3, 2, 1), (3, 0, 0, 4, 1))[j], strict=True))
            if "decomp_mode" in names:
                args.update(decomp_mode=0, l2_cache_ctl=(0, 4)[j])
            else:  # the newer form: an asc_load_l2_cache_mode
                args["l2_cache_mode"] = (0, 6)[j]
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_copy.gm2l1_frac, cases=_frac_cases, asc_skip=_ASC)
def _frac(c: Case) -> Expected:
    a = c.args
    src, dst = a["src"], a["dst"]
    out = dst.data.copy()
    if "base_idx" in a:
        pairs = [(int(a["base_idx"]) + i * int(a["src_stride"]), i * (1 + int(a["dst_gap"])))
                 for i in range(int(a["repeat"]))]
    else:
        pairs = [(int(a["m_start_position"]) + m, m) for m in range(int(a["m_step"]))]
    for s, d in pairs:
        out[dst.offset + d * 512:dst.offset + (d + 1) * 512] = src.data[src.offset + s * 512:
                                                                        src.offset + (s + 1) * 512]
    return _all(out)


# -- the nd_num form of asc_copy_gm2l1_nd2nz ------------------------------------------------------------------

def _nd_cases(ov: Any) -> list[Case]:
    size = ov.elem(0).size
    c0 = 32 // size
    out = []
    for j in range(2):
        rng = _rng(ov, j)
        cols = c0 + 2 + j
        s_row = cols + 1 + j
        args = {"dst": Mem(rng.integers(0, 256, 2048, dtype=np.uint8), 0, "l1"),
                "src": Mem(rng.integers(0, 256, 1024, dtype=np.uint8), 32 * j, "gm"),
                "nd_num": 2, "n_value": 3, "d_value": cols, "src_nd_matrix_stride": 3 * s_row + 5,
                "src_d_value": s_row, "dst_nz_c0_stride": 8, "dst_nz_n_stride": 1 + j,
                "dst_nz_matrix_stride": 640 // size}
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_copy.gm2l1_nd2nz_multi, cases=_nd_cases, asc_skip=_ASC)
def _nd(c: Case) -> Expected:
    a = c.args
    size = c.ov.elem(0).size
    c0 = 32 // size
    src, dst = a["src"], a["dst"]
    out = dst.data.copy()
    rows, cols = int(a["n_value"]), int(a["d_value"])
    for i in range(int(a["nd_num"])):
        for r in range(rows):
            for q in range(-(-cols // c0) * c0):
                d = (dst.offset + i * int(a["dst_nz_matrix_stride"]) * size + (q // c0) * int(a["dst_nz_c0_stride"])
                     * 32 + r * int(a["dst_nz_n_stride"]) * 32 + (q % c0) * size)
                if q >= cols:
                    out[d:d + size] = 0  # the row's last block is zero past d_value
                    continue
                s = src.offset + (i * int(a["src_nd_matrix_stride"]) + r * int(a["src_d_value"]) + q) * size
                out[d:d + size] = src.data[s:s + size]
    return _all(out)


# -- asc_set_gm2l1_padding ------------------------------------------------------------------------------------

def _padding(ovs: list[Any]) -> list[str]:
    """asc_set_gm2l1_padding sets the padding register: EXPAND_1B inserts its low 8 bits, EXPAND_2B its low 16
    (an 8-bit value is there twice). asc_set_l12l0a_3d_padding sets the same register; asc_set_l12l0b_3d_padding
    packs the value alike into PADDING_B (read back: no GM->L1 copy reads it)."""
    import ascsim
    from ascsim import c_api as c
    from ascsim.runtime.memory import GM, Ptr

    from .refs_cube import _kernel

    bad: list[str] = []
    todo: list[Any] = []
    raw = np.arange(64, dtype=np.uint8)

    def body() -> None:
        ov, value, res = todo[-1]
        t = ov.params[0].ty
        arg = int(value) if t.elem.size == 8 else (np.asarray(value, t.elem.np)[()] if t.elem.kind == "float"
                                                     else t.elem(int(value)))
        getattr(c, ov.name)(arg)
        if ov.name == "asc_set_l12l0b_3d_padding":
            from ascsim.c_api import _cube_regs

            res.append(_cube_regs.get("asc_set_l12l0_padding_val"))
            return
        dst = ascsim.l1_array(ascsim.uint8_t, 64)
        base = GM.alloc(64)
        g = Ptr(GM, base, ascsim.uint8_t, GM.allocation_at(base))
        g.write(raw)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_gm2l1(dst, g, 1, 1, ascsim.asc_channel_pad_mode.EXPAND_1B, 0, 0)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        one = dst.read(32)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_gm2l1(dst, g, 1, 1, ascsim.asc_channel_pad_mode.EXPAND_2B, 0, 0)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        res.append((one, dst.read(32)))

    for ov in ovs:
        t = ov.params[0].ty.elem
        value: float = {8: 0x1234_5678_9ABC, 4: 0x7654_3210, 2: 0xA1B2, 1: 0xC3}[t.size]
        if t.kind == "float":
            value = 1.5
        res: list[Any] = []
        todo.append((ov, value, res))
        err = _kernel(body)
        if t.kind == "float":
            bits = int(np.asarray(1.5, t.np).reshape(1).view(t.bits)[0])
        else:
            bits = value & ((1 << (8 * t.size)) - 1)
        reg = bits * 0x101 if t.size == 1 else bits
        want1 = np.array([0] + [reg & 0xFF] * 31, np.uint8)
        want2 = np.array([0, 1] + list((reg & 0xFFFF).to_bytes(2, "little")) * 15, np.uint8)
        if ov.name == "asc_set_l12l0b_3d_padding":
            if err or res != [reg]:
                bad.append(f"{ov_id(ov)}: PADDING_B = {err or res}, want {reg:#x}")
            continue
        if err or not res or not (np.array_equal(res[0][0], want1) and np.array_equal(res[0][1], want2)):
            bad.append(f"{ov_id(ov)}: {err or res}")
    return bad


def _register() -> None:
    from . import _scenarios
    from ._refs import REFS, Reference
    from .refs_cube import _nothing

    _scenarios.SCENARIOS["cube_gm2l1_padding"] = _padding
    REFS[impls.cube_copy.set_gm2l1_padding] = Reference(_nothing, cases=lambda ov: [Case(ov, {}, "scenario")],
                                                        scenario="cube_gm2l1_padding", asc_skip=_ASC)


_register()
