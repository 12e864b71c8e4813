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


#: Why device code cannot use most of the C++ library (its headers are there so that host code parses).
HOST_LIBRARY = ("the C++ library's containers, strings, streams, files, <random> and <chrono> belong to the "
                "host part; device code has printf, memcpy, <cmath>, std::min/max/clamp/swap, std::array, "
                "std::pair, std::numeric_limits and <type_traits>")
