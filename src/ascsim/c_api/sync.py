"""Pipe synchronisation: ``asc_sync_notify``, ``asc_sync_wait``, ``asc_sync``, pipe barriers, ``asc_mem_bar``."""

from __future__ import annotations

from typing import Any

from ..arch import MemBar, Pipe
from ..errors import AscValueError
from ..runtime.context import CTX, register_op_active
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


#: Barrier kinds that order an earlier vector store before a later vector load: the pair the
#: hazard checker watches inside a VF (``CTX.vf_epoch``).
_ORDERS_VST_VLD = frozenset({MemBar.VV_ALL, MemBar.VST_VLD})


def asc_mem_bar(kind: Any) -> None:
    """``__simd_callee__ inline void asc_mem_bar(mem_bar_t kind)``, kind one of ``VV_ALL, VST_VLD, VLD_VST,
    VST_VST, VS_ALL, VST_LD, VLD_ST, VST_ST, SV_ALL, ST_VLD, LD_VST, ST_VST``.

    Inside a VF, orders the earlier accesses the kind names before the later ones (e.g. VST_VLD: vector
    stores before vector loads), for UB reached through different registers. The simulator runs in
    program order anyway; the kinds that order a vector store before a vector load start a new
    ``CTX.vf_epoch``, which the hazard checker compares.
    """
    try:
        k = MemBar(int(kind))
    except (TypeError, ValueError):
        raise AscValueError(f"asc_mem_bar: {kind!r} is not a barrier kind; valid: "
                            + ", ".join(m.name for m in MemBar)) from None
    if not register_op_active("asc_mem_bar"):
        return
    if k in _ORDERS_VST_VLD:
        CTX.mem_bar()


def asc_sync_pipe(pipe: Any) -> None:
    """``__aicore__ inline void asc_sync_pipe(pipe_t pipe)``: barrier within ``pipe``.

    Later work of ``pipe`` starts only after all its earlier work is done; ``PIPE_ALL`` is a full
    barrier (as :func:`asc_sync`). A barrier within one pipe does not order it against other pipes,
    so it leaves the cross-pipe hazard clocks unchanged (same-pipe accesses are never reported).
    """
    scalar_core("asc_sync_pipe")
    p = pipe_of(pipe, "asc_sync_pipe pipe")
    assert CTX.sync is not None
    if p is Pipe.PIPE_ALL:
        CTX.sync.barrier()


def asc_sync_mte2() -> None:
    """``__aicore__ inline void asc_sync_mte2()``: ``asc_sync_pipe(PIPE_MTE2)``, barrier within the GM->UB copies."""
    scalar_core("asc_sync_mte2")
    asc_sync_pipe(Pipe.PIPE_MTE2)


def asc_sync_mte3() -> None:
    """``__aicore__ inline void asc_sync_mte3()``: ``asc_sync_pipe(PIPE_MTE3)``, barrier within the UB->GM copies."""
    scalar_core("asc_sync_mte3")
    asc_sync_pipe(Pipe.PIPE_MTE3)
