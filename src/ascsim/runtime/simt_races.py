"""The race checker of SIMT threads: two threads that touch the same element between two block
barriers (``asc_syncthreads``), at least one of them writing and neither through an atomic, is a
race; it is reported with both threads and both lines.

Per allocation a shadow keeps, for the accesses since the last barrier, which thread last wrote and
which read each element (and at which line); a barrier forgets them. Threads of a warp are not
ordered either (the pages: threads of one warp may not depend on each other), so a race inside one
warp is reported as well.

Most accesses need no per-element records: while every access since the barrier was a run (consecutive
threads on consecutive elements), the shadow keeps the runs and checks a new run against them (two runs
give a shared element to the same thread everywhere they overlap, or nowhere), and a read waits until a
write comes. The per-element records are made, and the runs entered into them, at the first access that
is not a run.
"""

from __future__ import annotations

import bisect
from typing import Any

import numpy as np

from ..errors import user_location
from . import check
from .memory import Allocation

_MANY = -2  #: several threads read the element


class _Shadow:
    """Who wrote and read each element of one allocation since the last barrier."""

    def __init__(self, alloc: Allocation, gran: int) -> None:
        self.count = alloc.capacity // gran + 1
        self.gran = gran
        # Made at the first access that needs them: a big input only ever read needs none.
        self._arrays: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None
        self.touched: list[np.ndarray] = []
        # Reads are only races against writes: while no thread wrote since the last barrier, a read is kept
        # as (elements, threads, line) and entered into ``reader`` when a write comes (or too many wait).
        self.pending: list[tuple[np.ndarray | slice, np.ndarray, int]] = []
        # Writes of consecutive elements by consecutive threads, kept as (first element, end, first thread,
        # line) while every access since the barrier was such a run: checked run against run, with no
        # per-element memory (a kernel that copies a large buffer element by element needs none).
        self.wruns = _Runs()
        self.rruns = _Runs()  # the read runs among ``pending``, for the write runs' checks
        self.pending_size = 0
        self.written = False

    def _made(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        arrays = self._arrays
        if arrays is None:
            count = self.count
            if count > _RECORD_LIMIT:
                raise _TooBig
            arrays = self._arrays = (np.full(count, -1, np.int32), np.full(count, -1, np.int32),
                                     np.zeros(count, np.int32), np.zeros(count, np.int32))
        return arrays

    @property
    def writer(self) -> np.ndarray:
        """The thread that last wrote each element (-1: none since the barrier)."""
        return self._made()[0]

    @property
    def reader(self) -> np.ndarray:
        """The thread that read each element (-1: none, ``_MANY``: several)."""
        return self._made()[1]

    @property
    def wsite(self) -> np.ndarray:
        """The line of each element's last write (an index into the sites)."""
        return self._made()[2]

    @property
    def rsite(self) -> np.ndarray:
        """The line of each element's last read."""
        return self._made()[3]

    @staticmethod
    def sites_of(arr: np.ndarray, i: Any, sites: list[str]) -> str:
        """The line recorded in ``arr`` (write or read sites) for element ``i``."""
        return sites[int(arr[i])]

    def forget(self) -> None:
        if self.touched:
            writer, reader = self.writer, self.reader
            for idx in self.touched:
                writer[idx] = -1
                reader[idx] = -1
        self.touched.clear()
        self.pending.clear()
        self.pending_size = 0
        self.wruns.clear()
        self.rruns.clear()
        self.written = False

    def materialize(self) -> None:
        """Enter the kept reads and write runs into the per-element records."""
        self.enter_reads()
        for lo, hi, tid0, site in self.wruns.runs:
            self.writer[lo:hi] = np.arange(tid0, tid0 + hi - lo, dtype=np.int32)
            self.wsite[lo:hi] = site
            self.touched.append(np.arange(lo, hi))
        self.wruns.clear()
        self.rruns.clear()

    def runs_only(self) -> bool:
        """Whether every access since the barrier was kept as a run (no per-element records yet)."""
        return self._arrays is None and self.pending_size == len(self.rruns.runs) \
            and len(self.rruns.runs) + len(self.wruns.runs) < _RUNS_LIMIT

    def enter_reads(self) -> None:
        """Enter the kept reads into ``reader`` (a thread's own element, or several readers)."""
        for idx, tids, site in self.pending:
            if isinstance(idx, slice):  # consecutive elements read by consecutive threads from tids[0]
                tids = np.arange(tids[0], tids[0] + idx.stop - idx.start, dtype=np.int32)
                self.touched.append(np.arange(idx.start, idx.stop))
            else:
                self.touched.append(idx)
            r = self.reader[idx]
            self.reader[idx] = np.where((r == -1) | (r == tids), tids, _MANY)
            self.rsite[idx] = site
        self.pending.clear()
        self.pending_size = 0

    def keep_read_run(self, lo: int, n: int, tid0: int, site: int) -> None:
        """Keep the read of elements ``lo .. lo+n-1`` by threads ``tid0 ..`` (a run) until a write needs it."""
        if self.rruns.add(lo, lo + n, tid0, site):
            self.pending.append((slice(lo, lo + n), np.array([tid0], np.int32), site))
            self.pending_size += 1

    def keep_read(self, rel: np.ndarray, pos: np.ndarray | None, site: int) -> None:
        """Keep the reads of one statement (byte offsets ``rel`` of the threads at ``pos``, or of every
        thread) until a write needs them; a run of consecutive elements read by consecutive threads (a
        coalesced access) is kept as its bounds, holding no memory."""
        n = rel.size
        if n >= 64 and rel[0] % self.gran == 0 and (pos is None or int(pos[-1]) - int(pos[0]) == n - 1):
            step = rel[1:] - rel[:-1]
            if (step == self.gran).all():
                self.keep_read_run(int(rel[0]) // self.gran, n, 0 if pos is None else int(pos[0]), site)
                return
        tids = np.arange(n, dtype=np.int32) if pos is None else pos.astype(np.int32)
        self.pending.append((rel // self.gran, tids, site))
        self.pending_size += n
        if self.pending_size > _PENDING_LIMIT:
            self.enter_reads()


#: Kept reads of one allocation (elements) before they are entered at once: bounds the memory they hold.
_PENDING_LIMIT = 1 << 23
#: The most elements an allocation's per-element records may cover (16 bytes each): beyond, its races are
#: not checked (a note says so) rather than the records taking the machine's memory.
_RECORD_LIMIT = 1 << 26


class _TooBig(Exception):
    """An allocation too large for per-element records."""


#: Runs kept before they are entered as per-element records.
_RUNS_LIMIT = 1 << 20


class _Runs:
    """Runs ``(first element, end, first thread, line)`` ordered by their first element, so the runs that
    can share an element with a new one are found by bisection (a grid-stride loop adds one run an
    iteration, each after the last)."""

    def __init__(self) -> None:
        self.runs: list[tuple[int, int, int, int]] = []
        self.los: list[int] = []
        self.longest = 0
        self._seen: set[tuple[int, int, int]] = set()

    def clear(self) -> None:
        self.runs.clear()
        self.los.clear()
        self.longest = 0
        self._seen.clear()

    def add(self, lo: int, hi: int, tid0: int, site: int) -> bool:
        """Keep a run; False when the same threads were on the same elements already (nothing new)."""
        key = (lo, hi, tid0 - lo)
        if key in self._seen:
            return False
        self._seen.add(key)
        i = bisect.bisect_right(self.los, lo)
        self.los.insert(i, lo)
        self.runs.insert(i, (lo, hi, tid0, site))
        self.longest = max(self.longest, hi - lo)
        return True

    def clash(self, lo: int, n: int, tid0: int) -> tuple[int, int, int, int] | None:
        """The first run sharing an element with ``[lo, lo+n)`` (thread ``tid0`` at ``lo``) where another thread
        has it: (element, this thread, that thread, that run's line); None if there is none. Two runs give an
        element to the same thread everywhere they overlap, or nowhere."""
        start = bisect.bisect_left(self.los, lo - self.longest)
        stop = bisect.bisect_left(self.los, lo + n)
        for rlo, rhi, rtid0, site in self.runs[start:stop]:
            first, last = max(lo, rlo), min(lo + n, rhi)
            if first < last and rtid0 - rlo != tid0 - lo:
                return first, tid0 + first - lo, rtid0 + first - rlo, site
        return None


class Races:
    """The shadows of the running batch of blocks (kept over the launch, emptied at each barrier)."""

    def __init__(self) -> None:
        self.shadows: dict[int, tuple[Allocation, _Shadow]] = {}
        self.sites: list[str] = [""]
        self.site_ids: dict[str, int] = {}
        self.enabled = True
        self._launch: object = None
        #: ids of the allocations too large to check this launch (see _RECORD_LIMIT)
        self.unchecked: set[int] = set()

    def _site(self) -> int:
        where = user_location() or "?"
        i = self.site_ids.get(where)
        if i is None:
            i = self.site_ids[where] = len(self.sites)
            self.sites.append(where)
        return i

    def _shadow(self, alloc: Allocation, size: int) -> _Shadow:
        got = self.shadows.get(id(alloc))
        if got is not None and got[0] is alloc and got[1].gran in (size, 1):
            return got[1]
        sh = _Shadow(alloc, size if got is None or got[0] is not alloc else 1)
        self.shadows[id(alloc)] = (alloc, sh)
        return sh

    def access(self, threads: Any, alloc: Allocation, rel: np.ndarray, pos: np.ndarray | None,
               m: np.ndarray | None, size: int, write: bool) -> None:
        """Record one statement's accesses (``rel``: byte offsets in ``alloc`` of the threads at
        ``pos``, or of every thread when ``pos`` is None) and report the first race they make."""
        if not self.enabled or check.CHECKER.mode == "off" or id(alloc) in self.unchecked:
            return
        try:
            self._access(threads, alloc, rel, pos, m, size, write)
        except _TooBig:
            self._give_up(alloc)

    def _give_up(self, alloc: Allocation) -> None:
        """Stop checking ``alloc`` for races, and say so once."""
        self.unchecked.add(id(alloc))
        self.shadows.pop(id(alloc), None)
        check.emit(f"note: races between SIMT threads are not checked in {alloc.describe()} from here on: "
                   f"per-element records of its {alloc.size} bytes would take {16 * alloc.size:,} bytes or more")

    def _access(self, threads: Any, alloc: Allocation, rel: np.ndarray, pos: np.ndarray | None,
                m: np.ndarray | None, size: int, write: bool) -> None:
        n = threads.n
        sh = self._shadow(alloc, size)
        site = self._site()
        if rel.size == 1 and (pos is None or pos.size != 1):  # one address for all active threads
            tids = np.arange(n, dtype=np.int32) if m is None else np.flatnonzero(m).astype(np.int32)
            rel = np.broadcast_to(rel, tids.shape)
        elif not write and not sh.written:  # nothing written since the barrier: this read races with no write yet
            if rel.size:
                sh.keep_read(rel, pos, site)
            return
        else:
            tids = np.arange(rel.size, dtype=np.int32) if pos is None else pos.astype(np.int32)
        if tids.size == 0:
            return
        idx = rel // sh.gran
        if not write and not sh.written:
            sh.pending.append((idx, tids, site))
            sh.pending_size += idx.size
            return
        sh.materialize()
        if write:
            sh.written = True
        w = sh.writer[idx]
        other = (w >= 0) & (w != tids)
        if write:
            r = sh.reader[idx]
            other_r = (r == _MANY) | ((r >= 0) & (r != tids))
            if other.any():
                k = int(np.flatnonzero(other)[0])
                self._report(threads, alloc, int(rel[k]), int(tids[k]), "writes", int(w[k]), "wrote",
                             sh.sites_of(sh.wsite, idx[k], self.sites))
            elif other_r.any():
                k = int(np.flatnonzero(other_r)[0])
                who = int(r[k])
                self._report(threads, alloc, int(rel[k]), int(tids[k]), "writes", who, "read",
                             sh.sites_of(sh.rsite, idx[k], self.sites))
            sh.writer[idx] = tids
            sh.wsite[idx] = site
            if idx.size > 1 and not other.any() and not other_r.any():
                # Two threads of this statement on one element: the scatter kept one of them (the last).
                kept = sh.writer[idx]
                clash = kept != tids
                if clash.any():
                    b = int(np.flatnonzero(clash)[0])
                    self._report(threads, alloc, int(rel[b]), int(tids[b]), "writes", int(kept[b]), "writes",
                                 self.sites[site])
        else:
            if other.any():
                k = int(np.flatnonzero(other)[0])
                self._report(threads, alloc, int(rel[k]), int(tids[k]), "reads", int(w[k]), "wrote",
                             sh.sites_of(sh.wsite, idx[k], self.sites))
            r = sh.reader[idx]
            sh.reader[idx] = np.where((r == -1) | (r == tids), tids, _MANY)
            sh.rsite[idx] = site
        sh.touched.append(idx.copy() if idx.base is not None else idx)

    def access_run(self, threads: Any, alloc: Allocation, off: int, n: int, size: int, write: bool) -> None:
        """Record a statement whose ``n`` threads each access the element after the previous thread's, the
        first at byte ``off`` (the same findings as :meth:`access`)."""
        if not self.enabled or check.CHECKER.mode == "off" or id(alloc) in self.unchecked:
            return
        sh = self._shadow(alloc, size)
        if sh.gran == size and sh.runs_only():
            lo, site = off // size, self._site()
            # A write meets the earlier writes, then the reads; a read meets the writes.
            checks = ((sh.wruns, "wrote"), (sh.rruns, "read")) if write else ((sh.wruns, "wrote"),)
            for runs, their_verb in checks:
                hit = runs.clash(lo, n, 0)
                if hit is not None:
                    e, me, them, where = hit
                    self._report(threads, alloc, e * size, me, "writes" if write else "reads", them, their_verb,
                                 self.sites[where])
                    break
            if write:
                sh.wruns.add(lo, lo + n, 0, site)
                sh.written = True
            else:
                sh.keep_read_run(lo, n, 0, site)
            return
        self.access(threads, alloc, off + size * np.arange(n, dtype=np.int64), None, None, size, write)

    def _report(self, threads: Any, alloc: Allocation, off: int, tid: int, verb: str, other: int, other_verb: str,
                other_site: str) -> None:
        them = "several threads" if other == _MANY else threads.who(other)
        check.report("hazard", f"race between threads: {threads.who(tid)} {verb} offset {off} of {alloc.describe()}, "
                     f"which {them} {other_verb} at {other_site} with no asc_syncthreads between them (nor an atomic)",
                     key=("simt-race", user_location(), other_site))

    def barrier(self) -> None:
        """A block barrier: accesses before it are ordered before those after it."""
        for _, sh in self.shadows.values():
            sh.forget()

    def reset(self) -> None:
        self.shadows.clear()
        self.unchecked.clear()

    def begin_batch(self, launch: object) -> None:
        """A new batch of blocks of ``launch``: blocks of different batches run at different times, so no race
        is seen across them. The shadows of the launch stay (emptied, as at a barrier): making them anew for
        each batch would cost a pass over every allocation the kernel touches."""
        if launch is not self._launch:
            self._launch = launch
            self.reset()
        else:
            self.barrier()

#: The checker of the running launch.
RACES = Races()
