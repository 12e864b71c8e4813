"""The fast path of asc_add/asc_sub/asc_mul (``ascsim.ops.arith.typed_form``) and the lanes a mask register
gives (``ascsim.ops.lanes.flags_of``), against formulas written here.

Expected values lane by lane: integers with Python ints reduced modulo 2^bits; floats in float64 rounded
to the element type (float64 carries more than twice their precision plus two bits, so the two roundings
give the correctly rounded result the precision appendix states for add, sub and mul).
"""

from __future__ import annotations

import operator
import warnings
from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np
import pytest

from ascsim.ops import arith
from ascsim.ops.lanes import all_active, flags_of, is_all_active

DTYPES = [np.uint8, np.int8, np.uint16, np.int16, np.uint32, np.int32, np.float16, ml_dtypes.bfloat16, np.float32]
OPS: list[tuple[Callable[..., np.ndarray], Callable[[Any, Any], Any]]] = [
    (arith.add_raw, operator.add), (arith.sub_raw, operator.sub), (arith.mul_raw, operator.mul)]


def _values(dt: np.dtype[Any], seed: int) -> np.ndarray:
    """A register of random bits with the type's edge values at the front (two registers: a batch)."""
    rng = np.random.default_rng(seed)
    values = rng.integers(0, 256, (2, 256), np.uint8).view(dt).copy()
    if dt.kind in "iu":
        info = np.iinfo(dt)
        edges: list[float] = [0, 1, info.min, info.max, info.max - 1]
    else:
        fi = ml_dtypes.finfo(dt)
        edges = [0.0, -0.0, np.inf, -np.inf, 1.0, float(fi.max), float(fi.max), float(fi.smallest_subnormal)]
    values[0, : len(edges)] = np.array(edges).astype(dt)
    return values


def _expected(a: np.ndarray, b: np.ndarray, py_op: Callable[[Any, Any], Any]) -> np.ndarray:
    dt = a.dtype
    out = np.empty(a.shape, dt)
    for i in np.ndindex(a.shape):
        if dt.kind in "iu":
            bits = 8 * dt.itemsize
            v = py_op(int(a[i]), int(b[i])) % (1 << bits)
            out[i] = np.array(v, f"<u{dt.itemsize}").view(dt)
        else:
            x, y = float(a[i]), float(b[i])
            with np.errstate(all="ignore"):
                out[i] = np.float64(py_op(np.float64(x), np.float64(y))).astype(dt)
    return out


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize(("op", "py_op"), OPS, ids=["add", "sub", "mul"])
def test_typed_form_is_the_rounded_exact_result(dtype: Any, op: Callable[..., np.ndarray],
                                               py_op: Callable[[Any, Any], Any]) -> None:
    dt = np.dtype(dtype)
    a, b = _values(dt, 1), _values(dt, 2)
    typed = arith.typed_form(op, dt)
    assert typed is not None
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # overflow to inf and inf - inf are results, not warnings
        got = typed(a, b)
    assert got.dtype == dt and got.shape == a.shape
    want = _expected(a, b, py_op)
    if dt.kind in "iu":
        np.testing.assert_array_equal(got, want)
    else:
        nan = np.isnan(want.astype(np.float32))
        np.testing.assert_array_equal(np.isnan(got.astype(np.float32)), nan)
        raw = f"<u{dt.itemsize}"
        np.testing.assert_array_equal(got.view(raw)[~nan], want.view(raw)[~nan])


def test_typed_form_only_for_add_sub_mul() -> None:
    for op in (arith.max_raw, arith.div_raw, arith.prelu_raw):
        assert arith.typed_form(op, np.dtype(np.float32)) is None


@pytest.mark.parametrize("k", [1, 2, 4, 8])
def test_flags_of_takes_the_governing_bit_of_each_element(k: int) -> None:
    rng = np.random.default_rng(k)
    bits = rng.integers(0, 2, 256).astype(np.bool_)
    got = flags_of(bits, k)
    assert got.tolist() == [bool(bits[i * k]) for i in range(256 // k)]
    assert not is_all_active(got)


def test_flags_of_all_set_is_the_shared_all_active_array() -> None:
    bits = np.zeros(256, np.bool_)
    bits[::4] = True  # every float's governing bit; the others do not matter
    got = flags_of(bits, 4)
    assert got is all_active((64,))
    assert is_all_active(got)
