"""References for the UB arithmetic of vector_compute.h (``vector_compute_arith.*``): element by
element, from the vendor pages and the boundary-value appendix, walking each operand's blocks as
the pages describe the count and repeat forms. The per-element float rules are the register forms'
(``refs_arith``), since the pages give the same formulas; nothing here imports ascsim.ops.
"""

from __future__ import annotations

import decimal
import math
from fractions import Fraction
from typing import Any

import numpy as np

from ascsim import dtypes
from ascsim.dtypes import ElemType
from ascsim.spec import impls

from ._gen import Case, Mem, uint_of
from ._refs import Expected, _vc_cases, bits_of, elem_of, ref, signed
from .refs_arith import _float_binary, _int_binary, _unary_one, arith, fma, ieee, round_exact, transcendental
from .refs_logic import _shl, _shr

_F32, _F16 = dtypes.float_, dtypes.half


def positions(c: Case, names: list[str]) -> tuple[int, dict[str, list[tuple[int, int]]]]:
    """Elements per repeat and, per operand, the (element index, byte offset) of every processed element in
    order. Count form: the first ``count`` elements, the wider operand with repeat stride 8, a narrower
    one with 4. Repeat form (the cases use a full mask in normal mode): ``repeat`` repeats, the strides given."""
    sizes = {n: elem_of(c, n).size for n in names}
    wide = max(sizes.values())
    per = 256 // wide
    out: dict[str, list[tuple[int, int]]] = {n: [] for n in names}
    if "count" in c.args:
        n_el = int(c.args["count"])
        reps = -(-n_el // per)
    else:
        n_el = int(c.args["repeat"]) * per
        reps = int(c.args["repeat"])
    for n in names:
        s = sizes[n]
        if "count" in c.args:
            bs, rs = 1, 8 * s // wide
        else:
            bs, rs = int(c.args[f"{n}_block_stride"]), int(c.args[f"{n}_repeat_stride"])
        per_block = 32 // s
        for r in range(reps):
            for i in range(per):
                k = r * per + i
                if k < n_el:
                    out[n].append((k, (r * rs + (i // per_block) * bs) * 32 + (i % per_block) * s))
    return per, out


def _read(c: Case, name: str, e: ElemType, at: list[tuple[int, int]]) -> list[int]:
    m: Mem = c.args[name]
    raw = m.data
    return [int(raw[m.offset + b:m.offset + b + e.size].view(uint_of(e))[0]) for _, b in at]


def _write(c: Case, e: ElemType, at: list[tuple[int, int]], vals: list[int]) -> np.ndarray:
    m: Mem = c.args["dst"]
    out = m.data.copy()
    bits = bits_of(vals, e).view(np.uint8)
    for j, (_, b) in enumerate(at):
        out[m.offset + b:m.offset + b + e.size] = bits[j * e.size:(j + 1) * e.size]
    return out


def _half_to_float(bits: int) -> int:
    return int(np.array([bits], np.uint16).view(np.float16).astype(np.float32).view(np.uint32)[0])


def _relu_float(bits: int, e: ElemType) -> int:
    return _unary_one("relu", bits, e)


def _relu_sum(op: str, a: int, b: int, s: ElemType, d: ElemType) -> int:
    """add_relu/sub_relu: the sum in the source type (integers saturate), relu, then the dst type (round
    to nearest even, saturate; +inf stays +inf into half; NaN gives 0): the AddReluCast boundary table."""
    if s.kind != "float":
        x, y = signed(a, 16), signed(b, 16)
        v = max(min(x + y if op == "add" else x - y, 32767), -32768)
        v = max(v, 0)
        return min(v, 127) if d.size == 1 else v
    r = _relu_float(arith(op, a, b, s), s)
    if s == d:
        return r
    f = float(np.array([r], uint_of(s)).view(s.np)[0])
    if math.isnan(f):
        return 0
    if d.name == "half":
        if math.isinf(f):
            return 0x7C00
        h = round_exact(Fraction(f), _F16)
        return 0x7BFF if h == 0x7C00 else h
    if math.isinf(f):
        return 127
    q = Fraction(f)
    n = math.floor(q)
    frac = q - n
    if frac > Fraction(1, 2) or (frac == Fraction(1, 2) and n % 2 == 1):
        n += 1
    return min(n, 127)


def _rsqrt(bits: int, e: ElemType) -> int:
    """1 / sqrt(x) correctly rounded, subnormals kept; the Rsqrt boundary table for the specials."""
    sign = 1 << (8 * e.size - 1)
    x = float(np.array([bits], uint_of(e)).view(e.np)[0])
    if math.isnan(x) or x < 0:
        return round_exact(math.nan, e)
    if x == 0:
        return round_exact(-math.inf if bits & sign else math.inf, e)
    if math.isinf(x):
        return 0
    with decimal.localcontext(decimal.Context(prec=60)):
        r = 1 / decimal.Decimal(x).sqrt()
    return round_exact(Fraction(r), e)


def _binary_elem(op: str, a: int, b: int, acc: int, s: ElemType, d: ElemType) -> int:
    if op in ("and", "or"):
        return a & b if op == "and" else a | b
    if op in ("add_relu", "sub_relu"):
        return _relu_sum(op[:3], a, b, s, d)
    if op == "fma":
        if s != d:
            a, b = _half_to_float(a), _half_to_float(b)
        return fma(a, b, acc, d)
    if op in ("mul_add", "mul_add_relu"):
        r = fma(a, acc, b, d)
        return _relu_float(r, d) if op == "mul_add_relu" else r
    if d.kind == "float":
        return _float_binary(op, a, b, d)
    return _int_binary(op, a, b, d)


def _shift_round(x: int, n: int, w: int) -> int:
    v = signed(x, w)
    if n == 0:
        return v
    return (v >> n) + ((v >> (n - 1)) & 1)


def _unary_elem(op: str, a: int, v: int | None, acc: int, s: ElemType, d: ElemType) -> int:
    w = 8 * d.size
    if op in ("abs", "relu"):
        return _unary_one(op, a, d)
    if op in ("exp", "sqrt"):
        return transcendental(op, a, d)
    if op == "log":
        return transcendental("ln", a, d)
    if op == "rcp":
        x = float(np.array([a], uint_of(d)).view(d.np)[0])
        return ieee("div", 1.0, x, d)
    if op == "rsqrt":
        return _rsqrt(a, d)
    if op == "not":
        return ~a
    assert v is not None
    if op in ("add_scalar", "sub_scalar", "mul_scalar", "max_scalar", "min_scalar"):
        return _binary_elem(op[:3], a, v, 0, d, d)
    if op == "leakyrelu":
        return _float_binary("prelu", a, v, d)
    if op == "axpy":
        if s != d:
            a, v = _half_to_float(a), _half_to_float(v)
        return fma(a, v, acc, d)
    if op == "shiftleft":
        return _shl(a, v, w, d.kind == "int")
    if op == "shiftright":
        return _shr(a, v, w, d.kind == "int")
    assert op == "shiftright_round", op
    return _shift_round(a, v, w)


def _unary_cases(ov: Any) -> list[Case]:
    out = _vc_cases(ov)
    for c in out:
        if ov.extra[1].startswith("shift") and "value" in c.args:
            c.args["value"] = int(c.args["value"]) % 40  # counts up to and past the element width
    return out


_A = impls.vector_compute_arith
_BINARY = (_A.sub, _A.mul, _A.div, _A.max_, _A.min_, _A.and_, _A.or_, _A.add_relu, _A.sub_relu, _A.fma, _A.mul_add,
           _A.mul_add_relu)
_UNARY = (_A.abs_, _A.relu, _A.exp, _A.log, _A.sqrt, _A.rsqrt, _A.rcp, _A.not_, _A.add_scalar, _A.sub_scalar,
          _A.mul_scalar, _A.max_scalar, _A.min_scalar, _A.leakyrelu, _A.axpy, _A.shiftleft, _A.shiftright,
          _A.shiftright_round)


@ref(*_BINARY, cases=_vc_cases, compare="float")
def _vc_binary(c: Case) -> Expected:
    op = c.ov.extra[1].rstrip("_")
    d, s = elem_of(c, "dst"), elem_of(c, "src0")
    _, at = positions(c, ["dst", "src0", "src1"])
    a, b, acc = _read(c, "src0", s, at["src0"]), _read(c, "src1", s, at["src1"]), _read(c, "dst", d, at["dst"])
    vals = [_binary_elem(op, x, y, z, s, d) for x, y, z in zip(a, b, acc, strict=True)]
    return {"dst": _write(c, d, at["dst"], vals)}


@ref(*_UNARY, cases=_unary_cases, compare="float")
def _vc_unary(c: Case) -> Expected:
    op = c.ov.extra[1].rstrip("_")
    d, s = elem_of(c, "dst"), elem_of(c, "src")
    _, at = positions(c, ["dst", "src"])
    v = c.args.get("value", c.args.get("distance"))
    v = None if v is None else int(v) & ((1 << (8 * s.size)) - 1) if not op.startswith("shift") else int(v)
    a, acc = _read(c, "src", s, at["src"]), _read(c, "dst", d, at["dst"])
    vals = [_unary_elem(op, x, v, z, s, d) for x, z in zip(a, acc, strict=True)]
    return {"dst": _write(c, d, at["dst"], vals)}

