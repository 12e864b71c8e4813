"""``c_api/sync/sync.h``: synchronisation between the pipes of a core, between the cores of a block
and between blocks; mutexes between pipes; the scalar unit's data barrier.

The vendor defines most of these as macros; their C signatures here are the ones the API pages give.
Where a page gives two integer types for one parameter (``uint8_t`` and ``int64_t``), a plain ``int``
form is declared too: the macro takes any integer, and without it a literal argument would be an
ambiguous call. The 9.2.0 headers declare these as functions with one integer type each; the
``uint8_t`` and ``int`` forms (and the mode enum's 9.1.0 name) stay, as forms of 9.1.0, so that calls
written for either version resolve.
"""

from __future__ import annotations

from . import V910, V920, Function, fn, impls, void
from .types import C_INT, S64, U8, U64, CType, enum

_H = "sync"
_PIPE = enum("pipe_t")
_MODE = enum("ascMutexExecuteMode")
#: The forms that only the 9.1.0 API (its macros) has.
_OLD = (V910,)

FUNCTIONS = [
    fn("asc_sync_notify", _H, "pipe sets the flag event_id once its earlier work is done (towards tpipe).",
       where="kernel")
    .form(impls.sync.notify, *void(("pipe", _PIPE), ("tpipe", _PIPE), ("id", enum("event_t"))))
    .form(impls.sync.notify, *void(("pipe", _PIPE), ("tpipe", _PIPE), ("id", C_INT)), versions=_OLD),
    fn("asc_sync_wait", _H, "tpipe waits for the flag event_id that pipe sets before its later work.",
       where="kernel")
    .form(impls.sync.wait, *void(("pipe", _PIPE), ("tpipe", _PIPE), ("id", enum("event_t"))))
    .form(impls.sync.wait, *void(("pipe", _PIPE), ("tpipe", _PIPE), ("id", C_INT)), versions=_OLD),
    fn("asc_sync_pipe", _H, "Barrier within pipe: its later work starts after its earlier work is done "
       "(PIPE_ALL: every pipe).", where="kernel")
    .form(impls.sync.pipe_barrier, *void(("pipe", _PIPE))),
    fn("asc_sync_vec", _H, "Full barrier of every pipe (as asc_sync).", where="kernel")
    .form(impls.sync.barrier, *void()),
    fn("asc_sync_mte2", _H, "MTE2 sets and waits flag id towards MTE3 and V, then a barrier within MTE2: later "
       "MTE3 and V work sees every earlier GM->UB copy.", where="kernel")
    .form(impls.sync.mte_handoff, *void(("id", C_INT)), extra=("MTE2", "MTE3", "V")),
    fn("asc_sync_mte3", _H, "MTE3 sets and waits flag id towards MTE2 and V, then a barrier within MTE3: later "
       "MTE2 and V work sees every earlier UB->GM copy.", where="kernel")
    .form(impls.sync.mte_handoff, *void(("id", C_INT)), extra=("MTE3", "MTE2", "V")),
    fn("asc_sync", _H, "Full barrier: every pipe's earlier work completes before any later work.", where="kernel")
    .form(impls.sync.barrier, *void()),
    # Cross-core flags: 16 flags with a 4-bit counter each (see docs/semantics.md for the groups).
    fn("asc_sync_inter_arrive", _H, "Once pipe's earlier work is done, arrive at flag_id (0-15); when every block "
       "of the launch has arrived, each block's counter of the flag goes up by 1.", where="kernel", pipe="S")
    .form(impls.sync.arrive, *void(("pipe", _PIPE), ("flag_id", S64)), extra=("inter",)),
    fn("asc_sync_inter_wait", _H, "Wait until this block's counter of flag_id (0-15) is above 0, then take 1 "
       "from it; pipe's later work (every pipe's for PIPE_S) follows the arrivals.", where="kernel", pipe="S")
    .form(impls.sync.wait_flag, *void(("pipe", _PIPE), ("flag_id", U8)), extra=("inter",), versions=_OLD)
    .form(impls.sync.wait_flag, *void(("pipe", _PIPE), ("flag_id", S64)), extra=("inter",))
    .form(impls.sync.wait_flag, *void(("pipe", _PIPE), ("flag_id", C_INT)), extra=("inter",), versions=_OLD),
    fn("asc_sync_subblock_arrive", _H, "As asc_sync_inter_arrive among the vector cores of one AI Core (a block's "
       "sub-blocks).", where="kernel", pipe="S")
    .form(impls.sync.arrive, *void(("pipe", _PIPE), ("flag_id", S64)), extra=("subblock",)),
    fn("asc_sync_subblock_wait", _H, "As asc_sync_inter_wait among the vector cores of one AI Core.",
       where="kernel", pipe="S")
    .form(impls.sync.wait_flag, *void(("pipe", _PIPE), ("flag_id", U8)), extra=("subblock",), versions=_OLD)
    .form(impls.sync.wait_flag, *void(("pipe", _PIPE), ("flag_id", S64)), extra=("subblock",))
    .form(impls.sync.wait_flag, *void(("pipe", _PIPE), ("flag_id", C_INT)), extra=("subblock",), versions=_OLD),
    fn("asc_sync_block_arrive", _H, "Arrive at flag_id (0-15) between the cube core and the vector cores of one "
       "AI Core (mode 2: the cube core's arrival counts on both vector cores; the cube core's counter goes up "
       "once both arrived); in a launch of one core type it reaches no one.", where="kernel", pipe="S")
    .form(impls.sync.partner_arrive, *void(("pipe", _PIPE), ("flag_id", S64)), extra=("block",)),
    fn("asc_sync_block_wait", _H, "Wait for the other core type of the AI Core to arrive at flag_id; a launch of "
       "one core type never gets there (a deadlock error).", where="kernel", pipe="S")
    .form(impls.sync.partner_wait, *void(("pipe", _PIPE), ("flag_id", U8)), extra=("block",), versions=_OLD)
    .form(impls.sync.partner_wait, *void(("pipe", _PIPE), ("flag_id", S64)), extra=("block",))
    .form(impls.sync.partner_wait, *void(("pipe", _PIPE), ("flag_id", C_INT)), extra=("block",), versions=_OLD),
    fn("asc_sync_intra_arrive", _H, "Add 1 to the counter sync_id of the other core type of this AI Core (vector "
       "core: 0-15, the cube core's id + 16 x sub-block id; cube core: 0-31, vector core id / 16); in a launch "
       "of one core type it reaches no one.", where="kernel", pipe="S")
    .form(impls.sync.partner_arrive, *void(("pipe", _PIPE), ("sync_id", U8)), extra=("intra",), versions=_OLD)
    .form(impls.sync.partner_arrive, *void(("pipe", _PIPE), ("sync_id", U64)), extra=("intra",))
    .form(impls.sync.partner_arrive, *void(("pipe", _PIPE), ("sync_id", C_INT)), extra=("intra",), versions=_OLD),
    fn("asc_sync_intra_wait", _H, "Wait until this core's counter sync_id, which only the other core type of the "
       "AI Core sets, is above 0; a launch of one core type never gets there (a deadlock error).",
       where="kernel", pipe="S")
    .form(impls.sync.partner_wait, *void(("pipe", _PIPE), ("sync_id", U8)), extra=("intra",), versions=_OLD)
    .form(impls.sync.partner_wait, *void(("pipe", _PIPE), ("sync_id", U64)), extra=("intra",))
    .form(impls.sync.partner_wait, *void(("pipe", _PIPE), ("sync_id", C_INT)), extra=("intra",), versions=_OLD),
    fn("asc_sync_data_barrier", _H, "The scalar unit's later instructions wait for its earlier memory accesses "
       "(DSB_ALL, DSB_DDR: GM, DSB_UB; DSB_SEQ reserved); ascsim keeps them in order anyway.", where="kernel",
       pipe="S")
    .form(impls.sync.data_barrier, *void(("arg", enum("mem_dsb_t")))),
    fn("asc_lock", _H, "Lock mutex_id (0-31) for pipe: with ASC_LOCK_BLOCK (the default) pipe's later work waits "
       "for every earlier asc_unlock of the mutex.", where="kernel", pipe="S")
    .form(impls.sync.lock, *void(("pipe", _PIPE), ("mutex_id", U8)))
    .form(impls.sync.lock, *void(("pipe", _PIPE), ("mutex_id", U8), ("mode", _MODE)), versions=_OLD),
    fn("asc_unlock", _H, "Unlock mutex_id (0-31) once pipe's earlier work is done; pairs with the asc_lock before "
       "it (same mutex_id and mode).", where="kernel", pipe="S")
    .form(impls.sync.unlock, *void(("pipe", _PIPE), ("mutex_id", U8)))
    .form(impls.sync.unlock, *void(("pipe", _PIPE), ("mutex_id", U8), ("mode", _MODE)), versions=_OLD),
]


# ---------------------------------------------------------------------------------------------
# What the newer headers (V920) add: asc_sync_vec(id), and the mutexes' mode under the enum's new name.
_NEW = (V920,)
#: ``const asc_mutex_execute_mode``: the newer headers' spelling of the mode parameter (the same enum).
_NEW_MODE = CType("const asc_mutex_execute_mode", "enum")


def _entry(name: str) -> Function:
    return next(f for f in FUNCTIONS if f.name == name and f.header == _H)


_entry("asc_sync_vec").form(impls.sync.mte_handoff, *void(("id", C_INT)), extra=("V", "MTE2", "MTE3", "S"),
                            versions=_NEW)
_entry("asc_lock").form(impls.sync.lock, *void(("pipe", _PIPE), ("mutex_id", U8), ("mode", _NEW_MODE)),
                        versions=_NEW)
_entry("asc_unlock").form(impls.sync.unlock, *void(("pipe", _PIPE), ("mutex_id", U8), ("mode", _NEW_MODE)),
                          versions=_NEW)
