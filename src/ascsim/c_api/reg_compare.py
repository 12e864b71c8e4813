"""Element-wise comparisons producing masks: ``asc_gt``."""

from __future__ import annotations

from ..ops.compare import element_mask_raw, gt_raw
from ..regs import VectorRegister, vector_bool
from ..spec import Overload
from ._compute import element_flags


def gt(ov: Overload, dst: vector_bool, src0: VectorRegister, src1: VectorRegister, mask: vector_bool) -> None:
    """``asc_gt``: the governing bit of element i (bit i*k) of dst is ``mask_i && src0[i] > src1[i]``;
    every other bit of dst is 0, as masks made by asc_create_mask are."""
    func = ov.name
    e = src0.elem
    dst.write(element_mask_raw(gt_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                                      element_flags(mask, e.size, f"{func} mask"), e.np), e.size))
