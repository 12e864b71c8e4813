# Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
from ascsim import acl as acl
from ascsim import c_api as c_api
from ascsim import ops as ops
from ascsim.arch import Event
from ascsim.arch import MemBar
from ascsim.arch import Pat
from ascsim.arch import Pipe
from ascsim.c_api import asc_quant_mode as asc_quant_mode
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
from ascsim.runtime.aicore import bt_array as bt_array
from ascsim.runtime.aicore import fb_array as fb_array
from ascsim.runtime.aicore import l0a_array as l0a_array
from ascsim.runtime.aicore import l0b_array as l0b_array
from ascsim.runtime.aicore import l0c_array as l0c_array
from ascsim.runtime.context import block_idx as block_idx
from ascsim.runtime.context import block_num as block_num
from ascsim.runtime.jobs import set_jobs as set_jobs
from ascsim.runtime.kernel import cube_kernel as cube_kernel
from ascsim.runtime.kernel import mix_kernel as mix_kernel
from ascsim.runtime.kernel import set_schedule_seed as set_schedule_seed
from ascsim.runtime.kernel import simd_vf as simd_vf
from ascsim.runtime.kernel import vector_kernel as vector_kernel
from ascsim.runtime.loops import vf_range as vf_range
from ascsim.runtime.memory import Ptr
from ascsim.runtime.memory import Ptr as Ptr
from ascsim.runtime.memory import PtrRef as PtrRef
from ascsim.runtime.memory import Ref as Ref
from ascsim.runtime.memory import dynamic_ub as dynamic_ub
from ascsim.runtime.memory import l1_array as l1_array
from ascsim.runtime.memory import ub_array as ub_array
from ascsim.runtime.timeline import profile as profile
from ascsim.spec.enums import ASC_DISPERSE_FIRST_QUARTER as ASC_DISPERSE_FIRST_QUARTER
from ascsim.spec.enums import ASC_DISPERSE_FOURTH_QUARTER as ASC_DISPERSE_FOURTH_QUARTER
from ascsim.spec.enums import ASC_DISPERSE_SECOND_QUARTER as ASC_DISPERSE_SECOND_QUARTER
from ascsim.spec.enums import ASC_DISPERSE_THIRD_QUARTER as ASC_DISPERSE_THIRD_QUARTER
from ascsim.spec.enums import ASC_POSITION_EVEN as ASC_POSITION_EVEN
from ascsim.spec.enums import ASC_POSITION_ODD as ASC_POSITION_ODD
from ascsim.spec.enums import QuantMode_post as QuantMode_post
from ascsim.spec.enums import QuantMode_t as QuantMode_t
from ascsim.spec.enums import ascMutexExecuteMode
from ascsim.spec.enums import asc_channel_pad_mode as asc_channel_pad_mode
from ascsim.spec.enums import asc_dual_dst_mode as asc_dual_dst_mode
from ascsim.spec.enums import asc_hf32_round_mode as asc_hf32_round_mode
from ascsim.spec.enums import asc_l13d_repeat_direction as asc_l13d_repeat_direction
from ascsim.spec.enums import asc_load_l2_cache_mode as asc_load_l2_cache_mode
from ascsim.spec.enums import asc_override_strategy as asc_override_strategy
from ascsim.spec.enums import asc_position_mode as asc_position_mode
from ascsim.spec.enums import asc_position_quarter_mode as asc_position_quarter_mode
from ascsim.spec.enums import asc_relu_pre_mode as asc_relu_pre_mode
from ascsim.spec.enums import asc_saturation_mode as asc_saturation_mode
from ascsim.spec.enums import asc_store_l2_cache_mode as asc_store_l2_cache_mode
from ascsim.spec.enums import asc_unit_flag_mode as asc_unit_flag_mode
from ascsim.spec.enums import mem_dsb_t
from ascsim.spec.enums import ub_addr8_t
from ascsim.spec.unions import asc_fill_value_config as asc_fill_value_config
from ascsim.spec.unions import asc_l13d_fmatrix_config as asc_l13d_fmatrix_config
from ascsim.spec.unions import asc_load3d_v2_config as asc_load3d_v2_config
from ascsim.spec.unions import asc_ndim_pad_count_config as asc_ndim_pad_count_config
from ascsim.spec.unions import asc_store_atomic_config as asc_store_atomic_config
from typing import Any
from typing import Generic
from typing import TypeVar

_E = TypeVar("_E")
class ca_ptr(Ptr, Generic[_E]): ...
class cb_ptr(Ptr, Generic[_E]): ...
class cbuf_ptr(Ptr, Generic[_E]): ...
class cc_ptr(Ptr, Generic[_E]): ...
class fbuf_ptr(Ptr, Generic[_E]): ...
class gm_ptr(Ptr, Generic[_E]): ...
class ub_ptr(Ptr, Generic[_E]): ...
set_check_mode: Any
set_npu_arch: Any
npu_arch: Any
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
asc_relu: CFunction
asc_subc: CFunction
asc_abs_sub: CFunction
asc_min: CFunction
asc_neg: CFunction
asc_axpy: CFunction
asc_abs: CFunction
asc_mull: CFunction
asc_sqrt: CFunction
asc_mul: CFunction
asc_mul_scalar: CFunction
asc_muls: CFunction
asc_muls_v2: CFunction
asc_addc: CFunction
asc_madd: CFunction
asc_leakyrelu: CFunction
asc_max: CFunction
asc_min_scalar: CFunction
asc_exp: CFunction
asc_add_scalar: CFunction
asc_exp_sub: CFunction
asc_exp_sub_v2: CFunction
asc_ln: CFunction
asc_div: CFunction
asc_max_scalar: CFunction
asc_prelu: CFunction
asc_and: CFunction
asc_or: CFunction
asc_xor: CFunction
asc_not: CFunction
asc_shiftleft: CFunction
asc_shiftleft_scalar: CFunction
asc_shiftright: CFunction
asc_shiftright_scalar: CFunction
asc_eq: CFunction
asc_eq_scalar: CFunction
asc_ne: CFunction
asc_ne_scalar: CFunction
asc_ge: CFunction
asc_ge_scalar: CFunction
asc_le: CFunction
asc_le_scalar: CFunction
asc_lt: CFunction
asc_lt_scalar: CFunction
asc_gt_scalar: CFunction
asc_reduce_sum: CFunction
asc_reduce_sum_datablock: CFunction
asc_reduce_max: CFunction
asc_reduce_min: CFunction
asc_reduce_min_datablock: CFunction
asc_reduce_max_datablock: CFunction
asc_pair_reduce_sum: CFunction
asc_arange: CFunction
asc_arange_descend: CFunction
asc_cumulative_histogram_bin0: CFunction
asc_cumulative_histogram_bin1: CFunction
asc_frequency_histogram_bin0: CFunction
asc_frequency_histogram_bin1: CFunction
asc_copy: CFunction
asc_set_va_reg: CFunction
asc_exp_sub_half2float: CFunction
asc_mul_scalar_float2half_rn: CFunction
asc_duplicate_highest: CFunction
asc_duplicate_merge: CFunction
asc_duplicate_highest_merge: CFunction
asc_duplicate_scalar_merge: CFunction
asc_mask: CFunction
asc_extract_mask: CFunction
asc_log: CFunction
asc_mula: CFunction
asc_fma: CFunction
asc_unsqueeze_u8: CFunction
asc_unsqueeze_s8: CFunction
asc_unsqueeze_u16: CFunction
asc_unsqueeze_s16: CFunction
asc_unsqueeze_u32: CFunction
asc_unsqueeze_s32: CFunction
asc_squeeze_and_storeunalign_init: CFunction
asc_squeeze_and_storeunalign: CFunction
asc_squeeze_and_storeunalign_finalize: CFunction
asc_loadalign: CFunction
asc_loadalign_postupdate: CFunction
asc_loadalign_deintlv: CFunction
asc_loadalign_unpack: CFunction
asc_loadalign_brc: CFunction
asc_loadalign_brc_elem: CFunction
asc_loadalign_brc_v2: CFunction
asc_loadalign_brc_datablock: CFunction
asc_loadalign_brc_v3: CFunction
asc_loadalign_brc_elem2datablock: CFunction
asc_loadalign_upsample: CFunction
asc_loadalign_downsample: CFunction
asc_loadalign_unpack_v2: CFunction
asc_loadalign_unpack4: CFunction
asc_loadalign_brc_postupdate: CFunction
asc_loadalign_brc_elem_postupdate: CFunction
asc_loadalign_brc_postupdate_v2: CFunction
asc_loadalign_brc_datablock_postupdate: CFunction
asc_loadalign_brc_postupdate_v3: CFunction
asc_loadalign_brc_elem2datablock_postupdate: CFunction
asc_loadalign_upsample_postupdate: CFunction
asc_loadalign_downsample_postupdate: CFunction
asc_loadalign_unpack_postupdate: CFunction
asc_loadalign_unpack_postupdate_v2: CFunction
asc_loadalign_unpack4_postupdate: CFunction
asc_loadalign_deintlv_postupdate: CFunction
asc_load: CFunction
asc_loadunalign_pre: CFunction
asc_loadunalign: CFunction
asc_loadunalign_postupdate: CFunction
asc_gather: CFunction
asc_gather_datablock: CFunction
asc_get_mask_spr_b16: CFunction
asc_get_mask_spr_b32: CFunction
asc_scatter: CFunction
asc_loadalign_datablock_strided: CFunction
asc_loadalign_mask: CFunction
asc_loadalign_mask_upsample: CFunction
asc_loadalign_mask_downsample: CFunction
asc_storealign: CFunction
asc_storealign_postupdate: CFunction
asc_storealign_intlv: CFunction
asc_storealign_pack: CFunction
asc_storealign_1st: CFunction
asc_storealign_1st_postupdate: CFunction
asc_storealign_pack_v2: CFunction
asc_storealign_pack_quarter: CFunction
asc_storealign_pack_postupdate: CFunction
asc_storealign_pack_postupdate_v2: CFunction
asc_storealign_pack_quarter_postupdate: CFunction
asc_storeunalign: CFunction
asc_storeunalign_postupdate: CFunction
asc_storeunalign_post: CFunction
asc_storeunalign_post_postupdate: CFunction
asc_store: CFunction
asc_storealign_squeeze_status: CFunction
asc_storealign_squeeze_status_postupdate: CFunction
asc_float2half_rd: CFunction
asc_float2half_rd_v2: CFunction
asc_float2half_rd_sat: CFunction
asc_float2half_rd_sat_v2: CFunction
asc_float2half_ru: CFunction
asc_float2half_ru_v2: CFunction
asc_float2half_ru_sat: CFunction
asc_float2half_ru_sat_v2: CFunction
asc_float2half_rz: CFunction
asc_float2half_rz_v2: CFunction
asc_float2half_rz_sat: CFunction
asc_float2half_rz_sat_v2: CFunction
asc_float2half_rn: CFunction
asc_float2half_rn_v2: CFunction
asc_float2half_rn_sat: CFunction
asc_float2half_rn_sat_v2: CFunction
asc_float2half_rna: CFunction
asc_float2half_rna_v2: CFunction
asc_float2half_rna_sat: CFunction
asc_float2half_rna_sat_v2: CFunction
asc_float2half_ro: CFunction
asc_float2half_ro_v2: CFunction
asc_float2half_ro_sat: CFunction
asc_float2half_ro_sat_v2: CFunction
asc_bfloat162half_rd: CFunction
asc_bfloat162half_rd_sat: CFunction
asc_bfloat162half_ru: CFunction
asc_bfloat162half_ru_sat: CFunction
asc_bfloat162half_rz: CFunction
asc_bfloat162half_rz_sat: CFunction
asc_bfloat162half_rn: CFunction
asc_bfloat162half_rn_sat: CFunction
asc_bfloat162half_rna: CFunction
asc_bfloat162half_rna_sat: CFunction
asc_uint322int16: CFunction
asc_uint322int16_v2: CFunction
asc_uint322int16_sat: CFunction
asc_uint322int16_sat_v2: CFunction
asc_half2bfloat16_rd: CFunction
asc_half2bfloat16_rn: CFunction
asc_half2bfloat16_rna: CFunction
asc_half2bfloat16_ru: CFunction
asc_half2bfloat16_rz: CFunction
asc_e4m32float: CFunction
asc_e4m32float_v2: CFunction
asc_e4m32float_v3: CFunction
asc_e4m32float_v4: CFunction
asc_int162float: CFunction
asc_int162float_v2: CFunction
asc_int4x22int16: CFunction
asc_int4x22int16_v2: CFunction
asc_int4x22int16_v3: CFunction
asc_int4x22int16_v4: CFunction
asc_int322int16: CFunction
asc_int322int16_v2: CFunction
asc_int322int16_sat: CFunction
asc_int322int16_sat_v2: CFunction
asc_half2int32_rd: CFunction
asc_half2int32_rd_v2: CFunction
asc_half2int32_rn: CFunction
asc_half2int32_rn_v2: CFunction
asc_half2int32_rna: CFunction
asc_half2int32_rna_v2: CFunction
asc_half2int32_ru: CFunction
asc_half2int32_ru_v2: CFunction
asc_half2int32_rz: CFunction
asc_half2int32_rz_v2: CFunction
asc_float2bfloat16_rd: CFunction
asc_float2bfloat16_rd_v2: CFunction
asc_float2bfloat16_rd_sat: CFunction
asc_float2bfloat16_rd_sat_v2: CFunction
asc_float2bfloat16_rn: CFunction
asc_float2bfloat16_rn_v2: CFunction
asc_float2bfloat16_rn_sat: CFunction
asc_float2bfloat16_rn_sat_v2: CFunction
asc_float2bfloat16_rna: CFunction
asc_float2bfloat16_rna_v2: CFunction
asc_float2bfloat16_rna_sat: CFunction
asc_float2bfloat16_rna_sat_v2: CFunction
asc_float2bfloat16_ru: CFunction
asc_float2bfloat16_ru_v2: CFunction
asc_float2bfloat16_ru_sat: CFunction
asc_float2bfloat16_ru_sat_v2: CFunction
asc_float2bfloat16_rz: CFunction
asc_float2bfloat16_rz_v2: CFunction
asc_float2bfloat16_rz_sat: CFunction
asc_float2bfloat16_rz_sat_v2: CFunction
asc_float2int64_rd: CFunction
asc_float2int64_rd_v2: CFunction
asc_float2int64_rd_sat: CFunction
asc_float2int64_rd_sat_v2: CFunction
asc_float2int64_rn: CFunction
asc_float2int64_rn_v2: CFunction
asc_float2int64_rn_sat: CFunction
asc_float2int64_rn_sat_v2: CFunction
asc_float2int64_rna: CFunction
asc_float2int64_rna_v2: CFunction
asc_float2int64_rna_sat: CFunction
asc_float2int64_rna_sat_v2: CFunction
asc_float2int64_ru: CFunction
asc_float2int64_ru_v2: CFunction
asc_float2int64_ru_sat: CFunction
asc_float2int64_ru_sat_v2: CFunction
asc_float2int64_rz: CFunction
asc_float2int64_rz_v2: CFunction
asc_float2int64_rz_sat: CFunction
asc_float2int64_rz_sat_v2: CFunction
asc_int4x22half: CFunction
asc_int4x22half_v2: CFunction
asc_int4x22half_v3: CFunction
asc_int4x22half_v4: CFunction
asc_half2float: CFunction
asc_half2float_v2: CFunction
asc_half2int16_rd: CFunction
asc_half2int16_rd_sat: CFunction
asc_half2int16_rn: CFunction
asc_half2int16_rn_sat: CFunction
asc_half2int16_rna: CFunction
asc_half2int16_rna_sat: CFunction
asc_half2int16_ru: CFunction
asc_half2int16_ru_sat: CFunction
asc_half2int16_rz: CFunction
asc_half2int16_rz_sat: CFunction
asc_int162int32: CFunction
asc_int162int32_v2: CFunction
asc_int162uint32: CFunction
asc_int162uint32_v2: CFunction
asc_int162uint8: CFunction
asc_int162uint8_v2: CFunction
asc_int162uint8_sat: CFunction
asc_int162uint8_sat_v2: CFunction
asc_int162half_rd: CFunction
asc_int162half_rn: CFunction
asc_int162half_rna: CFunction
asc_int162half_ru: CFunction
asc_int162half_rz: CFunction
asc_int322float_rd: CFunction
asc_int322float_rn: CFunction
asc_int322float_rna: CFunction
asc_int322float_ru: CFunction
asc_int322float_rz: CFunction
asc_int322int64: CFunction
asc_int322int64_v2: CFunction
asc_int322uint16: CFunction
asc_int322uint16_v2: CFunction
asc_int322uint16_sat: CFunction
asc_int322uint16_sat_v2: CFunction
asc_int322uint8: CFunction
asc_int322uint8_v2: CFunction
asc_int322uint8_v3: CFunction
asc_int322uint8_v4: CFunction
asc_int322uint8_sat: CFunction
asc_int322uint8_sat_v2: CFunction
asc_int322uint8_sat_v3: CFunction
asc_int322uint8_sat_v4: CFunction
asc_uint322uint8: CFunction
asc_uint322uint8_v2: CFunction
asc_uint322uint8_v3: CFunction
asc_uint322uint8_v4: CFunction
asc_uint322uint8_sat: CFunction
asc_uint322uint8_sat_v2: CFunction
asc_uint322uint8_sat_v3: CFunction
asc_uint322uint8_sat_v4: CFunction
asc_uint322uint16: CFunction
asc_uint322uint16_v2: CFunction
asc_uint322uint16_sat: CFunction
asc_uint322uint16_sat_v2: CFunction
asc_uint162uint8: CFunction
asc_uint162uint8_v2: CFunction
asc_uint162uint8_sat: CFunction
asc_uint162uint8_sat_v2: CFunction
asc_uint162uint32: CFunction
asc_uint162uint32_v2: CFunction
asc_uint82half: CFunction
asc_uint82half_v2: CFunction
asc_uint82uint16: CFunction
asc_uint82uint16_v2: CFunction
asc_uint82uint32: CFunction
asc_uint82uint32_v2: CFunction
asc_uint82uint32_v3: CFunction
asc_uint82uint32_v4: CFunction
asc_int82half: CFunction
asc_int82half_v2: CFunction
asc_int82int16: CFunction
asc_int82int16_v2: CFunction
asc_int82int32: CFunction
asc_int82int32_v2: CFunction
asc_int82int32_v3: CFunction
asc_int82int32_v4: CFunction
asc_int642float_rd: CFunction
asc_int642float_rd_v2: CFunction
asc_int642float_rn: CFunction
asc_int642float_rn_v2: CFunction
asc_int642float_rna: CFunction
asc_int642float_rna_v2: CFunction
asc_int642float_ru: CFunction
asc_int642float_ru_v2: CFunction
asc_int642float_rz: CFunction
asc_int642float_rz_v2: CFunction
asc_int642int32: CFunction
asc_int642int32_v2: CFunction
asc_int642int32_sat: CFunction
asc_int642int32_sat_v2: CFunction
asc_float2int16_rd: CFunction
asc_float2int16_rd_v2: CFunction
asc_float2int16_rd_sat: CFunction
asc_float2int16_rd_sat_v2: CFunction
asc_float2int16_rn: CFunction
asc_float2int16_rn_v2: CFunction
asc_float2int16_rn_sat: CFunction
asc_float2int16_rn_sat_v2: CFunction
asc_float2int16_rna: CFunction
asc_float2int16_rna_v2: CFunction
asc_float2int16_rna_sat: CFunction
asc_float2int16_rna_sat_v2: CFunction
asc_float2int16_ru: CFunction
asc_float2int16_ru_v2: CFunction
asc_float2int16_ru_sat: CFunction
asc_float2int16_ru_sat_v2: CFunction
asc_float2int16_rz: CFunction
asc_float2int16_rz_v2: CFunction
asc_float2int16_rz_sat: CFunction
asc_float2int16_rz_sat_v2: CFunction
asc_float2int32_rd: CFunction
asc_float2int32_rd_sat: CFunction
asc_float2int32_rn: CFunction
asc_float2int32_rn_sat: CFunction
asc_float2int32_rna: CFunction
asc_float2int32_rna_sat: CFunction
asc_float2int32_ru: CFunction
asc_float2int32_ru_sat: CFunction
asc_float2int32_rz: CFunction
asc_float2int32_rz_sat: CFunction
asc_float2e4m3_rn: CFunction
asc_float2e4m3_rn_v2: CFunction
asc_float2e4m3_rn_v3: CFunction
asc_float2e4m3_rn_v4: CFunction
asc_float2e4m3_rn_sat: CFunction
asc_float2e4m3_rn_sat_v2: CFunction
asc_float2e4m3_rn_sat_v3: CFunction
asc_float2e4m3_rn_sat_v4: CFunction
asc_float2e5m2_rn: CFunction
asc_float2e5m2_rn_v2: CFunction
asc_float2e5m2_rn_v3: CFunction
asc_float2e5m2_rn_v4: CFunction
asc_float2e5m2_rn_sat: CFunction
asc_float2e5m2_rn_sat_v2: CFunction
asc_float2e5m2_rn_sat_v3: CFunction
asc_float2e5m2_rn_sat_v4: CFunction
asc_e5m22float: CFunction
asc_e5m22float_v2: CFunction
asc_e5m22float_v3: CFunction
asc_e5m22float_v4: CFunction
asc_float2hif8_rna: CFunction
asc_float2hif8_rna_v2: CFunction
asc_float2hif8_rna_v3: CFunction
asc_float2hif8_rna_v4: CFunction
asc_float2hif8_rna_sat: CFunction
asc_float2hif8_rna_sat_v2: CFunction
asc_float2hif8_rna_sat_v3: CFunction
asc_float2hif8_rna_sat_v4: CFunction
asc_float2hif8_rh: CFunction
asc_float2hif8_rh_v2: CFunction
asc_float2hif8_rh_v3: CFunction
asc_float2hif8_rh_v4: CFunction
asc_float2hif8_rh_sat: CFunction
asc_float2hif8_rh_sat_v2: CFunction
asc_float2hif8_rh_sat_v3: CFunction
asc_float2hif8_rh_sat_v4: CFunction
asc_hif82float: CFunction
asc_hif82float_v2: CFunction
asc_hif82float_v3: CFunction
asc_hif82float_v4: CFunction
asc_half2hif8_rna: CFunction
asc_half2hif8_rna_v2: CFunction
asc_half2hif8_rna_sat: CFunction
asc_half2hif8_rna_sat_v2: CFunction
asc_half2hif8_rh: CFunction
asc_half2hif8_rh_v2: CFunction
asc_half2hif8_rh_sat: CFunction
asc_half2hif8_rh_sat_v2: CFunction
asc_hif82half: CFunction
asc_hif82half_v2: CFunction
asc_half2int8_rd: CFunction
asc_half2int8_rd_v2: CFunction
asc_half2int8_rd_sat: CFunction
asc_half2int8_rd_sat_v2: CFunction
asc_half2int8_rn: CFunction
asc_half2int8_rn_v2: CFunction
asc_half2int8_rn_sat: CFunction
asc_half2int8_rn_sat_v2: CFunction
asc_half2int8_rna: CFunction
asc_half2int8_rna_v2: CFunction
asc_half2int8_rna_sat: CFunction
asc_half2int8_rna_sat_v2: CFunction
asc_half2int8_ru: CFunction
asc_half2int8_ru_v2: CFunction
asc_half2int8_ru_sat: CFunction
asc_half2int8_ru_sat_v2: CFunction
asc_half2int8_rz: CFunction
asc_half2int8_rz_v2: CFunction
asc_half2int8_rz_sat: CFunction
asc_half2int8_rz_sat_v2: CFunction
asc_half2uint8_rd: CFunction
asc_half2uint8_rd_v2: CFunction
asc_half2uint8_rd_sat: CFunction
asc_half2uint8_rd_sat_v2: CFunction
asc_half2uint8_rn: CFunction
asc_half2uint8_rn_v2: CFunction
asc_half2uint8_rn_sat: CFunction
asc_half2uint8_rn_sat_v2: CFunction
asc_half2uint8_rna: CFunction
asc_half2uint8_rna_v2: CFunction
asc_half2uint8_rna_sat: CFunction
asc_half2uint8_rna_sat_v2: CFunction
asc_half2uint8_ru: CFunction
asc_half2uint8_ru_v2: CFunction
asc_half2uint8_ru_sat: CFunction
asc_half2uint8_ru_sat_v2: CFunction
asc_half2uint8_rz: CFunction
asc_half2uint8_rz_v2: CFunction
asc_half2uint8_rz_sat: CFunction
asc_half2uint8_rz_sat_v2: CFunction
asc_half2int4x2_rd: CFunction
asc_half2int4x2_rd_v2: CFunction
asc_half2int4x2_rd_v3: CFunction
asc_half2int4x2_rd_v4: CFunction
asc_half2int4x2_rd_sat: CFunction
asc_half2int4x2_rd_sat_v2: CFunction
asc_half2int4x2_rd_sat_v3: CFunction
asc_half2int4x2_rd_sat_v4: CFunction
asc_half2int4x2_rn: CFunction
asc_half2int4x2_rn_v2: CFunction
asc_half2int4x2_rn_v3: CFunction
asc_half2int4x2_rn_v4: CFunction
asc_half2int4x2_rn_sat: CFunction
asc_half2int4x2_rn_sat_v2: CFunction
asc_half2int4x2_rn_sat_v3: CFunction
asc_half2int4x2_rn_sat_v4: CFunction
asc_half2int4x2_rna: CFunction
asc_half2int4x2_rna_v2: CFunction
asc_half2int4x2_rna_v3: CFunction
asc_half2int4x2_rna_v4: CFunction
asc_half2int4x2_rna_sat: CFunction
asc_half2int4x2_rna_sat_v2: CFunction
asc_half2int4x2_rna_sat_v3: CFunction
asc_half2int4x2_rna_sat_v4: CFunction
asc_half2int4x2_ru: CFunction
asc_half2int4x2_ru_v2: CFunction
asc_half2int4x2_ru_v3: CFunction
asc_half2int4x2_ru_v4: CFunction
asc_half2int4x2_ru_sat: CFunction
asc_half2int4x2_ru_sat_v2: CFunction
asc_half2int4x2_ru_sat_v3: CFunction
asc_half2int4x2_ru_sat_v4: CFunction
asc_half2int4x2_rz: CFunction
asc_half2int4x2_rz_v2: CFunction
asc_half2int4x2_rz_v3: CFunction
asc_half2int4x2_rz_v4: CFunction
asc_half2int4x2_rz_sat: CFunction
asc_half2int4x2_rz_sat_v2: CFunction
asc_half2int4x2_rz_sat_v3: CFunction
asc_half2int4x2_rz_sat_v4: CFunction
asc_bfloat162int32_rd: CFunction
asc_bfloat162int32_rd_v2: CFunction
asc_bfloat162int32_rd_sat: CFunction
asc_bfloat162int32_rd_sat_v2: CFunction
asc_bfloat162int32_rn: CFunction
asc_bfloat162int32_rn_v2: CFunction
asc_bfloat162int32_rn_sat: CFunction
asc_bfloat162int32_rn_sat_v2: CFunction
asc_bfloat162int32_rna: CFunction
asc_bfloat162int32_rna_v2: CFunction
asc_bfloat162int32_rna_sat: CFunction
asc_bfloat162int32_rna_sat_v2: CFunction
asc_bfloat162int32_ru: CFunction
asc_bfloat162int32_ru_v2: CFunction
asc_bfloat162int32_ru_sat: CFunction
asc_bfloat162int32_ru_sat_v2: CFunction
asc_bfloat162int32_rz: CFunction
asc_bfloat162int32_rz_v2: CFunction
asc_bfloat162int32_rz_sat: CFunction
asc_bfloat162int32_rz_sat_v2: CFunction
asc_bfloat162float: CFunction
asc_bfloat162float_v2: CFunction
asc_bfloat162e2m1x2_rd: CFunction
asc_bfloat162e2m1x2_rd_v2: CFunction
asc_bfloat162e2m1x2_rd_v3: CFunction
asc_bfloat162e2m1x2_rd_v4: CFunction
asc_bfloat162e2m1x2_rn: CFunction
asc_bfloat162e2m1x2_rn_v2: CFunction
asc_bfloat162e2m1x2_rn_v3: CFunction
asc_bfloat162e2m1x2_rn_v4: CFunction
asc_bfloat162e2m1x2_rna: CFunction
asc_bfloat162e2m1x2_rna_v2: CFunction
asc_bfloat162e2m1x2_rna_v3: CFunction
asc_bfloat162e2m1x2_rna_v4: CFunction
asc_bfloat162e2m1x2_ru: CFunction
asc_bfloat162e2m1x2_ru_v2: CFunction
asc_bfloat162e2m1x2_ru_v3: CFunction
asc_bfloat162e2m1x2_ru_v4: CFunction
asc_bfloat162e2m1x2_rz: CFunction
asc_bfloat162e2m1x2_rz_v2: CFunction
asc_bfloat162e2m1x2_rz_v3: CFunction
asc_bfloat162e2m1x2_rz_v4: CFunction
asc_bfloat162e1m2x2_rd: CFunction
asc_bfloat162e1m2x2_rd_v2: CFunction
asc_bfloat162e1m2x2_rd_v3: CFunction
asc_bfloat162e1m2x2_rd_v4: CFunction
asc_bfloat162e1m2x2_rn: CFunction
asc_bfloat162e1m2x2_rn_v2: CFunction
asc_bfloat162e1m2x2_rn_v3: CFunction
asc_bfloat162e1m2x2_rn_v4: CFunction
asc_bfloat162e1m2x2_rna: CFunction
asc_bfloat162e1m2x2_rna_v2: CFunction
asc_bfloat162e1m2x2_rna_v3: CFunction
asc_bfloat162e1m2x2_rna_v4: CFunction
asc_bfloat162e1m2x2_ru: CFunction
asc_bfloat162e1m2x2_ru_v2: CFunction
asc_bfloat162e1m2x2_ru_v3: CFunction
asc_bfloat162e1m2x2_ru_v4: CFunction
asc_bfloat162e1m2x2_rz: CFunction
asc_bfloat162e1m2x2_rz_v2: CFunction
asc_bfloat162e1m2x2_rz_v3: CFunction
asc_bfloat162e1m2x2_rz_v4: CFunction
asc_e2m1x22bfloat16: CFunction
asc_e2m1x22bfloat16_v2: CFunction
asc_e2m1x22bfloat16_v3: CFunction
asc_e2m1x22bfloat16_v4: CFunction
asc_e1m2x22bfloat16: CFunction
asc_e1m2x22bfloat16_v2: CFunction
asc_e1m2x22bfloat16_v3: CFunction
asc_e1m2x22bfloat16_v4: CFunction
asc_int4x22bfloat16: CFunction
asc_int4x22bfloat16_v2: CFunction
asc_int4x22bfloat16_v3: CFunction
asc_int4x22bfloat16_v4: CFunction
asc_floor: CFunction
asc_ceil: CFunction
asc_round: CFunction
asc_rint: CFunction
asc_trunc: CFunction
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
asc_ndim_copy_gm2ub: CFunction
asc_set_ndim_loop0_stride: CFunction
asc_set_ndim_loop1_stride: CFunction
asc_set_ndim_loop2_stride: CFunction
asc_set_ndim_loop3_stride: CFunction
asc_set_ndim_loop4_stride: CFunction
asc_set_ndim_pad_count: CFunction
asc_set_ndim_pad_value: CFunction
asc_ndim_copy_dci: CFunction
asc_copy_ub2l1: CFunction
asc_copy_ub2l1_sync: CFunction
asc_set_vector_mask: CFunction
asc_set_mask_count: CFunction
asc_set_mask_norm: CFunction
asc_get_cmp_mask: CFunction
asc_set_cmp_mask: CFunction
asc_get_rsvd_count: CFunction
asc_add_sync: CFunction
asc_duplicate_sync: CFunction
asc_select_sync: CFunction
asc_sub_sync: CFunction
asc_mul_sync: CFunction
asc_div_sync: CFunction
asc_max_sync: CFunction
asc_min_sync: CFunction
asc_and_sync: CFunction
asc_or_sync: CFunction
asc_add_relu: CFunction
asc_add_relu_sync: CFunction
asc_sub_relu: CFunction
asc_sub_relu_sync: CFunction
asc_fma_sync: CFunction
asc_mul_add: CFunction
asc_mul_add_sync: CFunction
asc_mul_add_relu: CFunction
asc_mul_add_relu_sync: CFunction
asc_abs_sync: CFunction
asc_relu_sync: CFunction
asc_exp_sync: CFunction
asc_log_sync: CFunction
asc_sqrt_sync: CFunction
asc_rsqrt: CFunction
asc_rsqrt_sync: CFunction
asc_rcp: CFunction
asc_rcp_sync: CFunction
asc_not_sync: CFunction
asc_add_scalar_sync: CFunction
asc_sub_scalar: CFunction
asc_sub_scalar_sync: CFunction
asc_mul_scalar_sync: CFunction
asc_max_scalar_sync: CFunction
asc_min_scalar_sync: CFunction
asc_leakyrelu_sync: CFunction
asc_axpy_sync: CFunction
asc_shiftleft_sync: CFunction
asc_shiftright_sync: CFunction
asc_shiftright_round: CFunction
asc_shiftright_round_sync: CFunction
asc_bfloat162float_sync: CFunction
asc_bfloat162int32_rna_sync: CFunction
asc_bfloat162int32_ru_sync: CFunction
asc_bfloat162int32_rd_sync: CFunction
asc_bfloat162int32_rn_sync: CFunction
asc_bfloat162int32_rz_sync: CFunction
asc_float2bfloat16_rn_sync: CFunction
asc_float2bfloat16_rna_sync: CFunction
asc_float2bfloat16_rd_sync: CFunction
asc_float2bfloat16_ru_sync: CFunction
asc_float2bfloat16_rz_sync: CFunction
asc_float2float_rn: CFunction
asc_float2float_rn_sync: CFunction
asc_float2float_rd: CFunction
asc_float2float_rd_sync: CFunction
asc_float2float_ru: CFunction
asc_float2float_ru_sync: CFunction
asc_float2float_rna: CFunction
asc_float2float_rna_sync: CFunction
asc_float2float_rz: CFunction
asc_float2float_rz_sync: CFunction
asc_float2half: CFunction
asc_float2half_sync: CFunction
asc_float2half_rn_sync: CFunction
asc_float2half_rna_sync: CFunction
asc_float2half_rd_sync: CFunction
asc_float2half_ru_sync: CFunction
asc_float2half_rz_sync: CFunction
asc_float2half_ro_sync: CFunction
asc_float2int32_rna_sync: CFunction
asc_float2int32_ru_sync: CFunction
asc_float2int32_rd_sync: CFunction
asc_float2int32_rn_sync: CFunction
asc_float2int32_rz_sync: CFunction
asc_float2int64_rna_sync: CFunction
asc_float2int64_ru_sync: CFunction
asc_float2int64_rd_sync: CFunction
asc_float2int64_rn_sync: CFunction
asc_float2int64_rz_sync: CFunction
asc_half2float_sync: CFunction
asc_half2int4: CFunction
asc_half2int4_sync: CFunction
asc_half2int4_rna: CFunction
asc_half2int4_rna_sync: CFunction
asc_half2int4_ru: CFunction
asc_half2int4_ru_sync: CFunction
asc_half2int4_rd: CFunction
asc_half2int4_rd_sync: CFunction
asc_half2int4_rn: CFunction
asc_half2int4_rn_sync: CFunction
asc_half2int4_rz: CFunction
asc_half2int4_rz_sync: CFunction
asc_half2int8: CFunction
asc_half2int8_sync: CFunction
asc_half2int8_rna_sync: CFunction
asc_half2int8_ru_sync: CFunction
asc_half2int8_rd_sync: CFunction
asc_half2int8_rn_sync: CFunction
asc_half2int8_rz_sync: CFunction
asc_half2int16_rna_sync: CFunction
asc_half2int16_ru_sync: CFunction
asc_half2int16_rd_sync: CFunction
asc_half2int16_rn_sync: CFunction
asc_half2int16_rz_sync: CFunction
asc_half2int32_rna_sync: CFunction
asc_half2int32_ru_sync: CFunction
asc_half2int32_rd_sync: CFunction
asc_half2int32_rn_sync: CFunction
asc_half2int32_rz_sync: CFunction
asc_int42half: CFunction
asc_int42half_sync: CFunction
asc_int82half_sync: CFunction
asc_uint82half_sync: CFunction
asc_int162float_sync: CFunction
asc_int322float: CFunction
asc_int322float_sync: CFunction
asc_int322float_rna_sync: CFunction
asc_int322float_ru_sync: CFunction
asc_int322float_rd_sync: CFunction
asc_int322float_rn_sync: CFunction
asc_int322float_rz_sync: CFunction
asc_int322int16_sync: CFunction
asc_int322int64_sync: CFunction
asc_int642int32_sync: CFunction
asc_float2int16_rna_sync: CFunction
asc_float2int16_ru_sync: CFunction
asc_float2int16_rd_sync: CFunction
asc_float2int16_rn_sync: CFunction
asc_float2int16_rz_sync: CFunction
asc_int642float_rna_sync: CFunction
asc_int642float_ru_sync: CFunction
asc_int642float_rd_sync: CFunction
asc_int642float_rn_sync: CFunction
asc_int642float_rz_sync: CFunction
asc_int162half: CFunction
asc_int162half_sync: CFunction
asc_int162half_rna_sync: CFunction
asc_int162half_ru_sync: CFunction
asc_int162half_rd_sync: CFunction
asc_int162half_rn_sync: CFunction
asc_int162half_rz_sync: CFunction
asc_half2uint8: CFunction
asc_half2uint8_sync: CFunction
asc_half2uint8_rna_sync: CFunction
asc_half2uint8_ru_sync: CFunction
asc_half2uint8_rd_sync: CFunction
asc_half2uint8_rn_sync: CFunction
asc_half2uint8_rz_sync: CFunction
asc_deq_int322half: CFunction
asc_deq_int162b8_h: CFunction
asc_deq_int162b8_l: CFunction
asc_vdeq_int162b8_h: CFunction
asc_vdeq_int162b8_l: CFunction
asc_mul_cast_half2int8: CFunction
asc_mul_cast_half2uint8: CFunction
asc_deq_int322half_sync: CFunction
asc_deq_int162b8_h_sync: CFunction
asc_deq_int162b8_l_sync: CFunction
asc_vdeq_int162b8_h_sync: CFunction
asc_vdeq_int162b8_l_sync: CFunction
asc_mul_cast_half2int8_sync: CFunction
asc_mul_cast_half2uint8_sync: CFunction
asc_set_deq_scale: CFunction
asc_gt_sync: CFunction
asc_eq_sync: CFunction
asc_ne_sync: CFunction
asc_ge_sync: CFunction
asc_le_sync: CFunction
asc_lt_sync: CFunction
asc_gt_scalar_sync: CFunction
asc_eq_scalar_sync: CFunction
asc_ne_scalar_sync: CFunction
asc_ge_scalar_sync: CFunction
asc_le_scalar_sync: CFunction
asc_lt_scalar_sync: CFunction
asc_repeat_reduce_sum: CFunction
asc_repeat_reduce_sum_sync: CFunction
asc_repeat_reduce_max_index_value: CFunction
asc_repeat_reduce_max_index_value_sync: CFunction
asc_repeat_reduce_max_value_index: CFunction
asc_repeat_reduce_max_value_index_sync: CFunction
asc_repeat_reduce_max_only_index: CFunction
asc_repeat_reduce_max_only_index_sync: CFunction
asc_repeat_reduce_max_only_value: CFunction
asc_repeat_reduce_max_only_value_sync: CFunction
asc_repeat_reduce_min_index_value: CFunction
asc_repeat_reduce_min_index_value_sync: CFunction
asc_repeat_reduce_min_value_index: CFunction
asc_repeat_reduce_min_value_index_sync: CFunction
asc_repeat_reduce_min_only_index: CFunction
asc_repeat_reduce_min_only_index_sync: CFunction
asc_repeat_reduce_min_only_value: CFunction
asc_repeat_reduce_min_only_value_sync: CFunction
asc_datablock_reduce_sum: CFunction
asc_datablock_reduce_sum_sync: CFunction
asc_datablock_reduce_max: CFunction
asc_datablock_reduce_max_sync: CFunction
asc_datablock_reduce_min: CFunction
asc_datablock_reduce_min_sync: CFunction
asc_pair_reduce_sum_sync: CFunction
asc_brcb: CFunction
asc_transpose: CFunction
asc_gather_sync: CFunction
asc_gather_datablock_sync: CFunction
asc_brcb_sync: CFunction
asc_copy_sync: CFunction
asc_transpose_sync: CFunction
asc_get_reduce_max_cnt: CFunction
asc_get_reduce_min_cnt: CFunction
asc_get_acc_val: CFunction
asc_reduce: CFunction
asc_reduce_sync: CFunction
asc_bitsort: CFunction
asc_mrgsort4: CFunction
asc_bitsort_sync: CFunction
asc_mrgsort4_sync: CFunction
asc_get_vms4_sr: CFunction
asc_transto5hd_b16: CFunction
asc_transto5hd_b32: CFunction
asc_transto5hd_b8: CFunction
asc_transto5hd_b16_sync: CFunction
asc_transto5hd_b32_sync: CFunction
asc_transto5hd_b8_sync: CFunction
asc_sync_notify: CFunction
asc_sync_wait: CFunction
asc_sync_pipe: CFunction
asc_sync_vec: CFunction
asc_sync_mte2: CFunction
asc_sync_mte3: CFunction
asc_sync: CFunction
asc_sync_inter_arrive: CFunction
asc_sync_inter_wait: CFunction
asc_sync_subblock_arrive: CFunction
asc_sync_subblock_wait: CFunction
asc_sync_block_arrive: CFunction
asc_sync_block_wait: CFunction
asc_sync_intra_arrive: CFunction
asc_sync_intra_wait: CFunction
asc_sync_data_barrier: CFunction
asc_lock: CFunction
asc_unlock: CFunction
asc_get_vf_len: CFunction
asc_get_block_idx: CFunction
asc_get_block_num: CFunction
asc_get_sub_block_id: CFunction
asc_get_sub_block_num: CFunction
asc_get_core_id: CFunction
asc_get_arch_ver: CFunction
asc_get_system_cycle: CFunction
asc_get_program_counter: CFunction
asc_set_ctrl: CFunction
asc_get_ctrl: CFunction
asc_get_status: CFunction
asc_get_overflow_status: CFunction
asc_get_squeeze_status: CFunction
asc_get_ar_spr: CFunction
asc_get_phy_stack_base: CFunction
asc_get_sys_virtual_base: CFunction
asc_get_smmu_tag_version: CFunction
asc_get_phy_buf_addr: CFunction
asc_set_ffts_base_addr: CFunction
asc_get_ffts_base_addr: CFunction
asc_set_l0c2gm_channel_para: CFunction
asc_set_l3d_rpt_b: CFunction
asc_set_gm2l1_nz_para: CFunction
asc_set_l13d_padding: CFunction
asc_set_l12l0_padding_val: CFunction
asc_set_l0c2gm_quant_post: CFunction
asc_set_l0c2gm_relu_alpha: CFunction
asc_set_saturation_flag: CFunction
asc_get_saturation_flag: CFunction
asc_set_saturation_strategy: CFunction
asc_get_saturation_strategy: CFunction
asc_get_pipe_mte2_idle_slot_count: CFunction
asc_get_pipe_mte3_idle_slot_count: CFunction
asc_get_pipe_v_idle_slot_count: CFunction
asc_get_pipe_m_idle_slot_count: CFunction
asc_get_pipe_mte1_idle_slot_count: CFunction
asc_get_pipe_fix_idle_slot_count: CFunction
asc_set_atomic_add_float: CFunction
asc_set_atomic_max_float16: CFunction
asc_set_atomic_add_int: CFunction
asc_set_atomic_add_int8: CFunction
asc_set_atomic_add_int16: CFunction
asc_set_atomic_none: CFunction
asc_get_store_atomic_config: CFunction
asc_set_store_atomic_config_v1: CFunction
asc_set_atomic_add_bfloat: CFunction
asc_set_atomic_add_float16: CFunction
asc_set_atomic_max_bfloat: CFunction
asc_set_atomic_max_float: CFunction
asc_set_atomic_max_int: CFunction
asc_set_atomic_max_int8: CFunction
asc_set_atomic_max_int16: CFunction
asc_set_atomic_min_bfloat: CFunction
asc_set_atomic_min_float: CFunction
asc_set_atomic_min_float16: CFunction
asc_set_atomic_min_int: CFunction
asc_set_atomic_min_int8: CFunction
asc_set_atomic_min_int16: CFunction
asc_set_store_atomic_config_v2: CFunction
asc_set_atomic_add_int32: CFunction
asc_set_atomic_max_int32: CFunction
asc_set_atomic_min_int32: CFunction
asc_disable_dma_atomic: CFunction
asc_icache_preload: CFunction
asc_dcci_single: CFunction
asc_ub_dcci_single: CFunction
asc_dcci_entire_ub: CFunction
asc_dcci_entire_out: CFunction
asc_dcci_entire_all: CFunction
asc_dcci_entire_atomic: CFunction
asc_get_icache_preload_status: CFunction
asc_datacache_preload: CFunction
asc_dci: CFunction
asc_set_scalar_cache_mode: CFunction
asc_get_scalar_load_cache_mode: CFunction
asc_get_scalar_store_cache_mode: CFunction
asc_sflbits: CFunction
asc_ffz: CFunction
asc_ffs: CFunction
asc_popc: CFunction
asc_clz: CFunction
asc_zero_bits_cnt: CFunction
asc_set_nthbit: CFunction
asc_clear_nthbit: CFunction
asc_store_dev: CFunction
asc_atomic_add: CFunction
asc_atomic_sub: CFunction
asc_atomic_exch: CFunction
asc_atomic_max: CFunction
asc_atomic_min: CFunction
asc_atomic_cas: CFunction
asc_atomic_and: CFunction
asc_atomic_or: CFunction
asc_atomic_xor: CFunction
asc_atomic_inc: CFunction
asc_atomic_dec: CFunction
asc_load_dev: CFunction
clz: CFunction
bcnt1: CFunction
bcnt0: CFunction
sflbits: CFunction
sff0: CFunction
sff1: CFunction
sbitset0: CFunction
sbitset1: CFunction
asc_init: CFunction
asc_nop: CFunction
asc_set_l0c2gm_config: CFunction
asc_mmad: CFunction
asc_mmad_sync: CFunction
asc_mmad_s4: CFunction
asc_mmad_s4_sync: CFunction
asc_mmad_sparse: CFunction
asc_mmad_sparse_sync: CFunction
asc_set_mmad_direction_m: CFunction
asc_set_mmad_direction_n: CFunction
asc_enable_hf32_trans: CFunction
asc_enable_hf32: CFunction
asc_set_fp32_mode: CFunction
asc_get_l0c2gm_relu: CFunction
asc_get_l0c2gm_unitflag: CFunction
asc_get_l0c2gm_prequant: CFunction
asc_set_l0c2gm_nz2nd: CFunction
asc_mmad_mx: CFunction
asc_mmad_mx_sync: CFunction
asc_enable_hif8: CFunction
asc_enable_fp8: CFunction
asc_set_hf32_round_mode: CFunction
asc_disable_hif8: CFunction
asc_disable_hf32: CFunction
asc_copy_gm2l0a: CFunction
asc_copy_gm2l0a_sync: CFunction
asc_copy_gm2l0b: CFunction
asc_copy_gm2l0b_sync: CFunction
asc_copy_gm2l1: CFunction
asc_copy_gm2l1_sync: CFunction
asc_copy_gm2l1_pad1: CFunction
asc_copy_gm2l1_pad1_sync: CFunction
asc_copy_gm2l1_pad2: CFunction
asc_copy_gm2l1_pad2_sync: CFunction
asc_copy_gm2l1_pad3: CFunction
asc_copy_gm2l1_pad3_sync: CFunction
asc_copy_gm2l1_pad4: CFunction
asc_copy_gm2l1_pad4_sync: CFunction
asc_copy_gm2l1_pad5: CFunction
asc_copy_gm2l1_pad5_sync: CFunction
asc_copy_gm2l1_pad6: CFunction
asc_copy_gm2l1_pad6_sync: CFunction
asc_copy_gm2l1_pad7: CFunction
asc_copy_gm2l1_pad7_sync: CFunction
asc_copy_gm2l1_pad8: CFunction
asc_copy_gm2l1_pad8_sync: CFunction
asc_copy_gm2l1_align: CFunction
asc_copy_gm2l1_align_sync: CFunction
asc_copy_gm2l1_dn2nz: CFunction
asc_copy_gm2l1_dn2nz_sync: CFunction
asc_copy_gm2l1_nd2nz: CFunction
asc_copy_gm2l1_nd2nz_sync: CFunction
asc_set_gm2l1_padding: CFunction
asc_copy_l12l0a: CFunction
asc_copy_l12l0a_sync: CFunction
asc_copy_l12l0a_transpose: CFunction
asc_copy_l12l0a_transpose_sync: CFunction
asc_copy_l12l0a_mx: CFunction
asc_copy_l12l0a_mx_sync: CFunction
asc_copy_l12l0b: CFunction
asc_copy_l12l0b_sync: CFunction
asc_copy_l12l0b_transpose: CFunction
asc_copy_l12l0b_transpose_sync: CFunction
asc_copy_l12l0b_mx: CFunction
asc_copy_l12l0b_mx_sync: CFunction
asc_copy_l12l0a_trans: CFunction
asc_copy_l12l0a_trans_sync: CFunction
asc_copy_l12l0b_trans: CFunction
asc_copy_l12l0b_trans_sync: CFunction
asc_copy_l12l0b_sparse: CFunction
asc_copy_l12l0b_sparse_sync: CFunction
asc_copy_l0c2gm: CFunction
asc_copy_l0c2gm_sync: CFunction
asc_copy_l0c2l1: CFunction
asc_copy_l0c2l1_sync: CFunction
asc_copy_l0c2ub: CFunction
asc_copy_l0c2ub_sync: CFunction
asc_copy_l12bt: CFunction
asc_copy_l12bt_sync: CFunction
asc_copy_l12fb: CFunction
asc_copy_l12fb_sync: CFunction
asc_copy_l12gm: CFunction
asc_copy_l12gm_sync: CFunction
asc_copy_l12ub: CFunction
asc_copy_l12ub_sync: CFunction
asc_copy_l12l0c: CFunction
asc_copy_l12l0c_sync: CFunction
asc_fill_l0a: CFunction
asc_fill_l0a_sync: CFunction
asc_fill_l0b: CFunction
asc_fill_l0b_sync: CFunction
asc_fill_l1: CFunction
asc_fill_l1_sync: CFunction
asc_load_image_to_cbuf: CFunction
asc_load_image_to_cbuf_sync: CFunction
asc_set_l13d_rpt: CFunction
asc_set_l13d_fmatrix: CFunction
asc_set_l13d_fmatrix_b: CFunction
asc_set_l0c2gm_lrelu_alpha: CFunction
asc_set_l13d_size: CFunction
asc_set_l0c_copy_prequant: CFunction
asc_set_l0c_copy_params: CFunction
asc_set_gm2l1_loop_size: CFunction
asc_set_gm2l1_loop1_stride: CFunction
asc_set_gm2l1_loop2_stride: CFunction
asc_set_gm2l1_pad: CFunction
asc_set_l13d_rpt_b: CFunction
asc_set_l0c_copy_config: CFunction
asc_set_l0c_copy_nz_para: CFunction
asc_set_l0c_copy_channel_para: CFunction
asc_set_l0c_copy_relu_alpha: CFunction
asc_set_l0c_copy_lrelu_alpha: CFunction
asc_set_l12l0a_3d_padding: CFunction
asc_set_l12l0b_3d_padding: CFunction
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
DSB_ALL: mem_dsb_t
DSB_DDR: mem_dsb_t
DSB_UB: mem_dsb_t
DSB_SEQ: mem_dsb_t
ASC_LOCK_BLOCK: ascMutexExecuteMode
ASC_LOCK_NON_BLOCK: ascMutexExecuteMode
VA0: ub_addr8_t
VA1: ub_addr8_t
VA2: ub_addr8_t
VA3: ub_addr8_t
VA4: ub_addr8_t
VA5: ub_addr8_t
VA6: ub_addr8_t
VA7: ub_addr8_t
__version__: str

__all__ = [
    "acl",
    "c_api",
    "ops",
    "bfloat16_t",
    "bool_",
    "float_",
    "fp4x2_e1m2_t",
    "fp4x2_e2m1_t",
    "fp8_e4m3fn_t",
    "fp8_e5m2_t",
    "fp8_e8m0_t",
    "half",
    "hifloat8_t",
    "int4b_t",
    "int8_t",
    "int16_t",
    "int32_t",
    "int64_t",
    "uint8_t",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "vector_align",
    "vector_bfloat16_t",
    "vector_bool",
    "vector_float",
    "vector_fp4x2_e1m2_t",
    "vector_fp4x2_e2m1_t",
    "vector_fp8_e4m3fn_t",
    "vector_fp8_e5m2_t",
    "vector_fp8_e8m0_t",
    "vector_half",
    "vector_hifloat8_t",
    "vector_int4x2_t",
    "vector_int8_t",
    "vector_int16_t",
    "vector_int32_t",
    "vector_int64_t",
    "vector_uint8_t",
    "vector_uint16_t",
    "vector_uint32_t",
    "vector_uint64_t",
    "cube_kernel",
    "mix_kernel",
    "set_schedule_seed",
    "simd_vf",
    "vector_kernel",
    "set_jobs",
    "Ptr",
    "PtrRef",
    "Ref",
    "ca_ptr",
    "cb_ptr",
    "cbuf_ptr",
    "cc_ptr",
    "dynamic_ub",
    "fbuf_ptr",
    "gm_ptr",
    "l1_array",
    "ub_array",
    "ub_ptr",
    "bt_array",
    "fb_array",
    "l0a_array",
    "l0b_array",
    "l0c_array",
    "vf_range",
    "profile",
    "set_check_mode",
    "set_npu_arch",
    "npu_arch",
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
    "asc_relu",
    "asc_subc",
    "asc_abs_sub",
    "asc_min",
    "asc_neg",
    "asc_axpy",
    "asc_abs",
    "asc_mull",
    "asc_sqrt",
    "asc_mul",
    "asc_mul_scalar",
    "asc_muls",
    "asc_muls_v2",
    "asc_addc",
    "asc_madd",
    "asc_leakyrelu",
    "asc_max",
    "asc_min_scalar",
    "asc_exp",
    "asc_add_scalar",
    "asc_exp_sub",
    "asc_exp_sub_v2",
    "asc_ln",
    "asc_div",
    "asc_max_scalar",
    "asc_prelu",
    "asc_and",
    "asc_or",
    "asc_xor",
    "asc_not",
    "asc_shiftleft",
    "asc_shiftleft_scalar",
    "asc_shiftright",
    "asc_shiftright_scalar",
    "asc_eq",
    "asc_eq_scalar",
    "asc_ne",
    "asc_ne_scalar",
    "asc_ge",
    "asc_ge_scalar",
    "asc_le",
    "asc_le_scalar",
    "asc_lt",
    "asc_lt_scalar",
    "asc_gt_scalar",
    "asc_reduce_sum",
    "asc_reduce_sum_datablock",
    "asc_reduce_max",
    "asc_reduce_min",
    "asc_reduce_min_datablock",
    "asc_reduce_max_datablock",
    "asc_pair_reduce_sum",
    "asc_arange",
    "asc_arange_descend",
    "asc_cumulative_histogram_bin0",
    "asc_cumulative_histogram_bin1",
    "asc_frequency_histogram_bin0",
    "asc_frequency_histogram_bin1",
    "asc_copy",
    "asc_set_va_reg",
    "asc_exp_sub_half2float",
    "asc_mul_scalar_float2half_rn",
    "asc_duplicate_highest",
    "asc_duplicate_merge",
    "asc_duplicate_highest_merge",
    "asc_duplicate_scalar_merge",
    "asc_mask",
    "asc_extract_mask",
    "asc_log",
    "asc_mula",
    "asc_fma",
    "asc_unsqueeze_u8",
    "asc_unsqueeze_s8",
    "asc_unsqueeze_u16",
    "asc_unsqueeze_s16",
    "asc_unsqueeze_u32",
    "asc_unsqueeze_s32",
    "asc_squeeze_and_storeunalign_init",
    "asc_squeeze_and_storeunalign",
    "asc_squeeze_and_storeunalign_finalize",
    "asc_loadalign",
    "asc_loadalign_postupdate",
    "asc_loadalign_deintlv",
    "asc_loadalign_unpack",
    "asc_loadalign_brc",
    "asc_loadalign_brc_elem",
    "asc_loadalign_brc_v2",
    "asc_loadalign_brc_datablock",
    "asc_loadalign_brc_v3",
    "asc_loadalign_brc_elem2datablock",
    "asc_loadalign_upsample",
    "asc_loadalign_downsample",
    "asc_loadalign_unpack_v2",
    "asc_loadalign_unpack4",
    "asc_loadalign_brc_postupdate",
    "asc_loadalign_brc_elem_postupdate",
    "asc_loadalign_brc_postupdate_v2",
    "asc_loadalign_brc_datablock_postupdate",
    "asc_loadalign_brc_postupdate_v3",
    "asc_loadalign_brc_elem2datablock_postupdate",
    "asc_loadalign_upsample_postupdate",
    "asc_loadalign_downsample_postupdate",
    "asc_loadalign_unpack_postupdate",
    "asc_loadalign_unpack_postupdate_v2",
    "asc_loadalign_unpack4_postupdate",
    "asc_loadalign_deintlv_postupdate",
    "asc_load",
    "asc_loadunalign_pre",
    "asc_loadunalign",
    "asc_loadunalign_postupdate",
    "asc_gather",
    "asc_gather_datablock",
    "asc_get_mask_spr_b16",
    "asc_get_mask_spr_b32",
    "asc_scatter",
    "asc_loadalign_datablock_strided",
    "asc_loadalign_mask",
    "asc_loadalign_mask_upsample",
    "asc_loadalign_mask_downsample",
    "asc_storealign",
    "asc_storealign_postupdate",
    "asc_storealign_intlv",
    "asc_storealign_pack",
    "asc_storealign_1st",
    "asc_storealign_1st_postupdate",
    "asc_storealign_pack_v2",
    "asc_storealign_pack_quarter",
    "asc_storealign_pack_postupdate",
    "asc_storealign_pack_postupdate_v2",
    "asc_storealign_pack_quarter_postupdate",
    "asc_storeunalign",
    "asc_storeunalign_postupdate",
    "asc_storeunalign_post",
    "asc_storeunalign_post_postupdate",
    "asc_store",
    "asc_storealign_squeeze_status",
    "asc_storealign_squeeze_status_postupdate",
    "asc_float2half_rd",
    "asc_float2half_rd_v2",
    "asc_float2half_rd_sat",
    "asc_float2half_rd_sat_v2",
    "asc_float2half_ru",
    "asc_float2half_ru_v2",
    "asc_float2half_ru_sat",
    "asc_float2half_ru_sat_v2",
    "asc_float2half_rz",
    "asc_float2half_rz_v2",
    "asc_float2half_rz_sat",
    "asc_float2half_rz_sat_v2",
    "asc_float2half_rn",
    "asc_float2half_rn_v2",
    "asc_float2half_rn_sat",
    "asc_float2half_rn_sat_v2",
    "asc_float2half_rna",
    "asc_float2half_rna_v2",
    "asc_float2half_rna_sat",
    "asc_float2half_rna_sat_v2",
    "asc_float2half_ro",
    "asc_float2half_ro_v2",
    "asc_float2half_ro_sat",
    "asc_float2half_ro_sat_v2",
    "asc_bfloat162half_rd",
    "asc_bfloat162half_rd_sat",
    "asc_bfloat162half_ru",
    "asc_bfloat162half_ru_sat",
    "asc_bfloat162half_rz",
    "asc_bfloat162half_rz_sat",
    "asc_bfloat162half_rn",
    "asc_bfloat162half_rn_sat",
    "asc_bfloat162half_rna",
    "asc_bfloat162half_rna_sat",
    "asc_uint322int16",
    "asc_uint322int16_v2",
    "asc_uint322int16_sat",
    "asc_uint322int16_sat_v2",
    "asc_half2bfloat16_rd",
    "asc_half2bfloat16_rn",
    "asc_half2bfloat16_rna",
    "asc_half2bfloat16_ru",
    "asc_half2bfloat16_rz",
    "asc_e4m32float",
    "asc_e4m32float_v2",
    "asc_e4m32float_v3",
    "asc_e4m32float_v4",
    "asc_int162float",
    "asc_int162float_v2",
    "asc_int4x22int16",
    "asc_int4x22int16_v2",
    "asc_int4x22int16_v3",
    "asc_int4x22int16_v4",
    "asc_int322int16",
    "asc_int322int16_v2",
    "asc_int322int16_sat",
    "asc_int322int16_sat_v2",
    "asc_half2int32_rd",
    "asc_half2int32_rd_v2",
    "asc_half2int32_rn",
    "asc_half2int32_rn_v2",
    "asc_half2int32_rna",
    "asc_half2int32_rna_v2",
    "asc_half2int32_ru",
    "asc_half2int32_ru_v2",
    "asc_half2int32_rz",
    "asc_half2int32_rz_v2",
    "asc_float2bfloat16_rd",
    "asc_float2bfloat16_rd_v2",
    "asc_float2bfloat16_rd_sat",
    "asc_float2bfloat16_rd_sat_v2",
    "asc_float2bfloat16_rn",
    "asc_float2bfloat16_rn_v2",
    "asc_float2bfloat16_rn_sat",
    "asc_float2bfloat16_rn_sat_v2",
    "asc_float2bfloat16_rna",
    "asc_float2bfloat16_rna_v2",
    "asc_float2bfloat16_rna_sat",
    "asc_float2bfloat16_rna_sat_v2",
    "asc_float2bfloat16_ru",
    "asc_float2bfloat16_ru_v2",
    "asc_float2bfloat16_ru_sat",
    "asc_float2bfloat16_ru_sat_v2",
    "asc_float2bfloat16_rz",
    "asc_float2bfloat16_rz_v2",
    "asc_float2bfloat16_rz_sat",
    "asc_float2bfloat16_rz_sat_v2",
    "asc_float2int64_rd",
    "asc_float2int64_rd_v2",
    "asc_float2int64_rd_sat",
    "asc_float2int64_rd_sat_v2",
    "asc_float2int64_rn",
    "asc_float2int64_rn_v2",
    "asc_float2int64_rn_sat",
    "asc_float2int64_rn_sat_v2",
    "asc_float2int64_rna",
    "asc_float2int64_rna_v2",
    "asc_float2int64_rna_sat",
    "asc_float2int64_rna_sat_v2",
    "asc_float2int64_ru",
    "asc_float2int64_ru_v2",
    "asc_float2int64_ru_sat",
    "asc_float2int64_ru_sat_v2",
    "asc_float2int64_rz",
    "asc_float2int64_rz_v2",
    "asc_float2int64_rz_sat",
    "asc_float2int64_rz_sat_v2",
    "asc_int4x22half",
    "asc_int4x22half_v2",
    "asc_int4x22half_v3",
    "asc_int4x22half_v4",
    "asc_half2float",
    "asc_half2float_v2",
    "asc_half2int16_rd",
    "asc_half2int16_rd_sat",
    "asc_half2int16_rn",
    "asc_half2int16_rn_sat",
    "asc_half2int16_rna",
    "asc_half2int16_rna_sat",
    "asc_half2int16_ru",
    "asc_half2int16_ru_sat",
    "asc_half2int16_rz",
    "asc_half2int16_rz_sat",
    "asc_int162int32",
    "asc_int162int32_v2",
    "asc_int162uint32",
    "asc_int162uint32_v2",
    "asc_int162uint8",
    "asc_int162uint8_v2",
    "asc_int162uint8_sat",
    "asc_int162uint8_sat_v2",
    "asc_int162half_rd",
    "asc_int162half_rn",
    "asc_int162half_rna",
    "asc_int162half_ru",
    "asc_int162half_rz",
    "asc_int322float_rd",
    "asc_int322float_rn",
    "asc_int322float_rna",
    "asc_int322float_ru",
    "asc_int322float_rz",
    "asc_int322int64",
    "asc_int322int64_v2",
    "asc_int322uint16",
    "asc_int322uint16_v2",
    "asc_int322uint16_sat",
    "asc_int322uint16_sat_v2",
    "asc_int322uint8",
    "asc_int322uint8_v2",
    "asc_int322uint8_v3",
    "asc_int322uint8_v4",
    "asc_int322uint8_sat",
    "asc_int322uint8_sat_v2",
    "asc_int322uint8_sat_v3",
    "asc_int322uint8_sat_v4",
    "asc_uint322uint8",
    "asc_uint322uint8_v2",
    "asc_uint322uint8_v3",
    "asc_uint322uint8_v4",
    "asc_uint322uint8_sat",
    "asc_uint322uint8_sat_v2",
    "asc_uint322uint8_sat_v3",
    "asc_uint322uint8_sat_v4",
    "asc_uint322uint16",
    "asc_uint322uint16_v2",
    "asc_uint322uint16_sat",
    "asc_uint322uint16_sat_v2",
    "asc_uint162uint8",
    "asc_uint162uint8_v2",
    "asc_uint162uint8_sat",
    "asc_uint162uint8_sat_v2",
    "asc_uint162uint32",
    "asc_uint162uint32_v2",
    "asc_uint82half",
    "asc_uint82half_v2",
    "asc_uint82uint16",
    "asc_uint82uint16_v2",
    "asc_uint82uint32",
    "asc_uint82uint32_v2",
    "asc_uint82uint32_v3",
    "asc_uint82uint32_v4",
    "asc_int82half",
    "asc_int82half_v2",
    "asc_int82int16",
    "asc_int82int16_v2",
    "asc_int82int32",
    "asc_int82int32_v2",
    "asc_int82int32_v3",
    "asc_int82int32_v4",
    "asc_int642float_rd",
    "asc_int642float_rd_v2",
    "asc_int642float_rn",
    "asc_int642float_rn_v2",
    "asc_int642float_rna",
    "asc_int642float_rna_v2",
    "asc_int642float_ru",
    "asc_int642float_ru_v2",
    "asc_int642float_rz",
    "asc_int642float_rz_v2",
    "asc_int642int32",
    "asc_int642int32_v2",
    "asc_int642int32_sat",
    "asc_int642int32_sat_v2",
    "asc_float2int16_rd",
    "asc_float2int16_rd_v2",
    "asc_float2int16_rd_sat",
    "asc_float2int16_rd_sat_v2",
    "asc_float2int16_rn",
    "asc_float2int16_rn_v2",
    "asc_float2int16_rn_sat",
    "asc_float2int16_rn_sat_v2",
    "asc_float2int16_rna",
    "asc_float2int16_rna_v2",
    "asc_float2int16_rna_sat",
    "asc_float2int16_rna_sat_v2",
    "asc_float2int16_ru",
    "asc_float2int16_ru_v2",
    "asc_float2int16_ru_sat",
    "asc_float2int16_ru_sat_v2",
    "asc_float2int16_rz",
    "asc_float2int16_rz_v2",
    "asc_float2int16_rz_sat",
    "asc_float2int16_rz_sat_v2",
    "asc_float2int32_rd",
    "asc_float2int32_rd_sat",
    "asc_float2int32_rn",
    "asc_float2int32_rn_sat",
    "asc_float2int32_rna",
    "asc_float2int32_rna_sat",
    "asc_float2int32_ru",
    "asc_float2int32_ru_sat",
    "asc_float2int32_rz",
    "asc_float2int32_rz_sat",
    "asc_float2e4m3_rn",
    "asc_float2e4m3_rn_v2",
    "asc_float2e4m3_rn_v3",
    "asc_float2e4m3_rn_v4",
    "asc_float2e4m3_rn_sat",
    "asc_float2e4m3_rn_sat_v2",
    "asc_float2e4m3_rn_sat_v3",
    "asc_float2e4m3_rn_sat_v4",
    "asc_float2e5m2_rn",
    "asc_float2e5m2_rn_v2",
    "asc_float2e5m2_rn_v3",
    "asc_float2e5m2_rn_v4",
    "asc_float2e5m2_rn_sat",
    "asc_float2e5m2_rn_sat_v2",
    "asc_float2e5m2_rn_sat_v3",
    "asc_float2e5m2_rn_sat_v4",
    "asc_e5m22float",
    "asc_e5m22float_v2",
    "asc_e5m22float_v3",
    "asc_e5m22float_v4",
    "asc_float2hif8_rna",
    "asc_float2hif8_rna_v2",
    "asc_float2hif8_rna_v3",
    "asc_float2hif8_rna_v4",
    "asc_float2hif8_rna_sat",
    "asc_float2hif8_rna_sat_v2",
    "asc_float2hif8_rna_sat_v3",
    "asc_float2hif8_rna_sat_v4",
    "asc_float2hif8_rh",
    "asc_float2hif8_rh_v2",
    "asc_float2hif8_rh_v3",
    "asc_float2hif8_rh_v4",
    "asc_float2hif8_rh_sat",
    "asc_float2hif8_rh_sat_v2",
    "asc_float2hif8_rh_sat_v3",
    "asc_float2hif8_rh_sat_v4",
    "asc_hif82float",
    "asc_hif82float_v2",
    "asc_hif82float_v3",
    "asc_hif82float_v4",
    "asc_half2hif8_rna",
    "asc_half2hif8_rna_v2",
    "asc_half2hif8_rna_sat",
    "asc_half2hif8_rna_sat_v2",
    "asc_half2hif8_rh",
    "asc_half2hif8_rh_v2",
    "asc_half2hif8_rh_sat",
    "asc_half2hif8_rh_sat_v2",
    "asc_hif82half",
    "asc_hif82half_v2",
    "asc_half2int8_rd",
    "asc_half2int8_rd_v2",
    "asc_half2int8_rd_sat",
    "asc_half2int8_rd_sat_v2",
    "asc_half2int8_rn",
    "asc_half2int8_rn_v2",
    "asc_half2int8_rn_sat",
    "asc_half2int8_rn_sat_v2",
    "asc_half2int8_rna",
    "asc_half2int8_rna_v2",
    "asc_half2int8_rna_sat",
    "asc_half2int8_rna_sat_v2",
    "asc_half2int8_ru",
    "asc_half2int8_ru_v2",
    "asc_half2int8_ru_sat",
    "asc_half2int8_ru_sat_v2",
    "asc_half2int8_rz",
    "asc_half2int8_rz_v2",
    "asc_half2int8_rz_sat",
    "asc_half2int8_rz_sat_v2",
    "asc_half2uint8_rd",
    "asc_half2uint8_rd_v2",
    "asc_half2uint8_rd_sat",
    "asc_half2uint8_rd_sat_v2",
    "asc_half2uint8_rn",
    "asc_half2uint8_rn_v2",
    "asc_half2uint8_rn_sat",
    "asc_half2uint8_rn_sat_v2",
    "asc_half2uint8_rna",
    "asc_half2uint8_rna_v2",
    "asc_half2uint8_rna_sat",
    "asc_half2uint8_rna_sat_v2",
    "asc_half2uint8_ru",
    "asc_half2uint8_ru_v2",
    "asc_half2uint8_ru_sat",
    "asc_half2uint8_ru_sat_v2",
    "asc_half2uint8_rz",
    "asc_half2uint8_rz_v2",
    "asc_half2uint8_rz_sat",
    "asc_half2uint8_rz_sat_v2",
    "asc_half2int4x2_rd",
    "asc_half2int4x2_rd_v2",
    "asc_half2int4x2_rd_v3",
    "asc_half2int4x2_rd_v4",
    "asc_half2int4x2_rd_sat",
    "asc_half2int4x2_rd_sat_v2",
    "asc_half2int4x2_rd_sat_v3",
    "asc_half2int4x2_rd_sat_v4",
    "asc_half2int4x2_rn",
    "asc_half2int4x2_rn_v2",
    "asc_half2int4x2_rn_v3",
    "asc_half2int4x2_rn_v4",
    "asc_half2int4x2_rn_sat",
    "asc_half2int4x2_rn_sat_v2",
    "asc_half2int4x2_rn_sat_v3",
    "asc_half2int4x2_rn_sat_v4",
    "asc_half2int4x2_rna",
    "asc_half2int4x2_rna_v2",
    "asc_half2int4x2_rna_v3",
    "asc_half2int4x2_rna_v4",
    "asc_half2int4x2_rna_sat",
    "asc_half2int4x2_rna_sat_v2",
    "asc_half2int4x2_rna_sat_v3",
    "asc_half2int4x2_rna_sat_v4",
    "asc_half2int4x2_ru",
    "asc_half2int4x2_ru_v2",
    "asc_half2int4x2_ru_v3",
    "asc_half2int4x2_ru_v4",
    "asc_half2int4x2_ru_sat",
    "asc_half2int4x2_ru_sat_v2",
    "asc_half2int4x2_ru_sat_v3",
    "asc_half2int4x2_ru_sat_v4",
    "asc_half2int4x2_rz",
    "asc_half2int4x2_rz_v2",
    "asc_half2int4x2_rz_v3",
    "asc_half2int4x2_rz_v4",
    "asc_half2int4x2_rz_sat",
    "asc_half2int4x2_rz_sat_v2",
    "asc_half2int4x2_rz_sat_v3",
    "asc_half2int4x2_rz_sat_v4",
    "asc_bfloat162int32_rd",
    "asc_bfloat162int32_rd_v2",
    "asc_bfloat162int32_rd_sat",
    "asc_bfloat162int32_rd_sat_v2",
    "asc_bfloat162int32_rn",
    "asc_bfloat162int32_rn_v2",
    "asc_bfloat162int32_rn_sat",
    "asc_bfloat162int32_rn_sat_v2",
    "asc_bfloat162int32_rna",
    "asc_bfloat162int32_rna_v2",
    "asc_bfloat162int32_rna_sat",
    "asc_bfloat162int32_rna_sat_v2",
    "asc_bfloat162int32_ru",
    "asc_bfloat162int32_ru_v2",
    "asc_bfloat162int32_ru_sat",
    "asc_bfloat162int32_ru_sat_v2",
    "asc_bfloat162int32_rz",
    "asc_bfloat162int32_rz_v2",
    "asc_bfloat162int32_rz_sat",
    "asc_bfloat162int32_rz_sat_v2",
    "asc_bfloat162float",
    "asc_bfloat162float_v2",
    "asc_bfloat162e2m1x2_rd",
    "asc_bfloat162e2m1x2_rd_v2",
    "asc_bfloat162e2m1x2_rd_v3",
    "asc_bfloat162e2m1x2_rd_v4",
    "asc_bfloat162e2m1x2_rn",
    "asc_bfloat162e2m1x2_rn_v2",
    "asc_bfloat162e2m1x2_rn_v3",
    "asc_bfloat162e2m1x2_rn_v4",
    "asc_bfloat162e2m1x2_rna",
    "asc_bfloat162e2m1x2_rna_v2",
    "asc_bfloat162e2m1x2_rna_v3",
    "asc_bfloat162e2m1x2_rna_v4",
    "asc_bfloat162e2m1x2_ru",
    "asc_bfloat162e2m1x2_ru_v2",
    "asc_bfloat162e2m1x2_ru_v3",
    "asc_bfloat162e2m1x2_ru_v4",
    "asc_bfloat162e2m1x2_rz",
    "asc_bfloat162e2m1x2_rz_v2",
    "asc_bfloat162e2m1x2_rz_v3",
    "asc_bfloat162e2m1x2_rz_v4",
    "asc_bfloat162e1m2x2_rd",
    "asc_bfloat162e1m2x2_rd_v2",
    "asc_bfloat162e1m2x2_rd_v3",
    "asc_bfloat162e1m2x2_rd_v4",
    "asc_bfloat162e1m2x2_rn",
    "asc_bfloat162e1m2x2_rn_v2",
    "asc_bfloat162e1m2x2_rn_v3",
    "asc_bfloat162e1m2x2_rn_v4",
    "asc_bfloat162e1m2x2_rna",
    "asc_bfloat162e1m2x2_rna_v2",
    "asc_bfloat162e1m2x2_rna_v3",
    "asc_bfloat162e1m2x2_rna_v4",
    "asc_bfloat162e1m2x2_ru",
    "asc_bfloat162e1m2x2_ru_v2",
    "asc_bfloat162e1m2x2_ru_v3",
    "asc_bfloat162e1m2x2_ru_v4",
    "asc_bfloat162e1m2x2_rz",
    "asc_bfloat162e1m2x2_rz_v2",
    "asc_bfloat162e1m2x2_rz_v3",
    "asc_bfloat162e1m2x2_rz_v4",
    "asc_e2m1x22bfloat16",
    "asc_e2m1x22bfloat16_v2",
    "asc_e2m1x22bfloat16_v3",
    "asc_e2m1x22bfloat16_v4",
    "asc_e1m2x22bfloat16",
    "asc_e1m2x22bfloat16_v2",
    "asc_e1m2x22bfloat16_v3",
    "asc_e1m2x22bfloat16_v4",
    "asc_int4x22bfloat16",
    "asc_int4x22bfloat16_v2",
    "asc_int4x22bfloat16_v3",
    "asc_int4x22bfloat16_v4",
    "asc_floor",
    "asc_ceil",
    "asc_round",
    "asc_rint",
    "asc_trunc",
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
    "asc_ndim_copy_gm2ub",
    "asc_set_ndim_loop0_stride",
    "asc_set_ndim_loop1_stride",
    "asc_set_ndim_loop2_stride",
    "asc_set_ndim_loop3_stride",
    "asc_set_ndim_loop4_stride",
    "asc_set_ndim_pad_count",
    "asc_set_ndim_pad_value",
    "asc_ndim_copy_dci",
    "asc_copy_ub2l1",
    "asc_copy_ub2l1_sync",
    "asc_set_vector_mask",
    "asc_set_mask_count",
    "asc_set_mask_norm",
    "asc_get_cmp_mask",
    "asc_set_cmp_mask",
    "asc_get_rsvd_count",
    "asc_add_sync",
    "asc_duplicate_sync",
    "asc_select_sync",
    "asc_sub_sync",
    "asc_mul_sync",
    "asc_div_sync",
    "asc_max_sync",
    "asc_min_sync",
    "asc_and_sync",
    "asc_or_sync",
    "asc_add_relu",
    "asc_add_relu_sync",
    "asc_sub_relu",
    "asc_sub_relu_sync",
    "asc_fma_sync",
    "asc_mul_add",
    "asc_mul_add_sync",
    "asc_mul_add_relu",
    "asc_mul_add_relu_sync",
    "asc_abs_sync",
    "asc_relu_sync",
    "asc_exp_sync",
    "asc_log_sync",
    "asc_sqrt_sync",
    "asc_rsqrt",
    "asc_rsqrt_sync",
    "asc_rcp",
    "asc_rcp_sync",
    "asc_not_sync",
    "asc_add_scalar_sync",
    "asc_sub_scalar",
    "asc_sub_scalar_sync",
    "asc_mul_scalar_sync",
    "asc_max_scalar_sync",
    "asc_min_scalar_sync",
    "asc_leakyrelu_sync",
    "asc_axpy_sync",
    "asc_shiftleft_sync",
    "asc_shiftright_sync",
    "asc_shiftright_round",
    "asc_shiftright_round_sync",
    "asc_bfloat162float_sync",
    "asc_bfloat162int32_rna_sync",
    "asc_bfloat162int32_ru_sync",
    "asc_bfloat162int32_rd_sync",
    "asc_bfloat162int32_rn_sync",
    "asc_bfloat162int32_rz_sync",
    "asc_float2bfloat16_rn_sync",
    "asc_float2bfloat16_rna_sync",
    "asc_float2bfloat16_rd_sync",
    "asc_float2bfloat16_ru_sync",
    "asc_float2bfloat16_rz_sync",
    "asc_float2float_rn",
    "asc_float2float_rn_sync",
    "asc_float2float_rd",
    "asc_float2float_rd_sync",
    "asc_float2float_ru",
    "asc_float2float_ru_sync",
    "asc_float2float_rna",
    "asc_float2float_rna_sync",
    "asc_float2float_rz",
    "asc_float2float_rz_sync",
    "asc_float2half",
    "asc_float2half_sync",
    "asc_float2half_rn_sync",
    "asc_float2half_rna_sync",
    "asc_float2half_rd_sync",
    "asc_float2half_ru_sync",
    "asc_float2half_rz_sync",
    "asc_float2half_ro_sync",
    "asc_float2int32_rna_sync",
    "asc_float2int32_ru_sync",
    "asc_float2int32_rd_sync",
    "asc_float2int32_rn_sync",
    "asc_float2int32_rz_sync",
    "asc_float2int64_rna_sync",
    "asc_float2int64_ru_sync",
    "asc_float2int64_rd_sync",
    "asc_float2int64_rn_sync",
    "asc_float2int64_rz_sync",
    "asc_half2float_sync",
    "asc_half2int4",
    "asc_half2int4_sync",
    "asc_half2int4_rna",
    "asc_half2int4_rna_sync",
    "asc_half2int4_ru",
    "asc_half2int4_ru_sync",
    "asc_half2int4_rd",
    "asc_half2int4_rd_sync",
    "asc_half2int4_rn",
    "asc_half2int4_rn_sync",
    "asc_half2int4_rz",
    "asc_half2int4_rz_sync",
    "asc_half2int8",
    "asc_half2int8_sync",
    "asc_half2int8_rna_sync",
    "asc_half2int8_ru_sync",
    "asc_half2int8_rd_sync",
    "asc_half2int8_rn_sync",
    "asc_half2int8_rz_sync",
    "asc_half2int16_rna_sync",
    "asc_half2int16_ru_sync",
    "asc_half2int16_rd_sync",
    "asc_half2int16_rn_sync",
    "asc_half2int16_rz_sync",
    "asc_half2int32_rna_sync",
    "asc_half2int32_ru_sync",
    "asc_half2int32_rd_sync",
    "asc_half2int32_rn_sync",
    "asc_half2int32_rz_sync",
    "asc_int42half",
    "asc_int42half_sync",
    "asc_int82half_sync",
    "asc_uint82half_sync",
    "asc_int162float_sync",
    "asc_int322float",
    "asc_int322float_sync",
    "asc_int322float_rna_sync",
    "asc_int322float_ru_sync",
    "asc_int322float_rd_sync",
    "asc_int322float_rn_sync",
    "asc_int322float_rz_sync",
    "asc_int322int16_sync",
    "asc_int322int64_sync",
    "asc_int642int32_sync",
    "asc_float2int16_rna_sync",
    "asc_float2int16_ru_sync",
    "asc_float2int16_rd_sync",
    "asc_float2int16_rn_sync",
    "asc_float2int16_rz_sync",
    "asc_int642float_rna_sync",
    "asc_int642float_ru_sync",
    "asc_int642float_rd_sync",
    "asc_int642float_rn_sync",
    "asc_int642float_rz_sync",
    "asc_int162half",
    "asc_int162half_sync",
    "asc_int162half_rna_sync",
    "asc_int162half_ru_sync",
    "asc_int162half_rd_sync",
    "asc_int162half_rn_sync",
    "asc_int162half_rz_sync",
    "asc_half2uint8",
    "asc_half2uint8_sync",
    "asc_half2uint8_rna_sync",
    "asc_half2uint8_ru_sync",
    "asc_half2uint8_rd_sync",
    "asc_half2uint8_rn_sync",
    "asc_half2uint8_rz_sync",
    "asc_deq_int322half",
    "asc_deq_int162b8_h",
    "asc_deq_int162b8_l",
    "asc_vdeq_int162b8_h",
    "asc_vdeq_int162b8_l",
    "asc_mul_cast_half2int8",
    "asc_mul_cast_half2uint8",
    "asc_deq_int322half_sync",
    "asc_deq_int162b8_h_sync",
    "asc_deq_int162b8_l_sync",
    "asc_vdeq_int162b8_h_sync",
    "asc_vdeq_int162b8_l_sync",
    "asc_mul_cast_half2int8_sync",
    "asc_mul_cast_half2uint8_sync",
    "asc_set_deq_scale",
    "asc_gt_sync",
    "asc_eq_sync",
    "asc_ne_sync",
    "asc_ge_sync",
    "asc_le_sync",
    "asc_lt_sync",
    "asc_gt_scalar_sync",
    "asc_eq_scalar_sync",
    "asc_ne_scalar_sync",
    "asc_ge_scalar_sync",
    "asc_le_scalar_sync",
    "asc_lt_scalar_sync",
    "asc_repeat_reduce_sum",
    "asc_repeat_reduce_sum_sync",
    "asc_repeat_reduce_max_index_value",
    "asc_repeat_reduce_max_index_value_sync",
    "asc_repeat_reduce_max_value_index",
    "asc_repeat_reduce_max_value_index_sync",
    "asc_repeat_reduce_max_only_index",
    "asc_repeat_reduce_max_only_index_sync",
    "asc_repeat_reduce_max_only_value",
    "asc_repeat_reduce_max_only_value_sync",
    "asc_repeat_reduce_min_index_value",
    "asc_repeat_reduce_min_index_value_sync",
    "asc_repeat_reduce_min_value_index",
    "asc_repeat_reduce_min_value_index_sync",
    "asc_repeat_reduce_min_only_index",
    "asc_repeat_reduce_min_only_index_sync",
    "asc_repeat_reduce_min_only_value",
    "asc_repeat_reduce_min_only_value_sync",
    "asc_datablock_reduce_sum",
    "asc_datablock_reduce_sum_sync",
    "asc_datablock_reduce_max",
    "asc_datablock_reduce_max_sync",
    "asc_datablock_reduce_min",
    "asc_datablock_reduce_min_sync",
    "asc_pair_reduce_sum_sync",
    "asc_brcb",
    "asc_transpose",
    "asc_gather_sync",
    "asc_gather_datablock_sync",
    "asc_brcb_sync",
    "asc_copy_sync",
    "asc_transpose_sync",
    "asc_get_reduce_max_cnt",
    "asc_get_reduce_min_cnt",
    "asc_get_acc_val",
    "asc_reduce",
    "asc_reduce_sync",
    "asc_bitsort",
    "asc_mrgsort4",
    "asc_bitsort_sync",
    "asc_mrgsort4_sync",
    "asc_get_vms4_sr",
    "asc_transto5hd_b16",
    "asc_transto5hd_b32",
    "asc_transto5hd_b8",
    "asc_transto5hd_b16_sync",
    "asc_transto5hd_b32_sync",
    "asc_transto5hd_b8_sync",
    "asc_sync_notify",
    "asc_sync_wait",
    "asc_sync_pipe",
    "asc_sync_vec",
    "asc_sync_mte2",
    "asc_sync_mte3",
    "asc_sync",
    "asc_sync_inter_arrive",
    "asc_sync_inter_wait",
    "asc_sync_subblock_arrive",
    "asc_sync_subblock_wait",
    "asc_sync_block_arrive",
    "asc_sync_block_wait",
    "asc_sync_intra_arrive",
    "asc_sync_intra_wait",
    "asc_sync_data_barrier",
    "asc_lock",
    "asc_unlock",
    "asc_get_vf_len",
    "asc_get_block_idx",
    "asc_get_block_num",
    "asc_get_sub_block_id",
    "asc_get_sub_block_num",
    "asc_get_core_id",
    "asc_get_arch_ver",
    "asc_get_system_cycle",
    "asc_get_program_counter",
    "asc_set_ctrl",
    "asc_get_ctrl",
    "asc_get_status",
    "asc_get_overflow_status",
    "asc_get_squeeze_status",
    "asc_get_ar_spr",
    "asc_get_phy_stack_base",
    "asc_get_sys_virtual_base",
    "asc_get_smmu_tag_version",
    "asc_get_phy_buf_addr",
    "asc_set_ffts_base_addr",
    "asc_get_ffts_base_addr",
    "asc_set_l0c2gm_channel_para",
    "asc_set_l3d_rpt_b",
    "asc_set_gm2l1_nz_para",
    "asc_set_l13d_padding",
    "asc_set_l12l0_padding_val",
    "asc_set_l0c2gm_quant_post",
    "asc_set_l0c2gm_relu_alpha",
    "asc_set_saturation_flag",
    "asc_get_saturation_flag",
    "asc_set_saturation_strategy",
    "asc_get_saturation_strategy",
    "asc_get_pipe_mte2_idle_slot_count",
    "asc_get_pipe_mte3_idle_slot_count",
    "asc_get_pipe_v_idle_slot_count",
    "asc_get_pipe_m_idle_slot_count",
    "asc_get_pipe_mte1_idle_slot_count",
    "asc_get_pipe_fix_idle_slot_count",
    "asc_set_atomic_add_float",
    "asc_set_atomic_max_float16",
    "asc_set_atomic_add_int",
    "asc_set_atomic_add_int8",
    "asc_set_atomic_add_int16",
    "asc_set_atomic_none",
    "asc_get_store_atomic_config",
    "asc_set_store_atomic_config_v1",
    "asc_set_atomic_add_bfloat",
    "asc_set_atomic_add_float16",
    "asc_set_atomic_max_bfloat",
    "asc_set_atomic_max_float",
    "asc_set_atomic_max_int",
    "asc_set_atomic_max_int8",
    "asc_set_atomic_max_int16",
    "asc_set_atomic_min_bfloat",
    "asc_set_atomic_min_float",
    "asc_set_atomic_min_float16",
    "asc_set_atomic_min_int",
    "asc_set_atomic_min_int8",
    "asc_set_atomic_min_int16",
    "asc_set_store_atomic_config_v2",
    "asc_set_atomic_add_int32",
    "asc_set_atomic_max_int32",
    "asc_set_atomic_min_int32",
    "asc_disable_dma_atomic",
    "asc_icache_preload",
    "asc_dcci_single",
    "asc_ub_dcci_single",
    "asc_dcci_entire_ub",
    "asc_dcci_entire_out",
    "asc_dcci_entire_all",
    "asc_dcci_entire_atomic",
    "asc_get_icache_preload_status",
    "asc_datacache_preload",
    "asc_dci",
    "asc_set_scalar_cache_mode",
    "asc_get_scalar_load_cache_mode",
    "asc_get_scalar_store_cache_mode",
    "asc_sflbits",
    "asc_ffz",
    "asc_ffs",
    "asc_popc",
    "asc_clz",
    "asc_zero_bits_cnt",
    "asc_set_nthbit",
    "asc_clear_nthbit",
    "asc_store_dev",
    "asc_atomic_add",
    "asc_atomic_sub",
    "asc_atomic_exch",
    "asc_atomic_max",
    "asc_atomic_min",
    "asc_atomic_cas",
    "asc_atomic_and",
    "asc_atomic_or",
    "asc_atomic_xor",
    "asc_atomic_inc",
    "asc_atomic_dec",
    "asc_load_dev",
    "clz",
    "bcnt1",
    "bcnt0",
    "sflbits",
    "sff0",
    "sff1",
    "sbitset0",
    "sbitset1",
    "asc_init",
    "asc_nop",
    "asc_set_l0c2gm_config",
    "asc_mmad",
    "asc_mmad_sync",
    "asc_mmad_s4",
    "asc_mmad_s4_sync",
    "asc_mmad_sparse",
    "asc_mmad_sparse_sync",
    "asc_set_mmad_direction_m",
    "asc_set_mmad_direction_n",
    "asc_enable_hf32_trans",
    "asc_enable_hf32",
    "asc_set_fp32_mode",
    "asc_get_l0c2gm_relu",
    "asc_get_l0c2gm_unitflag",
    "asc_get_l0c2gm_prequant",
    "asc_set_l0c2gm_nz2nd",
    "asc_mmad_mx",
    "asc_mmad_mx_sync",
    "asc_enable_hif8",
    "asc_enable_fp8",
    "asc_set_hf32_round_mode",
    "asc_disable_hif8",
    "asc_disable_hf32",
    "asc_copy_gm2l0a",
    "asc_copy_gm2l0a_sync",
    "asc_copy_gm2l0b",
    "asc_copy_gm2l0b_sync",
    "asc_copy_gm2l1",
    "asc_copy_gm2l1_sync",
    "asc_copy_gm2l1_pad1",
    "asc_copy_gm2l1_pad1_sync",
    "asc_copy_gm2l1_pad2",
    "asc_copy_gm2l1_pad2_sync",
    "asc_copy_gm2l1_pad3",
    "asc_copy_gm2l1_pad3_sync",
    "asc_copy_gm2l1_pad4",
    "asc_copy_gm2l1_pad4_sync",
    "asc_copy_gm2l1_pad5",
    "asc_copy_gm2l1_pad5_sync",
    "asc_copy_gm2l1_pad6",
    "asc_copy_gm2l1_pad6_sync",
    "asc_copy_gm2l1_pad7",
    "asc_copy_gm2l1_pad7_sync",
    "asc_copy_gm2l1_pad8",
    "asc_copy_gm2l1_pad8_sync",
    "asc_copy_gm2l1_align",
    "asc_copy_gm2l1_align_sync",
    "asc_copy_gm2l1_dn2nz",
    "asc_copy_gm2l1_dn2nz_sync",
    "asc_copy_gm2l1_nd2nz",
    "asc_copy_gm2l1_nd2nz_sync",
    "asc_set_gm2l1_padding",
    "asc_copy_l12l0a",
    "asc_copy_l12l0a_sync",
    "asc_copy_l12l0a_transpose",
    "asc_copy_l12l0a_transpose_sync",
    "asc_copy_l12l0a_mx",
    "asc_copy_l12l0a_mx_sync",
    "asc_copy_l12l0b",
    "asc_copy_l12l0b_sync",
    "asc_copy_l12l0b_transpose",
    "asc_copy_l12l0b_transpose_sync",
    "asc_copy_l12l0b_mx",
    "asc_copy_l12l0b_mx_sync",
    "asc_copy_l12l0a_trans",
    "asc_copy_l12l0a_trans_sync",
    "asc_copy_l12l0b_trans",
    "asc_copy_l12l0b_trans_sync",
    "asc_copy_l12l0b_sparse",
    "asc_copy_l12l0b_sparse_sync",
    "asc_copy_l0c2gm",
    "asc_copy_l0c2gm_sync",
    "asc_copy_l0c2l1",
    "asc_copy_l0c2l1_sync",
    "asc_copy_l0c2ub",
    "asc_copy_l0c2ub_sync",
    "asc_copy_l12bt",
    "asc_copy_l12bt_sync",
    "asc_copy_l12fb",
    "asc_copy_l12fb_sync",
    "asc_copy_l12gm",
    "asc_copy_l12gm_sync",
    "asc_copy_l12ub",
    "asc_copy_l12ub_sync",
    "asc_copy_l12l0c",
    "asc_copy_l12l0c_sync",
    "asc_fill_l0a",
    "asc_fill_l0a_sync",
    "asc_fill_l0b",
    "asc_fill_l0b_sync",
    "asc_fill_l1",
    "asc_fill_l1_sync",
    "asc_load_image_to_cbuf",
    "asc_load_image_to_cbuf_sync",
    "asc_set_l13d_rpt",
    "asc_set_l13d_fmatrix",
    "asc_set_l13d_fmatrix_b",
    "asc_set_l0c2gm_lrelu_alpha",
    "asc_set_l13d_size",
    "asc_set_l0c_copy_prequant",
    "asc_set_l0c_copy_params",
    "asc_set_gm2l1_loop_size",
    "asc_set_gm2l1_loop1_stride",
    "asc_set_gm2l1_loop2_stride",
    "asc_set_gm2l1_pad",
    "asc_set_l13d_rpt_b",
    "asc_set_l0c_copy_config",
    "asc_set_l0c_copy_nz_para",
    "asc_set_l0c_copy_channel_para",
    "asc_set_l0c_copy_relu_alpha",
    "asc_set_l0c_copy_lrelu_alpha",
    "asc_set_l12l0a_3d_padding",
    "asc_set_l12l0b_3d_padding",
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
    "DSB_ALL",
    "DSB_DDR",
    "DSB_UB",
    "DSB_SEQ",
    "ASC_LOCK_BLOCK",
    "ASC_LOCK_NON_BLOCK",
    "VA0",
    "VA1",
    "VA2",
    "VA3",
    "VA4",
    "VA5",
    "VA6",
    "VA7",
    "ASC_POSITION_EVEN",
    "ASC_POSITION_ODD",
    "ASC_DISPERSE_FIRST_QUARTER",
    "ASC_DISPERSE_SECOND_QUARTER",
    "ASC_DISPERSE_THIRD_QUARTER",
    "ASC_DISPERSE_FOURTH_QUARTER",
    "asc_load_l2_cache_mode",
    "asc_store_l2_cache_mode",
    "asc_channel_pad_mode",
    "asc_saturation_mode",
    "asc_override_strategy",
    "QuantMode_t",
    "QuantMode_post",
    "asc_quant_mode",
    "asc_l13d_repeat_direction",
    "asc_hf32_round_mode",
    "asc_dual_dst_mode",
    "asc_unit_flag_mode",
    "asc_relu_pre_mode",
    "asc_position_mode",
    "asc_position_quarter_mode",
    "asc_ndim_pad_count_config",
    "asc_store_atomic_config",
    "asc_fill_value_config",
    "asc_load3d_v2_config",
    "asc_l13d_fmatrix_config",
    "vector_align",
    "vector_load_unalign",
    "vector_store_unalign",
    "addr_reg",
    "block_idx",
    "block_num",
]
