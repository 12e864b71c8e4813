"""``ascsim where NAME``: from a C function's name to every place that defines it: its spec entry,
the facade function that implements each of its forms, the :mod:`ascsim.ops` functions that
compute it, its cost entry, and the test files that name it.

The places are read from the objects themselves (the spec's ``Function``, the implementation the
C-API dispatcher calls, the code of that implementation), not from a table kept beside them.
"""

from __future__ import annotations

import fnmatch
import functools
import inspect
import re
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from . import spec
from .c_api._dispatch import implementation_of
from .spec import Function, availability, costs
from .spec import cost as cost_data
from .spec.availability import vendor_2201_only

_PACKAGE = Path(__file__).resolve().parent
#: The checkout's tests, when ascsim runs from one (an installed package has none).
_TESTS = _PACKAGE.parents[1] / "tests"
#: Test files listed per function (the rest are counted).
_TESTS_SHOWN = 5


def _shown(path: str | Path) -> str:
    """``path`` relative to the checkout (or the package's parent), as a reader types it."""
    p = Path(path).resolve()
    for base in (_PACKAGE.parents[1], _PACKAGE.parent):
        try:
            return p.relative_to(base).as_posix()
        except ValueError:
            continue
    return p.as_posix()


def _site(obj: Any) -> str:
    """``file:line`` of a function or class."""
    target = inspect.unwrap(obj.func if isinstance(obj, functools.partial) else obj)
    try:
        file = inspect.getsourcefile(target) or ""
        line = inspect.getsourcelines(target)[1]
    except (OSError, TypeError):
        return getattr(target, "__qualname__", repr(target))
    return f"{_shown(file)}:{line}"


def _codes(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _codes(const)


def _ops_used(fn: Callable[..., Any]) -> list[str]:
    """The :mod:`ascsim.ops` functions (or, where the name is chosen at run time, modules) that ``fn``
    and the helpers of its own module that it calls refer to, each as ``name (file:line)``."""
    found: dict[str, None] = {}
    seen: set[int] = set()

    def visit(f: Any, depth: int) -> None:
        target = inspect.unwrap(f)
        code = getattr(target, "__code__", None)
        if code is None or id(code) in seen or depth > 3:
            return
        seen.add(id(code))
        env = getattr(target, "__globals__", {})
        for c in _codes(code):
            for name in c.co_names:
                obj = env.get(name)
                if isinstance(obj, types.ModuleType) and obj.__name__.startswith("ascsim.ops"):
                    found[f"{obj.__name__} ({_shown(obj.__file__ or '')})"] = None
                elif callable(obj) and getattr(obj, "__module__", "").startswith("ascsim.ops"):
                    found[f"{obj.__module__}.{obj.__name__} ({_site(obj)})"] = None
                elif isinstance(obj, types.FunctionType) and obj.__module__ == target.__module__:
                    visit(obj, depth + 1)  # a helper of the facade module

    visit(fn, 0)
    return list(found)


def _spec_site(f: Function) -> str:
    """The spec module of ``f`` and, where its name is written there, the line."""
    module = getattr(spec, f.header, None)
    file = getattr(module, "__file__", None)
    if file is None:
        return f"ascsim.spec.{f.header}"
    for i, line in enumerate(Path(file).read_text(encoding="utf-8").splitlines(), 1):
        if f'"{f.name}"' in line or f"'{f.name}'" in line:
            return f"{_shown(file)}:{i}"
    return _shown(file)


@functools.cache
def _test_texts() -> tuple[tuple[str, str], ...]:
    """(shown path, text) of every test module of the checkout, read once for all the names asked."""
    if not _TESTS.is_dir():
        return ()
    return tuple((_shown(p), p.read_text(encoding="utf-8", errors="replace")) for p in sorted(_TESTS.rglob("*.py")))


def _tests_naming(name: str, family: str) -> list[str]:
    """The checkout's test files that name ``name`` as a word: those of its header family first."""
    word = re.compile(r"\b" + re.escape(name) + r"\b")
    hits = [shown for shown, text in _test_texts() if word.search(text)]
    return sorted(hits, key=lambda h: (f"tests/{family}/" not in h, h))


def arches_line(f: Function) -> str:
    """The architectures of a function's overloads, in words (and whether only dav-2201's folder defines it)."""
    counts: dict[tuple[str, ...], int] = {}
    for overload in f.overloads:
        counts[overload.arches] = counts.get(overload.arches, 0) + 1
    parts = [f"{', '.join(a)}: {n} overload(s)" for a, n in counts.items()]
    if any(vendor_2201_only(overload) for overload in f.overloads):
        parts.append("the vendor defines it for dav-2201 only; ascsim runs it on both")
    return "; ".join(parts) + f" ({_shown(availability.__file__ or '')})"


def describe(f: Function) -> list[str]:
    """The lines ``ascsim where`` prints for one C function."""

    lines = [f"{f.name}  ({spec.HEADERS.get(f.header, f.header)}; {len(f.overloads)} overload(s))",
             f"  spec       {_spec_site(f)}", f"  arches     {arches_line(f)}"]
    facades: dict[str, Callable[..., Any]] = {}
    handed: dict[str, dict[str, None]] = {}  # per facade: the ops functions the spec hands it in ``extra``
    for overload in f.overloads:
        fn = implementation_of(overload)
        qual = f"{fn.__module__}.{fn.__name__}"
        facades.setdefault(qual, fn)
        for x in overload.extra:
            if callable(x) and getattr(x, "__module__", "").startswith("ascsim.ops"):
                handed.setdefault(qual, {})[f"{x.__module__}.{x.__name__} ({_site(x)})"] = None
    for qual, fn in facades.items():
        lines.append(f"  facade     {qual} ({_site(fn)})")
        given = handed.get(qual, {})
        for used in [*given, *(u for u in _ops_used(fn) if u not in given)]:
            lines.append(f"  semantics  {used}")
    cost = costs.entry(f.overloads[0])
    rates = ", ".join(f"{k} {v:g}" for k, v in cost.rates.items()) if cost.rates else ""
    # The entry's own cost is a named constant of spec/cost.py; otherwise a rule of spec/costs.py made it.
    named = next((n for n, v in vars(cost_data).items() if v is f.cost), None) if f.cost is not None else None
    origin = f"{_shown(cost_data.__file__ or '')} {named}" if named else _shown(costs.__file__ or "")
    lines.append(f"  cost       {origin}: pipe {cost.pipe}, {cost.issue} issue, "
                 f"per {cost.unit}" + (f", {rates}" if rates else "") + f" ({cost.source})")
    tests = _tests_naming(f.name, f.header)
    shown = ", ".join(tests[:_TESTS_SHOWN]) + (f" and {len(tests) - _TESTS_SHOWN} more" if len(tests) > _TESTS_SHOWN
                                               else "")
    lines.append("  tests      " + (shown or "(no test file of the checkout names it)"))
    return lines


def where(pattern: str) -> list[str]:
    """Lines for every C function whose name matches ``pattern`` (a name or a glob)."""
    out: list[str] = []
    for f in spec.functions():
        if fnmatch.fnmatchcase(f.name, pattern):
            out += describe(f)
    return out
