"""tests/asc/sysregs_scalar_ndim.asc through the C++ front end: system registers, scalar helpers, cache
control and the n-dimensional copy, with the values their pages (and docs/semantics.md) give."""

from __future__ import annotations

from frontend.asc_run import ASC_DIR, run_asc


def test_program() -> None:
    r = run_asc(ASC_DIR / "sysregs_scalar_ndim.asc")
    assert r.rc == 0, r.err
    assert "warning" not in r.err, r.err
    lines = r.out.splitlines()
    # arch version 0x351, one instruction between two cycle reads, CTRL bit 48, core id = block,
    # popc/clz/ffs/ffz of the pages' examples, sflbits 11, set/clear bit, the four roundings of 2.5/-0.5/0.25
    assert lines[0].split() == ["849", "1", str(1 << 48), "0", "2411", "11", "84", "2291"]
    assert lines[1].split() == ["849", "1", str(1 << 48), "1", "2411", "11", "84", "2291"]
    rows = [[float(v) for v in line.split()] for line in lines[2:6]]
    assert rows == [[88, 88, 3 * i, 3 * i + 1, 3 * i + 2, 88] for i in range(4)]
