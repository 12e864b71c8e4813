"""asc_loadalign, _postupdate, _deintlv, _unpack in every vendor form, checked against loops over bytes."""

from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ascsim import (
    PtrRef,
    asc_loadalign,
    asc_loadalign_deintlv,
    asc_loadalign_postupdate,
    asc_loadalign_unpack,
    asc_update_addr_reg_b8,
    asc_update_addr_reg_b16,
    asc_update_addr_reg_b32,
    uint32_t,
    vector_bool,
    vf_range,
)

from ._util import FAST, IDS, MASK_BYTES, MOVABLE, NO64, NO64_IDS, bits_of, bytes_of, image, in_vf, mask_of

UPDATE = {1: asc_update_addr_reg_b8, 2: asc_update_addr_reg_b16, 4: asc_update_addr_reg_b32}


def _addr_reg_for(nbytes: int) -> Any:
    """An address register of ``nbytes`` bytes (one loop iteration, counter 1), with the widest unit."""
    unit = 4 if nbytes % 4 == 0 else 2 if nbytes % 2 == 0 else 1
    reg = None
    for _ in vf_range(2):
        reg = UPDATE[unit](nbytes // unit)
    return reg


@pytest.mark.parametrize("elem,cls,k", MOVABLE, ids=IDS)
def test_loadalign_plain_offset_and_addr_reg(elem: Any, cls: Any, k: int) -> None:
    data = image(1024, k)

    def body(src: Any, _: Any) -> list[np.ndarray]:
        p = src.cast(elem)
        regs = [cls() for _ in range(3)]
        assert asc_loadalign(regs[0], p) is None
        asc_loadalign(regs[1], p, 96 // k)  # 96 bytes further
        asc_loadalign(regs[2], p, _addr_reg_for(320))
        return [bytes_of(r) for r in regs]

    (plain, off, areg), _ = in_vf(data, body)
    assert plain.tolist() == data[0:256].tolist()
    assert off.tolist() == data[96:352].tolist()
    assert areg.tolist() == data[320:576].tolist()


def test_loadalign_returns_the_register_in_its_value_form() -> None:
    data = image(256, 0)
    got, _ = in_vf(data, lambda src, _: bytes_of(asc_loadalign(src)))
    assert got.tolist() == data.tolist()


def test_mask_loads_count_bytes() -> None:
    data = image(256, 3)

    def body(src: Any, _: Any) -> list[np.ndarray]:
        p = src.cast(uint32_t)
        out = [vector_bool() for _ in range(6)]
        asc_loadalign(out[0], p)
        asc_loadalign(out[1], p, 64)  # bytes
        asc_loadalign(out[2], p, _addr_reg_for(96))
        ref = PtrRef(p)
        moved = asc_loadalign_postupdate(out[3], ref, 32)
        asc_loadalign_postupdate(out[4], ref)  # no offset: advances by the 32 bytes it read
        asc_loadalign(out[5], ref.value)
        return [np.asarray(m) for m in out] + [moved - p, ref.value - p]

    (*masks, moved, end), _ = in_vf(data, body)
    for got, start in zip(masks, (0, 64, 96, 0, 32, 64), strict=True):
        assert got.tolist() == bits_of(bytes(data[start:start + 32])).tolist()
    assert (moved, end) == (8, 16)  # uint32_t elements


@pytest.mark.parametrize("elem,cls,k", MOVABLE, ids=IDS)
def test_loadalign_postupdate_moves_a_ptrref_and_returns_the_pointer(elem: Any, cls: Any, k: int) -> None:
    data = image(1024, 10 + k)

    def body(src: Any, _: Any) -> Any:
        p = src.cast(elem)
        ref = PtrRef(p)
        a, b, c = cls(), cls(), cls()
        r1 = asc_loadalign_postupdate(a, ref, 128 // k)
        r2 = asc_loadalign_postupdate(b, ref, 256 // k)
        plain = asc_loadalign_postupdate(c, p, 32 // k)  # a plain pointer: only the returned one moves
        return bytes_of(a), bytes_of(b), bytes_of(c), (r1 - p) * k, (r2 - p) * k, (ref.value - p) * k, \
            (plain - p) * k

    (a, b, c, d1, d2, dref, dplain), _ = in_vf(data, body)
    assert a.tolist() == data[0:256].tolist()
    assert b.tolist() == data[128:384].tolist()
    assert c.tolist() == data[0:256].tolist()
    assert (d1, d2, dref, dplain) == (128, 384, 384, 32)


BLOCK_TYPES = [t for t in MOVABLE if t[0].name != "uint64_t"]


def expected_blocks(data: np.ndarray, start: int, stride: int, bits: np.ndarray, k: int) -> list[int]:
    """Block b of the register: the 32 bytes at start + b*stride*32 if any of its elements is active
    (element i governed by mask bit i*k), else zeros."""
    out: list[int] = []
    for b in range(8):
        active = any(bits[i * k] for i in range(256 // k) if b * 32 <= i * k < (b + 1) * 32)
        base = start + b * stride * 32
        out += data[base:base + 32].tolist() if active else [0] * 32
    return out


@pytest.mark.parametrize("elem,cls,k", BLOCK_TYPES, ids=[t[0].name for t in BLOCK_TYPES])
@given(stride=st.integers(0, 3), repeat=st.integers(0, 20), dm=MASK_BYTES, post=st.booleans())
@FAST
def test_loadalign_data_blocks(elem: Any, cls: Any, k: int, stride: int, repeat: int, dm: bytes,
                               post: bool) -> None:
    data = image(1024, 20 + k)
    bits = bits_of(dm)

    def body(src: Any, _: Any) -> Any:
        p = src.cast(elem)
        out = cls()
        if post:
            ref = PtrRef(p)
            asc_loadalign_postupdate(out, ref, stride, repeat, mask_of(dm))
            return bytes_of(out), (ref.value - p) * k
        asc_loadalign(out, p, stride, repeat, mask_of(dm))
        return bytes_of(out), 0

    (got, moved), _ = in_vf(data, body)
    assert got.tolist() == expected_blocks(data, 0, stride, bits, k)
    assert moved == (repeat * 32 if post else 0)


def test_inactive_data_blocks_are_not_read() -> None:
    """Blocks without an active element may lie past the array: no error, and they read as 0."""
    data = image(64, 5)

    def body(src: Any, _: Any) -> np.ndarray:
        from ascsim import asc_create_mask_b8, vector_uint8_t

        out = vector_uint8_t()
        asc_loadalign(out, src, 1, 0, asc_create_mask_b8(2))  # PAT_VL2: 2 elements, block 0 only
        return bytes_of(out)

    got, _ = in_vf(data, body)
    assert got.tolist() == data[:32].tolist() + [0] * 224


@pytest.mark.parametrize("elem,cls,k", NO64, ids=NO64_IDS)
def test_loadalign_deintlv_three_forms(elem: Any, cls: Any, k: int) -> None:
    data = image(2048, 30 + k)

    def body(src: Any, _: Any) -> list[np.ndarray]:
        p = src.cast(elem)
        out = []
        for args in ((), (256 // k,), (_addr_reg_for(1024),)):
            x, y = cls(), cls()
            asc_loadalign_deintlv(x, y, p, *args)
            out += [bytes_of(x), bytes_of(y)]
        return out

    got, _ = in_vf(data, body)
    for j, start in enumerate((0, 256, 1024)):
        elems = [data[start + i * k:start + (i + 1) * k].tolist() for i in range(512 // k)]
        even: list[int] = sum(elems[0::2], [])
        odd: list[int] = sum(elems[1::2], [])
        assert got[2 * j].tolist() == even and got[2 * j + 1].tolist() == odd


@pytest.mark.parametrize("elem,cls,k", NO64, ids=NO64_IDS)
def test_loadalign_unpack_three_forms(elem: Any, cls: Any, k: int) -> None:
    data = image(1024, 40 + k)
    data[0:k] = 0xFF  # a negative first element of the signed types: never sign-extended

    def body(src: Any, _: Any) -> list[np.ndarray]:
        p = src.cast(elem)
        regs = [cls() for _ in range(3)]
        asc_loadalign_unpack(regs[0], p)
        asc_loadalign_unpack(regs[1], p, 160 // k)
        asc_loadalign_unpack(regs[2], p, _addr_reg_for(512))
        return [bytes_of(r) for r in regs]

    got, _ = in_vf(data, body)
    for reg, start in zip(got, (0, 160, 512), strict=True):
        want: list[int] = []
        for i in range(128 // k):  # element i to lane 2i, a zero element after it
            want += data[start + i * k:start + (i + 1) * k].tolist() + [0] * k
        assert reg.tolist() == want
