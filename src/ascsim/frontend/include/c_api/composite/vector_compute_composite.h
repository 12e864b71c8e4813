// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_COMPOSITE_VECTOR_COMPUTE_COMPOSITE_H
#define __ASCSIM_C_API_COMPOSITE_VECTOR_COMPUTE_COMPOSITE_H
#include "c_api/utils/types.h"
#include "c_api/vector_compute/vector_compute.h"
#include "c_api/vector_datamove/vector_datamove.h"


#endif  // __ASCSIM_C_API_COMPOSITE_VECTOR_COMPUTE_COMPOSITE_H
