"""The GM->L1 copies with padding modes and loops in an unmodified C++ program (the forms' semantics are
checked in tests/cube/test_gm2l1_forms.py): asc_copy_gm2l1_pad3's size form, asc_copy_gm2l1_align repeated by
asc_set_gm2l1_loop_size, and the newer headers' asc_copy_gm2l1 with an asc_channel_pad_mode and
asc_set_gm2l1_padding, read back through asc_copy_l12gm."""

from __future__ import annotations

from typing import Any

PROGRAM = r"""
#include <cstdio>
#include "acl/acl.h"
#include "c_api/asc_simd.h"
__global__ __cube__ void k(__gm__ uint8_t* src, __gm__ uint8_t* out)
{
    __cbuf__ uint8_t padded[64];
    __cbuf__ half aligned[64];
    __cbuf__ uint8_t channel[64];
    asc_copy_gm2l1_pad3((__cbuf__ void*)padded, (__gm__ void*)src, 64);
    asc_set_gm2l1_loop_size(2, 1);
    asc_set_gm2l1_loop1_stride(8, 64);
    asc_copy_gm2l1_align(aligned, (__gm__ half*)src, 1, 6, 0, 0, false, 0, 0, 32);
    asc_set_gm2l1_loop_size(1, 1);
    asc_set_gm2l1_padding(static_cast<uint16_t>(0xBEEF));
    asc_copy_gm2l1((__cbuf__ void*)channel, (__gm__ void*)(src + 16), 2, 1, asc_channel_pad_mode::EXPAND_2B, 0, 1);
    asc_sync_pipe(PIPE_ALL);
    asc_copy_l12gm((__gm__ void*)out, (__cbuf__ void*)padded, 1, 2, 0, 0);
    asc_copy_l12gm((__gm__ void*)(out + 64), (__cbuf__ void*)aligned, 2, 1, 1, 1);
    asc_copy_l12gm((__gm__ void*)(out + 192), (__cbuf__ void*)channel, 1, 2, 0, 0);
    asc_sync_pipe(PIPE_ALL);
}
int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    uint8_t h[256];
    for (int i = 0; i < 256; ++i) h[i] = static_cast<uint8_t>(i);
    uint8_t* src = nullptr;
    uint8_t* out = nullptr;
    aclrtMalloc((void**)&src, 256, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc((void**)&out, 256, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(src, 256, h, 256, ACL_MEMCPY_HOST_TO_DEVICE);
    uint8_t o[256] = {};
    aclrtMemcpy(out, 256, o, 256, ACL_MEMCPY_HOST_TO_DEVICE);  // the gaps the copies leave
    k<<<1, nullptr>>>(src, out);
    aclrtMemcpy(o, 256, out, 256, ACL_MEMCPY_DEVICE_TO_HOST);
    const int at[] = {0, 1, 2, 16, 17, 33, 48, 49, 64, 65, 66, 67, 68, 69, 70, 71, 72, 128, 129, 130, 135, 136,
                      192, 193, 194, 195, 224, 225, 226, 255};
    for (int i : at) printf("%d ", o[i]);
    printf("\n");
    aclrtFree(src);
    aclrtFree(out);
    aclFinalize();
    return 0;
}
"""


def test_padding_mode_and_looped_align_copy_in_a_program(run_source: Any) -> None:
    r = run_source(PROGRAM)
    assert (r.rc, r.err) == (0, ""), r.err
    # pad3: each 32-byte block holds 2 source bytes at 0 and 2 at 16, zeros around them. align: 3 halves, then
    # the first element up to 32 bytes; the loop's second iteration reads 8 bytes further and writes 64 bytes
    # further. EXPAND_2B: 2 source bytes, then the padding register's 16 bits (0xBEEF) up to 32 bytes.
    want = ([0, 1, 0, 2, 3, 5, 6, 7] + [0, 1, 2, 3, 4, 5, 0, 1, 0] + [8, 9, 10, 9, 8]
            + [16, 17, 0xEF, 0xBE, 18, 19, 0xEF, 0xBE])
    assert r.out.split() == [str(v) for v in want], r.out
