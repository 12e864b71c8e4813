"""The execution state of the simulated core: which block runs, on which core, inside a VF or not."""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from ..arch import CoreType
from ..errors import ContextError

if TYPE_CHECKING:
    from .memory import UnifiedBuffer
    from .sync import SyncState

#: The reset value of each 64-bit half of the vector mask.
ALL_ONES_64 = (1 << 64) - 1


class Context:
    """Mutable state of the one simulated core; kernels run blocks one after another."""

    __slots__ = ("block_idx", "block_num", "core", "vf_depth", "ub", "sync", "kernel_name", "vf_epoch", "ar",
                 "vf_base", "vf_peak",
                 "vmask", "mask_counter", "cmp_mask", "rsvd_count", "deq_scale",
                 "sub_block_idx", "sub_block_num", "_sys_owner", "_sys_regs", "sqz_bytes", "max_min_cnt", "acc_val",
                 "vms4_sr")

    def __init__(self) -> None:
        self.block_idx = 0
        self.block_num = 0
        self.core: CoreType | None = None  #: None outside a kernel launch
        self.vf_depth = 0
        self.ub: UnifiedBuffer | None = None
        self.sync: SyncState | None = None
        self.kernel_name = ""
        #: Bumped at each VF entry and each ``asc_mem_bar``: vector loads and stores of one epoch
        #: may be reordered among themselves on the chip.
        self.vf_epoch = 0
        #: Live registers [vector, mask] at the outermost VF entry, and the most alive above that.
        self.vf_base = [0, 0]
        self.vf_peak = [0, 0]
        #: The AR special register: bytes appended so far by ``asc_squeeze_and_storeunalign``.
        self.ar = 0
        #: Bytes the last ``asc_squeeze_with_status`` selected, not yet appended to a stream by the AR
        #: form of ``asc_storeunalign_postupdate`` (None: no squeeze waits for its store).
        self.sqz_bytes: int | None = None
        #: Control state of the UB vector instructions (vector_compute.h), reset at each block start:
        #: the vector mask ``(mask1, mask0)``, counter mode (else normal mode), the 128-bit CMPMASK
        #: register (None until something writes it) and the count the last squeeze kept. ``asc_init``
        #: resets only the mask and the mode (:meth:`init_soc_state`).
        self.vmask = (ALL_ONES_64, ALL_ONES_64)
        self.mask_counter = False
        self.cmp_mask: np.ndarray | None = None
        self.rsvd_count = 0
        #: The 64-bit DEQSCALE register of the dequantising conversions (``asc_set_deq_scale``).
        self.deq_scale = 0
        #: The reduction registers: value bits (low 32) and index (high 32) of the last UB max/min
        #: reduction over all its repeats, and the raw bits of the last UB sum reduction's total.
        self.max_min_cnt = 0
        self.acc_val = 0
        #: VMS4 status: the structures the last asc_mrgsort4 took from list j, in bits 16j..16j+15.
        self.vms4_sr = 0
        #: The vector core of its block that runs (``asc_get_sub_block_id``) and how many vector cores
        #: a block has (``asc_get_sub_block_num``): one per block unless the launch says otherwise.
        self.sub_block_idx = 0
        self.sub_block_num = 1
        #: The system registers of the running block (see :meth:`system`), cached with the UB they go with.
        self._sys_owner: weakref.ref[UnifiedBuffer] | None = None
        self._sys_regs: SystemRegs | None = None

    def mem_bar(self) -> None:
        """``asc_mem_bar``: vector loads and stores before it are ordered before those after it."""
        self.vf_epoch += 1

    def reset_control(self) -> None:
        """A block's start: control registers at their reset values (AR cleared; normal mask mode
        with every mask bit set; CMPMASK unwritten; the reduction and status registers 0)."""
        self.ar = 0
        self.sqz_bytes = None
        self.vmask = (ALL_ONES_64, ALL_ONES_64)
        self.mask_counter = False
        self.cmp_mask = None
        self.rsvd_count = 0
        self.deq_scale = 0
        self.max_min_cnt = 0
        self.acc_val = 0
        self.vms4_sr = 0

    def init_soc_state(self) -> None:
        """The mask part of ``asc_init`` on a vector core, as its dav-3510 implementation does it:
        normal mask mode and every vector mask bit set (nothing else of this state changes)."""
        self.mask_counter = False
        self.vmask = (ALL_ONES_64, ALL_ONES_64)

    def system(self) -> SystemRegs:
        """The system registers of the running block (fresh, at their reset values, for each block).

        They go with the block's UB, so blocks that take turns each keep their own."""
        ub = self.require_ub("a system register")
        if self._sys_owner is None or self._sys_owner() is not ub:
            regs = _SYSTEM.get(ub)
            if regs is None:
                regs = _SYSTEM[ub] = SystemRegs()
            self._sys_owner, self._sys_regs = weakref.ref(ub), regs
        assert self._sys_regs is not None
        return self._sys_regs

    def require_ub(self, what: str) -> UnifiedBuffer:
        """The current block's UB, or an error naming ``what`` needed it."""
        if self.ub is None:
            raise ContextError(f"{what} needs the Unified Buffer, which exists only inside a kernel launch")
        return self.ub


@dataclass
class SystemRegs:
    """The system registers of one block's core (``sys_var.h``), at their reset values when it starts.

    The CTRL register is ``ctrl`` plus the mask mode bit 56, which is :attr:`Context.mask_counter`
    (``asc_set_mask_count``/``asc_set_mask_norm`` and ``asc_set_ctrl`` change the same bit)."""

    ctrl: int = 0
    #: ``asc_set_ffts_base_addr``.
    ffts_base: int = 0
    #: Registers that configure the cube core (not simulated), by setter name: kept, never used.
    cube: dict[str, int] = field(default_factory=dict)


_SYSTEM: weakref.WeakKeyDictionary[UnifiedBuffer, SystemRegs] = weakref.WeakKeyDictionary()

CTX = Context()


def count_instruction() -> None:
    """One more C-API instruction issued by the running block (the simulated cycle counter)."""
    ub = CTX.ub
    if ub is not None:
        ub.issued += 1


def instructions_issued() -> int:
    """The C-API instructions the running block issued so far (``asc_get_system_cycle``)."""
    return CTX.require_ub("the cycle counter").issued


#: Register objects alive now: [vector registers, mask registers]. Python frees a temporary as soon
#: as nothing refers to it, so inside a VF this follows the registers a C compiler must keep live.
LIVE_REGISTERS = [0, 0]


def register_op_active(name: str) -> bool:
    """Whether a register instruction takes effect here.

    Inside a VF on a vector core: yes. On a cube core (AIC): no, the instruction does nothing (the
    pages: "non-AIV calls return directly"). Anywhere else the call is a misuse.
    """
    if CTX.core is CoreType.AIC:
        return False
    if CTX.vf_depth == 0:
        raise ContextError(
            f"{name} is a register instruction: call it inside a __simd_vf__ function "
            "(@simd_vf in Python) running in a kernel launch"
        )
    return True


class _BlockVar:
    """An int-like view of ``block_idx``/``block_num`` that reads the current launch each time."""

    __slots__ = ("_attr",)

    def __init__(self, attr: str) -> None:
        self._attr = attr

    def _value(self) -> int:
        if CTX.core is None:
            raise ContextError(f"{self._attr} is only defined inside a kernel launch")
        return int(getattr(CTX, self._attr))

    def __index__(self) -> int:
        return self._value()

    __int__ = __index__

    def __repr__(self) -> str:
        return f"{self._attr}={self._value()}" if CTX.core is not None else f"{self._attr} (outside a launch)"

    def __eq__(self, other: object) -> bool:
        return bool(self._value() == other)

    def __hash__(self) -> int:
        return hash(self._value())

    def __lt__(self, other: int) -> bool:
        return self._value() < other

    def __le__(self, other: int) -> bool:
        return self._value() <= other

    def __gt__(self, other: int) -> bool:
        return self._value() > other

    def __ge__(self, other: int) -> bool:
        return self._value() >= other

    def __add__(self, other: int) -> int:
        return self._value() + other

    __radd__ = __add__

    def __sub__(self, other: int) -> int:
        return self._value() - other

    def __rsub__(self, other: int) -> int:
        return other - self._value()

    def __mul__(self, other: int) -> int:
        return self._value() * other

    __rmul__ = __mul__

    def __floordiv__(self, other: int) -> int:
        return self._value() // other

    def __mod__(self, other: int) -> int:
        return self._value() % other


block_idx = _BlockVar("block_idx")
block_num = _BlockVar("block_num")
