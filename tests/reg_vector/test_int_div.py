"""Integer ``asc_div`` semantics (:func:`ascsim.ops.arith.div_raw`) against Python's integers: the
quotient truncated toward zero, all bits set for a division by zero, MIN / -1 wrapping to MIN,
inactive lanes 0."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ascsim.ops.arith import div_raw
from ascsim.ops.lanes import all_active

_TYPES: list[type[np.integer]] = [np.int16, np.uint16, np.int32, np.uint32]


def _expected(a: int, b: int, bits: int) -> int:
    """The raw bits ``div_raw`` gives for values ``a / b`` of a ``bits``-wide type."""
    if b == 0:
        return (1 << bits) - 1
    q = abs(a) // abs(b)
    if (a < 0) != (b < 0):
        q = -q
    return q & ((1 << bits) - 1)


@st.composite
def _case(draw: st.DrawFn) -> tuple[np.dtype, list[int], list[int], list[bool]]:
    ty = draw(st.sampled_from(_TYPES))
    dt = np.dtype(ty)
    info = np.iinfo(ty)
    lo, hi = int(info.min), int(info.max)
    # Edges (0, +-1, MIN, MAX) often, any value otherwise.
    edges = {0, 1, hi, lo, hi - 1, lo + 1} | ({-1} if lo else set())
    value = st.one_of(st.sampled_from(sorted(edges)), st.integers(lo, hi), st.integers(max(lo, -50), 50))
    n = draw(st.integers(1, 64))
    a = draw(st.lists(value, min_size=n, max_size=n))
    b = draw(st.lists(value, min_size=n, max_size=n))
    lanes = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    return dt, a, b, lanes


@settings(max_examples=300, deadline=None)
@given(_case(), st.booleans())
def test_integer_div_matches_truncating_division(case: tuple[np.dtype, list[int], list[int], list[bool]],
                                                 every: bool) -> None:
    dt, a, b, lanes = case
    raw = np.dtype(f"u{dt.itemsize}")
    src0, src1 = np.array(a, dt).view(raw), np.array(b, dt).view(raw)
    flags = all_active((len(a),)) if every else np.array(lanes, np.bool_)
    got = div_raw(src0, src1, flags, dt)
    bits = 8 * dt.itemsize
    want = [_expected(x, y, bits) if on else 0 for x, y, on in zip(a, b, flags.tolist(), strict=True)]
    assert got.dtype == raw
    assert got.tolist() == want


def test_integer_div_batched_rows() -> None:
    """(iterations, lanes) operands, as a batched VF loop passes them, one row per iteration."""
    rng = np.random.default_rng(5)
    a = rng.integers(-(2**31), 2**31, (32, 64), dtype=np.int64).astype(np.int32)
    b = rng.integers(-40, 40, (32, 64), dtype=np.int64).astype(np.int32)
    got = div_raw(a.view(np.uint32), b.view(np.uint32), all_active((64,)), np.dtype(np.int32))
    want = [[_expected(x, y, 32) for x, y in zip(ra, rb, strict=True)] for ra, rb in zip(a.tolist(), b.tolist(),
                                                                                        strict=True)]
    assert got.tolist() == want
