"""Aligned register loads and stores between UB and registers (``reg_load.h``, ``reg_store.h``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import MASK_BYTES, UB_ALIGN, VL_BYTES, Pipe
from ..ops.permute_sel import deintlv_raw, intlv_raw
from ..regs import VectorRegister, vector_bool
from ..runtime.memory import Ptr
from ..spec import Overload
from ._args import distinct, ub_ptr_arg

_V = Pipe.PIPE_V


def _load_into(dst: VectorRegister, src: Ptr, func: str) -> None:
    """One aligned register load."""
    raw = src.mem.read(src.addr, VL_BYTES, func, _V, within=src.alloc)
    dst.write(raw.view(dst._raw_dtype).copy())


def _byte_lanes(bits: np.ndarray, governing: int, stored: int) -> np.ndarray:
    """Per stored byte: element i (governed by mask bit i*governing) covers ``stored`` bytes."""
    return np.repeat(bits[::governing], stored)


def _store_from(src: VectorRegister, dst: Ptr, mask: vector_bool, func: str) -> None:
    """One aligned, masked register store: element i is written where its governing bit i*k is set."""
    k = src.elem.size
    lanes = _byte_lanes(mask.read(f"{func} mask"), k, k)
    dst.mem.write(dst.addr, src.read(f"{func} src"), func, _V, lanes=None if lanes.all() else lanes,
                  within=dst.alloc)


def _ptr_lvalue(x: Any) -> tuple[Ptr, Any]:
    """A ``T*&`` argument: a pointer, or an object whose ``.value`` is one (``PtrRef``), to update."""
    return (x, None) if isinstance(x, Ptr) else (x.value, x)


def _advance(ptr: Ptr, ref: Any, count: int) -> Ptr:
    new = ptr + count
    if ref is not None:
        ref.value = new
    return new


def loadalign(ov: Overload, dst: VectorRegister, src: Ptr) -> None:
    """``asc_loadalign(dst, src)``: one register (256 bytes) from a 32-byte aligned UB address."""
    _load_into(dst, ub_ptr_arg(ov.name, "src", src, UB_ALIGN), ov.name)


def loadalign_mask(ov: Overload, dst: vector_bool, src: Ptr) -> None:
    """``asc_loadalign(vector_bool& dst, __ubuf__ uint32_t* src)``: 32 bytes, bit j in byte j//8."""
    p = ub_ptr_arg(ov.name, "src", src, UB_ALIGN)
    raw = p.mem.read(p.addr, MASK_BYTES, f"{ov.name} (mask)", _V, within=p.alloc)
    dst.write(np.unpackbits(raw, bitorder="little").astype(np.bool_))


def loadalign_postupdate(ov: Overload, dst: VectorRegister, src: Any, offset: Any) -> Ptr:
    """``asc_loadalign_postupdate(dst, src, offset)``: asc_loadalign from src, then ``src += offset``
    (elements). Python cannot bind a pointer variable by reference: the advanced pointer is
    returned, and stored into ``src.value`` when ``src`` is a :class:`~ascsim.runtime.memory.PtrRef`."""
    ptr, ref = _ptr_lvalue(src)
    _load_into(dst, ub_ptr_arg(ov.name, "src", ptr, UB_ALIGN), ov.name)
    return _advance(ptr, ref, int(offset))


def loadalign_deintlv(ov: Overload, dst0: VectorRegister, dst1: VectorRegister, src: Ptr) -> None:
    """``asc_loadalign_deintlv``: 512 bytes deinterleaved, ``dst0[i] = src[2i]``, ``dst1[i] = src[2i+1]``."""
    func = ov.name
    distinct(func, dst0, dst1)
    p = ub_ptr_arg(func, "src", src, UB_ALIGN)
    raw = p.mem.read(p.addr, 2 * VL_BYTES, func, _V, within=p.alloc).view(dst0._raw_dtype)
    n = dst0._lanes
    d0, d1 = deintlv_raw(raw[:n], raw[n:])
    dst0.write(d0)
    dst1.write(d1)


def storealign(ov: Overload, dst: Ptr, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_storealign(dst, src, mask)``: the active elements; masked-off bytes of UB keep their value."""
    _store_from(src, ub_ptr_arg(ov.name, "dst", dst, UB_ALIGN), mask, ov.name)


def storealign_mask(ov: Overload, dst: Ptr, src: vector_bool) -> None:
    """``asc_storealign(__ubuf__ uint32_t* dst, vector_bool src)``: the 32 bytes of a mask register."""
    p = ub_ptr_arg(ov.name, "dst", dst, UB_ALIGN)
    bits = src.read(f"{ov.name} src")
    p.mem.write(p.addr, np.packbits(bits, bitorder="little"), f"{ov.name} (mask)", _V, within=p.alloc)


def storealign_postupdate(ov: Overload, dst: Any, src: VectorRegister, offset: Any, mask: vector_bool) -> Ptr:
    """``asc_storealign_postupdate(dst, src, offset, mask)``: asc_storealign to dst, then ``dst += offset``
    (elements); returns the advanced pointer and updates a ``PtrRef`` in place."""
    ptr, ref = _ptr_lvalue(dst)
    _store_from(src, ub_ptr_arg(ov.name, "dst", ptr, UB_ALIGN), mask, ov.name)
    return _advance(ptr, ref, int(offset))


def storealign_intlv(ov: Overload, dst: Ptr, src0: VectorRegister, src1: VectorRegister) -> None:
    """``asc_storealign_intlv(dst, src0, src1)``: interleave and store 512 bytes,
    ``dst[2i] = src0[i]``, ``dst[2i+1] = src1[i]``."""
    func = ov.name
    p = ub_ptr_arg(func, "dst", dst, UB_ALIGN)
    lo, hi = intlv_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"))
    p.mem.write(p.addr, np.concatenate([lo, hi]), func, _V, within=p.alloc)
