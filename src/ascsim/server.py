"""A resident ``ascsim run`` process, so that a run starts without importing the simulator again.

The first ``ascsim run`` starts a server in the background and runs its program itself. Later runs
connect to the server over a Unix socket and hand it their command line, working directory,
environment and standard streams (the file descriptors themselves). The server forks a child per
run, which has the simulator and libclang loaded already; the child runs the program on the
caller's streams, and the server reports how it ended (an exit status, or the signal that killed
it), which the caller ends with in the same way. Ctrl-C and the signals of :data:`_FORWARDED` in the
caller go to the child at once.

Only the user's own processes take part: the socket lives in a directory private to the user,
opened without following links, and each end checks the other's user id on the connected socket
(``SO_PEERCRED``); a run that finds anything else runs in its own process. The server starts
isolated (``python -I``, working directory ``/``), so nothing of the first caller's directory is
imported into it.

Each run is a fork of the idle server, so no state passes from one run to the next. The socket's
name is that of the installation (the package's place and the Python that runs it); each run sends
a digest of the package's files, and a server started before an upgrade or an edit declines it and
exits (the run then starts a new server and runs its program itself). A server that leaves tells
the runs waiting for it to retry. A server exits when it has been idle for ``ASCSIM_SERVER_IDLE``
seconds (default 900). ``ASCSIM_SERVER=0`` (or false, no, off) turns the server off; ``ascsim
server stop`` stops the running one. The server's side is :mod:`ascsim.server_side`; a served run
imports nothing but this module and the standard library modules it names.
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
import time
from typing import NoReturn

#: The environment variable that turns the server off ("0") and the one that places its socket.
ENABLE_ENV, DIR_ENV, IDLE_ENV = "ASCSIM_SERVER", "ASCSIM_SERVER_DIR", "ASCSIM_SERVER_IDLE"
#: The spellings of ``ASCSIM_SERVER`` that turn the server off (any case).
OFF = ("0", "false", "no", "off")
_PACKAGE = os.path.dirname(os.path.abspath(__file__))
_HEADER = struct.Struct("<I")
#: What :func:`_await_status` returns when the server left before taking the run: try again.
RETRY = -1
#: The exit status of a run stopped by Ctrl-C (``ascsim.cli.INTERRUPTED``, which a test compares).
INTERRUPTED = 130
#: How often a run tries the server again after it was told to retry, before running by itself.
_ATTEMPTS = 5


def enabled() -> bool:
    """Whether runs use the server (on unless ``ASCSIM_SERVER`` is one of :data:`OFF`; POSIX only)."""
    return (os.environ.get(ENABLE_ENV, "1").strip().lower() not in OFF and hasattr(os, "fork")
            and hasattr(socket, "AF_UNIX"))


def _digest() -> str:
    """A digest of every file of the package (name, size, modification time): the version served."""
    h = hashlib.sha1()
    for root, dirs, files in os.walk(_PACKAGE):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            st = os.stat(os.path.join(root, name))
            h.update(f"{root}/{name}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return h.hexdigest()


def _base() -> str:
    return os.environ.get(DIR_ENV) or os.path.join(os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir(),
                                                   f"ascsim-{os.getuid()}")


def open_private_dir(path: str) -> int:
    """A descriptor of the directory ``path``, made on first use; PermissionError unless it is a real
    directory (not a link to one) of this user that no one else may enter."""
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        pass
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    except OSError as e:  # ELOOP for a link, ENOTDIR for anything else
        raise PermissionError(f"{path} must be a directory of this user, not a link ({e.strerror})") from e
    st = os.fstat(fd)
    if st.st_uid != os.getuid() or stat.S_IMODE(st.st_mode) & 0o077:
        os.close(fd)
        raise PermissionError(f"{path} must belong to this user and be private to it (mode 0700)")
    return fd


def socket_dir() -> str:
    """The directory of this user's server sockets, made private to the user on first use."""
    base = _base()
    os.close(open_private_dir(base))
    return base


def _name() -> str:
    where = hashlib.sha1(f"{sys.executable}\0{sys.version}\0{_PACKAGE}".encode()).hexdigest()[:16]
    return f"run-{where}.sock"


def socket_path() -> str:
    """The socket of the server of this installation (this package run by this Python)."""
    return os.path.join(socket_dir(), _name())


def peer_uid(sock: socket.socket) -> int | None:
    """The user id of the process at the other end of the Unix socket ``sock`` (None where the
    system does not tell)."""
    try:
        creds = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    except (AttributeError, OSError):
        return None
    return int(struct.unpack("3i", creds)[1])


class Untrusted(Exception):
    """The server's socket is not this user's own: it is not used."""


def _connect() -> socket.socket:
    """A connection to this user's own server. FileNotFoundError or ConnectionRefusedError when
    there is none, :class:`Untrusted` (or PermissionError for the directory) when the socket or
    its directory is not the user's own."""
    fd = open_private_dir(_base())
    try:
        # Through the checked descriptor: the name is not looked up again, so the directory
        # cannot be swapped between the check and the connect.
        via = f"/proc/self/fd/{fd}"
        where = os.path.join(via if os.path.isdir(via) else _base(), _name())
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.connect(where)
        except OSError:
            sock.close()
            raise
    finally:
        os.close(fd)
    if peer_uid(sock) != os.getuid():
        sock.close()
        raise Untrusted(f"the process behind {os.path.join(_base(), _name())} is not this user's")
    return sock


def _warn(reason: object) -> None:
    print(f"ascsim: not using the run server: {reason}", file=sys.stderr)


# -- the caller's side ----------------------------------------------------------------------------

def run_served(argv: list[str]) -> int | None:
    """Run ``ascsim <argv>`` in the server and return its exit status; None when there is no server
    to run it (one is then started for the next run, and the caller runs the program itself). A run
    the server ends with a signal ends the caller with the same signal."""
    for attempt in range(_ATTEMPTS):
        status = _run_once(argv)
        if status != RETRY:
            return status
        time.sleep(0.05 * (attempt + 1))  # the server is leaving: its successor may be starting
    return None


def _run_once(argv: list[str]) -> int | None:
    try:
        sock = _connect()
    except (FileNotFoundError, ConnectionRefusedError):
        _start()
        return None
    except (PermissionError, Untrusted) as e:
        _warn(e)
        return None
    except OSError:
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
            return RETRY  # the server went away before taking the run
        status = _await_status(sock)
    if status is None:  # the server runs an older version of ascsim: it exits, a new one starts
        _start()
    return status


#: Signals the caller passes on to the child that runs its program (Ctrl-C arrives as
#: KeyboardInterrupt); a caller killed outright closes the connection, which ends the child too.
_FORWARDED = ("SIGTERM", "SIGHUP", "SIGQUIT")


class _Signalled(Exception):
    """A forwarded signal came before the child that would take it."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _await_status(sock: socket.socket) -> int | None:
    """Wait for the child's pid and its end; Ctrl-C and the signals of :data:`_FORWARDED` while
    waiting go to the child. The exit status; None when the server declined the run (it serves
    another version of ascsim's files); :data:`RETRY` when the server left before the run started."""
    reader = sock.makefile("rb")
    pid = 0
    received: list[int] = []

    def forward(signum: int, _frame: object) -> None:
        received.append(signum)
        if not pid:
            raise _Signalled(signum)
        os.kill(pid, signum)

    previous = {}
    for name in _FORWARDED:
        if hasattr(signal, name):
            number = getattr(signal, name)
            previous[number] = signal.signal(number, forward)
    try:
        while True:
            try:
                line = reader.readline(64)
            except KeyboardInterrupt:
                if pid:
                    os.kill(pid, signal.SIGINT)
                    continue
                print("ascsim: interrupted", file=sys.stderr)  # as the run itself says it
                return INTERRUPTED
            except OSError:  # a reset connection: the server left
                line = b""
            kind, value = line[:1], line[1:].strip()
            if kind == b"P" and value.isdigit() and not pid:
                pid = int(value)
                continue
            if kind == b"S" and value.isdigit() and pid:
                return int(value) & 0xFF
            if kind == b"K" and value.isdigit() and pid:
                _die_by(int(value))
            if kind == b"X" and not pid:
                return None
            if not pid:  # "R", an unknown answer or the end before the run started
                return RETRY
            if received:  # the child ended by the signal the caller was sent
                _die_by(received[-1])
            print("ascsim: the simulator process ended without reporting a status", file=sys.stderr)
            return 1
    except _Signalled as e:
        _die_by(e.signum)
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


def _die_by(signum: int) -> NoReturn:
    """End this process with the signal ``signum``, as the process that ran the program ended (a
    shell then shows 128 + signum); exit with 128 + signum where the signal does not end it."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    try:
        signal.signal(signum, signal.SIG_DFL)
    except (OSError, ValueError):
        pass  # SIGKILL and SIGSTOP keep their action anyway
    try:
        os.kill(os.getpid(), signum)
    except (OSError, ValueError):
        pass
    os._exit(128 + signum)


#: Resource limits a served run takes from its caller (as far as the server's own allow).
_LIMITS = ("RLIMIT_AS", "RLIMIT_CPU", "RLIMIT_DATA", "RLIMIT_FSIZE", "RLIMIT_NOFILE", "RLIMIT_CORE", "RLIMIT_STACK")


def _limits() -> dict[str, list[int]]:
    try:
        # The caller side imports little: it starts in a few milliseconds.
        import resource
    except ImportError:  # pragma: no cover - not POSIX
        return {}
    return {name: list(resource.getrlimit(getattr(resource, name))) for name in _LIMITS if hasattr(resource, name)}


def _start() -> None:
    """Start a server in the background: its own session, no terminal and no streams, isolated from
    the caller's directory and Python settings (``-I``: the package is found where it is
    installed, never in the working directory or ``PYTHONPATH``)."""
    # The caller side imports little: it starts in a few milliseconds.
    import subprocess

    try:
        path = socket_path()
        subprocess.Popen([sys.executable, "-I", "-m", "ascsim.server_process", path], cwd="/",
                         start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, close_fds=True)
    except OSError:
        pass  # no server: every run starts from scratch, as with ASCSIM_SERVER=0


def _ask(what: str) -> bytes | None:
    """Send the request ``what`` to this version's server; its answer, or None without a server."""
    try:
        sock = _connect()
    except (PermissionError, Untrusted) as e:
        _warn(e)
        return None
    except OSError:
        return None
    with sock:
        request = json.dumps({what: True}).encode()
        try:
            socket.send_fds(sock, [_HEADER.pack(len(request)) + request], [])
            return sock.makefile("rb").readline(256) or None
        except OSError:
            return None


def command(action: str) -> int:
    """``ascsim server status|stop``."""
    if not enabled():
        print(f"ascsim: the run server is off ({ENABLE_ENV}={os.environ.get(ENABLE_ENV, '')})")
        return 0
    answer = _ask(action)
    if answer is None:
        print("ascsim: no run server is running")
    elif action == "stop":
        print("ascsim: run server stopped")
    else:
        print(f"ascsim: run server {answer.decode(errors='replace').strip()} on {socket_path()}")
    return 0
