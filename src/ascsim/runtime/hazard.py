"""Pipe hazard tracking: which accesses would race on the chip.

The simulator executes in program order, so a kernel that forgets a sync still computes the right
answer here. On the chip the scalar unit, the vector pipe (V) and the copy engines (MTE2: GM->UB,
MTE3: UB->GM) run concurrently: an access by one pipe is ordered after an earlier conflicting
access by another only through a notify/wait pair for that pipe pair, a barrier, or the kernel
boundary.

The model is a vector clock per pipe. Every access ticks its pipe's own clock and stamps the bytes
it touches; ``notify(Q, P, e)`` snapshots Q's clock into the flag and ``wait(Q, P, e)`` merges the
snapshot into P's clock (into every pipe's for a wait on PIPE_S, which issues all later work); a
barrier merges all clocks. An earlier access stamped (Q, c) is ordered
before the current access by P exactly when P's clock knows Q up to c.

Inside a VF, a vector load of bytes that a vector store of the same VF wrote needs ``asc_mem_bar``
in between (loads and stores through different registers may be reordered).

Across the blocks of one launch, GM bytes one block writes and another touches are reported unless
something orders the two. The cross-core flags (``asc_sync_inter_arrive``/``_wait`` ...) are the
ordering edges: an arrival on pipe P snapshots what P knows, of its own block's pipes and (through
earlier waits) of other blocks', and a wait that consumes it merges the snapshot into the waiting
pipe (every pipe, for a wait on PIPE_S, which issues all later work). An access by (block a, pipe
q) at q's clock c is ordered before a later access by pipe p of block b exactly when p knows
(a, q) up to c. Atomic accesses (``asc_atomic_*``, store-atomic copies) never conflict with each
other, only with plain reads and writes.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from .. import errors
from ..arch import Pipe
from . import check

if TYPE_CHECKING:
    from .memory import Allocation

#: Pipes whose accesses are tracked, and their index in the clock arrays.
TRACKED = (Pipe.PIPE_S, Pipe.PIPE_V, Pipe.PIPE_MTE2, Pipe.PIPE_MTE3, Pipe.PIPE_MTE1, Pipe.PIPE_M, Pipe.PIPE_FIX)
_INDEX = {p: i for i, p in enumerate(TRACKED)}
_NP = len(TRACKED)
_V = _INDEX[Pipe.PIPE_V]
_S = _INDEX[Pipe.PIPE_S]


#: In a mixed launch: names the core of a race-checker index ("the cube core of block 0" ...); None in a
#: launch of one core type, whose indices are block numbers.
CORE_NAMER: list[Callable[[int], str] | None] = [None]


def pipe_index(pipe: Pipe) -> int | None:
    return _INDEX.get(pipe)


class Clocks:
    """Vector clocks of the pipes of one block, and the clock snapshots held by set flags.

    ``vc[p]`` is what pipe p knows of the pipes of its own block. ``xvc[p]`` (once a wait between
    blocks taught p something) is what p knows of every (block, pipe) of the launch, column
    ``block * 4 + pipe``.
    """

    def __init__(self, block: int = 0, num_blocks: int = 1) -> None:
        self.vc = np.zeros((_NP, _NP), np.int64)  # vc[p] = what pipe p knows of every pipe
        #: The same int64s as Python ints, for the per-access hot path (numpy scalar access costs
        #: several times more); ``vc`` is only ever changed in place, so the two never part.
        self.flat = memoryview(self.vc).cast("B").cast("q")  # type: ignore[arg-type]
        self.flags: dict[tuple[int, int, int], list[tuple[np.ndarray, np.ndarray | None]]] = {}
        self.block = block
        self.num_blocks = num_blocks
        self.xvc: np.ndarray | None = None

    def notify(self, pipe: Pipe, tpipe: Pipe, event: int) -> None:
        p, t = pipe_index(pipe), pipe_index(tpipe)
        if p is None or t is None:
            return
        x = self.xvc[p].copy() if self.xvc is not None else None
        self.flags.setdefault((p, t, event), []).append((self.vc[p].copy(), x))

    def wait(self, pipe: Pipe, tpipe: Pipe, event: int) -> None:
        p, t = pipe_index(pipe), pipe_index(tpipe)
        if p is None or t is None:
            return
        pending = self.flags.get((p, t, event))
        if pending:
            own, x = pending.pop(0)
            # The scalar unit issues every later instruction: what it waited for orders them all.
            rows = range(_NP) if t == _S else (t,)
            for r in rows:
                np.maximum(self.vc[r], own, out=self.vc[r])
            if x is not None:
                xvc = self._cross()
                for r in rows:
                    np.maximum(xvc[r], x, out=xvc[r])

    def barrier(self, pipes: tuple[Pipe, ...] | None = None) -> None:
        """Everything issued so far on ``pipes`` (all pipes if None) is ordered before all later work."""
        rows = list(range(_NP)) if pipes is None else [i for i in (pipe_index(p) for p in pipes) if i is not None]
        if not rows:
            return
        merged = self.vc[rows].max(axis=0)
        for r in range(_NP):
            np.maximum(self.vc[r], merged, out=self.vc[r])
        if self.xvc is not None:
            xm = self.xvc[rows].max(axis=0)
            for r in range(_NP):
                np.maximum(self.xvc[r], xm, out=self.xvc[r])

    def _cross(self) -> np.ndarray:
        if self.xvc is None:
            self.xvc = np.zeros((_NP, _NP * self.num_blocks), np.int64)
        return self.xvc

    def release(self, pipe: Pipe) -> np.ndarray | None:
        """What an arrival on ``pipe`` hands to other blocks: everything the pipe knows, per (block, pipe)."""
        p = pipe_index(pipe)
        if p is None:
            return None
        snap = self.xvc[p].copy() if self.xvc is not None else np.zeros(_NP * self.num_blocks, np.int64)
        own = slice(self.block * _NP, (self.block + 1) * _NP)
        np.maximum(snap[own], self.vc[p], out=snap[own])
        return snap

    def acquire(self, pipe: Pipe, snap: np.ndarray | None) -> None:
        """A wait on ``pipe`` consumed arrivals carrying ``snap``: the pipe's later work (every pipe's,
        for PIPE_S, which issues everything after it) is ordered after what they covered."""
        if snap is None:
            return
        p = pipe_index(pipe)
        rows = list(range(_NP)) if pipe is Pipe.PIPE_S or p is None else [p]
        xvc = self._cross()
        own = snap[self.block * _NP:(self.block + 1) * _NP]
        for r in rows:
            np.maximum(xvc[r], snap, out=xvc[r])
            np.maximum(self.vc[r], own, out=self.vc[r])

    def snapshot(self, pipe: Pipe) -> tuple[np.ndarray, np.ndarray | None] | None:
        """What ``pipe`` knows now (an ``asc_unlock`` hands it to the next ``asc_lock`` of the mutex)."""
        p = pipe_index(pipe)
        if p is None:
            return None
        return self.vc[p].copy(), (self.xvc[p].copy() if self.xvc is not None else None)

    def learn(self, pipe: Pipe, snap: tuple[np.ndarray, np.ndarray | None] | None) -> None:
        """``pipe`` learns a :meth:`snapshot`: its later work is ordered after what that covered."""
        p = pipe_index(pipe)
        if p is None or snap is None:
            return
        own, x = snap
        for r in (range(_NP) if pipe is Pipe.PIPE_S else (p,)):
            np.maximum(self.vc[r], own, out=self.vc[r])
            if x is not None:
                xvc = self._cross()
                np.maximum(xvc[r], x, out=xvc[r])


class _Access:
    """One earlier access still unordered for some pipe: who, what range, when, from where."""

    __slots__ = ("pipe", "write", "lo", "hi", "clock", "loc", "lanes", "atomic", "offs", "size")

    def __init__(self, pipe: int, write: bool, lo: int, hi: int, clock: int, loc: str | None,
                 lanes: np.ndarray | None, atomic: bool = False) -> None:
        self.pipe, self.write, self.lo, self.hi = pipe, write, lo, hi
        self.clock, self.loc, self.lanes, self.atomic = clock, loc, lanes, atomic
        #: A scattered statement's record (:mod:`ascsim.runtime.hazard_scatter`): its sorted bytes and the
        #: size of its elements; None and 0 for a range (with ``lanes``).
        self.offs: np.ndarray | None = None
        self.size = 0

    def forget(self) -> None:
        """The record is dropped from its array's records (:class:`RowAccess` needs to know)."""

    def meet(self, lo: int, hi: int, lanes: np.ndarray | None) -> tuple[int, int] | None:
        """First and last+1 byte offsets this record and an access of ``[lo, hi)`` (``lanes`` of them)
        both touch, or None (a scattered record, ``offs``, says it its own way)."""
        return _overlap(lo, hi, lanes, self.lo, self.hi, self.lanes)


#: The slot holding a record's own clock.
_OWN_CLOCK: Any = vars(_Access)["clock"]


class RowAccess(_Access):
    """A record of a batched VF loop (:mod:`ascsim.runtime.hazard_rows`) whose clock moves with the
    batch's other records: ``cell[0] + k`` while ``cell`` holds it (the next batch of the same shape
    moves all of them on with one store). Setting its clock or forgetting it lets go of the cell and
    counts in ``cell[1]``, so the batch sees that its records are no longer all its own."""

    __slots__ = ("cell", "k")

    def __init__(self, pipe: int, write: bool, lo: int, hi: int, loc: str | None, cell: list[int], k: int) -> None:
        # _Access.__init__'s fields set here (a batch makes one of these per row: its clock setter,
        # which _Access.__init__ would go through, costs as much as the rest).
        self.pipe, self.write, self.lo, self.hi = pipe, write, lo, hi
        _OWN_CLOCK.__set__(self, 0)
        self.loc, self.lanes, self.atomic = loc, None, False
        self.offs: np.ndarray | None = None
        self.size = 0
        self.cell: list[int] | None = cell
        self.k = k

    @property
    def clock(self) -> int:
        cell = self.cell
        return cell[0] + self.k if cell is not None else int(_OWN_CLOCK.__get__(self))

    @clock.setter
    def clock(self, value: int) -> None:
        cell = getattr(self, "cell", None)  # unset while _Access.__init__ runs
        if cell is not None:
            cell[1] += 1
            self.cell = None
        _OWN_CLOCK.__set__(self, value)

    def forget(self) -> None:
        self.clock = self.clock


class _AllocState:
    """What the tracker remembers of one allocation (GM: per launch; UB: per block)."""

    __slots__ = ("by_pipe", "last_clock", "prune_at", "v_epochs", "v_store_at", "v_epoch", "v_span", "rows_cache")

    def __init__(self) -> None:
        #: Per pipe: its latest access per (kind, range); older ones of the same key are subsumed.
        self.by_pipe: list[dict[tuple[int, int, int], _Access]] = [{} for _ in range(_NP)]
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
        #: The bytes between the first and the last one the stores of ``v_epoch`` wrote: a load
        #: outside them needs no look at ``v_epochs``.
        self.v_span = (0, 0)
        #: The last batch of whole rows recorded here (:func:`ascsim.runtime.hazard_rows._record_whole_rows`):
        #: its shape, the number of its accesses, its stores per array, the clock cell its records hold
        #: and the first site of each array.
        self.rows_cache: tuple[Any, ...] | None = None

    def clear_pipes(self) -> None:
        for accesses in self.by_pipe:
            accesses.clear()
        self.rows_cache = None
        self.last_clock = [0] * _NP
        self.v_epochs = None
        self.v_store_at.clear()
        self.v_span = (0, 0)


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


class Tracker:
    """Checks every GM/UB access of one launch against the pipes' clocks.

    Each allocation keeps the recent accesses that some pipe has not yet been ordered after;
    synchronisation prunes them, so a well-synchronised kernel keeps a handful at most.
    """

    #: Prune an allocation's access list when it grows past this.
    PRUNE_AT = 24

    def __init__(self) -> None:
        #: Per block: id(allocation) -> what its pipes did there (blocks have their own pipes).
        self._per_block: dict[int, dict[int, _AllocState]] = {}
        #: id(GM allocation) -> what the blocks of the launch did there.
        self._shared: dict[int, _Shared] = {}
        #: The allocations themselves, so their ids stay unique while they are keys: per block (dropped
        #: with the block's records) and for the launch (GM allocations shared by the blocks).
        self._keep_block: dict[int, list[object]] = {}
        self._keep: list[object] = []
        #: In a worker of a parallel launch: GM accesses are recorded here for the parent's
        #: cross-block check (see :mod:`ascsim.runtime.parallel`).
        self.record: list[tuple[object, ...]] | None = None
        #: The simulator's context (:data:`ascsim.runtime.context.CTX`), set by :func:`install`: the
        #: running block, its sync state and VF epoch.
        self.ctx: Any = None

    def new_block(self, block: int = 0) -> None:
        """A block starts on its own core with its own pipes: the pipe order of other blocks says
        nothing about it (what blocks share is checked per byte, by block and pipe)."""
        self._per_block[block] = {}
        self._keep_block[block] = []

    def end_block(self, block: int) -> None:
        """A block finished: its pipes' records are no longer needed."""
        self._per_block.pop(block, None)
        self._keep_block.pop(block, None)

    def state(self, alloc: object, block: int = 0) -> _AllocState:
        states = self._per_block.get(block)
        if states is None:
            states = self._per_block[block] = {}
        st = states.get(id(alloc))
        if st is None:
            st = states[id(alloc)] = _AllocState()
            self._keep_block.setdefault(block, []).append(alloc)
        return st

    def shared(self, alloc: Allocation) -> _Shared:
        sh = self._shared.get(id(alloc))
        if sh is None:
            sh = self._shared[id(alloc)] = _Shared(alloc.capacity)
            self._keep.append(alloc)
        return sh

    def access(self, alloc: Allocation, off: int, nbytes: int, is_write: bool, pipe: Pipe, what: str,
               lanes: np.ndarray | None) -> None:
        """Check and record one access of ``nbytes`` at ``off`` in ``alloc`` by ``pipe`` (the memory
        hook :func:`install` sets), in the context of the running block."""
        # The hot path of every checked access: lookups and the clock tick inline.
        ctx = self.ctx
        sync = ctx.sync
        p = _INDEX.get(pipe)
        if sync is None or p is None or nbytes == 0 or check.CHECKER.mode == "off":
            return
        clocks, block = sync.clocks, ctx.track_idx
        atomic = _ATOMIC[0]
        states = self._per_block.get(block)
        st = states.get(id(alloc)) if states is not None else None
        if st is None:
            st = self.state(alloc, block)
        lo, hi = off, off + nbytes
        provider = errors.location_provider()
        where = (provider() if provider is not None else None) or check.here()
        flat, row = clocks.flat, p * _NP  # flat[row + q]: what pipe p knows of pipe q
        clock = flat[row + p] + 1
        flat[row + p] = clock

        # Accesses by other pipes that nothing orders before this one (RAW, WAR, WAW); two atomic
        # accesses never conflict. A pipe that p knows up to its latest access needs no look.
        last = st.last_clock
        for q in range(_NP):
            if q == p or last[q] <= flat[row + q]:
                continue
            known_q = flat[row + q]
            for acc in list(st.by_pipe[q].values()):
                if acc.clock <= known_q or not (is_write or acc.write) or (atomic and acc.atomic):
                    continue
                both = _overlap(lo, hi, lanes, acc.lo, acc.hi, acc.lanes) if acc.offs is None else \
                    acc.meet(lo, hi, lanes)
                if both is not None:
                    self._report(alloc, both, is_write, pipe, TRACKED[q], acc, where)

        # Inside a VF: a vector load of bytes that a vector store of this epoch wrote needs asc_mem_bar
        # (a load outside the span of this epoch's stores needs no look).
        if p == _V and ctx.vf_depth:
            epoch = ctx.vf_epoch
            if is_write or (st.v_epoch == epoch and lo < st.v_span[1] and hi > st.v_span[0]):
                self._mem_bar(st, alloc, lo, hi, is_write, lanes, epoch, where)

        # Another block of the launch touched these GM bytes.
        if (alloc.space == "gm" or alloc.space == "l1") and ctx.track_num > 1:
            kind = "a" if atomic else ("w" if is_write else "r")
            if self.record is not None and alloc.space == "gm":  # a worker's L1 is its block's own
                self.record.append(("gm", alloc.base, lo, hi, kind, lanes, where, block, p, clock))
            self._blocks(alloc, lo, hi, kind, lanes, block, p, clock, clocks.xvc, where)

        # Remember this access; it subsumes the previous one of the same pipe, kind and range.
        mine = st.by_pipe[p]
        key = (int(is_write) | (2 if atomic else 0), lo, hi)
        prev_acc = mine.get(key)
        if prev_acc is None:
            mine[key] = _Access(p, is_write, lo, hi, clock, where, lanes, atomic)
        else:  # the same pipe, kind and range: the record moves on (nothing else holds it)
            if lanes is not None:
                lanes = None if prev_acc.lanes is None else prev_acc.lanes | lanes
            prev_acc.clock, prev_acc.loc, prev_acc.lanes = clock, where, lanes
        last[p] = clock
        if len(mine) > st.prune_at[p]:
            self._prune(mine, p, clocks)
            st.prune_at[p] = max(self.PRUNE_AT, 2 * len(mine))

    @staticmethod
    def where_now() -> str | None:
        """The source location :meth:`access` files an access made now under."""
        provider = errors.location_provider()
        return (provider() if provider is not None else None) or check.here()

    @staticmethod
    def _prune(accesses: dict[tuple[int, int, int], _Access], p: int, clocks: Clocks) -> None:
        """Forget the accesses of pipe ``p`` every other pipe is ordered after: they can conflict no more."""
        # The oldest clock of p that some other pipe does not know yet: accesses up to it are ordered.
        horizon = min(int(clocks.vc[r, p]) for r in range(_NP) if r != p)
        for key, acc in list(accesses.items()):
            if acc.clock <= horizon:
                del accesses[key]
                acc.forget()

    @staticmethod
    def _mem_bar(st: _AllocState, alloc: Allocation, lo: int, hi: int, is_write: bool, lanes: np.ndarray | None,
                 epoch: int, where: str | None) -> None:
        if is_write:
            if st.v_epoch != epoch:  # the first vector store to this array in this epoch
                st.v_store_at.clear()
                st.v_epoch = epoch
                st.v_span = (lo, hi)
            else:
                st.v_span = (min(st.v_span[0], lo), max(st.v_span[1], hi))
            if st.v_epochs is None:
                st.v_epochs = np.full(alloc.capacity, -1, np.int32)
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

    def check_blocks(self, alloc: Allocation, lo: int, hi: int, kind: str, lanes: np.ndarray | None,
                     block: int, pipe: int, clock: int, where: str | None) -> None:
        """The cross-block check of one GM access (the parent's replay of a parallel launch, whose
        blocks never synchronise with each other)."""
        self._blocks(alloc, lo, hi, kind, lanes, block, pipe, clock, None, where)

    def _blocks(self, alloc: Allocation, lo: int, hi: int, kind: str, lanes: np.ndarray | None, block: int,
                p: int, clock: int, xvc: np.ndarray | None, where: str | None) -> None:
        """Check one GM access (kind r, w or a for atomic) of pipe ``p`` of ``block`` against the other
        blocks' accesses it is not ordered after, then record it."""
        sh = self.shared(alloc)
        know = xvc[p] if xvc is not None else None
        col = block * _NP + p
        reported = False
        dense = sh.dense
        # Page by page: only the pages some block touched have per-byte records.
        for page_lo in range(lo - lo % _PAGE, hi, _PAGE):
            seg_lo, seg_hi = max(lo, page_lo), min(hi, page_lo + _PAGE)
            seg_lanes = lanes[seg_lo - lo:seg_hi - lo] if lanes is not None else None
            if seg_lanes is not None and not seg_lanes.any():
                continue
            if dense is not None and dense.pages[page_lo // _PAGE]:  # a page scattered accesses keep per byte
                b = np.arange(seg_lo, seg_hi) if seg_lanes is None else seg_lo + np.flatnonzero(seg_lanes)
                reported = dense.check(alloc, sh, b, kind, block, col, clock, know, where, reported)
                continue
            pg = sh.page(page_lo)
            reported = self._blocks_page(alloc, sh, pg, page_lo, seg_lo - page_lo, seg_hi - page_lo, kind,
                                         seg_lanes, block, col, clock, know, where, reported)
        sh.locs[(col, kind)] = where

    def _blocks_page(self, alloc: Allocation, sh: _Shared, pg: _Page, page_lo: int, lo: int, hi: int, kind: str,
                     lanes: np.ndarray | None, block: int, col: int, clock: int, know: np.ndarray | None,
                     where: str | None, reported: bool) -> bool:
        """:meth:`_blocks` on the bytes ``[lo, hi)`` of one page; returns whether a race is reported."""
        checks: list[tuple[_Runs, dict[int, _Runs] | None, str]] = []
        if not reported:
            if pg.w is not None:
                checks.append((pg.w, None, "wrote"))
            if kind != "r" and pg.r is not None:
                checks.append((pg.r, pg.r_multi, "read"))
            if kind != "a" and pg.a is not None:
                checks.append((pg.a, pg.a_multi, "updated atomically"))
        for runs, multi, did in checks:
            other = _unordered_one(runs, multi, lo, hi, block, know)
            if other == -1:  # the bytes hold different records: per byte
                bad, cols = _unordered(runs.get(lo, hi), multi, lo, hi, block, know)
                if lanes is not None:
                    bad &= lanes
                idx = np.flatnonzero(bad)
                other = int(cols[idx[0]]) if idx.size else None
            elif other is not None:  # every byte accessed is unordered
                idx = np.arange(hi - lo) if lanes is None else np.flatnonzero(lanes)
            if other is not None:
                span = (page_lo + lo + int(idx[0]), page_lo + lo + int(idx[-1]) + 1)
                self._report_blocks(alloc, span, kind, block, other, did, sh, where)
                reported = True
                break
        # Record this access.
        if kind == "w":
            if pg.w is None:
                pg.w = _Runs(pg.size, -1)
            pg.w.fill(lo, hi, _pack(clock, col), lanes)
            if pg.r is not None:
                pg.r.fill(lo, hi, -1, lanes)
            if pg.r_multi:
                _clear(pg.r_multi, lo, hi, lanes)
            if pg.a is not None:
                pg.a.fill(lo, hi, -1, lanes)
            if pg.a_multi:
                _clear(pg.a_multi, lo, hi, lanes)
        elif kind == "r":
            if pg.r is None:
                pg.r = _Runs(pg.size, -1)
            _add(pg.r, pg.r_multi, lo, hi, lanes, block, col, clock, know)
        else:
            if pg.a is None:
                pg.a = _Runs(pg.size, -1)
            _add(pg.a, pg.a_multi, lo, hi, lanes, block, col, clock, know)
        return reported

    @staticmethod
    def _report_blocks(alloc: Allocation, span: tuple[int, int], kind: str, block: int, other: int, did: str,
                       sh: _Shared, where: str | None) -> None:
        verb = {"r": "reads", "w": "writes", "a": "updates atomically"}[kind]
        ob = other // _NP
        okind = {"wrote": "w", "read": "r", "updated atomically": "a"}[did]
        loc = sh.locs.get((other, okind))
        at = f" at {loc}" if loc else ""
        namer = CORE_NAMER[0]
        if namer is not None:  # a mixed launch: the cores of the AI Cores, ordered by cross-core flags
            check.report(
                "hazard",
                f"{namer(block)} {verb} {alloc.space.upper()} {_range(alloc, span)} ({alloc.describe()}) that "
                f"{namer(ob)} ({TRACKED[other % _NP].name}{at}) {did}, and nothing orders the two: the cores run "
                "at the same time; order them with asc_sync_block_arrive/asc_sync_block_wait (cube and vector "
                "cores of one AI Core) or asc_sync_inter_arrive/asc_sync_inter_wait",
                where, key=("blocks", where))
            return
        check.report(
            "hazard",
            f"block {block} {verb} GM {_range(alloc, span)} ({alloc.describe()}) that another block (block {ob}, "
            f"{TRACKED[other % _NP].name}{at}) {did}, and nothing orders the two: blocks run on different cores in no "
            "fixed order; give each block its own GM range, order the two with asc_sync_inter_arrive/"
            "asc_sync_inter_wait, or make both atomic",
            where, key=("blocks", where))

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


#: Per byte of a GM allocation, an access is packed as ``clock << _COL_BITS | column`` (column =
#: block * 4 + pipe); -1 is none, -2 several unordered ones (then kept per column in a side table).
_COL_BITS = 20
_COL_MASK = (1 << _COL_BITS) - 1


def _pack(clock: int, col: int) -> int:
    return (clock << _COL_BITS) | col


#: Bytes of GM per page of the cross-block record (an access of bytes far apart is best shown in pieces, one
#: per page it touches: ``simt_memory``).
PAGE_BYTES = _PAGE = 1 << 16


class _Runs:
    """An int64 per byte of ``[0, size)``, kept as runs of equal values: run i covers ``[starts[i],
    starts[i + 1])`` (the last one up to ``size``) and holds ``vals[i]``; neighbouring runs differ.

    A DMA transfer or a vector access stamps a contiguous range (or a few strided rows) with one
    value, so a page written by a handful of accesses is a handful of runs: the record of a large
    buffer costs what its accesses number, not 8 bytes per byte. An access whose bytes lie in one
    run is decided once for all of them (:meth:`value`); per-byte work goes through a dense copy
    of the accessed bytes alone (:meth:`get`, :meth:`put`). The runs are Python lists: there are
    few of them, and a bisection and a splice of a short list cost less than numpy calls."""

    __slots__ = ("size", "starts", "vals")

    def __init__(self, size: int, fill: int) -> None:
        self.size = size
        self.starts: list[int] = [0]
        self.vals: list[int] = [fill]

    def value(self, lo: int, hi: int) -> int | None:
        """The value of bytes ``[lo, hi)`` if they all hold the same, else None."""
        starts = self.starts
        if len(starts) == 1:
            return self.vals[0]
        i = bisect.bisect_right(starts, lo) - 1  # the run holding lo
        if i + 1 < len(starts) and starts[i + 1] < hi:
            return None
        return self.vals[i]

    def get(self, lo: int, hi: int) -> np.ndarray:
        """The values of bytes ``[lo, hi)`` (a new array)."""
        starts = self.starts
        i = bisect.bisect_right(starts, lo) - 1  # the run holding lo
        j = bisect.bisect_left(starts, hi)  # runs i .. j-1 start before hi
        bounds = np.array([lo, *starts[i + 1:j], hi], np.int64)
        return np.repeat(np.array(self.vals[i:j], np.int64), np.diff(bounds))

    def put(self, lo: int, hi: int, seg: np.ndarray) -> None:
        """Bytes ``[lo, hi)`` take the values ``seg``."""
        cut = np.flatnonzero(seg[1:] != seg[:-1]) + 1
        self._splice(lo, hi, [lo, *(cut + lo).tolist()], seg[np.concatenate(([0], cut))].tolist())

    def fill(self, lo: int, hi: int, value: int, lanes: np.ndarray | None) -> None:
        """Bytes ``[lo, hi)`` (those of them ``lanes`` flags, if given) take ``value``."""
        if lanes is None:
            self._splice(lo, hi, [lo], [value])
        else:
            seg = self.get(lo, hi)
            seg[lanes] = value
            self.put(lo, hi, seg)

    def only(self, value: int) -> bool:
        """Whether every byte holds ``value``."""
        return len(self.vals) == 1 and self.vals[0] == value

    def _splice(self, lo: int, hi: int, new_starts: list[int], new_vals: list[int]) -> None:
        """Runs ``new_starts``/``new_vals`` (neighbours differ) replace bytes ``[lo, hi)``."""
        starts, vals = self.starts, self.vals
        i = bisect.bisect_left(starts, lo)  # runs before i start before lo
        j = bisect.bisect_right(starts, hi)  # run j-1 holds hi
        if hi < self.size:  # the run holding hi goes on from there
            new_starts, new_vals = [*new_starts, hi], [*new_vals, vals[j - 1]]
            if new_vals[-1] == new_vals[-2]:
                del new_starts[-1], new_vals[-1]
        if i and vals[i - 1] == new_vals[0]:  # the run before lo goes on through the first new one
            del new_starts[0], new_vals[0]
        starts[i:j] = new_starts
        vals[i:j] = new_vals


def _clear(multi: dict[int, _Runs], lo: int, hi: int, lanes: np.ndarray | None) -> None:
    """A write supersedes the several reads (atomic updates) of its bytes: their side records go to 0,
    and a side record that is 0 throughout goes."""
    for c, runs in list(multi.items()):
        runs.fill(lo, hi, 0, lanes)
        if runs.only(0):
            del multi[c]


class _Page:
    """Per byte of one page of a GM allocation: the last plain write, the plain reads and the atomic
    updates not yet superseded by a write (packed clock and column; -1 none, -2 several)."""

    __slots__ = ("size", "w", "r", "a", "r_multi", "a_multi")

    def __init__(self, size: int) -> None:
        self.size = size
        # Each record is made on the first access of its kind (an input buffer is only read, an
        # output only written).
        self.w: _Runs | None = None
        self.r: _Runs | None = None
        self.a: _Runs | None = None
        #: column -> per-byte clock (0: none) of bytes whose readers (atomic updaters) are several.
        self.r_multi: dict[int, _Runs] = {}
        self.a_multi: dict[int, _Runs] = {}


class PerByte(Protocol):
    """The per-byte records of the pages of a GM allocation that scattered accesses touched
    (:class:`ascsim.runtime.hazard_scatter.Dense`)."""

    #: Per page: whether its records are kept here (its runs are gone).
    pages: np.ndarray

    def check(self, alloc: Allocation, sh: _Shared, b: np.ndarray, kind: str, block: int, col: int, clock: int,
              know: np.ndarray | None, where: str | None, reported: bool) -> bool:
        """:meth:`Tracker._blocks_page` on the sorted bytes ``b`` (of pages kept here)."""


class _Shared:
    """What the blocks of a launch did to one GM allocation, in pages of :data:`_PAGE` bytes made when
    first touched: a kernel that touches a few tiles of a huge buffer pays for those tiles only."""

    __slots__ = ("size", "pages", "locs", "dense")

    def __init__(self, size: int) -> None:
        self.size = size
        self.pages: dict[int, _Page] = {}
        #: The records of pages scattered accesses touched, per byte (:mod:`ascsim.runtime.hazard_scatter`).
        self.dense: PerByte | None = None
        #: (column, kind) -> where that pipe of that block last accessed the allocation so.
        self.locs: dict[tuple[int, str], str | None] = {}

    def page(self, page_lo: int) -> _Page:
        pg = self.pages.get(page_lo)
        if pg is None:
            pg = self.pages[page_lo] = _Page(min(_PAGE, self.size - page_lo))
        return pg


def _unordered(packed: np.ndarray, multi: dict[int, _Runs] | None, lo: int, hi: int, block: int,
               know: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    """Bytes whose recorded accesses include one by another block that ``know`` does not cover, and
    the column of such an access per byte."""
    valid = packed >= 0
    cols = np.where(valid, packed & _COL_MASK, 0)
    clocks = packed >> _COL_BITS
    bad = valid & (cols // _NP != block)
    if know is not None and bad.any():
        bad &= know[cols] < clocks
    if multi:
        for c, runs in multi.items():
            if c // _NP == block:
                continue
            more = runs.get(lo, hi) > (int(know[c]) if know is not None else 0)
            if more.any():
                cols = np.where(more & ~bad, c, cols)
                bad |= more
    return bad, cols


def _unordered_one(record: _Runs, multi: dict[int, _Runs] | None, lo: int, hi: int, block: int,
                   know: np.ndarray | None) -> int | None:
    """:func:`_unordered` for bytes that all hold the same records: the column of an access they
    are not ordered after, None if there is none, -1 if the bytes hold different records."""
    v = record.value(lo, hi)
    if v is None:
        return -1
    found = None
    if v >= 0:
        c = v & _COL_MASK
        if c // _NP != block and (know is None or int(know[c]) < v >> _COL_BITS):
            found = c
    for c, side in (multi or {}).items():
        if c // _NP == block:
            continue
        clock = side.value(lo, hi)
        if clock is None:
            return -1
        if found is None and clock > (int(know[c]) if know is not None else 0):
            found = c
    return found


def _add(runs: _Runs, multi: dict[int, _Runs], lo: int, hi: int, lanes: np.ndarray | None, block: int,
         col: int, clock: int, know: np.ndarray | None) -> None:
    """Record a read (or atomic update) of ``col`` at ``clock``: it replaces the recorded one where that
    is of the same block or ordered before it, else both are kept (several)."""
    v = runs.value(lo, hi)
    if v is not None:  # the bytes all hold the same record: one fill per record
        if v == -1:
            new = _pack(clock, col)
        elif v == -2:  # several readers already: one more
            _side(multi, col, runs.size).fill(lo, hi, clock, lanes)
            new = -2
        elif (v & _COL_MASK) // _NP == block or (know is not None and int(know[v & _COL_MASK]) >= v >> _COL_BITS):
            new = _pack(clock, col)  # the recorded reader is ordered before this one: replaced
        else:  # two unordered readers: both go to the side records
            _side(multi, v & _COL_MASK, runs.size).fill(lo, hi, v >> _COL_BITS, lanes)
            _side(multi, col, runs.size).fill(lo, hi, clock, lanes)
            new = -2
        runs.fill(lo, hi, new, lanes)
        return
    seg = runs.get(lo, hi)
    cols, clocks, replace, split = _readers(seg, block, know)
    several = seg == -2
    if lanes is not None:
        replace &= lanes
        split &= lanes
        several &= lanes
    if split.any():
        for c in np.unique(cols[split]).tolist():
            sel = split & (cols == c)
            _side(multi, c, runs.size).put(lo, hi, _side_seg(multi[c], lo, hi, sel, clocks))
        several |= split
        seg[split] = -2
    if several.any():
        _side(multi, col, runs.size).put(lo, hi, _side_seg(multi[col], lo, hi, several, clock))
    seg[replace] = _pack(clock, col)
    runs.put(lo, hi, seg)


def _readers(seg: np.ndarray, block: int, know: np.ndarray | None
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per byte of ``seg`` (packed records: -1 none, -2 several): the recorded column and clock, whether
    a new reader (updater) of ``block`` replaces the record (none, or one ordered before it), and
    whether both must be kept (one it is not ordered after)."""
    valid = seg >= 0
    cols = np.where(valid, seg & _COL_MASK, 0)
    clocks = seg >> _COL_BITS
    ordered = valid & (cols // _NP == block)
    if know is not None:
        ordered |= valid & (know[cols] >= clocks)
    return cols, clocks, (seg == -1) | ordered, valid & ~ordered


def _side(multi: dict[int, _Runs], col: int, size: int) -> _Runs:
    """The side record of column ``col`` (made, all 0, when first needed)."""
    runs = multi.get(col)
    if runs is None:
        runs = multi[col] = _Runs(size, 0)
    return runs


def _side_seg(runs: _Runs, lo: int, hi: int, sel: np.ndarray, clocks: np.ndarray | int) -> np.ndarray:
    """Bytes ``[lo, hi)`` of a side record with the clocks of the ``sel`` bytes set."""
    seg = runs.get(lo, hi)
    seg[sel] = clocks[sel] if isinstance(clocks, np.ndarray) else clocks
    return seg


#: Set while an atomic access (``asc_atomic_*``, a store-atomic copy) runs: the tracker files it as one.
_ATOMIC = [False]


@contextmanager
def atomic_access() -> Iterator[None]:
    """Mark the memory accesses made inside as atomic (they never conflict with each other)."""
    previous, _ATOMIC[0] = _ATOMIC[0], True
    try:
        yield
    finally:
        _ATOMIC[0] = previous


def install(tracker: Tracker | None) -> None:
    """Route every GM and current-UB access through ``tracker`` (None: stop tracking)."""
    # Both import this module: imported at first use to avoid a cycle.
    from .context import CTX
    from .memory import GM

    if tracker is None or check.CHECKER.mode == "off":  # no tracking cost when no finding is wanted
        GM.hook = None
        if CTX.ub is not None:
            CTX.ub.hook = None
        return

    tracker.ctx = CTX
    hook = tracker.access
    GM.hook = hook
    if CTX.ub is not None:
        CTX.ub.hook = hook
