"""The byte layout of the copies between GM and UB (and within UB, and UB to L1): which bytes each
burst reads, which it writes, and which of those are padding; and the element layout of the
n-dimensional copy. Pure functions of the copy's arguments and registers:
:mod:`ascsim.runtime.datamove` moves the bytes they name through the memory model.

A copy is expanded once into :class:`Burst` records (source offset, destination offset, data bytes,
padding around them). The C-API functions translate their arguments into a :func:`gm2ub`,
:func:`ub2gm`, :func:`ub2ub` or :func:`ub2l1` call.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from ..arch import DATA_BLOCK_BYTES, UB_BYTES
from ..errors import AscValueError

#: UB data blocks: UB addresses, UB strides and the padded size of a burst are counted in them.
BLOCK = DATA_BLOCK_BYTES
#: Most bursts of one copy (the field is 12 bits wide).
MAX_BURSTS = 4095
#: Longest burst of the byte-counted copies (21 bits).
MAX_BURST_BYTES = 2097151
#: Longest loop count of the loop registers (21 bits).
MAX_LOOPS = (1 << 21) - 1


@dataclass(frozen=True)
class Burst:
    """One burst: ``nbytes`` data bytes from ``src`` (bytes from the source pointer) to ``dst + left``
    (bytes from the destination pointer), with ``left`` and ``right`` padding bytes around them and
    ``dummy`` filler bytes after, up to a 32-byte boundary. Padding repeats the element at source
    offset ``pad_from`` unless the pad value register is used."""

    src: int
    dst: int
    nbytes: int
    left: int = 0
    right: int = 0
    dummy: int = 0
    pad_from: int = 0

    @property
    def span(self) -> int:
        """Bytes written at the destination."""
        return self.left + self.nbytes + self.right + self.dummy


@dataclass
class Loops:
    """The two outer loops around a copy (``asc_set_gm2ub_loop_size`` and its strides, in bytes)."""

    size1: int = 1
    size2: int = 1
    src1: int = 0
    dst1: int = 0
    src2: int = 0
    dst2: int = 0

    def offsets(self) -> Iterator[tuple[int, int]]:
        """(source, destination) byte offset of each iteration, inner loop fastest."""
        for j in range(self.size2):
            for i in range(self.size1):
                yield i * self.src1 + j * self.src2, i * self.dst1 + j * self.dst2


def count(func: str, name: str, value: object, limit: int) -> int:
    """A non-negative integer argument no larger than ``limit``."""
    v = int(value)  # type: ignore[call-overload]
    if v < 0 or v > limit:
        raise AscValueError(f"{func}: {name} = {v} is out of range; it must be in [0, {limit}]")
    return v


def burst_size(func: str, size: object) -> int:
    """The ``size`` of the align copies' size form: the dav-3510 implementation issues it as the burst form
    with one burst of ``size`` bytes, so it takes ``len_burst``'s range, [1, 2097151] bytes. GM->UB then
    fills UB up to the next 32-byte boundary (:func:`gm2ub`); UB->GM writes ``size`` bytes (:func:`ub2gm`)."""
    v = int(size)  # type: ignore[call-overload]
    if not 1 <= v <= MAX_BURST_BYTES:
        raise AscValueError(f"{func}: size = {v} is out of range; it must be in [1, {MAX_BURST_BYTES}] bytes "
                            "(the size form is one burst of size bytes, and a burst's length takes that range)")
    return v


#: The units of the plain copies' burst forms (``asc_copy_gm2ub/ub2gm(dst, src, n_burst, len_burst, a, b)``)
#: per architecture (:attr:`ascsim.arch.Arch.copy_units`): dav-3510 counts bytes, the last two arguments
#: strides from burst start to burst start; dav-2201 counts 32-byte blocks, the last two gaps from the
#: end of one burst to the start of the next.
BYTES, BLOCKS = "bytes", "blocks"
#: Longest burst of the plain copies' burst forms: their ``len_burst`` is 16 bits (bytes or blocks).
MAX_PLAIN_BURST = 0xFFFF


def plain_burst(func: str, units: str, len_burst: int, src: int, dst: int) -> tuple[int, int, int]:
    """(burst bytes, source stride, destination stride), strides from burst start to burst start in
    bytes, of a plain copy's burst form whose ``len_burst`` and source/destination arguments ``src`` and
    ``dst`` count ``units``: bytes (strides) or 32-byte blocks (gaps after each burst)."""
    if units == BYTES:
        return len_burst, src, dst
    if units != BLOCKS:
        raise AscValueError(f"{func}: unknown copy units {units!r}")
    n = len_burst * BLOCK
    return n, n + src * BLOCK, n + dst * BLOCK


def _align(n: int) -> int:
    return -(-n // BLOCK) * BLOCK


def _need_block_multiple(func: str, name: str, value: int, compact_value: int | None) -> None:
    if value % BLOCK:
        alt = f" or equal {compact_value} (the bursts packed back to back)" if compact_value is not None else ""
        raise AscValueError(f"{func}: {name} = {value} bytes must be a multiple of {BLOCK}{alt}")


#: Layouts of copies without outer loops, by their arguments (read only: a kernel's copies repeat
#: the same few shapes tile after tile).
_PLAIN: dict[tuple[object, ...], list[Burst]] = {}


def _one_pass(loops: Loops | None) -> bool:
    """Whether the outer loops run once (their strides then move nothing)."""
    return loops is None or loops.size1 == 1 and loops.size2 == 1


def _remember(key: tuple[object, ...], bursts: list[Burst]) -> list[Burst]:
    if len(_PLAIN) > 256:
        _PLAIN.clear()
    _PLAIN[key] = bursts
    return bursts


def gm2ub(func: str, elem_size: int, n_burst: int, len_burst: int, left: int, right: int, src_stride: int,
          dst_stride: int, loops: Loops | None = None) -> list[Burst]:
    """A GM->UB copy of ``n_burst`` bursts of ``len_burst`` bytes with ``left``/``right`` padding
    elements around each; burst i reads ``src + i*src_stride`` and writes ``dst + i*dst_stride``.

    A burst with its padding is ``block = left + len_burst + right`` bytes. If ``dst_stride`` equals
    it, the bursts are packed (compact mode) and filler follows the last one up to a 32-byte
    boundary; otherwise ``dst_stride`` must be a multiple of 32 and each burst is filled up to one.
    The list is shared by the calls with the same arguments: read it only.
    """
    key = ("gm2ub", elem_size, n_burst, len_burst, left, right, src_stride, dst_stride)
    plain = _one_pass(loops)
    if plain:
        got = _PLAIN.get(key)
        if got is not None:
            return got
    bursts = _gm2ub(func, elem_size, n_burst, len_burst, left, right, src_stride, dst_stride, loops)
    return _remember(key, bursts) if plain else bursts


def _gm2ub(func: str, elem_size: int, n_burst: int, len_burst: int, left: int, right: int, src_stride: int,
           dst_stride: int, loops: Loops | None) -> list[Burst]:
    if len_burst % elem_size:
        raise AscValueError(f"{func}: len_burst = {len_burst} bytes is not a whole number of {elem_size}-byte "
                            f"elements; use a multiple of {elem_size}")
    lb, rb = left * elem_size, right * elem_size
    for name, n in (("left_padding_num", lb), ("right_padding_num", rb)):
        if n > BLOCK:
            raise AscValueError(f"{func}: {name} pads {n} bytes; at most {BLOCK} bytes ({BLOCK // elem_size} "
                                f"elements of {elem_size} bytes) are allowed")
    if n_burst == 0 or len_burst == 0:
        return []
    block = lb + len_burst + rb
    compact = dst_stride == block
    if not compact:
        _need_block_multiple(func, "dst_stride", dst_stride, block)
    out = []
    for l_src, l_dst in (loops or Loops()).offsets():
        for i in range(n_burst):
            last = i == n_burst - 1
            if compact:
                dummy = _align(n_burst * block) - n_burst * block if last else 0
            else:
                dummy = _align(block) - block
            s = l_src + i * src_stride
            out.append(Burst(s, l_dst + i * dst_stride, len_burst, lb, rb, dummy, s))
    return _merge(out)


def ub2gm(func: str, elem_size: int, n_burst: int, len_burst: int, src_stride: int, dst_stride: int,
          loops: Loops | None = None) -> list[Burst]:
    """A UB->GM copy of ``n_burst`` bursts of ``len_burst`` bytes; burst i reads ``src + i*src_stride``
    (UB: equal to ``len_burst`` for packed bursts, else a multiple of 32) and writes ``dst + i*dst_stride``.
    The list is shared by the calls with the same arguments: read it only."""
    key = ("ub2gm", elem_size, n_burst, len_burst, src_stride, dst_stride)
    plain = _one_pass(loops)
    if plain:
        got = _PLAIN.get(key)
        if got is not None:
            return got
    bursts = _ub2gm(func, elem_size, n_burst, len_burst, src_stride, dst_stride, loops)
    return _remember(key, bursts) if plain else bursts


def _ub2gm(func: str, elem_size: int, n_burst: int, len_burst: int, src_stride: int, dst_stride: int,
           loops: Loops | None) -> list[Burst]:
    if len_burst % elem_size:
        raise AscValueError(f"{func}: len_burst = {len_burst} bytes is not a whole number of {elem_size}-byte "
                            f"elements; use a multiple of {elem_size}")
    if n_burst == 0 or len_burst == 0:
        return []
    if src_stride != len_burst:
        _need_block_multiple(func, "src_stride", src_stride, len_burst)
    out = [Burst(l_src + i * src_stride, l_dst + i * dst_stride, len_burst)
           for l_src, l_dst in (loops or Loops()).offsets() for i in range(n_burst)]
    return _merge(out)


def ub2ub(n_burst: int, len_blocks: int, src_gap: int, dst_gap: int) -> list[Burst]:
    """A UB->UB copy of ``n_burst`` bursts of ``len_blocks`` 32-byte blocks, ``src_gap``/``dst_gap``
    blocks between the end of one burst and the start of the next."""
    n = len_blocks * BLOCK
    return _merge([Burst(i * (n + src_gap * BLOCK), i * (n + dst_gap * BLOCK), n) for i in range(n_burst) if n])


def ub2l1(n_burst: int, len_blocks: int, src_gap: int, dst_gap: int) -> list[Burst]:
    """A UB->L1 copy (``asc_copy_ub2l1``): laid out as a UB->UB copy, ``n_burst`` bursts of ``len_blocks``
    32-byte blocks with ``src_gap``/``dst_gap`` blocks between the end of one burst and the next."""
    return ub2ub(n_burst, len_blocks, src_gap, dst_gap)


def _merge(bursts: list[Burst]) -> list[Burst]:
    """Join bursts that continue each other on both sides with no padding between them (one access
    for the checker instead of many; the bytes are the same)."""
    out: list[Burst] = []
    for b in bursts:
        if out:
            p = out[-1]
            trailing = b.right or b.dummy
            # One padded run has one pad source: join only if one side has no padding.
            if (p.right == p.dummy == b.left == 0 and b.src == p.src + p.nbytes and b.dst == p.dst + p.span
                    and not (p.left and trailing)):
                out[-1] = Burst(p.src, p.dst, p.nbytes + b.nbytes, p.left, b.right, b.dummy,
                                b.pad_from if trailing else p.pad_from)
                continue
        out.append(b)
    return out


def padded(burst: Burst, data: np.ndarray, pad: bytes) -> np.ndarray:
    """The bytes a padded burst writes: ``left`` and ``right + dummy`` copies of the element ``pad``
    around its ``data``."""
    return np.concatenate([_fill(pad, burst.left), data, _fill(pad, burst.right + burst.dummy)])


def _fill(elem_bytes: bytes, n: int) -> np.ndarray:
    return np.resize(np.frombuffer(elem_bytes, np.uint8), n)


# -- the n-dimensional copy (asc_ndim_copy_gm2ub) ----------------------------------------------------

#: Loops of the n-dimensional copy; loop 0 is the innermost.
NDIM_LOOPS = 5
#: Limits of its registers and arguments (the pages): loop sizes and UB strides 20 bits, GM strides 40
#: bits (all in elements), padding counts 8 bits; one copy's addresses span less than 2^40 bytes.
NDIM_MAX_SIZE = (1 << 20) - 1
NDIM_MAX_DST_STRIDE = (1 << 20) - 1
NDIM_MAX_SRC_STRIDE = (1 << 40) - 1
NDIM_MAX_SPAN = 1 << 40


@dataclass(frozen=True)
class NDimPlan:
    """Every destination element of an n-dimensional copy, in loop order (loop 0 fastest): its offset
    from the destination pointer and the offset of the source element it takes (elements both), and
    whether it is data (else padding: the pad value, or that nearest source element)."""

    dst: np.ndarray
    src: np.ndarray
    data: np.ndarray


def ndim_plan(func: str, sizes: list[int], lp: list[int], rp: list[int], strides: list[tuple[int, int]],
              elem_size: int) -> NDimPlan:
    """The layout of an n-dimensional copy: loop i runs over ``lp[i] + sizes[i] + rp[i]`` positions, the
    destination position p at ``p * dst_stride``; data position ``p - lp[i]`` reads the source at
    ``(p - lp[i]) * src_stride``; a padding position stands for the nearest data position of its loop
    (its index clamped to the data). No two positions may share a destination element."""
    ext = [lp[i] + sizes[i] + rp[i] for i in range(NDIM_LOOPS)]
    src_span = sum((n - 1) * s for n, (_, s) in zip(sizes, strides, strict=True)) * elem_size + elem_size
    dst_span = sum((n - 1) * d for n, (d, _) in zip(ext, strides, strict=True)) * elem_size + elem_size
    for side, span in (("source", src_span), ("destination", dst_span)):
        if span > NDIM_MAX_SPAN:
            raise AscValueError(f"{func}: the {side} addresses of one copy span {span} bytes; the copy reaches at "
                                f"most 2^40 bytes: make the loop sizes or strides smaller")
    total = int(np.prod(ext))
    if total * elem_size > UB_BYTES:
        raise AscValueError(f"{func}: the copy writes {total} elements of {elem_size} bytes (loops of "
                            f"{' x '.join(map(str, reversed(ext)))} positions with padding), more than the "
                            f"Unified Buffer holds ({UB_BYTES} bytes)")
    dst = np.zeros((1,) * NDIM_LOOPS, np.int64)
    src = np.zeros((1,) * NDIM_LOOPS, np.int64)
    data = np.ones((1,) * NDIM_LOOPS, np.bool_)
    for i in range(NDIM_LOOPS):
        shape = [1] * NDIM_LOOPS
        shape[NDIM_LOOPS - 1 - i] = ext[i]  # loop 4 is the outermost axis, loop 0 the innermost
        p = np.arange(ext[i], dtype=np.int64).reshape(shape)
        j = p - lp[i]
        dst = dst + p * strides[i][0]
        src = src + np.clip(j, 0, sizes[i] - 1) * strides[i][1]
        data = data & (j >= 0) & (j < sizes[i])
    full = tuple(reversed(ext))
    dst_f = np.broadcast_to(dst, full).reshape(-1)
    if np.unique(dst_f).size != dst_f.size:
        names = ", ".join(f"loop{i}: {ext[i]} positions, dst_stride {strides[i][0]}" for i in range(NDIM_LOOPS)
                          if ext[i] > 1)
        raise AscValueError(f"{func}: two positions of the copy land on the same destination element ({names}); "
                            "give each loop a destination stride that keeps them apart")
    return NDimPlan(dst_f, np.broadcast_to(src, full).reshape(-1), np.broadcast_to(data, full).reshape(-1))


def byte_lanes(offsets: np.ndarray, elem_size: int, lo: int, hi: int) -> tuple[np.ndarray, np.ndarray]:
    """(lane flags of the span [lo, hi), element index in the span) of elements at byte ``offsets``."""
    lanes = np.zeros(hi - lo, np.bool_)
    rel = offsets - lo
    for k in range(elem_size):
        lanes[rel + k] = True
    return lanes, rel // elem_size
