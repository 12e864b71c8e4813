"""``c_api/scalar_compute/scalar_compute.h``."""

from __future__ import annotations

from . import Function

FUNCTIONS: list[Function] = []
