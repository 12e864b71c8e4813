"""Semantics of the element-wise comparisons of ``reg_compare``: ``asc_gt``."""

from __future__ import annotations

from typing import Any

import numpy as np


def gt_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """One flag per element: ``lanes[i] and src0[i] > src1[i]``, compared as values of ``dtype``.

    ``src0``/``src1`` are raw bits; a NaN compares false, and -0.0 is not greater than +0.0.
    """
    with np.errstate(invalid="ignore"):
        return (src0.view(dtype) > src1.view(dtype)) & lanes


def element_mask_raw(flags: np.ndarray, elem_size: int) -> np.ndarray:
    """Mask bits (..., 256) from one flag per element: bit i*k = flags[i], the other bits 0."""
    n = flags.shape[-1]
    bits = np.zeros(flags.shape + (elem_size,), np.bool_)
    bits[..., 0] = flags
    return bits.reshape(flags.shape[:-1] + (n * elem_size,))
