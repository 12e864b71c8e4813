"""The one small hierarchy of ascsim errors, and how they find the user's file:line.

Every message says what was wrong, where (the user's source line: a Python file or an ``.asc``
file), and what would be right.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))
#: Frames in these folders are never the user's: ascsim itself and Python's standard library
#: (contextlib, functools... sit between a user's call and ascsim).
_SKIP_DIRS = (_PACKAGE_DIR + os.sep, os.path.dirname(os.__file__) + os.sep)

#: Set by the ``.asc`` front end: returns "FILE:LINE" of the statement being executed.
_location_provider: Callable[[], str | None] | None = None


def set_location_provider(provider: Callable[[], str | None] | None) -> Callable[[], str | None] | None:
    """Install a callable naming the user's current source line; returns the previous one."""
    global _location_provider
    previous = _location_provider
    _location_provider = provider
    return previous


def location_provider() -> Callable[[], str | None] | None:
    """The callable :func:`set_location_provider` installed, if any (hot paths call it directly)."""
    return _location_provider


def user_location() -> str | None:
    """The user's current source line as "FILE:LINE".

    The ``.asc`` front end provides it while it runs a program; otherwise it is the innermost
    Python frame outside the ascsim package.
    """
    if _location_provider is not None:
        where = _location_provider()
        if where:
            return where
    frame = sys._getframe(1)
    while frame is not None:
        filename = frame.f_code.co_filename
        internal = _internal.get(filename)
        if internal is None:
            internal = _internal[filename] = os.path.abspath(filename).startswith(_SKIP_DIRS)
        if not internal:
            return f"{filename}:{frame.f_lineno}"
        frame = frame.f_back  # type: ignore[assignment]
    return None


#: filename -> whether its frames are ascsim's or the standard library's (cached: called per access).
_internal: dict[str, bool] = {}


class AscError(Exception):
    """Base of every error ascsim raises for a misuse of the simulated chip or API."""

    def __init__(self, message: str, location: str | None = None) -> None:
        self.message = message
        self.location = location if location is not None else user_location()
        super().__init__(f"{self.location}: {message}" if self.location else message)

    def __reduce__(self) -> tuple[object, ...]:
        # Travels between processes (parallel blocks) with its location, not the receiver's.
        return (type(self), (self.message, self.location))


class ArchError(AscError):
    """A call of a function, or of a form of one, that the selected NPU architecture does not have."""


class AscTypeError(AscError, TypeError):
    """An operand of the wrong type, or an unsupported pair of types."""


class AscValueError(AscError, ValueError):
    """An operand value out of range (pattern, pipe, size, lane count...)."""


class AliasError(AscError):
    """Registers that must be distinct are the same (e.g. ``dst0`` is ``dst1``)."""


class ContextError(AscError):
    """An instruction called where it cannot run (a register op outside a VF, a kernel call outside a launch)."""


class MemoryAccessError(AscError):
    """Out-of-bounds, misaligned, freed or foreign memory access."""


class UBExhaustedError(MemoryAccessError):
    """The Unified Buffer has no room for another array."""


class UninitializedError(AscError):
    """A register or memory byte read before anything was written to it."""


class HazardError(AscError):
    """Accesses by two pipes that no synchronisation orders."""


class SyncError(AscError):
    """Unpaired or doubled notify/wait, or a wait that would never be satisfied."""


class DeviceTrap(AscError):
    """Device code stopped its kernel (a failed ``assert``): as on the chip, the launch ends and the host
    program goes on; its next ``aclrtSynchronizeStream``/``aclrtSynchronizeDevice`` returns the core's
    exception code."""


class UnsupportedError(AscError):
    """A C++ construct or an API use the simulator does not support."""
