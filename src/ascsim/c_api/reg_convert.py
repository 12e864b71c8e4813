"""The conversions of ``reg_convert.h``: ``asc_<src>2<dst>[_mode][_sat][_vN]`` and ``asc_floor`` ... ``asc_trunc``.

``overload.extra`` holds the :class:`~ascsim.spec.reg_convert.Conversion` (or the mode of a rounding to
integers); :mod:`ascsim.ops.convert` computes.
"""

from __future__ import annotations

from typing import Any

from ..ops import convert as ops
from ..regs import VectorRegister, vector_bool
from ..spec import Overload, impls
from . import reg_arith


@impls.reg_convert.convert.register
def convert(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool, pos: Any = None) -> None:
    """``asc_<src>2<dst>...(dst, src, mask[, pos])``: the converted active source elements in their
    destination lanes (per part), every other destination lane 0. A position form's tag ``pos`` chose
    the overload, whose conversion names the part already."""
    (c,) = overload.extra
    func = overload.name
    dst.write(ops.convert_raw(src.read(f"{func} src"), mask.read(f"{func} mask"), c.src.name, c.dst.name,
                              c.rounding, c.sat, c.part))


@impls.reg_convert.round_integral.register
def round_integral(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_floor``/``asc_ceil``/``asc_round``/``asc_rint``/``asc_trunc(dst, src, mask)``: each active
    element rounded to an integral value of its type, inactive elements 0."""
    (mode,) = overload.extra
    func = overload.name
    dst.write(ops.round_integral_raw(src.read(f"{func} src"), mask.read(f"{func} mask"), src.elem.name, mode))


@impls.reg_convert.exp_sub_at.register
def exp_sub_at(overload: Overload, dst: VectorRegister, src0: VectorRegister, src1: VectorRegister, mask: vector_bool,
               pos: Any) -> None:
    """``asc_exp_sub_half2float(dst, src0, src1, mask, pos)``: ``asc_exp_sub`` from the half elements
    the tag selects (the overload's part: 0 even, 1 odd)."""
    reg_arith.exp_sub(overload, dst, src0, src1, mask)


@impls.reg_convert.muls_at.register
def muls_at(overload: Overload, dst: VectorRegister, src: VectorRegister, value: Any, mask: vector_bool,
            pos: Any) -> None:
    """``asc_mul_scalar_float2half_rn(dst, src, value, mask, pos)``: ``asc_muls`` into the half lanes the
    tag selects (the overload's part: 0 even, 1 odd)."""
    reg_arith.muls(overload, dst, src, value, mask)
