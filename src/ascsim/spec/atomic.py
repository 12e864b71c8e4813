"""``c_api/atomic/atomic.h``."""

from __future__ import annotations

from . import Function

FUNCTIONS: list[Function] = []
