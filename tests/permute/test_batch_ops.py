"""The batch forms in ascsim.ops of the rest of reg_permute_sel.h, against loops written here.

Each expected result is an explicit loop over lanes, from the SPEC formulas, not the code under test.
"""

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ascsim import ops

from ._util import FAST, MASK_BYTES, TYPE_IDS, TYPES, UINT, bits_from_bytes, raw

RNG = np.random.default_rng(11)
DTYPES = [t[2] for t in TYPES]


def random_regs(dtype: np.dtype, batch: tuple[int, ...] = (3,)) -> np.ndarray:
    """Random raw bits of ``batch`` registers of ``dtype`` (any pattern, NaNs included)."""
    n = 256 // dtype.itemsize
    bits = RNG.integers(0, 1 << (8 * dtype.itemsize), size=batch + (n,), dtype=np.uint64)
    return bits.astype(UINT[dtype.itemsize]).view(dtype)


def random_bits(shape: tuple[int, ...], p: float = 0.5) -> np.ndarray:
    return RNG.random(shape) < p


# ------------------------------------------------------------------------------------------------
# independent formulas


def expect_deintlv(s0: np.ndarray, s1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    n = len(s0)
    h = n // 2
    d0 = np.zeros_like(s0)
    d1 = np.zeros_like(s0)
    for i in range(h):
        d0[i] = s0[2 * i]
        d0[h + i] = s1[2 * i]
        d1[i] = s0[2 * i + 1]
        d1[h + i] = s1[2 * i + 1]
    return d0, d1


def expect_deintlv_mask(m0: np.ndarray, m1: np.ndarray, group: int) -> tuple[np.ndarray, np.ndarray]:
    groups = 256 // group
    h = groups // 2
    d0 = np.zeros(256, np.bool_)
    d1 = np.zeros(256, np.bool_)
    for i in range(h):
        for b in range(group):
            d0[i * group + b] = m0[2 * i * group + b]
            d0[(h + i) * group + b] = m1[2 * i * group + b]
            d1[i * group + b] = m0[(2 * i + 1) * group + b]
            d1[(h + i) * group + b] = m1[(2 * i + 1) * group + b]
    return d0, d1


def expect_pack(src: np.ndarray, part: str) -> list[int]:
    """The destination register's lanes as Python ints: low bits of each element, in one half."""
    n = len(src)
    keep = (1 << (4 * src.dtype.itemsize)) - 1  # the low half of the element's bits
    out = [0] * (2 * n)
    for i in range(n):
        value = int(src[i]) & keep  # Python's & on a negative int is two's complement
        out[i if part == "low" else n + i] = value
    return out


def expect_pack_mask(m: np.ndarray, part: str) -> np.ndarray:
    out = np.zeros(256, np.bool_)
    for j in range(128):
        out[j if part == "low" else 128 + j] = m[2 * j]
    return out


def expect_squeeze(src: np.ndarray, flags: np.ndarray) -> np.ndarray:
    picked = [src[i] for i in range(len(src)) if flags[i]]
    out = np.zeros_like(src)
    for j, v in enumerate(picked):
        out[j] = v
    return out


def expect_unsqueeze(flags: np.ndarray, dtype: np.dtype) -> list[int]:
    bits = 8 * dtype.itemsize
    out = []
    count = 0
    for i in range(len(flags)):
        value = count % (1 << bits)
        if dtype.kind == "i" and value >= 1 << (bits - 1):
            value -= 1 << bits
        out.append(value)
        count += int(flags[i])
    return out


# ------------------------------------------------------------------------------------------------
# deintlv


@pytest.mark.parametrize("dtype", DTYPES, ids=TYPE_IDS)
def test_deintlv_matches_formula(dtype: np.dtype) -> None:
    s0, s1 = random_regs(dtype), random_regs(dtype)
    d0, d1 = ops.deintlv(s0, s1)
    assert d0.dtype == dtype and d1.dtype == dtype and d0.shape == s0.shape
    for b in range(s0.shape[0]):
        e0, e1 = expect_deintlv(raw(s0[b]), raw(s1[b]))
        assert np.array_equal(raw(d0[b]), e0)
        assert np.array_equal(raw(d1[b]), e1)


@pytest.mark.parametrize("dtype", DTYPES, ids=TYPE_IDS)
def test_deintlv_inverts_intlv_every_dtype(dtype: np.dtype) -> None:
    a, b = random_regs(dtype, (4,)), random_regs(dtype, (4,))
    x, y = ops.deintlv(*ops.intlv(a, b))
    assert np.array_equal(raw(x), raw(a)) and np.array_equal(raw(y), raw(b))
    x, y = ops.intlv(*ops.deintlv(a, b))
    assert np.array_equal(raw(x), raw(a)) and np.array_equal(raw(y), raw(b))


@pytest.mark.parametrize("bits", [8, 16, 32])
def test_deintlv_mask_matches_formula_and_inverts_intlv(bits: int) -> None:
    m0, m1 = random_bits((2, 256)), random_bits((2, 256))
    d0, d1 = ops.deintlv_mask(m0, m1, bits)
    for r in range(2):
        e0, e1 = expect_deintlv_mask(m0[r], m1[r], bits // 8)
        assert np.array_equal(d0[r], e0) and np.array_equal(d1[r], e1)
    x, y = ops.deintlv_mask(*ops.intlv_mask(m0, m1, bits), bits)
    assert np.array_equal(x, m0) and np.array_equal(y, m1)
    x, y = ops.intlv_mask(*ops.deintlv_mask(m0, m1, bits), bits)
    assert np.array_equal(x, m0) and np.array_equal(y, m1)


def test_deintlv_keeps_special_float_bits() -> None:
    s = np.array([0x7E01, 0x8000, 0xFC00, 0x7C00] * 32, np.uint16).view(np.float16)  # payload NaN, -0, -inf, inf
    d0, d1 = ops.deintlv(s, s)
    assert np.array_equal(raw(d0)[:4], [0x7E01, 0xFC00, 0x7E01, 0xFC00])
    assert np.array_equal(raw(d1)[:4], [0x8000, 0x7C00, 0x8000, 0x7C00])


# ------------------------------------------------------------------------------------------------
# pack


@pytest.mark.parametrize("dtype", [np.uint16, np.int16, np.uint32, np.int32])
@pytest.mark.parametrize("part", ["low", "high"])
def test_pack_matches_formula(dtype: type, part: str) -> None:
    src = random_regs(np.dtype(dtype), (3,))
    out = ops.pack(src, part)
    narrow = {2: np.uint8, 4: np.uint16}[np.dtype(dtype).itemsize]
    assert out.dtype == narrow and out.shape == (3, 2 * src.shape[-1])
    for b in range(3):
        assert out[b].tolist() == expect_pack(src[b], part)


def test_pack_does_not_saturate() -> None:
    src = np.full(128, -1, np.int16)
    src[1] = 300
    src[2] = -129
    out = ops.pack(src, "low")
    assert out[:3].tolist() == [255, 300 - 256, (-129) & 0xFF]
    assert not out[128:].any()


@pytest.mark.parametrize("wide", [np.uint16, np.uint32])
def test_pack_of_unpack_restores_unsigned_halves(wide: type[np.generic]) -> None:
    narrow_of: dict[type[np.generic], type[np.generic]] = {np.uint16: np.uint8, np.uint32: np.uint16}
    narrow = narrow_of[wide]
    x = random_regs(np.dtype(narrow), (2,))
    n = x.shape[-1]
    low = ops.pack(ops.unpack(x, "lower"), "low")
    high = ops.pack(ops.unpack(x, "upper"), "high")
    assert np.array_equal(low[:, : n // 2], x[:, : n // 2]) and not low[:, n // 2:].any()
    assert np.array_equal(high[:, n // 2:], x[:, n // 2:]) and not high[:, : n // 2].any()


@pytest.mark.parametrize("part", ["low", "high"])
def test_pack_mask_matches_formula(part: str) -> None:
    m = random_bits((3, 256))
    out = ops.pack_mask(m, part)
    for b in range(3):
        assert np.array_equal(out[b], expect_pack_mask(m[b], part))


def test_pack_mask_inverts_unpack_mask() -> None:
    m = random_bits((2, 256))
    assert np.array_equal(ops.pack_mask(ops.unpack_mask(m, "lower"), "low")[:, :128], m[:, :128])
    assert np.array_equal(ops.pack_mask(ops.unpack_mask(m, "upper"), "high")[:, 128:], m[:, 128:])


# ------------------------------------------------------------------------------------------------
# select, squeeze, unsqueeze


@pytest.mark.parametrize("dtype", DTYPES, ids=TYPE_IDS)
def test_select_matches_formula(dtype: np.dtype) -> None:
    a, b = random_regs(dtype), random_regs(dtype)
    m = random_bits(a.shape)
    out = ops.select(a, b, m)
    assert out.dtype == dtype
    for r in range(a.shape[0]):
        for i in range(a.shape[1]):
            assert raw(out[r])[i] == (raw(a[r])[i] if m[r, i] else raw(b[r])[i])


def test_select_on_masks_is_bitwise() -> None:
    a, b, m = random_bits((2, 256)), random_bits((2, 256)), random_bits((2, 256))
    out = ops.select(a, b, m)
    for r in range(2):
        for j in range(256):
            assert out[r, j] == ((a[r, j] and m[r, j]) or (b[r, j] and not m[r, j]))


@pytest.mark.parametrize("dtype", DTYPES, ids=TYPE_IDS)
@pytest.mark.parametrize("p", [0.0, 1.0, 0.3])
def test_squeeze_matches_formula(dtype: np.dtype, p: float) -> None:
    src = random_regs(dtype)
    m = random_bits(src.shape, p)
    out = ops.squeeze(src, m)
    assert out.dtype == dtype
    for r in range(src.shape[0]):
        assert np.array_equal(raw(out[r]), expect_squeeze(raw(src[r]), m[r]))


def test_squeeze_one_register_and_batch_agree() -> None:
    src = random_regs(np.dtype(np.uint32), (5,))
    m = random_bits(src.shape, 0.4)
    batch = ops.squeeze(src, m)
    for r in range(5):
        assert np.array_equal(ops.squeeze(src[r], m[r]), batch[r])


@pytest.mark.parametrize("dtype", [np.uint8, np.int8, np.uint16, np.int16, np.uint32, np.int32])
@pytest.mark.parametrize("p", [0.0, 1.0, 0.5])
def test_unsqueeze_matches_formula(dtype: type, p: float) -> None:
    n = 256 // np.dtype(dtype).itemsize
    m = random_bits((2, n), p)
    out = ops.unsqueeze(m, dtype)
    assert out.dtype == dtype and out.shape == (2, n)
    for r in range(2):
        assert out[r].tolist() == expect_unsqueeze(m[r], np.dtype(dtype))


@given(MASK_BYTES)
@FAST
def test_unsqueeze_of_squeeze_positions(data: bytes) -> None:
    # Where an element is selected, the exclusive prefix count is its position after squeeze.
    m = bits_from_bytes(data)
    src = np.arange(256, dtype=np.uint8)
    pos = ops.unsqueeze(m, np.uint8)
    sq = ops.squeeze(src, m)
    for i in range(256):
        if m[i]:
            assert sq[pos[i]] == i


# ------------------------------------------------------------------------------------------------
# argument errors


def test_errors_name_what_is_valid() -> None:
    u16 = np.zeros(128, np.uint16)
    with pytest.raises(TypeError, match="same dtype"):
        ops.deintlv(u16, np.zeros(128, np.int16))
    with pytest.raises(ValueError, match="128"):
        ops.deintlv(np.zeros(100, np.uint16), np.zeros(100, np.uint16))
    with pytest.raises(ValueError, match="8, 16 or 32"):
        ops.deintlv_mask(np.zeros(256, bool), np.zeros(256, bool), 64)
    with pytest.raises(TypeError, match="valid pairs"):
        ops.pack(np.zeros(256, np.uint8), "low")
    with pytest.raises(TypeError, match="valid pairs"):
        ops.pack(np.zeros(64, np.float32), "low")
    with pytest.raises(ValueError, match='"low" or "high"'):
        ops.pack(u16, "lower")
    with pytest.raises(TypeError, match="bool"):
        ops.pack_mask(np.zeros(256, np.uint8), "low")
    with pytest.raises(ValueError, match="shape"):
        ops.select(u16, u16, np.zeros(64, bool))
    with pytest.raises(TypeError, match="bool"):
        ops.select(u16, u16, np.zeros(128, np.uint8))
    with pytest.raises(ValueError, match="shape"):
        ops.squeeze(u16, np.zeros((2, 128), bool))
    with pytest.raises(TypeError, match="valid"):
        ops.unsqueeze(np.zeros(128, bool), np.float16)
    with pytest.raises(TypeError, match="valid"):
        ops.unsqueeze(np.zeros(128, bool), ml_dtypes.bfloat16)
    with pytest.raises(ValueError, match=r"\(\.\.\., 64\)"):
        ops.unsqueeze(np.zeros(128, bool), np.int32)
    with pytest.raises(TypeError, match="bool"):
        ops.unsqueeze(np.zeros(64, np.int32), np.int32)


def test_deintlv_of_one_byte_lanes_splits_even_and_odd_lanes() -> None:
    # One-byte element types (uint8, and hifloat8 whose raw view is uint8) deinterleave by lane:
    # dst0 holds the even lanes of src0 then of src1, dst1 the odd ones.
    s0 = np.arange(256, dtype=np.uint8)
    s1 = (255 - np.arange(256)).astype(np.uint8)
    d0, d1 = ops.deintlv(s0, s1)
    whole = list(range(256)) + [255 - i for i in range(256)]
    assert d0.dtype == np.uint8 and d1.dtype == np.uint8
    assert d0.tolist() == whole[0::2] and d1.tolist() == whole[1::2]


@given(st.integers(0, 255))
@FAST
def test_squeeze_single_selected_lane(i: int) -> None:
    m = np.zeros(256, bool)
    m[i] = True
    out = ops.squeeze(np.arange(256, dtype=np.uint8)[::-1].copy(), m)
    assert out[0] == 255 - i and not out[1:].any()
