"""Element-wise arithmetic of the register compute headers: ``asc_add``."""

from __future__ import annotations

from typing import Any

from ..ops.arith import add_raw
from ..regs import vector_bool
from ._args import deliver, dst_and_sources, wrong_types
from ._compute import ARITH_NAMES, ARITH_TYPES, element_flags

_ARITH = frozenset(ARITH_TYPES)


def asc_add(*args: Any) -> Any:
    """``__simd_callee__ inline void asc_add(vector_<dtype>& dst, vector_<dtype> src0, vector_<dtype> src1,
    vector_bool mask)`` and ``__simd_callee__ inline vector_<dtype> asc_add(vector_<dtype> src0,
    vector_<dtype> src1, vector_bool mask)``, dtype int8_t, uint8_t, int16_t, uint16_t, int32_t,
    uint32_t, half, bfloat16_t or float.

    ``dst[i] = src0[i] + src1[i]`` where the governing mask bit of element i is set, 0 elsewhere
    (zeroing). Integers wrap around; floats round as IEEE 754 does in the element type.
    """
    func = "asc_add"
    dst, (src0, src1, mask) = dst_and_sources(func, args, "src0, src1, mask")
    t = type(src0)
    if t not in _ARITH or type(src1) is not t or (dst is not None and type(dst) is not t) \
            or type(mask) is not vector_bool:
        raise wrong_types(func, args, "(vector_<T>& dst, vector_<T> src0, vector_<T> src1, vector_bool mask) or "
                          f"the return form without dst, T one of {ARITH_NAMES}")
    return deliver(func, dst, t, lambda: add_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                                                 element_flags(mask, t.elem.size, f"{func} mask"), t.elem.np))
