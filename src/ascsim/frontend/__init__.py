"""The C++ front end: ``ascsim run FILE.asc`` runs an unmodified Ascend C program.

clang (libclang) parses the program against ascsim's own prelude headers (``include/``); the
AST is compiled once into Python closures and run. Kernel launches, C-API calls and ACL calls
go to :mod:`ascsim.runtime`, :mod:`ascsim.c_api` and :mod:`ascsim.acl`.

Outcomes: the program's exit status; 2 with ``FILE:LINE:COL: error: ...`` (clang) or
``FILE:LINE:COL: unsupported: ...`` (a construct ascsim does not interpret) before anything runs;
1 with ``FILE:LINE: error: ...`` when the simulator stops the program.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import BinaryIO

from .driver import run

__all__ = ["profile_file", "run_file"]


def run_file(path: str, defines: Sequence[str] = (), argv: Sequence[str] = (),
             stdout: BinaryIO | None = None, stderr: BinaryIO | None = None,
             include_dirs: Sequence[str] = (), npu_arch: str | None = None, sources: Sequence[str] = ()) -> int:
    """Run the C++ program ``path``; returns its exit status (0..255).

    ``sources``: the program's other source files (``.asc`` or host ``.cpp``), read and built with
    ``path`` as one program (device functions of one file may call those of another).

    ``defines`` are ``NAME=VALUE`` (or ``NAME``) macro definitions, ``argv`` the program's
    arguments after its name. Output goes to ``stdout``/``stderr`` (binary streams; the process
    streams by default). ``npu_arch`` (``dav-3510``, ``dav-2201``) is the architecture it runs on;
    without it a ``__NPU_ARCH__`` definition among ``defines`` chooses, else the selected one.
    """
    return run(path, list(defines), list(argv), stdout, stderr, list(include_dirs), npu_arch=npu_arch,
               sources=list(sources))


def profile_file(path: str, defines: Sequence[str] = ()) -> dict[str, float]:
    """Run ``path`` with its output discarded; the seconds spent in parse, compile and execute
    (libclang loads during the first parse)."""
    timings: dict[str, float] = {}
    run(path, list(defines), [], io.BytesIO(), io.BytesIO(), [], timings)
    return timings
