"""Loads and stores with cache hints, cache maintenance, address-space tests (``device_functions.h``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import AscValueError
from ..runtime import memory as rtmem
from ..runtime import simt, simt_memory, timeline
from ..spec import Overload, impls
from ..spec.types import CType
from .atomic import space_of


def vector_dtype(ty: CType) -> np.dtype:
    """A vector type as one numpy record of its members (so that it moves as one access of its size,
    aligned to it)."""
    assert ty.elem is not None
    return np.dtype([(name, ty.elem.np) for name in "xyzw"[:ty.count]])


def from_records(records: Any, ty: CType) -> np.ndarray:
    """Records of :func:`vector_dtype` as an array with the members on the last axis."""
    assert ty.elem is not None
    a = np.asarray(records)
    return np.ascontiguousarray(a).reshape(-1).view(ty.elem.np).reshape(a.shape + (ty.count,))


def to_records(values: Any, ty: CType) -> np.ndarray:
    """An array with the members on the last axis as records of :func:`vector_dtype`."""
    assert ty.elem is not None
    v = np.ascontiguousarray(np.asarray(values, ty.elem.np))
    return v.view(vector_dtype(ty)).reshape(v.shape[:-1])


@impls.simt_memory.load_hint.register
def load_hint(overload: Overload, t: simt.Threads, m: Any, p: Any) -> Any:
    """``asc_ldcg``/``asc_ldca``: a load (ascsim models no cache, so the hint changes no value)."""
    space, alloc = space_of(p, overload.name)
    ret = overload.ret
    if ret.kind == "vec":
        if m is not None and np.ndim(p.off) == 0 and not m.any():
            return np.zeros(ret.count, ret.elem.np if ret.elem else np.uint8)
        return from_records(simt_memory.load(t, space, alloc, p.off, vector_dtype(ret), m, overload.name), ret)
    return simt_memory.load(t, space, alloc, p.off, ret.elem.np if ret.elem else np.dtype(np.uint8), m,
                            overload.name)


@impls.simt_memory.store_hint.register
def store_hint(overload: Overload, t: simt.Threads, m: Any, p: Any, val: Any) -> None:
    """``asc_stcg``/``asc_stwt``: a store."""
    space, alloc = space_of(p, overload.name)
    ty = overload.params[1].ty
    if ty.kind == "vec":
        simt_memory.store(t, space, alloc, p.off, to_records(val, ty), vector_dtype(ty), m, overload.name)
        return
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
    return np.uint32(_space(p) == space)


_SPACE_NAMES = {"gm": "Global Memory", "ub": "the Unified Buffer", "local": "the thread's own memory"}


def _space(p: Any) -> str:
    mem = getattr(getattr(p, "mem", None), "mem", None)
    return "gm" if mem is rtmem.GM else "ub" if isinstance(mem, rtmem.MemorySpace) else "local"


@impls.simt_memory.to_address.register
def to_address(overload: Overload, t: simt.Threads, m: Any, p: Any) -> Any:
    """``__cvta_generic_to_global``/``_ubuf``/``_local``: the address of the pointer in its space (the GM
    address, the UB byte offset); 0 for a null pointer."""
    (space,) = overload.extra
    if p is None:
        return np.uint64(0)
    got = _space(p)
    if got != space:
        raise AscValueError(f"{overload.name}: the pointer points into {_SPACE_NAMES[got]}, not into "
                            f"{_SPACE_NAMES[space]} (the vendor's compiler rejects such a call)")
    if space == "local":
        raise AscValueError(f"{overload.name}: ascsim gives the thread's own memory no addresses; pass a pointer "
                            "into GM or UB to __cvta_generic_to_global or __cvta_generic_to_ubuf")
    return np.asarray(p.off).astype(np.uint64)


@impls.simt_memory.from_address.register
def from_address(overload: Overload, t: simt.Threads, m: Any, raw: Any) -> Any:
    """``__cvta_global_to_generic``/``_ubuf_``/``_local_``: a pointer to that address of the space (not
    checked here: an access through it is, as any access)."""
    (space,) = overload.extra
    if space == "local":
        raise AscValueError(f"{overload.name}: ascsim gives the thread's own memory no addresses, so no address "
                            "converts back to a pointer into it")
    mem = rtmem.GM if space == "gm" else rtmem.CTX.require_ub(overload.name)
    return simt_memory.SimtAddress(mem, np.asarray(raw).astype(np.uint64).astype(np.int64))
