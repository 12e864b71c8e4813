"""Library calls of SIMT device code in the lockstep engine: the SIMT functions (barrier, fences,
atomics, warp functions, lane masks) and the C library subset (``printf``, ``assert``), found by name
in a table. Their semantics are :mod:`ascsim.ops.simt_warp` and :mod:`ascsim.ops.simt_atomic`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ..ops import simt_atomic, simt_warp
from ..runtime import simt, simt_memory
from ..runtime.simt_races import RACES
from . import ctype as T
from .compiler_base import qualified_name
from .errors import RunError
from .memory import DevMem, Pointer, read_cstring
from .simt_values import SFrame, X, as_array, dtype_of
from .stdlib import format_printf

Builder = Callable[[Any, Any, Any, list[X]], X]
NATIVES: dict[str, Builder] = {}


def native(*names: str) -> Callable[[Builder], Builder]:
    def reg(fn: Builder) -> Builder:
        for n in names:
            NATIVES[n] = fn
        return fn
    return reg


def native_call(lock: Any, c: Any, d: Any) -> X:
    """A call of a library function ``d``: its lockstep implementation, or the kernel runs thread by thread."""
    name = qualified_name(d)
    build = NATIVES.get(name) or NATIVES.get(d.spelling)
    if build is None:
        raise lock.refuse(c, f"the library function {name} in lockstep SIMT code")
    params = [p for p in d.get_children() if p.kind == lock.K.PARM_DECL]
    args: list[X] = []
    for i, a in enumerate(c.get_arguments()):
        if i < len(params) and name not in ("printf", "std::printf"):
            pty = lock.comp.ctype(params[i].type, params[i])
            args.append(lock.rvalue(a, pty.target if isinstance(pty, T.RefType) else pty))
        else:
            args.append(lock.expr(a))
    return build(lock, c, d, args)


# -- C library -----------------------------------------------------------------------------
@native("printf", "std::printf")
def _printf(lock: Any, c: Any, d: Any, args: list[X]) -> X:
    lock.prints = True  # blocks then run one at a time, so that each block's lines come together
    out = lock.comp.rt.stdout
    fmt, rest = args[0].ev, [a.ev for a in args[1:]]
    types = [a.ty for a in args[1:]]

    def run(f: SFrame, m: Any) -> Any:
        t = f.t
        who = np.arange(t.n) if m is None else np.flatnonzero(m)
        if who.size == 0:
            return np.int32(0)
        text = read_cstring(fmt(f, m))
        vals = [v(f, m) for v in rest]
        total = np.zeros(t.n, np.int32)
        for i in who:  # each thread prints its line, in thread order
            data = format_printf(text, [_lane_value(v, int(i)) for v in vals], types)
            out.write(data)
            total[i] = len(data)
        return total
    return X(T.INT, run)


def _lane_value(v: Any, i: int) -> Any:
    if isinstance(v, Pointer):
        off: Any = v.off  # lockstep pointers hold one offset per thread
        return Pointer(v.mem, int(off[i]) if np.ndim(off) else int(off))
    if v is None:
        return None
    a = v[i] if np.ndim(v) else v
    return float(a) if isinstance(a, np.floating) else int(a) if isinstance(a, (np.integer, np.bool_)) else a


@native("__ascsim_assert_fail")
def _assert(lock: Any, c: Any, d: Any, args: list[X]) -> X:
    text = args[0].ev

    def run(f: SFrame, m: Any) -> Any:
        t = f.t
        if m is None or m.any():
            i = 0 if m is None else int(np.flatnonzero(m)[0])
            expr = read_cstring(text(f, m)).decode(errors="replace")
            raise RunError(f"{t.who(i)}: assertion failed: {expr}")
        return None
    return X(T.VOID, run)


# -- synchronisation -----------------------------------------------------------------------
@native("asc_syncthreads", "__syncthreads")
def _syncthreads(lock: Any, c: Any, d: Any, args: list[X]) -> X:
    def run(f: SFrame, m: Any) -> Any:
        simt.divergent_barrier(f.t, m, "asc_syncthreads()")
        f.t.barriers += 1
        RACES.barrier()
        return None
    return X(T.VOID, run)


@native("asc_threadfence", "asc_threadfence_block", "__threadfence", "__threadfence_block")
def _fence(lock: Any, c: Any, d: Any, args: list[X]) -> X:
    # The engine performs every access in program order, so a fence has nothing left to order.
    return X(T.VOID, lambda f, m: None)


# -- atomics -------------------------------------------------------------------------------
def _atomic(op: str) -> Builder:
    update = simt_atomic.UPDATES[op]

    def build(lock: Any, c: Any, d: Any, args: list[X]) -> X:
        ptr, operands = args[0], args[1:]
        if not isinstance(ptr.ty, T.PtrType):
            raise lock.refuse(c, f"asc_atomic_{op} on a {ptr.ty.name}")
        dt = dtype_of(ptr.ty.pointee)
        if dt is None:
            raise lock.refuse(c, f"asc_atomic_{op} on {ptr.ty.pointee.name}")
        pe = ptr.ev
        evs = [o.ev for o in operands]
        what = f"asc_atomic_{op}"

        def run(f: SFrame, m: Any) -> Any:
            p = pe(f, m)
            if p is None or not isinstance(p.mem, DevMem):
                raise RunError(f"{what}: the address must point into GM or UB")
            vals = [e(f, m) for e in evs]
            return simt_memory.atomic(f.t, p.mem.mem, p.mem.alloc, p.off, dt, m, update, vals, what)
        return X(ptr.ty.pointee, run)
    return build


for _op in simt_atomic.UPDATES:
    NATIVES[f"asc_atomic_{_op}"] = _atomic(_op)


# -- warp functions ------------------------------------------------------------------------
def _rows(t: simt.Threads, v: Any, m: Any, fill: Any = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Values and active flags laid out as warps (rows of 32 lanes), and where each lane came from."""
    rows = t.warp_rows()
    exists = rows >= 0
    safe = np.where(exists, rows, 0)
    vals = as_array(t, v)[safe]
    active = exists & (True if m is None else t.full(m)[safe])
    return vals, active, safe


def _back(t: simt.Threads, per_lane: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Per-lane results (warps x 32) back in thread order."""
    rows = t.warp_rows()
    out = np.zeros(t.n, dtype)
    ok = rows >= 0
    out[rows[ok]] = per_lane[ok]
    return out


def _per_warp(t: simt.Threads, per_warp: np.ndarray) -> np.ndarray:
    return _back(t, np.repeat(per_warp[:, None], simt.WARP_SIZE, axis=1), per_warp.dtype)


def _shfl(kind: str) -> Builder:
    def build(lock: Any, c: Any, d: Any, args: list[X]) -> X:
        var, arg = args[0], args[1]
        width = args[2].ev if len(args) > 2 else (lambda f, m: np.int32(simt.WARP_SIZE))
        ve, ae = var.ev, arg.ev
        dt = dtype_of(var.ty)
        assert dt is not None

        def run(f: SFrame, m: Any) -> Any:
            t = f.t
            vals, _, safe = _rows(t, ve(f, m), m)
            a = as_array(t, ae(f, m))[safe]
            w = as_array(t, width(f, m))[safe]
            src = simt_warp.shfl_source(kind, a, w)
            return _back(t, simt_warp.shfl(vals, src), dt)
        return X(var.ty, run)
    return build


for _k, _n in (("idx", "asc_shfl"), ("up", "asc_shfl_up"), ("down", "asc_shfl_down"), ("xor", "asc_shfl_xor")):
    NATIVES[_n] = _shfl(_k)


def _reduce(op: str) -> Builder:
    def build(lock: Any, c: Any, d: Any, args: list[X]) -> X:
        ve = args[0].ev
        dt = dtype_of(args[0].ty)
        assert dt is not None

        def run(f: SFrame, m: Any) -> Any:
            t = f.t
            vals, active, _ = _rows(t, np.asarray(ve(f, m), dt), m)
            return _per_warp(t, simt_warp.reduce(op, vals, active))
        return X(args[0].ty, run)
    return build


for _op in ("add", "max", "min"):
    NATIVES[f"asc_reduce_{_op}"] = _reduce(_op)


def _vote(fn: Callable[..., np.ndarray], ty: T.CType, uses_pred: bool = True) -> Builder:
    def build(lock: Any, c: Any, d: Any, args: list[X]) -> X:
        pe = args[0].ev if uses_pred else None

        def run(f: SFrame, m: Any) -> Any:
            t = f.t
            if pe is None:
                _, active, _ = _rows(t, 0, m)
                return _per_warp(t, fn(active))
            vals, active, _ = _rows(t, pe(f, m), m)
            return _per_warp(t, fn(vals, active))
        return X(ty, run)
    return build


NATIVES["asc_all"] = _vote(simt_warp.vote_all, T.INT)
NATIVES["asc_any"] = _vote(simt_warp.vote_any, T.INT)
NATIVES["asc_ballot"] = _vote(simt_warp.ballot, T.UINT)
NATIVES["asc_activemask"] = _vote(simt_warp.activemask, T.UINT, uses_pred=False)


@native("laneid", "asc_laneid")
def _laneid(lock: Any, c: Any, d: Any, args: list[X]) -> X:
    return X(T.UINT, lambda f, m: f.t.lane)


def _lanemask(kind: str) -> Builder:
    table = simt_warp.lanemask(kind)

    def build(lock: Any, c: Any, d: Any, args: list[X]) -> X:
        return X(T.UINT, lambda f, m: table[f.t.lane])
    return build


for _k in ("eq", "lt", "le", "gt", "ge"):
    NATIVES[f"lanemask_{_k}"] = _lanemask(_k)
