// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_VECTOR_COMPUTE_COMPUTE_VECTOR_SORT_H
#define __ASCSIM_C_API_VECTOR_COMPUTE_COMPUTE_VECTOR_SORT_H
#include "c_api/utils/types.h"
#include "c_api/vector_compute/vector_compute.h"


#endif  // __ASCSIM_C_API_VECTOR_COMPUTE_COMPUTE_VECTOR_SORT_H
