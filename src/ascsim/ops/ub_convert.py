"""Element values of the UB conversions of ``vector_compute.h`` (``asc_<src>2<dst>[_<mode>]``) and of
the dequantising forms (``asc_deq_int322half``, ``asc_[v]deq_int162b8_h/_l``, DEQSCALE fields).

The conversions themselves are :func:`ascsim.ops.convert.convert_values` (one rounding from the
exact value); this module only adds the UB forms' rules (see docs/semantics.md):

* to an integer type the result saturates (NaN gives 0, infinities the bounds); to a float type an
  overflow gives an infinity (no saturation);
* float to float (``asc_float2float_<mode>``) rounds to an integral float, and a zero result is +0;
* the dequantising forms compute the exact value and round it once.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ._fp import quiet
from .convert import IntFormat, convert_values, fmt, round_integral

#: DEQSCALE fields of the int16 to 8-bit dequantisation: scale (float bits 0..31, of which the
#: hardware uses the top 19: sign, exponent, 10 fraction bits), a 9-bit signed offset at bit 37,
#: the sign mode (1: int8 result, 0: uint8) at bit 46.
_SCALE19 = 0xFFFFE000
_OFFSET_SHIFT, _OFFSET_BITS, _SIGN_BIT = 37, 9, 46


def ub_convert(bits: Any, src: str, dst: str, mode: str | None) -> np.ndarray:
    """Raw bits of ``dst`` from raw bits of ``src`` (4-bit values as 0..15) as a UB conversion gives them."""
    if src == dst:
        out = round_integral(bits, src, mode or "rn")
        sign = np.asarray(out).dtype.type(1 << (fmt(src).bits - 1))
        return np.where(out == sign, out.dtype.type(0), out)  # -0 results become +0
    sat = isinstance(fmt(dst), IntFormat)
    return convert_values(bits, src, dst, mode, sat)


def deq_config(scale_bits: int, offset: int, sign_mode: bool) -> int:
    """The 64-bit DEQSCALE value ``asc_set_deq_scale(float, int16_t, bool)`` writes."""
    mask = (1 << _OFFSET_BITS) - 1
    return (int(sign_mode) << _SIGN_BIT) | ((offset & mask) << _OFFSET_SHIFT) | (scale_bits & 0xFFFFFFFF)


def deq_half(src: np.ndarray, scale_half_bits: int) -> np.ndarray:
    """``asc_deq_int322half``: half bits of ``src * scale`` (int32 raw bits), rounded once to nearest
    even; an overflow gives an infinity.

    The product of a 32-bit integer and an 11-bit significand is exact in float64, and numpy rounds
    float64 to half correctly (ties to even, subnormals, overflow to inf)."""
    scale = np.array(scale_half_bits & 0xFFFF, np.uint16).view(np.float16).astype(np.float64)
    vals = np.asarray(src).astype(np.uint32).view(np.int32).astype(np.float64)
    with quiet():
        return (vals * scale).astype(np.float16).view(np.uint16)


def deq_b8(src: np.ndarray, config: np.ndarray) -> np.ndarray:
    """``asc_[v]deq_int162b8``: uint8 bits of ``saturate(rint(src * scale + offset))`` per element,
    ``config`` the DEQSCALE value of each element (broadcast against ``src``, int16 raw bits).

    ``src * scale`` is exact in float64 (16 + 11 bits). Adding the offset is exact too unless
    ``|src * scale| < 2**-16``, where the rounded sum is the offset either way. NaN gives 0."""
    cfg = np.asarray(config, np.uint64)
    with quiet():  # a NaN scale stays NaN (and gives 0 below)
        scale = (cfg & np.uint64(_SCALE19)).astype(np.uint32).view(np.float32).astype(np.float64)
    raw_off = ((cfg >> np.uint64(_OFFSET_SHIFT)) & np.uint64((1 << _OFFSET_BITS) - 1)).astype(np.int64)
    offset = np.where(raw_off >= 1 << (_OFFSET_BITS - 1), raw_off - (1 << _OFFSET_BITS), raw_off)
    signed = ((cfg >> np.uint64(_SIGN_BIT)) & np.uint64(1)).astype(np.bool_)
    vals = np.asarray(src).astype(np.uint16).view(np.int16).astype(np.float64)
    with quiet():
        r = np.rint(vals * scale + offset)
    lo = np.where(signed, -128.0, 0.0)
    hi = np.where(signed, 127.0, 255.0)
    r = np.where(np.isnan(r), 0.0, np.clip(r, lo, hi))
    return r.astype(np.int64).astype(np.uint8)


def vdeq_element_configs(table: np.ndarray, n: int) -> np.ndarray:
    """``asc_vdeq_int162b8_h/_l``: the DEQSCALE value of each of ``n`` elements of a repeat from the
    table of parameter sets (``asc_set_deq_scale`` with arrays): element j of each 32-byte source
    block (16 int16 elements) uses set j."""
    return np.tile(np.asarray(table, np.uint64), n // len(table))
