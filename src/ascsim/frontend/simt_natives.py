"""Library calls of SIMT device code in the lockstep engine: the SIMT API (the spec's overload, which its
declaration's annotation names, run by its :mod:`ascsim.simt_api` implementation) and the C library subset
(``printf``, ``assert``), found by name in a table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .. import simt_api  # noqa: F401  (registers the SIMT implementations the spec names)
from ..errors import DeviceTrap
from ..runtime.simt_memory import SimtAddress
from ..runtime.simt_ramp import Ramp, plain
from ..spec import Overload, simt_by_name, simt_overloads
from ..spec.types import CType
from . import ctype as T
from .clangutil import assert_line, pretty_function
from .compiler_base import qualified_name
from .memory import DevMem, Pointer, read_cstring
from .simt_values import Rec, SFrame, X, array_pointer, dtype_of, members_as, members_raw
from .stdlib import format_printf

Builder = Callable[[Any, Any, Any, list[X]], X]
NATIVES: dict[str, Builder] = {}


def native(*names: str) -> Callable[[Builder], Builder]:
    def reg(fn: Builder) -> Builder:
        for n in names:
            NATIVES[n] = fn
        return fn
    return reg


def spec_overload(comp: Any, d: Any) -> Overload | None:
    """The SIMT spec's overload that the declaration ``d`` is: by the annotation the generated headers put
    on it, else (a name ``<cmath>`` declares too) by its name and parameter types."""
    for ch in d.get_children():
        if ch.kind == comp.kinds.ANNOTATE_ATTR and ch.spelling.startswith("ascsim_simt:"):
            return simt_overloads()[int(ch.spelling.rsplit(":", 1)[1])]
    forms = simt_by_name().get(d.spelling)
    if not forms or qualified_name(d) not in (d.spelling, f"std::{d.spelling}"):
        return None
    types = [p.type.get_canonical().spelling for p in d.get_children() if p.kind == comp.kinds.PARM_DECL]
    for overload in forms:
        if [p.ty.c for p in overload.params] == types:
            return overload
    return None


def native_call(lock: Any, c: Any, d: Any) -> X:
    """A call of a library function ``d``: its lockstep implementation, or the kernel runs thread by thread."""
    name = qualified_name(d)
    overload = spec_overload(lock.comp, d)
    if overload is not None:
        return _spec_call(lock, c, d, overload)
    build = NATIVES.get(name) or NATIVES.get(d.spelling)
    if build is None:
        raise lock.refuse(c, f"the library function {name} in lockstep SIMT code")
    params = [p for p in d.get_children() if p.kind == lock.kinds.PARM_DECL]
    args: list[X] = []
    for i, a in enumerate(c.get_arguments()):
        if i < len(params) and name not in ("printf", "std::printf"):
            pty = lock.comp.ctype(params[i].type, params[i])
            args.append(lock.rvalue(a, pty.target if isinstance(pty, T.RefType) else pty))
        else:
            args.append(lock.expr(a))
    return build(lock, c, d, args)


def _spec_call(lock: Any, c: Any, d: Any, overload: Overload) -> X:
    """A call of a SIMT API function: the arguments as the declaration's parameter types, then the
    implementation of the overload over the active threads."""
    params = [p for p in d.get_children() if p.kind == lock.kinds.PARM_DECL]
    evs = []
    for i, a in enumerate(c.get_arguments()):
        pty = lock.comp.ctype(params[i].type, params[i])
        evs.append(lock.rvalue(a, pty.target if isinstance(pty, T.RefType) else pty).ev)
    ret = lock.comp.ctype(d.result_type, d)
    want = dtype_of(ret)
    impl = overload.impl.function
    assert impl is not None
    # A vector type (int2, half2 ...) is a record here and an array of its members at the facade.
    vec_args = [i for i, p in enumerate(overload.params) if p.ty.kind == "vec"]
    if vec_args or overload.ret.kind == "vec":
        evs = [_vector_arg(ev, p.ty) if p.ty.kind == "vec" else ev for ev, p in zip(evs, overload.params, strict=True)]
        if overload.ret.kind == "vec":
            def run_vec(f: SFrame, m: Any) -> Any:
                return vector_to_record(impl(overload, f.t, m, *[e(f, m) for e in evs]), overload.ret)
            return X(ret, run_vec)
    if not evs:
        def run0(f: SFrame, m: Any) -> Any:
            return impl(overload, f.t, m)
        return X(ret, run0)

    def run(f: SFrame, m: Any) -> Any:
        r = impl(overload, f.t, m, *[_plain(e(f, m)) for e in evs])
        if isinstance(r, SimtAddress):  # a pointer made from an address: of no allocation in particular
            return array_pointer(DevMem.of(r.mem, None), r.off)
        if want is not None and getattr(r, "dtype", want) != want:
            r = np.asarray(r).astype(want)
        return r
    return X(ret, run)


def _plain(v: Any) -> Any:
    """An argument as the SIMT API takes it: thread indices kept as formulas (:class:`Ramp`) made arrays."""
    if isinstance(v, Pointer) and isinstance(v.off, Ramp):
        return Pointer(v.mem, plain(v.off))
    return plain(v)


def vector_members(value: Rec, ty: CType) -> np.ndarray:
    """A vector type's record value as an array whose last axis holds its members."""
    assert ty.elem is not None
    step = ty.elem.size
    members = [np.asarray(value.v[k * step]) for k in range(ty.count)]
    return members_as(np.stack(np.broadcast_arrays(*members), axis=-1), ty.elem)


def vector_to_record(value: Any, ty: CType) -> Rec:
    """The facade's vector (members on the last axis) as the record value of ``ty``."""
    assert ty.elem is not None
    a = members_raw(value, ty.elem)
    return Rec({k * ty.elem.size: a[..., k] for k in range(ty.count)})


def _vector_arg(ev: Any, ty: CType) -> Any:
    def run(f: SFrame, m: Any) -> Any:
        return vector_members(ev(f, m), ty)
    return run


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
    """A failed ``assert``: each failing thread prints the chip's [ASSERT] line and its block stops (blocks then
    run one at a time, as for printf: the other blocks run on)."""
    lock.prints = True
    text, file, line = (a.ev for a in args)
    function = pretty_function(lock.fn.decl) if lock.fn is not None and lock.fn.decl is not None else "?"
    out = lock.comp.rt.stdout

    def run(f: SFrame, m: Any) -> Any:
        t = f.t
        who = np.arange(t.n) if m is None else np.flatnonzero(m)
        if who.size == 0:
            return None
        expr = read_cstring(text(f, m)).decode(errors="replace")
        where = read_cstring(file(f, m)).decode(errors="replace")
        lines = np.broadcast_to(np.asarray(line(f, m)), (t.n,))
        for i in who:
            out.write(assert_line(where, int(lines[i]), function, expr).encode())
        raise DeviceTrap(f"{t.who(int(who[0]))}: assertion failed: {expr}")
    return X(T.VOID, run)
