"""Calling vector functions: ``asc_vf_call``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import AscTypeError
from ..spec import Overload, impls


@impls.vf.vf_call.register
def vf_call(overload: Overload, vf: Callable[..., Any], *args: Any) -> Any:
    """``asc_vf_call<f>(args...)`` (Python: ``asc_vf_call(f, *args)``): run the ``__simd_vf__``
    function ``f`` with ``args`` on PIPE_V, as calling ``f(*args)`` from the kernel body does.

    ``f`` must be decorated with ``@simd_vf`` (a plain function would run its register
    instructions outside a VF).
    """
    if not getattr(vf, "__ascsim_vf__", False):
        raise AscTypeError(f"asc_vf_call: the function must be a __simd_vf__ function (decorate it with "
                           f"@simd_vf); got {getattr(vf, '__name__', type(vf).__name__)}")
    return vf(*args)
