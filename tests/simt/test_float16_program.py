"""A SIMT kernel of a .asc program calls the 16- and 8-bit float conversions end to end (lockstep and
thread by thread); the expected bits are computed here from the references of refs_float16.py."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from frontend.asc_run import run_asc

from .refs_float16 import BF16, HALF, fp8_byte, integral, to_float, to_int

INPUTS = [0.5, -2.5, 1.75, 3.3, -0.3, 1e6, -70000.5, 300.7, 0.0078125, 12345.6, -448.9, 57000.0, 2.0 ** -12,
          -1.0e-3, 65519.0, 7.5]

PROGRAM = r"""
#include <cstdint>
#include <cstdio>
#include <vector>
#include "acl/acl.h"
#include "simt_api/asc_simt.h"
#include "simt_api/asc_fp8.h"

__global__ void k(int32_t* out, const float* in, uint32_t n)
{
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = in[i];
    half h = __float2half_rn(x);
    bfloat16_t b = __float2bfloat16_rn(x);
    out[8 * i + 0] = __half_as_ushort(__half2half_rna(h));
    out[8 * i + 1] = __bfloat16_as_ushort(__bfloat162bfloat16_rd(b));
    out[8 * i + 2] = __half_as_ushort(__bfloat162half_rz_sat(b));
    out[8 * i + 3] = __bfloat16_as_ushort(__half2bfloat16_ru(h));
    out[8 * i + 4] = __half2short_rn(h);
    out[8 * i + 5] = __half_as_short(__short2half_rd((short)((int32_t)i * 4099 - 30000)));
    out[8 * i + 6] = __asc_cvt_float_to_fp8(x, __ASC_SATFINITE, __ASC_E4M3);
    out[8 * i + 7] = __asc_cvt_float_to_fp8(x, __ASC_NOSAT, __ASC_E5M2);
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    const float values[] = {VALUES};
    const uint32_t n = sizeof(values) / sizeof(values[0]);
    std::vector<int32_t> out(8 * n, 0);
    float* din = nullptr;
    int32_t* dout = nullptr;
    aclrtMalloc((void**)&din, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc((void**)&dout, 8 * n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(din, n * 4, values, n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    k<<<1, 32, 0, stream>>>(dout, din, n);
    aclrtSynchronizeStream(stream);
    aclrtMemcpy(out.data(), 8 * n * 4, dout, 8 * n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
    for (uint32_t i = 0; i < 8 * n; ++i) printf("%d\n", out[i]);
    aclrtFree(din);
    aclrtFree(dout);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


def _half_bits(v: float) -> int:
    return struct.unpack("<H", struct.pack("<e", v))[0]


def _bf16_bits(v: float) -> int:
    return struct.unpack("<I", struct.pack("<f", v))[0] >> 16  # v is a bfloat16 value: the low half is 0


def _expected(i: int, x: float) -> list[int]:
    x = struct.unpack("<f", struct.pack("<f", x))[0]  # the float the program holds
    h = to_float(x, HALF, "rn", False)
    b = to_float(x, BF16, "rn", False)
    s = i * 4099 - 30000
    return [_half_bits(integral(h, "rna")), _bf16_bits(integral(b, "rd")), _half_bits(to_float(b, HALF, "rz", True)),
            _bf16_bits(to_float(h, BF16, "ru", False)), to_int(h, "rn", 16, True),
            struct.unpack("<h", struct.pack("<e", to_float(float(s), HALF, "rd", False)))[0],
            fp8_byte(x, False, True), fp8_byte(x, True, False)]


@pytest.mark.parametrize("engine", ["lockstep", "thread"])
def test_float16_conversions_in_a_kernel(tmp_path: Path, engine: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASCSIM_SIMT", engine)
    path = tmp_path / "float16.asc"
    path.write_text(PROGRAM.replace("VALUES", ", ".join(f"{v!r}f" for v in INPUTS)))
    r = run_asc(path)
    assert (r.rc, r.err) == (0, ""), r.out + r.err
    got = [int(line) for line in r.out.split()]
    want = [v for i, x in enumerate(INPUTS) for v in _expected(i, x)]
    assert got == want
