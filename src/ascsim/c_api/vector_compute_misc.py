"""UB vector instructions of ``vector_compute.h`` besides arithmetic and conversions: the compares
``asc_eq/ne/ge/le/lt`` (into CMPMASK or into UB), the ``_scalar`` compares, and the reductions
``asc_repeat_reduce_*``, ``asc_datablock_reduce_*`` and ``asc_pair_reduce_sum``.

Addressing is :mod:`ascsim.ops.vector_addressing`, memory :mod:`ascsim.runtime.ub_vector`; the element
work is the register instructions' (:mod:`ascsim.ops.compare`, :mod:`ascsim.ops.reduce`).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import AscValueError
from ..ops import compare as cmp
from ..ops import reduce as red
from ..ops import transto5hd as t5
from ..ops import vector_addressing as va
from ..ops.compare import compare_raw
from ..ops.duplicate import brcb_raw
from ..ops.permute_sel import squeeze_raw
from ..runtime import ub_vector
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..runtime.ub_vector import Access
from ..spec import Overload, impls
from ._args import ub_ptr_arg
from ._compute import scalar_bits
from .vector_compute import (
    _OPERAND_ALIGN,
    _c_args,
    _count_form,
    _data,
    _finish,
    _gather_pattern,
    _mask_state,
    _operands,
    _vector_core,
)
from .vector_compute_arith import _run

_CMP_BITS = 128


def _compare_to_ub(func: str, dst: Ptr, reads: list[Access], n_rep: int, elem_size: int, dst_stride: va.Stride,
                   flags_of: Any) -> None:
    offsets, size = va.compare_dst_offsets(elem_size, n_rep, dst_stride)
    raw = np.dtype(f"<u{size}")
    out = Access("dst", dst, offsets, np.ones(offsets.shape, np.bool_), raw)
    blocks = va.BLOCKS_PER_REPEAT
    ub_vector.run(func, reads, [out], lambda s, rows: [cmp.flags_to_ub_blocks(flags_of(s, rows), blocks, raw)])


@impls.vector_compute_misc.compare.register
def compare(overload: Overload, *args: Any) -> None:
    """``asc_eq/ne/ge/le/lt`` (and ``_sync``), UB forms. Without dst: one repeat into CMPMASK, bit i =
    ``src0[i] op src1[i]`` for the active elements, other bits unchanged. With dst: every element of
    ``repeat`` repeats (the vector mask is not used), one bit per element in UB."""
    func, op = overload.name, overload.extra[1]
    if not _vector_core():
        return
    with_dst = len(args) == 10
    first = 3 if with_dst else 2
    names = ("dst", "src0", "src1") if with_dst else ("src0", "src1")
    p = _operands(func, **dict(zip(names, args[:first], strict=True)))
    e = p["src0"].elem
    n_e = va.elements_per_repeat(e.size)
    repeat, db, s0b, s1b, dr, s0r, s1r = _c_args(overload, first, args[first:])
    if with_dst:
        act = np.ones((repeat, n_e), np.bool_)
    else:
        act = va.active_elements(e.size, 1, _mask_state(), max_repeats=1)
    n_rep = act.shape[0]
    reads = [_data("src0", p["src0"], va.element_offsets(e.size, n_rep, va.Stride(s0b, s0r)), act),
             _data("src1", p["src1"], va.element_offsets(e.size, n_rep, va.Stride(s1b, s1r)), act)]
    if with_dst:
        _compare_to_ub(func, p["dst"], reads, n_rep, e.size, va.Stride(db, dr),
                       lambda s, rows: compare_raw(op, s[0], s[1], act[rows], e.np))
    elif n_rep:
        flags = compare_raw(op, ub_vector.read(func, reads[0])[0], ub_vector.read(func, reads[1])[0], act[0], e.np)
        old = np.zeros(_CMP_BITS, np.bool_) if CTX.regs.cmp_mask is None else CTX.regs.cmp_mask
        CTX.regs.cmp_mask = cmp.cmpmask_merge(old, flags, act[0])
    _finish(overload)


@impls.vector_compute_misc.compare_scalar.register
def compare_scalar(overload: Overload, dst: Ptr, src: Ptr, value: Any, *rest: Any) -> None:
    """``asc_<op>_scalar`` (and ``_sync``): bit i of the result = ``src[i] op value`` for every element
    of ``repeat`` repeats (the vector mask is not used), one bit per element into dst."""
    func, op = overload.name, overload.extra[1]
    if not _vector_core():
        return
    p = _operands(func, dst=dst, src=src)
    e = overload.elem(1)
    v = np.asarray(scalar_bits(func, e, value)).reshape(1)
    repeat, db, sb, dr, sr = _c_args(overload, 3, rest)
    n_e = va.elements_per_repeat(e.size)
    act = np.ones((repeat, n_e), np.bool_)
    reads = [_data("src", p["src"], va.element_offsets(e.size, repeat, va.Stride(sb, sr)), act)]
    _compare_to_ub(func, p["dst"], reads, repeat, e.size, va.Stride(db, dr),
                   lambda s, rows: compare_raw(op, s[0], v.astype(s[0].dtype), act[rows], e.np))
    _finish(overload)


class _Unary:
    """The plan of a reduction's source: active elements (R, E) and the source stride."""

    def __init__(self, overload: Overload, rest: tuple[Any, ...], elem_size: int) -> None:
        if len(rest) == 1:  # count form: contiguous source, results packed back to back
            (count,) = _c_args(overload, 2, rest)
            self.active = va.active_elements(elem_size, 1, _count_form(count))
            self.src, self.dst_repeat = va.CONTIGUOUS, 1
        else:
            repeat, dr, sb, sr = _c_args(overload, 2, rest)
            self.active = va.active_elements(elem_size, repeat, _mask_state())
            self.src, self.dst_repeat = va.Stride(sb, sr), dr

    @property
    def repeats(self) -> int:
        return int(self.active.shape[0])


def _reduce(overload: Overload, dst: Ptr, src: Ptr, rest: tuple[Any, ...], dst_align: int, item: int, n_items: int,
            unit: int, compute: Any, after: Any = None) -> None:
    """Run a reduction: ``n_items`` result items of ``item`` bytes per repeat, repeat r's first at
    ``r * dst_repeat_stride * unit`` bytes from dst. ``after(src, lanes, n_rep)``, if given, sees every
    repeat's source (raw bits) and active elements once the results are written."""
    func = overload.name
    if not _vector_core():
        return
    s = ub_ptr_arg(func, "src", src, _OPERAND_ALIGN)
    d = ub_ptr_arg(func, "dst", dst, dst_align)
    e = overload.elem(0)
    plan = _Unary(overload, rest, e.size)
    act = plan.active
    n_rep = plan.repeats
    read = _data("src", s, va.element_offsets(e.size, n_rep, plan.src), act)
    offs = va.item_offsets(n_rep, n_items, item, plan.dst_repeat * unit)
    out = Access("dst", d, offs, np.ones(offs.shape, np.bool_), np.dtype(f"<u{item}"))
    seen: list[tuple[Any, np.ndarray]] = []

    def step(vals: list[np.ndarray], rows: Any) -> list[np.ndarray]:
        seen.append((rows, vals[0]))
        return [compute(vals[0], act[rows], e.np)]

    ub_vector.run(func, [read], [out], step)
    if after is not None and n_rep:
        full = np.zeros((n_rep, act.shape[1]), seen[0][1].dtype) if seen else None
        for rows, vals in seen:
            assert full is not None
            full[rows] = vals
        if full is not None:
            after(full, act, e.np)
    _finish(overload)


def _set_reduce_registers(op: str, src: np.ndarray, lanes: np.ndarray, dt: np.dtype[Any]) -> None:
    """The registers a repeat reduction leaves: ACC_VAL (sum) or the max/min count register."""
    if op == "sum":
        CTX.regs.acc_val = red.acc_val(src, lanes, dt)
    else:
        CTX.regs.max_min_cnt = red.max_min_cnt(src, lanes, dt, op)


@impls.vector_compute_misc.get_reduce_cnt.register
def get_reduce_cnt(overload: Overload, val: Any, index: Any) -> None:
    """``asc_get_reduce_max_cnt``/``asc_get_reduce_min_cnt(T& val, uint32_t& index)``: the value (the
    low bits of the register, as T) and the index the last repeat max/min reduction left."""
    e = overload.elem(0)
    value_bits, idx = red.max_min_cnt_fields(CTX.regs.max_min_cnt, e.size)
    bits = np.array([value_bits], f"<u{e.size}").view(e.np)
    for ref, v in ((val, bits[0]), (index, np.uint32(idx))):
        if isinstance(ref, np.ndarray):
            ref[...] = v
        else:
            ref.value = v


@impls.vector_compute_misc.get_acc_val.register
def get_acc_val(overload: Overload) -> int:
    """``asc_get_acc_val()``: the raw bits of the last repeat sum reduction's total, zero-extended."""
    return int(CTX.regs.acc_val)


@impls.vector_compute_misc.repeat_reduce.register
def repeat_reduce(overload: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """``asc_repeat_reduce_sum`` and ``asc_repeat_reduce_max/min_<order>`` (and ``_sync``): one result
    per repeat. Sum: the pairwise tree over the active elements. Max/min: the value and the index of
    its first occurrence in the repeat, stored as [index, value], [value, index], [index] (uint32)
    or [value]; an index shares the element width (uint16 beside a half, uint32 beside a float)."""
    op, order = overload.extra[1], overload.extra[2]
    item, n_items, unit = red.repeat_reduce_layout(order, overload.elem(0).size)

    def compute(src: np.ndarray, lanes: np.ndarray, dt: np.dtype[Any]) -> np.ndarray:
        if op == "sum":
            return red.reduce_sum_raw(src, lanes, dt, dt)[..., :1]
        return red.repeat_extreme_raw(src, lanes, dt, op, order)

    _reduce(overload, dst, src, rest, unit, item, n_items, unit, compute,
            lambda s, lanes, dt: _set_reduce_registers(op, s, lanes, dt))


@impls.vector_compute_misc.datablock_reduce.register
def datablock_reduce(overload: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """``asc_datablock_reduce_sum/max/min`` (and ``_sync``): 8 results per repeat, one per 32-byte
    block (sum: pairwise tree; max/min: the value only); ``dst_repeat_stride`` counts 8 results."""
    op = overload.extra[1]
    size = overload.elem(0).size

    def compute(src: np.ndarray, lanes: np.ndarray, dt: np.dtype[Any]) -> np.ndarray:
        if op == "sum":
            return red.reduce_sum_datablock_raw(src, lanes, dt, dt)[..., :va.BLOCKS_PER_REPEAT]
        return red.reduce_extreme_datablock_raw(src, lanes, dt, op)[..., :va.BLOCKS_PER_REPEAT]

    n = va.BLOCKS_PER_REPEAT
    _reduce(overload, dst, src, rest, _OPERAND_ALIGN, size, n, n * size, compute)


@impls.vector_compute_misc.pair_reduce.register
def pair_reduce(overload: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """``asc_pair_reduce_sum`` (and ``_sync``): ``dst[j] = src[2j] + src[2j+1]`` within each repeat,
    E/2 results (128 bytes) per repeat; ``dst_repeat_stride`` counts 128 bytes."""
    size = overload.elem(0).size
    half = va.elements_per_repeat(size) // 2

    def compute(src: np.ndarray, lanes: np.ndarray, dt: np.dtype[Any]) -> np.ndarray:
        return red.pair_reduce_sum_raw(src, lanes, dt)[..., :half]

    _reduce(overload, dst, src, rest, _OPERAND_ALIGN, size, half, half * size, compute)


@impls.vector_compute_misc.copy.register
def copy(overload: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """``asc_copy`` (and ``_sync``): ``dst[i] = src[i]`` on the active elements (count form: the first
    ``count``; repeat form: the vector mask, block and repeat strides); inactive elements keep their value."""
    if not _vector_core():
        return
    # The unary UB driver of the arithmetic family; the element operation is the identity.
    _run(overload, {"dst": dst, "src": src}, rest, 2, lambda v, m, _x: v["src"], None, False)


@impls.vector_compute_misc.transpose.register
def transpose(overload: Overload, dst: Ptr, src: Ptr) -> None:
    """``asc_transpose`` (and ``_sync``): the 16 x 16 matrix of 2-byte elements at src, row major,
    transposed into dst (``dst[j*16 + i] = src[i*16 + j]``); 512 bytes read and written."""
    func = overload.name
    if not _vector_core():
        return
    p = _operands(func, dst=dst, src=src)
    size = overload.elem(0).size
    n = t5.TRANSPOSE_SIDE * t5.TRANSPOSE_SIDE
    offs = va.item_offsets(1, n, size, 0)
    act = np.ones(offs.shape, np.bool_)

    def compute(s: list[np.ndarray], rows: slice) -> list[np.ndarray]:
        return [t5.transpose_16x16(s[0])]

    ub_vector.run(func, [_data("src", p["src"], offs, act)], [_data("dst", p["dst"], offs, act)], compute)
    _finish(overload)


def _gather_offsets(func: str, ptr: Ptr, active: np.ndarray, unit: int) -> np.ndarray:
    """Read the uint32 byte offsets (R, K) an asc_gather form uses, one per active item, stored
    contiguously from ``ptr``; each must be a multiple of ``unit`` (the element size)."""
    n_rep, k = active.shape
    offs = va.item_offsets(n_rep, k, 4, 4 * k)
    vals = ub_vector.read(func, Access("src_offset", ptr, offs, active, np.dtype("<u4"))).astype(np.int64)
    bad = active & (vals % unit != 0)
    if bad.any():
        r, i = next((r, i) for r in range(n_rep) for i in range(k) if bad[r, i])
        raise AscValueError(f"{func}: src_offset[{r * k + i}] = {int(vals[r, i])} bytes is not a multiple of the "
                            f"element size {unit}; each offset must address a whole element of src")
    return vals


@impls.vector_compute_misc.gather.register
def gather(overload: Overload, dst: Ptr, src: Ptr, src_offset: Ptr, *rest: Any) -> None:
    """``asc_gather`` (and ``_sync``): ``dst[i] = *(src + src_offset[i] bytes)`` on the active elements
    (count form: the first ``count``; repeat form: the vector mask, repeat r's results at
    ``r * dst_repeat_stride`` blocks); the offsets are read back to back, one per element position."""
    func = overload.name
    if not _vector_core():
        return
    p = _operands(func, dst=dst, src=src)
    offs_ptr = ub_ptr_arg(func, "src_offset", src_offset, _OPERAND_ALIGN)
    size = overload.elem(0).size
    if len(rest) == 1:
        (count,) = _c_args(overload, 3, rest)
        act = va.active_elements(size, 1, _count_form(count))
        dst_rep = va.BLOCKS_PER_REPEAT
    else:
        dst_rep, repeat = _c_args(overload, 3, rest)
        act = va.active_elements(size, repeat, _mask_state())
    n_rep, n_e = act.shape
    src_offs = _gather_offsets(func, offs_ptr, act, size)
    dst_offs = va.item_offsets(n_rep, n_e, size, dst_rep * va.BLOCK_BYTES)
    ub_vector.run(func, [_data("src", p["src"], src_offs, act)], [_data("dst", p["dst"], dst_offs, act)],
                  lambda s, rows: [s[0]])
    _finish(overload)


@impls.vector_compute_misc.gather_datablock.register
def gather_datablock(overload: Overload, dst: Ptr, src: Ptr, src_offset: Ptr, *rest: Any) -> None:
    """``asc_gather_datablock`` (and ``_sync``): block j of repeat r of dst (at ``r * dst_repeat_stride
    + j * dst_block_stride`` blocks, a block stride of 0 counting as 1) = the 32 bytes at
    ``src + src_offset[8r + j]`` bytes, for all 8 blocks of every repeat (no mask)."""
    func = overload.name
    if not _vector_core():
        return
    p = _operands(func, dst=dst, src=src)
    offs_ptr = ub_ptr_arg(func, "src_offset", src_offset, _OPERAND_ALIGN)
    size = overload.elem(0).size
    dst_rep, dst_blk, repeat = _c_args(overload, 3, rest)
    dst_blk = dst_blk or 1
    nb = va.BLOCKS_PER_REPEAT
    blocks = _gather_offsets(func, offs_ptr, np.ones((repeat, nb), np.bool_), size)
    src_offs = va.block_start_offsets(blocks, size)
    dst_offs = va.element_offsets(size, repeat, va.Stride(dst_blk, dst_rep))
    act = np.ones(src_offs.shape, np.bool_)
    ub_vector.run(func, [_data("src", p["src"], src_offs, act)], [_data("dst", p["dst"], dst_offs, act)],
                  lambda s, rows: [s[0]])
    _finish(overload)


@impls.vector_compute_misc.brcb.register
def brcb(overload: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """``asc_brcb`` (and ``_sync``): block j of repeat r of dst (at ``r * dst_repeat_stride + j *
    dst_block_stride`` blocks, a block stride of 0 counting as 1) filled with ``src[8r + j]``, for
    all 8 blocks of every repeat (no mask); src is read back to back, 8 elements per repeat."""
    func = overload.name
    if not _vector_core():
        return
    p = _operands(func, dst=dst, src=src)
    size = overload.elem(0).size
    dst_blk, dst_rep, repeat = _c_args(overload, 2, rest)
    dst_blk = dst_blk or 1
    nb = va.BLOCKS_PER_REPEAT
    per = va.BLOCK_BYTES // size
    src_offs = va.item_offsets(repeat, nb, size, nb * size)
    dst_offs = va.element_offsets(size, repeat, va.Stride(dst_blk, dst_rep))
    reads = [_data("src", p["src"], src_offs, np.ones(src_offs.shape, np.bool_))]
    out = _data("dst", p["dst"], dst_offs, np.ones(dst_offs.shape, np.bool_))
    ub_vector.run(func, reads, [out], lambda s, rows: [brcb_raw(s[0], per)])
    _finish(overload)


@impls.vector_compute_misc.gather_mask.register
def gather_mask(overload: Overload, dst: Ptr, src0: Ptr, src1: Ptr, *rest: Any) -> None:
    """``asc_reduce`` (and ``_sync``): the elements of src0 a gather mask selects, packed from dst on,
    repeat after repeat (the vector mask is not used). Repeat form: ``pattern_mode`` 0 takes the mask
    from src1 (one bit per element, repeat r at ``src1 + r * src1_repeat_stride`` blocks), 1..7 are the
    built-in patterns. Count form: the first ``count`` elements with the mask bits of src1 read
    contiguously (bit k for element k). The count of kept elements goes to the asc_get_rsvd_count register."""
    func = overload.name
    if not _vector_core():
        return
    p = _operands(func, dst=dst, src0=src0, src1=src1)
    e = overload.elem(0)
    n_e = va.elements_per_repeat(e.size)
    if len(rest) == 1:
        (count,) = _c_args(overload, 3, rest)
        stride, pattern = va.CONTIGUOUS, 0
        offs = va.item_offsets(1, -(-count // 8), 1, 0)
        pat = Access("src1", p["src1"], offs, np.ones(offs.shape, np.bool_), np.dtype(np.uint8))
        sel, src_act = va.count_selection(ub_vector.read(func, pat)[0], count, n_e)
        repeat = sel.shape[0]
    else:
        repeat, s0b, pattern, s0r, s1r = _c_args(overload, 3, rest)
        stride = va.Stride(s0b, s0r)
        src_act = np.ones((repeat, n_e), np.bool_)
        sel = _gather_pattern(func, p["src1"], pattern, "pattern_mode", repeat, s1r, n_e)
    if repeat == 0:
        CTX.regs.rsvd_count = 0
        _finish(overload)
        return
    offsets, written, total = va.squeeze_placement(sel, e.size)
    out = _data("dst", p["dst"], offsets, written)
    src = _data("src0", p["src0"], va.element_offsets(e.size, repeat, stride), src_act)
    ub_vector.run(func, [src], [out], lambda s, rows: [squeeze_raw(s[0], sel[rows])])
    CTX.regs.rsvd_count = total
    _finish(overload)
