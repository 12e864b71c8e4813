"""Special functions of SIMT code that :mod:`ascsim.ops.simt_math` lacks (``simt_api/math_functions.h``):
the Bessel functions of the second kind (``y0f``, ``y1f``, ``ynf``), the norm of an array (``normf``,
``rnormf``) and ``nanf``. Pure numpy and Python numbers, no state.

Y0 and Y1 come from their power series summed in 40-digit decimal arithmetic up to x = 25 (the series
cancels about 10 digits there, so 30 remain), and from Hankel's asymptotic expansion in float64 above
(its smallest term is below 1e-20 from x = 25 on); Yn from them by the upward recurrence, which is the
stable direction for Y. Each result is rounded once to float (docs/semantics.md).
"""

from __future__ import annotations

import decimal
import math
from typing import Any

import numpy as np

from ._fp import quiet

F64 = np.float64
#: pi and Euler's constant to 50 digits (the series needs more than float64 holds).
_PI = decimal.Decimal("3.14159265358979323846264338327950288419716939937511")
_EULER = decimal.Decimal("0.57721566490153286060651209008240243104215933593992")
_CTX = decimal.Context(prec=40)
#: Below this the power series, from here Hankel's expansion.
_SERIES_LIMIT = 25.0
#: The largest order ``ynf`` computes (the page's limit; larger orders give NaN).
YN_MAX_ORDER = 128


def _y01_series(x: float) -> tuple[float, float]:
    """Y0(x) and Y1(x) for 0 < x <= 25 by their power series (Abramowitz & Stegun 9.1.13 with n = 0, 1)."""
    c = _CTX
    dx = decimal.Decimal(x)
    half = c.divide(dx, 2)
    q = c.multiply(half, half)  # (x/2)^2
    log_term = c.add(c.ln(half), _EULER)  # ln(x/2) + gamma
    # Terms (-q)^k / (k! k!) for J0 and (-q)^k / (k! (k+1)!) for J1/(x/2); H_k the harmonic numbers.
    j0 = s0 = j1 = s1 = decimal.Decimal(0)
    term0 = decimal.Decimal(1)
    term1 = decimal.Decimal(1)
    harm = decimal.Decimal(0)
    k = 0
    while True:
        harm_next = c.add(harm, c.divide(1, k + 1))
        j0, j1 = c.add(j0, term0), c.add(j1, term1)
        s0 = c.add(s0, c.multiply(harm, term0))
        s1 = c.add(s1, c.multiply(c.add(harm, harm_next), term1))
        k += 1
        term0 = c.divide(c.multiply(-term0, q), k * k)
        term1 = c.divide(c.multiply(-term1, q), k * (k + 1))
        harm = harm_next
        if k > 8 and abs(term0) < decimal.Decimal("1e-45") and abs(term1) < decimal.Decimal("1e-45"):
            break
    two_over_pi = c.divide(2, _PI)
    y0 = c.multiply(two_over_pi, c.subtract(c.multiply(log_term, j0), s0))
    # Y1 = (2/pi)(ln(x/2) + gamma) J1 - (2/pi)/x - (1/pi)(x/2) sum (H_k + H_{k+1}) (-q)^k / (k!(k+1)!)
    j1_full = c.multiply(half, j1)
    y1 = c.subtract(c.subtract(c.multiply(two_over_pi, c.multiply(log_term, j1_full)), c.divide(two_over_pi, dx)),
                    c.divide(c.multiply(half, s1), _PI))
    return float(y0), float(y1)


def _y01_hankel(x: float) -> tuple[float, float]:
    """Y0(x) and Y1(x) for x > 25: sqrt(2/(pi x)) (P sin chi + Q cos chi), chi = x - n pi/2 - pi/4."""
    out = []
    for n in (0, 1):
        mu = 4.0 * n * n
        p, q = 1.0, 0.0
        term = 1.0
        k = 1
        while k < 60:  # the terms of P and Q alternate: term_k = prod (mu - (2j-1)^2) / (k! (8x)^k)
            term *= (mu - (2 * k - 1) ** 2) / (k * 8.0 * x)
            if abs(term) < 1e-22:
                break
            if k % 2 == 1:
                q += term * (-1) ** ((k - 1) // 2)
            else:
                p += term * (-1) ** (k // 2)
            k += 1
        # sin(x - phi) and cos(x - phi) from sin x and cos x (float64's own argument reduction is exact).
        s, co = math.sin(x), math.cos(x)
        phi = n * math.pi / 2 + math.pi / 4
        sin_chi = s * math.cos(phi) - co * math.sin(phi)
        cos_chi = co * math.cos(phi) + s * math.sin(phi)
        out.append(math.sqrt(2.0 / (math.pi * x)) * (p * sin_chi + q * cos_chi))
    return out[0], out[1]


def _y01(x: float) -> tuple[float, float]:
    """Y0(x), Y1(x) in float64 with the page's special values (x < 0 and NaN: NaN; 0: -inf; inf: 0)."""
    if math.isnan(x) or x < 0:
        return math.nan, math.nan
    if x == 0:
        return -math.inf, -math.inf
    if math.isinf(x):
        return 0.0, 0.0
    return _y01_series(x) if x <= _SERIES_LIMIT else _y01_hankel(x)


def _yn(n: int, x: float) -> float:
    """Y_n(x): Y0 and Y1, then Y_{k+1} = (2k/x) Y_k - Y_{k-1}; NaN for n < 0 or n > 128 (the page's range)."""
    if n < 0 or n > YN_MAX_ORDER:
        return math.nan
    y0, y1 = _y01(x)
    if n == 0 or not math.isfinite(y1) or x == 0:
        return y0 if n == 0 else y1
    prev, cur = y0, y1
    for k in range(1, n):
        prev, cur = cur, (2.0 * k / x) * cur - prev
        if math.isinf(cur):
            break  # -inf from here on: the magnitude only grows
    return cur


def bessel_y(n: Any, x: Any, dtype: np.dtype) -> np.ndarray:
    """``y0f``/``y1f`` (``n`` 0 or 1) and ``ynf``: the Bessel function of the second kind of order ``n``."""
    nn = np.asarray(n, np.int64)
    xx = np.asarray(x, F64)
    nb, xb = np.broadcast_arrays(nn, xx)
    out = np.array([_yn(int(k), float(v)) for k, v in zip(nb.ravel(), xb.ravel(), strict=True)], F64)
    with quiet():
        return out.reshape(nb.shape).astype(dtype)


def norm_rows(counts: Any, rows: Any, dtype: np.dtype, recip: bool) -> np.ndarray:
    """``normf``/``rnormf``: the Euclidean norm (or its reciprocal) of the first ``counts[i]`` values of
    ``rows[i]`` (a count below 1 takes ``rows[i, 0]`` alone). Any infinity gives inf (0 for the reciprocal),
    else any NaN NaN; every value subnormal gives NaN, as the page says the hardware's division does."""
    vals = np.asarray(rows, F64)
    n = np.maximum(np.asarray(counts, np.int64), 1)
    used = np.arange(vals.shape[-1]) < n[..., None]
    with quiet():
        sq = np.where(used, vals * vals, 0.0)  # a float32 squared is exact in float64
        total = np.sqrt(np.where(used & np.isfinite(vals), sq, 0.0).sum(axis=-1))
        has_inf = (used & np.isinf(vals)).any(axis=-1)
        has_nan = (used & np.isnan(vals)).any(axis=-1)
        tiny = float(np.finfo(np.float32).tiny)
        all_sub = (~used | ((vals != 0) & (np.abs(vals) < tiny))).all(axis=-1)
        out = 1.0 / total if recip else total
        out = np.where(has_nan, np.nan, out)
        out = np.where(has_inf, 0.0 if recip else np.inf, out)
        out = np.where(all_sub & ~has_inf & ~has_nan, np.nan, out)
        return np.asarray(out, F64).astype(dtype)


#: The bits of the quiet NaN ``nanf`` returns.
QUIET_NAN_BITS = 0x7FC00000


def nan_value(tag: Any, dtype: np.dtype) -> np.ndarray:
    """``nanf(tagp)``: the default quiet NaN, whatever the tag says (docs/semantics.md)."""
    shape = np.shape(tag) if isinstance(tag, np.ndarray) else ()
    return np.full(shape, QUIET_NAN_BITS, np.uint32).view(dtype)
