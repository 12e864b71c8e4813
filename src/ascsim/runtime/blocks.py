"""The blocks of one launch as cooperative tasks, and the cross-core flag counters they wait on.

On the chip the blocks of a launch run at the same time on different cores. ascsim runs them one
at a time, in a fixed order, switching only where a block must wait for another:

* The schedule: blocks start in block order; the running block runs until it finishes or waits on
  something another block must provide (``asc_sync_inter_wait`` on a counter that is 0, ...). Then
  the next block in block order (cyclically) that can make progress runs: a waiting block whose
  wait is now satisfied, or a block that has not started. A launch whose blocks never wait runs
  block 0 to the end, then block 1, and so on, on the launching thread, as a serial loop would.
* With a schedule seed (:func:`set_schedule_seed`, ``ascsim run --schedule-seed N``), the next
  block is drawn at random among those that can make progress, and a block may also give up its
  turn at each cross-core synchronisation or GM atomic (one chance in two). The same seed gives the
  same schedule; different seeds explore different interleavings of a racy program.
* Every block that waits keeps its own Python thread (standard ``threading``) suspended; exactly
  one thread runs at any time, and the per-block state of :data:`~ascsim.runtime.context.CTX` is
  saved and restored at each switch.
* When every block that has not finished waits, the launch stops with a :class:`SyncError` that
  names each block, what it waits for and the file:line of its wait.

:class:`CrossCoreFlags` holds the counters of ``asc_sync_inter_*`` (every block of the launch),
``asc_sync_subblock_*`` (the vector cores of one AI Core) and the vector cores' side of
``asc_sync_block_*``/``asc_sync_intra_*`` (whose partner, the cube core, a one-core-type launch
does not run). Each arrival carries the arriving pipe's vector clock, so the hazard checker sees a
matching wait as an ordering edge between blocks.
"""

from __future__ import annotations

import os
import random
import threading
from collections.abc import Callable
from typing import Any

import numpy as np

from ..errors import AscValueError, SyncError
from .context import CTX

#: The schedule seed of later launches (None: the fixed round-robin schedule).
_SEED: list[int | None] = [int(os.environ["ASCSIM_SCHEDULE_SEED"])
                           if os.environ.get("ASCSIM_SCHEDULE_SEED", "").isdigit() else None]


def set_schedule_seed(seed: int | None) -> int | None:
    """Shuffle the block schedule of later launches with ``seed`` (None: the fixed schedule);
    returns the previous setting."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):

        raise AscValueError(f"the schedule seed must be an integer or None; got {seed!r}")
    previous, _SEED[0] = _SEED[0], seed
    return previous


def schedule_seed() -> int | None:
    return _SEED[0]


class _Abort(BaseException):
    """Unwinds a suspended block when the launch stops (an error elsewhere, or a deadlock)."""


_NEW, _RUNNING, _WAITING, _DONE = range(4)

#: Every slot of the per-block context (a subclass may add some).
_SLOTS: tuple[str, ...] = tuple(s for cls in type(CTX).__mro__ for s in getattr(cls, "__slots__", ()))


#: Per-block state kept outside :data:`CTX`, as (save, restore) pairs (:func:`keep_per_block`).
_EXTRA: list[tuple[Callable[[], Any], Callable[[Any], None]]] = []


def keep_per_block(save: Callable[[], Any], restore: Callable[[Any], None]) -> Callable[[], None]:
    """Save ``save()`` when a block gives up its turn and ``restore`` it when the block runs again (as
    the slots of :data:`CTX` are); returns the function that stops it. The ``.asc`` front end keeps its
    current source line so: a block that resumes then names its own line, not the one another block
    ran last."""
    pair = (save, restore)
    _EXTRA.append(pair)
    return lambda: _EXTRA.remove(pair)


def _save() -> tuple[Any, ...]:
    return tuple(getattr(CTX, s, None) for s in _SLOTS) + tuple(save() for save, _ in _EXTRA)


def _restore(state: tuple[Any, ...]) -> None:
    n = len(_SLOTS)
    for s, v in zip(_SLOTS, state[:n], strict=True):
        setattr(CTX, s, v)
    for (_, restore), v in zip(_EXTRA, state[n:], strict=True):
        restore(v)


class _Task:
    __slots__ = ("block", "state", "go", "ctx", "ready", "what", "where")

    def __init__(self, block: int) -> None:
        self.block = block
        self.state = _NEW
        self.go = threading.Event()
        self.ctx: tuple[Any, ...] = ()
        self.ready: Callable[[], bool] | None = None
        self.what: str | Callable[[], str] = ""
        self.where: str | None = None


class Scheduler:
    """Runs ``body(block)`` for every block of a launch as cooperative tasks (see the module doc)."""

    def __init__(self, num_blocks: int, body: Callable[[int], None], seed: int | None, kernel: str) -> None:
        self.tasks = [_Task(b) for b in range(num_blocks)]
        self.body = body
        self.kernel = kernel
        self.rng = random.Random(seed) if seed is not None else None
        self.current: _Task | None = None
        self.error: BaseException | None = None
        self.aborting = False
        self.finished = threading.Event()
        self.start_ctx = _save()
        self.flags = CrossCoreFlags(num_blocks)
        #: Suspended tasks, and the first task not started yet (they start in block order).
        self.waiting: list[_Task] = []
        self.next_new = 0
        #: Asked before a block starts while no block has ever waited: True pauses the launch there
        #: (:attr:`paused_at`), so that the caller can run the blocks left elsewhere (``--jobs``).
        self.pause_before: Callable[[int], bool] | None = None
        self.paused_at: int | None = None
        self.waited = False
        #: How a task is named in a deadlock report, and what the tasks are (a mixed launch runs three cores
        #: per block: :mod:`ascsim.runtime.kernel` names them).
        self.task_name: Callable[[int], str] = lambda b: f"block {b}"
        self.units = "blocks"

    def finished_block(self, block: int) -> bool:
        """Whether ``block`` has run to its end (it can arrive at no flag any more)."""
        return self.tasks[block].state == _DONE

    # -- the schedule ---------------------------------------------------------------------------
    def run(self) -> None:
        """Run the launch to its end, or to a pause (called by the launching thread); re-raises a
        block's error. After a pause, :meth:`run` again goes on from the paused block."""
        global _ACTIVE
        previous, _ACTIVE = _ACTIVE, self
        try:
            if self.paused_at is not None:
                first: _Task | None = self.tasks[self.paused_at]
                self.paused_at, self.pause_before = None, None
                self.finished.clear()
            else:
                first = self._next(None)
            if first is not None:
                self._begin(first)
                self._host(first)
            self.finished.wait()
        finally:
            _ACTIVE = previous
        if self.error is not None:
            raise self.error

    def skip_rest(self) -> None:
        """After a pause: the blocks not started ran elsewhere."""
        assert self.paused_at is not None
        for t in self.tasks[self.paused_at:]:
            t.state = _DONE
        self.paused_at = None

    def _candidates(self, after: int) -> list[_Task]:
        """Tasks that can make progress, in round-robin order after block ``after``.

        Blocks start in order, so the ones not started are always ``tasks[next_new:]``; only the
        waiting ones need a look (none in a launch whose blocks never wait)."""
        n = len(self.tasks)
        out = [t for t in self.waiting if t.ready is not None and t.ready()]
        if self.rng is not None:
            out += [t for t in self.tasks if t.state == _NEW]
        elif self.next_new < n:
            out.append(self.tasks[self.next_new])
        out.sort(key=lambda t: (t.block - after - 1) % n)
        return out

    def _next(self, cur: _Task | None) -> _Task | None:
        """The task to run next, or None when every task has finished. Detects deadlocks."""
        if self.aborting:
            # Unwind the suspended blocks one by one; blocks that never started never will.
            for t in self.tasks:
                if t.state == _NEW:
                    t.state = _DONE
            return self.waiting[0] if self.waiting else None
        ready = self._candidates(cur.block if cur is not None else -1)
        if ready:
            return self.rng.choice(ready) if self.rng is not None else ready[0]
        if not self.waiting:
            return None
        self.error = self._deadlock(self.waiting)
        self.aborting = True
        return self.waiting[0]

    def _deadlock(self, waiting: list[_Task]) -> SyncError:
        # In block order, so that the error names the same first wait under every schedule.
        waiting = sorted(waiting, key=lambda t: t.block)
        done = sum(t.state == _DONE for t in self.tasks)
        lines = [f"  {self.task_name(t.block)} waits in {t.what() if callable(t.what) else t.what} at "
                 f"{t.where or '<unknown>'}" for t in waiting]
        unit = self.units.removesuffix("s")
        return SyncError(
            f"deadlock in kernel {self.kernel}: every {unit} that has not finished waits, and no {unit} is left to "
            f"satisfy the waits ({done} of {len(self.tasks)} {self.units} finished):\n" + "\n".join(lines),
            waiting[0].where)

    def _begin(self, task: _Task) -> None:
        if task.state == _WAITING:
            self.waiting.remove(task)
        elif task.state == _NEW:
            while self.next_new < len(self.tasks) and self.tasks[self.next_new].state != _NEW:
                self.next_new += 1
            if task.block == self.next_new:
                self.next_new += 1
        task.state = _RUNNING
        self.current = task

    def _host(self, task: _Task | None) -> None:
        """Run tasks on this thread: ``task``, then any task not yet started that is next; return when
        the next task is suspended on another thread (woken here) or everything has finished."""
        while task is not None:
            _restore(self.start_ctx)
            try:
                self.body(task.block)
            except _Abort:
                pass
            except BaseException as exc:  # noqa: BLE001 - any error ends the launch and is re-raised by run()
                if self.error is None:
                    self.error = exc
                self.aborting = True
            task.state = _DONE
            nxt = self._next(task)
            if nxt is None:
                self.current = None
                self.finished.set()
                return
            if nxt.state == _NEW:
                if self.pause_before is not None and not self.waited and self.rng is None \
                        and not self.aborting and self.pause_before(nxt.block):
                    self.paused_at, self.current = nxt.block, None
                    self.finished.set()
                    return
                self._begin(nxt)
                task = nxt
                continue
            self._wake(nxt)
            return

    def _wake(self, task: _Task) -> None:
        self._begin(task)
        task.go.set()

    def _switch(self, task: _Task) -> None:
        """The running ``task`` stops (it waits, or gives up its turn): run the next one, sleep until
        ``task`` runs again, then restore its context."""
        task.ctx = _save()
        nxt = self._next(task)
        if nxt is task:
            # No other block can run: the task goes on on its own thread, and leaves the waiting list
            # even when it only unwinds (a deadlock found at its own wait), or the launch that ends
            # after it would hand the turn back to it and never finish.
            self._begin(task)
            if self.aborting:
                raise _Abort
            return
        assert nxt is not None  # task itself is waiting, so something is left
        if nxt.state == _NEW:
            self._begin(nxt)
            _start_thread(self._host, nxt)
        else:
            self._wake(nxt)
        task.go.wait()
        task.go.clear()
        _restore(task.ctx)
        if self.aborting:
            raise _Abort

    def wait_until(self, ready: Callable[[], bool], what: str | Callable[[], str], where: str | None) -> None:
        """Block the running block until ``ready()``; ``what`` and ``where`` name the wait for a deadlock."""
        if ready():
            return
        task = self.current
        assert task is not None
        self.waited = True
        task.state, task.ready, task.what, task.where = _WAITING, ready, what, where
        self.waiting.append(task)
        try:
            self._switch(task)
        finally:
            task.ready = None

    def preempt(self) -> None:
        """With a schedule seed: maybe let another block run here (one chance in two)."""
        if self.rng is None or self.rng.random() < 0.5:
            return
        task = self.current
        assert task is not None
        task.state, task.ready, task.what, task.where = _WAITING, lambda: True, "a turn", None
        self.waiting.append(task)
        try:
            self._switch(task)
        finally:
            task.ready = None


def _start_thread(target: Callable[[_Task], None], task: _Task) -> None:
    # Programs run by the front end nest deeply (it raises the recursion limit): give the thread the
    # stack room the main thread has.
    previous = threading.stack_size(_STACK_BYTES)
    try:
        threading.Thread(target=target, args=(task,), name=f"ascsim block {task.block}", daemon=True).start()
    finally:
        threading.stack_size(previous)


_STACK_BYTES = 256 * 1024 * 1024

#: The scheduler of the launch that runs now (None outside launches, and in parallel workers).
_ACTIVE: Scheduler | None = None


def active() -> Scheduler | None:
    return _ACTIVE


# ---------------------------------------------------------------------------------------------
# Cross-core flag counters

#: Flag ids of asc_sync_inter/_block/_subblock: [0, 15]; counters hold at most 15.
FLAG_IDS = 16
MAX_COUNT = 15


class _Barrier:
    """One flag of one group of blocks: each member's arrivals (with their clock snapshots) and waits.

    The k-th "completion" happens once every member has arrived k times; it adds 1 to each member's
    counter and carries the join of the members' k-th snapshots (what a wait that consumes it learns).
    """

    __slots__ = ("members", "arrivals", "waits", "where")

    def __init__(self, members: list[int]) -> None:
        self.members = members
        self.arrivals: dict[int, list[np.ndarray | None]] = {b: [] for b in members}
        self.waits: dict[int, int] = dict.fromkeys(members, 0)
        self.where: dict[int, str | None] = dict.fromkeys(members)

    def completions(self) -> int:
        return min(len(a) for a in self.arrivals.values())

    def counter(self, block: int) -> int:
        return self.completions() - self.waits[block]

    def joined(self, k: int) -> np.ndarray | None:
        """Join of the members' k-th (0-based) arrival snapshots (None if none carried one)."""
        out: np.ndarray | None = None
        for snaps in self.arrivals.values():
            s = snaps[k]
            if s is not None:
                out = s.copy() if out is None else np.maximum(out, s)
        return out


class CrossCoreFlags:
    """The flag counters of one launch, per mode and group."""

    def __init__(self, num_blocks: int) -> None:
        self.num_blocks = num_blocks
        self.barriers: dict[tuple[str, int, int], _Barrier] = {}

    def _group(self, mode: str, block: int) -> tuple[int, list[int]]:
        if mode == "inter":
            return 0, list(range(self.num_blocks))
        per = max(1, int(getattr(CTX, "sub_block_num", 1) or 1))
        g = block // per
        return g, [b for b in range(g * per, min((g + 1) * per, self.num_blocks))]

    def barrier(self, mode: str, block: int, flag: int) -> _Barrier:
        g, members = self._group(mode, block)
        key = (mode, g, flag)
        bar = self.barriers.get(key)
        if bar is None:
            bar = self.barriers[key] = _Barrier(members)
        return bar

    def unmatched(self) -> list[tuple[str, int, int, int, str | None]]:
        """(mode, flag, block, arrivals - waits, where) of every block whose arrivals and waits differ."""
        out = []
        for (mode, _, flag), bar in self.barriers.items():
            for b in bar.members:
                d = len(bar.arrivals[b]) - bar.waits[b]
                if d:
                    out.append((mode, flag, b, d, bar.where[b]))
        return out
