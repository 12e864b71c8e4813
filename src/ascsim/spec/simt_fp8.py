"""``simt_api/asc_fp8.h``: the 8-bit float conversions of SIMT code.

The July snapshot declares only two-element forms (``float2``, ``hifloat8x2_t``, ``float8_e4m3x2_t`` ...),
which wait for the SIMT vector types; the newer upstream header adds the scalar
``__asc_cvt_float_to_fp8``, declared here (``versions=(V920,)``). Its enum parameters are declared as
their C enums; ascsim passes their values as ints. Semantics in :mod:`ascsim.ops.simt_float16`.
"""

from __future__ import annotations

from enum import IntEnum

from .. import dtypes as d
from ..ops import simt_float16 as sf
from . import V920, Function, fn, impls
from .types import FLOAT, named

#: The header's own type names: C name -> the C type it stands for.
TYPEDEFS: dict[str, str] = {"__asc_fp8_storage_t": "unsigned char", "__asc_fp8x2_storage_t": "unsigned short int"}
#: The header's own enums (declared in it, not in the types header: their members' C names begin with two
#: underscores, which neither the ascsim package's constants nor a Python class body can carry).
__asc_saturation_t = IntEnum("__asc_saturation_t", [("__ASC_NOSAT", 0), ("__ASC_SATFINITE", 1)])
__asc_fp8_interpretation_t = IntEnum("__asc_fp8_interpretation_t", [("__ASC_E4M3", 0), ("__ASC_E5M2", 1)])
C_ENUMS: tuple[type[IntEnum], ...] = (__asc_saturation_t, __asc_fp8_interpretation_t)

_STORAGE = named("__asc_fp8_storage_t", d.uint8_t)
_SATURATION = named("__asc_saturation_t", d.int32_t)
_INTERPRETATION = named("__asc_fp8_interpretation_t", d.int32_t)

FUNCTIONS: list[Function] = [
    fn("__asc_cvt_float_to_fp8", "simt_fp8", "x rounded to nearest (ties to even) to fp8 e4m3 or e5m2 "
       "(fp8_interpretation), with or without saturation (saturation); the bits of the result.", where="simt")
    .form(impls.simt_lanes.apply, _STORAGE, (("x", FLOAT), ("saturation", _SATURATION),
                                             ("fp8_interpretation", _INTERPRETATION)),
          extra=(sf.float_to_fp8, (), ()), versions=(V920,)),
]
