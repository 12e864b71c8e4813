"""The control-register functions of the newer headers: saturation flags and strategy (CTRL fields, the
encoding of the vendor's dav-3510 implementation), the scalar L2 cache modes (CTRL[19:16], [23:20]),
the idle slots of the issue queues (a model value: every queue empty), asc_nop, asc_load_dev, the int32
atomic setters and asc_disable_dma_atomic, asc_sync_vec(id) and asc_lock with the new mode name."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from kernels import strict

from ascsim import (
    ASC_LOCK_BLOCK,
    PIPE_V,
    acl,
    asc_disable_dma_atomic,
    asc_get_ctrl,
    asc_get_pipe_fix_idle_slot_count,
    asc_get_pipe_m_idle_slot_count,
    asc_get_pipe_mte1_idle_slot_count,
    asc_get_pipe_mte2_idle_slot_count,
    asc_get_pipe_mte3_idle_slot_count,
    asc_get_pipe_v_idle_slot_count,
    asc_get_saturation_flag,
    asc_get_saturation_strategy,
    asc_get_scalar_load_cache_mode,
    asc_get_scalar_store_cache_mode,
    asc_load_dev,
    asc_lock,
    asc_nop,
    asc_set_atomic_add_int32,
    asc_set_atomic_max_int32,
    asc_set_atomic_min_int32,
    asc_set_saturation_flag,
    asc_set_saturation_strategy,
    asc_set_scalar_cache_mode,
    asc_sync_vec,
    asc_unlock,
    cube_kernel,
    gm_ptr,
    int8_t,
    int16_t,
    int32_t,
    int64_t,
    uint8_t,
    uint16_t,
    uint32_t,
    uint64_t,
    vector_kernel,
)
from ascsim.errors import AscError
from ascsim.runtime.context import CTX
from ascsim.spec.enums import (
    asc_load_l2_cache_mode,
    asc_override_strategy,
    asc_saturation_mode,
    asc_store_l2_cache_mode,
)


@pytest.fixture(autouse=True)
def _strict() -> Iterator[None]:
    yield from strict()


def once(fn: Any, kernel: Any = vector_kernel) -> Any:
    out: list[Any] = []
    kernel(lambda: out.append(fn()))[1]()
    return out[0]


def test_saturation_flags_are_ctrl_bits() -> None:
    def run() -> tuple[Any, ...]:
        reset = tuple(asc_get_saturation_flag(m) for m in asc_saturation_mode)
        asc_set_saturation_flag(asc_saturation_mode.INT, True)
        asc_set_saturation_flag(asc_saturation_mode.FLOAT, False)
        asc_set_saturation_flag(asc_saturation_mode.CAST, True)
        asc_set_saturation_flag(asc_saturation_mode.FLOAT8, False)
        after = tuple(asc_get_saturation_flag(m) for m in asc_saturation_mode)
        ctrl = asc_get_ctrl()
        s0 = asc_get_saturation_strategy()
        asc_set_saturation_strategy(asc_override_strategy.USE_GLOBAL)
        return reset, after, ctrl, s0, asc_get_saturation_strategy(), asc_get_ctrl()

    reset, after, ctrl, s0, s1, ctrl2 = once(run)
    # CTRL 0 at reset: FLOAT, FLOAT8 and CAST saturate (their bit clear), INT does not (its bit clear).
    assert reset == (True, True, False, True)
    assert after == (False, False, True, True)
    assert ctrl == (1 << 48) | (1 << 50) | (1 << 53)
    assert s0 is asc_override_strategy.USE_API and s1 is asc_override_strategy.USE_GLOBAL
    assert ctrl2 == ctrl | (1 << 60)


def test_saturation_rejects_other_enums() -> None:
    with pytest.raises(AscError):
        once(lambda: asc_set_saturation_flag(asc_load_l2_cache_mode.NOTALLOC_KEEP, True))


def test_scalar_cache_modes() -> None:
    def run() -> tuple[Any, ...]:
        r = (asc_get_scalar_load_cache_mode(), asc_get_scalar_store_cache_mode())
        asc_set_scalar_cache_mode(asc_load_l2_cache_mode.NOTALLOC_DROP)
        asc_set_scalar_cache_mode(asc_store_l2_cache_mode.NOTALLOC_CLEAN)
        return r + (asc_get_scalar_load_cache_mode(), asc_get_scalar_store_cache_mode(), asc_get_ctrl())

    got = once(run)
    assert got[:2] == (asc_load_l2_cache_mode.NORMAL_FIRST_VICTIM, asc_store_l2_cache_mode.NORMAL_FIRST_VICTIM)
    assert got[2] is asc_load_l2_cache_mode.NOTALLOC_DROP and got[3] is asc_store_l2_cache_mode.NOTALLOC_CLEAN
    assert got[4] == (6 << 16) | (4 << 20)


GETTERS = (asc_get_pipe_mte2_idle_slot_count, asc_get_pipe_mte3_idle_slot_count, asc_get_pipe_v_idle_slot_count,
           asc_get_pipe_m_idle_slot_count, asc_get_pipe_mte1_idle_slot_count, asc_get_pipe_fix_idle_slot_count)


def test_idle_slots_are_the_queue_sizes_on_their_core() -> None:
    # The page's table: MTE2 16 (both cores), MTE3 16 and V 32 (vector core), M 16, MTE1 32, FIX 32 (cube core).
    assert once(lambda: [int(g()) for g in GETTERS]) == [16, 16, 32, 0, 0, 0]
    assert once(lambda: [int(g()) for g in GETTERS], cube_kernel) == [16, 0, 0, 16, 32, 32]


def test_nop_atomics_sync_and_lock() -> None:
    def run() -> tuple[Any, ...]:
        assert CTX.ub is not None and CTX.sync is not None
        before = CTX.ub.issued
        asc_nop()
        issued = CTX.ub.issued - before
        modes = []
        for setter in (asc_set_atomic_add_int32, asc_set_atomic_max_int32, asc_set_atomic_min_int32,
                       asc_disable_dma_atomic):
            setter()
            m = CTX.sync.store_atomic
            modes.append(None if m is None else (m[0], m[1].name))
        asc_sync_vec(3)
        asc_lock(PIPE_V, 1, ASC_LOCK_BLOCK)
        asc_unlock(PIPE_V, 1, ASC_LOCK_BLOCK)
        return issued, modes

    issued, modes = once(run)
    assert issued == 1  # one instruction, no other effect
    assert modes == [("add", "int32_t"), ("max", "int32_t"), ("min", "int32_t"), None]


def test_sync_vec_rejects_an_event_out_of_range() -> None:
    with pytest.raises(AscError):
        once(lambda: asc_sync_vec(8))


def test_load_dev_every_type() -> None:
    acl.init()
    acl.rt.set_device(0)
    types = [int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t, int64_t, uint64_t]
    values = [-3, 250, -30000, 65000, -(2**31), 2**32 - 2, -(2**63) + 5, 2**64 - 7]
    host = np.zeros(8 * 16, np.uint8)
    for i, (t, v) in enumerate(zip(types, values, strict=True)):
        host[16 * i:16 * i + t.size] = np.array([v], t.np).view(np.uint8)
    ptr, _ = acl.rt.malloc(host.nbytes, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    acl.rt.memcpy(ptr, host.nbytes, acl.util.numpy_to_ptr(host), host.nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    got: list[Any] = []

    @vector_kernel
    def k(src: gm_ptr[uint8_t]) -> None:
        for i, t in enumerate(types):
            got.append(asc_load_dev((src + 16 * i).cast(t)))

    k[1](int(ptr))
    acl.rt.free(ptr)
    assert [int(g) for g in got] == values
    assert [np.asarray(g).dtype for g in got] == [t.np for t in types]
