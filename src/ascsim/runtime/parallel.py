"""Blocks of one launch in parallel, on the Dask cluster, with the results and diagnostics of a serial run.

The blocks are split into contiguous runs, one per worker thread, each a task of the local Dask cluster
(:mod:`ascsim.runtime.cluster`), whose workers are threads of this process. A task forks the process
as it is at the launch (the compiled program, the GM and the host state are shared copy-on-write:
nothing is shipped) and the child runs the task's blocks in order exactly as a serial launch would.
It sends back through a pipe, in the order they happened: its findings and notes, its GM accesses
(for the cross-block check), and at the end the GM bytes it wrote (the memory's write journal says
which; whatever their value, so a later block's write of the old value still wins), or the error
that stopped it. Dask hands the tasks to the threads as they free up; the parent then replays the
results in block order: it prints each finding unless one with the same key was printed before (as
a serial run's checker would), checks every GM access against the blocks of earlier tasks, applies
the GM writes (a later block's write wins, as in a serial run) and re-raises the first error.

Blocks whose run produces program output (a kernel that prints) cannot be replayed faithfully, nor
can blocks that synchronise with other blocks or update GM atomically (their effects depend on the
other tasks' blocks): then the parent runs the whole launch again in its own process.
"""

from __future__ import annotations

import logging
import os
import pickle
import signal
import struct
import threading
import uuid
import warnings
from collections.abc import Callable
from typing import Any, Protocol, cast

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
        return {"lost": True}  # the child ended without reporting (killed, or out of memory)
    return pickle.loads(data[8:])


#: Launches running now, by token: what their tasks run. A task finds its launch here because the
#: local cluster's workers are threads of this process; only the token travels through Dask.
_LAUNCHES: dict[str, tuple[Callable[[int], None], Any, Callable[[], object] | None]] = {}

#: Held from a task's pipe to its closing of the pipe's write end, around the fork between.
_FORKING = threading.Lock()

#: The children of each running launch, so that a launch abandoned (Ctrl-C) ends them.
_CHILDREN: dict[str, set[int]] = {}

# Python 3.12 warns at every fork of a process with threads (the cluster's). A task's child only
# runs blocks and leaves with os._exit, using nothing of the other threads.
warnings.filterwarnings("ignore", message=r".*use of fork\(\) may lead to deadlocks", category=DeprecationWarning)

#: Tasks per worker thread of the local cluster. One: every task forks the program's process and pays
#: for the pages its child copies on write, and its results cross a pipe and are replayed one task at
#: a time; two per thread balanced the threads a little on a shared machine but cost more in forks
#: than they won.
TASKS_PER_THREAD = 1

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
    share = max(1, -(-len(blocks) // (threads * (REMOTE_TASKS_PER_THREAD if remote_run else TASKS_PER_THREAD))))
    runs = [blocks[i:i + share] for i in range(0, len(blocks), share)]
    _LAUNCHES[token], _CHILDREN[token] = (run_one, tracker, probe), set()
    try:
        if remote_run:
            # The launch's GM, as a task's result: it crosses the network once per worker that
            # needs it, and Dask can make it again should the worker holding it die.
            gm = client.submit(_hold, gm_snapshot(), key=f"{token}-gm", pure=False)
            futures = [client.submit(_remote_task, remote, gm, run.start, run.stop, key=f"{token}-{n}", pure=False)
                       for n, run in enumerate(runs)]
        else:
            futures = [client.submit(_task, token, run.start, run.stop, key=f"{token}-{n}", pure=False)
                       for n, run in enumerate(runs)]
        results = cluster.gather(client, futures) if remote_run else client.gather(futures)
    except KeyboardInterrupt:
        # Dask's wait for the tasks, left unfinished, would be reported by asyncio as the program ends.
        logging.getLogger("asyncio").setLevel(logging.CRITICAL)
        raise
    finally:
        del _LAUNCHES[token]
        for pid in _CHILDREN.pop(token):  # only those of an abandoned launch are still running
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
    if any(r.get("lost") for r in results):
        raise Fallback("a task's process ended without reporting")
    if any(r["printed"] for r in results):
        raise Fallback("a kernel printed")
    if any(r.get("fallback") for r in results):
        raise Fallback("blocks synchronise with each other")
    for result in results:
        _replay(result, tracker)


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


def _task(token: str, start: int, stop: int) -> dict[str, Any]:
    """One task of a launch (on a worker thread of this process): its blocks in a forked child."""
    launch = _LAUNCHES.get(token)
    if launch is None:  # the launch was abandoned before this task started
        return {"lost": True}
    return _forked(lambda: launch, range(start, stop), _CHILDREN.get(token, set()))


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

    def rebuild() -> tuple[Callable[[int], None], Any, Callable[[], object] | None]:
        install_gm(gm)
        return remote.runner()

    return _forked(rebuild, range(start, stop), set())


def _forked(make: Callable[[], tuple[Callable[[int], None], Any, Callable[[], object] | None]], run: range,
            children: set[int]) -> dict[str, Any]:
    """``run``'s blocks in a forked child, which builds its runner with ``make``; what it reports."""
    with _FORKING:  # no other task's child may inherit the write end (the read would wait for that child too)
        read_fd, write_fd = os.pipe()
        try:
            pid = os.fork()
        except OSError:  # no memory or processes left for a child: the launch runs serially
            os.close(read_fd)
            os.close(write_fd)
            return {"lost": True}
        if pid != 0:
            os.close(write_fd)
    if pid == 0:  # the child
        os.close(read_fd)
        status = 0
        try:
            run_one, tracker, probe = make()
            _send(write_fd, _work(run, run_one, tracker, probe))
        except BaseException:  # noqa: BLE001 - the parent learns of it as a lost task
            status = 1
        finally:
            os._exit(status)
    children.add(pid)
    try:
        return cast(dict[str, Any], _receive(read_fd))
    finally:
        os.close(read_fd)
        children.discard(pid)  # before the pid is reaped, and may be another process's
        os.waitpid(pid, 0)


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
