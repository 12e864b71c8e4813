"""The thread-by-thread SIMT engine: the fallback for kernels the lockstep engine does not run.

The kernel is compiled by the program's ordinary compiler and run once per thread, in thread order;
``threadIdx`` and the other built-in indices read the running thread's values. Barriers and warp
functions need threads that run together, so a kernel that uses them must run in lockstep (it is
reported, with the construct that kept it from lockstep, when it cannot).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from ..dtypes import ElemType
from ..errors import MemoryAccessError
from ..runtime import blocks, parallel, simt
from ..runtime import memory as rtmem
from ..simt_api.atomic import check_space
from . import ctype as T
from .compiler_base import Compiled, Frame
from .errors import RunError
from .memory import ByteMem, DevMem, Pointer, RecMem
from .simt_values import members_as, members_raw

#: The array position of the thread that runs (thread-by-thread engine only).
RUNNING = [0]


def thread_runner(comp: Any, decl: Any) -> Callable[[simt.Threads, Sequence[Any]], None]:
    """``run(threads, args)``: the kernel's body once per thread."""
    body = comp.rt.calls.runner(comp.func(decl))

    def run(threads: simt.Threads, args: Sequence[Any]) -> None:
        for i in range(threads.n):
            if threads.exited[i]:
                continue
            RUNNING[0] = i
            body(*args)
    return run


def builtin_dim3(name: str, ty: T.CType) -> Compiled:
    """``threadIdx``, ``blockIdx``, ``blockDim`` or ``gridDim`` of the running thread, as a dim3 object."""
    attr = {"threadIdx": "tid", "blockIdx": "bid", "blockDim": "bdim", "gridDim": "gdim"}[name]

    def read(f: Frame) -> Pointer:
        t = simt.current()
        i = RUNNING[0]
        mem = RecMem(12, name)
        vals = [np.broadcast_to(a, (t.n,))[i] for a in getattr(t, attr)]
        mem.arr[:12] = np.array(vals, np.uint32).view(np.uint8)
        return Pointer(mem, 0)
    return Compiled(ty, read, read)


def atomic_call(op: str, update: Callable[..., Any], ty: T.CType, spaces: tuple[str, ...],
                elem_name: str) -> Callable[..., Any]:
    """One thread's ``asc_atomic_<op>(address, operands...)``: read, update, write; the old value.
    ``spaces`` are the memory spaces the form reaches (its spec entry's), ``elem_name`` its element type."""
    dt = np.dtype(ty.np) if isinstance(ty, T.FloatType) else None

    def run(p: Pointer | None, *operands: Any) -> Any:
        if p is None or not isinstance(p.mem, DevMem):
            raise RunError(f"asc_atomic_{op}: the address must point into GM or UB")
        space = p.mem.mem
        check_space(f"asc_atomic_{op}", elem_name, spaces, space)
        if p.off % ty.size:  # the plain scalar accesses below do not check alignment
            who = simt.current().who(RUNNING[0])
            raise MemoryAccessError(f"{who}: asc_atomic_{op} at {space.name.upper()} 0x{p.off:x} is not aligned to "
                                    f"{ty.size} bytes; a {ty.size}-byte element must be at an address that is a "
                                    f"multiple of {ty.size}")
        if space is rtmem.GM and blocks.active() is None:
            raise parallel.Fallback("a GM atomic")  # a parallel worker: the launch runs in one process
        hook, space.hook = space.hook, None  # an atomic is never a race with another atomic
        try:
            old = p.mem.load(p.off, ty)
            kind = dt or np.dtype({1: "i1", 2: "i2", 4: "i4", 8: "i8"}[ty.size] if getattr(ty, "signed", True)
                                  else {1: "u1", 2: "u2", 4: "u4", 8: "u8"}[ty.size])
            new = update(np.array([old], kind), *[np.array([o], kind) for o in operands])[0]
            p.mem.store(p.off, ty, new.item())
        finally:
            space.hook = hook
        return old
    return run


def _members(p: Pointer, st: T.StructType, elem: ElemType) -> np.ndarray:
    """A vector type's object as the array of its members (a one-byte float member loads as its raw byte)."""
    loaded = [p.mem.load(p.off + off, lt) for off, lt in sorted(st.scalars)]
    if elem.kind == "float" and elem.size == 1:
        return members_as(np.array(loaded, np.uint8), elem)
    return np.array(loaded, elem.np)


def _object(members: np.ndarray, st: T.StructType, elem: ElemType) -> Pointer:
    """The members a facade returned as a new object of the vector type ``st``."""
    obj = Pointer(ByteMem(st.size, st.name), 0)
    raw = members_raw(members, elem)
    for (off, lt), v in zip(sorted(st.scalars), raw.reshape(-1).tolist(), strict=True):
        obj.mem.store(off, lt, v)
    return obj


def native(native_call: Any) -> Compiled:
    """A SIMT function called by a kernel that runs thread by thread: the atomics and the functions of a
    thread's own values; the functions that need the block's or warp's threads together are reported."""
    # The lockstep engine's module: imported here, as only a kernel that runs thread by thread needs it.
    from ..spec import impls
    from .simt_natives import spec_overload

    name = native_call.name
    overload = spec_overload(native_call.comp, native_call.decl)
    if overload is not None and overload.impl is impls.simt_time.clock:
        clock = overload.impl.function
        assert clock is not None
        return Compiled(native_call.ret, lambda f: int(clock(overload, simt.current(), None)))
    if overload is not None and overload.impl is impls.simt_lanes.apply:
        evs = native_call.evs()
        impl = overload.impl.function
        assert impl is not None

        params = [p.target if isinstance(p, T.RefType) else p for p in native_call.params]
        ret = native_call.ret

        def lanes(f: Frame) -> Any:
            # A vector type (int2, half2 ...) is an object here and an array of its members at the facade.
            vals = [_members(v, pt, sp.ty.elem) if isinstance(pt, T.StructType) and sp.ty.elem else v
                    for v, pt, sp in zip([e(f) for e in evs], params, overload.params, strict=True)]
            r = impl(overload, None, None, *vals)
            if isinstance(ret, T.StructType) and overload.ret.elem is not None:
                return _object(np.asarray(r), ret, overload.ret.elem)
            a = np.asarray(r)
            return a.item() if a.dtype.kind in "iub" else a[()]
        return Compiled(native_call.ret, lanes)
    if overload is not None and overload.impl is impls.simt_atomic.atomic:
        evs = native_call.evs()
        update, spaces = overload.extra
        run = atomic_call(name.removeprefix("asc_atomic_"), update, native_call.ret, spaces, overload.elem(0).name)
        return Compiled(native_call.ret, lambda f: run(*[e(f) for e in evs]))
    if name in ("asc_threadfence", "asc_threadfence_block"):
        return Compiled(T.VOID, lambda f: None)
    raise native_call.fail(f"{name} in a SIMT kernel that runs thread by thread (it needs the threads of its block or "
                           "warp to run together; the kernel uses something the lockstep engine does not run)")
