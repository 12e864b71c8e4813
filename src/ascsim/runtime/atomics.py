"""Atomic read-modify-writes of GM: the scalar ``asc_atomic_*`` and copies into GM under a
store-atomic mode. Both are filed as atomic accesses by the hazard checker (two atomic updates never
race), and both need every block in one process (see :mod:`ascsim.runtime.parallel`)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..arch import Pipe
from ..dtypes import ElemType
from ..errors import AscValueError
from ..ops import atomic as ops
from . import datamove, hazard
from . import sync as rs
from .context import CTX
from .memory import Ptr


def update(func: str, ptr: Ptr, elem: ElemType, new: Callable[[np.ndarray], np.ndarray], pipe: Pipe,
           nbytes: int | None = None) -> np.ndarray:
    """Replace the elements at ``ptr`` (``nbytes`` bytes, default one element) by ``new(old bits)``
    atomically; returns the old bits."""
    n = elem.size if nbytes is None else nbytes
    u = np.dtype(f"<u{elem.size}")
    with hazard.atomic_access():
        old = np.array(ptr.mem.read(ptr.addr, n, func, pipe, within=ptr.alloc)).view(u)
        ptr.mem.write(ptr.addr, np.ascontiguousarray(new(old), dtype=u).view(np.uint8), func, pipe, within=ptr.alloc)
    return old


def _store_writer(func: str, dst: Ptr, pipe: Pipe) -> Callable[[int, np.ndarray], None] | None:
    """The writer of a copy into GM while a store-atomic mode is set (None: a plain copy)."""
    sync = CTX.sync
    mode = sync.store_atomic if sync is not None else None
    if mode is None:
        return None
    op, elem = mode
    rs.atomic_point(func)
    u = np.dtype(f"<u{elem.size}")

    def write(off: int, data: np.ndarray) -> None:
        addr = dst.addr + off
        if data.size % elem.size or addr % elem.size:
            raise AscValueError(f"{func}: in the store-atomic {op} mode of {elem.name}, a burst of {data.size} bytes "
                                f"at GM 0x{addr:x} is not whole {elem.size}-byte elements at an aligned address")
        val = np.ascontiguousarray(data).view(u)
        update(func, Ptr(dst.mem, addr, elem, dst.alloc), elem, lambda old: ops.combine(op, elem, old, val), pipe,
               data.size)

    return write


datamove.store_atomic = _store_writer
