"""The reg_load family through the C++ front end: tests/asc/reg_load_family.asc checks itself."""

from frontend.asc_run import ASC_DIR, run_asc


def test_reg_load_family_program() -> None:
    r = run_asc(ASC_DIR / "reg_load_family.asc")
    assert r.rc == 0, r.out + r.err
    lines = r.out.splitlines()
    for name in ("broadcasts", "up/down/unpack4", "unaligned stream", "gathers", "mask spr"):
        assert f"{name}: ok" in lines, r.out
    assert "[Success] reg_load family." in lines
    assert r.err == "", r.err
