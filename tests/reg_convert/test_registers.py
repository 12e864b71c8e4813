"""The conversions as C calls on registers: lane placement per part, the governing mask bits, zeroing,
and the errors for a wrong register type or a form the pair does not have.

Expected lanes follow the vendor's RegLayout pseudo-code (cast_b32_to_b16, cast_b16_to_b32,
cast_b32_to_b8, cast_b8_to_b32, cast_b16_to_b4, cast_b4_to_b16), restated here with plain loops.
"""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest
from kernels import raw, run_vf

import ascsim.c_api as c
from ascsim import spec
from ascsim.errors import AscTypeError
from ascsim.regs import (
    vector_bfloat16_t,
    vector_bool,
    vector_float,
    vector_fp4x2_e2m1_t,
    vector_fp8_e4m3fn_t,
    vector_half,
    vector_hifloat8_t,
    vector_int4x2_t,
    vector_int16_t,
    vector_int64_t,
)


def _mask(bits: list[int]) -> vector_bool:
    m = np.zeros(256, np.bool_)
    m[bits] = True
    return vector_bool(m)


def _every(k: int, offset: int = 0) -> vector_bool:
    return _mask(list(range(offset, 256, k)))


def test_float2half_parts_and_zeroing() -> None:
    src = np.arange(64, dtype=np.float32) + 0.25
    for name, p in (("asc_float2half_rn", 0), ("asc_float2half_rn_v2", 1)):
        def body(name: str = name) -> np.ndarray:
            dst = vector_half()
            getattr(c, name)(dst, vector_float(src), _every(8))  # every second float (bits 0, 8, 16 ...)
            return np.asarray(dst)
        got = run_vf(body)
        want = np.zeros(128, np.float16)
        for i in range(64):
            if i % 2 == 0:
                want[p + 2 * i] = np.float16(src[i])  # the lane: p + 2i; odd source i inactive -> 0
        assert np.array_equal(raw(got), raw(want))


def test_widening_reads_lane_p_plus_k_i_under_its_own_mask_bit() -> None:
    src = (np.arange(128) - 64).astype(np.float16)
    mask_bits = [j * 2 for j in range(128) if j % 3 != 0]  # source element j governed by bit 2j
    for name, p in (("asc_half2float", 0), ("asc_half2float_v2", 1)):
        def body(name: str = name) -> np.ndarray:
            dst = vector_float()
            getattr(c, name)(dst, vector_half(src), _mask(mask_bits))
            return np.asarray(dst)
        got = run_vf(body)
        want = np.array([np.float32(src[p + 2 * t]) if (p + 2 * t) % 3 else 0.0 for t in range(64)], np.float32)
        assert np.array_equal(got, want)


def test_four_to_one_parts() -> None:
    codes = np.arange(256, dtype=np.uint8)
    values = codes.view(ml_dtypes.float8_e4m3fn)
    for p, name in enumerate(("asc_e4m32float", "asc_e4m32float_v2", "asc_e4m32float_v3", "asc_e4m32float_v4")):
        def body(name: str = name) -> np.ndarray:
            dst = vector_float()
            getattr(c, name)(dst, vector_fp8_e4m3fn_t(values), _every(1))
            return np.asarray(dst)
        got = run_vf(body)
        want = values[p::4].astype(np.float32)
        nan = np.isnan(want)
        assert np.array_equal(np.isnan(got), nan) and np.array_equal(got[~nan], want[~nan])
    # float -> hifloat8, part 2: source i to byte 2 + 4i, others 0
    f = np.linspace(-4, 4, 64).astype(np.float32)

    def to_hif8() -> np.ndarray:
        dst = vector_hifloat8_t()
        c.asc_float2hif8_rna_v3(dst, vector_float(f), _every(4))
        return raw(dst)
    got = run_vf(to_hif8)
    from ascsim import hifloat8
    want = np.zeros(256, np.uint8)
    want[2::4] = hifloat8.encode(f.astype(np.float64))
    assert np.array_equal(got, want)


def test_half_to_int4_pairs_follow_the_even_element() -> None:
    src = np.array([(i % 16) - 8 for i in range(128)], np.float16)
    active_pairs = [j for j in range(64) if j % 5 != 1]
    # bit 4j governs the pair (2j, 2j+1); the odd element's own bit (4j + 2) is ignored
    mask = _mask([4 * j for j in active_pairs] + [4 * j + 2 for j in range(64)])
    for p in range(4):
        name = "asc_half2int4x2_rn" + ("" if p == 0 else f"_v{p + 1}")

        def body(name: str = name) -> np.ndarray:
            dst = vector_int4x2_t()
            getattr(c, name)(dst, vector_half(src), mask)
            return raw(dst)
        got = run_vf(body)
        want = np.zeros(256, np.uint8)
        for j in active_pairs:
            lo, hi = int(src[2 * j]) & 0xF, int(src[2 * j + 1]) & 0xF
            want[p + 4 * j] = lo | (hi << 4)
        assert np.array_equal(got, want), p


def test_int4_and_fp4_widening_pairs() -> None:
    nib = np.array([(i * 7) % 16 for i in range(512)], np.uint8)
    packed = nib[0::2] | (nib[1::2] << 4)
    for p in range(4):
        suffix = "" if p == 0 else f"_v{p + 1}"

        def body(suffix: str = suffix) -> tuple[np.ndarray, np.ndarray]:
            a, b = vector_int16_t(), vector_bfloat16_t()
            getattr(c, "asc_int4x22int16" + suffix)(a, vector_int4x2_t(packed), _every(1))
            getattr(c, "asc_e2m1x22bfloat16" + suffix)(b, vector_fp4x2_e2m1_t(packed), _every(2))
            return np.asarray(a), np.asarray(b)
        a, b = run_vf(body)
        idx = [2 * p + 8 * (t // 2) + t % 2 for t in range(128)]
        want_a = np.array([int(nib[s]) - 16 if nib[s] >= 8 else int(nib[s]) for s in idx], np.int16)
        assert np.array_equal(a, want_a)
        e2m1 = [0, 0.5, 1, 1.5, 2, 3, 4, 6]
        # source byte p + 4*(t//2) is governed by bit p + 4*(t//2): with every second bit set, odd p are off
        want_b = np.array([math.copysign(e2m1[nib[s] & 7], -1 if nib[s] & 8 else 1)
                           if (p + 4 * (t // 2)) % 2 == 0 else 0 for t, s in enumerate(idx)],
                          np.float32).astype(ml_dtypes.bfloat16)
        assert np.array_equal(raw(b), raw(want_b)), p


def test_int64_lanes() -> None:
    src = (np.arange(64, dtype=np.float32) - 32) * 1.5

    def body() -> tuple[np.ndarray, np.ndarray]:
        wide, back = vector_int64_t(), vector_float()
        c.asc_float2int64_rd_v2(wide, vector_float(src), _every(4))
        c.asc_int642float_rn(back, wide, _every(8))
        return np.asarray(wide), np.asarray(back)
    wide, back = run_vf(body)
    want = np.floor(src[1::2]).astype(np.int64)
    assert np.array_equal(wide, want)
    want_back = np.zeros(64, np.float32)
    want_back[0::2] = want.astype(np.float32)
    assert np.array_equal(back, want_back)


def test_round_integral_family() -> None:
    x = np.array([-2.5, -1.5, -0.5, -0.0, 0.5, 1.5, 2.5, 3.7] * 8, np.float32)
    want = {"asc_floor": np.floor(x), "asc_ceil": np.ceil(x), "asc_rint": np.rint(x), "asc_trunc": np.trunc(x),
            "asc_round": np.copysign(np.floor(np.abs(x) + 0.5), x)}
    for name, w in want.items():
        def body(name: str = name) -> np.ndarray:
            dst = vector_float()
            getattr(c, name)(dst, vector_float(x), _every(4))
            return raw(dst)
        assert np.array_equal(run_vf(body), raw(w.astype(np.float32))), name


def test_wrong_register_type_names_the_valid_form() -> None:
    def body() -> None:
        c.asc_float2half_rn(vector_half(), vector_half(np.zeros(128, np.float16)), _every(1))
    with pytest.raises(AscTypeError, match=r"asc_float2half_rn\(vector_half& dst, vector_float src"):
        run_vf(body)


def test_missing_mode_names_the_pair_forms() -> None:
    with pytest.raises(AttributeError, match="asc_half2hif8_rna, asc_half2hif8_rna_v2"):
        getattr(c, "asc_half2hif8_rn")  # noqa: B009 - the attribute access is the test


def test_spec_names_parse_back() -> None:
    from ascsim.spec import reg_convert as rc

    names = {ov.name for ov in spec.overloads("reg_convert")}
    ovs = list(spec.overloads("reg_convert"))
    # 452 forms of the July headers; the newer ones add 340 position forms, their 340 returning twins and
    # 40 returning forms of one-part conversions
    assert len([ov for ov in ovs if "9.1.0" in ov.versions]) == 452 and len(ovs) == 1172 and len(names) == 442
    for conv in rc.conversions():
        assert rc.parse(conv.name) == conv
    assert rc.parse("asc_float2half_rh") is None
    assert rc.parse("asc_bfloat162half_rn").rounding == "ru"  # type: ignore[union-attr]
