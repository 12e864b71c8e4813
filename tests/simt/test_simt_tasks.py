"""A ``__simt_vf__`` that waits for the SIMD code after its ``asc_vf_call`` (and the other way round): the VF runs
as cooperative tasks beside the SIMD code, handing the baton over where either waits; a state where both wait
for ever is a deadlock reported with its lines, never a hang."""

from __future__ import annotations

from pathlib import Path

import pytest

from .programs import host_main, line_of, run_program

#: A host main around ``k(uint32_t* out)`` on one block; prints out[0], out[1] and whether they are the golden
#: ``SUM`` and ``COUNT`` (computed on the host with plain loops).
MAIN = host_main("""
    k<<<1, nullptr, stream>>>((uint32_t*)d);
    aclrtSynchronizeStream(stream);
    uint32_t h[2];
    aclrtMemcpy(h, sizeof(h), d, sizeof(h), ACL_MEMCPY_DEVICE_TO_HOST);
    uint32_t want = 0;
    for (uint32_t w = 0; w < WARPS; ++w) for (uint32_t i = 0; i < ITEMS; ++i) want += w * 100 + i;
    printf("%u %u %s\\n", h[0], h[1], (h[0] == want && h[1] == WARPS * ITEMS) ? "ok" : "bad");
""")

#: Lane 0 of each warp puts ITEMS items, one at a time, into a one-slot mailbox in UB (claimed with a
#: compare-and-swap, then filled, then marked full); the SIMD code after the asc_vf_call takes each out and
#: empties the slot, until every warp has said it is done. Neither side can finish without the other.
MAILBOX = r"""
constexpr uint32_t WARPS = 4;
constexpr uint32_t ITEMS = 3;

__simt_vf__ inline void producer(__ubuf__ uint32_t* box)
{
    __ubuf__ volatile uint32_t* value = (__ubuf__ volatile uint32_t*)&box[1];
    __ubuf__ volatile uint32_t* full = (__ubuf__ volatile uint32_t*)&box[0];
    const uint32_t warp = threadIdx.x / 32;
    if (threadIdx.x % 32 == 0) {
        for (uint32_t i = 0; i < ITEMS; ++i) {
            while (asc_atomic_cas(&box[0], 0u, 2u) != 0u) {
            }
            *value = warp * 100 + i;
            *full = 1;
        }
        asc_atomic_add(&box[2], 1u);
    }
}

__global__ __vector__ void k(__gm__ uint32_t* out)
{
    __ubuf__ uint32_t box[8];
    __ubuf__ volatile uint32_t* v = (__ubuf__ volatile uint32_t*)box;
    v[0] = 0;
    v[1] = 0;
    v[2] = 0;
    asc_vf_call<producer>(dim3(WARPS * 32), box);
    uint32_t sum = 0;
    uint32_t count = 0;
    while (true) {
        if (v[0] == 1) {
            sum += v[1];
            count += 1;
            v[0] = 0;
        } else if (v[2] == WARPS) {
            break;
        }
    }
    out[0] = sum;
    out[1] = count;
}
"""


def test_a_simt_producer_and_a_simd_consumer(tmp_path: Path) -> None:
    """Every item of every warp arrives once: the sum and count the host computes. A note says the VF ran as
    cooperative tasks beside the SIMD code."""
    rc, out, err = run_program(tmp_path, "mailbox", MAILBOX, MAIN)
    assert rc == 0, err
    assert out == "1812 12 ok\n", (out, err)
    assert "cooperative tasks" in err and "beside the SIMD code" in err, err


def test_more_warps_and_items(tmp_path: Path) -> None:
    """Eight warps of five items each: the same protocol, the sum the host computes."""
    kernel = MAILBOX.replace("WARPS = 4", "WARPS = 8").replace("ITEMS = 3", "ITEMS = 5")
    rc, out, err = run_program(tmp_path, "mailbox8", kernel, MAIN)
    assert rc == 0, err
    assert out.endswith(" 40 ok\n"), (out, err)


def test_a_vf_and_simd_code_that_wait_for_each_other_deadlock(tmp_path: Path) -> None:
    """The VF waits for a flag the SIMD code sets only after its own wait for the VF: both wait for ever. The
    run stops with a deadlock naming the SIMD loop and the VF's loop."""
    kernel = MAILBOX.replace("v[0] = 0;\n    v[1] = 0;", "v[0] = 5;\n    v[1] = 0;")
    rc, out, err = run_program(tmp_path, "stuck", kernel, MAIN)
    assert rc != 0 and out == "", (out, err)
    assert "deadlock" in err, err
    assert f"the SIMD code waits in the loop at {tmp_path}/stuck.asc:{line_of(kernel, 'while (true)')}" in err, err
    assert f"wait in a loop at {tmp_path}/stuck.asc:{line_of(kernel, 'while (asc_atomic_cas')}" in err, err


def test_a_vf_waiting_for_simd_code_that_ends_deadlocks(tmp_path: Path) -> None:
    """The SIMD code ends without emptying the mailbox: the kernel's end waits for the VF, which waits for ever."""
    kernel = MAILBOX.replace("    while (true) {", "    while (false) {")
    rc, out, err = run_program(tmp_path, "ends", kernel, MAIN)
    assert rc != 0 and out == "", (out, err)
    assert "deadlock" in err and "the end of the kernel" in err, err
    assert f"wait in a loop at {tmp_path}/ends.asc:{line_of(kernel, 'while (asc_atomic_cas')}" in err, err


def test_code_that_does_not_wait_runs_in_lockstep(tmp_path: Path) -> None:
    """A VF whose lanes do not wait on anything outside: the same results as before, no note, no tasks."""
    kernel = r"""
constexpr uint32_t WARPS = 2;
constexpr uint32_t ITEMS = 1;

__simt_vf__ inline void vf(__gm__ uint32_t* out)
{
    const uint32_t warp = threadIdx.x / 32;
    if (threadIdx.x % 32 == 0) {
        asc_atomic_add(&out[0], warp * 100);
        asc_atomic_add(&out[1], 1u);
    }
}

__global__ __vector__ void k(__gm__ uint32_t* out)
{
    asc_vf_call<vf>(dim3(WARPS * 32), out);
}
"""
    rc, out, err = run_program(tmp_path, "plain", kernel, MAIN)
    assert rc == 0 and out == "100 2 ok\n", (out, err)
    assert "cooperative" not in err and "note" not in err, err


def test_a_barrier_after_the_wait(tmp_path: Path) -> None:
    """The warps meet at a block barrier after producing, then thread 0 alone tells the SIMD code they are done:
    the barrier of cooperative tasks waits for every warp still running."""
    after = "    }\n    asc_syncthreads();\n    if (threadIdx.x == 0) asc_atomic_exch(&box[2], WARPS);\n}"
    kernel = MAILBOX.replace("        asc_atomic_add(&box[2], 1u);\n    }\n}", after)
    assert "asc_syncthreads" in kernel
    rc, out, err = run_program(tmp_path, "barrier", kernel, MAIN)
    assert rc == 0, err
    assert out == "1812 12 ok\n", (out, err)


#: Every lane of two warps takes one lock in turn (lanes of one warp wait on each other), counts itself in, then
#: its warp votes and sums; out[0] counts the lock's holders, out[1] sums what each lane saw of its warp.
LANES = r"""
constexpr uint32_t WARPS = 2;
constexpr uint32_t ITEMS = 0;

__simt_vf__ inline void vf(__gm__ uint32_t* out)
{
    bool held = false;
    while (!held) {
        if (asc_atomic_cas(&out[2], 0u, 1u) == 0u) {
            out[0] = out[0] + 1;
            held = true;
        }
    }
    asc_atomic_exch(&out[2], 0u);
    uint32_t voted = __popc(asc_ballot(1));
    uint32_t summed = asc_reduce_add(1u);
    asc_atomic_add(&out[1], voted + summed);
}

__global__ __vector__ void k(__gm__ uint32_t* out)
{
    asc_vf_call<vf>(dim3(WARPS * 32), out);
}
"""

#: The host of LANES: the golden is 64 holders and, each lane seeing its 32 lanes twice, 64 * 64.
LANES_MAIN = MAIN.replace('(h[0] == want && h[1] == WARPS * ITEMS)', '(h[0] == 64 && h[1] == 64 * 64 && want == 0)')


def test_lanes_of_one_warp_take_a_lock_in_turn(tmp_path: Path) -> None:
    """The same code as a SIMT kernel. A task per warp: the lock's holder waits at the loop's end for the others of
    its warp, which wait for it: every thread waits. The run is taken back and such warps run a task per thread
    (once per warp found so). Each lane then takes the lock while the others of its warp wait, and the warp's lanes
    meet again at the vote and the sum: every one of the 32 is together there."""
    kernel = LANES.replace("__simt_vf__ inline void vf(__gm__ uint32_t* out)", "__global__ void vf(uint32_t* out)")
    kernel = kernel[:kernel.index("__global__ __vector__")]
    main = LANES_MAIN.replace("k<<<1, nullptr, stream>>>", "vf<<<1, WARPS * 32, 0, stream>>>")
    rc, out, err = run_program(tmp_path, "lanes", kernel, main)
    assert rc == 0, err
    assert out == "64 4096 ok\n", (out, err)
    assert "a task per thread" in err, err


def test_a_vf_whose_lanes_wait_on_each_other_beside_simd_code(tmp_path: Path) -> None:
    """As a ``__simt_vf__``, the warp that waits for the lock's holder (all its lanes in the loop) might wait for the
    SIMD code: the VF is not taken back once the SIMD code may run, and the wait is a deadlock naming the lanes at
    the loop's end."""
    rc, out, err = run_program(tmp_path, "lanes", LANES, LANES_MAIN)
    assert rc != 0 and "deadlock" in err and "of the same warp wait at the end of the loop" in err, (out, err)


def test_every_lane_a_task(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``ASCSIM_SIMT_GROUPS=threads`` runs every warp a task per thread from the start: the same results."""
    monkeypatch.setenv("ASCSIM_SIMT_GROUPS", "threads")
    rc, out, err = run_program(tmp_path, "lanes", LANES, LANES_MAIN)
    assert rc == 0, err
    assert out == "64 4096 ok\n", (out, err)
    rc, out, err = run_program(tmp_path, "mailbox", MAILBOX, MAIN)
    assert rc == 0, err
    assert out == "1812 12 ok\n", (out, err)


def test_blocks_of_a_simt_kernel_meet_at_their_own_barrier(tmp_path: Path) -> None:
    """A SIMT kernel of four blocks that run together (a batch): in each, warp 0 waits for a flag warp 1 sets, then
    the block's threads meet at a barrier. Run as cooperative tasks, each block's barrier waits for its own warps
    only, and every block sees its flag after it."""
    kernel = r"""
__global__ void k(int32_t* out)
{
    volatile int32_t* flag = (volatile int32_t*)&out[blockIdx.x];
    if (threadIdx.x < 32) {
        while (*flag == 0) {
        }
    }
    if (threadIdx.x == 32) *flag = 1;
    asc_syncthreads();
    if (threadIdx.x == 0) out[8 + blockIdx.x] = *flag + 1;
}
"""
    main = host_main("""
    k<<<4, 64, 0, stream>>>(d);
    aclrtSynchronizeStream(stream);
    int32_t h[64];
    aclrtMemcpy(h, sizeof(h), d, sizeof(h), ACL_MEMCPY_DEVICE_TO_HOST);
    printf("%d %d %d %d\\n", h[8], h[9], h[10], h[11]);
""")
    rc, out, err = run_program(tmp_path, "blocks", kernel, main)
    assert rc == 0, err
    assert out == "2 2 2 2\n", (out, err)
    assert "cooperative tasks" in err, err
