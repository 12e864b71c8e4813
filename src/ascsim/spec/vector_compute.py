"""``c_api/vector_compute/vector_compute.h``: vector instructions on UB operands (count and repeat forms).

A count form processes the first ``count`` elements (counter mode for the call); a repeat form
processes ``repeat`` repeats of 8 data blocks of 32 bytes, the elements the vector mask selects,
with block and repeat strides in 32-byte blocks. The ``_sync`` forms add a full barrier after the
instruction. See :mod:`ascsim.ops.vector_addressing` for the addressing model.
"""

from __future__ import annotations

from typing import Any

from .. import dtypes as d
from . import V910, V920, Function, fn, impls, void
from .impls import Impl
from .types import C_BOOL, S64, U8, U16, U32, U64, CType, host_array, scalar, ub, ub_ptr_array
from .types import out as out_

_H = "vector_compute"
_ARITH = impls.vector_compute_arith
_VC = impls.vector_compute_convert
_VM = impls.vector_compute_misc
_VS = impls.vector_compute_sort
_VB = impls.vector_compute
_V5 = impls.vector_compute_5hd
_KW: dict[str, Any] = {"where": "kernel", "pipe": "V"}

_ADD = (d.half, d.float_, d.int16_t, d.int32_t)
_DUP = (d.half, d.int16_t, d.uint16_t, d.bfloat16_t, d.float_, d.int32_t, d.uint32_t)
_SEL = (d.half, d.float_)
_CMP = (d.half, d.float_)
_SQUEEZE = (d.uint16_t, d.uint32_t)

#: The strides of a binary repeat form, after ``repeat``.
_BIN_STRIDES = ("dst_block_stride", "src0_block_stride", "src1_block_stride", "dst_repeat_stride",
                "src0_repeat_stride", "src1_repeat_stride")


def _binary_repeat(dst: CType | None, src: CType) -> tuple[CType, tuple[tuple[str, CType], ...]]:
    head = (("dst", dst),) if dst is not None else ()
    return void(*head, ("src0", src), ("src1", src), ("repeat", U8), *((n, U8) for n in _BIN_STRIDES))


def _binary_count(t: d.ElemType) -> tuple[CType, tuple[tuple[str, CType], ...]]:
    return void(("dst", ub(t)), ("src0", ub(t)), ("src1", ub(t)), ("count", U32))


def _binary(name: str, impl: Impl, types: tuple[d.ElemType, ...], doc: str, sync: bool = False) -> Function:
    """A binary instruction with count and repeat forms per type (only count forms for ``_sync``)."""
    f = fn(name, _H, doc, **_KW)
    for t in types:
        f.form(impl, *_binary_count(t), extra=(sync,))
        if not sync:
            f.form(impl, *_binary_repeat(ub(t), ub(t)), extra=(sync,))
    return f


def _duplicate(name: str, sync: bool) -> Function:
    f = fn(name, _H, "dst[i] = src on the elements the count or the vector mask selects; others keep their value.",
           **_KW)
    for t in _DUP:
        if not sync:
            f.form(_VB.duplicate, *void(("dst", ub(t)), ("src", scalar(t)), ("repeat", U8),
                                                     ("dst_block_stride", U16), ("dst_repeat_stride", U16)),
                   extra=(sync,))
        f.form(_VB.duplicate, *void(("dst", ub(t)), ("src", scalar(t)), ("count", U32)), extra=(sync,))
    return f


FUNCTIONS: list[Function] = [
    fn("asc_set_vector_mask", _H, "Set the vector mask: normal mode, bit i of mask1:mask0 selects element i of "
       "each repeat; counter mode, mask0 is the element count.", where="kernel", pipe="S")
    .form(_VB.set_vector_mask, *void(("mask1", U64), ("mask0", U64))),
    fn("asc_set_mask_count", _H, "Counter mode: the vector mask gives the number of elements to process.",
       where="kernel", pipe="S")
    .form(_VB.set_mask_mode, *void(), extra=(True,)),
    fn("asc_set_mask_norm", _H, "Normal mode (the reset mode): the vector mask selects elements of each repeat.",
       where="kernel", pipe="S")
    .form(_VB.set_mask_mode, *void(), extra=(False,)),
    fn("asc_get_cmp_mask", _H, "Store the 128-bit CMPMASK register (16 bytes) to dst.", **_KW)
    .form(_VB.get_cmp_mask, *void(("dst", ub(None)))),
    fn("asc_set_cmp_mask", _H, "Load the 128-bit CMPMASK register (the selection mask of asc_select) from 16 bytes "
       "at sel_mask.", **_KW)
    .form(_VB.set_cmp_mask, *void(("sel_mask", ub(None)))),
    fn("asc_get_rsvd_count", _H, "The number of elements the last gather by mask (asc_squeeze) kept.",
       where="kernel", pipe="S")
    .form(_VB.get_rsvd_count, S64, ()),
    _binary("asc_add", _VB.add, _ADD, "dst[i] = src0[i] + src1[i] on the elements the count or the "
            "vector mask selects (integers wrap, floats round to nearest even); others keep their value."),
    _binary("asc_add_sync", _VB.add, _ADD, "asc_add (count form), then a full barrier.", sync=True),
    _duplicate("asc_duplicate", False),
    _duplicate("asc_duplicate_sync", True),
    _binary("asc_select", _VB.select, _SEL, "dst[i] = CMPMASK bit (i mod elements per repeat) ? "
            "src0[i] : src1[i] on the elements the count or the vector mask selects; others keep their value."),
    _binary("asc_select_sync", _VB.select, _SEL, "asc_select (count form), then a full barrier.",
            sync=True),
    fn("asc_squeeze", _H, "Gather the elements of src0 a pattern selects (src1 bits, or a built-in pattern named by "
       "src1_block_stride), packed from dst on.", **_KW)
    .forms(_VB.squeeze, _SQUEEZE, lambda t: _binary_repeat(ub(t), ub(t))),
]

# ---------------------------------------------------------------------------------------------
# Arithmetic, math, scalar forms, relu family, fused forms, logic and shifts (UB operands).
# ``extra`` is ``(sync, op)`` and the implementation ``vector_compute_arith.<op>`` (one entry point per
# operand shape there, named per op); operands of two widths share ``256 / sizeof(wider)`` elements per repeat.

_UN_STRIDES = ("dst_block_stride", "src_block_stride", "dst_repeat_stride", "src_repeat_stride")
_F = (d.half, d.float_)
_FI = (d.half, d.float_, d.int16_t, d.int32_t)
_I16 = (d.int16_t, d.uint16_t)
_SHIFT = (d.int16_t, d.uint16_t, d.int32_t, d.uint32_t)
_S32 = scalar(d.int32_t)


def _operation(impl: Impl) -> str:
    """The operation an implementation of ``vector_compute_arith`` performs (its name there), which the
    forms carry in ``extra``."""
    return impl.name.rpartition(".")[2]


def _ar_binary(name: str, impl: Impl, pairs: tuple[tuple[d.ElemType, d.ElemType], ...], doc: str) -> list[Function]:
    """``name`` and ``name_sync``: per (dst, src) type pair a count and a repeat form (count only for _sync)."""
    op = _operation(impl)
    out = []
    for sync in (False, True):
        f = fn(name + ("_sync" if sync else ""), _H, doc if not sync else f"{name} (count form), then a full "
               "barrier.", **_KW)
        for dt, st in pairs:
            f.form(impl, *void(("dst", ub(dt)), ("src0", ub(st)), ("src1", ub(st)), ("count", U32)),
                   extra=(sync, op))
            if not sync:
                f.form(impl, *_binary_repeat(ub(dt), ub(st)), extra=(sync, op))
        out.append(f)
    return out


def _ar_unary(name: str, impl: Impl, pairs: tuple[tuple[d.ElemType, d.ElemType, CType | None], ...],
              doc: str, value: str = "value") -> list[Function]:
    """Unary forms ``(dst, src[, value], count)`` / ``(dst, src[, value], repeat, 4 strides)`` and ``_sync``."""
    op = _operation(impl)
    out = []
    for sync in (False, True):
        f = fn(name + ("_sync" if sync else ""), _H, doc if not sync else f"{name} (count form), then a full "
               "barrier.", **_KW)
        for dt, st, vt in pairs:
            head: tuple[tuple[str, CType], ...] = (("dst", ub(dt)), ("src", ub(st)))
            if vt is not None:
                head += ((value, vt),)
            f.form(impl, *void(*head, ("count", U32)), extra=(sync, op))
            if not sync:
                f.form(impl, *void(*head, ("repeat", U8), *((n, U16) for n in _UN_STRIDES)),
                       extra=(sync, op))
        out.append(f)
    return out


def _same(types: tuple[d.ElemType, ...]) -> tuple[tuple[d.ElemType, d.ElemType], ...]:
    return tuple((t, t) for t in types)


def _plain(types: tuple[d.ElemType, ...]) -> tuple[tuple[d.ElemType, d.ElemType, CType | None], ...]:
    return tuple((t, t, None) for t in types)


def _with_value(types: tuple[d.ElemType, ...]) -> tuple[tuple[d.ElemType, d.ElemType, CType | None], ...]:
    return tuple((t, t, scalar(t)) for t in types)


_RELU_CAST = ((d.half, d.half), (d.float_, d.float_), (d.int16_t, d.int16_t), (d.int8_t, d.half),
              (d.half, d.float_), (d.int8_t, d.int16_t))
_SEL_NOTE = " on the elements the count or the vector mask selects; others keep their value."

ARITH_FUNCTIONS: list[Function] = [
    *_ar_binary("asc_sub", _ARITH.sub, _same(_ADD), "dst[i] = src0[i] - src1[i] (integers wrap, floats round to "
                "nearest even)" + _SEL_NOTE),
    *_ar_binary("asc_mul", _ARITH.mul, _same(_ADD), "dst[i] = src0[i] * src1[i] (integers keep the low bits, floats "
                "round to nearest even)" + _SEL_NOTE),
    *_ar_binary("asc_div", _ARITH.div, _same(_F), "dst[i] = src0[i] / src1[i], correctly rounded" + _SEL_NOTE),
    *_ar_binary("asc_max", _ARITH.max_, _same(_ADD), "dst[i] = max(src0[i], src1[i])" + _SEL_NOTE),
    *_ar_binary("asc_min", _ARITH.min_, _same(_ADD), "dst[i] = min(src0[i], src1[i])" + _SEL_NOTE),
    *_ar_binary("asc_and", _ARITH.and_, _same(_I16), "dst[i] = src0[i] & src1[i]" + _SEL_NOTE),
    *_ar_binary("asc_or", _ARITH.or_, _same(_I16), "dst[i] = src0[i] | src1[i]" + _SEL_NOTE),
    *_ar_binary("asc_add_relu", _ARITH.add_relu, _RELU_CAST, "dst[i] = relu(src0[i] + src1[i]), converted to the "
                "type of dst (rounding to nearest even, saturating)" + _SEL_NOTE),
    *_ar_binary("asc_sub_relu", _ARITH.sub_relu, _RELU_CAST, "dst[i] = relu(src0[i] - src1[i]), converted to the "
                "type of dst (rounding to nearest even, saturating)" + _SEL_NOTE),
    *_ar_binary("asc_fma", _ARITH.fma, ((d.half, d.half), (d.float_, d.float_), (d.float_, d.half)),
                "dst[i] = src0[i] * src1[i] + dst[i], rounded once" + _SEL_NOTE),
    *_ar_binary("asc_mul_add", _ARITH.mul_add, _same(_F), "dst[i] = src0[i] * dst[i] + src1[i], rounded once"
                + _SEL_NOTE),
    *_ar_binary("asc_mul_add_relu", _ARITH.mul_add_relu, _same(_F), "dst[i] = relu(src0[i] * dst[i] + src1[i]), "
                "rounded once" + _SEL_NOTE),
    *_ar_unary("asc_abs", _ARITH.abs_, _plain(_F), "dst[i] = |src[i]|" + _SEL_NOTE),
    *_ar_unary("asc_relu", _ARITH.relu, _plain((d.half, d.float_, d.int32_t)), "dst[i] = max(src[i], 0)" + _SEL_NOTE),
    *_ar_unary("asc_exp", _ARITH.exp, _plain(_F), "dst[i] = e^src[i], correctly rounded" + _SEL_NOTE),
    *_ar_unary("asc_log", _ARITH.log, _plain(_F), "dst[i] = ln(src[i]), correctly rounded" + _SEL_NOTE),
    *_ar_unary("asc_sqrt", _ARITH.sqrt, _plain(_F), "dst[i] = sqrt(src[i]), correctly rounded" + _SEL_NOTE),
    *_ar_unary("asc_rsqrt", _ARITH.rsqrt, _plain(_F), "dst[i] = 1 / sqrt(src[i]), correctly rounded" + _SEL_NOTE),
    *_ar_unary("asc_rcp", _ARITH.rcp, _plain(_F), "dst[i] = 1 / src[i], correctly rounded" + _SEL_NOTE),
    *_ar_unary("asc_not", _ARITH.not_, _plain(_I16), "dst[i] = ~src[i]" + _SEL_NOTE),
    *_ar_unary("asc_add_scalar", _ARITH.add_scalar, _with_value(_FI), "dst[i] = src[i] + value" + _SEL_NOTE),
    *_ar_unary("asc_sub_scalar", _ARITH.sub_scalar, _with_value(_FI), "dst[i] = src[i] - value" + _SEL_NOTE),
    *_ar_unary("asc_mul_scalar", _ARITH.mul_scalar, _with_value(_FI), "dst[i] = src[i] * value" + _SEL_NOTE),
    *_ar_unary("asc_max_scalar", _ARITH.max_scalar, _with_value(_FI), "dst[i] = max(src[i], value)" + _SEL_NOTE),
    *_ar_unary("asc_min_scalar", _ARITH.min_scalar, _with_value(_FI), "dst[i] = min(src[i], value)" + _SEL_NOTE),
    *_ar_unary("asc_leakyrelu", _ARITH.leakyrelu, _with_value(_F), "dst[i] = src[i] >= 0 ? src[i] : src[i] * value"
               + _SEL_NOTE),
    *_ar_unary("asc_axpy", _ARITH.axpy, ((d.half, d.half, scalar(d.half)), (d.float_, d.float_, scalar(d.float_)),
                                    (d.float_, d.half, scalar(d.half))),
               "dst[i] = src[i] * value + dst[i], rounded once" + _SEL_NOTE),
    *_ar_unary("asc_shiftleft", _ARITH.shiftleft, tuple((t, t, U32) for t in _SHIFT),
               "dst[i] = src[i] << distance (signed: the sign bit stays)" + _SEL_NOTE, value="distance"),
    *_ar_unary("asc_shiftright", _ARITH.shiftright, tuple((t, t, _S32 if t.kind == "int" else U32)
                                                     for t in (d.int16_t, d.int32_t, d.uint16_t, d.uint32_t)),
               "dst[i] = src[i] >> value (arithmetic for signed, logical for unsigned; value >= 0)" + _SEL_NOTE),
    *_ar_unary("asc_shiftright_round", _ARITH.shiftright_round, tuple((t, t, _S32) for t in (d.int16_t, d.int32_t)),
               "dst[i] = (src[i] >> value) + bit value-1 of src[i] (arithmetic shift rounded half up)"
               + _SEL_NOTE),
]

# ---------------------------------------------------------------------------------------------
# Conversions and dequantisation (UB operands).

#: Element type of each name token of the UB conversions (``asc_<src>2<dst>[_<mode>]``).
_CONV_TOKENS: dict[str, d.ElemType] = {
    "half": d.half, "float": d.float_, "bfloat16": d.bfloat16_t, "int4": d.int4b_t, "int8": d.int8_t,
    "uint8": d.uint8_t, "int16": d.int16_t, "int32": d.int32_t, "int64": d.int64_t}

#: Each UB conversion: source, destination, and its names' mode suffixes ("-": the name without one,
#: which rounds to nearest even where the conversion is inexact).
_CONV_PAIRS = """
bfloat16 float    -
bfloat16 int32    rna ru rd rn rz
float    bfloat16 rn rna rd ru rz
float    float    rn rd ru rna rz
float    half     - rn rna rd ru rz ro
float    int32    rna ru rd rn rz
float    int64    rna ru rd rn rz
half     float    -
half     int4     - rna ru rd rn rz
half     int8     - rna ru rd rn rz
half     int16    rna ru rd rn rz
half     int32    rna ru rd rn rz
int4     half     -
int8     half     -
uint8    half     -
int16    float    -
int32    float    - rna ru rd rn rz
int32    int16    -
int32    int64    -
int64    int32    -
float    int16    rna ru rd rn rz
int64    float    rna ru rd rn rz
int16    half     - rna ru rd rn rz
half     uint8    - rna ru rd rn rz
"""

#: The repeat strides of most unary UB forms, and of those the header gives 8-bit repeat strides.
_UNARY_STRIDES = (("dst_block_stride", U16), ("src_block_stride", U16), ("dst_repeat_stride", U16),
                  ("src_repeat_stride", U16))
_UNARY_STRIDES_RS8 = (("dst_block_stride", U16), ("src_block_stride", U16), ("dst_repeat_stride", U8),
                      ("src_repeat_stride", U8))
#: Names whose repeat form differs: 8-bit repeat strides, or a ``const uint8_t repeat``.
_RS8 = {"asc_int42half"}
_CONST_U8 = CType("const uint8_t", "int", d.uint8_t)
_CONST_REPEAT = {"asc_float2int64_rz"}


def _unary_forms(f: Function, impl: Impl, dst: d.ElemType, src: d.ElemType, sync: bool, rs8: bool,
                 const_repeat: bool = False, extra: tuple[Any, ...] = ()) -> Function:
    """The count form, and the repeat form unless ``sync``, of a unary UB instruction."""
    head = (("dst", ub(dst)), ("src", ub(src)))
    f.form(impl, *void(*head, ("count", U32)), extra=(sync, *extra))
    if not sync:
        rep = ("repeat", _CONST_U8 if const_repeat else U8)
        f.form(impl, *void(*head, rep, *(_UNARY_STRIDES_RS8 if rs8 else _UNARY_STRIDES)), extra=(sync, *extra))
    return f


def _conversions() -> list[Function]:
    out_: list[Function] = []
    for line in _CONV_PAIRS.strip().splitlines():
        s, t, *modes = line.split()
        src, dst = _CONV_TOKENS[s], _CONV_TOKENS[t]
        for m in modes:
            mode = None if m == "-" else m
            base = f"asc_{s}2{t}" + (f"_{mode}" if mode else "")
            how = f", rounding {_MODE_DOCS[mode]}" if mode else (
                "" if src.size < dst.size or src is dst else ", rounding to nearest even where inexact")
            doc = (f"Convert {src.name} to {dst.name}{how} on the elements the count or the vector mask selects "
                   "(repeats of 256 bytes of the wider type); others keep their value.")
            for sync in (False, True):
                name = base + ("_sync" if sync else "")
                f = fn(name, _H, doc if not sync else f"{base} (count form), then a full barrier.", **_KW)
                out_.append(_unary_forms(f, _VC.convert, dst, src, sync, base in _RS8,
                                         base in _CONST_REPEAT, extra=(mode,)))
    return out_


_MODE_DOCS = {"rn": "to nearest, ties to even", "rna": "to nearest, ties away from zero", "rd": "toward -inf",
              "ru": "toward +inf", "rz": "toward zero", "ro": "to odd"}


#: Parameter sets of the vector dequantisation's table (``ASC_VDEQ_SIZE``).
_VDEQ_SIZE = 16


def _dequant() -> list[Function]:
    out_: list[Function] = []
    b8 = (d.int8_t, d.uint8_t)
    for sync in (False, True):
        sfx = "_sync" if sync else ""
        out_.append(_unary_forms(
            fn(f"asc_deq_int322half{sfx}", _H, "dst[i] = src[i] * DEQSCALE (its half scale), rounded to nearest even "
               "(overflow: inf) on the selected elements.", **_KW),
            _VC.deq_half, d.half, d.int32_t, sync, True))
        for vec in ("", "v"):
            for part in ("h", "l"):
                name = f"asc_{vec}deq_int162b8_{part}{sfx}"
                what = ("the 16 parameter sets DEQSCALE points to (set j for element j of each block)" if vec
                        else "DEQSCALE's scale, offset and sign mode")
                f = fn(name, _H, f"dst = saturate(rint(src * scale + offset)) with {what}, into the "
                       f"{'upper' if part == 'h' else 'lower'} 16 bytes of each 32-byte destination block.", **_KW)
                for t in b8:
                    _unary_forms(f, _VC.vdeq_b8 if vec else _VC.deq_b8, t, d.int16_t, sync, True, extra=(vec, part))
                out_.append(f)
        for t in b8:
            f = fn(f"asc_mul_cast_{'half2' + t.name[:-2]}{sfx}", _H, f"dst[i] = src0[i] * src1[i] (rounded to half), "
                   f"converted to {t.name} rounding to nearest even, saturating.", **_KW)
            f.form(_VC.mul_cast, *void(("dst", ub(t)), ("src0", ub(d.half)), ("src1", ub(d.half)),
                                                            ("count", U32)), extra=(sync,))
            if not sync:
                f.form(_VC.mul_cast,
                       *void(("dst", ub(t)), ("src0", ub(d.half)), ("src1", ub(d.half)), ("repeat", U8),
                             *((n, U8) for n in _BIN_STRIDES)), extra=(sync,))
            out_.append(f)
    out_.append(
        fn("asc_set_deq_scale", _H, "Set the 64-bit DEQSCALE register: a half scale (int32 to half), or a float "
           "scale, a 9-bit offset and a sign mode (int16 to 8 bits).", where="kernel", pipe="V")
        .form(_VC.set_deq_scale, *void(("scale", scalar(d.float_)), ("offset", scalar(d.int16_t)),
                                                            ("sign_mode", C_BOOL)))
        .form(_VC.set_deq_scale_table, *void(
            ("tmp", ub(d.uint64_t)), ("scale_arr", host_array(d.float_, "ASC_VDEQ_SIZE", _VDEQ_SIZE)),
            ("offset_arr", host_array(d.int16_t, "ASC_VDEQ_SIZE", _VDEQ_SIZE)),
            ("sign_mode_arr", host_array(d.bool_, "ASC_VDEQ_SIZE", _VDEQ_SIZE))))
        .form(_VC.set_deq_scale, *void(("scale", scalar(d.half)))))
    return out_


CONVERT_FUNCTIONS: list[Function] = _conversions() + _dequant()

# ---------------------------------------------------------------------------------------------
# Compare and their _scalar forms, reductions, gathers, copy, brcb, transpose, sorts, va registers.
_CMP_OPS = ("gt", "eq", "ne", "ge", "le", "lt")
#: Element types of the compares into UB (besides half and float) and of the scalar compares.
_CMP_DST_EXTRA: dict[str, tuple[d.ElemType, ...]] = {"eq": (d.int32_t,)}
_CMP_SCALAR: dict[str, tuple[d.ElemType, ...]] = {"eq": (d.half, d.float_, d.int32_t)}
_RED = (d.half, d.float_)
#: The result layouts of asc_repeat_reduce_max/min.
_RED_ORDERS = ("index_value", "value_index", "only_index", "only_value")


def _compare(op: str, sync: bool) -> Function:
    name = f"asc_{op}" + ("_sync" if sync else "")
    f = fn(name, _H, f"Compare src0[i] {op} src1[i]: into the CMPMASK register (one repeat, masked elements keep "
           "their bit) or, with dst, into UB as one bit per element (every element of every repeat).", **_KW)
    for t in _CMP:
        f.form(_VM.compare, *_binary_repeat(None, ub(t)), extra=(sync, op))
    for t in _CMP + _CMP_DST_EXTRA.get(op, ()):
        f.form(_VM.compare, *_binary_repeat(ub(d.uint8_t), ub(t)), extra=(sync, op))
    return f


def _compare_scalar(op: str, sync: bool) -> Function:
    name = f"asc_{op}_scalar" + ("_sync" if sync else "")
    f = fn(name, _H, f"Compare src[i] {op} value for every element of every repeat (the vector mask is not used), "
           "one bit per element into dst.", **_KW)
    for t in _CMP_SCALAR.get(op, _CMP):
        f.form(_VM.compare_scalar, *void(
            ("dst", ub(d.uint8_t)), ("src", ub(t)), ("value", scalar(t)), ("repeat", U8), ("dst_block_stride", U16),
            ("src_block_stride", U16), ("dst_repeat_stride", U16), ("src_repeat_stride", U16)), extra=(sync, op))
    return f


def _reduction(name: str, impl: Impl, doc: str, extra: tuple[Any, ...]) -> list[Function]:
    """A reduction with count and repeat forms per type, and its ``_sync`` variant (count forms)."""
    f = fn(name, _H, doc, **_KW)
    g = fn(name + "_sync", _H, f"{name} (count form), then a full barrier.", **_KW)
    for t in _RED:
        f.form(impl, *void(("dst", ub(t)), ("src", ub(t)), ("count", U32)), extra=(False, *extra))
        f.form(impl, *void(("dst", ub(t)), ("src", ub(t)), ("repeat", U8), ("dst_repeat_stride", U16),
                           ("src_block_stride", U16), ("src_repeat_stride", U16)), extra=(False, *extra))
        g.form(impl, *void(("dst", ub(t)), ("src", ub(t)), ("count", U32)), extra=(True, *extra))
    return [f, g]


def _misc_functions() -> list[Function]:
    out: list[Function] = []
    for op in _CMP_OPS:
        out += [_compare(op, False), _compare(op, True)]
    for op in _CMP_OPS:
        out += [_compare_scalar(op, False), _compare_scalar(op, True)]
    out += _reduction("asc_repeat_reduce_sum", _VM.repeat_reduce, "The pairwise-tree sum of the "
                      "active elements of each repeat, one result per repeat.", ("sum", "only_value"))
    for op in ("max", "min"):
        for order in _RED_ORDERS:
            out += _reduction(f"asc_repeat_reduce_{op}_{order}", _VM.repeat_reduce,
                              f"The {op} of the active elements of each repeat and the index of its first occurrence "
                              f"in the repeat, stored as {order.replace('_', ' ')}.", (op, order))
    for op in ("sum", "max", "min"):
        out += _reduction(f"asc_datablock_reduce_{op}", _VM.datablock_reduce,
                          f"The {op} of the active elements of each 32-byte block, 8 results per repeat.", (op,))
    out += _reduction("asc_pair_reduce_sum", _VM.pair_reduce, "dst[j] = src[2j] + src[2j+1] "
                      "within each repeat (an inactive element takes no part), 128 bytes of results per repeat.", ())
    out += _moves()
    out += _reduce_registers()
    return out


_COPY = (d.int16_t, d.uint16_t, d.int32_t, d.uint32_t)
_TRANSPOSE = (d.int16_t, d.uint16_t)
_GATHER = (d.int16_t, d.uint16_t, d.half, d.bfloat16_t, d.int32_t, d.uint32_t, d.float_)
_GATHER_DB = (d.uint16_t, d.uint32_t)


def _moves() -> list[Function]:
    """asc_gather, asc_gather_datablock, asc_brcb, asc_copy and asc_transpose (and their ``_sync`` forms)."""
    out: list[Function] = []
    for sync in (False, True):
        sfx = "_sync" if sync else ""
        f = fn(f"asc_gather{sfx}", _H, "dst[i] = the element at src + src_offset[i] bytes on the elements the count "
               "or the vector mask selects (offsets read contiguously, one uint32 per element of each repeat).",
               **_KW)
        for t in _GATHER:
            head = (("dst", ub(t)), ("src", ub(t)), ("src_offset", ub(d.uint32_t)))
            f.form(_VM.gather, *void(*head, ("count", U32)), extra=(sync,))
            if not sync:
                f.form(_VM.gather, *void(*head, ("dst_repeat_stride", U16), ("repeat", U8)),
                       extra=(sync,))
        out.append(f)
        g = fn(f"asc_gather_datablock{sfx}", _H, "Block j of repeat r of dst = the 32 bytes at src + "
               "src_offset[8r + j] bytes, for every block of every repeat.", **_KW)
        for t in _GATHER_DB:
            g.form(_VM.gather_datablock, *void(
                ("dst", ub(t)), ("src", ub(t)), ("src_offset", ub(d.uint32_t)), ("dst_repeat_stride", U16),
                ("dst_block_stride", U8), ("repeat", U8)), extra=(sync,))
        out.append(g)
        b = fn(f"asc_brcb{sfx}", _H, "Block j of repeat r of dst = 32 bytes filled with src[8r + j], for every "
               "block of every repeat.", **_KW)
        for t in _GATHER_DB:
            b.form(_VM.brcb, *void(("dst", ub(t)), ("src", ub(t)), ("dst_block_stride", U16),
                                                     ("dst_repeat_stride", U16), ("repeat", U8)), extra=(sync,))
        out.append(b)
        f = fn(f"asc_copy{sfx}", _H, "dst[i] = src[i] on the elements the count or the vector mask selects; "
               "others keep their value.", **_KW)
        for t in _COPY:
            _unary_forms(f, _VM.copy, t, t, sync, False)
        out.append(f)
        g = fn(f"asc_transpose{sfx}", _H, "Transpose the 16x16 matrix of 2-byte elements at src (512 bytes, row "
               "major) into dst: dst[j*16+i] = src[i*16+j].", **_KW)
        for t in _TRANSPOSE:
            g.form(_VM.transpose, *void(("dst", ub(t)), ("src", ub(t))), extra=(sync,))
        out.append(g)
    return out


def _reduce_registers() -> list[Function]:
    """asc_get_reduce_max_cnt, asc_get_reduce_min_cnt, asc_get_acc_val and asc_reduce (and its ``_sync`` form)."""
    out: list[Function] = []
    for op in ("max", "min"):
        out.append(fn(f"asc_get_reduce_{op}_cnt", _H, f"The {op} value and the index of its first occurrence "
                      f"(counted over all repeats) that the last asc_repeat_reduce_{op}_* left.", where="kernel",
                      pipe="S")
                   .forms(_VM.get_reduce_cnt, _RED,
                          lambda t: void(("val", out_(scalar(t))), ("index", out_(U32)))))
    out.append(fn("asc_get_acc_val", _H, "The raw bits of the total the last asc_repeat_reduce_sum left (the sum "
                  "of its repeats' sums, in repeat order).", where="kernel", pipe="S")
               .form(_VM.get_acc_val, S64, ()))
    for sync in (False, True):
        f = fn("asc_reduce" + ("_sync" if sync else ""), _H, "Gather the elements of src0 a mask selects (src1 "
               "bits, or a built-in pattern named by pattern_mode), packed from dst on." if not sync else
               "asc_reduce (count form), then a full barrier.", **_KW)
        for t in _SQUEEZE:
            head = (("dst", ub(t)), ("src0", ub(t)), ("src1", ub(t)))
            if not sync:
                f.form(_VM.gather_mask, *void(
                    *head, ("repeat", U16), ("src0_block_stride", U8), ("pattern_mode", U8),
                    ("src0_repeat_stride", U16), ("src1_repeat_stride", U8)), extra=(sync,))
            f.form(_VM.gather_mask, *void(*head, ("count", U32)), extra=(sync,))
        out.append(f)
    return out


MISC_FUNCTIONS: list[Function] = _misc_functions()

# ---------------------------------------------------------------------------------------------
# Sorting of (score, index) structures.
_SORT = (d.half, d.float_)
#: Source lists of asc_mrgsort4 (``ASC_C_API_MRGSORT_ELEMENT_LEN``).
_MRG_LISTS = 4


def _sort_functions() -> list[Function]:
    # asc_set_va_reg, which this header declares too, is the entry of reg_vector.h (``also``).
    out: list[Function] = []
    for sync in (False, True):
        sfx = "_sync" if sync else ""
        out.append(fn(f"asc_bitsort{sfx}", _H, "Sort each repeat's 32 scores (src0) with their uint32 indices (src1) "
                      "by descending score into 32 8-byte (score, index) structures at dst (ties keep source order)."
                      if not sync else "asc_bitsort, then a full barrier.", **_KW)
                   .forms(_VS.bitsort, _SORT, lambda t: void(
                       ("dst", ub(t)), ("src0", ub(t)), ("src1", ub(d.uint32_t)), ("repeat", scalar(d.int32_t))),
                       extra=(sync,)))
        out.append(fn(f"asc_mrgsort4{sfx}", _H, "Merge up to 4 lists of (score, index) structures sorted by descending "
                      "score into one at dst (valid_bit 3/7/15: the first 2/3/4 lists; optionally stopping when one "
                      "runs out)." if not sync else "asc_mrgsort4, then a full barrier.", **_KW)
                   .forms(_VS.mrgsort4, _SORT, lambda t: void(
                       ("dst", ub(t)), ("src", ub_ptr_array(t, "ASC_C_API_MRGSORT_ELEMENT_LEN", _MRG_LISTS)),
                       ("repeat", U8), *((f"element_length_{k}", U16) for k in range(_MRG_LISTS)),
                       ("if_exhausted_suspension", C_BOOL), ("valid_bit", U8)), extra=(sync,)))
    out.append(fn("asc_get_vms4_sr", _H, "The number of structures the last asc_mrgsort4 took from each of its 4 "
                  "lists, into sorted_num[0..3].", where="kernel", pipe="S")
               .form(_VS.get_vms4_sr, *void(("sorted_num", host_array(d.uint16_t, "4",
                                                                                       _MRG_LISTS)))))
    return out


SORT_FUNCTIONS: list[Function] = _sort_functions()

FUNCTIONS += ARITH_FUNCTIONS + CONVERT_FUNCTIONS + MISC_FUNCTIONS + SORT_FUNCTIONS


# ---------------------------------------------------------------------------------------------
# What the newer headers (V920) declare as functions (the July headers had them as macros of the
# 2201 implementation only): the data-block transposes through the VA registers.
_VA = CType("ub_addr8_t", "enum")
_5HD = (("dst", _VA), ("src", _VA), ("repeat", U8), ("dst_stride", U16), ("src_stride", U16))
_5HD_DOC = ("Transpose 16 data blocks through VA register pairs (dst/src: VA0, VA2, VA4 or VA6, with the next "
            "register the last 8 of the 16 addresses), repeat times: {what}. With repeat 1 the blocks sit stride "
            "blocks past the addresses; with more, repeat r sits r * stride blocks past them.")

FUNCTIONS += [
    fn("asc_transto5hd_b16", _H, _5HD_DOC.format(what="destination block j is element j of the 16 source "
       "blocks (a 16 x 16 transpose of 16-bit elements)"), where="kernel", pipe="V")
    .form(_V5.transto5hd, *void(*_5HD), extra=(2,), versions=(V920,)),
    fn("asc_transto5hd_b32", _H, _5HD_DOC.format(what="element j of source blocks 0..7 fills destination block "
       "2j, of blocks 8..15 block 2j+1 (a [16, 8] -> [8, 16] transpose of 32-bit elements)"), where="kernel",
       pipe="V")
    .form(_V5.transto5hd, *void(*_5HD), extra=(4,), versions=(V920,)),
    fn("asc_transto5hd_b8", _H, _5HD_DOC.format(what="byte j of the 16 source blocks (j + 16 with src_high_half) "
       "fills the low half of destination block j (the high half with dst_high_half); its other half is kept"),
       where="kernel", pipe="V")
    .form(_V5.transto5hd, *void(*_5HD, ("dst_high_half", C_BOOL), ("src_high_half", C_BOOL)),
          extra=(1,), versions=(V920,)),
]
# Their _sync forms: macros of the July dav-2201 implementation (9.1.0); the newer upstream keeps them only
# as deprecated definitions its prototype lists leave out.
FUNCTIONS += [
    fn(f"asc_transto5hd_b{8 * size}_sync", _H, f"asc_transto5hd_b{8 * size}, then a full barrier.", where="kernel",
       pipe="V")
    .form(_V5.transto5hd, *void(*_5HD, *((("dst_high_half", C_BOOL), ("src_high_half", C_BOOL)) if size == 1
                                         else ())), extra=(size, True), versions=(V910,))
    for size in (2, 4, 1)
]
