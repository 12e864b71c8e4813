"""The reduction registers of vector_compute.h (asc_get_reduce_max_cnt, asc_get_reduce_min_cnt,
asc_get_acc_val) after UB repeat reductions, from Python, against loops written from the vendor pages:
the value and first index of the max (min) over every repeat, and the total of a sum reduction."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from frontend.asc_run import ASC_DIR, run_asc

import ascsim
from ascsim import PIPE_S, PIPE_V, Ref
from vector_compute._ref import order, run_ub

FLOATS = [np.dtype(np.float16), np.dtype(np.float32)]
ELEM = {FLOATS[0]: ascsim.half, FLOATS[1]: ascsim.float_}


def _cnt(op: str, dt: np.dtype, src: np.ndarray) -> tuple[Any, int]:
    def body(p: dict[str, Any]) -> tuple[Any, int]:
        getattr(ascsim, f"asc_repeat_reduce_{op}_value_index")(p["dst"], p["src"], src.size)
        order(PIPE_V, PIPE_S)
        val, idx = Ref(ELEM[dt], 0), Ref(ascsim.uint32_t, 0)
        getattr(ascsim, f"asc_get_reduce_{op}_cnt")(val, idx)
        return val.value, int(idx)

    _, got = run_ub({"dst": np.zeros(2 * 8, dt), "src": src}, body)
    return got


@pytest.mark.parametrize("op", ["max", "min"])
@pytest.mark.parametrize("dt", FLOATS)
def test_reduce_cnt_over_repeats(op: str, dt: np.dtype) -> None:
    e = 256 // dt.itemsize
    rng = np.random.default_rng(3)
    src = (rng.integers(-50, 50, 3 * e) / 4).astype(dt)
    best = src.max() if op == "max" else src.min()
    src[e + 5] = best  # a tie in a later repeat: the first occurrence wins
    val, idx = _cnt(op, dt, src)
    want = int(np.flatnonzero(src == best)[0])
    assert (val, idx) == (best, want)


def test_page_example_max() -> None:
    src = np.arange(1, 257).astype(np.float16)
    val, idx = _cnt("max", np.dtype(np.float16), src)
    assert (float(val), idx) == (256.0, 255)


@pytest.mark.parametrize("dt", FLOATS)
def test_acc_val_total(dt: np.dtype) -> None:
    e = 256 // dt.itemsize
    src = (np.arange(2 * e) % 7 / 2).astype(dt)

    def body(p: dict[str, Any]) -> int:
        ascsim.asc_repeat_reduce_sum(p["dst"], p["src"], src.size)
        order(PIPE_V, PIPE_S)
        return int(ascsim.asc_get_acc_val())

    _, got = run_ub({"dst": np.zeros(16, dt), "src": src}, body)
    # the pairwise tree within each repeat, then the repeats' sums added in order
    sums = []
    for r in range(2):
        x = list(src[r * e:(r + 1) * e])
        while len(x) > 1:
            x = [dt.type(x[i] + x[i + 1]) for i in range(0, len(x), 2)]
        sums.append(x[0])
    total = sums[0]
    for s in sums[1:]:
        total = dt.type(total + s)
    assert got == int(np.array([total], dt).view(f"u{dt.itemsize}")[0])


def test_asc_program() -> None:
    r = run_asc(ASC_DIR / "vector_compute_reduce_regs.asc")
    assert r.rc == 0, r.out + r.err
    assert "reduce registers: ok" in r.out
    assert "warning" not in r.err


@pytest.mark.parametrize("pattern", [2, 3, 6, 7])
def test_reduce_builtin_patterns(pattern: int) -> None:
    src = np.arange(256, dtype=np.uint16) * 5

    def body(p: dict[str, Any]) -> int:
        ascsim.asc_reduce(p["dst"], p["src"], p["mask"], 2, 1, pattern, 8, 0)
        order(PIPE_V, PIPE_S)
        return int(ascsim.asc_get_rsvd_count())

    got, kept = run_ub({"dst": np.zeros(256, np.uint16), "src": src, "mask": np.zeros(16, np.uint16)}, body)
    i = np.arange(256) % 128
    flags = {2: i % 2 == 1, 3: i % 4 == 0, 6: i % 4 == 3, 7: np.ones(256, bool)}[pattern]
    want = src[flags]
    assert kept == want.size
    assert (got["dst"][:want.size] == want).all()
