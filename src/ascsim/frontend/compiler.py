"""Compile clang's AST into Python closures once, then run them.

Every expression becomes an :class:`E`: its static type, a closure computing its value from the
frame, and for lvalues closures that locate or store it. Every statement becomes a closure that
returns ``None`` or a control signal (break, continue, return). Types come from clang's implicit
conversion nodes: an ``UNEXPOSED_EXPR`` whose type differs from its operand's is a conversion,
carried out exactly (integer wrap-around, float rounding).

Templates need nothing special: a call to a function template refers to clang's instantiation,
whose body is fully typed.
"""

from __future__ import annotations

import math
import os
import re
import struct
from collections.abc import Callable
from typing import Any, cast

from ..errors import UnsupportedError
from ..runtime.context import CTX
from ..runtime.loops import COUNTERS
from . import clangutil as cu
from . import ctype as T
from .errors import HOST_LIBRARY, RunError, unsupported
from .memory import ByteMem, HeapMem, ObjMem, Pointer, RecMem, SlotMem, from_address, string_mem
from .objects import FnPtr, FuncVal, new_buffer

Frame = list[Any]
Ev = Callable[[Frame], Any]
Stmt = Callable[[Frame], Any]

BRK, CNT, RET = 1, 2, 3

#: The largest finite float (FLT_MAX): doubles within it pack into a float without overflow.
_FLT_MAX = 3.4028234663852886e38
#: Library headers written in plain C++ that ascsim interprets like the program (std::array).
COMPILED_HEADERS = frozenset({"array", "__ascsim_pair.h"})
#: The library headers whose classes only host code can use.
HOST_HEADERS = frozenset({"vector", "string", "ostream", "iostream", "iomanip", "iterator", "functional",
                          "numeric", "random", "chrono", "ratio", "cstdio", "data_utils.h"})
#: Longest source of a fused expression before it is compiled on its own (Python's parser limits nesting).
_MAX_SRC = 600


class Goto:
    """What a ``goto L;`` statement returns: it travels up through the statements that enclose it
    (loops and switches pass it on) to the block that holds the label ``L`` and continues there."""

    __slots__ = ("label",)

    def __init__(self, label: str) -> None:
        self.label = label


class Cur:
    """Where the program is: ``FILE:LINE`` of the statement being executed."""

    __slots__ = ("loc",)

    def __init__(self) -> None:
        self.loc: str | None = None


class E:
    """A compiled expression.

    An expression of plain scalar arithmetic also has ``src``: the same computation as Python source
    over the frame ``f``. Its parent then folds that text into its own instead of calling a closure
    per node, so a whole arithmetic expression runs as one Python function; ``ev`` is compiled from
    ``src`` only when something calls this expression itself.
    """

    __slots__ = ("ty", "_ev", "loc", "store", "node", "src", "_fuse", "put_src", "stmt_src")

    def __init__(self, ty: T.CType, ev: Ev | None, loc: Ev | None = None,
                 store: Callable[[Frame, Any], None] | None = None, node: Any = None, *, src: str | None = None,
                 fuse: Callable[[str], Ev] | None = None, put_src: Callable[[str], str] | None = None) -> None:
        self.ty = ty
        self._ev = ev
        #: f -> Pointer: the address of an lvalue.
        self.loc = loc
        #: (f, value) -> None: assignment to an lvalue.
        self.store = store
        self.node = node
        self.src = src
        self._fuse = fuse
        #: For a fused lvalue: the source that stores the value computed by a given source and
        #: gives that value (an assignment's result).
        self.put_src = put_src
        #: For a fused expression used as a statement: cheaper source when its value is not needed.
        self.stmt_src: str | None = None

    @property
    def ev(self) -> Ev:
        ev = self._ev
        if ev is None:
            assert self.src is not None and self._fuse is not None
            ev = self._ev = self._fuse(self.src)
        return ev


def mem_lvalue(ty: T.CType, addr: Ev) -> E:
    """An lvalue at the pointer ``addr(f)``."""
    if isinstance(ty, T.StructType):
        return struct_lvalue(ty, addr)
    if isinstance(ty, T.ArrayType):  # an array (through a reference): its value is where it starts
        return E(ty, addr, addr)

    def ev(f: Frame) -> Any:
        p = addr(f)
        if p is None:
            raise RunError("dereferences a null pointer")
        return p.mem.load(p.off, ty)

    def store(f: Frame, v: Any) -> None:
        p = addr(f)
        if p is None:
            raise RunError("dereferences a null pointer")
        p.mem.store(p.off, ty, v)

    return E(ty, ev, addr, store)


#: A frame slot in fused source.
_FRAME_SLOT = re.compile(r"\bf\[(\d+)\]")


def _local_slots(lines: list[str], loc_prefix: str) -> list[str]:
    """The frame slots of fused loop ``lines`` that can live in locals: all of those it uses, when it
    uses the frame in no other way and has no string literal but its location lines (empty if not).

    Fused source reaches a local variable only as ``f[N]``: whatever reaches one through its address
    (a pointer, a reference) is a closure given the frame ``f``, which keeps the slots in the frame."""
    slots: set[str] = set()
    for line in lines:
        if line.lstrip().startswith(loc_prefix):
            continue
        if "'" in line or '"' in line or _WHOLE_FRAME.search(_FRAME_SLOT.sub("", line)):
            return []
        slots.update(_FRAME_SLOT.findall(line))
    return sorted(slots, key=int)


#: The frame itself in fused source (passed to a closure, or assigned through).
_WHOLE_FRAME = re.compile(r"\bf\b")


def struct_lvalue(ty: T.StructType, addr: Ev) -> E:
    """A struct object at ``addr(f)``: its value is its address; assignment copies the bytes."""
    def store(f: Frame, v: Any) -> None:
        ty.copy_into(addr(f), v)

    return E(ty, addr, addr, store)


def obj_base(p: Pointer | None, ty: T.CType) -> Pointer:
    """The storage of the struct object ``p`` points to (an element of a ``std::vector`` holds it)."""
    if p is None:
        raise RunError("accesses a member through a null pointer")
    if type(p.mem) is ObjMem:
        q = p.mem.load(p.off, ty)
        if isinstance(q, Pointer):
            return q
    return p


def struct_copy_fn(ty: T.StructType, copiers: list[tuple[int, T.CType, Callable[[Any], Any]]]
                   ) -> Callable[[Pointer, Pointer], None]:
    """The trivial copy of a ``ty`` object: its bytes, then its non-byte members (copied as C++ copies them)."""
    size = ty.size
    scalars = tuple(ty.scalars)
    objs = tuple(copiers)

    def copy_into(dst: Pointer, src: Pointer) -> None:
        dst, src = obj_base(dst, ty), obj_base(src, ty)
        dm, sm, do, so = dst.mem, src.mem, dst.off, src.off
        if isinstance(dm, ByteMem) and isinstance(sm, ByteMem):
            if do < 0 or do + size > dm.arr.size:
                dm._check(do, size)
            if so < 0 or so + size > sm.arr.size:
                sm._check(so, size)
            dm.arr[do:do + size] = sm.arr[so:so + size]
        else:
            for off, t in scalars:
                dm.store(do + off, t, sm.load(so + off, t))
        for off, t, cp in objs:
            dm.store(do + off, t, cp(sm.load(so + off, t)))

    return copy_into


class VarInfo:
    __slots__ = ("idx", "ty", "byref", "is_global", "ub")

    def __init__(self, idx: int, ty: T.CType, byref: bool, is_global: bool) -> None:
        self.idx = idx
        self.ty = ty
        #: The slot holds a Pointer (a reference to a scalar or pointer).
        self.byref = byref
        self.is_global = is_global


class Func:
    """A user function: its frame layout and compiled body."""

    def __init__(self, cursor: Any, name: str) -> None:
        self.cursor = cursor
        self.name = name
        self.nslots = 1
        self.body: Stmt | None = None
        self.params: list[VarInfo] = []
        self.ret: T.CType = T.VOID
        self.is_vf = False
        self.kernel_core: str | None = None
        self.ret_byref = False
        #: The slot of ``this`` in a member function, and its class.
        self.this_idx: int | None = None
        self.this_ty: T.StructType | None = None
        #: The local variable every ``return`` of the function names, when there is one (its object is
        #: the result: named return value optimisation, as g++ does it).
        self.nrvo: Any = None


class Scope:
    """Slots of the function being compiled."""

    def __init__(self, func: Func) -> None:
        self.func = func
        self.vars: dict[Any, VarInfo] = {}
        #: Labels of the blocks around the statement being compiled (a goto may reach these).
        self.block_labels: list[set[str]] = []
        #: Per scope being compiled: (slot, destroy) of each local object that has a destructor.
        self.dtor_frames: list[list[tuple[int, Callable[[Any], None]]]] = []

    def new_slot(self) -> int:
        i = self.func.nslots
        self.func.nslots += 1
        return i


class Capture:
    """A variable a lambda captures: by value (copied when the lambda is created) or by reference."""

    __slots__ = ("key", "decl", "name", "ty", "byref", "init")

    def __init__(self, key: tuple[int, str], decl: Any, ty: T.CType, byref: bool, init: Any = None) -> None:
        self.key = key
        self.decl = decl  #: the captured variable's declaration (as the lambda's body refers to it)
        self.name = decl.spelling
        self.ty = ty  #: its type (a reference variable: the type it refers to)
        self.byref = byref
        #: The initializer of an init-capture (``[name = expression]``), else None.
        self.init = init


class LambdaInfo:
    """The closure class of one lambda expression: what it captures, in the order its values are
    kept in a closure object (a Python list, one item per capture)."""

    __slots__ = ("cls", "caps", "index", "start", "list_end", "end", "file", "generic")

    def __init__(self, cls: Any, caps: list[Capture], start: int, list_end: int, end: int, file: str,
                 generic: bool) -> None:
        self.cls = cls
        self.caps = caps
        self.index = {cap.key: i for i, cap in enumerate(caps)}
        #: The lambda's source range, and where its capture list ends.
        self.start, self.list_end, self.end, self.file = start, list_end, end, file
        self.generic = generic

    def captured(self, decl: Any) -> bool:
        """Whether a local variable named in the body is a capture: declared outside the lambda, or
        an init-capture (declared in the capture list)."""
        loc = decl.location
        if loc.file is None or loc.file.name != self.file:
            return True
        return not self.start <= loc.offset <= self.end or loc.offset <= self.list_end

    def in_capture_list(self, decl: Any) -> bool:
        loc = decl.location
        return loc.file is not None and loc.file.name == self.file and self.start <= loc.offset <= self.list_end


class LambdaCode:
    """A compiled ``operator()`` of a lambda: its function, and which closure items go to which slots."""

    __slots__ = ("fn", "caps", "writeback")

    def __init__(self, fn: Func, caps: tuple[tuple[int, int], ...], writeback: tuple[tuple[int, int], ...]) -> None:
        self.fn = fn
        self.caps = caps  #: (frame slot, closure item) of each capture the body uses
        #: (slot, item) of the by-value captures a ``mutable`` lambda may change: kept for the next call.
        self.writeback = writeback

    def call(self, clo: list[Any], vals: list[Any]) -> Any:
        """Run the body on argument values already in parameter form (a Pointer for a reference)."""
        fn = self.fn
        nf: list[Any] = [None] * fn.nslots
        for p, v in zip(fn.params, vals, strict=False):
            nf[p.idx] = v
        for slot, i in self.caps:
            nf[slot] = clo[i]
        assert fn.body is not None
        fn.body(nf)
        for slot, i in self.writeback:
            clo[i] = nf[slot]
        return nf[0]


def _strip(c: Any) -> Any:
    """Skip implicit nodes of the same type (value-category changes, temporaries)."""
    ci = cu.cindex()
    while c.kind in (ci.CursorKind.UNEXPOSED_EXPR, ci.CursorKind.PAREN_EXPR):
        kids = list(c.get_children())
        if len(kids) != 1:
            break
        c = kids[0]
    return c


def qualified_name(c: Any) -> str:
    """``std::vector::size`` style name of a declaration (no template arguments)."""
    ci = cu.cindex()
    parts = []
    while c is not None and c.kind != ci.CursorKind.TRANSLATION_UNIT:
        if c.kind == ci.CursorKind.LINKAGE_SPEC:
            c = c.semantic_parent
            continue
        if c.spelling:
            parts.append(c.spelling)
        elif c.kind == ci.CursorKind.NAMESPACE:
            pass  # anonymous namespace
        c = c.semantic_parent
    return "::".join(reversed(parts))


def _counted(loop: Callable[[Frame, Stmt], Any], f: Frame, body: Stmt) -> Any:
    """Run ``loop`` as a hardware loop of a VF: its iteration counter (0, 1, ...) is on top of
    ``COUNTERS`` while it runs, for the address registers (``asc_update_addr_reg_*``)."""
    slot = len(COUNTERS)
    COUNTERS.append(-1)

    def step(f: Frame) -> Any:
        COUNTERS[slot] += 1
        return body(f)

    try:
        return loop(f, step)
    finally:
        del COUNTERS[slot:]


class Compiler:
    """Turns a translation unit into runnable closures."""

    def __init__(self, tu: Any, runtime: Any) -> None:
        self.tu = tu
        self.rt = runtime  #: the Runtime (natives, streams, globals)
        self.ci = cu.cindex()
        self.K = self.ci.CursorKind
        self.cur = runtime.cur
        self.types: dict[str, T.CType] = {}
        self.enums: dict[str, T.IntType] = {}
        self.funcs: dict[Any, Func] = {}
        self.globals: list[Any] = [None]
        self.global_vars: dict[Any, VarInfo] = {}
        self.global_inits: list[Stmt] = []
        self.scope: Scope | None = None
        self._stmt_builders: dict[Any, Callable[[Any], Stmt]] | None = None
        self.static_inits: dict[Any, int] = {}
        self.lambda_codes: dict[Any, LambdaCode] = {}
        self.ctor_funcs: dict[Any, Func] = {}
        #: Compiled places that make a temporary object with a destructor (a full expression around
        #: them destroys its temporaries at its end).
        self.temp_sites = 0
        #: (slot, destroy) of global and static objects with destructors, in order of declaration.
        self.global_dtors: list[tuple[int, Callable[[Any], None]]] = []
        #: Unsupported constructs found so far: compilation goes on after one (statement by
        #: statement) so that a run reports all of them, as a compiler does.
        self.problems: list[Exception] = []
        self.prelude_dir = cu.INCLUDE_DIR + os.sep
        #: The names fused expressions use (constants, converters, closures of other expressions).
        #: (file, line, column) of each structured-binding name -> (slot, byte offset, type) of its part.
        self.binding_parts: dict[tuple[str, int, int], tuple[int, int, T.CType]] = {}
        self.fenv: dict[str, Any] = {"__builtins__": {"float": float, "bool": bool}}
        self._fused_fns: dict[str, Ev] = {}
        self._temps = 0

    # -- fused expressions -------------------------------------------------------------------
    def bind(self, obj: Any) -> str:
        """A name for ``obj`` in the fused expressions' namespace."""
        name = f"_k{len(self.fenv)}"
        self.fenv[name] = obj
        return name

    def temps(self, n: int) -> list[str]:
        """``n`` names for the walrus temporaries of one fused expression, used by no other (fused
        expressions nest, and an inner one must not overwrite an outer one's temporary)."""
        self._temps += n
        return [f"_t{self._temps - k}" for k in range(n)]

    def _fuse(self, src: str) -> Ev:
        ev = self._fused_fns.get(src)
        if ev is None:  # the same text (a variable, a common subexpression) is compiled once
            ev = self._fused_fns[src] = eval(f"lambda f: {src}", self.fenv)  # noqa: S307 - made here from typed parts
        return ev

    def fused(self, ty: T.CType, src: str, loc: Ev | None = None,
              store: Callable[[Frame, Any], None] | None = None, put_src: Callable[[str], str] | None = None) -> E:
        """An expression given as Python source over the frame ``f`` (see :class:`E`)."""
        if len(src) > _MAX_SRC:  # keep the nesting within what Python's parser takes
            src, put_src = f"{self.bind(self._fuse(src))}(f)", None
        if put_src is None:
            slot = _slot_in(src)
            if slot is not None:  # a local variable
                def put_src(v: str) -> str:
                    return f"(f.__setitem__({slot}, _a := {v}) or _a)"
        return E(ty, None, loc, store, src=src, fuse=self._fuse, put_src=put_src)

    def src(self, e: E) -> str:
        """Source computing ``e``: its own, or a call of its closure."""
        return e.src if e.src is not None else f"{self.bind(e.ev)}(f)"

    def round_src(self, ty: T.FloatType, x: str) -> str:
        """Source rounding the double ``x`` to ``ty``. For float: the struct round trip, inline where
        the value is finite and within float's range (else the full rounding: infinities, NaN)."""
        if ty is not T.FLOAT:
            return f"{self.bind(ty.round)}({x})"
        names = self.fenv.get("__f32__")
        if names is None:
            st = struct.Struct("<f")
            names = self.fenv["__f32__"] = (self.bind(st.pack), self.bind(st.unpack), self.bind(ty.round))
        pack, unpack, rnd = names
        return f"({unpack}({pack}(_w))[0] if {-_FLT_MAX!r} <= (_w := {x}) <= {_FLT_MAX!r} else {rnd}(_w))"

    def fused_stmt(self, lines: list[str]) -> Stmt:
        """A statement given as Python source lines over ``f`` that always falls through (no break,
        continue or return); the lines stay attached so that enclosing blocks and loops take them in."""
        body = "\n".join("    " + line for line in lines)
        env: dict[str, Any] = {}
        exec(f"def _stmt(f):\n{body}\n", self.fenv, env)  # noqa: S102 - source made here from typed parts
        run = env["_stmt"]
        run._fsrc = lines
        return cast(Stmt, run)

    def fused_loop(self, lines: list[str], head: str = "f") -> Callable[..., Any]:
        """``while True:`` around source lines (the first ones end the loop by returning None), in a
        function of the parameters ``head``.

        When the lines use the frame only as ``f[N]``, those slots live in Python locals while the
        loop runs (a local is several times cheaper than a list item) and go back to the frame when
        it ends, however it ends."""
        slots = _local_slots(lines, f"{self.cur_name()}.loc = ")
        env: dict[str, Any] = {}
        if slots:
            body = "\n".join("            " + _FRAME_SLOT.sub(r"_f\1", line) for line in lines)
            load = "; ".join(f"_f{n} = f[{n}]" for n in slots)
            store = "; ".join(f"f[{n}] = _f{n}" for n in slots)
            src = (f"def _loop({head}):\n    {load}\n    try:\n        while True:\n{body}\n"
                   f"    finally:\n        {store}\n")
        else:
            body = "\n".join("        " + line for line in lines)
            src = f"def _loop({head}):\n    while True:\n{body}\n"
        exec(src, self.fenv, env)  # noqa: S102 - source made here from typed parts
        return cast(Callable[..., Any], env["_loop"])

    def cur_name(self) -> str:
        """The name of :attr:`cur` in the fused sources."""
        name = self.fenv.get("__cur_name__")
        if name is None:
            name = self.fenv["__cur_name__"] = self.bind(self.cur)
        return cast(str, name)

    # -- locations ---------------------------------------------------------------------------
    def where(self, c: Any, col: bool = True) -> str:
        loc = c.location
        name = loc.file.name if loc.file is not None else "<unknown>"
        return f"{name}:{loc.line}:{loc.column}" if col else f"{name}:{loc.line}"

    def fail(self, c: Any, what: str) -> Exception:
        return unsupported(self.where(c), what)

    def in_prelude(self, c: Any) -> bool:
        """Whether ``c`` is declared by ascsim's library headers (implemented natively), not by the
        program. The headers in :data:`COMPILED_HEADERS` are plain C++ interpreted like the program."""
        f = c.location.file
        if f is None:
            return False
        path = os.path.abspath(f.name)
        return path.startswith(self.prelude_dir) and os.path.basename(path) not in COMPILED_HEADERS

    # -- types -------------------------------------------------------------------------------
    def ctype(self, t: Any, c: Any = None) -> T.CType:
        canon = cu.unqualified(t.get_canonical())
        key = canon.spelling
        if key.startswith("(lambda at "):
            # Each instantiation of a template holding a lambda has its own closure class, all
            # spelled alike.
            key += f"#{canon.get_declaration().hash}"
        ty = self.types.get(key)
        if ty is None:
            ty = self.types[key] = self._make_type(canon, c)
        return ty

    def _make_type(self, t: Any, c: Any) -> T.CType:
        # Raw CXTypeKind numbers: the Python bindings do not name every kind (_Float16, __bf16).
        k = t._kind_id
        simple = {
            2: T.VOID, 3: T.BOOL, 13: T.CHAR, 4: T.UCHAR, 14: T.SCHAR, 5: T.UCHAR, 16: T.SHORT, 8: T.USHORT,
            17: T.INT, 9: T.UINT, 18: T.LONG, 10: T.ULONG, 19: T.LLONG, 11: T.ULLONG, 21: T.FLOAT, 22: T.DOUBLE,
            24: T.NULLPTR, 6: T.CHAR16, 7: T.CHAR32, 15: T.WCHAR, 32: T.HALF, 31: T.HALF, 39: T.BF16,
        }
        if k in simple:
            return simple[k]
        if k == 1 and t.spelling == "__bf16":  # libclang 18 does not expose BFloat16
            return T.BF16
        if k == 101:
            return T.ptr(self.ctype(t.get_pointee(), c))
        if k in (103, 104):
            pointee = t.get_pointee()
            # An rvalue reference binds a temporary: natives take it by value like a const reference.
            return T.ref(self.ctype(pointee, c), k == 104 or bool(pointee.is_const_qualified()))
        if k == 112:
            # Type.element_type checks the kind, which fails for _Float16 elements.
            return T.array(self.ctype(self.ci.conf.lib.clang_getArrayElementType(t), c), t.element_count)
        if k == 114:  # T x[] as a parameter: a pointer
            return T.ptr(self.ctype(self.ci.conf.lib.clang_getArrayElementType(t), c))
        if k == 111:  # a prototype: what a call through a pointer to it passes and returns
            params = [self.ctype(a, c) for a in t.argument_types()]
            return T.FuncType(params, self.ctype(t.get_result(), c))
        if k == 110:
            return T.FuncType()
        if k == 106:
            decl = t.get_declaration()
            base = self.ctype(decl.enum_type, c)
            assert isinstance(base, T.IntType)
            name = t.spelling.replace("const ", "")
            e = T.IntType(name, base.size, base.signed, base.fmt)
            e.rank, e.elem = base.rank, base.elem
            e.enum_names = {ch.enum_value: ch.spelling for ch in decl.get_children()
                            if ch.kind == self.K.ENUM_CONSTANT_DECL}
            return e
        if k == 105:
            return self._record_type(t, c)
        if k == 23:
            raise self.fail(c, "long double is not supported (use double)") if c is not None else RunError(
                "long double is not supported")
        what = f"the type {t.spelling}"
        if c is not None:
            raise self.fail(c, f"{what} is not supported")
        raise RunError(f"{what} is not supported")

    def _record_type(self, t: Any, c: Any) -> T.CType:
        decl = t.get_declaration()
        if t.spelling.startswith("(lambda at "):
            return T.ClassType(t.spelling, max(t.get_size(), 1), "lambda", self._lambda_info(decl, c))
        qname = qualified_name(decl)
        size = max(t.get_size(), 1)
        prelude = self.in_prelude(decl)
        if prelude:
            if qname in T.BYTE_FLOATS:
                return T.BYTE_FLOATS[qname]
            if qname == "std::initializer_list":
                elem = self.ctype(t.get_template_argument_type(0), c)
                return T.ClassType(f"std::initializer_list<{elem.name}>", size, "initlist", elem)
            if qname == "std::numeric_limits":
                return T.ClassType(qname, size, "limits")
            reg = self.rt.register_class(qname)
            if reg is not None:
                return T.ClassType(qname, size, "register", reg)
            if os.path.basename(decl.location.file.name) in HOST_HEADERS:
                raise self.fail(c if c is not None else decl, f"the class {t.spelling} in device code: "
                                + HOST_LIBRARY)
        return self._user_record(t, c)

    def _user_record(self, t: Any, c: Any) -> T.StructType:
        """A struct or class of the program: members at clang's offsets."""
        K = self.K
        decl = t.get_declaration()
        where = c if c is not None else decl
        if t.get_size() < 0:
            raise self.fail(where, f"the incomplete type {t.spelling}")
        st = T.StructType(qualified_name(decl) or t.spelling, t.get_size())
        self.types[t.spelling] = st  # before the members: a member may point to this type
        st.decl = decl
        st.clang_type = t
        if decl.kind == K.UNION_DECL:
            raise self.fail(where, f"unions ({st.name})")
        copiers: list[tuple[int, T.CType, Callable[[Any], Any]]] = []
        for ch in [*decl.get_children(), *[f for f in t.get_fields() if f not in list(decl.get_children())]]:
            if ch.kind == K.CXX_BASE_SPECIFIER:
                self._base(st, ch, copiers)
                continue
            if ch.kind == K.DESTRUCTOR and not ch.is_virtual_method():
                d = ch.get_definition() or ch
                body = next((b for b in d.get_children() if b.kind == K.COMPOUND_STMT), None)
                if body is not None and list(body.get_children()):
                    st.dtor_decl = d
            if ch.kind in (K.CXX_METHOD, K.DESTRUCTOR) and ch.is_virtual_method():
                raise self.fail(ch, f"virtual functions ({st.name}::{ch.spelling})")
            if ch.kind != K.FIELD_DECL:
                continue
            if not ch.spelling:
                raise self.fail(ch, "anonymous members")
            if ch.spelling in st.fields:
                raise self.fail(ch, f"a member that hides a base class member ({st.name}::{ch.spelling})")
            if ch.is_bitfield():
                raise self.fail(ch, f"bit-fields ({st.name}::{ch.spelling})")
            fty = self.ctype(ch.type, ch)
            if isinstance(fty, T.RefType):
                raise self.fail(ch, f"reference members ({st.name}::{ch.spelling})")
            off = t.get_offset(ch.spelling) // 8
            st.fields[ch.spelling] = (off, fty)
            self._flatten(st, off, fty, copiers, ch)
        st.copy_into = struct_copy_fn(st, copiers)
        if st.dtor_decl is None and not list(decl.get_children()):
            pattern = self.ci.conf.lib.clang_getSpecializedCursorTemplate(decl)
            if pattern is not None and not pattern.kind.is_invalid() and any(
                    k.kind == K.DESTRUCTOR and any(b.kind == K.COMPOUND_STMT and list(b.get_children())
                                                   for b in k.get_children()) for k in pattern.get_children()):
                raise self.fail(where, f"the destructor of {t.spelling} (an implicit instantiation of a class "
                                       "template whose destructor does something: libclang does not show it)")
        st.has_dtor = st.dtor_decl is not None or any(b.has_dtor for b in st.bases) or any(
            _needs_dtor(fty) for _, fty in st.fields.values())
        return st

    def _base(self, st: T.StructType, ch: Any, copiers: list[tuple[int, T.CType, Callable[[Any], Any]]]) -> None:
        """A base class: without data members (static members, functions) anywhere; with data
        members only as the single such base, at offset 0 (non-virtual, as the C++ ABI places it)."""
        bty = self.ctype(ch.type, ch)
        virtual = any(tok.spelling == "virtual" for tok in ch.get_tokens())
        if virtual or not isinstance(bty, T.StructType):
            raise self.fail(ch, f"the base class {ch.type.spelling} of {st.name} (virtual or not a plain class)")
        if bty.fields:
            if any(b.fields for b in st.bases):
                raise self.fail(ch, f"more than one base class with data members ({st.name})")
            if st.fields:
                raise self.fail(ch, f"a base class with data members after other members ({st.name})")
            st.fields.update(bty.fields)
            for off, t in bty.scalars:
                st.scalars.append((off, t))
            for off, t in bty.objects:
                self._flatten(st, off, t, copiers, ch)
        st.bases.append(bty)

    def _flatten(self, st: T.StructType, off: int, ty: T.CType,
                 copiers: list[tuple[int, T.CType, Callable[[Any], Any]]], c: Any) -> None:
        if ty.is_scalar:
            st.scalars.append((off, ty))
        elif isinstance(ty, T.StructType):
            st.scalars.extend((off + o, t) for o, t in ty.scalars)
            for o, t in ty.objects:
                self._flatten(st, off + o, t, copiers, c)
        elif isinstance(ty, T.ArrayType):
            for i in range(ty.count):
                self._flatten(st, off + i * ty.elem.size, ty.elem, copiers, c)
        elif isinstance(ty, T.PtrType) or ty is T.NULLPTR:
            st.objects.append((off, ty))
            copiers.append((off, ty, _same))
        elif isinstance(ty, T.ClassType):
            st.objects.append((off, ty))
            copiers.append((off, ty, self.rt.copier(ty, c)))
        else:
            raise self.fail(c, f"a member of type {ty.name}")

    # -- struct objects ----------------------------------------------------------------------
    def struct_maker(self, st: T.StructType, c: Any) -> Callable[[], Pointer]:
        """() -> a new default-initialised ``st`` object (its default constructor run)."""
        if st.make is None:
            init = self.default_init(st, c)
            label, size = f"{st.name} object", st.size

            def make() -> Pointer:
                p = Pointer(RecMem(size, label), 0)
                init([], p)
                return p

            st.make = make
        return st.make

    def _fields(self, st: T.StructType) -> list[Any]:
        # The type's field list also covers implicit instantiations of class templates, whose
        # declarations libclang shows without children.
        return list(st.clang_type.get_fields())

    def default_init(self, st: T.StructType, c: Any) -> Callable[[Frame, Pointer], None]:
        """(f, p) -> None: default construction of the object at ``p`` (``T x;``)."""
        K = self.K
        ctors = [ch for ch in st.decl.get_children() if ch.kind == K.CONSTRUCTOR]
        ctor = next((ch for ch in ctors if ch.is_default_constructor()), None)
        if ctor is not None and self._user_provided(ctor):
            return self.ctor_call(st, ctor, [], c)
        if not ctors and self._template_has_default_ctor(st):
            # An implicit instantiation: libclang lists none of its members; its default constructor
            # is known once a declaration of the program has called it.
            if st.default_ctor is None:
                raise self.fail(c, f"default construction of {st.clang_type.spelling} here (its default "
                                   "constructor comes from a class template: declare one variable of the type "
                                   "before this use)")
            return self.ctor_call(st, st.default_ctor, [], c)
        if ctor is None and any(self._user_provided(ch) for ch in ctors):
            raise self.fail(c, f"{st.name} has no default constructor")
        return self._member_inits(st, {}, c)

    def _template_has_default_ctor(self, st: T.StructType) -> bool:
        pattern = self.ci.conf.lib.clang_getSpecializedCursorTemplate(st.decl)
        if pattern is None or pattern.kind.is_invalid():
            return False
        return any(ch.kind == self.K.CONSTRUCTOR and ch.is_default_constructor() and self._user_provided(ch)
                   for ch in pattern.get_children())

    def _user_provided(self, fn: Any) -> bool:
        """Whether a special member function has a body the program wrote (not implicit, not ``= default``)."""
        d = fn.get_definition()
        if d is None or d.is_default_method():
            return False
        parent = d.semantic_parent
        if parent is not None and d.location.offset == parent.location.offset:
            return False  # implicitly declared: clang places it at the class name
        return any(ch.kind == self.K.COMPOUND_STMT for ch in d.get_children())

    def _member_inits(self, st: T.StructType, explicit: dict[str, Any], c: Any
                      ) -> Callable[[Frame, Pointer], None]:
        """(f, p) -> None: every member of the object at ``p`` initialised in declaration order,
        from ``explicit`` (member name -> initializer), else its default member initializer, else
        default-initialised."""
        steps: list[Callable[[Frame, Pointer], None]] = []
        for base in st.bases:  # bases first (all at offset 0: only one may hold data)
            step = self.object_init(base, explicit.get(f"<base>{base.name}"), c)
            if step is not None:
                steps.append(step)
        for fd in self._fields(st):
            off, fty = st.fields[fd.spelling]
            init = explicit.get(fd.spelling)
            if init is None:
                # After the member's name: a non-type template argument of its type comes before it.
                exprs = [ch for ch in fd.get_children() if ch.kind.is_expression()
                         and ch.extent.start.offset > fd.location.offset]
                if exprs:
                    last = _strip(exprs[-1])
                    if not isinstance(fty, T.ArrayType) or last.kind in (self.K.INIT_LIST_EXPR,
                                                                          self.K.STRING_LITERAL):
                        init = exprs[-1]
            step = self.object_init(fty, init, fd)
            if step is not None:
                steps.append(_at_offset(step, off))
        seq = tuple(steps)

        def run(f: Frame, p: Pointer) -> None:
            for step in seq:
                step(f, p)
        return run

    def object_init(self, ty: T.CType, init: Any, c: Any) -> Callable[[Frame, Pointer], None] | None:
        """(f, p) -> None: the object of type ``ty`` at ``p`` initialised from ``init`` (None: default
        initialisation; scalars then keep the zero bytes of new storage)."""
        if isinstance(ty, T.StructType):
            return self.init_into(ty, init, c) if init is not None else self.default_init(ty, c)
        if isinstance(ty, T.ArrayType):
            leaf = ty.leaf
            fillers = self._array_fillers(ty, init, 0) if init is not None else []
            pre: Callable[[Frame, Pointer], None] | None = None
            if isinstance(leaf, (T.StructType, T.ClassType)):
                one = self.object_init(leaf, None, c)
                count, size = ty.size // leaf.size, leaf.size
                if one is not None:
                    def pre(f: Frame, p: Pointer) -> None:
                        for i in range(count):
                            one(f, Pointer(p.mem, p.off + i * size))
            if not fillers and pre is None:
                return None
            seq = tuple(fillers)

            def arr(f: Frame, p: Pointer) -> None:
                if pre is not None:
                    pre(f, p)
                for fill in seq:
                    fill(f, p)
            return arr
        if init is None:
            if isinstance(ty, T.ClassType):
                make = self.rt.default_maker(ty, c)
                return lambda f, p: p.mem.store(p.off, ty, make())
            return None
        if isinstance(ty, T.ClassType) and _strip(init).kind == self.K.INIT_LIST_EXPR:
            ev = self.braced(init, ty)
            return lambda f, p: p.mem.store(p.off, ty, ev(f))
        e = self.convert(self.expr(init), ty, init)
        ev = e.ev
        if isinstance(ty, T.ClassType) and self._is_lvalue_class(init):
            copy = self.rt.copier(ty, c)
            return lambda f, p: p.mem.store(p.off, ty, copy(ev(f)))
        return lambda f, p: p.mem.store(p.off, ty, ev(f))

    def init_into(self, st: T.StructType, init: Any, c: Any) -> Callable[[Frame, Pointer], None]:
        """(f, p) -> None: the ``st`` object at ``p`` constructed from the initializer ``init``."""
        K = self.K
        s = _strip(init)
        if s.kind == K.INIT_LIST_EXPR and s.type.kind.name == "VOID":
            # libclang shows ``{a, b}`` constructing a class as a list of type void, without the
            # constructor: pick it by the number of arguments.
            kids = list(s.get_children())
            ctors = [ch for ch in st.decl.get_children() if ch.kind == K.CONSTRUCTOR
                     and not ch.is_copy_constructor() and not ch.is_move_constructor()
                     and len(list(ch.get_arguments())) == len(kids)]
            if len(ctors) == 1:
                return self.ctor_call(st, ctors[0], kids, s)
            if not ctors and not any(ch.kind == K.CONSTRUCTOR and self._user_provided(ch)
                                     for ch in st.decl.get_children()):
                return self._member_inits(st, {fd.spelling: k for fd, k in zip(self._fields(st), kids,
                                                                                 strict=False)}, s)
            raise self.fail(s, f"this braced construction of {st.name} (write {st.name}(...))")
        if s.kind == K.INIT_LIST_EXPR and self.ctype(s.type, s) is st:
            kids = list(s.get_children())
            fds = self._fields(st)
            if len(fds) == 1 and not st.bases and isinstance(st.fields[fds[0].spelling][1], T.ArrayType) and kids \
                    and (len(kids) > 1 or _strip(kids[0]).kind != K.INIT_LIST_EXPR):
                # Brace elision: {1, 2, 3} for a class holding one array (std::array) fills the array.
                return self._member_inits(st, {fds[0].spelling: s}, s)
            if len(kids) > len(fds) + len(st.bases):
                raise self.fail(s, f"this initializer of {st.name} (give each member its own braces)")
            named: dict[str, Any] = {f"<base>{b.name}": k for b, k in zip(st.bases, kids, strict=False)}
            named.update({fd.spelling: k for fd, k in zip(fds, kids[len(st.bases):], strict=False)})
            return self._member_inits(st, named, s)
        if s.kind == K.CALL_EXPR and s.referenced is not None and s.referenced.kind == K.CONSTRUCTOR \
                and self.ctype(s.type, s) is st:
            return self.ctor_call(st, s.referenced, list(s.get_arguments()), s)
        e = self.expr(init)
        same = e.ty is st
        e = self.convert(e, st, init)
        ev, copy = e.ev, st.copy_into
        if same and self.is_prvalue(init):
            ev = self.adopt(ev, st)  # the temporary is the object being initialised (C++17 elision)
        elif same and not self.is_prvalue(init):
            copy = self.copy_constructor(st)
        return lambda f, p: copy(p, ev(f))

    def ctor_call(self, st: T.StructType, ctor: Any, args: list[Any], c: Any) -> Callable[[Frame, Pointer], None]:
        """(f, p) -> None: the constructor ``ctor`` run on the object at ``p`` with ``args``."""
        if ctor.is_default_constructor() and st.default_ctor is None:
            st.default_ctor = ctor
        if (ctor.is_copy_constructor() or ctor.is_move_constructor()) and not self._user_provided(ctor):
            src = self.expr(args[0]).ev
            copy = st.copy_into
            return lambda f, p: copy(p, src(f))
        if not self._user_provided(ctor):
            if ctor.is_default_constructor() and not args:
                return self._member_inits(st, {}, c)
            raise self.fail(c, f"the constructor {ctor.displayname} of {st.name} (it is never defined)")
        fn = self.ctor_func(st, ctor)
        evs = self.rt.calls.param_evs(self, fn, ctor, args)
        pairs = tuple(zip([p.idx for p in fn.params], evs, strict=False))
        ti = fn.this_idx
        assert ti is not None
        cur = self.cur

        def run(f: Frame, p: Pointer) -> None:
            nf: list[Any] = [None] * fn.nslots
            for i, a in pairs:
                nf[i] = a(f)
            nf[ti] = p
            loc = cur.loc
            body = fn.body
            assert body is not None
            body(nf)
            cur.loc = loc
        return run

    def ctor_func(self, st: T.StructType, ctor: Any) -> Func:
        """A user constructor: member initializers (its list, else the members' defaults), then its body."""
        K = self.K
        d = ctor.get_definition() or ctor
        fn = self.ctor_funcs.get(d)
        if fn is not None:
            return fn
        fn = self.ctor_funcs[d] = Func(d, d.spelling)
        saved, self.scope = self.scope, Scope(fn)
        try:
            fn.this_idx, fn.this_ty = self.scope.new_slot(), st
            kids = list(d.get_children())
            explicit: dict[str, Any] = {}
            body = None
            for i, ch in enumerate(kids):
                if ch.kind == K.PARM_DECL:
                    fn.params.append(self._declare(ch))
                elif ch.kind == K.MEMBER_REF and i + 1 < len(kids):
                    explicit[ch.spelling] = kids[i + 1]
                elif ch.kind == K.TYPE_REF and i + 1 < len(kids) and kids[i + 1].kind.is_expression():
                    bty = self.ctype(ch.type, ch)
                    if bty is st or not isinstance(bty, T.StructType) or bty not in st.bases:
                        raise self.fail(ch, "delegating constructors")
                    explicit[f"<base>{bty.name}"] = kids[i + 1]
                elif ch.kind == K.COMPOUND_STMT:
                    body = ch
                elif ch.kind == K.CXX_TRY_STMT:
                    raise self.fail(ch, "function try blocks")
            inits = self._member_inits(st, explicit, d)
            stmts = self.stmt(body) if body is not None else (lambda f: None)
            ti = fn.this_idx

            def run(f: Frame) -> Any:
                inits(f, f[ti])
                return stmts(f)
            fn.body = run
        except BaseException:
            del self.ctor_funcs[d]
            raise
        finally:
            self.scope = saved
        return fn

    def struct_value(self, st: T.StructType, init: Callable[[Frame, Pointer], None]) -> E:
        """A prvalue: a new ``st`` object made by ``init``."""
        label, size = f"{st.name} object", st.size

        def make(f: Frame) -> Pointer:
            p = Pointer(RecMem(size, label), 0)
            init(f, p)
            return p
        return E(st, make)

    def struct_fresh_copy(self, st: T.StructType, ev: Ev) -> Ev:
        """f -> a new copy of the object ``ev(f)`` (a by-value argument or result), made by the program's
        copy constructor when it wrote one."""
        label, size, copy = f"{st.name} object", st.size, self.copy_constructor(st)

        def run(f: Frame) -> Pointer:
            p = Pointer(RecMem(size, label), 0)
            copy(p, ev(f))
            return p
        return run

    # -- destruction -------------------------------------------------------------------------
    def destroyer(self, ty: T.CType, c: Any) -> Callable[[Any], None]:
        """(Pointer) -> None: destroys the object (or array of objects) of ``ty`` there: the destructor's
        body, then the members in reverse order of declaration, then the bases."""
        if isinstance(ty, T.ArrayType):
            leaf = ty.leaf
            one = self.destroyer(leaf, c)
            count, size = ty.size // leaf.size, leaf.size

            def destroy_array(p: Pointer) -> None:
                for i in range(count - 1, -1, -1):
                    one(Pointer(p.mem, p.off + i * size))
            return destroy_array
        assert isinstance(ty, T.StructType)
        st = ty
        if st.destroy is not None:
            return st.destroy
        cell: list[Callable[[Any], None]] = []
        st.destroy = lambda p: cell[0](p)  # the body may destroy objects of its own type
        try:
            body: Stmt | None = None
            fn: Func | None = None
            if st.dtor_decl is not None:
                d = st.dtor_decl
                fn = Func(d, d.spelling)
                saved, self.scope = self.scope, Scope(fn)
                try:
                    fn.this_idx, fn.this_ty = self.scope.new_slot(), st
                    block = next(ch for ch in d.get_children() if ch.kind == self.K.COMPOUND_STMT)
                    body = self.stmt(block)
                finally:
                    self.scope = saved
            parts: list[tuple[int, Callable[[Any], None]]] = []
            for fd in reversed(self._fields(st)):
                off, fty = st.fields[fd.spelling]
                if _needs_dtor(fty):
                    parts.append((off, self.destroyer(fty, fd)))
            parts += [(0, self.destroyer(b, c)) for b in reversed(st.bases) if b.has_dtor]
        except BaseException:
            st.destroy = None
            raise
        cur = self.cur
        seq = tuple(parts)

        def destroy(p: Pointer) -> None:
            if body is not None:
                assert fn is not None and fn.this_idx is not None
                nf: list[Any] = [None] * fn.nslots
                nf[fn.this_idx] = p
                loc = cur.loc
                body(nf)
                cur.loc = loc
            for off, part in seq:
                part(Pointer(p.mem, p.off + off) if off else p)
        cell.append(destroy)
        return st.destroy

    def register_local_dtor(self, info: VarInfo, c: Any) -> None:
        """Destroy the local object in ``info``'s slot when the scope being compiled ends (a reference
        destroys nothing: one bound to a temporary registers the temporary itself)."""
        if self.scope is None or not _needs_dtor(info.ty) or info.byref:
            return
        if not self.scope.dtor_frames:
            self.scope.dtor_frames.append([])
        self.scope.dtor_frames[-1].append((info.idx, self.destroyer(info.ty, c)))

    def scoped(self, build: Callable[[], Stmt]) -> Stmt:
        """The statement ``build()`` compiles, followed by the destruction (in reverse order of
        declaration) of the objects with destructors it declares in its own scope."""
        assert self.scope is not None
        frame: list[tuple[int, Callable[[Any], None]]] = []
        self.scope.dtor_frames.append(frame)
        try:
            run = build()
        finally:
            self.scope.dtor_frames.pop()
        if not frame:
            return run
        items = tuple(reversed(frame))

        def scope_end(f: Frame) -> Any:
            r = run(f)
            for idx, destroy in items:
                p = f[idx]
                if p is not None:
                    f[idx] = None
                    destroy(p)
            return r
        return scope_end

    def as_temp(self, e: E) -> E:
        """A prvalue object with a destructor: remembered as a temporary, which the enclosing full
        expression destroys at its end unless something takes it over (see :meth:`adopt`)."""
        ty = e.ty
        if not isinstance(ty, T.StructType) or not ty.has_dtor:
            return e
        self.temp_sites += 1
        destroy = self.destroyer(ty, None)
        temps = self.rt.temps
        ev = e.ev

        def make(f: Frame) -> Any:
            p = ev(f)
            temps.append((p, destroy))
            return p
        return E(ty, make, e.loc, e.store, e.node)

    def adopt(self, ev: Ev, ty: T.CType) -> Ev:
        """``ev`` makes a temporary that becomes a variable, parameter or result: no longer a temporary."""
        if not isinstance(ty, T.StructType) or not ty.has_dtor:
            return ev
        temps = self.rt.temps

        def take(f: Frame) -> Any:
            p = ev(f)
            for i in range(len(temps) - 1, -1, -1):
                if temps[i][0] is p:
                    del temps[i]
                    break
            return p
        return take

    def full_expr(self, ev: Ev, sites: int) -> Ev:
        """``ev`` as a full expression: the temporaries it made are destroyed at its end (in reverse
        order of construction); ``sites`` is :attr:`temp_sites` before it was compiled."""
        if self.temp_sites == sites:
            return ev
        temps = self.rt.temps

        def full(f: Frame) -> Any:
            mark = len(temps)
            v = ev(f)
            while len(temps) > mark:
                p, destroy = temps.pop()
                destroy(p)
            return v
        return full

    def copy_constructor(self, st: T.StructType) -> Callable[[Pointer, Pointer], None]:
        """(dst, src) -> None: copy construction, by the user's copy constructor if there is one."""
        ctor = next((ch for ch in st.decl.get_children() if ch.kind == self.K.CONSTRUCTOR
                     and ch.is_copy_constructor() and self._user_provided(ch)), None)
        if ctor is None:
            return st.copy_into
        fn = self.ctor_func(st, ctor)
        ti, src_idx = fn.this_idx, fn.params[0].idx
        cur = self.cur

        def copy(dst: Pointer, src: Pointer) -> None:
            nf: list[Any] = [None] * fn.nslots
            nf[ti] = dst  # type: ignore[index]
            nf[src_idx] = src
            loc = cur.loc
            fn.body(nf)  # type: ignore[misc]
            cur.loc = loc
        return copy

    def is_prvalue(self, c: Any) -> bool:
        """Whether a struct-typed expression makes a new object (a call returning by value, a
        constructor, a braced list) rather than naming one."""
        K = self.K
        s = _strip(c)
        if s.kind in (K.INIT_LIST_EXPR, K.CXX_FUNCTIONAL_CAST_EXPR):
            return True
        if s.kind == K.CALL_EXPR and s.referenced is not None:
            ref = s.referenced
            if ref.kind == K.CONSTRUCTOR:
                return True
            return ref.result_type.kind.name not in ("LVALUEREFERENCE", "RVALUEREFERENCE")
        return False

    def _member(self, c: Any) -> E:
        """``obj.m``, ``p->m``, ``m`` inside a member function (a data member, or a static one)."""
        K = self.K
        d = c.referenced
        if d is None:
            raise self.fail(c, f"the member {c.spelling}")
        if d.kind == K.VAR_DECL:
            return self._var_expr(self.var_info(d, c), c)
        if d.kind != K.FIELD_DECL:
            raise self.fail(c, f"a reference to the member {d.spelling} here")
        kids = [ch for ch in c.get_children() if ch.kind.is_expression()]
        if kids:
            base = self.expr(kids[0])
            bty = base.ty.pointee if isinstance(base.ty, T.PtrType) else base.ty
        else:
            base = self.this_expr(c)
            bty = base.ty
        bev = base.ev
        if not isinstance(bty, T.StructType) or d.spelling not in bty.fields:
            raise self.fail(c, f"the member {d.spelling} of {bty.name}")
        off, fty = bty.fields[d.spelling]

        def addr(f: Frame) -> Pointer:
            p = bev(f)
            if p is None or type(p.mem) is ObjMem:
                p = obj_base(p, bty)
            return Pointer(p.mem, p.off + off)

        if isinstance(fty, T.ArrayType):
            return E(fty, addr, addr)
        return mem_lvalue(fty, addr)

    def this_expr(self, c: Any) -> E:
        """The object a member function runs on (``*this``)."""
        fn = self.scope.func if self.scope is not None else None
        if fn is None or fn.this_idx is None or fn.this_ty is None:
            raise self.fail(c, "this outside a member function (or captured by a lambda)")
        idx = fn.this_idx
        return struct_lvalue(fn.this_ty, lambda f: f[idx])

    # -- program -----------------------------------------------------------------------------
    def _global_var(self, c: Any) -> VarInfo:
        c = c.get_definition() or c  # a static data member: its definition outside the class
        info = self.global_vars.get(c)
        if info is not None:
            return info
        ty = self.ctype(c.type, c)
        byref = isinstance(ty, T.RefType)
        if byref:
            ty = ty.target  # type: ignore[attr-defined]
        idx = len(self.globals)
        self.globals.append(None)
        info = VarInfo(idx, ty, byref and not isinstance(ty, T.ClassType), True)
        self.global_vars[c] = info
        saved, self.scope = self.scope, None
        sites = self.temp_sites
        try:
            init = self._var_init(c, info)
        finally:
            self.scope = saved
        if init is not None:
            self.global_inits.append(self.full_expr(init, sites))
        if not info.byref and _needs_dtor(ty):
            self.global_dtors.append((idx, self.destroyer(ty, c)))
        return info

    # -- functions ---------------------------------------------------------------------------
    def func(self, c: Any) -> Func:
        """The compiled user function of a FUNCTION_DECL (compiled on first request)."""
        d = c.get_definition() or c
        fn = self.funcs.get(d)
        if fn is not None:
            return fn
        fn = Func(d, d.spelling)
        self.funcs[d] = fn
        annotations = set()
        for decl in (d, c, d.canonical):
            annotations |= {ch.spelling for ch in decl.get_children() if ch.kind == self.K.ANNOTATE_ATTR}
        fn.is_vf = "ascsim_simd_vf" in annotations
        if "ascsim_global" in annotations:
            fn.kernel_core = "AIC" if "ascsim_cube" in annotations else "AIV"
        ret = self.ctype(d.result_type, d)
        if isinstance(ret, T.RefType):
            fn.ret_byref = not isinstance(ret.target, T.ClassType)
            ret = ret.target
        fn.ret = ret
        saved, self.scope = self.scope, Scope(fn)
        try:
            if d.kind in (self.K.CXX_METHOD, self.K.CONVERSION_FUNCTION) and not d.is_static_method():
                this_ty = self.ctype(d.semantic_parent.type, d)
                if not isinstance(this_ty, T.StructType):
                    raise self.fail(c, f"the member function {d.spelling} of {this_ty.name}")
                fn.this_idx, fn.this_ty = self.scope.new_slot(), this_ty
            body = None
            for ch in d.get_children():
                if ch.kind == self.K.PARM_DECL:
                    fn.params.append(self._declare(ch))
                elif ch.kind == self.K.COMPOUND_STMT:
                    body = ch
                elif ch.kind in (self.K.MEMBER_REF, self.K.CXX_TRY_STMT):
                    raise self.fail(ch, "constructor initializers and function try blocks")
            if body is None:
                raise self.fail(c, f"{d.spelling} is declared but never defined")
            fn.nrvo = self._named_result(body)
            fn.body = self.stmt(body)
        finally:
            self.scope = saved
        return fn

    def _returned(self, c: Any) -> Any:
        """A return statement's expression without the implicit copy or move construction of its result."""
        s = _strip(c)
        ref = s.referenced if s.kind == self.K.CALL_EXPR else None
        if ref is not None and ref.kind == self.K.CONSTRUCTOR and (ref.is_copy_constructor()
                                                                   or ref.is_move_constructor()):
            args = list(s.get_arguments())
            if len(args) == 1:
                return _strip(args[0])
        return s

    def _named_result(self, body: Any) -> Any:
        """The local variable (not a parameter) that every ``return`` of a function names, if any."""
        K = self.K
        named: set[Any] = set()
        other = False

        def walk(n: Any) -> None:
            nonlocal other
            for ch in n.get_children():
                if ch.kind == K.LAMBDA_EXPR:
                    continue
                if ch.kind == K.RETURN_STMT:
                    kids = list(ch.get_children())
                    s = self._returned(kids[0]) if kids else None
                    if s is not None and s.kind == K.DECL_REF_EXPR and s.referenced is not None \
                            and s.referenced.kind == K.VAR_DECL:
                        named.add(s.referenced)
                    else:
                        other = True
                walk(ch)
        walk(body)
        return next(iter(named)) if len(named) == 1 and not other else None

    def fn_pointer(self, decl: Any, c: Any) -> FnPtr:
        """The value of a pointer to the program's function ``decl`` (compiled now)."""
        fn = self.func(decl)
        if fn.kernel_core is not None:
            raise self.fail(c, f"a pointer to the kernel {fn.name} (launch it with {fn.name}<<<...>>>(...))")
        if fn.this_idx is not None:
            raise self.fail(c, "pointers to member functions")
        return FnPtr(fn.name, func_invoker(self, fn), fn)

    def lambda_fn_pointer(self, cls: Any, c: Any) -> FnPtr:
        """A captureless lambda converted to a pointer to function."""
        method = next((ch for ch in cls.get_children()
                       if ch.kind == self.K.CXX_METHOD and ch.spelling == "operator()"), None)
        if method is None:
            raise self.fail(c, "converting a generic lambda to a function pointer")
        code = self.lambda_code(method, c)
        if code.caps:
            raise self.fail(c, "converting a lambda that captures to a function pointer")
        return FnPtr("lambda", lambda vals: code.call([], vals), code)

    # -- lambdas -----------------------------------------------------------------------------
    def _lambda_info(self, cls: Any, c: Any) -> LambdaInfo:
        """What the closure class ``cls`` captures: every variable of an enclosing function that
        its body (nested lambdas included) names, by reference or by value as its capture list says."""
        K = self.K
        where = c if c is not None else cls
        method = next((ch for ch in cls.get_children() if ch.spelling == "operator()"
                       and ch.kind in (K.CXX_METHOD, K.FUNCTION_TEMPLATE)), None)
        body = None if method is None else next(
            (ch for ch in method.get_children() if ch.kind == K.COMPOUND_STMT), None)
        if method is None or body is None or cls.location.file is None:
            raise self.fail(where, "this lambda")
        default, explicit, list_end = self._capture_list(cls, body, where)
        info = LambdaInfo(cls, [], cls.location.offset, list_end, body.extent.end.offset, cls.location.file.name,
                          method.kind == K.FUNCTION_TEMPLATE)
        caps: list[Capture] = []
        seen: set[tuple[int, str]] = set()
        for d in self._outer_refs(body, info):
            key = _capture_key(d)
            if key in seen:
                continue
            seen.add(key)
            ty = self.ctype(d.type, d)
            is_ref = isinstance(ty, T.RefType)
            if isinstance(ty, T.RefType):
                ty = ty.target
            if info.in_capture_list(d):
                init = cu.var_init(d)
                if init is None:
                    raise self.fail(where, f"the init-capture {d.spelling}")
                caps.append(Capture(key, d, ty, is_ref, init))
                continue
            # A variable named without being captured is a constant (not odr-used): a copy is exact.
            caps.append(Capture(key, d, ty, explicit.get(d.spelling, default == "&")))
        info.caps = caps
        info.index = {cap.key: i for i, cap in enumerate(caps)}
        return info

    def _capture_list(self, cls: Any, body: Any, where: Any) -> tuple[str | None, dict[str, bool], int]:
        """The capture default (``=``, ``&`` or None), the explicitly captured names (True: by
        reference) and the offset of the closing ``]``, read from the tokens of the capture list."""
        rng = self.ci.SourceRange.from_locations(cls.location, body.extent.start)
        tokens = list(self.tu.get_tokens(extent=rng))
        toks = [t.spelling for t in tokens]
        if not toks or toks[0] != "[":
            raise self.fail(where, "a lambda written inside a macro")
        items: list[list[str]] = [[]]
        depth = 0
        list_end = body.extent.start.offset
        for tok in tokens[1:]:
            t = tok.spelling
            if depth == 0 and t == "]":
                list_end = tok.extent.start.offset
                break
            if t in ("(", "[", "{"):
                depth += 1
            elif t in (")", "]", "}"):
                depth -= 1
            if depth == 0 and t == ",":
                items.append([])
            else:
                items[-1].append(t)
        default: str | None = None
        explicit: dict[str, bool] = {}
        for item in items:
            if not item:
                continue
            if item in (["="], ["&"]):
                default = item[0]
            elif "this" in item:
                raise self.fail(where, "capturing this (member functions of user classes)")
            elif "..." in item:
                raise self.fail(where, "capturing a parameter pack")
            elif len(item) == 2 and item[0] == "&":
                explicit[item[1]] = True
            elif len(item) == 1:
                explicit[item[0]] = False
            elif not (len(item) > 2 and item[1] in ("=", "(", "{") or len(item) > 3 and item[2] in ("=", "(", "{")):
                raise self.fail(where, f"the lambda capture {' '.join(item)}")
            # else an init-capture: a variable of the capture list, found where the body names it
        return default, explicit, list_end

    def _outer_refs(self, c: Any, info: LambdaInfo) -> Any:
        """The local variables of enclosing functions that expressions under ``c`` name."""
        K = self.K
        for ch in c.get_children():
            if ch.kind == K.DECL_REF_EXPR:
                d = ch.referenced
                if d is not None and d.kind in (K.VAR_DECL, K.PARM_DECL) and info.captured(d) \
                        and not cu.has_global_storage(d) and not self.in_prelude(d):
                    yield d
            yield from self._outer_refs(ch, info)

    def _lambda_expr(self, c: Any) -> E:
        """A lambda expression: a new closure object holding the captured values (copies made now)
        and references (pointers to the variables)."""
        ty = self.ctype(c.type, c)
        assert isinstance(ty, T.ClassType) and ty.role == "lambda"
        info: LambdaInfo = ty.arg
        makers: list[Ev] = []
        for cap in info.caps:
            if cap.init is not None:
                makers.append(self._init_capture(cap))
                continue
            e = self._var_expr(self.var_info(cap.decl, c), c)
            vt = e.ty
            if cap.byref:
                makers.append(e.ev if isinstance(vt, (T.ClassType, T.ArrayType)) else self.address_of(e, c))
            elif isinstance(vt, T.StructType):
                if vt.has_dtor:
                    raise self.fail(c, f"capturing by value a {vt.name}, whose destructor does something "
                                       "(capture it by reference)")
                makers.append(self.struct_fresh_copy(vt, e.ev))
            elif isinstance(vt, T.ArrayType):
                makers.append(array_copier(e.ev, vt, self.rt.copier(vt.leaf, c)))
            elif isinstance(vt, T.ClassType):
                makers.append(_copied(e.ev, self.rt.copier(vt, c)))
            else:
                makers.append(e.ev)
        if not makers:
            return E(ty, lambda f: [])
        seq = tuple(makers)
        return E(ty, lambda f: [m(f) for m in seq])

    def _init_capture(self, cap: Capture) -> Ev:
        """The value an init-capture ``[name = init]`` (or ``[&name = init]``) stores in the closure."""
        init = cap.init
        if cap.byref:
            e = self.expr(init)
            return e.ev if isinstance(cap.ty, (T.ClassType, T.ArrayType)) else self.address_of(e, init)
        if isinstance(cap.ty, T.ArrayType):
            raise self.fail(init, "an init-capture of an array")
        ev = self.convert(self.expr(init), cap.ty, init).ev
        if isinstance(cap.ty, T.ClassType) and self._is_lvalue_class(init):
            return _copied(ev, self.rt.copier(cap.ty, init))
        return ev

    def lambda_code(self, method: Any, c: Any) -> LambdaCode:
        """The compiled ``operator()`` of a lambda (for a generic lambda: clang's instantiation)."""
        K = self.K
        d = method.get_definition() or method
        code = self.lambda_codes.get(d)
        if code is not None:
            return code
        lt = self.ctype(d.semantic_parent.type, c)
        assert isinstance(lt, T.ClassType) and lt.role == "lambda"
        info: LambdaInfo = lt.arg
        fn = Func(d, "lambda")
        ret = self.ctype(d.result_type, d)
        if isinstance(ret, T.RefType):
            fn.ret_byref = not isinstance(ret.target, T.ClassType)
            ret = ret.target
        fn.ret = ret
        caps: list[tuple[int, int]] = []
        writeback: list[tuple[int, int]] = []
        code = self.lambda_codes[d] = LambdaCode(fn, (), ())
        saved, self.scope = self.scope, Scope(fn)
        try:
            body = None
            for ch in d.get_children():
                if ch.kind == K.PARM_DECL:
                    fn.params.append(self._declare(ch))
                elif ch.kind == K.COMPOUND_STMT:
                    body = ch
            if body is None:
                raise self.fail(c, "this lambda (no body)")
            mutable = not d.is_const_method()
            for ref in self._outer_refs(body, info):
                if ref in self.scope.vars:
                    continue
                i = info.index.get(_capture_key(ref))
                if i is None:
                    raise self.fail(c, f"the variable {ref.spelling} in this lambda")
                cap = info.caps[i]
                vi = VarInfo(self.scope.new_slot(), cap.ty,
                             cap.byref and not isinstance(cap.ty, (T.ClassType, T.ArrayType)), False)
                self.scope.vars[ref] = vi
                caps.append((vi.idx, i))
                if mutable and not cap.byref:
                    writeback.append((vi.idx, i))
            code.caps, code.writeback = tuple(caps), tuple(writeback)
            fn.body = self.stmt(body)
        except BaseException:
            del self.lambda_codes[d]
            raise
        finally:
            self.scope = saved
        return code

    def _declare(self, c: Any) -> VarInfo:
        assert self.scope is not None
        ty = self.ctype(c.type, c)
        byref = isinstance(ty, T.RefType)
        if byref:
            ty = ty.target  # type: ignore[attr-defined]
        info = VarInfo(self.scope.new_slot(), ty, byref and not isinstance(ty, T.ClassType), False)
        self.scope.vars[c] = info
        return info

    def var_info(self, c: Any, use: Any) -> VarInfo:
        if self.scope is not None and c in self.scope.vars:
            return self.scope.vars[c]
        if c in self.global_vars:
            return self.global_vars[c]
        if cu.has_global_storage(c):
            return self._global_var(c)
        err = self.fail(use, f"the variable {c.spelling} is used outside the function that declares it "
                             "(local classes are not supported)")
        if self.problems:  # most likely its declaration was unsupported: not a problem of its own
            err.followup = True  # type: ignore[attr-defined]
        raise err

    # -- statements --------------------------------------------------------------------------
    def stmt(self, c: Any) -> Stmt:
        K = self.K
        k = c.kind
        build = self._statement_builders().get(k)
        if build is not None:
            return build(c)
        if k.is_expression():
            return self._expr_stmt(c)
        names = {K.LABEL_STMT: "a label inside a statement other than a block", K.CXX_TRY_STMT: "try/catch",
                 K.CASE_STMT: "case labels outside the top level of a switch body",
                 K.DEFAULT_STMT: "default labels outside the top level of a switch body"}
        raise self.fail(c, names.get(k, f"the statement {k.name.lower()}"))

    def _statement_builders(self) -> dict[Any, Callable[[Any], Stmt]]:
        """Statement kind -> the method that compiles it (built once per compiler)."""
        if self._stmt_builders is None:
            K = self.K
            self._stmt_builders = {
                K.COMPOUND_STMT: self._compound,
                K.GOTO_STMT: self._goto,
                K.DECL_STMT: self._decl_stmt,
                K.RETURN_STMT: self._return,
                K.IF_STMT: self._if,
                K.FOR_STMT: self._for,
                K.WHILE_STMT: self._while,
                K.DO_STMT: self._do,
                K.CXX_FOR_RANGE_STMT: self._range_for,
                K.SWITCH_STMT: self._switch,
                K.BREAK_STMT: lambda c: lambda f: BRK,
                K.CONTINUE_STMT: lambda c: lambda f: CNT,
                K.NULL_STMT: lambda c: lambda f: None,
            }
        return self._stmt_builders

    def _compound(self, c: Any) -> Stmt:
        """``{ ... }``; statements labelled for a ``goto`` are jump targets of this block. Its objects
        with destructors are destroyed when it ends."""
        return self.scoped(lambda: self._compound_body(c))

    def _compound_body(self, c: Any) -> Stmt:
        K = self.K
        items: list[tuple[list[str], Any]] = []  # (labels, statement) of each child
        for ch in c.get_children():
            labels = []
            while ch.kind == K.LABEL_STMT:
                labels.append(ch.spelling)
                ch = list(ch.get_children())[-1]
            items.append((labels, ch))
        targets = {label: i for i, (labels, _) in enumerate(items) for label in labels}
        assert self.scope is not None
        self.scope.block_labels.append(set(targets))
        try:
            stmts = [self._stmt_or_problem(ch) for _, ch in items]
        finally:
            self.scope.block_labels.pop()
        if not targets:
            return self._block(stmts)
        seq = tuple(stmts)

        def run(f: Frame) -> Any:
            i, end = 0, len(seq)
            while i < end:
                r = seq[i](f)
                i += 1
                if r:
                    if type(r) is Goto and r.label in targets:
                        i = targets[r.label]
                        continue
                    return r
            return None

        return run

    def _stmt_or_problem(self, c: Any) -> Stmt:
        """A statement of a block; an unsupported construct in it is recorded and compilation goes on
        (the program does not run when any was found)."""
        try:
            return self.stmt(c)
        except UnsupportedError as e:
            if self.problems and e is self.problems[-1]:
                raise
            if not getattr(e, "followup", False) and not any(p.location == e.location and p.message == e.message  # type: ignore[attr-defined]
                       for p in self.problems):
                self.problems.append(e)
            return lambda f: None

    def _goto(self, c: Any) -> Stmt:
        """``goto L;`` to a label of a block around it (jumping into a nested block is not supported)."""
        refs = [ch for ch in c.get_children() if ch.kind == self.K.LABEL_REF]
        if not refs:
            raise self.fail(c, "computed goto")
        jump = Goto(refs[0].spelling)
        assert self.scope is not None
        if not any(jump.label in labels for labels in self.scope.block_labels):
            raise self.fail(c, f"a goto into a nested block (the label {jump.label} is not in a block around it)")
        return lambda f: jump

    def _block(self, stmts: list[Stmt]) -> Stmt:
        if len(stmts) == 1:
            return stmts[0]
        if stmts and all(hasattr(st, "_fsrc") for st in stmts):
            return self.fused_stmt([line for st in stmts for line in st._fsrc])  # type: ignore[attr-defined]
        seq = tuple(stmts)

        def run(f: Frame) -> Any:
            for s in seq:
                r = s(f)
                if r:
                    return r
            return None

        return run

    def _expr_stmt(self, c: Any) -> Stmt:
        sites = self.temp_sites
        ex = self.expr(c)
        cur, loc = self.cur, self.where(c, col=False)
        if ex.src is not None and self.temp_sites == sites:
            return self.fused_stmt([f"{self.cur_name()}.loc = {loc!r}", ex.stmt_src or ex.src])
        e = self.full_expr(ex.ev, sites)

        def run(f: Frame) -> None:
            cur.loc = loc
            e(f)

        return run

    def _bindings(self, c: Any) -> Stmt:
        """``auto [a, b] = x;`` / ``auto& [a, b] = x;`` over a struct (its data members in order) or an
        array (its elements): a hidden slot holds the object (a copy, or ``x`` itself for a reference)
        and each name denotes one of its parts."""
        K = self.K
        names = [ch for ch in c.get_children() if ch.kind == K.UNEXPOSED_DECL]
        exprs = [ch for ch in c.get_children() if ch.kind.is_expression()]
        if not exprs:
            raise self.fail(c, "this structured binding")
        init = exprs[-1]
        if init.kind == K.UNEXPOSED_EXPR and self.ctype(init.type, init).kind == "array":
            inner = [ch for ch in init.get_children() if ch.kind.is_expression()]
            init = inner[0] if inner else init  # `auto [x, y] = arr;` copies element by element
        e = self.expr(init)
        ty = e.ty
        by_ref = c.type.kind.name.endswith("REFERENCE")
        parts: list[tuple[int, T.CType]]
        if isinstance(ty, T.StructType):
            parts = [st for st in (ty.fields[fd.spelling] for fd in self._fields(ty))]
        elif isinstance(ty, T.ArrayType):
            parts = [(i * ty.elem.size, ty.elem) for i in range(ty.count)]
        else:
            raise self.fail(c, f"a structured binding of {ty.name}")
        if len(parts) != len(names):
            raise self.fail(c, f"{len(names)} names for the {len(parts)} parts of {ty.name}")
        assert self.scope is not None
        slot = self.scope.new_slot()
        for name, (off, pty) in zip(names, parts, strict=True):
            self.binding_parts[_location_key(name)] = (slot, off, pty)
        where = self.address_of(e, init)
        if by_ref:
            return lambda f: f.__setitem__(slot, where(f))
        if isinstance(ty, T.StructType):
            fresh = self.struct_fresh_copy(ty, where)
            return lambda f: f.__setitem__(slot, fresh(f))
        size = ty.size

        def copy_array(f: Frame) -> None:
            src = where(f)
            dst = Pointer(ByteMem(size, "a structured binding's copy"), 0)
            for off, pty in parts:
                dst.mem.store(off, pty, src.mem.load(src.off + off, pty))
            f[slot] = dst
        return copy_array

    def _decl_stmt(self, c: Any) -> Stmt:
        parts: list[Stmt] = []
        for ch in c.get_children():
            if ch.kind == self.K.VAR_DECL:
                if self._is_dynamic_ub(ch):
                    continue  # a name of the block's dynamic UB: each use evaluates it (see _decl_ref)
                if ch.storage_class == self.ci.StorageClass.STATIC:
                    info = self._global_var(ch)
                    self.scope.vars[ch] = info  # type: ignore[union-attr]
                    continue
                info = self._declare(ch)
                sites = self.temp_sites
                init = self._var_init(ch, info)
                if init is not None:
                    parts.append(self.full_expr(init, sites))
                self.register_local_dtor(info, ch)
            elif ch.kind in (self.K.TYPEDEF_DECL, self.K.TYPE_ALIAS_DECL, self.K.STATIC_ASSERT,
                             self.K.USING_DECLARATION, self.K.USING_DIRECTIVE, self.K.NAMESPACE_ALIAS,
                             self.K.ENUM_DECL):
                continue
            elif ch.kind == self.K.UNEXPOSED_DECL and ch.spelling.startswith("["):
                parts.append(self._bindings(ch))
            else:
                raise self.fail(ch, f"the local declaration {ch.kind.name.lower()}")
        if not parts:
            return lambda f: None
        cur, loc = self.cur, self.where(c, col=False)
        block = self._block(parts)

        def run(f: Frame) -> Any:
            cur.loc = loc
            return block(f)

        return run

    def _slot_setter(self, info: VarInfo) -> Callable[[Frame, Any], None]:
        idx = info.idx
        if info.is_global:
            g = self.globals

            def gset(f: Frame, v: Any) -> None:
                g[idx] = v

            return gset

        def lset(f: Frame, v: Any) -> None:
            f[idx] = v

        return lset

    def _var_init(self, c: Any, info: VarInfo) -> Stmt | None:
        """The statement initialising a variable (None when there is nothing to run)."""
        ty = info.ty
        setv = self._slot_setter(info)
        init = cu.var_init(c)
        is_ub = self._is_ubuf_decl(c)
        if isinstance(ty, T.ArrayType) and info.byref and init is not None:
            where = self.expr(init).ev  # a reference to an array: it names the array's start
            return lambda f: setv(f, where(f))
        if isinstance(ty, T.ArrayType):
            if init is None and c.storage_class == self.ci.StorageClass.EXTERN:
                # Only ``extern __ubuf__ T name[]`` (no size) names something: the dynamic UB.
                raise self.fail(c, f"extern variable {c.spelling} without a definition")
            return self._array_init(c, ty, setv, init, is_ub, self._is_ubuf_decl(c, "ascsim_cbuf"))
        if isinstance(ty, T.StructType) and not info.byref:
            fill = self.init_into(ty, init, c) if init is not None else self.default_init(ty, c)
            make = self.struct_value(ty, fill).ev
            return lambda f: setv(f, make(f))
        if init is None:
            if isinstance(ty, T.ClassType):
                make = self.rt.default_maker(ty, c)
                return lambda f: setv(f, make())
            zero = 0.0 if isinstance(ty, T.FloatType) else (None if isinstance(ty, T.PtrType) else 0)
            if c.storage_class == self.ci.StorageClass.EXTERN:
                raise self.fail(c, f"extern variable {c.spelling} without a definition")
            return lambda f: setv(f, zero)
        if info.byref:
            e = self.expr(init)
            loc = self.address_of(e, init)
            if isinstance(ty, T.StructType) and ty.has_dtor and e.ty is ty and self.is_prvalue(init) \
                    and self.scope is not None and not info.is_global:
                # A reference bound to a temporary extends its life to the reference's scope.
                loc = self.adopt(loc, ty)
                self.register_local_dtor(VarInfo(info.idx, ty, False, False), c)
            return lambda f: setv(f, loc(f))
        e = self.convert(self.expr(init), ty, init)
        ev = e.ev
        if isinstance(ty, T.ClassType) and self._is_lvalue_class(init) and not c.type.kind.name.endswith(
                "REFERENCE"):
            copy = self.rt.copier(ty, c)
            return lambda f: setv(f, copy(ev(f)))
        return lambda f: setv(f, ev(f))

    def _is_lvalue_class(self, init: Any) -> bool:
        """Whether a class-typed initializer names an existing object (so the variable copies it)."""
        s = _strip(init)
        return s.kind in (self.K.DECL_REF_EXPR, self.K.ARRAY_SUBSCRIPT_EXPR, self.K.UNARY_OPERATOR)

    def _is_dynamic_ub(self, c: Any) -> bool:
        """Whether ``c`` is ``extern __ubuf__ T name[]``: the launch's dynamic UB (every such declaration
        names the same region, as CUDA's ``extern __shared__``)."""
        return c.storage_class == self.ci.StorageClass.EXTERN and c.type.get_canonical()._kind_id == 114 \
            and self._is_ubuf_decl(c)

    def _dynamic_ub(self, d: Any, c: Any) -> E:
        """The value of a name of the dynamic UB: a pointer to the running block's region."""
        leaf = self.ctype(self.ci.conf.lib.clang_getArrayElementType(d.type.get_canonical()), d)
        region = self.rt.dynamic_ub(leaf, d)
        return E(T.ptr(leaf), lambda f: region())

    def _is_ubuf_decl(self, c: Any, mark: str = "ascsim_ubuf") -> bool:
        """Whether the declaration carries ``__ubuf__`` (or ``__cbuf__`` with ``mark="ascsim_cbuf"``: an
        annotation in the prelude)."""
        return any(ch.kind == self.K.ANNOTATE_ATTR and ch.spelling == mark for ch in c.get_children())

    def _array_init(self, c: Any, ty: T.ArrayType, setv: Callable[[Frame, Any], None], init: Any,
                    is_ub: bool, is_l1: bool = False) -> Stmt:
        leaf = ty.leaf
        count = ty.size // leaf.size if leaf.size else 0
        if init is not None:
            s = _strip(init)
            ref = s.referenced if s.kind == self.K.CALL_EXPR else None
            if ref is not None and ref.kind == self.K.CONSTRUCTOR and ref.is_default_constructor():
                if isinstance(leaf, T.StructType) and leaf.default_ctor is None:
                    leaf.default_ctor = ref
                init = None  # default construction of each element: nothing to write
        label = f"{leaf.name} {c.spelling}[{count}]"
        # ``__ubuf__ T* a[n]``: the qualifier belongs to the pointee; the array of pointers is a local.
        if (is_ub or is_l1) and not isinstance(leaf, T.PtrType):
            if init is not None:
                raise self.fail(c, f"initialized {'__cbuf__' if is_l1 else '__ubuf__'} arrays")
            alloc = self.rt.ub_alloc(leaf, count, c, "l1" if is_l1 else "ub")
            return lambda f: setv(f, alloc())
        if isinstance(leaf, T.StructType):
            whole = self.object_init(ty, init, c)
            size = ty.size

            def structs(f: Frame) -> None:
                p = Pointer(RecMem(size, label), 0)
                setv(f, p)
                if whole is not None:
                    whole(f, p)
            return structs
        make = self.rt.default_maker(leaf, c) if isinstance(leaf, T.ClassType) else None
        fillers = self._array_fillers(ty, init, 0) if init is not None else []

        def run(f: Frame) -> None:
            mem = new_buffer(leaf, count, label, make)
            p = Pointer(mem, 0)
            setv(f, p)
            for fill in fillers:
                fill(f, p)

        return run

    def _array_fillers(self, ty: T.CType, init: Any, base: int) -> list[Callable[[Frame, Pointer], None]]:
        """Closures writing an array initializer (nested init lists, string literals) at ``base``."""
        K = self.K
        s = _strip(init)
        out: list[Callable[[Frame, Pointer], None]] = []
        if isinstance(ty, T.ArrayType) and s.kind == K.STRING_LITERAL:
            data = cu.string_literal(s)
            if data is None:
                raise self.fail(s, "wide and unicode string literals")
            data = data[:ty.count]
            data = data + b"\0" * (ty.count - len(data))

            def put_str(f: Frame, p: Pointer, data: bytes = data, base: int = base) -> None:
                for i, b in enumerate(data):
                    p.mem.store(p.off + base + i, T.CHAR, b - 256 if b > 127 else b)

            return [put_str]
        if isinstance(ty, T.ArrayType) and s.kind == K.INIT_LIST_EXPR:
            for i, ch in enumerate(s.get_children()):
                out += self._array_fillers(ty.elem, ch, base + i * ty.elem.size)
            return out
        if isinstance(ty, T.ArrayType):
            raise self.fail(init, "this array initializer")
        if isinstance(ty, T.StructType):
            one = self.init_into(ty, init, init)

            def put_struct(f: Frame, p: Pointer, one: Any = one, base: int = base) -> None:
                one(f, Pointer(p.mem, p.off + base))
            return [put_struct]
        e = self.convert(self.expr(init), ty, init).ev

        def put(f: Frame, p: Pointer, e: Ev = e, base: int = base, ty: T.CType = ty) -> None:
            p.mem.store(p.off + base, ty, e(f))

        return [put]

    def _return(self, c: Any) -> Stmt:
        kids = list(c.get_children())
        cur, loc = self.cur, self.where(c, col=False)
        if not kids:
            return lambda f: RET
        fn = self.scope.func  # type: ignore[union-attr]
        if isinstance(fn.ret, T.StructType) and fn.ret.has_dtor and fn.nrvo is not None and not fn.ret_byref:
            s = self._returned(kids[0])
            if s.kind == self.K.DECL_REF_EXPR and s.referenced == fn.nrvo:
                info = self.var_info(s.referenced, s)
                if info.ty is fn.ret and not info.byref and not info.is_global:
                    idx = info.idx

                    def ret_named(f: Frame) -> int:
                        cur.loc = loc
                        f[0] = f[idx]
                        f[idx] = None  # the result now: not destroyed with the function's locals
                        return RET
                    return ret_named
        sites = self.temp_sites
        if fn.ret_byref:
            addr = self.full_expr(self.address_of(self.expr(kids[0]), kids[0]), sites)

            def ret_ref(f: Frame) -> int:
                cur.loc = loc
                f[0] = addr(f)
                return RET

            return ret_ref
        ev = self.convert(self.expr(kids[0]), fn.ret, kids[0]).ev
        if isinstance(fn.ret, T.StructType) and not self.is_prvalue(kids[0]):
            ev = self.struct_fresh_copy(fn.ret, ev)
        elif isinstance(fn.ret, T.StructType):
            ev = self.adopt(ev, fn.ret)
        if isinstance(fn.ret, T.ClassType) and self._is_lvalue_class(kids[0]):
            copy = self.rt.copier(fn.ret, c)
            inner = ev

            def ev(f: Frame) -> Any:
                return copy(inner(f))

        ev = self.full_expr(ev, sites)

        def ret(f: Frame) -> int:
            cur.loc = loc
            f[0] = ev(f)
            return RET

        return ret

    def cond(self, c: Any) -> Ev:
        sites = self.temp_sites
        return self.full_expr(self.convert(self.expr(c), T.BOOL, c).ev, sites)

    def _if(self, c: Any) -> Stmt:
        return self.scoped(lambda: self._if_body(c))

    def _if_body(self, c: Any) -> Stmt:
        kids = list(c.get_children())
        pre: list[Stmt] = []
        while kids and kids[0].kind in (self.K.VAR_DECL, self.K.DECL_STMT):
            d = kids.pop(0)
            if d.kind == self.K.DECL_STMT:
                pre.append(self._decl_stmt(d))
            else:
                info = self._declare(d)
                init = self._var_init(d, info)
                if init is not None:
                    pre.append(init)
                self.register_local_dtor(info, d)
        if len(kids) not in (2, 3):
            raise self.fail(c, "this form of if statement")
        test, test_src = self._cond_and_src(kids[0])
        then = self.stmt(kids[1])
        other = self.stmt(kids[2]) if len(kids) == 3 else None
        cur, loc = self.cur, self.where(c, col=False)
        if test_src is not None and hasattr(then, "_fsrc") and (other is None or hasattr(other, "_fsrc")):
            lines = [f"{self.cur_name()}.loc = {loc!r}", f"if {test_src}:", *("    " + x for x in then._fsrc)]
            if other is not None:
                lines += ["else:", *("    " + x for x in other._fsrc)]
            run = self.fused_stmt(lines)
            return self._block(pre + [run]) if pre else run

        if other is None:
            def run(f: Frame) -> Any:
                cur.loc = loc
                if test(f):
                    return then(f)
                return None
        else:
            def run(f: Frame) -> Any:
                cur.loc = loc
                if test(f):
                    return then(f)
                return other(f)
        if pre:
            return self._block(pre + [run])
        return run

    def _for(self, c: Any) -> Stmt:
        return self.scoped(lambda: self._for_body(c))

    def _for_body(self, c: Any) -> Stmt:
        kids = list(c.get_children())
        body_c = kids[-1]
        init_s, cond_e, inc_e = self._for_parts(c, kids[:-1], body_c)
        init = self.stmt(init_s) if init_s is not None else None
        test, test_src = self._cond_and_src(cond_e) if cond_e is not None else (None, "True")
        inc_src: str | None = ""
        inc = None
        if inc_e is not None:
            sites = self.temp_sites
            inc_x = self.expr(inc_e)
            inc_src = (inc_x.stmt_src or inc_x.src) if self.temp_sites == sites else None
            inc = self.full_expr(inc_x.ev, sites)
        return self._loop(c, init, test, inc, self.stmt(body_c), test_src, inc_src)

    def _cond_and_src(self, c: Any) -> tuple[Ev, str | None]:
        """:meth:`cond`, and its source when it fuses (None if not)."""
        sites = self.temp_sites
        e = self.convert(self.expr(c), T.BOOL, c)
        src = e.src if self.temp_sites == sites else None
        return self.full_expr(e.ev, sites), src

    def _loop(self, c: Any, init: Stmt | None, test: Any, inc: Any, body: Stmt, test_src: str | None = None,
              inc_src: str | None = None) -> Stmt:
        """``for (init; test; inc) body``; a while loop is one without init and inc. When the test,
        the increment (``""``: none) and the body fuse, the loop is one Python ``while``."""
        cur, loc = self.cur, self.where(c, col=False)
        if test_src is not None and inc_src is not None and hasattr(body, "_fsrc"):
            head = [f"{self.cur_name()}.loc = {loc!r}", f"if not ({test_src}): return None"]
            tail = [*body._fsrc, *([inc_src] if inc_src else [])]
            fast = self.fused_loop([*head, *tail])
            # Inside a VF the loop is a hardware loop: its iteration count is on COUNTERS (_counted).
            counted = self.fused_loop([*head, f"{self.bind(COUNTERS)}[_s] += 1", *tail], "f, _s")

            def run_fused(f: Frame) -> Any:
                if init is not None:
                    init(f)
                if not CTX.vf_depth:
                    return fast(f)
                slot = len(COUNTERS)
                COUNTERS.append(-1)
                try:
                    return counted(f, slot)
                finally:
                    del COUNTERS[slot:]
            return run_fused

        def loop(f: Frame, body: Stmt) -> Any:
            while True:
                cur.loc = loc
                if test is not None and not test(f):
                    return None
                r = body(f)
                if r:
                    if r == BRK:
                        return None
                    if r != CNT:  # return, or a goto to a label outside the loop
                        return r
                if inc is not None:
                    inc(f)

        def run(f: Frame) -> Any:
            if init is not None:
                init(f)
            return _counted(loop, f, body) if CTX.vf_depth else loop(f, body)

        return run

    def _for_parts(self, c: Any, parts: list[Any], body_c: Any) -> tuple[Any, Any, Any]:
        """(init, condition, increment) of a for statement; libclang omits the absent ones."""
        if len(parts) == 3:
            return parts[0], parts[1], parts[2]
        semis: list[int] = []
        if c.extent.start.offset != body_c.extent.start.offset:
            # Place each part by where it starts relative to the two ';' inside the parentheses.
            rng = self.ci.SourceRange.from_locations(c.extent.start, body_c.extent.start)
            depth = 0
            for t in self.tu.get_tokens(extent=rng):
                s = t.spelling
                if s == "(":
                    depth += 1
                elif s == ")":
                    depth -= 1
                    if depth == 0:
                        break
                elif s == ";" and depth == 1:
                    semis.append(t.extent.start.offset)
        if len(semis) == 2 and all(p.extent.start.offset not in semis for p in parts):
            init_s = cond_e = inc_e = None
            for p in parts:
                off = p.extent.start.offset
                if off < semis[0]:
                    init_s = p
                elif off < semis[1]:
                    cond_e = p
                else:
                    inc_e = p
            return init_s, cond_e, inc_e
        # Written through a macro: the condition is the part clang converted to bool.
        rest = list(parts)
        init = rest.pop(0) if rest and rest[0].kind == self.K.DECL_STMT else None
        cond_i = next((i for i, p in enumerate(rest) if p.kind.is_expression() and self.ctype(p.type, p) is T.BOOL),
                      None)
        if cond_i is None:
            if len(rest) == 2:
                return rest[0], None, rest[1]
            return init, None, rest[0] if rest else None
        before, after = rest[:cond_i], rest[cond_i + 1:]
        if before and init is None:
            init = before[0]
        return init, rest[cond_i], after[0] if after else None

    def _while(self, c: Any) -> Stmt:
        kids = list(c.get_children())
        if len(kids) != 2:
            raise self.fail(c, "a declaration in a while condition")
        test, test_src = self._cond_and_src(kids[0])
        return self._loop(c, None, test, None, self.stmt(kids[1]), test_src, "")

    def _do(self, c: Any) -> Stmt:
        kids = list(c.get_children())
        body, test = self.stmt(kids[0]), self.cond(kids[1])
        cur, loc = self.cur, self.where(c, col=False)

        def loop(f: Frame, body: Stmt) -> Any:
            while True:
                r = body(f)
                if r:
                    if r == BRK:
                        return None
                    if r != CNT:  # return, or a goto to a label outside the loop
                        return r
                cur.loc = loc
                if not test(f):
                    return None

        def run(f: Frame) -> Any:
            return _counted(loop, f, body) if CTX.vf_depth else loop(f, body)

        return run

    def _range_for(self, c: Any) -> Stmt:
        kids = list(c.get_children())
        var_c, range_c, body_c = kids[0], kids[-2], kids[-1]
        info = self._declare(var_c)
        rng = self.expr(range_c)
        body = self.stmt(body_c)
        rty = rng.ty
        if isinstance(rty, T.ArrayType):
            elem, count = rty.elem, rty.count
            arr = rng.ev

            def items(f: Frame) -> Any:
                p = arr(f)
                return [Pointer(p.mem, p.off + i * elem.size) for i in range(count)]
        elif isinstance(rty, T.ClassType) and rty.role == "initlist":
            elem = rty.arg
            lst = rng.ev

            def items(f: Frame) -> Any:
                vals = lst(f)
                return [Pointer(ObjMem([v], elem.size), 0) for v in vals]
        elif isinstance(rty, T.StructType) and "__elems" in rty.fields and rng.loc is not None:
            # std::array (the library's own C++): its elements are the array member __elems.
            off, aty = rty.fields["__elems"]
            assert isinstance(aty, T.ArrayType)
            elem, count = aty.elem, aty.count
            where = rng.loc

            def items(f: Frame) -> Any:
                p = where(f)
                return [Pointer(p.mem, p.off + off + i * elem.size) for i in range(count)]
        else:
            raise self.fail(range_c, f"range-for over {rty.name}")
        setv = self._slot_setter(info)
        by_ref = info.byref
        is_class = isinstance(elem, T.ClassType)
        copy = self.rt.copier(elem, c) if is_class else None
        ref_decl = var_c.type.kind.name.endswith("REFERENCE")
        cur, loc = self.cur, self.where(c, col=False)
        fresh: Callable[[Pointer], Pointer] | None = None
        if isinstance(elem, T.StructType):
            copy_one = self.struct_fresh_copy(elem, lambda p: p)

            def fresh(p: Pointer) -> Pointer:
                return copy_one(p)  # type: ignore[arg-type]

        kill = self.destroyer(elem, c) if fresh is not None and _needs_dtor(elem) else None
        var_idx = info.idx

        def run(f: Frame) -> Any:
            cur.loc = loc
            for p in items(f):
                if by_ref:
                    setv(f, p)
                elif fresh is not None:
                    setv(f, fresh(p))
                else:
                    v = p.mem.load(p.off, elem)
                    setv(f, copy(v) if copy is not None and not ref_decl else v)
                r = body(f)
                if kill is not None:
                    kill(f[var_idx])  # the loop variable's copy ends with each iteration
                    f[var_idx] = None
                if r:
                    if r == BRK:
                        return None
                    if r != CNT:  # return, or a goto to a label outside the loop
                        return r
            return None

        return run

    def _switch(self, c: Any) -> Stmt:
        kids = list(c.get_children())
        if len(kids) != 2 or kids[1].kind != self.K.COMPOUND_STMT:
            raise self.fail(c, "this form of switch statement")
        sites = self.temp_sites
        test = self.full_expr(self.expr(kids[0]).ev, sites)
        stmts: list[Stmt] = []
        labels: dict[int, int] = {}
        default = None
        for ch in kids[1].get_children():
            while ch.kind in (self.K.CASE_STMT, self.K.DEFAULT_STMT):
                sub = list(ch.get_children())
                if ch.kind == self.K.CASE_STMT:
                    if len(sub) != 2:
                        raise self.fail(ch, "case ranges")
                    value = cu.evaluate(sub[0])
                    if not isinstance(value, int):
                        raise self.fail(sub[0], "a case label that is not an integer constant")
                    labels.setdefault(value, len(stmts))
                else:
                    default = len(stmts)
                ch = sub[-1]
            stmts.append(self.stmt(ch))
        seq = tuple(stmts)
        end = len(seq)

        def run(f: Frame) -> Any:
            start = labels.get(test(f), default if default is not None else end)
            for i in range(start, end):
                r = seq[i](f)
                if r:
                    if r == BRK:
                        return None
                    return r
            return None

        return run

    # -- expressions -------------------------------------------------------------------------
    def expr(self, c: Any) -> E:
        K = self.K
        k = c.kind
        if k == K.UNEXPOSED_EXPR:
            return self._unexposed(c)
        if k == K.PAREN_EXPR:
            return self.expr(next(iter(c.get_children())))
        if k == K.DECL_REF_EXPR:
            return self._decl_ref(c)
        if k in (K.INTEGER_LITERAL, K.CHARACTER_LITERAL, K.CXX_BOOL_LITERAL_EXPR, K.FLOATING_LITERAL,
                 K.CXX_UNARY_EXPR):
            return self._constant(c)
        if k == K.STRING_LITERAL:
            data = cu.string_literal(c)
            if data is None:
                raise self.fail(c, "wide and unicode string literals")
            p = Pointer(string_mem(data), 0)
            return E(self.ctype(c.type, c), lambda f: p)
        if k == K.CXX_NULL_PTR_LITERAL_EXPR:
            return E(T.NULLPTR, lambda f: None)
        if k == K.BINARY_OPERATOR:
            return self._binary(c)
        if k == K.COMPOUND_ASSIGNMENT_OPERATOR:
            return self._compound_assign(c)
        if k == K.UNARY_OPERATOR:
            return self._unary(c)
        if k == K.CONDITIONAL_OPERATOR:
            return self._conditional(c)
        if k == K.ARRAY_SUBSCRIPT_EXPR:
            return self._subscript(c)
        if k in (K.CSTYLE_CAST_EXPR, K.CXX_STATIC_CAST_EXPR, K.CXX_REINTERPRET_CAST_EXPR,
                 K.CXX_CONST_CAST_EXPR, K.CXX_FUNCTIONAL_CAST_EXPR):
            return self._cast(c)
        if k == K.CALL_EXPR:
            return self.rt.calls.call(self, c)
        if k == K.INIT_LIST_EXPR:
            kids = list(c.get_children())
            ty = self.ctype(c.type, c)
            if ty.is_scalar or isinstance(ty, T.PtrType):
                if not kids:
                    zero = 0.0 if isinstance(ty, T.FloatType) else (None if isinstance(ty, T.PtrType) else 0)
                    return E(ty, lambda f: zero)
                return self.convert(self.expr(kids[0]), ty, kids[0])
            if isinstance(ty, T.ClassType) and len(kids) == 1:
                return self.convert(self.expr(kids[0]), ty, kids[0])
            if isinstance(ty, T.StructType):
                return self.as_temp(self.struct_value(ty, self.init_into(ty, c, c)))
            raise self.fail(c, f"a braced initializer of {ty.name} here")
        if k == K.MEMBER_REF_EXPR:
            return self._member(c)
        if k == K.LAMBDA_EXPR:
            return self._lambda_expr(c)
        if k == K.CXX_NEW_EXPR:
            return self._new(c)
        if k == K.CXX_DELETE_EXPR:
            return self._delete(c)
        if k == K.CXX_THIS_EXPR:
            this = self.this_expr(c)
            return E(T.ptr(this.ty), this.ev)
        if k == K.CXX_THROW_EXPR:
            raise self.fail(c, "exceptions")
        if k == K.CXX_TYPEID_EXPR:
            raise self.fail(c, "typeid")
        raise self.fail(c, f"the expression kind {k.name.lower()}")

    # -- new and delete ----------------------------------------------------------------------
    def _tokens(self, c: Any) -> list[Any]:
        """The tokens of ``c`` through the end of its last child (inside a template instantiation,
        libclang's extent of a new or delete expression may stop after the keyword)."""
        end = c.extent.end
        for ch in c.get_children():
            if ch.extent.end.file is not None and ch.extent.end.offset > end.offset:
                end = ch.extent.end
        rng = self.ci.SourceRange.from_locations(c.extent.start, end)
        return list(self.tu.get_tokens(extent=rng))

    def _bracket_form(self, c: Any, keyword: str) -> bool:
        """Whether ``new T[n]`` / ``delete[] p`` (a ``[`` right after the type or the keyword)."""
        toks = [t.spelling for t in self._tokens(c)]
        if keyword == "delete":
            return toks[:3] in (["delete", "[", "]"], ["::", "delete", "["]) or toks[1:4] == ["delete", "[", "]"]
        depth = 0
        for t in toks[1:]:
            if t in ("(", "{") and depth == 0:
                return False
            if t == "[" and depth == 0:
                return True
            if t in ("<", "(", "{"):
                depth += 1
            elif t in (">", ")", "}"):
                depth -= 1
        return False

    def _new_type_end(self, c: Any) -> int:
        """The offset where the type written after ``new`` ends (template arguments included)."""
        depth = 0
        end = c.extent.start.offset
        started = False
        for t in self._tokens(c):
            s = t.spelling
            if not started:
                started = s == "new"
                end = t.extent.end.offset
                continue
            if s == "<":
                depth += 1
            elif s == ">" and depth:
                depth -= 1
            elif s == ">>" and depth:
                depth = max(0, depth - 2)
            elif depth == 0 and s in ("[", "(", "{", ")", ";", ","):
                break
            end = t.extent.end.offset
        return end

    def _new(self, c: Any) -> E:
        """``new T``, ``new T(args)``, ``new T{...}``, ``new T[n]``, ``new T[n]{...}``: storage that lives until
        ``delete`` (ascsim reports a double delete, a mismatched form, and what is never deleted)."""
        K = self.K
        ty = self.ctype(c.type, c)
        if not isinstance(ty, T.PtrType):
            raise self.fail(c, "this new expression")
        elem = ty.pointee
        if isinstance(elem, T.ArrayType):
            raise self.fail(c, "new of an array of arrays")
        toks = [t.spelling for t in self._tokens(c)]
        if toks[1:2] == ["("] or toks[2:3] == ["("] and toks[0] == "::":
            raise self.fail(c, "placement new")
        type_end = self._new_type_end(c)
        # Expressions inside the type (non-type template arguments) are not the size or the initializer.
        kids = [ch for ch in c.get_children() if ch.kind.is_expression() and ch.extent.end.offset > type_end]
        array = self._bracket_form(c, "new")
        size = max(elem.size, 1)
        rt, cur, where = self.rt, self.cur, self.where(c, col=False)
        if array:
            if not kids:
                raise self.fail(c, "this new expression")
            count_ev = self.convert(self.expr(kids[0]), T.LLONG, kids[0]).ev
            init_c = kids[1] if len(kids) > 1 else None
            s = _strip(init_c) if init_c is not None else None
            items = list(s.get_children()) if s is not None and s.kind == K.INIT_LIST_EXPR else []
            fills = [self.object_init(elem, it, it) for it in items]
            rest = None
            if isinstance(elem, (T.StructType, T.ClassType)) and cu.evaluate(kids[0]) != len(items):
                rest = self.object_init(elem, None, c)
            label_of = f"new {elem.name}[{{}}]"
        else:
            count_ev = None
            init_c = kids[0] if kids else None
            s = _strip(init_c) if init_c is not None else None
            if s is not None and s.kind == K.INIT_LIST_EXPR and not isinstance(elem, (T.StructType, T.ClassType)):
                inner = list(s.get_children())
                init_c = inner[0] if inner else None
            one = self.object_init(elem, init_c, c)
            fills, rest = [one], None
            label_of = f"new {elem.name}"
        heap = rt.heap

        def run(f: Frame) -> Pointer:
            n = count_ev(f) if count_ev is not None else 1
            if n < 0 or n * size > 1 << 40:
                raise RunError(f"new of {n} {elem.name} object(s): more memory than the program can have "
                               "(std::bad_alloc)")
            label = label_of.format(n) if array else label_of
            try:
                mem = HeapMem(n * size, label, array, elem, n, cur.loc or where)
            except MemoryError:
                raise RunError(f"new of {n * size} bytes: the host cannot allocate them (std::bad_alloc)") from None
            heap.append(mem)
            if array and len(fills) > n:
                raise RunError(f"new {elem.name}[{n}] with {len(fills)} initializers (std::bad_array_new_length)")
            for i in range(n):
                step = fills[i] if i < len(fills) else rest
                if step is not None:
                    step(f, Pointer(mem, i * size))
            return Pointer(mem, 0)
        return E(ty, run)

    def _delete(self, c: Any) -> E:
        """``delete p`` / ``delete[] p``: destroys the object(s) (in reverse order), then frees the storage."""
        kids = [ch for ch in c.get_children() if ch.kind.is_expression()]
        if len(kids) != 1:
            raise self.fail(c, "this delete expression")
        e = self.expr(kids[0])
        if not isinstance(e.ty, T.PtrType):
            raise self.fail(c, f"delete of a {e.ty.name}")
        elem = e.ty.pointee
        array = self._bracket_form(c, "delete")
        destroy = self.destroyer(elem, c) if _needs_dtor(elem) else None
        get, cur = e.ev, self.cur
        form = "delete[]" if array else "delete"

        def run(f: Frame) -> None:
            p = get(f)
            if p is None:
                return None
            mem = p.mem
            if not isinstance(mem, HeapMem):
                raise RunError(f"{form} of a pointer that new did not return (it points to {mem.describe()})")
            if mem.freed_at is not None:
                raise RunError(f"{form} of {mem.label} (allocated at {mem.where}), already deleted at {mem.freed_at}: "
                               "a double delete")
            if p.off != 0:
                raise RunError(f"{form} of a pointer {p.off} bytes into {mem.label} (allocated at {mem.where}); "
                               "delete the pointer new returned")
            if mem.array != array:
                right = "delete[]" if mem.array else "delete"
                raise RunError(f"{form} of {mem.label} (allocated at {mem.where}): memory from "
                               f"{'new[]' if mem.array else 'new'} is released with {right}")
            if destroy is not None:
                size = max(elem.size, 1)
                for i in range(mem.count - 1, -1, -1):
                    destroy(Pointer(mem, i * size))
            mem.free(cur.loc or "?")
            return None
        return E(T.VOID, run)

    def _constant(self, c: Any) -> E:
        ty = self.ctype(c.type, c)
        v = cu.evaluate(c)
        if v is None:
            raise self.fail(c, "this constant expression")
        if isinstance(ty, T.IntType):
            v = ty.wrap(int(v))
        elif isinstance(ty, T.FloatType):
            v = ty.round(float(v))
        return self._literal(ty, v)

    def _literal(self, ty: T.CType, v: Any) -> E:
        """A constant: its value written into the source of fused expressions."""
        if type(v) is int or type(v) is float and math.isfinite(v):
            return self.fused(ty, repr(v) if v >= 0 else f"({v!r})")
        return E(ty, lambda f: v)

    def _unexposed(self, c: Any) -> E:
        kids = [ch for ch in c.get_children() if ch.kind.is_expression()]
        ty = self.ctype(c.type, c)
        if not kids:
            if c.location.line == 0:
                raise self.fail(c, "a default argument here")
            v = cu.evaluate(c)
            if isinstance(ty, T.PtrType) or ty is T.NULLPTR:
                return E(ty, lambda f: None)
            if isinstance(ty, T.ClassType):
                make = self.rt.default_maker(ty, c)
                return E(ty, lambda f: make())
            if v is None:
                v = 0
            v = ty.wrap(int(v)) if isinstance(ty, T.IntType) else (float(v) if isinstance(ty, T.FloatType) else v)
            return self._literal(ty, v)
        if len(kids) > 1:
            raise self.fail(c, "this implicit expression")
        inner = kids[0]
        if isinstance(ty, T.ClassType) and ty.role == "initlist":
            return self._init_list(inner, ty)
        return self.convert(self.expr(inner), ty, c)

    def _init_list(self, c: Any, ty: T.ClassType) -> E:
        s = _strip(c)
        if s.kind != self.K.INIT_LIST_EXPR:
            raise self.fail(c, "this std::initializer_list")
        elem = ty.arg
        evs = [self.braced(ch, elem) for ch in s.get_children()]
        copy = self.rt.copier(elem, c) if isinstance(elem, T.ClassType) else None
        if copy is not None:
            return E(ty, lambda f: [copy(e(f)) for e in evs])
        return E(ty, lambda f: [e(f) for e in evs])

    def braced(self, c: Any, ty: T.CType) -> Ev:
        """An element of a braced list, of type ``ty``."""
        return self.convert(self.expr(c), ty, c).ev

    # -- conversions -------------------------------------------------------------------------
    def value_converter(self, src: T.CType, dst: T.CType, c: Any) -> Callable[[Any], Any] | None:
        """The function converting a value of ``src`` to ``dst`` (None: no change)."""
        if src is dst:
            return None
        if isinstance(dst, T.IntType):
            if dst.is_bool:
                if isinstance(src, (T.IntType, T.FloatType)):
                    return lambda v: v != 0
                if isinstance(src, (T.PtrType, T.NullptrType)):
                    return lambda v: v is not None
                if isinstance(src, T.ByteFloatType):
                    return lambda v: src.to_float(v) != 0
            if isinstance(src, T.IntType):
                if src.is_bool or (src.min >= dst.min and src.max <= dst.max):
                    return (lambda v: 1 if v else 0) if src.is_bool else None
                return dst.wrap
            if isinstance(src, T.FloatType):
                def f2i(v: float, dst: T.IntType = dst) -> int:
                    if v != v or v in (math.inf, -math.inf):
                        raise RunError(f"converts {v} to {dst.name}: the value has no integer equivalent")
                    i = int(v)
                    if not dst.min <= i <= dst.max:
                        raise RunError(f"converts {v!r} to {dst.name}: out of range (undefined behaviour)")
                    return i
                return f2i
            if isinstance(src, T.PtrType) or src is T.NULLPTR:
                return lambda v: dst.wrap(v.address()) if v is not None else 0
            if isinstance(src, T.ByteFloatType):
                return lambda v: dst.wrap(int(src.to_float(v)))
        if isinstance(dst, T.FloatType):
            if isinstance(src, T.IntType):
                rnd = dst.round
                return lambda v: rnd(float(v))
            if isinstance(src, T.FloatType):
                if dst.rank > src.rank and dst is not T.BF16 and src is not T.BF16 or dst is T.DOUBLE:
                    return lambda v: float(v)  # widening is exact (drops NaN bits of the narrower type)
                rnd = dst.round
                return lambda v: rnd(v)
            if isinstance(src, T.ByteFloatType):
                rnd = dst.round
                return lambda v: rnd(src.to_float(v))
        if isinstance(dst, T.PtrType):
            if isinstance(src, (T.PtrType, T.NullptrType, T.ArrayType, T.FuncType)):
                return None
            if isinstance(src, T.IntType):
                return lambda v: from_address(v)
        if isinstance(dst, T.ByteFloatType):
            if isinstance(src, T.ByteFloatType):
                return lambda v: dst.from_float(src.to_float(v))
            if isinstance(src, (T.IntType, T.FloatType)):
                return lambda v: dst.from_float(float(v))
        if isinstance(dst, T.ClassType) and isinstance(src, T.ClassType):
            if dst.role == src.role and dst.arg is src.arg:
                return None
        if isinstance(dst, T.StructType) and isinstance(src, T.StructType) and _derives(src, dst):
            return None  # a derived object as its base (the base with data is at offset 0)
        if dst is T.VOID:
            return lambda v: None
        if isinstance(dst, (T.FuncType, T.ArrayType)) and type(dst) is type(src):
            return None
        if dst is T.NULLPTR and src is T.NULLPTR:
            return None
        raise self.fail(c, f"the conversion from {src.name} to {dst.name}")

    def convert(self, e: E, dst: T.CType, c: Any) -> E:
        """``e`` as a value of type ``dst``; lvalue-ness survives only when nothing changes."""
        if e.ty is dst:
            return e
        if isinstance(dst, T.FuncType) or isinstance(dst, T.PtrType) and isinstance(e.ty, T.FuncType):
            return E(dst, e.ev, e.loc, e.store, e.node)
        fn = self.value_converter(e.ty, dst, c)
        if fn is None:
            same = e.ty.kind == dst.kind
            if e.src is not None:
                return self.fused(dst, e.src, e.loc if same else None, e.store if same else None,
                                  e.put_src if same else None)
            return E(dst, e.ev, e.loc if same else None, e.store if same else None, e.node)
        if e.src is not None and e.src.isdigit() and isinstance(dst, T.IntType) and isinstance(e.ty, T.IntType):
            return self._literal(dst, dst.wrap(int(e.src)))  # a constant converts at compile time
        if e.src is not None:
            src = self._converted_src(e.ty, dst, e.src)
            return self.fused(dst, src if src is not None else f"{self.bind(fn)}({e.src})")
        ev = e.ev
        return E(dst, lambda f: fn(ev(f)))

    def _converted_src(self, src: T.CType, dst: T.CType, a: str) -> str | None:
        """Source converting the value ``a`` of ``src`` to ``dst``, where it is plain Python."""
        if isinstance(dst, T.IntType) and isinstance(src, T.IntType) and not src.is_bool:
            if dst.is_bool:
                return f"({a} != 0)"
            if not dst.signed:
                return f"({a} & {dst.mask})"
        if isinstance(dst, T.FloatType) and isinstance(src, T.IntType):
            if dst is T.DOUBLE:
                return f"float({a})"
            if dst is T.FLOAT:  # integers of magnitude up to 2**24 are floats exactly
                if src.size <= 2:
                    return f"float({a})"
                return f"(float(_n) if -16777216 <= (_n := {a}) <= 16777216 else {self.round_src(dst, 'float(_n)')})"
            return self.round_src(dst, f"float({a})")
        return None

    # -- lvalues -----------------------------------------------------------------------------
    def address_of(self, e: E, c: Any) -> Ev:
        """f -> Pointer to the object ``e`` denotes (a temporary for an rvalue)."""
        if e.loc is not None:
            return e.loc
        ev, ty = e.ev, e.ty
        if isinstance(ty, T.StructType):
            return ev
        if isinstance(ty, T.ClassType):
            return lambda f: Pointer(ObjMem([ev(f)], ty.size), 0)
        return lambda f: Pointer(SlotMem([ev(f)], 0, ty), 0)

    def _var_expr(self, info: VarInfo, c: Any) -> E:
        ty, idx = info.ty, info.idx
        if info.byref:
            frame_get: Ev
            if info.is_global:
                g = self.globals

                def frame_get(f: Frame) -> Any:
                    return g[idx]
            else:
                def frame_get(f: Frame) -> Any:
                    return f[idx]
            return mem_lvalue(ty, frame_get)
        if isinstance(ty, T.ArrayType):
            if info.is_global:
                g = self.globals
                return E(ty, lambda f: g[idx], lambda f: g[idx])
            return E(ty, lambda f: f[idx], lambda f: f[idx])
        if isinstance(ty, T.StructType):
            if info.is_global:
                g = self.globals
                return struct_lvalue(ty, lambda f: g[idx])
            return struct_lvalue(ty, lambda f: f[idx])
        if info.is_global:
            g = self.globals

            def gget(f: Frame) -> Any:
                return g[idx]

            def gstore(f: Frame, v: Any) -> None:
                g[idx] = v

            return E(ty, gget, lambda f: Pointer(SlotMem(g, idx, ty), 0), gstore)

        def store(f: Frame, v: Any) -> None:
            f[idx] = v

        return self.fused(ty, f"f[{idx}]", lambda f: Pointer(SlotMem(f, idx, ty), 0), store)

    def _decl_ref(self, c: Any) -> E:
        K = self.K
        d = c.referenced
        if d is None:
            if cu.evaluate(c) is not None:  # a non-type template argument inside an instantiation
                return self._constant(c)
            raise self.fail(c, f"the name {c.spelling}")
        if d.kind in (K.VAR_DECL, K.PARM_DECL):
            if self.in_prelude(d):
                return self.rt.prelude_var(self, d, c)
            if d.kind == K.VAR_DECL and self._is_dynamic_ub(d):
                return self._dynamic_ub(d, c)
            return self._var_expr(self.var_info(d, c), c)
        if d.kind == K.ENUM_CONSTANT_DECL:
            ty = self.ctype(c.type, c)
            v = d.enum_value
            return E(ty, lambda f: v)
        if d.kind == K.FUNCTION_DECL and not self.rt.is_native_decl(self, d):
            fp = self.fn_pointer(d, c)
            return E(self.ctype(c.type, c), lambda f: fp)
        if d.kind in (K.FUNCTION_DECL, K.CXX_METHOD, K.FUNCTION_TEMPLATE):
            fv = FuncVal(qualified_name(d))
            return E(T.FuncType(), lambda f: fv)
        if d.kind == K.TEMPLATE_NON_TYPE_PARAMETER:
            return self._constant(c)
        part = self.binding_parts.get(_location_key(d)) if d.kind == K.UNEXPOSED_DECL else None
        if part is not None:  # a name of a structured binding: a part of the object in its slot
            slot, off, pty = part
            return mem_lvalue(pty, lambda f: Pointer(f[slot].mem, f[slot].off + off))
        if d.kind == K.UNEXPOSED_DECL and cu.evaluate(c) is not None:
            return self._constant(c)  # a constexpr variable template (same_v<A, B>)
        if d.kind == K.UNEXPOSED_DECL:
            raise self.fail(c, f"the name {d.spelling} here")
        raise self.fail(c, f"a reference to {d.kind.name.lower()} {d.spelling}")

    # -- operators ---------------------------------------------------------------------------
    def _binary(self, c: Any) -> E:
        op = cu.binop(c)
        a_c, b_c = list(c.get_children())
        if op == ",":
            first, second = self.expr(a_c).ev, self.expr(b_c)
            bev = second.ev

            def comma(f: Frame) -> Any:
                first(f)
                return bev(f)

            return E(second.ty, comma, second.loc, second.store)
        a, b = self.expr(a_c), self.expr(b_c)
        ty = self.ctype(c.type, c)
        if op == "=":
            return self._assign(a, b, a_c, c)
        if op in ("&&", "||"):
            xe, ye = self.convert(a, T.BOOL, a_c), self.convert(b, T.BOOL, b_c)
            if xe.src is not None or ye.src is not None:
                return self.fused(T.BOOL, f"bool({self.src(xe)} {'and' if op == '&&' else 'or'} {self.src(ye)})")
            x, y = xe.ev, ye.ev
            if op == "&&":
                return E(T.BOOL, lambda f: bool(x(f) and y(f)))
            return E(T.BOOL, lambda f: bool(x(f) or y(f)))
        if isinstance(a.ty, (T.PtrType, T.NullptrType)) or isinstance(b.ty, (T.PtrType, T.NullptrType)):
            return self._pointer_binary(op, a, b, ty, c)
        src = self._arith_src(op, a, b, ty) if a.src is not None or b.src is not None else None
        if src is not None:
            return self.fused(ty, src)
        return E(ty, self.arith(op, a.ev, b.ev, ty, c))

    def _arith_src(self, op: str, a: E, b: E, ty: T.CType) -> str | None:
        """Source of ``a op b`` where Python computes it exactly as C does (else None: a closure)."""
        x, y = self.src(a), self.src(b)
        if op in ("<", ">", "<=", ">=", "==", "!="):
            return f"({x} {op} {y})"
        if isinstance(ty, T.FloatType) and op in ("+", "-", "*"):
            if ty is T.DOUBLE:
                return f"({x} {op} {y})"
            return self.round_src(ty, f"({x} {op} {y})")
        if not isinstance(ty, T.IntType) or ty.is_bool:
            return None
        if op in ("&", "|", "^"):  # in-range operands give an in-range result, signed or not
            return f"({x} {op} {y})"
        if op in ("+", "-", "*"):
            if not ty.signed:
                return f"(({x} {op} {y}) & {ty.mask})"
            return f"(_v if {ty.min} <= (_v := {x} {op} {y}) <= {ty.max} else {self.bind(ty.wrap)}(_v))"
        n = b.src
        if op in ("/", "%") and not ty.signed and n is not None and n.isdigit() and int(n) > 0:
            # Unsigned by a positive constant: Python's floor division is C's.
            return f"({x} {'//' if op == '/' else '%'} {n})"
        if op in ("<<", ">>") and n is not None and n.isdigit() and int(n) < ty.bits:
            if op == ">>":
                return f"({x} >> {n})"
            if not ty.signed:
                return f"(({x} << {n}) & {ty.mask})"
            return f"{self.bind(ty.wrap)}({x} << {n})"
        return None

    def arith(self, op: str, x: Ev, y: Ev, ty: T.CType, c: Any) -> Ev:
        """Closure for ``x op y`` (operands already converted) with result type ``ty``."""
        if op == "<":
            return lambda f: x(f) < y(f)
        if op == ">":
            return lambda f: x(f) > y(f)
        if op == "<=":
            return lambda f: x(f) <= y(f)
        if op == ">=":
            return lambda f: x(f) >= y(f)
        if op == "==":
            return lambda f: x(f) == y(f)
        if op == "!=":
            return lambda f: x(f) != y(f)
        if isinstance(ty, T.FloatType):
            rnd = ty.round
            if op == "+":
                return lambda f: rnd(x(f) + y(f))
            if op == "-":
                return lambda f: rnd(x(f) - y(f))
            if op == "*":
                return lambda f: rnd(x(f) * y(f))
            if op == "/":
                def div(f: Frame) -> float:
                    a, b = x(f), y(f)
                    if b == 0:
                        if a != a or a == 0:
                            return math.nan
                        return math.copysign(math.inf, a) * math.copysign(1.0, b)
                    return rnd(a / b)
                return div
            raise self.fail(c, f"the operator {op} on {ty.name}")
        if not isinstance(ty, T.IntType):
            raise self.fail(c, f"the operator {op} on {ty.name}")
        lo, hi, wrap = ty.min, ty.max, ty.wrap
        if op == "+":
            def add(f: Frame) -> int:
                v = x(f) + y(f)
                return v if lo <= v <= hi else wrap(v)
            return add
        if op == "-":
            def sub(f: Frame) -> int:
                v = x(f) - y(f)
                return v if lo <= v <= hi else wrap(v)
            return sub
        if op == "*":
            def mul(f: Frame) -> int:
                v = x(f) * y(f)
                return v if lo <= v <= hi else wrap(v)
            return mul
        if op in ("/", "%"):
            is_div = op == "/"

            def divmod_(f: Frame) -> int:
                a, b = x(f), y(f)
                if b == 0:
                    raise RunError("integer division by zero")
                q = abs(a) // abs(b)
                if (a < 0) != (b < 0):
                    q = -q
                return wrap(q) if is_div else wrap(a - q * b)
            return divmod_
        if op == "&":
            return lambda f: wrap(x(f) & y(f))
        if op == "|":
            return lambda f: wrap(x(f) | y(f))
        if op == "^":
            return lambda f: wrap(x(f) ^ y(f))
        if op in ("<<", ">>"):
            bits = ty.bits
            left = op == "<<"

            def shift(f: Frame) -> int:
                a, n = x(f), y(f)
                if n < 0 or n >= bits:
                    raise RunError(f"shift by {n} bits of a {bits}-bit {ty.name} (undefined behaviour)")
                return wrap(a << n) if left else a >> n
            return shift
        raise self.fail(c, f"the operator {op}")

    def _pointer_binary(self, op: str, a: E, b: E, ty: T.CType, c: Any) -> E:
        x, y = a.ev, b.ev
        if op in ("==", "!="):
            eq = op == "=="
            return E(T.BOOL, lambda f: (x(f) == y(f)) is eq)
        if op in ("<", ">", "<=", ">="):
            import operator as o
            fn = {"<": o.lt, ">": o.gt, "<=": o.le, ">=": o.ge}[op]

            def cmp(f: Frame) -> bool:
                p, q = x(f), y(f)
                if p is None or q is None or p.mem is not q.mem:
                    raise RunError("compares pointers into different objects")
                return bool(fn(p.off, q.off))
            return E(T.BOOL, cmp)
        if op == "-" and isinstance(a.ty, T.PtrType) and isinstance(b.ty, T.PtrType):
            size = a.ty.pointee.size or 1

            def diff(f: Frame) -> int:
                p, q = x(f), y(f)
                if p is None or q is None or p.mem is not q.mem:
                    raise RunError("subtracts pointers into different objects")
                return (p.off - q.off) // size
            return E(ty, diff)
        if op in ("+", "-"):
            p_ev, n_ev, pty = (x, y, a.ty) if isinstance(a.ty, T.PtrType) else (y, x, b.ty)
            assert isinstance(pty, T.PtrType)
            size = pty.pointee.size if pty.pointee.kind != "void" else 1
            if op == "-":
                size = -size

            def move(f: Frame) -> Pointer:
                p = p_ev(f)
                if p is None:
                    raise RunError("arithmetic on a null pointer")
                return Pointer(p.mem, p.off + n_ev(f) * size)
            return E(ty, move)
        raise self.fail(c, f"the operator {op} on pointers")

    def _assign(self, a: E, b: E, a_c: Any, c: Any) -> E:
        if isinstance(a.ty, T.StructType) and a.loc is not None and b.ty is a.ty:
            dst, src, copy = a.loc, b.ev, a.ty.copy_into

            def assign_struct(f: Frame) -> Any:
                p = dst(f)
                copy(p, src(f))
                return p
            return E(a.ty, assign_struct, dst, a.store)
        if isinstance(a.ty, T.ClassType):
            raise self.fail(c, f"assignment of {a.ty.name}")
        if a.store is None:
            raise self.fail(a_c, "assignment to this expression")
        if a.put_src is not None and a.loc is not None:
            value = self.src(self.convert(b, a.ty, c))
            out = self.fused(a.ty, a.put_src(value), a.loc, a.store)
            slot = _slot_of(a)
            if slot is not None:
                out.stmt_src = f"f[{slot}] = {value}"
            return out
        store, ev = a.store, self.convert(b, a.ty, c).ev
        if a.loc is not None and a.store is not None:
            def assign(f: Frame) -> Any:
                v = ev(f)
                store(f, v)
                return v
            return E(a.ty, assign, a.loc, store)
        raise self.fail(a_c, "assignment to this expression")

    def _compound_assign(self, c: Any) -> E:
        op = cu.binop(c)[:-1]
        a_c, b_c = list(c.get_children())
        a, b = self.expr(a_c), self.expr(b_c)
        if a.store is None or a.loc is None:
            raise self.fail(a_c, "compound assignment to this expression")
        lt = a.ty
        loc = a.loc
        if isinstance(lt, T.PtrType):
            size = lt.pointee.size if op == "+" else -lt.pointee.size
            n_ev = b.ev

            def padd(f: Frame) -> Any:
                p = loc(f)
                q = p.mem.load(p.off, lt)
                if q is None:
                    raise RunError("arithmetic on a null pointer")
                q = Pointer(q.mem, q.off + n_ev(f) * size)
                p.mem.store(p.off, lt, q)
                return q
            return E(lt, padd, loc, a.store)
        if op in ("<<", ">>"):
            ct = T.promote(lt)
            rhs = self.convert(b, T.promote(b.ty), b_c)
        else:
            ct = T.usual_arithmetic(lt, b.ty)
            rhs = self.convert(b, ct, b_c)
        to_ct = self.value_converter(lt, ct, c) or (lambda v: v)
        back = self.value_converter(ct, lt, c) or (lambda v: v)
        cell: list[Any] = [None]
        calc = self.arith(op, lambda f: cell[0], rhs.ev, ct, c)

        def run(f: Frame) -> Any:
            p = loc(f)
            cell[0] = to_ct(p.mem.load(p.off, lt))
            v = back(calc(f))
            p.mem.store(p.off, lt, v)
            return v

        slot = _slot_of(a)
        if slot is not None and a.put_src is not None and ct is lt \
                and (isinstance(lt, T.IntType) and not lt.is_bool or lt is T.DOUBLE):
            src = self._arith_src(op, a, rhs, lt)
            if src is not None:
                out = self.fused(lt, a.put_src(src), loc, a.store)
                out.stmt_src = f"f[{slot}] = {src}"
                return out
        info = _local_slot(a_c, self)
        if info is not None and ct is lt and isinstance(lt, T.IntType) and not lt.is_bool and op in "+-*&|^":
            import operator as o
            fn = {"+": o.add, "-": o.sub, "*": o.mul, "&": o.and_, "|": o.or_, "^": o.xor}[op]
            idx, lo, hi, wrap, r_ev = info.idx, lt.min, lt.max, lt.wrap, rhs.ev

            def fast(f: Frame) -> Any:
                v = fn(f[idx], r_ev(f))
                if not lo <= v <= hi:
                    v = wrap(v)
                f[idx] = v
                return v
            return E(lt, fast, loc, a.store)
        # Fast path for plain variables: no Pointer needed.
        ev_a, store_a = a.ev, a.store
        if _is_simple_var(a_c, self):
            def run_var(f: Frame) -> Any:
                cell[0] = to_ct(ev_a(f))
                v = back(calc(f))
                store_a(f, v)
                return v
            return E(lt, run_var, loc, store_a)
        return E(lt, run, loc, a.store)

    def _unary(self, c: Any) -> E:
        op = cu.unop(c)
        (x_c,) = [ch for ch in c.get_children() if ch.kind.is_expression()]
        x = self.expr(x_c)
        ty = self.ctype(c.type, c)
        if op == "&":
            if isinstance(x.ty, T.FuncType):
                return E(ty, x.ev)  # a function's value is already its address (an FnPtr)
            return E(ty, self.address_of(x, x_c))
        if op == "*":
            if isinstance(x.ty, T.PtrType) and isinstance(x.ty.pointee, T.FuncType):
                return E(ty, x.ev)  # *fp designates the function: calling it calls through fp
            return mem_lvalue(ty, x.ev)
        if op in ("++", "--", "post++", "post--"):
            return self._incdec(op, x, x_c, c)
        xv = x.ev
        if op == "+":
            return E(ty, xv)
        if op == "-":
            if isinstance(ty, T.FloatType):
                return E(ty, lambda f: -xv(f))
            wrap = ty.wrap  # type: ignore[attr-defined]
            return E(ty, lambda f: wrap(-xv(f)))
        if op == "~":
            wrap = ty.wrap  # type: ignore[attr-defined]
            return E(ty, lambda f: wrap(~xv(f)))
        if op == "!":
            xb = self.convert(x, T.BOOL, x_c).ev
            return E(ty, lambda f: not xb(f))
        if op == "__extension__":
            return x
        raise self.fail(c, f"the unary operator {op}")

    def _incdec(self, op: str, x: E, x_c: Any, c: Any) -> E:
        ty = x.ty
        if x.store is None or x.loc is None:
            raise self.fail(x_c, f"{op.replace('post', '')} on this expression")
        delta = 1 if "++" in op else -1
        post = op.startswith("post")
        if isinstance(ty, T.PtrType):
            size = ty.pointee.size * delta

            def step(v: Any) -> Any:
                if v is None:
                    raise RunError("arithmetic on a null pointer")
                return Pointer(v.mem, v.off + size)
        elif isinstance(ty, T.FloatType):
            rnd = ty.round

            def step(v: Any) -> Any:
                return rnd(v + delta)
        elif isinstance(ty, T.IntType):
            lo, hi, wrap = ty.min, ty.max, ty.wrap
            if ty.is_bool:
                def step(v: Any) -> Any:
                    return 1

            else:
                def step(v: Any) -> Any:
                    v += delta
                    return v if lo <= v <= hi else wrap(v)
        else:
            raise self.fail(c, f"{op} on {ty.name}")
        slot = _slot_of(x)
        if slot is not None and isinstance(ty, T.IntType) and not ty.is_bool:
            one = self._literal(T.INT, 1)
            step_src = self._arith_src("+" if delta > 0 else "-", self.fused(ty, "_a"), one, ty)
            assert step_src is not None
            new_value = step_src.replace("_a", f"f[{slot}]", 1)
            if post:  # the old value is the result
                out = self.fused(ty, f"(f.__setitem__({slot}, {step_src.replace('_a', '(_a := f[' + slot + '])', 1)})"
                                     " or _a)")
            else:
                out = self.fused(ty, f"(f.__setitem__({slot}, _a := {new_value}) or _a)", x.loc, x.store)
            out.stmt_src = f"f[{slot}] = {new_value}"
            return out
        info = _local_slot(x_c, self)
        if info is not None and isinstance(ty, T.IntType) and not ty.is_bool:
            idx, lo, hi, wrap = info.idx, ty.min, ty.max, ty.wrap

            def fast(f: Frame) -> Any:
                old = f[idx]
                v = old + delta
                if not lo <= v <= hi:
                    v = wrap(v)
                f[idx] = v
                return old if post else v
            return E(ty, fast, None if post else x.loc, None if post else x.store)
        get, store = x.ev, x.store
        if post:
            def run(f: Frame) -> Any:
                v = get(f)
                store(f, step(v))
                return v
            return E(ty, run)

        def pre(f: Frame) -> Any:
            v = step(get(f))
            store(f, v)
            return v
        return E(ty, pre, x.loc, store)

    def _conditional(self, c: Any) -> E:
        t_c, a_c, b_c = [ch for ch in c.get_children() if ch.kind.is_expression()]
        ty = self.ctype(c.type, c)
        test = self.cond(t_c)
        a, b = self.convert(self.expr(a_c), ty, a_c), self.convert(self.expr(b_c), ty, b_c)
        x, y = a.ev, b.ev
        loc = None
        if a.loc is not None and b.loc is not None:
            la, lb = a.loc, b.loc

            def loc(f: Frame) -> Any:
                return la(f) if test(f) else lb(f)
        return E(ty, lambda f: x(f) if test(f) else y(f), loc)

    def _subscript(self, c: Any) -> E:
        a_c, b_c = list(c.get_children())
        a, b = self.expr(a_c), self.expr(b_c)
        ty = self.ctype(c.type, c)
        if not isinstance(a.ty, (T.PtrType, T.ArrayType)):
            a, b = b, a
        base, idx = a.ev, b.ev
        size = ty.size

        def addr(f: Frame) -> Pointer:
            p = base(f)
            if p is None:
                raise RunError("indexes a null pointer")
            return Pointer(p.mem, p.off + idx(f) * size)

        if isinstance(ty, T.ArrayType):
            return E(ty, addr, addr)
        return mem_lvalue(ty, addr)

    def _cast(self, c: Any) -> E:
        kids = [ch for ch in c.get_children() if ch.kind.is_expression()]
        ty = self.ctype(c.type, c)
        if not kids:
            return self._unexposed(c)
        x_c = kids[-1]
        x = self.expr(x_c)
        if isinstance(ty, T.ClassType):
            return self.convert(x, ty, c)
        if c.kind == self.K.CXX_REINTERPRET_CAST_EXPR or c.kind == self.K.CSTYLE_CAST_EXPR:
            if isinstance(ty, T.PtrType) and isinstance(x.ty, (T.PtrType, T.ArrayType)):
                return E(ty, x.ev)
            if isinstance(ty, T.IntType) and isinstance(x.ty, T.PtrType):
                xv, wrap = x.ev, ty.wrap

                def addr(f: Frame) -> int:
                    p = xv(f)
                    return 0 if p is None else wrap(p.address())
                return E(ty, addr)
        return self.convert(x, ty, c)


def func_invoker(comp: Compiler, fn: Func) -> Callable[..., Any]:
    """``call(values, this=None)``: ``fn`` run on arguments in parameter form (a Pointer for a scalar
    reference, the parameter's own object for a by-value struct), a member function on the object
    ``this`` points to."""
    cur = comp.cur
    slots = [p.idx for p in fn.params]
    vf = fn.is_vf
    ti = fn.this_idx

    def call(vals: list[Any], this: Any = None) -> Any:
        nf: list[Any] = [None] * fn.nslots
        if ti is not None:
            nf[ti] = this
        for i, v in zip(slots, vals, strict=False):
            nf[i] = v
        loc = cur.loc
        body = fn.body
        assert body is not None
        if vf:
            from ..runtime.kernel import vf_scope

            with vf_scope():
                body(nf)
        else:
            body(nf)
        cur.loc = loc
        return nf[0]
    return call


def _needs_dtor(ty: T.CType) -> bool:
    """Whether destroying an object (or array) of ``ty`` runs code of the program."""
    if isinstance(ty, T.ArrayType):
        ty = ty.leaf
    return isinstance(ty, T.StructType) and ty.has_dtor


def _capture_key(d: Any) -> tuple[int, str]:
    """A captured variable's identity within one lambda: where it is declared (the same for the
    declaration a generic lambda's instantiation refers to)."""
    return d.location.offset, d.spelling


def _at_offset(step: Callable[[Frame, Pointer], None], off: int) -> Callable[[Frame, Pointer], None]:
    if off == 0:
        return step
    return lambda f, p: step(f, Pointer(p.mem, p.off + off))


def _derives(src: T.StructType, dst: T.StructType) -> bool:
    return any(b is dst or _derives(b, dst) for b in src.bases)


def _same(v: Any) -> Any:
    return v


def _copied(get: Ev, copy: Callable[[Any], Any]) -> Ev:
    """f -> a copy of the object ``get(f)`` (an object captured by value)."""
    return lambda f: copy(get(f))


def array_copier(get: Ev, ty: T.ArrayType, copy: Callable[[Any], Any]) -> Ev:
    """f -> a copy of the array ``get(f)`` points to (an array captured by value)."""
    leaf = ty.leaf
    count = ty.size // leaf.size if leaf.size else 0

    def run(f: Frame) -> Pointer:
        src = get(f)
        mem = new_buffer(leaf, count, f"{leaf.name} [{count}] (captured copy)")
        for i in range(count):
            off = src.off + i * leaf.size
            mem.store(i * leaf.size, leaf, copy(src.mem.load(off, leaf)))
        return Pointer(mem, 0)
    return run


def _local_slot(c: Any, comp: Compiler) -> VarInfo | None:
    """The variable info when ``c`` names a local (not global, not reference) variable."""
    s = _strip(c)
    if s.kind != comp.K.DECL_REF_EXPR:
        return None
    d = s.referenced
    if d is None or d.kind not in (comp.K.VAR_DECL, comp.K.PARM_DECL) or comp.in_prelude(d):
        return None
    info = comp.var_info(d, c)
    return None if info.byref or info.is_global or isinstance(info.ty, T.ArrayType) else info


def _location_key(c: Any) -> tuple[str, int, int]:
    loc = c.location
    return (loc.file.name if loc.file is not None else "", loc.line, loc.column)


def _slot_in(src: str) -> str | None:
    """The frame slot ``i`` when ``src`` is a plain local variable (``f[i]``), else None."""
    return src[2:-1] if src.startswith("f[") and src.endswith("]") and src[2:-1].isdigit() else None


def _slot_of(e: E) -> str | None:
    """The frame slot of an expression that is a plain local variable, else None."""
    return _slot_in(e.src) if e.src is not None else None


def _is_simple_var(c: Any, comp: Compiler) -> bool:
    s = _strip(c)
    if s.kind != comp.K.DECL_REF_EXPR:
        return False
    d = s.referenced
    if d is None or d.kind not in (comp.K.VAR_DECL, comp.K.PARM_DECL):
        return False
    if comp.in_prelude(d):
        return False
    info = comp.var_info(d, c)
    return not info.byref

