"""The compiler's layer of statements: each statement kind is compiled by the method its table
names; declarations, loops, ``switch``, ``goto``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import UnsupportedError
from ..runtime.context import CTX
from ..runtime.loops import COUNTERS
from ..runtime.vf_pending import PENDING, simd_spin
from . import clangutil as cu
from . import ctype as T
from . import tile_batch, vf_batch
from .compiler_base import (
    BRK,
    CNT,
    RET,
    Ev,
    Frame,
    Goto,
    Stmt,
    VarInfo,
    location_key,
    needs_dtor,
    run_counted,
    strip,
)
from .compiler_exprs import ExprPart
from .memory import ByteMem, ObjMem, Pointer, RecMem
from .objects import new_buffer
from .progress import AssumedEnd


class StmtPart(ExprPart):
    """Statements."""

    # -- statements --------------------------------------------------------------------------
    def stmt(self, c: Any) -> Stmt:
        kinds = self.kinds
        k = c.kind
        build = self._statement_builders().get(k)
        if build is not None:
            return build(c)
        if k.is_expression():
            return self._expr_stmt(c)
        names = {kinds.LABEL_STMT: "a label inside a statement other than a block", kinds.CXX_TRY_STMT: "try/catch",
                 kinds.CASE_STMT: "case labels outside the top level of a switch body",
                 kinds.DEFAULT_STMT: "default labels outside the top level of a switch body"}
        raise self.fail(c, names.get(k, f"the statement {k.name.lower()}"))

    def _statement_builders(self) -> dict[Any, Callable[[Any], Stmt]]:
        """Statement kind -> the method that compiles it (built once per compiler)."""
        if self._stmt_builders is None:
            kinds = self.kinds
            self._stmt_builders = {
                kinds.COMPOUND_STMT: self._compound,
                kinds.GOTO_STMT: self._goto,
                kinds.DECL_STMT: self._decl_stmt,
                kinds.RETURN_STMT: self._return,
                kinds.IF_STMT: self._if,
                kinds.FOR_STMT: self._for,
                kinds.WHILE_STMT: self._while,
                kinds.DO_STMT: self._do,
                kinds.CXX_FOR_RANGE_STMT: self._range_for,
                kinds.SWITCH_STMT: self._switch,
                kinds.BREAK_STMT: lambda c: lambda f: BRK,
                kinds.CONTINUE_STMT: lambda c: lambda f: CNT,
                kinds.NULL_STMT: lambda c: lambda f: None,
            }
        return self._stmt_builders

    def _compound(self, c: Any) -> Stmt:
        """``{ ... }``; statements labelled for a ``goto`` are jump targets of this block. Its objects
        with destructors are destroyed when it ends."""
        return self.scoped(lambda: self._compound_body(c))

    def _compound_body(self, c: Any) -> Stmt:
        kinds = self.kinds
        items: list[tuple[list[str], Any]] = []  # (labels, statement) of each child
        for ch in c.get_children():
            labels = []
            while ch.kind == kinds.LABEL_STMT:
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
        refs = [ch for ch in c.get_children() if ch.kind == self.kinds.LABEL_REF]
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
        kinds = self.kinds
        names = [ch for ch in c.get_children() if ch.kind == kinds.UNEXPOSED_DECL]
        exprs = [ch for ch in c.get_children() if ch.kind.is_expression()]
        if not exprs:
            raise self.fail(c, "this structured binding")
        init = exprs[-1]
        if init.kind == kinds.UNEXPOSED_EXPR and self.ctype(init.type, init).kind == "array":
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
            self.binding_parts[location_key(name)] = (slot, off, pty)
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
            if ch.kind == self.kinds.VAR_DECL:
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
            elif ch.kind in (self.kinds.TYPEDEF_DECL, self.kinds.TYPE_ALIAS_DECL, self.kinds.STATIC_ASSERT,
                             self.kinds.USING_DECLARATION, self.kinds.USING_DIRECTIVE, self.kinds.NAMESPACE_ALIAS,
                             self.kinds.ENUM_DECL):
                continue
            elif ch.kind == self.kinds.UNEXPOSED_DECL and ch.spelling.startswith("["):
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
            return self._array_init(c, ty, setv, init, is_ub, self._onchip_space(c))
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

    #: Annotations of the cube core's buffer qualifiers -> memory space (``__cbuf__`` is L1).
    _ONCHIP = {"ascsim_cbuf": "l1", "ascsim_ca": "l0a", "ascsim_cb": "l0b", "ascsim_cc": "l0c", "ascsim_fbuf": "fb",
               "ascsim_biasbuf": "bt"}

    def _onchip_space(self, c: Any) -> str | None:
        """The cube-core buffer a local array's qualifier puts it in (None: not one of them)."""
        for ch in c.get_children():
            if ch.kind == self.kinds.ANNOTATE_ATTR and ch.spelling in self._ONCHIP:
                return self._ONCHIP[ch.spelling]
        return None

    def _array_init(self, c: Any, ty: T.ArrayType, setv: Callable[[Frame, Any], None], init: Any,
                    is_ub: bool, space: str | None = None) -> Stmt:
        is_l1 = space is not None
        leaf = ty.leaf
        count = ty.size // leaf.size if leaf.size else 0
        if init is not None:
            s = strip(init)
            ref = s.referenced if s.kind == self.kinds.CALL_EXPR else None
            if ref is not None and ref.kind == self.kinds.CONSTRUCTOR and ref.is_default_constructor():
                if isinstance(leaf, T.StructType) and leaf.default_ctor is None:
                    leaf.default_ctor = ref
                init = None  # default construction of each element: nothing to write
        label = f"{leaf.name} {c.spelling}[{count}]"
        # ``__ubuf__ T* a[n]``: the qualifier belongs to the pointee; the array of pointers is a local.
        if (is_ub or is_l1) and not isinstance(leaf, T.PtrType):
            if init is not None:
                raise self.fail(c, f"initialized {'__ubuf__' if not is_l1 else 'cube-core buffer'} arrays")
            alloc = self.rt.ub_alloc(leaf, count, c, space or "ub")
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

    def _return(self, c: Any) -> Stmt:
        kids = list(c.get_children())
        cur, loc = self.cur, self.where(c, col=False)
        if not kids:
            return lambda f: RET
        fn = self.scope.func  # type: ignore[union-attr]
        if isinstance(fn.ret, T.StructType) and fn.ret.has_dtor and fn.nrvo is not None and not fn.ret_byref:
            s = self._returned(kids[0])
            if s.kind == self.kinds.DECL_REF_EXPR and s.referenced == fn.nrvo:
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

    def _if(self, c: Any) -> Stmt:
        return self.scoped(lambda: self._if_body(c))

    def _if_body(self, c: Any) -> Stmt:
        kids = list(c.get_children())
        pre: list[Stmt] = []
        while kids and kids[0].kind in (self.kinds.VAR_DECL, self.kinds.DECL_STMT):
            d = kids.pop(0)
            if d.kind == self.kinds.DECL_STMT:
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
        body = self.stmt(body_c)
        loop = self._loop(c, init, test, inc, body, test_src, inc_src)
        if inc is None or test is None:
            return loop
        plan = vf_batch.plan_loop(self, init_s, cond_e, inc_e, body_c)
        if plan is not None:
            # Kept by the loop's place: a tile loop that calls this VF looks its loops up (tile_batch).
            self.vf_plans[tile_batch.place(c)] = plan
            rest = self._loop(c, None, test, inc, body, test_src, inc_src)
            return vf_batch.batched(plan, init, test, inc, body, loop, rest, self.cur, self.where(c, col=False))
        tiles = tile_batch.plan_tiles(self, init_s, cond_e, inc_e, body_c)
        if tiles is None:
            return loop
        rest = self._loop(c, None, test, inc, body, test_src, inc_src)
        return tile_batch.batched(tiles, init, test, inc, body, loop, rest, self.cur, self.where(c, col=False))

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
        ends = AssumedEnd(self, c, loc)
        if test_src is not None and inc_src is not None and hasattr(body, "_fsrc"):
            # While SIMT code the block started runs beside it, each iteration may be a wait for it (simt_tasks).
            # ``locals`` is bound by name: the fused function's namespace has no builtins.
            spin = (f"if {self.bind(PENDING)}[0] is not None and {self.bind(simd_spin)}({loc!r}, "
                    f"{self.bind(locals)}(), {self.bind(ends)}): return None")
            head = [f"{self.cur_name()}.loc = {loc!r}", spin, f"if not ({test_src}): return None"]
            tail = [*body._fsrc, *([inc_src] if inc_src else [])]
            fast = self.fused_loop([*head, *tail])
            # Inside a VF the loop is a hardware loop: its iteration count is on COUNTERS (run_counted).
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
                if PENDING[0] is not None and simd_spin(loc, f, ends):
                    return None
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
            return run_counted(loop, f, body) if CTX.vf_depth else loop(f, body)

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
        init = rest.pop(0) if rest and rest[0].kind == self.kinds.DECL_STMT else None
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
        ends = AssumedEnd(self, c, loc)

        def loop(f: Frame, body: Stmt) -> Any:
            while True:
                r = body(f)
                if r:
                    if r == BRK:
                        return None
                    if r != CNT:  # return, or a goto to a label outside the loop
                        return r
                cur.loc = loc
                if PENDING[0] is not None and simd_spin(loc, f, ends):
                    return None
                if not test(f):
                    return None

        def run(f: Frame) -> Any:
            return run_counted(loop, f, body) if CTX.vf_depth else loop(f, body)

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

        kill = self.destroyer(elem, c) if fresh is not None and needs_dtor(elem) else None
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
        if len(kids) != 2 or kids[1].kind != self.kinds.COMPOUND_STMT:
            raise self.fail(c, "this form of switch statement")
        sites = self.temp_sites
        test = self.full_expr(self.expr(kids[0]).ev, sites)
        stmts: list[Stmt] = []
        labels: dict[int, int] = {}
        default = None
        for ch in kids[1].get_children():
            while ch.kind in (self.kinds.CASE_STMT, self.kinds.DEFAULT_STMT):
                sub = list(ch.get_children())
                if ch.kind == self.kinds.CASE_STMT:
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
