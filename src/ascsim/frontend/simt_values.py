"""Values of the SIMT lockstep engine: every C value is one numpy array over the threads of a batch
(or one numpy scalar when all threads hold the same value), and a pointer is a
:class:`~ascsim.frontend.memory.Pointer` whose offset is such an array.

A record (struct or class object) is a :class:`Rec`: one such value per leaf member (scalars and
pointers, nested records and arrays of members flattened), keyed by the leaf's byte offset in clang's
layout of the record. A variable's storage can be pointed to (``&x``, ``this``): the pointer's memory is
then a :class:`VarMem` naming the frame slot, and reads and writes through it select leaves by offset.

The compiled forms: an expression is an :class:`X` (its C type, ``ev(frame, mask)``, and for an
lvalue ``put(frame, mask, value)`` and ``addr(frame, mask)``); a statement is
``run(frame, mask) -> mask``, the mask of the threads that go on to the next statement (the others
returned, broke out of or continued a loop). A mask is a bool array over the threads, or None when
every thread is active.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ..dtypes import ElemType
from ..runtime.simt import Threads
from . import ctype as T
from .errors import RunError
from .memory import DevMem, Memory, Pointer, from_address

Mask = "np.ndarray | None"
SEv = Callable[["SFrame", Any], Any]
SStmt = Callable[["SFrame", Any], Any]

_INT_DTYPES = {"?": np.bool_, "b": np.int8, "B": np.uint8, "h": np.int16, "H": np.uint16, "i": np.int32,
               "I": np.uint32, "q": np.int64, "Q": np.uint64}


class LockstepUnsupported(Exception):
    """A construct the lockstep engine does not run: the kernel runs thread by thread instead."""

    def __init__(self, where: str, what: str) -> None:
        super().__init__(f"{where}: {what}")
        self.where, self.what = where, what


def dtype_of(ty: T.CType) -> np.dtype | None:
    """The numpy element type of a C scalar type (None for pointers and the rest)."""
    if isinstance(ty, T.IntType):
        return np.dtype(_INT_DTYPES[ty.fmt])
    if isinstance(ty, T.FloatType):
        return ty.np
    return None


def storage_dtype(ty: T.CType) -> np.dtype | None:
    """The numpy type a thread array of ``ty`` is held in: :func:`dtype_of`, or for the one-byte floats
    (``hifloat8_t``, the fp8 types: members of the 8-bit float pairs) their raw byte, which SIMT code
    only moves (their arithmetic runs thread by thread)."""
    if isinstance(ty, T.ByteFloatType):
        return np.dtype(np.uint8)
    return dtype_of(ty)


def members_as(a: np.ndarray, elem: ElemType) -> np.ndarray:
    """Members as the facade takes them: of ``elem``'s numpy type; the one-byte floats' members are held
    as their raw bytes, which are reinterpreted (fp8) or kept (hifloat8), never converted by value."""
    if elem.kind == "float" and elem.size == 1:
        return np.ascontiguousarray(a.astype(np.uint8, copy=False)).view(elem.np)
    return a.astype(elem.np, copy=False)


def members_raw(a: Any, elem: ElemType) -> np.ndarray:
    """The facade's members as they are held: the one-byte floats as their raw bytes."""
    arr = np.asarray(a)
    return np.ascontiguousarray(arr).view(np.uint8) if elem.kind == "float" and elem.size == 1 else arr


class X:
    """A compiled expression."""

    __slots__ = ("ty", "ev", "put", "addr", "const", "peek")

    def __init__(self, ty: T.CType, ev: SEv, put: Callable[[SFrame, Any, Any], None] | None = None,
                 addr: SEv | None = None, const: Any = None) -> None:
        self.ty = ty
        self.ev = ev
        self.put = put  #: (frame, mask, value): assignment, for an lvalue
        self.addr = addr  #: (frame, mask) -> Pointer, for an lvalue in memory
        self.const = const  #: the value when it is a compile-time constant
        #: For an object in memory: ``ev`` that may give a read-only view of the memory instead of a copy,
        #: for an operator that uses the value at once (before anything else can write the memory).
        self.peek: SEv | None = None


class Loop:
    """The threads of a running loop that left it by ``break`` and that ``continue``d this iteration."""

    __slots__ = ("brk", "cnt")

    def __init__(self) -> None:
        self.brk: np.ndarray | None = None
        self.cnt: np.ndarray | None = None


#: A variable's scope not known (a parameter): every assignment merges by the active mask.
UNSET = object()


class SFrame:
    """One activation of a compiled function: its variables (one array per variable), its loops."""

    __slots__ = ("s", "t", "loops", "ret", "mems", "scope")

    def __init__(self, nslots: int, threads: Threads) -> None:
        self.s: list[Any] = [None] * nslots
        #: slot -> the active mask its declaration ran under (the threads of its scope; UNSET: not known)
        self.scope: list[Any] = [UNSET] * nslots
        self.t = threads
        self.loops: list[Loop] = []
        self.ret: Any = None
        #: slot -> the VarMem of pointers to that variable (one per slot, so that such pointers compare equal)
        self.mems: dict[int, VarMem] = {}


class Rec:
    """A record value over the threads: leaf byte offset -> that leaf's lockstep value."""

    __slots__ = ("v",)

    def __init__(self, v: dict[int, Any]) -> None:
        self.v = v


class VarMem(Memory):
    """The storage of a lockstep variable as the target of a pointer: slot ``idx`` of ``frame``, of type ``ty``
    (a pointer's offset is then the byte offset within the variable, for each thread)."""

    __slots__ = ("frame", "idx", "ty")

    def __init__(self, frame: SFrame, idx: int, ty: T.CType) -> None:
        self.frame, self.idx, self.ty = frame, idx, ty

    def describe(self) -> str:
        return f"a local {self.ty.name} variable"


def var_pointer(f: SFrame, slot: int, ty: T.CType) -> Pointer:
    """``&x`` of the variable in ``slot`` of frame ``f``."""
    vm = f.mems.get(slot)
    if vm is None:
        vm = f.mems[slot] = VarMem(f, slot, ty)
    return Pointer(vm, 0)


def temp_pointer(t: Threads, ty: T.CType, value: Any) -> Pointer:
    """A pointer to a new temporary holding ``value`` (``this`` of a method called on a value)."""
    return var_pointer(temp_frame(t, value), 0, ty)


def temp_frame(t: Threads, value: Any) -> SFrame:
    """A frame of one slot holding ``value``: a temporary's storage."""
    f = SFrame(1, t)
    f.s[0] = value
    return f


def is_none(m: Any) -> bool:
    """Whether no thread is active."""
    return m is not None and not m.any()


def both(m: Any, c: np.ndarray) -> np.ndarray:
    """The active threads for which ``c`` holds."""
    return c if m is None else m & c


def either(a: Any, b: Any) -> Any:
    if a is None or b is None:
        return None
    return a | b


def cond_mask(t: Threads, c: Any) -> np.ndarray:
    """A condition's value as a bool array over the threads."""
    c = np.asarray(c)
    if c.dtype != np.bool_:
        c = c != 0
    return c if c.ndim else np.full(t.n, bool(c))


def merge(t: Threads, m: Any, new: Any, old: Any) -> Any:
    """A variable's value after an assignment of ``new`` by the active threads."""
    if m is None:
        return new
    if isinstance(new, Rec):
        if not isinstance(old, Rec):
            return new if m.all() else Rec({o: merge(t, m, v, None) for o, v in new.v.items()})
        return Rec({o: v if v is old.v.get(o) else merge(t, m, v, old.v.get(o)) for o, v in new.v.items()})
    if isinstance(new, Pointer) or isinstance(old, Pointer):
        return _merge_pointers(t, m, new, old)
    if new is None:  # a null pointer stored where no pointer was yet
        return None
    return np.where(m, new, 0 if old is None else old)


def _merge_pointers(t: Threads, m: np.ndarray, new: Any, old: Any) -> Any:
    if old is None or (isinstance(old, Pointer) and isinstance(new, Pointer) and old.mem is new.mem):
        if old is None:
            if m.all() or new is None:
                return new
            old = Pointer(new.mem, 0) if isinstance(new, Pointer) else None
        assert isinstance(new, Pointer) and isinstance(old, Pointer)
        return array_pointer(new.mem, np.where(m, new.off, old.off))
    if new is None and isinstance(old, Pointer):
        return array_pointer(old.mem, np.where(m, 0, old.off))
    raise RunError("a pointer variable whose threads point into different memories (lockstep threads keep one "
                   "memory per pointer variable)")


def array_pointer(mem: Any, off: Any) -> Pointer:
    """A lockstep pointer: one memory, one offset per thread (an array where the ordinary compiler has an int)."""
    return Pointer(mem, off)


def as_array(t: Threads, v: Any) -> np.ndarray:
    a = np.asarray(v)
    return a if a.ndim else np.full(t.n, a)


def convert(v: Any, src: T.CType, dst: T.CType) -> Any:
    """``v`` of type ``src`` as a ``dst`` (C's conversions: wrap-around, truncation, rounding)."""
    if isinstance(dst, T.PtrType) and isinstance(src, T.IntType):
        return _int_to_pointer(v)
    if isinstance(src, T.PtrType) and isinstance(dst, T.IntType) and not dst.is_bool:
        return _pointer_to_int(v, dst)
    if src is dst or isinstance(dst, (T.PtrType, T.VoidType)) or isinstance(src, (T.PtrType, T.NullptrType)) \
            and not (isinstance(dst, T.IntType) and dst.is_bool):
        return v
    if isinstance(src, (T.PtrType, T.NullptrType)):  # pointer -> bool
        if isinstance(v, Pointer):
            return np.bool_(True)
        return np.bool_(False)
    dt = dtype_of(dst)
    if dt is None:
        raise RunError(f"a conversion to {dst.name} in SIMT code")
    if dt == np.bool_:
        return np.not_equal(v, 0)
    sdt = dtype_of(src)
    if sdt is not None and sdt.kind == "f" and dt.kind in "iu":
        return np.trunc(v).astype(dt)
    return np.asarray(v).astype(dt)[()] if np.ndim(v) == 0 else v.astype(dt)


def _pointer_to_int(v: Any, dst: T.IntType) -> Any:
    """A pointer as an integer (``reinterpret_cast<uint64_t>(p)``): its device address, per thread."""
    dt = dtype_of(dst)
    assert dt is not None
    if v is None:
        return dt.type(0)
    if not isinstance(v, Pointer) or not isinstance(v.mem, DevMem):
        raise RunError("SIMT code converts a pointer to a local variable to an integer (only GM and UB "
                       "pointers have addresses)")
    return np.asarray(v.off).astype(np.int64).astype(dt)


def _int_to_pointer(v: Any) -> Any:
    """An integer as a pointer (``reinterpret_cast<T*>(n)``): the GM allocation its addresses are in (every
    thread's address must be 0 or in that one allocation: a lockstep pointer has one memory)."""
    if isinstance(v, Pointer) or v is None:
        return v
    a = np.asarray(v).astype(np.int64)
    live = a[a != 0]
    if live.size == 0:
        return None
    p = from_address(int(live.flat[0]))
    if p is None or not isinstance(p.mem, DevMem):
        raise RunError(f"SIMT code converts the integer 0x{int(live.flat[0]):x} to a pointer: it is no GM address")
    return array_pointer(p.mem, a[()] if a.ndim == 0 else a)
