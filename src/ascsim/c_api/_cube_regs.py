"""The cube core's mode registers as the facade keeps them: in the running core's system registers
(``SystemRegs.cube``, reset for each block), by name; and the AI Core's buffers."""

from __future__ import annotations

from typing import Any

from ..runtime import aicore
from ..runtime.aicore import CoreBuffer
from ..runtime.context import CTX
from ..runtime.memory import Ptr


def get(name: str) -> Any:
    """A cube register's value (None until set)."""
    return CTX.system().cube.get(name)


def store(name: str, value: Any) -> None:
    CTX.system().cube[name] = value


def buffer(space: str, what: str) -> CoreBuffer:
    """The running AI Core's buffer ``space`` ("bt", "fb", ...)."""
    return aicore.current(space, what)


def vector_ub_ptr(dst: Ptr, sub_block: int) -> Ptr | None:
    """``dst`` in the UB of vector core ``sub_block`` in a ``__mix__`` launch (None otherwise): the same address,
    in the array that core declares there, or (declared there later) the same array, preset now."""
    ub = aicore.vector_ub(sub_block)
    if ub is None:
        return None
    target = ub.allocation_at(dst.addr)
    if target is None and dst.alloc is not None:
        target = ub.preset(dst.alloc.base, dst.alloc.size, dst.alloc.label)
    return Ptr(ub, dst.addr, dst.elem, target)
