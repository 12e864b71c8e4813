"""How many processes run the blocks of a launch (``set_jobs``, ``ascsim run --jobs``,
``ASCSIM_JOBS``): state of its own, which the launcher and the profiler both set."""

from __future__ import annotations

import numbers
import os
from typing import Any

from ..errors import AscValueError


def machine_cores() -> int:
    """The processors this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - platforms without affinity
        return os.cpu_count() or 1


#: Worker processes for the blocks of a launch, and whether they are the automatic choice
#: (``set_jobs``, ``ascsim run --jobs``, ``ASCSIM_JOBS``).
JOBS: list[Any] = [1, False]


def set_jobs(jobs: int | str) -> int | str:
    """Run the blocks of later launches as up to ``jobs`` parallel tasks of the local Dask cluster,
    each in a fork of this process (:mod:`ascsim.runtime.parallel`); returns the previous setting.

    ``"auto"``: the machine's processors, for launches worth it: a launch starts in this process and
    hands the blocks it has not started to the cluster when they would take a while
    (:data:`ascsim.runtime.kernel.HANDOFF_SECONDS`). Results and diagnostics are those of a serial run. Blocks must be
    independent as on the chip: a Python kernel's effects on Python objects (not GM) made in a
    worker process are not seen by the caller.
    """
    previous: int | str = "auto" if JOBS[1] else JOBS[0]
    if jobs == "auto":
        JOBS[:] = [machine_cores(), True]
        return previous
    if isinstance(jobs, bool) or not isinstance(jobs, numbers.Integral) or jobs < 1:
        raise AscValueError(f"jobs must be an integer >= 1 or 'auto'; got {jobs!r}")
    JOBS[:] = [int(jobs), False]
    return previous
