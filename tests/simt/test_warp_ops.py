"""ascsim.ops.simt_warp and simt_atomic against per-lane formulas written from the pages: each lane's
source lane, the votes and the reductions computed lane by lane with Python integers, and every atomic
form's update against ``atomic_refs`` (Python integers, exact rationals over the raw bits)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ascsim import simt_api  # noqa: F401  (registers the implementations)
from ascsim.ops import simt_atomic, simt_warp
from ascsim.spec import Overload, impls, simt_overloads

from . import atomic_refs as ref

_VALS = st.lists(st.integers(-(2**31), 2**31 - 1), min_size=32, max_size=32)
_ACTIVE = st.lists(st.booleans(), min_size=32, max_size=32)


def shfl_src(kind: str, lane: int, arg: int, width: int) -> int:
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
    assert got == [vals[shfl_src(kind, lane, arg, width)] for lane in range(32)]


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


_ATOMICS = [ov for ov in simt_overloads() if ov.impl is impls.simt_atomic.atomic and ov.ret.kind != "vec"]
#: The atomics of the pairs (half2, bfloat16x2_t): their update works on the pair's 4-byte word.
_PAIR_ATOMICS = [ov for ov in simt_overloads() if ov.impl is impls.simt_atomic.atomic and ov.ret.kind == "vec"]


def _elem_dtype(ov: Overload) -> np.dtype:
    return ov.elem(0).np


def _special_bits(dt: np.dtype) -> list[int]:
    """Zeros, infinities, NaNs, the extremes and their neighbours, ones, for the strategies to mix in."""
    w = ref.width(dt)
    top = 1 << (w - 1)
    if not ref.is_float(dt):
        return [0, 1, 2, top - 1, top, top + 1, (1 << w) - 1, (1 << w) - 2]
    ebits, mbits = ref.FLOAT_FORMATS[dt]
    inf = ((1 << ebits) - 1) << mbits
    one = ((1 << (ebits - 1)) - 1) << mbits
    return [0, top, inf, top | inf, inf | 1, inf | (1 << (mbits - 1)), top | inf | 5, one, top | one, 1, top | 1,
            inf - 1, top | (inf - 1), 1 << mbits, (1 << mbits) - 1, one + 1, one | (1 << (mbits - 1))]


@pytest.mark.parametrize("ov", _ATOMICS, ids=lambda ov: f"{ov.name}({ov.elem(0).name})")
def test_every_atomic_update(ov: Overload) -> None:
    """Each form's update (the function its spec entry names) on bit patterns: specials, neighbours and
    random ones, against the reference element by element."""
    dt = _elem_dtype(ov)
    w = ref.width(dt)
    op = ov.name.removeprefix("asc_atomic_")
    update = ov.extra[0]
    bits = st.one_of(st.sampled_from(_special_bits(dt)), st.integers(0, (1 << w) - 1))
    triples = st.lists(st.tuples(bits, bits, bits), min_size=1, max_size=24)
    unsigned = np.dtype(f"u{dt.itemsize}")

    def check(cases: list[tuple[int, int, int]]) -> None:
        old, val, cmp = (np.array([c[i] for c in cases], unsigned).view(dt) for i in range(3))
        if op == "cas":
            cmp = np.where(np.arange(len(cases)) % 2 == 0, old, cmp)  # half the cases equal (by bits)
            got = update(old, cmp, val)
        else:
            got = update(old, val)
        assert got.dtype == dt
        cmp_bits = cmp.view(unsigned).tolist()
        for i, g in enumerate(got.view(unsigned).tolist()):
            want = ref.new_bits(op, cases[i][0], cases[i][1], cmp_bits[i], dt)
            assert ref.same(g, want, dt), (op, dt, hex(cases[i][0]), hex(cases[i][1]), hex(cmp_bits[i]), hex(g), want)

    specials = _special_bits(dt)
    check([(a, b, c) for a in specials for b in specials for c in (a, b)])  # every pair of specials
    settings(max_examples=60, deadline=None)(given(triples)(check))()


@pytest.mark.parametrize("ov", _PAIR_ATOMICS, ids=lambda ov: f"{ov.name}({ov.ret.c})")
def test_every_pair_atomic_update(ov: Overload) -> None:
    """A pair's update on 4-byte words: each 16-bit member as the scalar reference updates it (cas: the
    whole word compared), on pairs of special and random member bits."""
    dt = _elem_dtype(ov)
    op = ov.name.removeprefix("asc_atomic_")
    update = ov.extra[0]
    member = st.one_of(st.sampled_from(_special_bits(dt)), st.integers(0, 0xFFFF))
    word = st.tuples(member, member).map(lambda p: p[0] | p[1] << 16)
    cases_st = st.lists(st.tuples(word, word, word), min_size=1, max_size=24)

    def check(cases: list[tuple[int, int, int]]) -> None:
        old, val, cmp = (np.array([c[i] for c in cases], np.uint32) for i in range(3))
        if op == "cas":
            cmp = np.where(np.arange(len(cases)) % 2 == 0, old, cmp)
            got = update(old, cmp, val)
        else:
            got = update(old, val)
        for i, g in enumerate(np.asarray(got, np.uint32).tolist()):
            o, v, c = int(old[i]), int(val[i]), int(cmp[i])
            if op == "cas":
                assert g == (v if o == c else o), (hex(o), hex(v), hex(c), hex(g))
                continue
            for k in (0, 16):
                want = ref.new_bits(op, o >> k & 0xFFFF, v >> k & 0xFFFF, 0, dt)
                assert ref.same(g >> k & 0xFFFF, want, dt), (op, dt, hex(o), hex(v), hex(g), k)

    settings(max_examples=40, deadline=None)(given(cases_st)(check))()


def test_atomic_reference_rounds_as_the_pages_say() -> None:
    """The reference itself on hand-checked cases: float32 1 + 2**-24 is a tie that goes to the even 1,
    1 + 3 * 2**-24 rounds up; half 65504 + 16 overflows to inf, 65504 + 15 stays; -0 + -0 is -0."""
    f32, f16 = np.dtype(np.float32), np.dtype(np.float16)
    one32 = 0x3F800000
    tiny = ref.round_to_bits(ref.Fraction(1, 2**24), False, f32)
    assert ref.new_bits("add", one32, tiny, 0, f32) == one32
    assert ref.new_bits("add", one32, ref.round_to_bits(ref.Fraction(3, 2**24), False, f32), 0, f32) == one32 + 2
    assert ref.new_bits("add", 0x7BFF, 0x4C00, 0, f16) == 0x7C00  # 65504 + 16 = 65520, the tie to inf
    assert ref.new_bits("add", 0x7BFF, 0x4B80, 0, f16) == 0x7BFF  # 65504 + 15
    assert ref.new_bits("add", 0x8000, 0x8000, 0, f16) == 0x8000
    assert ref.new_bits("max", 0x8000, 0x0000, 0, f16) == 0x0000
    assert ref.new_bits("min", 0x0000, 0x8000, 0, f16) == 0x8000
