"""new/delete, destructors, function pointers, std::function, <random> and <chrono> in the C++ front end.

Each corpus program runs a real kernel and uses the constructs on the host side; its host-only part
(the lines not starting with "device") is what a native C++ compiler prints: the expected text below
was produced by g++ -std=c++17 (libstdc++), and is checked against g++ again when it is installed.
Then the errors these constructs can raise, and the robustness of the launch and the command line.
"""

from __future__ import annotations

import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from asc_run import check_host_and_device, check_native_output

#: program -> (what its host part prints, the lines of its device part)
EXPECTED: dict[str, tuple[str, list[str]]] = {
    "cpp_heap_dtors.asc": (
        """\
ctor 99
5 3 0 0 heap string
ctor 1
ctor 2
in block live 3
dtor 2
dtor 1
ctor 3
ctor 10
ctor 11
dtor 3
dtor 11
dtor 10
ctor 4
made 4
ctor 5
value 5
dtor 5
copy 104
value 104
dtor 104
ctor 6
temp 6
dtor 6
ctor 20
ctor 21
dtor 21
dtor 20
ctor 7
~Derived
dtor 7
~Base
ctor 30
dtor 30
ctor 31
dtor 31
ctor 40
extended 40 live 3
list sum 6
dtor 40
dtor 4
dtor 99
""",
        ['device buffer freed', 'device buffer freed', 'device out[5] 7.5 bad 0'],
    ),
    "cpp_callables.asc": (
        """\
add 11
sub -1
15 11 12 9 1 0
null pointer
empty 0 1
3 104 9 -1
204 51
2.5 12 3 1 1
4
0
9 5 4 3 1 1 | 81 133 5
""",
        ['device op 0 out[7] 0.25 bad 0', 'device op 1 out[7] -2.625 bad 0'],
    ),
    "cpp_random.asc": (
        """\
3499211612 581869302 984001283 14514284786278117030
10000th 4123659995 9981545732273789042
range 0 4294967295 18446744073709551615
die: 6 6 1 6 6 2 4 2
big: 10940229157 26578898202 60098967568
full: 4112460519 4279768804
uniform double: 1.9030848110315075 1.1775168896356689 1.943329075330817
uniform float: 9.57166958 1.09861755 4.85375643
normal double: 4.2034650013692829 5.66789943146249 6.6071795288931021 4.69753929423256 4.4532120029734763
normal float: 0.99380964 -0.394831806 1.15321541 1.17014825 1.43090725
bernoulli: 0 0 0 1 0 1 1 1 1 0 0 0
int from mt19937_64: -499 422 894 -962 -190
normal from mt19937_64: -2.1355715225143381 0.28381520402236887 0.45484281818492078
float from mt19937_64: 0.140039459 0.543856084 0.521915734
params 1 6 -1 2 5 2 0.3
minstd 16807 337897 16807
die from minstd_rand: 4 2 2 5 2 4
uniform from minstd_rand0: 1.2668159664274405 0.59830171222451778 -0.85886615238192243
6753280149
0234651
reseeded 1 3499211612 0
seed(7) 1
""",
        ['device a[0] 176029 b[0] 353117 out[0] 353117 bad 0'],
    ),
    "cpp_chrono.asc": (
        """\
1 1500000 3500 4500 90
0 1 1 3
2.5 2 12
2751 -2751
5000 1
after 2020: 1
host loop timer: measured
""",
        ['device launch timer: measured', 'device out[3] 9 bad 0 timed 1'],
    ),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_program_matches_native_compiler(name: str) -> None:
    check_host_and_device(name, *EXPECTED[name])


@pytest.mark.skipif(shutil.which("g++") is None, reason="no native C++ compiler")
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_expected_output_is_the_native_compilers(name: str, tmp_path: Path) -> None:
    check_native_output(name, EXPECTED[name][0], tmp_path)


# Host heap misuse, found by AddressSanitizer in the natively built host part (checks on): the report
# and the user's line of the faulty statement.
HEAP_ERRORS = [
    ("int* p = new int(1);\n    delete p;\n    delete p;", 5, "attempting double-free"),
    ("int* p = new int[3];\n    delete p;", 4, "alloc-dealloc-mismatch (operator new [] vs operator delete)"),
    ("int* p = new int;\n    delete[] p;", 4, "alloc-dealloc-mismatch (operator new vs operator delete [])"),
    ("int x = 0;\n    int* p = &x;\n    delete p;", 5, "attempting free on address which was not malloc()-ed"),
    ("int* p = new int[3];\n    delete[] p;\n    return p[1];", 5, "heap-use-after-free"),
    ("int* p = new int[2];\n    delete[] (p + 1);", 4, "attempting free on address which was not malloc()-ed"),
]


@pytest.mark.parametrize("body,line,what", HEAP_ERRORS, ids=[e[2][:30] for e in HEAP_ERRORS])
def test_heap_errors_are_reported_by_the_sanitizer(run_source, body: str, line: int, what: str) -> None:
    r = run_source(f"#include <functional>\nint main() {{\n    {body}\n    return 0;\n}}\n")
    assert r.rc != 0, r.err
    assert what in r.err, r.err
    assert f"prog.asc:{line}" in r.err, r.err


def test_an_empty_std_function_throws_as_in_a_native_build(run_source) -> None:
    r = run_source("#include <functional>\nint main() {\n    std::function<int()> f;\n    return f();\n}\n")
    assert r.rc == 134 and "bad_function_call" in r.err, r.err


def test_memory_never_deleted_is_reported_where_it_was_allocated(run_source) -> None:
    r = run_source("int main() {\n    int* kept = new int[4];\n    kept[0] = 1;\n    return kept[0] - 1;\n}\n")
    assert r.rc != 0
    assert "LeakSanitizer" in r.err and "16 byte(s)" in r.err and "prog.asc:2" in r.err, r.err


def test_objects_not_destroyed_by_exit_but_globals_are(run_source) -> None:
    r = run_source("#include <cstdio>\n#include <cstdlib>\n"
                   "struct P { const char* s; ~P() { printf(\"~%s\\n\", s); } };\n"
                   "P global{\"global\"};\nint main() {\n    P local{\"local\"};\n    exit(3);\n}\n")
    assert (r.rc, r.out, r.err) == (3, "~global\n", "")


# -- robustness --------------------------------------------------------------------------------------
ACL_HEAD = """#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include "acl/acl.h"
#include "c_api/asc_simd.h"
__global__ __vector__ void k(__gm__ float* x) {}
int main(int argc, char** argv) {
    aclInit(nullptr);
    aclrtSetDevice(0);
    float* dev = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&dev), 1024, ACL_MEM_MALLOC_HUGE_FIRST);
"""


def test_huge_device_allocation_returns_the_acl_code(run_source) -> None:
    r = run_source(ACL_HEAD + "    void* p = nullptr;\n"
                   "    int rc = aclrtMalloc(&p, 1ull << 42, ACL_MEM_MALLOC_HUGE_FIRST);\n"
                   "    void* h = nullptr;\n    int rh = aclrtMallocHost(&h, 1ull << 42);\n"
                   "    void* m = malloc(1ull << 42);\n"
                   "    printf(\"%d %d %d %d\\n\", rc, p == nullptr, rh, m == nullptr);\n"
                   "    aclrtFree(dev);\n    aclFinalize();\n    return 0;\n}\n")
    assert (r.rc, r.out) == (0, "207001 1 207001 1\n")
    # malloc returns NULL; a sanitized host part adds AddressSanitizer's note about the request.
    assert all("AddressSanitizer failed to allocate" in line for line in r.err.splitlines()), r.err


def test_huge_allocation_from_python() -> None:
    from ascsim import acl

    acl.init()
    try:
        acl.rt.set_device(0)
        assert acl.rt.malloc(1 << 42) == (0, acl.ACL_ERROR_RT_MEMORY_ALLOCATION)
        assert acl.rt.malloc_host(1 << 42) == (0, acl.ACL_ERROR_RT_MEMORY_ALLOCATION)
    finally:
        acl.rt.reset_device(0)
        acl.finalize()


LAUNCHES = [
    ("k<<<70000, 0>>>(dev);", "70000 blocks; a launch takes 1 to 65535 blocks"),
    ("k<<<1, 1ull << 40>>>(dev);", "a dynamic UB size of 1099511627776 bytes; at most 253952 bytes"),
    ("k<<<1, 300 * 1024, nullptr>>>(dev);", "a dynamic UB size of 307200 bytes"),
    ("k<<<1, 0>>>(reinterpret_cast<float*>(reinterpret_cast<uint8_t*>(dev) + 2));",
     "not a multiple of 4 bytes as a float* must be"),
    ("float host[4];\n    k<<<1, 0>>>(host);", "parameter 1 is a host pointer"),
]


@pytest.mark.parametrize("launch,what", LAUNCHES, ids=["blocks", "dyn_ub", "dyn_ub_stream", "misaligned", "host"])
def test_bad_launch_is_an_error_at_the_launch_line(run_source, launch: str, what: str) -> None:
    r = run_source(ACL_HEAD + f"    {launch}\n    printf(\"not reached\\n\");\n    return 0;\n}}\n")
    line = 12 + launch.count("\n")
    assert r.rc == 1 and r.out == ""
    assert r.err.startswith(f"prog.asc:{line}: error: "), r.err
    assert what in r.err


def test_ctrl_c_stops_a_run_with_status_130(tmp_path: Path) -> None:
    prog = tmp_path / "forever.asc"
    prog.write_text("#include <cstdio>\nint main() {\n    printf(\"started\\n\");\n    fflush(stdout);\n"
                    "    unsigned long n = 0;\n    while (true) { ++n; }\n    return 0;\n}\n")
    proc = subprocess.Popen([sys.executable, "-m", "ascsim.cli", "run", str(prog)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    try:
        assert proc.stdout is not None and proc.stdout.readline() == b"started\n"
        time.sleep(0.2)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 130
    assert b"Traceback" not in err
    assert err.strip().endswith(b"ascsim: interrupted")


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    from ascsim import __version__
    from ascsim.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out.strip() == f"ascsim {__version__}"


def test_destructor_of_a_class_template_instance(run_source) -> None:
    # libclang shows an implicit instantiation's destructor only where it is called: ascsim finds it.
    r = run_source("#include <cstdio>\ntemplate <class T, int N> struct Holder {\n    T* p;\n"
                   "    explicit Holder(T v) : p(new T[N]) { p[0] = v; }\n"
                   "    ~Holder() { printf(\"free %g\\n\", (double)p[0]); delete[] p; }\n};\n"
                   "int main() {\n    Holder<int, 2> a(5);\n    Holder<double, 3>* b = new Holder<double, 3>(2.5);\n"
                   "    delete b;\n    printf(\"%d\\n\", a.p[0]);\n    return 0;\n}\n")
    assert (r.rc, r.err) == (0, ""), r.err
    assert r.out == "free 2.5\n5\nfree 5\n"
