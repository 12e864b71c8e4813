"""Independent references of the 16- and 8-bit float forms of ``asc_fp16.h``, ``asc_bf16.h`` and
``asc_fp8.h`` that the general references of test_conformance.py do not cover: rounding to an integral
value of the type, the 8- and 16-bit integer conversions, half <-> bfloat16_t, the signed
reinterpretations and the fp8 conversion. Written from the vendor pages with exact rationals
(``fractions``), Python integers and ``struct``; never ``ascsim.ops``.
"""

from __future__ import annotations

import math
import re
import struct
from fractions import Fraction
from typing import Any

import numpy as np

from ascsim.spec import Overload


class Format:
    """A binary float format: exponent and fraction bits, its largest finite value, whether it has inf."""

    def __init__(self, ebits: int, mbits: int, fmax: Fraction | None = None, has_inf: bool = True) -> None:
        self.mbits = mbits
        self.emin = 2 - (1 << (ebits - 1))
        bias = (1 << (ebits - 1)) - 1
        self.fmax = fmax if fmax is not None else (2 - Fraction(1, 1 << mbits)) * Fraction(2) ** bias
        self.has_inf = has_inf


HALF, BF16 = Format(5, 10), Format(8, 7)
E4M3 = Format(4, 3, fmax=Fraction(448), has_inf=False)  # S.1111.111 is NaN: 1.75 * 2**8 is the largest
E5M2 = Format(5, 2)


def round_to(v: Fraction, f: Format, mode: str) -> Fraction | None:
    """``v`` rounded to the format's precision by ``mode`` with an unbounded exponent above; None where
    the rounded value exceeds the largest finite one (an overflow)."""
    if v == 0:
        return Fraction(0)
    neg = v < 0
    a = -v if neg else v
    e = 0
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    q = Fraction(2) ** (max(e, f.emin) - f.mbits)  # the spacing of the format's values at a
    n, rem = divmod(a, q)
    up = {"rz": False, "rd": neg and rem > 0, "ru": not neg and rem > 0, "rna": rem >= q / 2,
          "rn": rem > q / 2 or (rem == q / 2 and n % 2 == 1)}[mode]
    r = (n + up) * q
    if r > f.fmax:
        return None
    return -r if neg else r


def to_float(x: float, f: Format, mode: str, sat: bool) -> float:
    """A finite or special value converted to the 16-bit format: NaN and inf stay; an overflow gives
    inf, or the largest finite value with ``sat`` and in the directions that never pass it."""
    if math.isnan(x) or math.isinf(x):
        return x
    if x == 0:
        return x
    r = round_to(Fraction(x), f, mode)
    if r is None:
        toward_zero = mode == "rz" or (mode == "rd" and x > 0) or (mode == "ru" and x < 0)
        return math.copysign(float(f.fmax) if sat or toward_zero else math.inf, x)
    return math.copysign(float(r), x)  # a value that rounds to zero keeps its sign


def integral(x: float, mode: str) -> float:
    """The integral value ``x`` rounds to by ``mode`` (the pages: a zero result is 0, inf and NaN stay)."""
    if math.isnan(x) or math.isinf(x):
        return x
    n = _to_integer(Fraction(x), mode)
    return float(n)  # +0.0 for 0


def _to_integer(v: Fraction, mode: str) -> int:
    if mode == "rna":
        n = math.floor(abs(v) + Fraction(1, 2))
        return n if v >= 0 else -n
    return {"rn": round(v), "rz": math.trunc(v), "rd": math.floor(v), "ru": math.ceil(v)}[mode]


def to_int(x: float, mode: str, bits: int, signed: bool) -> int:
    """A float to an integer of ``bits``: rounded by ``mode``, saturated, NaN gives 0."""
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return hi if x > 0 else lo
    return max(lo, min(hi, _to_integer(Fraction(x), mode)))


def fp8_byte(x: float, e5m2: bool, sat: bool) -> int:
    """``__asc_cvt_float_to_fp8``: the byte of ``x`` rounded to nearest even in fp8 (the fp8 page's table:
    NaN gives NaN, or +0 saturated; an overflow or inf gives NaN (e4m3) / inf (e5m2), or the largest
    finite value saturated)."""
    f = E5M2 if e5m2 else E4M3
    sign = 0x80 if math.copysign(1.0, x) < 0 else 0
    nan = sign | (0x7F if not e5m2 else 0x7E)
    if math.isnan(x):
        return 0 if sat else nan
    r = None if math.isinf(x) else round_to(Fraction(x), f, "rn")
    if r is None:
        if sat:
            return sign | (0x7E if not e5m2 else 0x7B)  # 448 = 0.1111.110, 57344 = 0.11110.11
        return nan if not e5m2 else sign | 0x7C
    return sign | _encode(abs(r), f, 3 if not e5m2 else 2)


def _encode(a: Fraction, f: Format, mbits: int) -> int:
    """The 7 magnitude bits of a representable value of an fp8 format."""
    if a == 0:
        return 0
    e = 0
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    if e < f.emin:  # subnormal: the fraction counts units of 2**(emin - mbits)
        return int(a / Fraction(2) ** (f.emin - mbits))
    bias = 1 - f.emin
    frac = int((a / Fraction(2) ** e - 1) * (1 << mbits))
    return ((e + bias) << mbits) | frac


_SAME = re.compile(r"__(half|bfloat16)2\1_(rn|rz|rd|ru|rna)$")
_TO_INT = re.compile(r"__half2(char|uchar|short|ushort)_(rn|rz|rd|ru)$")
_FROM_INT = re.compile(r"__(short|ushort)2half_(rn|rz|rd|ru)$")
_CROSS = re.compile(r"__(half2bfloat16|bfloat162half)_(rn|rz|rd|ru|rna)(_sat)?$")
_INT_BITS = {"char": (8, True), "uchar": (8, False), "short": (16, True), "ushort": (16, False)}


#: Inputs of the fp8 conversion: both formats' largest values, the ties just above them (e4m3: 464 rounds
#: down to 448, e5m2: 61440 up to an overflow), their smallest subnormals and the ties between, specials.
_FP8_INPUTS = [0.0, -0.0, 1.0, -1.5, 0.3, 448.0, 464.0, 465.0, -480.0, 57344.0, 61440.0, 61439.0, -1e6, 2.0 ** -9,
               2.0 ** -10, 3 * 2.0 ** -11, 2.0 ** -16, 2.0 ** -17, 3 * 2.0 ** -18, 1e-30, 3.4e38, math.inf, -math.inf,
               math.nan, *np.random.default_rng(8).uniform(-300, 300, 16)]


def arguments(ov: Overload) -> list[np.ndarray] | None:
    """The arguments of a form whose parameters take only some values (the fp8 conversion's enums), else None."""
    if ov.name != "__asc_cvt_float_to_fp8":
        return None
    grid = [(x, s, i) for x in _FP8_INPUTS for s in (0, 1) for i in (0, 1)]
    return [np.array([g[0] for g in grid], np.float32), np.array([g[1] for g in grid], np.int32),
            np.array([g[2] for g in grid], np.int32)]


def reference(ov: Overload, args: list[np.ndarray]) -> list[Any] | None:
    """The expected results of one form this module covers, else None."""
    name = ov.name
    xs = [a.tolist() for a in args]
    if m := _SAME.match(name):
        return [integral(float(v), m.group(2)) for v in xs[0]]
    if m := _TO_INT.match(name):
        bits, signed = _INT_BITS[m.group(1)]
        return [to_int(float(v), m.group(2), bits, signed) for v in xs[0]]
    if m := _FROM_INT.match(name):  # 65505 ... 65535 round beyond half's largest value by some modes
        return [to_float(float(v), HALF, m.group(2), False) for v in xs[0]]
    if m := _CROSS.match(name):
        f = BF16 if m.group(1) == "half2bfloat16" else HALF
        return [to_float(float(v), f, m.group(2), bool(m.group(3))) for v in xs[0]]
    if name == "__half_as_short":
        return [struct.unpack("<h", struct.pack("<e", float(v)))[0] if not math.isnan(v) else
                struct.unpack("<h", args[0][i:i + 1].tobytes())[0] for i, v in enumerate(xs[0])]
    if name == "__short_as_half":
        return [struct.unpack("<e", struct.pack("<h", int(v)))[0] for v in xs[0]]
    if name == "__asc_cvt_float_to_fp8":
        return [fp8_byte(float(x), bool(i), bool(s)) for x, s, i in zip(*xs, strict=True)]
    return None
