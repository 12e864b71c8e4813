"""The addressing forms through the C++ front end: tests/asc/reg_load_store_forms.asc checks itself."""

from frontend.asc_run import ASC_DIR, run_asc


def test_reg_load_store_forms_program() -> None:
    r = run_asc(ASC_DIR / "reg_load_store_forms.asc")
    assert r.rc == 0, r.out + r.err
    lines = r.out.splitlines()
    for name in ("int32_t offsets", "addr_reg one loop", "addr_reg two loops", "postupdate", "data blocks",
                 "mask registers", "deintlv/unpack", "pack/intlv", "int64/int4"):
        assert f"{name}: ok" in lines, r.out
    assert "[Success] load/store addressing forms." in lines
    assert r.err == "", r.err
