#ifndef __ASCSIM_C_API_SYNC_H
#define __ASCSIM_C_API_SYNC_H
#include "c_api/asc_types.h"

__aicore__ void asc_sync_notify(pipe_t pipe, pipe_t tpipe, event_t event_id);
__aicore__ void asc_sync_wait(pipe_t pipe, pipe_t tpipe, event_t event_id);
__aicore__ void asc_sync();
__aicore__ void asc_sync_pipe(pipe_t pipe);
__aicore__ void asc_sync_mte2();
__aicore__ void asc_sync_mte3();
// Inside a VF: orders UB accesses that reach the same bytes through different registers.
__simd_callee__ void asc_mem_bar(mem_bar_t kind);
#endif
