"""The register instructions and overloads the newer headers add: merging and highest-element broadcasts,
asc_mask/asc_extract_mask, asc_log, asc_mula, asc_fma, bfloat16 asc_madd/asc_min_scalar/asc_ne, the signed
asc_pack_to_low/high sources and the asc_unsqueeze_<t> value forms. Expected values are written here
from the pages (dst = src0 * src1 + dst, POS_HIGHEST = the last element, MODE_MERGING keeps dst ...).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest
from kernels import raw, run_vf, strict

from ascsim import *

BF16 = ml_dtypes.bfloat16


@pytest.fixture(autouse=True)
def strict_checks() -> Iterator[None]:
    yield from strict()


def _bits_for(flags: np.ndarray, k: int) -> np.ndarray:
    """A mask register's 256 bits with element i governed by bit i*k."""
    bits = np.zeros(256, bool)
    bits[::k][: flags.size] = flags
    return bits


@pytest.mark.parametrize("name,pos,merging", [("asc_duplicate_highest", -1, False),
                                              ("asc_duplicate_merge", 0, True),
                                              ("asc_duplicate_highest_merge", -1, True)])
@pytest.mark.parametrize("vt,dt", [(vector_int16_t, np.int16), (vector_uint8_t, np.uint8),
                                   (vector_float, np.float32), (vector_int32_t, np.int32)])
def test_duplicate_forms(name: str, pos: int, merging: bool, vt: type, dt: type) -> None:
    n = 256 // np.dtype(dt).itemsize
    rng = np.random.default_rng(n + pos)
    src: np.ndarray = rng.integers(1, 100, n).astype(dt)
    old: np.ndarray = rng.integers(100, 200, n).astype(dt)
    flags = rng.random(n) < 0.5
    func = globals()[name]

    def body() -> np.ndarray:
        d = vt(old)
        func(d, vt(src), vector_bool(_bits_for(flags, np.dtype(dt).itemsize)))
        return np.asarray(d).copy()

    got = run_vf(body)
    fill = old if merging else np.zeros(n, dt)
    want = np.where(flags, src[pos], fill)
    assert np.array_equal(raw(got), raw(want.astype(dt)))


def test_duplicate_scalar_merge_keeps_inactive_lanes() -> None:
    old = np.arange(128, dtype=np.uint16)
    flags = np.arange(128) % 3 == 0

    def body() -> np.ndarray:
        d = vector_uint16_t(old)
        asc_duplicate_scalar_merge(d, np.uint16(7), vector_bool(_bits_for(flags, 2)))
        return np.asarray(d).copy()

    got = run_vf(body)
    assert np.array_equal(got, np.where(flags, 7, old).astype(np.uint16))


def test_duplicate_e8m0_value_form() -> None:
    src = np.arange(256, dtype=np.uint8)

    def body() -> np.ndarray:
        mask = asc_create_mask_b8(PAT_ALL)
        r = asc_duplicate(vector_fp8_e8m0_t(src.view(ml_dtypes.float8_e8m0fnu)), mask)
        return raw(np.asarray(r)).copy()

    assert np.array_equal(run_vf(body), np.zeros(256, np.uint8))  # element 0 is 0 everywhere


def test_mask_and_extract_mask() -> None:
    src = np.arange(64, dtype=np.float32) + 1
    flags = np.arange(64) % 2 == 1
    words = np.zeros(128, np.uint16)
    words[8] = 0b1011  # block 1 of 16 bytes starts at element 8

    def body() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        m = vector_bool(_bits_for(flags, 4))
        r = asc_mask(vector_float(src), m)
        b = asc_mask(m)
        e = asc_extract_mask(vector_uint16_t(words), np.int16(1))
        return np.asarray(r).copy(), np.asarray(b).copy(), np.asarray(e).copy()

    r, b, e = run_vf(body)
    assert np.array_equal(r, np.where(flags, src, 0).astype(np.float32))
    assert np.array_equal(b, _bits_for(flags, 4))
    want = np.zeros(256, bool)
    for j in range(128):  # bit j of the 16 bytes, each repeated twice
        want[2 * j: 2 * j + 2] = bool((int(words[8 + j // 16]) >> (j % 16)) & 1)
    assert np.array_equal(e, want)


def _fused(a: float, b: float, c: float, dt: type) -> np.ndarray:
    """a * b + c exactly, then rounded once to dt (half or float): the dt value nearest the exact Fraction."""
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    # the nearest dt value: candidates around the float64 nearest value
    approx: np.ndarray = np.array(float(exact)).astype(dt)
    best = approx
    for step in (-1, 1):
        cand: np.ndarray = np.nextafter(approx, np.array(step * np.inf, dt))
        if abs(Fraction(float(cand)) - exact) < abs(Fraction(float(best)) - exact):
            best = cand
    return np.array(best, dt)


@pytest.mark.parametrize("vt,dt", [(vector_float, np.float32), (vector_half, np.float16)])
def test_mula_is_fused(vt: type, dt: type) -> None:
    n = 256 // np.dtype(dt).itemsize
    rng = np.random.default_rng(3)
    a: np.ndarray = rng.uniform(-2, 2, n).astype(dt)
    b: np.ndarray = rng.uniform(-2, 2, n).astype(dt)
    c: np.ndarray = rng.uniform(-2, 2, n).astype(dt)
    flags = rng.random(n) < 0.8

    def body() -> np.ndarray:
        d = vt(c)
        asc_mula(d, vt(a), vt(b), vector_bool(_bits_for(flags, np.dtype(dt).itemsize)))
        return np.asarray(d).copy()

    got = run_vf(body)
    for i in range(n):
        want = _fused(float(a[i]), float(b[i]), float(c[i]), dt) if flags[i] else np.array(0, dt)
        assert raw(got[i:i + 1])[0] == raw(want.reshape(1))[0], (i, got[i], want)


def test_mula_integers_wrap() -> None:
    a = np.full(64, 0x10000, np.uint32)
    b = np.full(64, 0x10001, np.uint32)
    c = np.arange(64, dtype=np.uint32)

    def body() -> np.ndarray:
        d = vector_uint32_t(c)
        asc_mula(d, vector_uint32_t(a), vector_uint32_t(b), asc_create_mask_b32(PAT_ALL))
        return np.asarray(d).copy()

    want = ((a.astype(object) * b.astype(object) + c.astype(object)) % 2**32).astype(np.uint32)
    assert np.array_equal(run_vf(body), want)


def test_fma_returns_and_leaves_src2() -> None:
    a = np.full(128, 3, BF16)
    b = np.full(128, 1 + 2**-7, BF16)  # 3 * (1 + 2^-7) = 3 + 3/128 needs 9 bits: it rounds
    c = np.full(128, -3, BF16)

    def body() -> tuple[np.ndarray, np.ndarray]:
        s2 = vector_bfloat16_t(c)
        r = asc_fma(vector_bfloat16_t(a), vector_bfloat16_t(b), s2, asc_create_mask_b16(PAT_ALL))
        return np.asarray(r).copy(), np.asarray(s2).copy()

    r, s2 = run_vf(body)
    assert np.all(r.astype(np.float64) == 3 / 128)  # fused: the exact product minus 3, no rounding
    assert np.array_equal(raw(s2), raw(c))


def test_madd_bfloat16_rounds_once() -> None:
    # dst * src0 + src1 with dst = 1 + 2^-7, src0 = 1 + 2^-6, src1 = -1: exactly 2^-6 + 2^-7 + 2^-13,
    # which bfloat16 holds (8 significant bits); rounding the product first would lose the 2^-13.
    d0 = np.full(128, 1 + 2**-7, BF16)
    s0 = np.full(128, 1 + 2**-6, BF16)
    s1 = np.full(128, -1, BF16)

    def body() -> np.ndarray:
        d = vector_bfloat16_t(d0)
        asc_madd(d, vector_bfloat16_t(s0), vector_bfloat16_t(s1), asc_create_mask_b16(PAT_ALL))
        return np.asarray(d).copy()

    got = run_vf(body).astype(np.float64)
    assert np.all(got == 2**-6 + 2**-7 + 2**-13)


def test_min_scalar_and_ne_bfloat16() -> None:
    src = np.array([1, -2, 3, np.nan] * 32, BF16)

    def body() -> tuple[np.ndarray, np.ndarray]:
        m = asc_create_mask_b16(PAT_ALL)
        r = asc_min_scalar(vector_bfloat16_t(src), BF16(0.5), m)
        unequal = asc_ne(vector_bfloat16_t(src), vector_bfloat16_t(src), m)
        return np.asarray(r).copy(), np.asarray(unequal).copy()

    r, unequal_bits = run_vf(body)
    want = np.array([0.5, -2, 0.5, np.nan] * 32)
    assert np.array_equal(r.astype(np.float64), want, equal_nan=True)
    ne = np.zeros(256, bool)
    ne[6::8] = True  # NaN != NaN: element 3 of each 4, bit 2*i
    assert np.array_equal(unequal_bits, ne)


def test_log_is_ln() -> None:
    src = np.array([1, math.e, 0.5, 10] * 16, np.float32)

    def body() -> np.ndarray:
        d = vector_float()
        asc_log(d, vector_float(src), asc_create_mask_b32(PAT_ALL))
        return np.asarray(d).copy()

    got = run_vf(body)
    want = np.log(src.astype(np.float64))
    assert np.all(np.abs(got - want) <= np.abs(want) * 2**-23 + 1e-45)


def test_pack_signed_sources_and_unsqueeze_values() -> None:
    s16 = (np.arange(128) - 64).astype(np.int16)
    flags = np.arange(64) % 4 == 0

    def body() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        lo = asc_pack_to_low(vector_int16_t(s16))
        hi = vector_uint8_t()
        asc_pack_to_high(hi, vector_int16_t(s16))
        u = asc_unsqueeze_s32(vector_bool(_bits_for(flags, 4)))
        return np.asarray(lo).copy(), np.asarray(hi).copy(), np.asarray(u).copy()

    lo, hi, u = run_vf(body)
    low_bytes = (s16.astype(np.int64) & 0xFF).astype(np.uint8)
    assert np.array_equal(lo, np.concatenate([low_bytes, np.zeros(128, np.uint8)]))
    assert np.array_equal(hi, np.concatenate([np.zeros(128, np.uint8), low_bytes]))
    assert np.array_equal(u, np.concatenate([[0], np.cumsum(flags)[:-1]]).astype(np.int32))
