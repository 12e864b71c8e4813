"""The UB forms of asc_add, asc_gt, asc_duplicate, asc_select, asc_squeeze and their control
registers, from Python, against element-by-element references written from the vendor pages."""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from kernels import order, run_blocks
from permute._util import FAST

import ascsim
from ascsim import (
    PIPE_S,
    PIPE_V,
    asc_add,
    asc_add_sync,
    asc_duplicate,
    asc_duplicate_sync,
    asc_get_cmp_mask,
    asc_get_rsvd_count,
    asc_gt,
    asc_gt_sync,
    asc_init,
    asc_select,
    asc_select_sync,
    asc_set_cmp_mask,
    asc_set_mask_count,
    asc_set_mask_norm,
    asc_set_vector_mask,
    asc_squeeze,
    float_,
    half,
    ub_array,
    uint8_t,
)
from ascsim.errors import HazardError, MemoryAccessError, UninitializedError, UnsupportedError
from vector_compute._ref import normal_active, per_repeat, repeats_and_active, run_ub, walk

ALL = 2**64 - 1
ADD_DTYPES = [np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.int16), np.dtype(np.int32)]
DUP_DTYPES = [np.dtype(np.float16), np.dtype(np.int16), np.dtype(np.uint16), np.dtype(ml_dtypes.bfloat16),
              np.dtype(np.float32), np.dtype(np.int32), np.dtype(np.uint32)]
CMP_DTYPES = [np.dtype(np.float16), np.dtype(np.float32)]


def values(dt: np.dtype, n: int, seed: int) -> np.ndarray:
    """Finite test data of dtype ``dt``: small integers and fractions, with wrap-around cases for ints."""
    rng = np.random.default_rng(seed)
    if dt.kind in "iu":
        info = np.iinfo(dt)
        out = rng.integers(info.min, info.max, n, endpoint=True, dtype=np.int64)
        return out.astype(dt)
    return (rng.integers(-2000, 2000, n) / 8).astype(dt)


def add_one(dt: np.dtype, a: Any, b: Any) -> Any:
    """The page's dst = src0 + src1 for one element: integers wrap, floats round once in the type."""
    if dt.kind in "iu":
        bits = dt.itemsize * 8
        v = (int(a) + int(b)) % (1 << bits)
        return np.array(v, np.uint64).astype(f"u{dt.itemsize}").view(dt)[()]
    if dt == np.float32:
        return np.float32(a) + np.float32(b)
    return np.array(float(a) + float(b)).astype(dt)[()]  # the float64 sum of two 16-bit floats is exact


def extent(size: int, repeats: int, block: int, rep: int) -> int:
    """Elements an operand needs for ``repeats`` repeats with these strides (at least one repeat)."""
    last = max(0, (max(repeats, 1) - 1) * rep + 7 * block)
    return (last + 1) * 32 // size


def same(got: np.ndarray, want: np.ndarray) -> bool:
    u = f"u{got.dtype.itemsize}"
    return bool((got.view(u) == want.view(u)).all())


# ---------------------------------------------------------------------------------------------------
# asc_add


@pytest.mark.parametrize("dt", ADD_DTYPES, ids=str)
@FAST
@given(repeat=st.integers(0, 3), blk=st.tuples(st.integers(1, 3), st.integers(0, 3), st.integers(0, 3)),
       rep=st.tuples(st.integers(0, 12), st.integers(0, 12), st.integers(0, 12)),
       mask=st.tuples(st.integers(0, ALL), st.integers(0, ALL)), seed=st.integers(0, 99))
def test_add_repeat_form(dt: np.dtype, repeat: int, blk: tuple, rep: tuple, mask: tuple, seed: int) -> None:
    size = dt.itemsize
    n = [extent(size, repeat, b, r) for b, r in zip(blk, rep, strict=True)]
    dst0, a, b = values(dt, n[0], seed), values(dt, n[1], seed + 1), values(dt, n[2], seed + 2)

    def body(p: dict[str, Any]) -> None:
        asc_set_vector_mask(*mask)
        asc_add(p["dst"], p["a"], p["b"], repeat, *blk, *rep)

    got, _ = run_ub({"dst": dst0, "a": a, "b": b}, body)
    want = dst0.copy()
    active = normal_active(size, *mask)
    walks = [walk(size, repeat, bs, rs) for bs, rs in zip(blk, rep, strict=True)]
    for (_r, i, d), (_, _, s0), (_, _, s1) in zip(*walks, strict=True):
        if active[i]:
            want[d] = add_one(dt, a[s0], b[s1])
    assert same(got["dst"], want)


@pytest.mark.parametrize("dt", ADD_DTYPES, ids=str)
def test_add_count_form_and_the_mask_it_leaves(dt: np.dtype) -> None:
    """A count form adds the first count elements; afterwards the mode is normal and the vector mask
    is (0, count), so a following repeat form uses the low count bits of each repeat."""
    size = dt.itemsize
    e = per_repeat(size)
    for k, count in enumerate((0, 1, e - 1, e, e + 1, 3 * e + 5)):
        n = 4 * e
        dst0, a, b = values(dt, n, k), values(dt, n, k + 10), values(dt, n, k + 20)

        def body(p: dict[str, Any], count: int = count) -> None:
            asc_add(p["dst"], p["a"], p["b"], count)
            asc_add(p["dst2"], p["a"], p["b"], 1, 1, 1, 1, 8, 8, 8)

        got, _ = run_ub({"dst": dst0, "dst2": dst0, "a": a, "b": b}, body)
        want = dst0.copy()
        want2 = dst0.copy()
        for i in range(n):
            if i < count:
                want[i] = add_one(dt, a[i], b[i])
            if i < e and i < 64 and (count >> i) & 1:
                want2[i] = add_one(dt, a[i], b[i])
        assert same(got["dst"], want), count
        assert same(got["dst2"], want2), count


@pytest.mark.parametrize("dt", ADD_DTYPES, ids=str)
def test_add_counter_mode_repeat_form(dt: np.dtype) -> None:
    """Counter mode: mask0 elements in all, repeat ignored, strides still apply."""
    size = dt.itemsize
    e = per_repeat(size)
    total = 2 * e + 7
    n_rep, active = repeats_and_active(size, counter=True, mask=(0, total))
    n = extent(size, n_rep, 2, 16)
    dst0, a, b = values(dt, n, 1), values(dt, n, 2), values(dt, n, 3)

    def body(p: dict[str, Any]) -> None:
        asc_set_mask_count()
        asc_set_vector_mask(0, total)
        asc_add(p["dst"], p["a"], p["b"], 1, 2, 2, 2, 16, 16, 16)
        asc_set_mask_norm()

    got, _ = run_ub({"dst": dst0, "a": a, "b": b}, body)
    want = dst0.copy()
    for r, i, idx in walk(size, n_rep, 2, 16):
        if active(r, i):
            want[idx] = add_one(dt, a[idx], b[idx])
    assert same(got["dst"], want)


def test_add_accumulates_over_repeats_with_dst_repeat_stride_zero() -> None:
    """dst = src0 + dst with dst and src1 repeat strides 0: later repeats read what earlier ones wrote."""
    dt = np.dtype(np.int32)
    acc0, src = values(dt, 64, 5), values(dt, 64 * 6, 6)

    def body(p: dict[str, Any]) -> None:
        asc_add(p["acc"], p["src"], p["acc"], 6, 1, 1, 1, 0, 8, 0)

    got, _ = run_ub({"acc": acc0, "src": src}, body)
    want = acc0.copy()
    for r in range(6):
        for i in range(64):
            want[i] = add_one(dt, src[r * 64 + i], want[i])
    assert same(got["acc"], want)


def test_add_sync_orders_the_vector_pipe_before_scalar_reads() -> None:
    def kernel() -> np.ndarray:
        a = ub_array(float_, 64)
        a.write(np.arange(64, dtype=np.float32))
        order(PIPE_S, PIPE_V)
        asc_add_sync(a, a, a, 64)
        return a.read(64)  # no notify/wait: the _sync form ended with a full barrier

    assert (run_blocks(kernel)[0] == 2 * np.arange(64, dtype=np.float32)).all()


# ---------------------------------------------------------------------------------------------------
# asc_duplicate


@pytest.mark.parametrize("dt", DUP_DTYPES, ids=str)
def test_duplicate_count_and_repeat_forms(dt: np.dtype) -> None:
    size = dt.itemsize
    e = per_repeat(size)
    scalar = values(dt, 1, 42)[0]
    count = e + 3
    mask = (0x8000000000000001, 0xF0F0F0F0F0F0F0F1)
    n_rep = 2
    n = extent(size, n_rep, 3, 9)
    dst0 = values(dt, n, 7)
    py = float(scalar) if dt.kind == "f" else int(scalar)

    def body(p: dict[str, Any]) -> None:
        asc_duplicate(p["a"], py, count)
        asc_set_vector_mask(*mask)
        asc_duplicate(p["b"], py, n_rep, 3, 9)
        asc_duplicate_sync(p["c"], scalar, 1)  # a numpy (or ml_dtypes) scalar of the type

    got, _ = run_ub({"a": dst0, "b": dst0, "c": dst0}, body)
    want_a, want_b, want_c = dst0.copy(), dst0.copy(), dst0.copy()
    want_a[:count] = scalar
    want_c[0] = scalar
    active = normal_active(size, *mask)
    for _r, i, idx in walk(size, n_rep, 3, 9):
        if active[i]:
            want_b[idx] = scalar
    assert same(got["a"], want_a) and same(got["b"], want_b) and same(got["c"], want_c)


# ---------------------------------------------------------------------------------------------------
# asc_gt, CMPMASK, asc_select


def cmp_bits(raw16: np.ndarray) -> list[int]:
    return [(int(raw16[k // 8]) >> (k % 8)) & 1 for k in range(128)]


@pytest.mark.parametrize("dt", CMP_DTYPES, ids=str)
@FAST
@given(mask=st.tuples(st.integers(0, ALL), st.integers(0, ALL)), blk=st.integers(0, 3), seed=st.integers(0, 99))
def test_gt_into_cmpmask(dt: np.dtype, mask: tuple, blk: int, seed: int) -> None:
    """One repeat whatever ``repeat`` says; bits of masked-off elements keep their earlier value."""
    size = dt.itemsize
    n = extent(size, 1, blk, 0)
    a, b = values(dt, n, seed), values(dt, n, seed + 1)
    b[::3] = a[::3]  # equal values compare false
    before = np.random.default_rng(seed).integers(0, 256, 16).astype(np.uint8)

    def body(p: dict[str, Any]) -> None:
        asc_set_cmp_mask(p["before"])
        asc_set_vector_mask(*mask)
        asc_gt(p["a"], p["b"], 200, 1, blk, blk, 8, 8, 8)
        asc_get_cmp_mask(p["after"])

    got, _ = run_ub({"a": a, "b": b, "before": before, "after": np.zeros(16, np.uint8)}, body)
    want = cmp_bits(before)
    active = normal_active(size, *mask)
    for _r, i, idx in walk(size, 1, blk, 0):
        if active[i]:
            want[i] = int(a[idx] > b[idx])
    assert cmp_bits(got["after"]) == want


@pytest.mark.parametrize("dt", CMP_DTYPES, ids=str)
def test_gt_into_ub_bits(dt: np.dtype) -> None:
    """With dst: every element of every repeat (the vector mask is not used); one bit per element,
    little-endian, result blocks of 32 / sizeof(T) bits placed by the dst strides."""
    size = dt.itemsize
    e = per_repeat(size)
    per_block_bits = 32 // size
    for repeat, db, dr in ((3, 1, 8), (2, 2, 16), (2, 1, 0)):
        n = extent(size, repeat, 1, 8)
        a, b = values(dt, n, repeat), values(dt, n, repeat + 5)
        out_bits = ((repeat - 1) * dr + 7 * db + 1) * per_block_bits
        dst0 = np.full(out_bits // 8 + 32, 0xA5, np.uint8)

        def body(p: dict[str, Any], repeat: int = repeat, db: int = db, dr: int = dr) -> None:
            asc_set_vector_mask(0, 1)  # would leave one element if the mask applied
            asc_gt(p["dst"], p["a"], p["b"], repeat, db, 1, 1, dr, 8, 8)

        got, _ = run_ub({"dst": dst0, "a": a, "b": b}, body)
        want = dst0.copy()
        for r in range(repeat):
            for i in range(e):
                blk, j = divmod(i, per_block_bits)
                bit = (r * dr + blk * db) * per_block_bits + j
                src = r * e + i
                if a[src] > b[src]:
                    want[bit // 8] |= 1 << (bit % 8)
                else:
                    want[bit // 8] &= ~(1 << (bit % 8)) & 0xFF
        assert (got["dst"] == want).all(), (repeat, db, dr)


@pytest.mark.parametrize("dt", CMP_DTYPES, ids=str)
def test_select_by_cmpmask(dt: np.dtype) -> None:
    """Every repeat selects with the same first E bits of CMPMASK; count and masked repeat forms."""
    size = dt.itemsize
    e = per_repeat(size)
    sel = np.random.default_rng(3).integers(0, 256, 16).astype(np.uint8)
    bits = cmp_bits(sel)
    n = 3 * e
    a, b, dst0 = values(dt, n, 1), values(dt, n, 2), values(dt, n, 3)
    count = 2 * e + 9
    mask = (0, 0x00FF00FF00FF00FF)

    def body(p: dict[str, Any]) -> None:
        asc_set_cmp_mask(p["sel"])
        asc_select(p["d1"], p["a"], p["b"], count)
        asc_set_vector_mask(*mask)
        asc_select(p["d2"], p["a"], p["b"], 3, 1, 1, 1, 8, 8, 8)
        asc_select_sync(p["d3"], p["a"], p["b"], 5)

    got, _ = run_ub({"sel": sel, "a": a, "b": b, "d1": dst0, "d2": dst0, "d3": dst0}, body)
    w1, w2, w3 = dst0.copy(), dst0.copy(), dst0.copy()
    active = normal_active(size, *mask)
    for k in range(n):
        pick = a[k] if bits[k % e] else b[k]
        if k < count:
            w1[k] = pick
        if active[k % e]:
            w2[k] = pick
        if k < 5:
            w3[k] = pick
    assert same(got["d1"], w1) and same(got["d2"], w2) and same(got["d3"], w3)


def test_gt_then_select_and_gt_sync() -> None:
    """The CMPMASK a compare leaves is what asc_select uses: max(a, b) element-wise for one repeat."""
    dt = np.dtype(np.float16)
    a, b = values(dt, 128, 8), values(dt, 128, 9)

    def body(p: dict[str, Any]) -> None:
        asc_gt_sync(p["a"], p["b"], 1, 1, 1, 1, 8, 8, 8)
        asc_select(p["d"], p["a"], p["b"], 128)

    got, _ = run_ub({"a": a, "b": b, "d": np.zeros(128, dt)}, body)
    assert same(got["d"], np.array([x if x > y else y for x, y in zip(a, b, strict=True)], dt))


# ---------------------------------------------------------------------------------------------------
# asc_squeeze


@pytest.mark.parametrize("dt", [np.dtype(np.uint16), np.dtype(np.uint32)], ids=str)
@pytest.mark.parametrize("pattern", range(8))
def test_squeeze_patterns(dt: np.dtype, pattern: int) -> None:
    size = dt.itemsize
    e = per_repeat(size)
    repeat, s0b, s0r, s1r = 3, 1, 8, 1
    n = extent(size, repeat, s0b, s0r)
    src = np.arange(n, dtype=dt) * 3 + 1
    pat = np.random.default_rng(pattern).integers(0, 256, 32 * (repeat + 1)).astype(np.uint8)
    dst0 = np.full(repeat * e + 4, 7, dt)

    def body(p: dict[str, Any]) -> int:
        asc_squeeze(p["dst"], p["src"], p["pat"].cast(p["src"].elem), repeat, 1, s0b, pattern, 8, s0r, s1r)
        return int(asc_get_rsvd_count())

    got, kept = run_ub({"dst": dst0, "src": src, "pat": pat}, body)
    rules = {1: lambda i: i % 2 == 0, 2: lambda i: i % 2 == 1, 3: lambda i: i % 4 == 0, 4: lambda i: i % 4 == 1,
             5: lambda i: i % 4 == 2, 6: lambda i: i % 4 == 3, 7: lambda i: True}
    want = dst0.copy()
    pos = 0
    for r, i, idx in walk(size, repeat, s0b, s0r):
        if pattern == 0:
            byte = r * s1r * 32 + i // 8
            take = (int(pat[byte]) >> (i % 8)) & 1 == 1
        else:
            take = rules[pattern](i)
        if take:
            want[pos] = src[idx]
            pos += 1
    assert kept == pos
    assert (got["dst"] == want).all()


# ---------------------------------------------------------------------------------------------------
# What the checker sees, errors, context


def test_masked_off_elements_are_neither_read_nor_written() -> None:
    """Only active elements are touched: never-written sources under a zero mask bit are not an
    uninitialised read, and scalar reads of untouched dst elements race with nothing."""

    def kernel() -> np.ndarray:
        a = ub_array(half, 128)
        d = ub_array(half, 128)
        a.write(np.zeros(64, np.float16))  # only the first half is initialised
        d.write(np.zeros(128, np.float16))
        order(PIPE_S, PIPE_V)
        asc_set_vector_mask(0, ALL)  # elements 0..63
        asc_add(d, a, a, 1, 1, 1, 1, 8, 8, 8)
        return (d + 64).read(64)  # elements the V pipe did not write: no sync needed

    assert (run_blocks(kernel)[0] == 0).all()


def test_reading_the_written_elements_without_sync_is_a_race() -> None:
    def kernel() -> None:
        a = ub_array(half, 128)
        a.write(np.zeros(128, np.float16))
        order(PIPE_S, PIPE_V)
        asc_set_vector_mask(0, 1)
        asc_add(a, a, a, 1, 1, 1, 1, 8, 8, 8)
        a.read(1)

    with pytest.raises(HazardError):
        run_blocks(kernel)


def test_uninitialised_active_source_is_reported() -> None:
    def kernel() -> None:
        a = ub_array(float_, 64)
        asc_add(a, a, a, 64)

    with pytest.raises(UninitializedError):
        run_blocks(kernel)


def test_strides_past_the_array_are_out_of_bounds() -> None:
    def kernel() -> None:
        a = ub_array(float_, 128)
        a.write(np.zeros(128, np.float32))
        order(PIPE_S, PIPE_V)
        asc_add(a, a, a, 2, 1, 1, 1, 9, 8, 8)  # dst repeat 1 ends 32 bytes past the array

    with pytest.raises(MemoryAccessError, match="past the end"):
        run_blocks(kernel)


def test_misaligned_operand() -> None:
    def kernel() -> None:
        a = ub_array(float_, 128)
        asc_duplicate(a + 1, 1.0, 8)

    with pytest.raises(MemoryAccessError, match="32-byte aligned"):
        run_blocks(kernel)


def test_select_before_any_cmpmask_is_reported() -> None:
    def kernel() -> None:
        a = ub_array(half, 128)
        a.write(np.zeros(128, np.float16))
        order(PIPE_S, PIPE_V)
        asc_select(a, a, a, 128)

    with pytest.raises(UninitializedError, match="CMPMASK"):
        run_blocks(kernel)


def test_squeeze_counter_mode_and_bad_pattern() -> None:
    def kernel(pattern: int, counter: bool) -> None:
        a = ub_array(ascsim.uint16_t, 128)
        a.write(np.zeros(128, np.uint16))
        order(PIPE_S, PIPE_V)
        if counter:
            asc_set_mask_count()
        asc_squeeze(a, a, a, 1, 1, 1, pattern, 8, 8, 8)

    with pytest.raises(UnsupportedError):
        run_blocks(lambda: kernel(1, True))
    with pytest.raises(ascsim.errors.AscValueError, match="1..7"):
        run_blocks(lambda: kernel(8, False))


def test_asc_init_resets_mask_state_and_cube_core_does_nothing() -> None:
    def kernel() -> np.ndarray:
        a = ub_array(float_, 64)
        a.write(np.ones(64, np.float32))
        order(PIPE_S, PIPE_V)
        asc_set_mask_count()
        asc_set_vector_mask(0, 3)
        asc_init()  # normal mode, every mask bit set
        asc_add(a, a, a, 1, 1, 1, 1, 8, 8, 8)
        order(PIPE_V, PIPE_S)
        return a.read(64)

    assert (run_blocks(kernel)[0] == 2).all()

    def cube() -> np.ndarray:
        a = ub_array(uint8_t, 32)
        a.write(np.ones(32, np.uint8))
        asc_duplicate(a.cast(ascsim.uint16_t), 9, 16)
        asc_get_cmp_mask(a)
        return a.read(32)

    assert (run_blocks(cube, core="AIC")[0] == 1).all()


def test_short_sel_mask_array_reads_its_slot_padding() -> None:
    """The page's example loads CMPMASK from an 8-byte array (float select uses 64 bits)."""
    dt = np.dtype(np.float32)
    a, b = values(dt, 64, 1), values(dt, 64, 2)
    sel = np.array([0xFF, 0, 0x0F, 0, 0, 0, 0, 0x80], np.uint8)

    def body(p: dict[str, Any]) -> None:
        asc_set_cmp_mask(p["sel"])
        asc_select(p["d"], p["a"], p["b"], 64)

    got, _ = run_ub({"sel": sel, "a": a, "b": b, "d": np.zeros(64, dt)}, body)
    bits = cmp_bits(np.concatenate([sel, np.zeros(8, np.uint8)]))
    assert same(got["d"], np.array([a[i] if bits[i] else b[i] for i in range(64)], dt))
