"""``c_api/sys_var/sys_var.h``: system values and registers.

Every register lives in the running block's :class:`~ascsim.runtime.core_state.SystemRegs` (or the
context itself: AR, the mask mode bit of CTRL), at its reset value when the block starts. Values the
chip does not publish (the architecture version, base addresses, the SMMU tag) are the documented
model constants of :mod:`ascsim.c_api.sys_var`. Setters of cube-core registers keep the value on a
cube core and do nothing on a vector core, as the vendor's dav-3510 implementation does;
``asc_set_gm2l1_nz_para`` shapes the ND/DN->NZ copies of :mod:`ascsim.c_api.cube_copy`.
"""

from __future__ import annotations

from .. import arch
from .. import dtypes as d
from . import V920, Function, fn, impls, void
from .impls import Impl
from .types import C_BOOL, S64, U8, U16, U32, U64, CType, enum, out, scalar

_H = "sys_var"
_SV = impls.sys_var

#: Built-in variables of the kernel language (no header declares them; the compiler knows them):
#: C name, C type, doc line. The front end and ``from ascsim import *`` both provide them.
VARIABLES = [
    ("block_idx", S64, "The index of the running block of the current launch."),
    ("block_num", S64, "The number of blocks of the current launch."),
]

_CUBE = " Configures the cube core: kept on a cube core, no effect on a vector core."
_NO_3510 = (" Declared by the header, but the dav-3510 implementation does not define it (its page lists "
            "Ascend 950 as unsupported); ascsim models it as described.")


def _getter(name: str, doc: str, impl: Impl, ret: CType = S64) -> Function:
    return fn(name, _H, doc, where="kernel", pipe="S").form(impl, ret, [])


def _cube(name: str, doc: str) -> Function:
    return fn(name, _H, doc + _CUBE, where="kernel", pipe="S").form(_SV.set_cube, *void(("config", U64)))


FUNCTIONS = [
    fn("asc_get_vf_len", _H, f"The vector register length in bytes ({arch.VL_BYTES}); usable in constant "
       "expressions.", where="any")
    .form(impls.common.get_vf_len, S64, [], body=f"return {arch.VL_BYTES};"),
    fn("asc_get_block_idx", _H, "The index of the running block (as block_idx).", where="kernel")
    .form(impls.common.get_block_var, S64, [], extra=("block_idx",)),
    fn("asc_get_block_num", _H, "The number of blocks of the launch (as block_num).", where="kernel")
    .form(impls.common.get_block_var, S64, [], extra=("block_num",)),
]

#: The other functions of sys_var.h (registers, ids, addresses, cube-core configuration).
SYSTEM_FUNCTIONS = [
    _getter("asc_get_sub_block_id", "The index of the running vector core within its block (0 when a block has "
            "one vector core).", _SV.get_sub_block_id),
    _getter("asc_get_sub_block_num", "The number of vector cores of a block (1 for a vector-only kernel).",
            _SV.get_sub_block_num),
    _getter("asc_get_core_id", "The number of the core that runs: block_idx x sub-block count + sub-block id.",
            _SV.get_core_id),
    fn("asc_get_arch_ver", _H, "Writes the architecture version (the model's value 0x351 on dav-3510, 0x220 on "
       "dav-2201; print it in hex).", where="kernel", pipe="S")
    .form(_SV.get_arch_ver, *void(("core_version", out(U32)))),
    _getter("asc_get_system_cycle", "A simulated cycle counter: the number of C-API instructions the core has "
            "issued in this block (a model of elapsed work that grows with it, not a timing).", _SV.get_system_cycle),
    _getter("asc_get_program_counter", "A simulated program counter: a code base address plus 8 bytes per C-API "
            "instruction issued (grows as the program runs; no real code address).", _SV.get_program_counter),
    fn("asc_set_ctrl", _H, "Set the CTRL register: bits 48, 53, 56 (counter mask mode) and 59 may change; every "
       "other bit must keep the value asc_get_ctrl reads.", where="kernel", pipe="S")
    .form(_SV.set_ctrl, *void(("config", U64))),
    _getter("asc_get_ctrl", "The CTRL register (0 at reset; bit 56 is the counter mask mode of asc_set_mask_count).",
            _SV.get_ctrl),
    _getter("asc_get_status", "The status register (overflow, NaN/INF input ... flags); ascsim raises none of "
            "them, so it reads 0.", _SV.get_status),
    _getter("asc_get_overflow_status", "The overflow flag register; ascsim raises no overflow flag, so it reads 0."
            + _NO_3510, _SV.get_status, U64),
    _getter("asc_get_squeeze_status", "The AR register: bytes stored so far by squeezes with status (as "
            "asc_squeeze_with_status accumulates it).", _SV.get_ar),
    fn("asc_get_ar_spr", _H, "The AR register (as asc_get_squeeze_status).", where="kernel", pipe="S",
       deprecated="use asc_get_squeeze_status instead")
    .form(_SV.get_ar, S64, []),
    _getter("asc_get_phy_stack_base", "The physical stack base of the core (a model constant per core).",
            _SV.get_phy_stack_base),
    _getter("asc_get_sys_virtual_base", "The system virtual base address (the model's: where GM addresses start).",
            _SV.get_sys_virtual_base),
    _getter("asc_get_smmu_tag_version", "The SMMU tag version (the model's: date 2025-01-01, sub-version 0, in "
            "the page's bit layout).", _SV.get_smmu_tag_version),
    fn("asc_get_phy_buf_addr", _H, "The physical address of byte offset of the Unified Buffer (in ascsim the "
       "offset itself; offset at most the UB size).", where="kernel", pipe="S")
    .form(_SV.get_phy_buf_addr, U64, [("offset", U64)]),
    fn("asc_set_ffts_base_addr", _H, "Set the base address of the inter-core sync registers (at most 2^48 - 1)."
       + _NO_3510, where="kernel", pipe="S")
    .form(_SV.set_ffts_base_addr, *void(("config", U64))),
    _getter("asc_get_ffts_base_addr", "The base address asc_set_ffts_base_addr set (0 at reset)." + _NO_3510,
            _SV.get_ffts_base_addr),
    _cube("asc_set_l0c2gm_channel_para", "Set CHANNEL_PARA (loop0 source stride of NZ2DN L0C copies, bits 63:48)."),
    _cube("asc_set_l3d_rpt_b", "Set L3D_RPT_B (repeat of the 2D L1->L0A/L0B copies)."),
    _cube("asc_set_gm2l1_nz_para", "Set MTE2_NZ_PARA (ND/DN->NZ GM->L1 copies: count and strides); the newer "
          "headers' field form packs matrix_num, dst_nz_n_stride, dst_nz_c0_stride, dst_nz_matrix_stride into bits "
          "0-15, 16-31, 32-47, 48-63.")
    .form(impls.cube_fields.pack, *void(("matrix_num", U16), ("dst_nz_n_stride", U16), ("dst_nz_c0_stride", U16),
                                        ("dst_nz_matrix_stride", U16)),
          extra=("asc_set_gm2l1_nz_para", ((0, 16), (16, 16), (32, 16), (48, 16))), versions=(V920,)),
    fn("asc_set_l13d_padding", _H, "Set the pad value of L1->L0A copies (the uint64_t form repeats its low byte "
       "in bits 15:8; the 16-bit forms keep their bits)." + _CUBE, where="kernel", pipe="S")
    .form(_SV.set_l13d_padding, *void(("config", U64)))
    .forms(_SV.set_l13d_padding, (d.half, d.int16_t, d.uint16_t), lambda t: void(("config", scalar(t)))),
    _cube("asc_set_l12l0_padding_val", "Set PADDING_B (pad value and mode of L1->L0 copies)."),
    _cube("asc_set_l0c2gm_quant_post", "Set QUANT_POST (post-quantisation of fixpipe copies)."),
    _cube("asc_set_l0c2gm_relu_alpha", "Set RELU_ALPHA (scalar ReLU alphas of fixpipe copies)."),
]

FUNCTIONS += SYSTEM_FUNCTIONS


# ---------------------------------------------------------------------------------------------
# What the newer headers (V920) add: the saturation flags and strategy (fields of CTRL), and the
# experimental idle-slot counts of the issue queues.
_NEW = (V920,)
_SAT = enum("asc_saturation_mode")
_STRATEGY = enum("asc_override_strategy")
#: Pipe of each idle-slot getter -> the cores whose queue it reads (the others read 0).
IDLE_SLOT_PIPES = {"mte2": ("AIV", "AIC"), "mte3": ("AIV",), "v": ("AIV",), "m": ("AIC",), "mte1": ("AIC",),
                   "fix": ("AIC",)}

FUNCTIONS += [
    fn("asc_set_saturation_flag", _H, "Turn saturation on or off for one mode: its CTRL bit (48 FLOAT, 50 FLOAT8, "
       "53 INT, 59 CAST; INT saturates with the bit set, the others with it clear).", where="kernel", pipe="S")
    .form(_SV.set_saturation_flag, *void(("saturation_mode", _SAT), ("enable_sat", C_BOOL)), versions=_NEW),
    fn("asc_get_saturation_flag", _H, "Whether saturation is on for one mode (read from its CTRL bit as "
       "asc_set_saturation_flag writes it).", where="kernel", pipe="S")
    .form(_SV.get_saturation_flag, C_BOOL, [("saturation_mode", _SAT)], versions=_NEW),
    fn("asc_set_saturation_strategy", _H, "Whether instructions use their own saturation setting (USE_API, CTRL "
       "bit 60 clear) or the global flags (USE_GLOBAL, bit 60 set).", where="kernel", pipe="S")
    .form(_SV.set_saturation_strategy, *void(("strategy", _STRATEGY)), versions=_NEW),
    fn("asc_get_saturation_strategy", _H, "The saturation strategy (CTRL bit 60: USE_API or USE_GLOBAL).",
       where="kernel", pipe="S")
    .form(_SV.get_saturation_strategy, _STRATEGY, [], versions=_NEW),
    *[fn(f"asc_get_pipe_{p}_idle_slot_count", _H, f"Free slots of the PIPE_{p.upper()} issue queue (experimental); "
         "ascsim completes each instruction as it is issued, so the queue is always empty: its full size "
         f"({'32' if p in ('v', 'mte1', 'fix') else '16'}) on {' and '.join(cores)}, 0 on another core.",
         where="kernel", pipe="S")
      .form(_SV.idle_slot_count, U8, [], extra=(p,), versions=_NEW) for p, cores in IDLE_SLOT_PIPES.items()],
]
