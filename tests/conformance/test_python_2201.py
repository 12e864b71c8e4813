"""Every overload dav-2201 has, called through the Python facade on dav-2201 and checked against the
same references as on dav-3510: the two architectures compute these alike. The copies whose units
differ (the plain copies' burst forms) and the architecture version have tests of their own
(tests/vector_datamove/test_arch_pages.py, tests/arch)."""

from __future__ import annotations

import pytest

import ascsim
from ascsim.arch import DAV_2201
from ascsim.spec import impls
from ascsim.spec.impls import Impl

from ._gen import by_implementation
from ._pyrun import compare, run_cases
from ._refs import REFS
from ._scenarios import SCENARIOS

#: Implementations whose meaning on dav-2201 is not the references' (tested elsewhere: the units of the
#: copies, the version, the UB size), and those whose scenarios observe them with register instructions
#: or with forms dav-2201 lacks (the sync scenarios load with asc_loadalign; the atomic configuration
#: references set it with asc_set_store_atomic_config_v2).
OWN_TESTS = {impls.copy.gm2ub, impls.copy.ub2gm, impls.sys_var.get_arch_ver, impls.sys_var.get_phy_buf_addr,
             # The cube forms whose dav-2201 meaning differs (L0A as ZZ, the fixpipe's units, modes and int16
             # shift, the fixpipe buffer's 32-byte blocks): tests/cube/test_pages_2201_*.py.
             impls.cube.mmad, impls.cube.mmad_sparse, impls.cube_copy.l0c2out, impls.cube_copy.l12fb}
REGISTER_HARNESS = {impls.sync.notify, impls.sync.wait, impls.sync.pipe_barrier, impls.sync.barrier,
                    impls.sync.mte_handoff, impls.sync.data_barrier, impls.atomic.get_config,
                    impls.atomic.set_config_v1}
IMPLS = {impl: ovs2201 for impl, ovs in by_implementation().items()
         if impl not in OWN_TESTS | REGISTER_HARNESS and (ovs2201 := [ov for ov in ovs if DAV_2201 in ov.arches])}


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.parametrize("impl", list(IMPLS), ids=lambda impl: impl.name)
def test_python_path_on_2201(impl: Impl) -> None:
    ovs = IMPLS[impl]
    ref = REFS.get(impl)
    if ref is None:
        pytest.skip(f"no reference for {impl} yet")
    with ascsim.npu_arch(DAV_2201):
        if ref.scenario:
            bad = SCENARIOS[ref.scenario](ovs)
        else:
            cases = [c for ov in ovs for c in ref.cases(ov)]
            results = run_cases(cases)
            bad = []
            for case, got in zip(cases, results, strict=True):
                bad += compare(case, ref.expect(case), got, ref.compare)
    assert not bad, f"{len(bad)} mismatch(es) in {impl} on dav-2201:\n" + "\n".join(bad[:12])
