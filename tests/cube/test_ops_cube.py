"""The cube core's semantics core (ascsim.ops.cube) against independent formulas: fractal layouts, the exact
multiply-accumulate (Python Fractions), hf32 rounding."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ascsim.ops import cube as oc


@given(st.integers(1, 40), st.integers(1, 70), st.sampled_from([8, 16, 32]))
@settings(max_examples=40, deadline=None)
def test_nz_layout_round_trip_and_element_positions(rows: int, cols: int, c0: int) -> None:
    mat = np.arange(rows * cols, dtype=np.int64).reshape(rows, cols) + 1
    nz = oc.nd_to_nz(mat, c0)
    assert np.array_equal(oc.nz_to_nd(nz, rows, cols), mat)
    flat = nz.reshape(-1)
    r16 = -(-rows // 16) * 16
    for r in range(rows):
        for q in range(cols):  # column block q // c0, then the row, then the column within the block
            assert flat[(q // c0) * r16 * c0 + r * c0 + q % c0] == mat[r, q]


def test_zn_layout_positions() -> None:
    k, n, c0 = 48, 20, 16
    mat = np.arange(k * n, dtype=np.int64).reshape(k, n) + 1
    flat = oc.kn_to_zn(mat, c0)
    n1 = 2
    for q in range(k):
        for j in range(n):  # fractal (q // c0, j // 16) along n first; inside: row j % 16, column q % c0
            assert flat[((q // c0) * n1 + j // 16) * 16 * c0 + (j % 16) * c0 + q % c0] == mat[q, j]
    assert np.array_equal(oc.zn_to_kn(flat, 3, n1, c0)[:k, :n], mat)


def _nearest_f32(x: Fraction) -> float:
    lo = np.float32(float(x))
    cands = {float(lo), float(np.nextafter(lo, np.float32(np.inf))), float(np.nextafter(lo, np.float32(-np.inf)))}
    return min(cands, key=lambda v: (abs(Fraction(v) - x), int(np.float32(v).view(np.uint32)) & 1))


@given(st.integers(0, 2 ** 32 - 1), st.integers(1, 5), st.integers(1, 40), st.integers(1, 5))
@settings(max_examples=30, deadline=None)
def test_mmad_float_is_the_exact_sum_rounded_once(seed: int, m: int, k: int, n: int) -> None:
    rng = np.random.default_rng(seed)
    # Values of very different sizes, so that the order of a float32 summation would matter.
    a = (rng.standard_normal((m, k)) * 2.0 ** rng.integers(-30, 30, (m, k))).astype(np.float32).astype(np.float64)
    b = (rng.standard_normal((k, n)) * 2.0 ** rng.integers(-30, 30, (k, n))).astype(np.float32).astype(np.float64)
    init = (rng.standard_normal((m, n)) * 2.0 ** 20).astype(np.float32).astype(np.float64)
    got = oc.mmad_float(a, b, init)
    for i in range(m):
        for j in range(n):
            exact = sum((Fraction(a[i, q]) * Fraction(b[q, j]) for q in range(k)), Fraction(init[i, j]))
            assert float(got[i, j]) == _nearest_f32(exact)


def test_mmad_int_wraps_to_32_bits() -> None:
    a = np.full((1, 4), 2 ** 20, np.int64)
    b = np.full((4, 1), 2 ** 10, np.int64)
    assert int(oc.mmad_int(a, b, None)[0, 0]) == 0  # 4 x 2^30 = 2^32 wraps to 0
    assert int(oc.mmad_int(a[:, :1], b[:1], np.array([[5]]))[0, 0]) == 2 ** 30 + 5


@given(st.integers(0, 2 ** 32 - 1), st.booleans())
@settings(max_examples=200, deadline=None)
def test_hf32_rounding(bits: int, away: bool) -> None:
    x = np.array([bits], np.uint32)
    got = int(oc.to_hf32(x, away)[0])
    if (bits & 0x7F800000) == 0x7F800000:  # NaN and infinity pass unchanged
        assert got == bits
        return
    low, keep = bits & 0x1FFF, bits >> 13
    if low > 0x1000 or (low == 0x1000 and (away or keep & 1)):
        keep += 1
    assert got == (keep << 13) & 0xFFFFFFFF


def test_one_rounding_even_for_sums_beyond_double_precision() -> None:
    """2^56 + 2^32 + 1 lies just above a midpoint of float32 neighbours: rounded once it goes up; rounded to
    float64 first (2^56 + 2^32, the midpoint) it would go down to the even 2^56."""
    a = np.array([[2.0 ** 28, 2.0 ** 16, 1.0]])
    b = np.array([[2.0 ** 28], [2.0 ** 16], [1.0]])
    got = float(oc.mmad_float(a, b, None)[0, 0])
    assert got == _nearest_f32(Fraction(2 ** 56 + 2 ** 32 + 1)) == 2.0 ** 56 + 2.0 ** 33
