"""``clock()`` of SIMT code (``utils/debug/asc_time.h``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..runtime import simt
from ..spec import Overload, impls

#: Cycles that one call of ``clock()`` adds: a made-up, deterministic count (ascsim models no cycles
#: in SIMT code), so that a later call reads a larger value than an earlier one.
STEP = 100
_NOW = [0]


@impls.simt_time.clock.register
def clock(overload: Overload, t: simt.Threads, m: Any) -> Any:
    """``clock()``: the counter after this call."""
    _NOW[0] += STEP
    return np.uint64(_NOW[0])
