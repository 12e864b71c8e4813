"""Element-wise arithmetic of the register compute headers: ``asc_add``."""

from __future__ import annotations

from ..ops.arith import add_raw
from ..regs import VectorRegister, vector_bool
from ..spec import Overload
from ._compute import element_flags


def add(ov: Overload, dst: VectorRegister, src0: VectorRegister, src1: VectorRegister, mask: vector_bool) -> None:
    """``asc_add``: ``dst[i] = src0[i] + src1[i]`` on active lanes, 0 elsewhere (zeroing). Integers
    wrap around; floats round as IEEE 754 does in the element type."""
    func = ov.name
    dst.write(add_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                      element_flags(mask, dst.elem.size, f"{func} mask"), dst.elem.np))
