"""``c_api/misc/misc.h``: kernel start-up."""

from __future__ import annotations

from . import fn, void

FUNCTIONS = [
    fn("asc_init", "misc", "Set the control registers to their reset values (call once at the start of a kernel).",
       where="kernel")
    .form("common.init", *void()),
]
