"""A resident ``ascsim run`` process, so that a run starts without importing the simulator again.

The first ``ascsim run`` starts a server in the background and runs its program itself. Later runs
connect to the server over a Unix socket and hand it their command line, working directory,
environment and standard streams (the file descriptors themselves). The server forks a child per
run, which has the simulator and libclang loaded already; the child runs the program on the
caller's streams and reports the exit status, which the caller exits with. Ctrl-C in the caller
stops the child.

Each run is a fork of the idle server, so no state passes from one run to the next. The socket's
name is that of the installation (the package's place and the Python that runs it); each run sends
a digest of the package's files, and a server started before an upgrade or an edit declines it and
exits (the run then starts a new server and runs its program itself). A server exits when it has
been idle for ``ASCSIM_SERVER_IDLE`` seconds (default 900). ``ASCSIM_SERVER=0`` turns the server
off (every run then starts from scratch); ``ascsim server stop`` stops the running one. A served
run imports nothing but this module and the standard library modules it names.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import socket
import stat
import struct
import sys
import tempfile
from collections.abc import Callable
from typing import Any

#: The environment variable that turns the server off ("0") and the one that places its socket.
ENABLE_ENV, DIR_ENV, IDLE_ENV = "ASCSIM_SERVER", "ASCSIM_SERVER_DIR", "ASCSIM_SERVER_IDLE"
_PACKAGE = os.path.dirname(os.path.abspath(__file__))
_HEADER = struct.Struct("<I")


def enabled() -> bool:
    """Whether runs use the server (on unless ``ASCSIM_SERVER=0``; POSIX only)."""
    return os.environ.get(ENABLE_ENV, "1") != "0" and hasattr(os, "fork") and hasattr(socket, "AF_UNIX")


def _digest() -> str:
    """A digest of every file of the package (name, size, modification time): the version served."""
    h = hashlib.sha1()
    for root, dirs, files in os.walk(_PACKAGE):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            st = os.stat(os.path.join(root, name))
            h.update(f"{root}/{name}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return h.hexdigest()


def socket_dir() -> str:
    """The directory of this user's server sockets, made private to the user on first use."""
    base = os.environ.get(DIR_ENV) or os.path.join(os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir(),
                                                   f"ascsim-{os.getuid()}")
    os.makedirs(base, mode=0o700, exist_ok=True)
    st = os.stat(base)
    if st.st_uid != os.getuid() or stat.S_IMODE(st.st_mode) & 0o077:
        raise PermissionError(f"{base} must belong to this user and be private to it")
    return base


def socket_path() -> str:
    """The socket of the server of this installation (this package run by this Python)."""
    where = hashlib.sha1(f"{sys.executable}\0{sys.version}\0{_PACKAGE}".encode()).hexdigest()[:16]
    return os.path.join(socket_dir(), f"run-{where}.sock")


# -- the caller's side ----------------------------------------------------------------------------

def run_served(argv: list[str]) -> int | None:
    """Run ``ascsim <argv>`` in the server and return its exit status; None when there is no server
    to run it (one is then started for the next run, and the caller runs the program itself)."""
    try:
        path = socket_path()
    except OSError:
        return None
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(path)
    except OSError:
        sock.close()
        _start(path)
        return None
    with sock:
        umask = os.umask(0)
        os.umask(umask)
        try:
            cwd = os.getcwd()
        except OSError:
            return None  # a directory that no longer exists: the run reports it itself
        request = json.dumps({"argv": argv, "cwd": cwd, "env": dict(os.environ), "umask": umask,
                              "limits": _limits(), "digest": _digest()}).encode()
        try:
            socket.send_fds(sock, [_HEADER.pack(len(request)) + request], [0, 1, 2])
        except OSError:
            return None  # the server went away before taking the run: run it here
        status = _await_status(sock)
    if status is None:  # the server runs an older version of ascsim: it exits, a new one starts
        _start(path)
    return status


#: Signals the caller passes on to the child that runs its program (Ctrl-C arrives as
#: KeyboardInterrupt); a caller killed outright closes the connection, which ends the child too.
_FORWARDED = ("SIGTERM", "SIGHUP", "SIGQUIT")


def _await_status(sock: socket.socket) -> int | None:
    """Wait for the child's pid and exit status; Ctrl-C and the signals of :data:`_FORWARDED` while
    waiting go to the child. None when the server declined the run (it serves another version of
    ascsim's files)."""
    reader = sock.makefile("rb")
    pid = 0
    received: list[int] = []

    def forward(signum: int, _frame: object) -> None:
        received.append(signum)
        if pid:
            os.kill(pid, signum)

    for name in _FORWARDED:
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), forward)
    while True:
        try:
            line = reader.readline()
        except KeyboardInterrupt:
            if pid:
                os.kill(pid, signal.SIGINT)
            continue
        except ConnectionResetError:
            # A server that declines a run may close before reading all of it, which resets the
            # connection: before a child started, that is a declined run.
            if not pid:
                return None
            line = b""
        if not line:
            if received:  # the child ended by the signal the caller was sent
                return 128 + received[-1]
            print("ascsim: the simulator process ended without reporting a status", file=sys.stderr)
            return 1
        if line.startswith(b"X"):
            return None
        kind, value = line[:1], int(line[1:])
        if kind == b"P":
            pid = value
        else:
            return value


#: Resource limits a served run takes from its caller (as far as the server's own allow).
_LIMITS = ("RLIMIT_AS", "RLIMIT_CPU", "RLIMIT_DATA", "RLIMIT_FSIZE", "RLIMIT_NOFILE", "RLIMIT_CORE", "RLIMIT_STACK")


def _limits() -> dict[str, list[int]]:
    try:
        import resource
    except ImportError:  # pragma: no cover - not POSIX
        return {}
    return {name: list(resource.getrlimit(getattr(resource, name))) for name in _LIMITS if hasattr(resource, name)}


def _start(path: str) -> None:
    """Start a server for ``path`` in the background (its own session; no terminal, no streams)."""
    import subprocess

    try:
        subprocess.Popen([sys.executable, "-m", "ascsim.server_process", path], start_new_session=True,
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         close_fds=True)
    except OSError:
        pass  # no server: every run starts from scratch, as with ASCSIM_SERVER=0


def _ask(what: str) -> bytes | None:
    """Send the request ``what`` to this version's server; its answer, or None without a server."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(socket_path())
    except OSError:
        sock.close()
        return None
    with sock:
        request = json.dumps({what: True}).encode()
        socket.send_fds(sock, [_HEADER.pack(len(request)) + request], [])
        return sock.makefile("rb").readline()


def command(action: str) -> int:
    """``ascsim server status|stop``."""
    if not enabled():
        print(f"ascsim: the run server is off ({ENABLE_ENV}=0)")
        return 0
    answer = _ask(action)
    if answer is None:
        print("ascsim: no run server is running")
    elif action == "stop":
        print("ascsim: run server stopped")
    else:
        print(f"ascsim: run server {answer.decode().strip()} on {socket_path()}")
    return 0


# -- the server's side ----------------------------------------------------------------------------

def serve(path: str, idle: float, run: Callable[[list[str]], int], warm_up: Callable[[], None]) -> None:
    """Accept runs on ``path`` until none comes for ``idle`` seconds, the socket is replaced, or a run
    comes from another version of ascsim's files (the version of the files imported here). Each run
    is ``run(argv)`` (the ``ascsim`` command) in a forked child; ``warm_up`` imports what runs use."""
    import fcntl
    import select
    import time

    # One server per socket: a second one started at the same moment (two runs that both found
    # none) leaves, and a new one waits a little for an old one that is on its way out.
    lock = open(f"{path}.lock", "w")  # noqa: SIM115 - held for the life of the process
    give_up = time.monotonic() + 5
    while True:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            break
        except OSError:
            if time.monotonic() > give_up:
                return
            time.sleep(0.1)
    version = _digest()
    warm_up()
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    spare = f"{path}.{os.getpid()}"
    listener.bind(spare)
    listener.listen(16)
    os.replace(spare, path)  # atomically: a run connects to this server or to none
    ours = os.stat(path).st_ino
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the system
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # leave through the clean-up below
    served = 0
    last = time.monotonic()
    try:
        while True:
            ready, _, _ = select.select([listener], [], [], min(idle, 30.0))
            try:
                if os.stat(path).st_ino != ours:
                    return  # another server took the name
            except OSError:
                return
            if not ready:
                if time.monotonic() - last >= idle:
                    return
                continue
            last = time.monotonic()
            try:
                conn, _ = listener.accept()
                request, fds = _receive(conn)
            except OSError:
                continue  # a caller that went away before its request arrived
            with conn:
                if request.get("stop"):
                    conn.sendall(b"stopped\n")
                    return
                if request.get("status"):
                    conn.sendall(b"pid %d, %d run(s) served\n" % (os.getpid(), served))
                    continue
                if request.get("digest") != version:
                    conn.sendall(b"X\n")
                    for fd in fds:
                        os.close(fd)
                    return
                if fds:
                    _fork_run(conn, listener, request, fds, run)
                    served += 1
    finally:
        try:
            if os.stat(path).st_ino == ours:
                os.unlink(path)
        except OSError:
            pass


def _receive(conn: socket.socket) -> tuple[dict[str, Any], list[int]]:
    data, fds, _, _ = socket.recv_fds(conn, 1 << 16, 3)
    if len(data) < _HEADER.size:
        return {}, fds
    size = _HEADER.unpack_from(data)[0]
    chunks = [data[_HEADER.size:]]
    received = len(chunks[0])
    while received < size:
        chunk = conn.recv(min(1 << 20, size - received))
        if not chunk:
            break
        chunks.append(chunk)
        received += len(chunk)
    try:
        request = json.loads(b"".join(chunks))
    except ValueError:
        request = {}
    return (request if isinstance(request, dict) else {}), fds


def _fork_run(conn: socket.socket, listener: socket.socket, request: dict[str, Any], fds: list[int],
              run: Callable[[list[str]], int]) -> None:
    pid = os.fork()
    if pid:
        for fd in fds:
            os.close(fd)
        return
    status = 1
    try:
        listener.close()
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        conn.sendall(b"P%d\n" % os.getpid())
        _adopt(request, fds)
        _watch(conn)
        status = run(list(request["argv"]))
    except SystemExit as e:  # sys.exit(None) is a success, sys.exit("text") a failure, as for Python
        status = 0 if e.code is None else e.code if isinstance(e.code, int) else 1
    except BaseException as e:  # noqa: BLE001 - reported to the caller, never a traceback
        print(f"ascsim: internal error in the run server: {type(e).__name__}: {e}", file=sys.stderr)
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                pass
        try:
            conn.sendall(b"S%d\n" % (status & 0xFF))
        finally:
            os._exit(status & 0xFF)


def _watch(conn: socket.socket) -> None:
    """End this child when its caller goes away (the caller sends nothing more, so the only thing
    the connection can still deliver is its end)."""
    import threading

    def wait_for_the_end() -> None:
        try:
            conn.recv(1)
        except OSError:
            pass
        os.kill(os.getpid(), signal.SIGKILL)

    threading.Thread(target=wait_for_the_end, daemon=True).start()


def _adopt(request: dict[str, Any], fds: list[int]) -> None:
    """Make this child look like the caller: its streams, directory, environment, umask, resource
    limits and argv."""
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    os.umask(int(request["umask"]))
    try:
        import resource

        for name, (soft, hard) in dict(request.get("limits", {})).items():
            try:
                resource.setrlimit(getattr(resource, name), (soft, hard))
            except (AttributeError, ValueError, OSError):
                pass  # above the server's own hard limit: the server's stays
    except ImportError:  # pragma: no cover - not POSIX
        pass
    sys.stdin = open(0, closefd=False)  # noqa: SIM115 - the process's own stream
    sys.stdout = open(1, "w", closefd=False)  # noqa: SIM115 - line-buffered when a terminal, as at start-up
    sys.stderr = open(2, "w", closefd=False, buffering=1)  # noqa: SIM115
    sys.argv = ["ascsim", *request["argv"]]


def detach() -> None:
    """Leave the starting process's streams: nothing of the server writes to the caller's terminal."""
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    os.close(null)
