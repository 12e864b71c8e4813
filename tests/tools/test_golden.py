"""``ascsim.golden``: the files read back with plain numpy and recomputed with ascsim.ops."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import ml_dtypes
import numpy as np
import pytest

from ascsim import golden, ops


def _load(root: Path, name: str) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
    """The manifest and every file, read as the manifest documents them (without ascsim)."""
    manifest = json.loads((root / "manifest.json").read_text())
    arrays: dict[str, np.ndarray] = {}
    for f in manifest["files"]:
        raw = (root / f["path"]).read_bytes()
        assert len(raw) == f["bytes"] and hashlib.sha256(raw).hexdigest() == f["sha256"]
        if f["layout"] == "mask":
            bits = np.unpackbits(np.frombuffer(raw, np.uint8).reshape(f["shape"]), axis=-1, bitorder="little")
            arrays[f["role"]] = bits.astype(bool)
        else:
            dtype = np.dtype(getattr(ml_dtypes, f["numpy_dtype"], None) or f["numpy_dtype"])
            arrays[f["role"]] = np.frombuffer(raw, dtype).reshape(f["shape"])
    assert manifest["op"] == name
    return manifest, arrays


def _same_bits(a: np.ndarray, b: np.ndarray) -> bool:
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype == np.bool_:
        return a.shape == b.shape and bool((a == b).all())
    width = {1: np.uint8, 2: np.uint16, 4: np.uint32}[a.dtype.itemsize]
    return a.shape == b.shape and bool((a.view(width) == np.asarray(b).view(width)).all())


def test_two_source_round_trip(tmp_path: Path) -> None:
    golden.generate("intlv", "half", tmp_path, seed=5, registers=7)
    m, a = _load(tmp_path, "intlv")
    assert [f["path"] for f in m["files"]] == ["input/input_x.bin", "input/input_y.bin",
                                               "output/golden_dst0.bin", "output/golden_dst1.bin"]
    assert a["src0"].shape == (7, 128) and m["seed"] == 5 and m["registers"] == 7
    d0, d1 = ops.intlv(a["src0"], a["src1"])
    assert _same_bits(d0, a["dst0"]) and _same_bits(d1, a["dst1"])


def test_one_source_golden_is_the_page_formula(tmp_path: Path) -> None:
    golden.generate("unpack_lower", "int8_t", tmp_path, registers=3)
    _, a = _load(tmp_path, "unpack_lower")
    assert a["dst"].dtype == np.int16 and a["dst"].shape == (3, 128)
    # asc_unpack_lower: the lower 128 of the 256 int8 lanes, each sign-extended to int16 (written out
    # from the page, lane by lane, not through ops).
    src = a["src"].tolist()
    want = [row[:128] for row in src]
    assert a["dst"].tolist() == want
    assert any(v < 0 for row in want for v in row)  # the sample has negative values to extend


def test_both_parts_round_trip(tmp_path: Path) -> None:
    golden.generate("pack", "uint32_t", tmp_path, registers=4)
    m, a = _load(tmp_path, "pack")
    assert {f["path"] for f in m["files"]} >= {"output/golden_low.bin", "output/golden_high.bin"}
    assert _same_bits(ops.pack(a["src"], "low"), a["low"]) and _same_bits(ops.pack(a["src"], "high"), a["high"])


def test_select_and_squeeze_use_the_governing_mask_bits(tmp_path: Path) -> None:
    golden.generate("select", "float", tmp_path / "sel", registers=6)
    m, a = _load(tmp_path / "sel", "select")
    mask = a["mask"]
    assert mask.shape == (6, 256) and not mask[:, 1::4].any()  # only bits 4i are set for b32
    flags = mask[:, ::4]
    assert flags[0].all() and not flags[1].any()  # the documented edge cases
    assert _same_bits(ops.select(a["src0"], a["src1"], flags), a["dst"])

    golden.generate("squeeze", "uint8_t", tmp_path / "sq", registers=6)
    _, a = _load(tmp_path / "sq", "squeeze")
    assert _same_bits(ops.squeeze(a["src"], a["mask"]), a["dst"])


def test_unsqueeze_and_mask_forms(tmp_path: Path) -> None:
    golden.generate("unsqueeze", "int16_t", tmp_path / "u", registers=3)
    m, a = _load(tmp_path / "u", "unsqueeze")
    assert [f["role"] for f in m["files"]] == ["mask", "dst"]
    assert _same_bits(ops.unsqueeze(a["mask"][:, ::2], np.int16), a["dst"])

    golden.generate("asc_deintlv_b16", None, tmp_path / "m", registers=3)
    m, a = _load(tmp_path / "m", "deintlv")
    assert m["bits"] == 16 and a["src0"].shape == (3, 256)
    d0, d1 = ops.deintlv_mask(a["src0"], a["src1"], 16)
    assert _same_bits(d0, a["dst0"]) and _same_bits(d1, a["dst1"])

    golden.generate("select", "bool", tmp_path / "b", registers=3)
    _, a = _load(tmp_path / "b", "select")
    assert _same_bits(ops.select(a["src0"], a["src1"], a["mask"]), a["dst"])


@pytest.mark.parametrize("dtype,np_dtype", [("half", np.float16), ("float", np.float32),
                                            ("bfloat16_t", ml_dtypes.bfloat16), ("fp8_e5m2_t", ml_dtypes.float8_e5m2)])
def test_float_inputs_hold_special_values(tmp_path: Path, dtype: str, np_dtype: Any) -> None:
    golden.generate("intlv", dtype, tmp_path, registers=1)
    x = np.fromfile(tmp_path / "input" / "input_x.bin", np_dtype).astype(np.float32)
    assert np.isnan(x).any() and np.isposinf(x).any() and np.isneginf(x).any()
    assert (np.signbit(x) & (x == 0)).any()  # -0


def test_hifloat8_specials(tmp_path: Path) -> None:
    golden.generate("squeeze", "hifloat8_t", tmp_path, registers=1)
    x = np.fromfile(tmp_path / "input" / "input_x.bin", np.uint8)
    assert {0x80, 0x6F, 0xEF, 0x00} <= set(x.tolist())


def test_seeded_reproducible_and_prefix_stable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    golden.generate("select", "int16_t", tmp_path / "a", seed=9, registers=10)
    golden.generate("select", "int16_t", tmp_path / "b", seed=9, registers=10)
    golden.generate("select", "int16_t", tmp_path / "c", seed=10, registers=10)
    monkeypatch.setattr(golden, "CHUNK", 3)  # generated in pieces: the same stream
    golden.generate("select", "int16_t", tmp_path / "d", seed=9, registers=25)
    for name in ("input/input_x.bin", "input/input_y.bin", "input/input_mask.bin", "output/golden.bin"):
        a = (tmp_path / "a" / name).read_bytes()
        assert a == (tmp_path / "b" / name).read_bytes()
        assert a != (tmp_path / "c" / name).read_bytes()
        assert (tmp_path / "d" / name).read_bytes()[:len(a)] == a


def test_progress_bar() -> None:
    class Tty:
        def __init__(self, tty: bool) -> None:
            self.tty, self.text = tty, ""

        def isatty(self) -> bool:
            return self.tty

        def write(self, s: str) -> None:
            self.text += s

        def flush(self) -> None:
            pass

    assert golden.progress_stream(10, Tty(False)) is None  # type: ignore[arg-type]
    big = Tty(False)
    assert golden.progress_stream(golden.LARGE, big) is big  # type: ignore[arg-type]
    tty = Tty(True)
    bar = golden.Progress("golden intlv", 8, golden.progress_stream(8, tty))  # type: ignore[arg-type]
    bar.update(4)
    bar.update(8)
    assert "50%" in tty.text and "100% 8/8 registers\n" in tty.text
