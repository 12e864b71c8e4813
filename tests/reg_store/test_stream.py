"""The unaligned store stream (asc_storeunalign*, vector_store_unalign) against numpy, from the pages:
a store writes the 32-byte blocks its stream completes, the register keeps the rest, the flush
writes the kept bytes at the stream's end. Every start offset 0..63, every addressing form."""

from typing import Any

import numpy as np
import pytest

from ascsim import (
    PtrRef,
    Ref,
    asc_clear_ar_spr,
    asc_loadalign,
    asc_squeeze_with_status,
    asc_storeunalign,
    asc_storeunalign_post,
    asc_storeunalign_post_postupdate,
    asc_storeunalign_postupdate,
    asc_update_addr_reg_b32,
    asc_update_mask_b8,
    int32_t,
    uint8_t,
    uint16_t,
    uint32_t,
    vector_align,
    vector_int32_t,
    vector_uint8_t,
)
from ascsim.errors import AscError
from ascsim.regs import addr_reg
from ascsim.runtime.loops import vf_range
from reg_store._util import mask_of, reg_of, run

N = 10_001


def test_stream_of_10001_bytes_at_every_start_offset() -> None:
    """Aligned loads, +1 on each byte, unaligned stores with post-update, a final flush: one stream per
    start offset 0..63 into the same region (reset in between); the bytes around the stream stay untouched."""
    data = np.random.default_rng(7).integers(0, 256, N, dtype=np.uint8)
    region = 10_240 + 128
    results: list[np.ndarray] = []

    def body(buf: Any) -> None:
        src, out = buf, buf + 10_240
        buf.alloc.data[:N] = data  # the input, placed by the harness (the array is initialised already)
        one = np.ones(256, np.uint8)
        for off in range(64):
            buf.alloc.data[10_240:] = 0xEE  # the harness resets the region behind the checker's back
            dst = PtrRef(out + off)
            ureg = vector_align()
            left = N
            for i in range(0, N, 256):
                r = vector_uint8_t()
                asc_loadalign(r, src + i)
                r = reg_of(vector_uint8_t, (np.asarray(r) + one).astype(np.uint8))
                asc_storeunalign_postupdate(dst, ureg, r, min(256, left))
                left -= 256
            asc_storeunalign_post_postupdate(dst, ureg, 0)
            results.append(buf.alloc.data[10_240:].copy())

    run(10_240 + region, body, fill=0xEE)
    want = (data.astype(np.uint16) + 1).astype(np.uint8)
    assert len(results) == 64
    for off, got in enumerate(results):
        assert (got[:off] == 0xEE).all(), off
        assert np.array_equal(got[off:off + N], want), off
        assert (got[off + N:] == 0xEE).all(), off


def test_blocks_reach_ub_only_when_complete() -> None:
    """Before the flush, only the completed blocks are written; the flush writes the held tail."""
    seen: dict[str, np.ndarray] = {}
    vals = np.arange(64, dtype=np.uint32) + 1

    def body(buf: Any) -> vector_align:
        dst = (buf + 8).cast(uint32_t)
        ureg = vector_align()
        r = reg_of(vector_int32_t, vals.view(np.uint8)).copy()
        asc_storeunalign(dst.cast(int32_t), ureg, r, 64)  # UB 8 .. 264: blocks up to 256 complete
        seen["mid"] = buf.alloc.data.copy()
        asc_storeunalign(dst.cast(int32_t) + 64, ureg, r, 64)  # continues: 256 .. 520
        seen["before_post"] = buf.alloc.data.copy()
        asc_storeunalign_post(dst.cast(int32_t), ureg, 128)
        return ureg

    ureg, out = run(640, body, fill=0)
    mid = seen["mid"].view(np.uint8)
    assert (mid[8:256].view(np.uint32) == vals[:62]).all() and (mid[256:264] == 0).all()
    before = seen["before_post"]
    assert (before[256:512].view(np.uint32) == np.concatenate([vals[62:], vals[:62]])).all()
    assert (before[512:520] == 0).all()
    assert (out[512:520].view(np.uint32) == vals[62:]).all() and (out[520:] == 0).all()
    assert ureg.pending.size == 8


def test_addr_reg_form_and_its_flush() -> None:
    """asc_storeunalign_postupdate(dst, ureg, src, addr_reg&) stores the whole register at dst + areg
    and advances the address register by 256 bytes; the loop's address register then ends the stream."""
    vals = np.arange(4 * 64, dtype=np.uint32) * 3

    def body(buf: Any) -> int:
        dst = (buf + 12).cast(uint32_t)
        ureg = vector_align()
        areg = addr_reg()
        for i in vf_range(4):
            areg = asc_update_addr_reg_b32(64)
            asc_storeunalign_postupdate(dst.cast(int32_t), ureg,
                                        vector_int32_t(vals[64 * i:64 * i + 64].view(np.int32).copy()), areg)
        asc_storeunalign_post(dst.cast(int32_t), ureg, areg)
        return areg.byte_offset

    off, out = run(1100, body, fill=0xEE)
    assert off == 4 * 256
    assert (out[:12] == 0xEE).all() and (out[12:12 + 1024].view(np.uint32) == vals).all()
    assert (out[12 + 1024:] == 0xEE).all()


def test_ar_form_appends_what_each_squeeze_selects() -> None:
    """asc_squeeze_with_status then the count-less asc_storeunalign_postupdate, alternating: the
    stream at dst + AR is numpy's compress of the inputs; the count-less flush ends it at dst + AR."""
    rng = np.random.default_rng(3)
    chunks = [rng.integers(0, 256, 256, dtype=np.uint8) for _ in range(5)]
    keeps = [rng.random(256) < p for p in (0.3, 0.9, 0.05, 0.5, 0.7)]

    def body(buf: Any) -> None:
        dst = buf + 3
        ureg = vector_align()
        asc_clear_ar_spr()
        for chunk, keep in zip(chunks, keeps, strict=True):
            sq = vector_uint8_t()
            asc_squeeze_with_status(sq, reg_of(vector_uint8_t, chunk), mask_of(keep))
            asc_storeunalign_postupdate(dst, ureg, sq)
        asc_storeunalign_post(dst, ureg)

    _, out = run(1400, body, fill=0xEE)
    want = np.concatenate([c[k] for c, k in zip(chunks, keeps, strict=True)])
    assert (out[:3] == 0xEE).all()
    assert np.array_equal(out[3:3 + want.size], want)
    assert (out[3 + want.size:] == 0xEE).all()


@pytest.mark.parametrize(("ptr_t", "step", "align"), [(uint16_t, 2, 16), (uint32_t, 4, 8), (uint8_t, 4, 8)])
def test_mask_register_stream(ptr_t: Any, step: int, align: int) -> None:
    """A mask register appends its governing bits (every 2nd for uint16_t, every 4th for uint32_t and,
    as the 3510 implementation casts it, uint8_t): 16 or 8 bytes, the pointer moving past them."""
    rng = np.random.default_rng(step)
    masks = [rng.random(256) < 0.5 for _ in range(5)]
    start = align * 3

    def body(buf: Any) -> int:
        p = PtrRef((buf + start).cast(ptr_t))
        ureg = vector_align()
        for m in masks:
            asc_storeunalign_postupdate(p, ureg, mask_of(m))
        asc_storeunalign_post_postupdate(p, ureg, 0)
        return int(p.value.addr - buf.addr)

    end, out = run(160, body, fill=0xEE)
    want = np.concatenate([np.packbits(m[::step], bitorder="little") for m in masks])
    assert end == start + want.size
    assert np.array_equal(out[start:end], want) and (out[:start] == 0xEE).all() and (out[end:] == 0xEE).all()


def test_misuse_is_reported() -> None:
    """A store that does not continue the held stream inside a block, a flush at the wrong end, a count
    past the register, a count-less store without its squeeze: errors, nothing written."""
    r = reg_of(vector_uint8_t, np.arange(256, dtype=np.uint8))

    def cont(buf: Any) -> None:
        ureg = vector_align()
        asc_storeunalign(buf + 5, ureg, r, 10)
        asc_storeunalign(buf + 40, ureg, r, 10)

    def wrong_end(buf: Any) -> None:
        ureg = vector_align()
        asc_storeunalign(buf + 5, ureg, r, 10)
        asc_storeunalign_post(buf, ureg, 14)

    def too_many(buf: Any) -> None:
        asc_storeunalign(buf, vector_align(), r, 257)

    def no_squeeze(buf: Any) -> None:
        asc_clear_ar_spr()
        asc_storeunalign_postupdate(buf, vector_align(), r)

    for body, words in ((cont, "Continue the stream"), (wrong_end, "stream end"), (too_many, "count"),
                        (no_squeeze, "asc_squeeze_with_status")):
        with pytest.raises(AscError, match=words):
            run(64, body)


def test_new_stream_from_a_block_boundary_reuses_the_register() -> None:
    """Rows that start on a 32-byte boundary may share one register: the chip merges no held byte there."""
    def body(buf: Any) -> None:
        ureg = vector_align()
        for row in range(3):
            dst = PtrRef(buf + 64 * row)
            asc_storeunalign_postupdate(dst, ureg, reg_of(vector_uint8_t, np.full(256, row + 1, np.uint8)), 40)
            asc_storeunalign_post_postupdate(dst, ureg, 0)

    _, out = run(192, body, fill=0)
    for row in range(3):
        assert (out[64 * row:64 * row + 40] == row + 1).all() and (out[64 * row + 40:64 * row + 64] == 0).all()


def test_update_mask_sets_the_squeeze_count() -> None:
    """asc_update_mask_b8 + asc_squeeze_with_status of 40 bytes, then the AR store and flush: 40 bytes."""
    def body(buf: Any) -> None:
        asc_clear_ar_spr()
        sq = vector_uint8_t()
        asc_squeeze_with_status(sq, reg_of(vector_uint8_t, np.arange(256, dtype=np.uint8)),
                                asc_update_mask_b8(Ref(uint32_t, 40)))
        ureg = vector_align()
        asc_storeunalign_postupdate(buf + 8, ureg, sq)
        asc_storeunalign_post(buf + 8, ureg)

    _, out = run(96, body, fill=0xEE)
    assert np.array_equal(out[8:48], np.arange(40, dtype=np.uint8))
    assert (out[:8] == 0xEE).all() and (out[48:] == 0xEE).all()
