"""Aligned register loads and stores between UB and registers: ``asc_loadalign``, ``asc_storealign``."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import MASK_BYTES, UB_ALIGN, VL_BYTES, Pipe
from ..dtypes import ElemType, int8_t, int16_t, uint8_t, uint16_t, uint32_t
from ..errors import AscTypeError
from ..ops.permute_sel import deintlv_raw, intlv_raw, pack_raw, unpack_raw
from ..regs import (
    VECTOR_TYPES,
    VectorRegister,
    vector_bool,
    vector_int16_t,
    vector_int32_t,
    vector_type,
    vector_uint16_t,
    vector_uint32_t,
)
from ..runtime.context import register_op_active
from ..runtime.memory import Ptr
from ._args import deliver, distinct, dst_and_sources, mask_arg, type_name, ub_ptr_arg, vector_arg, wrong_types

_V = Pipe.PIPE_V


def asc_loadalign(*args: Any) -> Any:
    """``__simd_callee__ inline void asc_loadalign(vector_<dtype>& dst, __ubuf__ <dtype>* src)``,
    ``__simd_callee__ inline vector_<dtype> asc_loadalign(__ubuf__ <dtype>* src)`` and
    ``__simd_callee__ inline void asc_loadalign(vector_bool& dst, __ubuf__ uint32_t* src)``.

    Reads one register (256 bytes; 32 bytes for a mask) from a 32-byte aligned UB address.
    """
    if len(args) == 1:
        src = ub_ptr_arg("asc_loadalign", "src", args[0], UB_ALIGN)
        out = vector_type(src.elem)()
        if register_op_active("asc_loadalign"):
            _load_into(out, src)
        return out
    if len(args) != 2:
        raise wrong_types("asc_loadalign", args, "(vector_<T>& dst, __ubuf__ T* src), (__ubuf__ T* src) "
                          "or (vector_bool& dst, __ubuf__ uint32_t* src)")
    dst, src = args
    if type(dst) is vector_bool:
        p = ub_ptr_arg("asc_loadalign", "src", src, UB_ALIGN)
        if p.elem not in (uint32_t, uint8_t):
            raise wrong_types("asc_loadalign", args, "(vector_bool& dst, __ubuf__ uint32_t* src)")
        if register_op_active("asc_loadalign"):
            raw = p.mem.read(p.addr, MASK_BYTES, "asc_loadalign (mask)", _V, within=p.alloc)
            dst.write(np.unpackbits(raw, bitorder="little").astype(np.bool_))
        return None
    reg = vector_arg("asc_loadalign", "dst", dst)
    p = ub_ptr_arg("asc_loadalign", "src", src, UB_ALIGN, reg.elem)
    if register_op_active("asc_loadalign"):
        _load_into(reg, p)
    return None


def _load_into(dst: VectorRegister, src: Ptr, func: str = "asc_loadalign") -> None:
    """One aligned register load (the caller has checked that register instructions take effect)."""
    raw = src.mem.read(src.addr, VL_BYTES, func, _V, within=src.alloc)
    dst.write(raw.view(dst._raw_dtype).copy())


def _store_from(src: VectorRegister, dst: Ptr, mask: vector_bool, func: str) -> None:
    """One aligned, masked register store: element i is written where its governing bit i*k is set."""
    k = src.elem.size
    lanes = _byte_lanes(mask.read(f"{func} mask"), k, k)
    dst.mem.write(dst.addr, src.read(f"{func} src"), func, _V, lanes=None if lanes.all() else lanes,
                  within=dst.alloc)


def asc_storealign(*args: Any) -> None:
    """``__simd_callee__ inline void asc_storealign(__ubuf__ <dtype>* dst, vector_<dtype> src, vector_bool mask)``
    and ``__simd_callee__ inline void asc_storealign(__ubuf__ uint32_t* dst, vector_bool src)``.

    Writes the elements whose governing mask bit is set; masked-off bytes of UB keep their value.
    """
    if len(args) == 2:
        dst, src = args
        mask_arg("asc_storealign", "src", src)
        p = ub_ptr_arg("asc_storealign", "dst", dst, UB_ALIGN)
        if register_op_active("asc_storealign"):
            bits = src.read("asc_storealign src")
            p.mem.write(p.addr, np.packbits(bits, bitorder="little"), "asc_storealign (mask)", _V, within=p.alloc)
        return
    if len(args) != 3:
        raise wrong_types("asc_storealign", args, "(__ubuf__ T* dst, vector_<T> src, vector_bool mask) "
                          "or (__ubuf__ uint32_t* dst, vector_bool src)")
    dst, src, mask = args
    reg = vector_arg("asc_storealign", "src", src)
    mask_arg("asc_storealign", "mask", mask)
    p = ub_ptr_arg("asc_storealign", "dst", dst, UB_ALIGN, reg.elem)
    if register_op_active("asc_storealign"):
        _store_from(reg, p, mask, "asc_storealign")


# ---------------------------------------------------------------------------------------------
# loads and stores that move the pointer or permute on the way


def _ptr_lvalue(func: str, name: str, x: Any) -> tuple[Ptr, Any]:
    """A ``T*&`` argument: a pointer, or an object whose ``.value`` is one (``PtrRef``), to update."""
    if isinstance(x, Ptr):
        return x, None
    value = getattr(x, "value", None)
    if isinstance(value, Ptr):
        return value, x
    raise AscTypeError(f"{func}: {name} is a __ubuf__ T*& (advanced in place): pass a pointer, or PtrRef(pointer) "
                       f"to have it updated; got {type_name(x)}")


def _offset(func: str, x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, (int, np.integer)):
        raise AscTypeError(f"{func}: offset must be an integer element count (int32_t); got {type_name(x)}")
    return int(x)


def _advance(ptr: Ptr, ref: Any, count: int) -> Ptr:
    new = ptr + count
    if ref is not None:
        ref.value = new
    return new


def asc_loadalign_postupdate(dst: Any, src: Any, offset: Any) -> Ptr:
    """``__simd_callee__ inline void asc_loadalign_postupdate(vector_<dtype>& dst, __ubuf__ <dtype>*& src,
    int32_t offset)``

    :func:`asc_loadalign` from ``src``, then ``src += offset`` (elements). Python cannot bind a
    pointer variable by reference: the advanced pointer is returned, and stored into ``src.value``
    when ``src`` is a :class:`~ascsim.runtime.memory.PtrRef`.
    """
    func = "asc_loadalign_postupdate"
    reg = vector_arg(func, "dst", dst)
    ptr, ref = _ptr_lvalue(func, "src", src)
    ub_ptr_arg(func, "src", ptr, UB_ALIGN, reg.elem)
    n = _offset(func, offset)
    if not register_op_active(func):
        return ptr
    _load_into(reg, ptr, func)
    return _advance(ptr, ref, n)


def asc_storealign_postupdate(dst: Any, src: Any, offset: Any, mask: Any) -> Ptr:
    """``__simd_callee__ inline void asc_storealign_postupdate(__ubuf__ <dtype>*& dst, vector_<dtype> src,
    int32_t offset, vector_bool mask)``

    :func:`asc_storealign` to ``dst``, then ``dst += offset`` (elements); returns the advanced
    pointer and updates a ``PtrRef`` in place. The (dst, src, mask, offset) order is accepted too.
    """
    func = "asc_storealign_postupdate"
    if type(offset) is vector_bool and type(mask) is not vector_bool:
        offset, mask = mask, offset  # the other order of the last two: the types tell them apart
    reg = vector_arg(func, "src", src)
    mask_arg(func, "mask", mask)
    ptr, ref = _ptr_lvalue(func, "dst", dst)
    ub_ptr_arg(func, "dst", ptr, UB_ALIGN, reg.elem)
    n = _offset(func, offset)
    if not register_op_active(func):
        return ptr
    _store_from(reg, ptr, mask, func)
    return _advance(ptr, ref, n)


def _byte_lanes(bits: np.ndarray, governing: int, stored: int) -> np.ndarray:
    """Per stored byte: element i (governed by mask bit i*governing) covers ``stored`` bytes."""
    return np.repeat(bits[::governing], stored)


def asc_loadalign_deintlv(dst0: Any, dst1: Any, src: Any) -> None:
    """``__simd_callee__ inline void asc_loadalign_deintlv(vector_<dtype>& dst0, vector_<dtype>& dst1,
    __ubuf__ <dtype>* src)``

    Reads two registers' worth (2N elements, 512 bytes) and deinterleaves them: ``dst0[i] = src[2i]``,
    ``dst1[i] = src[2i+1]`` (:func:`asc_deintlv` of the two halves).
    """
    func = "asc_loadalign_deintlv"
    t = type(dst0)
    if t not in VECTOR_TYPES or type(dst1) is not t:
        raise wrong_types(func, (dst0, dst1, src), "(vector_<T>& dst0, vector_<T>& dst1, __ubuf__ T* src)")
    distinct(func, dst0, dst1)
    p = ub_ptr_arg(func, "src", src, UB_ALIGN, t.elem)
    if not register_op_active(func):
        return
    raw = p.mem.read(p.addr, 2 * VL_BYTES, func, _V, within=p.alloc).view(t._raw_dtype)
    n = t._lanes
    d0, d1 = deintlv_raw(raw[:n], raw[n:])
    dst0.write(d0)
    dst1.write(d1)


#: Narrow element type of the UB source -> wide register type of asc_loadalign_unpack.
_LOAD_UNPACK: dict[ElemType, type[VectorRegister]] = {
    uint8_t: vector_uint16_t, int8_t: vector_int16_t, uint16_t: vector_uint32_t, int16_t: vector_int32_t,
}
_LOAD_UNPACK_VALID = ", ".join(f"__ubuf__ {e.name}* -> {c.__name__}" for e, c in _LOAD_UNPACK.items())


def asc_loadalign_unpack(*args: Any) -> Any:
    """``__simd_callee__ inline void asc_loadalign_unpack(vector_<dtype_dst>& dst, __ubuf__ <dtype_src>* src)``
    and ``__simd_callee__ inline vector_<dtype_dst> asc_loadalign_unpack(__ubuf__ <dtype_src>* src)``,
    src/dst uint8_t -> uint16_t, int8_t -> int16_t, uint16_t -> uint32_t, int16_t -> int32_t.

    Reads half a register of the narrow type (N(dst) elements, 128 bytes) and widens each element
    (zero extension for unsigned, sign extension for signed), as :func:`asc_unpack_lower` of a load.
    """
    func = "asc_loadalign_unpack"
    dst, (src,) = dst_and_sources(func, args, "src")
    if not isinstance(src, Ptr) or src.elem not in _LOAD_UNPACK \
            or (dst is not None and type(dst) is not _LOAD_UNPACK[src.elem]):
        raise wrong_types(func, args,
                          f"(vector_<wide>& dst, __ubuf__ <narrow>* src) or (src) with {_LOAD_UNPACK_VALID}")
    cls = _LOAD_UNPACK[src.elem]
    p = ub_ptr_arg(func, "src", src, UB_ALIGN)

    def widened() -> np.ndarray:
        half = p.mem.read(p.addr, VL_BYTES // 2, func, _V, within=p.alloc).view(p.elem.np)
        # unpack_raw widens the lower half of a full narrow register; the upper half is unused.
        full = np.concatenate([half, np.zeros_like(half)])
        return unpack_raw(full, "lower").view(cls._raw_dtype)

    return deliver(func, dst, cls, widened)


def asc_storealign_intlv(dst: Any, src0: Any, src1: Any, mask: Any) -> None:
    """``__simd_callee__ inline void asc_storealign_intlv(__ubuf__ <dtype>* dst, vector_<dtype> src0,
    vector_<dtype> src1, vector_bool mask)``

    Interleaves and stores two registers' worth (512 bytes): ``dst[2i] = src0[i]``,
    ``dst[2i+1] = src1[i]`` where the governing mask bit of element i is set; the other UB bytes
    keep their value.
    """
    func = "asc_storealign_intlv"
    t = type(src0)
    if t not in VECTOR_TYPES or type(src1) is not t:
        raise wrong_types(func, (dst, src0, src1, mask),
                          "(__ubuf__ T* dst, vector_<T> src0, vector_<T> src1, vector_bool mask)")
    mask_arg(func, "mask", mask)
    p = ub_ptr_arg(func, "dst", dst, UB_ALIGN, t.elem)
    if not register_op_active(func):
        return
    k = t.elem.size
    flags = mask.read(f"{func} mask")[::k]
    lo, hi = intlv_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"))
    lanes = np.repeat(flags, 2 * k)  # element i of the sources covers output elements 2i and 2i+1
    p.mem.write(p.addr, np.concatenate([lo, hi]), func, _V, lanes=None if lanes.all() else lanes, within=p.alloc)


#: Source register type -> the narrow element types asc_storealign_pack may store through.
_STORE_PACK: dict[type[VectorRegister], tuple[ElemType, ...]] = {
    vector_uint16_t: (uint8_t, int8_t), vector_int16_t: (uint8_t, int8_t),
    vector_uint32_t: (uint16_t, int16_t), vector_int32_t: (uint16_t, int16_t),
}


def asc_storealign_pack(dst: Any, src: Any, mask: Any) -> None:
    """``__simd_callee__ inline void asc_storealign_pack(__ubuf__ <dtype_dst>* dst, vector_<dtype_src> src,
    vector_bool mask)``, src uint16_t/int16_t with dst uint8_t/int8_t, src uint32_t/int32_t with dst
    uint16_t/int16_t.

    Keeps the low half of each element's bits (no saturation, as :func:`asc_pack_to_low`) and stores
    the N(src) narrow elements (128 bytes); element i is stored where its governing mask bit is set.
    """
    func = "asc_storealign_pack"
    t = type(src)
    if t not in _STORE_PACK or not isinstance(dst, Ptr) or dst.elem not in _STORE_PACK[t]:
        raise wrong_types(func, (dst, src, mask), "(__ubuf__ <narrow>* dst, vector_<wide> src, vector_bool mask) "
                          "with wide -> narrow uint16_t/int16_t -> uint8_t/int8_t or uint32_t/int32_t -> "
                          "uint16_t/int16_t")
    mask_arg(func, "mask", mask)
    p = ub_ptr_arg(func, "dst", dst, UB_ALIGN)
    if not register_op_active(func):
        return
    k = t.elem.size
    n = t._lanes
    lanes = _byte_lanes(mask.read(f"{func} mask"), k, k // 2)
    narrow = pack_raw(src.read(f"{func} src"), "low")[:n]
    p.mem.write(p.addr, narrow, func, _V, lanes=None if lanes.all() else lanes, within=p.alloc)
