// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_REG_COMPUTE_REG_VECTOR_H
#define __ASCSIM_C_API_REG_COMPUTE_REG_VECTOR_H
#include "c_api/utils/types.h"

// asc_intlv: Interleave two registers: dst0/dst1 get the low/high halves of src0 and src1, element by element alternately.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_int8_t& dst0, vector_int8_t& dst1, vector_int8_t src0, vector_int8_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_uint8_t& dst0, vector_uint8_t& dst1, vector_uint8_t src0, vector_uint8_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_hifloat8_t& dst0, vector_hifloat8_t& dst1, vector_hifloat8_t src0, vector_hifloat8_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_fp8_e8m0_t& dst0, vector_fp8_e8m0_t& dst1, vector_fp8_e8m0_t src0, vector_fp8_e8m0_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_fp8_e5m2_t& dst0, vector_fp8_e5m2_t& dst1, vector_fp8_e5m2_t src0, vector_fp8_e5m2_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_fp8_e4m3fn_t& dst0, vector_fp8_e4m3fn_t& dst1, vector_fp8_e4m3fn_t src0, vector_fp8_e4m3fn_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_int16_t& dst0, vector_int16_t& dst1, vector_int16_t src0, vector_int16_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_uint16_t& dst0, vector_uint16_t& dst1, vector_uint16_t src0, vector_uint16_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_half& dst0, vector_half& dst1, vector_half src0, vector_half src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_bfloat16_t& dst0, vector_bfloat16_t& dst1, vector_bfloat16_t src0, vector_bfloat16_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_int32_t& dst0, vector_int32_t& dst1, vector_int32_t src0, vector_int32_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_uint32_t& dst0, vector_uint32_t& dst1, vector_uint32_t src0, vector_uint32_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv(vector_float& dst0, vector_float& dst1, vector_float src0, vector_float src1);
// asc_intlv_b8: Interleave two mask registers in groups of 1 bit.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv_b8(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
// asc_intlv_b16: Interleave two mask registers in groups of 2 bits.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv_b16(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
// asc_intlv_b32: Interleave two mask registers in groups of 4 bits.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_intlv_b32(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
// asc_deintlv: Deinterleave two registers: dst0/dst1 get the even/odd elements of the stream src0 ++ src1.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_int8_t& dst0, vector_int8_t& dst1, vector_int8_t src0, vector_int8_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_uint8_t& dst0, vector_uint8_t& dst1, vector_uint8_t src0, vector_uint8_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_hifloat8_t& dst0, vector_hifloat8_t& dst1, vector_hifloat8_t src0, vector_hifloat8_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_fp8_e8m0_t& dst0, vector_fp8_e8m0_t& dst1, vector_fp8_e8m0_t src0, vector_fp8_e8m0_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_fp8_e5m2_t& dst0, vector_fp8_e5m2_t& dst1, vector_fp8_e5m2_t src0, vector_fp8_e5m2_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_fp8_e4m3fn_t& dst0, vector_fp8_e4m3fn_t& dst1, vector_fp8_e4m3fn_t src0, vector_fp8_e4m3fn_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_int16_t& dst0, vector_int16_t& dst1, vector_int16_t src0, vector_int16_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_uint16_t& dst0, vector_uint16_t& dst1, vector_uint16_t src0, vector_uint16_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_half& dst0, vector_half& dst1, vector_half src0, vector_half src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_bfloat16_t& dst0, vector_bfloat16_t& dst1, vector_bfloat16_t src0, vector_bfloat16_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_int32_t& dst0, vector_int32_t& dst1, vector_int32_t src0, vector_int32_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_uint32_t& dst0, vector_uint32_t& dst1, vector_uint32_t src0, vector_uint32_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv(vector_float& dst0, vector_float& dst1, vector_float src0, vector_float src1);
// asc_deintlv_b8: Deinterleave two mask registers in groups of 1 bit.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv_b8(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
// asc_deintlv_b16: Deinterleave two mask registers in groups of 2 bits.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv_b16(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
// asc_deintlv_b32: Deinterleave two mask registers in groups of 4 bits.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_deintlv_b32(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
// asc_unpack_lower: Widen the low half of src (zero extension for unsigned, sign extension for signed); on masks each bit becomes a pair.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unpack_lower(vector_uint16_t& dst, vector_uint8_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_unpack_lower(vector_uint8_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unpack_lower(vector_int16_t& dst, vector_int8_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_unpack_lower(vector_int8_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unpack_lower(vector_uint32_t& dst, vector_uint16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_unpack_lower(vector_uint16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unpack_lower(vector_int32_t& dst, vector_int16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_unpack_lower(vector_int16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unpack_lower(vector_bool& dst, vector_bool src);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_unpack_lower(vector_bool src);
// asc_unpack_upper: Widen the high half of src (zero extension for unsigned, sign extension for signed); on masks each bit becomes a pair.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unpack_upper(vector_uint16_t& dst, vector_uint8_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_unpack_upper(vector_uint8_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unpack_upper(vector_int16_t& dst, vector_int8_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_unpack_upper(vector_int8_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unpack_upper(vector_uint32_t& dst, vector_uint16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_unpack_upper(vector_uint16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unpack_upper(vector_int32_t& dst, vector_int16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_unpack_upper(vector_int16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unpack_upper(vector_bool& dst, vector_bool src);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_unpack_upper(vector_bool src);
// asc_pack_to_low: Keep the low half of each element's bits, in the low half of dst (zeros above).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_to_low(vector_uint8_t& dst, vector_uint16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_pack_to_low(vector_uint16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_to_low(vector_uint16_t& dst, vector_uint32_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_pack_to_low(vector_uint32_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_to_low(vector_bool& dst, vector_bool src);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_pack_to_low(vector_bool src);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_to_low(vector_uint8_t& dst, vector_int16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_pack_to_low(vector_int16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_to_low(vector_uint16_t& dst, vector_int32_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_pack_to_low(vector_int32_t src);
// asc_pack_to_high: Keep the low half of each element's bits, in the high half of dst (zeros below).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_to_high(vector_uint8_t& dst, vector_uint16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_pack_to_high(vector_uint16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_to_high(vector_uint16_t& dst, vector_uint32_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_pack_to_high(vector_uint32_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_to_high(vector_bool& dst, vector_bool src);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_pack_to_high(vector_bool src);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_to_high(vector_uint8_t& dst, vector_int16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_pack_to_high(vector_int16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_to_high(vector_uint16_t& dst, vector_int32_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_pack_to_high(vector_int32_t src);
// asc_pack: Deprecated name of asc_pack_to_low.
[[deprecated("use asc_pack_to_low instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack(vector_uint8_t& dst, vector_uint16_t src);
[[deprecated("use asc_pack_to_low instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack(vector_uint8_t& dst, vector_int16_t src);
[[deprecated("use asc_pack_to_low instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack(vector_uint16_t& dst, vector_uint32_t src);
[[deprecated("use asc_pack_to_low instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack(vector_uint16_t& dst, vector_int32_t src);
[[deprecated("use asc_pack_to_low instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack(vector_bool& dst, vector_bool src);
// asc_pack_v2: Deprecated name of asc_pack_to_high.
[[deprecated("use asc_pack_to_high instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_v2(vector_uint8_t& dst, vector_uint16_t src);
[[deprecated("use asc_pack_to_high instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_v2(vector_uint8_t& dst, vector_int16_t src);
[[deprecated("use asc_pack_to_high instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_v2(vector_uint16_t& dst, vector_uint32_t src);
[[deprecated("use asc_pack_to_high instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_v2(vector_uint16_t& dst, vector_int32_t src);
[[deprecated("use asc_pack_to_high instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pack_v2(vector_bool& dst, vector_bool src);
// asc_select: dst[i] = mask_i ? src0[i] : src1[i] (mask_i: the governing bit of element i).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_select(vector_bool src0, vector_bool src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_select(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_uint8_t& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_select(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_hifloat8_t& dst, vector_hifloat8_t src0, vector_hifloat8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_hifloat8_t asc_select(vector_hifloat8_t src0, vector_hifloat8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src0, vector_fp8_e5m2_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e5m2_t asc_select(vector_fp8_e5m2_t src0, vector_fp8_e5m2_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src0, vector_fp8_e4m3fn_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e4m3fn_t asc_select(vector_fp8_e4m3fn_t src0, vector_fp8_e4m3fn_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_select(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_select(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_select(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_bfloat16_t& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_select(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_select(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:23"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_select(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:24"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_select(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:25"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_select(vector_float src0, vector_float src1, vector_bool mask);
// asc_squeeze: The elements whose governing mask bit is set, in order from lane 0; zeros above.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_squeeze(vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_squeeze(vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_hifloat8_t& dst, vector_hifloat8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_hifloat8_t asc_squeeze(vector_hifloat8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_fp8_e8m0_t& dst, vector_fp8_e8m0_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e8m0_t asc_squeeze(vector_fp8_e8m0_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e5m2_t asc_squeeze(vector_fp8_e5m2_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e4m3fn_t asc_squeeze(vector_fp8_e4m3fn_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_squeeze(vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_squeeze(vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_squeeze(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_squeeze(vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_squeeze(vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:23"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_squeeze(vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:24"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:25"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_squeeze(vector_float src, vector_bool mask);
// asc_squeeze_v2: Deprecated name of asc_squeeze.
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_hifloat8_t& dst, vector_hifloat8_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_fp8_e8m0_t& dst, vector_fp8_e8m0_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_half& dst, vector_half src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_v2(vector_float& dst, vector_float src, vector_bool mask);
// asc_squeeze_with_status: asc_squeeze that also adds the bytes it selects to the AR register.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_hifloat8_t& dst, vector_hifloat8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_fp8_e8m0_t& dst, vector_fp8_e8m0_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_with_status(vector_float& dst, vector_float src, vector_bool mask);
// asc_unsqueeze: Exclusive prefix count of the governing mask bits: dst[0] = 0, dst[i] = dst[i-1] + mask_{i-1}.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unsqueeze(vector_uint8_t& dst, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unsqueeze(vector_int8_t& dst, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unsqueeze(vector_uint16_t& dst, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unsqueeze(vector_int16_t& dst, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unsqueeze(vector_uint32_t& dst, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unsqueeze(vector_int32_t& dst, vector_bool mask);
// asc_clear_ar_spr: Clear the AR special register (bytes appended by squeeze streams) to 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_clear_ar_spr();
// asc_duplicate: Every active lane of dst gets element 0 of src; inactive lanes are 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_duplicate(vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_duplicate(vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e5m2_t asc_duplicate(vector_fp8_e5m2_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e4m3fn_t asc_duplicate(vector_fp8_e4m3fn_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_duplicate(vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_duplicate(vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_duplicate(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_duplicate(vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_duplicate(vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_duplicate(vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_duplicate(vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate(vector_fp8_e8m0_t& dst, vector_fp8_e8m0_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:23"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e8m0_t asc_duplicate(vector_fp8_e8m0_t src, vector_bool mask);
// asc_duplicate_scalar: Every (active) lane of dst gets value; inactive lanes are 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_int8_t& dst, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_duplicate_scalar(int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_uint8_t& dst, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_duplicate_scalar(uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_fp8_e5m2_t& dst, fp8_e5m2_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e5m2_t asc_duplicate_scalar(fp8_e5m2_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_fp8_e4m3fn_t& dst, fp8_e4m3fn_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e4m3fn_t asc_duplicate_scalar(fp8_e4m3fn_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_int16_t& dst, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_duplicate_scalar(int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_uint16_t& dst, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_duplicate_scalar(uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_half& dst, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_duplicate_scalar(half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_bfloat16_t& dst, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_duplicate_scalar(bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_int32_t& dst, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_duplicate_scalar(int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_uint32_t& dst, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_duplicate_scalar(uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:20"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_float& dst, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:21"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_duplicate_scalar(float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:22"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_int8_t& dst, int8_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:23"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_duplicate_scalar(int8_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:24"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_uint8_t& dst, uint8_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:25"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_duplicate_scalar(uint8_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:26"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_fp8_e5m2_t& dst, fp8_e5m2_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:27"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e5m2_t asc_duplicate_scalar(fp8_e5m2_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:28"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_fp8_e4m3fn_t& dst, fp8_e4m3fn_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:29"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e4m3fn_t asc_duplicate_scalar(fp8_e4m3fn_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:30"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_int16_t& dst, int16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:31"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_duplicate_scalar(int16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:32"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_uint16_t& dst, uint16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:33"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_duplicate_scalar(uint16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:34"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_half& dst, half value);
__simd_callee__ __attribute__((annotate("ascsim_overload:35"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_duplicate_scalar(half value);
__simd_callee__ __attribute__((annotate("ascsim_overload:36"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_bfloat16_t& dst, bfloat16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:37"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_duplicate_scalar(bfloat16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:38"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_int32_t& dst, int32_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:39"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_duplicate_scalar(int32_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:40"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_uint32_t& dst, uint32_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:41"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_duplicate_scalar(uint32_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:42"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_float& dst, float value);
__simd_callee__ __attribute__((annotate("ascsim_overload:43"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_duplicate_scalar(float value);
__simd_callee__ __attribute__((annotate("ascsim_overload:44"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_fp8_e8m0_t& dst, fp8_e8m0_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:45"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e8m0_t asc_duplicate_scalar(fp8_e8m0_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:46"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar(vector_fp8_e8m0_t& dst, fp8_e8m0_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:47"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_fp8_e8m0_t asc_duplicate_scalar(fp8_e8m0_t value, vector_bool mask);
// asc_add: dst[i] = src0[i] + src1[i] on active lanes (integers wrap, floats round to nearest even), 0 on inactive lanes; the carry form also writes a mask: the carry out of the unsigned 32-bit sum.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(vector_uint8_t& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_add(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_add(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_add(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_add(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_add(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_add(vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_add(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_add(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(vector_bfloat16_t& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_add(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(vector_bool& carry, vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add(vector_bool& carry, vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
// asc_sub: dst[i] = src0[i] - src1[i] on active lanes (integers wrap, floats round to nearest even), 0 on inactive lanes; the carry form also writes a mask: set when no borrow occurs (src0 >= src1 as unsigned).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(vector_uint8_t& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_sub(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_sub(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_sub(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_sub(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_sub(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_sub(vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_sub(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_sub(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(vector_bfloat16_t& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_sub(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(vector_bool& carry, vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:19"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sub(vector_bool& carry, vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
// asc_gt: Mask bit of element i set where src0[i] > src1[i] on active lanes, clear elsewhere.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(vector_bool& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(vector_bool& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(vector_bool& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(vector_bool& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(vector_bool& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(vector_bool& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt(vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(vector_bool& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(vector_bool& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt(vector_bool& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
// asc_create_mask_b8: A mask for 8-bit elements from a pattern (PAT_ALL, PAT_VL8, PAT_H ...).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_create_mask_b8(pat_t pat_mode);
// asc_create_mask_b16: A mask for 16-bit elements from a pattern (PAT_ALL, PAT_VL8, PAT_H ...).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_create_mask_b16(pat_t pat_mode);
// asc_create_mask_b32: A mask for 32-bit elements from a pattern (PAT_ALL, PAT_VL8, PAT_H ...).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_create_mask_b32(pat_t pat_mode);
// asc_update_mask_b8: A mask of the first min(value, 256) 8-bit elements; value decreases by that count.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_update_mask_b8(uint32_t& value);
// asc_update_mask_b16: A mask of the first min(value, 128) 16-bit elements; value decreases by that count.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_update_mask_b16(uint32_t& value);
// asc_update_mask_b32: A mask of the first min(value, 64) 32-bit elements; value decreases by that count.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_update_mask_b32(uint32_t& value);
// asc_update_addr_reg_b32: An address register for 32-bit elements: offset = sum of loop index_i x offset_i over the k enclosing loops (the last offset goes with the innermost loop).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_update_addr_reg_b32(uint32_t offset);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_update_addr_reg_b32(uint32_t offset0, uint32_t offset1);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_update_addr_reg_b32(uint32_t offset0, uint32_t offset1, uint32_t offset2);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_update_addr_reg_b32(uint32_t offset0, uint32_t offset1, uint32_t offset2, uint32_t offset3);
// asc_update_addr_reg_b16: An address register for 16-bit elements: offset = sum of loop index_i x offset_i over the k enclosing loops (the last offset goes with the innermost loop).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_update_addr_reg_b16(uint32_t offset);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_update_addr_reg_b16(uint32_t offset0, uint32_t offset1);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_update_addr_reg_b16(uint32_t offset0, uint32_t offset1, uint32_t offset2);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_update_addr_reg_b16(uint32_t offset0, uint32_t offset1, uint32_t offset2, uint32_t offset3);
// asc_update_addr_reg_b8: An address register for 8-bit elements: offset = sum of loop index_i x offset_i over the k enclosing loops (the last offset goes with the innermost loop).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_update_addr_reg_b8(uint32_t offset);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_update_addr_reg_b8(uint32_t offset0, uint32_t offset1);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_update_addr_reg_b8(uint32_t offset0, uint32_t offset1, uint32_t offset2);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_update_addr_reg_b8(uint32_t offset0, uint32_t offset1, uint32_t offset2, uint32_t offset3);
// asc_create_iter_reg_b32: An address register for 32-bit elements: offset = sum of loop index_i x offset_i over the k enclosing loops (the last offset goes with the innermost loop).
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_create_iter_reg_b32(uint32_t offset);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_create_iter_reg_b32(uint32_t offset0, uint32_t offset1);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_create_iter_reg_b32(uint32_t offset0, uint32_t offset1, uint32_t offset2);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_create_iter_reg_b32(uint32_t offset0, uint32_t offset1, uint32_t offset2, uint32_t offset3);
// asc_create_iter_reg_b16: An address register for 16-bit elements: offset = sum of loop index_i x offset_i over the k enclosing loops (the last offset goes with the innermost loop).
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_create_iter_reg_b16(uint32_t offset);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_create_iter_reg_b16(uint32_t offset0, uint32_t offset1);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_create_iter_reg_b16(uint32_t offset0, uint32_t offset1, uint32_t offset2);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_create_iter_reg_b16(uint32_t offset0, uint32_t offset1, uint32_t offset2, uint32_t offset3);
// asc_create_iter_reg_b8: An address register for 8-bit elements: offset = sum of loop index_i x offset_i over the k enclosing loops (the last offset goes with the innermost loop).
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_create_iter_reg_b8(uint32_t offset);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_create_iter_reg_b8(uint32_t offset0, uint32_t offset1);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_create_iter_reg_b8(uint32_t offset0, uint32_t offset1, uint32_t offset2);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE addr_reg asc_create_iter_reg_b8(uint32_t offset0, uint32_t offset1, uint32_t offset2, uint32_t offset3);
// asc_mem_bar: Order the earlier UB accesses of one kind before the later ones of another, in a VF.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mem_bar(MEM_TYPE mem_type);
// asc_relu: dst[i] = max(src[i], +0) on active lanes, 0 on inactive lanes: -0 and negatives give +0, NaN stays NaN.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_relu(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_relu(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_relu(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_relu(vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_relu(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_relu(vector_float src, vector_bool mask);
// asc_subc: {carry, dst} = src0 + ~src1 + carry_src (src0 - src1 when carry_src is set; carry = no borrow) as a 33-bit sum on active lanes, 0 on inactive lanes; carry_src and carry hold one flag per element in the governing bit of its 4-bit group (the other carry bits 0).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_subc(vector_bool& carry, vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool carry_src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_subc(vector_bool& carry, vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool carry_src, vector_bool mask);
// asc_abs_sub: dst[i] = |src0[i] - src1[i]| on active lanes, 0 on inactive lanes: the difference rounded once (subnormals kept), then its sign bit cleared.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs_sub(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_abs_sub(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs_sub(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_abs_sub(vector_float src0, vector_float src1, vector_bool mask);
// asc_min: dst[i] = min(src0[i], src1[i]) on active lanes, 0 on inactive lanes; a NaN operand gives NaN, min(-0, +0) = -0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_min(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_min(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_min(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(vector_uint8_t& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_min(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_min(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_min(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_min(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(vector_bfloat16_t& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_min(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_min(vector_float src0, vector_float src1, vector_bool mask);
// asc_neg: dst[i] = -src[i] on active lanes, 0 on inactive lanes: integers wrap (-MIN = MIN), floats flip the sign bit.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_neg(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_neg(vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_neg(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_neg(vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_neg(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_neg(vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_neg(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_neg(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_neg(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_neg(vector_float src, vector_bool mask);
// asc_axpy: dst[i] = src[i] * value + dst[i] on active lanes, 0 on inactive lanes: fused, computed exactly and rounded once (subnormals kept).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_axpy(vector_half& dst, vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_axpy(vector_float& dst, vector_float src, float value, vector_bool mask);
// asc_abs: dst[i] = |src[i]| on active lanes, 0 on inactive lanes: integers wrap (|MIN| = MIN), floats clear the sign bit.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_abs(vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_abs(vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_abs(vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_abs(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_abs(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_abs(vector_float src, vector_bool mask);
// asc_mull: dst0[i], dst1[i] = low and high 32 bits of the 64-bit product src0[i] * src1[i] (signed for int32_t) on active lanes, 0 on inactive lanes.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mull(vector_uint32_t& dst0, vector_uint32_t& dst1, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mull(vector_int32_t& dst0, vector_int32_t& dst1, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
// asc_sqrt: dst[i] = sqrt(src[i]) on active lanes, 0 on inactive lanes, correctly rounded (within the 1 ulp the vendor states); subnormal inputs count as zeros and subnormal results are flushed to zero; sqrt(-0) = -0, negatives give NaN.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sqrt(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_sqrt(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sqrt(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_sqrt(vector_float src, vector_bool mask);
// asc_mul: dst[i] = src0[i] * src1[i] on active lanes, 0 on inactive lanes: integers keep the low bits, floats round to nearest even with subnormals (bfloat16 through float32).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_mul(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_mul(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_mul(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(vector_bfloat16_t& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_mul(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_mul(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_mul(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_mul(vector_float src0, vector_float src1, vector_bool mask);
// asc_mul_scalar: dst[i] = src[i] * value on active lanes, 0 on inactive lanes: integers keep the low bits, floats round to nearest even with subnormals (bfloat16 through float32).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(vector_int16_t& dst, vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_mul_scalar(vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(vector_uint16_t& dst, vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_mul_scalar(vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(vector_half& dst, vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_mul_scalar(vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(vector_int32_t& dst, vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_mul_scalar(vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(vector_uint32_t& dst, vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_mul_scalar(vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar(vector_float& dst, vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_mul_scalar(vector_float src, float value, vector_bool mask);
// asc_muls: dst[2i+0] = half(src[i] * value) on active lanes, 0 on inactive lanes (even half lanes; the others 0): the float product rounds to nearest even, the conversion rounds to nearest with ties away from zero (CAST_ROUND); the mask is read per float element.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_muls(vector_half& dst, vector_float src, float value, vector_bool mask);
// asc_muls_v2: dst[2i+1] = half(src[i] * value) on active lanes, 0 on inactive lanes (odd half lanes; the others 0): the float product rounds to nearest even, the conversion rounds to nearest with ties away from zero (CAST_ROUND); the mask is read per float element.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_muls_v2(vector_half& dst, vector_float src, float value, vector_bool mask);
// asc_addc: {carry, dst} = src0 + src1 + carry_src as a 33-bit sum on active lanes, 0 on inactive lanes; carry_src and carry hold one flag per element in the governing bit of its 4-bit group (the other carry bits 0).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_addc(vector_bool& carry, vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool carry_src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_addc(vector_bool& carry, vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool carry_src, vector_bool mask);
// asc_madd: dst[i] = dst[i] * src0[i] + src1[i] on active lanes, 0 on inactive lanes: fused, computed exactly and rounded once (subnormals kept).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_madd(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_madd(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_madd(vector_bfloat16_t& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
// asc_leakyrelu: dst[i] = src[i] if its sign bit is clear, else src[i] * value (rounded once) on active lanes, 0 on inactive lanes; -0 takes the product, +0 passes, as the boundary-value appendix has it.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_leakyrelu(vector_float& dst, vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_leakyrelu(vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_leakyrelu(vector_half& dst, vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_leakyrelu(vector_half src, half value, vector_bool mask);
// asc_max: dst[i] = max(src0[i], src1[i]) on active lanes, 0 on inactive lanes; a NaN operand gives NaN, max(-0, +0) = +0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(vector_uint8_t& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_max(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_max(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_max(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_max(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_max(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_max(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_max(vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_max(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max(vector_bfloat16_t& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_max(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
// asc_min_scalar: dst[i] = min(src[i], value) on active lanes, 0 on inactive lanes; a NaN operand gives NaN, min(-0, +0) = -0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(vector_int32_t& dst, vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_min_scalar(vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(vector_uint32_t& dst, vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_min_scalar(vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(vector_int16_t& dst, vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_min_scalar(vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(vector_uint16_t& dst, vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_min_scalar(vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(vector_int8_t& dst, vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_min_scalar(vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(vector_uint8_t& dst, vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_min_scalar(vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(vector_float& dst, vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_min_scalar(vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(vector_half& dst, vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_min_scalar(vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_min_scalar(vector_bfloat16_t& dst, vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_min_scalar(vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
// asc_exp: dst[i] = e^src[i] on active lanes, 0 on inactive lanes, correctly rounded (within the 1 ulp the vendor states); subnormal inputs count as zeros and subnormal results are flushed to zero; overflow gives +inf.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_exp(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_exp(vector_float src, vector_bool mask);
// asc_add_scalar: dst[i] = src[i] + value on active lanes, 0 on inactive lanes: integers wrap, floats round to nearest even with subnormals (bfloat16 through float32).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(vector_int8_t& dst, vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_add_scalar(vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(vector_uint8_t& dst, vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_add_scalar(vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(vector_int16_t& dst, vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_add_scalar(vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(vector_uint16_t& dst, vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_add_scalar(vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(vector_half& dst, vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_add_scalar(vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(vector_bfloat16_t& dst, vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_add_scalar(vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(vector_int32_t& dst, vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_add_scalar(vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(vector_uint32_t& dst, vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_add_scalar(vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_add_scalar(vector_float& dst, vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_add_scalar(vector_float src, float value, vector_bool mask);
// asc_exp_sub: dst[i] = exp(float(src0) - float(src1)) into float lanes on active lanes, 0 on inactive lanes; from half sources element 2i of each (the mask read per half element); the difference rounds to float, exp as asc_exp.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp_sub(vector_float& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp_sub(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_exp_sub(vector_float src0, vector_float src1, vector_bool mask);
// asc_exp_sub_v2: asc_exp_sub from the odd elements 2i+1 of half sources; with float sources the same as asc_exp_sub (deprecated there).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp_sub_v2(vector_float& dst, vector_half src0, vector_half src1, vector_bool mask);
[[deprecated("use asc_exp_sub instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp_sub_v2(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
// asc_ln: dst[i] = ln(src[i]) on active lanes, 0 on inactive lanes, correctly rounded (within the 1 ulp the vendor states); subnormal inputs count as zeros and subnormal results are flushed to zero; ln(±0) = -inf, negatives give NaN.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ln(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ln(vector_float& dst, vector_float src, vector_bool mask);
// asc_div: dst[i] = src0[i] / src1[i] on active lanes, 0 on inactive lanes. Floats: correctly rounded (within the 1 ulp the vendor states); subnormal inputs count as zeros and subnormal results are flushed to zero. Integers (pages silent): truncated toward zero, x / 0 = all bits set (-1, or the unsigned maximum), MIN / -1 = MIN.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_div(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_div(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_div(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_div(vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_div(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_div(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_div(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_div(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_div(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_div(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_div(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_div(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
// asc_max_scalar: dst[i] = max(src[i], value) on active lanes, 0 on inactive lanes; a NaN operand gives NaN, max(-0, +0) = +0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(vector_int8_t& dst, vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_max_scalar(vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(vector_int16_t& dst, vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_max_scalar(vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(vector_int32_t& dst, vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_max_scalar(vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(vector_uint8_t& dst, vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_max_scalar(vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(vector_uint16_t& dst, vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_max_scalar(vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(vector_uint32_t& dst, vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_max_scalar(vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(vector_half& dst, vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_max_scalar(vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(vector_float& dst, vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_max_scalar(vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_max_scalar(vector_bfloat16_t& dst, vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_max_scalar(vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
// asc_prelu: dst[i] = src0[i] if its sign bit is clear, else src0[i] * src1[i] (rounded once) on active lanes, 0 on inactive lanes; -0 takes the product, +0 passes, as the boundary-value appendix has it.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_prelu(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_prelu(vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_prelu(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_prelu(vector_half src0, vector_half src1, vector_bool mask);
// asc_and: dst[i] = src0[i] & src1[i] on the raw bits of active lanes, 0 on inactive lanes; on mask registers bit by bit: dst[j] = mask[j] & (src0[j] & src1[j]).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_and(vector_bool src0, vector_bool src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(vector_uint8_t& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_and(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_and(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src0, vector_fp8_e4m3fn_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src0, vector_fp8_e5m2_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_and(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_and(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(vector_bfloat16_t& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_and(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_and(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:18"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_and(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
// asc_or: dst[i] = src0[i] | src1[i] on the raw bits of active lanes, 0 on inactive lanes; on mask registers bit by bit: dst[j] = mask[j] & (src0[j] | src1[j]).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_or(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(vector_uint8_t& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_or(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_or(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_or(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_or(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_or(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_or(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_or(vector_bool src0, vector_bool src1, vector_bool mask);
// asc_xor: dst[i] = src0[i] ^ src1[i] on the raw bits of active lanes, 0 on inactive lanes; on mask registers bit by bit: dst[j] = mask[j] & (src0[j] ^ src1[j]).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_xor(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_xor(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_xor(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_xor(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_xor(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_xor(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_xor(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_xor(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_xor(vector_uint8_t& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_xor(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_xor(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_xor(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_xor(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_xor(vector_bool src0, vector_bool src1, vector_bool mask);
// asc_not: dst[i] = ~src[i] on the raw bits of active lanes, 0 on inactive lanes; on a mask register bit by bit: dst[j] = mask[j] & ~src[j].
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_not(vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_not(vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_not(vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_not(vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_not(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_not(vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_not(vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_not(vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_not(vector_bool& dst, vector_bool src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_not(vector_bool src, vector_bool mask);
// asc_shiftleft: dst[i] = src0[i] << src1[i] on active lanes, 0 elsewhere; unsigned: logical (zeros enter at the bottom); signed: the sign bit stays and the bits below it move up; a count above the width gives 0 (a count equal to it: 0, or the sign bit alone for signed). A negative count on an active lane is an error.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(vector_uint8_t& dst, vector_uint8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_shiftleft(vector_uint8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_shiftleft(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(vector_uint16_t& dst, vector_uint16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_shiftleft(vector_uint16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_shiftleft(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(vector_uint32_t& dst, vector_uint32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_shiftleft(vector_uint32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_shiftleft(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
// asc_shiftleft_scalar: dst[i] = src[i] << value on active lanes, 0 elsewhere, as asc_shiftleft. A negative value is an error.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft_scalar(vector_uint8_t& dst, vector_uint8_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_shiftleft_scalar(vector_uint8_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft_scalar(vector_int8_t& dst, vector_int8_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_shiftleft_scalar(vector_int8_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft_scalar(vector_uint16_t& dst, vector_uint16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_shiftleft_scalar(vector_uint16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft_scalar(vector_int16_t& dst, vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_shiftleft_scalar(vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft_scalar(vector_uint32_t& dst, vector_uint32_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_shiftleft_scalar(vector_uint32_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftleft_scalar(vector_int32_t& dst, vector_int32_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_shiftleft_scalar(vector_int32_t src, int16_t value, vector_bool mask);
// asc_shiftright: dst[i] = src0[i] >> src1[i] on active lanes, 0 elsewhere; unsigned: logical (a count of the width or more gives 0); signed: arithmetic (a count of the width or more gives -1 for negative elements, 0 otherwise). A negative count on an active lane is an error.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(vector_uint8_t& dst, vector_uint8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_shiftright(vector_uint8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_shiftright(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(vector_uint16_t& dst, vector_uint16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_shiftright(vector_uint16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_shiftright(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(vector_uint32_t& dst, vector_uint32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_shiftright(vector_uint32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_shiftright(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
// asc_shiftright_scalar: dst[i] = src[i] >> value on active lanes, 0 elsewhere, as asc_shiftright. A negative value is an error.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_scalar(vector_uint8_t& dst, vector_uint8_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_shiftright_scalar(vector_uint8_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_scalar(vector_int8_t& dst, vector_int8_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_shiftright_scalar(vector_int8_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_scalar(vector_uint16_t& dst, vector_uint16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_shiftright_scalar(vector_uint16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_scalar(vector_int16_t& dst, vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_shiftright_scalar(vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_scalar(vector_uint32_t& dst, vector_uint32_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_shiftright_scalar(vector_uint32_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_shiftright_scalar(vector_int32_t& dst, vector_int32_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_shiftright_scalar(vector_int32_t src, int16_t value, vector_bool mask);
// asc_eq: Mask bit of element i (bit i*k) set where src0[i] == src1[i] on active lanes, every other bit 0 (IEEE 754: NaN compares unequal, -0 == +0).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(vector_bool& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(vector_bool& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(vector_bool& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(vector_bool& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(vector_bool& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(vector_bool& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(vector_bool& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(vector_bool& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq(vector_bool& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq(vector_float src0, vector_float src1, vector_bool mask);
// asc_eq_scalar: Mask bit of element i (bit i*k) set where src[i] == value on active lanes, every other bit 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar(vector_bool& dst, vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq_scalar(vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar(vector_bool& dst, vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq_scalar(vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar(vector_bool& dst, vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq_scalar(vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar(vector_bool& dst, vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq_scalar(vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar(vector_bool& dst, vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq_scalar(vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar(vector_bool& dst, vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq_scalar(vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar(vector_bool& dst, vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq_scalar(vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar(vector_bool& dst, vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq_scalar(vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_eq_scalar(vector_bool& dst, vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_eq_scalar(vector_float src, float value, vector_bool mask);
// asc_ne: Mask bit of element i (bit i*k) set where src0[i] != src1[i] on active lanes, every other bit 0 (IEEE 754: NaN compares unequal, -0 == +0).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(vector_bool& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(vector_bool& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(vector_bool& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(vector_bool& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(vector_bool& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(vector_bool& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(vector_bool& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(vector_bool& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne(vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne(vector_bool& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
// asc_ne_scalar: Mask bit of element i (bit i*k) set where src[i] != value on active lanes, every other bit 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar(vector_bool& dst, vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne_scalar(vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar(vector_bool& dst, vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne_scalar(vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar(vector_bool& dst, vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne_scalar(vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar(vector_bool& dst, vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne_scalar(vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar(vector_bool& dst, vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne_scalar(vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar(vector_bool& dst, vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne_scalar(vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar(vector_bool& dst, vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne_scalar(vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar(vector_bool& dst, vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne_scalar(vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ne_scalar(vector_bool& dst, vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ne_scalar(vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
// asc_ge: Mask bit of element i (bit i*k) set where src0[i] >= src1[i] on active lanes, every other bit 0 (IEEE 754: NaN compares unequal, -0 == +0).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(vector_bool& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(vector_bool& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(vector_bool& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(vector_bool& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(vector_bool& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(vector_bool& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(vector_bool& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(vector_bool& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge(vector_bool& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge(vector_float src0, vector_float src1, vector_bool mask);
// asc_ge_scalar: Mask bit of element i (bit i*k) set where src[i] >= value on active lanes, every other bit 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar(vector_bool& dst, vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge_scalar(vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar(vector_bool& dst, vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge_scalar(vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar(vector_bool& dst, vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge_scalar(vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar(vector_bool& dst, vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge_scalar(vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar(vector_bool& dst, vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge_scalar(vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar(vector_bool& dst, vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge_scalar(vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar(vector_bool& dst, vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge_scalar(vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar(vector_bool& dst, vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge_scalar(vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_ge_scalar(vector_bool& dst, vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_ge_scalar(vector_float src, float value, vector_bool mask);
// asc_le: Mask bit of element i (bit i*k) set where src0[i] <= src1[i] on active lanes, every other bit 0 (IEEE 754: NaN compares unequal, -0 == +0).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(vector_bool& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(vector_bool& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(vector_bool& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(vector_bool& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(vector_bool& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(vector_bool& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(vector_bool& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(vector_bool& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le(vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le(vector_bool& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
// asc_le_scalar: Mask bit of element i (bit i*k) set where src[i] <= value on active lanes, every other bit 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar(vector_bool& dst, vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le_scalar(vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar(vector_bool& dst, vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le_scalar(vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar(vector_bool& dst, vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le_scalar(vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar(vector_bool& dst, vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le_scalar(vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar(vector_bool& dst, vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le_scalar(vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar(vector_bool& dst, vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le_scalar(vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar(vector_bool& dst, vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le_scalar(vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar(vector_bool& dst, vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le_scalar(vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_le_scalar(vector_bool& dst, vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_le_scalar(vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
// asc_lt: Mask bit of element i (bit i*k) set where src0[i] < src1[i] on active lanes, every other bit 0 (IEEE 754: NaN compares unequal, -0 == +0).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(vector_bool& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt(vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(vector_bool& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt(vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(vector_bool& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt(vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(vector_bool& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt(vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(vector_bool& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt(vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(vector_bool& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt(vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(vector_bool& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt(vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(vector_bool& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt(vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt(vector_bool& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
// asc_lt_scalar: Mask bit of element i (bit i*k) set where src[i] < value on active lanes, every other bit 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar(vector_bool& dst, vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt_scalar(vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar(vector_bool& dst, vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt_scalar(vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar(vector_bool& dst, vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt_scalar(vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar(vector_bool& dst, vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt_scalar(vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar(vector_bool& dst, vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt_scalar(vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar(vector_bool& dst, vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt_scalar(vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar(vector_bool& dst, vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt_scalar(vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar(vector_bool& dst, vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt_scalar(vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lt_scalar(vector_bool& dst, vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_lt_scalar(vector_float src, float value, vector_bool mask);
// asc_gt_scalar: Mask bit of element i (bit i*k) set where src[i] > value on active lanes, every other bit 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar(vector_bool& dst, vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt_scalar(vector_uint8_t src, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar(vector_bool& dst, vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt_scalar(vector_int8_t src, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar(vector_bool& dst, vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt_scalar(vector_bfloat16_t src, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar(vector_bool& dst, vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt_scalar(vector_uint16_t src, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar(vector_bool& dst, vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt_scalar(vector_int16_t src, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar(vector_bool& dst, vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt_scalar(vector_uint32_t src, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar(vector_bool& dst, vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt_scalar(vector_int32_t src, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar(vector_bool& dst, vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt_scalar(vector_half src, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_gt_scalar(vector_bool& dst, vector_float src, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_gt_scalar(vector_float src, float value, vector_bool mask);
// asc_reduce_sum: dst[0] = sum of the active elements (int16/uint16 widen to int32/uint32, 32-bit integers wrap, floats add in a pairwise binary tree, each sum rounded), every other element 0; no active element: +0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sum(vector_int32_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_reduce_sum(vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sum(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_reduce_sum(vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sum(vector_uint32_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_reduce_sum(vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sum(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_reduce_sum(vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sum(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_reduce_sum(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sum(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_reduce_sum(vector_float src, vector_bool mask);
// asc_reduce_sum_datablock: dst[b] = sum of the active elements of 32-byte block b of src (as asc_reduce_sum), for b = 0..7; every other element 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sum_datablock(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_reduce_sum_datablock(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sum_datablock(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_reduce_sum_datablock(vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sum_datablock(vector_uint32_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_reduce_sum_datablock(vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sum_datablock(vector_int32_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_reduce_sum_datablock(vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sum_datablock(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_reduce_sum_datablock(vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_sum_datablock(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_reduce_sum_datablock(vector_int32_t src, vector_bool mask);
// asc_reduce_max: dst[0] = the greatest active element, dst[1] = its first index (as raw bits of the element width), every other element 0; a NaN wins (the first one); max(-0, +0) = +0; no active element: the type's least value (floats: -inf) and index 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_max(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_reduce_max(vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_max(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_reduce_max(vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_max(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_reduce_max(vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_max(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_reduce_max(vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_max(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_reduce_max(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_max(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_reduce_max(vector_float src, vector_bool mask);
// asc_reduce_min: dst[0] = the least active element, dst[1] = its first index (as raw bits of the element width), every other element 0; a NaN wins (the first one); min(-0, +0) = -0; no active element: the type's greatest value (floats: +inf) and index 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_min(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_reduce_min(vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_min(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_reduce_min(vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_min(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_reduce_min(vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_min(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_reduce_min(vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_min(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_reduce_min(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_min(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_reduce_min(vector_float src, vector_bool mask);
// asc_reduce_min_datablock: dst[b] = the min of the active elements of 32-byte block b of src (as asc_reduce_min, without index), for b = 0..7; every other element 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_min_datablock(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_reduce_min_datablock(vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_min_datablock(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_reduce_min_datablock(vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_min_datablock(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_reduce_min_datablock(vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_min_datablock(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_reduce_min_datablock(vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_min_datablock(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_reduce_min_datablock(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_min_datablock(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_reduce_min_datablock(vector_float src, vector_bool mask);
// asc_reduce_max_datablock: dst[b] = the max of the active elements of 32-byte block b of src (as asc_reduce_max, without index), for b = 0..7; every other element 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_max_datablock(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_reduce_max_datablock(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_max_datablock(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_reduce_max_datablock(vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_max_datablock(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_reduce_max_datablock(vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_max_datablock(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_reduce_max_datablock(vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_max_datablock(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_reduce_max_datablock(vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_reduce_max_datablock(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_reduce_max_datablock(vector_int32_t src, vector_bool mask);
// asc_pair_reduce_sum: dst[j] = src[2j] + src[2j+1] for the lower half (an inactive element takes no part: one active element passes unchanged, none gives +0), the upper half 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pair_reduce_sum(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_pair_reduce_sum(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_pair_reduce_sum(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_pair_reduce_sum(vector_float src, vector_bool mask);
// asc_arange: dst[i] = value + i (integers wrap; floats: the exact sum rounded to nearest, ties toward +inf).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_arange(vector_int8_t& dst, int8_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_arange(int8_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_arange(vector_int16_t& dst, int16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_arange(int16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_arange(vector_int32_t& dst, int32_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_arange(int32_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_arange(vector_half& dst, half value);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_arange(half value);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_arange(vector_float& dst, float value);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_arange(float value);
// asc_arange_descend: dst[i] = value + (N-1-i) for N lanes: the last lane holds value (rounding as asc_arange).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_arange_descend(vector_int8_t& dst, int8_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_arange_descend(int8_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_arange_descend(vector_int16_t& dst, int16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_arange_descend(int16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_arange_descend(vector_int32_t& dst, int32_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_arange_descend(int32_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_arange_descend(vector_half& dst, half value);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_arange_descend(half value);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_arange_descend(vector_float& dst, float value);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_arange_descend(float value);
// asc_cumulative_histogram_bin0: dst[n] += number of active src elements in [0, 0 + n], for n = 0..127 (uint16_t counters wrap around); inactive src elements are not counted.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_cumulative_histogram_bin0(vector_uint16_t& dst, vector_uint8_t src, vector_bool mask);
// asc_cumulative_histogram_bin1: dst[n] += number of active src elements in [0, 128 + n], for n = 0..127 (uint16_t counters wrap around); inactive src elements are not counted.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_cumulative_histogram_bin1(vector_uint16_t& dst, vector_uint8_t src, vector_bool mask);
// asc_frequency_histogram_bin0: dst[n] += number of active src elements equal to 0 + n, for n = 0..127 (uint16_t counters wrap around); inactive src elements are not counted.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_frequency_histogram_bin0(vector_uint16_t& dst, vector_uint8_t src, vector_bool mask);
// asc_frequency_histogram_bin1: dst[n] += number of active src elements equal to 128 + n, for n = 0..127 (uint16_t counters wrap around); inactive src elements are not counted.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_frequency_histogram_bin1(vector_uint16_t& dst, vector_uint8_t src, vector_bool mask);
// asc_copy: Vector data: active lanes of dst take src, inactive lanes keep dst (merging). Masks: dst[j] = src[j] & mask[j] (all of src without mask). uint16_t/uint32_t data to a mask: the bits of block `part` (16 or 8 bytes) of src, each repeated 2 or 4 times.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_float& dst, vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_bool& dst, vector_bool src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_bool& dst, vector_bool src);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_bool& dst, vector_uint16_t src, int16_t part);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_copy(vector_bool& dst, vector_uint32_t src, int16_t part);
// asc_set_va_reg: VA register `addr` (VA0..VA7) takes the first 8 pointers of src_array (32-byte aligned UB addresses of the data blocks asc_transto5hd reads or writes).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ int8_t** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ uint8_t** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ int16_t** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ uint16_t** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ half** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ int32_t** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ uint32_t** src_array);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_va_reg(ub_addr8_t addr, __ubuf__ float** src_array);
// asc_exp_sub_half2float: dst[i] = exp(float(src0[2i+p]) - float(src1[2i+p])) into float lanes on active lanes, 0 on inactive lanes, p the tag (ASC_POSITION_EVEN = 0, ASC_POSITION_ODD = 1); as asc_exp_sub on half sources.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp_sub_half2float(vector_float& dst, vector_half src0, vector_half src1, vector_bool mask, std::integral_constant<asc_position_mode, asc_position_mode::EVEN> src_pos);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_exp_sub_half2float(vector_half src0, vector_half src1, vector_bool mask, std::integral_constant<asc_position_mode, asc_position_mode::EVEN> src_pos);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_exp_sub_half2float(vector_float& dst, vector_half src0, vector_half src1, vector_bool mask, std::integral_constant<asc_position_mode, asc_position_mode::ODD> src_pos);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_exp_sub_half2float(vector_half src0, vector_half src1, vector_bool mask, std::integral_constant<asc_position_mode, asc_position_mode::ODD> src_pos);
// asc_mul_scalar_float2half_rn: dst[2i+p] = half(src[i] * value) into half lanes on active lanes, 0 on inactive lanes, p the tag (ASC_POSITION_EVEN = 0, ASC_POSITION_ODD = 1), the other half lanes 0; the same instruction as asc_muls.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar_float2half_rn(vector_half& dst, vector_float src, float value, vector_bool mask, std::integral_constant<asc_position_mode, asc_position_mode::EVEN> dst_pos);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_mul_scalar_float2half_rn(vector_float src, float value, vector_bool mask, std::integral_constant<asc_position_mode, asc_position_mode::EVEN> dst_pos);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mul_scalar_float2half_rn(vector_half& dst, vector_float src, float value, vector_bool mask, std::integral_constant<asc_position_mode, asc_position_mode::ODD> dst_pos);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_mul_scalar_float2half_rn(vector_float src, float value, vector_bool mask, std::integral_constant<asc_position_mode, asc_position_mode::ODD> dst_pos);
// asc_duplicate_highest: Every active lane of dst gets the last element (N-1, whatever the mask) of src; inactive lanes are 0 (zeroing).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest(vector_fp8_e8m0_t& dst, vector_fp8_e8m0_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest(vector_float& dst, vector_float src, vector_bool mask);
// asc_duplicate_merge: Every active lane of dst gets element 0 of src; inactive lanes keep dst (merging).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_merge(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_merge(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_merge(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_merge(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_merge(vector_fp8_e8m0_t& dst, vector_fp8_e8m0_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_merge(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_merge(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_merge(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_merge(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_merge(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_merge(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_merge(vector_float& dst, vector_float src, vector_bool mask);
// asc_duplicate_highest_merge: Every active lane of dst gets the last element (N-1, whatever the mask) of src; inactive lanes keep dst (merging).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest_merge(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest_merge(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest_merge(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest_merge(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest_merge(vector_fp8_e8m0_t& dst, vector_fp8_e8m0_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest_merge(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest_merge(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest_merge(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest_merge(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest_merge(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest_merge(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_highest_merge(vector_float& dst, vector_float src, vector_bool mask);
// asc_duplicate_scalar_merge: Every active lane of dst gets value; inactive lanes keep dst (merging).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar_merge(vector_uint8_t& dst, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar_merge(vector_int8_t& dst, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar_merge(vector_fp8_e4m3fn_t& dst, fp8_e4m3fn_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar_merge(vector_fp8_e5m2_t& dst, fp8_e5m2_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar_merge(vector_fp8_e8m0_t& dst, fp8_e8m0_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar_merge(vector_uint16_t& dst, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar_merge(vector_int16_t& dst, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar_merge(vector_half& dst, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar_merge(vector_bfloat16_t& dst, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar_merge(vector_uint32_t& dst, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar_merge(vector_int32_t& dst, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_duplicate_scalar_merge(vector_float& dst, float value, vector_bool mask);
// asc_mask: asc_copy into a new register, returned: active lanes take src, inactive lanes are unspecified (the vendor copies into an uninitialised register; ascsim gives 0). Masks: src & mask (src without mask).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_mask(vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_mask(vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_mask(vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_mask(vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_mask(vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_mask(vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_mask(vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_mask(vector_float src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_mask(vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_mask(vector_bool src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_mask(vector_bool src);
// asc_extract_mask: A new mask from block part of src (16 or 8 bytes), each bit repeated 2 or 4 times: asc_copy(dst, src, part), returned.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_extract_mask(vector_uint16_t src, int16_t part);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bool asc_extract_mask(vector_uint32_t src, int16_t part);
// asc_log: dst[i] = ln(src[i]) on active lanes, 0 on inactive lanes (the same instruction as asc_ln), correctly rounded (within the 1 ulp the vendor states); subnormal inputs count as zeros and subnormal results are flushed to zero.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_log(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_log(vector_float& dst, vector_float src, vector_bool mask);
// asc_mula: dst[i] = src0[i] * src1[i] + dst[i] on active lanes, 0 on inactive lanes: integers keep the low bits, floats are fused (computed exactly and rounded once, subnormals kept).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mula(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mula(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mula(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mula(vector_bfloat16_t& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mula(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mula(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_mula(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
// asc_fma: Returns src0[i] * src1[i] + src2[i] on active lanes, 0 on inactive lanes: fused, computed exactly and rounded once (subnormals kept).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_half asc_fma(vector_half src0, vector_half src1, vector_half src2, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_bfloat16_t asc_fma(vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bfloat16_t src2, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_float asc_fma(vector_float src0, vector_float src1, vector_float src2, vector_bool mask);
// asc_unsqueeze_u8: asc_unsqueeze into a new vector_uint8_t, returned: dst[0] = 0, dst[i] = dst[i-1] + mask_(i-1).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint8_t asc_unsqueeze_u8(vector_bool mask);
// asc_unsqueeze_s8: asc_unsqueeze into a new vector_int8_t, returned: dst[0] = 0, dst[i] = dst[i-1] + mask_(i-1).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int8_t asc_unsqueeze_s8(vector_bool mask);
// asc_unsqueeze_u16: asc_unsqueeze into a new vector_uint16_t, returned: dst[0] = 0, dst[i] = dst[i-1] + mask_(i-1).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint16_t asc_unsqueeze_u16(vector_bool mask);
// asc_unsqueeze_s16: asc_unsqueeze into a new vector_int16_t, returned: dst[0] = 0, dst[i] = dst[i-1] + mask_(i-1).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int16_t asc_unsqueeze_s16(vector_bool mask);
// asc_unsqueeze_u32: asc_unsqueeze into a new vector_uint32_t, returned: dst[0] = 0, dst[i] = dst[i-1] + mask_(i-1).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_uint32_t asc_unsqueeze_u32(vector_bool mask);
// asc_unsqueeze_s32: asc_unsqueeze into a new vector_int32_t, returned: dst[0] = 0, dst[i] = dst[i-1] + mask_(i-1).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE vector_int32_t asc_unsqueeze_s32(vector_bool mask);
// asc_squeeze_and_storeunalign_init: Clear AR, the byte count of the squeeze-and-store stream.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_init();
// asc_squeeze_and_storeunalign: dst = the elements of src1 whose governing squeeze_mask bit is set, from lane 0, zeros above; they are appended to the unaligned store stream src0 at dst_addr + AR and AR grows by their bytes (32-byte blocks the stream completes reach UB).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ int8_t* dst_addr, vector_int8_t& dst, vector_store_unalign& src0, vector_int8_t src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ uint8_t* dst_addr, vector_uint8_t& dst, vector_store_unalign& src0, vector_uint8_t src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ int16_t* dst_addr, vector_int16_t& dst, vector_store_unalign& src0, vector_int16_t src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ uint16_t* dst_addr, vector_uint16_t& dst, vector_store_unalign& src0, vector_uint16_t src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ int32_t* dst_addr, vector_int32_t& dst, vector_store_unalign& src0, vector_int32_t src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ uint32_t* dst_addr, vector_uint32_t& dst, vector_store_unalign& src0, vector_uint32_t src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ half* dst_addr, vector_half& dst, vector_store_unalign& src0, vector_half src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ float* dst_addr, vector_float& dst, vector_store_unalign& src0, vector_float src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ bfloat16_t* dst_addr, vector_bfloat16_t& dst, vector_store_unalign& src0, vector_bfloat16_t src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ fp8_e4m3fn_t* dst_addr, vector_fp8_e4m3fn_t& dst, vector_store_unalign& src0, vector_fp8_e4m3fn_t src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ fp8_e5m2_t* dst_addr, vector_fp8_e5m2_t& dst, vector_store_unalign& src0, vector_fp8_e5m2_t src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ fp8_e8m0_t* dst_addr, vector_fp8_e8m0_t& dst, vector_store_unalign& src0, vector_fp8_e8m0_t src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ fp4x2_e2m1_t* dst_addr, vector_fp4x2_e2m1_t& dst, vector_store_unalign& src0, vector_fp4x2_e2m1_t src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ fp4x2_e1m2_t* dst_addr, vector_fp4x2_e1m2_t& dst, vector_store_unalign& src0, vector_fp4x2_e1m2_t src1, vector_bool squeeze_mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign(__ubuf__ int4b_t* dst_addr, vector_int4x2_t& dst, vector_store_unalign& src0, vector_int4x2_t src1, vector_bool squeeze_mask);
// asc_squeeze_and_storeunalign_finalize: Flush the bytes the squeeze-and-store stream src still holds to UB: the stream ends at dst + AR.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ int8_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ uint8_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ fp4x2_e2m1_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ fp4x2_e1m2_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ int4b_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ fp8_e8m0_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ fp8_e5m2_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ fp8_e4m3fn_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ int16_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ uint16_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ half* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ bfloat16_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ int32_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ uint32_t* dst, vector_store_unalign src);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_squeeze_and_storeunalign_finalize(__ubuf__ float* dst, vector_store_unalign src);

#endif  // __ASCSIM_C_API_REG_COMPUTE_REG_VECTOR_H
