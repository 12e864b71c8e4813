"""Blocks on several processes: the same GM results and the same diagnostics as a serial run."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from ascsim import *
from ascsim import acl, errors
from ascsim.runtime import check, parallel

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="parallel blocks need fork")

ROOT = Path(__file__).resolve().parent


@pytest.fixture(autouse=True)
def device() -> Iterator[None]:
    check.set_mode("warn")
    check.CHECKER.findings.clear()
    check.CHECKER._seen.clear()
    acl.init()
    acl.rt.set_device(0)
    yield
    set_jobs(1)
    with check.mode("off"):
        acl.finalize()
    check.CHECKER.findings.clear()


def gm(nbytes: int) -> int:
    ptr, _ = acl.rt.malloc(nbytes, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    host = np.zeros(nbytes, np.uint8)
    acl.rt.memcpy(ptr, nbytes, acl.util.numpy_to_ptr(host), nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    return int(ptr)


def back(ptr: int, nbytes: int) -> np.ndarray:
    host = np.zeros(nbytes, np.uint8)
    acl.rt.memcpy(acl.util.numpy_to_ptr(host), nbytes, ptr, nbytes, acl.ACL_MEMCPY_DEVICE_TO_HOST)
    return host


@simd_vf
def fill(buf: Any, value: int) -> None:
    asc_storealign(buf, vector_uint8_t(np.full(256, value, np.uint8)), asc_create_mask_b8(PAT_ALL))


@vector_kernel
def stamp(out: gm_ptr[uint8_t], pids: gm_ptr[uint32_t], overlap: int, pause: float, first: float) -> None:
    """Each block writes its index over 256 bytes; with ``overlap`` the last block reuses block 0's range.
    Each block takes ``pause`` seconds more (block 0 ``first``), so that every child gets blocks."""
    b = int(block_idx)
    time.sleep(first if b == 0 else pause)
    buf = ub_array(uint8_t, 256)
    fill(buf, 10 + b)
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0)
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0)
    slot = 0 if (overlap and b == int(block_num) - 1) else b
    asc_copy_ub2gm_align(out + slot * 256, buf, 256)
    pids[b] = os.getpid()  # which process ran the block (a scalar GM store)


def run(jobs: int, overlap: int, blocks: int = 6, pause: float = 0.0,
        first: float | None = None) -> tuple[np.ndarray, list[str], list[int]]:
    """The launch's GM output, checker lines, and the process that ran each block."""
    set_jobs(jobs)
    check.CHECKER.findings.clear()
    check.CHECKER._seen.clear()
    out, pids = gm(256 * blocks), gm(4 * blocks)
    lines: list[str] = []
    with check.output(lines.append):
        stamp[blocks](out, pids, overlap, pause, pause if first is None else first)
    return back(out, 256 * blocks), lines, back(pids, 4 * blocks).view(np.uint32).tolist()


def test_same_results_as_serial_and_really_parallel() -> None:
    serial, serial_lines, serial_pids = run(1, overlap=0)
    par, par_lines, par_pids = run(3, overlap=0, pause=0.2)
    np.testing.assert_array_equal(par, serial)
    assert serial.reshape(6, 256)[:, 0].tolist() == [10, 11, 12, 13, 14, 15]
    assert serial_lines == par_lines == []
    assert set(serial_pids) == {os.getpid()}
    # Each of the launch's tasks forks this process, one task per thread: three children.
    assert len(set(par_pids)) == 3 and os.getpid() not in par_pids, "three forked processes ran the blocks"


def test_a_slow_child_takes_fewer_blocks() -> None:
    """The children take chunks from one queue: while block 0's child waits, the others run the rest."""
    _, _, pids = run(2, overlap=0, blocks=12, pause=0.02, first=2.0)
    # The first chunk is a quarter of the blocks (half an even share of two children): 0, 1 and 2.
    assert len(set(pids[:3])) == 1, "the first chunk's blocks ran in one child"
    assert pids[0] not in pids[3:], "block 0 took as long as the nine others: its child took no more"
    assert len(set(pids[3:])) == 1 and os.getpid() not in pids


def test_chunks_of_1920_blocks_for_two_children() -> None:
    """Half an even share of what is left each (1920 / 4 = 480, then 1440 / 4 = 360, ...), never under
    1920 / (2 x 64) = 15 blocks."""
    runs = parallel.guided_chunks(range(1920), 2)
    assert [len(r) for r in runs] == [480, 360, 270, 203, 152, 114, 86, 64, 48, 36, 27, 20, 15, 15, 15, 15]
    assert [b for r in runs for b in r] == list(range(1920))


@pytest.mark.parametrize(("blocks", "threads"), [(1, 2), (12, 2), (1920, 8), (10**6, 2), (5000, 64), (10**7, 64)])
def test_chunks_shrink_and_cover_the_blocks_in_order(blocks: int, threads: int) -> None:
    runs = parallel.guided_chunks(range(7, 7 + blocks), threads)
    assert [b for run in runs for b in run] == list(range(7, 7 + blocks))
    sizes = [len(r) for r in runs]
    assert sizes == sorted(sizes, reverse=True) and len(runs) <= parallel.MAX_CHUNKS
    assert sizes[0] == -(-blocks // (2 * threads))  # the first: half an even share
    assert sizes[-1] <= max(1, blocks // (threads * 32), -(-blocks // parallel.MAX_CHUNKS))  # the last: small


@pytest.mark.parametrize("broken", ["fork", "cluster"])
def test_without_children_or_cluster_the_launch_runs_serially(broken: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """No process left to fork, or a local cluster that cannot start: the same results, from this process."""
    from ascsim.runtime import cluster

    def refuse(*args: object) -> Any:
        raise OSError(11, "Resource temporarily unavailable")

    serial, _, _ = run(1, overlap=0)
    monkeypatch.setattr(os, "fork", refuse) if broken == "fork" else monkeypatch.setattr(cluster, "local_client",
                                                                                         refuse)
    par, lines, pids = run(3, overlap=0)
    np.testing.assert_array_equal(par, serial)
    assert lines == [] and set(pids) == {os.getpid()}


def test_a_race_between_workers_is_reported_like_serial() -> None:
    """Block 5 (the last worker) overwrites block 0's range (the first worker's)."""
    serial, serial_lines, _ = run(1, overlap=1)
    par, par_lines, _ = run(2, overlap=1)
    np.testing.assert_array_equal(par, serial)  # the later block wins, as in order
    assert serial.reshape(6, 256)[0, 0] == 15
    assert len(serial_lines) == 1 and "another block" in serial_lines[0]
    # The two runs use different allocations, so only the addresses may differ.
    assert [re.sub(r"0x[0-9a-f]+", "0x?", line) for line in par_lines] == \
        [re.sub(r"0x[0-9a-f]+", "0x?", line) for line in serial_lines]


def test_an_error_in_a_worker_is_raised_at_its_line() -> None:
    @vector_kernel
    def kernel(out: gm_ptr[uint8_t]) -> None:
        buf = ub_array(uint8_t, 256)
        if int(block_idx) == 3:
            asc_copy_ub2gm_align(out + 4096, buf, 256)  # past the allocation
        asc_sync()

    set_jobs(2)
    with pytest.raises(errors.MemoryAccessError) as info:
        kernel[4](gm(1024))
    assert info.value.location and info.value.location.startswith(__file__)
    assert "past the end" in str(info.value) or "not inside" in str(info.value)


def asc(path: Path, jobs: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ascsim", "run", f"--jobs={jobs}", str(path)], capture_output=True,
                          text=True, timeout=120, cwd=path.parent)


@pytest.mark.parametrize("program", ["asc/multiblock_tail.asc", "asc_bad/multiblock_gm_overlap.asc"])
def test_ascsim_run_jobs_matches_serial(program: str) -> None:
    serial, par = asc(ROOT / program, 1), asc(ROOT / program, 4)
    assert (par.returncode, par.stdout, par.stderr) == (serial.returncode, serial.stdout, serial.stderr)


def test_a_1920_block_launch_on_the_local_cluster_matches_serial() -> None:
    """The acceptance launch: 1,920 blocks on two threads of the local Dask cluster, as `--jobs 1`."""
    program = ROOT.parent / "benchmarks" / "programs" / "blocks.asc"
    runs = [subprocess.run([sys.executable, "-m", "ascsim", "run", f"--jobs={jobs}", str(program), "-DBLOCKS=1920"],
                           capture_output=True, text=True, timeout=120, cwd=ROOT,
                           env=dict(os.environ, ASCSIM_SERVER="0")) for jobs in (1, 2)]
    serial, par = ((r.returncode, r.stdout, r.stderr) for r in runs)
    assert serial == (0, "0 wrong\n", "")
    assert par == serial


PRINTING_KERNEL = """#include <cstdint>
#include <cstdio>
#include "c_api/asc_simd.h"
#include "acl/acl.h"
__global__ __vector__ void kernel(__gm__ uint8_t* gm)
{
    printf("block %d\\n", (int)block_idx);
    gm[block_idx] = (uint8_t)(block_idx + 1);
}
int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    uint8_t* dev = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&dev), 4, ACL_MEM_MALLOC_HUGE_FIRST);
    kernel<<<4, 0>>>(dev);
    uint8_t host[4];
    aclrtMemcpy(host, 4, dev, 4, ACL_MEMCPY_DEVICE_TO_HOST);
    printf("%d %d %d %d\\n", host[0], host[1], host[2], host[3]);
    aclrtFree(dev);
    aclFinalize();
    return 0;
}
"""


def test_a_kernel_that_prints_runs_serially(tmp_path: Path) -> None:
    program = tmp_path / "printing.asc"
    program.write_text(PRINTING_KERNEL)
    done = asc(program, 4)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "block 0\nblock 1\nblock 2\nblock 3\n1 2 3 4\n"
    assert done.stderr == ""


@pytest.mark.parametrize("define", ["COUNTER", "THROUGH_POINTER"])
def test_a_kernel_that_changes_global_state_runs_serially(define: str) -> None:
    program = ROOT / "asc" / "multiblock_host_state.asc"
    runs = [subprocess.run([sys.executable, "-m", "ascsim", "run", f"--jobs={jobs}", f"-D{define}", str(program)],
                           capture_output=True, text=True, timeout=120) for jobs in (1, 4)]
    assert runs[0].returncode == 0 and runs[0].stderr == ""
    assert (runs[1].returncode, runs[1].stdout, runs[1].stderr) == (0, runs[0].stdout, "")
    # Block 1 sees the counter at 2 and block 7 at 8; block 7 adds block 6's 60 to its 70.
    assert runs[0].stdout == {"COUNTER": "out 2 8\n", "THROUGH_POINTER": "out 10 130\n"}[define]


@pytest.fixture
def handoff_at_once(monkeypatch: pytest.MonkeyPatch) -> list[range]:
    """``--jobs auto`` that hands a launch's blocks to workers after its first block; the ranges handed."""
    from ascsim.runtime import kernel, parallel

    handed: list[range] = []
    real = parallel.run_blocks

    def recording(blocks: range, *args: Any) -> None:
        handed.append(blocks)
        real(blocks, *args)

    monkeypatch.setattr(kernel, "HANDOFF_SECONDS", 0.0)
    monkeypatch.setattr(parallel, "run_blocks", recording)
    return handed


@pytest.mark.parametrize("program, defines, handed", [
    ("asc/multiblock_tail.asc", (), True),
    ("asc_bad/multiblock_gm_overlap.asc", (), False),  # 2 blocks: one left after the first, no gain
    ("asc/blocks_handoff.asc", (), False),  # its first block waits: the launch stays here
    ("asc/blocks_atomic_sum.asc", (), True),  # GM atomics: the workers give up, the rest runs here
    ("asc/multiblock_host_state.asc", ("COUNTER",), True),  # global state: the same
    ("asc/multiblock_host_state.asc", ("THROUGH_POINTER",), True),
])
def test_auto_jobs_hand_off_the_blocks_left_with_serial_results(program: str, defines: tuple[str, ...], handed: bool,
                                                               handoff_at_once: list[range]) -> None:
    import io

    from ascsim.frontend import run_file

    def run() -> tuple[int, str, str]:
        out, err = io.BytesIO(), io.BytesIO()
        rc = run_file(str(ROOT / program), defines, stdout=out, stderr=err)
        check.CHECKER._seen.clear()
        # Each run in this process allocates GM at new addresses; the messages are otherwise the same.
        return rc, out.getvalue().decode(), re.sub(r"0x[0-9a-f]+", "0x?", err.getvalue().decode())

    serial = run()
    set_jobs("auto")
    assert run() == serial
    assert [r.start for r in handoff_at_once] == ([1] if handed else [])


def test_set_jobs_auto_and_back() -> None:
    from ascsim.runtime.jobs import machine_cores

    assert set_jobs("auto") == 1
    assert set_jobs(3) == "auto"
    assert set_jobs(1) == 3
    assert machine_cores() >= 1
    with pytest.raises(errors.AscValueError):
        set_jobs("many")


@vector_kernel
def restore(out: gm_ptr[uint8_t]) -> None:
    """Block 0 writes 7 over its 256 bytes; the last block writes them back to 0, their old value."""
    b = int(block_idx)
    if b not in (0, int(block_num) - 1):
        return
    buf = ub_array(uint8_t, 256)
    fill(buf, 7 if b == 0 else 0)
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0)
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0)
    asc_copy_ub2gm_align(out, buf, 256)


def test_a_later_block_writing_the_old_value_still_wins() -> None:
    """A worker ships every byte its blocks wrote, not only the bytes whose value changed."""
    results = []
    for jobs in (1, 2):
        set_jobs(jobs)
        out = gm(256)
        with check.output(lambda line: None):
            restore[4](out)
        results.append(back(out, 256))
    assert results[0].tolist() == results[1].tolist() == [0] * 256


def test_a_warmed_up_cluster_serves_the_launch() -> None:
    """The cluster started on a background thread is the one the launch uses: two threads, results as serial."""
    from ascsim.runtime import cluster

    cluster.shutdown()  # whatever an earlier test left: this one starts its own
    cluster.warm_up(2)
    client = cluster.local_client(2)  # waits for the start under way
    assert sum(client.nthreads().values()) == 2
    serial, _, _ = run(1, overlap=0)
    par, lines, pids = run(2, overlap=0, pause=0.2)
    np.testing.assert_array_equal(par, serial)
    assert lines == [] and len(set(pids)) == 2 and os.getpid() not in pids
    assert cluster.local_client(2) is client, "no second cluster was started"


def test_no_warm_up_for_a_cluster_by_address_or_one_thread() -> None:
    import threading

    from ascsim.runtime import cluster

    cluster.shutdown()
    before = set(threading.enumerate())
    previous = cluster.set_cluster("tcp://127.0.0.1:9")
    try:
        cluster.warm_up(2)
    finally:
        cluster.set_cluster(previous)
    cluster.warm_up(1)
    assert set(threading.enumerate()) == before and not cluster._LOCAL


@pytest.mark.parametrize("text, status", [("int main() { return 0; }\n", 0), ("int main() { return }\n", 2)])
def test_a_run_that_ends_before_the_cluster_started_ends_cleanly(tmp_path: Path, text: str, status: int) -> None:
    """`--jobs 2` starts the cluster at once; a run done first waits for it and closes it, saying
    nothing more than `--jobs 1` (which starts no cluster)."""
    program = tmp_path / "short.asc"
    program.write_text(text)
    runs = [subprocess.run([sys.executable, "-m", "ascsim", "run", f"--jobs={jobs}", str(program)],
                           capture_output=True, text=True, timeout=120, env=dict(os.environ, ASCSIM_SERVER="0"))
            for jobs in (1, 2)]
    assert runs[0].returncode == status and runs[0].stdout == ""
    assert (status == 0) == (runs[0].stderr == "")
    assert (runs[1].returncode, runs[1].stdout, runs[1].stderr) == (runs[0].returncode, runs[0].stdout, runs[0].stderr)


@pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="--jobs auto is one process on one processor")
def test_auto_runs_warm_up_after_a_run_that_went_parallel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """A run whose launch went to the cluster leaves a note; the next run of the program starts the
    cluster early; a run that stayed in its process removes the note, and the next one does not."""
    from ascsim import cli
    from ascsim.runtime import cluster, kernel

    monkeypatch.setenv("ASCSIM_CACHE", str(tmp_path))
    warmed: list[int] = []
    monkeypatch.setattr(cluster, "warm_up", warmed.append)
    program = str(ROOT / "asc" / "multiblock_tail.asc")

    def run(handoff: float) -> list[str]:
        monkeypatch.setattr(kernel, "HANDOFF_SECONDS", handoff)
        assert cli.main(["run", "--jobs", "auto", program]) == 0
        capsys.readouterr()
        return sorted(p.name for p in (tmp_path / "parallel").glob("*")) if (tmp_path / "parallel").exists() else []

    assert len(run(0.0)) == 1 and warmed == [], "the first run went parallel and left a note; no early start"
    assert run(1e9) == [] and warmed == [len(os.sched_getaffinity(0))], "the second started early, stayed here"
    assert run(1e9) == [] and len(warmed) == 1, "no note: no early start"


def test_blocks_with_too_many_accesses_to_send_back_run_serially(monkeypatch: pytest.MonkeyPatch) -> None:
    """A child that would keep more access records than it may send back stops: the launch runs in this
    process, with the results of a serial run."""
    from ascsim.runtime import parallel

    serial, _, _ = run(1, overlap=0)
    monkeypatch.setattr(parallel, "MAX_RECORDS", 1)
    par, lines, pids = run(2, overlap=0)
    np.testing.assert_array_equal(par, serial)
    assert lines == [] and set(pids) == {os.getpid()}


def test_blocks_whose_child_grows_too_much_run_serially(monkeypatch: pytest.MonkeyPatch) -> None:
    """A child whose memory grows past the limit stops: the launch runs in this process, as serially."""
    from ascsim.runtime import parallel

    serial, _, _ = run(1, overlap=0)
    monkeypatch.setattr(parallel, "MAX_GROWTH", -1)
    par, lines, pids = run(2, overlap=0)
    np.testing.assert_array_equal(par, serial)
    assert lines == [] and set(pids) == {os.getpid()}
