"""The C++ Cast page's rules for the register conversions, checked through the C calls.

Written from the page (constraints, the saturation table, the boundary-value table of the appendix):
a narrow signed integer to a wide unsigned one (int16_t to uint32_t) supports only the saturating mode,
so a negative input becomes 0 in every form of asc_int162uint32; the other rows are the table's.
"""

from __future__ import annotations

import numpy as np
from kernels import run_vf

import ascsim.c_api as c
from ascsim import ASC_POSITION_EVEN, ASC_POSITION_ODD
from ascsim.regs import (
    vector_bool,
    vector_float,
    vector_half,
    vector_int16_t,
    vector_int32_t,
    vector_uint32_t,
)

_ALL = np.ones(256, np.bool_)
#: int16 inputs: the bounds, around zero, and a spread.
_S16 = np.array(([-32768, -32767, -256, -1, 0, 1, 255, 32767] * 16)[:128], np.int16)
_S16[64:] = np.arange(-32768, 32768, 1024, dtype=np.int64)[:64].astype(np.int16)


def _page_int16_to_uint32(v: int) -> int:
    """The page: only saturating, a negative input gives 0; MAX 32767 stays 32767."""
    return max(v, 0)


def test_int16_to_uint32_saturates_in_every_form() -> None:
    def body() -> list[np.ndarray]:
        src, m = vector_int16_t(_S16), vector_bool(_ALL)
        outs = []
        for name in ("asc_int162uint32", "asc_int162uint32_v2"):
            d = vector_uint32_t()
            getattr(c, name)(d, src, m)
            outs.append(np.asarray(d))
        for tag in (ASC_POSITION_EVEN, ASC_POSITION_ODD):
            d = vector_uint32_t()
            c.asc_int162uint32(d, src, m, tag)
            outs.append(np.asarray(d))
            outs.append(np.asarray(c.asc_int162uint32(src, m, tag)))
        return outs
    outs = run_vf(body)
    # part p reads source element p + 2t into lane t
    want = [np.array([_page_int16_to_uint32(int(_S16[p + 2 * t])) for t in range(64)], np.uint32)
            for p in (0, 1, 0, 0, 1, 1)]
    for k, (got, w) in enumerate(zip(outs, want, strict=True)):
        assert np.array_equal(got, w), k


def test_boundary_rows_through_registers() -> None:
    """Rows of the appendix's Cast boundary table (non-saturating column, then saturating)."""
    s32 = np.zeros(64, np.int32)
    s32[:4] = [-(2**31), 2**31 - 1, 256, -1]
    f32 = np.zeros(64, np.float32)
    f32[:6] = [np.finfo(np.float32).max, -np.finfo(np.float32).max, np.inf, -np.inf, np.nan, 257.0]
    h16 = np.zeros(128, np.float16)
    h16[:4] = [65504, -65504, np.inf, -np.inf]

    def body() -> list[np.ndarray]:
        m = vector_bool(_ALL)
        a, b = vector_int32_t(s32), vector_float(f32)
        return [np.asarray(c.asc_int322int16(a, m, ASC_POSITION_EVEN)).view(np.uint16),
                np.asarray(c.asc_int322int16_sat(a, m, ASC_POSITION_EVEN)).view(np.uint16),
                np.asarray(c.asc_float2int16_rn(b, m, ASC_POSITION_EVEN)).view(np.uint16),
                np.asarray(c.asc_float2int16_rn_sat(b, m, ASC_POSITION_ODD)).view(np.uint16),
                np.asarray(c.asc_float2half_rn(b, m, ASC_POSITION_EVEN)).view(np.uint16),
                np.asarray(c.asc_float2half_rn_sat(b, m, ASC_POSITION_EVEN)).view(np.uint16),
                np.asarray(c.asc_half2int8_rn(vector_half(h16), m, ASC_POSITION_EVEN)).view(np.uint8),
                np.asarray(c.asc_half2uint8_rn_sat(vector_half(h16), m, ASC_POSITION_ODD))]
    i32_16, i32_16s, f_16, f_16s, f_h, f_hs, h_i8, h_u8s = run_vf(body)
    # int32 -> int16: MIN 0 / -32768, MAX -1 / 32767; 256 keeps its low bits, -1 is -1
    assert list(i32_16[0:8:2]) == [0, 0xFFFF, 256, 0xFFFF]
    assert list(i32_16s[0:8:2]) == [0x8000, 0x7FFF, 256, 0xFFFF]
    # float -> int16: MAX/MIN 0 (low bits), inf 32767, -inf -32768, NaN 0; 257 exact
    assert list(f_16[0:12:2]) == [0, 0, 0x7FFF, 0x8000, 0, 257]
    assert list(f_16s[1:12:2]) == [0x7FFF, 0x8000, 0x7FFF, 0x8000, 0, 257]
    # float -> half: MAX inf / 65504, MIN -inf / -65504, inf inf / 65504, NaN NaN / 0
    assert list(f_h[0:10:2]) == [0x7C00, 0xFC00, 0x7C00, 0xFC00, f_h[8]] and f_h[8] & 0x7C00 == 0x7C00 \
        and f_h[8] & 0x3FF
    assert list(f_hs[0:10:2]) == [0x7BFF, 0xFBFF, 0x7BFF, 0xFBFF, 0]
    # half -> int8: MAX -32 (0xE0), MIN 32, inf 127, -inf -128; half -> uint8 sat: 255, 0, 255, 0
    assert list(h_i8[0:8:2]) == [0xE0, 32, 127, 0x80]
    assert list(h_u8s[1:8:2]) == [255, 0, 255, 0]
