"""The run server (`ascsim.server`): a served `ascsim run` behaves as one that starts from scratch."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from ascsim import cli, server, server_side
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
def endless() -> Iterator[list[subprocess.Popen[str]]]:
    """The runs of the endless loop a test starts: killed at its end, should the test fail before it
    ended them (a run the server did not take runs the loop itself, for ever)."""
    runs: list[subprocess.Popen[str]] = []
    yield runs
    for proc in runs:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()


def _endless_run(cwd: Path, env: dict[str, str], runs: list[subprocess.Popen[str]]) -> subprocess.Popen[str]:
    """``ascsim run loop.asc`` started in ``cwd``, and kept in ``runs``."""
    proc = subprocess.Popen([sys.executable, "-m", "ascsim", "run", "loop.asc"], cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    runs.append(proc)
    return proc


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


def test_ctrl_c_stops_the_served_run(served: dict[str, str], tmp_path: Path,
                                     endless: list[subprocess.Popen[str]]) -> None:
    (tmp_path / "loop.asc").write_text(LOOP)
    _run(["server", "status"], tmp_path, served)
    server._start()
    _wait_for_server()
    proc = _endless_run(tmp_path, served, endless)
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
    assert server.INTERRUPTED == cli.INTERRUPTED  # the caller's side says it without importing the cli


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


@pytest.mark.exhaustive  # slow (an end-to-end acceptance check): CI's second step runs it
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
def test_the_served_run_ends_with_its_caller(served: dict[str, str], tmp_path: Path, how: int,
                                             endless: list[subprocess.Popen[str]]) -> None:
    (tmp_path / "loop.asc").write_text(LOOP)
    server._start()
    _wait_for_server()
    pid = _server_pid(tmp_path, served)
    proc = _endless_run(tmp_path, served, endless)
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


# -- the server is the user's own and never blocks on one client -----------------------------------

TRIVIAL = "int main() { return 0; }\n"


def _start_and_wait(tmp_path: Path, env: dict[str, str]) -> int:
    """A running server (its pid), warmed up by one served run."""
    server._start()
    _wait_for_server()
    (tmp_path / "trivial.asc").write_text(TRIVIAL)
    assert _run(["run", "trivial.asc"], tmp_path, env).returncode == 0
    return _server_pid(tmp_path, env)


def _served_count() -> int:
    """How many runs the server of the test's socket directory has served."""
    answer = server._ask("status")
    assert answer is not None, "no run server"
    words = answer.decode().split()
    return int(words[words.index("run(s)") - 1])


@pytest.mark.parametrize("value, on", [("0", False), ("false", False), ("No", False), (" OFF ", False),
                                       ("1", True), ("yes", True), ("", True)])
def test_server_switch_spellings(monkeypatch: pytest.MonkeyPatch, value: str, on: bool) -> None:
    monkeypatch.setenv("ASCSIM_SERVER", value)
    assert server.enabled() is on


def test_a_link_in_place_of_the_socket_directory_is_never_followed(served: dict[str, str], tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # A server runs in a private directory; the run's directory name is a link to it (what an
    # attacker flips between a private directory and his own): the run does not connect through it.
    _start_and_wait(tmp_path, served)
    real = served["ASCSIM_SERVER_DIR"]
    link = tmp_path / "link"
    link.symlink_to(real)
    before = sorted(os.listdir(real))
    monkeypatch.setenv("ASCSIM_SERVER_DIR", str(link))
    with pytest.raises(PermissionError, match="not a link"):
        server.socket_dir()
    assert server.run_served(["run", "trivial.asc"]) is None  # runs in its own process
    monkeypatch.setenv("ASCSIM_SERVER_DIR", real)
    assert _served_count() == 1
    linked = _run(["run", "trivial.asc"], tmp_path, dict(served, ASCSIM_SERVER_DIR=str(link)))
    assert linked.returncode == 0 and "not using the run server" in linked.stderr
    assert sorted(os.listdir(real)) == before  # nothing was made through the link
    assert _served_count() == 1


def test_a_server_of_another_user_is_refused(served: dict[str, str], tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    # Tests run as one user: the other user's process behind the socket is simulated by the peer
    # credentials the client reads.
    _start_and_wait(tmp_path, served)
    monkeypatch.setattr(server, "peer_uid", lambda sock: os.getuid() + 1)
    assert server.run_served(["run", "trivial.asc"]) is None
    assert "is not this user's" in capsys.readouterr().err
    monkeypatch.undo()
    monkeypatch.setenv("ASCSIM_SERVER_DIR", served["ASCSIM_SERVER_DIR"])
    assert _served_count() == 1  # the run never reached it


def test_the_server_closes_a_connection_of_another_user_unread(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    sockets = tempfile.mkdtemp(prefix="ascsim-test-")
    try:
        path = os.path.join(sockets, "s.sock")
        listener = server_side._listen(path)
        assert stat.S_IMODE(os.stat(path).st_mode) == 0o600  # whatever the umask
        state = server_side._Server(path, "v", lambda argv: 0, listener, os.open(os.devnull, os.O_RDONLY))
        client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        client.connect(path)
        monkeypatch.setattr(server, "peer_uid", lambda sock: os.getuid() + 1)
        state._accept()
        client.settimeout(10)
        assert client.recv(16) == b""  # closed, nothing read or answered
        assert not state.conns and not state.ready
        client.close()
        listener.close()
    finally:
        shutil.rmtree(sockets, ignore_errors=True)


def test_a_module_in_the_first_runs_directory_is_not_imported_by_the_server(served: dict[str, str],
                                                                            tmp_path: Path) -> None:
    # A hashlib.py next to the program: the server (which imports hashlib) must take the standard one.
    (tmp_path / "hashlib.py").write_text(f"open({str(tmp_path / 'taken')!r}, 'w').close()\n"
                                         "raise ImportError('not the standard hashlib')\n")
    (tmp_path / "p.asc").write_text(PROGRAM)
    isolated = [sys.executable, "-I", "-m", "ascsim", "run", "p.asc"]  # the caller itself ignores it
    first = subprocess.run(isolated, cwd=tmp_path, env=served, capture_output=True, text=True, timeout=120)
    _wait_for_server()
    second = subprocess.run(isolated, cwd=tmp_path, env=served, capture_output=True, text=True, timeout=120)
    for done in (first, second):
        assert done.returncode == 3 and done.stdout.startswith("1 - tester\n"), done.stderr
    assert _served_count() == 1
    assert not (tmp_path / "taken").exists()


def _send_raw(payload: bytes, fds: list[int] | None = None) -> bytes:
    """Send ``payload`` to the running server, then read its answer until it closes."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(server_side.RECEIVE_TIMEOUT + 20)
        sock.connect(server.socket_path())
        if payload or fds:
            socket.send_fds(sock, [payload or b"\0"], fds or [])
        sock.shutdown(socket.SHUT_WR)
        answer = b""
        while chunk := sock.recv(4096):
            answer += chunk
        return answer


def test_protocol_fuzz(served: dict[str, str], tmp_path: Path) -> None:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    pid = _start_and_wait(tmp_path, served)
    header = server._HEADER.pack
    requests = st.one_of(
        st.binary(max_size=64),  # garbage, shorter than a header or not
        st.binary(max_size=200).map(lambda b: header(len(b) + 50) + b),  # truncated
        st.integers(server_side.MAX_REQUEST + 1, 2**32 - 1).map(header),  # oversized
        st.binary(max_size=200).map(lambda b: header(len(b)) + b),  # framed garbage
        st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                     lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                                 max_size=3),
                     max_leaves=8).map(lambda v: json.dumps(v).encode()).map(lambda b: header(len(b)) + b),
    )

    @settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
    @given(requests, st.booleans())
    def one(payload: bytes, with_fds: bool) -> None:
        r, w = os.pipe()
        try:
            answer = _send_raw(payload, [r, w, r] if with_fds else None)
        finally:
            os.close(r)
            os.close(w)
        assert answer in (b"", b"E\n"), answer

    one()
    assert _server_pid(tmp_path, served) == pid  # still the same server, and it still serves
    done = _run(["run", "trivial.asc"], tmp_path, served)
    assert done.returncode == 0 and _served_count() == 2


def _timed_run(tmp_path: Path, env: dict[str, str]) -> float:
    started = time.monotonic()
    assert _run(["run", "trivial.asc"], tmp_path, env).returncode == 0
    return time.monotonic() - started


def test_an_idle_connection_does_not_delay_other_runs(served: dict[str, str], tmp_path: Path) -> None:
    _start_and_wait(tmp_path, served)
    alone = min(_timed_run(tmp_path, served) for _ in range(2))
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as idle:
        idle.connect(server.socket_path())  # connects and sends nothing
        time.sleep(0.2)
        beside = min(_timed_run(tmp_path, served) for _ in range(2))
        assert _served_count() == 5
    assert beside - alone < 1.0, (alone, beside)


@pytest.mark.exhaustive  # slow (an end-to-end acceptance check): CI's second step runs it
@pytest.mark.skipif(shutil.which("timeout") is None, reason="needs timeout(1)")
def test_timeout_ends_a_served_endless_loop_at_once(served: dict[str, str], tmp_path: Path) -> None:
    _start_and_wait(tmp_path, served)
    (tmp_path / "loop.asc").write_text(LOOP)
    started = time.monotonic()
    done = subprocess.run(["timeout", "5", sys.executable, "-m", "ascsim", "run", "loop.asc"], cwd=tmp_path,
                          env=served, capture_output=True, text=True, timeout=120)
    took = time.monotonic() - started
    assert done.returncode == 124 and "Traceback" not in done.stderr, done.stderr
    assert 5.0 <= took < 6.0, took
    assert _served_count() == 2


@pytest.mark.exhaustive  # slow (an end-to-end acceptance check): CI's second step runs it
def test_runs_racing_a_server_stop_all_run(served: dict[str, str], tmp_path: Path) -> None:
    (tmp_path / "p.asc").write_text(PROGRAM)
    (tmp_path / "data.txt").write_text("A")
    _start_and_wait(tmp_path, served)
    runs = [subprocess.Popen([sys.executable, "-m", "ascsim", "run", "p.asc", "--", str(i)], cwd=tmp_path,
                             env=served, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for i in range(18)]
    time.sleep(0.5)
    assert "stopped" in _run(["server", "stop"], tmp_path, served).stdout
    for i, proc in enumerate(runs):
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 3, err
        assert out.startswith(f"2 {i} tester\nfirst byte 65\n") and err == "to stderr\n", (out, err)


SIGNALLED = r"""#include <csignal>
#include <cstdio>
int main() { std::printf("before\n"); std::fflush(stdout); std::raise(SIGTERM); return 0; }
"""


@pytest.mark.parametrize("program, check_mode", [
    (Path(__file__).parent / "asc_bad" / "uninit_ub_read.asc", "warn"),  # findings: the closing count line
    (Path(__file__).parent / "asc_bad" / "uninit_ub_read.asc", "error"),  # exit 1 at the finding
    (None, "warn"),  # the program killed by a signal: 128 + N
], ids=["warnings", "error", "signal"])
def test_exit_status_and_warning_line_are_those_of_a_run_without_server(served: dict[str, str], tmp_path: Path,
                                                                        program: Path | None,
                                                                        check_mode: str) -> None:
    if program is None:
        program = tmp_path / "signalled.asc"
        program.write_text(SIGNALLED)
    _start_and_wait(tmp_path, served)
    args = ["run", f"--check={check_mode}", str(program)]
    alone = _run(args, tmp_path, dict(served, ASCSIM_SERVER="0"))
    through = _run(args, tmp_path, served)
    assert (through.returncode, through.stdout, through.stderr) == (alone.returncode, alone.stdout, alone.stderr)
    assert _served_count() == 2
    expected = {"warnings": 0, "error": 1, "signal": 128 + signal.SIGTERM}
    assert alone.returncode == expected["signal" if program.name == "signalled.asc" else
                                        "warnings" if check_mode == "warn" else "error"]
    if check_mode == "warn" and program.name != "signalled.asc":
        assert re.search(r"^ascsim: \d+ warnings? \(", alone.stderr, re.M), alone.stderr


def test_a_served_run_killed_by_a_signal_ends_its_caller_by_that_signal(
        served: dict[str, str], tmp_path: Path, endless: list[subprocess.Popen[str]]) -> None:
    (tmp_path / "loop.asc").write_text(LOOP)
    pid = _start_and_wait(tmp_path, served)
    proc = _endless_run(tmp_path, served, endless)
    deadline = time.monotonic() + 60
    while not _children(pid):
        assert time.monotonic() < deadline, "the run never started"
        time.sleep(0.05)
    time.sleep(0.5)
    for child in _children(pid):
        os.kill(child, signal.SIGKILL)  # as the kernel's OOM killer would
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == -signal.SIGKILL, err  # a run without the server dies the same way
