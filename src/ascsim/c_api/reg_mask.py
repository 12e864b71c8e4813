"""Mask creation: ``asc_create_mask_b8/_b16/_b32`` and ``asc_update_mask_b8/_b16/_b32``.

Modeling choice: for elements of k bytes, element i is governed by mask bit i*k; creation sets only
those governing bits and leaves the other k-1 bits of each group clear.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from ..arch import MASK_BITS, Pat
from ..errors import AscTypeError, AscValueError
from ..ops.compare import element_mask_raw
from ..ops.mask import count_flags, count_left, pattern_flags
from ..regs import vector_bool
from ..spec import Overload, impls


@functools.cache
def _pattern_bits(pat: Pat, elem_size: int) -> np.ndarray:
    """The mask bits of pattern ``pat`` for elements of ``elem_size`` bytes, made once and shared
    (read-only: registers never change their arrays). Every mask of one pattern being the same
    array, the element flags made from it are found again by identity
    (:func:`ascsim.ops.lanes.flags_of`)."""
    bits = element_mask_raw(pattern_flags(pat, MASK_BITS // elem_size), elem_size)
    bits.flags.writeable = False
    return bits


@impls.reg_mask.create_mask.register
def create_mask(overload: Overload, pat: Any) -> vector_bool:
    """``asc_create_mask_b8/_b16/_b32(pat_mode)``: a mask for elements of ``overload.extra[0]`` bytes."""
    (elem_size,) = overload.extra
    try:
        p = Pat(int(pat))
    except (ValueError, TypeError):
        raise AscValueError(f"{pat!r} is not a mask pattern; valid: {', '.join(p.name for p in Pat)}") from None
    out = vector_bool()
    out.write(_pattern_bits(p, elem_size))
    return out


@impls.reg_mask.update_mask.register
def update_mask(overload: Overload, value: Any) -> vector_bool:
    """``asc_update_mask_b8/_b16/_b32(uint32_t& value)``: the first min(value, N) elements; value
    becomes ``value < N ? 0 : value - N`` (N elements of ``overload.extra[0]`` bytes fill a register)."""
    (elem_size,) = overload.extra
    if isinstance(value, np.ndarray) and value.ndim == 0 and value.dtype.kind in "iu":
        current = int(value)
    elif hasattr(value, "value") and not isinstance(value, np.ndarray):
        current = int(value.value)
    else:
        raise AscTypeError(f"{overload.name}(uint32_t& value): value is read and written, so pass Ref(uint32_t, n) "
                           f"or a 0-d integer numpy array; got {type(value).__name__}")
    n = MASK_BITS // elem_size
    out = vector_bool()
    if current >= n:  # a whole register: the shared all-active mask (a loop's usual case)
        out.write(_pattern_bits(Pat.PAT_ALL, elem_size))
        remaining = count_left(current, n)
    else:
        flags, remaining = count_flags(current, n)
        out.write(element_mask_raw(flags, elem_size))
    if isinstance(value, np.ndarray):
        value[()] = remaining
    else:
        value.value = remaining
    return out
