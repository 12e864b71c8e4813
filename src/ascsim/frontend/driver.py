"""``run_file``: parse, compile, run, and turn every failure into a message and an exit code."""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Sequence
from typing import BinaryIO

from .. import acl, arch
from ..errors import AscError, UnsupportedError
from ..runtime import check
from .native.run import compile_device, read_program, source_order
from .native.run import run as run_native

#: The macro the vendor's headers test to tell the architectures apart.
ARCH_MACRO = "__NPU_ARCH__"


def arch_of(defines: list[str], npu_arch: str | None) -> tuple[arch.Arch, list[str]]:
    """The architecture a run is for (``npu_arch``, else a ``-D__NPU_ARCH__=...`` among ``defines``, else
    the selected one) and the definitions to compile with (``__NPU_ARCH__`` added unless given);
    ValueError when they disagree or name no architecture."""
    given = [d.partition("=")[2] for d in defines if d.partition("=")[0].strip() == ARCH_MACRO]
    chosen = arch.named(npu_arch) if npu_arch else arch.named(given[-1]) if given else arch.current()
    if given and arch.named(given[-1]) is not chosen:
        raise ValueError(f"-D{ARCH_MACRO}={given[-1]} contradicts --npu-arch {chosen.name}; give one of them "
                         f"(--npu-arch {chosen.name} defines {ARCH_MACRO} as {chosen.macro})")
    return chosen, defines if given else [*defines, f"{ARCH_MACRO}={chosen.macro}"]


def diagnose(path: str, defines: list[str], include_dirs: list[str] | None = None,
             npu_arch: str | None = None) -> list[str]:
    """Why ``path`` cannot start, without running it: every clang error in device code (no limit on their
    number), or else the first construct the device compiler does not take; empty when the program's device
    code would start (its host part is the native compiler's to judge). On the architecture ``npu_arch``
    (see :func:`arch_of`)."""
    try:
        chosen, defines = arch_of(defines, npu_arch)
    except ValueError as e:
        return [f"{path}: error: {e}"]
    with arch.using(chosen.name):
        return _diagnose(path, defines, include_dirs or [])


def _diagnose(path: str, defines: list[str], include_dirs: list[str]) -> list[str]:
    prog, errors = read_program(path, defines, include_dirs)
    if prog is None:
        return errors
    try:
        comp, _ = compile_device(prog, io.BytesIO(), io.BytesIO())
    except UnsupportedError as e:
        return [f"{e.location}: unsupported: {e.message}"]
    except AscError as e:
        return [f"{e.location or path}: error: {e.message}"]
    except Exception as e:  # noqa: BLE001 - a bug in ascsim is a finding here, not a crash
        return [f"{path}: error: internal error in ascsim while compiling: {type(e).__name__}: {e}"]
    finally:
        _reset_device()
    return [f"{p.location}: unsupported: {p.message}" for p in sorted(comp.problems, key=source_order)]


def run(path: str, defines: list[str], argv: list[str], stdout: BinaryIO | None, stderr: BinaryIO | None,
        include_dirs: list[str], timings: dict[str, float] | None = None, npu_arch: str | None = None,
        sources: Sequence[str] = ()) -> int:
    """Run the program: its device code simulated, its host part compiled by the native C++ compiler;
    ``timings``, if given, receives the seconds spent in parse, build, compile and execute; on the
    architecture ``npu_arch`` (see :func:`arch_of`); ``sources``: its other source files."""
    phases = timings if timings is not None else {}
    out = stdout if stdout is not None else sys.stdout.buffer
    err = stderr if stderr is not None else sys.stderr.buffer
    for name in (path, *sources):
        if not os.path.isfile(name):
            err.write(f"{name}: error: no such file\n".encode("utf-8", "replace"))
            err.flush()
            return 2
    try:
        chosen, defines = arch_of(defines, npu_arch)
    except ValueError as e:
        err.write(f"{path}: error: {e}\n".encode("utf-8", "replace"))
        err.flush()
        return 2
    try:
        with arch.using(chosen.name):
            return run_native(path, defines, argv, out, err, include_dirs, phases, sources)
    finally:
        _reset_device()


def _reset_device() -> None:
    """Leave the simulated device as a fresh process would find it (for repeated in-process runs)."""
    with check.mode("off"):
        acl.finalize()
