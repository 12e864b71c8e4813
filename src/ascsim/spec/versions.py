"""The published versions of the vendor's API that ascsim follows: the July 2026 snapshot of the headers and
pages, and the newer upstream headers (restructured layout, value-returning forms)."""

from __future__ import annotations

V910 = "9.1.0"
V920 = "9.2.0"
#: What an overload is documented by when nothing says otherwise: both versions.
BOTH: tuple[str, ...] = (V910, V920)
