"""scripts/run_vendor_samples.py on a small tree of samples made here, in the layout of the vendor's
(a directory per sample: program, scripts/gen_data.py, scripts/verify_result.py, CMakeLists.txt,
README with the commands)."""

from __future__ import annotations

import importlib.util
import sys
import textwrap
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "run_vendor_samples.py"


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("run_vendor_samples", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip())


# Adds SCENARIO_NUM to 8 input bytes; scenario 2 is checked against a golden it does not meet.
SCALED_PROGRAM = """
    #include <cstdint>
    #include <vector>
    #include "acl/acl.h"
    #include "data_utils.h"
    __global__ __vector__ void nothing() {}
    int main() {
        std::vector<uint8_t> in(8);
        if (!ReadFile("./input/x.bin", in.data(), in.size())) return 1;
        aclInit(nullptr);
        aclrtSetDevice(0);
        nothing<<<1, 0>>>();
        aclrtSynchronizeDevice();
        aclrtResetDevice(0);
        aclFinalize();
        for (auto& b : in) b = b + SCENARIO_NUM;
        WriteFile("./output/out.bin", in.data(), in.size());
        return 0;
    }
"""
SCALED_GEN = """
    import argparse, os
    import numpy as np
    p = argparse.ArgumentParser()
    p.add_argument("-scenarioNum", type=int, required=True)
    n = p.parse_args().scenarioNum
    os.makedirs("input", exist_ok=True)
    os.makedirs("output", exist_ok=True)
    x = np.arange(8, dtype=np.uint8)
    x.tofile("input/x.bin")
    (x + 1).tofile("output/golden.bin")
"""
SCALED_VERIFY = """
    import sys
    import numpy as np
    out, gold = np.fromfile(sys.argv[1], np.uint8), np.fromfile(sys.argv[2], np.uint8)
    bad = np.nonzero(out != gold)[0]
    for i in bad[:3]:
        print(f"index {i}: expected {gold[i]}, actual {out[i]}")
    print("test pass!" if bad.size == 0 else "[ERROR] result error")
    sys.exit(1 if bad.size else 0)
"""
SCALED_CMAKE = """
    set(SCENARIO_NUM "1" CACHE STRING "1-2")
    if(NOT SCENARIO_NUM MATCHES "^[1-2]$")
        message(FATAL_ERROR "bad")
    endif()
    add_executable(demo scaled.asc)
    add_definitions(-DSCENARIO_NUM=${SCENARIO_NUM})
"""
SCALED_README = """
    # scaled
    ```bash
    SCENARIO_NUM=1
    mkdir -p build && cd build;   # build
    cmake -DSCENARIO_NUM=$SCENARIO_NUM ..;make -j;
    python3 ../scripts/gen_data.py -scenarioNum=$SCENARIO_NUM   # inputs
    ./demo
    python3 ../scripts/verify_result.py output/out.bin output/golden.bin
    ```
"""


@pytest.fixture(scope="module")
def vendor(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("vendor")
    samples = root / "examples" / "02_simd_c_api"
    s = samples / "01_vec" / "scaled"
    _write(s / "scaled.asc", SCALED_PROGRAM)
    _write(s / "scripts" / "gen_data.py", SCALED_GEN)
    _write(s / "scripts" / "verify_result.py", SCALED_VERIFY)
    _write(s / "CMakeLists.txt", SCALED_CMAKE)
    _write(s / "README.md", SCALED_README)
    # A self-checking program that passes, one that fails, one calling a C name ascsim lacks.
    _write(samples / "01_vec" / "hello" / "hello.asc", """
        #include <iostream>
        int main() { std::cout << "[Success] all good." << std::endl; return 0; }
    """)
    _write(samples / "01_vec" / "wrong" / "wrong.asc", """
        #include <iostream>
        int main() { std::cout << "computing" << std::endl << "test failed!" << std::endl; return 1; }
    """)
    _write(samples / "01_vec" / "missing" / "missing.asc", """
        #include "c_api/asc_simd.h"
        __global__ __vector__ void k() { asc_no_such_call(1); asc_nor_this(); }
        int main() { return 0; }
    """)
    # A data generator needing a package nobody has, and a cube-core kernel.
    _write(samples / "01_vec" / "needs_pkg" / "needs_pkg.asc", "int main() { return 0; }\n")
    _write(samples / "01_vec" / "needs_pkg" / "scripts" / "gen_data.py", "import no_such_package_for_ascsim\n")
    _write(samples / "02_cube" / "mm" / "mm.asc", """
        __global__ __cube__ void k() {}
        int main() { return 0; }
    """)
    return root


def test_discovery_reads_macros_commands_and_cores(tool: ModuleType, vendor: Path) -> None:
    samples = {s.name: s for s in tool.discover(tool.samples_root(vendor))}
    assert sorted(samples) == ["01_vec/hello", "01_vec/missing", "01_vec/needs_pkg", "01_vec/scaled",
                               "01_vec/wrong", "02_cube/mm"]
    scaled = samples["01_vec/scaled"]
    assert scaled.program == "scaled.asc"
    assert scaled.macros == {"SCENARIO_NUM": ["1", "2"]}
    assert scaled.gen_args == ["-scenarioNum=$SCENARIO_NUM"]
    assert scaled.verify_args == ["output/out.bin", "output/golden.bin"]
    assert samples["02_cube/mm"].cube.startswith("cube core")
    assert samples["01_vec/hello"].cube == "" and samples["01_vec/hello"].scenarios() == [{}]


def test_cmake_macro_forms(tool: ModuleType) -> None:
    cmake = """
        if(NOT DEFINED MODE)
            set(MODE 1)
        endif()
        if(NOT MODE EQUAL 1 AND NOT MODE EQUAL 3)
        endif()
        set(KIND "a" CACHE STRING "")   # KIND=${KIND} in a comment does not count
        if(NOT KIND MATCHES "^(a|b)$")
        endif()
        set(ARCH_ID 3510)
        target_compile_definitions(demo PRIVATE MODE=${MODE} KIND=${KIND} ARCH_ID=${ARCH_ID} FIXED=7)
    """
    assert tool.cmake_macros(cmake) == {"MODE": ["1", "3"], "KIND": ["a", "b"], "ARCH_ID": ["3510"], "FIXED": ["7"]}
    assert tool.substitute(["-n=$MODE", "${KIND}", "$OTHER"], {"MODE": "3", "KIND": "b"}) == ["-n=3", "b", "$OTHER"]


def test_cmake_architectures(tool: ModuleType) -> None:
    """The architectures a sample builds for, as CMake would take them."""
    assert tool.cmake_arches("add_executable(demo a.asc)") == ["dav-3510"]  # none named: the default
    assert tool.cmake_arches("target_compile_options(demo PRIVATE --npu-arch=dav-2201)\n"
                             "# --npu-arch=dav-3510 in a comment does not count") == ["dav-2201"]
    # The first cached value wins; a later set(... CACHE) without FORCE changes nothing.
    assert tool.cmake_arches('set(CMAKE_ASC_ARCHITECTURES "dav-3510" CACHE STRING "")\n'
                             'set(CMAKE_ASC_ARCHITECTURES "dav-2201" CACHE STRING "")') == ["dav-3510"]
    # A value a check refuses with a fatal error, or names in a message, is not built for.
    assert tool.cmake_arches('set(CMAKE_ASC_ARCHITECTURES "dav-3510" CACHE STRING "dav-2201 not supported")\n'
                             'if(NOT CMAKE_ASC_ARCHITECTURES STREQUAL "dav-3510")\n'
                             '  message(FATAL_ERROR "only dav-3510")\nendif()') == ["dav-3510"]
    assert tool.cmake_arches('set(CMAKE_ASC_ARCHITECTURES "dav-2201" CACHE STRING "")\n'
                             'if(CMAKE_ASC_ARCHITECTURES STREQUAL "dav-2201")\n  message(STATUS "2201")\n'
                             'elseif(CMAKE_ASC_ARCHITECTURES STREQUAL "dav-3510")\n  message(STATUS "3510")\n'
                             'endif()') == ["dav-2201", "dav-3510"]


def test_the_table(tool: ModuleType, vendor: Path) -> None:
    rows = tool.run_all(tool.discover(tool.samples_root(vendor)), jobs=2, timeout=120)
    got = {r.label: r for r in rows}
    assert [r.label for r in rows] == [
        "01_vec/hello", "01_vec/missing", "01_vec/needs_pkg", "01_vec/scaled [SCENARIO_NUM=1]",
        "01_vec/scaled [SCENARIO_NUM=2]", "01_vec/wrong", "02_cube/mm"]
    assert got["01_vec/hello"].result == "pass"
    assert (got["01_vec/wrong"].result, got["01_vec/wrong"].reason) == ("fail", "test failed!")
    missing = got["01_vec/missing"]
    assert missing.result == "unsupported"
    assert missing.reason.startswith("missing.asc:2:")
    assert missing.needs == "asc_no_such_call, asc_nor_this"
    assert got["01_vec/needs_pkg"].result == "error"
    assert got["01_vec/needs_pkg"].reason == "gen_data.py needs the Python package no_such_package_for_ascsim"
    assert got["01_vec/scaled [SCENARIO_NUM=1]"].result == "pass", got["01_vec/scaled [SCENARIO_NUM=1]"]
    failed = got["01_vec/scaled [SCENARIO_NUM=2]"]
    assert (failed.result, failed.reason) == ("fail", "index 0: expected 1, actual 2")  # the first mismatch
    assert got["02_cube/mm"].result == "pass"  # a cube-core kernel runs

    tool.SKIP_CUBE[0] = True  # --skip-cube: the cube-core samples are listed, not run
    try:
        rows = tool.run_all(tool.discover(tool.samples_root(vendor)), jobs=2, timeout=120)
    finally:
        tool.SKIP_CUBE[0] = False
    got = {r.label: r for r in rows}
    assert (got["02_cube/mm"].result, got["02_cube/mm"].reason) == ("skipped", "cube core (__cube__)")
    text = tool.format_table(rows, markdown=True)
    lines = text.splitlines()
    assert lines[0] == "| sample | result | seconds | reason | needs |"
    assert lines[1] == "|---|---|---|---|---|"
    assert "| 02_cube/mm | skipped | 0.0 | cube core (__cube__) |  |" in lines
    assert lines[-1] == "7 runs: 2 pass, 2 fail, 1 unsupported, 1 error, 1 skipped"
    plain = tool.format_table(rows).splitlines()
    assert plain[0].split() == ["sample", "result", "seconds", "reason", "needs"]


def test_main_filters_and_prints(tool: ModuleType, vendor: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert tool.main([str(vendor), "--filter", "*/hello", "--markdown"]) == 0
    out = capsys.readouterr().out
    assert "| 01_vec/hello | pass |" in out and "wrong" not in out
    assert tool.main([str(vendor), "--filter", "nothing-matches"]) == 2


@pytest.mark.parametrize(("check", "values"), [
    ('"^([1-9]|1[0-9]|20)$"', [str(v) for v in range(1, 21)]),  # the "1..20" of a scenario check
    ('"^[1-3]$"', ["1", "2", "3"]),
    ('"^(0|2|5)$"', ["0", "2", "5"]),
    ('"^(fast|slow)$"', ["fast", "slow"]),
    ('"^([ab]x|c)$"', ["ax", "bx", "c"]),
    ('"^(a+|b)$"', ["a+", "b"]),  # not a finite set: the alternatives as written
])
def test_a_matches_check_gives_every_value_it_accepts(tool: ModuleType, check: str, values: list[str]) -> None:
    cmake = f"""
        set(SCENARIO_NUM "1" CACHE STRING "")
        if(NOT SCENARIO_NUM MATCHES {check})
            message(FATAL_ERROR "bad")
        endif()
        target_compile_definitions(demo PRIVATE SCENARIO_NUM=${{SCENARIO_NUM}})
    """
    assert tool.cmake_macros(cmake) == {"SCENARIO_NUM": values}


def test_the_other_sources_of_an_executable_and_its_libraries(tool: ModuleType, tmp_path: Path) -> None:
    for name in ("kernel.asc", "compute.asc", "main.cpp", "helper.h"):
        (tmp_path / name).write_text("")
    cmake = """
        add_library(k STATIC   # compute.asc would be listed here in a comment
            kernel.asc compute.asc)
        add_executable(demo main.cpp missing.cpp)
        target_link_libraries(demo PRIVATE k)
    """
    assert tool._sources_of(tmp_path, cmake, "compute.asc") == ["kernel.asc", "main.cpp"]
    assert tool._sources_of(tmp_path, "add_executable(demo kernel.asc)", "kernel.asc") == []


def test_the_simt_api_test_programs_of_a_checkout(tool: ModuleType, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """tests/api/simt_api/<name>/<name>.asc: no data scripts; each program's own verdict decides."""
    (tmp_path / "examples" / "02_simd_c_api").mkdir(parents=True)  # a checkout, here without C-API samples
    tests = tmp_path / "tests" / "api" / "simt_api"
    cmake = "add_executable({0} {0}.asc)\ntarget_compile_options({0} PRIVATE --npu-arch=dav-3510 --enable-simt)\n"
    for name, verdict in (("agrees", "[Success] Case accuracy is verification passed."),
                          ("disagrees", "[Failed] Case accuracy is verification failed!")):
        _write(tests / name / f"{name}.asc", f"""
            #include <iostream>
            int main() {{ std::cout << "{verdict}" << std::endl; return 0; }}
        """)
        _write(tests / name / "CMakeLists.txt", cmake.format(name))
    _write(tests / "ascendc_case_other" / "unit_test.cpp", "int main() { return 0; }\n")  # not a program
    assert tool.main([str(tmp_path), "--markdown"]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = [line for line in lines if line.startswith("| simt_api/")]
    assert [row.split(" | ")[:2] for row in rows] == [["| simt_api/agrees", "pass"],
                                                      ["| simt_api/disagrees", "fail"]]
    assert "[Failed] Case accuracy is verification failed!" in rows[1]
    assert lines[-1] == "2 runs: 1 pass, 1 fail"


def test_an_output_line_the_readme_shows_is_no_failure(tool: ModuleType, tmp_path: Path) -> None:
    """A sample about assert prints "... failed." as its README's expected output (paths and line numbers may
    differ): that line is not a failure; another line with "failed" still is, as is a non-zero exit."""
    _write(tmp_path / "README.md", """
        Run it: ```./demo``` prints
          ```
          [ASSERT] <your_path>/s/k.asc:47: void k(int): Assertion `n < 1' failed.
          ```
    """)
    expected = tool.readme_output(tmp_path)
    ok = "[ASSERT] /tmp/x/k.asc:44: void k(int): Assertion `n < 1' failed.\nall good\n"
    assert tool.judge_run(tool.Proc(0, ok, ""), expected) == ("pass", "")
    assert tool.judge_run(tool.Proc(0, ok, ""))[0] == "fail"  # without the README's lines
    other = ok.replace("n < 1", "n < 2")
    assert tool.judge_run(tool.Proc(0, other, ""), expected)[0] == "fail"
    assert tool.judge_run(tool.Proc(1, ok, ""), expected)[0] == "fail"
