"""Parallel launches on the local Dask cluster: each figure side by side with the serial run, the
variants taking turns in every repetition so that a drift of the machine's speed hits all alike.

    python benchmarks/cluster.py [--reps N] [--baseline-src DIR | --baseline-python PYTHON]

C1  1,920 blocks of 30 UB adds (benchmarks/programs/blocks.asc), whole ``ascsim run`` in a fresh
    process with the run server off: --jobs 1, --jobs 2 and --jobs auto (the default); and --jobs
    auto served by a run server (of a folder of its own, started beforehand), as ``ascsim run``
    runs by default: its idle process has Dask imported already.
    ``--baseline-src`` also times the runs with another ascsim's source folder first on the path
    (for example ``git worktree add /tmp/base <commit>`` and ``/tmp/base/src``): the same runs of an
    earlier engine, in the same repetitions. The run server starts with ``python -I``, which ignores
    the path: for served runs of the earlier engine, give ``--baseline-python``, an interpreter whose
    ``import ascsim`` finds it (a virtual environment of its own); the benchmark itself should then
    run on an interpreter whose ``import ascsim`` finds this one. A served variant whose runs were not
    all served (the server runs another ascsim, and the caller then runs the program itself) is
    reported as such.
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


def c1(reps: int, baseline: str | None, baseline_python: str | None, sockets: str) -> dict[str, float]:
    env = dict(os.environ, ASCSIM_SERVER="0")
    served = dict(os.environ, ASCSIM_SERVER="1", ASCSIM_SERVER_IDLE="600")
    engines: list[tuple[str, str, dict[str, str]]] = [("", sys.executable, {})]
    if baseline or baseline_python:
        engines.append((", baseline", baseline_python or sys.executable, {"PYTHONPATH": baseline} if baseline else {}))
    variants: dict[str, tuple[list[str], dict[str, str]]] = {}
    for jobs in ("1", "2", "auto"):
        for suffix, python, extra in engines:
            cmd = [python, "-m", "ascsim", "run", "--jobs", jobs, str(PROGRAM), *MACROS]
            variants[f"--jobs {jobs}{suffix}"] = (cmd, dict(env, **extra))
    for n, (suffix, python, extra) in enumerate(engines):  # each engine's server in a folder of its own
        folder = os.path.join(sockets, str(n))
        variants[f"--jobs auto, served{suffix}"] = ([python, "-m", "ascsim", "run", str(PROGRAM), *MACROS],
                                                   dict(served, ASCSIM_SERVER_DIR=folder, **extra))
    for name, (cmd, run_env) in variants.items():
        if "served" in name:  # the first run starts the server, which then serves the timed ones
            timed(cmd, run_env)
            _wait_for_server(cmd[0], run_env)
    times: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(reps):
        for name, (cmd, run_env) in variants.items():
            times[name].append(timed(cmd, run_env))
    figures = {name: statistics.median(t) for name, t in times.items()}
    for name, (cmd, run_env) in list(variants.items()):
        if "served" in name:
            status = _server(cmd[0], "status", run_env)
            if f" {reps} run(s) served" not in status:
                figures[f"{name} (NOT SERVED: {status.strip()})"] = figures.pop(name)
            _server(cmd[0], "stop", run_env)
    return figures


def _server(python: str, action: str, env: dict[str, str]) -> str:
    return subprocess.run([python, "-m", "ascsim", "server", action], env=env, capture_output=True, text=True,
                          check=False).stdout


def _wait_for_server(python: str, env: dict[str, str]) -> None:
    sockets = env["ASCSIM_SERVER_DIR"]
    deadline = time.monotonic() + 60
    while "run server pid" not in _server(python, "status", env):
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
    parser.add_argument("--baseline-python", metavar="PYTHON", default=None,
                        help="an interpreter whose ascsim is another to time side by side in C1 (served runs too)")
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores; medians of {args.reps}")
    with tempfile.TemporaryDirectory(prefix="ascsim-bench-") as sockets:
        figures = c1(args.reps, args.baseline_src, args.baseline_python, sockets)
    serial = figures["--jobs 1"]
    print("C1  1920 blocks of 30 UB adds, whole ascsim run (fresh process):")
    for name, seconds in figures.items():
        print(f"    {name:<30} {seconds:5.2f} s  ({serial / seconds:.2f}x the speed of --jobs 1)")
    one, two = c2(args.reps)
    print(f"C2  the same launch, local cluster started: --jobs 1 {one:.2f} s, --jobs 2 {two:.2f} s "
          f"(execute): {one / two:.2f}x the speed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
