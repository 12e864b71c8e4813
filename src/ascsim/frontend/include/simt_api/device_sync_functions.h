// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_DEVICE_SYNC_FUNCTIONS_H
#define __ASCSIM_SIMT_API_DEVICE_SYNC_FUNCTIONS_H
#include "c_api/utils/types.h"
#include "simt_api/device_types.h"

#ifndef __ASCSIM_HOST__
// asc_syncthreads: Barrier of the block's threads: each waits until every thread of its block reached it; the accesses before it are visible after it.
__simt_callee__ __attribute__((annotate("ascsim_simt:0"))) inline void asc_syncthreads();
// asc_threadfence: Orders the thread's GM and UB accesses before it ahead of those after it, for every thread of the device.
__simt_callee__ __attribute__((annotate("ascsim_simt:1"))) inline void asc_threadfence();
// asc_threadfence_block: As asc_threadfence, for the threads of the block.
__simt_callee__ __attribute__((annotate("ascsim_simt:2"))) inline void asc_threadfence_block();
#endif

#endif  // __ASCSIM_SIMT_API_DEVICE_SYNC_FUNCTIONS_H
