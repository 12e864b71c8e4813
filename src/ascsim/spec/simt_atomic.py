"""``simt_api/device_atomic_functions.h``: the atomics of SIMT threads on GM and UB.

The vendor declares each form three times: for a ``__gm__`` pointer, a ``__ubuf__`` pointer and a
generic one. ascsim's ``__gm__`` is no type qualifier, so the generic forms here take all three;
which space the pointer reaches is checked per call (64-bit atomics reach GM only, as the UB forms
the vendor lists are 32-bit).
"""

from __future__ import annotations

from .. import dtypes as d
from ..ops import simt_atomic
from . import Function, fn, impls
from .types import FLOAT, CType, pointer, scalar

_H = "simt_atomic"
_I32, _U32, _I64, _U64 = (scalar(e) for e in (d.int32_t, d.uint32_t, d.int64_t, d.uint64_t))
_ALL = (_I32, _U32, _I64, _U64, FLOAT)
_INTS = (_I32, _U32, _I64, _U64)
_UNSIGNED = (_U32, _U64)

_DOCS = {
    "add": ("Adds val to the element; returns the element before.", _ALL),
    "sub": ("Subtracts val from the element; returns the element before.", _ALL),
    "exch": ("Writes val to the element; returns the element before.", _ALL),
    "max": ("Writes the larger of the element and val; returns the element before.", _ALL),
    "min": ("Writes the smaller of the element and val; returns the element before.", _ALL),
    "inc": ("Writes 0 if the element is at least val, else the element plus 1; returns the element before.",
            _UNSIGNED),
    "dec": ("Writes val if the element is 0 or above val, else the element minus 1; returns the element "
            "before.", _UNSIGNED),
    "cas": ("Writes val if the element equals compare; returns the element before.", _ALL),
    "and": ("Writes the element AND val; returns the element before.", _INTS),
    "or": ("Writes the element OR val; returns the element before.", _INTS),
    "xor": ("Writes the element XOR val; returns the element before.", _INTS),
}


def _params(op: str, t: CType) -> tuple[tuple[str, CType], ...]:
    if op == "cas":
        return ("address", pointer(t)), ("compare", t), ("val", t)
    return ("address", pointer(t)), ("val", t)


def _function(op: str, doc: str, types: tuple[CType, ...]) -> Function:
    f = fn(f"asc_atomic_{op}", _H, doc, where="simt")
    for t in types:
        f.form(impls.simt_atomic.atomic, t, _params(op, t), extra=(simt_atomic.UPDATES[op],))
    return f


FUNCTIONS: list[Function] = [_function(op, doc, types) for op, (doc, types) in _DOCS.items()]
