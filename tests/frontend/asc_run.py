"""Run a .asc program in-process and capture what it prints (shared by the front-end tests)."""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from ascsim.frontend import run_file

ASC_DIR = Path(__file__).resolve().parent.parent / "asc"


@dataclass
class Result:
    rc: int
    out: str
    err: str


def run_asc(path: str | Path, defines: tuple[str, ...] = (), argv: tuple[str, ...] = ()) -> Result:
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file(str(path), defines, argv, stdout=out, stderr=err)
    return Result(rc, out.getvalue().decode("utf-8", "replace"), err.getvalue().decode("utf-8", "replace"))
