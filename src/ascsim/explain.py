"""Lane diagrams of the instructions that move or combine lanes, as terminal text or SVG.

A diagram is never drawn from a table: :func:`compute` runs the instruction through
:mod:`ascsim.ops` (the entry's ``call`` in :mod:`ascsim.opcatalog`) and reads the relation back
from what comes out. Two ways of tracing are used:

* ``label``, for instructions that move bits unchanged (permutes, loads, stores): lane ``j`` of
  source ``k`` carries the label ``offset_k + j + 1`` (0 is kept for "no source": a zero-filled
  lane). A label can need more bits than one lane holds (512 labels do not fit in an 8-bit lane), so
  it is sent in slices over several runs, each run carrying the next slice of bits in every lane,
  and the slices read back from each destination lane are put together again. Only the low
  ``min(sizes)`` bytes of each lane carry label bits: unpack extends them and pack keeps exactly
  those bytes. Mask registers are runs of bools, one label bit per run.
* ``onehot``, for instructions that compute values (conversions, reductions): one batched run
  where row 0 holds a background value in every lane and row ``1 + j`` the same with a marked
  value in lane ``j``; a destination lane depends on source lane ``j`` when row ``1 + j`` differs
  there from row 0. A conversion gives each destination lane at most one source lane; a reduction
  gives each result lane the group of lanes it combines. The order of a float sum is read by
  running the ops helper that fixes it (``ascsim.ops.reduce.tree_sum``) on symbolic lanes.

The histograms count lanes by value: they are drawn on a demo source, and which source lanes each
counter counted is traced with one active mask lane per run. ``asc_arange`` is drawn with value 0.

The renderers (:func:`render_text`, :func:`render_svg`) are pure functions of a :class:`Diagram`;
:func:`svg_to_png` needs the optional ``png`` extra (cairosvg).
"""

from __future__ import annotations

import numpy as np

from .explain_model import LETTERS, Cell, Diagram, Strip, lane_ranges
from .explain_svg import render_svg
from .opcatalog import Operand, ToolError, Variant, ops_label, resolve

# ---------------------------------------------------------------------------------------------
# computing a diagram by running the instruction


def demo_flags(n: int) -> np.ndarray:
    """The fixed mask used by the diagrams: every third lane set (lanes 0, 3, 6 ... as PAT_M3)."""
    return np.arange(n) % 3 == 0


def _offsets(ops: list[Operand]) -> list[int]:
    out, at = [], 0
    for op in ops:
        out.append(at)
        at += op.count
    return out


def _lanes(op: Operand, raw: np.ndarray) -> np.ndarray:
    """The lanes of a destination as int64 raw values (4-bit values split out of their bytes)."""
    raw = np.asarray(raw)
    if raw.dtype == np.bool_:
        return raw.astype(np.int64)
    a = np.ascontiguousarray(raw)
    a = a.view(np.dtype(f"u{a.dtype.itemsize}")).astype(np.int64)
    if op.nibbles:
        out = np.empty(a.shape[:-1] + (2 * a.shape[-1],), np.int64)
        out[..., 0::2], out[..., 1::2] = a & 0xF, a >> 4
        return out
    return a


def _to_input(op: Operand, lanes: np.ndarray) -> np.ndarray:
    """Lane values (int64, one per drawn lane) as the typed array the ops call takes."""
    if op.elem is None:
        return lanes.astype(np.bool_)
    if op.nibbles:
        lanes = (lanes[..., 0::2] & 0xF) | ((lanes[..., 1::2] & 0xF) << 4)
    return lanes.astype(op.elem.bits).view(op.elem.np)


def _trace_labels(v: Variant, srcs: list[Operand], dsts: list[Operand],
                  flags: np.ndarray | None) -> dict[str, np.ndarray]:
    """Run ``v`` on labelled lanes; per destination, the label found in each lane."""
    total = sum(op.count for op in srcs)
    labels = np.arange(1, total + 1, dtype=np.int64)  # source k lane j -> offset_k + j + 1
    offs = _offsets(srcs)
    if v.is_mask:
        carry = 1  # one label bit per run
    else:
        # At most 32 label bits a run: labels never need more, and int64 arithmetic stays exact.
        carry = min(32, 8 * min(op.elem.size for op in [*srcs, *dsts] if op.elem is not None))
    keep = (1 << carry) - 1
    runs = -(-int(labels[-1]).bit_length() // carry)
    found = {op.name: np.zeros(op.count, np.int64) for op in dsts}
    for r in range(runs):
        slice_ = (labels >> (carry * r)) & keep
        inputs = [_to_input(op, slice_[o:o + op.count]) for op, o in zip(srcs, offs, strict=True)]
        outs = v.run(inputs, flags)
        for op in dsts:
            found[op.name] |= (_lanes(op, outs[op.name]) & keep) << (carry * r)
    return found


def _number(op: Operand, x: int) -> int:
    """The raw lane value of the number ``x`` in the operand's element type (4-bit codes as is)."""
    assert op.elem is not None
    if op.nibbles or op.elem.name == "fp8_e8m0_t":
        return x
    return int(np.asarray(op.elem(x)).reshape(1).view(op.elem.bits)[0])


def _trace_onehot(v: Variant, srcs: list[Operand], dsts: list[Operand], flags: np.ndarray | None,
                  ) -> tuple[dict[str, list[list[tuple[int, int]]]], dict[str, np.ndarray]]:
    """Per destination lane, the (source, lane) pairs whose marked value changes it; and per
    destination the raw lanes of the runs marking source 0 (row 0: nothing marked)."""
    background, mark = v.instr.probe
    members: dict[str, list[list[tuple[int, int]]]] = {op.name: [[] for _ in range(op.count)] for op in dsts}
    rows0: dict[str, np.ndarray] = {}
    for k, op in enumerate(srcs):
        n = op.count
        bg = [np.full((n + 1, o.count), _number(o, background), np.int64) for o in srcs]
        bg[k][np.arange(1, n + 1), np.arange(n)] = _number(op, mark)
        outs = v.run([_to_input(o, a) for o, a in zip(srcs, bg, strict=True)], flags)
        for d in dsts:
            got = _lanes(d, outs[d.name])
            if k == 0:
                rows0[d.name] = got
            changed = got[1:] != got[0]
            for j, lane in zip(*np.nonzero(changed), strict=True):
                members[d.name][int(lane)].append((k, int(j)))
    return members, rows0


def _decode(label: int, offs: list[int], total: int) -> tuple[int, int] | None:
    """(source, lane) of a label, None for 0; a label no source carried means the trace went wrong."""
    if label == 0:
        return None
    if label > total:
        raise RuntimeError(f"lane trace produced label {label}, which no source carried")
    k = max(i for i, o in enumerate(offs) if o < label)
    return k, label - 1 - offs[k]


def _group_cells(found: np.ndarray, v: Variant, srcs: list[Operand]) -> list[Cell]:
    """Cells of a traced destination; mask bits are gathered into groups of ``v.group`` bits."""
    offs, total, g = _offsets(srcs), sum(op.count for op in srcs), v.group
    cells: list[Cell] = []
    for start in range(0, found.size, g):
        members = [_decode(int(x), offs, total) for x in found[start:start + g]]
        first = members[0]
        if first is None and all(m is None for m in members):
            cells.append(Cell("0", kind="zero"))
            continue
        # A group moves whole: its bits come from one source group, in order.
        whole = (first is not None and first[1] % g == 0
                 and all(m == (first[0], first[1] + i) for i, m in enumerate(members)))
        if not whole:
            raise RuntimeError(f"{v.c_name}: bits {start}..{start + g - 1} did not move as one group")
        assert first is not None
        k, lane = first[0], first[1] // g
        cells.append(Cell(f"{LETTERS[k]}{lane}", k, lane))
    return cells


def _source_strips(srcs: list[Operand], group: int = 1) -> list[Strip]:
    return [Strip(op.name, [Cell(f"{LETTERS[k]}{j}", k, j) for j in range(op.count // group)], "source")
            for k, op in enumerate(srcs)]


def compute(v: Variant) -> Diagram:
    """Run the instruction of ``v`` and build its diagram."""
    instr = v.instr
    srcs, dsts = v.operands()
    if instr.relation == "reduce":
        return _compute_reduce(v, srcs, dsts)
    if instr.relation == "count":
        return _compute_count(v, srcs, dsts)
    if instr.relation == "values" and instr.key != "unsqueeze":
        return _compute_values(v, srcs, dsts)
    flags = demo_flags(v.mask_lanes) if instr.takes_mask else None
    unit = "lane" if not v.is_mask else ("bit" if v.group == 1 else "group")

    sources = _source_strips(srcs, v.group)
    mask = None
    if flags is not None:
        mask = Strip("mask", [Cell(str(int(f)), kind="flag") for f in flags], "mask")

    if instr.key == "unsqueeze":
        assert flags is not None
        out = v.run([], flags)["dst"]
        dests = [Strip("dst", [Cell(str(int(x)), kind="value") for x in np.asarray(out)], "dest")]
    elif instr.trace == "onehot":
        members, _ = _trace_onehot(v, srcs, dsts, flags)
        dests = []
        for op in dsts:
            cells = []
            for lane, m in enumerate(members[op.name]):
                if len(m) > 1:
                    raise RuntimeError(f"{v.c_name}: {op.name} lane {lane} depends on {len(m)} source lanes")
                cells.append(Cell(f"{LETTERS[m[0][0]]}{m[0][1]}", m[0][0], m[0][1]) if m else Cell("0", kind="zero"))
            dests.append(Strip(op.name, cells, "dest"))
    else:
        found = _trace_labels(v, srcs, dsts, flags)
        dests = [Strip(op.name, _group_cells(found[op.name], v, srcs), "dest") for op in dsts]

    summary = instr.mask_summary if v.is_mask and instr.mask_summary else instr.summary
    diagram = Diagram(v, v.c_call, summary, unit, sources, mask, dests)
    diagram.notes = _notes(diagram, flags) if instr.family == "permute" else _generic_notes(diagram, srcs, dsts)
    diagram.mapping = _mapping(diagram)
    return diagram


# ---------------------------------------------------------------------------------------------
# reductions, values, counts


def _symbol(v: Variant) -> str:
    key = v.instr.key
    return "sum" if "sum" in key else ("max" if "max" in key else "min")


class _Sym:
    """A symbolic float for tracing the order of a sum: a lane, or the sum of two."""

    def __init__(self, lane: int | None = None, left: _Sym | None = None, right: _Sym | None = None) -> None:
        self.lane, self.left, self.right = lane, left, right

    def __add__(self, other: object) -> _Sym:
        if not isinstance(other, _Sym):
            return NotImplemented
        return _Sym(None, self, other)

    def leaves(self) -> list[int]:
        if self.lane is not None:
            return [self.lane]
        assert self.left is not None and self.right is not None
        return self.left.leaves() + self.right.leaves()

    def height(self) -> int:
        if self.lane is not None:
            return 0
        assert self.left is not None and self.right is not None
        return 1 + max(self.left.height(), self.right.height())

    def text(self, top: bool = True) -> str:
        if self.lane is not None:
            return f"a{self.lane}"
        assert self.left is not None and self.right is not None
        inner = f"{self.left.text(False)}+{self.right.text(False)}"
        return inner if top else f"({inner})"


def _span(node: _Sym) -> str:
    leaves = node.leaves()
    if len(leaves) == 1:
        return f"a{leaves[0]}"
    if leaves == list(range(leaves[0], leaves[-1] + 1)):
        return f"a{leaves[0]}..a{leaves[-1]}"
    return "{" + ",".join(f"a{x}" for x in leaves) + "}"


def _tree_lines(v: Variant, lanes: list[int]) -> list[str]:
    """The order in which a float sum adds ``lanes``: the ops helper run on symbolic lanes."""
    tree_sum = v.instr.tree
    assert tree_sum is not None
    values = np.empty(len(lanes), dtype=object)
    for i, lane in enumerate(lanes):
        values[i] = _Sym(lane)
    total, _ = tree_sum(values, np.ones(len(lanes), np.bool_))
    root = total.item() if isinstance(total, np.ndarray) else total
    assert isinstance(root, _Sym)
    lines = [f"order of the additions (ascsim.ops.{ops_label(tree_sum)} run on symbolic lanes):"]
    if len(lanes) <= 16:
        lines.append(f"  {root.text()}")
    by_height: dict[int, list[_Sym]] = {}

    def walk(node: _Sym) -> None:
        if node.lane is None:
            assert node.left is not None and node.right is not None
            by_height.setdefault(node.height(), []).append(node)
            walk(node.left)
            walk(node.right)
    walk(root)
    for h in sorted(by_height):
        nodes = by_height[h]
        nodes.sort(key=lambda s: s.leaves()[0])
        shown = [f"({_span(s.left)})+({_span(s.right)})" for s in nodes if s.left and s.right]
        if len(shown) > 3:
            shown = [shown[0], shown[1], "...", shown[-1]]
        lines.append(f"  step {h}: {len(nodes)} addition{'s' if len(nodes) > 1 else ''}: " + ", ".join(shown))
    return lines


def _compute_reduce(v: Variant, srcs: list[Operand], dsts: list[Operand]) -> Diagram:
    members, rows0 = _trace_onehot(v, srcs, dsts, None)
    sym = _symbol(v)
    op = dsts[0]
    groups = [m for m in members[op.name]]
    raw = rows0[op.name]
    n = srcs[0].count
    # A lane that reads back j when lane j is marked holds the index of the lane the result came from.
    index_lane = [bool(np.array_equal(raw[1:, dl], np.arange(n))) for dl in range(op.count)]
    results = [dl for dl in range(op.count) if groups[dl] and not index_lane[dl]]
    gid = {dl: g for g, dl in enumerate(results)}
    cells: list[Cell] = []
    for dl in range(op.count):
        m = tuple(groups[dl])
        if index_lane[dl]:
            cells.append(Cell("idx", kind="index", members=tuple((0, j) for j in range(n))))
        elif dl in gid:
            text = sym if len(results) == 1 else f"{sym}{gid[dl]}"
            cells.append(Cell(text, kind="reduce", members=m, group=gid[dl]))
        else:
            cells.append(Cell("0", kind="zero"))
    feeds = {j: gid[dl] for dl in results for _, j in groups[dl]}
    sources = [Strip(srcs[0].name, [Cell(f"a{j}", 0, j, group=feeds.get(j)) for j in range(n)], "source")]
    dests = [Strip(op.name, cells, "dest")]
    d = Diagram(v, v.c_call, v.instr.summary, "lane", sources, None, dests)
    d.notes = _generic_notes(d, srcs, dsts)
    lines: list[tuple[str, str, str]] = []
    spans = [sorted(j for _, j in groups[r]) for r in results]
    size = len(spans[0]) if spans else 0
    regular = (len(results) > 1 and all(len(s) == size and s == list(range(s[0], s[0] + size)) for s in spans)
               and all(r == results[0] + i for i, r in enumerate(results))
               and all(s[0] == spans[0][0] + i * (spans[1][0] - spans[0][0]) for i, s in enumerate(spans)))
    if regular:
        step = spans[1][0] - spans[0][0]
        lo = _index(spans[0][0], step)
        hi = _index(spans[0][0] + size - 1, step)
        lines.append((f"dst[{_index(results[0], 1)}]", f"= {sym}(src[{lo}..{hi}])", f"k = 0..{len(results) - 1}"))
    else:
        for r, s in zip(results, spans, strict=True):
            lines.append((f"dst[{r}]", f"= {sym}(src[{lane_ranges(s)}])", ""))
    for dl in range(op.count):
        if index_lane[dl]:
            lines.append((f"dst[{dl}]", f"= the lane number (0..{n - 1}) of the src lane dst[{results[0]}] holds", ""))
    zeros = [dl for dl in range(op.count) if not groups[dl] and not index_lane[dl]]
    if zeros:
        lines.append(("dst[i]", "= 0", f"i = {lane_ranges(zeros)}"))
    d.mapping = _columns(lines)
    if v.instr.tree and srcs[0].elem is not None and srcs[0].elem.kind == "float" and spans:
        d.tree = _tree_lines(v, spans[0])
        if len(spans) > 1:
            d.tree.insert(1, f"  (dst[{results[0]}]; the other results add their lanes in the same order)")
    return d


def _compute_values(v: Variant, srcs: list[Operand], dsts: list[Operand]) -> Diagram:
    """asc_arange and the like: run with every scalar 0; each lane shows what is added to it."""
    op = dsts[0]
    inputs = [_to_input(s, np.zeros(s.count, np.int64)) for s in srcs]
    raw = v.run(inputs, None)[op.name]
    assert op.elem is not None
    vals = np.asarray(raw).view(op.elem.np) if op.elem.kind == "float" else _lanes(op, raw)
    nums = [int(x) for x in vals]
    cells = [Cell(f"+{x}", kind="value") for x in nums]
    d = Diagram(v, v.c_call, v.instr.summary, "lane", [], None, [Strip(op.name, cells, "dest")])
    d.notes = _generic_notes(d, srcs, dsts)
    step = nums[1] - nums[0] if len(nums) > 1 else 0
    if all(x == nums[0] + step * i for i, x in enumerate(nums)):
        term = "" if step == 0 else (f" + {_index(0, step).replace('k', 'i')}" if step > 0
                                     else f" - {_index(0, -step).replace('k', 'i')}")
        d.mapping = [f"dst[i] = value + {nums[0]}{term}   i = 0..{len(nums) - 1}"]
    else:
        d.mapping = [f"dst[{i}] = value + {x}" for i, x in enumerate(nums[:8])] + ["..."]
    return d


def _compute_count(v: Variant, srcs: list[Operand], dsts: list[Operand]) -> Diagram:
    """The histograms: counters of a demo source, and which lanes each counter counted."""
    assert v.instr.demo is not None
    demo = v.instr.demo(v)
    op, src = dsts[0], srcs[0]
    counts = _lanes(op, v.run([_to_input(s, a.astype(np.int64)) for s, a in zip(srcs, demo, strict=True)],
                              None)[op.name])
    # One active lane per run: which counters each source lane adds to.
    n = src.count
    flags = np.eye(n, dtype=np.bool_)
    batch = [_to_input(s, np.broadcast_to(a.astype(np.int64), (n, s.count))) for s, a in zip(srcs, demo, strict=True)]
    added = _lanes(op, v.run(batch, flags)[op.name]) != 0
    members = [tuple((0, int(j)) for j in np.flatnonzero(added[:, dl])) for dl in range(op.count)]
    first_bin = {int(j): int(np.flatnonzero(added[j])[0]) for j in range(n) if added[j].any()}
    values = [int(x) for x in demo[0]]
    sources = [Strip(src.name, [Cell(str(x), kind="value", group=first_bin.get(j)) for j, x in enumerate(values)],
                     "source")]
    cells = [Cell(str(int(c)), kind="value" if c else "zero", members=m, group=dl if c else None)
             for dl, (c, m) in enumerate(zip(counts, members, strict=True))]
    d = Diagram(v, v.c_call, v.instr.summary, "lane", sources, None, [Strip(op.name, cells, "dest")])
    d.notes = _generic_notes(d, srcs, dsts)
    rows: list[tuple[str, str, str]] = []
    hit = [dl for dl in range(op.count) if counts[dl]]
    for dl in hit[:6]:
        rows.append((f"dst[{dl}] = {int(counts[dl])}", f"<- src lanes {_lane_list([j for _, j in members[dl]], 6)}",
                     ""))
    if len(hit) > 6:
        rows.append(("", f"... {len(hit) - 6} more counters", ""))
    zeros = [dl for dl in range(op.count) if not counts[dl]]
    if zeros:
        rows.append(("dst[n] = 0", "", f"n = {lane_ranges(zeros)}"))
    d.mapping = _columns(rows)
    return d


def _columns(rows: list[tuple[str, str, str]]) -> list[str]:
    if not rows:
        return []
    w0 = max(len(r[0]) for r in rows)
    w1 = max(len(r[1]) for r in rows)
    return [f"{a.ljust(w0)} {b.ljust(w1)}   {c}".rstrip() for a, b, c in rows]


def _transform(v: Variant) -> tuple[str, str]:
    """(function name used in the mapping formulas, its explanation) for unpack/pack and conversions."""
    if v.instr.family == "convert":
        return "cvt", "cvt = the conversion of one element (its rounding and saturation do not move lanes)"
    if v.instr.transform == "ext" and v.src_elem is not None:
        if v.src_elem.signed:
            return "sext", "sext = sign extension to the wider type"
        return "zext", "zext = zero extension to the wider type"
    if v.instr.transform == "low" and v.dst_elem is not None:
        bits = 8 * v.dst_elem.size
        return f"low{bits}", f"low{bits} = the low {bits} bits of the element (no saturation)"
    if v.instr.key == "storealign_pack" and not v.is_mask:
        dst = v.operands()[1][0].elem
        assert dst is not None
        return f"low{8 * dst.size}", f"low{8 * dst.size} = the low {8 * dst.size} bits of the element"
    if v.instr.key == "storealign_pack_quarter":
        return "low8", "low8 = the low 8 bits of the element"
    return "", ""


def _describe(op: Operand) -> str:
    """One line naming what an operand strip is."""
    if op.where == "scalar":
        return f"{op.name}: the scalar argument ({op.elem.name if op.elem else ''})"
    what = "bits" if op.elem is None else (f"4-bit {op.elem.name} values (two per byte, low nibble first)"
                                          if op.nibbles else f"{op.elem.name} elements")
    if op.where == "ub":
        return f"{op.name}: {op.count} {what} in UB, from the address the call names"
    if op.where == "ureg":
        return f"{op.name}: {op.count} {what} held in the unaligned-stream register"
    reg = "vector_bool" if op.elem is None else f"vector_{op.elem.name}"
    return f"{op.name}: {reg}, {op.count} {'bits' if op.elem is None else 'lanes'}"


def _generic_notes(d: Diagram, srcs: list[Operand], dsts: list[Operand]) -> list[str]:
    v = d.variant
    notes = ["; ".join(_describe(op) for op in [*srcs, *dsts])]
    if d.relation == "move":
        legend = ", ".join(f"{LETTERS[k]}K = {s.name} {d.unit} K" for k, s in enumerate(d.sources))
        if any(c.kind == "zero" for s in d.dests for c in s.cells):
            legend += f", 0 = zero-filled {d.unit}"
        notes.append("legend: " + legend)
    elif d.relation == "reduce":
        notes.append("legend: aK = src lane K; a result and the lanes it combines share a colour; every lane "
                     "active (the mask is all ones)")
    if v.instr.note:
        notes.append(v.instr.note)
    _, explained = _transform(v)
    if explained:
        notes.append(explained)
    name = ops_label(v.instr.ops)
    how = {"label": "labelled inputs", "onehot": "inputs with one marked lane per run"}[v.instr.trace]
    if d.relation == "count":
        how = "the demo source, and with one active mask lane per run for the lanes each counter counts"
    elif d.relation == "values":
        how = "value 0"
    notes.append(f"computed by running ascsim.ops.{name} on {how}")
    typed = v.typed_name if v.typed_name.startswith("asc_") else f"asc_{v.typed_name}"
    if typed in v.instr.aliases:
        notes.append(f"{typed} is a deprecated name of {v.instr.c_name}")
    return notes


def _notes(d: Diagram, flags: np.ndarray | None) -> list[str]:
    v = d.variant
    notes: list[str] = []
    if v.is_mask:
        if v.group > 1:
            notes.append(f"vector_bool: 256 bits in {256 // v.group} groups of {v.group} bits "
                         f"(the b{v.bits} form); one cell = one group, which moves whole")
        else:
            notes.append("vector_bool: 256 bits; one cell = one bit")
    elif v.instr.key == "unsqueeze":
        assert v.elem is not None
        notes.append(f"dst: vector_{v.elem.name}, {v.dst_lanes} lanes")
    else:
        src_t, dst_t = v.src_elem, v.dst_elem
        assert src_t is not None and dst_t is not None
        if src_t is dst_t:
            notes.append(f"{src_t.name}: {v.src_lanes} lanes per register")
        else:
            notes.append(f"src {src_t.name}: {v.src_lanes} lanes; dst {dst_t.name}: {v.dst_lanes} lanes")
    legend = ", ".join(f"{LETTERS[k]}K = {s.name} {d.unit} K" for k, s in enumerate(d.sources))
    if legend:
        if any(c.kind == "zero" for s in d.dests for c in s.cells):
            legend += f", 0 = zero-filled {d.unit}"
        notes.append("legend: " + legend)
    if flags is not None:
        where = "bit i" if v.is_mask else (f"governing bit {v.mask_governing_stride}*i"
                                           if v.mask_governing_stride > 1 else "bit i")
        notes.append(f"mask: every third {d.unit} set (i % 3 == 0, as PAT_M3); flag i is the mask's {where}")
    _, explained = _transform(v)
    if explained:
        notes.append(explained)
    name = ops_label(v.ops_function)
    what = "the mask shown" if v.instr.key == "unsqueeze" else "labelled inputs"
    notes.append(f"computed by running ascsim.ops.{name} on {what}")
    if v.typed_name in ("asc_pack", "asc_pack_v2", "asc_squeeze_v2"):
        notes.append(f"{v.typed_name} is a deprecated name of {v.c_name}")
    return notes


# ---------------------------------------------------------------------------------------------
# compact formulas


def _index(base: int, step: int) -> str:
    """``base + step*k`` written as an index: ``2k+1``, ``k+32``, ``k``, ``7``."""
    if step == 0:
        return str(base)
    term = "k" if step == 1 else f"{step}k"
    return term if base == 0 else f"{term}+{base}"


def _runs(pairs: list[tuple[int, int]]) -> list[tuple[int, int, int, int, int]]:
    """Split (dst lane, src lane) pairs into runs where both advance by a constant step.

    Returns ``(d0, s0, dd, ds, count)`` per run.
    """
    out = []
    i = 0
    while i < len(pairs):
        if i + 1 == len(pairs):
            out.append((pairs[i][0], pairs[i][1], 0, 0, 1))
            break
        dd, ds = pairs[i + 1][0] - pairs[i][0], pairs[i + 1][1] - pairs[i][1]
        j = i + 1
        while j + 1 < len(pairs) and (pairs[j + 1][0] - pairs[j][0], pairs[j + 1][1] - pairs[j][1]) == (dd, ds):
            j += 1
        out.append((pairs[i][0], pairs[i][1], dd, ds, j - i + 1))
        i = j + 1
    return out


def _lane_list(lanes: list[int], limit: int = 8) -> str:
    """``{1, 2, 4, 5, ..., 62}``: a set of lanes, shortened in the middle."""
    if len(lanes) <= limit:
        return "{" + ", ".join(map(str, lanes)) + "}"
    return "{" + ", ".join(map(str, lanes[:limit - 2])) + ", ..., " + ", ".join(map(str, lanes[-2:])) + "}"


def _fit2(pairs: list[tuple[int, int]]) -> tuple[int, int, int, int, int, int, int] | None:
    """A two-index form of (dst lane, src lane) pairs: ``dst[q*k + j + d0] <- src[a*k + b*j + c]``
    for ``j < p``.

    Returns ``(p, q, d0, a, b, c, k count)`` for the smallest group length ``p`` that fits every
    pair, or None. Broadcasts and 4-bit layouts read best this way (``dst[8k+j] <- ub[j]``).
    """
    d0, n = pairs[0][0], len(pairs)
    for p in range(2, n // 2 + 1):
        if n % p:
            continue
        q = pairs[p][0] - d0
        c = pairs[0][1]
        b = pairs[1][1] - c
        a = pairs[p][1] - c
        if q >= p and all(dl == d0 + q * (t // p) + t % p and s == c + a * (t // p) + b * (t % p)
                          for t, (dl, s) in enumerate(pairs)):
            return p, q, d0, a, b, c, n // p
    return None


def _mapping(d: Diagram) -> list[str]:
    """Formulas such as ``dst0[2k+1] <- src1[k]   k = 0..31``, read off the traced cells."""
    v = d.variant
    if v.instr.key == "unsqueeze":
        total = sum(c.text == "1" for c in d.mask.cells) if d.mask else 0
        return ["dst[0] = 0, dst[i] = dst[i-1] + mask[i-1]  (exclusive prefix count)",
                f"{total} flags set -> dst[{v.dst_lanes - 1}] = {d.dests[0].cells[-1].text}"]
    fn, _ = _transform(v)
    rows: list[tuple[str, str, str]] = []  # (destination, source expression, range of k)
    for strip in d.dests:
        by_src: dict[int | None, list[tuple[int, int]]] = {}
        for lane, c in enumerate(strip.cells):
            by_src.setdefault(c.src, []).append((lane, c.lane if c.lane is not None else 0))
        # Sources in the order their lanes appear in the destination: reads top to bottom.
        for src in sorted(by_src, key=lambda s: by_src[s][0][0]):
            pairs = by_src[src]
            src_name = d.sources[src].name if src is not None else ""
            runs = _runs(pairs)
            if len(runs) > 4 and src is not None and len({s - dl for dl, s in pairs}) == 1:
                # Not a few regular runs, but lane i always comes from lane i(+c): say which lanes.
                off = pairs[0][1] - pairs[0][0]
                rhs = f"{src_name}[{_index(off, 1).replace('k', 'i')}]"
                moved = f"<- {fn}({rhs})" if fn else f"<- {rhs}"
                where = f"i in {_lane_list([p[0] for p in pairs])} ({len(pairs)} {d.unit}s)"
                rows.append((f"{strip.name}[i]", moved, where))
                continue
            fit = _fit2(pairs) if len(runs) > 4 and src is not None and v.instr.family != "permute" else None
            if fit is not None:
                p, q, d0, a, b, off, count = fit
                lhs = f"{strip.name}[{q}k+j{f'+{d0}' if d0 else ''}]"
                terms = [t for t in (f"{a}k" if a > 1 else ("k" if a == 1 else ""),
                                     f"{b}j" if b > 1 else ("j" if b == 1 else ""), str(off) if off else "") if t]
                rhs = f"{src_name}[{'+'.join(terms) or '0'}]"
                rows.append((lhs, f"<- {fn}({rhs})" if fn else f"<- {rhs}", f"j = 0..{p - 1}, k = 0..{count - 1}"))
                continue
            if len(runs) > 4 and src is None:
                rows.append((f"{strip.name}[i]", "= 0", f"i in {_lane_list([p[0] for p in pairs])} "
                                                        f"({len(pairs)} {d.unit}s)"))
                continue
            for d0, s0, dd, ds, count in runs[:6]:
                k_range = f"k = 0..{count - 1}" if count > 1 else ""
                lhs = f"{strip.name}[{_index(d0, dd if count > 1 else 0)}]"
                if src is None:
                    rows.append((lhs, "= 0", k_range))
                    continue
                rhs = f"{src_name}[{_index(s0, ds if count > 1 else 0)}]"
                rows.append((lhs, f"<- {fn}({rhs})" if fn else f"<- {rhs}", k_range))
            if len(runs) > 6:
                rows.append(("", f"... {len(runs) - 6} more runs", ""))
    w0 = max(len(r[0]) for r in rows)
    w1 = max(len(r[1]) for r in rows)
    return [f"{a.ljust(w0)} {b.ljust(w1)}   {c}".rstrip() for a, b, c in rows]


# ---------------------------------------------------------------------------------------------
# text


def _shown_lanes(n: int, full: bool) -> list[int | None]:
    """Lane indices to print; None marks the ellipsis. Long strips show the first 8 and last 4."""
    if full or n <= 16:
        return list(range(n))
    return [*range(8), None, *range(n - 4, n)]


def render_text(d: Diagram, full: bool = False, per_line: int = 16) -> str:
    """The diagram for a terminal: strips of lanes, a legend and the mapping formulas.

    Each block of strips (sources, mask, destinations) is headed by its own ``lane`` row, since a
    source and a destination can differ in lane count (unpack, pack). With ``full`` every lane is
    printed, ``per_line`` lanes a line; otherwise long strips show the first 8 and last 4 lanes.
    """
    all_cells = [c for s in [*d.sources, *(filter(None, [d.mask])), *d.dests] for c in s.cells]
    width = max(4, max(len(c.text) for c in all_cells) + 1)
    name_w = max(len(s.name) for s in [*d.sources, *d.dests, *(filter(None, [d.mask]))])
    name_w = max(name_w, len(d.unit))
    lines = [d.title, d.summary, *d.notes, ""]

    def block(strips: list[Strip]) -> None:
        # Strips of different lane counts (a UB run and a register) each get their own lane row.
        runs: list[list[Strip]] = []
        for s in strips:
            if runs and len(runs[-1][0].cells) == len(s.cells):
                runs[-1].append(s)
            else:
                runs.append([s])
        for run in runs:
            shown = _shown_lanes(len(run[0].cells), full)
            chunks = [shown[i:i + per_line] for i in range(0, len(shown), per_line)] if full else [shown]
            for chunk in chunks:
                head = "".join("...".rjust(width) if j is None else str(j).rjust(width) for j in chunk)
                lines.append(f"  {d.unit.ljust(name_w)} |{head}")
                for s in run:
                    row = "".join("...".rjust(width) if j is None else s.cells[j].text.rjust(width) for j in chunk)
                    lines.append(f"  {s.name.ljust(name_w)} |{row}")

    if d.sources:
        block(d.sources)
    if d.mask is not None:
        block([d.mask])
    lines.append(f"  {''.ljust(name_w)} v {d.variant.c_name}")
    block(d.dests)
    lines += ["", "values:" if d.relation == "values" else "mapping:"]
    lines += [f"  {m}" for m in d.mapping]
    if d.tree:
        lines += ["", *d.tree]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# SVG


def explain(op: str, dtype: str | None = None, bits: int | None = None, fmt: str = "text",
            full: bool = False) -> str:
    """The text or SVG diagram of an instruction named as on the command line."""
    d = compute(resolve(op, dtype, bits))
    if fmt == "text":
        return render_text(d, full=full)
    if fmt == "svg":
        return render_svg(d)
    raise ToolError(f"unknown format {fmt!r}; valid: text, svg, png")
