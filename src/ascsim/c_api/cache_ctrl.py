"""``cache_ctrl.h``: cache maintenance and preloads. ascsim keeps GM coherent (every access goes to memory
itself), so these calls change no data; they check their arguments and return."""

from __future__ import annotations

from typing import Any

from ..errors import AscValueError
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from ..spec.enums import asc_load_l2_cache_mode, asc_store_l2_cache_mode


def _inside(func: str, name: str, p: Ptr) -> None:
    """The pointer must address a byte of a live array (no access is recorded: a flush moves no data)."""
    p.mem.locate(p.addr, 1, f"{func}: {name}", within=p.alloc)


@impls.cache_ctrl.icache_preload.register
def icache_preload(overload: Overload, addr: Any, prefetch_len: Any) -> None:
    """``asc_icache_preload(addr, prefetch_len)``: no instruction cache in the model."""
    n = int(prefetch_len)
    if n < 0:
        raise AscValueError(f"{overload.name}: prefetch_len = {n} is negative; pass the number of bytes to preload")


@impls.cache_ctrl.dcci_single.register
def dcci_single(overload: Overload, dst: Ptr) -> None:
    """``asc_dcci_single`` / ``asc_ub_dcci_single``: one cache line, nothing to write back in the model."""
    _inside(overload.name, "dst", dst)


@impls.cache_ctrl.dcci_entire.register
def dcci_entire(overload: Overload) -> None:
    """``asc_dcci_entire_*`` / ``asc_dci``: the whole cache; nothing to do in the model."""


@impls.cache_ctrl.icache_preload_status.register
def icache_preload_status(overload: Overload) -> int:
    """``asc_get_icache_preload_status``: 0, idle (a preload completes at once in the model)."""
    return 0


@impls.cache_ctrl.datacache_preload.register
def datacache_preload(overload: Overload, address: Ptr, offset: Any) -> None:
    """``asc_datacache_preload(address, offset)``: a hint; no data moves in the model."""
    int(offset)


@impls.cache_ctrl.set_scalar_cache_mode.register
def set_scalar_cache_mode(overload: Overload, mode: Any) -> None:
    """``asc_set_scalar_cache_mode(l2_cache_mode)``: the 4-bit CTRL field at bit ``overload.extra[0]`` (16: loads,
    20: stores) takes the mode's code; nothing else changes (ascsim has no L2 cache)."""
    (start,) = overload.extra
    cls = asc_load_l2_cache_mode if start == 16 else asc_store_l2_cache_mode
    try:
        code = int(cls(int(mode)))
    except ValueError:
        raise AscValueError(f"{overload.name}: {mode!r} is not an {cls.__name__}; valid: "
                            + ", ".join(m.name for m in cls)) from None
    regs = CTX.system()
    regs.ctrl = (regs.ctrl & ~(0xF << start)) | (code << start)


@impls.cache_ctrl.get_scalar_cache_mode.register
def get_scalar_cache_mode(overload: Overload) -> Any:
    """``asc_get_scalar_load_cache_mode``/``asc_get_scalar_store_cache_mode``: the CTRL field as the enum."""
    (start,) = overload.extra
    cls = asc_load_l2_cache_mode if start == 16 else asc_store_l2_cache_mode
    return cls((CTX.system().ctrl >> start) & 0xF)
