"""``ascsim explain`` beyond the permutes: reductions, arange, histograms, the loads and stores that
move lanes and the lane parts of the conversions. Every expectation is written here from the
vendor's description of the instruction, independently of ascsim."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from ascsim import explain
from ascsim.opcatalog import INSTRS, ToolError, resolve
from ascsim.spec import reg_convert

from ._textdiagram import parse, source_of

SVG_NS = "{http://www.w3.org/2000/svg}"
Lane = tuple[str, int] | None


def _cells(op: str, dtype: str | None = None) -> dict[str, list[Lane]]:
    """Each destination's lanes as (source name, source lane) or None, from a computed diagram."""
    d = explain.compute(resolve(op, dtype))
    return {s.name: [None if c.src is None else (d.sources[c.src].name, int(c.lane or 0)) for c in s.cells]
            for s in d.dests}


def _members(op: str, dtype: str | None = None) -> list[tuple[str, list[int]]]:
    """Per destination lane of a reduction: (cell kind, the source lanes it combines)."""
    d = explain.compute(resolve(op, dtype))
    return [(c.kind, sorted(j for _, j in c.members)) for c in d.dests[0].cells]


LANES = {"int8_t": 256, "uint8_t": 256, "int16_t": 128, "uint16_t": 128, "half": 128, "int32_t": 64,
         "uint32_t": 64, "float": 64}


# ---------------------------------------------------------------------------------------------
# loads (reg_load.h pages: what each distribution mode reads and where it lands)


@pytest.mark.parametrize("dtype", ["uint16_t", "int8_t", "half"])
def test_upsample_each_element_twice(dtype: str) -> None:
    n = LANES[dtype]
    # VL/2 elements read; each input element repeated twice: dst lanes 2i and 2i+1 come from ub lane i.
    assert _cells("loadalign_upsample", dtype)["dst"] == [("ub", i // 2) for i in range(n)]


def test_downsample_every_second_element() -> None:
    assert _cells("loadalign_downsample", "int16_t")["dst"] == [("ub", 2 * i) for i in range(128)]
    # the mask form: 512 bits read, every second one kept
    assert _cells("loadalign_downsample", "bool")["dst"] == [("ub", 2 * i) for i in range(256)]
    assert _cells("loadalign_upsample", "bool")["dst"] == [("ub", i // 2) for i in range(256)]


@pytest.mark.parametrize("dtype", ["uint32_t", "half", "int8_t"])
def test_broadcasts(dtype: str) -> None:
    n = LANES[dtype]
    per_block = 32 // (256 // n)  # elements in a 32-byte data block
    assert _cells("loadalign_brc_elem", dtype)["dst"] == [("ub", 0)] * n
    assert _cells("loadalign_brc_datablock", dtype)["dst"] == [("ub", i % per_block) for i in range(n)]
    if dtype != "int8_t":  # element to data block: 16- and 32-bit types only
        assert _cells("loadalign_brc_elem2datablock", dtype)["dst"] == [("ub", i // per_block) for i in range(n)]


def test_unpack_and_unpack4_zero_the_gaps() -> None:
    assert _cells("loadalign_unpack", "uint16_t")["dst"] == [("ub", i // 2) if i % 2 == 0 else None
                                                             for i in range(128)]
    assert _cells("loadalign_unpack4", "uint8_t")["dst"] == [("ub", i // 4) if i % 4 == 0 else None
                                                             for i in range(256)]


def test_deinterleaving_load() -> None:
    got = _cells("loadalign_deintlv", "half")
    assert got["dst0"] == [("ub", 2 * i) for i in range(128)]
    assert got["dst1"] == [("ub", 2 * i + 1) for i in range(128)]


def test_unaligned_load_joins_the_carried_block_and_the_next_bytes() -> None:
    # 256 bytes from the (unaligned) source address: the rest of the carried 32-byte block, then UB.
    for dtype, k in (("uint32_t", 4), ("half", 2), ("uint8_t", 1)):
        skip = 3  # the demo's source lies 3 elements past a block boundary
        carried = 32 // k
        stream = [("ureg", j) for j in range(carried)] + [("ub", j) for j in range(256 // k)]
        assert _cells("loadunalign", dtype)["dst"] == stream[skip:skip + 256 // k]


# ---------------------------------------------------------------------------------------------
# stores (reg_store.h pages)


def test_interleaving_store() -> None:
    assert _cells("storealign_intlv", "uint32_t")["ub"] == [("src0" if i % 2 == 0 else "src1", i // 2)
                                                            for i in range(128)]


def test_packing_stores_and_first_element() -> None:
    for dtype, n in (("uint32_t", 64), ("int16_t", 128), ("int64_t", 32)):
        assert _cells("storealign_pack", dtype)["ub"] == [("src", i) for i in range(n)]
    assert _cells("storealign_pack", "bool")["ub"] == [("src", 2 * i) for i in range(128)]
    assert _cells("storealign_pack_quarter", "float")["ub"] == [("src", i) for i in range(64)]
    assert _cells("storealign_1st", "half")["ub"] == [("src", 0)]


def test_unaligned_store_stream() -> None:
    # The register holds 3 elements from a block boundary; a whole register is appended. Every
    # complete 32-byte block reaches UB, the rest stays in the register.
    for dtype, k in (("uint32_t", 4), ("uint16_t", 2), ("int8_t", 1)):
        stream = [("ureg", j) for j in range(3)] + [("src1", j) for j in range(256 // k)]
        written = (len(stream) * k) // 32 * 32 // k
        got = _cells("storeunalign", dtype)
        assert got["ub"] == stream[:written]
        assert got["ureg'"] == stream[written:]


def test_text_of_strips_with_different_lane_counts() -> None:
    rows, letters = parse(explain.explain("storeunalign", "uint32_t"))
    assert list(rows) == ["ureg", "src1", "ub", "ureg'"]
    assert source_of(rows["ub"][3], letters) == ("src1", 0)
    assert source_of(rows["ureg'"][0], letters) == ("src1", 61)


# ---------------------------------------------------------------------------------------------
# conversions (reg_convert.h pages: even/odd positions, indexes 0..3)


def test_narrowing_writes_even_or_odd_positions() -> None:
    # float -> half: the plain name writes the even-indexed lanes, _v2 the odd ones.
    assert _cells("asc_float2half_rn")["dst"] == [("src", i // 2) if i % 2 == 0 else None for i in range(128)]
    assert _cells("asc_float2half_rz_sat_v2")["dst"] == [("src", i // 2) if i % 2 else None for i in range(128)]


def test_widening_reads_even_or_odd_positions() -> None:
    assert _cells("asc_half2float")["dst"] == [("src", 2 * i) for i in range(64)]
    assert _cells("asc_half2float_v2")["dst"] == [("src", 2 * i + 1) for i in range(64)]


@pytest.mark.parametrize("part", [0, 1, 2, 3])
def test_by_four_uses_index_part(part: int) -> None:
    suffix = f"_v{part + 1}" if part else ""
    assert _cells(f"asc_e4m32float{suffix}")["dst"] == [("src", 4 * i + part) for i in range(64)]
    assert _cells(f"asc_float2e4m3_rn{suffix}")["dst"] == [("src", i // 4) if i % 4 == part else None
                                                           for i in range(256)]


def test_equal_widths_and_every_conversion_traces() -> None:
    assert _cells("asc_int322float_rn")["dst"] == [("src", i) for i in range(64)]
    seen = set()
    for c in reg_convert.conversions():
        if (c.src, c.dst, c.part) in seen:
            continue
        seen.add((c.src, c.dst, c.part))
        got = _cells(c.name)["dst"]
        moved = [x for x in got if x is not None]
        assert len(moved) == len(set(moved)), c.name  # no source lane lands twice


def test_conversion_name_fixes_the_types() -> None:
    with pytest.raises(ToolError, match="the name fixes the types"):
        resolve("asc_half2float", "half")
    with pytest.raises(ToolError, match="asc_float2half_rn_v2"):
        resolve("convert")


# ---------------------------------------------------------------------------------------------
# reductions (reduce_compute pages)


def test_reduce_sum_whole_register_and_blocks() -> None:
    got = _members("reduce_sum", "float")
    assert got[0] == ("reduce", list(range(64)))
    assert all(kind == "zero" for kind, _ in got[1:])
    # int16_t sums into int32_t: 128 source lanes, 64 result lanes
    assert _members("reduce_sum", "int16_t")[0] == ("reduce", list(range(128)))
    for dtype, per in (("half", 16), ("float", 8), ("int16_t", 16)):
        got = _members("reduce_sum_datablock", dtype)
        assert [m for _, m in got[:8]] == [list(range(b * per, (b + 1) * per)) for b in range(8)]
        assert all(kind == "zero" for kind, _ in got[8:])


def test_reduce_max_min_value_and_index() -> None:
    for op in ("reduce_max", "reduce_min"):
        got = _members(op, "int32_t")
        assert got[0] == ("reduce", list(range(64)))
        assert got[1] == ("index", list(range(64)))  # the index of the result, at position 1
        assert all(kind == "zero" for kind, _ in got[2:])
    got = _members("reduce_max_datablock", "uint16_t")
    assert [m for _, m in got[:8]] == [list(range(16 * b, 16 * b + 16)) for b in range(8)]


def test_pair_reduce_sum_adds_neighbours_into_the_lower_half() -> None:
    got = _members("pair_reduce_sum", "half")
    assert [m for _, m in got[:64]] == [[2 * j, 2 * j + 1] for j in range(64)]
    assert all(kind == "zero" for kind, _ in got[64:])


def test_float_sum_order_is_the_binary_tree() -> None:
    # Step 1 adds lanes 2j and 2j+1, step 2 adds neighbouring step-1 sums, and so on.
    d = explain.compute(resolve("reduce_sum_datablock", "float"))
    assert "  ((a0+a1)+(a2+a3))+((a4+a5)+(a6+a7))" in d.tree
    d = explain.compute(resolve("reduce_sum", "half"))
    counts = [int(line.split(":")[1].split()[0]) for line in d.tree if line.startswith("  step")]
    assert counts == [64, 32, 16, 8, 4, 2, 1]
    assert "step 1: 64 additions: (a0)+(a1), (a2)+(a3)" in "\n".join(d.tree)
    # integer sums are exact: no order is shown
    assert explain.compute(resolve("reduce_sum", "int32_t")).tree == []


# ---------------------------------------------------------------------------------------------
# arange and histograms


@pytest.mark.parametrize("dtype", ["int8_t", "int16_t", "int32_t", "half", "float"])
def test_arange_adds_the_lane_number(dtype: str) -> None:
    n = LANES[dtype]
    up = explain.compute(resolve("arange", dtype)).dests[0].cells
    down = explain.compute(resolve("arange_descend", dtype)).dests[0].cells
    assert [c.text for c in up] == [f"+{i}" for i in range(n)]
    assert [c.text for c in down] == [f"+{n - 1 - i}" for i in range(n)]


@pytest.mark.parametrize("kind,bin_", [("frequency", 0), ("frequency", 1), ("cumulative", 0), ("cumulative", 1)])
def test_histograms_count_the_demo_source(kind: str, bin_: int) -> None:
    d = explain.compute(resolve(f"{kind}_histogram_bin{bin_}"))
    src = [int(c.text) for c in d.sources[0].cells]
    assert src == [128 * bin_ + (5 * i) % 12 for i in range(256)]
    for n, cell in enumerate(d.dests[0].cells):
        v = 128 * bin_ + n
        lanes = [i for i, x in enumerate(src) if (x == v if kind == "frequency" else 128 * bin_ <= x <= v)]
        assert int(cell.text) == len(lanes), n
        assert sorted(j for _, j in cell.members) == lanes, n


# ---------------------------------------------------------------------------------------------
# every entry, names, SVG


def test_every_entry_and_type_draws() -> None:
    for key, instr in INSTRS.items():
        if key == "convert":
            continue
        for t in [e.name for e in instr.types] + (["bool"] if instr.mask_form == "bool" else []):
            d = explain.compute(resolve(key, t))
            assert d.dests and all(s.cells for s in d.dests), (key, t)


def test_deprecated_names() -> None:
    d = explain.compute(resolve("asc_loadalign_brc_v2", "float"))
    assert d.variant.instr.key == "loadalign_brc_datablock"
    assert "asc_loadalign_brc_v2 is a deprecated name of asc_loadalign_brc_datablock" in d.notes
    assert resolve("asc_storealign_pack_v2").instr.key == "storealign_pack_quarter"
    assert resolve("loadalign_unpack_v2").instr.key == "loadalign_unpack4"


@pytest.mark.parametrize("op,dtype,regs", [
    ("reduce_sum_datablock", "half", {"src": 128, "dst": 128}),
    ("loadunalign", "uint32_t", {"ureg": 8, "ub": 64, "dst": 64}),
    ("asc_half2int4x2_rn_v2", None, {"src": 128, "dst": 512}),
    ("arange", "float", {"dst": 64}),
])
def test_svg_lanes_and_tooltips(op: str, dtype: str | None, regs: dict[str, int]) -> None:
    svg = explain.render_svg(explain.compute(resolve(op, dtype)))
    root = ET.fromstring(svg.split("\n", 1)[1])
    rects = [r for r in root.iter(SVG_NS + "rect") if "lane" in r.get("class", "").split()]
    counted: dict[str, int] = {}
    for r in rects:
        counted[r.get("data-reg", "")] = counted.get(r.get("data-reg", ""), 0) + 1
    assert counted == regs
    titles = {t.text for t in root.iter(SVG_NS + "title")}
    if op == "reduce_sum_datablock":
        assert "dst lane 1 = sum1 of src lanes 16..31" in titles
        assert any("((a0+a1)+(a2+a3))" in (t.text or "") for t in root.iter(SVG_NS + "text"))
    if op == "loadunalign":
        assert "dst lane 5 <- ub lane 0" in titles
