"""References of the lane-wise SIMT forms the generic tables of test_conformance.py do not cover: the
Bessel functions of the second kind (``y0f``, ``y1f``, ``ynf``) by their power series summed in exact
rationals, ``nanf``, and ``max``/``min`` of one signed and one unsigned operand by C's conversions on
Python integers. Nothing here calls ``ascsim.ops``.

:func:`check` is the hook: it checks the overloads it knows and says whether it did.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction

import numpy as np

from ascsim.spec import Overload

#: Euler's constant and pi as float64 (the exact rational parts are summed first; these enter once).
_EULER = 0.5772156649015329
#: Above this the exact series takes too long; the result is then checked against the envelope
#: |Y_n(x)| <= sqrt(2 / (pi x)) of the large-argument behaviour (for orders below x).
_SERIES_MAX_X = 64.0


def _harmonic(k: int, cache: dict[int, Fraction] = {0: Fraction(0)}) -> Fraction:  # noqa: B006 (a memo)
    while len(cache) <= k:
        m = len(cache)
        cache[m] = cache[m - 1] + Fraction(1, m)
    return cache[k]


def bessel_y_series(n: int, x: float) -> float:
    """Y_n(x) for 0 < x <= 64 from Abramowitz & Stegun 9.1.11: the finite sum A, J_n and the sum B with
    the harmonic numbers exact, then Y_n = (2 (ln(x/2) + gamma) J_n - A - B) / pi in float64."""
    h = Fraction(x) / 2
    q = h * h
    a = sum((Fraction(math.factorial(n - k - 1), math.factorial(k)) * h ** (2 * k - n) for k in range(n)),
            Fraction(0))
    j = b = Fraction(0)
    term = h ** n / math.factorial(n)  # (-q)^k (x/2)^n / (k! (n+k)!) at k = 0
    k = 0
    while True:
        j += term
        b += (_harmonic(k) + _harmonic(n + k)) * term
        k += 1
        term = -term * q / (k * (n + k))
        if k > 4 and abs(term) * (2 + 2 * math.log(n + k + 1)) < Fraction(1, 10 ** 40) * (1 + abs(j)):
            break
    if a > Fraction(10) ** 300:
        return -math.inf
    return (2 * (math.log(float(h)) + _EULER) * float(j) - float(a) - float(b)) / math.pi


def _y_expected(n: int, x: float) -> float | None:
    """The page's special values, the series' value, or None where only the envelope is checked."""
    if n < 0 or n > 128 or math.isnan(x) or x < 0:
        return math.nan
    if x == 0:
        return -math.inf
    if math.isinf(x):
        return 0.0
    if x > _SERIES_MAX_X:
        return None
    return bessel_y_series(n, x)


def _ulps32(got: float, want: float) -> float:
    """|got - want| in float32 ulps at ``want`` (subnormal spacing below 2^-126)."""
    e = max(math.frexp(want)[1] - 1, -126) if want else -126
    return abs(got - want) / 2.0 ** (e - 23)


def _check_bessel_y(ov: Overload, args: list[np.ndarray], got: np.ndarray) -> None:
    order = {"y0f": 0, "y1f": 1}.get(ov.name)
    ns = [order] * got.size if order is not None else [int(v) for v in args[0]]
    xs = [float(v) for v in args[-1]]
    bad: list[tuple[int, float, float, object]] = []
    for n, x, g in zip(ns, xs, got.astype(np.float64).tolist(), strict=True):
        assert n is not None
        want = _y_expected(n, x)
        if want is None:
            if n * n < x:  # the large-argument envelope (its correction, about n^2 / 4x^2, is below 1e-2 here)
                if abs(g) > math.sqrt(2 / (math.pi * x)) * 1.01:
                    bad.append((n, x, g, "beyond the envelope"))
            continue
        with np.errstate(over="ignore"):  # beyond float: the reference is inf too
            want32 = float(np.float64(want).astype(np.float32)) if math.isfinite(want) else want
        if math.isnan(want32):
            ok = math.isnan(g)
        elif math.isinf(want32):
            ok = g == want32
        else:
            ok = math.isfinite(g) and _ulps32(g, want) <= 1
        if not ok:
            bad.append((n, x, g, want))
    assert not bad, f"{ov.prototype()}: {bad[:5]}"


def _check_nan(ov: Overload, args: list[np.ndarray], got: np.ndarray) -> None:
    bits = np.asarray(got, np.float32).view(np.uint32)
    assert bits.size == len(args[0]) and (bits == 0x7FC00000).all(), (ov.prototype(), bits[:4])


def _check_mixed_minmax(ov: Overload, args: list[np.ndarray], got: np.ndarray) -> None:
    """Both operands converted to the unsigned result type (modulo 2^bits), then the larger/smaller."""
    rdt = ov.ret.elem.np  # type: ignore[union-attr]
    mod = 1 << (rdt.itemsize * 8)
    pick: Callable[[int, int], int] = max if ov.name == "max" else min
    want = [pick(int(a) % mod, int(b) % mod) for a, b in zip(args[0].tolist(), args[1].tolist(), strict=True)]
    assert got.dtype == rdt and got.tolist() == want, ov.prototype()


def check(ov: Overload, args: list[np.ndarray], got: np.ndarray) -> bool:
    """Check ``got`` of the lane-wise overload ``ov`` if this module has its reference; False otherwise."""
    if ov.name in ("y0f", "y1f", "ynf"):
        _check_bessel_y(ov, args, got)
        return True
    if ov.name == "nanf":
        _check_nan(ov, args, got)
        return True
    kinds = [p.ty.elem.np.kind for p in ov.params if p.ty.elem is not None]
    if ov.name in ("max", "min") and sorted(kinds) == ["i", "u"]:
        _check_mixed_minmax(ov, args, got)
        return True
    return False
