"""SIMT kernels written in Python (ascsim.simt) run by the lockstep engine: a gather with a bounds test,
and a block reduction with warp shuffles, asc_syncthreads and an atomic, against numpy; a divergent
barrier and an overload no form takes are reported."""

from __future__ import annotations

import numpy as np
import pytest
from kernels import back, device_buffer, findings, gm_of

from ascsim import float_, gm_ptr, int32_t, set_check_mode, uint32_t
from ascsim.errors import AscTypeError
from ascsim.runtime import check, simt_races
from ascsim.simt import (
    active,
    asc_atomic_add,
    asc_reduce_max,
    asc_shfl_down,
    asc_syncthreads,
    blockDim,
    blockIdx,
    clock,
    gridDim,
    laneid,
    simt_kernel,
    threadIdx,
)


@simt_kernel
def gather(src: gm_ptr[float_], index: gm_ptr[uint32_t], dst: gm_ptr[float_], n: int) -> None:
    i = blockIdx.x * blockDim.x + threadIdx.x
    with active(i < n):
        dst[i] = src[index[i]]


@simt_kernel
def block_sum(src: gm_ptr[float_], out: gm_ptr[float_], n: int) -> None:
    i = blockIdx.x * blockDim.x + threadIdx.x
    acc = np.zeros_like(i, dtype=np.float32)
    stride = gridDim.x * blockDim.x
    for k in range(0, n, int(stride)):  # a grid-stride loop: every thread the same trip count here
        with active(i + k < n):
            acc = np.where(i + k < n, acc + src[i + k], acc)
    d = 16
    while d:
        acc = acc + asc_shfl_down(acc, np.uint32(d))
        d //= 2
    asc_syncthreads()
    with active(laneid() == 0):
        asc_atomic_add(out, acc)


def test_gather(device: None) -> None:
    rng = np.random.default_rng(5)
    n = 1000
    src = rng.random(n, dtype=np.float32)
    index = rng.integers(0, n, n).astype(np.uint32)
    dst = device_buffer(n * 4)
    gather[(n + 255) // 256, 256](gm_of(src), gm_of(index), dst, n)
    assert (back(dst, src) == src[index]).all()


def test_block_sum(device: None) -> None:
    data = (np.arange(5000) % 13).astype(np.float32)
    out = gm_of(np.zeros(1, np.float32))
    block_sum[4, 128](gm_of(data), out, data.size)
    assert back(out, np.zeros(1, np.float32))[0] == data.sum()


def test_overload_by_element_type(device: None) -> None:
    @simt_kernel
    def k(out: gm_ptr[int32_t]) -> None:
        v = threadIdx.x.astype(np.int32)
        out[threadIdx.x] = asc_reduce_max(v)
        with pytest.raises(AscTypeError, match="no form takes these arguments"):
            asc_reduce_max(v.astype(np.int16))
    out = device_buffer(64 * 4)
    k[1, 64](out)
    assert back(out, np.zeros(64, np.int32)).tolist() == [31] * 32 + [63] * 32


def test_divergent_barrier_is_reported(device: None) -> None:
    @simt_kernel
    def k(out: gm_ptr[int32_t]) -> None:
        with active(threadIdx.x < 16):
            asc_syncthreads()
    previous = set_check_mode("warn")
    try:
        k[1, 32](device_buffer(4))
        assert "divergent asc_syncthreads()" in findings()
    finally:
        set_check_mode(previous)


def test_clock_grows(device: None) -> None:
    @simt_kernel
    def k(out: gm_ptr[int32_t]) -> None:
        start = clock()
        out[threadIdx.x] = (clock() - start).astype(np.int32)
    out = device_buffer(32 * 4)
    k[1, 32](out)
    assert (back(out, np.zeros(32, np.int32)) > 0).all()


def test_many_kept_reads_still_meet_the_write(device: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Reads wait for a write only up to a bound (then they are entered at once): a read entered that way
    still races with another thread's later write."""
    monkeypatch.setattr(simt_races, "_PENDING_LIMIT", 8)

    @simt_kernel
    def k(out: gm_ptr[int32_t]) -> None:
        v = out[(threadIdx.x * 5) % 64]  # scattered: kept as arrays, over the bound at once
        out[threadIdx.x] = v
    previous = set_check_mode("warn")
    try:
        k[1, 64](gm_of(np.zeros(64, np.int32)))
        assert "race between threads: thread (1, 0, 0) of block 0 writes offset 4" in findings()
        assert "which thread (13, 0, 0) of block 0 read" in findings()
    finally:
        set_check_mode(previous)


def test_an_allocation_too_large_for_race_records_is_noted_not_checked(device: None,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Beyond the limit of per-element race records the checker says once that it stops checking that
    allocation, and the kernel runs on (its results as without the checker)."""
    monkeypatch.setattr(simt_races, "_RECORD_LIMIT", 8)

    @simt_kernel
    def k(out: gm_ptr[int32_t]) -> None:
        out[(threadIdx.x * 5) % 64] = threadIdx.x.astype(np.int32)  # scattered: needs per-element records
        out[(threadIdx.x * 5) % 64] = threadIdx.x.astype(np.int32)
    lines: list[str] = []
    previous = set_check_mode("warn")
    try:
        out = gm_of(np.zeros(64, np.int32))
        with check.output(lines.append):
            k[1, 64](out)
    finally:
        set_check_mode(previous)
    notes = [line for line in lines if "races between SIMT threads are not checked" in line]
    assert len(notes) == 1, lines
    got = back(out, np.zeros(64, np.int32))
    assert got.tolist() == [next(t for t in range(64) if t * 5 % 64 == e) for e in range(64)]
