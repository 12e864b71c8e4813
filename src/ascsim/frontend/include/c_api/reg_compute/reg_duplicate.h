// Broadcasts of a scalar or of lane 0 of a register.
#ifndef __ASCSIM_C_API_REG_DUPLICATE_H
#define __ASCSIM_C_API_REG_DUPLICATE_H
#include "c_api/asc_types.h"

#define __ASCSIM_DUPLICATE(T, V)                                                       \
    __simd_callee__ void asc_duplicate(V& dst, T value, vector_bool mask);             \
    __simd_callee__ void asc_duplicate(V& dst, T value);                               \
    __simd_callee__ void asc_duplicate(V& dst, V src, vector_bool mask);               \
    __simd_callee__ void asc_duplicate(V& dst, V src);                                 \
    __simd_callee__ V asc_duplicate(V src, vector_bool mask);                          \
    __simd_callee__ V asc_duplicate(V src);                                            \
    __simd_callee__ void asc_duplicate_scalar(V& dst, T value, vector_bool mask);      \
    __simd_callee__ void asc_duplicate_scalar(V& dst, T value);
__ASCSIM_VECTOR_TYPES(__ASCSIM_DUPLICATE)
#undef __ASCSIM_DUPLICATE
#endif
