"""Votes, shuffles, reductions, the lane id and lane masks (``simt_api/device_warp_functions.h``)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import numpy as np

from ..errors import user_location
from ..ops import simt_warp
from ..runtime import simt
from ..spec import Overload, impls


def _array(t: simt.Threads, v: Any) -> np.ndarray:
    a = np.asarray(v)
    return a if a.ndim else np.full(t.n, a)


def _rows(t: simt.Threads, v: Any, m: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Values and active flags laid out as warps (rows of 32 lanes), and where each lane came from."""
    rows = t.warp_rows()
    exists = rows >= 0
    safe = np.where(exists, rows, 0)
    vals = _array(t, v)[safe]
    active = exists & (True if m is None else t.full(m)[safe])
    return vals, active, safe


def _back(t: simt.Threads, per_lane: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Per-lane results (warps x 32) back in thread order."""
    rows = t.warp_rows()
    out = np.zeros(t.n, dtype)
    ok = rows >= 0
    out[rows[ok]] = per_lane[ok]
    return out


def _per_warp(t: simt.Threads, per_warp: np.ndarray) -> np.ndarray:
    return _back(t, np.repeat(per_warp[:, None], simt.WARP_SIZE, axis=1), per_warp.dtype)


#: The source lanes of a shuffle whose lanes share one rule: (kind, arg and width with their types) -> a row
#: of 32 (read-only).
_RULES: dict[tuple[Any, ...], np.ndarray] = {}


def _one_rule(kind: str, arg: Any, width: Any) -> np.ndarray:
    """The source lane of each lane for a shuffle of one ``arg`` and ``width`` for every lane (kept: a
    reduction shuffles with the same few deltas over and over)."""
    key = (kind, type(arg), int(arg), type(width), int(width))
    src = _RULES.get(key)
    if src is None:
        lane = np.arange(simt.WARP_SIZE)
        src = simt_warp.shfl_source(kind, np.full_like(lane, arg), np.full_like(lane, width))
        src.flags.writeable = False
        if len(_RULES) < 1024:
            _RULES[key] = src
    return src


def _together(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` over the lanes together at the call when the warp's lanes run in several groups
    (:mod:`ascsim.runtime.simt_tasks`), else as it is."""
    @functools.wraps(fn)
    def run(overload: Overload, t: simt.Threads, m: Any, *args: Any) -> Any:
        if t.tasks is not None:
            return t.tasks.collective(fn, overload, t, m, args, user_location())
        return fn(overload, t, m, *args)
    return run


@impls.simt_warp.shfl.register
@_together
def shfl(overload: Overload, t: simt.Threads, m: Any, var: Any, arg: Any, width: Any = simt.WARP_SIZE) -> np.ndarray:
    """``asc_shfl``/``_up``/``_down``/``_xor``: each lane reads var of its source lane."""
    (kind,) = overload.extra
    dt = overload.elem(0).np
    vec = overload.ret if overload.ret.kind == "vec" else None
    if vec is not None:  # a vector (half2 ...) moves as one word of its size: both members from one lane
        word = np.dtype(f"u{dt.itemsize * vec.count}")
        a = np.ascontiguousarray(np.broadcast_to(np.asarray(var, dt), (t.n, vec.count)))
        var, dt = a.reshape(-1).view(word), word
    if t.per_block % simt.WARP_SIZE == 0 and np.ndim(arg) == 0 and np.ndim(width) == 0:
        # Whole warps and one source rule for every lane: the threads are already rows of 32, and one
        # row of source lanes serves every warp.
        rows = np.broadcast_to(np.asarray(var, dt), (t.n,)).reshape(-1, simt.WARP_SIZE)
        out = simt_warp.shfl(rows, _one_rule(kind, arg, width)).reshape(-1)
    else:
        vals, _, safe = _rows(t, np.asarray(var, dt), m)
        src = simt_warp.shfl_source(kind, _array(t, arg)[safe], _array(t, width)[safe])
        out = _back(t, simt_warp.shfl(vals, src), dt)
    if vec is not None:
        return out.view(overload.elem(0).np).reshape(t.n, vec.count)
    return out


@impls.simt_warp.reduce.register
@_together
def reduce(overload: Overload, t: simt.Threads, m: Any, val: Any) -> np.ndarray:
    """``asc_reduce_add``/``max``/``min`` over the active lanes of each warp."""
    (op,) = overload.extra
    dt = overload.elem(0).np
    vals, active, _ = _rows(t, np.asarray(val, dt), m)
    return _per_warp(t, simt_warp.reduce(op, vals, active).astype(dt))


@impls.simt_warp.vote.register
@_together
def vote(overload: Overload, t: simt.Threads, m: Any, *pred: Any) -> np.ndarray:
    """``asc_all``/``asc_any``/``asc_ballot``/``asc_activemask`` of each warp."""
    (fn,) = overload.extra
    if not pred:
        _, active, _ = _rows(t, 0, m)
        return _per_warp(t, fn(active))
    vals, active, _ = _rows(t, pred[0], m)
    return _per_warp(t, fn(vals, active))


@impls.simt_warp.laneid.register
def laneid(overload: Overload, t: simt.Threads, m: Any) -> np.ndarray:
    """``laneid()``: each thread's lane."""
    return t.lane.astype(np.int32)


@impls.simt_warp.lanemask.register
def lanemask(overload: Overload, t: simt.Threads, m: Any) -> np.ndarray:
    """``lanemask_eq()`` ...: the lanes' masks relative to each thread's lane."""
    (kind,) = overload.extra
    return simt_warp.lanemask(kind).view(np.int32)[t.lane]
