"""Precision of asc_exp, asc_ln, asc_sqrt, asc_div, asc_exp_sub, asc_axpy and asc_madd against high
precision references: every half input, and samples of float inputs checked with :mod:`decimal` and
:mod:`fractions`.

The documented method (docs/semantics.md) is the correctly rounded result (at most half an ulp, inside
the vendor's 1 ulp), with subnormal inputs read as zeros and subnormal results flushed to zero for exp,
ln, sqrt and div; the fused forms round a * b + c once and keep subnormals.
"""

from __future__ import annotations

import decimal
from fractions import Fraction
from typing import Any

import numpy as np
import pytest
from kernels import raw, run_vf

from ascsim import *


def _apply(func: Any, cls: Any, mask: Any, *inputs: np.ndarray) -> np.ndarray:
    """func over whole arrays, one register at a time, in one VF."""
    lanes = 256 // inputs[0].itemsize

    def body() -> np.ndarray:
        out = []
        m = mask(PAT_ALL)
        for k in range(0, inputs[0].size, lanes):
            d = cls()
            func(d, *[cls(x[k:k + lanes]) for x in inputs], m)
            out.append(np.asarray(d).copy())
        return np.concatenate(out)

    return run_vf(body)


def _ulp(x: np.ndarray) -> np.ndarray:
    """The gap from |x| to the next value away from zero, in float64."""
    a = np.abs(x)
    return (np.nextafter(a, np.array(np.inf, a.dtype)).astype(np.float64) - a.astype(np.float64))


def _daz(x: np.ndarray) -> np.ndarray:
    tiny = np.finfo(x.dtype).tiny
    return np.where(np.abs(x) < tiny, np.copysign(np.zeros_like(x), x), x)


@pytest.mark.parametrize("name", ["exp", "ln", "sqrt"])
def test_every_half_input_within_half_an_ulp(name: str) -> None:
    x = np.arange(65536, dtype=np.uint32).astype(np.uint16).view(np.float16)
    func = {"exp": asc_exp, "ln": asc_ln, "sqrt": asc_sqrt}[name]
    got = _apply(func, vector_half, asc_create_mask_b16, x)
    with np.errstate(all="ignore"):
        ref = {"exp": np.exp, "ln": np.log, "sqrt": np.sqrt}[name](_daz(x).astype(np.float64))
        tiny = float(np.finfo(np.float16).tiny)
        fin = np.isfinite(ref) & (np.abs(ref) >= tiny) & (np.abs(ref) <= 65504)
        # NaN where the reference is NaN, infinities where it is infinite.
        assert (np.isnan(got) == np.isnan(ref)).all()
        assert (got[np.isinf(ref)] == ref[np.isinf(ref)]).all()
        err = np.abs(got[fin].astype(np.float64) - ref[fin]) / _ulp(got[fin])
    assert err.max() <= 0.5 + 1e-9, f"max error {err.max()} ulp at {x[fin][err.argmax()]}"
    # Results below the smallest normal are flushed to zero (no subnormal support).
    under = np.isfinite(ref) & (np.abs(ref) < tiny) & (np.abs(ref) > 0)
    assert (got[under] == 0).all()


def _exact(name: str, x: float) -> decimal.Decimal:
    d = decimal.Decimal(x)
    return {"exp": d.exp, "ln": d.ln, "sqrt": d.sqrt}[name]()


def _nearest_f32(d: decimal.Decimal | Fraction) -> np.float32:
    """The float nearest to d (ties to even), by comparing with the neighbours of a float64 guess."""
    g = np.float32(float(d))
    best = g
    for c in (np.nextafter(g, np.float32(-np.inf)), g, np.nextafter(g, np.float32(np.inf))):
        if abs(Fraction(float(c)) - Fraction(d)) < abs(Fraction(float(best)) - Fraction(d)):
            best = c
    return best


@pytest.mark.parametrize("name", ["exp", "ln", "sqrt"])
def test_float_sample_is_correctly_rounded(name: str) -> None:
    rng = np.random.default_rng({"exp": 1, "ln": 2, "sqrt": 3}[name])
    if name == "exp":
        x = rng.uniform(-87, 88, 1024).astype(np.float32)
        x[:256] = (rng.standard_normal(256) * 1e-3).astype(np.float32)
    else:
        x = np.exp(rng.uniform(-80, 80, 1024)).astype(np.float32)
        x[:256] = (1 + rng.standard_normal(256) * 1e-4).astype(np.float32)  # ln near 1
    got = _apply({"exp": asc_exp, "ln": asc_ln, "sqrt": asc_sqrt}[name], vector_float, asc_create_mask_b32, x)
    with decimal.localcontext(decimal.Context(prec=50)):
        want = np.array([_nearest_f32(_exact(name, float(v))) for v in x], np.float32)
    want = np.where(np.abs(want) < np.finfo(np.float32).tiny, np.float32(0), want)
    bad = np.flatnonzero(raw(got) != raw(want))
    assert bad.size == 0, f"{bad.size} lanes differ, e.g. x={x[bad[:3]]} got={got[bad[:3]]} want={want[bad[:3]]}"


def test_div_float_sample_and_subnormals() -> None:
    rng = np.random.default_rng(5)
    a = (rng.standard_normal(512) * np.exp(rng.uniform(-40, 40, 512))).astype(np.float32)
    b = (rng.standard_normal(512) * np.exp(rng.uniform(-40, 40, 512))).astype(np.float32)
    b[:4] = np.array([2.0**-130, -(2.0**-140), 0.0, -0.0], np.float32)  # subnormal divisors read as zeros
    a[:4] = 1.0
    a[4:6] = np.array([2.0**-126, 2.0**-130], np.float32)  # a subnormal quotient, a subnormal dividend
    b[4:6] = np.array([4.0, 2.0**-20], np.float32)
    got = _apply(asc_div, vector_float, asc_create_mask_b32, a, b)
    assert got[:4].tolist() == [np.inf, -np.inf, np.inf, -np.inf]
    assert got[4] == 0 and got[5] == 0
    for i in range(6, 512):
        want = _nearest_f32(Fraction(float(a[i])) / Fraction(float(b[i])))
        if abs(want) < np.finfo(np.float32).tiny:
            want = np.float32(0.0)
        assert raw(got[i:i + 1])[0] == raw(np.array([want]))[0], (a[i], b[i], got[i], want)


@pytest.mark.parametrize("dtype,cls,mask", [(np.float16, vector_half, asc_create_mask_b16),
                                            (np.float32, vector_float, asc_create_mask_b32)])
def test_madd_and_axpy_round_once(dtype: Any, cls: Any, mask: Any) -> None:
    """a * b + c exact, then rounded once: cases where rounding the product first would differ."""
    rng = np.random.default_rng(9)
    n = 1024 if dtype is np.float16 else 512
    a = (1 + rng.integers(0, 2**10, n) / 2**10).astype(dtype)
    b = (1 + rng.integers(0, 2**10, n) / 2**10).astype(dtype)
    c = -(a.astype(np.float64) * b.astype(np.float64)).astype(dtype)  # near cancellation: the low bits matter
    c[::3] = rng.standard_normal(n)[::3].astype(dtype)
    value = np.float64(1.5)
    lanes = 256 // np.dtype(dtype).itemsize

    def body() -> tuple[np.ndarray, np.ndarray]:
        madd, axpy = [], []
        for s in range(0, n, lanes):
            d = cls(c[s:s + lanes])
            asc_madd(d, cls(a[s:s + lanes]), cls(b[s:s + lanes]), mask(PAT_ALL))  # c * a + b
            madd.append(np.asarray(d).copy())
            d = cls(c[s:s + lanes])
            asc_axpy(d, cls(a[s:s + lanes]), dtype(value), mask(PAT_ALL))  # a * 1.5 + c
            axpy.append(np.asarray(d).copy())
        return np.concatenate(madd), np.concatenate(axpy)

    got, gax = run_vf(body)

    def once(x: float, y: float, z: float) -> Any:
        e = Fraction(x) * Fraction(y) + Fraction(z)
        g = np.array(float(e)).astype(dtype)  # float64 then the element type: checked against neighbours
        best = g
        for cand in (np.nextafter(g, dtype(-np.inf)), np.nextafter(g, dtype(np.inf))):
            if abs(Fraction(float(cand)) - e) < abs(Fraction(float(best)) - e):
                best = cand
        return best

    want = np.array([once(float(c[i]), float(a[i]), float(b[i])) for i in range(n)], dtype)
    want_axpy = np.array([once(float(a[i]), float(value), float(c[i])) for i in range(n)], dtype)
    assert (raw(got) == raw(want)).all()
    assert (raw(gax) == raw(want_axpy)).all()
