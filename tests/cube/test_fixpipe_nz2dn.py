"""The fixpipe's NZ->DN conversion (nz2dn_en): each column of the NZ result becomes a row of the destination
(loop_dst_stride elements apart), for dnNum matrices (asc_set_l0c2gm_nz2nd), the rows of a source fractal
column srcNzC0Stride x 16 accumulators apart (asc_set_l0c2gm_channel_para, bits 48-63). The reference walks
the NZ2DN page's loops element by element."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import acl
from ascsim import c_api as c
from ascsim.errors import AscValueError

from .gm import gm_bytes, gm_filled

M, N = 20, 24  # two column blocks, the second half full
SRC_STRIDE = 48  # loop_src_stride: rows of 16 accumulators between column blocks
DST_STRIDE = M + 3  # loop_dst_stride: elements between destination rows (result columns)
MATS = 2
SRC_MAT_UNITS = 2 * SRC_STRIDE * 16 * 4 // 32  # the second matrix after the first's two blocks, in 32 bytes
DST_MAT = N * DST_STRIDE + 5  # elements between destination matrices


def _run(acc: np.ndarray, c0_stride: int, nz2nd: bool = False) -> np.ndarray:
    nbytes = (MATS * DST_MAT + 64) * 4
    ptr = gm_filled(nbytes)

    def body(out: ascsim.gm_ptr[ascsim.float_]) -> None:
        l0c = ascsim.l0c_array(ascsim.float_, acc.size)
        l0c.write(acc)
        c.asc_set_l0c2gm_nz2nd(MATS, SRC_MAT_UNITS, DST_MAT)
        c.asc_set_l0c2gm_channel_para(c0_stride << 48)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l0c2gm(out, l0c, N, M, DST_STRIDE, SRC_STRIDE, 0, 0, 0, int(ascsim.QuantMode_t.NoQuant), 0,
                          False, nz2nd, 0, 0, False, 0, False, False, False, True)
        c.asc_sync_pipe(ascsim.PIPE_ALL)

    ascsim.cube_kernel(body)[1](ptr)
    return gm_bytes(ptr, nbytes).view(np.float32)


def _want(acc: np.ndarray, c0_stride: int) -> np.ndarray:
    """The page's loops: matrix h, column block i, column j of it, row k."""
    out = np.full(MATS * DST_MAT + 64, np.frombuffer(b"\xee" * 4, np.float32)[0], np.float32)
    for h in range(MATS):
        src3 = h * SRC_MAT_UNITS * 32 // 4
        dst3 = h * DST_MAT
        for i in range(-(-N // 16)):
            for j in range(16):
                if i * 16 + j >= N:
                    continue
                for k in range(M):
                    out[dst3 + (i * 16 + j) * DST_STRIDE + k] = acc[src3 + i * 16 * SRC_STRIDE + j + k * 16 * c0_stride]
    return out


@pytest.fixture(autouse=True)
def _fresh() -> Any:
    yield
    acl.finalize()


@pytest.mark.parametrize("c0_stride", [1, 2])
def test_nz2dn_writes_each_result_column_as_a_destination_row(c0_stride: int) -> None:
    rng = np.random.default_rng(2901 + c0_stride)
    acc = rng.standard_normal(MATS * 2 * SRC_STRIDE * 16).astype(np.float32)
    got = _run(acc, c0_stride)
    assert np.array_equal(got.view(np.uint32), _want(acc, c0_stride).view(np.uint32))


def test_nz2dn_needs_a_source_row_stride() -> None:
    with pytest.raises(AscValueError, match="CHANNEL_PARA"):
        _run(np.zeros(MATS * 2 * SRC_STRIDE * 16, np.float32), 0)


def test_nz2nd_and_nz2dn_together_are_refused() -> None:
    with pytest.raises(AscValueError, match="nz2nd_en and nz2dn_en"):
        _run(np.zeros(MATS * 2 * SRC_STRIDE * 16, np.float32), 1, nz2nd=True)
