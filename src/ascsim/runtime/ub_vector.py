"""Memory side of the UB vector instructions (``vector_compute.h``): read and write exactly the
elements :mod:`ascsim.ops.vector_addressing` places, and nothing else.

Each operand access is one memory call over the span from its first to its last active element,
with a per-byte ``lanes`` mask of the bytes really touched: the bounds check covers the span (an
element outside the array makes the span leave it), and the uninitialised-data and hazard checks
see exactly the active elements' bytes.

Repeats run in order on the chip: a repeat reads its sources, then writes its destination. When
some destination byte is also a source byte and there are several repeats, the instruction runs
repeat by repeat here too (a later repeat may read what an earlier one wrote, as the accumulate
idiom ``dst_repeat_stride = 0`` relies on); otherwise all repeats are processed at once.

:func:`read_at` and :func:`write_at` move the scattered items of the register gathers and scatters
(``reg_load.h``, ``reg_store.h``) the same way: one access over their span, exactly their bytes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..arch import UB_BYTES, Pipe
from .memory import Ptr


@dataclass
class Access:
    """One operand of one instruction: where each of its (R, E) items lies and which are touched."""

    name: str  #: "dst", "src0" ... (for messages)
    ptr: Ptr
    offsets: np.ndarray  #: (R, E) byte offsets from ``ptr.addr``
    active: np.ndarray  #: (R, E) bool: the items read or written
    raw: np.dtype[Any]  #: unsigned dtype of one item's bits (its size is the item size)

    def rows(self, rows: slice) -> Access:
        if rows.start in (0, None) and rows.step in (1, None) and (rows.stop or 0) >= self.active.shape[0]:
            return self  # all of them: the same arrays (their layout is known by their identity)
        return Access(self.name, self.ptr, self.offsets[rows], self.active[rows], self.raw)


#: When a list, accesses are appended to it as ``("read" | "write", access)`` instead of being
#: performed (reads give zeros): ``ascsim explain`` draws a call's addresses this way.
RECORD: list[tuple[str, Access]] | None = None


@dataclass
class _Span:
    """Where the active items of one operand lie: ``addr`` their offsets in execution order, the
    byte range ``[lo, lo + nbytes)`` from the operand pointer that holds them, and whether they fill
    it back to back in order (``dense``: the common case, moved as one slice)."""

    addr: np.ndarray
    lo: int
    nbytes: int
    dense: bool
    #: What :meth:`byte_index` and :meth:`lanes` worked out (a span is kept with its layout and reused).
    _index: np.ndarray | None = None
    _lanes: np.ndarray | None = None

    def byte_index(self, size: int) -> np.ndarray:
        """``(K, size)``: the position of every byte of every item in the range."""
        if self._index is None or self._index.shape[1] != size:
            self._index = (self.addr - self.lo)[:, None] + np.arange(size)
            self._index.flags.writeable = False
        return self._index

    def lanes(self, size: int) -> np.ndarray | None:
        """The bytes of the range that are touched (None: all of them)."""
        if self.dense:
            return None
        if self._lanes is None:
            lanes = np.zeros(self.nbytes, np.bool_)
            lanes[self.byte_index(size).reshape(-1)] = True
            lanes.flags.writeable = False
            self._lanes = lanes
        return self._lanes


#: The layouts worked out lately, by the identity of an operand's (offsets, active) arrays, which
#: the addressing model caches and never changes: a loop of the same call shares them. Each entry
#: keeps its arrays, so their ids are not reused while it is here.
_LAYOUTS: dict[tuple[int, int, int], tuple[np.ndarray, np.ndarray, tuple[_Span | None, bool]]] = {}


def _layout(acc: Access) -> tuple[_Span | None, bool]:
    """The operand's span (None: no active item) and whether every item is active."""
    key = (id(acc.offsets), id(acc.active), acc.raw.itemsize)
    hit = _LAYOUTS.get(key)
    if hit is not None and hit[0] is acc.offsets and hit[1] is acc.active:
        return hit[2]
    addr = acc.offsets[acc.active]
    size = acc.raw.itemsize
    span: _Span | None
    if addr.size == 0:
        span = None
    else:
        first, last = int(addr[0]), int(addr[-1])
        if last - first == (addr.size - 1) * size and bool((addr[1:] - addr[:-1] == size).all()):
            span = _Span(addr, first, last + size - first, True)
        else:
            lo = int(addr.min())
            span = _Span(addr, lo, int(addr.max()) + size - lo, False)
    layout = (span, addr.size == acc.active.size)
    if not acc.offsets.flags.writeable and not acc.active.flags.writeable:  # only arrays that cannot change
        if len(_LAYOUTS) >= 256:
            _LAYOUTS.clear()
        _LAYOUTS[key] = (acc.offsets, acc.active, layout)
    return layout


def read(func: str, acc: Access) -> np.ndarray:
    """The raw bits ``(R, E)`` of the operand's active items (0 where inactive), read on PIPE_V."""
    if RECORD is not None:
        RECORD.append(("read", acc))
        return np.zeros(acc.active.shape, acc.raw)
    span, every = _layout(acc)
    if span is None:
        return np.zeros(acc.active.shape, acc.raw)
    size = acc.raw.itemsize
    view = acc.ptr.mem.read(acc.ptr.addr + span.lo, span.nbytes, f"{func} {acc.name}", Pipe.PIPE_V,
                            lanes=span.lanes(size), within=acc.ptr.alloc)
    if span.dense and every:  # every item, back to back in execution order: the whole (R, E) at once
        return view.view(acc.raw).reshape(acc.active.shape).copy()
    out = np.zeros(acc.active.shape, acc.raw)
    if span.dense:
        out[acc.active] = view.view(acc.raw)
    else:
        out[acc.active] = np.ascontiguousarray(view[span.byte_index(size)]).view(acc.raw).reshape(-1)
    return out


def write(func: str, acc: Access, values: np.ndarray) -> None:
    """Write the active items of ``values`` ``(R, E)`` (raw bits) on PIPE_V; where two items land
    on the same address, the later one (repeat by repeat, item by item) is what stays."""
    if RECORD is not None:
        RECORD.append(("write", acc))
        return
    span, every = _layout(acc)
    if span is None:
        return
    size = acc.raw.itemsize
    vals = np.ascontiguousarray((values.reshape(-1) if every else values[acc.active]).astype(acc.raw, copy=False))
    where = f"{func} {acc.name}"
    if span.dense:
        acc.ptr.mem.write(acc.ptr.addr + span.lo, vals.view(np.uint8), where, Pipe.PIPE_V, within=acc.ptr.alloc)
        return
    addr, byte_index = span.addr, span.byte_index(size)
    if addr.size > 1 and not bool((addr[1:] > addr[:-1]).all()):
        # Some address may be written twice (a stride of 0, overlapping repeats): keep the last
        # writer of each; unique over the reversed order finds last occurrences.
        _, first_rev = np.unique(addr[::-1], return_index=True)
        keep = np.sort(addr.size - 1 - first_rev)
        byte_index, vals = byte_index[keep], vals[keep]
    buf = np.zeros(span.nbytes, np.uint8)
    buf[byte_index.reshape(-1)] = vals.view(np.uint8).reshape(-1)
    acc.ptr.mem.write(acc.ptr.addr + span.lo, buf, where, Pipe.PIPE_V, lanes=span.lanes(size), within=acc.ptr.alloc)


def _bytes(acc: Access) -> np.ndarray:
    """Absolute addresses of every byte the operand touches."""
    addr = acc.ptr.addr + acc.offsets[acc.active]
    return (addr[:, None] + np.arange(acc.raw.itemsize)).reshape(-1)


def _extent(acc: Access) -> tuple[int, int]:
    """Absolute ``[lo, hi)`` of the bytes the operand touches (empty: lo == hi)."""
    span = _layout(acc)[0]
    if span is None:
        return 0, 0
    return acc.ptr.addr + span.lo, acc.ptr.addr + span.lo + span.nbytes


def _overlap(reads: Sequence[Access], writes: Sequence[Access]) -> bool:
    """Whether a destination byte is also a source byte (same memory space)."""
    for w in writes:
        wlo, whi = _extent(w)
        for r in reads:
            rlo, rhi = _extent(r)
            lo, hi = max(wlo, rlo), min(whi, rhi)
            if r.ptr.mem is not w.ptr.mem or lo >= hi:
                continue  # disjoint extents: the common case, decided without looking at bytes
            written = np.zeros(hi - lo, np.bool_)
            wb = _bytes(w)
            written[wb[(wb >= lo) & (wb < hi)] - lo] = True
            rb = _bytes(r)
            if written[rb[(rb >= lo) & (rb < hi)] - lo].any():
                return True
    return False


#: ``compute(sources, rows)``: the destination values (one (R', E) array per write) from the source
#: values of the repeats ``rows`` (one (R', E) array per read).
Compute = Callable[[list[np.ndarray], slice], list[np.ndarray]]


def run(func: str, reads: Sequence[Access], writes: Sequence[Access], compute: Compute) -> None:
    """Execute one instruction over all its repeats: read the sources, compute, write the results."""
    n_rep = max((a.active.shape[0] for a in (*reads, *writes)), default=0)
    if n_rep == 0:
        return
    if n_rep > 1 and writes and _overlap(reads, writes):
        steps = [slice(r, r + 1) for r in range(n_rep)]
    else:
        steps = [slice(0, n_rep)]
    for rows in steps:
        values = compute([read(func, a.rows(rows)) for a in reads], rows)
        for acc, v in zip(writes, values, strict=True):
            write(func, acc.rows(rows), v)


def read_at(func: str, p: Ptr, offsets: np.ndarray, width: int) -> np.ndarray:
    """The ``width`` bytes at ``p + offsets[j]`` for each j, ``(len, width)``, on PIPE_V (``asc_gather``
    and ``asc_gather_datablock`` of reg_load.h): exactly those bytes are read and recorded, in one
    access over their span; an item outside the pointer's array is read on its own, so the memory
    model reports it as it reports any access."""
    out = np.zeros((offsets.size, width), np.uint8)
    if not offsets.size:
        return out
    alloc = p.alloc if p.alloc is not None else p.mem.allocation_at(p.addr)
    addrs = p.addr + offsets.astype(np.int64)
    if alloc is not None:
        ok = (addrs >= alloc.base) & (addrs + width <= alloc.base + alloc.size)
    else:
        ok = np.zeros(addrs.size, np.bool_)
    if ok.any():
        lo, hi = int(addrs[ok].min()), int(addrs[ok].max()) + width
        pos = (addrs[ok] - lo)[:, None] + np.arange(width)
        lanes = np.zeros(hi - lo, np.bool_)
        lanes[pos.reshape(-1)] = True
        view = p.mem.read(lo, hi - lo, func, Pipe.PIPE_V, lanes=lanes, within=alloc)
        out[ok] = view[pos]
    for j in np.flatnonzero(~ok):
        out[j] = p.mem.read(int(addrs[j]), width, func, Pipe.PIPE_V, within=alloc)
    return out


def write_at(func: str, p: Ptr, offsets: np.ndarray, data: np.ndarray) -> None:
    """Write ``data[j]`` (``(len, width)`` bytes) at ``p + offsets[j]`` (distinct offsets) on PIPE_V
    (``asc_scatter`` of reg_store.h): one access over their span with exactly their bytes as its lanes;
    a span longer than UB (which must leave it) item by item in address order instead."""
    if not offsets.size:
        return
    width = data.shape[-1]
    lo, hi = int(offsets.min()), int(offsets.max()) + width
    if hi - lo <= UB_BYTES:
        image = np.zeros(hi - lo, np.uint8)
        lanes = np.zeros(hi - lo, np.bool_)
        pos = (offsets - lo)[:, None] + np.arange(width)
        image[pos] = data
        lanes[pos] = True
        p.mem.write(p.addr + lo, image, func, Pipe.PIPE_V, lanes=None if lanes.all() else lanes, within=p.alloc)
        return
    for j in np.argsort(offsets, kind="stable"):
        p.mem.write(p.addr + int(offsets[j]), data[j], func, Pipe.PIPE_V, within=p.alloc)
