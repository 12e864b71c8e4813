"""The cube core's mode registers as the facade keeps them: in the running core's system registers
(``SystemRegs.cube``, reset for each block), by name; and the AI Core's buffers."""

from __future__ import annotations

from typing import Any

from ..runtime import aicore
from ..runtime.aicore import CoreBuffer
from ..runtime.context import CTX


def get(name: str) -> Any:
    """A cube register's value (None until set)."""
    return CTX.system().cube.get(name)


def store(name: str, value: Any) -> None:
    CTX.system().cube[name] = value


def buffer(space: str, what: str) -> CoreBuffer:
    """The running AI Core's buffer ``space`` ("bt", "fb", ...)."""
    return aicore.current(space, what)
