"""First-element, quarter-pack, post-update pack, scatter and asc_store against loops from the pages;
what the checker sees (masked-off elements are no access; a scatter writes only its addresses)."""

from typing import Any

import numpy as np
import pytest

from ascsim import (
    PtrRef,
    addr_reg,
    asc_scatter,
    asc_store,
    asc_storealign_1st,
    asc_storealign_1st_postupdate,
    asc_storealign_pack_postupdate,
    asc_storealign_pack_quarter,
    asc_storealign_pack_quarter_postupdate,
    float_,
    half,
    int8_t,
    int16_t,
    int32_t,
    int64_t,
    uint8_t,
    uint16_t,
    uint32_t,
    vector_float,
    vector_half,
    vector_int8_t,
    vector_int16_t,
    vector_int32_t,
    vector_int64_t,
    vector_uint8_t,
    vector_uint16_t,
    vector_uint32_t,
)
from ascsim.errors import AscError
from reg_store._util import mask_of, reg_of, run

B8_B16_B32 = [(int8_t, vector_int8_t), (uint16_t, vector_uint16_t), (half, vector_half), (int32_t, vector_int32_t),
              (float_, vector_float)]


@pytest.mark.parametrize(("t", "cls"), B8_B16_B32, ids=[t.name for t, _ in B8_B16_B32])
def test_first_element_forms(t: Any, cls: Any) -> None:
    """Element 0 only, at dst, dst + offset elements, dst + addr_reg; the post-update form moves dst."""
    k = t.size
    raw = np.random.default_rng(k).integers(0, 256, 256, dtype=np.uint8)

    def body(buf: Any) -> int:
        src = reg_of(cls, raw)
        p = (buf + 32).cast(t)
        asc_storealign_1st(p, src)
        asc_storealign_1st(p, src, 3)
        asc_storealign_1st(p, src, addr_reg(10 * k))
        ref = PtrRef(p + 20)
        asc_storealign_1st_postupdate(ref, src, 7)
        return (ref.value.addr - p.addr) // k

    moved, out = run(160, body, fill=0xEE)
    want = np.full(160, 0xEE, np.uint8)
    for at in (0, 3 * k, 10 * k, 20 * k):
        want[32 + at:32 + at + k] = raw[:k]
    assert np.array_equal(out, want) and moved == 27


def test_quarter_pack_and_pack_postupdate() -> None:
    """Quarter pack: byte i = low byte of active element i; pack post-update: low halves, then dst moves."""
    rng = np.random.default_rng(5)
    raw = rng.integers(0, 256, 256, dtype=np.uint8)
    bits = rng.random(256) < 0.5

    def body(buf: Any) -> tuple[int, int]:
        src32, m = reg_of(vector_uint32_t, raw), mask_of(bits)
        asc_storealign_pack_quarter(buf.cast(uint32_t), src32, m)
        asc_storealign_pack_quarter(buf.cast(uint32_t), src32, 32, m)  # +128 bytes
        q = PtrRef((buf + 256).cast(uint32_t))
        asc_storealign_pack_quarter_postupdate(q, src32, 16, m)
        p = PtrRef((buf + 384).cast(int64_t))
        asc_storealign_pack_postupdate(p, reg_of(vector_int64_t, raw), 4, m)
        return q.value.addr - buf.addr, p.value.addr - buf.addr

    (qa, pa), out = run(512, body, fill=0xEE)
    vals32 = raw.view(np.uint32)
    want = np.full(512, 0xEE, np.uint8)
    for base in (0, 128, 256):
        for i in range(64):
            if bits[4 * i]:
                want[base + i] = vals32[i] & 0xFF
    vals64 = raw.view(np.uint64)
    for i in range(32):
        if bits[8 * i]:
            want[384 + 4 * i:384 + 4 * i + 4] = np.array([int(vals64[i]) & 0xFFFFFFFF], np.uint32).view(np.uint8)
    assert np.array_equal(out, want)
    assert (qa, pa) == (256 + 64, 384 + 32)


SCATTER = [(int8_t, vector_int8_t, uint16_t, vector_uint16_t), (uint8_t, vector_uint8_t, uint16_t, vector_uint16_t),
           (int16_t, vector_int16_t, uint16_t, vector_uint16_t), (half, vector_half, uint16_t, vector_uint16_t),
           (uint32_t, vector_uint32_t, uint32_t, vector_uint32_t), (float_, vector_float, uint32_t, vector_uint32_t)]


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.parametrize(("t", "cls", "it", "icls"), SCATTER, ids=[s[0].name for s in SCATTER])
def test_scatter(t: Any, cls: Any, it: Any, icls: Any) -> None:
    """Active element i to dst[index[i]] (8-bit: element 2j by index lane j); nothing else is touched,
    and the deprecated argument order does the same."""
    k = t.size
    m = 128 if k <= 2 else 64
    rng = np.random.default_rng(k + it.size)
    raw = rng.integers(0, 256, 256, dtype=np.uint8)
    bits = rng.random(256) < 0.6
    room = 2048 // k
    idx = rng.choice(room, size=m, replace=False)
    index = np.zeros(256 // it.size, it.np)
    index[:m] = idx

    def body(buf: Any) -> None:
        asc_scatter(buf.cast(t), reg_of(cls, raw), icls(index.copy()), mask_of(bits))
        asc_scatter(reg_of(cls, raw), (buf + 2048).cast(t), icls(index.copy()), mask_of(bits))

    _, out = run(4096, body, fill=0xEE)
    want = np.full(2048, 0xEE, np.uint8)
    vals = [raw[e * k:(e + 1) * k] for e in range(256 // k)]
    for j in range(m):
        e = 2 * j if k == 1 else j
        if bits[e * k]:
            want[idx[j] * k:idx[j] * k + k] = vals[e]
    assert np.array_equal(out[:2048], want) and np.array_equal(out[2048:], want)


def test_scatter_repeated_index_and_out_of_bounds() -> None:
    """Two active elements with one index: an error, nothing written; an index past the array: reported."""
    index = np.arange(128, dtype=np.uint16)
    index[5] = 9

    def repeated(buf: Any) -> None:
        asc_scatter(buf.cast(int16_t), reg_of(vector_int16_t, np.zeros(256, np.uint8)), vector_uint16_t(index),
                    mask_of(np.ones(256, np.bool_)))

    with pytest.raises(AscError, match="distinct"):
        run(256, repeated)
    bits = np.ones(256, np.bool_)
    bits[10] = False  # element 5 (bit 10) masked off: the repeat no longer counts

    def masked(buf: Any) -> None:
        asc_scatter(buf.cast(int16_t), reg_of(vector_int16_t, np.ones(256, np.uint8)), vector_uint16_t(index),
                    mask_of(bits))

    _, out = run(256, masked, fill=0)
    want = np.ones(256, np.uint8)
    want[10:12] = 0  # index 5: element 5 targeted 9 and is masked off, so nothing lands there
    assert np.array_equal(out, want)
    far = np.arange(64, dtype=np.uint32)
    far[3] = 100

    def beyond(buf: Any) -> None:
        asc_scatter(buf.cast(uint32_t), reg_of(vector_uint32_t, np.ones(256, np.uint8)), vector_uint32_t(far),
                    mask_of(np.ones(256, np.bool_)))

    with pytest.raises(AscError, match="past the end"):
        run(256, beyond)


@pytest.mark.parametrize("off", range(0, 32, 3))
def test_asc_store_any_alignment(off: int) -> None:
    """asc_store: count elements (all without count) at any element-aligned address."""
    raw = np.random.default_rng(off).integers(0, 256, 256, dtype=np.uint8)

    def body(buf: Any) -> None:
        asc_store(buf + off, reg_of(vector_uint8_t, raw))
        asc_store((buf + 320 + 2 * off).cast(uint16_t), reg_of(vector_uint16_t, raw), 37)

    _, out = run(640, body, fill=0xEE)
    want = np.full(640, 0xEE, np.uint8)
    want[off:off + 256] = raw
    want[320 + 2 * off:320 + 2 * off + 74] = raw[:74]
    assert np.array_equal(out, want)


def test_asc_store_count_range() -> None:
    def body(buf: Any) -> None:
        asc_store(buf.cast(uint32_t), reg_of(vector_uint32_t, np.zeros(256, np.uint8)), 0)

    with pytest.raises(AscError, match=r"count must be in \[1, 64\]"):
        run(256, body)
