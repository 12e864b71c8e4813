"""Broadcasts: ``asc_duplicate`` (lane 0 of a register) and ``asc_duplicate_scalar`` (a scalar)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..ops.duplicate import duplicate_raw
from ..regs import VectorRegister, vector_bool
from ..spec import Overload
from ._compute import element_flags, scalar_bits


def _broadcast(func: str, out: VectorRegister, bits: np.ndarray, mask: vector_bool | None) -> None:
    """Write ``bits`` (one element) to the active lanes of ``out``, 0 elsewhere."""
    if mask is None:
        flags = np.ones(out._lanes, np.bool_)
    else:
        flags = element_flags(mask, out.elem.size, f"{func} mask")
    out.write(duplicate_raw(bits, flags).astype(out._raw_dtype, copy=False))


def duplicate(ov: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_duplicate(dst, src, mask)``: active lanes get lane 0 of src, the others 0."""
    _broadcast(ov.name, dst, src.read(f"{ov.name} src")[:1], mask)


def duplicate_scalar(ov: Overload, dst: VectorRegister, value: Any, mask: vector_bool | None = None) -> None:
    """``asc_duplicate_scalar(dst, value[, mask])``: active lanes (every lane without mask) get value, the others 0."""
    _broadcast(ov.name, dst, scalar_bits(ov.name, dst.elem, value), mask)
