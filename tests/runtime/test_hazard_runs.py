"""The run-length records of the cross-block GM check agree with a plain per-byte array."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ascsim.runtime.hazard import _Runs

#: Every finding (uninitialised read, race, unpaired sync) is an error in these tests.
pytestmark = pytest.mark.usefixtures("strict_checks")

SIZE = 64


@st.composite
def _ops(draw):
    """A sequence of fills (with or without lanes) and puts on ranges of a SIZE-byte record."""
    ops = []
    for _ in range(draw(st.integers(1, 12))):
        lo = draw(st.integers(0, SIZE - 1))
        hi = draw(st.integers(lo + 1, SIZE))
        kind = draw(st.sampled_from(["fill", "lanes", "put"]))
        if kind == "put":
            vals = draw(st.lists(st.integers(-2, 3), min_size=hi - lo, max_size=hi - lo))
            ops.append((kind, lo, hi, np.array(vals, np.int64)))
        elif kind == "lanes":
            flags = draw(st.lists(st.booleans(), min_size=hi - lo, max_size=hi - lo))
            ops.append((kind, lo, hi, (draw(st.integers(-2, 3)), np.array(flags))))
        else:
            ops.append((kind, lo, hi, draw(st.integers(-2, 3))))
    return ops


@settings(max_examples=300, deadline=None)
@given(_ops(), st.integers(-1, 0))
def test_runs_hold_what_a_byte_array_holds(ops, fill) -> None:
    runs = _Runs(SIZE, fill)
    dense = np.full(SIZE, fill, np.int64)
    for kind, lo, hi, arg in ops:
        if kind == "put":
            runs.put(lo, hi, arg)
            dense[lo:hi] = arg
        elif kind == "lanes":
            value, flags = arg
            runs.fill(lo, hi, value, flags)
            dense[lo:hi][flags] = value
        else:
            runs.fill(lo, hi, arg, None)
            dense[lo:hi] = arg
        # Every sub-range reads back as the byte array, and the runs are as few as the values allow.
        for a, b in ((0, SIZE), (lo, hi), (SIZE // 3, SIZE // 3 + 5)):
            np.testing.assert_array_equal(runs.get(a, b), dense[a:b])
            one = runs.value(a, b)
            assert (one is not None) == bool((dense[a:b] == dense[a]).all()) and one in (None, dense[a])
        changes = 1 + int(np.count_nonzero(dense[1:] != dense[:-1]))
        assert len(runs.vals) == changes and len(runs.starts) == changes
        assert runs.only(fill) == bool((dense == fill).all())


def test_a_page_filled_by_few_accesses_keeps_few_runs() -> None:
    runs = _Runs(1 << 16, -1)
    for i in range(16):
        runs.fill(i * 4096, (i + 1) * 4096, i, None)
    assert runs.vals == list(range(16)) and runs.starts == [i * 4096 for i in range(16)]


@st.composite
def _block_accesses(draw, syncs: bool = False):
    """Accesses by 3 blocks near a page boundary of the record: (block, pipe, kind, lo, hi, lanes,
    learns). ``learns`` (with ``syncs``) lists the blocks whose pipe's knowledge this block's pipe
    takes in just before the access (a cross-block wait), all on one pipe."""
    from ascsim.runtime.hazard import _PAGE

    out = []
    for _ in range(draw(st.integers(2, 10))):
        lo = draw(st.integers(_PAGE - 24, _PAGE + 16))
        hi = draw(st.integers(lo + 1, lo + 24))
        strided = draw(st.booleans())
        lanes = np.array(draw(st.lists(st.booleans(), min_size=hi - lo, max_size=hi - lo))) if strided else None
        pipe = 2 if syncs else draw(st.integers(0, 3))
        learns = draw(st.lists(st.integers(0, 2), max_size=2)) if syncs else []
        out.append((draw(st.integers(0, 2)), pipe, draw(st.sampled_from("rwa")), lo, hi, lanes, learns))
    return out


def _first_reported(accesses) -> tuple[int | None, int | None]:
    """(the first access the record reports, the other block it names), with the blocks' knowledge
    of each other kept as in a launch: a wait takes in the whole snapshot of the arriving pipe."""
    import re

    from ascsim.runtime import check
    from ascsim.runtime.hazard import _NP, _PAGE, Tracker
    from ascsim.runtime.memory import Allocation

    tracker = Tracker()
    alloc = Allocation("gm", 0x1000, np.zeros(_PAGE + 64, np.uint8), "a test buffer", track_init=False)
    know = [np.zeros((_NP, 3 * _NP), np.int64) for _ in range(3)]
    previous = check.set_mode("warn")
    check.CHECKER.findings.clear()
    check.CHECKER._seen.clear()
    try:
        with check.output(lambda line: None):
            for k, (block, pipe, kind, lo, hi, lanes, learns) in enumerate(accesses):
                for other in learns:
                    np.maximum(know[block][pipe], know[other][pipe], out=know[block][pipe])
                know[block][pipe, block * _NP + pipe] = k + 1
                tracker._blocks(alloc, lo, hi, kind, lanes, block, pipe, k + 1, know[block], f"t.asc:{k}")
                if check.CHECKER.findings:
                    named = re.search(r"\(block (\d+),", check.CHECKER.findings[0].message)
                    return k, int(named.group(1)) if named else None
    finally:
        check.CHECKER.findings.clear()
        check.CHECKER._seen.clear()
        check.set_mode(previous)
    return None, None


def _first_conflict(accesses) -> tuple[int | None, set[int]]:
    """From the whole history: the first access sharing a byte with an earlier one of another block
    that it does not know of, unless both read or both update atomically; and those blocks."""
    from ascsim.runtime.hazard import _NP

    def touched(lo, hi, lanes):
        return set(range(lo, hi)) if lanes is None else {lo + int(i) for i in np.flatnonzero(lanes)}

    know = [np.zeros((_NP, 3 * _NP), np.int64) for _ in range(3)]
    for k, (block, pipe, kind, lo, hi, lanes, learns) in enumerate(accesses):
        for other in learns:
            np.maximum(know[block][pipe], know[other][pipe], out=know[block][pipe])
        know[block][pipe, block * _NP + pipe] = k + 1
        mine = touched(lo, hi, lanes)
        blocks = {b for j, (b, p, other, l2, h2, ln2, _) in enumerate(accesses[:k])
                  if b != block and not (kind == other == "r" or kind == other == "a")
                  and know[block][pipe, b * _NP + p] < j + 1 and mine & touched(l2, h2, ln2)}
        if blocks:
            return k, blocks
    return None, set()


@settings(max_examples=300, deadline=None)
@given(_block_accesses())
def test_cross_block_record_finds_the_first_conflict_a_history_finds(accesses) -> None:
    """With no ordering between blocks, the first access reported is the first that shares a byte
    with an earlier access of another block, unless both read or both update atomically."""
    got, named = _first_reported(accesses)
    expected, blocks = _first_conflict(accesses)
    assert got == expected
    assert got is None or named in blocks


@settings(max_examples=300, deadline=None)
@given(_block_accesses(syncs=True))
def test_cross_block_record_honours_what_blocks_know_of_each_other(accesses) -> None:
    """Accesses another block waited for are ordered: the record keeps every unordered reader."""
    got, named = _first_reported(accesses)
    expected, blocks = _first_conflict(accesses)
    assert got == expected
    assert got is None or named in blocks


@pytest.mark.parametrize("lanes", [None, np.array([True, False] * 8)], ids=["contiguous", "strided"])
def test_a_third_reader_stays_on_record(lanes) -> None:
    """Blocks 0, 1 and 2 read the same bytes; block 0 then writes them knowing of block 1's read but
    not of block 2's: that read is the race."""
    from ascsim.runtime.hazard import _PAGE

    lo = _PAGE - 8
    reads: list[tuple[object, ...]] = [(b, 2, "r", lo, lo + 16, lanes, []) for b in (0, 1, 2)]
    write = (0, 2, "w", lo, lo + 16, lanes, [1])
    assert _first_reported([*reads, write]) == (3, 2)
    assert _first_conflict([*reads, write]) == (3, {2})
