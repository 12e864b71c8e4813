"""``python -m ascsim.generate``: write what is generated from the spec, or check that it is current.

The C declarations the front end parses (:func:`ascsim.spec.gen.files`, under
``ascsim/frontend/include``) and the type stubs of the modules whose names the spec makes at
import time (``ascsim/__init__.pyi``, ``ascsim/c_api/__init__.pyi``). ``--check`` only reports the
files that are not current (a test runs it).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from enum import IntEnum
from types import ModuleType

from .c_api._dispatch import CFunction
from .runtime.memory import _PtrFactory
from .spec.gen import BANNER, INCLUDE_DIR, files

_PKG = os.path.dirname(os.path.abspath(__file__))
#: Type stubs of the modules whose names the spec makes at import time, so type checkers see them.
STUBS = {"ascsim.c_api": os.path.join(_PKG, "c_api", "__init__.pyi"),
         "ascsim": os.path.join(_PKG, "__init__.pyi"),
         "ascsim.simt": os.path.join(_PKG, "simt.pyi")}


def stub(module_name: str) -> str:
    """Type stub of a module from its ``__all__``: C functions, enum constants, re-exported names."""
    module = importlib.import_module(module_name)
    imports: dict[str, set[str]] = {}
    lines: list[str] = []

    def origin(name: str, obj: object) -> str | None:
        home = getattr(obj, "__module__", None)
        if isinstance(home, str) and getattr(sys.modules.get(home), name, None) is obj:
            return home
        for mod_name, mod in sorted(sys.modules.items()):
            if mod_name.startswith("ascsim.") and mod_name != module_name and getattr(mod, name, None) is obj:
                return mod_name
        return None

    for name in module.__all__:
        obj = getattr(module, name)
        if isinstance(obj, _PtrFactory):
            # gm_ptr[T]/ub_ptr[T] annotate kernel parameters, which arrive as pointers: to a type
            # checker they are pointer classes (T, a value, is not a type; checkers take it as Any).
            imports.setdefault("typing", set()).update({"Generic", "TypeVar"})
            imports.setdefault("ascsim.runtime.memory", set()).add("Ptr")
            if '_E = TypeVar("_E")' not in lines:
                lines.append('_E = TypeVar("_E")')
            lines.append(f"class {name}(Ptr, Generic[_E]): ...")
        elif getattr(obj, "__ascsim_simt__", False):  # a SIMT API function of ascsim.simt
            imports.setdefault("typing", set()).add("Any")
            imports.setdefault("collections.abc", set()).add("Callable")
            lines.append(f"{name}: Callable[..., Any]")
        elif isinstance(obj, CFunction):
            imports.setdefault("ascsim.c_api._dispatch", set()).add("CFunction")
            lines.append(f"{name}: CFunction")
        elif isinstance(obj, IntEnum):
            imports.setdefault(type(obj).__module__, set()).add(type(obj).__name__)
            lines.append(f"{name}: {type(obj).__name__}")
        elif isinstance(obj, ModuleType):
            parent, _, leaf = obj.__name__.rpartition(".")
            imports.setdefault(parent, set()).add(f"{leaf} as {name}")
        elif (home := origin(name, obj)) is not None:
            imports.setdefault(home, set()).add(f"{name} as {name}")
        elif isinstance(obj, type):
            imports.setdefault(obj.__module__, set()).add(f"{obj.__name__} as {name}")
        else:
            imports.setdefault("typing", set()).add("Any")
            lines.append(f"{name}: Any")
    head = [BANNER.replace("//", "#").rstrip("\n")]
    for mod in sorted(imports):
        head += [f"from {mod} import {n}" for n in sorted(imports[mod])]
    if isinstance(getattr(module, "__version__", None), str):
        lines.append("__version__: str")
    exported = "".join(f'    "{n}",\n' for n in module.__all__)
    return "\n".join([*head, "", *lines, "", f"__all__ = [\n{exported}]", ""])


def stale(root: str = INCLUDE_DIR) -> list[str]:
    """Generated headers missing or different under ``root``."""
    bad = []
    targets = {os.path.join(root, rel): text for rel, text in files().items()}
    if root == INCLUDE_DIR:
        targets.update({path: stub(mod) for mod, path in STUBS.items()})
    for path, text in targets.items():
        rel = os.path.relpath(path, root)
        try:
            with open(path, encoding="utf-8") as fh:
                if fh.read() == text:
                    continue
        except FileNotFoundError:
            pass
        bad.append(rel)
    return bad


def write(root: str = INCLUDE_DIR) -> list[str]:
    """Write every generated header that changed; returns their paths."""
    changed = stale(root)
    content = {os.path.join(root, rel): text for rel, text in files().items()}
    if root == INCLUDE_DIR:
        content.update({path: stub(mod) for mod, path in STUBS.items()})
    for rel in changed:
        path = os.path.normpath(os.path.join(root, rel))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(content[path])
    return changed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m ascsim.generate", description=__doc__)
    ap.add_argument("--check", action="store_true", help="only report headers that are not current (exit 1)")
    args = ap.parse_args(argv)
    if args.check:
        bad = stale()
        for rel in bad:
            print(f"stale: {rel} (run python -m ascsim.generate)")
        return 1 if bad else 0
    for rel in write():
        print(f"wrote {os.path.normpath(os.path.join(INCLUDE_DIR, rel))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
