"""asc_init (misc.h): what it resets, from its dav-3510 implementation (on a vector core: store-atomic mode
none, normal mask mode, every vector mask bit set) and nothing else. Expected values are written here from
that rule: after asc_init a UB->GM copy overwrites GM instead of combining with it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from frontend.asc_run import run_asc
from kernels import back, gm_of, warn_session

from ascsim import *
from ascsim.runtime.context import CTX


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    yield from warn_session()




SETTERS = [asc_set_atomic_add_int, asc_set_atomic_max_int, asc_set_atomic_min_int]


@pytest.mark.parametrize("setter", SETTERS, ids=lambda f: f.__name__)
def test_asc_init_sets_atomic_none_so_a_copy_overwrites_gm(setter: Any) -> None:
    old = np.arange(64, dtype=np.int32) * 3 - 50  # GM before: neither all above nor all below the data
    data = np.full(64, 7, np.int32)
    src, dst = gm_of(data), gm_of(old)

    @vector_kernel
    def k(x: gm_ptr[int32_t], o: gm_ptr[int32_t]) -> None:
        buf = ub_array(int32_t, 64)
        asc_copy_gm2ub_align(buf, x, 256)
        asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0)
        asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0)
        setter()
        asc_init()  # atomic none: the copy below is a plain store
        asc_copy_ub2gm_align(o, buf, 256)

    k[1](src, dst)
    np.testing.assert_array_equal(back(dst, old), data)


def test_asc_init_resets_the_store_atomic_configuration_register() -> None:
    seen: list[int] = []

    @vector_kernel
    def k() -> None:
        cfg = asc_store_atomic_config()
        asc_set_atomic_add_float()
        asc_init()
        asc_get_store_atomic_config(cfg)
        seen.append(int(cfg.config))

    k[1]()
    assert seen == [0]  # the reset value: no store-atomic mode


def test_asc_init_keeps_what_its_implementation_does_not_reset() -> None:
    """The implementation resets three things only; AR and DEQSCALE keep their values (a block start resets
    them)."""
    seen: list[tuple[int, int]] = []
    before: list[int] = []

    @simd_vf
    def grow() -> None:
        asc_squeeze_with_status(vector_uint8_t(), vector_uint8_t(np.zeros(256, np.uint8)), asc_create_mask_b8(PAT_ALL))

    @vector_kernel
    def k() -> None:
        grow()
        asc_set_deq_scale(uint64_t(5))
        before.append(CTX.regs.deq_scale)
        asc_init()
        seen.append((CTX.regs.ar, CTX.regs.deq_scale))

    k[1]()
    assert before[0] != 0 and seen == [(256, before[0])]


PROGRAM = r"""
#include <cstdint>
#include <cstdio>
#include "acl/acl.h"
#include "c_api/asc_simd.h"

__global__ __vector__ void init_kernel(__gm__ int32_t* x, __gm__ int32_t* out)
{
    __ubuf__ int32_t buf[64];
    asc_copy_gm2ub_align(buf, x, 64 * sizeof(int32_t));
    asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    asc_set_atomic_add_int();
    asc_init();
    asc_copy_ub2gm_align(out, buf, 64 * sizeof(int32_t));
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    int32_t host[64];
    int32_t* x = nullptr;
    int32_t* out = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&x), sizeof(host), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(reinterpret_cast<void**>(&out), sizeof(host), ACL_MEM_MALLOC_HUGE_FIRST);
    for (int i = 0; i < 64; ++i) host[i] = 7;
    aclrtMemcpy(x, sizeof(host), host, sizeof(host), ACL_MEMCPY_HOST_TO_DEVICE);
    for (int i = 0; i < 64; ++i) host[i] = 100 + i;
    aclrtMemcpy(out, sizeof(host), host, sizeof(host), ACL_MEMCPY_HOST_TO_DEVICE);
    init_kernel<<<1, 0>>>(x, out);
    aclrtMemcpy(host, sizeof(host), out, sizeof(host), ACL_MEMCPY_DEVICE_TO_HOST);
    int bad = 0;
    for (int i = 0; i < 64; ++i) bad += host[i] != 7;
    printf("overwritten: %s\n", bad == 0 ? "yes" : "no");
    aclrtFree(x);
    aclrtFree(out);
    aclFinalize();
    return 0;
}
"""


def test_asc_program_asc_init_after_atomic_add_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "init_atomic.asc"
    path.write_text(PROGRAM)
    r = run_asc(path)
    assert r.rc == 0, r.out + r.err
    assert r.out.split() == ["overwritten:", "yes"], r.out + r.err
