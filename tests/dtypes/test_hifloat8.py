"""Element types and the hifloat8_t codec.

The hifloat8 values are checked against a decoder written here from the SPEC's prose, working on
the bit string of each code, not against the tables of the module under test.
"""

import math

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from kernels import FAST

from ascsim import dtypes, hifloat8

#: Every finding (uninitialised read, race, unpaired sync) is an error in these tests.
pytestmark = pytest.mark.usefixtures("strict_checks")



# ------------------------------------------------------------------------------------------------
# element types

B8 = ["int8_t", "uint8_t", "hifloat8_t", "fp8_e4m3fn_t", "fp8_e5m2_t", "fp8_e8m0_t"]
B16 = ["int16_t", "uint16_t", "half", "bfloat16_t"]
B32 = ["int32_t", "uint32_t", "float"]

NUMPY_OF = {
    "int8_t": np.int8, "uint8_t": np.uint8, "hifloat8_t": np.uint8,
    "fp8_e4m3fn_t": ml_dtypes.float8_e4m3fn, "fp8_e5m2_t": ml_dtypes.float8_e5m2,
    "fp8_e8m0_t": ml_dtypes.float8_e8m0fnu,
    "int16_t": np.int16, "uint16_t": np.uint16, "half": np.float16, "bfloat16_t": ml_dtypes.bfloat16,
    "int32_t": np.int32, "uint32_t": np.uint32, "float": np.float32,
}


@pytest.mark.parametrize("name,size", [(n, 1) for n in B8] + [(n, 2) for n in B16] + [(n, 4) for n in B32])
def test_element_type_size_lanes_and_dtype(name: str, size: int) -> None:
    t = dtypes.by_name(name)
    assert t.name == name
    assert t.size == size
    assert t.lanes == 256 // size
    assert t.np == np.dtype(NUMPY_OF[name])


def test_vector_types_are_the_13_of_the_intlv_page() -> None:
    assert {t.name for t in dtypes.VECTOR_ELEM_TYPES} == set(B8 + B16 + B32)
    assert len(dtypes.VECTOR_ELEM_TYPES) == 13


def test_signedness() -> None:
    for name in ("int8_t", "int16_t", "int32_t"):
        assert dtypes.by_name(name).signed
    for name in ("uint8_t", "uint16_t", "uint32_t", "half", "float", "hifloat8_t"):
        assert not dtypes.by_name(name).signed


def test_c_float_is_float_underscore() -> None:
    assert dtypes.by_name("float") is dtypes.float_
    assert dtypes.float_.name == "float"


@pytest.mark.parametrize("name,value,expected", [
    ("int8_t", 200, 200 - 256), ("int8_t", -129, 127), ("uint8_t", -1, 255), ("uint8_t", 256, 0),
    ("int16_t", 40000, 40000 - 65536), ("uint16_t", -1, 65535), ("int32_t", 2**31, -(2**31)),
    ("uint32_t", -1, 2**32 - 1), ("uint32_t", 2**32 + 5, 5),
])
def test_integer_scalars_wrap_like_c(name: str, value: int, expected: int) -> None:
    scalar = dtypes.by_name(name)(value)
    assert int(scalar) == expected
    assert np.asarray(scalar).dtype == np.dtype(NUMPY_OF[name])


def test_unknown_type_name_lists_the_valid_ones() -> None:
    with pytest.raises(KeyError) as info:
        dtypes.by_name("int7_t")
    for name in B8 + B16 + B32:
        assert name in str(info.value)


# ------------------------------------------------------------------------------------------------
# hifloat8: an independent decoder from the SPEC's description


def spec_hif8(code: int) -> float:
    """Value of a hifloat8 byte, read off its bit string by the format's rules (sign, dot prefix,
    exponent, mantissa)."""
    if code == 0x80:
        return math.nan
    sign = -1.0 if code & 0x80 else 1.0
    if code & 0x7F == 0x6F:
        return sign * math.inf
    body = format(code & 0x7F, "07b")  # the 7 bits after the sign, MSB first
    for dot, ebits, mbits in (("11", 4, 1), ("10", 3, 2), ("01", 2, 3), ("001", 1, 3), ("0001", 0, 3)):
        if body.startswith(dot):
            rest = body[len(dot):]
            assert len(rest) == ebits + mbits
            efield, mfield = rest[:ebits], rest[ebits:]
            if ebits == 0:
                e = 0
            else:
                magnitude = 2 ** (ebits - 1) + (int(efield[1:], 2) if ebits > 1 else 0)
                e = -magnitude if efield[0] == "1" else magnitude
            return sign * 2.0**e * (1 + int(mfield, 2) / 2**mbits)
    assert body.startswith("0000")
    m = int(body[4:], 2)
    return sign * (2.0 ** (m - 23) if m else 0.0)


ALL_CODES = np.arange(256, dtype=np.uint8)
SPEC_VALUES = [spec_hif8(c) for c in range(256)]


@pytest.mark.parametrize("code,value", [
    (0x08, 1.0), (0x10, 2.0), (0x18, 0.5), (0x09, 1.125), (0x6E, 32768.0), (0x00, 0.0),
    (0x6F, math.inf), (0xEF, -math.inf), (0x88, -1.0), (0x0F, 1.875),
    (0x20, 4.0), (0x21, 4.5), (0x28, 8.0), (0x30, 0.25), (0x38, 0.125),
    (0x40, 16.0), (0x41, 20.0), (0x5C, 2.0**-7), (0x60, 256.0), (0x70, 2.0**-8),
    (0x7E, 2.0**-15), (0x7F, 1.5 * 2.0**-15),
    (0x01, 2.0**-22), (0x07, 2.0**-16), (0x81, -(2.0**-22)),
])
def test_hif8_known_points(code: int, value: float) -> None:
    """Hand-computed points: the SPEC's own, and one or two per dot code."""
    assert spec_hif8(code) == value  # the test's decoder agrees with the hand computation
    assert hifloat8.decode(np.uint8(code)) == value


def test_hif8_nan_is_0x80_only() -> None:
    decoded = hifloat8.decode(ALL_CODES)
    assert [c for c in range(256) if np.isnan(decoded[c])] == [0x80]


def test_hif8_zero_is_0x00_only_and_infinities() -> None:
    decoded = hifloat8.decode(ALL_CODES)
    assert [c for c in range(256) if decoded[c] == 0] == [0x00]
    assert not np.signbit(decoded[0])
    assert [c for c in range(256) if np.isinf(decoded[c])] == [0x6F, 0xEF]
    finite = decoded[np.isfinite(decoded)]
    assert finite.max() == 32768.0 and finite.min() == -32768.0


@pytest.mark.parametrize("m", range(1, 8))
def test_hif8_denormals(m: int) -> None:
    assert hifloat8.decode(np.uint8(m)) == 2.0 ** (m - 23)
    assert hifloat8.decode(np.uint8(0x80 | m)) == -(2.0 ** (m - 23))


def test_hif8_decode_all_256_codes_match_the_spec() -> None:
    decoded = hifloat8.decode(ALL_CODES)
    assert decoded.dtype == np.float64
    np.testing.assert_array_equal(decoded, np.array(SPEC_VALUES))


def test_hif8_finite_values_are_distinct() -> None:
    finite = [v for v in SPEC_VALUES if math.isfinite(v)]
    assert len(finite) == len(set(finite)) == 253


def test_hif8_decode_keeps_shape_and_rejects_other_dtypes() -> None:
    codes = ALL_CODES.reshape(4, 8, 8)
    assert hifloat8.decode(codes).shape == (4, 8, 8)
    with pytest.raises(TypeError, match="uint8"):
        hifloat8.decode(ALL_CODES.astype(np.int16))


def test_hif8_all_codes_round_trip() -> None:
    encoded = hifloat8.encode(hifloat8.decode(ALL_CODES))
    assert encoded.dtype == np.uint8
    np.testing.assert_array_equal(encoded, ALL_CODES)


def _positive_finite() -> list[tuple[float, int]]:
    """(value, code) of the positive finite values and zero, by value, from the test's decoder."""
    pairs = [(v, c) for c, v in enumerate(SPEC_VALUES) if math.isfinite(v) and v >= 0]
    return sorted(pairs)


POSITIVE = _positive_finite()


def test_hif8_midpoints_round_half_away_from_zero() -> None:
    """At each midpoint between neighbours the larger magnitude wins; just below, the smaller."""
    assert len(POSITIVE) == 127
    for (a, code_a), (b, code_b) in zip(POSITIVE, POSITIVE[1:], strict=False):
        mid = (a + b) / 2
        below, above = np.nextafter(mid, 0.0), np.nextafter(mid, np.inf)
        got = hifloat8.encode(np.array([mid, below, above, -mid, -below, -above]))
        neg_a = code_a | 0x80 if code_a else 0x00  # zero has one code only
        assert got.tolist() == [code_b, code_a, code_b, code_b | 0x80, neg_a, code_b | 0x80], (a, b)


def test_hif8_tiny_values_round_to_the_one_zero() -> None:
    smallest = 2.0**-22
    got = hifloat8.encode(np.array([smallest / 2, np.nextafter(smallest / 2, 0), -np.nextafter(smallest / 2, 0),
                                    -0.0, 0.0, 1e-300, -1e-300]))

    assert got.tolist() == [0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]


def test_hif8_nan_and_infinities() -> None:
    got = hifloat8.encode(np.array([np.nan, -np.nan, np.inf, -np.inf]))
    assert got.tolist() == [0x80, 0x80, 0x6F, 0xEF]


def test_hif8_overflow_goes_to_inf() -> None:
    """Past 32768 the next step would be 2^15 * 1.5; half way to it (40960) is where Inf starts."""
    values = np.array([32768.0, 36864.0, np.nextafter(40960.0, 0), 40960.0, 49152.0, 1e30])
    assert hifloat8.encode(values).tolist() == [0x6E, 0x6E, 0x6E, 0x6F, 0x6F, 0x6F]
    assert hifloat8.encode(-values).tolist() == [0xEE, 0xEE, 0xEE, 0xEF, 0xEF, 0xEF]


def test_hif8_overflow_saturates_to_32768() -> None:
    values = np.array([40960.0, 1e30, np.inf])
    assert hifloat8.encode(values, saturate=True).tolist() == [0x6E] * 3
    assert hifloat8.encode(-values, saturate=True).tolist() == [0xEE] * 3
    assert hifloat8.encode(np.array([np.nan, 1.0]), saturate=True).tolist() == [0x80, 0x08]


def test_hif8_encode_keeps_shape() -> None:
    x = np.linspace(-3, 3, 24).reshape(2, 3, 4)
    assert hifloat8.encode(x).shape == (2, 3, 4)
    assert hifloat8.encode(1.0).shape == ()
    assert int(hifloat8.encode(1.0)) == 0x08


FINITE_SPEC = np.array([v for v in SPEC_VALUES if math.isfinite(v)])


@FAST
@given(st.floats(min_value=-40000.0, max_value=40000.0, allow_nan=False))
def test_hif8_encode_picks_the_nearest_value(x: float) -> None:
    """Brute force over the decoded table: the nearest value, ties to the larger magnitude."""
    code = int(hifloat8.encode(np.array([x]))[0])
    got = spec_hif8(code)
    dist = np.abs(FINITE_SPEC - x)
    best = dist.min()
    candidates = FINITE_SPEC[dist == best]
    expected = candidates[np.argmax(np.abs(candidates))]
    assert got == expected or (got == 0 and expected == 0)
