"""tests/reg_convert/position_forms.asc: position (tag) forms and value-returning forms from a C++ program.

The tags are passed as the constants ASC_POSITION_EVEN/ODD and ASC_DISPERSE_*_QUARTER and as a spelled
``std::integral_constant<asc_position_mode, asc_position_mode::ODD>{}``; the expected registers come from
the exact rational reference and the page's lane layout (tag i = part i).
"""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import pytest

from ascsim.frontend import run_file

from .fraction_ref import expected, expected_register, integral

PROGRAM = Path(__file__).resolve().parent / "position_forms.asc"
VL = 256
#: (source slot, source format, destination, mode, sat, part, mask slot) per output register 0..8 but 7.
CALLS = {
    0: ("f", "float", "half", "rz", True, 1, "a"),
    1: ("h", "half", "float", None, False, 0, "b"),
    2: ("s", "int16_t", "uint32_t", None, False, 1, "a"),
    3: ("s", "int16_t", "uint32_t", None, False, 1, "b"),
    4: ("by", "fp8_e5m2_t", "float", None, False, 2, "a"),
    5: ("f", "float", "hifloat8_t", "rna", False, 1, "b"),
    6: ("h", "half", "int8_t", "rd", False, 1, "a"),
    8: ("h", "half", "int16_t", "rna", True, 0, "a"),
}
_RAW = {1: np.uint8, 2: np.uint16, 4: np.uint32}
_SIZE = {"half": 2, "float": 4, "uint32_t": 4, "hifloat8_t": 1, "int8_t": 1, "int16_t": 2}


def _inputs(rng: np.random.Generator) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    f = (rng.standard_normal(64) * rng.choice([1e-3, 1.0, 50.0, 3e4], 64)).astype(np.float32)
    f[:6] = [70000.0, -70000.0, 2.5, -0.0, 65504.0, 1e-8]
    h = (rng.standard_normal(128) * 40).astype(np.float16)
    h[:6] = [np.inf, -np.inf, -0.5, 127.5, -128.5, 300.0]
    s = rng.integers(-32768, 32768, 128).astype(np.int16)
    s[:4] = [-32768, -1, 0, 32767]
    by = rng.integers(0, 256, 256, dtype=np.uint8)
    ma = rng.random(256) < 0.7
    mb = np.zeros(256, np.bool_)
    mb[::2] = True
    mb[100:140] = False
    data = np.concatenate([f.view(np.uint8), h.view(np.uint8), s.view(np.uint8), by,
                           np.packbits(ma, bitorder="little"), np.packbits(mb, bitorder="little")])
    return data, {"f": f.view(np.uint32), "h": h.view(np.uint16), "s": s.view(np.uint16), "by": by,
                  "a": ma, "b": mb, "fv": f}


def test_position_forms_program(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    data, src = _inputs(np.random.default_rng(21))
    data.tofile(tmp_path / "in.bin")
    out, err = io.BytesIO(), io.BytesIO()
    rc = run_file(str(PROGRAM), (), (), stdout=out, stderr=err)
    text, errors = out.getvalue().decode(), err.getvalue().decode()
    assert rc == 0, text + errors
    assert "[Success] reg_convert position forms: 10 registers." in text, text
    assert "warning" not in errors, errors
    res = np.fromfile(tmp_path / "out.bin", np.uint8).reshape(10, VL)
    bad = []
    for k, (slot, s, d, mode, sat, part, m) in CALLS.items():
        want = expected_register([int(v) for v in src[slot]], list(src[m]), s, d, mode, sat, part)
        if not np.array_equal(res[k].view(_RAW[_SIZE[d]]), np.array(want, np.uint64).astype(_RAW[_SIZE[d]])):
            bad.append(f"register {k} ({s} -> {d} {mode} sat={sat} part={part})")
    # int16 -> uint32 only saturates (the Cast page): negatives give 0; ODD reads source 2t+1
    s16 = src["s"].view(np.int16)
    want2 = [max(int(s16[2 * t + 1]), 0) if src["a"][2 * (2 * t + 1)] else 0 for t in range(64)]
    assert list(res[2].view(np.uint32)) == want2
    # asc_ceil(half, mask b)
    want7 = [integral(int(v), "half", "ru") if src["b"][2 * i] else 0 for i, v in enumerate(src["h"])]
    if not np.array_equal(res[7].view(np.uint16), np.array(want7, np.uint16)):
        bad.append("register 7 (asc_ceil)")
    # asc_mul_scalar_float2half_rn(f, 3, b, ODD): the float product (nearest even) to half by the
    # instruction's rounding, nearest with ties away (the MulsCast page), into odd half lanes 2i+1.
    prod = (src["fv"] * np.float32(3.0)).astype(np.float32).view(np.uint32)
    want9 = np.zeros(128, np.uint16)
    for i, v in enumerate(prod):
        if src["b"][4 * i]:
            want9[2 * i + 1] = expected(int(v), "float", "half", "rna", False)
    if not np.array_equal(res[9].view(np.uint16), want9):
        bad.append("register 9 (asc_mul_scalar_float2half_rn)")
    assert not bad, bad
