"""Reading the terminal diagrams of ``ascsim explain`` back, for the tests."""

from __future__ import annotations

import re

UNITS = ("lane", "bit", "group")


def parse(text: str) -> tuple[dict[str, dict[int, str]], dict[str, str]]:
    """(rows, letters): each strip's shown cells by lane number, and the legend's letter -> register.

    A ``lane`` (or ``bit``/``group``) row heads the strips below it until the next such row; the
    ``...`` column is skipped.
    """
    rows: dict[str, dict[int, str]] = {}
    header: list[str] = []
    letters: dict[str, str] = {}
    for line in text.splitlines():
        legend = re.match(r"legend: (.*)$", line)
        if legend:
            for letter, reg in re.findall(r"(\w)K = (\w+) \w+ K", legend.group(1)):
                letters[letter] = reg
            continue
        m = re.match(r"  (\S+)\s*\|(.*)$", line)
        if not m:
            continue
        name, cells = m.group(1), m.group(2).split()
        if name in UNITS:
            header = cells
            continue
        assert len(cells) == len(header), line
        for h, c in zip(header, cells, strict=True):
            if h != "...":
                rows.setdefault(name, {})[int(h)] = c
    return rows, letters


def source_of(cell: str, letters: dict[str, str]) -> tuple[str, int] | None:
    """``"b0"`` -> ``("src1", 0)`` with the legend's letters; ``"0"`` (zero-filled) -> None."""
    if cell == "0":
        return None
    return letters[cell[0]], int(cell[1:])
