"""The switch of batched loops: a VF loop whose iterations are independent runs as one computation
over its iterations (see :mod:`ascsim.frontend.vf_batch`), and a kernel's tile loop as one over its
tiles (:mod:`ascsim.frontend.tile_batch`).

``ASCSIM_NO_BATCH=1`` in the environment or ``ascsim run --no-batch`` turns batching off: every
loop then runs one iteration (one tile) at a time, with the same results and diagnostics.
"""

from __future__ import annotations

import os


def wanted_by_environment() -> bool:
    """Whether the environment leaves batching on (``ASCSIM_NO_BATCH`` unset, empty or 0)."""
    return os.environ.get("ASCSIM_NO_BATCH", "") in ("", "0")


#: Whether VF loops may run batched (a one-element list, so the command line can change it).
ENABLED = [wanted_by_environment()]


def set_batching(on: bool) -> bool:
    """Turn batched VF loops on or off; returns the previous setting."""
    prev = ENABLED[0]
    ENABLED[0] = bool(on)
    return prev
