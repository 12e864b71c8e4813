"""The UB vector-compute program runs through the C++ front end and checks itself on the host."""

from __future__ import annotations

import io
from pathlib import Path

from ascsim.frontend import run_file

PROGRAM = Path(__file__).resolve().parent.parent / "asc" / "vector_compute_ub.asc"


def test_vector_compute_ub_program() -> None:
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file(str(PROGRAM), (), (), stdout=out, stderr=err)
    text = out.getvalue().decode()
    assert rc == 0, text + err.getvalue().decode()
    for name in ("add count/repeat", "gt cmpmask + select", "gt into ub", "counter mode + duplicate", "squeeze"):
        assert f"{name}: ok" in text
    assert "warning" not in err.getvalue().decode()
