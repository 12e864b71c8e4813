"""Calls: user functions, natively implemented library functions, constructors, kernel launches."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..runtime.kernel import vf_scope
from . import ctype as T
from .compiler_base import Compiled, Frame, mem_lvalue, qualified_name
from .errors import RunError
from .memory import Pointer, RecMem
from .objects import FnPtr

if TYPE_CHECKING:
    from .compiler import Compiler
    from .compiler_base import Ev, Func


class NativeCall:
    """What a native implementation needs to compile one call."""

    def __init__(self, comp: Compiler, c: Any, decl: Any, qname: str, obj: Compiled | None, args: list[Any],
                 params: list[T.CType], ret: T.CType) -> None:
        self.comp = comp
        self.c = c
        self.decl = decl
        self.qname = qname
        self.name = decl.spelling
        self.obj = obj
        self.arg_cursors = args
        self.params = params  #: declared parameter types (references as RefType)
        self.ret = ret  #: declared return type (references as RefType)
        self._args: list[Compiled] | None = None

    def fail(self, what: str) -> Exception:
        return self.comp.fail(self.c, what)

    @property
    def obj_type(self) -> T.CType:
        assert self.obj is not None
        return self.obj.ty

    def args(self) -> list[Compiled]:
        """The arguments as expressions of the parameter types (class copies skipped)."""
        if self._args is None:
            out = []
            for i, a in enumerate(self.arg_cursors):
                e = self.comp.rt.calls.arg_expr(self.comp, a, self.decl, i)
                if i < len(self.params):
                    pt = self.params[i]
                    target = pt.target if isinstance(pt, T.RefType) else pt
                    if not isinstance(target, T.ClassType) or target.role != "initlist":
                        e = self.comp.convert(e, target, a) if not isinstance(target, T.FuncType) else e
                out.append(e)
            self._args = out
        return self._args

    def evs(self) -> list[Ev]:
        """Argument closures: non-const reference parameters of scalars get a Pointer, the rest a value."""
        out = []
        for i, e in enumerate(self.args()):
            pt = self.params[i] if i < len(self.params) else e.ty
            if isinstance(pt, T.RefType) and not pt.const and not isinstance(pt.target, T.ClassType):
                out.append(self.comp.address_of(e, self.arg_cursors[i]))
            else:
                out.append(e.ev)
        return out

    def result(self, fn: Callable[[Frame], Any]) -> Compiled:
        """The call as an expression of the declared return type."""
        ret = self.ret
        if isinstance(ret, T.RefType):
            if isinstance(ret.target, T.ClassType):
                return Compiled(ret.target, fn)
            return mem_lvalue(ret.target, fn)
        return Compiled(ret, fn)


def apply(fn: Callable[..., Any], evs: list[Ev]) -> Callable[[Frame], Any]:
    """``f -> fn(*(e(f) for e in evs))`` without a generator per call."""
    n = len(evs)
    if n == 0:
        return lambda f: fn()
    if n == 1:
        (a,) = evs
        return lambda f: fn(a(f))
    if n == 2:
        a, b = evs
        return lambda f: fn(a(f), b(f))
    if n == 3:
        a, b, c = evs
        return lambda f: fn(a(f), b(f), c(f))
    if n == 4:
        a, b, c, d = evs
        return lambda f: fn(a(f), b(f), c(f), d(f))
    t = tuple(evs)
    return lambda f: fn(*[e(f) for e in t])


class Calls:
    """Compiles CALL_EXPR nodes."""

    def __init__(self, rt: Any) -> None:
        # The Runtime that owns this object (runtime.py builds it, so it is not imported here).
        self.rt = rt

    def _strip_copy(self, comp: Compiler, a: Any) -> Any:
        """A class copy-construction ``T(x)`` as ``x`` (natives never modify by-value arguments)."""
        kinds = comp.kinds
        s = a
        while s.kind == kinds.UNEXPOSED_EXPR:
            kids = [ch for ch in s.get_children() if ch.kind.is_expression()]
            if len(kids) != 1:
                break
            s = kids[0]
        if s.kind == kinds.CALL_EXPR:
            ref = s.referenced
            if ref is not None and ref.kind == kinds.CONSTRUCTOR and (ref.is_copy_constructor()
                                                                 or ref.is_move_constructor()):
                args = list(s.get_arguments())
                if len(args) == 1:
                    return args[0]
        return a

    def arg_expr(self, comp: Compiler, a: Any, decl: Any, i: int) -> Compiled:
        """Argument ``i`` of a call to ``decl`` (a default argument is taken from the declaration)."""
        kinds = comp.kinds
        if a.kind == kinds.UNEXPOSED_EXPR and a.location.line == 0 and not list(a.get_children()):
            params = [p for p in decl.get_children() if p.kind == kinds.PARM_DECL]
            if i < len(params):
                dflt = [ch for ch in params[i].get_children() if ch.kind.is_expression()]
                if dflt:
                    return comp.expr(dflt[-1])
            raise comp.fail(a, "this default argument")
        if self.rt.is_native_decl(comp, decl):
            a = self._strip_copy(comp, a)
        return comp.expr(a)

    # -- dispatch ----------------------------------------------------------------------------
    def call(self, comp: Compiler, c: Any) -> Compiled:
        kinds = comp.kinds
        ref = c.referenced
        if ref is None or ref.kind not in (kinds.FUNCTION_DECL, kinds.CXX_METHOD, kinds.CONSTRUCTOR,
                                           kinds.CONVERSION_FUNCTION, kinds.FUNCTION_TEMPLATE):
            return self.pointer_call(comp, c)
        args = list(c.get_arguments())
        if ref.kind == kinds.CONVERSION_FUNCTION:
            lt = comp.ctype(ref.semantic_parent.type, c)
            if isinstance(lt, T.ClassType) and lt.role == "lambda":  # a captureless lambda as a function pointer
                fp = comp.lambda_fn_pointer(lt.arg.cls, c)
                return Compiled(comp.ctype(c.type, c), lambda f: fp)
        if ref.kind == kinds.CONSTRUCTOR:
            return self.construct(comp, c, ref, args)
        obj: Compiled | None = None
        if ref.kind in (kinds.CXX_METHOD, kinds.CONVERSION_FUNCTION, kinds.FUNCTION_TEMPLATE) \
                and not ref.is_static_method() \
                and ref.semantic_parent.kind != kinds.NAMESPACE and ref.semantic_parent.kind != kinds.TRANSLATION_UNIT:
            first = next((ch for ch in c.get_children() if ch.kind.is_expression()), None)
            if first is not None and first.kind == kinds.MEMBER_REF_EXPR and first.referenced is not None \
                    and first.referenced.kind != kinds.FIELD_DECL:
                inner = [ch for ch in first.get_children() if ch.kind.is_expression()]
                obj = comp.expr(inner[0]) if inner else comp.this_expr(c)
                if isinstance(obj.ty, T.PtrType):  # p->method()
                    obj = mem_lvalue(obj.ty.pointee, obj.ev)
            else:
                obj = comp.expr(args[0])
                args = args[1:]
        if not self.rt.is_native_decl(comp, ref):
            if obj is not None:
                if isinstance(obj.ty, T.ClassType) and obj.ty.role == "lambda":
                    return self.lambda_call(comp, c, ref, obj, args)
                if isinstance(obj.ty, T.StructType):
                    return self.method_call(comp, c, ref, obj, args)
                raise comp.fail(c, f"the member function {ref.spelling} of {obj.ty.name}")
            return self.user_call(comp, c, ref, args)
        return self.native(comp, c, ref, obj, args)

    def pointer_call(self, comp: Compiler, c: Any) -> Compiled:
        """``fp(args)``, ``(*fp)(args)``, ``table[i](args)``: a call through a pointer to a function, whose
        parameters and result come from the pointer's type."""
        kids = [ch for ch in c.get_children() if ch.kind.is_expression()]
        if not kids:
            raise comp.fail(c, "this call")
        callee = comp.expr(kids[0])
        fty = callee.ty.pointee if isinstance(callee.ty, T.PtrType) else callee.ty
        if not isinstance(fty, T.FuncType) or fty.params is None or fty.ret is None:
            raise comp.fail(c, f"a call through a value of type {callee.ty.name}")
        args = list(c.get_arguments())
        if len(args) != len(fty.params):
            raise comp.fail(c, "a call through a pointer to a variadic function")
        evs = [self.value_arg(comp, a, pt) for a, pt in zip(args, fty.params, strict=False)]
        get = callee.ev
        cur = comp.cur

        def run(f: Frame) -> Any:
            fp = get(f)
            if fp is None:
                raise RunError("calls a null function pointer")
            if not isinstance(fp, FnPtr):
                raise RunError("calls through a pointer that does not point to a function of the program")
            vals = [a(f) for a in evs]
            loc = cur.loc
            r = fp.call(vals)
            cur.loc = loc
            return r

        ret = fty.ret
        if isinstance(ret, T.RefType):
            if isinstance(ret.target, (T.ClassType, T.StructType)):
                return Compiled(ret.target, run)
            return mem_lvalue(ret.target, run)
        return comp.as_temp(Compiled(ret, run))

    def value_arg(self, comp: Compiler, a: Any, pt: T.CType) -> Ev:
        """An argument for a parameter of type ``pt`` known only from a function type (a call through a
        pointer or a std::function): a Pointer for a scalar reference, a new copy for a by-value object."""
        e = comp.expr(a)
        if isinstance(pt, T.RefType):
            target = pt.target
            if isinstance(target, (T.ClassType, T.StructType)):
                return comp.convert(e, target, a).ev
            if pt.const:
                e = comp.convert(e, target, a)
            return comp.address_of(e, a)
        if isinstance(pt, T.StructType):
            e = comp.convert(e, pt, a)
            return e.ev if comp.is_prvalue(a) else comp.as_temp(Compiled(pt, comp.struct_fresh_copy(pt, e.ev))).ev
        e = comp.convert(e, pt, a)
        if isinstance(pt, T.ClassType) and comp._is_lvalue_class(a):
            ev, copy = e.ev, self.rt.copier(pt, a)
            return lambda f: copy(ev(f))
        return e.ev

    def signature(self, comp: Compiler, decl: Any) -> tuple[list[T.CType], T.CType]:
        ft = decl.type
        params = [comp.ctype(t, decl) for t in ft.argument_types()]
        # A parameter declared as an array (``float scale_arr[16]``) is a pointer, as in C.
        params = [T.ptr(p.elem) if isinstance(p, T.ArrayType) else p for p in params]
        return params, comp.ctype(decl.result_type, decl)

    def native(self, comp: Compiler, c: Any, decl: Any, obj: Compiled | None, args: list[Any]) -> Compiled:
        params, ret = self.signature(comp, decl)
        qname = qualified_name(decl)
        native_call = NativeCall(comp, c, decl, qname, obj, args, params, ret)
        return self.rt.native(native_call)

    def method_call(self, comp: Compiler, c: Any, method: Any, obj: Compiled, args: list[Any]) -> Compiled:
        """``obj.m(args)`` of a user struct (an implicit copy assignment copies the bytes)."""
        st = obj.ty
        assert isinstance(st, T.StructType)
        if method.spelling == "operator=" and not comp._user_provided(method):
            if len(args) != 1:
                raise comp.fail(c, f"this assignment of {st.name}")
            dst, src, copy = obj.ev, comp.expr(args[0]).ev, st.copy_into

            def assign(f: Frame) -> Any:
                p = dst(f)
                copy(p, src(f))
                return p
            # The result is the assigned object: as a value or as an lvalue (a reference bound to it,
            # `return *this = x;`), using it performs the assignment.
            return Compiled(st, assign, assign, None)
        return self.user_call(comp, c, method, args, obj.ev)

    def param_evs(self, comp: Compiler, fn: Func, decl: Any, args: list[Any]) -> list[Ev]:
        """Argument closures for the parameters of user function ``fn``."""
        evs: list[Ev] = []
        for i, a in enumerate(args):
            p = fn.params[i]
            e = self.arg_expr(comp, a, decl, i)
            if p.byref:
                evs.append(comp.address_of(e, a))
            elif isinstance(p.ty, T.ClassType):
                evs.append(e.ev)
            elif isinstance(p.ty, T.StructType):
                e = comp.convert(e, p.ty, a)
                # A by-value parameter with a destructor is destroyed at the end of the caller's full
                # expression (as the C++ ABI does): it stays (or becomes) a temporary of the caller.
                evs.append(e.ev if comp.is_prvalue(a) else comp.as_temp(
                    Compiled(p.ty, comp.struct_fresh_copy(p.ty, e.ev))).ev)
            else:
                evs.append(comp.convert(e, p.ty, a).ev)
        return evs

    def runner(self, fn: Func) -> Callable[..., Any]:
        """A Python function running ``fn`` on argument values (a VF body inside ``vf_scope``)."""
        slots = [p.idx for p in fn.params]
        # A struct passed by value: each block (each call) gets its own copy.
        copies = [(k, p.ty.copy_into, p.ty.size, p.ty.name) for k, p in enumerate(fn.params)
                  if isinstance(p.ty, T.StructType) and not p.byref]

        def run(*vals: Any) -> Any:
            nf: list[Any] = [None] * fn.nslots
            if copies:
                vals = tuple(vals)
                lst = list(vals)
                for k, copy, size, name in copies:
                    q = Pointer(RecMem(size, f"{name} argument"), 0)
                    copy(q, lst[k])
                    lst[k] = q
                vals = tuple(lst)
            for i, v in zip(slots, vals, strict=False):
                nf[i] = v
            assert fn.body is not None
            if fn.is_vf:
                with vf_scope():
                    fn.body(nf)
            else:
                fn.body(nf)
            return nf[0]

        return run

    def user_call(self, comp: Compiler, c: Any, decl: Any, args: list[Any], this: Ev | None = None) -> Compiled:
        fn = comp.func(decl)
        if fn.kernel_core is not None:
            raise comp.fail(c, f"a direct call of the kernel {fn.name}: launch it with {fn.name}<<<...>>>(...)")
        evs = self.param_evs(comp, fn, decl, args)
        pairs = tuple(zip([p.idx for p in fn.params], evs, strict=False))
        if fn.this_idx is not None:
            if this is None:
                raise comp.fail(c, f"a call of the member function {fn.name} without an object")
            pairs = ((fn.this_idx, this),) + pairs
        cur = comp.cur
        body_of = fn
        vf = fn.is_vf

        def run(f: Frame) -> Any:
            nf = [None] * body_of.nslots
            for i, a in pairs:
                nf[i] = a(f)
            loc = cur.loc
            body = body_of.body
            assert body is not None
            if vf:
                with vf_scope():
                    body(nf)
            else:
                body(nf)
            cur.loc = loc
            return nf[0]

        if fn.ret_byref:
            return mem_lvalue(fn.ret, run)
        return comp.as_temp(Compiled(fn.ret, run))

    def lambda_call(self, comp: Compiler, c: Any, method: Any, obj: Compiled, args: list[Any]) -> Compiled:
        """``f(args)`` on a closure object: its captures go to their slots, then the body runs."""
        code = comp.lambda_code(method, c)
        fn = code.fn
        evs = self.param_evs(comp, fn, method, args)
        pairs = tuple(zip([p.idx for p in fn.params], evs, strict=False))
        caps, writeback = code.caps, code.writeback
        get = obj.ev
        cur = comp.cur

        def run(f: Frame) -> Any:
            clo = get(f)
            nf = [None] * fn.nslots
            for i, a in pairs:
                nf[i] = a(f)
            for slot, j in caps:
                nf[slot] = clo[j]
            loc = cur.loc
            body = fn.body
            assert body is not None
            body(nf)
            cur.loc = loc
            for slot, j in writeback:
                clo[j] = nf[slot]
            return nf[0]

        if fn.ret_byref:
            return mem_lvalue(fn.ret, run)
        return comp.as_temp(Compiled(fn.ret, run))

    # -- constructors ------------------------------------------------------------------------
    def construct(self, comp: Compiler, c: Any, ctor: Any, args: list[Any]) -> Compiled:
        ty = comp.ctype(c.type, c)
        if isinstance(ty, T.ByteFloatType):
            return self._byte_float_ctor(comp, c, ty, args)
        if isinstance(ty, T.StructType):
            return comp.as_temp(comp.struct_value(ty, comp.ctor_call(ty, ctor, args, c)))
        if not isinstance(ty, T.ClassType) or ty.role == "user":
            raise comp.fail(c, f"objects of the user class {ty.name}")
        if ctor.is_copy_constructor() or ctor.is_move_constructor():
            src = comp.expr(args[0])
            ev = src.ev
            copy = self.rt.copier(ty, c)
            return Compiled(ty, lambda f: copy(ev(f)))
        if ctor.is_default_constructor() and not args:
            make = self.rt.default_maker(ty, c)
            return Compiled(ty, lambda f: make())
        return self.native(comp, c, ctor, None, args)

    def _byte_float_ctor(self, comp: Compiler, c: Any, ty: T.ByteFloatType, args: list[Any]) -> Compiled:
        if not args:
            return Compiled(ty, lambda f: 0)
        e = comp.expr(args[0])
        if e.ty is ty:
            return Compiled(ty, e.ev)
        ev = comp.convert(e, T.FLOAT, args[0]).ev
        return Compiled(ty, lambda f: ty.from_float(ev(f)))

