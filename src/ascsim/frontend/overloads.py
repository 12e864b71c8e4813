"""The overloads a failed call could have used, for clang's "no matching function" errors."""

from __future__ import annotations

import os
import re
from typing import Any

from . import clangutil as cu

_NO_MATCH_RE = re.compile(r"no matching function for call to '(\w+)'")


def valid_overloads(tu: Any, message: str) -> str:
    """For a call matching no overload of a library function: the overloads that exist."""
    m = _NO_MATCH_RE.search(message)
    if not m:
        return ""
    name = m.group(1)
    sigs = [c.displayname for c in tu.cursor.get_children()
            if c.spelling == name and c.location.file is not None
            and os.path.abspath(c.location.file.name).startswith(cu.INCLUDE_DIR + os.sep)]
    if not sigs:
        return ""
    shown = "; ".join(sigs[:12]) + ("; ..." if len(sigs) > 12 else "")
    return f"; valid: {shown}"
