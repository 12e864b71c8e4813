"""``asc_atomic_*`` (``simt_api/device_atomic_functions.h`` and the 16-bit float headers)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import AscValueError
from ..runtime import memory as rtmem
from ..runtime import simt, simt_memory
from ..spec import Overload, impls


def space_of(p: Any, what: str) -> tuple[Any, Any]:
    """The memory space and allocation a SIMT pointer argument reaches."""
    mem = getattr(p, "mem", None)
    if mem is None or not hasattr(mem, "alloc") or not isinstance(getattr(mem, "mem", None), rtmem.MemorySpace):
        raise AscValueError(f"{what}: the address must point into GM or UB")
    return mem.mem, mem.alloc


@impls.simt_atomic.atomic.register
def atomic(overload: Overload, t: simt.Threads, m: Any, p: Any, *operands: Any) -> np.ndarray:
    """``asc_atomic_<op>(address, operands...)``: each active thread's read-modify-write, in thread order;
    returns each thread's old value."""
    (update,) = overload.extra
    dt = overload.elem(0).np
    what = overload.name
    space, alloc = space_of(p, what)
    if space is not rtmem.GM and dt.itemsize == 8:
        raise AscValueError(f"{what} on a 64-bit {overload.elem(0).name} in the Unified Buffer: the UB atomics are "
                            "32-bit (int32_t, uint32_t, float) and 16-bit; a 64-bit atomic needs a GM address")
    return simt_memory.atomic(t, space, alloc, p.off, dt, m, update, list(operands), what)
