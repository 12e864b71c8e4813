// Generated from ascsim.spec by `python -m ascsim.spec.gen`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_SYNC_SYNC_H
#define __ASCSIM_C_API_SYNC_SYNC_H
#include "c_api/utils/types.h"

// asc_sync_notify: pipe sets the flag event_id once its earlier work is done (towards tpipe).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_sync_notify(pipe_t pipe, pipe_t tpipe, event_t id);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_sync_notify(pipe_t pipe, pipe_t tpipe, int id);
// asc_sync_wait: tpipe waits for the flag event_id that pipe sets before its later work.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_sync_wait(pipe_t pipe, pipe_t tpipe, event_t id);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) inline void asc_sync_wait(pipe_t pipe, pipe_t tpipe, int id);
// asc_sync_pipe: Barrier within pipe: its later work starts after its earlier work is done (PIPE_ALL: every pipe).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_sync_pipe(pipe_t pipe);
// asc_sync_vec: Full barrier of every pipe (as asc_sync).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_sync_vec();
// asc_sync_mte2: MTE2 sets and waits flag id towards MTE3 and V, then a barrier within MTE2: later MTE3 and V work sees every earlier GM->UB copy.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_sync_mte2(int id);
// asc_sync_mte3: MTE3 sets and waits flag id towards MTE2 and V, then a barrier within MTE3: later MTE2 and V work sees every earlier UB->GM copy.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_sync_mte3(int id);
// asc_sync: Full barrier: every pipe's earlier work completes before any later work.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) inline void asc_sync();

#endif  // __ASCSIM_C_API_SYNC_SYNC_H
