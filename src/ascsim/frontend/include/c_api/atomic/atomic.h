// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_ATOMIC_ATOMIC_H
#define __ASCSIM_C_API_ATOMIC_ATOMIC_H
#include "c_api/utils/types.h"

// asc_set_atomic_add_float: Later UB->GM copies add what they copy to the float elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_add_float();
// asc_set_atomic_max_float16: Later UB->GM copies keep the larger of what they copy and the half elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_max_float16();
// asc_set_atomic_add_int: Later UB->GM copies add what they copy to the int32_t elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_add_int();
// asc_set_atomic_add_int8: Later UB->GM copies add what they copy to the int8_t elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_add_int8();
// asc_set_atomic_add_int16: Later UB->GM copies add what they copy to the int16_t elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_add_int16();
// asc_set_atomic_none: Later copies into GM overwrite again (no store-atomic mode).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_none();
// asc_get_store_atomic_config: Read the store-atomic configuration register into config.
[[deprecated("asc_get_store_atomic_config is deprecated; for an atomic add use asc_atomic_add")]] __aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_get_store_atomic_config(asc_store_atomic_config& config);
// asc_set_store_atomic_config_v1: Set the store-atomic mode by type and op codes of earlier chips; the Ascend 950PR/950DT does not support it (an error).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_store_atomic_config_v1(uint16_t type, uint16_t op);
// asc_set_atomic_add_bfloat: Later UB->GM copies add what they copy to the bfloat16_t elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_add_bfloat();
// asc_set_atomic_add_float16: Later UB->GM copies add what they copy to the half elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_add_float16();
// asc_set_atomic_max_bfloat: Later UB->GM copies keep the larger of what they copy and the bfloat16_t elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_max_bfloat();
// asc_set_atomic_max_float: Later UB->GM copies keep the larger of what they copy and the float elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_max_float();
// asc_set_atomic_max_int: Later UB->GM copies keep the larger of what they copy and the int32_t elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_max_int();
// asc_set_atomic_max_int8: Later UB->GM copies keep the larger of what they copy and the int8_t elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_max_int8();
// asc_set_atomic_max_int16: Later UB->GM copies keep the larger of what they copy and the int16_t elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_max_int16();
// asc_set_atomic_min_bfloat: Later UB->GM copies keep the smaller of what they copy and the bfloat16_t elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_min_bfloat();
// asc_set_atomic_min_float: Later UB->GM copies keep the smaller of what they copy and the float elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_min_float();
// asc_set_atomic_min_float16: Later UB->GM copies keep the smaller of what they copy and the half elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_min_float16();
// asc_set_atomic_min_int: Later UB->GM copies keep the smaller of what they copy and the int32_t elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_min_int();
// asc_set_atomic_min_int8: Later UB->GM copies keep the smaller of what they copy and the int8_t elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_min_int8();
// asc_set_atomic_min_int16: Later UB->GM copies keep the smaller of what they copy and the int16_t elements in GM (until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_min_int16();
// asc_set_store_atomic_config_v2: Set the store-atomic mode by codes: type 1 int32_t, 4 half, 5 float, 7 bfloat16_t, 9 int16_t, 10 int8_t; op 2 add.
[[deprecated("asc_set_store_atomic_config_v2 is deprecated; for an atomic add use asc_atomic_add")]] __aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_store_atomic_config_v2(uint16_t type, uint16_t op);
// asc_set_atomic_add_int32: Later UB->GM copies add what they copy to the int32_t elements in GM (as asc_set_atomic_add_int; until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_add_int32();
// asc_set_atomic_max_int32: Later UB->GM copies keep the larger of what they copy and the int32_t elements in GM (as asc_set_atomic_max_int; until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_max_int32();
// asc_set_atomic_min_int32: Later UB->GM copies keep the smaller of what they copy and the int32_t elements in GM (as asc_set_atomic_min_int; until asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_atomic_min_int32();
// asc_disable_dma_atomic: Later copies into GM overwrite again (as asc_set_atomic_none).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_disable_dma_atomic();

#endif  // __ASCSIM_C_API_ATOMIC_ATOMIC_H
