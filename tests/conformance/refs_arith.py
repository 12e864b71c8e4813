"""References of the register arithmetic and math of reg_vector.h (implementations ``reg_arith.*``).

Written from the vendor pages (C pages under reg/arithmetic_compute and reg/compound_compute, the
C++ pages of the same instructions) and the appendices (precision, boundary values, merge modes),
lane by lane in plain Python: integers as Python ints, floats as exact fractions rounded by
:func:`round_exact`, exp and ln through :mod:`decimal` at 60 digits. The choices the pages leave open
are those of docs/semantics.md ("Register arithmetic and math").
"""

from __future__ import annotations

import decimal
import math
from fractions import Fraction
from typing import Any

import numpy as np

from ascsim import dtypes
from ascsim.dtypes import ElemType
from ascsim.spec import impls

from ._gen import Case, default_cases, seed_of
from ._refs import REFS, Expected, bits_of, elem_of, gov, mask_from_flags, operation, ref, signed

_F32, _F16 = dtypes.float_, dtypes.half
#: (exponent bits, fraction bits) of the float element types.
_FMT = {"half": (5, 10), "float": (8, 23), "bfloat16_t": (8, 7)}


def _fields(bits: int, e: ElemType) -> tuple[int, int, int]:
    eb, mb = _FMT[e.name]
    return bits >> (eb + mb) & 1, bits >> mb & ((1 << eb) - 1), bits & ((1 << mb) - 1)


def is_nan(bits: int, e: ElemType) -> bool:
    eb, _ = _FMT[e.name]
    _, ex, m = _fields(bits, e)
    return ex == (1 << eb) - 1 and m != 0


def value(bits: int, e: ElemType) -> float:
    """The value of raw bits as a Python float (exact for these formats)."""
    eb, mb = _FMT[e.name]
    s, ex, m = _fields(bits, e)
    bias = (1 << (eb - 1)) - 1
    if ex == (1 << eb) - 1:
        v = math.nan if m else math.inf
    elif ex == 0:
        v = math.ldexp(m, 1 - bias - mb)
    else:
        v = math.ldexp(m + (1 << mb), ex - bias - mb)
    return -v if s else v


def daz(bits: int, e: ElemType) -> int:
    """A subnormal input counts as a zero of its sign (the instructions without subnormal support)."""
    eb, mb = _FMT[e.name]
    s, ex, m = _fields(bits, e)
    return s << (eb + mb) if ex == 0 else bits


def round_exact(q: Fraction | float, e: ElemType, neg_zero: bool = False, ties: str = "even",
                ftz: bool = False) -> int:
    """The bits of ``q`` rounded to nearest in ``e`` (ties to even, or away from zero); NaN and
    infinities pass; an exact zero takes the sign ``neg_zero``; ``ftz`` flushes subnormal results."""
    eb, mb = _FMT[e.name]
    sign_bit = 1 << (eb + mb)
    inf_bits = ((1 << eb) - 1) << mb
    if isinstance(q, float):
        if math.isnan(q):
            return inf_bits | (1 << (mb - 1))
        if math.isinf(q):
            return inf_bits | (sign_bit if q < 0 else 0)
        q = Fraction(q)
    if q == 0:
        return sign_bit if neg_zero else 0
    sign = sign_bit if q < 0 else 0
    a = abs(q)
    bias = (1 << (eb - 1)) - 1
    emin = 1 - bias
    ex = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** ex > a:
        ex -= 1
    ulp_exp = max(ex, emin) - mb
    m = a / Fraction(2) ** ulp_exp
    n = m.numerator // m.denominator
    r = m - n
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and (ties == "away" or n % 2 == 1)):
        n += 1
    if n >> (mb + 1):  # the carry made one more bit
        n >>= 1
        ulp_exp += 1
    if n >> mb == 0:  # subnormal (or zero)
        return sign if ftz else sign | n
    biased = ulp_exp + mb + bias
    if biased >= (1 << eb) - 1:
        return sign | inf_bits
    return sign | biased << mb | (n - (1 << mb))


def _float_op(op: str, x: float, y: float) -> float:
    """IEEE float64 arithmetic (specials and the sign of exact zeros)."""
    with np.errstate(all="ignore"):
        a, b = np.float64(x), np.float64(y)
        r = {"add": a + b, "sub": a - b, "mul": a * b, "div": a / b}[op]
    return float(r)


def _exact(op: str, x: float, y: float) -> Fraction:
    fx, fy = Fraction(x), Fraction(y)
    if op == "add":
        return fx + fy
    if op == "sub":
        return fx - fy
    return fx * fy if op == "mul" else fx / fy


def ieee(op: str, x: float, y: float, e: ElemType, ftz: bool = False) -> int:
    """``x op y`` rounded once to ``e`` (IEEE rules for NaN, infinities and the sign of zeros)."""
    approx = _float_op(op, x, y)
    neg = math.copysign(1, approx) < 0
    if not (math.isfinite(x) and math.isfinite(y)) or (op == "div" and y == 0):
        return round_exact(approx, e, neg_zero=neg, ftz=ftz)
    return round_exact(_exact(op, x, y), e, neg_zero=neg, ftz=ftz)


def arith(op: str, a: int, b: int, e: ElemType) -> int:
    """The basic operations of the precision appendix: half/float rounded once with subnormals,
    bfloat16 as float32 then rounded to bfloat16."""
    x, y = value(a, e), value(b, e)
    if e.name != "bfloat16_t":
        return ieee(op, x, y, e)
    r = ieee(op, x, y, _F32)
    return round_exact(value(r, _F32), e, neg_zero=bool(r >> 31))


# ---------------------------------------------------------------------------------------------
# binary and scalar forms


def _int_binary(op: str, x: int, y: int, e: ElemType) -> int:
    n = 8 * e.size
    sx, sy = (signed(x, n), signed(y, n)) if e.signed else (x, y)
    if op == "add":
        return sx + sy
    if op == "sub":
        return sx - sy
    if op == "mul":
        return sx * sy  # the low bits are kept by bits_of
    if op == "max":
        return max(sx, sy)
    if op == "min":
        return min(sx, sy)
    if op == "div":
        # docs/semantics.md: truncation toward zero, x / 0 = all bits set, MIN / -1 wraps to MIN.
        if sy == 0:
            return -1
        q = abs(sx) // abs(sy)
        return q if (sx < 0) == (sy < 0) else -q
    raise AssertionError(op)


def _float_binary(op: str, a: int, b: int, e: ElemType) -> int:
    sign = 1 << (8 * e.size - 1)
    if op in ("add", "sub", "mul"):
        return arith(op, a, b, e)
    if op in ("max", "min"):
        # NaN wins; -0 < +0 (the pages: max(-0, +0) = +0, min(-0, +0) = -0).
        if is_nan(a, e) or is_nan(b, e):
            return a if is_nan(a, e) else b
        x, y = value(a, e), value(b, e)
        if x == 0 and y == 0:
            return (a & b) if op == "max" else (a | b)
        return a if (x > y) == (op == "max") else b
    if op == "div":
        # 1 ulp without subnormals: the correctly rounded quotient of the inputs with subnormals as zeros.
        return ieee("div", value(daz(a, e), e), value(daz(b, e), e), e, ftz=True)
    if op == "abs_sub":
        return arith("sub", a, b, e) & (sign - 1)
    if op == "prelu":
        # The boundary-value table: +0 and positives pass, -0 and negatives take the product.
        return arith("mul", a, b, e) if a & sign else a
    raise AssertionError(op)


def _binary_lanes(c: Case, op: str, a: Any, b: Any) -> Expected:
    e = elem_of(c, "dst")
    g = gov(c.args["mask"], e.size)
    vals = []
    for i in range(len(g)):
        x, y = int(a[i]), int(b[i])
        if not g[i]:
            vals.append(0)
        elif e.kind == "float":
            vals.append(_float_binary(op, x, y, e))
        else:
            vals.append(_int_binary(op, x, y, e))
    return {"dst": bits_of(vals, e)}


_BASE_BINARY = REFS[impls.reg_arith.binary].expect


@ref(impls.reg_arith.binary, compare="float")
def _binary(c: Case) -> Expected:
    op = operation(c.ov)
    if op in ("add", "sub"):
        return _BASE_BINARY(c)
    return _binary_lanes(c, op, c.args["src0"], c.args["src1"])


#: Scalar values (raw bits) the scalar-form cases use, per element type, one per case.
_SCALARS: dict[str, list[int]] = {
    "half": [0x3E00, 0xB800, 0x8000, 0x7C00, 0x7E00],  # 1.5, -0.5, -0, inf, NaN
    "bfloat16_t": [0x3FC0, 0xBF00, 0x8000, 0xFF80, 0x7FC0],
    "float": [0x3FC00000, 0xBF000000, 0x80000000, 0x7F800000, 0x00000001],  # ..., a subnormal
    "int8_t": [0x7F, 0x80, 0xFF, 3], "uint8_t": [0xFF, 1, 0x80, 7], "int16_t": [0x7FFF, 0x8000, 0xFFFF, 3],
    "uint16_t": [0xFFFF, 1, 0x8000, 3], "int32_t": [0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 3],
    "uint32_t": [0xFFFFFFFF, 1, 0x80000000, 3],
}


def _scalar_cases(ov: Any) -> list[Case]:
    cases = default_cases(ov)
    e = ov.params[0].ty.elem
    pool = _SCALARS[e.name]
    for j, c in enumerate(cases):
        c.args["value"] = pool[j % len(pool)]
    extra = default_cases(ov, 1)[0]
    extra.args["value"], extra.label = pool[-1], "full-last-scalar"
    return [*cases, extra]


@ref(impls.reg_arith.binary_scalar, cases=_scalar_cases, compare="float")
def _binary_scalar(c: Case) -> Expected:
    n = len(c.args["src"])
    return _binary_lanes(c, operation(c.ov), c.args["src"], [int(c.args["value"])] * n)


# ---------------------------------------------------------------------------------------------
# unary


def _exact_fn(name: str, x: float) -> Fraction:
    with decimal.localcontext(decimal.Context(prec=60)):
        d = decimal.Decimal(x)
        r = {"exp": d.exp, "ln": d.ln, "sqrt": d.sqrt}[name]()
    return Fraction(r)


def transcendental(name: str, bits: int, e: ElemType) -> int:
    """exp, ln, sqrt as the precision appendix has them for the hardware instructions: 1 ulp without
    subnormals; here the exact value correctly rounded, subnormal inputs as zeros, results flushed."""
    x = value(daz(bits, e), e)
    if math.isnan(x):
        return round_exact(math.nan, e)
    if name == "exp":
        if math.isinf(x):
            return round_exact(math.inf if x > 0 else 0.0, e)
        if x == 0:
            return round_exact(1.0, e)
        if x > 200:  # beyond every float type's range
            return round_exact(math.inf, e)
        if x < -200:
            return 0
    elif name == "ln":
        if x == 0:
            return round_exact(-math.inf, e)
        if x < 0:
            return round_exact(math.nan, e)
        if math.isinf(x):
            return round_exact(math.inf, e)
        if x == 1:
            return 0
    else:  # sqrt
        if x == 0:
            return daz(bits, e)  # sqrt(±0) = ±0
        if x < 0:
            return round_exact(math.nan, e)
        if math.isinf(x):
            return round_exact(math.inf, e)
    return round_exact(_exact_fn(name, x), e, ftz=True)


def _unary_one(op: str, bits: int, e: ElemType) -> int:
    sign = 1 << (8 * e.size - 1)
    n = 8 * e.size
    if op in ("exp", "ln", "sqrt"):
        return transcendental(op, bits, e)
    if e.kind != "float":
        x = signed(bits, n)
        return {"abs": abs(x), "neg": -x, "relu": max(x, 0)}[op]
    if op == "abs":
        return bits & (sign - 1)
    if op == "neg":
        return bits ^ sign
    # relu: max(x, +0): NaN stays NaN, -0 and negatives give +0.
    return bits if is_nan(bits, e) or not bits & sign else 0


def _transc_cases(ov: Any) -> list[Case]:
    """Default cases plus one with moderate positive and negative values (where exp and ln are finite)."""
    cases = default_cases(ov)
    e = ov.params[0].ty.elem
    if e.kind == "float":
        rng = np.random.default_rng(seed_of(operation(ov) + e.name))
        extra = default_cases(ov, 1)[0]
        vals = rng.uniform(-12, 12, len(extra.args["src"])) * rng.choice([1e-3, 0.1, 1.0], len(extra.args["src"]))
        if operation(ov) != "exp":
            vals = np.abs(vals) * rng.choice([1e-2, 1.0, 1e3], vals.size)
        dt = {"half": np.float16, "float": np.float32}[e.name]
        extra.args["src"] = vals.astype(dt).view({2: np.uint16, 4: np.uint32}[e.size])
        extra.args["mask"] = np.ones(256, np.bool_)
        extra.label = "moderate"
        cases.append(extra)
    return cases


@ref(impls.reg_arith.unary, cases=_transc_cases, compare="float")
def _unary(c: Case) -> Expected:
    op = operation(c.ov)
    e = elem_of(c, "dst")
    g = gov(c.args["mask"], e.size)
    src = c.args["src"]
    return {"dst": bits_of([_unary_one(op, int(src[i]), e) if g[i] else 0 for i in range(len(g))], e)}


# ---------------------------------------------------------------------------------------------
# carries, wide product, fused forms, exp_sub, muls


@ref(impls.reg_arith.carry_in)
def _carry_in(c: Case) -> Expected:
    # addc: {carry, dst} = src0 + src1 + carry_src; subc: src0 + ~src1 + carry_src (33-bit sums).
    op = operation(c.ov)
    a, b = c.args["src0"], c.args["src1"]
    g, cin = gov(c.args["mask"], 4), gov(c.args["carry_src"], 4)
    vals, carry = [], []
    for i in range(64):
        if not g[i]:
            vals.append(0)
            carry.append(False)
            continue
        y = int(b[i]) if op == "addc" else ~int(b[i]) & 0xFFFFFFFF
        total = int(a[i]) + y + int(cin[i])
        vals.append(total & 0xFFFFFFFF)
        carry.append(total >> 32 == 1)
    e = elem_of(c, "dst")
    return {"dst": bits_of(vals, e), "carry": mask_from_flags(carry, 4)}


@ref(impls.reg_arith.mull)
def _mull(c: Case) -> Expected:
    e = elem_of(c, "dst0")
    g = gov(c.args["mask"], 4)
    lo, hi = [], []
    for i in range(64):
        x, y = int(c.args["src0"][i]), int(c.args["src1"][i])
        if e.signed:
            x, y = signed(x, 32), signed(y, 32)
        p = x * y if g[i] else 0
        lo.append(p & 0xFFFFFFFF)
        hi.append((p >> 32) & 0xFFFFFFFF)  # Python's >> on a negative product is the arithmetic shift
    return {"dst0": bits_of(lo, e), "dst1": bits_of(hi, e)}


def fma(a: int, b: int, acc: int, e: ElemType) -> int:
    """``a * b + acc`` exactly, rounded once (the precision appendix: like Fma); subnormals kept."""
    x, y, z = value(a, e), value(b, e), value(acc, e)
    with np.errstate(all="ignore"):
        approx = float(np.float64(x) * np.float64(y) + np.float64(z))  # the product is exact in float64
    if math.isnan(approx) or math.isinf(approx):
        return round_exact(approx, e)
    exact = Fraction(x) * Fraction(y) + Fraction(z)
    return round_exact(exact, e, neg_zero=math.copysign(1, approx) < 0)


@ref(impls.reg_arith.axpy, cases=_scalar_cases, compare="float")
def _axpy(c: Case) -> Expected:
    e = elem_of(c, "dst")
    g = gov(c.args["mask"], e.size)
    src, acc, v = c.args["src"], c.args["dst"], int(c.args["value"])
    return {"dst": bits_of([fma(int(src[i]), v, int(acc[i]), e) if g[i] else 0 for i in range(len(g))], e)}


@ref(impls.reg_arith.madd, compare="float")
def _madd(c: Case) -> Expected:
    # dst = dst * src0 + src1 (the C page's formula; the MulDstAdd boundary table agrees).
    e = elem_of(c, "dst")
    g = gov(c.args["mask"], e.size)
    s0, s1, acc = c.args["src0"], c.args["src1"], c.args["dst"]
    return {"dst": bits_of([fma(int(acc[i]), int(s0[i]), int(s1[i]), e) if g[i] else 0
                            for i in range(len(g))], e)}


def _exp_sub_cases(ov: Any) -> list[Case]:
    """Default cases plus one whose differences are moderate (finite, non-trivial exponentials)."""
    cases = default_cases(ov)
    e = ov.params[1].ty.elem
    dt = {"half": np.float16, "float": np.float32}[e.name]
    rng = np.random.default_rng(seed_of(f"exp_sub{ov.extra}{e.name}"))
    extra = default_cases(ov, 1)[0]
    n = len(extra.args["src0"])
    extra.args["src0"] = rng.uniform(-40, 40, n).astype(dt).view({2: np.uint16, 4: np.uint32}[e.size])
    extra.args["src1"] = rng.uniform(-30, 30, n).astype(dt).view({2: np.uint16, 4: np.uint32}[e.size])
    extra.label = "moderate"
    return [*cases, extra]


@ref(impls.reg_arith.exp_sub, impls.reg_convert.exp_sub_at, cases=_exp_sub_cases, compare="float")
def _exp_sub(c: Case) -> Expected:
    # dst[i] = exp(float(src0) - float(src1)); half sources: element 2i (+1 for _v2), whose own mask
    # bit (b16 layout: bit 2 * (2i + part)) governs the lane.
    (part,) = c.ov.extra
    se = elem_of(c, "src0")
    f32 = _F32
    m = c.args["mask"]
    vals = []
    for i in range(64):
        j = 2 * i + part if se.size == 2 else i
        if not m[j * se.size]:
            vals.append(0)
            continue
        diff = ieee("sub", value(int(c.args["src0"][j]), se), value(int(c.args["src1"][j]), se), f32)
        vals.append(transcendental("exp", diff, f32))
    return {"dst": bits_of(vals, f32)}


def _muls_cases(ov: Any) -> list[Case]:
    cases = default_cases(ov)
    pool = [0x40400000, 0xBF000000, 0x80000000, 0x7F800000, 0x38000000]  # 3, -0.5, -0, inf, 2^-15
    for j, c in enumerate(cases):
        c.args["value"] = pool[j % len(pool)]
    tie = default_cases(ov, 1)[0]
    # Products exactly halfway between two halves: 1 + 2^-11 and its neighbours, times 1.
    src = np.array([0x3F800000 + (k << 12) for k in range(64)], np.uint32)
    tie.args.update(src=src, value=0x3F800000, mask=np.ones(256, np.bool_))
    tie.label = "ties"
    return [*cases, tie]


@ref(impls.reg_arith.muls, impls.reg_convert.muls_at, cases=_muls_cases, compare="float")
def _muls(c: Case) -> Expected:
    # half(src[i] * value): float product rounded to nearest even, then to half rounding halves away
    # from zero (CAST_ROUND); into half lane 2i + part, the other half lanes 0; mask per float element.
    (part,) = c.ov.extra
    f32, f16 = _F32, _F16
    g = gov(c.args["mask"], 4)
    out = [0] * 128
    for i in range(64):
        if g[i]:
            p = ieee("mul", value(int(c.args["src"][i]), f32), value(int(c.args["value"]), f32), f32)
            pv = value(p, f32)
            out[2 * i + part] = round_exact(pv, f16, neg_zero=bool(p >> 31), ties="away")
    return {"dst": bits_of(out, f16)}

