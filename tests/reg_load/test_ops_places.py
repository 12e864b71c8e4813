"""What ``ascsim.ops`` states for the gathers, the deprecated scatter order, the mask special register and
the data-block forms, against formulas written here lane by lane from the pages' descriptions."""

from __future__ import annotations

import numpy as np
import pytest

from ascsim.ops import load as ld
from ascsim.ops import load_store as ls


@pytest.mark.parametrize("size", [1, 2, 4])
def test_gather_offsets_count_elements(size: int) -> None:
    index = np.array([0, 3, 65535, 7], np.uint16)
    assert ld.gather_offsets(index, size).tolist() == [int(i) * size for i in index]


@pytest.mark.parametrize(("slot", "size"), [(2, 1), (2, 2), (4, 2), (4, 4)])
def test_scatter_slot_parts_take_the_low_end_of_each_slot(slot: int, size: int) -> None:
    rng = np.random.default_rng(slot * 10 + size)
    n = 256 // slot
    src = rng.integers(0, 256, 256, np.uint8)
    index = rng.integers(0, 1000, n).astype(f"<u{slot}")
    bits = rng.integers(0, 2, 256).astype(bool)
    offsets, data, active = ld.scatter_slot_parts(src.view(f"<u{slot}"), index, bits, slot, size)
    assert offsets.tolist() == [int(index[i]) * size for i in range(n)]
    assert data.tolist() == [[int(src[i * slot + b]) for b in range(size)] for i in range(n)]
    assert active.tolist() == [bool(bits[i * slot]) for i in range(n)]


@pytest.mark.parametrize("times", [2, 4])
def test_vector_mask_spr_spreads_the_mask_bits(times: int) -> None:
    hi, lo = 0x8000_0000_0000_0001, 0x0123_4567_89AB_CDEF
    got = ld.vector_mask_spr(hi, lo, times)
    value = (hi << 64 | lo) if times == 2 else lo
    assert got.tolist() == [bool((value >> (j // times)) & 1) for j in range(256)]


@pytest.mark.parametrize(("k", "stride"), [(1, 1), (2, 3), (4, 0)])
def test_active_block_places(k: int, stride: int) -> None:
    bits = np.zeros(256, bool)
    bits[1 * 32 + k] = True  # block 1: its second element's governing bit (b8: the second byte)
    bits[5 * 32] = True  # block 5: its first element
    bits[6 * 32 + 1] = k == 1  # block 6 only for b8 (bit 193 governs no element of a wider type)
    got = ls.active_block_places(bits, k, stride)
    blocks = [1, 5] + ([6] if k == 1 else [])
    assert got == [(b, b * stride * 32) for b in blocks]
