"""The copies through the C++ front end: tests/asc/datamove_forms.asc (every kind of copy form), and a
kernel written the vendor's way (plain copies, asc_sync_mte2/3, asc_vf_call, a stream launch)."""

from __future__ import annotations

from pathlib import Path

import pytest
from frontend.asc_run import ASC_DIR, run_asc

VENDOR_STYLE = r"""
#include <cstdint>
#include <iostream>
#include <vector>
#include "acl/acl.h"
#include "c_api/asc_simd.h"
#include "kernel_operator.h"

constexpr uint32_t N = 512;

__simd_vf__ inline void add_vf(__ubuf__ float* dst, __ubuf__ float* a, __ubuf__ float* b, uint32_t count)
{
    constexpr int64_t VL = asc_get_vf_len();
    constexpr uint32_t per = VL / sizeof(float);
    vector_float x, y, z;
    vector_bool mask;
    const uint32_t reps = (count + per - 1) / per;
    for (uint32_t i = 0; i < reps; ++i) {
        mask = asc_update_mask_b32(count);
        asc_loadalign(x, a + i * per);
        asc_loadalign(y, b + i * per);
        asc_add(z, x, y, mask);
        asc_storealign(dst + i * per, z, mask);
    }
}

__global__ __vector__ void add_kernel(__gm__ float* out, __gm__ float* a, __gm__ float* b)
{
    asc_init();
    __ubuf__ float ua[N];
    __ubuf__ float ub[N];
    __ubuf__ float uo[N];
    asc_copy_gm2ub(ua, a, N * sizeof(float));
    asc_copy_gm2ub(ub, b, N * sizeof(float));
    asc_sync_mte2(0);
    asc_vf_call<add_vf>(uo, ua, ub, N);
    asc_sync_notify(PIPE_V, PIPE_MTE3, 0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, 0);
    asc_copy_ub2gm(out, uo, N * sizeof(float));
    asc_sync_mte3(0);
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    std::vector<float> ha(N), hb(N), ho(N);
    for (uint32_t i = 0; i < N; ++i) { ha[i] = i; hb[i] = 2.0f * i; }
    void *da, *db, *dout;
    aclrtMalloc(&da, N * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&db, N * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&dout, N * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(da, N * 4, ha.data(), N * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(db, N * 4, hb.data(), N * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    add_kernel<<<1, nullptr, stream>>>((float*)dout, (float*)da, (float*)db);
    aclrtSynchronizeStream(stream);
    aclrtMemcpy(ho.data(), N * 4, dout, N * 4, ACL_MEMCPY_DEVICE_TO_HOST);
    int bad = 0;
    for (uint32_t i = 0; i < N; ++i) if (ho[i] != 3.0f * i) ++bad;
    std::cout << (bad ? "[Failed]" : "[Success]") << " bad=" << bad << " last=" << ho[N - 1] << std::endl;
    aclrtFree(da); aclrtFree(db); aclrtFree(dout);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return bad;
}
"""


def test_datamove_forms_program() -> None:
    r = run_asc(ASC_DIR / "datamove_forms.asc")
    assert r.rc == 0, r.out + r.err
    assert r.out.splitlines() == [
        "plain gm2ub/ub2gm: ok", "gm2ub_align padding: ok", "loops: ok", "ub2ub and sync forms: ok",
        "int8_t pad value on 16-bit data: ok", "double bursts: ok", "int64_t copy: ok", "dout[12] 5",
        "[Success] vector_datamove copy forms.",
    ]
    # No finding; only the call passing a uint8_t cache mode picks a deprecated overload (the enum ones do
    # not), which the compiler warns about once, at its line.
    assert r.err.splitlines() == [
        f"{ASC_DIR / 'datamove_forms.asc'}:53:5: warning: 'asc_copy_gm2ub_align' is deprecated: pass an "
        "asc_load_l2_cache_mode value as l2_cache_mode"]


def test_vendor_style_kernel(tmp_path: Path) -> None:
    prog = tmp_path / "vendor_style_add.asc"
    prog.write_text(VENDOR_STYLE)
    r = run_asc(prog)
    assert r.rc == 0, r.out + r.err
    assert r.out == "[Success] bad=0 last=1533\n"
    assert r.err == "", "no warning: the program is correct"


@pytest.mark.parametrize("size,error", [(40, "size = 40 bytes is not a multiple of 32"),
                                        (4096, "past the end")])
def test_vendor_style_kernel_misuse(tmp_path: Path, size: int, error: str) -> None:
    """The same kernel copying a size that is not whole blocks, or more than the array holds."""
    prog = tmp_path / "bad.asc"
    text = VENDOR_STYLE.replace("asc_copy_gm2ub(ub, b, N * sizeof(float));", f"asc_copy_gm2ub(ub, b, {size});")
    prog.write_text(text)
    line = text.splitlines().index(f"    asc_copy_gm2ub(ub, b, {size});") + 1
    r = run_asc(prog)
    assert r.rc == 1
    assert f"bad.asc:{line}: error: asc_copy_gm2ub: " in r.err and error in r.err, r.err
