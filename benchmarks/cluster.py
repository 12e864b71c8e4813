"""Parallel launches on the local Dask cluster: each figure side by side with the serial run, the
variants taking turns in every repetition so that a drift of the machine's speed hits all alike.

    python benchmarks/cluster.py [--reps N] [--baseline-src DIR]

C1  1,920 blocks of 30 UB adds (benchmarks/programs/blocks.asc), whole ``ascsim run`` in a fresh
    process with the run server off: --jobs 1, --jobs 2 and --jobs auto (the default); and --jobs
    auto served by a run server (of a folder of its own, started beforehand), as ``ascsim run``
    runs by default: its idle process has Dask imported already.
    ``--baseline-src`` also times the runs with another ascsim's source folder first on the path
    (for example ``git worktree add /tmp/base <commit>`` and ``/tmp/base/src``): the same runs of an
    earlier engine, in the same repetitions.
C2  the same launch in this process with the local cluster already started (a later launch of a
    run): its execute phase, --jobs 1 vs --jobs 2.
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

PROGRAM = Path(__file__).parent / "programs" / "blocks.asc"
MACROS = ["-DBLOCKS=1920", "-DREPS=30"]


def timed(cmd: list[str], env: dict[str, str]) -> float:
    """Wall seconds of one run, which must succeed."""
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}): {proc.stderr.decode()}")
    return time.perf_counter() - t0


def c1(reps: int, baseline: str | None, sockets: str) -> dict[str, float]:
    env = dict(os.environ, ASCSIM_SERVER="0")
    served = dict(os.environ, ASCSIM_SERVER="1", ASCSIM_SERVER_DIR=sockets, ASCSIM_SERVER_IDLE="600")
    variants: dict[str, tuple[list[str], dict[str, str]]] = {}
    for jobs in ("1", "2", "auto"):
        cmd = [sys.executable, "-m", "ascsim", "run", "--jobs", jobs, str(PROGRAM), *MACROS]
        variants[f"--jobs {jobs}"] = (cmd, env)
        if baseline:
            variants[f"--jobs {jobs}, baseline"] = (cmd, dict(env, PYTHONPATH=baseline))
    auto = [sys.executable, "-m", "ascsim", "run", str(PROGRAM), *MACROS]
    variants["--jobs auto, served"] = (auto, served)
    if baseline:
        variants["--jobs auto, served, baseline"] = (auto, dict(served, PYTHONPATH=baseline))
    for name, (cmd, run_env) in variants.items():
        if "served" in name:  # the first run starts the server, which then serves the timed ones
            timed(cmd, run_env)
            _wait_for_server(sockets, run_env)
    times: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(reps):
        for name, (cmd, run_env) in variants.items():
            times[name].append(timed(cmd, run_env))
    for name, (_, run_env) in variants.items():
        if "served" in name:
            subprocess.run([sys.executable, "-m", "ascsim", "server", "stop"], env=run_env, check=False,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return {name: statistics.median(t) for name, t in times.items()}


def _wait_for_server(sockets: str, env: dict[str, str]) -> None:
    deadline = time.monotonic() + 60
    while "run server pid" not in subprocess.run([sys.executable, "-m", "ascsim", "server", "status"], env=env,
                                       capture_output=True, text=True, check=False).stdout:
        if time.monotonic() > deadline:
            raise SystemExit(f"the run server in {sockets} did not start")
        time.sleep(0.2)


def c2(reps: int) -> tuple[float, float]:
    from ascsim import set_jobs
    from ascsim.frontend import profile_file

    macros = [m[2:] for m in MACROS]
    set_jobs(2)
    profile_file(str(PROGRAM), macros)  # starts the local cluster
    one, two = [], []
    for _ in range(reps):
        set_jobs(1)
        one.append(profile_file(str(PROGRAM), macros)["execute"])
        set_jobs(2)
        two.append(profile_file(str(PROGRAM), macros)["execute"])
    set_jobs(1)
    return statistics.median(one), statistics.median(two)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reps", type=int, default=5, help="repetitions (medians are reported)")
    parser.add_argument("--baseline-src", metavar="DIR", default=None,
                        help="the src folder of another ascsim to time side by side in C1")
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores; medians of {args.reps}")
    with tempfile.TemporaryDirectory(prefix="ascsim-bench-") as sockets:
        figures = c1(args.reps, args.baseline_src, sockets)
    serial = figures["--jobs 1"]
    print("C1  1920 blocks of 30 UB adds, whole ascsim run (fresh process):")
    for name, seconds in figures.items():
        print(f"    {name:<22} {seconds:5.2f} s  ({serial / seconds:.2f}x the speed of --jobs 1)")
    one, two = c2(args.reps)
    print(f"C2  the same launch, local cluster started: --jobs 1 {one:.2f} s, --jobs 2 {two:.2f} s "
          f"(execute): {one / two:.2f}x the speed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
