"""The checker's side of a batched tile loop (:mod:`ascsim.frontend.tile_batch`): one tile watched
as it runs as usual, what the tiles after it would do to the pipes' clocks and the race checker's
records, decided and then done in bulk.

The pipes' clocks (:class:`ascsim.runtime.hazard.Clocks`): ``vc[r, j]``, what pipe r knows of pipe
j, only ever grows to the latest of other entries of column j (a wait or barrier merges rows), and
``vc[j, j]`` grows by pipe j's own accesses. So over one tile each entry ends as the latest of the
entries of its column at the tile's start, each plus what the tile adds (``M[r, j, s]``: entry
(s, j) at the start plus ``M`` ticks, or -inf when no chain of syncs carries it). Writing the
tile's start as ``B`` and what one tile adds as ``D``, the tiles after the watched one move every
entry on by ``D`` exactly when the entry that gives each maximum grows at least as fast as every
other candidate (then it stays the maximum); this is checked at the end of the tile and after each
of its syncs (between syncs only the pipes' own clocks move), so every comparison the race checker
makes in a later tile between accesses of that tile comes out as in the watched one; accesses of the
tile before are all ordered before a tile when, at the end of the watched one, every pipe that
touched a UB array knows every other pipe's latest access there (:meth:`Model._ub_ordered`).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from . import check, hazard
from .context import CTX
from .memory import GM

_NP = hazard._NP
_S = hazard._S
_NEG = -(1 << 50)
_DIAG = np.arange(_NP)
_COL_BITS = hazard._COL_BITS
_COL_MASK = hazard._COL_MASK
_ROW = hazard.RowAccess


class Trace:
    """One tile watched as it runs: the clocks' syncs, its GM accesses, findings and counters."""

    def __init__(self) -> None:
        from ..frontend import vf_batch  # the counter of batched VF loops (front end, imported late)

        self._vf_batch = vf_batch
        sync = CTX.sync
        self.clocks: hazard.Clocks = sync.clocks
        self.pending = {k: v for k, v in sync.pending.items() if v}
        self.start = self.clocks.vc.copy()
        self.xvc = None if self.clocks.xvc is None else self.clocks.xvc.copy()
        self.ops: list[tuple[Any, ...]] = []
        self.gm: list[tuple[Any, ...]] = []
        self.odd = False
        self.seen = len(check.CHECKER._seen)
        self.counters = self.counters_now()
        #: The VF epoch at the start of the watched tile (moved on with it, :meth:`moved`).
        self.epoch0 = CTX.vf_epoch
        self._slopes_known: np.ndarray | None = None
        self.tracker: hazard.Tracker | None = None
        clocks = self.clocks
        for name in ("release", "acquire", "learn", "snapshot"):
            setattr(clocks, name, self._odd(getattr(clocks, name)))
        clocks.notify = self._sync_op("n", clocks.notify)
        clocks.wait = self._sync_op("w", clocks.wait)
        clocks.barrier = self._barrier(clocks.barrier)
        hook = GM.hook
        owner = getattr(hook, "__self__", None)
        self._hook = hook
        if hook is not None and isinstance(owner, hazard.Tracker):
            self.tracker = owner
            GM.hook = self._gm_access

    # -- watching --------------------------------------------------------------------------------
    def _odd(self, fn: Any) -> Any:
        def call(*args: Any) -> Any:
            self.odd = True  # a cross-core flag or a mutex: not a tile of the batched form
            return fn(*args)
        return call

    def _sync_op(self, kind: str, fn: Any) -> Any:
        def call(pipe: Any, tpipe: Any, event: Any) -> Any:
            p, t = hazard.pipe_index(pipe), hazard.pipe_index(tpipe)
            if p is not None and t is not None:
                self.ops.append((kind, p, t, int(event), self.clocks.vc.diagonal().copy()))
            return fn(pipe, tpipe, event)
        return call

    def _barrier(self, fn: Any) -> Any:
        def call(pipes: Any = None) -> Any:
            rows = list(range(_NP)) if pipes is None else \
                [i for i in (hazard.pipe_index(p) for p in pipes) if i is not None]
            if rows:
                self.ops.append(("b", rows, 0, 0, self.clocks.vc.diagonal().copy()))
            return fn(pipes)
        return call

    def _gm_access(self, alloc: Any, off: int, nbytes: int, is_write: bool, pipe: Any, what: str,
                   lanes: Any) -> None:
        tracker = self.tracker
        assert tracker is not None
        where = tracker.where_now()
        tracker.access(alloc, off, nbytes, is_write, pipe, what, lanes)
        p = hazard.pipe_index(pipe)
        if p is None or lanes is not None or hazard._ATOMIC[0]:
            self.odd = True
            return
        xvc = self.clocks.xvc
        self.gm.append((alloc, off, nbytes, is_write, p, where, int(self.clocks.vc[p, p]), self.clocks.vc.copy(),
                        None if xvc is None else xvc[p].copy()))

    def stop(self) -> None:
        """The tile ended (or failed): stop watching."""
        clocks = self.clocks
        for name in ("release", "acquire", "learn", "snapshot", "notify", "wait", "barrier"):
            vars(clocks).pop(name, None)
        if self.tracker is not None:
            GM.hook = self._hook
        self.end = clocks.vc.copy()
        self.after = self.counters_now()

    def usable(self) -> bool:
        """Whether the watched tile allows batching the next ones: nothing reported or noted, no
        cross-core or mutex sync, its syncs balanced, what the pipes know of other blocks unchanged."""
        sync = CTX.sync
        if self.odd or len(check.CHECKER._seen) != self.seen or sync is None or sync.clocks is not self.clocks:
            return False
        if {k: v for k, v in sync.pending.items() if v} != self.pending:
            return False
        xvc, before = self.clocks.xvc, self.xvc
        if xvc is None or before is None:
            return xvc is before
        return bool(np.array_equal(xvc, before))

    # -- counters --------------------------------------------------------------------------------
    def counters_now(self) -> tuple[tuple[int, int, int], dict[int, int]]:
        """Instructions issued, VF epoch, batched VF loops; clean reads per allocation (by id)."""
        ub = CTX.ub
        allocs = {id(a): a for a in (*ub.live(), *GM.live())}
        self._allocs = getattr(self, "_allocs", {}) | allocs
        return (ub.issued, CTX.vf_epoch, self._vf_batch.BATCHED[0]), \
            {k: a._clean_reads for k, a in allocs.items()}

    def restore(self, saved: tuple[tuple[int, int, int], dict[int, int]]) -> None:
        """Put the counters back where they were (a batch that did not go ahead)."""
        (issued, epoch, loops), _ = saved
        CTX.ub.issued, CTX.vf_epoch, self._vf_batch.BATCHED[0] = issued, epoch, loops

    def advance(self, saved: tuple[tuple[int, int, int], dict[int, int]], m: int) -> None:
        """The counters as ``m`` more tiles like the watched one leave them."""
        (i0, e0, b0), reads0 = self.counters
        (i1, e1, b1), reads1 = self.after
        (issued, epoch, loops), _ = saved
        CTX.ub.issued = issued + m * (i1 - i0)
        CTX.vf_epoch = epoch + m * (e1 - e0)
        self._vf_batch.BATCHED[0] = loops + m * (b1 - b0)
        for key, n in reads1.items():
            grew = n - reads0.get(key, 0)
            if grew > 0:
                self._allocs[key].clean_reads(m * grew)

    # -- the model of the tiles after --------------------------------------------------------------
    def model(self, m: int, sites: list[Any]) -> Model | None:
        """What ``m`` more tiles would do to the clocks and the checker's records, or None when the
        watched tile does not tell (they run one at a time)."""
        slopes = self._slopes_known
        if slopes is None:
            slopes = self._slopes_known = self._slopes()
        if slopes is None:
            return None
        gm = []
        if self.tracker is not None:
            if len(self.gm) != len(sites):
                return None
            for s, acc in zip(sites, self.gm, strict=True):
                alloc, off, nbytes, is_write, *_ = acc
                if alloc is not s.alloc or is_write == s.copy.into_ub or off != s.off - s.stride or nbytes != s.n:
                    return None
                gm.append(acc)
        model = Model(self, m, slopes, sites, gm)
        return model if model.clear() else None

    def moved(self, m: int, sites: list[Any]) -> None:
        """``m`` tiles ran batched after the watched one: the last of them is the watched one now
        (its clocks, GM accesses and VF epoch; the tiles are alike, so the rest holds)."""
        slopes = self._slopes_known
        assert slopes is not None
        self.start = self.start + m * slopes
        self.end = self.end + m * slopes
        step = np.diagonal(slopes)
        self.gm = [(alloc, off + m * s.stride, nbytes, w, p, where, clock + m * int(step[p]), vc + m * slopes, know)
                   for s, (alloc, off, nbytes, w, p, where, clock, vc, know) in zip(sites, self.gm, strict=True)] \
            if self.tracker is not None else self.gm
        self.epoch0 += m * (self.after[0][1] - self.counters[0][1])

    def _slopes(self) -> np.ndarray | None:
        """How much each clock entry moves on per tile (``D``), or None when it does not move on by
        the same amount in every tile (or the tile's syncs do not pair up within it)."""
        b, end = self.start, self.end
        add = np.full((_NP, _NP, _NP), _NEG, np.int64)  # add[r, j, s]: entry (s, j) at the start plus this
        for r in range(_NP):
            add[r, :, r] = 0
        flags: dict[tuple[int, int, int], list[np.ndarray]] = {}
        states = []
        diag0 = b.diagonal()

        def tick(diag: np.ndarray) -> None:
            add[_DIAG, _DIAG, :] = _NEG
            add[_DIAG, _DIAG, _DIAG] = diag - diag0

        # A flag set before the tile would be the one a wait of the tile takes (first in, first out).
        held = {(hazard.pipe_index(p), hazard.pipe_index(t), int(e)) for p, t, e in self.pending}
        for kind, p, t, e, diag in self.ops:
            tick(diag)
            if kind != "b" and (p, t, e) in held:
                return None
            if kind == "n":
                flags.setdefault((p, t, e), []).append(add[p].copy())
                continue  # a notify changes no entry
            if kind == "w":
                queue = flags.get((p, t, e))
                if not queue:
                    return None  # the wait takes a flag set before the tile
                snap = queue.pop(0)
                if t == _S:
                    np.maximum(add, snap[None], out=add)
                else:
                    np.maximum(add[t], snap, out=add[t])
            else:
                np.maximum(add, add[p].max(axis=0)[None], out=add)
            states.append(add.copy())
        tick(end.diagonal())
        if any(flags.values()):
            return None
        bt = b.T[None]
        if not np.array_equal((add + bt).max(axis=-1), end):
            return None  # not the clocks' algebra as modelled: keep to the tiles one at a time
        slopes = end - b
        # Every state at once: the entry giving each maximum must grow at least as fast as every other
        # candidate (and, at the end of the tile, as fast as the entry itself does).
        st = np.stack([*states, add])
        finite = st > _NEG // 2
        terms = np.where(finite, st + bt[None], _NEG)
        top = terms.max(axis=-1, keepdims=True)
        col = np.broadcast_to(slopes.T[None, None], st.shape)  # col[..., j, s]: the slope of entry (s, j)
        best = np.where((terms == top) & finite, col, _NEG).max(axis=-1)
        fastest = np.where(finite, col, _NEG).max(axis=-1)
        if (best < fastest).any() or not np.array_equal(best[-1], slopes):
            return None
        return slopes


class Model:
    """What ``m`` tiles after the watched one do to the clocks and the race checker's records."""

    def __init__(self, trace: Trace, m: int, slopes: np.ndarray, sites: list[Any], gm: list[tuple[Any, ...]]) -> None:
        self.trace, self.m, self.slopes, self.sites, self.gm = trace, m, slopes, sites, gm
        #: The clocks after the m tiles.
        self.final = trace.end + m * slopes
        self.horizon: dict[tuple[int, int], int] = {}

    def clear(self) -> bool:
        """Whether no race finding can come out of the m tiles (decided on the records as they are)."""
        tracker = self.trace.tracker
        if tracker is None or check.CHECKER.mode == "off":
            return True
        block = CTX.track_idx
        states = tracker._per_block.get(block, {})
        if not self._ub_ordered(tracker, states):
            return False
        pipes: dict[int, set[int]] = {}
        for s, (alloc, _, _, _, p, _, _, vc, know) in zip(self.sites, self.gm, strict=True):
            pipes.setdefault(id(alloc), set()).add(p)
            st = states.get(id(alloc))
            if st is None:
                return False
            if any(q != p and st.last_clock[q] > vc[p, q] for q in range(_NP)):
                return False  # another pipe's access that this one may not be ordered after
            mine = st.by_pipe[p]
            if len(mine) + self.m * len(self.sites) > st.prune_at[p]:
                first = min(int(vc[r, p]) for r in range(_NP) if r != p)
                last = min(int(self.final[r, p]) for r in range(_NP) if r != p)
                if first != last:
                    return False  # a prune whose horizon moves during the tiles
                self.horizon[(id(alloc), p)] = first
            if CTX.track_num > 1 and alloc.space == "gm":
                lo, hi = s.off, s.off + s.stride * (self.m - 1) + s.n
                if not _blocks_clear(tracker, alloc, lo, hi, block, know):
                    return False
        return all(len(v) == 1 for v in pipes.values())

    def _ub_ordered(self, tracker: hazard.Tracker, states: dict[int, Any]) -> bool:
        """Whether at the end of the watched tile every pipe that touched a UB array in it is ordered
        after every other pipe's latest access there: then no tile's access races with the tile
        before's (the clocks move on alike, so the order holds at the end of every tile)."""
        start = self.trace.start.diagonal()
        end = self.trace.end
        keep: dict[int, Any] = {id(a): a for a in tracker._keep_block.get(CTX.track_idx, [])}
        for key, st in states.items():
            alloc = keep.get(key)
            if alloc is None or alloc.space != "ub":
                continue
            touched = [p for p in range(_NP) if st.last_clock[p] > start[p]]
            if any(p != q and end[p, q] < st.last_clock[q] for p in touched for q in touched):
                return False
        return True

    def commit(self) -> None:
        """Do it: the clocks, then the records."""
        trace = self.trace
        clocks = trace.clocks
        tracker = trace.tracker
        step = np.diagonal(self.slopes)
        if tracker is not None and check.CHECKER.mode != "off":
            self._move_ub(tracker, trace.end.diagonal() - step, step)
            self._gm_records(tracker, step)
        clocks.vc[...] = self.final

    def _move_ub(self, tracker: hazard.Tracker, start: np.ndarray, step: np.ndarray) -> None:
        """The UB records the watched tile left, moved on to the last tile's clocks (each tile makes
        the same accesses, so each record is the last tile's)."""
        block = CTX.track_idx
        keep: dict[int, Any] = {id(a): a for a in tracker._keep_block.get(block, [])}
        m = self.m
        cells: set[int] = set()
        epochs = self.trace.after[0][1] - self.trace.counters[0][1]
        epoch0 = self.trace.epoch0
        for key, st in tracker._per_block.get(block, {}).items():
            alloc = keep.get(key)
            if alloc is None or alloc.space != "ub":
                continue
            for p in range(_NP):
                d = int(step[p]) * m
                if not d:
                    continue
                for acc in st.by_pipe[p].values():
                    cell = acc.cell if type(acc) is _ROW else None
                    if cell is not None:
                        # A batched VF loop's records, which all move with its cell: the loop ran
                        # before the watched tile or in it, so one of them tells for all.
                        if id(cell) not in cells:
                            cells.add(id(cell))
                            if acc.clock > start[p]:
                                cell[0] += d
                    elif acc.clock > start[p]:
                        acc.clock += d
                if st.last_clock[p] > start[p]:
                    st.last_clock[p] += d
            if epochs and st.v_epoch > epoch0:
                st.v_epoch += m * epochs
                if st.v_epochs is not None:
                    st.v_epochs[st.v_epochs > epoch0] += m * epochs

    def _gm_records(self, tracker: hazard.Tracker, step: np.ndarray) -> None:
        """One record per tile and GM access, as the tiles one at a time make them: made now, or, for
        a pipe's records of an array only one copy of the body touches and no prune forgets one of,
        when something first looks at them (:class:`_Later`, :meth:`_lazy_prune_at`)."""
        block = CTX.track_idx
        states = tracker._per_block[block]
        rows = []
        groups: dict[tuple[int, int], list[int]] = {}
        for i, (s, (alloc, _, nbytes, is_write, p, where, clock, _, know)) in enumerate(
                zip(self.sites, self.gm, strict=True)):
            st = states[id(alloc)]
            rows.append((st, s, alloc, nbytes, is_write, p, where, clock, know))
            groups.setdefault((id(st), p), []).append(i)
        record = tracker.record
        if record is not None and CTX.track_num > 1:
            for k in range(self.m):
                for _, s, alloc, nbytes, is_write, p, where, clock, _ in rows:
                    lo = s.off + k * s.stride
                    record.append(("gm", alloc.base, lo, lo + nbytes, "w" if is_write else "r", None, where, block,
                                   p, clock + (k + 1) * int(step[p])))
        now = []
        for (_, p), members in groups.items():
            st = rows[members[0]][0]
            mine = st.by_pipe[p]
            s = rows[members[0]][1]
            if isinstance(mine, _Later) and (len(members) != 1 or not s.stride):
                mine.real()  # the keys to count may be among those still to make
            prune_at = self._lazy_prune_at(st, p, rows[members[0]]) if len(members) == 1 else None
            if prune_at is not None:
                mine = st.by_pipe[p]
                _, s, _, nbytes, is_write, _, where, clock, _ = rows[members[0]]
                fill = _tile_records(p, is_write, s.off, s.stride, nbytes, clock, int(step[p]), where, self.m)
                # The records still to make of an earlier chunk are of tiles before these: other keys.
                new = _new_keys(mine, int(is_write), s.off, s.stride, nbytes, self.m)
                st.by_pipe[p] = _Later(mine, fill, new)
                st.last_clock[p] = clock + self.m * int(step[p])
                st.prune_at[p] = prune_at
            else:
                now.extend(members)
        now.sort()
        for k in range(self.m):
            for i in now:
                st, s, alloc, nbytes, is_write, p, where, clock, _ = rows[i]
                c = clock + (k + 1) * int(step[p])
                lo = s.off + k * s.stride
                hi = lo + nbytes
                mine = st.by_pipe[p]
                key = (int(is_write), lo, hi)
                prev = mine.get(key)
                if prev is None:
                    mine[key] = hazard._Access(p, is_write, lo, hi, c, where, None, False)
                else:
                    prev.clock, prev.loc, prev.lanes = c, where, None
                st.last_clock[p] = c
                if len(mine) > st.prune_at[p]:
                    horizon = self.horizon[(id(alloc), p)]
                    for old_key, acc in list(mine.items()):
                        if acc.clock <= horizon:
                            del mine[old_key]
                            acc.forget()
                    st.prune_at[p] = max(tracker.PRUNE_AT, 2 * len(mine))
        if CTX.track_num > 1:
            for _, s, alloc, nbytes, is_write, p, where, clock, _ in rows:
                if alloc.space == "gm":
                    # Tiles one after another; or all reading one range, whose record is the last tile's.
                    ks = range(self.m) if s.stride else range(self.m - 1, self.m)
                    clocks = [clock + (k + 1) * int(step[p]) for k in ks]
                    kind = "w" if is_write else "r"
                    if s.stride == nbytes or len(clocks) == 1:
                        _blocks_fill(tracker, alloc, s.off, nbytes, clocks, kind, block, p, where)
                    else:  # tiles with gaps between them (or overlapping reads): one after another
                        for k, c in zip(ks, clocks, strict=True):
                            _blocks_fill(tracker, alloc, s.off + k * s.stride, nbytes, [c], kind, block, p, where)

    def _lazy_prune_at(self, st: Any, p: int, row: tuple[Any, ...]) -> int | None:
        """The prune count pipe ``p``'s records of one array end with when the m tiles' records of
        its one GM access there may be made later (:class:`_Later`), or None (made now). Later when
        no prune comes, or when the prunes that come forget nothing: every record there is then
        newer than their horizon (fixed over the batch, :meth:`clear`), as the tiles' own are (each
        tile's access is newer than what the other pipes know of ``p`` when it is made), so each
        prune only sets the next count (twice the records kept)."""
        _, s, alloc, nbytes, is_write, _, _, clock, _ = row
        mine = st.by_pipe[p]
        prune_at = st.prune_at[p]
        count = len(mine)
        new = _new_keys(mine, int(is_write), s.off, s.stride, nbytes, self.m)
        if count + new <= prune_at:
            return prune_at
        horizon = self.horizon.get((id(alloc), p))
        if horizon is None or clock <= horizon:
            return None
        if isinstance(mine, _Later):
            mine.real()  # the clocks of its records still to make are to be looked at
        if any(acc.clock <= horizon for acc in dict.values(mine)):
            return None  # the first prune forgets some: made now, as the tiles one at a time make them
        if count > prune_at:
            return None
        # Each prune comes with the record that takes the count past the prune count, and keeps all.
        while count + new > prune_at:
            prune_at = max(hazard.Tracker.PRUNE_AT, 2 * (prune_at + 1))
        return prune_at


def _blocks_clear(tracker: hazard.Tracker, alloc: Any, lo: int, hi: int, block: int, know: np.ndarray | None) -> bool:
    """Whether bytes ``[lo, hi)`` of a GM allocation hold no record of another block's access that
    ``know`` does not cover, and no bytes with several readers (then the tiles' records are plain
    replacements of what is there, and a write's clearing of the side records changes nothing)."""
    sh = tracker._shared.get(id(alloc))
    if sh is None:
        return True
    page = hazard._PAGE
    for page_lo in range(lo - lo % page, hi, page):
        pg = sh.pages.get(page_lo)
        if pg is None:
            continue
        a, b = max(lo, page_lo) - page_lo, min(hi, page_lo + page) - page_lo
        if any(side.value(a, b) != 0 for side in (*pg.r_multi.values(), *pg.a_multi.values())):
            return False  # bytes with several readers here: per tile
        for runs in (pg.w, pg.r, pg.a):
            if runs is None:
                continue
            starts, vals = runs.starts, runs.vals
            for i, v in enumerate(vals):
                end = starts[i + 1] if i + 1 < len(starts) else runs.size
                if end <= a or starts[i] >= b or v == -1:
                    continue
                if v == -2:
                    return False
                c = v & _COL_MASK
                if c // _NP != block and (know is None or int(know[c]) < v >> _COL_BITS):
                    return False
    return True


def _blocks_fill(tracker: hazard.Tracker, alloc: Any, off: int, n: int, clocks: list[int], kind: str, block: int,
                 p: int, where: str | None) -> None:
    """The cross-block record of tiles of ``n`` bytes each, one after another from ``off``, the k-th
    at ``clocks[k]`` (:func:`_blocks_clear` held for them)."""
    sh = tracker.shared(alloc)
    col = block * _NP + p
    page = hazard._PAGE
    lo, hi = off, off + n * len(clocks)
    packed = [(c << _COL_BITS) | col for c in clocks]
    pages = sh.pages
    write = kind == "w"
    for page_lo in range(lo - lo % page, hi, page):
        pg = pages.get(page_lo)
        if pg is None:
            pg = sh.page(page_lo)
        a, b = max(lo, page_lo) - page_lo, min(hi, page_lo + page) - page_lo
        first = (a + page_lo - off) // n
        # The first tile's bytes from a, then each tile that starts before b from its start.
        starts = [a, *range(off + (first + 1) * n - page_lo, b, n)]
        vals = packed[first:first + len(starts)]
        runs = pg.w if write else pg.r
        if runs is None:
            runs = hazard._Runs(pg.size, -1)
            if write:
                pg.w = runs
            else:
                pg.r = runs
        if len(runs.starts) == 1 and runs.vals[0] == -1:  # nothing there yet (a page the tiles fill)
            if a:
                starts, vals = [0, *starts], [-1, *vals]
            if b < pg.size:
                starts.append(b)
                vals.append(-1)
            runs.starts, runs.vals = starts, vals
        else:
            runs._splice(a, b, starts, vals)
        if write:
            for other in (pg.r, pg.a):
                if other is not None:
                    other.fill(a, b, -1, None)
    sh.locs[(col, kind)] = where


def _tile_records(p: int, is_write: bool, off: int, stride: int, n: int, clock: int, step: int, where: str | None,
                  m: int) -> Any:
    """What makes the records of ``m`` tiles of one GM access in a pipe's records (in tile order)."""
    def fill(records: dict[tuple[int, int, int], hazard._Access]) -> None:
        for k in range(m):
            c = clock + (k + 1) * step
            lo = off + k * stride
            key = (int(is_write), lo, lo + n)
            prev = records.get(key)
            if prev is None:
                records[key] = hazard._Access(p, is_write, lo, lo + n, c, where, None, False)
            else:
                prev.clock, prev.loc, prev.lanes = c, where, None
    return fill


def _new_keys(records: dict[tuple[int, int, int], Any], kind: int, off: int, stride: int, n: int, m: int) -> int:
    """How many of the keys of ``m`` tiles of one access (``off`` + k * ``stride``) ``records`` lacks
    (of the records it has made)."""
    if not stride:
        return int((kind, off, off + n) not in records)
    have = sum(1 for w, lo, hi in dict.keys(records) if w == kind and hi - lo == n and (lo - off) % stride == 0
               and 0 <= (lo - off) // stride < m)
    return m - have


class _Later(dict[Any, Any]):
    """A pipe's records of one GM array with those of a batch's tiles still to make: made on the first
    look (a block that ends after its tile loop never looks). Its length counts them already."""

    __slots__ = ("_fill", "_extra")

    def __init__(self, records: dict[Any, Any], fill: Any, extra: int) -> None:
        """``records`` and then (on the first look) what ``fill`` makes, ``extra`` new keys; the
        records still to make of ``records`` (a ``_Later`` too) come first."""
        super().__init__()
        dict.update(self, dict.items(records))  # without a look at what ``records`` has still to make
        self._fill: Any = fill
        self._extra = extra
        if isinstance(records, _Later) and records._fill is not None:
            earlier, later = records._fill, fill

            def both(d: dict[Any, Any]) -> None:
                earlier(d)
                later(d)
            self._fill, self._extra = both, records._extra + extra

    def real(self) -> None:
        """Make the records still to make."""
        fill = self._fill
        if fill is not None:
            self._fill, self._extra = None, 0
            fill(self)

    def __len__(self) -> int:
        return dict.__len__(self) + self._extra

    def clear(self) -> None:
        self._fill, self._extra = None, 0
        dict.clear(self)

    def copy(self) -> dict[Any, Any]:
        self.real()
        return dict(dict.items(self))


def _looking(name: str) -> Any:
    """dict's method ``name`` for :class:`_Later`: the records still to make are made first."""
    plain = getattr(dict, name)

    def method(self: _Later, *args: Any) -> Any:
        self.real()
        return plain(self, *args)
    method.__name__ = method.__qualname__ = name
    return method


# Every way of reading or changing the records looks at them (``__len__`` counts without making them).
for _name in ("get", "__getitem__", "__setitem__", "__delitem__", "__contains__", "__iter__", "keys", "values",
              "items", "pop", "setdefault"):
    setattr(_Later, _name, _looking(_name))
