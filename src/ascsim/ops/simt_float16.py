"""Lane-wise functions of SIMT code over the 16-bit and 8-bit float types that the general math family
(:mod:`ascsim.ops.simt_math`) does not already cover: rounding a half or bfloat16 value to an integral
value of its own type (``__half2half_rn``, ``__bfloat162bfloat16_rz`` ...) and the scalar float to fp8
conversion with run-time saturation and format (``__asc_cvt_float_to_fp8``). Pure numpy, no state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np

from ..errors import AscValueError
from . import convert
from ._fp import quiet

#: Rounding to an integral float64 value by the suffix's mode (``rna``: halves away from zero; exact,
#: as every 16-bit float is far below 2**52).
_INTEGRAL: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "rn": np.rint, "rz": np.trunc, "rd": np.floor, "ru": np.ceil,
    "rna": lambda v: np.copysign(np.floor(np.abs(v) + 0.5), v),
}

#: ``__asc_fp8_interpretation_t``'s values (``__ASC_E4M3`` 0, ``__ASC_E5M2`` 1) -> the conversion formats.
FP8_FORMATS = ("fp8_e4m3fn_t", "fp8_e5m2_t")


def integral(x: Any, mode: str) -> np.ndarray:
    """``__half2half_<mode>``/``__bfloat162bfloat16_<mode>``: ``x`` rounded to an integral value of its
    own type by ``mode``. A zero result is +0 (the pages give 0 for both zeros); inf and NaN stay."""
    a = np.asarray(x)
    with quiet():  # NaN lanes (signalling ones too) stay NaN
        v = _INTEGRAL[mode](a.astype(np.float64))
        # Every integral value a 16-bit float rounds to is representable in it: the cast back is exact.
        return np.where(v == 0, 0.0, v).astype(a.dtype)


def float_to_fp8(x: Any, saturation: Any, interpretation: Any, name: str = "__asc_cvt_float_to_fp8") -> np.ndarray:
    """``__asc_cvt_float_to_fp8``: ``x`` rounded to nearest (ties to even) to fp8 e4m3 (``interpretation``
    0) or e5m2 (1), as the byte of its bits. ``saturation`` 1 (``__ASC_SATFINITE``) makes an overflow
    or an infinity the largest finite value and NaN +0; 0 (``__ASC_NOSAT``) gives NaN (e4m3) or inf (e5m2).
    """
    sat, e5 = np.asarray(saturation), np.asarray(interpretation)
    for what, values, names in (("saturation", sat, "__ASC_NOSAT (0) or __ASC_SATFINITE (1)"),
                                ("fp8_interpretation", e5, "__ASC_E4M3 (0) or __ASC_E5M2 (1)")):
        bad = np.ravel(values)[(np.ravel(values) != 0) & (np.ravel(values) != 1)]
        if bad.size:
            raise AscValueError(f"{name}: {what} is {int(bad[0])}; valid: {names}")
    bits = np.asarray(x, np.float32).view(np.uint32)
    out = [[convert.convert_values(bits, "float", fmt, "rn", s) for s in (False, True)] for fmt in FP8_FORMATS]
    e4m3 = np.where(sat == 1, out[0][1], out[0][0])
    e5m2 = np.where(sat == 1, out[1][1], out[1][0])
    return np.where(e5 == 1, e5m2, e4m3).astype(np.uint8)


def float2_to_fp8x2(x: Any, saturation: Any, interpretation: Any) -> np.ndarray:
    """``__asc_cvt_float2_to_fp8x2``: each member of the float pair as :func:`float_to_fp8` converts it,
    packed as the pair type lays them out in memory: the x member's byte low, the y member's high."""
    a = np.asarray(x, np.float32)
    low, high = (float_to_fp8(a[..., k], saturation, interpretation, "__asc_cvt_float2_to_fp8x2").astype(np.uint16)
                 for k in (0, 1))
    return low | (high << np.uint16(8))


#: The source formats of :func:`to_hifloat8` by numpy type, with the raw integer type of their bits.
_HIF8_SOURCES = {np.dtype(np.float32): ("float", np.uint32), np.dtype(np.float16): ("half", np.uint16)}


def to_hifloat8(x: Any, mode: str, sat: bool) -> np.ndarray:
    """``__float22hif82_<rna|rh>[_sat]``, ``__half22hif82_...``: each member (float or half) rounded
    to hifloat8 by ``mode`` (``rna`` half away from zero, ``rh`` hybrid), as raw bytes. An overflow or
    inf gives +-inf, or +-32768 with ``sat``; NaN gives NaN, or 0 with ``sat``."""
    a = np.ascontiguousarray(x)
    src, raw = _HIF8_SOURCES[a.dtype]
    return convert.convert_values(a.view(raw), src, "hifloat8_t", mode, sat).astype(np.uint8)


#: The 8-bit float formats of :func:`from_8bit_float` by numpy type of the members (hifloat8: raw bytes).
_BYTE_FLOATS = {np.dtype(np.uint8): "hifloat8_t", np.dtype(ml_dtypes.float8_e4m3fn): "fp8_e4m3fn_t",
                np.dtype(ml_dtypes.float8_e5m2): "fp8_e5m2_t"}
_WIDE = {np.dtype(np.float32): ("float", np.uint32), np.dtype(np.float16): ("half", np.uint16)}


def from_8bit_float(x: Any, dtype: np.dtype) -> np.ndarray:
    """``__hif822float2``, ``__hif822half2``, ``__e4m3x22float2``, ``__e5m2x22float2``: each member's
    value in ``dtype`` (float or half), exactly (every 8-bit float value is one); NaN stays NaN."""
    a = np.ascontiguousarray(x)
    dst, raw = _WIDE[np.dtype(dtype)]
    return convert.convert_values(a.view(np.uint8), _BYTE_FLOATS[a.dtype], dst).astype(raw).view(dtype)
