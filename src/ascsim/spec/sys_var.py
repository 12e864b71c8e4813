"""``c_api/sys_var/sys_var.h``: system values and registers."""

from __future__ import annotations

from .. import arch
from . import fn
from .types import S64

_H = "sys_var"

#: Built-in variables of the kernel language (no header declares them; the compiler knows them):
#: C name, C type, doc line. The front end and ``from ascsim import *`` both provide them.
VARIABLES = [
    ("block_idx", S64, "The index of the running block of the current launch."),
    ("block_num", S64, "The number of blocks of the current launch."),
]

FUNCTIONS = [
    fn("asc_get_vf_len", _H, f"The vector register length in bytes ({arch.VL_BYTES}); usable in constant "
       "expressions.", where="any")
    .form("common.get_vf_len", S64, [], body=f"return {arch.VL_BYTES};"),
    fn("asc_get_block_idx", _H, "The index of the running block (as block_idx).", where="kernel")
    .form("common.get_block_var", S64, [], extra=("block_idx",)),
    fn("asc_get_block_num", _H, "The number of blocks of the launch (as block_num).", where="kernel")
    .form("common.get_block_var", S64, [], extra=("block_num",)),
]
