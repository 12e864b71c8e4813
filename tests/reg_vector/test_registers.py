"""Vector and mask registers: lanes, numpy round trips, never-written state."""

import numpy as np
import pytest
from kernels import TYPES as INTLV_TYPES
from kernels import raw, run_vf

from ascsim import asc_intlv, asc_intlv_b8, vector_bool, vector_float, vector_half, vector_uint8_t, vector_uint16_t
from ascsim.errors import UninitializedError

#: Every finding (uninitialised read, race, unpaired sync) is an error in these tests.
pytestmark = pytest.mark.usefixtures("strict_checks")

RNG = np.random.default_rng(20261202)


@pytest.mark.parametrize("elem,cls,dtype", INTLV_TYPES, ids=[t[0].name for t in INTLV_TYPES])
def test_register_lanes_and_numpy_round_trip(elem, cls, dtype) -> None:
    n = 256 // dtype.itemsize
    assert cls.__name__ == f"vector_{elem.name}"
    bits = RNG.integers(0, 256, 256, dtype=np.uint8)
    values = bits.view(dtype)
    assert values.shape == (n,)
    reg = cls(values)
    assert reg.written
    back = np.asarray(reg)
    assert back.dtype == dtype and back.shape == (n,)
    np.testing.assert_array_equal(back.view(np.uint8), bits)
    np.testing.assert_array_equal(raw(cls.from_numpy(values)), raw(values))


@pytest.mark.parametrize("elem,cls,dtype", INTLV_TYPES, ids=[t[0].name for t in INTLV_TYPES])
def test_register_is_not_a_view_of_its_source(elem, cls, dtype) -> None:
    bits = np.zeros(256, np.uint8)
    reg = cls(bits.view(dtype))
    bits[:] = 0xFF
    assert not raw(reg).any()
    out = np.asarray(reg)
    out.view(np.uint8)[:] = 0x11
    assert not raw(reg).any()


def test_float_nan_payloads_and_negative_zero_survive_construction() -> None:
    special = np.array([0x7F800001, 0xFFC00001, 0x7FBFFFFF, 0x80000000, 0x00000001, 0x007FFFFF], np.uint32)
    bits = np.resize(special, 64)
    reg = vector_float(bits.view(np.float32))
    np.testing.assert_array_equal(raw(reg), bits)


def test_wrong_dtype_and_shape_are_rejected() -> None:
    with pytest.raises(TypeError, match="uint8"):
        vector_uint8_t(np.zeros(256, np.int8))
    with pytest.raises(ValueError, match="256"):
        vector_uint8_t(np.zeros(128, np.uint8))
    with pytest.raises(ValueError, match="128"):
        vector_half(np.zeros(256, np.float16))
    with pytest.raises(TypeError, match="bool"):
        vector_bool(np.zeros(256, np.uint8))
    with pytest.raises(ValueError, match="256"):
        vector_bool(np.zeros(128, np.bool_))


def test_registers_from_python_sequences() -> None:
    reg = vector_uint16_t(list(range(128)))
    np.testing.assert_array_equal(np.asarray(reg), np.arange(128, dtype=np.uint16))


def test_default_register_is_never_written() -> None:
    for cls in [t[1] for t in INTLV_TYPES] + [vector_bool]:
        reg = cls()
        assert not reg.written


def test_mask_register_round_trip() -> None:
    bits = RNG.integers(0, 2, 256).astype(np.bool_)
    m = vector_bool(bits)
    assert m.written
    out = np.asarray(m)
    assert out.dtype == np.bool_
    np.testing.assert_array_equal(out, bits)


def test_reading_a_never_written_register_is_reported() -> None:
    def body() -> None:
        d0, d1, fresh = vector_uint8_t(), vector_uint8_t(), vector_uint8_t()
        asc_intlv(d0, d1, fresh, vector_uint8_t(np.zeros(256, np.uint8)))

    with pytest.raises(UninitializedError, match="never written"):
        run_vf(body)


def test_reading_a_never_written_mask_is_reported() -> None:
    def body() -> None:
        d0, d1 = vector_bool(), vector_bool()
        asc_intlv_b8(d0, d1, vector_bool(np.ones(256, np.bool_)), vector_bool())

    with pytest.raises(UninitializedError):
        run_vf(body)


def test_copy_has_value_semantics() -> None:
    """C assignment: a copy does not follow later writes to the original."""
    a = vector_uint8_t(np.arange(256, dtype=np.uint8))
    b = vector_uint8_t(np.zeros(256, np.uint8))
    saved = a.copy()
    assert saved == a

    def body() -> None:
        asc_intlv(a, b, a, b)

    run_vf(body)
    np.testing.assert_array_equal(np.asarray(saved), np.arange(256, dtype=np.uint8))
    assert saved != a


def test_equality_compares_contents_and_type() -> None:
    x = vector_uint8_t(np.arange(256, dtype=np.uint8))
    assert x == vector_uint8_t(np.arange(256, dtype=np.uint8))
    assert x != vector_uint8_t(np.zeros(256, np.uint8))
    assert x != vector_uint16_t(np.arange(128, dtype=np.uint16))


def test_repr_does_not_fail() -> None:
    assert "vector_uint8_t" in repr(vector_uint8_t(np.zeros(256, np.uint8)))
    assert "never written" in repr(vector_uint8_t())
    assert "vector_bool" in repr(vector_bool(np.zeros(256, np.bool_)))


def test_never_written_read_in_warn_mode_is_printed_and_goes_on(capsys) -> None:
    from ascsim import set_check_mode
    from ascsim.runtime import check

    findings, seen = list(check.CHECKER.findings), set(check.CHECKER._seen)
    previous = set_check_mode("warn")
    try:
        def body():
            d0, d1 = vector_uint16_t(), vector_uint16_t()
            asc_intlv(d0, d1, vector_uint16_t(), vector_uint16_t(np.ones(128, np.uint16)))
            return d0

        d0 = run_vf(body)
    finally:
        set_check_mode(previous)
        check.CHECKER.findings[:], check.CHECKER._seen = findings, seen  # leave no summary line behind
    err = capsys.readouterr().err
    assert "warning" in err and "never written" in err and __file__ in err
    assert np.asarray(d0).tolist() == [0, 1] * 64  # it went on, reading the lanes as 0


def test_many_live_registers_are_slower_not_wrong() -> None:
    """More than 32 vector and 8 mask registers live in one VF: the compiler spills, results stay right."""
    def body():
        regs = [vector_uint8_t(np.full(256, i, np.uint8)) for i in range(40)]
        masks = [vector_bool(np.arange(256) % (i + 2) == 0) for i in range(10)]
        outs = []
        for i in range(0, 40, 2):
            d0, d1 = vector_uint8_t(), vector_uint8_t()
            asc_intlv(d0, d1, regs[i], regs[i + 1])
            outs.append(np.asarray(d0))
        m0, m1 = vector_bool(), vector_bool()
        asc_intlv_b8(m0, m1, masks[0], masks[9])
        return outs, np.asarray(m0)

    outs, m0 = run_vf(body)
    for j, out in enumerate(outs):
        assert out.tolist() == [2 * j, 2 * j + 1] * 128
    expected = [bool(x) for i in range(128) for x in (i % 2 == 0, i % 11 == 0)]
    assert m0.tolist() == expected


@pytest.mark.parametrize("unwritten", ["src0", "src1", "mask"])
def test_register_arithmetic_names_the_operand_never_written(unwritten: str) -> None:
    from ascsim import PAT_ALL, asc_add, asc_create_mask_b32

    def body() -> None:
        ops = {"src0": vector_float(np.ones(64, np.float32)), "src1": vector_float(np.ones(64, np.float32)),
               "mask": asc_create_mask_b32(PAT_ALL)}
        ops[unwritten] = vector_bool() if unwritten == "mask" else vector_float()
        asc_add(vector_float(), ops["src0"], ops["src1"], ops["mask"])

    with pytest.raises(UninitializedError, match=f"asc_add {unwritten}: .*never written"):
        run_vf(body)


def _float_sum(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """float32 a + b from the definition: the exact sum (in float64, exact for these inputs) rounded once."""
    return (a.astype(np.float64) + b.astype(np.float64)).astype(np.float32)


def test_arithmetic_results_feed_instructions_that_read_raw_bits() -> None:
    """asc_add keeps its result as float values; asc_intlv of it reads the same bytes as raw bits."""
    from ascsim import PAT_ALL, asc_add, asc_create_mask_b32

    a = np.arange(64, dtype=np.float32) * np.float32(0.75)
    b = np.full(64, 1.5, np.float32)

    def body():
        s, d0, d1 = vector_float(), vector_float(), vector_float()
        asc_add(s, vector_float(a), vector_float(b), asc_create_mask_b32(PAT_ALL))
        asc_intlv(d0, d1, s, vector_float(np.zeros(64, np.float32)))
        return s, d0

    s, d0 = run_vf(body)
    total = _float_sum(a, b)
    np.testing.assert_array_equal(raw(s), total.view(np.uint32))
    np.testing.assert_array_equal(np.asarray(d0)[0::2], total[:32])
    assert not np.asarray(d0)[1::2].any()
    assert s == vector_float(total) and "never written" not in repr(s)


def test_copy_of_an_arithmetic_result_keeps_its_value() -> None:
    from ascsim import PAT_ALL, asc_add, asc_create_mask_b32

    one = np.ones(64, np.float32)

    def body():
        acc = vector_float(one)
        mask = asc_create_mask_b32(PAT_ALL)
        asc_add(acc, acc, vector_float(one), mask)
        saved = acc.copy()
        asc_add(acc, acc, vector_float(one), mask)
        return saved, acc

    saved, acc = run_vf(body)
    assert np.asarray(saved).tolist() == [2.0] * 64
    assert np.asarray(acc).tolist() == [3.0] * 64


def test_float_arithmetic_in_python_warns_nothing_and_keeps_ieee_results() -> None:
    """Overflow and invalid operations give infinity and NaN, as on the chip, with no numpy warning
    (Python callers run outside the quiet region a C++ program runs in)."""
    import warnings

    from ascsim import PAT_ALL, asc_add, asc_create_mask_b32, asc_mul

    big = np.full(64, np.finfo(np.float32).max, np.float32)
    inf = np.full(64, np.inf, np.float32)

    def body():
        s, p = vector_float(), vector_float()
        mask = asc_create_mask_b32(PAT_ALL)
        asc_add(s, vector_float(big), vector_float(big), mask)
        asc_mul(p, vector_float(inf), vector_float(np.zeros(64, np.float32)), mask)
        return s, p

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        s, p = run_vf(body)
    assert (raw(s) == 0x7F800000).all()
    assert np.isnan(np.asarray(p)).all()


def test_inactive_lanes_are_zero_bits_whatever_the_operands_hold() -> None:
    """A lane the mask leaves out is 0, even where its operands hold NaN or infinity."""
    from ascsim import PAT_VL32, asc_add, asc_create_mask_b32

    a = np.full(64, np.nan, np.float32)
    b = np.full(64, np.inf, np.float32)
    a[:32] = 1.0
    b[:32] = 2.0

    def body():
        s = vector_float()
        asc_add(s, vector_float(a), vector_float(b), asc_create_mask_b32(PAT_VL32))
        return s

    bits = raw(run_vf(body))
    assert (bits[:32] == np.float32(3.0).view(np.uint32)).all()
    assert not bits[32:].any()


def test_each_read_of_a_never_written_operand_is_reported(capsys) -> None:
    """Reading the same never-written register twice, from two lines, gives two findings."""
    from ascsim import PAT_ALL, asc_add, asc_create_mask_b32, set_check_mode
    from ascsim.runtime import check

    findings, seen = list(check.CHECKER.findings), set(check.CHECKER._seen)
    previous = set_check_mode("warn")
    try:
        def body() -> None:
            fresh, mask = vector_float(), asc_create_mask_b32(PAT_ALL)
            asc_add(vector_float(), fresh, vector_float(np.ones(64, np.float32)), mask)
            asc_add(vector_float(), fresh, vector_float(np.ones(64, np.float32)), mask)

        run_vf(body)
        reported = len(check.CHECKER.findings) - len(findings)
    finally:
        set_check_mode(previous)
        check.CHECKER.findings[:], check.CHECKER._seen = findings, seen
    capsys.readouterr()
    assert reported == 2
