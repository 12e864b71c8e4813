"""The reg_store.h family through the C++ front end: tests/asc/reg_store_family.asc checks itself."""

from frontend.asc_run import ASC_DIR, run_asc


def test_reg_store_family_program() -> None:
    r = run_asc(ASC_DIR / "reg_store_family.asc")
    lines = r.out.splitlines()
    for name in ("stream postupdate", "stream offsets", "stream addr_reg", "squeeze stream", "mask stream",
                 "first/quarter/pack", "scatter", "asc_store"):
        assert f"{name}: ok" in lines, r.out + r.err
    assert r.rc == 0, r.out + r.err
    assert "[Success] reg_store family." in lines
    assert r.err == "", r.err
