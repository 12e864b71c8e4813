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
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..arch import Pipe
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

    def byte_index(self, size: int) -> np.ndarray:
        """``(K, size)``: the position of every byte of every item in the range."""
        return (self.addr - self.lo)[:, None] + np.arange(size)

    def lanes(self, size: int) -> np.ndarray | None:
        """The bytes of the range that are touched (None: all of them)."""
        if self.dense:
            return None
        lanes = np.zeros(self.nbytes, np.bool_)
        lanes[self.byte_index(size).reshape(-1)] = True
        return lanes


def _span(acc: Access) -> _Span | None:
    """The span of the active items, or None if there are none."""
    addr = acc.offsets[acc.active]
    if addr.size == 0:
        return None
    size = acc.raw.itemsize
    first, last = int(addr[0]), int(addr[-1])
    if last - first == (addr.size - 1) * size and bool((addr[1:] - addr[:-1] == size).all()):
        return _Span(addr, first, last + size - first, True)
    lo = int(addr.min())
    return _Span(addr, lo, int(addr.max()) + size - lo, False)


def read(func: str, acc: Access) -> np.ndarray:
    """The raw bits ``(R, E)`` of the operand's active items (0 where inactive), read on PIPE_V."""
    out = np.zeros(acc.active.shape, acc.raw)
    if RECORD is not None:
        RECORD.append(("read", acc))
        return out
    span = _span(acc)
    if span is None:
        return out
    size = acc.raw.itemsize
    view = acc.ptr.mem.read(acc.ptr.addr + span.lo, span.nbytes, f"{func} {acc.name}", Pipe.PIPE_V,
                            lanes=span.lanes(size), within=acc.ptr.alloc)
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
    span = _span(acc)
    if span is None:
        return
    size = acc.raw.itemsize
    vals = np.ascontiguousarray(values[acc.active].astype(acc.raw, copy=False))
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
    addr = acc.offsets[acc.active]
    if addr.size == 0:
        return 0, 0
    return acc.ptr.addr + int(addr.min()), acc.ptr.addr + int(addr.max()) + acc.raw.itemsize


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
