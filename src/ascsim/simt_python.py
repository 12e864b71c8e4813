"""The code behind :mod:`ascsim.simt` (the module to import, whose docstring shows a kernel): SIMT kernels
written in Python, run by the lockstep engine of the ``.asc`` programs.

The kernel body runs once per batch of blocks, every value a numpy array with one element per thread;
``with active(condition):`` narrows the threads that run the loads, stores, atomics and warp functions
inside. A pointer parameter (``gm_ptr[T]``) is indexed with one index per thread. Every function of the
SIMT API (:func:`ascsim.spec.simt_functions`) is here under its C name, its overload picked from the
arguments' element types, and runs the implementation the ``.asc`` engine runs.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import numpy as np

from . import dtypes, simt_api  # noqa: F401  (simt_api registers the SIMT implementations the spec names)
from .errors import AscTypeError
from .runtime import simt as rt
from .runtime import simt_memory
from .runtime.memory import Ptr, PtrType
from .spec import Overload, simt_by_name

#: Lanes of a warp.
warpSize = rt.WARP_SIZE

#: The active masks of the running batch: the innermost ``with active(...)`` last.
_MASKS: list[np.ndarray] = []


def _threads() -> rt.Threads:
    return rt.current()


def _mask() -> np.ndarray | None:
    return _MASKS[-1] if _MASKS else None


class _Dim3:
    """``threadIdx``, ``blockIdx``, ``blockDim`` or ``gridDim`` of the running threads (``.x``, ``.y``, ``.z``)."""

    __slots__ = ("_attr",)

    def __init__(self, attr: str) -> None:
        self._attr = attr

    def _axis(self, i: int) -> Any:
        return getattr(_threads(), self._attr)[i]

    @property
    def x(self) -> Any:
        return self._axis(0)

    @property
    def y(self) -> Any:
        return self._axis(1)

    @property
    def z(self) -> Any:
        return self._axis(2)


threadIdx, blockIdx, blockDim, gridDim = _Dim3("tid"), _Dim3("bid"), _Dim3("bdim"), _Dim3("gdim")


@contextmanager
def active(condition: Any) -> Iterator[None]:
    """The statements inside run for the threads (among those active) for which ``condition`` holds."""
    t = _threads()
    c = np.asarray(condition)
    c = (c != 0) if c.dtype != np.bool_ else c
    c = np.broadcast_to(c, (t.n,))
    outer = _mask()
    _MASKS.append(c & ~t.exited if outer is None else outer & c)
    try:
        yield
    finally:
        _MASKS.pop()


class _Mem:
    """The memory of a SIMT pointer as the facade reads it: its space and allocation."""

    __slots__ = ("mem", "alloc")

    def __init__(self, mem: Any, alloc: Any) -> None:
        self.mem, self.alloc = mem, alloc


class SimtPtr:
    """A pointer parameter inside a Python SIMT kernel: ``p[i]`` loads and ``p[i] = v`` stores with one index
    per thread (the active threads only); ``p + i`` is one pointer per thread."""

    __slots__ = ("mem", "off", "elem")

    def __init__(self, mem: _Mem, off: Any, elem: Any) -> None:
        self.mem, self.off, self.elem = mem, off, elem

    def __add__(self, i: Any) -> SimtPtr:
        return SimtPtr(self.mem, self.off + np.asarray(i).astype(np.int64) * self.elem.size, self.elem)

    def _at(self, i: Any) -> Any:
        return self.off + np.asarray(i).astype(np.int64) * self.elem.size

    def __getitem__(self, i: Any) -> Any:
        return simt_memory.load(_threads(), self.mem.mem, self.mem.alloc, self._at(i), self.elem.np, _mask(),
                                f"read of {self.elem.name}")

    def __setitem__(self, i: Any, value: Any) -> None:
        simt_memory.store(_threads(), self.mem.mem, self.mem.alloc, self._at(i), np.asarray(value, self.elem.np),
                          self.elem.np, _mask(), f"write of {self.elem.name}")


def _pick(name: str, forms: list[Overload], args: Sequence[Any]) -> Overload:
    """The overload of ``name`` whose parameter types the arguments have (numpy element types; a Python
    number fits a parameter of its kind)."""
    for overload in forms:
        if len(overload.params) - len(overload.defaults) <= len(args) <= len(overload.params) and all(
                _fits(p.ty, a) for p, a in zip(overload.params, args, strict=False)):
            return overload
    got = ", ".join(_describe(a) for a in args)
    raise AscTypeError(f"{name}({got}): no form takes these arguments; the forms are:\n  " +
                       "\n  ".join(overload.prototype() for overload in forms))


def _fits(ty: Any, a: Any) -> bool:
    if ty.kind == "ptr":
        return isinstance(a, SimtPtr) and (ty.elem is None or a.elem.np == ty.elem.np)
    if isinstance(a, SimtPtr):
        return False
    if isinstance(a, (bool, int)):
        return ty.kind == "int"
    if isinstance(a, float):
        return ty.kind == "float"
    dt = np.asarray(a).dtype
    return ty.elem is not None and dt == ty.elem.np


def _describe(a: Any) -> str:
    if isinstance(a, SimtPtr):
        return f"{a.elem.name}*"
    return type(a).__name__ if isinstance(a, (bool, int, float)) else str(np.asarray(a).dtype)


def _function(name: str, forms: list[Overload]) -> Callable[..., Any]:
    """The SIMT API function ``name`` for Python kernels."""
    def call(*args: Any) -> Any:
        overload = _pick(name, forms, args)
        full = [*args, *[rt.WARP_SIZE for _ in range(len(overload.params) - len(args))]]  # ``width = warpSize``
        vals = [a if isinstance(a, SimtPtr) else np.asarray(a, p.ty.elem.np) if p.ty.elem is not None else a
                for a, p in zip(full, overload.params, strict=True)]
        impl = overload.impl.function
        assert impl is not None
        r = impl(overload, _threads(), _mask(), *vals)
        if isinstance(r, simt_memory.SimtAddress):  # a void* made from an address: a pointer to its bytes
            return SimtPtr(_Mem(r.mem, None), r.off, dtypes.uint8_t)
        return r
    call.__name__ = call.__qualname__ = name
    call.__doc__ = forms[0].function.doc
    call.__ascsim_simt__ = True  # type: ignore[attr-defined]  # the type stub lists it as a callable
    return call


def api_functions() -> dict[str, Callable[..., Any]]:
    """Every function of the SIMT API under its C name."""
    return {name: _function(name, forms) for name, forms in simt_by_name().items()}


class SimtKernel:
    """A Python SIMT kernel: ``kernel[grid, block](args)`` or ``kernel.launch(grid, block, *args)``."""

    def __init__(self, fn: Callable[..., None]) -> None:
        self.fn = fn
        self.name = fn.__name__
        hints = inspect.get_annotations(fn, eval_str=True)
        self.params = [hints.get(p) for p in inspect.signature(fn).parameters]

    def launch(self, grid: Any, block: Any, *args: Any, dyn_ub: int = 0, stream: Any = None) -> None:
        """``kernel<<<grid, block, dyn_ub, stream>>>(args)``."""
        adopted = [self._arg(p, a, i) for i, (p, a) in enumerate(zip(self.params, args, strict=True))]

        def run(threads: rt.Threads, call_args: Sequence[Any]) -> None:
            ptrs = [SimtPtr(_Mem(a.mem, a.alloc), np.int64(a.addr), a.elem) if isinstance(a, Ptr) else a
                    for a in call_args]
            _MASKS.clear()
            self.fn(*ptrs)
        rt.simt_launch(run, adopted, grid, block, dyn_ub, stream, self.name, batch=True)

    def _arg(self, p: Any, a: Any, i: int) -> Any:
        return p.adopt(a, f"argument {i} of {self.name}") if isinstance(p, PtrType) else a

    def __getitem__(self, config: Any) -> Callable[..., None]:
        grid, block, *rest = config if isinstance(config, tuple) else (config,)
        return lambda *args: self.launch(grid, block, *args, **dict(zip(("dyn_ub", "stream"), rest, strict=False)))


def simt_kernel(fn: Callable[..., None]) -> SimtKernel:
    """Decorator: ``fn`` is a SIMT kernel (``__global__``), launched over a grid of blocks of threads."""
    return SimtKernel(fn)


