"""``c_api/sys_var/sys_var.h``: system values and registers."""

from __future__ import annotations

from .. import arch
from . import fn
from .types import S64

_H = "sys_var"

FUNCTIONS = [
    fn("asc_get_vf_len", _H, f"The vector register length in bytes ({arch.VL_BYTES}); usable in constant "
       "expressions.", where="any")
    .form("common.get_vf_len", S64, [], body=f"return {arch.VL_BYTES};"),
]
