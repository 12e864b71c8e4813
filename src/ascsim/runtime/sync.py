"""Synchronisation: ``asc_sync_notify``/``asc_sync_wait`` flags and barriers between the pipes of a
core, ``asc_lock``/``asc_unlock``, and the cross-core flags between blocks.

The simulator runs every pipe's work in program order, so the pipes of one core need no waiting;
what it keeps is the bookkeeping that says whether a program's synchronisation would work on the
chip. Waits between blocks really wait: the block gives its turn to the others
(:mod:`ascsim.runtime.blocks`) until the flag counter it waits on is set.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from ..arch import CoreType, Event, Pipe
from ..errors import AscValueError, SyncError
from . import blocks, check, parallel, timeline, vf_pending
from .context import CTX
from .hazard import Clocks

if TYPE_CHECKING:
    from ..dtypes import ElemType


#: Pipes and events by value: a dict lookup costs a tenth of the enum's constructor (a kernel's
#: notify/wait pairs convert three arguments each). A value equal to a member's number finds it, as
#: the constructor of its ``int`` would; anything else takes the constructor's path.
_PIPE_BY_VALUE: dict[object, Pipe] = {int(p): p for p in Pipe}
_EVENT_BY_VALUE: dict[object, Event] = {int(e): e for e in Event}

_M = TypeVar("_M", Pipe, Event)


def _known(table: dict[object, _M], value: object) -> _M | None:
    """``value``'s member in ``table`` (None: not one of its values, or not hashable)."""
    try:
        return table.get(value)
    except TypeError:
        return None


def pipe_of(value: object, what: str) -> Pipe:
    hit = _known(_PIPE_BY_VALUE, value)
    if hit is not None:
        return hit
    try:
        return Pipe(int(value))  # type: ignore[call-overload]
    except (ValueError, TypeError):
        valid = ", ".join(p.name for p in Pipe)
        raise AscValueError(f"{what}: {value!r} is not a pipe; valid: {valid}") from None


def notify_args(func: str, pipe: object, tpipe: object, event: object) -> tuple[Pipe, Pipe, Event]:
    """The (pipe, tpipe, event) of a notify or wait ``func``: :func:`pipe_of` and :func:`event_of`
    of its arguments, whose error texts are only made for a bad one."""
    p, t, e = _known(_PIPE_BY_VALUE, pipe), _known(_PIPE_BY_VALUE, tpipe), _known(_EVENT_BY_VALUE, event)
    if p is not None and t is not None and e is not None:
        return p, t, e
    return pipe_of(pipe, f"{func} pipe"), pipe_of(tpipe, f"{func} tpipe"), event_of(event, f"{func} id")


def event_of(value: object, what: str) -> Event:
    hit = _known(_EVENT_BY_VALUE, value)
    if hit is not None:
        return hit
    try:
        return Event(int(value))  # type: ignore[call-overload]
    except (ValueError, TypeError):
        raise AscValueError(f"{what}: {value!r} is not an event id; valid: EVENT_ID0..EVENT_ID7") from None


class SyncState:
    """The synchronisation state of one block: set flags (how many notifies of each (pipe, tpipe,
    event) are not yet waited), held mutexes, the store-atomic mode, and the pipes' clocks."""

    def __init__(self, block: int = 0, num_blocks: int = 1) -> None:
        self.pending: Counter[tuple[Pipe, Pipe, Event]] = Counter()
        #: The pipes' vector clocks, which the hazard tracker reads.
        self.clocks = Clocks(block, num_blocks)
        #: ``asc_lock``: mutex id -> (pipe, mode, where) while held.
        self.locks: dict[int, tuple[Pipe, int, str | None]] = {}
        #: ``asc_unlock``: mutex id -> what the unlocking pipes knew (the next lock learns it).
        self.released: dict[int, tuple[np.ndarray, np.ndarray | None]] = {}
        #: The store-atomic mode of UB->GM copies: (operation, element type), or None (plain copies).
        self.store_atomic: tuple[str, ElemType] | None = None
        #: The raw value of the store-atomic configuration register (``asc_get_store_atomic_config``).
        self.atomic_cfg = 0

    def notify(self, pipe: Pipe, tpipe: Pipe, event: Event) -> None:
        key = (pipe, tpipe, event)
        if self.pending[key]:
            check.report(
                "sync",
                f"asc_sync_notify({pipe.name}, {tpipe.name}, {event.name}) again before the matching "
                "asc_sync_wait: the flag is already set, so one wait will be lost",
            )
        self.pending[key] += 1
        self.clocks.notify(pipe, tpipe, event)
        if timeline.ACTIVE is not None:
            timeline.ACTIVE.notify(pipe, tpipe, event)

    def wait(self, pipe: Pipe, tpipe: Pipe, event: Event) -> bool:
        if pipe is Pipe.PIPE_V:  # the V pipe's notify comes after the SIMT code that runs on it
            vf_pending.finish(f"asc_sync_wait({pipe.name}, {tpipe.name}, {event.name})")
        key = (pipe, tpipe, event)
        if not self.pending[key]:
            check.report(
                "sync",
                f"asc_sync_wait({pipe.name}, {tpipe.name}, {event.name}) has no earlier matching "
                "asc_sync_notify: on the chip this waits forever",
            )
            return False
        self.pending[key] -= 1
        self.clocks.wait(pipe, tpipe, event)
        if timeline.ACTIVE is not None:
            timeline.ACTIVE.wait(pipe, tpipe, event)
        return True

    def barrier(self, pipes: tuple[Pipe, ...] | None = None) -> None:
        """All earlier work of ``pipes`` (every pipe if None) is ordered before all later work."""
        if pipes is None or Pipe.PIPE_V in pipes:  # the SIMT code running on the V pipe is earlier work
            vf_pending.finish("a barrier of the V pipe")
        self.clocks.barrier(pipes)
        if timeline.ACTIVE is not None:
            timeline.ACTIVE.barrier(pipes)

    def unwaited(self) -> list[tuple[Pipe, Pipe, Event]]:
        return [key for key, n in self.pending.items() if n]

    def end_of_block(self, block: int, kernel: str) -> None:
        """Findings when a block ends: notifies nobody waited for, mutexes still held."""
        for pipe, tpipe, event in self.unwaited():
            check.report("sync", f"asc_sync_notify({pipe.name}, {tpipe.name}, {event.name}) is never "
                         f"waited for in block {block} of {kernel}")
        for mutex, (pipe, _, where) in sorted(self.locks.items()):
            check.report("sync", f"asc_lock({pipe.name}, {mutex}) is never unlocked in block {block} of {kernel}: "
                         "every asc_lock needs an asc_unlock of the same mutex_id after it", where)

    # -- asc_lock / asc_unlock -------------------------------------------------------------------
    def lock(self, func: str, pipe: Pipe, mutex: int, mode: int) -> None:
        """``asc_lock``: with ASC_LOCK_BLOCK, ``pipe``'s later work waits for every earlier
        ``asc_unlock`` of the mutex; ASC_LOCK_NON_BLOCK orders nothing."""
        held = self.locks.get(mutex)
        if held is not None:
            raise SyncError(f"{func}({pipe.name}, {mutex}): mutex {mutex} is already locked by "
                            f"asc_lock({held[0].name}, {mutex}) at {held[2] or '<unknown>'} and not unlocked yet; "
                            "lock/unlock pairs of one mutex_id must not nest")
        self.locks[mutex] = (pipe, mode, check.here())
        if mode == 0:
            snap = self.released.get(mutex)
            if snap is not None:
                self.clocks.learn(pipe, snap)

    def unlock(self, func: str, pipe: Pipe, mutex: int, mode: int) -> None:
        """``asc_unlock``: runs once ``pipe``'s earlier work is done; later locks of the mutex learn that."""
        held = self.locks.pop(mutex, None)
        if held is None:
            raise SyncError(f"{func}({pipe.name}, {mutex}): mutex {mutex} is not locked; call asc_lock(pipe, {mutex}) "
                            "before it (lock and unlock come in pairs)")
        if held[1] != mode:
            names = ("ASC_LOCK_BLOCK", "ASC_LOCK_NON_BLOCK")
            raise SyncError(f"{func}({pipe.name}, {mutex}, {names[mode]}): the asc_lock at {held[2] or '<unknown>'} "
                            f"used {names[held[1]]}; a lock and its unlock must use the same mode")
        snap = self.clocks.snapshot(pipe)
        if snap is None:
            return
        prev = self.released.get(mutex)
        if prev is not None:
            own = np.maximum(prev[0], snap[0])
            x = snap[1] if prev[1] is None else prev[1] if snap[1] is None else np.maximum(prev[1], snap[1])
            snap = (own, x)
        self.released[mutex] = snap


# ---------------------------------------------------------------------------------------------
# Cross-core flags (asc_sync_inter_*, asc_sync_subblock_*, asc_sync_block_*, asc_sync_intra_*)

_MODE_NAMES = {"inter": "every block of the launch", "subblock": "the vector cores of its AI Core"}
_HAVE = {"inter": "has", "subblock": "have"}


def _scheduler(func: str) -> blocks.Scheduler:
    sched = blocks.active()
    if sched is None:
        # Only a worker of a parallel launch runs blocks without a scheduler: such a launch runs again
        # in one process, where blocks can wait for each other.
        raise parallel.Fallback(f"{func} synchronises blocks")
    return sched


def cross_pipe(func: str, value: object) -> Pipe:
    pipe = pipe_of(value, f"{func} pipe")
    if pipe is Pipe.PIPE_ALL:
        raise AscValueError(f"{func}: PIPE_ALL is no pipe a flag can be set or waited on; name one pipe "
                            "(PIPE_S, PIPE_V, PIPE_MTE2, PIPE_MTE3, ...)")
    return pipe


def flag_of(func: str, value: object, limit: int = blocks.FLAG_IDS) -> int:
    v = int(value)  # type: ignore[call-overload]
    if not 0 <= v < limit:
        raise AscValueError(f"{func}: flag id {v} is out of range; it must be in [0, {limit - 1}]")
    return v


def arrive(func: str, mode: str, pipe: Pipe, flag: int) -> None:
    """One arrival of the running block at ``flag`` (``mode``: inter or subblock): once every member of
    its group has arrived as often, each member's counter of the flag goes up by one."""
    sched = _scheduler(func)
    block = CTX.block_idx
    bar = sched.flags.barrier(mode, block, flag)
    pending = len(bar.arrivals[block]) - bar.waits[block]
    if pending >= blocks.MAX_COUNT:
        raise SyncError(f"{func}({pipe.name}, {flag}): block {block} arrives at flag {flag} a {pending + 1}th time "
                        f"with no wait in between; the flag's 4-bit counter holds at most {blocks.MAX_COUNT}")
    sync = CTX.sync
    assert sync is not None
    bar.arrivals[block].append(sync.clocks.release(pipe))
    if timeline.ACTIVE is not None:
        timeline.ACTIVE.arrive(mode, pipe, flag)
    bar.where[block] = check.here()
    sched.preempt()


def wait(func: str, mode: str, pipe: Pipe, flag: int) -> None:
    """Wait until the running block's counter of ``flag`` is above 0, then take one from it; the waiting
    pipe's later work is ordered after what the arrivals covered."""
    sched = _scheduler(func)
    sched.preempt()
    block = CTX.block_idx
    bar = sched.flags.barrier(mode, block, flag)
    k = bar.waits[block]
    call = f"{func}({pipe.name}, {flag})"

    def what() -> str:
        missing = [b for b in bar.members if len(bar.arrivals[b]) <= k]
        who = ", ".join(map(str, missing))
        # Say which of them can never arrive any more: the waiting block itself, and blocks that ended.
        notes = [f"block {b} is the waiting block: it must arrive before it waits" if b == block
                 else f"block {b} has finished" for b in missing if b == block or sched.finished_block(b)]
        return (f"{call}, whose counter is set once {_MODE_NAMES[mode]} {_HAVE[mode]} arrived at flag {flag} "
                f"(not arrived yet: block{'s' if len(missing) != 1 else ''} {who}"
                + "".join(f"; {n}" for n in notes) + ")")

    sched.wait_until(lambda: bar.completions() > k, what, check.here())
    bar.waits[block] = k + 1
    sync = CTX.sync
    assert sync is not None
    sync.clocks.acquire(pipe, bar.joined(k))
    if timeline.ACTIVE is not None:
        timeline.ACTIVE.wait_blocks(mode, pipe, flag, list(bar.members), k)


def partner_wait(func: str, pipe: Pipe, flag: int) -> None:
    """A wait whose counter only the other core type of the AI Core sets (the cube core for a vector
    core): a launch of one core type never runs it, so the wait can never end."""
    _scheduler(func)
    other = "the cube core (AIC)" if CTX.core is CoreType.AIV else "the vector cores (AIV)"
    kind = "vector" if CTX.core is CoreType.AIV else "cube"
    raise SyncError(f"deadlock: {func}({pipe.name}, {flag}) in block {CTX.block_idx} waits for a flag that only "
                    f"{other} of its AI Core sets, and a {kind}-only launch runs none: the wait would never end")


def atomic_point(func: str) -> None:
    """A GM atomic: needs the blocks in one process, and with a schedule seed may give the turn away."""
    _scheduler(func).preempt()

