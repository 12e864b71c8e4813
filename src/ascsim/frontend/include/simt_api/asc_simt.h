// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_ASC_SIMT_H
#define __ASCSIM_SIMT_API_ASC_SIMT_H
#include "simt_api/math_functions.h"
#include "simt_api/device_functions.h"
#include "simt_api/asc_fp16.h"
#include "simt_api/asc_bf16.h"
#include "simt_api/vector_functions.h"


#endif  // __ASCSIM_SIMT_API_ASC_SIMT_H
