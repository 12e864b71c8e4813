"""Adding an instruction touches its spec entry and its ops function only (plus its test).

The vendor's C API for the vector core is complete in ascsim, so this test adds an instruction the
vendor does not have, ``asc_demo_absdiff(dst, src0, src1, mask)`` (``|src0 - src1|`` on active lanes),
exactly as a new one would be added: an ops function over raw bits (here in the test; in the project
in ``ascsim/ops/<family>.py``) and one spec entry naming an existing implementation object, its cost
and the ops function. Everything else follows from the entry without another edit: the facade call,
its value-returning twin, the C declaration the front end parses, ``ascsim api``, ``ascsim where``
and the cost.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from kernels import run_vf

from ascsim import asc_create_mask_b32, spec, vector_float
from ascsim.c_api._dispatch import CFunction
from ascsim.dtypes import float_, half
from ascsim.spec import cost, costs, fn, gen, impls, listing, reg_vector, void
from ascsim.spec.types import MASK, out, reg
from ascsim.where import describe

NAME = "asc_demo_absdiff"


def absdiff_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_demo_absdiff``: ``|src0[i] - src1[i]|`` on active lanes, 0 elsewhere (raw bits of ``dtype``)."""
    with np.errstate(all="ignore"):
        values = np.abs(src0.view(dtype) - src1.view(dtype))
    return np.where(lanes, values, 0).astype(dtype).view(src0.dtype)


absdiff_raw.__module__ = "ascsim.ops.demo"  # where it would live in the project


@pytest.fixture
def with_the_entry() -> Iterator[spec.Function]:
    """The new spec entry, in the module of its header for the duration of the test."""
    entry = (fn(NAME, "reg_vector", "dst[i] = |src0[i] - src1[i]| on active lanes, 0 on inactive lanes.", pipe="V",
                mask="zeroing", cost=cost.HALF_FLOAT)
             .forms(impls.reg_arith.binary, (half, float_),
                    lambda t: void(("dst", out(reg(t))), ("src0", reg(t)), ("src1", reg(t)), ("mask", MASK)),
                    extra=(absdiff_raw,), returning=True))
    reg_vector.FUNCTIONS.append(entry)
    spec._LOADED = None  # the entry list is read again
    yield entry
    reg_vector.FUNCTIONS.remove(entry)
    spec._LOADED = None


def test_the_new_instruction_runs_through_the_facade(with_the_entry: spec.Function) -> None:
    call = CFunction(NAME, spec.by_name()[NAME])
    a = np.linspace(-3, 5, 64, dtype=np.float32)
    b = np.float32(1.25) * np.arange(64, dtype=np.float32)[::-1]

    def body() -> tuple[np.ndarray, np.ndarray]:
        mask = asc_create_mask_b32(0)  # PAT_ALL
        dst = vector_float()
        call(dst, vector_float(a), vector_float(b), mask)
        returned = call(vector_float(a), vector_float(b), mask)  # the value-returning twin
        return np.asarray(dst), np.asarray(returned)

    dst, returned = run_vf(body)
    expected = np.array([abs(float(x) - float(y)) for x, y in zip(a, b, strict=True)], np.float32)
    assert (dst == expected).all() and (returned == expected).all()


def test_declaration_listing_where_and_cost_follow_from_the_entry(with_the_entry: spec.Function) -> None:
    header = gen.files()[spec.HEADERS["reg_vector"]]
    assert "asc_demo_absdiff(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask)" in header
    listed = listing.prototypes(NAME)
    assert len(listed) == 4  # two types, each with its value-returning twin
    text = "\n".join(describe(with_the_entry))
    assert "facade     ascsim.c_api.reg_arith.binary" in text
    assert "semantics  ascsim.ops.demo.absdiff_raw" in text
    assert "cost       src/ascsim/spec/cost.py HALF_FLOAT" in text
    assert costs.entry(with_the_entry) is cost.HALF_FLOAT
