"""What the copies reject (each error says what would be right) and what the checker sees of them:
exactly the bytes each burst reads and writes, padding and filler included, gaps excluded."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from kernels import order

from ascsim import (
    PIPE_MTE2,
    PIPE_MTE3,
    PIPE_S,
    acl,
    asc_copy_gm2ub,
    asc_copy_gm2ub_align,
    asc_copy_ub2gm,
    asc_copy_ub2gm_align,
    asc_copy_ub2ub,
    asc_load_l2_cache_mode,
    asc_set_gm2ub_loop1_stride,
    asc_set_gm2ub_loop_size,
    asc_set_ub2gm_loop2_stride,
    asc_store_l2_cache_mode,
    gm_ptr,
    half,
    simd_vf,
    ub_array,
    uint8_t,
    vector_kernel,
)
from ascsim.errors import (
    AscTypeError,
    AscValueError,
    ContextError,
    HazardError,
    MemoryAccessError,
    UninitializedError,
)

from ._ref import from_device, to_device

LOAD = asc_load_l2_cache_mode.NORMAL_FIRST_VICTIM
STORE = asc_store_l2_cache_mode.NORMAL_FIRST_VICTIM


def _kernel(body: Callable[[Any, Any], None], ub_bytes: int = 256) -> None:
    """Run ``body(ub, gm)`` with a written UB array of ``ub_bytes`` and a 256-byte written GM buffer."""

    @vector_kernel
    def kernel(gm: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, ub_bytes)
        ub.write(np.zeros(ub_bytes, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        order(PIPE_S, PIPE_MTE3)
        body(ub, gm)

    kernel[1](to_device(np.zeros(256, np.uint8)))


CASES: list[tuple[str, Callable[[Any, Any], None], type, str]] = [
    ("align size 0", lambda ub, gm: asc_copy_gm2ub_align(ub, gm, 0), AscValueError,
     "size = 0 is out of range; it must be in [1, 2097151] bytes"),
    ("ub2gm align size too long", lambda ub, gm: asc_copy_ub2gm_align(gm, ub, 2097152), AscValueError,
     "size = 2097152 is out of range; it must be in [1, 2097151] bytes"),
    ("plain size not whole blocks", lambda ub, gm: asc_copy_gm2ub(ub, gm, 33), AscValueError, "burst form"),
    ("ub2ub size not whole blocks", lambda ub, gm: asc_copy_ub2ub(ub, ub + 128, 48), AscValueError,
     "multiple of 32"),
    ("UB destination misaligned", lambda ub, gm: asc_copy_gm2ub_align(ub + 8, gm, 32), MemoryAccessError,
     "32-byte aligned"),
    ("UB source misaligned", lambda ub, gm: asc_copy_ub2gm_align(gm, ub + 4, 32), MemoryAccessError,
     "32-byte aligned"),
    ("ub2ub source misaligned", lambda ub, gm: asc_copy_ub2ub(ub, ub + 100, 32), MemoryAccessError,
     "32-byte aligned"),
    ("UB stride neither packed nor blocks",
     lambda ub, gm: asc_copy_gm2ub_align(ub, gm, 2, 40, 0, 0, False, LOAD, 40, 50), AscValueError,
     "dst_stride = 50 bytes must be a multiple of 32 or equal 40"),
    ("padded burst stride", lambda ub, gm: asc_copy_gm2ub_align(ub, gm, 2, 40, 2, 2, False, LOAD, 40, 40),
     AscValueError, "or equal 44"),
    ("ub2gm UB stride", lambda ub, gm: asc_copy_ub2gm_align(gm, ub, 2, 40, STORE, 40, 50), AscValueError,
     "src_stride = 50 bytes must be a multiple of 32 or equal 40"),
    ("plain ub2gm UB stride", lambda ub, gm: asc_copy_ub2gm(gm, ub, 2, 40, 40, 48), AscValueError,
     "src_stride = 48"),
    ("too much left padding",
     lambda ub, gm: asc_copy_gm2ub_align(ub.cast(half), gm.cast(half), 1, 32, 17, 0, False, LOAD, 0, 0),
     AscValueError, "left_padding_num pads 34 bytes; at most 32 bytes (16 elements"),
    ("length not whole elements",
     lambda ub, gm: asc_copy_gm2ub_align(ub.cast(half), gm.cast(half), 1, 5, 0, 0, False, LOAD, 0, 0),
     AscValueError, "len_burst = 5 bytes is not a whole number of 2-byte elements"),
    ("too many bursts", lambda ub, gm: asc_copy_gm2ub_align(ub, gm, 4096, 32, 0, 0, False, LOAD, 0, 0),
     AscValueError, "n_burst = 4096 is out of range; it must be in [0, 4095]"),
    ("burst too long", lambda ub, gm: asc_copy_ub2gm_align(gm, ub, 1, 2097152, STORE, 0, 0), AscValueError,
     "len_burst = 2097152"),
    ("negative size", lambda ub, gm: asc_copy_gm2ub_align(ub, gm, -32), AscValueError, "out of range"),
    ("float size", lambda ub, gm: asc_copy_gm2ub_align(ub, gm, 32.0), AscTypeError, "no overload"),
    ("burst past the UB array", lambda ub, gm: asc_copy_gm2ub_align(ub, gm, 3, 64, 0, 0, False, LOAD, 64, 128),
     MemoryAccessError, "past the end"),
    ("burst past the GM allocation (and its padding)",
     lambda ub, gm: asc_copy_gm2ub_align(ub, gm, 2, 64, 0, 0, False, LOAD, 256, 64), MemoryAccessError,
     "past the end"),
    ("unknown cache mode (uint8_t form)",
     lambda ub, gm: asc_copy_gm2ub_align(ub, gm, 1, 32, 0, 0, False, 3, 0, 0), AscValueError,
     "l2_cache_mode = 3 is not an asc_load_l2_cache_mode value; valid: NORMAL_FIRST_VICTIM = 0"),
    ("store mode for a load", lambda ub, gm: asc_copy_gm2ub_align(ub, gm, 1, 32, 0, 0, False, STORE, 0, 0),
     AscTypeError, "no overload of asc_copy_gm2ub_align"),
    ("padding in a UB->GM copy", lambda ub, gm: asc_copy_ub2gm_align(gm, ub, 1, 32, 1, 0, 0, 0), AscValueError,
     "pads nothing; pass 0"),
    ("loop UB stride misaligned", lambda ub, gm: asc_set_gm2ub_loop1_stride(7, 48), AscValueError,
     "loop1_dst_stride = 48 is a UB stride and must be a multiple of 32"),
    ("ub2gm loop UB stride misaligned", lambda ub, gm: asc_set_ub2gm_loop2_stride(40, 0), AscValueError,
     "loop2_src_stride = 40"),
    ("loop count too large", lambda ub, gm: asc_set_gm2ub_loop_size(1 << 21, 1), AscValueError, "loop1_size"),
    ("pointers swapped", lambda ub, gm: asc_copy_gm2ub_align(gm, ub, 32), AscTypeError, "no overload"),
]


@pytest.mark.parametrize("name,body,exc,text", CASES, ids=[c[0] for c in CASES])
def test_misuse_is_a_clear_error(device: None, name: str, body: Callable[[Any, Any], None], exc: type,
                                 text: str) -> None:
    with pytest.raises(exc) as info:
        _kernel(body)
    assert text in str(info.value)


def test_filler_may_end_in_the_slot_but_padding_may_not(device: None) -> None:
    """24 bytes at offset 224 of a 250-byte array: the filler up to 256 lies in the array's 32-byte slot,
    which no other array uses. Right padding is data the program asked for: past the array it is an error."""
    _kernel(lambda ub, gm: asc_copy_gm2ub_align(ub + 224, gm, 1, 24, 0, 0, False, LOAD, 0, 0), ub_bytes=250)
    with pytest.raises(MemoryAccessError, match="past the end"):
        _kernel(lambda ub, gm: asc_copy_gm2ub_align(ub + 224, gm, 1, 24, 0, 4, False, LOAD, 0, 0), ub_bytes=250)


def test_copies_are_issued_by_the_scalar_unit(device: None) -> None:
    @simd_vf
    def vf(ub: Any, gm: Any) -> None:
        asc_copy_gm2ub_align(ub, gm, 32)

    with pytest.raises(ContextError, match="not inside a __simd_vf__"):
        _kernel(lambda ub, gm: vf(ub, gm))
    with pytest.raises(ContextError):
        asc_copy_gm2ub(None, None, 32)


# ---------------------------------------------------------------------------------------------
# What the checker sees

def _partial_gm(nbytes: int, written: list[tuple[int, int]], data: np.ndarray) -> int:
    """A GM allocation of which only the ``written`` ranges were ever written (from ``data``)."""
    ptr, ret = acl.rt.malloc(nbytes, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    assert ret == acl.ACL_SUCCESS
    for lo, hi in written:
        part = np.ascontiguousarray(data[lo:hi])
        assert acl.rt.memcpy(ptr + lo, part.nbytes, acl.util.numpy_to_ptr(part), part.nbytes,
                             acl.ACL_MEMCPY_HOST_TO_DEVICE) == acl.ACL_SUCCESS
    return int(ptr)


def test_bursts_read_only_their_bytes(device: None) -> None:
    """GM bytes in the gaps between bursts were never written: reading only the bursts is no finding;
    a burst one byte longer reads an unwritten byte, which is."""
    data = np.arange(256, dtype=np.uint8)
    gm = _partial_gm(256, [(0, 40), (100, 140), (200, 240)], data)
    seen = {}

    def run(length: int) -> None:
        @vector_kernel
        def kernel(g: gm_ptr[uint8_t]) -> None:
            ub = ub_array(uint8_t, 192)
            asc_copy_gm2ub_align(ub, g, 3, length, 0, 0, False, LOAD, 100, 64)
            order(PIPE_MTE2, PIPE_S)
            seen["ub"] = ub.read(40)

        kernel[1](gm)

    run(40)
    np.testing.assert_array_equal(seen["ub"], data[:40])
    with pytest.raises(UninitializedError, match="never written"):
        run(41)


def test_ub_gaps_are_not_read(device: None) -> None:
    """A UB->GM copy of bursts at a 64-byte UB stride reads only the burst bytes: the rest of the
    array was never written and that is no finding; the GM gaps keep their bytes."""
    out = to_device(np.full(128, 0xCC, np.uint8))

    @vector_kernel
    def kernel(o: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 256)
        for i in range(4):
            (ub + 64 * i).write(np.full(24, i + 1, np.uint8))
        order(PIPE_S, PIPE_MTE3)
        asc_copy_ub2gm_align(o, ub, 4, 24, STORE, 32, 64)

    kernel[1](out)
    got = from_device(out, 128)
    for i in range(4):
        assert got[32 * i:32 * i + 24].tolist() == [i + 1] * 24
        assert got[32 * i + 24:32 * i + 32].tolist() == [0xCC] * 8


def test_filler_is_a_recorded_write(device: None) -> None:
    """The filler after a short burst is written by MTE2: the scalar unit reading it without waiting
    races with the copy (the hazard names the copy)."""

    @vector_kernel
    def kernel(g: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 64)
        asc_copy_gm2ub_align(ub, g, 1, 20, 0, 0, False, LOAD, 0, 0)
        ub[25]  # noqa: B018 - a scalar read of a filler byte

    with pytest.raises(HazardError, match="PIPE_MTE2 wrote"):
        kernel[1](to_device(np.zeros(64, np.uint8)))


def test_padding_past_the_data_is_recorded_but_gaps_are_not(device: None) -> None:
    """Bursts at a 96-byte UB stride: each writes 64 bytes (data, padding, filler); the 32 bytes after
    each burst stay unwritten, so reading them is an uninitialised read."""
    seen = {}

    @vector_kernel
    def kernel(g: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 192)
        asc_copy_gm2ub_align(ub, g, 2, 40, 4, 4, False, LOAD, 40, 96)
        order(PIPE_MTE2, PIPE_S)
        seen["burst"] = ub.read(64)
        (ub + 64).read(1)

    with pytest.raises(UninitializedError):
        kernel[1](to_device(np.arange(128, dtype=np.uint8)))
    assert seen["burst"][:4].tolist() == [0] * 4 and seen["burst"][44:].tolist() == [0] * 20
