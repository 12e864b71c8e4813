"""tests/asc/reg_logic_family.asc: the logic-family instructions from an unmodified C++ program."""

import io
from pathlib import Path

from ascsim.frontend import run_file

PROGRAM = Path(__file__).resolve().parent.parent / "asc" / "reg_logic_family.asc"


def test_logic_family_program() -> None:
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file(str(PROGRAM), (), (), stdout=out, stderr=err)
    text, errors = out.getvalue().decode(), err.getvalue().decode()
    assert rc == 0, text + errors
    lines = text.splitlines()
    for line in ("shifts: ok", "reductions: ok", "arange_descend: ok", "histograms: ok", "copy and masks: ok",
                 "[Success] reg_vector logic family."):
        assert line in lines, text
    assert "warning" not in errors, errors
