"""``ascsim.ops.permute_sel.squeeze_bytes``: the bytes asc_squeeze_with_status adds to AR, counted here."""

from __future__ import annotations

import numpy as np
import pytest

from ascsim.ops.permute_sel import squeeze_bytes


@pytest.mark.parametrize("k", [1, 2, 4])
def test_squeeze_bytes_is_the_kept_elements_times_their_size(k: int) -> None:
    rng = np.random.default_rng(k)
    lanes = rng.integers(0, 2, 256 // k).astype(bool)
    assert squeeze_bytes(lanes, k) == sum(1 for f in lanes if f) * k
    assert squeeze_bytes(np.zeros(256 // k, bool), k) == 0
