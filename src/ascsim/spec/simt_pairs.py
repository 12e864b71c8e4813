"""The two-element forms of ``asc_fp16.h`` (over ``half2``) and ``asc_bf16.h`` (over ``bfloat16x2_t``):
member-wise math and arithmetic, the comparisons as a value, a bool and a mask, the conversions from and
to float pairs, building and taking apart pairs, and the complex multiply-add.

Member-wise forms name the scalar form's ops function (:mod:`ascsim.ops.simt_math` works member by member
over a vector's last axis); the rest name :mod:`ascsim.ops.simt_vector`.
"""

from __future__ import annotations

import numpy as np

from .. import dtypes as d
from ..ops import simt_math as sm
from ..ops import simt_vector as sv
from . import Function, fn, impls, simt_atomic, void
from .simt_vector import BF16X2, FLOAT2, HALF2
from .types import BF16, FLOAT, HALF, UINT, CType, named, pointer

_BOOL = named("bool", d.bool_)
_MATH = ("cos", "sin", "tanh", "exp", "exp2", "exp10", "log", "log2", "log10", "sqrt", "rsqrt", "rcp", "floor",
         "rint", "ceil", "trunc")
_MODES = ("rn", "rz", "rd", "ru", "rna")
_CMP = ("eq", "ne", "le", "ge", "lt", "gt")


def _lanes(header: str, name: str, doc: str, ret: CType, params: tuple[tuple[str, CType], ...], op: object,
           *bound: object, pre: tuple[object, ...] = ()) -> Function:
    return fn(name, header, doc, where="simt").form(impls.simt_lanes.apply, ret, params, extra=(op, pre, bound))


def pair_family(t: CType, header: str, short: str) -> list[Function]:
    """The pair forms of the 16-bit float type ``t`` (``half`` with ``short`` "half", or ``bfloat16_t``)."""
    assert t.elem is not None
    dt = t.elem.np
    p2 = HALF2 if t is HALF else BF16X2
    # The pair functions' own names: half2 / bfloat162.
    two = "half2" if t is HALF else "bfloat162"
    x, xy, xyz = (("x", p2),), (("x", p2), ("y", p2)), (("x", p2), ("y", p2), ("z", p2))
    out = [_lanes(header, f"h2{n}", f"{n} of each member, rounded to {t.c}.", p2, x, sm.unary, dt, pre=(n,))
           for n in _MATH]
    for op, what in (("add", "x + y"), ("sub", "x - y"), ("mul", "x * y"), ("div", "x / y")):
        out.append(_lanes(header, f"__h{op}x2", f"{what} member by member, each rounded to {t.c}.", p2, xy,
                          sm.binary, dt, pre=(op,)))
    out += [
        _lanes(header, "__habsx2", "|x| of each member.", p2, x, sm.unary, dt, pre=("abs",)),
        _lanes(header, "__hnegx2", "-x of each member.", p2, x, sm.unary, dt, pre=("neg",)),
        _lanes(header, "__hfmax2", "x * y + z member by member, each rounded once.", p2, xyz, sm.fma, dt),
        _lanes(header, "__hfmax2_relu", "max(x * y + z, 0) member by member, each rounded once (NaN stays NaN).",
               p2, xyz, sm.fma_relu, dt),
        _lanes(header, "__hcmadd", "x * y + z of complex numbers (x the real part, y the imaginary), by two "
               "fused multiply-adds per part.", p2, xyz, sv.complex_fma, dt),
        _lanes(header, "__hmaxx2", "The larger member by member (the other if one is NaN).", p2, xy, sm.binary, dt,
               pre=("fmax",)),
        _lanes(header, "__hminx2", "The smaller member by member (the other if one is NaN).", p2, xy, sm.binary, dt,
               pre=("fmin",)),
        _lanes(header, "__hmaxx2_nan", "The larger member by member; NaN if either is NaN.", p2, xy, sm.max_nan,
               dt, True),
        _lanes(header, "__hminx2_nan", "The smaller member by member; NaN if either is NaN.", p2, xy, sm.max_nan,
               dt, False),
        _lanes(header, "__isnanx2", "1.0 for each member that is NaN, else 0.0.", p2, x, sv.isnan_as_value, dt),
    ]
    for c in _CMP:
        for u in ("", "u"):
            unordered = bool(u)
            nan = "true for a NaN member" if unordered else "false for a NaN member"
            out.append(_lanes(header, f"__h{c}{u}x2", f"x {c} y member by member: 1.0 or 0.0 ({nan}).", p2, xy,
                              sv.compare_as_value, unordered, dt, pre=(c,)))
            out.append(_lanes(header, f"__hb{c}{u}x2", f"true if x {c} y for both members ({nan}).", _BOOL, xy,
                              sv.compare_all, unordered, pre=(c,)))
            out.append(_lanes(header, f"__h{c}{u}x2_mask", f"x {c} y member by member as 0xFFFF or 0 in the low "
                              f"(x) and high (y) 16 bits ({nan}).", UINT, xy, sv.compare_mask, unordered, pre=(c,)))
    # Conversions with float pairs.
    for mode in (*_MODES, "ro") if t is HALF else _MODES:
        for sat in (False, True):
            if t is HALF and mode == "rz" and not sat:
                continue  # the July header declares only the saturating form of rz
            suffix = f"_{mode}_sat" if sat else f"_{mode}"
            out.append(_lanes(header, f"__float22{two}{suffix}", f"Each member of x rounded to {t.c} ({mode})"
                              + ("; an overflow gives the largest finite value." if sat else "."), p2,
                              (("x", FLOAT2),), sm.float_to_float, dt, mode, sat))
    f32 = np.dtype(np.float32)
    if t is BF16:
        out.append(_lanes(header, "__bfloat1622float2", "Each member of x as a float (exact).", FLOAT2, x,
                          sm.float_to_float, f32, "rn"))
        out.append(_lanes(header, "__float2bfloat162_rn", "x rounded to bfloat16_t (to nearest, ties to even) in "
                          "both members.", p2, (("x", FLOAT),), sv.rounded_pair, dt))
        out.append(_lanes(header, "__bfloat162bfloat162", "x in both members.", p2, (("x", t),), sv.duplicate, 2))
    out.append(_lanes(header, f"__floats2{two}_rn", f"(x, y), each rounded to {t.c} (to nearest, ties to even).",
                      p2, (("x", FLOAT), ("y", FLOAT)), sv.rounded_members, dt))
    for member, which in ((0, "low"), (1, "high")):
        out.append(_lanes(header, f"__{which}2float", f"The {which} member (x{'' if member == 0 else '.y'}) as a "
                          "float (exact).", FLOAT, x, sv.member_to_float, member))
        out.append(_lanes(header, f"__{which}2{short}", f"The {which} member of x.", t, x, sv.pick, pre=(
            ((0, member),),)))
        out.append(_lanes(header, f"__{which}2{two}", f"The {which} member of x in both members.", p2, x, sv.pick,
                          pre=(((0, member), (0, member)),)))
        out.append(_lanes(header, f"__{which}s2{two}", f"(the {which} member of x, the {which} member of y).", p2,
                          xy, sv.pick, pre=(((0, member), (1, member)),)))
    out.append(_lanes(header, "__lowhigh2highlow", "x with its members swapped.", p2, x, sv.pick,
                      pre=(((0, 1), (0, 0)),)))
    out.append(_lanes(header, f"__halves2{two}", "(x, y) as a pair.", p2, (("x", t), ("y", t)), sv.pack, dt))
    out.append(_lanes(header, f"make_{two}", "(x, y) as a pair.", p2, (("x", t), ("y", t)), sv.pack, dt))
    out += simt_atomic.pair_atomics(p2, header)
    i32, u32 = named("int", d.int32_t), named("unsigned int", d.uint32_t)
    for name, kind, arg in (("asc_shfl", "idx", ("src_lane", i32)), ("asc_shfl_up", "up", ("delta", u32)),
                            ("asc_shfl_down", "down", ("delta", u32)), ("asc_shfl_xor", "xor", ("lane_mask", i32))):
        out.append(fn(name, header, f"{name} of a {p2.c} value (both members from the same lane).", where="simt")
                   .form(impls.simt_warp.shfl, p2, (("var", p2), arg, ("width", i32)), extra=(kind,),
                         defaults=("warpSize",)))
    for name in ("asc_ldcg", "asc_ldca"):
        out.append(fn(name, header, f"{name} of a {p2.c} (one access of 4 bytes).", where="simt")
                   .form(impls.simt_memory.load_hint, p2, (("address", pointer(p2)),)))
    for name in ("asc_stcg", "asc_stwt"):
        out.append(fn(name, header, f"{name} of a {p2.c} (one access of 4 bytes).", where="simt")
                   .form(impls.simt_memory.store_hint, *void(("address", pointer(p2)), ("val", p2))))
    return out
