"""Cooperative groups: the collectives of tiles of a block's threads that no warp intrinsic expresses.

A tile of ``size`` threads is the run of ``size`` consecutive thread ranks of its block that starts at a
multiple of ``size``. Every function takes, per thread, its block (numbered within the batch) and its rank
in the block, and works on all tiles of the batch at once.
"""

from __future__ import annotations

import numpy as np


def tile_of(block: np.ndarray, rank: np.ndarray, size: np.ndarray, per_block: int) -> np.ndarray:
    """A number naming each thread's tile, distinct across the blocks of the batch."""
    return block.astype(np.int64) * (per_block + 1) + rank.astype(np.int64) // size.astype(np.int64)


def stalled(tile: np.ndarray, arrived: np.ndarray, running: np.ndarray) -> np.ndarray:
    """The threads still running that do not reach a barrier that another thread of their tile reached."""
    reached = np.unique(tile[arrived])
    return running & ~arrived & np.isin(tile, reached)


def source_position(block: np.ndarray, rank: np.ndarray, size: np.ndarray, src_rank: np.ndarray,
                    per_block: int) -> np.ndarray:
    """Where in the batch the thread of rank ``src_rank`` (modulo ``size``) of each thread's tile is."""
    size64 = size.astype(np.int64)
    first = rank.astype(np.int64) // size64 * size64
    return block.astype(np.int64) * per_block + first + np.mod(src_rank.astype(np.int64), size64)


def vote(kind: str, tile: np.ndarray, pred: np.ndarray, arrived: np.ndarray) -> np.ndarray:
    """``any``/``all`` of the predicate over the arrived threads of each thread's tile (1 or 0)."""
    ids, inverse = np.unique(tile, return_inverse=True)
    set_count = np.zeros(ids.size, np.int64)
    np.add.at(set_count, inverse[arrived], (pred[arrived] != 0).astype(np.int64))
    if kind == "any":
        return (set_count[inverse] > 0).astype(np.int32)
    members = np.zeros(ids.size, np.int64)
    np.add.at(members, inverse[arrived], 1)
    return (set_count[inverse] == members[inverse]).astype(np.int32)


def missing_lanes(lanes: np.ndarray, arrived_bits: np.ndarray, exited_bits: np.ndarray) -> np.ndarray:
    """The lanes of each thread's group (bit masks of its warp) that neither reach the barrier with it nor
    have left the kernel."""
    return lanes.astype(np.uint32) & ~arrived_bits.astype(np.uint32) & ~exited_bits.astype(np.uint32)
