"""The Unified Buffer and typed pointers."""

from functools import partial

import numpy as np
import pytest
from kernels import run_blocks as run_kernel

from ascsim import (
    Ptr,
    block_idx,
    float_,
    half,
    int16_t,
    set_check_mode,
    ub_array,
    uint8_t,
    uint16_t,
    uint32_t,
    vector_kernel,
)
from ascsim.errors import AscTypeError, AscValueError, ContextError, MemoryAccessError, UBExhaustedError

#: Every finding (uninitialised read, race, unpaired sync) is an error in these tests.
pytestmark = pytest.mark.usefixtures("strict_checks")

KIB = 1024


def test_ub_arrays_are_32_byte_aligned_and_disjoint() -> None:
    sizes = [(uint8_t, 1), (uint8_t, 3), (half, 17), (uint32_t, 9), (uint8_t, 64), (float_, 1), (uint8_t, 33)]

    def body():
        return [(ub_array(t, n), t.size * n) for t, n in sizes]

    arrays = run_kernel(body)[0]
    spans = []
    for ptr, nbytes in arrays:
        assert ptr.addr % 32 == 0
        spans.append((ptr.addr, ptr.addr + nbytes))
    spans.sort()
    for (_, end), (start, _) in zip(spans, spans[1:], strict=False):
        assert end <= start


def test_ub_holds_248_kib() -> None:
    """248 KiB fit; one byte more does not."""
    def exact():
        ub_array(uint8_t, 200 * KIB)
        ub_array(uint8_t, 48 * KIB)
        return True

    assert run_kernel(exact) == [True]

    def one_more():
        ub_array(uint8_t, 248 * KIB)
        ub_array(uint8_t, 1)

    with pytest.raises(UBExhaustedError):
        run_kernel(one_more)
    with pytest.raises(UBExhaustedError):
        run_kernel(lambda: ub_array(uint8_t, 248 * KIB + 1))


def test_ub_exhaustion_is_a_memory_access_error_with_a_hint() -> None:
    with pytest.raises(MemoryAccessError) as info:
        run_kernel(lambda: [ub_array(float_, 16 * KIB) for _ in range(4)])
    assert isinstance(info.value, UBExhaustedError)
    assert "UB" in str(info.value)


def test_each_block_has_its_own_ub() -> None:
    """Block 0 fills its array; block 1's array at the same address has never been written."""
    seen: dict[int, tuple[int, np.ndarray]] = {}

    @vector_kernel
    def kernel() -> None:
        a = ub_array(uint8_t, 64)
        if int(block_idx) == 0:
            a.write(np.full(64, 0xAB, np.uint8))
        previous = set_check_mode("off")
        try:
            seen[int(block_idx)] = (a.addr, a.read(64))
        finally:
            set_check_mode(previous)

    kernel[3]()
    assert seen[0][0] == seen[1][0] == seen[2][0]  # every block starts with an empty UB
    assert seen[0][1].tolist() == [0xAB] * 64
    assert not seen[1][1].any() and not seen[2][1].any()


def test_each_block_gets_the_whole_ub() -> None:
    """Block after block may use all 248 KiB: nothing carries over."""
    @vector_kernel
    def kernel() -> None:
        ub_array(uint8_t, 248 * KIB)

    kernel[4]()


def test_reading_ub_never_written_is_reported() -> None:
    from ascsim.errors import UninitializedError

    with pytest.raises(UninitializedError, match="never written"):
        run_kernel(lambda: ub_array(uint8_t, 32)[5])


def test_pointer_arithmetic_indexing_and_casts() -> None:
    def body():
        p = ub_array(uint16_t, 64)
        q = p + 5
        assert q.addr == p.addr + 10
        assert (q - 5) == p and q - p == 5
        assert (3 + p).addr == p.addr + 6
        p.write(np.arange(64, dtype=np.uint16) * 3)
        assert int(p[7]) == 21 and int(q[2]) == 21
        p[1] = -1  # stored as C does: uint16_t wraps
        assert int(p[1]) == 65535
        b = p.cast(uint8_t)
        assert b.addr == p.addr and b.elem is uint8_t
        assert int(b[2]) == 0xFF and int(b[3]) == 0xFF
        s = p.cast(int16_t)
        assert int(s[1]) == -1
        return p.read(4).tolist()

    assert run_kernel(body) == [[0, 65535, 6, 9]]


def test_pointer_reads_and_writes_outside_the_array() -> None:
    def past_end_read():
        p = ub_array(uint32_t, 8)
        p.write(np.zeros(8, np.uint32))
        return p[8]

    def before_start_write():
        p = ub_array(uint8_t, 64)
        p[-1] = 3  # before the first array: no allocation there

    def spanning_two_arrays():
        p = ub_array(uint8_t, 64)
        q = ub_array(uint8_t, 64)
        q.write(np.zeros(64, np.uint8))
        p.write(np.zeros(128, np.uint8))  # runs from p into q: still out of p

    def long_write():
        p = ub_array(uint8_t, 16)
        p.write(np.zeros(17, np.uint8))

    for body in (past_end_read, long_write, before_start_write, spanning_two_arrays):
        with pytest.raises(MemoryAccessError):
            run_kernel(body)


def test_ub_array_arguments_are_checked() -> None:
    for count in (0, -1, 2.5, True):
        with pytest.raises(AscValueError):
            run_kernel(partial(ub_array, uint8_t, count))  # type: ignore[arg-type]
    with pytest.raises(AscTypeError):
        run_kernel(lambda: ub_array(np.uint8, 4))  # type: ignore[arg-type]


def test_ub_array_outside_a_kernel() -> None:
    with pytest.raises(ContextError):
        ub_array(uint8_t, 32)


def test_ptr_repr_names_space_and_type() -> None:
    text = run_kernel(lambda: repr(ub_array(half, 16)))[0]
    assert "__ubuf__" in text and "half" in text
    assert isinstance(run_kernel(lambda: ub_array(half, 16))[0], Ptr)


def test_a_partly_written_buffer_read_many_times_is_reported_each_time_it_reads_the_gap() -> None:
    """Reads of the written part, however many, do not stop the check for the part never written."""
    from ascsim.runtime import check
    from ascsim.runtime.memory import Allocation, MemorySpace

    space = MemorySpace("gm")
    alloc = Allocation("gm", 0x1000, np.zeros(256, np.uint8), "a test buffer", track_init=True)
    space._insert(alloc)
    space.write(0x1000, np.ones(255, np.uint8), "fill")
    previous = check.set_mode("warn")
    findings = len(check.CHECKER.findings)
    try:
        with check.output(lambda line: None):
            for _ in range(200):
                space.read(0x1000, 255, "clean read")
            space.read(0x1000, 256, "read of the gap")
            got = [f.message for f in check.CHECKER.findings[findings:]]
            space.write(0x10FF, np.ones(1, np.uint8), "the last byte")
            for _ in range(200):
                space.read(0x1000, 256, "clean read of all")
            after = len(check.CHECKER.findings) - findings
    finally:
        del check.CHECKER.findings[findings:]
        check.CHECKER._seen.clear()
        check.set_mode(previous)
    assert len(got) == 1 and "read of the gap: reads 1 byte(s)" in got[0] and "offset 255" in got[0]
    assert after == 1 and alloc.init_full


def test_the_write_journal_keeps_one_entry_per_run_of_writes() -> None:
    """Writes one after another make one entry; a gap, a masked write or another allocation a new one."""
    from ascsim.runtime.memory import Allocation, MemorySpace

    space = MemorySpace("gm")
    a = Allocation("gm", 0x1000, np.zeros(256, np.uint8), "a", track_init=True)
    b = Allocation("gm", 0x2000, np.zeros(256, np.uint8), "b", track_init=True)
    space._insert(a)
    space._insert(b)
    space.journal = []
    for i in range(4):
        space.write(0x1000 + 4 * i, np.full(4, i, np.uint8), "scalar store")
    space.write(0x1020, np.ones(4, np.uint8), "after a gap")
    space.write(0x1024, np.ones(8, np.uint8), "masked", lanes=np.array([True, False] * 4))
    space.write(0x2000, np.ones(4, np.uint8), "other array")
    assert [(e[0].label, e[1], e[2], e[3] is None) for e in space.journal] == [
        ("a", 0, 16, True), ("a", 32, 4, True), ("a", 36, 7, False), ("b", 0, 4, True)]
