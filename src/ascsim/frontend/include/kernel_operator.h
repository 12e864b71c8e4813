// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_KERNEL_OPERATOR_H
#define __ASCSIM_KERNEL_OPERATOR_H
#include "c_api/asc_simd.h"

// asc_vf_call: Run the __simd_vf__ function f with args on the vector unit.
template <auto f, typename... Args> __aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vf_call(Args&&... args);

#endif  // __ASCSIM_KERNEL_OPERATOR_H
