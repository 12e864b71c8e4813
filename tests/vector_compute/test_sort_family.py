"""asc_bitsort, asc_mrgsort4, asc_get_vms4_sr, the table form of asc_set_deq_scale with asc_vdeq_int162b8_h/_l,
and asc_set_va_reg of vector_compute.h, from Python, against references written from the vendor pages.

Structures are 8 bytes: the score's bits low (a half in bytes 0-1, bytes 2-3 reserved), the uint32 index
in bytes 4-7. Order: descending score, equal scores in source order (for a merge: list 0 first), every
NaN above +inf (docs/semantics.md, "Sorting").
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import numpy as np
import pytest
from kernels import order

from ascsim import (
    PIPE_S,
    PIPE_V,
    VA0,
    asc_bitsort,
    asc_bitsort_sync,
    asc_get_vms4_sr,
    asc_mrgsort4,
    asc_mrgsort4_sync,
    asc_set_deq_scale,
    asc_set_va_reg,
    asc_vdeq_int162b8_h,
    asc_vdeq_int162b8_h_sync,
    asc_vdeq_int162b8_l,
    asc_vdeq_int162b8_l_sync,
    int8_t,
    ub_array,
    uint64_t,
)
from ascsim.errors import AscValueError
from vector_compute._ref import run_ub

_SCORE = {"half": (np.float16, np.uint16), "float": (np.float32, np.uint32)}


def _key(v: float) -> tuple[int, float]:
    """Sort key of a score, ascending = the hardware's output order: NaN first, then larger values."""
    return (0, 0.0) if math.isnan(v) else (1, -v)


def _struct(score_bits: int, index: int, score: str) -> int:
    return (score_bits & (0xFFFF if score == "half" else 0xFFFFFFFF)) | (index << 32)


def ref_bitsort(scores: np.ndarray, index: np.ndarray, score: str) -> np.ndarray:
    """Each group of 32 sorted by descending score, equal scores keeping their positions' order."""
    out = []
    bits = scores.view(_SCORE[score][1])
    for g in range(scores.size // 32):
        pos = sorted(range(32), key=lambda i: _key(float(scores[32 * g + i])))  # sorted() is stable
        out += [_struct(int(bits[32 * g + i]), int(index[32 * g + i]), score) for i in pos]
    return np.array(out, np.uint64)


def ref_merge(lists: list[list[int]], score: str, stop: bool) -> tuple[list[int], list[int]]:
    """Repeatedly take the greatest head (the lowest list on a tie); a used-up list leaves the merge, or
    with ``stop`` ends it."""
    dt, ut = _SCORE[score]
    heads = [0] * len(lists)
    out: list[int] = []
    if stop and any(not x for x in lists):
        return out, heads
    while True:
        best = None
        for k, lst in enumerate(lists):
            if heads[k] < len(lst):
                v = float(np.array(lst[heads[k]] & int(np.iinfo(ut).max), ut).view(dt))
                if best is None or _key(v) < best[0]:
                    best = (_key(v), k)
        if best is None:
            return out, heads
        k = best[1]
        out.append(lists[k][heads[k]])
        heads[k] += 1
        if stop and heads[k] == len(lists[k]):
            return out, heads


def scores_with_ties(n: int, score: str, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    dt = _SCORE[score][0]
    v = (rng.integers(-40, 40, n) / 4).astype(dt)  # many equal values
    v[3], v[7], v[40] = np.nan, -0.0, np.inf
    v[9] = 0.0
    v[50 % n] = -np.inf
    return v


@pytest.mark.parametrize("score", ["half", "float"])
@pytest.mark.parametrize("sync", [False, True])
def test_bitsort(score: str, sync: bool) -> None:
    reps = 3
    dt = _SCORE[score][0]
    s = scores_with_ties(32 * reps, score, 5)
    idx = np.arange(1000, 1000 + 32 * reps, dtype=np.uint32)[::-1].copy()
    dst = np.full(64 * reps, 7, np.uint32).view(dt).copy()  # 256 bytes per repeat, prefilled
    f = asc_bitsort_sync if sync else asc_bitsort
    out, _ = run_ub({"dst": dst, "s": s, "i": idx}, lambda p: f(p["dst"], p["s"], p["i"], reps))
    got = out["dst"].view(np.uint64)
    assert np.array_equal(got, ref_bitsort(s, idx, score))


def test_bitsort_repeat_zero_and_range() -> None:
    s = np.ones(32, np.float32)
    dst = np.full(64, 3, np.float32)
    out, _ = run_ub({"dst": dst, "s": s, "i": np.zeros(32, np.uint32)}, lambda p: asc_bitsort(p["dst"], p["s"],
                                                                                              p["i"], 0))
    assert np.array_equal(out["dst"], dst)
    with pytest.raises(AscValueError, match="repeat"):
        run_ub({"dst": dst, "s": s, "i": np.zeros(32, np.uint32)},
               lambda p: asc_bitsort(p["dst"], p["s"], p["i"], 256))


def _sorted_list(n: int, score: str, seed: int, base: int) -> list[int]:
    s = scores_with_ties(max(n, 64), score, seed)[:n]
    bits = s.view(_SCORE[score][1])
    pos = sorted(range(n), key=lambda i: _key(float(s[i])))
    return [_struct(int(bits[i]), base + i, score) | (0xAB << 16 if score == "half" else 0) for i in pos]


@pytest.mark.parametrize("score", ["half", "float"])
@pytest.mark.parametrize(("valid", "lens", "stop"), [(15, (5, 9, 0, 12), False), (7, (6, 3, 4, 0), False),
                                                     (3, (10, 10, 0, 0), False), (15, (7, 20, 4, 9), True),
                                                     (15, (7, 2, 0, 9), True)])
def test_mrgsort4_one_repeat(score: str, valid: int, lens: tuple[int, ...], stop: bool) -> None:
    dt = _SCORE[score][0]
    n_lists = {3: 2, 7: 3, 15: 4}[valid]
    lists = [_sorted_list(lens[k], score, 11 + k, 100 * k) for k in range(4)]
    bufs = {f"s{k}": np.array(lists[k] or [0], np.uint64).view(dt).copy() for k in range(4)}
    total = sum(lens[:n_lists])
    bufs["dst"] = np.full(2 * (total + 4), 9, np.uint32).view(dt).copy()
    counts = [0, 0, 0, 0]

    def body(p: dict[str, Any]) -> None:
        asc_mrgsort4(p["dst"], [p[f"s{k}"] for k in range(4)], 1, *lens, stop, valid)
        asc_get_vms4_sr(counts)

    out, _ = run_ub(bufs, body)
    want, taken = ref_merge([lists[k] for k in range(n_lists)], score, stop)
    got = out["dst"].view(np.uint64)
    assert got[:len(want)].tolist() == want
    assert (got[len(want):] == bufs["dst"].view(np.uint64)[len(want):]).all()  # the rest is not written
    assert counts == taken + [0] * (4 - n_lists)


@pytest.mark.parametrize("score", ["half", "float"])
def test_mrgsort4_repeats(score: str) -> None:
    dt = _SCORE[score][0]
    n, reps = 8, 3
    lists = [_sorted_list(n, score, 30 + j, 10 * j) for j in range(4 * reps)]
    src = np.array(sum(lists, []), np.uint64).view(dt).copy()
    per = 8 // np.dtype(dt).itemsize  # elements of one structure
    dst = np.zeros(per * n * 4 * reps, dt)

    def body(p: dict[str, Any]) -> None:
        srcs = [p["src"] + per * n * k for k in range(4)]
        asc_mrgsort4_sync(p["dst"], srcs, reps, n, n, n, n, False, 15)

    out, _ = run_ub({"src": src, "dst": dst}, body)
    got = out["dst"].view(np.uint64)
    for r in range(reps):
        want, _ = ref_merge(lists[4 * r:4 * r + 4], score, False)
        assert got[4 * n * r:4 * n * (r + 1)].tolist() == want


def test_mrgsort4_constraints() -> None:
    src = np.zeros(128, np.float32)
    dst = np.zeros(128, np.float32)

    def call(*args: Any) -> None:
        run_ub({"src": src, "dst": dst}, lambda p: asc_mrgsort4(p["dst"], [p["src"] + 16 * k for k in range(4)],
                                                                *args))

    with pytest.raises(AscValueError, match="valid_bit"):
        call(1, 8, 8, 8, 8, False, 5)
    with pytest.raises(AscValueError, match="back to back"):
        call(2, 8, 8, 8, 4, False, 15)
    with pytest.raises(AscValueError, match="back to back"):
        call(2, 8, 8, 8, 8, True, 15)
    with pytest.raises(AscValueError, match="at most 4095"):
        call(1, 4096, 8, 8, 8, False, 15)
    with pytest.raises(AscValueError, match="overlaps"):
        run_ub({"src": src}, lambda p: asc_mrgsort4(p["src"], [p["src"] + 16 * k for k in range(4)], 1, 8, 8, 8,
                                                    8, False, 15))


# ---------------------------------------------------------------------------------------------
# The table form of asc_set_deq_scale and asc_vdeq_int162b8_h/_l: element j of each 16-element block
# uses parameter set j: dst = saturate(round-half-even(src * scale_j + offset_j)), int8 if sign_j.

_SCALES = [0.5, 1.5, -0.25, 2.0, 0.375, -1.0, 3.0, 0.125, 1.0, -2.5, 0.75, 4.0, -0.5, 0.0625, 1.25, -3.0]
_OFFSETS = [0, 3, -5, 100, -100, 7, 255, -256, 1, 0, -1, 12, 40, -40, 2, 9]
_SIGNS = [True, False] * 8


def ref_vdeq(src: np.ndarray, dst_before: np.ndarray, n: int, high: bool, signs: list[bool]) -> np.ndarray:
    out = dst_before.view(np.uint8).copy()
    for i in range(n):
        j = i % 16
        q = Fraction(int(src[i])) * Fraction(_SCALES[j]) + _OFFSETS[j]
        r = round(q)
        lo, hi = (-128, 127) if signs[j] else (0, 255)
        blk = i // 16
        out[32 * blk + j + (16 if high else 0)] = min(max(r, lo), hi) & 0xFF
    return out


@pytest.mark.parametrize("part", ["h", "l"])
@pytest.mark.parametrize("form", ["count", "repeat", "sync"])
def test_vdeq_table(part: str, form: str) -> None:
    rng = np.random.default_rng(3)
    src = rng.integers(-400, 400, 256).astype(np.int16)
    dst = rng.integers(0, 256, 512).astype(np.uint8)
    f = {("h", "count"): asc_vdeq_int162b8_h, ("l", "count"): asc_vdeq_int162b8_l,
         ("h", "sync"): asc_vdeq_int162b8_h_sync, ("l", "sync"): asc_vdeq_int162b8_l_sync,
         ("h", "repeat"): asc_vdeq_int162b8_h, ("l", "repeat"): asc_vdeq_int162b8_l}[(part, form)]
    n = 200 if form != "repeat" else 256

    def body(p: dict[str, Any]) -> None:
        tmp = ub_array(uint64_t, 16)
        asc_set_deq_scale(tmp, _SCALES, np.array(_OFFSETS, np.int16), _SIGNS)
        order(PIPE_S, PIPE_V)  # the table is stored by the scalar unit; the vector pipe reads it
        d = p["dst"].cast(int8_t) if form == "count" else p["dst"]
        if form == "repeat":
            f(d, p["src"], 2, 1, 1, 8, 8)
        else:
            f(d, p["src"], n)

    out, _ = run_ub({"dst": dst, "src": src}, body)
    assert np.array_equal(out["dst"], ref_vdeq(src, dst, n, part == "h", _SIGNS))


def test_set_deq_scale_table_checks() -> None:
    def body(p: dict[str, Any]) -> None:
        tmp = ub_array(uint64_t, 16)
        asc_set_deq_scale(tmp, _SCALES[:8], _OFFSETS, _SIGNS)

    with pytest.raises(AscValueError, match="ASC_VDEQ_SIZE"):
        run_ub({"x": np.zeros(16, np.uint8)}, body)


def test_get_vms4_sr_needs_a_writable_array() -> None:
    from ascsim.errors import AscTypeError

    with pytest.raises(AscTypeError, match="writable"):
        run_ub({"x": np.zeros(16, np.uint8)}, lambda p: asc_get_vms4_sr((0, 0, 0, 0)))


def test_set_va_reg_of_vector_compute() -> None:
    def body(p: dict[str, Any]) -> None:
        ptrs = [p["x"] + 16 * j for j in range(8)]
        asc_set_va_reg(VA0, ptrs)

    run_ub({"x": np.zeros(256, np.int16)}, body)

