"""The scalar helpers of scalar_compute.h through the facade, against references written from the pages as
plain Python loops over the 64 bits (no ascsim.ops)."""

from __future__ import annotations

import math
import struct
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kernels import strict

from ascsim import (
    acl,
    asc_clear_nthbit,
    asc_clz,
    asc_ffs,
    asc_ffz,
    asc_float2int32_rd,
    asc_float2int32_rn,
    asc_float2int32_rna,
    asc_float2int32_ru,
    asc_popc,
    asc_set_nthbit,
    asc_sflbits,
    asc_store_dev,
    asc_zero_bits_cnt,
    gm_ptr,
    int8_t,
    int16_t,
    int32_t,
    int64_t,
    uint8_t,
    uint16_t,
    uint32_t,
    uint64_t,
    vector_kernel,
)
from ascsim.errors import AscError

U64 = st.integers(0, 2**64 - 1)


@pytest.fixture(autouse=True)
def _strict() -> Iterator[None]:
    yield from strict()


def in_kernel(fn: Any, *args: Any) -> Any:
    """``fn(*args)`` called on the scalar unit of a one-block kernel."""
    out: list[Any] = []
    vector_kernel(lambda: out.append(fn(*args)))[1]()
    return out[0]


def bit(v: int, i: int) -> int:
    return (v >> i) & 1


def ref_popc(v: int) -> int:
    return sum(bit(v, i) for i in range(64))


def ref_clz(v: int) -> int:
    n = 0
    for i in range(63, -1, -1):
        if bit(v, i):
            break
        n += 1
    return n


def ref_ffs(v: int) -> int:
    return next((i for i in range(64) if bit(v, i)), -1)


def ref_ffz(v: int) -> int:
    return next((i for i in range(64) if not bit(v, i)), -1)


def ref_sflbits(v: int) -> int:
    sign = bit(v, 63)
    if all(bit(v, i) == sign for i in range(64)):
        return -1
    n = 0
    for i in range(62, -1, -1):
        if bit(v, i) != sign:
            break
        n += 1
    return n


def test_page_examples() -> None:
    def run() -> list[int]:
        return [asc_clz(0x0FFFFFFFFFFFFFFF), asc_popc(33), asc_ffz(33), asc_ffs(10), asc_sflbits(0x0F00000000000000),
                asc_sflbits(0x000F00FF0FF0FFFF), asc_set_nthbit(0, 2), asc_clear_nthbit(7, 2), asc_zero_bits_cnt(33),
                asc_float2int32_rn(3.0)]
    assert in_kernel(run) == [4, 2, 1, 1, 3, 11, 4, 3, 62, 3]


@settings(max_examples=30, deadline=None)
@given(vals=st.lists(U64, min_size=8, max_size=8), idx=st.integers(-200, 200))
def test_bit_helpers(vals: list[int], idx: int) -> None:
    edge = [0, 2**64 - 1, 1, 2**63, 2**63 - 1]

    def run() -> list[tuple[int, ...]]:
        out: list[tuple[int, ...]] = []
        for v in vals + edge:
            signed = v - 2**64 if v >> 63 else v
            out.append((asc_popc(v), asc_zero_bits_cnt(v), asc_clz(v), asc_ffs(v), asc_ffz(v), asc_sflbits(signed),
                        asc_set_nthbit(v, idx), asc_clear_nthbit(v, idx)))
        return out

    got = in_kernel(run)
    for v, g in zip(vals + edge, got, strict=True):
        n = (idx % 64 + 64) % 64  # the page's rule for any index
        want = (ref_popc(v), 64 - ref_popc(v), ref_clz(v), ref_ffs(v), ref_ffz(v), ref_sflbits(v),
                v | (1 << n), v & ~(1 << n))
        assert tuple(int(x) for x in g) == want, hex(v)


def f32(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def ref_f2i(x: float, mode: str) -> int:
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return 2**31 - 1 if x > 0 else -(2**31)
    if mode == "rd":
        r = math.floor(x)
    elif mode == "ru":
        r = math.ceil(x)
    elif mode == "rn":
        r = round(x)  # Python rounds ties to even
    else:
        r = math.floor(abs(x) + 0.5) if abs(x) % 1 == 0.5 else round(abs(x))
        r = int(math.copysign(r, x))
    return max(-(2**31), min(2**31 - 1, int(r)))


FUNCS = {"rd": asc_float2int32_rd, "ru": asc_float2int32_ru, "rn": asc_float2int32_rn, "rna": asc_float2int32_rna}
SPECIAL = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999997, -0.0, 2147483520.0, 2147483648.0, -2147483648.0,
           -2147483904.0, 1e30, -1e30, math.inf, -math.inf, math.nan, 1.4e-45, -7.75, 123456.5]


@settings(max_examples=20, deadline=None)
@given(bits=st.lists(st.integers(0, 2**32 - 1), min_size=10, max_size=10))
def test_float2int32(bits: list[int]) -> None:
    values = [np.float32(f32(b)) for b in bits] + [np.float32(v) for v in SPECIAL]

    def run() -> list[list[int]]:
        return [[int(FUNCS[m](v)) for m in FUNCS] for v in values]

    got = in_kernel(run)
    for v, g in zip(values, got, strict=True):
        assert g == [ref_f2i(float(v), m) for m in FUNCS], float(v)


def test_store_dev_every_type() -> None:
    acl.init()
    acl.rt.set_device(0)
    types = [int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, int64_t, uint64_t]
    values = [-3, 250, -30000, 65000, -(2**31), 2**32 - 2, -(2**63) + 5, 2**64 - 7]
    ptr, _ = acl.rt.malloc(8 * 16, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    zeros = np.zeros(8 * 16, np.uint8)
    acl.rt.memcpy(ptr, zeros.nbytes, acl.util.numpy_to_ptr(zeros), zeros.nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)

    @vector_kernel
    def k(out: gm_ptr[uint8_t]) -> None:
        for i, (t, v) in enumerate(zip(types, values, strict=True)):
            asc_store_dev((out + 16 * i).cast(t), t(v))

    k[1](int(ptr))
    host = np.zeros(8 * 16, np.uint8)
    acl.rt.memcpy(acl.util.numpy_to_ptr(host), host.nbytes, ptr, host.nbytes, acl.ACL_MEMCPY_DEVICE_TO_HOST)
    for i, (t, v) in enumerate(zip(types, values, strict=True)):
        n = t.size
        assert int.from_bytes(host[16 * i:16 * i + n].tobytes(), "little") == v % (1 << (8 * n)), t.name
        assert not host[16 * i + n:16 * i + 16].any()  # nothing beyond the element
    acl.rt.free(ptr)


def test_misuse() -> None:
    with pytest.raises(AscError, match="kernel"):
        asc_popc(3)  # outside a kernel
    with pytest.raises(AscError):
        in_kernel(asc_store_dev, 5, 5)  # no GM pointer


def _half_round_to_odd(x: float) -> int:
    """The bits of the half nearest x from below or above whose last mantissa bit is 1 (x itself when
    representable), found by walking the ordered finite halves; beyond the largest finite half, the
    largest finite (its last bit is 1, infinity's is 0)."""
    if math.isnan(x):
        return 0x7E00
    if math.isinf(x):
        return 0x7C00 if x > 0 else 0xFC00
    sign = 0x8000 if math.copysign(1.0, x) < 0 else 0
    mag = abs(x)
    finite = [(float(np.uint16(b).view(np.float16)), b) for b in range(0x7C00)]  # +0 .. largest, in order
    lo = max(b for v, b in finite if v <= mag)
    if float(np.uint16(lo).view(np.float16)) == mag:
        return sign | lo
    hi = lo + 1 if lo < 0x7BFF else None
    return sign | (lo if lo & 1 or hi is None else hi)


@settings(max_examples=40, deadline=None)
@given(st.floats(width=32, allow_nan=True, allow_infinity=True))
def test_float2half_ro_rounds_to_odd(x: float) -> None:
    from ascsim import asc_float2half_ro

    got = in_kernel(lambda: asc_float2half_ro(np.float32(x)))
    want = _half_round_to_odd(float(np.float32(x)))
    bits = int(np.asarray(got, np.float16).view(np.uint16))
    if want == 0x7E00:
        assert (bits & 0x7C00) == 0x7C00 and bits & 0x3FF
    else:
        assert bits == want, (x, hex(bits), hex(want))


def test_float2half_ro_edges() -> None:
    from ascsim import asc_float2half_ro

    cases = [1.0 + 2**-11, 1.0 + 2**-12, 65520.0, 1e9, -1e9, 2**-25, -0.0, 3.0]
    got = in_kernel(lambda: [int(np.asarray(asc_float2half_ro(np.float32(v)), np.float16).view(np.uint16))
                             for v in cases])
    assert got == [_half_round_to_odd(v) for v in cases]
    assert got[0] == 0x3C01 and got[2] == 0x7BFF and got[3] == 0x7BFF and got[4] == 0xFBFF and got[6] == 0x8000
