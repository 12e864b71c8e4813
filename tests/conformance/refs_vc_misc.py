"""References for the UB compares (asc_eq/ne/ge/le/lt into UB, the _scalar compares) and reductions
(asc_repeat_reduce_*, asc_datablock_reduce_*, asc_pair_reduce_sum) of vector_compute.h.

Cases are the vector_compute ones (count forms over the first count elements; repeat forms with
contiguous sources under a full mask), with the reductions' destination repeat stride set to 1 so
results pack back to back. Element loops from the pages: a compare gives one bit per element (bit
i%8 of byte i//8); a sum is the pages' pairwise tree, each addition rounded to the element type; a
max/min is the first NaN, else the first greatest (least) value with -0 < +0.
"""

from __future__ import annotations

import operator
from typing import Any

import numpy as np

from ascsim.spec import impls

from ._gen import VL, Case, Mem
from ._refs import Expect, Expected, _bytes_le, _ub_values, _vc_cases, elem_of, ref

_OPS = {"eq": operator.eq, "ne": operator.ne, "gt": operator.gt, "ge": operator.ge, "le": operator.le,
        "lt": operator.lt}
_NP = {"half": np.float16, "float": np.float32, "int32_t": np.int32}


def _vals(c: Case, name: str, n: int) -> list[Any]:
    e = elem_of(c, name)
    return list(np.array(_ub_values(c, name, e, n), f"u{e.size}").view(_NP[e.name]))


def _bits_into(c: Case, flags: list[bool]) -> Expect:
    m: Mem = c.args["dst"]
    out = m.data.copy()
    packed = _bytes_le(flags + [False] * (-len(flags) % 8))
    out[m.offset:m.offset + packed.size] = packed
    care = np.zeros(out.size, np.bool_)
    care[m.offset:m.offset + packed.size] = True
    return Expect(out, care)


@ref(impls.vector_compute_misc.compare, cases=_vc_cases)
def _compare(c: Case) -> Expected:
    # Into CMPMASK (no dst): only "accepted, sources unchanged" is checked here.
    if "dst" not in c.args:
        return {}
    n = int(c.args["repeat"]) * (VL // elem_of(c, "src0").size)
    a, b = _vals(c, "src0", n), _vals(c, "src1", n)
    with np.errstate(invalid="ignore"):
        return {"dst": _bits_into(c, [bool(_OPS[c.ov.extra[1]](x, y)) for x, y in zip(a, b, strict=True)])}


@ref(impls.vector_compute_misc.compare_scalar, cases=_vc_cases)
def _compare_scalar(c: Case) -> Expected:
    e = elem_of(c, "src")
    n = int(c.args["repeat"]) * (VL // e.size)
    v = np.array([int(c.args["value"]) & ((1 << (8 * e.size)) - 1)], f"u{e.size}").view(_NP[e.name])[0]
    with np.errstate(invalid="ignore"):
        return {"dst": _bits_into(c, [bool(_OPS[c.ov.extra[1]](x, v)) for x in _vals(c, "src", n)])}


def _red_cases(ov: Any) -> list[Case]:
    out = _vc_cases(ov)
    for c in out:
        if "dst_repeat_stride" in c.args:
            c.args["dst_repeat_stride"] = 1
    return out


def _groups(c: Case) -> list[list[Any]]:
    """Each repeat's elements, None where not taking part (past count)."""
    e = elem_of(c, "src")
    per = VL // e.size
    n = int(c.args["count"]) if "count" in c.args else int(c.args["repeat"]) * per
    vals = _vals(c, "src", n)
    reps = -(-n // per)
    return [[vals[r * per + i] if r * per + i < n else None for i in range(per)] for r in range(reps)]


def _tree(xs: list[Any], dt: Any) -> Any:
    while len(xs) > 1:
        nxt = []
        for k in range(0, len(xs), 2):
            x, y = xs[k], xs[k + 1]
            with np.errstate(all="ignore"):
                nxt.append(x if y is None else y if x is None else dt(x + y))
        xs = nxt
    return dt(0) if xs[0] is None else xs[0]


def _extreme(xs: list[Any], op: str, dt: Any) -> tuple[Any, int]:
    best, idx = None, 0
    for i, v in enumerate(xs):
        if v is None:
            continue
        if np.isnan(v):
            return v, i
        if best is None:
            best, idx = v, i
            continue
        better = v > best if op == "max" else v < best
        # -0 < +0: a max prefers +0 over an earlier -0, a min -0 over an earlier +0.
        tie0 = v == best == 0 and bool(np.signbit(best)) == (op == "max") and bool(np.signbit(v)) != (op == "max")
        if better or tie0:
            best, idx = v, i
    if best is None:
        return dt(-np.inf if op == "max" else np.inf), 0
    return best, idx


def _dst_write(c: Case, raw: np.ndarray) -> Expect:
    m: Mem = c.args["dst"]
    out = m.data.copy()
    b = raw.view(np.uint8)
    out[m.offset:m.offset + b.size] = b
    return Expect(out, np.ones(out.size, np.bool_))


@ref(impls.vector_compute_misc.repeat_reduce, cases=_red_cases, compare="float")
def _repeat_reduce(c: Case) -> Expected:
    e = elem_of(c, "src")
    dt = _NP[e.name]
    u = np.dtype(f"u{e.size}")
    _sync, op, order = c.ov.extra
    items: list[int] = []
    for g in _groups(c):
        if op == "sum":
            items.append(int(np.array([_tree(g, dt)], dt).view(u)[0]))
            continue
        v, i = _extreme(g, op, dt)
        vb = int(np.array([v], dt).view(u)[0])
        items += {"index_value": [i, vb], "value_index": [vb, i], "only_value": [vb]}.get(order, [])
        if order == "only_index":
            items += list(np.array([i], np.uint32).view(u))
    return {"dst": _dst_write(c, np.array(items, u))}


@ref(impls.vector_compute_misc.datablock_reduce, cases=_red_cases, compare="float")
def _datablock_reduce(c: Case) -> Expected:
    e = elem_of(c, "src")
    dt = _NP[e.name]
    per = 32 // e.size
    op = c.ov.extra[1]
    res = []
    for g in _groups(c):
        for b in range(8):
            blk = g[b * per:(b + 1) * per]
            res.append(_tree(blk, dt) if op == "sum" else _extreme(blk, op, dt)[0])
    return {"dst": _dst_write(c, np.array(res, dt))}


@ref(impls.vector_compute_misc.pair_reduce, cases=_red_cases, compare="float")
def _pair_reduce(c: Case) -> Expected:
    dt = _NP[elem_of(c, "src").name]
    res = [_tree(g[2 * j:2 * j + 2], dt) for g in _groups(c) for j in range(len(g) // 2)]
    return {"dst": _dst_write(c, np.array(res, dt))}
