"""SIMT accesses of elements far apart reach the pipe checker in pieces: together the pieces cover exactly
the bytes accessed, each is short, and two pieces are more than a page of the cross-block records apart."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ascsim.runtime.hazard import PAGE_BYTES
from ascsim.runtime.simt_memory import _spans


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 1 << 28), min_size=1, max_size=64), st.sampled_from([1, 2, 4, 8]))
def test_spans_cover_the_bytes_accessed_page_apart(starts: list[int], size: int) -> None:
    rel = np.array([s - s % size for s in starts], np.int64)  # aligned elements, as accesses are
    spans = _spans(rel, size)
    covered: set[int] = set()
    for lo, lanes in spans:
        assert lanes.size <= (len(set(rel.tolist())) * (PAGE_BYTES + size)), "a span runs far past its elements"
        covered |= {lo + int(i) for i in np.flatnonzero(lanes)}
    assert covered == {int(r) + k for r in rel for k in range(size)}
    ordered = sorted(spans, key=lambda s: s[0])
    for (lo0, lanes0), (lo1, _) in zip(ordered, ordered[1:], strict=False):
        assert lo1 - (lo0 + lanes0.size) > PAGE_BYTES - size, "two pieces closer than a page"


def test_a_far_apart_pair_makes_two_short_spans() -> None:
    spans = _spans(np.array([0, 100 << 20], np.int64), 4)
    assert [(lo, lanes.size) for lo, lanes in spans] == [(0, 4), (100 << 20, 4)]
