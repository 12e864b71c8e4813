"""Warp functions of SIMT threads (shuffles, votes, reductions), over warps laid out as rows.

Every function takes values as a ``(warps, 32)`` array: row ``w`` holds lane 0 to 31 of warp ``w``;
``active`` (same shape, bool) flags the lanes that exist and run the call. Pure numpy, no state.
"""

from __future__ import annotations

import numpy as np

#: Lanes of a warp.
WARP = 32
_LANE = np.arange(WARP, dtype=np.int64)


def shfl_source(kind: str, arg: np.ndarray, width: np.ndarray) -> np.ndarray:
    """The lane each lane reads in ``asc_shfl`` (``kind="idx"``), ``asc_shfl_up``, ``asc_shfl_down`` and
    ``asc_shfl_xor``: within segments of ``width`` lanes; a lane whose source falls outside its
    segment reads its own value. ``arg`` is the source lane, delta or lane mask of each lane."""
    lane = np.broadcast_to(_LANE, arg.shape)
    w = np.where((width >= 1) & (width <= WARP), width, WARP).astype(np.int64)
    base = lane - lane % w
    a = arg.astype(np.int64)
    if kind == "idx":
        return base + np.mod(a, w)
    if kind == "up":
        src = lane - a
        return np.where(src >= base, src, lane)
    if kind == "down":
        src = lane + a
        return np.where(src < base + w, src, lane)
    src = lane ^ a
    return np.where((src >= base) & (src < base + w), src, lane)


def shfl(values: np.ndarray, src: np.ndarray) -> np.ndarray:
    """Each lane's value from lane ``src`` of its warp (``src`` one row for every warp, or a row per warp)."""
    src = np.minimum(np.maximum(src, 0), WARP - 1)  # np.clip's checks of its bounds cost more than the work
    if src.ndim == 1:
        return np.take(values, src, axis=1)  # C order (values[:, src] comes column-major: a copy to flatten)
    return np.take_along_axis(values, src, axis=1)


def ballot(pred: np.ndarray, active: np.ndarray) -> np.ndarray:
    """``asc_ballot``: bit ``i`` of the warp's word is set when lane ``i`` is active and its predicate
    is non-zero (one uint32 per warp)."""
    bits = (pred != 0) & active
    return (bits.astype(np.uint64) << _LANE.astype(np.uint64)).sum(axis=1).astype(np.uint32)


def activemask(active: np.ndarray) -> np.ndarray:
    """``asc_activemask``: the warp's active lanes as bits."""
    return ballot(np.ones(active.shape, np.int32), active)


def vote_all(pred: np.ndarray, active: np.ndarray) -> np.ndarray:
    """``asc_all``: 1 when every active lane's predicate is non-zero."""
    return np.all((pred != 0) | ~active, axis=1).astype(np.int32)


def vote_any(pred: np.ndarray, active: np.ndarray) -> np.ndarray:
    """``asc_any``: 1 when some active lane's predicate is non-zero."""
    return np.any((pred != 0) & active, axis=1).astype(np.int32)


def reduce(op: str, values: np.ndarray, active: np.ndarray) -> np.ndarray:
    """``asc_reduce_add/max/min`` over the active lanes of each warp, lane 0 first (integers wrap,
    floats round after each step in the element type)."""
    dt = values.dtype
    acc = None
    for lane in range(WARP):
        col = values[:, lane]
        on = active[:, lane]
        if acc is None:
            acc = col.copy()
            seen = on.copy()
            continue
        if op == "add":
            nxt = (acc + col).astype(dt)
        elif op == "max":
            nxt = np.maximum(acc, col)
        else:
            nxt = np.minimum(acc, col)
        acc = np.where(on & seen, nxt, np.where(on, col, acc))
        seen |= on
    assert acc is not None
    return acc


def lanemask(kind: str) -> np.ndarray:
    """``lanemask_eq/lt/le/gt/ge`` of each lane (one uint32 per lane)."""
    lane = _LANE.astype(np.uint64)
    one = np.uint64(1)
    below = (one << lane) - one
    full = np.uint64(0xFFFFFFFF)
    masks = {"eq": one << lane, "lt": below, "le": (below << one | one) & full, "gt": full & ~((below << one) | one),
             "ge": full & ~below}
    return masks[kind].astype(np.uint32)
