// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_REG_COMPUTE_REG_COMPUTE_H
#define __ASCSIM_C_API_REG_COMPUTE_REG_COMPUTE_H
#include "c_api/utils/types.h"
#include "c_api/reg_compute/reg_vector.h"
#include "c_api/reg_compute/reg_load.h"
#include "c_api/reg_compute/reg_store.h"
#include "c_api/reg_compute/reg_convert.h"


#endif  // __ASCSIM_C_API_REG_COMPUTE_REG_COMPUTE_H
