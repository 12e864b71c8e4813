"""Data layouts of the register stores of ``reg_store.h`` beyond the aligned forms, batched.

Every function works on raw bits (numpy arrays whose last axis is one register, or the bytes an
instruction writes); leading axes are a batch. Which addresses are accessed and the checker are the
facade's part (:mod:`ascsim.c_api.reg_store`); here is only where each byte goes.

Terms as in :mod:`ascsim.ops.load_store`: ``k`` is the element size in bytes, a register has
``256 / k`` lanes, mask bit ``j`` governs byte ``j`` (element ``i`` of a ``k``-byte type: bit ``i * k``).
"""

from __future__ import annotations

import numpy as np

from ..arch import UB_ALIGN


def as_bytes(raw: np.ndarray) -> np.ndarray:
    """The little-endian bytes of a register's raw elements (``(..., n)`` -> ``(..., n * k)``)."""
    a = np.ascontiguousarray(raw)
    return a.view(np.uint8).reshape(a.shape[:-1] + (a.shape[-1] * a.dtype.itemsize,))


def first_element(raw: np.ndarray) -> np.ndarray:
    """``asc_storealign_1st``: the ``k`` bytes of element 0 (the mask plays no part)."""
    return as_bytes(raw[..., :1])


def pack_quarter(raw: np.ndarray) -> np.ndarray:
    """``asc_storealign_pack_quarter``: the low 8 bits of each 32-bit element, byte ``i`` from element
    ``i`` (64 bytes per register)."""
    return np.ascontiguousarray(as_bytes(raw).reshape(raw.shape + (4,))[..., 0])


def quarter_lanes(mask_bits: np.ndarray) -> np.ndarray:
    """Per byte a quarter pack writes: whether its 32-bit element is active (bit ``4 i``)."""
    return np.ascontiguousarray(mask_bits[..., ::4])


def mask_stream_bytes(mask_bits: np.ndarray, k: int) -> np.ndarray:
    """The bytes a mask register appends to an unaligned stream for ``k``-byte elements: the governing
    bit of each element (bits ``0, k, 2k ..``) packed LSB first, ``32 / k`` bytes (16 for b16, 8 for b32)."""
    return np.packbits(mask_bits[..., ::k], axis=-1, bitorder="little")


def scatter_parts(src: np.ndarray, index: np.ndarray, mask_bits: np.ndarray
                  ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``asc_scatter``: per scattered element, its byte offset from ``dst``, its bytes and whether it
    is active.

    Element ``i`` of ``k`` bytes goes to ``index[i] * k`` when its governing bit ``i * k`` is set. For
    8-bit data the index register has half as many lanes: index lane ``j`` places the even element
    ``2 j`` (the odd ones are not stored), governed by bit ``2 j``. Returns ``(offsets, data, active)``
    with shapes ``(..., m)``, ``(..., m, k)``, ``(..., m)``.
    """
    k = src.dtype.itemsize
    if k == 1:
        values, step = src[..., 0::2], 2
    else:
        values, step = src, k
    m = values.shape[-1]
    idx = index[..., :m].astype(np.int64)
    active = np.ascontiguousarray(mask_bits[..., ::step][..., :m])
    data = as_bytes(values).reshape(values.shape + (k,))
    return idx * k, data, active


def repeated_targets(offsets: np.ndarray, active: np.ndarray) -> np.ndarray:
    """Per element (last axis): whether another active element targets the same offset."""
    n = offsets.shape[-1]
    rows_o = offsets.reshape(-1, n)
    rows_a = active.reshape(-1, n)
    out = np.zeros(rows_o.shape, np.bool_)
    for r in range(rows_o.shape[0]):
        sel = np.flatnonzero(rows_a[r])
        _, inverse, counts = np.unique(rows_o[r, sel], return_inverse=True, return_counts=True)
        out[r, sel] = counts[inverse] > 1
    return out.reshape(offsets.shape)


def stream_split(start: int, pending: np.ndarray, new: np.ndarray, block: int = UB_ALIGN
                 ) -> tuple[np.ndarray, np.ndarray]:
    """Append ``new`` bytes to an unaligned store stream whose unwritten bytes ``pending`` begin at
    UB address ``start``: ``(written, kept)``.

    ``written`` (from ``start``) is every byte up to the last ``block``-aligned address the stream has
    reached; ``kept`` is the rest, which waits in the ``vector_store_unalign`` register (fewer than
    ``block`` bytes). Blocks are aligned in the address space, not relative to the stream's start.
    """
    stream = np.concatenate([pending, new]) if pending.size else new
    end = start + stream.size
    flushed = max(end - end % block - start, 0)
    return stream[:flushed], stream[flushed:]
