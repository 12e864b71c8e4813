"""No wait that nothing can satisfy may hang ascsim: every shape of deadlock ends promptly with a
``SyncError`` at the waiting line.

Each case runs in a child process with a hard timeout, so a regression fails the test instead of
hanging the suite. The programs are written here: a kernel body, the launch's block count, and the
line marked ``// WAIT`` (``# WAIT`` in Python) where the error must point. What satisfies a wait is
the page's rule as the project reads it (docs/semantics.md, "Cross-core flags"): the counter of an
``asc_sync_inter_*`` flag goes up once every block of the launch has arrived; that of
``asc_sync_subblock_*`` once the vector cores of the AI Core (one per AI Core here) have; the
``asc_sync_block_*``/``asc_sync_intra_*`` counters only the cube core sets, which a vector launch
does not run.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from ascsim import server

#: A deadlock must be reported well within this (a run takes a few seconds).
TIMEOUT = 60

PROGRAM = """\
#include <cstdint>
#include <iostream>
#include "c_api/asc_simd.h"
#include "acl/acl.h"

__global__ __vector__ void k(__gm__ int32_t* out)
{{
{body}
}}

int main()
{{
    aclInit(nullptr);
    aclrtSetDevice(0);
    int32_t* d = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&d), 256, ACL_MEM_MALLOC_HUGE_FIRST);
    k<<<{blocks}, 0>>>(d);
    aclrtSynchronizeDevice();
    std::cout << "launch returned" << std::endl;
    aclrtFree(d);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}}
"""

#: name -> (kernel body, block count, the flag call that waits). The waiting line is marked.
ASC_CASES: dict[str, tuple[str, int, str]] = {
    # The program: block 0 arrives and ends; block 1 waits, but has not arrived itself.
    "arriving block already ended": ("""\
    if (block_idx == 0) {
        asc_sync_inter_arrive(PIPE_S, 1);
    } else {
        asc_sync_inter_wait(PIPE_S, 1);  // WAIT
    }""", 2, "asc_sync_inter_wait(PIPE_S, 1)"),
    "one block, wait with no arrive at all": ("""\
    asc_sync_inter_wait(PIPE_S, 5);  // WAIT""", 1, "asc_sync_inter_wait(PIPE_S, 5)"),
    "every block waits on a flag nobody sets": ("""\
    asc_sync_inter_wait(PIPE_S, 3);  // WAIT""", 3, "asc_sync_inter_wait(PIPE_S, 3)"),
    "two blocks wait on each other": ("""\
    if (block_idx == 0) {
        asc_sync_inter_wait(PIPE_S, 1);  // WAIT
        asc_sync_inter_arrive(PIPE_S, 2);
    } else {
        asc_sync_inter_wait(PIPE_S, 2);
        asc_sync_inter_arrive(PIPE_S, 1);
    }""", 2, "asc_sync_inter_wait(PIPE_S, 1)"),
    "a wait in a loop, one round too many": ("""\
    int32_t rounds = block_idx == 0 ? 3 : 4;
    for (int32_t i = 0; i < rounds; ++i) {
        asc_sync_inter_arrive(PIPE_S, 7);
        asc_sync_inter_wait(PIPE_S, 7);  // WAIT
    }""", 2, "asc_sync_inter_wait(PIPE_S, 7)"),
    "the last block only waits": ("""\
    if (block_idx != 2) {
        asc_sync_inter_arrive(PIPE_MTE3, 4);
    } else {
        asc_sync_inter_wait(PIPE_MTE2, 4);  // WAIT
    }""", 3, "asc_sync_inter_wait(PIPE_MTE2, 4)"),
    "subblock: block 0 arrives and ends, block 1 waits": ("""\
    if (block_idx == 0) {
        asc_sync_subblock_arrive(PIPE_S, 2);
    } else {
        asc_sync_subblock_wait(PIPE_S, 2);  // WAIT
    }""", 2, "asc_sync_subblock_wait(PIPE_S, 2)"),
    "subblock: one block, no arrive": ("""\
    asc_sync_subblock_wait(PIPE_S, 9);  // WAIT""", 1, "asc_sync_subblock_wait(PIPE_S, 9)"),
    "block flag: only the cube core sets it": ("""\
    if (block_idx == 0) {
        asc_sync_block_arrive(PIPE_S, 1);
    } else {
        asc_sync_block_wait(PIPE_S, 1);  // WAIT
    }""", 2, "asc_sync_block_wait(PIPE_S, 1)"),
    "intra flag: only the cube core sets it": ("""\
    asc_sync_intra_arrive(PIPE_S, 1);
    asc_sync_intra_wait(PIPE_S, 1);  // WAIT""", 2, "asc_sync_intra_wait(PIPE_S, 1)"),
}

#: How a case is run: extra ``ascsim run`` options.
WAYS: dict[str, list[str]] = {
    "default": [],
    "serial": ["--jobs", "1"],
    "jobs 2": ["--jobs", "2"],
    "seed 3": ["--schedule-seed", "3"],
}


def _line_of(text: str, marker: str) -> int:
    lines = [n for n, line in enumerate(text.splitlines(), start=1) if marker in line]
    assert len(lines) == 1, f"one {marker!r} line expected"
    return lines[0]


def _write(tmp_path: Path, name: str) -> tuple[Path, int, str]:
    body, blocks, call = ASC_CASES[name]
    text = PROGRAM.format(body=body, blocks=blocks)
    path = tmp_path / "deadlock.asc"
    path.write_text(text)
    return path, _line_of(text, "// WAIT"), call


def _ascsim(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ascsim", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=TIMEOUT)


def _assert_deadlock(done: subprocess.CompletedProcess[str], where: str, call: str) -> None:
    err = done.stderr
    assert "Traceback" not in err, err
    assert done.returncode == 1, f"exit {done.returncode}:\n{err}"
    assert re.search(rf"{re.escape(where)}: error: .*deadlock", err), f"expected a deadlock at {where}:\n{err}"
    assert call in err, err
    assert "launch returned" not in done.stdout


@pytest.mark.parametrize("way", WAYS, ids=list(WAYS))
@pytest.mark.parametrize("name", ASC_CASES, ids=list(ASC_CASES))
def test_asc_deadlock_is_reported_at_the_wait(name: str, way: str, tmp_path: Path) -> None:
    path, line, call = _write(tmp_path, name)
    done = _ascsim(["run", *WAYS[way], path.name], tmp_path)
    _assert_deadlock(done, f"{path.name}:{line}", call)


def test_the_message_says_what_would_satisfy_the_wait(tmp_path: Path) -> None:
    path, line, _ = _write(tmp_path, "arriving block already ended")
    err = _ascsim(["run", path.name], tmp_path).stderr
    assert "every block of the launch has arrived at flag 1" in err, err
    assert "not arrived yet: block 1; block 1 is the waiting block: it must arrive before it waits" in err, err
    assert "1 of 2 blocks finished" in err, err


def test_mutual_waits_name_both_lines(tmp_path: Path) -> None:
    path, line, _ = _write(tmp_path, "two blocks wait on each other")
    err = _ascsim(["run", path.name], tmp_path).stderr
    assert "block 0 waits in asc_sync_inter_wait(PIPE_S, 1)" in err, err
    assert "block 1 waits in asc_sync_inter_wait(PIPE_S, 2)" in err, err
    assert f"{path.name}:{line + 3}" in err, err


# ---------------------------------------------------------------------------------------------
# A wait between the pipes of one block with no notify (asc_sync_wait): on the chip the pipe waits
# forever; the simulator runs the pipes in program order, so it reports the wait as a sync finding
# (an error under --check=error, a warning otherwise, and the run goes on) instead of waiting.

PIPE_WAIT = """\
    asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0);
    asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID3);  // WAIT"""


@pytest.mark.parametrize("mode", ["warn", "error"])
@pytest.mark.parametrize("way", ["default", "jobs 2"])
def test_a_pipe_wait_with_no_notify_ends(mode: str, way: str, tmp_path: Path) -> None:
    text = PROGRAM.format(body=PIPE_WAIT, blocks=2)
    (tmp_path / "pipes.asc").write_text(text)
    done = _ascsim(["run", f"--check={mode}", *WAYS[way], "pipes.asc"], tmp_path)
    line = _line_of(text, "// WAIT")
    severity = "error" if mode == "error" else "warning"
    assert re.search(rf"pipes\.asc:{line}: {severity}: .*asc_sync_wait\(PIPE_V, PIPE_MTE3, EVENT_ID3\).*"
                     "waits forever", done.stderr), done.stderr
    assert done.returncode == (1 if mode == "error" else 0), done.stderr


# ---------------------------------------------------------------------------------------------
# The run server: a served run reports the deadlock as the run without it does.

@pytest.fixture
def served(tmp_path: Path) -> Iterator[dict[str, str]]:
    """An environment whose runs use a server of their own, stopped afterwards."""
    sockets = tempfile.mkdtemp(prefix="ascsim-dl-")
    env = dict(os.environ, ASCSIM_SERVER="1", ASCSIM_SERVER_DIR=sockets, ASCSIM_SERVER_IDLE="120")
    saved = {k: os.environ.get(k) for k in ("ASCSIM_SERVER", "ASCSIM_SERVER_DIR")}
    os.environ.update(ASCSIM_SERVER="1", ASCSIM_SERVER_DIR=sockets)
    try:
        yield env
    finally:
        server.command("stop")
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        shutil.rmtree(sockets, ignore_errors=True)


@pytest.mark.parametrize("way", ["default", "jobs 2"])
def test_served_deadlock_is_reported(served: dict[str, str], way: str, tmp_path: Path) -> None:
    path, line, call = _write(tmp_path, "arriving block already ended")
    # The first run starts the server (and runs the program itself); the later ones are served.
    for _ in range(3):
        _assert_deadlock(_ascsim(["run", *WAYS[way], path.name], tmp_path, served), f"{path.name}:{line}", call)


# ---------------------------------------------------------------------------------------------
# Python kernels

PY_SCRIPT = """\
import sys
from ascsim import *
from ascsim.errors import SyncError

set_jobs({jobs})
set_schedule_seed({seed})


@vector_kernel
def k() -> None:
{body}


try:
    k[{blocks}]()
except SyncError as e:
    print("SYNCERROR", e.location)
    print(e.message)
    sys.exit(1)
print("launch returned")
"""

PY_CASES: dict[str, tuple[str, int, str]] = {
    "arriving block already ended": ("""\
    if int(block_idx) == 0:
        asc_sync_inter_arrive(PIPE_S, int64_t(1))
    else:
        asc_sync_inter_wait(PIPE_S, int64_t(1))  # WAIT""", 2, "asc_sync_inter_wait(PIPE_S, 1)"),
    "one block, wait with no arrive at all": ("""\
    asc_sync_inter_wait(PIPE_S, int64_t(0))  # WAIT""", 1, "asc_sync_inter_wait(PIPE_S, 0)"),
    "two blocks wait on each other": ("""\
    if int(block_idx) == 0:
        asc_sync_inter_wait(PIPE_S, int64_t(1))  # WAIT
        asc_sync_inter_arrive(PIPE_S, int64_t(2))
    else:
        asc_sync_inter_wait(PIPE_S, int64_t(2))
        asc_sync_inter_arrive(PIPE_S, int64_t(1))""", 2, "asc_sync_inter_wait(PIPE_S, 1)"),
    "a wait in a loop, one round too many": ("""\
    for _ in range(3 if int(block_idx) == 0 else 4):
        asc_sync_inter_arrive(PIPE_S, int64_t(7))
        asc_sync_inter_wait(PIPE_S, int64_t(7))  # WAIT""", 2, "asc_sync_inter_wait(PIPE_S, 7)"),
    "subblock: block 0 arrives and ends, block 1 waits": ("""\
    if int(block_idx) == 0:
        asc_sync_subblock_arrive(PIPE_S, int64_t(2))
    else:
        asc_sync_subblock_wait(PIPE_S, uint8_t(2))  # WAIT""", 2, "asc_sync_subblock_wait(PIPE_S, 2)"),
    "intra flag: only the cube core sets it": ("""\
    asc_sync_intra_wait(PIPE_S, uint8_t(1))  # WAIT""", 2, "asc_sync_intra_wait(PIPE_S, 1)"),
}


@pytest.mark.parametrize("jobs,seed", [(1, None), (2, None), (1, 5)], ids=["serial", "jobs 2", "seed 5"])
@pytest.mark.parametrize("name", PY_CASES, ids=list(PY_CASES))
def test_python_deadlock_is_reported_at_the_wait(name: str, jobs: int, seed: int | None, tmp_path: Path) -> None:
    body, blocks, call = PY_CASES[name]
    text = PY_SCRIPT.format(body=body, blocks=blocks, jobs=jobs, seed=seed)
    script = tmp_path / "deadlock_kernel.py"
    script.write_text(text)
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True,
                          timeout=TIMEOUT)
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 1, done.stdout + done.stderr
    out = done.stdout
    assert f"SYNCERROR {script}:{_line_of(text, '# WAIT')}" in out, out
    assert "deadlock" in out and call in out, out
    assert "launch returned" not in out
