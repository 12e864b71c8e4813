"""The addressing model of the UB vector instructions (``vector_compute.h``): which elements of
which repeat are active, and where each element of an operand lies.

One repeat processes 8 data blocks of 32 bytes (256 bytes, ``E = 256 / sizeof(T)`` elements).
Element ``i`` of repeat ``r`` lies in block ``b = i // (32 / sizeof(T))`` at position
``j = i % (32 / sizeof(T))``, at byte offset ``(r * repeat_stride + b * block_stride) * 32 +
j * sizeof(T)`` from the operand's start (both strides count 32-byte blocks).

Which elements take part depends on the mask mode (``asc_set_mask_norm``/``asc_set_mask_count``):

- normal mode: ``repeat`` repeats; element ``i`` of every repeat is active when bit ``i`` of the
  128-bit vector mask ``mask1:mask0`` is set (bits from ``E`` up are not used);
- counter mode: ``mask0`` is the number of elements ``n``; ``repeat`` is ignored, the repeats are
  ``ceil(n / E)`` and element ``i`` of repeat ``r`` is active when ``r * E + i < n``.

Everything here is pure arithmetic on integers and numpy arrays; :mod:`ascsim.runtime.ub_vector`
turns the offsets into memory accesses.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ..arch import DATA_BLOCK_BYTES, REGISTER_BLOCKS
from .lanes import all_active

#: Bytes of one data block, and data blocks (and bytes) of one repeat.
BLOCK_BYTES = DATA_BLOCK_BYTES
BLOCKS_PER_REPEAT = REGISTER_BLOCKS
REPEAT_BYTES = BLOCK_BYTES * BLOCKS_PER_REPEAT


@dataclass(frozen=True)
class MaskState:
    """The vector-mask control state an instruction sees."""

    counter: bool  #: counter mode (else normal mode)
    mask1: int  #: high 64 bits (normal mode)
    mask0: int  #: low 64 bits (normal mode), or the element count (counter mode)


@dataclass(frozen=True)
class Stride:
    """The two strides of one operand, in 32-byte data blocks."""

    block: int  #: between the blocks of one repeat
    repeat: int  #: between the same block of two neighbouring repeats


#: Block stride 1 and repeat stride 8: repeats and their blocks packed back to back (count forms).
CONTIGUOUS = Stride(1, 8)


def elements_per_repeat(elem_size: int) -> int:
    """``E``: elements of ``elem_size`` bytes in one repeat (256 bytes)."""
    return REPEAT_BYTES // elem_size


def mask_bits(mask1: int, mask0: int, n: int) -> np.ndarray:
    """Bits 0..n-1 of the 128-bit value ``mask1:mask0`` (bit i of mask0 first), as bools."""
    words = np.array([mask0 & (2**64 - 1), mask1 & (2**64 - 1)], np.uint64).view(np.uint8)
    bits = np.unpackbits(words, bitorder="little").astype(np.bool_)
    return bits[:n] if n <= 128 else np.concatenate([bits, np.zeros(n - 128, np.bool_)])


@lru_cache(maxsize=64)
def active_elements(elem_size: int, repeat: int, mask: MaskState, max_repeats: int | None = None) -> np.ndarray:
    """Flags ``(R, E)``: element i of repeat r takes part. ``R`` is ``repeat`` (normal mode) or
    ``ceil(count / E)`` (counter mode); ``max_repeats`` caps R (instructions that do one repeat)."""
    e = elements_per_repeat(elem_size)
    if mask.counter:
        count = mask.mask0
        n_rep = -(-count // e)
        if max_repeats is not None:
            n_rep = min(n_rep, max_repeats)
        out = np.arange(n_rep * e, dtype=np.int64).reshape(n_rep, e) < count
    else:
        n_rep = repeat if max_repeats is None else min(repeat, max_repeats)
        out = np.broadcast_to(mask_bits(mask.mask1, mask.mask0, e), (n_rep, e)).copy()
    if out.all():  # every element: the shared array an op recognises (and skips zeroing for)
        return all_active(out.shape)
    out.flags.writeable = False  # cached: the same call parameters share one array
    return out


@lru_cache(maxsize=64)
def block_offsets(n_repeats: int, per_block: int, stride: Stride, block_size: int, item: int) -> np.ndarray:
    """Offsets ``(R, 8 * per_block)`` of each item of each repeat, in the units of ``block_size``
    and ``item``: ``(r * stride.repeat + b * stride.block) * block_size + j * item`` for item
    ``i = b * per_block + j``.

    Data operands use bytes (``block_size=32``, ``item=sizeof(T)``); a compare result in UB uses
    its own block size (one bit per source element, see :func:`compare_dst_offsets`).
    """
    i = np.arange(BLOCKS_PER_REPEAT * per_block, dtype=np.int64)
    b, j = np.divmod(i, per_block)
    r = np.arange(n_repeats, dtype=np.int64)[:, None]
    out = (r * stride.repeat + b * stride.block) * block_size + j * item
    out.flags.writeable = False  # cached: the same call parameters share one array
    return out


def element_offsets(elem_size: int, n_repeats: int, stride: Stride) -> np.ndarray:
    """Byte offsets ``(R, E)`` of the elements of a data operand of ``elem_size``-byte elements."""
    return block_offsets(n_repeats, BLOCK_BYTES // elem_size, stride, BLOCK_BYTES, elem_size)


def compare_dst_offsets(src_elem_size: int, n_repeats: int, stride: Stride) -> tuple[np.ndarray, int]:
    """Byte offsets ``(R, 8)`` of the result blocks of a compare written to UB, and their size.

    Each 32-byte source block gives one bit per element, ``32 / sizeof(T)`` bits = ``4 /
    sizeof(T)`` bytes (2 bytes for half, 1 for float); the destination strides count such result
    blocks, so block stride 1 and repeat stride 8 pack the results of all repeats back to back.
    """
    size = BLOCK_BYTES // src_elem_size // 8
    return block_offsets(n_repeats, 1, stride, size, size), size


def squeeze_pattern_offsets(n_repeats: int, stride_blocks: int, n_bytes: int) -> np.ndarray:
    """Byte offsets ``(R, n_bytes)`` of the gather pattern bytes of each repeat (``asc_squeeze``,
    ``asc_reduce`` with pattern 0): repeat r starts ``r * src1_repeat_stride`` blocks after src1;
    its ``n_bytes`` bytes (one bit per element) are read contiguously from there."""
    return item_offsets(n_repeats, n_bytes, 1, stride_blocks * BLOCK_BYTES)


def item_offsets(n_repeats: int, n_items: int, item: int, repeat_bytes: int) -> np.ndarray:
    """Byte offsets ``(R, n_items)`` of an operand laid out item after item, repeat r starting
    ``repeat_bytes`` after repeat r-1: item i of repeat r at ``r * repeat_bytes + i * item``. The
    results of ``asc_repeat_reduce_*``/``asc_datablock_reduce_*``/``asc_pair_reduce_sum``, the
    destination and offsets of ``asc_gather``, the source of ``asc_brcb``, the matrix of
    ``asc_transpose``, the operands of ``asc_bitsort`` and the lists of ``asc_mrgsort4``."""
    r = np.arange(n_repeats, dtype=np.int64)[:, None]
    return r * repeat_bytes + np.arange(n_items, dtype=np.int64) * item


def block_start_offsets(starts: np.ndarray, elem_size: int) -> np.ndarray:
    """Byte offsets ``(..., B * 32 / elem_size)`` of the elements of whole 32-byte blocks that start at
    byte offsets ``starts`` ``(..., B)``, block after block (``asc_gather_datablock``'s source)."""
    within = np.arange(BLOCK_BYTES // elem_size, dtype=np.int64) * elem_size
    out = np.asarray(starts, np.int64)[..., None] + within
    return out.reshape(out.shape[:-2] + (-1,))


def half_block_offsets(n_repeats: int, stride: Stride, high: bool) -> np.ndarray:
    """Byte offsets ``(R, 128)`` of the bytes of 8-bit results that fill one half of each 32-byte block
    (``asc_[v]deq_int162b8_h``: the upper 16 bytes; ``_l``: the lower ones), blocks placed by ``stride``."""
    half = BLOCK_BYTES // 2
    return block_offsets(n_repeats, half, stride, BLOCK_BYTES, 1) + (half if high else 0)


def squeeze_placement(selected: np.ndarray, elem_size: int) -> tuple[np.ndarray, np.ndarray, int]:
    """Where ``asc_squeeze``/``asc_reduce`` (UB forms) put the elements ``selected`` ``(R, E)`` keeps:
    packed from dst on, repeat after repeat. Returns the byte offsets ``(R, E)`` of the k-th kept
    element of each repeat, the flags of the positions written (``k <`` the repeat's count) and the
    number kept in all."""
    kept = selected.sum(axis=-1, dtype=np.int64)
    start = np.cumsum(kept) - kept  # elements kept by the repeats before
    k = np.arange(selected.shape[-1], dtype=np.int64)
    return (start[:, None] + k) * elem_size, k < kept[:, None], int(kept.sum())


def count_selection(pattern: np.ndarray, count: int, e: int) -> tuple[np.ndarray, np.ndarray]:
    """The count form of ``asc_reduce``: the selection ``(R, E)`` of the first ``count`` elements by the
    bits of ``pattern`` (bytes, bit k for element k, low bit first) and the source elements it reads
    (the first ``count``); ``R = ceil(count / E)``."""
    n_rep = -(-count // e)
    bits = np.unpackbits(np.asarray(pattern, np.uint8), bitorder="little").astype(np.bool_)[:count]
    flat = np.zeros(n_rep * e, np.bool_)
    flat[:count] = bits
    return flat.reshape(n_rep, e), (np.arange(n_rep * e) < count).reshape(n_rep, e)


def builtin_pattern(mode: int, e: int) -> np.ndarray:
    """Flags ``(E,)`` of built-in gather pattern ``mode`` 1..7: 1 even elements, 2 odd elements,
    3..6 the first..fourth of every four elements, 7 every element."""
    i = np.arange(e)
    if mode == 1:
        return i % 2 == 0
    if mode == 2:
        return i % 2 == 1
    if 3 <= mode <= 6:
        return i % 4 == mode - 3
    if mode == 7:
        return np.ones(e, np.bool_)
    raise ValueError(f"gather pattern {mode} is not 1..7")


def operand_offsets(elem_size: int, per_repeat: int, n_repeats: int, stride: Stride) -> np.ndarray:
    """Byte offsets ``(R, per_repeat)`` of an operand whose repeat holds fewer elements than 256 bytes
    of its own type (a conversion between types of two sizes: each repeat processes 256 bytes of the
    wider type, ``per_repeat`` elements): the first ``per_repeat`` elements of the usual layout, so
    the narrower operand fills ``per_repeat * elem_size / 32`` whole blocks of 32 bytes."""
    return element_offsets(elem_size, n_repeats, stride)[:, :per_repeat]
