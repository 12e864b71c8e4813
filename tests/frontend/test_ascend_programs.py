"""Ascend C programs run unmodified: the two seed programs and the self-checking programs in tests/asc.

Each program in tests/asc computes its golden values on the host side independently of the
instruction and prints ``[Success] ...`` only when the device results match; the tests also check
specific printed values.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from asc_run import ASC_DIR, run_asc

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"


def _seed(name: str) -> Path:
    path = SEEDS / name
    if not path.is_file():
        pytest.skip(f"seed program {name} not found next to the repository")
    return path


def test_seed_intlv_example():
    r = run_asc(_seed("asc_intlv_example.asc"))
    assert r.rc == 0, r.err
    assert r.out == "[Success] asc_intlv completed.\n"
    assert r.err == "", "a correct program produces no finding"


def test_seed_unpack_example():
    r = run_asc(_seed("asc_unpack_example.asc"))
    assert r.rc == 0, r.err
    assert r.out.splitlines() == [
        "Input: 0 1 2 3 4 5 6 7 ...",
        "Lower output: 0 1 2 3 4 5 6 7 ...",
        "Lower Golden: 0 1 2 3 4 5 6 7 ...",
        "Upper output: 128 129 130 131 132 133 134 135 ...",
        "Upper Golden: 128 129 130 131 132 133 134 135 ...",
        "[Success] asc_unpack_lower/asc_unpack_upper passed.",
    ]
    assert r.err == "", "a correct program produces no finding"


# (program, lines that must appear in its output)
PROGRAMS = [
    ("intlv_all_types.asc", ["int8_t ok", "hifloat8_t ok", "fp8_e8m0_t ok", "fp8_e5m2_t ok", "fp8_e4m3fn_t ok",
                             "half ok", "bfloat16_t ok", "float ok", "[Success] asc_intlv on all 13 types."]),
    ("intlv_masks.asc", ["b8: ok", "b16: ok", "b32: ok", "[Success] asc_intlv_b8/_b16/_b32 passed."]),
    ("unpack_forms.asc", ["uint8_t -> uint16_t: ok (first upper 0)", "int8_t -> int16_t: ok (first upper 0)",
                          "uint16_t -> uint32_t: ok (first upper 6336)", "int16_t -> int32_t: ok (first upper 6336)",
                          "[Success] unpack pairs in both forms."]),
    ("intlv_inplace.asc", ["part 0: ok first -1000", "part 1: ok first -1064", "part 5: ok first -1064",
                           "[Success] in-place asc_intlv passed."]),
    ("multiblock_tail.asc", ["block 3 output[0..3]: 3000 57000 3001 56999, tail beef",
                             "[Success] multi-block interleave with masked tails."]),
    ("mask_patterns_unpack.asc", ["patterns: ok", "mask unpack: ok", "[Success] mask patterns and mask unpack."]),
    ("permute_siblings.asc", ["deintlv dst0: ok", "deintlv dst1: ok", "pack_to_low: ok", "pack_to_high: ok",
                              "select: ok", "squeeze: ok", "unsqueeze: ok", "[Success] reg_permute_sel siblings."]),
    ("load_store_compute.asc", ["add: ok", "duplicate+masked add: ok", "gt: ok", "deintlv/intlv: ok",
                                "sum[0] -32768",
                                "[Success] load/store neighbours and arithmetic."]),
    ("arith_add_sub.asc", ["wrong lanes: 0", "[Success] asc_add/asc_sub."]),
    ("stream_scalar_gm.asc", ["last 5049", "[Success] stream launch and scalar GM stores."]),
    ("cpp_lambda_kernel.asc", ["out[3] 36", "[Success] lambdas in a kernel and a VF."]),
    ("host_reinterpret_half.asc", ["layout 1 bf16(1.5)=3fc0 half sum=1.5 nan? 1", "payload kept: 7d01",
                                   "[Success] half bit patterns survive asc_intlv."]),
]


@pytest.mark.parametrize("name,lines", PROGRAMS, ids=[p[0] for p in PROGRAMS])
def test_self_checking_program(name: str, lines: list[str]):
    r = run_asc(ASC_DIR / name)
    assert r.rc == 0, r.out + r.err
    out = r.out.splitlines()
    for line in lines:
        assert line in out
    assert not any("[Failed]" in line or "MISMATCH" in line or "mismatch" in line for line in out)
    assert "warning" not in r.err, r.err


def test_readfile_program(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    rng = np.random.default_rng(7)
    in0 = rng.standard_normal(64).astype(np.float32)
    in1 = rng.standard_normal(64).astype(np.float32)
    in1[3] = -0.0
    in0.tofile(tmp_path / "input0.bin")
    in1.tofile(tmp_path / "input1.bin")
    monkeypatch.chdir(tmp_path)
    r = run_asc(ASC_DIR / "readfile_intlv.asc", argv=("extra",))
    assert r.rc == 0, r.err
    assert "args: 1extra" in r.out
    assert "[Success] ReadFile/asc_intlv/WriteFile." in r.out
    out0 = np.fromfile(tmp_path / "output0.bin", np.float32)
    out1 = np.fromfile(tmp_path / "output1.bin", np.float32)
    want0 = np.stack([in0[:32], in1[:32]], axis=1).reshape(-1)
    want1 = np.stack([in0[32:], in1[32:]], axis=1).reshape(-1)
    assert out0.view(np.uint32).tolist() == want0.view(np.uint32).tolist()
    assert out1.view(np.uint32).tolist() == want1.view(np.uint32).tolist()


def test_readfile_missing_input(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    r = run_asc(ASC_DIR / "readfile_intlv.asc")
    assert r.rc == 1
    assert "[Failed] could not read the inputs" in r.out
    assert "input0.bin" in r.err


def test_byte_float_host_conversions_and_template_kernel(run_source):
    # Known codes: hifloat8 1.0 = 0x08, e4m3fn 1.0 = 0x38, e5m2 -2.0 = 0xC0, e8m0 0.5 = 2^-1 = 0x7E.
    r = run_source("""
#include <cstdint>
#include <iostream>
#include <vector>
#include "c_api/asc_simd.h"
#include "acl/acl.h"
template <typename T>
__global__ __vector__ void fill(__gm__ T* out, T value) { out[block_idx] = value; }
int main() {
    hifloat8_t h = hifloat8_t(1.0f);
    fp8_e4m3fn_t e4 = 1.0f;
    fp8_e5m2_t e5(-2.0f);
    fp8_e8m0_t e8 = fp8_e8m0_t(0.5f);
    std::vector<hifloat8_t> hv(2);
    hv[1] = hifloat8_t(2.0f);
    float back = hv[1];
    std::cout << std::hex << +*reinterpret_cast<uint8_t*>(&h) << " " << +*reinterpret_cast<uint8_t*>(&e4) << " "
              << +*reinterpret_cast<uint8_t*>(&e5) << " " << +*reinterpret_cast<uint8_t*>(&e8) << std::dec << " "
              << static_cast<float>(h) << " " << float(e5) << " " << back << std::endl;
    aclInit(nullptr);
    aclrtSetDevice(0);
    half* dev = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&dev), 8, ACL_MEM_MALLOC_HUGE_FIRST);
    fill<half><<<4, 0>>>(dev, static_cast<half>(0.75f));
    std::vector<uint16_t> bits(4);
    aclrtMemcpy(bits.data(), 8, dev, 8, ACL_MEMCPY_DEVICE_TO_HOST);
    std::cout << std::hex << bits[0] << " " << bits[3] << std::endl;
    aclrtFree(dev);
    aclFinalize();
    return 0;
}
""")
    assert r.rc == 0, r.err
    assert r.out == "8 38 c0 7e 1 -2 2\n3a00 3a00\n"
