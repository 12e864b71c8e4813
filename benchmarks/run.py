"""ascsim benchmarks: every figure is a ratio of two timings taken in this one process.

    python benchmarks/run.py [--quick]

P1  one register instruction called inside a VF vs the same work written directly in numpy
P2  batch ``ascsim.ops`` on 64 MiB per input vs ``np.copyto`` of the same bytes
P3  wall time of ``ascsim run`` on each seed program, and where it goes
P4  scaling: time per register as the loop grows, time per block as the launch grows
P5  one UB repeat-form instruction (asc_add on float, 255 repeats) vs numpy on the same bytes

Each timing is the median of several repetitions. Goals: P1 <= 2.0x, P2 >= 0.5, P3 < 2 s,
P4 flat within 20%.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

import ascsim
from ascsim import (
    EVENT_ID0,
    PAT_ALL,
    PIPE_S,
    PIPE_V,
    asc_add,
    asc_create_mask_b8,
    asc_create_mask_b32,
    asc_div,
    asc_exp,
    asc_float2half_rn,
    asc_float2hif8_rna,
    asc_gt,
    asc_intlv,
    asc_loadalign,
    asc_mul,
    asc_reduce_sum,
    asc_select,
    asc_set_vector_mask,
    asc_storealign,
    asc_sync_notify,
    asc_sync_wait,
    asc_unpack_lower,
    float_,
    gm_ptr,
    hifloat8,
    simd_vf,
    ub_array,
    uint8_t,
    vector_bool,
    vector_float,
    vector_half,
    vector_hifloat8_t,
    vector_kernel,
    vector_uint8_t,
    vector_uint16_t,
)
from ascsim import ops as aops
from ascsim.frontend import profile_file

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT.parent / "shared" / "seeds"


def pair(fn: Callable[[], object], floor: Callable[[], object], calls: int, reps: int) -> tuple[float, float]:
    """Median times of one call of ``fn`` and of ``floor`` (us), the two taking turns in every
    repetition so that a drift of the machine's speed hits both alike."""

    def many(f: Callable[[], object]) -> float:
        def run() -> None:
            for _ in range(calls):
                f()
        return _time(run) / calls * 1e6

    times = [(many(fn), many(floor)) for _ in range(reps)]
    return statistics.median(t for t, _ in times), statistics.median(t for _, t in times)


def machine() -> str:
    try:
        model = next(line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name"))
    except (OSError, StopIteration):
        model = platform.processor() or "unknown CPU"
    return f"{model}, {os.cpu_count()} cores, Python {platform.python_version()}, numpy {np.__version__}"


def p1(calls: int, reps: int) -> list[tuple[str, float, float]]:
    rows: list[tuple[str, float, float]] = []
    a8 = np.arange(256, dtype=np.uint8)
    b8 = a8[::-1].copy()
    af = np.arange(64, dtype=np.float32)
    bf = -af

    def np_intlv(a: np.ndarray, b: np.ndarray) -> Callable[[], None]:
        d0, d1, h = np.empty_like(a), np.empty_like(a), a.size // 2

        def run() -> None:
            d0[0::2] = a[:h]
            d0[1::2] = b[:h]
            d1[0::2] = a[h:]
            d1[1::2] = b[h:]
        return run

    ub_floor = np.zeros(4096, np.uint8)
    mask_np = np.ones(256, np.bool_)
    d16 = np.empty(128, np.uint16)

    def np_unpack() -> None:
        np.copyto(d16, a8[:128])

    def np_load() -> None:
        ub_floor[0:256].copy()

    def np_store() -> None:
        np.copyto(ub_floor[256:512], a8, where=mask_np)

    def plain() -> None:
        pass

    @simd_vf
    def empty_vf() -> None:
        pass

    @simd_vf
    def measure(buf: object, src_buf: object) -> None:
        s0, s1, x, y = vector_uint8_t(a8), vector_uint8_t(b8), vector_uint8_t(), vector_uint8_t()
        f0, f1, fx, fy = vector_float(af), vector_float(bf), vector_float(), vector_float()
        w = vector_uint16_t()
        mask = asc_create_mask_b8(PAT_ALL)
        rows.append(("asc_intlv uint8", *pair(lambda: asc_intlv(x, y, s0, s1), np_intlv(a8, b8), calls, reps)))
        rows.append(("asc_intlv float", *pair(lambda: asc_intlv(fx, fy, f0, f1), np_intlv(af, bf), calls, reps)))
        rows.append(("asc_unpack_lower u8->u16", *pair(lambda: asc_unpack_lower(w, s0), np_unpack, calls, reps)))
        rows.append(("asc_storealign uint8", *pair(lambda: asc_storealign(buf, s0, mask), np_store, calls, reps)))
        rows.append(("asc_loadalign uint8", *pair(lambda: asc_loadalign(x, src_buf), np_load, calls, reps)))
        # Conversions of one register: float -> half (numpy's own cast, even lanes, as the floor) and
        # float -> hifloat8 (ascsim.hifloat8's nearest-value encoder as the floor).
        h, hif = vector_half(), vector_hifloat8_t()
        m32 = asc_create_mask_b32(PAT_ALL)
        d_half = np.zeros(128, np.float16)
        d_hif = np.zeros(256, np.uint8)

        def np_f2h() -> None:
            d_half[0::2] = af.astype(np.float16)

        def np_f2hif8() -> None:
            d_hif[0::4] = hifloat8.encode(af)

        rows.append(("asc_float2half_rn", *pair(lambda: asc_float2half_rn(h, f0, m32), np_f2h, calls, reps)))
        rows.append(("asc_float2hif8_rna", *pair(lambda: asc_float2hif8_rna(hif, f0, m32), np_f2hif8, calls, reps)))
        # Register compute on 64 float lanes, each next to the plain numpy operation on the same 256 bytes.
        fd, fmask = vector_float(), vector_bool()
        g0 = vector_float(af + 1.0)  # no zero divisors
        out_f = np.empty(64, np.float32)
        out_b = np.empty(64, np.bool_)
        lanes = np.ones(64, np.bool_)
        g_np = af + 1.0
        compute = (
            ("asc_add float", lambda: asc_add(fd, f0, f1, m32), lambda: np.add(af, bf, out=out_f)),
            ("asc_mul float", lambda: asc_mul(fd, f0, f1, m32), lambda: np.multiply(af, bf, out=out_f)),
            ("asc_div float", lambda: asc_div(fd, f1, g0, m32), lambda: np.divide(bf, g_np, out=out_f)),
            ("asc_exp float", lambda: asc_exp(fd, f1, m32), lambda: np.exp(bf, out=out_f)),
            ("asc_reduce_sum float", lambda: asc_reduce_sum(fd, f0, m32), lambda: af.sum()),
            ("asc_gt float", lambda: asc_gt(fmask, f0, f1, m32), lambda: np.greater(af, bf, out=out_b)),
            ("asc_select float", lambda: asc_select(fd, f0, f1, m32), lambda: np.where(lanes, af, bf)),
        )
        for label, fn, floor in compute:
            rows.append((label, *pair(fn, floor, calls, reps)))

    @simd_vf
    def fill(buf: object) -> None:
        asc_storealign(buf, vector_uint8_t(a8), asc_create_mask_b8(PAT_ALL))

    @vector_kernel
    def kernel() -> None:
        buf, src_buf = ub_array(uint8_t, 256), ub_array(uint8_t, 256)
        fill(src_buf)
        measure(buf, src_buf)
        rows.append(("empty VF call", *pair(empty_vf, plain, calls, reps)))

    kernel[1]()
    return rows


def p5(calls: int, reps: int) -> list[tuple[str, float, float]]:
    """``asc_add(dst, src0, src1, 255, ...)`` on UB operands of 255 repeats (65,280 bytes each) next to
    ``np.add`` over the same elements: contiguous, and with every other block of src0 (block stride 2)."""
    n = 255 * 64
    a = np.arange(2 * n, dtype=np.float32)
    out = np.empty(n, np.float32)
    every_other = a.reshape(-1, 8, 16)[:, :, :8].reshape(-1)  # the elements block stride 2 reads
    rows: list[tuple[str, float, float]] = []

    @vector_kernel
    def kernel() -> None:
        pa, pd = ub_array(float_, 2 * n), ub_array(float_, n)
        pa.write(a)
        asc_sync_notify(PIPE_S, PIPE_V, EVENT_ID0)
        asc_sync_wait(PIPE_S, PIPE_V, EVENT_ID0)
        asc_set_vector_mask(2**64 - 1, 2**64 - 1)
        rows.append(("asc_add float, 255 repeats", *pair(
            lambda: asc_add(pd, pa, pa + n, 255, 1, 1, 1, 8, 8, 8), lambda: np.add(a[:n], a[n:], out=out),
            calls, reps)))
        rows.append(("  src0 block stride 2", *pair(
            lambda: asc_add(pd, pa, pa + n, 255, 1, 2, 1, 8, 16, 8), lambda: np.add(every_other, a[n:], out=out),
            calls, reps)))
        rows.append(("asc_add float, count form", *pair(
            lambda: asc_add(pd, pa, pa + n, n), lambda: np.add(a[:n], a[n:], out=out), calls, reps)))
        asc_set_vector_mask(2**64 - 1, 2**64 - 1)  # a count form leaves the mask at (0, count)
        asc_add(pd, pa, pa + n, 255, 1, 2, 1, 8, 16, 8)
        asc_sync_notify(PIPE_V, PIPE_S, EVENT_ID0)
        asc_sync_wait(PIPE_V, PIPE_S, EVENT_ID0)
        assert np.array_equal(pd.read(n), every_other + a[n:])
    kernel[1]()
    return rows


def p2(mib: int, reps: int) -> list[tuple[str, float, float]]:
    n = mib * 1024 * 1024
    rng = np.random.default_rng(0)
    a = rng.integers(0, 256, n, dtype=np.uint8).reshape(-1, 256)
    b = rng.integers(0, 256, n, dtype=np.uint8).reshape(-1, 256)
    sink = np.empty_like(a)

    def median(fn: Callable[[], object]) -> float:
        fn()  # warm up: first touch of the output pages
        return statistics.median(_time(fn) for _ in range(reps))

    copy_one = median(lambda: np.copyto(sink, a))
    rows = [
        ("ops.intlv uint8 (2 inputs)", median(lambda: aops.intlv(a, b)), 2 * copy_one),
        ("ops.unpack lower uint8->uint16", median(lambda: aops.unpack(a, "lower")), copy_one),
    ]
    return rows


def _interleaved(keys: tuple[int, ...], run: Callable[[int], object], reps: int,
                 calls: Callable[[int], int] = lambda k: 1) -> dict[int, float]:
    """Median time of one ``run(key)`` for each key (timed over ``calls(key)`` calls), the keys
    taking turns within each repetition."""
    times: dict[int, list[float]] = {k: [] for k in keys}
    for _ in range(reps):
        for k in keys:
            n = calls(k)
            times[k].append(_time(lambda k=k, n=n: [run(k) for _ in range(n)]) / n)
    return {k: statistics.median(v) for k, v in times.items()}


def _time(fn: Callable[[], object]) -> float:
    """Seconds one call of ``fn`` takes, with the cyclic garbage collector held off (as timeit does)."""
    gc.disable()
    try:
        t0 = time.perf_counter()
        fn()
        return time.perf_counter() - t0
    finally:
        gc.enable()


def p3(reps: int) -> list[tuple[str, float, str]]:
    exe = Path(sys.executable).with_name("ascsim")
    rows: list[tuple[str, float, str]] = []
    # What a run imports (the package itself imports its parts on first use); runs start from
    # scratch, without the run server (R5 of benchmarks/programs.py measures that).
    imports = "import ascsim.cli, ascsim.acl, ascsim.c_api, ascsim.frontend.driver, ascsim.frontend.compiler"
    scratch = dict(os.environ, ASCSIM_SERVER="0")
    t_import = statistics.median(
        _time(lambda: subprocess.run([sys.executable, "-c", imports], check=True)) for _ in range(reps))
    t_python = statistics.median(
        _time(lambda: subprocess.run([sys.executable, "-c", "pass"], check=True)) for _ in range(reps))
    for seed in sorted(SEEDS.glob("*.asc")):
        walls = []
        for _ in range(reps):
            t0 = time.perf_counter()
            subprocess.run([str(exe), "run", str(seed)], check=True, capture_output=True, env=scratch)
            walls.append(time.perf_counter() - t0)
        wall = statistics.median(walls)
        detail = f"python start {t_python:.2f} s, import ascsim {t_import - t_python:.2f} s"
        phases = profile_file(str(seed))  # in this process: libclang is loaded by the first one
        detail += ", " + ", ".join(f"{k} {v:.2f} s" for k, v in phases.items())
        rows.append((seed.name, wall, detail))
    return rows


def p4(reps: int, quick: bool) -> tuple[list[tuple[int, float]], list[tuple[int, float]], list[tuple[int, float]]]:
    src = np.arange(256, dtype=np.uint8)

    @simd_vf
    def loop(n: int) -> None:
        s0, s1, x, y = vector_uint8_t(src), vector_uint8_t(src), vector_uint8_t(), vector_uint8_t()
        for _ in range(n):
            asc_intlv(x, y, s0, s1)

    @vector_kernel
    def kernel(n: int) -> None:
        loop(n)

    sizes = (100, 1000, 10000) if quick else (100, 1000, 10000, 100000)
    kernel[1](10)  # warm up
    # Per register: the time above that of an empty loop (launch and VF entry are paid once). The
    # sizes take turns within each repetition, so a drift of the machine's speed hits them alike.
    runs = _interleaved((0, *sizes), lambda n: kernel[1](n), reps, calls=lambda n: max(1, 20000 // max(n, 100)))
    by_n = [(n, (runs[n] - runs[0]) / n * 1e6) for n in sizes]

    # Loads and stores at N distinct UB addresses (the checker remembers each range); fill() adds a
    # store per pair, so a pair is three checked accesses.
    @simd_vf
    def stream(dst: object, srcp: object, n: int) -> None:
        x, m = vector_uint8_t(), asc_create_mask_b8(PAT_ALL)
        for i in range(n):
            asc_loadalign(x, srcp + i * 256)  # type: ignore[operator]
            asc_storealign(dst + i * 256, x, m)  # type: ignore[operator]

    @simd_vf
    def fill(buf: object, n: int) -> None:
        m = asc_create_mask_b8(PAT_ALL)
        for i in range(n):
            asc_storealign(buf + i * 256, vector_uint8_t(src), m)  # type: ignore[operator]

    @vector_kernel
    def copy_kernel(n: int) -> None:
        a, b = ub_array(uint8_t, 256 * 450), ub_array(uint8_t, 256 * 450)
        fill(a, n)
        ascsim.asc_sync()
        stream(b, a, n)

    # Per pair: the slope above a 10-pair launch, which pays the per-array costs once already.
    pairs = _interleaved((10, 50, 150, 450), lambda n: copy_kernel[1](n), reps,
                         calls=lambda n: max(1, 2000 // max(n, 50)))
    by_n += [(-n, (pairs[n] - pairs[10]) / (n - 10) * 1e6) for n in (50, 150, 450)]

    @vector_kernel
    def per_block(out: gm_ptr[uint8_t]) -> None:  # type: ignore[valid-type]
        buf = ub_array(uint8_t, 256)
        tile(buf)
        ascsim.asc_sync_notify(ascsim.PIPE_V, ascsim.PIPE_MTE3, ascsim.EVENT_ID0)
        ascsim.asc_sync_wait(ascsim.PIPE_V, ascsim.PIPE_MTE3, ascsim.EVENT_ID0)
        ascsim.asc_copy_ub2gm_align(out + ascsim.block_idx * 256, buf, 256)

    @simd_vf
    def tile(buf: object) -> None:
        r = vector_uint8_t(src)
        for _ in range(50):
            asc_intlv(r, r.copy(), r, r)
        asc_storealign(buf, r, asc_create_mask_b8(PAT_ALL))

    ascsim.acl.init()
    ascsim.acl.rt.set_device(0)
    counts = (1, 4, 16, 64)
    gm, _ = ascsim.acl.rt.malloc(256 * max(counts), ascsim.acl.ACL_MEM_MALLOC_HUGE_FIRST)
    per_block[1](gm)  # warm up
    launches = _interleaved(counts, lambda b: per_block[b](gm), reps)
    by_blocks = [(b, launches[b] / b * 1e3) for b in counts]

    # --jobs: 16 heavier blocks (2000 instructions each) on one process and on one per core.
    @simd_vf
    def heavy(buf: object) -> None:
        r = vector_uint8_t(src)
        for _ in range(2000):
            asc_intlv(r, r.copy(), r, r)
        asc_storealign(buf, r, asc_create_mask_b8(PAT_ALL))

    @vector_kernel
    def heavy_block(out: gm_ptr[uint8_t]) -> None:  # type: ignore[valid-type]
        buf = ub_array(uint8_t, 256)
        heavy(buf)
        ascsim.asc_sync()
        ascsim.asc_copy_ub2gm_align(out + ascsim.block_idx * 256, buf, 256)

    jobs = os.cpu_count() or 1
    by_jobs = []
    for j in (1, jobs):
        previous = ascsim.set_jobs(j)
        try:
            by_jobs.append((j, statistics.median(_time(lambda: heavy_block[16](gm)) for _ in range(reps))))
        finally:
            ascsim.set_jobs(previous)
    ascsim.acl.rt.free(gm)
    ascsim.acl.rt.reset_device(0)
    ascsim.acl.finalize()
    return by_n, by_blocks, by_jobs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="smaller sizes and fewer repetitions")
    args = parser.parse_args()
    reps = 3 if args.quick else 7
    calls = 2000 if args.quick else 20000
    print(f"machine: {machine()}")
    # P4 runs first: the 64 MiB arrays of P2 leave the allocator in a state that slows the small
    # loops of P4 for a while, which would show as a scaling effect that is not ascsim's.
    by_n, by_blocks, by_jobs = p4(reps, args.quick)
    print(f"\nP1  one instruction in a VF vs numpy on 256-byte arrays (median of {reps}, {calls} calls each)")
    print(f"    {'instruction':28s} {'ascsim us':>10s} {'numpy us':>10s} {'ratio':>7s}  goal <= 2.0")
    for name, t, floor in p1(calls, reps):
        print(f"    {name:28s} {t:10.2f} {floor:10.2f} {t / floor:7.2f}")
    mib = 16 if args.quick else 64
    print(f"\nP2  batch ops on {mib} MiB per input vs np.copyto of the same input bytes (median of {reps})")
    print(f"    {'operation':32s} {'ops s':>8s} {'copy s':>8s} {'share of copy bandwidth':>24s}  goal >= 0.5")
    for name, t, floor in p2(mib, reps):
        print(f"    {name:32s} {t:8.3f} {floor:8.3f} {floor / t:24.2f}")
    print(f"\nP3  ascsim run on the seed programs (median of {reps})")
    for name, wall, detail in p3(reps):
        print(f"    {name:28s} {wall:6.2f} s   ({detail})  goal < 2 s")
    ub_calls = max(1, calls // 40)
    print(f"\nP5  one UB vector instruction vs numpy on the same elements (median of {reps}, {ub_calls} calls each)")
    print(f"    {'instruction':28s} {'ascsim us':>10s} {'numpy us':>10s} {'ratio':>7s}")
    for name, t, floor in p5(ub_calls, reps):
        print(f"    {name:28s} {t:10.1f} {floor:10.1f} {t / floor:7.2f}")
    print("\nP4  scaling (flat within 20% is the goal)")
    base = by_n[0][1]
    for n, us in by_n:
        if n < 0:
            if n == -50:
                base = us
            print(f"    {-n:>7d} load+store pairs, distinct UB addresses: {us:7.2f} us per pair ({us / base:5.2f}x "
                  "the first)")
        else:
            print(f"    {n:>7d} registers in a loop: {us:7.2f} us per register ({us / base:5.2f}x the first)")
    base = by_blocks[0][1]
    for blocks, ms in by_blocks:
        print(f"    {blocks:>7d} blocks per launch:   {ms:7.3f} ms per block    ({ms / base:5.2f}x the first)")
    serial = by_jobs[0][1]
    for jobs, t in by_jobs:
        print(f"    16 blocks of 2000 instructions, {jobs} process(es): {t * 1e3:7.1f} ms ({serial / t:4.2f}x "
              "the speed of one; --jobs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
