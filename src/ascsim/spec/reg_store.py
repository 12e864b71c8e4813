"""``c_api/reg_compute/reg_store.h``: stores from registers into UB, inside a VF.

Each store has the vendor's addressing forms: the plain one (``dst``), ``dst + offset`` with an
``int32_t offset`` in elements (bytes for a mask register), ``dst + addr_reg``, the post-update form
(``__ubuf__ T*&``, advanced after the access) and, for ``asc_storealign``, the data-block form
(``uint16_t block_stride, uint16_t repeat_stride, vector_bool mask``).
"""

from __future__ import annotations

from collections.abc import Callable

from .. import dtypes as d
from ..dtypes import ElemType
from . import Function, fn, void
from .types import ADDR, B8_B16_B32, MASK, MOVABLE, S32, U16, CType, reg, ub, ub_ref

_H = "reg_store"
_M = "reg_load_store"
#: Every type but the 64-bit integers.
_NO64 = tuple(t for t in MOVABLE if t.size < 8)
_MASK_PTRS = (d.uint32_t, d.uint16_t, d.uint8_t)
_POST = (d.int8_t, d.uint8_t, d.int16_t, d.uint16_t, d.int32_t, d.uint32_t, d.half, d.float_, d.bfloat16_t)
_INTLV = tuple(t for t in _NO64 if t is not d.float_)
_PACK = (d.int16_t, d.uint16_t, d.half, d.bfloat16_t, d.int32_t, d.uint32_t, d.float_, d.int64_t, d.uint64_t)
_Params = tuple[tuple[str, CType], ...]
_FORMS: tuple[tuple[str, _Params], ...] = (("", ()), ("offset", (("offset", S32),)), ("addr", (("offset", ADDR),)))


def _addressing(f: Function, impl: str, types: tuple[ElemType, ...],
                sig: Callable[[ElemType, _Params], _Params]) -> Function:
    """The plain, int32_t-offset and addr_reg forms; ``sig(t, tail)`` places the offset parameters
    ``tail`` among the others. ``ov.extra[0]`` names the form ("", "offset" or "addr")."""
    for form, tail in _FORMS:
        f.forms(impl, types, _signature(sig, tail), extra=(form,))
    return f


def _signature(sig: Callable[[ElemType, _Params], _Params],
               tail: _Params) -> Callable[[ElemType], tuple[CType, _Params]]:
    return lambda t: void(*sig(t, tail))


def _masked(t: ElemType, tail: _Params) -> _Params:
    return (("dst_align32b", ub(t)), ("src", reg(t)), *tail, ("mask", MASK))


def _mask_reg(t: ElemType, tail: _Params) -> _Params:
    return (("dst", ub(t)), ("src", MASK), *tail)


FUNCTIONS = [
    _addressing(_addressing(
        fn("asc_storealign", _H, "Store the active elements of a register to a 32-byte aligned UB address (the "
           "other bytes keep their value), or the 32 bytes of a mask register; dst + offset elements (bytes for a "
           "mask) or dst + an address register.", pipe="V", mask="merging"),
        f"{_M}.storealign", _NO64, _masked), f"{_M}.storealign_mask", _MASK_PTRS, _mask_reg)
    .forms(f"{_M}.storealign_blocks", B8_B16_B32,
           lambda t: void(("dst_align32b", ub(t)), ("src", reg(t)), ("block_stride", U16), ("repeat_stride", U16),
                          ("mask", MASK))),
    fn("asc_storealign_postupdate", _H, "A store to dst, then dst advances: by offset elements (bytes for a mask), "
       "or by repeat_stride 32-byte blocks in the data-block form.", pipe="V", mask="merging")
    .forms(f"{_M}.storealign_postupdate", _POST,
           lambda t: void(("dst_align32b", ub_ref(t)), ("src", reg(t)), ("offset", S32), ("mask", MASK)))
    .forms(f"{_M}.storealign_blocks_postupdate", B8_B16_B32,
           lambda t: void(("dst_align32b", ub_ref(t)), ("src", reg(t)), ("block_stride", U16),
                          ("repeat_stride", U16), ("mask", MASK)))
    .forms(f"{_M}.storealign_mask_postupdate", _MASK_PTRS,
           lambda t: void(("dst", ub_ref(t)), ("src", MASK), ("offset", S32))),
    _addressing(
        fn("asc_storealign_intlv", _H, "Interleave two registers and store the 512 bytes (no mask): "
           "dst[2i] = src0[i], dst[2i+1] = src1[i].", pipe="V"),
        f"{_M}.storealign_intlv", _INTLV,
        lambda t, tail: (("dst_align32b", ub(t)), ("src0", reg(t)), ("src1", reg(t)), *tail)),
    _addressing(_addressing(
        fn("asc_storealign_pack", _H, "Store the low half of each active element's bits, packed (128 bytes); a mask "
           "register stores every second bit (16 bytes).", pipe="V", mask="merging"),
        f"{_M}.storealign_pack", _PACK, _masked), f"{_M}.storealign_pack_mask", _MASK_PTRS, _mask_reg),
]
