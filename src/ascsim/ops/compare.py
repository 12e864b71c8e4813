"""Semantics of the element-wise comparisons of ``reg_compare``: ``asc_eq``, ``asc_ne``, ``asc_gt``,
``asc_ge``, ``asc_lt``, ``asc_le`` and their ``_scalar`` forms."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._fp import quiet
from .lanes import covers

_COMPARE = {"eq": np.equal, "ne": np.not_equal, "gt": np.greater, "ge": np.greater_equal, "lt": np.less,
            "le": np.less_equal}

#: The comparisons, by the suffix of their C name.
COMPARE_OPS = tuple(_COMPARE)


def compare_raw(op: str, src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """One flag per element: ``lanes[i] and src0[i] <op> src1[i]``, compared as values of ``dtype``.

    ``src0``/``src1`` are raw bits (``src1`` may be one element, for the ``_scalar`` forms). IEEE 754
    rules for floats: a NaN is unequal to everything (only ``ne`` is true), and -0.0 equals +0.0.
    """
    if getattr(dtype, "kind", "") in ("i", "u"):  # integers never warn: no need to quiet numpy
        flags = _COMPARE[op](src0.view(dtype), src1.view(dtype))
    else:
        with quiet():
            flags = _COMPARE[op](src0.view(dtype), src1.view(dtype))
    if covers(flags, lanes):
        return flags  # a fresh array already, and every lane is active
    return flags & lanes


def gt_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """One flag per element: ``lanes[i] and src0[i] > src1[i]``, compared as values of ``dtype``.

    ``src0``/``src1`` are raw bits; a NaN compares false, and -0.0 is not greater than +0.0.
    """
    with quiet():
        return (src0.view(dtype) > src1.view(dtype)) & lanes


def element_mask_raw(flags: np.ndarray, elem_size: int) -> np.ndarray:
    """Mask bits (..., 256) from one flag per element: bit i*k = flags[i], the other bits 0."""
    n = flags.shape[-1]
    bits = np.zeros(flags.shape + (elem_size,), np.bool_)
    bits[..., 0] = flags
    return bits.reshape(flags.shape[:-1] + (n * elem_size,))


def flags_to_ub_blocks(flags: np.ndarray, blocks: int, raw: np.dtype[Any]) -> np.ndarray:
    """The result of a UB compare written to UB (``asc_eq`` ... with a ``dst``): the flags of one repeat
    ``(R, E)``, one per element, packed little-endian bit by bit into ``blocks`` results of dtype
    ``raw``, one per data block (the flags of block b are bits 0.. of result b)."""
    per_block = flags.reshape(flags.shape[0], blocks, -1)
    packed = np.packbits(per_block, axis=-1, bitorder="little")
    return np.ascontiguousarray(packed).view(raw)[..., 0]


def cmpmask_merge(cmp_mask: np.ndarray, flags: np.ndarray, active: np.ndarray) -> np.ndarray:
    """``asc_eq/ne/gt/ge/lt/le`` (UB forms without dst) into CMPMASK: bit i becomes ``flags[i]`` where
    element i of the repeat is ``active``; the other bits of the 128-bit register ``cmp_mask`` keep
    their value (a new array)."""
    out = np.array(cmp_mask, np.bool_)
    n = flags.shape[-1]
    out[..., :n] = np.where(active, flags, out[..., :n])
    return out
