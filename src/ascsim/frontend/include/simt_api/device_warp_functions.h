// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_DEVICE_WARP_FUNCTIONS_H
#define __ASCSIM_SIMT_API_DEVICE_WARP_FUNCTIONS_H
#include "c_api/utils/types.h"
#include "simt_api/device_types.h"

#ifndef __ASCSIM_HOST__
// asc_all: 1 if predicate is non-zero for every active lane of the warp, else 0.
__simt_callee__ __attribute__((annotate("ascsim_simt:49"))) inline int32_t asc_all(int32_t predicate);
// asc_any: 1 if predicate is non-zero for any active lane of the warp, else 0.
__simt_callee__ __attribute__((annotate("ascsim_simt:50"))) inline int32_t asc_any(int32_t predicate);
// asc_ballot: Bit i set when lane i is active and its predicate is non-zero.
__simt_callee__ __attribute__((annotate("ascsim_simt:51"))) inline uint32_t asc_ballot(int32_t predicate);
// asc_activemask: Bit i set when lane i of the warp is active.
__simt_callee__ __attribute__((annotate("ascsim_simt:52"))) inline uint32_t asc_activemask();
// asc_shfl: The value of var in lane src_lane (within segments of width lanes).
__simt_callee__ __attribute__((annotate("ascsim_simt:53"))) inline int32_t asc_shfl(int32_t var, int32_t src_lane, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:54"))) inline uint32_t asc_shfl(uint32_t var, int32_t src_lane, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:55"))) inline float asc_shfl(float var, int32_t src_lane, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:56"))) inline int64_t asc_shfl(int64_t var, int32_t src_lane, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:57"))) inline uint64_t asc_shfl(uint64_t var, int32_t src_lane, int32_t width = warpSize);
// asc_shfl_up: The value of var in the lane delta below (its own where that leaves the segment of width lanes).
__simt_callee__ __attribute__((annotate("ascsim_simt:58"))) inline int32_t asc_shfl_up(int32_t var, uint32_t delta, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:59"))) inline uint32_t asc_shfl_up(uint32_t var, uint32_t delta, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:60"))) inline float asc_shfl_up(float var, uint32_t delta, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:61"))) inline int64_t asc_shfl_up(int64_t var, uint32_t delta, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:62"))) inline uint64_t asc_shfl_up(uint64_t var, uint32_t delta, int32_t width = warpSize);
// asc_shfl_down: The value of var in the lane delta above (its own where that leaves the segment of width lanes).
__simt_callee__ __attribute__((annotate("ascsim_simt:63"))) inline int32_t asc_shfl_down(int32_t var, uint32_t delta, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:64"))) inline uint32_t asc_shfl_down(uint32_t var, uint32_t delta, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:65"))) inline float asc_shfl_down(float var, uint32_t delta, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:66"))) inline int64_t asc_shfl_down(int64_t var, uint32_t delta, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:67"))) inline uint64_t asc_shfl_down(uint64_t var, uint32_t delta, int32_t width = warpSize);
// asc_shfl_xor: The value of var in the lane whose id is this lane's XOR lane_mask (within segments of width lanes).
__simt_callee__ __attribute__((annotate("ascsim_simt:68"))) inline int32_t asc_shfl_xor(int32_t var, int32_t lane_mask, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:69"))) inline uint32_t asc_shfl_xor(uint32_t var, int32_t lane_mask, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:70"))) inline float asc_shfl_xor(float var, int32_t lane_mask, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:71"))) inline int64_t asc_shfl_xor(int64_t var, int32_t lane_mask, int32_t width = warpSize);
__simt_callee__ __attribute__((annotate("ascsim_simt:72"))) inline uint64_t asc_shfl_xor(uint64_t var, int32_t lane_mask, int32_t width = warpSize);
// asc_reduce_add: The sum of val over the active lanes of the warp, in every lane.
__simt_callee__ __attribute__((annotate("ascsim_simt:73"))) inline int32_t asc_reduce_add(int32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:74"))) inline uint32_t asc_reduce_add(uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:75"))) inline float asc_reduce_add(float val);
// asc_reduce_max: The maximum of val over the active lanes of the warp, in every lane.
__simt_callee__ __attribute__((annotate("ascsim_simt:76"))) inline int32_t asc_reduce_max(int32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:77"))) inline uint32_t asc_reduce_max(uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:78"))) inline float asc_reduce_max(float val);
// asc_reduce_min: The minimum of val over the active lanes of the warp, in every lane.
__simt_callee__ __attribute__((annotate("ascsim_simt:79"))) inline int32_t asc_reduce_min(int32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:80"))) inline uint32_t asc_reduce_min(uint32_t val);
__simt_callee__ __attribute__((annotate("ascsim_simt:81"))) inline float asc_reduce_min(float val);
#endif

#endif  // __ASCSIM_SIMT_API_DEVICE_WARP_FUNCTIONS_H
