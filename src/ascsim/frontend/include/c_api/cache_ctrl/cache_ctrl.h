// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_CACHE_CTRL_CACHE_CTRL_H
#define __ASCSIM_C_API_CACHE_CTRL_CACHE_CTRL_H
#include "c_api/utils/types.h"

// asc_icache_preload: Preload prefetch_len bytes of instructions at addr into the instruction cache (ascsim has no instruction cache: accepted, no effect).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_icache_preload(const void* addr, int64_t prefetch_len);
// asc_dcci_single: Clean and invalidate the data-cache line holding the GM address dst (ascsim keeps GM coherent: no data changes).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_dcci_single(__gm__ void* dst);
// asc_ub_dcci_single: Clean and invalidate the data-cache line holding the UB address dst (with CTRL bit 49 set) (ascsim keeps GM coherent: no data changes).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ub_dcci_single(__ubuf__ void* dst);
// asc_dcci_entire_ub: Clean and invalidate every data-cache line of UB data (ascsim keeps GM coherent: no data changes). The page lists Ascend 950 as unsupported (no dav-3510 implementation).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_dcci_entire_ub();
// asc_dcci_entire_out: Clean and invalidate every data-cache line of GM data (ascsim keeps GM coherent: no data changes).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_dcci_entire_out();
// asc_dcci_entire_all: Clean and invalidate the whole data cache (ascsim keeps GM coherent: no data changes).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_dcci_entire_all();
// asc_dcci_entire_atomic: Clean and invalidate every data-cache line of atomic data (ascsim keeps GM coherent: no data changes).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_dcci_entire_atomic();
// asc_get_icache_preload_status: The instruction-cache preload status: 0 idle, 1 busy (ascsim: always 0).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_icache_preload_status();
// asc_datacache_preload: Preload the data cache from the GM address address + offset bytes (ascsim keeps GM coherent: no data changes).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datacache_preload(__gm__ uint64_t* address, int64_t offset);
// asc_dci: Invalidate the whole data cache without writing dirty lines back (ascsim keeps GM coherent and has no dirty lines: no data changes).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_dci();
// asc_set_scalar_cache_mode: Set the L2 cache mode of the scalar unit's GM loads (CTRL[19:16]) or stores (CTRL[23:20]) (ascsim keeps GM coherent: no data changes).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_scalar_cache_mode(asc_load_l2_cache_mode l2_cache_mode);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_scalar_cache_mode(asc_store_l2_cache_mode l2_cache_mode);
// asc_get_scalar_load_cache_mode: The L2 cache mode of the scalar unit's GM loads (CTRL[19:16]; NORMAL_FIRST_VICTIM at reset).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE asc_load_l2_cache_mode asc_get_scalar_load_cache_mode();
// asc_get_scalar_store_cache_mode: The L2 cache mode of the scalar unit's GM stores (CTRL[23:20]; NORMAL_FIRST_VICTIM at reset).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE asc_store_l2_cache_mode asc_get_scalar_store_cache_mode();

#endif  // __ASCSIM_C_API_CACHE_CTRL_CACHE_CTRL_H
