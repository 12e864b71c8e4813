"""Broadcasts: ``asc_duplicate`` (lane 0 of a register), ``asc_duplicate_highest`` (the last lane),
``asc_duplicate_scalar`` (a scalar) and their ``_merge`` forms (inactive lanes keep dst)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..ops.duplicate import duplicate_merge_raw, duplicate_raw
from ..regs import VectorRegister, vector_bool
from ..spec import Overload, impls
from ._compute import element_flags, scalar_bits


def _broadcast(func: str, out: VectorRegister, bits: np.ndarray, mask: vector_bool | None) -> None:
    """Write ``bits`` (one element) to the active lanes of ``out``, 0 elsewhere."""
    if mask is None:
        flags = np.ones(out._lanes, np.bool_)
    else:
        flags = element_flags(mask, out.elem.size, f"{func} mask")
    out.write(duplicate_raw(bits, flags).astype(out.raw_dtype, copy=False))


@impls.reg_duplicate.duplicate.register
def duplicate(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_duplicate(dst, src, mask)``: active lanes get lane 0 of src, the others 0."""
    _broadcast(overload.name, dst, src.read(f"{overload.name} src")[:1], mask)


@impls.reg_duplicate.duplicate_scalar.register
def duplicate_scalar(overload: Overload, dst: VectorRegister, value: Any, mask: vector_bool | None = None) -> None:
    """``asc_duplicate_scalar(dst, value[, mask])``: active lanes (every lane without mask) get value, the others 0."""
    _broadcast(overload.name, dst, scalar_bits(overload.name, dst.elem, value), mask)


def _merge(func: str, dst: VectorRegister, bits: np.ndarray, mask: vector_bool) -> None:
    """Write ``bits`` (one element) to the active lanes of ``dst``; inactive lanes keep dst's bits."""
    flags = element_flags(mask, dst.elem.size, f"{func} mask")
    # dst is an operand only where a lane is inactive (its read is checked only then).
    old = dst.read(f"{func} dst") if not flags.all() else np.zeros(dst._lanes, dst.raw_dtype)
    dst.write(duplicate_merge_raw(old, bits.astype(dst.raw_dtype, copy=False), flags))


@impls.reg_duplicate.duplicate_at.register
def duplicate_at(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_duplicate_highest``, ``asc_duplicate_merge``, ``asc_duplicate_highest_merge(dst, src, mask)``:
    element 0 (``lowest``) or element N-1 (``highest``) of src to the active lanes of dst; the others 0,
    or (``_merge``) kept."""
    pos, merging = overload.extra
    bits = src.read(f"{overload.name} src")
    one = bits[:1] if pos == "lowest" else bits[-1:]
    if merging:
        _merge(overload.name, dst, one, mask)
    else:
        _broadcast(overload.name, dst, one, mask)


@impls.reg_duplicate.duplicate_scalar_merge.register
def duplicate_scalar_merge(overload: Overload, dst: VectorRegister, value: Any, mask: vector_bool) -> None:
    """``asc_duplicate_scalar_merge(dst, value, mask)``: active lanes get value, the others keep dst."""
    _merge(overload.name, dst, scalar_bits(overload.name, dst.elem, value), mask)
