"""Memory as the interpreted program sees it, and pointers into it.

A pointer value is ``Pointer(mem, off)`` (or ``None`` for a null pointer); its static pointee type
comes from the expression, never from the value, so a ``reinterpret_cast`` costs nothing.

* :class:`ByteMem`: host bytes (arrays, ``std::vector`` storage, string literals, ``malloc``). A
  numpy ``uint8`` array, registered in :data:`ascsim.runtime.memory.HOST` when an address is
  needed (``aclrtMemcpy``), so the host API reads and writes it directly.
* :class:`ObjMem`: arrays of things that are not bytes (class objects, pointers).
* :class:`SlotMem`: one local or global variable, when its address is taken or it is bound to
  a reference.
* :class:`DevMem`: global memory or a block's Unified Buffer; every access goes through the
  runtime's checked :class:`~ascsim.runtime.memory.MemorySpace`.
"""

from __future__ import annotations

import math
import struct
from typing import Any

import numpy as np

from ..runtime import memory as rtmem
from . import ctype as T
from .errors import RunError

_UNPACKERS: dict[str, struct.Struct] = {}


def _st(fmt: str) -> struct.Struct:
    s = _UNPACKERS.get(fmt)
    if s is None:
        s = _UNPACKERS[fmt] = struct.Struct("<" + fmt)
    return s


class NaNBits(float):
    """A NaN loaded from memory, remembering its exact bits so a copy stores them unchanged."""

    __slots__ = ("bits", "ty")
    bits: int
    ty: T.CType

    def __new__(cls, bits: int, ty: T.CType) -> NaNBits:
        self = super().__new__(cls, math.nan)
        self.bits = bits
        self.ty = ty
        return self


def bytes_of(ty: T.CType, v: Any) -> bytes:
    """The object representation of scalar ``v`` of type ``ty``."""
    if isinstance(ty, T.FloatType):
        if type(v) is NaNBits and v.ty is ty:
            return int(v.bits).to_bytes(ty.size, "little")
        if ty is T.BF16:
            return ty.raw_bits(v).to_bytes(2, "little")
        return _st(ty.fmt).pack(v)
    if isinstance(ty, T.PtrType):
        raise RunError("the bytes of a pointer value cannot be inspected here")
    if not hasattr(ty, "fmt"):  # a class object (std::vector ...) has no byte image here
        raise RunError(f"the bytes of a {ty.name} object cannot be read or written through a pointer of "
                       "another type here")
    return _st(ty.fmt).pack(v)


def value_of(ty: T.CType, raw: bytes | memoryview, off: int = 0) -> Any:
    """The scalar of type ``ty`` whose object representation starts at ``raw[off]``."""
    if isinstance(ty, T.FloatType):
        if ty is T.BF16:
            bits = _st("H").unpack_from(raw, off)[0]
            v = float(np.array(bits, np.uint16).view(ty.np))
        else:
            v = _st(ty.fmt).unpack_from(raw, off)[0]
        if v != v:
            bits = int.from_bytes(bytes(raw[off:off + ty.size]), "little")
            return NaNBits(bits, ty)
        return v
    if isinstance(ty, T.PtrType) or not hasattr(ty, "fmt"):
        raise RunError(f"a {ty.name} cannot be read from bytes here")
    return _st(ty.fmt).unpack_from(raw, off)[0]


class Memory:
    """What a pointer points into."""

    space = "host"

    def load(self, off: int, ty: T.CType) -> Any:
        raise NotImplementedError

    def store(self, off: int, ty: T.CType, v: Any) -> None:
        raise NotImplementedError

    def address(self, off: int) -> int:
        raise RunError("this pointer has no numeric address (it points to a local variable or object)")

    def describe(self) -> str:
        return "memory"


class ByteMem(Memory):
    """Host bytes."""

    __slots__ = ("arr", "buf", "base", "label")

    #: Registered base address -> ByteMem, so an integer address can become a pointer again.
    by_address: dict[int, ByteMem] = {}

    def __init__(self, nbytes: int, label: str = "host buffer", arr: np.ndarray | None = None) -> None:
        self.arr = np.zeros(max(nbytes, 1), np.uint8) if arr is None else arr
        self.buf = memoryview(self.arr)  # type: ignore[arg-type]
        self.base = 0
        self.label = label

    @property
    def size(self) -> int:
        return int(self.arr.size)

    def _check(self, off: int, n: int) -> None:
        if off < 0 or off + n > self.arr.size:
            raise RunError(f"host access of {n} byte(s) at offset {off} is outside {self.describe()}")

    def load(self, off: int, ty: T.CType) -> Any:
        if off < 0 or off + ty.size > self.arr.size:
            self._check(off, ty.size)
        return value_of(ty, self.buf, off)

    def store(self, off: int, ty: T.CType, v: Any) -> None:
        if off < 0 or off + ty.size > self.arr.size:
            self._check(off, ty.size)
        if isinstance(ty, T.FloatType) or isinstance(ty, T.PtrType):
            self.buf[off:off + ty.size] = bytes_of(ty, v)
        else:
            _st(ty.fmt).pack_into(self.buf, off, v)  # type: ignore[attr-defined]

    def address(self, off: int) -> int:
        if not self.base:
            self.base = rtmem.HOST.register(self.arr, self.label)
            ByteMem.by_address[self.base] = self
        return self.base + off

    def release(self) -> None:
        """Forget the registration (the storage was freed or reallocated)."""
        if self.base:
            rtmem.HOST.unregister(self.base)
            ByteMem.by_address.pop(self.base, None)
            self.base = 0

    def describe(self) -> str:
        return f"{self.label} of {self.arr.size} bytes"


class RecMem(ByteMem):
    """The storage of user struct objects: bytes for scalar members (the C++ layout, so the
    object can be reinterpreted or copied to the device), a side table for the other members."""

    __slots__ = ("objs",)

    def __init__(self, nbytes: int, label: str = "object") -> None:
        super().__init__(nbytes, label)
        self.objs: dict[int, Any] = {}

    def load(self, off: int, ty: T.CType) -> Any:
        if ty.is_scalar:
            return ByteMem.load(self, off, ty)
        if off < 0 or off + ty.size > self.arr.size:
            self._check(off, ty.size)
        if isinstance(ty, T.StructType):  # a whole object as a value (library algorithms): a copy
            p = Pointer(RecMem(ty.size, f"{ty.name} object"), 0)
            ty.copy_into(p, Pointer(self, off))
            return p
        return self.objs.get(off)

    def store(self, off: int, ty: T.CType, v: Any) -> None:
        if ty.is_scalar:
            ByteMem.store(self, off, ty, v)
            return
        if off < 0 or off + ty.size > self.arr.size:
            self._check(off, ty.size)
        if isinstance(ty, T.StructType):
            ty.copy_into(Pointer(self, off), v)
            return
        self.objs[off] = v


class HeapMem(RecMem):
    """What ``new`` allocates (any element type: scalars as bytes, the rest beside them); after ``delete``
    every access is reported with the line that deleted it."""

    __slots__ = ("freed_at", "array", "elem", "count", "where")

    def __init__(self, nbytes: int, label: str, array: bool, elem: T.CType, count: int, where: str) -> None:
        super().__init__(nbytes, label)
        self.freed_at: str | None = None
        self.array = array
        self.elem = elem
        self.count = count
        self.where = where

    def free(self, where: str) -> None:
        self.release()
        self.freed_at = where
        self.arr = np.zeros(0, np.uint8)
        self.buf = memoryview(self.arr)  # type: ignore[arg-type]
        self.objs.clear()

    def _check(self, off: int, n: int) -> None:
        if self.freed_at is not None:
            raise RunError(f"use of {self.label} after it was deleted (at {self.freed_at})")
        super()._check(off, n)

    def load(self, off: int, ty: T.CType) -> Any:
        if self.freed_at is not None:
            self._check(off, ty.size)
        return RecMem.load(self, off, ty)

    def store(self, off: int, ty: T.CType, v: Any) -> None:
        if self.freed_at is not None:
            self._check(off, ty.size)
        RecMem.store(self, off, ty, v)


class ObjMem(Memory):
    """An array of objects or pointers; offsets are bytes, ``elem_size`` per element."""

    __slots__ = ("items", "elem_size", "label")

    def __init__(self, items: list[Any], elem_size: int, label: str = "array") -> None:
        self.items = items
        self.elem_size = elem_size
        self.label = label

    def _index(self, off: int) -> int:
        i, r = divmod(off, self.elem_size)
        if r or not 0 <= i < len(self.items):
            raise RunError(f"access at byte offset {off} is outside {self.describe()}")
        return i

    def load(self, off: int, ty: T.CType) -> Any:
        return self.items[self._index(off)]

    def store(self, off: int, ty: T.CType, v: Any) -> None:
        self.items[self._index(off)] = v

    def describe(self) -> str:
        return f"{self.label} of {len(self.items)} element(s)"


class SlotMem(Memory):
    """One variable in a frame (or the globals); other types read its bytes."""

    __slots__ = ("frame", "idx", "ty")

    def __init__(self, frame: list[Any], idx: int, ty: T.CType) -> None:
        self.frame = frame
        self.idx = idx
        self.ty = ty

    def _same(self, off: int, ty: T.CType) -> bool:
        st = self.ty
        return off == 0 and (ty is st or (ty.kind == st.kind and ty.kind in ("ptr", "class", "nullptr"))
                             or (ty.kind == "ptr" and st.kind == "nullptr"))

    def load(self, off: int, ty: T.CType) -> Any:
        if self._same(off, ty):
            return self.frame[self.idx]
        raw = bytes_of(self.ty, self.frame[self.idx])
        if off < 0 or off + ty.size > len(raw):
            raise RunError(f"reads {ty.size} byte(s) at offset {off} of a {self.ty.name} variable")
        return value_of(ty, raw, off)

    def store(self, off: int, ty: T.CType, v: Any) -> None:
        if self._same(off, ty):
            self.frame[self.idx] = v
            return
        raw = bytearray(bytes_of(self.ty, self.frame[self.idx]))
        if off < 0 or off + ty.size > len(raw):
            raise RunError(f"writes {ty.size} byte(s) at offset {off} of a {self.ty.name} variable")
        raw[off:off + ty.size] = bytes_of(ty, v)
        self.frame[self.idx] = value_of(self.ty, bytes(raw))

    def describe(self) -> str:
        return f"a {self.ty.name} variable"


class DevMem(Memory):
    """GM or one block's UB, through the runtime's checked memory.

    ``alloc`` is the allocation (GM buffer or UB array) pointers into this object were derived
    from, so walking from one array into its neighbour is reported as the runtime does.
    """

    __slots__ = ("mem", "space", "alloc")

    def __init__(self, mem: rtmem.MemorySpace, alloc: rtmem.Allocation | None) -> None:
        self.mem = mem
        self.space = mem.name
        self.alloc = alloc

    @classmethod
    def of(cls, mem: rtmem.MemorySpace, alloc: rtmem.Allocation | None = None) -> DevMem:
        # Kept on the memory itself, so a block's UB and its views go away together.
        key = ("devmem", id(alloc))
        d = mem.views.get(key)
        if d is None or d.alloc is not alloc:
            d = mem.views[key] = DevMem(mem, alloc)
        return d

    @classmethod
    def at(cls, mem: rtmem.MemorySpace, addr: int) -> DevMem:
        """The device memory of the allocation holding ``addr`` (as ``aclrtMalloc`` returned it)."""
        return cls.of(mem, mem.allocation_at(addr))

    def load(self, off: int, ty: T.CType) -> Any:
        if not ty.is_scalar:
            raise RunError(f"a {ty.name} cannot be read from {self.space.upper()} memory")
        raw = self.mem.read(off, ty.size, f"read of {ty.name} at {self.space.upper()} 0x{off:x}", within=self.alloc)
        return value_of(ty, raw.tobytes())

    def store(self, off: int, ty: T.CType, v: Any) -> None:
        if not ty.is_scalar:
            raise RunError(f"a {ty.name} cannot be written to {self.space.upper()} memory")
        data = np.frombuffer(bytes_of(ty, v), np.uint8)
        self.mem.write(off, data, f"write of {ty.name} at {self.space.upper()} 0x{off:x}", within=self.alloc)

    def address(self, off: int) -> int:
        return off

    def describe(self) -> str:
        return self.alloc.describe() if self.alloc is not None else f"{self.space.upper()} memory"


class Pointer:
    """A pointer value: memory and byte offset (an absolute address for device memory)."""

    __slots__ = ("mem", "off")

    def __init__(self, mem: Memory, off: int) -> None:
        self.mem = mem
        self.off = off

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pointer) and other.mem is self.mem and other.off == self.off

    def __hash__(self) -> int:
        return hash((id(self.mem), self.off))

    def __repr__(self) -> str:
        return f"Pointer({self.mem.describe()}, {self.off})"

    def add(self, nbytes: int) -> Pointer:
        return Pointer(self.mem, self.off + nbytes)

    def load(self, ty: T.CType) -> Any:
        return self.mem.load(self.off, ty)

    def store(self, ty: T.CType, v: Any) -> None:
        self.mem.store(self.off, ty, v)

    def address(self) -> int:
        return self.mem.address(self.off)

    def core(self, elem: Any) -> rtmem.Ptr:
        """The runtime's typed pointer (device memory only)."""
        if not isinstance(self.mem, DevMem):
            raise RunError(f"expected a device (__gm__ or __ubuf__) pointer; got a pointer to {self.mem.describe()}")
        return rtmem.Ptr(self.mem.mem, self.off, elem, self.mem.alloc)


def from_address(addr: int) -> Pointer | None:
    """The pointer for an integer address (``reinterpret_cast<T*>(n)``), when one is known."""
    if addr == 0:
        return None
    if addr >= rtmem.GlobalMemory.BASE:
        return Pointer(DevMem.at(rtmem.GM, addr), addr)
    for base, bm in ByteMem.by_address.items():
        if base <= addr < base + bm.size:
            return Pointer(bm, addr - base)
    raise RunError(f"0x{addr:x} is not the address of any host buffer this program allocated")


def string_mem(data: bytes, label: str = "string literal") -> ByteMem:
    """A NUL-terminated byte buffer."""
    bm = ByteMem(len(data) + 1, label)
    bm.arr[:len(data)] = np.frombuffer(data, np.uint8)
    return bm


def read_cstring(p: Pointer | None, limit: int = 1 << 20) -> bytes:
    """The bytes up to the NUL at ``p``."""
    if p is None:
        raise RunError("a null pointer where a C string was expected")
    if isinstance(p.mem, ByteMem):
        arr = p.mem.arr
        if not 0 <= p.off <= arr.size:
            raise RunError("a C string pointer outside its buffer")
        rest = arr[p.off:]
        nul = np.flatnonzero(rest == 0)
        if nul.size == 0:
            raise RunError(f"a C string without a terminating NUL in {p.mem.describe()}")
        return rest[:nul[0]].tobytes()
    out = bytearray()
    off = p.off
    while len(out) < limit:
        c = p.mem.load(off, T.CHAR)
        if c == 0:
            return bytes(out)
        out.append(c & 0xFF)
        off += 1
    raise RunError("a C string without a terminating NUL")
