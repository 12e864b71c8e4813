"""Aligned register loads and stores between UB and registers (``reg_load.h``, ``reg_store.h``).

Each function reads or writes UB through the runtime (which records the access for the checker)
and leaves the data layout to :mod:`ascsim.ops.load_store`. ``ov.extra[0]`` names the addressing
form of the plain/offset/addr_reg overloads: ``""`` (the pointer itself), ``"offset"`` (an
``int32_t``: elements of the pointer's type, bytes for a mask register) or ``"addr"`` (an
``addr_reg``, whose offset is in bytes already).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import MASK_BYTES, UB_ALIGN, VL_BYTES, Pipe
from ..errors import MemoryAccessError
from ..ops import load_store as ls
from ..ops.lanes import is_all_active
from ..regs import VectorRegister, addr_reg, vector_bool
from ..runtime.memory import Ptr
from ..spec import Overload
from ._args import distinct
from ._compute import flags_of

_V = Pipe.PIPE_V
_HALF = VL_BYTES // 2


# ---------------------------------------------------------------------------------------------
# addressing


def _shift(p: Ptr, nbytes: int) -> Ptr:
    """``p`` moved by ``nbytes`` bytes (the same allocation: leaving it is caught at the access)."""
    return p if not nbytes else Ptr(p.mem, p.addr + nbytes, p.elem, p.alloc)


def _at(ov: Overload, name: str, p: Ptr, off: Any, unit: int, align: int = UB_ALIGN) -> Ptr:
    """The UB address an access uses: ``p``, ``p + off`` (``off`` in units of ``unit`` bytes) or
    ``p + addr_reg``, checked to be ``align``-byte aligned."""
    form = ov.extra[0] if ov.extra else ""
    if form == "offset":
        p, how = _shift(p, int(off) * unit), f"{name} + offset ({int(off)})"
    elif form == "addr":
        assert isinstance(off, addr_reg)
        p, how = _shift(p, off.byte_offset), f"{name} + addr_reg (+{off.byte_offset} bytes)"
    else:
        how = name
    return _aligned(ov.name, how, p, align)


def _aligned(func: str, how: str, p: Ptr, align: int) -> Ptr:
    if p.addr % align:
        raise MemoryAccessError(f"{func}: {how} = UB 0x{p.addr:x} is not {align}-byte aligned "
                                f"(it is {p.addr % align} bytes past a {align}-byte boundary)")
    return p


def _ptr_lvalue(x: Any) -> tuple[Ptr, Any]:
    """A ``T*&`` argument: a pointer, or an object whose ``.value`` is one (``PtrRef``), to update."""
    return (x, None) if isinstance(x, Ptr) else (x.value, x)


def _advance(ptr: Ptr, ref: Any, nbytes: int) -> Ptr:
    """The post-update: the pointer moved by ``nbytes``, stored back into a reference argument."""
    new = _shift(ptr, nbytes)
    if ref is not None:
        ref.value = new
    return new


def _read(p: Ptr, nbytes: int, func: str) -> np.ndarray:
    return p.mem.read(p.addr, nbytes, func, _V, within=p.alloc)


def _write(p: Ptr, data: np.ndarray, func: str, lanes: np.ndarray | None = None) -> None:
    p.mem.write(p.addr, data, func, _V, lanes=None if lanes is None or lanes.all() else lanes, within=p.alloc)


# ---------------------------------------------------------------------------------------------
# loads


def _load(dst: VectorRegister, p: Ptr, func: str) -> None:
    dst.write(_read(p, VL_BYTES, func).view(dst.raw_dtype).copy())


def loadalign(ov: Overload, dst: VectorRegister, src: Ptr, off: Any = None) -> None:
    """``asc_loadalign(dst, src[, offset])``: one register (256 bytes) from ``src`` (+ offset)."""
    _load(dst, _at(ov, "src", src, off, src.elem.size), ov.name)


def _load_mask(dst: vector_bool, p: Ptr, func: str) -> None:
    dst.write(ls.mask_from_bytes(_read(p, MASK_BYTES, f"{func} (mask)")))


def loadalign_mask(ov: Overload, dst: vector_bool, src: Ptr, off: Any = None) -> None:
    """``asc_loadalign(vector_bool& dst, __ubuf__ uint32_t* src[, offset])``: 32 bytes, bit j in byte
    j // 8; an ``int32_t`` offset counts bytes."""
    _load_mask(dst, _at(ov, "src", src, off, 1), ov.name)


def loadalign_postupdate(ov: Overload, dst: VectorRegister, src: Any, offset: Any) -> Ptr:
    """``asc_loadalign_postupdate(dst, src, offset)``: a load from src, then ``src += offset`` (elements).

    Python cannot bind a pointer variable by reference: the advanced pointer is returned, and stored
    into ``src.value`` when ``src`` is a :class:`~ascsim.runtime.memory.PtrRef`."""
    ptr, ref = _ptr_lvalue(src)
    _load(dst, _aligned(ov.name, "src", ptr, UB_ALIGN), ov.name)
    return _advance(ptr, ref, int(offset) * ptr.elem.size)


def loadalign_mask_postupdate(ov: Overload, dst: vector_bool, src: Any, offset: Any = MASK_BYTES) -> Ptr:
    """``asc_loadalign_postupdate(vector_bool& dst, __ubuf__ uint32_t*& src[, offset])``: a mask load,
    then src advances by ``offset`` bytes (without an offset: by the 32 bytes loaded)."""
    ptr, ref = _ptr_lvalue(src)
    _load_mask(dst, _aligned(ov.name, "src", ptr, MASK_BYTES), ov.name)
    return _advance(ptr, ref, int(offset))


def _load_blocks(func: str, dst: VectorRegister, p: Ptr, block_stride: int, mask: vector_bool) -> None:
    """The 8 data blocks of dst from ``p + b * block_stride * 32`` bytes; a block without an active
    element is not read (it may lie outside UB) and becomes 0."""
    blocks = ls.active_blocks(mask.read(f"{func} mask"), dst.elem.size)
    offsets = ls.block_offsets(block_stride)
    if block_stride == 1 and blocks.all():
        fetched = _read(p, VL_BYTES, func)
    else:  # only the active blocks are read: an inactive one may lie outside UB
        fetched = np.empty(VL_BYTES, np.uint8)
        for b in np.flatnonzero(blocks):
            fetched[b * UB_ALIGN:(b + 1) * UB_ALIGN] = _read(_shift(p, int(offsets[b])), UB_ALIGN, func)
    dst.write(ls.zero_inactive_blocks(fetched, blocks).view(dst.raw_dtype))


def loadalign_blocks(ov: Overload, dst: VectorRegister, src: Ptr, block_stride: Any, repeat_stride: Any,
                     mask: vector_bool) -> None:
    """``asc_loadalign(dst, src, block_stride, repeat_stride, mask)``: the data-block form; without
    post-update the repeat stride does not move the address."""
    _load_blocks(ov.name, dst, _aligned(ov.name, "src", src, UB_ALIGN), int(block_stride) & 0xFFFF, mask)


def loadalign_blocks_postupdate(ov: Overload, dst: VectorRegister, src: Any, block_stride: Any,
                                repeat_stride: Any, mask: vector_bool) -> Ptr:
    """``asc_loadalign_postupdate(dst, src, block_stride, repeat_stride, mask)``: the data-block load,
    then src advances by ``repeat_stride`` blocks of 32 bytes."""
    ptr, ref = _ptr_lvalue(src)
    _load_blocks(ov.name, dst, _aligned(ov.name, "src", ptr, UB_ALIGN), int(block_stride) & 0xFFFF, mask)
    return _advance(ptr, ref, (int(repeat_stride) & 0xFFFF) * UB_ALIGN)


def loadalign_deintlv(ov: Overload, dst0: VectorRegister, dst1: VectorRegister, src: Ptr, off: Any = None) -> None:
    """``asc_loadalign_deintlv``: 512 bytes deinterleaved, ``dst0[i] = src[2i]``, ``dst1[i] = src[2i+1]``."""
    func = ov.name
    distinct(func, dst0, dst1)
    p = _at(ov, "src", src, off, src.elem.size)
    d0, d1 = ls.deinterleave(_read(p, 2 * VL_BYTES, func).view(dst0.raw_dtype))
    dst0.write(d0)
    dst1.write(d1)


def loadalign_unpack(ov: Overload, dst: VectorRegister, src: Ptr, off: Any = None) -> None:
    """``asc_loadalign_unpack``: 128 bytes, element i to lane 2i, lane 2i+1 zero."""
    p = _at(ov, "src", src, off, src.elem.size)
    dst.write(ls.unpack(_read(p, _HALF, ov.name).view(dst.raw_dtype)))


# ---------------------------------------------------------------------------------------------
# stores


def _store(src: VectorRegister, p: Ptr, mask: vector_bool, func: str) -> None:
    """One masked register store: element i is written where its governing bit i*k is set (every
    byte when every element is active, which the mask's element flags tell at once)."""
    k = src.elem.size
    bits = mask.read(f"{func} mask")
    lanes = None if is_all_active(flags_of(bits, k)) else ls.byte_lanes(bits, k)
    _write(p, src.read(f"{func} src"), func, lanes)


def storealign(ov: Overload, dst: Ptr, src: VectorRegister, *rest: Any) -> None:
    """``asc_storealign(dst, src[, offset], mask)``: the active elements; the other bytes keep their value."""
    off, mask = (None, rest[0]) if len(rest) == 1 else rest
    _store(src, _at(ov, "dst", dst, off, dst.elem.size), mask, ov.name)


def _store_mask(src: vector_bool, p: Ptr, func: str) -> None:
    _write(p, ls.mask_to_bytes(src.read(f"{func} src")), f"{func} (mask)")


def storealign_mask(ov: Overload, dst: Ptr, src: vector_bool, off: Any = None) -> None:
    """``asc_storealign(__ubuf__ uint32_t/uint16_t/uint8_t* dst, vector_bool src[, offset])``: the 32 bytes
    of a mask register; an ``int32_t`` offset counts bytes."""
    _store_mask(src, _at(ov, "dst", dst, off, 1), ov.name)


def storealign_postupdate(ov: Overload, dst: Any, src: VectorRegister, offset: Any, mask: vector_bool) -> Ptr:
    """``asc_storealign_postupdate(dst, src, offset, mask)``: a store to dst, then ``dst += offset``
    (elements); returns the advanced pointer and updates a ``PtrRef`` in place."""
    ptr, ref = _ptr_lvalue(dst)
    _store(src, _aligned(ov.name, "dst", ptr, UB_ALIGN), mask, ov.name)
    return _advance(ptr, ref, int(offset) * ptr.elem.size)


def storealign_mask_postupdate(ov: Overload, dst: Any, src: vector_bool, offset: Any) -> Ptr:
    """``asc_storealign_postupdate(__ubuf__ uint32_t/uint16_t/uint8_t*& dst, vector_bool src, offset)``:
    a mask store, then dst advances by ``offset`` bytes."""
    ptr, ref = _ptr_lvalue(dst)
    _store_mask(src, _aligned(ov.name, "dst", ptr, MASK_BYTES), ov.name)
    return _advance(ptr, ref, int(offset))


def _store_blocks(func: str, src: VectorRegister, p: Ptr, block_stride: int, mask: vector_bool) -> None:
    """The 8 data blocks of src to ``p + b * block_stride * 32`` bytes; inactive elements keep UB."""
    bits = mask.read(f"{func} mask")
    k = src.elem.size
    lanes = ls.byte_lanes(bits, k)
    image = src.read(f"{func} src").view(np.uint8)
    if block_stride == 1:
        _write(p, image, func, lanes)
        return
    offsets = ls.block_offsets(block_stride)
    for b in np.flatnonzero(ls.active_blocks(bits, k)):
        part = slice(b * UB_ALIGN, (b + 1) * UB_ALIGN)
        _write(_shift(p, int(offsets[b])), image[part], func, lanes[part])


def storealign_blocks(ov: Overload, dst: Ptr, src: VectorRegister, block_stride: Any, repeat_stride: Any,
                      mask: vector_bool) -> None:
    """``asc_storealign(dst, src, block_stride, repeat_stride, mask)``: the data-block form; without
    post-update the repeat stride does not move the address."""
    _store_blocks(ov.name, src, _aligned(ov.name, "dst", dst, UB_ALIGN), int(block_stride) & 0xFFFF, mask)


def storealign_blocks_postupdate(ov: Overload, dst: Any, src: VectorRegister, block_stride: Any,
                                 repeat_stride: Any, mask: vector_bool) -> Ptr:
    """``asc_storealign_postupdate(dst, src, block_stride, repeat_stride, mask)``: the data-block
    store, then dst advances by ``repeat_stride`` blocks of 32 bytes."""
    ptr, ref = _ptr_lvalue(dst)
    _store_blocks(ov.name, src, _aligned(ov.name, "dst", ptr, UB_ALIGN), int(block_stride) & 0xFFFF, mask)
    return _advance(ptr, ref, (int(repeat_stride) & 0xFFFF) * UB_ALIGN)


def storealign_intlv(ov: Overload, dst: Ptr, src0: VectorRegister, src1: VectorRegister, off: Any = None) -> None:
    """``asc_storealign_intlv(dst, src0, src1[, offset])``: 512 bytes, ``dst[2i] = src0[i]``,
    ``dst[2i+1] = src1[i]`` (no mask: every element is stored)."""
    func = ov.name
    p = _at(ov, "dst", dst, off, dst.elem.size)
    _write(p, ls.interleave(src0.read(f"{func} src0"), src1.read(f"{func} src1")), func)


def storealign_pack(ov: Overload, dst: Ptr, src: VectorRegister, *rest: Any) -> None:
    """``asc_storealign_pack(dst, src[, offset], mask)``: the low half of every element, packed into
    128 bytes; element i's half goes to bytes i*k/2 .. and only where element i is active."""
    func = ov.name
    off, mask = (None, rest[0]) if len(rest) == 1 else rest
    p = _at(ov, "dst", dst, off, dst.elem.size)
    k = src.elem.size
    lanes = ls.byte_lanes(mask.read(f"{func} mask"), k, k // 2)
    _write(p, ls.pack_low_halves(src.read(f"{func} src")), func, lanes)


def storealign_pack_mask(ov: Overload, dst: Ptr, src: vector_bool, off: Any = None) -> None:
    """``asc_storealign_pack(__ubuf__ uint32_t/uint16_t/uint8_t* dst, vector_bool src[, offset])``: every
    second bit of the mask register (16 bytes, 16-byte aligned); an ``int32_t`` offset counts bytes."""
    p = _at(ov, "dst", dst, off, 1, MASK_BYTES // 2)
    _write(p, ls.mask_pack(src.read(f"{ov.name} src")), f"{ov.name} (mask)")
