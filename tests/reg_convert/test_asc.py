"""tests/asc/reg_convert_family.asc: conversions from an unmodified C++ program, against the exact reference."""

from __future__ import annotations

import io
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from ascsim.frontend import run_file

from .fraction_ref import expected_register, integral

PROGRAM = Path(__file__).resolve().parent.parent / "asc" / "reg_convert_family.asc"
VL = 256

#: The program's conversions in output order: (source slot, source format, destination, mode, sat, part,
#: mask slot). Source slots: 0 float, 1 half, 2 bfloat16, 3 bytes, "r8" the int64 result.
CALLS = [
    (0, "float", "half", "rn", True, 1, "a"),
    (1, "half", "float", None, False, 1, "b"),
    (0, "float", "hifloat8_t", "rh", False, 2, "a"),
    (3, "fp8_e5m2_t", "float", None, False, 3, "b"),
    (1, "half", "int4b_t", "rz", True, 2, "a"),
    (3, "int4b_t", "half", None, False, 1, "b"),
    (2, "bfloat16_t", "fp4x2_e1m2_t", "ru", False, 3, "a"),
    (3, "fp4x2_e1m2_t", "bfloat16_t", None, False, 2, "b"),
    (0, "float", "int64_t", "rna", False, 1, "a"),
    ("r8", "int64_t", "int32_t", None, True, 1, "b"),
    (0, "uint32_t", "uint8_t", None, False, 3, "a"),
    (2, "bfloat16_t", "half", "ru", False, 0, "b"),  # asc_bfloat162half_rn issues CEIL
    (0, "float", "fp8_e4m3fn_t", "rn", True, 1, "a"),
]
_RAW = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_SIZE = {"float": 4, "half": 2, "bfloat16_t": 2, "int64_t": 8, "int32_t": 4, "uint32_t": 4, "uint8_t": 1,
         "hifloat8_t": 1, "fp8_e5m2_t": 1, "fp8_e4m3fn_t": 1, "int4b_t": 1, "fp4x2_e1m2_t": 1}


def _inputs(rng: np.random.Generator) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    f = (rng.standard_normal(64) * rng.choice([1e-6, 1.0, 40.0, 3e5], 64)).astype(np.float32)
    f[:8] = [np.inf, -np.inf, np.nan, 0.0, -0.0, 65520.0, 2.5, -3.5]
    h = (rng.standard_normal(128) * 9).astype(np.float16)
    h[:6] = [np.inf, -np.nan, -0.0, 7.5, -8.5, 65504]
    bf = (rng.standard_normal(128) * 2).astype(ml_dtypes.bfloat16)
    by = rng.integers(0, 256, 256, dtype=np.uint8)
    ma = np.zeros(256, np.bool_)
    ma[::4] = True
    ma[64:96] = False
    mb = rng.random(256) < 0.6
    data = np.concatenate([f.view(np.uint8), h.view(np.uint8), bf.view(np.uint8), by,
                           np.packbits(ma, bitorder="little"), np.packbits(mb, bitorder="little")])
    return data, {"f": f.view(np.uint32), "h": h.view(np.uint16), "bf": bf.view(np.uint16), "by": by,
                  "a": ma, "b": mb}


def test_convert_family_program(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    data, src = _inputs(np.random.default_rng(15))
    data.tofile(tmp_path / "in.bin")
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file(str(PROGRAM), (), (), stdout=out, stderr=err)
    text, errors = out.getvalue().decode(), err.getvalue().decode()
    assert rc == 0, text + errors
    assert "[Success] reg_convert family: 16 registers." in text, text
    assert "warning" not in errors, errors
    res = np.fromfile(tmp_path / "out.bin", np.uint8).reshape(16, VL)
    slots: dict[object, np.ndarray] = {0: src["f"], 1: src["h"], 2: src["bf"], 3: src["by"],
                                       "r8": res[8].view(np.uint64)}
    bad = []
    for k, (slot, s, d, mode, sat, part, m) in enumerate(CALLS):
        values = slots[slot]
        want = expected_register([int(v) for v in values], list(src[m]), s, d, mode, sat, part)
        got = res[k].view(_RAW[_SIZE[d]])
        if not np.array_equal(got, np.array(want, np.uint64).astype(_RAW[_SIZE[d]])):
            bad.append(f"register {k} ({s} -> {d} {mode} sat={sat} part={part})")
    # asc_round(float, mask b), asc_floor(half, mask a), asc_float2half_ro(mask b)
    want13 = [integral(int(v), "float", "rna") if src["b"][4 * i] else 0 for i, v in enumerate(src["f"])]
    want14 = [integral(int(v), "half", "rd") if src["a"][2 * i] else 0 for i, v in enumerate(src["h"])]
    want15 = expected_register([int(v) for v in src["f"]], list(src["b"]), "float", "half", "ro", False, 0)
    for k, want, dt in ((13, want13, np.uint32), (14, want14, np.uint16), (15, want15, np.uint16)):
        if not np.array_equal(res[k].view(dt), np.array(want, dt)):
            bad.append(f"register {k}")
    assert not bad, bad
