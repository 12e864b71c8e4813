"""The C++ types the interpreter distinguishes, built once from clang's canonical types.

Types are interned, so ``a is b`` compares them. cv-qualifiers are dropped (they do not change
what a value is); references appear only as :class:`RefType` on declarations and calls.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np

from .. import dtypes, hifloat8
from ..dtypes import ElemType


class CType:
    """Base of every interpreter type; ``size`` is ``sizeof``."""

    kind = "?"
    name = "?"
    size = 1
    is_scalar = False  #: held in memory as bytes (ints, floats, byte floats)

    def __repr__(self) -> str:
        return self.name


class VoidType(CType):
    kind = "void"
    name = "void"


class NullptrType(CType):
    kind = "nullptr"
    name = "std::nullptr_t"
    size = 8


class IntType(CType):
    """Integers, ``bool``, the character types and enums."""

    kind = "int"
    is_scalar = True

    def __init__(self, name: str, size: int, signed: bool, fmt: str, *, is_bool: bool = False,
                 is_char: bool = False) -> None:
        self.name = name
        self.size = size
        self.signed = signed
        self.fmt = fmt
        self.is_bool = is_bool
        #: char, signed char and unsigned char print as characters.
        self.is_char = is_char
        self.bits = 8 * size
        self.mask = (1 << self.bits) - 1
        self.min = -(1 << (self.bits - 1)) if signed else 0
        self.max = (1 << (self.bits - 1)) - 1 if signed else self.mask
        self.half = 1 << (self.bits - 1)
        self.elem: ElemType | None = None
        #: Rank for the usual arithmetic conversions (bool < char < short < int < long < long long).
        self.rank = 0
        self.enum_names: dict[int, str] | None = None

    def wrap(self, v: int) -> int:
        """``v`` converted to this type (modular, as C++20 defines and every compiler does)."""
        if self.is_bool:
            return 1 if v else 0
        if self.min <= v <= self.max:
            return v
        v &= self.mask
        return v - (1 << self.bits) if self.signed and v >= self.half else v


class FloatType(CType):
    """``float``, ``double``, ``half`` (_Float16) and ``bfloat16_t`` (__bf16)."""

    kind = "float"
    is_scalar = True

    def __init__(self, name: str, size: int, fmt: str, rank: int, np_dtype: Any) -> None:
        self.name = name
        self.size = size
        self.fmt = fmt  #: struct format of the value, or of its raw bits for bfloat16
        self.rank = rank
        self.np = np.dtype(np_dtype)
        self.elem: ElemType | None = None
        self.round: Callable[[float], float] = _identity

    def raw_bits(self, v: float) -> int:
        return int(np.array(v, self.np).view(_UINT[self.size])[()])


class ByteFloatType(CType):
    """``hifloat8_t``, the fp8 types and the packed 4-bit pairs: one raw byte, converted to float on demand."""

    kind = "bytefloat"
    is_scalar = True
    size = 1
    fmt = "B"

    def __init__(self, elem: ElemType) -> None:
        self.name = elem.name
        self.elem = elem

    def to_float(self, raw: int) -> float:
        if self.elem is dtypes.hifloat8_t:
            return float(hifloat8.decode(np.array([raw], np.uint8))[0])
        return float(np.array([raw], np.uint8).view(self.elem.np)[0])

    def from_float(self, v: float) -> int:
        if self.elem is dtypes.hifloat8_t:
            return int(hifloat8.encode(np.array([v], np.float64))[0])
        return int(np.array([v], np.float32).astype(self.elem.np).view(np.uint8)[0])


class PtrType(CType):
    kind = "ptr"
    size = 8

    def __init__(self, pointee: CType) -> None:
        self.pointee = pointee
        self.name = f"{pointee.name}*"


class RefType(CType):
    kind = "ref"
    size = 8

    def __init__(self, target: CType, const: bool = False) -> None:
        self.target = target
        self.const = const
        self.name = f"const {target.name}&" if const else f"{target.name}&"


class ArrayType(CType):
    kind = "array"

    def __init__(self, elem: CType, count: int) -> None:
        self.elem = elem
        self.count = count
        self.size = elem.size * count
        self.name = f"{elem.name}[{count}]"

    @property
    def leaf(self) -> CType:
        t: CType = self
        while isinstance(t, ArrayType):
            t = t.elem
        return t


class FuncType(CType):
    """A function type; ``params`` and ``ret`` are known for prototypes (calls through pointers need them)."""

    kind = "func"
    name = "function"

    def __init__(self, params: list[CType] | None = None, ret: CType | None = None) -> None:
        self.params = params
        self.ret = ret


class ClassType(CType):
    """A class the interpreter implements natively (or an unsupported user class)."""

    kind = "class"

    def __init__(self, name: str, size: int, role: str, arg: Any = None) -> None:
        self.name = name
        self.size = max(size, 1)
        #: "register", "initlist", "lambda", "limits" or "user".
        self.role = role
        self.arg = arg  #: register class, element CType (initlist) or LambdaInfo


class StructType(CType):
    """A user-defined struct or class: ``size`` and member offsets are clang's (the C++ layout).

    A value of this type is a :class:`~ascsim.frontend.memory.Pointer` to its storage; scalar
    members live in bytes at their offsets, other members (pointers, registers, std::vector) beside
    the bytes (``RecMem.objs``).
    """

    kind = "struct"

    def __init__(self, name: str, size: int) -> None:
        self.name = name
        self.size = max(size, 1)
        #: member name -> (byte offset, type), in declaration order
        self.fields: dict[str, tuple[int, CType]] = {}
        #: every scalar leaf (offset, type), nested structs and arrays flattened
        self.scalars: list[tuple[int, CType]] = []
        #: every leaf that is not bytes (offset, type): pointers, registers, library objects
        self.objects: list[tuple[int, CType]] = []
        self.decl: Any = None
        self.clang_type: Any = None
        #: direct base classes (only one of them may have data members: it is at offset 0)
        self.bases: list[StructType] = []
        #: the default constructor, once seen in a call (an implicit template instantiation lists none)
        self.default_ctor: Any = None
        #: (dst Pointer, src Pointer) -> None: the trivial copy (set when the type is complete)
        self.copy_into: Callable[[Any, Any], None] = _no_copy
        #: () -> Pointer: a new default-initialised object (set by the compiler)
        self.make: Callable[[], Any] | None = None
        #: The destructor the program wrote, when its body does something.
        self.dtor_decl: Any = None
        #: A configuration union of the C API (``asc_fill_value_config`` ...): its C name, and each named field's
        #: (lowest bit, width) in ``config``; None for other types.
        self.config_union: str | None = None
        self.bitfields: dict[str, tuple[int, int]] = {}
        #: Whether destroying an object runs code: its own destructor, or one of a member or base.
        self.has_dtor = False
        #: (Pointer) -> None: the destruction of an object (compiled on first use)
        self.destroy: Callable[[Any], None] | None = None


def _no_copy(dst: Any, src: Any) -> None:
    raise AssertionError("copy of an incomplete struct")


def _identity(v: float) -> float:
    return v


_UINT: dict[int, np.dtype[Any]] = {1: np.dtype(np.uint8), 2: np.dtype(np.uint16), 4: np.dtype(np.uint32),
                                 8: np.dtype(np.uint64)}
_F32 = struct.Struct("f")


def _round_f32(v: float) -> float:
    try:
        return float(_F32.unpack(_F32.pack(v))[0])
    except OverflowError:  # beyond float's range: round to infinity as the FPU does
        return math.copysign(math.inf, v)


def _round_np(dt: Any) -> Callable[[float], float]:
    def r(v: float) -> float:
        with np.errstate(over="ignore"):
            return float(np.array(v, dt))

    return r


VOID = VoidType()
NULLPTR = NullptrType()
BOOL = IntType("bool", 1, False, "?", is_bool=True)
CHAR = IntType("char", 1, True, "b", is_char=True)
SCHAR = IntType("signed char", 1, True, "b", is_char=True)
UCHAR = IntType("unsigned char", 1, False, "B", is_char=True)
SHORT = IntType("short", 2, True, "h")
USHORT = IntType("unsigned short", 2, False, "H")
INT = IntType("int", 4, True, "i")
UINT = IntType("unsigned int", 4, False, "I")
LONG = IntType("long", 8, True, "q")
ULONG = IntType("unsigned long", 8, False, "Q")
LLONG = IntType("long long", 8, True, "q")
ULLONG = IntType("unsigned long long", 8, False, "Q")
CHAR16 = IntType("char16_t", 2, False, "H")
CHAR32 = IntType("char32_t", 4, False, "I")
WCHAR = IntType("wchar_t", 4, True, "i")
for _rank, _types in enumerate([(BOOL,), (CHAR, SCHAR, UCHAR), (SHORT, USHORT, CHAR16), (INT, UINT, CHAR32, WCHAR),
                                (LONG, ULONG), (LLONG, ULLONG)]):
    for _t in _types:
        _t.rank = _rank
INT8, UINT8, INT16, UINT16, INT32, UINT32, INT64, UINT64 = SCHAR, UCHAR, SHORT, USHORT, INT, UINT, LONG, ULONG
SCHAR.elem, UCHAR.elem, SHORT.elem, USHORT.elem = dtypes.int8_t, dtypes.uint8_t, dtypes.int16_t, dtypes.uint16_t
INT.elem, UINT.elem, LONG.elem, ULONG.elem = dtypes.int32_t, dtypes.uint32_t, dtypes.int64_t, dtypes.uint64_t
CHAR.elem, LLONG.elem, ULLONG.elem, BOOL.elem = dtypes.int8_t, dtypes.int64_t, dtypes.uint64_t, dtypes.bool_

HALF = FloatType("half", 2, "e", 1, np.float16)
BF16 = FloatType("bfloat16_t", 2, "H", 1, ml_dtypes.bfloat16)
FLOAT = FloatType("float", 4, "f", 2, np.float32)
DOUBLE = FloatType("double", 8, "d", 3, np.float64)
HALF.elem, BF16.elem, FLOAT.elem = dtypes.half, dtypes.bfloat16_t, dtypes.float_
DOUBLE.elem = dtypes.double  # GM copies move doubles (asc_copy_ub2gm_align)
HALF.round = _round_np(np.float16)
BF16.round = _round_np(ml_dtypes.bfloat16)
FLOAT.round = _round_f32

#: The packed 4-bit pairs (fp4x2_*, int4b_t) are raw bytes too: host code only moves them, and a
#: conversion gives or takes the byte's value.
BYTE_FLOATS = {e.name: ByteFloatType(e) for e in (dtypes.hifloat8_t, dtypes.fp8_e8m0_t, dtypes.fp8_e5m2_t,
                                                     dtypes.fp8_e4m3fn_t, dtypes.fp4x2_e2m1_t, dtypes.fp4x2_e1m2_t,
                                                     dtypes.int4b_t)}

_PTRS: dict[int, PtrType] = {}
_REFS: dict[tuple[int, bool], RefType] = {}
_ARRAYS: dict[tuple[int, int], ArrayType] = {}


def ptr(pointee: CType) -> PtrType:
    t = _PTRS.get(id(pointee))
    if t is None:
        t = _PTRS[id(pointee)] = PtrType(pointee)
    return t


def ref(target: CType, const: bool = False) -> RefType:
    t = _REFS.get((id(target), const))
    if t is None:
        t = _REFS[(id(target), const)] = RefType(target, const)
    return t


def array(elem: CType, count: int) -> ArrayType:
    key = (id(elem), count)
    t = _ARRAYS.get(key)
    if t is None:
        t = _ARRAYS[key] = ArrayType(elem, count)
    return t


def promote(t: CType) -> CType:
    """Integer promotion: everything narrower than int becomes int."""
    if isinstance(t, IntType) and t.rank < INT.rank:
        return INT
    if isinstance(t, IntType) and t.enum_names is not None:
        return INT if t.size <= 4 and t.signed else t
    return t


def usual_arithmetic(a: CType, b: CType) -> CType:
    """The common type of the usual arithmetic conversions."""
    if isinstance(a, FloatType) or isinstance(b, FloatType):
        fa = a if isinstance(a, FloatType) else None
        fb = b if isinstance(b, FloatType) else None
        if fa and fb:
            return fa if fa.rank >= fb.rank else fb
        return fa or fb  # type: ignore[return-value]
    a, b = promote(a), promote(b)
    assert isinstance(a, IntType) and isinstance(b, IntType)
    if a is b:
        return a
    if a.signed == b.signed:
        return a if a.rank >= b.rank else b
    u, s = (a, b) if not a.signed else (b, a)
    if u.rank >= s.rank:
        return u
    if s.size > u.size:
        return s
    return {INT: UINT, LONG: ULONG, LLONG: ULLONG}.get(s, ULLONG)


def elem_of(t: CType) -> ElemType | None:
    """The ascsim element type of a scalar type (for device memory), if it has one."""
    return getattr(t, "elem", None) if t.is_scalar else None
