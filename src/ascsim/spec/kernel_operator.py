"""``kernel_operator.h``: what C-API programs use from it, ``asc_vf_call``.

The header's AscendC class API is not simulated; C-API programs include it for ``asc_vf_call``.
"""

from __future__ import annotations

from . import fn, impls, void
from .types import PACK

FUNCTIONS = [
    fn("asc_vf_call", "kernel_operator", "Run the __simd_vf__ function f with args on the vector unit.",
       where="kernel")
    .form(impls.vf.vf_call, *void(("args", PACK)), template="template <auto f, typename... Args>", py_template=("f",)),
]
