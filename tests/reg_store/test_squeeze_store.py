"""asc_squeeze_and_storeunalign(_init/_finalize) and asc_storealign_squeeze_status(_postupdate), from the
pages: init clears AR; each call packs the elements its squeeze_mask selects (zeros above) into dst and
appends them to the stream at dst_addr + AR, AR growing by their bytes; finalize writes the tail the
stream register holds; the status store writes AR as a uint32_t at dst (+ offset bytes)."""

from typing import Any

import numpy as np

from ascsim import (
    PAT_M4,
    PtrRef,
    asc_create_mask_b16,
    asc_squeeze_and_storeunalign,
    asc_squeeze_and_storeunalign_finalize,
    asc_squeeze_and_storeunalign_init,
    asc_storealign_squeeze_status,
    asc_storealign_squeeze_status_postupdate,
    int32_t,
    uint16_t,
    uint32_t,
    vector_align,
    vector_uint16_t,
)
from reg_store._util import mask_of, run


def test_stream_of_squeezed_elements_with_status() -> None:
    rng = np.random.default_rng(11)
    data = rng.integers(0, 2**16, (5, 128)).astype(np.uint16)
    flags = rng.random((5, 128)) < 0.4
    out_at, status_at = 96, 2048  # an unaligned element offset into the array (bytes: 2 * 96 + 2 * 1)

    def body(buf: Any) -> list[bytes]:
        dst_addr = buf.cast(uint16_t) + out_at + 1
        ureg = vector_align()
        asc_squeeze_and_storeunalign_init()
        packed: list[np.ndarray] = []
        for k in range(5):
            bits = np.zeros(256, bool)
            bits[0::2] = flags[k]
            d = vector_uint16_t()
            asc_squeeze_and_storeunalign(dst_addr, d, ureg, vector_uint16_t(data[k]), mask_of(bits))
            packed.append(np.asarray(d).copy())
        asc_squeeze_and_storeunalign_finalize(dst_addr, ureg)
        status = buf.cast(uint32_t) + status_at // 4
        asc_storealign_squeeze_status(status)
        asc_storealign_squeeze_status(status, int32_t(8))
        ref = PtrRef(status + 4)
        asc_storealign_squeeze_status_postupdate(ref, int32_t(12))
        assert ref.value.addr == (status + 4).addr + 12
        return [p.tobytes() for p in packed]

    result, image = run(4096, body)
    selected = np.concatenate([data[k][flags[k]] for k in range(5)])
    total = selected.size * 2
    for k in range(5):
        want = np.zeros(128, np.uint16)
        want[: flags[k].sum()] = data[k][flags[k]]
        assert result[k] == want.tobytes()
    start = 2 * (out_at + 1)
    assert np.array_equal(image[start:start + total].view(np.uint16), selected)
    assert np.all(image[start - 2:start] == 0xEE) and np.all(image[start + total:start + total + 2] == 0xEE)
    words = image[status_at:status_at + 32].view(np.uint32)
    assert words[0] == total and words[2] == total and words[4] == total  # dst, dst + 8 bytes, dst + 16 bytes
    assert words[1] == 0xEEEEEEEE and words[3] == 0xEEEEEEEE


def test_page_example_every_fourth_of_256() -> None:
    """The status page's example: PAT_M4 selects the first of every 4 uint16_t; 2 registers give 128 bytes."""
    src = np.arange(256, dtype=np.uint16)

    def body(buf: Any) -> None:
        dst_addr = buf.cast(uint16_t)
        ureg = vector_align()
        mask = asc_create_mask_b16(PAT_M4)
        asc_squeeze_and_storeunalign_init()
        for i in range(2):
            d = vector_uint16_t()
            asc_squeeze_and_storeunalign(dst_addr, d, ureg, vector_uint16_t(src[128 * i:128 * (i + 1)]), mask)
        asc_squeeze_and_storeunalign_finalize(dst_addr, ureg)
        asc_storealign_squeeze_status(buf.cast(uint32_t) + 64)

    _, image = run(512, body)
    assert image[256:260].view(np.uint32)[0] == 128
    assert np.array_equal(image[:128].view(np.uint16), src[::4])
