"""What a lane diagram is (:class:`Diagram`: strips of cells, one per lane), shared by the
computation in :mod:`explain` and the renderers."""

from __future__ import annotations

from dataclasses import dataclass, field

from .opcatalog import ToolError, Variant

#: Letters naming the sources in cells: ``a5`` is lane 5 of the first source, ``b5`` of the second.
LETTERS = "abcd"


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
    #: ``"src"`` (a moved source lane), ``"zero"``, ``"flag"`` (mask 0/1), ``"value"`` (a computed
    #: number), ``"reduce"`` (a result combining ``members``) or ``"index"`` (the lane number of
    #: the source lane a reduction picked).
    kind: str = "src"
    #: The (source, lane) pairs a computed lane depends on (reductions, histogram counters).
    members: tuple[tuple[int, int], ...] = ()
    #: Colour group: the result a source lane feeds and the result itself share it (reductions).
    group: int | None = None


@dataclass
class Strip:
    """A register (or a run of UB elements) drawn as a strip of lanes."""

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
    #: The order of a float sum, read from the ops helper run on symbolic lanes (reductions).
    tree: list[str] = field(default_factory=list)

    @property
    def relation(self) -> str:
        """The entry's lane relation: move, reduce, values or count."""
        return self.variant.instr.relation


def lane_ranges(lanes: list[int]) -> str:
    """``src[0..7]`` style text of a sorted lane list: runs of consecutive lanes."""
    parts, start = [], lanes[0]
    for a, b in zip(lanes, [*lanes[1:], None], strict=True):
        if b != a + 1:
            parts.append(str(start) if start == a else f"{start}..{a}")
            if b is not None:
                start = b
    return ", ".join(parts)
