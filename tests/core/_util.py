"""Helpers shared by the core tests: run code inside a VF, move arrays through GM, look at raw bits.

Nothing here computes an expected result: the tests write their own formulas.
"""

from collections.abc import Callable
from typing import Any, TypeVar

import ml_dtypes
import numpy as np
from hypothesis import HealthCheck, settings

from ascsim import (
    acl,
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
from ascsim.arch import Event, Pipe

T = TypeVar("T")

#: Hypothesis settings of the core tests: few examples, no deadline (kernels are launched).
FAST = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

#: (element type, register class, numpy dtype) of the 13 types of asc_intlv, written out here.
INTLV_TYPES = [
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

UINT_OF_SIZE = {1: np.dtype(np.uint8), 2: np.dtype(np.uint16), 4: np.dtype(np.uint32)}


def raw(x: Any) -> np.ndarray:
    """The raw bits of an array or register, as unsigned integers of the same width."""
    a = np.asarray(x)
    return a.view(UINT_OF_SIZE[a.dtype.itemsize])


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


def run_kernel(body: Callable[[], T], core: str = "AIV", blocks: int = 1) -> list[T]:
    """Run ``body()`` as the whole kernel (outside any VF) on ``blocks`` blocks; one result per block."""
    out: list[T] = []

    def kernel_body() -> None:
        out.append(body())

    kernel = vector_kernel(kernel_body) if core == "AIV" else cube_kernel(kernel_body)
    kernel[blocks]()
    return out


def order(before: Pipe, after: Pipe, event: Event = Event.EVENT_ID7) -> None:
    """A notify/wait pair: everything ``before`` did comes before what ``after`` does next."""
    asc_sync_notify(before, after, event)
    asc_sync_wait(before, after, event)


def to_device(arr: np.ndarray) -> int:
    """A fresh GM allocation holding a copy of ``arr``'s bytes (ACL must be initialised)."""
    host = np.ascontiguousarray(arr)
    ptr, ret = acl.rt.malloc(host.nbytes, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    assert ret == acl.ACL_SUCCESS
    ret = acl.rt.memcpy(ptr, host.nbytes, acl.util.numpy_to_ptr(host), host.nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    assert ret == acl.ACL_SUCCESS
    return int(ptr)


def device_buffer(nbytes: int, fill: int = 0) -> int:
    """A fresh GM allocation of ``nbytes`` bytes, all set to ``fill``."""
    return to_device(np.full(nbytes, fill, np.uint8))


def from_device(ptr: int, count: int, dtype: Any) -> np.ndarray:
    """``count`` elements of ``dtype`` copied back from GM."""
    host = np.zeros(count, dtype)
    ret = acl.rt.memcpy(acl.util.numpy_to_ptr(host), host.nbytes, ptr, host.nbytes, acl.ACL_MEMCPY_DEVICE_TO_HOST)
    assert ret == acl.ACL_SUCCESS
    return host
