"""``run_file``: parse, compile, run, and turn every failure into a message and an exit code."""

from __future__ import annotations

import io
import os
import sys
from typing import BinaryIO

from .. import acl
from ..errors import AscError, UnsupportedError
from ..runtime import check
from .native.run import compile_device, read_program, source_order
from .native.run import run as run_native


def diagnose(path: str, defines: list[str], include_dirs: list[str] | None = None) -> list[str]:
    """Why ``path`` cannot start, without running it: every clang error in device code (no limit on their
    number), or else the first construct the device compiler does not take; empty when the program's device
    code would start (its host part is the native compiler's to judge)."""
    prog, errors = read_program(path, defines, include_dirs or [])
    if prog is None:
        return errors
    try:
        comp, _ = compile_device(prog, io.BytesIO(), io.BytesIO())
    except UnsupportedError as e:
        return [f"{e.location}: unsupported: {e.message}"]
    except AscError as e:
        return [f"{path}: error: {e.message}"]
    except Exception as e:  # noqa: BLE001 - a bug in ascsim is a finding here, not a crash
        return [f"{path}: error: internal error in ascsim while compiling: {type(e).__name__}: {e}"]
    finally:
        _reset_device()
    return [f"{p.location}: unsupported: {p.message}" for p in sorted(comp.problems, key=source_order)]


def run(path: str, defines: list[str], argv: list[str], stdout: BinaryIO | None, stderr: BinaryIO | None,
        include_dirs: list[str], timings: dict[str, float] | None = None) -> int:
    """Run the program: its device code simulated, its host part compiled by the native C++ compiler;
    ``timings``, if given, receives the seconds spent in parse, build, compile and execute."""
    phases = timings if timings is not None else {}
    out = stdout if stdout is not None else sys.stdout.buffer
    err = stderr if stderr is not None else sys.stderr.buffer
    if not os.path.isfile(path):
        err.write(f"{path}: error: no such file\n".encode("utf-8", "replace"))
        err.flush()
        return 2
    try:
        return run_native(path, defines, argv, out, err, include_dirs, phases)
    finally:
        _reset_device()


def _reset_device() -> None:
    """Leave the simulated device as a fresh process would find it (for repeated in-process runs)."""
    with check.mode("off"):
        acl.finalize()
