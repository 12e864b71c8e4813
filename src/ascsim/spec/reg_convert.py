"""``c_api/reg_compute/reg_convert.h``."""

from __future__ import annotations

from . import Function

FUNCTIONS: list[Function] = []
