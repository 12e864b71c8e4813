"""Whether SIMT code that a block's SIMD code started is still running beside it, for the places that wait for it.

A light module: the launcher, the pipe synchronisation and the SIMD code's loops ask it at every block end, V-pipe
barrier and loop iteration. What is pending is a :class:`ascsim.runtime.simt_tasks.Tasks`, which does the work (this
module does not import it: the SIMT runtime imports the launcher).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import blocks

#: The running block's SIMT code that has not finished (a :class:`ascsim.runtime.simt_tasks.Tasks`), or None.
PENDING: list[Any] = [None]

# Each block has its own: a block that waits for another keeps its VF suspended with it.
blocks.keep_per_block(lambda: PENDING[0], lambda v: PENDING.__setitem__(0, v))


def finish(what: str) -> None:
    """Run the pending SIMT code to its end before ``what`` (see :func:`ascsim.runtime.simt_tasks.finish_pending`)."""
    tasks = PENDING[0]
    if tasks is not None:
        tasks.finish_pending(what)


def abort() -> None:
    """Unwind the pending SIMT code of a block that stops on an error."""
    tasks = PENDING[0]
    if tasks is not None:
        tasks.abort_pending()


def simd_spin(loc: str, frame: Any, assumed_end: Callable[[], bool]) -> bool:
    """A loop iteration of the SIMD code while SIMT code is pending (:func:`ascsim.runtime.simt_tasks.simd_spin`):
    whether the loop ends there."""
    return bool(PENDING[0].simd_spin(loc, frame, assumed_end))
