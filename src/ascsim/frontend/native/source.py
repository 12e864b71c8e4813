"""The host part of a program, as C++ a native compiler builds: the program's own files with the bodies
of device functions emptied and each ``kernel<<<...>>>(args)`` turned into a call of the launch bridge.

Device functions are the ones with a device qualifier (``__global__``, ``__aicore__``, ``__simd_vf__``,
``__simd_callee__``, ``__vector__``, ``__cube__``) and whatever only they call. Every line stays on its
line, and a ``#line`` directive names the user's file, so the compiler's messages and the sanitizers'
reports point at the user's source.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from .. import clangutil as cu
from ..preprocess import launch_spans

#: The annotations of the prelude's device qualifiers.
DEVICE_QUALIFIERS = frozenset({"ascsim_global", "ascsim_aicore", "ascsim_simd_vf", "ascsim_simd_callee",
                               "ascsim_vector", "ascsim_cube", "ascsim_mix", "ascsim_simt_vf", "ascsim_simt_callee"})

_Key = tuple[str, int]  # (file, offset of the definition's start)


@dataclass
class _Definition:
    cursor: Any
    body: Any  # the COMPOUND_STMT
    device: bool
    kernel: bool
    refs: set[_Key] = field(default_factory=set)
    #: the C-API functions it calls, with the calls (host code may call none of them)
    api_calls: list[Any] = field(default_factory=list)


_C_API_DIR = os.path.join(cu.INCLUDE_DIR, "c_api") + os.sep


def _in_c_api(decl: Any) -> bool:
    f = decl.location.file
    return f is not None and os.path.abspath(f.name).startswith(_C_API_DIR)


def _key(c: Any) -> _Key | None:
    f = c.extent.start.file
    return (os.path.abspath(f.name), c.extent.start.offset) if f is not None else None


class DeviceSplit:
    """Which of the program's function definitions are device code, from the parsed translation unit."""

    def __init__(self, tu: Any, user_files: set[str]) -> None:
        self.kinds = cu.cindex().CursorKind
        self.user_files = user_files
        self.defs: dict[_Key, _Definition] = {}
        #: functions that host code (global initialisers included) refers to
        self.host_refs: set[_Key] = set()
        #: symbol -> the kernel (a template's specialization) that the program names
        self.kernels: dict[str, Any] = {}
        #: symbol -> every kernel that is not a template, named or not (a launch whose arguments
        #: device code cannot parse names its kernel only at run time)
        self.kernel_defs: dict[str, Any] = {}
        self._instantiations: set[str] = set()
        kinds = self.kinds
        self._function_kinds = {kinds.FUNCTION_DECL, kinds.CXX_METHOD, kinds.CONSTRUCTOR, kinds.DESTRUCTOR,
                                kinds.FUNCTION_TEMPLATE, kinds.CONVERSION_FUNCTION}
        self._free_function_kinds = {kinds.FUNCTION_DECL, kinds.FUNCTION_TEMPLATE}
        self._scope_kinds = {kinds.NAMESPACE, kinds.LINKAGE_SPEC, kinds.CLASS_DECL, kinds.STRUCT_DECL, kinds.UNION_DECL,
                             kinds.CLASS_TEMPLATE, kinds.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION}
        self._collect(tu.cursor)
        self.device = self._device_closure()
        for k, d in self.defs.items():
            if k not in self.device:
                self.host_refs |= d.refs
        # A device function the host calls keeps its body (a constexpr helper of a file-scope constant):
        # what that body calls is called by the host too. A kernel the host launches is no such call:
        # its body stays device code.
        todo = [k for k in self.host_refs if k in self.defs and not self.defs[k].kernel]
        while todo:
            for r in self.defs[todo.pop()].refs - self.host_refs:
                self.host_refs.add(r)
                if r in self.defs and not self.defs[r].kernel:
                    todo.append(r)

    def _in_user_file(self, c: Any) -> bool:
        f = c.location.file
        return f is not None and os.path.abspath(f.name) in self.user_files

    def _collect(self, parent: Any) -> None:
        for c in parent.get_children():
            if not self._in_user_file(c):
                continue
            if c.kind in self._scope_kinds:
                self._collect(c)
            elif c.kind in self._function_kinds and c.is_definition():
                body = next((ch for ch in c.get_children() if ch.kind == self.kinds.COMPOUND_STMT), None)
                key = _key(c)
                if body is None or key is None:
                    continue
                notes = self._annotations(c)
                d = _Definition(c, body, bool(notes & DEVICE_QUALIFIERS), "ascsim_global" in notes)
                if d.kernel and c.kind == self.kinds.FUNCTION_DECL:
                    self.kernel_defs[c.mangled_name] = c
                d.refs = self._references(c, d.api_calls)
                self.defs[key] = d
            elif c.kind == self.kinds.VAR_DECL:
                self.host_refs |= self._references(c)

    def _annotations(self, c: Any) -> set[str]:
        notes: set[str] = set()
        for decl in (c, c.canonical):
            notes |= {ch.spelling for ch in decl.get_children() if ch.kind == self.kinds.ANNOTATE_ATTR}
        return notes

    def _references(self, c: Any, api_calls: list[Any] | None = None) -> set[_Key]:
        """The user functions that ``c`` (a definition or an initialiser) refers to; its calls of the C
        API go to ``api_calls``."""
        out: set[_Key] = set()
        for n in c.walk_preorder():
            ref = n.referenced if n.kind in (self.kinds.CALL_EXPR, self.kinds.DECL_REF_EXPR, self.kinds.MEMBER_REF_EXPR,
                                              self.kinds.OVERLOADED_DECL_REF) else None
            if ref is None or ref == c:
                continue
            if api_calls is not None and n.kind == self.kinds.CALL_EXPR and ref.kind in self._free_function_kinds \
                    and _in_c_api(ref):  # the element types' own conversions run on the host too
                api_calls.append(n)
            self._note_kernels(ref)
            target = ref.get_definition() or ref
            key = _key(target)
            if key is not None and key[0] in self.user_files:
                out.add(key)
        return out

    def _note_kernels(self, ref: Any) -> None:
        """Record ``ref`` if it is a kernel; a function template's instantiation is searched too (its
        body, as libclang shows it instantiated, names the kernels' instantiations)."""
        if ref.kind not in (self.kinds.FUNCTION_DECL, self.kinds.CXX_METHOD):
            return
        if "ascsim_global" in self._annotations(ref):
            self.kernels[ref.mangled_name] = ref
            return
        if ref.get_num_template_arguments() <= 0:
            return  # a plain function: its own definition is searched where it is written
        symbol = ref.mangled_name
        if symbol in self._instantiations:
            return
        self._instantiations.add(symbol)
        for n in ref.walk_preorder():
            if n.kind in (self.kinds.CALL_EXPR, self.kinds.DECL_REF_EXPR) and n.referenced is not None \
                    and n.referenced != ref:
                self._note_kernels(n.referenced)

    def _device_closure(self) -> set[_Key]:
        todo = [k for k, d in self.defs.items() if d.device]
        seen = set(todo)
        while todo:
            d = self.defs.get(todo.pop())
            if d is None:
                continue
            for r in d.refs:
                if r not in seen and r in self.defs:
                    seen.add(r)
                    todo.append(r)
        return seen

    def device_types(self) -> list[Any]:
        """The declarations of the program's own classes that device code uses (a kernel's parameter
        types among them), and the classes those use: clang's errors inside them are device errors."""
        kinds = self.kinds
        record_kinds = {kinds.STRUCT_DECL, kinds.CLASS_DECL, kinds.UNION_DECL, kinds.CLASS_TEMPLATE}
        ref_kinds = {kinds.TYPE_REF, kinds.TEMPLATE_REF}
        seen: dict[_Key, Any] = {}
        todo = [self.defs[k].cursor for k in self.device]
        while todo:
            for n in todo.pop().walk_preorder():
                if n.kind not in ref_kinds or n.referenced is None:
                    continue
                decl = n.referenced.get_definition() or n.referenced
                key = _key(decl)
                if decl.kind in record_kinds and key is not None and key[0] in self.user_files and key not in seen:
                    seen[key] = decl
                    todo.append(decl)
        return list(seen.values())

    def host_api_calls(self) -> list[Any]:
        """Calls of the C API in host code: the device's instructions, which only kernels can run."""
        return [call for k, d in self.defs.items() if k not in self.device for call in d.api_calls]

    def emptied(self) -> dict[str, list[tuple[int, int]]]:
        """Per file, the (start, end) offsets of the bodies to empty: every kernel, and every device
        function host code does not also call."""
        spans: dict[str, list[tuple[int, int]]] = {}
        for k in self.device:
            d = self.defs[k]
            if d.kernel or k not in self.host_refs:
                start, end = d.body.extent.start.offset, d.body.extent.end.offset
                if end - start >= 2:  # not a body that a macro wrote (its extent is the macro's name)
                    spans.setdefault(k[0], []).append((start + 1, end - 1))
                    spans[k[0]] += self._constexpr_tokens(d)
        return spans

    def _constexpr_tokens(self, d: _Definition) -> list[tuple[int, int]]:
        """The ``constexpr`` keywords of a definition whose body is emptied: a constexpr function without
        its return statement does not compile, a plain one does (host code never calls it)."""
        ci = cu.cindex()
        tu, file = d.cursor.translation_unit, d.body.extent.start.file
        # The definition's own tokens are empty when it starts with a macro (a device qualifier).
        head = ci.SourceRange.from_locations(ci.SourceLocation.from_offset(tu, file, d.cursor.extent.start.offset),
                                             d.body.extent.start)
        return [(t.extent.start.offset, t.extent.end.offset) for t in tu.get_tokens(extent=head)
                if t.spelling == "constexpr"]


    def registrations(self) -> str:
        """Lines for the end of the main file that tell the host runtime the symbol of each plain kernel
        (one with internal linkage has no dynamic symbol to find it by)."""
        names: dict[str, list[Any]] = {}
        for decl in self.kernels.values():
            names.setdefault(decl.spelling, []).append(decl)
        lines = []
        for i, (symbol, decl) in enumerate(sorted(self.kernels.items())):
            if len(names[decl.spelling]) != 1 or decl.get_num_template_arguments() > 0:
                continue  # an overload set or a template: found by its symbol
            scope, parent = [], decl.semantic_parent
            while parent is not None and parent.kind == self.kinds.NAMESPACE:
                if parent.spelling:
                    scope.append(parent.spelling)
                parent = parent.semantic_parent
            qualified = "::" + "::".join([*reversed(scope), decl.spelling])
            lines.append(f"static int __ascsim_kernel_{i} = __ascsim_register_kernel("
                         f'reinterpret_cast<void*>(&{qualified}), "{symbol}");')
        return "\n" + "\n".join(lines) + "\n" if lines else ""


def host_text(shown: str, text: str, empty: list[tuple[int, int]]) -> str:
    """``text`` of one of the user's files as the native compiler sees it; ``shown`` is the name its
    messages give the file."""
    chars = list(text)
    for start, end in empty:
        for i in range(start, min(end, len(chars))):
            if chars[i] != "\n":
                chars[i] = " "
    for open_at, close_at, _ in reversed(launch_spans(text)):
        chars[close_at:close_at + 3] = list(")  ")
        chars[open_at:open_at + 3] = list(",$(")
    quoted = shown.replace("\\", "\\\\").replace('"', '\\"')
    return f'#line 1 "{quoted}"\n' + "".join(chars)
