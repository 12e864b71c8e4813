"""Kernels, VFs, launches, block variables and pipe synchronisation."""

from typing import Any

import numpy as np
import pytest
from kernels import device_buffer, from_device, order, run_vf, to_device
from kernels import run_blocks as run_kernel

from ascsim import (
    EVENT_ID0,
    EVENT_ID1,
    EVENT_ID2,
    EVENT_ID3,
    EVENT_ID4,
    EVENT_ID5,
    EVENT_ID6,
    EVENT_ID7,
    PAT_ALL,
    PIPE_ALL,
    PIPE_FIX,
    PIPE_M,
    PIPE_MTE1,
    PIPE_MTE2,
    PIPE_MTE3,
    PIPE_S,
    PIPE_V,
    Ptr,
    asc_copy_gm2ub_align,
    asc_create_mask_b8,
    asc_get_vf_len,
    asc_init,
    asc_loadalign,
    asc_sync,
    asc_sync_notify,
    asc_sync_wait,
    block_idx,
    block_num,
    gm_ptr,
    simd_vf,
    ub_array,
    uint8_t,
    uint32_t,
    vector_kernel,
    vector_uint8_t,
)
from ascsim.errors import AscTypeError, AscValueError, ContextError, HazardError, SyncError

#: Every finding (uninitialised read, race, unpaired sync) is an error in these tests.
pytestmark = pytest.mark.usefixtures("strict_checks")


def test_pipe_and_event_values() -> None:
    assert [int(p) for p in (PIPE_S, PIPE_V, PIPE_M, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_ALL, PIPE_FIX)] == \
        [0, 1, 2, 3, 4, 5, 6, 10]
    events = (EVENT_ID0, EVENT_ID1, EVENT_ID2, EVENT_ID3, EVENT_ID4, EVENT_ID5, EVENT_ID6, EVENT_ID7)
    assert [int(e) for e in events] == list(range(8))


def test_vf_len_is_256_bytes() -> None:
    assert asc_get_vf_len() == 256
    assert run_vf(asc_get_vf_len) == 256


@vector_kernel
def record_blocks(out: gm_ptr[uint32_t]) -> None:
    """Block b writes (block_idx, block_num) at out[2b], out[2b+1]."""
    slot = out + 2 * block_idx
    slot[0] = block_idx
    slot[1] = block_num


@pytest.mark.parametrize("config", [(1,), (3,), (8,), (5, 0), (4, 1024), (2, 0, None), (6, 256, "stream")])
def test_multi_block_launch_sets_block_idx_and_num(device, config) -> None:
    n = config[0]
    out = device_buffer(4 * 2 * n)
    launcher = record_blocks[config] if len(config) > 1 else record_blocks[n]
    launcher(out)
    got = from_device(out, 2 * n, np.uint32).reshape(n, 2)
    assert got[:, 0].tolist() == list(range(n))
    assert got[:, 1].tolist() == [n] * n


def test_numpy_integer_launch_configuration(device) -> None:
    n = np.int64(3)
    out = device_buffer(4 * 2 * 3)
    record_blocks[n, np.uint32(64)](out)
    assert from_device(out, 6, np.uint32).tolist() == [0, 3, 1, 3, 2, 3]


def test_block_variables_outside_a_launch() -> None:
    with pytest.raises(ContextError):
        int(block_idx)
    with pytest.raises(ContextError):
        int(block_num)


def test_block_variables_behave_as_ints_inside() -> None:
    def body():
        i, n = block_idx, block_num
        return (int(i), int(n), i == int(i), i < n, i + 1, 2 * i, n - i, i * 3, n // 2, n % 2, [10, 20, 30][i])

    got = run_kernel(body, blocks=3)
    for b, row in enumerate(got):
        assert row == (b, 3, True, True, b + 1, 2 * b, 3 - b, 3 * b, 1, 1, [10, 20, 30][b])


def test_kernel_parameters_become_typed_pointers(device) -> None:
    seen: dict[str, Any] = {}

    @vector_kernel
    def kernel(p: gm_ptr[uint32_t], q: gm_ptr[uint8_t], n: int) -> None:
        seen["p"], seen["q"], seen["n"] = p, q, n

    addr = device_buffer(64)
    kernel[1](addr, addr, 7)
    assert isinstance(seen["p"], Ptr) and seen["p"].elem is uint32_t and seen["p"].addr == addr
    assert seen["q"].elem is uint8_t and seen["q"].space == "gm"
    assert seen["n"] == 7
    assert (seen["p"] + 3).addr == addr + 12 and (seen["q"] + 3).addr == addr + 3


def test_kernel_parameter_of_the_wrong_kind(device) -> None:
    @vector_kernel
    def kernel(p: gm_ptr[uint8_t]) -> None:
        pass

    with pytest.raises(AscTypeError):
        kernel[1]("not a pointer")
    with pytest.raises(AscTypeError):
        kernel[1](1.5)


def test_kernel_needs_a_launch_configuration() -> None:
    @vector_kernel
    def kernel() -> None:
        pass

    with pytest.raises(ContextError, match=r"kernel\["):
        kernel()
    for bad in (0, -1, 1.5, True, "2"):
        with pytest.raises(AscValueError):
            kernel[bad]()
    with pytest.raises(AscValueError):
        kernel[1, -1]()
    with pytest.raises(AscValueError):
        kernel[1, 0, None, 4]()


def test_kernel_argument_count_is_checked() -> None:
    @vector_kernel
    def kernel(a, b) -> None:
        pass

    with pytest.raises(AscValueError, match="2"):
        kernel[1](1)


def test_launches_do_not_nest() -> None:
    @vector_kernel
    def inner() -> None:
        pass

    with pytest.raises(ContextError):
        run_kernel(lambda: inner[1]())


def test_state_is_reset_after_a_failing_kernel() -> None:
    def failing():
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        run_kernel(failing, blocks=2)
    with pytest.raises(ContextError):
        int(block_idx)
    assert run_kernel(lambda: int(block_num), blocks=2) == [2, 2]


def test_simd_vf_outside_a_kernel() -> None:
    @simd_vf
    def vf() -> None:
        pass

    with pytest.raises(ContextError):
        vf()


def test_vf_may_call_a_vf() -> None:
    @simd_vf
    def inner():
        return asc_create_mask_b8(PAT_ALL)

    @simd_vf
    def outer():
        return inner()

    @vector_kernel
    def kernel() -> None:
        seen.append(outer())

    seen: list = []
    kernel[1]()
    assert seen[0].written and np.asarray(seen[0]).all()


def test_scalar_calls_belong_to_the_kernel_not_the_vf() -> None:
    for call in (asc_init, asc_sync, lambda: asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0)):
        with pytest.raises(ContextError):
            run_vf(call)
        with pytest.raises(ContextError):
            call()


# ------------------------------------------------------------------------------------------------
# synchronisation bookkeeping


def test_matched_notify_and_wait_are_quiet() -> None:
    def body():
        asc_init()
        asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0)
        asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0)
        asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0)
        asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0)
        asc_sync()
        return True

    assert run_kernel(body) == [True]


def test_wait_without_notify_is_reported() -> None:
    with pytest.raises(SyncError, match="asc_sync_notify"):
        run_kernel(lambda: asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID3))


def test_notify_never_waited_is_reported_at_block_end() -> None:
    with pytest.raises(SyncError, match="never"):
        run_kernel(lambda: asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID1))


def test_double_notify_is_reported() -> None:
    def body():
        asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID2)
        asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID2)

    with pytest.raises(SyncError):
        run_kernel(body)


def test_bad_pipe_or_event_names_the_valid_ones() -> None:
    with pytest.raises(AscValueError) as info:
        run_kernel(lambda: asc_sync_notify(7, PIPE_V, EVENT_ID0))
    for name in ("PIPE_S", "PIPE_V", "PIPE_MTE2", "PIPE_MTE3", "PIPE_FIX"):
        assert name in str(info.value)
    with pytest.raises(AscValueError, match="EVENT_ID0"):
        run_kernel(lambda: asc_sync_wait(PIPE_V, PIPE_MTE3, 8))


def test_missing_sync_between_copy_and_vector_load_is_a_hazard(device) -> None:
    """The simulator runs in order, so this computes fine: but on the chip V could read before MTE2 wrote."""
    @simd_vf
    def vf(p) -> None:
        asc_loadalign(vector_uint8_t(), p)

    @vector_kernel
    def kernel(gm: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 256)
        asc_copy_gm2ub_align(ub, gm, 256)
        vf(ub)  # no asc_sync_notify/wait(PIPE_MTE2, PIPE_V, ...)

    gm = to_device(np.zeros(256, np.uint8))
    with pytest.raises(HazardError):
        kernel[1](gm)

    @vector_kernel
    def synced(gm: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 256)
        asc_copy_gm2ub_align(ub, gm, 256)
        order(PIPE_MTE2, PIPE_V)
        vf(ub)

    synced[1](gm)
