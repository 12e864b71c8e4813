"""Lane-wise functions of SIMT code over the 16-bit and 8-bit float types that the general math family
(:mod:`ascsim.ops.simt_math`) does not already cover: rounding a half or bfloat16 value to an integral
value of its own type (``__half2half_rn``, ``__bfloat162bfloat16_rz`` ...) and the scalar float to fp8
conversion with run-time saturation and format (``__asc_cvt_float_to_fp8``). Pure numpy, no state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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


def float_to_fp8(x: Any, saturation: Any, interpretation: Any) -> np.ndarray:
    """``__asc_cvt_float_to_fp8``: ``x`` rounded to nearest (ties to even) to fp8 e4m3 (``interpretation``
    0) or e5m2 (1), as the byte of its bits. ``saturation`` 1 (``__ASC_SATFINITE``) makes an overflow
    or an infinity the largest finite value and NaN +0; 0 (``__ASC_NOSAT``) gives NaN (e4m3) or inf (e5m2).
    """
    sat, e5 = np.asarray(saturation), np.asarray(interpretation)
    for what, values, names in (("saturation", sat, "__ASC_NOSAT (0) or __ASC_SATFINITE (1)"),
                                ("fp8_interpretation", e5, "__ASC_E4M3 (0) or __ASC_E5M2 (1)")):
        bad = np.ravel(values)[(np.ravel(values) != 0) & (np.ravel(values) != 1)]
        if bad.size:
            raise AscValueError(f"__asc_cvt_float_to_fp8: {what} is {int(bad[0])}; valid: {names}")
    bits = np.asarray(x, np.float32).view(np.uint32)
    out = [[convert.convert_values(bits, "float", fmt, "rn", s) for s in (False, True)] for fmt in FP8_FORMATS]
    e4m3 = np.where(sat == 1, out[0][1], out[0][0])
    e5m2 = np.where(sat == 1, out[1][1], out[1][0])
    return np.where(e5 == 1, e5m2, e4m3).astype(np.uint8)
