"""Address registers: asc_update_addr_reg_b8/_b16/_b32 (and asc_create_iter_reg_*) over counted loops."""

import itertools
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from frontend.asc_run import run_asc
from kernels import order, run_vf

import ascsim
from ascsim import vf_range
from ascsim.c_api import _dispatch
from ascsim.errors import AscValueError
from ascsim.runtime.loops import COUNTERS


@pytest.mark.parametrize("width", [1, 2, 4])
@pytest.mark.parametrize("dims", [1, 2, 3, 4])
def test_offset_is_the_sum_of_counter_times_stride(width: int, dims: int) -> None:
    update = getattr(ascsim, f"asc_update_addr_reg_b{8 * width}")
    strides = [1000, 300, 17, 3][-dims:]  # one per loop, outermost first
    counts = [2, 3, 2, 3][-dims:]

    def body() -> list[tuple[tuple[int, ...], int]]:
        seen = []

        def nest(level: int, counters: tuple[int, ...]) -> None:
            if level == dims:
                seen.append((counters, update(*strides).byte_offset))
                return
            for i in vf_range(100, 100 - counts[level], -1):  # the loop variable is not the counter
                nest(level + 1, counters + (100 - i,))

        for _ in vf_range(5, 6):  # an outer loop beyond the dimensions: ignored
            nest(0, ())
        return seen

    seen = run_vf(body)
    assert [c for c, _ in seen] == list(itertools.product(*[range(n) for n in counts]))
    for counters, offset in seen:
        assert offset == width * sum(c * s for c, s in zip(counters, strides, strict=True))


def test_a_stride_without_its_loop_is_an_error_citing_the_page() -> None:
    """The page's offset sums index_i * stride_i over the loops around the call, and asks for the call in the
    innermost loop body: a non-zero stride whose loop is missing has no index."""
    def body() -> None:
        for _ in vf_range(2):
            ascsim.asc_update_addr_reg_b32(64, 64)

    with pytest.raises(AscValueError, match=r"asc_update_addr_reg page.*vf_range"):
        run_vf(body)
    with pytest.raises(AscValueError, match=r"offset = 1 .*innermost loop body"):
        run_vf(lambda: [ascsim.asc_update_addr_reg_b8(1) for _ in range(2)])  # a plain range is not counted


@pytest.mark.parametrize("width", [1, 2, 4])
def test_zero_strides_need_no_loop(width: int) -> None:
    """offset = sum(index_i * stride_i): a term of stride 0 is 0 whatever its index, so a call outside any
    counted loop with strides 0 (or a loop missing only for strides 0) has a defined offset."""
    update = getattr(ascsim, f"asc_update_addr_reg_b{8 * width}")

    def body() -> list[int]:
        seen = [update(0).byte_offset, update(0, 0, 0, 0).byte_offset]
        for _ in vf_range(3):
            seen.append(update(0, 0, 10).byte_offset)  # the two outer dimensions have no loop
        return seen

    assert run_vf(body) == [0, 0, 0, 10 * width, 20 * width]


def test_zero_stride_register_outside_a_loop_addresses_the_pointer() -> None:
    """A load and a store through a stride-0 register outside any loop move the bytes at the pointer itself."""
    data = np.arange(64, dtype=np.uint32) + 1
    seen: list[np.ndarray] = []

    @ascsim.simd_vf
    def vf(dst: Any, src: Any) -> None:
        reg = ascsim.asc_update_addr_reg_b32(0)
        v = ascsim.vector_uint32_t()
        ascsim.asc_loadalign(v, src, reg)
        ascsim.asc_storealign(dst, v, reg, ascsim.asc_create_mask_b32(ascsim.PAT_ALL))

    @ascsim.vector_kernel
    def kernel() -> None:
        src = ascsim.ub_array(ascsim.uint32_t, 64)
        dst = ascsim.ub_array(ascsim.uint32_t, 64)
        src.write(data)
        order(ascsim.PIPE_S, ascsim.PIPE_V)
        vf(dst, src)
        order(ascsim.PIPE_V, ascsim.PIPE_S)
        seen.append(dst.read(64))

    kernel[1]()
    np.testing.assert_array_equal(seen[0], data)


def test_loops_outside_the_vf_and_break_leave_no_counter() -> None:
    assert list(vf_range(3)) == [0, 1, 2] and COUNTERS == []  # outside a VF: only a range

    def body() -> int:
        for i in vf_range(4):
            for _ in vf_range(3):
                if i == 1:
                    break
            if i == 2:
                break
        depth = len(COUNTERS)
        for _ in vf_range(3):
            last = ascsim.asc_update_addr_reg_b16(10).byte_offset
        return depth * 1000 + last

    assert run_vf(body) == 40
    assert COUNTERS == []


def test_deprecated_create_iter_reg_warns_and_works() -> None:
    saved = set(_dispatch._WARNED)
    _dispatch._WARNED.clear()
    try:
        def body() -> int:
            out = 0
            for _ in vf_range(3):
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    out = ascsim.asc_create_iter_reg_b32(8).byte_offset
                assert all(issubclass(w.category, DeprecationWarning) for w in caught)
            return out

        assert run_vf(body) == 64
    finally:
        _dispatch._WARNED.clear()
        _dispatch._WARNED.update(saved)


PROGRAM = r"""
#include <cstdint>
#include <cstdio>
#include "c_api/asc_simd.h"
#include "kernel_operator.h"

__simd_vf__ inline void loops_vf(__ubuf__ uint32_t* log)
{
    vector_bool all = asc_create_mask_b32(PAT_ALL);
    vector_uint32_t v;
    asc_duplicate_scalar(v, 7u);
    int k = 0;
    do {                                  // 3 iterations: counters 0, 1, 2
        addr_reg a = asc_update_addr_reg_b32(64);
        asc_storealign(log, v, a, all);
        ++k;
    } while (k < 3);
    int n = 0;
    while (true) {                        // continue and break: the counter follows the iterations
        ++n;
        if (n == 2) continue;
        if (n == 5) break;
        addr_reg a = asc_update_addr_reg_b32(64);
        asc_storealign(log + 3 * 64, v, a, all);
    }
}

__global__ __vector__ void loops_kernel(__gm__ uint32_t* out)
{
    __ubuf__ uint32_t log[8 * 64];
    for (int i = 0; i < 8 * 64; ++i) log[i] = 0;
    asc_sync_notify(PIPE_S, PIPE_V, EVENT_ID0);
    asc_sync_wait(PIPE_S, PIPE_V, EVENT_ID0);
    asc_vf_call<loops_vf>(log);
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_copy_ub2gm_align(out, log, 8 * 64 * 4);
}
"""


def test_front_end_counts_do_and_while_loops(tmp_path: Path) -> None:
    main = r"""
#include "acl/acl.h"
int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    uint32_t* dev = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&dev), 8 * 64 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    loops_kernel<<<1, 0>>>(dev);
    uint32_t host[8 * 64];
    aclrtMemcpy(host, sizeof(host), dev, sizeof(host), ACL_MEMCPY_DEVICE_TO_HOST);
    for (int r = 0; r < 8; ++r) printf("%u ", host[r * 64] + host[r * 64 + 63]);
    printf("\n");
    return 0;
}
"""
    path = tmp_path / "loops.asc"
    path.write_text(PROGRAM + main)
    r = run_asc(path)
    assert r.rc == 0, r.out + r.err
    # do-while: registers 0, 1, 2; while: iterations n=1 (counter 0), n=3 (2), n=4 (3) at 3 + counter.
    assert r.out.split() == ["14", "14", "14", "14", "0", "14", "14", "0"]
    assert r.err == "", r.err




ZERO_STRIDE = r"""
#include <cstdint>
#include <cstdio>
#include "acl/acl.h"
#include "c_api/asc_simd.h"
#include "kernel_operator.h"

__simd_vf__ inline void copy_vf(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src)
{
    vector_bool all = asc_create_mask_b32(PAT_ALL);
    vector_uint32_t v;
    addr_reg a = asc_update_addr_reg_b32(0);  // no loop: stride 0, offset 0
    asc_loadalign(v, src, a);
    asc_storealign(dst, v, a, all);
}

__global__ __vector__ void zero_kernel(__gm__ uint32_t* out)
{
    __ubuf__ uint32_t src[64];
    __ubuf__ uint32_t dst[64];
    for (int i = 0; i < 64; ++i) src[i] = i + 1;
    asc_sync_notify(PIPE_S, PIPE_V, EVENT_ID0);
    asc_sync_wait(PIPE_S, PIPE_V, EVENT_ID0);
    asc_vf_call<copy_vf>(dst, src);
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_copy_ub2gm_align(out, dst, 64 * 4);
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    uint32_t* dev = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&dev), 64 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    zero_kernel<<<1, 0>>>(dev);
    uint32_t host[64];
    aclrtMemcpy(host, sizeof(host), dev, sizeof(host), ACL_MEMCPY_DEVICE_TO_HOST);
    int bad = 0;
    for (int i = 0; i < 64; ++i) bad += host[i] != static_cast<uint32_t>(i + 1);
    printf("bad=%d\n", bad);
    return 0;
}
"""


def test_front_end_zero_stride_outside_a_loop(tmp_path: Path) -> None:
    path = tmp_path / "zero_stride.asc"
    path.write_text(ZERO_STRIDE)
    r = run_asc(path)
    assert r.rc == 0, r.out + r.err
    assert r.out == "bad=0\n" and r.err == "", r.out + r.err


def test_front_end_non_zero_stride_outside_a_loop_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "bad_stride.asc"
    text = ZERO_STRIDE.replace("asc_update_addr_reg_b32(0);", "asc_update_addr_reg_b32(64);")
    path.write_text(text)
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "asc_update_addr_reg_b32(64)" in t)
    r = run_asc(path)
    assert r.rc == 1
    assert f"bad_stride.asc:{line}: error: asc_update_addr_reg_b32: offset = 64" in r.err, r.err
    assert "asc_update_addr_reg page" in r.err, r.err
