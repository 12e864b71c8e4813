"""The size form of the align copies, ``asc_copy_gm2ub_align(ub, gm, size)`` and
``asc_copy_ub2gm_align(gm, ub, size)`` (and their ``_sync`` forms), for sizes that are not whole 32-byte
blocks.

The dav-3510 implementation issues the size form as the burst form with one burst of ``size`` bytes
(``n_burst = 1, len_burst = size``, no padding, strides 0), so ``size`` takes the range the pages give
``len_burst``, [1, 2097151]. The expected bytes are written here from that rule: GM->UB writes the data,
then filler up to the next 32-byte boundary holding the burst's first element (no constant pad);
UB->GM writes exactly ``size`` bytes and nothing after them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from frontend.asc_run import run_asc
from kernels import order

from ascsim import (
    PIPE_MTE2,
    PIPE_MTE3,
    PIPE_S,
    asc_copy_gm2ub_align,
    asc_copy_gm2ub_align_sync,
    asc_copy_ub2gm_align,
    asc_copy_ub2gm_align_sync,
    float_,
    gm_ptr,
    half,
    ub_array,
    uint8_t,
    vector_kernel,
)
from ascsim.errors import AscValueError

from ._ref import from_device, to_device

GM_FILL = 0xAB
UB_FILL = 0xEE


@pytest.mark.parametrize("elem", [uint8_t, half, float_], ids=lambda e: e.name)
@pytest.mark.parametrize("copy", [asc_copy_ub2gm_align, asc_copy_ub2gm_align_sync], ids=lambda f: f.__name__)
def test_ub2gm_264_bytes_writes_exactly_264(device: None, elem: Any, copy: Any) -> None:
    size = 264  # 8 blocks and 8 bytes
    data = (np.arange(288) * 7 + 3).astype(np.uint8)  # the UB array, padding included
    gm = np.full(512, GM_FILL, np.uint8)
    dst = to_device(gm)

    @vector_kernel
    def kernel(out: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 288)
        ub.write(data)
        order(PIPE_S, PIPE_MTE3)
        copy(out.cast(elem), ub.cast(elem), size)

    kernel[1](dst)
    got = from_device(dst, 512)
    np.testing.assert_array_equal(got[:size], data[:size])
    assert (got[size:] == GM_FILL).all(), "the bytes after the copy stay as they were"


@pytest.mark.parametrize("elem,size", [(uint8_t, 40), (uint8_t, 1), (half, 264), (float_, 100)],
                         ids=lambda v: getattr(v, "name", v))
@pytest.mark.parametrize("copy", [asc_copy_gm2ub_align, asc_copy_gm2ub_align_sync], ids=lambda f: f.__name__)
def test_gm2ub_pads_ub_to_32_bytes_with_the_first_element(device: None, elem: Any, size: int, copy: Any) -> None:
    src = (np.arange(512) * 5 + 1).astype(np.uint8)
    padded = -(-size // 32) * 32
    seen: dict[str, np.ndarray] = {}

    @vector_kernel
    def kernel(inp: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 512)
        ub.write(np.full(512, UB_FILL, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        copy(ub.cast(elem), inp.cast(elem), size)
        order(PIPE_MTE2, PIPE_S)
        seen["ub"] = ub.read(512)

    kernel[1](to_device(src))
    want = np.full(512, UB_FILL, np.uint8)
    want[:size] = src[:size]
    first = src[:elem.size]  # the burst's first element, repeated up to the block boundary
    want[size:padded] = np.resize(first, padded - size)
    np.testing.assert_array_equal(seen["ub"], want)


def test_gm2ub_filler_of_an_array_of_the_exact_size_stays_in_its_slot(device: None) -> None:
    """`__ubuf__ uint8_t a[40]`: the filler up to 64 bytes is the array's own 32-byte slot, not the next array."""
    src = np.arange(64, dtype=np.uint8) + 1
    seen: dict[str, np.ndarray] = {}

    @vector_kernel
    def kernel(inp: gm_ptr[uint8_t], out: gm_ptr[uint8_t]) -> None:
        a = ub_array(uint8_t, 40)
        b = ub_array(uint8_t, 32)
        b.write(np.full(32, 0x77, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        asc_copy_gm2ub_align(a, inp, 40)
        order(PIPE_MTE2, PIPE_MTE3)
        asc_copy_ub2gm_align(out, a, 40)
        order(PIPE_MTE2, PIPE_S)
        seen["b"] = b.read(32)

    out = to_device(np.zeros(64, np.uint8))
    kernel[1](to_device(src), out)
    np.testing.assert_array_equal(from_device(out, 64)[:40], src[:40])
    assert seen["b"].tolist() == [0x77] * 32


@pytest.mark.parametrize("size", [0, 1 << 21, -1])
@pytest.mark.parametrize("copy", [asc_copy_gm2ub_align, asc_copy_gm2ub_align_sync, asc_copy_ub2gm_align,
                                  asc_copy_ub2gm_align_sync], ids=lambda f: f.__name__)
def test_size_outside_1_to_2097151_is_an_error_citing_the_range(device: None, size: int, copy: Any) -> None:
    @vector_kernel
    def kernel(g: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 64)
        ub.write(np.zeros(64, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        order(PIPE_S, PIPE_MTE3)
        if "gm2ub" in copy.__name__:
            copy(ub, g, size)
        else:
            copy(g, ub, size)

    with pytest.raises(AscValueError, match=r"size = -?\d+ .*\[1, 2097151\]"):
        kernel[1](to_device(np.zeros(64, np.uint8)))


def test_half_size_not_whole_elements_is_an_error(device: None) -> None:
    @vector_kernel
    def kernel(g: gm_ptr[half]) -> None:
        ub = ub_array(half, 32)
        order(PIPE_S, PIPE_MTE2)
        asc_copy_gm2ub_align(ub, g, 63)

    with pytest.raises(AscValueError, match="whole number of 2-byte elements"):
        kernel[1](to_device(np.zeros(64, np.uint8)))


PROGRAM = r"""
#include <cstdint>
#include <cstdio>
#include "acl/acl.h"
#include "c_api/asc_simd.h"

__global__ __vector__ void tail_kernel(__gm__ uint8_t* x, __gm__ uint8_t* out)
{
    __ubuf__ uint8_t buf[264];
    asc_copy_gm2ub_align(buf, x, 264);
    asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    asc_copy_ub2gm_align(out, buf, 264);
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    uint8_t host[512];
    uint8_t* x = nullptr;
    uint8_t* out = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&x), 512, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(reinterpret_cast<void**>(&out), 512, ACL_MEM_MALLOC_HUGE_FIRST);
    for (int i = 0; i < 512; ++i) host[i] = static_cast<uint8_t>(i * 3 + 1);
    aclrtMemcpy(x, 512, host, 512, ACL_MEMCPY_HOST_TO_DEVICE);
    for (int i = 0; i < 512; ++i) host[i] = 0xAB;
    aclrtMemcpy(out, 512, host, 512, ACL_MEMCPY_HOST_TO_DEVICE);
    tail_kernel<<<1, 0>>>(x, out);
    aclrtMemcpy(host, 512, out, 512, ACL_MEMCPY_DEVICE_TO_HOST);
    int bad = 0;
    for (int i = 0; i < 264; ++i) bad += host[i] != static_cast<uint8_t>(i * 3 + 1);
    int touched = 0;
    for (int i = 264; i < 512; ++i) touched += host[i] != 0xAB;
    printf("bad=%d touched=%d\n", bad, touched);
    aclrtFree(x);
    aclrtFree(out);
    aclFinalize();
    return 0;
}
"""


def test_asc_program_copies_264_bytes_through_ub(tmp_path: Path) -> None:
    path = tmp_path / "tail.asc"
    path.write_text(PROGRAM)
    r = run_asc(path)
    assert r.rc == 0, r.out + r.err
    assert r.out == "bad=0 touched=0\n", r.out + r.err
    assert r.err == "", r.err
