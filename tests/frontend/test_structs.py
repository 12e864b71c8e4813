"""User structs and classes in the C++ front end: host programs whose expected output was produced
by a native C++ compiler (g++ -std=c++17) running the same programs, a kernel program taking a tiling
struct, and the constructs still rejected."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from asc_run import ASC_DIR, run_asc

EXPECTED = {
    "cpp_structs.asc": """\
3 1 0.875 0.5 6.25 1
24 8 7 100 3 123456789012 100
1.5 2.5 5 99 -1 made 40
20 1 8 third 0
copy 1
copy 1
15 1016 1015 1 3 3 1 add15
4 9 4 4 20 1.5 24
25 -7 8
123 3 12 6
""",
    "cpp_structs_bases.asc": "2 6 32 70 2.5 30 9 11 4 110 8\n",
    "cpp_structs_lib.asc": """\
13 23 4 4 2 -1 3 4 100 30 14
4 2 1 5
4:2.5 2:3.5 3:0.5 1:1.5 | 2 3
""",
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_struct_program_matches_native_compiler(name: str):
    r = run_asc(ASC_DIR / name)
    assert (r.rc, r.err) == (0, "")
    assert r.out == EXPECTED[name]


@pytest.mark.skipif(shutil.which("g++") is None, reason="no native C++ compiler")
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_expected_output_is_the_native_compilers(name: str, tmp_path: Path):
    exe = tmp_path / "prog"
    subprocess.run(["g++", "-std=c++17", "-x", "c++", str(ASC_DIR / name), "-o", str(exe)], check=True)
    assert subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout == EXPECTED[name]


def test_tiling_struct_kernel():
    r = run_asc(ASC_DIR / "cpp_struct_kernel.asc")
    assert r.rc == 0, r.out + r.err
    assert r.err == ""
    assert r.out.splitlines() == ["sizeof 16 24 tiles 2", "out[5] 5.75 out[200] 6.25", "[Success] structs in kernels."]


VF_PROGRAM = """#include <cstdint>
#include <iostream>
#include "c_api/asc_simd.h"
#include "acl/acl.h"
struct Params { float scale; uint32_t count; };
struct Regs { vector_float x; vector_float y; };
__simd_vf__ void vf(__ubuf__ float* ub, Params p) {
    vector_bool all = asc_create_mask_b32(PAT_ALL);
    Regs r;
    asc_loadalign(r.x, ub);
    asc_duplicate_scalar(r.y, p.scale * p.count);
    asc_add(r.x, r.x, r.y, all);
    asc_storealign(ub, r.x, all);
    p.count = 0;
}
__global__ __vector__ void kernel(__gm__ float* gm, Params p) {
    asc_init();
    __ubuf__ float ub[64];
    asc_copy_gm2ub_align(ub, gm, 256);
    asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0);
    asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vf(ub, p);
    vf(ub, p);
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_copy_ub2gm_align(gm, ub, 256);
    asc_sync();
}
int main() {
    aclInit(nullptr);
    aclrtSetDevice(0);
    float host[64];
    for (int i = 0; i < 64; ++i) host[i] = i;
    float* dev = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&dev), 256, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(dev, 256, host, 256, ACL_MEMCPY_HOST_TO_DEVICE);
    Params p{0.25f, 3};
    kernel<<<1, 0>>>(dev, p);
    aclrtMemcpy(host, 256, dev, 256, ACL_MEMCPY_DEVICE_TO_HOST);
    std::cout << host[0] << " " << host[63] << " " << p.count << std::endl;
    return 0;
}
"""


def test_struct_by_value_to_kernel_and_vf(run_source):
    r = run_source(VF_PROGRAM)
    assert (r.rc, r.err) == (0, "")
    assert r.out == "1.5 64.5 3\n"  # each VF call adds 0.25 * 3 to its own copy's input


def test_struct_with_library_object_is_not_a_kernel_parameter(run_source):
    src = VF_PROGRAM.replace("struct Params { float scale; uint32_t count; };",
                             "#include <vector>\nstruct Params { float scale; uint32_t count; std::vector<int> v; };")
    r = run_source(src)
    # The struct is device code (a kernel's parameter type): device code has no std::vector.
    assert r.rc == 2
    assert r.err.startswith("prog.asc:6:63: unsupported: the class std::vector<int> in device code: "), r.err
    assert "belong to the host part" in r.err


def test_struct_layout_matches_cpp(run_source):
    r = run_source("""#include <cstdio>
#include <cstdint>
#include <cstddef>
struct A { char c; double d; short s; };
struct B { uint8_t x; A a[2]; int32_t tail; };
struct alignas(16) C { int v; };
int main() {
    B b{};
    b.a[1].s = 0x1234;
    const unsigned char* raw = reinterpret_cast<const unsigned char*>(&b);
    std::printf("%zu %zu %zu %zu %d %d\\n", sizeof(A), sizeof(B), sizeof(C), alignof(B),
                raw[8 + 24 + 16], raw[8 + 24 + 17]);
    return 0;
}
""")
    # sizeof(A) 24 (d at 8, s at 16), B: a at 8, a[1].s at 8 + 24 + 16; little-endian bytes
    assert r.out == "24 64 16 8 52 18\n", r.err


TEMPLATE_CTOR = """#include <cstdio>
template <typename T> struct Acc { T v; Acc() : v(T(3)) {} };
struct Holder { Acc<int> a; int k = 2; };
int main() { FIRST Holder h; Acc<int> one; printf("%d %d %d\\n", h.a.v, h.k, one.v); return 0; }
"""


def test_template_default_constructor_of_members(run_source):
    # Whether or not the template's constructor was already used elsewhere, the member is constructed.
    for first in ("Acc<int> arr[2]; arr[0].v = 1;", ""):
        r = run_source(TEMPLATE_CTOR.replace("FIRST", first))
        assert (r.rc, r.out) == (0, "3 2 3\n"), r.err


def test_a_device_struct_using_an_unknown_library_class_is_a_device_error(run_source):
    # <map> has no declarations for device code: clang's error inside a struct a kernel takes is reported.
    src = VF_PROGRAM.replace("struct Params { float scale; uint32_t count; };",
                             "#include <map>\nstruct Params { float scale; uint32_t count; std::map<int, int> m; };")
    r = run_source(src)
    assert r.rc == 2
    assert r.err.startswith("prog.asc:6:51: error: no template named 'map' in namespace 'std' (the C++ library's"), \
        r.err
