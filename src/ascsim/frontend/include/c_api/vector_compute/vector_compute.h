// Generated from ascsim.spec by `python -m ascsim.spec.gen`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_VECTOR_COMPUTE_VECTOR_COMPUTE_H
#define __ASCSIM_C_API_VECTOR_COMPUTE_VECTOR_COMPUTE_H
#include "c_api/utils/types.h"

// asc_set_vector_mask: Set the vector mask: normal mode, bit i of mask1:mask0 selects element i of each repeat; counter mode, mask0 is the element count.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_set_vector_mask(uint64_t mask1, uint64_t mask0);
// asc_set_mask_count: Counter mode: the vector mask gives the number of elements to process.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_set_mask_count();
// asc_set_mask_norm: Normal mode (the reset mode): the vector mask selects elements of each repeat.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_set_mask_norm();
// asc_get_cmp_mask: Store the 128-bit CMPMASK register (16 bytes) to dst.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_get_cmp_mask(__ubuf__ void* dst);
// asc_set_cmp_mask: Load the 128-bit CMPMASK register (the selection mask of asc_select) from 16 bytes at sel_mask.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_set_cmp_mask(__ubuf__ void* sel_mask);
// asc_get_rsvd_count: The number of elements the last gather by mask (asc_squeeze) kept.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline int64_t asc_get_rsvd_count();
// asc_add: dst[i] = src0[i] + src1[i] on the elements the count or the vector mask selects (integers wrap, floats round to nearest even); others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:11"))) inline void asc_add(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:12"))) inline void asc_add(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:13"))) inline void asc_add(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:14"))) inline void asc_add(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:15"))) inline void asc_add(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:16"))) inline void asc_add(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:17"))) inline void asc_add(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:18"))) inline void asc_add(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_add_sync: asc_add (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_add_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_add_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_add_sync(__ubuf__ int16_t* dst, __ubuf__ int16_t* src0, __ubuf__ int16_t* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_add_sync(__ubuf__ int32_t* dst, __ubuf__ int32_t* src0, __ubuf__ int32_t* src1, uint32_t count);
// asc_duplicate: dst[i] = src on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:11"))) inline void asc_duplicate(__ubuf__ half* dst, half src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:12"))) inline void asc_duplicate(__ubuf__ half* dst, half src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:13"))) inline void asc_duplicate(__ubuf__ int16_t* dst, int16_t src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:14"))) inline void asc_duplicate(__ubuf__ int16_t* dst, int16_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:15"))) inline void asc_duplicate(__ubuf__ uint16_t* dst, uint16_t src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:16"))) inline void asc_duplicate(__ubuf__ uint16_t* dst, uint16_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:17"))) inline void asc_duplicate(__ubuf__ bfloat16_t* dst, bfloat16_t src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:18"))) inline void asc_duplicate(__ubuf__ bfloat16_t* dst, bfloat16_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:19"))) inline void asc_duplicate(__ubuf__ float* dst, float src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:20"))) inline void asc_duplicate(__ubuf__ float* dst, float src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:21"))) inline void asc_duplicate(__ubuf__ int32_t* dst, int32_t src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:22"))) inline void asc_duplicate(__ubuf__ int32_t* dst, int32_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:23"))) inline void asc_duplicate(__ubuf__ uint32_t* dst, uint32_t src, uint8_t repeat, uint16_t dst_block_stride, uint16_t dst_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:24"))) inline void asc_duplicate(__ubuf__ uint32_t* dst, uint32_t src, uint32_t count);
// asc_duplicate_sync: dst[i] = src on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_duplicate_sync(__ubuf__ half* dst, half src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_duplicate_sync(__ubuf__ int16_t* dst, int16_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_duplicate_sync(__ubuf__ uint16_t* dst, uint16_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_duplicate_sync(__ubuf__ bfloat16_t* dst, bfloat16_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_duplicate_sync(__ubuf__ float* dst, float src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_duplicate_sync(__ubuf__ int32_t* dst, int32_t src, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) inline void asc_duplicate_sync(__ubuf__ uint32_t* dst, uint32_t src, uint32_t count);
// asc_select: dst[i] = CMPMASK bit (i mod elements per repeat) ? src0[i] : src1[i] on the elements the count or the vector mask selects; others keep their value.
__aicore__ __attribute__((annotate("ascsim_overload:13"))) inline void asc_select(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:14"))) inline void asc_select(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:15"))) inline void asc_select(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:16"))) inline void asc_select(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_select_sync: asc_select (count form), then a full barrier.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_select_sync(__ubuf__ half* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint32_t count);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_select_sync(__ubuf__ float* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint32_t count);
// asc_gt: Compare src0[i] > src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:9"))) inline void asc_gt(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:10"))) inline void asc_gt(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:11"))) inline void asc_gt(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:12"))) inline void asc_gt(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_gt_sync: Compare src0[i] > src1[i]: into the CMPMASK register (one repeat, masked elements keep their bit) or, with dst, into UB as one bit per element (every element of every repeat).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_gt_sync(__ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_gt_sync(__ubuf__ uint8_t* dst, __ubuf__ half* src0, __ubuf__ half* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_gt_sync(__ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_gt_sync(__ubuf__ uint8_t* dst, __ubuf__ float* src0, __ubuf__ float* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
// asc_squeeze: Gather the elements of src0 a pattern selects (src1 bits, or a built-in pattern named by src1_block_stride), packed from dst on.
__aicore__ __attribute__((annotate("ascsim_overload:13"))) inline void asc_squeeze(__ubuf__ uint16_t* dst, __ubuf__ uint16_t* src0, __ubuf__ uint16_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);
__aicore__ __attribute__((annotate("ascsim_overload:14"))) inline void asc_squeeze(__ubuf__ uint32_t* dst, __ubuf__ uint32_t* src0, __ubuf__ uint32_t* src1, uint8_t repeat, uint8_t dst_block_stride, uint8_t src0_block_stride, uint8_t src1_block_stride, uint8_t dst_repeat_stride, uint8_t src0_repeat_stride, uint8_t src1_repeat_stride);

#endif  // __ASCSIM_C_API_VECTOR_COMPUTE_VECTOR_COMPUTE_H
