"""``cache_ctrl.h``: cache maintenance and preloads. ascsim keeps GM coherent (every access goes to memory
itself), so these calls change no data; they check their arguments and return."""

from __future__ import annotations

from typing import Any

from ..errors import AscValueError
from ..runtime.memory import Ptr
from ..spec import Overload


def _inside(func: str, name: str, p: Ptr) -> None:
    """The pointer must address a byte of a live array (no access is recorded: a flush moves no data)."""
    p.mem.locate(p.addr, 1, f"{func}: {name}", within=p.alloc)


def icache_preload(ov: Overload, addr: Any, prefetch_len: Any) -> None:
    """``asc_icache_preload(addr, prefetch_len)``: no instruction cache in the model."""
    n = int(prefetch_len)
    if n < 0:
        raise AscValueError(f"{ov.name}: prefetch_len = {n} is negative; pass the number of bytes to preload")


def dcci_single(ov: Overload, dst: Ptr) -> None:
    """``asc_dcci_single`` / ``asc_ub_dcci_single``: one cache line, nothing to write back in the model."""
    _inside(ov.name, "dst", dst)


def dcci_entire(ov: Overload) -> None:
    """``asc_dcci_entire_*`` / ``asc_dci``: the whole cache; nothing to do in the model."""


def icache_preload_status(ov: Overload) -> int:
    """``asc_get_icache_preload_status``: 0, idle (a preload completes at once in the model)."""
    return 0


def datacache_preload(ov: Overload, address: Ptr, offset: Any) -> None:
    """``asc_datacache_preload(address, offset)``: a hint; no data moves in the model."""
    int(offset)
