"""``simt_api/device_sync_functions.h``: the barrier of a block's threads and the memory fences."""

from __future__ import annotations

from . import Function, fn, impls, void

_H = "simt_sync"

FUNCTIONS: list[Function] = [
    fn("asc_syncthreads", _H, "Barrier of the block's threads: each waits until every thread of its block "
       "reached it; the accesses before it are visible after it.", where="simt")
    .form(impls.simt_sync.syncthreads, *void()),
    fn("asc_threadfence", _H, "Orders the thread's GM and UB accesses before it ahead of those after it, for "
       "every thread of the device.", where="simt")
    .form(impls.simt_sync.threadfence, *void()),
    fn("asc_threadfence_block", _H, "As asc_threadfence, for the threads of the block.", where="simt")
    .form(impls.simt_sync.threadfence, *void()),
]
