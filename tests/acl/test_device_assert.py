"""A failed assert in device code, as the chip reports it: each failing thread prints the [ASSERT] line, its
block stops, the other blocks run on, the launch returns to the host, and the next synchronisation returns
the core's exception code (507035 for a vector core, 507015 for a kernel with cube code), once."""

from __future__ import annotations

from pathlib import Path

import pytest
from frontend.asc_run import run_asc
from simt.programs import host_main

HEAD = r"""
#include <cassert>
#include <cstdint>
#include <cstdio>
#include "acl/acl.h"
#include "c_api/asc_simd.h"
#include "simt_api/asc_simt.h"
"""

HOST = host_main("""
    LAUNCH;
    printf("launched\\n");
    int first = aclrtSynchronizeStream(stream);
    int second = aclrtSynchronizeStream(stream);
    int32_t h[64];
    aclrtMemcpy(h, sizeof(h), d, sizeof(h), ACL_MEMCPY_DEVICE_TO_HOST);
    printf("sync %d then %d; out %d %d %d %d\\n", first, second, h[0], h[31], h[32], h[40]);
""")

SIMT = r"""
__global__ void k(int32_t* out, uint32_t limit)
{
    out[blockIdx.x * 32 + threadIdx.x] = 1;
    assert(blockIdx.x * 32 + threadIdx.x != limit);
    out[blockIdx.x * 32 + threadIdx.x] = 2;
}
"""

SIMD = r"""
__global__ __vector__ void k(__gm__ int32_t* out, uint32_t limit)
{
    uint32_t b = asc_get_block_idx();
    out[b * 32] = 1;
    assert(b < limit);
    out[b * 32] = 2;
}
"""

CUBE = r"""
__global__ __cube__ void k(__gm__ int32_t* out, uint32_t limit)
{
    assert(limit > 5);
}
"""


def _run(tmp_path: Path, kernel: str, launch: str) -> tuple[int, str, str, str]:
    path = tmp_path / "trap.asc"
    source = HEAD + kernel + HOST.replace("LAUNCH", launch)
    path.write_text(source)
    r = run_asc(path)
    line = next(i for i, text in enumerate(source.splitlines(), 1) if "assert(" in text)
    return r.rc, r.out, r.err, f"trap.asc:{line}"


def test_simt_thread_fails_its_block_stops_the_host_goes_on(tmp_path: Path) -> None:
    """Thread 3 of block 1 fails (the one whose index is 35): one [ASSERT] line naming the kernel as
    __PRETTY_FUNCTION__ does; block 0 finishes (2s), block 1 stopped after its first store (1s); the first
    sync returns 507035."""
    rc, out, err, where = _run(tmp_path, SIMT, "k<<<2, 32, 0, stream>>>(d, 35)")
    assert rc == 0, err
    lines = out.splitlines()
    assert lines[0].endswith(f"{where}: void k(int32_t *, uint32_t): Assertion `blockIdx.x * 32 + threadIdx.x != "
                             "limit' failed.") and lines[0].startswith("[ASSERT] ")
    assert lines[1:] == ["launched", "sync 507035 then 0; out 2 2 1 1"]


@pytest.mark.parametrize(("kernel", "launch", "code"), [
    (SIMD, "k<<<2, nullptr, stream>>>(d, 1)", 507035),
    (CUBE, "k<<<1, nullptr, stream>>>(d, 3)", 507015),
])
def test_simd_and_cube_kernels_report_their_core(tmp_path: Path, kernel: str, launch: str, code: int) -> None:
    rc, out, err, where = _run(tmp_path, kernel, launch)
    assert rc == 0, err
    lines = out.splitlines()
    assert len(lines) == 3 and lines[0].startswith("[ASSERT] ") and where in lines[0], out
    assert lines[1] == "launched" and lines[2].startswith(f"sync {code} then 0;"), out
    if kernel is SIMD:  # block 0 passed, block 1 stopped between its stores
        assert lines[2].endswith("out 2 0 1 0"), out


def test_a_failure_no_synchronisation_returned_is_noted(tmp_path: Path) -> None:
    path = tmp_path / "unsynced.asc"
    path.write_text(HEAD + SIMT + """
int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    int32_t* d = nullptr;
    aclrtMalloc((void**)&d, 64 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    k<<<1, 32, 0, nullptr>>>(d, 3);
    aclrtFree(d);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
""")
    r = run_asc(path)
    assert r.rc == 0 and r.out.count("[ASSERT]") == 1, r.out
    assert "a kernel stopped and no synchronisation returned its error: kernel k stopped at" in r.err, r.err
