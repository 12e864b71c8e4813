#ifndef __ASCSIM_C_API_REG_LOAD_STORE_H
#define __ASCSIM_C_API_REG_LOAD_STORE_H
#include "c_api/asc_types.h"

#define __ASCSIM_LOAD_STORE(T, V)                                                                \
    __simd_callee__ void asc_loadalign(V& dst, __ubuf__ T* src);                                 \
    __simd_callee__ V asc_loadalign(__ubuf__ T* src);                                            \
    __simd_callee__ void asc_storealign(__ubuf__ T* dst, V src, vector_bool mask);               \
    __simd_callee__ void asc_loadalign_postupdate(V& dst, __ubuf__ T*& src, int32_t offset);     \
    __simd_callee__ void asc_storealign_postupdate(__ubuf__ T*& dst, V src, int32_t offset,      \
                                                   vector_bool mask);                            \
    __simd_callee__ void asc_loadalign_deintlv(V& dst0, V& dst1, __ubuf__ T* src);               \
    __simd_callee__ void asc_storealign_intlv(__ubuf__ T* dst, V src0, V src1, vector_bool mask);
__ASCSIM_VECTOR_TYPES(__ASCSIM_LOAD_STORE)
#undef __ASCSIM_LOAD_STORE

// Widening loads and narrowing stores: X(narrow type, narrow register, wide type, wide register).
#define __ASCSIM_LOAD_UNPACK(N, VN, W, VW)                                \
    __simd_callee__ void asc_loadalign_unpack(VW& dst, __ubuf__ N* src);  \
    __simd_callee__ VW asc_loadalign_unpack(__ubuf__ N* src);
__ASCSIM_LOAD_UNPACK(uint8_t, vector_uint8_t, uint16_t, vector_uint16_t)
__ASCSIM_LOAD_UNPACK(int8_t, vector_int8_t, int16_t, vector_int16_t)
__ASCSIM_LOAD_UNPACK(uint16_t, vector_uint16_t, uint32_t, vector_uint32_t)
__ASCSIM_LOAD_UNPACK(int16_t, vector_int16_t, int32_t, vector_int32_t)
#undef __ASCSIM_LOAD_UNPACK
#define __ASCSIM_STORE_PACK(N, W, VW) \
    __simd_callee__ void asc_storealign_pack(__ubuf__ N* dst, VW src, vector_bool mask);
__ASCSIM_STORE_PACK(uint8_t, uint16_t, vector_uint16_t)
__ASCSIM_STORE_PACK(int8_t, uint16_t, vector_uint16_t)
__ASCSIM_STORE_PACK(uint8_t, int16_t, vector_int16_t)
__ASCSIM_STORE_PACK(int8_t, int16_t, vector_int16_t)
__ASCSIM_STORE_PACK(uint16_t, uint32_t, vector_uint32_t)
__ASCSIM_STORE_PACK(int16_t, uint32_t, vector_uint32_t)
__ASCSIM_STORE_PACK(uint16_t, int32_t, vector_int32_t)
__ASCSIM_STORE_PACK(int16_t, int32_t, vector_int32_t)
#undef __ASCSIM_STORE_PACK

// Mask registers move 32 bytes.
__simd_callee__ void asc_loadalign(vector_bool& dst, __ubuf__ uint32_t* src);
__simd_callee__ void asc_loadalign(vector_bool& dst, __ubuf__ uint8_t* src);
__simd_callee__ void asc_storealign(__ubuf__ uint32_t* dst, vector_bool src);
__simd_callee__ void asc_storealign(__ubuf__ uint8_t* dst, vector_bool src);
#endif
