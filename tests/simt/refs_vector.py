"""References of the SIMT forms over the vector types (``make_int2``, the ``half2``/``bfloat16x2_t``
functions of ``asc_fp16.h`` and ``asc_bf16.h``), member by member.

A member-wise form (``__haddx2``, ``h2exp``, ``__float22half2_rd_sat`` ...) is checked member by member
against the reference of its scalar twin (``__hadd`` ...) in test_conformance.py; the rest (building and
taking apart pairs, the comparisons as a value, a bool and a mask, the complex multiply-add) against
formulas written here from the vendor pages with Python floats, exact rationals and integers. Nothing here
calls ``ascsim.ops``. :func:`check` is the hook: it checks the forms over vector types and says whether
``ov`` is one.
"""

from __future__ import annotations

import math
import operator
import re
from collections.abc import Callable
from fractions import Fraction

import numpy as np

from ascsim.spec import Overload, simt_by_name

from .refs_float16 import BF16, HALF, Format, round_to

#: How far apart the members of one vector argument are taken from the argument values.
_SHIFT = 5
_CMP: dict[str, Callable[[float, float], bool]] = {"eq": operator.eq, "ne": operator.ne, "lt": operator.lt,
                                                   "le": operator.le, "gt": operator.gt, "ge": operator.ge}

#: (pattern of a member-wise form, its scalar twin's name).
_TWINS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^h2(\w+)$"), r"h\1"),
    (re.compile(r"^__h(add|sub|mul|div|abs|neg|max|min)x2(_nan)?$"), r"__h\1\2"),
    (re.compile(r"^__hfmax2(_relu)?$"), r"__hfma\1"),
    (re.compile(r"^__float22(half)2(_\w+)$"), r"__float2\1\2"),
    (re.compile(r"^__float22(bfloat16)2(_\w+)$"), r"__float2\1\2"),
    (re.compile(r"^__bfloat1622float2$"), "__bfloat162float"),
]


def _bits(a: np.ndarray) -> list[int]:
    """The raw bits of each element (so that NaN and -0.0 compare exactly)."""
    a = np.ascontiguousarray(a)
    return a.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]).tolist()


def _twin(ov: Overload) -> Overload | None:
    for pat, repl in _TWINS:
        if pat.match(ov.name):
            name = pat.sub(repl, ov.name)
            elems = [p.ty.elem for p in ov.params]
            for cand in simt_by_name().get(name, []):
                if [p.ty.elem for p in cand.params] == elems and cand.params and all(
                        p.ty.kind != "vec" for p in cand.params):
                    return cand
            raise AssertionError(f"{ov.prototype()}: no scalar twin {name}")
    return None


def _fma_ref(a: float, b: float, c: float, fmt: Format) -> float:
    """a * b + c rounded once to nearest (ties to even) in ``fmt``; non-finite inputs as IEEE arithmetic."""
    if not all(math.isfinite(v) for v in (a, b, c)):
        with np.errstate(all="ignore"):
            return float(np.float64(a) * np.float64(b) + np.float64(c))
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        with np.errstate(all="ignore"):
            return float(np.float64(a) * np.float64(b) + np.float64(c))  # the sign of an exact zero
    r = round_to(exact, fmt, "rn")
    return float(r) if r is not None else math.copysign(math.inf, exact)


def _same_value(got: float, want: float) -> bool:
    if math.isnan(want):
        return math.isnan(got)
    return got == want and (want != 0 or math.copysign(1, got) == math.copysign(1, want))


def check(ov: Overload, args_of: Callable[[list[np.dtype]], list[np.ndarray]],
          check_scalar: Callable[[Overload, list[np.ndarray], np.ndarray], None]) -> bool:
    """Check ``ov`` if it has a vector-typed parameter or result: ``args_of(dtypes)`` gives the scalar
    argument values, ``check_scalar(form, args, got)`` checks a scalar form's results."""
    if not any(p.ty.kind == "vec" for p in ov.params) and ov.ret.kind != "vec":
        return False
    base = args_of([p.ty.elem.np for p in ov.params])  # type: ignore[union-attr]
    # members[p][j]: member j of argument p (a scalar argument is its own member 0).
    members = [[np.roll(a, _SHIFT * j) for j in range(p.ty.count)] if p.ty.kind == "vec" else [a]
               for a, p in zip(base, ov.params, strict=True)]
    args = [np.stack(m, axis=-1) if p.ty.kind == "vec" else m[0] for m, p in zip(members, ov.params, strict=True)]
    assert ov.impl.function is not None
    with np.errstate(all="ignore"):
        got = np.asarray(ov.impl.function(ov, None, None, *args))
    n = len(base[0])
    if ov.ret.kind == "vec":
        assert got.shape == (n, ov.ret.count), (ov.prototype(), got.shape)
        assert got.dtype == ov.ret.elem.np, (ov.prototype(), got.dtype)  # type: ignore[union-attr]
    if m := re.match(r"^__floats?2(half|bfloat16)2_rn$", ov.name):
        # Each member is the scalar conversion of its argument (the one argument for both members).
        scalar = next(c for c in simt_by_name()[f"__float2{m.group(1)}_rn"] if c.params[0].ty.elem == ov.elem(0))
        for j in range(2):
            check_scalar(scalar, [members[min(j, len(members) - 1)][0]], got[..., j])
        return True
    twin = _twin(ov)
    if twin is not None:  # member j of the result is the scalar form over member j of the arguments
        for j in range(ov.ret.count):
            check_scalar(twin, [m[j] for m in members], got[..., j])
        return True
    _explicit(ov, members, got)
    return True


def _explicit(ov: Overload, members: list[list[np.ndarray]], got: np.ndarray) -> None:
    name = ov.name
    vals = [[m.tolist() if m.dtype.kind in "iub" else m.astype(np.float64).tolist() for m in ms] for ms in members]
    fmt = HALF if ov.params[0].ty.elem is not None and ov.params[0].ty.elem.name == "half" else BF16
    if name.startswith("make_") or name.startswith("__halves2"):
        # The members are the arguments, bit for bit.
        for j, m in enumerate(members):
            assert _bits(got[..., j]) == _bits(m[0].astype(got.dtype)), (ov.prototype(), j)
        return
    picks = {"__low2": ((0, 0),), "__high2": ((0, 1),), "__lows2": ((0, 0), (1, 0)), "__highs2": ((0, 1), (1, 1)),
             "__lowhigh2highlow": ((0, 1), (0, 0))}
    if name in ("__low2half2", "__low2bfloat162"):
        _expect_members(ov, got, [members[0][0], members[0][0]])
        return
    if name in ("__high2half2", "__high2bfloat162"):
        _expect_members(ov, got, [members[0][1], members[0][1]])
        return
    for prefix, which in picks.items():
        if name == prefix or (name.startswith(prefix) and name != "__lowhigh2highlow"):
            if name.endswith("float"):  # __low2float/__high2float: the member as a float, exactly
                want = [float(v) for v in vals[0][which[0][1]]]
                assert all(_same_value(g, w) for g, w in zip(got.tolist(), want, strict=True)), ov.prototype()
                assert got.dtype == np.float32
                return
            chosen = [members[a][k] for a, k in which]
            if len(chosen) == 1:
                assert _bits(got) == _bits(chosen[0]), ov.prototype()
            else:
                _expect_members(ov, got, chosen)
            return
    if name == "__bfloat162bfloat162":
        _expect_members(ov, got, [members[0][0], members[0][0]])
        return
    if cmp := re.match(r"^__hb?(eq|ne|lt|le|gt|ge)(u?)x2(_mask)?$", name):
        op, unordered, mask = _CMP[cmp.group(1)], bool(cmp.group(2)), bool(cmp.group(3))
        per = [[unordered if (math.isnan(a) or math.isnan(b)) else op(a, b) for a, b in
                zip(vals[0][j], vals[1][j], strict=True)] for j in range(2)]
        if mask:
            want = [(0xFFFF if lo else 0) | (0xFFFF0000 if hi else 0) for lo, hi in zip(*per, strict=True)]
            assert got.tolist() == want and got.dtype == np.uint32, ov.prototype()
        elif name.startswith("__hb"):
            assert got.tolist() == [lo and hi for lo, hi in zip(*per, strict=True)], ov.prototype()
        else:
            for j in range(2):
                assert got[..., j].astype(np.float64).tolist() == [1.0 if r else 0.0 for r in per[j]], ov.prototype()
        return
    if name == "__isnanx2":
        for j in range(2):
            assert got[..., j].astype(np.float64).tolist() == [1.0 if math.isnan(v) else 0.0 for v in vals[0][j]]
        return
    if name == "__hcmadd":  # real fma(-x.y, y.y, fma(x.x, y.x, z.x)), imaginary fma(x.y, y.x, fma(x.x, y.y, z.y))
        x, y, z = vals
        for i in range(len(x[0])):
            real = _fma_ref(-x[1][i], y[1][i], _fma_ref(x[0][i], y[0][i], z[0][i], fmt), fmt)
            imag = _fma_ref(x[1][i], y[0][i], _fma_ref(x[0][i], y[1][i], z[1][i], fmt), fmt)
            for j, part in enumerate((real, imag)):
                assert _same_value(float(got[i, j]), part), (ov.prototype(), i, j, float(got[i, j]), part)
        return
    raise AssertionError(f"no reference for {ov.prototype()}")


def _expect_members(ov: Overload, got: np.ndarray, want: list[np.ndarray]) -> None:
    for j, w in enumerate(want):
        assert _bits(got[..., j]) == _bits(w), (ov.prototype(), j)

