"""The launch's dynamic UB from Python: ``dynamic_ub(T)`` is ``extern __ubuf__ T name[]``, the region of
``dyn_ub`` bytes that ``kernel[num_blocks, dyn_ub]`` gives each block (docs/semantics.md, "Dynamic UB").

Expected values are written here from the rule: every name of the region is the same bytes, the
region holds exactly ``dyn_ub`` bytes at the top of the usable UB (from a 32-byte aligned start)
and the static arrays lie below it; each block's region starts unwritten."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from kernels import back, findings, gm_of, warn_session

from ascsim import *
from ascsim import arch
from ascsim.errors import AscTypeError, ContextError, MemoryAccessError, UBExhaustedError
from ascsim.runtime import check


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    yield from warn_session()



@pytest.mark.parametrize("dyn", [32, 64, 100, 4096, arch.UB_USABLE_BYTES])
def test_the_region_sits_at_the_top_of_the_usable_ub(dyn: int) -> None:
    seen: list[tuple[int, int]] = []

    @vector_kernel
    def k() -> None:
        d = dynamic_ub(uint8_t)
        assert d.alloc is not None
        seen.append((d.addr, d.alloc.size))

    k[1, dyn]()
    start = (arch.UB_USABLE_BYTES - dyn) // 32 * 32
    assert seen == [(start, dyn)]


def test_every_name_is_the_same_bytes() -> None:
    got: list[list[int]] = []

    @vector_kernel
    def k() -> None:
        words = dynamic_ub(uint32_t)
        words[0] = uint32_t(0x11223344)
        words[1] = uint32_t(0xA0B0C0D0)
        raw = dynamic_ub(uint8_t)
        got.append([int(raw[i]) for i in range(8)])

    k[1, 64]()
    # Little-endian bytes of the two words.
    assert got == [[0x44, 0x33, 0x22, 0x11, 0xD0, 0xC0, 0xB0, 0xA0]]
    assert check.CHECKER.findings == [], findings()


def test_static_arrays_keep_their_own_bytes() -> None:
    dyn = 1024

    @vector_kernel
    def k() -> None:
        before = ub_array(int32_t, 16)
        d = dynamic_ub(int32_t)
        after = ub_array(int32_t, 16)
        for i in range(16):
            before[i] = int32_t(-1)
            after[i] = int32_t(-2)
        for i in range(dyn // 4):
            d[i] = int32_t(i)
        assert [int(before[i]) for i in range(16)] == [-1] * 16
        assert [int(after[i]) for i in range(16)] == [-2] * 16
        assert after.addr + 64 <= d.addr, "the static arrays lie below the dynamic UB"

    k[1, dyn]()
    assert check.CHECKER.findings == [], findings()


def test_the_static_arrays_get_what_the_dynamic_ub_leaves() -> None:
    dyn = 8192
    left = (arch.UB_USABLE_BYTES - dyn) // 32 * 32

    @vector_kernel
    def fits() -> None:
        ub_array(uint8_t, left)

    @vector_kernel
    def too_big() -> None:
        ub_array(uint8_t, left + 1)

    fits[1, dyn]()
    with pytest.raises(UBExhaustedError):
        too_big[1, dyn]()


def test_copies_in_and_out_of_the_dynamic_ub() -> None:
    data = np.arange(128, dtype=np.int32) * 3 - 50
    src, dst = gm_of(data), gm_of(np.zeros(128, np.int32))

    @vector_kernel
    def k(x: gm_ptr[int32_t], y: gm_ptr[int32_t]) -> None:
        d = dynamic_ub(int32_t)
        asc_copy_gm2ub_align(d, x, 512)
        asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0)
        asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0)
        asc_copy_ub2gm_align(y, dynamic_ub(int32_t), 512)

    k[1, 512](src, dst)
    np.testing.assert_array_equal(back(dst, data), data)
    assert check.CHECKER.findings == [], findings()


def test_each_block_has_its_own_unwritten_region() -> None:
    @vector_kernel
    def k() -> None:
        d = dynamic_ub(int32_t)
        if int(block_idx) == 0:
            d[0] = int32_t(5)
        else:
            int(d[0])  # block 1 never wrote it

    k[2, 64]()
    text = findings()
    assert "never written" in text and "the dynamic UB of 64 bytes" in text, text


def test_an_access_past_dyn_ub_is_out_of_bounds() -> None:
    @vector_kernel
    def k() -> None:
        d = dynamic_ub(int32_t)
        d[16] = int32_t(1)  # bytes 64..67 of a 64-byte region

    k[1, 64]()
    text = findings()
    assert "past the end of it" in text and "the dynamic UB of 64 bytes" in text, text
    assert "test_dynamic_ub.py:" in text
    with check.mode("error"), pytest.raises(MemoryAccessError, match="the dynamic UB of 64 bytes"):
        k[1, 64]()


@pytest.mark.parametrize("mode", ["warn", "error"])
def test_a_launch_without_dynamic_bytes_that_touches_it_is_reported(mode: str) -> None:
    @vector_kernel
    def k() -> None:
        d = dynamic_ub(uint8_t)
        d[0] = uint8_t(1)

    with check.mode(mode):
        if mode == "error":
            with pytest.raises(MemoryAccessError, match="the dynamic UB of 0 bytes"):
                k[1]()
        else:
            k[1]()
            assert "past the end of the dynamic UB of 0 bytes" in findings(), findings()


def test_bad_use() -> None:
    with pytest.raises(ContextError, match="dynamic_ub"):
        dynamic_ub(int32_t)

    @vector_kernel
    def k() -> None:
        dynamic_ub(4)  # type: ignore[arg-type]

    with pytest.raises(AscTypeError, match="element type"):
        k[1, 64]()
