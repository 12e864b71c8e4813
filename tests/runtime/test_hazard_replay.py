"""The replay of a parallel launch records untouched GM accesses many at a time: the record it leaves,
and what a later access is told, are those of checking the accesses one by one."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from ascsim.runtime import check, hazard, hazard_replay, parallel
from ascsim.runtime.memory import GM, Allocation

PAGE = hazard.PAGE_BYTES


@pytest.fixture
def allocs() -> Iterator[tuple[Allocation, Allocation]]:
    """Two GM allocations of three pages each."""
    bases = [GM.alloc(3 * PAGE), GM.alloc(3 * PAGE)]
    found = [GM.allocation_at(b) for b in bases]
    assert found[0] is not None and found[1] is not None
    yield found[0], found[1]
    for b in bases:
        GM.free(b)


def gm(alloc: Allocation, lo: int, hi: int, kind: str, block: int, pipe: int = 2, clock: int = 1,
       lanes: Any = None) -> tuple[Any, ...]:
    return ("gm", alloc.base, lo, hi, kind, lanes, f"k.asc:{10 + block}", block, pipe, clock)


def one_by_one(tracker: hazard.Tracker, alloc: Allocation, events: list[tuple[Any, ...]]) -> None:
    for _, _, lo, hi, kind, lanes, where, block, pipe, clock in events:
        tracker.check_blocks(alloc, lo, hi, kind, lanes, block, pipe, clock, where)


def record(tracker: hazard.Tracker, alloc: Allocation) -> tuple[Any, ...]:
    """Everything the tracker holds for ``alloc``: per page its runs, and where each column last was."""
    sh = tracker.shared(alloc)
    pages = {lo: tuple((r.starts, r.vals) if r is not None else None for r in (pg.w, pg.r, pg.a))
             for lo, pg in sorted(sh.pages.items())}
    return pages, dict(sh.locs)


def tiles(alloc: Allocation, kind: str, blocks: range, size: int, first: int = 0) -> list[tuple[Any, ...]]:
    return [gm(alloc, first + b * size, first + (b + 1) * size, kind, b, pipe=2 if kind == "r" else 3)
            for b in blocks]


def test_tiles_read_and_written_leave_the_record_of_one_by_one(allocs: tuple[Allocation, Allocation]) -> None:
    x, z = allocs
    # 1.5 KiB tiles from 1 KiB on: some cross the first page's end; a block's read and write interleave.
    events = [e for b in range(90) for e in (tiles(x, "r", range(b, b + 1), 1536, 1024)
                                            + tiles(z, "w", range(b, b + 1), 1536, 1024))]
    fast, slow = hazard.Tracker(), hazard.Tracker()
    for alloc in (x, z):
        mine = [e for e in events if e[1] == alloc.base]
        assert hazard_replay.record_untouched(fast, alloc, mine)
        one_by_one(slow, alloc, mine)
        assert record(fast, alloc) == record(slow, alloc)
    # Both then tell a later block the same: block 95 writes what block 44 read (x: 1024 + 44 * 1536).
    told = []
    for tracker in (fast, slow):
        lines: list[str] = []
        check.CHECKER._seen.clear()
        with check.output(lines.append):
            tracker.check_blocks(x, 1024 + 44 * 1536 + 8, 1024 + 44 * 1536 + 16, "w", None, 95, 3, 1, "k.asc:99")
        told.append(lines)
    assert told[0] == told[1] and len(told[0]) == 1
    assert "block 95 writes" in told[0][0] and "block 44" in told[0][0] and "k.asc:54" in told[0][0]


def test_gaps_and_one_block_keep_their_runs(allocs: tuple[Allocation, Allocation]) -> None:
    """Reads with gaps between them, two of one block side by side (their records merge), all on one page."""
    x, _ = allocs
    events = [gm(x, 0, 64, "r", 1), gm(x, 64, 128, "r", 1), gm(x, 256, 320, "r", 2), gm(x, 320, 400, "w", 3)]
    fast, slow = hazard.Tracker(), hazard.Tracker()
    assert hazard_replay.record_untouched(fast, x, events)
    one_by_one(slow, x, events)
    assert record(fast, x) == record(slow, x)
    reads = fast.shared(x).pages[0].r
    assert reads is not None and reads.starts == [0, 128, 256, 320]  # blocks 1 (0-128), 2 (256-320)


@pytest.mark.parametrize("case", ["overlap", "atomic", "lanes", "touched"])
def test_what_may_be_reported_goes_one_by_one(case: str, allocs: tuple[Allocation, Allocation]) -> None:
    x, _ = allocs
    tracker = hazard.Tracker()
    events = [gm(x, 0, 256, "r", 0), gm(x, 256, 512, "w", 1)]
    if case == "overlap":
        events.append(gm(x, 500, 600, "r", 2))
    elif case == "atomic":
        events.append(gm(x, 1024, 1040, "a", 2))
    elif case == "lanes":
        events.append(gm(x, 1024, 1028, "w", 2, lanes=np.array([True, False, True, True])))
    else:
        one_by_one(tracker, x, [gm(x, 700, 710, "r", 5)])  # between the first and the last of them
        events.append(gm(x, 1024, 1040, "w", 2))
    before = record(tracker, x)
    assert not hazard_replay.record_untouched(tracker, x, events)
    assert record(tracker, x) == before


def test_accesses_after_a_finding_see_those_before_it(allocs: tuple[Allocation, Allocation]) -> None:
    """Block 1 writes, after a finding of its child, bytes block 0 read before it: the replay reports the
    race, as checking in the order they happened does."""
    x, _ = allocs
    finding = check.Finding("hazard", "something the child found", "k.asc:5", ("child", 1))
    result = {"events": [gm(x, 0, 64, "r", 0), ("finding", finding), gm(x, 0, 64, "w", 1), gm(x, 64, 128, "w", 1)],
              "changes": [], "error": None, "printed": False}
    lines: list[str] = []
    check.CHECKER._seen.clear()
    with check.output(lines.append):
        parallel._replay(result, hazard.Tracker())
    assert len(lines) == 2 and "something the child found" in lines[0]
    assert "block 1 writes" in lines[1] and "block 0" in lines[1] and "k.asc:10" in lines[1]
