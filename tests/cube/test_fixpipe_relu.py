"""The fixpipe's scalar ReLU (relu_pre = 2, ReluMode SCALAR_RELU): negative accumulators take the coefficient M2
of RELU_ALPHA (asc_set_l0c2gm_relu_alpha, bits 13-31 of a float32) where positive ones take the quantisation
scale M1 (1 without a quantisation mode). The references follow the pages element by element in Python floats:
"M1 for a positive value, M2 for a negative one"; the scale register keeps bits 13-31 as well. The vector ReLU
(relu_pre = 3) takes M2 per column: one float32 per column in the fixpipe buffer (ascsim's reading)."""

from __future__ import annotations

import struct
from typing import Any

import ml_dtypes
import numpy as np
import pytest

import ascsim
from ascsim import c_api as c
from ascsim.errors import AscValueError

M, N = 16, 32  # two column blocks of 16; NZ in L0C with 16 rows between blocks


def _f32(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


def _bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _nz(acc: np.ndarray) -> np.ndarray:
    """The M x N matrix as L0C holds it: column block j // 16, then row, then column j % 16."""
    return acc.reshape(M, N // 16, 16).transpose(1, 0, 2).reshape(-1)


def _run(acc: np.ndarray, dst: Any, quant: str, relu: int, alpha_reg: int, scalar: int = 0) -> np.ndarray:
    got: list[np.ndarray] = []
    mode = int(getattr(ascsim.QuantMode_t, quant))

    def body() -> None:
        l0c = ascsim.l0c_array(ascsim.float_ if acc.dtype == np.float32 else ascsim.int32_t, M * N)
        l0c.write(_nz(acc))
        out = ascsim.l1_array(dst, M * N)
        c.asc_set_l0c2gm_relu_alpha(alpha_reg)
        c.asc_set_l0c_copy_prequant(scalar)
        c.asc_set_l0c2gm_nz2nd(1, 0, 0)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l0c2l1(out, l0c, N, M, N, M, 0, mode, relu, False, True)  # ND rows of N elements
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(out.read(M * N).reshape(M, N))

    ascsim.cube_kernel(body)[1]()
    return got[0]


def _accs() -> np.ndarray:
    rng = np.random.default_rng(29)
    return (rng.standard_normal((M, N)) * 40).astype(np.float32)


ALPHA = 0.1  # 0x3DCCCCCD: its low 13 bits are dropped (0x3DCCC000)


def test_no_quantisation_multiplies_the_negatives_by_alpha_truncated_to_19_bits() -> None:
    acc = _accs()
    got = _run(acc, ascsim.float_, "NoQuant", 2, _bits(ALPHA))
    a = _f32(_bits(ALPHA) & 0xFFFFE000)
    assert a != np.float32(ALPHA)
    want = np.array([[float(np.float32(v)) if v >= 0 else float(np.float32(float(v) * a)) for v in row]
                     for row in acc], np.float32)
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32))


def test_the_upper_half_of_relu_alpha_is_the_post_stage_and_plays_no_part() -> None:
    acc = _accs()
    got = _run(acc, ascsim.float_, "NoQuant", 2, _bits(ALPHA) | (0x7FFFF << 45))
    a = _f32(_bits(ALPHA) & 0xFFFFE000)
    want = np.where(acc >= 0, acc, (acc.astype(np.float64) * a).astype(np.float32))
    assert np.array_equal(got, want)


@pytest.mark.parametrize(("quant", "dst", "np_t"), [("F322F16", ascsim.half, np.float16),
                                                    ("F322BF16", ascsim.bfloat16_t, ml_dtypes.bfloat16)])
def test_the_16_bit_conversions_round_the_leaky_value_once(quant: str, dst: Any, np_t: Any) -> None:
    acc = _accs()
    got = _run(acc, dst, quant, 2, _bits(-0.25))
    want = np.array([[np.float32(v if v >= 0 else float(v) * -0.25) for v in row] for row in acc],
                     np.float32).astype(np_t)
    assert np.array_equal(got.view(np.uint16), want.view(np.uint16))


def test_a_quantised_int8_result_scales_negatives_by_m2_instead_of_the_scale() -> None:
    acc = _accs()
    scale = 0.5
    offset = 3
    reg = _bits(scale) | (offset << 37) | (1 << 46)  # signed result, offset 3
    got = _run(acc, ascsim.int8_t, "QF322B8_PRE", 2, _bits(ALPHA), reg)
    a = _f32(_bits(ALPHA) & 0xFFFFE000)

    def one(v: float) -> int:
        y = float(np.float32(v * (scale if v >= 0 else a)))
        q = max(-256, min(255, int(np.round(y)))) + offset  # numpy rounds halves to even
        return max(-128, min(127, q))

    want = np.array([[one(float(v)) for v in row] for row in acc], np.int64)
    assert np.array_equal(got.view(np.int8).astype(np.int64), want)


def test_int32_accumulators_need_a_quantisation_mode_for_the_scalar_relu() -> None:
    acc = np.arange(M * N, dtype=np.int32).reshape(M, N) - 200
    with pytest.raises(AscValueError, match="scalar ReLU"):
        _run(acc, ascsim.int32_t, "NoQuant", 2, _bits(ALPHA))


def _run_vector(acc: np.ndarray, dst: Any, quant: str, alphas: np.ndarray, scalar: int = 0) -> np.ndarray:
    """relu_pre = 3: the per-column coefficients as float32 bits in the fixpipe buffer, at the pre-ReLU
    address of asc_set_l0c2gm_config (units of 64 bytes); the array is the buffer's second 64 bytes."""
    got: list[np.ndarray] = []
    mode = int(getattr(ascsim.QuantMode_t, quant))

    def body() -> None:
        l0c = ascsim.l0c_array(ascsim.float_ if acc.dtype == np.float32 else ascsim.int32_t, M * N)
        l0c.write(_nz(acc))
        out = ascsim.l1_array(dst, M * N)
        staging = ascsim.l1_array(ascsim.uint32_t, 64 + N)
        staging.write(np.concatenate([np.zeros(16, np.uint32), alphas.astype(np.float32).view(np.uint32),
                                      np.zeros(48, np.uint32)]))
        fb = ascsim.fb_array(ascsim.uint32_t, 64 + N)
        c.asc_copy_l12fb(fb, staging, (64 + N) * 4)
        c.asc_set_l0c2gm_config(1, 0, False)  # the coefficients start 64 bytes into the fixpipe buffer
        c.asc_set_l0c_copy_prequant(scalar)
        c.asc_set_l0c2gm_nz2nd(1, 0, 0)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l0c2l1(out, l0c, N, M, N, M, 0, mode, 3, False, True)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(out.read(M * N).reshape(M, N))

    ascsim.cube_kernel(body)[1]()
    return got[0]


def _alphas() -> np.ndarray:
    # Each column its own coefficient; 0.1 and 0.3 lose low mantissa bits in the 1-8-10 format.
    return np.array([0.1 * (j % 5) - 0.3 + j / 64 for j in range(N)], np.float32)


def test_the_vector_relu_multiplies_each_columns_negatives_by_its_own_coefficient() -> None:
    acc = _accs()
    alphas = _alphas()
    got = _run_vector(acc, ascsim.float_, "NoQuant", alphas)
    cut = [_f32(_bits(float(x)) & 0xFFFFE000) for x in alphas]
    want = np.array([[np.float32(v) if v >= 0 else np.float32(float(v) * cut[j]) for j, v in enumerate(row)]
                     for row in acc], np.float32)
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32))


def test_a_quantised_int8_result_takes_each_columns_coefficient_for_negatives() -> None:
    acc = _accs()
    alphas = _alphas()
    scale = 0.75
    reg = _bits(scale) | (1 << 46)  # signed result, no offset
    got = _run_vector(acc, ascsim.int8_t, "QF322B8_PRE", alphas, reg)
    cut = [_f32(_bits(float(x)) & 0xFFFFE000) for x in alphas]

    def one(v: float, j: int) -> int:
        y = float(np.float32(v * (scale if v >= 0 else cut[j])))
        return max(-128, min(127, max(-256, min(255, int(np.round(y))))))

    want = np.array([[one(float(v), j) for j, v in enumerate(row)] for row in acc], np.int64)
    assert np.array_equal(got.view(np.int8).astype(np.int64), want)


def test_a_relu_mode_past_3_is_an_error() -> None:
    with pytest.raises(AscValueError, match="relu_pre = 4"):
        _run(_accs(), ascsim.float_, "NoQuant", 4, 0)
