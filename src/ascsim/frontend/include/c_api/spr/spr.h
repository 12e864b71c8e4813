// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_SPR_SPR_H
#define __ASCSIM_C_API_SPR_SPR_H
#include "c_api/utils/types.h"
#include "c_api/sys_var/sys_var.h"


#endif  // __ASCSIM_C_API_SPR_SPR_H
