"""The cube core's compute (``cube_compute.h``): ``asc_mmad`` and its mode registers.

Each function reads its operands from L0A/L0B (and L0C or the bias table for the initial value), hands
them to :mod:`ascsim.ops.cube` and writes the result to L0C, on PIPE_M. On a vector core it does
nothing (the vendor compiles cube instructions for the cube core only).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .. import arch
from ..arch import CoreType, Pipe
from ..dtypes import ElemType
from ..errors import AscValueError, MemoryAccessError, UnsupportedError
from ..ops import cube as oc
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from . import _cube_regs as cube_regs

_M = Pipe.PIPE_M
_PACKED = ("int4b_t", "fp4x2_e2m1_t", "fp4x2_e1m2_t")


def elem_bits(e: ElemType) -> int:
    """Bits of one element (4 for the packed 4-bit types, whose pointers step over byte pairs)."""
    return 4 if e.name in _PACKED else 8 * e.size


def on_cube() -> bool:
    return CTX.core is CoreType.AIC


def _barrier() -> None:
    """The wait of a ``_sync`` form: every pipe of the core drains."""
    assert CTX.sync is not None
    CTX.sync.barrier()


def _dims(f: str, m: Any, k: Any, n: Any) -> tuple[int, int, int]:
    out = []
    for name, v in (("left_height", m), ("n_dim", k), ("right_width", n)):
        iv = int(v)
        if not 0 <= iv <= 4095:
            raise AscValueError(f"{f}: {name} = {iv} is out of range; it must be in [0, 4095]")
        out.append(iv)
    return out[0], out[1], out[2]


def read_codes(p: Ptr, count: int, e: ElemType, what: str, pipe: Pipe) -> np.ndarray:
    """``count`` elements at ``p`` as raw codes (one per element; 4-bit pairs unpacked)."""
    bits = elem_bits(e)
    raw = np.array(p.mem.read(p.addr, count * bits // 8, what, pipe, within=p.alloc))
    if bits == 4:
        return oc.unpack_nibbles(raw)
    return raw.view(e.bits if e.size > 1 else np.uint8)


def _operand(f: str, p: Ptr, e: ElemType, rows: int, cols: int, layout: str, gemv: bool) -> np.ndarray:
    """The rows x cols operand (exact float64) an mmad reads from L0A (NZ, or ZZ on dav-2201) or L0B (ZN)."""
    bits = elem_bits(e)
    c0 = oc.c0(bits)
    if gemv:  # GEMV: a one-row left matrix is read as k consecutive elements (ND)
        codes = read_codes(p, cols, e, f"{f} a_matrix", _M)
        return oc.values(codes, e.name).reshape(1, cols)
    if layout in ("nz", "zz"):
        m1, k1 = oc.ceil_div(rows, 16), oc.ceil_div(cols, c0)
        codes = read_codes(p, m1 * k1 * 16 * c0, e, f"{f} a_matrix", _M)
        mat = oc.nz_matrix(codes, m1, k1, c0) if layout == "nz" else oc.zz_matrix(codes, m1, k1, c0)
    else:
        k1, n1 = oc.ceil_div(rows, c0), oc.ceil_div(cols, 16)
        codes = read_codes(p, k1 * n1 * 16 * c0, e, f"{f} b_matrix", _M)
        mat = oc.zn_to_kn(codes, k1, n1, c0)
    return oc.values(np.ascontiguousarray(mat[:rows, :cols]), e.name)


@impls.cube.mmad.register
@impls.cube.mmad_mx.register
def mmad(overload: Overload, c: Ptr, a: Ptr, b: Ptr, m: Any, k: Any, n: Any, *rest: Any) -> None:
    """``asc_mmad``/``_s4``/``_mx`` (and ``_sync``): C (L0C, NZ of 16 x 16) = A (L0A, NZ) x B (L0B, ZN) + the
    initial C: zero (``c_matrix_init_val``), bias-table row 0.. (``c_matrix_source``) or L0C's values."""
    f = overload.name
    kind = overload.extra[0]
    mm, kk, nn = _dims(f, m, k, n)
    if not on_cube() or 0 in (mm, kk, nn):
        return
    init_zero, from_bias = bool(rest[-1]), bool(rest[-2])
    if kind == "offset" and bool(rest[-3]):
        raise UnsupportedError(f"{f}: is_weight_offset (weight matrix offsets) is not simulated yet")
    # The header's k_direction_align forms have the prototypes of the disable_gemv ones (one C function):
    # that flag is disable_gemv on dav-3510; dav-2201 has no GEMV, its flag is k_direction_align (which fractals
    # the cube reads, no value).
    gemv = arch.current().name == arch.DAV_3510 and kind != "offset" and mm == 1 and not bool(rest[-3])
    ce = overload.elem(0)
    av, bv = _operands(overload, a, b, mm, kk, nn, gemv)
    _finish(overload, c, av, bv, mm, nn, _initial(f, c, ce, mm, nn, init_zero, from_bias), init_zero or from_bias)


def _finish(overload: Overload, c: Ptr, av: np.ndarray, bv: np.ndarray, mm: int, nn: int, init: np.ndarray | None,
            fresh: bool) -> None:
    """A x B + the initial value into L0C (then the _sync twin's wait)."""
    ce = overload.elem(0)
    if ce.kind == "float":
        res = oc.mmad_float(av, bv, init)
    else:
        res = oc.mmad_int(av.astype(np.int64), bv.astype(np.int64), None if init is None else init.astype(np.int64))
    _store_result(overload.name, c, ce, mm, nn, res, fresh)
    if overload.extra[-1]:
        _barrier()


def _operands(overload: Overload, a: Ptr, b: Ptr, mm: int, kk: int, nn: int, gemv: bool
              ) -> tuple[np.ndarray, np.ndarray]:
    """A and B as exact float64 matrices: mx scales applied, float operands rounded to hf32 when it is on."""
    f, kind = overload.name, overload.extra[0]
    ae, be = overload.elem(1), overload.elem(2)
    av = _operand(f, a, ae, mm, kk, arch.current().l0a_layout, gemv)
    bv = _operand(f, b, be, kk, nn, "zn", False)
    if kind == "mx":  # each 32 values along k scaled by their e8m0 scale (asc_copy_l12l0a_mx/_l12l0b_mx)
        av = av * _mx_scales(f, "l0a_mx", a.addr // 16, mm, kk).astype(np.float64)
        bv = bv * _mx_scales(f, "l0b_mx", b.addr // 16, nn, kk).T.astype(np.float64)
    if ae.name == "float" and cube_regs.get("hf32"):
        ties_away = cube_regs.get("hf32_trans") == 1
        av = oc.to_hf32(av.astype(np.float32).view(np.uint32), ties_away).view(np.float32).astype(np.float64)
        bv = oc.to_hf32(bv.astype(np.float32).view(np.uint32), ties_away).view(np.float32).astype(np.float64)
    return av, bv


@impls.cube.mmad_bias.register
def mmad_bias(overload: Overload, c: Ptr, a: Ptr, b: Ptr, bias: Any, m: Any, k: Any, n: Any, _unit_flag_mode: Any,
              disable_gemv: Any) -> None:
    """The with-bias forms of ``asc_mmad``/``asc_mmad_mx`` (newer headers): as the forms above with
    ``c_matrix_source`` set and ``c_matrix_init_val`` clear, the initial row read from bias-table byte ``bias``
    (the dav-3510 implementation passes it in the upper half of the C address)."""
    f = overload.name
    mm, kk, nn = _dims(f, m, k, n)
    if not on_cube() or 0 in (mm, kk, nn):
        return
    av, bv = _operands(overload, a, b, mm, kk, nn, mm == 1 and not bool(disable_gemv))
    init = _initial(f, c, overload.elem(0), mm, nn, False, True, int(bias) & 0xFFFFFFFF)
    _finish(overload, c, av, bv, mm, nn, init, True)


def _initial(f: str, c: Ptr, ce: ElemType, mm: int, nn: int, init_zero: bool, from_bias: bool, bias_at: int = 0
             ) -> np.ndarray | None:
    """The initial C of an mmad (exact float64): None for zero, the bias-table row at byte ``bias_at`` broadcast,
    or L0C's values."""
    if init_zero:
        return None
    if from_bias:
        bias = cube_regs.buffer("bt", f)
        row = np.array(bias.read(bias_at, nn * ce.size, f"{f} bias table", _M)).view(ce.np).astype(np.float64)
        return np.broadcast_to(row, (mm, nn)).copy()
    m1, n1 = oc.ceil_div(mm, 16), oc.ceil_div(nn, 16)
    old = np.array(c.mem.read(c.addr, m1 * n1 * 256 * ce.size, f"{f} c_matrix", _M, within=c.alloc)).view(ce.np)
    return oc.nz_matrix(old, m1, n1, 16)[:mm, :nn].astype(np.float64)


def _store_result(f: str, c: Ptr, ce: ElemType, mm: int, nn: int, res: np.ndarray, fresh: bool) -> None:
    """The m x n result into L0C's NZ fractals: rows past m and columns past n keep what L0C held (not computed);
    ``fresh`` (an initial value not from L0C) writes only the computed bytes."""
    m1, n1 = oc.ceil_div(mm, 16), oc.ceil_div(nn, 16)
    if fresh:
        full = np.zeros((m1 * 16, n1 * 16), ce.np)
        full[:mm, :nn] = res
        out = oc.nd_to_nz(full, 16).reshape(-1)
        mask = oc.nz_result_bytes(mm, nn, m1, n1, ce.size)
        c.mem.write(c.addr, out.view(np.uint8), f, _M, lanes=mask, within=c.alloc)
    else:
        nbytes = m1 * n1 * 256 * ce.size
        old = np.array(c.mem.read(c.addr, nbytes, f"{f} c_matrix", _M, within=c.alloc)).view(ce.np)
        whole = oc.nz_matrix(old, m1, n1, 16).copy()
        whole[:mm, :nn] = res
        c.mem.write(c.addr, oc.nd_to_nz(whole, 16).reshape(-1).view(np.uint8), f, _M, within=c.alloc)


def _mx_scales(f: str, space: str, base: int, rows: int, k: int) -> np.ndarray:
    """The scale of each (row, k) of an mx operand: 2 ** (e - 127) of the e8m0 code of its 32-value group, read
    from the operand's scales (a 32-byte unit of 16 rows x 2 groups per 16 rows and 64 k)."""
    buf = cube_regs.buffer(space, f)
    units_k = oc.ceil_div(k, 64)
    r1 = oc.ceil_div(rows, 16)
    raw = np.array(buf.read(base, r1 * units_k * 32, f"{f} mx scales", _M))
    return oc.mx_scale_grid(raw, rows, k)


@impls.cube.mmad_sparse.register
def mmad_sparse(overload: Overload, c: Ptr, a: Ptr, b: Ptr, m: Any, k: Any, n: Any, unit_flag: Any,
                c_matrix_source: Any, c_matrix_init_val: Any) -> None:
    """``asc_mmad_sparse`` (and ``_sync``): int32 C = A (m x k int8, L0A, NZ) x the 4:2-sparse B + the initial C
    (as asc_mmad). L0B holds the densified B (2 ceil(k / 4) x n int8, ZN) and the sparse index buffer, at B's
    address divided by 4, its 2-bit codes in the same order (asc_copy_l12l0b_sparse); each group of four k values
    of A meets its two kept B values at the positions :func:`ascsim.ops.cube.sparse_positions` gives."""
    f = overload.name
    mm, kk, nn = _dims(f, m, k, n)
    if not on_cube() or 0 in (mm, kk, nn):
        return
    for what, p, align in (("c", c, 1024), ("a", a, 512), ("b", b, 512)):
        if p.addr % align:
            raise MemoryAccessError(f"{f}: {what} = {p.space.upper()} 0x{p.addr:x} is not {align}-byte aligned")
    ce, ae, be = overload.elem(0), overload.elem(1), overload.elem(2)
    av = _operand(f, a, ae, mm, kk, arch.current().l0a_layout, False).astype(np.int64)
    kd = 2 * oc.ceil_div(kk, 4)  # rows of the densified B: two per group of four k values
    dense = _operand(f, b, be, kd, nn, "zn", False).astype(np.int64)
    k1, n1 = oc.ceil_div(kd, 32), oc.ceil_div(nn, 16)
    buf = cube_regs.buffer("l0b_sparse", f)
    raw = np.array(buf.read(b.addr // 4, k1 * n1 * 128, f"{f} sparse index", _M))
    index = oc.zn_to_kn(oc.unpack_2bit(raw), k1, n1, 32)[:kd, :nn]
    bad = oc.invalid_sparse_code(index)
    if bad is not None:
        q, j = bad
        raise AscValueError(f"{f}: the sparse index of B row {q} (group {q // 2} of four k values), column {j} is 3; "
                            "an index is 0, 1 or 2 (its place among three values of the group)")
    init_zero, from_bias = bool(c_matrix_init_val), bool(c_matrix_source)
    init = _initial(f, c, ce, mm, nn, init_zero, from_bias)
    res = oc.mmad_int(av, oc.sparse_expand(dense, index, kk), None if init is None else init.astype(np.int64))
    _store_result(f, c, ce, mm, nn, res, init_zero or from_bias)
    if overload.extra[-1]:
        _barrier()


@impls.cube.set_mode.register
def set_mode(overload: Overload, *args: Any) -> None:
    """``asc_enable_hf32``/``asc_set_fp32_mode``/``asc_enable_hf32_trans``/direction and fp8 setters."""
    if not on_cube():
        return
    what, value = overload.extra
    if what == "hf32_round":
        # asc_set_hf32_round_mode: NEAREST_AWAY (0) sets CTRL's HF32 transform bit (ties away from zero, as
        # asc_enable_hf32_trans(1)), NEAREST_EVEN (1) clears it.
        mode = int(args[0])
        if mode not in (0, 1):
            raise AscValueError(f"{overload.name}: hf32_round_mode = {mode} is no asc_hf32_round_mode "
                                "(NEAREST_AWAY = 0, NEAREST_EVEN = 1)")
        cube_regs.store("hf32_trans", 1 - mode)
        return
    cube_regs.store(what, int(args[0]) if value is None else value)


@impls.cube.get_fix_reg.register
def get_fix_reg(overload: Overload) -> int:
    """``asc_get_l0c2gm_relu``/``_unitflag``/``_prequant``: what asc_set_l0c2gm_config set (0 at reset)."""
    return int(cube_regs.get(overload.extra[0]) or 0)


@impls.cube.set_l0c2gm_config.register
def set_l0c2gm_config(overload: Overload, relu_pre: Any, quant_pre: Any, unit_flag: Any) -> None:
    """``asc_set_l0c2gm_config``: the fixpipe buffer addresses (units of 128 bytes) of the vector pre-ReLU
    and pre-quantisation parameters, and the unit flag."""
    if on_cube():
        cube_regs.store("relu_pre", int(relu_pre))
        cube_regs.store("quant_pre", int(quant_pre))
        cube_regs.store("unit_flag", int(bool(unit_flag)))


@impls.cube.set_nz2nd.register
def set_nz2nd(overload: Overload, nd_num: Any, src_stride: Any, dst_stride: Any) -> None:
    """``asc_set_l0c2gm_nz2nd``: nd_num matrices, the source stride (32-byte units) and the destination
    stride (elements) between consecutive ones, for fixpipe copies with nz2nd_en."""
    if on_cube():
        cube_regs.store("nz2nd", (int(nd_num), int(src_stride), int(dst_stride)))
