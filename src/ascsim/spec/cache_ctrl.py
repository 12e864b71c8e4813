"""``c_api/cache_ctrl/cache_ctrl.h``."""

from __future__ import annotations

from . import Function

FUNCTIONS: list[Function] = []
