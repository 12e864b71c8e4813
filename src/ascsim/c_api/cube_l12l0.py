"""The L1 -> L0A/L0B loads of ``cube_datamove.h`` beyond the 2D form: the older repeat form, the transposing
2D form for every element width, the older transposing form (``asc_copy_l12l0a_trans``/``_l12l0b_trans`` with
``enable_addr_decrement``) and the sparse load of B with its index (``asc_copy_l12l0b_sparse``).

All move 512-byte fractals on PIPE_MTE1 through the memory model (docs/semantics.md, "The cube core"). The
repeat, older transposing and sparse forms are defined by the vendor's dav-2201 implementation only; ascsim
gives them the meaning of their dav-2201 pages.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import L0A_ALIGN, L1_ALIGN, Pipe
from ..errors import AscValueError, MemoryAccessError
from ..ops import cube as oc
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from . import _cube_regs as regs
from .cube import elem_bits, on_cube
from .cube_copy import _aligned, _barrier, _move, _named

_MTE1 = Pipe.PIPE_MTE1
_FB = oc.FRACTAL_BYTES
#: Bytes of sparse index per 512-byte fractal of B (a 2-bit index per int8 value).
SPARSE_INDEX_BYTES = _FB // 4


def _codes(raw: np.ndarray, bits: int) -> np.ndarray:
    """Raw bytes as one code per element (4-bit pairs unpacked, low nibble first)."""
    if bits == 4:
        return oc.unpack_nibbles(raw)
    return raw.view(np.uint8 if bits == 8 else np.dtype(f"<u{bits // 8}"))


def _raw(codes: np.ndarray, bits: int) -> np.ndarray:
    flat = np.ascontiguousarray(codes).reshape(-1)
    return oc.pack_nibbles(flat) if bits == 4 else flat.view(np.uint8)


def _fractal(f: str, src: Ptr, index: int, bits: int) -> np.ndarray:
    """Fractal ``index`` of src as its (16, c0) element codes (a negative index is reported: it lies before src)."""
    if index < 0:
        raise MemoryAccessError(f"{f}: reads fractal {index} of src, {-index * _FB} bytes before it (the addresses "
                                "decrease past src's start)")
    raw = np.array(src.mem.read(src.addr + index * _FB, _FB, f, _MTE1, within=src.alloc))
    return _codes(raw, bits).reshape(oc.FRACTAL_ROWS, oc.c0(bits))


def _put(f: str, dst: Ptr, index: int, codes: np.ndarray, bits: int) -> None:
    dst.mem.write(dst.addr + index * _FB, _raw(codes, bits), f, _MTE1, within=dst.alloc)


@impls.cube_copy.l12l0_repeat.register
def l12l0_repeat(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_l12l0a``/``_l12l0b`` (start_index, repeat, src_stride, dst_gap): ``repeat`` fractals, the i-th
    from fractal ``start_index + i x src_stride`` of src (0: the same fractal again), to fractal
    ``i x (1 + dst_gap)`` of dst."""
    f = overload.name
    if not on_cube():
        return
    _aligned(f, "dst", dst, L0A_ALIGN)
    a = _named(overload, (dst, src, *args))
    first, repeat, sstride, dgap = (int(a[x]) for x in ("start_index", "repeat", "src_stride", "dst_gap"))
    for i in range(repeat):  # repeat 0: no operation (the C++ page's NOP)
        _move(f, dst, i * (1 + dgap) * _FB, src, (first + i * sstride) * _FB, _FB, _MTE1)
    if overload.extra[-1]:
        _barrier()


#: Fractals along M (m_step) and along K (k_step) that one transposed square takes, by element width.
_SQUARE_STEPS = {4: (4, 1), 8: (2, 1), 16: (1, 1), 32: (1, 2)}


@impls.cube_copy.l12l0_transpose.register
def l12l0_transpose(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_l12l0a_transpose``/``_l12l0b_transpose``: the m_step x k_step fractals of the 2D form (source
    fractal (m, k) at ``(k_start + k) x src_stride + m_start + m``) read as one (16 m_step) x (c0 k_step) part,
    transposed, and written as NZ fractals of the transpose, fractal (r, c) at ``c x dst_stride + r``. For 16-bit
    elements that is each fractal transposed, (m, k) landing at ``m x dst_stride + k``; 8-bit (4-bit) elements
    pair (group by four) fractals along M into 32 x 32 (64 x 64) squares, 32-bit ones pair them along K into
    16 x 16 squares, which is why m_step (k_step) must be a multiple of the group."""
    f = overload.name
    if not on_cube():
        return
    bits = elem_bits(overload.elem(0))
    a = _named(overload, (dst, src, *args))
    m0, k0, ms, ks = (int(a[x]) for x in ("m_start_position", "k_start_position", "m_step", "k_step"))
    ss, ds = int(a["src_stride"]), int(a["dst_stride"])
    gm, gk = _SQUARE_STEPS[bits]
    if ms % gm or ks % gk:
        what, step, group = ("m_step", ms, gm) if ms % gm else ("k_step", ks, gk)
        raise AscValueError(f"{f}: {what} = {step} is not a multiple of {group}: a transposing load of {bits}-bit "
                            f"elements takes its fractals {group} at a time along {what[0].upper()} (one square)")
    _aligned(f, "dst", dst, L0A_ALIGN)
    if ms == 0 or ks == 0:  # the page's NOP
        if overload.extra[-1]:
            _barrier()
        return
    c0e = oc.c0(bits)
    part = np.concatenate([np.concatenate([_fractal(f, src, (k0 + k) * ss + m0 + m, bits) for m in range(ms)])
                           for k in range(ks)], axis=1)
    fracs = oc.transposed_nz(part, c0e)
    for c in range(fracs.shape[0]):
        for r in range(fracs.shape[1]):
            _put(f, dst, c * ds + r, fracs[c, r], bits)
    if overload.extra[-1]:
        _barrier()


@impls.cube_copy.l12l0_trans.register
def l12l0_trans(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_l12l0a_trans``/``_l12l0b_trans`` (enable_addr_decrement, dst_frac_gap): ``repeat`` square blocks
    (:func:`ascsim.ops.cube.transpose_block`: F = 2 fractals of 8 and 32 bits, 1 of 16 bits), the i-th being square
    ``index_id + i x src_stride`` of src (``- i x src_stride`` with enable_addr_decrement), its F fractals
    consecutive, transposed and written from fractal ``i x (1 + dst_gap)`` of dst, ``1 + dst_frac_gap`` apart."""
    f = overload.name
    if not on_cube():
        return
    _aligned(f, "dst", dst, L0A_ALIGN)
    a = _named(overload, (dst, src, *args))
    bits = elem_bits(overload.elem(0))
    nf = oc.block_fractals(bits)
    first, repeat, sstride = int(a["index_id"]), int(a["repeat"]), int(a["src_stride"])
    dgap, dfgap = int(a["dst_gap"]), int(a["dst_frac_gap"])
    step = -sstride if bool(a["enable_addr_decrement"]) else sstride
    for i in range(repeat):  # repeat 0: no operation
        block = first + i * step
        square = np.array([_fractal(f, src, block * nf + j, bits) for j in range(nf)])
        out = oc.transpose_block(square, bits)
        for j in range(nf):
            _put(f, dst, i * (1 + dgap) + j * (1 + dfgap), out[j], bits)
    if overload.extra[-1]:
        _barrier()


@impls.cube_copy.l12l0b_sparse.register
def l12l0b_sparse(overload: Overload, dst: Ptr, src: Ptr, index: Ptr, *args: Any) -> None:
    """``asc_copy_l12l0b_sparse``: ``repeat`` fractals of the densified B from fractal ``start_index`` of src to
    dst, one after another, and their 128-byte index fractals (a 2-bit code per value, four to a byte, the first
    in the low bits) from fractal ``start_index`` of ``index`` to the sparse index buffer at dst's L0B address
    divided by 4, where asc_mmad_sparse reads them."""
    f = overload.name
    if not on_cube():
        return
    _aligned(f, "dst", dst, L0A_ALIGN)
    _aligned(f, "index", index, L1_ALIGN)
    a = _named(overload, (dst, src, index, *args))
    first, repeat = int(a["start_index"]), int(a["repeat"])
    buf = regs.buffer("l0b_sparse", f)
    target = Ptr(buf, dst.addr // 4, index.elem, buf.whole)
    for i in range(repeat):  # repeat 0: no operation
        _move(f, dst, i * _FB, src, (first + i) * _FB, _FB, _MTE1)
        _move(f, target, i * SPARSE_INDEX_BYTES, index, (first + i) * SPARSE_INDEX_BYTES, SPARSE_INDEX_BYTES, _MTE1)
    if overload.extra[-1]:
        _barrier()
