"""Helpers shared by the test folders: the register type table, raw-bit views, running code in a
kernel or a VF, and ordering pipes. Nothing here computes an expected result."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import ml_dtypes
import numpy as np
from hypothesis import HealthCheck, settings

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
    set_check_mode,
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
from ascsim.dtypes import ElemType
from ascsim.regs import VectorRegister

T = TypeVar("T")

#: Hypothesis settings of the tests that launch kernels: few examples, no deadline.
FAST = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

#: (element type, register class, numpy dtype) of the 13 register element types, written out here.
TYPES: list[tuple[ElemType, type[VectorRegister], np.dtype[Any]]] = [
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

UINT_OF_SIZE: dict[int, np.dtype[Any]] = {1: np.dtype(np.uint8), 2: np.dtype(np.uint16), 4: np.dtype(np.uint32)}


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


def run_blocks(body: Callable[[], T], core: str = "AIV", blocks: int = 1) -> list[T]:
    """Run ``body()`` as the whole kernel (outside any VF) on ``blocks`` blocks; one result per block."""
    out: list[T] = []

    def kernel_body() -> None:
        out.append(body())

    kernel = vector_kernel(kernel_body) if core == "AIV" else cube_kernel(kernel_body)
    kernel[blocks]()
    return out


def order(before: Any, after: Any, event: Any = EVENT_ID7) -> None:
    """A notify/wait pair: everything ``before`` did comes before what ``after`` does next."""
    asc_sync_notify(before, after, event)
    asc_sync_wait(before, after, event)


def strict() -> Iterator[None]:
    """Body of a fixture: every finding (uninitialised read, race, unpaired sync) is an error."""
    previous = set_check_mode("error")
    yield
    set_check_mode(previous)


def warn_session() -> Iterator[None]:
    """A fixture body: findings collected quietly in warn mode on an initialised device, all undone after."""
    from ascsim import acl
    from ascsim.runtime import check

    previous = check.set_mode("warn")
    check.CHECKER.findings.clear()
    check.CHECKER._seen.clear()
    acl.init()
    acl.rt.set_device(0)
    with check.output(lambda line: None):
        yield
    with check.mode("off"):
        acl.finalize()
    check.CHECKER.findings.clear()
    check.set_mode(previous)


def findings() -> str:
    """The checker's findings so far, one "location: message" a line."""
    from ascsim.runtime import check

    return "\n".join(f"{f.location}: {f.message}" for f in check.CHECKER.findings)


def gm_of(host: np.ndarray) -> int:
    """A GM allocation holding a copy of ``host`` (at least one byte)."""
    from ascsim import acl

    ptr, _ = acl.rt.malloc(max(host.nbytes, 1), acl.ACL_MEM_MALLOC_HUGE_FIRST)
    acl.rt.memcpy(ptr, host.nbytes, acl.util.numpy_to_ptr(host), host.nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    return int(ptr)


def back(ptr: int, like: np.ndarray) -> np.ndarray:
    """GM at ``ptr`` copied into an array shaped and typed as ``like``."""
    from ascsim import acl

    out = np.zeros_like(like)
    acl.rt.memcpy(acl.util.numpy_to_ptr(out), out.nbytes, ptr, out.nbytes, acl.ACL_MEMCPY_DEVICE_TO_HOST)
    return out


def to_device(arr: np.ndarray) -> int:
    """A fresh GM allocation holding a copy of ``arr``'s bytes (ACL must be initialised); asserts every
    call succeeds."""
    from ascsim import acl

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
    from ascsim import acl

    host = np.zeros(count, dtype)
    ret = acl.rt.memcpy(acl.util.numpy_to_ptr(host), host.nbytes, ptr, host.nbytes, acl.ACL_MEMCPY_DEVICE_TO_HOST)
    assert ret == acl.ACL_SUCCESS
    return host


def free_new_allocations() -> Iterator[None]:
    """Around a test: free the GM allocations it made and left (a later program's aclFinalize would
    report them as its own)."""
    from ascsim.runtime.memory import GM

    before = {a.base for a in GM.live()}
    yield
    for a in GM.live():
        if a.base not in before:
            GM.free(a.base)
