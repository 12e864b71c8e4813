"""asc_add and asc_sub (every dtype, with full and partial masks and edge values) and their carry forms.

The expected values are computed here lane by lane: integers with Python ints reduced modulo 2^bits,
floats exactly in float64 (exact for a sum of two of these types' values) and rounded once to the
element type, as the precision appendix states for add and sub.
"""

from typing import Any

import ml_dtypes
import numpy as np
import pytest
from kernels import raw, run_vf

from ascsim import *
from ascsim.errors import AscTypeError

DTYPES = [
    (vector_uint8_t, np.uint8), (vector_int8_t, np.int8), (vector_uint16_t, np.uint16), (vector_int16_t, np.int16),
    (vector_uint32_t, np.uint32), (vector_int32_t, np.int32), (vector_half, np.float16),
    (vector_bfloat16_t, ml_dtypes.bfloat16), (vector_float, np.float32),
]
MASKS = {1: asc_create_mask_b8, 2: asc_create_mask_b16, 4: asc_create_mask_b32}


def sample(dtype: Any, seed: int) -> np.ndarray:
    """256 bytes of values: random bits, with the type's edge values at the front."""
    rng = np.random.default_rng(seed)
    dt = np.dtype(dtype)
    n = 256 // dt.itemsize
    values = rng.integers(0, 256, 256, np.uint8).view(dt).copy()
    if dt.kind in "iu":
        info = np.iinfo(dt)
        edges: list[float] = [0, 1, -1 if dt.kind == "i" else 2, info.min, info.max, info.max - 1]
    else:
        edges = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, float(ml_dtypes.finfo(dt).max),
                 float(ml_dtypes.finfo(dt).smallest_subnormal), float(ml_dtypes.finfo(dt).tiny)]
    values[: len(edges)] = np.array(edges).astype(dt)
    return values[:n]


def expected(op: str, a: np.ndarray, b: np.ndarray, active: list[bool]) -> list[Any]:
    dt = a.dtype
    out: list[Any] = []
    for i in range(len(a)):
        if not active[i]:
            out.append(0)
            continue
        if dt.kind in "iu":
            bits = 8 * dt.itemsize
            v = (int(a[i]) + int(b[i]) if op == "add" else int(a[i]) - int(b[i])) % (1 << bits)
            out.append(v - (1 << bits) if dt.kind == "i" and v >= 1 << (bits - 1) else v)
        else:
            x, y = float(a[i]), float(b[i])
            with np.errstate(all="ignore"):
                out.append(np.array(x + y if op == "add" else x - y).astype(dt))
    return out


def same(got: np.ndarray, want: list[Any]) -> bool:
    w = np.array(want).astype(got.dtype)
    return bool(np.array_equal(raw(got), raw(w)) or all(
        (np.isnan(float(g)) and np.isnan(float(e))) or raw(np.array([g]))[0] == raw(np.array([e]))[0]
        for g, e in zip(got, w, strict=True)))


@pytest.mark.parametrize("op", ["add", "sub"])
@pytest.mark.parametrize("cls,dtype", DTYPES, ids=lambda x: getattr(x, "__name__", ""))
def test_every_dtype_full_and_partial_mask(op: str, cls: Any, dtype: Any) -> None:
    func = asc_add if op == "add" else asc_sub
    a, b = sample(dtype, 1), sample(dtype, 2)[::-1].copy()
    k = np.dtype(dtype).itemsize

    def body() -> tuple[Any, Any, Any]:
        full, part = cls(), cls()
        func(full, cls(a), cls(b), MASKS[k](PAT_ALL))
        count = np.array(37, np.uint32)
        m = {1: asc_update_mask_b8, 2: asc_update_mask_b16, 4: asc_update_mask_b32}[k](count)
        func(part, cls(a), cls(b), m)
        m3 = MASKS[k](PAT_M3)
        third = cls()
        func(third, cls(a), cls(b), m3)
        return full, part, third

    full, part, third = run_vf(body)
    n = len(a)
    assert same(np.asarray(full), expected(op, a, b, [True] * n))
    assert same(np.asarray(part), expected(op, a, b, [i < 37 for i in range(n)]))
    assert same(np.asarray(third), expected(op, a, b, [i % 3 == 0 for i in range(n)]))


@pytest.mark.parametrize("op", ["add", "sub"])
@pytest.mark.parametrize("cls,dtype", [(vector_uint32_t, np.uint32), (vector_int32_t, np.int32)])
def test_carry_forms(op: str, cls: Any, dtype: Any) -> None:
    func = asc_add if op == "add" else asc_sub
    a, b = sample(dtype, 3), sample(dtype, 4)
    b[:6] = np.array([0, 1, 1, 0xFFFFFFFF, 5, 0], np.uint32).view(dtype)
    a[:6] = np.array([0, 0xFFFFFFFF, 0, 0xFFFFFFFF, 5, 7], np.uint32).view(dtype)

    def body() -> tuple[Any, Any]:
        carry, dst = vector_bool(), cls()
        func(carry, dst, cls(a), cls(b), asc_create_mask_b32(PAT_M4))
        return carry, dst

    carry, dst = run_vf(body)
    bits = np.asarray(carry)
    ua, ub = a.view(np.uint32), b.view(np.uint32)
    for i in range(64):
        active = i % 4 == 0
        x, y = int(ua[i]), int(ub[i])
        total = x + y if op == "add" else x + (~y & 0xFFFFFFFF) + 1  # 33-bit sum, as the page writes it
        assert int(np.asarray(dst).view(np.uint32)[i]) == (total & 0xFFFFFFFF if active else 0)
        assert bool(bits[4 * i]) == (active and total >> 32 == 1)
        assert not bits[4 * i + 1: 4 * i + 4].any()


def test_sub_type_errors_and_no_return_form() -> None:
    h = vector_half(np.zeros(128, np.float16))
    with pytest.raises(AscTypeError, match=r"asc_sub\(vector_half& dst"):
        run_vf(lambda: asc_sub(vector_float(), h, h, asc_create_mask_b16(PAT_ALL)))
    # The value-returning form of the 9.2.0 headers: x - x is +0 in every lane.
    assert (run_vf(lambda: np.asarray(asc_sub(h, h, asc_create_mask_b16(PAT_ALL))).view(np.uint16).copy()) == 0).all()
    with pytest.raises(AscTypeError):  # the carry form is 32-bit only
        run_vf(lambda: asc_sub(vector_bool(), vector_int16_t(), vector_int16_t(np.zeros(128, np.int16)),
                               vector_int16_t(np.zeros(128, np.int16)), asc_create_mask_b16(PAT_ALL)))
