"""Semantics of the histogram instructions of ``reg_vector.h``.

``asc_frequency_histogram_bin0/_bin1`` and ``asc_cumulative_histogram_bin0/_bin1``: a uint8_t
source (256 elements), a uint16_t destination (128 counters) that the counts are added to. Counter n
of bin b stands for the value ``128*b + n``: the frequency form counts the values equal to it, the
cumulative form those from 0 up to it (the pages: "all values from 0 to n"), so bin1's counters
continue bin0's and the two together are one cumulative histogram over 0..255.
"""

from __future__ import annotations

import numpy as np


def _counts(src: np.ndarray, lanes: np.ndarray, bin_: int) -> np.ndarray:
    """(..., 128) counts of the active source values 128*bin_ + n, n = 0..127."""
    vals = src.astype(np.int64) - 128 * bin_
    hit = lanes & (vals >= 0) & (vals < 128)
    onehot = (vals[..., None] == np.arange(128)) & hit[..., None]
    return onehot.sum(axis=-2)


def frequency_histogram_raw(dst: np.ndarray, src: np.ndarray, lanes: np.ndarray, bin_: int) -> np.ndarray:
    """``dst[n] += count of active src[i] == 128*bin_ + n`` (uint16 counters wrap around)."""
    return ((dst.astype(np.int64) + _counts(src, lanes, bin_)) & 0xFFFF).astype(np.uint16)


def cumulative_histogram_raw(dst: np.ndarray, src: np.ndarray, lanes: np.ndarray, bin_: int) -> np.ndarray:
    """``dst[n] += count of active src[i] <= 128*bin_ + n`` (uint16 counters wrap around)."""
    below = (lanes & (src.astype(np.int64) < 128 * bin_)).sum(axis=-1)[..., None]  # the lower bin, whole
    return ((dst.astype(np.int64) + below + np.cumsum(_counts(src, lanes, bin_), axis=-1)) & 0xFFFF).astype(np.uint16)
