"""The package stays readable in parts: no hand-written module is longer than 1,000 lines."""

from __future__ import annotations

from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "ascsim"
LIMIT = 1000


def test_no_hand_written_module_over_a_thousand_lines() -> None:
    sizes = {p.relative_to(SRC).as_posix(): len(p.read_text(encoding="utf-8").splitlines())
             for p in SRC.rglob("*.py")}
    assert len(sizes) > 50  # the walk found the package
    too_long = {name: n for name, n in sizes.items() if n > LIMIT}
    assert not too_long, f"modules over {LIMIT} lines: {too_long}"
