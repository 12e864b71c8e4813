#!/usr/bin/env python3
"""Compare ascsim's C API (``ascsim api``) with the prototypes of a vendor asc-devkit checkout.

    python scripts/vendor_api_diff.py /path/to/asc-devkit [--header reg_load] [--name 'asc_loadalign*'] [-v]

For each header it prints how many vendor overloads ascsim declares, which it lacks and which it
declares that the vendor does not (signatures compared as return type, name and parameter types;
qualifiers, parameter names and spacing ignored). The vendor's implementation files for dav-3510
define a few more overloads that programs call; they count as part of the header that includes them.
Functions the vendor defines as macros (``asc_sync_notify``, ``asc_create_mask_b8`` ...) have no
prototype there and are listed separately.
"""

from __future__ import annotations

import argparse
import fnmatch
import glob
import os
import re
import sys
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))

from ascsim.spec import HEADERS, overloads  # noqa: E402

#: Spec module -> the vendor header (under include/) it mirrors: the spec's own list of C-API headers.
_VENDOR = {module: path for module, path in HEADERS.items() if path.startswith("c_api/")}

#: A deprecation attribute: its notice may be several string literals and hold parentheses.
_DEPRECATED = re.compile(r'\[\[deprecated\(\s*(?:"(?:[^"\\]|\\.)*"\s*)*\)\]\]')
_QUALIFIERS = re.compile(r"\b(__simd_callee__|__aicore__|inline|constexpr|static)\b")


def _clean(text: str) -> str:
    text = re.sub(r"//.*", "", text)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"^\s*#.*$", "", text, flags=re.M)
    text = _DEPRECATED.sub(" ", text)
    return " ".join(text.split())


def _param_type(p: str) -> str:
    p = p.strip()
    p = re.sub(r"=.*$", "", p).strip()
    m = re.match(r"^(.*?[\s\*&])(\w+)$", p)
    t = m.group(1) if m else p
    return re.sub(r"\s*([\*&])\s*", r"\1", " ".join(t.split()))


def signature(decl: str) -> tuple[str, str] | None:
    """(name, normalised signature) of one C declaration, or None if it is not an asc_ function."""
    decl = _QUALIFIERS.sub(" ", _DEPRECATED.sub(" ", decl))
    m = re.search(r"^(?:template\s*<.*?>\s*)?(.*?)\b(asc_\w+)\s*\((.*)\)\s*$", " ".join(decl.split()))
    if not m:
        return None
    ret = " ".join(m.group(1).split())
    params = [_param_type(p) for p in m.group(3).split(",") if p.strip() and p.strip() != "void"]
    return m.group(2), f"{ret} {m.group(2)}({', '.join(params)})"


def _file_prototypes(path: str) -> dict[str, set[str]]:
    with open(path, encoding="utf-8") as fh:
        text = _clean(fh.read())
    out: dict[str, set[str]] = defaultdict(set)
    for m in re.finditer(r"((?:template\s*<[^;{}]*?>\s*)?(?:\[\[deprecated\([^)]*\)\]\]\s*)?"
                         r"(?:__\w+__\s+)*(?:inline\s+)?(?:constexpr\s+)?[\w:<>\s\*&,]+?\basc_\w+\s*\([^;{}]*?\))"
                         r"\s*[;{]", text):
        sig = signature(m.group(1))
        if sig and not sig[0].endswith("_impl"):
            out[sig[0]].add(sig[1])
    return out


def vendor_prototypes(root: str) -> dict[str, dict[str, set[str]]]:
    """Spec module -> C name -> signatures. A name belongs to the header that declares it; overloads
    that only the 3510 implementation files define are added to the names the headers declare."""
    per: dict[str, dict[str, set[str]]] = {}
    owner: dict[str, str] = {}
    for module, head in _VENDOR.items():
        per[module] = _file_prototypes(os.path.join(root, "include", head))
        for name in per[module]:
            owner.setdefault(name, module)
    declared = {s for names in per.values() for sigs in names.values() for s in sigs}
    for path in sorted(glob.glob(os.path.join(root, "impl/c_api/instr_impl/npu_arch_3510/**/*.h"), recursive=True)):
        for name, found in _file_prototypes(path).items():
            sigs = found - declared  # a header that declares an overload keeps it (reg_load.h: old asc_scatter)
            if name in owner and sigs:
                module = owner[name]
                # A name in two headers (asc_add: registers and UB) keeps each form with its header.
                for m, names in per.items():
                    if name in names and any(_same_family(s, m) for s in sigs):
                        module = m
                per[module][name] |= {s for s in sigs if _same_family(s, module)} or sigs
    return per


def _same_family(sig: str, module: str) -> bool:
    """Whether a signature has the operand kinds of the module: registers for reg_*, not for the others."""
    registers = "vector_" in sig
    return registers == module.startswith("reg_")


def ours(module: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = defaultdict(set)
    for ov in overloads(module):
        sig = signature(ov.prototype())
        assert sig is not None
        out[sig[0]].add(sig[1])
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("vendor", help="a checkout (or exported tree) of asc-devkit")
    ap.add_argument("--header", help="only this spec module (reg_load, sync ...)")
    ap.add_argument("--name", help="only these C names (glob)")
    ap.add_argument("-v", "--verbose", action="store_true", help="list every missing and extra signature")
    args = ap.parse_args()
    modules = [args.header] if args.header else list(_VENDOR)
    total_v = total_have = 0
    vendor = vendor_prototypes(args.vendor)
    for module in modules:
        vend = vendor[module]
        mine = ours(module) if module in HEADERS else {}
        names = sorted(set(vend) | set(mine))
        if args.name:
            names = [n for n in names if fnmatch.fnmatchcase(n, args.name)]
        nv = sum(len(vend.get(n, ())) for n in names)
        have = sum(len(vend.get(n, set()) & mine.get(n, set())) for n in names)
        extra = sum(len(mine.get(n, set()) - vend.get(n, set())) for n in names)
        total_v += nv
        total_have += have
        print(f"{module}: {have}/{nv} vendor overloads declared, {extra} not in the vendor's prototypes")
        for n in names:
            lack = sorted(vend.get(n, set()) - mine.get(n, set()))
            more = sorted(mine.get(n, set()) - vend.get(n, set()))
            if not (lack or more):
                continue
            if n in mine or args.verbose:
                print(f"  {n}: missing {len(lack)}, extra {len(more)}" + ("" if n in vend else " (a vendor macro)"))
            if args.verbose:
                for s in lack:
                    print(f"    - {s}")
                for s in more:
                    print(f"    + {s}")
    print(f"total: {total_have}/{total_v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
