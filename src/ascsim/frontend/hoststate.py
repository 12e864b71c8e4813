"""A digest of the host state a kernel of the program could change: its global and static variables
and what they point to.

A launch whose blocks run in worker processes (``--jobs``) gives back only GM changes; the workers
compare this digest before and after their blocks, and a change (a kernel that writes a host
variable) makes the launch run again in the program's own process, as for a kernel that prints.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

import numpy as np

from .memory import ByteMem, DevMem, NaNBits, ObjMem, Pointer, RecMem, SlotMem

_PLAIN = (int, float, bool, str, bytes, type(None))


def digest(roots: Iterable[Any]) -> bytes:
    """The digest of everything reachable from ``roots`` through host memory (not device memory)."""
    h = hashlib.blake2b(digest_size=16)
    update = h.update
    seen: set[int] = set()
    stack = list(roots)[::-1]
    while stack:
        x = stack.pop()
        t = type(x)
        if t in _PLAIN:
            update(f"{t.__name__}:{x!r};".encode())
            continue
        if t is NaNBits:
            update(f"nan:{x.bits};".encode())
            continue
        if id(x) in seen:
            update(f"@{id(x)};".encode())
            continue
        seen.add(id(x))
        if isinstance(x, DevMem):
            continue  # device memory: GM changes come back from the workers themselves
        if isinstance(x, ByteMem):
            update(x.arr.data if x.arr.flags.c_contiguous else x.arr.tobytes())
            if isinstance(x, RecMem):
                stack.append(x.objs)
        elif isinstance(x, Pointer):
            update(f"p{x.off};".encode())
            stack.append(x.mem)
        elif isinstance(x, ObjMem):
            stack.extend(reversed(x.items))
        elif isinstance(x, SlotMem):
            update(f"s{x.idx};".encode())
            stack.append(x.frame[x.idx] if 0 <= x.idx < len(x.frame) else None)
        elif isinstance(x, (list, tuple)):
            update(f"[{len(x)};".encode())
            stack.extend(reversed(x))
        elif isinstance(x, dict):
            update(f"{{{len(x)};".encode())
            for k, v in x.items():
                stack += [v, k]
        elif isinstance(x, np.ndarray):
            update(np.ascontiguousarray(x).data)
        else:
            update(f"{t.__name__};".encode())
            for name in getattr(t, "__slots__", ()):
                stack.append(getattr(x, name, None))
            if hasattr(x, "__dict__") and not callable(x):
                stack.append(vars(x))
    return h.digest()
