"""Functions of each thread's own values: the math library, the conversions, the integer intrinsics
(``math_functions.h``, ``device_functions.h``, ``asc_fp16.h``, ``asc_bf16.h``); semantics in
:mod:`ascsim.ops.simt_math`."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..runtime import simt, simt_memory
from ..spec import Overload, impls
from .atomic import space_of


@impls.simt_lanes.apply.register
def apply(overload: Overload, t: simt.Threads | None, m: Any, *args: Any) -> Any:
    """The spec's ops function over the arguments: ``op(*before, *args, *after)``."""
    op, pre, post = overload.extra
    return op(*pre, *args, *post)


@impls.simt_lanes.with_outputs.register
def with_outputs(overload: Overload, t: simt.Threads, m: Any, *args: Any) -> Any:
    """``frexpf``, ``sincosf`` ...: the ops function gives the value and what goes to the output pointers."""
    op, dtype = overload.extra
    ptrs = [a for a, p in zip(args, overload.params, strict=True) if p.ty.kind == "ptr"]
    vals = [a for a, p in zip(args, overload.params, strict=True) if p.ty.kind != "ptr"]
    value, *outs = op(*vals, dtype)
    for p, out, param in zip(ptrs, outs, [p for p in overload.params if p.ty.kind == "ptr"], strict=True):
        assert param.ty.elem is not None
        space, alloc = space_of(p, overload.name)
        simt_memory.store(t, space, alloc, p.off, np.asarray(out, param.ty.elem.np), param.ty.elem.np, m, overload.name)
    return value
