"""``std::function``: wrapping a callable (a lambda, a pointer to a function, an object with ``operator()``,
another ``std::function``) and calling it with the arguments of the ``std::function``'s signature.

Arguments travel in "parameter form": a Pointer for a reference to a scalar or pointer, the value
otherwise (a struct's value is a Pointer to the object). An adapter turns the form of the signature's
parameter into the form the target's parameter takes, converting as C++ does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import ctype as T
from .calls import NativeCall
from .compiler import E, Frame
from .errors import RunError
from .memory import Pointer, SlotMem
from .objects import FnPtr, FunctionObj

if TYPE_CHECKING:
    from .compiler import Compiler, VarInfo

Adapter = Callable[[Any], Any]


def _same(v: Any) -> Any:
    return v


def _sig_by_pointer(pt: T.CType) -> bool:
    """Whether the std::function passes this parameter as a Pointer (a non-const reference to a scalar)."""
    return isinstance(pt, T.RefType) and not pt.const and not isinstance(pt.target, (T.ClassType, T.StructType))


def _adapter(comp: Compiler, pt: T.CType, target_ty: T.CType, target_byref: bool, c: Any) -> Adapter:
    """From the signature's parameter ``pt`` (in its form) to a target parameter of type ``target_ty``."""
    src = pt.target if isinstance(pt, T.RefType) else pt
    conv = comp.value_converter(src, target_ty, c) if src is not target_ty else None
    if _sig_by_pointer(pt):
        if target_byref and conv is None:
            return _same
        load = conv or _same
        if target_byref:
            return lambda q: Pointer(SlotMem([load(q.load(src))], 0, target_ty), 0)
        return lambda q: load(q.load(src))
    fn = conv or _same
    if target_byref:
        return lambda v: Pointer(SlotMem([fn(v)], 0, target_ty), 0)
    if isinstance(target_ty, T.StructType):
        copy = comp.struct_fresh_copy(target_ty, lambda p: p)
        return lambda v: copy(fn(v))
    if isinstance(target_ty, T.ClassType):
        cp = comp.rt.copier(target_ty, c)
        return lambda v: cp(fn(v))
    return fn


def _result(comp: Compiler, ret: T.CType, ret_byref: bool, want: T.CType, c: Any) -> Adapter:
    """From what the target returns (a Pointer when it returns a scalar by reference) to the signature's result."""
    if want is T.VOID:
        return lambda r: None
    if isinstance(want, T.RefType):
        if ret_byref or isinstance(want.target, (T.ClassType, T.StructType)):
            return _same
        raise comp.fail(c, "a std::function returning a reference to a target that returns a value")
    conv = comp.value_converter(ret, want, c) if ret is not want else None
    if ret_byref:
        f = conv or _same
        return lambda r: f(r.load(ret))
    return conv or _same


def _invoker(comp: Compiler, sig: T.FuncType, targets: list[tuple[T.CType, bool]], ret: T.CType, ret_byref: bool,
             run: Callable[[Any, list[Any]], Any], c: Any) -> Callable[[Any], Callable[[list[Any]], Any]]:
    """state -> call(values): ``run(state, adapted values)``, its result converted to the signature's."""
    assert sig.params is not None and sig.ret is not None
    if len(targets) != len(sig.params):
        raise comp.fail(c, f"a std::function of {len(sig.params)} parameter(s) holding a callable of {len(targets)}")
    adapters = [_adapter(comp, pt, ty, byref, c) for pt, (ty, byref) in zip(sig.params, targets, strict=False)]
    res = _result(comp, ret, ret_byref, sig.ret, c)
    plain = all(a is _same for a in adapters)

    def bind(state: Any) -> Callable[[list[Any]], Any]:
        if plain:
            return lambda vals: res(run(state, vals))
        return lambda vals: res(run(state, [a(v) for a, v in zip(adapters, vals, strict=False)]))
    return bind


def _params(fn_params: list[VarInfo]) -> list[tuple[T.CType, bool]]:
    return [(p.ty, p.byref) for p in fn_params]


def _pointer_params(fty: T.FuncType) -> list[tuple[T.CType, bool]]:
    """The parameters of a function type in the form a call through a pointer passes them."""
    assert fty.params is not None
    out = []
    for pt in fty.params:
        if isinstance(pt, T.RefType):
            out.append((pt.target, not isinstance(pt.target, (T.ClassType, T.StructType))))
        else:
            out.append((pt, False))
    return out


def maker(comp: Compiler, sig: T.FuncType, src: T.CType, c: Any) -> Callable[[Any], FunctionObj]:
    """value of type ``src`` -> a new ``std::function`` of signature ``sig`` holding it (a copy of it)."""
    if src is T.NULLPTR:
        return lambda v: FunctionObj()
    if isinstance(src, T.ClassType) and src.role == "function":
        return lambda v: v.clone()
    if isinstance(src, T.ClassType) and src.role == "lambda":
        code = comp.lambda_invoker(src, c, "std::function")
        fn = code.fn
        bind = _invoker(comp, sig, _params(fn.params), fn.ret, fn.ret_byref, code.call, c)
        copy_clo = comp.rt.copier(src, c)

        def from_lambda(clo: Any) -> FunctionObj:
            mine = copy_clo(clo)
            return FunctionObj(bind(mine), lambda: from_lambda(mine), "a lambda")
        return from_lambda
    if isinstance(src, T.PtrType) and isinstance(src.pointee, T.FuncType) and src.pointee.params is not None:
        fty = src.pointee
        assert fty.ret is not None
        ret = fty.ret.target if isinstance(fty.ret, T.RefType) else fty.ret
        byref = isinstance(fty.ret, T.RefType) and not isinstance(ret, (T.ClassType, T.StructType))

        def run_ptr(fp: Any, vals: list[Any]) -> Any:
            if not isinstance(fp, FnPtr):
                raise RunError("a std::function holds a pointer that does not point to a function of the program")
            return fp.call(vals)
        bind = _invoker(comp, sig, _pointer_params(fty), ret, byref, run_ptr, c)

        def from_ptr(fp: Any) -> FunctionObj:
            if fp is None:
                return FunctionObj()
            return FunctionObj(bind(fp), None, fp.name if isinstance(fp, FnPtr) else "a function")
        return from_ptr
    if isinstance(src, T.StructType):
        if src.has_dtor:
            raise comp.fail(c, f"a std::function holding a {src.name}, whose destructor does something")
        method = next((ch for ch in src.decl.get_children()
                       if ch.kind == comp.K.CXX_METHOD and ch.spelling == "operator()"), None)
        if method is None:
            raise comp.fail(c, f"a std::function holding a {src.name} (it has no operator() with parameter types)")
        fn = comp.func(method)
        from .compiler import func_invoker

        call = func_invoker(comp, fn)

        def run_obj(obj: Pointer, vals: list[Any]) -> Any:
            return call(vals, obj)
        bind = _invoker(comp, sig, _params(fn.params), fn.ret, fn.ret_byref, run_obj, c)
        fresh = comp.struct_fresh_copy(src, lambda p: p)

        def from_obj(obj: Pointer) -> FunctionObj:
            mine = fresh(obj)  # type: ignore[arg-type]
            return FunctionObj(bind(mine), lambda: from_obj(mine), src.name)
        return from_obj
    raise comp.fail(c, f"a std::function holding a {src.name}")


def _source_type(nc: NativeCall) -> T.CType:
    pt = nc.params[0]
    return pt.target if isinstance(pt, T.RefType) else pt


def function_ctor(nc: NativeCall, ty: T.ClassType) -> E:
    """``std::function<R(A...)> f(callable)`` (and the implicit conversions to it)."""
    make = maker(nc.comp, ty.arg, _source_type(nc), nc.c)
    (src,) = nc.evs()
    return E(ty, lambda f: make(src(f)))


def function_method(nc: NativeCall) -> E:
    """``f(args)``, ``bool(f)``, ``f = callable``, ``f.swap(g)`` on a std::function."""
    obj = nc.obj
    assert obj is not None
    ty = obj.ty
    assert isinstance(ty, T.ClassType)
    get = obj.ev
    name = nc.name
    if name == "operator()":
        evs = nc.evs()
        what = "std::function"

        def run(f: Frame) -> Any:
            fo = get(f)
            vals = [a(f) for a in evs]
            if fo.call is None:
                raise RunError(f"calls an empty {what} (std::bad_function_call)")
            return fo.call(vals)
        return nc.result(run)
    if name == "operator bool":
        return E(T.BOOL, lambda f: get(f).call is not None)
    if name == "operator=":
        make = maker(nc.comp, ty.arg, _source_type(nc), nc.c)
        (src,) = nc.evs()

        def assign(f: Frame) -> Any:
            fo = get(f)
            new = make(src(f))
            fo.call, fo.copy, fo.what = new.call, new.copy, new.what
            return fo
        return E(ty, assign, obj.loc, obj.store)
    if name == "swap":
        (other,) = nc.evs()

        def swap(f: Frame) -> None:
            a, b = get(f), other(f)
            a.call, b.call = b.call, a.call
            a.copy, b.copy = b.copy, a.copy
            a.what, b.what = b.what, a.what
        return E(T.VOID, swap)
    raise nc.fail(f"std::function::{name}")


def function_compare(nc: NativeCall) -> E:
    """``f == nullptr``, ``nullptr != f``."""
    evs = nc.evs()
    i = 0 if isinstance(_source_type(nc), T.ClassType) else 1
    fo = evs[i]
    eq = nc.name == "operator=="
    return E(T.BOOL, lambda f: (fo(f).call is None) is eq)


class Target:
    """What a library algorithm calls: a lambda, a pointer to a function, a std::function or an object
    with ``operator()``. ``params`` are (type, passed as a Pointer, declared as a reference);
    ``call(held, values)`` runs it on what the algorithm holds (a copy of the argument, ``copy``)."""

    def __init__(self, params: list[tuple[T.CType, bool, bool]], ret: T.CType, ret_byref: bool,
                 call: Callable[[Any, list[Any]], Any], copy: Callable[[Any], Any]) -> None:
        self.params = params
        self.ret = ret
        self.ret_byref = ret_byref
        self.call = call
        self.copy = copy


def target(comp: Compiler, ty: T.CType, c: Any, what: str) -> Target:
    """How a library function ``what`` calls a callable of type ``ty``."""
    if isinstance(ty, T.ClassType) and ty.role == "lambda":
        code = comp.lambda_invoker(ty, c, what)
        fn = code.fn
        decls = [ch for ch in fn.cursor.get_children() if ch.kind == comp.K.PARM_DECL]
        params = [(p.ty, p.byref, isinstance(comp.ctype(d.type, d), T.RefType))
                  for p, d in zip(fn.params, decls, strict=False)]
        return Target(params, fn.ret, fn.ret_byref, code.call, comp.rt.copier(ty, c))
    if isinstance(ty, T.PtrType) and isinstance(ty.pointee, T.FuncType) and ty.pointee.params is not None:
        fty = ty.pointee
        assert fty.ret is not None and fty.params is not None
        ret = fty.ret.target if isinstance(fty.ret, T.RefType) else fty.ret
        byref = isinstance(fty.ret, T.RefType) and not isinstance(ret, (T.ClassType, T.StructType))
        params = [(t, byref_, isinstance(pt, T.RefType)) for pt, (t, byref_) in
                  zip(fty.params, _pointer_params(fty), strict=False)]

        def call_ptr(fp: Any, vals: list[Any]) -> Any:
            if not isinstance(fp, FnPtr):
                raise RunError(f"{what} called a null or invalid function pointer")
            return fp.call(vals)
        return Target(params, ret, byref, call_ptr, _same)
    if isinstance(ty, T.ClassType) and ty.role == "function":
        sig = ty.arg
        assert sig.params is not None and sig.ret is not None
        ret = sig.ret.target if isinstance(sig.ret, T.RefType) else sig.ret
        byref = isinstance(sig.ret, T.RefType) and not isinstance(ret, (T.ClassType, T.StructType))
        params = [(pt.target if isinstance(pt, T.RefType) else pt, _sig_by_pointer(pt), isinstance(pt, T.RefType))
                  for pt in sig.params]

        def call_fn(fo: Any, vals: list[Any]) -> Any:
            if fo.call is None:
                raise RunError(f"{what} called an empty std::function (std::bad_function_call)")
            return fo.call(vals)
        return Target(params, ret, byref, call_fn, lambda fo: fo.clone())
    if isinstance(ty, T.StructType):
        method = next((ch for ch in ty.decl.get_children()
                       if ch.kind == comp.K.CXX_METHOD and ch.spelling == "operator()"), None)
        if method is None:
            raise comp.fail(c, f"{what} with a {ty.name} (it has no operator() with parameter types)")
        fn = comp.func(method)
        decls = [ch for ch in fn.cursor.get_children() if ch.kind == comp.K.PARM_DECL]
        params = [(p.ty, p.byref, isinstance(comp.ctype(d.type, d), T.RefType))
                  for p, d in zip(fn.params, decls, strict=False)]
        from .compiler import func_invoker

        call = func_invoker(comp, fn)

        def call_obj(obj: Any, vals: list[Any]) -> Any:
            return call(vals, obj)
        return Target(params, fn.ret, fn.ret_byref, call_obj, comp.struct_fresh_copy(ty, lambda p: p))
    raise comp.fail(c, f"{what} with a callable of type {ty.name}")
