"""A few of the math_functions.h forms that read memory or have several operand types, called from a
``__global__`` SIMT kernel of an ``.asc`` program and from a Python SIMT kernel, against references
computed here: exact rational sums (the Bessel series of refs_device.py, the norms as correctly
rounded square roots), C's conversions on Python integers, and the quiet NaN's bits.

The Python kernels' annotations are evaluated when each kernel is defined: no ``from __future__ import
annotations`` here."""

import math
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from frontend.asc_run import run_asc
from kernels import back, device_buffer, gm_of

import ascsim.simt as S
from ascsim import dtypes, gm_ptr
from ascsim.errors import AscError
from ascsim.runtime import check

from .programs import HEAD
from .refs_device import bessel_y_series

_N = 32
_PROGRAM = r"""
__global__ __launch_bounds__(32) void k(uint32_t* out, const float* x, const int* n, float* a)
{
    const int i = threadIdx.x;
    out[i] = __float_as_uint(y0f(x[i]));
    out[32 + i] = __float_as_uint(y1f(x[i]));
    out[64 + i] = __float_as_uint(ynf(n[i], x[i]));
    out[96 + i] = __float_as_uint(normf(n[i], a + 4 * i));
    out[128 + i] = __float_as_uint(rnormf(n[i], a + 4 * i));
    out[160 + i] = max(static_cast<unsigned int>(i), n[i] - 3);
    out[192 + i] = min(n[i] - 3, static_cast<unsigned int>(i));
    out[224 + i] = __float_as_uint(nanf(""));
    out[256 + i] = __float_as_uint(max(-x[i], abs(-x[i]) - 4.0f));
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    std::vector<float> x(32), a(128);
    std::vector<int> n(32);
    std::vector<uint32_t> out(288, 0);
    for (int i = 0; i < 32; ++i) {
        x[i] = 0.5f + 0.75f * static_cast<float>(i);
        n[i] = i % 5;
    }
    for (int j = 0; j < 128; ++j) a[j] = static_cast<float>(j % 7) - 3.0f;
    void *dout = nullptr, *dx = nullptr, *dn = nullptr, *da = nullptr;
    aclrtMalloc(&dout, 288 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&dx, 32 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&dn, 32 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&da, 128 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(dx, 32 * 4, x.data(), 32 * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(dn, 32 * 4, n.data(), 32 * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(da, 128 * 4, a.data(), 128 * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    k<<<1, 32, 0, stream>>>((uint32_t*)dout, (const float*)dx, (const int*)dn, (float*)da);
    aclrtSynchronizeStream(stream);
    aclrtMemcpy(out.data(), 288 * 4, dout, 288 * 4, ACL_MEMCPY_DEVICE_TO_HOST);
    for (int j = 0; j < 288; ++j) printf("%08x\n", out[j]);
    aclrtFree(dout);
    aclrtFree(dx);
    aclrtFree(dn);
    aclrtFree(da);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


def _f32(bits: int) -> float:
    return float(np.array([bits], np.uint32).view(np.float32)[0])


def _bits(v: float) -> int:
    return int(np.array([v], np.float32).view(np.uint32)[0])


def _sqrt_rounded(s: Fraction) -> float:
    """The float nearest sqrt(s), s > 0: the candidate whose neighbours' midpoints bracket it (exactly)."""
    c = np.float32(math.sqrt(float(s)))
    while True:
        up, down = np.nextafter(c, np.float32(np.inf)), np.nextafter(c, np.float32(0))
        if s > ((Fraction(float(c)) + Fraction(float(up))) / 2) ** 2:
            c = up
        elif s < ((Fraction(float(c)) + Fraction(float(down))) / 2) ** 2:
            c = down
        else:
            return float(c)


def _ulps(got: float, want: float) -> float:
    if math.isinf(want) or want == 0:
        return 0.0 if got == want else math.inf
    return abs(got - want) / 2.0 ** (math.frexp(want)[1] - 24)


def _norm_refs(values: list[float]) -> tuple[float, float]:
    """normf and rnormf of ``values`` as correctly rounded floats (1/sqrt(s) = sqrt(1/s))."""
    s = sum((Fraction(v) ** 2 for v in values), Fraction(0))
    if s == 0:
        return 0.0, math.inf
    return _sqrt_rounded(s), _sqrt_rounded(1 / s)


def test_program_calls_the_new_math_forms(tmp_path: Path) -> None:
    path = tmp_path / "device_math.asc"
    path.write_text(HEAD + _PROGRAM)
    r = run_asc(path)
    assert (r.rc, r.err) == (0, ""), r.out + r.err
    out = [int(line, 16) for line in r.out.split()]
    assert len(out) == 288
    a = [float(j % 7 - 3) for j in range(128)]
    for i in range(_N):
        x, n = 0.5 + 0.75 * i, i % 5
        for got, order in ((out[i], 0), (out[32 + i], 1), (out[64 + i], n)):
            want = bessel_y_series(order, x)
            assert _ulps(_f32(got), want) <= 1, (i, order, x, _f32(got), want)
        norm, rnorm = _norm_refs(a[4 * i:4 * i + max(n, 1)])
        assert _ulps(_f32(out[96 + i]), norm) <= 1 and _ulps(_f32(out[128 + i]), rnorm) <= 1, i
        assert out[160 + i] == max(i, (n - 3) % 2**32)
        assert out[192 + i] == min((n - 3) % 2**32, i)
        assert out[224 + i] == 0x7FC00000
        assert out[256 + i] == _bits(max(-x, abs(-x) - 4.0))


def test_python_kernel_norms_read_each_threads_array(device: None) -> None:
    """normf/rnormf through the Python SIMT API: counts per thread (below 1 reads one element), the
    page's special values (inf wins over NaN; every element subnormal gives NaN)."""
    f32, i32 = dtypes.float_, dtypes.int32_t
    rows = np.array([[1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6], [4, 5, 6, 7], [-3, 0, 0, 0], [np.nan, np.inf, 1, 1],
                     [np.nan, 1, 1, 1], [1e-40, -1e-39, 0, 0], [0, 0, 0, 0], [3e38, 3e38, 0, 0]], np.float32)
    counts = np.array([1, 2, 3, 1, 0, 2, 4, 2, 4, 2], np.int32)

    @S.simt_kernel
    def k(a: gm_ptr[f32], n: gm_ptr[i32], out: gm_ptr[f32]) -> None:
        t = S.threadIdx.x
        out[t] = S.normf(n[t], a + t * 4)
        out[t + 10] = S.rnormf(n[t], a + t * 4)

    out = device_buffer(20 * 4)
    k[1, 10](gm_of(rows), gm_of(counts), out)
    got = back(out, np.zeros(20, np.float32)).tolist()
    for i in range(4):
        norm, rnorm = _norm_refs([float(v) for v in rows[i, :counts[i]]])
        assert _ulps(got[i], norm) <= 1 and _ulps(got[10 + i], rnorm) <= 1
    assert got[4] == 3.0 and _ulps(got[14], 1 / 3) <= 0.5  # n < 1: |a[0]|
    assert got[5] == math.inf and got[15] == 0.0  # an infinity decides, even beside a NaN
    assert math.isnan(got[6]) and math.isnan(got[16])
    assert math.isnan(got[7]) and math.isnan(got[17])  # every element subnormal (the page's hardware limit)
    assert got[8] == 0.0 and got[18] == math.inf
    assert got[9] == math.inf and got[19] == float(np.float32(1 / (3e38 * math.sqrt(2))))


def test_norm_past_the_end_is_reported(device: None) -> None:
    """normf of 17 floats over a buffer of 4: past aclrtMalloc's padding (16 bytes asked, 64 allocated) is an
    error; 5 floats reach into the padding, which is reported and read."""
    f32 = dtypes.float_

    @S.simt_kernel
    def k(a: gm_ptr[f32], out: gm_ptr[f32], n: np.int32) -> None:
        out[S.threadIdx.x] = S.normf(n, a)

    with pytest.raises(AscError, match="normf"):
        k[1, 2](gm_of(np.ones(4, np.float32)), device_buffer(8), np.int32(17))
    with check.mode("error"), pytest.raises(AscError, match="normf: accesses 4 bytes .* inside the padding"):
        k[1, 2](gm_of(np.ones(4, np.float32)), device_buffer(8), np.int32(5))


_CVTA = r"""
__global__ __launch_bounds__(64) void k(uint32_t* dst, uint32_t* src, char* bytes)
{
    __ubuf__ uint32_t data[64];
    const int i = threadIdx.x;
    data[i] = src[i];
    size_t ub_addr = __cvta_generic_to_ubuf(data + i);
    size_t gm_addr = __cvta_generic_to_global(src + i);
    void* from_ub = __cvta_ubuf_to_generic(ub_addr);
    void* from_gm = __cvta_global_to_generic(gm_addr);
    dst[i] = *(uint32_t*)from_ub * 1000u + *(uint32_t*)from_gm;
    dst[64 + i] = static_cast<uint32_t>(gm_addr - __cvta_generic_to_global(src));
    dst[128 + i] = __isUbuf(from_ub) + 2u * __isGlobal(from_gm) + 4u * static_cast<uint32_t>(
        __cvta_generic_to_global(nullptr));
    asc_stcg(bytes + i, static_cast<char>(i - 32));
    asc_stwt(bytes + 64 + i, static_cast<char>(100 - i));
    WRONG;
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    std::vector<uint32_t> src(64), dst(192, 0);
    std::vector<char> bytes(128, 0);
    for (int i = 0; i < 64; ++i) src[i] = 7u * static_cast<uint32_t>(i) + 3u;
    void *dd = nullptr, *ds = nullptr, *db = nullptr;
    aclrtMalloc(&dd, 192 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&ds, 64 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&db, 128, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(ds, 64 * 4, src.data(), 64 * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    k<<<1, 64, 0, stream>>>((uint32_t*)dd, (uint32_t*)ds, (char*)db);
    aclrtSynchronizeStream(stream);
    aclrtMemcpy(dst.data(), 192 * 4, dd, 192 * 4, ACL_MEMCPY_DEVICE_TO_HOST);
    aclrtMemcpy(bytes.data(), 128, db, 128, ACL_MEMCPY_DEVICE_TO_HOST);
    for (int j = 0; j < 192; ++j) printf("%u\n", dst[j]);
    for (int j = 0; j < 128; ++j) printf("%d\n", static_cast<int>(bytes[j]));
    aclrtFree(dd);
    aclrtFree(ds);
    aclrtFree(db);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


def test_program_converts_addresses_and_stores_chars(tmp_path: Path) -> None:
    """``__cvta_*`` round trips through GM and UB addresses (the page's example), the null pointer's
    address, and the plain-``char`` cache-hint stores."""
    path = tmp_path / "cvta.asc"
    path.write_text(HEAD + _CVTA.replace("WRONG;", ""))
    r = run_asc(path)
    assert (r.rc, r.err) == (0, ""), r.out + r.err
    out = [int(v) for v in r.out.split()]
    src = [7 * i + 3 for i in range(64)]
    assert out[:64] == [v * 1000 + v for v in src]
    assert out[64:128] == [4 * i for i in range(64)]
    assert out[128:192] == [3] * 64
    assert out[192:] == [i - 32 for i in range(64)] + [100 - i for i in range(64)]


@pytest.mark.parametrize("wrong, message", [
    ("__cvta_generic_to_global(data + i);", "__cvta_generic_to_global: the pointer points into the Unified Buffer"),
    ("__cvta_generic_to_ubuf(src);", "__cvta_generic_to_ubuf: the pointer points into Global Memory"),
    ("__cvta_local_to_generic(0);", "__cvta_local_to_generic: ascsim gives the thread's own memory no addresses"),
    ("*(uint32_t*)__cvta_global_to_generic(gm_addr + 256) = 1u;", "not inside any GM allocation"),
])
def test_address_conversion_errors(tmp_path: Path, wrong: str, message: str) -> None:
    path = tmp_path / "cvta_bad.asc"
    path.write_text(HEAD + _CVTA.replace("WRONG;", wrong))
    r = run_asc(path)
    assert r.rc == 1 and message in r.err, r.err
