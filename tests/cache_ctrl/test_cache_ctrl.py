"""cache_ctrl.h: every call is accepted in a kernel, changes no data (ascsim keeps GM coherent) and checks
its arguments."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from kernels import strict

from ascsim import (
    acl,
    asc_datacache_preload,
    asc_dcci_entire_all,
    asc_dcci_entire_atomic,
    asc_dcci_entire_out,
    asc_dcci_entire_ub,
    asc_dcci_single,
    asc_dci,
    asc_get_icache_preload_status,
    asc_icache_preload,
    asc_store_dev,
    asc_ub_dcci_single,
    gm_ptr,
    ub_array,
    uint8_t,
    uint64_t,
    vector_kernel,
)
from ascsim.errors import AscError, AscTypeError, AscValueError, MemoryAccessError


@pytest.fixture(autouse=True)
def _strict(acl_clean: None) -> Iterator[None]:
    # ACL finalised after each test: the GM it leaves allocated would otherwise show in the leak note of a
    # later program run in this process.
    yield from strict()


def _gm(data: np.ndarray) -> int:
    acl.init()
    acl.rt.set_device(0)
    ptr, _ = acl.rt.malloc(data.nbytes, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    acl.rt.memcpy(ptr, data.nbytes, acl.util.numpy_to_ptr(data), data.nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    return int(ptr)


def _host(ptr: int, n: int) -> np.ndarray:
    out = np.zeros(n, np.uint8)
    acl.rt.memcpy(acl.util.numpy_to_ptr(out), n, ptr, n, acl.ACL_MEMCPY_DEVICE_TO_HOST)
    return out


def test_every_call_accepted_no_data_changes() -> None:
    data = np.arange(64, dtype=np.uint8)
    ptr = _gm(data)
    status: list[int] = []

    @vector_kernel
    def k(g: gm_ptr[uint8_t]) -> None:
        u = ub_array(uint8_t, 64)
        asc_store_dev(g + 3, uint8_t(200))  # a scalar store, then the flush the page pairs it with
        asc_dcci_single(g)
        asc_ub_dcci_single(u)
        for f in (asc_dcci_entire_all, asc_dcci_entire_out, asc_dcci_entire_atomic, asc_dcci_entire_ub, asc_dci):
            f()
        asc_datacache_preload(g.cast(uint64_t), 0)
        asc_icache_preload(g, 32)
        asc_icache_preload(u, 0)
        status.append(asc_get_icache_preload_status())

    k[1](ptr)
    want = data.copy()
    want[3] = 200
    assert np.array_equal(_host(ptr, 64), want)
    assert status == [0]


def test_bad_arguments() -> None:
    ptr = _gm(np.zeros(64, np.uint8))

    def run(body: object) -> None:
        @vector_kernel
        def k(g: gm_ptr[uint8_t]) -> None:
            body(g)  # type: ignore[operator]
        k[1](ptr)

    with pytest.raises(AscTypeError):
        run(lambda g: asc_dcci_single(ub_array(uint8_t, 32)))  # a UB pointer where GM is expected
    with pytest.raises(AscTypeError):
        run(lambda g: asc_ub_dcci_single(g))
    with pytest.raises(AscValueError, match="negative"):
        run(lambda g: asc_icache_preload(g, -1))
    with pytest.raises(MemoryAccessError):
        run(lambda g: asc_dcci_single(g + 5000))  # outside its allocation
    with pytest.raises(AscError, match="kernel"):
        asc_dci()
