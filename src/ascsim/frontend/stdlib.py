"""The C and C++ library functions device code may call (printf, assert, the byte-wise memory
functions, <cmath>, the bit builtins, std::min/max/clamp/swap, std::numeric_limits), implemented
natively: each entry compiles one call (a :class:`~ascsim.frontend.calls.NativeCall`) into an
expression. The host part is compiled natively against the system's own library.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from ..errors import DeviceTrap
from ..runtime.context import CTX
from . import ctype as T
from .calls import NativeCall
from .clangutil import assert_line, pretty_function
from .compiler_base import Compiled, Frame
from .errors import RunError
from .memory import ByteMem, Pointer, SlotMem, read_cstring, value_of
from .objects import non_finite_text

if TYPE_CHECKING:
    pass

Native = Callable[[NativeCall], Compiled]
NATIVES: dict[str, Native] = {}


def native(*names: str) -> Callable[[Native], Native]:
    def deco(fn: Native) -> Native:
        for n in names:
            NATIVES[n] = fn
        return fn

    return deco


# -- memory helpers ---------------------------------------------------------------------------
def read_bytes(p: Pointer | None, n: int) -> bytes:
    if n == 0:
        return b""
    if p is None:
        raise RunError("reads through a null pointer")
    if isinstance(p.mem, ByteMem):
        p.mem._check(p.off, n)
        return p.mem.arr[p.off:p.off + n].tobytes()
    return bytes(p.mem.load(p.off + i, T.UCHAR) for i in range(n))


def write_bytes(p: Pointer | None, data: bytes) -> None:
    if not data:
        return
    if p is None:
        raise RunError("writes through a null pointer")
    if isinstance(p.mem, ByteMem):
        p.mem._check(p.off, len(data))
        p.mem.arr[p.off:p.off + len(data)] = np.frombuffer(data, np.uint8)
        return
    if isinstance(p.mem, SlotMem) and p.off == 0 and len(data) == p.mem.ty.size and p.mem.ty.is_scalar:
        p.mem.frame[p.mem.idx] = value_of(p.mem.ty, data)
        return
    for i, b in enumerate(data):
        p.mem.store(p.off + i, T.UCHAR, b)


# -- printf -----------------------------------------------------------------------------------
def format_printf(fmt: bytes, args: list[Any], types: list[T.CType]) -> bytes:
    """C printf formatting of already-promoted arguments."""
    out = bytearray()
    spec = re.compile(rb"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|z|j|t|L)?([diouxXeEfFgGcsp%aA])")
    pos = 0
    ai = 0
    for m in spec.finditer(fmt):
        out += fmt[pos:m.start()]
        pos = m.end()
        flags, width, prec, length, conv = m.groups()
        if conv == b"%":
            out += b"%"
            continue
        if width == b"*":
            width = str(args[ai]).encode()
            ai += 1
        if prec == b"*":
            prec = str(args[ai]).encode()
            ai += 1
        if ai >= len(args):
            raise RunError("printf: fewer arguments than conversions in the format")
        v, t = args[ai], types[ai]
        ai += 1
        pyspec = "%" + flags.decode() + (width.decode() if width else "")
        if prec is not None:
            pyspec += "." + (prec.decode() or "0")
        c = conv.decode()
        if c in "diouxX":
            if isinstance(v, Pointer) or v is None:
                raise RunError(f"printf: %{c} given a pointer")
            bits = {"hh": 8, "h": 16, "l": 64, "ll": 64, "z": 64, "j": 64, "t": 64}.get(
                (length or b"").decode(), 32 if not (isinstance(t, T.IntType) and t.size == 8) else 64)
            v = int(v)
            if c in "ouxX":
                v &= (1 << bits) - 1
            elif bits < 64:
                v = T.IntType("tmp", bits // 8, True, "q").wrap(v)
            out += (pyspec + ("d" if c in "iu" else c)) .encode() % v
        elif c in "eEfFgGaA":
            fv = float(v)
            if math.isnan(fv) or math.isinf(fv):
                text = non_finite_text(fv)
                text = text.upper() if c.isupper() else text
                out += ((pyspec.replace("0", "") + "s") % text).encode()
            elif c in "aA":
                out += fv.hex().encode()
            else:
                out += (pyspec + c).encode() % fv
        elif c == "c":
            out += ((pyspec + "s") % chr(int(v) & 0xFF)).encode("latin-1")
        elif c == "s":
            data = read_cstring(v)
            if prec is not None and prec:
                data = data[:int(prec)]
            if width:
                pad = int(width) - len(data)
                data = data + b" " * pad if "-" in flags.decode() else b" " * max(pad, 0) + data
            out += data
        elif c == "p":
            addr = 0 if v is None else v.address()
            out += (f"0x{addr:x}" if addr else "(nil)").encode()
    out += fmt[pos:]
    return bytes(out)


def _printf_args(native_call: NativeCall, first: int) -> tuple[list[Callable[[Frame], Any]], list[T.CType]]:
    args = native_call.args()
    evs = [e.ev for e in args[first:]]
    types = [e.ty for e in args[first:]]
    return evs, types


@native("printf", "std::printf")
def _printf(native_call: NativeCall) -> Compiled:
    rt = native_call.comp.rt
    fmt = native_call.args()[0].ev
    evs, types = _printf_args(native_call, 1)

    def run(f: Frame) -> int:
        data = format_printf(read_cstring(fmt(f)), [e(f) for e in evs], types)
        rt.stdout.write(data)
        return len(data)
    return Compiled(T.INT, run)


@native("__ascsim_assert_fail")
def _assert_fail(native_call: NativeCall) -> Compiled:
    """A failed ``assert`` in device code: the chip's [ASSERT] line, and the kernel stops."""
    e, file, line = native_call.evs()
    scope = native_call.comp.scope
    function = pretty_function(scope.func.cursor) if scope is not None else "?"
    rt = native_call.comp.rt

    def fail(f: Frame) -> None:
        expr = read_cstring(e(f)).decode(errors="replace")
        rt.stdout.write(assert_line(read_cstring(file(f)).decode(errors="replace"), int(line(f)), function,
                                    expr).encode())
        raise DeviceTrap(f"assertion failed: {expr}")
    return Compiled(T.VOID, fail)


@native("__ascsim_core_type")
def _core_type(native_call: NativeCall) -> Compiled:
    """What ``ASC_IS_AIV``/``ASC_IS_AIC`` ask: 0 on a vector core, 1 on the cube core."""

    return Compiled(T.INT, lambda f: int(CTX.core) if CTX.core is not None else 0)


# -- cstring ----------------------------------------------------------------------------------
@native("memcpy", "memmove")
def _memcpy(native_call: NativeCall) -> Compiled:
    d, s, n = native_call.evs()

    def run(f: Frame) -> Any:
        dst, src, count = d(f), s(f), n(f)
        write_bytes(dst, read_bytes(src, count))
        return dst
    return Compiled(native_call.ret, run)


@native("memset")
def _memset(native_call: NativeCall) -> Compiled:
    d, v, n = native_call.evs()

    def run(f: Frame) -> Any:
        dst = d(f)
        write_bytes(dst, bytes([v(f) & 0xFF]) * n(f))
        return dst
    return Compiled(native_call.ret, run)


@native("memcmp")
def _memcmp(native_call: NativeCall) -> Compiled:
    a, b, n = native_call.evs()

    def run(f: Frame) -> int:
        x, y = read_bytes(a(f), n(f)), read_bytes(b(f), n(f))
        for p, q in zip(x, y, strict=False):
            if p != q:
                return p - q
        return 0
    return Compiled(T.INT, run)


def _bit_builtin(kind: str, bits: int) -> Callable[[NativeCall], Compiled]:
    def build(native_call: NativeCall) -> Compiled:
        (x,) = native_call.evs()
        mask = (1 << bits) - 1

        def run(f: Frame) -> int:
            v = x(f) & mask
            if kind == "popcount":
                return bin(v).count("1")
            if kind == "parity":
                return bin(v).count("1") & 1
            if v == 0:
                raise RunError(f"__builtin_{kind} of 0 (undefined)")
            if kind == "clz":
                return bits - v.bit_length()
            return (v & -v).bit_length() - 1  # ctz
        return Compiled(native_call.ret, run)
    return build


for _kind in ("popcount", "parity", "clz", "ctz"):
    for _suffix, _bits in (("", 32), ("l", 64), ("ll", 64)):
        NATIVES[f"__builtin_{_kind}{_suffix}"] = _bit_builtin(_kind, _bits)


@native("__builtin_expect")
def _expect(native_call: NativeCall) -> Compiled:
    return Compiled(native_call.ret, native_call.evs()[0])


@native("abs", "labs", "llabs", "std::abs", "fabs", "fabsf", "std::fabs")
def _abs(native_call: NativeCall) -> Compiled:
    (x,) = native_call.evs()
    ret = native_call.ret
    if isinstance(ret, T.IntType):
        return Compiled(ret, lambda f: ret.wrap(abs(x(f))))
    return Compiled(ret, lambda f: abs(x(f)))


# -- cmath ------------------------------------------------------------------------------------
def _math1(fn: Callable[[float], float]) -> Native:
    def compile_(native_call: NativeCall) -> Compiled:
        (x,) = native_call.evs()
        ret = native_call.ret
        rnd = ret.round if isinstance(ret, T.FloatType) else (lambda v: v)

        def run(f: Frame) -> float:
            try:
                return rnd(fn(x(f)))
            except (ValueError, OverflowError):
                return _special1(fn, x(f))
        return Compiled(ret, run)
    return compile_


def _special1(fn: Callable[[float], float], v: float) -> float:
    """IEEE results where Python's math raises (log(0) = -inf, sqrt(-1) = nan, exp overflow = inf)."""
    if fn is math.log or fn is math.log2 or fn is math.log10:
        return -math.inf if v == 0 else math.nan
    if fn is math.exp or fn is _exp2:
        return math.inf
    return math.nan


def _math2(fn: Callable[[float, float], float]) -> Native:
    def compile_(native_call: NativeCall) -> Compiled:
        x, y = native_call.evs()
        ret = native_call.ret
        rnd = ret.round if isinstance(ret, T.FloatType) else (lambda v: v)

        def run(f: Frame) -> float:
            try:
                return rnd(fn(x(f), y(f)))
            except (ValueError, OverflowError, ZeroDivisionError):
                return math.nan if fn is not math.pow else math.inf
        return Compiled(ret, run)
    return compile_


def _exp2(v: float) -> float:
    return 2.0 ** v


def _round_half_away(v: float) -> float:
    if math.isinf(v) or math.isnan(v):
        return v
    return math.copysign(math.floor(abs(v) + 0.5), v)


def _rint(v: float) -> float:
    return v if math.isinf(v) or math.isnan(v) else float(round(v))


_M1: dict[str, Callable[[float], float]] = {
    "sqrt": math.sqrt, "cbrt": lambda v: math.copysign(abs(v) ** (1 / 3), v), "exp": math.exp,
    "exp2": _exp2, "log": math.log, "log2": math.log2, "log10": math.log10, "sin": math.sin,
    "cos": math.cos, "tan": math.tan, "tanh": math.tanh, "atan": math.atan,
    "floor": lambda v: v if math.isinf(v) or math.isnan(v) else float(math.floor(v)),
    "ceil": lambda v: v if math.isinf(v) or math.isnan(v) else float(math.ceil(v)),
    "trunc": lambda v: v if math.isinf(v) or math.isnan(v) else float(math.trunc(v)),
    "round": _round_half_away, "rint": _rint, "nearbyint": _rint,
}
_M2: dict[str, Callable[[float, float], float]] = {
    "pow": math.pow, "fmod": math.fmod, "fmin": lambda a, b: b if a != a else (a if b != b else min(a, b)),
    "fmax": lambda a, b: b if a != a else (a if b != b else max(a, b)), "copysign": math.copysign,
    "atan2": math.atan2, "hypot": math.hypot,
}
for _n, _f in _M1.items():
    NATIVES[_n] = NATIVES[_n + "f"] = NATIVES["std::" + _n] = _math1(_f)
for _n, _g in _M2.items():
    NATIVES[_n] = NATIVES[_n + "f"] = NATIVES["std::" + _n] = _math2(_g)


@native("std::isnan", "std::isinf", "std::isfinite", "std::signbit")
def _classify(native_call: NativeCall) -> Compiled:
    (x,) = native_call.evs()
    fn = {"isnan": math.isnan, "isinf": math.isinf, "isfinite": math.isfinite,
          "signbit": lambda v: math.copysign(1.0, v) < 0}[native_call.name]
    return Compiled(T.BOOL, lambda f: bool(fn(x(f))))


@native("ldexp", "ldexpf")
def _ldexp(native_call: NativeCall) -> Compiled:
    x, e = native_call.evs()
    rnd = native_call.ret.round if isinstance(native_call.ret, T.FloatType) else float
    return Compiled(native_call.ret, lambda f: rnd(math.ldexp(x(f), e(f))))


@native("frexp", "frexpf")
def _frexp(native_call: NativeCall) -> Compiled:
    x, e = native_call.evs()

    def run(f: Frame) -> float:
        m, ex = math.frexp(x(f))
        p = e(f)
        p.mem.store(p.off, T.INT, ex)
        return m
    return Compiled(native_call.ret, run)


# -- numeric_limits ---------------------------------------------------------------------------
def limits_method(native_call: NativeCall) -> Compiled:
    t = native_call.ret
    name = native_call.name
    if isinstance(t, T.IntType):
        v = {"min": t.min, "max": t.max, "lowest": t.min, "epsilon": 0, "infinity": 0, "quiet_NaN": 0,
             "denorm_min": 0}[name]
        return Compiled(t, lambda f: v)
    if isinstance(t, T.FloatType):
        info = np.finfo(t.np)
        fv = {"min": float(info.smallest_normal), "max": float(info.max), "lowest": float(info.min),
              "epsilon": float(info.eps), "infinity": math.inf, "quiet_NaN": math.nan,
              "denorm_min": float(info.smallest_subnormal)}[name]
        return Compiled(t, lambda f: fv)
    raise native_call.fail(f"std::numeric_limits<{t.name}>")


@native("std::min", "std::max")
def _minmax(native_call: NativeCall) -> Compiled:
    evs = native_call.evs()
    is_max = native_call.name == "max"
    ret = native_call.ret.target if isinstance(native_call.ret, T.RefType) else native_call.ret
    p0 = native_call.params[0]
    if len(evs) == 1 and isinstance(p0, T.ClassType) and p0.role == "initlist":
        (lst,) = evs
        return Compiled(ret, lambda f: (max if is_max else min)(lst(f)))
    a, b = [native_call.args()[i].ev for i in range(2)]

    def run(f: Frame) -> Any:
        x, y = a(f), b(f)
        if is_max:
            return y if x < y else x
        return y if y < x else x
    return Compiled(ret, run)


@native("std::clamp")
def _clamp(native_call: NativeCall) -> Compiled:
    v, lo, hi = [e.ev for e in native_call.args()]
    ret = native_call.ret.target if isinstance(native_call.ret, T.RefType) else native_call.ret

    def run(f: Frame) -> Any:
        x, a, b = v(f), lo(f), hi(f)
        return a if x < a else (b if b < x else x)
    return Compiled(ret, run)


@native("std::swap")
def _swap(native_call: NativeCall) -> Compiled:
    a, b = native_call.evs()
    ty = native_call.params[0].target if isinstance(native_call.params[0], T.RefType) else native_call.params[0]
    if isinstance(ty, T.ClassType):
        raise native_call.fail(f"std::swap of {ty.name}")

    def run(f: Frame) -> None:
        p, q = a(f), b(f)
        x, y = p.load(ty), q.load(ty)
        p.store(ty, y)
        q.store(ty, x)
    return Compiled(T.VOID, run)


# -- byte floats --------------------------------------------------------------------------------
def byte_float_method(native_call: NativeCall) -> Compiled:
    ty = native_call.obj_type
    assert isinstance(ty, T.ByteFloatType)
    obj = native_call.obj
    assert obj is not None
    o = obj.ev
    if native_call.name == "operator float":
        return Compiled(T.FLOAT, lambda f: ty.to_float(o(f)))
    if native_call.name == "operator=" and obj.store is not None:
        (v,) = native_call.evs()
        store = obj.store

        def assign(f: Frame) -> Any:
            x = v(f)
            store(f, x)
            return x
        return Compiled(ty, assign, obj.loc, store)
    raise native_call.fail(f"{ty.name}::{native_call.name}")

