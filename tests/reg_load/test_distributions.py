"""The aligned loads with a distribution: alignment per distribution and type, post-update sequences,
mask-register forms, the deprecated names. (Every overload's layout is checked by tests/conformance.)"""

from typing import Any

import numpy as np
import pytest
from kernels import order

from ascsim import (
    PIPE_S,
    PIPE_V,
    PtrRef,
    asc_loadalign_brc,
    asc_loadalign_brc_datablock,
    asc_loadalign_brc_elem2datablock,
    asc_loadalign_brc_elem_postupdate,
    asc_loadalign_brc_v2,
    asc_loadalign_downsample,
    asc_loadalign_downsample_postupdate,
    asc_loadalign_unpack4_postupdate,
    asc_loadalign_upsample,
    float_,
    half,
    int4b_t,
    simd_vf,
    ub_array,
    uint8_t,
    uint32_t,
    vector_bool,
    vector_float,
    vector_half,
    vector_int4x2_t,
    vector_kernel,
    vector_uint8_t,
)
from ascsim.errors import MemoryAccessError


def _run(body: Any, nbytes: int = 2048) -> Any:
    out: list[Any] = []

    @simd_vf
    def vf(src: Any) -> None:
        out.append(body(src))

    @vector_kernel
    def kernel() -> None:
        src = ub_array(uint8_t, nbytes)
        src.write(np.arange(nbytes) % 251)
        order(PIPE_S, PIPE_V)
        vf(src)

    kernel[1]()
    return out[0]


@pytest.mark.parametrize("call,at,ok", [
    (lambda p: asc_loadalign_brc(vector_half(), p.cast(half)), 2, True),  # b16: 2-byte aligned
    (lambda p: asc_loadalign_brc(vector_half(), p.cast(half)), 1, False),
    (lambda p: asc_loadalign_brc(vector_uint8_t(), p), 7, True),  # b8: any byte
    (lambda p: asc_loadalign_brc_datablock(vector_uint8_t(), p), 16, False),  # a block: 32
    (lambda p: asc_loadalign_brc_elem2datablock(vector_half(), p.cast(half)), 16, True),  # 8 halves: 16
    (lambda p: asc_loadalign_brc_elem2datablock(vector_float(), p.cast(float_)), 16, False),  # 8 floats: 32
    (lambda p: asc_loadalign_upsample(vector_bool(), p.cast(uint32_t)), 16, True),  # 128 mask bits: 16
    (lambda p: asc_loadalign_downsample(vector_bool(), p.cast(uint32_t)), 16, False),  # 512 bits: 32
    (lambda p: asc_loadalign_upsample(vector_uint8_t(), p), 16, False),
])
def test_alignment_per_distribution(call: Any, at: int, ok: bool) -> None:
    def body(src: Any) -> None:
        call(src + at)

    if ok:
        _run(body)
    else:
        with pytest.raises(MemoryAccessError, match="aligned"):
            _run(body)


def test_broadcast_post_update_walks_elements() -> None:
    def body(src: Any) -> list[Any]:
        p = PtrRef(src.cast(half) + 1)
        seen = []
        for _ in range(5):
            r = vector_half()
            asc_loadalign_brc_elem_postupdate(r, p, 3)
            seen.append(set(np.asarray(r).view(np.uint16).tolist()))
        return [seen, p.value.addr - src.addr]

    seen, moved = _run(body)
    data = np.arange(2048) % 251
    for j, s in enumerate(seen):
        at = 2 + 6 * j
        assert s == {int(data[at]) | int(data[at + 1]) << 8}
    assert moved == 2 + 6 * 5


def test_packed_4bit_post_update_forms_advance() -> None:
    """int4b_t pointers advance by offset elements of 1 byte (two 4-bit values) in every form (the
    vendor's int4 downsample post-update takes the pointer by value; ascsim follows the page)."""
    def body(src: Any) -> list[Any]:
        p = PtrRef(src.cast(int4b_t))
        r = vector_int4x2_t()
        asc_loadalign_downsample_postupdate(r, p, 512)
        down = np.asarray(r).view(np.uint8).tolist()
        asc_loadalign_unpack4_postupdate(r, p, 64)
        return [down, np.asarray(r).view(np.uint8).tolist(), p.value.addr - src.addr]

    down, unpacked, moved = _run(body)
    data = (np.arange(2048) % 251).tolist()
    assert down == data[0:512:2]
    assert unpacked == sum(([data[512 + i], 0, 0, 0] for i in range(64)), [])
    assert moved == 576


def test_deprecated_names_warn_and_work(fresh_deprecations: None) -> None:
    def body(src: Any) -> list[int]:
        r = vector_uint8_t()
        with pytest.warns(DeprecationWarning, match="asc_loadalign_brc_datablock"):
            asc_loadalign_brc_v2(r, src, 32)
        return np.asarray(r).tolist()

    got = _run(body)
    assert got == [(32 + i % 32) % 251 for i in range(256)]
