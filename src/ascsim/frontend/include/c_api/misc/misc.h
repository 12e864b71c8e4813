// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_MISC_MISC_H
#define __ASCSIM_C_API_MISC_MISC_H
#include "c_api/utils/types.h"

// asc_init: On a vector core: store-atomic mode none, normal mask mode, every vector mask bit set (call once at the start of a kernel).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_init();
// asc_nop: No operation: one scalar instruction that changes nothing.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_nop();

#endif  // __ASCSIM_C_API_MISC_MISC_H
