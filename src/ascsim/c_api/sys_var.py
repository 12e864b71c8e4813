"""The system registers and values of ``sys_var.h`` (besides the block index, count and VF length).

State lives in the running block's :class:`~ascsim.runtime.core_state.SystemRegs`; the mask mode bit of
CTRL is :attr:`Context.mask_counter` and AR is :attr:`Context.ar`. Values the chip does not publish are
the model constants below (documented in docs/semantics.md), never a claim about real hardware.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import CoreType, current
from ..errors import AscValueError
from ..runtime.context import CTX, instructions_issued
from ..runtime.memory import GlobalMemory
from ..spec import Overload, impls
from ..spec.enums import asc_override_strategy, asc_saturation_mode
from ..spec.sys_var import IDLE_SLOT_PIPES

#: Model code base of the program counter, and the bytes one C-API instruction advances it.
CODE_BASE = 0x0000_2000_0000
INSTRUCTION_BYTES = 8
#: Model physical stack base of core 0, and the stack bytes of each core.
STACK_BASE = 0x0000_0800_0000
STACK_BYTES = 0x10000
#: Model SMMU tag version: year 2025 (bits 27:14), month 1 (13:8), day 1 (7:2), sub-version 0 (1:0).
SMMU_TAG_VERSION = (2025 << 14) | (1 << 8) | (1 << 2) | 0

#: The CTRL bits asc_set_ctrl may change (the page: saturation modes 48, 53, 59; mask mode 56).
CTRL_SETTABLE = (48, 53, 56, 59)
_MASK_MODE_BIT = 56
_SETTABLE_MASK = sum(1 << b for b in CTRL_SETTABLE)
_U64 = (1 << 64) - 1


def _i64(v: int) -> int:
    """A 64-bit pattern as the ``int64_t`` the getters return."""
    v &= _U64
    return v - (1 << 64) if v >> 63 else v


def _u64_arg(func: str, name: str, value: Any) -> int:
    v = int(value)
    if not 0 <= v <= _U64:
        raise AscValueError(f"{func}: {name} = {v} does not fit a uint64_t")
    return v


@impls.sys_var.get_sub_block_id.register
def get_sub_block_id(overload: Overload) -> int:
    """``asc_get_sub_block_id``."""
    return int(CTX.sub_block_idx)


@impls.sys_var.get_sub_block_num.register
def get_sub_block_num(overload: Overload) -> int:
    """``asc_get_sub_block_num``."""
    return int(CTX.sub_block_num)


@impls.sys_var.get_core_id.register
def get_core_id(overload: Overload) -> int:
    """``asc_get_core_id``: block_idx x sub-block count + sub-block id."""
    return int(CTX.block_idx) * int(CTX.sub_block_num) + int(CTX.sub_block_idx)


@impls.sys_var.get_arch_ver.register
def get_arch_ver(overload: Overload, core_version: Any) -> None:
    """``asc_get_arch_ver(uint32_t& core_version)``: the selected architecture's (model) version."""
    version = current().core_version
    if isinstance(core_version, np.ndarray):
        core_version[...] = version
    else:
        core_version.value = version


@impls.sys_var.get_system_cycle.register
def get_system_cycle(overload: Overload) -> int:
    """``asc_get_system_cycle``: the C-API instructions the core issued in this block (this one included)."""
    return instructions_issued()


@impls.sys_var.get_program_counter.register
def get_program_counter(overload: Overload) -> int:
    """``asc_get_program_counter``: the code base plus 8 bytes per instruction issued before this one."""
    return CODE_BASE + INSTRUCTION_BYTES * (instructions_issued() - 1)


@impls.sys_var.get_ctrl.register
def get_ctrl(overload: Overload) -> int:
    """``asc_get_ctrl``: the stored bits and the mask mode bit."""
    return _i64(CTX.system().ctrl | (int(CTX.regs.mask_counter) << _MASK_MODE_BIT))


@impls.sys_var.set_ctrl.register
def set_ctrl(overload: Overload, config: Any) -> None:
    """``asc_set_ctrl``: bits 48, 53, 56 and 59 take the new value; any other bit must be unchanged."""
    f = overload.name
    new = _u64_arg(f, "config", config)
    current = int(get_ctrl(overload)) & _U64
    changed = (new ^ current) & ~_SETTABLE_MASK
    if changed:
        bits = [b for b in range(64) if changed >> b & 1]
        raise AscValueError(
            f"{f}: config = 0x{new:x} changes CTRL bit(s) {bits}, which asc_set_ctrl may not set; only bits "
            f"{list(CTRL_SETTABLE)} may change: start from asc_get_ctrl() (0x{current:x}) and change only those")
    regs = CTX.system()
    CTX.regs.mask_counter = bool(new >> _MASK_MODE_BIT & 1)
    regs.ctrl = new & ~(1 << _MASK_MODE_BIT)


@impls.sys_var.get_status.register
def get_status(overload: Overload) -> int:
    """``asc_get_status`` / ``asc_get_overflow_status``: no flag is ever raised in the model."""
    return 0


@impls.sys_var.get_ar.register
def get_ar(overload: Overload) -> int:
    """``asc_get_squeeze_status`` / ``asc_get_ar_spr``: the AR register."""
    return int(CTX.regs.ar)


@impls.sys_var.get_phy_stack_base.register
def get_phy_stack_base(overload: Overload) -> int:
    """``asc_get_phy_stack_base``: the model's stack of this core."""
    return STACK_BASE + STACK_BYTES * get_core_id(overload)


@impls.sys_var.get_sys_virtual_base.register
def get_sys_virtual_base(overload: Overload) -> int:
    """``asc_get_sys_virtual_base``: where the model's GM addresses start."""
    return GlobalMemory.BASE


@impls.sys_var.get_smmu_tag_version.register
def get_smmu_tag_version(overload: Overload) -> int:
    """``asc_get_smmu_tag_version``."""
    return SMMU_TAG_VERSION


@impls.sys_var.get_phy_buf_addr.register
def get_phy_buf_addr(overload: Overload, offset: Any) -> int:
    """``asc_get_phy_buf_addr(offset)``: UB addresses are offsets from the start of the Unified Buffer."""
    v = _u64_arg(overload.name, "offset", offset)
    ub = current().ub_bytes
    if v > ub:
        raise AscValueError(f"{overload.name}: offset = {v} is beyond the Unified Buffer ({ub} bytes on "
                            f"{current().name}); "
                            f"it must be in [0, {ub}]")
    return v


@impls.sys_var.set_ffts_base_addr.register
def set_ffts_base_addr(overload: Overload, config: Any) -> None:
    """``asc_set_ffts_base_addr``: at most 48 bits."""
    v = _u64_arg(overload.name, "config", config)
    if v >= 1 << 48:
        raise AscValueError(f"{overload.name}: config = 0x{v:x} is out of range; the base address must be in "
                            f"[0, 2^48 - 1]")
    CTX.system().ffts_base = v


@impls.sys_var.get_ffts_base_addr.register
def get_ffts_base_addr(overload: Overload) -> int:
    """``asc_get_ffts_base_addr``."""
    return CTX.system().ffts_base


@impls.sys_var.set_cube.register
def set_cube(overload: Overload, config: Any) -> None:
    """A cube-core register setter (``asc_set_l0c2gm_*``, ``asc_set_l3d_rpt_b`` ...): kept on a cube core
    (the cube copies read the ones they use, asc_set_gm2l1_nz_para), nothing on a vector core."""
    v = _u64_arg(overload.name, "config", config)
    if CTX.core is CoreType.AIC:
        CTX.system().cube[overload.name] = v


@impls.sys_var.set_l13d_padding.register
def set_l13d_padding(overload: Overload, config: Any) -> None:
    """``asc_set_l13d_padding``: the uint64_t form stores ``config << 8 | config & 0xFF`` (64 bits), the
    16-bit forms their bits zero-extended."""
    e = overload.elem(0)
    if isinstance(config, np.generic) and config.dtype.itemsize == 2:
        # A 16-bit numpy scalar is the argument of a 16-bit form whichever overload the facade matched
        # (C++ picks the form of the argument's own type).
        v = int(np.asarray(config).view(np.uint16))
    elif e.size == 8:
        v = _u64_arg(overload.name, "config", config)
        v = ((v << 8) | (v & 0xFF)) & _U64
    elif e.kind == "float":
        v = int(np.asarray(config, e.np).view(np.uint16))
    else:
        v = int(config) & 0xFFFF
    if CTX.core is CoreType.AIC:
        CTX.system().cube[overload.name] = v



# ---------------------------------------------------------------------------------------------
# Saturation flags and strategy (CTRL fields), idle slots of the issue queues.

#: CTRL bit of the saturation strategy: clear USE_API, set USE_GLOBAL.
STRATEGY_BIT = 60
#: Issue-queue size of each pipe (the page's maximum idle slot counts).
IDLE_SLOTS = {"mte2": 16, "mte3": 16, "v": 32, "m": 16, "mte1": 32, "fix": 32}


def _scoped(func: str, cls: Any, value: Any) -> Any:
    try:
        return cls(int(value))
    except ValueError:
        raise AscValueError(f"{func}: {value!r} is not an {cls.__name__}; valid: "
                            + ", ".join(f"{cls.__name__}::{m.name}" for m in cls)) from None


def _set_bit(bit: int, on: bool) -> None:
    regs = CTX.system()
    regs.ctrl = regs.ctrl | (1 << bit) if on else regs.ctrl & ~(1 << bit)


@impls.sys_var.set_saturation_flag.register
def set_saturation_flag(overload: Overload, mode: Any, enable: Any) -> None:
    """``asc_set_saturation_flag(saturation_mode, enable_sat)``: the mode's CTRL bit; INT saturates with
    the bit set, FLOAT, FLOAT8 and CAST with it clear (the vendor's dav-3510 encoding)."""
    m = _scoped(overload.name, asc_saturation_mode, mode)
    on = bool(enable)
    _set_bit(int(m), on if m is asc_saturation_mode.INT else not on)


@impls.sys_var.get_saturation_flag.register
def get_saturation_flag(overload: Overload, mode: Any) -> bool:
    """``asc_get_saturation_flag(saturation_mode)``: whether the mode saturates (its CTRL bit, decoded)."""
    m = _scoped(overload.name, asc_saturation_mode, mode)
    bit = bool((CTX.system().ctrl >> int(m)) & 1)
    return bit if m is asc_saturation_mode.INT else not bit


@impls.sys_var.set_saturation_strategy.register
def set_saturation_strategy(overload: Overload, strategy: Any) -> None:
    """``asc_set_saturation_strategy(strategy)``: CTRL bit 60 (USE_API clear, USE_GLOBAL set)."""
    s = _scoped(overload.name, asc_override_strategy, strategy)
    _set_bit(STRATEGY_BIT, s is asc_override_strategy.USE_GLOBAL)


@impls.sys_var.get_saturation_strategy.register
def get_saturation_strategy(overload: Overload) -> Any:
    """``asc_get_saturation_strategy``: CTRL bit 60 as the enum."""
    return asc_override_strategy((CTX.system().ctrl >> STRATEGY_BIT) & 1)


@impls.sys_var.idle_slot_count.register
def idle_slot_count(overload: Overload) -> np.uint8:
    """``asc_get_pipe_<p>_idle_slot_count``: every instruction completes as it is issued, so a queue is
    always empty: its full size on a core that has it, 0 on another core (as the vendor returns)."""
    (pipe,) = overload.extra
    core = CTX.core.name if CTX.core is not None else ""
    return np.uint8(IDLE_SLOTS[pipe] if core in IDLE_SLOT_PIPES[pipe] else 0)
