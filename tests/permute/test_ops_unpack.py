"""Batch ``ascsim.ops.unpack`` / ``unpack_mask``."""

import re
from typing import Any

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from kernels import FAST

from ascsim import ops

RNG = np.random.default_rng(9)

#: source dtype -> (destination dtype, signed)
PAIRS: dict[np.dtype[Any], tuple[np.dtype[Any], bool]] = {
    np.dtype(np.uint8): (np.dtype(np.uint16), False),
    np.dtype(np.int8): (np.dtype(np.int16), True),
    np.dtype(np.uint16): (np.dtype(np.uint32), False),
    np.dtype(np.int16): (np.dtype(np.int32), True),
}


def rows_unpack(src: np.ndarray, part: str) -> np.ndarray:
    """ext(src[i]) (lower) or ext(src[M+i]) (upper), computed on Python ints from the raw bits."""
    width = 8 * src.dtype.itemsize
    dst_dtype, signed = PAIRS[src.dtype]
    n = src.shape[-1]
    m = n // 2
    rows = src.reshape(-1, n).view(f"u{src.dtype.itemsize}")
    out = np.zeros((rows.shape[0], m), f"u{2 * src.dtype.itemsize}")
    for r in range(rows.shape[0]):
        for i in range(m):
            x = int(rows[r, i if part == "lower" else m + i])
            if signed and x >> (width - 1):
                x -= 1 << width
            out[r, i] = x % (1 << (2 * width))
    return out.view(dst_dtype).reshape(src.shape[:-1] + (m,))


def random_src(dtype: np.dtype, batch: tuple[int, ...]) -> np.ndarray:
    n = 256 // dtype.itemsize
    return RNG.integers(0, 256, batch + (256,), dtype=np.uint8).view(dtype).reshape(batch + (n,))


@pytest.mark.parametrize("dtype", list(PAIRS), ids=[str(d) for d in PAIRS])
@pytest.mark.parametrize("part", ["lower", "upper"])
@pytest.mark.parametrize("batch", [(), (3,), (2, 2)])
def test_unpack_pairs_parts_and_batches(dtype: np.dtype, part: str, batch: tuple[int, ...]) -> None:
    src = random_src(dtype, batch)
    keep = src.copy()
    dst = ops.unpack(src, part)
    assert dst.dtype == PAIRS[dtype][0]
    assert dst.shape == batch + (128 // dtype.itemsize,)
    np.testing.assert_array_equal(dst, rows_unpack(src, part))
    np.testing.assert_array_equal(src, keep)


@pytest.mark.parametrize("dtype,values,lower", [
    (np.int8, [-128, 127, -1, 0], [-128, 127, -1, 0]),
    (np.uint8, [255, 128, 127, 0], [255, 128, 127, 0]),
    (np.int16, [-32768, 32767, -1, 0], [-32768, 32767, -1, 0]),
    (np.uint16, [65535, 32768, 32767, 0], [65535, 32768, 32767, 0]),
])
def test_unpack_extremes_by_value(dtype, values: list[int], lower: list[int]) -> None:
    n = 256 // np.dtype(dtype).itemsize
    src = np.resize(np.array(values, dtype), n)
    dst = ops.unpack(src, "lower")
    assert dst[:4].tolist() == lower
    up = ops.unpack(src, "upper")
    assert up[:4].tolist() == lower  # n/2 is a multiple of 4, so the pattern repeats


def test_unpack_same_bytes_signed_and_unsigned() -> None:
    b = np.arange(256, dtype=np.uint8)
    assert ops.unpack(b, "upper").tolist() == list(range(128, 256))
    assert ops.unpack(b.view(np.int8), "upper").tolist() == list(range(-128, 0))


@FAST
@given(dtype=st.sampled_from(list(PAIRS)), part=st.sampled_from(["lower", "upper"]),
       batch=st.lists(st.integers(1, 3), max_size=2), seed=st.integers(0, 2**32 - 1))
def test_unpack_random(dtype: np.dtype, part: str, batch: list[int], seed: int) -> None:
    rng = np.random.default_rng(seed)
    n = 256 // dtype.itemsize
    src = rng.integers(0, 256, tuple(batch) + (256,), dtype=np.uint8).view(dtype).reshape(tuple(batch) + (n,))
    np.testing.assert_array_equal(ops.unpack(src, part), rows_unpack(src, part))


def test_unpack_non_contiguous() -> None:
    src = RNG.integers(-128, 128, (256, 4), dtype=np.int8).T
    np.testing.assert_array_equal(ops.unpack(src, "upper"), rows_unpack(np.ascontiguousarray(src), "upper"))


# ------------------------------------------------------------------------------------------------
# unpack_mask


def rows_unpack_mask(src: np.ndarray, part: str) -> np.ndarray:
    rows = src.reshape(-1, 256)
    out = np.zeros_like(rows)
    for r in range(rows.shape[0]):
        for j in range(128):
            out[r, 2 * j] = rows[r, j if part == "lower" else 128 + j]
    return out.reshape(src.shape)


@pytest.mark.parametrize("part", ["lower", "upper"])
@pytest.mark.parametrize("batch", [(), (5,), (2, 3)])
def test_unpack_mask(part: str, batch: tuple[int, ...]) -> None:
    src = RNG.integers(0, 2, batch + (256,)).astype(np.bool_)
    dst = ops.unpack_mask(src, part)
    assert dst.dtype == np.bool_ and dst.shape == src.shape
    np.testing.assert_array_equal(dst, rows_unpack_mask(src, part))
    assert not dst[..., 1::2].any()


# ------------------------------------------------------------------------------------------------
# argument errors name what is valid

PAIR_TEXT = [("uint8", "uint16"), ("int8", "int16"), ("uint16", "uint32"), ("int16", "int32")]


@pytest.mark.parametrize("dtype", [np.uint32, np.int32, np.float16, np.float32, np.bool_, np.int64,
                                   ml_dtypes.bfloat16, ml_dtypes.float8_e4m3fn])
def test_unpack_unsupported_dtype_names_the_pairs(dtype) -> None:
    n = 256 // np.dtype(dtype).itemsize
    with pytest.raises(TypeError) as info:
        ops.unpack(np.zeros(n, dtype), "lower")
    message = str(info.value)
    for s, d in PAIR_TEXT:
        assert re.search(rf"\b{s}\b\W+{d}\b", message), message


@pytest.mark.parametrize("part", ["low", "LOWER", "high", "", None, 0, "lo"])
def test_unpack_bad_part(part) -> None:
    for call in (lambda: ops.unpack(np.zeros(256, np.uint8), part),
                 lambda: ops.unpack_mask(np.zeros(256, np.bool_), part)):

        with pytest.raises(ValueError) as info:
            call()
        assert "lower" in str(info.value) and "upper" in str(info.value)


def test_unpack_wrong_shape() -> None:
    with pytest.raises(ValueError, match="256"):
        ops.unpack(np.zeros(128, np.uint8), "lower")
    with pytest.raises(ValueError, match="128"):
        ops.unpack(np.zeros((2, 256), np.int16), "upper")
    with pytest.raises(ValueError):
        ops.unpack(np.int8(3), "lower")


def test_unpack_mask_errors() -> None:
    with pytest.raises(TypeError, match="bool"):
        ops.unpack_mask(np.zeros(256, np.uint8), "lower")
    with pytest.raises(ValueError, match="256"):
        ops.unpack_mask(np.zeros(255, np.bool_), "lower")


def arithmetic_unpack(src: np.ndarray, part: str) -> np.ndarray:
    """The same widening by arithmetic on the raw bits: sign extension is (x ^ s) - s with s the sign bit."""
    width = 8 * src.dtype.itemsize
    dst_dtype, signed = PAIRS[src.dtype]
    m = src.shape[-1] // 2
    bits = src.view(f"u{src.dtype.itemsize}")[..., :m] if part == "lower" else \
        src.view(f"u{src.dtype.itemsize}")[..., m:]
    x = bits.astype(np.int64)
    if signed:
        s = 1 << (width - 1)
        x = (x ^ s) - s
    return (x % (1 << (2 * width))).astype(f"u{2 * src.dtype.itemsize}").view(dst_dtype)


@pytest.mark.parametrize("dtype", list(PAIRS), ids=[str(d) for d in PAIRS])
@pytest.mark.parametrize("part", ["lower", "upper"])
def test_unpack_large_batches(dtype: np.dtype, part: str) -> None:
    """Thousands of registers (the path that works in pieces on every core), also a strided batch."""
    src = random_src(dtype, (3000,))
    np.testing.assert_array_equal(ops.unpack(src, part), arithmetic_unpack(src, part))
    strided = random_src(dtype, (2, 1500))[:, ::2]
    np.testing.assert_array_equal(ops.unpack(strided, part), arithmetic_unpack(strided, part))


def test_unpack_batches_split_over_the_cores() -> None:
    """More registers than two pieces of the parallel path hold."""
    from ascsim.ops._parallel import PIECE

    src = random_src(np.dtype(np.int8), (2 * PIECE // 128 + 77,))
    np.testing.assert_array_equal(ops.unpack(src, "upper"), arithmetic_unpack(src, "upper"))


def test_arithmetic_formula_agrees_with_the_lane_loop() -> None:
    for dtype in PAIRS:
        src = random_src(dtype, (2,))
        np.testing.assert_array_equal(arithmetic_unpack(src, "upper"), rows_unpack(src, "upper"))
