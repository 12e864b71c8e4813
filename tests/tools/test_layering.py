"""The facade (``ascsim.c_api``) decodes arguments, moves bytes through the runtime and calls
``ascsim.ops``: what an instruction computes and where its bytes go are stated in ``ops`` only.

Read with ``ast``, a facade module may use of numpy only the names below, and no array method that
computes. Validation stays the facade's job: comparisons and ``.any()``/``.all()`` that find bad input
are allowed; so are indexing and slicing, which move bytes.
"""

from __future__ import annotations

import ast
from pathlib import Path

FACADE = Path(__file__).resolve().parents[2] / "src" / "ascsim" / "c_api"

#: The numpy names a facade module may use, and why.
ALLOWED_NUMPY = frozenset({
    # types, for annotations, isinstance checks and the dtypes of the bytes moved
    "ndarray", "dtype", "generic", "integer", "signedinteger", "unsignedinteger", "floating", "bool_",
    "uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64", "float16", "float32", "float64",
    # constructors: the arrays that hold arguments, register images and bytes read or to be written
    "asarray", "array", "zeros", "empty", "full", "ones", "frombuffer", "ascontiguousarray",
    # byte movers: whole arrays copied, joined or seen with another shape, no value computed
    "copyto", "broadcast_to", "concatenate",
    # argument decoding: whether a value is a scalar
    "ndim",
})

#: Array methods that compute (the facade's ``.view``, ``.reshape``, ``.copy``, ``.astype`` move or
#: reinterpret bytes; ``.any``/``.all``/``.tolist`` serve validation and messages).
COMPUTING_METHODS = frozenset({
    "sum", "cumsum", "cumprod", "prod", "mean", "std", "var", "max", "min", "ptp", "argmax", "argmin",
    "argsort", "sort", "searchsorted", "nonzero", "repeat", "take", "put", "choose", "compress", "clip",
    "round", "dot", "diff", "trace", "partition", "argpartition",
})


def _numpy_names(tree: ast.Module) -> tuple[set[str], dict[str, str]]:
    """The names numpy is bound to in a module, and names imported from it (local name -> numpy name)."""
    modules: set[str] = set()
    members: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules |= {a.asname or a.name for a in node.names if a.name == "numpy"}
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "numpy":
            members |= {a.asname or a.name: a.name for a in node.names}
    return modules, members


def violations(path: Path) -> list[str]:
    """``module:line: what -- rule`` for each use of numpy beyond moving bytes in one facade module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules, members = _numpy_names(tree)
    found: list[str] = []

    def report(node: ast.AST, what: str, rule: str) -> None:
        found.append(f"{path.name}:{getattr(node, 'lineno', 0)}: {what} -- {rule}")

    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in modules:
            if node.attr not in ALLOWED_NUMPY:
                report(node, f"{node.value.id}.{node.attr}", "a facade uses numpy only to hold and move bytes; "
                                                "the computation belongs in ascsim.ops")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "numpy":
            for alias in node.names:
                if alias.name not in ALLOWED_NUMPY:
                    report(node, f"from {node.module} import {alias.name}", "numpy computation belongs in ascsim.ops")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr in COMPUTING_METHODS
              and not (isinstance(node.func.value, ast.Name) and node.func.value.id in modules)):
            report(node, f".{node.func.attr}()", "an array method that computes: the computation belongs in ascsim.ops")
        elif isinstance(node, ast.Name) and node.id in members and members[node.id] not in ALLOWED_NUMPY:
            report(node, node.id, "numpy computation belongs in ascsim.ops")
    return sorted(found, key=lambda v: int(v.split(':')[1]))


def test_facade_modules_compute_nothing_with_numpy() -> None:
    modules = sorted(FACADE.glob("*.py"))
    assert len(modules) > 20  # the walk found the facade
    found = [v for p in modules for v in violations(p)]
    assert not found, "the facade computes with numpy:\n" + "\n".join(found)


def test_the_rule_sees_computation(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import numpy as xp\nfrom numpy import cumsum\n\n"
                      "def f(a, sel):\n"
                      "    b = xp.zeros(4, xp.uint8)\n"
                      "    b[:] = a.view(xp.uint8)\n"
                      "    if (a < 0).any():\n"
                      "        raise ValueError\n"
                      "    return xp.arange(4) * 32, sel.sum(axis=1), cumsum(sel), xp.where(sel, a, 0)\n",
                      encoding="utf-8")
    got = [v.split(" -- ")[0] for v in violations(sample)]
    assert sorted(got) == sorted(["sample.py:2: from numpy import cumsum", "sample.py:9: xp.arange",
                                  "sample.py:9: .sum()", "sample.py:9: cumsum", "sample.py:9: xp.where"])
