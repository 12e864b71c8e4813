"""The fixpipe's layouts beyond plain NZ/ND: F32 channel split (split_en: 16 x 8 fractals of float in GM), int8
channel merge (an int8/uint8 NZ result's column blocks are 32 wide, the last 16 columns of an odd multiple of
16 a block of 16-byte rows), and the dual destination of asc_copy_l0c2ub (dual_dst_ctl: the M x N result cut
along M or N, one half to each vector core's UB). The references place each element by the pages' rules."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import acl
from ascsim import c_api as c
from ascsim.arch import CoreType
from ascsim.errors import AscValueError
from ascsim.runtime.context import CTX

from .gm import gm_bytes, gm_filled

Q = ascsim.QuantMode_t


def _nz(acc: np.ndarray) -> np.ndarray:
    """An m x n matrix (n a multiple of 16) as L0C holds it with m rows between column blocks."""
    m, n = acc.shape
    return acc.reshape(m, n // 16, 16).transpose(1, 0, 2).reshape(-1)


@pytest.fixture(autouse=True)
def _fresh() -> Any:
    yield
    acl.finalize()


# -- F32 channel split ------------------------------------------------------------------------------------------

def _split(acc: np.ndarray, n: int, stride: int, nbytes: int, **kw: Any) -> np.ndarray:
    ptr = gm_filled(nbytes)
    m = acc.shape[0]
    quant = int(kw.get("quant", Q.NoQuant))

    def body(out: ascsim.gm_ptr[ascsim.float_]) -> None:
        l0c = ascsim.l0c_array(ascsim.float_, acc.size)
        l0c.write(_nz(acc))
        c.asc_set_l0c_copy_prequant(0x3F800000)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l0c2gm(out, l0c, n, m, stride, m, 0, 0, kw.get("unit_flag", 0), quant, 0, True,
                          kw.get("nz2nd", False), 0, 0, False, 0, False, False, False, False)
        c.asc_sync_pipe(ascsim.PIPE_ALL)

    ascsim.cube_kernel(body)[1](ptr)
    return gm_bytes(ptr, nbytes).view(np.float32)


def test_channel_split_writes_16_x_8_fractals_dst_stride_elements_apart() -> None:
    m, n = 20, 24  # three 8-column blocks of 20 rows
    acc = np.random.default_rng(1).standard_normal((m, 32)).astype(np.float32)
    stride = m * 8 + 12
    got = _split(acc, n, stride, 4 * (3 * stride + 16))
    want = np.full(3 * stride + 16, np.frombuffer(b"\xee" * 4, np.float32)[0], np.float32)
    for r in range(m):
        for j in range(n):
            want[(j // 8) * stride + r * 8 + j % 8] = acc[r, j]
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32))


def test_channel_split_keeps_the_float_result_of_qf322f32() -> None:
    m, n = 16, 16
    acc = np.random.default_rng(2).standard_normal((m, n)).astype(np.float32)
    got = _split(acc, n, m * 8, 4 * m * n, quant=Q.QF322F32_PRE)  # scale 1.0
    want = np.concatenate([acc[:, :8].reshape(-1), acc[:, 8:].reshape(-1)])
    assert np.array_equal(got, want)


@pytest.mark.parametrize(("kw", "n", "match"), [({}, 20, "multiple of 8"), ({"nz2nd": True}, 16, "nz2nd_en"),
                                                ({"unit_flag": 2}, 16, "unit flag")])
def test_channel_split_refuses_what_the_page_forbids(kw: dict[str, Any], n: int, match: str) -> None:
    acc = np.zeros((16, 32), np.float32)
    with pytest.raises(AscValueError, match=match):
        _split(acc, n, 256, 4096, **kw)


def test_channel_split_to_l1_is_an_error() -> None:
    def body() -> None:
        l0c = ascsim.l0c_array(ascsim.float_, 256)
        l0c.write(np.zeros(256, np.float32))
        out = ascsim.l1_array(ascsim.float_, 256)
        c.asc_copy_l0c2l1(out, l0c, 16, 16, 128, 16, 0, 0, 0, 0, 0, True, False, 0, 0, False, 0, False, False,
                          False, False)

    with pytest.raises(AscValueError, match="GM only"):
        ascsim.cube_kernel(body)[1]()


# -- int8 channel merge ---------------------------------------------------------------------------------------

def test_an_int8_nz_result_merges_pairs_of_blocks_and_keeps_the_last_16_columns_alone() -> None:
    m, n = 18, 48  # blocks: columns 0-31 (32-byte rows), then 32-47 (16-byte rows)
    acc = np.random.default_rng(3).integers(-200, 200, (m, n)).astype(np.float32)
    stride = m * 32 + 32  # elements between the blocks
    nbytes = stride + m * 16 + 64
    got: list[np.ndarray] = []

    def body() -> None:
        l0c = ascsim.l0c_array(ascsim.float_, m * n)
        l0c.write(_nz(acc))
        out = ascsim.l1_array(ascsim.int8_t, nbytes)
        out.write(np.full(nbytes, -18, np.int8))  # 0xEE
        c.asc_set_l0c_copy_prequant(0x3F800000 | (1 << 46))  # scale 1.0, signed
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l0c2l1(out, l0c, n, m, stride, m, 0, int(Q.QF322B8_PRE), 0, False, False)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.asarray(out.read(nbytes)))

    ascsim.cube_kernel(body)[1]()
    want = np.full(nbytes, -18, np.int64)
    for r in range(m):
        for j in range(n):
            v = max(-128, min(127, int(acc[r, j])))
            want[r * 32 + j if j < 32 else stride + r * 16 + (j - 32)] = v
    assert np.array_equal(got[0].astype(np.int64), want)


# -- dual destination ---------------------------------------------------------------------------------------------

def _dual(acc: np.ndarray, dual: int, nz2nd: bool, stride: int, count: int, kind: Any = None,
          quant: int = 0) -> dict[int, np.ndarray]:
    """asc_copy_l0c2ub with dual_dst_ctl from the cube core; each vector core's UB array (count floats, 0xEE
    before) as it reads it after a block flag."""
    m, n = acc.shape
    got: dict[int, np.ndarray] = {}

    def body() -> None:
        ub = ascsim.ub_array(ascsim.float_, count)
        if CTX.core is CoreType.AIC:
            if kind is None:
                c.asc_sync_block_wait(ascsim.PIPE_FIX, 1)  # both vector cores have filled their arrays
            l0c = ascsim.l0c_array(ascsim.float_, m * n)
            l0c.write(_nz(acc))
            c.asc_set_l0c2gm_nz2nd(1, 0, 0)
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            c.asc_copy_l0c2ub(ub, l0c, n, m, stride, m, dual, False, 0, 0, quant, 0, False, nz2nd, 0, 0, False, 0,
                              False, False, False, False)
            c.asc_sync_block_arrive(ascsim.PIPE_FIX, 0)
        else:
            ub.write(_fresh_ub(count))
            c.asc_sync_block_arrive(ascsim.PIPE_MTE3, 1)
            c.asc_sync_block_wait(ascsim.PIPE_S, 0)
            got[int(c.asc_get_sub_block_id())] = np.asarray(ub.read(count))

    (kind or ascsim.mix_kernel)(body)[1]()
    return got


def _fresh_ub(count: int) -> np.ndarray:
    return np.full(count, np.frombuffer(b"\xee" * 4, np.float32)[0], np.float32)


def test_dual_nd_split_along_m_gives_each_core_half_of_the_rows() -> None:
    m, n = 24, 32
    acc = np.arange(m * n, dtype=np.float32).reshape(m, n)
    stride = n + 4
    got = _dual(acc, 1, True, stride, m // 2 * stride)
    for h in (0, 1):
        want = _fresh_ub(m // 2 * stride)
        for r in range(m // 2):
            want[r * stride:r * stride + n] = acc[h * m // 2 + r]
        assert np.array_equal(got[h].view(np.uint32), want.view(np.uint32))


def test_dual_nd_split_along_n_gives_each_core_half_of_the_columns() -> None:
    m, n = 16, 64
    acc = np.arange(m * n, dtype=np.float32).reshape(m, n) - 300
    stride = n // 2  # the sample's choice: rows of the half packed
    got = _dual(acc, 2, True, stride, m * stride)
    for h in (0, 1):
        assert np.array_equal(got[h].reshape(m, stride), acc[:, h * 32:(h + 1) * 32])


def test_dual_nz_split_along_n_writes_each_half_as_nz_of_its_own() -> None:
    m, n = 8, 64  # four column blocks: two to each core
    acc = np.arange(m * n, dtype=np.float32).reshape(m, n) * 0.5
    stride = m * 16 + 16
    got = _dual(acc, 2, False, stride, 2 * stride)
    for h in (0, 1):
        want = _fresh_ub(2 * stride)
        for r in range(m):
            for j in range(32):
                want[(j // 16) * stride + r * 16 + j % 16] = acc[r, h * 32 + j]
        assert np.array_equal(got[h].view(np.uint32), want.view(np.uint32))


def test_dual_nz_split_along_m() -> None:
    m, n = 12, 32
    acc = np.arange(m * n, dtype=np.float32).reshape(m, n)
    stride = 6 * 16
    got = _dual(acc, 1, False, stride, 2 * stride)
    for h in (0, 1):
        want = np.concatenate([acc[h * 6:(h + 1) * 6, :16].reshape(-1), acc[h * 6:(h + 1) * 6, 16:].reshape(-1)])
        assert np.array_equal(got[h], want)


@pytest.mark.parametrize(("dual", "shape", "quant", "match"), [
    (3, (16, 32), 0, "reserved"), (1, (15, 32), 0, "even"), (2, (16, 48), 0, "multiple of 32"),
    (1, (16, 32), int(Q.QF322F32_PRE), "without quantisation")])
def test_dual_destination_refuses_what_the_page_forbids(dual: int, shape: tuple[int, int], quant: int,
                                                        match: str) -> None:
    with pytest.raises(AscValueError, match=match):
        _dual(np.zeros(shape, np.float32), dual, True, 64, 2048, quant=quant)


def test_dual_destination_needs_a_mix_launch() -> None:
    with pytest.raises(AscValueError, match="__mix__"):
        _dual(np.zeros((16, 32), np.float32), 1, True, 32, 1024, kind=ascsim.cube_kernel)
