"""``ascsim explain`` and ``ascsim golden`` through the command line: outputs and error messages."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ascsim.cli import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Exit code, stdout and stderr of ``ascsim ARGV`` (argparse's exits included)."""
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_explain_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "explain", "asc_intlv", "--dtype", "uint32_t")
    assert code == 0 and err == ""
    assert out.startswith("asc_intlv(vector_uint32_t& dst0")
    assert "dst0[2k+1] <- src1[k]" in out


def test_explain_svg_to_file_and_stdout(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "d.svg"
    assert _run(capsys, "explain", "deintlv", "--bits", "32", "--format", "svg", "-o", str(target))[0] == 0
    ET.parse(target)
    code, out, _ = _run(capsys, "explain", "pack_to_high", "--dtype", "uint16_t", "--format", "svg")
    assert code == 0 and out.startswith("<?xml") and out.rstrip().endswith("</svg>")


def test_explain_png(capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "x.png"
    try:
        import cairosvg  # noqa: F401
    except (ImportError, OSError):
        have = False
    else:
        have = True
    if have:
        assert _run(capsys, "explain", "intlv", "--format", "png", "-o", str(target))[0] == 0
        assert target.read_bytes()[:4] == b"\x89PNG"
    monkeypatch.setitem(sys.modules, "cairosvg", None)
    code, out, err = _run(capsys, "explain", "intlv", "--format", "png", "-o", str(tmp_path / "y.png"))
    assert code == 2 and out == ""
    assert "optional extra 'png'" in err and "pip install 'ascsim[png]'" in err
    assert not (tmp_path / "y.png").exists()


def test_golden_one_and_two_sources(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = _run(capsys, "golden", "unpack_upper", "--dtype", "uint8_t", "--out", str(tmp_path / "one"))
    assert code == 0 and "input/input_x.bin" in out
    assert sorted(p.name for p in (tmp_path / "one").rglob("*.bin")) == ["golden.bin", "input_x.bin"]
    code, _, _ = _run(capsys, "golden", "intlv", "--dtype", "bfloat16_t", "--seed", "4", "--registers", "3",
                      "--out", str(tmp_path / "two"))
    assert code == 0
    m = json.loads((tmp_path / "two" / "manifest.json").read_text())
    assert (m["seed"], m["registers"], m["dtype"]) == (4, 3, "bfloat16_t")
    assert (tmp_path / "two" / "input" / "input_y.bin").stat().st_size == 3 * 256


def test_explain_other_families(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "explain", "asc_float2half_rn_v2")
    assert code == 0 and err == "" and out.startswith("asc_float2half_rn_v2(vector_half& dst, vector_float src")
    assert "dst[2k+1] <- cvt(src[k])   k = 0..63" in out
    code, out, _ = _run(capsys, "explain", "loadalign_upsample", "--dtype", "int8_t")
    assert code == 0 and "dst[2k+j] <- ub[k]   j = 0..1, k = 0..127" in out
    code, out, _ = _run(capsys, "explain", "reduce_sum_datablock", "--dtype", "float", "--format", "svg")
    assert code == 0 and out.rstrip().endswith("</svg>")


@pytest.mark.parametrize("argv,message", [
    (["explain", "interleave"], "unknown instruction 'interleave'; valid: intlv, deintlv"),
    (["explain", "intlv", "--dtype", "float64"], "unknown element type 'float64'; valid:"),
    (["explain", "unpack_lower", "--dtype", "float"], "dtype float is not a valid source type; valid: uint8_t"),
    (["golden", "pack_to_low", "--dtype", "uint8_t", "--out", "never"], "dtype uint8_t is not a valid source"),
    (["explain", "squeeze", "--bits", "8"], "squeeze has no mask-register form"),
    (["explain", "select", "--bits", "16"], "its mask form is --dtype bool"),
    (["explain", "intlv", "--dtype", "bool"], "--bits 8/16/32"),
    (["explain", "asc_intlv_b16", "--dtype", "half"], "--dtype does not apply"),
    (["explain", "intlv", "--format", "png"], "give the file with -o FILE"),
    (["golden", "intlv", "--out", "never"], "--dtype is required; valid: int8_t"),
    (["golden", "intlv", "--dtype", "half", "--registers", "0", "--out", "never"], "at least 1"),
    (["golden", "reduce_sum", "--dtype", "float", "--out", "never"], "golden data covers the reg_permute_sel.h"),
    (["explain", "asc_half2float", "--dtype", "half"], "the name fixes the types"),
    (["explain", "reduce_max", "--dtype", "int8_t"], "dtype int8_t is not a valid source type; valid: int16_t"),
    (["explain", "loadalign_brc_elem2datablock", "--dtype", "int8_t"], "is not a valid element type"),
    (["explain", "reduce_sum", "--dtype", "bool"], "has no mask-register form"),
])
def test_bad_requests(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    code, out, err = _run(capsys, *argv)
    assert code == 2 and out == ""
    assert message in err, err
    assert err.count("\n") == 1  # one line, no traceback
    assert not Path("never").exists()


@pytest.mark.parametrize("argv,message", [
    (["golden", "intlv", "--dtype", "half"], "the following arguments are required: --out"),
    (["explain", "intlv", "--dtype", "half", "--bits", "8"], "not allowed with argument --dtype"),
    (["explain", "intlv", "--bits", "12"], "invalid choice: 12"),
])
def test_argparse_errors(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    code, _, err = _run(capsys, *argv)
    assert code == 2 and message in err


def test_real_process_exit_codes(tmp_path: Path) -> None:
    ok = subprocess.run([sys.executable, "-m", "ascsim.cli", "explain", "unsqueeze"], capture_output=True,
                        text=True, timeout=120)
    assert ok.returncode == 0 and "exclusive prefix count" in ok.stdout
    bad = subprocess.run([sys.executable, "-m", "ascsim.cli", "explain", "nope"], capture_output=True, text=True,
                         timeout=120)
    assert bad.returncode == 2 and bad.stderr.startswith("ascsim explain: error: unknown instruction")
