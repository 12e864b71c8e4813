"""``c_api/atomic/atomic.h``: the store-atomic modes of copies into GM (UB -> GM copies add, keep the
maximum or the minimum per element instead of overwriting)."""

from __future__ import annotations

from .. import dtypes as d
from . import V920, fn, impls, void
from .types import U16, out, union_type

_H = "atomic"
_DEP_GET = "asc_get_store_atomic_config is deprecated; for an atomic add use asc_atomic_add"
_DEP_V2 = "asc_set_store_atomic_config_v2 is deprecated; for an atomic add use asc_atomic_add"

#: Suffix of the setter name -> element type, as the vendor names them.
_TYPES = {"float": d.float_, "float16": d.half, "int": d.int32_t, "int8": d.int8_t, "int16": d.int16_t,
          "bfloat": d.bfloat16_t}
_WHAT = {"add": "add what they copy to", "max": "keep the larger of what they copy and",
         "min": "keep the smaller of what they copy and"}


def _setter(op: str, suffix: str) -> object:
    e = _TYPES[suffix]
    return (fn(f"asc_set_atomic_{op}_{suffix}", _H, f"Later UB->GM copies {_WHAT[op]} the {e.name} elements in GM "
               "(until asc_set_atomic_none).", where="kernel", pipe="S")
            .form(impls.atomic.set_mode, *void(), extra=(op, e)))


FUNCTIONS = [
    _setter("add", "float"), _setter("max", "float16"), _setter("add", "int"), _setter("add", "int8"),
    _setter("add", "int16"),
    fn("asc_set_atomic_none", _H, "Later copies into GM overwrite again (no store-atomic mode).", where="kernel",
       pipe="S")
    .form(impls.atomic.set_mode, *void(), extra=(None, None)),
    fn("asc_get_store_atomic_config", _H, "Read the store-atomic configuration register into config.",
       where="kernel", pipe="S", deprecated=_DEP_GET)
    .form(impls.atomic.get_config, *void(("config", out(union_type("asc_store_atomic_config"))))),
    fn("asc_set_store_atomic_config_v1", _H, "Set the store-atomic mode by type and op codes of earlier chips; "
       "the Ascend 950PR/950DT does not support it (an error).", where="kernel", pipe="S")
    .form(impls.atomic.set_config_v1, *void(("type", U16), ("op", U16))),
    _setter("add", "bfloat"), _setter("add", "float16"), _setter("max", "bfloat"), _setter("max", "float"),
    _setter("max", "int"), _setter("max", "int8"), _setter("max", "int16"), _setter("min", "bfloat"),
    _setter("min", "float"), _setter("min", "float16"), _setter("min", "int"), _setter("min", "int8"),
    _setter("min", "int16"),
    fn("asc_set_store_atomic_config_v2", _H, "Set the store-atomic mode by codes: type 1 int32_t, 4 half, 5 float, "
       "7 bfloat16_t, 9 int16_t, 10 int8_t; op 2 add.", where="kernel", pipe="S", deprecated=_DEP_V2)
    .form(impls.atomic.set_config_v2, *void(("type", U16), ("op", U16))),
]


# What the newer headers (V920) add: int32 setters under their full type name, and asc_disable_dma_atomic
# (what asc_set_atomic_none does).
FUNCTIONS += [
    *[fn(f"asc_set_atomic_{op}_int32", _H, f"Later UB->GM copies {_WHAT[op]} the int32_t elements in GM (as "
         f"asc_set_atomic_{op}_int; until asc_set_atomic_none).", where="kernel", pipe="S")
      .form(impls.atomic.set_mode, *void(), extra=(op, d.int32_t), versions=(V920,)) for op in ("add", "max", "min")],
    fn("asc_disable_dma_atomic", _H, "Later copies into GM overwrite again (as asc_set_atomic_none).",
       where="kernel", pipe="S")
    .form(impls.atomic.set_mode, *void(), extra=(None, None), versions=(V920,)),
]
