"""An exact reference for the conversions of reg_convert.h, in rational arithmetic (fractions.Fraction).

Written from the vendor pages (rounding modes, saturation, boundary-value tables, the hifloat8
algorithm) and from the format definitions, one value at a time, without numpy's or ml_dtypes'
conversions and without ascsim.ops. ``expected(code, src, dst, mode, sat)`` gives the destination
code of one source code; the modelling choices the pages leave open are those of docs/semantics.md.
"""

from __future__ import annotations

import bisect
import functools
import math
from fractions import Fraction

#: Floating formats: name -> (width, exponent bits, fraction bits, bias, specials).
FLOATS: dict[str, tuple[int, int, int, int, str]] = {
    "float": (32, 8, 23, 127, "ieee"), "half": (16, 5, 10, 15, "ieee"), "bfloat16_t": (16, 8, 7, 127, "ieee"),
    "fp8_e5m2_t": (8, 5, 2, 15, "ieee"), "fp8_e4m3fn_t": (8, 4, 3, 7, "fn"),
    "fp4x2_e2m1_t": (4, 2, 1, 1, "none"), "fp4x2_e1m2_t": (4, 1, 2, 1, "none"),
}
#: Integer formats: name -> (width, signed).
INTS: dict[str, tuple[int, bool]] = {
    "int4b_t": (4, True), "int8_t": (8, True), "uint8_t": (8, False), "int16_t": (16, True),
    "uint16_t": (16, False), "int32_t": (32, True), "uint32_t": (32, False), "int64_t": (64, True),
}
WIDTH = {**{k: v[0] for k, v in FLOATS.items()}, **{k: v[0] for k, v in INTS.items()}, "hifloat8_t": 8}

NAN, INF = "nan", "inf"
Value = tuple[bool, object]  #: (negative, Fraction | "nan" | "inf")


@functools.lru_cache(maxsize=1 << 18)
def decode(code: int, fmt: str) -> Value:
    """The value of a code: (negative, Fraction or "nan"/"inf")."""
    if fmt in INTS:
        w, signed = INTS[fmt]
        v = code - (1 << w) if signed and code >> (w - 1) else code
        return v < 0, Fraction(abs(v))
    if fmt == "hifloat8_t":
        return _hif8_decode(code)
    w, eb, mb, bias, special = FLOATS[fmt]
    neg = bool(code >> (w - 1))
    ef = (code >> mb) & ((1 << eb) - 1)
    fr = code & ((1 << mb) - 1)
    if special == "ieee" and ef == (1 << eb) - 1:
        return neg, (INF if fr == 0 else NAN)
    if special == "fn" and ef == (1 << eb) - 1 and fr == (1 << mb) - 1:
        return neg, NAN
    if ef == 0:
        return neg, Fraction(fr) * Fraction(2) ** (1 - bias - mb)
    return neg, Fraction((1 << mb) | fr) * Fraction(2) ** (ef - bias - mb)


def _hif8_decode(code: int) -> Value:
    """hifloat8 as the vendor defines it: sign, a dot field (11, 10, 01, 001, 0001, 0000) giving the
    exponent width (4, 3, 2, 1, 0 bits; 0000 = subnormal), a sign-magnitude exponent with an implicit
    leading one, then the mantissa (1, 2, 3, 3, 3 bits)."""
    neg = bool(code & 0x80)
    body = code & 0x7F
    if code == 0x80:
        return False, NAN
    if body == 0x6F:
        return neg, INF
    for prefix, plen, eb, mb in (("11", 2, 4, 1), ("10", 2, 3, 2), ("01", 2, 2, 3), ("001", 3, 1, 3),
                                 ("0001", 4, 0, 3)):
        bits = format(body, "07b")
        if bits.startswith(prefix):
            rest = bits[plen:]
            ebits, mbits = rest[:eb], rest[eb:]
            if eb == 0:
                e = 0
            else:
                mag = (1 << (eb - 1)) + (int(ebits[1:], 2) if eb > 1 else 0)
                e = -mag if ebits[0] == "1" else mag
            m = int(mbits, 2)
            return neg, Fraction(2) ** e * (1 + Fraction(m, 1 << mb))
    m = body & 7
    return neg, (Fraction(2) ** (m - 23) if m else Fraction(0))


def _floor_log2(a: Fraction) -> int:
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    return e


def _round_int(a: Fraction, neg: bool, mode: str) -> int:
    """|x| = a rounded to an integer magnitude by ``mode`` (x has sign ``neg``)."""
    lo = math.floor(a)
    r = a - lo
    if r == 0:
        return lo
    if mode == "rn":
        return lo + (r > Fraction(1, 2) or (r == Fraction(1, 2) and lo % 2 == 1))
    if mode == "rna":
        return lo + (r >= Fraction(1, 2))
    if mode == "rz":
        return lo
    if mode == "ru":
        return lo + (not neg)
    if mode == "rd":
        return lo + neg
    if mode == "ro":
        return lo if lo % 2 else lo + 1
    raise ValueError(mode)


def _max_finite(fmt: str) -> Fraction:
    w, eb, mb, bias, special = FLOATS[fmt]
    top = (1 << eb) - 1
    if special == "ieee":
        return (2 - Fraction(1, 1 << mb)) * Fraction(2) ** (top - 1 - bias)
    if special == "fn":
        return (2 - Fraction(2, 1 << mb)) * Fraction(2) ** (top - bias)
    return (2 - Fraction(1, 1 << mb)) * Fraction(2) ** (top - bias)


def _float_code(neg: bool, a: Fraction, fmt: str) -> int:
    """The code of the representable magnitude ``a``."""
    w, eb, mb, bias, _ = FLOATS[fmt]
    sign = int(neg) << (w - 1)
    if a == 0:
        return sign
    e = _floor_log2(a)
    if e < 1 - bias:
        return sign | int(a / Fraction(2) ** (1 - bias - mb))
    frac = (a / Fraction(2) ** e - 1) * (1 << mb)
    assert frac.denominator == 1
    return sign | ((e + bias) << mb) | int(frac)


def _to_float(v: Value, fmt: str, mode: str, sat: bool, payload: int) -> int:
    w, eb, mb, bias, special = FLOATS[fmt]
    neg, a = v
    sign = int(neg) << (w - 1)
    big = _float_code(False, _max_finite(fmt), fmt)
    inf_code = ((1 << eb) - 1) << mb
    nan_fn = (1 << (w - 1)) - 1
    if a == NAN:
        if sat or special == "none":
            return 0
        if special == "fn":
            return sign | nan_fn
        return sign | inf_code | (1 << (mb - 1)) | (payload >> (23 - mb))
    if a == INF:
        if sat or special == "none":
            return sign | big
        return sign | (nan_fn if special == "fn" else inf_code)
    assert isinstance(a, Fraction)
    if a == 0:
        return sign
    e = max(_floor_log2(a), 1 - bias)
    ulp = Fraction(2) ** (e - mb)
    r = _round_int(a / ulp, neg, mode) * ulp
    if r > _max_finite(fmt):
        if sat or special == "none" or mode in ("rz", "ro") or (mode == "ru" and neg) or (mode == "rd" and not neg):
            return sign | big
        return sign | (nan_fn if special == "fn" else inf_code)
    return _float_code(neg, r, fmt)


def _to_int(v: Value, fmt: str, mode: str, sat: bool) -> int:
    w, signed = INTS[fmt]
    lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)
    neg, a = v
    if a == NAN:
        return 0
    if a == INF:
        return (lo if neg else hi) % (1 << w)
    assert isinstance(a, Fraction)
    n = _round_int(a, neg, mode)
    x = -n if neg else n
    if sat:
        x = min(max(x, lo), hi)
    return x % (1 << w)


@functools.lru_cache(maxsize=1)
def _hif8_grid() -> tuple[list[Fraction], list[int]]:
    pairs = sorted((v, c) for c in range(0x80) for neg, v in [_hif8_decode(c)] if isinstance(v, Fraction))
    return [v for v, _ in pairs], [c for _, c in pairs]


def _to_hif8_rna(v: Value, sat: bool) -> int:
    """hifloat8, nearest value with ties away from zero; past 32768 (from 1.25 * 2**15 on) +-inf."""
    neg, a = v
    if a == NAN:
        return 0 if sat else 0x80
    over = 0x6E if sat else 0x6F
    if a == INF:
        return over | (0x80 if neg else 0)
    assert isinstance(a, Fraction)
    vals, codes = _hif8_grid()
    if a >= Fraction(5, 4) * 2**15:
        return over | (0x80 if neg else 0)
    i = bisect.bisect_right(vals, a) - 1
    lo, hi = vals[i], vals[min(i + 1, len(vals) - 1)]
    c = codes[i + 1] if a - lo >= hi - a and i + 1 < len(vals) else codes[i]
    return c | (0x80 if neg and c else 0)


def _to_hif8_hybrid(code: int, src: str, sat: bool) -> int:
    """hifloat8 by the vendor's bit-level HYBRID rule, restated per element (see docs/semantics.md)."""
    neg, a = decode(code, src)
    if a == NAN or a == INF:
        return _to_hif8_rna((neg, a), sat)
    assert isinstance(a, Fraction)
    if a == 0:
        return 0
    mw = 23 if src == "float" else 10
    fw = 14 if src == "float" else 2
    ev = _floor_log2(a)
    mant = int((a / Fraction(2) ** ev - 1) * (1 << mw))  # normalised fraction bits (exact)
    thr = mant & 0x3FFF if src == "float" else ((mant & 1) << 1) | 1

    def bits(hi: int, n: int) -> int:
        lo = hi - n + 1
        return (mant >> lo if lo >= 0 else mant << -lo) & ((1 << n) - 1)

    sign = 0x80 if neg else 0
    if ev > 15:
        return _to_hif8_rna((neg, INF), sat)
    if ev < -23:
        return 0
    if ev == -23:
        return (1 | sign) if ((1 << (fw - 1)) | bits(mw - 1, fw - 1)) >= thr else 0
    if ev <= -16:
        frac = bits(mw - 1, fw)
        up = frac >= thr and frac != 0
        r = Fraction(2) ** (ev + up)
    else:
        mb = 3 if abs(ev) <= 3 else 2 if abs(ev) <= 7 else 1
        keep = bits(mw - 1, mb)
        ta = bits(mw - mb - 1, 1)
        frac = bits(mw - mb - 1, fw)
        up = ta == 1 if abs(ev) <= 3 else (frac >= thr and frac != 0)
        r = Fraction(2) ** ev * (1 + Fraction(keep + up, 1 << mb))
    if r >= Fraction(3, 2) * 2**15:
        return _to_hif8_rna((neg, INF), sat)
    vals, codes = _hif8_grid()
    return codes[vals.index(r)] | sign


def expected(code: int, src: str, dst: str, mode: str | None, sat: bool) -> int:
    """The destination code of source code ``code``."""
    v = decode(code, src)
    mode = mode or "rn"
    if src in INTS and dst in INTS and INTS[src][1] and not INTS[dst][1] and INTS[dst][0] > INTS[src][0]:
        sat = True  # the Cast page: a narrow signed to a wide unsigned integer only saturates (negative: 0)
    if dst in INTS:
        return _to_int(v, dst, mode, sat)
    if dst == "hifloat8_t":
        return _to_hif8_rna(v, sat) if mode == "rna" else _to_hif8_hybrid(code, src, sat)
    payload = 0
    if src in FLOATS:
        _, _, mb, _, _ = FLOATS[src]
        payload = (code & ((1 << mb) - 1)) << (23 - mb)
    return _to_float(v, dst, mode, sat, payload)


def integral(code: int, fmt: str, mode: str) -> int:
    """asc_floor & co: the value rounded to an integral value of the same format (IEEE 754)."""
    neg, a = decode(code, fmt)
    _, _, mb, _, _ = FLOATS[fmt]
    if a == NAN:
        return code | (1 << (mb - 1))
    if a == INF:
        return code
    assert isinstance(a, Fraction)
    return _float_code(neg, Fraction(_round_int(a, neg, mode)), fmt)


def expected_register(src_raw: list[int], mask: list[bool], src: str, dst: str, mode: str | None, sat: bool,
                      part: int) -> list[int]:
    """The destination register of a conversion, as element codes (4-bit formats: bytes, low nibble
    first), from the source register's elements (4-bit: its bytes) and the 256 mask bits.

    The vendor's RegLayout pseudo-code: narrowing by k puts source i in lane ``p + k*i`` (4-bit
    pairs: source 2j, 2j+1 to nibbles 2p + 8j and 2p + 8j + 1); widening by k reads source lane
    ``p + k*t`` (4-bit: nibble 2p + 8*(t//2) + t%2). A source element is governed by the mask bit of
    its first byte, a narrowed 4-bit pair by its even element's bit. Everything else is 0.
    """
    sb, db = WIDTH[src], WIDTH[dst]
    elems = [b >> s & 0xF for b in src_raw for s in (0, 4)] if sb == 4 else list(src_raw)
    n_dst = 2048 // db
    out = [0] * n_dst

    def conv(code: int) -> int:
        return expected(code, src, dst, mode, sat)

    if sb == db:
        for i, v in enumerate(elems):
            out[i] = conv(v) if mask[i * sb // 8] else 0
    elif sb > db:
        k = sb // db
        for i, v in enumerate(elems):
            if db == 4:
                j, h = divmod(i, 2)
                lane, gov = 2 * part + 8 * j + h, mask[2 * j * sb // 8]
            else:
                lane, gov = part + k * i, mask[i * sb // 8]
            out[lane] = conv(v) if gov else 0
    else:
        k = db // sb
        for t in range(n_dst):
            s = 2 * part + 8 * (t // 2) + t % 2 if sb == 4 else part + k * t
            out[t] = conv(elems[s]) if mask[s * sb // 8] else 0
    if db == 4:
        return [out[2 * j] | (out[2 * j + 1] << 4) for j in range(n_dst // 2)]
    return out
