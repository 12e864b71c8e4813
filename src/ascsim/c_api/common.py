"""Kernel-wide helpers: ``asc_init``, ``asc_get_vf_len``."""

from __future__ import annotations

from ..arch import VL_BYTES
from ..runtime.context import CTX
from ..spec import Overload


def init(ov: Overload) -> None:
    """``asc_init``: reset the core's control state at kernel start."""
    CTX.reset_control()


def get_vf_len(ov: Overload) -> int:
    """``asc_get_vf_len``: the vector length in bytes."""
    return VL_BYTES


def get_block_var(ov: Overload) -> int:
    """``asc_get_block_idx``/``asc_get_block_num``: the launch's block index or count."""
    (attr,) = ov.extra
    return int(getattr(CTX, attr))


def nop(ov: Overload) -> None:
    """``asc_nop``: nothing (the facade has counted the instruction)."""
