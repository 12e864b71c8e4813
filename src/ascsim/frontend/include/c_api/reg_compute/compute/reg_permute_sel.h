// c_api/reg_compute/compute/reg_permute_sel.h: interleave, unpack and their siblings.
// Only valid type combinations are declared, so a wrong pair is a compile error, as with bisheng.
#ifndef __ASCSIM_C_API_REG_PERMUTE_SEL_H
#define __ASCSIM_C_API_REG_PERMUTE_SEL_H
#include "c_api/asc_types.h"

// Two sources in, two destinations out: every register type, and masks by group size.
#define __ASCSIM_TWO_BY_TWO(T, V)                                                    \
    __simd_callee__ void asc_intlv(V& dst0, V& dst1, V src0, V src1);               \
    __simd_callee__ void asc_deintlv(V& dst0, V& dst1, V src0, V src1);
__ASCSIM_VECTOR_TYPES(__ASCSIM_TWO_BY_TWO)
#undef __ASCSIM_TWO_BY_TWO
#define __ASCSIM_MASK_TWO_BY_TWO(name) \
    __simd_callee__ void name(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
__ASCSIM_MASK_TWO_BY_TWO(asc_intlv_b8)
__ASCSIM_MASK_TWO_BY_TWO(asc_intlv_b16)
__ASCSIM_MASK_TWO_BY_TWO(asc_intlv_b32)
__ASCSIM_MASK_TWO_BY_TWO(asc_deintlv_b8)
__ASCSIM_MASK_TWO_BY_TWO(asc_deintlv_b16)
__ASCSIM_MASK_TWO_BY_TWO(asc_deintlv_b32)
#undef __ASCSIM_MASK_TWO_BY_TWO

// One source in, one destination out, in the out-parameter and the return form.
#define __ASCSIM_ONE_TO_ONE(NAME, S, D)                       \
    __simd_callee__ void NAME(D& dst, S src);                \
    __simd_callee__ D NAME(S src);

// Widening: X(source register, destination register).
#define __ASCSIM_UNPACK_PAIRS(X)          \
    X(vector_uint8_t, vector_uint16_t)    \
    X(vector_int8_t, vector_int16_t)      \
    X(vector_uint16_t, vector_uint32_t)   \
    X(vector_int16_t, vector_int32_t)     \
    X(vector_bool, vector_bool)
#define __ASCSIM_UNPACK(S, D)                    \
    __ASCSIM_ONE_TO_ONE(asc_unpack_lower, S, D)  \
    __ASCSIM_ONE_TO_ONE(asc_unpack_upper, S, D)
__ASCSIM_UNPACK_PAIRS(__ASCSIM_UNPACK)
#undef __ASCSIM_UNPACK

// Narrowing (low half of each element's bits, no saturation).
#define __ASCSIM_PACK_PAIRS(X)            \
    X(vector_uint16_t, vector_uint8_t)    \
    X(vector_int16_t, vector_uint8_t)     \
    X(vector_uint32_t, vector_uint16_t)   \
    X(vector_int32_t, vector_uint16_t)    \
    X(vector_bool, vector_bool)
#define __ASCSIM_PACK(S, D)                      \
    __ASCSIM_ONE_TO_ONE(asc_pack_to_low, S, D)   \
    __ASCSIM_ONE_TO_ONE(asc_pack_to_high, S, D)  \
    __ASCSIM_ONE_TO_ONE(asc_pack, S, D)          \
    __ASCSIM_ONE_TO_ONE(asc_pack_v2, S, D)
__ASCSIM_PACK_PAIRS(__ASCSIM_PACK)
#undef __ASCSIM_PACK
#undef __ASCSIM_ONE_TO_ONE

// Selection by mask and compaction.
#define __ASCSIM_SELECT(T, V)                                                                 \
    __simd_callee__ void asc_select(V& dst, V src0, V src1, vector_bool mask);                \
    __simd_callee__ V asc_select(V src0, V src1, vector_bool mask);                           \
    __simd_callee__ void asc_squeeze(V& dst, V src, vector_bool mask);                        \
    __simd_callee__ V asc_squeeze(V src, vector_bool mask);                                   \
    __simd_callee__ void asc_squeeze_v2(V& dst, V src, vector_bool mask);                     \
    __simd_callee__ V asc_squeeze_v2(V src, vector_bool mask);                                \
    __simd_callee__ void asc_squeeze_with_status(V& dst, V src, vector_bool mask);            \
    __simd_callee__ V asc_squeeze_with_status(V src, vector_bool mask);                       \
    __simd_callee__ void asc_squeeze_and_storeunalign(__ubuf__ T* dst_addr, V& dst, vector_align& ureg, V src, \
                                                      vector_bool mask);                      \
    __simd_callee__ void asc_squeeze_and_storeunalign_finalize(__ubuf__ T* dst_addr, vector_align& ureg);
__ASCSIM_VECTOR_TYPES(__ASCSIM_SELECT)
#undef __ASCSIM_SELECT
__simd_callee__ void asc_select(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask);
__simd_callee__ vector_bool asc_select(vector_bool src0, vector_bool src1, vector_bool mask);
__simd_callee__ void asc_squeeze_and_storeunalign_init();
__simd_callee__ void asc_clear_ar_spr();

// Exclusive prefix count of the mask.
#define __ASCSIM_UNSQUEEZE(V, suffix)                               \
    __simd_callee__ void asc_unsqueeze(V& dst, vector_bool mask);    \
    __simd_callee__ V asc_unsqueeze_##suffix(vector_bool mask);
__ASCSIM_UNSQUEEZE(vector_uint8_t, u8)
__ASCSIM_UNSQUEEZE(vector_int8_t, s8)
__ASCSIM_UNSQUEEZE(vector_uint16_t, u16)
__ASCSIM_UNSQUEEZE(vector_int16_t, s16)
__ASCSIM_UNSQUEEZE(vector_uint32_t, u32)
__ASCSIM_UNSQUEEZE(vector_int32_t, s32)
#undef __ASCSIM_UNSQUEEZE
#endif
