"""Programs for the cube core, run unmodified: a __mix__ kernel (cube matmul, fixpipe, vector ReLU) checked
against an exact reference, and the race the checker reports when its vector cores skip the flag wait."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from asc_run import ASC_DIR, run_asc

PROGRAM = ASC_DIR / "cube_mix_matmul_relu.asc"


def _exact_relu_matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """ReLU(A x B) for halves on a grid of 1/64: integers (times 64) multiplied and summed exactly, scaled back
    (every such value is a float32)."""
    ai = np.rint(a.astype(np.float64) * 64).astype(np.int64)
    bi = np.rint(b.astype(np.float64) * 64).astype(np.int64)
    assert np.array_equal(ai / 64, a.astype(np.float64)) and np.array_equal(bi / 64, b.astype(np.float64))
    exact = ai @ bi  # int64: |sum| <= 256 * 128 * 128
    assert np.abs(exact).max() < 2 ** 24  # then exact / 4096 is a float32
    return (np.maximum(exact, 0) / 4096).astype(np.float32)


def test_mix_matmul_relu_is_exact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    r = run_asc(PROGRAM)
    assert (r.rc, r.err) == (0, ""), r.err
    assert r.out == "matmul_relu done\n"
    a = np.fromfile(tmp_path / "a.bin", np.float16).reshape(256, 256)
    b = np.fromfile(tmp_path / "b.bin", np.float16).reshape(256, 128)
    out = np.fromfile(tmp_path / "out.bin", np.float32).reshape(256, 128)
    want = _exact_relu_matmul(a, b)
    assert (want > 0).any() and (want == 0).any()
    assert np.array_equal(out, want)


def test_mix_without_the_flag_wait_is_a_race(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    r = run_asc(PROGRAM, defines=("NO_FLAG_WAIT",))
    assert r.rc == 0
    lines = PROGRAM.read_text().splitlines()
    fix = next(i for i, line in enumerate(lines, 1) if "asc_copy_l0c2gm(" in line)
    read = next(i for i, line in enumerate(lines, 1) if "asc_copy_gm2ub(x_ub" in line)
    finding = next(line for line in r.err.splitlines() if "nothing orders the two" in line)
    assert f"cube_mix_matmul_relu.asc:{read}:" in finding  # the vector core's read
    assert f"PIPE_FIX at {PROGRAM}:{fix}" in finding  # the fixpipe's write
    assert "vector core 0 of block 0 reads GM" in finding and "the cube core of block 0" in finding


def test_config_unions_in_device_code(run_source: Any) -> None:
    """asc_fill_value_config in a kernel: named fields over the bits of config, passed to asc_fill_l1."""
    r = run_source("""
#include <cstdio>
#include "acl/acl.h"
#include "c_api/asc_simd.h"
__global__ __cube__ void k(__gm__ uint16_t* out)
{
    __cbuf__ uint16_t buf[64];
    asc_fill_value_config config;
    config.repeat = 2;
    config.blk_num = 1;
    config.dst_gap = 1;
    asc_fill_l1(buf, static_cast<half>(1.5f), config);
    asc_sync_pipe(PIPE_ALL);
    asc_copy_l12gm((__gm__ void*)out, (__cbuf__ void*)buf, 1, 3, 0, 0);
    asc_sync_pipe(PIPE_ALL);
    printf("config %llx blk_num %u\\n", (unsigned long long)config.config, (unsigned)config.blk_num);
}
int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    uint16_t* d = nullptr;
    aclrtMalloc((void**)&d, 96, ACL_MEM_MALLOC_HUGE_FIRST);
    k<<<1, nullptr>>>(d);
    uint16_t h[48];
    aclrtMemcpy(h, 96, d, 96, ACL_MEMCPY_DEVICE_TO_HOST);
    printf("%x %x %x\\n", h[0], h[15], h[32]);
    return 0;
}
""")
    assert r.out == "config 100010002 blk_num 1\n3e00 3e00 3e00\n", r.out + r.err
    assert "never written" in r.err  # the gap block between the two repeats was never filled


POST_DUAL = ASC_DIR / "cube_fixpipe_post_dual.asc"


def _rne(x: float) -> int:
    """x (a float32 value) to the nearest integer, ties to even, in Python integers."""
    from fractions import Fraction
    f = Fraction(x)
    fl = f.numerator // f.denominator
    rem = f - fl
    return fl + 1 if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and fl % 2) else fl


def test_fixpipe_post_quantisation_and_dual_destination_program(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    r = run_asc(POST_DUAL)
    assert (r.rc, r.err) == (0, ""), r.err
    assert r.out == "post_dual done\n"
    a = np.fromfile(tmp_path / "a.bin", np.float16).reshape(32, 16).astype(np.float64)
    b = np.fromfile(tmp_path / "b.bin", np.float16).reshape(16, 64).astype(np.float64)
    c = a @ b  # exact: eighths, 16 products each at most 16
    assert np.array_equal(np.fromfile(tmp_path / "out.bin", np.float32).reshape(32, 64), c.astype(np.float32))
    # F322F16 then QF162B8_POST: the half times 0.25 (0.5 for negatives: the post ReLU), to float32, to an
    # integer (ties to even), plus 3, saturated to int8.
    halves = c.astype(np.float32).astype(np.float16).astype(np.float64)
    want = [[max(-128, min(127, _rne(float(np.float32(h * (0.25 if h >= 0 else 0.5)))) + 3)) for h in row]
            for row in halves]
    assert np.array_equal(np.fromfile(tmp_path / "q.bin", np.int8).reshape(32, 64).astype(np.int64), np.array(want))
