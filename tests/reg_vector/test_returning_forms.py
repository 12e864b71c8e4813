"""The value-returning forms (``vector_T asc_xxx(...)``) from Python: what they return, how a call
picks one, and where they stand in the spec. Expected values are written here from the pages."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from kernels import run_vf, strict

from ascsim import *
from ascsim.errors import AscTypeError
from ascsim.spec import V910, V920, overloads


@pytest.fixture(autouse=True)
def strict_checks() -> Iterator[None]:
    yield from strict()


def test_returned_registers_hold_the_results() -> None:
    a = np.arange(64, dtype=np.int32) * 5 - 100
    b = np.full(64, 7, np.int32)
    bits = np.zeros(256, bool)
    bits[0:128:4] = True  # the first 32 int32 elements active

    def body() -> tuple[np.ndarray, ...]:
        x, y, m = vector_int32_t(a), vector_int32_t(b), vector_bool(bits)
        s = asc_sub(x, y, m)
        lt = asc_lt(x, y, asc_create_mask_b32(PAT_ALL))
        widened = asc_unpack_upper(vector_int16_t(np.arange(128, dtype=np.int16) - 64))
        ramp = asc_arange(np.float32(0.5))
        return np.asarray(s).copy(), np.asarray(lt).copy(), np.asarray(widened).copy(), np.asarray(ramp).copy()

    s, lt, widened, ramp = run_vf(body)
    assert list(s) == [int(v) - 7 if i < 32 else 0 for i, v in enumerate(a)]  # zeroing: inactive lanes 0
    assert [bool(lt[4 * i]) for i in range(64)] == [bool(v < 7) for v in a]
    assert not lt[1::4].any() and not lt[2::4].any() and not lt[3::4].any()
    assert list(widened) == list(range(0, 64))  # the upper 64 int16 elements, sign-extended
    assert list(ramp) == [0.5 + i for i in range(64)]


def test_the_returned_register_is_a_new_one() -> None:
    def body() -> bool:
        x = vector_uint16_t(np.arange(128, dtype=np.uint16))
        y = asc_add(x, x, asc_create_mask_b16(PAT_ALL))
        return y is not x and int(np.asarray(x)[3]) == 3 and int(np.asarray(y)[3]) == 6

    assert run_vf(body)


def test_a_scalar_of_the_c_type_picks_the_form() -> None:
    def body() -> tuple[type, type]:
        m = asc_create_mask_b16(PAT_ALL)
        return type(asc_duplicate_scalar(int16_t(3), m)), type(asc_duplicate_scalar(np.float16(1.5), m))

    assert run_vf(body) == (vector_int16_t, vector_half)


def test_a_plain_number_for_a_form_only_its_result_tells_apart_is_ambiguous() -> None:
    def body() -> None:
        asc_duplicate_scalar(3, asc_create_mask_b16(PAT_ALL))

    with pytest.raises(AscTypeError, match="(?s)ambiguous.*int16_t\\(5\\)"):
        run_vf(body)


def test_twins_follow_their_void_form_and_only_the_newer_version_declares_them() -> None:
    twins = [ov for ov in overloads() if ov.result_of is not None]
    assert len(twins) > 500
    for ov in twins:
        base = ov.result_of
        assert base is not None and base.ret.kind == "void" and base.params[0].ty.ref
        assert ov.ret.c == base.params[0].ty.c and ov.params == base.params[1:]
        assert ov.versions == (V920,) and ov.impl == base.impl
    assert all(V910 in ov.versions for ov in overloads() if ov.name == "asc_intlv")
