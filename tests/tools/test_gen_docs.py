"""docs/instructions/ is what scripts/gen_docs.py generates from the current code."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "gen_docs.py"


def test_docs_are_up_to_date() -> None:
    spec = importlib.util.spec_from_file_location("gen_docs", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    files = module.render()
    pages = {p.name for p in files if p.suffix == ".md"}
    assert pages == {"README.md", "api.md", "intlv.md", "deintlv.md", "unpack_lower.md", "unpack_upper.md",
                     "pack_to_low.md", "pack_to_high.md", "select.md", "squeeze.md", "unsqueeze.md",
                     "reduce.md", "arange.md", "histogram.md", "load.md", "store.md", "convert.md"}
    for path, text in files.items():
        if path.suffix == ".md" and path.name not in ("README.md", "api.md"):
            # each page embeds at least one SVG, kept as a separate file beside it
            refs = re.findall(r"!\[[^\]]*\]\((img/[^)]+\.svg)\)", text)
            assert refs, path.name
            assert all(path.parent / r in files for r in refs)
    assert module.main(["--check"]) == 0, "docs/instructions is stale: run python scripts/gen_docs.py"
