"""Semantics of the reductions of ``reg_vector.h``.

``asc_reduce_sum``/``asc_reduce_max``/``asc_reduce_min`` (the whole register), their ``_datablock``
forms (one result per 32-byte block) and ``asc_pair_reduce_sum`` (adjacent pairs). Inputs are raw
bits batched over leading axes; ``lanes`` is one flag per source element.

Floating sums follow the vendor's order: a pairwise binary tree (elements 2j and 2j+1 first, then
the pairs of those sums ...), every addition rounded to the element type. An inactive element takes
no part: a sum with an inactive partner is the other operand unchanged, and a sum with no active
element is +0.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import DATA_BLOCK_BYTES
from ._fp import quiet

BLOCK = DATA_BLOCK_BYTES


def _uint(size: int) -> np.dtype[Any]:
    return np.dtype(f"u{size}")


def tree_sum(values: np.ndarray, present: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Pairwise tree sum over the last axis (a power of two) of float ``values``.

    Returns (sum, whether any element was present); the sum is in the values' dtype, each addition
    rounded to it (numpy rounds half/float additions correctly: see :mod:`ascsim.ops.arith`).
    """
    x, p = values, present
    with quiet():
        while x.shape[-1] > 1:
            a, b = x[..., 0::2], x[..., 1::2]
            pa, pb = p[..., 0::2], p[..., 1::2]
            x = np.where(pa & pb, a + b, np.where(pa, a, b))
            p = pa | pb
    zero = values.dtype.type(0)
    return np.where(p[..., 0], x[..., 0], zero), p[..., 0]


def _sum(src: np.ndarray, lanes: np.ndarray, sdt: np.dtype[Any], ddt: np.dtype[Any]) -> np.ndarray:
    """The sum over the last axis, as raw bits of ``ddt`` (integers widen to ``ddt`` and wrap)."""
    if sdt.kind == "f":
        total, _ = tree_sum(src.view(sdt), lanes)
        return total.astype(ddt).view(_uint(ddt.itemsize))
    vals = np.where(lanes, src.view(sdt).astype(np.int64), 0)
    wide = vals.sum(axis=-1) & ((1 << (8 * ddt.itemsize)) - 1)
    return wide.astype(_uint(ddt.itemsize))


def reduce_sum_raw(src: np.ndarray, lanes: np.ndarray, sdt: np.dtype[Any], ddt: np.dtype[Any]) -> np.ndarray:
    """``asc_reduce_sum``: the sum of the active elements in element 0 of a ``ddt`` register, 0 above.

    int16/uint16 sources sum into int32/uint32 (``ddt``); 32-bit integers wrap; floats: tree order.
    """
    n = 256 // ddt.itemsize
    out = np.zeros(src.shape[:-1] + (n,), _uint(ddt.itemsize))
    out[..., 0] = _sum(src, lanes, sdt, ddt)
    return out


def reduce_sum_datablock_raw(src: np.ndarray, lanes: np.ndarray, sdt: np.dtype[Any],
                             ddt: np.dtype[Any]) -> np.ndarray:
    """``asc_reduce_sum_datablock``: the sum of each 32-byte block's active elements in elements 0..7."""
    per = BLOCK // sdt.itemsize
    shape = src.shape[:-1] + (src.shape[-1] // per, per)
    n = 256 // ddt.itemsize
    out = np.zeros(src.shape[:-1] + (n,), _uint(ddt.itemsize))
    out[..., : shape[-2]] = _sum(src.reshape(shape), lanes.reshape(shape), sdt, ddt)
    return out


def _order_key(bits: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """An int64 key whose order is the value order of ``dtype`` (floats: -inf < ... < -0 < +0 < ... < inf)."""
    if dtype.kind == "f":
        w = 8 * dtype.itemsize
        u = bits.astype(np.int64)
        sign = (u >> (w - 1)) & 1
        mag = u & ((1 << (w - 1)) - 1)
        return np.where(sign == 1, -mag - 1, mag)
    return bits.view(dtype).astype(np.int64)


def _nan(bits: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    if dtype.kind != "f":
        return np.zeros(bits.shape, np.bool_)
    return np.isnan(bits.view(dtype))


def _empty_value(dtype: np.dtype[Any], op: str) -> int:
    """The raw bits an all-inactive max (the type's least value) or min (its greatest value) gives."""
    w = 8 * dtype.itemsize
    if dtype.kind == "f":
        inf = {2: 0x7C00, 4: 0x7F800000}[dtype.itemsize]
        return inf | (1 << (w - 1)) if op == "max" else inf
    if dtype.kind == "u":
        return 0 if op == "max" else (1 << w) - 1
    return 1 << (w - 1) if op == "max" else (1 << (w - 1)) - 1


def extreme(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any], op: str) -> tuple[np.ndarray, np.ndarray]:
    """Max or min over the last axis of raw bits: (value bits, index).

    The first NaN among the active elements wins (its own bits, its index); otherwise the greatest
    (least) active value with -0 < +0, the first index where it occurs. No active element: the
    type's least (greatest) value and index 0.
    """
    key = _order_key(src, dtype)
    big = np.iinfo(np.int64)
    fill = big.min if op == "max" else big.max
    k = np.where(lanes, key, fill)
    best = k.max(axis=-1, keepdims=True) if op == "max" else k.min(axis=-1, keepdims=True)
    hit = lanes & (key == best)
    nan = lanes & _nan(src, dtype)
    any_nan = nan.any(axis=-1, keepdims=True)
    hit = np.where(any_nan, nan, hit)
    idx = np.argmax(hit, axis=-1)
    val = np.take_along_axis(src, idx[..., None], axis=-1)[..., 0]
    empty = ~lanes.any(axis=-1)
    val = np.where(empty, src.dtype.type(_empty_value(dtype, op)), val)
    return val.astype(src.dtype), np.where(empty, 0, idx)


def reduce_extreme_raw(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any], op: str) -> np.ndarray:
    """``asc_reduce_max``/``asc_reduce_min``: the value in element 0, its index (as raw bits of the
    element width) in element 1, 0 elsewhere."""
    val, idx = extreme(src, lanes, dtype, op)
    out = np.zeros(src.shape, src.dtype)
    out[..., 0] = val
    out[..., 1] = idx.astype(src.dtype)
    return out


def reduce_extreme_datablock_raw(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any], op: str) -> np.ndarray:
    """``asc_reduce_max_datablock``/``asc_reduce_min_datablock``: each 32-byte block's max (min) in
    elements 0..7 (no index), 0 above."""
    per = BLOCK // dtype.itemsize
    shape = src.shape[:-1] + (src.shape[-1] // per, per)
    val, _ = extreme(src.reshape(shape), lanes.reshape(shape), dtype, op)
    out = np.zeros(src.shape, src.dtype)
    out[..., : shape[-2]] = val
    return out


def pair_reduce_sum_raw(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_pair_reduce_sum``: ``dst[j] = src[2j] + src[2j+1]`` for the first half, 0 in the second half.

    An inactive element takes no part: one active element passes unchanged, none gives +0.
    """
    x = src.view(dtype)
    a, b = x[..., 0::2], x[..., 1::2]
    pa, pb = lanes[..., 0::2], lanes[..., 1::2]
    with quiet():
        s = np.where(pa & pb, a + b, np.where(pa, a, np.where(pb, b, dtype.type(0))))
    out = np.zeros(src.shape, src.dtype)
    out[..., : a.shape[-1]] = s.view(src.dtype)
    return out


# ---------------------------------------------------------------------------------------------
# The repeat reductions of vector_compute.h (UB forms): results per repeat and the registers they leave.

def repeat_reduce_layout(order: str, elem_size: int) -> tuple[int, int, int]:
    """Where ``asc_repeat_reduce_sum``/``asc_repeat_reduce_max/min_<order>`` put a repeat's result:
    (bytes of one item, items per repeat, bytes one ``dst_repeat_stride`` counts). ``index_value`` and
    ``value_index`` store two items of the element width, ``only_index`` one uint32, ``only_value`` the
    value alone."""
    if order == "only_index":
        return 4, 1, 4
    if order == "only_value":
        return elem_size, 1, elem_size
    return elem_size, 2, 2 * elem_size


def repeat_extreme_raw(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any], op: str, order: str) -> np.ndarray:
    """``asc_repeat_reduce_max/min_<order>``: per repeat (the last axis of ``src``), the items
    :func:`repeat_reduce_layout` places: [index, value], [value, index] (raw bits of the element
    width), [index] (uint32) or [value]; the value and index of :func:`extreme`."""
    val, idx = extreme(src, lanes, dtype, op)
    if order == "only_value":
        return val[..., None]
    if order == "only_index":
        return idx.astype(np.uint32)[..., None]
    uint = _uint(dtype.itemsize)
    pair = (idx.astype(uint), val.astype(uint))
    return np.stack(pair if order == "index_value" else pair[::-1], axis=-1)


def acc_val(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> int:
    """The ACC_VAL register ``asc_repeat_reduce_sum`` leaves (``asc_get_acc_val``): the repeats' sums
    (rows of ``src``, tree order) added in repeat order, each addition rounded to the element type;
    its raw bits."""
    sums = reduce_sum_raw(src, lanes, dtype, dtype)[..., 0].view(dtype)
    total = sums[0]
    with quiet():
        for v in sums[1:]:
            total = dtype.type(total + v)
    return int(np.asarray(total, dtype).view(_uint(dtype.itemsize)))


def max_min_cnt(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any], op: str) -> int:
    """The register ``asc_repeat_reduce_max/min_*`` leaves (``asc_get_reduce_max_cnt``/``_min_cnt``): the
    max (min) over every repeat (rows of ``src``) in the low 32 bits, the index of its first occurrence
    counted from the first repeat's element 0 in the high 32 bits."""
    width = 8 * dtype.itemsize
    val, idx = extreme(src, lanes, dtype, op)
    present = np.asarray(lanes.any(axis=-1), np.bool_)
    best, r = extreme(val[None, :], present[None, :], dtype, op)
    index = int(r[0]) * src.shape[-1] + int(idx[int(r[0])])
    return (index & 0xFFFFFFFF) << 32 | (int(best[0]) & ((1 << width) - 1))


def max_min_cnt_fields(register: int, elem_size: int) -> tuple[int, int]:
    """``asc_get_reduce_max_cnt``/``_min_cnt``: (the value's raw bits, the index) that the register
    :func:`max_min_cnt` made holds for elements of ``elem_size`` bytes."""
    return register & ((1 << (8 * elem_size)) - 1), (register >> 32) & 0xFFFFFFFF
