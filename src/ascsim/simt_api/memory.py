"""Loads and stores with cache hints, cache maintenance, address-space tests (``device_functions.h``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..runtime import memory as rtmem
from ..runtime import simt, simt_memory, timeline
from ..spec import Overload, impls
from .atomic import space_of


@impls.simt_memory.load_hint.register
def load_hint(overload: Overload, t: simt.Threads, m: Any, p: Any) -> Any:
    """``asc_ldcg``/``asc_ldca``: a load (ascsim models no cache, so the hint changes no value)."""
    space, alloc = space_of(p, overload.name)
    return simt_memory.load(t, space, alloc, p.off, overload.ret.elem.np if overload.ret.elem else np.dtype(np.uint8),
                            m, overload.name)


@impls.simt_memory.store_hint.register
def store_hint(overload: Overload, t: simt.Threads, m: Any, p: Any, val: Any) -> None:
    """``asc_stcg``/``asc_stwt``: a store."""
    space, alloc = space_of(p, overload.name)
    dt = overload.elem(0).np
    simt_memory.store(t, space, alloc, p.off, np.asarray(val, dt), dt, m, overload.name)


@impls.simt_memory.cache_line.register
def cache_line(overload: Overload, t: simt.Threads, m: Any, p: Any) -> None:
    """``asc_dcci_single``/``asc_dcci_entire``: ascsim's GM is always coherent: nothing to do."""
    return None


@impls.simt_memory.nop.register
def nop(overload: Overload, t: simt.Threads, m: Any) -> None:
    """``asc_nop()``: no effect on values; a running profile counts the cycles it holds its threads."""
    if timeline.ACTIVE is not None:
        timeline.ACTIVE.simt_nop(t, m)


@impls.simt_memory.space_test.register
def space_test(overload: Overload, t: simt.Threads, m: Any, p: Any) -> Any:
    """``__isGlobal``/``__isUbuf``/``__isLocal``: 1 where the pointer reaches that space."""
    (space,) = overload.extra
    mem = getattr(getattr(p, "mem", None), "mem", None)
    got = "gm" if mem is rtmem.GM else "ub" if isinstance(mem, rtmem.MemorySpace) else "local"
    return np.uint32(got == space)
