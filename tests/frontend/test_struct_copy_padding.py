"""A struct assigned from one device buffer to another moves all of its bytes, the padding between its
members included (as the compiled copy of a trivially copyable struct does), while only its members
need to have been written: expectations written from the struct's layout (u8, 1 byte of padding, u16)."""

from __future__ import annotations

from pathlib import Path

import pytest
from asc_run import run_asc

from ascsim.runtime import check

PROGRAM = r"""
#include <cstdio>
#include "acl/acl.h"

struct Padded { uint8_t a; uint16_t b; };  // offset 1 is padding

__global__ void copy_all(Padded* dst, const Padded* src) { dst[threadIdx.x] = src[threadIdx.x]; }

__global__ void fill_then_copy(Padded* dst, Padded* scratch) {
    scratch[threadIdx.x].a = 7;           // the members only: the padding byte stays unwritten
    scratch[threadIdx.x].b = 0x1234;
    dst[threadIdx.x] = scratch[threadIdx.x];
}

int main() {
    aclInit(nullptr);
    aclrtSetDevice(0);
    uint8_t host[16];
    for (int i = 0; i < 16; ++i) host[i] = static_cast<uint8_t>(0xA0 + i);
    void *src = nullptr, *dst = nullptr, *scratch = nullptr;
    aclrtMalloc(&src, 16, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&dst, 16, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&scratch, 16, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(src, 16, host, 16, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemset(dst, 16, 0, 16);
    copy_all<<<1, 4, 0, nullptr>>>(static_cast<Padded*>(dst), static_cast<const Padded*>(src));
    uint8_t out[16];
    aclrtMemcpy(out, 16, dst, 16, ACL_MEMCPY_DEVICE_TO_HOST);
    for (int i = 0; i < 16; ++i) std::printf("%02x", out[i]);
    std::printf("\n");
    aclrtMemset(dst, 16, 0, 16);
    fill_then_copy<<<1, 4, 0, nullptr>>>(static_cast<Padded*>(dst), static_cast<Padded*>(scratch));
    aclrtMemcpy(out, 16, dst, 16, ACL_MEMCPY_DEVICE_TO_HOST);
    std::printf("%02x %02x%02x\n", out[0], out[3], out[2]);
    aclrtFree(src);
    aclrtFree(dst);
    aclrtFree(scratch);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


def test_padding_is_copied_and_unwritten_padding_is_no_finding(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("ASCSIM_HOST", "native")
    (tmp_path / "prog.asc").write_text(PROGRAM)
    with check.mode("error"):
        r = run_asc(tmp_path / "prog.asc")
    assert (r.rc, r.err) == (0, ""), r.err
    lines = r.out.splitlines()
    assert lines[0] == "".join(f"{0xA0 + i:02x}" for i in range(16))  # every byte, padding too
    assert lines[1] == "07 1234"
