#ifndef __ASCSIM_C_API_COMMON_H
#define __ASCSIM_C_API_COMMON_H
#include "c_api/asc_types.h"

// The running block and the number of blocks of the current launch.
extern const int64_t block_idx;
extern const int64_t block_num;

__aicore__ void asc_init();
__aicore__ uint32_t asc_get_vf_len();
// Runs the __simd_vf__ function vf with args (the same as calling it from the kernel).
template <class F, class... A>
__aicore__ void asc_vf_call(F vf, A... args);
#endif
