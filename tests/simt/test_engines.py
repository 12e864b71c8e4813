"""The SIMT engines on a corpus: the lockstep engine and the thread-by-thread fallback give the same
output, and both match the host's own golden (computed in the program with plain loops)."""

from __future__ import annotations

from pathlib import Path

import pytest
from frontend.asc_run import run_asc

from .programs import CORPUS, LOCKSTEP_ONLY, source


def _run(tmp_path: Path, name: str, spec: tuple[int, int, str], engine: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("ASCSIM_SIMT", engine)
    path = tmp_path / f"{name}_{engine}.asc"
    path.write_text(source(*spec))
    r = run_asc(path)
    assert (r.rc, r.err) == (0, ""), r.out + r.err
    return r.out


@pytest.mark.parametrize("name", sorted(CORPUS))
def test_both_engines_agree(tmp_path: Path, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    lock = _run(tmp_path, name, CORPUS[name], "lockstep", monkeypatch)
    thread = _run(tmp_path, name, CORPUS[name], "thread", monkeypatch)
    assert lock == thread == "ok\n"


@pytest.mark.parametrize("name", sorted(LOCKSTEP_ONLY))
def test_lockstep_only(tmp_path: Path, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _run(tmp_path, name, LOCKSTEP_ONLY[name], "lockstep", monkeypatch) == "ok\n"
