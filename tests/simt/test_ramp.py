"""Thread indices kept as formulas (runtime/simt_ramp.py): every operation on a Ramp gives, element by
element and in type, what numpy gives on the plain arrays of the same values (the engine's path without
Ramps), including C's wrap-around; comparisons answered at once are the arrays' all-or-nothing results."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ascsim.runtime.simt_ramp import Ramp

_TYPES = (np.uint32, np.int32, np.int64)


def _plain(base: int, a: int, b: int, period: int, n: int, dtype: type) -> np.ndarray:
    k = np.arange(n, dtype=np.int64)
    return (base + a * (k % period) + b * (k // period)).astype(dtype)


ramps = st.builds(lambda base, a, b, period, blocks, dtype: (base, a, b, period, period * blocks, dtype),
                  st.integers(0, 5000), st.integers(-3, 5), st.integers(0, 300), st.sampled_from([32, 64, 96]),
                  st.integers(1, 4), st.sampled_from(_TYPES))


@settings(max_examples=200, deadline=None)
@given(ramps, st.integers(-(2**33), 2**33), st.sampled_from(["add", "sub", "rsub", "mul", "lt", "ge", "cast"]))
def test_an_operation_with_a_constant_matches_the_arrays(spec: tuple, c: int, op: str) -> None:
    base, a, b, period, n, dtype = spec
    ramp = Ramp.make(base, a, b, period, n, np.dtype(dtype))
    arr = _plain(base, a, b, period, n, dtype)
    assert np.array_equal(np.asarray(ramp), arr) and np.asarray(ramp).dtype == arr.dtype
    const = np.dtype(dtype).type(c % (1 << 32)) if np.dtype(dtype).kind == "u" else np.dtype(dtype).type(
        max(min(c, np.iinfo(dtype).max), np.iinfo(dtype).min))
    with np.errstate(over="ignore"):
        got, want = {
            "add": lambda: (ramp + const, arr + const),
            "sub": lambda: (ramp - const, arr - const),
            "rsub": lambda: (const - ramp, const - arr),
            "mul": lambda: (np.multiply(ramp, 4, dtype=np.int64), np.multiply(arr, 4, dtype=np.int64)),
            "lt": lambda: (np.less(ramp, const), np.less(arr, const)),
            "ge": lambda: (np.greater_equal(ramp, const), np.greater_equal(arr, const)),
            "cast": lambda: (ramp.astype(np.int64), arr.astype(np.int64)),
        }[op]()
    got_arr = np.broadcast_to(np.asarray(got), want.shape)
    assert np.array_equal(got_arr, want), (op, got, want)
    assert np.asarray(got).dtype == want.dtype


@settings(max_examples=100, deadline=None)
@given(ramps, ramps)
def test_two_ramps_of_one_shape_add_and_subtract_as_arrays(x: tuple, y: tuple) -> None:
    y = (y[0], y[1], y[2], x[3], x[4], x[5])  # the same threads: same period and count, same type
    rx, ry = (Ramp.make(v[0], v[1], v[2], v[3], v[4], np.dtype(v[5])) for v in (x, y))
    ax, ay = _plain(*x), _plain(*y)
    with np.errstate(over="ignore"):
        assert np.array_equal(np.asarray(rx + ry), ax + ay)
        assert np.array_equal(np.asarray(rx - ry), ax - ay)


def test_global_index_is_linear_and_wraps_like_c() -> None:
    tid = Ramp(0, 1, 0, 256, 1024, np.dtype(np.uint32))
    bid = Ramp(8, 0, 1, 256, 1024, np.dtype(np.uint32))
    gid = bid * np.uint32(256) + tid
    assert isinstance(gid, Ramp) and gid.step == 1 and gid.bounds == (2048, 2048 + 1023)
    near_top = gid + np.uint32(2**32 - 3000)  # passes 2**32: becomes the wrapped array, as C's unsigned sum
    assert not isinstance(near_top, Ramp)
    assert np.array_equal(near_top, (np.arange(2048, 3072, dtype=np.uint64) + 2**32 - 3000).astype(np.uint32))
    below = np.less(gid, np.uint32(5000))  # every thread below: one answer, no array
    assert np.ndim(below) == 0 and bool(below)
    assert np.ndim(np.less(gid, np.uint32(2500))) == 1  # some threads below, some not: an array
