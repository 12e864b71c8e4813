// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_REG_COMPUTE_COMPUTE_REG_HISTOGRAM_H
#define __ASCSIM_C_API_REG_COMPUTE_COMPUTE_REG_HISTOGRAM_H
#include "c_api/utils/types.h"
#include "c_api/reg_compute/reg_vector.h"


#endif  // __ASCSIM_C_API_REG_COMPUTE_COMPUTE_REG_HISTOGRAM_H
