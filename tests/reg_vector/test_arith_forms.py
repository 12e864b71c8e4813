"""The forms of the register arithmetic with a layout or an operand of their own: exp_sub and muls (half
lanes by part), addc/subc (carry in), mull (two outputs), axpy/madd (dst read), the scalar forms; bad
input (wrong types, aliasing, outside a VF, reading an unwritten dst); the self-checking .asc program.
The expected values are written here from the pages, lane by lane.
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from kernels import raw, run_vf, strict

from ascsim import *
from ascsim.errors import AliasError, AscTypeError, ContextError, UninitializedError
from ascsim.frontend import run_file

ASC = Path(__file__).resolve().parent.parent / "asc" / "reg_arith_family.asc"


@pytest.fixture(autouse=True)
def strict_checks() -> Iterator[None]:
    yield from strict()


@pytest.mark.parametrize("name,part", [("asc_exp_sub", 0), ("asc_exp_sub_v2", 1)])
def test_exp_sub_half_sources_take_one_element_of_each_pair(name: str, part: int) -> None:
    rng = np.random.default_rng(part)
    a = rng.uniform(-4, 4, 128).astype(np.float16)
    b = rng.uniform(-4, 4, 128).astype(np.float16)
    bits = np.zeros(256, bool)
    bits[0::2] = rng.random(128) < 0.6  # one bit per half element (the b16 layout)
    func = globals()[name]

    def body() -> np.ndarray:
        d = vector_float()
        func(d, vector_half(a), vector_half(b), vector_bool(bits))
        return np.asarray(d).copy()

    got = run_vf(body)
    for i in range(64):
        j = 2 * i + part
        if not bits[2 * j]:
            assert raw(got[i:i + 1])[0] == 0
            continue
        want = math.exp(float(np.float32(a[j]) - np.float32(b[j])))
        assert abs(float(got[i]) - want) <= abs(want) * 2**-23, (i, got[i], want)


def test_exp_sub_float_sources_ignore_the_part(fresh_deprecations: None) -> None:
    a = np.linspace(-3, 3, 64).astype(np.float32)
    b = np.linspace(1, -1, 64).astype(np.float32)

    def body() -> tuple[np.ndarray, np.ndarray]:
        d0, d1 = vector_float(), vector_float()
        asc_exp_sub(d0, vector_float(a), vector_float(b), asc_create_mask_b32(PAT_ALL))
        with pytest.warns(DeprecationWarning, match="asc_exp_sub"):
            asc_exp_sub_v2(d1, vector_float(a), vector_float(b), asc_create_mask_b32(PAT_ALL))
        return np.asarray(d0).copy(), np.asarray(d1).copy()

    d0, d1 = run_vf(body)
    assert (raw(d0) == raw(d1)).all()
    assert np.allclose(d0, np.exp((a - b).astype(np.float64)), rtol=2**-23)




@pytest.mark.parametrize("name,part", [("asc_muls", 0), ("asc_muls_v2", 1)])
def test_muls_writes_every_other_half_lane_rounding_halves_away(name: str, part: int) -> None:
    src = np.linspace(-100, 100, 64).astype(np.float32)
    src[[0, 3, 6]] = [1 + 2**-11, -(1 + 2**-11), 1 + 3 * 2**-11]  # halfway between two halves
    func = globals()[name]

    def body() -> np.ndarray:
        d = vector_half()
        func(d, vector_float(src), float_(1.0), asc_create_mask_b32(PAT_M3))
        return np.asarray(d).copy()

    got = run_vf(body)
    assert (raw(got[1 - part::2]) == 0).all()
    lanes = got[part::2]
    for i in range(64):
        if i % 3:
            assert raw(lanes[i:i + 1])[0] == 0
    # Ties away from zero (ties to even would give 1.0, -1.0 for the first two).
    assert lanes[[0, 3, 6]].tolist() == [1 + 2**-10, -(1 + 2**-10), 1 + 2**-9]
    assert raw(lanes[9:10])[0] == raw(np.array([src[9]], np.float32).astype(np.float16))[0]


def test_addc_subc_carry_in_and_out() -> None:
    a = np.array([0xFFFFFFFF, 0xFFFFFFFF, 5, 5, 0, 7] + [1] * 58, np.uint32)
    b = np.array([0, 0, 5, 5, 0, 9] + [2] * 58, np.uint32)
    cin = np.zeros(256, bool)
    cin[[0, 8, 16, 20]] = True  # elements 0, 2, 4, 5
    mask = np.ones(256, bool)
    mask[4 * 63] = False

    def body() -> tuple[np.ndarray, ...]:
        ca, cs = vector_bool(), vector_bool()
        sa, ss = vector_uint32_t(), vector_uint32_t()
        asc_addc(ca, sa, vector_uint32_t(a), vector_uint32_t(b), vector_bool(cin), vector_bool(mask))
        asc_subc(cs, ss, vector_uint32_t(a), vector_uint32_t(b), vector_bool(cin), vector_bool(mask))
        return np.asarray(ca), np.asarray(sa), np.asarray(cs), np.asarray(ss)

    ca, sa, cs, ss = run_vf(body)
    for i in range(64):
        active = i != 63
        c = int(cin[4 * i])
        add = int(a[i]) + int(b[i]) + c
        sub = int(a[i]) + (~int(b[i]) & 0xFFFFFFFF) + c
        assert int(sa[i]) == (add & 0xFFFFFFFF if active else 0)
        assert int(ss[i]) == (sub & 0xFFFFFFFF if active else 0)
        assert bool(ca[4 * i]) == (active and add >> 32 == 1) and not ca[4 * i + 1:4 * i + 4].any()
        assert bool(cs[4 * i]) == (active and sub >> 32 == 1)


def test_scalar_forms_take_the_scalar_type() -> None:
    src = np.arange(-64, 64, dtype=np.int16)

    def body() -> list[np.ndarray]:
        m = asc_create_mask_b16(PAT_ALL)
        out = []
        for f, v in ((asc_add_scalar, int16_t(1000)), (asc_mul_scalar, int16_t(-300)), (asc_max_scalar, int16_t(5)),
                     (asc_min_scalar, int16_t(-5))):
            d = vector_int16_t()
            f(d, vector_int16_t(src), v, m)
            out.append(np.asarray(d).copy())
        return out

    add, mul, mx, mn = run_vf(body)
    assert add.tolist() == [x + 1000 for x in src.tolist()]
    assert mul.tolist() == [((x * -300 + 2**15) % 2**16) - 2**15 for x in src.tolist()]
    assert mx.tolist() == [max(x, 5) for x in src.tolist()] and mn.tolist() == [min(x, -5) for x in src.tolist()]


def test_integer_division_choices() -> None:
    a = np.array([7, -7, 7, -7, 5, -(2**31), 0] + [9] * 57, np.int32)
    b = np.array([2, 2, -2, -2, 0, -1, 0] + [-4] * 57, np.int32)
    ua = np.array([7, 0xFFFFFFFF, 3] + [100] * 61, np.uint32)
    ub = np.array([2, 0x10, 0] + [7] * 61, np.uint32)

    def body() -> tuple[np.ndarray, np.ndarray]:
        d, u = vector_int32_t(), vector_uint32_t()
        asc_div(d, vector_int32_t(a), vector_int32_t(b), asc_create_mask_b32(PAT_ALL))
        asc_div(u, vector_uint32_t(ua), vector_uint32_t(ub), asc_create_mask_b32(PAT_ALL))
        return np.asarray(d).copy(), np.asarray(u).copy()

    d, u = run_vf(body)
    assert d[:8].tolist() == [3, -3, -3, 3, -1, -(2**31), -1, -2]  # toward zero; x / 0 = -1; MIN / -1 = MIN
    assert u[:4].tolist() == [3, 0x0FFFFFFF, 0xFFFFFFFF, 14]


def test_bad_input() -> None:
    h = vector_half(np.zeros(128, np.float16))
    f = vector_float(np.zeros(64, np.float32))
    m = vector_bool(np.ones(256, bool))
    with pytest.raises(ContextError):
        asc_exp(vector_float(), f, m)  # outside a VF
    with pytest.raises(AscTypeError, match="valid overloads"):
        run_vf(lambda: asc_mul(vector_float(), h, h, m))  # dst and sources disagree
    with pytest.raises(AscTypeError):
        run_vf(lambda: asc_mul(vector_int8_t(), vector_int8_t(np.zeros(256, np.int8)),
                               vector_int8_t(np.zeros(256, np.int8)), m))  # no int8 multiply
    with pytest.raises(AscTypeError):
        run_vf(lambda: asc_add_scalar(vector_int32_t(), vector_int32_t(np.zeros(64, np.int32)), 1.5, m))
    with pytest.raises(AscTypeError):
        run_vf(lambda: asc_exp_sub(vector_half(), h, h, m))  # the result is float
    with pytest.raises(AscTypeError):
        run_vf(lambda: asc_muls(vector_half(), h, half(2.0), m))  # float source only
    r = vector_int32_t(np.zeros(64, np.int32))
    with pytest.raises(AliasError, match="dst0 and dst1"):
        run_vf(lambda: asc_mull(r, r, r, r, m))
    with pytest.raises(UninitializedError):
        run_vf(lambda: asc_axpy(vector_float(), f, float_(2.0), m))  # axpy reads dst
    with pytest.raises(UninitializedError):
        run_vf(lambda: asc_madd(vector_half(), h, h, m))


def test_self_checking_program() -> None:
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file(str(ASC), (), (), stdout=out, stderr=err)
    text = out.getvalue().decode()
    assert rc == 0, text + err.getvalue().decode()
    lines = text.splitlines()
    assert "math lanes over 1 ulp: 0" in lines and "exact lanes wrong: 0" in lines
    assert "integer lanes wrong: 0" in lines
    assert "exp(0.375) = 1.45499, high word of lane 10 (a carry came in): 65547" in lines
    assert lines[-1] == "[Success] register arithmetic and math."
    assert err.getvalue() == b""


def test_lanes_are_independent_of_batching() -> None:
    """A dst written from itself (in place) gives what a fresh dst gives."""
    x = np.linspace(-2, 2, 64).astype(np.float32)

    def body() -> tuple[Any, Any]:
        a, fresh = vector_float(x), vector_float()
        asc_exp(fresh, a, asc_create_mask_b32(PAT_ALL))
        asc_exp(a, a, asc_create_mask_b32(PAT_ALL))
        return np.asarray(a).copy(), np.asarray(fresh).copy()

    a, fresh = run_vf(body)
    assert (raw(a) == raw(fresh)).all()
