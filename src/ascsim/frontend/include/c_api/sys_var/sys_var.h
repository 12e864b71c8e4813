// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_SYS_VAR_SYS_VAR_H
#define __ASCSIM_C_API_SYS_VAR_SYS_VAR_H
#include "c_api/utils/types.h"

// block_idx: The index of the running block of the current launch.
extern const int64_t block_idx __ASCSIM_WEAK;
// block_num: The number of blocks of the current launch.
extern const int64_t block_num __ASCSIM_WEAK;
// asc_get_vf_len: The vector register length in bytes (256); usable in constant expressions.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE constexpr int64_t asc_get_vf_len() { return 256; }
// asc_get_block_idx: The index of the running block (as block_idx).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_block_idx();
// asc_get_block_num: The number of blocks of the launch (as block_num).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_block_num();
// asc_get_sub_block_id: The index of the running vector core within its block (0 when a block has one vector core).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_sub_block_id();
// asc_get_sub_block_num: The number of vector cores of a block (1 for a vector-only kernel).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_sub_block_num();
// asc_get_core_id: The number of the core that runs: block_idx x sub-block count + sub-block id.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_core_id();
// asc_get_arch_ver: Writes the architecture version (the model's value 0x351 on dav-3510, 0x220 on dav-2201; print it in hex).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_get_arch_ver(uint32_t& core_version);
// asc_get_system_cycle: A simulated cycle counter: the number of C-API instructions the core has issued in this block (a model of elapsed work that grows with it, not a timing).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_system_cycle();
// asc_get_program_counter: A simulated program counter: a code base address plus 8 bytes per C-API instruction issued (grows as the program runs; no real code address).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_program_counter();
// asc_set_ctrl: Set the CTRL register: bits 48, 53, 56 (counter mask mode) and 59 may change; every other bit must keep the value asc_get_ctrl reads.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_ctrl(uint64_t config);
// asc_get_ctrl: The CTRL register (0 at reset; bit 56 is the counter mask mode of asc_set_mask_count).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_ctrl();
// asc_get_status: The status register (overflow, NaN/INF input ... flags); ascsim raises none of them, so it reads 0.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_status();
// asc_get_overflow_status: The overflow flag register; ascsim raises no overflow flag, so it reads 0. Declared by the header, but the dav-3510 implementation does not define it (its page lists Ascend 950 as unsupported); ascsim models it as described.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_get_overflow_status();
// asc_get_squeeze_status: The AR register: bytes stored so far by squeezes with status (as asc_squeeze_with_status accumulates it).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_squeeze_status();
// asc_get_ar_spr: The AR register (as asc_get_squeeze_status).
[[deprecated("use asc_get_squeeze_status instead")]] __aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_ar_spr();
// asc_get_phy_stack_base: The physical stack base of the core (a model constant per core).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_phy_stack_base();
// asc_get_sys_virtual_base: The system virtual base address (the model's: where GM addresses start).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_sys_virtual_base();
// asc_get_smmu_tag_version: The SMMU tag version (the model's: date 2025-01-01, sub-version 0, in the page's bit layout).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_smmu_tag_version();
// asc_get_phy_buf_addr: The physical address of byte offset of the Unified Buffer (in ascsim the offset itself; offset at most the UB size).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint64_t asc_get_phy_buf_addr(uint64_t offset);
// asc_set_ffts_base_addr: Set the base address of the inter-core sync registers (at most 2^48 - 1). Declared by the header, but the dav-3510 implementation does not define it (its page lists Ascend 950 as unsupported); ascsim models it as described.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_ffts_base_addr(uint64_t config);
// asc_get_ffts_base_addr: The base address asc_set_ffts_base_addr set (0 at reset). Declared by the header, but the dav-3510 implementation does not define it (its page lists Ascend 950 as unsupported); ascsim models it as described.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE int64_t asc_get_ffts_base_addr();
// asc_set_l0c2gm_channel_para: Set CHANNEL_PARA (loop0 source stride of NZ2DN L0C copies, bits 63:48). Configures the cube core: kept on a cube core, no effect on a vector core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_l0c2gm_channel_para(uint64_t config);
// asc_set_l3d_rpt_b: Set L3D_RPT_B (repeat of the 2D L1->L0A/L0B copies). Configures the cube core: kept on a cube core, no effect on a vector core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_l3d_rpt_b(uint64_t config);
// asc_set_gm2l1_nz_para: Set MTE2_NZ_PARA (ND/DN->NZ GM->L1 copies: count and strides); the newer headers' field form packs matrix_num, dst_nz_n_stride, dst_nz_c0_stride, dst_nz_matrix_stride into bits 0-15, 16-31, 32-47, 48-63. Configures the cube core: kept on a cube core, no effect on a vector core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_gm2l1_nz_para(uint64_t config);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_gm2l1_nz_para(uint16_t matrix_num, uint16_t dst_nz_n_stride, uint16_t dst_nz_c0_stride, uint16_t dst_nz_matrix_stride);
// asc_set_l13d_padding: Set the pad value of L1->L0A copies (the uint64_t form repeats its low byte in bits 15:8; the 16-bit forms keep their bits). Configures the cube core: kept on a cube core, no effect on a vector core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_l13d_padding(uint64_t config);
__aicore__ __attribute__((annotate("ascsim_overload:1"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_l13d_padding(half config);
__aicore__ __attribute__((annotate("ascsim_overload:2"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_l13d_padding(int16_t config);
__aicore__ __attribute__((annotate("ascsim_overload:3"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_l13d_padding(uint16_t config);
// asc_set_l12l0_padding_val: Set PADDING_B (pad value and mode of L1->L0 copies). Configures the cube core: kept on a cube core, no effect on a vector core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_l12l0_padding_val(uint64_t config);
// asc_set_l0c2gm_quant_post: Set QUANT_POST (post-quantisation of fixpipe copies). Configures the cube core: kept on a cube core, no effect on a vector core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_l0c2gm_quant_post(uint64_t config);
// asc_set_l0c2gm_relu_alpha: Set RELU_ALPHA (scalar ReLU alphas of fixpipe copies). Configures the cube core: kept on a cube core, no effect on a vector core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_l0c2gm_relu_alpha(uint64_t config);
// asc_set_saturation_flag: Turn saturation on or off for one mode: its CTRL bit (48 FLOAT, 50 FLOAT8, 53 INT, 59 CAST; INT saturates with the bit set, the others with it clear).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_saturation_flag(asc_saturation_mode saturation_mode, bool enable_sat);
// asc_get_saturation_flag: Whether saturation is on for one mode (read from its CTRL bit as asc_set_saturation_flag writes it).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE bool asc_get_saturation_flag(asc_saturation_mode saturation_mode);
// asc_set_saturation_strategy: Whether instructions use their own saturation setting (USE_API, CTRL bit 60 clear) or the global flags (USE_GLOBAL, bit 60 set).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE void asc_set_saturation_strategy(asc_override_strategy strategy);
// asc_get_saturation_strategy: The saturation strategy (CTRL bit 60: USE_API or USE_GLOBAL).
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE asc_override_strategy asc_get_saturation_strategy();
// asc_get_pipe_mte2_idle_slot_count: Free slots of the PIPE_MTE2 issue queue (experimental); ascsim completes each instruction as it is issued, so the queue is always empty: its full size (16) on AIV and AIC, 0 on another core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint8_t asc_get_pipe_mte2_idle_slot_count();
// asc_get_pipe_mte3_idle_slot_count: Free slots of the PIPE_MTE3 issue queue (experimental); ascsim completes each instruction as it is issued, so the queue is always empty: its full size (16) on AIV, 0 on another core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint8_t asc_get_pipe_mte3_idle_slot_count();
// asc_get_pipe_v_idle_slot_count: Free slots of the PIPE_V issue queue (experimental); ascsim completes each instruction as it is issued, so the queue is always empty: its full size (32) on AIV, 0 on another core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint8_t asc_get_pipe_v_idle_slot_count();
// asc_get_pipe_m_idle_slot_count: Free slots of the PIPE_M issue queue (experimental); ascsim completes each instruction as it is issued, so the queue is always empty: its full size (16) on AIC, 0 on another core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint8_t asc_get_pipe_m_idle_slot_count();
// asc_get_pipe_mte1_idle_slot_count: Free slots of the PIPE_MTE1 issue queue (experimental); ascsim completes each instruction as it is issued, so the queue is always empty: its full size (32) on AIC, 0 on another core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint8_t asc_get_pipe_mte1_idle_slot_count();
// asc_get_pipe_fix_idle_slot_count: Free slots of the PIPE_FIX issue queue (experimental); ascsim completes each instruction as it is issued, so the queue is always empty: its full size (32) on AIC, 0 on another core.
__aicore__ __attribute__((annotate("ascsim_overload:0"))) __ASCSIM_WEAK __ASCSIM_INLINE uint8_t asc_get_pipe_fix_idle_slot_count();

#endif  // __ASCSIM_C_API_SYS_VAR_SYS_VAR_H
