"""Every overload of the spec, called through the Python facade and checked against its reference.

One kernel launch per implementation runs all of its overloads (several cases each: full, random
and sparse masks, edge values, addressing forms).
"""

from __future__ import annotations

import pytest

import ascsim
from ascsim.arch import DAV_3510
from ascsim.spec.impls import Impl

from ._gen import Case, by_implementation
from ._pyrun import compare, run_cases
from ._refs import REFS
from ._scenarios import SCENARIOS

IMPLS = by_implementation()
EXERCISED: dict[Impl, int] = {}  #: implementation -> overloads called (read by the coverage test)


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.parametrize("impl", list(IMPLS), ids=lambda impl: impl.name)
def test_python_path(impl: Impl) -> None:
    ovs = IMPLS[impl]
    ref = REFS.get(impl)
    if ref is None:
        pytest.skip(f"no reference for {impl} yet (the coverage test lists it)")
    EXERCISED[impl] = len(ovs)
    if ref.scenario:
        bad = SCENARIOS[ref.scenario](ovs)
    else:
        cases = [c for ov in ovs for c in ref.cases(ov)]
        assert {id(c.ov) for c in cases} == {id(ov) for ov in ovs}, "every overload gets a case"
        # The forms dav-3510 lacks (asc_fill_l0a's dav-2201-only ones) run on the architecture that has them.
        here = [c for c in cases if DAV_3510 in c.ov.arches]
        elsewhere: dict[str, list[Case]] = {}
        for c in cases:
            if DAV_3510 not in c.ov.arches:
                elsewhere.setdefault(c.ov.arches[0], []).append(c)
        runs = [(here, run_cases(here))]
        for name, group in elsewhere.items():
            with ascsim.npu_arch(name):
                runs.append((group, run_cases(group)))
        bad = []
        for group, results in runs:
            for case, got in zip(group, results, strict=True):
                bad += compare(case, ref.expect(case), got, ref.compare)
    assert not bad, f"{len(bad)} mismatch(es) in {impl}:\n" + "\n".join(bad[:12])
