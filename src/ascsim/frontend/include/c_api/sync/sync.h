// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_SYNC_SYNC_H
#define __ASCSIM_C_API_SYNC_SYNC_H
#include "c_api/utils/types.h"

// asc_sync_notify: pipe sets the flag event_id once its earlier work is done (towards tpipe).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_notify(pipe_t pipe, pipe_t tpipe, event_t id);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_notify(pipe_t pipe, pipe_t tpipe, int id);
// asc_sync_wait: tpipe waits for the flag event_id that pipe sets before its later work.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_wait(pipe_t pipe, pipe_t tpipe, event_t id);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_wait(pipe_t pipe, pipe_t tpipe, int id);
// asc_sync_pipe: Barrier within pipe: its later work starts after its earlier work is done (PIPE_ALL: every pipe).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_pipe(pipe_t pipe);
// asc_sync_vec: Full barrier of every pipe (as asc_sync).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_vec();
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_vec(int id);
// asc_sync_mte2: MTE2 sets and waits flag id towards MTE3 and V, then a barrier within MTE2: later MTE3 and V work sees every earlier GM->UB copy.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_mte2(int id);
// asc_sync_mte3: MTE3 sets and waits flag id towards MTE2 and V, then a barrier within MTE3: later MTE2 and V work sees every earlier UB->GM copy.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_mte3(int id);
// asc_sync: Full barrier: every pipe's earlier work completes before any later work.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync();
// asc_sync_inter_arrive: Once pipe's earlier work is done, arrive at flag_id (0-15); when every block of the launch has arrived, each block's counter of the flag goes up by 1.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_inter_arrive(pipe_t pipe, int64_t flag_id);
// asc_sync_inter_wait: Wait until this block's counter of flag_id (0-15) is above 0, then take 1 from it; pipe's later work (every pipe's for PIPE_S) follows the arrivals.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_inter_wait(pipe_t pipe, uint8_t flag_id);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_inter_wait(pipe_t pipe, int64_t flag_id);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_inter_wait(pipe_t pipe, int flag_id);
// asc_sync_subblock_arrive: As asc_sync_inter_arrive among the vector cores of one AI Core (a block's sub-blocks).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_subblock_arrive(pipe_t pipe, int64_t flag_id);
// asc_sync_subblock_wait: As asc_sync_inter_wait among the vector cores of one AI Core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_subblock_wait(pipe_t pipe, uint8_t flag_id);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_subblock_wait(pipe_t pipe, int64_t flag_id);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_subblock_wait(pipe_t pipe, int flag_id);
// asc_sync_block_arrive: Arrive at flag_id (0-15) between the cube core and the vector cores of one AI Core (mode 2: the cube core's arrival counts on both vector cores; the cube core's counter goes up once both arrived); in a launch of one core type it reaches no one.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_block_arrive(pipe_t pipe, int64_t flag_id);
// asc_sync_block_wait: Wait for the other core type of the AI Core to arrive at flag_id; a launch of one core type never gets there (a deadlock error).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_block_wait(pipe_t pipe, uint8_t flag_id);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_block_wait(pipe_t pipe, int64_t flag_id);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_block_wait(pipe_t pipe, int flag_id);
// asc_sync_intra_arrive: Add 1 to the counter sync_id of the other core type of this AI Core (vector core: 0-15, the cube core's id + 16 x sub-block id; cube core: 0-31, vector core id / 16); in a launch of one core type it reaches no one.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_intra_arrive(pipe_t pipe, uint8_t sync_id);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_intra_arrive(pipe_t pipe, uint64_t sync_id);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_intra_arrive(pipe_t pipe, int sync_id);
// asc_sync_intra_wait: Wait until this core's counter sync_id, which only the other core type of the AI Core sets, is above 0; a launch of one core type never gets there (a deadlock error).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_intra_wait(pipe_t pipe, uint8_t sync_id);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_intra_wait(pipe_t pipe, uint64_t sync_id);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_intra_wait(pipe_t pipe, int sync_id);
// asc_sync_data_barrier: The scalar unit's later instructions wait for its earlier memory accesses (DSB_ALL, DSB_DDR: GM, DSB_UB; DSB_SEQ reserved); ascsim keeps them in order anyway.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_sync_data_barrier(mem_dsb_t arg);
// asc_lock: Lock mutex_id (0-31) for pipe: with ASC_LOCK_BLOCK (the default) pipe's later work waits for every earlier asc_unlock of the mutex.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lock(pipe_t pipe, uint8_t mutex_id);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lock(pipe_t pipe, uint8_t mutex_id, ascMutexExecuteMode mode);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_lock(pipe_t pipe, uint8_t mutex_id, const asc_mutex_execute_mode mode);
// asc_unlock: Unlock mutex_id (0-31) once pipe's earlier work is done; pairs with the asc_lock before it (same mutex_id and mode).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unlock(pipe_t pipe, uint8_t mutex_id);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unlock(pipe_t pipe, uint8_t mutex_id, ascMutexExecuteMode mode);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_unlock(pipe_t pipe, uint8_t mutex_id, const asc_mutex_execute_mode mode);

#endif  // __ASCSIM_C_API_SYNC_SYNC_H
