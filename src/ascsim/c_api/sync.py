"""Synchronisation: ``asc_sync_notify``, ``asc_sync_wait``, barriers, ``asc_mem_bar``, the cross-core flags
(``asc_sync_inter_*``, ``_subblock_*``, ``_block_*``, ``_intra_*``), ``asc_lock``/``asc_unlock`` and
``asc_sync_data_barrier``."""

from __future__ import annotations

from typing import Any

from ..arch import CoreType, MemBar, Pipe
from ..errors import AscValueError
from ..runtime import crosscore
from ..runtime import sync as rs
from ..runtime.context import CTX
from ..runtime.sync import SyncState, event_of, notify_args, pipe_of
from ..spec import Overload, impls
from ..spec.enums import ascMutexExecuteMode, mem_dsb_t


def _sync() -> SyncState:
    assert CTX.sync is not None  # the facade checked that a kernel runs
    return CTX.sync


@impls.sync.notify.register
def notify(overload: Overload, pipe: Any, tpipe: Any, event: Any) -> None:
    """``asc_sync_notify``: ``pipe`` sets the flag once its earlier work is done."""
    _sync().notify(*notify_args(overload.name, pipe, tpipe, event))


@impls.sync.wait.register
def wait(overload: Overload, pipe: Any, tpipe: Any, event: Any) -> None:
    """``asc_sync_wait``: ``tpipe`` waits for the flag before its later work."""
    _sync().wait(*notify_args(overload.name, pipe, tpipe, event))


@impls.sync.barrier.register
def barrier(overload: Overload) -> None:
    """``asc_sync``/``asc_sync_vec``: every pipe's earlier work completes before any later work."""
    _sync().barrier()


@impls.sync.pipe_barrier.register
def pipe_barrier(overload: Overload, pipe: Any) -> None:
    """``asc_sync_pipe``: later work of ``pipe`` starts after its earlier work; ``PIPE_ALL`` is a full barrier.

    A barrier within one pipe does not order it against other pipes, so it leaves the cross-pipe
    hazard clocks unchanged (same-pipe accesses are never reported).
    """
    if pipe_of(pipe, f"{overload.name} pipe") is Pipe.PIPE_ALL:
        _sync().barrier()


@impls.sync.mte_handoff.register
def mte_handoff(overload: Overload, event: Any) -> None:
    """``asc_sync_mte2(id)``/``asc_sync_mte3(id)``: the pipe sets flag ``id`` towards each of the two
    others and they wait for it, then a barrier within the pipe (ordered within itself already)."""
    src, *targets = (Pipe[f"PIPE_{p}"] for p in overload.extra)
    e = event_of(event, f"{overload.name} id")
    sync = _sync()
    for t in targets:
        sync.notify(src, t, e)
    for t in targets:
        sync.wait(src, t, e)


#: Barrier kinds that order an earlier vector store before a later vector load: the pair the
#: hazard checker watches inside a VF (``CTX.vf_epoch``).
_ORDERS_VST_VLD = frozenset({MemBar.VV_ALL, MemBar.VST_VLD})


@impls.sync.mem_bar.register
def mem_bar(overload: Overload, kind: Any) -> None:
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


@impls.sync.arrive.register
def arrive(overload: Overload, pipe: Any, flag: Any) -> None:
    """``asc_sync_inter_arrive``/``asc_sync_subblock_arrive``: arrive at the flag once ``pipe``'s earlier
    work is done."""
    f = overload.name
    rs.arrive(f, overload.extra[0], rs.cross_pipe(f, pipe), rs.flag_of(f, flag))


@impls.sync.wait_flag.register
def wait_flag(overload: Overload, pipe: Any, flag: Any) -> None:
    """``asc_sync_inter_wait``/``asc_sync_subblock_wait``: wait until this block's counter is above 0."""
    f = overload.name
    rs.wait(f, overload.extra[0], rs.cross_pipe(f, pipe), rs.flag_of(f, flag))


def _partner_limit(overload: Overload) -> int:
    # asc_sync_intra_*: a vector core names its own 16 ids; the cube core names 32 (16 per vector core).
    return 32 if overload.extra[0] == "intra" and CTX.core is CoreType.AIC else 16


@impls.sync.partner_arrive.register
def partner_arrive(overload: Overload, pipe: Any, flag: Any) -> None:
    """``asc_sync_block_arrive``/``asc_sync_intra_arrive``: the arrival goes to the other core type of the
    AI Core (:mod:`ascsim.runtime.crosscore` in a ``__mix__`` launch); a launch of one core type runs none:
    checked, then nothing."""
    f = overload.name
    p = rs.cross_pipe(f, pipe)
    v = rs.flag_of(f, flag, _partner_limit(overload))
    if crosscore.mixed():  # a __mix__ launch runs the partner cores
        crosscore.arrive(f, overload.extra[0], p, v)
        return
    rs.atomic_point(f)


@impls.sync.partner_wait.register
def partner_wait(overload: Overload, pipe: Any, flag: Any) -> None:
    """``asc_sync_block_wait``/``asc_sync_intra_wait``: a counter only the other core type sets (in a
    ``__mix__`` launch); a launch of one core type never sets it, which is a deadlock."""
    f = overload.name
    p = rs.cross_pipe(f, pipe)
    v = rs.flag_of(f, flag, _partner_limit(overload))
    if crosscore.mixed():
        crosscore.wait(f, overload.extra[0], p, v)
        return
    rs.partner_wait(f, p, v)


@impls.sync.data_barrier.register
def data_barrier(overload: Overload, arg: Any) -> None:
    """``asc_sync_data_barrier``: the scalar unit's accesses already complete in order here; the kind is checked."""
    try:
        mem_dsb_t(int(arg))
    except (TypeError, ValueError):
        raise AscValueError(f"{overload.name}: {arg!r} is not a mem_dsb_t; valid: "
                            + ", ".join(m.name for m in mem_dsb_t)) from None


def _mutex_args(overload: Overload, pipe: Any, mutex: Any, mode: Any) -> tuple[Pipe, int, int]:
    f = overload.name
    p = pipe_of(pipe, f"{f} pipe")
    if p is Pipe.PIPE_ALL:
        raise AscValueError(f"{f}: PIPE_ALL is no pipe a mutex can be taken on; name one pipe")
    m = int(mutex)
    if not 0 <= m <= 31:
        raise AscValueError(f"{f}: mutex_id {m} is out of range; it must be in [0, 31]")
    try:
        k = ascMutexExecuteMode(int(mode))
    except (TypeError, ValueError):
        raise AscValueError(f"{f}: {mode!r} is not an ascMutexExecuteMode; valid: ASC_LOCK_BLOCK, "
                            "ASC_LOCK_NON_BLOCK") from None
    return p, m, int(k)


@impls.sync.lock.register
def lock(overload: Overload, pipe: Any, mutex: Any, mode: Any = ascMutexExecuteMode.ASC_LOCK_BLOCK) -> None:
    """``asc_lock(pipe, mutex_id[, mode])``: take the mutex for ``pipe``."""
    _sync().lock(overload.name, *_mutex_args(overload, pipe, mutex, mode))


@impls.sync.unlock.register
def unlock(overload: Overload, pipe: Any, mutex: Any, mode: Any = ascMutexExecuteMode.ASC_LOCK_BLOCK) -> None:
    """``asc_unlock(pipe, mutex_id[, mode])``: release the mutex once ``pipe``'s earlier work is done."""
    _sync().unlock(overload.name, *_mutex_args(overload, pipe, mutex, mode))
