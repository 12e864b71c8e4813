"""The cross-block record of a parallel launch's replay, many GM accesses at a time.

The parent of a parallel launch (:mod:`ascsim.runtime.parallel`) checks every GM access its children
sent back against the blocks before it (:meth:`ascsim.runtime.hazard.Tracker.check_blocks`), one
access at a time: a few microseconds each, which for a launch of many small blocks is the larger
part of the parent's work after the children end. Most of those accesses are of bytes no block has
touched yet in the launch (each block reads its own tile of the input and writes its own tile of the
output): nothing can be reported for them, and recording them is the same whatever their order. So
the accesses a child made to one allocation, between two of its findings, are taken together: when
they are plain reads and writes of whole ranges that do not overlap each other, and every byte from
the first to the last of them on each page is untouched in the launch's record, they are recorded
with one splice of the record's runs per page. Otherwise each goes through ``check_blocks`` as
before, in its order.
"""

from __future__ import annotations

from typing import Any

from .hazard import _NP, _PAGE, Tracker, _pack, _Page, _Runs
from .memory import Allocation

#: One GM access a child sent back: ("gm", base, lo, hi, kind, lanes, where, block, pipe, clock).
Event = tuple[Any, ...]


def record_untouched(tracker: Tracker, alloc: Allocation, events: list[Event]) -> bool:
    """Record ``events`` (accesses of ``alloc``, in the order they happened) at once if none of them
    can be reported (see the module); whether they were."""
    # Per page: the pieces of the accesses on it, (offset in the page, end, kind, packed record).
    pages: dict[int, list[tuple[int, int, str, int]]] = {}
    end = -1
    for _, _, lo, hi, kind, lanes, _, block, pipe, clock in sorted(events, key=_start):
        if lanes is not None or kind == "a" or lo < end:
            return False  # a masked or atomic access, or two that overlap: one may be reported
        end = hi
        packed = _pack(clock, block * _NP + pipe)
        page_lo = lo - lo % _PAGE
        if hi <= page_lo + _PAGE:  # within one page, as most are
            pages.setdefault(page_lo, []).append((lo - page_lo, hi - page_lo, kind, packed))
            continue
        for piece_lo in range(page_lo, hi, _PAGE):
            pages.setdefault(piece_lo, []).append((max(lo, piece_lo) - piece_lo,
                                                   min(hi, piece_lo + _PAGE) - piece_lo, kind, packed))
    sh = tracker.shared(alloc)
    for page_lo, pieces in pages.items():
        pg = sh.pages.get(page_lo)
        if pg is not None and not _untouched(pg, pieces[0][0], pieces[-1][1]):
            return False
    for page_lo, pieces in pages.items():
        pg = sh.page(page_lo)
        for kind in ("w", "r"):
            mine = [(lo, hi, packed) for lo, hi, k, packed in pieces if k == kind]
            if mine:
                _stamp(_record(pg, kind), mine)
    locs = sh.locs
    for _, _, _, _, kind, _, where, block, pipe, _ in events:
        locs[(block * _NP + pipe, kind)] = where
    return True


def _start(event: Event) -> int:
    return int(event[2])


def _untouched(pg: _Page, lo: int, hi: int) -> bool:
    """Whether no access of the launch is recorded on bytes ``[lo, hi)`` of the page."""
    if pg.r_multi or pg.a_multi:
        return False
    return all(runs is None or runs.value(lo, hi) == -1 for runs in (pg.w, pg.r, pg.a))


def _record(pg: _Page, kind: str) -> _Runs:
    """The page's record of writes (``w``) or reads (``r``), made when first needed."""
    if kind == "w":
        if pg.w is None:
            pg.w = _Runs(pg.size, -1)
        return pg.w
    if pg.r is None:
        pg.r = _Runs(pg.size, -1)
    return pg.r


def _stamp(runs: _Runs, pieces: list[tuple[int, int, int]]) -> None:
    """Untouched bytes of ``runs`` take the records of ``pieces`` (in order, not overlapping); the
    bytes between them stay untouched (-1)."""
    starts: list[int] = []
    vals: list[int] = []
    end = pieces[0][0]
    for lo, hi, packed in pieces:
        if lo > end and vals[-1] != -1:
            starts.append(end)
            vals.append(-1)
        if not vals or vals[-1] != packed:
            starts.append(lo)
            vals.append(packed)
        end = hi
    runs._splice(pieces[0][0], end, starts, vals)
