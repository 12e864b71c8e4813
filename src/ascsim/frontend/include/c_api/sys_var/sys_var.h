// Generated from ascsim.spec by `python -m ascsim.spec.gen`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_SYS_VAR_SYS_VAR_H
#define __ASCSIM_C_API_SYS_VAR_SYS_VAR_H
#include "c_api/utils/types.h"

// asc_get_vf_len: The vector register length in bytes (256); usable in constant expressions.
__aicore__ inline constexpr int64_t asc_get_vf_len() { return 256; }

#endif  // __ASCSIM_C_API_SYS_VAR_SYS_VAR_H
