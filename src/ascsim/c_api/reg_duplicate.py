"""Broadcasts: ``asc_duplicate`` (a scalar, or lane 0 of a register) and ``asc_duplicate_scalar``."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..ops.duplicate import duplicate_raw
from ..regs import VECTOR_TYPES, VectorRegister, vector_bool
from ..runtime.context import register_op_active
from ._args import wrong_types
from ._compute import element_flags, scalar_bits

_TYPES = frozenset(VECTOR_TYPES)
_VALID = ("(vector_<T>& dst, T value[, vector_bool mask]), (vector_<T>& dst, vector_<T> src[, vector_bool mask]) "
          "or (vector_<T> src[, vector_bool mask]) with T one of " + ", ".join(c.elem.name for c in VECTOR_TYPES))


def _broadcast(func: str, out: VectorRegister, value: Any, mask: Any) -> None:
    """Write ``value`` (a register: its lane 0; else a scalar) to the masked lanes of ``out``, 0 elsewhere."""
    if not register_op_active(func):
        return
    if isinstance(value, VectorRegister):
        bits = value.read(f"{func} src")[:1]
    else:
        bits = scalar_bits(func, out.elem, value)
    if mask is None:
        flags = np.ones(out._lanes, np.bool_)
    else:
        flags = element_flags(mask, out.elem.size, f"{func} mask")
    out.write(duplicate_raw(bits, flags).astype(out._raw_dtype, copy=False))


def asc_duplicate(*args: Any) -> Any:
    """``__simd_callee__ inline void asc_duplicate(vector_<dtype>& dst, <dtype> value, vector_bool mask)``,
    ``__simd_callee__ inline void asc_duplicate(vector_<dtype>& dst, vector_<dtype> src, vector_bool mask)``,
    ``__simd_callee__ inline vector_<dtype> asc_duplicate(vector_<dtype> src, vector_bool mask)``, and each
    without ``mask`` (every lane).

    Every lane whose governing mask bit is set gets the scalar, or lane 0 of src; the other lanes 0.
    """
    func = "asc_duplicate"
    mask: Any = None
    rest = list(args)
    if rest and type(rest[-1]) is vector_bool:
        mask = rest.pop()
    if len(rest) == 1 and type(rest[0]) in _TYPES:  # return form: the type follows from src
        out = type(rest[0])()
        _broadcast(func, out, rest[0], mask)
        return out
    if len(rest) != 2 or type(rest[0]) not in _TYPES or (isinstance(rest[1], VectorRegister)
                                                         and type(rest[1]) is not type(rest[0])):
        raise wrong_types(func, args, _VALID)
    _broadcast(func, rest[0], rest[1], mask)
    return None


def asc_duplicate_scalar(*args: Any) -> None:
    """``__simd_callee__ inline void asc_duplicate_scalar(vector_<dtype>& dst, <dtype> value, vector_bool mask)``
    and ``__simd_callee__ inline void asc_duplicate_scalar(vector_<dtype>& dst, <dtype> value)``.

    The scalar-only broadcast: masked lanes get ``value``, the others 0 (without mask: every lane).
    """
    func = "asc_duplicate_scalar"
    mask: Any = None
    rest = list(args)
    if len(rest) == 3 and type(rest[-1]) is vector_bool:
        mask = rest.pop()
    if len(rest) != 2 or type(rest[0]) not in _TYPES or isinstance(rest[1], (VectorRegister, vector_bool)):
        raise wrong_types(func, args, "(vector_<T>& dst, T value[, vector_bool mask])")
    _broadcast(func, rest[0], rest[1], mask)
