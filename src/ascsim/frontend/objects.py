"""Run-time values of device code that are not plain memory: function designators and pointers,
the stream kernel output goes to, and the storage of array variables."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, BinaryIO

from . import ctype as T
from .memory import ByteMem, Memory, ObjMem


class FuncVal:
    """A function designator used as a value (a function's name that is neither called nor taken
    as a pointer)."""

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


class OutStream:
    """Where device code's ``printf`` writes: bytes buffered for a binary file."""

    def __init__(self, out: BinaryIO, autoflush: bool = False) -> None:
        self.out = out
        self.pending = bytearray()
        #: Bytes written so far (a launch run in parallel falls back to serial if a kernel prints).
        self.total = 0
        self.autoflush = autoflush

    def write(self, data: bytes) -> None:
        self.pending += data
        self.total += len(data)
        if self.autoflush or len(self.pending) > 1 << 16:
            self.flush()

    def flush(self) -> None:
        if self.pending:
            self.out.write(bytes(self.pending))
            self.pending.clear()
        self.out.flush()


def non_finite_text(v: float) -> str:
    """How printf spells a NaN or an infinity (glibc: ``nan``, ``-nan``, ``inf``, ``-inf``)."""
    if math.isnan(v):
        return "-nan" if math.copysign(1.0, v) < 0 else "nan"
    return "-inf" if v < 0 else "inf"


def new_buffer(ty: T.CType, count: int, label: str, make: Callable[[], Any] | None = None) -> Memory:
    """Storage for ``count`` elements of ``ty`` (an array variable or ``malloc``)."""
    if ty.is_scalar:
        return ByteMem(count * ty.size, label)
    return ObjMem([make() if make else None for _ in range(count)], ty.size, label)
