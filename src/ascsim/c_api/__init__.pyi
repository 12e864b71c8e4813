# Generated from ascsim.spec by `python -m ascsim.spec.gen`: edit the spec, not this file.
from ascsim.arch import Event
from ascsim.arch import MemBar
from ascsim.arch import Pat
from ascsim.arch import Pipe
from ascsim.c_api._dispatch import CFunction
from ascsim.regs import addr_reg as addr_reg
from ascsim.regs import vector_align as vector_align
from ascsim.regs import vector_align as vector_load_unalign
from ascsim.regs import vector_align as vector_store_unalign
from ascsim.runtime.context import block_idx as block_idx
from ascsim.runtime.context import block_num as block_num
from ascsim.spec.enums import asc_load_l2_cache_mode as asc_load_l2_cache_mode
from ascsim.spec.enums import asc_store_l2_cache_mode as asc_store_l2_cache_mode

asc_intlv: CFunction
asc_intlv_b8: CFunction
asc_intlv_b16: CFunction
asc_intlv_b32: CFunction
asc_deintlv: CFunction
asc_deintlv_b8: CFunction
asc_deintlv_b16: CFunction
asc_deintlv_b32: CFunction
asc_unpack_lower: CFunction
asc_unpack_upper: CFunction
asc_pack_to_low: CFunction
asc_pack_to_high: CFunction
asc_pack: CFunction
asc_pack_v2: CFunction
asc_select: CFunction
asc_squeeze: CFunction
asc_squeeze_v2: CFunction
asc_squeeze_with_status: CFunction
asc_unsqueeze: CFunction
asc_clear_ar_spr: CFunction
asc_duplicate: CFunction
asc_duplicate_scalar: CFunction
asc_add: CFunction
asc_sub: CFunction
asc_gt: CFunction
asc_create_mask_b8: CFunction
asc_create_mask_b16: CFunction
asc_create_mask_b32: CFunction
asc_update_mask_b8: CFunction
asc_update_mask_b16: CFunction
asc_update_mask_b32: CFunction
asc_update_addr_reg_b32: CFunction
asc_update_addr_reg_b16: CFunction
asc_update_addr_reg_b8: CFunction
asc_create_iter_reg_b32: CFunction
asc_create_iter_reg_b16: CFunction
asc_create_iter_reg_b8: CFunction
asc_mem_bar: CFunction
asc_loadalign: CFunction
asc_loadalign_postupdate: CFunction
asc_loadalign_deintlv: CFunction
asc_loadalign_unpack: CFunction
asc_storealign: CFunction
asc_storealign_postupdate: CFunction
asc_storealign_intlv: CFunction
asc_storealign_pack: CFunction
asc_set_copy_pad_val: CFunction
asc_copy_ub2ub: CFunction
asc_copy_ub2ub_sync: CFunction
asc_copy_gm2ub: CFunction
asc_copy_gm2ub_sync: CFunction
asc_copy_ub2gm: CFunction
asc_copy_ub2gm_sync: CFunction
asc_copy_gm2ub_align: CFunction
asc_copy_gm2ub_align_sync: CFunction
asc_copy_ub2gm_align: CFunction
asc_copy_ub2gm_align_sync: CFunction
asc_set_ub2gm_loop_size: CFunction
asc_set_ub2gm_loop1_stride: CFunction
asc_set_ub2gm_loop2_stride: CFunction
asc_set_gm2ub_loop_size: CFunction
asc_set_gm2ub_loop1_stride: CFunction
asc_set_gm2ub_loop2_stride: CFunction
asc_set_gm2ub_pad: CFunction
asc_set_vector_mask: CFunction
asc_set_mask_count: CFunction
asc_set_mask_norm: CFunction
asc_get_cmp_mask: CFunction
asc_set_cmp_mask: CFunction
asc_get_rsvd_count: CFunction
asc_add_sync: CFunction
asc_duplicate_sync: CFunction
asc_select_sync: CFunction
asc_gt_sync: CFunction
asc_sync_notify: CFunction
asc_sync_wait: CFunction
asc_sync_pipe: CFunction
asc_sync_vec: CFunction
asc_sync_mte2: CFunction
asc_sync_mte3: CFunction
asc_sync: CFunction
asc_get_vf_len: CFunction
asc_get_block_idx: CFunction
asc_get_block_num: CFunction
asc_init: CFunction
asc_vf_call: CFunction
PIPE_S: Pipe
PIPE_V: Pipe
PIPE_M: Pipe
PIPE_MTE1: Pipe
PIPE_MTE2: Pipe
PIPE_MTE3: Pipe
PIPE_ALL: Pipe
PIPE_FIX: Pipe
EVENT_ID0: Event
EVENT_ID1: Event
EVENT_ID2: Event
EVENT_ID3: Event
EVENT_ID4: Event
EVENT_ID5: Event
EVENT_ID6: Event
EVENT_ID7: Event
PAT_ALL: Pat
PAT_VL1: Pat
PAT_VL2: Pat
PAT_VL3: Pat
PAT_VL4: Pat
PAT_VL8: Pat
PAT_VL16: Pat
PAT_VL32: Pat
PAT_VL64: Pat
PAT_VL128: Pat
PAT_M3: Pat
PAT_M4: Pat
PAT_H: Pat
PAT_Q: Pat
PAT_ALLF: Pat
VV_ALL: MemBar
VST_VLD: MemBar
VLD_VST: MemBar
VST_VST: MemBar
VS_ALL: MemBar
VST_LD: MemBar
VLD_ST: MemBar
VST_ST: MemBar
SV_ALL: MemBar
ST_VLD: MemBar
LD_VST: MemBar
ST_VST: MemBar
SS_ALL: MemBar
ST_LD: MemBar
LD_ST: MemBar
ST_ST: MemBar

__all__ = [
    "asc_intlv",
    "asc_intlv_b8",
    "asc_intlv_b16",
    "asc_intlv_b32",
    "asc_deintlv",
    "asc_deintlv_b8",
    "asc_deintlv_b16",
    "asc_deintlv_b32",
    "asc_unpack_lower",
    "asc_unpack_upper",
    "asc_pack_to_low",
    "asc_pack_to_high",
    "asc_pack",
    "asc_pack_v2",
    "asc_select",
    "asc_squeeze",
    "asc_squeeze_v2",
    "asc_squeeze_with_status",
    "asc_unsqueeze",
    "asc_clear_ar_spr",
    "asc_duplicate",
    "asc_duplicate_scalar",
    "asc_add",
    "asc_sub",
    "asc_gt",
    "asc_create_mask_b8",
    "asc_create_mask_b16",
    "asc_create_mask_b32",
    "asc_update_mask_b8",
    "asc_update_mask_b16",
    "asc_update_mask_b32",
    "asc_update_addr_reg_b32",
    "asc_update_addr_reg_b16",
    "asc_update_addr_reg_b8",
    "asc_create_iter_reg_b32",
    "asc_create_iter_reg_b16",
    "asc_create_iter_reg_b8",
    "asc_mem_bar",
    "asc_loadalign",
    "asc_loadalign_postupdate",
    "asc_loadalign_deintlv",
    "asc_loadalign_unpack",
    "asc_storealign",
    "asc_storealign_postupdate",
    "asc_storealign_intlv",
    "asc_storealign_pack",
    "asc_set_copy_pad_val",
    "asc_copy_ub2ub",
    "asc_copy_ub2ub_sync",
    "asc_copy_gm2ub",
    "asc_copy_gm2ub_sync",
    "asc_copy_ub2gm",
    "asc_copy_ub2gm_sync",
    "asc_copy_gm2ub_align",
    "asc_copy_gm2ub_align_sync",
    "asc_copy_ub2gm_align",
    "asc_copy_ub2gm_align_sync",
    "asc_set_ub2gm_loop_size",
    "asc_set_ub2gm_loop1_stride",
    "asc_set_ub2gm_loop2_stride",
    "asc_set_gm2ub_loop_size",
    "asc_set_gm2ub_loop1_stride",
    "asc_set_gm2ub_loop2_stride",
    "asc_set_gm2ub_pad",
    "asc_set_vector_mask",
    "asc_set_mask_count",
    "asc_set_mask_norm",
    "asc_get_cmp_mask",
    "asc_set_cmp_mask",
    "asc_get_rsvd_count",
    "asc_add_sync",
    "asc_duplicate_sync",
    "asc_select_sync",
    "asc_gt_sync",
    "asc_sync_notify",
    "asc_sync_wait",
    "asc_sync_pipe",
    "asc_sync_vec",
    "asc_sync_mte2",
    "asc_sync_mte3",
    "asc_sync",
    "asc_get_vf_len",
    "asc_get_block_idx",
    "asc_get_block_num",
    "asc_init",
    "asc_vf_call",
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
    "VV_ALL",
    "VST_VLD",
    "VLD_VST",
    "VST_VST",
    "VS_ALL",
    "VST_LD",
    "VLD_ST",
    "VST_ST",
    "SV_ALL",
    "ST_VLD",
    "LD_VST",
    "ST_VST",
    "SS_ALL",
    "ST_LD",
    "LD_ST",
    "ST_ST",
    "asc_load_l2_cache_mode",
    "asc_store_l2_cache_mode",
    "vector_align",
    "vector_load_unalign",
    "vector_store_unalign",
    "addr_reg",
    "block_idx",
    "block_num",
]
