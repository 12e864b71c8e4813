// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_DEFS_MACRO_H
#define __ASCSIM_C_API_DEFS_MACRO_H
#include "c_api/utils/types.h"


#endif  // __ASCSIM_C_API_DEFS_MACRO_H
