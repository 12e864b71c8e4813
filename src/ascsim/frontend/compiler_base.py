"""The compiled program's values (expressions, functions, scopes, lambdas) and the core of the
compiler: its state, the fused-expression namespace and locations. :mod:`compiler` builds on it
in layers: types and objects (:mod:`compiler_types`), expressions (:mod:`compiler_exprs`),
statements (:mod:`compiler_stmts`), then functions and lambdas (:mod:`compiler`).
"""

from __future__ import annotations

import os
import re
import struct
from collections.abc import Callable
from typing import Any, cast

import numpy as np

from ..runtime.kernel import vf_scope
from ..runtime.loops import COUNTERS
from . import clangutil as cu
from . import ctype as T
from .errors import RunError, unsupported
from .memory import ByteMem, DevMem, ObjMem, Pointer
from .objects import FnPtr, new_buffer

Frame = list[Any]
Ev = Callable[[Frame], Any]
Stmt = Callable[[Frame], Any]

BRK, CNT, RET = 1, 2, 3

#: The largest finite float (FLT_MAX): doubles within it pack into a float without overflow.
_FLT_MAX = 3.4028234663852886e38
#: Library headers written in plain C++ that ascsim interprets like the program (std::array).
COMPILED_HEADERS = frozenset({"array", "__ascsim_pair.h", "cooperative_groups.h", "device_types.h"})
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


class Compiled:
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


def mem_lvalue(ty: T.CType, addr: Ev) -> Compiled:
    """An lvalue at the pointer ``addr(f)``."""
    if isinstance(ty, T.StructType):
        return struct_lvalue(ty, addr)
    if isinstance(ty, T.ArrayType):  # an array (through a reference): its value is where it starts
        return Compiled(ty, addr, addr)

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

    return Compiled(ty, ev, addr, store)


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


def struct_lvalue(ty: T.StructType, addr: Ev) -> Compiled:
    """A struct object at ``addr(f)``: its value is its address; assignment copies the bytes."""
    def store(f: Frame, v: Any) -> None:
        ty.copy_into(addr(f), v)

    return Compiled(ty, addr, addr, store)


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
    # The bytes of the members: a copy between device buffers moves every byte, padding included, as
    # the compiled copy of a trivially copyable struct does, but only the members must have been written.
    member_bytes = np.zeros(size, bool)
    for off, t in scalars:
        member_bytes[off:off + t.size] = True

    def copy_into(dst: Pointer, src: Pointer) -> None:
        dst, src = obj_base(dst, ty), obj_base(src, ty)
        dst_mem, src_mem, dst_off, src_off = dst.mem, src.mem, dst.off, src.off
        if isinstance(dst_mem, ByteMem) and isinstance(src_mem, ByteMem):
            if dst_off < 0 or dst_off + size > dst_mem.arr.size:
                dst_mem._check(dst_off, size)
            if src_off < 0 or src_off + size > src_mem.arr.size:
                src_mem._check(src_off, size)
            dst_mem.arr[dst_off:dst_off + size] = src_mem.arr[src_off:src_off + size]
        elif type(dst_mem) is DevMem and type(src_mem) is DevMem and not objs:
            what = f"copy of a {ty.name}"
            data = src_mem.mem.read(src_off, size, f"{what} from {src_mem.space.upper()} 0x{src_off:x}",
                                    lanes=member_bytes, within=src_mem.alloc).copy()
            dst_mem.mem.write(dst_off, data, f"{what} to {dst_mem.space.upper()} 0x{dst_off:x}", within=dst_mem.alloc)
        else:
            for off, t in scalars:
                dst_mem.store(dst_off + off, t, src_mem.load(src_off + off, t))
        for off, t, cp in objs:
            dst_mem.store(dst_off + off, t, cp(src_mem.load(src_off + off, t)))

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


def strip(c: Any) -> Any:
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


def run_counted(loop: Callable[[Frame, Stmt], Any], f: Frame, body: Stmt) -> Any:
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


class CompilerBase:
    """The compiler's state and the methods every layer uses."""

    def __init__(self, tu: Any, runtime: Any) -> None:
        self.tu = tu
        self.rt = runtime  #: the Runtime (natives, streams, globals)
        self.ci = cu.cindex()
        self.kinds = self.ci.CursorKind
        self.cur = runtime.cur
        self.types: dict[str, T.CType] = {}
        self.enums: dict[str, T.IntType] = {}
        self.funcs: dict[Any, Func] = {}
        self.globals: list[Any] = [None]
        self.global_vars: dict[Any, VarInfo] = {}
        self.global_inits: list[Stmt] = []
        self.scope: Scope | None = None
        self._stmt_builders: dict[Any, Callable[[Any], Stmt]] | None = None
        self._expr_builders: dict[Any, Callable[[Any], Compiled]] | None = None
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
        #: The batched VF loops compiled so far, by their place in the source (tile_batch.place).
        self.vf_plans: dict[tuple[str, int, int], Any] = {}

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

    def fused(self, ty: T.CType, src: str, loc: Ev | None = None, store: Callable[[Frame, Any], None] | None = None,
              put_src: Callable[[str], str] | None = None) -> Compiled:
        """An expression given as Python source over the frame ``f`` (see :class:`Compiled`)."""
        if len(src) > _MAX_SRC:  # keep the nesting within what Python's parser takes
            src, put_src = f"{self.bind(self._fuse(src))}(f)", None
        if put_src is None:
            slot = _slot_in(src)
            if slot is not None:  # a local variable
                def put_src(v: str) -> str:
                    return f"(f.__setitem__({slot}, _a := {v}) or _a)"
        return Compiled(ty, None, loc, store, src=src, fuse=self._fuse, put_src=put_src)

    def src(self, e: Compiled) -> str:
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
        if not path.startswith(self.prelude_dir):
            return False
        if os.path.basename(path) not in COMPILED_HEADERS:
            return True
        # A compiled header may declare natives too (the cooperative groups' barriers): the SIMT API's
        # annotation marks them.
        return any(ch.kind == self.kinds.ANNOTATE_ATTR and ch.spelling.startswith("ascsim_simt:")
                   for ch in c.get_children()) if c.kind == self.kinds.FUNCTION_DECL else False

    # -- methods of the later layers that earlier ones call ------------------------------------
    # Each is defined by a later layer (compiler_exprs, compiler_stmts, compiler); declaring it here lets an
    # earlier layer call it without importing the later one.
    def _declare(self, c: Any) -> VarInfo:
        raise NotImplementedError

    def _global_var(self, c: Any) -> VarInfo:
        raise NotImplementedError

    def _lambda_expr(self, c: Any) -> Compiled:
        raise NotImplementedError

    def _lambda_info(self, cls: Any, c: Any) -> LambdaInfo:
        raise NotImplementedError

    def _returned(self, c: Any) -> Any:
        raise NotImplementedError

    def _var_expr(self, info: VarInfo, c: Any) -> Compiled:
        raise NotImplementedError

    def braced(self, c: Any, ty: T.CType) -> Ev:
        raise NotImplementedError

    def convert(self, e: Compiled, dst: T.CType, c: Any) -> Compiled:
        raise NotImplementedError

    def expr(self, c: Any) -> Compiled:
        raise NotImplementedError

    def fn_pointer(self, decl: Any, c: Any) -> FnPtr:
        raise NotImplementedError

    def stmt(self, c: Any) -> Stmt:
        raise NotImplementedError

    def var_info(self, c: Any, use: Any) -> VarInfo:
        raise NotImplementedError


def func_invoker(comp: CompilerBase, fn: Func) -> Callable[..., Any]:
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
            with vf_scope():
                body(nf)
        else:
            body(nf)
        cur.loc = loc
        return nf[0]
    return call


def needs_dtor(ty: T.CType) -> bool:
    """Whether destroying an object (or array) of ``ty`` runs code of the program."""
    if isinstance(ty, T.ArrayType):
        ty = ty.leaf
    return isinstance(ty, T.StructType) and ty.has_dtor


def capture_key(d: Any) -> tuple[int, str]:
    """A captured variable's identity within one lambda: where it is declared (the same for the
    declaration a generic lambda's instantiation refers to)."""
    return d.location.offset, d.spelling


def at_offset(step: Callable[[Frame, Pointer], None], off: int) -> Callable[[Frame, Pointer], None]:
    if off == 0:
        return step
    return lambda f, p: step(f, Pointer(p.mem, p.off + off))


def derives(src: T.StructType, dst: T.StructType) -> bool:
    return any(b is dst or derives(b, dst) for b in src.bases)


def unchanged(v: Any) -> Any:
    return v


def copied(get: Ev, copy: Callable[[Any], Any]) -> Ev:
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


def local_slot(c: Any, comp: CompilerBase) -> VarInfo | None:
    """The variable info when ``c`` names a local (not global, not reference) variable."""
    s = strip(c)
    if s.kind != comp.kinds.DECL_REF_EXPR:
        return None
    d = s.referenced
    if d is None or d.kind not in (comp.kinds.VAR_DECL, comp.kinds.PARM_DECL) or comp.in_prelude(d):
        return None
    info = comp.var_info(d, c)
    return None if info.byref or info.is_global or isinstance(info.ty, T.ArrayType) else info


def location_key(c: Any) -> tuple[str, int, int]:
    loc = c.location
    return (loc.file.name if loc.file is not None else "", loc.line, loc.column)


def _slot_in(src: str) -> str | None:
    """The frame slot ``i`` when ``src`` is a plain local variable (``f[i]``), else None."""
    return src[2:-1] if src.startswith("f[") and src.endswith("]") and src[2:-1].isdigit() else None


def slot_of(e: Compiled) -> str | None:
    """The frame slot of an expression that is a plain local variable, else None."""
    return _slot_in(e.src) if e.src is not None else None


def is_simple_var(c: Any, comp: CompilerBase) -> bool:
    s = strip(c)
    if s.kind != comp.kinds.DECL_REF_EXPR:
        return False
    d = s.referenced
    if d is None or d.kind not in (comp.kinds.VAR_DECL, comp.kinds.PARM_DECL):
        return False
    if comp.in_prelude(d):
        return False
    info = comp.var_info(d, c)
    return not info.byref

