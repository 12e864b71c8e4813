"""``ascsim where``: from a C name to its spec entry, facade, semantics, cost and tests."""

from __future__ import annotations

import pytest

from ascsim import cli
from ascsim.where import where


def test_the_register_add_is_traced_to_each_layer() -> None:
    lines = where("asc_add")
    text = "\n".join(lines)
    # asc_add is declared by two headers: the register form and the UB vector form.
    assert lines[0].startswith("asc_add  (c_api/reg_compute/reg_vector.h; ")
    assert "  spec       src/ascsim/spec/reg_vector.py" in text
    assert "  facade     ascsim.c_api.reg_arith.binary (src/ascsim/c_api/reg_arith.py:" in text
    # The ops function the spec entry hands its facade, by name and line (no module chosen at run time).
    assert "  facade     ascsim.c_api.reg_arith.binary_carry (src/ascsim/c_api/reg_arith.py:" in text
    assert "  semantics  ascsim.ops.arith.add_carry_raw (src/ascsim/ops/arith.py:" in text
    assert "asc_add  (c_api/vector_compute/vector_compute.h; " in text
    assert "  semantics  ascsim.ops.arith.add_raw (src/ascsim/ops/arith.py:" in text
    assert "  cost       src/ascsim/spec/cost.py ADD: pipe V, dual issue, per elem, int8_t 128," in text
    # The UB vector form has no cost of its own: a rule composes it from the register form's rates.
    assert "  cost       src/ascsim/spec/costs.py: pipe V, scalar issue, per elem, int8_t 128," in text
    assert "tests/reg_vector/test_arith.py" in text
    # The architectures of each: the register form on dav-3510 only, the UB form on both (only dav-2201's
    # folder defines it, which the line says).
    assert "  arches     dav-3510: 20 overload(s) (src/ascsim/spec/availability.py)" in text
    assert ("  arches     dav-3510, dav-2201: 8 overload(s); the vendor defines it for dav-2201 only; ascsim runs "
            "it on both") in text


def test_a_glob_and_an_unknown_name(capsys: pytest.CaptureFixture[str]) -> None:
    names = [line.split()[0] for line in where("asc_loadalign*") if not line.startswith(" ")]
    assert "asc_loadalign" in names and "asc_loadalign_postupdate" in names and all(
        n.startswith("asc_loadalign") for n in names)
    assert cli.main(["where", "asc_no_such_function"]) == 2
    assert "no C function matches 'asc_no_such_function'" in capsys.readouterr().err
