"""Mask creation: ``asc_create_mask_b8/_b16/_b32`` and ``asc_update_mask_b8/_b16/_b32``.

Modeling choice: for elements of k bytes, element i is governed by mask bit i*k; creation sets only
those governing bits and leaves the other k-1 bits of each group clear.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import MASK_BITS, Pat
from ..errors import AscTypeError, AscValueError
from ..regs import vector_bool
from ..spec import Overload

_VL = {Pat.PAT_VL1: 1, Pat.PAT_VL2: 2, Pat.PAT_VL3: 3, Pat.PAT_VL4: 4, Pat.PAT_VL8: 8, Pat.PAT_VL16: 16,
       Pat.PAT_VL32: 32, Pat.PAT_VL64: 64, Pat.PAT_VL128: 128}


def element_mask(selected: np.ndarray, elem_size: int) -> np.ndarray:
    """Mask bits for a per-element selection (length 256/elem_size): bit i*k = selected[i]."""
    bits = np.zeros((MASK_BITS // elem_size, elem_size), np.bool_)
    bits[:, 0] = selected
    return bits.reshape(MASK_BITS)


def _pattern(pat: Any, n: int) -> np.ndarray:
    try:
        p = Pat(int(pat))
    except (ValueError, TypeError):
        raise AscValueError(f"{pat!r} is not a mask pattern; valid: {', '.join(p.name for p in Pat)}") from None
    i = np.arange(n)
    if p is Pat.PAT_ALL:
        return np.ones(n, np.bool_)
    if p is Pat.PAT_ALLF:
        return np.zeros(n, np.bool_)
    if p in _VL:
        return i < min(_VL[p], n)
    if p is Pat.PAT_M3:
        return i % 3 == 0
    if p is Pat.PAT_M4:
        return i % 4 == 0
    if p is Pat.PAT_H:
        return i < n // 2
    return i < n // 4  # PAT_Q


def create_mask(ov: Overload, pat: Any) -> vector_bool:
    """``asc_create_mask_b8/_b16/_b32(pat_mode)``: a mask for elements of ``ov.extra[0]`` bytes."""
    (elem_size,) = ov.extra
    out = vector_bool()
    out.write(element_mask(_pattern(pat, MASK_BITS // elem_size), elem_size))
    return out


def update_mask(ov: Overload, value: Any) -> vector_bool:
    """``asc_update_mask_b8/_b16/_b32(uint32_t& value)``: the first min(value, N) elements; value
    becomes ``value < N ? 0 : value - N`` (N elements of ``ov.extra[0]`` bytes fill a register)."""
    (elem_size,) = ov.extra
    if isinstance(value, np.ndarray) and value.ndim == 0 and value.dtype.kind in "iu":
        current = int(value)
    elif hasattr(value, "value") and not isinstance(value, np.ndarray):
        current = int(value.value)
    else:
        raise AscTypeError(f"{ov.name}(uint32_t& value): value is read and written, so pass Ref(uint32_t, n) "
                           f"or a 0-d integer numpy array; got {type(value).__name__}")
    n = MASK_BITS // elem_size
    out = vector_bool()
    out.write(element_mask(np.arange(n) < min(current, n), elem_size))
    remaining = 0 if current < n else current - n
    if isinstance(value, np.ndarray):
        value[()] = remaining
    else:
        value.value = remaining
    return out
