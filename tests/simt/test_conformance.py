"""Every lane-wise SIMT prototype of the spec (math, conversions, integer intrinsics, the 16-bit float
families) against references computed here element by element: exact rationals (``fractions``) rounded
to the result format by the suffix's mode, Python's ``math`` for the transcendental functions, and Python
integers for the bit intrinsics. The references never call ``ascsim.ops``.

Where the result is an IEEE-rounded operation (+, -, *, /, sqrt, fma, conversions, rounding to integral)
the comparison is bit-exact; for the other float functions the result must be within 1 ulp of the
reference (the pages give no bound; docs/semantics.md).
"""

from __future__ import annotations

import math
import operator
import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import ml_dtypes
import numpy as np
import pytest

from ascsim import simt_api  # noqa: F401  (registers the implementations)
from ascsim.spec import Overload, impls, simt_overloads

from . import refs_device, refs_fp8, refs_vector
from .refs_float16 import arguments as float16_arguments
from .refs_float16 import reference as float16_reference

# -- the formats and rounding by mode -------------------------------------------------------------
#: (exponent bits, fraction bits) of the float formats.
_FMT = {np.dtype(np.float32): (8, 23), np.dtype(np.float16): (5, 10), np.dtype(ml_dtypes.bfloat16): (8, 7)}


def _round_rational(v: Fraction, dtype: np.dtype, mode: str, sat: bool = False) -> float:
    """The exact value ``v`` rounded to the float format of ``dtype`` by ``mode`` (as a Python float)."""
    ebits, mbits = _FMT[dtype]
    bias = (1 << (ebits - 1)) - 1
    emin = 1 - bias
    fmax = (2 - Fraction(1, 1 << mbits)) * Fraction(2) ** bias
    if v == 0:
        return 0.0
    neg = v < 0
    a = -v if neg else v
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    q = Fraction(2) ** (max(e, emin) - mbits)  # the spacing of the format at a
    n, rem = divmod(a, q)
    n = int(n)
    up = {"rz": False, "rd": neg and rem != 0, "ru": not neg and rem != 0,
          "rn": rem > q / 2 or (rem == q / 2 and n % 2 == 1), "rna": rem >= q / 2}
    if mode == "ro":
        r = n * q
        if rem != 0 and n % 2 == 0:
            r += q
    else:
        r = (n + (1 if up[mode] else 0)) * q
    if r > fmax:
        to_max = sat or mode == "rz" or (mode == "rd" and not neg) or (mode == "ru" and neg) or mode == "ro"
        out = float(fmax) if to_max else math.inf
    else:
        out = float(r)
    return -out if neg else out


def _f(x: float) -> Fraction:
    return Fraction(x)


# -- inputs -----------------------------------------------------------------------------------------
_RNG = np.random.default_rng(28)
_FLOATS = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 3.0, 1e-3, 123.456, -7.75, 65504.0, 1e10, -3.3e38,
           1.1754944e-38, 1e-40, math.pi, math.inf, -math.inf, math.nan]
_FLOATS += list(_RNG.uniform(-10, 10, 20)) + list(_RNG.uniform(0.01, 1, 8))


def _inputs(dtype: np.dtype) -> np.ndarray:
    if dtype.kind == "f" or dtype == np.dtype(ml_dtypes.bfloat16):
        with np.errstate(over="ignore"):  # the float32 values beyond half's range become inf
            return np.asarray(_FLOATS, np.float64).astype(dtype)
    if dtype == np.bool_:
        return np.array([0, 1], np.bool_)
    info = np.iinfo(dtype)
    vals = [0, 1, 2, 3, 7, 100, 12345, info.max, info.max - 1, info.min, info.min + 1, (1 << 24) + 1,
            (1 << 25) + 3, 16777217]
    rng = np.random.default_rng(dtype.num)
    vals += [int(v) for v in rng.integers(info.min, info.max, 12, endpoint=True, dtype=dtype)]
    return np.array([v for v in vals if info.min <= v <= info.max], dtype)


def _args(ov: Overload) -> list[np.ndarray]:
    """Arguments: every combination of a few values per parameter, flattened to one array each."""
    return _args_of([p.ty.elem.np for p in ov.params])  # type: ignore[union-attr]


def _args_of(dtypes: list[np.dtype]) -> list[np.ndarray]:
    per = [_inputs(dt) for dt in dtypes]
    if len(per) > 1:
        per = [p[: 12 if len(per) == 2 else 6] for p in per]
    grids = np.meshgrid(*[np.arange(len(p)) for p in per], indexing="ij")
    return [p[g.ravel()] for p, g in zip(per, grids, strict=True)]


# -- references -----------------------------------------------------------------------------------------
_MODE = re.compile(r"_(rn|rz|rd|ru|rna|ro)(_sat)?$")


def _to_int_ref(x: float, mode: str, lo: int, hi: int) -> int:
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return hi if x > 0 else lo
    f = Fraction(x)
    n = {"rz": int(f), "rd": math.floor(f), "ru": math.ceil(f),
         "rn": round(f), "rna": int(math.floor(abs(f) + Fraction(1, 2))) * (1 if f >= 0 else -1)}[mode]
    return max(lo, min(hi, n))


_TRANSCENDENTAL: dict[str, Callable[..., float]] = {
    "acos": math.acos, "acosh": math.acosh, "asin": math.asin, "asinh": math.asinh, "atan": math.atan,
    "atanh": math.atanh, "cbrt": lambda v: math.copysign(abs(v) ** (1 / 3), v), "cos": math.cos, "cosh": math.cosh,
    "erf": math.erf, "erfc": math.erfc, "exp": math.exp, "exp2": lambda v: 2.0 ** v, "exp10": lambda v: 10.0 ** v,
    "expm1": math.expm1, "lgamma": math.lgamma, "log": math.log, "log10": math.log10, "log1p": math.log1p,
    "log2": math.log2, "sin": math.sin, "sinh": math.sinh, "tan": math.tan, "tanh": math.tanh,
    "tgamma": math.gamma, "rsqrt": lambda v: 1 / math.sqrt(v), "rcbrt": lambda v: 1 / math.copysign(
        abs(v) ** (1 / 3), v), "sinpi": lambda v: math.sin(math.pi * v), "cospi": lambda v: math.cos(math.pi * v),
    "tanpi": lambda v: math.tan(math.pi * v), "normcdf": lambda v: 0.5 * math.erfc(-v / math.sqrt(2)),
    "erfcx": lambda v: math.exp(v * v) * math.erfc(v) if -9 < v < 25 else math.nan, "rcp": lambda v: 1 / v,
    "atan2": math.atan2, "pow": math.pow, "hypot": math.hypot, "rhypot": lambda a, b: 1 / math.hypot(a, b),
}
_EXACT_UNARY: dict[str, Callable[[float], float]] = {
    "sqrt": math.sqrt, "fabs": abs, "abs": abs, "neg": lambda v: -v, "floor": math.floor, "ceil": math.ceil,
    "trunc": math.trunc, "rint": lambda v: round(v), "nearbyint": lambda v: round(v),
    "round": lambda v: math.floor(abs(v) + 0.5) * (1 if v >= 0 else -1),
    "saturate": lambda v: 0.0 if math.isnan(v) else min(max(v, 0.0), 1.0),
}


#: numpy's float64 functions, for the special values (poles, infinities) where ``math`` raises instead.
_NP64: dict[str, Callable[..., Any]] = {
    "acos": np.arccos, "acosh": np.arccosh, "asin": np.arcsin, "atanh": np.arctanh, "log": np.log,
         "log10": np.log10, "log2": np.log2, "log1p": np.log1p, "exp": np.exp, "exp2": np.exp2, "expm1": np.expm1,
         "cosh": np.cosh, "sinh": np.sinh, "sin": np.sin, "cos": np.cos, "tan": np.tan, "pow": np.power,
         "rsqrt": lambda v: 1 / np.sqrt(v), "rcp": lambda v: 1 / v, "exp10": lambda v: np.power(10.0, v)}


def _signed_zero(name: str, args: list[float]) -> float:
    """The sign of an exact zero result, by IEEE 754 (numpy's float64 arithmetic)."""
    a = [np.float64(v) for v in args]
    with np.errstate(all="ignore"):
        return float({"add": lambda: a[0] + a[1], "sub": lambda: a[0] - a[1], "mul": lambda: a[0] * a[1],
                      "div": lambda: a[0] / a[1], "fdivide": lambda: a[0] / a[1], "fdim": lambda: 0.0}[name]())


def _pi_ref(name: str, x: float) -> float:
    """sinpi / cospi / tanpi with the argument reduced exactly (x mod 2 as a rational)."""
    r = Fraction(x) % 2
    if name == "sinpi":
        return 0.0 if r in (0, 1) else math.sin(math.pi * float(r))
    if name == "cospi":
        return 0.0 if r in (Fraction(1, 2), Fraction(3, 2)) else math.cos(math.pi * float(r))
    return _pi_ref("sinpi", x) / _pi_ref("cospi", x)


def _float_ref(name: str, args: list[float], dtype: np.dtype) -> tuple[float, bool]:
    """(reference, exact?) of the float function ``name``."""
    if name == "saturate":
        x = args[0]
        return (0.0 if math.isnan(x) or x <= 0 else min(x, 1.0)), True
    if any(math.isnan(a) for a in args) and name not in ("fmax", "fmin", "pow", "hypot", "rhypot"):
        return math.nan, True
    x = args[0]
    if name in ("sinpi", "cospi", "tanpi"):
        if math.isinf(x):
            return math.nan, True
        try:
            v = _pi_ref(name, x)
        except ZeroDivisionError:
            return math.inf, False
        return (_round_rational(_f(v), dtype, "rn") if v else v), False
    if name in _EXACT_UNARY:
        if math.isinf(x):
            return {"saturate": 1.0 if x > 0 else 0.0, "neg": -x, "abs": math.inf, "fabs": math.inf,
                    "sqrt": math.nan if x < 0 else x}.get(name, x), True
        if name == "sqrt" and x < 0:
            return math.nan, True
        v = _EXACT_UNARY[name](x)
        if v == 0:  # an integral result keeps the sign of a zero or of a negative value rounded to zero
            return math.copysign(0.0, 1.0 if name in ("abs", "fabs") else x if name != "neg" else -x), True
        return _round_rational(_f(float(v)), dtype, "rn"), True
    if name in ("add", "sub", "mul", "div", "fdivide", "fdim", "fmax", "fmin", "copysign", "fmod"):
        a, b = args
        if name in ("fmax", "fmin"):
            if math.isnan(a) or math.isnan(b):
                return (b if math.isnan(a) else a), True
            if a == b == 0:  # IEEE 754 lets either zero be the larger
                return 0.0, False
            return (max(a, b) if name == "fmax" else min(a, b)), True
        if name == "copysign":
            return math.copysign(a, b), True
        if name == "fmod":
            return (math.fmod(a, b) if not (math.isinf(a) or b == 0) else math.nan), True
        if math.isinf(a) or math.isinf(b) or (name in ("div", "fdivide") and b == 0):
            with np.errstate(all="ignore"):
                ops: dict[str, Callable[..., Any]] = {
                    "add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide, "fdivide": np.divide,
                    "fdim": lambda p, q: p - q if p > q else 0.0}
                v = ops[name](np.float64(a), np.float64(b))
            return float(v), True
        fa, fb = _f(a), _f(b)
        exact = {"add": fa + fb, "sub": fa - fb, "mul": fa * fb, "div": fa / fb if b else None,
                 "fdivide": fa / fb if b else None, "fdim": fa - fb if fa > fb else Fraction(0)}[name]
        assert exact is not None
        if exact == 0:
            return _signed_zero(name, [a, b]), True
        return _round_rational(exact, dtype, "rn"), True
    fn = _TRANSCENDENTAL[name]
    try:
        v = fn(*args)
    except (ValueError, ZeroDivisionError, OverflowError):
        if name in ("rcbrt", "rhypot") and all(a == 0 for a in args):
            return math.copysign(math.inf, x) if name == "rcbrt" else math.inf, False
        if name in ("lgamma", "tgamma"):  # the poles
            neg_int = not math.isinf(x) and x <= 0 and x == math.floor(x)
            return (math.inf if name == "lgamma" or x == 0 else math.nan) if neg_int or math.isinf(x) else \
                math.inf, False
        if name in _NP64:
            with np.errstate(all="ignore"):
                return float(_NP64[name](*[np.float64(a) for a in args])), False
        return math.nan, False
    if isinstance(v, complex):
        return math.nan, False
    if math.isinf(v) or math.isnan(v):
        return v, False
    return (_round_rational(_f(v), dtype, "rn") if v else v), False


def _ulps(got: float, want: float, dtype: np.dtype) -> float:
    if math.isnan(want):
        return 0 if math.isnan(got) else math.inf
    if math.isinf(want) or math.isinf(got):
        return 0 if got == want else math.inf
    ebits, mbits = _FMT[dtype]
    bias = (1 << (ebits - 1)) - 1
    e = max(math.frexp(want)[1] - 1, 1 - bias) if want else 1 - bias
    return abs(got - want) / 2.0 ** (e - mbits)


def _check_float_fn(name: str, ov: Overload, args: list[np.ndarray], got: np.ndarray) -> None:
    dtype = ov.ret.elem.np  # type: ignore[union-attr]
    bad = []
    for i in range(got.size):
        vals = [float(a[i]) for a in args]
        want, exact = _float_ref(name, vals, dtype)
        g = float(got[i])
        if exact:
            same = (math.isnan(want) and math.isnan(g)) or (g == want and math.copysign(1, g) == math.copysign(1, want)
                                                           if g == 0 else g == want)
            if not same:
                bad.append((vals, g, want))
        elif name == "erfcx" and math.isnan(want):
            continue  # outside the range the reference formula holds
        elif not (math.isinf(want) and abs(g) > 1e30) and _ulps(g, want, dtype) > 1:
            bad.append((vals, g, want))
    assert not bad, f"{ov.prototype()}: {bad[:5]}"


def _reference(ov: Overload, args: list[np.ndarray]) -> Any:
    """The expected results, or a checker function, for one lane-wise overload."""
    name = ov.name
    if (own := float16_reference(ov, args)) is not None:
        return own
    rdt: Any = ov.ret.elem.np if ov.ret.elem else None
    m = _MODE.search(name)
    mode = m.group(1) if m else "rn"
    sat = bool(m and m.group(2))
    xs = [a.tolist() for a in args]
    conv = re.match(r"__(float|half|bfloat16|u?int|u?ll)2(float|half|bfloat16|u?int|u?ll)(_|$)", name)
    if conv and not name.endswith("_as_ushort"):
        src, dst = conv.group(1), conv.group(2)
        if dst == "float" and src == "float":  # __float2float_<mode>: an integral float
            return [_to_int_ref(v, mode, -(1 << 200), 1 << 200) if math.isfinite(v) else v for v in xs[0]]
        if dst in ("float", "half", "bfloat16"):
            out = []
            for v in xs[0]:
                fv = v if isinstance(v, float) else float(v)
                if isinstance(v, float) and (math.isnan(v) or math.isinf(v)):
                    out.append(v)
                    continue
                out.append(_round_rational(Fraction(v), rdt, mode, sat) if v != 0 else math.copysign(0.0, fv))
            return out
        info = np.iinfo(rdt)
        return [_to_int_ref(float(v), mode, int(info.min), int(info.max)) for v in xs[0]]
    fam = ov.extra[0].__name__ if ov.extra else ""
    if fam == "unary":
        return lambda got: _check_float_fn(ov.extra[1][0], ov, args, got)
    if fam == "binary":
        key = ov.extra[1][0]
        if key == "fmax" and name.startswith("__h"):
            key = "fmax"
        return lambda got: _check_float_fn(key, ov, args, got)
    if fam == "fma" or fam == "fma_relu":
        out = []
        for x, y, z in zip(*xs, strict=True):
            if any(math.isnan(v) or math.isinf(v) for v in (x, y, z)) or Fraction(x) * Fraction(y) + Fraction(z) == 0:
                with np.errstate(all="ignore"):
                    out.append(float(np.float64(x) * np.float64(y) + np.float64(z)))
            else:
                out.append(_round_rational(Fraction(x) * Fraction(y) + Fraction(z), rdt, "rn"))
            if fam == "fma_relu" and out[-1] < 0:
                out[-1] = 0.0
        return out
    if fam == "classify":
        what = ov.extra[1][0]
        fn = {"isnan": math.isnan, "isinf": math.isinf, "isfinite": math.isfinite,
              "signbit": lambda v: math.copysign(1, v) < 0}[what]
        return [int(fn(v)) for v in xs[0]]
    if fam == "compare":
        op, unordered = ov.extra[1][0], bool(ov.extra[2] and ov.extra[2][0])
        f = {"eq": operator.eq, "ne": operator.ne, "lt": operator.lt, "le": operator.le, "gt": operator.gt,
             "ge": operator.ge}[op]
        return [int(unordered if (math.isnan(a) or math.isnan(b)) else f(a, b)) for a, b in zip(*xs, strict=True)]
    if fam == "reinterpret":
        src = args[0]
        return src.view(rdt).tolist()
    return None


def _int_reference(ov: Overload, args: list[np.ndarray]) -> list[int] | None:
    """Integer intrinsics by their definitions on Python integers."""
    name = ov.name
    xs = [[int(v) for v in a.tolist()] for a in args]
    rdt = ov.ret.elem.np  # type: ignore[union-attr]
    bits = rdt.itemsize * 8
    pbits = args[0].dtype.itemsize * 8

    def wrap(v: int) -> int:
        v &= (1 << bits) - 1
        return v - (1 << bits) if rdt.kind == "i" and v >= 1 << (bits - 1) else v

    def u(v: int, n: int = pbits) -> int:
        return v & ((1 << n) - 1)

    table: dict[str, Callable[..., int]] = {
        "__mulhi": lambda a, b: wrap((a * b) >> 32), "__umulhi": lambda a, b: wrap((a * b) >> 32),
        "__mul64hi": lambda a, b: wrap((a * b) >> 64), "__umul64hi": lambda a, b: wrap((a * b) >> 64),
        "__mul_i32toi64": lambda a, b: wrap(a * b),
        "__brev": lambda a: wrap(int(format(u(a), f"0{pbits}b")[::-1], 2)),
        "__clz": lambda a: pbits - u(a).bit_length(), "__ffs": lambda a: (u(a) & -u(a)).bit_length(),
        "__popc": lambda a: bin(u(a)).count("1"),
        "__byte_perm": lambda a, b, s: wrap(sum((((u(b, 32) << 32 | u(a, 32)) >> (8 * ((s >> (4 * i)) & 7))) & 255)
                                                << (8 * i) for i in range(4))),
        "__sad": lambda a, b, c: wrap(abs(a - b) + c), "__usad": lambda a, b, c: wrap(abs(a - b) + c),
        "__mul24": lambda a, b: wrap(_s24(a) * _s24(b)), "__umul24": lambda a, b: wrap((a & 0xFFFFFF) * (b & 0xFFFFFF)),
        "__hadd": lambda a, b: wrap((a + b) >> 1), "__rhadd": lambda a, b: wrap((a + b + 1) >> 1),
        "__uhadd": lambda a, b: wrap((a + b) >> 1), "__urhadd": lambda a, b: wrap((a + b + 1) >> 1),
        "abs": lambda a: wrap(abs(a)), "labs": lambda a: wrap(abs(a)), "llabs": lambda a: wrap(abs(a)),
        "max": lambda a, b: max(a, b), "min": lambda a, b: min(a, b), "umax": max, "umin": min, "llmax": max,
        "llmin": min, "ullmax": max, "ullmin": min,
    }
    fn = table.get(name)
    if fn is None:
        return None
    return [fn(*vals) for vals in zip(*xs, strict=True)]


def _s24(v: int) -> int:
    v &= 0xFFFFFF
    return v - (1 << 24) if v >= 1 << 23 else v


_LANEWISE = [ov for ov in simt_overloads() if ov.impl is impls.simt_lanes.apply]
#: Float functions without a reference in Python's math module (Bessel, inverse error functions, logb ...):
#: checked against identities in test_special_functions instead.
_SPECIAL = {"erfinvf", "erfcinvf", "normcdfinvf", "j0f", "j1f", "jnf", "cyl_bessel_i0f", "cyl_bessel_i1f",
            "logbf", "ilogbf", "ldexpf", "scalbnf", "scalblnf", "nextafterf", "remainderf", "lroundf", "llroundf",
            "lrintf", "llrintf", "norm3df", "rnorm3df", "norm4df", "rnorm4df", "__hmax_nan", "__hmin_nan"}


@pytest.mark.parametrize("ov", _LANEWISE, ids=lambda ov: f"{ov.name}({','.join(p.ty.c for p in ov.params)})")
def test_lanewise(ov: Overload) -> None:
    if refs_fp8.check(ov):  # asc_fp8.h's two-element forms
        return
    if refs_vector.check(ov, _args_of, _check_lanewise):  # the forms over vector types, member by member
        return
    args = float16_arguments(ov) or _args(ov)
    assert ov.impl.function is not None
    with np.errstate(all="ignore"):
        got = np.asarray(ov.impl.function(ov, None, None, *args))
    _check_lanewise(ov, args, got)


def _check_lanewise(ov: Overload, args: list[np.ndarray], got: np.ndarray) -> None:
    """The results of one scalar lane-wise form against its reference."""
    if refs_device.check(ov, args, got):
        return
    if ov.name in _SPECIAL:
        _special(ov, args, got)
        return
    ints = ov.ret.kind == "int" and all(p.ty.kind == "int" for p in ov.params)
    want: Any = _int_reference(ov, args) if ints else None
    if want is None:
        want = _reference(ov, args)
    assert want is not None, f"no reference for {ov.prototype()}"
    if callable(want):
        want(got)
        return
    g = got.tolist()
    for i, (a, b) in enumerate(zip(g, want, strict=True)):
        if isinstance(b, float) and math.isnan(b):
            assert math.isnan(a), (ov.prototype(), [x[i] for x in args], a, b)
        else:
            assert a == b and (not isinstance(b, float) or b != 0 or math.copysign(1, a) == math.copysign(1, b)), (
                ov.prototype(), [x[i] for x in args], a, b)


def _special(ov: Overload, args: list[np.ndarray], got: np.ndarray) -> None:
    """The functions checked by identities with the functions Python has."""
    name = ov.name
    xs = [a.astype(np.float64) if a.dtype.kind == "f" else a for a in args]
    g = got.astype(np.float64) if got.dtype.kind == "f" else got
    fin = np.isfinite(xs[0]) if xs[0].dtype.kind == "f" else np.ones(len(xs[0]), bool)
    if name == "erfinvf":
        ok = fin & (np.abs(xs[0]) < 0.99)
        assert np.allclose([math.erf(v) for v in g[ok]], xs[0][ok], rtol=1e-6, atol=1e-7)
    elif name in ("erfcinvf", "normcdfinvf"):
        ok = fin & (xs[0] > 0.01) & (xs[0] < (1.99 if name == "erfcinvf" else 0.99))
        back = [math.erfc(v) if name == "erfcinvf" else 0.5 * math.erfc(-v / math.sqrt(2)) for v in g[ok]]
        assert np.allclose(back, xs[0][ok], rtol=1e-5)
    elif name in ("j0f", "j1f", "jnf", "cyl_bessel_i0f", "cyl_bessel_i1f"):
        # Power series of J_n and I_n, summed with exact rationals to float64.
        order = {"j0f": 0, "j1f": 1, "cyl_bessel_i0f": 0, "cyl_bessel_i1f": 1}
        sign = -1 if name.startswith("j") else 1
        for i in range(len(g)):
            n = int(xs[0][i]) if name == "jnf" else order[name]
            x = float(xs[1][i] if name == "jnf" else xs[0][i])
            if not math.isfinite(x) or abs(x) > 20 or n < 0 or n > 20:
                continue
            s = sum(sign ** k * (x / 2) ** (2 * k + n) / (math.factorial(k) * math.factorial(k + n)) for k in range(60))
            assert abs(g[i] - s) <= 2e-6 * max(1.0, abs(s)), (name, n, x, g[i], s)
    elif name in ("logbf", "ilogbf"):
        ok = fin & (xs[0] != 0)
        assert (g[ok] == [math.frexp(v)[1] - 1 for v in xs[0][ok]]).all()
    elif name in ("ldexpf", "scalbnf", "scalblnf"):
        for x, e, r in zip(xs[0], xs[1], g, strict=True):
            if math.isfinite(x) and abs(int(e)) < 300:
                want = _round_rational(Fraction(float(x)) * Fraction(2) ** int(e), np.dtype(np.float32), "rn") \
                    if x != 0 else x
                assert r == want or (math.isnan(r) and math.isnan(want)), (x, e, r, want)
    elif name == "nextafterf":
        for x, y, r in zip(args[0], args[1], got, strict=True):
            if np.isfinite(x) and np.isfinite(y) and x != y:
                step = np.float32(np.inf if y > x else -np.inf)
                assert r == np.nextafter(x, step)
    elif name == "remainderf":
        for x, y, r in zip(xs[0], xs[1], g, strict=True):
            if math.isfinite(x) and math.isfinite(y) and y != 0:
                assert r == math.remainder(x, y), (x, y, r)
    elif name in ("lroundf", "llroundf", "lrintf", "llrintf"):
        for x, r in zip(xs[0], g, strict=True):
            if math.isfinite(x) and abs(x) < 2**62:
                want = round(x) if "rint" in name else int(math.floor(abs(x) + 0.5)) * (1 if x >= 0 else -1)
                assert r == want
    elif name in ("norm3df", "rnorm3df", "norm4df", "rnorm4df"):
        for i in range(len(g)):
            vals = [float(a[i]) for a in xs]
            if all(math.isfinite(v) and abs(v) < 1e15 for v in vals) and any(vals):
                s = math.sqrt(sum(v * v for v in vals))
                want = 1 / s if name.startswith("r") else s
                assert abs(g[i] - want) <= 2 ** -22 * abs(want), (vals, g[i], want)
    elif name in ("__hmax_nan", "__hmin_nan"):
        for a, b, r in zip(xs[0], xs[1], g, strict=True):
            if math.isnan(a) or math.isnan(b):
                assert math.isnan(r)
            else:
                assert r == (max(a, b) if "max" in name else min(a, b))
    else:
        raise AssertionError(name)


def test_every_simt_prototype_is_checked() -> None:
    """The lane-wise forms are checked above; the others by test_api_forms.py (every atomic, warp, memory
    and fence form through a program), the warp/atomic formulas of test_warp_ops.py, test_python_api.py
    (clock) and test_cooperative_groups.py (the cooperative groups' natives): every implementation object
    they use is named here."""
    others = {ov.impl for ov in simt_overloads() if ov.impl is not impls.simt_lanes.apply}
    assert others <= {impls.simt_sync.syncthreads, impls.simt_sync.threadfence, impls.simt_atomic.atomic,
                      impls.simt_warp.shfl, impls.simt_warp.reduce, impls.simt_warp.vote, impls.simt_warp.laneid,
                      impls.simt_warp.lanemask, impls.simt_lanes.with_outputs, impls.simt_memory.load_hint,
                      impls.simt_memory.store_hint, impls.simt_memory.cache_line, impls.simt_memory.nop,
                      impls.simt_memory.space_test, impls.simt_time.clock, impls.simt_lanes.reads_array,
                      impls.simt_memory.to_address, impls.simt_memory.from_address, impls.simt_groups.sync,
                      impls.simt_groups.sync_lanes, impls.simt_groups.shfl, impls.simt_groups.vote,
                      impls.simt_groups.check}
