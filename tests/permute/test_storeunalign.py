"""asc_squeeze_and_storeunalign_init / asc_squeeze_and_storeunalign / ..._finalize: the AR byte
counter and the 32-byte unaligned store register.

The UB is inspected between calls by looking at its bytes directly (no simulated access), so the
test sees what has reached UB and what still waits in the vector_align register.
"""

from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ascsim import (
    PAT_ALL,
    PIPE_S,
    PIPE_V,
    asc_create_mask_b8,
    asc_init,
    asc_squeeze_and_storeunalign,
    asc_squeeze_and_storeunalign_finalize,
    asc_squeeze_and_storeunalign_init,
    cube_kernel,
    simd_vf,
    ub_array,
    uint8_t,
    uint16_t,
    vector_align,
    vector_bool,
    vector_fp8_e5m2_t,
    vector_half,
    vector_int32_t,
    vector_kernel,
    vector_uint8_t,
    vector_uint16_t,
)
from ascsim.errors import AscTypeError, AscValueError, ContextError, MemoryAccessError
from ascsim.runtime.context import CTX

from ._util import FAST, MASK_BYTES, REG_BYTES, bits_from_bytes, mask_from_bytes, order, raw, reg_from_bytes

SENTINEL = 0xEE


def ub_bytes(addr: int, n: int) -> list[int]:
    """What UB holds at [addr, addr+n), read directly (no simulated access, no hazard stamp)."""
    assert CTX.ub is not None
    return CTX.ub.bytes[addr:addr + n].tolist()


def run_stream(elem: Any, count: int, offset: int, vf_body: Any, core: str = "AIV") -> None:
    """A one-block kernel: a UB array of ``count`` elements full of SENTINEL bytes, then
    ``vf_body(dst_addr)`` in a VF with ``dst_addr`` ``offset`` elements into the array."""

    @simd_vf
    def vf(dst: Any) -> None:
        vf_body(dst)

    def kernel_body() -> None:
        arr = ub_array(elem, count)
        arr.write(np.full(count * elem.size, SENTINEL, np.uint8).view(elem.np))
        order(PIPE_S, PIPE_V)
        vf(arr + offset)

    (vector_kernel(kernel_body) if core == "AIV" else cube_kernel(kernel_body))[1]()


def element_bytes(value: int, k: int) -> list[int]:
    return [(value >> (8 * b)) & 0xFF for b in range(k)]


@pytest.mark.parametrize("cls", [vector_uint8_t, vector_fp8_e5m2_t, vector_half, vector_uint16_t, vector_int32_t],
                         ids=lambda c: c.__name__)
@given(calls=st.lists(st.tuples(REG_BYTES, MASK_BYTES), min_size=1, max_size=4), offset=st.integers(0, 9))
@FAST
def test_stream_of_calls(cls: Any, calls: list[tuple[bytes, bytes]], offset: int) -> None:
    elem, k = cls.elem, cls.elem.size
    n = 256 // k
    total_elems = 4 * n + 16

    def body(dst: Any) -> None:
        base = dst.addr
        asc_squeeze_and_storeunalign_init()
        assert CTX.ar == 0
        ureg = vector_align()
        stream: list[int] = []
        for data, dm in calls:
            src, mask = reg_from_bytes(cls, data), mask_from_bytes(dm)
            out = cls()
            asc_squeeze_and_storeunalign(dst, out, ureg, src, mask)
            bits = bits_from_bytes(dm)
            values = raw(src).tolist()
            picked = [values[i] for i in range(n) if bits[i * k]]
            for v in picked:
                stream += element_bytes(v, k)
            # dst holds the squeeze of src; AR counts every byte appended so far.
            assert raw(out).tolist() == picked + [0] * (n - len(picked))
            assert CTX.ar == len(stream)
            # Whole 32-byte UB blocks are in memory; the bytes after the last boundary still wait.
            boundary = (base + len(stream)) // 32 * 32
            now = ub_bytes(base, len(stream))
            for j, b in enumerate(stream):
                assert now[j] == (b if base + j < boundary else SENTINEL)
        asc_squeeze_and_storeunalign_finalize(dst, ureg)
        assert ub_bytes(base, len(stream)) == stream
        assert CTX.ar == len(stream)  # finalize keeps AR
        # Nothing outside the stream was touched.
        assert ub_bytes(base - offset * k, offset * k) == [SENTINEL] * (offset * k)
        after = (total_elems - offset) * k - len(stream)
        assert ub_bytes(base + len(stream), after) == [SENTINEL] * after

    run_stream(elem, total_elems, offset, body)


def select_first(count: int) -> vector_bool:
    bits = np.zeros(256, bool)
    bits[:count] = True
    return vector_bool(bits)


def test_tail_only_finalize_writes() -> None:
    src = vector_uint8_t(np.arange(1, 257, dtype=np.uint8))

    def body(dst: Any) -> None:
        asc_squeeze_and_storeunalign_init()
        ureg, out = vector_align(), vector_uint8_t()
        asc_squeeze_and_storeunalign(dst, out, ureg, src, select_first(5))
        assert CTX.ar == 5
        assert ub_bytes(dst.addr, 8) == [SENTINEL] * 8  # all 5 bytes wait in ureg
        asc_squeeze_and_storeunalign_finalize(dst, ureg)
        assert ub_bytes(dst.addr, 8) == [1, 2, 3, 4, 5] + [SENTINEL] * 3

    run_stream(uint8_t, 256, 0, body)


def test_blocks_flush_as_they_fill() -> None:
    src = vector_uint8_t(np.arange(256, dtype=np.uint8))

    def body(dst: Any) -> None:
        a = dst.addr
        asc_squeeze_and_storeunalign_init()
        ureg, out = vector_align(), vector_uint8_t()
        asc_squeeze_and_storeunalign(dst, out, ureg, src, select_first(20))   # 20 bytes: none reach UB
        assert ub_bytes(a, 20) == [SENTINEL] * 20
        asc_squeeze_and_storeunalign(dst, out, ureg, src, select_first(20))   # 40: one block, 8 wait
        assert ub_bytes(a, 40) == list(range(20)) + list(range(12)) + [SENTINEL] * 8
        asc_squeeze_and_storeunalign(dst, out, ureg, src, select_first(30))   # 70: two blocks, 6 wait
        assert ub_bytes(a, 70)[:64] == list(range(20)) + list(range(20)) + list(range(24))
        assert ub_bytes(a, 70)[64:] == [SENTINEL] * 6
        assert CTX.ar == 70
        asc_squeeze_and_storeunalign_finalize(dst, ureg)
        assert ub_bytes(a, 72) == list(range(20)) * 2 + list(range(30)) + [SENTINEL] * 2
        asc_squeeze_and_storeunalign_finalize(dst, ureg)  # an empty ureg: nothing more happens
        assert ub_bytes(a, 72)[70:] == [SENTINEL] * 2

    run_stream(uint8_t, 256, 0, body)


def test_unaligned_start_writes_up_to_the_block_boundary() -> None:
    src = vector_uint16_t(np.arange(128, dtype=np.uint16) + 0x100)

    def body(dst: Any) -> None:
        # dst is 6 bytes into a block: 13 elements (26 bytes) end at byte 32 of the block.
        asc_squeeze_and_storeunalign_init()
        ureg, out = vector_align(), vector_uint16_t()
        bits = np.zeros(256, bool)
        bits[0:26:2] = True  # 13 elements of 2 bytes
        asc_squeeze_and_storeunalign(dst, out, ureg, src, vector_bool(bits))
        assert CTX.ar == 26
        assert ub_bytes(dst.addr, 26) == [b for i in range(13) for b in ((i & 0xFF), 0x01)]
        assert not ureg.pending.size

    run_stream(uint16_t, 128, 3, body)


def test_ar_is_cleared_by_init_asc_init_and_each_block() -> None:
    seen: list[int] = []
    src = vector_uint8_t(np.zeros(256, np.uint8))

    @simd_vf
    def vf(dst: Any) -> None:
        seen.append(CTX.ar)
        ureg, out = vector_align(), vector_uint8_t()
        asc_squeeze_and_storeunalign(dst, out, ureg, src, select_first(10))
        asc_squeeze_and_storeunalign_finalize(dst, ureg)
        seen.append(CTX.ar)
        asc_squeeze_and_storeunalign_init()
        seen.append(CTX.ar)
        asc_squeeze_and_storeunalign(dst, out, ureg, src, select_first(7))
        asc_squeeze_and_storeunalign_finalize(dst, ureg)

    def kernel_body() -> None:
        arr = ub_array(uint8_t, 64)
        vf(arr)
        seen.append(CTX.ar)
        asc_init()
        seen.append(CTX.ar)

    vector_kernel(kernel_body)[2]()
    assert seen == [0, 10, 0, 7, 0] * 2


def test_storeunalign_errors() -> None:
    src = vector_uint16_t(np.zeros(128, np.uint16))
    m = vector_bool(np.ones(256, bool))
    caught: list[type] = []

    def expect(exc: type, fn: Any) -> None:
        with pytest.raises(exc) as info:
            fn()
        caught.append(info.type)

    @simd_vf
    def vf(u8: Any, small: Any) -> None:
        ureg, out = vector_align(), vector_uint16_t()
        # dst_addr must hold the register's element type, aligned to it.
        expect(MemoryAccessError, lambda: asc_squeeze_and_storeunalign((u8 + 1).cast(uint16_t), out, ureg, src, m))
        expect(AscTypeError, lambda: asc_squeeze_and_storeunalign(u8, out, ureg, src, m))
        expect(AscTypeError, lambda: asc_squeeze_and_storeunalign(u8.cast(uint16_t), out, m, src, m))
        expect(AscTypeError, lambda: asc_squeeze_and_storeunalign(u8.cast(uint16_t), vector_uint8_t(), ureg, src, m))
        expect(AscTypeError, lambda: asc_squeeze_and_storeunalign_finalize(u8, out))
        # 256 bytes do not fit in a 16-element array.
        asc_squeeze_and_storeunalign_init()
        expect(MemoryAccessError, lambda: asc_squeeze_and_storeunalign(small, out, ureg, src, m))
        # A stream must go on where the bytes waiting in ureg belong.
        asc_squeeze_and_storeunalign_init()
        part = vector_bool(np.arange(256) < 10)
        asc_squeeze_and_storeunalign(u8.cast(uint16_t), out, ureg, src, part)  # 5 elements wait
        expect(AscValueError, lambda: asc_squeeze_and_storeunalign(u8.cast(uint16_t) + 64, out, ureg, src, part))
        asc_squeeze_and_storeunalign_init()
        expect(AscValueError, lambda: asc_squeeze_and_storeunalign_finalize(u8.cast(uint16_t), ureg))

    def kernel_body() -> None:
        u8 = ub_array(uint8_t, 1024)
        small = ub_array(uint16_t, 16)
        vf(u8, small)
        expect(ContextError, lambda: asc_squeeze_and_storeunalign(small, vector_uint16_t(), vector_align(), src, m))
        expect(ContextError, lambda: asc_squeeze_and_storeunalign_finalize(small, vector_align()))

    vector_kernel(kernel_body)[1]()
    assert len(caught) == 10
    with pytest.raises(ContextError):
        asc_squeeze_and_storeunalign_init()  # outside a kernel launch


def test_cube_core_does_nothing() -> None:
    src = vector_uint8_t(np.arange(256, dtype=np.uint8))

    def body(dst: Any) -> None:
        asc_squeeze_and_storeunalign_init()
        ureg, out = vector_align(), vector_uint8_t()
        asc_squeeze_and_storeunalign(dst, out, ureg, src, asc_create_mask_b8(PAT_ALL))
        asc_squeeze_and_storeunalign_finalize(dst, ureg)
        assert CTX.ar == 0 and not out.written and not ureg.pending.size
        assert ub_bytes(dst.addr, 256) == [SENTINEL] * 256

    run_stream(uint8_t, 256, 0, body, core="AIC")
