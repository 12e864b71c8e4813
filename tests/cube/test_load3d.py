"""load3d (img2col) on the cube core: a convolution computed as load3d + asc_mmad against a direct convolution,
the repeat register's walk, and the inputs the facade refuses."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import c_api as c
from ascsim.errors import AscValueError, UnsupportedError
from ascsim.spec.unions import classes


def _fmatrix(h: int, w: int, left: int = 0, right: int = 0, top: int = 0, bottom: int = 0) -> Any:
    cfg = classes()["asc_l13d_fmatrix_config"]()
    cfg.config = h | w << 16 | left << 32 | right << 40 | top << 48 | bottom << 56
    return cfg


def _rpt(stride: int, times: int, mode: int, dst_stride: int) -> Any:
    cfg = classes()["asc_load3d_v2_config"]()
    cfg.config = stride | times << 16 | mode << 24 | dst_stride << 32
    return cfg


def _l1_with(e: Any, data: np.ndarray) -> Any:
    arr = ascsim.l1_array(e, data.size)
    arr.write(data)
    return arr


def test_a_padded_3x3_convolution_through_load3d_and_mmad() -> None:
    """16 input channels (NC1HWC0 with one channel block) of a 4 x 5 map, 16 filters of 3 x 3, padding 1, stride
    1: out[p, f] = sum over (kh, kw, ch) of x[ho + kh - 1, wo + kw - 1, ch] * w[f, kh, kw, ch], zero outside."""
    rng = np.random.default_rng(5)
    h, w, ch, nf = 4, 5, 16, 16
    x = rng.integers(-4, 5, (h, w, ch)).astype(np.float16)
    wt = rng.integers(-3, 4, (nf, 3, 3, ch)).astype(np.float16)
    want = np.zeros((h * w, nf))
    xp = np.pad(x.astype(np.float64), ((1, 1), (1, 1), (0, 0)))
    for ho in range(h):
        for wo in range(w):
            patch = xp[ho:ho + 3, wo:wo + 3, :]
            want[ho * w + wo] = np.einsum("abc,fabc->f", patch, wt.astype(np.float64))
    k = 9 * ch
    # B (k x 16 filters) as ZN: fractal kb (16 k values) holds 16 filter rows of those 16 k values.
    b = wt.reshape(nf, k).T  # row: (kh, kw, ch) in the order of the img2col columns
    zn = b.reshape(9, 16, 16).transpose(0, 2, 1).reshape(-1)
    out: list[np.ndarray] = []

    def body() -> None:
        src = _l1_with(ascsim.half, x.reshape(-1))
        l0a = ascsim.l0a_array(ascsim.half, 32 * k)
        l0b = ascsim.l0b_array(ascsim.half, zn.size)
        l0b.write(zn)
        l0c = ascsim.l0c_array(ascsim.float_, 32 * 16)
        c.asc_set_l13d_fmatrix(_fmatrix(h, w, 1, 1, 1, 1))
        c.asc_set_l13d_rpt(_rpt(0, 1, 0, 2))  # two 16-row fractals per column block
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l12l0a(l0a, src, k, h * w, 0, 0, 1, 1, 3, 3, 1, 1, False, False, False, False, ch)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_mmad(l0c, l0a, l0b, h * w, k, nf, 0, False, False, True)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        out.append(l0c.read(h * w * 16).reshape(h * w, 16))

    ascsim.cube_kernel(body)[1]()
    assert np.array_equal(out[0], want.astype(np.float32))


def test_repeats_walk_the_height_and_the_width() -> None:
    """A 1 x 1 filter over an 8 x 4 map of 32 channels (two blocks of 16 halves): the img2col matrix is the map
    itself (row p = position, column = channel). Repeat along the height, stride 1 (16 rows): the second window
    starts 16 rows down and lands below the first; along the width, stride 1 (16 channels): the second window
    starts one channel block right and lands dst_stride fractals later."""
    fm = np.arange(2 * 32 * 16, dtype=np.uint16)  # [c1][position][channel]
    mat = fm.reshape(2, 32, 16).transpose(1, 0, 2).reshape(32, 32)  # img2col: position x channel
    got: dict[str, np.ndarray] = {}

    def body() -> None:
        src = _l1_with(ascsim.uint16_t, fm)
        c.asc_set_l13d_fmatrix(_fmatrix(8, 4))
        for mode in (0, 1):
            dst = ascsim.l0a_array(ascsim.uint16_t, 8 * 256)
            dst.write(np.zeros(8 * 256, np.uint16))
            c.asc_set_l13d_rpt(_rpt(1, 2, mode, 3))
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            c.asc_copy_l12l0a(dst, src, 16, 16, 0, 0, 1, 1, 1, 1, 1, 1, False, False, False, False, 32)
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            got[f"mode{mode}"] = dst.read(8 * 256).reshape(8, 16, 16)

    ascsim.cube_kernel(body)[1]()
    rows = got["mode0"]  # one column block (16 channels), rows 0-15 then 16-31: fractals 0 and 1
    assert np.array_equal(rows[0], mat[0:16, 0:16]) and np.array_equal(rows[1], mat[16:32, 0:16])
    assert not rows[2:].any()
    cols = got["mode1"]  # rows 0-15; channel block 0 at fractal 0, block 1 at fractal 3 (dst_stride 3)
    assert np.array_equal(cols[0], mat[0:16, 0:16]) and np.array_equal(cols[3], mat[0:16, 16:32])
    assert not cols[[1, 2, 4, 5, 6, 7]].any()


def test_load3d_into_l0b_is_the_window_as_zn() -> None:
    """L0B: the window W (m x k) lands as fractals of 16 columns of C0 row values (ZN of W, rows being the
    reduction axis); 1 x 1 filter, so W is the map: element (i, j) at fractal (i // 16, j // 16), [j % 16, i % 16]."""
    fm = np.arange(32 * 16, dtype=np.uint16)  # one channel block, 32 positions
    got: list[np.ndarray] = []

    def body() -> None:
        src = _l1_with(ascsim.half, fm.view(np.float16))
        dst = ascsim.l0b_array(ascsim.half, 2 * 256)
        c.asc_set_l13d_fmatrix(_fmatrix(4, 8))
        c.asc_copy_l12l0b(dst, src, 16, 32, 0, 0, 1, 1, 1, 1, 1, 1, False, False, False, False, 16)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(dst.read(512).view(np.uint16).reshape(2, 16, 16))

    ascsim.cube_kernel(body)[1]()
    w = fm.reshape(32, 16)
    assert np.array_equal(got[0][0], w[0:16].T) and np.array_equal(got[0][1], w[16:32].T)


@pytest.mark.parametrize(("channels", "k_start", "error"), [(20, 0, UnsupportedError), (16, 8, AscValueError)])
def test_refused_inputs(channels: int, k_start: int, error: type) -> None:
    def body() -> None:
        src = _l1_with(ascsim.half, np.zeros(512, np.float16))
        dst = ascsim.l0a_array(ascsim.half, 256)
        c.asc_set_l13d_fmatrix(_fmatrix(4, 4))
        c.asc_copy_l12l0a(dst, src, 16, 16, k_start, 0, 1, 1, 1, 1, 1, 1, False, False, False, False, channels)

    with pytest.raises(error):
        ascsim.cube_kernel(body)[1]()


def test_an_unset_feature_map_makes_no_copy() -> None:
    """l1_height/l1_width 0 (the register's reset value): the pages' no-operation case; dst keeps its bytes."""
    got: list[np.ndarray] = []

    def body() -> None:
        src = _l1_with(ascsim.half, np.ones(256, np.float16))
        dst = ascsim.l0a_array(ascsim.half, 256)
        dst.write(np.full(256, 7, np.float16))
        c.asc_copy_l12l0a(dst, src, 16, 16, 0, 0, 1, 1, 1, 1, 1, 1, False, False, False, False, 16)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(dst.read(256))

    ascsim.cube_kernel(body)[1]()
    assert (got[0] == 7).all()
