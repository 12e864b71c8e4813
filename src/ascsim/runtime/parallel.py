"""Blocks of one launch in parallel processes, with the results and diagnostics of a serial run.

The blocks are split into contiguous runs, one per worker. Each worker is a fork of this process
(GM is shared copy-on-write) and runs its blocks in order exactly as a serial launch would. It
sends back, in the order they happened: its findings and notes, its GM accesses (for the
cross-block check), and at the end the GM bytes it wrote (the memory's write journal says which;
whatever their value, so a later block's write of the old value still wins), or the error that
stopped it. The parent then replays the workers in block order: it prints each finding unless one
with the same key was printed before (as a serial run's checker would), checks every GM access
against the blocks of earlier workers, applies the GM writes (a later block's write wins, as in a
serial run) and re-raises the first error.

A worker whose blocks produce program output (a kernel that prints) cannot be replayed faithfully,
nor can blocks that synchronise with other blocks or update GM atomically (their effects depend on
the other workers' blocks): then the parent runs the whole launch again in its own process.
"""

from __future__ import annotations

import os
import pickle
import struct
from collections.abc import Callable
from typing import Any

import numpy as np

from . import check
from .memory import GM, Allocation

#: Events a worker records: ("finding", Finding), ("note", key, line), ("gm", base, lo, hi, kind,
#: lanes, where, block, pipe, clock) with kind r, w or a (atomic).
Event = tuple[Any, ...]


class Fallback(Exception):
    """The launch cannot run in parallel faithfully; run it serially."""


#: What a worker wrote to one GM allocation: (base, first offset, bits of the bytes written from
#: there (``np.packbits``, one per byte), how many bytes the bits cover, the bytes written).
Change = tuple[int, int, np.ndarray, int, np.ndarray]


def _changes(journal: list[tuple[Allocation, int, int, np.ndarray | None]]) -> list[Change]:
    """The bytes the worker wrote, per GM allocation that existed when it started."""
    by_alloc: dict[int, list[tuple[Allocation, int, int, np.ndarray | None]]] = {}
    for entry in journal:
        by_alloc.setdefault(id(entry[0]), []).append(entry)
    out = []
    for entries in by_alloc.values():
        alloc = entries[0][0]
        if alloc.init is None or GM.allocation_at(alloc.base) is not alloc:
            continue
        lo = min(off for _, off, _, _ in entries)
        hi = max(off + n for _, off, n, _ in entries)
        written = np.zeros(hi - lo, np.bool_)
        for _, off, n, lanes in entries:
            if lanes is None:
                written[off - lo:off + n - lo] = True
            else:
                written[off - lo:off + n - lo] |= lanes
        out.append((alloc.base, lo, np.packbits(written), hi - lo, alloc.data[lo:hi][written]))
    return out


def _send(fd: int, obj: object) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    view = memoryview(struct.pack("<Q", len(data)) + data)
    while view:
        view = view[os.write(fd, view):]


def _receive(fd: int) -> Any:
    chunks = []
    while True:
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            break
        chunks.append(chunk)
    data = b"".join(chunks)
    if len(data) < 8 or struct.unpack("<Q", data[:8])[0] != len(data) - 8:
        raise Fallback("a worker ended without reporting")
    return pickle.loads(data[8:])


def run_blocks(blocks: range, jobs: int, run_one: Callable[[int], None], tracker: Any,
               probe: Callable[[], object] | None) -> None:
    """Run ``run_one(block)`` for every block of ``blocks`` on ``jobs`` forked workers.

    Raises :class:`Fallback` (before any effect is applied) when a worker's blocks printed, or
    synchronised with other blocks, or used a GM atomic.
    """
    share = -(-len(blocks) // jobs)
    runs = [blocks[i:i + share] for i in range(0, len(blocks), share)]
    workers: list[tuple[int, int]] = []
    for run in runs:
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # the worker
            os.close(read_fd)
            status = 0
            try:
                _send(write_fd, _work(run, run_one, tracker, probe))
            except BaseException:  # noqa: BLE001 - the parent learns of it as a Fallback
                status = 1
            finally:
                os._exit(status)
        os.close(write_fd)
        workers.append((pid, read_fd))
    results = []
    for pid, fd in workers:
        try:
            results.append(_receive(fd))
        finally:
            os.close(fd)
            os.waitpid(pid, 0)
    if any(r["printed"] for r in results):
        raise Fallback("a kernel printed")
    if any(r.get("fallback") for r in results):
        raise Fallback("blocks synchronise with each other")
    for result in results:
        _replay(result, tracker)


def _work(run: range, run_one: Callable[[int], None], tracker: Any,
          probe: Callable[[], object] | None) -> dict[str, Any]:
    events: list[Event] = []
    check.CHECKER.events = events
    tracker.record = events
    journal: list[tuple[Allocation, int, int, np.ndarray | None]] = []
    GM.journal = journal
    printed_before = probe() if probe else None
    error: BaseException | None = None
    fallback = False
    with check.output(lambda line: None):
        try:
            for block in run:
                run_one(block)
        except Fallback:
            fallback = True
        except Exception as exc:  # noqa: BLE001 - shipped to the parent, which raises it in order
            error = exc
    printed = probe is not None and probe() != printed_before
    try:
        pickle.dumps(error)
    except Exception:  # noqa: BLE001 - an error that cannot travel makes the parent run serially
        printed = True
    if fallback:
        return {"events": [], "changes": [], "error": None, "printed": printed, "fallback": True}
    return {"events": events, "changes": _changes(journal), "error": error, "printed": printed}


def _replay(result: dict[str, Any], tracker: Any) -> None:
    checker = check.CHECKER
    for event in result["events"]:
        if event[0] == "finding":
            finding = event[1]
            seen = finding.seen_key()
            if seen in checker._seen or checker.mode == "off":
                continue
            checker._seen.add(seen)
            checker.findings.append(finding)
            check.emit(finding.line())
        elif event[0] == "note":
            _, key, line = event
            if ("note", key) not in checker._seen:
                checker._seen.add(("note", key))
                check.emit(line)
        else:
            _, base, lo, hi, kind, lanes, where, block, pipe, clock = event
            alloc = GM.allocation_at(base)
            if alloc is not None:
                tracker.check_blocks(alloc, lo, hi, kind, lanes, block, pipe, clock, where)
    for base, lo, bits, count, values in result["changes"]:
        alloc = GM.allocation_at(base)
        if alloc is not None and alloc.init is not None:
            written = np.unpackbits(bits, count=count).view(np.bool_)
            alloc.data[lo:lo + count][written] = values
            alloc.init[lo:lo + count][written] = True
    if result["error"] is not None:
        raise result["error"]
