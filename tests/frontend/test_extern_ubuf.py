"""``extern __ubuf__ T name[]`` in a program: the launch's dynamic UB (``kernel<<<blocks, dyn_ub_bytes>>>``).

tests/asc/dynamic_ub.asc checks its own results on the host; tests/asc_bad/dynamic_ub_*.asc (run by
tests/test_asc_bad.py) are the out-of-bounds accesses. Here: the forms the vendor's samples use
(pointer arithmetic on the region, a VF given it, a file-scope declaration) and what stays unsupported.
"""

from __future__ import annotations

import pytest
from asc_run import ASC_DIR, run_asc

from ascsim import set_jobs


@pytest.mark.parametrize("jobs", [1, 2])
def test_dynamic_ub_program(jobs: int) -> None:
    previous = set_jobs(jobs)
    try:
        r = run_asc(ASC_DIR / "dynamic_ub.asc")
    finally:
        set_jobs(previous)
    assert r.rc == 0, r.out + r.err
    # Block 2, element 0: in = 5 * 128 - 100 = 540; plus one is 541, twice that 1082.
    assert "block 2 out[0] 541 out[N] 1082" in r.out.splitlines()
    assert "[Success] extern __ubuf__ dynamic UB." in r.out.splitlines()
    assert r.err == "", r.err


PING_PONG = """
#include <cstdint>
#include <iostream>
#include "c_api/asc_simd.h"
#include "acl/acl.h"

constexpr uint32_t TILE = 64;

__simd_vf__ inline void twice(__ubuf__ int32_t* dst, __ubuf__ int32_t* src)
{
    vector_int32_t x;
    asc_loadalign(x, src);
    asc_add(x, x, x, asc_create_mask_b32(PAT_ALL));
    asc_storealign(dst, x, asc_create_mask_b32(PAT_ALL));
}

__global__ __vector__ void kernel(__gm__ int32_t* in, __gm__ int32_t* out)
{
    extern __ubuf__ int32_t ub_buf[];
    __ubuf__ int32_t* x_tile = ub_buf;
    __ubuf__ int32_t* y_tile = ub_buf + TILE;
    asc_copy_gm2ub_align(x_tile, in, TILE * sizeof(int32_t));
    asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0);
    asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0);
    twice(y_tile, x_tile);
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_copy_ub2gm_align(out, y_tile, TILE * sizeof(int32_t));
}

int main()
{
    int32_t host[TILE];
    for (uint32_t i = 0; i < TILE; ++i) host[i] = static_cast<int32_t>(i) - 7;
    aclInit(nullptr);
    aclrtSetDevice(0);
    int32_t* in = nullptr;
    int32_t* out = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&in), sizeof(host), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(reinterpret_cast<void**>(&out), sizeof(host), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(in, sizeof(host), host, sizeof(host), ACL_MEMCPY_HOST_TO_DEVICE);
    kernel<<<1, DYN>>>(in, out);
    aclrtMemcpy(host, sizeof(host), out, sizeof(host), ACL_MEMCPY_DEVICE_TO_HOST);
    std::cout << host[0] << " " << host[TILE - 1] << std::endl;
    return 0;
}
"""


def test_tiles_carved_from_the_region_and_a_vf(run_source) -> None:
    r = run_source(PING_PONG, ("DYN=512",))
    assert (r.rc, r.err) == (0, ""), r.err
    assert r.out == f"{2 * -7} {2 * 56}\n"


def test_a_tile_past_the_region_is_reported(run_source) -> None:
    # 256 bytes hold the first tile only: the second starts where the region ends.
    r = run_source(PING_PONG, ("DYN=256",))
    assert "warning:" in r.err and "the dynamic UB of 256 bytes" in r.err, r.err
    assert "prog.asc:" in r.err


@pytest.mark.parametrize("decl,what", [
    ("struct P { int a; }; extern __ubuf__ P dyn[];", "extern __ubuf__ arrays of"),
    ("extern __ubuf__ int32_t dyn[4];", "extern variable dyn without a definition"),
    ("extern int32_t dyn[];", "extern variable dyn without a definition"),
])
def test_what_is_not_the_dynamic_ub(run_source, decl: str, what: str) -> None:
    r = run_source("""
#include <cstdint>
#include "c_api/asc_simd.h"
#include "acl/acl.h"
DECL
__global__ __vector__ void kernel(__gm__ int32_t* out)
{
    out[0] = sizeof(dyn[0]);
    (void)&dyn[0];
}
int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    int32_t* out = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&out), 64, ACL_MEM_MALLOC_HUGE_FIRST);
    kernel<<<1, 64>>>(out);
    return 0;
}
""".replace("DECL", decl))
    assert r.rc == 2 and what in r.err, r.err
