"""Semantics of the instructions of ``reg_permute_sel.h``, batched over leading axes.

Each instruction is defined once, by a ``*_raw`` function that takes arrays of raw bits whose last
axis is one register, and returns new arrays. The public functions check their arguments first;
the C-API facade, which has already checked its registers, calls the ``*_raw`` functions.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import numpy as np

from ..arch import MASK_BITS, VL_BYTES
from . import _check
from ._parallel import PIECE, for_pieces

# ---------------------------------------------------------------------------------------------
# interleave

_LITTLE_ENDIAN = sys.byteorder == "little"
_WIDER: dict[int, np.dtype[Any]] = {1: np.dtype(np.uint16), 2: np.dtype(np.uint32), 4: np.dtype(np.uint64)}
#: From this many elements per source the widening formulation of intlv is the faster one.
_WIDE_FROM = 1 << 15


def intlv_raw(src0: np.ndarray, src1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``dst0[2i]=src0[i], dst0[2i+1]=src1[i], dst1[2i]=src0[H+i], dst1[2i+1]=src1[H+i]``, i < H = N/2."""
    n = src0.shape[-1]
    # Interleaving the whole registers gives dst0 then dst1 back to back.
    if src0.ndim == 1:  # one register (every facade call): plain slices are the cheapest indexing
        flat = np.empty(2 * n, src0.dtype)
        flat[0::2] = src0
        flat[1::2] = src1
        return flat[:n], flat[n:]
    if src0.size >= _WIDE_FROM and _LITTLE_ENDIAN:
        # Large batches: one element pair is one integer of twice the width, (src1 << bits) | src0,
        # which contiguous vectorised shifts build faster than strided copies do.
        size = src0.dtype.itemsize
        wide = _WIDER[size]
        flat0, flat1 = np.ascontiguousarray(src0).reshape(-1), np.ascontiguousarray(src1).reshape(-1)
        out_wide = np.empty(src0.shape, wide)
        flat_out = out_wide.reshape(-1)

        def piece(start: int, stop: int) -> None:
            o = flat_out[start:stop]
            np.left_shift(flat1[start:stop], 8 * size, out=o, dtype=wide)
            np.bitwise_or(o, flat0[start:stop], out=o)

        for_pieces(flat_out.size, piece)
        out = out_wide.view(src0.dtype)
    else:
        out = np.empty(src0.shape[:-1] + (2 * n,), src0.dtype)
        out[..., 0::2] = src0
        out[..., 1::2] = src1
    return out[..., :n], out[..., n:]


def intlv_mask_raw(src0: np.ndarray, src1: np.ndarray, group: int) -> tuple[np.ndarray, np.ndarray]:
    """Interleave of masks by groups of ``group`` bits (the intlv formula over groups)."""
    batch = src0.shape[:-1]
    h = MASK_BITS // group // 2
    a = src0.reshape(batch + (2 * h, group))
    b = src1.reshape(batch + (2 * h, group))
    dst0 = np.empty(batch + (h, 2, group), np.bool_)
    dst1 = np.empty(batch + (h, 2, group), np.bool_)
    dst0[..., 0, :] = a[..., :h, :]
    dst0[..., 1, :] = b[..., :h, :]
    dst1[..., 0, :] = a[..., h:, :]
    dst1[..., 1, :] = b[..., h:, :]
    return dst0.reshape(batch + (MASK_BITS,)), dst1.reshape(batch + (MASK_BITS,))


def intlv(src0: Any, src1: Any) -> tuple[np.ndarray, np.ndarray]:
    """Batch ``asc_intlv``: ``(dst0, dst1)`` from two arrays of registers ``(..., N)``.

    Raw bits move unchanged (NaN payloads, -0.0, every fp8 byte); the dtype of the inputs is kept.
    """
    return _checked_pair(intlv_raw, src0, src1)


def _checked_pair(raw: Callable[[np.ndarray, np.ndarray], tuple[np.ndarray, np.ndarray]], src0: Any,
                  src1: Any) -> tuple[np.ndarray, np.ndarray]:
    """Check two register batches of one dtype and shape, run ``raw`` on their bits, keep the dtype."""
    _check.same_dtype("src0", src0, "src1", src1)
    a, b = _check.raw_bits("src0", src0), _check.raw_bits("src1", src1)
    _check.same_shape("src0", a, "src1", b)
    dtype = np.asarray(src0).dtype
    d0, d1 = raw(a, b)
    return d0.view(dtype), d1.view(dtype)


def _checked_mask_pair(raw: Callable[[np.ndarray, np.ndarray, int], tuple[np.ndarray, np.ndarray]], src0: Any,
                       src1: Any, bits: int) -> tuple[np.ndarray, np.ndarray]:
    group = _check.group_bits(bits)
    a, b = _check.mask_bits("src0", src0), _check.mask_bits("src1", src1)
    _check.same_shape("src0", a, "src1", b)
    return raw(a, b, group)


def intlv_mask(src0: Any, src1: Any, bits: int) -> tuple[np.ndarray, np.ndarray]:
    """Batch ``asc_intlv_b8/_b16/_b32`` on bool mask arrays ``(..., 256)``; ``bits`` is 8, 16 or 32."""
    return _checked_mask_pair(intlv_mask_raw, src0, src1, bits)


# ---------------------------------------------------------------------------------------------
# unpack: widen half a register

#: Source dtype -> destination dtype of ``asc_unpack_lower/upper``.
UNPACK_PAIRS: dict[np.dtype[Any], np.dtype[Any]] = {
    np.dtype(np.uint8): np.dtype(np.uint16),
    np.dtype(np.int8): np.dtype(np.int16),
    np.dtype(np.uint16): np.dtype(np.uint32),
    np.dtype(np.int16): np.dtype(np.int32),
}


def unpack_raw(src: np.ndarray, part: str) -> np.ndarray:
    """``dst[i] = ext(src[i])`` (lower) or ``ext(src[M+i])`` (upper), M = N/2.

    ``src`` carries its typed dtype (not raw bits): numpy's widening conversion is exactly zero
    extension for unsigned types and sign extension for signed ones.
    """
    m = src.shape[-1] // 2
    if src.ndim == 1:  # one register (every facade call): plain slices are the cheapest indexing
        return (src[:m] if part == "lower" else src[m:]).astype(UNPACK_PAIRS[src.dtype])
    half = src[..., :m] if part == "lower" else src[..., m:]
    if half.size < _WIDE_FROM:
        return half.astype(UNPACK_PAIRS[src.dtype])
    # Large batches: whole registers at a time, in cache-sized pieces on every core.
    rows = half.reshape(-1, m)
    out = np.empty(rows.shape, UNPACK_PAIRS[src.dtype])
    per_piece = max(1, PIECE // m)
    for_pieces(rows.shape[0], lambda start, stop: np.copyto(out[start:stop], rows[start:stop]), per_piece)
    return out.reshape(half.shape)


def unpack_mask_raw(src: np.ndarray, part: str) -> np.ndarray:
    """``dst.bit[2j] = src.bit[j]`` (lower) or ``src.bit[128+j]`` (upper); odd bits are 0."""
    batch = src.shape[:-1]
    h = MASK_BITS // 2
    dst = np.zeros(batch + (h, 2), np.bool_)
    dst[..., 0] = src[..., :h] if part == "lower" else src[..., h:]
    return dst.reshape(batch + (MASK_BITS,))


def unpack(src: Any, part: str) -> np.ndarray:
    """Batch ``asc_unpack_lower/upper``: ``part`` is ``"lower"`` or ``"upper"``.

    ``src`` dtype int8, uint8, int16 or uint16, shape ``(..., N)``; returns int16, uint16, int32 or
    uint32 of shape ``(..., N/2)``.
    """
    p = _check.part(part)
    a = np.asarray(src)
    if a.dtype not in UNPACK_PAIRS:
        valid = ", ".join(f"{s}->{d}" for s, d in UNPACK_PAIRS.items())
        raise TypeError(f"unpack: source dtype {a.dtype} has no widening; valid pairs: {valid}")
    _check.raw_bits("src", a)
    return unpack_raw(a, p)


def unpack_mask(src: Any, part: str) -> np.ndarray:
    """Batch mask ``asc_unpack_lower/upper`` on bool arrays ``(..., 256)``."""
    p = _check.part(part)
    return unpack_mask_raw(_check.mask_bits("src", src), p)


# ---------------------------------------------------------------------------------------------
# deinterleave: the inverse of intlv


def deintlv_raw(src0: np.ndarray, src1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``dst0[i]=src0[2i], dst0[H+i]=src1[2i], dst1[i]=src0[2i+1], dst1[H+i]=src1[2i+1]``, i < H = N/2.

    Seen as one stream ``src0 ++ src1`` of 2N elements: dst0 takes the even ones, dst1 the odd ones.
    """
    stream = np.concatenate((src0, src1), axis=-1)
    return stream[..., 0::2].copy(), stream[..., 1::2].copy()


def deintlv_mask_raw(src0: np.ndarray, src1: np.ndarray, group: int) -> tuple[np.ndarray, np.ndarray]:
    """Deinterleave of masks by groups of ``group`` bits (the deintlv formula over groups)."""
    batch = src0.shape[:-1]
    h = MASK_BITS // group // 2
    a = src0.reshape(batch + (h, 2, group))  # (pair i, even/odd, bits of the group)
    b = src1.reshape(batch + (h, 2, group))
    dst0 = np.empty(batch + (2, h, group), np.bool_)  # (low/high half of dst, i, bits)
    dst1 = np.empty(batch + (2, h, group), np.bool_)
    dst0[..., 0, :, :] = a[..., 0, :]
    dst0[..., 1, :, :] = b[..., 0, :]
    dst1[..., 0, :, :] = a[..., 1, :]
    dst1[..., 1, :, :] = b[..., 1, :]
    return dst0.reshape(batch + (MASK_BITS,)), dst1.reshape(batch + (MASK_BITS,))


def deintlv(src0: Any, src1: Any) -> tuple[np.ndarray, np.ndarray]:
    """Batch ``asc_deintlv``: ``(dst0, dst1)`` from two arrays of registers ``(..., N)``.

    The inverse of :func:`intlv`: ``deintlv(*intlv(a, b)) == (a, b)``. Raw bits move unchanged.
    """
    return _checked_pair(deintlv_raw, src0, src1)


def deintlv_mask(src0: Any, src1: Any, bits: int) -> tuple[np.ndarray, np.ndarray]:
    """Batch ``asc_deintlv_b8/_b16/_b32`` on bool mask arrays ``(..., 256)``; ``bits`` is 8, 16 or 32."""
    return _checked_mask_pair(deintlv_mask_raw, src0, src1, bits)


# ---------------------------------------------------------------------------------------------
# pack: narrow a register into half of one

#: Source dtype -> destination dtype of ``asc_pack_to_low/high``: always the unsigned narrow type.
PACK_PAIRS: dict[np.dtype[Any], np.dtype[Any]] = {
    np.dtype(np.uint16): np.dtype(np.uint8),
    np.dtype(np.int16): np.dtype(np.uint8),
    np.dtype(np.uint32): np.dtype(np.uint16),
    np.dtype(np.int32): np.dtype(np.uint16),
}


def pack_raw(src: np.ndarray, part: str) -> np.ndarray:
    """Keep the low half of the bits of each of the N elements of ``src`` (raw unsigned bits).

    Returns the destination register, 2N lanes of the unsigned type half as wide: the N results
    in lanes ``0..N-1`` (part ``"low"``) or ``N..2N-1`` (``"high"``), zeros in the other half.
    The conversion between unsigned numpy types truncates, which is "keep the low bits".
    """
    n = src.shape[-1]
    out = np.zeros(src.shape[:-1] + (2 * n,), PACK_PAIRS[src.dtype])
    narrow = src.astype(out.dtype)
    if part == "low":
        out[..., :n] = narrow
    else:
        out[..., n:] = narrow
    return out


def pack_mask_raw(src: np.ndarray, part: str) -> np.ndarray:
    """``dst.bit[j] = src.bit[2j]`` for j < 128 into bits 0..127 (low) or 128..255 (high); the rest 0.

    The mirror of ``unpack_mask_raw``: the odd bits are dropped as a pack drops high element bits.
    """
    h = MASK_BITS // 2
    out = np.zeros(src.shape, np.bool_)
    if part == "low":
        out[..., :h] = src[..., 0::2]
    else:
        out[..., h:] = src[..., 0::2]
    return out


def pack(src: Any, part: str) -> np.ndarray:
    """Batch ``asc_pack_to_low`` (part ``"low"``) / ``asc_pack_to_high`` (``"high"``).

    ``src`` dtype uint16/int16 (N = 128) or uint32/int32 (N = 64), shape ``(..., N)``. Returns the
    whole destination register: uint8 or uint16 of shape ``(..., 2N)`` (a register of the narrow
    type has twice the lanes), the low bits of ``src[..., i]`` in lane i (low) or N+i (high), the
    other half zero. No saturation: ``int16 -1`` packs to ``uint8 255``.
    """
    p = _check.half_part(part)
    a = np.asarray(src)
    if a.dtype not in PACK_PAIRS:
        valid = ", ".join(f"{s}->{d}" for s, d in PACK_PAIRS.items())
        raise TypeError(f"pack: source dtype {a.dtype} has no narrowing; valid pairs: {valid}")
    return pack_raw(_check.raw_bits("src", a), p)


def pack_mask(src: Any, part: str) -> np.ndarray:
    """Batch mask ``asc_pack_to_low/high`` on bool arrays ``(..., 256)``: even bits to one half."""
    p = _check.half_part(part)
    return pack_mask_raw(_check.mask_bits("src", src), p)


# ---------------------------------------------------------------------------------------------
# select, squeeze, unsqueeze


def select_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    """``dst[i] = lanes[i] ? src0[i] : src1[i]``; on masks (bool arrays) this is the bitwise select."""
    dt = src0.dtype
    if dt.kind in "iu" and src1.dtype == dt:
        # Raw bits: blend through a mask of all ones where the lane is set. np.where branches per
        # element, which costs several times more on lanes that change unpredictably.
        ones = np.negative(np.asarray(lanes).astype(dt))
        return ((src0 ^ src1) & ones) ^ src1
    return np.where(lanes, src0, src1)


def squeeze_raw(src: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    """The elements whose flag is set, in order, from lane 0 up; zeros in the lanes above."""
    out = np.zeros(src.shape, src.dtype)
    if src.ndim == 1:  # one register: the common case from the facade, kept cheap
        sel = src[lanes]
        out[:sel.size] = sel
        return out
    # Batch: each selected element goes to (its row, the count of selected elements before it).
    pos = np.cumsum(lanes, axis=-1) - 1
    rows = np.nonzero(lanes)[:-1]
    out[rows + (pos[lanes],)] = src[lanes]
    return out


def squeeze_bytes(lanes: np.ndarray, elem_size: int) -> int:
    """The bytes the elements :func:`squeeze_raw` keeps fill (one register): what ``asc_squeeze_with_status``
    adds to AR and ``asc_squeeze_and_storeunalign`` appends to its stream."""
    return int(np.count_nonzero(lanes)) * elem_size


#: Destination dtypes of ``asc_unsqueeze``.
UNSQUEEZE_DTYPES: tuple[np.dtype[Any], ...] = tuple(
    np.dtype(t) for t in (np.uint8, np.int8, np.uint16, np.int16, np.uint32, np.int32))


def unsqueeze_raw(lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """Exclusive prefix count: ``dst[0] = 0, dst[i] = dst[i-1] + lanes[i-1]``, in ``dtype``.

    The count reaches at most 255 (b8), so it fits every destination type except int8, where it
    wraps as a C conversion does.
    """
    # np.add.accumulate is np.cumsum without its Python-level overhead (this is per instruction).
    count = np.add.accumulate(lanes.view(np.uint8), axis=-1, dtype=np.int64)
    count -= lanes
    return count.astype(dtype)


def select(src0: Any, src1: Any, mask: Any) -> np.ndarray:
    """Batch ``asc_select``: ``dst[..., i] = mask[..., i] ? src0[..., i] : src1[..., i]``.

    ``src0``/``src1`` are registers ``(..., N)`` of one dtype, or bool mask arrays ``(..., 256)``
    (the mask form: bitwise select). ``mask`` is a bool array of the same shape, one flag per
    lane (for vector data: the governing bit of each element already picked out).
    """
    _check.same_dtype("src0", src0, "src1", src1)
    a0 = np.asarray(src0)
    if a0.dtype == np.bool_:
        a, b = _check.mask_bits("src0", src0), _check.mask_bits("src1", src1)
        _check.same_shape("src0", a, "src1", b)
        return select_raw(a, b, _check.lane_flags("mask", mask, a.shape))
    a, b = _check.raw_bits("src0", src0), _check.raw_bits("src1", src1)
    _check.same_shape("src0", a, "src1", b)
    return select_raw(a, b, _check.lane_flags("mask", mask, a.shape)).view(a0.dtype)


def squeeze(src: Any, mask: Any) -> np.ndarray:
    """Batch ``asc_squeeze``: per register, the lanes whose ``mask`` flag is set, in order, at the
    bottom, zeros above. ``mask`` is a bool array of the shape of ``src`` (one flag per lane)."""
    a = np.asarray(src)
    bits = _check.raw_bits("src", a)
    return squeeze_raw(bits, _check.lane_flags("mask", mask, bits.shape)).view(a.dtype)


def unsqueeze(mask: Any, dtype: Any) -> np.ndarray:
    """Batch ``asc_unsqueeze``: the exclusive prefix count of ``mask`` as a register of ``dtype``.

    ``dtype`` is uint8, int8, uint16, int16, uint32 or int32; ``mask`` a bool array
    ``(..., N)`` with N the lanes of ``dtype`` (256, 128 or 64), one flag per lane.
    """
    try:
        dt = np.dtype(dtype)
    except TypeError:
        dt = None
    if dt not in UNSQUEEZE_DTYPES:
        raise TypeError(f"unsqueeze: dtype {dtype!r} is not a destination type; valid: "
                        + ", ".join(str(d) for d in UNSQUEEZE_DTYPES))
    assert dt is not None
    m = np.asarray(mask)
    if m.dtype != np.bool_:
        raise TypeError(f"unsqueeze: mask must be a bool array, one flag per lane; got dtype {m.dtype}")
    lanes = VL_BYTES // dt.itemsize
    if m.ndim == 0 or m.shape[-1] != lanes:
        raise ValueError(f"unsqueeze: mask must have shape (..., {lanes}) for {dt}; got {m.shape}")
    return unsqueeze_raw(m, dt)

