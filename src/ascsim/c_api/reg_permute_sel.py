"""``reg_vector.h``, the permute and select family: interleave, unpack, pack, select, squeeze.

Each function calls the one definition of its instruction in :mod:`ascsim.ops.permute_sel`.
Out-parameters are written after every source is read, so sources and destinations may be the
same registers.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..ops.permute_sel import (
    deintlv_mask_raw,
    deintlv_raw,
    intlv_mask_raw,
    intlv_raw,
    pack_mask_raw,
    pack_raw,
    select_raw,
    squeeze_bytes,
    squeeze_raw,
    unpack_mask_raw,
    unpack_raw,
    unsqueeze_raw,
)
from ..regs import Register, VectorRegister, vector_bool, vector_type
from ..runtime.context import CTX
from ..spec import Overload, impls
from ._args import distinct
from ._compute import element_flags

_Raw2 = Callable[[np.ndarray, np.ndarray], tuple[np.ndarray, np.ndarray]]


def _pair(func: str, raw: _Raw2, dst0: Register, dst1: Register, src0: Register, src1: Register) -> None:
    """Two sources in, two distinct destinations out, written after both sources are read."""
    # The hot path of every interleave: the common case is tested inline, the helpers that build
    # messages run only when something is off.
    if dst0 is dst1:
        distinct(func, dst0, dst1)
    a, b = src0.raw_cache, src1.raw_cache
    if a is None or not src0.is_written:
        a = src0.read(f"{func} src0")
    if b is None or not src1.is_written:
        b = src1.read(f"{func} src1")
    d0, d1 = raw(a, b)
    dst0.raw_cache, dst0.typed_cache, dst0.is_written = d0, None, True
    dst1.raw_cache, dst1.typed_cache, dst1.is_written = d1, None, True


@impls.reg_permute_sel.intlv.register
def intlv(overload: Overload, dst0: Register, dst1: Register, src0: Register, src1: Register) -> None:
    """``asc_intlv``: the low halves of src0 and src1, element by element alternately, go to dst0;
    the high halves to dst1."""
    _pair("asc_intlv", intlv_raw, dst0, dst1, src0, src1)


@impls.reg_permute_sel.deintlv.register
def deintlv(overload: Overload, dst0: Register, dst1: Register, src0: Register, src1: Register) -> None:
    """``asc_deintlv``: of the stream src0 ++ src1, the even elements go to dst0 and the odd ones to dst1."""
    _pair("asc_deintlv", deintlv_raw, dst0, dst1, src0, src1)


@impls.reg_permute_sel.intlv_mask.register
def intlv_mask(overload: Overload, dst0: Register, dst1: Register, src0: Register, src1: Register) -> None:
    """``asc_intlv_b8/_b16/_b32``: interleave masks in groups of ``overload.extra[0]`` bits."""
    (group,) = overload.extra
    _pair(overload.name, lambda a, b: intlv_mask_raw(a, b, group), dst0, dst1, src0, src1)


@impls.reg_permute_sel.deintlv_mask.register
def deintlv_mask(overload: Overload, dst0: Register, dst1: Register, src0: Register, src1: Register) -> None:
    """``asc_deintlv_b8/_b16/_b32``: deinterleave masks in groups of ``overload.extra[0]`` bits."""
    (group,) = overload.extra
    _pair(overload.name, lambda a, b: deintlv_mask_raw(a, b, group), dst0, dst1, src0, src1)


@impls.reg_permute_sel.unpack.register
def unpack(overload: Overload, dst: VectorRegister, src: VectorRegister) -> None:
    """``asc_unpack_lower/_upper``: widen one half of src (zero extension for unsigned, sign
    extension for signed)."""
    (part,) = overload.extra
    dst.write(unpack_raw(src.typed(f"{overload.name} src"), part).view(dst.raw_dtype))


@impls.reg_permute_sel.unpack_mask.register
def unpack_mask(overload: Overload, dst: vector_bool, src: vector_bool) -> None:
    """``asc_unpack_lower/_upper`` of masks: bit j of the half becomes bits 2j (= bit j) and 2j+1 (= 0)."""
    (part,) = overload.extra
    dst.write(unpack_mask_raw(src.read(f"{overload.name} src"), part))


@impls.reg_permute_sel.pack.register
def pack(overload: Overload, dst: VectorRegister, src: VectorRegister) -> None:
    """``asc_pack_to_low/_high`` (and the deprecated ``asc_pack``/``asc_pack_v2``): keep the low half of
    each element's bits (no saturation), in the low or high half of dst; zeros in the other half."""
    (part,) = overload.extra
    dst.write(pack_raw(src.read(f"{overload.name} src"), part))


@impls.reg_permute_sel.pack_mask.register
def pack_mask(overload: Overload, dst: vector_bool, src: vector_bool) -> None:
    """``asc_pack_to_low/_high`` of masks: bit 2j of src becomes bit j of the low or high half."""
    (part,) = overload.extra
    dst.write(pack_mask_raw(src.read(f"{overload.name} src"), part))


@impls.reg_permute_sel.select.register
def select(overload: Overload, dst: Register, src0: Register, src1: Register, mask: vector_bool) -> None:
    """``asc_select``: ``dst[i] = mask_i ? src0[i] : src1[i]`` with mask_i the governing bit of
    element i (bit i*k); on masks, bit by bit."""
    func = overload.name
    k = dst.elem.size if isinstance(dst, VectorRegister) else 1
    dst.write(select_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"), element_flags(mask, k, f"{func} mask")))


@impls.reg_permute_sel.squeeze.register
def squeeze(overload: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_squeeze`` (``_v2``, ``_with_status``): the elements whose governing mask bit is set, in
    order from lane 0; zeros above. The status form also adds the selected bytes to AR."""
    (status,) = overload.extra
    func = overload.name
    flags = element_flags(mask, src.elem.size, f"{func} mask")
    bits = squeeze_raw(src.read(f"{func} src"), flags)
    if status:
        CTX.regs.sqz_bytes = squeeze_bytes(flags, src.elem.size)
        CTX.regs.ar += CTX.regs.sqz_bytes
    dst.write(bits)


@impls.reg_permute_sel.unsqueeze.register
def unsqueeze(overload: Overload, dst: VectorRegister, mask: vector_bool) -> None:
    """``asc_unsqueeze``: exclusive prefix count of the governing mask bits,
    ``dst[0] = 0, dst[i] = dst[i-1] + mask_{i-1}`` (wrapping in the element type)."""
    flags = element_flags(mask, dst.elem.size, f"{overload.name} mask")
    dst.write(unsqueeze_raw(flags, dst.elem.np).view(dst.raw_dtype))


@impls.reg_permute_sel.clear_ar.register
def clear_ar(overload: Overload) -> None:
    """``asc_clear_ar_spr``: clear the AR special register to 0."""
    CTX.regs.ar = 0


@impls.reg_permute_sel.unsqueeze_value.register
def unsqueeze_value(overload: Overload, mask: vector_bool) -> VectorRegister:
    """``asc_unsqueeze_u8``/``_s8``/``_u16``/``_s16``/``_u32``/``_s32(mask)``: asc_unsqueeze into a new
    register of the type the name gives, returned."""
    assert overload.ret.elem is not None
    out = vector_type(overload.ret.elem)()
    unsqueeze(overload, out, mask)
    return out
