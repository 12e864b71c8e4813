"""``c_api/vector_compute/vector_compute.h``: vector instructions on UB operands (count and repeat forms)."""

from __future__ import annotations

from . import Function

FUNCTIONS: list[Function] = []
