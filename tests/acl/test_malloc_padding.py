"""aclrtMalloc's padding, as its page gives it: the size asked for rounded up to 32 bytes, then 32 more. Device
code that reaches into the padding is reported (a warning: the chip has those bytes, the program has no data
there) and runs on; past the padding is an error; the host's copies stay within the size asked for."""

from __future__ import annotations

from pathlib import Path

import pytest
from frontend.asc_run import run_asc

from ascsim import acl

PROGRAM = r"""
#include <cstdint>
#include <cstdio>
#include "acl/acl.h"
#include "simt_api/asc_simt.h"

__global__ void k(float* out, const float* in, uint32_t at)
{
    out[threadIdx.x] = in[at + threadIdx.x];
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    float *in = nullptr, *out = nullptr;
    aclrtMalloc((void**)&in, 10 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc((void**)&out, 4 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    float h[10];
    for (int i = 0; i < 10; ++i) h[i] = i + 0.5f;
    aclrtMemcpy(in, sizeof(h), h, sizeof(h), ACL_MEMCPY_HOST_TO_DEVICE);
    k<<<1, 2, 0, nullptr>>>(out, in, AT);
    aclrtSynchronizeDevice();
    float r[2];
    aclrtMemcpy(r, sizeof(r), out, sizeof(r), ACL_MEMCPY_DEVICE_TO_HOST);
    printf("%g %g\n", r[0], r[1]);
    aclrtFree(in);
    aclrtFree(out);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


def _run(tmp_path: Path, at: int) -> tuple[int, str, str]:
    path = tmp_path / f"pad{at}.asc"
    path.write_text(PROGRAM.replace("AT)", f"{at})"))
    r = run_asc(path)
    return r.rc, r.out, r.err


def test_inside_the_asked_size_is_silent(tmp_path: Path) -> None:
    assert _run(tmp_path, 8) == (0, "8.5 9.5\n", "")


def test_into_the_padding_is_reported_and_runs_on(tmp_path: Path) -> None:
    """40 bytes asked: 96 allocated (64 + 32). Elements 9 and 10: the second is in the padding."""
    rc, out, err = _run(tmp_path, 9)
    assert rc == 0 and out.startswith("9.5 "), (out, err)
    assert "4 bytes past the 40 bytes asked of aclrtMalloc(40)" in err and "96 bytes are allocated" in err, err


def test_past_the_padding_is_an_error(tmp_path: Path) -> None:
    rc, _, err = _run(tmp_path, 23)  # element 24 ends at byte 100 > 96
    assert rc != 0 and "error" in err and "past the end" in err and "0x" in err, err


@pytest.mark.usefixtures("acl_clean")
def test_host_copies_stay_within_the_asked_size() -> None:
    assert acl.init() == 0 and acl.rt.set_device(0) == 0
    ptr, ret = acl.rt.malloc(40)
    assert ret == 0
    import numpy as np
    host = np.zeros(48, np.uint8)
    assert acl.rt.memcpy(ptr, 48, acl.util.numpy_to_ptr(host), 48, acl.ACL_MEMCPY_HOST_TO_DEVICE) != 0
    assert acl.rt.free(ptr) == 0
