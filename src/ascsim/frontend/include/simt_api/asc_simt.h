// ascsim: the SIMT functions SIMT device code calls (threads of a block run them in lockstep).
#ifndef __ASCSIM_SIMT_API_ASC_SIMT_H
#define __ASCSIM_SIMT_API_ASC_SIMT_H
#include <cstdint>

// Barrier of the block's threads, and memory fences.
void asc_syncthreads();
void asc_threadfence();
void asc_threadfence_block();

// Atomics on GM or UB: each returns the element's value before the update.
int32_t asc_atomic_add(int32_t* address, int32_t val);
uint32_t asc_atomic_add(uint32_t* address, uint32_t val);
int64_t asc_atomic_add(int64_t* address, int64_t val);
uint64_t asc_atomic_add(uint64_t* address, uint64_t val);
float asc_atomic_add(float* address, float val);
int32_t asc_atomic_sub(int32_t* address, int32_t val);
uint32_t asc_atomic_sub(uint32_t* address, uint32_t val);
int64_t asc_atomic_sub(int64_t* address, int64_t val);
uint64_t asc_atomic_sub(uint64_t* address, uint64_t val);
float asc_atomic_sub(float* address, float val);
int32_t asc_atomic_exch(int32_t* address, int32_t val);
uint32_t asc_atomic_exch(uint32_t* address, uint32_t val);
int64_t asc_atomic_exch(int64_t* address, int64_t val);
uint64_t asc_atomic_exch(uint64_t* address, uint64_t val);
float asc_atomic_exch(float* address, float val);
int32_t asc_atomic_max(int32_t* address, int32_t val);
uint32_t asc_atomic_max(uint32_t* address, uint32_t val);
int64_t asc_atomic_max(int64_t* address, int64_t val);
uint64_t asc_atomic_max(uint64_t* address, uint64_t val);
float asc_atomic_max(float* address, float val);
int32_t asc_atomic_min(int32_t* address, int32_t val);
uint32_t asc_atomic_min(uint32_t* address, uint32_t val);
int64_t asc_atomic_min(int64_t* address, int64_t val);
uint64_t asc_atomic_min(uint64_t* address, uint64_t val);
float asc_atomic_min(float* address, float val);
uint32_t asc_atomic_inc(uint32_t* address, uint32_t val);
uint64_t asc_atomic_inc(uint64_t* address, uint64_t val);
uint32_t asc_atomic_dec(uint32_t* address, uint32_t val);
uint64_t asc_atomic_dec(uint64_t* address, uint64_t val);
int32_t asc_atomic_cas(int32_t* address, int32_t compare, int32_t val);
uint32_t asc_atomic_cas(uint32_t* address, uint32_t compare, uint32_t val);
int64_t asc_atomic_cas(int64_t* address, int64_t compare, int64_t val);
uint64_t asc_atomic_cas(uint64_t* address, uint64_t compare, uint64_t val);
float asc_atomic_cas(float* address, float compare, float val);
int32_t asc_atomic_and(int32_t* address, int32_t val);
uint32_t asc_atomic_and(uint32_t* address, uint32_t val);
int64_t asc_atomic_and(int64_t* address, int64_t val);
uint64_t asc_atomic_and(uint64_t* address, uint64_t val);
int32_t asc_atomic_or(int32_t* address, int32_t val);
uint32_t asc_atomic_or(uint32_t* address, uint32_t val);
int64_t asc_atomic_or(int64_t* address, int64_t val);
uint64_t asc_atomic_or(uint64_t* address, uint64_t val);
int32_t asc_atomic_xor(int32_t* address, int32_t val);
uint32_t asc_atomic_xor(uint32_t* address, uint32_t val);
int64_t asc_atomic_xor(int64_t* address, int64_t val);
uint64_t asc_atomic_xor(uint64_t* address, uint64_t val);

// Warp functions: votes, shuffles, reductions.
int32_t asc_all(int32_t predicate);
int32_t asc_any(int32_t predicate);
uint32_t asc_ballot(int32_t predicate);
uint32_t asc_activemask();
int32_t asc_shfl(int32_t var, int32_t src_lane, int32_t width = 32);
uint32_t asc_shfl(uint32_t var, int32_t src_lane, int32_t width = 32);
float asc_shfl(float var, int32_t src_lane, int32_t width = 32);
int64_t asc_shfl(int64_t var, int32_t src_lane, int32_t width = 32);
uint64_t asc_shfl(uint64_t var, int32_t src_lane, int32_t width = 32);
int32_t asc_shfl_up(int32_t var, uint32_t delta, int32_t width = 32);
uint32_t asc_shfl_up(uint32_t var, uint32_t delta, int32_t width = 32);
float asc_shfl_up(float var, uint32_t delta, int32_t width = 32);
int64_t asc_shfl_up(int64_t var, uint32_t delta, int32_t width = 32);
uint64_t asc_shfl_up(uint64_t var, uint32_t delta, int32_t width = 32);
int32_t asc_shfl_down(int32_t var, uint32_t delta, int32_t width = 32);
uint32_t asc_shfl_down(uint32_t var, uint32_t delta, int32_t width = 32);
float asc_shfl_down(float var, uint32_t delta, int32_t width = 32);
int64_t asc_shfl_down(int64_t var, uint32_t delta, int32_t width = 32);
uint64_t asc_shfl_down(uint64_t var, uint32_t delta, int32_t width = 32);
int32_t asc_shfl_xor(int32_t var, int32_t lane_mask, int32_t width = 32);
uint32_t asc_shfl_xor(uint32_t var, int32_t lane_mask, int32_t width = 32);
float asc_shfl_xor(float var, int32_t lane_mask, int32_t width = 32);
int64_t asc_shfl_xor(int64_t var, int32_t lane_mask, int32_t width = 32);
uint64_t asc_shfl_xor(uint64_t var, int32_t lane_mask, int32_t width = 32);
int32_t asc_reduce_add(int32_t val);
uint32_t asc_reduce_add(uint32_t val);
float asc_reduce_add(float val);
int32_t asc_reduce_max(int32_t val);
uint32_t asc_reduce_max(uint32_t val);
float asc_reduce_max(float val);
int32_t asc_reduce_min(int32_t val);
uint32_t asc_reduce_min(uint32_t val);
float asc_reduce_min(float val);

// The lane of the calling thread and its lane masks.
uint32_t laneid();
uint32_t lanemask_eq();
uint32_t lanemask_lt();
uint32_t lanemask_le();
uint32_t lanemask_gt();
uint32_t lanemask_ge();

#endif
