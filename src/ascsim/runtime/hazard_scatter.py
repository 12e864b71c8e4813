"""Scattered accesses in the hazard checker: a statement whose SIMT threads touch GM elements far apart (a
hash table's buckets) is checked and recorded with a few numpy operations over all its bytes at once.

The per-page run-length records of :mod:`ascsim.runtime.hazard` suit the contiguous accesses of copies and
vector instructions, but threads that read one element each in hundreds of pages cost a Python pass per
page, and their records split into a run per element. So the pages such a statement touches keep their
cross-block records per byte instead (:class:`Dense`: an array per kind over the whole allocation, made
with ``np.zeros``, whose memory the operating system only provides where it is written); the side
records of bytes with several unordered readers stay run-length records of their page (they are few).
The pipe checker keeps one record per statement holding its bytes (``_Access.offs``), instead of one per
piece.

The findings are those of the page-by-page path: the first page (in address order) with a byte the
access is not ordered after, the first record kind (write, read, atomic update) with such a byte in that
page, the bytes of that kind there and the column of the first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import numpy as np

from .. import errors
from ..arch import Pipe
from . import check
from .hazard import (
    _ATOMIC,
    _COL_BITS,
    _COL_MASK,
    _INDEX,
    _NP,
    _PAGE,
    _V,
    PAGE_BYTES,
    TRACKED,
    Tracker,
    _Access,
    _pack,
    _readers,
    _Runs,
    _Shared,
    _side,
)

if TYPE_CHECKING:
    from .memory import Allocation

_SHIFT = _PAGE.bit_length() - 1

#: The largest allocation whose cross-block record may go per byte: its arrays take 8 bytes of address space
#: per byte each (of memory, only where written); a larger one keeps its pages' runs.
DENSE_MAX_BYTES = 1 << 30

#: A statement of at least this many elements not in one contiguous run takes the scattered path even in
#: one page (a gather from a small table: the page's runs would split per element).
MIN_ELEMENTS = 32


class Dense:
    """Per byte of the dense pages of a GM allocation: each kind's packed record plus one (0: none, -1:
    several unordered ones, whose columns are in the page's side records), so that a fresh zeroed
    array holds "none" without being written."""

    __slots__ = ("size", "pages", "multi", "w", "r", "a")

    def __init__(self, size: int) -> None:
        self.size = size
        npages = -(-size // _PAGE)
        #: Which pages are kept here (their runs are gone).
        self.pages = np.zeros(npages, np.bool_)
        #: Which dense pages have side records (several readers or atomic updaters).
        self.multi = np.zeros(npages, np.bool_)
        self.w: np.ndarray | None = None
        self.r: np.ndarray | None = None
        self.a: np.ndarray | None = None

    def check(self, alloc: Allocation, sh: _Shared, b: np.ndarray, kind: str, block: int, col: int, clock: int,
              know: np.ndarray | None, where: str | None, reported: bool) -> bool:
        """:func:`blocks_bytes` (the page-by-page path's call, for a page kept here)."""
        return blocks_bytes(alloc, sh, b, kind, block, col, clock, know, where, reported)

    def array(self, kind: str) -> np.ndarray:
        arr: np.ndarray | None = getattr(self, kind)
        if arr is None:
            arr = np.zeros(self.size, np.int64)
            setattr(self, kind, arr)
        return arr


def _densify(sh: _Shared, pages: np.ndarray) -> Dense:
    """Move the records of ``pages`` (page numbers) from runs to :class:`Dense`."""
    dn = cast("Dense | None", sh.dense)  # only this module makes them
    if dn is None:
        dn = sh.dense = Dense(sh.size)
    for pl in pages[~dn.pages[pages]].tolist():
        dn.pages[pl] = True
        pg = sh.pages.get(pl << _SHIFT)
        if pg is None:
            continue
        base = pl << _SHIFT
        for kind in "wra":
            runs: _Runs | None = getattr(pg, kind)
            setattr(pg, kind, None)
            if runs is None or runs.only(-1):
                continue
            arr = dn.array(kind)
            ends = [*runs.starts[1:], runs.size]
            for s, e, v in zip(runs.starts, ends, runs.vals, strict=True):
                if v != -1:
                    arr[base + s:base + e] = v + 1
        if pg.r_multi or pg.a_multi:
            dn.multi[pl] = True
    return dn


def _runs_at(runs: _Runs, o: np.ndarray) -> np.ndarray:
    """The values of a run-length record at the sorted offsets ``o``."""
    i = np.searchsorted(np.asarray(runs.starts, np.int64), o, "right") - 1
    return np.asarray(runs.vals, np.int64)[i]


def _runs_set(runs: _Runs, o: np.ndarray, values: np.ndarray | int) -> None:
    """Bytes at the sorted offsets ``o`` of a run-length record take ``values``."""
    lo, hi = int(o[0]), int(o[-1]) + 1
    seg = runs.get(lo, hi)
    seg[o - lo] = values
    runs.put(lo, hi, seg)


def _groups(pidx: np.ndarray, sel: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """The positions ``sel`` (into the sorted bytes whose pages are ``pidx``) grouped by page, in page order."""
    pages = pidx[sel]
    cuts = np.flatnonzero(pages[1:] != pages[:-1]) + 1
    return [(int(pidx[part[0]]), part) for part in np.split(sel, cuts)]


def _unordered(packed: np.ndarray, block: int, know: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    """Bytes holding one access by another block that ``know`` does not cover, and its column per byte."""
    valid = packed >= 0
    cols = np.where(valid, packed & _COL_MASK, 0)
    bad = valid & (cols // _NP != block)
    if know is not None and bad.any():
        bad &= know[cols] < (packed >> _COL_BITS)
    return bad, cols


def _side_columns(sh: _Shared, multi_of: str, b: np.ndarray, pidx: np.ndarray, several: np.ndarray,
                  bad: np.ndarray, cols: np.ndarray, block: int, know: np.ndarray | None) -> None:
    """For the bytes with several unordered records: whether one is by another block that ``know`` does not
    cover, and the first such column in the order of the page's side records (in place)."""
    for pl, part in _groups(pidx, np.flatnonzero(several)):
        pg = sh.pages[pl << _SHIFT]
        o = b[part] - (pl << _SHIFT)
        for c, side in getattr(pg, multi_of).items():
            if c // _NP == block:
                continue
            more = _runs_at(side, o) > (int(know[c]) if know is not None else 0)
            if more.any():
                cols[part] = np.where(more & ~bad[part], c, cols[part])
                bad[part] |= more


def blocks_bytes(alloc: Allocation, sh: _Shared, b: np.ndarray, kind: str, block: int, col: int, clock: int,
                 know: np.ndarray | None, where: str | None, reported: bool) -> bool:
    """Check and record an access (kind r, w or a) of column ``col`` to the sorted bytes ``b`` of ``alloc``,
    all in pages the access may move to :class:`Dense`; returns whether a race is reported (now or before)."""
    pidx = b >> _SHIFT
    dn = cast("Dense | None", sh.dense)
    if dn is None or not dn.pages[pidx].all():
        dn = _densify(sh, np.unique(pidx))
    if not reported:
        checks: list[tuple[np.ndarray, str | None, str]] = []
        if dn.w is not None:
            checks.append((dn.w, None, "wrote"))
        if kind != "r" and dn.r is not None:
            checks.append((dn.r, "r_multi", "read"))
        if kind != "a" and dn.a is not None:
            checks.append((dn.a, "a_multi", "updated atomically"))
        best: tuple[int, np.ndarray, np.ndarray, str] | None = None
        for arr, multi_of, did in checks:
            packed = arr[b] - 1
            bad, cols = _unordered(packed, block, know)
            if multi_of is not None:
                several = packed == -2
                if several.any():
                    _side_columns(sh, multi_of, b, pidx, several, bad, cols, block, know)
            if bad.any():
                page = int(pidx[int(np.argmax(bad))])
                if best is None or page < best[0]:  # the first page; in it, the first kind
                    best = (page, bad, cols, did)
        if best is not None:
            page, bad, cols, did = best
            idx = np.flatnonzero(bad & (pidx == page))
            span = (int(b[idx[0]]), int(b[idx[-1]]) + 1)
            Tracker._report_blocks(alloc, span, kind, block, int(cols[idx[0]]), did, sh, where)
            reported = True
    new = _pack(clock, col) + 1
    if kind == "w":
        dn.array("w")[b] = new
        if dn.r is not None:
            dn.r[b] = 0
        if dn.a is not None:
            dn.a[b] = 0
        hit = dn.multi[pidx]
        if hit.any():  # the write supersedes the several readers (updaters) of its bytes
            for pl, part in _groups(pidx, np.flatnonzero(hit)):
                pg = sh.pages[pl << _SHIFT]
                o = b[part] - (pl << _SHIFT)
                for multi in (pg.r_multi, pg.a_multi):
                    for c, side in list(multi.items()):
                        _runs_set(side, o, 0)
                        if side.only(0):
                            del multi[c]
        return reported
    arr = dn.array(kind)
    seg = arr[b]
    if not seg.any():  # no earlier record of this kind on these bytes
        arr[b] = new
        return reported
    seg -= 1
    cols, clocks, replace, split = _readers(seg, block, know)
    several = (seg == -2) | split
    if several.any():  # per page, as the page's runs would: the side records of the other readers, then ours
        for pl, part in _groups(pidx, np.flatnonzero(several)):
            pg = sh.page(pl << _SHIFT)
            multi = pg.r_multi if kind == "r" else pg.a_multi
            o = b[part] - (pl << _SHIFT)
            sp = split[part]
            if sp.any():
                pc = cols[part]
                for c in np.unique(pc[sp]).tolist():
                    sel = sp & (pc == c)
                    _runs_set(_side(multi, c, pg.size), o[sel], clocks[part][sel])
            _runs_set(_side(multi, col, pg.size), o, clock)
            dn.multi[pl] = True
        arr[b[split]] = -1
    arr[b[replace]] = new
    return reported


def spans_of(b: np.ndarray, size: int) -> tuple[np.ndarray, np.ndarray]:
    """The pieces the page-by-page path would show the checker (``simt_memory._spans``): first and
    last+1 byte of each group of elements no two of which are more than a page apart."""
    starts = b[(b & (size - 1)) == 0] if size > 1 else b
    cuts = np.flatnonzero(np.diff(starts) > PAGE_BYTES) + 1
    first = np.concatenate(([0], cuts))
    last = np.concatenate((cuts - 1, [starts.size - 1]))
    return starts[first], starts[last] + size


def _piece(acc: _Access, x: int) -> tuple[int, int]:
    """The piece of the earlier access ``acc`` holding byte ``x`` (its range if it is not scattered)."""
    if acc.offs is None:
        return acc.lo, acc.hi
    firsts, ends = spans_of(acc.offs, acc.size)
    i = int(np.searchsorted(firsts, x, "right")) - 1
    return int(firsts[i]), int(ends[i])


def _common(b: np.ndarray, acc: _Access) -> np.ndarray:
    """The sorted bytes of ``b`` that the earlier access ``acc`` touched."""
    if acc.offs is not None:
        return np.intersect1d(b, acc.offs, assume_unique=True)
    sel = b[(b >= acc.lo) & (b < acc.hi)]
    if acc.lanes is not None and sel.size:
        sel = sel[acc.lanes[sel - acc.lo]]
    return sel


class ScatterAccess(_Access):
    """The pipe checker's record of a scattered statement: its sorted bytes (``offs``) and element size."""

    __slots__ = ()

    def meet(self, lo: int, hi: int, lanes: np.ndarray | None) -> tuple[int, int] | None:
        """The first and last+1 byte this record and an access of ``[lo, hi)`` both touch, in this record's
        piece holding the first (as the piece's own record would say)."""
        assert self.offs is not None
        i, j = np.searchsorted(self.offs, (lo, hi))
        common = self.offs[i:j]  # a copy's range may be long: cut the record's bytes to it
        if lanes is not None and common.size:
            common = common[lanes[common - lo]]
        if common.size == 0:
            return None
        a, z = _piece(self, int(common[0]))
        inside = common[(common >= a) & (common < z)]
        return int(inside[0]), int(inside[-1]) + 1


def scattered(rel: np.ndarray, size: int) -> np.ndarray | None:
    """The sorted distinct element offsets of a statement's accesses if they are scattered (not one contiguous
    run, and over more than one page or many elements), else None (the page-by-page path)."""
    if rel.size < 2:
        return None
    lo, hi = int(rel.min()), int(rel.max())
    if (lo >> _SHIFT) == ((hi + size - 1) >> _SHIFT) and rel.size < MIN_ELEMENTS:
        return None
    elems = np.sort(rel)
    if (elems[1:] == elems[:-1]).any():  # threads on one element
        elems = elems[np.concatenate(([True], elems[1:] != elems[:-1]))]
    first, last = int(elems[0]), int(elems[-1])
    if last - first == (elems.size - 1) * size:
        return None
    if (first >> _SHIFT) == ((last + size - 1) >> _SHIFT) and elems.size < MIN_ELEMENTS:
        return None
    return elems


def bytes_of(elems: np.ndarray, size: int) -> np.ndarray:
    """The sorted bytes of the distinct aligned ``size``-byte elements at sorted offsets ``elems``."""
    return elems if size == 1 else (elems[:, None] + np.arange(size)).reshape(-1)


def access(tracker: Tracker, alloc: Allocation, elems: np.ndarray, size: int, is_write: bool, pipe: Pipe,
           what: str) -> bool:
    """:meth:`Tracker.access` of one scattered statement (sorted distinct ``size``-byte elements at ``elems``)
    at once; False when it must go piece by piece instead (a vector load inside a VF: asc_mem_bar)."""
    ctx = tracker.ctx
    sync = ctx.sync
    p = _INDEX.get(pipe)
    if sync is None or p is None or check.CHECKER.mode == "off":
        return True
    if p == _V and ctx.vf_depth:
        return False
    b = bytes_of(elems, size)
    clocks, block = sync.clocks, ctx.track_idx
    atomic = _ATOMIC[0]
    st = tracker.state(alloc, block)
    provider = errors.location_provider()
    where = (provider() if provider is not None else None) or check.here()
    flat, row = clocks.flat, p * _NP
    clock = flat[row + p] + 1
    flat[row + p] = clock

    # The pipe checker: per other pipe and earlier record, the first piece (in address order) sharing a byte.
    last = st.last_clock
    found: dict[tuple[int, str | None], tuple[int, int, int, _Access, np.ndarray]] = {}
    spans = None  # this statement's pieces, worked out when one meets an earlier record
    seq = 0
    for q in range(_NP):
        if q == p or last[q] <= flat[row + q]:
            continue
        known_q = flat[row + q]
        for acc in list(st.by_pipe[q].values()):
            seq += 1
            if acc.clock <= known_q or not (is_write or acc.write) or (atomic and acc.atomic):
                continue
            common = _common(b, acc)
            if common.size == 0:
                continue
            if spans is None:
                spans = spans_of(b, size)
            s = int(np.searchsorted(spans[0], common[0], "right")) - 1
            key = (q, acc.loc)
            if key not in found or s < found[key][0]:
                found[key] = (s, q, seq, acc, common)
    for s, q, _, acc, common in sorted(found.values(), key=lambda f: (f[0], f[1], f[2])):
        assert spans is not None
        a, z = _piece(acc, int(common[0]))
        a, z = max(a, int(spans[0][s])), min(z, int(spans[1][s]))
        inside = common[(common >= a) & (common < z)]
        Tracker._report(alloc, (int(inside[0]), int(inside[-1]) + 1), is_write, pipe,
                        TRACKED[q], acc, where)

    if (alloc.space == "gm" or alloc.space == "l1") and ctx.track_num > 1:
        kind = "a" if atomic else ("w" if is_write else "r")
        if tracker.record is not None and alloc.space == "gm":
            tracker.record.append(("gms", alloc.base, elems, size, kind, where, block, p, clock))
        check_blocks(tracker, alloc, b, kind, block, p, clock, clocks.xvc, where)

    # One record for the statement; a later one of the same pipe, kind and bytes' range moves it on.
    mine = st.by_pipe[p]
    lo, hi = int(b[0]), int(b[-1]) + 1
    mine_key = ((int(is_write) | (2 if atomic else 0)) | 4, lo, hi)
    prev_acc = mine.get(mine_key)
    if prev_acc is None:
        rec = mine[mine_key] = ScatterAccess(p, is_write, lo, hi, clock, where, None, atomic)
        rec.offs, rec.size = b, size
    else:
        if prev_acc.offs is not None and not np.array_equal(prev_acc.offs, b):
            prev_acc.offs = np.union1d(prev_acc.offs, b)
            prev_acc.size = min(prev_acc.size, size)
        prev_acc.clock, prev_acc.loc = clock, where
    last[p] = clock
    if len(mine) > st.prune_at[p]:
        tracker._prune(mine, p, clocks)
        st.prune_at[p] = max(tracker.PRUNE_AT, 2 * len(mine))
    return True


def check_blocks(tracker: Tracker, alloc: Allocation, b: np.ndarray, kind: str, block: int, p: int, clock: int,
                 xvc: np.ndarray | None, where: str | None) -> None:
    """The cross-block check and record of a scattered access to the sorted bytes ``b`` by pipe ``p`` of
    ``block``, which knows ``xvc`` of the other blocks (:class:`ascsim.runtime.hazard.Clocks`)."""
    sh = tracker.shared(alloc)
    if sh.dense is None and sh.size > DENSE_MAX_BYTES:
        # Too large for a per-byte record's address space (8 bytes per byte): piece by piece, as before.
        for part in np.split(b, np.flatnonzero(np.diff(b) > PAGE_BYTES) + 1):
            lo, hi = int(part[0]), int(part[-1]) + 1
            lanes = None
            if part.size != hi - lo:
                lanes = np.zeros(hi - lo, np.bool_)
                lanes[part - lo] = True
            tracker._blocks(alloc, lo, hi, kind, lanes, block, p, clock, xvc, where)
        return
    col = block * _NP + p
    know = xvc[p] if xvc is not None else None
    blocks_bytes(alloc, sh, b, kind, block, col, clock, know, where, False)
    sh.locs[(col, kind)] = where


def replay(tracker: Tracker, alloc: Allocation, elems: np.ndarray, size: int, kind: str, where: str | None,
           block: int, p: int, clock: int) -> None:
    """The parent's cross-block check of a worker's scattered access (blocks in workers never synchronise)."""
    check_blocks(tracker, alloc, bytes_of(elems, size), kind, block, p, clock, None, where)

