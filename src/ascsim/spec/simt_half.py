"""``simt_api/asc_fp16.h``: the half type's functions in SIMT code (math, arithmetic, comparisons,
conversions with a rounding mode, atomics, cache-hint loads and stores, warp shuffles and reductions).

:func:`family` builds the forms of one 16-bit float type; ``asc_bf16.h`` (:mod:`simt_bf16`) is the same
family over ``bfloat16_t``; :func:`conversions` adds each header's own conversions (rounding to an integral
value, the narrow integers, half <-> bfloat16_t). The forms only the newer upstream headers declare carry
``versions=(V920,)``. The two-element forms (``half2``, ``bfloat16x2_t``) are :mod:`simt_pairs`.
"""

from __future__ import annotations

import numpy as np

from .. import dtypes as d
from ..ops import simt_atomic
from ..ops import simt_float16 as sf
from ..ops import simt_math as sm
from . import BOTH, V920, Function, fn, impls, void
from . import simt_atomic as atomic_spec
from .simt_pairs import pair_family
from .types import (
    BF16,
    FLOAT,
    HALF,
    INT,
    LLONG,
    SCHAR,
    SHORT,
    UCHAR,
    UINT,
    ULLONG,
    USHORT,
    CType,
    named,
    pointer,
    scalar,
)

_BOOL = named("bool", d.bool_)
_I32, _U32 = scalar(d.int32_t), scalar(d.uint32_t)
_MATH = ("cos", "sin", "tanh", "exp", "exp2", "exp10", "log", "log2", "log10", "sqrt", "rsqrt", "rcp", "floor",
         "rint", "ceil", "trunc")
_MODES = ("rn", "rz", "rd", "ru", "rna")
_CMP = ("eq", "ne", "le", "ge", "lt", "gt")
#: The forms only the newer upstream headers declare.
_NEW = (V920,)


def family(t: CType, header: str, short: str) -> list[Function]:
    """The scalar forms of ``asc_fp16.h`` (``t`` = half) or ``asc_bf16.h`` (bfloat16_t)."""
    assert t.elem is not None
    dt = t.elem.np
    is_half = t is HALF

    def lanes(name: str, doc: str, ret: CType, params: tuple[tuple[str, CType], ...], op: object, *bound: object,
              pre: tuple[object, ...] = ()) -> Function:
        return fn(name, header, doc, where="simt").form(impls.simt_lanes.apply, ret, params, extra=(op, pre, bound))

    x, xy = (("x", t),), (("x", t), ("y", t))
    out = [
        lanes("__hisnan", "true if x is NaN.", _BOOL, x, sm.classify, pre=("isnan",)),
        lanes("__hisinf", "true if x is infinite.", _BOOL, x, sm.classify, pre=("isinf",)),
        lanes("__hfma", "x * y + z, rounded once.", t, (*xy, ("z", t)), sm.fma, dt),
        lanes("__habs", "|x|.", t, x, sm.unary, dt, pre=("abs",)),
        lanes("__hmax", "The larger of x and y (the other if one is NaN).", t, xy, sm.binary, dt, pre=("fmax",)),
        lanes("__hmin", "The smaller of x and y (the other if one is NaN).", t, xy, sm.binary, dt, pre=("fmin",)),
        lanes("__hmax_nan", "The larger of x and y; NaN if either is NaN.", t, xy, sm.max_nan, dt, True),
        lanes("__hmin_nan", "The smaller of x and y; NaN if either is NaN.", t, xy, sm.max_nan, dt, False),
        lanes("__hneg", "-x.", t, x, sm.unary, dt, pre=("neg",)),
    ]
    for op, what in (("add", "x + y"), ("sub", "x - y"), ("mul", "x * y"), ("div", "x / y")):
        out.append(lanes(f"__h{op}", f"{what}, rounded to {t.c}.", t, xy, sm.binary, dt, pre=(op,)))
    if is_half:
        out.append(lanes("__hfma_relu", "max(x * y + z, 0), rounded once (NaN stays NaN).", t, (*xy, ("z", t)),
                         sm.fma_relu, dt))
    out += [lanes(f"h{n}", f"{n} of x, rounded to {t.c}.", t, x, sm.unary, dt, pre=(n,)) for n in _MATH]
    for c in _CMP:
        out.append(lanes(f"__h{c}", f"x {c} y (false if either is NaN{', except ne' if c == 'ne' else ''}).", _BOOL,
                         xy, sm.compare, pre=(c,)))
        out.append(lanes(f"__h{c}u", f"x {c} y, or either is NaN.", _BOOL, xy, sm.compare, True, pre=(c,)))
    # Conversions to the type.
    out.append(lanes(f"__float2{short}", f"x rounded to {t.c} (to nearest, ties to even).", t, (("x", FLOAT),),
                     sm.float_to_float, dt, "rn"))
    sat_sources = (("float", FLOAT), ("uint", UINT), ("int", INT)) if is_half else (("float", FLOAT),)
    for mode in (*_MODES, "ro") if is_half else _MODES:
        out.append(lanes(f"__float2{short}_{mode}", f"x rounded to {t.c} ({mode}).", t, (("x", FLOAT),),
                         sm.float_to_float, dt, mode))
        for src, st in sat_sources:
            if src == "float" or mode != "ro":
                out.append(lanes(f"__{src}2{short}_{mode}_sat", f"x rounded to {t.c} ({mode}); an overflow gives "
                                 "the largest finite value.", t, (("x", st),),
                                 sm.float_to_float if src == "float" else sm.int_to_float, dt, mode, True))
        if mode == "ro":
            continue
        for src, st in (("uint", UINT), ("int", INT), ("ll", LLONG), ("ull", ULLONG)):
            out.append(lanes(f"__{src}2{short}_{mode}", f"x rounded to {t.c} ({mode}).", t, (("x", st),),
                             sm.int_to_float, dt, mode))
    # Conversions from the type.
    out.append(lanes(f"__{short}2float", "x as a float (exact).", FLOAT, x, sm.float_to_float, np.dtype(np.float32),
                     "rn"))
    for mode in _MODES:
        for dst, dtt in (("uint", UINT), ("int", INT), ("ll", LLONG), ("ull", ULLONG)):
            assert dtt.elem is not None
            out.append(lanes(f"__{short}2{dst}_{mode}", f"x rounded to {dtt.c} ({mode}; saturating, NaN gives 0).",
                             dtt, x, sm.float_to_int, dtt.elem.np, mode))
    out.append(lanes(f"__ushort_as_{short}", f"The bits of x as a {t.c}.", t, (("x", USHORT),), sm.reinterpret, dt))
    out.append(lanes(f"__{short}_as_ushort", "The bits of x as an unsigned short.", USHORT, x, sm.reinterpret,
                     np.dtype(np.uint16)))
    # Memory, atomics and warp functions over the type.
    out += atomic_spec.float16_atomics(t, header)
    # The newer headers add sub on the scalar type (exch and cas exist for the two-element types only).
    out.append(fn("asc_atomic_sub", header, f"asc_atomic_sub on a {t.c} element.", where="simt")
               .form(impls.simt_atomic.atomic, t, (("address", pointer(t)), ("val", t)),
                     extra=(simt_atomic.UPDATES["sub"], atomic_spec.GM_AND_UB), versions=_NEW))
    for name in ("asc_ldcg", "asc_ldca"):
        out.append(fn(name, header, f"{name} of a {t.c} element.", where="simt")
                   .form(impls.simt_memory.load_hint, t, (("address", pointer(t)),)))
    for name in ("asc_stcg", "asc_stwt"):
        out.append(fn(name, header, f"{name} of a {t.c} element.", where="simt")
                   .form(impls.simt_memory.store_hint, *void(("address", pointer(t)), ("val", t))))
    for name, kind, arg in (("asc_shfl", "idx", ("src_lane", _I32)), ("asc_shfl_up", "up", ("delta", _U32)),
                            ("asc_shfl_down", "down", ("delta", _U32)), ("asc_shfl_xor", "xor", ("lane_mask", _I32))):
        out.append(fn(name, header, f"{name} of a {t.c} value.", where="simt")
                   .form(impls.simt_warp.shfl, t, (("var", t), arg, ("width", _I32)), extra=(kind,),
                         defaults=("warpSize",)))
    if is_half:
        for op in ("add", "max", "min"):
            out.append(fn(f"asc_reduce_{op}", header, f"asc_reduce_{op} of a {t.c} value.", where="simt")
                       .form(impls.simt_warp.reduce, t, (("val", t),), extra=(op,)))
    return out


def _lanes(header: str, name: str, doc: str, ret: CType, params: tuple[tuple[str, CType], ...], op: object,
           *bound: object, versions: tuple[str, ...] = BOTH) -> Function:
    """One lane-wise form: ``op(*args, *bound)``."""
    return fn(name, header, doc, where="simt").form(impls.simt_lanes.apply, ret, params, extra=(op, (), bound),
                                                    versions=versions)


def conversions(t: CType, header: str, short: str) -> list[Function]:
    """The scalar forms beyond :func:`family`: rounding to an integral value of the type (both headers);
    the 8- and 16-bit integer conversions and the signed reinterpretations (``asc_fp16.h``, from the
    newer headers); the conversions between half and bfloat16_t and ``__hfma_relu`` (``asc_bf16.h``)."""
    assert t.elem is not None
    dt = t.elem.np
    x = (("x", t),)
    out = [_lanes(header, f"__{short}2{short}_{mode}", f"x rounded to an integral {t.c} ({mode}; a zero "
                  "result is +0).", t, x, sf.integral, mode) for mode in _MODES]
    if t is HALF:
        for dst, dtt, modes in (("char", SCHAR, ("rz",)), ("uchar", UCHAR, ("rz",)), ("short", SHORT, _MODES[:4]),
                                ("ushort", USHORT, _MODES[:4])):
            assert dtt.elem is not None
            out += [_lanes(header, f"__half2{dst}_{mode}", f"x rounded to {dtt.c} ({mode}; saturating, NaN "
                           "gives 0).", dtt, x, sm.float_to_int, dtt.elem.np, mode, versions=_NEW) for mode in modes]
        for src, st in (("short", SHORT), ("ushort", USHORT)):
            out += [_lanes(header, f"__{src}2half_{mode}", f"x rounded to half ({mode}).", t, (("x", st),),
                           sm.int_to_float, dt, mode, versions=_NEW) for mode in _MODES[:4]]
        out.append(_lanes(header, "__half_as_short", "The bits of x as a short.", SHORT, x, sm.reinterpret,
                          np.dtype(np.int16), versions=_NEW))
        out.append(_lanes(header, "__short_as_half", "The bits of x as a half.", t, (("x", SHORT),), sm.reinterpret,
                          dt, versions=_NEW))
        return out
    f16 = np.dtype(np.float16)
    out += [_lanes(header, f"__half2bfloat16_{mode}", f"x rounded to bfloat16_t ({mode}).", t, (("x", HALF),),
                   sm.float_to_float, dt, mode) for mode in _MODES]
    for mode in _MODES:
        out.append(_lanes(header, f"__bfloat162half_{mode}", f"x rounded to half ({mode}).", HALF, x,
                          sm.float_to_float, f16, mode))
        out.append(_lanes(header, f"__bfloat162half_{mode}_sat", f"x rounded to half ({mode}); an overflow gives "
                          "the largest finite value.", HALF, x, sm.float_to_float, f16, mode, True))
    out.append(_lanes(header, "__hfma_relu", "max(x * y + z, 0), rounded once (NaN stays NaN).", t,
                      (("x", t), ("y", t), ("z", t)), sm.fma_relu, dt))
    assert t is BF16
    return out


FUNCTIONS: list[Function] = (family(HALF, "simt_half", "half") + conversions(HALF, "simt_half", "half")
                             + pair_family(HALF, "simt_half", "half"))
