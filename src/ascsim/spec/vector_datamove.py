"""``c_api/vector_datamove/vector_datamove.h``: copies between GM and UB (and within UB) and the copy
engines' registers, issued by the scalar unit.

The dav-3510 implementation files add the burst forms of ``asc_copy_gm2ub_align`` and
``asc_copy_ub2gm_align`` taking an ``asc_load_l2_cache_mode``/``asc_store_l2_cache_mode`` (the
header's ``uint8_t`` forms are deprecated in their favour). The header's gap forms (eight arguments,
gaps instead of strides) are the dav-2201 ones; ascsim gives them their dav-2201 meaning.
"""

from __future__ import annotations

from typing import Any

from .. import dtypes as d
from ..dtypes import ElemType
from . import V910, V920, Function, fn, impls, void
from .impls import Impl
from .types import C_BOOL, U8, U16, U32, U64, CType, cbuf, enum, gm, out, scalar, ub, union_type

_H = "vector_datamove"
_CP = impls.copy
_ND = impls.ndim_copy

#: Element types of each overload set, in the header's order.
_B8_B16_B32 = (d.int8_t, d.uint8_t, d.half, d.bfloat16_t, d.int16_t, d.uint16_t, d.float_, d.int32_t, d.uint32_t)
_FP8 = (d.hifloat8_t, d.fp8_e5m2_t, d.fp8_e4m3fn_t)
_GM2UB = _B8_B16_B32 + _FP8
_UB2GM_GAP = (d.uint8_t, d.int8_t, d.half, d.uint16_t, d.int16_t, d.bfloat16_t, d.uint32_t, d.float_, d.int32_t,
              d.double, d.int64_t, d.uint64_t)
_UB2GM = _UB2GM_GAP + _FP8
_UB2GM_MODE = (d.uint8_t, d.int8_t, d.uint16_t, d.int16_t, d.uint32_t, d.int32_t, d.half, d.float_, d.hifloat8_t,
               d.bfloat16_t, d.fp8_e5m2_t, d.fp8_e4m3fn_t)
#: Widest first: a plain Python number picks the first overload it fits (int32_t, or float).
_PAD_VALUE = (d.int32_t, d.uint32_t, d.int16_t, d.uint16_t, d.int8_t, d.uint8_t, d.float_, d.half, d.bfloat16_t)

_LOAD_MODE = enum("asc_load_l2_cache_mode")
_STORE_MODE = enum("asc_store_l2_cache_mode")
_UINT8_MODE = "pass an asc_load_l2_cache_mode value as l2_cache_mode"
_UINT8_STORE_MODE = "pass an asc_store_l2_cache_mode value as l2_cache_mode"


#: The burst forms' ``n_burst`` was ``uint16_t`` in 9.1.0 and is ``uint32_t`` in 9.2.0. Both are declared;
#: the older one as a function template, so that a call with any other integer type picks the newer one
#: (C++ prefers a non-template at equal conversions) instead of being ambiguous between the two.
_OLD_COUNT: dict[str, Any] = {"template": "template <typename = void>", "versions": (V910,)}
_NEW_COUNT: dict[str, Any] = {"versions": (V920,)}


def _gm2ub_burst(t: ElemType, mode: CType, n_burst: CType = U16) -> tuple[CType, tuple[tuple[str, CType], ...]]:
    return void(("dst", ub(t)), ("src", gm(t)), ("n_burst", n_burst), ("len_burst", U32), ("left_padding_num", U8),
                ("right_padding_num", U8), ("enable_constant_pad", C_BOOL), ("l2_cache_mode", mode),
                ("src_stride", U64), ("dst_stride", U32))


def _ub2gm_burst(t: ElemType, mode: CType, n_burst: CType = U16) -> tuple[CType, tuple[tuple[str, CType], ...]]:
    return void(("dst", gm(t)), ("src", ub(t)), ("n_burst", n_burst), ("len_burst", U32), ("l2_cache_mode", mode),
                ("dst_stride", U64), ("src_stride", U32))


def _gap(dst: CType, src: CType) -> tuple[CType, tuple[tuple[str, CType], ...]]:
    return void(("dst", dst), ("src", src), ("n_burst", U16), ("len_burst", U32), ("left_padding_num", U8),
                ("right_padding_num", U8), ("src_gap", U32), ("dst_gap", U32))


def _plain(name: str, impl: Impl, sync_impl: Impl, dst: CType, src: CType, pipe: str, doc: str,
           stride_names: tuple[str, str]) -> list[Function]:
    """A ``void*`` copy: size form and burst form (``impl``), and its ``_sync`` size form (``sync_impl``)."""
    return [
        fn(name, _H, doc, where="kernel", pipe=pipe)
        .form(impl, *void(("dst", dst), ("src", src), ("size", U32)))
        .form(impl, *void(("dst", dst), ("src", src), ("n_burst", U16), ("len_burst", U16),
                          (stride_names[0], U16), (stride_names[1], U16))),
        fn(f"{name}_sync", _H, f"{name} (size form), then a full barrier.", where="kernel", pipe=pipe)
        .form(sync_impl, *void(("dst", dst), ("src", src), ("size", U32))),
    ]


_VOID_UB, _VOID_GM = ub(None), gm(None)

FUNCTIONS = [
    fn("asc_set_copy_pad_val", _H, "Set the value that padding elements of later GM->UB copies with "
       "enable_constant_pad hold (a k-byte element takes the low k bytes of its bits).", where="kernel", pipe="S")
    .forms(_CP.set_copy_pad_val, _PAD_VALUE, lambda t: void(("pad_value", scalar(t)))),
    *_plain("asc_copy_ub2ub", _CP.ub2ub, _CP.ub2ub_sync, _VOID_UB, _VOID_UB, "V",
            "Copy within UB: size bytes (whole 32-byte blocks), or n_burst "
            "bursts of len_burst 32-byte blocks with src_gap/dst_gap blocks between them.", ("src_gap", "dst_gap")),
    *_plain("asc_copy_gm2ub", _CP.gm2ub, _CP.gm2ub_sync, _VOID_UB, _VOID_GM, "MTE2",
            "Copy GM to 32-byte aligned UB: size bytes (whole 32-byte "
            "blocks), or n_burst bursts of len_burst bytes, src_stride/dst_stride bytes from burst start to burst "
            "start; a UB burst that does not end on a 32-byte boundary is filled up to one with its first byte.",
            ("src_stride", "dst_stride")),
    *_plain("asc_copy_ub2gm", _CP.ub2gm, _CP.ub2gm_sync, _VOID_GM, _VOID_UB, "MTE3",
            "Copy 32-byte aligned UB to GM: size bytes (whole 32-byte "
            "blocks), or n_burst bursts of len_burst bytes, dst_stride/src_stride bytes from burst start to burst "
            "start.", ("dst_stride", "src_stride")),

    fn("asc_copy_gm2ub_align", _H, "Copy GM to 32-byte aligned UB: size bytes (1..2097151, one burst), or n_burst "
       "bursts of len_burst bytes with padding elements left and right (the pad value register or the burst's "
       "first element), src_stride/dst_stride bytes from burst start to burst start, each burst filled up to a "
       "32-byte boundary (only the last one when dst_stride equals the padded burst: packed); l2_cache_mode "
       "changes no data here.", where="kernel", pipe="MTE2")
    .forms(_CP.gm2ub_align, _GM2UB, lambda t: void(("dst", ub(t)), ("src", gm(t)), ("size", U32)))
    .forms(_CP.gm2ub_align_gap, _B8_B16_B32, lambda t: _gap(ub(t), gm(t)))
    # The deprecated uint8_t forms come first: a plain integer picks them, an enum member the others.
    .forms(_CP.gm2ub_align_burst, _GM2UB, lambda t: _gm2ub_burst(t, U8), deprecated=_UINT8_MODE, **_OLD_COUNT)
    .forms(_CP.gm2ub_align_burst, _GM2UB, lambda t: _gm2ub_burst(t, _LOAD_MODE), **_OLD_COUNT)
    .forms(_CP.gm2ub_align_burst, _GM2UB, lambda t: _gm2ub_burst(t, U8, U32), deprecated=_UINT8_MODE,
           **_NEW_COUNT)
    .forms(_CP.gm2ub_align_burst, _GM2UB, lambda t: _gm2ub_burst(t, _LOAD_MODE, U32), **_NEW_COUNT),
    fn("asc_copy_gm2ub_align_sync", _H, "asc_copy_gm2ub_align (size form), then a full barrier.", where="kernel",
       pipe="MTE2")
    .forms(_CP.gm2ub_align_sync, _GM2UB, lambda t: void(("dst", ub(t)), ("src", gm(t)), ("size", U32))),

    fn("asc_copy_ub2gm_align", _H, "Copy 32-byte aligned UB to GM: size bytes (1..2097151, one burst), or n_burst "
       "bursts of len_burst bytes, dst_stride/src_stride bytes from burst start to burst start (the UB stride "
       "equal to len_burst: packed, else a multiple of 32); l2_cache_mode changes no data here.", where="kernel",
       pipe="MTE3")
    .forms(_CP.ub2gm_align, _UB2GM, lambda t: void(("dst", gm(t)), ("src", ub(t)), ("size", U32)))
    .forms(_CP.ub2gm_align_gap, _UB2GM_GAP, lambda t: _gap(gm(t), ub(t)))
    .forms(_CP.ub2gm_align_burst, _UB2GM_MODE, lambda t: _ub2gm_burst(t, U8), deprecated=_UINT8_STORE_MODE,
           **_OLD_COUNT)
    .forms(_CP.ub2gm_align_burst, _UB2GM_MODE, lambda t: _ub2gm_burst(t, _STORE_MODE), **_OLD_COUNT)
    .forms(_CP.ub2gm_align_burst, _UB2GM_MODE, lambda t: _ub2gm_burst(t, U8, U32), deprecated=_UINT8_STORE_MODE,
           **_NEW_COUNT)
    .forms(_CP.ub2gm_align_burst, _UB2GM_MODE, lambda t: _ub2gm_burst(t, _STORE_MODE, U32), **_NEW_COUNT),
    fn("asc_copy_ub2gm_align_sync", _H, "asc_copy_ub2gm_align (size form), then a full barrier.", where="kernel",
       pipe="MTE3")
    .forms(_CP.ub2gm_align_sync, _UB2GM, lambda t: void(("dst", gm(t)), ("src", ub(t)), ("size", U32))),

    fn("asc_set_ub2gm_loop_size", _H, "Repeat later UB->GM copies loop1_size times (inner) and loop2_size times "
       "(outer); set 1, 1 again after use.", where="kernel", pipe="S")
    .form(_CP.set_loop_size, *void(("loop1_size", U32), ("loop2_size", U32)), extra=("ub2gm",)),
    fn("asc_set_ub2gm_loop1_stride", _H, "Bytes between the inner-loop iterations of later UB->GM copies (the UB "
       "source stride a multiple of 32).", where="kernel", pipe="S")
    .form(_CP.set_loop_stride, *void(("loop1_src_stride", U64), ("loop1_dst_stride", U64)), extra=("ub2gm", 1)),
    fn("asc_set_ub2gm_loop2_stride", _H, "Bytes between the outer-loop iterations of later UB->GM copies (the UB "
       "source stride a multiple of 32).", where="kernel", pipe="S")
    .form(_CP.set_loop_stride, *void(("loop2_src_stride", U64), ("loop2_dst_stride", U64)), extra=("ub2gm", 2)),
    fn("asc_set_gm2ub_loop_size", _H, "Repeat later GM->UB copies loop1_size times (inner) and loop2_size times "
       "(outer); set 1, 1 again after use.", where="kernel", pipe="S")
    .form(_CP.set_loop_size, *void(("loop1_size", U64), ("loop2_size", U64)), extra=("gm2ub",)),
    fn("asc_set_gm2ub_loop1_stride", _H, "Bytes between the inner-loop iterations of later GM->UB copies (the UB "
       "destination stride a multiple of 32).", where="kernel", pipe="S")
    .form(_CP.set_loop_stride, *void(("loop1_src_stride", U64), ("loop1_dst_stride", U64)), extra=("gm2ub", 1)),
    fn("asc_set_gm2ub_loop2_stride", _H, "Bytes between the outer-loop iterations of later GM->UB copies (the UB "
       "destination stride a multiple of 32).", where="kernel", pipe="S")
    .form(_CP.set_loop_stride, *void(("loop2_src_stride", U64), ("loop2_dst_stride", U64)), extra=("gm2ub", 2)),
    fn("asc_set_gm2ub_pad", _H, "Set the pad value of GM->UB copies (as asc_set_copy_pad_val with a uint32_t).",
       where="kernel", pipe="S", deprecated="use asc_set_copy_pad_val instead")
    .form(_CP.set_gm2ub_pad, *void(("pad_val", U32))),
]

# -- the n-dimensional copy ----------------------------------------------------------------------

#: Element types of the n-dimensional copy (header order), and of its pad value.
_NDIM = (d.int8_t, d.uint8_t, d.fp4x2_e2m1_t, d.fp4x2_e1m2_t, d.fp8_e8m0_t, d.fp8_e5m2_t, d.fp8_e4m3fn_t,
         d.int16_t, d.uint16_t, d.half, d.bfloat16_t, d.int32_t, d.uint32_t, d.float_)
#: Widest first, as for asc_set_copy_pad_val: a plain Python number picks int32_t (or float).
_NDIM_PAD = (d.int32_t, d.uint32_t, d.int16_t, d.uint16_t, d.int8_t, d.uint8_t, d.float_, d.half, d.bfloat16_t)


def _ndim(t: ElemType, mode: CType) -> tuple[CType, tuple[tuple[str, CType], ...]]:
    return void(("dst", ub(t)), ("src", gm(t)), ("loop0_size", U32), ("loop1_size", U32), ("loop2_size", U32),
                ("loop3_size", U32), ("loop4_size", U32), ("loop0_lp_count", U8), ("loop0_rp_count", U8),
                ("padding_mode", C_BOOL), ("l2_cache_mode" if mode is _LOAD_MODE else "cache_mode", mode))


#: asc_ndim_copy_gm2ub and its registers.
NDIM_FUNCTIONS: list[Function] = [
    fn("asc_ndim_copy_gm2ub", _H, "Copy GM to 32-byte aligned UB in up to five nested loops (loop 0 innermost) of "
       "loop<i>_size elements, strides in elements set by asc_set_ndim_loop<i>_stride, left/right padding "
       "around each loop (loop 0's here, loops 1-4 by asc_set_ndim_pad_count) holding the pad value "
       "(padding_mode true) or the loop's nearest data element (false); l2_cache_mode changes no data here.",
       where="kernel", pipe="MTE2")
    .forms(_ND.ndim_copy_gm2ub, _NDIM, lambda t: _ndim(t, U8), deprecated=_UINT8_MODE)
    .forms(_ND.ndim_copy_gm2ub, _NDIM, lambda t: _ndim(t, _LOAD_MODE)),
    *[fn(f"asc_set_ndim_loop{i}_stride", _H, f"Elements between the positions of loop {i} of later "
         "asc_ndim_copy_gm2ub calls: in UB (dst_stride, at most 2^20 - 1) and in GM (src_stride, at most 2^40 - 1).",
         where="kernel", pipe="S")
      .form(_ND.set_ndim_loop_stride, *void(("dst_stride", U64), ("src_stride", U64)), extra=(i,))
      for i in range(5)],
    fn("asc_set_ndim_pad_count", _H, "Set the left/right padding counts of loops 1-4 of later asc_ndim_copy_gm2ub "
       "calls (0 at reset).", where="kernel", pipe="S")
    .form(_ND.set_ndim_pad_count, *void(("config", out(union_type("asc_ndim_pad_count_config"))))),
    fn("asc_set_ndim_pad_value", _H, "Set the value padding elements of later asc_ndim_copy_gm2ub calls hold with "
       "padding_mode true (a k-byte element takes the low k bytes of its bits).", where="kernel", pipe="S")
    .forms(_ND.set_ndim_pad_value, _NDIM_PAD, lambda t: void(("pad_value", scalar(t)))),
    fn("asc_ndim_copy_dci", _H, "Invalidate the n-dimensional copy's cache of GM before asc_ndim_copy_gm2ub "
       "(ascsim keeps GM coherent: no data changes).", where="kernel", pipe="S")
    .form(_ND.ndim_copy_dci, *void()),
]

FUNCTIONS += NDIM_FUNCTIONS

# -- UB -> L1 ------------------------------------------------------------------------------------

#: asc_copy_ub2l1: the vector core fills the cube core's L1 Buffer (on PIPE_MTE3, as the dav-3510
#: implementation issues it); the cube core of a __mix__ kernel reads it.
L1_FUNCTIONS: list[Function] = _plain("asc_copy_ub2l1", _CP.ub2l1, _CP.ub2l1_sync, cbuf(None), _VOID_UB, "MTE3",
    "Copy 32-byte aligned UB to the L1 Buffer: size bytes "
    "(whole 32-byte blocks), or n_burst bursts of len_burst 32-byte blocks with src_gap/dst_gap blocks between "
    "them. The cube core of a __mix__ kernel reads L1; Python code may inspect l1_array arrays.",
    ("src_gap", "dst_gap"))

FUNCTIONS += L1_FUNCTIONS
