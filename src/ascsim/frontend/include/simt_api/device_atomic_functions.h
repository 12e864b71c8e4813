// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_DEVICE_ATOMIC_FUNCTIONS_H
#define __ASCSIM_SIMT_API_DEVICE_ATOMIC_FUNCTIONS_H
#include "c_api/utils/types.h"
#include "simt_api/device_types.h"

#ifndef __ASCSIM_HOST__
// asc_atomic_add: Adds val to the element; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:3"))) inline int32_t asc_atomic_add(int32_t* address, int32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:4"))) inline uint32_t asc_atomic_add(uint32_t* address, uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:5"))) inline int64_t asc_atomic_add(int64_t* address, int64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:6"))) inline uint64_t asc_atomic_add(uint64_t* address, uint64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:7"))) inline float asc_atomic_add(float* address, float val);
// asc_atomic_sub: Subtracts val from the element; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:8"))) inline int32_t asc_atomic_sub(int32_t* address, int32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:9"))) inline uint32_t asc_atomic_sub(uint32_t* address, uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:10"))) inline int64_t asc_atomic_sub(int64_t* address, int64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:11"))) inline uint64_t asc_atomic_sub(uint64_t* address, uint64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:12"))) inline float asc_atomic_sub(float* address, float val);
// asc_atomic_exch: Writes val to the element; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:13"))) inline int32_t asc_atomic_exch(int32_t* address, int32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:14"))) inline uint32_t asc_atomic_exch(uint32_t* address, uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:15"))) inline int64_t asc_atomic_exch(int64_t* address, int64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:16"))) inline uint64_t asc_atomic_exch(uint64_t* address, uint64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:17"))) inline float asc_atomic_exch(float* address, float val);
// asc_atomic_max: Writes the larger of the element and val; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:18"))) inline int32_t asc_atomic_max(int32_t* address, int32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:19"))) inline uint32_t asc_atomic_max(uint32_t* address, uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:20"))) inline int64_t asc_atomic_max(int64_t* address, int64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:21"))) inline uint64_t asc_atomic_max(uint64_t* address, uint64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:22"))) inline float asc_atomic_max(float* address, float val);
// asc_atomic_min: Writes the smaller of the element and val; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:23"))) inline int32_t asc_atomic_min(int32_t* address, int32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:24"))) inline uint32_t asc_atomic_min(uint32_t* address, uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:25"))) inline int64_t asc_atomic_min(int64_t* address, int64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:26"))) inline uint64_t asc_atomic_min(uint64_t* address, uint64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:27"))) inline float asc_atomic_min(float* address, float val);
// asc_atomic_inc: Writes 0 if the element is at least val, else the element plus 1; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:28"))) inline uint32_t asc_atomic_inc(uint32_t* address, uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:29"))) inline uint64_t asc_atomic_inc(uint64_t* address, uint64_t val);
// asc_atomic_dec: Writes val if the element is 0 or above val, else the element minus 1; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:30"))) inline uint32_t asc_atomic_dec(uint32_t* address, uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:31"))) inline uint64_t asc_atomic_dec(uint64_t* address, uint64_t val);
// asc_atomic_cas: Writes val if the element equals compare; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:32"))) inline int32_t asc_atomic_cas(int32_t* address, int32_t compare, int32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:33"))) inline uint32_t asc_atomic_cas(uint32_t* address, uint32_t compare, uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:34"))) inline int64_t asc_atomic_cas(int64_t* address, int64_t compare, int64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:35"))) inline uint64_t asc_atomic_cas(uint64_t* address, uint64_t compare, uint64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:36"))) inline float asc_atomic_cas(float* address, float compare, float val);
// asc_atomic_and: Writes the element AND val; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:37"))) inline int32_t asc_atomic_and(int32_t* address, int32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:38"))) inline uint32_t asc_atomic_and(uint32_t* address, uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:39"))) inline int64_t asc_atomic_and(int64_t* address, int64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:40"))) inline uint64_t asc_atomic_and(uint64_t* address, uint64_t val);
// asc_atomic_or: Writes the element OR val; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:41"))) inline int32_t asc_atomic_or(int32_t* address, int32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:42"))) inline uint32_t asc_atomic_or(uint32_t* address, uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:43"))) inline int64_t asc_atomic_or(int64_t* address, int64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:44"))) inline uint64_t asc_atomic_or(uint64_t* address, uint64_t val);
// asc_atomic_xor: Writes the element XOR val; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:45"))) inline int32_t asc_atomic_xor(int32_t* address, int32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:46"))) inline uint32_t asc_atomic_xor(uint32_t* address, uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:47"))) inline int64_t asc_atomic_xor(int64_t* address, int64_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:48"))) inline uint64_t asc_atomic_xor(uint64_t* address, uint64_t val);
#endif

#endif  // __ASCSIM_SIMT_API_DEVICE_ATOMIC_FUNCTIONS_H
