"""One thread's SIMT atomic written from the pages, over raw bits with Python numbers: integers as Python
ints wrapped to the element's width, floats decoded from their fields to exact rationals, the result
rounded once to the element's format (nearest, ties to even, subnormals kept; docs/semantics.md), and the
choices the pages leave open as docs/semantics.md states them (NaN and -0 in max/min, CAS by bits).
Nothing here calls numpy's arithmetic or ``ascsim``."""

from __future__ import annotations

from fractions import Fraction

import ml_dtypes
import numpy as np

#: (exponent bits, fraction bits) of the float element types.
FLOAT_FORMATS = {np.dtype(np.float32): (8, 23), np.dtype(np.float16): (5, 10),
                 np.dtype(ml_dtypes.bfloat16): (8, 7)}

Value = Fraction | str  #: a float's value: an exact rational, or "inf", "-inf", "nan"


def is_float(dt: np.dtype) -> bool:
    return dt in FLOAT_FORMATS


def width(dt: np.dtype) -> int:
    return dt.itemsize * 8


def to_int(bits: int, dt: np.dtype) -> int:
    """The integer an element's bits hold (two's complement for the signed types)."""
    w = width(dt)
    return bits - (1 << w) if dt.kind == "i" and bits >> (w - 1) else bits


def from_int(v: int, dt: np.dtype) -> int:
    """The bits of integer ``v`` wrapped to the element's width."""
    return v % (1 << width(dt))


def decode(bits: int, dt: np.dtype) -> tuple[int, Value]:
    """A float element's sign bit and value."""
    ebits, mbits = FLOAT_FORMATS[dt]
    sign = bits >> (ebits + mbits)
    exp = (bits >> mbits) & ((1 << ebits) - 1)
    frac = bits & ((1 << mbits) - 1)
    bias = (1 << (ebits - 1)) - 1
    if exp == (1 << ebits) - 1:
        return sign, ("nan" if frac else ("-inf" if sign else "inf"))
    mag = Fraction(frac, 1 << mbits) * Fraction(2) ** (1 - bias) if exp == 0 else \
        (1 + Fraction(frac, 1 << mbits)) * Fraction(2) ** (exp - bias)
    return sign, -mag if sign else mag


def round_to_bits(v: Fraction, negative_zero: bool, dt: np.dtype) -> int:
    """The bits of ``v`` rounded to the float format (nearest, ties to even; overflow gives infinity).
    ``negative_zero`` says which zero an exact 0 is."""
    ebits, mbits = FLOAT_FORMATS[dt]
    bias = (1 << (ebits - 1)) - 1
    sign_bit = 1 << (ebits + mbits)
    neg = v < 0 or (v == 0 and negative_zero)
    a = abs(v)
    if a == 0:
        return sign_bit if neg else 0
    e = 1 - bias  # the smallest normal exponent: below it the spacing stays that of the subnormals
    while a >= Fraction(2) ** (e + 1):
        e += 1
    quantum = Fraction(2) ** (e - mbits)
    n, rem = divmod(a, quantum)
    n = int(n)
    if rem > quantum / 2 or (rem == quantum / 2 and n % 2 == 1):
        n += 1
    # n * quantum is the rounded magnitude; its bits follow from the exponent and the integer significand.
    if n >= 1 << (mbits + 1):  # rounding carried into the next binade
        n //= 2
        e += 1
    if e > bias:
        mag_bits = ((1 << ebits) - 1) << mbits  # infinity
    elif n < 1 << mbits:  # subnormal (only possible at the smallest exponent)
        mag_bits = n
    else:
        mag_bits = ((e + bias) << mbits) | (n - (1 << mbits))
    return (sign_bit if neg else 0) | mag_bits


def _inf_bits(negative: bool, dt: np.dtype) -> int:
    ebits, mbits = FLOAT_FORMATS[dt]
    return ((1 << ebits) - 1) << mbits | (int(negative) << (ebits + mbits))


def _float_add(a: int, b: int, dt: np.dtype, subtract: bool) -> int | None:
    """The bits of a + b (or a - b); None for NaN (any NaN: payloads are not modelled)."""
    sa, va = decode(a, dt)
    sb, vb = decode(b, dt)
    if subtract:
        sb ^= 1
        vb = {"inf": "-inf", "-inf": "inf"}.get(vb, vb) if isinstance(vb, str) else -vb
    if "nan" in (va, vb):
        return None
    infs = [v for v in (va, vb) if isinstance(v, str)]
    if infs:
        if len(infs) == 2 and infs[0] != infs[1]:
            return None  # inf - inf
        return _inf_bits(infs[0] == "-inf", dt)
    assert isinstance(va, Fraction) and isinstance(vb, Fraction)
    total = va + vb
    # An exact zero sum is +0, except -0 + -0 (IEEE 754, rounding to nearest).
    return round_to_bits(total, total == 0 and sa == 1 and sb == 1, dt)


def _order_key(bits: int, dt: np.dtype) -> tuple[Fraction, int]:
    """The order of max/min: by value, -0 below +0."""
    sign, v = decode(bits, dt)
    if isinstance(v, str):
        return (Fraction(-1 if v == "-inf" else 1) * Fraction(2) ** 1000, 0)
    return (v, 0 if sign else 1)


def _float_select(op: str, a: int, b: int, dt: np.dtype) -> int:
    """max/min of two floats: a NaN wins (the element's own first), else the larger/smaller."""
    if decode(a, dt)[1] == "nan":
        return a
    if decode(b, dt)[1] == "nan":
        return b
    ka, kb = _order_key(a, dt), _order_key(b, dt)
    return b if (kb > ka if op == "max" else kb < ka) else a


def new_bits(op: str, old: int, val: int, compare: int, dt: np.dtype) -> int | None:
    """The element's bits after one thread's ``asc_atomic_<op>`` (``compare`` is CAS's); None where the
    result is a NaN of unspecified payload."""
    if op == "exch":
        return val
    if op == "cas":
        return val if old == compare else old  # the word's bits, for floats too
    if is_float(dt):
        if op in ("add", "sub"):
            return _float_add(old, val, dt, op == "sub")
        return _float_select(op, old, val, dt)
    x, y = to_int(old, dt), to_int(val, dt)
    result = {"add": lambda: x + y, "sub": lambda: x - y, "max": lambda: max(x, y), "min": lambda: min(x, y),
              "inc": lambda: 0 if x >= y else x + 1, "dec": lambda: y if x == 0 or x > y else x - 1,
              "and": lambda: x & y, "or": lambda: x | y, "xor": lambda: x ^ y}[op]()
    return from_int(result, dt)


def same(got: int, want: int | None, dt: np.dtype) -> bool:
    """Whether result bits ``got`` are the reference's (any NaN where the reference is None)."""
    if want is None:
        return decode(got, dt)[1] == "nan"
    return got == want


def in_thread_order(op: str, start: list[int], vals: list[int], compare: int, dt: np.dtype,
                    element_of: list[int]) -> tuple[list[int | None], list[int | None]]:
    """Threads 0, 1, ... each applying its atomic to element ``element_of[t]`` of ``start`` (bits) with its
    ``vals[t]``: every thread's old bits and the elements' final bits (None: a NaN of any payload)."""
    cur: list[int | None] = list(start)
    olds: list[int | None] = []
    for t, e in enumerate(element_of):
        olds.append(cur[e])
        before = cur[e]
        cur[e] = None if before is None else new_bits(op, before, vals[t], compare, dt)
    return olds, cur
