// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_ASC_FP8_H
#define __ASCSIM_SIMT_API_ASC_FP8_H
#include "c_api/utils/types.h"
#include "simt_api/device_types.h"
#include "simt_api/asc_bf16.h"

typedef unsigned char __asc_fp8_storage_t;
typedef unsigned short int __asc_fp8x2_storage_t;
typedef enum { __ASC_NOSAT = 0, __ASC_SATFINITE = 1 } __asc_saturation_t;
typedef enum { __ASC_E4M3 = 0, __ASC_E5M2 = 1 } __asc_fp8_interpretation_t;
#ifndef __ASCSIM_HOST__
// __asc_cvt_float_to_fp8: x rounded to nearest (ties to even) to fp8 e4m3 or e5m2 (fp8_interpretation), with or without saturation (saturation); the bits of the result.
__simt_callee__ __attribute__((annotate("ascsim_simt:930"))) inline __asc_fp8_storage_t __asc_cvt_float_to_fp8(float x, __asc_saturation_t saturation, __asc_fp8_interpretation_t fp8_interpretation);
#endif

#endif  // __ASCSIM_SIMT_API_ASC_FP8_H
