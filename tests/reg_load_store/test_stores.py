"""asc_storealign, _postupdate, _intlv, _pack in every vendor form, checked against loops over bytes."""

from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ascsim import (
    PtrRef,
    asc_storealign,
    asc_storealign_intlv,
    asc_storealign_pack,
    asc_storealign_postupdate,
    asc_update_addr_reg_b8,
    uint8_t,
    uint16_t,
    uint32_t,
    vector_bool,
    vf_range,
)

from ._util import FAST, MASK_BYTES, MOVABLE, NO64, NO64_IDS, REG_BYTES, bits_of, mask_of, reg_of

FILL = 0xEE


def _addr_reg(nbytes: int) -> Any:
    reg = None
    for _ in vf_range(2):  # counter 1 on the last iteration
        reg = asc_update_addr_reg_b8(nbytes)
    return reg


def masked_store(old: list[int], at: int, data: bytes, bits: np.ndarray, k: int, keep: int) -> list[int]:
    """Element i (``keep`` of its bytes, at at + i*keep) is written when mask bit i*k is set."""
    out = list(old)
    for i in range(256 // k):
        if bits[i * k]:
            out[at + i * keep:at + (i + 1) * keep] = list(data[i * k:i * k + keep])
    return out


@pytest.mark.parametrize("elem,cls,k", NO64, ids=NO64_IDS)
@given(data=REG_BYTES, dm=MASK_BYTES, form=st.sampled_from(["plain", "offset", "addr"]))
@FAST
def test_storealign_three_forms(elem: Any, cls: Any, k: int, data: bytes, dm: bytes, form: str) -> None:
    src, mask = reg_of(cls, data), mask_of(dm)

    def body(_: Any, dst: Any) -> None:
        p = dst.cast(elem)
        if form == "plain":
            asc_storealign(p, src, mask)
        elif form == "offset":
            asc_storealign(p, src, 64 // k, mask)
        else:
            asc_storealign(p, src, _addr_reg(128), mask)

    from ._util import in_vf

    _, out = in_vf(np.zeros(32, np.uint8), body, out_bytes=512, fill=FILL)
    at = {"plain": 0, "offset": 64, "addr": 128}[form]
    assert out.tolist() == masked_store([FILL] * 512, at, data, bits_of(dm), k, k)


@pytest.mark.parametrize("ptr_elem", [uint32_t, uint16_t, uint8_t], ids=lambda e: e.name)
def test_mask_register_stores(ptr_elem: Any) -> None:
    from ._util import in_vf

    dm = bytes(range(7, 7 + 32))
    mask = mask_of(dm)

    def body(_: Any, dst: Any) -> Any:
        p = dst.cast(ptr_elem)
        asc_storealign(p, mask)
        asc_storealign(p, mask, 64)  # bytes
        asc_storealign(p, mask, _addr_reg(128))
        ref = PtrRef(p + 192 // ptr_elem.size)
        moved = asc_storealign_postupdate(ref, mask, 32)
        asc_storealign_postupdate(ref, mask, 64)
        return (moved - p) * ptr_elem.size, (ref.value - p) * ptr_elem.size

    (moved, end), out = in_vf(np.zeros(32, np.uint8), body, out_bytes=512, fill=FILL)
    want = [FILL] * 512
    for at in (0, 64, 128, 192, 224):
        want[at:at + 32] = list(dm)
    assert out.tolist() == want
    assert (moved, end) == (224, 288)


POST_TYPES = [t for t in NO64 if t[0].name in ("int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t",
                                                "half", "float", "bfloat16_t")]


@pytest.mark.parametrize("elem,cls,k", POST_TYPES, ids=[t[0].name for t in POST_TYPES])
@given(data=REG_BYTES, dm=MASK_BYTES)
@FAST
def test_storealign_postupdate(elem: Any, cls: Any, k: int, data: bytes, dm: bytes) -> None:
    from ._util import in_vf

    src, mask = reg_of(cls, data), mask_of(dm)

    def body(_: Any, dst: Any) -> Any:
        p = dst.cast(elem)
        ref = PtrRef(p)
        asc_storealign_postupdate(ref, src, 256 // k, mask)
        back = asc_storealign_postupdate(ref, src, 32 // k, mask)
        return (back - p) * k

    moved, out = in_vf(np.zeros(32, np.uint8), body, out_bytes=512, fill=FILL)
    want = masked_store(masked_store([FILL] * 512, 0, data, bits_of(dm), k, k), 256, data, bits_of(dm), k, k)
    assert out.tolist() == want and moved == 288


BLOCK_TYPES = [t for t in NO64 if not t[0].name.startswith(("fp4", "int4"))]


@pytest.mark.parametrize("elem,cls,k", BLOCK_TYPES, ids=[t[0].name for t in BLOCK_TYPES])
@given(data=REG_BYTES, dm=MASK_BYTES, stride=st.integers(0, 3), repeat=st.integers(0, 9), post=st.booleans())
@FAST
def test_storealign_data_blocks(elem: Any, cls: Any, k: int, data: bytes, dm: bytes, stride: int, repeat: int,
                                post: bool) -> None:
    from ._util import in_vf

    src, mask, bits = reg_of(cls, data), mask_of(dm), bits_of(dm)

    def body(_: Any, dst: Any) -> int:
        p = dst.cast(elem)
        if post:
            ref = PtrRef(p)
            asc_storealign_postupdate(ref, src, stride, repeat, mask)
            return (ref.value - p) * k
        asc_storealign(p, src, stride, repeat, mask)
        return 0

    moved, out = in_vf(np.zeros(32, np.uint8), body, out_bytes=1024, fill=FILL)
    want = [FILL] * 1024
    for b in range(8):  # block b of the register to b*stride*32; its active elements only
        for i in range(b * 32 // k, (b + 1) * 32 // k):
            if bits[i * k]:
                at = b * stride * 32 + (i * k - b * 32)
                want[at:at + k] = list(data[i * k:(i + 1) * k])
    assert out.tolist() == want
    assert moved == (repeat * 32 if post else 0)


INTLV_TYPES = [t for t in NO64 if t[0].name != "float"]


@pytest.mark.parametrize("elem,cls,k", INTLV_TYPES, ids=[t[0].name for t in INTLV_TYPES])
@given(d0=REG_BYTES, d1=REG_BYTES, form=st.sampled_from(["plain", "offset", "addr"]))
@FAST
def test_storealign_intlv_three_forms(elem: Any, cls: Any, k: int, d0: bytes, d1: bytes, form: str) -> None:
    from ._util import in_vf

    s0, s1 = reg_of(cls, d0), reg_of(cls, d1)

    def body(_: Any, dst: Any) -> None:
        p = dst.cast(elem)
        extra = {"plain": (), "offset": (32 // k,), "addr": (_addr_reg(64),)}[form]
        asc_storealign_intlv(p, s0, s1, *extra)

    _, out = in_vf(np.zeros(32, np.uint8), body, out_bytes=640, fill=FILL)
    at = {"plain": 0, "offset": 32, "addr": 64}[form]
    want = [FILL] * 640
    for i in range(256 // k):  # dst[2i] = src0[i], dst[2i+1] = src1[i]
        want[at + 2 * i * k:at + (2 * i + 1) * k] = list(d0[i * k:(i + 1) * k])
        want[at + (2 * i + 1) * k:at + (2 * i + 2) * k] = list(d1[i * k:(i + 1) * k])
    assert out.tolist() == want


def test_storealign_intlv_has_no_mask_form() -> None:
    from ascsim import vector_uint8_t
    from ascsim.errors import AscTypeError

    from ._util import in_vf

    def body(_: Any, dst: Any) -> None:
        z = vector_uint8_t(np.zeros(256, np.uint8))
        asc_storealign_intlv(dst, z, z, vector_bool(np.ones(256, bool)))

    with pytest.raises(AscTypeError, match="no overload"):
        in_vf(np.zeros(32, np.uint8), body, out_bytes=512)


PACK_TYPES = [t for t in MOVABLE if t[2] >= 2]


@pytest.mark.parametrize("elem,cls,k", PACK_TYPES, ids=[t[0].name for t in PACK_TYPES])
@given(data=REG_BYTES, dm=MASK_BYTES, form=st.sampled_from(["plain", "offset", "addr"]))
@FAST
def test_storealign_pack_three_forms(elem: Any, cls: Any, k: int, data: bytes, dm: bytes, form: str) -> None:
    from ._util import in_vf

    src, mask = reg_of(cls, data), mask_of(dm)

    def body(_: Any, dst: Any) -> None:
        p = dst.cast(elem)  # a pointer of the register's own type
        if form == "plain":
            asc_storealign_pack(p, src, mask)
        elif form == "offset":
            asc_storealign_pack(p, src, 32 // k, mask)
        else:
            asc_storealign_pack(p, src, _addr_reg(64), mask)

    _, out = in_vf(np.zeros(32, np.uint8), body, out_bytes=256, fill=FILL)
    at = {"plain": 0, "offset": 32, "addr": 64}[form]
    # The low k/2 bytes of element i (little-endian) at at + i*k/2, where element i is active.
    assert out.tolist() == masked_store([FILL] * 256, at, data, bits_of(dm), k, k // 2)


@pytest.mark.parametrize("ptr_elem", [uint32_t, uint16_t, uint8_t], ids=lambda e: e.name)
@given(dm=MASK_BYTES)
@FAST
def test_mask_pack_keeps_every_second_bit(ptr_elem: Any, dm: bytes) -> None:
    from ._util import in_vf

    mask, bits = mask_of(dm), bits_of(dm)

    def body(_: Any, dst: Any) -> None:
        p = dst.cast(ptr_elem)
        asc_storealign_pack(p, mask)
        asc_storealign_pack(p, mask, 48)  # bytes; a packed mask needs 16-byte alignment only
        asc_storealign_pack(p, mask, _addr_reg(80))

    _, out = in_vf(np.zeros(32, np.uint8), body, out_bytes=128, fill=FILL)
    packed = [sum(int(bits[2 * (8 * j + b)]) << b for b in range(8)) for j in range(16)]
    want = [FILL] * 128
    for at in (0, 48, 80):
        want[at:at + 16] = packed
    assert out.tolist() == want
