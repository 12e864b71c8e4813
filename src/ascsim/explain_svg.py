"""The SVG (and PNG) renderer of a lane diagram (:class:`~ascsim.explain_model.Diagram`)."""

from __future__ import annotations

import colorsys
from xml.sax.saxutils import escape

from .explain_model import LETTERS, Cell, Diagram, PngUnavailable, Strip, lane_ranges

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


def group_colour(g: int) -> str:
    """Fill of colour group ``g`` (a reduction result and its lanes): light hues a golden angle apart."""
    return _hex((0.12 + 0.381966 * g) % 1.0, 0.80, 0.60)


def _cell_fill(c: Cell, n: int, vmax: int) -> tuple[str, str]:
    """(fill, text colour) of a cell."""
    if c.group is not None:
        return group_colour(c.group), _INK
    if c.kind == "index":
        return "#d9d9f3", _INK
    if c.kind == "src" and c.src is not None and c.lane is not None:
        return lane_colour(c.src, c.lane, n), _INK
    if c.kind == "flag":
        return ("#7fcf86", "#0b3d12") if c.text == "1" else ("#f4f4f4", "#9a9a9a")
    if c.kind == "value":
        t = _as_int(c.text) / max(vmax, 1)
        return _hex(0.77, 0.90 - 0.22 * t, 0.45), _INK
    return "#e4e4e4", "#8a8a8a"


def _as_int(text: str) -> int:
    """The number a value cell shows (``+5`` -> 5)."""
    try:
        return abs(int(float(text)))
    except ValueError:
        return 0


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
    vmax = max((_as_int(c.text) for s in d.dests for c in s.cells if c.kind == "value"), default=1)
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
            elif c.members and d.sources:
                lanes_ = lane_ranges([j for _, j in c.members])
                what = {"reduce": f"{c.text} of", "index": "the lane number of the result among"}.get(
                    c.kind, f"{c.text}, counting")
                tip = f"{strip.name} {unit} {i} = {what} {d.sources[0].name} {unit}s {lanes_}"
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
    for k, s in enumerate(d.sources if d.relation == "move" else []):
        n = len(s.cells)
        defs.append(f'<linearGradient id="grad{k}">' + "".join(
            f'<stop offset="{t}" stop-color="{lane_colour(k, round(t * (n - 1)), n)}"/>' for t in (0, 0.5, 1))
            + "</linearGradient>")
        out.append(f'<rect x="{lx}" y="{y}" width="90" height="14" fill="url(#grad{k})"/>'
                   f'<text x="{lx + 96}" y="{y + 11}" font-size="11">{escape(s.name)} {unit}s 0..{n - 1}</text>')
        lx += 250
    extra = [("#e4e4e4", "0: zero-filled")] if any(c.kind == "zero" for s in d.dests for c in s.cells) else []
    if d.relation in ("reduce", "count"):
        what = "a result and the lanes it combines" if d.relation == "reduce" else "a counter and the lanes it counted"
        extra.insert(0, (group_colour(0), f"{what} share a colour"))
    if d.mask is not None:
        extra += [("#7fcf86", "mask flag 1"), ("#f4f4f4", "mask flag 0")]
    for fill, text in extra:
        out.append(f'<rect x="{lx}" y="{y}" width="14" height="14" fill="{fill}" stroke="#999999"/>'
                   f'<text x="{lx + 20}" y="{y + 11}" font-size="11">{escape(text)}</text>')
        lx += max(150, 24 + 7 * len(text))
    if d.relation != "move" and v.instr.family != "permute":
        # Computed relations: the formulas (and the order of a sum) are part of the figure.
        for line in ["mapping:", *[f"  {m}" for m in d.mapping], *([""] + d.tree if d.tree else [])]:
            y += 16
            out.append(f'<text x="{_LEFT}" y="{y + 11}" font-size="11" xml:space="preserve">{escape(line)}</text>')
        y += 8
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
