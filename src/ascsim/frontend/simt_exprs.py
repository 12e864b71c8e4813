"""Expressions of the SIMT lockstep engine: each expression kind compiled by the method its table
names, to a closure over the threads of a batch (see :mod:`ascsim.frontend.simt_values`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ..runtime.simt import Threads
from ..runtime.simt_ramp import offset_by, thread_index
from . import clangutil as cu
from . import ctype as T
from .compiler_base import qualified_name, strip
from .errors import RunError
from .memory import Pointer, string_mem
from .simt_records import SimtRecords, base_view, derives_from, is_record, leaves_of
from .simt_values import (
    LockstepUnsupported,
    Rec,
    SFrame,
    X,
    as_array,
    both,
    cond_mask,
    convert,
    dtype_of,
    merge,
)

#: The built-in index variables and which attribute of the threads holds each.
BUILTIN_DIM3 = {"threadIdx": "tid", "blockIdx": "bid", "blockDim": "bdim", "gridDim": "gdim"}
_AXES = {"x": 0, "y": 1, "z": 2}


_ARITH: dict[str, Callable[[Any, Any], Any]] = {
    "+": np.add, "-": np.subtract, "*": np.multiply, "&": np.bitwise_and, "|": np.bitwise_or, "^": np.bitwise_xor,
    "<": np.less, ">": np.greater, "<=": np.less_equal, ">=": np.greater_equal, "==": np.equal, "!=": np.not_equal,
}
_COMPARE = frozenset({"<", ">", "<=", ">=", "==", "!="})


class SimtExprs(SimtRecords):
    """The expression half of the lockstep compiler (statements and functions: :mod:`simt_lockstep`; records:
    :mod:`simt_records`)."""

    comp: Any
    kinds: Any
    _expr_table: dict[Any, Callable[[Any], X]]

    # -- helpers the statement half provides -------------------------------------------------
    def var_x(self, d: Any, c: Any) -> X:
        raise NotImplementedError

    def call_x(self, c: Any) -> X:
        raise NotImplementedError

    def ctype(self, c: Any) -> T.CType:
        ty = self.comp.ctype(c.type, c)
        return ty.target if isinstance(ty, T.RefType) else ty

    def refuse(self, c: Any, what: str) -> LockstepUnsupported:
        return LockstepUnsupported(self.comp.where(c), what)

    def where(self, c: Any) -> str:
        return str(self.comp.where(c, col=False))

    # -- expressions -------------------------------------------------------------------------
    def expr(self, c: Any) -> X:
        build = self._exprs().get(c.kind)
        if build is None:
            raise self.refuse(c, f"the expression kind {c.kind.name.lower()}")
        return build(c)

    def rvalue(self, c: Any, ty: T.CType | None = None) -> X:
        """``c`` converted to ``ty`` (default: its own type)."""
        x = self.expr(c)
        if ty is None or ty is x.ty:
            return x
        return self.conv(x, ty)

    def conv(self, x: X, ty: T.CType) -> X:
        src = x.ty
        if src is ty:
            return x
        if is_record(ty) and is_record(src) and ty.name == src.name:
            return X(ty, x.ev, x.put, x.addr)  # the same class, differently qualified
        if isinstance(ty, T.StructType) and isinstance(src, T.StructType) and derives_from(src, ty):
            return base_view(x, ty)
        if isinstance(ty, T.StructType) or isinstance(src, T.StructType):
            raise LockstepUnsupported("?", f"a conversion from {src.name} to {ty.name}")
        if x.const is not None:
            v = convert(x.const, src, ty)
            return X(ty, lambda f, m: v, const=v)
        ev = x.ev
        return X(ty, lambda f, m: convert(ev(f, m), src, ty))

    def _exprs(self) -> dict[Any, Callable[[Any], X]]:
        if not getattr(self, "_expr_table", None):
            kinds = self.kinds
            table: dict[Any, Callable[[Any], X]] = {
                kinds.UNEXPOSED_EXPR: self._unexposed,
                kinds.PAREN_EXPR: lambda c: self.expr(next(iter(c.get_children()))),
                kinds.DECL_REF_EXPR: self._decl_ref,
                kinds.BINARY_OPERATOR: self._binary,
                kinds.COMPOUND_ASSIGNMENT_OPERATOR: self._compound,
                kinds.UNARY_OPERATOR: self._unary,
                kinds.CONDITIONAL_OPERATOR: self._conditional,
                kinds.ARRAY_SUBSCRIPT_EXPR: self._subscript,
                kinds.MEMBER_REF_EXPR: self._member,
                kinds.CALL_EXPR: lambda c: self.call_x(c),
                kinds.STRING_LITERAL: self._string,
                kinds.CXX_NULL_PTR_LITERAL_EXPR: lambda c: X(T.NULLPTR, lambda f, m: None, const=None),
                kinds.CXX_THIS_EXPR: self.this_x,
                kinds.INIT_LIST_EXPR: self.init_list_x,
            }
            for k in (kinds.INTEGER_LITERAL, kinds.CHARACTER_LITERAL, kinds.CXX_BOOL_LITERAL_EXPR,
                      kinds.FLOATING_LITERAL, kinds.CXX_UNARY_EXPR):
                table[k] = self._constant
            for k in (kinds.CSTYLE_CAST_EXPR, kinds.CXX_STATIC_CAST_EXPR, kinds.CXX_FUNCTIONAL_CAST_EXPR,
                      kinds.CXX_REINTERPRET_CAST_EXPR, kinds.CXX_CONST_CAST_EXPR):
                table[k] = self._cast
            self._expr_table = table
        return self._expr_table

    def _constant(self, c: Any) -> X:
        ty = self.ctype(c)
        v = cu.evaluate(c)
        if v is None:
            raise self.refuse(c, "this constant")
        dt = dtype_of(ty)
        if dt is None:
            raise self.refuse(c, f"a constant of type {ty.name}")
        val = dt.type(ty.wrap(int(v)) if isinstance(ty, T.IntType) and not ty.is_bool else v)
        return X(ty, lambda f, m: val, const=val)

    def _string(self, c: Any) -> X:
        data = cu.string_literal(c)
        if data is None:
            raise self.refuse(c, "this string literal")
        p = Pointer(string_mem(data), 0)
        return X(T.ptr(T.CHAR), lambda f, m: p, const=None)

    def _unexposed(self, c: Any) -> X:
        kids = list(c.get_children())
        ty = self.ctype(c)
        if len(kids) != 1:
            if not kids and cu.evaluate(c) is not None:
                return self._constant(c)
            raise self.refuse(c, "this expression")
        inner = self.expr(kids[0])
        if isinstance(inner.ty, T.ArrayType) and isinstance(ty, T.PtrType):  # array decays to its start
            return X(ty, inner.addr if inner.addr is not None else inner.ev)
        if inner.ty is ty or self._same(inner.ty, ty):
            return inner
        return self.conv(inner, ty)

    @staticmethod
    def _same(a: T.CType, b: T.CType) -> bool:
        return isinstance(a, T.PtrType) and isinstance(b, T.PtrType) or a.name == b.name and type(a) is type(b)

    def _cast(self, c: Any) -> X:
        kids = [k for k in c.get_children() if k.kind.is_expression()]
        if len(kids) != 1:
            raise self.refuse(c, "this cast")
        return self.rvalue(kids[-1], self.ctype(c))

    def _decl_ref(self, c: Any) -> X:
        d = c.referenced
        if d is None and cu.evaluate(c) is not None:  # a non-type template argument inside an instantiation
            return self._constant(c)
        if d is None:
            raise self.refuse(c, "this name")
        if d.kind in (self.kinds.ENUM_CONSTANT_DECL, self.kinds.TEMPLATE_NON_TYPE_PARAMETER):
            return self._constant(c)
        if d.kind == self.kinds.VAR_DECL and self.comp.in_prelude(d) and qualified_name(d) in BUILTIN_DIM3:
            return self._whole_dim3(c, BUILTIN_DIM3[qualified_name(d)])
        if d.kind in (self.kinds.VAR_DECL, self.kinds.PARM_DECL):
            return self.var_x(d, c)
        raise self.refuse(c, f"a reference to {d.spelling}")

    def _whole_dim3(self, c: Any, attr: str) -> X:
        """``threadIdx`` (``blockIdx`` ...) as a whole ``dim3`` value: each thread's three indices."""
        ty = self.ctype(c)
        offsets = sorted(leaves_of(ty))
        if len(offsets) != 3:
            raise self.refuse(c, f"{c.spelling} as a {ty.name}")

        def ev(f: SFrame, m: Any) -> Any:
            return Rec({off: thread_index(f.t, attr, axis) for axis, off in enumerate(offsets)})
        return X(ty, ev)

    # -- operators ---------------------------------------------------------------------------
    def _binary(self, c: Any) -> X:
        op = cu.binop(c)
        a_c, b_c = list(c.get_children())
        ty = self.ctype(c)
        if op == "=":
            return self._assign(c, a_c, b_c)
        if op in ("&&", "||"):
            return self._logical(op, a_c, b_c)
        if op == ",":
            a, b = self.expr(a_c), self.expr(b_c)
            ae, be = a.ev, b.ev
            return X(b.ty, lambda f, m: (ae(f, m), be(f, m))[1], b.put, b.addr)
        a, b = self.expr(a_c), self.expr(b_c)
        return self.arith(c, op, a, b, ty)

    def arith(self, c: Any, op: str, a: X, b: X, ty: T.CType) -> X:
        """``a op b`` of result type ``ty`` (operands already converted as C converts them)."""
        if isinstance(a.ty, T.PtrType) or isinstance(b.ty, T.PtrType):
            return self._pointer_arith(c, op, a, b, ty)
        ae, be = a.ev, b.ev
        dt = dtype_of(ty)
        opnd = dtype_of(a.ty)
        # The operator takes the second operand's value at once: from memory, a view of it will do (no copy).
        be_now = b.peek or be
        if dt is None or opnd is None:
            raise self.refuse(c, f"the operator {op} on {a.ty.name}")
        fn = _ARITH.get(op)
        if fn is not None:
            if op in _COMPARE:
                return X(ty, lambda f, m: fn(ae(f, m), be_now(f, m)))
            return X(ty, lambda f, m: fn(ae(f, m), be_now(f, m)).astype(dt, copy=False))
        if op in ("<<", ">>"):
            shift = np.left_shift if op == "<<" else np.right_shift
            bits = opnd.itemsize * 8
            at = self.where(c)

            def sh(f: SFrame, m: Any) -> Any:
                x, n = ae(f, m), be(f, m)
                nn = np.asarray(n)
                act = nn if m is None or nn.ndim == 0 else nn[m]
                if act.size and (int(act.min()) < 0 or int(act.max()) >= bits):
                    raise RunError(f"a shift by {int(act.max()) if int(act.max()) >= bits else int(act.min())} bits "
                                   f"of a {bits}-bit value (at {at}); the count must be 0 to {bits - 1}")
                return shift(x, np.where(nn < 0, 0, np.minimum(nn, bits - 1)).astype(dt)).astype(dt, copy=False)
            return X(ty, sh)
        if op in ("/", "%"):
            if dt.kind == "f":
                if op == "%":
                    raise self.refuse(c, "% on floating values")
                return X(ty, lambda f, m: np.divide(ae(f, m), be(f, m)).astype(dt, copy=False))
            return X(ty, self._int_div(op, ae, be, dt, self.where(c)))
        raise self.refuse(c, f"the operator {op}")

    @staticmethod
    def _int_div(op: str, ae: Any, be: Any, dt: np.dtype, at: str) -> Callable[[SFrame, Any], Any]:
        signed = dt.kind == "i"

        def div(f: SFrame, m: Any) -> Any:
            x, y = ae(f, m), be(f, m)
            ya = np.asarray(y)
            zero = ya == 0
            if zero.any():
                act = zero if m is None or zero.ndim == 0 else zero & m
                if np.any(act):
                    raise RunError(f"integer division by zero (at {at})")
                y = np.where(zero, 1, ya).astype(dt)
            if op == "%":
                if dt.kind == "u":  # the same for unsigned values: numpy divides by a scalar far faster than fmod
                    return (x - np.floor_divide(x, y) * y).astype(dt, copy=False)
                return np.fmod(x, y).astype(dt, copy=False)
            q = np.floor_divide(x, y)
            if signed:  # C truncates toward zero
                q = q + ((np.remainder(x, y) != 0) & ((np.asarray(x) < 0) != (np.asarray(y) < 0)))
            return np.asarray(q).astype(dt)[()] if np.ndim(q) == 0 else q.astype(dt, copy=False)
        return div

    def _pointer_arith(self, c: Any, op: str, a: X, b: X, ty: T.CType) -> X:
        ae, be = a.ev, b.ev
        if isinstance(a.ty, T.PtrType) and isinstance(b.ty, T.PtrType):
            if op == "-":
                size = max(a.ty.pointee.size, 1)
                dt = dtype_of(ty) or np.dtype(np.int64)
                return X(ty, lambda f, m: ((np.asarray(ae(f, m).off, np.int64) - np.asarray(be(f, m).off, np.int64))
                                           // size).astype(dt))
            fn = _ARITH.get(op)
            if op in _COMPARE and fn is not None:
                def cmp(f: SFrame, m: Any) -> Any:
                    p, q = ae(f, m), be(f, m)
                    if p is None or q is None:
                        return fn(0 if p is None else 1, 0 if q is None else 1)
                    return fn(p.off, q.off)
                return X(ty, cmp)
            raise self.refuse(c, f"the operator {op} on two pointers")
        if op in _COMPARE:  # a pointer against nullptr (0)
            p_ev = ae if isinstance(a.ty, T.PtrType) else be
            eq = op == "=="
            return X(ty, lambda f, m: np.bool_((p_ev(f, m) is None) == eq))
        if op not in ("+", "-"):
            raise self.refuse(c, f"the operator {op} on a pointer")
        ptr_first = isinstance(a.ty, T.PtrType)
        pty = a.ty if ptr_first else b.ty
        size = max(pty.pointee.size, 1)  # type: ignore[attr-defined]
        pe, ie = (ae, be) if ptr_first else (be, ae)
        sign = -1 if op == "-" else 1

        def add(f: SFrame, m: Any) -> Any:
            p = pe(f, m)
            if p is None:
                raise RunError("arithmetic on a null pointer")
            return Pointer(p.mem, p.off + np.multiply(ie(f, m), sign * size, dtype=np.int64))
        return X(ty, add)

    def _logical(self, op: str, a_c: Any, b_c: Any) -> X:
        a, b = self.rvalue(a_c, T.BOOL), self.rvalue(b_c, T.BOOL)
        ae, be = a.ev, b.ev
        conj = op == "&&"

        def run(f: SFrame, m: Any) -> Any:
            t = f.t
            x = cond_mask(t, ae(f, m))
            rest = both(m, x) if conj else both(m, ~x)
            if not rest.any():
                return x
            y = cond_mask(t, be(f, rest))
            return (x & y) if conj else (x | y)
        return X(T.BOOL, run)

    def _assign(self, c: Any, a_c: Any, b_c: Any) -> X:
        lv = self.expr(a_c)
        if lv.put is None:
            raise self.refuse(c, "an assignment to this expression")
        if isinstance(lv.ty, T.StructType):
            return self.assign_record(c, lv, b_c)
        if isinstance(lv.ty, T.ArrayType):
            raise self.refuse(c, f"assignment of a {lv.ty.name}")
        rv = self.rvalue(b_c, lv.ty)
        put, ev = lv.put, rv.ev

        def assign(f: SFrame, m: Any) -> Any:
            v = ev(f, m)
            put(f, m, v)
            return v
        return X(lv.ty, assign, lv.put, lv.addr)

    def _compound(self, c: Any, op: str | None = None) -> X:
        a_c, b_c = list(c.get_children())
        op = (op or cu.binop(c))[:-1]
        lv = self.expr(a_c)
        if lv.put is None:
            raise self.refuse(c, "an assignment to this expression")
        b = self.expr(b_c)
        ty = lv.ty
        if isinstance(ty, T.PtrType):
            comp_ty: T.CType = ty
            a_x = lv
        else:
            comp_ty = T.usual_arithmetic(ty, b.ty) if op not in ("<<", ">>") else T.promote(ty)
            a_x = self.conv(lv, comp_ty)
            if op not in ("<<", ">>"):
                b = self.conv(b, comp_ty)
        res = self.conv(self.arith(c, op, a_x, b, comp_ty), ty)
        put, ev = lv.put, res.ev

        def run(f: SFrame, m: Any) -> Any:
            v = ev(f, m)
            put(f, m, v)
            return v
        return X(ty, run, lv.put, lv.addr)

    def _unary(self, c: Any) -> X:
        op = cu.unop(c)
        (k,) = list(c.get_children())
        ty = self.ctype(c)
        if op == "*":
            p = self.expr(k)
            return self.mem_lvalue(c, ty, p.ev)
        if op == "&":
            lv = self.expr(k)
            if lv.addr is None:
                raise self.refuse(c, "taking the address of a variable (lockstep variables live in arrays)")
            return X(ty, lv.addr)
        if op in ("++", "--", "post++", "post--", "pre++", "pre--"):
            return self._incdec(c, op, k)
        x = self.expr(k)
        xe = x.ev
        dt = dtype_of(ty)
        if op == "-" and dt is not None:
            return X(ty, lambda f, m: np.negative(xe(f, m)).astype(dt, copy=False))
        if op == "+":
            return x
        if op == "~" and dt is not None:
            return X(ty, lambda f, m: np.invert(xe(f, m)).astype(dt, copy=False))
        if op == "!":
            b = self.conv(x, T.BOOL).ev
            return X(T.BOOL, lambda f, m: np.logical_not(b(f, m)))
        raise self.refuse(c, f"the operator {op}")

    def _incdec(self, c: Any, op: str, k: Any) -> X:
        lv = self.expr(k)
        if lv.put is None:
            raise self.refuse(c, f"{op} of this expression")
        ty = lv.ty
        post = op.startswith("post")
        step = 1 if "++" in op else -1
        get, put = lv.ev, lv.put
        if isinstance(ty, T.PtrType):
            size = max(ty.pointee.size, 1)

            def pstep(f: SFrame, m: Any) -> Any:
                p = get(f, m)
                q = Pointer(p.mem, p.off + step * size)
                put(f, m, q)
                return p if post else q
            return X(ty, pstep, put if not post else None, None)
        dt = dtype_of(ty)
        if dt is None:
            raise self.refuse(c, f"{op} of a {ty.name}")
        one = dt.type(1)

        def run(f: SFrame, m: Any) -> Any:
            v = get(f, m)
            w = (np.add(v, one) if step > 0 else np.subtract(v, one)).astype(dt, copy=False)
            put(f, m, w)
            return v if post else w
        return X(ty, run, None if post else put, None if post else lv.addr)

    def _conditional(self, c: Any) -> X:
        cond_c, a_c, b_c = list(c.get_children())
        ty = self.ctype(c)
        cond = self.rvalue(cond_c, T.BOOL).ev
        a, b = self.rvalue(a_c, ty), self.rvalue(b_c, ty)
        ae, be = a.ev, b.ev

        def run(f: SFrame, m: Any) -> Any:
            t = f.t
            k = cond_mask(t, cond(f, m))
            mt, mf = both(m, k), both(m, ~k)
            if not mf.any():
                return ae(f, mt if m is not None else None)
            if not mt.any():
                return be(f, mf if m is not None else None)
            return merge(t, k, ae(f, mt), be(f, mf))
        return X(ty, run)

    # -- memory ------------------------------------------------------------------------------
    def mem_lvalue(self, c: Any, ty: T.CType, addr: Callable[[SFrame, Any], Any]) -> X:
        """An lvalue at the pointer ``addr(frame, mask)`` (one address per thread)."""
        return self.lvalue_at(c, ty, addr)

    def _subscript(self, c: Any) -> X:
        a_c, i_c = list(c.get_children())
        a, i = self.expr(a_c), self.expr(i_c)
        if not isinstance(a.ty, T.PtrType) and isinstance(i.ty, T.PtrType):
            a, i = i, a
        if isinstance(a.ty, T.ArrayType):
            if a.addr is None:
                raise self.refuse(c, "indexing this array")
            a = X(T.ptr(a.ty.elem), a.addr)
        if not isinstance(a.ty, T.PtrType):
            raise self.refuse(c, f"indexing a {a.ty.name}")
        ty = self.ctype(c)
        size = max(ty.size, 1)
        pe, ie = a.ev, i.ev

        def addr(f: SFrame, m: Any) -> Any:
            p = pe(f, m)
            if p is None:
                raise RunError("indexes a null pointer")
            return Pointer(p.mem, offset_by(p.off, ie(f, m), size))  # one pass, no copy
        if isinstance(ty, T.ArrayType):
            return X(ty, addr, None, addr)
        return self.mem_lvalue(c, ty, addr)

    def _member(self, c: Any) -> X:
        kids = list(c.get_children())
        base = strip(kids[0]) if kids else None
        d = base.referenced if base is not None and base.kind == self.kinds.DECL_REF_EXPR else None
        if d is not None and self.comp.in_prelude(d):
            attr = BUILTIN_DIM3.get(qualified_name(d))
            axis = _AXES.get(c.spelling)
            if attr is not None and axis is not None:
                def read(f: SFrame, m: Any, attr: str = attr, axis: int = axis) -> Any:
                    return thread_index(f.t, attr, axis)
                return X(T.UINT, read)
        return self.member_x(c)

    # -- shared ------------------------------------------------------------------------------
    def threads_array(self, t: Threads, v: Any) -> np.ndarray:
        return as_array(t, v)
