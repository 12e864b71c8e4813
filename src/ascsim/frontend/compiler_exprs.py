"""The compiler's layer of expressions: each expression kind is compiled by the method its table
names; conversions, lvalues, operators, ``new`` and ``delete``."""

from __future__ import annotations

import math
import operator as o
from collections.abc import Callable
from typing import Any

from . import clangutil as cu
from . import ctype as T
from .compiler_base import (
    Compiled,
    Ev,
    Frame,
    VarInfo,
    derives,
    is_simple_var,
    local_slot,
    location_key,
    mem_lvalue,
    needs_dtor,
    qualified_name,
    slot_of,
    strip,
    struct_lvalue,
)
from .compiler_types import TypesPart
from .errors import RunError
from .memory import HeapMem, ObjMem, Pointer, SlotMem, from_address, string_mem
from .objects import FuncVal


class ExprPart(TypesPart):
    """Expressions."""

    # -- expressions -------------------------------------------------------------------------
    def expr(self, c: Any) -> Compiled:
        build = self._expression_builders().get(c.kind)
        if build is None:
            raise self.fail(c, f"the expression kind {c.kind.name.lower()}")
        return build(c)

    def _expression_builders(self) -> dict[Any, Callable[[Any], Compiled]]:
        """Expression kind -> the method that compiles it (built once per compiler)."""
        if self._expr_builders is None:
            kinds = self.kinds
            table: dict[Any, Callable[[Any], Compiled]] = {
                kinds.UNEXPOSED_EXPR: self._unexposed,
                kinds.PAREN_EXPR: lambda c: self.expr(next(iter(c.get_children()))),
                kinds.DECL_REF_EXPR: self._decl_ref,
                kinds.STRING_LITERAL: self._string_literal,
                kinds.CXX_NULL_PTR_LITERAL_EXPR: lambda c: Compiled(T.NULLPTR, lambda f: None),
                kinds.BINARY_OPERATOR: self._binary,
                kinds.COMPOUND_ASSIGNMENT_OPERATOR: self._compound_assign,
                kinds.UNARY_OPERATOR: self._unary,
                kinds.CONDITIONAL_OPERATOR: self._conditional,
                kinds.ARRAY_SUBSCRIPT_EXPR: self._subscript,
                kinds.CALL_EXPR: lambda c: self.rt.calls.call(self, c),
                kinds.INIT_LIST_EXPR: self._braced_expr,
                kinds.MEMBER_REF_EXPR: self._member,
                kinds.LAMBDA_EXPR: self._lambda_expr,
                kinds.CXX_NEW_EXPR: self._new,
                kinds.CXX_DELETE_EXPR: self._delete,
                kinds.CXX_THIS_EXPR: self._this,
                kinds.CXX_THROW_EXPR: lambda c: self._refuse(c, "exceptions"),
                kinds.CXX_TYPEID_EXPR: lambda c: self._refuse(c, "typeid"),
            }
            for k in (kinds.INTEGER_LITERAL, kinds.CHARACTER_LITERAL, kinds.CXX_BOOL_LITERAL_EXPR,
                      kinds.FLOATING_LITERAL, kinds.CXX_UNARY_EXPR):
                table[k] = self._constant
            for k in (kinds.CSTYLE_CAST_EXPR, kinds.CXX_STATIC_CAST_EXPR, kinds.CXX_REINTERPRET_CAST_EXPR,
                      kinds.CXX_CONST_CAST_EXPR, kinds.CXX_FUNCTIONAL_CAST_EXPR):
                table[k] = self._cast
            self._expr_builders = table
        return self._expr_builders

    def _refuse(self, c: Any, what: str) -> Compiled:
        raise self.fail(c, what)

    def _string_literal(self, c: Any) -> Compiled:
        data = cu.string_literal(c)
        if data is None:
            raise self.fail(c, "wide and unicode string literals")
        p = Pointer(string_mem(data), 0)
        return Compiled(self.ctype(c.type, c), lambda f: p)

    def _braced_expr(self, c: Any) -> Compiled:
        """``{...}`` as an expression: a scalar's one value (or zero), a class converted from its one
        element, or a struct built in place."""
        kids = list(c.get_children())
        ty = self.ctype(c.type, c)
        if ty.is_scalar or isinstance(ty, T.PtrType):
            if not kids:
                zero = 0.0 if isinstance(ty, T.FloatType) else (None if isinstance(ty, T.PtrType) else 0)
                return Compiled(ty, lambda f: zero)
            return self.convert(self.expr(kids[0]), ty, kids[0])
        if isinstance(ty, T.ClassType) and len(kids) == 1:
            return self.convert(self.expr(kids[0]), ty, kids[0])
        if isinstance(ty, T.StructType):
            return self.as_temp(self.struct_value(ty, self.init_into(ty, c, c)))
        raise self.fail(c, f"a braced initializer of {ty.name} here")

    def _this(self, c: Any) -> Compiled:
        this = self.this_expr(c)
        return Compiled(T.ptr(this.ty), this.ev)

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

    def _new(self, c: Any) -> Compiled:
        """``new T``, ``new T(args)``, ``new T{...}``, ``new T[n]``, ``new T[n]{...}``: storage that lives until
        ``delete`` (ascsim reports a double delete, a mismatched form, and what is never deleted)."""
        kinds = self.kinds
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
        cur, where = self.cur, self.where(c, col=False)
        if array:
            if not kids:
                raise self.fail(c, "this new expression")
            count_ev = self.convert(self.expr(kids[0]), T.LLONG, kids[0]).ev
            init_c = kids[1] if len(kids) > 1 else None
            s = strip(init_c) if init_c is not None else None
            items = list(s.get_children()) if s is not None and s.kind == kinds.INIT_LIST_EXPR else []
            fills = [self.object_init(elem, it, it) for it in items]
            rest = None
            if isinstance(elem, (T.StructType, T.ClassType)) and cu.evaluate(kids[0]) != len(items):
                rest = self.object_init(elem, None, c)
            label_of = f"new {elem.name}[{{}}]"
        else:
            count_ev = None
            init_c = kids[0] if kids else None
            s = strip(init_c) if init_c is not None else None
            if s is not None and s.kind == kinds.INIT_LIST_EXPR and not isinstance(elem, (T.StructType, T.ClassType)):
                inner = list(s.get_children())
                init_c = inner[0] if inner else None
            one = self.object_init(elem, init_c, c)
            fills, rest = [one], None
            label_of = f"new {elem.name}"

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
            if array and len(fills) > n:
                raise RunError(f"new {elem.name}[{n}] with {len(fills)} initializers (std::bad_array_new_length)")
            for i in range(n):
                step = fills[i] if i < len(fills) else rest
                if step is not None:
                    step(f, Pointer(mem, i * size))
            return Pointer(mem, 0)
        return Compiled(ty, run)

    def _delete(self, c: Any) -> Compiled:
        """``delete p`` / ``delete[] p``: destroys the object(s) (in reverse order), then frees the storage."""
        kids = [ch for ch in c.get_children() if ch.kind.is_expression()]
        if len(kids) != 1:
            raise self.fail(c, "this delete expression")
        e = self.expr(kids[0])
        if not isinstance(e.ty, T.PtrType):
            raise self.fail(c, f"delete of a {e.ty.name}")
        elem = e.ty.pointee
        array = self._bracket_form(c, "delete")
        destroy = self.destroyer(elem, c) if needs_dtor(elem) else None
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
        return Compiled(T.VOID, run)

    def _constant(self, c: Any) -> Compiled:
        ty = self.ctype(c.type, c)
        v = cu.evaluate(c)
        if v is None:
            raise self.fail(c, "this constant expression")
        if isinstance(ty, T.IntType):
            v = ty.wrap(int(v))
        elif isinstance(ty, T.FloatType):
            v = ty.round(float(v))
        return self._literal(ty, v)

    def _literal(self, ty: T.CType, v: Any) -> Compiled:
        """A constant: its value written into the source of fused expressions."""
        if type(v) is int or type(v) is float and math.isfinite(v):
            return self.fused(ty, repr(v) if v >= 0 else f"({v!r})")
        return Compiled(ty, lambda f: v)

    def _unexposed(self, c: Any) -> Compiled:
        kids = [ch for ch in c.get_children() if ch.kind.is_expression()]
        ty = self.ctype(c.type, c)
        if not kids:
            if c.location.line == 0:
                raise self.fail(c, "a default argument here")
            v = cu.evaluate(c)
            if isinstance(ty, T.PtrType) or ty is T.NULLPTR:
                return Compiled(ty, lambda f: None)
            if isinstance(ty, T.ClassType):
                make = self.rt.default_maker(ty, c)
                return Compiled(ty, lambda f: make())
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

    def _init_list(self, c: Any, ty: T.ClassType) -> Compiled:
        s = strip(c)
        if s.kind != self.kinds.INIT_LIST_EXPR:
            raise self.fail(c, "this std::initializer_list")
        elem = ty.arg
        evs = [self.braced(ch, elem) for ch in s.get_children()]
        copy = self.rt.copier(elem, c) if isinstance(elem, T.ClassType) else None
        if copy is not None:
            return Compiled(ty, lambda f: [copy(e(f)) for e in evs])
        return Compiled(ty, lambda f: [e(f) for e in evs])

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
        if isinstance(dst, T.StructType) and isinstance(src, T.StructType) and derives(src, dst):
            return None  # a derived object as its base (the base with data is at offset 0)
        if dst is T.VOID:
            return lambda v: None
        if isinstance(dst, (T.FuncType, T.ArrayType)) and type(dst) is type(src):
            return None
        if dst is T.NULLPTR and src is T.NULLPTR:
            return None
        raise self.fail(c, f"the conversion from {src.name} to {dst.name}")

    def convert(self, e: Compiled, dst: T.CType, c: Any) -> Compiled:
        """``e`` as a value of type ``dst``; lvalue-ness survives only when nothing changes."""
        if e.ty is dst:
            return e
        if isinstance(dst, T.FuncType) or isinstance(dst, T.PtrType) and isinstance(e.ty, T.FuncType):
            return Compiled(dst, e.ev, e.loc, e.store, e.node)
        fn = self.value_converter(e.ty, dst, c)
        if fn is None:
            same = e.ty.kind == dst.kind
            if e.src is not None:
                return self.fused(dst, e.src, e.loc if same else None, e.store if same else None,
                                  e.put_src if same else None)
            return Compiled(dst, e.ev, e.loc if same else None, e.store if same else None, e.node)
        if e.src is not None and e.src.isdigit() and isinstance(dst, T.IntType) and isinstance(e.ty, T.IntType):
            return self._literal(dst, dst.wrap(int(e.src)))  # a constant converts at compile time
        if e.src is not None:
            src = self._converted_src(e.ty, dst, e.src)
            return self.fused(dst, src if src is not None else f"{self.bind(fn)}({e.src})")
        ev = e.ev
        return Compiled(dst, lambda f: fn(ev(f)))

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
    def address_of(self, e: Compiled, c: Any) -> Ev:
        """f -> Pointer to the object ``e`` denotes (a temporary for an rvalue)."""
        if e.loc is not None:
            return e.loc
        ev, ty = e.ev, e.ty
        if isinstance(ty, T.StructType):
            return ev
        if isinstance(ty, T.ClassType):
            return lambda f: Pointer(ObjMem([ev(f)], ty.size), 0)
        return lambda f: Pointer(SlotMem([ev(f)], 0, ty), 0)

    def _var_expr(self, info: VarInfo, c: Any) -> Compiled:
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
                return Compiled(ty, lambda f: g[idx], lambda f: g[idx])
            return Compiled(ty, lambda f: f[idx], lambda f: f[idx])
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

            return Compiled(ty, gget, lambda f: Pointer(SlotMem(g, idx, ty), 0), gstore)

        def store(f: Frame, v: Any) -> None:
            f[idx] = v

        return self.fused(ty, f"f[{idx}]", lambda f: Pointer(SlotMem(f, idx, ty), 0), store)

    def _decl_ref(self, c: Any) -> Compiled:
        kinds = self.kinds
        d = c.referenced
        if d is None:
            if cu.evaluate(c) is not None:  # a non-type template argument inside an instantiation
                return self._constant(c)
            raise self.fail(c, f"the name {c.spelling}")
        if d.kind in (kinds.VAR_DECL, kinds.PARM_DECL):
            if self.in_prelude(d):
                return self.rt.prelude_var(self, d, c)
            if d.kind == kinds.VAR_DECL and self._is_dynamic_ub(d):
                return self._dynamic_ub(d, c)
            return self._var_expr(self.var_info(d, c), c)
        if d.kind == kinds.ENUM_CONSTANT_DECL:
            ty = self.ctype(c.type, c)
            v = d.enum_value
            return Compiled(ty, lambda f: v)
        if d.kind == kinds.FUNCTION_DECL and not self.rt.is_native_decl(self, d):
            fp = self.fn_pointer(d, c)
            return Compiled(self.ctype(c.type, c), lambda f: fp)
        if d.kind in (kinds.FUNCTION_DECL, kinds.CXX_METHOD, kinds.FUNCTION_TEMPLATE):
            fv = FuncVal(qualified_name(d))
            return Compiled(T.FuncType(), lambda f: fv)
        if d.kind == kinds.TEMPLATE_NON_TYPE_PARAMETER:
            return self._constant(c)
        part = self.binding_parts.get(location_key(d)) if d.kind == kinds.UNEXPOSED_DECL else None
        if part is not None:  # a name of a structured binding: a part of the object in its slot
            slot, off, pty = part
            return mem_lvalue(pty, lambda f: Pointer(f[slot].mem, f[slot].off + off))
        if d.kind == kinds.UNEXPOSED_DECL and cu.evaluate(c) is not None:
            return self._constant(c)  # a constexpr variable template (same_v<A, B>)
        if d.kind == kinds.UNEXPOSED_DECL:
            raise self.fail(c, f"the name {d.spelling} here")
        raise self.fail(c, f"a reference to {d.kind.name.lower()} {d.spelling}")

    # -- operators ---------------------------------------------------------------------------
    def _binary(self, c: Any) -> Compiled:
        op = cu.binop(c)
        a_c, b_c = list(c.get_children())
        if op == ",":
            first, second = self.expr(a_c).ev, self.expr(b_c)
            bev = second.ev

            def comma(f: Frame) -> Any:
                first(f)
                return bev(f)

            return Compiled(second.ty, comma, second.loc, second.store)
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
                return Compiled(T.BOOL, lambda f: bool(x(f) and y(f)))
            return Compiled(T.BOOL, lambda f: bool(x(f) or y(f)))
        if isinstance(a.ty, (T.PtrType, T.NullptrType)) or isinstance(b.ty, (T.PtrType, T.NullptrType)):
            return self._pointer_binary(op, a, b, ty, c)
        src = self._arith_src(op, a, b, ty) if a.src is not None or b.src is not None else None
        if src is not None:
            return self.fused(ty, src)
        return Compiled(ty, self.arith(op, a.ev, b.ev, ty, c))

    def _arith_src(self, op: str, a: Compiled, b: Compiled, ty: T.CType) -> str | None:
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
                if b == -1 and a == lo < 0:  # the one quotient out of range: a native run stops (SIGFPE)
                    raise RunError(f"{a} {op} -1 overflows {ty.name} (undefined behaviour); "
                                   f"compute it in a wider type")
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

    def _pointer_binary(self, op: str, a: Compiled, b: Compiled, ty: T.CType, c: Any) -> Compiled:
        x, y = a.ev, b.ev
        if op in ("==", "!="):
            eq = op == "=="
            return Compiled(T.BOOL, lambda f: (x(f) == y(f)) is eq)
        if op in ("<", ">", "<=", ">="):
            fn = {"<": o.lt, ">": o.gt, "<=": o.le, ">=": o.ge}[op]

            def cmp(f: Frame) -> bool:
                p, q = x(f), y(f)
                if p is None or q is None or p.mem is not q.mem:
                    raise RunError("compares pointers into different objects")
                return bool(fn(p.off, q.off))
            return Compiled(T.BOOL, cmp)
        if op == "-" and isinstance(a.ty, T.PtrType) and isinstance(b.ty, T.PtrType):
            size = a.ty.pointee.size or 1

            def diff(f: Frame) -> int:
                p, q = x(f), y(f)
                if p is None or q is None or p.mem is not q.mem:
                    raise RunError("subtracts pointers into different objects")
                return (p.off - q.off) // size
            return Compiled(ty, diff)
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
            return Compiled(ty, move)
        raise self.fail(c, f"the operator {op} on pointers")

    def _assign(self, a: Compiled, b: Compiled, a_c: Any, c: Any) -> Compiled:
        if isinstance(a.ty, T.StructType) and a.loc is not None and b.ty is a.ty:
            dst, src, copy = a.loc, b.ev, a.ty.copy_into

            def assign_struct(f: Frame) -> Any:
                p = dst(f)
                copy(p, src(f))
                return p
            return Compiled(a.ty, assign_struct, dst, a.store)
        if isinstance(a.ty, T.ClassType):
            raise self.fail(c, f"assignment of {a.ty.name}")
        if a.store is None:
            raise self.fail(a_c, "assignment to this expression")
        if a.put_src is not None and a.loc is not None:
            value = self.src(self.convert(b, a.ty, c))
            out = self.fused(a.ty, a.put_src(value), a.loc, a.store)
            slot = slot_of(a)
            if slot is not None:
                out.stmt_src = f"f[{slot}] = {value}"
            return out
        store, ev = a.store, self.convert(b, a.ty, c).ev
        if a.loc is not None and a.store is not None:
            def assign(f: Frame) -> Any:
                v = ev(f)
                store(f, v)
                return v
            return Compiled(a.ty, assign, a.loc, store)
        raise self.fail(a_c, "assignment to this expression")

    def _compound_assign(self, c: Any) -> Compiled:
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
            return Compiled(lt, padd, loc, a.store)
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

        slot = slot_of(a)
        if slot is not None and a.put_src is not None and ct is lt \
                and (isinstance(lt, T.IntType) and not lt.is_bool or lt is T.DOUBLE):
            src = self._arith_src(op, a, rhs, lt)
            if src is not None:
                out = self.fused(lt, a.put_src(src), loc, a.store)
                out.stmt_src = f"f[{slot}] = {src}"
                return out
        info = local_slot(a_c, self)
        if info is not None and ct is lt and isinstance(lt, T.IntType) and not lt.is_bool and op in "+-*&|^":
            fn = {"+": o.add, "-": o.sub, "*": o.mul, "&": o.and_, "|": o.or_, "^": o.xor}[op]
            idx, lo, hi, wrap, r_ev = info.idx, lt.min, lt.max, lt.wrap, rhs.ev

            def fast(f: Frame) -> Any:
                v = fn(f[idx], r_ev(f))
                if not lo <= v <= hi:
                    v = wrap(v)
                f[idx] = v
                return v
            return Compiled(lt, fast, loc, a.store)
        # Fast path for plain variables: no Pointer needed.
        ev_a, store_a = a.ev, a.store
        if is_simple_var(a_c, self):
            def run_var(f: Frame) -> Any:
                cell[0] = to_ct(ev_a(f))
                v = back(calc(f))
                store_a(f, v)
                return v
            return Compiled(lt, run_var, loc, store_a)
        return Compiled(lt, run, loc, a.store)

    def _unary(self, c: Any) -> Compiled:
        op = cu.unop(c)
        (x_c,) = [ch for ch in c.get_children() if ch.kind.is_expression()]
        x = self.expr(x_c)
        ty = self.ctype(c.type, c)
        if op == "&":
            if isinstance(x.ty, T.FuncType):
                return Compiled(ty, x.ev)  # a function's value is already its address (an FnPtr)
            return Compiled(ty, self.address_of(x, x_c))
        if op == "*":
            if isinstance(x.ty, T.PtrType) and isinstance(x.ty.pointee, T.FuncType):
                return Compiled(ty, x.ev)  # *fp designates the function: calling it calls through fp
            return mem_lvalue(ty, x.ev)
        if op in ("++", "--", "post++", "post--"):
            return self._incdec(op, x, x_c, c)
        xv = x.ev
        if op == "+":
            return Compiled(ty, xv)
        if op == "-":
            if isinstance(ty, T.FloatType):
                return Compiled(ty, lambda f: -xv(f))
            wrap = ty.wrap  # type: ignore[attr-defined]
            return Compiled(ty, lambda f: wrap(-xv(f)))
        if op == "~":
            wrap = ty.wrap  # type: ignore[attr-defined]
            return Compiled(ty, lambda f: wrap(~xv(f)))
        if op == "!":
            xb = self.convert(x, T.BOOL, x_c).ev
            return Compiled(ty, lambda f: not xb(f))
        if op == "__extension__":
            return x
        raise self.fail(c, f"the unary operator {op}")

    def _incdec(self, op: str, x: Compiled, x_c: Any, c: Any) -> Compiled:
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
        slot = slot_of(x)
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
        info = local_slot(x_c, self)
        if info is not None and isinstance(ty, T.IntType) and not ty.is_bool:
            idx, lo, hi, wrap = info.idx, ty.min, ty.max, ty.wrap

            def fast(f: Frame) -> Any:
                old = f[idx]
                v = old + delta
                if not lo <= v <= hi:
                    v = wrap(v)
                f[idx] = v
                return old if post else v
            return Compiled(ty, fast, None if post else x.loc, None if post else x.store)
        get, store = x.ev, x.store
        if post:
            def run(f: Frame) -> Any:
                v = get(f)
                store(f, step(v))
                return v
            return Compiled(ty, run)

        def pre(f: Frame) -> Any:
            v = step(get(f))
            store(f, v)
            return v
        return Compiled(ty, pre, x.loc, store)

    def _conditional(self, c: Any) -> Compiled:
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
        return Compiled(ty, lambda f: x(f) if test(f) else y(f), loc)

    def _subscript(self, c: Any) -> Compiled:
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
            return Compiled(ty, addr, addr)
        return mem_lvalue(ty, addr)

    def _cast(self, c: Any) -> Compiled:
        kids = [ch for ch in c.get_children() if ch.kind.is_expression()]
        ty = self.ctype(c.type, c)
        if not kids:
            return self._unexposed(c)
        x_c = kids[-1]
        x = self.expr(x_c)
        if isinstance(ty, T.ClassType):
            return self.convert(x, ty, c)
        if c.kind == self.kinds.CXX_REINTERPRET_CAST_EXPR or c.kind == self.kinds.CSTYLE_CAST_EXPR:
            if isinstance(ty, T.PtrType) and isinstance(x.ty, (T.PtrType, T.ArrayType)):
                return Compiled(ty, x.ev)
            if isinstance(ty, T.IntType) and isinstance(x.ty, T.PtrType):
                xv, wrap = x.ev, ty.wrap

                def addr(f: Frame) -> int:
                    p = xv(f)
                    return 0 if p is None else wrap(p.address())
                return Compiled(ty, addr)
        return self.convert(x, ty, c)

    # -- UB arrays and conditions ---------------------------------------------------------
    def _is_dynamic_ub(self, c: Any) -> bool:
        """Whether ``c`` is ``extern __ubuf__ T name[]``: the launch's dynamic UB (every such declaration
        names the same region, as CUDA's ``extern __shared__``)."""
        return c.storage_class == self.ci.StorageClass.EXTERN and c.type.get_canonical()._kind_id == 114 \
            and self._is_ubuf_decl(c)

    def _dynamic_ub(self, d: Any, c: Any) -> Compiled:
        """The value of a name of the dynamic UB: a pointer to the running block's region."""
        leaf = self.ctype(self.ci.conf.lib.clang_getArrayElementType(d.type.get_canonical()), d)
        region = self.rt.dynamic_ub(leaf, d)
        return Compiled(T.ptr(leaf), lambda f: region())

    def _is_ubuf_decl(self, c: Any, mark: str = "ascsim_ubuf") -> bool:
        """Whether the declaration carries ``__ubuf__`` (or ``__cbuf__`` with ``mark="ascsim_cbuf"``: an
        annotation in the prelude)."""
        return any(ch.kind == self.kinds.ANNOTATE_ATTR and ch.spelling == mark for ch in c.get_children())

    def cond(self, c: Any) -> Ev:
        sites = self.temp_sites
        return self.full_expr(self.convert(self.expr(c), T.BOOL, c).ev, sites)
