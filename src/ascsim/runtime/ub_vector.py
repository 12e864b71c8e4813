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


def _span(acc: Access) -> tuple[int, int, np.ndarray, np.ndarray] | None:
    """``(lo, nbytes, byte_index (K, size), lanes)`` of the active items, or None if there are none."""
    addr = acc.offsets[acc.active]
    if addr.size == 0:
        return None
    size = acc.raw.itemsize
    lo = int(addr.min())
    nbytes = int(addr.max()) + size - lo
    byte_index = (addr - lo)[:, None] + np.arange(size)
    lanes = np.zeros(nbytes, np.bool_)
    lanes[byte_index.reshape(-1)] = True
    return lo, nbytes, byte_index, lanes


def read(func: str, acc: Access) -> np.ndarray:
    """The raw bits ``(R, E)`` of the operand's active items (0 where inactive), read on PIPE_V."""
    out = np.zeros(acc.active.shape, acc.raw)
    if RECORD is not None:
        RECORD.append(("read", acc))
        return out
    span = _span(acc)
    if span is None:
        return out
    lo, nbytes, byte_index, lanes = span
    view = acc.ptr.mem.read(acc.ptr.addr + lo, nbytes, f"{func} {acc.name}", Pipe.PIPE_V, lanes=lanes,
                            within=acc.ptr.alloc)
    out[acc.active] = np.ascontiguousarray(view[byte_index]).view(acc.raw).reshape(-1)
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
    lo, nbytes, byte_index, lanes = span
    vals = np.ascontiguousarray(values[acc.active].astype(acc.raw, copy=False))
    addr = acc.offsets[acc.active]
    # Keep the last writer of each address: unique over the reversed order finds last occurrences.
    _, first_rev = np.unique(addr[::-1], return_index=True)
    keep = np.sort(addr.size - 1 - first_rev)
    buf = np.zeros(nbytes, np.uint8)
    buf[byte_index[keep].reshape(-1)] = vals[keep].view(np.uint8).reshape(-1)
    acc.ptr.mem.write(acc.ptr.addr + lo, buf, f"{func} {acc.name}", Pipe.PIPE_V, lanes=lanes, within=acc.ptr.alloc)


def _bytes(acc: Access) -> np.ndarray:
    """Absolute addresses of every byte the operand touches."""
    addr = acc.ptr.addr + acc.offsets[acc.active]
    return (addr[:, None] + np.arange(acc.raw.itemsize)).reshape(-1)


def _overlap(reads: Sequence[Access], writes: Sequence[Access]) -> bool:
    """Whether a destination byte is also a source byte (same memory space)."""
    for w in writes:
        wb = _bytes(w)
        for r in reads:
            if r.ptr.mem is w.ptr.mem and np.intersect1d(wb, _bytes(r), assume_unique=False).size:
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
