"""``c_api/vector_datamove/vector_datamove.h``: copies between GM and UB, issued by the scalar unit."""

from __future__ import annotations

from .. import dtypes as d
from . import fn, void
from .types import U32, gm, ub

_H = "vector_datamove"
_GM2UB = (d.int8_t, d.uint8_t, d.half, d.bfloat16_t, d.int16_t, d.uint16_t, d.float_, d.int32_t, d.uint32_t,
          d.hifloat8_t, d.fp8_e5m2_t, d.fp8_e4m3fn_t)
_UB2GM = (d.uint8_t, d.int8_t, d.half, d.uint16_t, d.int16_t, d.bfloat16_t, d.uint32_t, d.float_, d.int32_t,
          d.double, d.int64_t, d.uint64_t, d.hifloat8_t, d.fp8_e5m2_t, d.fp8_e4m3fn_t)

FUNCTIONS = [
    fn("asc_copy_gm2ub_align", _H, "Copy size bytes from GM to 32-byte aligned UB; a tail shorter than 32 bytes is "
       "padded in UB.", where="kernel", pipe="MTE2")
    .forms("copy.gm2ub_align", _GM2UB, lambda t: void(("dst", ub(t)), ("src", gm(t)), ("size", U32))),
    fn("asc_copy_ub2gm_align", _H, "Copy size bytes from 32-byte aligned UB to GM.", where="kernel", pipe="MTE3")
    .forms("copy.ub2gm_align", _UB2GM, lambda t: void(("dst", gm(t)), ("src", ub(t)), ("size", U32))),
]
