"""Element-wise comparisons producing masks: ``asc_gt``."""

from __future__ import annotations

from typing import Any

from ..ops.compare import element_mask_raw, gt_raw
from ..regs import vector_bool
from ._args import deliver, dst_and_sources, wrong_types
from ._compute import ARITH_NAMES, ARITH_TYPES, element_flags

_COMPARE = frozenset(ARITH_TYPES)


def asc_gt(*args: Any) -> Any:
    """``__simd_callee__ inline void asc_gt(vector_bool& dst, vector_<dtype> src0, vector_<dtype> src1,
    vector_bool mask)`` and ``__simd_callee__ inline vector_bool asc_gt(vector_<dtype> src0,
    vector_<dtype> src1, vector_bool mask)``, dtype as for asc_add.

    The governing bit of element i (bit i*k) of dst is ``mask_i && src0[i] > src1[i]``; every other
    bit of dst is 0, as masks made by asc_create_mask are.
    """
    func = "asc_gt"
    dst, (src0, src1, mask) = dst_and_sources(func, args, "src0, src1, mask")
    t = type(src0)
    if t not in _COMPARE or type(src1) is not t or (dst is not None and type(dst) is not vector_bool) \
            or type(mask) is not vector_bool:
        raise wrong_types(func, args, "(vector_bool& dst, vector_<T> src0, vector_<T> src1, vector_bool mask) or "
                          f"the return form without dst, T one of {ARITH_NAMES}")
    k = t.elem.size
    return deliver(func, dst, vector_bool, lambda: element_mask_raw(
        gt_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"), element_flags(mask, k, f"{func} mask"),
               t.elem.np), k))
