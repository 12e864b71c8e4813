"""Run a .asc program in-process and capture what it prints (shared by the front-end tests)."""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from ascsim import acl
from ascsim.frontend import run_file
from ascsim.runtime import check

ASC_DIR = Path(__file__).resolve().parent.parent / "asc"
#: The batched-VF benchmark's floor-mod kernel (``-DN=...`` sets its size).
FLOOR_MOD = Path(__file__).resolve().parents[2] / "benchmarks" / "programs" / "vf_floor_mod.asc"


@dataclass
class Result:
    rc: int
    out: str
    err: str


def run_asc(path: str | Path, defines: tuple[str, ...] = (), argv: tuple[str, ...] = ()) -> Result:
    """Run the program as a fresh process would: device memory an earlier test left is released first
    (silently), so the program's aclFinalize notes only its own, and no finding counts as printed."""
    with check.mode("off"):
        acl.finalize()
    check.CHECKER.forget()  # a fresh process has printed no finding yet
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file(str(path), defines, argv, stdout=out, stderr=err)
    return Result(rc, out.getvalue().decode("utf-8", "replace"), err.getvalue().decode("utf-8", "replace"))


def check_host_and_device(name: str, host: str, device: list[str]) -> None:
    """Run ``tests/asc/<name>``: it succeeds silently, prints ``host`` on its lines that do not start
    with "device" (what a native C++ compiler's build of its host part prints) and ``device`` on the
    others."""
    r = run_asc(ASC_DIR / name)
    assert (r.rc, r.err) == (0, ""), r.err
    lines = r.out.splitlines(keepends=True)
    assert "".join(line for line in lines if not line.startswith("device")) == host
    assert [line.rstrip("\n") for line in lines if line.startswith("device")] == device


def check_native_output(name: str, host: str, tmp_path: Path) -> None:
    """``tests/asc/<name>`` built by g++ -std=c++17 (its kernel parts are inside #ifdef __ASCSIM__)
    prints ``host``."""
    import subprocess

    exe = tmp_path / "prog"
    subprocess.run(["g++", "-std=c++17", "-x", "c++", str(ASC_DIR / name), "-o", str(exe)], check=True)
    assert subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout == host


def run_floor_mod_cli(argv: list[str], batched: list[int]) -> tuple[int, bool]:
    """``ascsim run ARGV`` of :data:`FLOOR_MOD` in-process (``ascsim.cli.main``): its exit status, and whether the
    count ``batched`` (a module's count of loops it ran batched) grew. The check mode is put back after."""
    from ascsim.cli import main

    before, mode = batched[0], check.CHECKER.mode
    try:
        rc = main([*argv, str(FLOOR_MOD)])
    finally:
        check.set_mode(mode)
    return rc, batched[0] > before
