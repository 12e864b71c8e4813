"""Coverage of the conformance suite and agreement of the spec's three views.

Named to run after test_python.py and test_asc.py in a session, so it can print what they called;
run alone it checks the references and the case generators without the counts.
"""

from __future__ import annotations

import collections
import subprocess
import sys
from pathlib import Path

import numpy as np

import ascsim
from ascsim import spec
from ascsim.frontend import clangutil
from ascsim.spec import gen, impls

from . import test_asc, test_python
from ._asc import skip_reason
from ._gen import by_implementation, ov_id
from ._pyrun import compare
from ._refs import REFS, Expect

#: At most this many overloads may be left out of the .asc programs (each with its reason).
MAX_ASC_SKIPS = 0.08


def test_every_overload_has_a_reference() -> None:
    missing = collections.Counter(ov.impl for ov in spec.overloads() if ov.impl not in REFS)
    assert not missing, "implementations without a reference (overloads each): " + ", ".join(
        f"{impl.name} ({n})" for impl, n in sorted(missing.items(), key=lambda kv: kv[0].name))


def test_every_overload_gets_a_case() -> None:
    no_case = []
    for ov in spec.overloads():
        ref = REFS.get(ov.impl)
        if ref is not None and not ref.scenario and not ref.cases(ov):
            no_case.append(ov_id(ov))
    assert not no_case, no_case


#: Headers the generated programs do not reach yet: their arrays (L0A, L0B, L0C, the fixpipe buffer) can be
#: filled and read back only through the cube copies under test. Their overloads are checked in the Python
#: path, and whole cube programs in tests/cube; they count neither way in the budget below.
ASC_LATER = ("cube_compute", "cube_datamove")


def test_asc_skips_are_few() -> None:
    """Overloads the generated programs leave out, with their reasons: a short list."""
    total = 0
    reasons: dict[str, list[str]] = collections.defaultdict(list)
    for ov in spec.overloads():
        if ov.function.header in ASC_LATER:
            continue
        total += 1
        r = skip_reason(ov)
        if r and r != "no reference yet":
            reasons[r].append(ov_id(ov))
    n = sum(len(v) for v in reasons.values())
    shown = "\n".join(f"  {len(v):4d}  {r}" for r, v in reasons.items())
    print(f"\n.asc path leaves out {n} of {total} overloads:\n{shown}")
    assert n <= MAX_ASC_SKIPS * total, shown


def test_counts() -> None:
    """How many overloads each path called (printed; complete when the whole folder ran)."""
    per_header = collections.Counter(ov.function.header for ov in spec.overloads())
    py: collections.Counter[str] = collections.Counter()
    for impl, n in test_python.EXERCISED.items():
        header = next(ov.function.header for ov in spec.overloads() if ov.impl == impl)
        py[header] += n
    lines = [f"{'header':18s} {'overloads':>9s} {'python':>7s} {'.asc':>6s}"]
    for h, n in per_header.items():
        lines.append(f"{h:18s} {n:9d} {py.get(h, 0):7d} {test_asc.EXERCISED.get(h, 0):6d}")
    lines.append(f"{'total':18s} {sum(per_header.values()):9d} {sum(py.values()):7d} "
                 f"{sum(test_asc.EXERCISED.values()):6d}")
    print("\n" + "\n".join(lines))
    if test_python.EXERCISED:
        not_run = [impl for impl in {ov.impl for ov in spec.overloads()} if impl not in test_python.EXERCISED]
        assert not not_run, f"implementations the Python path did not exercise: {sorted(i.name for i in not_run)}"


def test_generated_headers_are_current() -> None:
    r = subprocess.run([sys.executable, "-m", "ascsim.generate", "--check"], capture_output=True, text=True,
                       check=False)
    assert r.returncode == 0, r.stdout + r.stderr


def _clang_declarations() -> int:
    """Distinct declarations of the C API's functions (asc_* and the few intrinsics without the prefix) clang
    sees in the generated headers."""
    ci = clangutil.cindex()
    src = Path(gen.INCLUDE_DIR) / "c_api" / "asc_simd.h"
    tu = clangutil.parse("all.cpp", [("all.cpp", b'#include "c_api/asc_simd.h"\n#include "kernel_operator.h"\n')],
                         [], [])
    assert src.exists()
    kinds = {ci.CursorKind.FUNCTION_DECL, ci.CursorKind.FUNCTION_TEMPLATE}
    names = set(spec.by_name())
    usrs = set()
    for c in tu.cursor.get_children():
        if c.kind in kinds and c.spelling in names and c.location.file is not None \
                and str(c.location.file.name).startswith(gen.INCLUDE_DIR):
            usrs.add(c.get_usr())
    return len(usrs)


def test_api_count_equals_facade_and_front_end() -> None:
    """`ascsim api | wc -l` = overloads in the spec = overloads the facade resolves among =
    distinct declarations the front end's clang sees."""
    r = subprocess.run([sys.executable, "-m", "ascsim", "api"], capture_output=True, text=True, check=True)
    listed = sum(1 for line in r.stdout.splitlines() if line.strip())
    in_spec = len(list(spec.overloads()))
    facade = sum(len(getattr(ascsim.c_api, name).overloads) for name in spec.by_name())
    clang = _clang_declarations()
    assert listed == in_spec == facade == clang, f"api {listed}, spec {in_spec}, facade {facade}, clang {clang}"


#: References that check only that the call is accepted and leaves its inputs alone (their effect
#: shows in a later call): setters of copy-engine registers, asc_gt into CMPMASK, the UB gather.
COARSE = {impls.copy.set_loop_size, impls.copy.set_loop_stride, impls.copy.set_copy_pad_val, impls.copy.set_gm2ub_pad,
          impls.vector_compute.squeeze}


def test_references_can_fail() -> None:
    """For every lane reference, a result with one bit changed in one output is reported."""
    blind = []
    for impl, ovs in by_implementation().items():
        ref = REFS.get(impl)
        if ref is None or ref.scenario:
            continue
        caught = False
        for case in (c for ov in ovs for c in ref.cases(ov)):
            want = ref.expect(case)
            for key, value in want.items():
                got = dict(want)
                if isinstance(value, Expect):
                    if not value.care.any():
                        continue
                    data = value.data.copy()
                    data[np.flatnonzero(value.care)[0]] ^= 1
                    got[key] = data
                elif isinstance(value, np.ndarray):
                    data = value.copy()
                    data.reshape(-1).view(np.uint8)[0] ^= 1  # the lowest bit of the first element (0-d too)
                    got[key] = data
                else:
                    got[key] = int(value) + 1
                got = {k: (v.data if isinstance(v, Expect) else v) for k, v in got.items()}
                if compare(case, want, got):
                    caught = True
                    break
            if caught:
                break
        if not caught and impl not in COARSE:
            blind.append(impl)
    assert not blind, f"references that no wrong result can fail: {blind}"
