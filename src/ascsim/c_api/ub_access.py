"""UB addressing of the register loads and stores (``reg_load.h``, ``reg_store.h``): the address an
access uses in its plain, ``int32_t`` offset or ``addr_reg`` form (``overload.extra[0]``: ``""``,
``"offset"`` or ``"addr"``), its alignment, the post-update of a ``T*&`` pointer, and the reads
and writes through the runtime (which records each access for the checker)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import UB_ALIGN, Pipe
from ..errors import MemoryAccessError
from ..regs import addr_reg
from ..runtime.memory import Ptr
from ..spec import Overload

PIPE_V = Pipe.PIPE_V


def shift(p: Ptr, nbytes: int) -> Ptr:
    """``p`` moved by ``nbytes`` bytes (the same allocation: leaving it is caught at the access)."""
    return p if not nbytes else Ptr(p.mem, p.addr + nbytes, p.elem, p.alloc)


def address_at(overload: Overload, name: str, p: Ptr, off: Any, unit: int, align: int = UB_ALIGN) -> Ptr:
    """The UB address an access uses: ``p``, ``p + off`` (``off`` in units of ``unit`` bytes) or
    ``p + addr_reg``, checked to be ``align``-byte aligned."""
    form = overload.extra[0] if overload.extra else ""
    if form == "offset":
        p, how = shift(p, int(off) * unit), f"{name} + offset ({int(off)})"
    elif form == "addr":
        assert isinstance(off, addr_reg)
        p, how = shift(p, off.byte_offset), f"{name} + addr_reg (+{off.byte_offset} bytes)"
    else:
        how = name
    return aligned(overload.name, how, p, align)


def aligned(func: str, how: str, p: Ptr, align: int) -> Ptr:
    if p.addr % align:
        raise MemoryAccessError(f"{func}: {how} = UB 0x{p.addr:x} is not {align}-byte aligned "
                                f"(it is {p.addr % align} bytes past a {align}-byte boundary)")
    return p


def ptr_lvalue(x: Any) -> tuple[Ptr, Any]:
    """A ``T*&`` argument: a pointer, or an object whose ``.value`` is one (``PtrRef``), to update."""
    return (x, None) if isinstance(x, Ptr) else (x.value, x)


def advance(ptr: Ptr, ref: Any, nbytes: int) -> Ptr:
    """The post-update: the pointer moved by ``nbytes``, stored back into a reference argument."""
    new = shift(ptr, nbytes)
    if ref is not None:
        ref.value = new
    return new


def read_ub(p: Ptr, nbytes: int, func: str) -> np.ndarray:
    return p.mem.read(p.addr, nbytes, func, PIPE_V, within=p.alloc)


def write_ub(p: Ptr, data: np.ndarray, func: str, lanes: np.ndarray | None = None) -> None:
    p.mem.write(p.addr, data, func, PIPE_V, lanes=None if lanes is None or lanes.all() else lanes, within=p.alloc)
