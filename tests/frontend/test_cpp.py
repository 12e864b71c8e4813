"""Pure C++ semantics (no Ascend calls): the expected outputs were produced by a native C++
compiler (g++ -std=c++17) running the same programs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from asc_run import ASC_DIR, check_native_output, run_asc

EXPECTED = {
    # The first line ends with a space: show() prints "label=value " for each type.
    "cpp_integers.asc": "s8=-128 u8=255 s16=-32768 u16=65535 s32=-2147483648 u32=4294967295 "
                        "s64=-9223372036854775808 u64=18446744073709551615 \n" + """\
ABC 10
0 4 -128 65535 4294967295
300 3705032704 8000000000 4294836225 131070 4
0 1 15
-3 -1 -3 1 -4
44 -31072 4 2147483648
-16 240 240 195
ffffffff ff fffe 255
253 4464 821
""",
    "cpp_floats.asc": """\
0.3 0.3 1 0
1 100 1.23457e+06 123456 0.0001 1e-05
1e+100 -2.5e-07 3.14159 0.333333
0.3333333433 0.3333333333
0.667 -0.001
inf -inf 1 -0 1
-2 16777216 3 7
1 1
40490fdb 48
1.41421 1.41421 -2 -1 3.5 1024 3
""",
    "cpp_templates.asc": """\
10 110 6 1 21
5 16 1 1
5 4 415
3 610
3x4 23 138
0 2 24
110 -2 zerosmallthree
abc-42 6 1 bc
8 3231
17 0 9-2
""",
    "cpp_io.asc": """\
-42    42|42   |00042 3000000000 ff FF 0xff 10
-1 18446744073709551615 123456789012 44 4464
3.141590 2.50 1.234568e+04 0.0001 1e-05 100000     -1.500|
abc|     right|left  |tr ok %
[007:x] 7
    42|42    |*****7
0xff 0XFF true false +5
1.234e+03 1234.500 1234.5
11 6 18446744073709551615 world zzz 1 2.500000 -17
123 2.5 e o
2147483647 255 -9223372036854775808 3.40282e+38 2.22045e-16 -3.40282e+38
4 2.71828 2.30259 0.479426 1.5 -2 1 1 2
""",
    "cpp_goto.asc": "not found\n206 -1 3\nret 5\n",
    "cpp_lambdas.asc": """\
4 2.5
6 4 16 5
12 12.5 107
1233
45 45
454
11 17
111 145
20 42
01020
200 15 12 4.5
25 3 6 1 0 1
660
0 1 2 3 |18, 14, 10, |0246
0;0.5;1;1.5;
""",
    "cpp_memory.asc": "0 0 80 3f 0 0 0 c0 0 0 0 3f \n" + """\
2 1
52 18 171
6 65535 3 1
1ababababababab 1
2147483647
jello 5 1
2252772 0
""",
    "cpp_fused_loops.asc": """\
16777216.0
16777216.0
16777220.0
-16777216.0
2147483648.0
-2147483648.0
4294967296.0 9007199254740992.0 9007199254740992.0
7fa00001
4 3.00 -9000000000 24464
4 10
16777216.0
""",
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_program_output_matches_native_compiler(name: str):
    r = run_asc(ASC_DIR / name)
    assert r.err == ""
    assert r.rc == 0
    assert r.out == EXPECTED[name]


@pytest.mark.skipif(shutil.which("g++") is None, reason="no native compiler here")
def test_fused_loops_match_a_native_build(tmp_path: Path) -> None:
    check_native_output("cpp_fused_loops.asc", EXPECTED["cpp_fused_loops.asc"], tmp_path)


@pytest.mark.parametrize("body, line", [
    ("for (int i = 0; i < 10; ++i) {\n        s = s + v[i];\n    }", 7),
    ("int i = 0;\n    while (i < 10) {\n        v[i] = 1.0f;\n        ++i;\n    }", 8),
], ids=["read", "write"])
def test_index_error_in_a_host_loop_names_its_line(run_source, body: str, line: int) -> None:
    r = run_source("#include <vector>\n#include <cstdio>\nint main() {\n    std::vector<float> v(4);\n"
                   f"    float s = 0;\n    {body}\n    printf(\"%f\\n\", s);\n    return 0;\n}}\n")
    assert r.rc != 0 and r.out == ""
    assert "heap-buffer-overflow" in r.err and f"prog.asc:{line}" in r.err, r.err


def test_exit_status_is_mains_return_value_modulo_256(run_source):
    assert run_source("int main() { return 3; }").rc == 3
    assert run_source("int main() { return 263; }").rc == 7
    assert run_source("int main() { }").rc == 0


def test_exit_call(run_source):
    r = run_source("""
#include <cstdlib>
#include <iostream>
void stop(int code) { std::cout << "bye" << std::endl; std::exit(code); }
int main() { stop(5); std::cout << "not reached"; return 0; }
""")
    assert (r.rc, r.out) == (5, "bye\n")


def test_defines_and_conditional_compilation(run_source):
    src = """
#include <iostream>
#ifndef SCALE
#define SCALE 1
#endif
int main() {
#if SCALE > 2
    std::cout << "big " << SCALE * 2 << std::endl;
#else
    std::cout << "small " << SCALE << std::endl;
#endif
#ifdef NAME
    std::cout << NAME << std::endl;
#endif
    return 0;
}
"""
    assert run_source(src).out == "small 1\n"
    assert run_source(src, defines=("SCALE=21", 'NAME="x"')).out == "big 42\nx\n"


def test_argv(run_source):
    r = run_source("""
#include <cstdlib>
#include <iostream>
#include <string>
int main(int argc, char* argv[]) {
    int total = 0;
    for (int i = 1; i < argc; ++i) total += std::atoi(argv[i]);
    std::string last = argc > 1 ? argv[argc - 1] : "none";
    std::cout << argc << " " << total << " " << last << " " << (argv[argc] == nullptr) << std::endl;
    return 0;
}
""", argv=("40", "2", "-7"))
    assert r.out == "4 35 -7 1\n"


def test_local_include_with_template_and_default_argument(run_source):
    header = """
#pragma once
#include <vector>
namespace helpers {
constexpr unsigned kBias = 10;
template <typename T>
T weighted(const std::vector<T>& v, T weight = T(2)) {
    T acc = T(0);
    for (size_t i = 0; i < v.size(); ++i) acc += v[i] * weight;
    return acc + static_cast<T>(kBias);
}
}
"""
    r = run_source("""
#include <cstdint>
#include <iostream>
#include "helpers.h"
int main() {
    std::vector<int> a = {1, 2, 3};
    std::vector<uint8_t> b = {100, 100};
    std::vector<double> c = {0.5, 0.25};
    std::cout << helpers::weighted(a) << " " << helpers::weighted(a, 3) << " " << +helpers::weighted(b)
              << " " << helpers::weighted(c, 4.0) << std::endl;
    return 0;
}
""", extra={"helpers.h": header})
    # uint8_t: 100*2 + 100*2 = 400 wraps to 144 on each +=, then + 10 -> (144 + 10) = 154
    assert r.out == "22 28 154 13\n", r.err


def test_out_parameters_and_pointer_to_pointer(run_source):
    r = run_source("""
#include <cstdint>
#include <iostream>
void split(uint32_t value, uint16_t& hi, uint16_t* lo) { hi = value >> 16; *lo = value & 0xFFFF; }
void pick(int** out, int* a, int* b, bool first) { *out = first ? a : b; }
int main() {
    uint16_t hi = 0, lo = 0;
    split(0xDEADBEEFu, hi, &lo);
    int x = 1, y = 2;
    int* p = nullptr;
    pick(&p, &x, &y, false);
    *p += 40;
    int& r = x;
    r = 7;
    std::cout << std::hex << hi << " " << lo << std::dec << " " << x << " " << y << std::endl;
    return 0;
}
""")
    assert r.out == "dead beef 7 42\n"


def test_ternary_shortcircuit_and_comma(run_source):
    r = run_source("""
#include <iostream>
int calls = 0;
bool touch(bool v) { ++calls; return v; }
int main() {
    bool a = touch(false) && touch(true);
    bool b = touch(true) || touch(false);
    int k = (calls++, calls * 10);
    std::cout << a << b << " " << calls << " " << k << " " << (k > 20 ? "big" : "small") << std::endl;
    return 0;
}
""")
    assert r.out == "01 3 30 big\n"


def test_unsigned_char_prints_as_character_but_plus_prints_number(run_source):
    r = run_source("""
#include <cstdint>
#include <iostream>
#include <vector>
int main() {
    std::vector<uint8_t> v = {72, 105};
    std::cout << v[0] << v[1] << " " << +v[0] << " " << static_cast<int>(v[1]) << std::endl;
    int8_t n = -5;
    std::cout << +n << std::endl;
    return 0;
}
""")
    assert r.out == "Hi 72 105\n-5\n"


def test_cli_run_passes_defines_and_arguments(tmp_path):
    import subprocess
    import sys

    prog = tmp_path / "cli.asc"
    prog.write_text("""
#include <iostream>
int main(int argc, char** argv) {
    std::cout << GREETING << " " << argc << " " << (argc > 1 ? argv[1] : "-") << std::endl;
    return COUNT;
}
""")
    done = subprocess.run([sys.executable, "-m", "ascsim.cli", "run", "-D", 'GREETING="hi"', "-D", "COUNT=4",
                           str(prog), "--", "first", "second"], capture_output=True, text=True, timeout=120)
    assert done.stdout == "hi 3 first\n", done.stderr
    assert done.returncode == 4


def test_pointer_to_vector_and_iterators(run_source):
    r = run_source("""
#include <iostream>
#include <vector>
int total(const std::vector<int>* v) { return static_cast<int>(v->size()) + (*v)[1] + v->at(2); }
int main() {
    std::vector<int> v = {1, 2, 3};
    std::vector<int>* p = &v;
    p->push_back(4);
    for (std::vector<int>::iterator it = v.begin(); it != v.end(); ++it) *it *= 10;
    int sum = 0;
    for (auto it = v.cbegin(); it != v.cend(); ++it) sum += *it;
    std::cout << total(p) << " " << v.size() << " " << sum << " " << (v.end() - v.begin()) << std::endl;
    return 0;
}
""")
    # total: size 4 + v[1] 20 + v[2] 30 = 54; sum 10+20+30+40 = 100
    assert r.out == "54 4 100 4\n", r.err
