// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_ASC_SIMD_H
#define __ASCSIM_C_API_ASC_SIMD_H
#include "c_api/utils/types.h"
#include "c_api/reg_compute/reg_vector.h"
#include "c_api/reg_compute/reg_load.h"
#include "c_api/reg_compute/reg_store.h"
#include "c_api/reg_compute/reg_convert.h"
#include "c_api/vector_datamove/vector_datamove.h"
#include "c_api/vector_compute/vector_compute.h"
#include "c_api/sync/sync.h"
#include "c_api/sys_var/sys_var.h"
#include "c_api/atomic/atomic.h"
#include "c_api/cache_ctrl/cache_ctrl.h"
#include "c_api/scalar_compute/scalar_compute.h"
#include "c_api/misc/misc.h"
#include "c_api/cube_compute/cube_compute.h"
#include "c_api/cube_datamove/cube_datamove.h"
#include "kernel_operator.h"


#endif  // __ASCSIM_C_API_ASC_SIMD_H
