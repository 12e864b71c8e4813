"""The host part of a program compiled natively: what it prints agrees with the system compiler's own
build, host and kernel output keep program order, the sanitizers name the user's lines, and an
unchanged program is not compiled twice."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from asc_run import run_asc

from ascsim.frontend.native import toolchain

HERE = Path(__file__).resolve().parent
NATIVE = HERE.parent / "asc" / "native_host"


@pytest.fixture(autouse=True)
def _in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # the programs write scratch files to the working directory
    monkeypatch.setenv("ASCSIM_HOST", "native")


def test_cpp17_host_part_prints_what_the_system_compilers_build_prints(tmp_path: Path) -> None:
    # The reference is the same host code built by the compiler alone, plus the line the kernel's check
    # prints when all lanes are right; the .asc program computes that line from the device's result.
    exe = tmp_path / "reference"
    tc = toolchain.find()
    built = tc.run(["-std=c++17", str(NATIVE / "host_features_main.cpp"), "-o", str(exe)])
    assert built.returncode == 0, built.stderr
    expected = subprocess.run([str(exe)], cwd=tmp_path, capture_output=True, check=True).stdout.decode()
    r = run_asc(NATIVE / "host_features.asc")
    assert r.rc == 0, r.err
    assert r.out == expected
    assert "kernel: 64 of 64 lanes right" in r.out


def test_host_and_kernel_output_keep_program_order_and_the_exit_code(tmp_path: Path) -> None:
    prog = tmp_path / "order.asc"
    prog.write_text(
        '#include <cstdio>\n#include <iostream>\n#include "acl/acl.h"\n#include "c_api/asc_simd.h"\n'
        '__global__ __vector__ void hello(int tag) { printf("kernel says %d\\n", tag); }\n'
        "int main() {\n  aclInit(nullptr);\n  aclrtSetDevice(0);\n  std::cout << \"before\\n\";\n"
        '  printf("stdio before\\n");\n  hello<<<1, nullptr>>>(7);\n  aclrtSynchronizeDevice();\n'
        '  std::cout << "after" << std::endl;\n  aclFinalize();\n  return 4;\n}\n')
    r = run_asc(prog)
    assert r.out == "before\nstdio before\nkernel says 7\nafter\n"
    assert r.rc == 4


@pytest.mark.skipif(not toolchain.sanitizers_work(toolchain.find()), reason="the compiler has no sanitizers here")
@pytest.mark.parametrize("body, kind, line", [
    ("int* a = new int[4];\n  a[4] = 7;\n  delete[] a;", "heap-buffer-overflow", 4),
    ("int* b = new int[2];\n  delete[] b;\n  std::printf(\"%d\\n\", b[1]);", "heap-use-after-free", 5),
    # A pair the optimizer would drop whole (the memory is never used) unless malloc/free stay calls.
    ("char* c = static_cast<char*>(std::malloc(8));\n  std::free(c);\n  std::free(c);",
     "attempting double-free", 6),
    ("int s[4] = {1, 2, 3, 4};\n  std::free(s + 0);", "attempting free on address which was not malloc()-ed", 5),
    # The frame is made on entry: the report names the line of main.
    ("volatile char big[2000000000];\n  big[0] = 1;\n  std::printf(\"%d\\n\", big[0]);", "stack-overflow", 3),
    ("int n = 5;\n  std::printf(\"%s\\n\", n);", "SEGV", 5),
])
def test_host_memory_errors_are_reported_at_the_users_line(tmp_path: Path, body: str, kind: str,
                                                           line: int) -> None:
    prog = tmp_path / "bad.asc"
    prog.write_text(f"#include <cstdio>\n#include <cstdlib>\nint main() {{\n  {body}\n  return 0;\n}}\n")
    r = run_asc(prog)
    assert r.rc != 0
    assert f"AddressSanitizer: {kind}" in r.err
    assert f"{prog}:{line}" in r.err


def test_an_unchanged_program_is_compiled_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASCSIM_CACHE", str(tmp_path / "cache"))
    main = str(tmp_path / "p.asc")
    texts = {main: "#include <cstdio>\nint main() { std::puts(\"hi\"); return 0; }\n"}
    first = toolchain.build(main, texts, [], [], sanitize=False)
    second = toolchain.build(main, texts, [], [], sanitize=False)
    changed = toolchain.build(main, {main: texts[main].replace("hi", "ho")}, [], [], sanitize=False)
    assert first.compiled and not second.compiled and changed.compiled
    assert first.executable == second.executable != changed.executable
    assert os.access(str(first.executable), os.X_OK)


def test_a_host_compile_error_is_the_compilers_message_and_exit_2(tmp_path: Path) -> None:
    prog = tmp_path / "broken.asc"
    prog.write_text("#include <map>\nint main() {\n  std::map<int, int> m;\n  return m.nosuch();\n}\n")
    r = run_asc(prog)
    assert r.rc == 2
    assert f"{prog}:4" in r.err and "nosuch" in r.err


def test_a_constexpr_device_helper_is_device_code_only(tmp_path: Path) -> None:
    # Its body is emptied in the host build; without its return a constexpr function does not compile.
    prog = tmp_path / "helper.asc"
    prog.write_text(
        '#include <cstdio>\n#include "acl/acl.h"\n#include "c_api/asc_simd.h"\n'
        "__aicore__ constexpr uint32_t ceil_div(uint32_t n, uint32_t d)\n{\n    return (n + d - 1) / d;\n}\n"
        "__global__ __vector__ void k(__gm__ uint32_t* out) { out[0] = ceil_div(7, 2) * 10 + ceil_div(8, 4); }\n"
        "int main() {\n  aclInit(nullptr);\n  aclrtSetDevice(0);\n  void* d = nullptr;\n"
        "  aclrtMalloc(&d, 32, ACL_MEM_MALLOC_HUGE_FIRST);\n  aclrtMemset(d, 32, 0, 32);\n"
        "  k<<<1, nullptr>>>((__gm__ uint32_t*)d);\n  uint32_t h[8];\n"
        "  aclrtMemcpy(h, 32, d, 32, ACL_MEMCPY_DEVICE_TO_HOST);\n  std::printf(\"%u\\n\", h[0]);\n  return 0;\n}\n")
    r = run_asc(prog)
    assert (r.rc, r.out) == (0, "42\n"), r.err


def test_readfile_of_an_endless_file_is_refused_at_the_callers_line(tmp_path: Path) -> None:
    # /dev/zero never ends: the read stops one byte past the buffer instead of filling the memory.
    prog = tmp_path / "zero.asc"
    prog.write_text('#include <cstdio>\n#include <vector>\n#include "data_utils.h"\nint main() {\n'
                    "  std::vector<char> buf(200u << 20);\n  size_t size = 0;\n"
                    '  bool ok = ReadFile("/dev/zero", size, buf.data(), buf.size());\n'
                    '  std::printf("%d %zu\\n", ok, size);\n  return ok ? 0 : 5;\n}\n')
    r = run_asc(prog)
    assert (r.rc, r.out) == (5, "0 0\n"), r.err
    assert f"{prog}:7: file /dev/zero is larger than the buffer (209715200 bytes)" in r.err
