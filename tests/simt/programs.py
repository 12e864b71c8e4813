"""SIMT programs of the engine tests: each kernel's host part computes its own golden with plain loops
(from the C semantics, not from ascsim) and prints ``ok`` or the first mismatch."""

from __future__ import annotations

from pathlib import Path

from frontend.asc_run import run_asc

HEAD = r"""
#include <cstdint>
#include <cstdio>
#include <vector>
#include "acl/acl.h"
#include "simt_api/asc_simt.h"
"""



def run_program(tmp_path: Path, name: str, kernel: str, main: str) -> tuple[int, str, str]:
    """Run ``HEAD + kernel + main`` as ``<name>.asc``: its exit code, output and diagnostics."""
    path = tmp_path / f"{name}.asc"
    path.write_text(HEAD + kernel + main)
    r = run_asc(path)
    return r.rc, r.out, r.err


def line_of(kernel: str, text: str) -> int:
    """The line of ``text`` in the program made of HEAD and ``kernel``."""
    return next(n for n, line in enumerate((HEAD + kernel).splitlines(), 1) if text in line)


def host_main(body: str) -> str:
    """A host main that sets up the runtime, a stream and ``int32_t* d``: 64 zeroed elements of GM, runs
    ``body`` (C statements that launch and read back, using ``d`` and ``stream``), then releases them."""
    return r"""
int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    int32_t* d = nullptr;
    aclrtMalloc((void**)&d, 64 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemset(d, 64 * 4, 0, 64 * 4);
""" + body + r"""
    aclrtFree(d);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


#: A host main around a kernel ``k(int32_t* out, const int32_t* in, uint32_t n)`` run on ``BLOCKS``
#: blocks of ``THREADS`` threads; ``golden(i, in, n)`` is the host's expected out[i].
MAIN = r"""
int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    const uint32_t n = BLOCKS * THREADS;
    std::vector<int32_t> in(n), out(n, 0);
    for (uint32_t i = 0; i < n; ++i) in[i] = static_cast<int32_t>((i * 2654435761u) >> 7) - 4000000;
    int32_t *din = nullptr, *dout = nullptr;
    aclrtMalloc((void**)&din, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc((void**)&dout, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(din, n * 4, in.data(), n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(dout, n * 4, out.data(), n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    k<<<BLOCKS, THREADS, 0, stream>>>(dout, din, n);
    aclrtSynchronizeStream(stream);
    aclrtMemcpy(out.data(), n * 4, dout, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
    for (uint32_t i = 0; i < n; ++i) {
        int32_t want = golden(i, in.data(), n);
        if (out[i] != want) { printf("mismatch at %u: %d, want %d\n", i, out[i], want); return 1; }
    }
    printf("ok\n");
    aclrtFree(din);
    aclrtFree(dout);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""

#: name -> (blocks, threads, device and golden code). Each runs in lockstep and thread by thread.
CORPUS: dict[str, tuple[int, int, str]] = {
    "divergent_loops": (3, 96, r"""
__simt_callee__ int32_t collatz_steps(int32_t x, int32_t& last)
{
    int32_t steps = 0;
    uint32_t v = static_cast<uint32_t>(x < 0 ? -x : x) % 1000 + 1;
    while (v != 1) {
        if (steps > 50) break;
        v = (v % 2 == 0) ? v / 2 : 3 * v + 1;
        ++steps;
    }
    last = static_cast<int32_t>(v);
    return steps;
}

__global__ void k(int32_t* out, const int32_t* in, uint32_t n)
{
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int32_t x = in[i];
    if (threadIdx.x % 7 == 3) { out[i] = x / 7 + x % 7; return; }
    int32_t last = 0;
    int32_t s = collatz_steps(x, last);
    int32_t acc = 0;
    for (int32_t j = 0; j < s; ++j) {
        if (j % 3 == 1) continue;
        acc += j * (x >> 3);
        if (acc > 100000) break;
    }
    out[i] = acc ^ (last << 4) ^ s;
}

int32_t golden(uint32_t i, const int32_t* in, uint32_t n)
{
    int32_t x = in[i];
    if (i % 96 % 7 == 3) return x / 7 + x % 7;
    uint32_t v = static_cast<uint32_t>(x < 0 ? -x : x) % 1000 + 1;
    int32_t s = 0;
    while (v != 1) { if (s > 50) break; v = (v % 2 == 0) ? v / 2 : 3 * v + 1; ++s; }
    int32_t acc = 0;
    for (int32_t j = 0; j < s; ++j) { if (j % 3 == 1) continue; acc += j * (x >> 3); if (acc > 100000) break; }
    return acc ^ (static_cast<int32_t>(v) << 4) ^ s;
}
"""),
    "gather_2d_grid": (4, 64, r"""
__global__ void k(int32_t* out, const int32_t* in, uint32_t n)
{
    int32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    int32_t src = (i * 37 + 11) % static_cast<int32_t>(n);
    const int32_t* p = in + src;
    out[i] = (i & 1) ? p[0] : -*p;
}

int32_t golden(uint32_t i, const int32_t* in, uint32_t n)
{
    int32_t v = in[(i * 37 + 11) % n];
    return (i & 1) ? v : -v;
}
"""),
    "atomic_histogram": (2, 128, r"""
__global__ void k(int32_t* out, const int32_t* in, uint32_t n)
{
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    int32_t bin = (in[i] & 0x7fffffff) % 16;
    asc_atomic_add(out + bin, 1);
    asc_atomic_max(out + 16 + bin, in[i]);
}

int32_t golden(uint32_t i, const int32_t* in, uint32_t n)
{
    if (i >= 32) return 0;
    int32_t count = 0, best = 0;
    for (uint32_t j = 0; j < n; ++j) {
        if ((in[j] & 0x7fffffff) % 16 == static_cast<int32_t>(i % 16)) { ++count; best = in[j] > best ? in[j] : best; }
    }
    return i < 16 ? count : best;
}
"""),
    "record_methods": (2, 64, r"""
struct Span {
    int32_t lo = 0;
    int32_t hi = 0;
    __simt_callee__ Span() = default;
    __simt_callee__ Span(int32_t a, int32_t b) : lo(a < b ? a : b), hi(a < b ? b : a) {}
    __simt_callee__ int32_t width() const { return hi - lo; }
    __simt_callee__ void widen(int32_t by) { lo -= by; hi += by; }
    __simt_callee__ Span operator+(const Span& o) const { return Span(lo < o.lo ? lo : o.lo, hi > o.hi ? hi : o.hi); }
};

__simt_callee__ Span around(int32_t x, int32_t r)
{
    Span s(x - r, x + r);
    return s;
}

__global__ void k(int32_t* out, const int32_t* in, uint32_t n)
{
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    Span a = around(in[i] % 1000, static_cast<int32_t>(i % 7));
    Span b;
    if (i % 3 == 0) {
        b = Span(in[(i + 1) % n] % 1000, 5);
        b.widen(2);
    }
    Span* p = &a;
    p->widen(1);
    Span c = a + b;
    out[i] = c.width() * 3 + a.lo - b.hi;
}

int32_t golden(uint32_t i, const int32_t* in, uint32_t n)
{
    int32_t x = in[i] % 1000, r = static_cast<int32_t>(i % 7);
    int32_t alo = x - r - 1, ahi = x + r + 1, blo = 0, bhi = 0;
    if (i % 3 == 0) {
        int32_t y = in[(i + 1) % n] % 1000;
        blo = (y < 5 ? y : 5) - 2;
        bhi = (y < 5 ? 5 : y) + 2;
    }
    int32_t clo = alo < blo ? alo : blo, chi = ahi > bhi ? ahi : bhi;
    return (chi - clo) * 3 + alo - bhi;
}
"""),
    "record_in_gm": (2, 64, r"""
struct Item {
    int16_t key;
    uint8_t tag[2];
};

__global__ void k(int32_t* out, const int32_t* in, uint32_t n)
{
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    // Each thread's out element doubles as a 4-byte record in GM, written whole and read back.
    Item* items = reinterpret_cast<Item*>(out);
    Item mine{static_cast<int16_t>(in[i] & 0x7fff), {1, 2}};
    mine.tag[i % 2] = static_cast<uint8_t>(i);
    items[i] = mine;
    Item back = items[i];
    out[i] = back.key * 3 + back.tag[0] - back.tag[1];
}

int32_t golden(uint32_t i, const int32_t* in, uint32_t n)
{
    int32_t tag[2] = {1, 2};
    tag[i % 2] = static_cast<uint8_t>(i);
    return (in[i] & 0x7fff) * 3 + tag[0] - tag[1];
}
"""),
}

#: Programs only the lockstep engine runs (barriers, warp functions, UB shared by a block's threads).
LOCKSTEP_ONLY: dict[str, tuple[int, int, str]] = {
    "block_reduce": (3, 128, r"""
__global__ void k(int32_t* out, const int32_t* in, uint32_t n)
{
    __ubuf__ int32_t partial[4];
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    int32_t v = in[i] >> 8;
    for (int32_t d = 16; d > 0; d /= 2) v += asc_shfl_down(v, d);
    if (threadIdx.x % 32 == 0) partial[threadIdx.x / 32] = v;
    asc_syncthreads();
    if (threadIdx.x == 0) {
        int32_t total = 0;
        for (int32_t w = 0; w < 4; ++w) total += partial[w];
        out[i] = total;
    } else {
        out[i] = asc_reduce_max(in[i]) + static_cast<int32_t>(asc_ballot(threadIdx.x % 3 == 0));
    }
}

int32_t golden(uint32_t i, const int32_t* in, uint32_t n)
{
    uint32_t b = i / 128, t = i % 128;
    if (t == 0) { int32_t s = 0; for (uint32_t j = b * 128; j < b * 128 + 128; ++j) s += in[j] >> 8; return s; }
    uint32_t w0 = i - t % 32;
    int32_t best = -2147483647 - 1;
    uint32_t ballot = 0;
    for (uint32_t l = 0; l < 32; ++l) {
        if (w0 + l == b * 128) continue;  // thread 0 took the other branch: not active in the warp functions
        best = in[w0 + l] > best ? in[w0 + l] : best;
        if ((w0 + l - b * 128) % 3 == 0) ballot |= 1u << l;
    }
    return static_cast<int32_t>(static_cast<uint32_t>(best) + ballot);
}
"""),
}


def source(blocks: int, threads: int, body: str) -> str:
    """The whole program of a corpus entry."""
    return HEAD + f"constexpr uint32_t BLOCKS = {blocks};\nconstexpr uint32_t THREADS = {threads};\n" + body + MAIN

#: A SIMD kernel whose blocks each run a __simt_vf__ of 64 threads over their UB (asc_vf_call), then copy
#: the UB out; the host checks the result and prints ``ok``.
HYBRID = r"""
#include "c_api/asc_simd.h"

constexpr uint32_t PER_BLOCK = 64;

__simt_vf__ __launch_bounds__(PER_BLOCK) inline void scatter_twice(__gm__ int32_t* in, __ubuf__ int32_t* ub)
{
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    ub[PER_BLOCK - 1 - threadIdx.x] = 2 * in[i];
}

__global__ __vector__ void k(__gm__ int32_t* in, __gm__ int32_t* out)
{
    __ubuf__ int32_t ub[PER_BLOCK];
    asc_vf_call<scatter_twice>(dim3(PER_BLOCK), in, ub);
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_copy_ub2gm(out + block_idx * PER_BLOCK, ub, PER_BLOCK * sizeof(int32_t));
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    int32_t host[4 * PER_BLOCK];
    for (uint32_t i = 0; i < 4 * PER_BLOCK; ++i) host[i] = i;
    int32_t *in = nullptr, *out = nullptr;
    aclrtMalloc((void**)&in, sizeof(host), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc((void**)&out, sizeof(host), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(in, sizeof(host), host, sizeof(host), ACL_MEMCPY_HOST_TO_DEVICE);
    k<<<4, nullptr, stream>>>(in, out);
    aclrtSynchronizeStream(stream);
    aclrtMemcpy(host, sizeof(host), out, sizeof(host), ACL_MEMCPY_DEVICE_TO_HOST);
    for (uint32_t i = 0; i < 4 * PER_BLOCK; ++i) {
        uint32_t b = i / PER_BLOCK, t = PER_BLOCK - 1 - i % PER_BLOCK;
        if (host[i] != int32_t(2 * (b * PER_BLOCK + t))) { printf("wrong %u: %d\n", i, host[i]); return 1; }
    }
    printf("ok\n");
    aclrtFree(in);
    aclrtFree(out);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""
