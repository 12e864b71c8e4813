// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_ATOMIC_MEMCPY_ATOMIC_H
#define __ASCSIM_C_API_ATOMIC_MEMCPY_ATOMIC_H
#include "c_api/utils/types.h"
#include "c_api/atomic/atomic.h"


#endif  // __ASCSIM_C_API_ATOMIC_MEMCPY_ATOMIC_H
