"""The C and C++ standard library, as far as Ascend sample programs use it, implemented natively.

Each entry compiles one call (a :class:`~ascsim.frontend.calls.NativeCall`) into an expression.
Iterators are pointers, so the algorithms work on ``Pointer`` ranges.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from . import ctype as T
from .calls import NativeCall, apply
from .compiler import E, Ev, Frame, mem_lvalue
from .errors import ProgramExit, RunError
from .memory import ByteMem, Pointer, SlotMem, read_cstring, string_mem
from .objects import FuncVal, Manip, OStream, OStreamIter, StringObj, VectorObj, format_float

if TYPE_CHECKING:
    from .runtime import Runtime

Native = Callable[[NativeCall], E]
NATIVES: dict[str, Native] = {}


def native(*names: str) -> Callable[[Native], Native]:
    def deco(fn: Native) -> Native:
        for n in names:
            NATIVES[n] = fn
        return fn

    return deco


def _simple(nc: NativeCall, fn: Callable[..., Any]) -> E:
    return nc.result(apply(fn, nc.evs()))


def _rt(nc: NativeCall) -> Runtime:
    return nc.comp.rt


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
        from .memory import value_of

        p.mem.frame[p.mem.idx] = value_of(p.mem.ty, data)
        return
    for i, b in enumerate(data):
        p.mem.store(p.off + i, T.UCHAR, b)


def _host_only(p: Pointer | None, func: str) -> None:
    if p is not None and p.mem.space != "host":
        raise RunError(f"{func} on host code cannot touch {p.mem.space.upper()} memory: use aclrtMemcpy")


def _elements(first: Pointer | None, last: Pointer | None, ty: T.CType) -> list[Pointer]:
    if first is None or last is None:
        if first is None and last is None:
            return []
        raise RunError("an iterator range with a null end")
    if first.mem is not last.mem:
        raise RunError("an iterator range whose ends point into different containers")
    size = ty.size or 1
    return [Pointer(first.mem, off) for off in range(first.off, last.off, size)]


def _pointee(nc: NativeCall, i: int) -> T.CType:
    t = nc.params[i]
    if isinstance(t, T.RefType):
        t = t.target
    if not isinstance(t, T.PtrType):
        raise nc.fail(f"{nc.name} with iterators of type {t.name} (iterators must be pointers)")
    return t.pointee


# -- std::vector ------------------------------------------------------------------------------
def vector_ctor(nc: NativeCall, ty: T.ClassType) -> E:
    rt = _rt(nc)
    elem = ty.arg
    params = nc.params
    evs = nc.evs()
    make = rt.default_maker(elem, nc.c) if isinstance(elem, (T.ClassType, T.StructType)) else None
    copy = rt.copier(elem, nc.c) if isinstance(elem, (T.ClassType, T.StructType)) else None
    if len(params) == 1 and isinstance(params[0], T.ClassType) and params[0].role == "initlist":
        (lst,) = evs

        def from_list(f: Frame) -> VectorObj:
            v = VectorObj(elem)
            v.set_values(lst(f))
            return v
        return E(ty, from_list)
    if len(params) == 1:
        (n,) = evs
        zero = _zero(elem)
        if make is not None:
            return E(ty, lambda f: VectorObj(elem, n(f), make))
        return E(ty, lambda f: VectorObj(elem, n(f), zero))
    if len(params) == 2 and isinstance(params[0], T.PtrType):
        src_t = params[0].pointee
        conv = nc.comp.value_converter(src_t, elem, nc.c) or (lambda v: v)
        a, b = evs

        def from_range(f: Frame) -> VectorObj:
            v = VectorObj(elem)
            v.set_values([conv(p.mem.load(p.off, src_t)) for p in _elements(a(f), b(f), src_t)])
            return v
        return E(ty, from_range)
    if len(params) == 2:
        n, val = evs
        if copy is not None:
            return E(ty, lambda f: _filled_objs(elem, n(f), val(f), copy))
        return E(ty, lambda f: VectorObj(elem, n(f), val(f)))
    raise nc.fail("this std::vector constructor")


def _filled_objs(elem: T.CType, n: int, value: Any, copy: Callable[[Any], Any]) -> VectorObj:
    v = VectorObj(elem)
    v.set_values([copy(value) for _ in range(n)])
    return v


def _zero(t: T.CType) -> Any:
    if isinstance(t, T.FloatType):
        return 0.0
    if isinstance(t, T.PtrType):
        return None
    return 0


def _element(nc: NativeCall, obj: E, elem: T.CType, idx: Ev, addr: Ev, get2: Callable[[Any, int], Any],
             put2: Callable[[Any, int, Any], Any]) -> E:
    """``v[i]`` (or ``v.at(i)``, whose range error the ``addr`` closure words) of a vector of scalars,
    read by ``get2(v, i)`` and written by ``put2(v, i, value)``.

    Fused expressions index the storage's typed view (:attr:`ByteMem.typed`) inline and call
    ``get2``/``put2`` only for what they word or keep exactly: an index out of range, a float NaN
    (its bits), a value that is not a plain float."""
    o = obj.ev

    def get(f: Frame) -> Any:
        return get2(o(f), idx(f))

    def put(f: Frame, val: Any) -> None:
        put2(o(f), idx(f), val)

    if nc.name != "operator[]":
        return E(elem, get, addr, put)
    comp = nc.comp
    (index,) = nc.args()
    o_src, i_src = comp.src(obj), comp.src(index)
    g, s = comp.bind(get2), comp.bind(put2)
    v, i, x = comp.temps(3)
    # The vector, then the index (a chained comparison evaluates left to right), as get2(o, i) did.
    in_range = f"({v} := {o_src}).n > ({i} := {i_src}) >= 0"
    if elem is T.FLOAT or elem is T.DOUBLE:
        read = f"({x} if {in_range} and ({x} := {v}.mem.typed[{i}]) == {x} else {g}({v}, {i}))"
        plain = comp.bind(float)
    else:
        read = f"({v}.mem.typed[{i}] if {in_range} else {g}({v}, {i}))"
        plain = comp.bind(int)

    def write(value: str) -> str:
        return (f"({v}.mem.typed.__setitem__({i}, {x}) or {x} "
                f"if (({v} := {o_src}), ({i} := {i_src}), ({x} := {value})) and {v}.n > {i} >= 0 "
                f"and {comp.bind(type)}({x}) is {plain} else {s}({v}, {i}, {x}))")
    return comp.fused(elem, read, addr, put, write)


def vector_method(nc: NativeCall) -> E:
    ty = nc.obj_type
    assert isinstance(ty, T.ClassType)
    elem = ty.arg
    rt = _rt(nc)
    name = nc.name
    obj = nc.obj
    assert obj is not None
    o = obj.ev
    if name == "operator[]" or name == "at":
        (idx,) = nc.evs()
        esize = elem.size
        checked = name == "at"

        def addr(f: Frame) -> Pointer:
            v = o(f)
            i = idx(f)
            if not 0 <= i < v.n:
                if checked:
                    raise RunError(f"std::vector::at({i}) is out of range (size {v.n})")
                raise RunError(f"std::vector index {i} is out of range (size {v.n})")
            return Pointer(v.mem, i * esize)

        if isinstance(elem, T.IntType) and elem.fmt != "?":
            import struct

            st = struct.Struct("<" + elem.fmt)
            unpack, pack = st.unpack_from, st.pack_into

            def get2(v: Any, i: int) -> Any:
                if not 0 <= i < v.n:
                    raise RunError(f"std::vector index {i} is out of range (size {v.n})")
                return unpack(v.mem.buf, i * esize)[0]

            def put2(v: Any, i: int, val: Any) -> Any:
                if not 0 <= i < v.n:
                    raise RunError(f"std::vector index {i} is out of range (size {v.n})")
                pack(v.mem.buf, i * esize, val)
                return val

            return _element(nc, obj, elem, idx, addr, get2, put2)
        if elem is T.FLOAT or elem is T.DOUBLE:
            import struct

            from .memory import NaNBits, bytes_of, value_of

            fst = struct.Struct("<" + elem.fmt)
            funpack, fpack = fst.unpack_from, fst.pack_into

            def fget2(v: Any, i: int) -> Any:
                if not 0 <= i < v.n:
                    raise RunError(f"std::vector index {i} is out of range (size {v.n})")
                x = funpack(v.mem.buf, i * esize)[0]
                return x if x == x else value_of(elem, v.mem.buf, i * esize)  # a NaN keeps its bits

            def fput2(v: Any, i: int, val: Any) -> Any:
                if not 0 <= i < v.n:
                    raise RunError(f"std::vector index {i} is out of range (size {v.n})")
                if type(val) is NaNBits:
                    v.mem.buf[i * esize:(i + 1) * esize] = bytes_of(elem, val)
                else:
                    fpack(v.mem.buf, i * esize, val)
                return val

            return _element(nc, obj, elem, idx, addr, fget2, fput2)
        if isinstance(elem, T.ClassType):
            return E(elem, lambda f: addr(f).load(elem), addr)
        return mem_lvalue(elem, addr)
    if name in ("size", "capacity", "empty", "max_size"):
        fns: dict[str, Callable[[VectorObj], Any]] = {
            "size": lambda v: v.n, "capacity": VectorObj.capacity, "empty": lambda v: v.n == 0,
            "max_size": lambda v: (1 << 62) // max(elem.size, 1)}
        g = fns[name]
        return E(nc.ret, lambda f: g(o(f)))
    if name in ("data", "begin", "cbegin"):
        return E(nc.ret, lambda f: o(f).begin())
    if name in ("end", "cend"):
        return E(nc.ret, lambda f: o(f).end())
    if name in ("front", "back"):
        front = name == "front"

        def fb(f: Frame) -> Pointer:
            v = o(f)
            if not v.n:
                raise RunError(f"std::vector::{name}() on an empty vector")
            return v.at(0 if front else v.n - 1)
        return nc.result(fb)
    if name in ("push_back", "emplace_back"):
        args = nc.evs()
        if len(args) != 1:
            raise nc.fail(f"{name} with {len(args)} arguments")
        (val,) = args
        copy = rt.copier(elem, nc.c) if isinstance(elem, (T.ClassType, T.StructType)) else None
        conv = None
        if name == "emplace_back":
            conv = nc.comp.value_converter(nc.args()[0].ty, elem, nc.c)

        def push(f: Frame) -> Any:
            v = o(f)
            x = val(f)
            if copy is not None:
                x = copy(x)
            elif conv is not None:
                x = conv(x)
            v.push(x)
            return v.at(v.n - 1) if name == "emplace_back" else None
        return nc.result(push)
    if name == "pop_back":
        def pop(f: Frame) -> None:
            v = o(f)
            if not v.n:
                raise RunError("std::vector::pop_back() on an empty vector")
            v.resize(v.n - 1)
        return E(T.VOID, pop)
    if name == "resize":
        args = nc.evs()
        make = rt.default_maker(elem, nc.c) if isinstance(elem, (T.ClassType, T.StructType)) else None
        zero = _zero(elem)
        if len(args) == 1:
            (n,) = args
            return E(T.VOID, lambda f: o(f).resize(n(f), zero, make))
        n, val = args
        return E(T.VOID, lambda f: o(f).resize(n(f), val(f)))
    if name == "reserve":
        (n,) = nc.evs()
        return E(T.VOID, lambda f: o(f).reserve(n(f)))
    if name == "shrink_to_fit":
        return E(T.VOID, lambda f: None)
    if name == "clear":
        return E(T.VOID, lambda f: o(f).resize(0))
    if name == "swap":
        (other,) = nc.evs()

        def swap(f: Frame) -> None:
            a, b = o(f), other(f)
            a.mem, b.mem = b.mem, a.mem
            a.n, b.n = b.n, a.n
        return E(T.VOID, swap)
    if name == "operator=":
        (src,) = nc.evs()
        p = nc.params[0]
        if isinstance(p, T.ClassType) and p.role == "initlist":
            def assign_list(f: Frame) -> VectorObj:
                v = o(f)
                v.set_values(src(f))
                return v
            return E(ty, assign_list)
        copy_elem = rt.copier(elem, nc.c) if isinstance(elem, (T.ClassType, T.StructType)) else (lambda x: x)

        def assign(f: Frame) -> VectorObj:
            v = o(f)
            v.assign_from(src(f), copy_elem)
            return v
        return E(ty, assign)
    if name == "assign":
        args = nc.evs()
        if len(args) == 2 and isinstance(nc.params[0], T.PtrType):
            src_t = nc.params[0].pointee
            a, b = args

            def assign_range(f: Frame) -> None:
                vals = [p.mem.load(p.off, src_t) for p in _elements(a(f), b(f), src_t)]
                o(f).set_values(vals)
            return E(T.VOID, assign_range)
        n, val = args
        return E(T.VOID, lambda f: o(f).set_values([val(f)] * n(f)))
    if name in ("insert", "erase"):
        args = nc.evs()

        def edit(f: Frame) -> Pointer:
            v = o(f)
            vals = v.values()
            pos = args[0](f)
            i = pos.off // (elem.size or 1)
            if name == "insert":
                vals.insert(i, args[1](f))
            elif len(args) == 1:
                del vals[i]
            else:
                del vals[i:args[1](f).off // (elem.size or 1)]
            v.set_values(vals)
            return Pointer(v.mem, i * elem.size)
        return E(nc.ret, edit)
    raise nc.fail(f"std::vector::{name}")


@native("std::operator==", "std::operator!=", "std::operator<")
def _vector_compare(nc: NativeCall) -> E:
    a, b = nc.evs()
    t = nc.args()[0].ty
    assert isinstance(t, T.ClassType)
    name = nc.name
    if t.role == "string":
        def sbytes(v: Any) -> bytes:
            return v.bytes() if isinstance(v, StringObj) else read_cstring(v)
        ops: dict[str, Callable[[Any, Any], bool]] = {
            "operator==": lambda x, y: sbytes(x) == sbytes(y), "operator!=": lambda x, y: sbytes(x) != sbytes(y),
            "operator<": lambda x, y: sbytes(x) < sbytes(y)}
        g = ops[name]
        return E(T.BOOL, lambda f: g(a(f), b(f)))
    if t.role != "vector":
        raise nc.fail(f"{name} on {t.name}")

    def eq(x: VectorObj, y: VectorObj) -> bool:
        return x.n == y.n and all(_elem_eq(p, q) for p, q in zip(x.values(), y.values(), strict=False))

    if name == "operator==":
        return E(T.BOOL, lambda f: eq(a(f), b(f)))
    if name == "operator!=":
        return E(T.BOOL, lambda f: not eq(a(f), b(f)))
    return E(T.BOOL, lambda f: a(f).values() < b(f).values())


def _elem_eq(x: Any, y: Any) -> bool:
    if isinstance(x, VectorObj):
        return x.n == y.n and all(_elem_eq(p, q) for p, q in zip(x.values(), y.values(), strict=False))
    return bool(x == y)


# -- std::string ------------------------------------------------------------------------------
def _sval(v: Any) -> bytes:
    """Bytes of a string argument: a std::string or a const char*."""
    if isinstance(v, StringObj):
        return v.bytes()
    if isinstance(v, int):
        return bytes([v & 0xFF])
    return read_cstring(v)


def string_ctor(nc: NativeCall) -> E:
    ty = nc.comp.ctype(nc.c.type, nc.c)
    evs = nc.evs()
    ps = nc.params
    if len(ps) == 1:
        (s,) = evs
        return E(ty, lambda f: StringObj(_sval(s(f))))
    if len(ps) == 2 and isinstance(ps[0], T.PtrType):
        s, n = evs
        return E(ty, lambda f: StringObj(read_bytes(s(f), n(f))))
    if len(ps) == 2:
        n, ch = evs
        return E(ty, lambda f: StringObj(bytes([ch(f) & 0xFF]) * n(f)))
    if len(ps) == 3:
        s, pos, n = evs
        return E(ty, lambda f: StringObj(_sval(s(f))[pos(f):][:n(f)]))
    raise nc.fail("this std::string constructor")


def string_method(nc: NativeCall) -> E:
    name = nc.name
    obj = nc.obj
    assert obj is not None
    o = obj.ev
    evs = nc.evs()
    npos = (1 << 64) - 1
    if name in ("size", "length"):
        return E(nc.ret, lambda f: o(f).n)
    if name == "empty":
        return E(T.BOOL, lambda f: o(f).n == 0)
    if name in ("c_str", "data", "begin"):
        return E(nc.ret, lambda f: o(f).begin())
    if name == "end":
        return E(nc.ret, lambda f: o(f).end())
    if name in ("operator[]", "at", "front", "back"):
        def at(f: Frame) -> Pointer:
            s = o(f)
            i = evs[0](f) if evs else (0 if name == "front" else s.n - 1)
            if not 0 <= i <= s.n:
                raise RunError(f"std::string index {i} is out of range (size {s.n})")
            return Pointer(s.mem, i)
        return mem_lvalue(T.CHAR, at)
    if name in ("operator+=", "append", "push_back"):
        (x,) = evs

        def app(f: Frame) -> Any:
            s = o(f)
            s.set_bytes(s.bytes() + _sval(x(f)))
            return s
        return E(nc.ret if not isinstance(nc.ret, T.RefType) else nc.ret.target, app)
    if name == "pop_back":
        return E(T.VOID, lambda f: o(f).set_bytes(o(f).bytes()[:-1]))
    if name == "clear":
        return E(T.VOID, lambda f: o(f).set_bytes(b""))
    if name == "resize":
        n, ch = evs

        def resize(f: Frame) -> None:
            s = o(f)
            data, m = s.bytes(), n(f)
            s.set_bytes(data[:m] + bytes([ch(f) & 0xFF]) * max(0, m - len(data)))
        return E(T.VOID, resize)
    if name == "reserve":
        return E(T.VOID, lambda f: None)
    if name == "operator=":
        (x,) = evs

        def assign(f: Frame) -> Any:
            s = o(f)
            s.set_bytes(_sval(x(f)))
            return s
        return E(nc.obj_type, assign)
    if name == "substr":
        pos, n = evs

        def substr(f: Frame) -> StringObj:
            data, p = o(f).bytes(), pos(f)
            if p > len(data):
                raise RunError(f"std::string::substr position {p} is past the end (size {len(data)})")
            return StringObj(data[p:][:n(f)])
        return E(nc.ret, substr)
    if name in ("find", "rfind"):
        x, pos = evs

        def find(f: Frame) -> int:
            data, needle, p = o(f).bytes(), _sval(x(f)), pos(f)
            i = data.find(needle, p) if name == "find" else data.rfind(needle, 0, min(p, len(data)) + 1)
            return npos if i < 0 else i
        return E(nc.ret, find)
    if name == "compare":
        (x,) = evs

        def compare(f: Frame) -> int:
            a, b = o(f).bytes(), _sval(x(f))
            return (a > b) - (a < b)
        return E(T.INT, compare)
    raise nc.fail(f"std::string::{name}")


@native("std::operator+")
def _string_concat(nc: NativeCall) -> E:
    a, b = nc.evs()
    return E(nc.ret, lambda f: StringObj(_sval(a(f)) + _sval(b(f))))


@native("std::to_string")
def _to_string(nc: NativeCall) -> E:
    (x,) = nc.evs()
    if isinstance(nc.params[0], T.FloatType):
        return E(nc.ret, lambda f: StringObj(b"%f" % x(f)))
    return E(nc.ret, lambda f: StringObj(str(x(f)).encode()))


@native("std::stoi", "std::stol", "std::stoul", "std::stof", "std::stod")
def _sto(nc: NativeCall) -> E:
    evs = nc.evs()
    s = evs[0]
    is_float = nc.name in ("stof", "stod")
    base = evs[2] if len(evs) > 2 else (lambda f: 10)
    ret = nc.ret

    def conv(f: Frame) -> Any:
        text = _sval(s(f)).decode("latin-1").strip()
        try:
            if is_float:
                return ret.round(float(text)) if isinstance(ret, T.FloatType) else float(text)
            return _parse_int_prefix(text, base(f))
        except ValueError:
            raise RunError(f"std::{nc.name}: no conversion of {text!r}") from None
    return E(ret, conv)


def _parse_int_prefix(text: str, base: int) -> int:
    import re

    m = re.match(r"[+-]?(0[xX][0-9a-fA-F]+|[0-9a-zA-Z]+)", text)
    if not m:
        raise ValueError(text)
    token = m.group(0)
    for end in range(len(token), 0, -1):
        try:
            return int(token[:end], base)
        except ValueError:
            continue
    raise ValueError(text)


# -- streams ----------------------------------------------------------------------------------
def ostream_method(nc: NativeCall) -> E:
    name = nc.name
    obj = nc.obj
    assert obj is not None
    o = obj.ev
    evs = nc.evs()
    if name == "operator<<":
        return _insert(nc, o, evs[0], nc.params[0])
    if name == "flush":
        return E(nc.obj_type, lambda f: (s := o(f)).flush() or s)
    if name == "put":
        (ch,) = evs
        return E(nc.obj_type, lambda f: (s := o(f)).put_char(ch(f)) or s)
    if name == "write":
        p, n = evs
        return E(nc.obj_type, lambda f: (s := o(f)).write(read_bytes(p(f), n(f))) or s)
    if name == "precision":
        if evs:
            (n,) = evs

            def setp(f: Frame) -> int:
                s = o(f)
                old, s.precision = s.precision, n(f)
                return int(old)
            return E(T.LONG, setp)
        return E(T.LONG, lambda f: o(f).precision)
    raise nc.fail(f"std::ostream::{name}")


def _endl(s: OStream) -> None:
    s.write(b"\n")
    s.flush()


_MANIPULATORS: dict[str, Callable[[OStream], None]] = {
    "std::endl": _endl,
    "std::ends": lambda s: s.write(b"\0"),
    "std::flush": OStream.flush,
    "std::hex": lambda s: setattr(s, "base", 16),
    "std::dec": lambda s: setattr(s, "base", 10),
    "std::oct": lambda s: setattr(s, "base", 8),
    "std::fixed": lambda s: setattr(s, "floatfield", "fixed"),
    "std::scientific": lambda s: setattr(s, "floatfield", "scientific"),
    "std::defaultfloat": lambda s: setattr(s, "floatfield", ""),
    "std::boolalpha": lambda s: setattr(s, "boolalpha", True),
    "std::noboolalpha": lambda s: setattr(s, "boolalpha", False),
    "std::showpos": lambda s: setattr(s, "showpos", True),
    "std::noshowpos": lambda s: setattr(s, "showpos", False),
    "std::uppercase": lambda s: setattr(s, "uppercase", True),
    "std::nouppercase": lambda s: setattr(s, "uppercase", False),
    "std::showbase": lambda s: setattr(s, "showbase", True),
    "std::noshowbase": lambda s: setattr(s, "showbase", False),
    "std::left": lambda s: setattr(s, "left", True),
    "std::right": lambda s: setattr(s, "left", False),
}


def _insert(nc: NativeCall, o: Callable[[Frame], Any], x: Callable[[Frame], Any], pt: T.CType) -> E:
    """``os << x`` for a value of the selected overload's parameter type ``pt``."""
    ret = nc.obj_type if nc.obj is not None else nc.args()[0].ty
    if isinstance(pt, T.RefType):
        pt = pt.target
    if isinstance(pt, T.IntType) and pt.is_char:
        def put_char(f: Frame) -> Any:
            s = o(f)
            s.put_char(x(f))
            return s
        return E(ret, put_char)
    if isinstance(pt, T.IntType):
        def put_int(f: Frame, pt: T.IntType = pt) -> Any:
            s = o(f)
            s.put_int(x(f), pt)
            return s
        return E(ret, put_int)
    if isinstance(pt, T.FloatType):
        def put_float(f: Frame) -> Any:
            s = o(f)
            s.put_float(x(f))
            return s
        return E(ret, put_float)
    if isinstance(pt, T.PtrType) and isinstance(pt.pointee, T.IntType) and pt.pointee.is_char:
        def put_str(f: Frame) -> Any:
            s = o(f)
            s.write(read_cstring(x(f)))
            return s
        return E(ret, put_str)
    if isinstance(pt, T.PtrType) and isinstance(pt.pointee, T.FuncType):
        def manip(f: Frame) -> Any:
            s = o(f)
            fv = x(f)
            m = _MANIPULATORS.get(fv.name) if isinstance(fv, FuncVal) else None
            if m is None:
                raise RunError(f"{getattr(fv, 'name', fv)} is not a stream manipulator ascsim knows")
            m(s)
            return s
        return E(ret, manip)
    if isinstance(pt, (T.PtrType, T.NullptrType)):
        def put_ptr(f: Frame) -> Any:
            s = o(f)
            s.put_pointer(x(f))
            return s
        return E(ret, put_ptr)
    if isinstance(pt, T.ClassType) and pt.role == "string":
        def put_string(f: Frame) -> Any:
            s = o(f)
            s.write(x(f).bytes())
            return s
        return E(ret, put_string)
    if isinstance(pt, T.ClassType) and pt.role == "manip":
        def put_manip(f: Frame) -> Any:
            s, m = o(f), x(f)
            if m.kind == "setw":
                s.width = m.value
            elif m.kind == "setprecision":
                s.precision = m.value
            else:
                s.fill = bytes([m.value & 0xFF])
            return s
        return E(ret, put_manip)
    raise nc.fail(f"printing a {pt.name}")


@native("std::operator<<")
def _insert_free(nc: NativeCall) -> E:
    os_e, x_e = nc.evs()
    t = nc.args()[0].ty
    if not (isinstance(t, T.ClassType) and t.role == "ostream"):
        raise nc.fail(f"operator<< on {t.name}")
    return _insert(nc, os_e, x_e, nc.params[1])


@native("std::endl", "std::flush", "std::hex", "std::dec", "std::fixed", "std::scientific")
def _manip_call(nc: NativeCall) -> E:
    (s,) = nc.evs()
    m = _MANIPULATORS["std::" + nc.name]
    return E(nc.args()[0].ty, lambda f: (m(s(f)), s(f))[1])


@native("std::setw", "std::setprecision", "std::setfill")
def _setw(nc: NativeCall) -> E:
    (n,) = nc.evs()
    kind = nc.name
    return E(nc.ret, lambda f: Manip(kind, n(f)))


# -- std::ostream_iterator --------------------------------------------------------------------
def _printer(nc: NativeCall, t: T.CType) -> Callable[[OStream, Any], None]:
    """How ``os << v`` prints a value of type ``t`` (the element type of an ostream_iterator)."""
    if isinstance(t, T.IntType) and t.is_char:
        return lambda s, v: s.put_char(v)
    if isinstance(t, T.IntType):
        return lambda s, v: s.put_int(v, t)
    if isinstance(t, T.FloatType):
        return lambda s, v: s.put_float(v)
    if isinstance(t, T.PtrType) and isinstance(t.pointee, T.IntType) and t.pointee.is_char:
        return lambda s, v: s.write(read_cstring(v))
    if isinstance(t, (T.PtrType, T.NullptrType)):
        return lambda s, v: s.put_pointer(v)
    if isinstance(t, T.ClassType) and t.role == "string":
        return lambda s, v: s.write(v.bytes())
    raise nc.fail(f"std::ostream_iterator<{t.name}> (printing a {t.name})")


def _iter_writer(nc: NativeCall, it: T.ClassType) -> Callable[[OStreamIter, Any], None]:
    """``*it = v`` on an ostream_iterator: ``stream << v``, then the separator if there is one."""
    put = _printer(nc, it.arg)

    def write(o: OStreamIter, v: Any) -> None:
        s = o.stream
        put(s, v)
        if o.delim is not None:
            s.write(o.delim)
    return write


def ostream_iter_ctor(nc: NativeCall, ty: T.ClassType) -> E:
    """``std::ostream_iterator<T>(stream[, delim])``."""
    _printer(nc, ty.arg)  # an element type ascsim cannot print is reported here
    evs = nc.evs()
    stream = evs[0]
    if len(evs) == 1:
        return E(ty, lambda f: OStreamIter(stream(f), None))
    delim = evs[1]

    def make(f: Frame) -> OStreamIter:
        d = delim(f)
        return OStreamIter(stream(f), None if d is None else read_cstring(d))
    return E(ty, make)


def ostream_iter_method(nc: NativeCall) -> E:
    """``*it``, ``++it``, ``it++`` (the iterator itself) and ``it = v`` (prints ``v``)."""
    ty = nc.obj_type
    assert isinstance(ty, T.ClassType) and nc.obj is not None
    o = nc.obj.ev
    if nc.name in ("operator*", "operator++"):
        return E(ty, o)
    if nc.name == "operator=" and nc.params and not isinstance(_target(nc.params[0]), T.ClassType):
        write = _iter_writer(nc, ty)
        (v,) = nc.evs()

        def assign(f: Frame) -> Any:
            it = o(f)
            write(it, v(f))
            return it
        return E(ty, assign)
    raise nc.fail(f"std::ostream_iterator::{nc.name}")


def _target(t: T.CType) -> T.CType:
    return t.target if isinstance(t, T.RefType) else t


def _sink(nc: NativeCall, i: int, src: T.CType) -> tuple[Callable[[Any, int, Any], None], Callable[[Any, int], Any]]:
    """Where an algorithm writes (parameter ``i``: a pointer, or a ``std::ostream_iterator``):
    ``put(dest, k, value)`` stores value ``k`` (of type ``src``) and ``end(dest, n)`` is the result."""
    t = _target(nc.params[i])
    if isinstance(t, T.ClassType) and t.role == "ostream_iter":
        write = _iter_writer(nc, t)
        conv = nc.comp.value_converter(src, t.arg, nc.c) or (lambda x: x)
        return (lambda d, k, v: write(d, conv(v))), (lambda d, n: d)
    to = _pointee(nc, i)
    tconv = nc.comp.value_converter(src, to, nc.c) or (lambda x: x)
    size = to.size

    def put(d: Any, k: int, v: Any) -> None:
        if d is None:
            raise RunError(f"std::{nc.name} writes through a null pointer")
        d.mem.store(d.off + k * size, to, tconv(v))
    return put, (lambda d, n: Pointer(d.mem, d.off + n * size) if d is not None else None)


# -- callables (lambdas) passed to algorithms --------------------------------------------------
def _slot_ptr(v: Any, ty: T.CType) -> Pointer:
    """A pointer to a temporary holding ``v`` (an argument that is not an element of a range)."""
    return Pointer(SlotMem([v], 0, ty), 0)


def _callable(nc: NativeCall, i: int, types: list[T.CType]) -> tuple[Callable[[Frame], Any],
                                                                       Callable[[Any, list[Pointer]], Any]]:
    """Argument ``i`` is a callable (lambda, function pointer, std::function, object with operator())
    called with arguments of ``types``: (f -> a copy of it, as the by-value parameter holds,
    ``call(copy, pointers to the arguments)`` -> its result)."""
    from .callables import target

    comp = nc.comp
    ty = _target(nc.params[i])
    tgt = target(comp, ty, nc.c, f"std::{nc.name}")
    if len(tgt.params) != len(types):
        raise nc.fail(f"std::{nc.name} with a callable of {len(tgt.params)} parameter(s) (it passes {len(types)})")
    passers: list[Callable[[Pointer], Any] | None] = []
    for (pty, byref, is_ref), et in zip(tgt.params, types, strict=False):
        if byref and pty is et:
            passers.append(None)  # a reference to the element itself
            continue
        conv = comp.value_converter(et, pty, nc.c) or (lambda x: x)
        if byref:
            passers.append(_passer(et, conv, _slot_maker(pty)))
        elif isinstance(pty, (T.ClassType, T.StructType)) and not is_ref:
            passers.append(_passer(et, conv, comp.rt.copier(pty, nc.c)))
        else:
            passers.append(_passer(et, conv, None))
    call = tgt.call
    ret, byref_ret = tgt.ret, tgt.ret_byref

    def invoke(clo: Any, ptrs: list[Pointer]) -> Any:
        r = call(clo, [q if ps is None else ps(q) for ps, q in zip(passers, ptrs, strict=False)])
        return r.mem.load(r.off, ret) if byref_ret else r

    copy_clo = tgt.copy
    clo_ev = nc.evs()[i]
    return (lambda f: copy_clo(clo_ev(f))), invoke


def _slot_maker(ty: T.CType) -> Callable[[Any], Pointer]:
    return lambda v: _slot_ptr(v, ty)


def _passer(et: T.CType, conv: Callable[[Any], Any], then: Callable[[Any], Any] | None) -> Callable[[Pointer], Any]:
    """An argument from a pointer to an element of type ``et``: its value converted, then ``then``."""
    if then is None:
        return lambda q: conv(q.load(et))
    return lambda q: then(conv(q.load(et)))


def _result_as(nc: NativeCall, i: int, dst: T.CType) -> Callable[[Any], Any]:
    """Converts what the lambda in argument ``i`` returns to ``dst``."""
    from .callables import target

    ret = target(nc.comp, _target(nc.params[i]), nc.c, f"std::{nc.name}").ret
    if ret is T.VOID:
        raise nc.fail(f"std::{nc.name} with a callable returning void")
    return nc.comp.value_converter(ret, dst, nc.c) or (lambda x: x)


@native("std::for_each")
def _for_each(nc: NativeCall) -> E:
    a, b, _ = nc.evs()
    ty = _pointee(nc, 0)
    clo_ev, call = _callable(nc, 2, [ty])

    def run(f: Frame) -> Any:
        clo = clo_ev(f)
        for p in _elements(a(f), b(f), ty):
            call(clo, [p])
        return clo
    return E(_target(nc.ret), run)


@native("std::generate")
def _generate(nc: NativeCall) -> E:
    a, b, _ = nc.evs()
    ty = _pointee(nc, 0)
    clo_ev, call = _callable(nc, 2, [])
    conv = _result_as(nc, 2, ty)

    def run(f: Frame) -> None:
        clo = clo_ev(f)
        for p in _elements(a(f), b(f), ty):
            p.store(ty, conv(call(clo, [])))
    return E(T.VOID, run)


@native("std::transform")
def _transform(nc: NativeCall) -> E:
    evs = nc.evs()
    binary = len(evs) == 5
    ta = _pointee(nc, 0)
    tb = _pointee(nc, 2) if binary else ta
    clo_ev, call = _callable(nc, len(evs) - 1, [ta, tb] if binary else [ta])
    from .callables import target

    put, end = _sink(nc, len(evs) - 2, target(nc.comp, _target(nc.params[-1]), nc.c, "std::transform").ret)
    a, b, out = evs[0], evs[1], evs[len(evs) - 2]
    b0 = evs[2]

    def run(f: Frame) -> Any:
        clo = clo_ev(f)
        xs = _elements(a(f), b(f), ta)
        if binary:
            q = b0(f)
            vals = [call(clo, [p, Pointer(q.mem, q.off + k * tb.size)]) for k, p in enumerate(xs)]
        else:
            vals = [call(clo, [p]) for p in xs]
        d = out(f)
        for k, v in enumerate(vals):
            put(d, k, v)
        return end(d, len(vals))
    return E(_target(nc.ret), run)


@native("std::count_if", "std::find_if", "std::find_if_not", "std::all_of", "std::any_of", "std::none_of")
def _predicate(nc: NativeCall) -> E:
    a, b, _ = nc.evs()
    ty = _pointee(nc, 0)
    clo_ev, call = _callable(nc, 2, [ty])
    test = _result_as(nc, 2, T.BOOL)
    name = nc.name

    def run(f: Frame) -> Any:
        clo = clo_ev(f)
        first, last = a(f), b(f)
        hits = 0
        for p in _elements(first, last, ty):
            ok = bool(test(call(clo, [p])))
            if name == "count_if":
                hits += ok
            elif name == "find_if" and ok or name == "find_if_not" and not ok:
                return p
            elif name == "all_of" and not ok:
                return False
            elif name in ("any_of", "none_of") and ok:
                return name == "any_of"
        if name == "count_if":
            return hits
        if name.startswith("find"):
            return last
        return name != "any_of"
    return E(_target(nc.ret), run)


# -- printf -----------------------------------------------------------------------------------
def format_printf(fmt: bytes, args: list[Any], types: list[T.CType]) -> bytes:
    """C printf formatting of already-promoted arguments."""
    import re

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
                text = format_float(fv)
                text = text.upper() if c.isupper() else text
                out += ((pyspec.replace("0", "") + "s") % text).encode()
            elif c in "aA":
                out += fv.hex().encode()
            else:
                out += (pyspec + c).encode() % fv
        elif c == "c":
            out += ((pyspec + "s") % chr(int(v) & 0xFF)).encode("latin-1")
        elif c == "s":
            data = _sval(v)
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


def _printf_args(nc: NativeCall, first: int) -> tuple[list[Callable[[Frame], Any]], list[T.CType]]:
    args = nc.args()
    evs = [e.ev for e in args[first:]]
    types = [e.ty for e in args[first:]]
    return evs, types


@native("printf", "std::printf")
def _printf(nc: NativeCall) -> E:
    rt = _rt(nc)
    fmt = nc.args()[0].ev
    evs, types = _printf_args(nc, 1)

    def run(f: Frame) -> int:
        data = format_printf(read_cstring(fmt(f)), [e(f) for e in evs], types)
        rt.stdout.write(data)
        return len(data)
    return E(T.INT, run)


@native("fprintf")
def _fprintf(nc: NativeCall) -> E:
    rt = _rt(nc)
    stream, fmt = nc.args()[0].ev, nc.args()[1].ev
    evs, types = _printf_args(nc, 2)

    def run(f: Frame) -> int:
        data = format_printf(read_cstring(fmt(f)), [e(f) for e in evs], types)
        rt.file_stream(stream(f)).write(data)
        return len(data)
    return E(T.INT, run)


@native("snprintf", "sprintf")
def _sprintf(nc: NativeCall) -> E:
    args = nc.args()
    bounded = nc.name == "snprintf"
    buf = args[0].ev
    n = args[1].ev if bounded else None
    fmt = args[2 if bounded else 1].ev
    evs, types = _printf_args(nc, 3 if bounded else 2)

    def run(f: Frame) -> int:
        data = format_printf(read_cstring(fmt(f)), [e(f) for e in evs], types)
        limit = n(f) if n is not None else len(data) + 1
        if limit > 0:
            write_bytes(buf(f), data[:limit - 1] + b"\0")
        return len(data)
    return E(T.INT, run)


@native("puts")
def _puts(nc: NativeCall) -> E:
    rt = _rt(nc)
    (s,) = nc.evs()
    def run(f: Frame) -> int:
        rt.stdout.write(read_cstring(s(f)) + b"\n")
        return 0
    return E(T.INT, run)


@native("putchar")
def _putchar(nc: NativeCall) -> E:
    rt = _rt(nc)
    (c,) = nc.evs()
    def run(f: Frame) -> int:
        v = c(f)
        rt.stdout.put_char(v)
        return int(v)
    return E(T.INT, run)


@native("fflush")
def _fflush(nc: NativeCall) -> E:
    rt = _rt(nc)
    (s,) = nc.evs()
    def run(f: Frame) -> int:
        rt.file_stream(s(f)).flush()
        return 0
    return E(T.INT, run)


@native("__ascsim_assert_fail")
def _assert_fail(nc: NativeCall) -> E:
    e, file, line = nc.evs()

    def fail(f: Frame) -> None:
        raise RunError(f"assertion failed: {read_cstring(e(f)).decode(errors='replace')}")
    return E(T.VOID, fail)


# -- cstring ----------------------------------------------------------------------------------
@native("memcpy", "memmove")
def _memcpy(nc: NativeCall) -> E:
    d, s, n = nc.evs()

    def run(f: Frame) -> Any:
        dst, src, count = d(f), s(f), n(f)
        _host_only(dst, nc.name)
        _host_only(src, nc.name)
        write_bytes(dst, read_bytes(src, count))
        return dst
    return E(nc.ret, run)


@native("memset")
def _memset(nc: NativeCall) -> E:
    d, v, n = nc.evs()

    def run(f: Frame) -> Any:
        dst = d(f)
        _host_only(dst, "memset")
        write_bytes(dst, bytes([v(f) & 0xFF]) * n(f))
        return dst
    return E(nc.ret, run)


@native("memcmp")
def _memcmp(nc: NativeCall) -> E:
    a, b, n = nc.evs()

    def run(f: Frame) -> int:
        x, y = read_bytes(a(f), n(f)), read_bytes(b(f), n(f))
        for p, q in zip(x, y, strict=False):
            if p != q:
                return p - q
        return 0
    return E(T.INT, run)


@native("strlen")
def _strlen(nc: NativeCall) -> E:
    (s,) = nc.evs()
    return E(nc.ret, lambda f: len(read_cstring(s(f))))


@native("strcmp", "strncmp")
def _strcmp(nc: NativeCall) -> E:
    evs = nc.evs()

    def run(f: Frame) -> int:
        x, y = read_cstring(evs[0](f)), read_cstring(evs[1](f))
        if len(evs) == 3:
            x, y = x[:evs[2](f)], y[:evs[2](f)]
        return (x > y) - (x < y)
    return E(T.INT, run)


@native("strcpy", "strncpy")
def _strcpy(nc: NativeCall) -> E:
    evs = nc.evs()

    def run(f: Frame) -> Any:
        dst = evs[0](f)
        data = read_cstring(evs[1](f)) + b"\0"
        if len(evs) == 3:
            n = evs[2](f)
            data = (data + b"\0" * n)[:n]
        write_bytes(dst, data)
        return dst
    return E(nc.ret, run)


@native("strcat", "strncat")
def _strcat(nc: NativeCall) -> E:
    """``strcat(dst, src)`` / ``strncat(dst, src, n)``: append (at most n bytes of) src after dst's NUL."""
    evs = nc.evs()

    def run(f: Frame) -> Any:
        dst = evs[0](f)
        data = read_cstring(evs[1](f))
        if len(evs) == 3:
            data = data[:evs[2](f)]
        end = len(read_cstring(dst))
        write_bytes(Pointer(dst.mem, dst.off + end), data + b"\0")
        return dst
    return E(nc.ret, run)


# -- cstdlib ----------------------------------------------------------------------------------
class _GlibcRand:
    """glibc's ``rand()`` (the TYPE_3 additive feedback generator of ``random_r``): the same
    sequence for the same ``srand`` seed as a program built with glibc; seed 1 before any ``srand``."""

    def __init__(self) -> None:
        self.seed(1)

    def seed(self, seed: int) -> None:
        seed &= 0xFFFFFFFF
        r = [0] * 34
        r[0] = seed if seed else 1
        for i in range(1, 31):
            # 16807 * r[i-1] mod (2^31 - 1) on signed 32-bit words, as glibc computes it
            prev = r[i - 1] - (1 << 32) if r[i - 1] >= 1 << 31 else r[i - 1]
            hi, lo = divmod(prev, 127773) if prev >= 0 else (-((-prev) // 127773), -((-prev) % 127773))
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            r[i] = word & 0xFFFFFFFF
        for i in range(31, 34):
            r[i] = r[i - 31]
        self.state = r
        for _ in range(310):
            self.next()

    def next(self) -> int:
        r = self.state
        v = (r[-31] + r[-3]) & 0xFFFFFFFF
        r.append(v)
        del r[0]
        return v >> 1


RAND = _GlibcRand()


@native("rand")
def _rand(nc: NativeCall) -> E:
    return E(T.INT, lambda f: RAND.next())


@native("srand")
def _srand(nc: NativeCall) -> E:
    (seed,) = nc.evs()
    return E(T.VOID, lambda f: RAND.seed(seed(f)))


def _bit_builtin(kind: str, bits: int) -> Callable[[NativeCall], E]:
    def build(nc: NativeCall) -> E:
        (x,) = nc.evs()
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
        return E(nc.ret, run)
    return build


for _kind in ("popcount", "parity", "clz", "ctz"):
    for _suffix, _bits in (("", 32), ("l", 64), ("ll", 64)):
        NATIVES[f"__builtin_{_kind}{_suffix}"] = _bit_builtin(_kind, _bits)


@native("__builtin_expect")
def _expect(nc: NativeCall) -> E:
    return E(nc.ret, nc.evs()[0])


@native("abs", "labs", "llabs", "std::abs", "fabs", "fabsf", "std::fabs")
def _abs(nc: NativeCall) -> E:
    (x,) = nc.evs()
    ret = nc.ret
    if isinstance(ret, T.IntType):
        return E(ret, lambda f: ret.wrap(abs(x(f))))
    return E(ret, lambda f: abs(x(f)))


@native("exit")
def _exit(nc: NativeCall) -> E:
    (s,) = nc.evs()

    def run(f: Frame) -> None:
        raise ProgramExit(s(f))
    return E(T.VOID, run)


@native("abort")
def _abort(nc: NativeCall) -> E:
    def run(f: Frame) -> None:
        raise RunError("abort() was called")
    return E(T.VOID, run)


@native("atoi", "atol", "strtol", "strtoul")
def _atoi(nc: NativeCall) -> E:
    evs = nc.evs()
    ret = nc.ret
    assert isinstance(ret, T.IntType)

    def run(f: Frame) -> int:
        text = read_cstring(evs[0](f)).decode("latin-1").strip()
        base = evs[2](f) if len(evs) > 2 else 10
        try:
            return ret.wrap(_parse_int_prefix(text, base or 10))
        except ValueError:
            return 0
    return E(ret, run)


@native("atof", "strtod")
def _atof(nc: NativeCall) -> E:
    evs = nc.evs()

    def run(f: Frame) -> float:
        import re

        text = read_cstring(evs[0](f)).decode("latin-1").strip()
        m = re.match(r"[+-]?(\d+\.?\d*([eE][+-]?\d+)?|\.\d+([eE][+-]?\d+)?|inf|nan)", text, re.I)
        return float(m.group(0)) if m else 0.0
    return E(T.DOUBLE, run)


@native("malloc", "calloc")
def _malloc(nc: NativeCall) -> E:
    evs = nc.evs()

    def run(f: Frame) -> Pointer | None:
        n = evs[0](f) * (evs[1](f) if len(evs) == 2 else 1)
        if n > 1 << 40:
            return None  # more than the program can have: a null pointer, as the C library gives
        try:
            return Pointer(ByteMem(n, f"{nc.name}({n})"), 0)
        except MemoryError:
            return None
    return E(nc.ret, run)


@native("free")
def _free(nc: NativeCall) -> E:
    (p,) = nc.evs()

    def run(f: Frame) -> None:
        q = p(f)
        if q is not None and isinstance(q.mem, ByteMem):
            q.mem.release()
    return E(T.VOID, run)


@native("getenv")
def _getenv(nc: NativeCall) -> E:
    (s,) = nc.evs()

    def run(f: Frame) -> Pointer | None:
        v = os.environ.get(read_cstring(s(f)).decode("latin-1"))
        return None if v is None else Pointer(string_mem(v.encode()), 0)
    return E(nc.ret, run)


# -- cmath ------------------------------------------------------------------------------------
def _math1(fn: Callable[[float], float]) -> Native:
    def compile_(nc: NativeCall) -> E:
        (x,) = nc.evs()
        ret = nc.ret
        rnd = ret.round if isinstance(ret, T.FloatType) else (lambda v: v)

        def run(f: Frame) -> float:
            try:
                return rnd(fn(x(f)))
            except (ValueError, OverflowError):
                return _special1(fn, x(f))
        return E(ret, run)
    return compile_


def _special1(fn: Callable[[float], float], v: float) -> float:
    """IEEE results where Python's math raises (log(0) = -inf, sqrt(-1) = nan, exp overflow = inf)."""
    if fn is math.log or fn is math.log2 or fn is math.log10:
        return -math.inf if v == 0 else math.nan
    if fn is math.exp or fn is _exp2:
        return math.inf
    return math.nan


def _math2(fn: Callable[[float, float], float]) -> Native:
    def compile_(nc: NativeCall) -> E:
        x, y = nc.evs()
        ret = nc.ret
        rnd = ret.round if isinstance(ret, T.FloatType) else (lambda v: v)

        def run(f: Frame) -> float:
            try:
                return rnd(fn(x(f), y(f)))
            except (ValueError, OverflowError, ZeroDivisionError):
                return math.nan if fn is not math.pow else math.inf
        return E(ret, run)
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
def _classify(nc: NativeCall) -> E:
    (x,) = nc.evs()
    fn = {"isnan": math.isnan, "isinf": math.isinf, "isfinite": math.isfinite,
          "signbit": lambda v: math.copysign(1.0, v) < 0}[nc.name]
    return E(T.BOOL, lambda f: bool(fn(x(f))))


@native("ldexp", "ldexpf")
def _ldexp(nc: NativeCall) -> E:
    x, e = nc.evs()
    rnd = nc.ret.round if isinstance(nc.ret, T.FloatType) else float
    return E(nc.ret, lambda f: rnd(math.ldexp(x(f), e(f))))


@native("frexp", "frexpf")
def _frexp(nc: NativeCall) -> E:
    x, e = nc.evs()

    def run(f: Frame) -> float:
        m, ex = math.frexp(x(f))
        p = e(f)
        p.mem.store(p.off, T.INT, ex)
        return m
    return E(nc.ret, run)


# -- numeric_limits ---------------------------------------------------------------------------
def limits_method(nc: NativeCall) -> E:
    t = nc.ret
    name = nc.name
    if isinstance(t, T.IntType):
        v = {"min": t.min, "max": t.max, "lowest": t.min, "epsilon": 0, "infinity": 0, "quiet_NaN": 0,
             "denorm_min": 0}[name]
        return E(t, lambda f: v)
    if isinstance(t, T.FloatType):
        info = np.finfo(t.np)
        fv = {"min": float(info.smallest_normal), "max": float(info.max), "lowest": float(info.min),
              "epsilon": float(info.eps), "infinity": math.inf, "quiet_NaN": math.nan,
              "denorm_min": float(info.smallest_subnormal)}[name]
        return E(t, lambda f: fv)
    raise nc.fail(f"std::numeric_limits<{t.name}>")


# -- algorithms -------------------------------------------------------------------------------
@native("std::equal")
def _equal(nc: NativeCall) -> E:
    evs = nc.evs()
    ta, tb = _pointee(nc, 0), _pointee(nc, 2)

    def run(f: Frame) -> bool:
        xs = _elements(evs[0](f), evs[1](f), ta)
        b0 = evs[2](f)
        if len(evs) == 4:
            ys = _elements(b0, evs[3](f), tb)
            if len(ys) != len(xs):
                return False
        else:
            ys = [Pointer(b0.mem, b0.off + i * tb.size) for i in range(len(xs))]
        return all(_elem_eq(p.load(ta), q.load(tb)) for p, q in zip(xs, ys, strict=False))
    return E(T.BOOL, run)


@native("std::fill", "std::fill_n")
def _fill(nc: NativeCall) -> E:
    a, b, v = nc.evs()
    ty = _pointee(nc, 0)
    conv = nc.comp.value_converter(nc.args()[2].ty, ty, nc.c) or (lambda x: x)
    counted = nc.name == "fill_n"

    def run(f: Frame) -> Any:
        first = a(f)
        last = Pointer(first.mem, first.off + b(f) * ty.size) if counted else b(f)
        val = conv(v(f))
        for p in _elements(first, last, ty):
            p.store(ty, val)
        return last
    return E(nc.ret, run)


@native("std::copy", "std::copy_n")
def _copy(nc: NativeCall) -> E:
    """Into a pointer range or a ``std::ostream_iterator`` (each element printed, then the separator)."""
    a, b, out = nc.evs()
    ta = _pointee(nc, 0)
    put, end = _sink(nc, 2, ta)
    counted = nc.name == "copy_n"

    def run(f: Frame) -> Any:
        first = a(f)
        last = Pointer(first.mem, first.off + b(f) * ta.size) if counted else b(f)
        vals = [p.load(ta) for p in _elements(first, last, ta)]
        d = out(f)
        for i, val in enumerate(vals):
            put(d, i, val)
        return end(d, len(vals))
    return E(_target(nc.ret), run)


@native("std::find", "std::count")
def _find(nc: NativeCall) -> E:
    a, b, v = nc.evs()
    ty = _pointee(nc, 0)
    counting = nc.name == "count"

    def run(f: Frame) -> Any:
        first, last = a(f), b(f)
        val = v(f)
        n = 0
        for p in _elements(first, last, ty):
            if p.load(ty) == val:
                if not counting:
                    return p
                n += 1
        return n if counting else last
    return E(nc.ret, run)


@native("std::reverse", "std::sort", "std::stable_sort")
def _reorder(nc: NativeCall) -> E:
    evs = nc.evs()
    a, b = evs[0], evs[1]
    ty = _pointee(nc, 0)
    if len(evs) == 3:
        return _sort_by(nc, a, b, ty)
    is_sort = nc.name != "reverse"
    key: Callable[[Any], Any] | None = None
    if is_sort and isinstance(ty, T.ClassType) and ty.role == "string":
        key = StringObj.bytes  # std::string's < compares the characters as unsigned, like these bytes
    elif is_sort and isinstance(ty, (T.ClassType, T.StructType)):
        raise nc.fail(f"std::{nc.name} of {ty.name} elements by their operator< (pass the comparison as a third "
                      "argument, e.g. a lambda)")

    def run(f: Frame) -> None:
        ps = _elements(a(f), b(f), ty)
        vals = [p.load(ty) for p in ps]
        vals = sorted(vals, key=key) if is_sort else vals[::-1]
        for p, val in zip(ps, vals, strict=False):
            p.store(ty, val)
    return E(T.VOID, run)


def _sort_by(nc: NativeCall, a: Callable[[Frame], Any], b: Callable[[Frame], Any], ty: T.CType) -> E:
    """``std::sort(first, last, comp)``: ``comp(x, y)`` says x goes before y. Elements that neither
    precedes keep their order (std::sort leaves that order unspecified; std::stable_sort keeps it)."""
    import functools

    clo_ev, call = _callable(nc, 2, [ty, ty])
    less = _result_as(nc, 2, T.BOOL)

    def run(f: Frame) -> None:
        clo = clo_ev(f)

        def cmp(p: Pointer, q: Pointer) -> int:
            if less(call(clo, [p, q])):
                return -1
            return 1 if less(call(clo, [q, p])) else 0
        ps = _elements(a(f), b(f), ty)
        vals = [p.load(ty) for p in sorted(ps, key=functools.cmp_to_key(cmp))]
        for p, val in zip(ps, vals, strict=False):
            p.store(ty, val)
    return E(T.VOID, run)


@native("std::max_element", "std::min_element")
def _minmax_element(nc: NativeCall) -> E:
    a, b = nc.evs()
    ty = _pointee(nc, 0)
    is_max = nc.name == "max_element"

    def run(f: Frame) -> Any:
        ps = _elements(a(f), b(f), ty)
        if not ps:
            return b(f)
        best = ps[0]
        bv = best.load(ty)
        for p in ps[1:]:
            v = p.load(ty)
            if (bv < v) if is_max else (v < bv):
                best, bv = p, v
        return best
    return E(nc.ret, run)


@native("std::min", "std::max")
def _minmax(nc: NativeCall) -> E:
    evs = nc.evs()
    is_max = nc.name == "max"
    ret = nc.ret.target if isinstance(nc.ret, T.RefType) else nc.ret
    p0 = nc.params[0]
    if len(evs) == 1 and isinstance(p0, T.ClassType) and p0.role == "initlist":
        (lst,) = evs
        return E(ret, lambda f: (max if is_max else min)(lst(f)))
    a, b = [nc.args()[i].ev for i in range(2)]

    def run(f: Frame) -> Any:
        x, y = a(f), b(f)
        if is_max:
            return y if x < y else x
        return y if y < x else x
    return E(ret, run)


@native("std::clamp")
def _clamp(nc: NativeCall) -> E:
    v, lo, hi = [e.ev for e in nc.args()]
    ret = nc.ret.target if isinstance(nc.ret, T.RefType) else nc.ret

    def run(f: Frame) -> Any:
        x, a, b = v(f), lo(f), hi(f)
        return a if x < a else (b if b < x else x)
    return E(ret, run)


@native("std::swap")
def _swap(nc: NativeCall) -> E:
    a, b = nc.evs()
    ty = nc.params[0].target if isinstance(nc.params[0], T.RefType) else nc.params[0]
    if isinstance(ty, T.ClassType):
        if ty.role == "vector" or ty.role == "string":
            def swap_vec(f: Frame) -> None:
                x, y = a(f), b(f)
                x.mem, y.mem = y.mem, x.mem
                x.n, y.n = y.n, x.n
            return E(T.VOID, swap_vec)
        raise nc.fail(f"std::swap of {ty.name}")

    def run(f: Frame) -> None:
        p, q = a(f), b(f)
        x, y = p.load(ty), q.load(ty)
        p.store(ty, y)
        q.store(ty, x)
    return E(T.VOID, run)


@native("std::accumulate")
def _accumulate(nc: NativeCall) -> E:
    if len(nc.arg_cursors) == 4:
        return _accumulate_by(nc)
    a, b, init = nc.evs()
    ty = _pointee(nc, 0)
    ret = nc.ret
    add = nc.comp.arith("+", lambda f: f[0], lambda f: f[1], ret, ret, nc.c)
    conv = nc.comp.value_converter(ty, ret, nc.c) or (lambda x: x)

    def run(f: Frame) -> Any:
        acc = init(f)
        for p in _elements(a(f), b(f), ty):
            acc = add([acc, conv(p.load(ty))])
        return acc
    return E(ret, run)


def _accumulate_by(nc: NativeCall) -> E:
    """``std::accumulate(first, last, init, op)``: ``acc = op(acc, *it)`` in order."""
    a, b, init, _ = nc.evs()
    ty = _pointee(nc, 0)
    ret = nc.ret
    clo_ev, call = _callable(nc, 3, [ret, ty])
    conv = _result_as(nc, 3, ret)

    def run(f: Frame) -> Any:
        clo = clo_ev(f)
        acc = init(f)
        for p in _elements(a(f), b(f), ty):
            acc = conv(call(clo, [_slot_ptr(acc, ret), p]))
        return acc
    return E(ret, run)


@native("std::iota")
def _iota(nc: NativeCall) -> E:
    a, b, v = nc.evs()
    ty = _pointee(nc, 0)
    vt = nc.args()[2].ty
    conv = nc.comp.value_converter(vt, ty, nc.c) or (lambda x: x)
    inc = nc.comp.arith("+", lambda f: f[0], lambda f: 1, vt, vt, nc.c) if isinstance(vt, T.IntType) else None

    def run(f: Frame) -> None:
        val = v(f)
        for p in _elements(a(f), b(f), ty):
            p.store(ty, conv(val))
            val = inc([val]) if inc is not None else val + 1
    return E(T.VOID, run)


# -- data_utils.h -----------------------------------------------------------------------------
@native("ReadFile")
def _read_file(nc: NativeCall) -> E:
    """``ReadFile(path, size&, buffer, capacity)``: the whole file, at most ``capacity`` bytes, its size
    stored in ``size``; ``ReadFile(path, buffer, expected)``: the file must hold exactly ``expected`` bytes."""
    evs = nc.evs()
    exact = len(evs) == 3
    path, buf, cap = (evs[0], evs[1], evs[2]) if exact else (evs[0], evs[2], evs[3])
    size_ref = None if exact else evs[1]
    rt = _rt(nc)

    def fail(text: str) -> bool:
        rt.stderr.write(f"[ERROR]  {text}\n".encode())
        return False

    def run(f: Frame) -> bool:
        name = _sval(path(f)).decode("utf-8", "surrogateescape")
        limit = cap(f)
        dst = buf(f)
        if exact and (dst is None or limit == 0):
            return fail(f"cannot read {name}: the buffer is null or the expected size is 0")
        try:
            with open(name, "rb") as fh:
                data = fh.read()
        except OSError as e:
            return fail(f"failed to read file {name}: {e.strerror}")
        if not data:
            return fail(f"file {name} is empty")  # as the samples' helper: an empty file is an error
        if exact and len(data) != limit:
            return fail(f"file {name} is {len(data)} bytes, expected {limit}")
        if len(data) > limit:
            return fail(f"file {name} is {len(data)} bytes, larger than the buffer ({limit} bytes)")
        _host_only(dst, "ReadFile")
        write_bytes(dst, data)
        if size_ref is not None:
            sp = size_ref(f)
            sp.mem.store(sp.off, T.ULONG, len(data))
        return True
    return E(T.BOOL, run)


@native("WriteFile")
def _write_file(nc: NativeCall) -> E:
    path, buf, size = nc.evs()
    rt = _rt(nc)

    def run(f: Frame) -> bool:
        name = _sval(path(f)).decode("utf-8", "surrogateescape")
        src = buf(f)
        _host_only(src, "WriteFile")
        data = read_bytes(src, size(f))
        try:
            with open(name, "wb") as fh:
                fh.write(data)
        except OSError as e:
            rt.stderr.write(f"[ERROR]  failed to write file {name}: {e.strerror}\n".encode())
            return False
        return True
    return E(T.BOOL, run)


# -- byte floats --------------------------------------------------------------------------------
def byte_float_method(nc: NativeCall) -> E:
    ty = nc.obj_type
    assert isinstance(ty, T.ByteFloatType)
    obj = nc.obj
    assert obj is not None
    o = obj.ev
    if nc.name == "operator float":
        return E(T.FLOAT, lambda f: ty.to_float(o(f)))
    if nc.name == "operator=" and obj.store is not None:
        (v,) = nc.evs()
        store = obj.store

        def assign(f: Frame) -> Any:
            x = v(f)
            store(f, x)
            return x
        return E(ty, assign, obj.loc, store)
    raise nc.fail(f"{ty.name}::{nc.name}")

