"""The loads of ``reg_load.h``: the aligned ones (``asc_loadalign`` plain, data-block, deinterleave
and unpack, and their post-update forms); broadcasts, up/down-sampling, unpack by 4 and their
post-update forms; the unaligned stream (``asc_loadunalign_pre``, ``asc_loadunalign[_postupdate]``,
``asc_load``); gathers; the mask special register; the deprecated argument order of ``asc_scatter``.
Layouts are in :mod:`ascsim.ops.load`; here is which UB bytes each call reads (recorded for the
checker) and the register state.

``overload.extra`` is ``(form, dist)``: the addressing form ("", "offset", "addr", as for
``asc_loadalign``) and the distribution of the load:

==========  =====================  ==========================  ==============
dist        bytes read             layout                       alignment
==========  =====================  ==========================  ==============
``brc``     one element (k)        that element in every lane   k
``blk``     32                     the block in all 8 blocks    32
``e2b``     8 elements (8k)        element j fills block j      8k (16 or 32)
``us``      128                    every element twice          32
``ds``      512                    every second element         32
``unpk``    128                    element i to lane 2i         32
``unpk4``   64                     byte i to lane 4i            32
==========  =====================  ==========================  ==============

A mask register's ``us`` reads 16 bytes (16-byte aligned) and repeats every bit, ``ds`` reads 64
bytes and keeps every second bit; its offsets count bytes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ..arch import MASK_BYTES, UB_ALIGN, VL_BYTES
from ..errors import MemoryAccessError
from ..ops import load as ld
from ..ops import load_store as ls
from ..regs import VectorRegister, addr_reg, vector_align, vector_bool, vector_type
from ..runtime import check, ub_vector
from ..runtime.context import CTX
from ..runtime.memory import Allocation, Ptr, UnifiedBuffer
from ..spec import Overload, impls
from ..spec.impls import implements
from ._args import distinct
from .ub_access import PIPE_V, address_at, advance, aligned, ptr_lvalue, read_ub, shift

#: A fetched-ahead access the race checker has not seen yet: (memory, allocation, first UB address, end).
_Unchecked = tuple[Any, Allocation, int, int] | None

#: dist -> (bytes read for element size k, alignment for k, layout of the raw elements read).
_DIST: dict[str, tuple[Callable[[int], int], Callable[[int], int], Callable[[np.ndarray], np.ndarray]]] = {
    "brc": (lambda k: k, lambda k: k, ld.brc_elem),
    "blk": (lambda k: UB_ALIGN, lambda k: UB_ALIGN, ld.brc_datablock),
    "e2b": (lambda k: 8 * k, lambda k: 8 * k, ld.brc_elem2datablock),
    "us": (lambda k: VL_BYTES // 2, lambda k: UB_ALIGN, ld.upsample),
    "ds": (lambda k: 2 * VL_BYTES, lambda k: UB_ALIGN, ld.downsample),
    "unpk": (lambda k: VL_BYTES // 2, lambda k: UB_ALIGN, ls.unpack),
    "unpk4": (lambda k: VL_BYTES // 4, lambda k: UB_ALIGN, ld.unpack4),
}
#: Mask-register forms: dist -> (bytes read, alignment, layout of the bits read).
_MASK_DIST: dict[str, tuple[int, int, Callable[[np.ndarray], np.ndarray]]] = {
    "us": (MASK_BYTES // 2, MASK_BYTES // 2, ld.upsample),
    "ds": (2 * MASK_BYTES, UB_ALIGN, ld.downsample),
}


# ---------------------------------------------------------------------------------------------
# aligned loads with a distribution


def _load(func: str, dist: str, dst: VectorRegister, p: Ptr) -> None:
    nbytes, _, layout = _DIST[dist]
    raw = read_ub(p, nbytes(dst.elem.size), func).view(dst.raw_dtype)
    dst.write(layout(raw))


def load_dist(overload: Overload, dst: VectorRegister, src: Ptr, off: Any = None) -> None:
    """``asc_loadalign_brc/_brc_elem/_brc_datablock/_brc_elem2datablock/_upsample/_downsample/_unpack4``
    (and the deprecated ``_brc_v2/_brc_v3/_unpack_v2``): ``dst`` from ``src`` (+ offset elements or an
    address register), laid out by the form's distribution."""
    dist = overload.extra[1]
    k = dst.elem.size
    _load(overload.name, dist, dst, address_at(overload, "src", src, off, k, _DIST[dist][1](k)))


def load_dist_postupdate(overload: Overload, dst: VectorRegister, src: Any, offset: Any) -> Ptr:
    """The ``_postupdate`` forms: the load at src, then ``src += offset`` elements (returned, and
    stored into a ``PtrRef``)."""
    dist = overload.extra[1]
    ptr, ref = ptr_lvalue(src)
    k = dst.elem.size
    _load(overload.name, dist, dst, aligned(overload.name, "src", ptr, _DIST[dist][1](k)))
    return advance(ptr, ref, int(offset) * ptr.elem.size)


def _load_mask(func: str, dist: str, dst: vector_bool, p: Ptr) -> None:
    nbytes, _, layout = _MASK_DIST[dist]
    dst.write(layout(ls.mask_from_bytes(read_ub(p, nbytes, f"{func} (mask)"))))


# One implementation name per distribution (the conformance suite runs one kernel per name).
_L = impls.reg_load
implements(_L.load_brc, _L.load_blk, _L.load_e2b, _L.load_us, _L.load_ds, _L.load_unpk4)(load_dist)
implements(_L.load_brc_postupdate, _L.load_blk_postupdate, _L.load_e2b_postupdate, _L.load_us_postupdate,
           _L.load_ds_postupdate, _L.load_unpk_postupdate, _L.load_unpk4_postupdate)(load_dist_postupdate)


@impls.reg_load.load_dist_mask.register
def load_dist_mask(overload: Overload, dst: vector_bool, src: Ptr, off: Any = None) -> None:
    """``asc_loadalign_upsample/_downsample(vector_bool& dst, __ubuf__ uint32_t* src[, offset])``: an
    ``int32_t`` offset counts bytes."""
    dist = overload.extra[1]
    _load_mask(overload.name, dist, dst, address_at(overload, "src", src, off, 1, _MASK_DIST[dist][1]))


@impls.reg_load.load_dist_mask_postupdate.register
def load_dist_mask_postupdate(overload: Overload, dst: vector_bool, src: Any, offset: Any) -> Ptr:
    """``asc_loadalign_upsample/_downsample_postupdate(vector_bool&, __ubuf__ uint32_t*&, offset)``:
    the mask load, then src advances by ``offset`` bytes."""
    dist = overload.extra[1]
    ptr, ref = ptr_lvalue(src)
    _load_mask(overload.name, dist, dst, aligned(overload.name, "src", ptr, _MASK_DIST[dist][1]))
    return advance(ptr, ref, int(offset))


@impls.reg_load.deintlv_postupdate.register
def deintlv_postupdate(overload: Overload, dst0: VectorRegister, dst1: VectorRegister, src: Any, offset: Any) -> Ptr:
    """``asc_loadalign_deintlv_postupdate``: 512 bytes deinterleaved, then ``src += offset`` elements."""
    func = overload.name
    distinct(func, dst0, dst1)
    ptr, ref = ptr_lvalue(src)
    raw = read_ub(aligned(func, "src", ptr, UB_ALIGN), 2 * VL_BYTES, func).view(dst0.raw_dtype)
    d0, d1 = ls.deinterleave(raw)
    dst0.write(d0)
    dst1.write(d1)
    return advance(ptr, ref, int(offset) * ptr.elem.size)


# ---------------------------------------------------------------------------------------------
# the unaligned stream


def _allocation(p: Ptr) -> Allocation | None:
    return p.alloc if p.alloc is not None else p.mem.allocation_at(p.addr)


def _fetch_ahead(func: str, p: Ptr, addr: int, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, _Unchecked]:
    """The ``n`` bytes at ``addr`` that the chip fetches ahead of their use (into the load-unalign
    register): (bytes, inside the pointer's array, written) per byte, and the part inside the array
    as an access not yet given to the checker. Fetching is no finding by itself: the bytes are
    checked, for races and for data never written, when they reach a data register (a fetch whose
    register is dropped, as in ``asc_load``, reads bytes no result depends on). Bytes outside the
    array are taken from the rest of UB (0 beyond UB)."""
    data = np.zeros(n, np.uint8)
    inside = np.zeros(n, np.bool_)
    written = np.zeros(n, np.bool_)
    alloc, mem = _allocation(p), p.mem
    outside = [(addr, addr + n)]  # the UB ranges not inside the array
    if alloc is not None and not alloc.freed:
        lo, hi = max(addr, alloc.base), min(addr + n, alloc.base + alloc.size)
        if hi > lo:
            off = lo - alloc.base
            unchecked = (mem, alloc, lo, hi)
            if hi - lo == n:  # every byte inside the array (the common case): nothing from elsewhere
                inside[:] = True
                return (alloc.data[off:off + n].copy(), inside,
                        inside.copy() if alloc.init is None else alloc.init[off:off + n].copy(), unchecked)
            data[lo - addr:hi - addr] = alloc.data[off:off + hi - lo]
            inside[lo - addr:hi - addr] = True
            written[lo - addr:hi - addr] = True if alloc.init is None else alloc.init[off:off + hi - lo]
            outside = [(addr, lo), (hi, addr + n)]
    if isinstance(mem, UnifiedBuffer):
        for a, b in outside:
            a, b = max(a, 0), min(b, mem.bytes.size)
            if b > a:
                data[a - addr:b - addr] = mem.bytes[a:b]
    return data, inside, written, None


def _keep(ureg: vector_align, addr: int, fetched: tuple[np.ndarray, np.ndarray, np.ndarray, _Unchecked]) -> None:
    ureg.load_block, ureg.load_inside, ureg.load_written, ureg.load_unchecked = fetched
    ureg.load_addr = addr


def _pre(func: str, ureg: vector_align, p: Ptr, addr: int) -> None:
    base = addr - addr % UB_ALIGN
    _keep(ureg, base, _fetch_ahead(func, p, base, UB_ALIGN))


@impls.reg_load.loadunalign_pre.register
def loadunalign_pre(overload: Overload, ureg: vector_align, src: Ptr, off: Any = None) -> None:
    """``asc_loadunalign_pre(ureg, src[, addr_reg])``: the register takes the 32-byte UB block that
    holds the start address (no alignment needed)."""
    addr = src.addr + (off.byte_offset if isinstance(off, addr_reg) else 0)
    _pre(overload.name, ureg, src, addr)


def _check_carried(func: str, ureg: vector_align, p: Ptr, base: int, skip: int) -> None:
    """The carried bytes ``skip..31`` reach dst: were they of the right block, inside the array, written?"""
    if ureg.load_block is None:
        check.report("uninitialized", f"{func}: the vector_load_unalign register was never loaded; call "
                                      "asc_loadunalign_pre(ureg, src) before the first unaligned load "
                                      f"(its {UB_ALIGN - skip} bytes read as 0 here)")
        return
    if ureg.load_addr == base and ureg.load_unchecked is not None:
        # The carried bytes that reach dst, as read by the fetch: now the race checker sees them.
        mem, alloc, lo, hi = ureg.load_unchecked
        lo = max(lo, base + skip)
        if hi > lo and mem.hook is not None:
            mem.hook(alloc, lo - alloc.base, hi - lo, False, PIPE_V, func, None)
    if ureg.load_addr != base:
        check.report("memory", f"{func}: the vector_load_unalign register carries the block at UB "
                               f"0x{ureg.load_addr:x} but src = UB 0x{base + skip:x} lies in the block at "
                               f"0x{base:x}, so the first {UB_ALIGN - skip} bytes of dst come from the wrong block "
                               "(as on the chip); call asc_loadunalign_pre at src, or advance src by exactly "
                               f"{VL_BYTES} bytes per load")
        return
    if not ureg.load_inside[skip:].all():
        alloc = _allocation(p)
        p.mem.locate(base + skip, UB_ALIGN - skip, func, within=alloc)  # the memory model's report
    if not ureg.load_written[skip:].all():
        first = ureg.load_written[skip:].tolist().index(False)
        check.report("uninitialized", f"{func}: loads bytes of UB 0x{base + skip:x}.. that were never written "
                                      f"(first at UB 0x{base + skip + first:x}); copy or store data there first")


def _step(func: str, dst: VectorRegister, ureg: vector_align, p: Ptr, addr: int) -> None:
    """One unaligned load at ``addr``: dst = carried block ++ the next 256 aligned bytes, from byte
    ``addr % 32``; the register then carries the last 32 of those 256 bytes."""
    base, skip = addr - addr % UB_ALIGN, addr % UB_ALIGN
    _check_carried(func, ureg, p, base, skip)
    carried = ureg.load_block if ureg.load_block is not None else np.zeros(UB_ALIGN, np.uint8)
    # Bytes [base+32, addr+256) go to dst now: an ordinary checked read. The rest of the aligned
    # 256 bytes, [addr+256, base+288), is fetched ahead for the next load.
    used = VL_BYTES - (UB_ALIGN - skip)
    fresh = np.array(p.mem.read(base + UB_ALIGN, used, func, PIPE_V, within=_allocation(p)))
    ahead = _fetch_ahead(func, p, base + UB_ALIGN + used, UB_ALIGN - skip)
    fetched = np.concatenate([fresh, ahead[0]])
    dst.write(ld.unaligned_join(carried, fetched, skip).view(dst.raw_dtype))
    tail = slice(VL_BYTES - UB_ALIGN, VL_BYTES)
    # The new carried block: fetched bytes 224..255 (UB base+256 .. base+288); the part of it read
    # now was checked by that read, the part fetched ahead is checked when it is used.
    inside = np.concatenate([np.ones(used, np.bool_), ahead[1]])[tail]
    written = np.concatenate([np.ones(used, np.bool_), ahead[2]])[tail]
    _keep(ureg, base + VL_BYTES, (fetched[tail].copy(), inside, written, ahead[3]))


@impls.reg_load.loadunalign.register
def loadunalign(overload: Overload, dst: VectorRegister, ureg: vector_align, src: Ptr) -> None:
    """``asc_loadunalign(dst, ureg, src)``: 256 bytes from any address, continuing a stream the register
    carries (``asc_loadunalign_pre`` first; the pointer does not move)."""
    _step(overload.name, dst, ureg, src, src.addr)


@impls.reg_load.loadunalign_postupdate.register
def loadunalign_postupdate(overload: Overload, dst: VectorRegister, ureg: vector_align, src: Any, count: Any) -> Ptr:
    """``asc_loadunalign_postupdate(dst, ureg, src, count)``: the load, then ``src += count`` elements."""
    ptr, ref = ptr_lvalue(src)
    _step(overload.name, dst, ureg, ptr, ptr.addr)
    return advance(ptr, ref, (int(count) & 0xFFFFFFFF) * ptr.elem.size)


@impls.reg_load.loadunalign_postupdate_addr.register
def loadunalign_postupdate_addr(overload: Overload, dst: VectorRegister, ureg: vector_align, src: Ptr,
                                offset: addr_reg, inc: Any) -> None:
    """``asc_loadunalign_postupdate(dst, ureg, src, addr_reg& offset, inc)``: the load at src + offset,
    then the address register grows by ``inc`` elements."""
    _step(overload.name, dst, ureg, src, src.addr + offset.byte_offset)
    offset.write(offset.byte_offset + (int(inc) & 0xFFFFFFFF) * src.elem.size)


@impls.reg_load.load.register
def load(overload: Overload, dst: VectorRegister, src: Ptr) -> None:
    """``asc_load(dst, src)``: 256 bytes from any UB address. The vendor implements it as a pre-load
    and an unaligned load through a register of its own, which it then drops: of what those fetch,
    exactly the 256 bytes at src reach dst, and the rest feeds nothing (see :func:`_fetch_ahead`).
    So it is one checked read of those bytes."""
    _load_plain(dst, src, overload.name)


# ---------------------------------------------------------------------------------------------
# gathers


@impls.reg_load.gather_ub.register
def gather_ub(overload: Overload, dst: VectorRegister, src: Ptr, index: VectorRegister, mask: vector_bool) -> None:
    """``asc_gather(dst, src, index, mask)``: index lane i (an element offset from src) fetches one
    source element into the low end of its slot (the index width) of dst, zero above; lanes whose
    governing bit (i * index width) is clear are 0 and read nothing."""
    func = overload.name
    se, slot = overload.elem(1), index.elem.size
    p = aligned(func, "src", src, UB_ALIGN)
    offsets = ld.gather_offsets(index.read(f"{func} index"), se.size)
    active = ls.governing(mask.read(f"{func} mask"), slot)
    values = np.zeros((offsets.size, se.size), np.uint8)
    values[active] = ub_vector.read_at(func, p, offsets[active], se.size)
    dst.write(ld.gather_slots(values, active, slot).view(dst.raw_dtype))


@impls.reg_load.gather_reg.register
def gather_reg(overload: Overload, dst: VectorRegister, src: VectorRegister, index: VectorRegister) -> None:
    """``asc_gather(dst, src, index)`` between registers: ``dst[i] = src[index[i] % lanes]``."""
    func = overload.name
    dst.write(ld.gather_register(src.read(f"{func} src"), index.read(f"{func} index")))


@impls.reg_load.gather_datablock.register
def gather_datablock(overload: Overload, dst: VectorRegister, src: Ptr, index: VectorRegister,
                     mask: vector_bool | None = None) -> None:
    """``asc_gather_datablock(dst, src, index[, mask])``: block j of dst is the 32 bytes at
    ``src + index[j]`` bytes (j < 8, index 32-byte aligned); a block whose mask bit 4j is clear
    is 0 and reads nothing."""
    func = overload.name
    p = aligned(func, "src", src, UB_ALIGN)
    idx = index.read(f"{func} index")[: ld.BLOCKS].astype(np.int64)
    if mask is None:
        active = np.ones(ld.BLOCKS, np.bool_)
    else:
        active = ls.governing(mask.read(f"{func} mask"), 4)[: ld.BLOCKS]
    bad = active & (idx % UB_ALIGN != 0)
    if bad.any():
        j = bad.tolist().index(True)
        raise MemoryAccessError(f"{func}: index[{j}] = {int(idx[j])} bytes is not a multiple of {UB_ALIGN}; "
                                "each index selects a whole 32-byte data block")
    blocks = np.zeros((ld.BLOCKS, UB_ALIGN), np.uint8)
    blocks[active] = ub_vector.read_at(func, p, idx[active], UB_ALIGN)
    dst.write(ld.gather_blocks(blocks, active).view(dst.raw_dtype))


# ---------------------------------------------------------------------------------------------
# the mask special register, the deprecated scatter order


@impls.reg_load.mask_spr.register
def mask_spr(overload: Overload) -> vector_bool:
    """``asc_get_mask_spr_b16()``/``_b32()``: the vector mask register (``asc_set_vector_mask``) as a
    mask of b16 (its 128 bits, each twice) or b32 elements (its low 64 bits, each four times)."""
    times = overload.extra[0]
    hi, lo = CTX.regs.vmask
    return vector_bool(ld.vector_mask_spr(int(hi), int(lo), times))


@impls.reg_load.scatter_src_first.register
def scatter_src_first(overload: Overload, src: VectorRegister, dst: Ptr, index: VectorRegister,
                      mask: vector_bool) -> None:
    """``asc_scatter(vector_T& src, __ubuf__ T* dst, index, mask)`` (deprecated order): the element in
    the low end of index lane i's slot goes to ``dst + index[i]`` elements where bit i * (index width)
    is set. Colliding offsets keep one value on the chip (which is unspecified): reported, and the
    highest lane is kept."""
    func = overload.name
    e, slot = overload.elem(1), index.elem.size
    p = aligned(func, "dst", dst, UB_ALIGN)
    offsets, data, active = ld.scatter_slot_parts(src.read(f"{func} src"), index.read(f"{func} index"),
                                                  mask.read(f"{func} mask"), slot, e.size)
    keep = ld.scatter_winners(offsets, active)
    lost = active & ~keep
    if lost.any():
        dup = sorted({int(v) // e.size for v, gone in zip(offsets.tolist(), lost.tolist(), strict=True) if gone})
        check.report("memory", f"{func}: active lanes share the index value(s) {dup[:8]}; the chip stores one "
                               "of them (which is unspecified): make the indices unique")
    alloc = _allocation(p)
    for j, kept in enumerate(keep.tolist()):
        if kept:  # lane by lane, as the lanes store
            p.mem.write(p.addr + int(offsets[j]), data[j].copy(), func, PIPE_V, within=alloc)


__all__ = ["load_dist", "load_dist_postupdate", "load_dist_mask", "load_dist_mask_postupdate",
           "deintlv_postupdate", "loadunalign_pre", "loadunalign", "loadunalign_postupdate",
           "loadunalign_postupdate_addr", "load", "gather_ub", "gather_reg", "gather_datablock", "mask_spr",
           "scatter_src_first"]


# ---------------------------------------------------------------------------------------------
# Value forms of the newer headers: the load into a new register, returned.


@impls.reg_load.loadalign_datablock_strided.register
def loadalign_datablock_strided(overload: Overload, src: Ptr, block_stride: Any, repeat_stride: Any,
                                mask: vector_bool) -> VectorRegister:
    """``vector_T asc_loadalign_datablock_strided(src, block_stride, repeat_stride, mask)``: the data-block
    form of asc_loadalign into a new register, returned."""
    assert overload.ret.elem is not None
    out = vector_type(overload.ret.elem)()
    loadalign_blocks(overload, out, src, block_stride, repeat_stride, mask)
    return out


@impls.reg_load.loadalign_mask_value.register
def loadalign_mask_value(overload: Overload, src: Ptr) -> vector_bool:
    """``asc_loadalign_mask(src)``: asc_loadalign(vector_bool&, src) into a new mask, returned;
    ``asc_loadalign_mask_upsample``/``_downsample(src)``: the up/down-sampling mask loads."""
    out = vector_bool()
    if len(overload.extra) > 1:
        load_dist_mask(overload, out, src)
    else:
        loadalign_mask(overload, out, src)
    return out


# ---------------------------------------------------------------------------------------------
# aligned loads (asc_loadalign and its forms)


def _load_plain(dst: VectorRegister, p: Ptr, func: str) -> None:
    dst.write(read_ub(p, VL_BYTES, func).view(dst.raw_dtype).copy())


@impls.reg_load.loadalign.register
def loadalign(overload: Overload, dst: VectorRegister, src: Ptr, off: Any = None) -> None:
    """``asc_loadalign(dst, src[, offset])``: one register (256 bytes) from ``src`` (+ offset)."""
    _load_plain(dst, address_at(overload, "src", src, off, src.elem.size), overload.name)


def _load_mask_plain(dst: vector_bool, p: Ptr, func: str) -> None:
    dst.write(ls.mask_from_bytes(read_ub(p, MASK_BYTES, f"{func} (mask)")))


@impls.reg_load.loadalign_mask.register
def loadalign_mask(overload: Overload, dst: vector_bool, src: Ptr, off: Any = None) -> None:
    """``asc_loadalign(vector_bool& dst, __ubuf__ uint32_t* src[, offset])``: 32 bytes, bit j in byte
    j // 8; an ``int32_t`` offset counts bytes."""
    _load_mask_plain(dst, address_at(overload, "src", src, off, 1), overload.name)


@impls.reg_load.loadalign_postupdate.register
def loadalign_postupdate(overload: Overload, dst: VectorRegister, src: Any, offset: Any) -> Ptr:
    """``asc_loadalign_postupdate(dst, src, offset)``: a load from src, then ``src += offset`` (elements).

    Python cannot bind a pointer variable by reference: the advanced pointer is returned, and stored
    into ``src.value`` when ``src`` is a :class:`~ascsim.runtime.memory.PtrRef`."""
    ptr, ref = ptr_lvalue(src)
    _load_plain(dst, aligned(overload.name, "src", ptr, UB_ALIGN), overload.name)
    return advance(ptr, ref, int(offset) * ptr.elem.size)


@impls.reg_load.loadalign_mask_postupdate.register
def loadalign_mask_postupdate(overload: Overload, dst: vector_bool, src: Any, offset: Any = MASK_BYTES) -> Ptr:
    """``asc_loadalign_postupdate(vector_bool& dst, __ubuf__ uint32_t*& src[, offset])``: a mask load,
    then src advances by ``offset`` bytes (without an offset: by the 32 bytes loaded)."""
    ptr, ref = ptr_lvalue(src)
    _load_mask_plain(dst, aligned(overload.name, "src", ptr, MASK_BYTES), overload.name)
    return advance(ptr, ref, int(offset))


def _load_blocks(func: str, dst: VectorRegister, p: Ptr, block_stride: int, mask: vector_bool) -> None:
    """The 8 data blocks of dst from ``p + b * block_stride * 32`` bytes; a block without an active
    element is not read (it may lie outside UB) and becomes 0."""
    bits = mask.read(f"{func} mask")
    blocks = ls.active_blocks(bits, dst.elem.size)
    if block_stride == 1 and blocks.all():
        fetched = read_ub(p, VL_BYTES, func)
    else:  # only the active blocks are read: an inactive one may lie outside UB
        fetched = np.empty(VL_BYTES, np.uint8)
        for b, offset in ls.active_block_places(bits, dst.elem.size, block_stride):
            fetched[b * UB_ALIGN:(b + 1) * UB_ALIGN] = read_ub(shift(p, offset), UB_ALIGN, func)
    dst.write(ls.zero_inactive_blocks(fetched, blocks).view(dst.raw_dtype))


@impls.reg_load.loadalign_blocks.register
def loadalign_blocks(overload: Overload, dst: VectorRegister, src: Ptr, block_stride: Any, repeat_stride: Any,
                     mask: vector_bool) -> None:
    """``asc_loadalign(dst, src, block_stride, repeat_stride, mask)``: the data-block form; without
    post-update the repeat stride does not move the address."""
    _load_blocks(overload.name, dst, aligned(overload.name, "src", src, UB_ALIGN), int(block_stride) & 0xFFFF, mask)


@impls.reg_load.loadalign_blocks_postupdate.register
def loadalign_blocks_postupdate(overload: Overload, dst: VectorRegister, src: Any, block_stride: Any,
                                repeat_stride: Any, mask: vector_bool) -> Ptr:
    """``asc_loadalign_postupdate(dst, src, block_stride, repeat_stride, mask)``: the data-block load,
    then src advances by ``repeat_stride`` blocks of 32 bytes."""
    ptr, ref = ptr_lvalue(src)
    _load_blocks(overload.name, dst, aligned(overload.name, "src", ptr, UB_ALIGN), int(block_stride) & 0xFFFF, mask)
    return advance(ptr, ref, (int(repeat_stride) & 0xFFFF) * UB_ALIGN)


@impls.reg_load.loadalign_deintlv.register
def loadalign_deintlv(overload: Overload, dst0: VectorRegister, dst1: VectorRegister, src: Ptr,
                      off: Any = None) -> None:
    """``asc_loadalign_deintlv``: 512 bytes deinterleaved, ``dst0[i] = src[2i]``, ``dst1[i] = src[2i+1]``."""
    func = overload.name
    distinct(func, dst0, dst1)
    p = address_at(overload, "src", src, off, src.elem.size)
    d0, d1 = ls.deinterleave(read_ub(p, 2 * VL_BYTES, func).view(dst0.raw_dtype))
    dst0.write(d0)
    dst1.write(d1)


@impls.reg_load.loadalign_unpack.register
def loadalign_unpack(overload: Overload, dst: VectorRegister, src: Ptr, off: Any = None) -> None:
    """``asc_loadalign_unpack``: 128 bytes, element i to lane 2i, lane 2i+1 zero."""
    p = address_at(overload, "src", src, off, src.elem.size)
    dst.write(ls.unpack(read_ub(p, VL_BYTES // 2, overload.name).view(dst.raw_dtype)))
