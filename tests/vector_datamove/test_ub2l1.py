"""asc_copy_ub2l1 and asc_copy_ub2l1_sync: UB -> L1 Buffer (``__cbuf__``) copies, through the Python facade
and a .asc program, against byte references written from the page (lengths and gaps in 32-byte blocks;
the size form is one burst of size/32 blocks, as the dav-3510 implementation issues it)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from frontend.asc_run import ASC_DIR, run_asc
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kernels import order

import ascsim.runtime.memory as rtmem
from ascsim import (
    PIPE_MTE2,
    PIPE_MTE3,
    PIPE_S,
    asc_copy_gm2ub_align,
    asc_copy_ub2l1,
    asc_copy_ub2l1_sync,
    cbuf_ptr,
    cube_kernel,
    gm_ptr,
    half,
    l1_array,
    ub_array,
    uint8_t,
    vector_kernel,
)
from ascsim.arch import L1_BYTES
from ascsim.errors import AscError, AscTypeError, ContextError, MemoryAccessError

from ._ref import BLOCK, to_device

FAST = settings(max_examples=30, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def ref_ub2l1(ub: np.ndarray, l1: np.ndarray, n_burst: int, len_blocks: int, src_gap: int,
              dst_gap: int) -> np.ndarray:
    """L1 bytes after the copy: burst i reads ``len_blocks`` blocks at block ``i*(len+src_gap)`` of UB and
    writes them at block ``i*(len+dst_gap)`` of L1; nothing else changes."""
    out = l1.copy()
    for i in range(n_burst):
        for b in range(len_blocks * BLOCK):
            out[i * (len_blocks + dst_gap) * BLOCK + b] = ub[i * (len_blocks + src_gap) * BLOCK + b]
    return out


def run_copy(ub_data: np.ndarray, l1_bytes: int, copy: Any, prefill: bool = True) -> np.ndarray:
    """L1 bytes after ``copy(l1, ub)`` from a UB array holding ``ub_data`` into an L1 array of ``l1_bytes``
    (prefilled with 0xC3 by a Python write when ``prefill``)."""
    got: dict[str, Any] = {}

    @vector_kernel
    def kernel(inp: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, ub_data.size)
        l1 = l1_array(uint8_t, l1_bytes)
        if prefill:
            l1.write(np.full(l1_bytes, 0xC3, np.uint8))
            order(PIPE_S, PIPE_MTE3)
        asc_copy_gm2ub_align(ub, inp, ub_data.size)
        order(PIPE_MTE2, PIPE_MTE3)
        copy(l1, ub)
        got["l1"] = l1

    kernel[1](to_device(ub_data))
    p = got["l1"]
    assert p.alloc is not None
    return p.alloc.data.copy()


@FAST
@given(n=st.integers(1, 4), length=st.integers(1, 3), sg=st.integers(0, 3), dg=st.integers(0, 3))
def test_burst_form(device: None, n: int, length: int, sg: int, dg: int) -> None:
    ub = np.random.default_rng(n * 64 + length * 16 + sg * 4 + dg).integers(0, 256, 1024, dtype=np.uint8)
    # the widest case writes (4-1)*(3+3)+3 = 21 blocks of L1
    got = run_copy(ub, 21 * 32, lambda d, s: asc_copy_ub2l1(d, s, n, length, sg, dg))
    assert np.array_equal(got, ref_ub2l1(ub, np.full(21 * 32, 0xC3, np.uint8), n, length, sg, dg))


@pytest.mark.parametrize("sync", [False, True])
@pytest.mark.parametrize("size", [32, 96, 512])
def test_size_forms(device: None, size: int, sync: bool) -> None:
    ub = np.arange(512, dtype=np.uint16).astype(np.uint8)
    f = asc_copy_ub2l1_sync if sync else asc_copy_ub2l1
    got = run_copy(ub, 544, lambda d, s: f(d.cast(half), s.cast(half), size))
    expect = np.full(544, 0xC3, np.uint8)
    expect[:size] = ub[:size]
    assert np.array_equal(got, expect)


def test_l1_tracks_uninitialised_bytes(device: None) -> None:
    """Bytes of an L1 array nobody wrote are reported when Python reads them (strict: an error)."""
    got: dict[str, Any] = {}

    @vector_kernel
    def kernel(inp: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 64)
        l1 = l1_array(uint8_t, 128)
        asc_copy_gm2ub_align(ub, inp, 64)
        order(PIPE_MTE2, PIPE_MTE3)
        asc_copy_ub2l1(l1, ub, 64)
        got["l1"] = l1

    kernel[1](to_device(np.arange(64, dtype=np.uint8)))
    l1 = got["l1"]
    assert np.array_equal(l1.read(64), np.arange(64))
    with pytest.raises(AscError, match="never written"):
        l1.read(65)


def _one(body: Any, core: str = "AIV") -> None:
    kern = vector_kernel if core == "AIV" else cube_kernel

    @kern
    def kernel(inp: gm_ptr[uint8_t]) -> None:
        body(inp)

    kernel[1](to_device(np.zeros(256, np.uint8)))


def test_race_without_sync(device: None) -> None:
    """MTE3 reads UB bytes that MTE2 is still writing: a race (an error under strict checking)."""
    def body(inp: Any) -> None:
        ub, l1 = ub_array(uint8_t, 64), l1_array(uint8_t, 64)
        asc_copy_gm2ub_align(ub, inp, 64)
        asc_copy_ub2l1(l1, ub, 64)
    with pytest.raises(AscError, match="PIPE_MTE3"):
        _one(body)


def test_race_on_l1_between_pipes(device: None) -> None:
    """L1 bytes are tracked by pipe like UB bytes: a Python (PIPE_S) read racing the MTE3 copy is found."""
    def body(inp: Any) -> None:
        ub, l1 = ub_array(uint8_t, 64), l1_array(uint8_t, 64)
        asc_copy_gm2ub_align(ub, inp, 64)
        order(PIPE_MTE2, PIPE_MTE3)
        asc_copy_ub2l1(l1, ub, 64)
        l1.read(64)
    with pytest.raises(AscError, match="L1"):
        _one(body)


@pytest.mark.parametrize("args,error", [
    ((40,), "not a multiple of 32"),
    ((96,), "past the end"),
    ((4096, 1, 0, 0), "n_burst = 4096 is out of range"),
    ((2, 1, 1, 1), "past the end"),
])
def test_misuse(device: None, args: tuple[int, ...], error: str) -> None:
    def body(inp: Any) -> None:
        ub, l1 = ub_array(uint8_t, 64), l1_array(uint8_t, 64)
        asc_copy_gm2ub_align(ub, inp, 64)
        order(PIPE_MTE2, PIPE_MTE3)
        asc_copy_ub2l1(l1, ub, *args)
    with pytest.raises(AscError, match=error):
        _one(body)


def test_pointer_checks(device: None) -> None:
    def misaligned(inp: Any) -> None:
        ub, l1 = ub_array(uint8_t, 64), l1_array(uint8_t, 64)
        asc_copy_gm2ub_align(ub, inp, 64)
        order(PIPE_MTE2, PIPE_MTE3)
        asc_copy_ub2l1(l1 + 4, ub, 32)
    with pytest.raises(MemoryAccessError, match="not 32-byte aligned"):
        _one(misaligned)

    def swapped(inp: Any) -> None:
        ub, l1 = ub_array(uint8_t, 64), l1_array(uint8_t, 64)
        asc_copy_ub2l1(ub, l1, 32)  # dst must be the L1 array
    with pytest.raises(AscTypeError):
        _one(swapped)


def test_cube_core_does_nothing(device: None) -> None:
    """On a cube core the copy is issued to no vector core: nothing is read or written."""
    got: dict[str, Any] = {}

    def body(inp: Any) -> None:
        ub, l1 = ub_array(uint8_t, 64), l1_array(uint8_t, 64)
        asc_copy_ub2l1(l1, ub, 64)  # UB never written: no uninitialised read either
        got["l1"] = l1
    _one(body, "AIC")
    assert got["l1"].alloc.init.sum() == 0


def test_l1_array_and_annotation(device: None) -> None:
    assert repr(cbuf_ptr[half]) == "cbuf_ptr[half]"
    with pytest.raises(ContextError, match="L1 Buffer"):
        l1_array(uint8_t, 8)

    def too_big(inp: Any) -> None:
        l1_array(uint8_t, L1_BYTES // 2)
        l1_array(uint8_t, L1_BYTES // 2 + 1)
    with pytest.raises(MemoryAccessError, match="bytes of L1"):
        _one(too_big)

    seen: list[Any] = []

    @vector_kernel
    def each_block() -> None:
        p = l1_array(half, 16)
        seen.append((repr(p), p.mem))
    each_block[2]()
    assert seen[0][0] == "(__cbuf__ half*)0x0" and seen[0][1] is not seen[1][1]  # one L1 per block


def test_asc_program(monkeypatch: pytest.MonkeyPatch) -> None:
    """tests/asc/datamove_ub2l1.asc: the bytes its __cbuf__ arrays end with."""
    arrays: list[Any] = []
    real = rtmem.l1_array

    def spy(elem: Any, count: int) -> Any:
        arrays.append(real(elem, count))
        return arrays[-1]
    monkeypatch.setattr(rtmem, "l1_array", spy)
    r = run_asc(ASC_DIR / "datamove_ub2l1.asc")
    assert r.rc == 0 and r.err == "", r.out + r.err
    assert r.out == "ub2l1 done\n"
    ub = (np.arange(512) * 7 + 3).astype(np.uint8)
    a, b = (p.alloc for p in arrays)
    expect_a = np.zeros(256, np.uint8)
    expect_a[:128] = ub[:128]
    expect_a = ref_ub2l1(ub[256:], expect_a[128:], 2, 1, 1, 1)
    assert np.array_equal(a.data[:128], ub[:128])
    assert np.array_equal(a.data[128:], expect_a)
    assert a.init.sum() == 128 + 64
    expect_b = ref_ub2l1(ub[128:], np.zeros(512, np.uint8), 3, 2, 2, 0)
    expect_b[384:448] = ub[448:512]
    assert np.array_equal(b.data, expect_b)
    assert b.init.sum() == 192 + 64
