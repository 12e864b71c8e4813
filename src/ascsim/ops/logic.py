"""Semantics of the bitwise and shift instructions of ``reg_vector.h``.

``asc_and``/``asc_or``/``asc_xor``/``asc_not`` on vector data and on mask registers, and
``asc_shiftleft``/``asc_shiftright`` (and their ``_scalar`` forms). Inputs are raw bits (unsigned
integer arrays, or bools for masks), batched over leading axes; ``lanes`` is one flag per element and
inactive elements of the result are 0 (zeroing), as for every instruction of this family.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from .lanes import covers

_BITWISE: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor,
}


def bitwise_raw(op: str, src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    """``asc_and``/``asc_or``/``asc_xor`` on data: ``lanes[i] ? src0[i] op src1[i] : 0`` on the raw bits
    (the element type only chooses the lane width: floats are operated on as bit patterns)."""
    total = _BITWISE[op](src0, src1)
    if covers(total, lanes):
        return total
    return np.where(lanes, total, src0.dtype.type(0))


def not_raw(src: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    """``asc_not`` on data: ``lanes[i] ? ~src[i] : 0``."""
    return np.where(lanes, np.invert(src), src.dtype.type(0))


def bitwise_mask(op: str, src0: np.ndarray, src1: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """``asc_and``/``asc_or``/``asc_xor`` on mask registers, bit by bit: ``mask[j] & (src0[j] op src1[j])``."""
    return mask & _BITWISE[op](src0, src1)


def not_mask(src: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """``asc_not`` on a mask register, bit by bit: ``mask[j] & ~src[j]``."""
    return mask & ~src


def shift_left_raw(src: np.ndarray, count: np.ndarray, lanes: np.ndarray, signed: bool) -> np.ndarray:
    """``asc_shiftleft(_scalar)``: ``src[i] << count[i]`` on active lanes, 0 elsewhere.

    ``src`` holds raw bits of w-bit elements; ``count`` (broadcast against ``src``) is a non-negative
    shift count. Unsigned elements shift logically: bits leave at the top, zeros enter at the bottom.
    Signed elements shift arithmetically as the vendor's pages describe it: the sign bit stays, the
    bits below it move up (the bit under the sign leaves first). A count above w gives 0 for both;
    a count of w gives 0 (unsigned) or just the sign bit (signed).
    """
    w = 8 * src.dtype.itemsize
    u = src.astype(np.uint64)
    n = np.minimum(np.asarray(count, np.int64), 63).astype(np.uint64)
    full = np.uint64((1 << w) - 1)
    if signed:
        sign = u & np.uint64(1 << (w - 1))
        body = (u << n) & np.uint64((1 << (w - 1)) - 1)
        out = sign | body
    else:
        out = (u << n) & full
    out = np.where(np.asarray(count) > w, np.uint64(0), out)
    return np.where(lanes, out, np.uint64(0)).astype(src.dtype)


def shift_right_raw(src: np.ndarray, count: np.ndarray, lanes: np.ndarray, signed: bool) -> np.ndarray:
    """``asc_shiftright(_scalar)``: ``src[i] >> count[i]`` on active lanes, 0 elsewhere.

    Unsigned elements shift logically (zeros enter at the top; a count of w or more gives 0), signed
    elements arithmetically (copies of the sign bit enter; a count of w or more gives -1 for a
    negative element and 0 otherwise).
    """
    w = 8 * src.dtype.itemsize
    n = np.minimum(np.asarray(count, np.int64), 63)
    if signed:
        v = src.view(np.dtype(f"i{src.dtype.itemsize}")).astype(np.int64)
        res = ((v >> np.minimum(n, w - 1)) & ((1 << w) - 1)).astype(src.dtype)
    else:
        res = np.where(n >= w, np.uint64(0), src.astype(np.uint64) >> n.astype(np.uint64)).astype(src.dtype)
    return np.where(lanes, res, src.dtype.type(0))


def shift_right_round_raw(src: np.ndarray, count: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    """``asc_shiftright_round`` (signed elements): the arithmetic ``src[i] >> count`` plus bit
    ``count - 1`` of ``src[i]`` (the last bit shifted out), i.e. the quotient by 2^count rounded half
    up; a count of 0 shifts nothing. The sum stays in range, so nothing wraps."""
    w = 8 * src.dtype.itemsize
    n = np.minimum(np.asarray(count, np.int64), 63)
    v = src.view(np.dtype(f"i{src.dtype.itemsize}")).astype(np.int64)
    rounded = (v >> n) + np.where(n > 0, (v >> np.maximum(n - 1, 0)) & 1, 0)
    return np.where(lanes, (rounded & ((1 << w) - 1)).astype(src.dtype), src.dtype.type(0))
