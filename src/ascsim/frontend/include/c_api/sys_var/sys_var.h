// Generated from ascsim.spec by `python -m ascsim.spec.gen`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_SYS_VAR_SYS_VAR_H
#define __ASCSIM_C_API_SYS_VAR_SYS_VAR_H
#include "c_api/utils/types.h"

// block_idx: The index of the running block of the current launch.
extern const int64_t block_idx;
// block_num: The number of blocks of the current launch.
extern const int64_t block_num;
// asc_get_vf_len: The vector register length in bytes (256); usable in constant expressions.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline constexpr int64_t asc_get_vf_len() { return 256; }
// asc_get_block_idx: The index of the running block (as block_idx).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline int64_t asc_get_block_idx();
// asc_get_block_num: The number of blocks of the launch (as block_num).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline int64_t asc_get_block_num();

#endif  // __ASCSIM_C_API_SYS_VAR_SYS_VAR_H
