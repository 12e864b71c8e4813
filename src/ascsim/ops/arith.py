"""Semantics of the element-wise arithmetic of ``reg_arith``: ``asc_add``.

Inputs are raw bits (unsigned integer arrays) plus the element dtype they hold, batched over
leading axes, as in :mod:`ascsim.ops.permute_sel`.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def add_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``dst[i] = lanes[i] ? src0[i] + src1[i] : 0`` in raw bits of the element type ``dtype``.

    Integers wrap around: unsigned addition of the raw bits is two's complement addition for the
    signed types too. Floats follow IEEE 754 round-to-nearest-even in the element type (numpy and
    ml_dtypes compute half/bfloat16 sums in float32, which is exact enough to round only once).
    """
    if dtype.kind in "iu":
        total = src0 + src1
    else:
        with np.errstate(all="ignore"):
            total = (src0.view(dtype) + src1.view(dtype)).view(src0.dtype)
    return np.where(lanes, total, src0.dtype.type(0))
