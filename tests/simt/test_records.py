"""Structs and classes in SIMT code: each program runs on the lockstep engine (checked), prints what its
threads computed, and the test computes the expected values itself from the program's meaning."""

from __future__ import annotations

import ctypes
import io
import struct
from pathlib import Path

import pytest
from frontend.asc_run import run_asc

from ascsim.frontend.native.run import compile_device, read_program

from .programs import CORPUS, HEAD, host_main, source

#: A host main running ``k(int32_t* out, const int32_t* in)`` on BLOCKS x THREADS threads over ``in[i] = i * 7 - 50``
#: and printing ``out`` (OUT_PER_THREAD values per thread), one value per line.
MAIN = r"""
int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    const uint32_t n = BLOCKS * THREADS;
    const uint32_t m = n * OUT_PER_THREAD;
    std::vector<int32_t> in(n), out(m, 0);
    for (uint32_t i = 0; i < n; ++i) in[i] = static_cast<int32_t>(i) * 7 - 50;
    int32_t *din = nullptr, *dout = nullptr;
    aclrtMalloc((void**)&din, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc((void**)&dout, m * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(din, n * 4, in.data(), n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(dout, m * 4, out.data(), m * 4, ACL_MEMCPY_HOST_TO_DEVICE);
    LAUNCH;
    aclrtSynchronizeStream(stream);
    aclrtMemcpy(out.data(), m * 4, dout, m * 4, ACL_MEMCPY_DEVICE_TO_HOST);
    for (uint32_t i = 0; i < m; ++i) printf("%d\n", out[i]);
    aclrtFree(din);
    aclrtFree(dout);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""

BLOCKS, THREADS = 2, 64


def _program(tmp_path: Path, name: str, device: str, per_thread: int = 1,
             launch: str = "k<<<BLOCKS, THREADS, 0, stream>>>(dout, din)") -> Path:
    path = tmp_path / f"{name}.asc"
    path.write_text(HEAD + f"constexpr uint32_t BLOCKS = {BLOCKS};\nconstexpr uint32_t THREADS = {THREADS};\n"
                    f"constexpr uint32_t OUT_PER_THREAD = {per_thread};\n#define LAUNCH {launch}\n" + device + MAIN)
    return path


def _engines(path: Path) -> dict[str, str]:
    """Each SIMT kernel's engine, and why it is not lockstep."""
    prog, errors = read_program(str(path), ["__NPU_ARCH__=3510"], [])
    assert prog is not None, errors
    _, kernels = compile_device(prog, io.BytesIO(), io.BytesIO())
    return {name: f"{k.simt.engine} {k.simt.why_thread or ''}".strip() for name, k in kernels.items()
            if k.simt is not None}


def _run(path: Path) -> list[int]:
    """The program's output values, after checking that its kernels run in lockstep."""
    assert set(_engines(path).values()) == {"lockstep"}, _engines(path)
    r = run_asc(path)
    assert (r.rc, r.err) == (0, ""), r.out + r.err
    return [int(v) for v in r.out.split()]


def _wrap32(v: int) -> int:
    return (v + 2**31) % 2**32 - 2**31


def _inputs() -> list[int]:
    return [i * 7 - 50 for i in range(BLOCKS * THREADS)]


ACCUMULATORS = r"""
struct Stats {
    int32_t sum;
    uint32_t count;
    int32_t lo, hi;
};

__global__ void k(int32_t* out, const int32_t* in)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    Stats s{0, 0, 2147483647, -2147483647 - 1};
    // Each thread walks its own number of inputs (divergent loop trip counts).
    for (uint32_t j = 0; j < i % 5 + 1; ++j) {
        int32_t v = in[(i + j * 3) % (BLOCKS * THREADS)];
        s.sum += v;
        s.count++;
        if (v < s.lo) s.lo = v;
        if (v > s.hi) s.hi = v;
    }
    out[i * 4] = s.sum;
    out[i * 4 + 1] = static_cast<int32_t>(s.count);
    out[i * 4 + 2] = s.lo;
    out[i * 4 + 3] = asc_shfl(s.hi, 0);  // lane 0's maximum: lockstep only
}
"""


def test_struct_of_per_thread_accumulators(tmp_path: Path) -> None:
    got = _run(_program(tmp_path, "acc", ACCUMULATORS, 4))
    data, n = _inputs(), BLOCKS * THREADS
    want: list[int] = []
    his = []
    for i in range(n):
        vals = [data[(i + j * 3) % n] for j in range(i % 5 + 1)]
        want += [_wrap32(sum(vals)), len(vals), min(vals), 0]
        his.append(max(vals))
    for i in range(n):
        want[i * 4 + 3] = his[i - i % 32]
    assert got == want


METHODS = r"""
class Counter {
public:
    __simt_callee__ Counter() : total_(0), copies_(0) {}
    __simt_callee__ explicit Counter(int32_t start) : total_(start), copies_(0) {}
    __simt_callee__ Counter& operator=(const Counter& other)
    {
        total_ = other.total_;
        copies_ = other.copies_ + 1;  // counts the assignments this value went through
        return *this;
    }
    __simt_callee__ void add(int32_t v) { total_ += v; }
    __simt_callee__ int32_t total() const { return total_; }
    __simt_callee__ int32_t copies() const { return copies_; }
    __simt_callee__ Counter operator+(const Counter& o) const { return Counter(total_ + o.total_); }
    static __simt_callee__ int32_t scaled(int32_t v) { return v * 3; }
private:
    int32_t total_;
    int32_t copies_;
};

__simt_callee__ bool operator<(const Counter& a, const Counter& b) { return a.total() < b.total(); }

__global__ void k(int32_t* out, const int32_t* in)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    Counter a;
    Counter b(in[i]);
    if (i % 2 == 0) {
        a.add(Counter::scaled(in[i]));  // only the even threads
    }
    Counter c;
    c = a;
    c = c;  // self-assignment through operator=: copies_ counts it too
    Counter d = a + b;
    Counter* p = &d;
    p->add(1);
    out[i * 4] = c.total();
    out[i * 4 + 1] = c.copies();
    out[i * 4 + 2] = d.total();
    out[i * 4 + 3] = (a < b) ? 1 : 0;
}
"""


def test_class_with_methods_and_operator_assign(tmp_path: Path) -> None:
    got = _run(_program(tmp_path, "methods", METHODS, 4))
    want: list[int] = []
    for i, x in enumerate(_inputs()):
        a = 3 * x if i % 2 == 0 else 0
        want += [a, 2, a + x + 1, int(a < x)]
    assert got == want


UB_RECORDS = r"""
struct Cell {
    int16_t tag;
    int64_t value;  // at offset 8: int64_t's alignment
    uint8_t flags[3];
};

__global__ void k(int32_t* out, const int32_t* in)
{
    __ubuf__ Cell cells[THREADS];
    const uint32_t t = threadIdx.x;
    const uint32_t i = blockIdx.x * blockDim.x + t;
    __ubuf__ Cell* mine = cells + t;
    mine->tag = static_cast<int16_t>(t * 3);
    mine->value = static_cast<int64_t>(in[i]) * 100000;
    for (int j = 0; j < 3; ++j) {
        mine->flags[j] = static_cast<uint8_t>(t + j);
    }
    asc_syncthreads();
    const Cell other = cells[(t + 1) % THREADS];  // the next thread's record, copied whole
    __ubuf__ uint8_t* bytes = reinterpret_cast<__ubuf__ uint8_t*>(&cells[t]);
    out[i * 4] = other.tag;
    out[i * 4 + 1] = static_cast<int32_t>(other.value / 1000);
    out[i * 4 + 2] = other.flags[2];
    out[i * 4 + 3] = bytes[8] | (bytes[16] << 8);  // the low byte of value and flags[0], by the C layout
}
"""


class _Cell(ctypes.Structure):
    """The C layout of the program's Cell (what the C++ compiler does with it)."""

    _fields_ = [("tag", ctypes.c_int16), ("value", ctypes.c_int64), ("flags", ctypes.c_uint8 * 3)]


def test_record_in_ub_by_pointer(tmp_path: Path) -> None:
    got = _run(_program(tmp_path, "ub", UB_RECORDS, 4))
    data = _inputs()
    assert (_Cell.value.offset, _Cell.flags.offset) == (8, 16)
    want: list[int] = []
    for i in range(BLOCKS * THREADS):
        t = i % THREADS
        nt = (t + 1) % THREADS
        ni = i - t + nt
        value = data[ni] * 100000
        mine = data[i] * 100000
        want += [nt * 3, int(value / 1000), (nt + 2) % 256,
                 (mine & 0xFF) | ((t % 256) << 8)]
    assert got == want


BY_VALUE = r"""
struct Vec3 {
    int32_t x, y, z;
};

struct Params {
    int32_t scale;
    int64_t offset;
    const int32_t* table;
};

__simt_callee__ Vec3 scaled(Vec3 v, int32_t k)
{
    v.x *= k;  // the callee's own copy
    v.y *= k;
    v.z *= k;
    return v;
}

__simt_callee__ uint32_t low_half(int64_t key)
{
    // Reading a local variable's bytes through a pointer, as the vendor's hash sample does.
    const uint32_t* halves = reinterpret_cast<const uint32_t*>(&key);
    return halves[0] ^ halves[1];
}

__global__ void k(int32_t* out, const int32_t* in, Params params)
{
    const uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    Vec3 v{in[i], 2, -3};
    Vec3 w = scaled(v, params.scale);
    out[i * 5] = v.x;
    out[i * 5 + 1] = w.x;
    out[i * 5 + 2] = w.y + w.z;
    out[i * 5 + 3] = static_cast<int32_t>(low_half(params.offset + in[i]));
    out[i * 5 + 4] = params.table[i % 4];
}
"""

BY_VALUE_LAUNCH = ("Params params{}; params.scale = 5; params.offset = 0x123456789LL; params.table = din + 8; "
                   "k<<<BLOCKS, THREADS, 0, stream>>>(dout, din, params)")


def test_record_passed_and_returned_by_value(tmp_path: Path) -> None:
    got = _run(_program(tmp_path, "byvalue", BY_VALUE, 5, BY_VALUE_LAUNCH))
    data = _inputs()
    want: list[int] = []
    for i, x in enumerate(data):
        key = 0x123456789 + x
        lo, hi = struct.unpack("<II", struct.pack("<q", key))
        want += [x, 5 * x, 10 - 15, _wrap32(lo ^ hi), data[8 + i % 4]]
    assert got == want


@pytest.mark.parametrize("name", ["acc", "methods", "ub", "byvalue"])
def test_records_keep_lockstep(tmp_path: Path, name: str) -> None:
    """Each program above runs on the lockstep engine (the thread-by-thread fallback cannot run ``asc_shfl``)."""
    device = {"acc": ACCUMULATORS, "methods": METHODS, "ub": UB_RECORDS, "byvalue": BY_VALUE}[name]
    launch = BY_VALUE_LAUNCH if name == "byvalue" else "k<<<BLOCKS, THREADS, 0, stream>>>(dout, din)"
    path = _program(tmp_path, name, device, 1, launch)
    assert set(_engines(path).values()) == {"lockstep"}


@pytest.mark.parametrize("name", ["record_methods", "record_in_gm"])
def test_corpus_records_run_in_lockstep(tmp_path: Path, name: str) -> None:
    """The record programs of the engine corpus (run both ways by test_engines.py) take the lockstep engine, so
    that comparison is one of the two engines."""
    path = tmp_path / f"{name}.asc"
    path.write_text(source(*CORPUS[name]))
    assert set(_engines(path).values()) == {"lockstep"}


def test_a_template_member_called_with_its_template_argument_on_this(tmp_path: Path) -> None:
    """``put<true>(x)`` inside a member function calls the template on ``this``: the template argument after the
    member's name is not its object. Each form writes what its ``if constexpr`` branch says."""
    kernel = r"""
struct Q {
    __gm__ uint32_t* out;
    template <bool all = false>
    __simt_callee__ inline void put(uint32_t v) const
    {
        if constexpr (all) {
            out[threadIdx.x] = v + 1000;
        } else {
            out[threadIdx.x] = v;
        }
    }
    __simt_callee__ inline void put_all() const
    {
        uint32_t x = 7;
        put<true>(x);
    }
};

__simt_vf__ inline void vf(Q q, uint32_t which)
{
    if (which == 0) {
        q.put(3);
    } else {
        q.put_all();
    }
}

__global__ __vector__ void k(__gm__ uint32_t* out, uint32_t which)
{
    Q q;
    q.out = out;
    asc_vf_call<vf>(dim3(32), q, which);
}
"""
    main = host_main("""
    uint32_t h[32];
    k<<<1, nullptr, stream>>>((uint32_t*)d, 0);
    aclrtSynchronizeStream(stream);
    aclrtMemcpy(h, sizeof(h), d, sizeof(h), ACL_MEMCPY_DEVICE_TO_HOST);
    printf("%u %u ", h[0], h[31]);
    k<<<1, nullptr, stream>>>((uint32_t*)d, 1);
    aclrtSynchronizeStream(stream);
    aclrtMemcpy(h, sizeof(h), d, sizeof(h), ACL_MEMCPY_DEVICE_TO_HOST);
    printf("%u %u\\n", h[0], h[31]);
""")
    path = tmp_path / "tpl.asc"
    path.write_text(HEAD + kernel + main)
    r = run_asc(path)
    assert r.rc == 0, r.err
    assert r.out == "3 3 1007 1007\n", (r.out, r.err)
