"""The Dask cluster by address (two worker processes on the loopback interface): a launch's blocks
on its workers, ``ascsim sweep``'s cases and table, and a worker killed in the middle of a sweep."""

from __future__ import annotations

import csv
import json
import logging
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ascsim import errors, sweep
from ascsim.runtime import cluster

ROOT = Path(__file__).resolve().parent
CASE = ROOT / "sweep" / "case.asc"
UNSERVED = dict(os.environ, ASCSIM_SERVER="0")


def test_plan_is_every_combination_in_order() -> None:
    cases = sweep.plan(["a.asc", "b.asc"], ["N=1,2", "FAST"], "3..4")
    assert [(c.index, c.program, c.defines, c.seed) for c in cases] == [
        (0, "a.asc", ("N=1", "FAST"), 3), (1, "a.asc", ("N=1", "FAST"), 4),
        (2, "a.asc", ("N=2", "FAST"), 3), (3, "a.asc", ("N=2", "FAST"), 4),
        (4, "b.asc", ("N=1", "FAST"), 3), (5, "b.asc", ("N=1", "FAST"), 4),
        (6, "b.asc", ("N=2", "FAST"), 3), (7, "b.asc", ("N=2", "FAST"), 4)]
    assert cases[0].label() == "N=1 FAST seed=3"
    assert sweep.seed_list("0..99") == list(range(100))
    assert sweep.seed_list("5,1") == [5, 1]
    assert sweep.seed_list(None) == [None]


@pytest.mark.parametrize("seeds", ["", "1..", "4..2", "x", "-1"])
def test_bad_seeds_are_a_clear_error(seeds: str) -> None:
    with pytest.raises(errors.AscValueError, match="--schedule-seed"):
        sweep.seed_list(seeds)


@pytest.mark.parametrize("define", ["1N=2", "=3", "N-M=1"])
def test_bad_macro_names_are_a_clear_error(define: str) -> None:
    with pytest.raises(errors.AscValueError, match="C identifier"):
        sweep.define_grid([define])


def test_a_row_is_read_from_the_output() -> None:
    case = sweep.Case(0, "p.asc", ("N=2",), None)
    err = ("kernel a: 2 blocks, ~1,234 cycles (slowest block)\n  block 0: ~1,234 cycles\n"
           "kernel b: 1 block, ~16 cycles (slowest block)\nascsim: 3 warnings (hazard)\n")
    row = sweep.result_of(case, {"exit": 0, "stdout": "x\nresult: [Success] all good\n", "stderr": err,
                                 "seconds": 1.5, "worker": "w"})
    assert (row.line, row.findings, row.cycles, row.failed) == ("[Success] all good", 3, 1250, False)
    failed = sweep.result_of(case, {"exit": 0, "stdout": "[Failed] 3 wrong\n", "stderr": "", "seconds": 1.0,
                                    "worker": "w"})
    assert (failed.failed, failed.cycles, failed.findings) == (True, None, 0)


def test_an_unreachable_cluster_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cluster, "CONNECT_SECONDS", 1.0)
    previous = cluster.set_cluster("tcp://127.0.0.1:1")  # nothing listens on port 1
    try:
        started = time.monotonic()
        with pytest.raises(cluster.ClusterError, match="cannot reach the Dask scheduler at tcp://127.0.0.1:1"):
            cluster.client()
        assert time.monotonic() - started < 30
    finally:
        cluster.set_cluster(previous)
    with pytest.raises(errors.AscValueError, match="tcp://host:8786"):
        cluster.set_cluster("127.0.0.1:8786")


@pytest.mark.exhaustive  # slow (an end-to-end acceptance check): CI's second step runs it
def test_a_cluster_without_workers_is_an_error_not_a_hang(monkeypatch: pytest.MonkeyPatch) -> None:
    from distributed import Client, LocalCluster

    monkeypatch.setattr(cluster, "NO_WORKERS_SECONDS", 1.0)
    with LocalCluster(n_workers=0, processes=False, dashboard_address=None, silence_logs=logging.ERROR,
                      scheduler_kwargs={"dashboard": False, "dashboard_address": "127.0.0.1:0"}) as lc, \
            Client(lc, set_as_default=False) as client:
        started = time.monotonic()
        with pytest.raises(cluster.ClusterError, match="no worker for 1 s"):
            cluster.gather(client, [client.submit(sum, [1, 2], pure=False)])
        with pytest.raises(cluster.ClusterError, match="2 of 2 cases not run"):
            sweep.run_sweep(client, sweep.plan([str(CASE)], ["N=2,4"], None))
        assert time.monotonic() - started < 20


@pytest.fixture(scope="module")
def address() -> Iterator[str]:
    """A cluster of two worker processes (one thread each) on the loopback interface."""
    from distributed import LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None, silence_logs=logging.ERROR,
                      scheduler_kwargs={"dashboard": False, "dashboard_address": "127.0.0.1:0"}) as lc:
        assert lc.scheduler_address.startswith("tcp://127.0.0.1:")
        yield lc.scheduler_address


def ascsim_sweep(address: str, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ascsim", "sweep", "--cluster", address, *args], cwd=cwd,
                          capture_output=True, text=True, timeout=240, env=UNSERVED)


def _compiled_on_workers(client: Any) -> dict[str, list[str]]:
    """Per worker, the program paths it compiled for remote launches."""
    def compiled() -> list[str]:
        from ascsim.frontend.native import run

        return sorted(key.split("'")[1] for key in run._COMPILED)

    return client.run(compiled)


@pytest.mark.exhaustive  # slow (an end-to-end acceptance check): CI's second step runs it
def test_a_1920_block_launch_on_the_cluster_matches_serial(address: str) -> None:
    """The acceptance launch: its blocks on the two workers, output identical to `--jobs 1`; with
    a race between blocks of different tasks, the same warning as a serial run."""
    from distributed import Client

    blocks = ROOT.parent / "benchmarks" / "programs" / "blocks.asc"
    for program in (["../benchmarks/programs/blocks.asc", "-DBLOCKS=1920"], ["asc_bad/multiblock_gm_overlap.asc"]):
        runs = [subprocess.run([sys.executable, "-m", "ascsim", "run", f"--jobs={jobs}", "--cluster", address,
                                *program], capture_output=True, text=True, timeout=180, cwd=ROOT, env=UNSERVED)
                for jobs in (1, 2)]
        serial, par = ((r.returncode, r.stdout, r.stderr) for r in runs)
        assert par == serial
    assert serial[1] == "done 3\n" and "another block" in serial[2]
    assert runs[0].stdout != "" and blocks.is_file()
    with Client(address, timeout=30) as client:
        compiled = _compiled_on_workers(client)
    assert len(compiled) == 2
    assert sorted(p for paths in compiled.values() for p in paths).count("../benchmarks/programs/blocks.asc") >= 1
    assert any("asc_bad/multiblock_gm_overlap.asc" in paths for paths in compiled.values())


@pytest.mark.exhaustive  # slow (an end-to-end acceptance check): CI's second step runs it
def test_a_sweep_of_16_cases_gives_the_table(address: str, tmp_path: Path) -> None:
    # Four builds of the program (the macros), each run with four seeds.
    proc = ascsim_sweep(address, str(CASE), "-D", "N=2,3", "-D", "K=2", "-D", "RACE=0,1", "--schedule-seed", "0..3",
                        "--inputs", "echo $N > in.txt", "--json", "out.json", "--csv", "out.csv", cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr  # the odd N fail
    report = json.loads((tmp_path / "out.json").read_text())["cases"]
    assert len(report) == 16
    index = 0
    for n in (2, 3):
        for race in (0, 1):
            for seed in range(4):
                row = report[index]
                verdict = "[Success]" if n % 2 == 0 else "[Failed]"
                assert (row["case"], row["defines"], row["schedule_seed"]) == \
                    (index, [f"N={n}", "K=2", f"RACE={race}"], seed)
                assert row["exit"] == (0 if n % 2 == 0 else 1)
                assert row["result"] == f"{verdict} N={n} K=2 read {n} sum 3"
                assert row["findings"] == race  # the race between the two blocks
                assert isinstance(row["estimated_cycles"], int) and row["estimated_cycles"] > 0
                assert row["failed"] == (n % 2 == 1) and row["notes"] == []
                if row["failed"]:  # a failure keeps its whole output
                    assert row["stdout"] == f"{row['result']}\n" and "ESTIMATED cycles" in row["stderr"]
                else:
                    assert "stdout" not in row
                index += 1
    table = proc.stdout.splitlines()
    assert table[0].split()[:4] == ["case", "program", "parameters", "exit"]
    assert [line.split()[0] for line in table[1:17]] == [str(i) for i in range(16)]
    assert "== case 8 (" in proc.stdout and "failed: exit 1" in proc.stdout
    with open(tmp_path / "out.csv", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == list(sweep.COLUMNS) and len(rows) == 17
    assert [r[3] for r in rows[1:]] == ["0"] * 8 + ["1"] * 8
    progress = [line for line in proc.stderr.splitlines() if line.startswith("[")]
    assert len(progress) == 16 and progress[-1].startswith("[16/16] ")
    assert proc.stderr.splitlines()[-1] == "ascsim sweep: 16 cases, 8 failed"


@pytest.mark.exhaustive  # slow (an end-to-end acceptance check): CI's second step runs it
def test_a_worker_killed_in_the_middle_loses_nothing(address: str, tmp_path: Path) -> None:
    from distributed import Client

    with Client(address, timeout=30) as client:
        pids: dict[str, Any] = client.run(os.getpid)
        seen = {msg.get("token") for _, msg in client.get_events(sweep.TOPIC)}
        cmd = [sys.executable, "-m", "ascsim", "sweep", "--cluster", address, str(CASE), "-D", "N=2", "-D",
               "PAUSE_MS=3000", "--schedule-seed", "0..1", "--inputs", "echo $N > in.txt", "--json", "out.json"]
        proc = subprocess.Popen(cmd, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env=UNSERVED)
        try:
            deadline = time.monotonic() + 120
            started: list[dict[str, Any]] = []
            while not started:
                assert time.monotonic() < deadline, "no case started"
                started = [m for _, m in client.get_events(sweep.TOPIC) if m.get("token") not in seen]
                time.sleep(0.1)
            victim = started[0]
            os.kill(pids[victim["worker"]], signal.SIGKILL)  # while its case pauses
            out, err = proc.communicate(timeout=180)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    assert proc.returncode == 0, out + err
    report = json.loads((tmp_path / "out.json").read_text())["cases"]
    assert [(r["exit"], r["result"]) for r in report] == [(0, "[Success] N=2 K=1 read 2 sum 0")] * 2
    retried = report[victim["case"]]
    assert retried["worker"] != victim["worker"]
    assert retried["notes"] == [f"retried: its worker {victim['worker']} died; ran again on {retried['worker']}"]
    assert report[1 - victim["case"]]["notes"] == []
    assert "retried: its worker" in out
