"""The C API facade: every function under its C name, in modules laid out like the C headers."""

from ..arch import (  # noqa: F401 - re-exported C names
    EVENT_ID0,
    EVENT_ID1,
    EVENT_ID2,
    EVENT_ID3,
    EVENT_ID4,
    EVENT_ID5,
    EVENT_ID6,
    EVENT_ID7,
    LD_VST,
    PAT_ALL,
    PAT_ALLF,
    PAT_H,
    PAT_M3,
    PAT_M4,
    PAT_Q,
    PAT_VL1,
    PAT_VL2,
    PAT_VL3,
    PAT_VL4,
    PAT_VL8,
    PAT_VL16,
    PAT_VL32,
    PAT_VL64,
    PAT_VL128,
    PIPE_ALL,
    PIPE_FIX,
    PIPE_M,
    PIPE_MTE1,
    PIPE_MTE2,
    PIPE_MTE3,
    PIPE_S,
    PIPE_V,
    ST_VLD,
    ST_VST,
    SV_ALL,
    VLD_ST,
    VLD_VST,
    VS_ALL,
    VST_LD,
    VST_ST,
    VST_VLD,
    VST_VST,
    VV_ALL,
)
from ..regs import vector_align
from ..runtime.context import block_idx, block_num
from .common import asc_get_vf_len, asc_init
from .copy import asc_copy_gm2ub_align, asc_copy_ub2gm_align
from .reg_arith import asc_add
from .reg_compare import asc_gt
from .reg_duplicate import asc_duplicate, asc_duplicate_scalar
from .reg_load_store import (
    asc_loadalign,
    asc_loadalign_deintlv,
    asc_loadalign_postupdate,
    asc_loadalign_unpack,
    asc_storealign,
    asc_storealign_intlv,
    asc_storealign_pack,
    asc_storealign_postupdate,
)
from .reg_mask import (
    asc_create_mask_b8,
    asc_create_mask_b16,
    asc_create_mask_b32,
    asc_update_mask_b8,
    asc_update_mask_b16,
    asc_update_mask_b32,
)
from .reg_permute_sel import (
    asc_clear_ar_spr,
    asc_deintlv,
    asc_deintlv_b8,
    asc_deintlv_b16,
    asc_deintlv_b32,
    asc_intlv,
    asc_intlv_b8,
    asc_intlv_b16,
    asc_intlv_b32,
    asc_pack,
    asc_pack_to_high,
    asc_pack_to_low,
    asc_pack_v2,
    asc_select,
    asc_squeeze,
    asc_squeeze_and_storeunalign,
    asc_squeeze_and_storeunalign_finalize,
    asc_squeeze_and_storeunalign_init,
    asc_squeeze_v2,
    asc_squeeze_with_status,
    asc_unpack_lower,
    asc_unpack_upper,
    asc_unsqueeze,
    asc_unsqueeze_s8,
    asc_unsqueeze_s16,
    asc_unsqueeze_s32,
    asc_unsqueeze_u8,
    asc_unsqueeze_u16,
    asc_unsqueeze_u32,
)
from .sync import (
    asc_mem_bar,
    asc_sync,
    asc_sync_mte2,
    asc_sync_mte3,
    asc_sync_notify,
    asc_sync_pipe,
    asc_sync_wait,
)
from .vf import asc_vf_call

__all__ = [
    "asc_get_vf_len", "asc_init",
    "asc_copy_gm2ub_align", "asc_copy_ub2gm_align",
    "asc_loadalign", "asc_storealign",
    "asc_create_mask_b8", "asc_create_mask_b16", "asc_create_mask_b32",
    "asc_update_mask_b8", "asc_update_mask_b16", "asc_update_mask_b32",
    "asc_intlv", "asc_intlv_b8", "asc_intlv_b16", "asc_intlv_b32", "asc_unpack_lower", "asc_unpack_upper",
    "asc_sync", "asc_sync_notify", "asc_sync_wait",
    # the rest of reg_permute_sel.h
    "asc_deintlv", "asc_deintlv_b8", "asc_deintlv_b16", "asc_deintlv_b32",
    "asc_pack_to_low", "asc_pack_to_high", "asc_select", "asc_squeeze",
    "asc_unsqueeze", "asc_unsqueeze_u8", "asc_unsqueeze_s8", "asc_unsqueeze_u16", "asc_unsqueeze_s16",
    "asc_unsqueeze_u32", "asc_unsqueeze_s32",
    "asc_squeeze_and_storeunalign_init", "asc_squeeze_and_storeunalign", "asc_squeeze_and_storeunalign_finalize",
    "asc_pack", "asc_pack_v2", "asc_squeeze_v2", "asc_squeeze_with_status", "asc_clear_ar_spr",
    "vector_align",
    # ... and its neighbours
    "asc_loadalign_postupdate", "asc_storealign_postupdate", "asc_loadalign_deintlv", "asc_loadalign_unpack",
    "asc_storealign_intlv", "asc_storealign_pack",
    "asc_duplicate", "asc_duplicate_scalar", "asc_add", "asc_gt",
    "asc_mem_bar", "asc_vf_call", "asc_sync_mte2", "asc_sync_mte3", "asc_sync_pipe",
    "VV_ALL", "VST_VLD", "VLD_VST", "VST_VST", "VS_ALL", "VST_LD", "VLD_ST", "VST_ST",
    "SV_ALL", "ST_VLD", "LD_VST", "ST_VST",
    "block_idx", "block_num",
    "PIPE_S",
    "PIPE_V",
    "PIPE_M",
    "PIPE_MTE1",
    "PIPE_MTE2",
    "PIPE_MTE3",
    "PIPE_ALL",
    "PIPE_FIX",
    "EVENT_ID0",
    "EVENT_ID1",
    "EVENT_ID2",
    "EVENT_ID3",
    "EVENT_ID4",
    "EVENT_ID5",
    "EVENT_ID6",
    "EVENT_ID7",
    "PAT_ALL",
    "PAT_VL1",
    "PAT_VL2",
    "PAT_VL3",
    "PAT_VL4",
    "PAT_VL8",
    "PAT_VL16",
    "PAT_VL32",
    "PAT_VL64",
    "PAT_VL128",
    "PAT_M3",
    "PAT_M4",
    "PAT_H",
    "PAT_Q",
    "PAT_ALLF",
]


def _arity_checked() -> None:
    # Every asc_* function answers a wrong argument count the way a compiler would: an AscTypeError
    # naming the prototype, raised at the user's line.
    from ._args import c_call

    for _name in __all__:
        _fn = globals()[_name]
        if _name.startswith("asc_") and callable(_fn):
            globals()[_name] = c_call(_fn)


_arity_checked()
