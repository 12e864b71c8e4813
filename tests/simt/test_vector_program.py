"""The SIMT vector types in a .asc program, end to end (lockstep and thread by thread where the form runs
there): ``half2`` arithmetic by the operators and ``__hmulx2``, ``make_int2``, a ``half2`` atomic, a
``half2`` shuffle and the cache-hint loads and stores of vector types, against results computed here with
exact rationals (each member rounded to half on its own, the atomics in thread order) and byte copies."""

from __future__ import annotations

import struct
from fractions import Fraction
from pathlib import Path

import pytest
from frontend.asc_run import run_asc

from .refs_float16 import HALF, round_to

N = 32
#: The vector types the cache-hint test moves, with their sizes.
HINT_TYPES = {"float4": 16, "int2": 8, "half2": 4, "char4": 4, "ulonglong2": 16, "ushort2": 4, "bfloat16x2_t": 4}

HEAD = r"""
#include <cstdint>
#include <cstdio>
#include <vector>
#include "acl/acl.h"
#include "simt_api/asc_simt.h"
#include "simt_api/asc_fp16.h"

constexpr int N = 32;

__global__ void arith(half2* x, half2* y, half2* sum, half2* prod, int2* made, half2* acc, half2* olds, half2* shf)
{
    int t = threadIdx.x;
    sum[t] = x[t] + y[t];
    prod[t] = __hmulx2(x[t], y[t]);
    made[t] = make_int2(t, -3 * t);
    olds[t] = asc_atomic_add(acc, make_half2(__float2half_rn(0.25f * t), __float2half_rn(-0.5f * t + 0.1f)));
    shf[t] = asc_shfl_xor(x[t], 1);
}

template <typename V>
__global__ void hints(V* src, V* a, V* b, V* c, V* d)
{
    int t = threadIdx.x;
    a[t] = asc_ldcg(src + (N - 1 - t));
    asc_stcg(b + t, src[N - 1 - t]);
    c[t] = asc_ldca(src + (N - 1 - t));
    asc_stwt(d + t, src[N - 1 - t]);
}

static void* dev(size_t bytes) { void* p = nullptr; aclrtMalloc(&p, bytes, ACL_MEM_MALLOC_HUGE_FIRST); return p; }

static void show(const char* name, void* p, size_t bytes)
{
    std::vector<uint8_t> h(bytes);
    aclrtMemcpy(h.data(), bytes, p, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
    printf("%s", name);
    for (size_t i = 0; i < bytes; ++i) printf(" %u", h[i]);
    printf("\n");
    aclrtFree(p);
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream s = nullptr;
    aclrtCreateStream(&s);
    const uint16_t xs[] = {XS};
    const uint16_t ys[] = {YS};
    half2* x = (half2*)dev(4 * N);
    half2* y = (half2*)dev(4 * N);
    aclrtMemcpy(x, 4 * N, xs, 4 * N, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(y, 4 * N, ys, 4 * N, ACL_MEMCPY_HOST_TO_DEVICE);
    half2* acc = (half2*)dev(4);
    const uint32_t zero = 0;
    aclrtMemcpy(acc, 4, &zero, 4, ACL_MEMCPY_HOST_TO_DEVICE);
    half2* sum = (half2*)dev(4 * N);
    half2* prod = (half2*)dev(4 * N);
    int2* made = (int2*)dev(8 * N);
    half2* olds = (half2*)dev(4 * N);
    half2* shf = (half2*)dev(4 * N);
    arith<<<1, N, 0, s>>>(x, y, sum, prod, made, acc, olds, shf);
    aclrtSynchronizeStream(s);
    show("sum", sum, 4 * N);
    show("prod", prod, 4 * N);
    show("made", made, 8 * N);
    show("acc", acc, 4);
    show("olds", olds, 4 * N);
    show("shf", shf, 4 * N);
HINTS
    aclrtFree(x);
    aclrtFree(y);
    aclrtDestroyStream(s);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""

HINT_BLOCK = r"""
    {
        const size_t bytes = N * SIZE;
        std::vector<uint8_t> h(bytes);
        for (size_t i = 0; i < bytes; ++i) h[i] = (uint8_t)(i % 61 + 1);
        TYPE* src = (TYPE*)dev(bytes);
        aclrtMemcpy(src, bytes, h.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE);
        TYPE* a = (TYPE*)dev(bytes);
        TYPE* b = (TYPE*)dev(bytes);
        TYPE* c = (TYPE*)dev(bytes);
        TYPE* d = (TYPE*)dev(bytes);
        hints<TYPE><<<1, N, 0, s>>>(src, a, b, c, d);
        aclrtSynchronizeStream(s);
        show("TYPE", a, bytes);
        show("TYPE", b, bytes);
        show("TYPE", c, bytes);
        show("TYPE", d, bytes);
        aclrtFree(src);
    }
"""


def _half(v: float) -> int:
    return struct.unpack("<H", struct.pack("<e", v))[0]


def _value(bits: int) -> Fraction:
    return Fraction(struct.unpack("<e", struct.pack("<H", bits))[0])


def _rn(v: Fraction) -> int:
    r = round_to(v, HALF, "rn")
    assert r is not None  # the test's values stay within half's range
    return _half(float(r)) if r != 0 else _half(0.0 if v >= 0 else -0.0)


def _words(bits: list[int]) -> list[int]:
    """Little-endian bytes of 16-bit values."""
    return [b for v in bits for b in (v & 255, v >> 8)]


XS = [_half(0.1 * i - 1.3) for i in range(2 * N)]
YS = [_half(3.7 - 0.23 * i) for i in range(2 * N)]


def _expected() -> dict[str, list[list[int]]]:
    out: dict[str, list[list[int]]] = {}
    out["sum"] = [_words([_rn(_value(a) + _value(b)) for a, b in zip(XS, YS, strict=True)])]
    out["prod"] = [_words([_rn(_value(a) * _value(b)) for a, b in zip(XS, YS, strict=True)])]
    out["made"] = [[b for t in range(N) for v in (t, -3 * t) for b in struct.pack("<i", v)]]
    # The atomic: thread t adds (0.25 t, -0.5 t + 0.1) after threads 0 .. t-1, each member rounded to half.
    acc = [0, 0]
    olds = []
    for t in range(N):
        olds += acc
        operand = [_half(float(round_to(Fraction(0.25 * t), HALF, "rn") or 0)),
                   _rn(Fraction(struct.unpack("<f", struct.pack("<f", -0.5 * t + 0.1))[0]))]
        acc = [_rn(_value(a) + _value(b)) for a, b in zip(acc, operand, strict=True)]
    out["acc"] = [_words(acc)]
    out["olds"] = [_words(olds)]
    out["shf"] = [_words([w for t in range(N) for w in XS[2 * (t ^ 1):2 * (t ^ 1) + 2]])]
    for name, size in HINT_TYPES.items():
        src = [i % 61 + 1 for i in range(N * size)]
        rev = [b for t in range(N) for b in src[(N - 1 - t) * size:(N - t) * size]]
        out[name] = [rev] * 4
    return out


def _program() -> str:
    hints = "".join(HINT_BLOCK.replace("TYPE", name).replace("SIZE", str(size)) for name, size in HINT_TYPES.items())
    return (HEAD.replace("XS", ", ".join(map(str, XS))).replace("YS", ", ".join(map(str, YS)))
            .replace("HINTS", hints))


@pytest.mark.parametrize("engine", ["lockstep"])
def test_vector_types_in_a_kernel(tmp_path: Path, engine: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASCSIM_SIMT", engine)
    path = tmp_path / "vectors.asc"
    path.write_text(_program())
    r = run_asc(path)
    assert (r.rc, r.err) == (0, ""), r.out + r.err
    got: dict[str, list[list[int]]] = {}
    for line in r.out.splitlines():
        name, *vals = line.split()
        got.setdefault(name, []).append([int(v) for v in vals])
    want = _expected()
    assert got.keys() == want.keys()
    for name in want:
        assert got[name] == want[name], name


MISALIGNED = r"""
#include "acl/acl.h"
#include "simt_api/asc_simt.h"

__global__ void k(float* p, float* out)
{
    float4 v = asc_ldcg((float4*)(p + 2));
    out[threadIdx.x] = v.x;
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream s = nullptr;
    aclrtCreateStream(&s);
    float* p = nullptr;
    float* out = nullptr;
    aclrtMalloc((void**)&p, 64, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc((void**)&out, 64, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemset(p, 64, 0, 64);
    k<<<1, 4, 0, s>>>(p, out);
    aclrtSynchronizeStream(s);
    aclrtFree(p);
    aclrtFree(out);
    aclFinalize();
    return 0;
}
"""


def test_a_misaligned_vector_load_is_reported(tmp_path: Path) -> None:
    """A float4 is aligned to 16 bytes: a load at byte 8 of an allocation is an error, not a clamp."""
    path = tmp_path / "misaligned.asc"
    path.write_text(MISALIGNED)
    r = run_asc(path)
    assert r.rc != 0
    assert "align" in (r.out + r.err).lower(), r.out + r.err
