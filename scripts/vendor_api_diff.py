#!/usr/bin/env python3
"""Compare ascsim's C API (``ascsim api``) with the prototypes of a vendor asc-devkit tree.

    python scripts/vendor_api_diff.py TREE [--version 9.2.0] [--header reg_load] [--name 'asc_loadalign*'] [-v]
    python scripts/vendor_api_diff.py --prototypes LIST.tsv --version 9.2.0 [-v]
    python scripts/vendor_api_diff.py TREE --arch dav-2201 [-v]

TREE is a checkout or an exported copy of asc-devkit in either header layout: the July 2026 one
(``include/c_api/reg_compute/reg_vector.h`` ...) or the restructured one of the newer headers
(``include/c_api/reg_compute/compute/reg_arith.h``, ``composite/``, ``spr/`` ...). Every header under
``include/c_api/`` is read, and so are the implementation files for dav-3510 (and the per-family
``*_intf_impl.h`` files the newer headers include), which define a few more overloads that programs
call. Of the cube-core headers only the names ascsim declares are read, unless ``--cube`` is given.
A list of prototypes (lines of header, name and prototype separated by tabs) can stand for a tree.

Signatures are compared as return type, name and parameter types (qualifiers, templates, deprecation
attributes, parameter names and spacing ignored), name by name, and reported per spec module of
ascsim (names ascsim lacks entirely: per vendor header). Each form ascsim declares that the vendor
does not is explained where it can be: a function the vendor defines as a macro, or a form that
another published version declares (the spec's ``versions`` of the overload exclude ``--version``).
What is left is counted as unexplained.

``--simt`` compares the SIMT API instead: the declarations of ``include/simt_api/*.h`` (any function
name, operators included) with what ``ascsim api`` lists for those headers, grouped by vendor header; the
headers spell one type several ways (``int32_t``, ``long int``), so both sides are read in one spelling,
and a form the vendor declares once per address space (``__gm__``, ``__ubuf__``, generic) counts once:
ascsim's address-space qualifiers are no types.

``--arch dav-2201`` compares the API of that architecture instead: the vendor's side is what its
implementation folder (``impl/c_api/instr_impl/npu_arch_2201/``) defines for the names the headers it
includes declare (not the register headers; the cube headers always), and ascsim's side the forms
``ascsim api --arch dav-2201`` lists. The default, dav-3510, is the comparison described above.
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

from ascsim.arch import ARCHES, DAV_3510  # noqa: E402
from ascsim.spec import BOTH, SIMT_HEADERS, V920, overloads, simt_members, simt_overloads  # noqa: E402

#: A deprecation attribute: its notice may be several string literals.
_DEPRECATED = re.compile(r'\[\[deprecated\(\s*(?:"(?:[^"\\]|\\.)*"\s*)*\)\]\]')
#: The vendor's deprecation macro, whose arguments may hold parentheses (see _strip_macro_calls).
_DEPRECATION_MACRO = "ASC_DEPRECATED"
_QUALIFIERS = re.compile(r"(\bextern\s+\"C\"\s)|"
                         r"\b(__simd_callee__|__simt_callee__|__callee__|__aicore__|__[A-Z][A-Z_]*__|inline|constexpr|static)\b")
_MACRO = re.compile(r"^\s*#\s*define\s+(asc_\w+)\b", re.M)
#: Headers of the cube core (its own issue): left out unless asked for.
_CUBE = re.compile(r"cube")


def _strip_macro_calls(text: str, macro: str) -> str:
    """``text`` without each ``macro(...)`` call, its parentheses balanced."""
    out, i = [], 0
    for m in re.finditer(rf"\b{macro}\s*\(", text):
        if m.start() < i:
            continue
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            j += 1
        out.append(text[i:m.start()] + " ")
        i = j
    return "".join(out) + text[i:]


def _clean(text: str) -> str:
    text = re.sub(r"//.*", "", text)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"^\s*#(?:.*\\\n)*.*$", "", text, flags=re.M)  # a directive with its continuation lines
    text = _strip_macro_calls(_DEPRECATED.sub(" ", text), _DEPRECATION_MACRO)
    return " ".join(text.split())


def _param_type(p: str) -> str:
    p = p.strip()
    p = re.sub(r"=.*$", "", p).strip()
    p = re.sub(r"^const\s+(?=\w+$)", "", p)  # a lone "const T" parameter is passed by value: T
    m = re.match(r"^(.*?[\s\*&>])(\w+)$", p)
    t = m.group(1) if m else p
    t = re.sub(r"^const\s+(?!.*[\*&])", "", t.strip())  # top-level const of a by-value parameter
    return re.sub(r"\s*([\*&<>,])\s*", r"\1", " ".join(t.split())).replace(",", ", ")


def _split_params(text: str) -> list[str]:
    """Parameters at angle-bracket depth 0 (``std::integral_constant<E, E::X>`` is one parameter)."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch == "<"
        depth -= ch == ">"
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return [p for p in out if p.strip() and p.strip() != "void"]


def signature(decl: str, names: str = r"asc_\w+") -> tuple[str, str] | None:
    """(name, normalised signature) of one C declaration, or None if it is not a function whose name
    matches ``names`` (the C API's ``asc_`` functions unless told otherwise)."""
    decl = _QUALIFIERS.sub(" ", _DEPRECATED.sub(" ", decl))
    m = re.search(rf"^(?:template\s*<.*?>\s*)?(.*?)\b({names})\s*\((.*)\)\s*$", " ".join(decl.split()))
    if not m:
        return None
    ret = " ".join(m.group(1).split())
    if not ret or ret == "return":  # a call in a function body, not a declaration
        return None
    params = [_param_type(p) for p in _split_params(m.group(3))]
    return m.group(2), f"{ret} {m.group(2)}({', '.join(params)})"


_PROTOTYPE = re.compile(
    r"((?:template\s*<[^;{}]*?>\s*)?(?:__\w+__\s+)*(?:inline\s+)?(?:constexpr\s+)?"
    r"[\w:<>\s\*&,]+?\basc_\w+\s*\([^;{}]*?\))\s*(?:const\s*)?[;{]")


def _file_prototypes(path: str) -> tuple[dict[str, set[str]], set[str]]:
    """C name -> signatures declared or defined in one file, and the names it defines as macros."""
    with open(path, encoding="utf-8", errors="replace") as fh:
        raw = fh.read()
    out: dict[str, set[str]] = defaultdict(set)
    for m in _PROTOTYPE.finditer(_clean(raw)):
        sig = signature(m.group(1))
        if sig and not sig[0].endswith("_impl"):
            out[sig[0]].add(sig[1])
    return out, set(_MACRO.findall(raw))


#: A SIMT declaration: any function name (the SIMT API follows CUDA's names, not ``asc_``), operators too.
_SIMT_NAME = r"(?:operator\s*[^\s(]+|[A-Za-z_]\w*)"
_SIMT_PROTOTYPE = re.compile(
    r"((?:template\s*<[^;{}]*?>\s*)?(?:__\w+__\s+)*(?:inline\s+)?(?:constexpr\s+)?"
    rf"[\w:<>\s\*&,]+?\b{_SIMT_NAME}\s*\([^;{{}}()]*?\))\s*(?:const\s*)?;")
#: Words a SIMT prototype's name can never be (a statement or a cast caught by the pattern).
_NOT_NAMES = {"if", "while", "for", "return", "sizeof", "switch", "defined"}


#: Spellings of one C type (the SIMT headers mix them): the fixed-width names as the device's LP64 types.
_TYPE_SPELLINGS = [(re.compile(rf"\b{a}\b"), b) for a, b in (
    (r"long long int", "long long"), (r"long int", "long"), (r"short int", "short"),
    (r"int8_t", "signed char"), (r"uint8_t", "unsigned char"), (r"int16_t", "short"),
    (r"uint16_t", "unsigned short"), (r"int32_t", "int"), (r"uint32_t", "unsigned int"),
    (r"int64_t", "long"), (r"uint64_t", "unsigned long"))]


#: SIMT functions ascsim declares that no vendor header does, and why programs have them.
_PROVIDED = {
    "clock": "the compiler's cycle counter (the vendor's clock sample calls it)",
    "abs": "<cstdlib>'s, which device code calls",
    "__half_as_ushort": "the bits of a half as unsigned short, which programs ported from CUDA call",
    "__bfloat16_as_ushort": "the bfloat16 twin of __half_as_ushort",
}


def simt_signature(decl: str) -> tuple[str, str] | None:
    """(name, signature) of a SIMT declaration, each type in one spelling."""
    sig = signature(decl, _SIMT_NAME)
    if sig is None:
        return None
    # ascsim's address-space qualifiers are no types: a __gm__ and a __ubuf__ form are the generic form.
    text = re.sub(r"\b__(?:gm|ubuf)__\s*", "", sig[1])
    for pattern, spelling in _TYPE_SPELLINGS:
        text = pattern.sub(spelling, text)
    return sig[0], re.sub(r"\bu(?=unsigned)", "", text)


#: An access label of a class, or the opening of a class (members private) or struct (public).
_ACCESS = re.compile(r"\b(public|protected|private)\s*:(?!:)|\b(class|struct)\s+\w+[^;{}()]*\{")


def _public_at(text: str) -> list[tuple[int, int, bool]]:
    """(position, brace depth, public) of each access label and class opening of ``text``."""
    out, depth, last = [], [0] * (len(text) + 1), 0
    for i, ch in enumerate(text):
        last += (ch == "{") - (ch == "}")
        depth[i + 1] = last
    for m in _ACCESS.finditer(text):
        public = m.group(1) == "public" or m.group(2) == "struct"
        out.append((m.end(), depth[m.end()], public))
    return out


def _is_public(marks: list[tuple[int, int, bool]], text_depth: list[int], pos: int) -> bool:
    for at, depth, public in reversed(marks):
        if at <= pos:
            return public if text_depth[pos] >= depth and all(d >= depth for d in text_depth[at:pos + 1]) else True
    return True


def simt_prototypes(path: str) -> dict[str, set[str]]:
    """C name -> signatures declared in one SIMT header (declarations only: definitions in the header
    body are the implementations of those). A class's methods count by their name; its non-public
    members (protected, private, or named with one leading ``_``) and ``friend`` redeclarations do not."""
    with open(path, encoding="utf-8", errors="replace") as fh:
        text = _clean(fh.read())
    marks = _public_at(text)
    depth, level = [0] * (len(text) + 1), 0
    for i, ch in enumerate(text):
        level += (ch == "{") - (ch == "}")
        depth[i + 1] = level
    out: dict[str, set[str]] = defaultdict(set)
    for m in _SIMT_PROTOTYPE.finditer(text):
        decl = re.sub(r"^(?:(?:public|protected|private)\s*:\s*)+", "", m.group(1).strip())
        # Where the declaration itself begins: after any access label the match took in (``protected:
        # static unsigned build_mask();`` is under that label, not the one before it).
        labels = re.match(r"\s*(?:(?:public|protected|private)\s*:(?!:)\s*)*", m.group(1))
        assert labels is not None
        if re.search(r"\bfriend\b", decl) or not _is_public(marks, depth, m.start(1) + labels.end()):
            continue
        sig = simt_signature(decl)
        if sig and re.match(r"_[a-z]", sig[0]):  # one leading underscore: a helper of the vendor's classes
            continue
        if sig and sig[0] not in _NOT_NAMES and not sig[1].startswith(("return ", "else ")):
            out[sig[0]].add(sig[1])
    return out


def read_simt_tree(root: str) -> Vendor:
    """The prototypes of the SIMT headers (``include/simt_api/*.h``; the C++ wrappers under ``cpp/``
    are not the C-level API)."""
    vendor = Vendor()
    for path in sorted(glob.glob(os.path.join(root, "include", "simt_api", "*.h"))):
        for name, sigs in simt_prototypes(path).items():
            vendor.add(os.path.basename(path), name, sigs)
    return vendor


class Vendor:
    """The vendor's prototypes: C name -> signatures, where each name was found, and its macros."""

    def __init__(self) -> None:
        self.sigs: dict[str, set[str]] = defaultdict(set)
        self.where: dict[str, str] = {}
        self.macros: set[str] = set()

    def add(self, where: str, name: str, sigs: set[str]) -> None:
        self.sigs[name] |= sigs
        self.where.setdefault(name, where)


#: The folder of each architecture's implementation files, and the header directories it does not include.
_ARCH_DIR = "npu_arch_{}"
_REGISTER_DIR = os.path.join("c_api", "reg_compute")


def read_arch_tree(root: str, arch: str, cube: bool = False) -> Vendor:
    """The API of one architecture: the prototypes its implementation folder defines (top-level files:
    the subfolders hold the ``*_impl`` helpers) for names the headers it includes declare, and the
    headers' macros."""
    headers = Vendor()
    for path in sorted(glob.glob(os.path.join(root, "include", "c_api", "**", "*.h"), recursive=True)):
        rel = os.path.relpath(path, root)
        if _REGISTER_DIR in rel or (not cube and _CUBE.search(os.path.basename(rel))):
            continue
        found, macros = _file_prototypes(path)
        headers.macros |= macros
        for name, sigs in found.items():
            headers.add(rel, name, sigs)
    vendor = Vendor()
    vendor.macros = headers.macros
    folder = os.path.join(root, "impl", "c_api", "instr_impl", _ARCH_DIR.format(arch.removeprefix("dav-")))
    for path in sorted(glob.glob(os.path.join(folder, "*.h"))):
        if not cube and _CUBE.search(os.path.basename(path)):
            continue
        found, macros = _file_prototypes(path)
        vendor.macros |= macros
        for name in macros:
            vendor.where.setdefault(name, os.path.relpath(path, root))
        for name, sigs in found.items():
            if name in headers.sigs:
                vendor.add(headers.where[name], name, sigs)
    return vendor


def read_tree(root: str, known: set[str], cube: bool = False) -> Vendor:
    """Every header under ``include/c_api`` and the dav-3510 implementation files of a tree; of the
    other headers under ``include/``, the names in ``known`` that the C-API headers lack
    (``asc_vf_call`` is declared with the kernel basics)."""
    vendor = Vendor()
    heads = sorted(glob.glob(os.path.join(root, "include", "c_api", "**", "*.h"), recursive=True))
    impls = sorted(p for p in glob.glob(os.path.join(root, "impl", "c_api", "**", "*.h"), recursive=True)
                   if "npu_arch_3510" in p or p.endswith("_intf_impl.h"))
    others = sorted(set(glob.glob(os.path.join(root, "include", "**", "*.h"), recursive=True)) - set(heads))
    for path in heads + impls + others:
        rel = os.path.relpath(path, root)
        found, macros = _file_prototypes(path)
        # Without --cube the cube-core headers count only for names ascsim declares (a few setters
        # of the 9.1.0 sys_var.h moved there), so the cube API ascsim lacks is not listed as missing.
        in_impl = rel.startswith("impl")
        in_other = path in others or (not cube and bool(_CUBE.search(os.path.basename(rel))))
        vendor.macros |= macros if not in_other else macros & known
        for name, sigs in found.items():
            # An implementation file adds overloads to names a header declares (and declares no new names).
            if (in_impl and name not in vendor.sigs) or (in_other and (name not in known or name in vendor.where)):
                continue
            vendor.add(rel, name, sigs)
    return vendor


def read_list(path: str) -> Vendor:
    """A prototype list: header, name and prototype per line, tab-separated."""
    vendor = Vendor()
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 3:
                continue
            sig = signature(parts[2])
            if sig is None:
                if parts[2].lstrip().startswith("#define"):
                    vendor.macros.add(parts[1])
                continue
            vendor.add(parts[0], sig[0], {sig[1]})
    return vendor


def ours(arch: str | None = None, simt: bool = False
         ) -> tuple[dict[str, set[str]], dict[str, str], dict[str, tuple[str, ...]]]:
    """ascsim's signatures by C name (of the architecture ``arch`` if given; the SIMT API's with
    ``simt``), the spec module (SIMT: the vendor header) of each name, and the versions of each signature."""
    sigs: dict[str, set[str]] = defaultdict(set)
    module: dict[str, str] = {}
    versions: dict[str, tuple[str, ...]] = {}
    for ov in [*simt_overloads(), *(o for f in simt_members() for o in f.overloads)] if simt else overloads():
        if arch is not None and arch not in ov.arches:
            continue
        # A method is compared by its name, as the vendor's class declares it (cooperative_groups::x::sync).
        sig = simt_signature(re.sub(r"(?:\w+::)+(?=\w+\()", "", ov.prototype())) if simt else signature(
            ov.prototype())
        if sig is None:  # a compiler intrinsic the C API names without asc_ (clz, bcnt1 ...): no header has it
            continue
        sigs[sig[0]].add(sig[1])
        module.setdefault(sig[0], os.path.basename(SIMT_HEADERS[ov.function.header]) if simt else ov.function.header)
        versions[sig[1]] = tuple(sorted(set(versions.get(sig[1], ())) | set(ov.versions)))
    return sigs, module, versions


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("vendor", nargs="?", help="a checkout (or exported tree) of asc-devkit")
    ap.add_argument("--prototypes", metavar="TSV", help="a prototype list instead of a tree")
    ap.add_argument("--version", choices=BOTH, help="the published version the tree is (default: 9.2.0 for the "
                    "restructured layout or a list, else 9.1.0)")
    ap.add_argument("--cube", action="store_true", help="also the cube-core headers")
    ap.add_argument("--simt", action="store_true", help="compare the SIMT API (include/simt_api/*.h) instead")
    ap.add_argument("--arch", choices=tuple(ARCHES), default=DAV_3510,
                    help="the architecture whose API to compare (default dav-3510: the headers and its "
                         "implementation files; dav-2201: what its implementation folder defines)")
    ap.add_argument("--header", help="only this spec module (reg_load, sync ...) or vendor header file name")
    ap.add_argument("--name", help="only these C names (glob)")
    ap.add_argument("-v", "--verbose", action="store_true", help="list every missing and extra signature")
    args = ap.parse_args()
    if bool(args.vendor) == bool(args.prototypes):
        ap.error("give a tree or --prototypes, not both")
    other_arch = args.arch != DAV_3510
    mine, module, versions = ours(args.arch, args.simt)
    if args.simt:
        if not args.vendor:
            ap.error("--simt needs a tree")
        vendor, version = read_simt_tree(args.vendor), args.version or BOTH[0]
    elif args.prototypes:
        vendor, version = read_list(args.prototypes), args.version or V920
    elif other_arch:
        vendor = read_arch_tree(args.vendor, args.arch, cube=True)
        new_layout = os.path.isdir(os.path.join(args.vendor, "include", "c_api", "reg_compute", "compute"))
        version = args.version or (V920 if new_layout else BOTH[0])
    else:
        vendor = read_tree(args.vendor, set(mine), args.cube)
        new_layout = os.path.isdir(os.path.join(args.vendor, "include", "c_api", "reg_compute", "compute"))
        version = args.version or (V920 if new_layout else BOTH[0])
    groups: dict[str, list[str]] = defaultdict(list)
    for name in sorted(set(vendor.sigs) | set(mine)):
        if args.name and not fnmatch.fnmatchcase(name, args.name):
            continue
        group = module.get(name) or os.path.basename(vendor.where.get(name, "?"))
        if args.header and args.header not in (group, group.removesuffix(".h")):
            continue
        groups[group].append(name)
    total_v = total_have = total_extra = total_unexplained = 0
    for group in sorted(groups):
        nv = have = extra = unexplained = 0
        lines: list[str] = []
        for name in groups[group]:
            vend, own = vendor.sigs.get(name, set()), mine.get(name, set())
            lack, more = sorted(vend - own), sorted(own - vend)
            nv += len(vend)
            have += len(vend & own)
            why = {s: "a vendor macro" if name in vendor.macros else "ascsim's own native" if name.startswith(
                       "__ascsim_") else
                   f"declared by {', '.join(versions[s])}" if version not in versions[s] else
                   _PROVIDED.get(name, "") if args.simt else "" for s in more}
            extra += len(more)
            unexplained += sum(1 for s in more if not why[s])
            if lack or (more and args.verbose) or any(not why[s] for s in more):
                lines.append(f"  {name}: missing {len(lack)}, extra {len(more)}")
                if args.verbose or any(not why[s] for s in more) or lack:
                    lines += [f"    - {s}" for s in lack]
                    lines += [f"    + {s}" + (f"  ({why[s]})" if why[s] else "  (unexplained)") for s in more
                              if args.verbose or not why[s]]
        total_v, total_have, total_extra = total_v + nv, total_have + have, total_extra + extra
        total_unexplained += unexplained
        print(f"{group}: {have}/{nv} vendor overloads declared, {extra} more ({unexplained} unexplained)")
        if lines:
            print("\n".join(lines))
    print(f"total: {total_have}/{total_v} of version {version}; {total_v - total_have} missing; "
          f"{total_extra} more, {total_unexplained} unexplained")
    return 0


if __name__ == "__main__":
    sys.exit(main())
