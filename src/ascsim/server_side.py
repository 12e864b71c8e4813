"""The run server's side of :mod:`ascsim.server`: accept runs, fork a child per run, report its end.

The main thread accepts connections and forks the runs; each connection's request is read by a
thread of its own with a time limit, so a caller that connects and sends nothing (or too much, or
garbage) delays no one. A thread per run waits for the run's child and sends the caller the way it
ended. Every connection comes from a process of the server's own user (``SO_PEERCRED``), or it is
closed unread. Socket and lock are private to the user whatever the umask.

The answers, one line each: ``P<pid>`` (the child that runs the program), ``S<status>`` (it
exited), ``K<signal>`` (a signal killed it), ``X`` (another version of ascsim's files: the server
leaves), ``R`` (the server is leaving: try again), ``E`` (a request that is not one).
"""

from __future__ import annotations

import atexit
import json
import os
import select
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable
from typing import Any, NoReturn

from . import server

#: Seconds a caller has to send its whole request once connected.
RECEIVE_TIMEOUT = 10.0
#: The largest request taken (the caller's environment is the bulk of it).
MAX_REQUEST = 16 << 20


class BadRequest(Exception):
    """A request that is truncated, too large, not JSON or not one the server knows."""


def serve(path: str, idle: float, run: Callable[[list[str]], int], warm_up: Callable[[], None]) -> None:
    """Accept runs on ``path`` until none comes for ``idle`` seconds, the socket is replaced, or a run
    comes from another version of ascsim's files (the version of the files imported here). Each run
    is ``run(argv)`` (the ``ascsim`` command) in a forked child; ``warm_up`` imports what runs use."""
    os.close(server.open_private_dir(os.path.dirname(path)))  # PermissionError: no server here
    lock = _lock(path)
    if lock is None:
        return
    version = server._digest()
    warm_up()
    listener = _listen(path)
    ours = os.stat(path).st_ino
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # leave through the clean-up below
    state = _Server(path, version, run, listener, lock)
    try:
        state.loop(ours, idle)
    finally:
        state.leave(ours)


def _lock(path: str) -> int | None:
    """The lock that makes one server per socket (held for the life of the process); None when
    another server holds it for more than 5 s (two runs that both found none: the second leaves;
    a new one waits a little for an old one that is on its way out)."""
    # POSIX only; the server side runs only where the server does.
    import fcntl

    fd = os.open(f"{path}.lock", os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    os.fchmod(fd, 0o600)
    give_up = time.monotonic() + 5
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return fd
        except OSError:
            if time.monotonic() > give_up:
                os.close(fd)
                return None
            time.sleep(0.1)


def _listen(path: str) -> socket.socket:
    """A listening socket at ``path``, readable and writable by the user alone, put in place at once:
    a run connects to this server or to none."""
    spare = f"{path}.{os.getpid()}"
    try:
        os.unlink(spare)
    except FileNotFoundError:
        pass
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    umask = os.umask(0o177)
    try:
        listener.bind(spare)
    finally:
        os.umask(umask)
    os.chmod(spare, 0o600)
    listener.listen(64)
    listener.setblocking(False)
    os.replace(spare, path)
    return listener


class _Server:
    """The server's state, shared by the main thread and the threads of its connections."""

    def __init__(self, path: str, version: str, run: Callable[[list[str]], int], listener: socket.socket,
                 lock: int) -> None:
        self.path, self.version, self.run, self.listener, self.lock = path, version, run, listener, lock
        self.guard = threading.Lock()
        self.leaving = False
        self.ready: list[tuple[socket.socket, dict[str, Any], list[int]]] = []  # read, not yet handled
        self.conns: set[socket.socket] = set()  # every connection open here
        self.waiters: list[threading.Thread] = []
        self.running = 0
        self.served = 0
        self.last = time.monotonic()
        self.wake_r, self.wake_w = os.pipe()  # a thread wakes the main loop: a request, a run's end

    def loop(self, ours: int, idle: float) -> None:
        while True:
            readable, _, _ = select.select([self.listener.fileno(), self.wake_r], [], [], min(idle, 5.0))
            if self.wake_r in readable:
                os.read(self.wake_r, 4096)
            try:
                if os.stat(self.path).st_ino != ours:
                    return  # another server took the name
            except OSError:
                return
            if self.listener.fileno() in readable:
                self._accept()
            with self.guard:
                ready, self.ready = self.ready, []
            for conn, request, fds in ready:
                if self._handle(conn, request, fds):
                    return
            with self.guard:
                quiet = not self.running and not self.ready and time.monotonic() - self.last >= idle
            if quiet:
                return

    def _accept(self) -> None:
        try:
            conn, _ = self.listener.accept()
        except OSError:
            return  # the caller went away
        if server.peer_uid(conn) != os.getuid():
            conn.close()  # not this user's process: never read
            return
        with self.guard:
            self.conns.add(conn)
            self.last = time.monotonic()
        threading.Thread(target=self._receive, args=(conn,), daemon=True).start()

    def _receive(self, conn: socket.socket) -> None:
        """Read ``conn``'s request (a thread per connection) and queue it for the main loop."""
        try:
            request, fds = receive(conn)
        except BadRequest:
            self._answer(conn, b"E\n")
            return
        except OSError:
            self._drop(conn)
            return
        with self.guard:
            if not self.leaving:
                self.ready.append((conn, request, fds))
                os.write(self.wake_w, b".")
                return
        _close(fds)
        self._answer(conn, b"R\n")

    def _handle(self, conn: socket.socket, request: dict[str, Any], fds: list[int]) -> bool:
        """Answer one request; True when the server leaves after it."""
        if request.get("stop"):
            _close(fds)
            self._answer(conn, b"stopped\n")
            return True
        if request.get("status"):
            _close(fds)
            self._answer(conn, b"pid %d, %d run(s) served, %d running\n" % (os.getpid(), self.served,
                                                                           self.running))
            return False
        if not _valid_run(request, fds):
            _close(fds)
            self._answer(conn, b"E\n")
            return False
        if request["digest"] != self.version:
            _close(fds)
            self._answer(conn, b"X\n")
            return True
        self._fork_run(conn, request, fds)
        return False

    def _fork_run(self, conn: socket.socket, request: dict[str, Any], fds: list[int]) -> None:
        pid = os.fork()
        if not pid:
            self._child(conn, request, fds)
        _close(fds)
        with self.guard:
            self.running += 1
            self.served += 1
        waiter = threading.Thread(target=self._wait_for, args=(pid, conn), daemon=True)
        self.waiters.append(waiter)
        waiter.start()

    def _wait_for(self, pid: int, conn: socket.socket) -> None:
        """Tell the caller how its run ended (a thread per run)."""
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        self._answer(conn, b"K%d\n" % -code if code < 0 else b"S%d\n" % code)
        with self.guard:
            self.running -= 1
            self.last = time.monotonic()
        try:
            os.write(self.wake_w, b".")
        except OSError:
            pass

    def _answer(self, conn: socket.socket, line: bytes) -> None:
        try:
            conn.settimeout(RECEIVE_TIMEOUT)
            conn.sendall(line)
        except OSError:
            pass
        self._drop(conn)

    def _drop(self, conn: socket.socket) -> None:
        with self.guard:
            self.conns.discard(conn)
        conn.close()

    def leave(self, ours: int) -> None:
        """Leave the socket's name at once, tell every run not yet started to retry (its caller tries
        the next server or runs the program itself), and wait for the runs under way to end."""
        with self.guard:
            self.leaving = True
            ready, self.ready = self.ready, []
        try:
            if os.stat(self.path).st_ino == ours:
                os.unlink(self.path)
        except OSError:
            pass
        while True:  # connections in the listening queue
            try:
                conn, _ = self.listener.accept()
            except OSError:
                break
            try:
                conn.sendall(b"R\n")
            except OSError:
                pass
            conn.close()
        self.listener.close()
        os.close(self.lock)  # a successor may start now
        for conn, _, fds in ready:
            _close(fds)
            self._answer(conn, b"R\n")
        for waiter in self.waiters:
            waiter.join()

    def _child(self, conn: socket.socket, request: dict[str, Any], fds: list[int]) -> NoReturn:
        """The forked child: become the caller's process, run its command, exit with its status."""
        status = 1
        try:
            self.listener.close()
            os.close(self.lock)  # the lock is the server's, not its runs'
            for other in list(self.conns):
                if other is not conn:
                    other.close()
            keep = {conn.fileno(), *fds}
            # Whatever else the server held (the wake-up pipe, streams of requests being read):
            # another caller's stream left open here would keep its reader waiting for this run.
            for fd in _open_fds():
                if fd > 2 and fd not in keep:
                    try:
                        os.close(fd)
                    except OSError:
                        pass
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            signal.signal(signal.SIGINT, signal.default_int_handler)
            conn.settimeout(None)
            conn.sendall(b"P%d\n" % os.getpid())
            _adopt(request, fds)
            _watch(conn)
            status = self.run(list(request["argv"]))
        except SystemExit as e:  # sys.exit(None) is a success, sys.exit("text") a failure, as for Python
            if isinstance(e.code, str):
                print(e.code, file=sys.stderr)
            status = 0 if e.code is None else e.code if isinstance(e.code, int) else 1
        except BaseException as e:  # noqa: BLE001 - reported to the caller, never a traceback
            print(f"ascsim: internal error in the run server: {type(e).__name__}: {e}", file=sys.stderr)
        finally:
            try:
                atexit._run_exitfuncs()  # what a process prints as it ends (the warning count line)
            except BaseException:  # noqa: BLE001, S110 - the run is over either way
                pass
            for stream in (sys.stdout, sys.stderr):
                try:
                    stream.flush()
                except (OSError, ValueError):
                    pass
            os._exit(status & 0xFF)


def _open_fds() -> list[int]:
    """This process's open descriptors."""
    try:
        return [int(name) for name in os.listdir("/proc/self/fd")]
    except OSError:  # pragma: no cover - no /proc
        # POSIX only; the server side runs only where the server does.
        import resource

        return list(range(min(resource.getrlimit(resource.RLIMIT_NOFILE)[0], 4096)))


def _close(fds: list[int]) -> None:
    for fd in fds:
        try:
            os.close(fd)
        except OSError:
            pass


def receive(conn: socket.socket) -> tuple[dict[str, Any], list[int]]:
    """Read one request (a 4-byte length, then that much JSON) and the descriptors sent with it, all
    within :data:`RECEIVE_TIMEOUT`. BadRequest for one that is truncated, too large or not a JSON
    object (the descriptors are closed then); OSError when the caller is too slow or went away."""
    deadline = time.monotonic() + RECEIVE_TIMEOUT
    conn.settimeout(RECEIVE_TIMEOUT)
    data, fds, _, _ = socket.recv_fds(conn, 1 << 16, 3)
    try:
        if len(data) < server._HEADER.size:
            raise BadRequest("shorter than its header")
        size = server._HEADER.unpack_from(data)[0]
        if size > MAX_REQUEST:
            raise BadRequest(f"{size} bytes, more than {MAX_REQUEST}")
        chunks = [data[server._HEADER.size:]]
        received = len(chunks[0])
        while received < size:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("the request did not arrive in time")
            conn.settimeout(left)
            chunk = conn.recv(min(1 << 20, size - received))
            if not chunk:
                raise BadRequest("truncated")
            chunks.append(chunk)
            received += len(chunk)
        if received > size:
            raise BadRequest("longer than its header says")
        try:
            request = json.loads(b"".join(chunks))
        except ValueError as e:
            raise BadRequest("not JSON") from e
        if not isinstance(request, dict):
            raise BadRequest("not a JSON object")
    except BaseException:
        _close(fds)
        raise
    return request, fds


def _valid_run(request: dict[str, Any], fds: list[int]) -> bool:
    """Whether ``request`` is a run: three streams, and every field of the type the caller sends."""
    argv, env, limits = request.get("argv"), request.get("env"), request.get("limits", {})
    return (len(fds) == 3 and isinstance(request.get("digest"), str) and isinstance(argv, list)
            and all(isinstance(a, str) for a in argv)
            and isinstance(request.get("cwd"), str) and isinstance(env, dict)
            and all(isinstance(k, str) and isinstance(v, str) and "\0" not in k + v for k, v in env.items())
            and isinstance(request.get("umask"), int) and 0 <= request["umask"] <= 0o777
            and isinstance(limits, dict))


def _watch(conn: socket.socket) -> None:
    """End this child when its caller goes away (the caller sends nothing more, so the only thing
    the connection can still deliver is its end)."""

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
        # POSIX only; the server side runs only where the server does.
        import resource

        for name, (soft, hard) in dict(request.get("limits", {})).items():
            try:
                resource.setrlimit(getattr(resource, name), (soft, hard))
            except (AttributeError, TypeError, ValueError, OSError):
                pass  # above the server's own hard limit: the server's stays
    except (ImportError, TypeError, ValueError):  # pragma: no cover - not POSIX, or not a pair
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
