"""The same host functions called from a natively compiled host part (host_runtime.cpp keeps each host
thread's last error itself): values and codes as the pages give them, written out here."""

from __future__ import annotations

from pathlib import Path

import pytest
from frontend.asc_run import run_asc

PROGRAM = r"""
#include <cstdio>
#include <thread>
#include "acl/acl.h"

__global__ __vector__ void nothing() {}

int main() {
    int64_t value = -1;
    std::printf("before init %d\n", aclrtGetDeviceInfo(0, ACL_DEV_ATTR_VECTOR_CORE_NUM, &value));
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclError ret = aclrtGetDeviceInfo(0, ACL_DEV_ATTR_VECTOR_CORE_NUM, &value);
    std::printf("vector %d %lld\n", ret, (long long)value);
    aclrtGetDeviceInfo(0, ACL_DEV_ATTR_AICORE_CORE_NUM, &value);
    std::printf("aicore %lld\n", (long long)value);
    aclrtGetDeviceInfo(0, ACL_DEV_ATTR_WARP_SIZE, &value);
    std::printf("warp %lld\n", (long long)value);
    uint32_t count = 0;
    ret = aclrtGetDeviceCount(&count);
    std::printf("count %d %u\n", ret, count);
    std::printf("null %d\n", aclrtGetDeviceInfo(0, ACL_DEV_ATTR_WARP_SIZE, nullptr));
    std::printf("bad device %d\n", aclrtGetDeviceInfo(5, ACL_DEV_ATTR_WARP_SIZE, &value));
    std::printf("peek %d\n", aclrtPeekAtLastError(ACL_RT_THREAD_LEVEL));
    std::printf("get %d\n", aclrtGetLastError(ACL_RT_THREAD_LEVEL));
    std::printf("again %d\n", aclrtGetLastError(ACL_RT_THREAD_LEVEL));
    const char* msg = aclGetRecentErrMsg();
    std::printf("msg %s\n", msg ? msg : "(none)");
    std::printf("msg again %s\n", aclGetRecentErrMsg() ? "some" : "(none)");
    aclrtSetDevice(9);
    int other = -1;
    std::thread([&] { other = aclrtGetLastError(ACL_RT_THREAD_LEVEL); }).join();
    ret = aclrtGetLastError(ACL_RT_THREAD_LEVEL);
    std::printf("other thread %d, this thread %d\n", other, ret);
    nothing<<<1, nullptr, nullptr>>>();
    std::printf("after launch %d\n", aclrtGetLastError(ACL_RT_THREAD_LEVEL));
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


@pytest.fixture(autouse=True)
def _native(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("ASCSIM_HOST", "native")


def test_device_info_and_last_error_from_native_host_code(tmp_path: Path) -> None:
    (tmp_path / "prog.asc").write_text(PROGRAM)
    r = run_asc(tmp_path / "prog.asc")
    assert r.rc == 0, r.err
    lines = r.out.splitlines()
    assert lines[:11] == [
        "before init 100001",
        "vector 0 72",
        "aicore 36",
        "warp 32",
        "count 0 1",
        "null 100000",
        "bad device 100000",
        "peek 100000",
        "get 100000",
        "again 0",
        lines[10],
    ]
    # Newest first, each naming the call and the user's line.
    assert lines[10].startswith("msg ") and "prog.asc:" in lines[10] and "aclrtGetDeviceInfo failed with error " \
        "code 100000" in lines[10]
    assert "aclrtGetDeviceInfo failed with error code 100001" in r.out  # the one before aclInit, last
    assert lines[-3:] == ["msg again (none)", "other thread 0, this thread 100000", "after launch 0"]
