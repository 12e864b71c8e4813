"""``c_api/misc/misc.h``: kernel start-up."""

from __future__ import annotations

from . import V920, fn, impls, void

FUNCTIONS = [
    fn("asc_init", "misc", "On a vector core: store-atomic mode none, normal mask mode, every vector mask bit "
       "set (call once at the start of a kernel).",
       where="kernel")
    .form(impls.common.init, *void()),
]

# What the newer headers (V920) add.
FUNCTIONS += [
    fn("asc_nop", "misc", "No operation: one scalar instruction that changes nothing.", where="kernel", pipe="S")
    .form(impls.common.nop, *void(), versions=(V920,)),
]
