"""``c_api/reg_compute/reg_load.h``: loads from UB into registers, inside a VF.

Each load has the vendor's addressing forms: the plain one (``src``), ``src + offset`` with an
``int32_t offset`` in elements (bytes for a mask register), ``src + addr_reg`` (an address register
of the enclosing loops), the post-update form (``__ubuf__ T*&``, advanced after the access) and, for
``asc_loadalign``, the data-block form (``uint16_t block_stride, uint16_t repeat_stride, vector_bool``).
"""

from __future__ import annotations

from collections.abc import Callable

from .. import dtypes as d
from ..dtypes import ElemType
from . import Function, fn, void
from .types import ADDR, MASK, MOVABLE, S32, U16, CType, out, reg, ub, ub_ref

_H = "reg_load"
_M = "reg_load_store"
#: Every type but the 64-bit integers: the element-permuting loads.
_NO64 = tuple(t for t in MOVABLE if t.size < 8)
#: The data-block (block stride) forms: every type but uint64_t (as the vendor declares them).
_BLOCK = tuple(t for t in MOVABLE if t is not d.uint64_t)
_U32 = d.uint32_t


def _addressing(f: Function, impl: str, types: tuple[ElemType, ...], dsts: list[str]) -> Function:
    """The plain, int32_t-offset and addr_reg forms of a load into the ``dsts`` registers;
    ``ov.extra[0]`` names the form ("", "offset" or "addr")."""
    forms: tuple[tuple[str, tuple[tuple[str, CType], ...]], ...] = (
        ("", ()), ("offset", (("offset", S32),)), ("addr", (("offset", ADDR),)))
    for form, tail in forms:
        f.forms(impl, types, _signature(dsts, tail), extra=(form,))
    return f


def _signature(dsts: list[str], tail: tuple[tuple[str, CType], ...]
               ) -> Callable[[ElemType], tuple[CType, tuple[tuple[str, CType], ...]]]:
    return lambda t: void(*[(n, out(reg(t))) for n in dsts], ("src", ub(t)), *tail)


FUNCTIONS = [
    _addressing(
        fn("asc_loadalign", _H, "Load one register (256 bytes; 32 bytes for a mask) from a 32-byte aligned UB "
           "address; src + offset elements (bytes for a mask) or src + an address register.", pipe="V"),
        f"{_M}.loadalign", MOVABLE, ["dst"])
    .form(f"{_M}.loadalign_mask", *void(("dst", out(MASK)), ("src", ub(_U32))), extra=("",))
    .form(f"{_M}.loadalign_mask", *void(("dst", out(MASK)), ("src", ub(_U32)), ("offset", S32)), extra=("offset",))
    .form(f"{_M}.loadalign_mask", *void(("dst", out(MASK)), ("src", ub(_U32)), ("offset", ADDR)), extra=("addr",))
    .forms(f"{_M}.loadalign_blocks", _BLOCK,
           lambda t: void(("dst", out(reg(t))), ("src", ub(t)), ("block_stride", U16), ("repeat_stride", U16),
                          ("mask", MASK))),
    fn("asc_loadalign_postupdate", _H, "A load from src, then src advances: by offset elements (bytes for a mask), "
       "or by repeat_stride 32-byte blocks in the data-block form.", pipe="V")
    .forms(f"{_M}.loadalign_postupdate", MOVABLE,
           lambda t: void(("dst", out(reg(t))), ("src", ub_ref(t)), ("offset", S32)))
    .forms(f"{_M}.loadalign_blocks_postupdate", _BLOCK,
           lambda t: void(("dst", out(reg(t))), ("src", ub_ref(t)), ("block_stride", U16), ("repeat_stride", U16),
                          ("mask", MASK)))
    .form(f"{_M}.loadalign_mask_postupdate", *void(("dst", out(MASK)), ("src", ub_ref(_U32)), ("offset", S32)))
    .form(f"{_M}.loadalign_mask_postupdate", *void(("dst", out(MASK)), ("src", ub_ref(_U32)))),
    _addressing(
        fn("asc_loadalign_deintlv", _H, "Load 512 bytes and deinterleave them: dst0 gets the even elements, dst1 "
           "the odd ones.", pipe="V"),
        f"{_M}.loadalign_deintlv", _NO64, ["dst0", "dst1"]),
    _addressing(
        fn("asc_loadalign_unpack", _H, "Load 128 bytes and spread them: element i goes to lane 2i, lane 2i+1 is 0.",
           pipe="V"),
        f"{_M}.loadalign_unpack", _NO64, ["dst"]),
]
