"""Errors of the C++ front end.

Three outcomes besides a normal exit: the program cannot be compiled (clang error or a construct
ascsim does not interpret: exit code 2, ``FILE:LINE:COL: ...``), or it fails while running (exit
code 1, ``FILE:LINE: error: ...``).
"""

from __future__ import annotations

from ..errors import AscError, UnsupportedError


class RunError(AscError):
    """A C++ program error the interpreter detects while running (bad host access, division by zero...)."""


class CompileError(Exception):
    """A clang error: ``location`` is ``FILE:LINE:COL``."""

    def __init__(self, location: str, message: str) -> None:
        super().__init__(f"{location}: error: {message}")
        self.location = location
        self.message = message


def unsupported(location: str, what: str) -> UnsupportedError:
    """An :class:`~ascsim.errors.UnsupportedError` at ``FILE:LINE:COL``."""
    return UnsupportedError(what, location)


class ProgramExit(Exception):
    """``exit(status)`` (or ``abort()``) was called."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status
