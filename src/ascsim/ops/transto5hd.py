"""Semantics of ``asc_transto5hd_b8``/``_b16``/``_b32`` (the vendor's TransDataTo5HD): one repeat turns
16 source data blocks of 32 bytes into 16 destination blocks, element j of every source block going to
destination block j (an element-by-block transpose), in raw bytes."""

from __future__ import annotations

import numpy as np

from ..arch import DATA_BLOCK_BYTES


def repeat_offset(r: int, repeat: int, stride: int) -> int:
    """Bytes past its VA address where a block of repeat ``r`` of ``asc_transto5hd_b*`` lies: with one
    repeat ``stride`` blocks, with more ``r * stride`` blocks (the pages' rule)."""
    return (1 if repeat == 1 else r) * stride * DATA_BLOCK_BYTES


def transto5hd_raw(src: np.ndarray, elem_size: int, dst_high: bool = False, src_high: bool = False
                   ) -> tuple[np.ndarray, np.ndarray]:
    """One repeat: ``src`` is (16, 32) bytes, the blocks the 16 source addresses hold. Returns the 16
    destination blocks (16, 32) and which of their bytes are written (16, 32).

    - 2-byte elements: destination block j is element j of source blocks 0..15 (a 16 x 16 transpose).
    - 4-byte elements: element j of source blocks 0..7 fills destination block 2j, of blocks 8..15
      block 2j + 1 (a [16, 8] -> [8, 16] transpose, each output row two blocks).
    - 1-byte elements: byte j (j + 16 with ``src_high``) of source blocks 0..15 fills the low half
      (``dst_high``: the high half) of destination block j; the other half is not written.
    """
    written = np.ones((16, 32), np.bool_)
    if elem_size == 2:
        e = src.view(np.uint16)  # (16 blocks, 16 elements)
        return np.ascontiguousarray(e.T).view(np.uint8), written
    if elem_size == 4:
        e = src.view(np.uint32)  # (16 blocks, 8 elements)
        out = e.T.reshape(8, 2, 8).reshape(16, 8)  # row j: blocks 0..7 then 8..15 of element j
        return np.ascontiguousarray(out).view(np.uint8), written
    half = src[:, 16:] if src_high else src[:, :16]  # (16 blocks, 16 bytes)
    out = np.zeros((16, 32), np.uint8)
    lo = 16 if dst_high else 0
    out[:, lo:lo + 16] = half.T
    written[:] = False
    written[:, lo:lo + 16] = True
    return out, written


#: ``asc_transpose`` works on one 16 x 16 matrix of 2-byte elements.
TRANSPOSE_SIDE = 16


def transpose_16x16(rows: np.ndarray) -> np.ndarray:
    """``asc_transpose``: each row of ``rows`` (..., 256) is a 16 x 16 matrix in row-major order,
    returned transposed (``out[j*16 + i] = in[i*16 + j]``)."""
    side = TRANSPOSE_SIDE
    m = rows.reshape(-1, side, side)
    return np.ascontiguousarray(m.transpose(0, 2, 1)).reshape(rows.shape)
