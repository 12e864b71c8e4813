"""Blocks that run together: the cooperative schedule, flags between blocks as ordering edges, GM
atomics and store-atomic copies, deadlocks and bad input. Expected values come from plain numpy
loops written here; the programs tests/asc/blocks_*.asc are the C++ versions."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from frontend.asc_run import ASC_DIR, run_asc
from kernels import back, findings, gm_of, warn_session

from ascsim import *
from ascsim import acl
from ascsim.errors import AscError, AscTypeError, AscValueError, MemoryAccessError, SyncError, UnsupportedError
from ascsim.runtime import check
from ascsim.runtime.kernel import set_schedule_seed

HERE = Path(__file__).name
SEEDS = [None, 1, 2, 3, 7]


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    yield from warn_session()
    set_schedule_seed(None)
    set_jobs(1)



# ---------------------------------------------------------------------------------------------
# The schedule

def test_blocks_that_never_wait_run_in_order_on_the_calling_thread() -> None:
    seen: list[tuple[int, str]] = []

    @vector_kernel
    def k() -> None:
        seen.append((int(block_idx), threading.current_thread().name))

    k[5]()
    assert seen == [(b, threading.current_thread().name) for b in range(5)]


def test_barriers_interleave_the_blocks_round_robin() -> None:
    """Three rounds of a barrier of 3 blocks: each block logs, arrives and waits. A block runs until it
    waits; the last to arrive completes the barrier and goes on; then the next block after it in block
    order (cyclically) whose wait is satisfied runs."""
    log: list[tuple[int, int]] = []

    @vector_kernel
    def k() -> None:
        for r in range(3):
            log.append((r, int(block_idx)))
            asc_sync_inter_arrive(PIPE_S, int64_t(0))
            asc_sync_inter_wait(PIPE_S, int64_t(0))

    k[3]()
    assert log == [(0, 0), (0, 1), (0, 2), (1, 2), (1, 0), (1, 1), (2, 1), (2, 2), (2, 0)]
    assert check.CHECKER.findings == []


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_a_seed_shuffles_the_turns_but_keeps_the_barriers(seed: int) -> None:
    log: list[tuple[int, int]] = []

    @vector_kernel
    def k() -> None:
        for r in range(3):
            log.append((r, int(block_idx)))
            asc_sync_inter_arrive(PIPE_S, int64_t(0))
            asc_sync_inter_wait(PIPE_S, int64_t(0))

    set_schedule_seed(seed)
    k[4]()
    rounds = [r for r, _ in log]
    assert rounds == sorted(rounds) and len(log) == 12
    for r in range(3):
        assert sorted(b for rr, b in log if rr == r) == [0, 1, 2, 3]


def test_the_same_seed_gives_the_same_schedule() -> None:
    def run(seed: int) -> list[int]:
        log: list[int] = []

        @vector_kernel
        def k() -> None:
            log.append(int(block_idx))
            asc_sync_inter_arrive(PIPE_S, int64_t(5))
            log.append(10 + int(block_idx))
            asc_sync_inter_wait(PIPE_S, int64_t(5))
            log.append(20 + int(block_idx))

        set_schedule_seed(seed)
        k[5]()
        return log

    assert run(11) == run(11)
    assert len({tuple(run(s)) for s in range(1, 8)}) > 1, "different seeds give different interleavings"


# ---------------------------------------------------------------------------------------------
# Hand-off through GM (the Python version of blocks_handoff.asc)

def _handoff(wait: bool, deadlock: bool = False) -> tuple[np.ndarray, np.ndarray]:
    data = (np.arange(64, dtype=np.int32) * 7 + 1)
    src, mid, out = gm_of(data), gm_of(np.zeros(64, np.int32)), gm_of(np.zeros(64, np.int32))

    @vector_kernel
    def handoff(x: gm_ptr[int32_t], m: gm_ptr[int32_t], o: gm_ptr[int32_t]) -> None:
        buf = ub_array(int32_t, 64)
        if int(block_idx) == 0:
            asc_copy_gm2ub_align(buf, x, 256)
            asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0)
            asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0)
            asc_copy_ub2gm_align(m, buf, 256)
        asc_sync_inter_arrive(PIPE_MTE3, int64_t(1))
        if wait:
            asc_sync_inter_wait(PIPE_S, int64_t(1))
        if deadlock and int(block_idx) == 1:
            asc_sync_inter_wait(PIPE_S, int64_t(2))
        if int(block_idx) == 1:
            asc_copy_gm2ub_align(buf, m, 256)
            asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0)
            asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0)
            asc_copy_ub2gm_align(o, buf, 256)

    handoff[2](src, mid, out)
    return back(out, data), data


@pytest.mark.parametrize("seed", SEEDS)
def test_handoff_between_blocks_is_ordered_under_every_seed(seed: int | None) -> None:
    set_schedule_seed(seed)
    got, want = _handoff(wait=True)
    np.testing.assert_array_equal(got, want)
    assert check.CHECKER.findings == [], findings()


def test_handoff_without_the_wait_is_a_race_with_both_lines() -> None:
    _handoff(wait=False)
    text = findings()
    assert "block 1 reads GM" in text and f"{HERE}:" in text
    assert "another block (block 0, PIPE_MTE3 at" in text
    assert "more asc_sync_inter_arrive than asc_sync_inter_wait" in text


def test_a_wait_nobody_satisfies_is_a_deadlock() -> None:
    with pytest.raises(SyncError) as e:
        _handoff(wait=True, deadlock=True)
    msg = str(e.value)
    assert "deadlock" in msg and "block 1 waits in asc_sync_inter_wait(PIPE_S, 2)" in msg
    assert f"{HERE}:" in msg and "not arrived yet: blocks 0, 1" in msg


def test_handoff_with_jobs_runs_in_one_process() -> None:
    set_jobs(3)
    got, want = _handoff(wait=True)
    np.testing.assert_array_equal(got, want)
    assert check.CHECKER.findings == [], findings()


def test_subblock_flags_synchronise_a_group_of_one() -> None:
    @vector_kernel
    def k() -> None:
        asc_sync_subblock_arrive(PIPE_S, int64_t(4))
        asc_sync_subblock_wait(PIPE_S, uint8_t(4))

    k[3]()
    assert check.CHECKER.findings == [], findings()


# ---------------------------------------------------------------------------------------------
# Atomics

def _sum_kernel() -> Any:
    @vector_kernel
    def ksum(x: gm_ptr[float_], out: gm_ptr[float_], count: gm_ptr[uint32_t]) -> None:
        buf = ub_array(float_, 64)
        asc_copy_gm2ub_align(buf, x + block_idx * 64, 256)
        asc_sync_notify(PIPE_MTE2, PIPE_MTE3, EVENT_ID0)
        asc_sync_wait(PIPE_MTE2, PIPE_MTE3, EVENT_ID0)
        asc_set_atomic_add_float()
        asc_copy_ub2gm_align(out, buf, 256)
        asc_set_atomic_none()
        asc_atomic_inc(count, uint32_t(1000))
    return ksum


@pytest.mark.parametrize("seed", SEEDS)
def test_sum_across_8_blocks_with_atomic_add_copies(seed: int | None) -> None:
    x = np.random.default_rng(5).standard_normal(8 * 64).astype(np.float32)
    xd, od, cd = gm_of(x), gm_of(np.zeros(64, np.float32)), gm_of(np.zeros(8, np.uint32))
    set_schedule_seed(seed)
    _sum_kernel()[8](xd, od, cd)
    # Floats round after every add: the blocks add in the order they run. Check against the sum in
    # that order, which the kernel cannot change for exactly representable values: use block order
    # when no seed is set, else compare to a tolerance and exactness of a permuted order.
    got = back(od, np.zeros(64, np.float32))
    want = np.zeros(64, np.float32)
    for b in range(8):
        want = (want.astype(np.float64) + x[b * 64:(b + 1) * 64]).astype(np.float32)
    if seed is None:
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
    assert back(cd, np.zeros(8, np.uint32))[0] == 8
    assert check.CHECKER.findings == [], findings()


def test_sum_with_jobs_gives_the_serial_result() -> None:
    x = np.arange(8 * 64, dtype=np.float32) * 0.25
    xd, od, cd = gm_of(x), gm_of(np.zeros(64, np.float32)), gm_of(np.zeros(8, np.uint32))
    set_jobs(4)
    _sum_kernel()[8](xd, od, cd)
    np.testing.assert_array_equal(back(od, np.zeros(64, np.float32)), x.reshape(8, 64).sum(axis=0))
    assert check.CHECKER.findings == [], findings()


def test_a_plain_copy_racing_atomic_ones_is_reported() -> None:
    xd, od = gm_of(np.ones(64, np.int32)), gm_of(np.zeros(64, np.int32))

    @vector_kernel
    def k(x: gm_ptr[int32_t], o: gm_ptr[int32_t]) -> None:
        buf = ub_array(int32_t, 64)
        asc_copy_gm2ub_align(buf, x, 256)
        asc_sync()
        if int(block_idx) == 0:
            asc_set_atomic_add_int()
        asc_copy_ub2gm_align(o, buf, 256)
        asc_set_atomic_none()

    k[2](xd, od)
    assert "updated atomically" in findings()


@pytest.mark.parametrize("seed", [None, 4])
def test_scalar_atomics_from_many_blocks(seed: int | None) -> None:
    host = np.array([0, 0, 100, 0xF0F0, 50], np.int32)
    d = gm_of(host)
    olds: list[int] = []

    @vector_kernel
    def k(p: gm_ptr[int32_t]) -> None:
        b = int(block_idx)
        olds.append(int(asc_atomic_add(p, int32_t(b + 1))))
        asc_atomic_max(p + 1, int32_t(10 * b))
        asc_atomic_sub(p + 2, int32_t(b))
        asc_atomic_xor(p + 3, int32_t(1 << b))
        asc_atomic_cas(p + 4, int32_t(50), int32_t(-b))

    set_schedule_seed(seed)
    k[6](d)
    got = back(d, host)
    xor = 0xF0F0
    for b in range(6):
        xor ^= 1 << b
    assert got[0] == sum(range(1, 7)) and got[1] == 50 and got[2] == 100 - 15 and got[3] == xor
    assert got[4] in [-b for b in range(6)] and got[4] <= 0
    assert sorted(olds) == sorted({sum(range(1, j + 1)) for j in range(6)} | set()) or len(set(olds)) == 6
    assert check.CHECKER.findings == [], findings()


def test_atomic_page_examples() -> None:
    host = np.array([10, 0, 5, 0xF, 10], np.uint32)
    d = gm_of(host)
    ret: list[int] = []

    @vector_kernel
    def k(p: gm_ptr[uint32_t]) -> None:
        ret.append(int(asc_atomic_add(p, uint32_t(5))))       # 10 -> 15
        ret.append(int(asc_atomic_inc(p + 1, uint32_t(9))))   # 0 -> 1
        ret.append(int(asc_atomic_dec(p + 2, uint32_t(9))))   # 5 -> 4
        ret.append(int(asc_atomic_and(p + 3, uint32_t(6))))   # 0xF -> 6
        ret.append(int(asc_atomic_exch(p + 4, uint32_t(20))))  # 10 -> 20

    k[1](d)
    assert ret == [10, 0, 5, 0xF, 10]
    assert back(d, host).tolist() == [15, 1, 4, 6, 20]


def test_float_atomics_round_once() -> None:
    host = np.array([1.0, 2.0**-30, 3.0, -0.0], np.float32)
    d = gm_of(host)

    @vector_kernel
    def k(p: gm_ptr[float_]) -> None:
        asc_atomic_add(p, np.float32(2.0**-24))   # a tie: 1 + 2^-24 rounds to even (1.0)
        asc_atomic_add(p + 1, np.float32(1.0))
        asc_atomic_min(p + 2, np.float32(-np.inf))
        asc_atomic_max(p + 3, np.float32(0.0))

    k[1](d)
    got = back(d, host)
    assert got[0] == 1.0 and got[1] == np.float32(1.0 + 2.0**-30) and got[2] == -np.inf
    assert got[3] == 0.0 and not np.signbit(got[3])


def test_store_atomic_max_and_min_of_int8() -> None:
    a = np.array([1, -5, 100, -128] * 8, np.int8)
    b = np.array([2, -7, -100, 127] * 8, np.int8)
    for setter, want in ((asc_set_atomic_max_int8, np.maximum(a, b)), (asc_set_atomic_min_int8, np.minimum(a, b)),
                         (asc_set_atomic_add_int8, (a.astype(np.int16) + b).astype(np.int8))):
        od, sd = gm_of(a.copy()), gm_of(b)

        @vector_kernel
        def k(o: gm_ptr[int8_t], s: gm_ptr[int8_t], setter: Any = setter) -> None:
            buf = ub_array(int8_t, 32)
            asc_copy_gm2ub_align(buf, s, 32)
            asc_sync()
            setter()
            asc_copy_ub2gm_align(o, buf, 32)
            asc_set_atomic_none()

        k[1](od, sd, setter)
        np.testing.assert_array_equal(back(od, a), want)


# ---------------------------------------------------------------------------------------------
# Locks

def test_lock_orders_the_pipes_of_a_core() -> None:
    src = gm_of(np.arange(256, dtype=np.uint8))
    got: list[np.ndarray] = []

    @simd_vf
    def load(ub: Any) -> None:
        r = vector_uint8_t()
        asc_loadalign(r, ub)
        got.append(np.asarray(r).copy())

    @vector_kernel
    def k(s: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 256)
        asc_lock(PIPE_MTE2, uint8_t(3))
        asc_copy_gm2ub_align(ub, s, 256)
        asc_unlock(PIPE_MTE2, uint8_t(3))
        asc_lock(PIPE_V, uint8_t(3), ASC_LOCK_BLOCK)
        load(ub)
        asc_unlock(PIPE_V, uint8_t(3), ASC_LOCK_BLOCK)

    k[2](src)
    assert check.CHECKER.findings == [], findings()
    np.testing.assert_array_equal(got[0], np.arange(256))


def test_non_blocking_lock_orders_nothing() -> None:
    src = gm_of(np.arange(256, dtype=np.uint8))

    @simd_vf
    def load(ub: Any) -> None:
        asc_loadalign(vector_uint8_t(), ub)

    @vector_kernel
    def k(s: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 256)
        asc_lock(PIPE_MTE2, uint8_t(3), ASC_LOCK_NON_BLOCK)
        asc_copy_gm2ub_align(ub, s, 256)
        asc_unlock(PIPE_MTE2, uint8_t(3), ASC_LOCK_NON_BLOCK)
        asc_lock(PIPE_V, uint8_t(3), ASC_LOCK_NON_BLOCK)
        load(ub)
        asc_unlock(PIPE_V, uint8_t(3), ASC_LOCK_NON_BLOCK)

    k[1](src)
    assert "hazard" in [f.kind for f in check.CHECKER.findings]


# ---------------------------------------------------------------------------------------------
# Bad input: clear errors at the user's line

BAD: list[tuple[str, Callable[[], object], type[AscError], str]] = [
    ("flag 16", lambda: asc_sync_inter_arrive(PIPE_S, int64_t(16)), AscValueError, "[0, 15]"),
    ("negative flag", lambda: asc_sync_inter_wait(PIPE_S, int64_t(-1)), AscValueError, "[0, 15]"),
    ("PIPE_ALL arrive", lambda: asc_sync_inter_arrive(PIPE_ALL, int64_t(1)), AscValueError, "PIPE_ALL"),
    ("not a pipe", lambda: asc_sync_subblock_arrive(99, int64_t(1)), AscValueError, "not a pipe"),
    ("intra id 16 on a vector core", lambda: asc_sync_intra_arrive(PIPE_S, uint8_t(16)), AscValueError, "[0, 15]"),
    ("intra wait in a vector launch", lambda: asc_sync_intra_wait(PIPE_S, uint8_t(1)), SyncError, "deadlock"),
    ("block wait in a vector launch", lambda: asc_sync_block_wait(PIPE_S, int64_t(1)), SyncError, "cube core"),
    ("unlock not held", lambda: asc_unlock(PIPE_V, uint8_t(4)), SyncError, "not locked"),
    ("mutex 32", lambda: asc_lock(PIPE_V, uint8_t(32)), AscValueError, "[0, 31]"),
    ("nested lock", lambda: (asc_lock(PIPE_V, uint8_t(1)), asc_lock(PIPE_S, uint8_t(1))), SyncError, "nest"),
    ("mode mismatch", lambda: (asc_lock(PIPE_V, uint8_t(1)), asc_unlock(PIPE_V, uint8_t(1), ASC_LOCK_NON_BLOCK)),
     SyncError, "same mode"),
    ("v1 on this chip", lambda: asc_set_store_atomic_config_v1(uint16_t(1), uint16_t(0)), UnsupportedError,
     "not supported"),
    ("v2 type 3", lambda: asc_set_store_atomic_config_v2(uint16_t(3), uint16_t(2)), AscValueError, "type 3"),
    ("data barrier kind", lambda: asc_sync_data_barrier(9), AscValueError, "mem_dsb_t"),
]


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.parametrize("name,call,exc,text", BAD, ids=[b[0] for b in BAD])
def test_bad_input(name: str, call: Callable[[], object], exc: type[AscError], text: str) -> None:
    @vector_kernel
    def k() -> None:
        call()

    with pytest.raises(exc) as e:
        k[2]()
    assert text in str(e.value) and f"{HERE}:" in str(e.value), str(e.value)


def test_atomics_on_unsupported_types_and_misaligned_addresses() -> None:
    d = gm_of(np.zeros(16, np.int16))

    @vector_kernel
    def k16(p: gm_ptr[int16_t]) -> None:
        asc_atomic_add(p, int16_t(1))

    with pytest.raises(AscTypeError, match="no overload of asc_atomic_add"):
        k16[1](d)

    @vector_kernel
    def kmis(p: gm_ptr[uint8_t]) -> None:
        asc_atomic_add((p + 2).cast(int32_t), int32_t(1))

    with pytest.raises(MemoryAccessError, match="not 4-byte aligned"):
        kmis[1](d)


def test_a_lock_never_unlocked_is_reported() -> None:
    @vector_kernel
    def k() -> None:
        asc_lock(PIPE_MTE2, uint8_t(2))

    k[1]()
    assert "never unlocked" in findings()


# ---------------------------------------------------------------------------------------------
# The C++ programs


@pytest.mark.parametrize("seed", [None, 2, 5])
def test_handoff_program(seed: int | None) -> None:
    set_schedule_seed(seed)
    r = run_asc(ASC_DIR / "blocks_handoff.asc")
    assert r.rc == 0 and "handoff ok" in r.out and "warning" not in r.err, r.err


def test_handoff_program_without_the_wait() -> None:
    r = run_asc(ASC_DIR / "blocks_handoff.asc", ("NO_WAIT",))
    assert "blocks_handoff.asc:32: warning: block 1 reads GM" in r.err, r.err
    assert "block 0, PIPE_MTE3 at " in r.err and "blocks_handoff.asc:20)" in r.err


def test_handoff_program_deadlock() -> None:
    r = run_asc(ASC_DIR / "blocks_handoff.asc", ("DEADLOCK",))
    assert r.rc == 1 and "deadlock" in r.err, r.err
    assert "block 1 waits in asc_sync_inter_wait(PIPE_S, 2)" in r.err and "blocks_handoff.asc:28" in r.err


@pytest.mark.parametrize("seed", [None, 3, 8])
def test_atomic_sum_program(seed: int | None) -> None:
    set_schedule_seed(seed)
    r = run_asc(ASC_DIR / "blocks_atomic_sum.asc")
    assert r.rc == 0 and "sum ok blocks 8" in r.out and "warning" not in r.err, r.err


@pytest.mark.skipif(not hasattr(os, "fork"), reason="parallel blocks need fork")
def test_atomic_sum_program_with_jobs() -> None:
    set_jobs(3)
    r = run_asc(ASC_DIR / "blocks_atomic_sum.asc")
    assert r.rc == 0 and "sum ok blocks 8" in r.out and "warning" not in r.err, r.err





# ---------------------------------------------------------------------------------------------
# The cross-block record of a GM allocation covers what the blocks touch, not the allocation


@pytest.mark.parametrize(("first", "second", "race"), [
    (0, 1, False),                    # neighbouring tiles at the start
    (2**25, 2**25 - 1, False),        # far into the buffer, the second below the first
    (2**25, 2**25, True),             # the same tile: a race, at its real offset
    (5, 2**26 - 1, False),            # the window grows from one end of the buffer to the other
])
def test_huge_gm_buffer_checks_only_the_touched_tiles(first: int, second: int, race: bool) -> None:
    tile = 256  # bytes: 64 floats
    ptr, code = acl.rt.malloc(2**26 * tile, acl.ACL_MEM_MALLOC_HUGE_FIRST)  # 16 GiB of GM, hardly touched
    assert code == acl.ACL_SUCCESS
    base = int(ptr)

    @vector_kernel
    def store(z: gm_ptr[float_]) -> None:
        buf = ub_array(float_, 64)
        asc_duplicate(buf, float(int(block_idx) + 1), 64)
        asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0)
        asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0)
        asc_copy_ub2gm_align(z + (first if int(block_idx) == 0 else second) * 64, buf, tile)

    store[2](base)
    text = findings()
    assert ("block 1 writes GM" in text) is race, text
    if race:
        assert f"[0x{base + first * tile:x}, 0x{base + (first + 1) * tile:x})" in text
    else:
        assert back(base + second * tile, np.zeros(64, np.float32))[0] == 2.0
