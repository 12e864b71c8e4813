// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_ATOMIC_SCALAR_ATOMIC_H
#define __ASCSIM_C_API_ATOMIC_SCALAR_ATOMIC_H
#include "c_api/utils/types.h"
#include "c_api/atomic/atomic.h"
#include "c_api/scalar_compute/scalar_compute.h"


#endif  // __ASCSIM_C_API_ATOMIC_SCALAR_ATOMIC_H
