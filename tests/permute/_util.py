"""Helpers of the permute tests: run code in a kernel or a VF, make random registers and masks.

Nothing here computes an expected result: each test writes its own loop over lanes.
"""

from collections.abc import Callable
from typing import Any, TypeVar

import ml_dtypes
import numpy as np
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from ascsim import (
    EVENT_ID7,
    asc_sync_notify,
    asc_sync_wait,
    bfloat16_t,
    cube_kernel,
    float_,
    fp8_e4m3fn_t,
    fp8_e5m2_t,
    fp8_e8m0_t,
    half,
    hifloat8_t,
    int8_t,
    int16_t,
    int32_t,
    simd_vf,
    uint8_t,
    uint16_t,
    uint32_t,
    vector_bfloat16_t,
    vector_bool,
    vector_float,
    vector_fp8_e4m3fn_t,
    vector_fp8_e5m2_t,
    vector_fp8_e8m0_t,
    vector_half,
    vector_hifloat8_t,
    vector_int8_t,
    vector_int16_t,
    vector_int32_t,
    vector_kernel,
    vector_uint8_t,
    vector_uint16_t,
    vector_uint32_t,
)

T = TypeVar("T")

FAST = settings(max_examples=25, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

#: (element type, register class, numpy dtype) of the 13 register element types, written out here.
TYPES = [
    (int8_t, vector_int8_t, np.dtype(np.int8)),
    (uint8_t, vector_uint8_t, np.dtype(np.uint8)),
    (hifloat8_t, vector_hifloat8_t, np.dtype(np.uint8)),
    (fp8_e8m0_t, vector_fp8_e8m0_t, np.dtype(ml_dtypes.float8_e8m0fnu)),
    (fp8_e5m2_t, vector_fp8_e5m2_t, np.dtype(ml_dtypes.float8_e5m2)),
    (fp8_e4m3fn_t, vector_fp8_e4m3fn_t, np.dtype(ml_dtypes.float8_e4m3fn)),
    (int16_t, vector_int16_t, np.dtype(np.int16)),
    (uint16_t, vector_uint16_t, np.dtype(np.uint16)),
    (half, vector_half, np.dtype(np.float16)),
    (bfloat16_t, vector_bfloat16_t, np.dtype(ml_dtypes.bfloat16)),
    (int32_t, vector_int32_t, np.dtype(np.int32)),
    (uint32_t, vector_uint32_t, np.dtype(np.uint32)),
    (float_, vector_float, np.dtype(np.float32)),
]
TYPE_IDS = [t[0].name for t in TYPES]

UINT = {1: np.dtype(np.uint8), 2: np.dtype(np.uint16), 4: np.dtype(np.uint32)}

#: 256 raw bytes: one register's worth of anything.
REG_BYTES = st.binary(min_size=256, max_size=256)
#: 32 bytes: one mask register's bits.
MASK_BYTES = st.binary(min_size=32, max_size=32)


def raw(x: Any) -> np.ndarray:
    """The raw bits of an array or register, as unsigned integers of the same width."""
    a = np.asarray(x)
    return a.view(UINT[a.dtype.itemsize])


def reg_from_bytes(cls: Any, data: bytes) -> Any:
    """A register of class ``cls`` whose 256 bytes are ``data`` (any bit pattern: NaNs, -0...)."""
    return cls(np.frombuffer(data, np.uint8).view(cls.elem.np).copy())


def bits_from_bytes(data: bytes) -> np.ndarray:
    """256 mask bits, bit j = bit j%8 of byte j//8 (LSB first), written out as a loop."""
    out = np.zeros(256, np.bool_)
    for j in range(256):
        out[j] = (data[j // 8] >> (j % 8)) & 1 == 1
    return out


def mask_from_bytes(data: bytes) -> vector_bool:
    return vector_bool(bits_from_bytes(data))


def run_vf(body: Callable[[], T], core: str = "AIV") -> T:
    """Run ``body()`` inside a ``__simd_vf__`` function of a one-block kernel and return its result."""
    out: list[T] = []

    @simd_vf
    def vf() -> None:
        out.append(body())

    def kernel_body() -> None:
        vf()

    kernel = vector_kernel(kernel_body) if core == "AIV" else cube_kernel(kernel_body)
    kernel[1]()
    return out[0]


def run_kernel(body: Callable[[], T], core: str = "AIV") -> T:
    """Run ``body()`` as the whole one-block kernel (outside any VF) and return its result."""
    out: list[T] = []

    def kernel_body() -> None:
        out.append(body())

    kernel = vector_kernel(kernel_body) if core == "AIV" else cube_kernel(kernel_body)
    kernel[1]()
    return out[0]


def order(before: Any, after: Any) -> None:
    """A notify/wait pair: everything ``before`` did comes before what ``after`` does next."""
    asc_sync_notify(before, after, EVENT_ID7)
    asc_sync_wait(before, after, EVENT_ID7)
