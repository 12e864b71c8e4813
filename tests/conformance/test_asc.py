"""Every overload of each spec header called from one generated C++ program run by the front end.

The program is generated from the spec at test time (see _asc.py); its outputs are compared with
the same references as the Python path. Overloads the program cannot call simply are listed with a
reason by ``test_asc_skips_are_few``.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from ascsim import spec
from ascsim.frontend import run_file
from ascsim.spec.impls import Impl

from ._asc import Program, build, decode
from ._gen import Case, Mem
from ._pyrun import compare
from ._refs import REFS, Expect

EXERCISED: dict[str, int] = {}  #: header -> overloads the program called
SKIPPED: dict[str, dict[str, str]] = {}


def _run(tmp_path: Path, header: str, exclude: frozenset[Impl]) -> tuple[int, str, str, np.ndarray, Program]:
    prog = build(header, exclude)
    (tmp_path / "prog.asc").write_text(prog.source)
    prog.inputs.tofile(tmp_path / "in.bin")
    prog.out_init.tofile(tmp_path / "out_init.bin")
    (tmp_path / "out.bin").unlink(missing_ok=True)
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file("prog.asc", (), (), stdout=out, stderr=err)
    result = np.fromfile(tmp_path / "out.bin", np.uint8) if (tmp_path / "out.bin").exists() else np.zeros(0, np.uint8)
    return rc, out.getvalue().decode(), err.getvalue().decode(), result, prog


@pytest.mark.exhaustive
@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.parametrize("header", list(spec.HEADERS))
def test_asc_program(header: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Run the header's program; an implementation that stops it is reported and left out of a rerun,
    so one failure does not hide the others."""
    monkeypatch.chdir(tmp_path)
    bad: list[str] = []
    exclude: frozenset[Impl] = frozenset()
    for _ in range(8):
        rc, out, err, result, prog = _run(tmp_path, header, exclude)
        if rc == 0:
            break
        m = re.search(r"prog\.asc:(\d+)", err)
        case = prog.case_at(int(m.group(1))) if m else None
        if case is None:
            pytest.fail(f"the generated program for {header} failed (rc {rc}):\n{err[-3000:]}")
        bad.append(f"{case.id}: the C call stopped the program: {err.strip().splitlines()[0][:600]}")
        exclude |= {case.ov.impl}
    SKIPPED[header] = prog.skipped
    n = len(prog.cases)
    EXERCISED[header] = n
    if n == 0 and not bad:
        pytest.skip(f"{header}: nothing to call from C yet")
    left_out = sorted(i.name for i in exclude)
    assert rc == 0, f"the {header} program still fails after leaving out {left_out}:\n{err[-2000:]}"
    assert out.strip().endswith(f"calls {n}"), out
    for case, got in zip(prog.cases, decode(prog, result), strict=True):
        ref = REFS[case.ov.impl]
        if ref.scenario:
            bad += _scenario_values(ref.scenario, case, result)
            continue
        bad += compare(case, _expected(case), got, ref.compare)
    assert not bad, f"{len(bad)} problem(s) in the {header} program:\n" + "\n".join(bad[:12])


def _expected(case: Case) -> dict[str, Any]:
    """The reference's outputs; for an addr_reg form the program's loop calls twice (offset 0, then
    the case's offset), so the two expected effects are composed."""
    ref = REFS[case.ov.impl]
    if case.meta.get("form") != "addr":
        return ref.expect(case)
    first = Case(case.ov, {**case.args, "offset": 0}, case.label, dict(case.meta))
    want0 = ref.expect(first)
    args = dict(case.args)
    for k, v in want0.items():
        if isinstance(args.get(k), Mem):
            data = v.data if isinstance(v, Expect) else v
            args[k] = Mem(np.asarray(data).copy(), args[k].offset, args[k].space)
    return ref.expect(Case(case.ov, args, case.label, dict(case.meta)))


def _scenario_values(scenario: str, case: object, out: np.ndarray) -> list[str]:
    off = case.meta["out"]  # type: ignore[attr-defined]
    name = case.ov.name  # type: ignore[attr-defined]
    words = out[off:off + 3 * 256].view(np.int32)
    if scenario == "vf_len" and words[0] != 256:
        return [f"{name}() stored {words[0]}, expected 256"]
    if scenario == "block_var":
        want = [0, 1, 2] if name == "asc_get_block_idx" else [3, 3, 3]
        have = [int(words[64 * b]) for b in range(3)]
        if have != want:
            return [f"{name}() per block {have}, expected {want}"]
    if scenario in ("vf_call", "mte") and name != "asc_sync_mte2" and not (out[off:off + 256] == 7).all():
        return [f"{name}: the VF's stores did not reach GM"]
    return []
