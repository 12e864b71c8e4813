"""Semantics of mask creation: ``asc_create_mask_b8/_b16/_b32`` patterns and ``asc_update_mask_*`` counts.

Flags are one bool per element; :func:`ascsim.ops.compare.element_mask_raw` turns them into the 256
mask bits (element i of k bytes is governed by bit i*k; the other bits of its group stay clear).
"""

from __future__ import annotations

import numpy as np

from ..arch import Pat

_VL = {Pat.PAT_VL1: 1, Pat.PAT_VL2: 2, Pat.PAT_VL3: 3, Pat.PAT_VL4: 4, Pat.PAT_VL8: 8, Pat.PAT_VL16: 16,
       Pat.PAT_VL32: 32, Pat.PAT_VL64: 64, Pat.PAT_VL128: 128}


def pattern_flags(pat: Pat, n: int) -> np.ndarray:
    """The element flags (length ``n``) of mask pattern ``pat`` for a register of ``n`` elements."""
    i = np.arange(n)
    if pat is Pat.PAT_ALL:
        return np.ones(n, np.bool_)
    if pat is Pat.PAT_ALLF:
        return np.zeros(n, np.bool_)
    if pat in _VL:
        return i < min(_VL[pat], n)
    if pat is Pat.PAT_M3:
        return i % 3 == 0
    if pat is Pat.PAT_M4:
        return i % 4 == 0
    if pat is Pat.PAT_H:
        return i < n // 2
    return i < n // 4  # PAT_Q


def count_left(count: int, n: int) -> int:
    """``asc_update_mask_*``: the count left for the next register of ``n`` elements, ``count < n ? 0 : count - n``."""
    return 0 if count < n else count - n


def count_flags(count: int, n: int) -> tuple[np.ndarray, int]:
    """``asc_update_mask_*``: flags of the first min(count, n) elements, and :func:`count_left`."""
    return np.arange(n) < min(count, n), count_left(count, n)
