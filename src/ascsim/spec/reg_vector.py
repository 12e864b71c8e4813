"""``c_api/reg_compute/reg_vector.h``: register compute inside a VF."""

from __future__ import annotations

from .. import dtypes as d
from . import Function, fn, void
from .types import ADDR, ARITH, B8_B16_B32, MASK, U32, enum, out, reg, scalar

_H = "reg_vector"
_EXCEPT_E8M0 = tuple(t for t in B8_B16_B32 if t is not d.fp8_e8m0_t)
_FILL = tuple(t for t in _EXCEPT_E8M0 if t is not d.hifloat8_t)
_NARROW_WIDE = ((d.uint8_t, d.uint16_t), (d.int8_t, d.int16_t), (d.uint16_t, d.uint32_t), (d.int16_t, d.int32_t))
_UNSQUEEZE = (d.uint8_t, d.int8_t, d.uint16_t, d.int16_t, d.uint32_t, d.int32_t)


def _pair(t: d.ElemType) -> tuple:
    return void(("dst0", out(reg(t))), ("dst1", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)))


_MASK_PAIR = void(("dst0", out(MASK)), ("dst1", out(MASK)), ("src0", MASK), ("src1", MASK))


def _permute() -> list:
    out_: list = []
    for name, what in (("intlv", "interleave"), ("deintlv", "deinterleave")):
        out_.append(fn(f"asc_{name}", _H, f"{what.capitalize()} two registers: dst0/dst1 get the "
                       + ("low/high halves of src0 and src1, element by element alternately."
                          if name == "intlv" else "even/odd elements of the stream src0 ++ src1."), pipe="V")
                    .forms(f"reg_permute_sel.{name}", B8_B16_B32, _pair))
        for bits, group in (("b8", 1), ("b16", 2), ("b32", 4)):
            out_.append(fn(f"asc_{name}_{bits}", _H, f"{what.capitalize()} two mask registers in groups of "
                           f"{group} bit{'s' if group > 1 else ''}.", pipe="V")
                        .form(f"reg_permute_sel.{name}_mask", *_MASK_PAIR, extra=(group,)))
    return out_


def _unpack(part: str) -> object:
    f = fn(f"asc_unpack_{part}", _H, f"Widen the {'low' if part == 'lower' else 'high'} half of src (zero "
           "extension for unsigned, sign extension for signed); on masks each bit becomes a pair.", pipe="V")
    f.forms("reg_permute_sel.unpack", _NARROW_WIDE, lambda nw: void(("dst", out(reg(nw[1]))), ("src", reg(nw[0]))),
            extra=(part,))
    return f.form("reg_permute_sel.unpack_mask", *void(("dst", out(MASK)), ("src", MASK)), extra=(part,))


_PACK_ALL = ((d.uint16_t, d.uint8_t), (d.int16_t, d.uint8_t), (d.uint32_t, d.uint16_t), (d.int32_t, d.uint16_t))
_PACK_UNSIGNED = ((d.uint16_t, d.uint8_t), (d.uint32_t, d.uint16_t))


def _pack(name: str, part: str, pairs: tuple, doc: str, **kw: str) -> object:
    f = fn(name, _H, doc, pipe="V", **kw)
    f.forms("reg_permute_sel.pack", pairs, lambda sw: void(("dst", out(reg(sw[1]))), ("src", reg(sw[0]))),
            extra=(part,))
    return f.form("reg_permute_sel.pack_mask", *void(("dst", out(MASK)), ("src", MASK)), extra=(part,))


def _squeeze(name: str, doc: str, status: bool, **kw: str) -> object:
    return fn(name, _H, doc, pipe="V", **kw).forms(
        "reg_permute_sel.squeeze", B8_B16_B32,
        lambda t: void(("dst", out(reg(t))), ("src", reg(t)), ("mask", MASK)), extra=(status,))


def _binary(op: str, formula: str, carry: str) -> object:
    """An element-wise arithmetic instruction ``asc_<op>`` with its carry forms (ops: ``<op>_raw``)."""
    return (fn(f"asc_{op}", _H, f"dst[i] = {formula} on active lanes (integers wrap, floats round to nearest "
               f"even), 0 on inactive lanes; the carry form also writes a mask: {carry}.", pipe="V", mask="zeroing")
            .forms("reg_arith.binary", ARITH,
                   lambda t: void(("dst", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)), ("mask", MASK)),
                   extra=(op,))
            .forms("reg_arith.binary_carry", (d.uint32_t, d.int32_t),
                   lambda t: void(("carry", out(MASK)), ("dst", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)),
                                  ("mask", MASK)), extra=(op,)))


FUNCTIONS = [
    *_permute(),
    _unpack("lower"),
    _unpack("upper"),
    _pack("asc_pack_to_low", "low", _PACK_UNSIGNED,
          "Keep the low half of each element's bits, in the low half of dst (zeros above)."),
    _pack("asc_pack_to_high", "high", _PACK_UNSIGNED,
          "Keep the low half of each element's bits, in the high half of dst (zeros below)."),
    _pack("asc_pack", "low", _PACK_ALL, "Deprecated name of asc_pack_to_low.",
          deprecated="use asc_pack_to_low instead"),
    _pack("asc_pack_v2", "high", _PACK_ALL, "Deprecated name of asc_pack_to_high.",
          deprecated="use asc_pack_to_high instead"),
    fn("asc_select", _H, "dst[i] = mask_i ? src0[i] : src1[i] (mask_i: the governing bit of element i).", pipe="V")
    .form("reg_permute_sel.select", *void(("dst", out(MASK)), ("src0", MASK), ("src1", MASK), ("mask", MASK)))
    .forms("reg_permute_sel.select", _EXCEPT_E8M0,
           lambda t: void(("dst", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)), ("mask", MASK))),
    _squeeze("asc_squeeze", "The elements whose governing mask bit is set, in order from lane 0; zeros above.",
             False),
    _squeeze("asc_squeeze_v2", "Deprecated name of asc_squeeze.", False, deprecated="use asc_squeeze instead"),
    _squeeze("asc_squeeze_with_status", "asc_squeeze that also adds the bytes it selects to the AR register.",
             True),
    fn("asc_unsqueeze", _H, "Exclusive prefix count of the governing mask bits: dst[0] = 0, "
       "dst[i] = dst[i-1] + mask_{i-1}.", pipe="V")
    .forms("reg_permute_sel.unsqueeze", _UNSQUEEZE, lambda t: void(("dst", out(reg(t))), ("mask", MASK))),
    fn("asc_clear_ar_spr", _H, "Clear the AR special register (bytes appended by squeeze streams) to 0.")
    .form("reg_permute_sel.clear_ar", *void()),
    fn("asc_duplicate", _H, "Every active lane of dst gets element 0 of src; inactive lanes are 0.", pipe="V",
       mask="zeroing")
    .forms("reg_duplicate.duplicate", _FILL, lambda t: void(("dst", out(reg(t))), ("src", reg(t)), ("mask", MASK))),
    fn("asc_duplicate_scalar", _H, "Every (active) lane of dst gets value; inactive lanes are 0.", pipe="V",
       mask="zeroing")
    .forms("reg_duplicate.duplicate_scalar", _FILL,
           lambda t: void(("dst", out(reg(t))), ("value", scalar(t)), ("mask", MASK)))
    .forms("reg_duplicate.duplicate_scalar", _FILL + (d.fp8_e8m0_t,),
           lambda t: void(("dst", out(reg(t))), ("value", scalar(t)))),
    _binary("add", "src0[i] + src1[i]", "the carry out of the unsigned 32-bit sum"),
    _binary("sub", "src0[i] - src1[i]", "set when no borrow occurs (src0 >= src1 as unsigned)"),
    fn("asc_gt", _H, "Mask bit of element i set where src0[i] > src1[i] on active lanes, clear elsewhere.", pipe="V",
       mask="zeroing")
    .forms("reg_compare.gt", ARITH,
           lambda t: void(("dst", out(MASK)), ("src0", reg(t)), ("src1", reg(t)), ("mask", MASK))),
    *[fn(f"asc_create_mask_b{b}", _H, f"A mask for {b}-bit elements from a pattern (PAT_ALL, PAT_VL8, PAT_H ...).")
      .form("reg_mask.create_mask", MASK, [("pat_mode", enum("pat_t"))], extra=(b // 8,)) for b in (8, 16, 32)],
    *[fn(f"asc_update_mask_b{b}", _H, f"A mask of the first min(value, {2048 // b}) {b}-bit elements; "
         f"value decreases by that count.")
      .form("reg_mask.update_mask", MASK, [("value", out(U32))], extra=(b // 8,)) for b in (8, 16, 32)],
    *[fn(f"asc_{name}_b{b}", _H, f"An address register for {b}-bit elements: offset = sum of loop index_i x "
         "offset_i over the k enclosing loops (the last offset goes with the innermost loop).", **kw)
      .forms("reg_addr.addr_reg", range(1, 5),
             lambda n: (ADDR, [("offset", U32)] if n == 1 else [(f"offset{i}", U32) for i in range(n)]),
             extra=(b // 8,))
      for name, kw in (("update_addr_reg", {}),
                       ("create_iter_reg", {"deprecated": "use asc_update_addr_reg instead"}))
      for b in (32, 16, 8)],
    fn("asc_mem_bar", _H, "Order the earlier UB accesses of one kind before the later ones of another, in a VF.")
    .form("sync.mem_bar", *void(("mem_type", enum("MEM_TYPE")))),
]


# ---------------------------------------------------------------------------------------------
# Arithmetic and math: mul, div, neg, abs, max, min, _scalar forms, addc/subc, mull, madd, axpy,
# relu, leakyrelu, prelu, exp, ln, sqrt ...
ARITH_FUNCTIONS: list[Function] = []

# ---------------------------------------------------------------------------------------------
# Logic and shifts, compare (and _scalar forms), reductions, index, fill, histograms, copy, misc.
LOGIC_FUNCTIONS: list[Function] = []

FUNCTIONS += ARITH_FUNCTIONS + LOGIC_FUNCTIONS
