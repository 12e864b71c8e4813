"""The rest of reg_permute_sel.h through the C-API facade, inside VFs.

Expected results are explicit loops over lanes written here; element i of a k-byte type is governed
by mask bit i*k.
"""

import warnings
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ascsim import (
    PAT_ALL,
    PAT_ALLF,
    asc_clear_ar_spr,
    asc_create_mask_b8,
    asc_create_mask_b16,
    asc_create_mask_b32,
    asc_deintlv,
    asc_deintlv_b8,
    asc_deintlv_b16,
    asc_deintlv_b32,
    asc_intlv,
    asc_intlv_b8,
    asc_intlv_b16,
    asc_intlv_b32,
    asc_pack,
    asc_pack_to_high,
    asc_pack_to_low,
    asc_pack_v2,
    asc_select,
    asc_squeeze,
    asc_squeeze_v2,
    asc_squeeze_with_status,
    asc_unpack_lower,
    asc_unpack_upper,
    asc_unsqueeze,
    vector_bool,
    vector_float,
    vector_half,
    vector_int8_t,
    vector_int16_t,
    vector_int32_t,
    vector_uint8_t,
    vector_uint16_t,
    vector_uint32_t,
)
from ascsim.errors import AliasError, AscTypeError, ContextError
from ascsim.runtime.context import CTX

from ._util import (
    FAST,
    MASK_BYTES,
    REG_BYTES,
    TYPE_IDS,
    TYPES,
    bits_from_bytes,
    mask_from_bytes,
    raw,
    reg_from_bytes,
    run_vf,
)

CLASSES = [t[1] for t in TYPES]
SELECT_CLASSES = [c for c in CLASSES if c.elem.name != "fp8_e8m0_t"]  # the vendor has no fp8_e8m0_t select
INT_DST = [vector_uint8_t, vector_int8_t, vector_uint16_t, vector_int16_t, vector_uint32_t, vector_int32_t]


def governing(bits: np.ndarray, k: int) -> list[bool]:
    """Flag of each element of k bytes: mask bit i*k (loop form)."""
    return [bool(bits[i * k]) for i in range(256 // k)]


# ------------------------------------------------------------------------------------------------
# deintlv


@pytest.mark.parametrize("cls", CLASSES, ids=TYPE_IDS)
@given(d0=REG_BYTES, d1=REG_BYTES)
@FAST
def test_deintlv_every_type(cls: Any, d0: bytes, d1: bytes) -> None:
    s0, s1 = reg_from_bytes(cls, d0), reg_from_bytes(cls, d1)

    def body() -> tuple[Any, Any]:
        x, y = cls(), cls()
        asc_deintlv(x, y, s0, s1)
        return x, y

    x, y = run_vf(body)
    a, b, rx, ry = raw(s0), raw(s1), raw(x), raw(y)
    h = len(a) // 2
    for i in range(h):
        assert rx[i] == a[2 * i] and rx[h + i] == b[2 * i]
        assert ry[i] == a[2 * i + 1] and ry[h + i] == b[2 * i + 1]


@pytest.mark.parametrize("cls", CLASSES, ids=TYPE_IDS)
def test_deintlv_in_place_inverts_intlv(cls: Any) -> None:
    rng = np.random.default_rng(3)
    s0 = reg_from_bytes(cls, rng.integers(0, 256, 256, np.uint8).tobytes())
    s1 = reg_from_bytes(cls, rng.integers(0, 256, 256, np.uint8).tobytes())

    def body() -> tuple[Any, Any]:
        a, b = s0.copy(), s1.copy()
        asc_intlv(a, b, a, b)
        asc_deintlv(a, b, a, b)  # in place: sources are read before the destinations are written
        return a, b

    a, b = run_vf(body)
    assert np.array_equal(raw(a), raw(s0)) and np.array_equal(raw(b), raw(s1))


@pytest.mark.parametrize("func,inv,group", [(asc_deintlv_b8, asc_intlv_b8, 1), (asc_deintlv_b16, asc_intlv_b16, 2),
                                            (asc_deintlv_b32, asc_intlv_b32, 4)])
@given(d0=MASK_BYTES, d1=MASK_BYTES)
@FAST
def test_deintlv_masks(func: Any, inv: Any, group: int, d0: bytes, d1: bytes) -> None:
    m0, m1 = bits_from_bytes(d0), bits_from_bytes(d1)

    def body() -> tuple[Any, Any, Any, Any]:
        x, y = vector_bool(), vector_bool()
        func(x, y, vector_bool(m0), vector_bool(m1))
        p, q = vector_bool(), vector_bool()
        inv(p, q, x, y)
        return x, y, p, q

    x, y, p, q = run_vf(body)
    gx, gy = np.asarray(x), np.asarray(y)
    h = 256 // group // 2
    for i in range(h):
        for b in range(group):
            assert gx[i * group + b] == m0[2 * i * group + b]
            assert gx[(h + i) * group + b] == m1[2 * i * group + b]
            assert gy[i * group + b] == m0[(2 * i + 1) * group + b]
            assert gy[(h + i) * group + b] == m1[(2 * i + 1) * group + b]
    assert np.array_equal(np.asarray(p), m0) and np.array_equal(np.asarray(q), m1)


def test_deintlv_errors() -> None:
    a, b = vector_uint8_t(np.zeros(256, np.uint8)), vector_uint8_t(np.zeros(256, np.uint8))
    with pytest.raises(ContextError):
        asc_deintlv(vector_uint8_t(), vector_uint8_t(), a, b)  # outside a VF
    with pytest.raises(AliasError, match="dst0 and dst1"):
        run_vf(lambda: asc_deintlv(a, a, a, b))
    with pytest.raises(AscTypeError, match="valid"):
        run_vf(lambda: asc_deintlv(vector_uint8_t(), vector_int8_t(), a, b))
    m = vector_bool(np.zeros(256, bool))
    with pytest.raises(AliasError):
        run_vf(lambda: asc_deintlv_b16(m, m, m, m))
    with pytest.raises(AscTypeError, match="vector_bool"):
        run_vf(lambda: asc_deintlv_b8(vector_bool(), vector_bool(), a, b))


def test_on_cube_core_nothing_happens() -> None:
    a = vector_uint16_t(np.arange(128, dtype=np.uint16))

    def body() -> tuple[Any, ...]:
        x, y = vector_uint16_t(), vector_uint16_t()
        asc_deintlv(x, y, a, a)
        m = asc_create_mask_b16(PAT_ALL)
        p, s, q, u = vector_uint8_t(), vector_uint16_t(), vector_uint16_t(), vector_uint16_t()
        asc_pack_to_low(p, a)
        asc_select(s, a, a, m)
        asc_squeeze(q, a, m)
        asc_unsqueeze(u, m)
        return x, y, p, s, q, u, m

    results = run_vf(body, core="AIC")
    assert not any(r.written for r in results)
    assert not np.asarray(results[2]).any()


# ------------------------------------------------------------------------------------------------
# pack

PACK_PAIRS = [(vector_uint16_t, vector_uint8_t), (vector_uint32_t, vector_uint16_t)]


@pytest.mark.parametrize("src_cls,dst_cls", PACK_PAIRS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("high", [False, True])
@given(data=REG_BYTES)
@FAST
def test_pack_every_pair(src_cls: Any, dst_cls: Any, high: bool, data: bytes) -> None:
    src = reg_from_bytes(src_cls, data)
    func = asc_pack_to_high if high else asc_pack_to_low

    def body() -> Any:
        out = dst_cls()
        func(out, src)
        return out

    out = run_vf(body)
    values = np.asarray(src)
    n = len(values)
    keep = (1 << (4 * values.dtype.itemsize)) - 1
    got = np.asarray(out).tolist()
    for i in range(n):
        assert got[n + i if high else i] == int(values[i]) & keep
        assert got[i if high else n + i] == 0


@pytest.mark.parametrize("high", [False, True])
@given(data=MASK_BYTES)
@FAST
def test_pack_masks(high: bool, data: bytes) -> None:
    bits = bits_from_bytes(data)
    func = asc_pack_to_high if high else asc_pack_to_low

    def body() -> Any:
        out = vector_bool()
        func(out, vector_bool(bits))
        return out

    got = np.asarray(run_vf(body))
    for j in range(128):
        assert got[128 + j if high else j] == bits[2 * j]
        assert not got[j if high else 128 + j]


@pytest.mark.parametrize("narrow,wide", [(vector_uint8_t, vector_uint16_t), (vector_uint16_t, vector_uint32_t)])
def test_pack_to_low_of_unpack_lower_restores_low_half(narrow: Any, wide: Any) -> None:
    x = reg_from_bytes(narrow, np.random.default_rng(5).integers(0, 256, 256, np.uint8).tobytes())

    def body() -> tuple[Any, Any]:
        lo, hi, low, high = wide(), wide(), narrow(), narrow()
        asc_unpack_lower(lo, x)
        asc_unpack_upper(hi, x)
        asc_pack_to_low(low, lo)
        asc_pack_to_high(high, hi)
        return low, high

    low, high = run_vf(body)
    n = len(np.asarray(x))
    assert np.array_equal(np.asarray(low)[: n // 2], np.asarray(x)[: n // 2])
    assert np.array_equal(np.asarray(high)[n // 2:], np.asarray(x)[n // 2:])


def test_pack_type_errors_name_valid_pairs() -> None:
    with pytest.raises(AscTypeError, match=r"asc_pack_to_low\(vector_uint8_t& dst, vector_uint16_t src\)"):
        run_vf(lambda: asc_pack_to_low(vector_uint8_t(), vector_uint8_t(np.zeros(256, np.uint8))))
    with pytest.raises(AscTypeError, match=r"asc_pack_to_high\(vector_uint16_t& dst, vector_uint32_t src\)"):
        run_vf(lambda: asc_pack_to_high(vector_int16_t(), vector_int32_t(np.zeros(64, np.int32))))
    with pytest.raises(AscTypeError):
        run_vf(lambda: asc_pack_to_low(vector_uint16_t(), vector_float(np.zeros(64, np.float32))))
    with pytest.raises(ContextError):
        asc_pack_to_low(vector_uint8_t(), vector_uint16_t(np.zeros(128, np.uint16)))


# ------------------------------------------------------------------------------------------------
# select


@pytest.mark.parametrize("cls", SELECT_CLASSES, ids=lambda c: c.elem.name)
@given(d0=REG_BYTES, d1=REG_BYTES, dm=MASK_BYTES)
@FAST
def test_select_every_type(cls: Any, d0: bytes, d1: bytes, dm: bytes) -> None:
    s0, s1, mask = reg_from_bytes(cls, d0), reg_from_bytes(cls, d1), mask_from_bytes(dm)

    def body() -> Any:
        out = cls()
        asc_select(out, s0, s1, mask)
        return out

    out = run_vf(body)
    k = cls.elem.size
    flags = governing(bits_from_bytes(dm), k)
    a, b, got = raw(s0), raw(s1), raw(out)
    for i in range(len(a)):
        assert got[i] == (a[i] if flags[i] else b[i])


@given(d0=MASK_BYTES, d1=MASK_BYTES, dm=MASK_BYTES)
@FAST
def test_select_masks_bitwise(d0: bytes, d1: bytes, dm: bytes) -> None:
    a, b, m = bits_from_bytes(d0), bits_from_bytes(d1), bits_from_bytes(dm)

    def body() -> Any:
        out = vector_bool()
        asc_select(out, vector_bool(a), vector_bool(b), vector_bool(m))
        return out

    out = run_vf(body)
    for j in range(256):
        assert np.asarray(out)[j] == (a[j] if m[j] else b[j])


def test_select_in_place_and_errors() -> None:
    a = vector_half(np.arange(128, dtype=np.float16))
    b = vector_half(-np.arange(128, dtype=np.float16))

    def body() -> Any:
        x = a.copy()
        asc_select(x, b, x, asc_create_mask_b16(PAT_ALLF))  # dst is src1: keeps src1
        return x

    assert np.array_equal(np.asarray(run_vf(body)), np.asarray(a))
    with pytest.raises(AscTypeError, match="valid"):
        run_vf(lambda: asc_select(vector_half(), a, vector_uint16_t(np.zeros(128, np.uint16)),
                                  asc_create_mask_b16(PAT_ALL)))
    with pytest.raises(AscTypeError):
        run_vf(lambda: asc_select(vector_half(), a, b, a))  # the mask must be a vector_bool
    # The value-returning form of the 9.2.0 headers: every lane from src0 under an all-true mask.
    picked = run_vf(lambda: np.asarray(asc_select(a, b, asc_create_mask_b16(PAT_ALL))).copy())
    assert np.array_equal(picked, np.asarray(a))
    with pytest.raises(ContextError):
        asc_select(vector_half(), a, b, vector_bool(np.ones(256, bool)))


# ------------------------------------------------------------------------------------------------
# squeeze, unsqueeze


def squeeze_formula(values: np.ndarray, flags: list[bool]) -> list[int]:
    picked = [int(values[i]) for i in range(len(values)) if flags[i]]
    return picked + [0] * (len(values) - len(picked))


@pytest.mark.parametrize("cls", CLASSES, ids=TYPE_IDS)
@given(data=REG_BYTES, dm=MASK_BYTES)
@FAST
def test_squeeze_every_type(cls: Any, data: bytes, dm: bytes) -> None:
    src, mask = reg_from_bytes(cls, data), mask_from_bytes(dm)

    def body() -> Any:
        out = cls()
        asc_squeeze(out, src, mask)
        return out

    out = run_vf(body)
    expected = squeeze_formula(raw(src), governing(bits_from_bytes(dm), cls.elem.size))
    assert raw(out).tolist() == expected


@pytest.mark.parametrize("cls,make", [(vector_uint8_t, asc_create_mask_b8), (vector_int16_t, asc_create_mask_b16),
                                      (vector_float, asc_create_mask_b32)])
def test_squeeze_all_and_none(cls: Any, make: Any) -> None:
    src = reg_from_bytes(cls, np.random.default_rng(9).integers(0, 256, 256, np.uint8).tobytes())
    def body() -> tuple[Any, Any]:
        every, none = cls(), cls()
        asc_squeeze(every, src, make(PAT_ALL))
        asc_squeeze(none, src, make(PAT_ALLF))
        return every, none

    every, none = run_vf(body)
    assert np.array_equal(raw(every), raw(src))
    assert not raw(none).any()


@pytest.mark.parametrize("cls", INT_DST, ids=lambda x: getattr(x, "__name__", ""))
@given(dm=MASK_BYTES)
@FAST
def test_unsqueeze_every_type(cls: Any, dm: bytes) -> None:
    mask = mask_from_bytes(dm)

    def body() -> Any:
        out = cls()
        asc_unsqueeze(out, mask)
        return out

    out = run_vf(body)
    k = cls.elem.size
    bits = 8 * k
    flags = governing(bits_from_bytes(dm), k)
    count = 0
    got = np.asarray(out).tolist()
    for i in range(len(flags)):
        value = count % (1 << bits)
        if cls.elem.signed and value >= 1 << (bits - 1):
            value -= 1 << bits
        assert got[i] == value
        count += flags[i]


@pytest.mark.parametrize("cls,make", [(vector_uint8_t, asc_create_mask_b8), (vector_int8_t, asc_create_mask_b8),
                                      (vector_uint32_t, asc_create_mask_b32)])
def test_unsqueeze_all_and_none(cls: Any, make: Any) -> None:
    def body() -> tuple[Any, Any]:
        every, none = cls(), cls()
        asc_unsqueeze(every, make(PAT_ALL))
        asc_unsqueeze(none, make(PAT_ALLF))
        return every, none

    every, none = run_vf(body)
    n = 256 // cls.elem.size
    expected = [(i + 128) % 256 - 128 if cls is vector_int8_t else i for i in range(n)]
    assert np.asarray(every).tolist() == expected
    assert not np.asarray(none).any()


def test_squeeze_unsqueeze_errors() -> None:
    m = vector_bool(np.ones(256, bool))
    with pytest.raises(AscTypeError, match=r"asc_unsqueeze\(vector_uint8_t& dst, vector_bool mask\)"):
        run_vf(lambda: asc_unsqueeze(vector_half(), m))
    with pytest.raises(AscTypeError, match="vector_bool"):
        run_vf(lambda: asc_unsqueeze(vector_uint16_t(), vector_uint16_t()))
    with pytest.raises(AscTypeError, match="valid"):
        run_vf(lambda: asc_squeeze(vector_uint8_t(), vector_int8_t(np.zeros(256, np.int8)), m))
    with pytest.raises(ContextError):
        asc_unsqueeze(vector_int32_t(), m)
    with pytest.raises(ContextError):
        asc_squeeze(vector_uint8_t(), vector_uint8_t(np.zeros(256, np.uint8)), m)


# ------------------------------------------------------------------------------------------------
# deprecated names


@pytest.mark.usefixtures("fresh_deprecations")
def test_deprecated_names_work_and_warn_once_each() -> None:
    src = vector_uint32_t(np.arange(64, dtype=np.uint32) * 0x10001)
    m = vector_bool(np.ones(256, bool))

    def body() -> dict[str, Any]:
        out: dict[str, Any] = {}
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            for _ in range(2):
                out["pack"], out["pack_v2"], out["sq"] = vector_uint16_t(), vector_uint16_t(), vector_uint32_t()
                asc_pack(out["pack"], src)
                asc_pack_v2(out["pack_v2"], src)
                asc_squeeze_v2(out["sq"], src, m)
                asc_clear_ar_spr()
                dst = vector_uint32_t()
                asc_squeeze_with_status(dst, src, m)
                out["ar"] = CTX.regs.ar
                out["sq_status"] = dst
        out["warnings"] = [(w.category, str(w.message)) for w in caught]
        out["files"] = {w.filename for w in caught}
        return out

    got = run_vf(body)
    names = [msg.split()[0] for _, msg in got["warnings"]]
    # asc_clear_ar_spr and asc_squeeze_with_status are current names, not deprecated ones.
    assert sorted(names) == sorted(["asc_pack", "asc_pack_v2", "asc_squeeze_v2"])
    assert all(cat is DeprecationWarning for cat, _ in got["warnings"])
    assert got["files"] == {__file__}  # attributed to the caller's line, not to ascsim
    assert np.asarray(got["pack"])[:64].tolist() == [(i * 0x10001) & 0xFFFF for i in range(64)]
    assert np.asarray(got["pack_v2"])[64:].tolist() == [(i * 0x10001) & 0xFFFF for i in range(64)]
    assert np.array_equal(np.asarray(got["sq"]), np.asarray(src))
    assert np.array_equal(np.asarray(got["sq_status"]), np.asarray(src))
    assert got["ar"] == 64 * 4  # squeeze_with_status counted the selected bytes into AR after the clear


@given(st.sampled_from([asc_pack, asc_pack_v2]))
@FAST
def test_deprecated_pack_checks_types(func: Any) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        with pytest.raises(AscTypeError, match="valid"):
            run_vf(lambda: func(vector_uint8_t(), vector_uint8_t(np.zeros(256, np.uint8))))
