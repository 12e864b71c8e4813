"""Semantics of the instructions of ``reg_permute_sel.h``, batched over leading axes.

Each instruction is defined once, by a ``*_raw`` function that takes arrays of raw bits whose last
axis is one register, and returns new arrays. The public functions check their arguments first;
the C-API facade, which has already checked its registers, calls the ``*_raw`` functions.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import MASK_BITS
from . import _check

# ---------------------------------------------------------------------------------------------
# interleave


def intlv_raw(src0: np.ndarray, src1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``dst0[2i]=src0[i], dst0[2i+1]=src1[i], dst1[2i]=src0[H+i], dst1[2i+1]=src1[H+i]``, i < H = N/2."""
    batch, n = src0.shape[:-1], src0.shape[-1]
    h = n // 2
    dst0 = np.empty(batch + (h, 2), src0.dtype)
    dst1 = np.empty(batch + (h, 2), src0.dtype)
    dst0[..., 0] = src0[..., :h]
    dst0[..., 1] = src1[..., :h]
    dst1[..., 0] = src0[..., h:]
    dst1[..., 1] = src1[..., h:]
    return dst0.reshape(batch + (n,)), dst1.reshape(batch + (n,))


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
    _check.same_dtype("src0", src0, "src1", src1)
    a, b = _check.raw_bits("src0", src0), _check.raw_bits("src1", src1)
    _check.same_shape("src0", a, "src1", b)
    dtype = np.asarray(src0).dtype
    d0, d1 = intlv_raw(a, b)
    return d0.view(dtype), d1.view(dtype)


def intlv_mask(src0: Any, src1: Any, bits: int) -> tuple[np.ndarray, np.ndarray]:
    """Batch ``asc_intlv_b8/_b16/_b32`` on bool mask arrays ``(..., 256)``; ``bits`` is 8, 16 or 32."""
    group = _check.group_bits(bits)
    a, b = _check.mask_bits("src0", src0), _check.mask_bits("src1", src1)
    _check.same_shape("src0", a, "src1", b)
    return intlv_mask_raw(a, b, group)


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
    half = src[..., :m] if part == "lower" else src[..., m:]
    return half.astype(UNPACK_PAIRS[src.dtype])


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
