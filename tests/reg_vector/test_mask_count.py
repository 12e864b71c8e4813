"""``ascsim.ops.mask.count_left``: the count ``asc_update_mask_*`` leaves for the next register, as the
page states it (``value < N ? 0 : value - N``)."""

from __future__ import annotations

import pytest

from ascsim.ops.mask import count_flags, count_left


@pytest.mark.parametrize("n", [64, 128, 256])
@pytest.mark.parametrize("count", [0, 1, 63, 64, 65, 255, 256, 1000])
def test_count_left_and_flags(n: int, count: int) -> None:
    want = 0 if count < n else count - n
    assert count_left(count, n) == want
    flags, left = count_flags(count, n)
    assert left == want
    assert flags.tolist() == [i < count for i in range(n)]
