"""The package stays readable in parts: no hand-written module is longer than 1,000 lines, and no
two modules import each other, directly or through others (every import statement counts: those
inside functions and under ``TYPE_CHECKING`` too)."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"
PACKAGE = SRC / "ascsim"
LIMIT = 1000


def test_no_hand_written_module_over_a_thousand_lines() -> None:
    sizes = {p.relative_to(PACKAGE).as_posix(): len(p.read_text(encoding="utf-8").splitlines())
             for p in PACKAGE.rglob("*.py")}
    assert len(sizes) > 50  # the walk found the package
    too_long = {name: n for name, n in sizes.items() if n > LIMIT}
    assert not too_long, f"modules over {LIMIT} lines: {too_long}"


def _modules() -> dict[str, Path]:
    out = {}
    for p in PACKAGE.rglob("*.py"):
        name = ".".join(p.relative_to(SRC).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = p
    return out


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The package's modules that ``name`` imports anywhere in its text."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name in modules}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            subs = {f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in modules}
            found |= subs or ({base} if base in modules else set())
    found.discard(name)
    return found


def test_no_import_cycles() -> None:
    modules = _modules()
    graph = {m: _imports(m, p, modules) for m, p in modules.items()}
    assert graph["ascsim.frontend.compiler"]  # the walk reads imports
    # Depth-first search for a back edge; the cycle found is reported as a path.
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        stack.append(m)
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                return stack[stack.index(n):] + [n]
            if n not in state:
                found = visit(n)
                if found:
                    return found
        stack.pop()
        state[m] = 2
        return None

    for m in sorted(graph):
        if m not in state:
            cycle = visit(m)
            assert cycle is None, "import cycle: " + " -> ".join(cycle)


def _local_imports_without_reason(path: Path) -> list[int]:
    """Lines of ``path`` with an import inside a function and no comment on that line or above its block
    of imports saying why it is not at the top of the module."""
    lines = path.read_text(encoding="utf-8").splitlines()
    tree = ast.parse("\n".join(lines))
    bad = []
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(fn):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                first = node.lineno - 1  # the first line of the block of imports this one belongs to
                while first > 0 and lines[first - 1].strip().startswith(("import ", "from ")):
                    first -= 1
                above = lines[first - 1].strip() if first > 0 else ""
                if "#" not in lines[node.lineno - 1] and not above.startswith("#"):
                    bad.append(node.lineno)
    return bad


def test_every_function_local_import_says_why() -> None:
    bad = {p.relative_to(PACKAGE).as_posix(): lines for p in PACKAGE.rglob("*.py")
           if (lines := _local_imports_without_reason(p))}
    assert not bad, f"imports inside functions without a comment saying why (module: lines): {bad}"
