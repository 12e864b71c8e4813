"""Semantics of the conversions of ``reg_convert.h`` (``asc_<src>2<dst>[_mode][_sat][_vN]``, ``asc_floor`` ...).

Two layers:

* :func:`convert_values` converts element values (raw bits in, raw bits out, any shape): every pair of
  formats, every rounding mode, saturation on or off. It works on exact integers: a source value is
  decoded to ``(-1)**neg * m * 2**e`` with an integer significand ``m`` (uint64) and rounded once to
  the destination, so no intermediate rounding ever happens (the hifloat8 destination follows the
  vendor's bit-level algorithm, including the hybrid mode).
* :func:`convert_raw` places the converted lanes in a destination register: which source lanes feed
  which destination lanes for the narrowing and widening forms (the part ``p`` of ``_v2``/``_v3``/
  ``_v4``), which mask bit governs each source element, and zeroing of everything else.

Formats are named by their C element names: ``int8_t`` ... ``int64_t``, ``uint8_t``/``uint16_t``/
``uint32_t``, ``half``, ``bfloat16_t``, ``float``, ``hifloat8_t``, ``fp8_e4m3fn_t``, ``fp8_e5m2_t``,
``int4b_t``, ``fp4x2_e2m1_t``, ``fp4x2_e1m2_t`` (4-bit values are single nibbles 0..15 in
:func:`convert_values`, byte pairs with the low nibble first in registers).

Modes: ``rn`` nearest even, ``rna`` nearest away from zero, ``rz`` toward zero, ``ru`` toward
+inf, ``rd`` toward -inf, ``ro`` round to odd, ``rh`` hybrid (hifloat8 only); None where the
conversion is exact.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import ml_dtypes
import numpy as np

from .. import hifloat8
from ..arch import MASK_BITS, VL_BYTES
from ._fp import quiet

MODES = ("rn", "rna", "rz", "ru", "rd", "ro", "rh")
_U64 = np.uint64


@dataclass(frozen=True)
class FloatFormat:
    """A binary floating-point format: sign, ``ebits`` exponent bits, ``mbits`` fraction bits."""

    name: str
    bits: int
    ebits: int
    mbits: int
    bias: int
    #: "ieee": all-ones exponent is inf/NaN; "fn": no inf, only S.1111.111 is NaN; "none": all finite.
    special: str

    @property
    def emin(self) -> int:
        return 1 - self.bias

    @property
    def max_code(self) -> int:
        """The code of the largest finite magnitude."""
        top = (1 << (self.ebits + self.mbits)) - 1
        if self.special == "ieee":
            return top - (1 << self.mbits)
        return top - 1 if self.special == "fn" else top

    @property
    def inf_code(self) -> int:
        return ((1 << self.ebits) - 1) << self.mbits

    @property
    def nan_code(self) -> int:
        """The canonical quiet NaN (positive)."""
        if self.special == "fn":
            return (1 << (self.ebits + self.mbits)) - 1
        return self.inf_code | (1 << (self.mbits - 1))


@dataclass(frozen=True)
class IntFormat:
    name: str
    bits: int
    signed: bool


@dataclass(frozen=True)
class Hif8Format:
    name: str = "hifloat8_t"
    bits: int = 8


Format = FloatFormat | IntFormat | Hif8Format

FORMATS: dict[str, Format] = {f.name: f for f in (
    FloatFormat("float", 32, 8, 23, 127, "ieee"),
    FloatFormat("half", 16, 5, 10, 15, "ieee"),
    FloatFormat("bfloat16_t", 16, 8, 7, 127, "ieee"),
    FloatFormat("fp8_e5m2_t", 8, 5, 2, 15, "ieee"),
    FloatFormat("fp8_e4m3fn_t", 8, 4, 3, 7, "fn"),
    FloatFormat("fp4x2_e2m1_t", 4, 2, 1, 1, "none"),
    FloatFormat("fp4x2_e1m2_t", 4, 1, 2, 1, "none"),
    Hif8Format(),
    IntFormat("int4b_t", 4, True),
    IntFormat("int8_t", 8, True), IntFormat("uint8_t", 8, False),
    IntFormat("int16_t", 16, True), IntFormat("uint16_t", 16, False),
    IntFormat("int32_t", 32, True), IntFormat("uint32_t", 32, False),
    IntFormat("int64_t", 64, True),
)}

_RAW: dict[int, np.dtype[Any]] = {4: np.dtype(np.uint8), 8: np.dtype(np.uint8), 16: np.dtype(np.uint16),
                                  32: np.dtype(np.uint32), 64: np.dtype(np.uint64)}


def fmt(name: str) -> Format:
    """The format of a C element name; a KeyError names the valid ones."""
    try:
        return FORMATS[name]
    except KeyError:
        raise KeyError(f"no conversion format {name!r}; valid: {', '.join(FORMATS)}") from None


# ---------------------------------------------------------------------------------------------
# exact integer helpers

def _bitlen(m: np.ndarray) -> np.ndarray:
    """Bit length of each uint64 (0 for 0), exactly (float64 frexp is exact below 2**53)."""
    hi = m >> _U64(32)
    lo = m & _U64(0xFFFFFFFF)
    _, ehi = np.frexp(hi.astype(np.float64))
    _, elo = np.frexp(lo.astype(np.float64))
    return np.where(hi != 0, 32 + ehi, elo).astype(np.int64)


def _shl(m: np.ndarray, s: np.ndarray) -> np.ndarray:
    """``(m << s) mod 2**64`` for shifts ``s`` >= 0 (0 from 64 on)."""
    s = np.clip(np.asarray(s, np.int64), 0, 64)
    out = m << np.minimum(s, 63).astype(_U64)
    return np.where(s >= 64, _U64(0), out)


def _round_shift(m: np.ndarray, shift: np.ndarray, mode: str | None, neg: np.ndarray
                 ) -> tuple[np.ndarray, np.ndarray]:
    """``m / 2**shift`` rounded to an integer by ``mode`` (magnitude of a value of sign ``neg``), for
    ``shift`` >= 0; returns (integer, inexact)."""
    s = np.clip(shift, 0, 65).astype(np.int64)
    s63 = np.minimum(s, 63).astype(_U64)
    n = np.where(s >= 64, _U64(0), m >> s63)
    low = np.where(s >= 64, ~_U64(0), (_U64(1) << s63) - _U64(1))
    rem = m & low
    halfway = _U64(1) << (np.maximum(s, 1) - 1).clip(0, 63).astype(_U64)
    in_range = (s >= 1) & (s <= 64)
    gt = in_range & (rem > halfway)
    eq = in_range & (rem == halfway)
    inexact = rem != 0
    if mode is None or mode == "rz":
        up = np.zeros(m.shape, np.bool_)
    elif mode == "rn":
        up = gt | (eq & ((n & _U64(1)) == 1))
    elif mode == "rna":
        up = gt | eq
    elif mode == "ru":
        up = inexact & ~neg
    elif mode == "rd":
        up = inexact & neg
    elif mode == "ro":
        return n | inexact.astype(_U64), inexact
    else:
        raise ValueError(f"rounding mode {mode!r} does not apply here; valid: rn, rna, rz, ru, rd, ro")
    return n + up.astype(_U64), inexact


# ---------------------------------------------------------------------------------------------
# decoding: raw bits -> (neg, m, e, nan, inf, payload)

@dataclass
class _Value:
    neg: np.ndarray
    m: np.ndarray  #: uint64 significand
    e: np.ndarray  #: int64 exponent: |x| = m * 2**e
    nan: np.ndarray
    inf: np.ndarray
    #: NaN payload: the fraction bits of a NaN, aligned to bit 22 down (a float's fraction field).
    payload: np.ndarray


def _decode(bits: np.ndarray, f: Format) -> _Value:
    b = np.asarray(bits).astype(_U64)
    zeros = np.zeros(b.shape, np.bool_)
    if isinstance(f, IntFormat):
        width = _U64(f.bits)
        if f.signed:
            sign_bit = (b >> (width - _U64(1))) & _U64(1)
            neg = sign_bit == 1
            full = _U64((1 << f.bits) - 1) if f.bits < 64 else ~_U64(0)
            m = np.where(neg, ((~b) & full) + _U64(1), b)
        else:
            neg = zeros
            m = b
        return _Value(neg, m, np.zeros(b.shape, np.int64), zeros, zeros, np.zeros(b.shape, _U64))
    if isinstance(f, Hif8Format):
        t = _hif8_table()
        i = b.astype(np.intp)
        return _Value(t[0][i], t[1][i], t[2][i], t[3][i], t[4][i], np.zeros(b.shape, _U64))
    mb = _U64(f.mbits)
    neg = ((b >> _U64(f.bits - 1)) & _U64(1)) == 1
    expf = ((b >> mb) & _U64((1 << f.ebits) - 1)).astype(np.int64)
    frac = b & _U64((1 << f.mbits) - 1)
    all_ones = expf == (1 << f.ebits) - 1
    if f.special == "ieee":
        inf = all_ones & (frac == 0)
        nan = all_ones & (frac != 0)
    elif f.special == "fn":
        inf = zeros
        nan = all_ones & (frac == _U64((1 << f.mbits) - 1))
    else:
        inf = nan = zeros
    m = np.where(expf == 0, frac, frac | (_U64(1) << mb))
    e = np.where(expf == 0, f.emin, expf - f.bias) - f.mbits
    payload = _shl(frac, np.full(b.shape, 23 - f.mbits)) if f.mbits <= 23 else frac
    m = np.where(nan | inf, _U64(0), m)
    return _Value(neg, m, e.astype(np.int64), nan, inf, payload)


@functools.lru_cache(maxsize=1)
def _hif8_table() -> tuple[np.ndarray, ...]:
    """(neg, m, e, nan, inf) of every hifloat8 code, from :mod:`ascsim.hifloat8`'s decoder (exact:
    every value is a small integer times a power of two)."""

    vals = hifloat8.decode(np.arange(256, dtype=np.uint8))
    neg = np.signbit(vals) & ~np.isnan(vals)
    nan = np.isnan(vals)
    inf = np.isinf(vals)
    mag = np.where(nan | inf, 0.0, np.abs(vals))
    frac, ex = np.frexp(mag)  # mag = frac * 2**ex, frac in [0.5, 1)
    m = np.round(frac * 2**8).astype(np.uint64)  # at most 4 significant bits: exact
    e = (ex - 8).astype(np.int64)
    return neg, m, e, nan, inf


# ---------------------------------------------------------------------------------------------
# encoding

def _encode_float(v: _Value, f: FloatFormat, mode: str | None, sat: bool) -> np.ndarray:
    """Round ``v`` once to format ``f``."""
    m, e, neg = v.m, v.e, v.neg
    top = e + _bitlen(m) - 1
    q = np.maximum(top, f.emin) - f.mbits  # exponent of the unit in the last place
    shift = q - e
    n_right, _ = _round_shift(m, shift, mode, neg)
    n = np.where(shift < 0, _shl(m, -shift), n_right)
    carry = (n >> _U64(f.mbits + 1)) != 0  # rounding reached the next binade: 2**(mbits+1) exactly
    n = np.where(carry, n >> _U64(1), n)
    q = q + carry
    normal = n >= _U64(1 << f.mbits)
    expf = np.where(normal, q + f.mbits + f.bias, 0).astype(np.int64)
    code = (np.maximum(expf, 0).astype(_U64) << _U64(f.mbits)) | (n & _U64((1 << f.mbits) - 1))
    overflow = code > _U64(f.max_code)
    code = np.where(overflow, _overflow_code(f, mode, sat, neg), code)
    code = np.where(v.inf, _U64(f.max_code) if (sat or f.special != "ieee") else _U64(f.inf_code), code)
    if f.special == "fn" and not sat:
        code = np.where(v.inf, _U64(f.nan_code), code)
    sign = neg.astype(_U64) << _U64(f.bits - 1)
    out = code | sign
    # NaN: 0 when saturating or when the format has none; else a quiet NaN keeping sign and payload.
    if sat or f.special == "none":
        out = np.where(v.nan, _U64(0), out)
    elif f.special == "fn":
        out = np.where(v.nan, _U64(f.nan_code) | sign, out)
    else:
        pay = (v.payload >> _U64(23 - f.mbits)) | _U64(1 << (f.mbits - 1))
        out = np.where(v.nan, _U64(f.inf_code) | pay | sign, out)
    return out.astype(_RAW[f.bits])


def _overflow_code(f: FloatFormat, mode: str | None, sat: bool, neg: np.ndarray) -> np.ndarray:
    """The code of a finite value beyond the largest finite one, per mode (IEEE 754) and saturation."""
    big = _U64(f.max_code)
    if sat or f.special == "none":
        return np.full(neg.shape, big)
    beyond = _U64(f.inf_code if f.special == "ieee" else f.nan_code)
    if mode in ("rz", "ro"):
        return np.full(neg.shape, big)
    if mode == "ru":
        return np.where(neg, big, beyond)
    if mode == "rd":
        return np.where(neg, beyond, big)
    return np.full(neg.shape, beyond)


def _encode_int(v: _Value, f: IntFormat, mode: str | None, sat: bool) -> np.ndarray:
    """Round ``v`` to an integer; out of range: the nearest bound (``sat``) or the low bits."""
    m, e, neg = v.m, v.e, v.neg
    shift = -e
    n_right, _ = _round_shift(m, shift, mode, neg)
    left = np.maximum(-shift, 0)
    huge = (shift < 0) & (_bitlen(m) + left > 64)
    n = np.where(shift < 0, _shl(m, left), n_right)
    bits = f.bits
    mask = _U64((1 << bits) - 1) if bits < 64 else ~_U64(0)
    hi = _U64((1 << (bits - 1)) - 1) if f.signed else mask
    lo_mag = _U64(1 << (bits - 1)) if f.signed else _U64(0)
    lo_code = lo_mag  # two's complement of -2**(bits-1) is 2**(bits-1); 0 for unsigned
    over = huge | np.where(neg, n > lo_mag, n > hi)
    wrapped = np.where(neg, (~n + _U64(1)), n) & mask
    if sat:
        out = np.where(over, np.where(neg, lo_code, hi), wrapped)
    else:
        out = wrapped
    out = np.where(v.inf, np.where(neg, lo_code, hi), out)
    out = np.where(v.nan, _U64(0), out)
    return out.astype(_RAW[bits])


def _encode_hif8(v: _Value, src: FloatFormat, mode: str | None, sat: bool) -> np.ndarray:
    """hifloat8 from a float or half value, per the vendor's conversion algorithm.

    The value is normalised to ``1.mant * 2**ev`` with ``mant`` the source's fraction width (a half
    subnormal is normalised first). Per exponent class the kept mantissa ``M``, the first dropped bit
    ``ta`` and ``frac`` (the dropped bits, 14 for float and 2 for half) decide the rounding: ``rna``
    rounds up when ``ta`` is set; ``rh`` (hybrid) when ``frac >= thr`` with ``thr`` taken from the
    lowest source bits (float: bits 13..0; half: bit 0 then a 1), except for exponents within +-3
    where both round on ``ta``. An exact value never rounds (``frac`` 0).
    """
    mw = src.mbits
    fw = 14 if mw == 23 else 2
    m, neg = v.m, v.neg
    length = _bitlen(m)
    ev = v.e + length - 1
    norm = _shl(m, np.maximum(mw + 1 - length, 0)) >> np.maximum(length - mw - 1, 0).astype(_U64)
    mant = (norm & _U64((1 << mw) - 1)).astype(np.int64)
    if mw == 23:
        thr = mant & 0x3FFF
    else:
        thr = ((mant & 1) << 1) | 1

    def field(hi: int | np.ndarray, width: int) -> np.ndarray:
        """``width`` bits of ``mant`` ending at bit ``hi`` (bits below 0 read as 0)."""
        hi_arr = np.asarray(hi, np.int64)
        lo = hi_arr - width + 1
        return np.where(lo >= 0, mant >> np.maximum(lo, 0), mant << np.maximum(-lo, 0)) & ((1 << width) - 1)

    mag = np.abs(ev)
    mb = np.where(mag <= 3, 3, np.where(mag <= 7, 2, 1))
    sub = (ev >= -22) & (ev <= -16)
    ta_pos = np.where(sub, mw - 1, mw - mb - 1)
    ta = (field(ta_pos, 1) == 1)
    frac = field(ta_pos, fw)
    if mode == "rh":
        hybrid_up = (frac >= thr) & (frac != 0)
        up = np.where(mag <= 3, ta, hybrid_up)
        # ev == -23: the whole significand (a leading 1 then the top fraction bits) is the dropped part.
        edge = ((1 << (fw - 1)) | field(mw - 1, fw - 1)) >= thr
    elif mode == "rna":
        up = ta
        edge = np.ones(m.shape, np.bool_)
    else:
        raise ValueError(f"hifloat8 takes the rounding modes rna and rh; got {mode!r}")
    big_m = np.where(sub, 0, field(mw - 1, 3) >> (3 - mb))
    big_m = big_m + up.astype(np.int64)
    carry = np.where(sub, up, big_m >> mb != 0)
    ev2 = ev + carry
    big_m = np.where(carry, 0, big_m)
    # subnormal codes are 2**(M - 23): M = ev + 23 (a carry out of -16 reaches the normal -15)
    sub2 = sub & (ev2 <= -16)
    code = _hif8_code(ev2, big_m, sub2)
    code = np.where(ev < -23, 0, code)
    code = np.where(ev == -23, np.where(edge, 1, 0), code)
    code = np.where(m == 0, 0, code)
    code = np.where(ev > 15, 0x6F, code)
    is_inf = (code == 0x6F) | v.inf
    code = np.where(is_inf, 0x6E if sat else 0x6F, code)
    code = np.where((code != 0) & neg, code | 0x80, code)
    code = np.where(v.nan, 0 if sat else 0x80, code)
    return code.astype(np.uint8)


def _hif8_code(ev: np.ndarray, mm: np.ndarray, sub: np.ndarray) -> np.ndarray:
    """The hifloat8 body (no sign) of ``2**ev * (1 + mm/2**mb)``; (15, 1) and beyond read as 0x6F (inf)."""
    mag = np.abs(ev)
    s = (ev < 0).astype(np.int64)
    c0 = 0x08 | mm
    c1 = 0x10 | (s << 3) | mm
    c2 = 0x20 | (s << 4) | ((mag - 2).clip(0, 1) << 3) | mm
    c4 = 0x40 | (s << 4) | ((mag - 4).clip(0, 3) << 2) | mm
    c8 = 0x60 | (s << 4) | ((mag - 8).clip(0, 7) << 1) | mm
    code = np.select([mag == 0, mag == 1, mag <= 3, mag <= 7], [c0, c1, c2, c4], c8)
    code = np.where((ev > 15) | ((ev == 15) & (mm >= 1)), 0x6F, code)
    return np.where(sub, ev + 23, code)


def saturates_always(src_fmt: str, dst_fmt: str) -> bool:
    """Whether a register conversion saturates whatever its name says: a narrow signed integer to a
    wider unsigned one (int16_t to uint32_t) supports only the saturating mode (negative inputs give 0)."""
    s, d = fmt(src_fmt), fmt(dst_fmt)
    return isinstance(s, IntFormat) and isinstance(d, IntFormat) and s.signed and not d.signed and d.bits > s.bits


def convert_values(bits: Any, src: str, dst: str, mode: str | None = None, sat: bool = False) -> np.ndarray:
    """Convert element values: raw bits of ``src`` (any shape; 4-bit values as 0..15) to raw bits of
    ``dst``, rounding by ``mode`` (None: rn, for exact conversions) with saturation on or off.

    Rules (see docs/semantics.md): floats round once from the exact value; a float overflow gives
    +-inf per IEEE 754 (toward zero: the largest finite; fp8 e4m3fn: NaN; fp4: the largest finite),
    or the largest finite with ``sat``; NaN stays NaN (quiet, sign and leading payload kept), or 0 with
    ``sat`` and for fp4. To an integer: NaN is 0, +-inf the bounds, other values out of range keep
    their low bits, or clamp with ``sat``; a pair that only saturates (:func:`saturates_always`) clamps
    without ``sat`` too.
    """
    sat = sat or saturates_always(src, dst)
    arr = np.asarray(bits)
    s, d = fmt(src), fmt(dst)
    if s.bits <= 16:
        # Every code of a narrow source at once, once: later calls index the table.
        return _table(src, dst, mode, sat)[arr.astype(np.intp)]
    if src == "float" and mode in (None, "rn") and dst in _NUMPY_RN:
        return _float_rn(arr, d, sat)
    if src == "float" and dst == "hifloat8_t" and mode in (None, "rna"):
        # Half-away rounding reads only the sign, the exponent and the top 4 fraction bits (13 bits);
        # a NaN whose payload lies below them reads as inf there, so NaN lanes are redone.
        b32 = arr.astype(np.uint32)
        out = _table_hif8_rna(sat)[(b32 >> np.uint32(19)).astype(np.intp)]
        nan = (b32 & np.uint32(0x7FFFFFFF)) > np.uint32(0x7F800000)
        return np.where(nan, np.uint8(0 if sat else 0x80), out) if nan.any() else out
    return _convert_exact(arr, s, d, mode, sat)


@functools.lru_cache(maxsize=2)
def _table_hif8_rna(sat: bool) -> np.ndarray:
    tops = np.arange(1 << 13, dtype=np.uint32) << np.uint32(19)
    table = _convert_exact(tops, fmt("float"), fmt("hifloat8_t"), "rna", sat)
    table.flags.writeable = False
    return table


@functools.lru_cache(maxsize=128)
def _table(src: str, dst: str, mode: str | None, sat: bool) -> np.ndarray:
    s = fmt(src)
    table = _convert_exact(np.arange(1 << s.bits, dtype=_RAW[s.bits]), s, fmt(dst), mode, sat)
    table.flags.writeable = False
    return table


#: Destinations numpy (half) and ml_dtypes (bfloat16) round a float to exactly, ties to even, with
#: IEEE overflow to inf; NaN lanes are redone to keep ascsim's payload rule.
_NUMPY_RN: dict[str, np.dtype[Any]] = {"half": np.dtype(np.float16), "bfloat16_t": np.dtype(ml_dtypes.bfloat16)}


def _float_rn(bits: np.ndarray, d: Format, sat: bool) -> np.ndarray:
    assert isinstance(d, FloatFormat)
    f32 = bits.astype(np.uint32).view(np.float32)
    with quiet():
        out = f32.astype(_NUMPY_RN[d.name]).view(_RAW[d.bits])
    nan = np.isnan(f32)
    if not sat and not nan.any():
        return out
    sign = (bits.astype(np.uint32) >> np.uint32(31)).astype(_RAW[d.bits]) << _RAW[d.bits].type(d.bits - 1)
    if sat:
        inf = (out & _RAW[d.bits].type((1 << (d.bits - 1)) - 1)) == d.inf_code
        out = np.where(inf, sign | _RAW[d.bits].type(d.max_code), out)
        return np.where(nan, _RAW[d.bits].type(0), out)
    if nan.any():
        pay = (bits.astype(np.uint32) & np.uint32(0x7FFFFF)) >> np.uint32(23 - d.mbits)
        quiet_nan = (pay | np.uint32((1 << (d.mbits - 1)) | d.inf_code)).astype(_RAW[d.bits]) | sign
        out = np.where(nan, quiet_nan, out)
    return out


def _convert_exact(arr: np.ndarray, s: Format, d: Format, mode: str | None, sat: bool) -> np.ndarray:
    """:func:`convert_values` on the exact integer path."""
    src = s.name
    v = _decode(arr, s)
    if isinstance(d, IntFormat):
        return _encode_int(v, d, mode or "rn", sat)
    if isinstance(d, Hif8Format):
        if not isinstance(s, FloatFormat) or s.mbits not in (10, 23):
            raise ValueError(f"hifloat8 is converted from half or float only, not {src}")
        return _encode_hif8(v, s, mode or "rna", sat)
    assert isinstance(d, FloatFormat)
    return _encode_float(v, d, mode or "rn", sat)


# ---------------------------------------------------------------------------------------------
# same-format rounding to an integral value (asc_floor, asc_ceil, asc_round, asc_rint, asc_trunc)

_NP_FLOAT = {"half": np.dtype(np.float16), "float": np.dtype(np.float32)}


def round_integral(bits: Any, name: str, mode: str) -> np.ndarray:
    """Round each value to an integral value of the same format (IEEE 754 roundToIntegral): -0 and
    the sign of a zero result kept, inf unchanged, NaN made quiet (payload kept)."""
    f = fmt(name)
    assert isinstance(f, FloatFormat)
    b = np.asarray(bits).astype(_U64)
    v = _decode(b, f)
    shift = -v.e
    n, _ = _round_shift(v.m, shift, mode, v.neg)
    # Already integral (no fraction bits): unchanged; else the integer, encoded back exactly.
    as_int = _Value(v.neg, n, np.zeros(b.shape, np.int64), v.nan, v.inf, v.payload)
    rounded = _encode_float(as_int, f, "rz", False).astype(_U64)
    out = np.where(shift <= 0, b, rounded)
    out = np.where(v.inf, b, out)
    out = np.where(v.nan, b | _U64(1 << (f.mbits - 1)), out)
    return out.astype(_RAW[f.bits])


# ---------------------------------------------------------------------------------------------
# register layout

def _elem_bits(name: str) -> int:
    return fmt(name).bits


@functools.cache
def layout(src: str, dst: str, part: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Lane map of a conversion: (source element, destination element, governing mask bit) of each
    converted element.

    Equal widths: element i to element i. Narrowing by k: source i to destination ``p + k*i``
    (4-bit destinations: pairs, source ``2j + h`` to nibble ``2p + 8j + h``). Widening by k:
    destination t from source ``p + k*t`` (4-bit sources: nibble ``2p + 8*(t//2) + t%2``). Each
    source element is governed by the mask bit of its first byte; a 4-bit pair written from two
    16-bit elements is governed by the bit of the even element.
    """
    sb, db = _elem_bits(src), _elem_bits(dst)
    ns, nd = VL_BYTES * 8 // sb, VL_BYTES * 8 // db
    if sb == db:
        s_idx = np.arange(ns)
        d_idx = s_idx
    elif sb > db:
        k = sb // db
        if not 0 <= part < k:
            raise ValueError(f"{src} to {dst} has parts 0..{k - 1}; got {part}")
        s_idx = np.arange(ns)
        d_idx = 2 * part + 8 * (s_idx // 2) + s_idx % 2 if db == 4 else part + k * s_idx
    else:
        k = db // sb
        if not 0 <= part < k:
            raise ValueError(f"{src} to {dst} has parts 0..{k - 1}; got {part}")
        d_idx = np.arange(nd)
        s_idx = 2 * part + 8 * (d_idx // 2) + d_idx % 2 if sb == 4 else part + k * d_idx
    gov_elem = s_idx - s_idx % 2 if db == 4 and sb > db else s_idx
    bit = gov_elem * sb // 8
    assert bit.max() < MASK_BITS
    return s_idx, d_idx, bit


def nibbles(raw: np.ndarray) -> np.ndarray:
    """The 4-bit elements (``int4b_t``) that bytes (..., n) hold, as values 0..15 (..., 2n): element 2i in
    the low nibble of byte i, element 2i+1 in its high nibble."""
    out = np.empty(raw.shape[:-1] + (raw.shape[-1] * 2,), np.uint8)
    out[..., 0::2] = raw & 0x0F
    out[..., 1::2] = raw >> 4
    return out


def nibble_bytes(nib: np.ndarray) -> np.ndarray:
    """The bytes (..., n) holding 4-bit elements (..., 2n) (their low 4 bits): the inverse of :func:`nibbles`."""
    return (nib[..., 0::2] & 0x0F) | ((nib[..., 1::2] & 0x0F) << 4)


def convert_raw(src: np.ndarray, mask: np.ndarray, src_fmt: str, dst_fmt: str, mode: str | None, sat: bool,
                part: int) -> np.ndarray:
    """A destination register of ``dst_fmt`` from a source register (raw bits, batched over leading
    axes) and a mask (bools (..., 256)): the converted active elements in their lanes, 0 elsewhere."""
    sb, db = _elem_bits(src_fmt), _elem_bits(dst_fmt)
    s_idx, d_idx, bit = layout(src_fmt, dst_fmt, part)
    elems = nibbles(src) if sb == 4 else src
    vals = convert_values(elems[..., s_idx], src_fmt, dst_fmt, mode, sat)
    vals = np.where(mask[..., bit], vals, vals.dtype.type(0))
    nd = VL_BYTES * 8 // db
    out = np.zeros(src.shape[:-1] + (nd,), _RAW[db])
    out[..., d_idx] = vals
    return nibble_bytes(out) if db == 4 else out


def round_integral_raw(src: np.ndarray, mask: np.ndarray, name: str, mode: str) -> np.ndarray:
    """``asc_floor``/``asc_ceil``/``asc_round``/``asc_rint``/``asc_trunc`` of a register: active
    elements rounded to an integral value, inactive ones 0."""
    size = _elem_bits(name) // 8
    vals = round_integral(src, name, mode)
    return np.where(mask[..., ::size], vals, vals.dtype.type(0))
