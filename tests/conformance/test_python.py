"""Every overload of the spec, called through the Python facade and checked against its reference.

One kernel launch per implementation runs all of its overloads (several cases each: full, random
and sparse masks, edge values, addressing forms).
"""

from __future__ import annotations

import pytest

from ascsim.spec.impls import Impl

from ._gen import by_implementation
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
        results = run_cases(cases)
        bad = []
        for case, got in zip(cases, results, strict=True):
            bad += compare(case, ref.expect(case), got, ref.compare)
    assert not bad, f"{len(bad)} mismatch(es) in {impl}:\n" + "\n".join(bad[:12])
