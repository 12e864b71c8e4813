"""Semantics of the scalar helpers of ``scalar_compute.h``: bit counts and searches on 64-bit values,
bit set/clear, and float -> int32_t conversion with an explicit rounding mode.

Every function takes raw bits (``uint64`` for the 64-bit helpers, ``uint32`` float bits for the
conversions) as numpy arrays of any shape, or plain integers, and returns results of the same
shape: ``int64`` counts and positions, ``uint64`` bits, ``int32`` conversions.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ._fp import quiet

_U64 = np.uint64
_ALL = (1 << 64) - 1


def _u64(x: Any) -> np.ndarray:
    """Raw 64-bit patterns: Python ints (any sign) wrap to 64 bits as a C conversion does."""
    a = np.asarray(x)
    if a.dtype == np.uint64:
        return a
    if a.dtype.kind in "iu":
        return a.astype(np.int64).view(np.uint64) if a.dtype.kind == "i" else a.astype(np.uint64)
    return np.asarray(np.vectorize(lambda v: int(v) & _ALL, otypes=[np.uint64])(a))


def popc(value: Any) -> np.ndarray:
    """``asc_popc``: the number of 1 bits."""
    return np.bitwise_count(_u64(value)).astype(np.int64)


def zero_bits_cnt(value: Any) -> np.ndarray:
    """``asc_zero_bits_cnt``: the number of 0 bits (64 - popc)."""
    return 64 - popc(value)


def clz(value: Any) -> np.ndarray:
    """``asc_clz``: leading zero bits from bit 63 down; 64 for 0."""
    v = _u64(value)
    out = np.full(v.shape, 64, np.int64)
    # Smear the highest set bit downwards: popc of the smeared value is 64 - clz.
    s = v.copy()
    for sh in (1, 2, 4, 8, 16, 32):
        s |= s >> _U64(sh)
    out -= np.bitwise_count(s).astype(np.int64)
    return out


def ffs(value: Any) -> np.ndarray:
    """``asc_ffs``: position (0 = least significant) of the lowest 1 bit; -1 if there is none."""
    v = _u64(value)
    with quiet():  # the arithmetic wraps modulo 2**64 on purpose
        low = v & (~v + _U64(1))  # isolate the lowest set bit (two's complement: v & -v)
        pos = np.bitwise_count(low - _U64(1)).astype(np.int64)  # ones below it
    return np.where(v == 0, np.int64(-1), pos)


def ffz(value: Any) -> np.ndarray:
    """``asc_ffz``: position of the lowest 0 bit; -1 if every bit is 1."""
    return ffs(~_u64(value))


def sflbits(value: Any) -> np.ndarray:
    """``asc_sflbits``: how many bits below the sign bit equal it, counted from bit 62 down; -1 for 0 and
    -1 (every bit equal to the sign)."""
    v = _u64(value)
    neg = (v >> _U64(63)) == 1
    x = np.where(neg, ~v, v)  # the bits that differ from the sign become the 1s
    return np.where(x == 0, np.int64(-1), clz(x) - 1)


def _bit(idx: Any) -> np.ndarray:
    """The bit a (possibly negative or too large) index selects: ``(idx % 64 + 64) % 64`` in C terms."""
    i = np.asarray(idx).astype(np.int64)
    return (_U64(1) << (i % 64).astype(np.uint64)).astype(np.uint64)


def set_nthbit(bits: Any, idx: Any) -> np.ndarray:
    """``asc_set_nthbit``: ``bits`` with bit ``idx`` (taken modulo 64) set."""
    return _u64(bits) | _bit(idx)


def clear_nthbit(bits: Any, idx: Any) -> np.ndarray:
    """``asc_clear_nthbit``: ``bits`` with bit ``idx`` (taken modulo 64) cleared."""
    return _u64(bits) & ~_bit(idx)


#: Rounding modes of ``asc_float2int32_<mode>``.
ROUNDINGS = ("rd", "ru", "rn", "rna")
_I32_MIN, _I32_MAX = -(1 << 31), (1 << 31) - 1


def float2int32(bits: Any, mode: str) -> np.ndarray:
    """``asc_float2int32_rd/ru/rn/rna``: float bits (``uint32``) to ``int32_t``.

    ``rd`` rounds toward -inf, ``ru`` toward +inf, ``rn`` to nearest with ties to even, ``rna`` to
    nearest with ties away from zero. Results beyond int32_t saturate to its limits (infinities
    included); NaN gives 0.
    """
    f = np.asarray(bits).astype(np.uint32).view(np.float32).astype(np.float64)  # exact
    if mode == "rd":
        r = np.floor(f)
    elif mode == "ru":
        r = np.ceil(f)
    elif mode == "rn":
        r = np.rint(f)  # ties to even
    elif mode == "rna":
        r = np.copysign(np.floor(np.abs(f) + 0.5), f)  # |f| + 0.5 is exact in float64 below 2**52
    else:
        raise ValueError(f"unknown rounding mode {mode!r}; one of {ROUNDINGS}")
    nan = np.isnan(r)
    r = np.clip(np.where(nan, 0.0, r), _I32_MIN, _I32_MAX)
    return r.astype(np.int32)
