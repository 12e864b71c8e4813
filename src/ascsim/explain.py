"""Lane diagrams of the ``reg_permute_sel.h`` instructions, as terminal text or SVG.

A diagram is never drawn from a table: :func:`compute` runs the instruction through
:mod:`ascsim.ops` on *labelled* inputs and reads back where every label landed. Lane ``j`` of
source ``k`` carries the label ``k * N + j + 1`` (0 is kept for "no source": a zero-filled lane).
A label can need more bits than one lane holds (512 labels do not fit in an 8-bit lane), so the
label is sent in slices over several runs, each run carrying the next slice of bits in every lane,
and the slices read back from each destination lane are put together again. This works for every
instruction here because each one moves (or, for unpack/pack, extends or truncates) whole lanes
independently of their values; the runs share one fixed mask.

Only the low ``min(source, destination)`` bytes of each lane carry label bits: unpack extends them
(a label slice survives in the low bytes of the wider lane) and pack keeps exactly those bytes.
Mask registers are runs of bools, one label bit per run.

The renderers (:func:`render_text`, :func:`render_svg`) are pure functions of a :class:`Diagram`;
:func:`svg_to_png` needs the optional ``png`` extra (cairosvg).
"""

from __future__ import annotations

import colorsys
from dataclasses import dataclass, field
from xml.sax.saxutils import escape

import numpy as np

from .opcatalog import ToolError, Variant, resolve

#: Letters naming the sources in cells: ``a5`` is lane 5 of the first source, ``b5`` of the second.
LETTERS = "ab"


class PngUnavailable(ToolError):
    """PNG output was asked for but the optional extra that renders it is not installed."""


@dataclass(frozen=True)
class Cell:
    """One lane of a drawn register."""

    text: str
    #: Which source the content came from (index into the sources) and from which lane; None for a
    #: zero-filled lane, a mask flag or a computed value.
    src: int | None = None
    lane: int | None = None
    #: ``"src"`` (a moved source lane), ``"zero"``, ``"flag"`` (mask 0/1) or ``"value"`` (a count).
    kind: str = "src"


@dataclass
class Strip:
    """A register drawn as a strip of lanes."""

    name: str
    cells: list[Cell]
    #: ``"source"``, ``"mask"`` or ``"dest"``.
    role: str


@dataclass
class Diagram:
    """Everything the renderers draw; built by :func:`compute`."""

    variant: Variant
    title: str
    summary: str
    #: What one lane of the strips is: "lane", "bit", or "group" (of ``variant.group`` mask bits).
    unit: str
    sources: list[Strip]
    mask: Strip | None
    dests: list[Strip]
    #: Explanation lines: the element types, the legend and how the diagram was computed.
    notes: list[str] = field(default_factory=list)
    #: Compact formulas of where each destination lane comes from, derived from the run.
    mapping: list[str] = field(default_factory=list)


# ---------------------------------------------------------------------------------------------
# computing a diagram by running the instruction


def demo_flags(n: int) -> np.ndarray:
    """The fixed mask used by the diagrams: every third lane set (lanes 0, 3, 6 ... as PAT_M3)."""
    return np.arange(n) % 3 == 0


def _trace_vector(v: Variant, flags: np.ndarray | None) -> dict[str, np.ndarray]:
    """Run ``v`` on labelled vector registers; per destination, the label found in each lane."""
    src_t, dst_t = v.src_elem, v.dst_elem
    assert src_t is not None and dst_t is not None
    n, nsrc = v.src_lanes, len(v.instr.sources)
    labels = np.arange(1, nsrc * n + 1, dtype=np.int64)  # source k lane j -> k*n + j + 1
    carry = 8 * min(src_t.size, dst_t.size)  # label bits one lane carries through the instruction
    keep = (1 << carry) - 1
    runs = -(-int(labels[-1]).bit_length() // carry)
    found = {d: np.zeros(v.dst_lanes, np.int64) for d in v.instr.dests}
    for r in range(runs):
        slice_ = (labels >> (carry * r)) & keep
        srcs = [slice_[k * n:(k + 1) * n].astype(src_t.bits).view(src_t.np) for k in range(nsrc)]
        for name, out in v.run(srcs, flags).items():
            raw = np.ascontiguousarray(out).view(dst_t.bits).astype(np.int64) & keep
            found[name] |= raw << (carry * r)
    return found


def _trace_mask(v: Variant, flags: np.ndarray | None) -> dict[str, np.ndarray]:
    """Run a mask form on labelled bits, one label bit per run; per destination bit, its label."""
    n, nsrc = v.src_lanes, len(v.instr.sources)
    labels = np.arange(1, nsrc * n + 1, dtype=np.int64)
    found = {d: np.zeros(v.dst_lanes, np.int64) for d in v.instr.dests}
    for r in range(int(labels[-1]).bit_length()):
        bit = ((labels >> r) & 1).astype(np.bool_)
        srcs = [bit[k * n:(k + 1) * n] for k in range(nsrc)]
        for name, out in v.run(srcs, flags).items():
            found[name] |= np.asarray(out, np.int64) << r
    return found


def _decode(label: int, n: int, nsrc: int) -> tuple[int, int] | None:
    """(source, lane) of a label, None for 0; a label no source carried means the trace went wrong."""
    if label == 0:
        return None
    if label > nsrc * n:
        raise RuntimeError(f"lane trace produced label {label}, which no source carried")
    return (label - 1) // n, (label - 1) % n


def _group_cells(found: np.ndarray, v: Variant) -> list[Cell]:
    """Cells of a traced destination; mask bits are gathered into groups of ``v.group`` bits."""
    n, nsrc, g = v.src_lanes, len(v.instr.sources), v.group
    cells: list[Cell] = []
    for start in range(0, found.size, g):
        members = [_decode(int(x), n, nsrc) for x in found[start:start + g]]
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


def compute(v: Variant) -> Diagram:
    """Run the instruction of ``v`` on labelled inputs and build its diagram."""
    v.check_available()
    instr = v.instr
    flags = demo_flags(v.mask_lanes) if instr.takes_mask else None
    unit = "lane" if not v.is_mask else ("bit" if v.group == 1 else "group")
    per_strip = v.src_lanes // v.group

    sources = [Strip(name, [Cell(f"{LETTERS[k]}{j}", k, j) for j in range(per_strip)], "source")
               for k, name in enumerate(instr.sources)]
    mask = None
    if flags is not None:
        mask = Strip("mask", [Cell(str(int(f)), kind="flag") for f in flags], "mask")

    if instr.key == "unsqueeze":
        assert flags is not None
        out = v.run([], flags)["dst"]
        dests = [Strip("dst", [Cell(str(int(x)), kind="value") for x in np.asarray(out)], "dest")]
    else:
        found = _trace_mask(v, flags) if v.is_mask else _trace_vector(v, flags)
        dests = [Strip(name, _group_cells(found[name], v), "dest") for name in instr.dests]

    summary = instr.mask_summary if v.is_mask and instr.mask_summary else instr.summary
    diagram = Diagram(v, v.c_call, summary, unit, sources, mask, dests)
    diagram.notes = _notes(diagram, flags)
    diagram.mapping = _mapping(diagram)
    return diagram


def _transform(v: Variant) -> tuple[str, str]:
    """(function name used in the mapping formulas, its explanation) for unpack/pack."""
    if v.instr.transform == "ext" and v.src_elem is not None:
        if v.src_elem.signed:
            return "sext", "sext = sign extension to the wider type"
        return "zext", "zext = zero extension to the wider type"
    if v.instr.transform == "low" and v.dst_elem is not None:
        bits = 8 * v.dst_elem.size
        return f"low{bits}", f"low{bits} = the low {bits} bits of the element (no saturation)"
    return "", ""


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
    name = v.instr.ops_mask_name if v.is_mask and v.instr.ops_mask_name else v.instr.ops_name
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
        n = len(strips[0].cells)
        shown = _shown_lanes(n, full)
        chunks = [shown[i:i + per_line] for i in range(0, len(shown), per_line)] if full else [shown]
        for chunk in chunks:
            head = "".join("..." .rjust(width) if j is None else str(j).rjust(width) for j in chunk)
            lines.append(f"  {d.unit.ljust(name_w)} |{head}")
            for s in strips:
                row = "".join("...".rjust(width) if j is None else s.cells[j].text.rjust(width) for j in chunk)
                lines.append(f"  {s.name.ljust(name_w)} |{row}")

    if d.sources:
        block(d.sources)
    if d.mask is not None:
        block([d.mask])
    lines.append(f"  {''.ljust(name_w)} v {d.variant.c_name}")
    # Destinations with different lane counts (none today) would each get their own block.
    block(d.dests)
    lines += ["", "mapping:" if d.variant.instr.key != "unsqueeze" else "values:"]
    lines += [f"  {m}" for m in d.mapping]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# SVG

_PER_ROW = 32  # lanes per drawn row: 64 lanes take 2 rows, 256 lanes 8
_CW, _CH = 38, 26  # cell size: 32 lanes fit a 1400-pixel-wide window
_ROW_GAP = 6  # room between the rows of a strip for the arrows that run along it
_BLOCK_GAP = 28  # between registers
_LEFT, _RIGHT, _TOP = 112, 24, 20
_FONT = "DejaVu Sans Mono, Menlo, Consolas, monospace"

#: Per source: (hue at lane 0, hue at the last lane, saturation), a blue and an orange family.
_FAMILIES = ((0.56, 0.66, 0.65), (0.10, 0.02, 0.80))
#: Outline and arrow colours of the followed lanes: unlike both families and each other.
_TRACK_COLOURS = ("#c2185b", "#1b7a2f", "#6a1b9a", "#111111")
_INK = "#111111"  # text colour of a lane unless it is a zero or a mask flag
#: Shared look of the lanes, once instead of on each of up to 1024 cells (a third of the file size).
_STYLE = ("rect.lane{stroke:#ffffff;stroke-width:1}"
          + "".join(f"rect.t{t}{{stroke:{c};stroke-width:3}}" for t, c in enumerate(_TRACK_COLOURS))
          + "text.v{font-size:11px;text-anchor:middle}text.i{font-size:7px;fill:#555555}")


def _hex(h: float, lum: float, s: float) -> str:
    r, g, b = colorsys.hls_to_rgb(h % 1.0, lum, s)
    return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"


def lane_colour(src: int, lane: int, n: int) -> str:
    """Fill of a lane from source ``src``: the family says which source, the shade which lane.

    Light at lane 0, darker towards the last lane, so a run of lanes that lands in order shows as a
    smooth gradient and a scattered one does not. Lightness stays >= 0.6 to keep black text legible.
    """
    t = lane / max(n - 1, 1)
    h0, h1, s = _FAMILIES[src % len(_FAMILIES)]
    return _hex(h0 + (h1 - h0) * t, 0.88 - 0.26 * t, s)


def _cell_fill(c: Cell, n: int, vmax: int) -> tuple[str, str]:
    """(fill, text colour) of a cell."""
    if c.kind == "src" and c.src is not None and c.lane is not None:
        return lane_colour(c.src, c.lane, n), _INK
    if c.kind == "flag":
        return ("#7fcf86", "#0b3d12") if c.text == "1" else ("#f4f4f4", "#9a9a9a")
    if c.kind == "value":
        t = int(c.text) / max(vmax, 1)
        return _hex(0.77, 0.90 - 0.22 * t, 0.45), _INK
    return "#e4e4e4", "#8a8a8a"


def tracked_lanes(d: Diagram, limit: int = 4) -> list[tuple[int, int]]:
    """Source lanes the SVG follows with arrows: (source, lane) pairs that land somewhere.

    First lane 0 of each source, then the middle of the first source and the last lane of the last
    (where intlv/deintlv/unpack change halves), then evenly spaced lanes until ``limit`` are found.
    """
    landed = {(c.src, c.lane) for s in d.dests for c in s.cells if c.src is not None and c.lane is not None}
    if not d.sources:
        return []
    n, last = len(d.sources[0].cells), len(d.sources) - 1
    candidates = [(k, 0) for k in range(len(d.sources))] + [(0, n // 2), (last, n - 1)]
    # The highest lane of a source that lands anywhere (unpack_lower uses only the low half).
    candidates += [max((p for p in landed if p[0] == k), key=lambda p: p[1], default=(k, 0))
                   for k in range(len(d.sources))]
    candidates += [(k, j) for j in range(1, n) for k in range(len(d.sources))]
    chosen: list[tuple[int, int]] = []
    for p in candidates:
        if p in landed and p not in chosen:
            chosen.append(p)
            if len(chosen) == limit:
                break
    return chosen


def render_svg(d: Diagram) -> str:
    """The diagram as a standalone SVG document (no external resources).

    Every lane is one ``<rect class="lane">`` carrying ``data-reg``/``data-lane`` and a ``<title>``
    tooltip such as ``dst0 lane 1 <- src1 lane 0``; registers wrap into rows of 32 lanes. A few
    source lanes (:func:`tracked_lanes`) are outlined in a colour of their own, as are the lanes they
    land in, and an arrow of that colour joins them. Arrows run in the gaps between rows and down the
    left margin, so they never cover a lane's text.
    """
    v = d.variant
    width = _LEFT + _PER_ROW * _CW + _RIGHT
    out: list[str] = []
    y = _TOP
    header = [(d.title, 15, "bold"), (d.summary, 12, "normal")] + [(n, 11, "normal") for n in d.notes]
    for text, size, weight in header:
        y += size + 6
        out.append(f'<text x="{_LEFT - 96}" y="{y}" font-size="{size}" font-weight="{weight}">{escape(text)}</text>')
    y += 22
    positions: dict[tuple[str, int], tuple[int, int]] = {}  # (strip, lane) -> cell top-left
    tracks = tracked_lanes(d)
    track_index = {p: i for i, p in enumerate(tracks)}
    vmax = max((int(c.text) for s in d.dests for c in s.cells if c.kind == "value"), default=1)
    unit = d.unit
    src_n = {k: len(s.cells) for k, s in enumerate(d.sources)}

    def draw(strip: Strip, y0: int) -> int:
        n = len(strip.cells)
        rows = -(-n // _PER_ROW)
        out.append(f'<text x="{_LEFT - 26}" y="{y0 + _CH // 2 + 5}" text-anchor="end" font-size="14" '
                   f'font-weight="bold">{escape(strip.name)}</text>')
        # The text colour is inherited from the group, so a lane's own fill attribute can override
        # it (a CSS rule could not be overridden by an attribute).
        out.append(f'<g class="register" data-reg="{escape(strip.name)}" fill="{_INK}">')
        for i, c in enumerate(strip.cells):
            x = _LEFT + (i % _PER_ROW) * _CW
            yy = y0 + (i // _PER_ROW) * (_CH + _ROW_GAP)
            positions[(strip.name, i)] = (x, yy)
            fill, ink = _cell_fill(c, src_n.get(c.src, 1) if c.src is not None else 1, vmax)
            track = track_index.get((c.src, c.lane)) if c.src is not None and c.lane is not None else None
            cls = "lane" if track is None else f"lane t{track}"
            if c.kind == "src" and c.src is not None:
                what = f"{strip.name} {unit} {i}"
                tip = what if strip.role == "source" else f"{what} <- {d.sources[c.src].name} {unit} {c.lane}"
            elif c.kind == "zero":
                tip = f"{strip.name} {unit} {i} = 0 (zero-filled)"
            else:
                tip = f"{strip.name} {unit} {i} = {c.text}"
            ink_attr = "" if ink == _INK else f' fill="{ink}"'
            out.append(f'<g><title>{escape(tip)}</title><rect class="{cls}" data-reg="{escape(strip.name)}" '
                       f'data-lane="{i}" x="{x}" y="{yy}" width="{_CW}" height="{_CH}" fill="{fill}"/>'
                       f'<text class="v" x="{x + _CW // 2}" y="{yy + _CH // 2 + 6}"{ink_attr}>{escape(c.text)}</text>'
                       f'<text class="i" x="{x + 2}" y="{yy + 8}">{i}</text></g>')
        out.append("</g>")
        return y0 + rows * (_CH + _ROW_GAP) - _ROW_GAP

    for s in [*d.sources, *(filter(None, [d.mask]))]:
        y = draw(s, y) + _BLOCK_GAP
    # The instruction between sources and destinations.
    out.append(f'<text x="{_LEFT}" y="{y + 6}" font-size="13" font-weight="bold" fill="#333333">'
               f'\u2193 {escape(v.c_name)} \u2193</text>')
    y += 26
    for s in d.dests:
        y = draw(s, y) + _BLOCK_GAP

    # Arrows: down out of the source lane into the gap below its row, left along the gap to a
    # lane of the left margin (one per track, so they do not overlap), down the margin to the gap
    # above the destination row, right along it, and down into the destination lane.
    for t, (k, lane) in enumerate(tracks):
        colour = _TRACK_COLOURS[t]
        x1, y1 = positions[(d.sources[k].name, lane)]
        gutter = _LEFT - 6 - 5 * t
        for s in d.dests:
            for i, c in enumerate(s.cells):
                if (c.src, c.lane) != (k, lane):
                    continue
                x2, y2 = positions[(s.name, i)]
                # Each track runs at its own height in the gaps, so parallel runs stay apart.
                below, above = round(y1 + _CH + 1 + 1.2 * t, 1), round(y2 - 2 - 1.2 * t, 1)
                sx, dx = x1 + _CW // 2 + 3 * t - 4, x2 + _CW // 2 + 3 * t - 4
                out.append(f'<path class="arrow" d="M {sx} {y1 + _CH} V {below} H {gutter} V {above} H {dx} '
                           f'V {y2 + 1}" fill="none" stroke="{colour}" stroke-width="1.3" '
                           f'stroke-linejoin="round" marker-end="url(#arrow{t})"/>')

    # Legend: one gradient bar per source, the followed lanes, zero cells, the mask flags.
    y += 4
    defs: list[str] = []
    lx = _LEFT
    for k, s in enumerate(d.sources):
        n = len(s.cells)
        defs.append(f'<linearGradient id="grad{k}">' + "".join(
            f'<stop offset="{t}" stop-color="{lane_colour(k, round(t * (n - 1)), n)}"/>' for t in (0, 0.5, 1))
            + "</linearGradient>")
        out.append(f'<rect x="{lx}" y="{y}" width="90" height="14" fill="url(#grad{k})"/>'
                   f'<text x="{lx + 96}" y="{y + 11}" font-size="11">{escape(s.name)} {unit}s 0..{n - 1}</text>')
        lx += 250
    extra = [("#e4e4e4", "0: zero-filled")] if any(c.kind == "zero" for s in d.dests for c in s.cells) else []
    if d.mask is not None:
        extra += [("#7fcf86", "mask flag 1"), ("#f4f4f4", "mask flag 0")]
    for fill, text in extra:
        out.append(f'<rect x="{lx}" y="{y}" width="14" height="14" fill="{fill}" stroke="#999999"/>'
                   f'<text x="{lx + 20}" y="{y + 11}" font-size="11">{escape(text)}</text>')
        lx += 150
    if tracks:
        y += 24
        followed = ", ".join(f"{LETTERS[k]}{lane}" for k, lane in tracks)
        out.append(f'<text x="{_LEFT}" y="{y + 11}" font-size="11">outlined {unit}s ({escape(followed)}) are '
                   f'followed by arrows to where they land</text>')
    y += 30
    markers = "".join(
        f'<marker id="arrow{t}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" '
        f'orient="auto"><path d="M 0 0 L 10 5 L 0 10 z" fill="{colour}"/></marker>'
        for t, colour in enumerate(_TRACK_COLOURS))
    height = int(y)
    head = (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="{_FONT}">\n'
            f'<title>{escape(d.title)}</title>\n'
            f'<defs><style>{_STYLE}</style>{markers}{"".join(defs)}</defs>\n'
            f'<rect class="background" x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>\n')
    return head + "\n".join(out) + "\n</svg>\n"


def svg_to_png(svg: str) -> bytes:
    """Render an SVG document to PNG bytes with cairosvg (the optional ``png`` extra).

    Raises :class:`PngUnavailable` with the install command when cairosvg (or the cairo library it
    loads) is missing.
    """
    try:
        import cairosvg  # type: ignore[import-not-found, import-untyped, unused-ignore]
    except (ImportError, OSError) as exc:  # OSError: cairosvg present but libcairo missing
        raise PngUnavailable(
            "PNG output needs the optional extra 'png' (cairosvg): pip install 'ascsim[png]' "
            f"(cairosvg also needs the cairo library, e.g. apt-get install libcairo2); cause: {exc}. "
            "SVG output (--format svg) needs nothing extra."
        ) from None
    return bytes(cairosvg.svg2png(bytestring=svg.encode("utf-8")))


def explain(op: str, dtype: str | None = None, bits: int | None = None, fmt: str = "text",
            full: bool = False) -> str:
    """The text or SVG diagram of an instruction named as on the command line."""
    d = compute(resolve(op, dtype, bits))
    if fmt == "text":
        return render_text(d, full=full)
    if fmt == "svg":
        return render_svg(d)
    raise ToolError(f"unknown format {fmt!r}; valid: text, svg, png")
