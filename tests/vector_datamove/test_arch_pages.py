"""The four per-architecture pages of vector_datamove.h, each against both architectures' pages.

``asc_copy_gm2ub`` / ``asc_copy_ub2gm`` (burst forms): on dav-2201 ``len_burst`` counts 32-byte blocks
and the last two arguments are gaps, in blocks, from the end of one burst to the start of the next
(``src_gap, dst_gap``); on dav-3510 they count bytes and are strides from burst start to burst start
(gm2ub: ``src_stride, dst_stride``; ub2gm: ``dst_stride, src_stride``). The size forms agree.
``asc_copy_gm2ub_align`` / ``asc_copy_ub2gm_align``: dav-2201 has the gap forms (``len_burst`` in bytes,
padding counts, gaps after each burst; a UB burst takes its padded length rounded up to 32 bytes) and
no L2-cache-mode burst forms; dav-3510 has those (strides in bytes). The references below are plain
byte loops written from the pages, not the simulator's layout code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest
from kernels import order

import ascsim
from ascsim import (
    PIPE_MTE2,
    PIPE_MTE3,
    PIPE_S,
    asc_copy_gm2ub,
    asc_copy_gm2ub_align,
    asc_copy_ub2gm,
    asc_copy_ub2gm_align,
    asc_load_l2_cache_mode,
    gm_ptr,
    half,
    ub_array,
    uint8_t,
    vector_kernel,
)
from ascsim.errors import ArchError, AscValueError

from ._ref import from_device, to_device

BLOCK = 32
RNG = np.random.default_rng(2201)
FILL_UB, FILL_GM = 0xA5, 0x5A


@pytest.fixture(params=["dav-2201", "dav-3510"])
def chip(request: pytest.FixtureRequest, device: None) -> Iterator[str]:
    """The test body runs on each architecture in turn."""
    with ascsim.npu_arch(request.param):
        yield request.param


def _gm2ub(gm_data: np.ndarray, ub_bytes: int, copy: Callable[[Any, Any], None]) -> np.ndarray:
    """UB bytes (prefilled with FILL_UB) after ``copy(ub, gm)`` from GM holding ``gm_data``."""

    @vector_kernel
    def kernel(out: gm_ptr[uint8_t], inp: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, ub_bytes)
        ub.write(np.full(ub_bytes, FILL_UB, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        copy(ub, inp)
        order(PIPE_MTE2, PIPE_MTE3)
        asc_copy_ub2gm(out, ub, ub_bytes)

    out = to_device(np.zeros(ub_bytes, np.uint8))
    kernel[1](out, to_device(gm_data))
    return from_device(out, ub_bytes)


def _ub2gm(ub_data: np.ndarray, gm_bytes: int, copy: Callable[[Any, Any], None]) -> np.ndarray:
    """GM bytes (prefilled with FILL_GM) after ``copy(gm, ub)`` from UB holding ``ub_data``."""

    @vector_kernel
    def kernel(out: gm_ptr[uint8_t], inp: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, ub_data.size)
        asc_copy_gm2ub(ub, inp, ub_data.size)
        order(PIPE_MTE2, PIPE_MTE3)
        copy(out, ub)

    out = to_device(np.full(gm_bytes, FILL_GM, np.uint8))
    kernel[1](out, to_device(ub_data))
    return from_device(out, gm_bytes)


# -- asc_copy_gm2ub / asc_copy_ub2gm (asc_copy_gm2ub_arch_*.md, asc_copy_ub2gm_arch_*.md) -------------

#: (n_burst, len_burst, source argument, destination argument) per architecture: the same layout in
#: the units of each page (2 bursts of 64 bytes, 32 bytes skipped in GM and 64 in UB after each).
SAME_LAYOUT = {"dav-2201": (2, 2, 1, 2), "dav-3510": (2, 64, 96, 128)}


def _bursts_2201(n: int, blocks: int, src_gap: int, dst_gap: int) -> list[tuple[int, int, int]]:
    """(source offset, destination offset, bytes) of each burst, as the dav-2201 pages say."""
    size = blocks * BLOCK
    return [(i * (size + src_gap * BLOCK), i * (size + dst_gap * BLOCK), size) for i in range(n)]


def _bursts_3510(n: int, length: int, src_stride: int, dst_stride: int) -> list[tuple[int, int, int]]:
    """(source offset, destination offset, bytes) of each burst, as the dav-3510 pages say."""
    return [(i * src_stride, i * dst_stride, length) for i in range(n)]


def _apply(src: np.ndarray, dst: np.ndarray, bursts: list[tuple[int, int, int]]) -> np.ndarray:
    out = dst.copy()
    for s, d, n in bursts:
        out[d:d + n] = src[s:s + n]
    return out


def test_gm2ub_burst_units_follow_the_architecture(chip: str) -> None:
    n, length, a, b = SAME_LAYOUT[chip]
    bursts = _bursts_2201(n, length, a, b) if chip == "dav-2201" else _bursts_3510(n, length, a, b)
    gm = RNG.integers(0, 256, 512, dtype=np.uint8)
    got = _gm2ub(gm, 384, lambda ub, src: asc_copy_gm2ub(ub, src, n, length, a, b))
    want = _apply(gm, np.full(384, FILL_UB, np.uint8), bursts)
    assert np.array_equal(got, want)
    # Both pages describe the same bytes for SAME_LAYOUT.
    assert _bursts_2201(*SAME_LAYOUT["dav-2201"]) == _bursts_3510(*SAME_LAYOUT["dav-3510"])


def test_ub2gm_burst_units_and_argument_order_follow_the_architecture(chip: str) -> None:
    n, length, a, b = SAME_LAYOUT[chip]
    if chip == "dav-2201":  # (src_gap, dst_gap): 2 blocks skipped in UB, 1 in GM after each burst
        bursts = _bursts_2201(n, length, b, a)
        args = (b, a)
    else:  # (dst_stride, src_stride)
        bursts = _bursts_3510(n, length, b, a)
        args = (a, b)
    ub = RNG.integers(0, 256, 384, dtype=np.uint8)
    got = _ub2gm(ub, 512, lambda gm, src: asc_copy_ub2gm(gm, src, n, length, *args))
    assert np.array_equal(got, _apply(ub, np.full(512, FILL_GM, np.uint8), bursts))


def test_size_forms_agree_on_both(chip: str) -> None:
    gm = RNG.integers(0, 256, 128, dtype=np.uint8)
    got = _gm2ub(gm, 128, lambda ub, src: asc_copy_gm2ub(ub, src, 96))
    assert np.array_equal(got[:96], gm[:96]) and (got[96:] == FILL_UB).all()
    with pytest.raises(AscValueError, match="multiple of 32"):
        _gm2ub(gm, 128, lambda ub, src: asc_copy_gm2ub(ub, src, 40))


def test_2201_burst_length_is_blocks_up_to_65535(device: None) -> None:
    """The dav-2201 page: len_burst in [1, 65535] blocks; one block copies 32 bytes, not one."""
    with ascsim.npu_arch("dav-2201"):
        gm = RNG.integers(0, 256, 64, dtype=np.uint8)
        got = _gm2ub(gm, 64, lambda ub, src: asc_copy_gm2ub(ub, src, 1, 1, 0, 0))
        assert np.array_equal(got[:32], gm[:32]) and (got[32:] == FILL_UB).all()


# -- asc_copy_gm2ub_align / asc_copy_ub2gm_align (the *_align_arch_*.md pages) -------------------------

def _align(n: int) -> int:
    return -(-n // BLOCK) * BLOCK


def test_gm2ub_align_gap_form_on_2201(device: None) -> None:
    """dav-2201: len_burst bytes; left/right padding elements (the burst's first element); a burst takes
    its padded length rounded up to 32 bytes in UB, then dst_gap blocks; src_gap 0 (packed in GM)."""
    es, n, length, left, right, dst_gap = 2, 3, 20, 1, 2, 1
    gm = RNG.integers(0, 256, n * length, dtype=np.uint8)
    ub_bytes = n * (_align((left + right) * es + length) + dst_gap * BLOCK)
    with ascsim.npu_arch("dav-2201"):
        got = _gm2ub(gm, ub_bytes, lambda ub, src: asc_copy_gm2ub_align(ub.cast(half), src.cast(half), n, length,
                                                                         left, right, 0, dst_gap))
    want = np.full(ub_bytes, FILL_UB, np.uint8)
    slot = _align((left + right) * es + length) + dst_gap * BLOCK
    for i in range(n):
        data = gm[i * length:(i + 1) * length]
        first = data[:es]
        padded = np.concatenate([np.tile(first, left), data, np.tile(first, right)])
        filled = _align(padded.size)
        row = np.concatenate([padded, np.tile(first, (filled - padded.size) // es)])
        want[i * slot:i * slot + filled] = row
    assert np.array_equal(got, want)


def test_ub2gm_align_gap_form_on_2201(device: None) -> None:
    """dav-2201: len_burst bytes per burst; in UB each burst starts on a 32-byte boundary after src_gap
    blocks; in GM the bursts are packed (dst_gap 0)."""
    n, length, src_gap = 2, 40, 1
    ub = RNG.integers(0, 256, 256, dtype=np.uint8)
    with ascsim.npu_arch("dav-2201"):
        got = _ub2gm(ub, 128, lambda gm, src: asc_copy_ub2gm_align(gm, src, n, length, 0, 0, src_gap, 0))
    want = np.full(128, FILL_GM, np.uint8)
    for i in range(n):
        s = i * (_align(length) + src_gap * BLOCK)
        want[i * length:(i + 1) * length] = ub[s:s + length]
    assert np.array_equal(got, want)


def test_align_burst_forms_with_strides_are_3510_only(device: None) -> None:
    """dav-3510: strides from burst start to burst start in bytes, and an L2 cache mode; not on dav-2201."""
    mode = asc_load_l2_cache_mode.NORMAL_FIRST_VICTIM
    gm = RNG.integers(0, 256, 256, dtype=np.uint8)

    def copy(ub: Any, src: Any) -> None:
        asc_copy_gm2ub_align(ub, src, 2, 32, 0, 0, False, mode, 100, 64)

    got = _gm2ub(gm, 128, copy)
    want = _apply(gm, np.full(128, FILL_UB, np.uint8), _bursts_3510(2, 32, 100, 64))
    assert np.array_equal(got, want)
    with ascsim.npu_arch("dav-2201"), pytest.raises(ArchError, match="dav-3510 only, not on dav-2201"):
        _gm2ub(gm, 128, copy)


def test_align_size_forms_agree_on_both(chip: str) -> None:
    """Both pages: the size form copies size bytes as one burst (GM->UB fills to a 32-byte boundary)."""
    gm = RNG.integers(0, 256, 64, dtype=np.uint8)
    got = _gm2ub(gm, 64, lambda ub, src: asc_copy_gm2ub_align(ub, src, 33))
    assert np.array_equal(got[:33], gm[:33]) and (got[33:64] == gm[0]).all()
