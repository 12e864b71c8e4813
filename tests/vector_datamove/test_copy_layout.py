"""``ascsim.ops.copy_layout``: the bursts of a copy, checked against the layout the copy pages describe,
worked out by hand for each case."""

from __future__ import annotations

import numpy as np
import pytest

from ascsim.errors import AscValueError
from ascsim.ops import copy_layout as cl


def test_gm2ub_compact_bursts_fill_only_after_the_last() -> None:
    # 3 bursts of 10 bytes (5 half elements), 1 element of left padding: each padded burst is 12
    # bytes; a dst_stride of 12 packs them, and filler follows the last up to 64 (36 -> 64).
    got = cl.gm2ub("f", 2, 3, 10, 1, 0, 10, 12)
    assert [(b.src, b.dst, b.nbytes, b.left, b.right, b.dummy) for b in got] == [
        (0, 0, 10, 2, 0, 0), (10, 12, 10, 2, 0, 0), (20, 24, 10, 2, 0, 28)]


def test_gm2ub_strided_bursts_each_end_on_a_block() -> None:
    got = cl.gm2ub("f", 4, 2, 20, 0, 0, 100, 64)
    assert [(b.src, b.dst, b.nbytes, b.dummy) for b in got] == [(0, 0, 20, 12), (100, 64, 20, 12)]
    with pytest.raises(AscValueError, match="dst_stride = 40 bytes must be a multiple of 32"):
        cl.gm2ub("f", 4, 2, 20, 0, 0, 100, 40)


def test_contiguous_ub2ub_bursts_are_one_access() -> None:
    assert [(b.src, b.dst, b.nbytes) for b in cl.ub2ub(3, 2, 0, 0)] == [(0, 0, 192)]
    assert [(b.src, b.dst, b.nbytes) for b in cl.ub2ub(2, 1, 1, 2)] == [(0, 0, 32), (64, 96, 32)]


def test_padding_repeats_the_pad_element() -> None:
    burst = cl.Burst(0, 0, 4, left=2, right=2, dummy=4)
    got = cl.padded(burst, np.array([1, 2, 3, 4], np.uint8), bytes([9, 8]))
    assert got.tolist() == [9, 8, 1, 2, 3, 4, 9, 8, 9, 8, 9, 8]
