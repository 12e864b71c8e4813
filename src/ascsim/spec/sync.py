"""``c_api/sync/sync.h``: synchronisation between the pipes of a core."""

from __future__ import annotations

from . import fn, void
from .types import C_INT, enum

_H = "sync"
_PIPE = enum("pipe_t")

FUNCTIONS = [
    fn("asc_sync_notify", _H, "pipe sets the flag event_id once its earlier work is done (towards tpipe).",
       where="kernel")
    .form("sync.notify", *void(("pipe", _PIPE), ("tpipe", _PIPE), ("id", enum("event_t"))))
    .form("sync.notify", *void(("pipe", _PIPE), ("tpipe", _PIPE), ("id", C_INT))),
    fn("asc_sync_wait", _H, "tpipe waits for the flag event_id that pipe sets before its later work.",
       where="kernel")
    .form("sync.wait", *void(("pipe", _PIPE), ("tpipe", _PIPE), ("id", enum("event_t"))))
    .form("sync.wait", *void(("pipe", _PIPE), ("tpipe", _PIPE), ("id", C_INT))),
    fn("asc_sync_pipe", _H, "Barrier within pipe: its later work starts after its earlier work is done "
       "(PIPE_ALL: every pipe).", where="kernel")
    .form("sync.pipe_barrier", *void(("pipe", _PIPE))),
    fn("asc_sync_vec", _H, "Full barrier of every pipe (as asc_sync).", where="kernel")
    .form("sync.barrier", *void()),
    fn("asc_sync_mte2", _H, "MTE2 sets and waits flag id towards MTE3 and V, then a barrier within MTE2: later "
       "MTE3 and V work sees every earlier GM->UB copy.", where="kernel")
    .form("sync.mte_handoff", *void(("id", C_INT)), extra=("MTE2", "MTE3", "V")),
    fn("asc_sync_mte3", _H, "MTE3 sets and waits flag id towards MTE2 and V, then a barrier within MTE3: later "
       "MTE2 and V work sees every earlier UB->GM copy.", where="kernel")
    .form("sync.mte_handoff", *void(("id", C_INT)), extra=("MTE3", "MTE2", "V")),
    fn("asc_sync", _H, "Full barrier: every pipe's earlier work completes before any later work.", where="kernel")
    .form("sync.barrier", *void()),
]
