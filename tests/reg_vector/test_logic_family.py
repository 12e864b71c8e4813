"""Logic, shifts, compares, reductions, arange, histograms and asc_copy through the Python facade.

The expected values come from the vendor pages' own examples and boundary tables, or are computed
here lane by lane; the conformance suite (tests/conformance/refs_logic.py) covers every overload
with random data, partial masks and edge values.
"""

from typing import Any

import numpy as np
import pytest
from kernels import raw, run_blocks, run_vf

from ascsim import *
from ascsim.errors import AscTypeError, AscValueError, ContextError

FULL16 = asc_create_mask_b16
FULL32 = asc_create_mask_b32


def _u16(v: Any) -> np.ndarray:
    return np.asarray(v).view(np.uint16)


# -- shifts: the pages' worked examples -----------------------------------------------------------

def test_shift_examples_of_the_pages() -> None:
    """0b1010101010101010 shifted by 1 and 3, as uint16_t (logical) and int16_t (arithmetic)."""
    pattern = 0b1010101010101010

    def body() -> list[Any]:
        u = vector_uint16_t(np.full(128, pattern, np.uint16))
        s = vector_int16_t(np.full(128, pattern, np.uint16).view(np.int16))
        out = []
        for src, cls in ((u, vector_uint16_t), (s, vector_int16_t)):
            for fn in (asc_shiftleft_scalar, asc_shiftright_scalar):
                for n in (1, 3):
                    d = cls()
                    fn(d, src, int16_t(n), FULL16(PAT_ALL))
                    out.append(int(_u16(d)[0]))
        return out

    got = run_vf(body)
    assert got == [0b0101010101010100, 0b0101010101010000, 0b0101010101010101, 0b0001010101010101,
                   0b1101010101010100, 0b1101010101010000, 0b1101010101010101, 0b1111010101010101]


def test_shift_counts_at_and_past_the_width() -> None:
    """Past the width: left gives 0; right gives 0, or -1 for a negative signed element."""
    src = np.array([-5, 7, -32768, 32767] * 32, np.int16)
    counts = np.array([0, 1, 15, 16, 17, 40, 15, 16] * 16, np.int16)

    def body() -> tuple[Any, Any, Any, Any]:
        l_s, r_s, l_u, r_u = vector_int16_t(), vector_int16_t(), vector_uint16_t(), vector_uint16_t()
        asc_shiftleft(l_s, vector_int16_t(src), vector_int16_t(counts), FULL16(PAT_ALL))
        asc_shiftright(r_s, vector_int16_t(src), vector_int16_t(counts), FULL16(PAT_ALL))
        asc_shiftleft(l_u, vector_uint16_t(src.view(np.uint16)), vector_int16_t(counts), FULL16(PAT_ALL))
        asc_shiftright(r_u, vector_uint16_t(src.view(np.uint16)), vector_int16_t(counts), FULL16(PAT_ALL))
        return l_s, r_s, l_u, r_u

    l_s, r_s, l_u, r_u = (np.asarray(x) for x in run_vf(body))
    for i in range(128):
        x, n = int(src[i]), int(counts[i])
        ux = x & 0xFFFF
        want_lu = 0 if n > 16 else (ux << n) & 0xFFFF
        want_ru = 0 if n >= 16 else ux >> n
        want_ls = 0 if n > 16 else (ux & 0x8000) | ((ux << n) & 0x7FFF)
        want_rs = (x >> min(n, 15)) & 0xFFFF
        assert (int(raw(l_u)[i]), int(raw(r_u)[i]), int(raw(l_s)[i]), int(raw(r_s)[i])) == \
            (want_lu, want_ru, want_ls, want_rs), (i, x, n)


def test_negative_shift_counts_are_errors() -> None:
    src = vector_int32_t(np.arange(64, dtype=np.int32))
    counts = np.zeros(64, np.int32)
    counts[5] = -1
    with pytest.raises(AscValueError, match=r"src1\[5\] is -1"):
        run_vf(lambda: asc_shiftleft(vector_int32_t(), src, vector_int32_t(counts), FULL32(PAT_ALL)))
    # An inactive lane may hold anything.
    run_vf(lambda: asc_shiftleft(vector_int32_t(), src, vector_int32_t(counts), FULL32(PAT_VL4)))
    with pytest.raises(AscValueError, match="value is -2"):
        run_vf(lambda: asc_shiftright_scalar(vector_uint32_t(), vector_uint32_t(np.zeros(64, np.uint32)),
                                             int16_t(-2), FULL32(PAT_ALL)))


# -- bitwise ---------------------------------------------------------------------------------------

def test_bitwise_on_floats_and_masks() -> None:
    a = np.linspace(-3, 3, 128).astype(np.float16)
    b = np.full(128, -0.0, np.float16)

    def body() -> tuple[Any, ...]:
        o, x, n = vector_half(), vector_half(), vector_half()
        asc_or(o, vector_half(a), vector_half(b), FULL16(PAT_H))  # sets the sign bit of the first half
        asc_and(x, vector_half(a), vector_half(b), FULL16(PAT_ALL))
        asc_not(n, vector_half(a), FULL16(PAT_ALL))
        m0, m1, mo, mx, mn = vector_bool(), vector_bool(), vector_bool(), vector_bool(), vector_bool()
        asc_copy(m0, asc_create_mask_b8(PAT_VL32))
        asc_copy(m1, asc_create_mask_b8(PAT_M3))
        asc_or(mo, m0, m1, asc_create_mask_b8(PAT_H))
        asc_xor(mx, m0, m1, asc_create_mask_b8(PAT_ALL))
        asc_not(mn, m0, asc_create_mask_b8(PAT_VL64))
        return o, x, n, mo, mx, mn

    o, x, n, mo, mx, mn = run_vf(body)
    ua = raw(a)
    assert (raw(np.asarray(o))[:64] == ua[:64] | 0x8000).all() and (raw(np.asarray(o))[64:] == 0).all()
    assert (raw(np.asarray(x)) == ua & 0x8000).all()
    assert (raw(np.asarray(n)) == (~ua & 0xFFFF)).all()
    j = np.arange(256)
    m0, m1 = j < 32, j % 3 == 0
    assert (np.asarray(mo) == ((m0 | m1) & (j < 128))).all()
    assert (np.asarray(mx) == (m0 ^ m1)).all()
    assert (np.asarray(mn) == (~m0 & (j < 64))).all()


# -- compares: the boundary table of the vendor ----------------------------------------------------

SPECIALS = [-65504.0, 65504.0, 0.0, -0.0, np.nan, np.inf, -np.inf]
# Rows of the table (src0 -> flags against SPECIALS as src1), for each comparison.
TABLE = {
    "eq": {0.0: "0011000", np.nan: "0000000", np.inf: "0000010"},
    "ge": {65504.0: "1111001", -0.0: "1011001", np.nan: "0000000"},
    "le": {-65504.0: "1111010", np.inf: "0000010", -np.inf: "1111011"},
    "lt": {0.0: "0100010", np.inf: "0000000"},
    "ne": {np.nan: "1111111", -0.0: "1100111"},
    "gt": {-65504.0: "0000001", -np.inf: "0000000"},
}


@pytest.mark.parametrize("op", list(TABLE))
@pytest.mark.parametrize("cls,dtype", [(vector_half, np.float16), (vector_float, np.float32)])
def test_compare_boundary_table(op: str, cls: Any, dtype: Any) -> None:
    n = 256 // np.dtype(dtype).itemsize
    k = np.dtype(dtype).itemsize
    vec = {"gt": asc_gt}.get(op) or globals()[f"asc_{op}"]
    sca = globals()[f"asc_{op}_scalar"]
    big = float(np.finfo(dtype).max)
    specials = [s if abs(s) != 65504.0 else np.sign(s) * big for s in SPECIALS]
    for x, flags in TABLE[op].items():
        xv = x if abs(x) != 65504.0 else np.sign(x) * big
        a = np.full(n, xv, dtype)
        b = np.zeros(n, dtype)
        b[: len(specials)] = specials
        make_mask = {2: FULL16, 4: FULL32}[k]

        def body(a: np.ndarray = a, b: np.ndarray = b, make_mask: Any = make_mask) -> tuple[Any, list[Any]]:
            mask = make_mask(PAT_VL8)
            dv = vector_bool()
            vec(dv, cls(a), cls(b), mask)
            ds = []
            for s in specials:
                d = vector_bool()
                sca(d, cls(a), dtype(s), mask)
                ds.append(np.asarray(d)[0])
            return dv, ds

        dv, ds = run_vf(body)
        bits = np.asarray(dv)
        got = "".join(str(int(bits[i * k])) for i in range(len(specials)))
        assert got == flags, (op, x)
        assert "".join(str(int(v)) for v in ds) == flags
        assert not bits[8 * k:].any()  # inactive lanes are 0
        assert not bits[np.arange(256) % k != 0].any()  # only governing bits are set


def test_compare_scalar_integers() -> None:
    a = np.arange(-128, 128, dtype=np.int8)

    def body() -> Any:
        d = vector_bool()
        asc_le_scalar(d, vector_int8_t(a), int8_t(-1), asc_create_mask_b8(PAT_ALL))
        return d

    assert (np.asarray(run_vf(body)) == (a <= -1)).all()


# -- reductions ------------------------------------------------------------------------------------

def test_reduce_sum_is_a_pairwise_tree() -> None:
    """Rounding shows the order: 1 + 2^-11 + 2^-11 ... in pairs keeps every 2^-11 (pairs sum to 2^-10)."""
    x = np.full(128, 2.0 ** -11, np.float16)
    x[0] = 1.0

    def body() -> Any:
        d = vector_half()
        asc_reduce_sum(d, vector_half(x), FULL16(PAT_ALL))
        return d

    d = np.asarray(run_vf(body))
    level = [np.float16(v) for v in x]
    while len(level) > 1:
        level = [np.float16(level[2 * i] + level[2 * i + 1]) for i in range(len(level) // 2)]
    assert d[0] == level[0] and float(d[0]) != float(np.float16(sum(np.float16(v) for v in x)))
    assert (d[1:] == 0).all()


def test_reduce_sum_widens_16_bit_integers() -> None:
    x = np.full(128, 32767, np.int16)
    u = np.full(128, 65535, np.uint16)

    def body() -> tuple[Any, Any]:
        s, t = vector_int32_t(), vector_uint32_t()
        asc_reduce_sum(s, vector_int16_t(x), FULL16(PAT_ALL))
        asc_reduce_sum_datablock(t, vector_uint16_t(u), FULL16(PAT_H))
        return s, t

    s, t = (np.asarray(v) for v in run_vf(body))
    assert s[0] == 128 * 32767 and (s[1:] == 0).all()
    assert list(t[:8]) == [16 * 65535] * 4 + [0] * 4 and (t[8:] == 0).all()


def test_reduce_max_min_value_and_index() -> None:
    x = np.array([3.0, -0.0, 7.5, 0.0, 7.5, -9.0] + [1.0] * 122, np.float16)

    def body() -> tuple[Any, ...]:
        mx, mn, mz, empty = vector_half(), vector_half(), vector_half(), vector_half()
        asc_reduce_max(mx, vector_half(x), FULL16(PAT_ALL))
        asc_reduce_min(mn, vector_half(x), FULL16(PAT_ALL))
        zeros = np.array([-0.0, 0.0, -0.0] + [5.0] * 125, np.float16)
        asc_reduce_max(mz, vector_half(zeros), FULL16(PAT_VL3))
        asc_reduce_min(empty, vector_half(x), FULL16(PAT_ALLF))
        return mx, mn, mz, empty

    mx, mn, mz, empty = (np.asarray(v) for v in run_vf(body))
    assert mx[0] == 7.5 and _u16(mx)[1] == 2 and (_u16(mx)[2:] == 0).all()  # the first 7.5
    assert mn[0] == -9.0 and _u16(mn)[1] == 5
    assert _u16(mz)[0] == 0 and _u16(mz)[1] == 1  # max(-0, +0) = +0
    assert np.isposinf(empty[0]) and _u16(empty)[1] == 0


def test_reduce_nan_wins() -> None:
    x = np.ones(64, np.float32)
    x[[9, 20]] = np.nan

    def body() -> tuple[Any, Any]:
        d, b = vector_float(), vector_float()
        asc_reduce_min(d, vector_float(x), FULL32(PAT_ALL))
        asc_reduce_max_datablock(b, vector_float(x), FULL32(PAT_ALL))
        return d, b

    d, b = (np.asarray(v) for v in run_vf(body))
    assert np.isnan(d[0]) and d.view(np.uint32)[1] == 9
    assert list(np.isnan(b[:8])) == [False, True, True, False, False, False, False, False]


def test_pair_reduce_sum_and_inactive_elements() -> None:
    x = np.arange(64, dtype=np.float32) + 0.5

    def body() -> Any:
        d = vector_float()
        asc_pair_reduce_sum(d, vector_float(x), FULL32(PAT_M3))
        return d

    d = np.asarray(run_vf(body))
    for j in range(32):
        want = sum(x[i] for i in (2 * j, 2 * j + 1) if i % 3 == 0)
        assert d[j] == np.float32(want)
    assert (d[32:] == 0).all()


# -- arange: the boundary table --------------------------------------------------------------------

def test_arange_boundary_rows() -> None:
    def body() -> tuple[Any, ...]:
        hi, lo, i8, i8d, f = vector_half(), vector_half(), vector_int8_t(), vector_int8_t(), vector_float()
        asc_arange(hi, half(65504.0))
        asc_arange(lo, half(-65504.0))
        asc_arange(i8, int8_t(127))
        asc_arange_descend(i8d, int8_t(-128))
        asc_arange(f, float_(-0.0))
        return hi, lo, i8, i8d, f

    hi, lo, i8, i8d, f = (np.asarray(v) for v in run_vf(body))
    assert (hi[:16] == 65504).all() and np.isposinf(hi[16:]).all()
    assert list(lo) == [-65504.0] * 16 + [-65472.0] * 32 + [-65440.0] * 32 + [-65408.0] * 32 + [-65376.0] * 16
    assert list(i8) == [127] + list(range(-128, 127))
    assert list(i8d) == list(range(127, -129, -1))
    assert list(f) == list(range(64)) and not np.signbit(f[0])


# -- histograms ------------------------------------------------------------------------------------

def test_histograms_accumulate() -> None:
    rng = np.random.default_rng(5)
    src = rng.integers(0, 256, 256).astype(np.uint8)
    start = rng.integers(0, 100, 128).astype(np.uint16)

    def body() -> list[Any]:
        out = []
        for fn in (asc_frequency_histogram_bin0, asc_frequency_histogram_bin1, asc_cumulative_histogram_bin0,
                   asc_cumulative_histogram_bin1):
            d = vector_uint16_t(start)
            fn(d, vector_uint8_t(src), asc_create_mask_b8(PAT_H))
            out.append(np.asarray(d))
        return out

    f0, f1, c0, c1 = run_vf(body)
    active = src[:128]
    for n in range(128):
        assert f0[n] == start[n] + np.sum(active == n)
        assert f1[n] == start[n] + np.sum(active == 128 + n)
        assert c0[n] == start[n] + np.sum(active <= n)
        assert c1[n] == start[n] + np.sum(active <= 128 + n)  # every value up to 128 + n, bin 0's too


def test_cumulative_histogram_bin1_counts_the_values_below_its_bin() -> None:
    """The pages: counter n counts the values from 0 to its own value (128 + n for bin1), so bin1 continues
    bin0 (the vendor's top-k reads the two halves as one 256-entry cumulative histogram)."""
    src = np.array([5] * 100 + [127] * 50 + [128] * 6 + [200] * 100, np.uint8)

    def body() -> list[Any]:
        out = []
        for fn in (asc_cumulative_histogram_bin0, asc_cumulative_histogram_bin1):
            d = vector_uint16_t(np.zeros(128, np.uint16))
            fn(d, vector_uint8_t(src), asc_create_mask_b8(PAT_ALL))
            out.append(np.asarray(d))
        return out

    c0, c1 = run_vf(body)
    n = np.arange(128)
    np.testing.assert_array_equal(c0, np.where(n < 5, 0, np.where(n < 127, 100, 150)))
    np.testing.assert_array_equal(c1, np.where(n < 72, 156, 256))  # 128 + n >= 200 from n = 72 on
    whole = np.concatenate([c0, c1])  # one cumulative histogram over 0..255
    assert (np.diff(whole.astype(np.int64)) >= 0).all() and whole[255] == 256


# -- copy ------------------------------------------------------------------------------------------

def test_copy_merges_and_data_to_mask() -> None:
    src = np.arange(64, dtype=np.int32)
    words = np.zeros(128, np.uint16)
    words[8:16] = [0x0001, 0x8000, 0xFFFF, 0, 0, 0, 0, 0x0102]  # block 1 of 16 bytes

    def body() -> tuple[Any, Any, Any]:
        d = vector_int32_t(np.full(64, -1, np.int32))
        asc_copy(d, vector_int32_t(src), FULL32(PAT_H))
        m, m32 = vector_bool(), vector_bool()
        asc_copy(m, vector_uint16_t(words), int16_t(1))
        asc_copy(m32, vector_uint32_t(words.view(np.uint32)), int16_t(31))
        return d, m, m32

    d, m, m32 = (np.asarray(v) for v in run_vf(body))
    assert list(d) == list(range(32)) + [-1] * 32
    bits = np.unpackbits(words[8:16].view(np.uint8), bitorder="little").astype(bool)
    assert (m == np.repeat(bits, 2)).all()
    assert not m32.any()
    with pytest.raises(AscValueError, match=r"part must be in \[0, 15\]"):
        run_vf(lambda: asc_copy(vector_bool(), vector_uint16_t(words), int16_t(16)))


def test_wrong_types_and_context() -> None:
    with pytest.raises(AscTypeError):  # uint8_t shifts take an int8_t count register
        run_vf(lambda: asc_shiftleft(vector_uint8_t(), vector_uint8_t(), vector_uint8_t(), asc_create_mask_b8(0)))
    with pytest.raises(AscTypeError):  # no hifloat8_t asc_ne vector form (the newer headers add bfloat16_t)
        run_vf(lambda: asc_ne(vector_bool(), vector_hifloat8_t(), vector_hifloat8_t(), FULL16(PAT_ALL)))
    with pytest.raises(ContextError):
        run_blocks(lambda: asc_arange(vector_int32_t(), int32_t(0)))
