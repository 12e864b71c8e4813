"""Helpers shared by the core tests: run code inside a VF, move arrays through GM, look at raw bits.

Nothing here computes an expected result: the tests write their own formulas.
"""

from collections.abc import Callable
from typing import Any, TypeVar

import numpy as np
from hypothesis import HealthCheck, settings
from kernels import TYPES, UINT_OF_SIZE, order, raw, run_blocks, run_vf  # noqa: F401 - shared helpers, re-exported

from ascsim import (
    acl,
)

T = TypeVar("T")

#: Hypothesis settings of the core tests: few examples, no deadline (kernels are launched).
FAST = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

#: The 13 types of asc_intlv.
INTLV_TYPES = TYPES


def run_kernel(body: Callable[[], T], core: str = "AIV", blocks: int = 1) -> list[T]:
    """Run ``body()`` as the whole kernel (outside any VF) on ``blocks`` blocks; one result per block."""
    return run_blocks(body, core, blocks)


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
