"""``c_api/reg_compute/reg_vector.h``: register compute inside a VF."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import dtypes as d
from ..ops import arith
from ..ops import math as fmath
from . import V920, Function, cost, fn, impls, void
from .cost import Cost
from .impls import Impl, OpsFunction
from .types import ADDR, ARITH, B8_B16_B32, MASK, STORE_UNALIGN, U32, enum, out, reg, scalar, tag, ub, ub_ptrs

_H = "reg_vector"
_RA = impls.reg_arith
_RP = impls.reg_permute_sel
_RI = impls.reg_index
_RLG = impls.reg_logic
_RR = impls.reg_reduce
_RC = impls.reg_compare
_RD = impls.reg_duplicate
_EXCEPT_E8M0 = tuple(t for t in B8_B16_B32 if t is not d.fp8_e8m0_t)
_FILL = tuple(t for t in _EXCEPT_E8M0 if t is not d.hifloat8_t)
_NARROW_WIDE = ((d.uint8_t, d.uint16_t), (d.int8_t, d.int16_t), (d.uint16_t, d.uint32_t), (d.int16_t, d.int32_t))
_UNSQUEEZE = (d.uint8_t, d.int8_t, d.uint16_t, d.int16_t, d.uint32_t, d.int32_t)


def _pair(t: d.ElemType) -> tuple:
    return void(("dst0", out(reg(t))), ("dst1", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)))


_MASK_PAIR = void(("dst0", out(MASK)), ("dst1", out(MASK)), ("src0", MASK), ("src1", MASK))


def _permute() -> list:
    out_: list = []
    for name, what, impl, mask_impl in (
            ("intlv", "interleave", _RP.intlv, _RP.intlv_mask),
            ("deintlv", "deinterleave", _RP.deintlv, _RP.deintlv_mask)):
        out_.append(fn(f"asc_{name}", _H, f"{what.capitalize()} two registers: dst0/dst1 get the "
                       + ("low/high halves of src0 and src1, element by element alternately."
                          if name == "intlv" else "even/odd elements of the stream src0 ++ src1."), pipe="V",
                       cost=cost.INTERLEAVE)
                    .forms(impl, B8_B16_B32, _pair))
        for bits, group in (("b8", 1), ("b16", 2), ("b32", 4)):
            out_.append(fn(f"asc_{name}_{bits}", _H, f"{what.capitalize()} two mask registers in groups of "
                           f"{group} bit{'s' if group > 1 else ''}.", pipe="V", cost=cost.MASK_SINGLE)
                        .form(mask_impl, *_MASK_PAIR, extra=(group,)))
    return out_


def _unpack(part: str) -> object:
    f = fn(f"asc_unpack_{part}", _H, f"Widen the {'low' if part == 'lower' else 'high'} half of src (zero "
           "extension for unsigned, sign extension for signed); on masks each bit becomes a pair.", pipe="V",
           cost=cost.UNPACK)
    f.forms(_RP.unpack, _NARROW_WIDE, lambda nw: void(("dst", out(reg(nw[1]))), ("src", reg(nw[0]))),
            extra=(part,), returning=True)
    return f.form(_RP.unpack_mask, *void(("dst", out(MASK)), ("src", MASK)), extra=(part,),
                  returning=True)


_PACK_ALL = ((d.uint16_t, d.uint8_t), (d.int16_t, d.uint8_t), (d.uint32_t, d.uint16_t), (d.int32_t, d.uint16_t))
_PACK_UNSIGNED = ((d.uint16_t, d.uint8_t), (d.uint32_t, d.uint16_t))


def _pack(name: str, part: str, pairs: tuple, doc: str, **kw: Any) -> object:
    f = fn(name, _H, doc, pipe="V", **kw)
    current = not kw.get("deprecated")  # the deprecated names keep only their void forms
    f.forms(_RP.pack, pairs, lambda sw: void(("dst", out(reg(sw[1]))), ("src", reg(sw[0]))),
            extra=(part,), returning=current)
    return f.form(_RP.pack_mask, *void(("dst", out(MASK)), ("src", MASK)), extra=(part,),
                  returning=current)


def _squeeze(name: str, doc: str, status: bool, **kw: Any) -> object:
    return fn(name, _H, doc, pipe="V", **kw).forms(
        _RP.squeeze, B8_B16_B32,
        lambda t: void(("dst", out(reg(t))), ("src", reg(t)), ("mask", MASK)), extra=(status,),
        returning=not (status or kw.get("deprecated")))


def _binary(op: str, raw: OpsFunction, carry_raw: OpsFunction, formula: str, carry: str) -> object:
    """An element-wise arithmetic instruction ``asc_<op>`` (ops function ``raw``) with its carry forms
    (``carry_raw``)."""
    return (fn(f"asc_{op}", _H, f"dst[i] = {formula} on active lanes (integers wrap, floats round to nearest "
               f"even), 0 on inactive lanes; the carry form also writes a mask: {carry}.", pipe="V", mask="zeroing",
               cost=cost.ADD)
            .forms(_RA.binary, ARITH,
                   lambda t: void(("dst", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)), ("mask", MASK)),
                   extra=(raw,), returning=True)
            .forms(_RA.binary_carry, (d.uint32_t, d.int32_t),
                   lambda t: void(("carry", out(MASK)), ("dst", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)),
                                  ("mask", MASK)), extra=(carry_raw,)))


FUNCTIONS = [
    *_permute(),
    _unpack("lower"),
    _unpack("upper"),
    _pack("asc_pack_to_low", "low", _PACK_UNSIGNED,
          "Keep the low half of each element's bits, in the low half of dst (zeros above).", cost=cost.PACK),
    _pack("asc_pack_to_high", "high", _PACK_UNSIGNED,
          "Keep the low half of each element's bits, in the high half of dst (zeros below).", cost=cost.PACK),
    _pack("asc_pack", "low", _PACK_ALL, "Deprecated name of asc_pack_to_low.",
          deprecated="use asc_pack_to_low instead", cost=cost.PACK),
    _pack("asc_pack_v2", "high", _PACK_ALL, "Deprecated name of asc_pack_to_high.",
          deprecated="use asc_pack_to_high instead", cost=cost.PACK),
    fn("asc_select", _H, "dst[i] = mask_i ? src0[i] : src1[i] (mask_i: the governing bit of element i).", pipe="V",
       cost=cost.ONE_REGISTER)
    .form(_RP.select, *void(("dst", out(MASK)), ("src0", MASK), ("src1", MASK), ("mask", MASK)),
          returning=True)
    .forms(_RP.select, _EXCEPT_E8M0,
           lambda t: void(("dst", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)), ("mask", MASK)), returning=True),
    _squeeze("asc_squeeze", "The elements whose governing mask bit is set, in order from lane 0; zeros above.",
             False, cost=cost.SQUEEZE),
    _squeeze("asc_squeeze_v2", "Deprecated name of asc_squeeze.", False, deprecated="use asc_squeeze instead",
             cost=cost.SQUEEZE),
    _squeeze("asc_squeeze_with_status", "asc_squeeze that also adds the bytes it selects to the AR register.",
             True, cost=cost.SQUEEZE),
    fn("asc_unsqueeze", _H, "Exclusive prefix count of the governing mask bits: dst[0] = 0, "
       "dst[i] = dst[i-1] + mask_{i-1}.", pipe="V", cost=cost.UNSQUEEZE)
    .forms(_RP.unsqueeze, _UNSQUEEZE, lambda t: void(("dst", out(reg(t))), ("mask", MASK))),
    fn("asc_clear_ar_spr", _H, "Clear the AR special register (bytes appended by squeeze streams) to 0.",
       cost=cost.BOOKKEEPING)
    .form(_RP.clear_ar, *void()),
    fn("asc_duplicate", _H, "Every active lane of dst gets element 0 of src; inactive lanes are 0.", pipe="V",
       mask="zeroing", cost=cost.ONE_REGISTER)
    .forms(_RD.duplicate, _FILL, lambda t: void(("dst", out(reg(t))), ("src", reg(t)), ("mask", MASK)),
           returning=True),
    fn("asc_duplicate_scalar", _H, "Every (active) lane of dst gets value; inactive lanes are 0.", pipe="V",
       mask="zeroing", cost=cost.ONE_REGISTER)
    .forms(_RD.duplicate_scalar, _FILL,
           lambda t: void(("dst", out(reg(t))), ("value", scalar(t)), ("mask", MASK)), returning=True)
    .forms(_RD.duplicate_scalar, _FILL + (d.fp8_e8m0_t,),
           lambda t: void(("dst", out(reg(t))), ("value", scalar(t))), returning=True),
    _binary("add", arith.add_raw, arith.add_carry_raw, "src0[i] + src1[i]", "the carry out of the unsigned 32-bit sum"),
    _binary("sub", arith.sub_raw, arith.sub_carry_raw, "src0[i] - src1[i]",
            "set when no borrow occurs (src0 >= src1 as unsigned)"),
    fn("asc_gt", _H, "Mask bit of element i set where src0[i] > src1[i] on active lanes, clear elsewhere.", pipe="V",
       mask="zeroing", cost=cost.ONE_REGISTER)
    .forms(_RC.gt, ARITH,
           lambda t: void(("dst", out(MASK)), ("src0", reg(t)), ("src1", reg(t)), ("mask", MASK)), returning=True),
    *[fn(f"asc_create_mask_b{b}", _H, f"A mask for {b}-bit elements from a pattern (PAT_ALL, PAT_VL8, PAT_H ...).",
         cost=cost.MASK_DUAL)
      .form(impls.reg_mask.create_mask, MASK, [("pat_mode", enum("pat_t"))], extra=(b // 8,)) for b in (8, 16, 32)],
    *[fn(f"asc_update_mask_b{b}", _H, f"A mask of the first min(value, {2048 // b}) {b}-bit elements; "
         f"value decreases by that count.", cost=cost.MASK_DUAL)
      .form(impls.reg_mask.update_mask, MASK, [("value", out(U32))], extra=(b // 8,)) for b in (8, 16, 32)],
    *[fn(f"asc_{name}_b{b}", _H, f"An address register for {b}-bit elements: offset = sum of loop index_i x "
         "offset_i over the k enclosing loops (the last offset goes with the innermost loop).",
         cost=cost.BOOKKEEPING, **kw)
      .forms(impls.reg_addr.addr_reg, range(1, 5),
             lambda n: (ADDR, [("offset", U32)] if n == 1 else [(f"offset{i}", U32) for i in range(n)]),
             extra=(b // 8,))
      for name, kw in (("update_addr_reg", {}),
                       ("create_iter_reg", {"deprecated": "use asc_update_addr_reg instead"}))
      for b in (32, 16, 8)],
    fn("asc_mem_bar", _H, "Order the earlier UB accesses of one kind before the later ones of another, in a VF.",
       cost=cost.BOOKKEEPING)
    .form(impls.sync.mem_bar, *void(("mem_type", enum("MEM_TYPE")))),
]


# ---------------------------------------------------------------------------------------------
# Arithmetic and math: mul, div, neg, abs, max, min, _scalar forms, addc/subc, mull, madd, axpy,
# relu, leakyrelu, prelu, exp, ln, sqrt ...
_A_S8, _A_U8, _A_S16, _A_U16, _A_S32, _A_U32 = d.int8_t, d.uint8_t, d.int16_t, d.uint16_t, d.int32_t, d.uint32_t
_A_H, _A_BF, _A_F = d.half, d.bfloat16_t, d.float_
_A_NOTE = "on active lanes, 0 on inactive lanes"
_A_ROUND = "floats round to nearest even with subnormals (bfloat16 through float32)"
_A_TRANSC = ("correctly rounded (within the 1 ulp the vendor states); subnormal inputs count as zeros and "
             "subnormal results are flushed to zero")


def _a_un(t: d.ElemType) -> tuple:
    return void(("dst", out(reg(t))), ("src", reg(t)), ("mask", MASK))


def _a_bin(t: d.ElemType) -> tuple:
    return void(("dst", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)), ("mask", MASK))


def _a_sc(t: d.ElemType) -> tuple:
    return void(("dst", out(reg(t))), ("src", reg(t)), ("value", scalar(t)), ("mask", MASK))


_A_SHAPES = {_RA.unary: _a_un, _RA.binary: _a_bin, _RA.binary_scalar: _a_sc}


def _a_fn(name: str, doc: str, impl: Impl, op: OpsFunction, types: tuple, returning: bool = True, *,
          cost: Cost) -> Function:
    """An element-wise instruction (``reg_arith.<impl>``: unary, binary or binary_scalar) on the vector
    pipe whose inactive lanes are 0 (the vendor's MODE_ZEROING, the only mode these instructions have),
    with its value-returning forms unless ``returning`` is False."""
    return fn(name, _H, doc, pipe="V", mask="zeroing", cost=cost).forms(impl, types, _A_SHAPES[impl],
                                                             extra=(op,), returning=returning)


def _a_carry(name: str, op: OpsFunction, formula: str, cost: Cost) -> Function:
    return fn(name, _H, f"{{carry, dst}} = {formula} as a 33-bit sum {_A_NOTE}; carry_src and carry hold one "
              "flag per element in the governing bit of its 4-bit group (the other carry bits 0).", pipe="V",
              mask="zeroing", cost=cost).forms(
        _RA.carry_in, (_A_U32, _A_S32),
        lambda t: void(("carry", out(MASK)), ("dst", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)),
                       ("carry_src", MASK), ("mask", MASK)), extra=(op,))


def _a_exp_sub(name: str, part: int, doc: str, cost: Cost) -> Function:
    f = fn(name, _H, doc, pipe="V", mask="zeroing", cost=cost)
    for src in (_A_H, _A_F):
        f.form(_RA.exp_sub, *void(("dst", out(reg(_A_F))), ("src0", reg(src)), ("src1", reg(src)),
                                          ("mask", MASK)), extra=(part,),
               deprecated="use asc_exp_sub instead"
               if part and src is _A_F else "", returning=not part and src is _A_F)
    return f


def _a_muls(name: str, part: int, where: str, cost: Cost) -> Function:
    return fn(name, _H, f"dst[2i+{part}] = half(src[i] * value) {_A_NOTE} ({where} half lanes; the others 0): "
              "the float product rounds to nearest even, the conversion rounds to nearest with ties away from "
              "zero (CAST_ROUND); the mask is read per float element.", pipe="V", mask="zeroing", cost=cost).form(
        _RA.muls, *void(("dst", out(reg(_A_H))), ("src", reg(_A_F)), ("value", scalar(_A_F)),
                                ("mask", MASK)), extra=(part,))


ARITH_FUNCTIONS: list[Function] = [
    _a_fn("asc_relu", f"dst[i] = max(src[i], +0) {_A_NOTE}: -0 and negatives give +0, NaN stays NaN.",
          _RA.unary, arith.relu_raw, (_A_H, _A_S32, _A_F), cost=cost.RELU),
    _a_carry("asc_subc", arith.subc_raw,
             "src0 + ~src1 + carry_src (src0 - src1 when carry_src is set; carry = no borrow)", cost=cost.CARRY_32),
    _a_fn("asc_abs_sub", f"dst[i] = |src0[i] - src1[i]| {_A_NOTE}: the difference rounded once (subnormals "
          "kept), then its sign bit cleared.", _RA.binary, arith.abs_sub_raw, (_A_H, _A_F), cost=cost.HALF_FLOAT),
    _a_fn("asc_min", f"dst[i] = min(src0[i], src1[i]) {_A_NOTE}; a NaN operand gives NaN, min(-0, +0) = -0.",
          _RA.binary, arith.min_raw, (_A_S8, _A_S16, _A_S32, _A_U8, _A_U16, _A_U32, _A_H, _A_BF, _A_F),
          cost=cost.ONE_REGISTER),
    _a_fn("asc_neg", f"dst[i] = -src[i] {_A_NOTE}: integers wrap (-MIN = MIN), floats flip the sign bit.",
          _RA.unary, arith.neg_raw, (_A_S8, _A_S16, _A_S32, _A_H, _A_F), cost=cost.ABS),
    fn("asc_axpy", _H, f"dst[i] = src[i] * value + dst[i] {_A_NOTE}: fused, computed exactly and rounded once "
       "(subnormals kept).", pipe="V", mask="zeroing", cost=cost.HALF_FLOAT)
    .forms(_RA.axpy, (_A_H, _A_F), _a_sc),
    _a_fn("asc_abs", f"dst[i] = |src[i]| {_A_NOTE}: integers wrap (|MIN| = MIN), floats clear the sign bit.",
          _RA.unary, arith.abs_raw, (_A_S8, _A_S16, _A_S32, _A_H, _A_F), cost=cost.ABS),
    fn("asc_mull", _H, f"dst0[i], dst1[i] = low and high 32 bits of the 64-bit product src0[i] * src1[i] "
       f"(signed for int32_t) {_A_NOTE}.", pipe="V", mask="zeroing", cost=cost.CARRY_32)
    .forms(_RA.mull, (_A_U32, _A_S32),
           lambda t: void(("dst0", out(reg(t))), ("dst1", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)),
                          ("mask", MASK))),
    _a_fn("asc_sqrt", f"dst[i] = sqrt(src[i]) {_A_NOTE}, {_A_TRANSC}; sqrt(-0) = -0, negatives give NaN.",
          _RA.unary, fmath.sqrt_raw, (_A_H, _A_F), cost=cost.SLOW),
    _a_fn("asc_mul", f"dst[i] = src0[i] * src1[i] {_A_NOTE}: integers keep the low bits, {_A_ROUND}.",
          _RA.binary, arith.mul_raw, (_A_S16, _A_U16, _A_H, _A_BF, _A_S32, _A_U32, _A_F), cost=cost.MUL),
    _a_fn("asc_mul_scalar", f"dst[i] = src[i] * value {_A_NOTE}: integers keep the low bits, {_A_ROUND}.",
          _RA.binary_scalar, arith.mul_raw, (_A_S16, _A_U16, _A_H, _A_S32, _A_U32, _A_F), cost=cost.MUL),
    _a_muls("asc_muls", 0, "even", cost=cost.MULS),
    _a_muls("asc_muls_v2", 1, "odd", cost=cost.MULS),
    _a_carry("asc_addc", arith.addc_raw, "src0 + src1 + carry_src", cost=cost.CARRY_32),
    fn("asc_madd", _H, f"dst[i] = dst[i] * src0[i] + src1[i] {_A_NOTE}: fused, computed exactly and rounded once "
       "(subnormals kept).", pipe="V", mask="zeroing", cost=cost.MADD)
    .forms(_RA.madd, (_A_H, _A_F), _a_bin),
    _a_fn("asc_leakyrelu", f"dst[i] = src[i] if its sign bit is clear, else src[i] * value (rounded once) "
          f"{_A_NOTE}; -0 takes the product, +0 passes, as the boundary-value appendix has it.",
          _RA.binary_scalar, arith.prelu_raw, (_A_F, _A_H), cost=cost.HALF_FLOAT),
    _a_fn("asc_max", f"dst[i] = max(src0[i], src1[i]) {_A_NOTE}; a NaN operand gives NaN, max(-0, +0) = +0.",
          _RA.binary, arith.max_raw, (_A_U8, _A_S8, _A_U16, _A_S16, _A_S32, _A_U32, _A_F, _A_H, _A_BF),
          cost=cost.ONE_REGISTER),
    _a_fn("asc_min_scalar", f"dst[i] = min(src[i], value) {_A_NOTE}; a NaN operand gives NaN, min(-0, +0) = -0.",
          _RA.binary_scalar, arith.min_raw, (_A_S32, _A_U32, _A_S16, _A_U16, _A_S8, _A_U8, _A_F, _A_H),
          cost=cost.ONE_REGISTER),
    _a_fn("asc_exp", f"dst[i] = e^src[i] {_A_NOTE}, {_A_TRANSC}; overflow gives +inf.",
          _RA.unary, fmath.exp_raw, (_A_H, _A_F), cost=cost.SLOW),
    _a_fn("asc_add_scalar", f"dst[i] = src[i] + value {_A_NOTE}: integers wrap, {_A_ROUND}.",
          _RA.binary_scalar, arith.add_raw, (_A_S8, _A_U8, _A_S16, _A_U16, _A_H, _A_BF, _A_S32, _A_U32, _A_F),
          cost=cost.ADD_SCALAR),
    _a_exp_sub("asc_exp_sub", 0, f"dst[i] = exp(float(src0) - float(src1)) into float lanes {_A_NOTE}; from half "
               "sources element 2i of each (the mask read per half element); the difference rounds to float, "
               "exp as asc_exp.", cost=cost.SLOW),
    _a_exp_sub("asc_exp_sub_v2", 1, "asc_exp_sub from the odd elements 2i+1 of half sources; with float sources "
               "the same as asc_exp_sub (deprecated there).", cost=cost.SLOW),
    _a_fn("asc_ln", f"dst[i] = ln(src[i]) {_A_NOTE}, {_A_TRANSC}; ln(±0) = -inf, negatives give NaN.",
          _RA.unary, fmath.ln_raw, (_A_H, _A_F), returning=False, cost=cost.SLOW),
    _a_fn("asc_div", f"dst[i] = src0[i] / src1[i] {_A_NOTE}. Floats: {_A_TRANSC}. Integers (pages silent): "
          "truncated toward zero, x / 0 = all bits set (-1, or the unsigned maximum), MIN / -1 = MIN.",
          _RA.binary, arith.div_raw, (_A_H, _A_F, _A_S16, _A_U16, _A_S32, _A_U32), cost=cost.SLOW),
    _a_fn("asc_max_scalar", f"dst[i] = max(src[i], value) {_A_NOTE}; a NaN operand gives NaN, max(-0, +0) = +0.",
          _RA.binary_scalar, arith.max_raw, (_A_S8, _A_S16, _A_S32, _A_U8, _A_U16, _A_U32, _A_H, _A_F, _A_BF),
          cost=cost.ONE_REGISTER),
    _a_fn("asc_prelu", f"dst[i] = src0[i] if its sign bit is clear, else src0[i] * src1[i] (rounded once) "
          f"{_A_NOTE}; -0 takes the product, +0 passes, as the boundary-value appendix has it.",
          _RA.binary, arith.prelu_raw, (_A_F, _A_H), cost=cost.HALF_FLOAT),
]

# ---------------------------------------------------------------------------------------------
# Logic and shifts, compare (and _scalar forms), reductions, index, fill, histograms, copy, misc.
_U8, _S8, _U16, _S16 = d.uint8_t, d.int8_t, d.uint16_t, d.int16_t
_U32, _S32, _F16, _BF16, _F32 = d.uint32_t, d.int32_t, d.half, d.bfloat16_t, d.float_
_E4M3, _E5M2 = d.fp8_e4m3fn_t, d.fp8_e5m2_t
_SHIFTED = (_U8, _S8, _U16, _S16, _U32, _S32)
_MASK3 = void(("dst", out(MASK)), ("src0", MASK), ("src1", MASK), ("mask", MASK))


def _is_int(t: d.ElemType) -> bool:
    return t.kind != "float"


def _signed_of(t: d.ElemType) -> d.ElemType:
    return {1: _S8, 2: _S16, 4: _S32}[t.size]


def _bitwise(op: str, sym: str, types: tuple, mask_first: bool, returning: Callable[[d.ElemType], bool]) -> Function:
    f = fn(f"asc_{op}", _H, f"dst[i] = src0[i] {sym} src1[i] on the raw bits of active lanes, 0 on inactive lanes; "
           f"on mask registers bit by bit: dst[j] = mask[j] & (src0[j] {sym} src1[j]).", pipe="V", mask="zeroing",
           cost=cost.ONE_REGISTER)
    data = lambda t: void(("dst", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)), ("mask", MASK))  # noqa: E731
    if mask_first:
        f.form(_RLG.bitwise_mask, *_MASK3, extra=(op,), returning=True)
    f.forms(_RLG.bitwise, types, data, extra=(op,), returning=returning)
    if not mask_first:
        f.form(_RLG.bitwise_mask, *_MASK3, extra=(op,), returning=True)
    return f


def _shifts() -> list[Function]:
    out_: list[Function] = []
    for way, doc in (("left", "unsigned: logical (zeros enter at the bottom); signed: the sign bit stays and the "
                              "bits below it move up; a count above the width gives 0 (a count equal to it: 0, or "
                              "the sign bit alone for signed)"),
                     ("right", "unsigned: logical (a count of the width or more gives 0); signed: arithmetic (a "
                               "count of the width or more gives -1 for negative elements, 0 otherwise)")):
        op = "<<" if way == "left" else ">>"
        out_.append(fn(f"asc_shift{way}", _H, f"dst[i] = src0[i] {op} src1[i] on active lanes, 0 elsewhere; {doc}. "
                       "A negative count on an active lane is an error.", pipe="V", mask="zeroing",
                       cost=cost.ONE_REGISTER)
                    .forms(_RLG.shift, _SHIFTED,
                           lambda t: void(("dst", out(reg(t))), ("src0", reg(t)), ("src1", reg(_signed_of(t))),
                                          ("mask", MASK)), extra=(way,), returning=True))
        out_.append(fn(f"asc_shift{way}_scalar", _H, f"dst[i] = src[i] {op} value on active lanes, 0 elsewhere, as "
                       f"asc_shift{way}. A negative value is an error.", pipe="V", mask="zeroing",
                       cost=cost.ONE_REGISTER)
                    .forms(_RLG.shift_scalar, _SHIFTED,
                           lambda t: void(("dst", out(reg(t))), ("src", reg(t)), ("value", scalar(_S16)),
                                          ("mask", MASK)), extra=(way,), returning=True))
    return out_


_CMP_SYM = {"eq": "==", "ne": "!=", "gt": ">", "ge": ">=", "lt": "<", "le": "<="}
#: Per comparison: the vector form's types and the scalar form's types, in the vendor header's order.
_CMP_TYPES = {
    "eq": ((_S8, _U8, _S16, _U16, _F16, _BF16, _S32, _U32, _F32),) * 2,
    "ne": ((_U8, _S8, _U16, _S16, _U32, _S32, _F16, _F32), (_U8, _S8, _U16, _S16, _U32, _S32, _F16, _F32, _BF16)),
    "ge": ((_S8, _S16, _S32, _U8, _U16, _U32, _F16, _BF16, _F32),) * 2,
    "le": ((_U8, _S8, _U16, _S16, _U32, _S32, _F16, _F32, _BF16),) * 2,
    "lt": ((_U8, _S8, _F16, _U16, _S16, _F32, _U32, _S32, _BF16),
           (_U8, _S8, _BF16, _U16, _S16, _F16, _U32, _S32, _F32)),
    "gt": ((), (_U8, _S8, _BF16, _U16, _S16, _U32, _S32, _F16, _F32)),
}


def _compares() -> list[Function]:
    out_: list[Function] = []
    for op, (vec, sca) in _CMP_TYPES.items():
        sym = _CMP_SYM[op]
        if vec:  # asc_gt's vector form is declared above
            out_.append(fn(f"asc_{op}", _H, f"Mask bit of element i (bit i*k) set where src0[i] {sym} src1[i] on "
                           "active lanes, every other bit 0 (IEEE 754: NaN compares unequal, -0 == +0).", pipe="V",
                           mask="zeroing", cost=cost.ONE_REGISTER)
                        .forms(_RC.compare, vec,
                               lambda t: void(("dst", out(MASK)), ("src0", reg(t)), ("src1", reg(t)), ("mask", MASK)),
                               extra=(op,), returning=True))
        out_.append(fn(f"asc_{op}_scalar", _H, f"Mask bit of element i (bit i*k) set where src[i] {sym} value on "
                       "active lanes, every other bit 0.", pipe="V", mask="zeroing",
                       cost=cost.ONE_REGISTER)
                    .forms(_RC.compare_scalar, sca,
                           lambda t: void(("dst", out(MASK)), ("src", reg(t)), ("value", scalar(t)), ("mask", MASK)),
                           extra=(op,), returning=True))
    return out_


def _unary(t: d.ElemType, dt: d.ElemType | None = None) -> tuple:
    return void(("dst", out(reg(dt or t))), ("src", reg(t)), ("mask", MASK))


_SUM = ((_S16, _S32), (_S32, _S32), (_U16, _U32), (_U32, _U32), (_F16, _F16), (_F32, _F32))
_SUM_BLOCK = ((_F16, _F16), (_F32, _F32), (_U16, _U32), (_S16, _S32), (_U32, _U32), (_S32, _S32))
_EXTREME = (_S16, _S32, _U16, _U32, _F16, _F32)


def _reductions() -> list[Function]:
    out_ = [
        fn("asc_reduce_sum", _H, "dst[0] = sum of the active elements (int16/uint16 widen to int32/uint32, 32-bit "
           "integers wrap, floats add in a pairwise binary tree, each sum rounded), every other element 0; "
           "no active element: +0.", pipe="V", mask="zeroing", cost=cost.REDUCE_SUM)
        .forms(_RR.reduce_sum, _SUM, lambda st: _unary(st[0], st[1]), returning=True),
        fn("asc_reduce_sum_datablock", _H, "dst[b] = sum of the active elements of 32-byte block b of src (as "
           "asc_reduce_sum), for b = 0..7; every other element 0.", pipe="V", mask="zeroing", cost=cost.REDUCE_SUM)
        .forms(_RR.reduce_sum_datablock, _SUM_BLOCK, lambda st: _unary(st[0], st[1]), returning=True),
    ]
    for op, most, least in (("max", "greatest", "least"), ("min", "least", "greatest")):
        out_.append(fn(f"asc_reduce_{op}", _H, f"dst[0] = the {most} active element, dst[1] = its first index "
                       f"(as raw bits of the element width), every other element 0; a NaN wins (the first one); "
                       f"{'max(-0, +0) = +0' if op == 'max' else 'min(-0, +0) = -0'}; no active element: the type's "
                       f"{least} value (floats: {'-inf' if op == 'max' else '+inf'}) and index 0.", pipe="V",
                       mask="zeroing", cost=cost.REDUCE_EXTREME)
                    .forms(_RR.reduce_extreme, _EXTREME, _unary, extra=(op,), returning=True))
    blk = {"max": (_F16, _F32, _U16, _S16, _U32, _S32), "min": _EXTREME}
    for op in ("min", "max"):
        out_.append(fn(f"asc_reduce_{op}_datablock", _H, f"dst[b] = the {op} of the active elements of 32-byte "
                       f"block b of src (as asc_reduce_{op}, without index), for b = 0..7; every other element 0.",
                       pipe="V", mask="zeroing", cost=cost.REDUCE_EXTREME)
                    .forms(_RR.reduce_extreme_datablock, blk[op], _unary, extra=(op,), returning=True))
    out_.append(fn("asc_pair_reduce_sum", _H, "dst[j] = src[2j] + src[2j+1] for the lower half (an inactive element "
                   "takes no part: one active element passes unchanged, none gives +0), the upper half 0.", pipe="V",
                   mask="zeroing", cost=cost.PAIR_REDUCE_SUM)
                .forms(_RR.pair_reduce_sum, (_F16, _F32), _unary, returning=True))
    return out_


_ARANGE = (_S8, _S16, _S32, _F16, _F32)


def _hist(kind: str, bin_: int) -> Function:
    lo = 128 * bin_
    what = (f"dst[n] += number of active src elements equal to {lo} + n" if kind == "frequency" else
            f"dst[n] += number of active src elements in [0, {lo} + n]")
    return (fn(f"asc_{kind}_histogram_bin{bin_}", _H, f"{what}, for n = 0..127 (uint16_t counters wrap around); "
               "inactive src elements are not counted.", pipe="V",
               cost=cost.FREQUENCY_HISTOGRAM if kind == "frequency" else cost.CUMULATIVE_HISTOGRAM)
            .form(_RI.hist, *void(("dst", out(reg(_U16))), ("src", reg(_U8)), ("mask", MASK)),
                  extra=(kind, bin_)))


LOGIC_FUNCTIONS: list[Function] = [
    # The value-returning forms of and/or: integer elements only, as the vendor declares them.
    _bitwise("and", "&", (_U8, _S8, _E4M3, _E5M2, _U16, _S16, _F16, _BF16, _U32, _S32, _F32), True, _is_int),
    _bitwise("or", "|", (_S8, _U8, _S16, _U16, _F16, _S32, _U32, _F32), False, _is_int),
    _bitwise("xor", "^", (_S32, _U32, _U16, _S16, _U8, _S8), False, _is_int),
    fn("asc_not", _H, "dst[i] = ~src[i] on the raw bits of active lanes, 0 on inactive lanes; on a mask register "
       "bit by bit: dst[j] = mask[j] & ~src[j].", pipe="V", mask="zeroing", cost=cost.ONE_REGISTER)
    .forms(_RLG.not_, (_U8, _S8, _U16, _S16, _F16, _U32, _S32, _F32), _unary, returning=True)
    .form(_RLG.not_mask, *void(("dst", out(MASK)), ("src", MASK), ("mask", MASK)), returning=True),
    *_shifts(),
    *_compares(),
    *_reductions(),
    fn("asc_arange", _H, "dst[i] = value + i (integers wrap; floats: the exact sum rounded to nearest, ties toward "
       "+inf).", pipe="V", cost=cost.ARANGE)
    .forms(_RI.arange, _ARANGE, lambda t: void(("dst", out(reg(t))), ("value", scalar(t))), extra=("ascend",),
           returning=True),
    fn("asc_arange_descend", _H, "dst[i] = value + (N-1-i) for N lanes: the last lane holds value (rounding as "
       "asc_arange).", pipe="V", cost=cost.ARANGE)
    .forms(_RI.arange, _ARANGE, lambda t: void(("dst", out(reg(t))), ("value", scalar(t))),
           extra=("descend",), returning=True),
    *[_hist(kind, b) for kind in ("cumulative", "frequency") for b in (0, 1)],
    fn("asc_copy", _H, "Vector data: active lanes of dst take src, inactive lanes keep dst (merging). Masks: dst[j] = "
       "src[j] & mask[j] (all of src without mask). uint16_t/uint32_t data to a mask: the bits of block `part` "
       "(16 or 8 bytes) of src, each repeated 2 or 4 times.", pipe="V", mask="merging", cost=cost.COPY)
    .forms(_RI.copy, (_S8, _U8, _S16, _U16, _F16, _S32, _U32, _F32, _BF16),
           lambda t: void(("dst", out(reg(t))), ("src", reg(t)), ("mask", MASK)))
    .form(_RI.copy_mask, *void(("dst", out(MASK)), ("src", MASK), ("mask", MASK)))
    .form(_RI.copy_mask, *void(("dst", out(MASK)), ("src", MASK)))
    .forms(_RI.copy_to_mask, (_U16, _U32),
           lambda t: void(("dst", out(MASK)), ("src", reg(t)), ("part", scalar(_S16)))),
    fn("asc_set_va_reg", _H, "VA register `addr` (VA0..VA7) takes the first 8 pointers of src_array (32-byte "
       "aligned UB addresses of the data blocks asc_transto5hd reads or writes).", where="kernel", pipe="V",
       also=("vector_compute",))
    .forms(_RI.set_va_reg, (_S8, _U8, _S16, _U16, _F16, _S32, _U32, _F32),
           lambda t: void(("addr", enum("ub_addr8_t")), ("src_array", ub_ptrs(t)))),
]

FUNCTIONS += ARITH_FUNCTIONS + LOGIC_FUNCTIONS

# Position forms of the fused conversions (newer headers): the tag selects the half lanes, as the _v2
# suffix of asc_exp_sub/asc_muls does (the same instructions).
_POSITIONS = ("ASC_POSITION_EVEN", "ASC_POSITION_ODD")


def _exp_sub_half2float() -> Function:
    f = fn("asc_exp_sub_half2float", _H, "dst[i] = exp(float(src0[2i+p]) - float(src1[2i+p])) into float lanes "
           f"{_A_NOTE}, p the tag (ASC_POSITION_EVEN = 0, ASC_POSITION_ODD = 1); as asc_exp_sub on half sources.",
           pipe="V", mask="zeroing")
    for part, name in enumerate(_POSITIONS):
        f.form(impls.reg_convert.exp_sub_at, *void(("dst", out(reg(_A_F))), ("src0", reg(_A_H)), ("src1", reg(_A_H)),
                                          ("mask", MASK), ("src_pos", tag(name))),
               extra=(part,), versions=(V920,), returning=True)
    return f


def _mul_scalar_float2half_rn() -> Function:
    f = fn("asc_mul_scalar_float2half_rn", _H, "dst[2i+p] = half(src[i] * value) into half lanes "
           f"{_A_NOTE}, p the tag (ASC_POSITION_EVEN = 0, ASC_POSITION_ODD = 1), the other half lanes 0; the same "
           "instruction as asc_muls.", pipe="V", mask="zeroing")
    for part, name in enumerate(_POSITIONS):
        f.form(impls.reg_convert.muls_at, *void(("dst", out(reg(_A_H))), ("src", reg(_A_F)), ("value", scalar(_A_F)),
                                       ("mask", MASK), ("dst_pos", tag(name))),
               extra=(part,), versions=(V920,), returning=True)
    return f


FUNCTIONS += [_exp_sub_half2float(), _mul_scalar_float2half_rn()]


# ---------------------------------------------------------------------------------------------
# What the newer headers (V920) add: merging and highest-element broadcasts, asc_mask/asc_extract_mask,
# asc_log, asc_mula, asc_fma on registers, the asc_unsqueeze_<t> value forms, the squeeze-and-store
# stream, and new overloads of existing names (appended to their entries).
_NEW = (V920,)
#: The broadcast types of the newer headers, in their order.
_DUP = (_U8, _S8, _E4M3, _E5M2, d.fp8_e8m0_t, _U16, _S16, _F16, _BF16, _U32, _S32, _F32)
#: The squeeze-and-store types, in the vendor header's order.
_SQZ_STORE = (_S8, _U8, _S16, _U16, _S32, _U32, _F16, _F32, _BF16, _E4M3, _E5M2, d.fp8_e8m0_t,
              d.fp4x2_e2m1_t, d.fp4x2_e1m2_t, d.int4b_t)
_SQZ_FINAL = (_S8, _U8, d.fp4x2_e2m1_t, d.fp4x2_e1m2_t, d.int4b_t, d.fp8_e8m0_t, _E5M2, _E4M3, _S16, _U16, _F16,
              _BF16, _S32, _U32, _F32)


def _entry(name: str) -> Function:
    """The entry of this header named ``name`` (to append the newer headers' overloads to it)."""
    return next(f for f in FUNCTIONS if f.name == name and f.header == _H)


def _dup_at(name: str, pos: str, merging: bool) -> Function:
    which = "element 0" if pos == "lowest" else "the last element (N-1, whatever the mask)"
    rest = "keep dst (merging)" if merging else "are 0 (zeroing)"
    return fn(name, _H, f"Every active lane of dst gets {which} of src; inactive lanes {rest}.", pipe="V",
              mask="merging" if merging else "zeroing").forms(
        _RD.duplicate_at, _DUP, lambda t: void(("dst", out(reg(t))), ("src", reg(t)), ("mask", MASK)),
        extra=(pos, merging), versions=_NEW)


NEW_FUNCTIONS: list[Function] = [
    _dup_at("asc_duplicate_highest", "highest", False),
    _dup_at("asc_duplicate_merge", "lowest", True),
    _dup_at("asc_duplicate_highest_merge", "highest", True),
    fn("asc_duplicate_scalar_merge", _H, "Every active lane of dst gets value; inactive lanes keep dst (merging).",
       pipe="V", mask="merging")
    .forms(_RD.duplicate_scalar_merge, _DUP,
           lambda t: void(("dst", out(reg(t))), ("value", scalar(t)), ("mask", MASK)), versions=_NEW),
    fn("asc_mask", _H, "asc_copy into a new register, returned: active lanes take src, inactive lanes are "
       "unspecified (the vendor copies into an uninitialised register; ascsim gives 0). Masks: src & mask "
       "(src without mask).", pipe="V")
    .forms(_RI.mask_value, (_S8, _U8, _S16, _U16, _F16, _S32, _U32, _F32, _BF16),
           lambda t: (reg(t), (("src", reg(t)), ("mask", MASK))), versions=_NEW)
    .form(_RI.mask_value, MASK, (("src", MASK), ("mask", MASK)), versions=_NEW)
    .form(_RI.mask_value, MASK, (("src", MASK),), versions=_NEW),
    fn("asc_extract_mask", _H, "A new mask from block part of src (16 or 8 bytes), each bit repeated 2 or 4 "
       "times: asc_copy(dst, src, part), returned.", pipe="V")
    .forms(_RI.extract_mask, (_U16, _U32), lambda t: (MASK, (("src", reg(t)), ("part", scalar(_S16)))),
           versions=_NEW),
    fn("asc_log", _H, f"dst[i] = ln(src[i]) {_A_NOTE} (the same instruction as asc_ln), {_A_TRANSC}.", pipe="V",
       mask="zeroing").forms(_RA.unary, (_A_H, _A_F), _a_un, extra=(fmath.ln_raw,), versions=_NEW),
    fn("asc_mula", _H, f"dst[i] = src0[i] * src1[i] + dst[i] {_A_NOTE}: integers keep the low bits, floats are "
       "fused (computed exactly and rounded once, subnormals kept).", pipe="V", mask="zeroing")
    .forms(_RA.mula, (_S16, _U16, _F16, _BF16, _S32, _U32, _F32), _a_bin, versions=_NEW),
    fn("asc_fma", _H, f"Returns src0[i] * src1[i] + src2[i] {_A_NOTE}: fused, computed exactly and rounded once "
       "(subnormals kept).", pipe="V", mask="zeroing")
    .forms(_RA.fma, (_F16, _BF16, _F32),
           lambda t: (reg(t), (("src0", reg(t)), ("src1", reg(t)), ("src2", reg(t)), ("mask", MASK))),
           versions=_NEW),
    *[fn(f"asc_unsqueeze_{t.name[0] if t.name[0] == 'u' else 's'}{8 * t.size}", _H,
         f"asc_unsqueeze into a new vector_{t.name}, returned: dst[0] = 0, dst[i] = dst[i-1] + mask_(i-1).",
         pipe="V")
      .form(_RP.unsqueeze_value, reg(t), (("mask", MASK),), versions=_NEW) for t in _UNSQUEEZE],
    fn("asc_squeeze_and_storeunalign_init", _H, "Clear AR, the byte count of the squeeze-and-store stream.",
       pipe="V")
    .form(_RP.clear_ar, *void(), versions=_NEW),
    fn("asc_squeeze_and_storeunalign", _H, "dst = the elements of src1 whose governing squeeze_mask bit is set, "
       "from lane 0, zeros above; they are appended to the unaligned store stream src0 at dst_addr + AR and AR "
       "grows by their bytes (32-byte blocks the stream completes reach UB).", pipe="V")
    .forms(impls.reg_store.squeeze_and_storeunalign, _SQZ_STORE,
           lambda t: void(("dst_addr", ub(t)), ("dst", out(reg(t))), ("src0", out(STORE_UNALIGN)), ("src1", reg(t)),
                          ("squeeze_mask", MASK)), versions=_NEW),
    fn("asc_squeeze_and_storeunalign_finalize", _H, "Flush the bytes the squeeze-and-store stream src still "
       "holds to UB: the stream ends at dst + AR.", pipe="V")
    .forms(impls.reg_store.storeunalign_post, _SQZ_FINAL, lambda t: void(("dst", ub(t)), ("src", STORE_UNALIGN)),
           extra=("ar",), versions=_NEW),
]

_entry("asc_duplicate").form(_RD.duplicate, *void(("dst", out(reg(d.fp8_e8m0_t))),
                                                              ("src", reg(d.fp8_e8m0_t)), ("mask", MASK)),
                             versions=_NEW, returning=True)
_entry("asc_duplicate_scalar").form(_RD.duplicate_scalar,
                                    *void(("dst", out(reg(d.fp8_e8m0_t))), ("value", scalar(d.fp8_e8m0_t)),
                                          ("mask", MASK)), versions=_NEW, returning=True)
_entry("asc_ne").form(_RC.compare, *void(("dst", out(MASK)), ("src0", reg(_BF16)), ("src1", reg(_BF16)),
                                                   ("mask", MASK)), extra=("ne",), versions=_NEW, returning=True)
_MIN_RET, _MIN_PARAMS = _a_sc(_BF16)
_entry("asc_min_scalar").form(_RA.binary_scalar, _MIN_RET, _MIN_PARAMS, extra=(arith.min_raw,), versions=_NEW,
                              returning=True)
_entry("asc_madd").form(_RA.madd, *_a_bin(_BF16), versions=_NEW)
for _name, _part in (("asc_pack_to_low", "low"), ("asc_pack_to_high", "high")):
    _entry(_name).forms(_RP.pack, ((_S16, _U8), (_S32, _U16)),
                        lambda sw: void(("dst", out(reg(sw[1]))), ("src", reg(sw[0]))), extra=(_part,),
                        versions=_NEW, returning=True)

FUNCTIONS += NEW_FUNCTIONS
