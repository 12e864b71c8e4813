"""One AI Core of a cube or mixed launch: the cube core's buffers, shared by the cores of the block.

An AI Core is one cube core (AIC) and two vector cores (AIV). The cube core owns the L1 Buffer
(``__cbuf__``), L0A (``__ca__``), L0B (``__cb__``), L0C (``__cc__``), the bias table (BT) and the fixpipe
buffer (``__fbuf__``); the vector cores of the same AI Core write L1 (``asc_copy_ub2l1``) and read what
the fixpipe writes to their UB (``asc_copy_l0c2ub``).

Static arrays: every core of a ``__mix__`` kernel runs the same function and declares the same arrays,
which name the same bytes on the chip (the compiler places them at fixed addresses). So each core
carves its arrays from its own cursor, starting at 0: the n-th array a core declares in a buffer lands
where the n-th array of every other core does, and is the same allocation object, so bounds,
unwritten-byte and race checks see one array.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .. import arch
from ..dtypes import ElemType
from ..errors import AscTypeError, AscValueError, ContextError, MemoryAccessError
from .context import CTX
from .memory import GM, AccessHook, Allocation, Ptr, _OnChipBuffer

#: Space name -> (C qualifier, size, alignment, description) of the cube core's buffers.
SPACES: dict[str, tuple[str, int, int, str]] = {
    "l1": ("__cbuf__", arch.L1_BYTES, arch.L1_ALIGN, "the L1 Buffer"),
    "l0a": ("__ca__", arch.L0A_BYTES, arch.L0A_ALIGN, "L0A (left matrices)"),
    "l0b": ("__cb__", arch.L0B_BYTES, arch.L0B_ALIGN, "L0B (right matrices)"),
    "l0c": ("__cc__", arch.L0C_BYTES, arch.L0C_ALIGN, "L0C (results)"),
    "bt": ("__biasbuf__", arch.BT_BYTES, arch.BT_ALIGN, "the bias table"),
    "fb": ("__fbuf__", arch.FB_BYTES, arch.FB_ALIGN, "the fixpipe buffer"),
    # The mx scales of L0A and L0B (asc_copy_l12l0a_mx/_l12l0b_mx, read by asc_mmad_mx): 32 bytes of scales
    # per 512-byte fractal, addressed as the operand's L0A/L0B address divided by 16.
    "l0a_mx": ("(L0A mx scales)", arch.L0A_BYTES // 16, 32, "the mx scales of L0A"),
    "l0b_mx": ("(L0B mx scales)", arch.L0B_BYTES // 16, 32, "the mx scales of L0B"),
    # The sparse index of L0B (asc_copy_l12l0b_sparse, read by asc_mmad_sparse): 128 bytes of 2-bit codes per
    # 512-byte fractal, addressed as B's L0B address divided by 4 (a quarter of L0B, as the pages size it).
    "l0b_sparse": ("(L0B sparse index)", arch.L0B_BYTES // 4, 32, "the sparse index buffer of L0B"),
}


class CoreBuffer(_OnChipBuffer):
    """One buffer of an AI Core; each core carves its static arrays from its own cursor (module doc)."""

    def __init__(self, space: str) -> None:
        super().__init__(space)
        qual, size, align, label = SPACES[space]
        self.qualifier, self.capacity, self.align = qual, size, align
        self.bytes = np.zeros(size, np.uint8)
        self.init = np.zeros(size, np.bool_)
        self.whole = Allocation(space, 0, self.bytes, label, track_init=False)
        self.whole.init = self.init
        self._cursor: dict[tuple[int, int], int] = {}
        if space in ("bt", "l0a_mx", "l0b_mx", "l0b_sparse"):
            # Programs name these bytes by address (asc_copy_l12bt's and the mx copies' dst), never by
            # array: the whole buffer is one region.
            self._insert(self.whole)

    @property
    def hook(self) -> AccessHook | None:
        """The launch's access hook (the one GM has): the cores of the AI Core share these bytes."""
        return GM.hook

    @hook.setter
    def hook(self, value: AccessHook | None) -> None:
        pass  # follows GM's (MemorySpace.__init__ sets None)

    def alloc(self, nbytes: int, label: str) -> int:
        """The next static array of the running core in this buffer; returns its base address."""
        core = (int(CTX.core) if CTX.core is not None else 0, CTX.sub_block_idx)
        base = self._cursor.get(core, 0)
        end = base + nbytes
        if end > self.capacity:
            raise MemoryAccessError(
                f"{label}: needs {nbytes} bytes of {self.whole.label} but only {self.capacity - base} of "
                f"{self.capacity} bytes are left; make the {self.qualifier} arrays smaller or reuse one")
        self._cursor[core] = (end + self.align - 1) // self.align * self.align
        same = self._allocs.get(base)
        if same is not None and same.size == nbytes:
            return base  # the same declaration on another core of the AI Core: the same array
        if same is not None:
            self._remove(same)
        alloc = Allocation(self.name, base, self.bytes[base:end], label, track_init=False)
        alloc.init = self.init[base:end]
        self._insert(alloc)
        return base


class AICore:
    """The buffers of one AI Core (one block of a cube or mixed launch)."""

    def __init__(self, block: int, mixed: bool = False) -> None:
        self.block = block
        self.mixed = mixed  #: its vector cores run too (a ``__mix__`` launch)
        #: In a ``__mix__`` launch: the UB of each core (cube, vector 0, vector 1); the fixpipe writes the
        #: vector cores' (``asc_copy_l0c2ub``).
        self.ubs: list[Any] = []
        self.buffers = {space: CoreBuffer(space) for space in SPACES}

    def buffer(self, space: str) -> CoreBuffer:
        return self.buffers[space]


def current(space: str, what: str) -> CoreBuffer:
    """The running AI Core's buffer ``space``, or an error naming ``what`` needed it."""
    core = CTX.aicore
    if core is None:
        qual, _, _, label = SPACES[space]
        if CTX.core is None:
            raise ContextError(f"{what} needs {label} ({qual}), which exists only inside a kernel launch")
        raise ContextError(f"{what} needs {label} ({qual}) of the cube core: launch a __cube__ or __mix__ kernel "
                           "(a __vector__ kernel runs no cube core)")
    buf: CoreBuffer = core.buffer(space)
    return buf


def vector_ub(sub_block: int) -> Any:
    """The UB of vector core ``sub_block`` of the running AI Core in a ``__mix__`` launch (None otherwise)."""
    core = CTX.aicore
    if core is None or not core.ubs:
        return None
    return core.ubs[1 + sub_block]


def _array(space: str, fname: str, elem: ElemType, count: int) -> Ptr:
    if not isinstance(elem, ElemType):
        raise AscTypeError(f"{fname}: the first argument is an element type such as half; got {elem!r}")
    if isinstance(count, bool) or not isinstance(count, (int, np.integer)) or count <= 0:
        raise AscValueError(f"{fname}: the element count must be a positive integer; got {count!r}")
    buf = current(space, fname)
    base = buf.alloc(int(count) * elem.size, f"{buf.qualifier} {elem.name} [{count}]")
    return Ptr(buf, base, elem, buf.allocation_at(base))


def l0a_array(elem: ElemType, count: int) -> Ptr:
    """``__ca__ T a[count]``: an array in the running AI Core's L0A (512-byte aligned)."""
    return _array("l0a", "l0a_array", elem, count)


def l0b_array(elem: ElemType, count: int) -> Ptr:
    """``__cb__ T a[count]``: an array in the running AI Core's L0B (512-byte aligned)."""
    return _array("l0b", "l0b_array", elem, count)


def l0c_array(elem: ElemType, count: int) -> Ptr:
    """``__cc__ T a[count]``: an array in the running AI Core's L0C (64-byte aligned)."""
    return _array("l0c", "l0c_array", elem, count)


def fb_array(elem: ElemType, count: int) -> Ptr:
    """``__fbuf__ T a[count]``: an array in the running AI Core's fixpipe buffer (64-byte aligned)."""
    return _array("fb", "fb_array", elem, count)


def bt_array(elem: ElemType, count: int) -> Ptr:
    """``__biasbuf__ T a[count]``: an array in the running AI Core's bias table (64-byte aligned)."""
    return _array("bt", "bt_array", elem, count)
