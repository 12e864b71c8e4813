"""Aligned register loads/stores and GM<->UB copies, including every documented misuse."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ascsim import (
    PAT_ALL,
    PIPE_MTE2,
    PIPE_MTE3,
    PIPE_S,
    PIPE_V,
    acl,
    asc_copy_gm2ub_align,
    asc_copy_ub2gm_align,
    asc_create_mask_b8,
    asc_loadalign,
    asc_storealign,
    bfloat16_t,
    float_,
    gm_ptr,
    half,
    int32_t,
    simd_vf,
    ub_array,
    uint8_t,
    uint16_t,
    uint32_t,
    vector_bool,
    vector_half,
    vector_int32_t,
    vector_kernel,
    vector_uint8_t,
    vector_uint16_t,
    vector_uint32_t,
)
from ascsim.errors import AscTypeError, AscValueError, ContextError, MemoryAccessError
from ascsim.regs import vector_type

from ._util import FAST, UINT_OF_SIZE, device_buffer, from_device, order, raw, to_device

RNG = np.random.default_rng(11)


# ------------------------------------------------------------------------------------------------
# asc_loadalign


@pytest.mark.parametrize("elem,cls", [(uint8_t, vector_uint8_t), (half, vector_half), (int32_t, vector_int32_t),
                                      (uint16_t, vector_uint16_t)])
def test_loadalign_both_forms(elem, cls) -> None:
    image = RNG.integers(0, 256, 512, dtype=np.uint8)
    seen = {}

    @simd_vf
    def vf(p) -> None:
        out = cls()
        assert asc_loadalign(out, p) is None
        seen["out"] = out
        seen["ret"] = asc_loadalign(p)
        seen["ret32"] = asc_loadalign(p + 32 // elem.size)  # one 32-byte block further

    @vector_kernel
    def kernel() -> None:
        buf = ub_array(uint8_t, 512)
        buf.write(image)
        order(PIPE_S, PIPE_V)
        vf(buf.cast(elem))

    kernel[1]()
    assert type(seen["out"]) is cls and type(seen["ret"]) is cls
    np.testing.assert_array_equal(raw(seen["out"]).view(np.uint8), image[:256])
    np.testing.assert_array_equal(raw(seen["ret"]).view(np.uint8), image[:256])
    np.testing.assert_array_equal(raw(seen["ret32"]).view(np.uint8), image[32:288])


# ------------------------------------------------------------------------------------------------
# asc_storealign


def expected_store(old: np.ndarray, new: np.ndarray, bits: np.ndarray, k: int) -> np.ndarray:
    """Element i (bytes i*k .. i*k+k-1) takes the new bytes when mask bit i*k is set, else keeps the old."""
    out = old.copy()
    for i in range(256 // k):
        if bits[i * k]:
            out[i * k:(i + 1) * k] = new[i * k:(i + 1) * k]
    return out


@FAST
@given(k=st.sampled_from([1, 2, 4]), data=st.data())
def test_storealign_masked_bytes_keep_their_value(k: int, data) -> None:
    elem, cls = (uint8_t, vector_uint8_t) if k == 1 else (uint16_t, vector_uint16_t) if k == 2 else \
        (uint32_t, vector_uint32_t)
    old = np.frombuffer(data.draw(st.binary(min_size=256, max_size=256)), np.uint8).copy()
    new = np.frombuffer(data.draw(st.binary(min_size=256, max_size=256)), np.uint8).copy()
    bits = np.array(data.draw(st.lists(st.booleans(), min_size=256, max_size=256)), np.bool_)
    seen = {}

    @simd_vf
    def vf(p) -> None:
        asc_storealign(p, cls(new.view(UINT_OF_SIZE[k])), vector_bool(bits))

    @vector_kernel
    def kernel() -> None:
        buf = ub_array(uint8_t, 256)
        buf.write(old)
        order(PIPE_S, PIPE_V)
        vf(buf.cast(elem))
        order(PIPE_V, PIPE_S)
        seen["ub"] = buf.read(256)

    kernel[1]()
    np.testing.assert_array_equal(seen["ub"], expected_store(old, new, bits, k))


def test_storealign_at_an_aligned_offset() -> None:
    seen = {}

    @simd_vf
    def vf(p) -> None:
        asc_storealign(p + 64, vector_uint8_t(np.arange(256, dtype=np.uint8)), asc_create_mask_b8(PAT_ALL))

    @vector_kernel
    def kernel() -> None:
        buf = ub_array(uint8_t, 384)
        buf.write(np.full(384, 0xEE, np.uint8))
        order(PIPE_S, PIPE_V)
        vf(buf)
        order(PIPE_V, PIPE_S)
        seen["ub"] = buf.read(384)

    kernel[1]()
    assert seen["ub"][:64].tolist() == [0xEE] * 64
    assert seen["ub"][64:320].tolist() == list(range(256))
    assert seen["ub"][320:].tolist() == [0xEE] * 64


# ------------------------------------------------------------------------------------------------
# misuse of loads and stores


def _in_vf_with_ub(body, nbytes: int = 512, elem=uint8_t) -> None:
    """Run body(ptr) in a VF, ptr a fully written UB array of nbytes bytes seen as elem."""

    @simd_vf
    def vf(p) -> None:
        body(p)

    @vector_kernel
    def kernel() -> None:
        buf = ub_array(uint8_t, nbytes)
        buf.write(np.zeros(nbytes, np.uint8))
        order(PIPE_S, PIPE_V)
        vf(buf.cast(elem))

    kernel[1]()


MASK8 = vector_bool(np.ones(256, np.bool_))


@pytest.mark.parametrize("elem,offset", [(uint8_t, 1), (uint8_t, 16), (uint16_t, 1), (uint32_t, 4), (half, 15)])
@pytest.mark.parametrize("op", ["load_out", "load_ret", "store", "mask_load", "mask_store"])
def test_misaligned_ub_pointer_is_a_memory_error(elem, offset: int, op: str) -> None:
    def body(p) -> None:
        q = p + offset
        cls = vector_type(elem)
        if op == "load_out":
            asc_loadalign(cls(), q)
        elif op == "load_ret":
            asc_loadalign(q)
        elif op == "store":
            asc_storealign(q, cls(np.zeros(256 // elem.size, elem.np)), MASK8)
        elif op == "mask_load":
            asc_loadalign(vector_bool(), q.cast(uint32_t))
        else:
            asc_storealign(q.cast(uint32_t), MASK8)

    with pytest.raises(MemoryAccessError, match="aligned"):
        _in_vf_with_ub(body, elem=elem)


@pytest.mark.parametrize("op", ["load", "store", "store_past_end"])
def test_out_of_array_access_is_a_memory_error(op: str) -> None:
    def body(p) -> None:
        if op == "load":
            asc_loadalign(vector_uint8_t(), p)  # 256 bytes from a 128-byte array
        elif op == "store":
            asc_storealign(p, vector_uint8_t(np.zeros(256, np.uint8)), MASK8)
        else:
            asc_storealign(p + 96, vector_uint8_t(np.zeros(256, np.uint8)), MASK8)

    with pytest.raises(MemoryAccessError):
        _in_vf_with_ub(body, nbytes=128)


def test_load_store_type_mismatches() -> None:
    def load_wrong(p) -> None:
        asc_loadalign(vector_uint16_t(), p)  # __ubuf__ uint8_t* into vector_uint16_t

    def store_wrong(p) -> None:
        asc_storealign(p, vector_half(np.zeros(128, np.float16)), MASK8)

    def store_no_mask(p) -> None:
        asc_storealign(p, vector_uint8_t(np.zeros(256, np.uint8)), vector_uint8_t(np.zeros(256, np.uint8)))

    def load_not_ub(p) -> None:
        asc_loadalign(vector_uint8_t(), np.zeros(256, np.uint8))

    for body in (load_wrong, store_wrong, store_no_mask, load_not_ub):
        with pytest.raises(AscTypeError):
            _in_vf_with_ub(body)


def test_mask_load_needs_a_uint32_pointer() -> None:
    with pytest.raises(AscTypeError, match="uint32_t"):
        _in_vf_with_ub(lambda p: asc_loadalign(vector_bool(), p.cast(half)))


# ------------------------------------------------------------------------------------------------
# asc_copy_gm2ub_align / asc_copy_ub2gm_align


def _copy_kernel(elem, ub_bytes: int, prefill: int, copy_in, copy_out_bytes: int):
    """A kernel: UB array of ub_bytes prefilled with `prefill`, copy_in(ub, gm_in) on MTE2, then the
    whole array back to gm_out on MTE3."""

    @vector_kernel
    def kernel(gm_out: gm_ptr[elem], gm_in: gm_ptr[elem]) -> None:
        ub = ub_array(elem, ub_bytes // elem.size)
        ub.cast(uint8_t).write(np.full(ub_bytes, prefill, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        copy_in(ub, gm_in)
        order(PIPE_MTE2, PIPE_MTE3)
        asc_copy_ub2gm_align(gm_out, ub, copy_out_bytes)

    return kernel


@pytest.mark.parametrize("elem,dtype,nbytes", [
    (uint8_t, np.uint8, 256), (uint8_t, np.uint8, 37), (uint8_t, np.uint8, 1), (uint8_t, np.uint8, 95),
    (uint16_t, np.uint16, 40), (uint16_t, np.uint16, 2), (uint32_t, np.uint32, 20), (float_, np.float32, 100),
    (half, np.float16, 6), (bfloat16_t, np.uint16, 64),
])
def test_gm2ub_pads_the_tail_block_with_its_first_element(device, elem, dtype, nbytes: int) -> None:
    size = np.dtype(dtype).itemsize
    data = RNG.integers(0, 256, 256, dtype=np.uint8)
    ub_bytes = 288
    kernel = _copy_kernel(elem, ub_bytes, 0xC3, lambda ub, gm: asc_copy_gm2ub_align(ub, gm, nbytes), ub_bytes)
    gm_out = device_buffer(ub_bytes)
    kernel[1](gm_out, to_device(data[:nbytes]))
    got = from_device(gm_out, ub_bytes, np.uint8)
    padded_end = -(-nbytes // 32) * 32
    tail_start = (nbytes // 32) * 32
    expected = np.full(ub_bytes, 0xC3, np.uint8)
    expected[:nbytes] = data[:nbytes]
    for pos in range(nbytes, padded_end):  # bytes of the pad repeat the tail block's first element
        expected[pos] = data[tail_start + (pos - tail_start) % size]
    np.testing.assert_array_equal(got, expected)


def test_gm2ub_padding_stays_in_the_arrays_own_slot(device) -> None:
    """A 40-byte array padded to 64 bytes: the next array (32-byte aligned) is not touched."""
    data = np.arange(40, dtype=np.uint8) + 1
    seen = {}

    @vector_kernel
    def kernel(gm_in: gm_ptr[uint8_t]) -> None:
        a = ub_array(uint8_t, 40)
        b = ub_array(uint8_t, 32)
        b.write(np.full(32, 0x77, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        asc_copy_gm2ub_align(a, gm_in, 40)
        order(PIPE_MTE2, PIPE_S)
        seen["a"], seen["b"] = a.read(40), b.read(32)
        seen["gap"] = b.addr - a.addr

    kernel[1](to_device(data))
    assert seen["gap"] == 64
    np.testing.assert_array_equal(seen["a"], data)
    assert seen["b"].tolist() == [0x77] * 32


def test_gm2ub_padding_past_the_slot_is_an_error(device) -> None:
    @vector_kernel
    def kernel(gm_in: gm_ptr[uint8_t]) -> None:
        a = ub_array(uint8_t, 64)
        asc_copy_gm2ub_align(a + 32, gm_in, 40)  # 40 bytes at offset 32 pad to offset 96 > 64

    with pytest.raises(MemoryAccessError):
        kernel[1](to_device(np.zeros(64, np.uint8)))


def test_copy_round_trip_with_gm_offsets(device) -> None:
    """gm2ub from gm + 64 elements, ub2gm to gm + 32 elements: pointer arithmetic in elements."""
    data = RNG.integers(0, 2**16, 256, dtype=np.uint16)

    @vector_kernel
    def kernel(gm_out: gm_ptr[uint16_t], gm_in: gm_ptr[uint16_t]) -> None:
        ub = ub_array(uint16_t, 128)
        asc_copy_gm2ub_align(ub, gm_in + 64, 256)
        order(PIPE_MTE2, PIPE_MTE3)
        asc_copy_ub2gm_align(gm_out + 32, ub, 256)

    gm_out = to_device(np.zeros(256, np.uint16))
    kernel[1](gm_out, to_device(data))
    got = from_device(gm_out, 256, np.uint16)
    np.testing.assert_array_equal(got[32:160], data[64:192])
    assert not got[:32].any() and not got[160:].any()


@pytest.mark.parametrize("count,length,src_stride,dst_stride", [
    (3, 64, 96, 64),   # compact: UB stride == burst_len
    (3, 64, 64, 96),   # UB stride a multiple of 32... 96
    (4, 32, 80, 32),   # compact, whole blocks
    (2, 40, 50, 64),   # each 40-byte burst padded to 64 in UB
    (2, 40, 48, 40),   # compact, 80 bytes padded once to 96
    (1, 17, 0, 17),    # one short burst
])
def test_gm2ub_burst_form(device, count: int, length: int, src_stride: int, dst_stride: int) -> None:
    data = RNG.integers(0, 256, 512, dtype=np.uint8)
    ub_bytes = 512
    kernel = _copy_kernel(uint8_t, ub_bytes, 0x11,
                          lambda ub, gm: asc_copy_gm2ub_align(ub, gm, count, length, src_stride, dst_stride),
                          ub_bytes)
    gm_out = device_buffer(ub_bytes)
    kernel[1](gm_out, to_device(data))
    got = from_device(gm_out, ub_bytes, np.uint8)

    expected = np.full(ub_bytes, 0x11, np.uint8)
    if dst_stride == length and count > 1:  # compact: the bursts are one packed run, padded at its end
        run = np.concatenate([data[i * src_stride:i * src_stride + length] for i in range(count)])
        runs = [(0, run)]
    else:
        runs = [(i * dst_stride, data[i * src_stride:i * src_stride + length]) for i in range(count)]
    for start, chunk in runs:
        expected[start:start + chunk.size] = chunk
        tail = (chunk.size // 32) * 32
        for pos in range(chunk.size, -(-chunk.size // 32) * 32):
            expected[start + pos] = chunk[tail]
    np.testing.assert_array_equal(got, expected)


@pytest.mark.parametrize("count,length,src_stride,dst_stride", [(3, 64, 64, 100), (2, 32, 96, 32), (4, 20, 20, 30)])
def test_ub2gm_burst_form(device, count: int, length: int, src_stride: int, dst_stride: int) -> None:
    data = RNG.integers(0, 256, 512, dtype=np.uint8)
    seen = {}

    @vector_kernel
    def kernel(gm_out: gm_ptr[uint8_t], gm_in: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 512)
        asc_copy_gm2ub_align(ub, gm_in, 512)
        order(PIPE_MTE2, PIPE_MTE3)
        asc_copy_ub2gm_align(gm_out, ub, count, length, src_stride, dst_stride)
        seen["ok"] = True

    gm_out = device_buffer(512, 0x22)
    kernel[1](gm_out, to_device(data))
    got = from_device(gm_out, 512, np.uint8)
    expected = np.full(512, 0x22, np.uint8)
    for i in range(count):
        expected[i * dst_stride:i * dst_stride + length] = data[i * src_stride:i * src_stride + length]
    np.testing.assert_array_equal(got, expected)


def test_burst_ub_stride_must_be_compact_or_block_multiple(device) -> None:
    @vector_kernel
    def kernel(gm_in: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 512)
        asc_copy_gm2ub_align(ub, gm_in, 2, 64, 64, 80)

    with pytest.raises(AscValueError, match="32"):
        kernel[1](to_device(np.zeros(512, np.uint8)))


def test_copy_wrong_argument_count_and_values(device) -> None:
    gm = to_device(np.zeros(512, np.uint8))
    for sizes in [(1, 2), (1, 2, 3), (-5,), (2.5,), (True,)]:
        @vector_kernel
        def kernel(gm_in: gm_ptr[uint8_t]) -> None:
            ub = ub_array(uint8_t, 512)
            asc_copy_gm2ub_align(ub, gm_in, *sizes)  # noqa: B023 - run at once

        with pytest.raises(AscValueError):
            kernel[1](gm)


def test_copy_size_zero_copies_nothing(device) -> None:
    seen = {}

    @vector_kernel
    def kernel(gm_in: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 64)
        ub.write(np.full(64, 9, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        asc_copy_gm2ub_align(ub, gm_in, 0)
        order(PIPE_MTE2, PIPE_S)
        seen["ub"] = ub.read(64)

    kernel[1](to_device(np.zeros(64, np.uint8)))
    assert seen["ub"].tolist() == [9] * 64


@pytest.mark.parametrize("case", ["gm2ub_past_end", "gm2ub_offset_past_end", "ub2gm_past_end", "gm2ub_nowhere",
                                  "ub2gm_nowhere", "gm2ub_ub_too_small"])
def test_gm_access_outside_an_allocation(device, case: str) -> None:
    @vector_kernel
    def kernel(gm: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 512)
        ub.write(np.zeros(512, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        order(PIPE_S, PIPE_MTE3)
        if case == "gm2ub_past_end":
            asc_copy_gm2ub_align(ub, gm, 288)
        elif case == "gm2ub_offset_past_end":
            asc_copy_gm2ub_align(ub, gm + 200, 64)
        elif case == "ub2gm_past_end":
            asc_copy_ub2gm_align(gm, ub, 512)
        elif case in ("gm2ub_nowhere", "ub2gm_nowhere"):
            far = gm + 10**9
            if case == "gm2ub_nowhere":
                asc_copy_gm2ub_align(ub, far, 32)
            else:
                asc_copy_ub2gm_align(far, ub, 32)
        else:
            small = ub_array(uint8_t, 64)
            asc_copy_gm2ub_align(small, gm, 256)

    gm = to_device(np.zeros(256, np.uint8))
    with pytest.raises(MemoryAccessError):
        kernel[1](gm)


def test_gm_access_after_free(device) -> None:
    @vector_kernel
    def kernel(gm: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 256)
        asc_copy_gm2ub_align(ub, gm, 256)

    gm = to_device(np.zeros(256, np.uint8))
    assert acl.rt.free(gm) == acl.ACL_SUCCESS
    with pytest.raises(MemoryAccessError, match="freed"):
        kernel[1](gm)


def test_gm_address_that_was_never_allocated(device) -> None:
    @vector_kernel
    def kernel(gm: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 256)
        asc_copy_gm2ub_align(ub, gm, 256)

    with pytest.raises(MemoryAccessError):
        kernel[1](0x1234)


def test_copy_misaligned_ub_side(device) -> None:
    gm = to_device(np.zeros(512, np.uint8))

    @vector_kernel
    def kernel(gm_in: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 512)
        asc_copy_gm2ub_align(ub + 8, gm_in, 64)

    with pytest.raises(MemoryAccessError, match="aligned"):
        kernel[1](gm)

    @vector_kernel
    def kernel_out(gm_out: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 512)
        ub.write(np.zeros(512, np.uint8))
        order(PIPE_S, PIPE_MTE3)
        asc_copy_ub2gm_align(gm_out, ub + 4, 64)

    with pytest.raises(MemoryAccessError, match="aligned"):
        kernel_out[1](gm)


def test_copy_pointer_spaces_are_checked(device) -> None:
    gm = to_device(np.zeros(512, np.uint8))

    @vector_kernel
    def kernel(gm_in: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 512)
        asc_copy_gm2ub_align(gm_in, ub, 64)  # swapped

    with pytest.raises(AscTypeError):
        kernel[1](gm)


def test_copies_are_scalar_issued(device) -> None:
    gm = to_device(np.zeros(512, np.uint8))

    @simd_vf
    def vf(ub, g) -> None:
        asc_copy_gm2ub_align(ub, g, 64)

    @vector_kernel
    def kernel(gm_in: gm_ptr[uint8_t]) -> None:
        vf(ub_array(uint8_t, 64), gm_in)

    with pytest.raises(ContextError):
        kernel[1](gm)
    with pytest.raises(ContextError):
        asc_copy_ub2gm_align(None, None, 64)  # outside any launch
    with pytest.raises(ContextError):
        asc_copy_gm2ub_align(None, None, 64)


def test_load_return_form_from_a_pointer_no_register_holds() -> None:
    from ascsim import int64_t

    with pytest.raises(AscTypeError, match="int64_t"):
        _in_vf_with_ub(lambda p: asc_loadalign(p), elem=int64_t)
