// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_ASC_CUBE_H
#define __ASCSIM_C_API_ASC_CUBE_H
#include "c_api/utils/types.h"
#include "c_api/cube_compute/cube_compute.h"
#include "c_api/cube_datamove/cube_datamove.h"


#endif  // __ASCSIM_C_API_ASC_CUBE_H
