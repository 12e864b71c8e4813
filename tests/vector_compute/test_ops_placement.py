"""Where the UB vector instructions put their bytes and the small register images they leave, as
``ascsim.ops`` states them, against formulas written here item by item from the pages' descriptions
(no call of the code under test builds an expected value)."""

from __future__ import annotations

import numpy as np
import pytest

from ascsim.ops import compare, convert, reduce, sort, transto5hd, ub_convert
from ascsim.ops import vector_addressing as va
from ascsim.ops.duplicate import brcb_raw


@pytest.mark.parametrize(("n_rep", "n_items", "item", "repeat_bytes"), [(3, 5, 4, 64), (1, 256, 2, 0), (2, 8, 8, 8)])
def test_item_offsets_place_item_i_of_repeat_r(n_rep: int, n_items: int, item: int, repeat_bytes: int) -> None:
    got = va.item_offsets(n_rep, n_items, item, repeat_bytes)
    assert got.tolist() == [[r * repeat_bytes + i * item for i in range(n_items)] for r in range(n_rep)]


def test_squeeze_pattern_bytes_of_repeat_r_start_r_strides_after_src1() -> None:
    got = va.squeeze_pattern_offsets(3, 2, 8)  # float: 64 elements, 8 pattern bytes per repeat
    assert got.tolist() == [[r * 2 * 32 + j for j in range(8)] for r in range(3)]


@pytest.mark.parametrize("size", [2, 4])
def test_block_start_offsets_cover_each_block_element_by_element(size: int) -> None:
    starts = np.array([[0, 96, 32], [64, 0, 128]])
    got = va.block_start_offsets(starts, size)
    per = 32 // size
    want = [[int(starts[r, b]) + j * size for b in range(3) for j in range(per)] for r in range(2)]
    assert got.tolist() == want


@pytest.mark.parametrize("high", [False, True])
def test_half_block_offsets_fill_the_upper_or_lower_16_bytes(high: bool) -> None:
    stride = va.Stride(2, 20)
    got = va.half_block_offsets(2, stride, high)
    want = [[(r * 20 + b * 2) * 32 + (16 if high else 0) + j for b in range(8) for j in range(16)] for r in range(2)]
    assert got.tolist() == want


def test_squeeze_placement_packs_the_kept_elements_repeat_after_repeat() -> None:
    rng = np.random.default_rng(5)
    sel = rng.integers(0, 2, (3, 16)).astype(bool)
    sel[1] = False  # a repeat that keeps nothing
    offsets, written, total = va.squeeze_placement(sel, 4)
    before = 0
    for r in range(3):
        kept = int(sum(sel[r]))
        for k in range(16):
            assert bool(written[r, k]) == (k < kept)
            if k < kept:
                assert offsets[r, k] == (before + k) * 4
        before += kept
    assert total == before == int(sel.sum())


def test_count_selection_takes_the_first_count_bits() -> None:
    pattern = np.array([0b10110101, 0b00000011, 0xFF], np.uint8)
    sel, active = va.count_selection(pattern, 10, 8)  # 10 elements, 8 per repeat: 2 repeats
    bits = [(int(pattern[k // 8]) >> (k % 8)) & 1 for k in range(10)]
    assert sel.shape == active.shape == (2, 8)
    assert sel.reshape(-1).tolist() == [bool(b) for b in bits] + [False] * 6
    assert active.reshape(-1).tolist() == [True] * 10 + [False] * 6


def test_cmpmask_merge_changes_only_the_active_bits() -> None:
    rng = np.random.default_rng(6)
    old = rng.integers(0, 2, 128).astype(bool)
    flags = rng.integers(0, 2, 64).astype(bool)
    active = rng.integers(0, 2, 64).astype(bool)
    got = compare.cmpmask_merge(old, flags, active)
    want = [bool(flags[i]) if i < 64 and active[i] else bool(old[i]) for i in range(128)]
    assert got.tolist() == want


def test_brcb_fills_block_j_with_element_j() -> None:
    src = np.arange(16, dtype=np.uint32).reshape(2, 8) + 100
    got = brcb_raw(src, 8)
    assert got.tolist() == [[int(src[r, b]) for b in range(8) for _ in range(8)] for r in range(2)]


def test_vdeq_element_configs_use_set_j_for_element_j_of_each_block() -> None:
    table = np.arange(16, dtype=np.uint64) * 1000 + 7
    got = ub_convert.vdeq_element_configs(table, 128)
    assert got.tolist() == [int(table[i % 16]) for i in range(128)]


def test_nibbles_low_nibble_first_and_back() -> None:
    raw = np.array([[0x21, 0xF0, 0x9A]], np.uint8)
    got = convert.nibbles(raw)
    assert got.tolist() == [[0x1, 0x2, 0x0, 0xF, 0xA, 0x9]]
    values = np.array([[3, 12, 0x1F, 5]], np.uint8)  # only the low 4 bits count
    assert convert.nibble_bytes(values).tolist() == [[3 | 12 << 4, 0xF | 5 << 4]]


def test_vms4_sr_holds_list_j_in_bits_16j() -> None:
    taken = [5, 0, 4095, 1]
    assert sort.vms4_sr(taken) == 5 | 0 << 16 | 4095 << 32 | 1 << 48
    assert sort.vms4_counts(5 | 4095 << 32 | 1 << 48) == taken


def test_max_min_cnt_fields_value_low_index_high() -> None:
    assert reduce.max_min_cnt_fields(77 << 32 | 0xBEEF, 2) == (0xBEEF, 77)
    assert reduce.max_min_cnt_fields(3 << 32 | 0xFFFF_FFFF, 4) == (0xFFFF_FFFF, 3)


@pytest.mark.parametrize(("repeat", "r", "stride", "want"), [(1, 0, 3, 96), (4, 0, 3, 0), (4, 2, 3, 192)])
def test_transto5hd_repeat_offset(repeat: int, r: int, stride: int, want: int) -> None:
    assert transto5hd.repeat_offset(r, repeat, stride) == want


@pytest.mark.parametrize(("order", "size", "want"), [
    ("only_index", 2, (4, 1, 4)), ("only_value", 4, (4, 1, 4)), ("only_value", 2, (2, 1, 2)),
    ("index_value", 2, (2, 2, 4)), ("value_index", 4, (4, 2, 8))])
def test_repeat_reduce_layout(order: str, size: int, want: tuple[int, int, int]) -> None:
    assert reduce.repeat_reduce_layout(order, size) == want


@pytest.mark.parametrize("op", ["max", "min"])
@pytest.mark.parametrize("order", ["index_value", "value_index", "only_index", "only_value"])
def test_repeat_extreme_items_and_register(op: str, order: str) -> None:
    rng = np.random.default_rng(7)
    dt = np.dtype(np.int16)
    vals = rng.integers(-50, 50, (3, 128)).astype(np.int16)
    vals[1, 10] = vals[1, 90] = 200 if op == "max" else -200  # a tie: the first index counts
    lanes = rng.integers(0, 4, (3, 128)) > 0
    lanes[1, 10] = lanes[1, 90] = True
    src = vals.view(np.uint16)
    got = reduce.repeat_extreme_raw(src, lanes, dt, op, order)
    pick = max if op == "max" else min
    best_all: tuple[int, int] | None = None
    for r in range(3):
        active = [(int(vals[r, i]), i) for i in range(128) if lanes[r, i]]
        v = pick(x for x, _ in active)
        i = next(j for x, j in active if x == v)
        value_bits, index_bits = v & 0xFFFF, i
        items = {"index_value": [index_bits, value_bits], "value_index": [value_bits, index_bits],
                 "only_index": [i], "only_value": [value_bits]}[order]
        assert [int(x) for x in got[r]] == items
        if best_all is None or (v > best_all[0] if op == "max" else v < best_all[0]):
            best_all = (v, r * 128 + i)
    assert best_all is not None
    assert reduce.max_min_cnt(src, lanes, dt, op) == best_all[1] << 32 | (best_all[0] & 0xFFFF)


def test_acc_val_adds_the_repeat_sums_in_order() -> None:
    # Small integers in float: every sum is exact, so the total is the plain sum of the active values.
    rng = np.random.default_rng(8)
    vals = rng.integers(-1000, 1000, (4, 64)).astype(np.float32)
    lanes = rng.integers(0, 3, (4, 64)) > 0
    want = np.float32(sum(float(vals[r, i]) for r in range(4) for i in range(64) if lanes[r, i]))
    assert reduce.acc_val(vals.view(np.uint32), lanes, np.dtype(np.float32)) == int(want.view(np.uint32))
    # int32 wraps modulo 2^32
    big = np.full((3, 64), 2**30, np.int32)
    got = reduce.acc_val(big.view(np.uint32), np.ones((3, 64), bool), np.dtype(np.int32))
    assert got == (3 * 64 * 2**30) % 2**32
