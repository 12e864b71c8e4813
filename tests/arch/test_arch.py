"""The two architectures: their facts, the API each has (spec data), the selection (command line,
``__NPU_ARCH__``, Python) and the error for a call the selected architecture lacks."""

from __future__ import annotations

import io
import math
from pathlib import Path

import numpy as np
import pytest

import ascsim
from ascsim import acl, arch, c_api, float_, gm_ptr, spec, ub_array, uint8_t, vector_kernel
from ascsim.cli import main
from ascsim.errors import ArchError, AscValueError
from ascsim.frontend import run_file
from ascsim.spec import availability, costs, listing

HERE = Path(__file__).resolve().parent


def _run(path: Path, *defines: str, npu_arch: str | None = None) -> tuple[int, str, str]:
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file(str(path), defines, (), stdout=out, stderr=err, npu_arch=npu_arch)
    return rc, out.getvalue().decode(), err.getvalue().decode()


# -- facts ------------------------------------------------------------------------------------

def test_facts_per_architecture() -> None:
    a22, a35 = arch.ARCHES["dav-2201"], arch.ARCHES["dav-3510"]
    assert (a35.ub_bytes, a35.ub_usable_bytes) == (256 * 1024, 248 * 1024)
    assert (a22.ub_bytes, a22.ub_usable_bytes) == (192 * 1024, 184 * 1024)
    assert (a22.macro, a35.macro) == (2201, 3510)
    assert a35.registers and a35.simt and not a22.registers and not a22.simt
    assert a22.ub_repeat_bytes == a35.ub_repeat_bytes == 256  # 8 blocks of 32 bytes a repeat on both
    assert (a22.copy_units, a35.copy_units) == ("blocks", "bytes")
    assert arch.current() is a35  # the default
    assert arch.named("2201") is arch.named("dav-2201") is arch.named(2201) is a22
    with pytest.raises(ValueError, match="dav-3510, dav-2201"):
        arch.named("dav-9999")


def test_using_restores_the_previous_architecture() -> None:
    with ascsim.npu_arch("dav-2201") as chosen:
        assert arch.current() is chosen is arch.ARCH_2201
        with ascsim.npu_arch("dav-3510"):
            assert arch.current().name == "dav-3510"
        assert arch.current().name == "dav-2201"
    assert arch.current().name == "dav-3510"


# -- the API of each architecture (spec data) --------------------------------------------------

def test_register_compute_exists_on_3510_only() -> None:
    for ov in spec.overloads():
        f = ov.function
        if (f.header.startswith("reg_") and not f.also) or f.where == "vf" or ov.name == "asc_vf_call":
            assert ov.arches == ("dav-3510",), ov.prototype()
    # asc_set_va_reg: declared by reg_vector.h and vector_compute.h, defined by dav-2201's folder too.
    assert {ov.arches for ov in spec.overloads() if ov.name == "asc_set_va_reg"} == {availability.ALL}


def test_ub_level_instructions_and_copies_exist_on_both() -> None:
    names = {ov.name for ov in spec.overloads() if "dav-2201" in ov.arches}
    for name in ("asc_add", "asc_add_relu", "asc_brcb", "asc_set_vector_mask", "asc_copy_gm2ub", "asc_copy_ub2gm",
                 "asc_copy_gm2ub_align", "asc_sync_notify", "asc_set_atomic_add_float", "asc_get_block_idx"):
        assert name in names
    assert not {"asc_get_vf_len", "asc_vf_call", "asc_ndim_copy_gm2ub", "asc_lock", "asc_copy_ub2l1"} & names
    # asc_add: the UB forms on both, the register forms on dav-3510 only.
    forms = [ov for ov in spec.overloads() if ov.name == "asc_add"]
    assert {ov.arches for ov in forms if ov.params[0].ty.kind == "ptr"} == {availability.ALL}
    assert {ov.arches for ov in forms if ov.params[0].ty.kind != "ptr"} == {availability.ONLY_3510}


def test_the_cube_forms_of_2201() -> None:
    """The cube forms dav-2201 has: the 368 its implementation folder defines (31 of cube_compute.h, 337 of
    cube_datamove.h at the July snapshot; scripts/vendor_api_diff.py TREE --arch dav-2201 compares them), four of
    them (asc_fill_l0a of bfloat16 with a half or uint32 value, and _sync) on dav-2201 only."""
    cube = [ov for ov in spec.overloads() if ov.function.header in availability.CUBE_HEADERS]
    on = {h: sum(1 for ov in cube if ov.function.header == h and "dav-2201" in ov.arches)
          for h in availability.CUBE_HEADERS}
    assert on == {"cube_compute": 31, "cube_datamove": 337}
    only = [ov.prototype() for ov in cube if ov.arches == availability.ONLY_2201]
    assert len(only) == 4 and all("asc_fill_l0a" in p and "bfloat16_t* dst" in p for p in only)
    names = {ov.name for ov in cube if "dav-2201" in ov.arches}
    assert {"asc_mmad", "asc_copy_l0c2gm", "asc_copy_l12l0b_trans", "asc_set_l0c_copy_params"} <= names
    assert not {"asc_mmad_mx", "asc_copy_l0c2ub", "asc_copy_gm2l1_align", "asc_enable_hif8",
                "asc_set_l0c2gm_nz2nd", "asc_copy_l12ub"} & names


def test_availability_data_names_real_functions() -> None:
    """Every name the data lists is a function of the spec module it says (a typo would drop nothing)."""
    entries = {(f.header, f.name) for f in spec.functions()}
    assert availability.NOT_ON_2201 <= entries
    for header, prefix in availability.VENDOR_2201_ONLY:
        assert any(h == header and n.startswith(prefix) for h, n in entries)


def test_api_listing_per_architecture(capsys: pytest.CaptureFixture[str]) -> None:
    both = listing.prototypes("asc_copy_gm2ub_align")
    only = listing.prototypes("asc_copy_gm2ub_align", arch="dav-2201")
    assert len(only) == 18 and set(only) < set(both)  # 9 element types: size form and gap form
    assert all("src_gap" in p or "size" in p for p in only)
    assert main(["api", "asc_get_vf_len", "--arch", "dav-2201"]) == 2
    assert "no C function" in capsys.readouterr().err
    assert main(["api", "asc_add", "--arch", "dav-2201", "--versions"]) == 0
    out = capsys.readouterr().out
    assert "vector_" not in out and "dav-3510, dav-2201" in out
    table = listing.markdown("dav-2201")
    assert "| `c_api/reg_compute/reg_load.h` | 0 | 0 |" in table
    assert "## `c_api/reg_compute/reg_load.h`" not in table
    assert "## `c_api/vector_compute/vector_compute.h`" in table


# -- a call the selected architecture lacks ------------------------------------------------------

@pytest.fixture
def device() -> object:
    acl.finalize()
    assert acl.init() == acl.ACL_SUCCESS
    assert acl.rt.set_device(0) == acl.ACL_SUCCESS
    yield
    acl.finalize()


def test_python_call_of_a_3510_function_on_2201(device: None) -> None:
    @vector_kernel
    def kernel(out: gm_ptr[uint8_t]) -> None:
        c_api.asc_get_vf_len()

    with ascsim.npu_arch("dav-2201"), pytest.raises(ArchError) as e:
        kernel[1](0)
    assert "asc_get_vf_len exists on dav-3510 only, not on dav-2201" in e.value.message
    assert e.value.location and e.value.location.endswith(".py:" + str(kernel_line()))
    kernel[1](0)  # dav-3510 again: the call binds anew and runs


def kernel_line() -> int:
    """The line of the ``asc_get_vf_len()`` call above."""
    text = Path(__file__).read_text().splitlines()
    return next(i for i, line in enumerate(text, 1) if line.strip() == "c_api.asc_get_vf_len()")


def test_dynamic_ub_limit_per_architecture(device: None) -> None:
    @vector_kernel
    def kernel(out: gm_ptr[uint8_t]) -> None:
        ub_array(uint8_t, 32)

    kernel[1, 200 * 1024](0)
    with ascsim.npu_arch("dav-2201"), pytest.raises(AscValueError, match=f"{184 * 1024} bytes .* on dav-2201"):
        kernel[1, 200 * 1024](0)


def test_program_sees_its_architecture() -> None:
    for how in ({"npu_arch": "dav-2201"}, {"defines": ("__NPU_ARCH__=2201",)}, {}):
        defines = how.get("defines", ())
        rc, out, err = _run(HERE / "arch_select.asc", *defines, npu_arch=how.get("npu_arch"))  # type: ignore[arg-type]
        assert (rc, err) == (0, ""), err
        want = 3510 if not how else 2201
        assert out == f"arch {want}: 0 31 64 95\ngap 0 0\n"
    assert arch.current().name == "dav-3510"  # a run leaves the selection as it was


def test_program_calling_a_3510_function_on_2201_stops_at_the_call() -> None:
    rc, out, err = _run(HERE / "register_on_2201.asc", npu_arch="dav-2201")
    assert rc == 2 and out == ""
    assert err.startswith(f"{HERE / 'register_on_2201.asc'}:9: error: asc_get_vf_len exists on dav-3510 only, "
                          "not on dav-2201")
    assert _run(HERE / "register_on_2201.asc")[0] == 0


def test_contradicting_selection_is_an_error() -> None:
    rc, _, err = _run(HERE / "arch_select.asc", "__NPU_ARCH__=3510", npu_arch="dav-2201")
    assert rc == 2 and "contradicts --npu-arch dav-2201" in err


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "--npu-arch", "dav-2201", str(HERE / "arch_select.asc")]) == 0
    assert capsys.readouterr().out.startswith("arch 2201:")
    with pytest.raises(SystemExit):
        main(["run", "--npu-arch", "dav-1234", str(HERE / "arch_select.asc")])
    assert "invalid choice" in capsys.readouterr().err


def test_simt_kernels_are_3510_only(device: None) -> None:
    from ascsim.runtime.simt import simt_launch

    with ascsim.npu_arch("dav-2201"), pytest.raises(ArchError, match="SIMT kernels .* dav-3510 only"):
        simt_launch(lambda threads, args: None, (), 1, 32)


# -- the profile and explain know the architecture ------------------------------------------------

def _add_cycles(chip: str, count: int) -> tuple[float, str]:
    """(V-pipe cycles of one asc_add of ``count`` floats, the report's first line) on ``chip``."""
    @vector_kernel
    def kernel() -> None:
        a = ub_array(float_, 512)
        c_api.asc_duplicate(a, float_(1.0), 512)
        c_api.asc_add(a, a, a, count)

    with ascsim.npu_arch(chip), ascsim.profile() as prof:
        kernel[1]()
    (add,) = [e for e in prof.launches[-1][2][0].events if e.name == "asc_add"]
    return add.dur, prof.report().splitlines()[0]


def test_profile_uses_each_architectures_tables() -> None:
    # dav-2201's table: Add float at 64 elements per cycle; a repeat is 64 floats, issued by the chip itself.
    cycles, head = _add_cycles("dav-2201", 512)
    assert cycles == math.ceil(512 / 64) * math.ceil(64 / 64)
    assert "on dav-2201 (Atlas A2/A3" in head
    # dav-3510 composes it from register instructions: two loads (one cycle), the add, one store per VL.
    cycles, head = _add_cycles("dav-3510", 512)
    assert cycles == math.ceil(512 / 64) * (1 + math.ceil(64 / 64) + 1)
    assert "on dav-3510" in head


def test_profile_cost_entries_per_architecture() -> None:
    f = next(f for f in spec.functions() if f.header == "vector_compute" and f.name == "asc_exp")
    with ascsim.npu_arch("dav-2201"):
        assert costs.entry(f).rates == {"half": 32, "float": 32} and costs.entry(f).native
    assert not costs.entry(f).native
    conv = next(f for f in spec.functions() if f.header == "vector_compute" and f.name == "asc_float2half_rn")
    with ascsim.npu_arch("dav-2201"):
        assert costs.entry(conv).rates == {"half": 64}


def test_explain_per_architecture(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "asc_intlv", "--arch", "dav-2201"]) == 2
    assert "register instructions, which exist on dav-3510 only" in capsys.readouterr().err
    assert main(["explain", "asc_add(dst, a, b, 1, 1, 1, 1, 8, 8, 8)", "--dtype", "float", "--arch",
                 "dav-2201"]) == 0
    assert "on dav-2201" in capsys.readouterr().out


def test_arch_version_per_architecture(device: None) -> None:
    got: list[int] = []

    @vector_kernel
    def kernel() -> None:
        v = np.zeros((), np.uint32)
        c_api.asc_get_arch_ver(v)
        got.append(int(v))

    for chip in ("dav-3510", "dav-2201"):
        with ascsim.npu_arch(chip):
            kernel[1]()
    assert got == [0x351, 0x220]


def test_phy_buf_addr_takes_the_architectures_ub(device: None) -> None:
    @vector_kernel
    def kernel(offset: int) -> None:
        c_api.asc_get_phy_buf_addr(np.uint64(offset))

    kernel[1](256 * 1024)
    with ascsim.npu_arch("dav-2201"):
        kernel[1](192 * 1024)
        with pytest.raises(AscValueError, match=r"beyond the Unified Buffer \(196608 bytes on dav-2201\)"):
            kernel[1](192 * 1024 + 1)


def test_a_vf_on_2201_is_an_error_at_its_call(device: None) -> None:
    @ascsim.simd_vf
    def vf() -> None:
        pass

    @vector_kernel
    def kernel() -> None:
        vf()

    kernel[1]()
    with ascsim.npu_arch("dav-2201"), pytest.raises(ArchError, match=r"__simd_vf__ functions .* dav-3510 only"):
        kernel[1]()
