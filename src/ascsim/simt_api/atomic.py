"""``asc_atomic_*`` (``simt_api/device_atomic_functions.h`` and the 16-bit float headers)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import AscValueError
from ..runtime import memory as rtmem
from ..runtime import simt, simt_memory
from ..spec import Overload, impls

#: How the messages name a memory space.
_SPACE_NAMES = {"gm": "Global Memory (GM)", "ub": "the Unified Buffer (UB)"}


def space_of(p: Any, what: str) -> tuple[Any, Any]:
    """The memory space and allocation a SIMT pointer argument reaches."""
    mem = getattr(p, "mem", None)
    if mem is None or not hasattr(mem, "alloc") or not isinstance(getattr(mem, "mem", None), rtmem.MemorySpace):
        raise AscValueError(f"{what}: the address must point into GM or UB")
    return mem.mem, mem.alloc


def check_space(what: str, elem_name: str, spaces: tuple[str, ...], space: rtmem.MemorySpace) -> None:
    """An atomic form may reach only the spaces its spec entry lists (the 64-bit forms GM only)."""
    if space.name in spaces:
        return
    allowed = " or ".join(_SPACE_NAMES.get(s, s) for s in spaces)
    here = _SPACE_NAMES.get(space.name, space.name.upper())
    hint = " (or a 32-bit type)" if spaces == ("gm",) else ""
    raise AscValueError(f"{what}({elem_name}*) with an address in {here}: the vendor declares the {elem_name} form "
                        f"for {allowed} only; use an address there{hint}")


@impls.simt_atomic.atomic.register
def atomic(overload: Overload, t: simt.Threads, m: Any, p: Any, *operands: Any) -> np.ndarray:
    """``asc_atomic_<op>(address, operands...)``: each active thread's read-modify-write, in thread order;
    returns each thread's old value."""
    update, spaces = overload.extra
    elem = overload.elem(0)
    what = overload.name
    space, alloc = space_of(p, what)
    check_space(what, overload.ret.c if overload.ret.kind == "vec" else elem.name, spaces, space)
    if overload.ret.kind == "vec":  # a vector element (half2 ...) is one word of its size; members on the last axis
        vec = overload.ret
        word = np.dtype(f"u{elem.size * vec.count}")

        def as_words(v: Any) -> np.ndarray:
            a = np.ascontiguousarray(np.asarray(v, elem.np))
            return a.reshape(-1).view(word).reshape(a.shape[:-1])
        old = simt_memory.atomic(t, space, alloc, p.off, word, m, update, [as_words(v) for v in operands], what)
        o = np.ascontiguousarray(np.asarray(old, word))
        return o.reshape(-1).view(elem.np).reshape(o.shape + (vec.count,))
    return simt_memory.atomic(t, space, alloc, p.off, elem.np, m, update, list(operands), what)
