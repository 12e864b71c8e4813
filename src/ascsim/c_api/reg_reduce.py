"""Reductions of ``reg_vector.h``: ``asc_reduce_sum/_max/_min``, their ``_datablock`` forms and
``asc_pair_reduce_sum``. Semantics: :mod:`ascsim.ops.reduce`."""

from __future__ import annotations

from ..ops import reduce as ops
from ..regs import VectorRegister, vector_bool
from ..spec import Overload, impls
from ._compute import element_flags


def _operands(overload: Overload, src: VectorRegister, mask: vector_bool) -> tuple:
    func = overload.name
    return src.read(f"{func} src"), element_flags(mask, src.elem.size, f"{func} mask")


@impls.reg_reduce.reduce_sum.register
def reduce_sum(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_reduce_sum(dst, src, mask)``: the sum in dst[0] (16-bit integers widen to 32 bits), 0 above."""
    bits, lanes = _operands(overload, src, mask)
    dst.write(ops.reduce_sum_raw(bits, lanes, src.elem.np, dst.elem.np))


@impls.reg_reduce.reduce_sum_datablock.register
def reduce_sum_datablock(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_reduce_sum_datablock(dst, src, mask)``: the sum of block b (32 bytes of src) in dst[b], 0 above."""
    bits, lanes = _operands(overload, src, mask)
    dst.write(ops.reduce_sum_datablock_raw(bits, lanes, src.elem.np, dst.elem.np))


@impls.reg_reduce.reduce_extreme.register
def reduce_extreme(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_reduce_max``/``asc_reduce_min(dst, src, mask)``: the value in dst[0], its index in dst[1]."""
    bits, lanes = _operands(overload, src, mask)
    dst.write(ops.reduce_extreme_raw(bits, lanes, src.elem.np, overload.extra[0]))


@impls.reg_reduce.reduce_extreme_datablock.register
def reduce_extreme_datablock(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_reduce_max_datablock``/``asc_reduce_min_datablock(dst, src, mask)``: block b's value in dst[b]."""
    bits, lanes = _operands(overload, src, mask)
    dst.write(ops.reduce_extreme_datablock_raw(bits, lanes, src.elem.np, overload.extra[0]))


@impls.reg_reduce.pair_reduce_sum.register
def pair_reduce_sum(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_pair_reduce_sum(dst, src, mask)``: dst[j] = src[2j] + src[2j+1] in the lower half, 0 above."""
    bits, lanes = _operands(overload, src, mask)
    dst.write(ops.pair_reduce_sum_raw(bits, lanes, src.elem.np))
