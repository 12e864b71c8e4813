"""The race checker's record of a batched VF loop (:mod:`ascsim.frontend.vf_batch`): the accesses
of all its iterations recorded in one call, exactly as :meth:`~ascsim.runtime.hazard.Tracker.access`
of each access in iteration order records them, when none of them can have a finding."""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING

import numpy as np

from ..arch import VL_BYTES
from . import check
from .hazard import _ATOMIC, _NP, _V, Clocks, RowAccess, Tracker, _Access, _AllocState, _set

if TYPE_CHECKING:
    from .memory import Allocation


class RowSite:
    """One load or store site of a batched VF loop (:func:`access_rows`): iteration i
    accesses the 256 bytes at ``off + i * stride`` of ``alloc``, a store only its ``lanes[i]``
    bytes (None: all of them), from source location ``where``."""

    __slots__ = ("alloc", "off", "stride", "write", "lanes", "where")

    def __init__(self, alloc: Allocation, off: int, stride: int, write: bool, lanes: np.ndarray | None,
                 where: str | None) -> None:
        self.alloc, self.off, self.stride, self.write, self.lanes, self.where = alloc, off, stride, write, lanes, where


def strided_rows(buf: np.ndarray, off: int, stride: int, n: int) -> np.ndarray:
    """The (n, 256) rows at ``off + i * stride`` of a one-dimensional array, as a view (writable
    when ``buf`` is); the rows must lie inside ``buf``."""
    if buf.flags.c_contiguous:
        # The array constructor on the buffer costs a tenth of as_strided's Python-level work.
        step = buf.itemsize
        return np.ndarray((n, VL_BYTES), buf.dtype, buf, off * step, (stride * step, step))
    base = buf[off:]
    step = base.strides[0]
    return np.lib.stride_tricks.as_strided(base, shape=(n, VL_BYTES), strides=(stride * step, step),
                                           writeable=buf.flags.writeable)


def _row_lanes(s: RowSite, span: tuple[list[int], list[int], list[bool]], i: int, lo: int, hi: int
               ) -> np.ndarray | None:
    """The bytes of ``[lo, hi)`` iteration ``i`` of site ``s`` accesses (None: all of them)."""
    if s.lanes is None or span[2][i]:
        return None
    row = s.off + i * s.stride
    return s.lanes[i, lo - row:hi - row]


#: (offset, stride, iterations) -> :func:`_row_spans` of a site without lanes (read only): a kernel's
#: tiles repeat them.
_WHOLE_SPANS: dict[tuple[int, int, int], tuple[list[int], list[int], list[bool]]] = {}


def _row_spans(s: RowSite, n: int) -> tuple[list[int], list[int], list[bool]]:
    """Per iteration of a site: the first and last+1 byte it accesses (equal: none) and whether every
    byte between is accessed (as :meth:`Tracker.access` is shown a masked store: its active span)."""
    if s.lanes is None:
        got = _WHOLE_SPANS.get((s.off, s.stride, n))
        if got is None:
            if len(_WHOLE_SPANS) > 256:
                _WHOLE_SPANS.clear()
            rows = range(s.off, s.off + s.stride * n, s.stride)
            got = _WHOLE_SPANS[(s.off, s.stride, n)] = (list(rows), [a + VL_BYTES for a in rows], [True] * n)
        return got
    starts = s.off + s.stride * np.arange(n)
    any_lane = s.lanes.any(axis=1)
    first = np.where(any_lane, np.argmax(s.lanes, axis=1), 0)
    end = np.where(any_lane, VL_BYTES - np.argmax(s.lanes[:, ::-1], axis=1), 0)
    full = np.count_nonzero(s.lanes, axis=1) == end - first
    return (starts + first).tolist(), (starts + end).tolist(), full.tolist()


def access_rows(tracker: Tracker, sites: list[RowSite], n: int) -> bool:
    """Record the vector accesses of ``n`` iterations of a batched VF loop: iteration i makes the
    access of each site in turn, at ``off + i * stride``. Exactly what :meth:`Tracker.access` of each in
    that order records, when it is sure none of them has a finding; False (nothing recorded: the
    caller shows each access to :meth:`Tracker.access`) when one might."""
    ctx = tracker.ctx
    sync = ctx.sync
    if sync is None or check.CHECKER.mode == "off":
        return True  # :meth:`Tracker.access` records nothing either
    if _ATOMIC[0] or not ctx.vf_depth:
        return False
    p, clocks, block, epoch = _V, sync.clocks, ctx.track_idx, ctx.vf_epoch
    flat, row = clocks.flat, _V * _NP
    states = []
    known = [flat[row + q] if q != p else 1 << 62 for q in range(_NP)]  # what the vector pipe knows
    by_alloc: dict[int, _AllocState] = {}
    for s in sites:
        if s.alloc.space != "ub":
            return False  # GM and L1 have the cross-block record too
        st = by_alloc.get(id(s.alloc))  # sites usually share one array: one lookup and look for it
        if st is None:
            st = by_alloc[id(s.alloc)] = tracker.state(s.alloc, block)
            if any(map(int.__gt__, st.last_clock, known)):
                return False  # another pipe's access the vector pipe is not ordered after: per access
        if not s.write and st.v_epoch == epoch and st.v_epochs is not None \
                and bool((strided_rows(st.v_epochs, s.off, s.stride, n) == epoch).any()):
            return False  # a load of bytes a store of this VF wrote before the loop: asc_mem_bar per access
        states.append(st)
    # The accesses cannot meet each other's bytes in a way the per-access checks report (the
    # batch's layout rules that out) nor other pipes' (just checked): only the records remain.
    for s, st in zip(sites, states, strict=True):
        if s.write and (s.lanes is None or s.lanes.any()):
            if st.v_epochs is None:
                st.v_epochs = np.full(s.alloc.capacity, -1, np.int32)
            rows = strided_rows(st.v_epochs, s.off, s.stride, n)
            _set(rows, epoch, s.lanes)
    clock = int(flat[row + p])
    if all(s.lanes is None and s.stride > 0 for s in sites) and _move_rows(tracker, sites, states, n, clock, clocks):
        return True  # the records of the batch before moved on (a kernel's next tile)
    _record_rows(tracker, sites, states, [_row_spans(s, n) for s in sites], n, clock, clocks)
    return True

def _record_rows(tracker: Tracker, sites: list[RowSite], states: list[_AllocState],
                 spans: list[tuple[list[int], list[int], list[bool]]], n: int, clock: int, clocks: Clocks) -> None:
    """:func:`access_rows`'s records: what :meth:`Tracker.access` of each access in turn records."""
    p, epoch, width = _V, tracker.ctx.vf_epoch, len(sites)
    whole = all(s.stride > 0 and (s.lanes is None or all(full) and all(map(int.__lt__, los, his)))
                for s, (los, his, full) in zip(sites, spans, strict=True))
    if whole:
        _record_whole_rows(tracker, sites, states, spans, n, clock, clocks)
        return
    # Per site: its iterations that access something and their clocks (iteration-major order,
    # sites in body order).
    made: list[list[int]]
    clock_of: list[list[int]]
    if all(all(lo < hi for lo, hi in zip(los, his, strict=True)) for los, his, _ in spans):
        made = [list(range(n))] * width
        clock_of = [list(range(clock + 1 + j, clock + 1 + j + width * n, width)) for j in range(width)]
    else:
        made, clock_of = [[] for _ in range(width)], [[] for _ in range(width)]
        for i in range(n):
            for j in range(width):
                if spans[j][0][i] < spans[j][1][i]:
                    clock += 1
                    made[j].append(i)
                    clock_of[j].append(clock)
    last = max((c[-1] for c in clock_of if c), default=clock)
    groups: dict[int, list[int]] = {}  # id(state) -> its sites
    for j, st in enumerate(states):
        groups.setdefault(id(st), []).append(j)
    for js in groups.values():
        st = states[js[0]]
        # The array's accesses in clock order (the order the iterations make them).
        order = [(j, i, c) for j in js for i, c in zip(made[j], clock_of[j], strict=True)]
        if not order:
            continue
        if len(js) > 1:
            order.sort(key=operator.itemgetter(2))
        _store_state(st, [(spans[j][0][i], spans[j][1][i], sites[j].where) for j, i, _ in order
                               if sites[j].write], epoch)
        mine = st.by_pipe[p]
        prune_at, pruned = st.prune_at[p], False
        for j, i, c in order:
            s, span = sites[j], spans[j]
            lo, hi = span[0][i], span[1][i]
            key = (int(s.write), lo, hi)
            prev_acc = mine.get(key)
            if prev_acc is None:
                mine[key] = _Access(p, s.write, lo, hi, c, s.where, _row_lanes(s, span, i, lo, hi))
                if len(mine) > prune_at:
                    if not pruned:
                        # The other pipes know none of the batch's accesses, so only the first
                        # prune of the batch forgets anything: the later ones need no look.
                        Tracker._prune(mine, p, clocks)
                        pruned = True
                    prune_at = max(Tracker.PRUNE_AT, 2 * len(mine))
            else:  # the same kind and range: the record moves on
                lanes = _row_lanes(s, span, i, lo, hi)
                if lanes is not None:
                    lanes = None if prev_acc.lanes is None else prev_acc.lanes | lanes
                prev_acc.clock, prev_acc.loc, prev_acc.lanes = c, s.where, lanes
        st.prune_at[p] = prune_at
        st.last_clock[p] = order[-1][2]
    clocks.flat[p * _NP + p] = last

def _shape(sites: list[RowSite], states: list[_AllocState], n: int) -> tuple[object, ...]:
    """What makes two batches of whole rows the same accesses: iterations, then per site offset,
    stride, kind, line and the record of its array."""
    return (n, *((s.off, s.stride, s.write, s.where, id(st)) for s, st in zip(sites, states, strict=True)))


def _move_rows(tracker: Tracker, sites: list[RowSite], states: list[_AllocState], n: int, clock: int,
               clocks: Clocks) -> bool:
    """:func:`_record_whole_rows` when the batch before on these arrays made the same accesses and
    their records are still held and untouched since (none let go of the cell): each moves on, as
    access by access would move it (a kernel's next tile, a VF called again), by the one store
    that moves the cell's clock. False (nothing done) otherwise."""
    cached = states[0].rows_cache
    if cached is None or cached[3][1] or any(st.rows_cache is not cached for st in states) \
            or cached[0] != _shape(sites, states, n):
        return False
    _, count, per_state, cell, firsts = cached
    epoch = tracker.ctx.vf_epoch
    for j in firsts:  # each array once
        st = states[j]
        stores, span, last = per_state[id(st)]
        if stores:
            _store_state(st, stores, epoch, span)
        st.last_clock[_V] = clock + 1 + last
    cell[0] = clock + 1
    clocks.flat[_V * _NP + _V] = clock + count
    return True


def _record_whole_rows(tracker: Tracker, sites: list[RowSite], states: list[_AllocState],
                       spans: list[tuple[list[int], list[int], list[bool]]], n: int, clock: int,
                       clocks: Clocks) -> None:
    """:func:`_record_rows` of sites whose every iteration accesses every byte of its range (the
    usual case): the accesses, iteration-major, tick the clock one by one. Access k of the batch
    has clock ``cell[0] + k``; a record the batch makes or moves on holds the cell, with the number
    of its latest access, so that the next batch of the same shape moves them all at once."""
    # Batches without lanes tried the move already (access_rows, before their spans were worked out).
    if any(s.lanes is not None for s in sites) and _move_rows(tracker, sites, states, n, clock, clocks):
        return
    p, width = _V, len(sites)
    epoch = tracker.ctx.vf_epoch
    cell = [clock + 1, 0]
    groups: dict[int, list[int]] = {}  # id(state) -> its sites, in body order
    for j, st in enumerate(states):
        groups.setdefault(id(st), []).append(j)
    per_state: dict[int, tuple[dict[tuple[int, int], str | None], tuple[int, int] | None, int]] = {}
    for js in groups.values():
        st = states[js[0]]
        # The array's accesses in clock order: iteration-major, its sites in body order.
        order = [(i * width + j, j, spans[j][0][i], spans[j][1][i]) for i in range(n) for j in js]
        stored = [j for j in js if sites[j].write]
        stores = {(lo, hi): sites[j].where for _, j, lo, hi in order if sites[j].write}
        # A site's rows lie at increasing addresses: its span is from its first row to its last.
        span = (min(spans[j][0][0] for j in stored), max(spans[j][1][-1] for j in stored)) if stored else None
        if stores:
            _store_state(st, stores, epoch, span)
        mine = st.by_pipe[p]
        get = mine.get
        prune_at, pruned = st.prune_at[p], False
        for k, j, lo, hi in order:
            s = sites[j]
            key = (int(s.write), lo, hi)
            prev_acc = get(key)
            if prev_acc is not None:  # the same kind and range: the record moves on
                if type(prev_acc) is RowAccess and prev_acc.cell is cell:  # this batch's, accessed again
                    prev_acc.k, prev_acc.loc = k, s.where
                else:  # an earlier record, replaced where it stands by the same record holding the cell
                    prev_acc.forget()
                    mine[key] = RowAccess(p, s.write, lo, hi, s.where, cell, k)
                continue
            mine[key] = RowAccess(p, s.write, lo, hi, s.where, cell, k)
            if len(mine) > prune_at:
                if not pruned:  # see _record_rows
                    Tracker._prune(mine, p, clocks)
                    pruned = True
                prune_at = max(Tracker.PRUNE_AT, 2 * len(mine))
        st.prune_at[p] = prune_at
        st.last_clock[p] = clock + 1 + order[-1][0]
        per_state[id(st)] = (stores, span, order[-1][0])
    cached = (_shape(sites, states, n), n * width, per_state, cell, tuple(js[0] for js in groups.values()))
    for st in states:
        st.rows_cache = cached
    clocks.flat[p * _NP + p] = clock + n * width


def _store_state(st: _AllocState, stores: list[tuple[int, int, str | None]] | dict[tuple[int, int], str | None],
                 epoch: int, span: tuple[int, int] | None = None) -> None:
    """The ``asc_mem_bar`` state the vector stores ``(lo, hi, where)`` of one array leave, in order
    (``span``: their first and last+1 byte, if known), or the same as a dict ``(lo, hi) -> where``
    of the latest store of each range in the order of their first ones (a dict updates another at
    C speed)."""
    if not stores:
        return
    if span is None:
        assert isinstance(stores, list)
        span = (min([lo for lo, _, _ in stores]), max([hi for _, hi, _ in stores]))
    if st.v_epoch != epoch:  # the first vector store to this array in this epoch
        st.v_store_at.clear()
        st.v_epoch = epoch
    else:
        span = (min(st.v_span[0], span[0]), max(st.v_span[1], span[1]))
    st.v_span = span
    if isinstance(stores, dict):
        st.v_store_at.update(stores)
    else:
        st.v_store_at.update(((lo, hi), where) for lo, hi, where in stores)

