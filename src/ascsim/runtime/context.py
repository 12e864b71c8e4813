"""The execution state of the simulated core: which block runs, on which core, inside a VF or not."""

from __future__ import annotations

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
                 "vmask", "mask_counter", "cmp_mask", "rsvd_count")

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
        #: Control state of the UB vector instructions (vector_compute.h), reset by ``asc_init``:
        #: the vector mask ``(mask1, mask0)``, counter mode (else normal mode), the 128-bit CMPMASK
        #: register (None until something writes it) and the count the last squeeze kept.
        self.vmask = (ALL_ONES_64, ALL_ONES_64)
        self.mask_counter = False
        self.cmp_mask: np.ndarray | None = None
        self.rsvd_count = 0

    def mem_bar(self) -> None:
        """``asc_mem_bar``: vector loads and stores before it are ordered before those after it."""
        self.vf_epoch += 1

    def reset_control(self) -> None:
        """``asc_init``: control registers back to their reset values (AR is cleared; normal mask
        mode with every mask bit set; CMPMASK unwritten)."""
        self.ar = 0
        self.vmask = (ALL_ONES_64, ALL_ONES_64)
        self.mask_counter = False
        self.cmp_mask = None
        self.rsvd_count = 0

    def require_ub(self, what: str) -> UnifiedBuffer:
        """The current block's UB, or an error naming ``what`` needed it."""
        if self.ub is None:
            raise ContextError(f"{what} needs the Unified Buffer, which exists only inside a kernel launch")
        return self.ub


CTX = Context()

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
