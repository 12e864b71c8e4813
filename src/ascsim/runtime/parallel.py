"""Blocks of one launch in parallel, on the Dask cluster, with the results and diagnostics of a serial run.

The blocks are split into contiguous chunks, and the local Dask cluster
(:mod:`ascsim.runtime.cluster`), whose workers are threads of this process, runs one task per worker
thread. A task forks the process as it is at the launch (the compiled program, the GM and the host
state are shared copy-on-write: nothing is shipped), and the child takes chunks from a queue the
tasks share (a pipe holding the chunks' numbers, in order) until it is empty, running each chunk's
blocks in order exactly as a serial launch would: a child that runs slower (the machine is shared)
takes fewer chunks, and no child waits for another's last share. For each chunk it sends back
through a pipe, in the order they happened: its findings and notes, its GM accesses (for the
cross-block check), and the GM bytes it wrote (the memory's write journal says which; whatever their
value, so a later block's write of the old value still wins), or the error that stopped it. The
parent then replays the chunks in block order: it prints each finding unless one with the same key
was printed before (as a serial run's checker would), checks every GM access against the blocks of
earlier chunks, applies the GM writes (a later block's write wins, as in a serial run) and re-raises
the first error. On a cluster by address, each task takes a fixed run of blocks instead.

Blocks whose run produces program output (a kernel that prints) cannot be replayed faithfully, nor
can blocks that synchronise with other blocks or update GM atomically (their effects depend on the
other tasks' blocks): then the parent runs the whole launch again in its own process.
"""

from __future__ import annotations

import gc
import logging
import os
import pickle
import signal
import struct
import threading
import time
import uuid
import warnings
from collections.abc import Callable
from queue import Empty, Queue
from typing import Any, Protocol, cast

import numpy as np

from . import check, hazard_replay, hazard_scatter
from .memory import GM, Allocation

#: Events a worker records: ("finding", Finding), ("note", key, line), ("gm", base, lo, hi, kind,
#: lanes, where, block, pipe, clock) with kind r, w or a (atomic), ("gms", base, elements, size, kind, where,
#: block, pipe, clock) for a scattered one (:mod:`ascsim.runtime.hazard_scatter`).
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


def _receive(fd: int) -> tuple[list[Any], bool]:
    """The messages a child sends through ``fd`` until it closes it, each unpickled as soon as it is
    whole (the child's later chunks run meanwhile), and whether the last one ended whole (not: the
    child ended in the middle of one, killed or out of memory)."""
    messages: list[Any] = []
    buffer = bytearray()
    while chunk := os.read(fd, 1 << 20):
        buffer += chunk
        while len(buffer) >= 8 and len(buffer) - 8 >= (size := struct.unpack_from("<Q", buffer)[0]):
            with memoryview(buffer) as view:  # released before the buffer is cut
                messages.append(pickle.loads(view[8:8 + size]))
            del buffer[:8 + size]
    return messages, not buffer


#: Launches running now, by token: what their tasks run (the blocks' runner, the hazard tracker, the
#: probe, the chunks, the read end of their queue) and where the tasks put their reports. A task
#: finds its launch here because the local cluster's workers are threads of this process; only the
#: token travels through Dask.
_LAUNCHES: dict[str, tuple[Callable[[int], None], Any, Callable[[], object] | None, list[range], int | None,
                           Queue[dict[str, Any]]]] = {}

#: How a chunk's number is written in the queue.
_CHUNK = struct.Struct("<I")


def _queue(chunks: int) -> int:
    """A pipe holding the numbers 0 .. ``chunks`` - 1 in order, its write end closed: the read end,
    from which each read of one number is whole (one read of a pipe takes its bytes in one piece),
    and which reads as empty once every number is taken."""
    read_fd, write_fd = os.pipe()
    try:
        os.write(write_fd, b"".join(_CHUNK.pack(n) for n in range(chunks)))
    finally:
        os.close(write_fd)
    return read_fd


def _take(queue: int) -> int | None:
    """The next chunk's number from the queue, or None when it is empty."""
    data = os.read(queue, _CHUNK.size)
    return _CHUNK.unpack(data)[0] if len(data) == _CHUNK.size else None


def _in_chunk_order(reports: list[dict[str, Any]], chunks: int) -> list[dict[str, Any]]:
    """The chunks' results in block order from the tasks' reports (each a ``{"chunks": {number:
    result}}`` of the chunks its child ran), or one lost result when a chunk has none: its child
    ended without reporting, or stopped at an error before the chunk (which a serial run would not
    reach either: the error's chunk comes first)."""
    by_chunk: dict[int, dict[str, Any]] = {}
    for report in reports:
        by_chunk.update(report.get("chunks", {}))
    if any(r["printed"] or r.get("fallback") for r in by_chunk.values()):
        # Whatever else is missing, the launch runs serially for this chunk's reason.
        return [r for r in by_chunk.values() if r["printed"] or r.get("fallback")]
    ordered: list[dict[str, Any]] = []
    for number in range(chunks):
        if number not in by_chunk:
            if ordered and ordered[-1]["error"] is not None:
                break  # after an error: the serial run stops there too
            return [{"lost": True}]
        ordered.append(by_chunk[number])
    return ordered

#: Held from a task's pipe to its closing of the pipe's write end, around the fork between.
_FORKING = threading.Lock()

#: The children of each running launch, so that a launch abandoned (Ctrl-C) ends them.
_CHILDREN: dict[str, set[int]] = {}

# Python 3.12 warns at every fork of a process with threads (the cluster's). A task's child only
# runs blocks and leaves with os._exit, using nothing of the other threads.
warnings.filterwarnings("ignore", message=r".*use of fork\(\) may lead to deadlocks", category=DeprecationWarning)

#: The smallest chunk of the queue, as a share of the blocks per worker thread: the chunks shrink as
#: the queue empties (each takes its share of what is left), so the children end within a small
#: chunk of each other, and the last ones stay big enough that a chunk's bookkeeping (a read of the
#: queue, its own write journal and report) is small against its blocks.
MIN_CHUNK_SHARE = 64

#: The most chunks a queue holds: their numbers (4 bytes each) must fit in a pipe's buffer, written
#: before any child reads.
MAX_CHUNKS = 4096


def guided_chunks(blocks: range, threads: int) -> list[range]:
    """``blocks`` cut into consecutive chunks for ``threads`` children taking them in turn: each
    chunk half of an even share of the blocks still left (so the first ones are big and few), none
    smaller than a ``MIN_CHUNK_SHARE``-th of a thread's share (nor one block), at most
    ``MAX_CHUNKS`` of them."""
    smallest = max(1, len(blocks) // (threads * MIN_CHUNK_SHARE), -(-len(blocks) // MAX_CHUNKS))
    runs, taken = [], 0
    while taken < len(blocks):
        size = max(smallest, -(-(len(blocks) - taken) // (2 * threads)))
        runs.append(blocks[taken:taken + size])
        taken += size
    return runs

#: Tasks per worker thread of a cluster by address, whose workers may differ in speed and come and
#: go: two, so that a worker that gets its blocks done early takes over a run another would wait for.
REMOTE_TASKS_PER_THREAD = 2


class Remote(Protocol):
    """A launch as the workers of a cluster by address rebuild it: shipped with the launch's tasks
    (pickled), prepared once per worker process, and turned into the blocks' runner in each task's
    forked child, after the GM of the launch is installed there."""

    def prepare(self) -> None:
        """In the worker's process: what every task of the launch needs (the program, compiled)."""

    def runner(self) -> tuple[Callable[[int], None], Any, Callable[[], object] | None]:
        """In a task's child: ``run_one(block)``, the hazard tracker it records in, and the probe."""
        ...


def run_blocks(blocks: range, jobs: int, run_one: Callable[[int], None], tracker: Any,
               probe: Callable[[], object] | None, remote: Remote | None = None) -> None:
    """Run ``run_one(block)`` for every block of ``blocks`` on ``jobs`` threads of the local cluster,
    or, with ``remote`` and a cluster set by address (:func:`ascsim.runtime.cluster.set_cluster`),
    on that cluster's workers.

    Raises :class:`Fallback` (before any effect is applied) when a task's blocks printed, or
    synchronised with other blocks, or used a GM atomic.
    """
    # Dask takes a while to import: only a sweep or a parallel launch loads it.
    from . import cluster

    remote_run = cluster.cluster_address() is not None and remote is not None
    token = f"ascsim-launch-{uuid.uuid4().hex}"
    try:
        if remote_run:
            client = cluster.client()
            threads = max(1, sum(client.nthreads().values()))  # none now: some may join while tasks wait
        else:
            client, threads = cluster.local_client(jobs), jobs
    except cluster.ClusterError:
        raise
    except Exception as exc:  # noqa: BLE001 - no cluster here (no threads, no temporary folder): run serially
        raise Fallback(f"the cluster did not start: {exc}") from None
    if remote_run:
        share = max(1, -(-len(blocks) // (threads * REMOTE_TASKS_PER_THREAD)))
        runs = [blocks[i:i + share] for i in range(0, len(blocks), share)]
    else:
        runs = guided_chunks(blocks, threads)
    queue = None if remote_run else _queue(len(runs))
    reports: Queue[dict[str, Any]] = Queue()
    _LAUNCHES[token], _CHILDREN[token] = (run_one, tracker, probe, runs, queue, reports), set()
    try:
        if remote_run:
            # The launch's GM, as a task's result: it crosses the network once per worker that
            # needs it, and Dask can make it again should the worker holding it die.
            gm = client.submit(_hold, gm_snapshot(), key=f"{token}-gm", pure=False)
            futures = [client.submit(_remote_task, remote, gm, run.start, run.stop, key=f"{token}-{n}", pure=False)
                       for n, run in enumerate(runs)]
            results = cluster.gather(client, futures)
        else:
            # One message for all the tasks: separate submits would reach the scheduler one batch
            # interval of the client's apart, and the second child would start that much later.
            tasks = min(threads, len(runs))
            futures = client.map(_task, [token] * tasks, key=[f"{token}-{n}" for n in range(tasks)], pure=False)
            results = _in_chunk_order(_reports(reports, futures), len(runs))
    except BaseException as exc:
        # An abandoned launch (Ctrl-C, a cluster error): its children still running are ended.
        if isinstance(exc, KeyboardInterrupt):
            # Dask's wait for the tasks, left unfinished, would be reported by asyncio as the program ends.
            logging.getLogger("asyncio").setLevel(logging.CRITICAL)
        _reap(_CHILDREN.pop(token), kill=True)
        raise
    finally:
        del _LAUNCHES[token]
        if queue is not None:
            os.close(queue)
    _reap(_CHILDREN.pop(token), kill=False)
    if any(r.get("lost") for r in results):
        raise Fallback("a task's process ended without reporting")
    if any(r["printed"] for r in results):
        raise Fallback("a kernel printed")
    if any(r.get("fallback") for r in results):
        raise Fallback("blocks synchronise with each other")
    for result in results:
        _replay(result, tracker)


def _replay_accesses(stretch: list[Event], tracker: Any) -> None:
    """The cross-block check of GM accesses that followed each other (no finding or note between):
    per allocation at once where none of them can be reported (:mod:`ascsim.runtime.hazard_replay`),
    the others one by one, in their order."""
    by_base: dict[int, list[Event]] = {}
    for event in stretch:
        by_base.setdefault(event[1], []).append(event)
    at_once = set()
    for base, events in by_base.items():
        alloc = GM.allocation_at(base)
        if alloc is not None and len(events) > 1 and hazard_replay.record_untouched(tracker, alloc, events):
            at_once.add(base)
    for _, base, lo, hi, kind, lanes, where, block, pipe, clock in stretch:
        alloc = GM.allocation_at(base)
        if alloc is not None and base not in at_once:
            tracker.check_blocks(alloc, lo, hi, kind, lanes, block, pipe, clock, where)


def gm_snapshot() -> tuple[int, list[Allocation]]:
    """What a worker elsewhere needs of this process's GM: every allocation (freed ones too, for
    their messages) and the next free address."""
    return GM._next, list(GM._allocs.values())


def install_gm(snapshot: tuple[int, list[Allocation]]) -> None:
    """Make this process's GM the one of ``snapshot`` (in a task's child on a worker)."""
    next_free, allocations = snapshot
    GM.reset()
    GM._next = next_free
    for alloc in allocations:
        GM._insert(alloc)


def _hold(value: Any) -> Any:
    """A task whose result is its argument: data on the cluster that Dask can make again."""
    return value


def _task(token: str) -> None:
    """One task of a launch (on a worker thread of this process): chunks from the launch's queue in a
    forked child, reported to the launch's thread directly (it goes on as soon as the last child is
    done, not when Dask has learnt that the task ended)."""
    launch = _LAUNCHES.get(token)
    if launch is None:  # the launch was abandoned before this task started
        return
    run_one, tracker, probe, runs, queue, reports = launch
    assert queue is not None
    messages: list[Any] = []
    try:
        messages, _ = _forked(lambda: (run_one, tracker, probe),
                              lambda runner, send: _work_chunks(runs, queue, runner, send),
                              _CHILDREN.get(token, set()))
    finally:
        # A chunk the child took but did not report (it ended in the middle) is missing: the launch
        # then runs serially (:func:`_in_chunk_order`).
        reports.put({"chunks": dict(messages)})


def _reports(reports: Queue[dict[str, Any]], futures: list[Any]) -> list[dict[str, Any]]:
    """The reports of a launch's tasks on the local cluster, one per future, as they come; an error
    that stopped a task in Dask before it could report makes the launch run serially (nothing of it
    is applied yet)."""
    out: list[dict[str, Any]] = []
    while len(out) < len(futures):
        try:
            out.append(reports.get(timeout=0.1))
        except Empty:
            failed = next((f for f in futures if f.status == "error"), None)
            if failed is not None:
                raise Fallback(f"a task of the launch failed in the cluster: {failed.exception()!r}") from None
    return out


def _work_chunks(runs: list[range], queue: int, runner: Runner, send: Callable[[object], None]) -> None:
    """In a task's child: chunks taken from ``queue`` until it is empty, or until one ends in an
    error or in what makes the launch run serially (later chunks would not count), each sent as
    ``(number, result)`` once done."""
    while (number := _take(queue)) is not None:
        result = _work(runs[number], *runner)
        send((number, result))
        if result["error"] is not None or result["printed"] or result.get("fallback"):
            break


#: Serialises the preparation of remote launches in a worker process (its threads share it).
_PREPARING = threading.Lock()


def _remote_task(remote: Remote, gm: tuple[int, list[Allocation]], start: int, stop: int) -> dict[str, Any]:
    """One task of a launch on a worker of a cluster by address: its blocks in a forked child of
    the worker's process, which installs the launch's GM and rebuilds the launch there."""
    try:
        with _PREPARING:
            remote.prepare()
    except Exception:  # noqa: BLE001 - a launch this worker cannot rebuild runs serially where it comes from
        return {"lost": True}

    def rebuild() -> Runner:
        install_gm(gm)
        return remote.runner()

    children: set[int] = set()
    try:
        messages, whole = _forked(rebuild, lambda runner, send: send(_work(range(start, stop), *runner)), children)
        return cast(dict[str, Any], messages[0]) if whole and messages else {"lost": True}
    finally:
        _reap(children, kill=False)


Runner = tuple[Callable[[int], None], Any, Callable[[], object] | None]


def _forked(make: Callable[[], Runner], work: Callable[[Runner, Callable[[object], None]], None],
            children: set[int]) -> tuple[list[Any], bool]:
    """``work(runner, send)`` in a forked child, with the runner it builds with ``make``: the messages
    it sends, and whether it ended after a whole one (:func:`_receive`)."""
    with _FORKING:  # no other task's child may inherit the write end (the read would wait for that child too)
        read_fd, write_fd = os.pipe()
        try:
            pid = os.fork()
        except OSError:  # no memory or processes left for a child: the launch runs serially
            os.close(read_fd)
            os.close(write_fd)
            return [], False
        if pid != 0:
            os.close(write_fd)
    if pid == 0:  # the child
        # What the child inherited is never garbage of its own: frozen, the collector leaves it
        # alone instead of touching (and so copying) every inherited object's page.
        gc.freeze()
        _START_RSS[0], _LAST_GROWTH[:] = _resident(), [0.0, 0]
        os.close(read_fd)
        status = 0
        try:
            work(make(), lambda message: _send(write_fd, message))
        except BaseException:  # noqa: BLE001 - the parent learns of it as a lost task
            status = 1
        finally:
            os._exit(status)
    children.add(pid)
    try:
        return _receive(read_fd)
    finally:
        # The child, done reporting, is left to end (its memory takes a while to give back) and is
        # reaped with the launch's others (:func:`_reap`).
        os.close(read_fd)


def _reap(children: set[int], kill: bool) -> None:
    """Wait for ``children`` to end, ending them first with ``kill`` (an abandoned launch's)."""
    for pid in children:
        if kill:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        try:
            os.waitpid(pid, 0)
        except ChildProcessError:
            pass
    children.clear()


#: The most records (GM accesses and writes) a child keeps to send back: a launch whose blocks access GM in
#: more pieces than this (SIMT threads reading elements far apart, in every statement) runs in one
#: process, whose checker keeps no such records, instead of a child taking the machine's memory.
MAX_RECORDS = 2_000_000

#: The records of the chunks this child ran before the one running now.
_RECORDS = [0]

#: The most memory a child may add to what it started with (its checker's records of accesses far apart
#: grow too): past it the launch runs in one process instead, where they are not kept twice.
MAX_GROWTH = 2 << 30

#: The child's resident bytes when it started (0: not known on this system).
_START_RSS = [0]


def _resident() -> int:
    """This process's resident bytes (0 where /proc does not tell)."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


#: How often a child looks at its memory (reading it takes about 10 us, as long as a small block).
GROWTH_CHECK_SECONDS = 0.02

#: When the child last looked at its memory, and how much it had grown then.
_LAST_GROWTH = [0.0, 0]


def _grown() -> int:
    """How much the child's resident memory grew since it started (as last looked at, at most
    ``GROWTH_CHECK_SECONDS`` ago)."""
    now = time.monotonic()
    if now - _LAST_GROWTH[0] >= GROWTH_CHECK_SECONDS:
        rss = _resident()
        _LAST_GROWTH[:] = [now, rss - _START_RSS[0] if rss and _START_RSS[0] else 0]
    return int(_LAST_GROWTH[1])


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
                if _RECORDS[0] + len(events) + len(journal) > MAX_RECORDS or _grown() > MAX_GROWTH:
                    raise Fallback("the blocks' accesses are too many to send back")
        except Fallback:
            fallback = True
        except Exception as exc:  # noqa: BLE001 - shipped to the parent, which raises it in order
            error = exc
    printed = probe is not None and probe() != printed_before
    try:
        pickle.dumps(error)
    except Exception:  # noqa: BLE001 - an error that cannot travel makes the parent run serially
        printed = True
    _RECORDS[0] += len(events) + len(journal)
    if fallback:
        return {"events": [], "changes": [], "error": None, "printed": printed, "fallback": True}
    return {"events": events, "changes": _changes(journal), "error": error, "printed": printed}


def _replay(result: dict[str, Any], tracker: Any) -> None:
    checker = check.CHECKER
    stretch: list[Event] = []  # GM accesses since the last other event
    for event in result["events"]:
        if event[0] == "gm":
            stretch.append(event)
            continue
        if stretch:
            _replay_accesses(stretch, tracker)
            stretch = []
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
        else:  # "gms": a scattered access, its distinct elements and their size
            _, base, elems, size, kind, where, block, pipe, clock = event
            alloc = GM.allocation_at(base)
            if alloc is not None:
                hazard_scatter.replay(tracker, alloc, elems, size, kind, where, block, pipe, clock)
    _replay_accesses(stretch, tracker)
    for base, lo, bits, count, values in result["changes"]:
        alloc = GM.allocation_at(base)
        if alloc is not None and alloc.init is not None:
            if len(values) == count:  # every byte of the range written (one bulk copy, not a mask)
                alloc.data[lo:lo + count] = values
                alloc.init[lo:lo + count] = True
                continue
            written = np.unpackbits(bits, count=count).view(np.bool_)
            alloc.data[lo:lo + count][written] = values
            alloc.init[lo:lo + count][written] = True
    if result["error"] is not None:
        raise result["error"]
