"""UB conversions and dequantisation of ``vector_compute.h``: ``asc_<src>2<dst>[_<mode>]``,
``asc_deq_int322half``, ``asc_deq_int162b8_h/_l``, ``asc_vdeq_int162b8_h/_l``,
``asc_mul_cast_half2int8/uint8`` (count and repeat forms, ``_sync`` variants) and ``asc_set_deq_scale``.

Addressing (:mod:`ascsim.ops.vector_addressing`): a repeat processes 256 bytes of the wider of the
two types, ``E = 256 / max(sizeof)`` elements, and the vector mask selects among those E; the
narrower operand's repeat is its first ``E`` elements (whole 32-byte blocks). An ``int4b_t`` operand
holds two elements per byte (the even one in the low nibble); its elements are read and written in
byte pairs. Values: :mod:`ascsim.ops.ub_convert` over :func:`ascsim.ops.convert.convert_values`.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import Pipe
from ..dtypes import ElemType
from ..errors import AscValueError
from ..ops import ub_convert as uc
from ..ops import vector_addressing as va
from ..ops.arith import mul_raw
from ..ops.convert import nibble_bytes, nibbles
from ..runtime import ub_vector
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..runtime.ub_vector import Access
from ..spec import Overload, impls
from ._args import ub_ptr_arg
from ._compute import scalar_bits
from .vector_compute import _c_args, _count_form, _finish, _mask_state, _operands, _vector_core

_INT4 = "int4b_t"
#: Bytes of the 16 parameter sets the vector dequantisation reads (DEQSCALE bits 0..13: address / 32).
_VDEQ_SETS = 16
_VDEQ_ADDR_MASK = (1 << 14) - 1


def _size(e: ElemType) -> float:
    """Bytes of one element (0.5 for the 4-bit integer)."""
    return 0.5 if e.name == _INT4 else e.size


def _plan(overload: Overload, rest: tuple[Any, ...], wide: int,
          sizes: tuple[float, ...]) -> tuple[np.ndarray, list[va.Stride]]:
    """Active elements ``(R, E)`` and the operands' strides (dst first) of a count or repeat form.

    A count form packs each operand's repeats back to back: block stride 1, repeat stride
    ``8 * size / wide`` blocks for an operand of ``size``-byte elements (``sizes``, dst first), as
    the vendor code passes them."""
    first = len(sizes)
    if len(rest) == 1:
        (count,) = _c_args(overload, first, rest)
        return (va.active_elements(wide, 1, _count_form(count)),
                [va.Stride(1, int(va.BLOCKS_PER_REPEAT * size) // wide) for size in sizes])
    repeat, *strides = _c_args(overload, first, rest)
    n = len(strides) // 2
    act = va.active_elements(wide, repeat, _mask_state())
    return act, [va.Stride(strides[k], strides[k + n]) for k in range(n)]


def _operand(func: str, name: str, ptr: Ptr, e: ElemType, act: np.ndarray, stride: va.Stride) -> Access:
    """The access of one operand: elements (or, for int4, byte pairs of elements) of each repeat."""
    per = act.shape[1]
    if e.name == _INT4:
        if per % 2 or (act[:, 0::2] != act[:, 1::2]).any():
            raise AscValueError(f"{func}: an int4b_t operand is processed in byte pairs of elements: the count must "
                                "be even and the vector mask must select both elements of each pair or neither")
        offs = va.operand_offsets(1, per // 2, act.shape[0], stride)
        return Access(name, ptr, offs, act[:, 0::2].copy(), np.dtype(np.uint8))
    offs = va.operand_offsets(e.size, per, act.shape[0], stride)
    return Access(name, ptr, offs, act, np.dtype(e.bits))


@impls.vector_compute_convert.convert.register
def convert(overload: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """``asc_<src>2<dst>[_<mode>]`` and ``_sync`` (UB forms): each active element converted."""
    func = overload.name
    if not _vector_core():
        return
    p = _operands(func, dst=dst, src=src)
    de, se = overload.elem(0), overload.elem(1)
    mode = overload.extra[1]
    wide = int(max(_size(de), _size(se)))
    act, (ds, ss) = _plan(overload, rest, wide, (_size(de), _size(se)))
    r_src = _operand(func, "src", p["src"], se, act, ss)
    w_dst = _operand(func, "dst", p["dst"], de, act, ds)

    def compute(s: list[np.ndarray], rows: slice) -> list[np.ndarray]:
        vals = nibbles(s[0]) if se.name == _INT4 else s[0]
        out = uc.ub_convert(vals, se.name, de.name, mode)
        if de.name == _INT4:
            out = nibble_bytes(out)
        return [out]

    ub_vector.run(func, [r_src], [w_dst], compute)
    _finish(overload)


@impls.vector_compute_convert.deq_half.register
def deq_half(overload: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """``asc_deq_int322half``: ``dst[i] = half(src[i] * scale)``, scale the half in DEQSCALE bits 0..15."""
    func = overload.name
    if not _vector_core():
        return
    p = _operands(func, dst=dst, src=src)
    act, (ds, ss) = _plan(overload, rest, 4, (2, 4))
    scale = CTX.regs.deq_scale & 0xFFFF
    ub_vector.run(func, [_operand(func, "src", p["src"], overload.elem(1), act, ss)],
                  [_operand(func, "dst", p["dst"], overload.elem(0), act, ds)],
                  lambda s, rows: [uc.deq_half(s[0], scale)])
    _finish(overload)


def _vdeq_configs(func: str) -> np.ndarray:
    """The 16 DEQSCALE values of the vector dequantisation, read from UB at (DEQSCALE bits 0..13) * 32."""
    ub = CTX.require_ub(func)
    addr = (CTX.regs.deq_scale & _VDEQ_ADDR_MASK) * va.BLOCK_BYTES
    raw = ub.read(addr, 8 * _VDEQ_SETS, f"{func} parameter sets (DEQSCALE address)", Pipe.PIPE_V)
    return np.ascontiguousarray(raw).view(np.uint64).copy()


@impls.vector_compute_convert.deq_b8.register
def deq_b8(overload: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """``asc_[v]deq_int162b8_h/_l``: the 16 int16 elements of each source block, dequantised to 8
    bits, land in the upper (``_h``) or lower (``_l``) 16 bytes of the same block of dst."""
    func = overload.name
    if not _vector_core():
        return
    vec, part = overload.extra[1], overload.extra[2]
    p = _operands(func, dst=dst, src=src)
    act, (ds, ss) = _plan(overload, rest, 2, (2, 2))  # dst: 16 of each 32 bytes
    r_src = _operand(func, "src", p["src"], overload.elem(1), act, ss)
    offs = va.half_block_offsets(act.shape[0], ds, part == "h")
    w_dst = Access("dst", p["dst"], offs, act, np.dtype(np.uint8))
    if vec:
        cfg = uc.vdeq_element_configs(_vdeq_configs(func), act.shape[1])
    else:
        cfg = np.full(act.shape[1], CTX.regs.deq_scale, np.uint64)
    ub_vector.run(func, [r_src], [w_dst], lambda s, rows: [uc.deq_b8(s[0], cfg)])
    _finish(overload)


@impls.vector_compute_convert.vdeq_b8.register
def vdeq_b8(overload: Overload, dst: Ptr, src: Ptr, *rest: Any) -> None:
    """``asc_vdeq_int162b8_h/_l``: :func:`deq_b8` with the 16 parameter sets of the table that the table
    form of ``asc_set_deq_scale`` stored (element j of each block uses set j)."""
    deq_b8(overload, dst, src, *rest)


@impls.vector_compute_convert.mul_cast.register
def mul_cast(overload: Overload, dst: Ptr, src0: Ptr, src1: Ptr, *rest: Any) -> None:
    """``asc_mul_cast_half2int8/uint8``: the half product ``src0[i] * src1[i]`` converted to 8 bits,
    rounding to nearest even, saturating (NaN gives 0)."""
    func = overload.name
    if not _vector_core():
        return
    p = _operands(func, dst=dst, src0=src0, src1=src1)
    de, he = overload.elem(0), overload.elem(1)
    act, (ds, s0, s1) = _plan(overload, rest, 2, (1, 2, 2))
    reads = [_operand(func, "src0", p["src0"], he, act, s0), _operand(func, "src1", p["src1"], he, act, s1)]

    def compute(s: list[np.ndarray], rows: slice) -> list[np.ndarray]:
        prod = mul_raw(s[0], s[1], act[rows], he.np)
        return [uc.ub_convert(prod, he.name, de.name, "rn")]

    ub_vector.run(func, reads, [_operand(func, "dst", p["dst"], de, act, ds)], compute)
    _finish(overload)


@impls.vector_compute_convert.set_deq_scale_table.register
def set_deq_scale_table(overload: Overload, tmp: Ptr, scale_arr: Any, offset_arr: Any, sign_mode_arr: Any) -> None:
    """``asc_set_deq_scale(tmp, scale_arr, offset_arr, sign_mode_arr)``: the 16 parameter sets of the
    vector dequantisation, each a DEQSCALE value (see :func:`ascsim.ops.ub_convert.deq_config`), stored
    by the scalar unit at tmp (16 uint64); DEQSCALE then holds tmp's address / 32."""
    if not _vector_core():
        return
    func = overload.name
    t = ub_ptr_arg(func, "tmp", tmp, va.BLOCK_BYTES)
    for name, arr in (("scale_arr", scale_arr), ("offset_arr", offset_arr), ("sign_mode_arr", sign_mode_arr)):
        if len(arr) < _VDEQ_SETS:
            raise AscValueError(f"{func}: {name} holds {len(arr)} elements; the table takes {_VDEQ_SETS} "
                                "(ASC_VDEQ_SIZE)")
    if (t.addr >> 5) > _VDEQ_ADDR_MASK:
        raise AscValueError(f"{func}: tmp = UB 0x{t.addr:x} is beyond the 14-bit block address DEQSCALE holds")
    cfg = [uc.deq_config(int(np.float32(scale_arr[j]).view(np.uint32)), int(overload.elem(2)(offset_arr[j])),
                         bool(sign_mode_arr[j])) for j in range(_VDEQ_SETS)]
    t.mem.write(t.addr, np.array(cfg, np.uint64), f"{func} tmp (the parameter table)", Pipe.PIPE_S, within=t.alloc)
    CTX.regs.deq_scale = t.addr // va.BLOCK_BYTES


@impls.vector_compute_convert.set_deq_scale.register
def set_deq_scale(overload: Overload, *args: Any) -> None:
    """``asc_set_deq_scale(half scale)`` or ``asc_set_deq_scale(float scale, int16_t offset, bool sign_mode)``:
    the DEQSCALE register (see :func:`ascsim.ops.ub_convert.deq_config`)."""
    if not _vector_core():
        return
    func = overload.name
    if len(args) == 1:
        CTX.regs.deq_scale = int(scalar_bits(func, overload.elem(0), args[0]))
        return
    scale = int(scalar_bits(func, overload.elem(0), args[0]))
    (offset,) = _c_args(overload, 1, args[1:2])
    CTX.regs.deq_scale = uc.deq_config(scale, offset, bool(args[2]))
