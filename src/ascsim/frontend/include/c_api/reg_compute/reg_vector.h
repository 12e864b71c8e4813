// Generated from ascsim.spec by `python -m ascsim.spec.gen`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_REG_COMPUTE_REG_VECTOR_H
#define __ASCSIM_C_API_REG_COMPUTE_REG_VECTOR_H
#include "c_api/utils/types.h"

// asc_intlv: Interleave two registers: dst0/dst1 get the low/high halves of src0 and src1, element by element alternately.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_intlv(vector_int8_t& dst0, vector_int8_t& dst1, vector_int8_t src0, vector_int8_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_intlv(vector_uint8_t& dst0, vector_uint8_t& dst1, vector_uint8_t src0, vector_uint8_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_intlv(vector_hifloat8_t& dst0, vector_hifloat8_t& dst1, vector_hifloat8_t src0, vector_hifloat8_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_intlv(vector_fp8_e8m0_t& dst0, vector_fp8_e8m0_t& dst1, vector_fp8_e8m0_t src0, vector_fp8_e8m0_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_intlv(vector_fp8_e5m2_t& dst0, vector_fp8_e5m2_t& dst1, vector_fp8_e5m2_t src0, vector_fp8_e5m2_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_intlv(vector_fp8_e4m3fn_t& dst0, vector_fp8_e4m3fn_t& dst1, vector_fp8_e4m3fn_t src0, vector_fp8_e4m3fn_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) inline void asc_intlv(vector_int16_t& dst0, vector_int16_t& dst1, vector_int16_t src0, vector_int16_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) inline void asc_intlv(vector_uint16_t& dst0, vector_uint16_t& dst1, vector_uint16_t src0, vector_uint16_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) inline void asc_intlv(vector_half& dst0, vector_half& dst1, vector_half src0, vector_half src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) inline void asc_intlv(vector_bfloat16_t& dst0, vector_bfloat16_t& dst1, vector_bfloat16_t src0, vector_bfloat16_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) inline void asc_intlv(vector_int32_t& dst0, vector_int32_t& dst1, vector_int32_t src0, vector_int32_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) inline void asc_intlv(vector_uint32_t& dst0, vector_uint32_t& dst1, vector_uint32_t src0, vector_uint32_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) inline void asc_intlv(vector_float& dst0, vector_float& dst1, vector_float src0, vector_float src1);
// asc_intlv_b8: Interleave two mask registers in groups of 1 bit.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_intlv_b8(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
// asc_intlv_b16: Interleave two mask registers in groups of 2 bits.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_intlv_b16(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
// asc_intlv_b32: Interleave two mask registers in groups of 4 bits.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_intlv_b32(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
// asc_deintlv: Deinterleave two registers: dst0/dst1 get the even/odd elements of the stream src0 ++ src1.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_deintlv(vector_int8_t& dst0, vector_int8_t& dst1, vector_int8_t src0, vector_int8_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_deintlv(vector_uint8_t& dst0, vector_uint8_t& dst1, vector_uint8_t src0, vector_uint8_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_deintlv(vector_hifloat8_t& dst0, vector_hifloat8_t& dst1, vector_hifloat8_t src0, vector_hifloat8_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_deintlv(vector_fp8_e8m0_t& dst0, vector_fp8_e8m0_t& dst1, vector_fp8_e8m0_t src0, vector_fp8_e8m0_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_deintlv(vector_fp8_e5m2_t& dst0, vector_fp8_e5m2_t& dst1, vector_fp8_e5m2_t src0, vector_fp8_e5m2_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_deintlv(vector_fp8_e4m3fn_t& dst0, vector_fp8_e4m3fn_t& dst1, vector_fp8_e4m3fn_t src0, vector_fp8_e4m3fn_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) inline void asc_deintlv(vector_int16_t& dst0, vector_int16_t& dst1, vector_int16_t src0, vector_int16_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) inline void asc_deintlv(vector_uint16_t& dst0, vector_uint16_t& dst1, vector_uint16_t src0, vector_uint16_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) inline void asc_deintlv(vector_half& dst0, vector_half& dst1, vector_half src0, vector_half src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) inline void asc_deintlv(vector_bfloat16_t& dst0, vector_bfloat16_t& dst1, vector_bfloat16_t src0, vector_bfloat16_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) inline void asc_deintlv(vector_int32_t& dst0, vector_int32_t& dst1, vector_int32_t src0, vector_int32_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) inline void asc_deintlv(vector_uint32_t& dst0, vector_uint32_t& dst1, vector_uint32_t src0, vector_uint32_t src1);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) inline void asc_deintlv(vector_float& dst0, vector_float& dst1, vector_float src0, vector_float src1);
// asc_deintlv_b8: Deinterleave two mask registers in groups of 1 bit.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_deintlv_b8(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
// asc_deintlv_b16: Deinterleave two mask registers in groups of 2 bits.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_deintlv_b16(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
// asc_deintlv_b32: Deinterleave two mask registers in groups of 4 bits.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_deintlv_b32(vector_bool& dst0, vector_bool& dst1, vector_bool src0, vector_bool src1);
// asc_unpack_lower: Widen the low half of src (zero extension for unsigned, sign extension for signed); on masks each bit becomes a pair.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_unpack_lower(vector_uint16_t& dst, vector_uint8_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_unpack_lower(vector_int16_t& dst, vector_int8_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_unpack_lower(vector_uint32_t& dst, vector_uint16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_unpack_lower(vector_int32_t& dst, vector_int16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_unpack_lower(vector_bool& dst, vector_bool src);
// asc_unpack_upper: Widen the high half of src (zero extension for unsigned, sign extension for signed); on masks each bit becomes a pair.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_unpack_upper(vector_uint16_t& dst, vector_uint8_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_unpack_upper(vector_int16_t& dst, vector_int8_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_unpack_upper(vector_uint32_t& dst, vector_uint16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_unpack_upper(vector_int32_t& dst, vector_int16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_unpack_upper(vector_bool& dst, vector_bool src);
// asc_pack_to_low: Keep the low half of each element's bits, in the low half of dst (zeros above).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_pack_to_low(vector_uint8_t& dst, vector_uint16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_pack_to_low(vector_uint16_t& dst, vector_uint32_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_pack_to_low(vector_bool& dst, vector_bool src);
// asc_pack_to_high: Keep the low half of each element's bits, in the high half of dst (zeros below).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_pack_to_high(vector_uint8_t& dst, vector_uint16_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_pack_to_high(vector_uint16_t& dst, vector_uint32_t src);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_pack_to_high(vector_bool& dst, vector_bool src);
// asc_pack: Deprecated name of asc_pack_to_low.
[[deprecated("use asc_pack_to_low instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_pack(vector_uint8_t& dst, vector_uint16_t src);
[[deprecated("use asc_pack_to_low instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_pack(vector_uint8_t& dst, vector_int16_t src);
[[deprecated("use asc_pack_to_low instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_pack(vector_uint16_t& dst, vector_uint32_t src);
[[deprecated("use asc_pack_to_low instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_pack(vector_uint16_t& dst, vector_int32_t src);
[[deprecated("use asc_pack_to_low instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_pack(vector_bool& dst, vector_bool src);
// asc_pack_v2: Deprecated name of asc_pack_to_high.
[[deprecated("use asc_pack_to_high instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_pack_v2(vector_uint8_t& dst, vector_uint16_t src);
[[deprecated("use asc_pack_to_high instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_pack_v2(vector_uint8_t& dst, vector_int16_t src);
[[deprecated("use asc_pack_to_high instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_pack_v2(vector_uint16_t& dst, vector_uint32_t src);
[[deprecated("use asc_pack_to_high instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_pack_v2(vector_uint16_t& dst, vector_int32_t src);
[[deprecated("use asc_pack_to_high instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_pack_v2(vector_bool& dst, vector_bool src);
// asc_select: dst[i] = mask_i ? src0[i] : src1[i] (mask_i: the governing bit of element i).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_select(vector_bool& dst, vector_bool src0, vector_bool src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_select(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_select(vector_uint8_t& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_select(vector_hifloat8_t& dst, vector_hifloat8_t src0, vector_hifloat8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_select(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src0, vector_fp8_e5m2_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_select(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src0, vector_fp8_e4m3fn_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) inline void asc_select(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) inline void asc_select(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) inline void asc_select(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) inline void asc_select(vector_bfloat16_t& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) inline void asc_select(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) inline void asc_select(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) inline void asc_select(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
// asc_squeeze: The elements whose governing mask bit is set, in order from lane 0; zeros above.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_squeeze(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_squeeze(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_squeeze(vector_hifloat8_t& dst, vector_hifloat8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_squeeze(vector_fp8_e8m0_t& dst, vector_fp8_e8m0_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_squeeze(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_squeeze(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) inline void asc_squeeze(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) inline void asc_squeeze(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) inline void asc_squeeze(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) inline void asc_squeeze(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) inline void asc_squeeze(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) inline void asc_squeeze(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) inline void asc_squeeze(vector_float& dst, vector_float src, vector_bool mask);
// asc_squeeze_v2: Deprecated name of asc_squeeze.
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_squeeze_v2(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_squeeze_v2(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_squeeze_v2(vector_hifloat8_t& dst, vector_hifloat8_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_squeeze_v2(vector_fp8_e8m0_t& dst, vector_fp8_e8m0_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_squeeze_v2(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_squeeze_v2(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:6"))) inline void asc_squeeze_v2(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:7"))) inline void asc_squeeze_v2(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:8"))) inline void asc_squeeze_v2(vector_half& dst, vector_half src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:9"))) inline void asc_squeeze_v2(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:10"))) inline void asc_squeeze_v2(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:11"))) inline void asc_squeeze_v2(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
[[deprecated("use asc_squeeze instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:12"))) inline void asc_squeeze_v2(vector_float& dst, vector_float src, vector_bool mask);
// asc_squeeze_with_status: asc_squeeze that also adds the bytes it selects to the AR register.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_squeeze_with_status(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_squeeze_with_status(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_squeeze_with_status(vector_hifloat8_t& dst, vector_hifloat8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_squeeze_with_status(vector_fp8_e8m0_t& dst, vector_fp8_e8m0_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_squeeze_with_status(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_squeeze_with_status(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) inline void asc_squeeze_with_status(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) inline void asc_squeeze_with_status(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) inline void asc_squeeze_with_status(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) inline void asc_squeeze_with_status(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) inline void asc_squeeze_with_status(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) inline void asc_squeeze_with_status(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) inline void asc_squeeze_with_status(vector_float& dst, vector_float src, vector_bool mask);
// asc_unsqueeze: Exclusive prefix count of the governing mask bits: dst[0] = 0, dst[i] = dst[i-1] + mask_{i-1}.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_unsqueeze(vector_uint8_t& dst, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_unsqueeze(vector_int8_t& dst, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_unsqueeze(vector_uint16_t& dst, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_unsqueeze(vector_int16_t& dst, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_unsqueeze(vector_uint32_t& dst, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_unsqueeze(vector_int32_t& dst, vector_bool mask);
// asc_clear_ar_spr: Clear the AR special register (bytes appended by squeeze streams) to 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_clear_ar_spr();
// asc_duplicate: Every active lane of dst gets element 0 of src; inactive lanes are 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_duplicate(vector_int8_t& dst, vector_int8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_duplicate(vector_uint8_t& dst, vector_uint8_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_duplicate(vector_fp8_e5m2_t& dst, vector_fp8_e5m2_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_duplicate(vector_fp8_e4m3fn_t& dst, vector_fp8_e4m3fn_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_duplicate(vector_int16_t& dst, vector_int16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_duplicate(vector_uint16_t& dst, vector_uint16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) inline void asc_duplicate(vector_half& dst, vector_half src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) inline void asc_duplicate(vector_bfloat16_t& dst, vector_bfloat16_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) inline void asc_duplicate(vector_int32_t& dst, vector_int32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) inline void asc_duplicate(vector_uint32_t& dst, vector_uint32_t src, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) inline void asc_duplicate(vector_float& dst, vector_float src, vector_bool mask);
// asc_duplicate_scalar: Every (active) lane of dst gets value; inactive lanes are 0.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_duplicate_scalar(vector_int8_t& dst, int8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_duplicate_scalar(vector_uint8_t& dst, uint8_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_duplicate_scalar(vector_fp8_e5m2_t& dst, fp8_e5m2_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_duplicate_scalar(vector_fp8_e4m3fn_t& dst, fp8_e4m3fn_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_duplicate_scalar(vector_int16_t& dst, int16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_duplicate_scalar(vector_uint16_t& dst, uint16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) inline void asc_duplicate_scalar(vector_half& dst, half value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) inline void asc_duplicate_scalar(vector_bfloat16_t& dst, bfloat16_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) inline void asc_duplicate_scalar(vector_int32_t& dst, int32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) inline void asc_duplicate_scalar(vector_uint32_t& dst, uint32_t value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) inline void asc_duplicate_scalar(vector_float& dst, float value, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:11"))) inline void asc_duplicate_scalar(vector_int8_t& dst, int8_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:12"))) inline void asc_duplicate_scalar(vector_uint8_t& dst, uint8_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:13"))) inline void asc_duplicate_scalar(vector_fp8_e5m2_t& dst, fp8_e5m2_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:14"))) inline void asc_duplicate_scalar(vector_fp8_e4m3fn_t& dst, fp8_e4m3fn_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:15"))) inline void asc_duplicate_scalar(vector_int16_t& dst, int16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:16"))) inline void asc_duplicate_scalar(vector_uint16_t& dst, uint16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:17"))) inline void asc_duplicate_scalar(vector_half& dst, half value);
__simd_callee__ __attribute__((annotate("ascsim_overload:18"))) inline void asc_duplicate_scalar(vector_bfloat16_t& dst, bfloat16_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:19"))) inline void asc_duplicate_scalar(vector_int32_t& dst, int32_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:20"))) inline void asc_duplicate_scalar(vector_uint32_t& dst, uint32_t value);
__simd_callee__ __attribute__((annotate("ascsim_overload:21"))) inline void asc_duplicate_scalar(vector_float& dst, float value);
__simd_callee__ __attribute__((annotate("ascsim_overload:22"))) inline void asc_duplicate_scalar(vector_fp8_e8m0_t& dst, fp8_e8m0_t value);
// asc_add: dst[i] = src0[i] + src1[i] on active lanes (integers wrap, floats round to nearest even), 0 on inactive lanes; the carry form also writes a mask: the carry out of the unsigned 32-bit sum.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_add(vector_uint8_t& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_add(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_add(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_add(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_add(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_add(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) inline void asc_add(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) inline void asc_add(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) inline void asc_add(vector_bfloat16_t& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) inline void asc_add(vector_bool& carry, vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) inline void asc_add(vector_bool& carry, vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
// asc_sub: dst[i] = src0[i] - src1[i] on active lanes (integers wrap, floats round to nearest even), 0 on inactive lanes; the carry form also writes a mask: set when no borrow occurs (src0 >= src1 as unsigned).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_sub(vector_uint8_t& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_sub(vector_int8_t& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_sub(vector_uint16_t& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_sub(vector_int16_t& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_sub(vector_half& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_sub(vector_float& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) inline void asc_sub(vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) inline void asc_sub(vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) inline void asc_sub(vector_bfloat16_t& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:9"))) inline void asc_sub(vector_bool& carry, vector_uint32_t& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:10"))) inline void asc_sub(vector_bool& carry, vector_int32_t& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
// asc_gt: Mask bit of element i set where src0[i] > src1[i] on active lanes, clear elsewhere.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_gt(vector_bool& dst, vector_uint8_t src0, vector_uint8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_gt(vector_bool& dst, vector_int8_t src0, vector_int8_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline void asc_gt(vector_bool& dst, vector_uint16_t src0, vector_uint16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline void asc_gt(vector_bool& dst, vector_int16_t src0, vector_int16_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:4"))) inline void asc_gt(vector_bool& dst, vector_half src0, vector_half src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:5"))) inline void asc_gt(vector_bool& dst, vector_float src0, vector_float src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:6"))) inline void asc_gt(vector_bool& dst, vector_int32_t src0, vector_int32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:7"))) inline void asc_gt(vector_bool& dst, vector_uint32_t src0, vector_uint32_t src1, vector_bool mask);
__simd_callee__ __attribute__((annotate("ascsim_overload:8"))) inline void asc_gt(vector_bool& dst, vector_bfloat16_t src0, vector_bfloat16_t src1, vector_bool mask);
// asc_create_mask_b8: A mask for 8-bit elements from a pattern (PAT_ALL, PAT_VL8, PAT_H ...).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline vector_bool asc_create_mask_b8(pat_t pat_mode);
// asc_create_mask_b16: A mask for 16-bit elements from a pattern (PAT_ALL, PAT_VL8, PAT_H ...).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline vector_bool asc_create_mask_b16(pat_t pat_mode);
// asc_create_mask_b32: A mask for 32-bit elements from a pattern (PAT_ALL, PAT_VL8, PAT_H ...).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline vector_bool asc_create_mask_b32(pat_t pat_mode);
// asc_update_mask_b8: A mask of the first min(value, 256) 8-bit elements; value decreases by that count.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline vector_bool asc_update_mask_b8(uint32_t& value);
// asc_update_mask_b16: A mask of the first min(value, 128) 16-bit elements; value decreases by that count.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline vector_bool asc_update_mask_b16(uint32_t& value);
// asc_update_mask_b32: A mask of the first min(value, 64) 32-bit elements; value decreases by that count.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline vector_bool asc_update_mask_b32(uint32_t& value);
// asc_update_addr_reg_b32: An address register for 32-bit elements: offset = sum of loop index_i x offset_i over the k enclosing loops (the last offset goes with the innermost loop).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline addr_reg asc_update_addr_reg_b32(uint32_t offset);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline addr_reg asc_update_addr_reg_b32(uint32_t offset0, uint32_t offset1);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline addr_reg asc_update_addr_reg_b32(uint32_t offset0, uint32_t offset1, uint32_t offset2);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline addr_reg asc_update_addr_reg_b32(uint32_t offset0, uint32_t offset1, uint32_t offset2, uint32_t offset3);
// asc_update_addr_reg_b16: An address register for 16-bit elements: offset = sum of loop index_i x offset_i over the k enclosing loops (the last offset goes with the innermost loop).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline addr_reg asc_update_addr_reg_b16(uint32_t offset);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline addr_reg asc_update_addr_reg_b16(uint32_t offset0, uint32_t offset1);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline addr_reg asc_update_addr_reg_b16(uint32_t offset0, uint32_t offset1, uint32_t offset2);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline addr_reg asc_update_addr_reg_b16(uint32_t offset0, uint32_t offset1, uint32_t offset2, uint32_t offset3);
// asc_update_addr_reg_b8: An address register for 8-bit elements: offset = sum of loop index_i x offset_i over the k enclosing loops (the last offset goes with the innermost loop).
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline addr_reg asc_update_addr_reg_b8(uint32_t offset);
__simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline addr_reg asc_update_addr_reg_b8(uint32_t offset0, uint32_t offset1);
__simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline addr_reg asc_update_addr_reg_b8(uint32_t offset0, uint32_t offset1, uint32_t offset2);
__simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline addr_reg asc_update_addr_reg_b8(uint32_t offset0, uint32_t offset1, uint32_t offset2, uint32_t offset3);
// asc_create_iter_reg_b32: An address register for 32-bit elements: offset = sum of loop index_i x offset_i over the k enclosing loops (the last offset goes with the innermost loop).
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline addr_reg asc_create_iter_reg_b32(uint32_t offset);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline addr_reg asc_create_iter_reg_b32(uint32_t offset0, uint32_t offset1);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline addr_reg asc_create_iter_reg_b32(uint32_t offset0, uint32_t offset1, uint32_t offset2);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline addr_reg asc_create_iter_reg_b32(uint32_t offset0, uint32_t offset1, uint32_t offset2, uint32_t offset3);
// asc_create_iter_reg_b16: An address register for 16-bit elements: offset = sum of loop index_i x offset_i over the k enclosing loops (the last offset goes with the innermost loop).
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline addr_reg asc_create_iter_reg_b16(uint32_t offset);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline addr_reg asc_create_iter_reg_b16(uint32_t offset0, uint32_t offset1);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline addr_reg asc_create_iter_reg_b16(uint32_t offset0, uint32_t offset1, uint32_t offset2);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline addr_reg asc_create_iter_reg_b16(uint32_t offset0, uint32_t offset1, uint32_t offset2, uint32_t offset3);
// asc_create_iter_reg_b8: An address register for 8-bit elements: offset = sum of loop index_i x offset_i over the k enclosing loops (the last offset goes with the innermost loop).
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline addr_reg asc_create_iter_reg_b8(uint32_t offset);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:1"))) inline addr_reg asc_create_iter_reg_b8(uint32_t offset0, uint32_t offset1);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:2"))) inline addr_reg asc_create_iter_reg_b8(uint32_t offset0, uint32_t offset1, uint32_t offset2);
[[deprecated("use asc_update_addr_reg instead")]] __simd_callee__ __attribute__((annotate("ascsim_overload:3"))) inline addr_reg asc_create_iter_reg_b8(uint32_t offset0, uint32_t offset1, uint32_t offset2, uint32_t offset3);
// asc_mem_bar: Order the earlier UB accesses of one kind before the later ones of another, in a VF.
__simd_callee__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_mem_bar(MEM_TYPE mem_type);

#endif  // __ASCSIM_C_API_REG_COMPUTE_REG_VECTOR_H
