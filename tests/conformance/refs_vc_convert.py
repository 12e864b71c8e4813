"""References for the UB conversions and dequantisation of vector_compute.h.

Cases: the count form over the first ``count`` elements, the repeat form with contiguous strides
(block 1; repeat 8 blocks for the wider operand, ``8 * size / wide`` for the narrower) under a full
mask. Element values: the exact rational reference of the register conversions (saturating to
integer types, IEEE overflow to float types; float to float rounds to an integral value with a zero
result +0); dequantisation from the page formulas with Fractions.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np
from reg_convert.fraction_ref import expected, integral

from ascsim.spec import impls

from ._gen import Case, Mem, default_cases
from ._refs import REFS, Expected, Reference, elem_of, ref

_RAW = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_INT = ("int8_t", "uint8_t", "int16_t", "int32_t", "int64_t", "int4b_t")


def _size(name: str, size: int) -> float:
    return 0.5 if name == "int4b_t" else size


def _cases(ov: Any) -> list[Case]:
    out = default_cases(ov, 1)
    names = [p.name for p in ov.params]
    sizes = [_size(p.ty.elem.name, p.ty.elem.size) for p in ov.params if p.ty.kind == "ptr"]
    wide = max(sizes)
    for c in out:
        for p in ov.params:
            if p.ty.kind == "ptr":
                c.args[p.name] = Mem(c.args[p.name].data[:256].copy(), 0)  # one repeat; many overloads share UB
        if "count" in names:
            c.args["count"] = 30
        else:
            c.args["repeat"] = 1
            ptrs = [p.name for p in ov.params if p.ty.kind == "ptr"]
            for nm, sz in zip(ptrs, sizes, strict=True):
                c.args[f"{nm}_block_stride"] = 1
                c.args[f"{nm}_repeat_stride"] = 8 if ov.impl.name.endswith("deq_b8") else int(8 * sz / wide)
            c.meta["pre"] = "full_mask"
        if ov.impl == impls.vector_compute_convert.deq_half:
            c.meta["deq"] = (0.75,)
        if ov.impl == impls.vector_compute_convert.deq_b8:
            c.meta["deq"] = (0.375, -5, ov.params[0].ty.elem.name == "int8_t")
    return out


def _n(c: Case, wide: float) -> int:
    return int(c.args["count"]) if "count" in c.args else int(256 // wide)


def _elems(c: Case, name: str, n: int) -> list[int]:
    e = elem_of(c, name)
    m: Mem = c.args[name]
    if e.name == "int4b_t":
        raw = m.data[: (n + 1) // 2]
        return [int(raw[i // 2] >> (4 * (i % 2))) & 0xF for i in range(n)]
    return [int(v) for v in m.data[: n * e.size].view(_RAW[e.size])]


def _put(c: Case, name: str, vals: list[int]) -> np.ndarray:
    e = elem_of(c, name)
    out = c.args[name].data.copy()
    if e.name == "int4b_t":
        for i, v in enumerate(vals):
            sh = 4 * (i % 2)
            out[i // 2] = (int(out[i // 2]) & ~(0xF << sh) & 0xFF) | ((v & 0xF) << sh)
        return out
    arr = np.array(vals, np.uint64).astype(_RAW[e.size]).view(np.uint8)
    out[: arr.size] = arr
    return out


@ref(impls.vector_compute_convert.convert, cases=_cases)
def _convert(c: Case) -> Expected:
    mode = c.ov.extra[1]
    se, de = elem_of(c, "src"), elem_of(c, "dst")
    n = _n(c, max(_size(se.name, se.size), _size(de.name, de.size)))
    vals = []
    for x in _elems(c, "src", n):
        if se is de:
            v = integral(x, se.name, mode or "rn")
            vals.append(0 if v == 1 << (8 * se.size - 1) else v)
        else:
            vals.append(expected(x, se.name, de.name, mode or "rn", de.name in _INT))
    return {"dst": _put(c, "dst", vals)}


def _half_value(bits: int) -> Fraction | None:
    f = float(np.array(bits, np.uint16).view(np.float16))
    return None if not np.isfinite(f) else Fraction(f)


def _round_half(q: Fraction) -> int:
    """Half bits of the exact value q, nearest even, overflow to inf (from the candidates around q)."""
    cands = np.arange(0, 0x7C01, dtype=np.uint16)
    vals = cands.view(np.float16).astype(np.float64)
    a = abs(q)
    k = int(np.searchsorted(vals, float(a)))
    best = None
    for j in (k - 1, k, k + 1):
        if 0 <= j < len(vals) and np.isfinite(vals[j]):
            d = abs(Fraction(float(vals[j])) - a)
            if best is None or d < best[0] or (d == best[0] and j % 2 == 0):
                best = (d, j)
    assert best is not None
    top = Fraction(65504) + Fraction(16)  # halfway to the next binade step: rounds to inf from here
    code = 0x7C00 if a >= top else best[1]
    return code | (0x8000 if q < 0 else 0)


@ref(impls.vector_compute_convert.deq_half, cases=_cases, compare="float")
def _deq_half(c: Case) -> Expected:
    scale = Fraction(c.meta["deq"][0])
    n = _n(c, 4)
    vals = [_round_half(Fraction(int(np.uint32(x).view(np.int32))) * scale) for x in _elems(c, "src", n)]
    return {"dst": _put(c, "dst", vals)}


@ref(impls.vector_compute_convert.deq_b8, cases=_cases)
def _deq_b8(c: Case) -> Expected:
    scale, off, signed = c.meta["deq"]
    n = _n(c, 2)
    lo, hi = (-128, 127) if signed else (0, 255)
    out = c.args["dst"].data.copy()
    high = c.ov.extra[2] == "h"
    for i, x in enumerate(_elems(c, "src", n)):
        q = Fraction(int(np.uint16(x).view(np.int16))) * Fraction(scale) + off
        r = round(q)  # Python rounds halves to even
        b, j = divmod(i, 16)
        out[b * 32 + j + (16 if high else 0)] = min(max(r, lo), hi) & 0xFF
    return {"dst": out}


@ref(impls.vector_compute_convert.mul_cast, cases=_cases)
def _mul_cast(c: Case) -> Expected:
    de = elem_of(c, "dst")
    n = _n(c, 2)
    a, b = _elems(c, "src0", n), _elems(c, "src1", n)
    vals = []
    for x, y in zip(a, b, strict=True):
        with np.errstate(over="ignore", invalid="ignore"):
            prod = np.array(x, np.uint16).view(np.float16).astype(np.float64) * \
                np.array(y, np.uint16).view(np.float16).astype(np.float64)
            h = int(np.array(prod).astype(np.float16).view(np.uint16))  # the exact product, rounded once
        vals.append(expected(h, "half", de.name, "rn", True))
    return {"dst": _put(c, "dst", vals)}


# asc_vdeq_int162b8_h/_l: element j of each 16-element source block uses parameter set j of the table the
# table form of asc_set_deq_scale stored (the vendor's page: dst_i = src_i * scale_j + offset_j).
_VDEQ = ([0.5, -1.5, 0.375, 2.0, -0.25, 1.0, 3.0, -0.125, 0.75, 1.25, -2.0, 0.0625, 4.0, -3.0, 1.5, 0.25],
         [0, 5, -5, 100, -100, 255, -256, 7, 1, -1, 30, -30, 12, 0, 64, -64],
         [True, False, False, True, True, False, True, False, True, True, False, False, True, False, True, False])


def _vdeq_cases(ov: Any) -> list[Case]:
    out = _cases(ov)
    for c in out:
        c.meta.pop("deq", None)
        c.meta["vdeq"] = _VDEQ
    return out


@ref(impls.vector_compute_convert.vdeq_b8, cases=_vdeq_cases,
     asc_skip="C array arguments (the table form of asc_set_deq_scale): checked by tests/asc/vector_compute_vdeq.asc "
              "where the front end passes them")
def _vdeq_b8(c: Case) -> Expected:
    scales, offsets, signs = c.meta["vdeq"]
    n = _n(c, 2)
    out = c.args["dst"].data.copy()
    high = c.ov.extra[2] == "h"
    for i, x in enumerate(_elems(c, "src", n)):
        b, j = divmod(i, 16)
        r = round(Fraction(int(np.uint16(x).view(np.int16))) * Fraction(scales[j]) + offsets[j])  # halves to even
        lo, hi = (-128, 127) if signs[j] else (0, 255)
        out[b * 32 + j + (16 if high else 0)] = min(max(r, lo), hi) & 0xFF
    return {"dst": out}


# asc_set_deq_scale: a scenario (its effect is seen through the dequantising forms).
REFS[impls.vector_compute_convert.set_deq_scale] = Reference(
    lambda c: {}, cases=lambda ov: [Case(ov, {}, "scenario")], scenario="deq_scale")
