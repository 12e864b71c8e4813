"""SIMT code whose warps wait on each other (a lock that lane 0 of one warp holds while lane 0 of another
spins on it): lockstep cannot end such a wait, so the code is taken back and run one warp at a time, with
the results of an order the chip may take; what cannot run warp by warp is reported with its line."""

from __future__ import annotations

from pathlib import Path

import pytest
from frontend.asc_run import run_asc

from ascsim.runtime import simt_memory
from ascsim.runtime.timeline import profile

from .programs import HEAD, host_main, line_of, run_program

#: Four warps of a ``__simt_vf__`` in one SIMD block; ``d`` holds 64 int32 of GM, zeroed.
MAIN = host_main("""
    k<<<1, nullptr, stream>>>(d);
    aclrtSynchronizeStream(stream);
    int32_t h[64];
    aclrtMemcpy(h, sizeof(h), d, sizeof(h), ACL_MEMCPY_DEVICE_TO_HOST);
    for (int i = 0; i < 8; ++i) printf("%d ", h[i]);
    printf("%d\\n", h[63]);
""")

LOCK = r"""
__simt_vf__ inline void vf(__gm__ int32_t* out)
{
    const uint32_t lane = threadIdx.x % 32;
    const uint32_t warp = threadIdx.x / 32;
    __gm__ volatile int32_t* counter = (__gm__ volatile int32_t*)&out[63];
    if (lane == 0) {
        bool held = false;
        while (!held) {
            if (asc_atomic_cas(&out[62], 0, 1) == 0) {
                *counter = *counter + 1;  // the lock's holder counts itself in
                held = true;
            }
        }
    }
    SECTION
    if (lane == 0) {
        out[warp] = *counter;  // how many warps held the lock before this one, this one included
        asc_atomic_exch(&out[62], 0);
    }
    out[4 + warp] = (int32_t)lane + 1;
}

__global__ __vector__ void k(__gm__ int32_t* out)
{
    asc_vf_call<vf>(dim3(128), out);
}
"""


def _run(tmp_path: Path, name: str, kernel: str) -> tuple[int, str, str]:
    return run_program(tmp_path, name, kernel, MAIN)


def test_a_lock_between_warps_runs_warp_by_warp(tmp_path: Path) -> None:
    """Lane 0 of warp 0 takes the lock (and counts itself in) while the other warps' lane 0 spin on it: in
    lockstep the holder waits at the loop's end for ever. Run again warp by warp, each warp takes the lock in
    turn: the counter ends at 4, not 5 (the first run's count was taken back), and warp w saw w + 1. A note
    names the loop."""
    kernel = LOCK.replace("SECTION", "")
    rc, out, err = _run(tmp_path, "lock", kernel)
    assert rc == 0, err
    # out[4 + w]: the last lane (32) of warp w writes after lane 0 in its warp, lanes in thread order.
    assert out == "1 2 3 4 32 32 32 32 4\n", (out, err)
    assert f"lock.asc:{line_of(kernel, 'while (!held)')}" in err and "one warp at a time" in err, err
    assert "error" not in err, err


def test_a_barrier_the_lock_holder_waits_at_is_a_deadlock(tmp_path: Path) -> None:
    """The holder of the lock waits at a block barrier that the warps spinning on the lock never reach: warp by
    warp cannot run a barrier, and as cooperative tasks every thread waits: a deadlock, with both lines."""
    kernel = LOCK.replace("SECTION", "asc_syncthreads();")
    rc, out, err = _run(tmp_path, "barrier", kernel)
    assert rc != 0 and out == "", (out, err)
    assert "deadlock" in err and "cooperative tasks" in err, err
    assert f"wait in a barrier at {tmp_path}/barrier.asc:{line_of(kernel, 'asc_syncthreads();')}" in err, err
    assert f"wait in a loop at {tmp_path}/barrier.asc:{line_of(kernel, 'while (!held)')}" in err, err


def test_a_warp_waiting_for_a_later_warp_runs_as_tasks(tmp_path: Path) -> None:
    """Warp 0 waits for a flag warp 1 sets: lockstep cannot end the wait, and warp by warp (in warp order)
    warp 0 would wait for a warp that runs after it; as cooperative tasks warp 1 runs while warp 0 waits."""
    kernel = r"""
__simt_vf__ inline void vf(__gm__ int32_t* out)
{
    if (threadIdx.x < 32) {
        while (*(__gm__ volatile int32_t*)&out[1] == 0) {
        }
        out[0] = 7;
    }
    if (threadIdx.x == 32) out[1] = 1;
}

__global__ __vector__ void k(__gm__ int32_t* out)
{
    asc_vf_call<vf>(dim3(64), out);
}
"""
    rc, out, err = _run(tmp_path, "later", kernel)
    assert rc == 0 and out == "7 1 0 0 0 0 0 0 0\n", (out, err)
    assert "cooperative tasks" in err, err


def test_lanes_of_one_warp_waiting_on_each_other(tmp_path: Path) -> None:
    """Lane 0 waits for a flag lane 1 of the same warp sets after the loop. A task per warp runs its lanes in
    lockstep, so every thread would wait: before the SIMD code ran, the run is taken back and that warp runs a
    task per thread; lane 1 goes on and the wait ends."""
    kernel = r"""
__simt_vf__ inline void vf(__gm__ int32_t* out)
{
    if (threadIdx.x == 0) {
        while (*(__gm__ volatile int32_t*)&out[1] == 0) {
        }
        out[0] = 5;
    }
    if (threadIdx.x == 1) out[1] = 1;
}

__global__ __vector__ void k(__gm__ int32_t* out)
{
    asc_vf_call<vf>(dim3(64), out);
}
"""
    rc, out, err = _run(tmp_path, "lanes", kernel)
    assert rc == 0 and out == "5 1 0 0 0 0 0 0 0\n", (out, err)
    assert f"wait on each other at {tmp_path}/lanes.asc:{line_of(kernel, 'while (')}" in err, err


def test_code_that_wrote_too_much_is_not_taken_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Past the undo record's limit nothing is kept: the wait is reported as lockstep finds it."""
    monkeypatch.setattr(simt_memory, "UNDO_LIMIT", 16)
    kernel = LOCK.replace("SECTION", "")
    rc, out, err = _run(tmp_path, "big", kernel)
    assert rc != 0 and out == "", (out, err)
    assert "cannot run this wait" in err and "one warp at a time" not in err, err


def test_code_that_prints_is_not_taken_back(tmp_path: Path) -> None:
    """Lines already printed cannot be taken back: a SIMT code that prints reports the wait instead."""
    kernel = LOCK.replace("SECTION", 'if (threadIdx.x == 0) printf("in\\n");')
    rc, out, err = _run(tmp_path, "prints", kernel)
    assert rc != 0, (out, err)
    assert "cannot run this wait" in err and "one warp at a time" not in err, err


def _as_kernel(kernel: str) -> str:
    """The vf of a LOCK program as a ``__global__`` SIMT kernel ``vf``, each block's warps counting into
    out[4 * block + warp]."""
    return kernel.replace("__simt_vf__ inline void vf", "__global__ void vf") \
        .replace("out[warp] = *counter;", "out[blockIdx.x * 4 + warp] = *counter;") \
        .replace("out[4 + warp] = (int32_t)lane + 1;", "") \
        .replace("__global__ __vector__ void k(__gm__ int32_t* out)\n{\n    asc_vf_call<vf>(dim3(128), out);\n}\n", "")


def test_a_simt_kernel_with_a_lock_between_warps(tmp_path: Path) -> None:
    """The same lock in a ``__global__`` SIMT kernel of two blocks: each block runs warp by warp, and every
    warp of both blocks takes the lock once (the counter, shared by the blocks, ends at 8)."""
    main = MAIN.replace("k<<<1, nullptr, stream>>>(d);", "vf<<<2, 128, 0, stream>>>(d);")
    path = tmp_path / "kernel.asc"
    path.write_text(HEAD + _as_kernel(LOCK.replace("SECTION", "")) + main)
    r = run_asc(path)
    assert r.rc == 0, r.err
    assert r.out == "1 2 3 4 5 6 7 8 8\n", (r.out, r.err)
    assert "one warp at a time" in r.err, r.err


def test_the_profile_counts_the_warp_by_warp_run_only(tmp_path: Path) -> None:
    """``--profile`` estimates what ran: the lockstep run taken back counts nothing. Warp by warp, each warp's
    lane 0 finds the lock free, so the run counts as many warp instructions as the same kernel with a lock of
    its own per warp (no warp waits), run in lockstep."""
    main = MAIN.replace("k<<<1, nullptr, stream>>>(d);", "vf<<<1, 128, 0, stream>>>(d);")

    def instructions(kernel: str, name: str) -> int:
        path = tmp_path / f"{name}.asc"
        path.write_text(HEAD + _as_kernel(kernel) + main)
        with profile() as prof:
            r = run_asc(path)
        assert r.rc == 0, r.err
        return sum(c.warp_instructions for region in prof.simt.values() for c in region.blocks.values())

    shared = LOCK.replace("SECTION", "")
    own = shared.replace("&out[62]", "&out[48 + warp]")
    assert instructions(shared, "shared") == instructions(own, "own") > 0
