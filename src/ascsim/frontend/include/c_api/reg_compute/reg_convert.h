// Generated from ascsim.spec by `python -m ascsim.spec.gen`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_REG_COMPUTE_REG_CONVERT_H
#define __ASCSIM_C_API_REG_COMPUTE_REG_CONVERT_H
#include "c_api/utils/types.h"

// asc_float2half_rd: Convert float to half, rounding toward -inf (FLOOR): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rd(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rd_v2: Convert float to half, rounding toward -inf (FLOOR): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rd_v2(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rd_sat: Convert float to half, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rd_sat(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rd_sat_v2: Convert float to half, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rd_sat_v2(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_ru: Convert float to half, rounding toward +inf (CEIL): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_ru(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_ru_v2: Convert float to half, rounding toward +inf (CEIL): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_ru_v2(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_ru_sat: Convert float to half, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_ru_sat(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_ru_sat_v2: Convert float to half, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_ru_sat_v2(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rz: Convert float to half, rounding toward zero (TRUNC): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rz(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rz_v2: Convert float to half, rounding toward zero (TRUNC): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rz_v2(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rz_sat: Convert float to half, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rz_sat(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rz_sat_v2: Convert float to half, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rz_sat_v2(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rn: Convert float to half, rounding nearest, ties to even (RINT): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rn(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rn_v2: Convert float to half, rounding nearest, ties to even (RINT): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rn_v2(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rn_sat: Convert float to half, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rn_sat(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rn_sat_v2: Convert float to half, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rn_sat_v2(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rna: Convert float to half, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rna(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rna_v2: Convert float to half, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rna_v2(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rna_sat: Convert float to half, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rna_sat(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_rna_sat_v2: Convert float to half, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_rna_sat_v2(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_ro: Convert float to half, rounding to odd: toward zero, then the last bit set if inexact (ODD): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_ro(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_ro_v2: Convert float to half, rounding to odd: toward zero, then the last bit set if inexact (ODD): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_ro_v2(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_ro_sat: Convert float to half, rounding to odd: toward zero, then the last bit set if inexact (ODD), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_ro_sat(vector_half& dst, vector_float src, vector_bool mask);
// asc_float2half_ro_sat_v2: Convert float to half, rounding to odd: toward zero, then the last bit set if inexact (ODD), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2half_ro_sat_v2(vector_half& dst, vector_float src, vector_bool mask);
// asc_bfloat162half_rd: Convert bfloat16_t to half, rounding toward -inf (FLOOR): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162half_rd(vector_half& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162half_rd_sat: Convert bfloat16_t to half, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162half_rd_sat(vector_half& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162half_ru: Convert bfloat16_t to half, rounding toward +inf (CEIL): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162half_ru(vector_half& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162half_ru_sat: Convert bfloat16_t to half, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162half_ru_sat(vector_half& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162half_rz: Convert bfloat16_t to half, rounding toward zero (TRUNC): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162half_rz(vector_half& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162half_rz_sat: Convert bfloat16_t to half, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162half_rz_sat(vector_half& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162half_rn: Convert bfloat16_t to half, rounding nearest, ties to even (RINT): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162half_rn(vector_half& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162half_rn_sat: Convert bfloat16_t to half, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162half_rn_sat(vector_half& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162half_rna: Convert bfloat16_t to half, rounding nearest, ties away from zero (ROUND): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162half_rna(vector_half& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162half_rna_sat: Convert bfloat16_t to half, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162half_rna_sat(vector_half& dst, vector_bfloat16_t src, vector_bool mask);
// asc_uint322int16: Convert uint32_t to int16_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322int16(vector_int16_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322int16_v2: Convert uint32_t to int16_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322int16_v2(vector_int16_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322int16_sat: Convert uint32_t to int16_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322int16_sat(vector_int16_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322int16_sat_v2: Convert uint32_t to int16_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322int16_sat_v2(vector_int16_t& dst, vector_uint32_t src, vector_bool mask);
// asc_half2bfloat16_rd: Convert half to bfloat16_t, rounding toward -inf (FLOOR): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2bfloat16_rd(vector_bfloat16_t& dst, vector_half src, vector_bool mask);
// asc_half2bfloat16_rn: Convert half to bfloat16_t, rounding nearest, ties to even (RINT): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2bfloat16_rn(vector_bfloat16_t& dst, vector_half src, vector_bool mask);
// asc_half2bfloat16_rna: Convert half to bfloat16_t, rounding nearest, ties away from zero (ROUND): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2bfloat16_rna(vector_bfloat16_t& dst, vector_half src, vector_bool mask);
// asc_half2bfloat16_ru: Convert half to bfloat16_t, rounding toward +inf (CEIL): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2bfloat16_ru(vector_bfloat16_t& dst, vector_half src, vector_bool mask);
// asc_half2bfloat16_rz: Convert half to bfloat16_t, rounding toward zero (TRUNC): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2bfloat16_rz(vector_bfloat16_t& dst, vector_half src, vector_bool mask);
// asc_e4m32float: Convert fp8_e4m3fn_t to float: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e4m32float(vector_float& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
// asc_e4m32float_v2: Convert fp8_e4m3fn_t to float: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e4m32float_v2(vector_float& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
// asc_e4m32float_v3: Convert fp8_e4m3fn_t to float: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e4m32float_v3(vector_float& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
// asc_e4m32float_v4: Convert fp8_e4m3fn_t to float: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e4m32float_v4(vector_float& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
// asc_int162float: Convert int16_t to float: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162float(vector_float& dst, vector_int16_t src, vector_bool mask);
// asc_int162float_v2: Convert int16_t to float: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162float_v2(vector_float& dst, vector_int16_t src, vector_bool mask);
// asc_int4x22int16: Convert int4b_t to int16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int4x22int16(vector_int16_t& dst, vector_int4x2_t src, vector_bool mask);
// asc_int4x22int16_v2: Convert int4b_t to int16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int4x22int16_v2(vector_int16_t& dst, vector_int4x2_t src, vector_bool mask);
// asc_int4x22int16_v3: Convert int4b_t to int16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int4x22int16_v3(vector_int16_t& dst, vector_int4x2_t src, vector_bool mask);
// asc_int4x22int16_v4: Convert int4b_t to int16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int4x22int16_v4(vector_int16_t& dst, vector_int4x2_t src, vector_bool mask);
// asc_int322int16: Convert int32_t to int16_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322int16(vector_int16_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322int16_v2: Convert int32_t to int16_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322int16_v2(vector_int16_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322int16_sat: Convert int32_t to int16_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322int16_sat(vector_int16_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322int16_sat_v2: Convert int32_t to int16_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322int16_sat_v2(vector_int16_t& dst, vector_int32_t src, vector_bool mask);
// asc_half2int32_rd: Convert half to int32_t, rounding toward -inf (FLOOR): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int32_rd(vector_int32_t& dst, vector_half src, vector_bool mask);
// asc_half2int32_rd_v2: Convert half to int32_t, rounding toward -inf (FLOOR): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int32_rd_v2(vector_int32_t& dst, vector_half src, vector_bool mask);
// asc_half2int32_rn: Convert half to int32_t, rounding nearest, ties to even (RINT): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int32_rn(vector_int32_t& dst, vector_half src, vector_bool mask);
// asc_half2int32_rn_v2: Convert half to int32_t, rounding nearest, ties to even (RINT): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int32_rn_v2(vector_int32_t& dst, vector_half src, vector_bool mask);
// asc_half2int32_rna: Convert half to int32_t, rounding nearest, ties away from zero (ROUND): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int32_rna(vector_int32_t& dst, vector_half src, vector_bool mask);
// asc_half2int32_rna_v2: Convert half to int32_t, rounding nearest, ties away from zero (ROUND): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int32_rna_v2(vector_int32_t& dst, vector_half src, vector_bool mask);
// asc_half2int32_ru: Convert half to int32_t, rounding toward +inf (CEIL): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int32_ru(vector_int32_t& dst, vector_half src, vector_bool mask);
// asc_half2int32_ru_v2: Convert half to int32_t, rounding toward +inf (CEIL): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int32_ru_v2(vector_int32_t& dst, vector_half src, vector_bool mask);
// asc_half2int32_rz: Convert half to int32_t, rounding toward zero (TRUNC): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int32_rz(vector_int32_t& dst, vector_half src, vector_bool mask);
// asc_half2int32_rz_v2: Convert half to int32_t, rounding toward zero (TRUNC): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int32_rz_v2(vector_int32_t& dst, vector_half src, vector_bool mask);
// asc_float2bfloat16_rd: Convert float to bfloat16_t, rounding toward -inf (FLOOR): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rd(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rd_v2: Convert float to bfloat16_t, rounding toward -inf (FLOOR): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rd_v2(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rd_sat: Convert float to bfloat16_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rd_sat(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rd_sat_v2: Convert float to bfloat16_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rd_sat_v2(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rn: Convert float to bfloat16_t, rounding nearest, ties to even (RINT): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rn(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rn_v2: Convert float to bfloat16_t, rounding nearest, ties to even (RINT): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rn_v2(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rn_sat: Convert float to bfloat16_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rn_sat(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rn_sat_v2: Convert float to bfloat16_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rn_sat_v2(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rna: Convert float to bfloat16_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rna(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rna_v2: Convert float to bfloat16_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rna_v2(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rna_sat: Convert float to bfloat16_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rna_sat(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rna_sat_v2: Convert float to bfloat16_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rna_sat_v2(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_ru: Convert float to bfloat16_t, rounding toward +inf (CEIL): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_ru(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_ru_v2: Convert float to bfloat16_t, rounding toward +inf (CEIL): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_ru_v2(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_ru_sat: Convert float to bfloat16_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_ru_sat(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_ru_sat_v2: Convert float to bfloat16_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_ru_sat_v2(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rz: Convert float to bfloat16_t, rounding toward zero (TRUNC): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rz(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rz_v2: Convert float to bfloat16_t, rounding toward zero (TRUNC): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rz_v2(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rz_sat: Convert float to bfloat16_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rz_sat(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2bfloat16_rz_sat_v2: Convert float to bfloat16_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2bfloat16_rz_sat_v2(vector_bfloat16_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rd: Convert float to int64_t, rounding toward -inf (FLOOR): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rd(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rd_v2: Convert float to int64_t, rounding toward -inf (FLOOR): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rd_v2(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rd_sat: Convert float to int64_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rd_sat(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rd_sat_v2: Convert float to int64_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rd_sat_v2(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rn: Convert float to int64_t, rounding nearest, ties to even (RINT): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rn(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rn_v2: Convert float to int64_t, rounding nearest, ties to even (RINT): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rn_v2(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rn_sat: Convert float to int64_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rn_sat(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rn_sat_v2: Convert float to int64_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rn_sat_v2(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rna: Convert float to int64_t, rounding nearest, ties away from zero (ROUND): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rna(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rna_v2: Convert float to int64_t, rounding nearest, ties away from zero (ROUND): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rna_v2(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rna_sat: Convert float to int64_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rna_sat(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rna_sat_v2: Convert float to int64_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rna_sat_v2(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_ru: Convert float to int64_t, rounding toward +inf (CEIL): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_ru(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_ru_v2: Convert float to int64_t, rounding toward +inf (CEIL): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_ru_v2(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_ru_sat: Convert float to int64_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_ru_sat(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_ru_sat_v2: Convert float to int64_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_ru_sat_v2(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rz: Convert float to int64_t, rounding toward zero (TRUNC): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rz(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rz_v2: Convert float to int64_t, rounding toward zero (TRUNC): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rz_v2(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rz_sat: Convert float to int64_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rz_sat(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_float2int64_rz_sat_v2: Convert float to int64_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int64_rz_sat_v2(vector_int64_t& dst, vector_float src, vector_bool mask);
// asc_int4x22half: Convert int4b_t to half: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int4x22half(vector_half& dst, vector_int4x2_t src, vector_bool mask);
// asc_int4x22half_v2: Convert int4b_t to half: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int4x22half_v2(vector_half& dst, vector_int4x2_t src, vector_bool mask);
// asc_int4x22half_v3: Convert int4b_t to half: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int4x22half_v3(vector_half& dst, vector_int4x2_t src, vector_bool mask);
// asc_int4x22half_v4: Convert int4b_t to half: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int4x22half_v4(vector_half& dst, vector_int4x2_t src, vector_bool mask);
// asc_half2float: Convert half to float: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2float(vector_float& dst, vector_half src, vector_bool mask);
// asc_half2float_v2: Convert half to float: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2float_v2(vector_float& dst, vector_half src, vector_bool mask);
// asc_half2int16_rd: Convert half to int16_t, rounding toward -inf (FLOOR): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int16_rd(vector_int16_t& dst, vector_half src, vector_bool mask);
// asc_half2int16_rd_sat: Convert half to int16_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int16_rd_sat(vector_int16_t& dst, vector_half src, vector_bool mask);
// asc_half2int16_rn: Convert half to int16_t, rounding nearest, ties to even (RINT): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int16_rn(vector_int16_t& dst, vector_half src, vector_bool mask);
// asc_half2int16_rn_sat: Convert half to int16_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int16_rn_sat(vector_int16_t& dst, vector_half src, vector_bool mask);
// asc_half2int16_rna: Convert half to int16_t, rounding nearest, ties away from zero (ROUND): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int16_rna(vector_int16_t& dst, vector_half src, vector_bool mask);
// asc_half2int16_rna_sat: Convert half to int16_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int16_rna_sat(vector_int16_t& dst, vector_half src, vector_bool mask);
// asc_half2int16_ru: Convert half to int16_t, rounding toward +inf (CEIL): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int16_ru(vector_int16_t& dst, vector_half src, vector_bool mask);
// asc_half2int16_ru_sat: Convert half to int16_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int16_ru_sat(vector_int16_t& dst, vector_half src, vector_bool mask);
// asc_half2int16_rz: Convert half to int16_t, rounding toward zero (TRUNC): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int16_rz(vector_int16_t& dst, vector_half src, vector_bool mask);
// asc_half2int16_rz_sat: Convert half to int16_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int16_rz_sat(vector_int16_t& dst, vector_half src, vector_bool mask);
// asc_int162int32: Convert int16_t to int32_t: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162int32(vector_int32_t& dst, vector_int16_t src, vector_bool mask);
// asc_int162int32_v2: Convert int16_t to int32_t: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162int32_v2(vector_int32_t& dst, vector_int16_t src, vector_bool mask);
// asc_int162uint32: Convert int16_t to uint32_t: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162uint32(vector_uint32_t& dst, vector_int16_t src, vector_bool mask);
// asc_int162uint32_v2: Convert int16_t to uint32_t: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162uint32_v2(vector_uint32_t& dst, vector_int16_t src, vector_bool mask);
// asc_int162uint8: Convert int16_t to uint8_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162uint8(vector_uint8_t& dst, vector_int16_t src, vector_bool mask);
// asc_int162uint8_v2: Convert int16_t to uint8_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162uint8_v2(vector_uint8_t& dst, vector_int16_t src, vector_bool mask);
// asc_int162uint8_sat: Convert int16_t to uint8_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162uint8_sat(vector_uint8_t& dst, vector_int16_t src, vector_bool mask);
// asc_int162uint8_sat_v2: Convert int16_t to uint8_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162uint8_sat_v2(vector_uint8_t& dst, vector_int16_t src, vector_bool mask);
// asc_int162half_rd: Convert int16_t to half, rounding toward -inf (FLOOR): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162half_rd(vector_half& dst, vector_int16_t src, vector_bool mask);
// asc_int162half_rn: Convert int16_t to half, rounding nearest, ties to even (RINT): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162half_rn(vector_half& dst, vector_int16_t src, vector_bool mask);
// asc_int162half_rna: Convert int16_t to half, rounding nearest, ties away from zero (ROUND): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162half_rna(vector_half& dst, vector_int16_t src, vector_bool mask);
// asc_int162half_ru: Convert int16_t to half, rounding toward +inf (CEIL): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162half_ru(vector_half& dst, vector_int16_t src, vector_bool mask);
// asc_int162half_rz: Convert int16_t to half, rounding toward zero (TRUNC): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int162half_rz(vector_half& dst, vector_int16_t src, vector_bool mask);
// asc_int322float_rd: Convert int32_t to float, rounding toward -inf (FLOOR): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322float_rd(vector_float& dst, vector_int32_t src, vector_bool mask);
// asc_int322float_rn: Convert int32_t to float, rounding nearest, ties to even (RINT): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322float_rn(vector_float& dst, vector_int32_t src, vector_bool mask);
// asc_int322float_rna: Convert int32_t to float, rounding nearest, ties away from zero (ROUND): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322float_rna(vector_float& dst, vector_int32_t src, vector_bool mask);
// asc_int322float_ru: Convert int32_t to float, rounding toward +inf (CEIL): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322float_ru(vector_float& dst, vector_int32_t src, vector_bool mask);
// asc_int322float_rz: Convert int32_t to float, rounding toward zero (TRUNC): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322float_rz(vector_float& dst, vector_int32_t src, vector_bool mask);
// asc_int322int64: Convert int32_t to int64_t: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322int64(vector_int64_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322int64_v2: Convert int32_t to int64_t: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322int64_v2(vector_int64_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322uint16: Convert int32_t to uint16_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322uint16(vector_uint16_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322uint16_v2: Convert int32_t to uint16_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322uint16_v2(vector_uint16_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322uint16_sat: Convert int32_t to uint16_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322uint16_sat(vector_uint16_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322uint16_sat_v2: Convert int32_t to uint16_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322uint16_sat_v2(vector_uint16_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322uint8: Convert int32_t to uint8_t: source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322uint8(vector_uint8_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322uint8_v2: Convert int32_t to uint8_t: source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322uint8_v2(vector_uint8_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322uint8_v3: Convert int32_t to uint8_t: source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322uint8_v3(vector_uint8_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322uint8_v4: Convert int32_t to uint8_t: source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322uint8_v4(vector_uint8_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322uint8_sat: Convert int32_t to uint8_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322uint8_sat(vector_uint8_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322uint8_sat_v2: Convert int32_t to uint8_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322uint8_sat_v2(vector_uint8_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322uint8_sat_v3: Convert int32_t to uint8_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322uint8_sat_v3(vector_uint8_t& dst, vector_int32_t src, vector_bool mask);
// asc_int322uint8_sat_v4: Convert int32_t to uint8_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int322uint8_sat_v4(vector_uint8_t& dst, vector_int32_t src, vector_bool mask);
// asc_uint322uint8: Convert uint32_t to uint8_t: source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322uint8(vector_uint8_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322uint8_v2: Convert uint32_t to uint8_t: source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322uint8_v2(vector_uint8_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322uint8_v3: Convert uint32_t to uint8_t: source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322uint8_v3(vector_uint8_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322uint8_v4: Convert uint32_t to uint8_t: source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322uint8_v4(vector_uint8_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322uint8_sat: Convert uint32_t to uint8_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322uint8_sat(vector_uint8_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322uint8_sat_v2: Convert uint32_t to uint8_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322uint8_sat_v2(vector_uint8_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322uint8_sat_v3: Convert uint32_t to uint8_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322uint8_sat_v3(vector_uint8_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322uint8_sat_v4: Convert uint32_t to uint8_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322uint8_sat_v4(vector_uint8_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322uint16: Convert uint32_t to uint16_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322uint16(vector_uint16_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322uint16_v2: Convert uint32_t to uint16_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322uint16_v2(vector_uint16_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322uint16_sat: Convert uint32_t to uint16_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322uint16_sat(vector_uint16_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint322uint16_sat_v2: Convert uint32_t to uint16_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint322uint16_sat_v2(vector_uint16_t& dst, vector_uint32_t src, vector_bool mask);
// asc_uint162uint8: Convert uint16_t to uint8_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint162uint8(vector_uint8_t& dst, vector_uint16_t src, vector_bool mask);
// asc_uint162uint8_v2: Convert uint16_t to uint8_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint162uint8_v2(vector_uint8_t& dst, vector_uint16_t src, vector_bool mask);
// asc_uint162uint8_sat: Convert uint16_t to uint8_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint162uint8_sat(vector_uint8_t& dst, vector_uint16_t src, vector_bool mask);
// asc_uint162uint8_sat_v2: Convert uint16_t to uint8_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint162uint8_sat_v2(vector_uint8_t& dst, vector_uint16_t src, vector_bool mask);
// asc_uint162uint32: Convert uint16_t to uint32_t: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint162uint32(vector_uint32_t& dst, vector_uint16_t src, vector_bool mask);
// asc_uint162uint32_v2: Convert uint16_t to uint32_t: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint162uint32_v2(vector_uint32_t& dst, vector_uint16_t src, vector_bool mask);
// asc_uint82half: Convert uint8_t to half: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint82half(vector_half& dst, vector_uint8_t src, vector_bool mask);
// asc_uint82half_v2: Convert uint8_t to half: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint82half_v2(vector_half& dst, vector_uint8_t src, vector_bool mask);
// asc_uint82uint16: Convert uint8_t to uint16_t: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint82uint16(vector_uint16_t& dst, vector_uint8_t src, vector_bool mask);
// asc_uint82uint16_v2: Convert uint8_t to uint16_t: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint82uint16_v2(vector_uint16_t& dst, vector_uint8_t src, vector_bool mask);
// asc_uint82uint32: Convert uint8_t to uint32_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint82uint32(vector_uint32_t& dst, vector_uint8_t src, vector_bool mask);
// asc_uint82uint32_v2: Convert uint8_t to uint32_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint82uint32_v2(vector_uint32_t& dst, vector_uint8_t src, vector_bool mask);
// asc_uint82uint32_v3: Convert uint8_t to uint32_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint82uint32_v3(vector_uint32_t& dst, vector_uint8_t src, vector_bool mask);
// asc_uint82uint32_v4: Convert uint8_t to uint32_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_uint82uint32_v4(vector_uint32_t& dst, vector_uint8_t src, vector_bool mask);
// asc_int82half: Convert int8_t to half: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int82half(vector_half& dst, vector_int8_t src, vector_bool mask);
// asc_int82half_v2: Convert int8_t to half: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int82half_v2(vector_half& dst, vector_int8_t src, vector_bool mask);
// asc_int82int16: Convert int8_t to int16_t: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int82int16(vector_int16_t& dst, vector_int8_t src, vector_bool mask);
// asc_int82int16_v2: Convert int8_t to int16_t: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int82int16_v2(vector_int16_t& dst, vector_int8_t src, vector_bool mask);
// asc_int82int32: Convert int8_t to int32_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int82int32(vector_int32_t& dst, vector_int8_t src, vector_bool mask);
// asc_int82int32_v2: Convert int8_t to int32_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int82int32_v2(vector_int32_t& dst, vector_int8_t src, vector_bool mask);
// asc_int82int32_v3: Convert int8_t to int32_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int82int32_v3(vector_int32_t& dst, vector_int8_t src, vector_bool mask);
// asc_int82int32_v4: Convert int8_t to int32_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int82int32_v4(vector_int32_t& dst, vector_int8_t src, vector_bool mask);
// asc_int642float_rd: Convert int64_t to float, rounding toward -inf (FLOOR): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642float_rd(vector_float& dst, vector_int64_t src, vector_bool mask);
// asc_int642float_rd_v2: Convert int64_t to float, rounding toward -inf (FLOOR): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642float_rd_v2(vector_float& dst, vector_int64_t src, vector_bool mask);
// asc_int642float_rn: Convert int64_t to float, rounding nearest, ties to even (RINT): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642float_rn(vector_float& dst, vector_int64_t src, vector_bool mask);
// asc_int642float_rn_v2: Convert int64_t to float, rounding nearest, ties to even (RINT): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642float_rn_v2(vector_float& dst, vector_int64_t src, vector_bool mask);
// asc_int642float_rna: Convert int64_t to float, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642float_rna(vector_float& dst, vector_int64_t src, vector_bool mask);
// asc_int642float_rna_v2: Convert int64_t to float, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642float_rna_v2(vector_float& dst, vector_int64_t src, vector_bool mask);
// asc_int642float_ru: Convert int64_t to float, rounding toward +inf (CEIL): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642float_ru(vector_float& dst, vector_int64_t src, vector_bool mask);
// asc_int642float_ru_v2: Convert int64_t to float, rounding toward +inf (CEIL): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642float_ru_v2(vector_float& dst, vector_int64_t src, vector_bool mask);
// asc_int642float_rz: Convert int64_t to float, rounding toward zero (TRUNC): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642float_rz(vector_float& dst, vector_int64_t src, vector_bool mask);
// asc_int642float_rz_v2: Convert int64_t to float, rounding toward zero (TRUNC): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642float_rz_v2(vector_float& dst, vector_int64_t src, vector_bool mask);
// asc_int642int32: Convert int64_t to int32_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642int32(vector_int32_t& dst, vector_int64_t src, vector_bool mask);
// asc_int642int32_v2: Convert int64_t to int32_t: source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642int32_v2(vector_int32_t& dst, vector_int64_t src, vector_bool mask);
// asc_int642int32_sat: Convert int64_t to int32_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642int32_sat(vector_int32_t& dst, vector_int64_t src, vector_bool mask);
// asc_int642int32_sat_v2: Convert int64_t to int32_t, saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int642int32_sat_v2(vector_int32_t& dst, vector_int64_t src, vector_bool mask);
// asc_float2int16_rd: Convert float to int16_t, rounding toward -inf (FLOOR): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rd(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rd_v2: Convert float to int16_t, rounding toward -inf (FLOOR): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rd_v2(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rd_sat: Convert float to int16_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rd_sat(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rd_sat_v2: Convert float to int16_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rd_sat_v2(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rn: Convert float to int16_t, rounding nearest, ties to even (RINT): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rn(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rn_v2: Convert float to int16_t, rounding nearest, ties to even (RINT): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rn_v2(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rn_sat: Convert float to int16_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rn_sat(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rn_sat_v2: Convert float to int16_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rn_sat_v2(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rna: Convert float to int16_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rna(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rna_v2: Convert float to int16_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rna_v2(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rna_sat: Convert float to int16_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rna_sat(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rna_sat_v2: Convert float to int16_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rna_sat_v2(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_ru: Convert float to int16_t, rounding toward +inf (CEIL): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_ru(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_ru_v2: Convert float to int16_t, rounding toward +inf (CEIL): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_ru_v2(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_ru_sat: Convert float to int16_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_ru_sat(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_ru_sat_v2: Convert float to int16_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_ru_sat_v2(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rz: Convert float to int16_t, rounding toward zero (TRUNC): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rz(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rz_v2: Convert float to int16_t, rounding toward zero (TRUNC): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rz_v2(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rz_sat: Convert float to int16_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rz_sat(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int16_rz_sat_v2: Convert float to int16_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int16_rz_sat_v2(vector_int16_t& dst, vector_float src, vector_bool mask);
// asc_float2int32_rd: Convert float to int32_t, rounding toward -inf (FLOOR): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int32_rd(vector_int32_t& dst, vector_float src, vector_bool mask);
// asc_float2int32_rd_sat: Convert float to int32_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int32_rd_sat(vector_int32_t& dst, vector_float src, vector_bool mask);
// asc_float2int32_rn: Convert float to int32_t, rounding nearest, ties to even (RINT): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int32_rn(vector_int32_t& dst, vector_float src, vector_bool mask);
// asc_float2int32_rn_sat: Convert float to int32_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int32_rn_sat(vector_int32_t& dst, vector_float src, vector_bool mask);
// asc_float2int32_rna: Convert float to int32_t, rounding nearest, ties away from zero (ROUND): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int32_rna(vector_int32_t& dst, vector_float src, vector_bool mask);
// asc_float2int32_rna_sat: Convert float to int32_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int32_rna_sat(vector_int32_t& dst, vector_float src, vector_bool mask);
// asc_float2int32_ru: Convert float to int32_t, rounding toward +inf (CEIL): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int32_ru(vector_int32_t& dst, vector_float src, vector_bool mask);
// asc_float2int32_ru_sat: Convert float to int32_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int32_ru_sat(vector_int32_t& dst, vector_float src, vector_bool mask);
// asc_float2int32_rz: Convert float to int32_t, rounding toward zero (TRUNC): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int32_rz(vector_int32_t& dst, vector_float src, vector_bool mask);
// asc_float2int32_rz_sat: Convert float to int32_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): element i to element i; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2int32_rz_sat(vector_int32_t& dst, vector_float src, vector_bool mask);
// asc_float2e4m3_rn: Convert float to fp8_e4m3fn_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e4m3_rn(vector_fp8_e4m3fn_t& dst, vector_float src, vector_bool mask);
// asc_float2e4m3_rn_v2: Convert float to fp8_e4m3fn_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e4m3_rn_v2(vector_fp8_e4m3fn_t& dst, vector_float src, vector_bool mask);
// asc_float2e4m3_rn_v3: Convert float to fp8_e4m3fn_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e4m3_rn_v3(vector_fp8_e4m3fn_t& dst, vector_float src, vector_bool mask);
// asc_float2e4m3_rn_v4: Convert float to fp8_e4m3fn_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e4m3_rn_v4(vector_fp8_e4m3fn_t& dst, vector_float src, vector_bool mask);
// asc_float2e4m3_rn_sat: Convert float to fp8_e4m3fn_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e4m3_rn_sat(vector_fp8_e4m3fn_t& dst, vector_float src, vector_bool mask);
// asc_float2e4m3_rn_sat_v2: Convert float to fp8_e4m3fn_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e4m3_rn_sat_v2(vector_fp8_e4m3fn_t& dst, vector_float src, vector_bool mask);
// asc_float2e4m3_rn_sat_v3: Convert float to fp8_e4m3fn_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e4m3_rn_sat_v3(vector_fp8_e4m3fn_t& dst, vector_float src, vector_bool mask);
// asc_float2e4m3_rn_sat_v4: Convert float to fp8_e4m3fn_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e4m3_rn_sat_v4(vector_fp8_e4m3fn_t& dst, vector_float src, vector_bool mask);
// asc_float2e5m2_rn: Convert float to fp8_e5m2_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e5m2_rn(vector_fp8_e5m2_t& dst, vector_float src, vector_bool mask);
// asc_float2e5m2_rn_v2: Convert float to fp8_e5m2_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e5m2_rn_v2(vector_fp8_e5m2_t& dst, vector_float src, vector_bool mask);
// asc_float2e5m2_rn_v3: Convert float to fp8_e5m2_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e5m2_rn_v3(vector_fp8_e5m2_t& dst, vector_float src, vector_bool mask);
// asc_float2e5m2_rn_v4: Convert float to fp8_e5m2_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e5m2_rn_v4(vector_fp8_e5m2_t& dst, vector_float src, vector_bool mask);
// asc_float2e5m2_rn_sat: Convert float to fp8_e5m2_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e5m2_rn_sat(vector_fp8_e5m2_t& dst, vector_float src, vector_bool mask);
// asc_float2e5m2_rn_sat_v2: Convert float to fp8_e5m2_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e5m2_rn_sat_v2(vector_fp8_e5m2_t& dst, vector_float src, vector_bool mask);
// asc_float2e5m2_rn_sat_v3: Convert float to fp8_e5m2_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e5m2_rn_sat_v3(vector_fp8_e5m2_t& dst, vector_float src, vector_bool mask);
// asc_float2e5m2_rn_sat_v4: Convert float to fp8_e5m2_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2e5m2_rn_sat_v4(vector_fp8_e5m2_t& dst, vector_float src, vector_bool mask);
// asc_e5m22float: Convert fp8_e5m2_t to float: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e5m22float(vector_float& dst, vector_fp8_e5m2_t src, vector_bool mask);
// asc_e5m22float_v2: Convert fp8_e5m2_t to float: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e5m22float_v2(vector_float& dst, vector_fp8_e5m2_t src, vector_bool mask);
// asc_e5m22float_v3: Convert fp8_e5m2_t to float: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e5m22float_v3(vector_float& dst, vector_fp8_e5m2_t src, vector_bool mask);
// asc_e5m22float_v4: Convert fp8_e5m2_t to float: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e5m22float_v4(vector_float& dst, vector_fp8_e5m2_t src, vector_bool mask);
// asc_float2hif8_rna: Convert float to hifloat8_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rna(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rna_v2: Convert float to hifloat8_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rna_v2(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rna_v3: Convert float to hifloat8_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rna_v3(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rna_v4: Convert float to hifloat8_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rna_v4(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rna_sat: Convert float to hifloat8_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rna_sat(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rna_sat_v2: Convert float to hifloat8_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rna_sat_v2(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rna_sat_v3: Convert float to hifloat8_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rna_sat_v3(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rna_sat_v4: Convert float to hifloat8_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rna_sat_v4(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rh: Convert float to hifloat8_t, rounding hybrid: hifloat8's threshold rounding (HYBRID): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rh(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rh_v2: Convert float to hifloat8_t, rounding hybrid: hifloat8's threshold rounding (HYBRID): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rh_v2(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rh_v3: Convert float to hifloat8_t, rounding hybrid: hifloat8's threshold rounding (HYBRID): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rh_v3(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rh_v4: Convert float to hifloat8_t, rounding hybrid: hifloat8's threshold rounding (HYBRID): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rh_v4(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rh_sat: Convert float to hifloat8_t, rounding hybrid: hifloat8's threshold rounding (HYBRID), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rh_sat(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rh_sat_v2: Convert float to hifloat8_t, rounding hybrid: hifloat8's threshold rounding (HYBRID), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rh_sat_v2(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rh_sat_v3: Convert float to hifloat8_t, rounding hybrid: hifloat8's threshold rounding (HYBRID), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rh_sat_v3(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_float2hif8_rh_sat_v4: Convert float to hifloat8_t, rounding hybrid: hifloat8's threshold rounding (HYBRID), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_float2hif8_rh_sat_v4(vector_hifloat8_t& dst, vector_float src, vector_bool mask);
// asc_hif82float: Convert hifloat8_t to float: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_hif82float(vector_float& dst, vector_hifloat8_t src, vector_bool mask);
// asc_hif82float_v2: Convert hifloat8_t to float: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_hif82float_v2(vector_float& dst, vector_hifloat8_t src, vector_bool mask);
// asc_hif82float_v3: Convert hifloat8_t to float: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_hif82float_v3(vector_float& dst, vector_hifloat8_t src, vector_bool mask);
// asc_hif82float_v4: Convert hifloat8_t to float: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_hif82float_v4(vector_float& dst, vector_hifloat8_t src, vector_bool mask);
// asc_half2hif8_rna: Convert half to hifloat8_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2hif8_rna(vector_hifloat8_t& dst, vector_half src, vector_bool mask);
// asc_half2hif8_rna_v2: Convert half to hifloat8_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2hif8_rna_v2(vector_hifloat8_t& dst, vector_half src, vector_bool mask);
// asc_half2hif8_rna_sat: Convert half to hifloat8_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2hif8_rna_sat(vector_hifloat8_t& dst, vector_half src, vector_bool mask);
// asc_half2hif8_rna_sat_v2: Convert half to hifloat8_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2hif8_rna_sat_v2(vector_hifloat8_t& dst, vector_half src, vector_bool mask);
// asc_half2hif8_rh: Convert half to hifloat8_t, rounding hybrid: hifloat8's threshold rounding (HYBRID): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2hif8_rh(vector_hifloat8_t& dst, vector_half src, vector_bool mask);
// asc_half2hif8_rh_v2: Convert half to hifloat8_t, rounding hybrid: hifloat8's threshold rounding (HYBRID): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2hif8_rh_v2(vector_hifloat8_t& dst, vector_half src, vector_bool mask);
// asc_half2hif8_rh_sat: Convert half to hifloat8_t, rounding hybrid: hifloat8's threshold rounding (HYBRID), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2hif8_rh_sat(vector_hifloat8_t& dst, vector_half src, vector_bool mask);
// asc_half2hif8_rh_sat_v2: Convert half to hifloat8_t, rounding hybrid: hifloat8's threshold rounding (HYBRID), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2hif8_rh_sat_v2(vector_hifloat8_t& dst, vector_half src, vector_bool mask);
// asc_hif82half: Convert hifloat8_t to half: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_hif82half(vector_half& dst, vector_hifloat8_t src, vector_bool mask);
// asc_hif82half_v2: Convert hifloat8_t to half: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_hif82half_v2(vector_half& dst, vector_hifloat8_t src, vector_bool mask);
// asc_half2int8_rd: Convert half to int8_t, rounding toward -inf (FLOOR): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rd(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rd_v2: Convert half to int8_t, rounding toward -inf (FLOOR): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rd_v2(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rd_sat: Convert half to int8_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rd_sat(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rd_sat_v2: Convert half to int8_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rd_sat_v2(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rn: Convert half to int8_t, rounding nearest, ties to even (RINT): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rn(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rn_v2: Convert half to int8_t, rounding nearest, ties to even (RINT): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rn_v2(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rn_sat: Convert half to int8_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rn_sat(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rn_sat_v2: Convert half to int8_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rn_sat_v2(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rna: Convert half to int8_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rna(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rna_v2: Convert half to int8_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rna_v2(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rna_sat: Convert half to int8_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rna_sat(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rna_sat_v2: Convert half to int8_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rna_sat_v2(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_ru: Convert half to int8_t, rounding toward +inf (CEIL): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_ru(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_ru_v2: Convert half to int8_t, rounding toward +inf (CEIL): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_ru_v2(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_ru_sat: Convert half to int8_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_ru_sat(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_ru_sat_v2: Convert half to int8_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_ru_sat_v2(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rz: Convert half to int8_t, rounding toward zero (TRUNC): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rz(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rz_v2: Convert half to int8_t, rounding toward zero (TRUNC): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rz_v2(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rz_sat: Convert half to int8_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rz_sat(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2int8_rz_sat_v2: Convert half to int8_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int8_rz_sat_v2(vector_int8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rd: Convert half to uint8_t, rounding toward -inf (FLOOR): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rd(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rd_v2: Convert half to uint8_t, rounding toward -inf (FLOOR): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rd_v2(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rd_sat: Convert half to uint8_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rd_sat(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rd_sat_v2: Convert half to uint8_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rd_sat_v2(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rn: Convert half to uint8_t, rounding nearest, ties to even (RINT): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rn(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rn_v2: Convert half to uint8_t, rounding nearest, ties to even (RINT): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rn_v2(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rn_sat: Convert half to uint8_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rn_sat(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rn_sat_v2: Convert half to uint8_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rn_sat_v2(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rna: Convert half to uint8_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rna(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rna_v2: Convert half to uint8_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rna_v2(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rna_sat: Convert half to uint8_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rna_sat(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rna_sat_v2: Convert half to uint8_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rna_sat_v2(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_ru: Convert half to uint8_t, rounding toward +inf (CEIL): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_ru(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_ru_v2: Convert half to uint8_t, rounding toward +inf (CEIL): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_ru_v2(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_ru_sat: Convert half to uint8_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_ru_sat(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_ru_sat_v2: Convert half to uint8_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_ru_sat_v2(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rz: Convert half to uint8_t, rounding toward zero (TRUNC): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rz(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rz_v2: Convert half to uint8_t, rounding toward zero (TRUNC): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rz_v2(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rz_sat: Convert half to uint8_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rz_sat(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2uint8_rz_sat_v2: Convert half to uint8_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 2i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2uint8_rz_sat_v2(vector_uint8_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rd: Convert half to int4b_t, rounding toward -inf (FLOOR): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rd(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rd_v2: Convert half to int4b_t, rounding toward -inf (FLOOR): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rd_v2(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rd_v3: Convert half to int4b_t, rounding toward -inf (FLOOR): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rd_v3(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rd_v4: Convert half to int4b_t, rounding toward -inf (FLOOR): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rd_v4(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rd_sat: Convert half to int4b_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rd_sat(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rd_sat_v2: Convert half to int4b_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rd_sat_v2(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rd_sat_v3: Convert half to int4b_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rd_sat_v3(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rd_sat_v4: Convert half to int4b_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rd_sat_v4(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rn: Convert half to int4b_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rn(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rn_v2: Convert half to int4b_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rn_v2(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rn_v3: Convert half to int4b_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rn_v3(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rn_v4: Convert half to int4b_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rn_v4(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rn_sat: Convert half to int4b_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rn_sat(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rn_sat_v2: Convert half to int4b_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rn_sat_v2(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rn_sat_v3: Convert half to int4b_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rn_sat_v3(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rn_sat_v4: Convert half to int4b_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rn_sat_v4(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rna: Convert half to int4b_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rna(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rna_v2: Convert half to int4b_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rna_v2(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rna_v3: Convert half to int4b_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rna_v3(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rna_v4: Convert half to int4b_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rna_v4(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rna_sat: Convert half to int4b_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rna_sat(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rna_sat_v2: Convert half to int4b_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rna_sat_v2(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rna_sat_v3: Convert half to int4b_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rna_sat_v3(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rna_sat_v4: Convert half to int4b_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rna_sat_v4(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_ru: Convert half to int4b_t, rounding toward +inf (CEIL): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_ru(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_ru_v2: Convert half to int4b_t, rounding toward +inf (CEIL): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_ru_v2(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_ru_v3: Convert half to int4b_t, rounding toward +inf (CEIL): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_ru_v3(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_ru_v4: Convert half to int4b_t, rounding toward +inf (CEIL): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_ru_v4(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_ru_sat: Convert half to int4b_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_ru_sat(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_ru_sat_v2: Convert half to int4b_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_ru_sat_v2(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_ru_sat_v3: Convert half to int4b_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_ru_sat_v3(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_ru_sat_v4: Convert half to int4b_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_ru_sat_v4(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rz: Convert half to int4b_t, rounding toward zero (TRUNC): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rz(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rz_v2: Convert half to int4b_t, rounding toward zero (TRUNC): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rz_v2(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rz_v3: Convert half to int4b_t, rounding toward zero (TRUNC): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rz_v3(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rz_v4: Convert half to int4b_t, rounding toward zero (TRUNC): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rz_v4(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rz_sat: Convert half to int4b_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rz_sat(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rz_sat_v2: Convert half to int4b_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rz_sat_v2(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rz_sat_v3: Convert half to int4b_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rz_sat_v3(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_half2int4x2_rz_sat_v4: Convert half to int4b_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_half2int4x2_rz_sat_v4(vector_int4x2_t& dst, vector_half src, vector_bool mask);
// asc_bfloat162int32_rd: Convert bfloat16_t to int32_t, rounding toward -inf (FLOOR): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rd(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rd_v2: Convert bfloat16_t to int32_t, rounding toward -inf (FLOOR): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rd_v2(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rd_sat: Convert bfloat16_t to int32_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rd_sat(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rd_sat_v2: Convert bfloat16_t to int32_t, rounding toward -inf (FLOOR), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rd_sat_v2(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rn: Convert bfloat16_t to int32_t, rounding nearest, ties to even (RINT): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rn(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rn_v2: Convert bfloat16_t to int32_t, rounding nearest, ties to even (RINT): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rn_v2(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rn_sat: Convert bfloat16_t to int32_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rn_sat(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rn_sat_v2: Convert bfloat16_t to int32_t, rounding nearest, ties to even (RINT), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rn_sat_v2(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rna: Convert bfloat16_t to int32_t, rounding nearest, ties away from zero (ROUND): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rna(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rna_v2: Convert bfloat16_t to int32_t, rounding nearest, ties away from zero (ROUND): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rna_v2(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rna_sat: Convert bfloat16_t to int32_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rna_sat(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rna_sat_v2: Convert bfloat16_t to int32_t, rounding nearest, ties away from zero (ROUND), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rna_sat_v2(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_ru: Convert bfloat16_t to int32_t, rounding toward +inf (CEIL): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_ru(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_ru_v2: Convert bfloat16_t to int32_t, rounding toward +inf (CEIL): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_ru_v2(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_ru_sat: Convert bfloat16_t to int32_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_ru_sat(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_ru_sat_v2: Convert bfloat16_t to int32_t, rounding toward +inf (CEIL), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_ru_sat_v2(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rz: Convert bfloat16_t to int32_t, rounding toward zero (TRUNC): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rz(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rz_v2: Convert bfloat16_t to int32_t, rounding toward zero (TRUNC): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rz_v2(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rz_sat: Convert bfloat16_t to int32_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rz_sat(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162int32_rz_sat_v2: Convert bfloat16_t to int32_t, rounding toward zero (TRUNC), saturating (out of range: the bounds; NaN: 0): destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162int32_rz_sat_v2(vector_int32_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162float: Convert bfloat16_t to float: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162float(vector_float& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162float_v2: Convert bfloat16_t to float: destination element i from source lane 2i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162float_v2(vector_float& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rd: Convert bfloat16_t to fp4x2_e2m1_t, rounding toward -inf (FLOOR): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rd(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rd_v2: Convert bfloat16_t to fp4x2_e2m1_t, rounding toward -inf (FLOOR): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rd_v2(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rd_v3: Convert bfloat16_t to fp4x2_e2m1_t, rounding toward -inf (FLOOR): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rd_v3(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rd_v4: Convert bfloat16_t to fp4x2_e2m1_t, rounding toward -inf (FLOOR): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rd_v4(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rn: Convert bfloat16_t to fp4x2_e2m1_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rn(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rn_v2: Convert bfloat16_t to fp4x2_e2m1_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rn_v2(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rn_v3: Convert bfloat16_t to fp4x2_e2m1_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rn_v3(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rn_v4: Convert bfloat16_t to fp4x2_e2m1_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rn_v4(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rna: Convert bfloat16_t to fp4x2_e2m1_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rna(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rna_v2: Convert bfloat16_t to fp4x2_e2m1_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rna_v2(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rna_v3: Convert bfloat16_t to fp4x2_e2m1_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rna_v3(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rna_v4: Convert bfloat16_t to fp4x2_e2m1_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rna_v4(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_ru: Convert bfloat16_t to fp4x2_e2m1_t, rounding toward +inf (CEIL): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_ru(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_ru_v2: Convert bfloat16_t to fp4x2_e2m1_t, rounding toward +inf (CEIL): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_ru_v2(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_ru_v3: Convert bfloat16_t to fp4x2_e2m1_t, rounding toward +inf (CEIL): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_ru_v3(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_ru_v4: Convert bfloat16_t to fp4x2_e2m1_t, rounding toward +inf (CEIL): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_ru_v4(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rz: Convert bfloat16_t to fp4x2_e2m1_t, rounding toward zero (TRUNC): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rz(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rz_v2: Convert bfloat16_t to fp4x2_e2m1_t, rounding toward zero (TRUNC): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rz_v2(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rz_v3: Convert bfloat16_t to fp4x2_e2m1_t, rounding toward zero (TRUNC): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rz_v3(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e2m1x2_rz_v4: Convert bfloat16_t to fp4x2_e2m1_t, rounding toward zero (TRUNC): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e2m1x2_rz_v4(vector_fp4x2_e2m1_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rd: Convert bfloat16_t to fp4x2_e1m2_t, rounding toward -inf (FLOOR): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rd(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rd_v2: Convert bfloat16_t to fp4x2_e1m2_t, rounding toward -inf (FLOOR): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rd_v2(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rd_v3: Convert bfloat16_t to fp4x2_e1m2_t, rounding toward -inf (FLOOR): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rd_v3(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rd_v4: Convert bfloat16_t to fp4x2_e1m2_t, rounding toward -inf (FLOOR): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rd_v4(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rn: Convert bfloat16_t to fp4x2_e1m2_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rn(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rn_v2: Convert bfloat16_t to fp4x2_e1m2_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rn_v2(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rn_v3: Convert bfloat16_t to fp4x2_e1m2_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rn_v3(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rn_v4: Convert bfloat16_t to fp4x2_e1m2_t, rounding nearest, ties to even (RINT): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rn_v4(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rna: Convert bfloat16_t to fp4x2_e1m2_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rna(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rna_v2: Convert bfloat16_t to fp4x2_e1m2_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rna_v2(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rna_v3: Convert bfloat16_t to fp4x2_e1m2_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rna_v3(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rna_v4: Convert bfloat16_t to fp4x2_e1m2_t, rounding nearest, ties away from zero (ROUND): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rna_v4(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_ru: Convert bfloat16_t to fp4x2_e1m2_t, rounding toward +inf (CEIL): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_ru(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_ru_v2: Convert bfloat16_t to fp4x2_e1m2_t, rounding toward +inf (CEIL): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_ru_v2(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_ru_v3: Convert bfloat16_t to fp4x2_e1m2_t, rounding toward +inf (CEIL): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_ru_v3(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_ru_v4: Convert bfloat16_t to fp4x2_e1m2_t, rounding toward +inf (CEIL): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_ru_v4(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rz: Convert bfloat16_t to fp4x2_e1m2_t, rounding toward zero (TRUNC): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rz(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rz_v2: Convert bfloat16_t to fp4x2_e1m2_t, rounding toward zero (TRUNC): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rz_v2(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rz_v3: Convert bfloat16_t to fp4x2_e1m2_t, rounding toward zero (TRUNC): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rz_v3(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_bfloat162e1m2x2_rz_v4: Convert bfloat16_t to fp4x2_e1m2_t, rounding toward zero (TRUNC): source element i to destination lane 4i+p (p = part), other lanes 0; inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_bfloat162e1m2x2_rz_v4(vector_fp4x2_e1m2_t& dst, vector_bfloat16_t src, vector_bool mask);
// asc_e2m1x22bfloat16: Convert fp4x2_e2m1_t to bfloat16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e2m1x22bfloat16(vector_bfloat16_t& dst, vector_fp4x2_e2m1_t src, vector_bool mask);
// asc_e2m1x22bfloat16_v2: Convert fp4x2_e2m1_t to bfloat16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e2m1x22bfloat16_v2(vector_bfloat16_t& dst, vector_fp4x2_e2m1_t src, vector_bool mask);
// asc_e2m1x22bfloat16_v3: Convert fp4x2_e2m1_t to bfloat16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e2m1x22bfloat16_v3(vector_bfloat16_t& dst, vector_fp4x2_e2m1_t src, vector_bool mask);
// asc_e2m1x22bfloat16_v4: Convert fp4x2_e2m1_t to bfloat16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e2m1x22bfloat16_v4(vector_bfloat16_t& dst, vector_fp4x2_e2m1_t src, vector_bool mask);
// asc_e1m2x22bfloat16: Convert fp4x2_e1m2_t to bfloat16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e1m2x22bfloat16(vector_bfloat16_t& dst, vector_fp4x2_e1m2_t src, vector_bool mask);
// asc_e1m2x22bfloat16_v2: Convert fp4x2_e1m2_t to bfloat16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e1m2x22bfloat16_v2(vector_bfloat16_t& dst, vector_fp4x2_e1m2_t src, vector_bool mask);
// asc_e1m2x22bfloat16_v3: Convert fp4x2_e1m2_t to bfloat16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e1m2x22bfloat16_v3(vector_bfloat16_t& dst, vector_fp4x2_e1m2_t src, vector_bool mask);
// asc_e1m2x22bfloat16_v4: Convert fp4x2_e1m2_t to bfloat16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_e1m2x22bfloat16_v4(vector_bfloat16_t& dst, vector_fp4x2_e1m2_t src, vector_bool mask);
// asc_int4x22bfloat16: Convert int4b_t to bfloat16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int4x22bfloat16(vector_bfloat16_t& dst, vector_int4x2_t src, vector_bool mask);
// asc_int4x22bfloat16_v2: Convert int4b_t to bfloat16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int4x22bfloat16_v2(vector_bfloat16_t& dst, vector_int4x2_t src, vector_bool mask);
// asc_int4x22bfloat16_v3: Convert int4b_t to bfloat16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int4x22bfloat16_v3(vector_bfloat16_t& dst, vector_int4x2_t src, vector_bool mask);
// asc_int4x22bfloat16_v4: Convert int4b_t to bfloat16_t: destination element i from source lane 4i+p (p = part); inactive source elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_int4x22bfloat16_v4(vector_bfloat16_t& dst, vector_int4x2_t src, vector_bool mask);
// asc_floor: Round each active element to an integral value of the same type, toward -inf (FLOOR); inactive elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_floor(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_floor(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_floor(vector_float& dst, vector_float src, vector_bool mask);
// asc_ceil: Round each active element to an integral value of the same type, toward +inf (CEIL); inactive elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_ceil(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_ceil(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_ceil(vector_float& dst, vector_float src, vector_bool mask);
// asc_round: Round each active element to an integral value of the same type, nearest, ties away from zero (ROUND); inactive elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_round(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_round(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_round(vector_float& dst, vector_float src, vector_bool mask);
// asc_rint: Round each active element to an integral value of the same type, nearest, ties to even (RINT); inactive elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_rint(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_rint(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_rint(vector_float& dst, vector_float src, vector_bool mask);
// asc_trunc: Round each active element to an integral value of the same type, toward zero (TRUNC); inactive elements give 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_trunc(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_trunc(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_trunc(vector_float& dst, vector_float src, vector_bool mask);

#endif  // __ASCSIM_C_API_REG_COMPUTE_REG_CONVERT_H
