"""C++ __cube__ programs run for dav-2201 (``--npu-arch dav-2201``): an int8 matrix multiply in that chip's
forms and layouts, which checks its own results (tests/asc/cube_2201_matmul.asc), and a program calling a form
only dav-3510 has, which stops at the call."""

from __future__ import annotations

import io
from pathlib import Path

from ascsim import acl
from ascsim.frontend import run_file
from ascsim.runtime import check

ASC = Path(__file__).resolve().parent.parent / "asc"


def _run(name: str, npu_arch: str | None) -> tuple[int, str, str]:
    with check.mode("off"):
        acl.finalize()
    check.CHECKER.forget()
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file(str(ASC / name), (), (), stdout=out, stderr=err, npu_arch=npu_arch)
    return rc, out.getvalue().decode(), err.getvalue().decode()


def test_int8_matmul_on_2201() -> None:
    assert _run("cube_2201_matmul.asc", "dav-2201") == (0, "ok\n", "")


def test_the_same_bytes_on_3510_are_another_layout() -> None:
    """dav-3510 reads L0A as NZ and the fixpipe's NZ stride in elements: the program's 2201 layout mismatches."""
    rc, out, _ = _run("cube_2201_matmul.asc", None)
    assert rc == 0 and out.endswith("mismatches\n")


def test_a_3510_cube_form_stops_a_2201_program_at_its_line() -> None:
    path = ASC / "cube_3510_form_on_2201.asc"
    rc, out, err = _run(path.name, "dav-2201")
    assert rc == 2 and out == ""
    assert err.startswith(f"{path}:10: error: this form of asc_copy_gm2l1 ")
    assert "exists on dav-3510 only, not on dav-2201" in err
    assert _run(path.name, "dav-3510")[:2] == (0, "")
