"""Aligned register loads and stores between UB and registers: ``asc_loadalign``, ``asc_storealign``."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import MASK_BYTES, UB_ALIGN, VL_BYTES, Pipe
from ..dtypes import uint8_t, uint32_t
from ..regs import VectorRegister, vector_bool, vector_type
from ..runtime.context import register_op_active
from ._args import mask_arg, ub_ptr_arg, vector_arg, wrong_types

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
            raw = p.mem.read(p.addr, MASK_BYTES, "asc_loadalign (mask)", _V)
            dst.write(np.unpackbits(raw, bitorder="little").astype(np.bool_))
        return None
    reg = vector_arg("asc_loadalign", "dst", dst)
    _load_into(reg, ub_ptr_arg("asc_loadalign", "src", src, UB_ALIGN, reg.elem))
    return None


def _load_into(dst: VectorRegister, src: Any) -> None:
    if register_op_active("asc_loadalign"):
        raw = src.mem.read(src.addr, VL_BYTES, "asc_loadalign", _V)
        dst.write(raw.view(dst._raw_dtype).copy())


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
            p.mem.write(p.addr, np.packbits(bits, bitorder="little"), "asc_storealign (mask)", _V)
        return
    if len(args) != 3:
        raise wrong_types("asc_storealign", args, "(__ubuf__ T* dst, vector_<T> src, vector_bool mask) "
                          "or (__ubuf__ uint32_t* dst, vector_bool src)")
    dst, src, mask = args
    reg = vector_arg("asc_storealign", "src", src)
    mask_arg("asc_storealign", "mask", mask)
    p = ub_ptr_arg("asc_storealign", "dst", dst, UB_ALIGN, reg.elem)
    if not register_op_active("asc_storealign"):
        return
    k = reg.elem.size
    lanes = np.repeat(mask.read("asc_storealign mask")[::k], k)  # element i is governed by bit i*k
    data = reg.read("asc_storealign src")
    p.mem.write(p.addr, data, "asc_storealign", _V, lanes=None if lanes.all() else lanes)
