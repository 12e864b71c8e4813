#ifndef __ASCSIM_C_API_REG_MASK_H
#define __ASCSIM_C_API_REG_MASK_H
#include "c_api/asc_types.h"

__simd_callee__ vector_bool asc_create_mask_b8(pat_t pattern);
__simd_callee__ vector_bool asc_create_mask_b16(pat_t pattern);
__simd_callee__ vector_bool asc_create_mask_b32(pat_t pattern);
__simd_callee__ vector_bool asc_update_mask_b8(uint32_t& count);
__simd_callee__ vector_bool asc_update_mask_b16(uint32_t& count);
__simd_callee__ vector_bool asc_update_mask_b32(uint32_t& count);
#endif
