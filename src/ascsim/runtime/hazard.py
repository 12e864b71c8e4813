"""Pipe hazard tracking: which accesses would race on the chip.

The simulator executes in program order, so a kernel that forgets a sync still computes the right
answer here. On the chip the scalar unit, the vector pipe (V) and the copy engines (MTE2: GM->UB,
MTE3: UB->GM) run concurrently: an access by one pipe is ordered after an earlier conflicting
access by another only through a notify/wait pair for that pipe pair, a barrier, or the kernel
boundary.

The model is a vector clock per pipe. Every access ticks its pipe's own clock and stamps the bytes
it touches; ``notify(Q, P, e)`` snapshots Q's clock into the flag and ``wait(Q, P, e)`` merges the
snapshot into P's clock; a barrier merges all clocks. An earlier access stamped (Q, c) is ordered
before the current access by P exactly when P's clock knows Q up to c.

Inside a VF, a vector load of bytes that a vector store of the same VF wrote needs ``asc_mem_bar``
in between (loads and stores through different registers may be reordered).

Across the blocks of one launch, GM bytes written by one block and touched by another are reported:
blocks run on different cores with no ordering between them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..arch import Pipe
from . import check

if TYPE_CHECKING:
    from .memory import Allocation

#: Pipes whose accesses are tracked, and their index in the clock arrays.
TRACKED = (Pipe.PIPE_S, Pipe.PIPE_V, Pipe.PIPE_MTE2, Pipe.PIPE_MTE3)
_INDEX = {p: i for i, p in enumerate(TRACKED)}
_NP = len(TRACKED)


def pipe_index(pipe: Pipe) -> int | None:
    return _INDEX.get(pipe)


class Clocks:
    """Vector clocks of the pipes of one block, and the clock snapshots held by set flags."""

    def __init__(self) -> None:
        self.vc = np.zeros((_NP, _NP), np.int64)  # vc[p] = what pipe p knows of every pipe
        self.flags: dict[tuple[int, int, int], list[np.ndarray]] = {}

    def tick(self, p: int) -> int:
        self.vc[p, p] += 1
        return int(self.vc[p, p])

    def notify(self, pipe: Pipe, tpipe: Pipe, event: int) -> None:
        p, t = pipe_index(pipe), pipe_index(tpipe)
        if p is None or t is None:
            return
        self.flags.setdefault((p, t, event), []).append(self.vc[p].copy())

    def wait(self, pipe: Pipe, tpipe: Pipe, event: int) -> None:
        p, t = pipe_index(pipe), pipe_index(tpipe)
        if p is None or t is None:
            return
        pending = self.flags.get((p, t, event))
        if pending:
            np.maximum(self.vc[t], pending.pop(0), out=self.vc[t])

    def barrier(self, pipes: tuple[Pipe, ...] | None = None) -> None:
        """Everything issued so far on ``pipes`` (all pipes if None) is ordered before all later work."""
        rows = list(range(_NP)) if pipes is None else [i for i in (pipe_index(p) for p in pipes) if i is not None]
        if not rows:
            return
        merged = self.vc[rows].max(axis=0)
        for r in range(_NP):
            np.maximum(self.vc[r], merged, out=self.vc[r])


class _Access:
    """One earlier access still unordered for some pipe: who, what range, when, from where."""

    __slots__ = ("pipe", "write", "lo", "hi", "clock", "loc", "lanes")

    def __init__(self, pipe: int, write: bool, lo: int, hi: int, clock: int, loc: str | None,
                 lanes: np.ndarray | None) -> None:
        self.pipe, self.write, self.lo, self.hi = pipe, write, lo, hi
        self.clock, self.loc, self.lanes = clock, loc, lanes


class _AllocState:
    """What the tracker remembers of one allocation (GM: per launch; UB: per block)."""

    __slots__ = ("by_pipe", "last_clock", "prune_at", "v_epochs", "v_store_at", "v_epoch", "w_block", "r_block")

    def __init__(self) -> None:
        #: Per pipe: its latest access per (kind, range); older ones of the same key are subsumed.
        self.by_pipe: list[dict[tuple[bool, int, int], _Access]] = [{} for _ in range(_NP)]
        #: Per pipe: the clock of its latest remembered access. A pipe that knows the owner up to
        #: there is ordered after all of that pipe's accesses, so they need no look.
        self.last_clock = [0] * _NP
        #: Per pipe: the count of remembered accesses at which to prune them next. It doubles with
        #: what a prune keeps, so pruning costs O(1) per access however long the sync intervals are.
        self.prune_at = [Tracker.PRUNE_AT] * _NP
        #: Per byte: the VF epoch of the last vector store (-1 none), for asc_mem_bar; allocated on
        #: the first vector store. ``v_epoch`` is the epoch of the latest store to the array and
        #: ``v_store_at`` names that epoch's stores by range.
        self.v_epochs: np.ndarray | None = None
        self.v_store_at: dict[tuple[int, int], str | None] = {}
        self.v_epoch = -1
        #: Per byte, for multi-block launches: the block that wrote it and the block that read it
        #: (-1 none, -2 several).
        self.w_block: np.ndarray | None = None
        self.r_block: np.ndarray | None = None

    def clear_pipes(self) -> None:
        for accesses in self.by_pipe:
            accesses.clear()
        self.last_clock = [0] * _NP
        self.v_epochs = None
        self.v_store_at.clear()


def _overlap(lo: int, hi: int, lanes: np.ndarray | None, lo2: int, hi2: int,
             lanes2: np.ndarray | None) -> tuple[int, int] | None:
    """First and last+1 byte offsets accessed by both, or None."""
    a, b = max(lo, lo2), min(hi, hi2)
    if a >= b:
        return None
    if lanes is None and lanes2 is None:
        return a, b
    both = np.ones(b - a, np.bool_)
    if lanes is not None:
        both &= lanes[a - lo:b - lo]
    if lanes2 is not None:
        both &= lanes2[a - lo2:b - lo2]
    idx = np.flatnonzero(both)
    return (a + int(idx[0]), a + int(idx[-1]) + 1) if idx.size else None


def _union(a: np.ndarray | None, b: np.ndarray | None) -> np.ndarray | None:
    return None if a is None or b is None else a | b


class Tracker:
    """Checks every GM/UB access of one launch against the pipes' clocks.

    Each allocation keeps the recent accesses that some pipe has not yet been ordered after;
    synchronisation prunes them, so a well-synchronised kernel keeps a handful at most.
    """

    #: Prune an allocation's access list when it grows past this.
    PRUNE_AT = 24

    def __init__(self) -> None:
        self._states: dict[int, _AllocState] = {}  # id(allocation) -> state, for this launch
        self._keep: list[object] = []  # the allocations themselves, so their ids stay unique
        #: In a worker of a parallel launch: GM accesses are recorded here for the parent's
        #: cross-block check (see :mod:`ascsim.runtime.parallel`).
        self.record: list[tuple[object, ...]] | None = None

    def new_block(self) -> None:
        """A block starts on its own core with its own pipes: the pipe order of earlier blocks says
        nothing about it (what blocks share is checked per byte, by block)."""
        for st in self._states.values():
            st.clear_pipes()

    def state(self, alloc: object) -> _AllocState:
        st = self._states.get(id(alloc))
        if st is None:
            st = self._states[id(alloc)] = _AllocState()
            self._keep.append(alloc)
        return st

    def access(self, alloc: Allocation, off: int, nbytes: int, is_write: bool, pipe: Pipe,
               lanes: np.ndarray | None, clocks: Clocks, block: int, block_num: int,
               vf_epoch: int | None) -> None:
        p = pipe_index(pipe)
        if p is None or nbytes == 0:
            return
        st = self.state(alloc)
        lo, hi = off, off + nbytes
        where = check.here()
        clock = clocks.tick(p)
        known = clocks.vc[p].tolist()  # what this pipe knows of every pipe, as plain ints

        # Accesses by other pipes that nothing orders before this one (RAW, WAR, WAW).
        for q in range(_NP):
            if q == p or st.last_clock[q] <= known[q]:
                continue  # this pipe's own accesses, or all of q's are ordered before this one
            for acc in list(st.by_pipe[q].values()):
                if acc.clock <= known[q] or not (is_write or acc.write):
                    continue
                both = _overlap(lo, hi, lanes, acc.lo, acc.hi, acc.lanes)
                if both is not None:
                    self._report(alloc, both, is_write, pipe, TRACKED[q], acc, where)

        # Inside a VF: a vector load of bytes that a vector store of this epoch wrote needs asc_mem_bar.
        if vf_epoch is not None and pipe is Pipe.PIPE_V:
            self._mem_bar(st, alloc, lo, hi, is_write, lanes, vf_epoch, where)

        # Another block of the launch touched these GM bytes.
        if alloc.space == "gm" and block_num > 1:
            if self.record is not None:
                self.record.append(("gm", alloc.base, lo, hi, is_write, lanes, where, block))
            self._blocks(st, alloc, lo, hi, is_write, lanes, block, where)

        # Remember this access; it subsumes the previous one of the same pipe, kind and range.
        mine = st.by_pipe[p]
        key = (is_write, lo, hi)
        prev_acc = mine.get(key)
        merged = lanes if prev_acc is None else _union(prev_acc.lanes, lanes)
        mine[key] = _Access(p, is_write, lo, hi, clock, where, merged)
        st.last_clock[p] = clock
        if len(mine) > st.prune_at[p]:
            self._prune(mine, p, clocks)
            st.prune_at[p] = max(self.PRUNE_AT, 2 * len(mine))

    @staticmethod
    def _prune(accesses: dict[tuple[bool, int, int], _Access], p: int, clocks: Clocks) -> None:
        """Forget the accesses of pipe ``p`` every other pipe is ordered after: they can conflict no more."""
        # The oldest clock of p that some other pipe does not know yet: accesses up to it are ordered.
        horizon = min(int(clocks.vc[r, p]) for r in range(_NP) if r != p)
        for key, acc in list(accesses.items()):
            if acc.clock <= horizon:
                del accesses[key]

    @staticmethod
    def _mem_bar(st: _AllocState, alloc: Allocation, lo: int, hi: int, is_write: bool, lanes: np.ndarray | None,
                 epoch: int, where: str | None) -> None:
        if is_write:
            if st.v_epoch != epoch:  # the first vector store to this array in this epoch
                st.v_store_at.clear()
                st.v_epoch = epoch
            if st.v_epochs is None:
                st.v_epochs = np.full(alloc.size, -1, np.int32)
            _set(st.v_epochs[lo:hi], epoch, lanes)
            st.v_store_at[(lo, hi)] = where
            return
        if st.v_epoch != epoch or st.v_epochs is None:
            return  # no vector store to this array in this epoch: nothing to order
        stored = st.v_epochs[lo:hi] == epoch
        if lanes is not None:
            stored &= lanes
        if not stored.any():
            return
        idx = np.flatnonzero(stored)
        first = lo + int(idx[0])
        store_loc = next((loc for (slo, shi), loc in st.v_store_at.items() if slo <= first < shi), None)
        check.report(
            "hazard",
            f"vector load of UB {_range(alloc, (first, lo + int(idx[-1]) + 1))} ({alloc.describe()}) reads bytes "
            f"the vector store at {store_loc or '<unknown>'} of the same VF wrote, with no asc_mem_bar in "
            "between: on the chip the load may run before the store; add asc_mem_bar between them",
            where, key=("mem_bar", store_loc, where))

    def check_blocks(self, alloc: Allocation, lo: int, hi: int, is_write: bool, lanes: np.ndarray | None,
                     block: int, where: str | None) -> None:
        """The cross-block check of one GM access (the parent's replay of a parallel launch)."""
        self._blocks(self.state(alloc), alloc, lo, hi, is_write, lanes, block, where)

    def _blocks(self, st: _AllocState, alloc: Allocation, lo: int, hi: int, is_write: bool,
                lanes: np.ndarray | None, block: int, where: str | None) -> None:
        if st.w_block is None or st.r_block is None:
            st.w_block = np.full(alloc.size, -1, np.int32)
            st.r_block = np.full(alloc.size, -1, np.int32)
        wb, rb = st.w_block[lo:hi], st.r_block[lo:hi]
        bad = (wb >= 0) & (wb != block)
        if is_write:
            bad |= (rb == -2) | ((rb >= 0) & (rb != block))
        if lanes is not None:
            bad &= lanes
        if bad.any():
            idx = np.flatnonzero(bad)
            span = (lo + int(idx[0]), lo + int(idx[-1]) + 1)
            verb = "writes" if is_write else "reads"
            check.report(
                "hazard",
                f"block {block} {verb} GM {_range(alloc, span)} ({alloc.describe()}) that another block of the "
                f"same launch {'read or wrote' if is_write else 'wrote'}: blocks run on different cores in no "
                "fixed order; give each block its own GM range",
                where, key=("blocks", where))
        if is_write:
            _set(wb, block, lanes)
        else:
            _set(rb, np.where((rb == -1) | (rb == block), block, -2), lanes)

    @staticmethod
    def _report(alloc: Allocation, span: tuple[int, int], is_write: bool, pipe: Pipe, other: Pipe,
                acc: _Access, where: str | None) -> None:
        verb = "writes" if is_write else "reads"
        did = "wrote" if acc.write else "read"
        check.report(
            "hazard",
            f"{pipe.name} {verb} {alloc.space.upper()} {_range(alloc, span)} ({alloc.describe()}) that "
            f"{other.name} {did} at {acc.loc or '<unknown>'}, and nothing orders the two: add "
            f"asc_sync_notify({other.name}, {pipe.name}, EVENT_IDn) after that access and "
            f"asc_sync_wait({other.name}, {pipe.name}, EVENT_IDn) before this one (or a barrier)",
            where, key=("pipes", other, pipe, acc.loc, where))


def _range(alloc: Allocation, span: tuple[int, int]) -> str:
    return f"[0x{alloc.base + span[0]:x}, 0x{alloc.base + span[1]:x})"


def _set(target: np.ndarray, value: object, lanes: np.ndarray | None) -> None:
    if lanes is None:
        target[...] = value
    else:
        np.copyto(target, value, where=lanes)  # type: ignore[arg-type]


def install(tracker: Tracker | None) -> None:
    """Route every GM and current-UB access through ``tracker`` (None: stop tracking)."""
    from .context import CTX
    from .memory import GM

    if tracker is None:
        GM.hook = None
        if CTX.ub is not None:
            CTX.ub.hook = None
        return

    def hook(alloc: Allocation, off: int, nbytes: int, is_write: bool, pipe: Pipe, what: str,
             lanes: np.ndarray | None) -> None:
        sync = CTX.sync
        if sync is None or check.CHECKER.mode == "off":
            return
        tracker.access(alloc, off, nbytes, is_write, pipe, lanes, sync.clocks, CTX.block_idx, CTX.block_num,
                       CTX.vf_epoch if CTX.vf_depth else None)

    GM.hook = hook
    if CTX.ub is not None:
        CTX.ub.hook = hook
