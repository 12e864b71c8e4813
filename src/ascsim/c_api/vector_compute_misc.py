"""UB vector instructions of ``vector_compute.h`` besides arithmetic and conversions: the compares
``asc_eq/ne/ge/le/lt`` (into CMPMASK or into UB), the ``_scalar`` compares, and the reductions
``asc_repeat_reduce_*``, ``asc_datablock_reduce_*`` and ``asc_pair_reduce_sum``.

Addressing is :mod:`ascsim.ops.vector_addressing`, memory :mod:`ascsim.runtime.ub_vector`; the element
work is the register instructions' (:mod:`ascsim.ops.compare`, :mod:`ascsim.ops.reduce`).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..ops import vector_addressing as va
from ..ops.compare import compare_raw
from ..ops.reduce import extreme, pair_reduce_sum_raw, reduce_sum_datablock_raw, reduce_sum_raw
from ..runtime import ub_vector
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..runtime.ub_vector import Access
from ..spec import Overload
from ._args import ub_ptr_arg
from ._compute import scalar_bits
from .vector_compute import _OPERAND_ALIGN, _c_args, _count_form, _data, _finish, _mask_state, _operands, _vector_core

_CMP_BITS = 128


def _to_ub_bits(flags: np.ndarray, raw: np.dtype[Any]) -> np.ndarray:
    """Pack one flag per element (R, E) into the result blocks (R, 8) of a compare written to UB."""
    per_block = flags.reshape(flags.shape[0], va.BLOCKS_PER_REPEAT, -1)
    packed = np.packbits(per_block, axis=-1, bitorder="little")
    return np.ascontiguousarray(packed).view(raw)[..., 0]


def _compare_to_ub(func: str, dst: Ptr, reads: list[Access], n_rep: int, elem_size: int, dst_stride: va.Stride,
                   flags_of: Any) -> None:
    offsets, size = va.compare_dst_offsets(elem_size, n_rep, dst_stride)
    raw = np.dtype(f"<u{size}")
    out = Access("dst", dst, offsets, np.ones(offsets.shape, np.bool_), raw)
    ub_vector.run(func, reads, [out], lambda s, rows: [_to_ub_bits(flags_of(s, rows), raw)])


def compare(ov: Overload, *args: Any) -> None:
    """``asc_eq/ne/ge/le/lt`` (and ``_sync``), UB forms. Without dst: one repeat into CMPMASK, bit i =
    ``src0[i] op src1[i]`` for the active elements, other bits unchanged. With dst: every element of
    ``repeat`` repeats (the vector mask is not used), one bit per element in UB."""
    func, op = ov.name, ov.extra[1]
    if not _vector_core():
        return
    with_dst = len(args) == 10
    first = 3 if with_dst else 2
    names = ("dst", "src0", "src1") if with_dst else ("src0", "src1")
    p = _operands(func, **dict(zip(names, args[:first], strict=True)))
    e = p["src0"].elem
    n_e = va.elements_per_repeat(e.size)
    repeat, db, s0b, s1b, dr, s0r, s1r = _c_args(ov, first, args[first:])
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
        bits = np.zeros(_CMP_BITS, np.bool_) if CTX.cmp_mask is None else CTX.cmp_mask.copy()
        bits[:n_e][act[0]] = flags[act[0]]
        CTX.cmp_mask = bits
    _finish(ov)


def compare_scalar(ov: Overload, dst: Ptr, src: Ptr, value: Any, *rest: Any) -> None:
    """``asc_<op>_scalar`` (and ``_sync``): bit i of the result = ``src[i] op value`` for every element
    of ``repeat`` repeats (the vector mask is not used), one bit per element into dst."""
    func, op = ov.name, ov.extra[1]
    if not _vector_core():
        return
    p = _operands(func, dst=dst, src=src)
    e = ov.elem(1)
    v = np.asarray(scalar_bits(func, e, value)).reshape(1)
    repeat, db, sb, dr, sr = _c_args(ov, 3, rest)
    n_e = va.elements_per_repeat(e.size)
    act = np.ones((repeat, n_e), np.bool_)
    reads = [_data("src", p["src"], va.element_offsets(e.size, repeat, va.Stride(sb, sr)), act)]
    _compare_to_ub(func, p["dst"], reads, repeat, e.size, va.Stride(db, dr),
                   lambda s, rows: compare_raw(op, s[0], v.astype(s[0].dtype), act[rows], e.np))
    _finish(ov)


class _Unary:
    """The plan of a reduction's source: active elements (R, E) and the source stride."""

    def __init__(self, ov: Overload, rest: tuple[Any, ...], elem_size: int) -> None:
        if len(rest) == 1:  # count form: contiguous source, results packed back to back
            (count,) = _c_args(ov, 2, rest)
            self.active = va.active_elements(elem_size, 1, _count_form(count))
            self.src, self.dst_repeat = va.CONTIGUOUS, 1
        else:
            repeat, dr, sb, sr = _c_args(ov, 2, rest)
            self.active = va.active_elements(elem_size, repeat, _mask_state())
            self.src, self.dst_repeat = va.Stride(sb, sr), dr

    @property
    def repeats(self) -> int:
        return int(self.active.shape[0])


def _reduce(ov: Overload, dst: Ptr, src: Ptr, rest: tuple[Any, ...], dst_align: int, item: int, n_items: int,
            unit: int, compute: Any) -> None:
    """Run a reduction: ``n_items`` result items of ``item`` bytes per repeat, repeat r's first at
    ``r * dst_repeat_stride * unit`` bytes from dst."""
    func = ov.name
    if not _vector_core():
        return
    s = ub_ptr_arg(func, "src", src, _OPERAND_ALIGN)
    d = ub_ptr_arg(func, "dst", dst, dst_align)
    e = ov.elem(0)
    plan = _Unary(ov, rest, e.size)
    act = plan.active
    n_rep = plan.repeats
    read = _data("src", s, va.element_offsets(e.size, n_rep, plan.src), act)
    offs = (np.arange(n_rep, dtype=np.int64)[:, None] * plan.dst_repeat * unit
            + np.arange(n_items, dtype=np.int64) * item)
    out = Access("dst", d, offs, np.ones(offs.shape, np.bool_), np.dtype(f"<u{item}"))
    ub_vector.run(func, [read], [out], lambda vals, rows: [compute(vals[0], act[rows], e.np)])
    _finish(ov)


def repeat_reduce(ov: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """``asc_repeat_reduce_sum`` and ``asc_repeat_reduce_max/min_<order>`` (and ``_sync``): one result
    per repeat. Sum: the pairwise tree over the active elements. Max/min: the value and the index of
    its first occurrence in the repeat, stored as [index, value], [value, index], [index] (uint32)
    or [value]; an index shares the element width (uint16 beside a half, uint32 beside a float)."""
    op, order = ov.extra[1], ov.extra[2]
    e = ov.elem(0)
    size = e.size
    uint = np.dtype(f"<u{size}")

    def compute(src: np.ndarray, lanes: np.ndarray, dt: np.dtype[Any]) -> np.ndarray:
        if op == "sum":
            return reduce_sum_raw(src, lanes, dt, dt)[..., :1]
        val, idx = extreme(src, lanes, dt, op)
        if order == "only_value":
            return val[:, None]
        if order == "only_index":
            return idx.astype(np.uint32)[:, None]
        pair = (idx.astype(uint), val.astype(uint))
        return np.stack(pair if order == "index_value" else pair[::-1], axis=-1)

    if order == "only_index":
        item, n_items, unit, align = 4, 1, 4, 4
    elif order == "only_value":
        item, n_items, unit, align = size, 1, size, size
    else:
        item, n_items, unit, align = size, 2, 2 * size, 2 * size
    _reduce(ov, dst, src, rest, align, item, n_items, unit, compute)


def datablock_reduce(ov: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """``asc_datablock_reduce_sum/max/min`` (and ``_sync``): 8 results per repeat, one per 32-byte
    block (sum: pairwise tree; max/min: the value only); ``dst_repeat_stride`` counts 8 results."""
    op = ov.extra[1]
    size = ov.elem(0).size
    per = va.BLOCK_BYTES // size

    def compute(src: np.ndarray, lanes: np.ndarray, dt: np.dtype[Any]) -> np.ndarray:
        if op == "sum":
            return reduce_sum_datablock_raw(src, lanes, dt, dt)[..., :va.BLOCKS_PER_REPEAT]
        shape = src.shape[:-1] + (va.BLOCKS_PER_REPEAT, per)
        val, _ = extreme(src.reshape(shape), lanes.reshape(shape), dt, op)
        return val

    n = va.BLOCKS_PER_REPEAT
    _reduce(ov, dst, src, rest, _OPERAND_ALIGN, size, n, n * size, compute)


def pair_reduce(ov: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """``asc_pair_reduce_sum`` (and ``_sync``): ``dst[j] = src[2j] + src[2j+1]`` within each repeat,
    E/2 results (128 bytes) per repeat; ``dst_repeat_stride`` counts 128 bytes."""
    size = ov.elem(0).size
    half = va.elements_per_repeat(size) // 2

    def compute(src: np.ndarray, lanes: np.ndarray, dt: np.dtype[Any]) -> np.ndarray:
        return pair_reduce_sum_raw(src, lanes, dt)[..., :half]

    _reduce(ov, dst, src, rest, _OPERAND_ALIGN, size, half, half * size, compute)
