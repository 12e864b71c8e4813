"""Calling vector functions: ``asc_vf_call``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import AscTypeError
from ._args import scalar_core


def asc_vf_call(vf: Callable[..., Any], *args: Any) -> Any:
    """``asc_vf_call(vf, args...)``: run the ``__simd_vf__`` function ``vf`` with ``args`` on PIPE_V.

    The same as calling ``vf(*args)`` from the kernel body; ``vf`` must be decorated with
    ``@simd_vf`` (a plain function would run its register instructions outside a VF).
    """
    scalar_core("asc_vf_call")
    if not callable(vf) or not getattr(vf, "__ascsim_vf__", False):
        raise AscTypeError(f"asc_vf_call: the first argument must be a __simd_vf__ function (decorate it with "
                           f"@simd_vf); got {getattr(vf, '__name__', type(vf).__name__)}")
    return vf(*args)
