"""Element-wise comparisons producing masks: ``asc_eq``, ``asc_ne``, ``asc_gt``, ``asc_ge``, ``asc_lt``,
``asc_le`` and their ``_scalar`` forms."""

from __future__ import annotations

from typing import Any

from ..ops.compare import compare_raw, element_mask_raw, gt_raw
from ..regs import VectorRegister, vector_bool
from ..spec import Overload, impls
from ._compute import element_flags, scalar_bits


@impls.reg_compare.gt.register
def gt(overload: Overload, dst: vector_bool, src0: VectorRegister, src1: VectorRegister, mask: vector_bool) -> None:
    """``asc_gt``: the governing bit of element i (bit i*k) of dst is ``mask_i && src0[i] > src1[i]``;
    every other bit of dst is 0, as masks made by asc_create_mask are."""
    func = overload.name
    e = src0.elem
    dst.write(element_mask_raw(gt_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                                      element_flags(mask, e.size, f"{func} mask"), e.np), e.size))


@impls.reg_compare.compare.register
def compare(overload: Overload, dst: vector_bool, src0: VectorRegister, src1: VectorRegister,
            mask: vector_bool) -> None:
    """``asc_eq``/``asc_ne``/``asc_ge``/``asc_lt``/``asc_le(dst, src0, src1, mask)``: the governing bit of
    element i is ``mask_i && src0[i] <op> src1[i]``; every other bit of dst is 0."""
    func = overload.name
    e = src0.elem
    dst.write(element_mask_raw(compare_raw(overload.extra[0], src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                                           element_flags(mask, e.size, f"{func} mask"), e.np), e.size))


@impls.reg_compare.compare_scalar.register
def compare_scalar(overload: Overload, dst: vector_bool, src: VectorRegister, value: Any, mask: vector_bool) -> None:
    """``asc_<op>_scalar(dst, src, value, mask)``: as :func:`compare` with ``value`` in every lane."""
    func = overload.name
    e = src.elem
    dst.write(element_mask_raw(compare_raw(overload.extra[0], src.read(f"{func} src"), scalar_bits(func, e, value),
                                           element_flags(mask, e.size, f"{func} mask"), e.np), e.size))
