"""Kernel-wide helpers: ``asc_init``, ``asc_get_vf_len``."""

from __future__ import annotations

from ..arch import VL_BYTES
from ..runtime.context import CTX
from ._args import scalar_core


def asc_init() -> None:
    """``__aicore__ inline void asc_init()``: reset the core's control state at kernel start."""
    scalar_core("asc_init")
    CTX.reset_control()


def asc_get_vf_len() -> int:
    """``__aicore__ inline uint32_t asc_get_vf_len()``: the vector length in bytes (256)."""
    return VL_BYTES
