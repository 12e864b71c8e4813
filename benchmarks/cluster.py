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
C3  with ``--pool-src DIR`` (the src folder of a checkout from before the Dask cluster): C2's launch with
    --jobs 2 on that checkout's process pool, loaded into this ascsim so that both run this engine's
    blocks, taking turns with C2. ``--only-launch`` skips C1.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

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


def _earlier_pool(src: str) -> Any:
    """The ``run_blocks`` of another checkout's ``ascsim/runtime/parallel.py`` (the process pool before the
    Dask cluster), loaded into this ascsim's runtime package so that it runs this engine's blocks; its
    fallback is raised as this one's."""
    from ascsim.runtime import parallel

    path = Path(src) / "ascsim" / "runtime" / "parallel.py"
    spec = importlib.util.spec_from_file_location("ascsim.runtime._earlier_pool", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)

    def run_blocks(blocks: range, jobs: int, run_one: Any, tracker: Any, probe: Any, remote: Any = None) -> None:
        try:
            module.run_blocks(blocks, jobs, run_one, tracker, probe)
        except module.Fallback as exc:
            raise parallel.Fallback(str(exc)) from None
    return run_blocks


def c2(reps: int, pool_src: str | None) -> tuple[float, float, float | None]:
    """The launch's execute phase in this process: --jobs 1, --jobs 2 on the local cluster (started before),
    and with ``pool_src`` --jobs 2 on that checkout's process pool, the three taking turns."""
    from ascsim import set_jobs
    from ascsim.frontend import profile_file
    from ascsim.runtime import parallel

    macros = [m[2:] for m in MACROS]
    set_jobs(2)
    profile_file(str(PROGRAM), macros)  # starts the local cluster
    earlier = _earlier_pool(pool_src) if pool_src else None
    dask_blocks = parallel.run_blocks
    one, two, pool = [], [], []
    for _ in range(reps):
        set_jobs(1)
        one.append(profile_file(str(PROGRAM), macros)["execute"])
        set_jobs(2)
        two.append(profile_file(str(PROGRAM), macros)["execute"])
        if earlier is not None:
            parallel.run_blocks = earlier
            try:
                pool.append(profile_file(str(PROGRAM), macros)["execute"])
            finally:
                parallel.run_blocks = dask_blocks
    set_jobs(1)
    return statistics.median(one), statistics.median(two), statistics.median(pool) if pool else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reps", type=int, default=5, help="repetitions (medians are reported)")
    parser.add_argument("--baseline-src", metavar="DIR", default=None,
                        help="the src folder of another ascsim to time side by side in C1")
    parser.add_argument("--baseline-python", metavar="PYTHON", default=None,
                        help="an interpreter whose ascsim is another to time side by side in C1 (served runs too)")
    parser.add_argument("--pool-src", metavar="DIR", default=None,
                        help="the src folder of a checkout from before the Dask cluster: C3 runs C2's launch with "
                             "its process pool (this engine's blocks)")
    parser.add_argument("--only-launch", action="store_true", help="only C2 (and C3): the launch in this process")
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores; medians of {args.reps}")
    if not args.only_launch:
        with tempfile.TemporaryDirectory(prefix="ascsim-bench-") as sockets:
            figures = c1(args.reps, args.baseline_src, args.baseline_python, sockets)
        serial = figures["--jobs 1"]
        print("C1  1920 blocks of 30 UB adds, whole ascsim run (fresh process):")
        for name, seconds in figures.items():
            print(f"    {name:<30} {seconds:5.2f} s  ({serial / seconds:.2f}x the speed of --jobs 1)")
    one, two, pool = c2(args.reps, args.pool_src)
    print(f"C2  the same launch, local cluster started: --jobs 1 {one:.2f} s, --jobs 2 {two:.2f} s "
          f"(execute): {one / two:.2f}x the speed")
    if pool is not None:
        print(f"C3  the same launch, this engine, --jobs 2 on the earlier process pool: {pool:.2f} s; the local "
              f"cluster's {two:.2f} s is {pool / two:.2f}x its speed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
