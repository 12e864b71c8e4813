"""The fixpipe's post stage: post-quantisation (quant_post, QuantMode_post; parameters in QUANT_POST,
asc_set_l0c2gm_quant_post) of the half the pre stage writes, with the post ReLU (relu_post; the scalar one takes
RELU_ALPHA bits 45-63), to int8/uint8, int16 and int4. The references follow asc_set_l0c2gm_quant_post's bit
table and the quantisation rule of docs/semantics.md in Python integers and fractions: the half value times M3
(bits 13-31 as a float32's, low 13 bits 0) rounded to float32, to the nearest integer (ties to even), plus the
offset, saturated. Also the HYBRID hifloat8 pre-quantisation against the conversion of ascsim.ops.convert's
pinned hybrid rounding, checked through a few hand-computed codes."""

from __future__ import annotations

import struct
from fractions import Fraction
from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import c_api as c
from ascsim.errors import AscValueError, UnsupportedError

M, N = 16, 32  # two column blocks of 16; 16 rows between blocks in L0C
Q = ascsim.QuantMode_t
P = ascsim.QuantMode_post


def _bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _cut(x: float) -> float:
    """x as the fixpipe reads a coefficient: a float32 with its low 13 bits dropped."""
    return struct.unpack("<f", struct.pack("<I", _bits(x) & 0xFFFFE000))[0]


def _nz(acc: np.ndarray) -> np.ndarray:
    m, n = acc.shape
    return acc.reshape(m, n // 16, 16).transpose(1, 0, 2).reshape(-1)


def _run(acc: np.ndarray, pre: Any, post: Any, post_reg: int, *, prequant: int = 0, relu_post: int = 0,
         alpha_reg: int = 0, nz2nd: bool = True, dst_stride: int = N, dst_bytes: int = 4 * M * N,
         typed: Any = None) -> np.ndarray:
    """The bytes of an L1 destination (0xEE before the copy) after asc_copy_l0c2l1 (the void form of 21
    arguments, or with ``typed`` the int8/uint8 form of 18)."""
    got: list[np.ndarray] = []

    def body() -> None:
        m, n = acc.shape
        l0c = ascsim.l0c_array(ascsim.float_ if acc.dtype == np.float32 else ascsim.int32_t, m * n)
        l0c.write(_nz(acc))
        raw = ascsim.l1_array(typed or ascsim.uint8_t, dst_bytes)
        raw.write(np.full(dst_bytes, 0xEE, np.uint8).view(typed.np) if typed else np.full(dst_bytes, 0xEE, np.uint8))
        c.asc_set_l0c_copy_prequant(prequant)
        c.asc_set_l0c2gm_quant_post(post_reg)
        c.asc_set_l0c2gm_relu_alpha(alpha_reg)
        c.asc_set_l0c2gm_nz2nd(1, 0, 0)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        if typed:
            c.asc_copy_l0c2l1(raw, l0c, n, m, dst_stride, m, 0, 0, int(pre), 0, False, nz2nd, int(post), relu_post,
                              False, 0, 0, False)
        else:
            c.asc_copy_l0c2l1(raw, l0c, n, m, dst_stride, m, 0, 0, 0, int(pre), 0, False, nz2nd, int(post),
                              relu_post, False, 0, False, False, False, False)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.asarray(raw.read(dst_bytes)).view(np.uint8))

    ascsim.cube_kernel(body)[1]()
    return got[0]


def _rne(x: Fraction) -> int:
    fl = x.numerator // x.denominator
    rem = x - fl
    return fl + 1 if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and fl % 2) else fl


def _post_one(h: float, m3: float, neg: float, off: int, lo: int, hi: int) -> int:
    """One value of the post stage from the page: M3 for a positive value, the ReLU coefficient for a negative
    one; the product rounded to float32, then to an integer (ties to even), plus the offset, saturated."""
    y = float(np.float32(Fraction(h) * Fraction(m3 if h >= 0 else neg)))
    return max(lo, min(hi, _rne(Fraction(y)) + off))


def _accs(seed: int = 3, m: int = M, n: int = N) -> np.ndarray:
    # Quarters: exact in half, so the halves' products with 0.5 land on ties of the integer rounding.
    rng = np.random.default_rng(seed)
    return (rng.integers(-1200, 1200, (m, n)) / 4).astype(np.float32)


def test_qf162b8_quantises_the_f322f16_half_to_int8_by_the_sign_bit() -> None:
    acc = _accs()
    m3, off = 0.5, -7
    reg = _bits(m3) | (off & 0x1FF) | (1 << 9)  # signed
    got = _run(acc, Q.F322F16, P.QF162B8_POST, reg)[:M * N].view(np.int8).reshape(M, N)
    halves = acc.astype(np.float16)  # F322F16: to nearest, ties to even (numpy's cast)
    want = [[_post_one(float(h), m3, m3, off, -128, 127) for h in row] for row in halves]
    assert np.array_equal(got.astype(np.int64), np.array(want))
    assert any(float(h) * m3 % 1 == 0.5 for h in halves.reshape(-1))  # ties were met


def test_an_unsigned_result_and_a_scale_with_dropped_bits() -> None:
    acc = _accs(5)
    m3, off = 0.3, 100  # 0.3 loses its low 13 mantissa bits
    reg = (_bits(m3) & 0xFFFFE000) | off  # bits 0-12 hold the offset and sign; bit 9 clear: uint8
    got = _run(acc, Q.F322F16, P.QF162B8_POST, reg)[:M * N].reshape(M, N)
    want = [[_post_one(float(h), _cut(m3), _cut(m3), off, 0, 255) for h in row] for row in acc.astype(np.float16)]
    assert np.array_equal(got.astype(np.int64), np.array(want))


def test_a_typed_int8_destination_is_signed_whatever_bit_9_says() -> None:
    acc = _accs(7)
    reg = _bits(0.25) | (3 & 0x1FF)  # bit 9 clear, yet the destination is int8_t
    got = _run(acc, Q.F322F16, P.QF162B8_POST, reg, typed=ascsim.int8_t, dst_bytes=M * N)
    want = [[_post_one(float(h), 0.25, 0.25, 3, -128, 127) for h in row] for row in acc.astype(np.float16)]
    assert np.array_equal(got.view(np.int8).reshape(M, N).astype(np.int64), np.array(want))


def test_qf162s16_takes_a_17_bit_offset_from_two_fields() -> None:
    acc = _accs(9) * 64
    m3, off = 3.0, -65536 + 1234  # s17: the low 9 bits in 0-8, the high 8 in 32-39; results saturate
    code = off & 0x1FFFF
    reg = _bits(m3) | (code & 0x1FF) | ((code >> 9) << 32)
    got = _run(acc, Q.F322F16, P.QF162S16_POST, reg)[:2 * M * N].view(np.int16).reshape(M, N)
    want = [[_post_one(float(h), m3, m3, off, -32768, 32767) for h in row] for row in acc.astype(np.float16)]
    assert np.array_equal(got.astype(np.int64), np.array(want))
    assert (got == -32768).any() and (got > -32768).any()


def test_qf162s4_packs_two_int4_results_per_byte_low_nibble_first() -> None:
    acc = _accs(11) / 64
    m3, off = 2.0, -3
    reg = _bits(m3) | (off & 0x1F) | (0xF << 32)  # bits 32-39 (the int16 offset's) play no part for int4
    raw = _run(acc, Q.F322F16, P.QF162S4_POST, reg)
    want = [[_post_one(float(h), m3, m3, off, -8, 7) & 0xF for h in row] for row in acc.astype(np.float16)]
    flat = np.array(want, np.uint8).reshape(-1)
    assert np.array_equal(raw[:M * N // 2], (flat[0::2] | (flat[1::2] << 4)).astype(np.uint8))
    assert (raw[M * N // 2:] == 0xEE).all()


def test_the_post_relu_scales_negatives_by_0_or_by_relu_alpha_bits_45_to_63() -> None:
    acc = _accs(13)
    m3 = 0.5
    reg = _bits(m3) | (1 << 9)
    halves = acc.astype(np.float16)
    got1 = _run(acc, Q.F322F16, P.QF162B8_POST, reg, relu_post=1)[:M * N].view(np.int8).reshape(M, N)
    want1 = [[_post_one(float(h), m3, 0.0, 0, -128, 127) for h in row] for row in halves]
    assert np.array_equal(got1.astype(np.int64), np.array(want1))
    alpha = 0.1  # its low bits are dropped; the pre half (bits 13-31) holds another value that plays no part
    areg = ((_bits(alpha) >> 13) << 45) | _bits(7.0)
    got2 = _run(acc, Q.F322F16, P.QF162B8_POST, reg, relu_post=2, alpha_reg=areg)[:M * N].view(np.int8)
    want2 = [[_post_one(float(h), m3, _cut(alpha), 0, -128, 127) for h in row] for row in halves]
    assert np.array_equal(got2.reshape(M, N).astype(np.int64), np.array(want2))


def test_deqf16_feeds_the_post_stage_from_int32_accumulators() -> None:
    acc = np.random.default_rng(17).integers(-50000, 50000, (M, N)).astype(np.int32)
    scale = 0.01
    halves = [[np.float16(np.float32(Fraction(int(v)) * Fraction(_cut(scale)))) for v in row] for row in acc]
    reg = _bits(1.5) | (1 << 9)
    got = _run(acc, Q.DEQF16, P.QF162B8_POST, reg, prequant=_bits(scale))[:M * N].view(np.int8).reshape(M, N)
    want = [[_post_one(float(h), 1.5, 1.5, 0, -128, 127) for h in row] for row in halves]
    assert np.array_equal(got.astype(np.int64), np.array(want))


def test_nz_int16_blocks_are_16_columns_dst_stride_elements_apart() -> None:
    acc = _accs(19)
    reg = _bits(1.0)
    stride = M * 16 + 8  # elements between the two column blocks
    raw = _run(acc, Q.F322F16, P.QF162S16_POST, reg, nz2nd=False, dst_stride=stride, dst_bytes=2 * (stride + M * 16))
    want = np.full(stride + M * 16, -4370, np.int16)  # 0xEEEE
    for r in range(M):
        for j in range(N):
            want[(j // 16) * stride + r * 16 + j % 16] = _post_one(float(np.float16(acc[r, j])), 1.0, 1.0, 0,
                                                                   -32768, 32767)
    assert np.array_equal(raw.view(np.int16), want)


def test_quant_post_needs_a_half_pre_result() -> None:
    with pytest.raises(AscValueError, match="quantises half values"):
        _run(_accs(), Q.NoQuant, P.QF162B8_POST, _bits(1.0))


def test_the_int16_input_modes_have_no_pre_mode() -> None:
    with pytest.raises(AscValueError, match="no quant_pre mode"):
        _run(_accs(), Q.F322F16, P.QS162B8_POST, _bits(1.0))


def test_the_vector_post_modes_are_refused_for_want_of_an_address() -> None:
    with pytest.raises(UnsupportedError, match="VQF162B8_POST"):
        _run(_accs(), Q.F322F16, P.VQF162B8_POST, _bits(1.0))


def test_an_int16_result_into_a_typed_destination_is_an_error() -> None:
    with pytest.raises(AscValueError, match="writes int16_t"):
        _run(_accs(), Q.F322F16, P.QF162S16_POST, _bits(1.0), typed=ascsim.int8_t, dst_bytes=M * N)


def test_relu_post_without_a_post_mode_is_refused() -> None:
    with pytest.raises(UnsupportedError, match="relu_post"):
        _run(_accs(), Q.F322F16, P.NoConv, 0, relu_post=1)


def test_an_odd_int4_row_stride_is_an_error() -> None:
    with pytest.raises(AscValueError, match="whole byte"):
        _run(_accs(), Q.F322F16, P.QF162S4_POST, _bits(1.0), dst_stride=N + 1)


def test_a_quant_post_value_past_the_enum_is_an_error() -> None:
    with pytest.raises(AscValueError, match="QuantMode_post"):
        _run(_accs(), Q.F322F16, 99, _bits(1.0))


# -- HYBRID hifloat8 (QF322HIF8_PRE_HYBRID) ------------------------------------------------------------------

def _hif8_run(values: np.ndarray, mode: Any) -> np.ndarray:
    got: list[np.ndarray] = []

    def body() -> None:
        l0c = ascsim.l0c_array(ascsim.float_, 16 * 16)
        l0c.write(values)
        out = ascsim.l1_array(ascsim.uint8_t, 16 * 32)  # the void form: hifloat8 codes
        c.asc_set_l0c_copy_prequant(_bits(1.0))
        c.asc_set_l0c2gm_nz2nd(1, 0, 0)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l0c2l1(out, l0c, 16, 16, 16, 16, 0, 0, 0, int(mode), 0, False, True, 0, 0, False, 0, False, False,
                          False, False)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.asarray(out.read(256)).view(np.uint8))

    ascsim.cube_kernel(body)[1]()
    return got[0]


def _hybrid_16_32(x: float) -> float:
    """The hybrid rounding of a float32 in [16, 32) from the vendor's rule (docs/semantics.md, hifloat8): exponent
    4 keeps 2 mantissa bits (steps of 4); frac is the 14 dropped bits from the first dropped one (bits 20..7),
    thr the source's bits 13..0; it rounds up when frac >= thr and frac is not 0."""
    f = _bits(abs(x)) & 0x7FFFFF
    kept, frac, thr = f >> 21, (f >> 7) & 0x3FFF, f & 0x3FFF
    v = 16.0 * (1 + (kept + int(frac != 0 and frac >= thr)) / 4)
    return -v if x < 0 else v


def test_the_hybrid_mode_rounds_by_the_threshold_of_the_low_source_bits() -> None:
    rng = np.random.default_rng(23)
    vals = (rng.uniform(16, 31.5, 256) * rng.choice([-1, 1], 256)).astype(np.float32)
    vals[:4] = [17.0, 18.0, -17.0, 16.0]  # 17: thr 0 rounds up (half-away keeps 16); 18: a tie; 16 exact
    rh = ascsim.hifloat8.decode(_hif8_run(vals, Q.QF322HIF8_PRE_HYBRID))
    rna = ascsim.hifloat8.decode(_hif8_run(vals, Q.QF322HIF8_PRE))
    assert np.array_equal(rh, [_hybrid_16_32(float(v)) for v in vals])
    assert rh[0] == 20.0 and rna[0] == 16.0 and rh[3] == 16.0


def test_nz_int4_blocks_are_64_columns_of_packed_pairs() -> None:
    m, n = 4, 96  # blocks of 64 columns (32 bytes a row): columns 64-95 padded with zero nibbles
    acc = _accs(29, m, n) / 128
    stride = m * 64 + 64  # elements (nibbles) between the blocks
    reg = _bits(1.0) | (1 & 0x1F)  # offset +1
    raw = _run(acc, Q.F322F16, P.QF162S4_POST, reg, nz2nd=False, dst_stride=stride, dst_bytes=(stride + m * 64) // 2)
    nib = np.zeros(stride + m * 64, np.int64)
    keep = np.ones(stride + m * 64, bool)
    keep[m * 64:stride] = False  # between the blocks: untouched
    for r in range(m):
        for j in range(128):
            v = _post_one(float(np.float16(acc[r, j])), 1.0, 1.0, 1, -8, 7) & 0xF if j < n else 0
            nib[(j // 64) * stride + r * 64 + j % 64] = v
    packed = (nib[0::2] | (nib[1::2] << 4)).astype(np.uint8)
    kb = keep[0::2]
    assert np.array_equal(raw[kb], packed[kb]) and (raw[~kb] == 0xEE).all()


def test_a_pair_no_mode_writes_is_an_error_naming_it() -> None:
    def body() -> None:
        l0c = ascsim.l0c_array(ascsim.int32_t, 256)
        l0c.write(np.zeros(256, np.int32))
        out = ascsim.l1_array(ascsim.int16_t, 256)  # the declared (int16_t, int32_t) form
        c.asc_copy_l0c2l1(out, l0c, 16, 16, 16, 16, 0, 0, 0, False, True)

    with pytest.raises(AscValueError, match="no quant_pre or quant_post mode writes int16_t from int32_t"):
        ascsim.cube_kernel(body)[1]()
