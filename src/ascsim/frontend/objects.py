"""Run-time objects of the standard-library classes the interpreter implements natively."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, BinaryIO

import numpy as np

from . import ctype as T
from .errors import RunError
from .memory import ByteMem, Memory, ObjMem, Pointer

#: The struct formats whose elements a std::vector's storage indexes directly (native memoryview casts).
_INDEXED = frozenset("bBhHiIqQfd")


class VectorObj:
    """``std::vector<T>``: scalars live in host bytes (so ``data()`` is a real buffer), anything else
    (objects, pointers) in a Python list."""

    __slots__ = ("elem", "esize", "mem", "n")

    def __init__(self, elem: T.CType, n: int = 0, fill: Any = None) -> None:
        self.elem = elem
        self.esize = elem.size
        self.n = n
        if elem.is_scalar:
            bm = ByteMem(n * self.esize, f"std::vector<{elem.name}> storage")
            self._type(bm)
            self.mem: ByteMem | ObjMem = bm
            if fill is not None and fill != 0:
                self._fill_bytes(0, n, fill)
        else:
            self.mem = ObjMem([fill] * n if not callable(fill) else [fill() for _ in range(n)], self.esize,
                              f"std::vector<{elem.name}> storage")

    # -- storage -------------------------------------------------------------------------------
    def _type(self, bm: ByteMem) -> None:
        """Elements of the integer types, float and double are read and written by index
        (:attr:`ByteMem.typed`); the fused element access of the front end uses it."""
        fmt = getattr(self.elem, "fmt", "")
        if fmt in _INDEXED and (self.elem is T.FLOAT or self.elem is T.DOUBLE or isinstance(self.elem, T.IntType)):
            bm.type_as(fmt)

    def _fill_bytes(self, start: int, stop: int, value: Any) -> None:
        if stop <= start:
            return
        assert isinstance(self.mem, ByteMem)
        bm = self.mem
        bm.store(start * self.esize, self.elem, value)
        one = bm.arr[start * self.esize:(start + 1) * self.esize]
        bm.arr[start * self.esize:stop * self.esize] = np.tile(one, stop - start)

    def capacity(self) -> int:
        if isinstance(self.mem, ByteMem):
            return self.mem.size // self.esize if self.esize else 0
        return len(self.mem.items)

    def reserve(self, cap: int) -> None:
        if isinstance(self.mem, ByteMem) and cap > self.capacity():
            old = self.mem
            new = ByteMem(cap * self.esize, old.label)
            self._type(new)
            new.arr[:self.n * self.esize] = old.arr[:self.n * self.esize]
            old.release()
            self.mem = new

    def resize(self, n: int, fill: Any = 0, make: Callable[[], Any] | None = None) -> None:
        if isinstance(self.mem, ByteMem):
            if n > self.capacity():
                self.reserve(max(n, 2 * self.capacity()))
            if n > self.n:
                self._fill_bytes(self.n, n, fill)
            self.n = n
        else:
            items = self.mem.items
            if n < len(items):
                del items[n:]
            else:
                items.extend(make() if make else fill for _ in range(n - len(items)))
            self.n = n

    def push(self, value: Any) -> None:
        if isinstance(self.mem, ByteMem):
            if self.n >= self.capacity():
                self.reserve(max(1, 2 * self.capacity()))
            self.mem.store(self.n * self.esize, self.elem, value)
        else:
            self.mem.items.append(value)
        self.n += 1

    def get(self, i: int) -> Any:
        if not 0 <= i < self.n:
            raise RunError(f"std::vector index {i} is out of range (size {self.n})")
        return self.mem.load(i * self.esize, self.elem)

    def set(self, i: int, v: Any) -> None:
        if not 0 <= i < self.n:
            raise RunError(f"std::vector index {i} is out of range (size {self.n})")
        self.mem.store(i * self.esize, self.elem, v)

    def at(self, i: int) -> Pointer:
        if not 0 <= i < self.n:
            raise RunError(f"std::vector index {i} is out of range (size {self.n})")
        return Pointer(self.mem, i * self.esize)

    def begin(self) -> Pointer:
        return Pointer(self.mem, 0)

    def end(self) -> Pointer:
        return Pointer(self.mem, self.n * self.esize)

    def values(self) -> list[Any]:
        return [self.mem.load(i * self.esize, self.elem) for i in range(self.n)]

    def raw(self) -> bytes:
        assert isinstance(self.mem, ByteMem)
        return self.mem.arr[:self.n * self.esize].tobytes()

    def assign_from(self, other: VectorObj, copy_elem: Callable[[Any], Any]) -> None:
        if other is self:
            return
        if isinstance(self.mem, ByteMem):
            self.n = 0
            self.reserve(other.n)
            assert isinstance(other.mem, ByteMem)
            nb = other.n * self.esize
            self.mem.arr[:nb] = other.mem.arr[:nb]
            self.n = other.n
        else:
            assert isinstance(other.mem, ObjMem)
            self.mem.items[:] = [copy_elem(x) for x in other.mem.items]
            self.n = other.n

    def set_values(self, values: list[Any]) -> None:
        if isinstance(self.mem, ByteMem):
            self.n = 0
            self.reserve(len(values))
            for i, v in enumerate(values):
                self.mem.store(i * self.esize, self.elem, v)
        else:
            self.mem.items[:] = list(values)
        self.n = len(values)


class StringObj(VectorObj):
    """``std::string``: a vector of char kept NUL-terminated, so ``c_str()`` is a C string."""

    __slots__ = ()

    def __init__(self, data: bytes = b"") -> None:
        super().__init__(T.CHAR, 0)
        self.set_bytes(data)

    def set_bytes(self, data: bytes) -> None:
        n = len(data)
        if n + 1 > self.capacity():
            self.reserve(max(n + 1, 15))
        assert isinstance(self.mem, ByteMem)
        self.mem.arr[:n] = np.frombuffer(data, np.uint8)
        self.mem.arr[n] = 0
        self.n = n

    def bytes(self) -> bytes:
        return self.raw()

    def push(self, value: Any) -> None:
        self.set_bytes(self.bytes() + bytes([value & 0xFF]))

    def resize(self, n: int, fill: Any = 0, make: Callable[[], Any] | None = None) -> None:
        data = self.bytes()
        self.set_bytes(data[:n] + bytes([fill & 0xFF]) * max(0, n - len(data)))


class FuncVal:
    """A function designator used as a value (``std::endl`` passed to ``operator<<``)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class FnPtr:
    """A pointer to a function of the program (``&f``, ``f`` decayed, a captureless lambda converted):
    ``call(values)`` runs it on arguments in parameter form (a Pointer for a scalar reference)."""

    __slots__ = ("name", "call", "key")

    def __init__(self, name: str, call: Callable[[list[Any]], Any], key: Any) -> None:
        self.name = name
        self.call = call
        self.key = key  #: what identifies the function (pointers to the same function compare equal)

    #: A made-up code address per function (``reinterpret_cast<uintptr_t>(fp)``), in order of first use.
    _addresses: dict[int, int] = {}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FnPtr) and other.key is self.key

    def __hash__(self) -> int:
        return id(self.key)

    def address(self) -> int:
        """A stable, non-zero code address for the function (it cannot be turned back into a pointer)."""
        return FnPtr._addresses.setdefault(id(self.key), 0x400000 + 0x40 * len(FnPtr._addresses))


class FunctionObj:
    """``std::function<R(Args...)>``: ``call(values)`` (arguments in the form of ``Args``) or empty (None);
    ``copy`` copies what it holds (a lambda's by-value captures, a functor object)."""

    __slots__ = ("call", "copy", "what")

    def __init__(self, call: Callable[[list[Any]], Any] | None = None,
                 copy: Callable[[], FunctionObj] | None = None, what: str = "") -> None:
        self.call = call
        self.copy = copy
        self.what = what

    def clone(self) -> FunctionObj:
        return self.copy() if self.copy is not None else FunctionObj(self.call, None, self.what)


class Manip:
    """``std::setw(n)``, ``std::setprecision(n)``, ``std::setfill(c)``."""

    __slots__ = ("kind", "value")

    def __init__(self, kind: str, value: int) -> None:
        self.kind = kind
        self.value = value


class OStreamIter:
    """``std::ostream_iterator<T>(stream, delim)``: assigning a value prints it, then ``delim``."""

    __slots__ = ("stream", "delim")

    def __init__(self, stream: OStream, delim: bytes | None) -> None:
        self.stream = stream
        self.delim = delim


class OStream:
    """``std::ostream`` with libstdc++'s formatting; bytes go to a binary file."""

    def __init__(self, out: BinaryIO, autoflush: bool = False) -> None:
        self.out = out
        self.pending = bytearray()
        #: Bytes written so far (a launch run in parallel falls back to serial if a kernel prints).
        self.total = 0
        self.autoflush = autoflush
        self.base = 10
        self.floatfield = ""
        self.precision = 6
        self.width = 0
        self.fill = b" "
        self.left = False
        self.boolalpha = False
        self.showpos = False
        self.uppercase = False
        self.showbase = False

    def write(self, data: bytes) -> None:
        if self.width:
            pad = self.width - len(data)
            self.width = 0
            if pad > 0:
                data = data + self.fill * pad if self.left else self.fill * pad + data
        self.pending += data
        self.total += len(data)
        if self.autoflush or len(self.pending) > 1 << 16:
            self.flush()

    def flush(self) -> None:
        if self.pending:
            self.out.write(bytes(self.pending))
            self.pending.clear()
        self.out.flush()

    # -- formatting ----------------------------------------------------------------------------
    def put_int(self, v: int, ty: T.IntType) -> None:
        if ty.is_bool and self.boolalpha:
            self.write(b"true" if v else b"false")
            return
        if self.base == 10:
            s = str(int(v))
            if self.showpos and v >= 0:
                s = "+" + s
        else:
            u = int(v) & ty.mask
            s = format(u, "x" if self.base == 16 else "o")
            if self.showbase and u:
                s = ("0x" if self.base == 16 else "0") + s
            if self.uppercase:
                s = s.upper()
        self.write(s.encode())

    def put_float(self, v: float) -> None:
        self.write(format_float(v, self.floatfield, self.precision, self.showpos, self.uppercase).encode())

    def put_char(self, v: int) -> None:
        self.write(bytes([v & 0xFF]))

    def put_pointer(self, p: Pointer | None) -> None:
        if p is None:
            self.write(b"0")
            return
        try:
            addr = p.address()
        except RunError:
            addr = id(p.mem) + p.off
        self.write(f"0x{addr:x}".encode())


def format_float(v: float, floatfield: str = "", precision: int = 6, showpos: bool = False,
                 upper: bool = False) -> str:
    """A double as ``std::ostream`` prints it (libstdc++: printf's %g/%f/%e)."""
    if math.isnan(v):
        s = "-nan" if math.copysign(1.0, v) < 0 else "nan"
    elif math.isinf(v):
        s = "-inf" if v < 0 else "inf"
    elif floatfield == "fixed":
        s = format(v, f".{precision}f")
    elif floatfield == "scientific":
        s = format(v, f".{precision}e")
    else:
        s = format(v, f".{precision if precision > 0 else 1}g")
    if showpos and not s.startswith("-"):
        s = "+" + s
    return s.upper() if upper else s


def new_buffer(ty: T.CType, count: int, label: str, make: Callable[[], Any] | None = None) -> Memory:
    """Storage for ``count`` elements of ``ty`` (an array variable or ``malloc``)."""
    if ty.is_scalar:
        return ByteMem(count * ty.size, label)
    return ObjMem([make() if make else None for _ in range(count)], ty.size, label)
