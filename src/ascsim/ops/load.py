"""Data layouts of the register loads of ``reg_load.h`` beyond the plain aligned ones, batched.

Every function takes and returns numpy arrays of raw bits whose last axis is one register (or the
UB image an instruction reads); leading axes are a batch. Which UB bytes are read, alignment and the
checker are the facade's part (:mod:`ascsim.c_api.reg_load`); here is only where each bit goes.

Terms: ``k`` is the element size in bytes, a register has ``n = 256 / k`` lanes and 8 data blocks
of 32 bytes. A 4-bit pair type moves as whole bytes (its "element" is the byte holding two values).
"""

from __future__ import annotations

import numpy as np

from ..arch import REGISTER_BLOCKS, UB_ALIGN, VL_BYTES
from .vector_addressing import mask_bits

#: Data blocks in one register.
BLOCKS = REGISTER_BLOCKS


def brc_elem(raw_one: np.ndarray) -> np.ndarray:
    """``asc_loadalign_brc``/``_brc_elem``: one element (last axis of length 1) in every lane."""
    n = VL_BYTES // raw_one.dtype.itemsize
    return np.ascontiguousarray(np.broadcast_to(raw_one, raw_one.shape[:-1] + (n,)))


def brc_datablock(raw_block: np.ndarray) -> np.ndarray:
    """``asc_loadalign_brc_datablock``: one 32-byte block (as elements) repeated into all 8 blocks."""
    return np.tile(raw_block, (1,) * (raw_block.ndim - 1) + (BLOCKS,))


def brc_elem2datablock(raw_eight: np.ndarray) -> np.ndarray:
    """``asc_loadalign_brc_elem2datablock``: 8 elements; element j fills data block j."""
    per_block = UB_ALIGN // raw_eight.dtype.itemsize
    return np.repeat(raw_eight, per_block, axis=-1)


def upsample(raw_half: np.ndarray) -> np.ndarray:
    """``asc_loadalign_upsample``: ``n/2`` elements, each twice: ``dst[2i] = dst[2i+1] = src[i]``.
    Also the mask form on bits (128 bits become 256)."""
    return np.repeat(raw_half, 2, axis=-1)


def downsample(raw_two: np.ndarray) -> np.ndarray:
    """``asc_loadalign_downsample``: ``2n`` elements, every second kept: ``dst[i] = src[2i]``.
    Also the mask form on bits (512 bits become 256)."""
    return np.ascontiguousarray(raw_two[..., 0::2])


def unpack4(raw_quarter: np.ndarray) -> np.ndarray:
    """``asc_loadalign_unpack4``: ``n/4`` bytes; byte i to lane 4i, lanes 4i+1..4i+3 zero."""
    out = np.zeros(raw_quarter.shape[:-1] + (4 * raw_quarter.shape[-1],), raw_quarter.dtype)
    out[..., 0::4] = raw_quarter
    return out


def unaligned_join(carried: np.ndarray, fetched: np.ndarray, skip: int) -> np.ndarray:
    """``asc_loadunalign``: the 256 bytes from byte ``skip`` of ``carried ++ fetched``, where
    ``carried`` is the 32-byte block the load-unalign register holds and ``fetched`` the 256 bytes
    after it (``skip`` is the source address modulo 32)."""
    whole = np.concatenate([carried, fetched], axis=-1)
    return np.ascontiguousarray(whole[..., skip:skip + VL_BYTES])


def gather_slots(values: np.ndarray, active: np.ndarray, slot: int) -> np.ndarray:
    """The 256 bytes of a UB gather's destination: ``values`` holds the bytes fetched for each index
    lane (``(..., lanes, width)``); lane i's bytes go to the low end of its ``slot``-byte slot (the
    index element's width), the rest of the slot is 0, and an inactive lane's slot is all 0."""
    lanes_, width = values.shape[-2], values.shape[-1]
    out = np.zeros(values.shape[:-2] + (lanes_, slot), np.uint8)
    out[..., :width] = np.where(active[..., None], values, np.uint8(0))
    return out.reshape(values.shape[:-2] + (lanes_ * slot,))


def gather_register(src: np.ndarray, index: np.ndarray) -> np.ndarray:
    """``asc_gather(dst, src, index)`` between registers: ``dst[i] = src[index[i] % n]``."""
    n = src.shape[-1]
    pos = index.astype(np.int64) % n
    return np.take_along_axis(src, pos, axis=-1)


def gather_blocks(blocks: np.ndarray, active: np.ndarray) -> np.ndarray:
    """``asc_gather_datablock``: 8 fetched 32-byte blocks (``(..., 8, 32)`` bytes); a block whose
    mask flag is clear becomes 0. Returns the register's 256 bytes."""
    kept = np.where(active[..., None], blocks, np.uint8(0))
    return kept.reshape(blocks.shape[:-2] + (VL_BYTES,))


def spread_bits(bits: np.ndarray, times: int) -> np.ndarray:
    """Each bit repeated ``times`` times (``asc_get_mask_spr_b16``: 2, ``_b32``: 4)."""
    return np.repeat(bits, times, axis=-1)


def scatter_winners(offsets: np.ndarray, active: np.ndarray) -> np.ndarray:
    """Per lane of a scatter: whether it writes (active and the last active lane with its offset).

    Colliding offsets leave one value of them on the chip, which one is unspecified; the highest lane
    is kept here (the facade reports the collision). 1-D: one register."""
    keep = active.copy()
    seen: set[int] = set()
    for i in range(offsets.size - 1, -1, -1):
        if keep[i]:
            o = int(offsets[i])
            if o in seen:
                keep[i] = False
            seen.add(o)
    return keep


def gather_offsets(index: np.ndarray, elem_size: int) -> np.ndarray:
    """``asc_gather(dst, src, index, mask)`` from UB: the byte offset from src that each index lane
    fetches (``index[i]`` counts elements of ``elem_size`` bytes), as int64."""
    return np.asarray(index).astype(np.int64) * elem_size


def scatter_slot_parts(src: np.ndarray, index: np.ndarray, mask_bits: np.ndarray, slot: int, elem_size: int
                       ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``asc_scatter(vector_T& src, __ubuf__ T* dst, index, mask)`` (the deprecated argument order), one
    register: per index lane i of ``slot`` bytes, the byte offset ``index[i] * elem_size`` from dst,
    the ``elem_size`` bytes at the low end of lane i's slot of src, and whether its governing bit
    ``i * slot`` is set. Returns ``(offsets (m,), data (m, elem_size), active (m,))``."""
    idx = np.asarray(index).astype(np.int64)
    data = np.ascontiguousarray(src).view(np.uint8).reshape(idx.size, slot)[:, :elem_size]
    return idx * elem_size, data, np.ascontiguousarray(mask_bits[..., ::slot][: idx.size])


def vector_mask_spr(mask1: int, mask0: int, times: int) -> np.ndarray:
    """``asc_get_mask_spr_b16``/``_b32``: the vector mask ``mask1:mask0`` (``asc_set_vector_mask``) as
    mask register bits: b16 (``times`` 2) its 128 bits, each twice; b32 (4) its low 64 bits, each four
    times."""
    return spread_bits(mask_bits(mask1, mask0, 128 if times == 2 else 64), times)
