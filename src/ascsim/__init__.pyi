# Generated from ascsim.spec by `python -m ascsim.spec.gen`: edit the spec, not this file.
from ascsim import acl as acl
from ascsim import c_api as c_api
from ascsim import ops as ops
from ascsim.arch import Event
from ascsim.arch import MemBar
from ascsim.arch import Pat
from ascsim.arch import Pipe
from ascsim.c_api import vector_load_unalign as vector_load_unalign
from ascsim.c_api import vector_store_unalign as vector_store_unalign
from ascsim.c_api._dispatch import CFunction
from ascsim.dtypes import bfloat16_t as bfloat16_t
from ascsim.dtypes import bool_ as bool_
from ascsim.dtypes import float_ as float_
from ascsim.dtypes import fp4x2_e1m2_t as fp4x2_e1m2_t
from ascsim.dtypes import fp4x2_e2m1_t as fp4x2_e2m1_t
from ascsim.dtypes import fp8_e4m3fn_t as fp8_e4m3fn_t
from ascsim.dtypes import fp8_e5m2_t as fp8_e5m2_t
from ascsim.dtypes import fp8_e8m0_t as fp8_e8m0_t
from ascsim.dtypes import half as half
from ascsim.dtypes import hifloat8_t as hifloat8_t
from ascsim.dtypes import int16_t as int16_t
from ascsim.dtypes import int32_t as int32_t
from ascsim.dtypes import int4b_t as int4b_t
from ascsim.dtypes import int64_t as int64_t
from ascsim.dtypes import int8_t as int8_t
from ascsim.dtypes import uint16_t as uint16_t
from ascsim.dtypes import uint32_t as uint32_t
from ascsim.dtypes import uint64_t as uint64_t
from ascsim.dtypes import uint8_t as uint8_t
from ascsim.regs import addr_reg as addr_reg
from ascsim.regs import vector_align as vector_align
from ascsim.regs import vector_bfloat16_t as vector_bfloat16_t
from ascsim.regs import vector_bool as vector_bool
from ascsim.regs import vector_float as vector_float
from ascsim.regs import vector_fp4x2_e1m2_t as vector_fp4x2_e1m2_t
from ascsim.regs import vector_fp4x2_e2m1_t as vector_fp4x2_e2m1_t
from ascsim.regs import vector_fp8_e4m3fn_t as vector_fp8_e4m3fn_t
from ascsim.regs import vector_fp8_e5m2_t as vector_fp8_e5m2_t
from ascsim.regs import vector_fp8_e8m0_t as vector_fp8_e8m0_t
from ascsim.regs import vector_half as vector_half
from ascsim.regs import vector_hifloat8_t as vector_hifloat8_t
from ascsim.regs import vector_int16_t as vector_int16_t
from ascsim.regs import vector_int32_t as vector_int32_t
from ascsim.regs import vector_int4x2_t as vector_int4x2_t
from ascsim.regs import vector_int64_t as vector_int64_t
from ascsim.regs import vector_int8_t as vector_int8_t
from ascsim.regs import vector_uint16_t as vector_uint16_t
from ascsim.regs import vector_uint32_t as vector_uint32_t
from ascsim.regs import vector_uint64_t as vector_uint64_t
from ascsim.regs import vector_uint8_t as vector_uint8_t
from ascsim.runtime.context import block_idx as block_idx
from ascsim.runtime.context import block_num as block_num
from ascsim.runtime.kernel import cube_kernel as cube_kernel
from ascsim.runtime.kernel import set_jobs as set_jobs
from ascsim.runtime.kernel import simd_vf as simd_vf
from ascsim.runtime.kernel import vector_kernel as vector_kernel
from ascsim.runtime.loops import vf_range as vf_range
from ascsim.runtime.memory import Ptr
from ascsim.runtime.memory import Ptr as Ptr
from ascsim.runtime.memory import PtrRef as PtrRef
from ascsim.runtime.memory import Ref as Ref
from ascsim.runtime.memory import ub_array as ub_array
from ascsim.spec.enums import asc_load_l2_cache_mode as asc_load_l2_cache_mode
from ascsim.spec.enums import asc_store_l2_cache_mode as asc_store_l2_cache_mode
from typing import Any
from typing import Generic
from typing import TypeVar

_E = TypeVar("_E")
class gm_ptr(Ptr, Generic[_E]): ...
class ub_ptr(Ptr, Generic[_E]): ...
set_check_mode: Any
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
__version__: str

__all__ = [
    "int8_t",
    "uint8_t",
    "int16_t",
    "uint16_t",
    "int32_t",
    "uint32_t",
    "int64_t",
    "uint64_t",
    "half",
    "bfloat16_t",
    "float_",
    "hifloat8_t",
    "fp8_e8m0_t",
    "fp8_e5m2_t",
    "fp8_e4m3fn_t",
    "bool_",
    "vector_int8_t",
    "vector_uint8_t",
    "vector_hifloat8_t",
    "vector_fp8_e8m0_t",
    "vector_fp8_e5m2_t",
    "vector_fp8_e4m3fn_t",
    "vector_int16_t",
    "vector_uint16_t",
    "vector_half",
    "vector_bfloat16_t",
    "vector_int32_t",
    "vector_uint32_t",
    "vector_float",
    "vector_bool",
    "vector_align",
    "fp4x2_e2m1_t",
    "fp4x2_e1m2_t",
    "int4b_t",
    "vector_int64_t",
    "vector_uint64_t",
    "vector_fp4x2_e2m1_t",
    "vector_fp4x2_e1m2_t",
    "vector_int4x2_t",
    "simd_vf",
    "vector_kernel",
    "cube_kernel",
    "vf_range",
    "gm_ptr",
    "ub_ptr",
    "ub_array",
    "Ptr",
    "Ref",
    "PtrRef",
    "set_check_mode",
    "set_jobs",
    "acl",
    "ops",
    "c_api",
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
