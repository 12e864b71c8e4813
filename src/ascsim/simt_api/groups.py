"""The natives of the cooperative groups (``simt_api/cooperative_groups.h``): tile barriers, the collectives
of tiles wider than a warp, and the checks of a partition. The groups' other methods are C++ in the header."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import AscValueError, UnsupportedError, user_location
from ..ops import simt_groups, simt_warp
from ..runtime import check, simt
from ..runtime.simt_races import RACES
from ..spec import Overload, impls


def _array(t: simt.Threads, v: Any, dtype: Any = np.int64) -> np.ndarray:
    a = np.asarray(v).astype(dtype)
    return a if a.ndim else np.full(t.n, a)


def _tiles(t: simt.Threads, size: Any) -> np.ndarray:
    sizes = _array(t, size)
    if t.pending is not None and int(sizes.max(initial=0)) > simt.WARP_SIZE:
        simt.barrier_of_warps(t, "a cooperative group wider than a warp")
    if t.tasks is not None and (t.tasks.shared or int(sizes.max(initial=0)) > simt.WARP_SIZE):
        # A group's threads run as tasks of a warp (or a thread) each: a tile wider than the task is not together.
        raise UnsupportedError("a cooperative group wider than the thread groups that run as cooperative tasks here "
                               "(its threads wait for memory other warps write, see the note above): ascsim cannot "
                               "run its collectives", user_location())
    return simt_groups.tile_of(t.block_of, t.linear, sizes, t.per_block)


def _report_stalled(t: simt.Threads, stuck: np.ndarray, what: str) -> None:
    i = int(np.flatnonzero(stuck)[0])
    check.report("sync", f"divergent {what}: {t.who(i)} and {int(stuck.sum()) - 1} other thread(s) of its group are "
                 "still running but do not reach this barrier, which other threads of the group reached; every "
                 "thread of the group that has not returned must reach the same barrier, or the group deadlocks",
                 key=("simt-barrier", user_location()))


@impls.simt_groups.sync.register
def sync(overload: Overload, t: simt.Threads, m: Any, size: Any) -> None:
    """The barrier of a tile: every running thread of each tile that reaches it must reach it together."""
    arrived = t.full(m)
    if not arrived.any():
        return
    stuck = simt_groups.stalled(_tiles(t, size), arrived, ~t.exited)
    if stuck.any():
        _report_stalled(t, stuck, "thread_block_tile::sync()")
    # A tile's barrier orders its threads' accesses; the race checker forgets what came before it for every
    # thread (it may so miss a race between two tiles, never report one the barrier orders).
    RACES.barrier()


@impls.simt_groups.sync_lanes.register
def sync_lanes(overload: Overload, t: simt.Threads, m: Any, lanes: Any) -> None:
    """The barrier of a coalesced group: the lanes of its warp that its mask names."""
    arrived = t.full(m)
    if not arrived.any():
        return
    rows = t.warp_rows()
    exists = rows >= 0
    safe = np.where(exists, rows, 0)
    arrived_bits = simt_warp.activemask(exists & arrived[safe])
    exited_bits = simt_warp.activemask(exists & t.exited[safe])
    per_thread = np.zeros(t.n, np.uint32)
    per_thread_exited = np.zeros(t.n, np.uint32)
    per_thread[rows[exists]] = np.repeat(arrived_bits[:, None], simt.WARP_SIZE, axis=1)[exists]
    per_thread_exited[rows[exists]] = np.repeat(exited_bits[:, None], simt.WARP_SIZE, axis=1)[exists]
    missing = simt_groups.missing_lanes(_array(t, lanes, np.uint32), per_thread, per_thread_exited)
    bad = arrived & (missing != 0)
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        lane = int(np.flatnonzero([(int(missing[i]) >> b) & 1 for b in range(simt.WARP_SIZE)])[0])
        check.report("sync", f"divergent coalesced_group::sync(): {t.who(i)} reached it but lane {lane} of its group "
                     "is still running and does not; every thread of the group must reach the same barrier",
                     key=("simt-barrier", user_location()))


def _whole_tiles(t: simt.Threads, m: Any, size: Any, what: str) -> np.ndarray:
    """The active threads, after checking that each tile they are in is active as a whole (the page leaves
    a collective of a partly active tile wider than a warp undefined)."""
    arrived = t.full(m)
    stuck = simt_groups.stalled(_tiles(t, size), arrived, np.ones(t.n, np.bool_))
    if stuck.any():
        who = t.who(int(np.flatnonzero(stuck)[0]))
        raise UnsupportedError(f"{what} of a thread_block_tile wider than a warp: {who} of the tile does not take "
                               "part (it has returned or is on another branch); every thread of such a "
                               "tile must call it together")
    return arrived


@impls.simt_groups.shfl.register
def shfl(overload: Overload, t: simt.Threads, m: Any, var: Any, src_rank: Any, size: Any) -> np.ndarray:
    """``shfl`` of a tile wider than a warp: var of the thread of rank ``src_rank % size`` in the tile."""
    dt = overload.elem(0).np
    values = _array(t, np.asarray(var, dt), dt)
    if not t.full(m).any():
        return values
    _whole_tiles(t, m, size, "shfl")
    src = simt_groups.source_position(t.block_of, t.linear, _array(t, size), _array(t, src_rank), t.per_block)
    return values[np.clip(src, 0, t.n - 1)]


@impls.simt_groups.vote.register
def vote(overload: Overload, t: simt.Threads, m: Any, pred: Any, size: Any) -> np.ndarray:
    """``any``/``all`` of a tile wider than a warp."""
    (kind,) = overload.extra
    if not t.full(m).any():
        return np.zeros(t.n, np.int32)
    arrived = _whole_tiles(t, m, size, kind)
    return simt_groups.vote(kind, _tiles(t, size), _array(t, pred, np.int32), arrived)


@impls.simt_groups.check.register
def check_partition(overload: Overload, t: simt.Threads, m: Any, size: Any, largest: Any, parent_threads: Any,
                    scratch_threads: Any) -> None:
    """The rules of a partition: a power-of-two size up to ``largest`` that divides the parent's threads
    (``parent_threads`` 0: not checked); wider than a warp only with a block made with a scratch for as many
    threads as the block has."""
    arrived = t.full(m)
    if not arrived.any():
        return
    i = int(np.flatnonzero(arrived)[0])
    n, top = int(_array(t, size)[i]), int(_array(t, largest)[i])
    parent, scratch = int(_array(t, parent_threads)[i]), int(_array(t, scratch_threads)[i])
    if n <= 0 or n & (n - 1) or n > top:
        raise AscValueError(f"tiled_partition: a tile of {n} threads; the size must be a power of two from 1 to {top}")
    if parent and parent % n:
        raise AscValueError(f"tiled_partition: a tile of {n} threads of a group of {parent}; the tile size must divide "
                            "the parent group's threads")
    if n > simt.WARP_SIZE and scratch == 0:
        raise AscValueError(f"tiled_partition: a tile of {n} threads spans warps and needs a thread_block made by "
                            "this_thread_block(scratch) with a block_tile_memory scratch")
    if n > simt.WARP_SIZE and scratch < t.per_block:
        raise AscValueError(f"this_thread_block(scratch): a block_tile_memory<{scratch}> in a block of {t.per_block} "
                            "threads; its MaxBlockSize must be at least the block's threads")


@impls.simt_groups.member.register
def member(overload: Overload, t: simt.Threads, m: Any, *args: Any) -> None:
    """A method of a group class: its body is C++ in the header, which the engines run; never called here."""
    raise UnsupportedError(f"{overload.name} is a member of a cooperative_groups class; call it on a group object")
