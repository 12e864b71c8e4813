"""The GM->L1 copies of ``cube_datamove.h`` with padding, loops or fractals: ``asc_copy_gm2l1``'s stride form
(``pad_func_mode``, the loop registers), ``asc_copy_gm2l1_pad1`` ... ``_pad8``, ``asc_copy_gm2l1_align``, the
fractal loads of ``asc_copy_gm2l1`` (``base_idx`` and 2D forms), the multi-matrix ``asc_copy_gm2l1_nd2nz`` and
the padding register's ``asc_set_gm2l1_padding`` (with the newer headers' enum-typed forms of these copies).

Layouts come from :mod:`ascsim.ops.gm2l1_pad`, :mod:`ascsim.ops.copy_layout` and :mod:`ascsim.ops.cube`;
every byte moves through the memory model on PIPE_MTE2, so the checker sees what is read and written. On a
vector core these copies do nothing. The choices the pages leave open are in docs/semantics.md (cube section).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import L1_ALIGN, CoreType, Pipe
from ..errors import AscValueError, MemoryAccessError, UnsupportedError
from ..ops import copy_layout as cl
from ..ops import cube as oc
from ..ops import gm2l1_pad as op
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from ..spec.enums import asc_load_l2_cache_mode
from . import _cube_regs as regs
from .cube import on_cube

_MTE2 = Pipe.PIPE_MTE2
_FRACTAL = oc.FRACTAL_BYTES
#: Register limits (the loop setters' pages): loop counts up to 2^21, source strides up to 2^40 bytes,
#: destination strides up to 2^21 bytes and 32-byte aligned.
_MAX_LOOP = 1 << 21
_MAX_LOOP_SRC = 1 << 40
_MAX_LOOP_DST = 1 << 21
#: The l2_cache_ctl values the pages define (NORMAL, LAST, PERSISTENT, DISABLE).
_L2_CACHE = (0, 1, 2, 4)


def _named(overload: Overload, args: tuple[Any, ...]) -> dict[str, Any]:
    return {p.name: a for p, a in zip(overload.params, args, strict=True)}


def _dst_aligned(f: str, dst: Ptr) -> None:
    if dst.addr % L1_ALIGN:
        raise MemoryAccessError(f"{f}: dst = L1 0x{dst.addr:x} is not {L1_ALIGN}-byte aligned (it is "
                                f"{dst.addr % L1_ALIGN} bytes past a {L1_ALIGN}-byte boundary)")


def _read(f: str, src: Ptr, off: int, n: int) -> np.ndarray:
    return np.array(src.mem.read(src.addr + off, n, f, _MTE2, within=src.alloc))


def _write(f: str, dst: Ptr, off: int, data: np.ndarray) -> None:
    if data.size:
        dst.mem.write(dst.addr + off, np.ascontiguousarray(data).view(np.uint8).reshape(-1), f, _MTE2,
                      within=dst.alloc)


def _done(overload: Overload) -> None:
    """The wait of a ``_sync`` form (its last extra)."""
    if overload.extra[-1]:
        assert CTX.sync is not None
        CTX.sync.barrier()


def _in_range(f: str, name: str, value: Any, lo: int, hi: int) -> int:
    v = int(value)
    if not lo <= v <= hi:
        raise AscValueError(f"{f}: {name} = {v} is out of range; the page allows [{lo}, {hi}]")
    return v


def loops(f: str) -> cl.Loops:
    """The two loops around a GM->L1 copy (``asc_set_gm2l1_loop_size``, ``_loop1_stride``, ``_loop2_stride``;
    reset: one iteration each, strides 0), checked against the setters' pages."""
    size1, size2 = regs.get("loop_size") or (1, 1)
    src1, dst1 = regs.get("loop1_stride") or (0, 0)
    src2, dst2 = regs.get("loop2_stride") or (0, 0)
    for name, v, hi in (("loop1_size", size1, _MAX_LOOP), ("loop2_size", size2, _MAX_LOOP),
                        ("loop1_src_stride", src1, _MAX_LOOP_SRC), ("loop2_src_stride", src2, _MAX_LOOP_SRC),
                        ("loop1_dst_stride", dst1, _MAX_LOOP_DST), ("loop2_dst_stride", dst2, _MAX_LOOP_DST)):
        if not 0 <= v <= hi:
            raise AscValueError(f"{f}: the GM->L1 loop register {name} = {v} (asc_set_gm2l1_loop_size/_loop1_stride/"
                                f"_loop2_stride) is out of range; its page allows [0, {hi}]")
    for name, v in (("loop1_dst_stride", dst1), ("loop2_dst_stride", dst2)):
        if v % L1_ALIGN:
            raise AscValueError(f"{f}: the GM->L1 loop register {name} = {v} bytes is not a multiple of {L1_ALIGN}; "
                                "its page requires 32-byte aligned destination strides")
    return cl.Loops(size1, size2, src1, dst1, src2, dst2)


# -- the stride form and the padding modes -------------------------------------------------------------

def _padding_register() -> int:
    """The padding register (set_padding: asc_set_l13d_padding, and asc_set_gm2l1_padding of the newer headers);
    reset 0."""
    return int(CTX.system().cube.get("asc_set_l13d_padding", 0) or 0)


def stride_copy(f: str, dst: Ptr, src: Ptr, a: dict[str, Any]) -> None:
    """``asc_copy_gm2l1(dst, src, n_burst, len_burst, pad_func_mode | pad_mode, src_stride, dst_stride)`` on the
    cube core: mode 0 copies bursts of ``len_burst`` 32-byte blocks whose starts are ``src_stride``/``dst_stride``
    32-byte blocks apart; modes 1-5 read bursts back to back in GM and write one 32-byte block each (``len_burst``
    must be 1), ``dst_stride`` blocks apart; modes 6-8 read ``len_burst`` blocks ``src_stride`` blocks apart and
    write the kept bytes back to back; all repeated by the GM->L1 loops."""
    m = op.channel_mode(f, a["pad_func_mode"] if "pad_func_mode" in a else a["pad_mode"])
    n, blocks = int(a["n_burst"]), int(a["len_burst"])
    sstride, dstride = int(a["src_stride"]) * op.BLOCK, int(a["dst_stride"]) * op.BLOCK
    if m.insert and n and blocks != 1:
        raise AscValueError(f"{f}: pad mode {m.mode} inserts padding: len_burst counts the 32-byte blocks written "
                            f"to L1 and must be 1 (it is {blocks}); use n_burst bursts instead")
    s_len, d_len = blocks * m.src_per_block, blocks * m.dst_per_block
    if m.insert:  # each burst reads GM right after the previous one
        spans = [(i * s_len, i * dstride) for i in range(n)]
    elif m.mode:  # each burst writes L1 right after the previous one
        spans = [(i * sstride, i * d_len) for i in range(n)]
    else:
        spans = [(i * sstride, i * dstride) for i in range(n)]
    pad = _padding_register()
    for l_src, l_dst in loops(f).offsets():
        for s, d in spans:
            _write(f, dst, l_dst + d, op.apply(m, _read(f, src, l_src + s, s_len), pad))


@impls.cube_copy.gm2l1_pad.register
def gm2l1_pad(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_gm2l1_pad1`` ... ``_pad8`` (and ``_sync``): the size form (one burst of ``size / 32`` blocks)
    or the gap form (``n_burst`` bursts of ``len_burst`` blocks, ``src_gap``/``dst_gap`` 32-byte blocks between
    a burst's end and the next one's start) under padding mode 1-8 (padding bytes 0); ``len_burst`` counts the
    32-byte blocks of the wide side (written when inserting, read when removing)."""
    f, pad_mode, kind = overload.name, overload.extra[0], overload.extra[1]
    a = _named(overload, (dst, src, *args))
    m = op.pad_form_mode(pad_mode)
    if kind == "size":
        size = int(a["size"])
        if size % op.BLOCK:
            raise AscValueError(f"{f}: size = {size} is not a whole number of 32-byte blocks")
        n, blocks, sgap, dgap = 1, size // op.BLOCK, 0, 0
    else:
        n = _in_range(f, "n_burst", a["n_burst"], 1, 4095)
        blocks = _in_range(f, "len_burst", a["len_burst"], 1, 65535)
        sgap, dgap = int(a["src_gap"]), int(a["dst_gap"])
    if not on_cube():
        return
    _dst_aligned(f, dst)
    s_len, d_len = blocks * m.src_per_block, blocks * m.dst_per_block
    for i in range(n):
        data = _read(f, src, i * (s_len + sgap * op.BLOCK), s_len)
        _write(f, dst, i * (d_len + dgap * op.BLOCK), op.apply(m, data))
    _done(overload)


# -- the align form -------------------------------------------------------------------------------------

#: The align form's parameters by the names of its newer (asc_load_l2_cache_mode) form.
_ALIGN_NAMES = {"n_burst": "burst_count", "len_burst": "burst_len", "data_select_bit": "enable_data_select",
                "burst_src_stride": "src_stride", "burst_dst_stride": "dst_stride", "l2_cache_ctl": "l2_cache_mode"}


def _l2_cache(f: str, a: dict[str, Any]) -> None:
    """Check the L2 cache argument; it changes no data."""
    if "l2_cache_mode" in a:  # the newer forms: an asc_load_l2_cache_mode
        if int(a["l2_cache_mode"]) not in asc_load_l2_cache_mode._value2member_map_:
            raise AscValueError(f"{f}: l2_cache_mode = {int(a['l2_cache_mode'])} is no asc_load_l2_cache_mode value")
    elif int(a["l2_cache_ctl"]) not in _L2_CACHE:
        raise AscValueError(f"{f}: l2_cache_ctl = {int(a['l2_cache_ctl'])} is not a value of the page's table "
                            "(0 NORMAL, 1 LAST, 2 PERSISTENT, 4 DISABLE)")


@impls.cube_copy.gm2l1_align.register
def gm2l1_align(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_gm2l1_align`` (and ``_sync``): ``n_burst`` bursts of ``len_burst`` bytes whose starts are
    ``burst_src_stride``/``burst_dst_stride`` bytes apart, each with ``left``/``right_padding_count`` padding
    elements around it and filled up to 32 bytes (packed when ``burst_dst_stride`` is ``len_burst`` and there is
    no padding), as asc_copy_gm2ub_align lays out UB. Padding and filler hold the pad register (asc_set_gm2l1_pad)
    when a padding count is not 0 or with ``data_select_bit``, else the burst's first element; repeated by the
    GM->L1 loops, which left/right padding excludes."""
    f = overload.name
    a = _named(overload, (dst, src, *args))
    for old, new in _ALIGN_NAMES.items():  # the newer form: the same parameters under new names
        if new in a and old not in a:
            a[old] = a[new]
    es = overload.elem(0).size
    n = cl.count(f, "n_burst", a["n_burst"], cl.MAX_BURSTS)
    length = cl.count(f, "len_burst", a["len_burst"], cl.MAX_BURST_BYTES)
    pads = []
    for name in ("left_padding_count", "right_padding_count"):
        v = int(a[name])
        if v * es > op.BLOCK:
            raise AscValueError(f"{f}: {name} = {v} pads {v * es} bytes; at most {op.BLOCK // es} elements of "
                                f"{es} bytes (32 bytes) are allowed")
        pads.append(v)
    _l2_cache(f, a)
    sstride, dstride = int(a["burst_src_stride"]), int(a["burst_dst_stride"])
    padding = bool(pads[0] or pads[1])
    # Compact mode is dst_stride == len_burst without padding; every other stride is a multiple of 32 (even for
    # one burst).
    if n and length and (dstride != length or padding) and dstride % op.BLOCK:
        raise AscValueError(f"{f}: burst_dst_stride = {dstride} bytes must be a multiple of 32"
                            + ("" if padding else f", or equal len_burst = {length} (bursts packed back to back)"))
    if not on_cube():
        return
    _dst_aligned(f, dst)
    lp = loops(f)
    if padding and (lp.size1 > 1 or lp.size2 > 1):
        raise AscValueError(f"{f}: left/right padding ({pads[0]}, {pads[1]}) with the GM->L1 loops "
                            f"({lp.size1} x {lp.size2}): the page allows one or the other; set the loop sizes to 1 "
                            "(asc_set_gm2l1_loop_size(1, 1)) or copy without padding")
    bursts = cl.gm2ub(f, es, n, length, pads[0], pads[1], sstride, dstride, lp)
    constant = (int(regs.get("pad") or 0) & ((1 << (8 * es)) - 1)).to_bytes(es, "little") \
        if padding or a["data_select_bit"] else b""
    for b in bursts:
        data = _read(f, src, b.src, b.nbytes)
        if b.left or b.right or b.dummy:
            pad = constant or data[b.pad_from - b.src:b.pad_from - b.src + es].tobytes()
            data = cl.padded(b, data, pad)
        _write(f, dst, b.dst, data)
    _done(overload)


# -- fractal loads ----------------------------------------------------------------------------------------

@impls.cube_copy.gm2l1_frac.register
def gm2l1_frac(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_gm2l1`` fractal loads (and ``_sync``). The repeat form: ``repeat`` 512-byte fractals, the i-th
    from fractal ``base_idx + i x src_stride`` of src to fractal ``i x (1 + dst_gap)`` of dst. The 2D form:
    ``m_step`` x ``k_step`` fractals from (``m_start_position``, ``k_start_position``), K columns ``dst_stride``
    fractals apart in L1; the GM stride between K columns is MTE2_SRC_PARA, which no C-API function sets, so
    only loads that do not depend on it (``k_start_position`` 0, ``k_step`` 1) are simulated."""
    f, kind = overload.name, overload.extra[0]
    a = _named(overload, (dst, src, *args))
    if kind == "repeat":
        first, repeat, sstride, dgap = (int(a[x]) for x in ("base_idx", "repeat", "src_stride", "dst_gap"))
        if not on_cube():
            return
        _dst_aligned(f, dst)
        for i in range(repeat):
            _write(f, dst, i * (1 + dgap) * _FRACTAL, _read(f, src, (first + i * sstride) * _FRACTAL, _FRACTAL))
        _done(overload)
        return
    m0, k0, m_step, k_step = (int(a[x]) for x in ("m_start_position", "k_start_position", "m_step", "k_step"))
    _l2_cache(f, a)
    if not on_cube():
        return
    if int(a.get("decomp_mode", 0)):  # the newer form has no decompression
        raise UnsupportedError(f"{f}: decomp_mode = {int(a['decomp_mode'])} (decompression) is not simulated: the "
                               "pages do not define the compressed formats; 0 copies the fractals as they are")
    if m_step == 0 or k_step == 0:  # the LoadData V2 page: a zero step is no operation
        _done(overload)
        return
    if k0 or k_step > 1:
        raise UnsupportedError(f"{f}: k_start_position = {k0}, k_step = {k_step}: the GM distance between K "
                               "columns of fractals is the MTE2_SRC_PARA register, which no C-API function sets, so "
                               "this load's source is unknown; ascsim simulates k_start_position 0 with k_step 1 "
                               "(call it once per K column, moving src)")
    _dst_aligned(f, dst)
    _write(f, dst, 0, _read(f, src, m0 * _FRACTAL, m_step * _FRACTAL))
    _done(overload)


# -- ND -> NZ with explicit strides ----------------------------------------------------------------------

@impls.cube_copy.gm2l1_nd2nz_multi.register
def gm2l1_nd2nz_multi(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_gm2l1_nd2nz`` (the ``nd_num`` form, and ``_sync``): ``nd_num`` row-major ``n_value`` x
    ``d_value`` matrices (``src_nd_matrix_stride`` elements apart, rows ``src_d_value`` elements apart) to NZ:
    column blocks of C0 elements ``dst_nz_c0_stride`` x 32 bytes apart, rows of a block ``dst_nz_n_stride`` x 32
    bytes apart, matrices ``dst_nz_matrix_stride`` elements apart; a row's last block is zero past d_value."""
    f = overload.name
    a = _named(overload, (dst, src, *args))
    e = overload.elem(0)
    size = e.size
    nd_num = _in_range(f, "nd_num", a["nd_num"], 0, 4095)
    rows = _in_range(f, "n_value", a["n_value"], 0, 16384)
    cols = int(a["d_value"])
    s_mat = int(a["src_nd_matrix_stride"])
    s_row = _in_range(f, "src_d_value", a["src_d_value"], 1, 65535)
    c0_stride = _in_range(f, "dst_nz_c0_stride", a["dst_nz_c0_stride"], 1, 16384)
    n_stride = _in_range(f, "dst_nz_n_stride", a["dst_nz_n_stride"], 1, 16384)
    d_mat = _in_range(f, "dst_nz_matrix_stride", a["dst_nz_matrix_stride"], 1, 65535)
    if not on_cube():
        return
    _dst_aligned(f, dst)
    c0e = op.BLOCK // size
    for i in range(nd_num):
        lines = [_read(f, src, (i * s_mat + r * s_row) * size, cols * size).view(e.bits) for r in range(rows)]
        nz = oc.nd_to_nz(oc.matrix_of_lines(lines, rows, cols, e.bits, column_major=False), c0e, rows_pad=rows)
        for c in range(oc.ceil_div(cols, c0e)):
            base = i * d_mat * size + c * c0_stride * op.BLOCK
            if n_stride == 1:
                _write(f, dst, base, nz[c])
            else:
                for r in range(rows):
                    _write(f, dst, base + r * n_stride * op.BLOCK, nz[c, r])
    _done(overload)


# -- the padding register ----------------------------------------------------------------------------------

@impls.cube_copy.set_gm2l1_padding.register
def set_gm2l1_padding(overload: Overload, value: Any) -> None:
    """``asc_set_gm2l1_padding`` (newer headers): the padding register that asc_set_l13d_padding sets too (the
    implementation's set_padding): ``config`` as it is, an 8-bit value in bits 0-7 and 8-15, a 16- or 32-bit
    value's bits zero-extended; kept on the cube core only (its page: it acts on the AIC). The newer headers'
    asc_set_l12l0a_3d_padding (the same register) and asc_set_l12l0b_3d_padding (PADDING_B, the register
    asc_set_l12l0_padding_val sets) pack their value alike: ``extra`` names the register."""
    e = overload.elem(0)
    if e.kind == "float":
        v = int(np.asarray(value, e.np).reshape(1).view(e.bits)[0])
    else:
        v = int(value) & ((1 << (8 * e.size)) - 1)
    if e.size == 1:
        v = (v << 8) | v
    if CTX.core is CoreType.AIC:
        CTX.system().cube[overload.extra[0] if overload.extra else "asc_set_l13d_padding"] = v
