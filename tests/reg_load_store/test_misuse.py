"""Misuse of the aligned loads and stores: alignment, bounds, types, aliasing, context."""

from typing import Any

import numpy as np
import pytest
from kernels import run_vf

from ascsim import (
    PtrRef,
    asc_loadalign,
    asc_loadalign_deintlv,
    asc_loadalign_postupdate,
    asc_loadalign_unpack,
    asc_storealign,
    asc_storealign_intlv,
    asc_storealign_pack,
    asc_storealign_postupdate,
    half,
    int64_t,
    uint8_t,
    uint16_t,
    uint32_t,
    vector_bool,
    vector_half,
    vector_int8_t,
    vector_int64_t,
    vector_uint8_t,
    vector_uint16_t,
    vector_uint32_t,
)
from ascsim.errors import AliasError, AscTypeError, ContextError, MemoryAccessError

from ._util import in_vf

ALL = vector_bool(np.ones(256, np.bool_))
Z8 = vector_uint8_t(np.zeros(256, np.uint8))


def _run(body: Any, nbytes: int = 1024) -> None:
    in_vf(np.zeros(nbytes, np.uint8), lambda src, _: body(src))


@pytest.mark.parametrize("op", [
    lambda p: asc_loadalign(vector_uint8_t(), p + 16),
    lambda p: asc_loadalign(vector_uint8_t(), p, 8),
    lambda p: asc_loadalign(vector_uint16_t(), p.cast(uint16_t), 4),
    lambda p: asc_loadalign(vector_bool(), p.cast(uint32_t), 4),  # a mask offset counts bytes
    lambda p: asc_loadalign_postupdate(vector_uint8_t(), PtrRef(p + 1), 32),
    lambda p: asc_loadalign(vector_uint8_t(), p + 1, 1, 1, ALL),
    lambda p: asc_loadalign_deintlv(vector_uint8_t(), vector_uint8_t(), p, 3),
    lambda p: asc_loadalign_unpack(vector_uint8_t(), p, 17),
    lambda p: asc_storealign(p + 4, Z8, ALL),
    lambda p: asc_storealign(p, Z8, 20, ALL),
    lambda p: asc_storealign(p.cast(uint32_t), ALL, 12),
    lambda p: asc_storealign_postupdate(p + 2, Z8, 32, ALL),
    lambda p: asc_storealign_intlv(p, Z8, Z8, 31),
    lambda p: asc_storealign_pack(p.cast(uint16_t), vector_uint16_t(np.zeros(128, np.uint16)), 8, ALL),
    lambda p: asc_storealign_pack(p.cast(uint16_t), ALL, 8),  # a packed mask: 16-byte aligned
], ids=lambda f: "")
def test_misaligned_addresses_are_memory_errors(op: Any) -> None:
    with pytest.raises(MemoryAccessError, match="aligned"):
        _run(op)


def test_the_message_names_the_offset() -> None:
    with pytest.raises(MemoryAccessError, match=r"src \+ offset \(8\)"):
        _run(lambda p: asc_loadalign(vector_uint8_t(), p, 8))


@pytest.mark.parametrize("op", [
    lambda p: asc_loadalign(vector_uint8_t(), p),                         # 256 bytes from a 128-byte array
    lambda p: asc_loadalign(vector_uint8_t(), p, -32),                    # before the array
    lambda p: asc_loadalign_deintlv(vector_uint8_t(), vector_uint8_t(), p),
    lambda p: asc_storealign(p + 96, Z8, ALL),
    lambda p: asc_storealign_intlv(p, Z8, Z8),
    lambda p: asc_loadalign(vector_uint8_t(), p, 2, 0, ALL),              # block 1 lands past the end
], ids=lambda f: "")
def test_accesses_outside_the_array_are_memory_errors(op: Any) -> None:
    with pytest.raises(MemoryAccessError):
        _run(op, nbytes=128)


def test_unpack_and_pack_touch_half_a_register() -> None:
    """128 bytes: a 128-byte array is enough."""
    def body(p: Any) -> None:
        asc_loadalign_unpack(vector_uint8_t(), p)
        asc_storealign_pack(p.cast(uint16_t), vector_uint16_t(np.zeros(128, np.uint16)), ALL)

    _run(body, nbytes=128)


@pytest.mark.parametrize("op", [
    lambda p: asc_loadalign(vector_uint16_t(), p),                        # __ubuf__ uint8_t* into vector_uint16_t
    lambda p: asc_loadalign(vector_bool(), p.cast(half)),                 # a mask loads from uint32_t* only
    lambda p: asc_loadalign(vector_uint8_t(), np.zeros(256, np.uint8)),
    lambda p: asc_storealign(p, vector_half(np.zeros(128, np.float16)), ALL),
    lambda p: asc_storealign(p, Z8, Z8),
    lambda p: asc_storealign(p.cast(half), ALL),                          # a mask stores to uint8/16/32 only
    lambda p: asc_storealign(p.cast(int64_t), vector_int64_t(np.zeros(32, np.int64)), ALL),  # no 64-bit store
    lambda p: asc_loadalign_postupdate(vector_uint8_t(), PtrRef(p), 1.5),
    lambda p: asc_loadalign_postupdate(vector_uint8_t(), 123, 1),
    lambda p: asc_storealign_postupdate(p, Z8, 1, p),
    lambda p: asc_loadalign_deintlv(vector_uint8_t(), vector_int8_t(), p),
    lambda p: asc_loadalign_deintlv(vector_int64_t(), vector_int64_t(), p.cast(int64_t)),
    lambda p: asc_storealign_pack(p, Z8, ALL),                            # no 8-bit pack
    lambda p: asc_storealign_pack(p, vector_uint16_t(np.zeros(128, np.uint16)), ALL),  # own type's pointer
    lambda p: asc_storealign_intlv(p, Z8, vector_int8_t(np.zeros(256, np.int8))),
], ids=lambda f: "")
def test_type_mismatches_are_type_errors(op: Any) -> None:
    with pytest.raises(AscTypeError):
        _run(op)


def test_deintlv_into_one_register_twice_is_an_alias_error() -> None:
    def body(p: Any) -> None:
        a = vector_uint8_t()
        asc_loadalign_deintlv(a, a, p)

    with pytest.raises(AliasError):
        _run(body)


def test_outside_a_vf_is_a_context_error() -> None:
    with pytest.raises(ContextError):
        asc_loadalign(vector_uint32_t(), None)


def test_on_a_cube_core_nothing_happens() -> None:
    def body() -> Any:
        from ascsim import ub_array

        buf = ub_array(uint8_t, 256)
        r = vector_uint8_t()
        ref = PtrRef(buf)
        asc_loadalign(r, buf)
        moved = asc_loadalign_postupdate(r, ref, 64)
        return r.written, moved, ref.value == buf

    assert run_vf(body, core="AIC") == (False, None, True)
