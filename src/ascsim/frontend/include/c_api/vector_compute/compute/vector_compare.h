// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_VECTOR_COMPUTE_COMPUTE_VECTOR_COMPARE_H
#define __ASCSIM_C_API_VECTOR_COMPUTE_COMPUTE_VECTOR_COMPARE_H
#include "c_api/utils/types.h"
#include "c_api/vector_compute/vector_compute.h"
#include "c_api/reg_compute/reg_vector.h"


#endif  // __ASCSIM_C_API_VECTOR_COMPUTE_COMPUTE_VECTOR_COMPARE_H
