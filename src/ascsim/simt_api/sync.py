"""``asc_syncthreads`` and the fences (``simt_api/device_sync_functions.h``)."""

from __future__ import annotations

from typing import Any

from ..errors import user_location
from ..runtime import simt
from ..runtime.simt_races import RACES
from ..spec import Overload, impls


@impls.simt_sync.syncthreads.register
def syncthreads(overload: Overload, t: simt.Threads, m: Any) -> None:
    """``asc_syncthreads()``: every thread of each block must get here together (else a divergent barrier)."""
    simt.barrier_of_warps(t, "asc_syncthreads()")
    simt.divergent_barrier(t, m, "asc_syncthreads()")
    if t.tasks is not None:  # the groups meet: the last one to arrive passes the barrier for all
        t.tasks.barrier(user_location())
        return
    RACES.barrier()


@impls.simt_sync.threadfence.register
def threadfence(overload: Overload, t: simt.Threads, m: Any) -> None:
    """``asc_threadfence()`` / ``asc_threadfence_block()``."""
    # The engines perform every access in program order, so a fence has nothing left to order.
    return None
