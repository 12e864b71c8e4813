"""A program of several source files (``ascsim run a.asc b.asc main.cpp``): a device function defined in
one file and called by a kernel of another, a host function of a .asc file called from a .cpp file,
an .asc file that includes nothing; and the command line's reading of those files."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from asc_run import Result

from ascsim import acl
from ascsim.cli import split_sources
from ascsim.frontend import run_file
from ascsim.runtime import check

COMPUTE = """
__aicore__ int32_t twice_plus(int32_t x, uint32_t k) { return 2 * x + static_cast<int32_t>(k); }
"""

KERNEL = """
#include "acl/acl.h"
extern __aicore__ int32_t twice_plus(int32_t x, uint32_t k);

__global__ void apply(int32_t* data, uint32_t n, uint32_t k) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = twice_plus(data[i], k);
}

void run_apply(int32_t* data, uint32_t n, uint32_t k, aclrtStream stream) {
    apply<<<2, 32, 0, stream>>>(data, n, k);
}
"""

MAIN = """
#include <cstdio>
#include "acl/acl.h"
extern void run_apply(int32_t* data, uint32_t n, uint32_t k, aclrtStream stream);

int main(int argc, char** argv) {
    const uint32_t n = 50;
    int32_t host[n];
    for (uint32_t i = 0; i < n; ++i) host[i] = static_cast<int32_t>(i) - 10;
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    int32_t* dev = nullptr;
    aclrtMalloc((void**)&dev, sizeof host, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(dev, sizeof host, host, sizeof host, ACL_MEMCPY_HOST_TO_DEVICE);
    run_apply(dev, n, 3, stream);
    aclrtSynchronizeStream(stream);
    aclrtMemcpy(host, sizeof host, dev, sizeof host, ACL_MEMCPY_DEVICE_TO_HOST);
    long long sum = 0;
    for (uint32_t i = 0; i < n; ++i) sum += host[i];
    std::printf("%d %d %lld args=%d\\n", host[0], host[n - 1], sum, argc - 1);
    aclrtFree(dev);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


@pytest.fixture
def program(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("ASCSIM_HOST", "native")
    (tmp_path / "compute.asc").write_text(COMPUTE)
    (tmp_path / "kernel.asc").write_text(KERNEL)
    (tmp_path / "main.cpp").write_text(MAIN)
    return tmp_path


def run(files: list[str], argv: tuple[str, ...] = ()) -> Result:
    """Run the program of ``files`` (the first one named as the program) as a fresh process would."""
    with check.mode("off"):
        acl.finalize()
    check.CHECKER.forget()
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file(files[0], argv=argv, sources=files[1:], stdout=out, stderr=err)
    return Result(rc, out.getvalue().decode(), err.getvalue().decode())


def expected(args: int) -> str:
    values = [2 * (i - 10) + 3 for i in range(50)]
    return f"{values[0]} {values[-1]} {sum(values)} args={args}\n"


@pytest.mark.parametrize("order", [["compute.asc", "kernel.asc", "main.cpp"],
                                   ["main.cpp", "kernel.asc", "compute.asc"]])
def test_files_built_as_one_program_in_any_order(program: Path, order: list[str]) -> None:
    r = run(order, ("x",))
    assert (r.rc, r.err) == (0, ""), r.err
    assert r.out == expected(1)


def test_a_missing_source_file_is_named(program: Path) -> None:
    r = run(["compute.asc", "kernel.asc", "nothere.cpp"])
    assert r.rc == 2
    assert "nothere.cpp: error: no such file" in r.err


def test_a_device_error_names_the_file_it_is_in(program: Path) -> None:
    (program / "compute.asc").write_text(COMPUTE.replace("2 * x", "2 * undeclared_name"))
    r = run(["main.cpp", "kernel.asc", "compute.asc"])
    assert r.rc == 2
    assert "compute.asc:2:" in r.err and "undeclared_name" in r.err


def test_the_command_line_takes_the_source_files_that_follow_the_program(program: Path) -> None:
    assert split_sources(["kernel.asc", "main.cpp", "input.bin", "more.cpp"]) == (
        ["kernel.asc", "main.cpp"], ["input.bin", "more.cpp"])
    # A name that is not an existing file is the program's argument.
    assert split_sources(["absent.asc", "kernel.asc"]) == ([], ["absent.asc", "kernel.asc"])
