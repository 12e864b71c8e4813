"""``select_raw`` blends raw bits arithmetically: the same bits as ``np.where`` for every dtype and
lane shape it is given (one register, a batch, lanes broadcast from one row)."""

from __future__ import annotations

import numpy as np
import pytest

from ascsim.ops.permute_sel import select_raw


@pytest.mark.parametrize("dtype", [np.uint8, np.int8, np.uint16, np.int16, np.uint32, np.int32, np.uint64,
                                   np.int64, np.bool_])
@pytest.mark.parametrize("shape", [(64,), (3, 5, 64)])
@pytest.mark.parametrize("lanes_rows", [True, False])
def test_select_raw_is_where(dtype: type, shape: tuple[int, ...], lanes_rows: bool) -> None:
    rng = np.random.default_rng(7)
    info = np.iinfo(dtype) if dtype is not np.bool_ else None
    a: np.ndarray
    b: np.ndarray
    if info is None:
        a, b = rng.random(shape) < 0.5, rng.random(shape) < 0.5
    else:
        a = rng.integers(info.min, info.max, shape, dtype=dtype, endpoint=True)
        b = rng.integers(info.min, info.max, shape, dtype=dtype, endpoint=True)
    lanes = rng.random(shape if lanes_rows else shape[-1:]) < 0.5
    got = select_raw(a, b, lanes)
    want = np.where(lanes, a, b)
    assert got.dtype == want.dtype and np.array_equal(got, want)
