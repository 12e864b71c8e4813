// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_COMPOSITE_LOADUNALIGN_COMPOSITE_H
#define __ASCSIM_C_API_COMPOSITE_LOADUNALIGN_COMPOSITE_H
#include "c_api/utils/types.h"
#include "c_api/reg_compute/reg_load.h"


#endif  // __ASCSIM_C_API_COMPOSITE_LOADUNALIGN_COMPOSITE_H
