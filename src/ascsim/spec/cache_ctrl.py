"""``c_api/cache_ctrl/cache_ctrl.h``: the scalar unit's data cache, the instruction cache and the preloads.

ascsim keeps GM coherent: every access reads and writes memory itself, so flushing, invalidating and
preloading change no data. The calls are accepted with their argument checks (pointer spaces, a
pointer inside its array, a non-negative length) so programs written for the chip run unchanged.
"""

from __future__ import annotations

from .. import dtypes as d
from . import V920, fn, impls, void
from .types import S64, CType, enum, gm, ub

_H = "cache_ctrl"
_COHERENT = " (ascsim keeps GM coherent: no data changes)"
#: ``const void*``: an address in any memory (the instruction cache preloads code).
_CONST_VOID_PTR = CType("const void*", "ptr")

FUNCTIONS = [
    fn("asc_icache_preload", _H, "Preload prefetch_len bytes of instructions at addr into the instruction cache "
       "(ascsim has no instruction cache: accepted, no effect).", where="kernel", pipe="S")
    .form(impls.cache_ctrl.icache_preload, *void(("addr", _CONST_VOID_PTR), ("prefetch_len", S64))),
    fn("asc_dcci_single", _H, "Clean and invalidate the data-cache line holding the GM address dst" + _COHERENT + ".",
       where="kernel", pipe="S")
    .form(impls.cache_ctrl.dcci_single, *void(("dst", gm(None)))),
    fn("asc_ub_dcci_single", _H, "Clean and invalidate the data-cache line holding the UB address dst (with CTRL "
       "bit 49 set)" + _COHERENT + ".", where="kernel", pipe="S")
    .form(impls.cache_ctrl.dcci_single, *void(("dst", ub(None)))),
    fn("asc_dcci_entire_ub", _H, "Clean and invalidate every data-cache line of UB data" + _COHERENT + ". The page "
       "lists Ascend 950 as unsupported (no dav-3510 implementation).", where="kernel", pipe="S")
    .form(impls.cache_ctrl.dcci_entire, *void()),
    fn("asc_dcci_entire_out", _H, "Clean and invalidate every data-cache line of GM data" + _COHERENT + ".",
       where="kernel", pipe="S")
    .form(impls.cache_ctrl.dcci_entire, *void()),
    fn("asc_dcci_entire_all", _H, "Clean and invalidate the whole data cache" + _COHERENT + ".", where="kernel",
       pipe="S")
    .form(impls.cache_ctrl.dcci_entire, *void()),
    fn("asc_dcci_entire_atomic", _H, "Clean and invalidate every data-cache line of atomic data" + _COHERENT + ".",
       where="kernel", pipe="S")
    .form(impls.cache_ctrl.dcci_entire, *void()),
    fn("asc_get_icache_preload_status", _H, "The instruction-cache preload status: 0 idle, 1 busy (ascsim: "
       "always 0).", where="kernel", pipe="S")
    .form(impls.cache_ctrl.icache_preload_status, S64, []),
    fn("asc_datacache_preload", _H, "Preload the data cache from the GM address address + offset bytes"
       + _COHERENT + ".", where="kernel", pipe="S")
    .form(impls.cache_ctrl.datacache_preload, *void(("address", gm(d.uint64_t)), ("offset", S64))),
    fn("asc_dci", _H, "Invalidate the whole data cache without writing dirty lines back (ascsim keeps GM "
       "coherent and has no dirty lines: no data changes).", where="kernel", pipe="S")
    .form(impls.cache_ctrl.dcci_entire, *void()),
]


# What the newer headers (V920) add: the L2 cache modes of the scalar unit's loads and stores (CTRL[19:16]
# and CTRL[23:20]); kept and read back, no effect on data.
_NEW = (V920,)
_LOAD_MODE, _STORE_MODE = enum("asc_load_l2_cache_mode"), enum("asc_store_l2_cache_mode")
FUNCTIONS += [
    fn("asc_set_scalar_cache_mode", _H, "Set the L2 cache mode of the scalar unit's GM loads (CTRL[19:16]) or "
       "stores (CTRL[23:20])" + _COHERENT + ".", where="kernel", pipe="S")
    .form(impls.cache_ctrl.set_scalar_cache_mode, *void(("l2_cache_mode", _LOAD_MODE)), extra=(16,), versions=_NEW)
    .form(impls.cache_ctrl.set_scalar_cache_mode, *void(("l2_cache_mode", _STORE_MODE)), extra=(20,), versions=_NEW),
    fn("asc_get_scalar_load_cache_mode", _H, "The L2 cache mode of the scalar unit's GM loads (CTRL[19:16]; "
       "NORMAL_FIRST_VICTIM at reset).", where="kernel", pipe="S")
    .form(impls.cache_ctrl.get_scalar_cache_mode, _LOAD_MODE, [], extra=(16,), versions=_NEW),
    fn("asc_get_scalar_store_cache_mode", _H, "The L2 cache mode of the scalar unit's GM stores (CTRL[23:20]; "
       "NORMAL_FIRST_VICTIM at reset).", where="kernel", pipe="S")
    .form(impls.cache_ctrl.get_scalar_cache_mode, _STORE_MODE, [], extra=(20,), versions=_NEW),
]
