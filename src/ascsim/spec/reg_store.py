"""``c_api/reg_compute/reg_store.h``: stores from registers into UB, inside a VF.

Each store has the vendor's addressing forms: the plain one (``dst``), ``dst + offset`` with an
``int32_t offset`` in elements (bytes for a mask register), ``dst + addr_reg``, the post-update form
(``__ubuf__ T*&``, advanced after the access) and, for ``asc_storealign``, the data-block form
(``uint16_t block_stride, uint16_t repeat_stride, vector_bool mask``).

The second part lists the other stores: first element, quarter pack, the post-update packs, the
unaligned stream through a ``vector_store_unalign`` register (count, AR, address-register and
mask-register forms, and the flushes), ``asc_scatter`` and ``asc_store``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import dtypes as d
from ..dtypes import ElemType
from . import V910, V920, Function, cost, fn, impls, void
from .impls import Impl
from .types import ADDR, B8_B16_B32, MASK, MOVABLE, S32, STORE_UNALIGN, U16, U32, CType, out, reg, ub, ub_ref

_H = "reg_store"
_M = "reg_store"
#: Every type but the 64-bit integers.
_NO64 = tuple(t for t in MOVABLE if t.size < 8)
_MASK_PTRS = (d.uint32_t, d.uint16_t, d.uint8_t)
_POST = (d.int8_t, d.uint8_t, d.int16_t, d.uint16_t, d.int32_t, d.uint32_t, d.half, d.float_, d.bfloat16_t)
_INTLV = tuple(t for t in _NO64 if t is not d.float_)
_PACK = (d.int16_t, d.uint16_t, d.half, d.bfloat16_t, d.int32_t, d.uint32_t, d.float_, d.int64_t, d.uint64_t)
_Params = tuple[tuple[str, CType], ...]
_FORMS: tuple[tuple[str, _Params], ...] = (("", ()), ("offset", (("offset", S32),)), ("addr", (("offset", ADDR),)))


def _addressing(f: Function, impl: Impl, types: tuple[ElemType, ...],
                sig: Callable[[ElemType, _Params], _Params]) -> Function:
    """The plain, int32_t-offset and addr_reg forms; ``sig(t, tail)`` places the offset parameters
    ``tail`` among the others. ``overload.extra[0]`` names the form ("", "offset" or "addr")."""
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
           "mask) or dst + an address register.", pipe="V", mask="merging", cost=cost.STORE),
        impls.reg_store.storealign, _NO64, _masked), impls.reg_store.storealign_mask, _MASK_PTRS, _mask_reg)
    .forms(impls.reg_store.storealign_blocks, B8_B16_B32,
           lambda t: void(("dst_align32b", ub(t)), ("src", reg(t)), ("block_stride", U16), ("repeat_stride", U16),
                          ("mask", MASK))),
    fn("asc_storealign_postupdate", _H, "A store to dst, then dst advances: by offset elements (bytes for a mask), "
       "or by repeat_stride 32-byte blocks in the data-block form.", pipe="V", mask="merging", cost=cost.STORE)
    .forms(impls.reg_store.storealign_postupdate, _POST,
           lambda t: void(("dst_align32b", ub_ref(t)), ("src", reg(t)), ("offset", S32), ("mask", MASK)))
    .forms(impls.reg_store.storealign_blocks_postupdate, B8_B16_B32,
           lambda t: void(("dst_align32b", ub_ref(t)), ("src", reg(t)), ("block_stride", U16),
                          ("repeat_stride", U16), ("mask", MASK)))
    .forms(impls.reg_store.storealign_mask_postupdate, _MASK_PTRS,
           lambda t: void(("dst", ub_ref(t)), ("src", MASK), ("offset", S32))),
    _addressing(
        fn("asc_storealign_intlv", _H, "Interleave two registers and store the 512 bytes (no mask): "
           "dst[2i] = src0[i], dst[2i+1] = src1[i].", pipe="V", cost=cost.STORE_MODE),
        impls.reg_store.storealign_intlv, _INTLV,
        lambda t, tail: (("dst_align32b", ub(t)), ("src0", reg(t)), ("src1", reg(t)), *tail)),
    _addressing(_addressing(
        fn("asc_storealign_pack", _H, "Store the low half of each active element's bits, packed (128 bytes); a mask "
           "register stores every second bit (16 bytes).", pipe="V", mask="merging", cost=cost.STORE_MODE),
        impls.reg_store.storealign_pack, _PACK, _masked), impls.reg_store.storealign_pack_mask, _MASK_PTRS, _mask_reg),
]

# ---------------------------------------------------------------------------------------------
# The other stores of reg_store.h: first element, quarter pack, the post-update forms of the packs,
# the unaligned stream (vector_store_unalign), the scatter and the plain any-alignment store.

_S = "reg_store"
#: asc_store and the unaligned stream: every movable type but uint64_t.
_UNALIGN = tuple(t for t in MOVABLE if t is not d.uint64_t)
#: The AR (squeeze count) forms leave out hifloat8_t, as the vendor header does.
_UNALIGN_AR = tuple(t for t in _UNALIGN if t is not d.hifloat8_t)
_B32 = (d.int32_t, d.uint32_t, d.float_)
_SCATTER = (d.int8_t, d.uint8_t, d.int16_t, d.uint16_t, d.int32_t, d.uint32_t, d.bfloat16_t, d.half, d.float_)
_UREG = out(STORE_UNALIGN)


def _index_of(t: ElemType) -> ElemType:
    """The index element type of a scatter: uint32_t for 32-bit data, uint16_t otherwise."""
    return d.uint32_t if t.size == 4 else d.uint16_t


def _quarter(name: str, doc: str, **kw: Any) -> Function:
    return _addressing(fn(name, _H, doc, pipe="V", mask="merging", **kw), impls.reg_store.storealign_pack_quarter, _B32,
                       _masked)


def _quarter_post(name: str, doc: str, **kw: Any) -> Function:
    return fn(name, _H, doc, pipe="V", mask="merging", **kw).forms(
        impls.reg_store.storealign_pack_quarter_postupdate, _B32,
        lambda t: void(("dst_align32b", ub_ref(t)), ("src", reg(t)), ("offset", S32), ("mask", MASK)))


_QUARTER_DOC = ("Store the low 8 bits of each active 32-bit element, packed (64 bytes: element i to byte i); "
                "inactive elements leave their byte alone.")

FUNCTIONS += [
    _addressing(
        fn("asc_storealign_1st", _H, "Store element 0 of src (mask ignored) at dst (+ offset elements, + addr_reg); "
           "dst aligned to the element size.", pipe="V", cost=cost.STORE_MODE),
        impls.reg_store.storealign_1st, _NO64, lambda t, tail: (("dst_align32b", ub(t)), ("src", reg(t)), *tail)),
    fn("asc_storealign_1st_postupdate", _H, "Store element 0 of src at dst, then dst advances by offset elements.",
       pipe="V", cost=cost.STORE_MODE)
    .forms(impls.reg_store.storealign_1st_postupdate, _POST,
           lambda t: void(("dst_align32b", ub_ref(t)), ("src", reg(t)), ("offset", S32))),
    _quarter("asc_storealign_pack_v2", "Deprecated name of asc_storealign_pack_quarter. " + _QUARTER_DOC,
             deprecated="use asc_storealign_pack_quarter instead", cost=cost.STORE_MODE),
    _quarter("asc_storealign_pack_quarter", _QUARTER_DOC, cost=cost.STORE_MODE),
    fn("asc_storealign_pack_postupdate", _H, "asc_storealign_pack at dst, then dst advances by offset elements "
       "(bytes for a mask register).", pipe="V", mask="merging", cost=cost.STORE_MODE)
    .forms(impls.reg_store.storealign_pack_postupdate, _PACK,
           lambda t: void(("dst_align32b", ub_ref(t)), ("src", reg(t)), ("offset", S32), ("mask", MASK)))
    .forms(impls.reg_store.storealign_pack_mask_postupdate, _MASK_PTRS,
           lambda t: void(("dst", ub_ref(t)), ("src", MASK), ("offset", S32))),
    _quarter_post("asc_storealign_pack_postupdate_v2", "Deprecated name of asc_storealign_pack_quarter_postupdate.",
                  deprecated="use asc_storealign_pack_quarter_postupdate instead", cost=cost.STORE_MODE),
    _quarter_post("asc_storealign_pack_quarter_postupdate",
                  "asc_storealign_pack_quarter at dst, then dst advances by offset elements.", cost=cost.STORE_MODE),
    fn("asc_storeunalign", _H, "Append count elements of src1 to the unaligned store stream at dst (any element-"
       "aligned address): the 32-byte blocks the stream completes reach UB, the rest waits in src0.", pipe="V",
       cost=cost.STORE)
    .forms(impls.reg_store.storeunalign, _UNALIGN,
           lambda t: void(("dst", ub(t)), ("src0", _UREG), ("src1", reg(t)), ("count", U32))),
    fn("asc_storeunalign_postupdate", _H, "asc_storeunalign, then the stream position advances: dst by count "
       "elements, the address register by 256 bytes, AR by the last squeeze's bytes, or dst by the 16/8 bytes of a "
       "mask register.", pipe="V", cost=cost.STORE)
    .forms(impls.reg_store.storeunalign_postupdate, _UNALIGN,
           lambda t: void(("dst", ub_ref(t)), ("src0", _UREG), ("src1", reg(t)), ("count", U32)))
    .forms(impls.reg_store.storeunalign_ar, _UNALIGN_AR,
           lambda t: void(("dst", ub(t)), ("src0", _UREG), ("src1", reg(t))))
    .forms(impls.reg_store.storeunalign_areg, _UNALIGN,
           lambda t: void(("dst", ub(t)), ("src0", _UREG), ("src1", reg(t)), ("count", out(ADDR))))
    .forms(impls.reg_store.storeunalign_mask, (d.uint16_t, d.uint32_t, d.uint8_t),
           lambda t: void(("dst", ub_ref(t)), ("src0", _UREG), ("src1", MASK))),
    fn("asc_storeunalign_post", _H, "Flush the bytes an unaligned store stream holds to UB; the stream ends at "
       "dst + AR, dst + offset elements or dst + addr_reg.", pipe="V", cost=cost.STORE_UNALIGN_POST)
    .forms(impls.reg_store.storeunalign_post, _UNALIGN_AR, lambda t: void(("dst", ub(t)), ("src", STORE_UNALIGN)),
           extra=("ar",))
    .forms(impls.reg_store.storeunalign_post, _UNALIGN,
           lambda t: void(("dst", ub(t)), ("src", STORE_UNALIGN), ("offset", S32)), extra=("offset",))
    .forms(impls.reg_store.storeunalign_post, _UNALIGN,
           lambda t: void(("dst", ub(t)), ("src", STORE_UNALIGN), ("offset", ADDR)), extra=("addr",)),
    fn("asc_storeunalign_post_postupdate", _H, "asc_storeunalign_post at dst + offset elements, then dst moves "
       "there.", pipe="V", cost=cost.STORE_UNALIGN_POST)
    .forms(impls.reg_store.storeunalign_post_postupdate, _UNALIGN,
           lambda t: void(("dst", ub_ref(t)), ("src", STORE_UNALIGN), ("offset", S32))),
    fn("asc_scatter", _H, "Store each active element i of src to dst[index[i]] (32-byte aligned dst; for 8-bit "
       "data the even elements, index i for element 2i); indices must be distinct.", pipe="V", mask="merging",
       cost=cost.SCATTER)
    .forms(impls.reg_store.scatter, _SCATTER,
           lambda t: void(("dst", ub(t)), ("src", reg(t)), ("index", reg(_index_of(t))), ("mask", MASK))),
    fn("asc_store", _H, "Store the first count elements of src (all of them without count) at dst, any "
       "element-aligned address.", pipe="V", cost=cost.STORE)
    .forms(impls.reg_store.store, _UNALIGN, lambda t: void(("dst", ub(t)), ("src", reg(t))))
    # 9.2.0 declares the count form for every type but half: the half one stays, as a 9.1.0 form.
    .forms(impls.reg_store.store, tuple(t for t in _UNALIGN if t is not d.half),
           lambda t: void(("dst", ub(t)), ("src", reg(t)), ("count", U32)))
    .form(impls.reg_store.store, *void(("dst", ub(d.half)), ("src", reg(d.half)), ("count", U32)), versions=(V910,)),
]

# ---------------------------------------------------------------------------------------------
# What the newer headers (V920) add: the AR status store of the squeeze-and-store stream.
_NEW = (V920,)

FUNCTIONS += [
    fn("asc_storealign_squeeze_status", _H, "Store AR (the bytes asc_squeeze_and_storeunalign appended since "
       "asc_squeeze_and_storeunalign_init) as a uint32_t at dst, or at dst + offset bytes (4-byte aligned).",
       pipe="V")
    .form(impls.reg_store.storealign_squeeze_status, *void(("dst", ub(d.uint32_t))), versions=_NEW)
    .form(impls.reg_store.storealign_squeeze_status, *void(("dst", ub(d.uint32_t)), ("offset", S32)), versions=_NEW),
    fn("asc_storealign_squeeze_status_postupdate", _H, "asc_storealign_squeeze_status at dst, then dst advances "
       "by offset bytes.", pipe="V")
    .form(impls.reg_store.storealign_squeeze_status_postupdate, *void(("dst", ub_ref(d.uint32_t)), ("offset", S32)),
          versions=_NEW),
]
