"""Waits that cannot end in the lockstep engine: a loop whose iteration changes nothing.

SIMT code waits on memory with loops (``while (*flag == 0) {}``, a compare-and-swap retried until it
succeeds). The lockstep engine runs a loop until every thread in it has left, so such a wait ends only
if a thread *in the loop* writes what the others wait for. When an iteration of the threads still in a
loop writes no memory and leaves every variable of theirs as it was, each later iteration does the
same: the loop would run forever. :class:`SpinProbe` takes that picture before an iteration (now and
then, once a loop has run a while) and compares it after; :func:`stuck` reports the wait instead of
letting the run hang:

* threads that have not finished wait *outside* the loop (they left it, or never entered it, and wait
  at the end of the statement that holds it): on the chip the warps run independently and those
  threads may go on and write the memory; ascsim cannot run that, and says so
  (:class:`~ascsim.errors.UnsupportedError`);
* no such thread: nothing in this SIMT batch will write it; on the chip another block, or the SIMD
  code after an ``asc_vf_call``, might; ascsim runs those only after this SIMT code, so the wait
  cannot end (:class:`~ascsim.errors.SyncError`).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import SyncError, UnsupportedError
from ..runtime import simt_memory
from ..runtime.simt import Threads
from ..runtime.simt_ramp import plain
from .memory import Pointer
from .simt_values import Rec, SFrame

#: Iterations a loop runs before its iterations are compared, and how often after that.
CHECK_FROM = 256
CHECK_EVERY = 64


class SpinProbe:
    """What the threads in a loop hold before one iteration: the frame's variables, the loop's threads,
    the count of SIMT memory writes."""

    __slots__ = ("slots", "ret", "live", "writes", "exited")

    def __init__(self, f: SFrame, live: np.ndarray | None) -> None:
        self.slots = list(f.s)  # values are never changed in place: an assignment makes a new one
        self.ret = f.ret
        self.live = live
        self.writes = simt_memory.WRITES[0]
        self.exited = f.t.exited

    def unchanged(self, f: SFrame, live: np.ndarray | None) -> bool:
        """Whether the iteration since the probe left the threads in the loop exactly as they were."""
        if simt_memory.WRITES[0] != self.writes or f.t.exited is not self.exited and \
                not np.array_equal(f.t.exited, self.exited):
            return False
        if live is None or self.live is None:
            if live is not self.live:
                return False
        elif not np.array_equal(live, self.live):
            return False
        lanes = slice(None) if live is None else live
        n = f.t.n
        return _same(self.ret, f.ret, lanes, n) and all(
            _same(a, b, lanes, n) for a, b in zip(self.slots, f.s, strict=True))


def _same(a: Any, b: Any, lanes: Any, n: int) -> bool:
    """Whether two values of a variable agree for the threads ``lanes``."""
    if a is b:
        return True
    if isinstance(a, Rec) or isinstance(b, Rec):
        return isinstance(a, Rec) and isinstance(b, Rec) and a.v.keys() == b.v.keys() and all(
            _same(v, b.v[o], lanes, n) for o, v in a.v.items())
    if isinstance(a, Pointer) or isinstance(b, Pointer):
        return isinstance(a, Pointer) and isinstance(b, Pointer) and a.mem is b.mem and _same(a.off, b.off, lanes, n)
    if a is None or b is None or isinstance(a, tuple) or isinstance(b, tuple):
        return False  # a reference parameter (the same one is the same object), or a value against none
    try:
        x, y = np.asarray(plain(a)), np.asarray(plain(b))
        if x.shape[:1] not in ((), (n,)) or y.shape[:1] not in ((), (n,)):
            return False
        x = np.broadcast_to(x, (n, *x.shape[1:]))[lanes]
        y = np.broadcast_to(y, (n, *y.shape[1:]))[lanes]
        return x.shape == y.shape and x.dtype == y.dtype and bool(np.array_equal(x, y))
    except (TypeError, ValueError):
        return False


class OthersCouldEnd(UnsupportedError):
    """A wait in lockstep that threads outside the loop could end: SIMT code that can be run again one warp
    at a time (:mod:`ascsim.frontend.simt_warps`) reports it so."""

    def __init__(self, message: str, where: str, inside: np.ndarray, outside: np.ndarray) -> None:
        super().__init__(message, where)
        #: The threads waiting in the loop, and those outside it that have not finished.
        self.inside, self.outside = inside, outside

    def __reduce__(self) -> tuple[object, ...]:
        # Elsewhere (another process) it is the plain error it says.
        return (UnsupportedError, (self.message, self.location))


class NoneLeft(SyncError):
    """A wait in lockstep that no thread of the SIMT code is left to end: the SIMD code after an ``asc_vf_call``
    still might (:mod:`ascsim.runtime.simt_tasks` runs them side by side)."""

    def __reduce__(self) -> tuple[object, ...]:
        return (SyncError, (self.message, self.location))


def waiters(t: Threads, live: np.ndarray | None) -> str:
    """``thread (x,y,z) of block b waits`` (and how many others) for the threads ``live`` of a loop."""
    inside = t.full(live)
    first = int(np.flatnonzero(inside)[0])
    many = inside.sum() > 1
    return f"{t.who(first)}" + (f" and {int(inside.sum()) - 1} other thread(s) wait" if many else " waits")


def stuck(t: Threads, live: np.ndarray | None, where: str) -> Exception:
    """The error for the threads ``live`` that wait forever in the loop at ``where``."""
    inside = t.full(live)
    waits = (f"{waiters(t, live)} in this loop for memory that no thread in it writes: an iteration changes neither "
             "memory nor their variables, so every later one is the same")
    outside = ~inside & ~t.exited
    if t.pending is not None:  # one warp runs, the others wait their turn or are done
        if outside.any():
            other = int(np.flatnonzero(outside)[0])
            later = t.pending.any()
            return UnsupportedError(
                f"{waits}, while {t.who(other)} of the same warp, outside the loop, has not finished"
                + (", and later warps have not started" if later else "") + ". ascsim runs this SIMT code one warp "
                "at a time (its warps wait on each other), each warp's threads in lockstep: it cannot let the "
                "threads of one warp progress apart" + (", nor run a later warp before this one ends" if later else ""),
                where)
        if t.pending.any():
            return UnsupportedError(
                f"{waits}, and no other thread of its warp is left to write it. ascsim runs this SIMT code one "
                "warp at a time (its warps wait on each other), in order, and this warp waits for a warp that "
                "runs after it", where)
        return SyncError(f"{waits}, and every other thread of this SIMT code has finished: the wait never ends.",
                         where)
    if outside.any():
        other = int(np.flatnonzero(outside)[0])
        return OthersCouldEnd(
            f"{waits}, while {t.who(other)} and {int(outside.sum()) - 1} other thread(s) that have not finished "
            "wait outside the loop. On the chip the warps run independently and those threads may go on and "
            "write it; ascsim's lockstep engine runs a loop until every thread in it has left, so it cannot run "
            "this wait", where, inside, outside)
    return NoneLeft(
        f"{waits}, and every other thread of this SIMT code has finished: the wait never ends. (On the chip "
        "another block, or the SIMD code after the asc_vf_call that started this code, might write it; ascsim "
        "runs those only after this SIMT code ends.)", where)
