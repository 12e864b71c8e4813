"""What happens when a program cannot run: clang errors and unsupported constructs stop it before
it starts (exit 2, ``FILE:LINE:COL: ...``); simulator and program errors stop it where they happen
(exit 1, ``FILE:LINE: error: ...``), after flushing what it printed so far. Never a traceback."""

from __future__ import annotations

import re

import pytest

HEAD = """#include <cstdint>
#include <iostream>
#include <vector>
#include "c_api/asc_simd.h"
#include "acl/acl.h"
"""

# A host main that launches ``kernel`` on a fresh 256-byte GM buffer. Lines of HEAD: 1-5.
MAIN = """
int main() {
    aclInit(nullptr);
    aclrtSetDevice(0);
    uint8_t* dev = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&dev), 256, ACL_MEM_MALLOC_HUGE_FIRST);
    std::cout << "launching" << std::endl;
    kernel<<<1, 0>>>(dev);
    aclrtFree(dev);
    aclFinalize();
    return 0;
}
"""

def _kernel(body: str, vf: str = "") -> str:
    return HEAD + vf + "__global__ __vector__ void kernel(__gm__ uint8_t* gm) {\n" + body + "\n}\n" + MAIN


def _position(source: str, marker: str) -> str:
    """``LINE:COL`` (1-based) of the first occurrence of ``marker`` in ``source``."""
    before = source[:source.index(marker)]
    return f"{before.count(chr(10)) + 1}:{len(before) - before.rfind(chr(10))}"


# Constructs device code may not use: (name, declarations before the kernel, kernel body, where the
# report points (the text it starts at), what the report says).
UNSUPPORTED = [
    ("two bases with data", "struct A { int x; };\nstruct B { int y; };\nstruct C : A, B { int z; };\n",
     "    C c{};\n    gm[0] = c.z;", "B { int z", "more than one base class with data members"),
    ("virtual base", "struct A { int x; };\nstruct B : virtual A { int y; };\n", "    B b;\n    gm[0] = b.y;",
     "A { int y", "virtual or not a plain class"),
    ("virtual function", "struct V {\n    virtual int f() { return 1; }\n};\n", "    V v;\n    gm[0] = v.f();",
     "f() { return 1", "virtual functions"),
    ("union", "union U { int i; float f; };\n", "    U u;\n    u.i = 1;\n    gm[0] = u.i;", "u;", "unions"),
    ("bit-field", "struct F { unsigned a : 3; };\n", "    F f{};\n    gm[0] = f.a;", "a : 3", "bit-fields"),
    ("placement new", "#include <new>\n", "    char buf[8];\n    int* p = new (buf) int(3);\n    gm[0] = *p;",
     "new (buf)", "placement new"),
    ("pointer to member function", "struct S {\n    int f() { return 1; }\n};\n",
     "    int (S::*m)() = &S::f;\n    S s;\n    gm[0] = (s.*m)();", "m)() =", "int (S::*)()"),
    ("goto into a block", "", "    int i = 0;\n    goto inside;\n    if (i) {\ninside:\n        i = 2;\n    }\n"
     "    gm[0] = i;", "goto inside", "a goto into a nested block"),
    ("exceptions", "", "    try { gm[0] = 0; } catch (...) { gm[0] = 1; }", "try {", "try/catch"),
    ("long double", "", "    long double x = 1.0;\n    gm[0] = 0;", "x = 1.0", "long double"),
]


@pytest.mark.parametrize("decls,body,marker,what", [u[1:] for u in UNSUPPORTED], ids=[u[0] for u in UNSUPPORTED])
def test_unsupported_construct_in_device_code(run_source, decls: str, body: str, marker: str, what: str):
    source = _kernel(body, vf=decls)
    r = run_source(source)
    assert r.rc == 2
    assert r.out == ""
    assert r.err.startswith(f"prog.asc:{_position(source, marker)}: unsupported: "), r.err
    assert what in r.err
    assert "Traceback" not in r.err


def test_unsupported_is_reported_before_the_program_prints(run_source):
    # MAIN prints before its launch: device code is compiled before the host part starts.
    body = "    char buf[16];\n    int* p = new (buf) int[4];\n    gm[0] = p[0];"
    r = run_source(_kernel(body, vf="#include <new>\n"))
    assert (r.rc, r.out) == (2, "")
    assert r.err.startswith("prog.asc:9:14: unsupported: placement new"), r.err


def test_clang_error_in_device_code(run_source):
    r = run_source(_kernel("    int x = 1\n    gm[0] = x;"))
    assert r.rc == 2
    assert r.err.startswith("prog.asc:7:14: error: expected ';'"), r.err


def test_clang_error_in_host_code_comes_from_the_native_compiler(run_source):
    r = run_source("int main() {\n    int x = 1\n    return x;\n}\n")
    assert r.rc == 2
    # gcc reports the missing ';' where the next statement starts, clang where it is missing.
    assert re.search(r"^prog\.asc:[23]:\d+: error: expected", r.err, re.M), r.err


def test_clang_error_in_launch_line_keeps_columns(run_source):
    r = run_source(HEAD + "__global__ __vector__ void kernel(__gm__ uint8_t* gm) {}\n"
                   "int main() {\n    kernel<<<1, 0>>>(undefined_name);\n    return 0;\n}\n")
    assert r.rc == 2
    assert "prog.asc:8:22: error:" in r.err and "undefined_name" in r.err, r.err


RUNTIME = [
    ("dst0 is dst1",
     _kernel("    __ubuf__ uint8_t ub[256];\n    asc_copy_gm2ub_align(ub, gm, 256);\n    vf(ub);",
             vf="__simd_vf__ void vf(__ubuf__ uint8_t* ub) {\n    vector_uint8_t a, b;\n"
                "    asc_loadalign(b, ub);\n    asc_intlv(a, a, b, b);\n}\n"),
     9, "asc_intlv: dst0 and dst1 are the same register"),
    ("register op outside a VF", _kernel("    vector_uint8_t a, b;\n    asc_intlv(a, b, a, b);"), 8,
     "asc_intlv is a register instruction"),
    ("misaligned UB",
     _kernel("    __ubuf__ uint8_t ub[256];\n    vf(ub);",
             vf="__simd_vf__ void vf(__ubuf__ uint8_t* ub) {\n    vector_uint8_t a;\n"
                "    asc_loadalign(a, ub + 1);\n}\n"),
     8, "not 32-byte aligned"),
    ("GM access past the allocation", _kernel("    __ubuf__ uint8_t ub[512];\n    asc_copy_ub2gm_align(gm, ub, 512);"),
     8, "256 bytes past the end of aclrtMalloc(256)"),
    ("UB exhausted", _kernel("    __ubuf__ uint8_t big[300000];"), 7, "needs 300000 bytes of UB"),
    ("scalar GM store out of bounds", _kernel("    gm[300] = 1;"), 7, "belongs to aclrtMalloc(256)"),
]


#: UB accesses that leave their array but stay in UB: findings at the program line, and the run goes on.
UB_BOUNDS = [
    ("UB access past the array",
     _kernel("    __ubuf__ uint8_t ub[128];\n    asc_copy_gm2ub_align(ub, gm, 128);\n    vf(ub);",
             vf="__simd_vf__ void vf(__ubuf__ uint8_t* ub) {\n    vector_uint8_t a;\n    asc_loadalign(a, ub);\n}\n"),
     8, "128 bytes past the end of __ubuf__ uint8_t [128]"),
    ("walking into the neighbouring UB array",
     _kernel("    __ubuf__ uint8_t first[256];\n    __ubuf__ uint8_t second[256];\n"
             "    asc_copy_gm2ub_align(second, gm, 256);\n    asc_sync();\n    vf(first);",
             vf="__simd_vf__ void vf(__ubuf__ uint8_t* ub) {\n    vector_uint8_t a;\n"
                "    asc_loadalign(a, ub + 256);\n}\n"),
     8, "belongs to __ubuf__ uint8_t [256]"),
]


@pytest.mark.parametrize("source,line,what", [r[1:] for r in UB_BOUNDS], ids=[r[0] for r in UB_BOUNDS])
def test_ub_bounds_finding_names_the_program_line(run_source, source: str, line: int, what: str):
    r = run_source(source)
    assert r.rc == 0, r.err
    assert re.search(rf"^prog\.asc:{line}: warning: .*{re.escape(what)}", r.err, re.M), r.err


@pytest.mark.parametrize("source,line,what", [r[1:] for r in RUNTIME], ids=[r[0] for r in RUNTIME])
def test_simulator_error_names_the_program_line(run_source, source: str, line: int, what: str):
    r = run_source(source)
    assert r.rc == 1
    assert r.out == "launching\n"  # printed before the launch, flushed before the error
    # The checker's findings on the way (these kernels skip syncs and read GM nobody wrote) may come
    # first; the error that stops the program is the last line.
    last = r.err.splitlines()[-1]
    assert last.startswith(f"prog.asc:{line}: error: "), r.err
    assert what in last


def test_use_after_free(run_source):
    r = run_source(HEAD + "__global__ __vector__ void kernel(__gm__ uint8_t* gm) {\n"
                   "    __ubuf__ uint8_t ub[256];\n    asc_copy_gm2ub_align(ub, gm, 256);\n}\n"
                   "int main() {\n    aclInit(nullptr);\n    aclrtSetDevice(0);\n    uint8_t* dev = nullptr;\n"
                   "    aclrtMalloc(reinterpret_cast<void**>(&dev), 256, ACL_MEM_MALLOC_HUGE_FIRST);\n"
                   "    aclrtFree(dev);\n    kernel<<<1, 0>>>(dev);\n    return 0;\n}\n")
    assert r.rc == 1
    assert r.err.startswith("prog.asc:8: error: asc_copy_gm2ub_align: "), r.err
    assert "already freed" in r.err


def test_host_pointer_passed_to_kernel(run_source):
    r = run_source(HEAD + "__global__ __vector__ void kernel(__gm__ uint8_t* gm) {}\nint main() {\n"
                   "    std::vector<uint8_t> host(256);\n    kernel<<<1, 0>>>(host.data());\n    return 0;\n}\n")
    assert r.rc == 1
    assert r.err.startswith("prog.asc:9: error: kernel kernel: parameter 1 is a host pointer"), r.err


def test_register_instruction_in_host_code(run_source):
    r = run_source(HEAD + "int main() {\n    vector_uint8_t a, b;\n    asc_intlv(a, b, a, b);\n    return 0;\n}\n")
    # As with the vendor's compiler, calling device code from host code stops the build.
    assert r.rc == 2
    assert r.err.startswith("prog.asc:8:5: error: asc_intlv is device code: host code cannot call it"), r.err


def test_missing_file(tmp_path):
    from asc_run import run_asc

    r = run_asc(tmp_path / "nope.asc")
    assert r.rc == 2
    assert "no such file" in r.err


def test_wrong_unpack_pair_is_a_compile_error_listing_the_valid_overloads(run_source):
    r = run_source(HEAD + "__simd_vf__ void vf() {\n    vector_uint8_t src;\n    vector_uint32_t dst;\n"
                   "    asc_unpack_lower(dst, src);\n}\nint main() { return 0; }\n")
    assert r.rc == 2
    assert r.err.startswith("prog.asc:9:5: error: no matching function for call to 'asc_unpack_lower'; valid: ")
    assert "asc_unpack_lower(vector_uint16_t &, vector_uint8_t)" in r.err
    assert "asc_unpack_lower(vector_int32_t &, vector_int16_t)" in r.err


def test_deprecated_function_is_a_compile_time_warning_at_the_call(run_source):
    r = run_source(HEAD + "__simd_vf__ void vf(__ubuf__ uint8_t* ub) {\n"
                   "    vector_uint16_t src;\n    vector_uint8_t dst;\n"
                   "    asc_duplicate_scalar(src, (uint16_t)0x1234);\n"
                   "    asc_pack(dst, src);\n"
                   "    asc_storealign(ub, dst, asc_create_mask_b8(PAT_ALL));\n}\n"
                   "__global__ __vector__ void kernel(__gm__ uint8_t* gm) {\n"
                   "    __ubuf__ uint8_t ub[256];\n    vf(ub);\n    asc_sync();\n"
                   "    asc_copy_ub2gm_align(gm, ub, 256);\n}\n" + MAIN)
    assert r.rc == 0, r.err
    lines = r.err.splitlines()
    assert lines[0] == "prog.asc:10:5: warning: 'asc_pack' is deprecated: use asc_pack_to_low instead", r.err
    assert sum("deprecated" in line for line in lines) == 1  # once, at compile time, not again per call


def test_device_recursion_goes_as_deep_as_a_native_build(run_source):
    # A native build recurses about 10,000 levels on the default stack; so does the device code.
    r = run_source("#include <cstdio>\n" + HEAD + "__aicore__ int64_t total(int32_t n, int64_t acc) {\n"
                   "    if (n == 0) {\n        return acc;\n    }\n    int64_t next = acc + n;\n"
                   "    return total(n - 1, next);\n}\n"
                   "__global__ __vector__ void kernel(__gm__ uint8_t* gm) {\n"
                   "    printf(\"%lld\\n\", static_cast<long long>(total(10000, 0)));\n}\n" + MAIN)
    assert (r.rc, r.err) == (0, ""), r.err
    assert r.out == "launching\n50005000\n"
