"""``simt_api/device_warp_functions.h``: votes, shuffles and reductions over the lanes of a warp."""

from __future__ import annotations

from .. import dtypes as d
from ..ops import simt_warp
from . import Function, fn, impls
from .types import FLOAT, CType, scalar

_H = "simt_warp"
_I32, _U32, _I64, _U64 = (scalar(e) for e in (d.int32_t, d.uint32_t, d.int64_t, d.uint64_t))
_SHFL_TYPES = (_I32, _U32, FLOAT, _I64, _U64)
_WIDTH = ("width", _I32)


def _shfl(name: str, kind: str, arg: tuple[str, CType], doc: str) -> Function:
    return fn(name, _H, doc, where="simt").forms(
        impls.simt_warp.shfl, _SHFL_TYPES, lambda t: (t, (("var", t), arg, _WIDTH)), extra=(kind,),
        defaults=("warpSize",))


FUNCTIONS: list[Function] = [
    fn("asc_all", _H, "1 if predicate is non-zero for every active lane of the warp, else 0.", where="simt")
    .form(impls.simt_warp.vote, _I32, (("predicate", _I32),), extra=(simt_warp.vote_all,)),
    fn("asc_any", _H, "1 if predicate is non-zero for any active lane of the warp, else 0.", where="simt")
    .form(impls.simt_warp.vote, _I32, (("predicate", _I32),), extra=(simt_warp.vote_any,)),
    fn("asc_ballot", _H, "Bit i set when lane i is active and its predicate is non-zero.", where="simt")
    .form(impls.simt_warp.vote, _U32, (("predicate", _I32),), extra=(simt_warp.ballot,)),
    fn("asc_activemask", _H, "Bit i set when lane i of the warp is active.", where="simt")
    .form(impls.simt_warp.vote, _U32, (), extra=(simt_warp.activemask,)),
    _shfl("asc_shfl", "idx", ("src_lane", _I32), "The value of var in lane src_lane (within segments of "
          "width lanes)."),
    _shfl("asc_shfl_up", "up", ("delta", _U32), "The value of var in the lane delta below (its own where that "
          "leaves the segment of width lanes)."),
    _shfl("asc_shfl_down", "down", ("delta", _U32), "The value of var in the lane delta above (its own where "
          "that leaves the segment of width lanes)."),
    _shfl("asc_shfl_xor", "xor", ("lane_mask", _I32), "The value of var in the lane whose id is this lane's "
          "XOR lane_mask (within segments of width lanes)."),
    *(fn(f"asc_reduce_{op}", _H, f"The {what} of val over the active lanes of the warp, in every lane.",
         where="simt").forms(impls.simt_warp.reduce, (_I32, _U32, FLOAT), lambda t: (t, (("val", t),)), extra=(op,))
      for op, what in (("add", "sum"), ("max", "maximum"), ("min", "minimum"))),
]
