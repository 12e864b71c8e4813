"""Findings of the checker: things that would misbehave on hardware but run here.

Mode ``"error"`` raises the matching :class:`~ascsim.errors.AscError` at the first finding,
``"warn"`` (the default) prints each distinct finding once to stderr as
``FILE:LINE: warning: <message>`` and keeps going, ``"off"`` ignores them. The environment variable
``ASCSIM_CHECK`` sets the mode a process starts with.
"""

from __future__ import annotations

import atexit
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from .. import errors

MODES = ("error", "warn", "off")

_ERROR_OF_KIND: dict[str, type[errors.AscError]] = {
    "uninitialized": errors.UninitializedError,
    "hazard": errors.HazardError,
    "sync": errors.SyncError,
    "memory": errors.MemoryAccessError,
}


@dataclass
class Finding:
    kind: str
    message: str
    location: str | None
    #: What makes two findings "the same" for printing once (default: kind, message, location).
    key: object = None

    def seen_key(self) -> object:
        return (self.kind, self.key) if self.key is not None else (self.kind, self.message, self.location)

    def line(self) -> str:
        return f"{self.location or '<unknown>'}: warning: {self.message}"


@dataclass
class Checker:
    mode: str = "warn"
    findings: list[Finding] = field(default_factory=list)
    _seen: set[object] = field(default_factory=set)
    #: When set (in a worker running blocks in parallel), every printed finding and note is also
    #: recorded here, in order, for the parent to replay.
    events: list[tuple[object, ...]] | None = None

    def forget(self) -> None:
        """Forget every finding and note printed so far: the next ones print as in a fresh process."""
        self.findings.clear()
        self._seen.clear()

    def report(self, kind: str, message: str, location: str | None = None, key: object = None) -> None:
        if self.mode == "off":
            return
        where = location if location is not None else errors.user_location()
        if self.mode == "error":
            raise _ERROR_OF_KIND.get(kind, errors.AscError)(message, where)
        finding = Finding(kind, message, where, key)
        seen = finding.seen_key()
        if seen in self._seen:
            return
        self._seen.add(seen)
        self.findings.append(finding)
        if self.events is not None:
            self.events.append(("finding", finding))
        emit(finding.line())


#: The process-wide checker; ``ASCSIM_CHECK`` in the environment sets its starting mode.
CHECKER = Checker(os.environ.get("ASCSIM_CHECK", "warn") if os.environ.get("ASCSIM_CHECK") in MODES else "warn")


def _to_stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


#: Where diagnostic lines go: the process's stderr, or the stream of the program being run
#: (``ascsim run`` in-process sets it, see :func:`output`).
_sink: list[Callable[[str], None]] = [_to_stderr]


def emit(line: str) -> None:
    """Write one diagnostic line (a warning, a note, the summary) where diagnostics go now."""
    _sink[-1](line)


@contextmanager
def output(write: Callable[[str], None]) -> Iterator[None]:
    """Send diagnostic lines to ``write`` for the duration of a block."""
    _sink.append(write)
    try:
        yield
    finally:
        _sink.pop()


def report(kind: str, message: str, location: str | None = None, key: object = None) -> None:
    """Report a finding of ``kind`` (uninitialized, hazard, sync, memory, perf) per the current mode.

    In warn mode a finding is printed once per ``key`` (default: per message and location).
    """
    CHECKER.report(kind, message, location, key)


def note(message: str, key: object = None) -> None:
    """A performance note: printed once in warn and error modes, never an error."""
    if CHECKER.mode == "off" or ("note", key or message) in CHECKER._seen:
        return
    CHECKER._seen.add(("note", key or message))
    line = f"{errors.user_location() or '<unknown>'}: note: {message}"
    if CHECKER.events is not None:
        CHECKER.events.append(("note", key or message, line))
    emit(line)


def here() -> str | None:
    """The user's current source line (cheap enough to call per access)."""
    return errors.user_location()


def summary() -> str | None:
    """One line counting the findings so far, or None when there were none."""
    n = len(CHECKER.findings)
    if not n:
        return None
    kinds = sorted({f.kind for f in CHECKER.findings})
    return f"ascsim: {n} warning{'s' if n != 1 else ''} ({', '.join(kinds)})"


def _print_summary() -> None:
    line = summary()
    if line:
        print(line, file=sys.stderr)


atexit.register(_print_summary)


def set_mode(mode: str) -> str:
    """Set the check mode (error, warn, off); returns the previous one."""
    if mode not in MODES:
        raise ValueError(f"check mode must be one of {', '.join(MODES)}; got {mode!r}")
    previous, CHECKER.mode = CHECKER.mode, mode
    return previous


@contextmanager
def mode(value: str) -> Iterator[Checker]:
    """Run a block under another check mode: ``with check.mode("error"): ...``."""
    previous = set_mode(value)
    try:
        yield CHECKER
    finally:
        set_mode(previous)
