"""Loads, stores and atomics of SIMT threads: one gather or scatter per statement over the active
threads, with the checks of the scalar accesses (inside one live allocation, aligned for the element
type, bytes written before they are read) made for every thread and reported with the thread's
indices.

A memory is given as ``(space, allocation)``: the runtime's memory space and the allocation the
pointer was derived from (a pointer may not walk into a neighbouring allocation).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ..errors import MemoryAccessError
from . import blocks, check, hazard_scatter, parallel, simt, timeline
from .hazard import PAGE_BYTES, Tracker
from .memory import GM, Allocation, MemorySpace
from .simt import Threads
from .simt_races import RACES
from .simt_ramp import Ramp, plain

#: How many writes SIMT code has made (stores, copies, atomics that changed a value): a loop that waits on
#: memory knows by it whether its iteration wrote any (:mod:`ascsim.frontend.simt_spin`).
WRITES = [0]


class Undo:
    """What SIMT writes changed while it is kept (:data:`UNDO`): each written element's bytes and
    written-bits as they were, so that a run of SIMT code can be taken back (:meth:`restore`) and run again
    another way (:mod:`ascsim.frontend.simt_warps`)."""

    def __init__(self) -> None:
        self.entries: list[tuple[Allocation, slice | np.ndarray, np.ndarray, np.ndarray | None]] = []
        self.full: dict[int, tuple[Allocation, bool]] = {}
        self.kept = 0
        #: Whether more was written than :data:`UNDO_LIMIT`: then nothing is kept and nothing can be taken back.
        self.overflow = False

    def save(self, alloc: Allocation, where: slice | np.ndarray) -> None:
        """Keep the bytes of ``alloc`` at ``where`` (a byte slice or byte offsets) before a write."""
        if id(alloc) not in self.full:
            self.full[id(alloc)] = (alloc, alloc.init_full)
        init = alloc.init
        data = alloc.data[where].copy()
        self.entries.append((alloc, where, data, None if init is None else init[where].copy()))
        self.kept += 2 * data.size + (where.nbytes if isinstance(where, np.ndarray) else 0)
        if self.kept > UNDO_LIMIT:  # SIMT code that writes this much is not kept: memory and time stay bounded
            self.overflow = True
            self.entries.clear()
            self.full.clear()
            UNDO[0] = None

    def restore(self) -> None:
        """Put back every byte and written-bit as it was before the first write kept."""
        for alloc, where, data, init in reversed(self.entries):
            alloc.data[where] = data
            if init is not None and alloc.init is not None:
                alloc.init[where] = init
        for alloc, full in self.full.values():
            alloc.init_full = full
        self.entries.clear()
        self.full.clear()


#: The undo record SIMT writes keep now (None: none is kept).
UNDO: list[Undo | None] = [None]

#: The most bytes an undo record keeps (old bytes, written-bits and byte offsets) before it gives up.
UNDO_LIMIT = 64 << 20


def _bytes_of(rel: np.ndarray, size: int) -> np.ndarray:
    """The byte offsets of the ``size``-byte elements at byte offsets ``rel``."""
    return rel if size == 1 else (rel[:, None] + np.arange(size)).reshape(-1)


class SimtAddress:
    """A pointer a SIMT API function made from an address (``__cvta_global_to_generic`` ...): the memory
    and one byte offset per thread, of no allocation in particular (accesses find theirs by address).
    Each engine turns it into a pointer of its own."""

    __slots__ = ("mem", "off")

    def __init__(self, mem: MemorySpace, off: Any) -> None:
        self.mem, self.off = mem, off


def _positions(threads: Threads, m: np.ndarray | None) -> np.ndarray | None:
    return None if m is None else np.flatnonzero(m)


def _locate(threads: Threads, space: MemorySpace, within: Allocation | None, addr: np.ndarray,
            pos: np.ndarray | None, size: int, what: str) -> tuple[Allocation, np.ndarray]:
    """The allocation every address of ``addr`` (of the threads at ``pos``) lies in, and the
    element offsets in it; a bad address is reported for the first thread that has one."""
    lo, hi = int(addr.min()), int(addr.max())
    try:
        alloc, off = space.locate(lo, hi - lo + size, what, within)
    except MemoryAccessError:
        for k in range(addr.size):  # name the first thread whose own access is bad
            try:
                alloc, off = space.locate(int(addr[k]), size, what, within)
            except MemoryAccessError as e:
                i = k if pos is None else int(pos[k])
                raise MemoryAccessError(f"{threads.who(i)}: {e.message}") from None
            within = alloc if within is None else within
        raise
    rel = addr - alloc.base
    sliced = simt.UB_SLICES.get(id(alloc))
    if sliced is not None and sliced[0] is alloc:  # each block's own array: no walking into another block's
        # The block of each thread at ``pos``: its position over the block size (as block_of, without making it).
        blk = threads.block_of if pos is None else pos // threads.per_block
        outside = (rel // sliced[1]) != blk
        if outside.any():
            k = int(np.flatnonzero(outside)[0])
            i = k if pos is None else int(pos[k])
            check.report("memory", f"{threads.who(i)}: {what} at offset {int(rel[k]) - int(blk[k]) * sliced[1]} "
                         f"of its block's __ubuf__ array (of {sliced[1]} bytes with alignment padding, allocated in "
                         f"{alloc.describe()}) reaches past the end of it; on the chip the access goes ahead in the "
                         "Unified Buffer, here it reaches another block's array")
    # Element sizes are powers of two: a mask test, several times faster than the remainder of int64s.
    if size > 1 and (alloc.base % size or (rel & (size - 1)).any()):
        bad = np.flatnonzero((addr % size) != 0)
        k = int(bad[0]) if bad.size else 0
        i = k if pos is None else int(pos[k])
        raise MemoryAccessError(f"{threads.who(i)}: {what} at {space.name.upper()} 0x{int(addr[k]):x} is not aligned "
                                f"to {size} bytes; a {size}-byte element must be at an address that is a multiple of "
                                f"{size}")
    return alloc, rel


#: The pipe a SIMT VF's accesses count as for the SIMD kernel that called it (``asc_vf_call``); None
#: outside one. Its accesses then meet the pipe checker as one access per statement, so a copy that
#: reads what the VF wrote without the pipe synchronisation between them is reported.
VF_PIPE: list[Any] = [None]


def _pipe_checked(space: MemorySpace, alloc: Allocation, rel: Any, size: int, n: int, is_write: bool,
                  what: str) -> None:
    """Show the pipe checker a SIMT VF statement's bytes of ``alloc``: byte offsets ``rel`` (``n``
    consecutive elements from ``rel`` when it is one number)."""
    hook = space.hook
    if hook is None or VF_PIPE[0] is None:
        return
    if np.ndim(rel) == 0:
        hook(alloc, int(rel), n * size, is_write, VF_PIPE[0], what, None)
        return
    if rel.size == 0:
        return
    tracker = getattr(hook, "__self__", None)
    if isinstance(tracker, Tracker):
        elems = hazard_scatter.scattered(rel, size)
        if elems is not None and hazard_scatter.access(tracker, alloc, elems, size, is_write, VF_PIPE[0], what):
            return  # threads far apart: checked and recorded at once
    for lo, lanes in _spans(rel, size):
        # A span with every byte accessed (one thread's element, a warp's run) is a plain range: cheaper to record.
        hook(alloc, lo, lanes.size, is_write, VF_PIPE[0], what, None if lanes.all() else lanes)


def _profiled(threads: Threads, space: MemorySpace, addr: np.ndarray, pos: np.ndarray | None,
              m: np.ndarray | None, size: int, atomic: bool = False) -> None:
    """Tell a running profile which addresses the active threads touched."""
    prof = timeline.ACTIVE
    if prof is None:
        return
    if addr.size == 1 and (pos is None or pos.size != 1):  # one address for all active threads
        pos = np.arange(threads.n) if m is None else np.flatnonzero(m)
        addr = np.broadcast_to(addr, pos.shape)
    prof.simt_access(threads, space is GM, addr, pos, size, atomic)


def _typed(alloc: Allocation, dtype: np.dtype) -> np.ndarray:
    size = dtype.itemsize
    return alloc.data[:alloc.capacity - alloc.capacity % size].view(dtype)


def _check_init(threads: Threads, alloc: Allocation, rel: np.ndarray, pos: np.ndarray | None, size: int,
                what: str) -> None:
    init = alloc.init
    if init is None or alloc.init_full or check.CHECKER.mode == "off":
        return
    written = _all_written(init, rel, size)
    if not written.all():
        k = int(np.flatnonzero(~written)[0])
        i = k if pos is None else int(pos[k])
        check.report("uninitialized", f"{threads.who(i)}: {what}: reads {alloc.describe()} at offset {int(rel[k])}, "
                     "which was never written; store data there first")
        return
    alloc._clean_reads += 1
    n = alloc._clean_reads
    # At the 1st, 2nd, 4th ... clean read: a pass over the flags (of the bytes asked for), seldom.
    if n & (n - 1) == 0 and init[:alloc.size].all():
        alloc.init_full = True


#: The flags of an element whose ``size`` bytes are all written, read as one unsigned integer.
_FULL = {2: (np.uint16, 0x0101), 4: (np.uint32, 0x01010101), 8: (np.uint64, 0x0101010101010101)}


def _all_written(init: np.ndarray, rel: np.ndarray, size: int) -> np.ndarray:
    """Whether the ``size`` bytes at each (aligned) offset ``rel`` were all written: one gather of the flags
    read ``size`` at a time, instead of ``size`` gathers."""
    if size == 1:
        return init[rel]
    if size in _FULL and init.size % size == 0 and init.ctypes.data % size == 0:
        kind, full = _FULL[size]
        return np.asarray(init.view(kind)[rel // size] == kind(full))
    return np.asarray(init[rel[:, None] + np.arange(size)].all(axis=1))


def _run_of(threads: Threads, space: MemorySpace, within: Allocation | None, addr: Any, size: int,
            m: np.ndarray | None, what: str) -> tuple[Allocation, int] | None:
    """Where every thread accesses the element after the previous thread's (a :class:`Ramp` of step
    ``size``, all threads active): the allocation and the first element's offset, once the run is known
    to lie inside it, aligned and (for reading) written; None to take the thread-by-thread path, which
    also names the thread of any finding."""
    if m is not None or not isinstance(addr, Ramp) or addr.step != size:
        return None
    lo, hi = addr.bounds
    if lo % size:
        return None
    try:
        alloc, off = space.locate(lo, hi - lo + size, what, within)
    except MemoryAccessError:
        return None
    sliced = simt.UB_SLICES.get(id(alloc))
    if (sliced is not None and sliced[0] is alloc) or alloc.base % size:
        return None
    return alloc, off


def load(threads: Threads, space: MemorySpace, within: Allocation | None, addr: Any, dtype: np.dtype,
         m: np.ndarray | None, what: str, view: bool = False) -> Any:
    """The values at ``addr`` (one per thread, or one address for all) for the active threads; the
    inactive threads get 0. ``view``: consecutive elements may come as a read-only view of the memory
    (valid until the next write: for a caller that uses them at once)."""
    size = dtype.itemsize
    run = _run_of(threads, space, within, addr, size, m, what)
    if run is not None:
        alloc, off = run
        init = alloc.init
        if init is None or alloc.init_full or check.CHECKER.mode == "off" or init[off:off + threads.n * size].all():
            RACES.access_run(threads, alloc, off, threads.n, size, False)
            _pipe_checked(space, alloc, off, size, threads.n, False, what)
            if timeline.ACTIVE is not None:
                _profiled(threads, space, np.asarray(addr), None, m, size)
            first = off // size
            vals = _typed(alloc, dtype)[first:first + threads.n]
            if not view:
                return vals.copy()
            vals.flags.writeable = False
            return vals
    if np.ndim(addr) == 0:  # one address: every active thread reads the same element
        if m is not None and not m.any():
            return dtype.type(0)
        a = np.array([int(addr)], np.int64)
        alloc, rel = _locate(threads, space, within, a, None, dtype.itemsize, what)
        _check_init(threads, alloc, rel, None, dtype.itemsize, what)
        RACES.access(threads, alloc, rel, None, m, dtype.itemsize, False)
        _pipe_checked(space, alloc, rel, dtype.itemsize, 1, False, what)
        _profiled(threads, space, a, None, m, dtype.itemsize)
        return _typed(alloc, dtype)[int(rel[0]) // dtype.itemsize]
    pos = _positions(threads, m)
    a = _active_addresses(addr, pos)
    if a.size == 0:
        return np.zeros(threads.n, dtype)
    alloc, rel = _locate(threads, space, within, a, pos, dtype.itemsize, what)
    _check_init(threads, alloc, rel, pos, dtype.itemsize, what)
    RACES.access(threads, alloc, rel, pos, m, dtype.itemsize, False)
    _pipe_checked(space, alloc, rel, dtype.itemsize, 1, False, what)
    _profiled(threads, space, a, pos, m, dtype.itemsize)
    # Element sizes are powers of two: a shift, and take() rather than fancy indexing (both measurably faster).
    vals = _typed(alloc, dtype).take(rel >> (dtype.itemsize.bit_length() - 1))
    if pos is None:
        return vals
    out = np.zeros(threads.n, dtype)
    out[pos] = vals
    return out


def _active_addresses(addr: Any, pos: np.ndarray | None) -> np.ndarray:
    """The addresses of the threads at ``pos`` (of every thread when None); a Ramp's from its formula, so the
    tail of a grid-stride loop makes no array of every thread's address."""
    if isinstance(addr, Ramp):
        return np.asarray(addr) if pos is None else addr.take(pos)
    return addr if pos is None else addr[pos]


def _journal(space: MemorySpace, alloc: Allocation, rel: np.ndarray, size: int) -> None:
    """Tell a worker process's journal which bytes were written (it ships exactly those)."""
    journal = space.journal
    if journal is None or rel.size == 0:
        return
    for lo, lanes in _spans(rel, size):
        journal.append((alloc, lo, lanes.size, None if lanes.all() else lanes))


def _spans(rel: np.ndarray, size: int) -> list[tuple[int, np.ndarray]]:
    """The ``size``-byte elements at byte offsets ``rel`` as spans (first byte, which of its bytes they
    cover), cut where two elements are more than a page of the cross-block records apart: threads that touch
    elements far apart (a hash table's buckets) make a few small spans, not one as long as the allocation."""
    if rel.size == 1 or int(rel.max()) - int(rel.min()) <= PAGE_BYTES:
        return [_byte_lanes(rel, size)]
    srt = np.unique(rel)
    cuts = np.flatnonzero(np.diff(srt) > PAGE_BYTES) + 1
    return [_byte_lanes(part, size) for part in np.split(srt, cuts)]


def _byte_lanes(rel: np.ndarray, size: int) -> tuple[int, np.ndarray]:
    """The span of the ``size``-byte elements at byte offsets ``rel``: its first byte, and which of its bytes
    they cover."""
    lo, hi = int(rel.min()), int(rel.max()) + size
    lanes = np.zeros(hi - lo, np.bool_)
    lanes[(rel - lo)[:, None] + np.arange(size)] = True
    return lo, lanes


def store(threads: Threads, space: MemorySpace, within: Allocation | None, addr: Any, values: Any,
          dtype: np.dtype, m: np.ndarray | None, what: str) -> None:
    """Write ``values`` (one per thread, or one for all) at ``addr`` for the active threads. Where
    several threads write one element in the same statement, the last thread in thread order wins
    (the checker reports it when their values differ)."""
    size = dtype.itemsize
    WRITES[0] += 1
    run = _run_of(threads, space, within, addr, size, m, what)
    if run is not None:
        alloc, off = run
        RACES.access_run(threads, alloc, off, threads.n, size, True)
        _pipe_checked(space, alloc, off, size, threads.n, True, what)
        if timeline.ACTIVE is not None:
            _profiled(threads, space, np.asarray(addr), None, m, size)
        first = off // size
        if UNDO[0] is not None:
            UNDO[0].save(alloc, slice(off, off + threads.n * size))
        _typed(alloc, dtype)[first:first + threads.n] = np.broadcast_to(np.asarray(values, dtype), (threads.n,))
        if alloc.init is not None and not alloc.init_full:
            alloc.init[off:off + threads.n * size] = True
        journal = space.journal
        if journal is not None:
            journal.append((alloc, off, threads.n * size, np.ones(threads.n * size, np.bool_)))
        return
    if np.ndim(addr) == 0:
        if m is not None and not m.any():
            return
        pos = _positions(threads, m)
        a = np.array([int(addr)], np.int64)
        alloc, rel = _locate(threads, space, within, a, None, size, what)
        v = np.broadcast_to(np.asarray(values, dtype), (threads.n,))
        vals = v if pos is None else v[pos]
        if vals.size > 1 and (vals != vals[0]).any() and not np.isnan(vals.astype(np.float64)).all():
            check.report("hazard", f"{what}: several threads write different values to {alloc.describe()} at offset "
                         f"{int(rel[0])} in the same statement (a race between threads; use an atomic)")
        RACES.access(threads, alloc, rel, None, m, size, True)
        _pipe_checked(space, alloc, rel, size, 1, True, what)
        _profiled(threads, space, a, None, m, size)
        if UNDO[0] is not None:
            UNDO[0].save(alloc, slice(int(rel[0]), int(rel[0]) + size))
        _typed(alloc, dtype)[int(rel[0]) // size] = vals[-1]
        _mark(space, alloc, rel, size)
        return
    pos = _positions(threads, m)
    a = _active_addresses(addr, pos)
    if a.size == 0:
        return
    alloc, rel = _locate(threads, space, within, a, pos, size, what)
    vals = np.broadcast_to(np.asarray(values, dtype), (threads.n,))
    if pos is not None:
        vals = vals[pos]
    idx = rel // size
    RACES.access(threads, alloc, rel, pos, m, size, True)
    _pipe_checked(space, alloc, rel, size, 1, True, what)
    _profiled(threads, space, a, pos, m, size)
    if UNDO[0] is not None:
        UNDO[0].save(alloc, _bytes_of(rel, size))
    _typed(alloc, dtype)[idx] = vals
    _mark(space, alloc, rel, size)


def copy_bytes(threads: Threads, m: np.ndarray | None, src: tuple[MemorySpace, Allocation | None, Any],
               dst: tuple[MemorySpace, Allocation | None, Any], offsets: list[int], what: str) -> None:
    """The bytes at ``offsets`` past each active thread's address copied from ``src`` to ``dst`` (each a
    space, the allocation the pointer came from, and the addresses) as they are, written or not: the
    padding of a record a copy moves. The destination's bytes count as written (the copy wrote them)."""
    pos = _positions(threads, m)
    if pos is not None and pos.size == 0:
        return
    (s_space, s_within, s_addr), (d_space, d_within, d_addr) = src, dst
    WRITES[0] += 1
    for k in offsets:
        s_all = np.broadcast_to(np.asarray(s_addr, np.int64) + k, (threads.n,))
        d_all = np.broadcast_to(np.asarray(d_addr, np.int64) + k, (threads.n,))
        sa, da = (s_all, d_all) if pos is None else (s_all[pos], d_all[pos])
        s_alloc, s_rel = _locate(threads, s_space, s_within, sa, pos, 1, what)
        d_alloc, d_rel = _locate(threads, d_space, d_within, da, pos, 1, what)
        RACES.access(threads, s_alloc, s_rel, pos, m, 1, False)
        RACES.access(threads, d_alloc, d_rel, pos, m, 1, True)
        if UNDO[0] is not None:
            UNDO[0].save(d_alloc, d_rel)
        d_alloc.data[d_rel] = s_alloc.data[s_rel]
        if d_alloc.init is not None and not d_alloc.init_full:
            d_alloc.init[d_rel] = True  # the copy wrote them (whatever they held)
        _journal(d_space, d_alloc, d_rel, 1)


def _mark(space: MemorySpace, alloc: Allocation, rel: np.ndarray, size: int) -> None:
    init = alloc.init
    if init is not None and not alloc.init_full:
        if size == 1:
            init[rel] = True
        elif size in _FULL and init.size % size == 0 and init.ctypes.data % size == 0:
            kind, full = _FULL[size]
            init.view(kind)[rel // size] = kind(full)
        else:
            init[rel[:, None] + np.arange(size)] = True
    _journal(space, alloc, rel, size)


def atomic(threads: Threads, space: MemorySpace, within: Allocation | None, addr: Any, dtype: np.dtype,
           m: np.ndarray | None, update: Callable[[np.ndarray, np.ndarray], np.ndarray], operands: list[Any],
           what: str) -> np.ndarray:
    """A read-modify-write of every active thread, one thread after another in thread order:
    ``update(old, *operands)`` gives the new values; returns each thread's old value.

    Threads that hit distinct elements are done together; threads that share an element go in rounds
    (the first remaining thread of each element per round), so each sees the previous ones' results."""
    if space is GM and blocks.active() is None:
        # A worker process of a parallel launch: GM atomics of blocks in different workers would not
        # add up, so the launch runs again in one process.
        raise parallel.Fallback("a GM atomic")
    size = dtype.itemsize
    n = threads.n
    a_all = np.broadcast_to(np.asarray(plain(addr), np.int64), (n,))
    pos = np.arange(n) if m is None else np.flatnonzero(m)
    out = np.zeros(n, dtype)
    if pos.size == 0:
        return out
    alloc, rel = _locate(threads, space, within, a_all[pos], pos, size, what)
    _check_init(threads, alloc, rel, pos, size, what)
    _profiled(threads, space, a_all[pos], pos, m, size, atomic=True)
    _pipe_checked(space, alloc, rel, size, 1, True, what)
    view = _typed(alloc, dtype)
    idx = rel // size
    if UNDO[0] is not None:
        UNDO[0].save(alloc, _bytes_of(rel, size))
    ops = [np.broadcast_to(np.asarray(o, dtype), (n,))[pos] for o in operands]
    for now in _rounds(idx):
        at = idx[now]
        old = view[at].copy()
        new = update(old, *[o[now] for o in ops])
        if not np.array_equal(new, old):  # a compare-and-swap that failed changed nothing
            WRITES[0] += 1
        view[at] = new
        out[pos[now]] = old
    _mark(space, alloc, rel, size)
    return out


def _rounds(idx: np.ndarray) -> list[np.ndarray]:
    """The rounds of an atomic whose threads (in thread order) hit the elements ``idx``: round ``k`` holds
    the ``k``-th thread of each element, in thread order (so distinct elements go together)."""
    if idx.size < 2:
        return [np.arange(idx.size)]
    order = np.argsort(idx, kind="stable")  # by element, then thread order
    srt = idx[order]
    starts = np.flatnonzero(np.concatenate(([True], srt[1:] != srt[:-1])))
    if starts.size == idx.size:  # every thread on its own element: one round
        return [np.arange(idx.size)]
    # Each thread's rank among the threads on its element: its position past its element's first.
    rank = np.empty(idx.size, np.int64)
    rank[order] = np.arange(idx.size) - np.repeat(starts, np.diff(np.append(starts, idx.size)))
    by_round = np.argsort(rank, kind="stable")
    return np.split(by_round, np.cumsum(np.bincount(rank))[:-1])
