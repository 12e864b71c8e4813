"""Element-wise register arithmetic of ``reg_vector.h``: ``asc_add``, ``asc_sub`` and their carry forms.

An overload names its ops function in ``ov.extra`` (``"add"`` -> :func:`ascsim.ops.arith.add_raw`).
"""

from __future__ import annotations

from ..ops import arith
from ..ops.compare import element_mask_raw
from ..regs import VectorRegister, vector_bool
from ..spec import Overload
from ._compute import element_flags


def binary(ov: Overload, dst: VectorRegister, src0: VectorRegister, src1: VectorRegister, mask: vector_bool) -> None:
    """``asc_<op>(dst, src0, src1, mask)``: ``dst[i] = op(src0[i], src1[i])`` on active lanes, 0 elsewhere."""
    func = ov.name
    op = getattr(arith, f"{ov.extra[0]}_raw")
    dst.write(op(src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                 element_flags(mask, dst.elem.size, f"{func} mask"), dst.elem.np))


def binary_carry(ov: Overload, carry: vector_bool, dst: VectorRegister, src0: VectorRegister, src1: VectorRegister,
                 mask: vector_bool) -> None:
    """``asc_<op>(carry, dst, src0, src1, mask)``: the 32-bit result in dst, the carry of each element in
    the governing bit of its 4-bit group of ``carry`` (the other bits 0)."""
    func = ov.name
    op = getattr(arith, f"{ov.extra[0]}_carry_raw")
    bits, flags = op(src0.read(f"{func} src0"), src1.read(f"{func} src1"), element_flags(mask, 4, f"{func} mask"))
    dst.write(bits)
    carry.write(element_mask_raw(flags, 4))
