"""The UB layouts that ``ascsim.ops`` owns for the UB vector instructions, against formulas written
out element by element: a compare's result bits per data block, and asc_transpose's 16 x 16 matrix."""

from __future__ import annotations

import numpy as np

from ascsim.ops import compare, transto5hd


def test_compare_flags_pack_into_one_result_per_block() -> None:
    rng = np.random.default_rng(3)
    flags = rng.integers(0, 2, (2, 64)).astype(bool)  # two repeats of a b32 compare: 8 blocks of 8
    got = compare.flags_to_ub_blocks(flags, 8, np.dtype("<u1"))
    want = [[sum(int(flags[r, b * 8 + j]) << j for j in range(8)) for b in range(8)] for r in range(2)]
    assert got.tolist() == want
    # b16: 16 flags per block make a 16-bit result, low bit first
    flags16 = rng.integers(0, 2, (1, 128)).astype(bool)
    got16 = compare.flags_to_ub_blocks(flags16, 8, np.dtype("<u2"))
    assert got16.tolist() == [[sum(int(flags16[0, b * 16 + j]) << j for j in range(16)) for b in range(8)]]


def test_transpose_16x16_swaps_rows_and_columns() -> None:
    rng = np.random.default_rng(4)
    rows = rng.integers(0, 1 << 16, (3, 256), dtype=np.uint16)
    got = transto5hd.transpose_16x16(rows)
    for r in range(3):
        for i in range(16):
            for j in range(16):
                assert got[r, j * 16 + i] == rows[r, i * 16 + j]
    assert got.shape == rows.shape
