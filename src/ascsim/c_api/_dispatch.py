"""Overload resolution of the facade, generated from :mod:`ascsim.spec`.

Each C name becomes one :class:`CFunction`. A call looks up the tuple of its argument types in a
cache; on a miss the overload is chosen once by matching every argument against the parameter
types of the spec, and the chosen implementation (with its context check) is cached for that type
tuple. Pointer arguments also carry their memory space and element type, so where a pointer takes
part the cache has a second level keyed by them.
"""

from __future__ import annotations

import functools
import os
import sys
import warnings
from collections.abc import Callable
from enum import IntEnum
from typing import Any, cast

import numpy as np

from .. import arch, dtypes
from ..arch import CoreType
from ..errors import ArchError, AscTypeError
from ..regs import Register, addr_reg, vector_align, vector_bool, vector_type
from ..runtime import timeline as _timeline
from ..runtime.context import CTX, register_op_active
from ..runtime.memory import Ptr, Ref
from ..spec import Overload
from ..spec.availability import missing_message
from ..spec.enums import TAG_TYPES
from ..spec.enums import scoped as scoped_enums
from ..spec.types import CType
from ..spec.unions import ConfigUnion
from ._args import scalar_core, type_name

_PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_AIV = CoreType.AIV
#: Scoped enums by C name, and their classes.
_SCOPED = scoped_enums()
_SCOPED_TYPES = frozenset(_SCOPED.values())


def _pointer(x: Any) -> Ptr | None:
    """The pointer an argument carries: a ``Ptr``, or a reference object whose ``.value`` is one."""
    if isinstance(x, Ptr):
        return x
    if isinstance(x, (Register, int, float, np.generic, np.ndarray)):
        return None
    v = getattr(x, "value", None)
    return v if isinstance(v, Ptr) else None


def _is_int(x: Any) -> bool:
    return isinstance(x, (int, np.integer)) or (hasattr(x, "value") and isinstance(x.value, (int, np.integer))) \
        or isinstance(x, np.ndarray) and x.ndim == 0 and x.dtype.kind in "iub"


def _is_real(x: Any) -> bool:
    if isinstance(x, (int, float, np.integer, np.floating)) or (isinstance(x, np.ndarray) and x.ndim == 0):
        return True
    if isinstance(x, np.generic) and x.dtype.kind in "fV":
        return True  # an ml_dtypes scalar (bfloat16, fp8): numpy files it under no numeric class
    v = getattr(x, "value", None)
    return isinstance(v, (int, float, np.integer, np.floating))


def _is_float(x: Any) -> bool:
    """A floating value: Python float, numpy/ml_dtypes floating scalar, or a 0-d floating array."""
    if isinstance(x, (float, np.floating)):
        return True
    if isinstance(x, np.ndarray):
        return x.ndim == 0 and x.dtype.kind in "fV"
    return isinstance(x, np.generic) and x.dtype.kind in "fV"


def accepts(t: CType, x: Any, exact: bool = True) -> bool:
    """Whether the Python argument ``x`` can be passed for a parameter of C type ``t``.

    ``exact`` matches scalars by kind (integers for integer parameters, floating values for floating
    ones); without it an integer may also stand for a floating parameter (an exact conversion). A float
    never stands for an integer parameter: C would truncate it silently.
    """
    k = t.kind
    if k == "reg":
        assert t.elem is not None
        return type(x) is vector_type(t.elem)
    if k == "mask":
        return type(x) is vector_bool
    if k == "align":
        return type(x) is vector_align
    if k == "addr":
        return type(x) is addr_reg
    if k == "ptr":
        p = _pointer(x)
        if p is None or (t.space is not None and p.space != t.space):  # no space: any pointer (``const void*``)
            return False
        if t.ref and isinstance(x, Ptr):
            return p.elem is t.elem or t.elem is None  # Python cannot bind a pointer variable: a copy is fine
        return t.elem is None or p.elem is t.elem
    if t.ref and k in ("int", "float"):
        # T& of a scalar: the callee writes it, so it must be an lvalue (Ref, or a 0-d array).
        if isinstance(x, Ref) and t.elem is not None and x.elem is not t.elem:
            return False  # a T& binds only a T (half& vs float& overloads)
        return (isinstance(x, np.ndarray) and x.ndim == 0) or (hasattr(x, "value") and _pointer(x) is None
                                                              and not isinstance(x, np.generic))
    if k == "enum":
        # A member of another scoped enum is no value of this one (C++ has no such conversion).
        return _is_int(x) and not (type(x) in _SCOPED_TYPES and type(x) is not _SCOPED.get(t.c))
    if k == "int":
        # A scoped enum (``enum class``) does not convert to an integer parameter implicitly.
        # A float is no integer argument in Python: C would truncate it silently, ascsim says so.
        return _is_int(x) and not isinstance(x, float) and type(x) not in _SCOPED_TYPES
    if k == "float":
        return _is_float(x) if exact else _is_real(x)
    if k == "func":
        return callable(x)
    if k == "pack":
        return True
    if k == "ptrs":
        # ``__ubuf__ T**``: a sequence of UB pointers to T (the callee reads as many as it needs).
        return isinstance(x, (list, tuple)) and len(x) > 0 and all(
            isinstance(p, Ptr) and p.space == t.space and p.elem is t.elem for p in x)
    if k == "union":
        return type(x).__name__ == t.c.removeprefix("const ") and isinstance(x, ConfigUnion)
    if k == "tag":
        # ``std::integral_constant<E, E::M>``: only the tag constant of that very type (each has a class).
        return type(x) is TAG_TYPES.get(t.c)
    if k == "array":
        # ``T name[N]``: a sequence of numbers (the callee checks its length and, where it writes, that it can).
        return isinstance(x, (list, tuple, np.ndarray)) and np.ndim(x) == 1
    raise AssertionError(f"unknown C type kind {k!r}")


def _matches(overload: Overload, args: tuple[Any, ...], exact: bool) -> bool:
    n_tpl = len(overload.py_template)
    if overload.params and overload.params[-1].ty.kind == "pack":
        if len(args) < overload.py_arity() - 1:
            return False
    elif len(args) != overload.py_arity():
        return False
    if any(not callable(a) for a in args[:n_tpl]):
        return False
    return all(accepts(p.ty, a, exact) for p, a in zip(overload.params, args[n_tpl:], strict=False))


def _scalars_typed(overload: Overload, args: tuple[Any, ...]) -> bool:
    """Whether every numpy scalar passed for a scalar parameter has exactly that parameter's type."""
    for p, a in zip(overload.params, args[len(overload.py_template):], strict=False):
        e = p.ty.elem
        if p.ty.kind in ("int", "float") and e is not None and isinstance(a, np.generic) and a.dtype != e.np:
            return False
    return True


def _void_takes_typed(overload: Overload, args: tuple[Any, ...]) -> bool:
    """Whether a ``void*`` parameter of ``overload`` gets a pointer whose element type another form may take."""
    for p, a in zip(overload.params, args[len(overload.py_template):], strict=False):
        if p.ty.kind == "ptr" and p.ty.elem is None and _pointer(a) is not None:
            return True
    return False


def _bools_typed(overload: Overload, args: tuple[Any, ...]) -> bool:
    """Whether the Python bools of the call, and only they, sit on the form's bool parameters: as in C++, where a
    bool argument matches a bool parameter exactly and an integer one better converts to an integer
    (asc_copy_l12l0b_trans: ``enable_addr_decrement`` of one form is ``dst_frac_gap`` of the other)."""
    for p, a in zip(overload.params, args[len(overload.py_template):], strict=False):
        if p.ty.kind == "int" and isinstance(a, (bool, np.bool_)) != (p.ty.elem is dtypes.bool_):
            return False
    return True


_WARNED: set[str] = set()


def _warn_deprecated(name: str, notice: str) -> None:
    if name in _WARNED:
        return
    _WARNED.add(name)
    # Attribute the warning to the user's line: skip every frame inside ascsim.
    level, frame = 1, sys._getframe(0)
    while frame.f_back is not None and os.path.abspath(frame.f_code.co_filename).startswith(_PACKAGE_DIR + os.sep):
        frame, level = frame.f_back, level + 1
    warnings.warn(f"{name} is deprecated: {notice}", DeprecationWarning, stacklevel=level)


def implementation_of(overload: Overload) -> Callable[..., Any]:
    """The facade function that implements ``overload`` (of the form it returns from, for a value-returning
    form), as its module registered it against the spec's object."""
    while overload.result_of is not None:
        overload = overload.result_of
    function = overload.impl.function
    if function is None:  # a spec object no facade module registered: a defect of ascsim, not the user's
        raise AssertionError(f"{overload.name}: no facade function is registered for {overload.impl.name}")
    return function


def _implementation(overload: Overload) -> Callable[..., Any]:
    if overload.result_of is not None:
        return _returning(_implementation(overload.result_of), _inactive_result(overload))
    function = implementation_of(overload)
    if overload.impl.specialise is not None:  # the module binds this implementation to one overload itself
        return overload.impl.specialise(overload)
    return functools.partial(function, overload)


def _returning(write: Callable[..., Any], fresh: Callable[[], Any]) -> Callable[..., Any]:
    """A value-returning form: the ``void`` form's implementation writes a fresh register, returned."""
    def run(*args: Any) -> Any:
        dst = fresh()
        write(dst, *args)
        return dst
    return run


def _inactive_result(overload: Overload) -> Callable[[], Any]:
    """What a register instruction returns on a cube core, where it does nothing."""
    r = overload.ret
    if r.kind == "reg":
        assert r.elem is not None
        return vector_type(r.elem)
    if r.kind == "mask":
        return vector_bool
    if r.kind == "addr":
        return addr_reg
    if r.kind == "align":
        return vector_align
    return lambda: None


def bind(overload: Overload, notice_at_run_time: bool = True) -> Callable[..., Any]:
    """The callable that runs overload ``overload``: context check, deprecation notice, implementation.

    The C++ front end passes ``notice_at_run_time=False``: for a program, the deprecation is a
    compile-time warning at the call (clang's, as with the vendor's compiler)."""
    selected = arch.current().name
    if selected not in overload.arches:
        return _missing(overload, selected)
    impl = _implementation(overload)
    name = overload.name
    where = overload.function.where
    notice = overload.notice if notice_at_run_time else ""
    if where == "vf":
        return _vf_call(overload, impl, notice)
    if where == "kernel":
        def kernel(*args: Any) -> Any:
            if notice:
                _warn_deprecated(name, notice)
            if CTX.core is None or CTX.vf_depth:
                scalar_core(name)  # not in a kernel, or inside a VF: the error
            ub = CTX.ub  # one more instruction issued by the block (the simulated cycle counter)
            if ub is not None:
                ub.issued += 1
            if _timeline.ACTIVE is not None:  # profiling (ascsim.profile / run --profile)
                _timeline.ACTIVE.issue(overload, args)
            return impl(*args)
        return kernel
    if notice:
        def anywhere(*args: Any) -> Any:
            _warn_deprecated(name, notice)
            return impl(*args)
        return anywhere
    return impl


def _missing(overload: Overload, selected: str) -> Callable[..., Any]:
    """What a call of an overload the selected architecture lacks does: report it (bound once the
    overload is chosen, like the rest, so a run pays nothing per call for the check)."""
    others = sum(1 for o in overload.function.overloads if selected in o.arches and o is not overload)
    message = missing_message(overload, overload.prototype(), overload.arches, selected, others)

    def missing(*args: Any) -> Any:
        raise ArchError(message)
    return missing


_WRAPPER_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "<register instruction>")


def _vf_call(overload: Overload, impl: Callable[..., Any], notice: str) -> Callable[..., Any]:
    """:func:`bind` of a register instruction: a function of exactly its parameters (every register
    instruction runs through one, so it makes no argument tuple and calls nothing but ``impl`` in
    the common case: a vector core inside a VF, not profiling)."""
    params = ", ".join(f"a{i}" for i in range(overload.py_arity()))
    src = f"""def vf({params}):
    if notice:
        warn_deprecated(name, notice)
    if (CTX.vf_depth and CTX.core is AIV) or register_op_active(name):
        ub = CTX.ub
        if ub is not None:
            ub.issued += 1
        if timeline.ACTIVE is not None:
            timeline.ACTIVE.issue(overload, ({params}{"," if params else ""}))
        return impl({params})
    return inactive()
"""
    env: dict[str, Any] = {}
    # The source is fixed text plus parameter names a0, a1, ...: nothing of the caller's. Its frames
    # carry a name inside this package (no file has it, so no traceback shows another file's lines),
    # so that error locations skip them as ascsim's own.
    names = {"notice": notice, "warn_deprecated": _warn_deprecated, "name": overload.name, "CTX": CTX, "AIV": _AIV,
             "register_op_active": register_op_active, "timeline": _timeline, "overload": overload, "impl": impl,
             "inactive": _inactive_result(overload)}
    exec(compile(src, _WRAPPER_FILE, "exec"), names, env)  # noqa: S102
    return cast(Callable[..., Any], env["vf"])


#: Every facade function, so that selecting another architecture can drop their bound calls.
_ALL: list[CFunction] = []


def _forget_bindings() -> None:
    """Another architecture is selected: the overloads bind anew (to the call or to its error)."""
    for f in _ALL:
        f._fast.clear()
        f._full.clear()
        f._bound.clear()


arch.on_select(_forget_bindings)


class CFunction:
    """One C name of the facade, callable with the C arguments of any of its overloads."""

    def __init__(self, name: str, forms: list[Overload]) -> None:
        _ALL.append(self)
        self.__name__ = self.__qualname__ = name
        self.overloads = forms
        self._fast: dict[tuple[type, ...], Callable[..., Any]] = {}
        self._full: dict[tuple[Any, ...], Callable[..., Any]] = {}
        self._bound: dict[int, Callable[..., Any]] = {}
        self.__doc__ = doc_of(name, forms)

    def __repr__(self) -> str:
        return f"<C function {self.__name__}: {len(self.overloads)} overloads>"

    def overload(self, i: int) -> Callable[..., Any]:
        """The callable of overload ``i`` (its context check included), for callers that resolved the
        overload already: the C++ front end knows it from the declaration clang chose."""
        call = self._bound.get(i)
        if call is None:
            call = self._bound[i] = bind(self.overloads[i], notice_at_run_time=False)
        return call

    def __call__(self, *args: Any) -> Any:
        hit = self._fast.get(tuple(map(type, args)))
        if hit is None:
            hit = self._miss(args)
        return hit(*args)

    def _miss(self, args: tuple[Any, ...]) -> Callable[..., Any]:
        types = tuple(map(type, args))
        if any(_pointer(a) is not None or isinstance(a, Ref) for a in args):
            # The element types and spaces of pointers (and the type of a Ref) take part in the choice:
            # a second level.
            self._fast[types] = self._by_pointers
            return self._by_pointers
        call = self._resolve(args)
        self._fast[types] = call
        return call

    def _by_pointers(self, *args: Any) -> Any:
        key = tuple((type(a), p.space, p.elem) if (p := _pointer(a)) is not None
                    else (type(a), a.elem) if isinstance(a, Ref) else type(a) for a in args)
        call = self._full.get(key)
        if call is None:
            call = self._full[key] = self._resolve(args)
        return call(*args)

    def _resolve(self, args: tuple[Any, ...]) -> Callable[..., Any]:
        # As C++ ranks overloads: an exact match of every scalar's kind first, then C's conversions.
        for exact in (True, False):
            found = [overload for overload in self.overloads if _matches(overload, args, exact)]
            if not found:
                continue
            # A numpy scalar of exactly a parameter's type ranks first (int16_t(5) picks the int16_t form).
            found = [overload for overload in found if _scalars_typed(overload, args)] or found
            # C++ prefers T* to void* for a pointer to T: a form that takes a typed pointer as void* ranks last.
            found = [overload for overload in found if not _void_takes_typed(overload, args)] or found
            found = [overload for overload in found if _bools_typed(overload, args)] or found
            if len({overload.ret for overload in found}) > 1:
                # Only the result type would differ (value-returning forms): C++ rejects the call too.
                raise AscTypeError(f"the call {self.__name__}({', '.join(_arg_type(a) for a in args)}) is ambiguous: "
                                   "it fits overloads with different results:\n  "
                                   + "\n  ".join(overload.prototype() for overload in found[:8])
                                   + "\npass scalars of the C type you mean, e.g. int16_t(5) or half(1.5)")
            return bind(found[0])
        # A call in the wrong place is the more basic mistake: say that before the argument types.
        wheres = {overload.function.where for overload in self.overloads}
        if wheres == {"vf"}:
            register_op_active(self.__name__)
        elif wheres == {"kernel"}:
            scalar_core(self.__name__)
        raise self.no_match(args)

    def no_match(self, args: tuple[Any, ...]) -> AscTypeError:
        shown = ", ".join(_arg_type(a) for a in args)
        same = [overload for overload in self.overloads if overload.py_arity() == len(args)]
        if not same:
            same = self.overloads
            counts = sorted({overload.py_arity() for overload in same})
            head = (f"no overload of {self.__name__} takes {len(args)} arguments ({shown}); it takes "
                    f"{' or '.join(map(str, counts))}; the valid overloads are")
        else:
            head = (f"no overload of {self.__name__} takes ({shown}); the valid overloads with {len(args)} "
                    "arguments are")
        listed = "\n  ".join(overload.prototype() for overload in same[:16])
        more = f"\n  ... and {len(same) - 16} more (ascsim api {self.__name__})" if len(same) > 16 else ""
        hint = ""
        if any(p.ty.ref and p.ty.kind in ("int", "float") for overload in same for p in overload.params):
            hint = ("\n(a scalar T& parameter is read and written: pass Ref(T, value) or a 0-d numpy array; "
                    "a pointer T*& takes a pointer or PtrRef(pointer))")
        return AscTypeError(f"{head}:\n  {listed}{more}{hint}")


def _arg_type(x: Any) -> str:
    if isinstance(x, IntEnum):
        return type(x).__name__
    p = _pointer(x)
    if p is not None and not isinstance(x, Ptr):
        return f"{type_name(p)}&"
    return type_name(x)


def doc_of(name: str, forms: list[Overload]) -> str:
    """The docstring of a facade function: what it does, then its C overloads."""
    docs = dict.fromkeys(overload.function.doc for overload in forms)
    lines = [" ".join(docs), "", "C overloads:", ""]
    lines += [f"    {overload.prototype()};" for overload in forms]
    return "\n".join(lines)
