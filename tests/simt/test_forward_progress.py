"""SIMT loops under the C++ forward-progress rule: a loop that waits on memory through plain reads, with
nothing in it that C++ counts as progress (volatile access, atomic, synchronisation, I/O), may be assumed to
end; the compiled code reads once and goes on. ascsim ends such a loop once an iteration changes nothing and
warns at its line; a loop that reads through volatile, or calls an atomic, still waits (or is a deadlock)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ascsim.runtime import check

from .programs import host_main, line_of, run_program

#: Prints elements 0, 1, 3, 4, 5 and 63 of the 64 int32 of GM the kernel gets.
MAIN = host_main("""
    k<<<1, 64, 0, stream>>>(d);
    aclrtSynchronizeStream(stream);
    int32_t h[64];
    aclrtMemcpy(h, sizeof(h), d, sizeof(h), ACL_MEMCPY_DEVICE_TO_HOST);
    printf("%d %d %d %d %d %d\\n", h[0], h[1], h[3], h[4], h[5], h[63]);
""")

ASSUMED = "C++ lets the compiler assume such a loop ends"


def _run(tmp_path: Path, name: str, kernel: str) -> tuple[int, str, str]:
    return run_program(tmp_path, name, kernel, MAIN)


def test_a_plain_wait_nothing_ends_goes_on_with_a_warning(tmp_path: Path) -> None:
    """Every thread waits, through plain reads, for its element to become non-zero, which nothing writes: the
    loop ends after the read (each thread writes what it read plus one), with one warning at the loop."""
    kernel = r"""
__global__ void k(int32_t* out)
{
    int32_t seen = out[threadIdx.x];
    while (seen == 0) {
        seen = out[threadIdx.x];
    }
    out[threadIdx.x] = seen + 1;
}
"""
    rc, out, err = _run(tmp_path, "plain", kernel)
    assert rc == 0 and out == "1 1 1 1 1 1\n", (out, err)
    line = line_of(kernel, "while (seen")
    assert err.count(ASSUMED) == 1 and f"plain.asc:{line}: warning: thread (0, 0, 0) of block 0 and 63 other " \
        "thread(s) wait in this loop" in err, err


def test_a_wait_through_a_helper_with_a_volatile_read_still_waits(tmp_path: Path) -> None:
    """The same wait with the read in a function of the program that reads through volatile: nothing can end
    it, which is a deadlock as before (the rule looks into the functions a loop calls)."""
    kernel = r"""
__simt_callee__ inline int32_t load(int32_t* p)
{
    return *(volatile int32_t*)p;
}

__global__ void k(int32_t* out)
{
    int32_t seen = 0;
    while (seen == 0) {
        seen = load(&out[threadIdx.x]);
    }
    out[threadIdx.x] = seen + 1;
}
"""
    rc, out, err = _run(tmp_path, "helper", kernel)
    assert rc != 0 and out == "", (out, err)
    assert "the wait never ends" in err and ASSUMED not in err, err


def test_a_wait_with_an_atomic_in_the_loop_still_waits(tmp_path: Path) -> None:
    """A loop that retries a compare-and-swap (an atomic: progress for C++) that can never succeed: a deadlock
    report, not a loop assumed to end."""
    kernel = r"""
__global__ void k(int32_t* out)
{
    int32_t got = 1;
    while (got != 0) {
        got = asc_atomic_cas(&out[threadIdx.x], 5, 6);
        got = got == 0 ? 1 : 0;
        got = 1 - got;
        got = got == 0 ? 0 : 1;
        got = 1;
    }
}
"""
    rc, out, err = _run(tmp_path, "atomic", kernel)
    assert rc != 0 and ASSUMED not in err, (out, err)
    assert f"atomic.asc:{line_of(kernel, 'while (got')}" in err, err


#: Lanes 0 and 1 of warp 0 insert keys 100 and 101 into a table of slots out[3..] with linear probing: both
#: start at slot 3; a slot is claimed by a compare-and-swap from 0 (empty) to -1 (locked) and the key is
#: published only after the warp's vote. A lane that finds its slot locked waits for it to be published
#: (``WAIT``), then goes on probing unless the slot now holds its key.
TABLE = r"""
__global__ void k(int32_t* out)
{
    const int32_t lane = threadIdx.x;
    int32_t slot = 3;
    if (lane < 2) {
        while (true) {
            int32_t old = asc_atomic_cas(&out[slot], 0, -1);
            if (old == -1) {
                WAIT
                old = cur;
            }
            if (old == 0) {
                break;
            }
            slot = slot + 1;
        }
    }
    unsigned int voted = asc_ballot(lane < 2 ? 1 : 0);
    if (lane < 2) {
        out[slot] = 100 + lane;
    }
    if (lane == 5) {
        out[5] = __popc(voted);
    }
}
"""


def test_a_lane_waiting_for_its_own_warp_reads_once_and_probes_on(tmp_path: Path) -> None:
    """Lane 1 finds slot 3 locked by lane 0 in the same compare-and-swap and waits with plain reads for lane 0
    to publish it, which lane 0 does only after the warp's vote: a warp without independent thread scheduling
    could never end that wait, but the compiled wait reads once, so lane 1 takes slot 4: both keys are in the
    table, with a warning at the wait."""
    wait = "int32_t cur = out[slot]; while (cur == -1) { cur = out[slot]; }"
    kernel = TABLE.replace("WAIT", wait)
    rc, out, err = _run(tmp_path, "table", kernel)
    assert rc == 0 and out == "0 0 100 101 2 0\n", (out, err)
    assert f"table.asc:{line_of(kernel, 'while (cur')}: warning: thread (1, 0, 0) of block 0 waits in this " \
        "loop" in err and ASSUMED in err, err


def test_the_same_wait_through_volatile_waits(tmp_path: Path) -> None:
    """The wait of the test above read through volatile does wait, for a lane of its own warp that waits at
    the vote: no loop assumed to end; the warp runs a task per thread (docs/semantics.md), so lane 0 votes
    without lane 1 (one vote) and lane 1 takes slot 4 once lane 0 published slot 3."""
    wait = "int32_t cur = out[slot]; while (cur == -1) { cur = *(volatile int32_t*)&out[slot]; }"
    kernel = TABLE.replace("WAIT", wait)
    rc, out, err = _run(tmp_path, "volatile_table", kernel)
    assert rc == 0 and out == "0 0 100 101 1 0\n", (out, err)
    assert ASSUMED not in err and "as a task per thread" in err, err


def test_error_mode_makes_the_warning_a_sync_error(tmp_path: Path) -> None:
    """With the checker in error mode, the loop assumed to end stops the run as an error at its line."""
    kernel = TABLE.replace("WAIT", "int32_t cur = out[slot]; while (cur == -1) { cur = out[slot]; }")
    with check.mode("error"):
        rc, out, err = _run(tmp_path, "strict", kernel)
    assert rc != 0 and out == "", (rc, out, err)
    assert f"strict.asc:{line_of(kernel, 'while (cur')}: error: thread (1, 0, 0) of block 0 waits" in err, err
    assert ASSUMED in err, err


@pytest.mark.parametrize("body", ["seen = out[threadIdx.x] + 0;", "seen = out[threadIdx.x]; seen = seen * 1;"])
def test_any_plain_form_of_the_wait_ends(tmp_path: Path, body: str) -> None:
    """Other spellings of a plain read in the loop end the same way."""
    kernel = r"""
__global__ void k(int32_t* out)
{
    int32_t seen = 0;
    do {
        BODY
    } while (seen == 0);
    out[threadIdx.x] = seen + 1;
}
""".replace("BODY", body)
    rc, out, err = _run(tmp_path, "forms", kernel)
    assert rc == 0 and out == "1 1 1 1 1 1\n" and ASSUMED in err, (out, err)


#: The VF's lane 0 waits (volatile) for the SIMD code's go, then writes 5 into box[1]; the SIMD code after the
#: asc_vf_call gives the go and waits for box[1] (``WAIT``), then writes what it read to out[0].
HYBRID = r"""
__simt_vf__ inline void answer(__ubuf__ int32_t* box)
{
    if (threadIdx.x == 0) {
        while (*(__ubuf__ volatile int32_t*)&box[0] == 0) {
        }
        box[1] = 5;
    }
}

__global__ __vector__ void k(__gm__ int32_t* out)
{
    __ubuf__ int32_t box[8];
    __ubuf__ volatile int32_t* v = (__ubuf__ volatile int32_t*)box;
    v[0] = 0;
    v[1] = 0;
    asc_vf_call<answer>(dim3(32), box);
    v[0] = 1;
    WAIT
    out[0] = got;
}
"""

HYBRID_MAIN = host_main("""
    k<<<1, nullptr, stream>>>(d);
    aclrtSynchronizeStream(stream);
    int32_t h[64];
    aclrtMemcpy(h, sizeof(h), d, sizeof(h), ACL_MEMCPY_DEVICE_TO_HOST);
    printf("%d\\n", h[0]);
""")


@pytest.mark.parametrize("wait", [
    "int32_t got = box[1];\n    while (got == 0) {\n        got = box[1];\n    }",
    "int32_t got = 0;\n    do {\n        got = box[1];\n    } while (got == 0);",
    "int32_t got = 0;\n    for (int32_t i = 0; got == 0; i = i * 2) {\n        if (i < 0) {\n"
    "            break;\n        }\n        got = box[1];\n    }",
], ids=["while", "do", "for"])
def test_simd_code_waiting_with_plain_reads_for_a_vf_reads_once(tmp_path: Path, wait: str) -> None:
    """The SIMD code's wait for the VF reads box[1] with plain reads: its compiled code reads once (0, as the VF
    has not answered yet) and goes on, with the warning at the loop; the VF still ends before the kernel."""
    kernel = HYBRID.replace("WAIT", wait)
    rc, out, err = run_program(tmp_path, "simd_plain", kernel, HYBRID_MAIN)
    assert rc == 0 and out == "0\n", (out, err)
    loop = line_of(kernel, "got == 0") if "do {" not in wait else line_of(kernel, "do {")
    assert f"simd_plain.asc:{loop}: warning: the SIMD code waits in this loop" in err, err


def test_simd_code_waiting_through_volatile_for_a_vf_waits(tmp_path: Path) -> None:
    """The same wait through volatile waits for the VF's answer: 5, no loop assumed to end."""
    kernel = HYBRID.replace("WAIT", "int32_t got = v[1];\n    while (got == 0) {\n        got = v[1];\n    }")
    rc, out, err = run_program(tmp_path, "simd_volatile", kernel, HYBRID_MAIN)
    assert rc == 0 and out == "5\n", (out, err)
    assert ASSUMED not in err, err
