"""Scattered accesses checked at once (:mod:`ascsim.runtime.hazard_scatter`) find what the page-by-page
check of their pieces finds, and what the rule says: a far-apart element one block reads and another
writes, unordered, is a race reported with both lines; other elements are silent."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from frontend.asc_run import run_asc
from hypothesis import given, settings
from hypothesis import strategies as st

from ascsim.runtime import check, hazard_scatter
from ascsim.runtime.hazard import _NP, _PAGE, Tracker
from ascsim.runtime.memory import Allocation
from ascsim.runtime.simt_memory import _spans

from .test_hazard_runs import _first_conflict

SIZE = 3 * _PAGE + 64


@st.composite
def _accesses(draw, syncs: bool = False):
    """Accesses by 3 blocks: (block, pipe, kind, elements, size, learns, scattered). Elements lie near page
    boundaries (so pieces meet across pages); ``scattered`` ones go through the at-once path, the others
    through the page-by-page path, piece by piece (pages the former made per-byte included)."""
    out = []
    for _ in range(draw(st.integers(2, 10))):
        size = draw(st.sampled_from([1, 2, 4, 8]))
        spots = draw(st.lists(st.tuples(st.integers(0, 3), st.integers(-16, 15)), min_size=1, max_size=6))
        elems = sorted({max(0, min(SIZE - 8, p * _PAGE + d)) // size * size for p, d in spots})
        pipe = 2 if syncs else draw(st.integers(0, 3))
        learns = draw(st.lists(st.integers(0, 2), max_size=2)) if syncs else []
        out.append((draw(st.integers(0, 2)), pipe, draw(st.sampled_from("rwa")), np.array(elems, np.int64), size,
                    learns, draw(st.booleans())))
    return out


def _findings(accesses, at_once: bool, dense_max: int = hazard_scatter.DENSE_MAX_BYTES) -> list[str]:
    """The findings of the accesses in turn, each from a line of its own; ``at_once``: the scattered ones
    through :func:`hazard_scatter.check_blocks` (which keeps allocations over ``dense_max`` bytes in runs),
    else all piece by piece as before."""
    saved, hazard_scatter.DENSE_MAX_BYTES = hazard_scatter.DENSE_MAX_BYTES, dense_max
    tracker = Tracker()
    alloc = Allocation("gm", 0x1000, np.zeros(SIZE, np.uint8), "a test buffer", track_init=False)
    know = [np.zeros((_NP, 3 * _NP), np.int64) for _ in range(3)]
    previous = check.set_mode("warn")
    check.CHECKER.findings.clear()
    check.CHECKER._seen.clear()
    try:
        with check.output(lambda line: None):
            for k, (block, pipe, kind, elems, size, learns, scattered) in enumerate(accesses):
                for other in learns:
                    np.maximum(know[block][pipe], know[other][pipe], out=know[block][pipe])
                know[block][pipe, block * _NP + pipe] = k + 1
                where = f"t.asc:{k}"
                if at_once and scattered:
                    b = hazard_scatter.bytes_of(elems, size)
                    hazard_scatter.check_blocks(tracker, alloc, b, kind, block, pipe, k + 1, know[block], where)
                    continue
                for lo, lanes in _spans(elems, size):
                    tracker._blocks(alloc, lo, lo + lanes.size, kind, None if lanes.all() else lanes, block, pipe,
                                    k + 1, know[block], where)
        return [f.message for f in check.CHECKER.findings]
    finally:
        hazard_scatter.DENSE_MAX_BYTES = saved
        check.CHECKER.findings.clear()
        check.CHECKER._seen.clear()
        check.set_mode(previous)


def _as_history(accesses):
    """The accesses as :func:`test_hazard_runs._first_conflict` takes them: one byte range with lanes each."""
    out = []
    for block, pipe, kind, elems, size, learns, _ in accesses:
        b = hazard_scatter.bytes_of(elems, size)
        lanes = np.zeros(int(b[-1]) + 1 - int(b[0]), np.bool_)
        lanes[b - b[0]] = True
        out.append((block, pipe, kind, int(b[0]), int(b[-1]) + 1, lanes, learns))
    return out


@settings(max_examples=300, deadline=None)
@given(_accesses())
def test_at_once_finds_what_piece_by_piece_finds(accesses) -> None:
    """Same findings, word for word (bytes, blocks, pipes, lines), in the same order; also for an allocation
    too large for the per-byte record, whose scattered accesses then go piece by piece."""
    expected = _findings(accesses, False)
    assert _findings(accesses, True) == expected
    assert _findings(accesses, True, dense_max=0) == expected


@settings(max_examples=300, deadline=None)
@given(_accesses(syncs=True))
def test_at_once_honours_what_blocks_know_of_each_other(accesses) -> None:
    """With waits between blocks, still the same findings; and the first is the first conflict of the history."""
    found = _findings(accesses, True)
    assert found == _findings(accesses, False)
    first, blocks = _first_conflict(_as_history(accesses))
    if first is None:
        assert found == []
    else:
        named = re.search(r"\(block (\d+),", found[0])
        assert named is not None and int(named.group(1)) in blocks


def test_scattered_threads_make_one_statement_of_few_operations() -> None:
    """Elements a page and more apart, or many in one page, go at once; a contiguous run or a few
    elements of one page go piece by piece."""
    assert hazard_scatter.scattered(np.array([0, 4 * _PAGE, 2 * _PAGE], np.int64), 4) is not None
    assert hazard_scatter.scattered(np.arange(0, 64 * 8, 8, dtype=np.int64), 4) is not None
    assert hazard_scatter.scattered(np.arange(0, 64 * 4, 4, dtype=np.int64)[::-1].copy(), 4) is None
    assert hazard_scatter.scattered(np.array([0, 8, 64], np.int64), 4) is None


PROGRAM = r"""
#include <cstdint>
#include <cstdio>
#include "acl/acl.h"
#include "c_api/asc_simd.h"
#include "simt_api/asc_simt.h"

constexpr uint32_t N = 1u << 20;     // int32 elements: 4 MiB of GM
constexpr uint32_t STRIDE = 16384;   // a thread's element is 64 KiB past the previous thread's

__simt_vf__ __launch_bounds__(64) inline void probe(__gm__ int32_t* table, __gm__ int32_t* out, uint32_t block)
{
    if (block == 0) {
        out[threadIdx.x] = table[threadIdx.x * STRIDE];
    } else {
        WRITE;
    }
}

__global__ __vector__ void k(__gm__ int32_t* table, __gm__ int32_t* out)
{
    asc_vf_call<probe>(dim3(64), table, out, block_idx);
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    int32_t *table = nullptr, *out = nullptr;
    aclrtMalloc((void**)&table, N * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc((void**)&out, 64 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemset(table, N * 4, 0, N * 4);
    k<<<2, nullptr, stream>>>(table, out);
    aclrtSynchronizeStream(stream);
    int32_t host[64];
    aclrtMemcpy(host, sizeof(host), out, sizeof(host), ACL_MEMCPY_DEVICE_TO_HOST);
    printf("ok\n");
    aclrtFree(table);
    aclrtFree(out);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""

#: Block 1's write: one thread on one element, or every thread on an element of its own (scattered too).
WRITES = {
    "one_thread_hits": ("if (threadIdx.x == 0) table[37 * STRIDE] = 7", 37 * 16384),
    "one_thread_misses": ("if (threadIdx.x == 0) table[37 * STRIDE + 1] = 7", None),
    "all_threads_one_hits": ("table[threadIdx.x * STRIDE + (threadIdx.x == 37 ? 0 : 2)] = 7", 37 * 16384),
    "all_threads_miss": ("table[threadIdx.x * STRIDE + 2] = 7", None),
}


@pytest.mark.parametrize("name", sorted(WRITES))
def test_a_far_apart_element_read_and_written_by_two_blocks(tmp_path: Path, name: str) -> None:
    """Block 0's 64 threads read elements 64 KiB apart; block 1 writes one of them (a race: reported at the
    write's line, naming block 0's read line and the element's 4 bytes) or elements none of them read
    (silent)."""
    write, hit = WRITES[name]
    text = PROGRAM.replace("WRITE", write)
    path = tmp_path / f"{name}.asc"
    path.write_text(text)
    r = run_asc(path)
    assert (r.rc, r.out) == (0, "ok\n"), r.err
    if hit is None:
        assert r.err == ""
        return
    lines = text.splitlines()
    read = lines.index("        out[threadIdx.x] = table[threadIdx.x * STRIDE];") + 1
    wrote = lines.index(f"        {write};") + 1
    found = re.search(rf"{name}\.asc:{wrote}: warning: block 1 writes GM \[0x([0-9a-f]+), 0x([0-9a-f]+)\) "
                      r"\(aclrtMalloc\(4194304\) at GM 0x([0-9a-f]+)[^)]*\) that another block \(block 0, PIPE_V at "
                      rf"[^)]*{name}\.asc:{read}\) read", r.err)
    assert found is not None, r.err
    lo, hi, base = (int(g, 16) for g in found.groups())
    assert (lo - base, hi - base) == (4 * hit, 4 * hit + 4)
    assert r.err.count("warning") == 1, r.err


PIPES = r"""
#include <cstdint>
#include <cstdio>
#include "acl/acl.h"
#include "c_api/asc_simd.h"
#include "simt_api/asc_simt.h"

constexpr uint32_t N = 1u << 20;
constexpr uint32_t STRIDE = 16384;

__simt_vf__ __launch_bounds__(64) inline void spread(__gm__ int32_t* table)
{
    table[threadIdx.x * STRIDE] = threadIdx.x;
}

__global__ __vector__ void k(__gm__ int32_t* table, __gm__ int32_t* out)
{
    __ubuf__ int32_t ub[64];
    asc_vf_call<spread>(dim3(64), table);
    asc_sync_notify(PIPE_V, PIPE_MTE2, EVENT_ID0);
    asc_sync_wait(PIPE_V, PIPE_MTE2, EVENT_ID0);
    asc_copy_gm2ub(ub, table + 37 * STRIDE, 64 * sizeof(int32_t));
    asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    asc_copy_ub2gm(out, ub, 64 * sizeof(int32_t));
}

int main()
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    int32_t *table = nullptr, *out = nullptr;
    aclrtMalloc((void**)&table, N * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc((void**)&out, 64 * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemset(table, N * 4, 0, N * 4);
    k<<<1, nullptr, stream>>>(table, out);
    aclrtSynchronizeStream(stream);
    int32_t host[64];
    aclrtMemcpy(host, sizeof(host), out, sizeof(host), ACL_MEMCPY_DEVICE_TO_HOST);
    printf(host[0] == 37 && host[1] == 0 ? "ok\n" : "wrong\n");
    aclrtFree(table);
    aclrtFree(out);
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


def test_a_copy_of_an_element_far_apart_threads_wrote_needs_the_pipe_sync(tmp_path: Path) -> None:
    """A SIMT VF's threads write elements 64 KiB apart (the V pipe); an MTE2 copy reads 256 bytes from one of
    them: without the V -> MTE2 flag the copy is reported at its line, naming the VF's store line and that
    element's 4 bytes (the only ones both touch); with the flag, silent."""
    sync = "    asc_sync_notify(PIPE_V, PIPE_MTE2, EVENT_ID0);\n    asc_sync_wait(PIPE_V, PIPE_MTE2, EVENT_ID0);\n"
    assert sync in PIPES
    path = tmp_path / "spread.asc"
    path.write_text(PIPES)
    r = run_asc(path)
    assert (r.rc, r.out, r.err) == (0, "ok\n", "")
    text = PIPES.replace(sync, "")
    path.write_text(text)
    r = run_asc(path)
    lines = text.splitlines()
    store = lines.index("    table[threadIdx.x * STRIDE] = threadIdx.x;") + 1
    copy = lines.index("    asc_copy_gm2ub(ub, table + 37 * STRIDE, 64 * sizeof(int32_t));") + 1
    found = re.search(rf"spread\.asc:{copy}: warning: PIPE_MTE2 reads GM \[0x([0-9a-f]+), 0x([0-9a-f]+)\) "
                      r"\(aclrtMalloc\(4194304\) at GM 0x([0-9a-f]+)[^)]*\) that PIPE_V wrote at "
                      rf"[^ ]*spread\.asc:{store},", r.err)
    assert (r.rc, r.out) == (0, "ok\n") and found is not None, r.err
    lo, hi, base = (int(g, 16) for g in found.groups())
    assert (lo - base, hi - base) == (4 * 37 * 16384, 4 * 37 * 16384 + 4)


@pytest.mark.parametrize("name", ["one_thread_hits", "all_threads_one_hits", "all_threads_miss"])
def test_blocks_in_two_processes_find_what_one_process_finds(tmp_path: Path, name: str) -> None:
    """With ``--jobs 2`` the blocks run in workers, which send their scattered accesses to the parent for
    the cross-block check: the same output as ``--jobs 1``."""
    path = tmp_path / f"{name}.asc"
    path.write_text(PROGRAM.replace("WRITE", WRITES[name][0]))
    runs = [subprocess.run([sys.executable, "-m", "ascsim", "run", f"--jobs={jobs}", path.name], capture_output=True,
                           text=True, timeout=300, cwd=tmp_path, env=dict(os.environ, ASCSIM_SERVER="0"))
            for jobs in (1, 2)]
    serial, par = ((r.returncode, r.stdout, r.stderr) for r in runs)
    assert serial[:2] == (0, "ok\n") and ("warning" in serial[2]) == (WRITES[name][1] is not None), serial
    assert par == serial
