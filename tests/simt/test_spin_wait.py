"""SIMT loops that wait on memory: a wait that cannot end in lockstep is reported with its line, never a
run that hangs; loops that do end (long, or waiting on what threads in the loop write) run as before."""

from __future__ import annotations

from pathlib import Path

from .programs import host_main, line_of, run_program

MAIN = host_main("""
    k<<<1, 64, 0, stream>>>(d);
    aclrtSynchronizeStream(stream);
    int32_t h[64];
    aclrtMemcpy(h, sizeof(h), d, sizeof(h), ACL_MEMCPY_DEVICE_TO_HOST);
    printf("%d %d %d\\n", h[0], h[1], h[63]);
""")


def _run(tmp_path: Path, name: str, kernel: str) -> tuple[int, str, str]:
    return run_program(tmp_path, name, kernel, MAIN)


def test_a_thread_waiting_for_a_thread_outside_the_loop(tmp_path: Path) -> None:
    """Thread 0 waits for a flag thread 32 (another warp) sets after the loop: on the chip the other warp goes
    on; in lockstep the loop would never end, and run again warp by warp (tests/simt/test_warps_wait.py) warp
    0 would wait for warp 1, which runs after it. Run as cooperative tasks, warp 1 sets the flag while warp 0
    waits; notes name the loop."""
    kernel = r"""
__global__ void k(int32_t* out)
{
    if (threadIdx.x == 0) {
        while (*(volatile int32_t*)&out[1] == 0) {
        }
        out[0] = 7;
    }
    if (threadIdx.x == 32) out[1] = 1;
}
"""
    rc, out, err = _run(tmp_path, "outside", kernel)
    assert rc == 0 and out == "7 1 0\n", (out, err)
    assert f"outside.asc:{line_of(kernel, 'while (')}" in err and "cooperative tasks" in err, err


def test_a_wait_no_thread_can_end_is_a_deadlock(tmp_path: Path) -> None:
    """Every thread waits for a flag nobody sets: the wait never ends, reported with the loop's line."""
    kernel = r"""
__global__ void k(int32_t* out)
{
    int32_t seen = 0;
    do {
        seen = *(volatile int32_t*)&out[threadIdx.x];
    } while (seen == 0);
    out[threadIdx.x] = seen + 1;
}
"""
    rc, out, err = _run(tmp_path, "nobody", kernel)
    assert rc != 0 and out == "", (out, err)
    assert f"nobody.asc:{line_of(kernel, 'do {')}" in err and "the wait never ends" in err, err
    assert "thread (0, 0, 0) of block 0 and 63 other thread(s) wait in this loop" in err, err


def test_loops_that_end_are_not_reported(tmp_path: Path) -> None:
    """A long loop that writes nothing but changes its variables, a compare-and-swap lock the threads of the
    loop hand to each other (each round one thread wins and the others try again), and a wait for a value an
    atomic in the loop counts up to: all run to their end with the C results."""
    kernel = r"""
__global__ void k(int32_t* out)
{
    int32_t acc = 0;
    for (int32_t i = 0; i < 3000; ++i) acc += (i ^ (int32_t)threadIdx.x) & 3;
    __ubuf__ int32_t lock[1];
    __ubuf__ int32_t owners[1];
    if (threadIdx.x == 0) { lock[0] = 0; owners[0] = 0; }
    asc_syncthreads();
    bool done = false;
    while (!done) {
        if (asc_atomic_cas(&lock[0], 0, (int32_t)threadIdx.x + 1) == 0) {
            asc_atomic_add(&owners[0], 1);
            asc_atomic_exch(&lock[0], 0);
            done = true;
        }
    }
    asc_syncthreads();
    while (asc_atomic_add(&out[1], 1) < 64 * 300) {
    }
    if (threadIdx.x == 0) out[0] = owners[0];
    if (threadIdx.x == 63) out[63] = acc;
}
"""
    rc, out, err = _run(tmp_path, "ends", kernel)
    want_acc = sum((i ^ 63) & 3 for i in range(3000))
    # out[1]: 64 * 300 calls that return below the limit, then one more per thread (the one that stops it).
    assert (rc, err) == (0, ""), err
    assert out == f"64 {64 * 300 + 64} {want_acc}\n", out
