"""Bitwise and shift instructions of ``reg_vector.h``: ``asc_and``, ``asc_or``, ``asc_xor``, ``asc_not``,
``asc_shiftleft``, ``asc_shiftright`` and the ``_scalar`` shift forms. Semantics: :mod:`ascsim.ops.logic`."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import AscValueError
from ..ops import logic
from ..regs import VectorRegister, vector_bool
from ..spec import Overload, impls
from ._compute import element_flags, scalar_bits


@impls.reg_logic.bitwise.register
def bitwise(overload: Overload, dst: VectorRegister, src0: VectorRegister, src1: VectorRegister,
            mask: vector_bool) -> None:
    """``asc_and``/``asc_or``/``asc_xor(dst, src0, src1, mask)`` on vector data (zeroing)."""
    func = overload.name
    dst.write(logic.bitwise_raw(overload.extra[0], src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                                element_flags(mask, dst.elem.size, f"{func} mask")))


@impls.reg_logic.bitwise_mask.register
def bitwise_mask(overload: Overload, dst: vector_bool, src0: vector_bool, src1: vector_bool, mask: vector_bool) -> None:
    """``asc_and``/``asc_or``/``asc_xor(dst, src0, src1, mask)`` on mask registers, bit by bit."""
    func = overload.name
    dst.write(logic.bitwise_mask(overload.extra[0], src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                                 mask.read(f"{func} mask")))


@impls.reg_logic.not_.register
def not_(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_not(dst, src, mask)`` on vector data (zeroing)."""
    func = overload.name
    dst.write(logic.not_raw(src.read(f"{func} src"), element_flags(mask, dst.elem.size, f"{func} mask")))


@impls.reg_logic.not_mask.register
def not_mask(overload: Overload, dst: vector_bool, src: vector_bool, mask: vector_bool) -> None:
    """``asc_not(dst, src, mask)`` on mask registers, bit by bit."""
    func = overload.name
    dst.write(logic.not_mask(src.read(f"{func} src"), mask.read(f"{func} mask")))


def _shift(overload: Overload, dst: VectorRegister, src: np.ndarray, count: np.ndarray, lanes: np.ndarray) -> None:
    op = logic.shift_left_raw if overload.extra[0] == "left" else logic.shift_right_raw
    dst.write(op(src, count, lanes, dst.elem.kind == "int"))


@impls.reg_logic.shift.register
def shift(overload: Overload, dst: VectorRegister, src0: VectorRegister, src1: VectorRegister,
          mask: vector_bool) -> None:
    """``asc_shiftleft``/``asc_shiftright(dst, src0, src1, mask)``: each element by its own count.

    A negative count on an active lane is an error (the pages leave its result undefined)."""
    func = overload.name
    lanes = element_flags(mask, dst.elem.size, f"{func} mask")
    count = src1.read(f"{func} src1").view(src1.elem.np).astype(np.int64)
    bad = lanes & (count < 0)
    if bad.any():
        i = bad.tolist().index(True)
        raise AscValueError(f"{func}: shift count src1[{i}] is {int(count[i])}; the counts of active lanes must "
                            "be >= 0 (a negative count is undefined on the hardware)")
    _shift(overload, dst, src0.read(f"{func} src0"), count, lanes)


@impls.reg_logic.shift_scalar.register
def shift_scalar(overload: Overload, dst: VectorRegister, src: VectorRegister, value: Any, mask: vector_bool) -> None:
    """``asc_shiftleft_scalar``/``asc_shiftright_scalar(dst, src, value, mask)``: every element by ``value``."""
    func = overload.name
    count = int(scalar_bits(func, overload.elem(2), value).view(np.int16))
    if count < 0:
        raise AscValueError(f"{func}: shift count value is {count}; it must be >= 0 (a negative count is "
                            "undefined on the hardware)")
    _shift(overload, dst, src.read(f"{func} src"), np.asarray(count, np.int64),
           element_flags(mask, dst.elem.size, f"{func} mask"))
