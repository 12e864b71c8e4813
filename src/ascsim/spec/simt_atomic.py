"""``simt_api/device_atomic_functions.h``: the atomics of SIMT threads on GM and UB.

The vendor declares each form three times: for a ``__gm__`` pointer, a ``__ubuf__`` pointer and a
generic one. ascsim's ``__gm__`` is no type qualifier, so the generic form here stands for all three;
the memory spaces a form may reach are data of the form (``extra[1]``, names of
:mod:`ascsim.runtime.memory`'s spaces) and are checked per call: the 64-bit forms reach GM only, as the
vendor declares no ``__ubuf__`` form of them (their pages' tables of memory spaces say the same).

:func:`float16_atomics` gives the scalar ``half``/``bfloat16_t`` forms that ``asc_fp16.h`` and
``asc_bf16.h`` declare (add, max and min, on GM and UB); :func:`pair_atomics` their two-element forms
(``half2``, ``bfloat16x2_t``).
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

#: The memory spaces an atomic form reaches: GM and UB, or GM only (the 64-bit forms).
GM_AND_UB: tuple[str, ...] = ("gm", "ub")
GM_ONLY: tuple[str, ...] = ("gm",)

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


def _spaces(t: CType) -> tuple[str, ...]:
    assert t.elem is not None
    return GM_ONLY if t.elem.np.itemsize == 8 else GM_AND_UB


def _function(op: str, doc: str, types: tuple[CType, ...]) -> Function:
    f = fn(f"asc_atomic_{op}", _H, doc, where="simt")
    for t in types:
        f.form(impls.simt_atomic.atomic, t, _params(op, t), extra=(simt_atomic.UPDATES[op], _spaces(t)))
    return f


def float16_atomics(t: CType, header: str) -> list[Function]:
    """``asc_atomic_add``/``max``/``min`` on a ``half`` or ``bfloat16_t`` element (``asc_fp16.h``,
    ``asc_bf16.h``): the only scalar 16-bit forms; sub, exch and cas exist for the two-element types only."""
    return [fn(f"asc_atomic_{op}", header, f"Writes {what} of the {t.c} element and val; returns the element "
               "before (inexact on the chip, says the page).", where="simt")
            .form(impls.simt_atomic.atomic, t, _params(op, t), extra=(simt_atomic.UPDATES[op], GM_AND_UB))
            for op, what in (("add", "the sum"), ("max", "the larger"), ("min", "the smaller"))]


FUNCTIONS: list[Function] = [_function(op, doc, types) for op, (doc, types) in _DOCS.items()]


def pair_atomics(t: CType, header: str) -> list[Function]:
    """``asc_atomic_add``/``sub``/``max``/``min``/``exch``/``cas`` on a ``half2`` or ``bfloat16x2_t``
    element: one read-modify-write of the 4-byte pair, each member updated as the scalar form does it;
    cas compares the pair's 4 bytes as one word."""
    assert t.elem is not None
    out = []
    for op, what in (("add", "the sums"), ("sub", "the differences"), ("max", "the larger members"),
                     ("min", "the smaller members"), ("exch", "val"), ("cas", "val if the pair equals compare")):
        update = simt_atomic.UPDATES[op] if op == "cas" else simt_atomic.member_wise(simt_atomic.UPDATES[op],
                                                                                      t.elem.np, t.count)
        out.append(fn(f"asc_atomic_{op}", header, f"Writes {what} to the {t.c} element, member by member; returns "
                      "the element before.", where="simt")
                   .form(impls.simt_atomic.atomic, t, _params(op, t), extra=(update, GM_AND_UB)))
    return out
