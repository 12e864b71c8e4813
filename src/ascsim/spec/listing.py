"""``ascsim api``: every C prototype ascsim provides, read from the spec (so it cannot disagree).

Plain output is one prototype per line; ``--markdown`` gives the coverage table of the docs: per
header, its functions and overload counts.
"""

from __future__ import annotations

import fnmatch

from ..arch import DAV_2201
from . import BOTH, HEADERS, Function, Overload, functions, header_key, overloads


def select(name: str | None = None, header: str | None = None, version: str | None = None,
           arch: str | None = None) -> list[Overload]:
    """The overloads of one header and/or of the names matching ``name`` (a C name or a glob), and/or
    those that the published version ``version`` declares, and/or those the architecture ``arch`` has."""
    key = header_key(header) if header else None
    if version is not None and version not in BOTH:
        raise KeyError(f"unknown version {version!r}; known: {', '.join(BOTH)}")
    out = []
    for overload in overloads(key):
        if (name is None or overload.name == name or fnmatch.fnmatchcase(overload.name, name)) and (
                version is None or version in overload.versions) and (arch is None or arch in overload.arches):
            out.append(overload)
    return out


def prototypes(name: str | None = None, header: str | None = None, versions: bool = False,
               version: str | None = None, arch: str | None = None) -> list[str]:
    """One C declaration per overload, ``;``-terminated; with ``versions``, followed by a comment naming
    the published versions that declare it (and, with ``arch``, the architectures that have it)."""
    def note(overload: Overload) -> str:
        if not versions:
            return ""
        where = f"; {', '.join(overload.arches)}" if arch else ""
        return f"  // {', '.join(overload.versions)}{where}"
    return [overload.prototype() + ";" + note(overload) for overload in select(name, header, version, arch)]


def markdown(arch: str | None = None) -> str:
    """The coverage table: per header, every function with its overload count and doc line (with
    ``arch``: only the functions and overloads that architecture has; without it, a column counts the
    overloads dav-2201 has)."""
    def forms(f: Function, on: str | None = arch) -> int:
        return sum(1 for overload in f.overloads if on is None or on in overload.arches)

    extra = arch is None
    lines = ["| header | functions | overloads |" + (f" on {DAV_2201} |" if extra else ""),
             "| --- | ---: | ---: |" + (" ---: |" if extra else "")]
    total_f = total_o = total_2201 = 0
    for key, path in HEADERS.items():
        fs = [f for f in functions() if f.declared_in(key) and forms(f)]
        n = sum(forms(f) for f in fs)
        n2201 = sum(forms(f, DAV_2201) for f in fs)
        total_f += len(fs)
        total_o += n
        total_2201 += n2201
        lines.append(f"| `{path}` | {len(fs)} | {n} |" + (f" {n2201} |" if extra else ""))
    lines.append(f"| **total** | **{total_f}** | **{total_o}** |" + (f" **{total_2201}** |" if extra else ""))
    for key, path in HEADERS.items():
        fs = [f for f in functions() if f.declared_in(key) and forms(f)]
        if not fs:
            continue
        column = (f" on {DAV_2201} |", " ---: |") if extra else ("", "")
        lines += ["", f"## `{path}`", "", f"| function | overloads |{column[0]} where | pipe | what it does |",
                  f"| --- | ---: |{column[1]} --- | --- | --- |"]
        for f in fs:
            dep = " (deprecated)" if f.deprecated else ""
            on2201 = f" {forms(f, DAV_2201)} |" if extra else ""
            lines.append(f"| `{f.name}`{dep} | {forms(f)} |{on2201} {f.where} | {f.pipe or ''} | {f.doc} |")
    return "\n".join(lines) + "\n"
