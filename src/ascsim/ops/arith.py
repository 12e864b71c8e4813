"""Semantics of the element-wise register arithmetic of ``reg_vector.h``: add, sub and their carry forms.

Inputs are raw bits (unsigned integer arrays) plus the element dtype they hold, batched over
leading axes, as in :mod:`ascsim.ops.permute_sel`. ``lanes`` is one flag per element: inactive
elements of the result are 0 (zeroing).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

_Op = Callable[[np.ndarray, np.ndarray], np.ndarray]


def _elementwise(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any], op: _Op) -> np.ndarray:
    """``lanes[i] ? op(src0[i], src1[i]) : 0`` in raw bits of ``dtype``.

    Integers wrap around: the operation on the unsigned raw bits is the two's complement one for the
    signed types too. Floats follow IEEE 754 round-to-nearest-even in the element type: numpy and
    ml_dtypes compute half and bfloat16 in float32 and round once more, which for +, -, * and / gives
    the correctly rounded result (float32 has more than twice their precision plus two bits).
    """
    if dtype.kind in "iu":
        total = op(src0, src1)
    else:
        with np.errstate(all="ignore"):
            total = op(src0.view(dtype), src1.view(dtype)).view(src0.dtype)
    return np.where(lanes, total, src0.dtype.type(0))


def add_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_add``: ``dst[i] = src0[i] + src1[i]`` on active lanes, 0 elsewhere."""
    return _elementwise(src0, src1, lanes, dtype, np.add)


def sub_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_sub``: ``dst[i] = src0[i] - src1[i]`` on active lanes, 0 elsewhere."""
    return _elementwise(src0, src1, lanes, dtype, np.subtract)


def add_carry_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The carry form of ``asc_add`` on 32-bit raw bits: ``{carry, dst} = src0 + src1`` (33-bit sum).

    Returns (dst bits, carry flag per element); both are 0 on inactive lanes.
    """
    total = src0 + src1
    return np.where(lanes, total, src0.dtype.type(0)), lanes & (total < src0)


def sub_carry_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The carry form of ``asc_sub``: ``{carry, dst} = src0 + ~src1 + 1`` (33-bit sum), so the carry is
    set when no borrow occurs (``src0 >= src1`` as unsigned). Both are 0 on inactive lanes."""
    total = src0 - src1
    return np.where(lanes, total, src0.dtype.type(0)), lanes & (src0 >= src1)
