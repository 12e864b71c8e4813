"""Semantics of ``reg_duplicate``: ``asc_duplicate``, ``asc_duplicate_scalar``; ``asc_brcb`` of ``vector_compute.h``."""

from __future__ import annotations

import numpy as np


def duplicate_raw(value: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    """``dst[i] = lanes[i] ? value : 0``; ``value`` is the raw bits of one element (0-d or (..., 1))."""
    return np.where(lanes, value, value.dtype.type(0))


def duplicate_merge_raw(old: np.ndarray, value: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    """``dst[i] = lanes[i] ? value : old[i]`` (merging: inactive lanes keep the destination's bits)."""
    return np.where(lanes, value, old)


def brcb_raw(src: np.ndarray, per_block: int) -> np.ndarray:
    """``asc_brcb``: element j of ``src`` (..., B) fills block j of the result (..., B * per_block), a
    block holding ``per_block`` elements."""
    return np.repeat(src, per_block, axis=-1)
