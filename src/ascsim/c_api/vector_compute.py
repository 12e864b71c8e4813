"""UB vector instructions of ``vector_compute.h``: ``asc_add``, ``asc_gt``, ``asc_duplicate``,
``asc_select``, ``asc_squeeze`` (count and repeat forms, ``_sync`` variants) and the control
registers they use (vector mask and its mode, CMPMASK, the gather count).

The addressing model is :mod:`ascsim.ops.vector_addressing`, the memory accesses
:mod:`ascsim.runtime.ub_vector`; the arithmetic is the register instructions' (:mod:`ascsim.ops`).
Issued by the scalar unit onto PIPE_V; on a cube core they do nothing (the vendor code runs them
only on vector cores).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import DATA_BLOCK_BYTES, CoreType, Pipe
from ..errors import AscValueError, UnsupportedError
from ..ops import load_store as ls
from ..ops import vector_addressing as va
from ..ops.arith import add_raw
from ..ops.duplicate import duplicate_raw
from ..ops.permute_sel import select_raw, squeeze_raw
from ..runtime import check, ub_vector
from ..runtime.context import CTX
from ..runtime.memory import Ptr, UnifiedBuffer
from ..runtime.ub_vector import Access
from ..spec import Overload, impls
from ._args import ub_ptr_arg
from ._compute import scalar_bits

#: Alignment of the operands of the UB vector instructions, and of the CMPMASK load/store address.
_OPERAND_ALIGN = DATA_BLOCK_BYTES
_CMP_ALIGN = 16
#: Bits and bytes of the CMPMASK register.
_CMP_BITS = 128
_CMP_BYTES = _CMP_BITS // 8


def _vector_core() -> bool:
    """Whether the instruction takes effect: on a cube core it does nothing."""
    return CTX.core is not CoreType.AIC


def _c_args(overload: Overload, first: int, values: tuple[Any, ...]) -> list[int]:
    """Integer arguments from parameter ``first`` on, converted to their C types as a call converts them."""
    return [int(overload.elem(first + k)(v)) for k, v in enumerate(values)]


def _mask_state() -> va.MaskState:
    mask1, mask0 = CTX.regs.vmask
    return va.MaskState(CTX.regs.mask_counter, mask1, mask0)


def _count_form(count: int) -> va.MaskState:
    """What a count form does around its instruction: counter mode with ``count`` elements for the
    call, then back to normal mode, leaving the vector mask at ``(0, count)`` as the vendor code does."""
    CTX.regs.vmask = (0, count)
    CTX.regs.mask_counter = False
    return va.MaskState(True, 0, count)


def _finish(overload: Overload) -> None:
    """The ``_sync`` variants end with a full barrier."""
    if overload.extra and overload.extra[0]:
        assert CTX.sync is not None  # the facade checked that a kernel runs
        CTX.sync.barrier()


def _data(name: str, ptr: Ptr, offsets: np.ndarray, active: np.ndarray) -> Access:
    return Access(name, ptr, offsets, active, np.dtype(ptr.elem.bits))


class _Binary:
    """The plan of a binary count or repeat form: active elements and the three operands' strides."""

    def __init__(self, overload: Overload, rest: tuple[Any, ...], elem_size: int, first: int) -> None:
        if len(rest) == 1:  # count form
            (count,) = _c_args(overload, first, rest)
            self.active = va.active_elements(elem_size, 1, _count_form(count))
            self.dst = self.src0 = self.src1 = va.CONTIGUOUS
        else:
            repeat, db, s0b, s1b, dr, s0r, s1r = _c_args(overload, first, rest)
            self.repeat = repeat
            self.active = va.active_elements(elem_size, repeat, _mask_state())
            self.dst, self.src0, self.src1 = va.Stride(db, dr), va.Stride(s0b, s0r), va.Stride(s1b, s1r)

    def offsets(self, elem_size: int, stride: va.Stride) -> np.ndarray:
        return va.element_offsets(elem_size, self.active.shape[0], stride)


def _operands(func: str, **ptrs: Ptr) -> dict[str, Ptr]:
    return {name: ub_ptr_arg(func, name, p, _OPERAND_ALIGN) for name, p in ptrs.items()}


@impls.vector_compute.add.register
def add(overload: Overload, dst: Ptr, src0: Ptr, src1: Ptr, *rest: Any) -> None:
    """``asc_add``/``asc_add_sync``: ``dst[i] = src0[i] + src1[i]`` on the active elements (integers wrap,
    floats round to nearest even); inactive elements of dst are not written."""
    func = overload.name
    if not _vector_core():
        return
    p = _operands(func, dst=dst, src0=src0, src1=src1)
    e = overload.elem(0)
    plan = _Binary(overload, rest, e.size, 3)
    act = plan.active
    reads = [_data("src0", p["src0"], plan.offsets(e.size, plan.src0), act),
             _data("src1", p["src1"], plan.offsets(e.size, plan.src1), act)]
    out = _data("dst", p["dst"], plan.offsets(e.size, plan.dst), act)
    ub_vector.run(func, reads, [out], lambda s, rows: [add_raw(s[0], s[1], act[rows], e.np)])
    _finish(overload)


def _cmp_mask_bits(func: str) -> np.ndarray:
    """The CMPMASK register's 128 bits (reported, and taken as 0, if nothing wrote it since the reset)."""
    if CTX.regs.cmp_mask is None:
        check.report("uninitialized", f"{func} uses the CMPMASK register, which nothing wrote since the kernel "
                     "started; set it with asc_set_cmp_mask or a compare (asc_gt without dst) first")
        return np.zeros(_CMP_BITS, np.bool_)
    return CTX.regs.cmp_mask


@impls.vector_compute.select.register
def select(overload: Overload, dst: Ptr, src0: Ptr, src1: Ptr, *rest: Any) -> None:
    """``asc_select``/``asc_select_sync``: ``dst[i] = sel_i ? src0[i] : src1[i]`` on the active elements,
    ``sel_i`` the CMPMASK bit of i's position in its repeat (every repeat uses the same bits)."""
    func = overload.name
    if not _vector_core():
        return
    p = _operands(func, dst=dst, src0=src0, src1=src1)
    e = overload.elem(0)
    plan = _Binary(overload, rest, e.size, 3)
    act = plan.active
    sel = np.broadcast_to(_cmp_mask_bits(func)[:va.elements_per_repeat(e.size)], act.shape)
    reads = [_data("src0", p["src0"], plan.offsets(e.size, plan.src0), act),
             _data("src1", p["src1"], plan.offsets(e.size, plan.src1), act)]
    out = _data("dst", p["dst"], plan.offsets(e.size, plan.dst), act)
    ub_vector.run(func, reads, [out], lambda s, rows: [select_raw(s[0], s[1], sel[rows])])
    _finish(overload)


@impls.vector_compute.duplicate.register
def duplicate(overload: Overload, dst: Ptr, src: Any, *rest: Any) -> None:
    """``asc_duplicate``/``asc_duplicate_sync`` (UB forms): ``dst[i] = src`` on the active elements."""
    func = overload.name
    if not _vector_core():
        return
    out_ptr = ub_ptr_arg(func, "dst", dst, _OPERAND_ALIGN)
    e = overload.elem(0)
    value = scalar_bits(func, e, src)
    if len(rest) == 1:
        (count,) = _c_args(overload, 2, rest)
        act = va.active_elements(e.size, 1, _count_form(count))
        stride = va.CONTIGUOUS
    else:
        repeat, block, rep = _c_args(overload, 2, rest)
        act = va.active_elements(e.size, repeat, _mask_state())
        stride = va.Stride(block, rep)
    out = _data("dst", out_ptr, va.element_offsets(e.size, act.shape[0], stride), act)
    ub_vector.run(func, [], [out], lambda s, rows: [duplicate_raw(value, act[rows])])
    _finish(overload)


def _gather_pattern(func: str, src1: Ptr, pattern: int, param: str, repeat: int, src1_repeat_stride: int,
                    n_e: int) -> np.ndarray:
    """The (repeat, n_e) selection of a gather pattern: ``pattern`` 0 reads one bit per element from src1
    (repeat r at ``src1 + r * src1_repeat_stride`` blocks), 1..7 are the built-in patterns."""
    if pattern == 0:
        offs = va.squeeze_pattern_offsets(repeat, src1_repeat_stride, n_e // 8)
        pat = Access("src1", src1, offs, np.ones(offs.shape, np.bool_), np.dtype(np.uint8))
        return ls.mask_from_bytes(ub_vector.read(func, pat))
    if pattern <= 7:
        return np.broadcast_to(va.builtin_pattern(pattern, n_e), (repeat, n_e))
    raise AscValueError(f"{func}: {param} selects the gather pattern: 0 (src1) or a built-in pattern 1..7; "
                        f"got {pattern}")


@impls.vector_compute.squeeze.register
def squeeze(overload: Overload, dst: Ptr, src0: Ptr, src1: Ptr, *rest: Any) -> None:
    """``asc_squeeze`` (UB form): the elements of src0 that a gather pattern selects, packed from dst
    on, repeat after repeat. ``src1_block_stride`` names the pattern: 0 takes it from src1 (one bit per
    element, ``256 / sizeof(T)`` bits per repeat, repeat r at ``src1 + r * src1_repeat_stride`` blocks),
    1..7 are the built-in patterns. The destination strides are not used."""
    func = overload.name
    if not _vector_core():
        return
    if CTX.regs.mask_counter:
        raise UnsupportedError(f"{func} in counter mode is not modeled (the pages leave its element count open); "
                               "call asc_set_mask_norm() before it")
    p = _operands(func, dst=dst, src0=src0, src1=src1)
    e = overload.elem(0)
    n_e = va.elements_per_repeat(e.size)
    repeat, _db, s0b, pattern, _dr, s0r, s1r = _c_args(overload, 3, rest)
    sel = _gather_pattern(func, p["src1"], pattern, "src1_block_stride", repeat, s1r, n_e)
    offsets, written, total = va.squeeze_placement(sel, e.size)
    out = _data("dst", p["dst"], offsets, written)
    src = _data("src0", p["src0"], va.element_offsets(e.size, repeat, va.Stride(s0b, s0r)),
                np.ones((repeat, n_e), np.bool_))
    ub_vector.run(func, [src], [out], lambda s, rows: [squeeze_raw(s[0], sel[rows])])
    CTX.regs.rsvd_count = total


@impls.vector_compute.set_vector_mask.register
def set_vector_mask(overload: Overload, mask1: Any, mask0: Any) -> None:
    """``asc_set_vector_mask(mask1, mask0)``: the 128-bit vector mask (counter mode: mask0 is the count)."""
    if _vector_core():
        hi, lo = _c_args(overload, 0, (mask1, mask0))
        CTX.regs.vmask = (hi, lo)


@impls.vector_compute.set_mask_mode.register
def set_mask_mode(overload: Overload) -> None:
    """``asc_set_mask_count``/``asc_set_mask_norm``: counter or normal mask mode."""
    if _vector_core():
        CTX.regs.mask_counter = bool(overload.extra[0])


@impls.vector_compute.set_cmp_mask.register
def set_cmp_mask(overload: Overload, sel_mask: Ptr) -> None:
    """``asc_set_cmp_mask(sel_mask)``: load CMPMASK from the 16 bytes at sel_mask (bit i of byte k is
    bit 8k+i). An array shorter than 16 bytes is read to its end; the rest of the 16 bytes lies in the
    padding of its 32-byte slot, which no other array uses."""
    func = overload.name
    if not _vector_core():
        return
    ptr = ub_ptr_arg(func, "sel_mask", sel_mask, _CMP_ALIGN)
    mem, alloc = ptr.mem, ptr.alloc
    n = _CMP_BYTES
    if alloc is not None and isinstance(mem, UnifiedBuffer) and ptr.addr < alloc.base + alloc.size:
        avail = alloc.base + alloc.size - ptr.addr
        if avail < n and ptr.addr + n <= mem.slot_end(alloc):
            n = avail
    raw = np.zeros(_CMP_BYTES, np.uint8)
    raw[:n] = mem.read(ptr.addr, n, f"{func} sel_mask", Pipe.PIPE_V, within=alloc)
    if n < _CMP_BYTES and isinstance(mem, UnifiedBuffer):
        raw[n:] = mem.bytes[ptr.addr + n:ptr.addr + _CMP_BYTES]
    CTX.regs.cmp_mask = ls.mask_from_bytes(raw)


@impls.vector_compute.get_cmp_mask.register
def get_cmp_mask(overload: Overload, dst: Ptr) -> None:
    """``asc_get_cmp_mask(dst)``: store CMPMASK as 16 bytes at dst (bit 8k+i is bit i of byte k)."""
    func = overload.name
    if not _vector_core():
        return
    ptr = ub_ptr_arg(func, "dst", dst, _CMP_ALIGN)
    ptr.mem.write(ptr.addr, ls.mask_to_bytes(_cmp_mask_bits(func)), f"{func} dst", Pipe.PIPE_V,
                  within=ptr.alloc)


@impls.vector_compute.get_rsvd_count.register
def get_rsvd_count(overload: Overload) -> int:
    """``asc_get_rsvd_count()``: the number of elements the last gather by mask kept."""
    return CTX.regs.rsvd_count if _vector_core() else 0
