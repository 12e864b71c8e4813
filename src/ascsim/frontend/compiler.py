"""Compile clang's AST into Python closures once, then run them.

Every expression becomes an :class:`Compiled`: its static type, a closure computing its value from the
frame, and for lvalues closures that locate or store it. Every statement becomes a closure that
returns ``None`` or a control signal (break, continue, return). Types come from clang's implicit
conversion nodes: an ``UNEXPOSED_EXPR`` whose type differs from its operand's is a conversion,
carried out exactly (integer wrap-around, float rounding).

Templates need nothing special: a call to a function template refers to clang's instantiation,
whose body is fully typed.
"""

from __future__ import annotations

from typing import Any

from . import clangutil as cu
from . import ctype as T
from .compiler_base import (
    Capture,
    Compiled,
    Ev,
    Func,
    LambdaCode,
    LambdaInfo,
    Scope,
    VarInfo,
    array_copier,
    capture_key,
    copied,
    func_invoker,
    needs_dtor,
    strip,
)
from .compiler_stmts import StmtPart
from .objects import FnPtr


class Compiler(StmtPart):
    """Turns a translation unit into runnable closures."""

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
        if not info.byref and needs_dtor(ty):
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
            annotations |= {ch.spelling for ch in decl.get_children() if ch.kind == self.kinds.ANNOTATE_ATTR}
        fn.is_vf = "ascsim_simd_vf" in annotations
        if "ascsim_global" in annotations:
            fn.kernel_core = "MIX" if "ascsim_mix" in annotations else "AIC" if "ascsim_cube" in annotations \
                else "AIV"
        ret = self.ctype(d.result_type, d)
        if isinstance(ret, T.RefType):
            fn.ret_byref = not isinstance(ret.target, T.ClassType)
            ret = ret.target
        fn.ret = ret
        saved, self.scope = self.scope, Scope(fn)
        try:
            if d.kind in (self.kinds.CXX_METHOD, self.kinds.CONVERSION_FUNCTION) and not d.is_static_method():
                this_ty = self.ctype(d.semantic_parent.type, d)
                if not isinstance(this_ty, T.StructType):
                    raise self.fail(c, f"the member function {d.spelling} of {this_ty.name}")
                fn.this_idx, fn.this_ty = self.scope.new_slot(), this_ty
            body = None
            for ch in d.get_children():
                if ch.kind == self.kinds.PARM_DECL:
                    fn.params.append(self._declare(ch))
                elif ch.kind == self.kinds.COMPOUND_STMT:
                    body = ch
                elif ch.kind in (self.kinds.MEMBER_REF, self.kinds.CXX_TRY_STMT):
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
        s = strip(c)
        ref = s.referenced if s.kind == self.kinds.CALL_EXPR else None
        if ref is not None and ref.kind == self.kinds.CONSTRUCTOR and (ref.is_copy_constructor()
                                                                   or ref.is_move_constructor()):
            args = list(s.get_arguments())
            if len(args) == 1:
                return strip(args[0])
        return s

    def _named_result(self, body: Any) -> Any:
        """The local variable (not a parameter) that every ``return`` of a function names, if any."""
        kinds = self.kinds
        named: set[Any] = set()
        other = False

        def walk(n: Any) -> None:
            nonlocal other
            for ch in n.get_children():
                if ch.kind == kinds.LAMBDA_EXPR:
                    continue
                if ch.kind == kinds.RETURN_STMT:
                    kids = list(ch.get_children())
                    s = self._returned(kids[0]) if kids else None
                    if s is not None and s.kind == kinds.DECL_REF_EXPR and s.referenced is not None \
                            and s.referenced.kind == kinds.VAR_DECL:
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
                       if ch.kind == self.kinds.CXX_METHOD and ch.spelling == "operator()"), None)
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
        kinds = self.kinds
        where = c if c is not None else cls
        method = next((ch for ch in cls.get_children() if ch.spelling == "operator()"
                       and ch.kind in (kinds.CXX_METHOD, kinds.FUNCTION_TEMPLATE)), None)
        body = None if method is None else next(
            (ch for ch in method.get_children() if ch.kind == kinds.COMPOUND_STMT), None)
        if method is None or body is None or cls.location.file is None:
            raise self.fail(where, "this lambda")
        default, explicit, list_end = self._capture_list(cls, body, where)
        info = LambdaInfo(cls, [], cls.location.offset, list_end, body.extent.end.offset, cls.location.file.name,
                          method.kind == kinds.FUNCTION_TEMPLATE)
        caps: list[Capture] = []
        seen: set[tuple[int, str]] = set()
        for d in self._outer_refs(body, info):
            key = capture_key(d)
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
        kinds = self.kinds
        for ch in c.get_children():
            if ch.kind == kinds.DECL_REF_EXPR:
                d = ch.referenced
                if d is not None and d.kind in (kinds.VAR_DECL, kinds.PARM_DECL) and info.captured(d) \
                        and not cu.has_global_storage(d) and not self.in_prelude(d):
                    yield d
            yield from self._outer_refs(ch, info)

    def _lambda_expr(self, c: Any) -> Compiled:
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
                makers.append(copied(e.ev, self.rt.copier(vt, c)))
            else:
                makers.append(e.ev)
        if not makers:
            return Compiled(ty, lambda f: [])
        seq = tuple(makers)
        return Compiled(ty, lambda f: [m(f) for m in seq])

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
            return copied(ev, self.rt.copier(cap.ty, init))
        return ev

    def lambda_code(self, method: Any, c: Any) -> LambdaCode:
        """The compiled ``operator()`` of a lambda (for a generic lambda: clang's instantiation)."""
        kinds = self.kinds
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
                if ch.kind == kinds.PARM_DECL:
                    fn.params.append(self._declare(ch))
                elif ch.kind == kinds.COMPOUND_STMT:
                    body = ch
            if body is None:
                raise self.fail(c, "this lambda (no body)")
            mutable = not d.is_const_method()
            for ref in self._outer_refs(body, info):
                if ref in self.scope.vars:
                    continue
                i = info.index.get(capture_key(ref))
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
