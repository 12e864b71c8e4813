"""The C++ compiler that builds a program's host part, and the cache of what it built.

The compiler is ``$CXX``, else the first of ``c++``, ``g++``, ``clang++`` on ``PATH``, else the clang
that the ``ziglang`` package ships. A build is kept under the cache directory by the hash of
everything that goes into it, so an unchanged program is not compiled again.
"""

from __future__ import annotations

import hashlib
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from functools import lru_cache

from ..clangutil import INCLUDE_DIR

RUNTIME_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "host_runtime.cpp")
HOST_PRELUDE = "__ascsim_host.h"
#: The headers the host runtime includes from ascsim's include directory (its build depends on them).
RUNTIME_HEADERS = ("acl/acl.h", "c_api/utils/types.h", "tiling/platform/platform_ascendc.h", "platform/soc_spec.h")
#: Sanitizers of a checked build: the host-side counterpart of ascsim's device checker. Without the
#: -fno-builtin-* the optimizer drops a malloc/free pair whose memory is never used, and a second
#: free of it with the pair, so the sanitizer never sees the double free.
SANITIZE = ["-fsanitize=address,undefined", "-fno-omit-frame-pointer", "-g", "-fno-builtin-malloc",
            "-fno-builtin-calloc", "-fno-builtin-realloc", "-fno-builtin-free"]
# Emptied device bodies return nothing; the compiler need not say so.
_QUIET = ["-Wno-return-type", "-Wno-attributes"]
# -rdynamic: the runtime names a launched kernel by its symbol (dladdr).
_LINK = ["-rdynamic"]


class ToolchainError(Exception):
    """No C++ compiler could be found or run."""


@dataclass(frozen=True)
class Toolchain:
    command: tuple[str, ...]
    version: str

    def run(self, args: list[str]) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*self.command, *args], capture_output=True, text=True, errors="replace")


@lru_cache(maxsize=1)
def find() -> Toolchain:
    """The compiler to use (see the module's docstring)."""
    candidates: list[list[str]] = []
    if os.environ.get("CXX"):
        candidates.append(shlex.split(os.environ["CXX"]))
    candidates += [[p] for p in (shutil.which(n) for n in ("c++", "g++", "clang++")) if p]
    try:
        import ziglang  # noqa: F401 - only whether it is installed

        candidates.append([sys.executable, "-m", "ziglang", "c++"])
    except ImportError:
        pass
    for cmd in candidates:
        try:
            out = subprocess.run([*cmd, "--version"], capture_output=True, text=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired):
            continue
        if out.returncode == 0:
            return Toolchain(tuple(cmd), out.stdout.splitlines()[0] if out.stdout else "")
    raise ToolchainError("no C++ compiler found: set CXX, put c++/g++/clang++ on PATH, or pip install ziglang")


def cache_dir() -> str:
    base = os.environ.get("ASCSIM_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "ascsim")
    path = os.path.join(base, "host")
    os.makedirs(path, exist_ok=True)
    return path


def _digest(*parts: str | bytes) -> str:
    h = hashlib.sha256()
    for p in parts:
        data = p.encode("utf-8", "surrogateescape") if isinstance(p, str) else p
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()[:32]


def _read(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


def _publish(tmp: str, final: str) -> None:
    os.replace(tmp, final)  # atomic: a concurrent run sees the whole file or none


@lru_cache(maxsize=1)
def _headers_stamp() -> str:
    """What identifies ascsim's headers as installed (names, sizes, modification times): part of every key."""
    parts = []
    for root, _, names in os.walk(INCLUDE_DIR):
        for n in sorted(names):
            st = os.stat(os.path.join(root, n))
            parts.append(f"{os.path.relpath(os.path.join(root, n), INCLUDE_DIR)}:{st.st_size}:{st.st_mtime_ns}")
    return _digest(*sorted(parts))


@lru_cache(maxsize=4)
def sanitizers_work(tc: Toolchain) -> bool:
    """Whether ``tc`` links a sanitized program on this machine."""
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "probe.cpp")
        with open(src, "w") as f:
            f.write("int main() { return 0; }\n")
        return tc.run([*SANITIZE, src, "-o", os.path.join(d, "probe")]).returncode == 0


def _runtime_object(tc: Toolchain) -> str:
    """The compiled host runtime for ``tc`` (built once). It is ascsim's own code: a sanitized program
    links it uninstrumented, which keeps its (one-time) compile short."""
    headers = [_read(os.path.join(INCLUDE_DIR, *rel.split("/"))) for rel in RUNTIME_HEADERS]
    key = _digest("runtime", *tc.command, tc.version, _read(RUNTIME_SOURCE), *headers)
    obj = os.path.join(cache_dir(), f"runtime-{key}.o")
    if not os.path.exists(obj):
        tmp = f"{obj}.{os.getpid()}.tmp"
        res = tc.run(["-std=c++17", "-O1", "-D__ASCSIM_HOST__=1", "-idirafter", INCLUDE_DIR,
                      "-c", RUNTIME_SOURCE, "-o", tmp])
        if res.returncode != 0:
            raise ToolchainError(f"the host runtime does not compile with {' '.join(tc.command)}:\n{res.stderr}")
        _publish(tmp, obj)
    return obj


@dataclass
class Build:
    executable: str | None
    diagnostics: str
    compiled: bool


def build(main_path: str, texts: dict[str, str], defines: list[str], include_dirs: list[str],
          sanitize: bool, std: str = "c++17") -> Build:
    """Compile the host part: ``texts`` maps each of the program's own files (absolute paths, the main
    file first) to its host text. Returns the executable, or None with the compiler's messages."""
    tc = find()
    flags = SANITIZE if sanitize and sanitizers_work(tc) else []
    prelude = _read(os.path.join(INCLUDE_DIR, HOST_PRELUDE))
    opts = [f"-std={std}", "-O1" if flags else "-O2", *flags, *_QUIET, *(f"-D{d}" for d in defines)]
    key = _digest("program", *tc.command, tc.version, *opts, *include_dirs, prelude, _headers_stamp(),
                  _read(RUNTIME_SOURCE), *(part for item in sorted(texts.items()) for part in item))
    exe = os.path.join(cache_dir(), f"prog-{key}")
    if os.path.exists(exe):
        return Build(exe, "", False)
    runtime = _runtime_object(tc)
    with tempfile.TemporaryDirectory(dir=cache_dir()) as work:
        # The program's files at their own paths under the work directory, so "..." includes find the
        # host texts; -I of the include directories' copies comes before the originals.
        def copy_of(p: str) -> str:
            return os.path.join(work, "src", os.path.abspath(p).lstrip(os.sep))

        for p, text in texts.items():
            os.makedirs(os.path.dirname(copy_of(p)), exist_ok=True)
            with open(copy_of(p), "w", encoding="latin-1") as f:
                f.write(text)
        inc: list[str] = []
        for d in include_dirs:
            inc += ["-I", copy_of(d), "-I", d]
        tmp = os.path.join(work, "prog")
        res = tc.run([*opts, "-include", HOST_PRELUDE, "-idirafter", INCLUDE_DIR, *inc,
                      "-x", "c++", copy_of(main_path), "-x", "none", runtime, *_LINK, "-o", tmp])
        if res.returncode != 0:
            return Build(None, res.stderr, True)
        _publish(tmp, exe)
    return Build(exe, res.stderr, True)
