"""``simt_api/device_functions.h``: conversions with a rounding mode, reinterpretations, integer
intrinsics, the lane id and lane masks, loads and stores with cache hints, address-space tests.

The vendor declares the cache-hint loads and stores for a ``__gm__`` pointer and a generic one; they
coincide here (``__gm__`` is no type qualifier in ascsim). Forms over the vector types (``int2``,
``float4`` ...) are not declared: ascsim has no SIMT vector types yet.
"""

from __future__ import annotations

import numpy as np

from .. import dtypes
from ..ops import simt_math as sm
from . import V920, Function, fn, impls, simt_vector, void
from .types import (
    FLOAT,
    INT,
    LLONG,
    LONG,
    SCHAR,
    SHORT,
    SIZE_T,
    UCHAR,
    UINT,
    ULLONG,
    ULONG,
    USHORT,
    VOID_PTR,
    CType,
    named,
    pointer,
    scalar,
)

_H = "simt_device"
ULLONG_T = scalar(dtypes.uint64_t)
_MODE_DOC = {"rn": "to nearest, ties to even", "rz": "toward zero", "rd": "down", "ru": "up",
             "rna": "to nearest, ties away from zero"}
_INT_NAMES = (("int", INT), ("uint", UINT), ("ll", LLONG), ("ull", ULLONG))


def _np(t: CType) -> np.dtype:
    assert t.elem is not None
    return t.elem.np


def _lanes(name: str, doc: str, ret: CType, params: tuple[tuple[str, CType], ...], op: object,
           *bound: object, pre: tuple[object, ...] = ()) -> Function:
    """A function of each thread's own arguments: ``op(*pre, *args, *bound)``."""
    return fn(name, _H, doc, where="simt").form(impls.simt_lanes.apply, ret, params, extra=(op, pre, bound))


def _conversions() -> list[Function]:
    out: list[Function] = []
    for mode in ("rn", "rz", "rd", "ru", "rna"):
        how = _MODE_DOC[mode]
        out.append(_lanes(f"__float2float_{mode}", f"x rounded to an integral float ({how}).", FLOAT,
                          (("x", FLOAT),), sm.float_integral, mode))
        for short, t in _INT_NAMES:
            out.append(_lanes(f"__float2{short}_{mode}", f"x rounded to {t.c} ({how}; saturating, NaN gives 0).",
                              t, (("x", FLOAT),), sm.float_to_int, _np(t), mode))
        for short, t in _INT_NAMES:
            out.append(_lanes(f"__{short}2float_{mode}", f"x rounded to float ({how}).", FLOAT, (("x", t),),
                              sm.int_to_float, np.dtype(np.float32), mode))
    return out


def _bits() -> list[Function]:
    out = [
        _lanes("__int_as_float", "The bits of x as a float.", FLOAT, (("x", INT),), sm.reinterpret,
               np.dtype(np.float32)),
        _lanes("__uint_as_float", "The bits of x as a float.", FLOAT, (("x", UINT),), sm.reinterpret,
               np.dtype(np.float32)),
        _lanes("__float_as_int", "The bits of x as an int.", INT, (("x", FLOAT),), sm.reinterpret,
               np.dtype(np.int32)),
        _lanes("__float_as_uint", "The bits of x as an unsigned int.", UINT, (("x", FLOAT),), sm.reinterpret,
               np.dtype(np.uint32)),
        _lanes("__mulhi", "The high 32 bits of the 64-bit product.", INT, (("x", INT), ("y", INT)), sm.mulhi,
               np.dtype(np.int32)),
        _lanes("__umulhi", "The high 32 bits of the 64-bit product.", UINT, (("x", UINT), ("y", UINT)), sm.mulhi,
               np.dtype(np.uint32)),
        _lanes("__mul64hi", "The high 64 bits of the 128-bit product.", LLONG, (("x", LLONG), ("y", LLONG)),
               sm.mulhi, np.dtype(np.int64)),
        _lanes("__umul64hi", "The high 64 bits of the 128-bit product.", ULLONG, (("x", ULLONG), ("y", ULLONG)),
               sm.mulhi, np.dtype(np.uint64)),
        fn("__mul_i32toi64", _H, "The full 64-bit product of two 32-bit integers.", where="simt")
        .form(impls.simt_lanes.apply, LLONG, (("x", INT), ("y", INT)), extra=(sm.mul_wide, (), (np.dtype(np.int64),)))
        .form(impls.simt_lanes.apply, ULLONG, (("x", UINT), ("y", UINT)),
              extra=(sm.mul_wide, (), (np.dtype(np.uint64),))),
        _multi("__brev", "The bits of x in reverse order.", (UINT, ULLONG, ULONG), sm.brev, None),
        _multi("__clz", "The number of leading zero bits of x.", (INT, LLONG, LONG), sm.clz, INT),
        _multi("__ffs", "The position (from 1) of the lowest set bit of x; 0 for 0.", (INT, LLONG, LONG), sm.ffs,
               INT),
        _multi("__popc", "The number of set bits of x.", (UINT, ULLONG, ULONG), sm.popc, INT),
        _lanes("__byte_perm", "Byte i of the result is byte (s >> 4i) & 7 of the 8 bytes y:x.", UINT,
               (("x", UINT), ("y", UINT), ("s", UINT)), sm.byte_perm),
        _lanes("__saturatef", "x clamped to [0, 1] (NaN gives 0).", FLOAT, (("x", FLOAT),), sm.unary,
               np.dtype(np.float32), pre=("saturate",)),
        _lanes("__sad", "|x - y| + z.", UINT, (("x", INT), ("y", INT), ("z", UINT)), sm.sad, np.dtype(np.int32)),
        _lanes("__usad", "|x - y| + z.", UINT, (("x", UINT), ("y", UINT), ("z", UINT)), sm.sad,
               np.dtype(np.uint32)),
        _lanes("__mul24", "The product of the low 24 bits of x and y (signed).", INT, (("x", INT), ("y", INT)),
               sm.mul24, np.dtype(np.int32)),
        _lanes("__umul24", "The product of the low 24 bits of x and y.", UINT, (("x", UINT), ("y", UINT)),
               sm.mul24, np.dtype(np.uint32)),
        _lanes("__fdividef", "x / y.", FLOAT, (("x", FLOAT), ("y", FLOAT)), sm.binary, np.dtype(np.float32),
               pre=("fdivide",)),
        _lanes("__hadd", "(x + y) >> 1 without overflow.", INT, (("x", INT), ("y", INT)), sm.halving_add,
               np.dtype(np.int32), False),
        _lanes("__rhadd", "(x + y + 1) >> 1 without overflow.", INT, (("x", INT), ("y", INT)), sm.halving_add,
               np.dtype(np.int32), True),
        _lanes("__uhadd", "(x + y) >> 1 without overflow.", UINT, (("x", UINT), ("y", UINT)), sm.halving_add,
               np.dtype(np.uint32), False),
        _lanes("__urhadd", "(x + y + 1) >> 1 without overflow.", UINT, (("x", UINT), ("y", UINT)),
               sm.halving_add, np.dtype(np.uint32), True),
    ]
    return out


def _multi(name: str, doc: str, types: tuple[CType, ...], op: object, ret: CType | None) -> Function:
    f = fn(name, _H, doc, where="simt")
    for t in types:
        f.form(impls.simt_lanes.apply, ret or t, (("x", t),), extra=(op, (), (_np(t),)))
    return f


#: The scalar types of the cache-hint loads and stores, in the header's order.
_HINT_TYPES = (LONG, ULONG, LLONG, ULLONG, SCHAR, UCHAR, SHORT, USHORT, INT, UINT, FLOAT)
#: The stores take plain ``char`` too in the newer headers (hicann/asc-devkit 31e2c76; the July 2026 ones do not).
_CHAR = named("char", dtypes.int8_t)
_CONST_VOID_PTR = CType("const void*", "ptr")


#: The vector types of the cache-hint loads and stores (a vector moves as one access of its size).
_VECTOR_HINT_TYPES = tuple(simt_vector.BY_NAME[f"{stem}{n}"] for stem in (
    "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "longlong", "ulonglong", "float")
    for n in (2, 4))


def _memory() -> list[Function]:
    out = []
    for name, doc in (("asc_ldcg", "Loads *address, cached in L2 only."),
                      ("asc_ldca", "Loads *address, cached in every cache level.")):
        out.append(fn(name, _H, doc, where="simt").forms(
            impls.simt_memory.load_hint, _HINT_TYPES + _VECTOR_HINT_TYPES, lambda t: (t, (("address", pointer(t)),))))
    for name, doc in (("asc_stcg", "Stores val at address, cached in L2 only."),
                      ("asc_stwt", "Stores val at address, written through the caches.")):
        f = fn(name, _H, doc, where="simt").forms(
            impls.simt_memory.store_hint, _HINT_TYPES + _VECTOR_HINT_TYPES,
            lambda t: void(("address", pointer(t)), ("val", t)))
        out.append(f.form(impls.simt_memory.store_hint, *void(("address", pointer(_CHAR)), ("val", _CHAR)),
                          versions=(V920,)))
    out += [
        fn("asc_dcci_entire", _H, "Cleans and invalidates the data cache (every line).", where="simt")
        .form(impls.simt_memory.cache_line, *void(("dst", VOID_PTR))),
        fn("asc_dcci_single", _H, "Cleans and invalidates the data cache line of dst.", where="simt")
        .form(impls.simt_memory.cache_line, *void(("dst", VOID_PTR))),
        fn("asc_nop", _H, "Does nothing for one cycle.", where="simt").form(impls.simt_memory.nop, *void()),
    ]
    for name, space, doc in (("__isGlobal", "gm", "1 if ptr points into GM, else 0."),
                             ("__isUbuf", "ub", "1 if ptr points into the Unified Buffer, else 0."),
                             ("__isLocal", "local", "1 if ptr points into the thread's own memory, else 0.")):
        out.append(fn(name, _H, doc, where="simt").form(impls.simt_memory.space_test, UINT,
                                                        (("ptr", _CONST_VOID_PTR),), extra=(space,)))
    for space, suffix, what in (("gm", "global", "GM address"), ("ub", "ubuf", "UB byte offset"),
                                ("local", "local", "address in the thread's own memory")):
        out.append(fn(f"__cvta_generic_to_{suffix}", _H, f"The {what} ptr points to (0 for a null pointer).",
                      where="simt").form(impls.simt_memory.to_address, SIZE_T, (("ptr", _CONST_VOID_PTR),),
                                         extra=(space,)))
    for space, suffix, what in (("gm", "global", "GM address"), ("ub", "ubuf", "UB byte offset"),
                                ("local", "local", "address in the thread's own memory")):
        out.append(fn(f"__cvta_{suffix}_to_generic", _H, f"A pointer to the {what} rawbits.", where="simt")
                   .form(impls.simt_memory.from_address, VOID_PTR, (("rawbits", SIZE_T),), extra=(space,)))
    return out


def _lanes_ids() -> list[Function]:
    out = [fn("laneid", _H, "The lane of the calling thread in its warp (0 to 31).", where="simt")
           .form(impls.simt_warp.laneid, INT, ())]
    for kind, what in (("eq", "equal to"), ("lt", "below"), ("le", "at or below"), ("gt", "above"),
                       ("ge", "at or above")):
        out.append(fn(f"lanemask_{kind}", _H, f"Bit i set for the lanes i {what} the calling lane.", where="simt")
                   .form(impls.simt_warp.lanemask, INT, (), extra=(kind,)))
    return out


def _time() -> list[Function]:
    # utils/debug/asc_time.h declares it; the vendor's asc_simt.h brings it through common_functions.h.
    return [fn("clock", _H, "The core's cycle counter (ascsim: a count that grows by a fixed step per call, the "
               "same for every thread of the call).", where="simt")
            .form(impls.simt_time.clock, ULLONG_T, ())]


FUNCTIONS: list[Function] = [*_conversions(), *_bits(), *_memory(), *_lanes_ids(), *_time()]
