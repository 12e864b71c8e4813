#ifndef __ASCSIM_C_API_COPY_H
#define __ASCSIM_C_API_COPY_H
#include "c_api/asc_types.h"

// Sizes, lengths and strides are in bytes.
template <class T>
__aicore__ void asc_copy_gm2ub_align(__ubuf__ T* dst, __gm__ T* src, uint32_t size);
template <class T>
__aicore__ void asc_copy_gm2ub_align(__ubuf__ T* dst, __gm__ T* src, uint32_t burst_count, uint32_t burst_len,
                                     uint32_t src_stride, uint32_t dst_stride);
template <class T>
__aicore__ void asc_copy_ub2gm_align(__gm__ T* dst, __ubuf__ T* src, uint32_t size);
template <class T>
__aicore__ void asc_copy_ub2gm_align(__gm__ T* dst, __ubuf__ T* src, uint32_t burst_count, uint32_t burst_len,
                                     uint32_t src_stride, uint32_t dst_stride);
#endif
