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
from . import V910, V920, Function, cost, fn, impls, void
from .impls import Impl
from .types import ADDR, LOAD_UNALIGN, MASK, MOVABLE, S32, U16, U32, CType, out, reg, ub, ub_ref

_H = "reg_load"
_RL = impls.reg_load
_M = "reg_load"
#: Every type but the 64-bit integers: the element-permuting loads.
_NO64 = tuple(t for t in MOVABLE if t.size < 8)
#: The data-block (block stride) forms: every type but uint64_t (as the vendor declares them).
_BLOCK = tuple(t for t in MOVABLE if t is not d.uint64_t)
_U32 = d.uint32_t


def _addressing(f: Function, impl: Impl, types: tuple[ElemType, ...], dsts: list[str],
                returning: bool = False) -> Function:
    """The plain, int32_t-offset and addr_reg forms of a load into the ``dsts`` registers;
    ``overload.extra[0]`` names the form ("", "offset" or "addr"). With ``returning``, the plain form of
    every type but the 64-bit ones also returns its register."""
    forms: tuple[tuple[str, tuple[tuple[str, CType], ...]], ...] = (
        ("", ()), ("offset", (("offset", S32),)), ("addr", (("offset", ADDR),)))
    for form, tail in forms:
        f.forms(impl, types, _signature(dsts, tail), extra=(form,),
                returning=_below_64 if returning and not form else False)
    return f


def _below_64(t: ElemType) -> bool:
    return t.size < 8


def _signature(dsts: list[str], tail: tuple[tuple[str, CType], ...]
               ) -> Callable[[ElemType], tuple[CType, tuple[tuple[str, CType], ...]]]:
    return lambda t: void(*[(n, out(reg(t))) for n in dsts], ("src", ub(t)), *tail)


FUNCTIONS = [
    _addressing(
        fn("asc_loadalign", _H, "Load one register (256 bytes; 32 bytes for a mask) from a 32-byte aligned UB "
           "address; src + offset elements (bytes for a mask) or src + an address register.", pipe="V", cost=cost.LOAD),
        _RL.loadalign, MOVABLE, ["dst"], returning=True)
    .form(_RL.loadalign_mask, *void(("dst", out(MASK)), ("src", ub(_U32))), extra=("",))
    .form(_RL.loadalign_mask, *void(("dst", out(MASK)), ("src", ub(_U32)), ("offset", S32)), extra=("offset",))
    .form(_RL.loadalign_mask, *void(("dst", out(MASK)), ("src", ub(_U32)), ("offset", ADDR)), extra=("addr",))
    .forms(_RL.loadalign_blocks, _BLOCK,
           lambda t: void(("dst", out(reg(t))), ("src", ub(t)), ("block_stride", U16), ("repeat_stride", U16),
                          ("mask", MASK))),
    fn("asc_loadalign_postupdate", _H, "A load from src, then src advances: by offset elements (bytes for a mask), "
       "or by repeat_stride 32-byte blocks in the data-block form.", pipe="V", cost=cost.LOAD)
    .forms(_RL.loadalign_postupdate, MOVABLE,
           lambda t: void(("dst", out(reg(t))), ("src", ub_ref(t)), ("offset", S32)))
    .forms(_RL.loadalign_blocks_postupdate, _BLOCK,
           lambda t: void(("dst", out(reg(t))), ("src", ub_ref(t)), ("block_stride", U16), ("repeat_stride", U16),
                          ("mask", MASK)))
    .form(_RL.loadalign_mask_postupdate, *void(("dst", out(MASK)), ("src", ub_ref(_U32)), ("offset", S32)))
    # 9.2.0 dropped the mask form without an offset.
    .form(_RL.loadalign_mask_postupdate, *void(("dst", out(MASK)), ("src", ub_ref(_U32))), versions=(V910,)),
    _addressing(
        fn("asc_loadalign_deintlv", _H, "Load 512 bytes and deinterleave them: dst0 gets the even elements, dst1 "
           "the odd ones.", pipe="V", cost=cost.LOAD_DEINTERLEAVE),
        _RL.loadalign_deintlv, _NO64, ["dst0", "dst1"]),
    _addressing(
        fn("asc_loadalign_unpack", _H, "Load 128 bytes and spread them: element i goes to lane 2i, lane 2i+1 is 0.",
           pipe="V", cost=cost.LOAD_MODE),
        _RL.loadalign_unpack, _NO64, ["dst"], returning=True),
]


# ---------------------------------------------------------------------------------------------
# The other loads of reg_load.h: broadcasts, up/down-sampling, unpack by 4, their post-update forms,
# the unaligned stream, gathers and the mask special register. ``overload.extra`` is (form, dist): the
# addressing form as above and the load's data distribution (see ascsim.c_api.reg_load).

_L = "reg_load"
_B8 = MOVABLE[:9]  # int8_t .. hifloat8_t (4-bit pairs move as bytes)
_B16 = (d.int16_t, d.uint16_t, d.half, d.bfloat16_t)
_B32 = (d.int32_t, d.uint32_t, d.float_)
_B16_B32 = _B16 + _B32
_B8_B16 = _B8 + _B16
#: The unaligned loads: every movable type but uint64_t (as the vendor declares them).
_UNALIGNED = tuple(t for t in MOVABLE if t is not d.uint64_t)


#: The loads of each distribution mode (``_dist`` and ``_post``): (plain form, post-update form).
_DIST: dict[str, tuple[Impl | None, Impl]] = {
    "blk": (_RL.load_blk, _RL.load_blk_postupdate),
    "brc": (_RL.load_brc, _RL.load_brc_postupdate),
    "ds": (_RL.load_ds, _RL.load_ds_postupdate),
    "e2b": (_RL.load_e2b, _RL.load_e2b_postupdate),
    "unpk": (None, _RL.load_unpk_postupdate),
    "unpk4": (_RL.load_unpk4, _RL.load_unpk4_postupdate),
    "us": (_RL.load_us, _RL.load_us_postupdate),
}


def _dist(f: Function, dist: str, types: tuple[ElemType, ...], mask: bool = False, returning: bool = False
          ) -> Function:
    """The plain, int32_t-offset and addr_reg forms of a one-register load with distribution ``dist``
    (and of its mask-register form, offsets in bytes, when ``mask``); implemented by ``load_<dist>``.
    With ``returning``, the plain register form also returns its register."""
    forms: tuple[tuple[str, tuple[tuple[str, CType], ...]], ...] = (
        ("", ()), ("offset", (("offset", S32),)), ("addr", (("offset", ADDR),)))
    plain = _DIST[dist][0]
    assert plain is not None, f"{dist}: no plain load"
    for form, tail in forms:
        f.forms(plain, types, _signature(["dst"], tail), extra=(form, dist),
                returning=returning and not form)
        if mask:
            f.form(_RL.load_dist_mask, *void(("dst", out(MASK)), ("src", ub(_U32)), *tail), extra=(form, dist))
    return f


def _post(f: Function, dist: str, types: tuple[ElemType, ...], mask: bool = False) -> Function:
    """The post-update form ``(dst, __ubuf__ T*& src, int32_t offset)``: the load, then src += offset."""
    f.forms(_DIST[dist][1], types,
            lambda t: void(("dst", out(reg(t))), ("src", ub_ref(t)), ("offset", S32)), extra=("", dist))
    if mask:
        f.form(_RL.load_dist_mask_postupdate, *void(("dst", out(MASK)), ("src", ub_ref(_U32)), ("offset", S32)),
               extra=("", dist))
    return f


def _dep(old: str, new: str) -> str:
    return f"{old} is deprecated; use {new}, which does the same"


_BRC_DOC = "Broadcast one element (b8/b16/b32, by the type) from src to every lane."
_BLK_DOC = "Read one 32-byte data block and repeat it into all 8 blocks of dst."
_E2B_DOC = "Read 8 elements; element j fills data block j of dst (16 or 8 copies)."
_US_DOC = "Read 128 bytes; every element twice (dst[2i] = dst[2i+1] = src[i]); a mask: 16 bytes, every bit twice."
_DS_DOC = "Read 512 bytes; every second element (dst[i] = src[2i]); a mask: 64 bytes, every second bit."
_U4_DOC = "Read 64 bytes; byte i to lane 4i, lanes 4i+1..4i+3 zero."
_POST = " Then src advances by offset elements (bytes for a mask)."

#: UB gathers: (destination, source, index) element types, as the vendor declares them.
_GATHER_UB = (
    (d.int16_t, d.int8_t, d.uint16_t), (d.uint16_t, d.uint8_t, d.uint16_t), (d.int16_t, d.int16_t, d.uint16_t),
    (d.uint16_t, d.uint16_t, d.uint16_t), (d.int32_t, d.int32_t, d.uint32_t), (d.uint32_t, d.uint32_t, d.uint32_t),
    (d.half, d.half, d.uint16_t), (d.float_, d.float_, d.uint32_t), (d.bfloat16_t, d.bfloat16_t, d.uint16_t),
    (d.fp8_e4m3fn_t, d.fp8_e4m3fn_t, d.uint16_t), (d.hifloat8_t, d.hifloat8_t, d.uint16_t),
    (d.fp8_e5m2_t, d.fp8_e5m2_t, d.uint16_t), (d.fp8_e8m0_t, d.fp8_e8m0_t, d.uint16_t),
    (d.int16_t, d.int16_t, d.uint32_t), (d.uint16_t, d.uint16_t, d.uint32_t), (d.half, d.half, d.uint32_t),
    (d.bfloat16_t, d.bfloat16_t, d.uint32_t),
)
#: Register gathers: element type and index type.
_GATHER_REG = (
    (d.int8_t, d.uint8_t), (d.uint8_t, d.uint8_t), (d.int16_t, d.uint16_t), (d.uint16_t, d.uint16_t),
    (d.int32_t, d.uint32_t), (d.uint32_t, d.uint32_t), (d.half, d.uint16_t), (d.bfloat16_t, d.uint16_t),
    (d.fp8_e4m3fn_t, d.uint8_t), (d.hifloat8_t, d.uint8_t), (d.fp8_e5m2_t, d.uint8_t), (d.fp8_e8m0_t, d.uint8_t),
)
#: The deprecated scatter forms of reg_load.h: element type and index type.
_SCATTER_OLD = (
    (d.int8_t, d.uint16_t), (d.uint8_t, d.uint16_t), (d.int16_t, d.uint16_t), (d.uint16_t, d.uint16_t),
    (d.int32_t, d.uint32_t), (d.uint32_t, d.uint32_t), (d.bfloat16_t, d.uint16_t), (d.half, d.uint16_t),
    (d.float_, d.uint32_t),
)
_ULOAD = out(LOAD_UNALIGN)

FUNCTIONS += [
    _dist(fn("asc_loadalign_brc", _H, _BRC_DOC, pipe="V", cost=cost.LOAD_MODE), "brc", _NO64),
    _dist(fn("asc_loadalign_brc_elem", _H, _BRC_DOC, pipe="V", cost=cost.LOAD_MODE), "brc", _NO64, returning=True),
    _dist(fn("asc_loadalign_brc_v2", _H, _BLK_DOC, pipe="V",
             deprecated=_dep("asc_loadalign_brc_v2", "asc_loadalign_brc_datablock"),
             cost=cost.LOAD_MODE), "blk", _NO64),
    _dist(fn("asc_loadalign_brc_datablock", _H, _BLK_DOC, pipe="V", cost=cost.LOAD_MODE), "blk", _NO64, returning=True),
    _dist(fn("asc_loadalign_brc_v3", _H, _E2B_DOC, pipe="V",
             deprecated=_dep("asc_loadalign_brc_v3", "asc_loadalign_brc_elem2datablock"),
             cost=cost.LOAD_MODE), "e2b", _B16_B32),
    _dist(fn("asc_loadalign_brc_elem2datablock", _H, _E2B_DOC, pipe="V",
             cost=cost.LOAD_MODE), "e2b", _B16_B32, returning=True),
    _dist(fn("asc_loadalign_upsample", _H, _US_DOC, pipe="V",
             cost=cost.LOAD_MODE), "us", _B8_B16, mask=True, returning=True),
    _dist(fn("asc_loadalign_downsample", _H, _DS_DOC, pipe="V",
             cost=cost.LOAD_MODE), "ds", _B8_B16, mask=True, returning=True),
    _dist(fn("asc_loadalign_unpack_v2", _H, _U4_DOC, pipe="V",
             deprecated=_dep("asc_loadalign_unpack_v2", "asc_loadalign_unpack4"), cost=cost.LOAD_MODE), "unpk4", _B8),
    _dist(fn("asc_loadalign_unpack4", _H, _U4_DOC, pipe="V", cost=cost.LOAD_MODE), "unpk4", _B8, returning=True),
    _post(fn("asc_loadalign_brc_postupdate", _H, _BRC_DOC + _POST, pipe="V", cost=cost.LOAD_MODE), "brc", _NO64),
    _post(fn("asc_loadalign_brc_elem_postupdate", _H, _BRC_DOC + _POST, pipe="V", cost=cost.LOAD_MODE), "brc", _NO64),
    _post(fn("asc_loadalign_brc_postupdate_v2", _H, _BLK_DOC + _POST, pipe="V",
             deprecated=_dep("asc_loadalign_brc_postupdate_v2", "asc_loadalign_brc_datablock_postupdate"),
             cost=cost.LOAD_MODE),
          "blk", _NO64),
    _post(fn("asc_loadalign_brc_datablock_postupdate", _H, _BLK_DOC + _POST, pipe="V",
             cost=cost.LOAD_MODE), "blk", _NO64),
    _post(fn("asc_loadalign_brc_postupdate_v3", _H, _E2B_DOC + _POST, pipe="V",
             deprecated=_dep("asc_loadalign_brc_postupdate_v3", "asc_loadalign_brc_elem2datablock_postupdate"),
             cost=cost.LOAD_MODE),
          "e2b", _B16_B32),
    _post(fn("asc_loadalign_brc_elem2datablock_postupdate", _H, _E2B_DOC + _POST, pipe="V",
             cost=cost.LOAD_MODE), "e2b", _B16_B32),
    _post(fn("asc_loadalign_upsample_postupdate", _H, _US_DOC + _POST, pipe="V",
             cost=cost.LOAD_MODE), "us", _B8_B16, mask=True),
    _post(fn("asc_loadalign_downsample_postupdate", _H, _DS_DOC + _POST, pipe="V",
             cost=cost.LOAD_MODE), "ds", _B8_B16, mask=True),
    _post(fn("asc_loadalign_unpack_postupdate", _H, "Load 128 bytes and spread them: element i goes to lane 2i, "
             "lane 2i+1 is 0." + _POST, pipe="V", cost=cost.LOAD_MODE), "unpk", _NO64),
    _post(fn("asc_loadalign_unpack_postupdate_v2", _H, _U4_DOC + _POST, pipe="V",
             deprecated=_dep("asc_loadalign_unpack_postupdate_v2", "asc_loadalign_unpack4_postupdate"),
             cost=cost.LOAD_MODE),
          "unpk4", _B8),
    _post(fn("asc_loadalign_unpack4_postupdate", _H, _U4_DOC + _POST, pipe="V", cost=cost.LOAD_MODE), "unpk4", _B8),
    fn("asc_loadalign_deintlv_postupdate", _H, "Load 512 bytes and deinterleave them (dst0 the even elements, "
       "dst1 the odd ones)." + _POST, pipe="V", cost=cost.LOAD_DEINTERLEAVE)
    .forms(_RL.deintlv_postupdate, _NO64,
           lambda t: void(("dst0", out(reg(t))), ("dst1", out(reg(t))), ("src", ub_ref(t)), ("offset", S32))),
    fn("asc_load", _H, "Load 256 bytes from any UB address (an unaligned pre-load and load in one).", pipe="V",
       cost=cost.LOAD)
    .forms(_RL.load, _UNALIGNED, lambda t: void(("dst", out(reg(t))), ("src", ub(t))), returning=_below_64),
    fn("asc_loadunalign_pre", _H, "Start an unaligned load stream: the load-unalign register takes the 32-byte "
       "block holding src (src + an address register).", pipe="V", cost=cost.LOAD_UNALIGN_PRE)
    .forms(_RL.loadunalign_pre, _UNALIGNED, lambda t: void(("dst", _ULOAD), ("src", ub(t))), extra=("",))
    .forms(_RL.loadunalign_pre, _UNALIGNED, lambda t: void(("dst", _ULOAD), ("src", ub(t)), ("offset", ADDR)),
           extra=("addr",)),
    fn("asc_loadunalign", _H, "256 bytes from an unaligned src: the carried block, then the next 256 aligned "
       "bytes; the register keeps the last 32-byte block for the next load.", pipe="V", cost=cost.LOAD)
    .forms(_RL.loadunalign, _UNALIGNED,
           lambda t: void(("dst", out(reg(t))), ("src0", _ULOAD), ("src1", ub(t)))),
    fn("asc_loadunalign_postupdate", _H, "asc_loadunalign, then src1 advances by count elements (or the address "
       "register by inc elements).", pipe="V", cost=cost.LOAD)
    .forms(_RL.loadunalign_postupdate, _UNALIGNED,
           lambda t: void(("dst", out(reg(t))), ("src0", _ULOAD), ("src1", ub_ref(t)), ("count", U32)))
    .forms(_RL.loadunalign_postupdate_addr, _UNALIGNED,
           lambda t: void(("dst", out(reg(t))), ("src0", _ULOAD), ("src1", ub(t)), ("offset", out(ADDR)),
                          ("inc", U32))),
    fn("asc_gather", _H, "Gather elements: from UB at src + index[i] elements (masked, inactive lanes 0), or "
       "from a register, dst[i] = src[index[i] % lanes].", pipe="V", cost=cost.GATHER)
    .forms(_RL.gather_ub, _GATHER_UB,
           lambda t: void(("dst", out(reg(t[0]))), ("src", ub(t[1])), ("index", reg(t[2])), ("mask", MASK)),
           returning=lambda t: t[0] is t[1])  # the widening byte gathers keep only their void forms
    .forms(_RL.gather_reg, _GATHER_REG,
           lambda t: void(("dst", out(reg(t[0]))), ("src", reg(t[0])), ("index", reg(t[1]))), returning=True),
    fn("asc_gather_datablock", _H, "Gather 8 data blocks of 32 bytes from UB at src + index[j] bytes (index[0..7]); "
       "a block whose mask bit 4j is clear is 0.", pipe="V", cost=cost.GATHER_DATABLOCK)
    .forms(_RL.gather_datablock, MOVABLE,
           lambda t: void(("dst", out(reg(t))), ("src", ub(t)), ("index", reg(_U32)), ("mask", MASK)),
           returning=_below_64)
    .forms(_RL.gather_datablock, MOVABLE,
           lambda t: void(("dst", out(reg(t))), ("src", ub(t)), ("index", reg(_U32))), returning=_below_64),
    fn("asc_get_mask_spr_b16", _H, "The 128-bit vector mask special register as a mask of b16 elements "
       "(every bit twice).", pipe="V", cost=cost.BOOKKEEPING)
    .form(_RL.mask_spr, MASK, (), extra=(2,)),
    fn("asc_get_mask_spr_b32", _H, "The low 64 bits of the vector mask special register as a mask of b32 "
       "elements (every bit four times).", pipe="V", cost=cost.BOOKKEEPING)
    .form(_RL.mask_spr, MASK, (), extra=(4,)),
    fn("asc_scatter", _H, "Deprecated argument order of asc_scatter: src[i] to dst + index[i] elements where "
       "the mask allows.", pipe="V",
       deprecated="this argument order of asc_scatter is deprecated; use asc_scatter(dst, src, index, mask)",
       cost=cost.SCATTER)
    .forms(_RL.scatter_src_first, _SCATTER_OLD,
           lambda t: void(("src", out(reg(t[0]))), ("dst", ub(t[0])), ("index", reg(t[1])), ("mask", MASK))),
]


# ---------------------------------------------------------------------------------------------
# What the newer headers (V920) add: value forms of loads whose C name changes (the data-block load,
# the mask loads) and new gathers (8-bit data by 16-bit indices, float between registers).
_NEW = (V920,)
#: The data-block value form's types, in the vendor header's order.
_STRIDED = (d.int8_t, d.uint8_t, d.fp4x2_e2m1_t, d.fp4x2_e1m2_t, d.int4b_t, d.fp8_e8m0_t, d.fp8_e5m2_t,
            d.fp8_e4m3fn_t, d.hifloat8_t, d.int16_t, d.uint16_t, d.half, d.bfloat16_t, d.int32_t, d.uint32_t,
            d.float_)


def _entry(name: str) -> Function:
    return next(f for f in FUNCTIONS if f.name == name and f.header == _H)


FUNCTIONS += [
    fn("asc_loadalign_datablock_strided", _H, "The data-block form of asc_loadalign (8 blocks of 32 bytes, block "
       "j at src + j * block_stride blocks, a block whose mask bit is clear reads nothing and is 0), returned.",
       pipe="V")
    .forms(_RL.loadalign_datablock_strided, _STRIDED,
           lambda t: (reg(t), (("src", ub(t)), ("block_stride", U16), ("repeat_stride", U16), ("mask", MASK))),
           versions=_NEW),
    fn("asc_loadalign_mask", _H, "asc_loadalign of a mask register (32 bytes from a 32-byte aligned src), "
       "returned.", pipe="V")
    .form(_RL.loadalign_mask_value, MASK, (("src", ub(_U32)),), extra=("",), versions=_NEW),
    fn("asc_loadalign_mask_upsample", _H, "asc_loadalign_upsample of a mask register (16 bytes, every bit "
       "twice), returned.", pipe="V")
    .form(_RL.loadalign_mask_value, MASK, (("src", ub(_U32)),), extra=("", "us"), versions=_NEW),
    fn("asc_loadalign_mask_downsample", _H, "asc_loadalign_downsample of a mask register (64 bytes, every "
       "second bit), returned.", pipe="V")
    .form(_RL.loadalign_mask_value, MASK, (("src", ub(_U32)),), extra=("", "ds"), versions=_NEW),
]

_entry("asc_gather").forms(
    _RL.gather_ub, ((d.int8_t, d.int8_t, d.uint16_t), (d.uint8_t, d.uint8_t, d.uint16_t)),
    lambda t: void(("dst", out(reg(t[0]))), ("src", ub(t[1])), ("index", reg(t[2])), ("mask", MASK)),
    versions=_NEW, returning=True)
_entry("asc_gather").form(
    _RL.gather_reg, *void(("dst", out(reg(d.float_))), ("src", reg(d.float_)), ("index", reg(d.uint32_t))),
    versions=_NEW, returning=True)
