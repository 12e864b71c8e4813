"""One 128 x 128 x 128 half -> float asc_mmad next to numpy's matmul of the same, measured side by side here.

    python benchmarks/cube_mmad.py [--reps N]

C1  asc_mmad on the cube core (operands already in L0A/L0B, result in L0C; one launch of a cube kernel that
    calls it ``reps`` times, minus the same launch without the calls), against ``np.matmul`` of the same float32
    operands. The ratio is ascsim's time per mmad over numpy's; ascsim sums exactly (no float32 rounding of
    partial sums), numpy uses BLAS, so the two are different computations of nearly the same numbers.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

import ascsim
from ascsim import c_api as c

M = K = N = 128


def _kernel_seconds(rng: np.random.Generator, reps: int) -> float:
    a = rng.uniform(-2, 2, (M, K)).astype(np.float16)
    b = rng.uniform(-2, 2, (K, N)).astype(np.float16)
    calls = [0]

    def body() -> None:
        l0a, l0b = ascsim.l0a_array(ascsim.half, M * K), ascsim.l0b_array(ascsim.half, K * N)
        l0c = ascsim.l0c_array(ascsim.float_, M * N)
        l0a.write(a.reshape(M, K // 16, 16).transpose(1, 0, 2).reshape(-1))  # NZ
        l0b.write(b.reshape(K // 16, 16, N // 16, 16).transpose(0, 2, 3, 1).reshape(-1))  # ZN
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        for _ in range(calls[0]):
            c.asc_mmad(l0c, l0a, l0b, M, K, N, 0, False, False, True)

    kernel = ascsim.cube_kernel(body)
    calls[0] = 0
    t0 = time.perf_counter()
    kernel[1]()
    empty = time.perf_counter() - t0
    calls[0] = reps
    t0 = time.perf_counter()
    kernel[1]()
    return (time.perf_counter() - t0 - empty) / reps


def _numpy_seconds(rng: np.random.Generator, reps: int) -> float:
    a = rng.uniform(-2, 2, (M, K)).astype(np.float16).astype(np.float32)
    b = rng.uniform(-2, 2, (K, N)).astype(np.float16).astype(np.float32)
    t0 = time.perf_counter()
    for _ in range(reps):
        np.matmul(a, b)
    return (time.perf_counter() - t0) / reps


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reps", type=int, default=5, help="mmads per measurement (numpy: 100 x as many)")
    args = ap.parse_args()
    ascsim.set_check_mode("off")  # the checker's bookkeeping is not the multiply
    rng = np.random.default_rng(0)
    ours = statistics.median(_kernel_seconds(rng, args.reps) for _ in range(3))
    theirs = statistics.median(_numpy_seconds(rng, 100 * args.reps) for _ in range(3))
    print(f"C1  asc_mmad 128x128x128 half->float: {ours * 1e3:.2f} ms; np.matmul float32: {theirs * 1e6:.1f} us; "
          f"ratio {ours / theirs:.0f}x")


if __name__ == "__main__":
    main()
