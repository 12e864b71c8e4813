// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_VECTOR_COMPUTE_VECTOR_COMPUTE_H
#define __ASCSIM_C_API_VECTOR_COMPUTE_VECTOR_COMPUTE_H
#include "c_api/utils/types.h"

// asc_set_va_reg: VA register `addr` (VA0..VA7) takes the first 8 pointers of src_array (32-byte aligned UB addresses of the data blocks asc_transto5hd reads or writes).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ int8_t** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ uint8_t** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ int16_t** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ uint16_t** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ half** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ int32_t** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ uint32_t** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ float** src_array);
// asc_set_vector_mask: Set the vector mask: normal mode, bit i of mask1:mask0 selects element i of each repeat; counter mode, mask0 is the element count.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_vector_mask(uint64_t mask1, uint64_t mask0);
// asc_set_mask_count: Counter mode: the vector mask gives the number of elements to process.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_mask_count();
// asc_set_mask_norm: Normal mode (the reset mode): the vector mask selects elements of each repeat.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_mask_norm();
// asc_get_cmp_mask: Store the 128-bit CMPMASK register (16 bytes) to dst.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_get_cmp_mask(__ubuf__ void* dst);
// asc_set_cmp_mask: Load the 128-bit CMPMASK register (the selection mask of asc_select) from 16 bytes at sel_mask.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_cmp_mask(__ubuf__ void* sel_mask);
// asc_get_rsvd_count: The number of elements the last gather by mask (asc_squeeze) kept.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_rsvd_count();
// asc_add: dst[i] = src0[i] + src1[i] on the elements the count or the vector mask selects (integers wrap, floats round to nearest even); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:23"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:24"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:25"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:26"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:27"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_add_sync: asc_add (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint32_t count);
// asc_duplicate: dst[i] = src on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:24"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ half* dst, half src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:25"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ half* dst, half src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:26"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ int16_t* dst, int16_t src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:27"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ int16_t* dst, int16_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:28"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ uint16_t* dst, uint16_t src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:29"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ uint16_t* dst, uint16_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:30"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ bfloat16_t* dst, bfloat16_t src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:31"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ bfloat16_t* dst, bfloat16_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:32"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ float* dst, float src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:33"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ float* dst, float src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:34"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ int32_t* dst, int32_t src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:35"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ int32_t* dst, int32_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:36"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ uint32_t* dst, uint32_t src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:37"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(__ubuf__ uint32_t* dst, uint32_t src, uint32_t count);
// asc_duplicate_sync: dst[i] = src on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_sync(__ubuf__ half* dst, half src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_sync(__ubuf__ int16_t* dst, int16_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_sync(__ubuf__ uint16_t* dst, uint16_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_sync(__ubuf__ bfloat16_t* dst, bfloat16_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_sync(__ubuf__ float* dst, float src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_sync(__ubuf__ int32_t* dst, int32_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_sync(__ubuf__ uint32_t* dst, uint32_t src, uint32_t count);
// asc_select: dst[i] = CMPMASK bit (i mod elements per repeat) ? src0[i] : src1[i] on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:26"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:27"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:28"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:29"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_select_sync: asc_select (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
// asc_squeeze: Gather the elements of src0 a pattern selects (src1 bits, or a built-in pattern named by src1_block_stride), packed from dst on.
__aicore__ __attribute__((annotate("ascsim_overload:26"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src0, __ubuf__ uint16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:27"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src0, __ubuf__ uint32_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_sub: dst[i] = src0[i] - src1[i] (integers wrap, floats round to nearest even) on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:23"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:24"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:25"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:26"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:27"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_sub_sync: asc_sub (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint32_t count);
// asc_mul: dst[i] = src0[i] * src1[i] (integers keep the low bits, floats round to nearest even) on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_mul_sync: asc_mul (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint32_t count);
// asc_div: dst[i] = src0[i] / src1[i], correctly rounded on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_div(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_div(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_div(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_div(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_div_sync: asc_div (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_div_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_div_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
// asc_max: dst[i] = max(src0[i], src1[i]) on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:23"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:24"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:25"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_max_sync: asc_max (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint32_t count);
// asc_min: dst[i] = min(src0[i], src1[i]) on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:23"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:24"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:25"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_min_sync: asc_min (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint32_t count);
// asc_and: dst[i] = src0[i] & src1[i] on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src0, __ubuf__ uint16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src0, __ubuf__ uint16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_and_sync: asc_and (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and_sync(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src0, __ubuf__ uint16_t* src1, uint32_t count);
// asc_or: dst[i] = src0[i] | src1[i] on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src0, __ubuf__ uint16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src0, __ubuf__ uint16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_or_sync: asc_or (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or_sync(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src0, __ubuf__ uint16_t* src1, uint32_t count);
// asc_add_relu: dst[i] = relu(src0[i] + src1[i]), converted to the type of dst (rounding to nearest even, saturating) on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu(__ubuf__ int8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu(__ubuf__ int8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu(__ubuf__ half* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu(__ubuf__ half* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu(__ubuf__ int8_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu(__ubuf__ int8_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_add_relu_sync: asc_add_relu (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu_sync(__ubuf__ int8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu_sync(__ubuf__ half* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_relu_sync(__ubuf__ int8_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
// asc_sub_relu: dst[i] = relu(src0[i] - src1[i]), converted to the type of dst (rounding to nearest even, saturating) on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu(__ubuf__ int8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu(__ubuf__ int8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu(__ubuf__ half* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu(__ubuf__ half* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu(__ubuf__ int8_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu(__ubuf__ int8_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_sub_relu_sync: asc_sub_relu (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu_sync(__ubuf__ int8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu_sync(__ubuf__ half* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_relu_sync(__ubuf__ int8_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
// asc_fma: dst[i] = src0[i] * src1[i] + dst[i], rounded once on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_fma(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_fma(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_fma(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_fma(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_fma(__ubuf__ float* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_fma(__ubuf__ float* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_fma_sync: asc_fma (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_fma_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_fma_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_fma_sync(__ubuf__ float* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
// asc_mul_add: dst[i] = src0[i] * dst[i] + src1[i], rounded once on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_add(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_add(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_add(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_add(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_mul_add_sync: asc_mul_add (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_add_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_add_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
// asc_mul_add_relu: dst[i] = relu(src0[i] * dst[i] + src1[i]), rounded once on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_add_relu(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_add_relu(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_add_relu(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_add_relu(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_mul_add_relu_sync: asc_mul_add_relu (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_add_relu_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_add_relu_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
// asc_abs: dst[i] = |src[i]| on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_abs_sync: asc_abs (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_relu: dst[i] = max(src[i], 0) on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_relu(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_relu(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_relu(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_relu(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_relu(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_relu(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_relu_sync: asc_relu (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_relu_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_relu_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_relu_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, uint32_t count);
// asc_exp: dst[i] = e^src[i], correctly rounded on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_exp_sync: asc_exp (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_log: dst[i] = ln(src[i]), correctly rounded on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_log(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_log(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_log(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_log(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_log_sync: asc_log (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_log_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_log_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_sqrt: dst[i] = sqrt(src[i]), correctly rounded on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sqrt(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sqrt(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sqrt(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sqrt(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_sqrt_sync: asc_sqrt (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sqrt_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sqrt_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_rsqrt: dst[i] = 1 / sqrt(src[i]), correctly rounded on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_rsqrt(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_rsqrt(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_rsqrt(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_rsqrt(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_rsqrt_sync: asc_rsqrt (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_rsqrt_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_rsqrt_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_rcp: dst[i] = 1 / src[i], correctly rounded on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_rcp(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_rcp(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_rcp(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_rcp(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_rcp_sync: asc_rcp (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_rcp_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_rcp_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_not: dst[i] = ~src[i] on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_not_sync: asc_not (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not_sync(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint32_t count);
// asc_add_scalar: dst[i] = src[i] + value on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(__ubuf__ half* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(__ubuf__ float* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:23"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:24"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:25"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_add_scalar_sync: asc_add_scalar (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar_sync(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar_sync(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
// asc_sub_scalar: dst[i] = src[i] - value on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_scalar(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_scalar(__ubuf__ half* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_scalar(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_scalar(__ubuf__ float* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_scalar(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_scalar(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_scalar(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_scalar(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_sub_scalar_sync: asc_sub_scalar (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_scalar_sync(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_scalar_sync(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_scalar_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub_scalar_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
// asc_mul_scalar: dst[i] = src[i] * value on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(__ubuf__ half* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(__ubuf__ float* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_mul_scalar_sync: asc_mul_scalar (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar_sync(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar_sync(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
// asc_max_scalar: dst[i] = max(src[i], value) on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(__ubuf__ half* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(__ubuf__ float* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:23"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:24"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:25"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_max_scalar_sync: asc_max_scalar (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar_sync(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar_sync(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
// asc_min_scalar: dst[i] = min(src[i], value) on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(__ubuf__ half* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(__ubuf__ float* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:23"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:24"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:25"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_min_scalar_sync: asc_min_scalar (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar_sync(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar_sync(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int16_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
// asc_leakyrelu: dst[i] = src[i] >= 0 ? src[i] : src[i] * value on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_leakyrelu(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_leakyrelu(__ubuf__ half* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_leakyrelu(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_leakyrelu(__ubuf__ float* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_leakyrelu_sync: asc_leakyrelu (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_leakyrelu_sync(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_leakyrelu_sync(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
// asc_axpy: dst[i] = src[i] * value + dst[i], rounded once on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_axpy(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_axpy(__ubuf__ half* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_axpy(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_axpy(__ubuf__ float* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_axpy(__ubuf__ float* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_axpy(__ubuf__ float* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_axpy_sync: asc_axpy (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_axpy_sync(__ubuf__ half* dst, __ubuf__ half* src, half value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_axpy_sync(__ubuf__ float* dst, __ubuf__ float* src, float value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_axpy_sync(__ubuf__ float* dst, __ubuf__ half* src, half value, uint32_t count);
// asc_shiftleft: dst[i] = src[i] << distance (signed: the sign bit stays) on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, uint32_t distance, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, uint32_t distance, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint32_t distance, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint32_t distance, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, uint32_t distance, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, uint32_t distance, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, uint32_t distance, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, uint32_t distance, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_shiftleft_sync: asc_shiftleft (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, uint32_t distance, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft_sync(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint32_t distance, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, uint32_t distance, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft_sync(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, uint32_t distance, uint32_t count);
// asc_shiftright: dst[i] = src[i] >> value (arithmetic for signed, logical for unsigned; value >= 0) on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, uint32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, uint32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_shiftright_sync: asc_shiftright (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_sync(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_sync(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, uint32_t value, uint32_t count);
// asc_shiftright_round: dst[i] = (src[i] >> value) + bit value-1 of src[i] (arithmetic shift rounded half up) on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_round(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_round(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_round(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_round(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_shiftright_round_sync: asc_shiftright_round (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_round_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, int32_t value, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_round_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, int32_t value, uint32_t count);
// asc_bfloat162float: Convert bfloat16_t to float on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162float(__ubuf__ float* dst, __ubuf__ bfloat16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162float(__ubuf__ float* dst, __ubuf__ bfloat16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_bfloat162float_sync: asc_bfloat162float (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162float_sync(__ubuf__ float* dst, __ubuf__ bfloat16_t* src, uint32_t count);
// asc_bfloat162int32_rna: Convert bfloat16_t to int32_t, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_rna(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_rna(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_bfloat162int32_rna_sync: asc_bfloat162int32_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_rna_sync(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint32_t count);
// asc_bfloat162int32_ru: Convert bfloat16_t to int32_t, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_ru(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_ru(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_bfloat162int32_ru_sync: asc_bfloat162int32_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_ru_sync(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint32_t count);
// asc_bfloat162int32_rd: Convert bfloat16_t to int32_t, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_rd(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_rd(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_bfloat162int32_rd_sync: asc_bfloat162int32_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_rd_sync(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint32_t count);
// asc_bfloat162int32_rn: Convert bfloat16_t to int32_t, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_rn(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_rn(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_bfloat162int32_rn_sync: asc_bfloat162int32_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_rn_sync(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint32_t count);
// asc_bfloat162int32_rz: Convert bfloat16_t to int32_t, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_rz(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_rz(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_bfloat162int32_rz_sync: asc_bfloat162int32_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bfloat162int32_rz_sync(__ubuf__ int32_t* dst, __ubuf__ bfloat16_t* src, uint32_t count);
// asc_float2bfloat16_rn: Convert float to bfloat16_t, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_rn(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_rn(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2bfloat16_rn_sync: asc_float2bfloat16_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_rn_sync(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2bfloat16_rna: Convert float to bfloat16_t, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_rna(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_rna(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2bfloat16_rna_sync: asc_float2bfloat16_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_rna_sync(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2bfloat16_rd: Convert float to bfloat16_t, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_rd(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_rd(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2bfloat16_rd_sync: asc_float2bfloat16_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_rd_sync(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2bfloat16_ru: Convert float to bfloat16_t, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_ru(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_ru(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2bfloat16_ru_sync: asc_float2bfloat16_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_ru_sync(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2bfloat16_rz: Convert float to bfloat16_t, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_rz(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_rz(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2bfloat16_rz_sync: asc_float2bfloat16_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2bfloat16_rz_sync(__ubuf__ bfloat16_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2float_rn: Convert float to float, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_rn(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_rn(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2float_rn_sync: asc_float2float_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_rn_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_float2float_rd: Convert float to float, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_rd(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_rd(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2float_rd_sync: asc_float2float_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_rd_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_float2float_ru: Convert float to float, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_ru(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_ru(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2float_ru_sync: asc_float2float_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_ru_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_float2float_rna: Convert float to float, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_rna(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_rna(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2float_rna_sync: asc_float2float_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_rna_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_float2float_rz: Convert float to float, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_rz(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_rz(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2float_rz_sync: asc_float2float_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2float_rz_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_float2half: Convert float to half, rounding to nearest even where inexact on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half(__ubuf__ half* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2half_sync: asc_float2half (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_sync(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
// asc_float2half_rn: Convert float to half, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_rn(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_rn(__ubuf__ half* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2half_rn_sync: asc_float2half_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_rn_sync(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
// asc_float2half_rna: Convert float to half, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_rna(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_rna(__ubuf__ half* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2half_rna_sync: asc_float2half_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_rna_sync(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
// asc_float2half_rd: Convert float to half, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_rd(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_rd(__ubuf__ half* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2half_rd_sync: asc_float2half_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_rd_sync(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
// asc_float2half_ru: Convert float to half, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_ru(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_ru(__ubuf__ half* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2half_ru_sync: asc_float2half_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_ru_sync(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
// asc_float2half_rz: Convert float to half, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_rz(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_rz(__ubuf__ half* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2half_rz_sync: asc_float2half_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_rz_sync(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
// asc_float2half_ro: Convert float to half, rounding to odd on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_ro(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_ro(__ubuf__ half* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2half_ro_sync: asc_float2half_ro (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2half_ro_sync(__ubuf__ half* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int32_rna: Convert float to int32_t, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_rna(__ubuf__ int32_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_rna(__ubuf__ int32_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int32_rna_sync: asc_float2int32_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_rna_sync(__ubuf__ int32_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int32_ru: Convert float to int32_t, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_ru(__ubuf__ int32_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_ru(__ubuf__ int32_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int32_ru_sync: asc_float2int32_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_ru_sync(__ubuf__ int32_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int32_rd: Convert float to int32_t, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_rd(__ubuf__ int32_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_rd(__ubuf__ int32_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int32_rd_sync: asc_float2int32_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_rd_sync(__ubuf__ int32_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int32_rn: Convert float to int32_t, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_rn(__ubuf__ int32_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_rn(__ubuf__ int32_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int32_rn_sync: asc_float2int32_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_rn_sync(__ubuf__ int32_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int32_rz: Convert float to int32_t, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_rz(__ubuf__ int32_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_rz(__ubuf__ int32_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int32_rz_sync: asc_float2int32_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int32_rz_sync(__ubuf__ int32_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int64_rna: Convert float to int64_t, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_rna(__ubuf__ int64_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_rna(__ubuf__ int64_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int64_rna_sync: asc_float2int64_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_rna_sync(__ubuf__ int64_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int64_ru: Convert float to int64_t, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_ru(__ubuf__ int64_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_ru(__ubuf__ int64_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int64_ru_sync: asc_float2int64_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_ru_sync(__ubuf__ int64_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int64_rd: Convert float to int64_t, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_rd(__ubuf__ int64_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_rd(__ubuf__ int64_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int64_rd_sync: asc_float2int64_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_rd_sync(__ubuf__ int64_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int64_rn: Convert float to int64_t, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_rn(__ubuf__ int64_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_rn(__ubuf__ int64_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int64_rn_sync: asc_float2int64_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_rn_sync(__ubuf__ int64_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int64_rz: Convert float to int64_t, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_rz(__ubuf__ int64_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_rz(__ubuf__ int64_t* dst, __ubuf__ float* src, const uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int64_rz_sync: asc_float2int64_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int64_rz_sync(__ubuf__ int64_t* dst, __ubuf__ float* src, uint32_t count);
// asc_half2float: Convert half to float on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2float(__ubuf__ float* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2float(__ubuf__ float* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2float_sync: asc_half2float (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2float_sync(__ubuf__ float* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int4: Convert half to int4b_t, rounding to nearest even where inexact on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int4_sync: asc_half2int4 (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_sync(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int4_rna: Convert half to int4b_t, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_rna(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_rna(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int4_rna_sync: asc_half2int4_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_rna_sync(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int4_ru: Convert half to int4b_t, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_ru(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_ru(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int4_ru_sync: asc_half2int4_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_ru_sync(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int4_rd: Convert half to int4b_t, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_rd(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_rd(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int4_rd_sync: asc_half2int4_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_rd_sync(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int4_rn: Convert half to int4b_t, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_rn(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_rn(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int4_rn_sync: asc_half2int4_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_rn_sync(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int4_rz: Convert half to int4b_t, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_rz(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_rz(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int4_rz_sync: asc_half2int4_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int4_rz_sync(__ubuf__ int4b_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int8: Convert half to int8_t, rounding to nearest even where inexact on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8(__ubuf__ int8_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8(__ubuf__ int8_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int8_sync: asc_half2int8 (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_sync(__ubuf__ int8_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int8_rna: Convert half to int8_t, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_rna(__ubuf__ int8_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_rna(__ubuf__ int8_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int8_rna_sync: asc_half2int8_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_rna_sync(__ubuf__ int8_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int8_ru: Convert half to int8_t, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_ru(__ubuf__ int8_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_ru(__ubuf__ int8_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int8_ru_sync: asc_half2int8_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_ru_sync(__ubuf__ int8_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int8_rd: Convert half to int8_t, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_rd(__ubuf__ int8_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_rd(__ubuf__ int8_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int8_rd_sync: asc_half2int8_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_rd_sync(__ubuf__ int8_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int8_rn: Convert half to int8_t, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_rn(__ubuf__ int8_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_rn(__ubuf__ int8_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int8_rn_sync: asc_half2int8_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_rn_sync(__ubuf__ int8_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int8_rz: Convert half to int8_t, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_rz(__ubuf__ int8_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_rz(__ubuf__ int8_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int8_rz_sync: asc_half2int8_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int8_rz_sync(__ubuf__ int8_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int16_rna: Convert half to int16_t, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_rna(__ubuf__ int16_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_rna(__ubuf__ int16_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int16_rna_sync: asc_half2int16_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_rna_sync(__ubuf__ int16_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int16_ru: Convert half to int16_t, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_ru(__ubuf__ int16_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_ru(__ubuf__ int16_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int16_ru_sync: asc_half2int16_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_ru_sync(__ubuf__ int16_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int16_rd: Convert half to int16_t, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_rd(__ubuf__ int16_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_rd(__ubuf__ int16_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int16_rd_sync: asc_half2int16_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_rd_sync(__ubuf__ int16_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int16_rn: Convert half to int16_t, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_rn(__ubuf__ int16_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_rn(__ubuf__ int16_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int16_rn_sync: asc_half2int16_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_rn_sync(__ubuf__ int16_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int16_rz: Convert half to int16_t, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_rz(__ubuf__ int16_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_rz(__ubuf__ int16_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int16_rz_sync: asc_half2int16_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int16_rz_sync(__ubuf__ int16_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int32_rna: Convert half to int32_t, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_rna(__ubuf__ int32_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_rna(__ubuf__ int32_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int32_rna_sync: asc_half2int32_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_rna_sync(__ubuf__ int32_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int32_ru: Convert half to int32_t, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_ru(__ubuf__ int32_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_ru(__ubuf__ int32_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int32_ru_sync: asc_half2int32_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_ru_sync(__ubuf__ int32_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int32_rd: Convert half to int32_t, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_rd(__ubuf__ int32_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_rd(__ubuf__ int32_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int32_rd_sync: asc_half2int32_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_rd_sync(__ubuf__ int32_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int32_rn: Convert half to int32_t, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_rn(__ubuf__ int32_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_rn(__ubuf__ int32_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int32_rn_sync: asc_half2int32_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_rn_sync(__ubuf__ int32_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2int32_rz: Convert half to int32_t, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_rz(__ubuf__ int32_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_rz(__ubuf__ int32_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2int32_rz_sync: asc_half2int32_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2int32_rz_sync(__ubuf__ int32_t* dst, __ubuf__ half* src, uint32_t count);
// asc_int42half: Convert int4b_t to half on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int42half(__ubuf__ half* dst, __ubuf__ int4b_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int42half(__ubuf__ half* dst, __ubuf__ int4b_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint8_t dst_repeat_stride, uint8_t src_repeat_stride);
// asc_int42half_sync: asc_int42half (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int42half_sync(__ubuf__ half* dst, __ubuf__ int4b_t* src, uint32_t count);
// asc_int82half: Convert int8_t to half on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int82half(__ubuf__ half* dst, __ubuf__ int8_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int82half(__ubuf__ half* dst, __ubuf__ int8_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int82half_sync: asc_int82half (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int82half_sync(__ubuf__ half* dst, __ubuf__ int8_t* src, uint32_t count);
// asc_uint82half: Convert uint8_t to half on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_uint82half(__ubuf__ half* dst, __ubuf__ uint8_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_uint82half(__ubuf__ half* dst, __ubuf__ uint8_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_uint82half_sync: asc_uint82half (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_uint82half_sync(__ubuf__ half* dst, __ubuf__ uint8_t* src, uint32_t count);
// asc_int162float: Convert int16_t to float on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162float(__ubuf__ float* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162float(__ubuf__ float* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int162float_sync: asc_int162float (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162float_sync(__ubuf__ float* dst, __ubuf__ int16_t* src, uint32_t count);
// asc_int322float: Convert int32_t to float, rounding to nearest even where inexact on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float(__ubuf__ float* dst, __ubuf__ int32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float(__ubuf__ float* dst, __ubuf__ int32_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int322float_sync: asc_int322float (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_sync(__ubuf__ float* dst, __ubuf__ int32_t* src, uint32_t count);
// asc_int322float_rna: Convert int32_t to float, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_rna(__ubuf__ float* dst, __ubuf__ int32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_rna(__ubuf__ float* dst, __ubuf__ int32_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int322float_rna_sync: asc_int322float_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_rna_sync(__ubuf__ float* dst, __ubuf__ int32_t* src, uint32_t count);
// asc_int322float_ru: Convert int32_t to float, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_ru(__ubuf__ float* dst, __ubuf__ int32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_ru(__ubuf__ float* dst, __ubuf__ int32_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int322float_ru_sync: asc_int322float_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_ru_sync(__ubuf__ float* dst, __ubuf__ int32_t* src, uint32_t count);
// asc_int322float_rd: Convert int32_t to float, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_rd(__ubuf__ float* dst, __ubuf__ int32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_rd(__ubuf__ float* dst, __ubuf__ int32_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int322float_rd_sync: asc_int322float_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_rd_sync(__ubuf__ float* dst, __ubuf__ int32_t* src, uint32_t count);
// asc_int322float_rn: Convert int32_t to float, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_rn(__ubuf__ float* dst, __ubuf__ int32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_rn(__ubuf__ float* dst, __ubuf__ int32_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int322float_rn_sync: asc_int322float_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_rn_sync(__ubuf__ float* dst, __ubuf__ int32_t* src, uint32_t count);
// asc_int322float_rz: Convert int32_t to float, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_rz(__ubuf__ float* dst, __ubuf__ int32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_rz(__ubuf__ float* dst, __ubuf__ int32_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int322float_rz_sync: asc_int322float_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322float_rz_sync(__ubuf__ float* dst, __ubuf__ int32_t* src, uint32_t count);
// asc_int322int16: Convert int32_t to int16_t, rounding to nearest even where inexact on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322int16(__ubuf__ int16_t* dst, __ubuf__ int32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322int16(__ubuf__ int16_t* dst, __ubuf__ int32_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int322int16_sync: asc_int322int16 (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322int16_sync(__ubuf__ int16_t* dst, __ubuf__ int32_t* src, uint32_t count);
// asc_int322int64: Convert int32_t to int64_t on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322int64(__ubuf__ int64_t* dst, __ubuf__ int32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322int64(__ubuf__ int64_t* dst, __ubuf__ int32_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int322int64_sync: asc_int322int64 (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int322int64_sync(__ubuf__ int64_t* dst, __ubuf__ int32_t* src, uint32_t count);
// asc_int642int32: Convert int64_t to int32_t, rounding to nearest even where inexact on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642int32(__ubuf__ int32_t* dst, __ubuf__ int64_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642int32(__ubuf__ int32_t* dst, __ubuf__ int64_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int642int32_sync: asc_int642int32 (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642int32_sync(__ubuf__ int32_t* dst, __ubuf__ int64_t* src, uint32_t count);
// asc_float2int16_rna: Convert float to int16_t, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_rna(__ubuf__ int16_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_rna(__ubuf__ int16_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int16_rna_sync: asc_float2int16_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_rna_sync(__ubuf__ int16_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int16_ru: Convert float to int16_t, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_ru(__ubuf__ int16_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_ru(__ubuf__ int16_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int16_ru_sync: asc_float2int16_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_ru_sync(__ubuf__ int16_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int16_rd: Convert float to int16_t, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_rd(__ubuf__ int16_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_rd(__ubuf__ int16_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int16_rd_sync: asc_float2int16_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_rd_sync(__ubuf__ int16_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int16_rn: Convert float to int16_t, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_rn(__ubuf__ int16_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_rn(__ubuf__ int16_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int16_rn_sync: asc_float2int16_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_rn_sync(__ubuf__ int16_t* dst, __ubuf__ float* src, uint32_t count);
// asc_float2int16_rz: Convert float to int16_t, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_rz(__ubuf__ int16_t* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_rz(__ubuf__ int16_t* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_float2int16_rz_sync: asc_float2int16_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_float2int16_rz_sync(__ubuf__ int16_t* dst, __ubuf__ float* src, uint32_t count);
// asc_int642float_rna: Convert int64_t to float, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_rna(__ubuf__ float* dst, __ubuf__ int64_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_rna(__ubuf__ float* dst, __ubuf__ int64_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int642float_rna_sync: asc_int642float_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_rna_sync(__ubuf__ float* dst, __ubuf__ int64_t* src, uint32_t count);
// asc_int642float_ru: Convert int64_t to float, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_ru(__ubuf__ float* dst, __ubuf__ int64_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_ru(__ubuf__ float* dst, __ubuf__ int64_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int642float_ru_sync: asc_int642float_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_ru_sync(__ubuf__ float* dst, __ubuf__ int64_t* src, uint32_t count);
// asc_int642float_rd: Convert int64_t to float, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_rd(__ubuf__ float* dst, __ubuf__ int64_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_rd(__ubuf__ float* dst, __ubuf__ int64_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int642float_rd_sync: asc_int642float_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_rd_sync(__ubuf__ float* dst, __ubuf__ int64_t* src, uint32_t count);
// asc_int642float_rn: Convert int64_t to float, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_rn(__ubuf__ float* dst, __ubuf__ int64_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_rn(__ubuf__ float* dst, __ubuf__ int64_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int642float_rn_sync: asc_int642float_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_rn_sync(__ubuf__ float* dst, __ubuf__ int64_t* src, uint32_t count);
// asc_int642float_rz: Convert int64_t to float, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_rz(__ubuf__ float* dst, __ubuf__ int64_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_rz(__ubuf__ float* dst, __ubuf__ int64_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int642float_rz_sync: asc_int642float_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int642float_rz_sync(__ubuf__ float* dst, __ubuf__ int64_t* src, uint32_t count);
// asc_int162half: Convert int16_t to half, rounding to nearest even where inexact on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half(__ubuf__ half* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half(__ubuf__ half* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int162half_sync: asc_int162half (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_sync(__ubuf__ half* dst, __ubuf__ int16_t* src, uint32_t count);
// asc_int162half_rna: Convert int16_t to half, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_rna(__ubuf__ half* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_rna(__ubuf__ half* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int162half_rna_sync: asc_int162half_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_rna_sync(__ubuf__ half* dst, __ubuf__ int16_t* src, uint32_t count);
// asc_int162half_ru: Convert int16_t to half, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_ru(__ubuf__ half* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_ru(__ubuf__ half* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int162half_ru_sync: asc_int162half_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_ru_sync(__ubuf__ half* dst, __ubuf__ int16_t* src, uint32_t count);
// asc_int162half_rd: Convert int16_t to half, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_rd(__ubuf__ half* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_rd(__ubuf__ half* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int162half_rd_sync: asc_int162half_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_rd_sync(__ubuf__ half* dst, __ubuf__ int16_t* src, uint32_t count);
// asc_int162half_rn: Convert int16_t to half, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_rn(__ubuf__ half* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_rn(__ubuf__ half* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int162half_rn_sync: asc_int162half_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_rn_sync(__ubuf__ half* dst, __ubuf__ int16_t* src, uint32_t count);
// asc_int162half_rz: Convert int16_t to half, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_rz(__ubuf__ half* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_rz(__ubuf__ half* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_int162half_rz_sync: asc_int162half_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_int162half_rz_sync(__ubuf__ half* dst, __ubuf__ int16_t* src, uint32_t count);
// asc_half2uint8: Convert half to uint8_t, rounding to nearest even where inexact on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2uint8_sync: asc_half2uint8 (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2uint8_rna: Convert half to uint8_t, rounding to nearest, ties away from zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_rna(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_rna(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2uint8_rna_sync: asc_half2uint8_rna (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_rna_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2uint8_ru: Convert half to uint8_t, rounding toward +inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_ru(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_ru(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2uint8_ru_sync: asc_half2uint8_ru (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_ru_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2uint8_rd: Convert half to uint8_t, rounding toward -inf on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_rd(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_rd(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2uint8_rd_sync: asc_half2uint8_rd (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_rd_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2uint8_rn: Convert half to uint8_t, rounding to nearest, ties to even on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_rn(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_rn(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2uint8_rn_sync: asc_half2uint8_rn (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_rn_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint32_t count);
// asc_half2uint8_rz: Convert half to uint8_t, rounding toward zero on the elements the count or the vector mask selects (repeats of 256 bytes of the wider type); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_rz(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_rz(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_half2uint8_rz_sync: asc_half2uint8_rz (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_half2uint8_rz_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src, uint32_t count);
// asc_deq_int322half: dst[i] = src[i] * DEQSCALE (its half scale), rounded to nearest even (overflow: inf) on the selected elements.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int322half(__ubuf__ half* dst, __ubuf__ int32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int322half(__ubuf__ half* dst, __ubuf__ int32_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint8_t dst_repeat_stride, uint8_t src_repeat_stride);
// asc_deq_int162b8_h: dst = saturate(rint(src * scale + offset)) with DEQSCALE's scale, offset and sign mode, into the upper 16 bytes of each 32-byte destination block.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int162b8_h(__ubuf__ int8_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int162b8_h(__ubuf__ int8_t* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint8_t dst_repeat_stride, uint8_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int162b8_h(__ubuf__ uint8_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int162b8_h(__ubuf__ uint8_t* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint8_t dst_repeat_stride, uint8_t src_repeat_stride);
// asc_deq_int162b8_l: dst = saturate(rint(src * scale + offset)) with DEQSCALE's scale, offset and sign mode, into the lower 16 bytes of each 32-byte destination block.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int162b8_l(__ubuf__ int8_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int162b8_l(__ubuf__ int8_t* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint8_t dst_repeat_stride, uint8_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int162b8_l(__ubuf__ uint8_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int162b8_l(__ubuf__ uint8_t* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint8_t dst_repeat_stride, uint8_t src_repeat_stride);
// asc_vdeq_int162b8_h: dst = saturate(rint(src * scale + offset)) with the 16 parameter sets DEQSCALE points to (set j for element j of each block), into the upper 16 bytes of each 32-byte destination block.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vdeq_int162b8_h(__ubuf__ int8_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vdeq_int162b8_h(__ubuf__ int8_t* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint8_t dst_repeat_stride, uint8_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vdeq_int162b8_h(__ubuf__ uint8_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vdeq_int162b8_h(__ubuf__ uint8_t* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint8_t dst_repeat_stride, uint8_t src_repeat_stride);
// asc_vdeq_int162b8_l: dst = saturate(rint(src * scale + offset)) with the 16 parameter sets DEQSCALE points to (set j for element j of each block), into the lower 16 bytes of each 32-byte destination block.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vdeq_int162b8_l(__ubuf__ int8_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vdeq_int162b8_l(__ubuf__ int8_t* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint8_t dst_repeat_stride, uint8_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vdeq_int162b8_l(__ubuf__ uint8_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vdeq_int162b8_l(__ubuf__ uint8_t* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint8_t dst_repeat_stride, uint8_t src_repeat_stride);
// asc_mul_cast_half2int8: dst[i] = src0[i] * src1[i] (rounded to half), converted to int8_t rounding to nearest even, saturating.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_cast_half2int8(__ubuf__ int8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_cast_half2int8(__ubuf__ int8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_mul_cast_half2uint8: dst[i] = src0[i] * src1[i] (rounded to half), converted to uint8_t rounding to nearest even, saturating.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_cast_half2uint8(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_cast_half2uint8(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_deq_int322half_sync: dst[i] = src[i] * DEQSCALE (its half scale), rounded to nearest even (overflow: inf) on the selected elements.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int322half_sync(__ubuf__ half* dst, __ubuf__ int32_t* src, uint32_t count);
// asc_deq_int162b8_h_sync: dst = saturate(rint(src * scale + offset)) with DEQSCALE's scale, offset and sign mode, into the upper 16 bytes of each 32-byte destination block.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int162b8_h_sync(__ubuf__ int8_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int162b8_h_sync(__ubuf__ uint8_t* dst, __ubuf__ int16_t* src, uint32_t count);
// asc_deq_int162b8_l_sync: dst = saturate(rint(src * scale + offset)) with DEQSCALE's scale, offset and sign mode, into the lower 16 bytes of each 32-byte destination block.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int162b8_l_sync(__ubuf__ int8_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deq_int162b8_l_sync(__ubuf__ uint8_t* dst, __ubuf__ int16_t* src, uint32_t count);
// asc_vdeq_int162b8_h_sync: dst = saturate(rint(src * scale + offset)) with the 16 parameter sets DEQSCALE points to (set j for element j of each block), into the upper 16 bytes of each 32-byte destination block.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vdeq_int162b8_h_sync(__ubuf__ int8_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vdeq_int162b8_h_sync(__ubuf__ uint8_t* dst, __ubuf__ int16_t* src, uint32_t count);
// asc_vdeq_int162b8_l_sync: dst = saturate(rint(src * scale + offset)) with the 16 parameter sets DEQSCALE points to (set j for element j of each block), into the lower 16 bytes of each 32-byte destination block.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vdeq_int162b8_l_sync(__ubuf__ int8_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_vdeq_int162b8_l_sync(__ubuf__ uint8_t* dst, __ubuf__ int16_t* src, uint32_t count);
// asc_mul_cast_half2int8_sync: dst[i] = src0[i] * src1[i] (rounded to half), converted to int8_t rounding to nearest even, saturating.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_cast_half2int8_sync(__ubuf__ int8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
// asc_mul_cast_half2uint8_sync: dst[i] = src0[i] * src1[i] (rounded to half), converted to uint8_t rounding to nearest even, saturating.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_cast_half2uint8_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
// asc_set_deq_scale: Set the 64-bit DEQSCALE register: a half scale (int32 to half), or a float scale, a 9-bit offset and a sign mode (int16 to 8 bits).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_deq_scale(float scale, int16_t offset, bool sign_mode);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_deq_scale(__ubuf__ uint64_t* tmp, float scale_arr[ASC_VDEQ_SIZE], int16_t offset_arr[ASC_VDEQ_SIZE], bool sign_mode_arr[ASC_VDEQ_SIZE]);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_deq_scale(half scale);
// asc_gt: Compare src0[i] gt src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_gt_sync: Compare src0[i] gt src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_sync(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_sync(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_eq: Compare src0[i] eq src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(__ubuf__ uint8_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_eq_sync: Compare src0[i] eq src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_sync(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_sync(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_sync(__ubuf__ uint8_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_ne: Compare src0[i] ne src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_ne_sync: Compare src0[i] ne src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_sync(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_sync(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_ge: Compare src0[i] ge src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_ge_sync: Compare src0[i] ge src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_sync(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_sync(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_le: Compare src0[i] le src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_le_sync: Compare src0[i] le src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_sync(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_sync(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_lt: Compare src0[i] lt src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_lt_sync: Compare src0[i] lt src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_sync(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_sync(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_gt_scalar: Compare src[i] gt value for every element of every repeat (the vector mask is not used), one bit per element into dst.
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar(__ubuf__ uint8_t* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar(__ubuf__ uint8_t* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_gt_scalar_sync: Compare src[i] gt value for every element of every repeat (the vector mask is not used), one bit per element into dst.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_eq_scalar: Compare src[i] eq value for every element of every repeat (the vector mask is not used), one bit per element into dst.
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar(__ubuf__ uint8_t* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar(__ubuf__ uint8_t* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar(__ubuf__ uint8_t* dst, __ubuf__ int32_t* src, int32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_eq_scalar_sync: Compare src[i] eq value for every element of every repeat (the vector mask is not used), one bit per element into dst.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ int32_t* src, int32_t value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_ne_scalar: Compare src[i] ne value for every element of every repeat (the vector mask is not used), one bit per element into dst.
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar(__ubuf__ uint8_t* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar(__ubuf__ uint8_t* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_ne_scalar_sync: Compare src[i] ne value for every element of every repeat (the vector mask is not used), one bit per element into dst.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_ge_scalar: Compare src[i] ge value for every element of every repeat (the vector mask is not used), one bit per element into dst.
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar(__ubuf__ uint8_t* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar(__ubuf__ uint8_t* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_ge_scalar_sync: Compare src[i] ge value for every element of every repeat (the vector mask is not used), one bit per element into dst.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_le_scalar: Compare src[i] le value for every element of every repeat (the vector mask is not used), one bit per element into dst.
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar(__ubuf__ uint8_t* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar(__ubuf__ uint8_t* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_le_scalar_sync: Compare src[i] le value for every element of every repeat (the vector mask is not used), one bit per element into dst.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_lt_scalar: Compare src[i] lt value for every element of every repeat (the vector mask is not used), one bit per element into dst.
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar(__ubuf__ uint8_t* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar(__ubuf__ uint8_t* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_lt_scalar_sync: Compare src[i] lt value for every element of every repeat (the vector mask is not used), one bit per element into dst.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src, half value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src, float value, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_repeat_reduce_sum: The pairwise-tree sum of the active elements of each repeat, one result per repeat.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_sum(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_sum(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_sum(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_sum(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_repeat_reduce_sum_sync: asc_repeat_reduce_sum (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_sum_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_sum_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_repeat_reduce_max_index_value: The max of the active elements of each repeat and the index of its first occurrence in the repeat, stored as index value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_index_value(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_index_value(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_index_value(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_index_value(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_repeat_reduce_max_index_value_sync: asc_repeat_reduce_max_index_value (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_index_value_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_index_value_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_repeat_reduce_max_value_index: The max of the active elements of each repeat and the index of its first occurrence in the repeat, stored as value index.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_value_index(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_value_index(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_value_index(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_value_index(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_repeat_reduce_max_value_index_sync: asc_repeat_reduce_max_value_index (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_value_index_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_value_index_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_repeat_reduce_max_only_index: The max of the active elements of each repeat and the index of its first occurrence in the repeat, stored as only index.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_only_index(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_only_index(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_only_index(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_only_index(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_repeat_reduce_max_only_index_sync: asc_repeat_reduce_max_only_index (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_only_index_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_only_index_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_repeat_reduce_max_only_value: The max of the active elements of each repeat and the index of its first occurrence in the repeat, stored as only value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_only_value(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_only_value(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_only_value(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_only_value(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_repeat_reduce_max_only_value_sync: asc_repeat_reduce_max_only_value (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_only_value_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_max_only_value_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_repeat_reduce_min_index_value: The min of the active elements of each repeat and the index of its first occurrence in the repeat, stored as index value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_index_value(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_index_value(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_index_value(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_index_value(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_repeat_reduce_min_index_value_sync: asc_repeat_reduce_min_index_value (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_index_value_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_index_value_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_repeat_reduce_min_value_index: The min of the active elements of each repeat and the index of its first occurrence in the repeat, stored as value index.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_value_index(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_value_index(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_value_index(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_value_index(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_repeat_reduce_min_value_index_sync: asc_repeat_reduce_min_value_index (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_value_index_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_value_index_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_repeat_reduce_min_only_index: The min of the active elements of each repeat and the index of its first occurrence in the repeat, stored as only index.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_only_index(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_only_index(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_only_index(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_only_index(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_repeat_reduce_min_only_index_sync: asc_repeat_reduce_min_only_index (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_only_index_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_only_index_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_repeat_reduce_min_only_value: The min of the active elements of each repeat and the index of its first occurrence in the repeat, stored as only value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_only_value(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_only_value(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_only_value(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_only_value(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_repeat_reduce_min_only_value_sync: asc_repeat_reduce_min_only_value (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_only_value_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_repeat_reduce_min_only_value_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_datablock_reduce_sum: The sum of the active elements of each 32-byte block, 8 results per repeat.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_sum(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_sum(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_sum(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_sum(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_datablock_reduce_sum_sync: asc_datablock_reduce_sum (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_sum_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_sum_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_datablock_reduce_max: The max of the active elements of each 32-byte block, 8 results per repeat.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_max(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_max(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_max(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_max(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_datablock_reduce_max_sync: asc_datablock_reduce_max (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_max_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_max_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_datablock_reduce_min: The min of the active elements of each 32-byte block, 8 results per repeat.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_min(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_min(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_min(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_min(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_datablock_reduce_min_sync: asc_datablock_reduce_min (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_min_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_datablock_reduce_min_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_pair_reduce_sum: dst[j] = src[2j] + src[2j+1] within each repeat (an inactive element takes no part), 128 bytes of results per repeat.
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pair_reduce_sum(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pair_reduce_sum(__ubuf__ half* dst, __ubuf__ half* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pair_reduce_sum(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pair_reduce_sum(__ubuf__ float* dst, __ubuf__ float* src, uint8_t repeat, uint16_t dst_repeat_stride, uint16_t src_block_stride, uint16_t src_repeat_stride);
// asc_pair_reduce_sum_sync: asc_pair_reduce_sum (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pair_reduce_sum_sync(__ubuf__ half* dst, __ubuf__ half* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pair_reduce_sum_sync(__ubuf__ float* dst, __ubuf__ float* src, uint32_t count);
// asc_gather: dst[i] = the element at src + src_offset[i] bytes on the elements the count or the vector mask selects (offsets read contiguously, one uint32 per element of each repeat).
__aicore__ __attribute__((annotate("ascsim_overload:62"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:63"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, __ubuf__ uint32_t* src_offset, uint16_t dst_repeat_stride, uint8_t repeat);
__aicore__ __attribute__((annotate("ascsim_overload:64"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:65"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, __ubuf__ uint32_t* src_offset, uint16_t dst_repeat_stride, uint8_t repeat);
__aicore__ __attribute__((annotate("ascsim_overload:66"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ half* dst, __ubuf__ half* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:67"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ half* dst, __ubuf__ half* src, __ubuf__ uint32_t* src_offset, uint16_t dst_repeat_stride, uint8_t repeat);
__aicore__ __attribute__((annotate("ascsim_overload:68"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ bfloat16_t* dst, __ubuf__ bfloat16_t* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:69"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ bfloat16_t* dst, __ubuf__ bfloat16_t* src, __ubuf__ uint32_t* src_offset, uint16_t dst_repeat_stride, uint8_t repeat);
__aicore__ __attribute__((annotate("ascsim_overload:70"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:71"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, __ubuf__ uint32_t* src_offset, uint16_t dst_repeat_stride, uint8_t repeat);
__aicore__ __attribute__((annotate("ascsim_overload:72"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:73"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, __ubuf__ uint32_t* src_offset, uint16_t dst_repeat_stride, uint8_t repeat);
__aicore__ __attribute__((annotate("ascsim_overload:74"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ float* dst, __ubuf__ float* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:75"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather(__ubuf__ float* dst, __ubuf__ float* src, __ubuf__ uint32_t* src_offset, uint16_t dst_repeat_stride, uint8_t repeat);
// asc_gather_datablock: Block j of repeat r of dst = the 32 bytes at src + src_offset[8r + j] bytes, for every block of every repeat.
__aicore__ __attribute__((annotate("ascsim_overload:68"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather_datablock(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, __ubuf__ uint32_t* src_offset, uint16_t dst_repeat_stride, uint8_t dst_block_stride, uint8_t repeat);
__aicore__ __attribute__((annotate("ascsim_overload:69"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather_datablock(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, __ubuf__ uint32_t* src_offset, uint16_t dst_repeat_stride, uint8_t dst_block_stride, uint8_t repeat);
// asc_brcb: Block j of repeat r of dst = 32 bytes filled with src[8r + j], for every block of every repeat.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_brcb(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint16_t dst_block_stride, uint16_t dst_repeat_stride, uint8_t repeat);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_brcb(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, uint16_t dst_block_stride, uint16_t dst_repeat_stride, uint8_t repeat);
// asc_copy: dst[i] = src[i] on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, uint8_t repeat, uint16_t dst_block_stride, uint16_t src_block_stride, uint16_t dst_repeat_stride, uint16_t src_repeat_stride);
// asc_transpose: Transpose the 16x16 matrix of 2-byte elements at src (512 bytes, row major) into dst: dst[j*16+i] = src[i*16+j].
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_transpose(__ubuf__ int16_t* dst, __ubuf__ int16_t* src);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_transpose(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src);
// asc_gather_sync: dst[i] = the element at src + src_offset[i] bytes on the elements the count or the vector mask selects (offsets read contiguously, one uint32 per element of each repeat).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather_sync(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather_sync(__ubuf__ half* dst, __ubuf__ half* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather_sync(__ubuf__ bfloat16_t* dst, __ubuf__ bfloat16_t* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather_sync(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, __ubuf__ uint32_t* src_offset, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather_sync(__ubuf__ float* dst, __ubuf__ float* src, __ubuf__ uint32_t* src_offset, uint32_t count);
// asc_gather_datablock_sync: Block j of repeat r of dst = the 32 bytes at src + src_offset[8r + j] bytes, for every block of every repeat.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather_datablock_sync(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, __ubuf__ uint32_t* src_offset, uint16_t dst_repeat_stride, uint8_t dst_block_stride, uint8_t repeat);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gather_datablock_sync(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, __ubuf__ uint32_t* src_offset, uint16_t dst_repeat_stride, uint8_t dst_block_stride, uint8_t repeat);
// asc_brcb_sync: Block j of repeat r of dst = 32 bytes filled with src[8r + j], for every block of every repeat.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_brcb_sync(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint16_t dst_block_stride, uint16_t dst_repeat_stride, uint8_t repeat);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_brcb_sync(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, uint16_t dst_block_stride, uint16_t dst_repeat_stride, uint8_t repeat);
// asc_copy_sync: dst[i] = src[i] on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy_sync(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy_sync(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src, uint32_t count);
// asc_transpose_sync: Transpose the 16x16 matrix of 2-byte elements at src (512 bytes, row major) into dst: dst[j*16+i] = src[i*16+j].
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_transpose_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_transpose_sync(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src);
// asc_get_reduce_max_cnt: The max value and the index of its first occurrence (counted over all repeats) that the last asc_repeat_reduce_max_* left.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_get_reduce_max_cnt(half& val, uint32_t& index);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_get_reduce_max_cnt(float& val, uint32_t& index);
// asc_get_reduce_min_cnt: The min value and the index of its first occurrence (counted over all repeats) that the last asc_repeat_reduce_min_* left.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_get_reduce_min_cnt(half& val, uint32_t& index);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_get_reduce_min_cnt(float& val, uint32_t& index);
// asc_get_acc_val: The raw bits of the total the last asc_repeat_reduce_sum left (the sum of its repeats' sums, in repeat order).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_acc_val();
// asc_reduce: Gather the elements of src0 a mask selects (src1 bits, or a built-in pattern named by pattern_mode), packed from dst on.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src0, __ubuf__ uint16_t* src1, uint16_t repeat, uint8_t src0_block_stride, uint8_t pattern_mode, uint16_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src0, __ubuf__ uint16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src0, __ubuf__ uint32_t* src1, uint16_t repeat, uint8_t src0_block_stride, uint8_t pattern_mode, uint16_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src0, __ubuf__ uint32_t* src1, uint32_t count);
// asc_reduce_sync: asc_reduce (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sync(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src0, __ubuf__ uint16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sync(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src0, __ubuf__ uint32_t* src1, uint32_t count);
// asc_bitsort: Sort each repeat's 32 scores (src0) with their uint32 indices (src1) by descending score into 32 8-byte (score, index) structures at dst (ties keep source order).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bitsort(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ uint32_t* src1, int32_t repeat);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bitsort(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ uint32_t* src1, int32_t repeat);
// asc_mrgsort4: Merge up to 4 lists of (score, index) structures sorted by descending score into one at dst (valid_bit 3/7/15: the first 2/3/4 lists; optionally stopping when one runs out).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mrgsort4(__ubuf__ half* dst, __ubuf__ half* src[ASC_C_API_MRGSORT_ELEMENT_LEN], uint8_t repeat, uint16_t element_length_0, uint16_t element_length_1, uint16_t element_length_2, uint16_t element_length_3, bool if_exhausted_suspension, uint8_t valid_bit);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mrgsort4(__ubuf__ float* dst, __ubuf__ float* src[ASC_C_API_MRGSORT_ELEMENT_LEN], uint8_t repeat, uint16_t element_length_0, uint16_t element_length_1, uint16_t element_length_2, uint16_t element_length_3, bool if_exhausted_suspension, uint8_t valid_bit);
// asc_bitsort_sync: asc_bitsort, then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bitsort_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ uint32_t* src1, int32_t repeat);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_bitsort_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ uint32_t* src1, int32_t repeat);
// asc_mrgsort4_sync: asc_mrgsort4, then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mrgsort4_sync(__ubuf__ half* dst, __ubuf__ half* src[ASC_C_API_MRGSORT_ELEMENT_LEN], uint8_t repeat, uint16_t element_length_0, uint16_t element_length_1, uint16_t element_length_2, uint16_t element_length_3, bool if_exhausted_suspension, uint8_t valid_bit);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mrgsort4_sync(__ubuf__ float* dst, __ubuf__ float* src[ASC_C_API_MRGSORT_ELEMENT_LEN], uint8_t repeat, uint16_t element_length_0, uint16_t element_length_1, uint16_t element_length_2, uint16_t element_length_3, bool if_exhausted_suspension, uint8_t valid_bit);
// asc_get_vms4_sr: The number of structures the last asc_mrgsort4 took from each of its 4 lists, into sorted_num[0..3].
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_get_vms4_sr(uint16_t sorted_num[4]);
// asc_transto5hd_b16: Transpose 16 data blocks through VA register pairs (dst/src: VA0, VA2, VA4 or VA6, with the next register the last 8 of the 16 addresses), repeat times: destination block j is element j of the 16 source blocks (a 16 x 16 transpose of 16-bit elements). With repeat 1 the blocks sit stride blocks past the addresses; with more, repeat r sits r * stride blocks past them.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_transto5hd_b16(ub_addr8_t dst, ub_addr8_t src, uint8_t repeat, uint16_t dst_stride, uint16_t src_stride);
// asc_transto5hd_b32: Transpose 16 data blocks through VA register pairs (dst/src: VA0, VA2, VA4 or VA6, with the next register the last 8 of the 16 addresses), repeat times: element j of source blocks 0..7 fills destination block 2j, of blocks 8..15 block 2j+1 (a [16, 8] -> [8, 16] transpose of 32-bit elements). With repeat 1 the blocks sit stride blocks past the addresses; with more, repeat r sits r * stride blocks past them.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_transto5hd_b32(ub_addr8_t dst, ub_addr8_t src, uint8_t repeat, uint16_t dst_stride, uint16_t src_stride);
// asc_transto5hd_b8: Transpose 16 data blocks through VA register pairs (dst/src: VA0, VA2, VA4 or VA6, with the next register the last 8 of the 16 addresses), repeat times: byte j of the 16 source blocks (j + 16 with src_high_half) fills the low half of destination block j (the high half with dst_high_half); its other half is kept. With repeat 1 the blocks sit stride blocks past the addresses; with more, repeat r sits r * stride blocks past them.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_transto5hd_b8(ub_addr8_t dst, ub_addr8_t src, uint8_t repeat, uint16_t dst_stride, uint16_t src_stride, bool dst_high_half, bool src_high_half);
// asc_transto5hd_b16_sync: asc_transto5hd_b16, then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_transto5hd_b16_sync(ub_addr8_t dst, ub_addr8_t src, uint8_t repeat, uint16_t dst_stride, uint16_t src_stride);
// asc_transto5hd_b32_sync: asc_transto5hd_b32, then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_transto5hd_b32_sync(ub_addr8_t dst, ub_addr8_t src, uint8_t repeat, uint16_t dst_stride, uint16_t src_stride);
// asc_transto5hd_b8_sync: asc_transto5hd_b8, then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_transto5hd_b8_sync(ub_addr8_t dst, ub_addr8_t src, uint8_t repeat, uint16_t dst_stride, uint16_t src_stride, bool dst_high_half, bool src_high_half);

#endif  // __ASCSIM_C_API_VECTOR_COMPUTE_VECTOR_COMPUTE_H
