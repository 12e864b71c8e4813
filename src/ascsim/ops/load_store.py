"""Data layouts of the aligned register loads and stores (``reg_load.h``, ``reg_store.h``), batched.

Every function takes and returns numpy arrays of raw bits whose last axis is one register (or the
UB image an instruction reads or writes); leading axes are a batch. Memory access itself (which
addresses, alignment, the checker) is the facade's part; here is only where each bit goes.

Terms: ``k`` is the element size in bytes, a register has ``n = 256 / k`` lanes, a data block is
32 bytes (a register is 8 blocks). Mask bit ``j`` governs byte ``j`` of a register, so element ``i``
of a ``k``-byte type is governed by bit ``i * k``.
"""

from __future__ import annotations

import numpy as np

from ..arch import REGISTER_BLOCKS, UB_ALIGN

#: Data blocks in one register.
BLOCKS = REGISTER_BLOCKS


def governing(mask_bits: np.ndarray, k: int) -> np.ndarray:
    """Per element of a ``k``-byte type: its governing mask bit (bit ``i * k``)."""
    return mask_bits[..., ::k]


def byte_lanes(mask_bits: np.ndarray, k: int, stored: int | None = None) -> np.ndarray:
    """Per stored byte: whether its element is active; element ``i`` covers ``stored`` bytes
    (``k`` by default; a pack store keeps ``k // 2`` bytes of each element)."""
    return np.repeat(governing(mask_bits, k), k if stored is None else stored, axis=-1)


def unpack(raw_half: np.ndarray) -> np.ndarray:
    """``asc_loadalign_unpack``: ``n / 2`` elements become ``n``: element ``i`` goes to lane ``2i``
    and lane ``2i + 1`` is 0 (raw bits, no sign extension; 4-bit pairs move as whole bytes)."""
    out = np.zeros(raw_half.shape[:-1] + (2 * raw_half.shape[-1],), raw_half.dtype)
    out[..., 0::2] = raw_half
    return out


def deinterleave(raw_two: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``asc_loadalign_deintlv``: ``2n`` elements split into the even ones and the odd ones."""
    return raw_two[..., 0::2].copy(), raw_two[..., 1::2].copy()


def interleave(src0: np.ndarray, src1: np.ndarray) -> np.ndarray:
    """``asc_storealign_intlv``: ``out[2i] = src0[i]``, ``out[2i + 1] = src1[i]`` (``2n`` elements)."""
    out = np.empty(src0.shape[:-1] + (2 * src0.shape[-1],), src0.dtype)
    out[..., 0::2] = src0
    out[..., 1::2] = src1
    return out


def pack_low_halves(raw: np.ndarray) -> np.ndarray:
    """``asc_storealign_pack``: the low half of each element's bits, as bytes (``n * k / 2`` of them,
    element ``i`` at bytes ``i * k/2 ..``; little-endian, as the chip stores)."""
    k = raw.dtype.itemsize
    as_bytes = np.ascontiguousarray(raw).view(np.uint8).reshape(raw.shape + (k,))
    return np.ascontiguousarray(as_bytes[..., : k // 2]).reshape(raw.shape[:-1] + (raw.shape[-1] * (k // 2),))


def mask_to_bytes(mask_bits: np.ndarray) -> np.ndarray:
    """The bytes that hold mask bits: bit ``j`` is bit ``j % 8`` of byte ``j // 8``. A mask register
    stores 32 bytes this way, CMPMASK (``asc_get_cmp_mask``) 16."""
    return np.packbits(mask_bits, axis=-1, bitorder="little")


def mask_from_bytes(raw: np.ndarray) -> np.ndarray:
    """The mask bits that bytes hold (inverse of :func:`mask_to_bytes`): a mask register's 32 bytes, a
    mask load's 16 or 64 (``asc_loadalign_upsample/_downsample``), CMPMASK's 16 (``asc_set_cmp_mask``),
    the gather pattern of ``asc_squeeze``/``asc_reduce`` (UB forms)."""
    return np.unpackbits(raw, axis=-1, bitorder="little").astype(np.bool_)


def mask_pack(mask_bits: np.ndarray) -> np.ndarray:
    """``asc_storealign_pack`` of a mask register: every second bit (bits ``0, 2, 4, ..``), 16 bytes."""
    return mask_to_bytes(mask_bits[..., 0::2])


def active_blocks(mask_bits: np.ndarray, k: int) -> np.ndarray:
    """Per data block of a register: whether any of its elements is active (``k``-byte elements)."""
    flags = governing(mask_bits, k).reshape(mask_bits.shape[:-1] + (BLOCKS, -1))
    return np.asarray(flags.any(axis=-1))


def block_offsets(block_stride: int) -> np.ndarray:
    """Byte offsets in UB of the 8 data blocks of a register moved with a block stride (in blocks)."""
    return np.arange(BLOCKS, dtype=np.int64) * (int(block_stride) * UB_ALIGN)


def active_block_places(mask_bits: np.ndarray, k: int, block_stride: int) -> list[tuple[int, int]]:
    """The data blocks a data-block load or store moves (``asc_loadalign``/``asc_storealign`` with
    ``block_stride``, one register): ``(b, byte offset of block b in UB)`` for each block b with an
    active element, in block order."""
    offsets = block_offsets(block_stride)
    return [(int(b), int(offsets[b])) for b in np.flatnonzero(active_blocks(mask_bits, k))]


def zero_inactive_blocks(raw_bytes: np.ndarray, blocks: np.ndarray) -> np.ndarray:
    """A register's 256 bytes with the bytes of inactive data blocks set to 0."""
    return np.where(np.repeat(blocks, UB_ALIGN, axis=-1), raw_bytes, np.uint8(0))

