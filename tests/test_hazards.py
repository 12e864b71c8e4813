"""The checker: races between pipes, missing asc_mem_bar, blocks sharing GM, and sync misuse are
reported with both program points; correctly synchronised kernels produce no finding."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest

from ascsim import *
from ascsim import acl, errors
from ascsim.runtime import check

HERE = __file__


@pytest.fixture(autouse=True)
def fresh_checker() -> Iterator[check.Checker]:
    """Warn mode with an empty record, so each test sees only its own findings."""
    previous = check.set_mode("warn")
    check.CHECKER.findings.clear()
    check.CHECKER._seen.clear()
    with check.output(lambda line: None):
        yield check.CHECKER
    check.CHECKER.findings.clear()
    check.set_mode(previous)


@pytest.fixture
def gm() -> Iterator[Callable[[int], int]]:
    """Device buffers filled from the host (so reading them is not an uninitialised read)."""
    acl.init()
    acl.rt.set_device(0)

    def make(nbytes: int) -> int:
        ptr, _ = acl.rt.malloc(nbytes, acl.ACL_MEM_MALLOC_HUGE_FIRST)
        host = np.arange(nbytes, dtype=np.uint8)
        acl.rt.memcpy(ptr, nbytes, acl.util.numpy_to_ptr(host), nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)
        return int(ptr)

    yield make
    with check.mode("off"):
        acl.finalize()


def kinds() -> list[str]:
    return [f.kind for f in check.CHECKER.findings]


def messages() -> str:
    return "\n".join(f"{f.location}: {f.message}" for f in check.CHECKER.findings)


@simd_vf
def copy_vf(dst: Any, src: Any) -> None:
    r = vector_uint8_t()
    asc_loadalign(r, src)
    asc_storealign(dst, r, asc_create_mask_b8(PAT_ALL))


def pipeline(sync_in: bool, sync_out: bool) -> Callable[[Any, Any], None]:
    @vector_kernel
    def kernel(out: gm_ptr[uint8_t], inp: gm_ptr[uint8_t]) -> None:
        a, b = ub_array(uint8_t, 256), ub_array(uint8_t, 256)
        asc_copy_gm2ub_align(a, inp, 256)
        if sync_in:
            asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0)
            asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0)
        copy_vf(b, a)
        if sync_out:
            asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0)
            asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0)
        asc_copy_ub2gm_align(out, b, 256)

    return kernel[1]


def test_synchronised_pipeline_has_no_finding(gm: Callable[[int], int]) -> None:
    pipeline(True, True)(gm(256), gm(256))
    assert kinds() == [], messages()


def test_missing_mte2_to_v_names_both_accesses(gm: Callable[[int], int]) -> None:
    pipeline(False, True)(gm(256), gm(256))
    assert kinds() == ["hazard"], messages()
    finding = check.CHECKER.findings[0]
    assert "PIPE_V reads UB" in finding.message and "PIPE_MTE2 wrote at" in finding.message
    assert HERE in finding.message, "the earlier access is named with its file:line"
    assert "asc_sync_wait(PIPE_MTE2, PIPE_V" in finding.message
    assert finding.location and finding.location.startswith(HERE)


def test_missing_v_to_mte3(gm: Callable[[int], int]) -> None:
    pipeline(True, False)(gm(256), gm(256))
    assert kinds() == ["hazard"] and "PIPE_MTE3 reads UB" in messages()


def test_a_wait_on_the_scalar_unit_orders_all_later_work(gm: Callable[[int], int]) -> None:
    """V -> S notify/wait: the scalar unit stalls until V's earlier work is done, and it issues the
    later MTE3 copy, so the copy is ordered after the VF without a V -> MTE3 flag of its own."""

    @vector_kernel
    def kernel(out: gm_ptr[uint8_t], inp: gm_ptr[uint8_t]) -> None:
        a, b = ub_array(uint8_t, 256), ub_array(uint8_t, 256)
        asc_copy_gm2ub_align(a, inp, 256)
        asc_sync_notify(PIPE_MTE2, PIPE_S, EVENT_ID0)
        asc_sync_wait(PIPE_MTE2, PIPE_S, EVENT_ID0)
        copy_vf(b, a)
        asc_sync_notify(PIPE_V, PIPE_S, EVENT_ID1)
        asc_sync_wait(PIPE_V, PIPE_S, EVENT_ID1)
        asc_copy_ub2gm_align(out, b, 256)

    kernel[1](gm(256), gm(256))
    assert kinds() == [], messages()


def test_a_wait_on_another_pipe_orders_only_that_pipe(gm: Callable[[int], int]) -> None:
    """V -> MTE2 orders the next GM -> UB copy, not an MTE3 copy of what V wrote."""

    @vector_kernel
    def kernel(out: gm_ptr[uint8_t], inp: gm_ptr[uint8_t]) -> None:
        a, b = ub_array(uint8_t, 256), ub_array(uint8_t, 256)
        asc_copy_gm2ub_align(a, inp, 256)
        asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0)
        asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0)
        copy_vf(b, a)
        asc_sync_notify(PIPE_V, PIPE_MTE2, EVENT_ID1)
        asc_sync_wait(PIPE_V, PIPE_MTE2, EVENT_ID1)
        asc_copy_ub2gm_align(out, b, 256)

    kernel[1](gm(256), gm(256))
    assert kinds() == ["hazard"] and "PIPE_MTE3 reads UB" in messages()


def test_error_mode_stops_at_the_racing_access(gm: Callable[[int], int]) -> None:
    with check.mode("error"), pytest.raises(errors.HazardError) as info:
        pipeline(False, True)(gm(256), gm(256))
    assert info.value.location and info.value.location.startswith(HERE)


def test_write_after_read_needs_a_sync(gm: Callable[[int], int]) -> None:
    """The copy engine refills a buffer the vector pipe may still be reading."""
    inp, out = gm(512), gm(256)

    def run(sync_back: bool) -> None:
        @vector_kernel
        def kernel(o: gm_ptr[uint8_t], i: gm_ptr[uint8_t]) -> None:
            a, b = ub_array(uint8_t, 256), ub_array(uint8_t, 256)
            asc_copy_gm2ub_align(a, i, 256)
            asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0)
            asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0)
            copy_vf(b, a)
            if sync_back:
                asc_sync_notify(PIPE_V, PIPE_MTE2, EVENT_ID1)
                asc_sync_wait(PIPE_V, PIPE_MTE2, EVENT_ID1)
            asc_copy_gm2ub_align(a, i + 256, 256)  # the next tile into the same buffer
            asc_sync()

        kernel[1](out, inp)

    run(True)
    assert kinds() == [], messages()
    run(False)
    assert kinds() == ["hazard"] and "PIPE_MTE2 writes UB" in messages() and "PIPE_V read at" in messages()


def test_a_barrier_orders_everything(gm: Callable[[int], int]) -> None:
    @vector_kernel
    def kernel(o: gm_ptr[uint8_t], i: gm_ptr[uint8_t]) -> None:
        a, b = ub_array(uint8_t, 256), ub_array(uint8_t, 256)
        asc_copy_gm2ub_align(a, i, 256)
        asc_sync()
        copy_vf(b, a)
        asc_sync()
        asc_copy_ub2gm_align(o, b, 256)

    kernel[1](gm(256), gm(256))
    assert kinds() == [], messages()


def test_masked_off_lanes_are_no_access(gm: Callable[[int], int]) -> None:
    """The vector store writes only the first half; the copy engine may read the second half freely."""
    @simd_vf
    def half_store(dst: Any) -> None:
        n = Ref(uint32_t, 128)
        asc_storealign(dst, vector_uint8_t(np.ones(256, np.uint8)), asc_update_mask_b8(n))

    def run(offset: int) -> None:
        @vector_kernel
        def kernel(o: gm_ptr[uint8_t]) -> None:
            b = ub_array(uint8_t, 256)
            fill_and_wait(b)
            half_store(b)
            asc_copy_ub2gm_align(o, b + offset, 128)  # no V -> MTE3 sync on purpose

        kernel[1](gm(256))

    run(128)
    assert kinds() == [], messages()
    run(0)
    assert kinds() == ["hazard"], messages()


@simd_vf
def _fill(dst: Any) -> None:
    asc_storealign(dst, vector_uint8_t(np.zeros(256, np.uint8)), asc_create_mask_b8(PAT_ALL))


def fill_and_wait(buf: Any) -> None:
    """Fill a UB array from a VF and wait for it, so later accesses see written, ordered bytes."""
    _fill(buf)
    asc_sync()


def test_store_then_load_in_one_vf_needs_mem_bar(gm: Callable[[int], int]) -> None:
    def run(bar: bool) -> None:
        @simd_vf
        def vf(scratch: Any) -> None:
            x = vector_uint8_t(np.arange(256, dtype=np.uint8))
            y = vector_uint8_t()
            asc_storealign(scratch, x, asc_create_mask_b8(PAT_ALL))
            if bar:
                asc_mem_bar(VST_VLD)
            asc_loadalign(y, scratch)

        @vector_kernel
        def kernel() -> None:
            vf(ub_array(uint8_t, 256))

        kernel[1]()

    run(True)
    assert kinds() == [], messages()
    run(False)
    assert kinds() == ["hazard"] and "asc_mem_bar" in messages()


def test_blocks_writing_the_same_gm(gm: Callable[[int], int]) -> None:
    def run(split: bool) -> None:
        @vector_kernel
        def kernel(o: gm_ptr[uint8_t]) -> None:
            b = ub_array(uint8_t, 256)
            fill_and_wait(b)
            asc_copy_ub2gm_align(o + (block_idx * 256 if split else 0), b, 256)

        kernel[4](gm(1024))

    run(True)
    assert kinds() == [], messages()
    run(False)
    assert kinds() == ["hazard"] and "another block" in messages()


def test_a_block_reading_what_another_wrote(gm: Callable[[int], int]) -> None:
    @vector_kernel
    def kernel(buf: gm_ptr[uint8_t]) -> None:
        b = ub_array(uint8_t, 256)
        if int(block_idx) == 0:
            fill_and_wait(b)
            asc_copy_ub2gm_align(buf, b, 256)
        else:
            asc_copy_gm2ub_align(b, buf, 256)
        asc_sync()

    kernel[2](gm(256))
    assert kinds() == ["hazard"] and "block 1 reads GM" in messages()


@pytest.mark.parametrize("body, text", [
    (lambda: (asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID2), asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID2),
              asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID2), asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID2)),
     "again before the matching asc_sync_wait"),
    (lambda: asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID3), "waits forever"),
    (lambda: (asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID1), asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0)),
     "waits forever"),
    (lambda: asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID4), "is never waited for"),
], ids=["notify twice", "wait without notify", "wrong event", "never waited"])
def test_sync_misuse(body: Callable[[], Any], text: str) -> None:
    @vector_kernel
    def kernel() -> None:
        body()

    kernel[1]()
    assert "sync" in kinds() and text in messages(), messages()


def test_warn_mode_prints_each_finding_once(gm: Callable[[int], int]) -> None:
    lines: list[str] = []
    with check.output(lines.append):
        for _ in range(3):
            pipeline(False, True)(gm(256), gm(256))
    assert len(lines) == 1 and ": warning: PIPE_V reads UB" in lines[0]
    assert check.summary() == "ascsim: 1 warning (hazard)"


def test_register_pressure_is_a_note_not_an_error() -> None:
    lines: list[str] = []

    @simd_vf
    def vf(count: int) -> None:
        regs = [vector_uint8_t(np.full(256, i, np.uint8)) for i in range(count)]
        masks = [asc_create_mask_b8(PAT_ALL) for _ in range(count // 4)]
        assert len(regs) + len(masks) > 0

    @vector_kernel
    def kernel(count: int) -> None:
        vf(count)

    with check.output(lines.append), check.mode("error"):
        kernel[1](8)
        assert lines == []
        kernel[1](40)
    assert len(lines) == 2, lines
    assert "40 vector registers live, more than the 32" in lines[0] and ": note: " in lines[0]
    assert "10 mask registers live, more than the 8" in lines[1]
    assert kinds() == []  # a note is not a finding


def test_device_memory_never_freed_is_noted_at_finalize() -> None:
    lines: list[str] = []
    acl.init()
    acl.rt.set_device(0)
    kept, _ = acl.rt.malloc(100, 0)
    freed, _ = acl.rt.malloc(50, 0)
    acl.rt.free(freed)
    with check.output(lines.append):
        assert acl.finalize() == acl.ACL_SUCCESS
    assert len(lines) == 1 and "1 device allocation(s), 100 bytes, never freed" in lines[0], lines
    assert f"0x{kept:x}" in lines[0]


def test_double_buffered_pipeline_has_no_finding(gm: Callable[[int], int]) -> None:
    """Two UB buffer pairs used in turn, with the events that hand each buffer between the copy
    engines and the vector pipe: the usual ping-pong kernel, correct, so silent."""
    tiles = 6
    src, dst = gm(256 * tiles), gm(256 * tiles)

    @vector_kernel
    def kernel(out: gm_ptr[uint8_t], inp: gm_ptr[uint8_t]) -> None:
        ins = [ub_array(uint8_t, 256), ub_array(uint8_t, 256)]
        outs = [ub_array(uint8_t, 256), ub_array(uint8_t, 256)]
        events = [EVENT_ID0, EVENT_ID1]
        for i in range(tiles):
            k, ev = i % 2, events[i % 2]
            if i >= 2:
                asc_sync_wait(PIPE_V, PIPE_MTE2, ev)  # the vector pipe is done with ins[k]
            asc_copy_gm2ub_align(ins[k], inp + i * 256, 256)
            asc_sync_notify(PIPE_MTE2, PIPE_V, ev)
            asc_sync_wait(PIPE_MTE2, PIPE_V, ev)
            if i >= 2:
                asc_sync_wait(PIPE_MTE3, PIPE_V, ev)  # the copy engine is done with outs[k]
            copy_vf(outs[k], ins[k])
            asc_sync_notify(PIPE_V, PIPE_MTE2, ev)
            asc_sync_notify(PIPE_V, PIPE_MTE3, ev)
            asc_sync_wait(PIPE_V, PIPE_MTE3, ev)
            asc_copy_ub2gm_align(out + i * 256, outs[k], 256)
            asc_sync_notify(PIPE_MTE3, PIPE_V, ev)
        for ev in events:  # drain the hand-backs of the last two tiles
            asc_sync_wait(PIPE_V, PIPE_MTE2, ev)
            asc_sync_wait(PIPE_MTE3, PIPE_V, ev)

    kernel[1](dst, src)
    assert kinds() == [], messages()
    host = np.zeros(256 * tiles, np.uint8)
    acl.rt.memcpy(acl.util.numpy_to_ptr(host), host.nbytes, dst, host.nbytes, acl.ACL_MEMCPY_DEVICE_TO_HOST)
    assert host.tolist() == (np.arange(256 * tiles) % 256).astype(np.uint8).tolist()


def test_double_buffered_pipeline_without_the_hand_back_races(gm: Callable[[int], int]) -> None:
    tiles = 4
    src, dst = gm(256 * tiles), gm(256 * tiles)

    @vector_kernel
    def kernel(out: gm_ptr[uint8_t], inp: gm_ptr[uint8_t]) -> None:
        ins = [ub_array(uint8_t, 256), ub_array(uint8_t, 256)]
        outs = [ub_array(uint8_t, 256), ub_array(uint8_t, 256)]
        for i in range(tiles):
            k = i % 2
            asc_copy_gm2ub_align(ins[k], inp + i * 256, 256)  # may overwrite what V still reads
            asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0)
            asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0)
            copy_vf(outs[k], ins[k])
            asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0)
            asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0)
            asc_copy_ub2gm_align(out + i * 256, outs[k], 256)

    kernel[1](dst, src)
    text = messages()
    assert "PIPE_MTE2 writes UB" in text and "PIPE_V read at" in text  # refill before V is done
    assert "PIPE_V writes UB" in text and "PIPE_MTE3 read at" in text  # V reuses outs[k] too early


def test_copying_back_device_bytes_no_kernel_wrote(gm: Callable[[int], int]) -> None:
    """The kernel fills only the first half of its output; the host copies back all of it."""
    out = acl.rt.malloc(512, acl.ACL_MEM_MALLOC_HUGE_FIRST)[0]

    @vector_kernel
    def kernel(o: gm_ptr[uint8_t]) -> None:
        b = ub_array(uint8_t, 256)
        fill_and_wait(b)
        asc_copy_ub2gm_align(o, b, 256)

    kernel[1](out)
    host = np.full(512, 7, np.uint8)
    assert acl.rt.memcpy(acl.util.numpy_to_ptr(host), 512, out, 512, acl.ACL_MEMCPY_DEVICE_TO_HOST) == 0
    assert kinds() == ["uninitialized"] and "256 byte(s)" in messages() and "first at offset 256" in messages()
    assert host[:256].tolist() == [0] * 256  # the copy went ahead, as on the chip
    with check.mode("error"), pytest.raises(errors.UninitializedError):
        acl.rt.memcpy(acl.util.numpy_to_ptr(host), 512, out, 512, acl.ACL_MEMCPY_DEVICE_TO_HOST)
