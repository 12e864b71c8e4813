"""``c_api/vector_compute/vector_compute.h``: vector instructions on UB operands (count and repeat forms).

A count form processes the first ``count`` elements (counter mode for the call); a repeat form
processes ``repeat`` repeats of 8 data blocks of 32 bytes, the elements the vector mask selects,
with block and repeat strides in 32-byte blocks. The ``_sync`` forms add a full barrier after the
instruction. See :mod:`ascsim.ops.vector_addressing` for the addressing model.
"""

from __future__ import annotations

from typing import Any

from .. import dtypes as d
from . import Function, fn, void
from .types import S64, U8, U16, U32, U64, CType, scalar, ub

_H = "vector_compute"
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


def _binary(name: str, impl: str, types: tuple[d.ElemType, ...], doc: str, sync: bool = False) -> Function:
    """A binary instruction with count and repeat forms per type (only count forms for ``_sync``)."""
    f = fn(name, _H, doc, **_KW)
    for t in types:
        f.form(impl, *_binary_count(t), extra=(sync,))
        if not sync:
            f.form(impl, *_binary_repeat(ub(t), ub(t)), extra=(sync,))
    return f


def _gt(name: str, sync: bool) -> Function:
    f = fn(name, _H, "Compare src0[i] > src1[i]: into the CMPMASK register (one repeat, masked elements keep "
           "their bit) or, with dst, into UB as one bit per element (every element of every repeat).", **_KW)
    for t in _CMP:
        f.form("vector_compute.gt", *_binary_repeat(None, ub(t)), extra=(sync,))
        f.form("vector_compute.gt", *_binary_repeat(ub(d.uint8_t), ub(t)), extra=(sync,))
    return f


def _duplicate(name: str, sync: bool) -> Function:
    f = fn(name, _H, "dst[i] = src on the elements the count or the vector mask selects; others keep their value.",
           **_KW)
    for t in _DUP:
        if not sync:
            f.form("vector_compute.duplicate", *void(("dst", ub(t)), ("src", scalar(t)), ("repeat", U8),
                                                     ("dst_block_stride", U16), ("dst_repeat_stride", U16)),
                   extra=(sync,))
        f.form("vector_compute.duplicate", *void(("dst", ub(t)), ("src", scalar(t)), ("count", U32)), extra=(sync,))
    return f


FUNCTIONS: list[Function] = [
    fn("asc_set_vector_mask", _H, "Set the vector mask: normal mode, bit i of mask1:mask0 selects element i of "
       "each repeat; counter mode, mask0 is the element count.", where="kernel", pipe="S")
    .form("vector_compute.set_vector_mask", *void(("mask1", U64), ("mask0", U64))),
    fn("asc_set_mask_count", _H, "Counter mode: the vector mask gives the number of elements to process.",
       where="kernel", pipe="S")
    .form("vector_compute.set_mask_mode", *void(), extra=(True,)),
    fn("asc_set_mask_norm", _H, "Normal mode (the reset mode): the vector mask selects elements of each repeat.",
       where="kernel", pipe="S")
    .form("vector_compute.set_mask_mode", *void(), extra=(False,)),
    fn("asc_get_cmp_mask", _H, "Store the 128-bit CMPMASK register (16 bytes) to dst.", **_KW)
    .form("vector_compute.get_cmp_mask", *void(("dst", ub(None)))),
    fn("asc_set_cmp_mask", _H, "Load the 128-bit CMPMASK register (the selection mask of asc_select) from 16 bytes "
       "at sel_mask.", **_KW)
    .form("vector_compute.set_cmp_mask", *void(("sel_mask", ub(None)))),
    fn("asc_get_rsvd_count", _H, "The number of elements the last gather by mask (asc_squeeze) kept.",
       where="kernel", pipe="S")
    .form("vector_compute.get_rsvd_count", S64, ()),
    _binary("asc_add", "vector_compute.add", _ADD, "dst[i] = src0[i] + src1[i] on the elements the count or the "
            "vector mask selects (integers wrap, floats round to nearest even); others keep their value."),
    _binary("asc_add_sync", "vector_compute.add", _ADD, "asc_add (count form), then a full barrier.", sync=True),
    _duplicate("asc_duplicate", False),
    _duplicate("asc_duplicate_sync", True),
    _binary("asc_select", "vector_compute.select", _SEL, "dst[i] = CMPMASK bit (i mod elements per repeat) ? "
            "src0[i] : src1[i] on the elements the count or the vector mask selects; others keep their value."),
    _binary("asc_select_sync", "vector_compute.select", _SEL, "asc_select (count form), then a full barrier.",
            sync=True),
    _gt("asc_gt", False),
    _gt("asc_gt_sync", True),
    fn("asc_squeeze", _H, "Gather the elements of src0 a pattern selects (src1 bits, or a built-in pattern named by "
       "src1_block_stride), packed from dst on.", **_KW)
    .forms("vector_compute.squeeze", _SQUEEZE, lambda t: _binary_repeat(ub(t), ub(t))),
]

# ---------------------------------------------------------------------------------------------
# Arithmetic, math, scalar forms, relu family, fused forms, logic and shifts (UB operands).
ARITH_FUNCTIONS: list[Function] = []

# ---------------------------------------------------------------------------------------------
# Conversions and dequantisation (UB operands).
CONVERT_FUNCTIONS: list[Function] = []

# ---------------------------------------------------------------------------------------------
# Compare and their _scalar forms, reductions, gathers, copy, brcb, transpose, sorts, va registers.
MISC_FUNCTIONS: list[Function] = []

FUNCTIONS += ARITH_FUNCTIONS + CONVERT_FUNCTIONS + MISC_FUNCTIONS
