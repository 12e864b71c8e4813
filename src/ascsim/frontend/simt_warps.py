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

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from ..runtime import check, parallel, simt_memory, timeline
from ..runtime.memory import GM
from ..runtime.simt import Threads
from ..runtime.simt_races import RACES
from .simt_spin import OthersCouldEnd


def run_vf(threads: Threads, run: Callable[[Threads, Sequence[Any]], None], args: Sequence[Any],
           prints: bool) -> None:
    """``run(threads, args)`` of SIMT code (a ``__simt_vf__`` or a batch of blocks of a SIMT kernel) in
    lockstep, or warp by warp when its warps wait on each other (see the module)."""
    if prints:
        run(threads, args)
        return
    undo = simt_memory.Undo()
    prof = timeline.ACTIVE
    counts = prof.simt_kept() if prof is not None else None
    saved, simt_memory.UNDO[0] = simt_memory.UNDO[0], undo
    try:
        run(threads, args)
        return
    except OthersCouldEnd as wait:
        if undo.overflow:
            raise
        stuck = wait
    finally:
        simt_memory.UNDO[0] = saved
    undo.restore()
    if prof is not None:
        prof.simt_put_back(counts)
    if GM.journal is not None:
        # A worker process of a parallel launch ships what its blocks wrote: the launch runs in one process.
        raise parallel.Fallback("SIMT warps that wait on each other")
    check.note(f"threads of this SIMT code wait at {stuck.location} in a loop for memory other warps write, which "
               "lockstep cannot run: ascsim ran it again one warp at a time (slower)",
               key=("simt-warps", stuck.location))
    by_warps(threads, run, args)


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
