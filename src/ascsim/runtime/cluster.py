"""The Dask cluster that runs ascsim's parallel work: the block runs of a launch (``--jobs``) and the
runs of a sweep (``ascsim sweep``).

By default a local cluster inside this process: its workers are threads of this process, so a task
sees the program exactly as it is (a launch's task forks it, see :mod:`ascsim.runtime.parallel`),
and nothing of it is reachable from another machine (its only port is Dask's HTTP status page, on
the loopback interface). It starts when first needed, is reused by every later launch
of the run, and shuts down at exit. An existing cluster is named by its scheduler's address
(:func:`set_cluster`, ``--cluster tcp://host:8786``, ``ASCSIM_CLUSTER``): a sweep's runs and the
blocks of launches the workers can rebuild go there (``docs/cluster.md``).

Dask (``distributed``) is imported only when a cluster is first needed, or by :func:`warm_up`, which
``ascsim run`` calls when its launches may go parallel: then the import and the start of the local
cluster happen on a thread of their own while the program is read and compiled (mostly time this
process spends waiting for libclang and the C++ compiler), off the path of the first launch.
"""

from __future__ import annotations

import atexit
import logging
import os
import tempfile
import threading
import time
from typing import Any

from ..errors import AscError, AscValueError
from .jobs import JOBS, machine_cores

#: How long connecting to a cluster by address may take before it counts as unreachable.
CONNECT_SECONDS = 10.0


class ClusterError(AscError):
    """A Dask cluster cannot be reached or used."""


def _check_address(address: str) -> str:
    if "://" not in address or not address.split("://", 1)[1]:
        raise AscValueError(f"cluster address {address!r} (--cluster, ASCSIM_CLUSTER): expected a Dask "
                            "scheduler address such as tcp://host:8786", location="")
    return address


#: The address of the cluster sweeps and launches go to (None: the local cluster in this process).
_ADDRESS: list[str | None] = [os.environ.get("ASCSIM_CLUSTER") or None]

#: The local cluster's client, the cluster and its thread count, once started; the clients of
#: clusters by address.
_LOCAL: list[Any] = []
_REMOTE: dict[str, Any] = {}


#: Dask settings of the local cluster. Its scheduler and worker share this process with the program,
#: so their periodic chores take the interpreter from it: the statistical profiler (a stack sample of
#: every task thread each 10 ms), the event-loop tick check (each 20 ms) and the memory monitors
#: (each 100 ms; a task's memory lives in its forked child, which they do not see) are turned off or
#: slowed down, and with one worker there is nothing to steal.
LOCAL_CONFIG = {
    "distributed.worker.profile.enabled": False,
    "distributed.admin.tick.interval": "1s",
    "distributed.admin.system-monitor.interval": "5s",
    "distributed.admin.system-monitor.gil.enabled": False,
    "distributed.worker.memory.monitor-interval": "5s",
    "distributed.worker.memory.target": False,
    "distributed.worker.memory.spill": False,
    "distributed.worker.memory.pause": False,
    "distributed.worker.memory.terminate": False,
    "distributed.scheduler.work-stealing": False,
}


def set_cluster(address: str | None) -> str | None:
    """Send later sweeps' runs and launches' blocks to the Dask cluster whose scheduler is at
    ``address`` (for example ``tcp://10.0.0.5:8786``); None: the local cluster. Returns the previous
    setting."""
    previous = _ADDRESS[0]
    _ADDRESS[0] = None if address is None else _check_address(address)
    return previous


def cluster_address() -> str | None:
    """The address set by :func:`set_cluster` (None: the local cluster)."""
    return _ADDRESS[0]


def local_client(threads: int) -> Any:
    """The client of the local cluster, started with at least ``threads`` worker threads (a cluster
    with fewer is replaced: a launch must get the parallelism it was given)."""
    _USED[0] = True
    return _local(threads)


def _local(threads: int) -> Any:
    with _STARTING:  # a start under way on the warm-up thread is waited for, not repeated
        if _LOCAL and _LOCAL[2] < threads:
            _close_local()
        if not _LOCAL:
            _start_local(threads)
        return _LOCAL[0]


#: Whether the local cluster served work in this process (not only started by :func:`warm_up`).
_USED = [False]


#: Held while the local cluster starts or closes (the warm-up thread and a launch may both want it).
_STARTING = threading.Lock()


def _start_local(threads: int) -> None:
    # Dask takes a while to import: only a sweep or a parallel launch (or its warm-up) loads it.
    import dask
    from distributed import Client, LocalCluster

    _imported()
    dask.config.set(LOCAL_CONFIG)
    # One worker with `threads` threads: every task runs in this process (nothing is shipped or
    # listened on), and the scheduler hands the tasks to whichever thread is free.
    cluster = LocalCluster(n_workers=1, threads_per_worker=threads, processes=False,
                           dashboard_address=None, silence_logs=logging.ERROR,
                           # The scheduler serves its HTTP status routes in any case: on a free
                           # port of the loopback interface only, never 8787 of every interface.
                           scheduler_kwargs={"dashboard": False, "dashboard_address": "127.0.0.1:0"},
                           local_directory=tempfile.gettempdir())
    client = Client(cluster, set_as_default=False)
    _LOCAL[:] = [client, cluster, threads]


def warm_up(threads: int) -> None:
    """Start the local cluster with ``threads`` worker threads on a background thread, so that the
    first parallel launch finds it ready (:func:`local_client` waits for a start under way). Nothing
    when it runs already, or when launches go to a cluster by address. A start that fails here is
    tried again by the launch, which reports or works around the failure as usual."""
    if _LOCAL or _ADDRESS[0] is not None or threads < 2:
        return
    # Should the run end before the start does, the end waits for it and closes the cluster: this
    # handler runs last at exit, and also after Dask's, registered at its import, which could come
    # too late for that one to run.
    atexit.register(shutdown)

    def start() -> None:
        try:
            _local(threads)
        except Exception:  # noqa: BLE001, S110 - the launch tries again and handles the failure
            pass

    threading.Thread(target=start, name="ascsim-cluster-start", daemon=True).start()


def before_run(note: str | None) -> None:
    """Before a run of a program: start the local cluster in the background (:func:`warm_up`) when
    its launches may go parallel: with ``--jobs N`` (N > 1), and with ``--jobs auto`` when ``note``
    exists, left by the last run of the same program and arguments, one of whose launches went to the
    local cluster (a run whose launches stay in its process must not pay for Dask's import)."""
    jobs, auto = JOBS
    _USED[0] = False
    if jobs < 2 or not hasattr(os, "fork"):
        return
    if not auto or (note is not None and os.path.exists(note)):
        warm_up(jobs)


def after_run(note: str | None) -> None:
    """After a run with ``--jobs auto``: leave ``note`` when one of its launches went to the local
    cluster, remove it otherwise (a note that cannot be written is only a lost hint)."""
    if not JOBS[1] or note is None:
        return
    try:
        if _USED[0]:
            os.makedirs(os.path.dirname(note), exist_ok=True)
            with open(note, "w", encoding="utf-8"):
                pass
        elif os.path.exists(note):
            os.unlink(note)
    except OSError:
        pass


def client() -> Any:
    """The client of the cluster set by address (connected at first use), or of the local one (as
    many threads as the machine has processors)."""
    address = _ADDRESS[0]
    if address is None:
        return local_client(machine_cores())
    if address not in _REMOTE:
        # Dask takes a while to import: only a sweep or a parallel launch loads it.
        from distributed import Client

        _imported()
        _check_address(address)
        try:
            _REMOTE[address] = Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
        except (OSError, TimeoutError) as exc:
            raise ClusterError(f"cannot reach the Dask scheduler at {address} within {CONNECT_SECONDS:.0f} s "
                               f"({exc}): start one (`dask scheduler`, then `dask worker {address}` on each "
                               "machine) or leave out --cluster / ASCSIM_CLUSTER for the local cluster",
                               location="") from None
    return _REMOTE[address]


def _imported() -> None:
    """Dask is imported now: quiet its logs, and close our clusters at exit before Dask's own exit
    handler (registered at its import; the last registered runs first) closes them noisily."""
    _quiet()
    if not _AT_EXIT:
        _AT_EXIT.append(True)
        atexit.register(shutdown)


_AT_EXIT: list[bool] = []


def _quiet(level: int = logging.ERROR) -> None:
    # Dask logs its workers' comings and goings at INFO on stderr, which is the program's: only
    # its errors may show. Its configuration sets levels per module, so each logger is set.
    for name in ["distributed", "dask", *logging.root.manager.loggerDict]:
        if name.split(".")[0] in ("distributed", "dask"):
            logging.getLogger(name).setLevel(level)


#: How long a cluster may be without any worker while work waits for one, before that is an error.
NO_WORKERS_SECONDS = 30.0


def gather(client: Any, futures: list[Any]) -> list[Any]:
    """The results of ``futures`` in order, waiting as long as they run, but not for ever for a
    cluster that has no worker left to run them (:data:`NO_WORKERS_SECONDS`)."""
    idle_since: float | None = None
    checked = time.monotonic()
    while not all(f.done() for f in futures):
        time.sleep(0.02)
        if time.monotonic() - checked < 1.0:
            continue
        checked = time.monotonic()
        if client.nthreads():
            idle_since = None
        elif idle_since is None:
            idle_since = time.monotonic()
        elif time.monotonic() - idle_since > NO_WORKERS_SECONDS:
            raise ClusterError(f"the Dask cluster has had no worker for {NO_WORKERS_SECONDS:.0f} s while work "
                               "waited for one: start workers (`dask worker ADDRESS`) and run again",
                               location="")
    return list(client.gather(futures))


#: How long the end of a run waits for a start of the local cluster still under way on the warm-up
#: thread (a run shorter than Dask's import), so that the cluster is closed rather than left half made.
START_WAIT_SECONDS = 10.0


def _close_local() -> None:
    if _LOCAL:
        client, cluster, _ = _LOCAL
        _LOCAL.clear()
        client.close()
        cluster.close()


def shutdown() -> None:
    """Close the clients and the local cluster (at exit; a later use starts them again)."""
    # What the scheduler says of data and workers going away as the cluster closes is not news, nor
    # is asyncio's report of a Dask wait left unfinished by Ctrl-C.
    _quiet(logging.CRITICAL)
    logging.getLogger("asyncio").setLevel(logging.CRITICAL)
    if _STARTING.acquire(timeout=START_WAIT_SECONDS):
        try:
            _close_local()
        finally:
            _STARTING.release()
    for client_ in _REMOTE.values():
        client_.close()
    _REMOTE.clear()


def _forget_in_child() -> None:
    # A forked child (a launch's task, the run server's child) has none of the cluster's threads:
    # it must neither use nor close the parent's cluster, nor wait for a start the parent made.
    global _STARTING
    _STARTING = threading.Lock()
    _LOCAL.clear()
    _REMOTE.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_in_child)
