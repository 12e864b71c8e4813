"""The stores of ``reg_store.h``: the aligned ones (``asc_storealign`` plain, data-block, interleave
and pack, and their post-update forms), first element, quarter pack, post-update packs, the
unaligned stream, the scatter and ``asc_store``.

Each function reads its registers, leaves the layout to :mod:`ascsim.ops.store` (and
:mod:`ascsim.ops.load_store`) and writes UB through the runtime, which records exactly the bytes
written for the checker. ``overload.extra[0]`` names the addressing form where one name has several:
``""`` (the pointer), ``"offset"`` (an ``int32_t`` in elements of the pointer type) or ``"addr"``
(an ``addr_reg``, in bytes already); for ``asc_storeunalign_post`` also ``"ar"`` (the AR register).

The unaligned stream (``vector_store_unalign``, :class:`~ascsim.regs.vector_align`) holds the bytes of
the stream's last, incomplete 32-byte UB block: ``pending`` (fewer than 32 bytes, from UB address
``addr``) and ``mem`` (None while the register has carried no stream). docs/semantics.md describes
the model.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import MASK_BYTES, UB_ALIGN, VL_BYTES
from ..errors import AscValueError
from ..ops import load_store as ls
from ..ops import store as st
from ..ops.lanes import flags_of, is_all_active
from ..ops.permute_sel import squeeze_bytes, squeeze_raw
from ..regs import VectorRegister, addr_reg, vector_align, vector_bool
from ..runtime import ub_vector
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from ._compute import element_flags
from .ub_access import address_at, advance, aligned, ptr_lvalue, shift, write_ub

# ---------------------------------------------------------------------------------------------
# addressing and memory


def _at(overload: Overload, p: Ptr, off: Any, align: int, name: str = "dst") -> Ptr:
    """The address of an access in the plain / ``int32_t`` offset / ``addr_reg`` form (offsets in
    elements of the pointer type), checked to be ``align``-byte aligned."""
    return address_at(overload, name, p, off, p.elem.size, align)


def _src_bytes(src: VectorRegister, func: str, what: str = "src") -> np.ndarray:
    return st.as_bytes(src.read(f"{func} {what}"))


# ---------------------------------------------------------------------------------------------
# aligned: first element, quarter pack, post-update packs


@impls.reg_store.storealign_1st.register
def storealign_1st(overload: Overload, dst: Ptr, src: VectorRegister, off: Any = None) -> None:
    """``asc_storealign_1st(dst, src[, offset])``: element 0 of src (no mask) at an element-aligned
    address (the vendor's first-element mode needs 1, 2 or 4 bytes, not 32)."""
    k = src.elem.size
    write_ub(_at(overload, dst, off, k), st.first_element(src.read(f"{overload.name} src")), overload.name)


@impls.reg_store.storealign_1st_postupdate.register
def storealign_1st_postupdate(overload: Overload, dst: Any, src: VectorRegister, offset: Any) -> Ptr:
    """``asc_storealign_1st_postupdate(dst, src, offset)``: element 0 at dst, then dst += offset elements."""
    ptr, ref = ptr_lvalue(dst)
    k = src.elem.size
    write_ub(aligned(overload.name, "dst", ptr, k), st.first_element(src.read(f"{overload.name} src")), overload.name)
    return advance(ptr, ref, int(offset) * ptr.elem.size)


def _quarter(func: str, p: Ptr, src: VectorRegister, mask: vector_bool) -> None:
    write_ub(p, st.pack_quarter(src.read(f"{func} src")), func, st.quarter_lanes(mask.read(f"{func} mask")))


@impls.reg_store.storealign_pack_quarter.register
def storealign_pack_quarter(overload: Overload, dst: Ptr, src: VectorRegister, *rest: Any) -> None:
    """``asc_storealign_pack_quarter`` (and the deprecated ``asc_storealign_pack_v2``): the low byte of
    each active 32-bit element, byte i from element i, at a 32-byte aligned address."""
    off, mask = (None, rest[0]) if len(rest) == 1 else rest
    _quarter(overload.name, _at(overload, dst, off, UB_ALIGN), src, mask)


@impls.reg_store.storealign_pack_quarter_postupdate.register
def storealign_pack_quarter_postupdate(overload: Overload, dst: Any, src: VectorRegister, offset: Any,
                                       mask: vector_bool) -> Ptr:
    """``asc_storealign_pack_quarter_postupdate`` (``asc_storealign_pack_postupdate_v2``): the quarter
    pack at dst, then dst += offset elements."""
    ptr, ref = ptr_lvalue(dst)
    _quarter(overload.name, aligned(overload.name, "dst", ptr, UB_ALIGN), src, mask)
    return advance(ptr, ref, int(offset) * ptr.elem.size)


@impls.reg_store.storealign_pack_postupdate.register
def storealign_pack_postupdate(overload: Overload, dst: Any, src: VectorRegister, offset: Any,
                               mask: vector_bool) -> Ptr:
    """``asc_storealign_pack_postupdate(dst, src, offset, mask)``: the low half of each active element,
    packed (as ``asc_storealign_pack``) at dst, then dst += offset elements."""
    func = overload.name
    ptr, ref = ptr_lvalue(dst)
    k = src.elem.size
    lanes = ls.byte_lanes(mask.read(f"{func} mask"), k, k // 2)
    write_ub(aligned(func, "dst", ptr, UB_ALIGN), ls.pack_low_halves(src.read(f"{func} src")), func, lanes)
    return advance(ptr, ref, int(offset) * ptr.elem.size)


@impls.reg_store.storealign_pack_mask_postupdate.register
def storealign_pack_mask_postupdate(overload: Overload, dst: Any, src: vector_bool, offset: Any) -> Ptr:
    """``asc_storealign_pack_postupdate(__ubuf__ uint32_t/uint16_t/uint8_t*& dst, vector_bool src, offset)``:
    every second bit of the mask (16 bytes, 16-byte aligned), then dst advances by offset bytes."""
    ptr, ref = ptr_lvalue(dst)
    p = aligned(overload.name, "dst", ptr, MASK_BYTES // 2)
    write_ub(p, ls.mask_pack(src.read(f"{overload.name} src")), f"{overload.name} (mask)")
    return advance(ptr, ref, int(offset))


# ---------------------------------------------------------------------------------------------
# the unaligned store stream


def _continues(ureg: vector_align, p: Ptr) -> bool:
    return ureg.mem is p.mem and ureg.end == p.addr


def _stream(func: str, p: Ptr, ureg: vector_align, data: np.ndarray) -> None:
    """Append ``data`` to the stream at ``p``: the 32-byte blocks it completes reach UB now (with the
    bytes ureg held, if the stream continues there); the rest waits in ureg."""
    if _continues(ureg, p):
        start, prefix = ureg.addr, ureg.pending
    elif ureg.mem is not p.mem or p.addr % UB_ALIGN == 0:
        # A fresh register, or a new stream from a block boundary: the chip merges no held byte.
        start, prefix = p.addr, np.zeros(0, np.uint8)
    else:
        raise AscValueError(
            f"{func}: the vector_store_unalign register holds a stream that ends at UB 0x{ureg.end:x}, but this "
            f"store starts at 0x{p.addr:x}, inside a 32-byte block: the chip would put the register's bytes at "
            f"0x{p.addr - p.addr % UB_ALIGN:x}..0x{p.addr:x}. Continue the stream at 0x{ureg.end:x}, or start the "
            "new stream with a fresh vector_store_unalign")
    written, kept = st.stream_split(start, prefix, data)
    if written.size:
        write_ub(Ptr(p.mem, start, p.elem, p.alloc), written, func)
    ureg.pending, ureg.addr, ureg.mem = kept.copy(), start + written.size, p.mem


def _flush(func: str, p: Ptr, ureg: vector_align) -> None:
    """``asc_storeunalign_post*``: the bytes ureg holds reach UB, when the stream ends at ``p``."""
    if _continues(ureg, p):
        if ureg.pending.size:
            write_ub(Ptr(p.mem, ureg.addr, p.elem, p.alloc), ureg.pending, f"{func} (tail)")
        return
    if p.addr % UB_ALIGN == 0:
        return  # the chip writes the register's bytes below the end address: none at a block boundary
    held = (f"holds a stream that ends at UB 0x{ureg.end:x}" if ureg.mem is p.mem
            else "holds no stream (no unaligned store used it)")
    raise AscValueError(
        f"{func}: the stream end given is UB 0x{p.addr:x}, but the vector_store_unalign register {held}: the chip "
        f"would write stale bytes at 0x{p.addr - p.addr % UB_ALIGN:x}..0x{p.addr:x}. Pass the end of the stream "
        "(dst + offset must be where the last unaligned store stopped)")


def _elem_aligned(func: str, how: str, p: Ptr) -> Ptr:
    return aligned(func, how, p, p.elem.size)


def _count_bytes(func: str, src: VectorRegister, count: Any, least: int = 0) -> int:
    k = src.elem.size
    n = int(count)
    if not least <= n <= VL_BYTES // k:
        raise AscValueError(f"{func}: count = {n} elements, but a {src.elem.name} register holds {VL_BYTES // k}; "
                            f"count must be in [{least}, {VL_BYTES // k}]")
    return n * k


@impls.reg_store.storeunalign.register
def storeunalign(overload: Overload, dst: Ptr, ureg: vector_align, src: VectorRegister, count: Any) -> None:
    """``asc_storeunalign(dst, src0, src1, count)``: count elements of src1 appended to the stream at dst."""
    func = overload.name
    n = _count_bytes(func, src, count)
    _stream(func, _elem_aligned(func, "dst", dst), ureg, _src_bytes(src, func, "src1")[:n])


@impls.reg_store.storeunalign_postupdate.register
def storeunalign_postupdate(overload: Overload, dst: Any, ureg: vector_align, src: VectorRegister, count: Any) -> Ptr:
    """``asc_storeunalign_postupdate(T*& dst, src0, src1, count)``: as asc_storeunalign, then dst += count."""
    func = overload.name
    ptr, ref = ptr_lvalue(dst)
    n = _count_bytes(func, src, count)
    _stream(func, _elem_aligned(func, "dst", ptr), ureg, _src_bytes(src, func, "src1")[:n])
    return advance(ptr, ref, n)


@impls.reg_store.storeunalign_ar.register
def storeunalign_ar(overload: Overload, dst: Ptr, ureg: vector_align, src: VectorRegister) -> None:
    """``asc_storeunalign_postupdate(T* dst, src0, src1)``: the bytes the last asc_squeeze_with_status
    selected (the first ones of src1) appended at ``dst + AR``, AR counting them already."""
    func = overload.name
    n = CTX.regs.sqz_bytes
    if n is None:
        raise AscValueError(f"{func} without a count stores the elements the last asc_squeeze_with_status "
                            "selected, and there is none since the last such store: call asc_squeeze_with_status "
                            "before each one (they alternate)")
    p = _elem_aligned(func, f"dst + AR ({CTX.regs.ar - n} bytes)", shift(dst, CTX.regs.ar - n))
    _stream(func, p, ureg, _src_bytes(src, func, "src1")[:n])
    CTX.regs.sqz_bytes = None


@impls.reg_store.storeunalign_areg.register
def storeunalign_areg(overload: Overload, dst: Ptr, ureg: vector_align, src: VectorRegister, count: addr_reg) -> None:
    """``asc_storeunalign_postupdate(T* dst, src0, src1, addr_reg& count)``: the whole register (256 bytes)
    appended at ``dst + count``; then count advances by those 256 bytes."""
    func = overload.name
    p = _elem_aligned(func, f"dst + addr_reg (+{count.byte_offset} bytes)", shift(dst, count.byte_offset))
    _stream(func, p, ureg, _src_bytes(src, func, "src1"))
    count.byte_offset += VL_BYTES


@impls.reg_store.storeunalign_mask.register
def storeunalign_mask(overload: Overload, dst: Any, ureg: vector_align, src: vector_bool) -> Ptr:
    """``asc_storeunalign_postupdate(__ubuf__ uint16_t/uint32_t/uint8_t*& dst, src0, vector_bool src1)``:
    the governing bit of each 16-bit (uint16_t) or 32-bit (uint32_t, uint8_t) element, packed: 16 or 8
    bytes appended at dst (16- or 8-byte aligned), then dst moves past them."""
    func = overload.name
    ptr, ref = ptr_lvalue(dst)
    k = 2 if ptr.elem.size == 2 else 4
    data = st.mask_stream_bytes(src.read(f"{func} src1"), k)
    _stream(func, aligned(func, "dst", ptr, data.size), ureg, data)
    return advance(ptr, ref, data.size)


@impls.reg_store.storeunalign_post.register
def storeunalign_post(overload: Overload, dst: Ptr, ureg: vector_align, off: Any = None) -> None:
    """``asc_storeunalign_post(dst, src[, offset])``: flush the stream that ends at dst + AR (no offset),
    dst + offset elements, or dst + addr_reg."""
    func = overload.name
    form = overload.extra[0]
    _elem_aligned(func, "dst", dst)
    if form == "ar":
        end = shift(dst, CTX.regs.ar)
    elif form == "offset":
        end = shift(dst, int(off) * dst.elem.size)
    else:
        end = shift(dst, off.byte_offset)
    _flush(func, end, ureg)


@impls.reg_store.storeunalign_post_postupdate.register
def storeunalign_post_postupdate(overload: Overload, dst: Any, ureg: vector_align, offset: Any) -> Ptr:
    """``asc_storeunalign_post_postupdate(T*& dst, src, offset)``: flush the stream that ends at
    dst + offset elements, then dst moves there."""
    func = overload.name
    ptr, ref = ptr_lvalue(dst)
    nbytes = int(offset) * ptr.elem.size
    _flush(func, shift(_elem_aligned(func, "dst", ptr), nbytes), ureg)
    return advance(ptr, ref, nbytes)


# ---------------------------------------------------------------------------------------------
# scatter and asc_store


@impls.reg_store.scatter.register
def scatter(overload: Overload, dst: Ptr, src: VectorRegister, index: VectorRegister, mask: vector_bool) -> None:
    """``asc_scatter(dst, src, index, mask)``: each active element to ``dst + index * k`` bytes; 8-bit
    data stores its even elements. Repeated indices among the active elements are an error (the page
    leaves the survivor undefined): nothing is written."""
    func = overload.name
    aligned(func, "dst", dst, UB_ALIGN)
    k = src.elem.size
    offsets, data, active = st.scatter_parts(src.read(f"{func} src"), index.read(f"{func} index"),
                                             mask.read(f"{func} mask"))
    if not active.any():
        return
    twice = st.repeated_targets(offsets, active)
    if twice.any():
        lanes = [i for i, t in enumerate(twice.tolist()) if t]
        raise AscValueError(f"{func}: active elements {lanes[:8]} share index "
                            f"{int(offsets[lanes[0]]) // k}; the indices of active elements must be distinct "
                            "(which one the chip keeps is undefined)")
    ub_vector.write_at(func, dst, offsets[active], data[active])


@impls.reg_store.store.register
def store(overload: Overload, dst: Ptr, src: VectorRegister, count: Any = None) -> None:
    """``asc_store(dst, src[, count])``: the first count elements (all without count) at dst, which
    needs only element alignment."""
    func = overload.name
    n = VL_BYTES if count is None else _count_bytes(func, src, count, least=1)
    write_ub(_elem_aligned(func, "dst", dst), _src_bytes(src, func)[:n], func)


# ---------------------------------------------------------------------------------------------
# squeeze streams: asc_squeeze_and_storeunalign and the AR status store


@impls.reg_store.squeeze_and_storeunalign.register
def squeeze_and_storeunalign(overload: Overload, dst_addr: Ptr, dst: VectorRegister, ureg: vector_align,
                             src: VectorRegister, mask: vector_bool) -> None:
    """``asc_squeeze_and_storeunalign(dst_addr, dst, src0, src1, squeeze_mask)``: dst = the elements of src1
    whose governing mask bit is set, from lane 0 (zeros above); they are appended to the unaligned
    store stream src0 at ``dst_addr + AR`` and AR grows by their bytes (asc_squeeze_with_status, then
    the AR-addressed asc_storeunalign_postupdate)."""
    func = overload.name
    flags = element_flags(mask, src.elem.size, f"{func} squeeze_mask")
    bits = squeeze_raw(src.read(f"{func} src1"), flags)
    n = squeeze_bytes(flags, src.elem.size)
    start = CTX.regs.ar
    dst.write(bits)
    CTX.regs.ar = start + n
    p = _elem_aligned(func, f"dst_addr + AR ({start} bytes)", shift(dst_addr, start))
    _stream(func, p, ureg, st.as_bytes(bits)[:n])


def _status_word() -> np.ndarray:
    """AR (the bytes squeeze streams appended since it was cleared) as the uint32_t the status store writes."""
    return np.array([CTX.regs.ar & 0xFFFF_FFFF], "<u4").view(np.uint8)


@impls.reg_store.storealign_squeeze_status.register
def storealign_squeeze_status(overload: Overload, dst: Ptr, offset: Any = 0) -> None:
    """``asc_storealign_squeeze_status(dst[, offset])``: AR as a uint32_t at dst + offset bytes (4-byte aligned)."""
    func = overload.name
    p = aligned(func, f"dst + offset ({int(offset)} bytes)", shift(dst, int(offset)), 4)
    write_ub(p, _status_word(), func)


@impls.reg_store.storealign_squeeze_status_postupdate.register
def storealign_squeeze_status_postupdate(overload: Overload, dst: Any, offset: Any) -> Ptr:
    """``asc_storealign_squeeze_status_postupdate(dst, offset)``: AR as a uint32_t at dst (4-byte aligned),
    then dst advances by offset bytes."""
    func = overload.name
    ptr, ref = ptr_lvalue(dst)
    write_ub(aligned(func, "dst", ptr, 4), _status_word(), func)
    return advance(ptr, ref, int(offset))


# ---------------------------------------------------------------------------------------------
# aligned stores (asc_storealign and its forms)


def _store(src: VectorRegister, p: Ptr, mask: vector_bool, func: str) -> None:
    """One masked register store: element i is written where its governing bit i*k is set (every
    byte when every element is active, which the mask's element flags tell at once)."""
    k = src.elem.size
    bits = mask.read(f"{func} mask")
    lanes = None if is_all_active(flags_of(bits, k)) else ls.byte_lanes(bits, k)
    write_ub(p, src.read(f"{func} src"), func, lanes)


@impls.reg_store.storealign.register
def storealign(overload: Overload, dst: Ptr, src: VectorRegister, *rest: Any) -> None:
    """``asc_storealign(dst, src[, offset], mask)``: the active elements; the other bytes keep their value."""
    off, mask = (None, rest[0]) if len(rest) == 1 else rest
    _store(src, address_at(overload, "dst", dst, off, dst.elem.size), mask, overload.name)


def _store_mask(src: vector_bool, p: Ptr, func: str) -> None:
    write_ub(p, ls.mask_to_bytes(src.read(f"{func} src")), f"{func} (mask)")


@impls.reg_store.storealign_mask.register
def storealign_mask(overload: Overload, dst: Ptr, src: vector_bool, off: Any = None) -> None:
    """``asc_storealign(__ubuf__ uint32_t/uint16_t/uint8_t* dst, vector_bool src[, offset])``: the 32 bytes
    of a mask register; an ``int32_t`` offset counts bytes."""
    _store_mask(src, address_at(overload, "dst", dst, off, 1), overload.name)


@impls.reg_store.storealign_postupdate.register
def storealign_postupdate(overload: Overload, dst: Any, src: VectorRegister, offset: Any, mask: vector_bool) -> Ptr:
    """``asc_storealign_postupdate(dst, src, offset, mask)``: a store to dst, then ``dst += offset``
    (elements); returns the advanced pointer and updates a ``PtrRef`` in place."""
    ptr, ref = ptr_lvalue(dst)
    _store(src, aligned(overload.name, "dst", ptr, UB_ALIGN), mask, overload.name)
    return advance(ptr, ref, int(offset) * ptr.elem.size)


@impls.reg_store.storealign_mask_postupdate.register
def storealign_mask_postupdate(overload: Overload, dst: Any, src: vector_bool, offset: Any) -> Ptr:
    """``asc_storealign_postupdate(__ubuf__ uint32_t/uint16_t/uint8_t*& dst, vector_bool src, offset)``:
    a mask store, then dst advances by ``offset`` bytes."""
    ptr, ref = ptr_lvalue(dst)
    _store_mask(src, aligned(overload.name, "dst", ptr, MASK_BYTES), overload.name)
    return advance(ptr, ref, int(offset))


def _store_blocks(func: str, src: VectorRegister, p: Ptr, block_stride: int, mask: vector_bool) -> None:
    """The 8 data blocks of src to ``p + b * block_stride * 32`` bytes; inactive elements keep UB."""
    bits = mask.read(f"{func} mask")
    k = src.elem.size
    lanes = ls.byte_lanes(bits, k)
    image = src.read(f"{func} src").view(np.uint8)
    if block_stride == 1:
        write_ub(p, image, func, lanes)
        return
    for b, offset in ls.active_block_places(bits, k, block_stride):
        part = slice(b * UB_ALIGN, (b + 1) * UB_ALIGN)
        write_ub(shift(p, offset), image[part], func, lanes[part])


@impls.reg_store.storealign_blocks.register
def storealign_blocks(overload: Overload, dst: Ptr, src: VectorRegister, block_stride: Any, repeat_stride: Any,
                      mask: vector_bool) -> None:
    """``asc_storealign(dst, src, block_stride, repeat_stride, mask)``: the data-block form; without
    post-update the repeat stride does not move the address."""
    _store_blocks(overload.name, src, aligned(overload.name, "dst", dst, UB_ALIGN), int(block_stride) & 0xFFFF, mask)


@impls.reg_store.storealign_blocks_postupdate.register
def storealign_blocks_postupdate(overload: Overload, dst: Any, src: VectorRegister, block_stride: Any,
                                 repeat_stride: Any, mask: vector_bool) -> Ptr:
    """``asc_storealign_postupdate(dst, src, block_stride, repeat_stride, mask)``: the data-block
    store, then dst advances by ``repeat_stride`` blocks of 32 bytes."""
    ptr, ref = ptr_lvalue(dst)
    _store_blocks(overload.name, src, aligned(overload.name, "dst", ptr, UB_ALIGN), int(block_stride) & 0xFFFF, mask)
    return advance(ptr, ref, (int(repeat_stride) & 0xFFFF) * UB_ALIGN)


@impls.reg_store.storealign_intlv.register
def storealign_intlv(overload: Overload, dst: Ptr, src0: VectorRegister, src1: VectorRegister, off: Any = None) -> None:
    """``asc_storealign_intlv(dst, src0, src1[, offset])``: 512 bytes, ``dst[2i] = src0[i]``,
    ``dst[2i+1] = src1[i]`` (no mask: every element is stored)."""
    func = overload.name
    p = address_at(overload, "dst", dst, off, dst.elem.size)
    write_ub(p, ls.interleave(src0.read(f"{func} src0"), src1.read(f"{func} src1")), func)


@impls.reg_store.storealign_pack.register
def storealign_pack(overload: Overload, dst: Ptr, src: VectorRegister, *rest: Any) -> None:
    """``asc_storealign_pack(dst, src[, offset], mask)``: the low half of every element, packed into
    128 bytes; element i's half goes to bytes i*k/2 .. and only where element i is active."""
    func = overload.name
    off, mask = (None, rest[0]) if len(rest) == 1 else rest
    p = address_at(overload, "dst", dst, off, dst.elem.size)
    k = src.elem.size
    lanes = ls.byte_lanes(mask.read(f"{func} mask"), k, k // 2)
    write_ub(p, ls.pack_low_halves(src.read(f"{func} src")), func, lanes)


@impls.reg_store.storealign_pack_mask.register
def storealign_pack_mask(overload: Overload, dst: Ptr, src: vector_bool, off: Any = None) -> None:
    """``asc_storealign_pack(__ubuf__ uint32_t/uint16_t/uint8_t* dst, vector_bool src[, offset])``: every
    second bit of the mask register (16 bytes, 16-byte aligned); an ``int32_t`` offset counts bytes."""
    p = address_at(overload, "dst", dst, off, 1, MASK_BYTES // 2)
    write_ub(p, ls.mask_pack(src.read(f"{overload.name} src")), f"{overload.name} (mask)")
