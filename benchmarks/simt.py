"""The SIMT engine against numpy, measured side by side in this one run.

    python benchmarks/simt.py

S1  1-D gather of 4M floats, 256 threads per block (programs/simt_gather.asc) against numpy's whole-array
    gather ``a[idx]``. Goal <= 10x.
S2  block reduction (programs/simt_reduce.asc: grid-stride loop, warp shuffles, UB partials behind
    asc_syncthreads, an atomic add per block) of 4M floats against numpy's ``a.sum()``. Goal <= 20x.

Two times per program: the SIMT launch alone in one process (``ascsim.runtime.simt.simt_launch`` timed
inside ``ascsim run --jobs 1``, in a child Python running :data:`_LAUNCH_ONLY`), and the whole ``ascsim run``
(default ``--jobs``) beyond start-up (the same program with 256 elements).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ASCSIM = [str(Path(sys.executable).with_name("ascsim")), "run"]
N = 1 << 22


def _run(program: str, n: int) -> float:
    env = {**os.environ, "ASCSIM_SERVER": "0"}
    t0 = time.perf_counter()
    subprocess.run([*ASCSIM, "-D", f"N={n}", str(HERE / "programs" / program)], check=True, env=env)
    return time.perf_counter() - t0


#: Runs one program in this interpreter with the SIMT launches timed; prints their total last.
_LAUNCH_ONLY = """
import sys, time
from ascsim.runtime import simt
from ascsim.cli import main
spent = []
inner = simt.simt_launch
def timed(*a, **k):
    t0 = time.perf_counter()
    inner(*a, **k)
    spent.append(time.perf_counter() - t0)
simt.simt_launch = timed
main(["run", "--jobs", "1", "-D", "N=" + sys.argv[2], sys.argv[1]])
print(sum(spent))
"""


def _launch_only(program: str, n: int) -> float:
    env = {**os.environ, "ASCSIM_SERVER": "0"}
    out = subprocess.run([sys.executable, "-c", _LAUNCH_ONLY, str(HERE / "programs" / program), str(n)],
                         check=True, env=env, capture_output=True, text=True).stdout
    return float(out.split()[-1])


def _best(fn, repeat: int = 5) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def main() -> None:
    rng = np.random.default_rng(0)
    a = rng.random(N, dtype=np.float32)
    idx = rng.integers(0, N, N).astype(np.int32)
    np_gather = _best(lambda: a[idx])
    np_sum = _best(lambda: a.sum())
    for name, program, ref in (("S1 gather", "simt_gather.asc", np_gather), ("S2 reduce", "simt_reduce.asc", np_sum)):
        launch = _launch_only(program, N)
        # Best of two each: the first run of a -D value builds (and caches) the program's host part.
        base = min(_run(program, 256) for _ in range(2))
        full = min(_run(program, N) for _ in range(2))
        engine = full - base
        print(f"{name}: launch alone {launch * 1e3:.0f} ms ({launch / ref:.1f}x); whole run {engine * 1e3:.0f} ms "
              f"beyond start-up ({base:.2f} s, {engine / ref:.1f}x); numpy {ref * 1e3:.2f} ms")


if __name__ == "__main__":
    main()
