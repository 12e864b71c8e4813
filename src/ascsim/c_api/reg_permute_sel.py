"""``c_api/reg_compute/compute/reg_permute_sel.h``: interleave, unpack and their siblings.

Each function checks its operands as the C overloads would, then calls the one definition of the
instruction in :mod:`ascsim.ops.permute_sel`. Out-parameters are written after every source is
read, so sources and destinations may be the same registers.
"""

from __future__ import annotations

import os
import sys
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np

from ..arch import CoreType, Pipe
from ..errors import AscTypeError, AscValueError, ContextError
from ..ops.permute_sel import (
    deintlv_mask_raw,
    deintlv_raw,
    intlv_mask_raw,
    intlv_raw,
    pack_mask_raw,
    pack_raw,
    select_raw,
    squeeze_raw,
    unalign_append_raw,
    unpack_mask_raw,
    unpack_raw,
    unsqueeze_raw,
)
from ..regs import (
    VECTOR_TYPES,
    Register,
    VectorRegister,
    vector_align,
    vector_bool,
    vector_int8_t,
    vector_int16_t,
    vector_int32_t,
    vector_uint8_t,
    vector_uint16_t,
    vector_uint32_t,
)
from ..runtime.context import CTX, register_op_active
from ..runtime.memory import Ptr
from ._args import deliver, distinct, dst_and_sources, mask_arg, type_name, ub_ptr_arg, wrong_types
from ._compute import element_flags

_INTLV_TYPES = frozenset(VECTOR_TYPES)
_INTLV_VALID = "vector_<T>& dst0, vector_<T>& dst1, vector_<T> src0, vector_<T> src1 with T one of " + ", ".join(
    cls.elem.name for cls in VECTOR_TYPES)


def asc_intlv(dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    """``__simd_callee__ inline void asc_intlv(vector_<dtype>& dst0, vector_<dtype>& dst1,
    vector_<dtype> src0, vector_<dtype> src1)``

    The first halves of src0 and src1, element by element alternately, go to dst0; the second
    halves to dst1.
    """
    t = type(src0)
    if t not in _INTLV_TYPES or type(src1) is not t or type(dst0) is not t or type(dst1) is not t:
        raise wrong_types("asc_intlv", (dst0, dst1, src0, src1), _INTLV_VALID)
    _pair("asc_intlv", intlv_raw, dst0, dst1, src0, src1)


def _pair(func: str, raw: Callable[[np.ndarray, np.ndarray], tuple[np.ndarray, np.ndarray]],
          dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    """Two sources in, two distinct destinations out, written after both sources are read."""
    # This is the hot path of every interleave: the common case is tested inline, the helpers that
    # build messages run only when something is off.
    if dst0 is dst1:
        distinct(func, dst0, dst1)
    if not (CTX.vf_depth and CTX.core is CoreType.AIV) and not register_op_active(func):
        return
    d0, d1 = raw(src0._bits if src0._written else src0.read(f"{func} src0"),
                 src1._bits if src1._written else src1.read(f"{func} src1"))
    dst0._bits, dst0._written = d0, True
    dst1._bits, dst1._written = d1, True


def _mask_pair(func: str, raw: Callable[[np.ndarray, np.ndarray, int], tuple[np.ndarray, np.ndarray]],
               group: int, dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    if not all(type(x) is vector_bool for x in (dst0, dst1, src0, src1)):
        raise wrong_types(func, (dst0, dst1, src0, src1),
                          "vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1")
    _pair(func, lambda a, b: raw(a, b, group), dst0, dst1, src0, src1)


def asc_intlv_b8(dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    """``__simd_callee__ inline void asc_intlv_b8(vector_bool& dst0, vector_bool& dst1,
    vector_bool src0, vector_bool src1)``: interleave masks bit by bit."""
    _mask_pair("asc_intlv_b8", intlv_mask_raw, 1, dst0, dst1, src0, src1)


def asc_intlv_b16(dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    """``__simd_callee__ inline void asc_intlv_b16(vector_bool& dst0, vector_bool& dst1,
    vector_bool src0, vector_bool src1)``: interleave masks in groups of 2 bits."""
    _mask_pair("asc_intlv_b16", intlv_mask_raw, 2, dst0, dst1, src0, src1)


def asc_intlv_b32(dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    """``__simd_callee__ inline void asc_intlv_b32(vector_bool& dst0, vector_bool& dst1,
    vector_bool src0, vector_bool src1)``: interleave masks in groups of 4 bits."""
    _mask_pair("asc_intlv_b32", intlv_mask_raw, 4, dst0, dst1, src0, src1)


#: Source register type -> destination register type of asc_unpack_lower/upper.
_UNPACK_DST: dict[type[Register], type[Register]] = {
    vector_uint8_t: vector_uint16_t,
    vector_int8_t: vector_int16_t,
    vector_uint16_t: vector_uint32_t,
    vector_int16_t: vector_int32_t,
    vector_bool: vector_bool,
}
_UNPACK_VALID = ", ".join(f"{s.__name__} -> {d.__name__}" for s, d in _UNPACK_DST.items())


def _dst_and_src(func: str, args: tuple[Any, ...], table: dict[type[Register], type[Register]],
                 valid: str) -> tuple[Any, Any, type[Register]]:
    """Resolve ``f(src)`` / ``f(dst, src)`` against a source -> destination type table."""
    dst, (src,) = dst_and_sources(func, args, "src")
    dst_type = table.get(type(src))
    if dst_type is None or (dst is not None and type(dst) is not dst_type):
        raise wrong_types(func, args, f"(dst, src) or (src) with src -> dst one of {valid}")
    return dst, src, dst_type


#: (source, destination) register types of the vector unpacks -> (source typed dtype, destination raw dtype).
_UNPACK_VIEWS = {(s, d): (s.elem.np, d._raw_dtype) for s, d in _UNPACK_DST.items()
                 if issubclass(s, VectorRegister)}


def _unpack(func: str, part: str, args: tuple[Any, ...]) -> Any:
    if len(args) == 2:
        # The hot path: out-parameter form, a vector pair, on a vector core in a VF, source written.
        dst, src = args
        views = _UNPACK_VIEWS.get((type(src), type(dst)))
        if views is not None and src._written and CTX.vf_depth and CTX.core is CoreType.AIV:
            dst._bits, dst._written = unpack_raw(src._bits.view(views[0]), part).view(views[1]), True
            return None
    dst, src, dst_type = _dst_and_src(func, args, _UNPACK_DST, _UNPACK_VALID)
    if dst_type is vector_bool:
        return deliver(func, dst, dst_type, lambda: unpack_mask_raw(src.read(f"{func} src"), part))
    return deliver(func, dst, dst_type, lambda: unpack_raw(src.read(f"{func} src").view(src.elem.np), part)
                   .view(dst_type._raw_dtype))


def asc_unpack_lower(*args: Any) -> Any:
    """``__simd_callee__ inline vector_<dtype_dst> asc_unpack_lower(vector_<dtype_src> src)`` and
    ``__simd_callee__ inline void asc_unpack_lower(vector_<dtype_dst>& dst, vector_<dtype_src> src)``
    (also for ``vector_bool``).

    Widens the low half of src: zero extension for unsigned, sign extension for signed types; a
    mask bit j becomes bits 2j (= bit j) and 2j+1 (= 0).
    """
    return _unpack("asc_unpack_lower", "lower", args)


def asc_unpack_upper(*args: Any) -> Any:
    """``__simd_callee__ inline vector_<dtype_dst> asc_unpack_upper(vector_<dtype_src> src)`` and
    ``__simd_callee__ inline void asc_unpack_upper(vector_<dtype_dst>& dst, vector_<dtype_src> src)``
    (also for ``vector_bool``).

    Widens the high half of src like :func:`asc_unpack_lower` does the low half.
    """
    return _unpack("asc_unpack_upper", "upper", args)


# ---------------------------------------------------------------------------------------------
# deinterleave


def asc_deintlv(dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    """``__simd_callee__ inline void asc_deintlv(vector_<dtype>& dst0, vector_<dtype>& dst1,
    vector_<dtype> src0, vector_<dtype> src1)``

    The inverse of :func:`asc_intlv`: of the stream src0 ++ src1, the even elements go to dst0
    and the odd ones to dst1.
    """
    t = type(src0)
    if t not in _INTLV_TYPES or type(src1) is not t or type(dst0) is not t or type(dst1) is not t:
        raise wrong_types("asc_deintlv", (dst0, dst1, src0, src1), _INTLV_VALID)
    _pair("asc_deintlv", deintlv_raw, dst0, dst1, src0, src1)


def asc_deintlv_b8(dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    """``__simd_callee__ inline void asc_deintlv_b8(vector_bool& dst0, vector_bool& dst1,
    vector_bool src0, vector_bool src1)``: deinterleave masks bit by bit."""
    _mask_pair("asc_deintlv_b8", deintlv_mask_raw, 1, dst0, dst1, src0, src1)


def asc_deintlv_b16(dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    """``__simd_callee__ inline void asc_deintlv_b16(vector_bool& dst0, vector_bool& dst1,
    vector_bool src0, vector_bool src1)``: deinterleave masks in groups of 2 bits."""
    _mask_pair("asc_deintlv_b16", deintlv_mask_raw, 2, dst0, dst1, src0, src1)


def asc_deintlv_b32(dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    """``__simd_callee__ inline void asc_deintlv_b32(vector_bool& dst0, vector_bool& dst1,
    vector_bool src0, vector_bool src1)``: deinterleave masks in groups of 4 bits."""
    _mask_pair("asc_deintlv_b32", deintlv_mask_raw, 4, dst0, dst1, src0, src1)


# ---------------------------------------------------------------------------------------------
# pack: narrow into half a register

#: Source register type -> destination register type of asc_pack_to_low/high (always unsigned).
_PACK_DST: dict[type[Register], type[Register]] = {
    vector_uint16_t: vector_uint8_t,
    vector_int16_t: vector_uint8_t,
    vector_uint32_t: vector_uint16_t,
    vector_int32_t: vector_uint16_t,
    vector_bool: vector_bool,
}
_PACK_VALID = ", ".join(f"{s.__name__} -> {d.__name__}" for s, d in _PACK_DST.items())


def _pack(func: str, part: str, args: tuple[Any, ...]) -> Any:
    dst, src, dst_type = _dst_and_src(func, args, _PACK_DST, _PACK_VALID)
    narrow = pack_mask_raw if dst_type is vector_bool else pack_raw
    return deliver(func, dst, dst_type, lambda: narrow(src.read(f"{func} src"), part))


def asc_pack_to_low(*args: Any) -> Any:
    """``__simd_callee__ inline void asc_pack_to_low(vector_<dtype_dst>& dst, vector_<dtype_src> src)``
    and ``__simd_callee__ inline vector_<dtype_dst> asc_pack_to_low(vector_<dtype_src> src)``, src/dst
    uint16_t/int16_t -> uint8_t, uint32_t/int32_t -> uint16_t, and ``vector_bool`` -> ``vector_bool``.

    Keeps the low half of each element's bits (no saturation) in the low half of dst, zeros in the
    high half; on masks, bit 2j of src becomes bit j (j < 128) and bits 128..255 are 0.
    """
    return _pack("asc_pack_to_low", "low", args)


def asc_pack_to_high(*args: Any) -> Any:
    """``__simd_callee__ inline void asc_pack_to_high(vector_<dtype_dst>& dst, vector_<dtype_src> src)``
    and ``__simd_callee__ inline vector_<dtype_dst> asc_pack_to_high(vector_<dtype_src> src)``.

    Like :func:`asc_pack_to_low`, but the results fill the high half of dst (mask bits 128..255)
    and the low half is zero.
    """
    return _pack("asc_pack_to_high", "high", args)


# ---------------------------------------------------------------------------------------------
# select, squeeze, unsqueeze


_SELECT_TYPES = frozenset(VECTOR_TYPES) | {vector_bool}


def asc_select(*args: Any) -> Any:
    """``__simd_callee__ inline void asc_select(vector_<dtype>& dst, vector_<dtype> src0,
    vector_<dtype> src1, vector_bool mask)``, ``__simd_callee__ inline vector_<dtype>
    asc_select(vector_<dtype> src0, vector_<dtype> src1, vector_bool mask)``, and the same with
    ``vector_bool`` in place of ``vector_<dtype>``.

    ``dst[i] = mask_i ? src0[i] : src1[i]`` with mask_i the governing bit of element i (bit i*k);
    on masks, bit by bit.
    """
    func = "asc_select"
    dst, (src0, src1, mask) = dst_and_sources(func, args, "src0, src1, mask")
    t = type(src0)
    if t not in _SELECT_TYPES or type(src1) is not t or (dst is not None and type(dst) is not t) \
            or type(mask) is not vector_bool:
        raise wrong_types(func, args, "(vector_<T>& dst, vector_<T> src0, vector_<T> src1, vector_bool mask), "
                          "the return form without dst, or the same with vector_bool for vector_<T>")
    k = 1 if t is vector_bool else t.elem.size
    return deliver(func, dst, t, lambda: select_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"),
                                                    element_flags(mask, k, f"{func} mask")))


def _squeeze_args(func: str, args: tuple[Any, ...]) -> tuple[Any, VectorRegister, vector_bool]:
    dst, (src, mask) = dst_and_sources(func, args, "src, mask")
    t = type(src)
    if t not in _INTLV_TYPES or (dst is not None and type(dst) is not t) or type(mask) is not vector_bool:
        raise wrong_types(func, args, "(vector_<T>& dst, vector_<T> src, vector_bool mask) or "
                          "(vector_<T> src, vector_bool mask) with T one of "
                          + ", ".join(cls.elem.name for cls in VECTOR_TYPES))
    return dst, src, mask


def _squeeze(func: str, args: tuple[Any, ...], count_in_ar: bool = False) -> Any:
    dst, src, mask = _squeeze_args(func, args)

    def squeezed() -> np.ndarray:
        flags = element_flags(mask, src.elem.size, f"{func} mask")
        bits = squeeze_raw(src.read(f"{func} src"), flags)
        if count_in_ar:
            CTX.ar += int(np.count_nonzero(flags)) * src.elem.size
        return bits

    return deliver(func, dst, type(src), squeezed)


def asc_squeeze(*args: Any) -> Any:
    """``__simd_callee__ inline void asc_squeeze(vector_<dtype>& dst, vector_<dtype> src, vector_bool mask)``
    and ``__simd_callee__ inline vector_<dtype> asc_squeeze(vector_<dtype> src, vector_bool mask)``.

    The elements whose governing mask bit is set, in order, from lane 0 up; zeros above.
    """
    return _squeeze("asc_squeeze", args)


#: Destination register types of asc_unsqueeze, with the suffix of their return form.
_UNSQUEEZE_TYPES: dict[type[Register], str] = {
    vector_uint8_t: "u8", vector_int8_t: "s8", vector_uint16_t: "u16",
    vector_int16_t: "s16", vector_uint32_t: "u32", vector_int32_t: "s32",
}


def _unsqueeze_into(func: str, out: VectorRegister, mask: vector_bool) -> None:
    if register_op_active(func):
        flags = element_flags(mask, out.elem.size, f"{func} mask")
        out.write(unsqueeze_raw(flags, out.elem.np).view(out._raw_dtype))


def asc_unsqueeze(dst: Any, mask: Any) -> None:
    """``__simd_callee__ inline void asc_unsqueeze(vector_<dtype>& dst, vector_bool mask)``, dtype
    uint8_t, int8_t, uint16_t, int16_t, uint32_t or int32_t.

    Exclusive prefix count of the governing mask bits: ``dst[0] = 0, dst[i] = dst[i-1] + mask_{i-1}``.
    """
    if type(dst) not in _UNSQUEEZE_TYPES or type(mask) is not vector_bool:
        raise wrong_types("asc_unsqueeze", (dst, mask), "(vector_<T>& dst, vector_bool mask) with T one of "
                          "uint8_t, int8_t, uint16_t, int16_t, uint32_t, int32_t; the return forms are "
                          "asc_unsqueeze_u8/_s8/_u16/_s16/_u32/_s32(mask)")
    _unsqueeze_into("asc_unsqueeze", dst, mask)


def _unsqueeze_return(cls: type[VectorRegister], mask: Any) -> Any:
    func = f"asc_unsqueeze_{_UNSQUEEZE_TYPES[cls]}"
    mask_arg(func, "mask", mask)
    out = cls()
    _unsqueeze_into(func, out, mask)
    return out


def asc_unsqueeze_u8(mask: Any) -> Any:
    """``__simd_callee__ inline vector_uint8_t asc_unsqueeze_u8(vector_bool mask)``: see :func:`asc_unsqueeze`."""
    return _unsqueeze_return(vector_uint8_t, mask)


def asc_unsqueeze_s8(mask: Any) -> Any:
    """``__simd_callee__ inline vector_int8_t asc_unsqueeze_s8(vector_bool mask)``: counts above 127 wrap."""
    return _unsqueeze_return(vector_int8_t, mask)


def asc_unsqueeze_u16(mask: Any) -> Any:
    """``__simd_callee__ inline vector_uint16_t asc_unsqueeze_u16(vector_bool mask)``."""
    return _unsqueeze_return(vector_uint16_t, mask)


def asc_unsqueeze_s16(mask: Any) -> Any:
    """``__simd_callee__ inline vector_int16_t asc_unsqueeze_s16(vector_bool mask)``."""
    return _unsqueeze_return(vector_int16_t, mask)


def asc_unsqueeze_u32(mask: Any) -> Any:
    """``__simd_callee__ inline vector_uint32_t asc_unsqueeze_u32(vector_bool mask)``."""
    return _unsqueeze_return(vector_uint32_t, mask)


def asc_unsqueeze_s32(mask: Any) -> Any:
    """``__simd_callee__ inline vector_int32_t asc_unsqueeze_s32(vector_bool mask)``."""
    return _unsqueeze_return(vector_int32_t, mask)


# ---------------------------------------------------------------------------------------------
# squeeze and store unaligned: a stream of selected elements appended to UB
#
# State: the AR special register (``CTX.ar``, bytes appended since it was cleared) and the
# ``vector_align`` register the caller passes, which holds the tail of the stream that does not
# fill a 32-byte UB block yet.


def asc_squeeze_and_storeunalign_init() -> None:
    """``__simd_callee__ inline void asc_squeeze_and_storeunalign_init()``: clear AR to 0 (start a stream).

    Allowed in a VF or in the kernel body (it only sets a control register).
    """
    _clear_ar("asc_squeeze_and_storeunalign_init")


def _clear_ar(func: str) -> None:
    if CTX.core is None:
        raise ContextError(f"{func} runs on an AI Core: call it inside a kernel launch")
    if CTX.core is CoreType.AIC:
        return
    CTX.ar = 0


def _align_arg(func: str, ureg: Any) -> vector_align:
    if type(ureg) is not vector_align:
        raise AscTypeError(f"{func}: ureg must be a vector_align register (the unaligned store register); "
                           f"got {type_name(ureg)}")
    return ureg


def _stream_pos(func: str, dst_addr: Ptr, ureg: vector_align) -> int:
    """The UB address the stream continues at, checked against the bytes waiting in ``ureg``."""
    here = dst_addr.addr + CTX.ar
    if ureg.pending.size and (ureg.mem is not dst_addr.mem or ureg.end != here):
        raise AscValueError(
            f"{func}: ureg holds {ureg.pending.size} bytes that belong before UB 0x{ureg.end:x}, but this call "
            f"continues the stream at dst_addr + AR = 0x{here:x}; pass the same dst_addr and ureg throughout "
            "one stream (init, squeeze_and_storeunalign..., finalize)")
    return here


def asc_squeeze_and_storeunalign(dst_addr: Any, dst: Any, ureg: Any, src: Any, mask: Any) -> None:
    """``__simd_callee__ inline void asc_squeeze_and_storeunalign(__ubuf__ <dtype>* dst_addr,
    vector_<dtype>& dst, vector_align& ureg, vector_<dtype> src, vector_bool mask)``

    Squeezes src by mask into dst (as :func:`asc_squeeze`) and appends the selected elements to
    the stream at ``dst_addr + AR``; AR grows by their size in bytes. Every 32-byte UB block the
    stream has filled is written now; the bytes past the last block boundary wait in ureg until
    the next call or :func:`asc_squeeze_and_storeunalign_finalize`. dst_addr needs only element
    alignment.
    """
    func = "asc_squeeze_and_storeunalign"
    t = type(src)
    if t not in _INTLV_TYPES or type(dst) is not t or type(mask) is not vector_bool:
        raise wrong_types(func, (dst_addr, dst, ureg, src, mask),
                          "(__ubuf__ T* dst_addr, vector_<T>& dst, vector_align& ureg, vector_<T> src, "
                          "vector_bool mask)")
    _align_arg(func, ureg)
    p = ub_ptr_arg(func, "dst_addr", dst_addr, t.elem.size, t.elem)
    if not register_op_active(func):
        return
    k = t.elem.size
    flags = element_flags(mask, k, f"{func} mask")
    squeezed = squeeze_raw(src.read(f"{func} src"), flags)
    count = int(np.count_nonzero(flags))
    here = _stream_pos(func, p, ureg)
    start, data, left = unalign_append_raw(here - ureg.pending.size, ureg.pending,
                                           squeezed[:count].view(np.uint8))
    if data.size:
        p.mem.write(start, data, func, Pipe.PIPE_V, within=p.alloc)
    ureg.pending, ureg.addr, ureg.mem = left.copy(), start + data.size, p.mem
    CTX.ar += count * k
    dst.write(squeezed)


def asc_squeeze_and_storeunalign_finalize(dst_addr: Any, ureg: Any) -> None:
    """``__simd_callee__ inline void asc_squeeze_and_storeunalign_finalize(__ubuf__ <dtype>* dst_addr,
    vector_align& ureg)``: write the bytes still waiting in ureg (the stream's tail) and empty it.

    AR keeps its value (only init and ``asc_init`` clear it).
    """
    func = "asc_squeeze_and_storeunalign_finalize"
    _align_arg(func, ureg)
    if not isinstance(dst_addr, Ptr):
        raise wrong_types(func, (dst_addr, ureg), "(__ubuf__ T* dst_addr, vector_align& ureg)")
    p = ub_ptr_arg(func, "dst_addr", dst_addr, dst_addr.elem.size)
    if not register_op_active(func):
        return
    if not ureg.pending.size:
        return
    _stream_pos(func, p, ureg)
    p.mem.write(ureg.addr, ureg.pending, func, Pipe.PIPE_V, within=p.alloc)
    ureg.pending, ureg.addr = np.zeros(0, np.uint8), ureg.end


# ---------------------------------------------------------------------------------------------
# deprecated names: they work, and each warns once per process

_WARNED: set[str] = set()
_PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _deprecated(name: str, instead: str) -> None:
    if name in _WARNED:
        return
    _WARNED.add(name)
    # Attribute the warning to the user's line: skip every frame inside ascsim (wrappers included).
    level, frame = 1, sys._getframe(0)  # stacklevel 1 is this function
    while frame.f_back is not None and os.path.abspath(frame.f_code.co_filename).startswith(_PACKAGE_DIR + os.sep):
        frame, level = frame.f_back, level + 1
    warnings.warn(f"{name} is deprecated; use {instead}", DeprecationWarning, stacklevel=level)


def asc_pack(*args: Any) -> Any:
    """Deprecated name of :func:`asc_pack_to_low` (same forms and types)."""
    _deprecated("asc_pack", "asc_pack_to_low")
    return _pack("asc_pack", "low", args)


def asc_pack_v2(*args: Any) -> Any:
    """Deprecated name of :func:`asc_pack_to_high` (same forms and types)."""
    _deprecated("asc_pack_v2", "asc_pack_to_high")
    return _pack("asc_pack_v2", "high", args)


def asc_squeeze_v2(*args: Any) -> Any:
    """Deprecated name of :func:`asc_squeeze` (same forms and types)."""
    _deprecated("asc_squeeze_v2", "asc_squeeze")
    return _squeeze("asc_squeeze_v2", args)


def asc_squeeze_with_status(*args: Any) -> Any:
    """Deprecated: :func:`asc_squeeze` that also adds the selected bytes to AR (the status that an
    unaligned store stream reads); use asc_squeeze_and_storeunalign."""
    _deprecated("asc_squeeze_with_status", "asc_squeeze_and_storeunalign")
    return _squeeze("asc_squeeze_with_status", args, count_in_ar=True)


def asc_clear_ar_spr() -> None:
    """Deprecated name of :func:`asc_squeeze_and_storeunalign_init`: clear the AR special register."""
    _deprecated("asc_clear_ar_spr", "asc_squeeze_and_storeunalign_init")
    _clear_ar("asc_clear_ar_spr")
