"""tests/asc/newer_header_forms.asc: functions of the newer headers from an unmodified C++ program (register
forms, the squeeze-and-store stream, asc_transto5hd_b16, saturation flags, idle slots, asc_load_dev,
asc_lock with asc_mutex_execute_mode, asc_sync_vec(id)), its expected values computed on its host side."""

import io
from pathlib import Path

from ascsim.frontend import run_file

PROGRAM = Path(__file__).resolve().parent.parent / "asc" / "newer_header_forms.asc"


def test_newer_header_forms_program() -> None:
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file(str(PROGRAM), (), (), stdout=out, stderr=err)
    text, errors = out.getvalue().decode(), err.getvalue().decode()
    assert rc == 0, text + errors
    lines = text.splitlines()
    for line in ("registers: ok", "squeeze stream: ok (128 bytes)", "transto5hd: ok", "scalar unit: ok 3 32 42",
                 "[Success] newer header forms."):
        assert line in lines, text
    assert "warning" not in errors, errors
