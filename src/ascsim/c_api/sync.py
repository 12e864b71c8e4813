"""Pipe synchronisation: ``asc_sync_notify``, ``asc_sync_wait``, barriers, ``asc_mem_bar``."""

from __future__ import annotations

from typing import Any

from ..arch import MemBar, Pipe
from ..errors import AscValueError
from ..runtime.context import CTX
from ..runtime.sync import SyncState, event_of, pipe_of
from ..spec import Overload


def _sync() -> SyncState:
    assert CTX.sync is not None  # the facade checked that a kernel runs
    return CTX.sync


def notify(ov: Overload, pipe: Any, tpipe: Any, event: Any) -> None:
    """``asc_sync_notify``: ``pipe`` sets the flag once its earlier work is done."""
    f = ov.name
    _sync().notify(pipe_of(pipe, f"{f} pipe"), pipe_of(tpipe, f"{f} tpipe"), event_of(event, f"{f} id"))


def wait(ov: Overload, pipe: Any, tpipe: Any, event: Any) -> None:
    """``asc_sync_wait``: ``tpipe`` waits for the flag before its later work."""
    f = ov.name
    _sync().wait(pipe_of(pipe, f"{f} pipe"), pipe_of(tpipe, f"{f} tpipe"), event_of(event, f"{f} id"))


def barrier(ov: Overload) -> None:
    """``asc_sync``/``asc_sync_vec``: every pipe's earlier work completes before any later work."""
    _sync().barrier()


def pipe_barrier(ov: Overload, pipe: Any) -> None:
    """``asc_sync_pipe``: later work of ``pipe`` starts after its earlier work; ``PIPE_ALL`` is a full barrier.

    A barrier within one pipe does not order it against other pipes, so it leaves the cross-pipe
    hazard clocks unchanged (same-pipe accesses are never reported).
    """
    if pipe_of(pipe, f"{ov.name} pipe") is Pipe.PIPE_ALL:
        _sync().barrier()


def mte_handoff(ov: Overload, event: Any) -> None:
    """``asc_sync_mte2(id)``/``asc_sync_mte3(id)``: the pipe sets flag ``id`` towards each of the two
    others and they wait for it, then a barrier within the pipe (ordered within itself already)."""
    src, *targets = (Pipe[f"PIPE_{p}"] for p in ov.extra)
    e = event_of(event, f"{ov.name} id")
    sync = _sync()
    for t in targets:
        sync.notify(src, t, e)
    for t in targets:
        sync.wait(src, t, e)


#: Barrier kinds that order an earlier vector store before a later vector load: the pair the
#: hazard checker watches inside a VF (``CTX.vf_epoch``).
_ORDERS_VST_VLD = frozenset({MemBar.VV_ALL, MemBar.VST_VLD})


def mem_bar(ov: Overload, kind: Any) -> None:
    """``asc_mem_bar``: inside a VF, order the earlier accesses the kind names before the later ones.

    The simulator runs in program order anyway; the kinds that order a vector store before a vector
    load start a new ``CTX.vf_epoch``, which the hazard checker compares.
    """
    try:
        k = MemBar(int(kind))
    except (TypeError, ValueError):
        raise AscValueError(f"asc_mem_bar: {kind!r} is not a barrier kind; valid: "
                            + ", ".join(m.name for m in MemBar)) from None
    if k in _ORDERS_VST_VLD:
        CTX.mem_bar()
