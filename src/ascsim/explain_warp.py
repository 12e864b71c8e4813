"""``ascsim explain 'asc_shfl_xor(var, 1, 16)'``: the 32 lanes of one warp for a shuffle, a vote or a
warp reduction.

The call runs through the facade of the SIMT API on one warp, as a kernel's call runs: a shuffle's
value operand holds each lane's own number (so a result names the lane it came from), and the other
arguments are numbers or C expressions of ``lane`` (``lane % 3 == 0``, ``lane ^ 5``) evaluated per
lane. ``active`` (a 32-bit mask or an expression of ``lane``) sets which lanes run the call.
"""

from __future__ import annotations

import ast
import operator
import re
from collections.abc import Callable
from typing import Any

import numpy as np

from . import simt_api  # noqa: F401  (registers the implementations the call runs)
from .explain_model import lane_ranges
from .opcatalog import ToolError
from .runtime import simt
from .spec import Impl, Overload, impls, simt_by_name

WARP = simt.WARP_SIZE
_CALL = re.compile(r"\s*(\w+)\s*\((.*)\)\s*;?\s*", re.S)
#: What each warp family shows: the shuffles move lanes, the votes and reductions combine them.
_FAMILIES: dict[Impl, str] = {impls.simt_warp.shfl: "shuffle", impls.simt_warp.vote: "vote",
                              impls.simt_warp.reduce: "reduce"}
_BINARY: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Mod: np.fmod,
    ast.BitXor: operator.xor, ast.BitAnd: operator.and_, ast.BitOr: operator.or_, ast.LShift: operator.lshift,
    ast.RShift: operator.rshift}
_COMPARE: dict[type, Callable[[Any, Any], Any]] = {
    ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge, ast.Eq: operator.eq,
    ast.NotEq: operator.ne}


def is_warp_call(call: str) -> bool:
    """Whether ``call`` names a SIMT warp function this drawing covers."""
    m = _CALL.fullmatch(call)
    return m is not None and any(o.impl in _FAMILIES for o in simt_by_name().get(m.group(1), []))


def lane_values(text: str) -> np.ndarray:
    """A C integer expression of ``lane`` (0..31) for each lane of a warp, as int64."""
    lane = np.arange(WARP, dtype=np.int64)
    source = text.replace("&&", " and ").replace("||", " or ")
    source = re.sub(r"!(?!=)", " not ", source)
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except SyntaxError:
        raise ToolError(f"{text!r} is not an expression of lane; write e.g. 5, lane ^ 1 or lane % 3 == 0") from None

    def ev(node: ast.AST) -> Any:
        if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
            return np.int64(node.value)
        if isinstance(node, ast.Name) and node.id == "lane":
            return lane
        if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
            return _BINARY[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):  # C truncates toward zero
            a, b = ev(node.left), ev(node.right)
            if np.any(b == 0):
                raise ToolError(f"{text!r} divides by zero")
            return np.trunc(np.true_divide(a, b)).astype(np.int64)
        if isinstance(node, ast.UnaryOp):
            v = ev(node.operand)
            if isinstance(node.op, ast.USub):
                return -v
            if isinstance(node.op, ast.Invert):
                return ~v
            if isinstance(node.op, ast.Not):
                return (v == 0).astype(np.int64)
        if isinstance(node, ast.Compare) and all(type(o) in _COMPARE for o in node.ops):
            out, left = np.ones(WARP, np.bool_), ev(node.left)
            for op, right_node in zip(node.ops, node.comparators, strict=True):
                right = ev(right_node)
                out &= _COMPARE[type(op)](left, right)
                left = right
            return out.astype(np.int64)
        if isinstance(node, ast.BoolOp):
            parts = [np.broadcast_to(ev(v), (WARP,)) != 0 for v in node.values]
            both = np.logical_and.reduce(parts) if isinstance(node.op, ast.And) else np.logical_or.reduce(parts)
            return both.astype(np.int64)
        raise ToolError(f"{text!r}: only numbers, lane and C's integer operators are understood here")

    return np.broadcast_to(ev(tree.body), (WARP,)).astype(np.int64)


def active_lanes(text: str | None) -> np.ndarray:
    """The lanes that run the call: all, the set bits of a 32-bit number, or where an expression of lane
    is non-zero."""
    if text is None:
        return np.ones(WARP, np.bool_)
    try:
        bits = int(text, 0)
    except ValueError:
        return lane_values(text) != 0
    if not 0 <= bits < 1 << WARP:
        raise ToolError(f"--active {text}: a mask of the warp's 32 lanes is a number from 0 to 0xffffffff")
    return (bits >> np.arange(WARP)) & 1 == 1


def _overload(name: str, dtype: str | None) -> Overload:
    forms = [o for o in simt_by_name()[name] if o.impl in _FAMILIES]
    if dtype is None:
        return forms[0]
    for o in forms:
        if o.params and o.elem(0).name == dtype:
            return o
    have = ", ".join(o.elem(0).name for o in forms if o.params)
    raise ToolError(f"{name} has no {dtype} form; its forms take {have or 'no value'}")


def _split_args(text: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _row(name: str, cells: list[str], width: int, name_w: int) -> list[str]:
    halves = (cells[:16], cells[16:])
    return [f"  {name.ljust(name_w)} |" + "".join(c.rjust(width) for c in half) for half in halves]


def _runs(k: np.ndarray, s: np.ndarray) -> list[tuple[int, int, bool]]:
    """Maximal runs ``(start, stop, one_source)`` of consecutive lanes that read one source lane, or else
    one offset from their own lane."""
    runs, i = [], 0
    while i < k.size:
        for one_source in (True, False):
            j = i + 1
            while j < k.size and k[j] == k[j - 1] + 1 and (
                    s[j] == s[i] if one_source else s[j] - k[j] == s[i] - k[i]):
                j += 1
            if j - i > 1 or not one_source:
                runs.append((i, j, one_source and j - i > 1))
                break
        i = j
    return runs


def _shuffle_mapping(src: np.ndarray, on: np.ndarray, var: str) -> list[str]:
    """Formulas of where each active lane's result comes from, as few lines as the pattern allows."""
    k = np.flatnonzero(on)
    if k.size == 0:
        return ["no lane is active: no lane gets a value"]
    s = src[k]
    if (s == k).all():
        return [f"result[k] <- {var}[k] (every active lane keeps its own value)   k = {lane_ranges(list(k))}"]
    xor = int(s[0] ^ k[0])
    if (s ^ k == xor).all():
        return [f"result[k] <- {var}[k ^ {xor}]   k = {lane_ranges(list(k))}"]
    lines = []
    for start, stop, one_source in _runs(k, s):
        off = int(s[start] - k[start])
        if one_source:
            what = f"{var}[{int(s[start])}]"
        else:
            what = f"{var}[k]" if off == 0 else f"{var}[k {'+' if off > 0 else '-'} {abs(off)}]"
        lines.append(f"result[k] <- {what}   k = {lane_ranges(list(k[start:stop]))}")
    return lines


def explain_warp_call(call: str, dtype: str | None = None, active: str | None = None) -> str:
    """The text drawing of one warp running ``call`` (a shuffle, vote or reduction)."""
    m = _CALL.fullmatch(call)
    if m is None or not is_warp_call(call):
        raise ToolError(f"{call!r} is not a call of a warp function (asc_shfl*, asc_all, asc_any, asc_ballot, "
                        "asc_activemask, asc_reduce_*)")
    name, args = m.group(1), _split_args(m.group(2))
    overload = _overload(name, dtype)
    family = _FAMILIES[overload.impl]
    params = overload.params
    if not len(params) - len(overload.defaults) <= len(args) <= len(params):
        least = len(params) - len(overload.defaults)
        count = f"{least} to {len(params)}" if least < len(params) else str(len(params))
        raise ToolError(f"{name} takes {count} arguments ({', '.join(p.name for p in params)}); got {len(args)}")
    on = active_lanes(active)
    threads = simt.Threads((1, 1, 1), (WARP, 1, 1), 0, 1)
    mask = None if on.all() else on
    shown: list[tuple[str, list[str]]] = [("active", ["1" if a else "." for a in on])]
    values: list[Any] = []
    var = params[0].name if params else ""
    for i, (p, a) in enumerate(zip(params, args, strict=False)):
        if family == "shuffle" and i == 0:  # the moved operand: each lane holds its own number
            values.append(np.arange(WARP).astype(overload.elem(0).np))
            shown.append((p.name, [f"v{k}" for k in range(WARP)]))
            continue
        v = lane_values(a)
        values.append(v.astype(overload.elem(i).np))
        shown.append((p.name, [str(int(x)) for x in v]))
    for i in range(len(args), len(params)):  # defaulted: the width, warpSize
        if overload.defaults[i - len(params) + len(overload.defaults)] != "warpSize":
            raise ToolError(f"{name}: give every argument")
        values.append(np.full(WARP, WARP, overload.elem(i).np))
        shown.append((params[i].name, [str(WARP)] * WARP))
    run = overload.impl.function
    assert run is not None  # the warp implementations are plain functions, registered on import
    with np.errstate(all="ignore"):
        result = np.asarray(run(overload, threads, mask, *values))
    head = [call.strip().rstrip(";"), f"  {overload.prototype()}", f"  {overload.function.doc}",
            f"  one warp of {WARP} lanes, active: " + ("all" if on.all() else lane_ranges(list(np.flatnonzero(on))) or
                                                         "none"),
            f"  computed by running {name} through the SIMT facade (ascsim.ops.simt_warp) on one warp", ""]
    if family == "shuffle":
        src = result.astype(np.int64)
        res_cells = [f"v{int(s)}" if a else "." for s, a in zip(src, on, strict=True)]
        shown.append(("result", res_cells))
        tail = ["", "mapping:", *(f"  {line}" for line in _shuffle_mapping(src, on, var))]
    else:
        hexa = name in ("asc_ballot", "asc_activemask")  # lane bits: read best in hexadecimal
        shown.append(("result", [(f"0x{int(result[k]):x}" if hexa else str(result[k].item())) if on[k] else "."
                                 for k in range(WARP)]))
        word = result[np.flatnonzero(on)[0]].item() if on.any() else None
        tail = ["", f"every active lane gets {word}" if word is not None else "no lane is active"]
        if name in ("asc_ballot", "asc_activemask") and word is not None:
            bits = [k for k in range(WARP) if int(word) >> k & 1]
            tail[-1] = f"every active lane gets 0x{int(word):08x}: bits {lane_ranges(bits) if bits else 'none'}"
    width = max(4, *(len(c) + 1 for _, cells in shown for c in cells))
    name_w = max(len(n) for n, _ in shown)
    body: list[str] = []
    for half in range(2):  # 16 lanes a line
        body.append(f"  {'lane'.ljust(name_w)} |" + "".join(str(k).rjust(width) for k in range(16 * half,
                                                                                              16 * half + 16)))
        body += [_row(n, cells, width, name_w)[half] for n, cells in shown[:-1]]
        body.append(f"  {''.ljust(name_w)} v {name}")
        body.append(_row("result", shown[-1][1], width, name_w)[half])
        body.append("")
    return "\n".join([*head, *body[:-1], *tail]) + "\n"
