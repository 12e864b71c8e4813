"""``c_api/reg_compute/compute/reg_permute_sel.h``: interleave, unpack and their siblings.

Each function checks its operands as the C overloads would, then calls the one definition of the
instruction in :mod:`ascsim.ops.permute_sel`. Out-parameters are written after every source is
read, so sources and destinations may be the same registers.
"""

from __future__ import annotations

from typing import Any

from ..ops.permute_sel import intlv_mask_raw, intlv_raw, unpack_mask_raw, unpack_raw
from ..regs import (
    VECTOR_TYPES,
    Register,
    vector_bool,
    vector_int8_t,
    vector_int16_t,
    vector_int32_t,
    vector_uint8_t,
    vector_uint16_t,
    vector_uint32_t,
)
from ..runtime.context import register_op_active
from ._args import distinct, wrong_types

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
    distinct("asc_intlv", dst0, dst1)
    if not register_op_active("asc_intlv"):
        return
    d0, d1 = intlv_raw(src0.read("asc_intlv src0"), src1.read("asc_intlv src1"))
    dst0.write(d0)
    dst1.write(d1)


def _intlv_mask(func: str, group: int, dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    if not all(type(x) is vector_bool for x in (dst0, dst1, src0, src1)):
        raise wrong_types(func, (dst0, dst1, src0, src1),
                          "vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1")
    distinct(func, dst0, dst1)
    if not register_op_active(func):
        return
    d0, d1 = intlv_mask_raw(src0.read(f"{func} src0"), src1.read(f"{func} src1"), group)
    dst0.write(d0)
    dst1.write(d1)


def asc_intlv_b8(dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    """``__simd_callee__ inline void asc_intlv_b8(vector_bool& dst0, vector_bool& dst1,
    vector_bool src0, vector_bool src1)``: interleave masks bit by bit."""
    _intlv_mask("asc_intlv_b8", 1, dst0, dst1, src0, src1)


def asc_intlv_b16(dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    """``__simd_callee__ inline void asc_intlv_b16(vector_bool& dst0, vector_bool& dst1,
    vector_bool src0, vector_bool src1)``: interleave masks in groups of 2 bits."""
    _intlv_mask("asc_intlv_b16", 2, dst0, dst1, src0, src1)


def asc_intlv_b32(dst0: Any, dst1: Any, src0: Any, src1: Any) -> None:
    """``__simd_callee__ inline void asc_intlv_b32(vector_bool& dst0, vector_bool& dst1,
    vector_bool src0, vector_bool src1)``: interleave masks in groups of 4 bits."""
    _intlv_mask("asc_intlv_b32", 4, dst0, dst1, src0, src1)


#: Source register type -> destination register type of asc_unpack_lower/upper.
_UNPACK_DST: dict[type[Register], type[Register]] = {
    vector_uint8_t: vector_uint16_t,
    vector_int8_t: vector_int16_t,
    vector_uint16_t: vector_uint32_t,
    vector_int16_t: vector_int32_t,
    vector_bool: vector_bool,
}
_UNPACK_VALID = ", ".join(f"{s.__name__} -> {d.__name__}" for s, d in _UNPACK_DST.items())


def _unpack(func: str, part: str, args: tuple[Any, ...]) -> Any:
    if len(args) == 1:
        dst, src = None, args[0]
    elif len(args) == 2:
        dst, src = args
    else:
        raise wrong_types(func, args, f"{func}(src) or {func}(dst, src)")
    dst_type = _UNPACK_DST.get(type(src))
    if dst_type is None or (dst is not None and type(dst) is not dst_type):
        raise wrong_types(func, args, f"(dst, src) or (src) with src -> dst one of {_UNPACK_VALID}")
    out = dst if dst is not None else dst_type()
    if not register_op_active(func):
        return None if dst is not None else out
    raw = src.read(f"{func} src")
    if dst_type is vector_bool:
        out.write(unpack_mask_raw(raw, part))
    else:
        out.write(unpack_raw(raw.view(src.elem.np), part).view(dst_type._raw_dtype))
    return None if dst is not None else out


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
