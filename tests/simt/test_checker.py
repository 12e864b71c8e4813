"""The SIMT checker: a race between two threads of a block, a missing asc_syncthreads and a divergent
barrier are each reported with their lines; the same programs fixed are silent."""

from __future__ import annotations

from pathlib import Path

import pytest
from frontend.asc_run import run_asc

from ascsim.frontend.simt_kernel import ENGINE_ENV

from .programs import HEAD, HYBRID, host_main

MAIN = host_main("""
    k<<<1, 64, 0, stream>>>(d);
    aclrtSynchronizeStream(stream);
""")

#: name -> (buggy kernel, fixed kernel, what the report says, the lines it names).
CASES = {
    "race": (r"""
__global__ void k(int32_t* out)
{
    out[threadIdx.x / 2] = threadIdx.x;
}
""", r"""
__global__ void k(int32_t* out)
{
    if (threadIdx.x % 2 == 0) out[threadIdx.x / 2] = threadIdx.x;
}
""", "race between threads", [10]),
    "missing_sync": (r"""
__global__ void k(int32_t* out)
{
    __ubuf__ int32_t buf[64];
    buf[threadIdx.x] = threadIdx.x * 3;
    out[threadIdx.x] = buf[63 - threadIdx.x];
}
""", r"""
__global__ void k(int32_t* out)
{
    __ubuf__ int32_t buf[64];
    buf[threadIdx.x] = threadIdx.x * 3;
    asc_syncthreads();
    out[threadIdx.x] = buf[63 - threadIdx.x];
}
""", "race between threads", [11, 12]),
    # Reads are checked when a write comes: a coalesced read (kept as a run of elements), then writes to
    # another thread's element; fixed, each thread writes back the element it read itself.
    "read_then_write": (r"""
__global__ void k(int32_t* out)
{
    int32_t v = out[threadIdx.x];
    out[63 - threadIdx.x] = v + 1;
}
""", r"""
__global__ void k(int32_t* out)
{
    int32_t v = out[threadIdx.x];
    out[threadIdx.x] = v + 1;
}
""", "race between threads", [10, 11]),
    # A scattered read (thread t reads element 5t mod 64), then each thread writes its own element.
    "scattered_read_then_write": (r"""
__global__ void k(int32_t* out)
{
    int32_t v = out[(threadIdx.x * 5) % 64];
    out[threadIdx.x] = v;
}
""", r"""
__global__ void k(int32_t* out)
{
    int32_t v = out[(threadIdx.x * 5) % 64];
    asc_syncthreads();
    out[threadIdx.x] = v;
}
""", "race between threads", [10, 11]),
    "divergent_barrier": (r"""
__global__ void k(int32_t* out)
{
    if (threadIdx.x < 32) {
        out[threadIdx.x] = 1;
        asc_syncthreads();
    }
}
""", r"""
__global__ void k(int32_t* out)
{
    if (threadIdx.x < 32) {
        out[threadIdx.x] = 1;
    }
    asc_syncthreads();
}
""", "divergent asc_syncthreads()", [12]),
}


def _run(tmp_path: Path, name: str, kernel: str) -> tuple[int, str]:
    path = tmp_path / f"{name}.asc"
    path.write_text(HEAD + kernel + MAIN)
    r = run_asc(path)
    return r.rc, r.err


@pytest.mark.parametrize("name", sorted(CASES))
def test_bug_is_reported_and_fix_is_silent(tmp_path: Path, name: str) -> None:
    buggy, fixed, what, lines = CASES[name]
    rc, err = _run(tmp_path, name, buggy)
    assert rc == 0 and what in err, err
    for line in lines:
        assert f"{name}.asc:{line}" in err, err
    assert _run(tmp_path, name + "_fixed", fixed) == (0, "")


#: Blocks of a batch keep their __ubuf__ arrays side by side: one that reads past its own array is reported
#: (as past the end of it), and each block sees only its own array's values.
_SLICES = r"""
__global__ void k(int32_t* out)
{
    __ubuf__ int32_t buf[16];
    buf[threadIdx.x] = blockIdx.x * 100 + threadIdx.x;
    asc_syncthreads();
    out[blockIdx.x * 16 + threadIdx.x] = buf[15 - threadIdx.x + READ_PAST];
}
"""


def test_blocks_batched_with_ub_keep_their_own_arrays(tmp_path: Path) -> None:
    main = MAIN.replace("k<<<1, 64, 0, stream>>>(d);", """k<<<4, 16, 0, stream>>>(d);
    int32_t h[64];
    aclrtMemcpy(h, sizeof(h), d, sizeof(h), ACL_MEMCPY_DEVICE_TO_HOST);
    for (int i = 0; i < 64; ++i) if (h[i] != i / 16 * 100 + 15 - i % 16) printf("wrong %d: %d\\n", i, h[i]);""")
    path = tmp_path / "slices.asc"
    path.write_text(HEAD + "#define READ_PAST 0\n" + _SLICES + main)
    r = run_asc(path)
    assert (r.rc, r.out, r.err) == (0, "", "")
    path = tmp_path / "past.asc"
    path.write_text(HEAD + "#define READ_PAST 1\n" + _SLICES + main)
    r = run_asc(path)
    line = HEAD.count("\n") + 8
    assert r.rc == 0 and "past the end" in r.err and f"past.asc:{line}" in r.err, r.err


@pytest.mark.parametrize(("name", "writer", "offset", "reader"), [
    ("read_then_write", 0, 252, 63),  # thread 0 writes element 63, which thread 63 read
    ("scattered_read_then_write", 1, 4, 13),  # thread 1 writes element 1, which thread 13 read (13 * 5 % 64 == 1)
])
def test_a_read_kept_until_a_write_names_its_thread(tmp_path: Path, name: str, writer: int, offset: int,
                                                    reader: int) -> None:
    _, err = _run(tmp_path, name, CASES[name][0])
    assert f"thread ({writer}, 0, 0) of block 0 writes offset {offset} " in err, err
    assert f"which thread ({reader}, 0, 0) of block 0 read at" in err, err


#: name -> (kernel body with a bad atomic on its second line, what the report says, its fix). The kernel is
#: ``k(int32_t* out)`` over 64 int32_t of GM written with zeros; line 2 of the body is the atomic.
ATOMIC_CASES = {
    "ub_64bit": ("__ubuf__ int64_t acc[4];\n    asc_atomic_add(&acc[threadIdx.x % 4], (int64_t)1);",
                 "asc_atomic_add(int64_t*) with an address in the Unified Buffer (UB)",
                 "int32_t* unused = out;\n    asc_atomic_add((int64_t*)unused + threadIdx.x % 4, (int64_t)1);"),
    "misaligned": ("int32_t* base = out;\n    asc_atomic_add((int32_t*)((char*)base + 2), 1);",
                   "is not aligned to 4 bytes", "int32_t* base = out;\n    asc_atomic_add(base + 1, 1);"),
    "past_gm": ("int32_t* base = out;\n    asc_atomic_add(base + 64 + threadIdx.x, 1);", "past the end of it",
                "int32_t* base = out;\n    asc_atomic_add(base + threadIdx.x, 1);"),
    "not_device_memory": ("int32_t x = 0;\n    out[threadIdx.x] = asc_atomic_add(&x, 1);",
                          "the address must point into GM or UB",
                          "int32_t x = 0;\n    out[threadIdx.x] = asc_atomic_add(out + threadIdx.x, x);"),
}


@pytest.mark.parametrize("engine", ["lockstep", "thread"])
@pytest.mark.parametrize("name", sorted(ATOMIC_CASES))
def test_bad_atomic_address_is_reported_with_its_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str,
                                                      engine: str) -> None:
    """An atomic in the wrong memory space (a 64-bit one in UB, a local variable), at a misaligned address or
    past its GM allocation stops the run with an error naming the atomic's line, on both SIMT engines; the
    fixed kernel runs silently."""
    monkeypatch.setenv(ENGINE_ENV, engine)
    bad, what, fixed = ATOMIC_CASES[name]
    kernel = "\n__global__ void k(int32_t* out)\n{\n    %s\n}\n"
    line = HEAD.count("\n") + 5  # the body's second line
    rc, err = _run(tmp_path, f"{name}_{engine}", kernel % bad)
    assert rc != 0 and what in err and f"{name}_{engine}.asc:{line}: error" in err, err
    assert _run(tmp_path, f"{name}_{engine}_fixed", kernel % fixed) == (0, "")


def test_atomic_past_a_ub_array_is_a_warning_with_its_line(tmp_path: Path) -> None:
    """An atomic past the end of a __ubuf__ array that stays in UB goes ahead (as on the chip) and is reported."""
    kernel = r"""
__global__ void k(int32_t* out)
{
    __ubuf__ uint32_t hist[8];
    if (threadIdx.x < 8) hist[threadIdx.x] = 0;
    asc_syncthreads();
    asc_atomic_inc(&hist[(threadIdx.x % 2) * 8], 7u);
}
"""
    rc, err = _run(tmp_path, "ub_past", kernel)
    line = HEAD.count("\n") + 7
    assert rc == 0 and "past the end of __ubuf__ uint32_t [8]" in err and f"ub_past.asc:{line}: warning" in err, err


def test_a_simt_vf_and_a_simd_copy_of_its_ub_need_the_pipe_sync(tmp_path: Path) -> None:
    """A __simt_vf__ called by a SIMD kernel writes UB as the V pipe: the MTE3 copy that reads it without the
    V -> MTE3 flag between them is reported with both lines; with the flag, silent."""
    sync = "    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0);\n    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0);\n"
    assert sync in HYBRID
    path = tmp_path / "hybrid_nosync.asc"
    path.write_text(HEAD + HYBRID.replace(sync, ""))
    r = run_asc(path)
    text = HEAD + HYBRID
    store = text.splitlines().index("    ub[PER_BLOCK - 1 - threadIdx.x] = 2 * in[i];") + 1
    copy = text.replace(sync, "").splitlines().index(
        "    asc_copy_ub2gm(out + block_idx * PER_BLOCK, ub, PER_BLOCK * sizeof(int32_t));") + 1
    assert (r.rc, r.out) == (0, "ok\n"), r.err
    assert f"hybrid_nosync.asc:{copy}: warning: PIPE_MTE3 reads UB" in r.err, r.err
    assert f"that PIPE_V wrote at {path}:{store}" in r.err, r.err
    path = tmp_path / "hybrid.asc"
    path.write_text(text)
    assert (run_asc(path).err) == ""


#: Accesses kept as runs (consecutive threads on consecutive elements) meet each other run against run.
RUN_KERNELS = {
    "read_then_shifted_write": ("int32_t v = out[threadIdx.x];\n    out[threadIdx.x + 1] = v;",
                                "writes offset 4 ", "thread (1, 0, 0) of block 0 read"),
    "write_then_shifted_write": ("out[threadIdx.x] = 1;\n    out[threadIdx.x + 1] = 2;",
                                 "writes offset 4 ", "thread (1, 0, 0) of block 0 wrote"),
    "write_then_shifted_read": ("out[threadIdx.x] = 1;\n    out[64 + threadIdx.x] = out[threadIdx.x + 1];",
                                "reads offset 4 ", "thread (1, 0, 0) of block 0 wrote"),
}


@pytest.mark.parametrize("name", sorted(RUN_KERNELS))
def test_runs_of_threads_meet_run_against_run(tmp_path: Path, name: str) -> None:
    """Thread t on element t, then thread t on element t+1: thread 0 meets thread 1's element 1 (offset 4),
    reported with both lines; the same accesses 64 elements apart are silent."""
    body, what, other = RUN_KERNELS[name]
    main = MAIN.replace("64 * 4", "192 * 4")
    kernel = "\n__global__ void k(int32_t* out)\n{\n    %s\n}\n"
    path = tmp_path / f"{name}.asc"
    path.write_text(HEAD + kernel % body + main)
    r = run_asc(path)
    first, second = HEAD.count("\n") + 4, HEAD.count("\n") + 5
    assert r.rc == 0 and f"{name}.asc:{second}: warning: race between threads: thread (0, 0, 0) of block 0 {what}" \
        in r.err, r.err
    assert other in r.err and f"{name}.asc:{first} with no asc_syncthreads" in r.err, r.err
    apart = body.replace("threadIdx.x + 1]", "threadIdx.x + 64]").replace("64 + threadIdx.x", "128 + threadIdx.x")
    path.write_text(HEAD + kernel % apart + main)
    assert run_asc(path).err == ""
