"""Broken kernels are reported, with the right file:line, in both check modes.

Each program in tests/asc_bad/ marks the line of its bug with ``// expect: KIND TEXT``: KIND is the
finding (hazard, uninitialized, sync) or ``error`` for a misuse that stops the program in any mode.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

BAD = Path(__file__).resolve().parent / "asc_bad"
PROGRAMS = sorted(BAD.glob("*.asc"))
ASCSIM = [sys.executable, "-m", "ascsim.cli"]


def expectation(path: Path) -> tuple[int, str, str]:
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        found = re.search(r"// expect: (\w+) (.+)$", line)
        if found:
            return number, found.group(1), found.group(2).strip()
    raise AssertionError(f"{path.name} has no '// expect:' line")


def run(path: Path, mode: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*ASCSIM, "run", f"--check={mode}", str(path)], capture_output=True, text=True,
                          timeout=120, cwd=path.parent)


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
@pytest.mark.parametrize("mode", ["warn", "error"])
def test_bad_program_is_reported(path: Path, mode: str) -> None:
    line, kind, text = expectation(path)
    done = run(path, mode)
    assert "Traceback" not in done.stderr, done.stderr
    severity = "error" if kind == "error" or mode == "error" else "warning"
    pattern = rf"{re.escape(path.name)}:{line}: {severity}: .*{re.escape(text)}"
    assert re.search(pattern, done.stderr), f"expected {pattern!r} in:\n{done.stderr}"
    if severity == "error":
        assert done.returncode == 1, done.stderr
    else:
        assert done.returncode == 0, done.stderr
        assert re.search(r"ascsim: \d+ warnings? \(", done.stderr), "warn mode ends with a summary line"


def test_there_are_enough_bad_programs() -> None:
    kinds = {expectation(p)[1] for p in PROGRAMS}
    assert len(PROGRAMS) >= 6 and {"hazard", "uninitialized", "error"} <= kinds
