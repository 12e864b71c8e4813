"""The neighbours of reg_permute_sel.h: duplicate, add, gt, mem_bar, vf_call and the pipe barriers (the
loads and stores that move the pointer or permute on the way: tests/reg_load_store). Expected values are
loops written here."""

import math
from typing import Any

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given

from ascsim import (
    PAT_ALL,
    PIPE_ALL,
    PIPE_MTE2,
    PIPE_S,
    PIPE_V,
    VLD_VST,
    VST_VLD,
    VV_ALL,
    asc_add,
    asc_create_mask_b16,
    asc_duplicate,
    asc_duplicate_scalar,
    asc_gt,
    asc_loadalign,
    asc_mem_bar,
    asc_storealign,
    asc_sync_mte2,
    asc_sync_mte3,
    asc_sync_pipe,
    asc_vf_call,
    simd_vf,
    ub_array,
    uint8_t,
    vector_bfloat16_t,
    vector_bool,
    vector_float,
    vector_half,
    vector_hifloat8_t,
    vector_int8_t,
    vector_int16_t,
    vector_int32_t,
    vector_uint8_t,
    vector_uint16_t,
    vector_uint32_t,
)
from ascsim.errors import AscTypeError, AscValueError, ContextError, HazardError
from ascsim.runtime.context import CTX

from ._util import (
    FAST,
    MASK_BYTES,
    REG_BYTES,
    TYPES,
    bits_from_bytes,
    mask_from_bytes,
    order,
    raw,
    reg_from_bytes,
    run_kernel,
    run_vf,
)

CLASSES = [t[1] for t in TYPES]
#: asc_duplicate(dst, src, mask): the vendor lists every type but hifloat8_t and fp8_e8m0_t.
DUPLICATE_CLASSES = [c for c in CLASSES if c.elem.name not in ("hifloat8_t", "fp8_e8m0_t")]
ARITH = [vector_int8_t, vector_uint8_t, vector_int16_t, vector_uint16_t, vector_int32_t, vector_uint32_t,
         vector_half, vector_bfloat16_t, vector_float]
ARITH_IDS = [c.__name__ for c in ARITH]


def governing(bits: np.ndarray, k: int) -> list[bool]:
    return [bool(bits[i * k]) for i in range(256 // k)]


def with_ub(elem: Any, values: np.ndarray, vf_body: Any, out_count: int = 0, out_elem: Any = None,
            out_fill: int = 0xEE) -> tuple[Any, np.ndarray]:
    """Kernel: UB ``src`` holding ``values``, UB ``dst`` of ``out_count`` elements filled with
    ``out_fill`` bytes, ``vf_body(src, dst)`` in a VF; returns (its result, dst's elements)."""
    result: list[Any] = []
    oe = out_elem or elem

    @simd_vf
    def vf(src: Any, dst: Any) -> None:
        result.append(vf_body(src, dst))

    def body() -> np.ndarray:
        src = ub_array(elem, len(values))
        src.write(values)
        dst = ub_array(oe, max(out_count, 1))
        dst.write(np.full(max(out_count, 1) * oe.size, out_fill, np.uint8).view(oe.np))
        order(PIPE_S, PIPE_V)
        vf(src, dst)
        order(PIPE_V, PIPE_S)
        return dst.read(max(out_count, 1))

    out = run_kernel(body)
    return result[0], out


# ------------------------------------------------------------------------------------------------
# duplicate


@pytest.mark.parametrize("cls", DUPLICATE_CLASSES, ids=lambda c: c.elem.name)
@given(data=REG_BYTES, dm=MASK_BYTES)
@FAST
def test_duplicate_lane0_every_type(cls: Any, data: bytes, dm: bytes) -> None:
    src, mask = reg_from_bytes(cls, data), mask_from_bytes(dm)

    def body() -> Any:
        out = cls()
        asc_duplicate(out, src, mask)
        return out

    out = run_vf(body)
    flags = governing(bits_from_bytes(dm), cls.elem.size)
    lane0 = raw(src)[0]
    for i in range(len(flags)):
        assert raw(out)[i] == (lane0 if flags[i] else 0)


@pytest.mark.parametrize("cls,value,bits", [
    (vector_int8_t, -3, 0xFD), (vector_uint8_t, 300, 300 - 256), (vector_int16_t, np.int16(-2), 0xFFFE),
    (vector_uint32_t, 7, 7), (vector_half, 1.5, 0x3E00), (vector_float, -0.0, 0x80000000),
    (vector_bfloat16_t, 3.0, 0x4040), (vector_half, np.float16(np.nan), 0x7E00),
])
def test_duplicate_scalar_conversions(cls: Any, value: Any, bits: int) -> None:
    mask = vector_bool(np.arange(256) < 64)

    def body() -> tuple[Any, Any]:
        a, b = cls(), cls()
        asc_duplicate_scalar(a, value, mask)
        asc_duplicate_scalar(b, value)
        return a, b

    a, b = run_vf(body)
    n = 256 // cls.elem.size
    m = 64 // cls.elem.size
    assert raw(a).tolist() == [bits] * m + [0] * (n - m)
    assert raw(b).tolist() == [bits] * n


def test_duplicate_errors() -> None:
    m = vector_bool(np.ones(256, bool))
    with pytest.raises(AscTypeError, match="valid"):
        run_vf(lambda: asc_duplicate(vector_uint8_t(), vector_int8_t(np.zeros(256, np.int8)), m))
    with pytest.raises(AscTypeError):
        run_vf(lambda: asc_duplicate_scalar(vector_uint8_t(), vector_uint8_t(np.zeros(256, np.uint8))))
    with pytest.raises(AscTypeError, match="valid overloads"):
        run_vf(lambda: asc_duplicate_scalar(vector_uint8_t(), "7", m))
    with pytest.raises(AscTypeError, match="valid overloads"):  # a scalar goes through asc_duplicate_scalar
        run_vf(lambda: asc_duplicate(vector_uint8_t(), 7, m))
    with pytest.raises(AscTypeError, match="valid overloads"):  # a float is no integer argument
        run_vf(lambda: asc_duplicate_scalar(vector_int32_t(), math.inf, m))
    with pytest.raises(AscTypeError, match="valid overloads"):
        run_vf(lambda: asc_duplicate_scalar(vector_int16_t(), -2.7, m))
    with pytest.raises(ContextError):
        asc_duplicate_scalar(vector_uint8_t(), 1, m)


# ------------------------------------------------------------------------------------------------
# add and gt


def values_of(reg: Any) -> list[Any]:
    """Element values as Python numbers (floats via float64, which holds every element exactly)."""
    arr = np.asarray(reg)
    if arr.dtype.kind in "iu":
        return [int(v) for v in arr]
    with np.errstate(invalid="ignore"):
        return [float(v) for v in arr.astype(np.float64)]


def round_to(cls: Any, x: float) -> int:
    """Raw bits of the element nearest to the float64 ``x`` (the float64 sum of two narrower floats
    rounds once more correctly: float64 has more than twice their precision plus two bits)."""
    with np.errstate(over="ignore"):  # a sum past the largest finite value rounds to infinity
        return int(raw(np.array([x], np.float64).astype(cls.elem.np))[0])


@pytest.mark.parametrize("cls", ARITH, ids=ARITH_IDS)
@given(d0=REG_BYTES, d1=REG_BYTES, dm=MASK_BYTES)
@FAST
def test_add_every_type(cls: Any, d0: bytes, d1: bytes, dm: bytes) -> None:
    s0, s1, mask = reg_from_bytes(cls, d0), reg_from_bytes(cls, d1), mask_from_bytes(dm)

    def body() -> Any:
        out = cls()
        asc_add(out, s0, s1, mask)
        return out

    out = run_vf(body)
    k = cls.elem.size
    flags = governing(bits_from_bytes(dm), k)
    a, b = values_of(s0), values_of(s1)
    got = raw(out).tolist()
    for i in range(len(flags)):
        if not flags[i]:
            assert got[i] == 0
        elif cls.elem.kind in ("int", "uint"):
            assert got[i] == (a[i] + b[i]) % (1 << (8 * k))
        else:
            expected = a[i] + b[i]
            if math.isnan(expected):
                assert math.isnan(values_of(out)[i])
            else:
                assert got[i] == round_to(cls, expected)


def test_add_wraps_and_rounds() -> None:
    def body() -> tuple[Any, Any, Any]:
        m = asc_create_mask_b16(PAT_ALL)
        i16, h, bf = vector_int16_t(), vector_half(), vector_bfloat16_t()
        asc_add(i16, vector_int16_t(np.full(128, 32767, np.int16)), vector_int16_t(np.ones(128, np.int16)), m)
        asc_add(h, vector_half(np.full(128, 2048, np.float16)), vector_half(np.ones(128, np.float16)), m)
        asc_add(bf, vector_bfloat16_t(np.full(128, 256, ml_dtypes.bfloat16)),
                vector_bfloat16_t(np.full(128, 3, ml_dtypes.bfloat16)), m)
        return i16, h, bf

    i16, h, bf = run_vf(body)
    assert np.asarray(i16)[0] == -32768
    assert np.asarray(h)[0] == 2048  # 2049 is a tie between 2048 and 2050: to even
    assert float(np.asarray(bf)[0]) == 260.0  # 259 -> nearest bfloat16 (step 2) is 260 (tie to even)


@pytest.mark.parametrize("cls", ARITH, ids=ARITH_IDS)
@given(d0=REG_BYTES, d1=REG_BYTES, dm=MASK_BYTES)
@FAST
def test_gt_every_type(cls: Any, d0: bytes, d1: bytes, dm: bytes) -> None:
    s0, s1, mask = reg_from_bytes(cls, d0), reg_from_bytes(cls, d1), mask_from_bytes(dm)

    def body() -> Any:
        out = vector_bool()
        asc_gt(out, s0, s1, mask)
        return out

    got = np.asarray(run_vf(body))
    k = cls.elem.size
    bits = bits_from_bytes(dm)
    a, b = values_of(s0), values_of(s1)
    for j in range(256):
        if j % k:
            assert not got[j]  # only governing bits are set
        else:
            i = j // k
            assert got[j] == (bool(bits[j]) and a[i] > b[i])  # NaN compares false


def test_add_gt_errors() -> None:
    m = vector_bool(np.ones(256, bool))
    hif = vector_hifloat8_t(np.zeros(256, np.uint8))
    with pytest.raises(AscTypeError, match="half"):
        run_vf(lambda: asc_add(vector_hifloat8_t(), hif, hif, m))
    with pytest.raises(AscTypeError):
        run_vf(lambda: asc_gt(vector_uint8_t(), vector_uint8_t(), vector_uint8_t(), m))
    with pytest.raises(AscTypeError):
        run_vf(lambda: asc_add(vector_half(), vector_half(), vector_float(), m))
    # The value-returning form of the 9.2.0 headers: 1.5 + 1.5 in every lane.
    ones = vector_half(np.full(128, 1.5, np.float16))
    assert (run_vf(lambda: np.asarray(asc_add(ones, ones, m)).copy()) == 3.0).all()
    with pytest.raises(ContextError):
        asc_gt(vector_bool(), vector_uint8_t(np.zeros(256, np.uint8)), vector_uint8_t(np.zeros(256, np.uint8)), m)


# ------------------------------------------------------------------------------------------------
# mem_bar, vf_call, pipe barriers


def store_then_load(kind: Any) -> None:
    src = vector_uint8_t(np.arange(256, dtype=np.uint8))

    @simd_vf
    def vf(buf: Any) -> None:
        asc_storealign(buf, src, vector_bool(np.ones(256, bool)))
        if kind is not None:
            asc_mem_bar(kind)
        asc_loadalign(vector_uint8_t(), buf)

    def body() -> None:
        vf(ub_array(uint8_t, 256))

    run_kernel(body)


def test_mem_bar_orders_a_store_before_a_load() -> None:
    with pytest.raises(HazardError, match="asc_mem_bar"):
        store_then_load(None)
    with pytest.raises(HazardError):
        store_then_load(VLD_VST)  # orders loads before stores: not this pair
    store_then_load(VST_VLD)
    store_then_load(VV_ALL)


def test_mem_bar_counts_and_errors() -> None:
    def body() -> list[int]:
        seen = [CTX.vf_epoch]
        asc_mem_bar(VV_ALL)
        seen.append(CTX.vf_epoch)
        asc_mem_bar(VLD_VST)
        seen.append(CTX.vf_epoch)
        return seen

    a, b, c = run_vf(body)
    assert b == a + 1 and c == b
    with pytest.raises(AscValueError, match="VST_VLD"):
        run_vf(lambda: asc_mem_bar(99))
    with pytest.raises(ContextError):
        run_kernel(lambda: asc_mem_bar(VV_ALL))


def test_vf_call() -> None:
    calls: list[Any] = []

    @simd_vf
    def vf(x: int, y: int) -> int:
        calls.append(CTX.vf_depth)
        return x + y

    def plain(x: int) -> None:
        pass

    assert run_kernel(lambda: asc_vf_call(vf, 2, 3)) == 5
    assert calls == [1]
    with pytest.raises(AscTypeError, match="simd_vf"):
        run_kernel(lambda: asc_vf_call(plain, 1))
    with pytest.raises(ContextError):
        run_vf(lambda: asc_vf_call(vf, 1, 2))  # issued by the scalar unit, not from a VF
    with pytest.raises(ContextError):
        asc_vf_call(vf, 1, 2)  # outside a kernel


def vector_write_then_scalar_read(barrier: Any) -> None:
    src = vector_uint8_t(np.arange(256, dtype=np.uint8))

    @simd_vf
    def vf(buf: Any) -> None:
        asc_storealign(buf, src, vector_bool(np.ones(256, bool)))

    def body() -> None:
        buf = ub_array(uint8_t, 256)
        vf(buf)
        barrier()
        buf.read(256)

    run_kernel(body)


def test_pipe_barriers() -> None:
    vector_write_then_scalar_read(lambda: asc_sync_pipe(PIPE_ALL))
    with pytest.raises(HazardError):
        vector_write_then_scalar_read(lambda: asc_sync_pipe(PIPE_V))  # only orders V after V
    run_kernel(lambda: (asc_sync_mte2(0), asc_sync_mte3(1), asc_sync_pipe(PIPE_MTE2)))
    with pytest.raises(AscValueError, match="PIPE_S"):
        run_kernel(lambda: asc_sync_pipe(42))
    with pytest.raises(ContextError):
        run_vf(lambda: asc_sync_pipe(PIPE_S))
    with pytest.raises(ContextError):
        asc_sync_mte2(0)
