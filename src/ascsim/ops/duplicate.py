"""Semantics of ``reg_duplicate``: ``asc_duplicate``, ``asc_duplicate_scalar``."""

from __future__ import annotations

import numpy as np


def duplicate_raw(value: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    """``dst[i] = lanes[i] ? value : 0``; ``value`` is the raw bits of one element (0-d or (..., 1))."""
    return np.where(lanes, value, value.dtype.type(0))


def duplicate_merge_raw(old: np.ndarray, value: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    """``dst[i] = lanes[i] ? value : old[i]`` (merging: inactive lanes keep the destination's bits)."""
    return np.where(lanes, value, old)
