"""``simt_api/asc_fp8.h``: the 8-bit float conversions of SIMT code.

The July snapshot declares the two-element forms over ``float2``, ``half2`` and the 8-bit float pairs
(``hifloat8x2_t``, ``float8_e4m3x2_t``, ``float8_e5m2x2_t``, declared with the other vector types in
:mod:`ascsim.spec.simt_vector`); the newer upstream header adds the scalar ``__asc_cvt_float_to_fp8``
(``versions=(V920,)``). The enum parameters are declared as their C enums; ascsim passes their values as
ints. Semantics in :mod:`ascsim.ops.simt_float16`.
"""

from __future__ import annotations

from enum import IntEnum

import numpy as np

from .. import dtypes as d
from ..ops import simt_float16 as sf
from . import V920, Function, fn, impls
from .simt_vector import BY_NAME, FLOAT2, HALF2
from .types import FLOAT, CType, named

#: The header's own type names: C name -> the C type it stands for.
TYPEDEFS: dict[str, str] = {"__asc_fp8_storage_t": "unsigned char", "__asc_fp8x2_storage_t": "unsigned short int"}
#: The header's own enums (declared in it, not in the types header: their members' C names begin with two
#: underscores, which neither the ascsim package's constants nor a Python class body can carry).
__asc_saturation_t = IntEnum("__asc_saturation_t", [("__ASC_NOSAT", 0), ("__ASC_SATFINITE", 1)])
__asc_fp8_interpretation_t = IntEnum("__asc_fp8_interpretation_t", [("__ASC_E4M3", 0), ("__ASC_E5M2", 1)])
C_ENUMS: tuple[type[IntEnum], ...] = (__asc_saturation_t, __asc_fp8_interpretation_t)

_STORAGE = named("__asc_fp8_storage_t", d.uint8_t)
_STORAGE2 = named("__asc_fp8x2_storage_t", d.uint16_t)
_HIF8X2, _E4M3X2, _E5M2X2 = BY_NAME["hifloat8x2_t"], BY_NAME["float8_e4m3x2_t"], BY_NAME["float8_e5m2x2_t"]
_MODES = {"rna": "nearest, ties away from zero (CAST_ROUND)", "rh": "the hybrid rounding (CAST_HYBRID)"}
_SATURATION = named("__asc_saturation_t", d.int32_t)
_INTERPRETATION = named("__asc_fp8_interpretation_t", d.int32_t)



def _pair(name: str, ret: CType, arg: CType, doc: str, op: object, *bound: object) -> Function:
    """A conversion of one pair argument ``x``, member by member."""
    return fn(name, "simt_fp8", doc, where="simt").form(impls.simt_lanes.apply, ret, (("x", arg),),
                                                         extra=(op, (), bound))


FUNCTIONS: list[Function] = [
    fn("__asc_cvt_float_to_fp8", "simt_fp8", "x rounded to nearest (ties to even) to fp8 e4m3 or e5m2 "
       "(fp8_interpretation), with or without saturation (saturation); the bits of the result.", where="simt")
    .form(impls.simt_lanes.apply, _STORAGE, (("x", FLOAT), ("saturation", _SATURATION),
                                             ("fp8_interpretation", _INTERPRETATION)),
          extra=(sf.float_to_fp8, (), ()), versions=(V920,)),
    fn("__asc_cvt_float2_to_fp8x2", "simt_fp8", "Each member of x converted as __asc_cvt_float_to_fp8 does; the x "
       "member's byte in the low 8 bits, the y member's in the high 8 bits.", where="simt")
    .form(impls.simt_lanes.apply, _STORAGE2, (("x", FLOAT2), ("saturate", _SATURATION),
                                              ("fp8_interpretation", _INTERPRETATION)),
          extra=(sf.float2_to_fp8x2, (), ())),
    *(_pair(f"__{src}22hif82_{mode}{'_sat' if sat else ''}", _HIF8X2, pair,
            f"Each member of x rounded to hifloat8_t by {how}; an overflow or inf gives "
            + ("+-32768 and NaN 0." if sat else "+-inf and NaN NaN."), sf.to_hifloat8, mode, sat)
      for src, pair in (("float", FLOAT2), ("half", HALF2)) for mode, how in _MODES.items() for sat in (False, True)),
    _pair("__hif822float2", FLOAT2, _HIF8X2, "Each member of x as a float (exact).", sf.from_8bit_float,
          np.dtype(np.float32)),
    _pair("__hif822half2", HALF2, _HIF8X2, "Each member of x as a half (exact).", sf.from_8bit_float,
          np.dtype(np.float16)),
    _pair("__e4m3x22float2", FLOAT2, _E4M3X2, "Each member of x as a float (exact).", sf.from_8bit_float,
          np.dtype(np.float32)),
    _pair("__e5m2x22float2", FLOAT2, _E5M2X2, "Each member of x as a float (exact).", sf.from_8bit_float,
          np.dtype(np.float32)),
]
