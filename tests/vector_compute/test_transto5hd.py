"""asc_transto5hd_b8/_b16/_b32 (TransDataTo5HD) through the VA registers, against loops written from the
pages: b16 is a 16 x 16 transpose, b32 puts element j of source blocks 0..7 and 8..15 into destination
blocks 2j and 2j+1, b8 fills one half of each destination block from one half of the source blocks; the
repeat rule (one repeat: stride blocks past the addresses; more: r * stride) and the NCHW -> NC1HWC0 use."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from ascsim import (
    VA0,
    VA1,
    VA2,
    VA3,
    asc_set_va_reg,
    asc_transto5hd_b8,
    asc_transto5hd_b16,
    asc_transto5hd_b32,
)
from ascsim.errors import AscValueError
from vector_compute._ref import run_ub


def _lists(dst: Any, src: Any, dst_step: int, src_step: int) -> None:
    d = [dst + dst_step * i for i in range(16)]
    s = [src + src_step * i for i in range(16)]
    asc_set_va_reg(VA0, d[:8])
    asc_set_va_reg(VA1, d[8:])
    asc_set_va_reg(VA2, s[:8])
    asc_set_va_reg(VA3, s[8:])


def test_b16_transposes_16_by_16() -> None:
    src = np.arange(256, dtype=np.uint16)

    def body(p: dict[str, Any]) -> None:
        _lists(p["dst"], p["src"], 16, 16)
        asc_transto5hd_b16(VA0, VA2, 1, 0, 0)

    out, _ = run_ub({"src": src, "dst": np.zeros(256, np.uint16)}, body)
    assert np.array_equal(out["dst"].reshape(16, 16), src.reshape(16, 16).T)


def test_b32_rows_of_two_blocks() -> None:
    src = np.arange(128, dtype=np.uint32) * 3

    def body(p: dict[str, Any]) -> None:
        _lists(p["dst"], p["src"], 8, 8)
        asc_transto5hd_b32(VA0, VA2, 1, 0, 0)

    out, _ = run_ub({"src": src, "dst": np.zeros(128, np.uint32)}, body)
    blocks = src.reshape(16, 8)
    want = np.zeros((16, 8), np.uint32)
    for j in range(8):
        want[2 * j] = blocks[0:8, j]
        want[2 * j + 1] = blocks[8:16, j]
    assert np.array_equal(out["dst"].reshape(16, 8), want)


@pytest.mark.parametrize("dst_high,src_high", [(False, False), (True, False), (False, True), (True, True)])
def test_b8_halves(dst_high: bool, src_high: bool) -> None:
    src = (np.arange(512) * 5 % 256).astype(np.uint8)
    fill = np.full(512, 0xEE, np.uint8)

    def body(p: dict[str, Any]) -> None:
        _lists(p["dst"], p["src"], 32, 32)
        asc_transto5hd_b8(VA0, VA2, 1, 0, 0, dst_high, src_high)

    out, _ = run_ub({"src": src, "dst": fill}, body)
    blocks = src.reshape(16, 32)
    want = fill.reshape(16, 32).copy()
    for j in range(16):
        for i in range(16):
            want[j, (16 if dst_high else 0) + i] = blocks[i, (16 if src_high else 0) + j]
    assert np.array_equal(out["dst"].reshape(16, 32), want)


def test_nchw_to_nc1hwc0_with_repeats() -> None:
    """The page's second example, one batch: C = 16 planes of H * W = 256 halves; repeat 16 with
    src_stride 1 and dst_stride 16 gives NC1HWC0 (C0 = 16): dst[hw, c] = src[c, hw]."""
    src = (np.arange(16 * 256) % 65521).astype(np.uint16)

    def body(p: dict[str, Any]) -> None:
        _lists(p["dst"], p["src"], 16, 256)
        asc_transto5hd_b16(VA0, VA2, 16, 16, 1)

    out, _ = run_ub({"src": src, "dst": np.zeros(16 * 256, np.uint16)}, body)
    assert np.array_equal(out["dst"].reshape(256, 16), src.reshape(16, 256).T)


def test_one_repeat_starts_a_stride_past_the_addresses() -> None:
    src = np.arange(512, dtype=np.uint16)

    def body(p: dict[str, Any]) -> None:
        _lists(p["dst"], p["src"], 16, 16)
        asc_transto5hd_b16(VA0, VA2, 1, 16, 16)  # 16 blocks on: the second 256 elements, into the second half

    out, _ = run_ub({"src": src, "dst": np.zeros(512, np.uint16)}, body)
    assert np.all(out["dst"][:256] == 0)
    assert np.array_equal(out["dst"][256:].reshape(16, 16), src[256:].reshape(16, 16).T)


def test_odd_va_register_is_an_error() -> None:
    def body(p: dict[str, Any]) -> None:
        _lists(p["dst"], p["src"], 16, 16)
        asc_transto5hd_b16(VA1, VA2, 1, 0, 0)

    with pytest.raises(AscValueError, match="VA0, VA2, VA4 or VA6"):
        run_ub({"src": np.zeros(256, np.uint16), "dst": np.zeros(256, np.uint16)}, body)
