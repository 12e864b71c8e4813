"""Source rewriting before clang sees a file: the kernel launch syntax.

``kernel<<<blocks, dyn_ub[, stream]>>>(args)`` is not C++. It becomes
``kernel,$(blocks, dyn_ub[, stream])  (args)``: the same number of characters, so every token keeps
its line and column, and a well-typed expression thanks to the launch helper of the prelude
(``$`` returns a configuration object whose ``operator()`` accepts any arguments). The interpreter
recognises the pattern and launches the kernel.
"""

from __future__ import annotations

import os
import re

_INCLUDE_RE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*"([^"]+)"', re.MULTILINE)


def _code_mask(text: str) -> list[bool]:
    """For each character: True when it is code (not inside a comment or a literal)."""
    mask = [True] * len(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "/" and i + 1 < n and text[i + 1] == "/":
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif c == "/" and i + 1 < n and text[i + 1] == "*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
        else:
            i += 1
            continue
        for k in range(i, j):
            mask[k] = False
        i = j
    return mask


def launch_spans(text: str) -> list[tuple[int, int, tuple[int, int]]]:
    """Every launch configuration of ``text``: the offsets of its ``<<<`` and ``>>>``, and the 1-based
    line and column of the ``<<<``."""
    if "<<<" not in text:
        return []
    mask = _code_mask(text)
    spans = []
    i = 0
    while True:
        i = text.find("<<<", i)
        if i < 0:
            break
        if not mask[i]:
            i += 3
            continue
        # The matching ">>>" is the first one outside brackets opened after "<<<".
        depth = 0
        j = i + 3
        close = -1
        while j < len(text):
            if mask[j]:
                c = text[j]
                if c in "([{":
                    depth += 1
                elif c in ")]}":
                    depth -= 1
                    if depth < 0:
                        break
                elif depth == 0 and text.startswith(">>>", j):
                    close = j
                    break
            j += 1
        if close < 0:
            i += 3
            continue
        line = text.count("\n", 0, i) + 1
        spans.append((i, close, (line, i - (text.rfind("\n", 0, i) + 1) + 1)))
        i = close + 3
    return spans


def rewrite_launches(text: str) -> str:
    """Rewrite every ``<<<...>>>`` launch configuration; other text is left untouched."""
    out = list(text)
    for open_at, close_at, _ in launch_spans(text):
        out[open_at:open_at + 3] = [",", "$", "("]
        out[close_at:close_at + 3] = [")", " ", " "]
    return "".join(out)


def local_includes(path: str, include_dirs: list[str]) -> list[str]:
    """Every file reachable from ``path`` through ``#include "..."`` (path itself first)."""
    seen: list[str] = []
    todo = [os.path.abspath(path)]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.append(current)
        try:
            with open(current, encoding="utf-8", errors="surrogateescape") as f:
                text = f.read()
        except OSError:
            continue
        for name in _INCLUDE_RE.findall(text):
            for base in [os.path.dirname(current), *include_dirs]:
                candidate = os.path.abspath(os.path.join(base, name))
                if os.path.isfile(candidate):
                    todo.append(candidate)
                    break
    return seen
