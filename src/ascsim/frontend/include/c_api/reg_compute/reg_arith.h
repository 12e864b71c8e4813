// Element-wise arithmetic and comparison (masked-off lanes of a computed destination are 0).
#ifndef __ASCSIM_C_API_REG_ARITH_H
#define __ASCSIM_C_API_REG_ARITH_H
#include "c_api/asc_types.h"

#define __ASCSIM_ARITH_TYPES(X)   \
    X(int8_t, vector_int8_t)      \
    X(uint8_t, vector_uint8_t)    \
    X(int16_t, vector_int16_t)    \
    X(uint16_t, vector_uint16_t)  \
    X(int32_t, vector_int32_t)    \
    X(uint32_t, vector_uint32_t)  \
    X(half, vector_half)          \
    X(bfloat16_t, vector_bfloat16_t) \
    X(float, vector_float)
#define __ASCSIM_ARITH(T, V)                                                              \
    __simd_callee__ void asc_add(V& dst, V src0, V src1, vector_bool mask);               \
    __simd_callee__ V asc_add(V src0, V src1, vector_bool mask);                          \
    __simd_callee__ void asc_gt(vector_bool& dst, V src0, V src1, vector_bool mask);      \
    __simd_callee__ vector_bool asc_gt(V src0, V src1, vector_bool mask);
__ASCSIM_ARITH_TYPES(__ASCSIM_ARITH)
#undef __ASCSIM_ARITH
#endif
