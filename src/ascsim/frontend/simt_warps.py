"""SIMT code whose warps wait on each other: run again one warp at a time.

The lockstep engine runs the threads of a block together, and a loop until every thread in it has left.
Code in which threads wait in a loop for memory that threads *outside* the loop are yet to write (lane 0
of one warp spinning on a lock that lane 0 of another warp took, and releases only further on) cannot end
that way; on the chip the warps run independently and it does. When the lockstep run of a ``__simt_vf__``
(or of a batch of blocks of a SIMT kernel) meets such a wait (:func:`ascsim.frontend.simt_spin.stuck`),
its writes are taken back (:class:`ascsim.runtime.simt_memory.Undo`; the ``--profile`` counts too) and it
runs again one warp after another, in warp order, the threads of each warp in lockstep: an order the chip
may take as well, since nothing orders the warps of a block but a barrier. A note says so, as it is
slower. Code that printed cannot be taken back (its lines are out), nor code that wrote more than
:data:`ascsim.runtime.simt_memory.UNDO_LIMIT`: then the wait is reported as before. Warp by warp, a
block barrier (or a group wider than a warp) is refused, as it needs the warps together, and a warp that
waits for a later warp, or for other lanes of its own, is reported.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from ..errors import AscError, SyncError, UnsupportedError
from ..runtime import check, parallel, simt_memory, simt_tasks, timeline
from ..runtime.memory import GM
from ..runtime.simt import Threads
from ..runtime.simt_races import RACES
from .simt_spin import NoneLeft, OthersCouldEnd


def run_vf(threads: Threads, run: Callable[[Threads, Sequence[Any]], None], args: Sequence[Any],
           prints: bool, cur: Any = None) -> None:
    """``run(threads, args)`` of SIMT code (a ``__simt_vf__`` or a batch of blocks of a SIMT kernel) in
    lockstep, or warp by warp when its warps wait on each other, or as cooperative tasks when neither can run
    it (see the module). ``cur``: the front end's current-line holder of a ``__simt_vf__`` (its SIMD code may
    then go on while the VF waits), None for a SIMT kernel."""
    if prints:
        run(threads, args)
        return
    exited = threads.exited.copy()
    vf = cur is not None
    stuck = _taken_back(lambda: run(threads, args), (OthersCouldEnd, NoneLeft) if vf else (OthersCouldEnd,))
    if stuck is None:
        return
    if GM.journal is not None:
        # A worker process of a parallel launch ships what its blocks wrote: the launch runs in one process.
        raise parallel.Fallback("SIMT warps that wait on each other")
    if isinstance(stuck, OthersCouldEnd):
        check.note(f"threads of this SIMT code wait at {stuck.location} in a loop for memory other warps write, "
                   "which lockstep cannot run: ascsim ran it again one warp at a time (slower)",
                   key=("simt-warps", stuck.location))
        threads.exited = exited.copy()
        again = _taken_back(lambda: by_warps(threads, run, args), (UnsupportedError, SyncError))
        if again is None:
            return
        stuck = again
    check.note(f"threads of this SIMT code wait at {stuck.location} for something neither lockstep nor one warp "
               "at a time can provide: ascsim runs it again as cooperative tasks, a task per warp, switching where "
               "a task waits" + (", beside the SIMD code after the asc_vf_call" if vf else "") + " (slower)",
               key=("simt-tasks", stuck.location))
    location = (lambda: cur.loc, lambda v: setattr(cur, "loc", v)) if vf else (lambda: None, lambda v: None)
    split: set[int] = set()
    while True:
        threads.exited = exited.copy()
        RACES.begin_batch(threads)  # the accesses of the runs taken back are forgotten
        tasks = simt_tasks.Tasks(threads, run, args, groups(threads, split), location)
        first = functools.partial(_first_turn, tasks) if vf else \
            functools.partial(tasks.run_to_end, "no SIMT thread can make progress", None)
        again = _taken_back(first, (simt_tasks.Split,))
        if again is None:
            return
        assert isinstance(again, simt_tasks.Split)
        # Lanes of a warp wait on each other: that warp runs again a group per thread.
        check.note(f"lanes of a warp of this SIMT code wait on each other at {again.location}: ascsim runs it again "
                   "with such warps as a task per thread (slower)", key=("simt-split", again.location))
        split |= again.warps


def _first_turn(tasks: simt_tasks.Tasks) -> None:
    """A ``__simt_vf__``'s tasks until they finish or wait; then the SIMD code goes on beside them (what runs from
    there cannot be taken back), unless every loop that waits is one whose lanes wait on others of their warp (at its
    end): then a :class:`Split` first."""
    if tasks.resume():
        return
    apart = tasks.apart_warps(only=True)
    if apart:
        err = tasks.deadlock("lanes of a warp wait on each other", None)
        tasks.abort()
        raise simt_tasks.Split(err.message, err.location, apart)
    simt_tasks.start(tasks)


def groups(threads: Threads, split: set[int]) -> list[np.ndarray]:
    """The thread groups of a cooperative run: one per warp (its lanes in lockstep, as the chip runs a warp whose
    lanes agree) but one per thread for the warps in ``split``; one per thread everywhere with
    ``ASCSIM_SIMT_GROUPS=threads`` (lanes of a warp apart; slower)."""
    warp = threads.warp
    every = os.environ.get("ASCSIM_SIMT_GROUPS") == "threads"
    out: list[np.ndarray] = []
    for w in np.unique(warp):
        lanes = warp == w
        if every or int(w) in split:
            out += [np.arange(threads.n) == i for i in np.flatnonzero(lanes)]
        else:
            out.append(lanes)
    return out


def _taken_back(attempt: Callable[[], None], kinds: tuple[type[AscError], ...]) -> AscError | None:
    """Run ``attempt`` keeping what it writes; when it stops with an error of ``kinds``, put memory (and the
    ``--profile`` counts) back as they were and return the error; None when it ran to its end."""
    undo = simt_memory.Undo()
    prof = timeline.ACTIVE
    counts = prof.simt_kept() if prof is not None else None
    saved, simt_memory.UNDO[0] = simt_memory.UNDO[0], undo
    try:
        attempt()
        return None
    except kinds as wait:
        if undo.overflow:
            raise
        stuck = wait
    finally:
        simt_memory.UNDO[0] = saved
    undo.restore()
    if prof is not None:
        prof.simt_put_back(counts)
    return stuck


def by_warps(threads: Threads, run: Callable[[Threads, Sequence[Any]], None], args: Sequence[Any]) -> None:
    """``run(threads, args)`` once per warp, in warp order, the other warps' threads masked off as finished."""
    RACES.begin_batch(threads)  # the accesses of the run taken back are forgotten
    warp = threads.warp
    try:
        for w in np.unique(warp):
            threads.exited = warp != w
            threads.pending = warp > w
            run(threads, args)
    finally:
        threads.pending = None
        threads.exited = np.ones(threads.n, np.bool_)
