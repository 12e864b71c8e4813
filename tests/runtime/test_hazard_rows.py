"""The race checker's record of a batched VF loop (``hazard_rows.access_rows``) leaves what the same
accesses shown one at a time to ``Tracker.access`` leave: the vector pipe's records in the same
order, its clock, the prune counters and the ``asc_mem_bar`` state."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ascsim import errors
from ascsim.arch import Pipe
from ascsim.runtime import check
from ascsim.runtime.hazard import _NP, Clocks, Tracker, pipe_index
from ascsim.runtime.hazard_rows import RowSite, access_rows
from ascsim.runtime.memory import Allocation

SIZE = 8192
V = int(pipe_index(Pipe.PIPE_V) or 0)


def _tracker(epoch: int) -> Tracker:
    tracker = Tracker()
    tracker.new_block(0)
    sync = SimpleNamespace(clocks=Clocks())
    tracker.ctx = SimpleNamespace(sync=sync, track_idx=0, track_num=1, vf_depth=1, vf_epoch=epoch)
    return tracker


@st.composite
def _case(draw: Any) -> dict[str, Any]:
    n = draw(st.integers(2, 7))
    sites = []
    for j in range(draw(st.integers(1, 4))):
        write = draw(st.booleans())
        stride = 256 * draw(st.integers(1, 2))
        off = draw(st.sampled_from([0, 4096, 2048 * j % 8192, 6144 - 32 * j]))
        off = min(off, SIZE - stride * (n - 1) - 256)
        lanes = None
        if write and draw(st.booleans()):
            lanes = np.array(draw(st.lists(st.booleans(), min_size=n * 256 // 32, max_size=n * 256 // 32)))
            lanes = np.repeat(lanes.reshape(n, 8), 32, axis=1)
        sites.append((off, stride, write, lanes, f"k.asc:{10 + j}", draw(st.sampled_from([0, 0, 1]))))
    history = draw(st.lists(st.tuples(st.integers(0, SIZE // 256 - 1), st.booleans(), st.booleans()),
                            max_size=40))
    return {"n": n, "sites": sites, "history": history, "known": draw(st.booleans()),
            "repeats": draw(st.integers(1, 3)),
            "between": draw(st.sampled_from(["", "epoch", "access", "pruned"]))}


def _run(case: dict[str, Any], batched: bool) -> tuple[Tracker, list[Allocation], bool]:
    here = ["k.asc:1"]
    previous = errors.set_location_provider(lambda: here[0])
    try:
        return _accesses(case, batched, here)
    finally:
        errors.set_location_provider(previous)


def _accesses(case: dict[str, Any], batched: bool, here: list[str]) -> tuple[Tracker, list[Allocation], bool]:
    # Sites in one array, or in two (a VF reading one and writing another).
    alloc = Allocation("ub", 0x1000, np.zeros(SIZE, np.uint8), "buf", False)
    allocs = [alloc, Allocation("ub", 0x1000 + SIZE, np.zeros(SIZE, np.uint8), "out", False)]
    tracker = _tracker(epoch=5)
    # Earlier vector accesses: some in an earlier VF, some of the same ranges the batch makes.
    for row, write, earlier in case["history"]:
        tracker.ctx.vf_epoch = 4 if earlier or not write else 5
        here[0] = f"k.asc:{2 + row % 3}"
        tracker.access(alloc, row * 256 if earlier else (row * 256) % 1024 + 7168, 256, write, Pipe.PIPE_V, "x",
                       None)
    tracker.ctx.vf_epoch = 5
    if case["known"]:  # the other pipes learn the vector pipe's clock: its earlier records may be pruned
        _learn_vector_clock(tracker)
    sites = [RowSite(allocs[a], off, stride, write, lanes, where)
             for off, stride, write, lanes, where, a in case["sites"]]
    done = True
    for repeat in range(case["repeats"]):
        if repeat and case["between"] == "epoch":  # the next VF call
            tracker.ctx.vf_epoch += 1
        elif repeat and case["between"] == "access":  # a masked access of a batch's range, from elsewhere
            here[0] = "k.asc:9"
            s = sites[0]
            tracker.access(alloc, s.off, 256, s.write, Pipe.PIPE_V, "x", np.arange(256) % 3 == 0)
        elif repeat and case["between"] == "pruned":  # the other pipes learn the batch, then new records prune it
            _learn_vector_clock(tracker)
            here[0] = "k.asc:8"
            for i in range(2 * tracker.state(alloc, 0).prune_at[V]):
                tracker.access(alloc, 32 * i + 1, 8, False, Pipe.PIPE_V, "x", None)
        done = _batch(tracker, sites, case["n"], batched, here) and done
    return tracker, allocs, done


def _learn_vector_clock(tracker: Tracker) -> None:
    """Every other pipe learns what the vector pipe did so far."""
    clocks = tracker.ctx.sync.clocks
    for other in (Pipe.PIPE_MTE2, Pipe.PIPE_MTE3, Pipe.PIPE_S, Pipe.PIPE_MTE1, Pipe.PIPE_M, Pipe.PIPE_FIX):
        clocks.notify(Pipe.PIPE_V, other, 0)
        clocks.wait(Pipe.PIPE_V, other, 0)


def _batch(tracker: Tracker, sites: list[RowSite], n: int, batched: bool, here: list[str]) -> bool:
    """One batch of the sites' accesses: through ``access_rows`` (batched) or access by access."""
    done = access_rows(tracker, sites, n) if batched else False
    if not done:
        for i in range(n):
            for s in sites:
                row = s.off + i * s.stride
                if s.lanes is None:
                    here[0] = str(s.where)
                    tracker.access(s.alloc, row, 256, s.write, Pipe.PIPE_V, "x", None)
                    continue
                active = np.flatnonzero(s.lanes[i])
                if active.size:
                    lo, hi = int(active[0]), int(active[-1]) + 1
                    part = s.lanes[i, lo:hi]
                    here[0] = str(s.where)
                    tracker.access(s.alloc, row + lo, hi - lo, True, Pipe.PIPE_V, "x", None if part.all() else part)
    return done


def _state(tracker: Tracker, allocs: list[Allocation]) -> tuple[Any, ...]:
    return (*(_array_state(tracker, alloc) for alloc in allocs), int(tracker.ctx.sync.clocks.flat[V * _NP + V]))


def _array_state(tracker: Tracker, alloc: Allocation) -> tuple[Any, ...]:
    st_ = tracker.state(alloc, 0)
    records = [(k, a.clock, a.loc, None if a.lanes is None else a.lanes.tolist()) for k, a in st_.by_pipe[V].items()]
    # Which store a later load names for each byte: the first remembered range holding it.
    named = [next((loc for (lo, hi), loc in st_.v_store_at.items() if lo <= b < hi), None) for b in range(0, SIZE, 32)]
    epochs = None if st_.v_epochs is None else st_.v_epochs.tolist()
    return records, list(st_.last_clock), list(st_.prune_at), named, epochs, st_.v_epoch, st_.v_span


@settings(max_examples=150, deadline=None)
@given(_case())
def test_rows_record_what_the_accesses_record(case: dict[str, Any]) -> None:
    with check.mode("warn"):
        one, alloc_one, _ = _run(case, batched=False)
        rows, alloc_rows, done = _run(case, batched=True)
    assert _state(rows, alloc_rows) == _state(one, alloc_one)
    if not any(s[2] for s in case["sites"]) and not case["history"] and case["between"] != "access":
        assert done  # loads alone on a fresh tracker: never one at a time


def test_row_record_has_every_field_of_a_record() -> None:
    """A row's record sets the fields of a plain record itself (not through its constructor): the same
    values as a plain record of the same access, its clock the cell's."""
    from ascsim.runtime.hazard import RowAccess, _Access

    cell = [40, 0]
    row = RowAccess(V, True, 256, 512, "k.asc:3", cell, 2)
    plain = _Access(V, True, 256, 512, 42, "k.asc:3", None)
    assert {f: getattr(row, f) for f in _Access.__slots__} == {f: getattr(plain, f) for f in _Access.__slots__}
    assert cell == [40, 0]  # made holding the cell: nothing let go of it
