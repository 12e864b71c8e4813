"""Pipe synchronisation: ``asc_sync_notify``/``asc_sync_wait`` flags and barriers.

The simulator runs every pipe's work in program order, so it needs no waiting; what it keeps is
the bookkeeping that says whether a program's synchronisation would work on the chip.
"""

from __future__ import annotations

from collections import Counter

from ..arch import Event, Pipe
from ..errors import AscValueError
from . import check
from .hazard import Clocks


def pipe_of(value: object, what: str) -> Pipe:
    try:
        return Pipe(int(value))  # type: ignore[call-overload]
    except (ValueError, TypeError):
        valid = ", ".join(p.name for p in Pipe)
        raise AscValueError(f"{what}: {value!r} is not a pipe; valid: {valid}") from None


def event_of(value: object, what: str) -> Event:
    try:
        return Event(int(value))  # type: ignore[call-overload]
    except (ValueError, TypeError):
        raise AscValueError(f"{what}: {value!r} is not an event id; valid: EVENT_ID0..EVENT_ID7") from None


class SyncState:
    """Set flags of one block: how many notifies of each (pipe, tpipe, event) are not yet waited."""

    def __init__(self) -> None:
        self.pending: Counter[tuple[Pipe, Pipe, Event]] = Counter()
        #: The pipes' vector clocks, which the hazard tracker reads.
        self.clocks = Clocks()

    def notify(self, pipe: Pipe, tpipe: Pipe, event: Event) -> None:
        key = (pipe, tpipe, event)
        if self.pending[key]:
            check.report(
                "sync",
                f"asc_sync_notify({pipe.name}, {tpipe.name}, {event.name}) again before the matching "
                "asc_sync_wait: the flag is already set, so one wait will be lost",
            )
        self.pending[key] += 1
        self.clocks.notify(pipe, tpipe, event)

    def wait(self, pipe: Pipe, tpipe: Pipe, event: Event) -> bool:
        key = (pipe, tpipe, event)
        if not self.pending[key]:
            check.report(
                "sync",
                f"asc_sync_wait({pipe.name}, {tpipe.name}, {event.name}) has no earlier matching "
                "asc_sync_notify: on the chip this waits forever",
            )
            return False
        self.pending[key] -= 1
        self.clocks.wait(pipe, tpipe, event)
        return True

    def barrier(self, pipes: tuple[Pipe, ...] | None = None) -> None:
        """All earlier work of ``pipes`` (every pipe if None) is ordered before all later work."""
        self.clocks.barrier(pipes)

    def unwaited(self) -> list[tuple[Pipe, Pipe, Event]]:
        return [key for key, n in self.pending.items() if n]
