"""The natively compiled host part: its loops against the system compiler's own build, and the time to
start a program. Every figure is measured side by side in this one run.

    python benchmarks/host_native.py [--quick]

H1  a host loop (programs/host_loop.asc, N iterations): time per iteration beyond start-up, from two
    sizes, under ``ascsim run`` and as the same file built with ``c++ -O2``. Goal <= 2x.
H2  ``ascsim run`` on each seed program: the first run with an empty build cache
    (compile included) and the second run. Goals: <= 2 s and <= 0.3 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
LOOP = HERE / "programs" / "host_loop.asc"
SEEDS = HERE.parent.parent / "shared" / "seeds"
ASCSIM = [str(Path(sys.executable).with_name("ascsim")), "run"]


def _wall(cmd: list[str], env: dict[str, str] | None = None) -> float:
    t0 = time.perf_counter()
    subprocess.run(cmd, check=True, capture_output=True, env=env)
    return time.perf_counter() - t0


def h1(reps: int, sizes: tuple[int, int], work: str) -> tuple[float, float]:
    """Seconds per iteration (ascsim, compiler), from the difference of two sizes."""
    from ascsim.frontend.native import toolchain

    tc = toolchain.find()
    env = dict(os.environ, ASCSIM_CACHE=os.path.join(work, "cache"))
    native: dict[int, float] = {}
    ours: dict[int, float] = {}
    for n in sizes:
        exe = os.path.join(work, f"loop{n}")
        built = tc.run(["-std=c++17", "-O2", f"-DN={n}", "-x", "c++", str(LOOP), "-o", exe])
        if built.returncode:
            raise SystemExit(built.stderr)
        _wall([*ASCSIM, f"-DN={n}", str(LOOP)], env)  # builds once: later runs measure the running program
        native[n] = statistics.median(_wall([exe]) for _ in range(reps))
        ours[n] = statistics.median(_wall([*ASCSIM, f"-DN={n}", str(LOOP)], env) for _ in range(reps))
    small, large = sizes
    span = large - small
    return (ours[large] - ours[small]) / span, (native[large] - native[small]) / span


def h2(reps: int, work: str) -> list[tuple[str, float, float]]:
    rows = []
    for seed in sorted(SEEDS.glob("*.asc")):
        firsts, seconds = [], []
        for i in range(reps):
            env = dict(os.environ, ASCSIM_CACHE=os.path.join(work, f"seed-cache-{seed.stem}-{i}"))
            firsts.append(_wall([*ASCSIM, str(seed)], env))
            seconds.append(_wall([*ASCSIM, str(seed)], env))
        rows.append((seed.name, statistics.median(firsts), statistics.median(seconds)))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions and smaller loops")
    args = parser.parse_args()
    reps = 3 if args.quick else 5
    sizes = (10**6, 10**8) if args.quick else (10**6, 10**9)
    with tempfile.TemporaryDirectory() as work:
        _wall([*ASCSIM, "--help"])  # the run server, if it is on, is up before the first timing
        ours, native = h1(reps, sizes, work)
        print(f"H1  host loop, per iteration beyond start-up (sizes {sizes[0]} and {sizes[1]}, median of {reps})")
        print(f"    ascsim run {ours * 1e9:8.3f} ns   c++ -O2 {native * 1e9:8.3f} ns   "
              f"ratio {ours / native if native > 0 else float('inf'):5.2f}  goal <= 2.0")
        print(f"H2  ascsim run on the seed programs (median of {reps})")
        for name, first, second in h2(reps, work):
            print(f"    {name:28s} first {first:5.2f} s (goal <= 2)   second {second:5.2f} s (goal <= 0.3)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
