"""ascsim.ops.simt_warp and simt_atomic against per-lane formulas written from the pages: each lane's
source lane, the votes and the reductions computed lane by lane with Python integers."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ascsim.ops import simt_atomic, simt_warp

_VALS = st.lists(st.integers(-(2**31), 2**31 - 1), min_size=32, max_size=32)
_ACTIVE = st.lists(st.booleans(), min_size=32, max_size=32)


def _src(kind: str, lane: int, arg: int, width: int) -> int:
    """The lane ``lane`` reads: within its segment of ``width`` lanes, else its own."""
    seg = lane // width * width
    if kind == "idx":
        return seg + arg % width
    target = {"up": lane - arg, "down": lane + arg, "xor": lane ^ arg}[kind]
    return target if seg <= target < seg + width else lane


@settings(max_examples=40, deadline=None)
@given(_VALS, st.sampled_from(["idx", "up", "down", "xor"]), st.integers(0, 40), st.sampled_from([1, 2, 4, 8, 16, 32]))
def test_shuffles(vals: list[int], kind: str, arg: int, width: int) -> None:
    v = np.array([vals], np.int32)
    src = simt_warp.shfl_source(kind, np.full((1, 32), arg), np.full((1, 32), width))
    got = simt_warp.shfl(v, src)[0].tolist()
    assert got == [vals[_src(kind, lane, arg, width)] for lane in range(32)]


@settings(max_examples=40, deadline=None)
@given(_VALS, _ACTIVE)
def test_votes_and_reductions(vals: list[int], active: list[bool]) -> None:
    v, a = np.array([vals], np.int32), np.array([active])
    on = [x for x, f in zip(vals, active, strict=True) if f]
    assert int(simt_warp.ballot(v, a)[0]) == sum(1 << i for i in range(32) if active[i] and vals[i] != 0)
    assert int(simt_warp.activemask(a)[0]) == sum(1 << i for i in range(32) if active[i])
    assert int(simt_warp.vote_any(v, a)[0]) == int(any(x != 0 for x in on))
    assert int(simt_warp.vote_all(v, a)[0]) == int(all(x != 0 for x in on))
    if on:
        total = (sum(on) + 2**31) % 2**32 - 2**31  # int32 wrap-around
        assert int(simt_warp.reduce("add", v, a)[0]) == total
        assert int(simt_warp.reduce("max", v, a)[0]) == max(on)
        assert int(simt_warp.reduce("min", v, a)[0]) == min(on)


def test_lanemasks() -> None:
    for kind, keep in (("eq", lambda i, j: j == i), ("lt", lambda i, j: j < i), ("le", lambda i, j: j <= i),
                       ("gt", lambda i, j: j > i), ("ge", lambda i, j: j >= i)):
        got = simt_warp.lanemask(kind).tolist()
        assert got == [sum(1 << j for j in range(32) if keep(i, j)) for i in range(32)], kind


def test_atomic_updates() -> None:
    u = np.array([0, 5, 7, 9], np.uint32)
    v = np.array([3, 5, 7, 4], np.uint32)
    assert simt_atomic.UPDATES["inc"](u, v).tolist() == [1, 0, 0, 0]  # old >= val gives 0
    assert simt_atomic.UPDATES["dec"](u, v).tolist() == [3, 4, 6, 4]  # 0 or above val gives val
    assert simt_atomic.UPDATES["cas"](u, np.array([0, 1, 7, 9], np.uint32), v).tolist() == [3, 5, 7, 4]
    big = np.array([2**31 - 1], np.int32)
    assert simt_atomic.UPDATES["add"](big, np.array([1], np.int32)).tolist() == [-(2**31)]
