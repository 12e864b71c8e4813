#ifndef __ASCSIM_C_API_REG_LOAD_STORE_H
#define __ASCSIM_C_API_REG_LOAD_STORE_H
#include "c_api/asc_types.h"

#define __ASCSIM_LOAD_STORE(T, V)                                                     \
    __simd_callee__ void asc_loadalign(V& dst, __ubuf__ T* src);                      \
    __simd_callee__ V asc_loadalign(__ubuf__ T* src);                                 \
    __simd_callee__ void asc_storealign(__ubuf__ T* dst, V src, vector_bool mask);
__ASCSIM_VECTOR_TYPES(__ASCSIM_LOAD_STORE)
#undef __ASCSIM_LOAD_STORE

// Mask registers move 32 bytes.
__simd_callee__ void asc_loadalign(vector_bool& dst, __ubuf__ uint32_t* src);
__simd_callee__ void asc_loadalign(vector_bool& dst, __ubuf__ uint8_t* src);
__simd_callee__ void asc_storealign(__ubuf__ uint32_t* dst, vector_bool src);
__simd_callee__ void asc_storealign(__ubuf__ uint8_t* dst, vector_bool src);
#endif
