"""Batched VF loops: the floor-mod launch of ``programs/vf_floor_mod.asc`` next to numpy.

    python benchmarks/vf_batch.py [--quick] [--cpu]

R8  the launch alone (the time inside the kernel launch, its slope between two sizes of N: 32,768 and
    2,097,152, or 131,072 with --quick, so start-up, parse, compile, the host part and the launch's
    fixed costs do not count), per element,
    four ways taking turns: batched and one iteration at a time, each with the checker warning and
    off; next to numpy's whole-array ``np.mod`` of the same int32 inputs (the same result: numpy's
    integer mod is floor mod).
    Goals: batched <= 5x numpy; checker on <= 1.5x off.
R9  asc_add in a batched loop (``programs/vf_add_batch.asc``: per iteration a 256-byte register
    load, an add and a store), per iteration (the launch's slope between two loop lengths), batched
    with the checker warning and off and one at a time with it warning, next to numpy's masked add
    of the same 256 bytes (``np.add(a, b, out=c, where=mask)`` on 64 floats). Goal: batched at or
    below numpy.
"""

from __future__ import annotations

import argparse
import gc
import io
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

PROGRAM = Path(__file__).parent / "programs" / "vf_floor_mod.asc"
ADD_PROGRAM = Path(__file__).parent / "programs" / "vf_add_batch.asc"
#: VF calls per launch of ADD_PROGRAM.
ADD_REPS = 100
#: Elements per launch step: 8 blocks of 2,048-element tiles (N must be a multiple).
STEP = 8 * 2048
#: The clock of the launch timings: wall time, or (--cpu) the launching thread's CPU time, which
#: other work on a shared machine does not stretch (the launch runs its blocks on that thread).
CLOCK = [time.perf_counter]


def launch_seconds(n: int, program: Path = PROGRAM, defines: tuple[str, ...] = ()) -> float:
    """Seconds inside the kernel launch of one in-process run of ``program`` with N=n (start-up,
    parse, compile and the host part not counted); the run must print 0 wrong."""
    # The simulator loads only when the benchmark runs (its --help needs none of it).
    from ascsim.frontend.driver import run
    from ascsim.frontend.native import run as native_run
    from ascsim.runtime import kernel

    spent = [0.0]
    launch = kernel.launch

    def timed(*args: Any, **kwargs: Any) -> None:
        # The garbage of the parse and compile is collected now, not by a collection that the launch's
        # allocations happen to trigger (one such collection costs about what 0.1 ms of launch does,
        # and lands in the same one of the two sizes every time, so it does not cancel out).
        gc.collect()
        clock = CLOCK[0]
        t0 = clock()
        try:
            launch(*args, **kwargs)
        finally:
            spent[0] += clock() - t0

    out, err = io.BytesIO(), io.BytesIO()
    # The host bridge holds the launcher by name; the runtime's own name is replaced too.
    kernel.launch = native_run.launch = timed
    try:
        rc = run(str(program), [*defines, f"N={n}"], [], out, err, [])
    finally:
        kernel.launch = native_run.launch = launch
    if rc != 0 or out.getvalue() != b"0 wrong\n" or err.getvalue():
        raise SystemExit(f"{program.name} -DN={n} failed ({rc}): {out.getvalue()!r} {err.getvalue()!r}")
    return spent[0]


def inputs(n: int) -> tuple[np.ndarray, np.ndarray]:
    """The program's x and y (see its main)."""
    i = np.arange(n, dtype=np.int64)
    x = (i * 7919 % 20011 - 10005).astype(np.int32)
    r = i % 37
    y = (r - 18 + np.where(r == 18, 5, 0)).astype(np.int32)
    return x, y


def numpy_seconds(n: int, reps: int) -> float:
    """Median seconds of ``np.mod`` over n elements."""
    x, y = inputs(n)
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        np.mod(x, y)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def r8(reps: int, quick: bool) -> tuple[dict[tuple[bool, str], float], float]:
    """Seconds per element of the launch in each (batched, check mode), and of numpy's np.mod."""
    from ascsim.runtime import batch, check

    # The full run's larger size is the shape: N = 2,097,152 (128 tiles per block).
    lo, hi = (2 * STEP, 8 * STEP) if quick else (2 * STEP, 128 * STEP)
    ways = [(b, m) for b in (True, False) for m in ("warn", "off")]
    diffs: dict[tuple[bool, str], list[float]] = {w: [] for w in ways}
    launch_seconds(lo)  # libclang and the headers load once, outside the timings
    for _ in range(reps):
        for way in ways:  # the ways take turns, so drift on the machine hits all of them
            batched, mode = way
            previous_batch, previous_mode = batch.set_batching(batched), check.set_mode(mode)
            try:
                diffs[way].append(launch_seconds(hi) - launch_seconds(lo))
            finally:
                batch.set_batching(previous_batch)
                check.set_mode(previous_mode)
    per = {w: statistics.median(d) / (hi - lo) for w, d in diffs.items()}
    return per, numpy_seconds(hi, 5 * reps) / hi


def r9(reps: int) -> tuple[dict[tuple[bool, str], float], float]:
    """Seconds per loop iteration of ``vf_add_batch.asc`` per (batched, check mode), and of numpy's
    masked add of 64 floats."""
    from ascsim.runtime import batch, check

    lo, hi = 32, 224
    defines = (f"REPS={ADD_REPS}",)
    ways = [(True, "warn"), (True, "off"), (False, "warn")]
    diffs: dict[tuple[bool, str], list[float]] = {w: [] for w in ways}
    for _ in range(reps):
        for way in ways:
            batched, mode = way
            previous_batch, previous_mode = batch.set_batching(batched), check.set_mode(mode)
            try:
                diffs[way].append(launch_seconds(0, ADD_PROGRAM, (*defines, f"ITERS={hi}"))
                                  - launch_seconds(0, ADD_PROGRAM, (*defines, f"ITERS={lo}")))
            finally:
                batch.set_batching(previous_batch)
                check.set_mode(previous_mode)
    per = {w: statistics.median(d) / (ADD_REPS * (hi - lo)) for w, d in diffs.items()}
    a = np.arange(64, dtype=np.float32)
    b = np.full(64, 0.5, np.float32)
    c = np.empty(64, np.float32)
    mask = np.ones(64, np.bool_)
    times = []
    for _ in range(5 * reps):
        t0 = time.perf_counter()
        for _ in range(10_000):
            np.add(a, b, out=c, where=mask)
        times.append((time.perf_counter() - t0) / 10_000)
    return per, statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="smaller sizes and fewer repetitions")
    parser.add_argument("--cpu", action="store_true", help="time the launches in the thread's CPU time, not wall time")
    args = parser.parse_args()
    if args.cpu:
        CLOCK[0] = time.thread_time
    reps = 3 if args.quick else 5
    print(f"python {sys.version.split()[0]}, numpy {np.__version__}, {os.cpu_count()} cores; medians of {reps}"
          + ("; launches in thread CPU time" if args.cpu else ""))
    per, floor = r8(reps, args.quick)
    print(f"R8  floor mod, ns per element of the launch (numpy np.mod: {floor * 1e9:.2f} ns)")
    print("    way                          checker on   checker off   on/off   on vs numpy   off vs numpy")
    for batched in (True, False):
        on, off = per[(batched, "warn")], per[(batched, "off")]
        label = "batched" if batched else "one iteration at a time"
        print(f"    {label:<26} {on * 1e9:12.1f} {off * 1e9:13.1f} {on / off:8.2f} {on / floor:12.0f}x "
              f"{off / floor:13.0f}x")
    print(f"    batched vs one at a time: {per[(False, 'warn')] / per[(True, 'warn')]:.1f}x faster with the checker, "
          f"{per[(False, 'off')] / per[(True, 'off')]:.1f}x without  (goals: batched <= 5x numpy, on/off <= 1.5x)")
    adds, masked = r9(reps)
    on, off, one = adds[(True, "warn")], adds[(True, "off")], adds[(False, "warn")]
    print(f"R9  asc_add in a loop (load, add, store), us per iteration: batched {on * 1e6:.3f} checker on, "
          f"{off * 1e6:.3f} off; one at a time {one * 1e6:.2f} on; numpy masked add of 256 B {masked * 1e6:.3f}")
    print(f"    batched vs numpy: {on / masked:.2f}x checker on, {off / masked:.2f}x off  (goal <= 1x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
