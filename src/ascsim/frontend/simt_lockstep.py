"""The SIMT lockstep compiler: a kernel and the device functions it calls, compiled once to closures
that run every thread of a batch of blocks together (one numpy array per variable, an active mask for
divergence). Statements and functions here; expressions in :mod:`simt_exprs`; the SIMT functions and
the C library calls in :mod:`simt_natives`.

A construct it does not run raises :class:`~ascsim.frontend.simt_values.LockstepUnsupported` while
compiling; the kernel then runs thread by thread on the ordinary compiler (:mod:`simt_fallback`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from .. import arch
from ..runtime import simt, timeline
from ..runtime.simt import Threads
from ..runtime.simt_ramp import Ramp
from . import clangutil as cu
from . import ctype as T
from .progress import AssumedEnd
from .simt_exprs import SimtExprs
from .simt_natives import native_call
from .simt_records import default_member_init, from_object, zero_value
from .simt_spin import CHECK_EVERY, CHECK_FROM, SpinProbe, stuck, waiters
from .simt_values import (
    LockstepUnsupported,
    Loop,
    SFrame,
    SStmt,
    X,
    array_pointer,
    both,
    cond_mask,
    dtype_of,
    either,
    is_none,
    merge,
    temp_frame,
    var_pointer,
)


class _Var:
    __slots__ = ("slot", "ty", "byref")

    def __init__(self, slot: int, ty: T.CType, byref: bool) -> None:
        self.slot, self.ty, self.byref = slot, ty, byref


class SFunc:
    """A device function compiled for lockstep threads."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.nslots = 0
        self.params: list[_Var] = []
        self.body: SStmt | None = None
        self.ret: T.CType = T.VOID
        #: Whether it returns a reference (then it returns the referred object's pointer).
        self.ret_ref = False
        self.kernel = False
        #: The slot of ``this`` and the class, for a member function or a constructor.
        self.this_slot: int | None = None
        self.this_ty: T.CType = T.VOID
        #: Its definition's cursor (a failed assert names the function).
        self.decl: Any = None


class Lockstep(SimtExprs):
    """Compiles SIMT device code for the lockstep engine, with the program's compiler for types."""

    def __init__(self, comp: Any) -> None:
        self.comp = comp
        self.kinds = comp.kinds
        self.funcs: dict[Any, SFunc] = {}
        self.fn: SFunc | None = None
        self.vars: dict[Any, _Var] = {}
        #: Whether the code uses the Unified Buffer.
        self.uses_ub = False
        #: Whether it uses the dynamic UB (then each block runs alone, with its own UB).
        self.dynamic_ub = False
        #: The bytes of its ``__ubuf__`` arrays (each block of a batch has its own slice of them).
        self.ub_bytes = 0
        #: Whether the code prints (then, too, each block runs alone: its lines come together).
        self.prints = False
        self._stmt_table: dict[Any, Callable[[Any], SStmt]] = {}

    # -- functions ---------------------------------------------------------------------------
    def kernel(self, decl: Any) -> Callable[[Threads, Sequence[Any]], None]:
        """The kernel ``decl`` as ``run(threads, args)``."""
        fn = self.function(decl, kernel=True)

        def run(threads: Threads, args: Sequence[Any]) -> None:
            f = SFrame(fn.nslots, threads)
            for p, v in zip(fn.params, args, strict=False):
                # A record argument arrives as the ordinary compiler's object: each thread gets its copy.
                f.s[p.slot] = from_object(v, p.ty) if isinstance(p.ty, T.StructType) else v
            assert fn.body is not None
            # Run one warp at a time (:mod:`simt_warps`), or one group of a cooperative run (:mod:`simt_tasks`):
            # the others' threads count as finished.
            fn.body(f, None if threads.pending is None and threads.tasks is None else ~threads.exited)
        return run

    def function(self, c: Any, kernel: bool = False) -> SFunc:
        d = c.get_definition() or c
        fn = self.funcs.get(d)
        if fn is not None:
            return fn
        if d.kind not in (self.kinds.FUNCTION_DECL, self.kinds.CXX_METHOD):
            raise self.refuse(c, f"calling {d.spelling} (a {d.kind.name.lower()})")
        fn = self.funcs[d] = SFunc(d.spelling)
        fn.kernel, fn.decl = kernel, d
        ret = self.comp.ctype(d.result_type, d)
        if isinstance(ret, T.RefType):
            fn.ret_ref, ret = True, ret.target
        if isinstance(ret, (T.ArrayType, T.ClassType)):
            raise self.refuse(c, f"a function returning {ret.name}")
        fn.ret = self.record_type(c, ret) if isinstance(ret, T.StructType) else ret
        saved = self.fn, self.vars
        self.fn, self.vars = fn, {}
        try:
            if d.kind == self.kinds.CXX_METHOD and not d.is_static_method():
                self._this(c, fn, d.semantic_parent)
            body = None
            for ch in d.get_children():
                if ch.kind == self.kinds.PARM_DECL:
                    fn.params.append(self._declare(ch))
                elif ch.kind == self.kinds.COMPOUND_STMT:
                    body = ch
            if body is None:
                raise self.refuse(c, f"{d.spelling} is declared but never defined")
            fn.body = self.stmt(body)
        except BaseException:
            del self.funcs[d]
            raise
        finally:
            self.fn, self.vars = saved
        return fn

    def _this(self, c: Any, fn: SFunc, cls: Any) -> None:
        """``this`` of a member function or constructor of the class ``cls``: a slot of its own."""
        ty = self.comp.ctype(cls.type, c)
        if not isinstance(ty, T.StructType):
            raise self.refuse(c, f"a member function of {ty.name}")
        fn.this_slot, fn.this_ty = fn.nslots, self.record_type(c, ty)
        fn.nslots += 1

    def ctor_function(self, st: T.StructType, ctor: Any) -> SFunc:
        """A constructor the program wrote: its member initializers, then its body, on ``this``."""
        d = ctor.get_definition() or ctor
        fn = self.funcs.get(d)
        if fn is not None:
            return fn
        fn = self.funcs[d] = SFunc(d.spelling)
        saved = self.fn, self.vars
        self.fn, self.vars = fn, {}
        try:
            self._this(ctor, fn, d.semantic_parent)
            params, body, explicit = self.ctor_parts(st, d)
            fn.params = [self._declare(p) for p in params]
            inits = self.member_inits(st, explicit, d)
            stmts = self.stmt(body) if body is not None else None
            this = fn.this_slot
            assert this is not None

            def run(f: SFrame, m: Any) -> Any:
                inits(f, m, f.s[this])
                return stmts(f, m) if stmts is not None else m
            fn.body = run
        except BaseException:
            del self.funcs[d]
            raise
        finally:
            self.fn, self.vars = saved
        return fn

    def _declare(self, c: Any) -> _Var:
        assert self.fn is not None
        ty = self.comp.ctype(c.type, c)
        byref = isinstance(ty, T.RefType)
        if isinstance(ty, T.RefType):
            ty = ty.target
        if isinstance(ty, T.ClassType):
            raise self.refuse(c, f"a variable of type {ty.name} (library classes run thread by thread)")
        if isinstance(ty, T.StructType):
            self.record_type(c, ty)
        v = _Var(self.fn.nslots, ty, byref)
        self.fn.nslots += 1
        self.vars[c] = v
        return v

    def var_x(self, d: Any, c: Any) -> X:
        v = self.vars.get(d)
        if v is None:
            return self._global(d, c)
        slot, ty = v.slot, v.ty
        if isinstance(ty, T.ArrayType):  # a UB array: the slot holds where it starts
            return X(ty, lambda f, m: f.s[slot], None, lambda f, m: f.s[slot])
        if v.byref:
            def rget(f: SFrame, m: Any) -> Any:
                lv, cf = f.s[slot]
                return lv.ev(cf, m)

            def rput(f: SFrame, m: Any, val: Any) -> None:
                lv, cf = f.s[slot]
                lv.put(cf, m, val)

            def raddr(f: SFrame, m: Any) -> Any:
                lv, cf = f.s[slot]
                return lv.addr(cf, m)
            return X(ty, rget, rput, raddr)

        def get(f: SFrame, m: Any) -> Any:
            return f.s[slot]

        def put(f: SFrame, m: Any, val: Any) -> None:
            # Under the very mask its declaration ran under, every thread of the variable's scope is active:
            # the others never read it, so the value needs no merge (a loop counter stays one scalar).
            f.s[slot] = val if m is f.scope[slot] else merge(f.t, m, val, f.s[slot])

        def addr(f: SFrame, m: Any) -> Any:
            return var_pointer(f, slot, ty)
        return X(ty, get, put, addr)

    def _global(self, d: Any, c: Any) -> X:
        """A global or static variable: its compile-time value when it is a constant."""
        if d.kind == self.kinds.VAR_DECL and d.type.is_const_qualified():
            ty = self.comp.ctype(d.type, d)
            init = cu.var_init(d)
            if init is not None and not isinstance(ty, (T.ArrayType, T.StructType)):
                return self.conv(self.rvalue(init), ty)
        raise self.refuse(c, f"the variable {d.spelling} (global variables run thread by thread)")

    # -- statements --------------------------------------------------------------------------
    def stmt(self, c: Any) -> SStmt:
        build = self._stmts().get(c.kind)
        if build is not None:
            run = build(c)
        elif c.kind.is_expression():
            ev = self.expr(c).ev

            def run(f: SFrame, m: Any) -> Any:
                ev(f, m)
                return m
        else:
            raise self.refuse(c, f"the statement kind {c.kind.name.lower()}")
        return self._located(c, run)

    def _located(self, c: Any, run: SStmt) -> SStmt:
        cur = self.comp.cur
        loc = self.comp.where(c, col=False)
        if c.kind in (self.kinds.COMPOUND_STMT,):
            return run
        line = str(loc)

        def at(f: SFrame, m: Any) -> Any:
            cur.loc = loc
            prof = timeline.ACTIVE
            if prof is not None:  # one warp instruction for each warp with an active thread
                prof.simt_statement(f.t, m, line)
            return run(f, m)
        return at

    def _stmts(self) -> dict[Any, Callable[[Any], SStmt]]:
        if not self._stmt_table:
            kinds = self.kinds
            self._stmt_table = {
                kinds.COMPOUND_STMT: self._block,
                kinds.DECL_STMT: self._decl_stmt,
                kinds.IF_STMT: self._if,
                kinds.FOR_STMT: self._for,
                kinds.WHILE_STMT: self._while,
                kinds.DO_STMT: self._do,
                kinds.RETURN_STMT: self._return,
                kinds.BREAK_STMT: lambda c: self._jump("brk"),
                kinds.CONTINUE_STMT: lambda c: self._jump("cnt"),
                kinds.NULL_STMT: lambda c: (lambda f, m: m),
                kinds.UNEXPOSED_STMT: self._attributed,
            }
        return self._stmt_table

    def _attributed(self, c: Any) -> SStmt:
        """A statement with attributes (``#pragma unroll`` before a loop): the statement itself."""
        kids = [k for k in c.get_children() if k.kind.is_statement() or k.kind.is_expression()]
        if len(kids) != 1:
            raise self.refuse(c, "the statement unexposed_stmt")
        return self.stmt(kids[0])

    def _block(self, c: Any) -> SStmt:
        stmts = tuple(self.stmt(k) for k in c.get_children())

        def run(f: SFrame, m: Any) -> Any:
            for s in stmts:
                out = s(f, m)
                if out is not m:
                    if is_none(out):
                        return out
                    m = out
            return m
        return run

    def _decl_stmt(self, c: Any) -> SStmt:
        parts = [self._var_decl(d) for d in c.get_children() if d.kind == self.kinds.VAR_DECL]

        def run(f: SFrame, m: Any) -> Any:
            for p in parts:
                p(f, m)
            return m
        return run

    def _var_decl(self, d: Any) -> Callable[[SFrame, Any], None]:
        if cu.has_global_storage(d) and not self.comp._is_dynamic_ub(d):
            raise self.refuse(d, f"the static variable {d.spelling}")
        ty = self.comp.ctype(d.type, d)
        if isinstance(ty, T.ArrayType) or self.comp._is_dynamic_ub(d):
            return self._ub_array(d, ty)
        if self.comp._is_ubuf_decl(d) and not isinstance(ty, (T.PtrType, T.RefType)):  # not a pointer into UB
            return self._ub_scalar(d, ty)
        v = self._declare(d)
        init = cu.var_init(d)
        slot = v.slot
        if isinstance(v.ty, T.StructType) and not v.byref:
            return self._record_decl(d, v.ty, slot, init)
        if v.byref:
            if init is None:
                raise self.refuse(d, "a reference without an initializer")
            lv = self.expr(init)
            if lv.put is None:
                raise self.refuse(d, "a reference to this expression")

            def bind(f: SFrame, m: Any) -> None:
                f.s[slot] = (lv, f)
            return bind
        if init is None:
            zero = None if isinstance(v.ty, T.PtrType) else _zero(v.ty)

            def blank(f: SFrame, m: Any) -> None:
                f.s[slot] = zero
                f.scope[slot] = m
            return blank
        if init.kind == self.kinds.INIT_LIST_EXPR:
            kids = list(init.get_children())
            if len(kids) > 1:
                raise self.refuse(d, "this initializer")
            if not kids:
                zero = None if isinstance(v.ty, T.PtrType) else _zero(v.ty)
                return lambda f, m: f.s.__setitem__(slot, zero)
            init = kids[0]
        ev = self.rvalue(init, v.ty).ev

        def assign(f: SFrame, m: Any) -> None:
            # A variable's value for threads that did not run its declaration is never read.
            f.s[slot] = ev(f, m)
            f.scope[slot] = m
        return assign

    def _record_decl(self, d: Any, st: T.StructType, slot: int, init: Any) -> Callable[[SFrame, Any], None]:
        """``T x;``, ``T x(args)``, ``T x = {...}``, ``T x = y``: the variable built in its slot."""
        build = self.construct(d, st, init)

        def declare(f: SFrame, m: Any) -> None:
            f.s[slot] = zero_value(st)
            build(f, m, var_pointer(f, slot, st))
        return declare

    def _trivial_default(self, init: Any) -> bool:
        """Whether an initializer is the default construction of records that does nothing (an array of them)."""
        ref = init.referenced if init.kind == self.kinds.CALL_EXPR else None
        if ref is None or ref.kind != self.kinds.CONSTRUCTOR or self.comp._user_provided(ref):
            return False
        st = self.ctype(init)
        st = st.leaf if isinstance(st, T.ArrayType) else st
        return isinstance(st, T.StructType) and all(default_member_init(fd) is None for fd in self.comp._fields(st))

    def _ub_scalar(self, d: Any, ty: T.CType) -> Callable[[SFrame, Any], None]:
        """``__ubuf__ T name;``: one element in UB that the threads of a block share (not one per thread)."""
        init = cu.var_init(d)
        if init is not None and not self._trivial_default(init):  # a record's do-nothing construction is none
            raise self.refuse(d, "an initialised __ubuf__ variable")
        alloc = self._ub_array(d, T.array(ty, 1))
        where = self.vars[d].slot
        v = self._declare(d)
        v.byref = True  # the variable names the shared element, as a reference would
        slot = v.slot
        lv = self.mem_lvalue(d, ty, lambda f, m: f.s[where])

        def declare(f: SFrame, m: Any) -> None:
            alloc(f, m)
            f.s[slot] = (lv, f)
        return declare

    def _ub_array(self, d: Any, ty: T.CType) -> Callable[[SFrame, Any], None]:
        """A ``__ubuf__`` array (shared by the threads of a block) or the dynamic UB region."""
        comp = self.comp
        if comp._is_dynamic_ub(d):
            leaf = comp.ctype(comp.ci.conf.lib.clang_getArrayElementType(d.type.get_canonical()), d)
            make = _per_block(comp.rt.dynamic_ub(leaf, d))
            ty = T.array(leaf, 0)
            self.dynamic_ub = True
        elif comp._is_ubuf_decl(d) and isinstance(ty, T.ArrayType):
            init = cu.var_init(d)
            if init is not None and not self._trivial_default(init):
                raise self.refuse(d, "an initialised __ubuf__ array")
            leaf = ty.leaf
            if isinstance(leaf, T.StructType):  # records: the array's bytes (members are read at their offsets)
                leaf = self.record_type(d, leaf) and T.UCHAR
            make = _sliced(comp, leaf, ty.size, d)
            self.ub_bytes += _slice_bytes(ty.size)
        else:
            raise self.refuse(d, "an array of each thread's own (local arrays run thread by thread)")
        self.uses_ub = True
        assert self.fn is not None
        v = _Var(self.fn.nslots, ty, False)
        self.fn.nslots += 1
        self.vars[d] = v
        slot = v.slot

        def alloc(f: SFrame, m: Any) -> None:
            if f.s[slot] is None:  # once per batch: the threads of each block share their block's array
                f.s[slot] = make(f.t)
        return alloc

    def _if(self, c: Any) -> SStmt:
        kids = list(c.get_children())
        if kids and kids[0].kind == self.kinds.DECL_STMT:
            raise self.refuse(c, "an if statement with an initializer")
        cond = self.rvalue(kids[0], T.BOOL).ev
        then = self.stmt(kids[1])
        other = self.stmt(kids[2]) if len(kids) > 2 else None

        def run(f: SFrame, m: Any) -> Any:
            k = cond(f, m)
            if np.ndim(k) == 0:  # the same for every thread
                if k:
                    return then(f, m)
                return other(f, m) if other is not None else m
            mt, mf = both(m, k), both(m, ~k)
            out_t = then(f, mt) if mt.any() else mt
            if other is None:
                return either(out_t, mf)
            out_f = other(f, mf) if mf.any() else mf
            return either(out_t, out_f)
        return run

    def _loop(self, c: Any, test: Any, body: SStmt, inc: Any, first_test: bool) -> SStmt:
        """A loop that runs while any thread is still in it; a thread leaves when its test fails or
        it breaks (and is gone when it returns). A loop whose iteration changes nothing would never end:
        it ends there if it does nothing C++ counts as progress (:mod:`progress`: the compiled code does
        not wait), and is reported otherwise (:mod:`simt_spin`)."""
        where = self.where(c)
        assumed_end = AssumedEnd(self.comp, c, where)

        def run(f: SFrame, m: Any) -> Any:
            t = f.t
            live = m
            left: Any = t.none
            check = first_test
            turns = 0
            while True:
                turns += 1
                # As cooperative tasks, a group hands the baton on at its first iteration that changed nothing.
                probe = SpinProbe(f, live) if turns >= CHECK_FROM and turns % CHECK_EVERY == 0 or \
                    t.tasks is not None else None
                if check and test is not None:
                    k = test(f, live)
                    if np.ndim(k) == 0:
                        if not k:
                            left = either(left, live) if live is not None else None
                            break
                    elif live is None:
                        if not k.all():  # while every thread stays, the body runs unmasked (no merges)
                            left = left | ~k
                            live = k
                    else:
                        left = left | (live & ~k)
                        live = live & k
                        if not live.any():
                            break
                check = True
                loop = Loop()
                f.loops.append(loop)
                try:
                    out = body(f, live)
                finally:
                    f.loops.pop()
                if loop.brk is not None:
                    left = left | loop.brk if left is not None else None
                if loop.cnt is not None:
                    out = loop.cnt if is_none(out) else (None if out is None else out | loop.cnt)
                if is_none(out):
                    break
                live = out
                if inc is not None:
                    inc(f, live)
                if probe is not None and probe.unchanged(f, live):
                    if assumed_end(waiters(t, live)):
                        left = either(left, live) if live is not None else None
                        break
                    if t.tasks is None:
                        raise stuck(t, live, where)
                    t.tasks.spin(where, t.full(live))
            return _narrow(left, m)
        return run

    def _for(self, c: Any) -> SStmt:
        kids = list(c.get_children())
        body_c = kids[-1]
        init_s, cond_e, inc_e = self.comp._for_parts(c, kids[:-1], body_c)
        init = self.stmt(init_s) if init_s is not None else None
        test = self.rvalue(cond_e, T.BOOL).ev if cond_e is not None else None
        inc = self.expr(inc_e).ev if inc_e is not None else None
        loop = self._loop(c, test, self.stmt(body_c), inc, True)
        if init is None:
            return loop

        def run(f: SFrame, m: Any) -> Any:
            init(f, m)
            return loop(f, m)
        return run

    def _while(self, c: Any) -> SStmt:
        kids = list(c.get_children())
        if kids[0].kind == self.kinds.DECL_STMT:
            raise self.refuse(c, "a while statement with a declaration")
        return self._loop(c, self.rvalue(kids[0], T.BOOL).ev, self.stmt(kids[-1]), None, True)

    def _do(self, c: Any) -> SStmt:
        kids = list(c.get_children())
        return self._loop(c, self.rvalue(kids[-1], T.BOOL).ev, self.stmt(kids[0]), None, False)

    def _jump(self, which: str) -> SStmt:
        def run(f: SFrame, m: Any) -> Any:
            loop = f.loops[-1]
            mm = m if m is not None else np.ones(f.t.n, np.bool_)
            cur = getattr(loop, which)
            setattr(loop, which, mm if cur is None else cur | mm)
            return f.t.none
        return run

    def _return(self, c: Any) -> SStmt:
        fn = self.fn
        assert fn is not None
        kids = list(c.get_children())
        ev = None
        if kids and fn.ret is not T.VOID:
            if fn.ret_ref:  # a reference: the object's address
                lv = self.expr(kids[0])
                if lv.addr is None:
                    raise self.refuse(c, "returning a reference to this expression")
                ev = lv.addr
            else:
                ev = self.rvalue(kids[0], fn.ret).ev
        kernel = fn.kernel

        def run(f: SFrame, m: Any) -> Any:
            t = f.t
            if ev is not None:
                f.ret = merge(t, m, ev(f, m), f.ret)
            if kernel:
                t.exited = t.exited | (True if m is None else m)
            return t.none
        return run

    # -- calls -------------------------------------------------------------------------------
    def call_x(self, c: Any) -> X:
        d = c.referenced
        kinds = self.kinds
        if d is None:
            raise self.refuse(c, "a call through a pointer or of an object")
        # A constructor of a plain struct runs as the program's own do, the built-in ``dim3`` included.
        plain_ctor = d.kind == kinds.CONSTRUCTOR and isinstance(self.ctype(c), T.StructType)
        if (self.comp.in_prelude(d) or d.spelling.startswith("__builtin_")) and not plain_ctor:
            return native_call(self, c, d)
        args = list(c.get_arguments())
        if d.kind == kinds.CONSTRUCTOR:  # ``T(args)`` as a value
            st = self.ctype(c)
            if not isinstance(st, T.StructType):
                raise self.refuse(c, f"constructing a {st.name}")
            return self.temp_record(st, self.ctor_call(st, d, args, c))
        if d.kind != kinds.CXX_METHOD or d.is_static_method():
            return self._user_call(c, d, args, None)
        first = next((k for k in c.get_children() if k.kind.is_expression()), None)
        if first is not None and first.kind == kinds.MEMBER_REF_EXPR:  # obj.m(args), p->m(args), m(args)
            # The object comes before the member's name; expressions after it are template arguments
            # (``put<true>(x)`` inside a member function has no object: ``this``).
            name = first.location
            inner = [k for k in first.get_children() if k.kind.is_expression() and not (
                k.extent.start.file is not None and name.file is not None and k.extent.start.file.name ==
                name.file.name and k.extent.start.offset > name.offset)]
            obj = self.expr(inner[0]) if inner else self.this_x(c)
        else:  # an operator of the class: the object is the first operand
            obj, args = self.expr(args[0]), args[1:]
        if d.spelling == "operator=" and not self.comp._user_provided(d):
            if isinstance(obj.ty, T.PtrType) or len(args) != 1:
                raise self.refuse(c, "this assignment")
            return self.assign_record(c, obj, args[0])
        return self._user_call(c, d, args, self.object_pointer(obj))

    def _user_call(self, c: Any, d: Any, args: list[Any], this: Callable[[SFrame, Any], Any] | None) -> X:
        fn = self.function(d)
        call = self.bind_call(c, fn, args)
        if this is None:
            if fn.this_slot is not None:
                raise self.refuse(c, f"a call of the member function {d.spelling} without an object")

            def run(f: SFrame, m: Any) -> Any:
                return call(f, m, None)
        else:
            def run(f: SFrame, m: Any) -> Any:
                return call(f, m, this(f, m))
        if fn.ret_ref:
            return self.lvalue_at(c, fn.ret, run)
        return X(fn.ret, run)

    def bind_call(self, c: Any, fn: SFunc, args: list[Any]) -> Callable[[SFrame, Any, Any], Any]:
        """``call(frame, mask, this)``: ``fn`` run on the arguments ``args`` (``this`` for a member function or a
        constructor); its result."""
        if len(args) != len(fn.params):
            raise self.refuse(c, f"a call of {fn.name} with default arguments")
        passes: list[Callable[..., Any]] = []
        for p, a in zip(fn.params, args, strict=True):
            if p.byref:
                lv = self.expr(a)
                if lv.put is None:
                    # A const reference bound to a value: to a temporary holding it.
                    passes.append(_to_temporary(self.rvalue(a, p.ty)))
                else:
                    passes.append(_by_reference(lv))
            else:
                passes.append(self.rvalue(a, p.ty).ev)
        slots = [p.slot for p in fn.params]
        this_slot = fn.this_slot
        cur = self.comp.cur

        def call(f: SFrame, m: Any, this: Any) -> Any:
            nf = SFrame(fn.nslots, f.t)
            if this_slot is not None:
                nf.s[this_slot] = this
            for s, pv in zip(slots, passes, strict=True):
                nf.s[s] = pv(f, m)
            assert fn.body is not None
            loc = cur.loc
            fn.body(nf, m)
            cur.loc = loc
            return nf.ret
        return call


def _by_reference(lv: X) -> Callable[[SFrame, Any], tuple[X, SFrame]]:
    """What a reference parameter holds: the argument's lvalue and the caller's frame."""
    return lambda f, m: (lv, f)


def _to_temporary(x: X) -> Callable[[SFrame, Any], tuple[X, SFrame]]:
    """What a const reference parameter bound to a value holds: a temporary's lvalue and the temporary."""
    ty = x.ty
    ev = x.ev

    def get(h: SFrame, m: Any) -> Any:
        return h.s[0]

    def put(h: SFrame, m: Any, v: Any) -> None:
        h.s[0] = merge(h.t, m, v, h.s[0])

    def addr(h: SFrame, m: Any) -> Any:
        return var_pointer(h, 0, ty)
    lv = X(ty, get, put, addr)

    def bind(f: SFrame, m: Any) -> tuple[X, SFrame]:
        return lv, temp_frame(f.t, ev(f, m))
    return bind


def _zero(ty: T.CType) -> Any:
    dt = dtype_of(ty)
    return dt.type(0) if dt is not None else None


def _narrow(left: Any, m: Any) -> Any:
    """The threads after a loop: those that left it, among those that entered it."""
    if left is None:
        return m
    return left if m is None else left & m


def batchable(lock: Lockstep) -> bool:
    """Whether blocks may run together: the code uses no dynamic UB and does not print."""
    return not lock.dynamic_ub and not lock.prints


def _slice_bytes(size: int) -> int:
    """A block's slice of a ``__ubuf__`` array in a batch: its bytes, rounded up to UB alignment."""
    return max(-(-size // arch.UB_ALIGN) * arch.UB_ALIGN, arch.UB_ALIGN)


def _per_block(make: Callable[[], Any]) -> Callable[[Threads], Any]:
    return lambda t: make()


def _sliced(comp: Any, leaf: T.CType, size: int, d: Any) -> Callable[[Threads], Any]:
    """The allocation of a ``__ubuf__`` array for a batch: one array of every block, one after another,
    and a pointer whose offset is each thread's block's array."""
    one = comp.rt.ub_alloc(leaf, size // max(leaf.size, 1), d)
    step = _slice_bytes(size)

    def make(t: Threads) -> Any:
        if t.num_blocks == 1:
            return one()
        p = comp.rt.ub_alloc(leaf, step * t.num_blocks // max(leaf.size, 1), d)()
        simt.slice_by_block(p.mem.alloc, step)
        # Each thread's block's array, as a formula (no array over the batch unless an access needs one).
        return array_pointer(p.mem, Ramp.make(int(p.off), 0, step, t.per_block, t.n, np.dtype(np.int64)))
    return make


__all__ = ["Lockstep", "LockstepUnsupported", "batchable", "cond_mask", "simt"]
