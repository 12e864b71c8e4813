"""ascsim: a bit-exact simulator of the Ascend C register-compute C API (Ascend 950, dav-3510).

``from ascsim import *`` gives the kernel-side C names unchanged (register and element types,
every ``asc_*`` function, ``PAT_*``, ``PIPE_*``, ``EVENT_ID*``) plus the Python decorators and
memory helpers that stand in for C syntax. The host API is :mod:`ascsim.acl`; batch semantics
without a kernel are in :mod:`ascsim.ops`.
"""

from . import acl, c_api, ops
from .c_api import *  # noqa: F403 - the C names are the API
from .dtypes import (
    bfloat16_t,
    bool_,
    float_,
    fp4x2_e1m2_t,
    fp4x2_e2m1_t,
    fp8_e4m3fn_t,
    fp8_e5m2_t,
    fp8_e8m0_t,
    half,
    hifloat8_t,
    int4b_t,
    int8_t,
    int16_t,
    int32_t,
    int64_t,
    uint8_t,
    uint16_t,
    uint32_t,
    uint64_t,
)
from .regs import (
    vector_align,
    vector_bfloat16_t,
    vector_bool,
    vector_float,
    vector_fp4x2_e1m2_t,
    vector_fp4x2_e2m1_t,
    vector_fp8_e4m3fn_t,
    vector_fp8_e5m2_t,
    vector_fp8_e8m0_t,
    vector_half,
    vector_hifloat8_t,
    vector_int4x2_t,
    vector_int8_t,
    vector_int16_t,
    vector_int32_t,
    vector_int64_t,
    vector_uint8_t,
    vector_uint16_t,
    vector_uint32_t,
    vector_uint64_t,
)
from .runtime.check import set_mode as set_check_mode
from .runtime.kernel import cube_kernel, set_jobs, set_schedule_seed, simd_vf, vector_kernel
from .runtime.loops import vf_range
from .runtime.memory import Ptr, PtrRef, Ref, cbuf_ptr, gm_ptr, l1_array, ub_array, ub_ptr
from .runtime.timeline import profile

__version__ = "0.1.0"

__all__ = [
    "int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t", "int64_t", "uint64_t",
    "half", "bfloat16_t", "float_", "hifloat8_t", "fp8_e8m0_t", "fp8_e5m2_t", "fp8_e4m3fn_t", "bool_",
    "vector_int8_t", "vector_uint8_t", "vector_hifloat8_t", "vector_fp8_e8m0_t", "vector_fp8_e5m2_t",
    "vector_fp8_e4m3fn_t", "vector_int16_t", "vector_uint16_t", "vector_half", "vector_bfloat16_t",
    "vector_int32_t", "vector_uint32_t", "vector_float", "vector_bool", "vector_align",
    "fp4x2_e2m1_t", "fp4x2_e1m2_t", "int4b_t", "vector_int64_t", "vector_uint64_t", "vector_fp4x2_e2m1_t",
    "vector_fp4x2_e1m2_t", "vector_int4x2_t",
    "simd_vf", "vector_kernel", "cube_kernel", "vf_range",
    "gm_ptr", "ub_ptr", "ub_array", "cbuf_ptr", "l1_array", "Ptr", "Ref", "PtrRef",
    "set_check_mode", "set_jobs", "set_schedule_seed", "acl", "ops", "c_api",
    "profile",
]
__all__.extend(c_api.__all__)  # every C name of the spec (a form type checkers follow into the generated stub)
