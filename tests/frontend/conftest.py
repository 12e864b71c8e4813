"""Fixtures for the front-end tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from asc_run import Result, run_asc


@pytest.fixture
def run_source(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Write a program to ``tmp_path/prog.asc`` and run it from there (messages name ``prog.asc``)."""

    def run(source: str, defines: tuple[str, ...] = (), argv: tuple[str, ...] = (),
            extra: dict[str, str] | None = None) -> Result:
        (tmp_path / "prog.asc").write_text(source)
        for name, text in (extra or {}).items():
            (tmp_path / name).write_text(text)
        monkeypatch.chdir(tmp_path)
        return run_asc("prog.asc", defines, argv)

    return run
