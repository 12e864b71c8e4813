"""The copies of ``vector_datamove.h`` between GM and UB (and within UB, and from UB to L1), and the
copy engines' configuration registers.

Each function translates its C arguments into a burst layout (:mod:`ascsim.ops.copy_layout`) and
runs it (:mod:`ascsim.runtime.datamove`); the layout module checks strides, padding and units.
Copies do nothing on a cube core (the vendor issues them on vector cores only).
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

import numpy as np

from ..arch import L1_ALIGN, UB_ALIGN, CoreType, Pipe, current
from ..errors import AscValueError, MemoryAccessError
from ..ops import copy_layout as cl
from ..runtime import datamove as dm
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from ..spec.enums import asc_load_l2_cache_mode, asc_store_l2_cache_mode
from ._args import ub_ptr_arg

_MTE2, _MTE3, _V = Pipe.PIPE_MTE2, Pipe.PIPE_MTE3, Pipe.PIPE_V
_U16 = 0xFFFF


def _vector_core() -> bool:
    return CTX.core is not CoreType.AIC


def _elem_size(overload: Overload) -> int:
    """Element size of the copy (1 for the ``void*`` forms)."""
    e = overload.params[0].ty.elem
    return e.size if e is not None else 1


def _size(func: str, size: Any) -> int:
    """The ``size`` of a size form: whole 32-byte blocks."""
    n = cl.count(func, "size", size, cl.MAX_BURST_BYTES)
    if n % cl.BLOCK:
        raise AscValueError(f"{func}: size = {n} bytes is not a multiple of {cl.BLOCK}; the size form copies whole "
                            f"32-byte blocks: copy {n // cl.BLOCK * cl.BLOCK} or {-(-n // cl.BLOCK) * cl.BLOCK} "
                            "bytes, or use the burst form for an unaligned length")
    return n


def _cache_mode(func: str, mode: Any, cls: type[IntEnum]) -> None:
    """Check an L2 cache mode; it changes no data in the model."""
    if int(mode) not in cls._value2member_map_:
        valid = ", ".join(f"{m.name} = {int(m)}" for m in cls)
        raise AscValueError(f"{func}: l2_cache_mode = {int(mode)} is not an {cls.__name__} value; valid: {valid}")


def _bursts(func: str, n_burst: Any, len_burst: Any, len_limit: int = cl.MAX_BURST_BYTES) -> tuple[int, int]:
    return (cl.count(func, "n_burst", n_burst, cl.MAX_BURSTS), cl.count(func, "len_burst", len_burst, len_limit))


def _barrier() -> None:
    """The full barrier that ends a ``_sync`` copy."""
    assert CTX.sync is not None  # a kernel runs
    CTX.sync.barrier()


# -- GM -> UB ------------------------------------------------------------------------------------

def _gm2ub(overload: Overload, dst: Ptr, src: Ptr, n_burst: int, len_burst: int, left: int = 0, right: int = 0,
           src_stride: int = 0, dst_stride: int = 0, constant_pad: bool = False) -> None:
    func = overload.name
    ub = ub_ptr_arg(func, "dst", dst, UB_ALIGN)
    es = _elem_size(overload)
    bursts = cl.gm2ub(func, es, n_burst, len_burst, left, right, src_stride, dst_stride, dm.regs().gm2ub)
    dm.run(func, bursts, ub, src, _MTE2, es, constant_pad)


@impls.copy.gm2ub_align.register
def gm2ub_align(overload: Overload, dst: Ptr, src: Ptr, size: Any) -> None:
    """``asc_copy_gm2ub_align(dst, src, size)``: ``size`` bytes (1..2097151) from GM to UB, as one burst;
    UB is filled up to the next 32-byte boundary with the first element."""
    n = cl.burst_size(overload.name, size)
    if _vector_core():
        _gm2ub(overload, dst, src, 1, n)


@impls.copy.gm2ub_align_sync.register
def gm2ub_align_sync(overload: Overload, dst: Ptr, src: Ptr, size: Any) -> None:
    """``asc_copy_gm2ub_align_sync``: the size form, then a full barrier."""
    gm2ub_align(overload, dst, src, size)
    _barrier()


@impls.copy.gm2ub_align_burst.register
def gm2ub_align_burst(overload: Overload, dst: Ptr, src: Ptr, n_burst: Any, len_burst: Any, left: Any, right: Any,
                      enable_constant_pad: Any, l2_cache_mode: Any, src_stride: Any, dst_stride: Any) -> None:
    """``asc_copy_gm2ub_align(dst, src, n_burst, len_burst, left_padding_num, right_padding_num,
    enable_constant_pad, l2_cache_mode, src_stride, dst_stride)``: strides from burst start to burst
    start in bytes; padding elements hold the pad value register or the burst's first element."""
    f = overload.name
    nb, lb = _bursts(f, n_burst, len_burst)
    _cache_mode(f, l2_cache_mode, asc_load_l2_cache_mode)
    pads = cl.count(f, "left_padding_num", left, 0xFF), cl.count(f, "right_padding_num", right, 0xFF)
    strides = cl.count(f, "src_stride", src_stride, (1 << 64) - 1), cl.count(f, "dst_stride", dst_stride,
                                                                               (1 << 32) - 1)
    if _vector_core():
        _gm2ub(overload, dst, src, nb, lb, *pads, *strides, constant_pad=bool(enable_constant_pad))


@impls.copy.gm2ub_align_gap.register
def gm2ub_align_gap(overload: Overload, dst: Ptr, src: Ptr, n_burst: Any, len_burst: Any, left: Any, right: Any,
                    src_gap: Any, dst_gap: Any) -> None:
    """``asc_copy_gm2ub_align(dst, src, n_burst, len_burst, left_padding_num, right_padding_num, src_gap,
    dst_gap)``: gaps from burst end to burst start, bytes in GM and 32-byte blocks in UB."""
    f = overload.name
    nb, lb = _bursts(f, n_burst, len_burst)
    lp, rp = cl.count(f, "left_padding_num", left, 0xFF), cl.count(f, "right_padding_num", right, 0xFF)
    sg, dg = cl.count(f, "src_gap", src_gap, (1 << 32) - 1), cl.count(f, "dst_gap", dst_gap, (1 << 32) - 1)
    es = _elem_size(overload)
    block = -(-((lp + rp) * es + lb) // cl.BLOCK) * cl.BLOCK
    if _vector_core():
        _gm2ub(overload, dst, src, nb, lb, lp, rp, lb + sg, block + dg * cl.BLOCK)


@impls.copy.gm2ub.register
def gm2ub(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_gm2ub(dst, src, size)`` and ``asc_copy_gm2ub(dst, src, n_burst, len_burst, src_stride,
    dst_stride)`` (dav-3510: bytes, burst start to burst start; dav-2201: ``len_burst``, ``src_gap`` and
    ``dst_gap`` in 32-byte blocks, gaps from burst end to burst start)."""
    f = overload.name
    if len(args) == 1:
        nb, lb, strides = 1, _size(f, args[0]), (0, 0)
    else:
        units = current().copy_units
        names = ("src_stride", "dst_stride") if units == cl.BYTES else ("src_gap", "dst_gap")
        nb, lb = _bursts(f, args[0], args[1], cl.MAX_PLAIN_BURST)
        lb, s_stride, d_stride = cl.plain_burst(f, units, lb, cl.count(f, names[0], args[2], _U16),
                                                cl.count(f, names[1], args[3], _U16))
        strides = (s_stride, d_stride)
    if _vector_core():
        _gm2ub(overload, dst, src, nb, lb, 0, 0, *strides)


@impls.copy.gm2ub_sync.register
def gm2ub_sync(overload: Overload, dst: Ptr, src: Ptr, size: Any) -> None:
    """``asc_copy_gm2ub_sync``: the size form, then a full barrier."""
    gm2ub(overload, dst, src, size)
    _barrier()


# -- UB -> GM ------------------------------------------------------------------------------------

def _ub2gm(overload: Overload, dst: Ptr, src: Ptr, n_burst: int, len_burst: int, src_stride: int,
           dst_stride: int) -> None:
    func = overload.name
    ub = ub_ptr_arg(func, "src", src, UB_ALIGN)
    bursts = cl.ub2gm(func, _elem_size(overload), n_burst, len_burst, src_stride, dst_stride, dm.regs().ub2gm)
    dm.run(func, bursts, dst, ub, _MTE3)


@impls.copy.ub2gm_align.register
def ub2gm_align(overload: Overload, dst: Ptr, src: Ptr, size: Any) -> None:
    """``asc_copy_ub2gm_align(dst, src, size)``: ``size`` bytes (1..2097151) from UB to GM, as one burst;
    exactly ``size`` bytes of GM are written."""
    n = cl.burst_size(overload.name, size)
    if _vector_core():
        _ub2gm(overload, dst, src, 1, n, n, 0)


@impls.copy.ub2gm_align_sync.register
def ub2gm_align_sync(overload: Overload, dst: Ptr, src: Ptr, size: Any) -> None:
    """``asc_copy_ub2gm_align_sync``: the size form, then a full barrier."""
    ub2gm_align(overload, dst, src, size)
    _barrier()


@impls.copy.ub2gm_align_burst.register
def ub2gm_align_burst(overload: Overload, dst: Ptr, src: Ptr, n_burst: Any, len_burst: Any, l2_cache_mode: Any,
                      dst_stride: Any, src_stride: Any) -> None:
    """``asc_copy_ub2gm_align(dst, src, n_burst, len_burst, l2_cache_mode, dst_stride, src_stride)``:
    strides from burst start to burst start in bytes."""
    f = overload.name
    nb, lb = _bursts(f, n_burst, len_burst)
    _cache_mode(f, l2_cache_mode, asc_store_l2_cache_mode)
    ds = cl.count(f, "dst_stride", dst_stride, (1 << 64) - 1)
    ss = cl.count(f, "src_stride", src_stride, (1 << 32) - 1)
    if _vector_core():
        _ub2gm(overload, dst, src, nb, lb, ss, ds)


@impls.copy.ub2gm_align_gap.register
def ub2gm_align_gap(overload: Overload, dst: Ptr, src: Ptr, n_burst: Any, len_burst: Any, left: Any, right: Any,
                    src_gap: Any, dst_gap: Any) -> None:
    """``asc_copy_ub2gm_align(dst, src, n_burst, len_burst, left_padding_num, right_padding_num, src_gap,
    dst_gap)``: gaps from burst end to burst start, 32-byte blocks in UB and bytes in GM. Nothing is
    padded in GM: the padding counts must be 0."""
    f = overload.name
    nb, lb = _bursts(f, n_burst, len_burst)
    for name, v in (("left_padding_num", left), ("right_padding_num", right)):
        if cl.count(f, name, v, 0xFF):
            raise AscValueError(f"{f}: {name} = {int(v)}, but a UB->GM copy pads nothing; pass 0")
    sg, dg = cl.count(f, "src_gap", src_gap, (1 << 32) - 1), cl.count(f, "dst_gap", dst_gap, (1 << 32) - 1)
    if _vector_core():
        _ub2gm(overload, dst, src, nb, lb, -(-lb // cl.BLOCK) * cl.BLOCK + sg * cl.BLOCK, lb + dg)


@impls.copy.ub2gm.register
def ub2gm(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_ub2gm(dst, src, size)`` and ``asc_copy_ub2gm(dst, src, n_burst, len_burst, dst_stride,
    src_stride)`` (dav-3510: bytes, burst start to burst start), on dav-2201 ``asc_copy_ub2gm(dst, src,
    n_burst, len_burst, src_gap, dst_gap)`` (32-byte blocks, gaps from burst end to burst start)."""
    f = overload.name
    if len(args) == 1:
        nb = 1
        lb = ss = _size(f, args[0])
        ds = 0
    else:
        nb, lb = _bursts(f, args[0], args[1], cl.MAX_PLAIN_BURST)
        if current().copy_units == cl.BYTES:  # dav-3510 takes the destination stride first
            ds, ss = cl.count(f, "dst_stride", args[2], _U16), cl.count(f, "src_stride", args[3], _U16)
        else:
            sg, dg = cl.count(f, "src_gap", args[2], _U16), cl.count(f, "dst_gap", args[3], _U16)
            lb, ss, ds = cl.plain_burst(f, cl.BLOCKS, lb, sg, dg)
    if _vector_core():
        _ub2gm(overload, dst, src, nb, lb, ss, ds)


@impls.copy.ub2gm_sync.register
def ub2gm_sync(overload: Overload, dst: Ptr, src: Ptr, size: Any) -> None:
    """``asc_copy_ub2gm_sync``: the size form, then a full barrier."""
    ub2gm(overload, dst, src, size)
    _barrier()


# -- UB -> UB ------------------------------------------------------------------------------------

def _block_bursts(f: str, args: tuple[Any, ...]) -> tuple[int, int, tuple[int, int]]:
    """``(n_burst, blocks per burst, (src_gap, dst_gap))`` of an on-chip copy's arguments: ``(size)``,
    one burst of whole 32-byte blocks, or ``(n_burst, len_burst, src_gap, dst_gap)`` in blocks."""
    if len(args) == 1:
        return 1, _size(f, args[0]) // cl.BLOCK, (0, 0)
    nb, blocks = _bursts(f, args[0], args[1], _U16)
    return nb, blocks, (cl.count(f, "src_gap", args[2], _U16), cl.count(f, "dst_gap", args[3], _U16))


@impls.copy.ub2ub.register
def ub2ub(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_ub2ub(dst, src, size)`` and ``asc_copy_ub2ub(dst, src, n_burst, len_burst, src_gap,
    dst_gap)`` (burst length and gaps in 32-byte blocks), on PIPE_V."""
    f = overload.name
    nb, blocks, gaps = _block_bursts(f, args)
    if not _vector_core():
        return
    d = ub_ptr_arg(f, "dst", dst, UB_ALIGN)
    s = ub_ptr_arg(f, "src", src, UB_ALIGN)
    dm.run(f, cl.ub2ub(nb, blocks, *gaps), d, s, _V)


@impls.copy.ub2ub_sync.register
def ub2ub_sync(overload: Overload, dst: Ptr, src: Ptr, size: Any) -> None:
    """``asc_copy_ub2ub_sync``: the size form, then a full barrier."""
    ub2ub(overload, dst, src, size)
    _barrier()


# -- UB -> L1 ------------------------------------------------------------------------------------

@impls.copy.ub2l1.register
def ub2l1(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_ub2l1(dst, src, size)`` and ``asc_copy_ub2l1(dst, src, n_burst, len_burst, src_gap,
    dst_gap)`` (burst length and gaps in 32-byte blocks), on PIPE_MTE3 into the L1 Buffer.

    The dav-3510 implementation makes the size form one burst of ``size / 32`` blocks; a size that is
    not a whole number of blocks would lose its tail silently, so ascsim reports it."""
    f = overload.name
    nb, blocks, gaps = _block_bursts(f, args)
    if not _vector_core():
        return
    if dst.addr % L1_ALIGN:
        raise MemoryAccessError(f"{f}: dst = L1 0x{dst.addr:x} is not {L1_ALIGN}-byte aligned (it is "
                                f"{dst.addr % L1_ALIGN} bytes past a {L1_ALIGN}-byte boundary)")
    s = ub_ptr_arg(f, "src", src, UB_ALIGN)
    dm.run(f, cl.ub2l1(nb, blocks, *gaps), dst, s, _MTE3)


@impls.copy.ub2l1_sync.register
def ub2l1_sync(overload: Overload, dst: Ptr, src: Ptr, size: Any) -> None:
    """``asc_copy_ub2l1_sync``: the size form, then a full barrier."""
    ub2l1(overload, dst, src, size)
    _barrier()


# -- configuration registers ---------------------------------------------------------------------

@impls.copy.set_copy_pad_val.register
def set_copy_pad_val(overload: Overload, value: Any) -> None:
    """``asc_set_copy_pad_val(value)``: the value padding elements of GM->UB copies hold when
    ``enable_constant_pad`` is set; a padded element of k bytes takes the low k bytes of its bits.

    The register holds the value's bits at the overload's width, zero-extended. A numpy scalar
    (``half(1.5)``, ``np.int16(-1)``) keeps its own bits whichever overload it matched. A plain Python
    integer matches the ``int32_t`` overload (two's complement in 32 bits), a plain float the
    ``float`` one."""
    if not _vector_core():
        return
    if isinstance(value, np.generic):
        raw = value.tobytes()
    elif isinstance(value, float) or overload.elem(0).kind == "float":
        raw = np.asarray(value, overload.elem(0).np).tobytes()
    else:
        raw = (int(value) & ((1 << (8 * overload.elem(0).size)) - 1)).to_bytes(overload.elem(0).size, "little")
    dm.regs().pad_bits = int.from_bytes(raw, "little")


@impls.copy.set_gm2ub_pad.register
def set_gm2ub_pad(overload: Overload, value: Any) -> None:
    """``asc_set_gm2ub_pad(pad_val)`` (deprecated): sets the same pad value as ``asc_set_copy_pad_val``."""
    if _vector_core():
        dm.regs().pad_bits = cl.count(overload.name, "pad_val", value, (1 << 32) - 1)


def _loops(overload: Overload) -> cl.Loops:
    direction = overload.extra[0]
    r = dm.regs()
    return r.gm2ub if direction == "gm2ub" else r.ub2gm


@impls.copy.set_loop_size.register
def set_loop_size(overload: Overload, loop1_size: Any, loop2_size: Any) -> None:
    """``asc_set_gm2ub_loop_size`` / ``asc_set_ub2gm_loop_size``: how often the copies repeat (inner, outer)."""
    f = overload.name
    n1, n2 = cl.count(f, "loop1_size", loop1_size, cl.MAX_LOOPS), cl.count(f, "loop2_size", loop2_size, cl.MAX_LOOPS)
    if _vector_core():
        loops = _loops(overload)
        loops.size1, loops.size2 = n1, n2


@impls.copy.set_loop_stride.register
def set_loop_stride(overload: Overload, src_stride: Any, dst_stride: Any) -> None:
    """``asc_set_{gm2ub,ub2gm}_loop{1,2}_stride``: bytes between the iterations of a loop, source then
    destination. The UB side (GM->UB: destination, UB->GM: source) must be 32-byte aligned."""
    f = overload.name
    direction, loop = overload.extra
    ub_side = "dst" if direction == "gm2ub" else "src"
    limits = {"src": (1 << 40) - 1, "dst": (1 << 40) - 1}
    limits[ub_side] = (1 << 21) - 1
    s = cl.count(f, f"loop{loop}_src_stride", src_stride, limits["src"])
    d = cl.count(f, f"loop{loop}_dst_stride", dst_stride, limits["dst"])
    ub_value = d if ub_side == "dst" else s
    if ub_value % cl.BLOCK:
        raise AscValueError(f"{f}: loop{loop}_{ub_side}_stride = {ub_value} is a UB stride and must be a multiple "
                            f"of {cl.BLOCK} bytes")
    if _vector_core():
        loops = _loops(overload)
        if loop == 1:
            loops.src1, loops.dst1 = s, d
        else:
            loops.src2, loops.dst2 = s, d
