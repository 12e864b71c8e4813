// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_ASC_REG_VECTOR_H
#define __ASCSIM_C_API_ASC_REG_VECTOR_H
#include "c_api/utils/types.h"
#include "c_api/reg_compute/reg_vector.h"
#include "c_api/reg_compute/reg_load.h"
#include "c_api/reg_compute/reg_store.h"
#include "c_api/reg_compute/reg_convert.h"
#include "c_api/sync/sync.h"
#include "c_api/sys_var/sys_var.h"
#include "c_api/misc/misc.h"


#endif  // __ASCSIM_C_API_ASC_REG_VECTOR_H
