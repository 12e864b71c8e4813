"""libclang access: loading, parsing, and the few C entry points the Python bindings lack.

libclang is imported lazily (only ``ascsim run`` needs it) and parses hermetically: no system
headers, only ascsim's own prelude in ``include/``.
"""

from __future__ import annotations

import atexit
import ctypes
import os
from typing import Any

INCLUDE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "include")

_ci: Any = None
_index: Any = None

# CXBinaryOperatorKind / CXUnaryOperatorKind (libclang >= 17).
BINOPS = {
    3: "*", 4: "/", 5: "%", 6: "+", 7: "-", 8: "<<", 9: ">>", 10: "<=>", 11: "<", 12: ">", 13: "<=",
    14: ">=", 15: "==", 16: "!=", 17: "&", 18: "^", 19: "|", 20: "&&", 21: "||", 22: "=", 23: "*=",
    24: "/=", 25: "%=", 26: "+=", 27: "-=", 28: "<<=", 29: ">>=", 30: "&=", 31: "^=", 32: "|=", 33: ",",
}
UNOPS = {1: "post++", 2: "post--", 3: "++", 4: "--", 5: "&", 6: "*", 7: "+", 8: "-", 9: "~", 10: "!",
         13: "__extension__"}


def cindex() -> Any:
    """The ``clang.cindex`` module, loaded (with the extra prototypes) on first use."""
    global _ci
    if _ci is None:
        # Loaded on first use: libclang takes a while to load, and only a program's parse needs it.
        import clang.cindex as ci

        lib = ci.conf.lib
        vp = ctypes.c_void_p
        # (entry point, argument types, result type, result converter): prototypes the bindings lack.
        prototypes: list[tuple[str, list[Any], Any, Any]] = [
            ("clang_getCursorBinaryOperatorKind", [ci.Cursor], ctypes.c_int, None),
            ("clang_getCursorUnaryOperatorKind", [ci.Cursor], ctypes.c_int, None),
            ("clang_Cursor_getVarDeclInitializer", [ci.Cursor], ci.Cursor, ci.Cursor.from_result),
            ("clang_getUnqualifiedType", [ci.Type], ci.Type, ci.Type.from_result),
            ("clang_Cursor_hasVarDeclGlobalStorage", [ci.Cursor], ctypes.c_int, None),
            ("clang_Cursor_Evaluate", [ci.Cursor], vp, None),
            ("clang_EvalResult_getKind", [vp], ctypes.c_int, None),
            ("clang_EvalResult_isUnsignedInt", [vp], ctypes.c_uint, None),
            ("clang_EvalResult_getAsUnsigned", [vp], ctypes.c_ulonglong, None),
            ("clang_EvalResult_getAsLongLong", [vp], ctypes.c_longlong, None),
            ("clang_EvalResult_getAsDouble", [vp], ctypes.c_double, None),
            ("clang_EvalResult_getAsStr", [vp], ctypes.c_char_p, None),
            ("clang_EvalResult_dispose", [vp], None, None),
        ]
        for name, argtypes, restype, errcheck in prototypes:
            fn = getattr(lib, name)
            fn.argtypes, fn.restype = argtypes, restype
            if errcheck is not None:
                fn.errcheck = errcheck
        _ci = ci
    return _ci


def binop(cursor: Any) -> str:
    return BINOPS.get(cindex().conf.lib.clang_getCursorBinaryOperatorKind(cursor), "?")


def unop(cursor: Any) -> str:
    return UNOPS.get(cindex().conf.lib.clang_getCursorUnaryOperatorKind(cursor), "?")


def unqualified(t: Any) -> Any:
    """``t`` without top-level const/volatile."""
    if t._kind_id == 0:  # libclang crashes on an invalid type
        return t
    return cindex().conf.lib.clang_getUnqualifiedType(t)


def var_init(cursor: Any) -> Any:
    """The initializer expression of a variable declaration, or None."""
    init = cindex().conf.lib.clang_Cursor_getVarDeclInitializer(cursor)
    return None if init is None or init.kind.is_invalid() else init


def has_global_storage(cursor: Any) -> bool:
    return bool(cindex().conf.lib.clang_Cursor_hasVarDeclGlobalStorage(cursor) == 1)


def evaluate(cursor: Any) -> Any:
    """The compile-time value of an expression (int, float or bytes), or None when it has none."""
    lib = cindex().conf.lib
    res = lib.clang_Cursor_Evaluate(cursor)
    if not res:
        return None
    try:
        kind = lib.clang_EvalResult_getKind(res)
        if kind == 1:
            if lib.clang_EvalResult_isUnsignedInt(res):
                return int(lib.clang_EvalResult_getAsUnsigned(res))
            return int(lib.clang_EvalResult_getAsLongLong(res))
        if kind == 2:
            return float(lib.clang_EvalResult_getAsDouble(res))
        if kind == 4:
            raw = lib.clang_EvalResult_getAsStr(res)
            return bytes(raw) if raw is not None else b""
        return None
    finally:
        lib.clang_EvalResult_dispose(res)


_SIMPLE_ESCAPES = {"n": 10, "t": 9, "r": 13, "a": 7, "b": 8, "f": 12, "v": 11, "\\": 92, "'": 39, '"': 34,
                   "?": 63, "e": 27}


def pretty_function(decl: Any) -> str:
    """The function as C++'s ``__PRETTY_FUNCTION__`` names it (``void k(float *, uint32_t)``): what a failed
    assert prints."""
    kinds = cindex().CursorKind
    name = decl.spelling
    parent = decl.semantic_parent
    if decl.kind in (kinds.CXX_METHOD, kinds.CONSTRUCTOR, kinds.DESTRUCTOR) and parent is not None:
        name = f"{parent.spelling}::{name}"
    args = ", ".join(a.type.spelling for a in decl.get_arguments())
    if decl.kind in (kinds.CONSTRUCTOR, kinds.DESTRUCTOR):
        return f"{name}({args})"
    return f"{decl.result_type.spelling} {name}({args})"


def assert_line(file: str, line: int, function: str, expr: str) -> str:
    """The line a failed device ``assert`` prints, as the chip's runtime prints it."""
    return f"[ASSERT] {file}:{line}: {function}: Assertion `{expr}' failed.\n"


def string_literal(cursor: Any) -> bytes | None:
    """The bytes of a narrow string literal (without the terminating NUL), from clang's spelling."""
    text = cursor.spelling
    if text.startswith("u8"):
        text = text[2:]
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        return None
    body = text[1:-1]
    out = bytearray()
    i = 0
    while i < len(body):
        ch = body[i]
        if ch != "\\":
            out += ch.encode("utf-8")
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[nxt])
            i += 2
        elif nxt == "x":
            j = i + 2
            while j < len(body) and body[j] in "0123456789abcdefABCDEF":
                j += 1
            out.append(int(body[i + 2:j], 16) & 0xFF)
            i = j
        elif nxt in "01234567":
            j = i + 1
            while j < len(body) and j < i + 4 and body[j] in "01234567":
                j += 1
            out.append(int(body[i + 1:j], 8) & 0xFF)
            i = j
        else:
            out += nxt.encode("utf-8")
            i += 2
    return bytes(out)


def index() -> Any:
    global _index
    if _index is None:
        _index = cindex().Index.create()
        # Dispose of the index while clang.cindex is still intact (its __del__ fails at shutdown).
        atexit.register(_drop_index)
    return _index


def _drop_index() -> None:
    global _index
    _index = None


def parse(path: str, unsaved: list[tuple[str, bytes]], defines: list[str], include_dirs: list[str],
          extra_args: list[str] | None = None, options: int = 0) -> Any:
    """Parse ``path`` as C++17 against the prelude only; returns the translation unit.

    ``extra_args`` are further clang options (``-ferror-limit=0`` to see every error)."""
    ci = cindex()
    args = ["-x", "c++", "-std=c++17", "-nostdinc", "-nostdinc++", "-fno-spell-checking",
            "-Wno-unused-value", "-Wno-ignored-attributes", "-I", INCLUDE_DIR, "-include", "__ascsim_prelude.h"]
    for d in include_dirs:
        args += ["-I", d]
    for d in defines:
        args.append("-D" + d)
    args += extra_args or []
    return index().parse(path, args=args, unsaved_files=unsaved, options=ci.TranslationUnit.PARSE_NONE | options)
