"""asc_fp8.h's two-element forms in a .asc program, end to end in both SIMT engines: float and half pairs
rounded to hifloat8 pairs (hybrid and half-away, with and without saturation), the 8-bit float pairs
widened back, and the packed fp8 conversion, against bytes computed here member by member with the exact
rational references (nothing from ascsim.ops)."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from frontend.asc_run import run_asc
from reg_convert.fraction_ref import expected

from .refs_float16 import fp8_byte

N = 16
#: 2 * N float members: ties of hifloat8's grid, its edges, values past its range and plain values.
FLOATS = [1.0625, -13.0, 14.0, 150.0, 32768.0, 40960.0, -49152.0, 1e9, 2.0 ** -23, 1.5 * 2.0 ** -23, 0.3, -0.7,
          448.0, 464.0, 465.0, -57344.0, 61440.0, 3.25, -2.5, 7.75, 0.0, -0.0, 100.5, 1e-30,
          *[0.37 * i - 3.0 for i in range(8)]]
HALVES = [(0x3C00 + 977 * i) & 0xFFFF for i in range(2 * N)]
E4M3 = [(7 * i + 3) & 0xFF for i in range(2 * N)]
E5M2 = [(255 - 9 * i) & 0xFF for i in range(2 * N)]

PROGRAM = r"""
#include <cstdint>
#include <cstdio>
#include <vector>
#include "acl/acl.h"
#include "simt_api/asc_simt.h"
#include "simt_api/asc_fp8.h"

constexpr int N = 16;

__global__ void conv(float2* xf, half2* xh, float8_e4m3x2_t* e4, float8_e5m2x2_t* e5, hifloat8x2_t* rh,
                     hifloat8x2_t* rna_sat, hifloat8x2_t* half_rh, float2* back, float2* e4f, float2* e5f,
                     uint16_t* packed)
{
    int t = threadIdx.x;
    hifloat8x2_t h = __float22hif82_rh(xf[t]);
    rh[t] = h;
    rna_sat[t] = __float22hif82_rna_sat(xf[t]);
    half_rh[t] = __half22hif82_rh(xh[t]);
    back[t] = __hif822float2(h);
    e4f[t] = __e4m3x22float2(e4[t]);
    e5f[t] = __e5m2x22float2(e5[t]);
    packed[t] = __asc_cvt_float2_to_fp8x2(xf[t], __ASC_SATFINITE, __ASC_E4M3);
}

static void* dev(size_t bytes) { void* p = nullptr; aclrtMalloc(&p, bytes, ACL_MEM_MALLOC_HUGE_FIRST); return p; }

static void* up(const void* h, size_t bytes)
{
    void* p = dev(bytes);
    aclrtMemcpy(p, bytes, h, bytes, ACL_MEMCPY_HOST_TO_DEVICE);
    return p;
}

static void show(void* p, size_t bytes)
{
    std::vector<uint8_t> h(bytes);
    aclrtMemcpy(h.data(), bytes, p, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
    for (size_t i = 0; i < bytes; ++i) printf("%u ", h[i]);
    printf("\n");
    aclrtFree(p);
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream s = nullptr;
    aclrtCreateStream(&s);
    const float xf[] = {FLOATS};
    const uint16_t xh[] = {HALVES};
    const uint8_t e4[] = {E4M3};
    const uint8_t e5[] = {E5M2};
    void* dxf = up(xf, 8 * N);
    void* dxh = up(xh, 4 * N);
    void* de4 = up(e4, 2 * N);
    void* de5 = up(e5, 2 * N);
    void* rh = dev(2 * N);
    void* rna_sat = dev(2 * N);
    void* half_rh = dev(2 * N);
    void* back = dev(8 * N);
    void* e4f = dev(8 * N);
    void* e5f = dev(8 * N);
    void* packed = dev(2 * N);
    conv<<<1, N, 0, s>>>((float2*)dxf, (half2*)dxh, (float8_e4m3x2_t*)de4, (float8_e5m2x2_t*)de5, (hifloat8x2_t*)rh,
                         (hifloat8x2_t*)rna_sat, (hifloat8x2_t*)half_rh, (float2*)back, (float2*)e4f, (float2*)e5f,
                         (uint16_t*)packed);
    aclrtSynchronizeStream(s);
    show(rh, 2 * N);
    show(rna_sat, 2 * N);
    show(half_rh, 2 * N);
    show(back, 8 * N);
    show(e4f, 8 * N);
    show(e5f, 8 * N);
    show(packed, 2 * N);
    aclrtFree(dxf);
    aclrtFree(dxh);
    aclrtFree(de4);
    aclrtFree(de5);
    aclrtDestroyStream(s);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


def _float_bits(v: float) -> int:
    return struct.unpack("<I", struct.pack("<f", v))[0]


def _bytes(words: list[int], size: int) -> list[int]:
    return [b for w in words for b in w.to_bytes(size, "little")]


def _expected() -> list[list[int]]:
    rh = [expected(_float_bits(v), "float", "hifloat8_t", "rh", False) for v in FLOATS]
    rna_sat = [expected(_float_bits(v), "float", "hifloat8_t", "rna", True) for v in FLOATS]
    half_rh = [expected(h, "half", "hifloat8_t", "rh", False) for h in HALVES]
    back = [expected(c, "hifloat8_t", "float", None, False) for c in rh]
    e4f = [expected(c, "fp8_e4m3fn_t", "float", None, False) for c in E4M3]
    e5f = [expected(c, "fp8_e5m2_t", "float", None, False) for c in E5M2]
    members = [fp8_byte(struct.unpack("<f", struct.pack("<f", v))[0], False, True) for v in FLOATS]
    packed = [members[2 * i] | members[2 * i + 1] << 8 for i in range(N)]  # x low, y high
    return [rh, rna_sat, half_rh, _bytes(back, 4), _bytes(e4f, 4), _bytes(e5f, 4), _bytes(packed, 2)]


@pytest.mark.parametrize("engine", ["lockstep", "thread"])
def test_fp8_pair_conversions_in_a_kernel(tmp_path: Path, engine: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASCSIM_SIMT", engine)
    path = tmp_path / "fp8_pairs.asc"
    path.write_text(PROGRAM.replace("{FLOATS}", "{" + ", ".join(f"{v!r}f" for v in FLOATS) + "}")
                    .replace("{HALVES}", "{" + ", ".join(map(str, HALVES)) + "}")
                    .replace("{E4M3}", "{" + ", ".join(map(str, E4M3)) + "}")
                    .replace("{E5M2}", "{" + ", ".join(map(str, E5M2)) + "}"))
    r = run_asc(path)
    assert (r.rc, r.err) == (0, ""), r.out + r.err
    got = [[int(v) for v in line.split()] for line in r.out.splitlines()]
    assert got == _expected()
