"""Element-wise register arithmetic and math of ``reg_vector.h``: add, sub (and carry forms), mul, div,
max, min, abs, neg, relu, prelu, leakyrelu, the ``_scalar`` forms, addc/subc, mull, axpy, madd, exp, ln,
sqrt, exp_sub and muls.

An overload carries its ops function in ``overload.extra[0]`` (:func:`ascsim.ops.arith.add_raw` for
``asc_add``, :func:`ascsim.ops.math.exp_raw` for ``asc_exp``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import numpy as np

from ..dtypes import ElemType
from ..ops import arith
from ..ops import math as fmath
from ..ops.compare import element_mask_raw
from ..ops.lanes import LAST_FLAGS, all_active, flags_of
from ..regs import VectorRegister, vector_bool
from ..spec import Overload, impls
from ._args import distinct
from ._compute import element_flags, scalar_bits


@functools.cache
def _binary_for(overload: Overload) -> Callable[[VectorRegister, VectorRegister, VectorRegister, vector_bool], None]:
    """:func:`binary` for one overload, with what it needs of the overload (the ops function, the
    operand names its messages use, the element type) worked out once."""
    func = overload.name
    e = overload.elem(0)
    op, size, dt = overload.extra[0], e.size, e.np
    w0, w1, wm = f"{func} src0", f"{func} src1", f"{func} mask"
    typed = arith.typed_form(op, dt)
    if typed is not None:
        return _typed_binary(typed, op, e, w0, w1, wm)

    def run(dst: VectorRegister, src0: VectorRegister, src1: VectorRegister, mask: vector_bool) -> None:
        # Written registers are read inline (the hot path); read() reports a register never written.
        a = src0.raw_cache if src0.is_written else None
        b = src1.raw_cache if src1.is_written else None
        lanes = flags_of(mask.raw_bits, size) if mask.is_written else element_flags(mask, size, wm)
        dst.write(op(a if a is not None else src0.read(w0), b if b is not None else src1.read(w1), lanes, dt))
    return run


def _typed_binary(typed: Callable[[np.ndarray, np.ndarray], np.ndarray], op: Callable[..., np.ndarray],
                  e: ElemType, w0: str, w1: str, wm: str
                  ) -> Callable[[VectorRegister, VectorRegister, VectorRegister, vector_bool], None]:
    """:func:`binary` of an instruction with a typed form (:func:`ascsim.ops.arith.typed_form`): with
    every lane active, that form on the registers' typed views, the result kept typed; else ``op``."""
    size, dt = e.size, e.np
    every = all_active((e.lanes,))
    last = LAST_FLAGS

    def run(dst: VectorRegister, src0: VectorRegister, src1: VectorRegister, mask: vector_bool) -> None:
        # A typed view is kept only by a written register, so its presence is the written test.
        a = src0.typed_cache
        if a is None:
            a = src0.typed(w0)
        b = src1.typed_cache
        if b is None:
            b = src1.typed(w1)
        if mask.raw_cache is last[0] and last[1] == size and mask.is_written:
            lanes = last[2]
        else:
            lanes = element_flags(mask, size, wm)
        if lanes is not every:  # inactive lanes are zeroed in raw bits
            dst.write(op(src0.raw_bits, src1.raw_bits, lanes, dt))
            return
        dst.raw_cache, dst.typed_cache, dst.is_written = None, typed(a, b), True  # typed only: raw is viewed when read
    return run


@impls.reg_arith.binary.register
def binary(overload: Overload, dst: VectorRegister, src0: VectorRegister, src1: VectorRegister,
           mask: vector_bool) -> None:
    """``asc_<op>(dst, src0, src1, mask)``: ``dst[i] = op(src0[i], src1[i])`` on active lanes, 0 elsewhere."""
    _binary_for(overload)(dst, src0, src1, mask)


# The dispatcher binds each overload of ``binary`` through ``_binary_for`` once.
impls.reg_arith.binary.specialised_by(_binary_for)


@impls.reg_arith.binary_carry.register
def binary_carry(overload: Overload, carry: vector_bool, dst: VectorRegister, src0: VectorRegister,
                 src1: VectorRegister, mask: vector_bool) -> None:
    """``asc_<op>(carry, dst, src0, src1, mask)``: the 32-bit result in dst, the carry of each element in
    the governing bit of its 4-bit group of ``carry`` (the other bits 0)."""
    func = overload.name
    op = overload.extra[0]
    bits, flags = op(src0.read(f"{func} src0"), src1.read(f"{func} src1"), element_flags(mask, 4, f"{func} mask"))
    dst.write(bits)
    carry.write(element_mask_raw(flags, 4))


@impls.reg_arith.unary.register
def unary(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_<op>(dst, src, mask)`` (abs, neg, relu, exp, ln, sqrt): ``dst[i] = op(src[i])`` on active
    lanes, 0 elsewhere."""
    func = overload.name
    dst.write(overload.extra[0](src.read(f"{func} src"), element_flags(mask, dst.elem.size, f"{func} mask"),
                               dst.elem.np))


@impls.reg_arith.binary_scalar.register
def binary_scalar(overload: Overload, dst: VectorRegister, src: VectorRegister, value: Any, mask: vector_bool) -> None:
    """``asc_<op>_scalar(dst, src, value, mask)`` (and ``asc_leakyrelu``): the binary instruction with
    ``value`` in every lane of its second operand."""
    func = overload.name
    bits = src.read(f"{func} src")
    other = np.full(bits.shape, scalar_bits(func, dst.elem, value), bits.dtype)
    dst.write(overload.extra[0](bits, other, element_flags(mask, dst.elem.size, f"{func} mask"), dst.elem.np))


@impls.reg_arith.carry_in.register
def carry_in(overload: Overload, carry: vector_bool, dst: VectorRegister, src0: VectorRegister, src1: VectorRegister,
             carry_src: vector_bool, mask: vector_bool) -> None:
    """``asc_addc``/``asc_subc(carry, dst, src0, src1, carry_src, mask)``: the 33-bit sum with the carry in
    of each element (the governing bit of its 4-bit group of ``carry_src``); the carry out in the
    governing bit of ``carry`` (the other bits 0)."""
    func = overload.name
    bits, flags = overload.extra[0](src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                                   element_flags(carry_src, 4, f"{func} carry_src"),
                                   element_flags(mask, 4, f"{func} mask"))
    dst.write(bits)
    carry.write(element_mask_raw(flags, 4))


@impls.reg_arith.mull.register
def mull(overload: Overload, dst0: VectorRegister, dst1: VectorRegister, src0: VectorRegister, src1: VectorRegister,
         mask: vector_bool) -> None:
    """``asc_mull(dst0, dst1, src0, src1, mask)``: the low and high words of each 64-bit product."""
    func = overload.name
    distinct(func, dst0, dst1)  # one register cannot hold both words
    lo, hi = arith.mull_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                            element_flags(mask, 4, f"{func} mask"), dst0.elem.np)
    dst0.write(lo)
    dst1.write(hi)


@impls.reg_arith.axpy.register
def axpy(overload: Overload, dst: VectorRegister, src: VectorRegister, value: Any, mask: vector_bool) -> None:
    """``asc_axpy(dst, src, value, mask)``: ``dst[i] = src[i] * value + dst[i]`` rounded once."""
    func = overload.name
    acc = dst.read(f"{func} dst")
    bits = src.read(f"{func} src")
    scale = np.full(bits.shape, scalar_bits(func, dst.elem, value), bits.dtype)
    dst.write(fmath.fma_raw(bits, scale, acc, element_flags(mask, dst.elem.size, f"{func} mask"), dst.elem.np))


@impls.reg_arith.madd.register
def madd(overload: Overload, dst: VectorRegister, src0: VectorRegister, src1: VectorRegister,
         mask: vector_bool) -> None:
    """``asc_madd(dst, src0, src1, mask)``: ``dst[i] = dst[i] * src0[i] + src1[i]`` rounded once."""
    func = overload.name
    acc = dst.read(f"{func} dst")
    dst.write(fmath.fma_raw(acc, src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                            element_flags(mask, dst.elem.size, f"{func} mask"), dst.elem.np))


def _part_flags(mask: vector_bool, src_size: int, part: int, what: str) -> np.ndarray:
    """Flags of the float lanes fed from a source of ``src_size`` bytes: source element ``2 i + part``
    (half) or ``i`` (float) governs float lane i, by its own governing mask bit."""
    flags = element_flags(mask, src_size, what)
    return flags[part::2] if src_size == 2 else flags


@impls.reg_arith.exp_sub.register
def exp_sub(overload: Overload, dst: VectorRegister, src0: VectorRegister, src1: VectorRegister,
            mask: vector_bool) -> None:
    """``asc_exp_sub[_v2](dst, src0, src1, mask)``: ``exp(float(src0) - float(src1))``; from half sources
    the even (``_v2``: odd) elements."""
    func, part = overload.name, overload.extra[0]
    src_elem = overload.elem(1)
    dst.write(fmath.exp_sub_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                                _part_flags(mask, src_elem.size, part, f"{func} mask"), src_elem.np, part))


@impls.reg_arith.muls.register
def muls(overload: Overload, dst: VectorRegister, src: VectorRegister, value: Any, mask: vector_bool) -> None:
    """``asc_muls[_v2](dst, src, value, mask)``: ``half(src[i] * value)`` into the even (``_v2``: odd)
    half lanes."""
    func, part = overload.name, overload.extra[0]
    dst.write(fmath.muls_cast_raw(src.read(f"{func} src"), scalar_bits(func, src.elem, value),
                                  element_flags(mask, 4, f"{func} mask"), part))


@impls.reg_arith.mula.register
def mula(overload: Overload, dst: VectorRegister, src0: VectorRegister, src1: VectorRegister,
         mask: vector_bool) -> None:
    """``asc_mula(dst, src0, src1, mask)``: ``dst[i] = src0[i] * src1[i] + dst[i]`` (floats rounded once)."""
    func = overload.name
    acc = dst.read(f"{func} dst")
    dst.write(arith.mula_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"), acc,
                             element_flags(mask, dst.elem.size, f"{func} mask"), dst.elem.np))


@impls.reg_arith.fma.register
def fma(overload: Overload, src0: VectorRegister, src1: VectorRegister, src2: VectorRegister,
        mask: vector_bool) -> VectorRegister:
    """``vector_T asc_fma(src0, src1, src2, mask)``: ``src0[i] * src1[i] + src2[i]`` rounded once on active
    lanes, 0 elsewhere, returned in a new register (src2 is passed by value: it does not change)."""
    func = overload.name
    out = type(src0)()
    out.write(arith.mula_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"), src2.read(f"{func} src2"),
                             element_flags(mask, out.elem.size, f"{func} mask"), out.elem.np))
    return out
