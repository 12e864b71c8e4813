"""Whole-program speed of ``ascsim run``: each figure a ratio of two measurements taken in this run.

    python benchmarks/programs.py [--quick]

Whole runs are timed as a user runs them (``ascsim run``, a fresh process). Per-iteration and
per-instruction costs (R1, R2) are slopes of the execute phase between two sizes of the same program,
run in this process (parse and compile excluded), so start-up and machine noise in it cancel out.

R1  host loop: cost per iteration vs the same loop in CPython            goal <= 2x
R2  VF register instruction (asc_add, float) vs numpy on the same 256 B  goal <= 3x
R3  1,920 blocks: checker on vs --check=off                               goal <= 1.5x
R3b a streaming VF kernel (register loads, add, store): checker on vs off  goal <= 1.5x
R4  1,920 vs 120 blocks, time and peak memory                             goal <= 17x
R5  second start of a program vs the first (the run server)              goal <= 0.5x
R6  1M-element fill-and-check program vs its native g++ -O2 build          goal < 1.5 s
R7  --jobs auto (the default) vs --jobs 1 on 1,920 blocks of 30 UB adds    (the machine's cores)
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).parent / "programs"
ASCSIM = [sys.executable, "-m", "ascsim", "run"]
INCLUDE = Path(__file__).parents[1] / "src" / "ascsim" / "frontend" / "include"


#: Runs start from scratch (no run server) except in R5, which measures the server.
UNSERVED = dict(os.environ, ASCSIM_SERVER="0")


def run(cmd: list[str], env: dict[str, str] = UNSERVED) -> tuple[float, int]:
    """Wall seconds and peak resident memory (KiB) of one child process; it must succeed."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode() if proc.stderr else ""
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}): {err}")
    return wall, usage.ru_maxrss


def median_run(cmd: list[str], reps: int) -> tuple[float, int]:
    runs = [run(cmd) for _ in range(reps)]
    return statistics.median(r[0] for r in runs), max(r[1] for r in runs)


def slope(cmd_of: dict[int, list[str]], reps: int) -> float:
    """Seconds per unit between the two sizes of ``cmd_of`` (sizes taking turns per repetition)."""
    (lo, c_lo), (hi, c_hi) = sorted(cmd_of.items())
    t_lo, t_hi = [], []
    for _ in range(reps):
        t_lo.append(run(c_lo)[0])
        t_hi.append(run(c_hi)[0])
    return (statistics.median(t_hi) - statistics.median(t_lo)) / (hi - lo)


def execute_slope(program: Path, macro: str, sizes: tuple[int, int], reps: int) -> float:
    """Seconds per unit of ``macro`` between its two ``sizes``: the median over ``reps`` of the
    difference of the execute phases (parse and compile excluded) of ``ascsim run`` in this process."""
    from ascsim.frontend import profile_file

    lo, hi = sizes
    diffs = []
    for _ in range(reps):
        t_lo = profile_file(str(program), [f"{macro}={lo}"])["execute"]
        t_hi = profile_file(str(program), [f"{macro}={hi}"])["execute"]
        diffs.append(t_hi - t_lo)
    return statistics.median(diffs) / (hi - lo)


def cpython_loop(n: int) -> float:
    """The loop of host_loop.asc in CPython (unsigned 32-bit arithmetic as masks)."""
    t0 = time.perf_counter()
    s = 1
    for i in range(n):
        s = (s * 31 + (i ^ (i >> 3))) & 0xFFFFFFFF
    return time.perf_counter() - t0


def r1(reps: int, quick: bool) -> tuple[float, float]:
    sizes = (1_000, 101_000) if quick else (1_000, 301_000)
    ours = execute_slope(HERE / "host_loop.asc", "N", sizes, reps)
    floor = statistics.median(cpython_loop(sizes[1]) - cpython_loop(sizes[0]) for _ in range(reps))
    return ours, floor / (sizes[1] - sizes[0])


def r2(reps: int, quick: bool) -> tuple[float, float]:
    sizes = (100, 5_100) if quick else (100, 20_100)
    ours = execute_slope(HERE / "vf_loop.asc", "K", sizes, reps)
    a = np.ones(64, np.float32)
    b = np.full(64, 0.5, np.float32)
    n = 20_000
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        for _ in range(n):
            a = np.add(a, b)
        times.append((time.perf_counter() - t0) / n)
    return ours, statistics.median(times)


def r3_r4(reps: int, quick: bool) -> dict[str, tuple[float, int]]:
    prog = str(HERE / "blocks.asc")
    few, many = 120, 1920
    out = {}
    for label, extra in (("120 blocks", [f"-DBLOCKS={few}"]), ("1920 blocks", [f"-DBLOCKS={many}"]),
                         ("1920 blocks, --check=off", [f"-DBLOCKS={many}", "--check=off"])):
        out[label] = median_run([*ASCSIM, *extra, prog], max(1, reps // 2) if quick else reps)
    return out


def r3_vf(reps: int, quick: bool) -> tuple[float, float]:
    """Execute phases (in this process) of vf_stream.asc with the checker warning and off."""
    from ascsim.frontend import profile_file
    from ascsim.runtime import check

    prog, defines = str(HERE / "vf_stream.asc"), ["BLOCKS=16", f"TILES={16 if quick else 64}"]
    times: dict[str, list[float]] = {"warn": [], "off": []}
    for _ in range(reps):
        for mode in times:  # the two modes take turns, so drift on the machine hits both
            previous = check.set_mode(mode)
            try:
                times[mode].append(profile_file(prog, defines)["execute"])
            finally:
                check.set_mode(previous)
    return statistics.median(times["warn"]), statistics.median(times["off"])


def r5(reps: int) -> tuple[float, float]:
    """First and second start of the same program: the first finds no run server (it starts one
    and runs the program itself), the second is served. Each repetition has a server of its own."""
    prog = str(HERE / "host_loop.asc")
    firsts, seconds = [], []
    for _ in range(reps):
        with tempfile.TemporaryDirectory(prefix="ascsim-bench-") as sockets:
            env = dict(os.environ, ASCSIM_SERVER="1", ASCSIM_SERVER_DIR=sockets, ASCSIM_SERVER_IDLE="60")
            firsts.append(run([*ASCSIM, prog], env)[0])
            _wait_for_socket(sockets)
            seconds.append(run([*ASCSIM, prog], env)[0])
            subprocess.run([sys.executable, "-m", "ascsim", "server", "stop"], env=env, check=True,
                           stdout=subprocess.DEVNULL)
    return statistics.median(firsts), statistics.median(seconds)


def r6(reps: int) -> tuple[float, float, float | None]:
    """The program started from scratch, the same served by a run server (started beforehand), and
    its native build."""
    prog = HERE / "fill_check.asc"
    ours = median_run([*ASCSIM, str(prog)], max(1, reps // 3))[0]
    with tempfile.TemporaryDirectory(prefix="ascsim-bench-") as sockets:
        env = dict(os.environ, ASCSIM_SERVER="1", ASCSIM_SERVER_DIR=sockets, ASCSIM_SERVER_IDLE="60")
        run([*ASCSIM, str(HERE / "host_loop.asc")], env)  # starts the server
        _wait_for_socket(sockets)
        served = statistics.median(run([*ASCSIM, str(prog)], env)[0] for _ in range(max(1, reps // 3)))
        subprocess.run([sys.executable, "-m", "ascsim", "server", "stop"], env=env, check=True,
                       stdout=subprocess.DEVNULL)
    gxx = shutil.which("g++")
    if gxx is None:
        return ours, served, None
    with tempfile.TemporaryDirectory() as tmp:
        exe = Path(tmp) / "fill_check"
        subprocess.run([gxx, "-O2", "-x", "c++", str(prog), "-o", str(exe)], check=True)
        return ours, served, median_run([str(exe)], reps)[0]


def r7(reps: int) -> tuple[float, float]:
    """1,920 blocks of 30 UB adds each: --jobs 1 and the default (auto)."""
    prog = [str(HERE / "blocks.asc"), "-DBLOCKS=1920", "-DREPS=30"]
    return (median_run([*ASCSIM, "--jobs", "1", *prog], max(1, reps // 2))[0],
            median_run([*ASCSIM, *prog], max(1, reps // 2))[0])


def _wait_for_socket(sockets: str) -> None:
    deadline = time.monotonic() + 60
    while not any(name.endswith(".sock") for name in os.listdir(sockets)):
        if time.monotonic() > deadline:
            raise SystemExit("the run server did not start")
        time.sleep(0.05)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="smaller sizes and fewer repetitions")
    args = parser.parse_args()
    reps = 3 if args.quick else 5
    print(f"python {sys.version.split()[0]}, numpy {np.__version__}, {os.cpu_count()} cores; medians of {reps}")
    ours, floor = r1(reps, args.quick)
    print(f"R1  host loop per iteration: ascsim {ours * 1e6:.2f} us, CPython {floor * 1e6:.3f} us: "
          f"{ours / floor:.1f}x  (goal <= 2x)")
    ours, floor = r2(reps, args.quick)
    print(f"R2  asc_add (float register) in a VF: ascsim {ours * 1e6:.2f} us, numpy add of 64 floats "
          f"{floor * 1e6:.2f} us: {ours / floor:.1f}x  (goal <= 3x)")
    b = r3_r4(reps, args.quick)
    (t_on, m_on), (t_off, m_off), (t_few, m_few) = b["1920 blocks"], b["1920 blocks, --check=off"], b["120 blocks"]
    print(f"R3  1920 blocks: checker on {t_on:.2f} s / {m_on // 1024} MiB, off {t_off:.2f} s / {m_off // 1024} MiB: "
          f"{t_on / t_off:.2f}x time  (goal <= 1.5x)")
    print(f"R4  1920 vs 120 blocks: {t_on:.2f} s vs {t_few:.2f} s = {t_on / t_few:.1f}x time, "
          f"{m_on // 1024} vs {m_few // 1024} MiB = {m_on / m_few:.1f}x memory  (goal <= 17x each)")
    on, off = r3_vf(reps, args.quick)
    print(f"R3b streaming VF kernel, 16 blocks: checker on {on:.2f} s, off {off:.2f} s (execute): {on / off:.2f}x  "
          "(goal <= 1.5x)")
    first, second = r5(reps)
    print(f"R5  start of host_loop.asc: first {first:.2f} s, second {second:.2f} s: {second / first:.2f}x  "
          "(goal <= 0.5x)")
    ours6, served6, native = r6(reps)
    native_text = f"native g++ -O2 {native * 1e3:.1f} ms ({ours6 / native:.0f}x)" if native else "no g++ here"
    print(f"R6  1M-element fill and check: ascsim {ours6:.2f} s from scratch, {served6:.2f} s served, "
          f"{native_text}  (goal < 1.5 s)")
    one, auto = r7(reps)
    print(f"R7  1920 blocks of 30 UB adds: --jobs 1 {one:.2f} s, --jobs auto ({os.cpu_count()} cores) {auto:.2f} s: "
          f"{one / auto:.2f}x the speed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
