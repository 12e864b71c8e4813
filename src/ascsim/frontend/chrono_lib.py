"""``<chrono>``: ``steady_clock``/``system_clock``/``high_resolution_clock::now()``, ``duration`` (its value
is its count), ``time_point`` (the count of its duration), ``duration_cast``, ``time_point_cast`` and
the arithmetic and comparisons of both.

A conversion between periods is ``duration_cast``'s: the count times the ratio of the periods in the
common type of the representations and ``intmax_t`` (integer counts are truncated toward zero; a
``double`` count is rounded once per operation). The clocks count nanoseconds of the host's
monotonic (``steady_clock``) and real-time (``system_clock``; ``high_resolution_clock`` is the same
clock, as in libstdc++) clocks.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from typing import Any

from . import ctype as T
from .calls import NativeCall
from .compiler import E, Frame
from .errors import RunError

_RATIO_RE = re.compile(r"ratio<\s*(-?\d+)L?\s*(?:,\s*(-?\d+)L?\s*)?>")

Period = tuple[T.CType, int, int]  #: (rep, num, den) of a duration type


def period_of(spelling: str) -> tuple[int, int]:
    """(num, den) of a ``std::ratio<N, D>`` type, reduced."""
    m = _RATIO_RE.search(spelling)
    if m is None:
        return 1, 1
    n, d = int(m.group(1)), int(m.group(2) or 1)
    g = math.gcd(n, d) or 1
    if d < 0:
        g = -g
    return n // g, d // g


def _dur(t: T.CType) -> Period:
    if isinstance(t, T.RefType):
        t = t.target
    if not isinstance(t, T.ClassType) or t.role not in ("duration", "time_point"):
        raise RunError(f"expected a std::chrono type, got {t.name}")
    if t.role == "time_point":
        t = t.arg[1]
    assert isinstance(t, T.ClassType)
    return t.arg


def _rep_fix(rep: T.CType) -> Callable[[Any], Any]:
    """A value as the representation type holds it (wrapped or rounded)."""
    if isinstance(rep, T.IntType):
        return lambda v: rep.wrap(int(v))
    if isinstance(rep, T.FloatType):
        return lambda v: rep.round(float(v))
    raise RunError(f"a duration whose count is a {rep.name}")


def _int_div(a: int, b: int) -> int:
    if b == 0:
        raise RunError("a duration divided by zero")
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def caster(src: Period, dst: Period) -> Callable[[Any], Any]:
    """``duration_cast<dst>(d).count()`` from the count of a ``src`` duration."""
    srep, sn, sd = src
    drep, dn, dd = dst
    num, den = sn * dd, sd * dn
    g = math.gcd(num, den)
    num, den = num // g, den // g
    fix = _rep_fix(drep)
    floating = isinstance(srep, T.FloatType) or isinstance(drep, T.FloatType)
    if num == 1 and den == 1:
        return fix
    if floating:
        # The common type is double (or float for two float reps: computed in float then).
        rnd = T.FLOAT.round if srep is T.FLOAT and drep is T.FLOAT else float
        if den == 1:
            return lambda v: fix(rnd(float(v) * num))
        if num == 1:
            return lambda v: fix(rnd(float(v) / den))
        return lambda v: fix(rnd(rnd(float(v) * num) / den))
    wrap = T.LLONG.wrap
    if den == 1:
        return lambda v: fix(wrap(v * num))
    if num == 1:
        return lambda v: fix(_int_div(v, den))
    return lambda v: fix(_int_div(wrap(v * num), den))


def _common(a: Period, b: Period) -> Period:
    rep = T.usual_arithmetic(a[0], b[0])
    num = math.gcd(a[1], b[1])
    den = a[2] // math.gcd(a[2], b[2]) * b[2]
    return rep, num, den


def _arith(rep: T.CType, op: str) -> Callable[[Any, Any], Any]:
    fix = _rep_fix(rep)
    if op == "+":
        return lambda x, y: fix(x + y)
    if op == "-":
        return lambda x, y: fix(x - y)
    if op == "*":
        return lambda x, y: fix(x * y)
    if isinstance(rep, T.IntType):
        return lambda x, y: fix(_int_div(int(x), int(y)))

    def fdiv(x: Any, y: Any) -> Any:
        if y == 0:
            return fix(math.copysign(math.inf, x) * math.copysign(1.0, y)) if x else math.nan
        return fix(x / y)
    return fdiv


def make_type(comp: Any, t: Any, qname: str, size: int, c: Any) -> T.ClassType:
    """The ClassType of ``std::chrono::duration<Rep, Period>`` or ``std::chrono::time_point<Clock, Duration>``."""
    if qname == "std::chrono::duration":
        rep = comp.ctype(t.get_template_argument_type(0), c)
        if not isinstance(rep, (T.IntType, T.FloatType)):
            raise comp.fail(c, f"a duration whose count is a {rep.name}")
        num, den = period_of(t.get_template_argument_type(1).get_canonical().spelling)
        return T.ClassType(f"std::chrono::duration<{rep.name}, ratio<{num}, {den}>>", size, "duration",
                           (rep, num, den))
    from .compiler import qualified_name

    clock = qualified_name(t.get_template_argument_type(0).get_declaration())
    dur = comp.ctype(t.get_template_argument_type(1), c)
    return T.ClassType(f"std::chrono::time_point<{clock}, {dur.name}>", size, "time_point", (clock, dur))


def construct(nc: NativeCall, ty: T.ClassType) -> E:
    """``duration(count)``, ``duration(other_duration)``, ``time_point(duration)``, ``time_point(other)``."""
    (src,) = nc.evs()
    st = _target(nc.params[0])
    if ty.role == "duration":
        if isinstance(st, T.ClassType):
            cast = caster(_dur(st), ty.arg)
            return E(ty, lambda f: cast(src(f)))
        fix = _rep_fix(ty.arg[0])
        conv = nc.comp.value_converter(st, ty.arg[0], nc.c) or (lambda v: v)
        return E(ty, lambda f: fix(conv(src(f))))
    cast = caster(_dur(st), _dur(ty))
    return E(ty, lambda f: cast(src(f)))


def _target(t: T.CType) -> T.CType:
    return t.target if isinstance(t, T.RefType) else t


def method(nc: NativeCall) -> E:
    """Member functions of a duration or a time point."""
    obj = nc.obj
    assert obj is not None
    ty = obj.ty
    assert isinstance(ty, T.ClassType)
    get, name = obj.ev, nc.name
    rep = _dur(ty)[0]
    if name in ("count", "time_since_epoch", "operator+") and not nc.arg_cursors:
        return E(_target(nc.ret), get)
    if name == "operator-" and not nc.arg_cursors:
        fix = _rep_fix(rep)
        return E(ty, lambda f: fix(-get(f)))
    if name in ("operator++", "operator--"):
        if obj.store is None or obj.loc is None:
            raise nc.fail(f"{name} on this expression")
        step = 1 if name == "operator++" else -1
        post = len(nc.arg_cursors) == 1
        store, fix = obj.store, _rep_fix(rep)

        def incdec(f: Frame) -> Any:
            old = get(f)
            store(f, fix(old + step))
            return old if post else fix(old + step)
        return E(ty, incdec) if post else E(ty, incdec, obj.loc, obj.store)
    ops = {"operator+=": "+", "operator-=": "-", "operator*=": "*", "operator/=": "/"}
    if name in ops:
        if obj.store is None:
            raise nc.fail(f"{name} on this expression")
        (arg,) = nc.evs()
        calc = _arith(rep, ops[name])
        store = obj.store
        at = _target(nc.params[0])
        conv = (lambda v: v) if isinstance(at, T.ClassType) else (
            nc.comp.value_converter(at, rep, nc.c) or (lambda v: v))

        def update(f: Frame) -> Any:
            v = calc(get(f), conv(arg(f)))
            store(f, v)
            return v
        return E(ty, update, obj.loc, obj.store)
    raise nc.fail(f"{ty.name}::{name}")


def static(nc: NativeCall, parent: str) -> E:
    """The clocks' ``now()``, ``to_time_t``, ``from_time_t``; ``duration::zero/min/max``."""
    ret = _target(nc.ret)
    if parent == "std::chrono::steady_clock" and nc.name == "now":
        return E(ret, lambda f: time.monotonic_ns())
    if parent == "std::chrono::system_clock":
        if nc.name == "now":
            return E(ret, lambda f: time.time_ns())
        if nc.name == "to_time_t":
            (t,) = nc.evs()
            return E(ret, lambda f: _int_div(t(f), 1_000_000_000))
        if nc.name == "from_time_t":
            (t,) = nc.evs()
            return E(ret, lambda f: T.LLONG.wrap(t(f) * 1_000_000_000))
    if parent == "std::chrono::duration" and isinstance(ret, T.ClassType) and nc.name in ("zero", "min", "max"):
        rep = ret.arg[0]
        if nc.name == "zero":
            v: Any = 0 if isinstance(rep, T.IntType) else 0.0
        elif isinstance(rep, T.IntType):
            v = rep.min if nc.name == "min" else rep.max
        else:
            v = -math.inf if nc.name == "min" else math.inf
        return E(ret, lambda f: v)
    raise nc.fail(f"{parent}::{nc.name}")


def free(nc: NativeCall) -> E:
    """``duration_cast``, ``time_point_cast``, and the operators on durations and time points."""
    name = nc.name
    ret = _target(nc.ret)
    evs = nc.evs()
    pts = [_target(p) for p in nc.params]
    if name in ("duration_cast", "time_point_cast"):
        (src,) = evs
        cast = caster(_dur(pts[0]), _dur(ret))
        return E(ret, lambda f: cast(src(f)))
    if len(evs) != 2:
        raise nc.fail(f"std::chrono::{name}")
    a, b = evs
    ta, tb = pts
    cls_a, cls_b = isinstance(ta, T.ClassType), isinstance(tb, T.ClassType)
    cmp = {"operator==": "==", "operator!=": "!=", "operator<": "<", "operator>": ">", "operator<=": "<=",
           "operator>=": ">="}
    if name in cmp:
        common = _common(_dur(ta), _dur(tb))
        ca, cb = caster(_dur(ta), common), caster(_dur(tb), common)
        import operator as o

        fn = {"==": o.eq, "!=": o.ne, "<": o.lt, ">": o.gt, "<=": o.le, ">=": o.ge}[cmp[name]]
        return E(T.BOOL, lambda f: bool(fn(ca(a(f)), cb(b(f)))))
    op = {"operator+": "+", "operator-": "-", "operator*": "*", "operator/": "/"}.get(name)
    if op is None:
        raise nc.fail(f"std::chrono::{name}")
    if cls_a and cls_b:
        if isinstance(ret, T.ClassType):  # duration (or time point) +/- duration, time_point - time_point
            target = _dur(ret)
            ca, cb = caster(_dur(ta), target), caster(_dur(tb), target)
            calc = _arith(target[0], op)
            return E(ret, lambda f: calc(ca(a(f)), cb(b(f))))
        common = _common(_dur(ta), _dur(tb))  # duration / duration: a number
        ca, cb = caster(_dur(ta), common), caster(_dur(tb), common)
        calc = _arith(ret, op)
        return E(ret, lambda f: calc(ca(a(f)), cb(b(f))))
    assert isinstance(ret, T.ClassType)
    target = _dur(ret)
    calc = _arith(target[0], op)
    if cls_a:
        ca = caster(_dur(ta), target)
        conv = nc.comp.value_converter(tb, target[0], nc.c) or (lambda v: v)
        return E(ret, lambda f: calc(ca(a(f)), conv(b(f))))
    cb = caster(_dur(tb), target)
    conv = nc.comp.value_converter(ta, target[0], nc.c) or (lambda v: v)
    return E(ret, lambda f: calc(conv(a(f)), cb(b(f))))
