"""The cube core's copies (``cube_datamove.h``): GM->L1 (plain, ND->NZ, DN->NZ), L1->L0A/L0B (fractal
loads, transposed), L1->bias table and fixpipe buffer, fills and the copy registers (the fixpipe,
L0C->GM/L1/UB, is :mod:`.cube_fixpipe`).

Each function lays the bytes out with :mod:`ascsim.ops.cube` and moves them through the memory model on
its pipe, so the checker sees exactly what is read and written. On a vector core a cube copy does
nothing. A form whose semantics ascsim does not model yet stops with an :class:`UnsupportedError`.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .. import arch
from ..arch import L0A_ALIGN, L1_ALIGN, Pipe
from ..errors import AscValueError, MemoryAccessError, UnsupportedError
from ..ops import cube as oc
from ..ops import fixpipe as ofx
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from . import _cube_regs as regs
from .cube import elem_bits, on_cube
from .cube_gm2l1 import stride_copy

_MTE1, _MTE2, _MTE3, _FIX = Pipe.PIPE_MTE1, Pipe.PIPE_MTE2, Pipe.PIPE_MTE3, Pipe.PIPE_FIX
_PIPES = {"MTE1": _MTE1, "MTE2": _MTE2, "MTE3": _MTE3, "FIX": _FIX}


def _barrier() -> None:
    assert CTX.sync is not None
    CTX.sync.barrier()


def _named(overload: Overload, args: tuple[Any, ...]) -> dict[str, Any]:
    """The arguments by parameter name."""
    return {p.name: a for p, a in zip(overload.params, args, strict=True)}


def _aligned(f: str, what: str, p: Ptr, align: int) -> None:
    if p.addr % align:
        raise MemoryAccessError(f"{f}: {what} = {p.space.upper()} 0x{p.addr:x} is not {align}-byte aligned (it is "
                                f"{p.addr % align} bytes past a {align}-byte boundary)")


def _move(f: str, dst: Ptr, doff: int, src: Ptr, soff: int, nbytes: int, pipe: Pipe) -> None:
    if nbytes <= 0:
        return
    data = np.array(src.mem.read(src.addr + soff, nbytes, f, pipe, within=src.alloc))
    dst.mem.write(dst.addr + doff, data, f, pipe, within=dst.alloc)


def _bursts(f: str, dst: Ptr, src: Ptr, n: int, blocks: int, sgap: int, dgap: int, unit: int, pipe: Pipe) -> None:
    """``n`` bursts of ``blocks`` units of ``unit`` bytes, ``sgap``/``dgap`` units between a burst's end and
    the next one's start."""
    for i in range(n):
        _move(f, dst, i * (blocks + dgap) * unit, src, i * (blocks + sgap) * unit, blocks * unit, pipe)


# -- GM -> L1 ------------------------------------------------------------------------------------

@impls.cube_copy.gm2l1.register
def gm2l1(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_gm2l1``: ``size`` bytes (whole 32-byte blocks), or ``n_burst`` bursts of ``len_burst``
    32-byte blocks with gaps (``src_gap``/``dst_gap`` blocks) between them, or the stride form
    (:func:`ascsim.c_api.cube_gm2l1.stride_copy`: byte strides, padding modes, loops)."""
    f, kind, sync = overload.name, overload.extra[0], overload.extra[-1]
    if not on_cube():
        return
    _aligned(f, "dst", dst, L1_ALIGN)
    a = _named(overload, (dst, src, *args))
    if kind == "size":
        size = int(a["size"])
        if size % 32:
            raise AscValueError(f"{f}: size = {size} is not a whole number of 32-byte blocks")
        _move(f, dst, 0, src, 0, size, _MTE2)
    elif kind == "gap":
        _bursts(f, dst, src, int(a["n_burst"]), int(a["len_burst"]), int(a["src_gap"]), int(a["dst_gap"]), 32,
                _MTE2)
    else:  # the padding modes and the GM->L1 loops: cube_gm2l1
        stride_copy(f, dst, src, a)
    if sync:
        _barrier()


def _nz_para() -> tuple[int, int, int, int]:
    """MTE2_NZ_PARA (asc_set_gm2l1_nz_para): (matrices, row stride, column-block stride, matrix stride),
    strides in 32-byte units; 0 matrices counts as 1, a 0 row stride as 1."""
    v = int(CTX.system().cube.get("asc_set_gm2l1_nz_para", 0))
    num, n_stride, c0_stride, mat_stride = v & 0xFFFF, (v >> 16) & 0xFFFF, (v >> 32) & 0xFFFF, (v >> 48) & 0xFFFF
    return max(num, 1), max(n_stride, 1), c0_stride, mat_stride


def _to_nz(f: str, overload: Overload, dst: Ptr, src: Ptr, args: tuple[Any, ...], column_major: bool) -> None:
    a = _named(overload, (dst, src, *args))
    if not on_cube():
        return
    _aligned(f, "dst", dst, L1_ALIGN)
    e = overload.elem(0)
    size = e.size
    rows, cols = int(a["n_value"]), int(a["d_value"])
    # The newer (asc_load_l2_cache_mode) forms name the strides src_d_value and src_nd_matrix_stride.
    stride1 = int(a["loop1_src_stride"] if "loop1_src_stride" in a else a["src_d_value"])
    stride4 = int(a["loop4_src_stride"] if "loop4_src_stride" in a else a["src_nd_matrix_stride"])
    if a.get("smallc0_en", a.get("enable_small_c0", False)):
        raise UnsupportedError(f"{f}: the small-C0 layout (smallc0_en, for d_value up to 4) is not simulated yet; "
                               "false pads each row to 32 bytes")
    num, n_stride, c0_stride, mat_stride = _nz_para()
    c0e = 32 // size
    blocks = oc.ceil_div(cols, c0e)
    if c0_stride == 0:
        c0_stride = rows
    for i in range(num):
        base = i * stride4
        if column_major:  # d_value columns of n_value elements, stride1 bytes apart
            lines = [np.array(src.mem.read(src.addr + base + j * stride1, rows * size, f, _MTE2, within=src.alloc))
                     .view(e.bits) for j in range(cols)]
            mat = oc.matrix_of_lines(lines, rows, cols, e.bits, column_major=True)
        else:  # n_value rows of d_value elements, stride1 bytes apart
            lines = [np.array(src.mem.read(src.addr + base + r * stride1, cols * size, f, _MTE2, within=src.alloc))
                     .view(e.bits) for r in range(rows)]
            mat = oc.matrix_of_lines(lines, rows, cols, e.bits, column_major=False)
        nz = oc.nd_to_nz(mat, c0e, rows_pad=rows)  # (blocks, rows, c0): zero-filled past d_value
        for c in range(blocks):
            off = i * mat_stride * 32 + c * c0_stride * 32
            if n_stride == 1:
                dst.mem.write(dst.addr + off, nz[c].reshape(-1).view(np.uint8), f, _MTE2, within=dst.alloc)
            else:
                for r in range(rows):
                    dst.mem.write(dst.addr + off + r * n_stride * 32, nz[c, r].view(np.uint8), f, _MTE2,
                                  within=dst.alloc)
    if overload.extra[-1]:
        _barrier()


@impls.cube_copy.gm2l1_nd2nz.register
def gm2l1_nd2nz(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_gm2l1_nd2nz``: an n_value x d_value row-major GM matrix (rows ``loop1_src_stride`` bytes
    apart) to L1 as NZ fractals; matrices, row and column-block strides from MTE2_NZ_PARA."""
    _to_nz(overload.name, overload, dst, src, args, column_major=False)


@impls.cube_copy.gm2l1_dn2nz.register
def gm2l1_dn2nz(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_gm2l1_dn2nz``: an n_value x d_value column-major GM matrix (columns ``loop1_src_stride``
    bytes apart) to L1 as NZ fractals (as asc_copy_gm2l1_nd2nz of its transpose's transpose)."""
    _to_nz(overload.name, overload, dst, src, args, column_major=True)


# -- L1 -> L0A / L0B -------------------------------------------------------------------------------

def _load2d_args(f: str, a: dict[str, Any]) -> tuple[int, int, int, int, int, int]:
    return (int(a["m_start_position"]), int(a["k_start_position"]), int(a["m_step"]), int(a["k_step"]),
            int(a["src_stride"]), int(a["dst_stride"]))


@impls.cube_copy.l12l0.register
def l12l0(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_l12l0a``/``_l12l0b`` (2D): m_step x k_step 512-byte fractals of an NZ matrix in L1, from
    fractal (m_start, k_start); source fractal (m, k) is ``k x src_stride + m`` fractals from src, its copy
    ``k x dst_stride + m`` from dst (m, k counted from the start position on the source side)."""
    f = overload.name
    if not on_cube():
        return
    _aligned(f, "dst", dst, L0A_ALIGN)
    m0, k0, ms, ks, ss, ds = _load2d_args(f, _named(overload, (dst, src, *args)))
    fb = oc.FRACTAL_BYTES
    for k in range(ks):
        _move(f, dst, k * ds * fb, src, ((k0 + k) * ss + m0) * fb, ms * fb, _MTE1)
    if overload.extra[-1]:
        _barrier()


@impls.cube_copy.l12l0b_trans.register
def l12l0b_trans(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_l12l0b_trans`` (dst_frac_gap, src_frac_gap form): ``repeat`` square blocks, the i-th from
    fractal ``index_id + i x src_stride`` of src (its fractals ``1 + src_frac_gap`` fractals apart), each
    transposed (:func:`ascsim.ops.cube.transpose_block`) and written from fractal ``i x (1 + dst_gap)`` of dst,
    its fractals ``1 + dst_frac_gap`` apart (the older form, with enable_addr_decrement: cube_l12l0.py)."""
    f = overload.name
    if not on_cube():
        return
    a = _named(overload, (dst, src, *args))
    _aligned(f, "dst", dst, L0A_ALIGN)
    e = overload.elem(0)
    bits = elem_bits(e)
    c0e = oc.c0(bits)
    nf = oc.block_fractals(bits)
    fb = oc.FRACTAL_BYTES
    first, repeat, sstride = int(a["index_id"]), int(a["repeat"]), int(a["src_stride"])
    dgap, dfgap, sfgap = int(a["dst_gap"]), int(a["dst_frac_gap"]), int(a["src_frac_gap"])
    codes_of = np.uint8 if bits <= 8 else np.dtype(f"<u{bits // 8}")
    for i in range(repeat):
        fracs = []
        for j in range(nf):
            off = ((first + i * sstride) + j * (1 + sfgap)) * fb
            raw = np.array(src.mem.read(src.addr + off, fb, f, _MTE1, within=src.alloc))
            codes = oc.unpack_nibbles(raw) if bits == 4 else raw.view(codes_of)
            fracs.append(codes.reshape(16, c0e))
        out = oc.transpose_block(np.array(fracs), bits)
        for j in range(nf):
            data = out[j].reshape(-1)
            raw = oc.pack_nibbles(data) if bits == 4 else data.view(np.uint8)
            dst.mem.write(dst.addr + (i * (1 + dgap) + j * (1 + dfgap)) * fb, np.ascontiguousarray(raw), f, _MTE1,
                          within=dst.alloc)
    if overload.extra[-1]:
        _barrier()


@impls.cube_copy.l12l0_mx.register
def l12l0_mx(overload: Overload, dst: Any, src: Ptr, *args: Any) -> None:
    """``asc_copy_l12l0a_mx``/``_l12l0b_mx``: x_step x y_step 32-byte units of e8m0 scales (16 rows of 2 scales,
    one pair per 64 k of fp4, per two fractals of fp8) from unit ``x x src_stride + y`` after (x_start_pos,
    y_start_pos) of src to unit ``x x dst_stride + y`` of the operand's scales at ``dst`` (its L0A/L0B byte
    address divided by 16)."""
    f = overload.name
    if not on_cube():
        return
    a = _named(overload, (dst, src, *args))
    buf = regs.buffer("l0a_mx" if overload.extra[0] == "L0A" else "l0b_mx", f)
    target = Ptr(buf, int(dst), src.elem, buf.whole)
    x0, y0, xs, ys = int(a["x_start_pos"]), int(a["y_start_pos"]), int(a["x_step"]), int(a["y_step"])
    ss, ds = int(a["src_stride"]), int(a["dst_stride"])
    for x in range(xs):
        _move(f, target, x * ds * 32, src, ((x0 + x) * ss + y0) * 32, ys * 32, _MTE1)
    if overload.extra[-1]:
        _barrier()


# -- bias table, fixpipe buffer, L1 -> GM -------------------------------------------------------------

@impls.cube_copy.l12fb.register
def l12fb(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_l12fb``: ``size`` bytes, or ``n_burst`` bursts of ``len_burst`` blocks from L1 to the fixpipe
    buffer (gaps: ``src_gap_size`` 32-byte blocks in L1, ``dst_gap_size`` blocks), on PIPE_FIX. A block of the
    burst length and destination gap is 64 bytes on dav-3510, 32 on dav-2201 (the two pages)."""
    f = overload.name
    if not on_cube():
        return
    a = _named(overload, (dst, src, *args))
    on_2201 = arch.current().name == arch.DAV_2201
    unit = 32 if on_2201 else 64
    if overload.extra[0] == "size":
        size = int(a["size"])
        if on_2201 and size % 32:
            raise AscValueError(f"{f}: size = {size} must be a multiple of 32 bytes (the dav-2201 page)")
        _move(f, dst, 0, src, 0, size, _FIX)
    else:
        n, blocks = int(a["n_burst"]), int(a["len_burst"])
        sgap, dgap = int(a["src_gap_size"]), int(a["dst_gap_size"])
        for i in range(n):
            _move(f, dst, i * (blocks + dgap) * unit, src, i * (blocks * unit + sgap * 32), blocks * unit, _FIX)
    if overload.extra[-1]:
        _barrier()


@impls.cube_copy.l12bt.register
def l12bt(overload: Overload, dst: Any, src: Ptr, *args: Any) -> None:
    """``asc_copy_l12bt``: ``size`` bytes (or ``n_burst`` bursts of ``len_burst`` 32-byte blocks with gaps in
    32-byte blocks) from L1 to the bias table at byte address ``dst``, on PIPE_MTE1; conv_control (a
    half/bfloat16 bias converted on the way) is not simulated yet."""
    f = overload.name
    if not on_cube():
        return
    a = _named(overload, (dst, src, *args))
    bt = regs.buffer("bt", f)
    addr = int(dst)
    target = Ptr(bt, addr, src.elem, bt.whole)
    if overload.extra[0] == "size":
        _move(f, target, 0, src, 0, int(a["size"]), _MTE1)
    else:
        if int(a["conv_control"]):
            raise UnsupportedError(f"{f}: conv_control is not simulated yet")
        _bursts(f, target, src, int(a["n_burst"]), int(a["len_burst"]), int(a["source_gap"]), int(a["dst_gap"]),
                32, _MTE1)
    if overload.extra[-1]:
        _barrier()


@impls.cube_copy.plain.register
def plain(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_l12gm``: ``n_burst`` bursts of ``len_burst`` 32-byte blocks with gaps, L1 to GM (PIPE_MTE3)."""
    if not on_cube():
        return
    a = _named(overload, (dst, src, *args))
    _bursts(overload.name, dst, src, int(a["n_burst"]), int(a["len_burst"]), int(a["src_gap"]), int(a["dst_gap"]), 32,
            _MTE3)
    if overload.extra[-1]:
        _barrier()


@impls.cube_copy.fill.register
def fill(overload: Overload, dst: Ptr, value: Any, config: Any) -> None:
    """``asc_fill_l0a``/``_l0b``/``_l1``: ``repeat`` times ``blk_num`` blocks (``dst_gap`` blocks between
    repeats) filled with the value's bits (16 bits repeated, or 32 bits for the uint32_t form); a block is
    32 bytes in L1 and 512 bytes in L0A/L0B."""
    if not on_cube():
        return
    ve = overload.elem(1)
    bits = int(np.asarray(value, ve.np).view(ve.bits)) if ve.kind == "float" else int(value) & 0xFFFFFFFF
    cfg = int(getattr(config, "config", config))
    repeat, blk, gap = cfg & 0x7FFF, (cfg >> 16) & 0x7FFF, (cfg >> 32) & 0x7FFF
    unit = 32 if dst.space == "l1" else oc.FRACTAL_BYTES
    for r in range(repeat):
        if blk:
            dst.mem.write(dst.addr + r * (blk + gap) * unit, ofx.fill_run(bits, ve.size, blk * unit), overload.name,
                          _MTE1, within=dst.alloc)
    if overload.extra[-1]:
        _barrier()


# -- registers and forms not modelled ---------------------------------------------------------------

def _reg_value(kind: str, a: Any) -> int:
    """A setter argument as register bits: a union's config, a float (asc_set_l0c2gm_lrelu_alpha's half& or
    float&) as its float32 bits, an integer as it is."""
    v = getattr(a, "config", getattr(a, "value", a))
    if kind == "float":
        return int(np.asarray(v, np.float32).reshape(1).view(np.uint32)[0])
    return int(v)


@impls.cube_copy.set_reg.register
def set_reg(overload: Overload, *args: Any) -> None:
    """The copy registers (load3d, fixpipe pre-quantisation scalar and NZ->ND, GM->L1 loops and pad): kept
    on the cube core; asc_set_l0c_copy_params sets the NZ->ND conversion as asc_set_l0c2gm_nz2nd does."""
    if not on_cube():
        return
    what = overload.extra[0]
    vals = tuple(_reg_value(p.ty.kind, a) for p, a in zip(overload.params, args, strict=True))
    regs.store(what, vals if what == "nz2nd" else vals[0] if len(vals) == 1 else vals)
