"""Every program under tests/ with random one-token edits: whatever the edit makes of it, ``ascsim run``
answers with the program's own output or a diagnostic, never an internal error or a traceback.

The suite runs ``EDITS`` edits per program (1 by default; set ``ASCSIM_FUZZ_EDITS`` for a longer
run and ``ASCSIM_FUZZ_SEED`` for other edits). An edit that makes a program loop for ever is cut off
by a timeout, which is not a failure: C++ allows that program.
"""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

TESTS = Path(__file__).parents[1]
PROGRAMS = sorted(p for p in TESTS.rglob("*.asc") if "asc_bad" not in p.parts)
EDITS = int(os.environ.get("ASCSIM_FUZZ_EDITS", "1"))
SEED = int(os.environ.get("ASCSIM_FUZZ_SEED", "0"))
TIMEOUT = 30

_TOKEN = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|[A-Za-z_]\w*|\d[\w.]*|<<=|>>=|->|::|<<|>>|\+\+|--|&&|\|\||'
                    r"[<>=!+\-*/%&|^]=|[{}()\[\];,.<>=!+\-*/%&|^~?:#]")
#: Tokens an edit may put in: the kinds of slip a user makes.
_SLIPS = ["0", "1", "-1", "65536", "4294967295", ";", ")", "(", "*", "&", "[", "]", "{", "}", ",", "nullptr",
          "int", "float", "half", "auto", "const", "return", "+", "<<", "->", "."]


def _tokens(text: str) -> list[tuple[int, int]]:
    """Spans of the tokens outside comments and preprocessor lines."""
    spans = []
    for lineno_start, line in _lines(text):
        stripped = line.lstrip()
        if stripped.startswith("#") or stripped.startswith("//"):
            continue
        code = line.split("//", 1)[0]
        for m in _TOKEN.finditer(code):
            spans.append((lineno_start + m.start(), lineno_start + m.end()))
    return spans


def _lines(text: str) -> list[tuple[int, str]]:
    out, pos = [], 0
    for line in text.splitlines(keepends=True):
        out.append((pos, line))
        pos += len(line)
    return out


def edit(text: str, rng: random.Random) -> tuple[str, str]:
    """One random one-token edit of ``text``, and what it was."""
    spans = _tokens(text)
    a, b = spans[rng.randrange(len(spans))]
    old = text[a:b]
    kind = rng.choice(["delete", "duplicate", "replace", "swap"])
    if kind == "delete":
        new = ""
    elif kind == "duplicate":
        new = f"{old} {old}"
    elif kind == "replace":
        new = rng.choice(_SLIPS)
    else:  # another token of the same program
        c, d = spans[rng.randrange(len(spans))]
        new = text[c:d]
    line = text.count("\n", 0, a) + 1
    return text[:a] + new + text[b:], f"line {line}: {kind} {old!r} -> {new!r}"


def _run(program: Path, k: int) -> str | None:
    """Run edit ``k`` of ``program``; a description of the failure, or None if it behaved."""
    rng = random.Random(f"{SEED}:{program.name}:{k}")
    text, what = edit(program.read_text(), rng)
    with tempfile.TemporaryDirectory() as tmp:
        # Beside a copy of the program's directory files it includes with quotes (data_utils.h ...).
        for inc in program.parent.glob("*.h"):
            (Path(tmp) / inc.name).write_text(inc.read_text())
        src = Path(tmp) / program.name
        src.write_text(text)
        try:
            r = subprocess.run([sys.executable, "-m", "ascsim", "run", "--check=warn", str(src)], cwd=tmp,
                               capture_output=True, text=True, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return None
    bad = [m for m in ("internal error", "Traceback (most recent call last)") if m in r.stderr]
    if bad or r.returncode < 0:
        tail = "\n".join(r.stderr.strip().splitlines()[-6:])
        return f"{program.relative_to(TESTS)} {what}: exit {r.returncode}\n{tail}"
    return None


@pytest.mark.exhaustive
def test_one_token_edits_never_cause_an_internal_error() -> None:
    jobs = [(p, k) for p in PROGRAMS for k in range(EDITS)]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        failures = [f for f in pool.map(lambda job: _run(*job), jobs) if f is not None]
    assert not failures, f"{len(failures)} of {len(jobs)} edited programs failed inside ascsim:\n\n" + \
        "\n\n".join(failures)


def test_the_edits_are_one_token_each() -> None:
    text = "int main()\n{\n    // a comment\n    return 0;\n}\n"
    for k in range(20):
        edited, what = edit(text, random.Random(k))
        assert "// a comment" in edited and what.startswith("line ")
        assert edited != text or "duplicate" not in what
    assert len(PROGRAMS) >= 30
