"""Checks of C-API arguments: the type errors a C++ compiler would give, raised at the call."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Iterable
from typing import Any

from ..dtypes import ElemType
from ..errors import AliasError, AscError, AscTypeError, ContextError, MemoryAccessError
from ..regs import Register
from ..runtime.context import CTX
from ..runtime.memory import Ptr


def type_name(x: Any) -> str:
    if isinstance(x, Ptr):
        return repr(x).split(")")[0].lstrip("(")
    return type(x).__name__


def wrong_types(func: str, got: Iterable[Any], valid: str) -> AscTypeError:
    shown = ", ".join(type_name(x) for x in got)
    return AscTypeError(f"no overload of {func} takes ({shown}); valid: {valid}")


def distinct(func: str, dst0: Register, dst1: Register) -> None:
    if dst0 is dst1:
        raise AliasError(f"{func}: dst0 and dst1 are the same register; they must be two different registers")


def ub_ptr_arg(func: str, name: str, p: Any, align: int, elem: ElemType | None = None) -> Ptr:
    """A ``__ubuf__`` pointer argument, aligned to ``align`` bytes, of element type ``elem`` if given."""
    if not isinstance(p, Ptr) or p.space != "ub":
        raise AscTypeError(f"{func}: {name} must be a __ubuf__ pointer (from ub_array); "
                           f"got {type_name(p)}")
    if elem is not None and p.elem is not elem:
        raise AscTypeError(f"{func}: {name} is a __ubuf__ {p.elem.name}* but the register holds {elem.name}; "
                           f"pass a __ubuf__ {elem.name}* (cast the pointer if the bytes are meant as {elem.name})")
    if p.addr % align:
        raise MemoryAccessError(f"{func}: {name} = UB 0x{p.addr:x} is not {align}-byte aligned "
                                f"(it is {p.addr % align} bytes past a {align}-byte boundary)")
    return p


def scalar_core(func: str) -> None:
    """Scalar-issued calls (copies, sync) need a running kernel but not a VF."""
    if CTX.core is None:
        raise ContextError(f"{func} runs on an AI Core: call it inside a kernel launch")
    if CTX.vf_depth:
        raise ContextError(f"{func} is issued by the scalar unit: call it in the kernel, "
                           "not inside a __simd_vf__ function")


def c_call(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Make a call with the wrong number of arguments an :class:`AscTypeError` naming the
    prototype, as a C++ compiler rejects it, instead of Python's bare TypeError.

    Functions taking ``*args`` resolve their overloads (and reject wrong counts) themselves: they
    are returned unwrapped, which keeps the hot path of loads, stores and unpacks one call shorter.
    """
    sig = inspect.signature(fn)
    if [p.kind for p in sig.parameters.values()] == [inspect.Parameter.VAR_POSITIONAL]:
        return fn

    @functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except TypeError as exc:
            if isinstance(exc, AscError):
                raise
            try:
                sig.bind(*args, **kwargs)
            except TypeError:
                raise wrong_types(fn.__name__, args, f"{fn.__name__}{sig} (see its docstring for the C prototype)") \
                    from None
            raise

    return call


