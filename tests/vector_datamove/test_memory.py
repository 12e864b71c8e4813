"""Copies against the memory model: pointer offsets in elements, GM ranges outside any allocation,
freed or never allocated, zero-length copies and wrong argument lists."""

from __future__ import annotations

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
    asc_load_l2_cache_mode,
    gm_ptr,
    ub_array,
    uint8_t,
    uint16_t,
    vector_kernel,
)
from ascsim.errors import AscTypeError, MemoryAccessError

from ._ref import from_device, to_device

RNG = np.random.default_rng(11)


def test_round_trip_with_gm_offsets(device: None) -> None:
    """gm2ub from gm + 64 elements, ub2gm to gm + 32 elements: pointer arithmetic counts elements."""
    data = RNG.integers(0, 2**16, 256, dtype=np.uint16)

    @vector_kernel
    def kernel(gm_out: gm_ptr[uint16_t], gm_in: gm_ptr[uint16_t]) -> None:
        ub = ub_array(uint16_t, 128)
        asc_copy_gm2ub_align(ub, gm_in + 64, 256)
        order(PIPE_MTE2, PIPE_MTE3)
        asc_copy_ub2gm_align(gm_out + 32, ub, 256)

    gm_out = to_device(np.zeros(256, np.uint16))
    kernel[1](gm_out, to_device(data))
    got = from_device(gm_out, 512).view(np.uint16)
    np.testing.assert_array_equal(got[32:160], data[64:192])
    assert not got[:32].any() and not got[160:].any()


def test_zero_lengths_copy_nothing(device: None) -> None:
    """size 0 of a plain copy, n_burst 0 or len_burst 0: nothing is read or written (the align copies' size
    form rejects 0: tests/vector_datamove/test_align_size.py)."""
    seen = {}

    @vector_kernel
    def kernel(gm_in: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 64)
        ub.write(np.full(64, 9, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        far = gm_in + 10**6  # never dereferenced
        asc_copy_gm2ub(ub, far, 0, 32, 0, 0)
        asc_copy_gm2ub_align(ub, far, 4, 0, 0, 0, False, asc_load_l2_cache_mode.NORMAL_FIRST_VICTIM, 0, 0)
        asc_copy_ub2gm(far, ub, 0)
        order(PIPE_MTE2, PIPE_S)
        seen["ub"] = ub.read(64)

    kernel[1](to_device(np.zeros(64, np.uint8)))
    assert seen["ub"].tolist() == [9] * 64


@pytest.mark.parametrize("args", [(1, 2), (1, 2, 3), (1, 2, 3, 4, 5), (2.5,), ("32",)])
def test_wrong_argument_lists(device: None, args: tuple[Any, ...]) -> None:
    @vector_kernel
    def kernel(gm_in: gm_ptr[uint8_t]) -> None:
        asc_copy_gm2ub_align(ub_array(uint8_t, 512), gm_in, *args)

    with pytest.raises(AscTypeError, match="no overload of asc_copy_gm2ub_align"):
        kernel[1](to_device(np.zeros(512, np.uint8)))


@pytest.mark.parametrize("case", ["gm2ub_past_end", "gm2ub_offset_past_end", "ub2gm_past_end", "gm2ub_nowhere",
                                  "ub2gm_nowhere", "gm2ub_ub_too_small", "burst_past_end"])
def test_gm_access_outside_an_allocation(device: None, case: str) -> None:
    @vector_kernel
    def kernel(gm: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 512)
        ub.write(np.zeros(512, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        order(PIPE_S, PIPE_MTE3)
        if case == "gm2ub_past_end":
            asc_copy_gm2ub_align(ub, gm, 288)
        elif case == "gm2ub_offset_past_end":
            asc_copy_gm2ub_align(ub, gm + 224, 64)
        elif case == "ub2gm_past_end":
            asc_copy_ub2gm_align(gm, ub, 512)
        elif case == "gm2ub_nowhere":
            asc_copy_gm2ub_align(ub, gm + 10**9, 32)
        elif case == "ub2gm_nowhere":
            asc_copy_ub2gm_align(gm + 10**9, ub, 32)
        elif case == "burst_past_end":
            asc_copy_ub2gm(gm, ub, 2, 64, 200, 64)
        else:
            asc_copy_gm2ub_align(ub_array(uint8_t, 64), gm, 256)

    with pytest.raises(MemoryAccessError):
        kernel[1](to_device(np.zeros(256, np.uint8)))


def test_gm_access_after_free(device: None) -> None:
    @vector_kernel
    def kernel(gm: gm_ptr[uint8_t]) -> None:
        asc_copy_gm2ub_align(ub_array(uint8_t, 256), gm, 256)

    gm = to_device(np.zeros(256, np.uint8))
    assert acl.rt.free(gm) == acl.ACL_SUCCESS
    with pytest.raises(MemoryAccessError, match="freed"):
        kernel[1](gm)


def test_gm_address_that_was_never_allocated(device: None) -> None:
    @vector_kernel
    def kernel(gm: gm_ptr[uint8_t]) -> None:
        asc_copy_gm2ub_align(ub_array(uint8_t, 256), gm, 256)

    with pytest.raises(MemoryAccessError):
        kernel[1](0x1234)
