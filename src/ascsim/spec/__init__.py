"""The C API as data: every function, overload, type and enum ascsim provides, written once.

One module per vendor header (:data:`HEADERS`) lists its :class:`Function` entries. Everything
else is generated from them: the C declarations the front end parses (:mod:`ascsim.spec.gen`),
the facade's overload resolution (:mod:`ascsim.c_api`), ``ascsim api``, the docs' coverage
table and the conformance test lists.

An entry's form names its implementation as an object of :mod:`ascsim.spec.impls`, which the facade
module of that name (in :mod:`ascsim.c_api`) registers its function against; the implementation is
called as ``impl(overload, *args)`` with arguments whose types the facade has
already matched against the overload, so it never re-checks them.

A value-returning form (``vector_T asc_xxx(...)`` beside ``void asc_xxx(vector_T& dst, ...)``) is
declared with ``returning=True`` on the ``void`` form: the spec adds the twin, whose
:attr:`Overload.result_of` is the ``void`` form; the facade runs the ``void`` form's implementation
on a fresh register and returns it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..dtypes import ElemType
from .availability import ALL, arches_of
from .cost import Cost
from .impls import Impl
from .types import VOID, CType
from .versions import BOTH, V910, V920  # noqa: F401  (re-exported: spec modules name versions from here)

#: Where a function may be called: ``vf`` inside a ``__simd_vf__`` function (``__simd_callee__``),
#: ``kernel`` on the scalar unit of a running kernel (``__aicore__``), ``any`` anywhere, ``simt`` in SIMT
#: device code (a SIMT kernel, a ``__simt_vf__`` function and the ``__simt_callee__`` functions they call).
WHERE = ("vf", "kernel", "any", "simt")


#: Spec module -> the header path programs include, as the vendor lays them out.
HEADERS: dict[str, str] = {
    "reg_vector": "c_api/reg_compute/reg_vector.h",
    "reg_load": "c_api/reg_compute/reg_load.h",
    "reg_store": "c_api/reg_compute/reg_store.h",
    "reg_convert": "c_api/reg_compute/reg_convert.h",
    "vector_datamove": "c_api/vector_datamove/vector_datamove.h",
    "vector_compute": "c_api/vector_compute/vector_compute.h",
    "sync": "c_api/sync/sync.h",
    "sys_var": "c_api/sys_var/sys_var.h",
    "atomic": "c_api/atomic/atomic.h",
    "cache_ctrl": "c_api/cache_ctrl/cache_ctrl.h",
    "scalar_compute": "c_api/scalar_compute/scalar_compute.h",
    "misc": "c_api/misc/misc.h",
    "cube_compute": "c_api/cube_compute/cube_compute.h",
    "cube_datamove": "c_api/cube_datamove/cube_datamove.h",
    "kernel_operator": "kernel_operator.h",
}

#: The SIMT API (``simt_api/``): spec module -> the header path programs include. Kept apart from
#: :data:`HEADERS` because its functions run over the threads of a SIMT launch (:mod:`ascsim.simt_api`),
#: not through the C-API facade.
SIMT_HEADERS: dict[str, str] = {
    "simt_sync": "simt_api/device_sync_functions.h",
    "simt_atomic": "simt_api/device_atomic_functions.h",
    "simt_warp": "simt_api/device_warp_functions.h",
    "simt_device": "simt_api/device_functions.h",
    "simt_math": "simt_api/math_functions.h",
    "simt_half": "simt_api/asc_fp16.h",
    "simt_bf16": "simt_api/asc_bf16.h",
    "simt_fp8": "simt_api/asc_fp8.h",
    "simt_groups": "simt_api/cooperative_groups.h",
    "simt_vector": "simt_api/vector_functions.h",
}


@dataclass(frozen=True)
class Param:
    name: str
    ty: CType


@dataclass(eq=False)
class Overload:
    """One C overload: its signature and the facade function that implements it."""

    function: Function
    ret: CType
    params: tuple[Param, ...]
    impl: Impl  #: the facade function that runs it (registered by its module in :mod:`ascsim.c_api`)
    #: ``template <...>`` prefix of the declaration, if it is a template.
    template: str = ""
    #: A body for the declaration (``constexpr`` functions the compiler evaluates), else none.
    body: str = ""
    #: Template parameters that Python callers pass as the first arguments (``asc_vf_call(f, ...)``).
    py_template: tuple[str, ...] = ()
    #: Extra data an implementation shares between forms (element types of a conversion, a mode ...).
    extra: tuple[Any, ...] = ()
    #: The deprecation notice of this overload alone (else the function's, if any).
    deprecated: str = ""
    #: The published versions whose headers declare this form (:data:`BOTH` unless a form is newer or
    #: was dropped later; ``ascsim api --versions`` shows it).
    versions: tuple[str, ...] = BOTH
    #: A value-returning form: the ``void`` form whose first (output) parameter it returns.
    result_of: Overload | None = None
    #: The architectures that have this form (:mod:`ascsim.spec.availability` sets it when the spec loads).
    arches: tuple[str, ...] = ALL
    #: Default arguments of the last parameters, as C source (``warpSize``).
    defaults: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.function.name

    @property
    def qualifier(self) -> str:
        return {"vf": "__simd_callee__", "kernel": "__aicore__", "any": "__aicore__",
                "simt": "__simt_callee__"}[self.function.where]

    def prototype(self) -> str:
        """The C declaration, one line, without a trailing semicolon."""
        decls = [p.ty.declare(p.name) for p in self.params]
        for i, value in enumerate(self.defaults):
            decls[len(decls) - len(self.defaults) + i] += f" = {value}"
        params = ", ".join(decls)
        head = f"{self.template} " if self.template else ""
        dep = f'[[deprecated("{self.notice}")]] ' if self.notice else ""
        cx = "constexpr " if self.body else ""
        link = 'extern "C" ' if self.function.c_linkage else ""
        name = f"{self.function.scope}::{self.name}" if self.function.scope else self.name
        return f"{link}{head}{dep}{self.qualifier} inline {cx}{self.ret.spelling} {name}({params})"

    @property
    def notice(self) -> str:
        """The deprecation notice that applies to this overload ("" if it is current)."""
        return self.deprecated or self.function.deprecated

    def py_arity(self) -> int:
        return len(self.py_template) + len(self.params)

    def elem(self, i: int = 0) -> ElemType:
        """The element type of parameter ``i`` (registers, pointers, scalars)."""
        e = self.params[i].ty.elem
        assert e is not None, f"{self.name}: parameter {i} has no element type"
        return e


@dataclass(eq=False)
class Function:
    """One C function name of one header, with its overloads."""

    name: str
    header: str  #: key of :data:`HEADERS`
    doc: str  #: one line: what it does
    where: str = "vf"
    pipe: str | None = None  #: ``"V"``, ``"MTE2"``, ``"MTE3"``, ``"S"`` ... or None (no pipe work)
    #: Inactive lanes of the destination: ``"zeroing"``, ``"merging"`` or None (no mask operand).
    mask: str | None = None
    deprecated: str = ""  #: the deprecation notice, if the name is deprecated
    overloads: list[Overload] = field(default_factory=list)
    #: Further headers that declare the same overloads (the vendor declares a few names twice).
    also: tuple[str, ...] = ()
    #: What one call costs (:mod:`ascsim.spec.cost`); None: the rules of :mod:`ascsim.spec.costs` decide.
    cost: Cost | None = None
    #: Declared ``extern "C"``: a C library name (``sinf``) that ``<cmath>`` declares too.
    c_linkage: bool = False
    #: The C++ class or namespace that declares it (``cooperative_groups::thread_block_tile``), whose C++
    #: text in the header defines it; "" for a function of the global namespace.
    scope: str = ""

    def declared_in(self, header: str) -> bool:
        return header == self.header or header in self.also

    def form(self, impl: Impl, ret: CType, params: Sequence[tuple[str, CType]], returning: bool = False,
             returning_versions: tuple[str, ...] = (V920,), **kw: Any) -> Function:
        """Add one overload; with ``returning`` also its value-returning twin (which the published
        versions ``returning_versions`` declare), right after it."""
        base = Overload(self, ret, tuple(Param(n, t) for n, t in params), impl, **kw)
        self.overloads.append(base)
        if returning:
            self.overloads.append(returning_twin(base, returning_versions))
        return self

    def forms(self, impl: Impl, each: Iterable[Any],
              sig: Callable[[Any], tuple[CType, Sequence[tuple[str, CType]]]],
              returning: bool | Callable[[Any], bool] = False, **kw: Any) -> Function:
        """Add one overload per item of ``each`` (usually element types): ``sig(item) -> (ret, params)``;
        ``returning`` (True, or a test of the item) adds the value-returning twins."""
        for item in each:
            ret, params = sig(item)
            self.form(impl, ret, params, returning=returning(item) if callable(returning) else returning, **kw)
        return self


def returning_twin(base: Overload, versions: tuple[str, ...]) -> Overload:
    """``R asc_xxx(rest...)`` for ``void asc_xxx(R& dst, rest...)``: returns what ``base`` writes to dst."""
    first = base.params[0].ty if base.params else None
    if base.ret is not VOID or first is None or not first.ref or first.kind not in ("reg", "mask", "align", "addr"):
        raise ValueError(f"{base.name}: only a void form whose first parameter is an output register returns it")
    return Overload(base.function, replace(first, ref=False), base.params[1:], base.impl, template=base.template,
                    py_template=base.py_template, extra=base.extra, deprecated=base.deprecated, versions=versions,
                    result_of=base)


def fn(name: str, header: str, doc: str, **kw: Any) -> Function:
    """A new :class:`Function` entry (add overloads with ``.form``/``.forms``)."""
    return Function(name, header, doc, **kw)


def void(*params: tuple[str, CType]) -> tuple[CType, tuple[tuple[str, CType], ...]]:
    """``(VOID, params)``: the signature of a function returning nothing."""
    return VOID, params


_LOADED: list[Function] | None = None
_SIMT_LOADED: list[Function] | None = None


def functions() -> list[Function]:
    """Every function entry, header by header in :data:`HEADERS` order."""
    global _LOADED
    if _LOADED is None:
        out: list[Function] = []
        for mod in HEADERS:
            out.extend(importlib.import_module(f"{__name__}.{mod}").FUNCTIONS)
        for f in out:
            for overload in f.overloads:
                overload.arches = arches_of(overload)
        _LOADED = out
    return _LOADED


def simt_functions() -> list[Function]:
    """Every function entry of the SIMT API, header by header in :data:`SIMT_HEADERS` order."""
    global _SIMT_LOADED
    if _SIMT_LOADED is None:
        out: list[Function] = []
        for mod in SIMT_HEADERS:
            out.extend(importlib.import_module(f"{__name__}.{mod}").FUNCTIONS)
        _SIMT_LOADED = out
    return _SIMT_LOADED


def simt_members() -> list[Function]:
    """The methods and free functions of the SIMT headers written in C++ (``MEMBERS`` of a module): listed
    and compared with the vendor's like the others, run by the engines from the header's own text."""
    return [f for mod in SIMT_HEADERS for f in getattr(importlib.import_module(f"{__name__}.{mod}"), "MEMBERS", [])]


def simt_overloads() -> list[Overload]:
    """Every SIMT overload in declaration order; a declaration's annotation names its index here."""
    return [overload for f in simt_functions() for overload in f.overloads]


def simt_by_name() -> dict[str, list[Overload]]:
    """C name -> its SIMT overloads."""
    out: dict[str, list[Overload]] = {}
    for overload in simt_overloads():
        out.setdefault(overload.name, []).append(overload)
    return out


def overloads(header: str | None = None) -> Iterator[Overload]:
    """Every overload (of one header if given; a SIMT header's too), in declaration order."""
    if header in SIMT_HEADERS:
        for f in [*simt_functions(), *simt_members()]:
            if f.declared_in(header):
                yield from f.overloads
        return
    for f in functions():
        if header is None or f.declared_in(header):
            yield from f.overloads


def by_name() -> dict[str, list[Overload]]:
    """C name -> its overloads across all headers (``asc_add`` has register and UB forms)."""
    out: dict[str, list[Overload]] = {}
    for overload in overloads():
        out.setdefault(overload.name, []).append(overload)
    return out


def header_key(arg: str) -> str:
    """A header given as ``reg_load``, ``reg_load.h`` or ``c_api/reg_compute/reg_load.h``."""
    base = arg.rsplit("/", 1)[-1].removesuffix(".h")
    if base in HEADERS or base in SIMT_HEADERS:
        return base
    for key, path in SIMT_HEADERS.items():  # SIMT headers by their file name: device_functions.h
        if path.rsplit("/", 1)[-1].removesuffix(".h") == base:
            return key
    raise KeyError(f"unknown header {arg!r}; known: " + ", ".join(
        f"{k}.h" for k in [*HEADERS, *(p.rsplit("/", 1)[-1].removesuffix(".h") for p in SIMT_HEADERS.values())]))
