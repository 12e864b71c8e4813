"""Semantics of ``asc_copy``: register to register (merging), mask to mask, vector data to a mask."""

from __future__ import annotations

import numpy as np


def copy_merge_raw(dst: np.ndarray, src: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    """Vector data: ``lanes[i] ? src[i] : dst[i]`` (inactive lanes keep the destination's value)."""
    return np.where(lanes, src, dst)


def copy_mask_raw(src: np.ndarray, mask: np.ndarray | None) -> np.ndarray:
    """Mask registers, bit by bit: ``src[j] & mask[j]`` (``src`` itself without a mask)."""
    return src.copy() if mask is None else src & mask


def data_to_mask_raw(src_bytes: np.ndarray, elem_size: int, part: int) -> np.ndarray:
    """Vector data to a mask: block ``part`` of ``32 / elem_size`` bytes (16 bytes for 2-byte elements,
    8 for 4-byte ones) read as bits (bit j: bit j%8 of byte j//8), each bit repeated
    ``elem_size`` times to fill the 256 mask bits."""
    nbytes = 32 // elem_size
    block = src_bytes[..., part * nbytes:(part + 1) * nbytes]
    bits = np.unpackbits(block, axis=-1, bitorder="little").astype(np.bool_)
    return np.repeat(bits, elem_size, axis=-1)
