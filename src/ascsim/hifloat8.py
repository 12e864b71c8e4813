"""The ``hifloat8_t`` format: decode raw bytes to values and encode values to bytes.

Byte layout, most significant bit first: sign, a prefix-coded "dot" field that says how many
exponent and mantissa bits follow, the exponent, the mantissa.

======  ==============  =============
dot     exponent bits   mantissa bits
======  ==============  =============
11      4               1
10      3               2
01      2               3
001     1               3
0001    0 (E = 0)       3
0000    denormal: value 2**(M - 23), M = 1..7
======  ==============  =============

The exponent field is sign-magnitude with an implicit leading one on the magnitude: its first bit
is the sign (1 = negative), and ``|E| = 2**(D-1) + rest``. A normal value is
``(-1)**S * 2**E * (1 + M / 2**m)``. 0x00 is the only zero, 0x80 the only NaN, 0x6F/0xEF are
+-Inf, and 0x6E = 32768 is the largest finite value.
"""

from __future__ import annotations

from typing import Any

import numpy as np

NAN_CODE = 0x80
POS_INF_CODE = 0x6F
NEG_INF_CODE = 0xEF
MAX_FINITE = 32768.0

#: (prefix bits, prefix value, exponent bits, mantissa bits), longest prefix last.
_DOTS = ((2, 0b11, 4, 1), (2, 0b10, 3, 2), (2, 0b01, 2, 3), (3, 0b001, 1, 3), (4, 0b0001, 0, 3))


def _decode_code(code: int) -> float:
    sign = -1.0 if code & 0x80 else 1.0
    if code == NAN_CODE:
        return float("nan")
    if code & 0x7F == 0x6F:
        return sign * float("inf")
    body = code & 0x7F  # seven bits after the sign
    for prefix_bits, prefix, exp_bits, man_bits in _DOTS:
        if body >> (7 - prefix_bits) == prefix:
            rest = body & ((1 << (7 - prefix_bits)) - 1)
            man = rest & ((1 << man_bits) - 1)
            exp_field = rest >> man_bits
            if exp_bits == 0:
                exp = 0
            else:
                negative = exp_field >> (exp_bits - 1)
                magnitude = (1 << (exp_bits - 1)) + (exp_field & ((1 << (exp_bits - 1)) - 1))
                exp = -magnitude if negative else magnitude
            return sign * 2.0**exp * (1.0 + man / 2.0**man_bits)
    # dot 0000: denormal (M = 0 is zero; 0x80 was handled above as NaN)
    man = body & 0b111
    return sign * (2.0 ** (man - 23) if man else 0.0)


_DECODE_TABLE = np.array([_decode_code(c) for c in range(256)], dtype=np.float64)

# Positive finite codes sorted by value, for nearest-value encoding.
_POS_CODES = np.array([c for c in range(0x80) if c != POS_INF_CODE], dtype=np.uint8)
_order = np.argsort(_DECODE_TABLE[_POS_CODES], kind="stable")
_POS_CODES = _POS_CODES[_order]
_POS_VALUES = _DECODE_TABLE[_POS_CODES]
#: Where the value after the largest finite one would be (the 0x6F slot read as a number):
#: magnitudes rounding to it overflow.
_OVERFLOW_VALUE = 2.0**15 * 1.5


def decode(codes: Any) -> np.ndarray:
    """Values (float64) of ``hifloat8_t`` bytes; any shape."""
    arr = np.asarray(codes)
    if arr.dtype != np.uint8:
        raise TypeError(f"hifloat8 codes must be uint8 raw bytes, got dtype {arr.dtype}")
    return _DECODE_TABLE[arr]


def encode(values: Any, saturate: bool = False) -> np.ndarray:
    """Nearest ``hifloat8_t`` bytes of ``values``, rounding half away from zero.

    Magnitudes that round past 32768, and infinities, become +-Inf, or +-32768 with ``saturate``; NaN becomes
    0x80; every zero (and every value rounding to zero) becomes 0x00.
    """
    x = np.asarray(values, dtype=np.float64)
    mag = np.abs(x)
    table = np.append(_POS_VALUES, _OVERFLOW_VALUE)
    idx = np.clip(np.searchsorted(table, mag, side="right") - 1, 0, len(table) - 2)
    lo, hi = table[idx], table[idx + 1]
    with np.errstate(invalid="ignore"):  # inf - inf for infinite inputs, replaced below
        take_hi = (mag - lo) >= (hi - mag)  # ties go to the larger magnitude: away from zero
    chosen = np.where(take_hi, idx + 1, idx)
    codes = np.append(_POS_CODES, POS_INF_CODE)[np.minimum(chosen, len(_POS_CODES))].astype(np.uint8)
    overflow = (chosen >= len(_POS_CODES)) | np.isinf(mag)
    codes = np.where(overflow, np.uint8(0x6E if saturate else POS_INF_CODE), codes)
    negative = np.signbit(x) & (codes != 0)
    codes = np.where(negative, codes | np.uint8(0x80), codes)
    codes = np.where(np.isnan(x), np.uint8(NAN_CODE), codes)
    return codes.astype(np.uint8)
