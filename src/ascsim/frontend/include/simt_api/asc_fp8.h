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
// __asc_cvt_float2_to_fp8x2: Each member of x converted as __asc_cvt_float_to_fp8 does; the x member's byte in the low 8 bits, the y member's in the high 8 bits.
__simt_callee__ __attribute__((annotate("ascsim_simt:931"))) inline __asc_fp8x2_storage_t __asc_cvt_float2_to_fp8x2(float2 x, __asc_saturation_t saturate, __asc_fp8_interpretation_t fp8_interpretation);
// __float22hif82_rna: Each member of x rounded to hifloat8_t by nearest, ties away from zero (CAST_ROUND); an overflow or inf gives +-inf and NaN NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:932"))) inline hifloat8x2_t __float22hif82_rna(float2 x);
// __float22hif82_rna_sat: Each member of x rounded to hifloat8_t by nearest, ties away from zero (CAST_ROUND); an overflow or inf gives +-32768 and NaN 0.
__simt_callee__ __attribute__((annotate("ascsim_simt:933"))) inline hifloat8x2_t __float22hif82_rna_sat(float2 x);
// __float22hif82_rh: Each member of x rounded to hifloat8_t by the hybrid rounding (CAST_HYBRID); an overflow or inf gives +-inf and NaN NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:934"))) inline hifloat8x2_t __float22hif82_rh(float2 x);
// __float22hif82_rh_sat: Each member of x rounded to hifloat8_t by the hybrid rounding (CAST_HYBRID); an overflow or inf gives +-32768 and NaN 0.
__simt_callee__ __attribute__((annotate("ascsim_simt:935"))) inline hifloat8x2_t __float22hif82_rh_sat(float2 x);
// __half22hif82_rna: Each member of x rounded to hifloat8_t by nearest, ties away from zero (CAST_ROUND); an overflow or inf gives +-inf and NaN NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:936"))) inline hifloat8x2_t __half22hif82_rna(half2 x);
// __half22hif82_rna_sat: Each member of x rounded to hifloat8_t by nearest, ties away from zero (CAST_ROUND); an overflow or inf gives +-32768 and NaN 0.
__simt_callee__ __attribute__((annotate("ascsim_simt:937"))) inline hifloat8x2_t __half22hif82_rna_sat(half2 x);
// __half22hif82_rh: Each member of x rounded to hifloat8_t by the hybrid rounding (CAST_HYBRID); an overflow or inf gives +-inf and NaN NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:938"))) inline hifloat8x2_t __half22hif82_rh(half2 x);
// __half22hif82_rh_sat: Each member of x rounded to hifloat8_t by the hybrid rounding (CAST_HYBRID); an overflow or inf gives +-32768 and NaN 0.
__simt_callee__ __attribute__((annotate("ascsim_simt:939"))) inline hifloat8x2_t __half22hif82_rh_sat(half2 x);
// __hif822float2: Each member of x as a float (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:940"))) inline float2 __hif822float2(hifloat8x2_t x);
// __hif822half2: Each member of x as a half (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:941"))) inline half2 __hif822half2(hifloat8x2_t x);
// __e4m3x22float2: Each member of x as a float (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:942"))) inline float2 __e4m3x22float2(float8_e4m3x2_t x);
// __e5m2x22float2: Each member of x as a float (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:943"))) inline float2 __e5m2x22float2(float8_e5m2x2_t x);
#endif

#endif  // __ASCSIM_SIMT_API_ASC_FP8_H
