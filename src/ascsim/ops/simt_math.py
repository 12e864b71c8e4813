"""Lane-wise functions of SIMT code (``simt_api/math_functions.h``, ``device_functions.h``,
``asc_fp16.h``, ``asc_bf16.h``): the math library, the conversions with a rounding mode and the integer
intrinsics, over numpy arrays (one element per thread). Pure numpy, no state.

Floating results are computed in float64 and rounded once to the result type (see docs/semantics.md:
the pages give no error bound; this is the correctly rounded value wherever float64's own error does
not reach the result's last bit, and exactly so for the operations IEEE 754 rounds: +, -, *, /, sqrt,
fma, the conversions).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np

from ._fp import quiet

F64 = np.float64
BF16 = np.dtype(ml_dtypes.bfloat16)
#: The rounding modes of the conversions' name suffixes: nearest-even, toward zero, down, up, nearest
#: away from zero, odd (round to odd: toward zero, then set the last bit when inexact).
MODES = ("rn", "rz", "rd", "ru", "rna", "ro")


def _odd64_to_f32(x: np.ndarray) -> np.ndarray:
    """float64 -> float32 rounded to odd (so a second rounding to a narrower type is exact)."""
    r = x.astype(np.float32)
    exact = (r.astype(F64) == x) | np.isnan(x) | np.isinf(r)
    even = (r.view(np.uint32) & np.uint32(1)) == 0
    other = np.nextafter(r, np.where(x > r.astype(F64), np.float32(np.inf), np.float32(-np.inf)))
    return np.where(~exact & even, other, r)


def to_type(x: Any, dtype: np.dtype) -> np.ndarray:
    """float64 values rounded (nearest, ties to even) to ``dtype``: float32, float16 or bfloat16."""
    x = np.asarray(x, F64)
    with quiet():
        if dtype == BF16:  # float64 -> float32 to odd, then to bfloat16: one correct rounding
            return _odd64_to_f32(x).astype(BF16)
        return x.astype(dtype)


def _round_int(x: np.ndarray, mode: str) -> np.ndarray:
    """Values rounded to integral float64 values by ``mode``."""
    if mode == "rn":
        return np.rint(x)
    if mode == "rz":
        return np.trunc(x)
    if mode == "rd":
        return np.floor(x)
    if mode == "ru":
        return np.ceil(x)
    return np.copysign(np.floor(np.abs(x) + 0.5), x)  # rna: exact for |x| < 2**52, integral above


def float_to_int(x: Any, dtype: np.dtype, mode: str) -> np.ndarray:
    """``__float2int_rn`` ...: rounded by ``mode``, saturated to ``dtype``'s range; NaN gives 0."""
    v = _round_int(np.asarray(x, F64), mode)
    info = np.iinfo(dtype)
    with quiet():
        big = v >= float(info.max)
        small = v <= float(info.min)
        safe = np.where(np.isnan(v) | big | small, 0, v)
        out = safe.astype(dtype)
    out = np.where(big, dtype.type(info.max), out)
    return np.where(small, dtype.type(info.min), out).astype(dtype)


def int_to_float(x: Any, dtype: np.dtype, mode: str, sat: bool = False) -> np.ndarray:
    """``__int2float_rd``, ``__ll2half_rz`` ...: an integer rounded once to ``dtype`` by ``mode``."""
    a = np.asarray(x)
    if a.dtype == np.uint64:
        # Halve with a sticky bit: the bits dropped stay visible to the rounding, which scales back exactly.
        hi = a >= np.uint64(1 << 63)
        half_v = ((a >> np.uint64(1)) | (a & np.uint64(1))).astype(np.int64)
        lo = int_to_float(np.where(hi, 0, a).astype(np.int64), dtype, mode, sat)
        top = (half_v >> np.int64(11)) << np.int64(11)
        up = round_value(top.astype(F64) * 2, (half_v - top).astype(F64) * 2, dtype, mode, sat)
        return np.where(hi, up, lo).astype(dtype)
    a = a.astype(np.int64)
    # Split into a part float64 holds exactly and the rest, then round the sum once by mode.
    hi = (a >> np.int64(11)) << np.int64(11)
    lo = a - hi
    return round_value(hi.astype(F64), lo.astype(F64), dtype, mode, sat)


def round_value(x: np.ndarray, rest: Any, dtype: np.dtype, mode: str, sat: bool = False) -> np.ndarray:
    """The exact value ``x + rest`` (float64 parts, ``|rest|`` far below an ulp of the result) rounded
    to ``dtype`` by ``mode``; with ``sat`` an overflow gives the largest finite value."""
    x = np.asarray(x, F64)
    rest = np.broadcast_to(np.asarray(rest, F64), x.shape)
    with quiet():
        near = to_type(np.where(rest == 0, x, x + rest), dtype)  # x alone keeps the sign of a zero
        exact_x = near.astype(F64)
        # The error of the nearest value: negative when it lies below the exact value.
        err = (exact_x - x) - rest
        if mode == "rn":
            out = near
        elif mode in ("rz", "rd", "ru"):
            toward = {"rz": -np.sign(x + rest), "rd": np.full(x.shape, -1.0), "ru": np.full(x.shape, 1.0)}[mode]
            wrong = np.sign(err) == -toward  # the nearest value lies beyond the exact one in the mode's way
            wrong &= np.isfinite(exact_x) & (err != 0)
            step = np.where(toward > 0, np.inf, -np.inf).astype(dtype) if mode != "rz" else \
                np.where(x + rest > 0, -np.inf, np.inf).astype(dtype)
            out = np.where(wrong, np.nextafter(near, step), near)
            over = np.isinf(near) & np.isfinite(x + rest) & (np.sign(near) != toward)
            fmax = _finite_max(dtype)
            out = np.where(over, np.copysign(fmax, x), out).astype(dtype)
        elif mode == "rna":
            lo, hi = np.nextafter(near, np.array(-np.inf, dtype)), np.nextafter(near, np.array(np.inf, dtype))
            tie_lo = ((lo.astype(F64) - x) - rest) == -err
            tie_hi = ((hi.astype(F64) - x) - rest) == -err
            away = np.where(x + rest >= 0, hi, lo)
            out = np.where((err != 0) & ((tie_lo & (x + rest < 0)) | (tie_hi & (x + rest > 0))), away, near)
        else:  # ro: toward zero, then the last bit set when inexact
            tz = round_value(x, rest, dtype, "rz")
            bits = tz.view(np.uint16 if dtype.itemsize == 2 else np.uint32)
            inexact = (tz.astype(F64) - x) != rest
            out = np.where(inexact & np.isfinite(tz), (bits | 1).view(dtype), tz)
        out = np.asarray(out, dtype)
        if sat:
            fmax = _finite_max(dtype)
            out = np.where(np.isinf(out) & np.isfinite(x), np.copysign(fmax, x), out).astype(dtype)
    return out


def _finite_max(dtype: np.dtype) -> Any:
    return np.array(ml_dtypes.finfo(dtype).max if dtype == BF16 else np.finfo(dtype).max, dtype)


def float_to_float(x: Any, dtype: np.dtype, mode: str, sat: bool = False) -> np.ndarray:
    """``__float2half_rz`` ...: a float rounded to ``dtype`` by ``mode`` (float32 sources are exact in float64)."""
    return round_value(np.asarray(x).astype(F64), 0.0, dtype, mode, sat)


def float_integral(x: Any, mode: str) -> np.ndarray:
    """``__float2float_rn`` ...: a float rounded to an integral value of its own type by ``mode``."""
    a = np.asarray(x)
    return _round_int(a.astype(F64), mode).astype(a.dtype)


def fma(x: Any, y: Any, z: Any, dtype: np.dtype) -> np.ndarray:
    """``fmaf`` / ``__hfma``: ``x*y + z`` rounded once (the product is exact in float64; the sum is
    kept to odd in float64, so the last rounding to ``dtype`` is the only one)."""
    p = np.asarray(x, F64) * np.asarray(y, F64)
    zz = np.broadcast_to(np.asarray(z, F64), p.shape)
    with quiet():
        s = p + zz
        bb = s - p
        e = (p - (s - bb)) + (zz - bb)
        odd = (s.view(np.uint64) & np.uint64(1)) == 1
        fix = (e != 0) & ~odd & np.isfinite(s)
        s = np.where(fix, np.nextafter(s, np.where(e > 0, np.inf, -np.inf)), s)
    return to_type(s, dtype)


def _vec(f: Callable[..., float]) -> Callable[..., np.ndarray]:
    """A math-module function over arrays (float64 in, float64 out)."""
    u = np.frompyfunc(f, 1, 1)

    def run(x: np.ndarray) -> np.ndarray:
        return np.asarray(u(np.asarray(x, F64)), F64)
    return run


def _safe(f: Callable[[float], float], bad: float = math.nan) -> Callable[[float], float]:
    def run(v: float) -> float:
        try:
            return f(v)
        except (ValueError, OverflowError):
            return bad if not (math.isinf(v) and bad is math.nan) else bad
    return run


def _erfinv(y: float) -> float:
    """The inverse of erf by Newton's method from a bracketing start (|y| < 1)."""
    if math.isnan(y) or abs(y) > 1:
        return math.nan
    if abs(y) == 1:
        return math.copysign(math.inf, y)
    x = 0.0
    for _ in range(100):
        step = (math.erf(x) - y) / (2 / math.sqrt(math.pi) * math.exp(-x * x))
        x -= step
        if abs(step) <= 1e-17 * max(1.0, abs(x)):
            break
    return x


def _erfcinv(y: float) -> float:
    """The inverse of erfc (0 < y < 2), by Newton's method on erfc itself (exact near y = 0)."""
    if math.isnan(y) or y < 0 or y > 2:
        return math.nan
    if y == 0:
        return math.inf
    if y == 2:
        return -math.inf
    x = _erfinv(1 - y) if 0.0625 < y < 1.9375 else math.copysign(math.sqrt(-math.log(min(y, 2 - y))), 1 - y)
    for _ in range(100):
        d = -2 / math.sqrt(math.pi) * math.exp(-x * x)
        if d == 0:
            break
        step = (math.erfc(x) - y) / d
        x -= step
        if abs(step) <= 1e-17 * max(1.0, abs(x)):
            break
    return x


def _erfcx(x: float) -> float:
    """exp(x*x) * erfc(x), by an asymptotic series where the product would underflow."""
    if math.isnan(x):
        return x
    if x < -26:  # 2 exp(x^2) is beyond every float format
        return math.inf
    if x < 25:
        return math.exp(x * x) * math.erfc(x)
    # Asymptotic series: 1/(x sqrt(pi)) * (1 - 1/(2x^2) + 3/(4x^4) - ...), exact to float64 here.
    t = 1 / (2 * x * x)
    return (1 - t + 3 * t * t - 15 * t ** 3) / (x * math.sqrt(math.pi))


def _bessel(kind: str, n: int) -> Callable[[float], float]:
    """J_n and I_n by the trapezoid rule on their integrals over [0, pi] (periodic integrands: the rule
    converges geometrically; enough points for float64 at the argument's size)."""
    def run(x: float) -> float:
        if math.isnan(x):
            return math.nan
        if math.isinf(x):
            return 0.0 if kind == "j" else math.inf
        if kind == "i" and abs(x) > 720:  # beyond float64, and far beyond every result type
            return math.inf if x > 0 or n % 2 == 0 else -math.inf
        if kind == "j" and abs(x) > 1e4:  # the leading asymptotic term: exact to float32 there
            v = math.sqrt(2 / (math.pi * abs(x))) * math.cos(abs(x) - n * math.pi / 2 - math.pi / 4)
            return v if x > 0 or n % 2 == 0 else -v
        pts = int(abs(x)) + 64
        tau = np.linspace(0.0, math.pi, pts + 1)
        if kind == "j":
            f = np.cos(n * tau - x * np.sin(tau))
        else:
            f = np.exp(x * np.cos(tau) - abs(x)) * np.cos(n * tau)
        val = (f.sum() - (f[0] + f[-1]) / 2) / pts
        return float(val) * (math.exp(abs(x)) if kind == "i" else 1.0)
    return run


def _lgamma(v: float) -> float:
    if math.isinf(v):
        return math.inf
    try:
        return math.lgamma(v)
    except ValueError:
        return math.inf if not math.isnan(v) else math.nan


def _tgamma(v: float) -> float:
    if v == math.inf:
        return math.inf
    try:
        return math.gamma(v)
    except ValueError:
        return math.nan if not (v == 0) else math.copysign(math.inf, v)
    except OverflowError:
        return math.inf


def _sinpi(x: np.ndarray) -> np.ndarray:
    r = np.remainder(x, 2.0)  # exact
    return np.where(np.isinf(x), np.nan, np.sin(np.pi * np.where(r > 1, r - 2, r)) * (r != 1) * (r != 0))


def _cospi(x: np.ndarray) -> np.ndarray:
    r = np.remainder(np.abs(x), 2.0)
    return np.where(np.isinf(x), np.nan, np.where((r == 0.5) | (r == 1.5), 0.0, np.cos(np.pi * r)))


#: Unary float functions in float64: name (without the ``f`` suffix) -> function.
UNARY: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "acos": np.arccos, "acosh": np.arccosh, "asin": np.arcsin, "asinh": np.arcsinh, "atan": np.arctan,
    "atanh": np.arctanh, "cbrt": np.cbrt, "ceil": np.ceil, "cos": np.cos, "cosh": np.cosh, "cospi": _cospi,
    "erf": _vec(math.erf), "erfc": _vec(math.erfc), "erfinv": _vec(_erfinv), "erfcinv": _vec(_erfcinv),
    "erfcx": _vec(_erfcx), "exp": np.exp, "exp2": np.exp2, "exp10": lambda x: np.power(10.0, x),
    "expm1": np.expm1, "fabs": np.abs, "floor": np.floor, "lgamma": _vec(_lgamma), "log": np.log,
    "log10": np.log10, "log1p": np.log1p, "log2": np.log2, "nearbyint": np.rint, "rint": np.rint,
    "round": lambda x: np.copysign(np.floor(np.abs(x) + 0.5), x), "rsqrt": lambda x: 1.0 / np.sqrt(x),
    "rcbrt": lambda x: 1.0 / np.cbrt(x), "sin": np.sin, "sinh": np.sinh, "sinpi": _sinpi, "sqrt": np.sqrt,
    "tan": np.tan, "tanh": np.tanh, "tanpi": lambda x: _sinpi(x) / _cospi(x), "tgamma": _vec(_tgamma),
    "trunc": np.trunc, "j0": _vec(_bessel("j", 0)), "j1": _vec(_bessel("j", 1)),
    "cyl_bessel_i0": _vec(_bessel("i", 0)), "cyl_bessel_i1": _vec(_bessel("i", 1)),
    "normcdf": lambda x: 0.5 * _vec(math.erfc)(-x / math.sqrt(2.0)),
    "normcdfinv": lambda x: -math.sqrt(2.0) * _vec(_erfcinv)(2.0 * x),
    "logb": lambda x: np.where(x == 0, -np.inf, np.where(np.isinf(x), np.inf, np.floor(np.log2(np.abs(x))))),
    "saturate": lambda x: np.clip(np.nan_to_num(x, nan=0.0), 0.0, 1.0) + 0.0,  # -0 gives +0
    "rcp": lambda x: 1.0 / x, "abs": np.abs, "neg": np.negative,
}

#: Binary float functions in float64.
BINARY: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "atan2": np.arctan2, "copysign": np.copysign,
    "fdim": lambda x, y: np.where(x > y, x - y, np.where(np.isnan(x) | np.isnan(y), x + y, 0.0)),
    "fmax": np.fmax, "fmin": np.fmin, "fmod": np.fmod, "hypot": np.hypot, "pow": np.power,
    "remainder": lambda x, y: x - y * np.rint(x / y), "rhypot": lambda x, y: 1.0 / np.hypot(x, y),
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide, "fdivide": np.divide,
    "max": np.maximum, "min": np.minimum,
}


def unary(name: str, x: Any, dtype: np.dtype) -> np.ndarray:
    """The float function ``name`` of ``x``, rounded to ``dtype``."""
    with quiet():
        return to_type(UNARY[name](np.asarray(x, F64)), dtype)


def binary(name: str, x: Any, y: Any, dtype: np.dtype) -> np.ndarray:
    """The float function ``name`` of ``x`` and ``y``, rounded to ``dtype``."""
    with quiet():
        xx, yy = np.asarray(x, F64), np.asarray(y, F64)
        if name == "remainder":  # exact: fmod, then one step to the nearest multiple (ties to even)
            r = np.fmod(xx, yy)
            ay = np.abs(yy)
            q_odd = np.fmod(np.trunc(xx / yy), 2) != 0
            over = (2 * np.abs(r) > ay) | ((2 * np.abs(r) == ay) & q_odd)
            r = np.where(over, r - np.copysign(ay, r), r)
            return to_type(np.where(np.isinf(yy) & np.isfinite(xx), xx, r), dtype)
        return to_type(BINARY[name](xx, yy), dtype)


def norm(values: list[Any], dtype: np.dtype, recip: bool = False) -> np.ndarray:
    """``norm3df``, ``rnorm4df`` ...: the Euclidean norm of the arguments (or its reciprocal)."""
    with quiet():
        s = np.sqrt(sum(np.asarray(v, F64) ** 2 for v in values))
        return to_type(1.0 / s if recip else s, dtype)


def classify(name: str, x: Any) -> np.ndarray:
    """``isnan``/``isinf``/``isfinite``/``signbit`` (and ``__hisnan`` ...): 0 or 1 as int32 (bool for half)."""
    a = np.asarray(x, F64)
    got = {"isnan": np.isnan, "isinf": np.isinf, "isfinite": np.isfinite, "signbit": np.signbit}[name](a)
    return got


def compare(op: str, x: Any, y: Any, unordered: bool = False) -> np.ndarray:
    """``__heq``/``__hltu`` ...: the comparison, true for NaN operands only in the unordered forms."""
    a, b = np.asarray(x, F64), np.asarray(y, F64)
    r = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal, "gt": np.greater,
         "ge": np.greater_equal}[op](a, b)
    nan = np.isnan(a) | np.isnan(b)
    if op == "ne":
        return np.where(nan, unordered, r)
    return r | (nan & unordered)


def max_nan(x: Any, y: Any, dtype: np.dtype, want_max: bool) -> np.ndarray:
    """``__hmax_nan``/``__hmin_nan``: the larger/smaller, NaN if either is NaN."""
    a, b = np.asarray(x, F64), np.asarray(y, F64)
    return to_type(np.maximum(a, b) if want_max else np.minimum(a, b), dtype)


def frexp(x: Any, dtype: np.dtype) -> tuple[np.ndarray, np.ndarray]:
    """``frexpf``: the mantissa in [0.5, 1) and the exponent (exact)."""
    m, e = np.frexp(np.asarray(x, F64))
    return m.astype(dtype), e.astype(np.int32)


def modf(x: Any, dtype: np.dtype) -> tuple[np.ndarray, np.ndarray]:
    """``modff``: the fractional part and the integral part (exact; inf gives +-0 and inf)."""
    a = np.asarray(x, F64)
    ip = np.trunc(a)
    frac = np.where(np.isinf(a), np.copysign(0.0, a), a - ip)
    return frac.astype(dtype), ip.astype(dtype)


def remquo(x: Any, y: Any, dtype: np.dtype) -> tuple[np.ndarray, np.ndarray]:
    """``remquof``: the remainder and the low 3 bits of the quotient, with its sign."""
    r = binary("remainder", x, y, dtype)
    with quiet():
        q = np.rint((np.asarray(x, F64) - r.astype(F64)) / np.asarray(y, F64))
        q = np.where(np.isfinite(q), q, 0)
    low = (np.abs(q) % 8).astype(np.int32)
    return r, np.where(q < 0, -low, low).astype(np.int32)


def ilogb(x: Any) -> np.ndarray:
    """``ilogbf``: the unbiased exponent; 0 gives INT_MIN, NaN INT_MIN too, inf INT_MAX."""
    a = np.asarray(x, F64)
    _, e = np.frexp(a)
    out = (e - 1).astype(np.int64)
    out = np.where(a == 0, -(2**31), out)
    out = np.where(np.isnan(a), -(2**31), out)
    return np.where(np.isinf(a), 2**31 - 1, out).astype(np.int32)


def ldexp(x: Any, e: Any, dtype: np.dtype) -> np.ndarray:
    """``ldexpf``/``scalbnf``: ``x * 2**e`` rounded once."""
    with quiet():
        ee = np.clip(np.asarray(e, np.int64), -2000, 2000)
        return to_type(np.ldexp(np.asarray(x, F64), ee.astype(np.int32)), dtype)


def nextafter(x: Any, y: Any, dtype: np.dtype) -> np.ndarray:
    """``nextafterf``: the next value of ``dtype`` after ``x`` toward ``y``."""
    return np.nextafter(np.asarray(x, dtype), np.asarray(y, dtype))


def lround(x: Any, dtype: np.dtype, mode: str) -> np.ndarray:
    """``lroundf``/``lrintf``: rounded to an integer (half away / ties to even); out of range saturates."""
    return float_to_int(x, dtype, mode)


# -- integer intrinsics (device_functions.h) -------------------------------------------------------
def _bits(dtype: np.dtype) -> int:
    return dtype.itemsize * 8


def mulhi(x: Any, y: Any, dtype: np.dtype) -> np.ndarray:
    """``__mulhi``/``__umulhi``/``__mul64hi``/``__umul64hi``: the high half of the full product."""
    n = _bits(dtype)
    a, b = np.asarray(x, dtype), np.asarray(y, dtype)
    if n == 32:
        return ((a.astype(np.int64) * b.astype(np.int64)) >> np.int64(32)).astype(dtype)
    # 64-bit: Python integers, one per thread (exact); the high half's bits as uint64, then the type.
    mask = (1 << 64) - 1
    high = np.frompyfunc(lambda u, v: ((int(u) * int(v)) >> 64) & mask, 2, 1)(a, b)
    flat = np.array([int(v) for v in np.ravel(high)], np.uint64).reshape(np.shape(high))
    return flat.view(dtype)


def mul_wide(x: Any, y: Any, dtype: np.dtype) -> np.ndarray:
    """``__mul_i32toi64``: the full 64-bit product of two 32-bit values."""
    return (np.asarray(x).astype(dtype) * np.asarray(y).astype(dtype)).astype(dtype)


def brev(x: Any, dtype: np.dtype) -> np.ndarray:
    """``__brev``: the bits in reverse order."""
    n = _bits(dtype)
    a = np.asarray(x, dtype).astype(np.uint64)
    out = np.zeros(a.shape, np.uint64)
    for i in range(n):
        out |= ((a >> np.uint64(i)) & np.uint64(1)) << np.uint64(n - 1 - i)
    return out.astype(dtype)


def clz(x: Any, dtype: np.dtype) -> np.ndarray:
    """``__clz``: leading zero bits (the width for 0)."""
    n = _bits(dtype)
    a = np.asarray(x).astype(dtype).view(np.uint64 if n == 64 else np.uint32).astype(np.uint64)
    out = np.full(a.shape, n, np.int32)
    for i in range(n):
        out = np.where((a >> np.uint64(i)) != 0, n - 1 - i, out)
    return out.astype(np.int32)


def ffs(x: Any, dtype: np.dtype) -> np.ndarray:
    """``__ffs``: the position (from 1) of the lowest set bit, 0 for 0."""
    n = _bits(dtype)
    a = np.asarray(x).astype(dtype).view(np.uint64 if n == 64 else np.uint32).astype(np.uint64)
    out = np.zeros(a.shape, np.int32)
    for i in reversed(range(n)):
        out = np.where((a >> np.uint64(i)) & np.uint64(1) != 0, i + 1, out)
    return out


def popc(x: Any, dtype: np.dtype) -> np.ndarray:
    """``__popc``: set bits."""
    a = np.asarray(x, dtype).astype(np.uint64)
    out = np.zeros(a.shape, np.int32)
    for i in range(_bits(dtype)):
        out += ((a >> np.uint64(i)) & np.uint64(1)).astype(np.int32)
    return out


def byte_perm(x: Any, y: Any, s: Any) -> np.ndarray:
    """``__byte_perm``: byte i of the result is byte ``(s >> 4i) & 7`` of the 8 bytes ``y:x``."""
    a = np.asarray(x, np.uint32).astype(np.uint64) | (np.asarray(y, np.uint32).astype(np.uint64) << np.uint64(32))
    sel = np.asarray(s, np.uint32).astype(np.uint64)
    out = np.zeros(np.broadcast(a, sel).shape, np.uint64)
    for i in range(4):
        k = (sel >> np.uint64(4 * i)) & np.uint64(7)
        out |= ((a >> (k * np.uint64(8))) & np.uint64(0xFF)) << np.uint64(8 * i)
    return out.astype(np.uint32)


def sad(x: Any, y: Any, z: Any, dtype: np.dtype) -> np.ndarray:
    """``__sad``/``__usad``: ``|x - y| + z`` (unsigned, wrapping)."""
    d = np.abs(np.asarray(x, dtype).astype(np.int64) - np.asarray(y, dtype).astype(np.int64))
    return (d.astype(np.uint64) + np.asarray(z, np.uint32).astype(np.uint64)).astype(np.uint32)


def mul24(x: Any, y: Any, dtype: np.dtype) -> np.ndarray:
    """``__mul24``/``__umul24``: the low 32 bits of the product of the low 24 bits (signed for int)."""
    a, b = np.asarray(x, dtype).astype(np.int64), np.asarray(y, dtype).astype(np.int64)
    a, b = a & 0xFFFFFF, b & 0xFFFFFF
    if dtype == np.int32:
        a = np.where(a >= 1 << 23, a - (1 << 24), a)
        b = np.where(b >= 1 << 23, b - (1 << 24), b)
    return (a * b).astype(dtype)


def halving_add(x: Any, y: Any, dtype: np.dtype, round_up: bool) -> np.ndarray:
    """``__hadd``/``__rhadd``/``__uhadd``/``__urhadd``: ``(x + y) >> 1`` (``+1`` first when rounding up),
    without overflow."""
    s = np.asarray(x, dtype).astype(np.int64) + np.asarray(y, dtype).astype(np.int64) + (1 if round_up else 0)
    return (s >> 1).astype(dtype)


def reinterpret(x: Any, dtype: np.dtype) -> np.ndarray:
    """``__float_as_int`` ...: the same bits as another type."""
    a = np.asarray(x)
    return a.view(dtype) if a.ndim else np.asarray(a.reshape(1).view(dtype)[0])


def int_minmax(x: Any, y: Any, dtype: np.dtype, want_max: bool) -> np.ndarray:
    """``max``/``umin``/``llmax`` ...: of two integers of ``dtype``."""
    a, b = np.asarray(x).astype(dtype), np.asarray(y).astype(dtype)
    return np.maximum(a, b) if want_max else np.minimum(a, b)


def int_abs(x: Any, dtype: np.dtype) -> np.ndarray:
    """``labs``/``llabs``: the magnitude (the most negative value stays itself)."""
    a = np.asarray(x).astype(dtype)
    return np.where(a < 0, -a, a).astype(dtype)


def bessel_n(kind: str, n: Any, x: Any, dtype: np.dtype) -> np.ndarray:
    """``jnf``: the Bessel function of the first kind of integer order ``n``."""
    nn = np.broadcast_to(np.asarray(n, np.int64), np.shape(x) if np.ndim(x) else np.shape(n))
    xx = np.broadcast_to(np.asarray(x, F64), nn.shape)
    out = np.array([_bessel(kind, int(k))(float(v)) for k, v in zip(np.ravel(nn), np.ravel(xx), strict=True)], F64)
    return to_type(out.reshape(nn.shape), dtype)


def sincos(x: Any, dtype: np.dtype) -> tuple[None, np.ndarray, np.ndarray]:
    """``sincosf``: no value; the sine and the cosine for the two output pointers."""
    return None, unary("sin", x, dtype), unary("cos", x, dtype)


def sincospi(x: Any, dtype: np.dtype) -> tuple[None, np.ndarray, np.ndarray]:
    """``sincospif``: no value; sin(pi x) and cos(pi x) for the two output pointers."""
    return None, unary("sinpi", x, dtype), unary("cospi", x, dtype)


def fma_relu(x: Any, y: Any, z: Any, dtype: np.dtype) -> np.ndarray:
    """``__hfma_relu``: ``fma`` with negative results replaced by 0 (NaN stays NaN)."""
    r = fma(x, y, z, dtype)
    return np.where(r < 0, dtype.type(0), r).astype(dtype)
