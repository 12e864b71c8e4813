"""The execution state of the simulated core: which block runs, on which core, inside a VF or not."""

from __future__ import annotations

from typing import Any

from ..arch import CoreType
from ..errors import ContextError
from .core_state import CoreState, SystemRegs


class Context:
    """Mutable state of the one simulated core; kernels run blocks one after another."""

    __slots__ = ("block_idx", "block_num", "core", "vf_depth", "ub", "sync", "kernel_name", "vf_epoch",
                 "vf_base", "vf_peak", "regs", "sub_block_idx", "sub_block_num", "aicore", "track_idx",
                 "track_num")

    def __init__(self) -> None:
        self.block_idx = 0
        self.block_num = 0
        self.core: CoreType | None = None  #: None outside a kernel launch
        self.vf_depth = 0
        # The block's UnifiedBuffer (runtime.memory) and SyncState (runtime.sync), set by the launcher.
        # Those modules read this one, so it names their classes only here, in words.
        self.ub: Any = None
        self.sync: Any = None
        self.kernel_name = ""
        #: Bumped at each VF entry and each ``asc_mem_bar``: vector loads and stores of one epoch
        #: may be reordered among themselves on the chip.
        self.vf_epoch = 0
        #: Live registers [vector, mask] at the outermost VF entry, and the most alive above that.
        self.vf_base = [0, 0]
        self.vf_peak = [0, 0]
        #: The running core's registers (AR, the UB vector instructions' mask and CMPMASK, DEQSCALE,
        #: the reduction and status registers, the system registers), fresh for each block.
        self.regs = CoreState()
        #: The vector core of its block that runs (``asc_get_sub_block_id``) and how many vector cores
        #: a block has (``asc_get_sub_block_num``): one per block unless the launch says otherwise.
        self.sub_block_idx = 0
        self.sub_block_num = 1
        #: The running block's AI Core buffers (runtime.aicore) in a cube or mixed launch, else None.
        self.aicore: Any = None
        #: The running core among the launch's cores, as the race checker tells them apart: the block
        #: (of ``block_num``) in a launch of one core type; block x 3 + 0 (cube), + 1, + 2 (vector) mixed.
        self.track_idx = 0
        self.track_num = 0

    def mem_bar(self) -> None:
        """``asc_mem_bar``: vector loads and stores before it are ordered before those after it."""
        self.vf_epoch += 1

    def reset_control(self) -> None:
        """A block's start: a core whose registers are at their reset values (AR cleared; normal mask
        mode with every mask bit set; CMPMASK unwritten; the reduction, status and system registers 0)."""
        self.regs = CoreState()

    def system(self) -> SystemRegs:
        """The system registers of the running block (at their reset values when it starts)."""
        self.require_ub("a system register")  # they exist only inside a kernel launch
        return self.regs.system

    def require_ub(self, what: str) -> Any:
        """The current block's UB, or an error naming ``what`` needed it."""
        if self.ub is None:
            raise ContextError(f"{what} needs the Unified Buffer, which exists only inside a kernel launch")
        return self.ub


CTX = Context()


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
