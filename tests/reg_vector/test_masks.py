"""Mask creation and update and the 32-byte layout of a mask in UB (section 1)."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from kernels import FAST, order, run_vf

from ascsim import (
    PAT_ALL,
    PAT_ALLF,
    PAT_H,
    PAT_M3,
    PAT_M4,
    PAT_Q,
    PAT_VL1,
    PAT_VL2,
    PAT_VL3,
    PAT_VL4,
    PAT_VL8,
    PAT_VL16,
    PAT_VL32,
    PAT_VL64,
    PAT_VL128,
    PIPE_S,
    PIPE_V,
    Ref,
    asc_create_mask_b8,
    asc_create_mask_b16,
    asc_create_mask_b32,
    asc_loadalign,
    asc_storealign,
    asc_update_mask_b8,
    asc_update_mask_b16,
    asc_update_mask_b32,
    simd_vf,
    ub_array,
    uint8_t,
    uint32_t,
    vector_bool,
    vector_kernel,
)
from ascsim.errors import AscTypeError, AscValueError

#: Every finding (uninitialised read, race, unpaired sync) is an error in these tests.
pytestmark = pytest.mark.usefixtures("strict_checks")

CREATE = {1: asc_create_mask_b8, 2: asc_create_mask_b16, 4: asc_create_mask_b32}
UPDATE = {1: asc_update_mask_b8, 2: asc_update_mask_b16, 4: asc_update_mask_b32}

#: Each pattern as a rule on (element index i, element count N), from the SPEC's list.
PATTERNS = {
    "PAT_ALL": (PAT_ALL, lambda i, n: True),
    "PAT_VL1": (PAT_VL1, lambda i, n: i < 1),
    "PAT_VL2": (PAT_VL2, lambda i, n: i < 2),
    "PAT_VL3": (PAT_VL3, lambda i, n: i < 3),
    "PAT_VL4": (PAT_VL4, lambda i, n: i < 4),
    "PAT_VL8": (PAT_VL8, lambda i, n: i < 8),
    "PAT_VL16": (PAT_VL16, lambda i, n: i < 16),
    "PAT_VL32": (PAT_VL32, lambda i, n: i < 32),
    "PAT_VL64": (PAT_VL64, lambda i, n: i < 64),
    "PAT_VL128": (PAT_VL128, lambda i, n: i < 128),
    "PAT_M3": (PAT_M3, lambda i, n: i % 3 == 0),
    "PAT_M4": (PAT_M4, lambda i, n: i % 4 == 0),
    "PAT_H": (PAT_H, lambda i, n: i < n // 2),
    "PAT_Q": (PAT_Q, lambda i, n: i < n // 4),
    "PAT_ALLF": (PAT_ALLF, lambda i, n: False),
}


def governed(selected: list[bool], k: int) -> np.ndarray:
    """Mask bits for elements of k bytes: bit i*k carries element i, the other bits are clear."""
    bits = np.zeros(256, np.bool_)
    for i, on in enumerate(selected):
        bits[i * k] = on
    return bits


@pytest.mark.parametrize("name", list(PATTERNS))
@pytest.mark.parametrize("k", [1, 2, 4])
def test_create_mask_every_pattern(name: str, k: int) -> None:
    pat, rule = PATTERNS[name]
    n = 256 // k
    mask = run_vf(lambda: CREATE[k](pat))
    assert type(mask) is vector_bool and mask.written
    expected = governed([bool(rule(i, n)) for i in range(n)], k)
    np.testing.assert_array_equal(np.asarray(mask), expected)


def test_create_mask_vl_caps_at_lane_count() -> None:
    """PAT_VL128 on 32-bit elements: only 64 exist, so all of them."""
    mask = run_vf(lambda: asc_create_mask_b32(PAT_VL128))
    np.testing.assert_array_equal(np.asarray(mask), governed([True] * 64, 4))


@pytest.mark.parametrize("bad", [14, 16, -1, 99])
def test_create_mask_bad_pattern_names_the_valid_ones(bad: int) -> None:
    with pytest.raises(AscValueError) as info:
        run_vf(lambda: asc_create_mask_b8(bad))
    for name in PATTERNS:
        assert name in str(info.value)


def _update_case(k: int, value: int, use_ref: bool) -> tuple[np.ndarray, int]:
    holder = Ref(uint32_t, value) if use_ref else np.array(value, np.uint32)

    def body():
        return UPDATE[k](holder)

    mask = run_vf(body)
    after = int(holder.value) if isinstance(holder, Ref) else int(holder)
    return np.asarray(mask), after


VALUES = {"0": lambda n: 0, "N-1": lambda n: n - 1, "N": lambda n: n, "N+1": lambda n: n + 1,
          "2N": lambda n: 2 * n, "2^32-1": lambda n: 2**32 - 1}



@pytest.mark.parametrize("k", [1, 2, 4])
@pytest.mark.parametrize("use_ref", [True, False], ids=["Ref", "ndarray0d"])
@pytest.mark.parametrize("value_of", list(VALUES))
def test_update_mask_tails_and_decrement(k: int, use_ref: bool, value_of: str) -> None:
    n = 256 // k
    value = VALUES[value_of](n)
    bits, after = _update_case(k, value, use_ref)
    take = min(value, n)
    np.testing.assert_array_equal(bits, governed([i < take for i in range(n)], k))
    assert after == (0 if value < n else value - n)


@pytest.mark.parametrize("k", [1, 2, 4])
def test_update_mask_small_values(k: int) -> None:
    for value in (1, 3, 17):
        bits, after = _update_case(k, value, True)
        n = 256 // k
        np.testing.assert_array_equal(bits, governed([i < value for i in range(n)], k))
        assert after == 0


@FAST
@given(k=st.sampled_from([1, 2, 4]), total=st.integers(0, 1200))
def test_update_mask_loop_covers_every_element_once(k: int, total: int) -> None:
    """The tail loop of a kernel: masks of successive calls select `total` elements in all."""
    n = 256 // k
    count = Ref(uint32_t, total)

    def body():
        masks = []
        for _ in range(total // n + 2):
            masks.append(np.asarray(UPDATE[k](count))[::k].copy())
        return masks

    masks = run_vf(body)
    remaining = total
    for m in masks:
        assert m.tolist() == [i < min(remaining, n) for i in range(n)]
        remaining = 0 if remaining < n else remaining - n
    assert int(count.value) == 0


@pytest.mark.parametrize("bad", [5, 5.0, "5", None, np.array(5.0), np.array([5], np.uint32)])
def test_update_mask_needs_an_lvalue(bad) -> None:
    with pytest.raises(AscTypeError, match="Ref"):
        run_vf(lambda: asc_update_mask_b16(bad))


# ------------------------------------------------------------------------------------------------
# a mask in UB: 32 bytes, bit j at byte j//8, position j%8 (LSB first)


def bytes_of(bits: np.ndarray) -> np.ndarray:
    out = np.zeros(32, np.uint8)
    for j in range(256):
        if bits[j]:
            out[j // 8] |= 1 << (j % 8)
    return out


def bits_of(data: np.ndarray) -> np.ndarray:
    return np.array([(int(data[j // 8]) >> (j % 8)) & 1 for j in range(256)], np.bool_)


RNG = np.random.default_rng(3)


def test_mask_store_and_load_layout() -> None:
    bits = RNG.integers(0, 2, 256).astype(np.bool_)
    image = RNG.integers(0, 256, 32, dtype=np.uint8)
    seen: dict[str, np.ndarray] = {}

    @simd_vf
    def vf(out, inp) -> None:
        asc_storealign(out, vector_bool(bits))
        loaded = vector_bool()
        asc_loadalign(loaded, inp)
        seen["loaded"] = np.asarray(loaded)

    @vector_kernel
    def kernel() -> None:
        out = ub_array(uint32_t, 8)
        inp = ub_array(uint32_t, 8)
        inp.cast(uint8_t).write(image)
        order(PIPE_S, PIPE_V)
        vf(out, inp)
        order(PIPE_V, PIPE_S)
        seen["stored"] = out.cast(uint8_t).read(32)

    kernel[1]()
    np.testing.assert_array_equal(seen["stored"], bytes_of(bits))
    np.testing.assert_array_equal(seen["loaded"], bits_of(image))


def test_mask_store_writes_32_bytes_only() -> None:
    seen: dict[str, np.ndarray] = {}

    @simd_vf
    def vf(out) -> None:
        asc_storealign(out, asc_create_mask_b8(PAT_ALL))

    @vector_kernel
    def kernel() -> None:
        out = ub_array(uint8_t, 64)
        out.write(np.full(64, 0x5A, np.uint8))
        order(PIPE_S, PIPE_V)
        vf(out.cast(uint32_t))
        order(PIPE_V, PIPE_S)
        seen["ub"] = out.read(64)

    kernel[1]()
    assert seen["ub"][:32].tolist() == [0xFF] * 32
    assert seen["ub"][32:].tolist() == [0x5A] * 32


def test_masks_of_one_pattern_stay_apart_when_one_is_rewritten() -> None:
    """Whole-register masks, however made, hold the same bits; an instruction writing one of them
    leaves the others as they were (every 2nd bit set for 16-bit elements)."""
    from ascsim import asc_intlv_b16, vector_bool

    def body():
        made, counted = asc_create_mask_b16(PAT_ALL), asc_update_mask_b16(Ref(uint32_t, 500))
        other = vector_bool()
        asc_intlv_b16(made, other, made, asc_create_mask_b16(PAT_ALLF))  # made is rewritten
        return np.asarray(made), np.asarray(counted), np.asarray(asc_create_mask_b16(PAT_ALL))

    made, counted, again = run_vf(body)
    every_other = np.arange(256) % 2 == 0
    assert counted.tolist() == again.tolist() == every_other.tolist()
    assert made.tolist() != every_other.tolist()
