"""``c_api/reg_compute/reg_load.h``: loads from UB into registers, inside a VF."""

from __future__ import annotations

from .. import dtypes as d
from . import fn, void
from .types import MASK, MOVABLE, S32, out, reg, ub, ub_ref

_H = "reg_load"

FUNCTIONS = [
    fn("asc_loadalign", _H, "Load one register (256 bytes; 32 for a mask) from a 32-byte aligned UB address.",
       pipe="V")
    .forms("reg_load_store.loadalign", MOVABLE, lambda t: void(("dst", out(reg(t))), ("src", ub(t))))
    .form("reg_load_store.loadalign_mask", *void(("dst", out(MASK)), ("src", ub(d.uint32_t)))),
    fn("asc_loadalign_postupdate", _H, "asc_loadalign from src, then src += offset (elements).", pipe="V")
    .forms("reg_load_store.loadalign_postupdate", MOVABLE,
           lambda t: void(("dst", out(reg(t))), ("src", ub_ref(t)), ("offset", S32))),
    fn("asc_loadalign_deintlv", _H, "Load 512 bytes and deinterleave them: dst0 gets the even elements, dst1 the "
       "odd ones.", pipe="V")
    .forms("reg_load_store.loadalign_deintlv", tuple(t for t in MOVABLE if t.size < 8),
           lambda t: void(("dst0", out(reg(t))), ("dst1", out(reg(t))), ("src", ub(t)))),
]
