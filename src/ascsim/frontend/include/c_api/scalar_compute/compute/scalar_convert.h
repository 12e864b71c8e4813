// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_SCALAR_COMPUTE_COMPUTE_SCALAR_CONVERT_H
#define __ASCSIM_C_API_SCALAR_COMPUTE_COMPUTE_SCALAR_CONVERT_H
#include "c_api/utils/types.h"
#include "c_api/scalar_compute/scalar_compute.h"
#include "c_api/reg_compute/reg_convert.h"


#endif  // __ASCSIM_C_API_SCALAR_COMPUTE_COMPUTE_SCALAR_CONVERT_H
