"""Every conversion of reg_convert.h, value by value, against the exact rational reference (fraction_ref.py).

Each distinct (source, destination, rounding, saturation) of the spec is checked: 4- and 8-bit sources
over all codes; 16-bit sources over a sample (every special code, every code near the destination's
bounds and ties, and a spread of the rest), and over all codes in the ``exhaustive`` sweep; 32- and
64-bit sources over random codes plus every boundary (ties, largest finite values, smallest
subnormals, overflow thresholds of each destination).
"""

from __future__ import annotations

import functools
from fractions import Fraction

import numpy as np
import pytest

from ascsim.ops.convert import convert_values, round_integral
from ascsim.spec import reg_convert as spec_convert

from .fraction_ref import FLOATS, INTS, WIDTH, decode, expected, integral

_RAW = {4: np.uint8, 8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


def _combos() -> list[tuple[str, str, str | None, bool]]:
    seen: dict[tuple[str, str, str | None, bool], None] = {}
    for c in spec_convert.conversions():
        seen[(c.src.name, c.dst.name, c.rounding, c.sat)] = None
    return list(seen)


COMBOS = _combos()


def _float32_bits(x: Fraction | float) -> int:
    return int(np.array([float(x)], np.float32).view(np.uint32)[0])


@functools.cache
def _boundary_values(dst: str) -> list[Fraction]:
    """Values around the destination's grid: its extremes, ties between neighbours, overflow points."""
    out: list[Fraction] = []
    if dst in INTS:
        w, signed = INTS[dst]
        lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)
        for k in (lo, hi, 0, 1, -1, 2, -2, lo + 1, hi - 1):
            for d in (Fraction(0), Fraction(1, 2), Fraction(-1, 2), Fraction(1, 4), Fraction(3, 4)):
                out.append(k + d)
        for k in range(-12, 13):
            out.append(Fraction(2 * k + 1, 2))
        return out
    if dst in FLOATS:
        w = FLOATS[dst][0]
        n = 1 << (w - 1)
        codes = list(range(0, 8)) + list(range(n - 40, n))
        vals = [v for c in codes for neg, v in [decode(c, dst)] if isinstance(v, Fraction)]
        vals.sort()
        for a, b in zip(vals, vals[1:], strict=False):
            out += [a, (a + b) / 2, (3 * a + b) / 4, (a + 3 * b) / 4]
        top = vals[-1]
        out += [top * 2, top * Fraction(3, 2), top + (top - vals[-2]) / 2]
        return out + [-v for v in out]
    # hifloat8: every value and every midpoint
    vals = sorted(v for c in range(0x80) for _, v in [decode(c, "hifloat8_t")] if isinstance(v, Fraction))
    for a, b in zip(vals, vals[1:], strict=False):
        out += [a, (a + b) / 2, (a + 3 * b) / 4]
    out += [Fraction(5, 4) * 2**15, Fraction(3, 2) * 2**15, Fraction(1, 2**23), Fraction(3, 2**25)]
    return out + [-v for v in out]


@functools.cache
def _codes(src: str, dst: str, every: bool = False) -> np.ndarray:
    w = WIDTH[src]
    rng = np.random.default_rng(w * 1000 + len(dst))
    if w <= 8 or (w == 16 and every):
        return np.arange(1 << w, dtype=np.uint64)
    edges: list[int] = []
    if src in FLOATS:
        _, eb, mb, _, _ = FLOATS[src]
        # every exponent of a narrow format; of a wide one, the extremes and a spread between
        exps = range(1 << eb) if eb <= 5 else sorted({*range(4), *range((1 << eb) - 4, 1 << eb),
                                                      *rng.integers(0, 1 << eb, 24).tolist(), *range(120, 160, 3)})
        for e in exps:
            for f in (0, 1, (1 << mb) - 1, 1 << (mb - 1), (1 << (mb - 1)) + 1):
                for s in (0, 1):
                    edges.append((s << (w - 1)) | (e << mb) | f)
        if w == 32:
            for v in _boundary_values(dst):
                edges.append(_float32_bits(v))  # float32 holds every boundary of the narrower formats exactly
    else:
        lim = 1 << w
        edges += [0, 1, lim - 1, lim >> 1, (lim >> 1) - 1, (lim >> 1) + 1]
        if w == 64 or w == 32:
            for shift in (0, 8, 23, 24, 25, 31, 39, 40, 53, 62):
                for low in (0, 1, 0x7F, 0x80, 0x81, 0xFF):
                    for base in (1, 3, 0xFFFFFF, 0x1000001, 0x1800000):
                        iv = (base << shift) | low
                        if iv < lim >> 1:
                            edges += [iv, (lim - iv) % lim]
    rand = rng.integers(0, 1 << min(w, 63), 600 if w >= 32 else 300, dtype=np.uint64)
    if w == 64:
        rand = rand | (rng.integers(0, 2, rand.size, dtype=np.uint64) << np.uint64(63))
    out = np.concatenate([np.array(edges, dtype=np.uint64) % np.uint64(1 << w) if w < 64 else
                          np.array(edges, dtype=np.uint64), rand])
    return np.unique(out)


def _ids(combos: list[tuple[str, str, str | None, bool]]) -> list[str]:
    return [f"{s}>{d}:{m}{'_sat' if t else ''}" for s, d, m, t in combos]


@pytest.mark.parametrize("src,dst,mode,sat", COMBOS, ids=_ids(COMBOS))
def test_values_against_fraction_reference(src: str, dst: str, mode: str | None, sat: bool) -> None:
    _check(_codes(src, dst), src, dst, mode, sat)


COMBOS_16 = [c for c in COMBOS if WIDTH[c[0]] == 16]


@pytest.mark.exhaustive
@pytest.mark.parametrize("src,dst,mode,sat", COMBOS_16, ids=_ids(COMBOS_16))
def test_every_16_bit_code_against_fraction_reference(src: str, dst: str, mode: str | None, sat: bool) -> None:
    _check(_codes(src, dst, every=True), src, dst, mode, sat)


def _check(codes: np.ndarray, src: str, dst: str, mode: str | None, sat: bool) -> None:
    got = convert_values(codes.astype(_RAW[WIDTH[src]]), src, dst, mode, sat)
    want = np.array([expected(int(c), src, dst, mode, sat) for c in codes], dtype=np.uint64)
    bad = np.flatnonzero(got.astype(np.uint64) != want)
    assert bad.size == 0, (f"{bad.size} of {codes.size} differ; first: "
                           + ", ".join(f"{int(codes[i]):#x} -> {int(got[i]):#x} (expected {int(want[i]):#x})"
                                       for i in bad[:6]))


@pytest.mark.parametrize("name", ["half", "bfloat16_t", "float"])
@pytest.mark.parametrize("mode", ["rd", "ru", "rna", "rn", "rz"])
def test_round_integral(name: str, mode: str) -> None:
    codes = _codes(name, "int32_t")
    got = round_integral(codes.astype(_RAW[WIDTH[name]]), name, mode)
    want = np.array([integral(int(c), name, mode) for c in codes], dtype=np.uint64)
    bad = np.flatnonzero(got.astype(np.uint64) != want)
    assert bad.size == 0, [(hex(int(codes[i])), hex(int(got[i])), hex(int(want[i]))) for i in bad[:6]]


# Spot checks written straight from the vendor's tables and examples (independent of the reference).
def _one(value: float | int, src: str, dst: str, mode: str | None, sat: bool) -> int:
    if src == "float":
        bits = np.array([value], np.float32).view(np.uint32)
    elif src == "half":
        bits = np.array([value], np.float16).view(np.uint16)
    else:
        bits = np.array([value], np.int64).astype(np.uint64) & np.uint64((1 << WIDTH[src]) - 1)
        bits = bits.astype(_RAW[WIDTH[src]])
    return int(convert_values(bits, src, dst, mode, sat)[0])


def test_rounding_mode_page_examples() -> None:
    # rn: 1.5 -> 2, 2.5 -> 2, 3.5 -> 4, -1.5 -> -2; rna: 1.5 -> 2, -1.5 -> -2; rd/ru/rz; ro: 1.5 -> 1, 2.5 -> 3
    def to_i32(v: float, mode: str) -> int:
        return int(np.array([_one(v, "float", "int32_t", mode, True)], np.uint32).view(np.int32)[0])
    assert [to_i32(v, "rn") for v in (1.4, 1.5, 2.5, 3.5, -1.5)] == [1, 2, 2, 4, -2]
    assert [to_i32(v, "rna") for v in (1.4, 1.5, 1.6, -1.5)] == [1, 2, 2, -2]
    assert [to_i32(v, "rd") for v in (1.7, -1.3)] == [1, -2]
    assert [to_i32(v, "ru") for v in (1.3, -1.7)] == [2, -1]
    assert [to_i32(v, "rz") for v in (1.7, -1.7)] == [1, -1]
    # float -> half round to odd: between two halves the odd one is taken
    one, next_up = 1.0, 1.0 + 2**-10
    mid = np.float32(one + 2**-11)
    assert _one(mid, "float", "half", "ro", False) == int(np.array([next_up], np.float16).view(np.uint16)[0])
    assert _one(1.0, "float", "half", "ro", False) == 0x3C00  # exact stays


def test_saturation_page_examples() -> None:
    # int32 -> int8 is not a C-API pair; int32 -> uint8 and -> int16 are
    assert _one(500, "int32_t", "uint8_t", None, True) == 255
    assert _one(-10, "int32_t", "uint8_t", None, True) == 0
    assert _one(0x1FF, "int32_t", "uint8_t", None, False) == 0xFF
    assert _one(256, "int32_t", "uint8_t", None, False) == 0
    # float -> half: 70000 -> inf / 65504 saturated; NaN -> NaN / 0 saturated
    assert _one(70000.0, "float", "half", "rn", False) == 0x7C00
    assert _one(-70000.0, "float", "half", "rn", False) == 0xFC00
    assert _one(70000.0, "float", "half", "rn", True) == 0x7BFF
    assert _one(float("inf"), "float", "half", "rn", True) == 0x7BFF
    assert _one(float("nan"), "float", "half", "rn", True) == 0
    assert _one(float("nan"), "float", "int16_t", "rn", False) == 0
    assert _one(float("inf"), "float", "int16_t", "rn", False) == 0x7FFF
    assert _one(float("-inf"), "float", "int16_t", "rn", False) == 0x8000
    assert _one(100000.5, "float", "int16_t", "rn", True) == 0x7FFF
    assert _one(-50000.0, "float", "int16_t", "rn", True) == 0x8000


def test_boundary_table() -> None:
    """Rows of the vendor's Cast boundary-value table."""
    assert _one(-65504.0, "half", "int8_t", "rn", False) == 32
    assert _one(65504.0, "half", "int8_t", "rn", False) == 0xE0  # -32
    assert _one(65504.0, "half", "uint8_t", "rn", False) == 224
    assert _one(-65504.0, "half", "uint8_t", "rn", True) == 0
    assert _one(-32768, "int16_t", "int4b_t", None, False) == 0
    assert _one(-32768, "int16_t", "uint32_t", None, True) == 0
    assert _one(-2**31, "int32_t", "int16_t", None, False) == 0
    assert _one(2**31 - 1, "int32_t", "int16_t", None, True) == 0x7FFF
    assert _one(-(2**63), "int64_t", "int32_t", None, True) == 0x80000000
    f32max = float(np.finfo(np.float32).max)
    assert _one(f32max, "float", "int32_t", "rn", False) == 0
    assert _one(f32max, "float", "int32_t", "rn", True) == 0x7FFFFFFF
    assert _one(f32max, "float", "bfloat16_t", "rn", False) == 0x7F80
    assert _one(f32max, "float", "bfloat16_t", "rn", True) == 0x7F7F
    assert _one(f32max, "float", "fp8_e4m3fn_t", "rn", False) == 0x7F  # no inf: NaN
    assert _one(f32max, "float", "fp8_e4m3fn_t", "rn", True) == 0x7E  # 448
    assert _one(-f32max, "float", "fp8_e5m2_t", "rn", True) == 0xFB  # -57344
    assert _one(float("inf"), "half", "int32_t", "rn", False) == 0x7FFFFFFF
    bf16 = {"inf": 0x7F80, "nan": 0x7FC0}
    for src, want in ((bf16["inf"], 0x7), (0xFF80, 0xF), (bf16["nan"], 0x0)):  # fp4 e2m1: +-6, NaN -> 0
        got = convert_values(np.array([src], np.uint16), "bfloat16_t", "fp4x2_e2m1_t", "rn", False)
        assert int(got[0]) == want
    got = convert_values(np.array([0x7F80], np.uint16), "bfloat16_t", "fp4x2_e1m2_t", "rn", False)
    assert int(got[0]) == 0x7  # 1.75
