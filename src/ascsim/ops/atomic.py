"""GM atomics: the value an atomic update leaves in memory, per element type, on raw bits.

``combine(op, elem, old, val)`` is batched over arrays of raw bits (unsigned integers of the element's
size). Integers wrap (two's complement); ``max``/``min`` compare as the element type (signed or
not). Floating additions are correctly rounded (to nearest, ties to even) in the element's format;
``max``/``min`` of floats order -0 below +0, and a NaN operand gives the type's default quiet NaN.
"""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np

from ..dtypes import ElemType
from ._fp import quiet

#: Numpy dtypes holding the values of the element types an atomic update supports.
_VALUES: dict[str, Any] = {
    "int8_t": np.int8, "int16_t": np.int16, "int32_t": np.int32, "int64_t": np.int64,
    "uint8_t": np.uint8, "uint16_t": np.uint16, "uint32_t": np.uint32, "uint64_t": np.uint64,
    "half": np.float16, "float": np.float32, "bfloat16_t": ml_dtypes.bfloat16,
}
#: The default quiet NaN of each floating type, as raw bits.
_QNAN = {"half": 0x7E00, "float": 0x7FC00000, "bfloat16_t": 0x7FC0}

OPS = ("add", "sub", "max", "min", "and", "or", "xor", "exch", "inc", "dec", "cas")


def supported(elem: ElemType) -> bool:
    return elem.name in _VALUES


def _uint(elem: ElemType) -> np.dtype[Any]:
    return np.dtype(f"<u{elem.size}")


def combine(op: str, elem: ElemType, old: np.ndarray, val: np.ndarray, compare: np.ndarray | None = None) -> np.ndarray:
    """The raw bits an atomic ``op`` leaves where ``old`` was, given the operand ``val`` (and, for
    ``cas``, ``compare``). ``inc``: old >= val gives 0, else old + 1; ``dec``: old == 0 or old > val
    gives val, else old - 1; ``cas``: old == compare gives val (compared bit for bit, floats too, as the
    memory word is)."""
    u = _uint(elem)
    o = np.asarray(old).astype(u)
    v = np.asarray(val).astype(u)
    vd = np.dtype(_VALUES[elem.name])
    overload, vv = o.view(vd), v.view(vd)
    if op == "exch":
        return v.copy()
    if op in ("and", "or", "xor"):
        return {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[op](o, v)
    if op == "inc":
        return np.where(o >= v, u.type(0), o + u.type(1)).astype(u)
    if op == "dec":
        return np.where((o == 0) | (o > v), v, o - u.type(1)).astype(u)
    if op == "cas":
        assert compare is not None
        c = np.asarray(compare).astype(u)
        return np.where(o == c, v, o).astype(u)
    if elem.kind != "float":
        if op == "add":
            return (o + v).astype(u)  # unsigned arithmetic wraps as two's complement does
        if op == "sub":
            return (o - v).astype(u)
        take = overload >= vv if op == "max" else overload <= vv
        return np.where(take, o, v).astype(u)
    with quiet():
        if op in ("add", "sub"):
            res = (overload + vv) if op == "add" else (overload - vv)
            return np.asarray(res, dtype=vd).view(u)
        a, b = overload.astype(np.float64), vv.astype(np.float64)
        nan = np.isnan(a) | np.isnan(b)
        # -0 < +0: compare the sign too where the values are equal.
        neg_a, neg_b = np.signbit(a), np.signbit(b)
        if op == "max":
            take_a = (a > b) | ((a == b) & (~neg_a | neg_b))
        else:
            take_a = (a < b) | ((a == b) & (neg_a | ~neg_b))
        out = np.where(take_a, o, v).astype(u)
        return np.where(nan, u.type(_QNAN[elem.name]), out).astype(u)
