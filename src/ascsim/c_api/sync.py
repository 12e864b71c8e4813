"""Pipe synchronisation: ``asc_sync_notify``, ``asc_sync_wait``, ``asc_sync``."""

from __future__ import annotations

from typing import Any

from ..runtime.context import CTX
from ..runtime.sync import event_of, pipe_of
from ._args import scalar_core


def _flag(func: str, pipe: Any, tpipe: Any, event: Any) -> tuple[Any, Any, Any]:
    scalar_core(func)
    return pipe_of(pipe, f"{func} pipe"), pipe_of(tpipe, f"{func} tpipe"), event_of(event, f"{func} event")


def asc_sync_notify(pipe: Any, tpipe: Any, event: Any) -> None:
    """``__aicore__ inline void asc_sync_notify(pipe_t pipe, pipe_t tpipe, event_t event_id)``:
    ``pipe`` sets the flag once its earlier work is done."""
    p, t, e = _flag("asc_sync_notify", pipe, tpipe, event)
    assert CTX.sync is not None
    CTX.sync.notify(p, t, e)


def asc_sync_wait(pipe: Any, tpipe: Any, event: Any) -> None:
    """``__aicore__ inline void asc_sync_wait(pipe_t pipe, pipe_t tpipe, event_t event_id)``:
    ``tpipe`` waits for the flag before its later work."""
    p, t, e = _flag("asc_sync_wait", pipe, tpipe, event)
    assert CTX.sync is not None
    CTX.sync.wait(p, t, e)


def asc_sync() -> None:
    """``__aicore__ inline void asc_sync()``: full barrier, every pipe's earlier work completes."""
    scalar_core("asc_sync")
    assert CTX.sync is not None
    CTX.sync.barrier()
