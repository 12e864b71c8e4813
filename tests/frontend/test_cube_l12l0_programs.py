"""Cube programs run unmodified: the 4:2-sparse int8 multiply (the older repeat form of asc_copy_l12l0a,
asc_copy_l12l0b_sparse, asc_mmad_sparse_sync, the fixpipe to ND) against A x the original sparse B in integers,
and an int8 multiply whose operands L1 holds transposed (asc_copy_l12l0a_transpose, the older
asc_copy_l12l0b_trans) against A x B."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from asc_run import ASC_DIR, run_asc


def test_sparse_matmul_program_is_exact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    r = run_asc(ASC_DIR / "cube_sparse_matmul.asc")
    assert (r.rc, r.err) == (0, ""), r.err
    assert r.out == "sparse_matmul done\n"
    a = np.fromfile(tmp_path / "a.bin", np.int8).reshape(32, 64).astype(np.int64)
    b = np.fromfile(tmp_path / "b.bin", np.int8).reshape(64, 32).astype(np.int64)
    groups = (b.reshape(16, 4, 32) != 0).sum(axis=1)
    assert groups.max() <= 2 and {0, 1, 2} <= set(groups.reshape(-1).tolist())  # every kind of group occurs
    out = np.fromfile(tmp_path / "out.bin", np.int32).reshape(32, 32)
    assert np.array_equal(out, a @ b)


def test_transposing_loads_program_is_exact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    r = run_asc(ASC_DIR / "cube_transpose_loads.asc")
    assert (r.rc, r.err) == (0, ""), r.err
    assert r.out == "transpose_loads done\n"
    a = np.fromfile(tmp_path / "a.bin", np.int8).reshape(32, 64).astype(np.int64)
    b = np.fromfile(tmp_path / "b.bin", np.int8).reshape(64, 64).astype(np.int64)
    out = np.fromfile(tmp_path / "out.bin", np.int32).reshape(32, 64)
    assert np.array_equal(out, a @ b)
