"""ascsim: a bit-exact simulator of the Ascend C register-compute C API (Ascend 950, dav-3510).

``from ascsim import *`` gives the kernel-side C names unchanged (register and element types,
every ``asc_*`` function, ``PAT_*``, ``PIPE_*``, ``EVENT_ID*``) plus the Python decorators and
memory helpers that stand in for C syntax. The host API is :mod:`ascsim.acl`; batch semantics
without a kernel are in :mod:`ascsim.ops`.
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

# The package imports its parts when a name is first used, so a command imports only what it needs
# (``ascsim run`` parses its command line before it loads the simulator). Type checkers read the
# generated stub __init__.pyi instead.
_FROM = {
    **dict.fromkeys((
        "bfloat16_t", "bool_", "float_", "fp4x2_e1m2_t", "fp4x2_e2m1_t", "fp8_e4m3fn_t", "fp8_e5m2_t",
        "fp8_e8m0_t", "half", "hifloat8_t", "int4b_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
        "uint16_t", "uint32_t", "uint64_t"), ".dtypes"),
    **dict.fromkeys((
        "vector_align", "vector_bfloat16_t", "vector_bool", "vector_float", "vector_fp4x2_e1m2_t",
        "vector_fp4x2_e2m1_t", "vector_fp8_e4m3fn_t", "vector_fp8_e5m2_t", "vector_fp8_e8m0_t", "vector_half",
        "vector_hifloat8_t", "vector_int4x2_t", "vector_int8_t", "vector_int16_t", "vector_int32_t",
        "vector_int64_t", "vector_uint8_t", "vector_uint16_t", "vector_uint32_t", "vector_uint64_t"), ".regs"),
    **dict.fromkeys(("cube_kernel", "mix_kernel", "set_schedule_seed", "simd_vf", "vector_kernel"),
                    ".runtime.kernel"),
    "set_jobs": ".runtime.jobs",
    **dict.fromkeys(("Ptr", "PtrRef", "Ref", "ca_ptr", "cb_ptr", "cbuf_ptr", "cc_ptr", "dynamic_ub", "fbuf_ptr",
                     "gm_ptr", "l1_array", "ub_array", "ub_ptr"), ".runtime.memory"),
    **dict.fromkeys(("bt_array", "fb_array", "l0a_array", "l0b_array", "l0c_array"), ".runtime.aicore"),
    "vf_range": ".runtime.loops",
    "profile": ".runtime.timeline",
}
_RENAMED = {"set_check_mode": (".runtime.check", "set_mode"), "set_npu_arch": (".arch", "select"),
            "npu_arch": (".arch", "using")}
_MODULES = ("acl", "c_api", "ops")
#: The prefixes of the C names written in lower case.
_C_LOWER = ("asc_", "vector_", "block_", "addr_")
#: The C names in lower case without such a prefix: the compiler's scalar intrinsics
#: (``spec.scalar_compute.INTRINSICS``, listed here so that the package need not load the spec).
_C_INTRINSICS = frozenset(("bcnt0", "bcnt1", "clz", "sbitset0", "sbitset1", "sff0", "sff1", "sflbits"))



def __getattr__(name: str) -> Any:
    """The package's names, each imported on first use (PEP 562)."""
    if name in _MODULES:
        return importlib.import_module(f".{name}", __name__)
    if name in _FROM or name in _RENAMED:
        module, attr = _RENAMED.get(name, (_FROM.get(name, ""), name))
        value = getattr(importlib.import_module(module, __name__), attr)
    elif name == "__all__":
        value = [*_MODULES, *_FROM, *_RENAMED, *importlib.import_module(".c_api", __name__).__all__]
    elif name.startswith("_") or (name.islower() and not name.startswith(_C_LOWER) and name not in _C_INTRINSICS):
        # Not a C name (those are upper case or start with a C prefix): a submodule that is not
        # imported yet, which ``from . import name`` then imports, without loading the C API here.
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    else:
        c_api = importlib.import_module(".c_api", __name__)
        if name not in c_api.__all__:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = getattr(c_api, name)
    globals()[name] = value
    return value
