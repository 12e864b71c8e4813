"""Gathers, the mask special register and the deprecated scatter order: layouts against loops, and the
accesses the checker sees (exactly the gathered bytes)."""

from typing import Any

import numpy as np
import pytest
from kernels import order

from ascsim import (
    PIPE_S,
    PIPE_V,
    asc_create_mask_b16,
    asc_create_mask_b32,
    asc_gather,
    asc_gather_datablock,
    asc_get_mask_spr_b16,
    asc_get_mask_spr_b32,
    asc_scatter,
    asc_set_vector_mask,
    simd_vf,
    ub_array,
    uint8_t,
    vector_bool,
    vector_half,
    vector_int8_t,
    vector_kernel,
    vector_uint8_t,
    vector_uint16_t,
    vector_uint32_t,
)
from ascsim.errors import MemoryAccessError, UninitializedError

PAT_ALL = 0


def _run(body: Any, nbytes: int = 2048, written: Any = None, before: Any = None) -> Any:
    out: list[Any] = []
    data = np.arange(nbytes) % 251

    @simd_vf
    def vf(src: Any) -> None:
        out.append(body(src))

    @vector_kernel
    def kernel() -> None:
        if before is not None:
            before()
        src = ub_array(uint8_t, nbytes)
        if written is None:
            src.write(data)
        else:
            for a, b in written:
                (src + a).write(data[a:b])
        order(PIPE_S, PIPE_V)
        vf(src)
        order(PIPE_V, PIPE_S)
        assert src.alloc is not None
        out.append(np.array(src.alloc.data))  # the bytes themselves (some may be unwritten)

    kernel[1]()
    return out


def test_gather_b16_by_u32_index_fills_the_low_half_of_each_slot() -> None:
    idx = np.array([(7 * i) % 900 for i in range(64)], np.uint32)
    mask = np.zeros(256, np.bool_)
    mask[0::8] = True  # every second 32-bit slot

    def body(src: Any) -> list[int]:
        r = vector_half()
        asc_gather(r, src.cast(vector_half.elem), vector_uint32_t(idx), vector_bool(mask))
        return np.asarray(r).view(np.uint16).tolist()

    got = _run(body)[0]
    data = np.arange(2048) % 251
    for i in range(64):
        want = (int(data[2 * idx[i]]) | int(data[2 * idx[i] + 1]) << 8) if i % 2 == 0 else 0
        assert got[2 * i] == want and got[2 * i + 1] == 0, i


def test_gather_b8_source_is_zero_extended_and_reads_only_its_bytes() -> None:
    """Only the gathered bytes are written: no uninitialised read; masked lanes may point anywhere."""
    idx = np.arange(128, dtype=np.uint16) * 3
    idx[1::2] = 60000  # masked off: never read
    mask = np.zeros(256, np.bool_)
    mask[0::4] = True  # b16 governing bits of the even lanes

    def body(src: Any) -> list[int]:
        r = vector_uint16_t()
        asc_gather(r, src, vector_uint16_t(idx), vector_bool(mask))
        return np.asarray(r).tolist()

    written = [(3 * i, 3 * i + 1) for i in range(0, 128, 2)]
    got = _run(body, nbytes=512, written=written)[0]
    assert got == [(3 * i) % 251 if i % 2 == 0 else 0 for i in range(128)]


def test_gather_reports_an_unwritten_element_and_an_index_past_the_array() -> None:
    idx = np.zeros(128, np.uint16)
    idx[5] = 9

    def body(src: Any) -> None:
        asc_gather(vector_uint16_t(), src, vector_uint16_t(idx), asc_create_mask_b16(PAT_ALL))

    with pytest.raises(UninitializedError):
        _run(body, nbytes=64, written=[(0, 8)])
    idx[5] = 700
    with pytest.raises(MemoryAccessError, match="past the end"):
        _run(body, nbytes=64)


def test_register_gather_wraps_the_index() -> None:
    def body(src: Any) -> list[int]:
        r = vector_uint8_t()
        asc_gather(r, vector_uint8_t(np.arange(256, dtype=np.uint8)[::-1].copy()),
                   vector_uint8_t(np.arange(256, dtype=np.uint8)))
        h = vector_half()
        asc_gather(h, vector_half(np.arange(128, dtype=np.float16)), vector_uint16_t(np.full(128, 130, np.uint16)))
        return [np.asarray(r).tolist(), np.asarray(h).tolist()]

    rev, wrapped = _run(body)[0]
    assert rev == list(range(255, -1, -1))
    assert wrapped == [2.0] * 128  # 130 % 128


def test_gather_datablock_blocks_mask_and_alignment() -> None:
    idx = np.zeros(64, np.uint32)
    idx[:8] = [32 * j for j in (5, 0, 5, 63, 1, 2, 3, 4)]
    idx[8:] = 12345  # not used
    mask = np.zeros(256, np.bool_)
    mask[[0, 4, 12, 28]] = True  # blocks 0, 1, 3, 7

    def body(src: Any) -> list[list[int]]:
        r, full = vector_uint8_t(), vector_uint8_t()
        asc_gather_datablock(r, src, vector_uint32_t(idx), vector_bool(mask))
        asc_gather_datablock(full, src, vector_uint32_t(idx))
        return [np.asarray(r).tolist(), np.asarray(full).tolist()]

    masked, full = _run(body)[0]
    data = (np.arange(2048) % 251).tolist()
    for j in range(8):
        block = data[idx[j]:idx[j] + 32]
        assert full[32 * j:32 * j + 32] == block
        assert masked[32 * j:32 * j + 32] == (block if j in (0, 1, 3, 7) else [0] * 32)
    idx[2] = 48
    with pytest.raises(MemoryAccessError, match="multiple of 32"):
        _run(lambda src: asc_gather_datablock(vector_uint8_t(), src, vector_uint32_t(idx)))


def test_mask_spr_reads_the_vector_mask() -> None:
    hi, lo = 0x8000_0000_0000_0001, 0x0000_0000_F000_000F

    def body(src: Any) -> list[list[bool]]:
        return [np.asarray(asc_get_mask_spr_b16()).tolist(), np.asarray(asc_get_mask_spr_b32()).tolist()]

    b16, b32 = _run(body, before=lambda: asc_set_vector_mask(hi, lo))[0]
    value = hi << 64 | lo
    assert b16 == [bool(value >> (j // 2) & 1) for j in range(256)]
    assert b32 == [bool(lo >> (j // 4) & 1) for j in range(256)]


def test_deprecated_scatter_order_and_collisions(fresh_deprecations: None) -> None:
    idx = np.arange(128, dtype=np.uint16)[::-1] * 2

    def body(src: Any) -> None:
        s = vector_int8_t(np.arange(256, dtype=np.int8))
        with pytest.warns(DeprecationWarning):
            asc_scatter(s, src.cast(vector_int8_t.elem), vector_uint16_t(idx), asc_create_mask_b16(PAT_ALL))

    after = _run(body, nbytes=512)[1]
    data = np.arange(512) % 251
    want = data.copy()
    for i in range(128):
        want[idx[i]] = (2 * i) % 256  # the low byte of 16-bit slot i of src
    assert after.tolist() == want.tolist()

    idx[3] = idx[4]
    with pytest.raises(MemoryAccessError, match="share the index"):
        _run(lambda src: asc_scatter(vector_uint32_t(np.arange(64, dtype=np.uint32)), src.cast(vector_uint32_t.elem),
                                     vector_uint32_t(np.zeros(64, np.uint32)), asc_create_mask_b32(PAT_ALL)))
