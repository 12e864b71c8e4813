"""``simt_api/math_functions.h``: the float math library of SIMT code and the integer min/max/abs.

Results are computed in float64 and rounded once to float (docs/semantics.md says where that is exact).
The vendor declares the functions with an output pointer (``frexpf``, ``sincosf`` ...) once per pointer
space; they coincide here (``__gm__`` and ``__ubuf__`` are no type qualifiers in ascsim). The C library
names are declared ``extern "C"``, as ``<cmath>`` declares them too.
"""

from __future__ import annotations

import math

import numpy as np

from .. import dtypes as d
from ..ops import simt_math as sm
from ..ops import simt_special as ss
from . import BOTH, V920, Function, fn, impls, void
from .types import FLOAT, INT, LLONG, LONG, SHORT, UCHAR, UINT, ULLONG, ULONG, USHORT, CType, named, pointer, scalar

_H = "simt_math"
_F32 = np.dtype(np.float32)
_I32, _I64 = scalar(d.int32_t), scalar(d.int64_t)
_BOOL = named("bool", d.bool_)
_CHAR = named("char", d.int8_t)
_CONST_CHAR_PTR = CType("const char*", "ptr", d.int8_t)

#: ``<name>f`` -> what it computes, for the unary functions of :data:`ascsim.ops.simt_math.UNARY`.
_UNARY = {
    "acos": "The arc cosine of x.", "acosh": "The inverse hyperbolic cosine of x.", "asin": "The arc sine of x.",
    "asinh": "The inverse hyperbolic sine of x.", "atan": "The arc tangent of x.",
    "atanh": "The inverse hyperbolic tangent of x.", "cbrt": "The cube root of x.",
    "ceil": "The smallest integral value not below x.", "cos": "The cosine of x.",
    "cosh": "The hyperbolic cosine of x.",
    "cospi": "cos(pi * x).", "cyl_bessel_i0": "The modified Bessel function I0 of x.",
    "cyl_bessel_i1": "The modified Bessel function I1 of x.", "erfc": "The complementary error function of x.",
    "erfcinv": "The inverse complementary error function of x.", "erfcx": "exp(x^2) * erfc(x).",
    "erf": "The error function of x.", "erfinv": "The inverse error function of x.", "exp10": "10 to the power x.",
    "exp2": "2 to the power x.", "exp": "e to the power x.", "expm1": "exp(x) - 1.", "fabs": "|x|.",
    "floor": "The largest integral value not above x.", "j0": "The Bessel function J0 of x.",
    "j1": "The Bessel function J1 of x.", "lgamma": "ln |Gamma(x)|.", "log10": "The base-10 logarithm of x.",
    "log1p": "ln(1 + x).", "log2": "The base-2 logarithm of x.", "logb": "The exponent of x as a float.",
    "log": "The natural logarithm of x.", "nearbyint": "x rounded to an integral value (ties to even).",
    "normcdfinv": "The inverse of the standard normal distribution function.",
    "normcdf": "The standard normal distribution function of x.", "rcbrt": "1 / cbrt(x).",
    "rint": "x rounded to an integral value (ties to even).", "round": "x rounded to an integral value (ties away "
    "from zero).", "rsqrt": "1 / sqrt(x).", "sin": "The sine of x.", "sinh": "The hyperbolic sine of x.",
    "sinpi": "sin(pi * x).", "sqrt": "The square root of x.", "tan": "The tangent of x.",
    "tanh": "The hyperbolic tangent of x.", "tanpi": "tan(pi * x).", "tgamma": "Gamma(x).",
    "trunc": "x rounded toward zero to an integral value.",
}
_BINARY = {
    "atan2": "The arc tangent of y / x, in the quadrant of the point (x, y).",
    "copysign": "|x| with the sign of y.", "fdim": "x - y if x > y, else +0.", "fmax": "The larger of x and y "
    "(the other if one is NaN).", "fmin": "The smaller of x and y (the other if one is NaN).",
    "fmod": "x - trunc(x / y) * y.", "hypot": "sqrt(x^2 + y^2).", "pow": "x to the power y.",
    "remainder": "x - n * y, n the integer nearest x / y (ties to even).", "rhypot": "1 / sqrt(x^2 + y^2).",
    "fdivide": "x / y.",
}


#: The forms only the newer (9.2.0) headers declare.
_NEW = (V920,)


def _c(name: str, doc: str, ret: CType, params: tuple[tuple[str, CType], ...], op: object, *bound: object,
       pre: tuple[object, ...] = (), c_linkage: bool = True, versions: tuple[str, ...] = BOTH) -> Function:
    return fn(name, _H, doc, where="simt", c_linkage=c_linkage).form(
        impls.simt_lanes.apply, ret, params, extra=(op, pre, bound), versions=versions)


def _floats() -> list[Function]:
    out = [_c(f"{n}f", doc, FLOAT, (("x", FLOAT),), sm.unary, _F32, pre=(n,)) for n, doc in _UNARY.items()]
    out += [_c(f"{n}f", doc, FLOAT, (("y", FLOAT), ("x", FLOAT)) if n == "atan2" else (("x", FLOAT), ("y", FLOAT)),
               sm.binary, _F32, pre=(n,)) for n, doc in _BINARY.items()]
    out += [
        _c("fmaf", "x * y + z, rounded once.", FLOAT, (("x", FLOAT), ("y", FLOAT), ("z", FLOAT)), sm.fma, _F32),
        _c("ldexpf", "x * 2^exp.", FLOAT, (("x", FLOAT), ("exp", INT)), sm.ldexp, _F32),
        _c("scalbnf", "x * 2^n.", FLOAT, (("x", FLOAT), ("n", _I32)), sm.ldexp, _F32),
        _c("scalblnf", "x * 2^n.", FLOAT, (("x", FLOAT), ("n", _I64)), sm.ldexp, _F32),
        _c("nextafterf", "The next float after x toward y.", FLOAT, (("x", FLOAT), ("y", FLOAT)), sm.nextafter,
           _F32),
        _c("ilogbf", "The unbiased exponent of x as an int.", INT, (("x", FLOAT),), sm.ilogb),
        _c("lroundf", "x rounded to a long (ties away from zero).", LONG, (("x", FLOAT),), sm.lround,
           np.dtype(np.int64), "rna"),
        _c("llroundf", "x rounded to a long long (ties away from zero).", LLONG, (("x", FLOAT),), sm.lround,
           np.dtype(np.int64), "rna"),
        _c("lrintf", "x rounded to a long (ties to even).", LONG, (("x", FLOAT),), sm.lround, np.dtype(np.int64),
           "rn"),
        _c("llrintf", "x rounded to a long long (ties to even).", LLONG, (("x", FLOAT),), sm.lround,
           np.dtype(np.int64), "rn"),
        _c("norm3df", "sqrt(a^2 + b^2 + c^2).", FLOAT, (("a", FLOAT), ("b", FLOAT), ("c", FLOAT)),
           lambda *v: sm.norm(list(v), _F32)),
        _c("rnorm3df", "1 / sqrt(a^2 + b^2 + c^2).", FLOAT, (("a", FLOAT), ("b", FLOAT), ("c", FLOAT)),
           lambda *v: sm.norm(list(v), _F32, True)),
        _c("norm4df", "sqrt(a^2 + b^2 + c^2 + d^2).", FLOAT, (("a", FLOAT), ("b", FLOAT), ("c", FLOAT),
                                                               ("d", FLOAT)), lambda *v: sm.norm(list(v), _F32)),
        _c("rnorm4df", "1 / sqrt(a^2 + b^2 + c^2 + d^2).", FLOAT,
           (("a", FLOAT), ("b", FLOAT), ("c", FLOAT), ("d", FLOAT)), lambda *v: sm.norm(list(v), _F32, True)),
        _c("jnf", "The Bessel function Jn of x.", FLOAT, (("n", INT), ("x", FLOAT)), sm.bessel_n, _F32,
           pre=("j",)),
        _c("y0f", "The Bessel function of the second kind Y0 of x (NaN for x < 0).", FLOAT, (("x", FLOAT),),
           ss.bessel_y, _F32, pre=(0,)),
        _c("y1f", "The Bessel function of the second kind Y1 of x (NaN for x < 0).", FLOAT, (("x", FLOAT),),
           ss.bessel_y, _F32, pre=(1,)),
        _c("ynf", "The Bessel function of the second kind Yn of x (NaN for n < 0 or x < 0).", FLOAT,
           (("n", INT), ("x", FLOAT)), ss.bessel_y, _F32),
        # Newer than the July 2026 headers (hicann/asc-devkit 31e2c76 declares it).
        _c("nanf", "A quiet NaN (the default one, whatever tagp says).", FLOAT, (("tagp", _CONST_CHAR_PTR),),
           ss.nan_value, _F32, versions=_NEW),
    ]
    for name, doc in (("isfinite", "true if x is neither infinite nor NaN."), ("isnan", "true if x is NaN."),
                      ("isinf", "true if x is infinite.")):
        out.append(_c(name, doc, _BOOL, (("x", FLOAT),), sm.classify, pre=(name,), c_linkage=False))
    out.append(_c("signbit", "1 if the sign bit of x is set, else 0.", INT, (("x", FLOAT),), sm.classify,
                  pre=("signbit",), c_linkage=False))
    return out


def _with_outputs() -> list[Function]:
    pf, pi = pointer(FLOAT), pointer(INT)
    return [
        fn("frexpf", _H, "The mantissa of x in [0.5, 1); *exp gets the exponent.", where="simt", c_linkage=True)
        .form(impls.simt_lanes.with_outputs, FLOAT, (("x", FLOAT), ("exp", pi)), extra=(sm.frexp, _F32)),
        fn("modff", _H, "The fractional part of x; *n gets the integral part.", where="simt", c_linkage=True)
        .form(impls.simt_lanes.with_outputs, FLOAT, (("x", FLOAT), ("n", pf)), extra=(sm.modf, _F32)),
        fn("remquof", _H, "remainderf(x, y); *quo gets the low 3 bits of the quotient, with its sign.",
           where="simt", c_linkage=True)
        .form(impls.simt_lanes.with_outputs, FLOAT, (("x", FLOAT), ("y", FLOAT), ("quo", pi)),
              extra=(sm.remquo, _F32)),
        fn("sincosf", _H, "*s gets sinf(x), *c gets cosf(x).", where="simt", c_linkage=True)
        .form(impls.simt_lanes.with_outputs, *void(("x", FLOAT), ("s", pf), ("c", pf)), extra=(sm.sincos, _F32)),
        fn("sincospif", _H, "*s gets sinpif(x), *c gets cospif(x).", where="simt", c_linkage=True)
        .form(impls.simt_lanes.with_outputs, *void(("x", FLOAT), ("s", pf), ("c", pf)),
              extra=(sm.sincospi, _F32)),
        fn("normf", _H, "sqrt(a[0]^2 + ... + a[n-1]^2) (|a[0]| for n < 1).", where="simt", c_linkage=True)
        .form(impls.simt_lanes.reads_array, FLOAT, (("n", INT), ("a", pf)), extra=(ss.norm_rows, _F32, False)),
        fn("rnormf", _H, "1 / sqrt(a[0]^2 + ... + a[n-1]^2) (1 / |a[0]| for n < 1).", where="simt",
           c_linkage=True)
        .form(impls.simt_lanes.reads_array, FLOAT, (("n", INT), ("a", pf)), extra=(ss.norm_rows, _F32, True)),
    ]


def _integers() -> list[Function]:
    out = [
        # <cstdlib>'s, which SIMT code calls too (the vendor's compiler provides it).
        _c("abs", "|x|.", INT, (("x", INT),), sm.int_abs, np.dtype(np.int32)),
        _c("labs", "|x|.", LONG, (("x", LONG),), sm.int_abs, np.dtype(np.int64)),
        _c("llabs", "|x|.", LLONG, (("x", LLONG),), sm.int_abs, np.dtype(np.int64)),
    ]
    for name, t, big in (("llmax", LLONG, True), ("ullmax", ULLONG, True), ("umax", UINT, True),
                         ("llmin", LLONG, False), ("ullmin", ULLONG, False), ("umin", UINT, False)):
        what = "larger" if big else "smaller"
        out.append(_c(name, f"The {what} of x and y.", t, (("x", t), ("y", t)), sm.int_minmax, _np(t), big,
                      c_linkage=False))
    types = (LLONG, ULLONG, UINT, LONG, INT, SHORT, _CHAR, ULONG, USHORT, UCHAR)
    # One signed and one unsigned operand: both as the unsigned type (C's usual conversions), as the return
    # type says. These, max/min of two floats and abs of a float are newer than the July 2026 headers
    # (hicann/asc-devkit 31e2c76 declares them).
    mixed = ((UINT, INT), (ULONG, LONG), (ULLONG, LLONG))
    for name, big in (("max", True), ("min", False)):
        f = fn(name, _H, f"The {'larger' if big else 'smaller'} of x and y.", where="simt")
        for t in types:
            f.form(impls.simt_lanes.apply, t, (("x", t), ("y", t)), extra=(sm.int_minmax, (), (_np(t), big)))
        f.form(impls.simt_lanes.apply, FLOAT, (("x", FLOAT), ("y", FLOAT)),
               extra=(sm.binary, ("fmax" if big else "fmin",), (_F32,)), versions=_NEW)
        for unsigned, signed in mixed:
            for pair in ((unsigned, signed), (signed, unsigned)):
                f.form(impls.simt_lanes.apply, unsigned, (("x", pair[0]), ("y", pair[1])),
                       extra=(sm.int_minmax, (), (_np(unsigned), big)), versions=_NEW)
        out.append(f)
    # C++'s abs of a float (the int form above is <cstdlib>'s, declared extern "C").
    out.append(_c("abs", "|x|.", FLOAT, (("x", FLOAT),), sm.unary, _F32, pre=("fabs",), c_linkage=False,
                  versions=_NEW))
    return out


def _np(t: CType) -> np.dtype:
    assert t.elem is not None
    return t.elem.np


FUNCTIONS: list[Function] = [*_floats(), *_with_outputs(), *_integers()]

_F32_INFO = np.finfo(np.float32)
#: ``simt_api/math_constants.h``: the float constants whose value the name says (each rounded to float);
#: the header's constants of the vendor's own algorithms (split parts of pi/2, thresholds) are not given.
CONSTANTS: dict[str, float] = {
    "ASCRT_INF_F": math.inf, "ASCRT_MIN_DENORM_F": float(2.0 ** -149), "ASCRT_MAX_NORMAL_F": float(_F32_INFO.max),
    "ASCRT_NEG_ZERO_F": -0.0, "ASCRT_ZERO_F": 0.0, "ASCRT_ONE_F": 1.0, "ASCRT_SQRT_HALF_F": math.sqrt(0.5),
    "ASCRT_SQRT_TWO_F": math.sqrt(2.0), "ASCRT_THIRD_F": 1 / 3, "ASCRT_PIO8_F": math.pi / 8,
    "ASCRT_PIO4_F": math.pi / 4, "ASCRT_PIO2_F": math.pi / 2, "ASCRT_3PIO4_F": 3 * math.pi / 4,
    "ASCRT_2_OVER_PI_F": 2 / math.pi, "ASCRT_2OPI_F": 2 / math.pi, "ASCRT_SQRT_2_OVER_PI_F": math.sqrt(2 / math.pi),
    "ASCRT_PI_F": math.pi, "ASCRT_L2E_F": math.log2(math.e), "ASCRT_L2T_F": math.log2(10.0),
    "ASCRT_LG2_F": math.log10(2.0), "ASCRT_LGE_F": math.log10(math.e), "ASCRT_LN2_F": math.log(2.0),
    "ASCRT_LNT_F": math.log(10.0), "ASCRT_LNPI_F": math.log(math.pi), "ASCRT_TWO_TO_M126_F": 2.0 ** -126,
    "ASCRT_TWO_TO_126_F": 2.0 ** 126, "ASCRT_TWO_TO_23_F": 2.0 ** 23, "ASCRT_TWO_TO_24_F": 2.0 ** 24,
    "ASCRT_TWO_TO_31_F": 2.0 ** 31, "ASCRT_TWO_TO_32_F": 2.0 ** 32,
}
