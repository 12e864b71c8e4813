"""The UB compares (asc_eq/ne/ge/le/lt, the _scalar compares) and reductions (asc_repeat_reduce_*,
asc_datablock_reduce_*, asc_pair_reduce_sum) from Python, against element loops written from the
vendor pages (sums as the pages' pairwise tree, each addition rounded to the element type)."""

from __future__ import annotations

import operator
from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import asc_set_mask_count, asc_set_mask_norm, asc_set_vector_mask
from vector_compute._ref import BLOCK, per_repeat, repeats_and_active, run_ub, walk

ALL = 2**64 - 1
OPS = {"eq": operator.eq, "ne": operator.ne, "gt": operator.gt, "ge": operator.ge, "le": operator.le,
       "lt": operator.lt}
FLOATS = [np.dtype(np.float16), np.dtype(np.float32)]


def values(dt: np.dtype, n: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    if dt.kind in "iu":
        return rng.integers(-4, 4, n).astype(dt)
    out = (rng.integers(-8, 8, n) / 4).astype(dt)
    out[::17] = np.nan
    out[5::23] = -0.0
    return out


def pack_bits(flags: list[bool]) -> np.ndarray:
    flags = flags + [False] * (-len(flags) % 8)
    return np.array([sum(int(flags[8 * k + j]) << j for j in range(8)) for k in range(len(flags) // 8)], np.uint8)


def fn(name: str) -> Any:
    return getattr(ascsim, name)


@pytest.mark.parametrize("op", ["eq", "ne", "ge", "le", "lt"])
@pytest.mark.parametrize("dt", FLOATS + [np.dtype(np.int32)])
def test_compare_to_ub(op: str, dt: np.dtype) -> None:
    if dt.kind == "i" and op != "eq":
        pytest.skip("only asc_eq has an int32 form")
    e = per_repeat(dt.itemsize)
    repeat = 2
    a, b = values(dt, 4 * e, 1), values(dt, 4 * e, 2)
    a[: e // 2] = b[: e // 2]  # equal pairs too
    dst = np.full(64, 0xAA, np.uint8)
    got, _ = run_ub({"dst": dst, "a": a, "b": b},
                    lambda p: fn(f"asc_{op}")(p["dst"], p["a"], p["b"], repeat, 1, 1, 2, 8, 8, 16))
    # src1 uses block stride 2, repeat stride 16: walk its elements.
    flags = []
    src1 = {(r, i): k for r, i, k in walk(dt.itemsize, repeat, 2, 16)}
    with np.errstate(invalid="ignore"):
        for r, i, k in walk(dt.itemsize, repeat, 1, 8):
            flags.append(bool(OPS[op](a[k], b[src1[(r, i)]])))
    packed = pack_bits(flags)
    want = dst.copy()
    want[: packed.size] = packed
    np.testing.assert_array_equal(got["dst"], want)


@pytest.mark.parametrize("op", ["eq", "ne", "gt", "ge", "le", "lt"])
@pytest.mark.parametrize("dt", FLOATS)
def test_compare_scalar(op: str, dt: np.dtype) -> None:
    e = per_repeat(dt.itemsize)
    a = values(dt, 2 * e, 3)
    value = dt.type(0.5)
    dst = np.zeros(64, np.uint8)
    got, _ = run_ub({"dst": dst, "a": a},
                    lambda p: fn(f"asc_{op}_scalar_sync")(p["dst"], p["a"], value, 2, 1, 1, 8, 8))
    with np.errstate(invalid="ignore"):
        flags = [bool(OPS[op](a[k], value)) for _r, _i, k in walk(dt.itemsize, 2, 1, 8)]
    packed = pack_bits(flags)
    want = dst.copy()
    want[: packed.size] = packed
    np.testing.assert_array_equal(got["dst"], want)


def test_compare_into_cmpmask_then_get() -> None:
    dt = np.dtype(np.float32)
    a, b = values(dt, 64, 4), values(dt, 64, 5)
    out = np.zeros(32, np.uint8)

    def body(p: dict[str, Any]) -> None:
        asc_set_vector_mask(0, 0xFFFF0000FFFF)
        ascsim.asc_set_cmp_mask(p["zero"])
        ascsim.asc_le(p["a"], p["b"], 1, 1, 1, 1, 8, 8, 8)
        ascsim.asc_get_cmp_mask(p["out"])

    got, _ = run_ub({"a": a, "b": b, "out": out, "zero": np.zeros(32, np.uint8)}, body)
    with np.errstate(invalid="ignore"):
        flags = [bool(a[i] <= b[i]) and bool((0xFFFF0000FFFF >> i) & 1) for i in range(64)] + [False] * 64
    np.testing.assert_array_equal(got["out"][:16], pack_bits(flags))


def tree(vals: list[float], dt: np.dtype) -> Any:
    """The pages' pairwise tree (present elements only; absent partners pass the other unchanged)."""
    xs: list[Any] = [dt.type(v) if v is not None else None for v in vals]
    while len(xs) > 1:
        nxt = []
        for k in range(0, len(xs), 2):
            x, y = xs[k], xs[k + 1]
            with np.errstate(all="ignore"):
                nxt.append(x if y is None else y if x is None else dt.type(x + y))
        xs = nxt
    return dt.type(0) if xs[0] is None else xs[0]


def extreme(vals: list[Any], op: str) -> tuple[Any, int]:
    best, idx = None, 0
    for i, v in enumerate(vals):
        if v is None:
            continue
        if np.isnan(v):
            return v, i
        if best is None or (v > best if op == "max" else v < best) or (v == best == 0 and
                                                                         np.signbit(best) != np.signbit(v) and
                                                                         np.signbit(best) == (op == "max")):
            best, idx = v, i
    return best, idx


def _groups(dt: np.dtype, src: np.ndarray, *, count: int | None = None, repeat: int = 0, counter: bool = False,
            mask: tuple[int, int] = (ALL, ALL), sb: int = 1, sr: int = 8) -> list[list[Any]]:
    n_rep, active = repeats_and_active(dt.itemsize, count=count, repeat=repeat, counter=counter, mask=mask)
    out: list[list[Any]] = [[None] * per_repeat(dt.itemsize) for _ in range(n_rep)]
    for r, i, k in walk(dt.itemsize, n_rep, sb, sr):
        if active(r, i):
            out[r][i] = src[k]
    return out


@pytest.mark.parametrize("dt", FLOATS)
def test_repeat_reduce_sum_count_and_repeat(dt: np.dtype) -> None:
    e = per_repeat(dt.itemsize)
    src = (np.random.default_rng(6).standard_normal(4 * e) * 100).astype(dt)
    count = 2 * e + 7
    mask = (0, 0xF0F0F0F0F0F0F0F1)
    dst = np.zeros(16, dt)

    def body(p: dict[str, Any]) -> None:
        ascsim.asc_repeat_reduce_sum(p["d1"], p["src"], count)
        asc_set_vector_mask(*mask)
        ascsim.asc_repeat_reduce_sum(p["d2"], p["src"], 2, 2, 2, 16)

    got, _ = run_ub({"d1": dst, "d2": dst.copy(), "src": src}, body)
    want1 = [tree(g, dt) for g in _groups(dt, src, count=count)]
    np.testing.assert_array_equal(got["d1"][:3], np.array(want1, dt))
    want2 = [tree(g, dt) for g in _groups(dt, src, repeat=2, mask=mask, sb=2, sr=16)]
    np.testing.assert_array_equal(got["d2"][[0, 2]], np.array(want2, dt))


@pytest.mark.parametrize("op", ["max", "min"])
@pytest.mark.parametrize("dt", FLOATS)
def test_repeat_reduce_extreme_orders(op: str, dt: np.dtype) -> None:
    e = per_repeat(dt.itemsize)
    src = values(dt, 2 * e, 7)
    src[3] = np.nan  # the first repeat's NaN wins
    uint = np.dtype(f"u{dt.itemsize}")
    bufs = {o: np.zeros(16, dt) for o in ("index_value", "value_index", "only_index", "only_value")}

    def body(p: dict[str, Any]) -> None:
        for o in bufs:
            fn(f"asc_repeat_reduce_{op}_{o}")(p[o], p["src"], 2 * e)

    got, _ = run_ub({**bufs, "src": src}, body)
    res = [extreme(g, op) for g in _groups(dt, src, count=2 * e)]
    vals = np.array([v for v, _ in res], dt).view(uint)
    idx = np.array([i for _, i in res], uint)
    np.testing.assert_array_equal(got["value_index"][:4].view(uint), np.stack([vals, idx], 1).reshape(-1))
    np.testing.assert_array_equal(got["index_value"][:4].view(uint), np.stack([idx, vals], 1).reshape(-1))
    np.testing.assert_array_equal(got["only_value"][:2].view(uint), vals)
    np.testing.assert_array_equal(got["only_index"].view(np.uint8)[:8].view(np.uint32), idx.astype(np.uint32))


@pytest.mark.parametrize("op", ["sum", "max", "min"])
@pytest.mark.parametrize("dt", FLOATS)
def test_datablock_reduce(op: str, dt: np.dtype) -> None:
    e = per_repeat(dt.itemsize)
    per = BLOCK // dt.itemsize
    src = values(dt, 2 * e, 8)
    src[src != src] = 1.0
    dst = np.full(32, 7, dt)
    got, _ = run_ub({"dst": dst, "src": src},
                    lambda p: (asc_set_vector_mask(ALL, ALL),
                               fn(f"asc_datablock_reduce_{op}")(p["dst"], p["src"], 2, 2, 1, 8)))
    want = dst.copy()
    for r, g in enumerate(_groups(dt, src, repeat=2)):
        for b in range(8):
            blk = g[b * per:(b + 1) * per]
            want[r * 16 + b] = tree(blk, dt) if op == "sum" else extreme(blk, op)[0]
    np.testing.assert_array_equal(got["dst"], want)


@pytest.mark.parametrize("dt", FLOATS)
def test_pair_reduce_counter_mode(dt: np.dtype) -> None:
    e = per_repeat(dt.itemsize)
    src = values(dt, 2 * e, 9)
    src[src != src] = 2.0
    dst = np.full(2 * e, 3, dt)
    n = e + 5

    def body(p: dict[str, Any]) -> None:
        asc_set_mask_count()
        asc_set_vector_mask(0, n)
        ascsim.asc_pair_reduce_sum(p["dst"], p["src"], 9, 1, 1, 8)
        asc_set_mask_norm()

    got, _ = run_ub({"dst": dst, "src": src}, body)
    want = dst.copy()
    for r, g in enumerate(_groups(dt, src, counter=True, mask=(0, n))):
        for j in range(e // 2):
            want[r * (e // 2) + j] = tree(g[2 * j:2 * j + 2], dt)
    np.testing.assert_array_equal(got["dst"], want)


def test_misc_program_through_front_end() -> None:
    import io
    from pathlib import Path

    from ascsim.frontend import run_file

    program = Path(__file__).resolve().parent.parent / "asc" / "vector_compute_misc.asc"
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file(str(program), (), (), stdout=out, stderr=err)
    text = out.getvalue().decode()
    assert rc == 0, text + err.getvalue().decode()
    for name in ("compares", "repeat reductions", "block and pair reductions"):
        assert f"{name}: ok" in text
    assert "warning" not in err.getvalue().decode()
