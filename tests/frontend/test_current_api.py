"""Programs written against the 9.2.0 API: its header paths, value-returning forms, asc_vf_call with
only asc_simd.h, and the uint32_t burst counts of the align copies. Expected values come from the
instructions' definitions, computed here with numpy."""

from __future__ import annotations

from pathlib import Path

import numpy as np

_HOST = """
int main() {
    aclInit(nullptr); aclrtSetDevice(0);
    const int n = 64;
    int32_t a[n], b[n], out[4 * n];
    for (int i = 0; i < n; ++i) { a[i] = i * 7 - 200; b[i] = 3 * i; }
    void *da, *db, *dout;
    aclrtMalloc(&da, sizeof(a), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&db, sizeof(b), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&dout, sizeof(out), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(da, sizeof(a), a, sizeof(a), ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(db, sizeof(b), b, sizeof(b), ACL_MEMCPY_HOST_TO_DEVICE);
    kernel<<<1, 0>>>((int32_t*)dout, (int32_t*)da, (int32_t*)db);
    aclrtSynchronizeDevice();
    aclrtMemcpy(out, sizeof(out), dout, sizeof(out), ACL_MEMCPY_DEVICE_TO_HOST);
    for (int i = 0; i < 4 * n; ++i) printf("%d\\n", out[i]);
    return 0;
}
"""

_DEVICE = """
__simd_vf__ inline void vf(__ubuf__ int32_t* out, __ubuf__ int32_t* a, __ubuf__ int32_t* b)
{
    vector_bool all = asc_create_mask_b32(PAT_ALL);
    vector_int32_t x = asc_loadalign(a);
    vector_int32_t y = asc_loadalign(b);
    vector_int32_t sum = asc_add(x, y, all);                 // x + y
    vector_bool bigger = asc_gt(x, y, all);                  // x > y
    vector_int32_t pick = asc_select(x, y, bigger);          // max(x, y)
    vector_int32_t total = asc_reduce_sum(sum, all);         // lane 0: sum of x + y, the rest 0
    vector_int32_t shifted = asc_shiftleft_scalar(x, static_cast<int16_t>(2), all);
    asc_storealign(out, sum, all);
    asc_storealign(out + 64, pick, all);
    asc_storealign(out + 128, total, all);
    asc_storealign(out + 192, shifted, all);
}
__global__ __vector__ void kernel(__gm__ int32_t* out, __gm__ int32_t* a, __gm__ int32_t* b)
{
    __ubuf__ int32_t ua[64];
    __ubuf__ int32_t ub[64];
    __ubuf__ int32_t uo[256];
    asc_copy_gm2ub_align(ua, a, 256);
    asc_copy_gm2ub_align(ub, b, 256);
    asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0);
    asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0);
    asc_vf_call<vf>(uo, ua, ub);
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0);
    // Four bursts of 256 bytes: the uint32_t burst count of 9.2.0 (a plain int argument).
    asc_copy_ub2gm_align(out, uo, 4, 256, asc_store_l2_cache_mode::NORMAL_FIRST_VICTIM, 256, 256);
    asc_sync();
}
"""

_NEW_LAYOUT = """
#include <cstdint>
#include <cstdio>
#include "acl/acl.h"
#include "c_api/utils/sys_init.h"
#include "c_api/reg_compute/load/loadalign.h"
#include "c_api/reg_compute/store/storealign.h"
#include "c_api/reg_compute/compute/reg_arith.h"
#include "c_api/reg_compute/compute/reg_compare.h"
#include "c_api/reg_compute/compute/reg_permute_sel.h"
#include "c_api/reg_compute/compute/reg_reduce.h"
#include "c_api/reg_compute/compute/reg_logic.h"
#include "c_api/reg_compute/compute/reg_mask.h"
#include "c_api/vector_datamove/vector_datamove.h"
#include "c_api/sync/sync.h"
#include "kernel_operator.h"
"""


def _expected() -> list[int]:
    i = np.arange(64, dtype=np.int64)
    a, b = i * 7 - 200, 3 * i
    total = np.zeros(64, np.int64)
    total[0] = (a + b).sum()
    shifted = (a.astype(np.int32) << 2).astype(np.int64)  # signed left shift by 2, no overflow here
    return [int(v) for v in np.concatenate([a + b, np.maximum(a, b), total, shifted])]


def _printed(out: str) -> list[int]:
    return [int(line) for line in out.split()]


def test_value_returning_forms_through_the_9_2_0_header_paths(run_source) -> None:
    r = run_source(_NEW_LAYOUT + _DEVICE + _HOST)
    assert (r.rc, r.err) == (0, ""), r.err
    assert _printed(r.out) == _expected()


def test_asc_vf_call_with_only_asc_simd_h(run_source) -> None:
    head = '#include <cstdint>\n#include <cstdio>\n#include "acl/acl.h"\n#include "c_api/asc_simd.h"\n'
    r = run_source(head + _DEVICE + _HOST)
    assert (r.rc, r.err) == (0, ""), r.err
    assert _printed(r.out) == _expected()


def test_both_burst_counts_copy_the_same_bytes(run_source, tmp_path: Path) -> None:
    """A uint16_t count picks the 9.1.0 form, any other integer the 9.2.0 one; both move n bursts."""
    src = _NEW_LAYOUT + """
__global__ __vector__ void kernel(__gm__ int32_t* out, __gm__ int32_t* a, __gm__ int32_t* b)
{
    __ubuf__ int32_t u[64];
    uint16_t two16 = 2;
    asc_copy_gm2ub_align(u, a, two16, 128, 0, 0, false, asc_load_l2_cache_mode::NORMAL_FIRST_VICTIM, 128, 128);
    asc_sync();
    asc_copy_ub2gm_align(out, u, 2u, 128, asc_store_l2_cache_mode::NORMAL_FIRST_VICTIM, 128, 128);
    asc_copy_ub2gm_align(out + 64, u, two16, 128, asc_store_l2_cache_mode::NORMAL_FIRST_VICTIM, 128, 128);
    asc_sync();
    asc_copy_ub2gm_align(out + 128, u, 256u);
    asc_copy_ub2gm_align(out + 192, u, 256u);
    asc_sync();
}
""" + _HOST
    r = run_source(src)
    assert (r.rc, r.err) == (0, ""), r.err
    a = [i * 7 - 200 for i in range(64)]
    assert _printed(r.out) == a * 4
