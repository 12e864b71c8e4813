"""Semantics of the index generators of ``reg_vector.h``: ``asc_arange`` and ``asc_arange_descend``."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._fp import quiet


def _round_half_up(x: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """Round float64 values to ``dtype`` to nearest, ties toward +infinity.

    This is the rounding the vendor's boundary table shows for half: from -65504.0, the sums
    -65504 + 48 and -65504 + 112 (ties) go up, where round-to-nearest-even would go down.
    """
    with quiet():
        r = x.astype(dtype)
        back = r.astype(np.float64)
        up = np.nextafter(r, dtype.type(np.inf)).astype(np.float64)
        tie = np.isfinite(back) & (back < x) & (x - back == up - x)
        return np.where(tie, np.nextafter(r, dtype.type(np.inf)), r)


def arange_raw(value: np.ndarray, dtype: np.dtype[Any], descend: bool) -> np.ndarray:
    """``asc_arange``: ``dst[i] = value + i``; ``asc_arange_descend``: ``dst[i] = value + (N-1-i)``.

    ``value`` is the raw bits of one element (0-d, or batched with a trailing axis of 1). Integers
    wrap around. Floats: each element is the exact sum rounded once to the element type (ties toward
    +infinity, see :func:`_round_half_up`); inf and NaN stay, -0 + 0 is +0.
    """
    n = 256 // dtype.itemsize
    steps = np.arange(n)[::-1] if descend else np.arange(n)
    v = np.asarray(value).view(dtype)
    u = np.dtype(f"u{dtype.itemsize}")
    if dtype.kind == "f":
        exact = v.astype(np.float64)[..., None] if v.ndim == 0 else v.astype(np.float64)
        return _round_half_up(exact + steps, dtype).view(u)
    base = v.astype(np.int64)[..., None] if v.ndim == 0 else v.astype(np.int64)
    return ((base + steps) & ((1 << (8 * dtype.itemsize)) - 1)).astype(u)
