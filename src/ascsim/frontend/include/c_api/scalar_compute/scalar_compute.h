// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_SCALAR_COMPUTE_SCALAR_COMPUTE_H
#define __ASCSIM_C_API_SCALAR_COMPUTE_SCALAR_COMPUTE_H
#include "c_api/utils/types.h"

// asc_sflbits: How many bits below the sign bit equal it, from bit 62 down (-1 for 0 and -1).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_sflbits(int64_t value);
// asc_ffz: Position of the lowest 0 bit (0 = least significant); -1 if every bit is 1.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_ffz(uint64_t value);
// asc_ffs: Position of the lowest 1 bit (0 = least significant); -1 for 0.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_ffs(uint64_t value);
// asc_popc: The number of 1 bits.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_popc(uint64_t value);
// asc_clz: The number of leading 0 bits from bit 63 down (64 for 0).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_clz(uint64_t value_in);
// asc_zero_bits_cnt: The number of 0 bits.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_zero_bits_cnt(uint64_t value);
// asc_set_nthbit: bits with bit idx set (idx taken modulo 64: (idx % 64 + 64) % 64).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_set_nthbit(uint64_t bits, int64_t idx);
// asc_clear_nthbit: bits with bit idx cleared (idx taken modulo 64: (idx % 64 + 64) % 64).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_clear_nthbit(uint64_t bits, int64_t idx);
// asc_float2int32_rd: float to int32_t, rounding toward -inf (floor); beyond int32_t saturates, NaN gives 0.
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_float2int32_rd(float value);
// asc_float2int32_ru: float to int32_t, rounding toward +inf (ceil); beyond int32_t saturates, NaN gives 0.
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_float2int32_ru(float value);
// asc_float2int32_rn: float to int32_t, rounding to nearest, ties to even; beyond int32_t saturates, NaN gives 0.
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_float2int32_rn(float value);
// asc_float2int32_rna: float to int32_t, rounding to nearest, ties away from zero; beyond int32_t saturates, NaN gives 0.
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_float2int32_rna(float value);
// asc_float2half_ro: float to half on the scalar unit, rounding to odd (an inexact result takes the neighbour whose last mantissa bit is 1); an overflow gives the largest finite half, NaN stays NaN.
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE half asc_float2half_ro(float value);
// asc_store_dev: Store value at the GM address addr directly, bypassing the data cache (no other difference in ascsim, which keeps GM coherent).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_store_dev(__gm__ int8_t* addr, int8_t value);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_store_dev(__gm__ uint8_t* addr, uint8_t value);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_store_dev(__gm__ int16_t* addr, int16_t value);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_store_dev(__gm__ uint16_t* addr, uint16_t value);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_store_dev(__gm__ int32_t* addr, int32_t value);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_store_dev(__gm__ uint32_t* addr, uint32_t value);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_store_dev(__gm__ int64_t* addr, int64_t value);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_store_dev(__gm__ uint64_t* addr, uint64_t value);
// asc_atomic_add: Atomically add val to *address (GM); returns the value before.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_atomic_add(__gm__ int32_t* address, int32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE uint32_t asc_atomic_add(__gm__ uint32_t* address, uint32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE float asc_atomic_add(__gm__ float* address, float val);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_atomic_add(__gm__ int64_t* address, int64_t val);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_atomic_add(__gm__ uint64_t* address, uint64_t val);
// asc_atomic_sub: Atomically subtract val from *address (GM); returns the value before.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_atomic_sub(__gm__ int32_t* address, int32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE uint32_t asc_atomic_sub(__gm__ uint32_t* address, uint32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE float asc_atomic_sub(__gm__ float* address, float val);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_atomic_sub(__gm__ int64_t* address, int64_t val);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_atomic_sub(__gm__ uint64_t* address, uint64_t val);
// asc_atomic_exch: Atomically set *address to val (GM); returns the value before.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_atomic_exch(__gm__ int32_t* address, int32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE uint32_t asc_atomic_exch(__gm__ uint32_t* address, uint32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE float asc_atomic_exch(__gm__ float* address, float val);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_atomic_exch(__gm__ int64_t* address, int64_t val);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_atomic_exch(__gm__ uint64_t* address, uint64_t val);
// asc_atomic_max: Atomically set *address to the larger of it and val (GM); returns the value before.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_atomic_max(__gm__ int32_t* address, int32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE uint32_t asc_atomic_max(__gm__ uint32_t* address, uint32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE float asc_atomic_max(__gm__ float* address, float val);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_atomic_max(__gm__ int64_t* address, int64_t val);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_atomic_max(__gm__ uint64_t* address, uint64_t val);
// asc_atomic_min: Atomically set *address to the smaller of it and val (GM); returns the value before.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_atomic_min(__gm__ int32_t* address, int32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE uint32_t asc_atomic_min(__gm__ uint32_t* address, uint32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE float asc_atomic_min(__gm__ float* address, float val);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_atomic_min(__gm__ int64_t* address, int64_t val);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_atomic_min(__gm__ uint64_t* address, uint64_t val);
// asc_atomic_cas: Atomically set *address to val if it equals compare (GM); returns the value before.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_atomic_cas(__gm__ int32_t* address, int32_t compare, int32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE uint32_t asc_atomic_cas(__gm__ uint32_t* address, uint32_t compare, uint32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE float asc_atomic_cas(__gm__ float* address, float compare, float val);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_atomic_cas(__gm__ int64_t* address, int64_t compare, int64_t val);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_atomic_cas(__gm__ uint64_t* address, uint64_t compare, uint64_t val);
// asc_atomic_and: Atomically AND val into *address (GM); returns the value before.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_atomic_and(__gm__ int32_t* address, int32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE uint32_t asc_atomic_and(__gm__ uint32_t* address, uint32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_atomic_and(__gm__ int64_t* address, int64_t val);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_atomic_and(__gm__ uint64_t* address, uint64_t val);
// asc_atomic_or: Atomically OR val into *address (GM); returns the value before.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_atomic_or(__gm__ int32_t* address, int32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE uint32_t asc_atomic_or(__gm__ uint32_t* address, uint32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_atomic_or(__gm__ int64_t* address, int64_t val);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_atomic_or(__gm__ uint64_t* address, uint64_t val);
// asc_atomic_xor: Atomically XOR val into *address (GM); returns the value before.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_atomic_xor(__gm__ int32_t* address, int32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE uint32_t asc_atomic_xor(__gm__ uint32_t* address, uint32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_atomic_xor(__gm__ int64_t* address, int64_t val);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_atomic_xor(__gm__ uint64_t* address, uint64_t val);
// asc_atomic_inc: Atomically set *address to 0 if it is >= val, else add 1 (GM); returns the value before.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint32_t asc_atomic_inc(__gm__ uint32_t* address, uint32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_atomic_inc(__gm__ uint64_t* address, uint64_t val);
// asc_atomic_dec: Atomically set *address to val if it is 0 or > val, else subtract 1 (GM); returns the value before.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint32_t asc_atomic_dec(__gm__ uint32_t* address, uint32_t val);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_atomic_dec(__gm__ uint64_t* address, uint64_t val);
// asc_load_dev: Load the value at the GM address addr directly, bypassing the data cache (no other difference in ascsim, which keeps GM coherent).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int8_t asc_load_dev(__gm__ int8_t* addr);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE uint8_t asc_load_dev(__gm__ uint8_t* addr);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE int16_t asc_load_dev(__gm__ int16_t* addr);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE uint16_t asc_load_dev(__gm__ uint16_t* addr);
__aicore__ __attribute__((annotate("ascsim_overload:4"))) __ASCSIM_WEAK __ASCSIM_INLINE int32_t asc_load_dev(__gm__ int32_t* addr);
__aicore__ __attribute__((annotate("ascsim_overload:5"))) __ASCSIM_WEAK __ASCSIM_INLINE uint32_t asc_load_dev(__gm__ uint32_t* addr);
__aicore__ __attribute__((annotate("ascsim_overload:6"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_load_dev(__gm__ int64_t* addr);
__aicore__ __attribute__((annotate("ascsim_overload:7"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_load_dev(__gm__ uint64_t* addr);
// clz: The compiler's intrinsic behind asc_clz: the number of leading 0 bits from bit 63 down (64 for 0).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t clz(uint64_t value_in);
// bcnt1: The compiler's intrinsic behind asc_popc: the number of 1 bits.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t bcnt1(uint64_t value);
// bcnt0: The compiler's intrinsic behind asc_zero_bits_cnt: the number of 0 bits.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t bcnt0(uint64_t value);
// sflbits: The compiler's intrinsic behind asc_sflbits: how many bits below the sign bit equal it, from bit 62 down (-1 for 0 and -1).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t sflbits(int64_t value);
// sff0: The compiler's intrinsic behind asc_ffz: position of the lowest 0 bit (0 = least significant); -1 if every bit is 1.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t sff0(uint64_t value);
// sff1: The compiler's intrinsic behind asc_ffs: position of the lowest 1 bit (0 = least significant); -1 for 0.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t sff1(uint64_t value);
// sbitset0: The compiler's intrinsic behind asc_clear_nthbit: bits with bit idx cleared (idx taken modulo 64: (idx % 64 + 64) % 64).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t sbitset0(uint64_t bits, int64_t idx);
// sbitset1: The compiler's intrinsic behind asc_set_nthbit: bits with bit idx set (idx taken modulo 64: (idx % 64 + 64) % 64).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t sbitset1(uint64_t bits, int64_t idx);

#endif  // __ASCSIM_C_API_SCALAR_COMPUTE_SCALAR_COMPUTE_H
