"""``ascsim.explain``: diagrams computed by running the instructions, checked against formulas
written here independently of ascsim, from the instruction definitions."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET

import numpy as np
import pytest

from ascsim import explain, explain_model, explain_svg
from ascsim.opcatalog import resolve

from ._textdiagram import parse, source_of

SVG_NS = "{http://www.w3.org/2000/svg}"


def _cells(op: str, dtype: str | None = None, bits: int | None = None) -> dict[str, list[tuple[str, int] | None]]:
    """Each destination's lanes as (source name, source lane) or None, from a computed diagram."""
    d = explain.compute(resolve(op, dtype, bits))
    return {s.name: [None if c.src is None else (d.sources[c.src].name, int(c.lane or 0)) for c in s.cells]
            for s in d.dests}


# ---------------------------------------------------------------------------------------------
# the text diagram


def test_intlv_uint32_text_dst0_lane1_comes_from_src1_lane0() -> None:
    text = explain.explain("intlv", "uint32_t")
    rows, letters = parse(text)
    n, h = 64, 32
    # Independent formula: dst0[2i] = src0[i], dst0[2i+1] = src1[i], dst1 the same with i + H.
    def expected(dst: str, lane: int) -> tuple[str, int]:
        return ("src0" if lane % 2 == 0 else "src1", lane // 2 + (h if dst == "dst1" else 0))

    assert source_of(rows["dst0"][1], letters) == ("src1", 0)
    for dst in ("dst0", "dst1"):
        assert rows[dst], dst
        for lane, cell in rows[dst].items():
            assert source_of(cell, letters) == expected(dst, lane), (dst, lane)
    assert max(rows["dst0"]) == n - 1  # the last lanes are shown after the ellipsis
    assert "..." in text
    assert "dst0[2k+1] <- src1[k]" in text and "k = 0..31" in text


def test_full_text_shows_every_lane() -> None:
    rows, _ = parse(explain.explain("deintlv", "int8_t", full=True))
    assert sorted(rows["dst1"]) == list(range(256))
    assert rows["dst1"][200] == "b145"  # dst1[H+i] = src1[2i+1], i = 72


@pytest.mark.parametrize("op,dtype,names", [
    ("intlv", "int8_t", ("src0", "src1", "dst0", "dst1")),
    ("asc_deintlv_b8", None, ("src0", "src1", "dst0", "dst1")),
    ("unpack_upper", "uint16_t", ("src", "dst")),
    ("unpack", "int8_t", ("src", "lower", "upper")),
    ("pack_to_low", "uint16_t", ("src", "dst")),
    ("pack_to_high", "bool", ("src", "dst")),
    ("select", "fp8_e5m2_t", ("src0", "src1", "mask", "dst")),
    ("squeeze", "hifloat8_t", ("src", "mask", "dst")),
    ("unsqueeze", "int16_t", ("mask", "dst")),
])
def test_text_names_the_operands(op: str, dtype: str | None, names: tuple[str, ...]) -> None:
    rows, _ = parse(explain.explain(op, dtype))
    assert tuple(rows) == names


# ---------------------------------------------------------------------------------------------
# the traced lanes of every instruction, against formulas


def test_intlv_and_deintlv_all_lanes() -> None:
    for dtype, n in (("int8_t", 256), ("half", 128), ("float", 64)):
        h = n // 2
        got = _cells("intlv", dtype)
        assert got["dst0"] == [("src0" if j % 2 == 0 else "src1", j // 2) for j in range(n)]
        assert got["dst1"] == [("src0" if j % 2 == 0 else "src1", h + j // 2) for j in range(n)]
        got = _cells("deintlv", dtype)
        assert got["dst0"] == [("src0", 2 * j) if j < h else ("src1", 2 * (j - h)) for j in range(n)]
        assert got["dst1"] == [("src0", 2 * j + 1) if j < h else ("src1", 2 * (j - h) + 1) for j in range(n)]


@pytest.mark.parametrize("bits", [8, 16, 32])
def test_mask_intlv_groups(bits: int) -> None:
    groups = 256 // (bits // 8)
    got = _cells("intlv", bits=bits)
    assert got["dst0"] == [("src0" if j % 2 == 0 else "src1", j // 2) for j in range(groups)]
    got = _cells(f"asc_deintlv_b{bits}")
    h = groups // 2
    assert got["dst1"] == [("src0", 2 * j + 1) if j < h else ("src1", 2 * (j - h) + 1) for j in range(groups)]


def test_unpack_and_pack_lanes() -> None:
    assert _cells("unpack_lower", "int8_t")["dst"] == [("src", j) for j in range(128)]
    assert _cells("unpack_upper", "uint16_t")["dst"] == [("src", 64 + j) for j in range(64)]
    assert _cells("pack_to_low", "uint32_t")["dst"] == [("src", j) if j < 64 else None for j in range(128)]
    assert _cells("pack_to_high", "uint16_t")["dst"] == [None if j < 128 else ("src", j - 128) for j in range(256)]
    masks = _cells("unpack_upper", "bool")["dst"]
    assert masks == [("src", 128 + j // 2) if j % 2 == 0 else None for j in range(256)]
    assert _cells("pack_to_high", "bool")["dst"] == [None if j < 128 else ("src", 2 * (j - 128)) for j in range(256)]


def test_select_squeeze_unsqueeze_lanes() -> None:
    flags = np.arange(128) % 3 == 0  # the diagrams' mask, PAT_M3
    assert _cells("select", "half")["dst"] == [("src0" if f else "src1", j) for j, f in enumerate(flags)]
    chosen = [j for j in range(64) if j % 3 == 0]
    assert _cells("squeeze", "int32_t")["dst"] == [("src", c) for c in chosen] + [None] * (64 - len(chosen))
    d = explain.compute(resolve("unsqueeze", "int16_t"))
    assert [int(c.text) for c in d.dests[0].cells] == [(j + 2) // 3 for j in range(128)]


# ---------------------------------------------------------------------------------------------
# SVG


@pytest.mark.parametrize("op,dtype,bits,lanes", [
    ("intlv", "uint32_t", None, {"src0": 64, "src1": 64, "dst0": 64, "dst1": 64}),
    ("select", "half", None, {"src0": 128, "src1": 128, "mask": 128, "dst": 128}),
    ("unpack", "int8_t", None, {"src": 256, "lower": 128, "upper": 128}),
    ("intlv", None, 16, {"src0": 128, "src1": 128, "dst0": 128, "dst1": 128}),
    ("unsqueeze", "uint8_t", None, {"mask": 256, "dst": 256}),
])
def test_svg_is_well_formed_with_one_rect_per_lane(op: str, dtype: str | None, bits: int | None,
                                                   lanes: dict[str, int]) -> None:
    svg = explain.render_svg(explain.compute(resolve(op, dtype, bits)))
    root = ET.fromstring(svg.split("\n", 1)[1])  # past the XML declaration
    assert root.tag == SVG_NS + "svg"
    rects = [r for r in root.iter(SVG_NS + "rect") if "lane" in r.get("class", "").split()]
    counted: dict[str, int] = {}
    for r in rects:
        counted[r.get("data-reg", "")] = counted.get(r.get("data-reg", ""), 0) + 1
    assert counted == lanes
    # every lane index appears once per register
    for reg, n in lanes.items():
        assert sorted(int(r.get("data-lane", -1)) for r in rects if r.get("data-reg") == reg) == list(range(n))


def test_svg_tooltips_and_arrows_follow_the_run() -> None:
    svg = explain.render_svg(explain.compute(resolve("intlv", "uint32_t")))
    root = ET.fromstring(svg.split("\n", 1)[1])
    titles = {t.text for t in root.iter(SVG_NS + "title")}
    assert "dst0 lane 1 <- src1 lane 0" in titles
    assert "dst1 lane 0 <- src0 lane 32" in titles
    arrows = [p for p in root.iter(SVG_NS + "path") if p.get("class") == "arrow"]
    assert 1 <= len(arrows) <= 8
    ids = {m.get("id") for m in root.iter(SVG_NS + "marker")}
    assert all(a.get("marker-end", "")[5:-1] in ids for a in arrows)


# ---------------------------------------------------------------------------------------------
# PNG and missing pieces


def test_png_without_the_extra_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "cairosvg", None)  # makes `import cairosvg` fail
    with pytest.raises(explain_model.PngUnavailable, match=r"pip install 'ascsim\[png\]'"):
        explain_svg.svg_to_png("<svg xmlns='http://www.w3.org/2000/svg'/>")


def test_png_with_the_extra() -> None:
    try:
        import cairosvg  # noqa: F401
    except (ImportError, OSError):  # OSError: cairosvg installed without the cairo library
        pytest.skip("the optional 'png' extra (cairosvg) is not installed")
    png = explain_svg.svg_to_png(explain.explain("squeeze", "uint32_t", fmt="svg"))
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


