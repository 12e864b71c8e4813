"""``ascsim sweep``: many runs of ``ascsim run`` as tasks of the Dask cluster, and a table of results.

A sweep runs one program over a grid of macro values (``-D N=1024,4096 -D DTYPE=half,float``) and
schedule seeds (``--schedule-seed 0..99``), or many programs, each run a case. A case runs on a
worker as a fresh ``ascsim run`` in a folder of its own holding a copy of the program's folder; an
``--inputs`` command, run there first, makes the case's input files. What crosses the network:
the program's folder (once per worker), each case's command line, and back its exit code, its
output and its timing. A worker that dies has its case run again on another (Dask reschedules the
task); the table says so.
"""

from __future__ import annotations

import csv
import ctypes
import io
import itertools
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from .errors import AscError, AscValueError
from .runtime import cluster

#: Largest program folder a sweep ships to its workers.
MAX_FOLDER_BYTES = 64 << 20

#: The Dask event topic on which a worker says it starts a case (a case started twice was retried).
TOPIC = "ascsim-sweep"

_MACRO = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


@dataclass(frozen=True)
class Case:
    """One run of a sweep: a program, its macro definitions and its schedule seed."""

    index: int
    program: str
    defines: tuple[str, ...]
    seed: int | None

    def label(self) -> str:
        """The case's parameters as the table shows them."""
        words = list(self.defines)
        if self.seed is not None:
            words.append(f"seed={self.seed}")
        return " ".join(words) or "-"


@dataclass
class Result:
    """What a case gave: its exit code (None when it never ran to the end), its result line, its
    findings, seconds and estimated cycles, where it ran, and its output."""

    case: Case
    exit: int | None
    line: str
    findings: int
    seconds: float
    cycles: int | None
    worker: str
    stdout: str
    stderr: str
    notes: list[str] = field(default_factory=list)

    @property
    def failed(self) -> bool:
        return self.exit != 0 or self.line.startswith("[Failed]")


def define_grid(defines: Sequence[str]) -> list[list[str]]:
    """``-D NAME=V1,V2`` options as, per macro, its ``NAME=VALUE`` choices (``NAME`` alone: one)."""
    grid = []
    for text in defines:
        name, eq, values = text.partition("=")
        if not _MACRO.match(name):
            raise AscValueError(f"-D {text}: expected NAME or NAME=V1,V2,... with NAME a C identifier", location="")
        grid.append([f"{name}={v}" for v in values.split(",")] if eq else [name])
    return grid


def seed_list(text: str | None) -> list[int | None]:
    """``--schedule-seed``: ``7``, ``0..99`` (both ends included) or ``1,5,9``; None: the fixed schedule."""
    if text is None:
        return [None]
    seeds: list[int | None] = []
    for part in text.split(","):
        lo, dots, hi = part.partition("..")
        if not lo.isdigit() or (dots and not hi.isdigit()) or (dots and int(hi) < int(lo)):
            raise AscValueError(f"--schedule-seed {text}: expected N, A..B (A <= B) or a list N,M,... of whole "
                                "numbers", location="")
        seeds.extend(range(int(lo), int(hi) + 1) if dots else [int(lo)])
    return seeds


def plan(programs: Sequence[str], defines: Sequence[str], seeds: str | None) -> list[Case]:
    """Every case of a sweep: each program, with each combination of macro values and each seed."""
    grid, seed_values = define_grid(defines), seed_list(seeds)
    combos = list(itertools.product(*grid))
    cases = [(p, c, s) for p in programs for c in combos for s in seed_values]
    return [Case(i, p, tuple(c), s) for i, (p, c, s) in enumerate(cases)]


def folder_files(program: str) -> dict[str, bytes]:
    """The files of ``program``'s folder and below (hidden ones and caches left out), by path
    relative to it: what a worker needs to run the program and its includes there."""
    root = Path(program).resolve().parent
    files, total = {}, 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "__pycache__")
        for name in sorted(filenames):
            path = Path(dirpath) / name
            if name.startswith(".") or not path.is_file():
                continue
            total += path.stat().st_size
            if total > MAX_FOLDER_BYTES:
                raise AscValueError(f"{program}: its folder {root.name}/ holds more than {MAX_FOLDER_BYTES >> 20} "
                                    "MiB, and a sweep copies it to every worker: put the program and what it "
                                    "reads in a folder of its own", location="")
            files[path.relative_to(root).as_posix()] = path.read_bytes()
    return files


def _folder(files: dict[str, bytes]) -> dict[str, bytes]:
    """The task that holds a program folder's files on the cluster."""
    return files


def run_case(files: dict[str, bytes], case: Case, token: str, inputs: str | None, check: str,
             program_args: Sequence[str], timeout: float) -> dict[str, Any]:
    """Run one case (a Dask task, on a worker): its inputs command, then ``ascsim run``."""
    # Dask takes a while to import: only a sweep or a parallel launch loads it.
    from distributed import get_worker

    worker = get_worker()
    worker.log_event(TOPIC, {"token": token, "case": case.index, "worker": worker.address})
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="ascsim-case-") as folder:
        for rel, data in files.items():
            path = Path(folder, rel)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        env = dict(os.environ, ASCSIM_SERVER="0")
        env.update(d.partition("=")[::2] for d in case.defines)
        env.update(ASCSIM_CASE=str(case.index), ASCSIM_SEED="" if case.seed is None else str(case.seed))
        steps: list[tuple[str, list[str] | str]] = []
        if inputs:
            steps.append(("inputs", inputs))
        cmd = [sys.executable, "-m", "ascsim", "run", "--jobs", "1", "--check", check, "--profile",
               *(f"-D{d}" for d in case.defines), Path(case.program).name]
        if case.seed is not None:
            cmd[4:4] = ["--schedule-seed", str(case.seed)]
        steps.append(("run", [*cmd, "--", *program_args] if program_args else cmd))
        out = err = ""
        code: int | None = 0
        for what, command in steps:
            code, o, e = _step(command, folder, env, timeout)
            out, err = out + o, err + e
            if code != 0:
                if what == "inputs":
                    err += f"ascsim sweep: the inputs command ended with status {code}\n"
                break
    return {"exit": code, "stdout": out, "stderr": err, "seconds": time.perf_counter() - started,
            "worker": worker.address}


def _step(command: list[str] | str, folder: str, env: dict[str, str], timeout: float) -> tuple[int | None, str, str]:
    """One command of a case, its output captured; a case beyond ``timeout`` seconds is stopped."""
    try:
        proc = subprocess.run(command, shell=isinstance(command, str), cwd=folder, env=env, capture_output=True,
                              timeout=timeout, preexec_fn=_die_with_worker, check=False)
    except subprocess.TimeoutExpired as exc:
        return None, _text(exc.stdout), _text(exc.stderr) + f"ascsim sweep: stopped after {timeout:g} s\n"
    return proc.returncode, _text(proc.stdout), _text(proc.stderr)


def _text(data: bytes | str | None) -> str:
    if isinstance(data, bytes):
        return data.decode("utf-8", "replace")
    return data or ""


def _die_with_worker() -> None:
    # A case's process ends with its worker (Linux): a worker that dies leaves no run behind, and
    # the case runs again elsewhere.
    try:
        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # pragma: no cover - not Linux
        pass


_SUMMARY = re.compile(r"^ascsim: (\d+) warnings? \(", re.M)
_KERNEL = re.compile(r"^kernel .*: \d+ blocks?, ~([\d,]+) cycles", re.M)


def result_of(case: Case, outcome: dict[str, Any]) -> Result:
    """The table row of a case from what its task returned."""
    out, err = outcome["stdout"], outcome["stderr"]
    line = next((ln.strip() for ln in reversed(out.splitlines()) if "[Success]" in ln or "[Failed]" in ln), "")
    if line:
        line = line[line.index("[Success]" if "[Success]" in line else "[Failed]"):]
    summary = _SUMMARY.search(err)
    kernels = _KERNEL.findall(err)
    return Result(case, outcome["exit"], line, int(summary.group(1)) if summary else 0, outcome["seconds"],
                  sum(int(c.replace(",", "")) for c in kernels) if kernels else None, outcome["worker"], out, err)


def lost(case: Case, reason: str) -> Result:
    """The row of a case whose task Dask gave up on (its workers kept dying)."""
    return Result(case, None, "", 0, 0.0, None, "", "", f"ascsim sweep: {reason}\n", [reason])


class Progress:
    """A progress bar on stderr (a line per finished case when stderr is not a terminal)."""

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total, self.done, self.failed, self.stream = total, 0, 0, stream
        self.tty = stream.isatty()

    def update(self, result: Result) -> None:
        self.done += 1
        self.failed += result.failed
        if self.tty:
            filled = 30 * self.done // self.total
            self.stream.write(f"\rsweep [{'#' * filled}{'.' * (30 - filled)}] {self.done}/{self.total} "
                              f"({self.failed} failed)")
            if self.done == self.total:
                self.stream.write("\n")
        else:
            self.stream.write(f"[{self.done:>{len(str(self.total))}}/{self.total}] case {result.case.index} "
                              f"{result.case.program} {result.case.label()}: {_exit_text(result)}\n")
        self.stream.flush()


def _exit_text(result: Result) -> str:
    return "lost" if result.exit is None and result.notes else "timeout" if result.exit is None else str(result.exit)


COLUMNS = ("case", "program", "parameters", "exit", "result", "findings", "seconds", "est. cycles", "notes")


def rows(results: Iterable[Result]) -> list[list[str]]:
    """The table's cells, one row per case."""
    return [[str(r.case.index), r.case.program, r.case.label(), _exit_text(r), r.line or "-", str(r.findings),
             f"{r.seconds:.2f}", "-" if r.cycles is None else str(r.cycles), "; ".join(r.notes)] for r in results]


def table(results: Sequence[Result]) -> str:
    """The result table as text, one line per case, columns aligned."""
    cells = [list(COLUMNS), *rows(results)]
    widths = [max(len(row[i]) for row in cells) for i in range(len(COLUMNS))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in cells)


def as_json(results: Sequence[Result]) -> str:
    """The results as JSON: every column, and the full output of each failed case."""
    out = []
    for r in results:
        item: dict[str, Any] = {"case": r.case.index, "program": r.case.program, "defines": list(r.case.defines),
                                "schedule_seed": r.case.seed, "exit": r.exit, "result": r.line,
                                "findings": r.findings, "seconds": round(r.seconds, 3), "estimated_cycles": r.cycles,
                                "worker": r.worker, "notes": r.notes, "failed": r.failed}
        if r.failed:
            item.update(stdout=r.stdout, stderr=r.stderr)
        out.append(item)
    return json.dumps({"cases": out}, indent=2) + "\n"


def as_csv(results: Sequence[Result]) -> str:
    """The table as CSV."""
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(COLUMNS)
    writer.writerows(rows(results))
    return buf.getvalue()


def retries(client: Any, token: str) -> dict[int, list[str]]:
    """Per case of the sweep ``token``, the workers it started on, in order (more than one: retried)."""
    started: dict[int, list[str]] = {}
    for _, msg in client.get_events(TOPIC):
        if isinstance(msg, dict) and msg.get("token") == token:
            started.setdefault(msg["case"], []).append(msg["worker"])
    return started


def run_sweep(client: Any, cases: Sequence[Case], inputs: str | None = None, check: str = "warn",
              program_args: Sequence[str] = (), timeout: float = 600.0,
              progress: Progress | None = None) -> list[Result]:
    """Run every case on the cluster of ``client``; the results in case order.

    A case whose worker dies runs again on another (Dask's resilience; its row notes the retry);
    one Dask gives up on (its workers kept dying) is reported lost. A cluster left without any
    worker for :data:`ascsim.runtime.cluster.NO_WORKERS_SECONDS` stops the sweep with an error
    rather than waiting for ever.
    """
    token = uuid.uuid4().hex
    bundles: dict[Path, Any] = {}
    pending: dict[Any, Case] = {}
    for case in cases:
        folder = Path(case.program).resolve().parent
        if folder not in bundles:
            # A task that gives the folder's files, rather than scattered data: each folder crosses
            # the network once, moves between workers as cases need it, and Dask can make it again
            # from the task if the worker that held it dies (scattered data would be lost with it).
            bundles[folder] = client.submit(_folder, folder_files(case.program),
                                            key=f"ascsim-folder-{token}-{len(bundles)}", pure=False)
        pending[client.submit(run_case, bundles[folder], case, token, inputs, check, list(program_args), timeout,
                              key=f"ascsim-case-{token}-{case.index}", pure=False)] = case
    done: dict[int, Result] = {}
    idle_since: float | None = None
    while pending:
        finished = [f for f in pending if f.done()]
        if not finished:
            if client.nthreads():
                idle_since = None
            elif idle_since is None:
                idle_since = time.monotonic()
            elif time.monotonic() - idle_since > cluster.NO_WORKERS_SECONDS:
                raise cluster.ClusterError(f"the Dask cluster has had no worker for {cluster.NO_WORKERS_SECONDS:.0f} "
                                           f"s, with {len(pending)} of {len(cases)} cases not run: start workers "
                                           "(`dask worker ADDRESS`) and run the sweep again", location="")
            time.sleep(0.1)
            continue
        for future in finished:
            case = pending.pop(future)
            if future.status == "finished":
                result = result_of(case, future.result())
            else:  # Dask gave up on it (its workers kept dying) or lost what it needed
                exc = future.exception() if future.status == "error" else future.status
                result = lost(case, f"the case's task did not finish: {exc}")
            done[case.index] = result
            if progress is not None:
                progress.update(result)
    starts = retries(client, token)
    for index, result in done.items():
        workers = starts.get(index, [])
        earlier = workers[:-1] if workers and workers[-1] == result.worker else workers
        if earlier:
            result.notes.append(f"retried: its worker {', '.join(earlier)} died; ran again on "
                                f"{result.worker or 'no worker'}")
    return [done[c.index] for c in cases]


def command(args: Any, program_args: Sequence[str], out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """``ascsim sweep``: 0 when every case succeeded, 1 when one failed, 2 for a sweep that cannot run."""
    try:
        for program in args.programs:
            if not Path(program).is_file():
                raise AscValueError(f"{program}: no such program file", location="")
        if args.timeout <= 0:
            raise AscValueError(f"--timeout {args.timeout:g}: expected a number of seconds > 0", location="")
        cases = plan(args.programs, args.defines, args.schedule_seed)
        if args.cluster is not None:
            cluster.set_cluster(args.cluster)
        client = cluster.client()
        results = run_sweep(client, cases, args.inputs, args.check, program_args, args.timeout,
                            Progress(len(cases), err))
    except AscError as e:
        print(f"ascsim sweep: {e}", file=err)
        return 2
    print(table(results), file=out)
    failed = [r for r in results if r.failed]
    for r in failed:  # a failure keeps its whole output
        print(f"\n== case {r.case.index} ({r.case.program} {r.case.label()}) failed: exit {_exit_text(r)}", file=out)
        print(r.stdout.rstrip("\n"), file=out)
        print(r.stderr.rstrip("\n"), file=out)
    for path, text in ((args.json, as_json), (args.csv, as_csv)):
        if path:
            Path(path).write_text(text(results), encoding="utf-8")
    print(f"ascsim sweep: {len(results)} cases, {len(failed)} failed", file=err)
    return 1 if failed else 0
