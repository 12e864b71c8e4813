"""Floating-point math of ``reg_vector.h``: exp, ln, sqrt, division, fused multiply-add, exp_sub and
the multiply-then-convert of ``asc_muls``.

Inputs are raw bits batched over leading axes, as in :mod:`ascsim.ops.arith`; ``lanes`` has one flag
per destination element and inactive elements are 0. The element types are half and float.

One method for every instruction the precision appendix allows 1 ulp for (exp, ln, sqrt, div): the
result is the exact value correctly rounded to the element type (nearest, ties to even), which is
within that bound. The hardware instructions do not handle subnormals: a subnormal input counts as
a zero of its sign and a result that rounds to a subnormal becomes a zero of its sign.

* sqrt and div: computed in float64 and rounded once more. Both roundings together are correct
  because float64 has more than twice the precision of float plus two bits.
* exp and ln: computed in float64 (an error below a few float64 ulps); where that approximation
  could round either way in the element type, the lane is recomputed with :mod:`decimal` at 60
  digits and rounded exactly.
* fused multiply-add: the product of two half or float values is exact in float64; the sum is
  rounded to float64 with round-to-odd (from its exact error term), which makes the final rounding
  to the element type exact too. Subnormals are kept.
"""

from __future__ import annotations

import decimal
from collections.abc import Callable
from typing import Any

import numpy as np

from ._fp import quiet

#: For each element type: (exponent field mask, its raw dtype, bits of the significand, max exponent).
_LAYOUT: dict[np.dtype[Any], tuple[int, np.dtype[Any], int, int]] = {
    np.dtype(np.float16): (0x7C00, np.dtype(np.uint16), 11, 15),
    np.dtype(np.float32): (0x7F800000, np.dtype(np.uint32), 24, 127),
}


def _layout(dtype: np.dtype[Any]) -> tuple[int, np.dtype[Any], int, int]:
    return _LAYOUT[np.dtype(dtype)]


def flush_subnormal(bits: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """Subnormal values (exponent field 0, non-zero significand) become zeros of their sign."""
    exp_mask, raw, nbits, _ = _layout(dtype)
    bits = bits.astype(raw, copy=False)
    sign = raw.type(1 << (8 * raw.itemsize - 1))
    return np.where((bits & raw.type(exp_mask)) == 0, bits & sign, bits)


def _to_f64(bits: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    with quiet():
        return flush_subnormal(bits, dtype).view(dtype).astype(np.float64)


def _finish(values: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """Values of ``dtype`` -> raw bits with subnormal results flushed and inactive lanes 0."""
    _, raw, _, _ = _layout(dtype)
    with quiet():
        out = flush_subnormal(values.astype(dtype).view(raw), dtype)
    return np.where(lanes, out, raw.type(0))


def _exact_round(d: decimal.Decimal, guess: np.floating[Any], dtype: np.dtype[Any]) -> np.floating[Any]:
    """The value of ``dtype`` nearest to ``d`` (ties to even), given a guess at most one step away."""
    _, raw, _, emax = _layout(dtype)
    t = np.dtype(dtype).type
    inf_as = decimal.Decimal(2) ** (emax + 1)  # a value rounds to inf from max + half an ulp on

    def value(c: np.floating[Any]) -> decimal.Decimal:
        if np.isinf(c):
            return inf_as if c > 0 else -inf_as
        return decimal.Decimal(float(c))

    cands = [np.nextafter(guess, t(-np.inf)), guess, np.nextafter(guess, t(np.inf))]
    best = min(cands, key=lambda c: (abs(value(c) - d), int(np.array(c).view(raw)) & 1))
    return t(best)


def _correctly_rounded(x: np.ndarray, approx: np.ndarray, dtype: np.dtype[Any],
                       exact: Callable[[decimal.Decimal], decimal.Decimal]) -> np.ndarray:
    """Round the float64 approximations ``approx`` of ``f(x)`` to ``dtype``; the lanes where an error of
    a few float64 ulps could change the rounding are recomputed exactly with ``exact``."""
    with quiet():
        out = approx.astype(dtype)
        lo = (approx * (1 - 2.0 ** -46)).astype(dtype)
        hi = (approx * (1 + 2.0 ** -46)).astype(dtype)
    raw = _layout(dtype)[1]
    doubt = np.isfinite(approx) & (lo.view(raw) != hi.view(raw))
    if doubt.any():
        ctx = decimal.Context(prec=60)
        with decimal.localcontext(ctx):
            for idx in zip(*np.nonzero(doubt), strict=True):
                d = exact(decimal.Decimal(float(x[idx])))
                out[idx] = _exact_round(d, out[idx], dtype)
    return out


def exp_raw(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_exp``: e^x correctly rounded; exp(±0) = 1, exp(-inf) = +0, exp(+inf) = +inf, overflow to
    +inf, a subnormal result flushed to +0."""
    x = _to_f64(src, dtype)
    with quiet():
        y = np.exp(x)
    return _finish(_correctly_rounded(x, y, dtype, lambda d: d.exp()), lanes, dtype)


def ln_raw(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_ln``: ln(x) correctly rounded; ln(±0) = -inf (a subnormal input too), ln(x < 0) = NaN,
    ln(+inf) = +inf."""
    x = _to_f64(src, dtype)
    with quiet():
        y = np.log(x)
    return _finish(_correctly_rounded(x, y, dtype, lambda d: d.ln()), lanes, dtype)


def sqrt_raw(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_sqrt``: sqrt(x) correctly rounded; sqrt(-0) = -0, sqrt(x < 0) = NaN."""
    with quiet():
        y = np.sqrt(_to_f64(src, dtype))
    return _finish(y, lanes, dtype)


def div_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_div`` on floats: x / y correctly rounded; x / ±0 = ±inf (sign of the quotient), 0 / 0 and
    inf / inf = NaN; subnormal operands count as zeros, subnormal quotients are flushed."""
    with quiet():
        y = _to_f64(src0, dtype) / _to_f64(src1, dtype)
    return _finish(y, lanes, dtype)


def fma_raw(a: np.ndarray, b: np.ndarray, c: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``a * b + c`` computed exactly and rounded once to ``dtype`` (``asc_axpy``, ``asc_madd``,
    ``asc_mula``, ``asc_fma``); half, bfloat16 and float."""
    dtype = np.dtype(dtype)
    raw = np.dtype(np.uint16) if dtype.itemsize == 2 else np.dtype(np.uint32)
    with quiet():
        x, y, z = (v.astype(raw, copy=False).view(dtype).astype(np.float64) for v in (a, b, c))
        p = x * y  # exact: at most 48 significant bits
        s = p + z
        # The exact error of the float64 sum (TwoSum), then round-to-odd: a sum that was rounded gets an
        # odd last bit, so rounding it again to the element type (fewer than 52 bits) is correct.
        bb = s - p
        err = (p - (s - bb)) + (z - bb)
        inexact = np.isfinite(s) & (err != 0) & ((s.view(np.uint64) & np.uint64(1)) == 0)
        s = np.where(inexact, np.nextafter(s, np.where(err > 0, np.inf, -np.inf)), s)
        if dtype.kind == "V" or dtype.name == "bfloat16":
            s = _round_odd_f32(s)  # ml_dtypes casts float64 through float32: round to odd there first
        out = s.astype(dtype).view(raw)
    return np.where(lanes, out, raw.type(0))


def _round_odd_f32(s: np.ndarray) -> np.ndarray:
    """``s`` (float64) rounded to float32 by round-to-odd: an inexact result gets an odd last bit, so a
    later rounding to a format of at most 22 significant bits (bfloat16) is the correct one."""
    f = s.astype(np.float32)
    back = f.astype(np.float64)
    inexact = np.isfinite(s) & np.isfinite(back) & (back != s) & ((f.view(np.uint32) & np.uint32(1)) == 0)
    toward = np.where(s > back, np.float32(np.inf), np.float32(-np.inf))
    return np.where(inexact, np.nextafter(f, toward), f)


def exp_sub_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any],
                part: int) -> np.ndarray:
    """``asc_exp_sub``: ``exp(float(src0) - float(src1))`` into float lanes.

    From half sources the element ``2 i + part`` of each gives float lane i (part 0 even, 1 odd); from
    float sources lane i is lane i (part has no effect). The difference is rounded to float (subnormals
    kept) and exp then works as :func:`exp_raw` on float.
    """
    a, b = src0.view(dtype), src1.view(dtype)
    if np.dtype(dtype).itemsize == 2:
        a, b = a[..., part::2], b[..., part::2]
    with quiet():
        diff = (a.astype(np.float32) - b.astype(np.float32)).view(np.uint32)
    return exp_raw(diff, lanes, np.dtype(np.float32))


def _to_half_ties_away(v: np.ndarray) -> np.ndarray:
    """float32 values -> half bits, rounding to nearest with ties away from zero (CAST_ROUND)."""
    v64 = v.astype(np.float64)
    with quiet():
        h = v64.astype(np.float16)  # ties to even
        h64 = h.astype(np.float64)
        other = np.nextafter(h, np.where(v64 > h64, np.float16(np.inf), np.float16(-np.inf)))
        tie = np.isfinite(h64) & (h64 != v64) & (v64 - h64 == other.astype(np.float64) - v64)
    away = tie & (np.abs(other.astype(np.float64)) > np.abs(h64))
    return np.where(away, other, h).view(np.uint16)


def muls_cast_raw(src: np.ndarray, value: np.ndarray, lanes: np.ndarray, part: int) -> np.ndarray:
    """``asc_muls``/``asc_muls_v2``: ``half(src[i] * value)`` into half lane ``2 i + part``; the other
    half lanes are 0. The float product rounds to nearest even, the conversion to half rounds to
    nearest with ties away from zero (CAST_ROUND)."""
    with quiet():
        prod = src.view(np.float32) * value.astype(np.uint32, copy=False).view(np.float32)
    h = np.where(lanes, _to_half_ties_away(prod), np.uint16(0))
    out = np.zeros(src.shape[:-1] + (2 * src.shape[-1],), np.uint16)
    out[..., part::2] = h
    return out


# ---------------------------------------------------------------------------------------------
# The reciprocal forms of the UB vector instructions (vector_compute.h). Their boundary-value
# table keeps subnormal results (1 / MAX is a subnormal, not 0), so neither flushes.

def _values(bits: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    with quiet():
        return bits.astype(_layout(dtype)[1], copy=False).view(dtype).astype(np.float64)


def _rounded(values: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    _, raw, _, _ = _layout(dtype)
    with quiet():
        out = values.astype(dtype).view(raw)
    return np.where(lanes, out, raw.type(0))


def rcp_raw(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_rcp``: 1 / x correctly rounded (the float64 quotient rounds correctly once more);
    1 / ±0 = ±inf, 1 / ±inf = ±0, subnormal inputs and results kept."""
    with quiet():
        y = 1.0 / _values(src, dtype)
    return _rounded(y, lanes, dtype)


def rsqrt_raw(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_rsqrt``: 1 / sqrt(x) correctly rounded; rsqrt(+0) = +inf, rsqrt(-0) = -inf, rsqrt(+inf)
    = +0, x < 0 gives NaN; subnormal inputs kept."""
    x = _values(src, dtype)
    with quiet():
        y = 1.0 / np.sqrt(x)
    return _rounded(_correctly_rounded(x, y, dtype, lambda d: 1 / d.sqrt()), lanes, dtype)
