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


@impls.simt_lanes.reads_array.register
def reads_array(overload: Overload, t: simt.Threads, m: Any, count: Any, p: Any) -> Any:
    """``normf``/``rnormf``: each thread's first ``count`` elements at ``p`` (at least one) as a row of a
    matrix, then the ops function over the rows: ``op(counts, rows, dtype, *rest)``."""
    op, dtype, *rest = overload.extra
    elem = overload.params[1].ty.elem
    assert elem is not None
    space, alloc = space_of(p, overload.name)
    counts = np.broadcast_to(np.maximum(np.asarray(count, np.int64), 1), (t.n,))
    live = counts if m is None else np.where(m, counts, 0)
    width = int(live.max()) if live.size else 0
    rows = np.zeros((t.n, max(width, 1)), elem.np)
    for k in range(width):  # element k of every thread that reads that far; a bad address is reported
        on = live > k
        got = simt_memory.load(t, space, alloc, np.broadcast_to(np.asarray(p.off, np.int64), (t.n,)) + k * elem.size,
                               elem.np, on, overload.name)
        rows[:, k] = np.where(on, got, 0)
    return op(counts, rows, dtype, *rest)


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
