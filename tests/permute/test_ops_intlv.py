"""Batch ``ascsim.ops.intlv`` / ``intlv_mask``: (..., N) arrays, raw bits kept."""

import re

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from kernels import FAST, UINT_OF_SIZE
from kernels import TYPES as INTLV_TYPES

from ascsim import ops

RNG = np.random.default_rng(5)
DTYPES = [t[2] for t in INTLV_TYPES]
DTYPE_IDS = [t[0].name for t in INTLV_TYPES]


def rows_intlv(s0: np.ndarray, s1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Row by row, lane by lane: the SPEC formula on raw bits of any batch shape."""
    n = s0.shape[-1]
    h = n // 2
    a, b = s0.reshape(-1, n), s1.reshape(-1, n)
    d0, d1 = np.zeros_like(a), np.zeros_like(a)
    for r in range(a.shape[0]):
        for i in range(h):
            d0[r, 2 * i], d0[r, 2 * i + 1] = a[r, i], b[r, i]
            d1[r, 2 * i], d1[r, 2 * i + 1] = a[r, h + i], b[r, h + i]
    return d0.reshape(s0.shape), d1.reshape(s0.shape)


def random_bits(dtype: np.dtype, batch: tuple[int, ...]) -> np.ndarray:
    """Random raw bits of shape batch + (N,), as dtype."""
    n = 256 // dtype.itemsize
    return RNG.integers(0, 256, batch + (256,), dtype=np.uint8).view(dtype).reshape(batch + (n,))


def bits_of(a: np.ndarray) -> np.ndarray:
    return a.view(UINT_OF_SIZE[a.dtype.itemsize])


@pytest.mark.parametrize("dtype", DTYPES, ids=DTYPE_IDS)
@pytest.mark.parametrize("batch", [(), (1,), (3,), (2, 3)])
def test_intlv_every_dtype_and_batch_shape(dtype: np.dtype, batch: tuple[int, ...]) -> None:
    s0, s1 = random_bits(dtype, batch), random_bits(dtype, batch)
    keep0, keep1 = s0.copy(), s1.copy()
    d0, d1 = ops.intlv(s0, s1)
    assert d0.dtype == dtype and d1.dtype == dtype
    assert d0.shape == s0.shape and d1.shape == s0.shape
    e0, e1 = rows_intlv(bits_of(s0), bits_of(s1))
    np.testing.assert_array_equal(bits_of(d0), e0)
    np.testing.assert_array_equal(bits_of(d1), e1)
    np.testing.assert_array_equal(bits_of(s0), bits_of(keep0))  # inputs untouched
    np.testing.assert_array_equal(bits_of(s1), bits_of(keep1))


def stacked_intlv(s0: np.ndarray, s1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The same formula another way, fast enough for big batches: pair the halves and flatten."""
    n = s0.shape[-1]
    h = n // 2
    d0 = np.stack([s0[..., :h], s1[..., :h]], axis=-1).reshape(s0.shape)
    d1 = np.stack([s0[..., h:], s1[..., h:]], axis=-1).reshape(s0.shape)
    return d0, d1


@pytest.mark.parametrize("dtype", [np.dtype(np.int8), np.dtype(np.float16), np.dtype(ml_dtypes.bfloat16),
                                   np.dtype(np.float32), np.dtype(np.int32)], ids=str)

@pytest.mark.parametrize("rows", [127, 128, 129, 700])
def test_intlv_large_batches(dtype: np.dtype, rows: int) -> None:
    """Batches of tens of thousands of elements (where a faster formulation may take over)."""
    s0, s1 = random_bits(dtype, (rows,)), random_bits(dtype, (rows,))
    u = bits_of(s0)  # a view: all-ones, the sign bit alone and 1 in the first lanes
    u[0, :3] = [np.iinfo(u.dtype).max, 1 << (8 * dtype.itemsize - 1), 1]
    d0, d1 = ops.intlv(s0, s1)
    e0, e1 = stacked_intlv(bits_of(s0), bits_of(s1))
    assert d0.dtype == dtype and d0.shape == s0.shape
    np.testing.assert_array_equal(bits_of(d0), e0)
    np.testing.assert_array_equal(bits_of(d1), e1)
    # and on a strided batch (every other register of a bigger array)
    big0, big1 = random_bits(dtype, (2 * rows,)), random_bits(dtype, (2 * rows,))
    d0, d1 = ops.intlv(big0[::2], big1[1::2])
    e0, e1 = stacked_intlv(bits_of(big0)[::2], bits_of(big1)[1::2])
    np.testing.assert_array_equal(bits_of(d0), e0)
    np.testing.assert_array_equal(bits_of(d1), e1)


def test_intlv_batches_split_over_the_cores() -> None:
    """More elements than two pieces of the parallel path (ascsim.ops._parallel.PIECE each)."""
    from ascsim.ops._parallel import PIECE

    rows = 2 * PIECE // 256 + 300
    s0, s1 = random_bits(np.dtype(np.uint8), (rows,)), random_bits(np.dtype(np.uint8), (rows,))
    d0, d1 = ops.intlv(s0, s1)
    e0, e1 = stacked_intlv(s0, s1)
    np.testing.assert_array_equal(d0, e0)
    np.testing.assert_array_equal(d1, e1)


def test_stacked_formula_agrees_with_the_lane_loop() -> None:
    s0, s1 = random_bits(np.dtype(np.uint16), (3,)), random_bits(np.dtype(np.uint16), (3,))
    for got, want in zip(stacked_intlv(s0, s1), rows_intlv(s0, s1), strict=True):
        np.testing.assert_array_equal(got, want)


def test_intlv_nan_payloads_and_negative_zero() -> None:
    special = np.array([0x7F800001, 0xFFC00001, 0x7FBFFFFF, 0x80000000, 0x00000001, 0xFF800000], np.uint32)
    s0 = np.resize(special, (2, 64)).view(np.float32)
    s1 = np.resize(special[::-1], (2, 64)).view(np.float32)
    d0, d1 = ops.intlv(s0, s1)
    e0, e1 = rows_intlv(bits_of(s0), bits_of(s1))
    np.testing.assert_array_equal(bits_of(d0), e0)
    np.testing.assert_array_equal(bits_of(d1), e1)


def test_intlv_all_byte_values_of_fp8() -> None:
    for dtype in (ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2, ml_dtypes.float8_e8m0fnu):
        s0 = np.arange(256, dtype=np.uint8).view(dtype)
        s1 = np.arange(256, dtype=np.uint8)[::-1].copy().view(dtype)
        d0, d1 = ops.intlv(s0, s1)
        assert sorted(np.concatenate([bits_of(d0), bits_of(d1)]).tolist()) == sorted(list(range(256)) * 2)
        e0, e1 = rows_intlv(bits_of(s0), bits_of(s1))
        np.testing.assert_array_equal(bits_of(d0), e0)
        np.testing.assert_array_equal(bits_of(d1), e1)


def test_intlv_non_contiguous_inputs() -> None:
    base = RNG.integers(0, 2**16, (128, 6), dtype=np.uint16)
    s0 = base.T  # (6, 128), last axis strided
    s1 = RNG.integers(0, 2**16, (12, 128), dtype=np.uint16)[::2]
    d0, d1 = ops.intlv(s0, s1)
    e0, e1 = rows_intlv(np.ascontiguousarray(s0), np.ascontiguousarray(s1))
    np.testing.assert_array_equal(d0, e0)
    np.testing.assert_array_equal(d1, e1)


def test_intlv_outputs_are_fresh_arrays() -> None:
    s0 = np.arange(256, dtype=np.uint8)
    d0, d1 = ops.intlv(s0, s0)
    d0[:] = 0
    assert s0.tolist() == list(range(256))
    assert not np.shares_memory(d0, d1)


@FAST
@given(dtype=st.sampled_from(DTYPES), batch=st.lists(st.integers(1, 3), max_size=2), seed=st.integers(0, 2**32 - 1))
def test_intlv_random(dtype: np.dtype, batch: list[int], seed: int) -> None:
    rng = np.random.default_rng(seed)
    n = 256 // dtype.itemsize
    shape = tuple(batch) + (n,)
    s0 = rng.integers(0, 256, shape[:-1] + (256,), dtype=np.uint8).view(dtype).reshape(shape)
    s1 = rng.integers(0, 256, shape[:-1] + (256,), dtype=np.uint8).view(dtype).reshape(shape)
    d0, d1 = ops.intlv(s0, s1)
    e0, e1 = rows_intlv(bits_of(s0), bits_of(s1))
    np.testing.assert_array_equal(bits_of(d0), e0)
    np.testing.assert_array_equal(bits_of(d1), e1)


# ------------------------------------------------------------------------------------------------
# intlv_mask


def rows_intlv_mask(s0: np.ndarray, s1: np.ndarray, group: int) -> tuple[np.ndarray, np.ndarray]:
    a, b = s0.reshape(-1, 256), s1.reshape(-1, 256)
    d0, d1 = np.zeros_like(a), np.zeros_like(a)
    h = 256 // group // 2
    for r in range(a.shape[0]):
        for i in range(h):
            for k in range(group):
                d0[r, 2 * i * group + k] = a[r, i * group + k]
                d0[r, (2 * i + 1) * group + k] = b[r, i * group + k]
                d1[r, 2 * i * group + k] = a[r, (h + i) * group + k]
                d1[r, (2 * i + 1) * group + k] = b[r, (h + i) * group + k]
    return d0.reshape(s0.shape), d1.reshape(s0.shape)


@pytest.mark.parametrize("bits,group", [(8, 1), (16, 2), (32, 4)])
@pytest.mark.parametrize("batch", [(), (4,), (2, 2)])
def test_intlv_mask_groups(bits: int, group: int, batch: tuple[int, ...]) -> None:
    s0 = RNG.integers(0, 2, batch + (256,)).astype(np.bool_)
    s1 = RNG.integers(0, 2, batch + (256,)).astype(np.bool_)
    d0, d1 = ops.intlv_mask(s0, s1, bits)
    assert d0.dtype == np.bool_ and d0.shape == s0.shape
    e0, e1 = rows_intlv_mask(s0, s1, group)
    np.testing.assert_array_equal(d0, e0)
    np.testing.assert_array_equal(d1, e1)


def test_intlv_mask_accepts_numpy_integer_bits() -> None:
    s = RNG.integers(0, 2, 256).astype(np.bool_)
    d0, _ = ops.intlv_mask(s, ~s, np.int64(16))
    np.testing.assert_array_equal(d0, rows_intlv_mask(s, ~s, 2)[0])


# ------------------------------------------------------------------------------------------------
# argument errors name what is valid


def test_intlv_dtype_mismatch() -> None:
    with pytest.raises(TypeError, match=r"int8.*uint8|uint8.*int8"):
        ops.intlv(np.zeros(256, np.int8), np.zeros(256, np.uint8))


@pytest.mark.parametrize("dtype", [np.int64, np.float64, np.bool_, np.complex64, np.dtype("S1"), np.object_])
def test_intlv_unsupported_dtype(dtype) -> None:
    with pytest.raises(TypeError) as info:
        ops.intlv(np.zeros(64, dtype), np.zeros(64, dtype))
    message = str(info.value)
    assert "valid" in message
    for name in ("int8", "uint16", "float32"):
        assert re.search(rf"\b{name}\b", message)


@pytest.mark.parametrize("dtype,lanes", [(np.uint8, 128), (np.float16, 256), (np.int32, 32), (np.int32, 128)])
def test_intlv_wrong_lane_count(dtype, lanes: int) -> None:
    with pytest.raises(ValueError) as info:
        ops.intlv(np.zeros(lanes, dtype), np.zeros(lanes, dtype))
    assert str(256 // np.dtype(dtype).itemsize) in str(info.value)


def test_intlv_shape_mismatch_and_scalars() -> None:
    with pytest.raises(ValueError, match="shape"):
        ops.intlv(np.zeros((2, 256), np.uint8), np.zeros((3, 256), np.uint8))
    with pytest.raises(ValueError):
        ops.intlv(np.uint8(1), np.uint8(1))


def test_intlv_mask_errors() -> None:
    ok = np.zeros(256, np.bool_)
    with pytest.raises(TypeError, match="bool"):
        ops.intlv_mask(np.zeros(256, np.uint8), ok, 8)
    with pytest.raises(ValueError, match="256"):
        ops.intlv_mask(np.zeros(128, np.bool_), np.zeros(128, np.bool_), 8)
    with pytest.raises(ValueError, match="shape"):
        ops.intlv_mask(np.zeros((2, 256), np.bool_), ok, 8)
    for bits in (0, 4, 24, 64, True, "8", None):
        with pytest.raises(ValueError) as info:
            ops.intlv_mask(ok, ok, bits)  # type: ignore[arg-type]
        assert all(s in str(info.value) for s in ("8", "16", "32"))
