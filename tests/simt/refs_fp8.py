"""References of ``asc_fp8.h``'s two-element forms (``__float22hif82_rh``, ``__half22hif82_rna_sat``,
``__hif822float2``, ``__hif822half2``, ``__e4m3x22float2``, ``__e5m2x22float2``,
``__asc_cvt_float2_to_fp8x2``), member by member.

Each member is checked against the exact rational reference of the register conversions
(``reg_convert/fraction_ref.py``: the hifloat8 grid, half-away rounding and the hybrid rule, the 8-bit
formats decoded from their fields) and the fp8 byte reference of ``refs_float16.py``; nothing here calls
``ascsim.ops``. :func:`check` is the hook: it checks one of these forms and says whether ``ov`` is one.
"""

from __future__ import annotations

import math
import re

import ml_dtypes
import numpy as np
from reg_convert.fraction_ref import expected

from ascsim.spec import Overload

from .refs_float16 import fp8_byte

_TO_HIF8 = re.compile(r"^__(float|half)22hif82_(rna|rh)(_sat)?$")
_FROM_8BIT = {"__hif822float2": ("hifloat8_t", "float"), "__hif822half2": ("hifloat8_t", "half"),
              "__e4m3x22float2": ("fp8_e4m3fn_t", "float"), "__e5m2x22float2": ("fp8_e5m2_t", "float")}
_MEMBER_NP: dict[str, np.dtype] = {"hifloat8_t": np.dtype(np.uint8), "fp8_e4m3fn_t": np.dtype(ml_dtypes.float8_e4m3fn),
              "fp8_e5m2_t": np.dtype(ml_dtypes.float8_e5m2)}
_WIDE_NP: dict[str, tuple[np.dtype, np.dtype]] = {"float": (np.dtype(np.float32), np.dtype(np.uint32)),
                                                   "half": (np.dtype(np.float16), np.dtype(np.uint16))}

#: Float members: hifloat8's edges (its largest value 32768, the ties 1.25 * 2**15 and 1.5 * 2**15 and
#: their neighbours, the smallest values 2**-22 and 2**-23 and the halfway 1.5 * 2**-23), the ties of the
#: 3-, 2- and 1-bit mantissa ranges, the specials and values spread over every exponent.
_FLOATS = [0.0, -0.0, 1.0, -1.0625, 1.0625, 1.1875, 13.0, -13.0, 14.0, 150.0, 160.0, 3 * 2.0 ** 11, 32768.0,
           40960.0, 40959.996, 49152.0, -49152.0, 49151.996, 1e9, 2.0 ** -22, 2.0 ** -23, 1.5 * 2.0 ** -23,
           2.0 ** -24, 1e-30, 3 * 2.0 ** -17, 0.3, -0.7, math.inf, -math.inf, math.nan]
_RNG = np.random.default_rng(28)
_RANDOM = (_RNG.uniform(1, 2, 300) * 2.0 ** _RNG.integers(-25, 17, 300) * _RNG.choice([-1, 1], 300)).tolist()


def _inputs(src: str) -> np.ndarray:
    """The bits of the wide-float members a conversion to hifloat8 is checked on."""
    raw = _WIDE_NP[src][1]
    if src == "float":
        return np.array(_FLOATS + _RANDOM, np.float32).view(raw)
    # Half: every 97th code (each exponent, subnormals, inf and NaN codes) and the float list's values.
    with np.errstate(over="ignore"):
        listed = np.array(_FLOATS + _RANDOM, np.float32).astype(np.float16).view(raw)
    return np.concatenate([np.arange(0, 1 << 16, 97, dtype=raw), listed])


def _pairs(bits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Member x and member y (the same values one place on) of each pair."""
    return bits, np.roll(bits, 1)


def check(ov: Overload) -> bool:
    """Check ``ov`` if it is one of asc_fp8.h's two-element forms."""
    assert ov.impl.function is not None
    if m := _TO_HIF8.match(ov.name):
        src, mode, sat = m.group(1), m.group(2), bool(m.group(3))
        xs, ys = _pairs(_inputs(src))
        value_np = _WIDE_NP[src][0]
        got = np.asarray(ov.impl.function(ov, None, None, np.stack([xs, ys], axis=-1).view(value_np)))
        assert got.dtype == np.uint8 and got.shape == (len(xs), 2), (ov.prototype(), got.dtype, got.shape)
        for j, member in enumerate((xs, ys)):
            want = [expected(int(c), src, "hifloat8_t", mode, sat) for c in member.tolist()]
            assert got[:, j].tolist() == want, (ov.prototype(), j, [
                (hex(c), hex(g), hex(w)) for c, g, w in zip(member.tolist(), got[:, j].tolist(), want, strict=True)
                if g != w][:5])
        return True
    if ov.name in _FROM_8BIT:
        src, dst = _FROM_8BIT[ov.name]
        codes = np.arange(256, dtype=np.uint8)
        xs, ys = _pairs(codes)
        got = np.asarray(ov.impl.function(ov, None, None, np.stack([xs, ys], axis=-1).view(_MEMBER_NP[src])))
        value_np, raw = _WIDE_NP[dst]
        assert got.dtype == value_np and got.shape == (256, 2), (ov.prototype(), got.dtype, got.shape)
        for j, member in enumerate((xs, ys)):
            got_bits = np.ascontiguousarray(got[:, j]).view(raw).tolist()
            for c, g in zip(member.tolist(), got_bits, strict=True):
                w = expected(int(c), src, dst, None, False)
                nan = (w & ~(1 << (raw.itemsize * 8 - 1))) > (0x7F800000 if dst == "float" else 0x7C00)
                if nan:  # a NaN member stays NaN (its payload is not the page's business)
                    assert math.isnan(float(np.array(g, raw).view(value_np))), (ov.prototype(), c, g)
                else:
                    assert g == w, (ov.prototype(), hex(c), hex(g), hex(w))
        return True
    if ov.name == "__asc_cvt_float2_to_fp8x2":
        values = np.array([*_FLOATS, 448.0, 464.0, 465.0, -480.0, 57344.0, 61440.0, 61439.0, -1e6, *_RANDOM[:40]],
                          np.float32)
        xs, ys = _pairs(values)
        grid = [(s, i) for s in (0, 1) for i in (0, 1)]
        for s, i in grid:
            n = len(xs)
            got = np.asarray(ov.impl.function(ov, None, None, np.stack([xs, ys], axis=-1), np.full(n, s, np.int32),
                                              np.full(n, i, np.int32)))
            assert got.dtype == np.uint16, (ov.prototype(), got.dtype)
            # The x member's byte is the low one, as the pair lies in memory (little-endian).
            want = [fp8_byte(float(x), bool(i), bool(s)) | fp8_byte(float(y), bool(i), bool(s)) << 8
                    for x, y in zip(xs.tolist(), ys.tolist(), strict=True)]
            assert got.tolist() == want, (ov.prototype(), s, i)
        return True
    return False
