"""The run server (`ascsim.server`): a served `ascsim run` behaves as one that starts from scratch."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from ascsim import cli, server
from ascsim.runtime import check

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the run server needs fork and Unix sockets")

PROGRAM = r"""#include <cstdio>
#include <cstdlib>
#include "data_utils.h"
int main(int argc, char** argv)
{
    const char* who = getenv("ASCSIM_TEST_WHO");
    printf("%d %s %s\n", argc, argc > 1 ? argv[1] : "-", who ? who : "nobody");
    fprintf(stderr, "to stderr\n");
    char c = 0;
    size_t size = 0;
    bool ok = ReadFile("data.txt", size, &c, 1);
    printf("first byte %d\n", ok ? c : -1);
    return 3;
}
"""

LOOP = "int main() { volatile unsigned n = 0; for (;;) { ++n; } }\n"


@pytest.fixture
def served(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:
    """An environment whose runs use a server of their own (a short private directory: socket paths
    are limited to about 100 bytes); the server is stopped afterwards."""
    sockets = tempfile.mkdtemp(prefix="ascsim-test-")
    env = dict(os.environ, ASCSIM_SERVER="1", ASCSIM_SERVER_DIR=sockets, ASCSIM_SERVER_IDLE="120",
               ASCSIM_TEST_WHO="tester")
    monkeypatch.setenv("ASCSIM_SERVER", "1")
    monkeypatch.setenv("ASCSIM_SERVER_DIR", sockets)
    try:
        yield env
    finally:
        server.command("stop")
        shutil.rmtree(sockets, ignore_errors=True)


def _run(args: list[str], cwd: Path, env: dict[str, str], **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ascsim", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=120, **kw)  # type: ignore[call-overload]


def _wait_for_server(timeout: float = 60.0) -> None:
    path = server.socket_path()
    deadline = time.monotonic() + timeout
    while not os.path.exists(path):
        assert time.monotonic() < deadline, "the run server did not start"
        time.sleep(0.05)


def test_served_run_is_the_same_run(served: dict[str, str], tmp_path: Path) -> None:
    (tmp_path / "p.asc").write_text(PROGRAM)
    (tmp_path / "data.txt").write_text("A")
    direct = _run(["run", "p.asc", "--", "arg"], tmp_path, dict(served, ASCSIM_SERVER="0"))

    first = _run(["run", "p.asc", "--", "arg"], tmp_path, served)  # no server yet: runs here, starts one
    _wait_for_server()
    second = _run(["run", "p.asc", "--", "arg"], tmp_path, served)
    for done in (first, second):
        assert (done.returncode, done.stdout, done.stderr) == (direct.returncode, direct.stdout, direct.stderr)
    assert direct.stdout.startswith("2 arg tester\nfirst byte 65\n")

    status = _run(["server", "status"], tmp_path, served)
    assert "1 run(s) served" in status.stdout, status.stdout
    # The served child takes the caller's environment, directory and options.
    (tmp_path / "data.txt").write_text("B")
    third = _run(["run", "--check=off", "p.asc"], tmp_path, dict(served, ASCSIM_TEST_WHO="other"))
    assert third.stdout.startswith("1 - other\nfirst byte 66\n") and third.returncode == 3
    assert third.stderr == "to stderr\n"
    # A kernel program: launches, GM, the checker and --jobs workers (forks of the served child).
    kernel = str(Path(__file__).parents[1] / "examples" / "double_buffer_add.asc")
    alone = _run(["run", kernel, "--jobs", "2"], tmp_path, dict(served, ASCSIM_SERVER="0"))
    again = _run(["run", kernel, "--jobs", "2"], tmp_path, served)
    assert (again.returncode, again.stdout, again.stderr) == (alone.returncode, alone.stdout, alone.stderr)
    assert alone.returncode == 0 and "[Success]" in alone.stdout
    assert "3 run(s) served" in _run(["server", "status"], tmp_path, served).stdout


def test_ctrl_c_stops_the_served_run(served: dict[str, str], tmp_path: Path) -> None:
    (tmp_path / "loop.asc").write_text(LOOP)
    _run(["server", "status"], tmp_path, served)
    server._start()
    _wait_for_server()
    proc = subprocess.Popen([sys.executable, "-m", "ascsim", "run", "loop.asc"], cwd=tmp_path, env=served,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(1.5)  # let the child start the loop
    assert proc.poll() is None
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == cli.INTERRUPTED and "ascsim: interrupted" in err, (out, err)
    assert "1 run(s) served" in _run(["server", "status"], tmp_path, served).stdout


def test_server_commands_without_a_server(served: dict[str, str], tmp_path: Path) -> None:
    assert "no run server is running" in _run(["server", "status"], tmp_path, served).stdout
    assert "no run server is running" in _run(["server", "stop"], tmp_path, served).stdout
    off = _run(["server", "status"], tmp_path, dict(served, ASCSIM_SERVER="0"))
    assert "off" in off.stdout


def test_private_socket_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o777)
    shared.chmod(0o777)
    monkeypatch.setenv("ASCSIM_SERVER_DIR", str(shared))
    with pytest.raises(PermissionError):
        server.socket_dir()
    assert server.run_served(["run", "x.asc"]) is None  # such a directory is never used


def test_check_modes_match_the_command_line() -> None:
    assert cli.CHECK_MODES == check.MODES


def _server_pid(tmp_path: Path, env: dict[str, str]) -> int:
    words = _run(["server", "status"], tmp_path, env).stdout.split()
    return int(words[words.index("pid") + 1].rstrip(","))


def test_a_server_of_other_files_declines_and_is_replaced(served: dict[str, str], tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    server._start()
    _wait_for_server()
    old = _server_pid(tmp_path, served)
    with monkeypatch.context() as m:  # a caller whose package files differ from the server's
        m.setattr(server, "_digest", lambda: "another version of the files")
        assert server.run_served(["run", "p.asc"]) is None
    deadline = time.monotonic() + 60
    while True:  # the old server has left; the one the declined run started takes its place
        try:
            if _server_pid(tmp_path, served) != old:
                break
        except ValueError:
            pass
        assert time.monotonic() < deadline, "no new run server"
        time.sleep(0.1)


def test_one_server_per_socket_and_a_clean_exit(served: dict[str, str], tmp_path: Path) -> None:
    path = server.socket_path()
    both = [subprocess.Popen([sys.executable, "-m", "ascsim.server_process", path], env=served) for _ in range(2)]
    try:
        _wait_for_server()
        deadline = time.monotonic() + 60
        while all(p.poll() is None for p in both):  # the second to take the lock gives up
            assert time.monotonic() < deadline, "two servers on one socket"
            time.sleep(0.1)
        (left,) = [p for p in both if p.poll() is None]
        assert _server_pid(tmp_path, served) == left.pid
        left.terminate()  # SIGTERM: the server removes its socket on the way out
        assert left.wait(timeout=60) == 0
        assert not os.path.exists(path)
    finally:
        for p in both:
            if p.poll() is None:
                p.kill()


def _children(pid: int) -> list[int]:
    """Processes whose parent is ``pid`` (Linux /proc)."""
    kids = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as fh:
                    fields = fh.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid and fields[0] != "Z":
                kids.append(int(entry))
    return kids


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads /proc")
@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL], ids=["terminated", "killed"])
def test_the_served_run_ends_with_its_caller(served: dict[str, str], tmp_path: Path, how: int) -> None:
    (tmp_path / "loop.asc").write_text(LOOP)
    server._start()
    _wait_for_server()
    pid = _server_pid(tmp_path, served)
    proc = subprocess.Popen([sys.executable, "-m", "ascsim", "run", "loop.asc"], cwd=tmp_path, env=served,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not _children(pid):  # the child that runs the loop
        assert time.monotonic() < deadline, "the run never started"
        time.sleep(0.05)
    time.sleep(0.5)
    proc.send_signal(how)
    _, err = proc.communicate(timeout=60)
    # As without the server: the caller ends by the signal it was sent (a shell shows 128 + N).
    assert proc.returncode == -how, err
    while _children(pid):
        assert time.monotonic() < deadline + 60, "the served run outlived its caller"
        time.sleep(0.05)


def test_a_served_run_takes_the_callers_limits(served: dict[str, str], tmp_path: Path) -> None:
    (tmp_path / "loop.asc").write_text(LOOP)
    server._start()
    _wait_for_server()
    # One second of CPU: the kernel stops the served child as it would stop the caller itself.
    limited = subprocess.run(["sh", "-c", f"ulimit -t 1; exec {sys.executable} -m ascsim run loop.asc"],
                             cwd=tmp_path, env=served, capture_output=True, text=True, timeout=120)
    assert limited.returncode != 0
    assert "1 run(s) served" in _run(["server", "status"], tmp_path, served).stdout


def test_a_connection_reset_before_the_run_started_is_a_retry() -> None:
    # A server that leaves with the request unread resets the connection (ECONNRESET on Linux):
    # the caller tries again (the next server, or the program itself), never a traceback.
    caller, server_end = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    with caller:
        caller.sendall(b"a request the server never reads")
        server_end.close()
        assert server._await_status(caller) == server.RETRY
