"""Kernel-wide helpers: ``asc_init``, ``asc_get_vf_len``."""

from __future__ import annotations

from ..arch import VL_BYTES, CoreType
from ..runtime.context import CTX
from ..spec import Overload, impls


@impls.common.init.register
def init(overload: Overload) -> None:
    """``asc_init``: what the dav-3510 implementation resets, on a vector core only: the store-atomic
    mode (none), the mask mode (normal) and the vector mask (every bit set). Other registers (AR,
    CMPMASK, DEQSCALE, the reduction registers) keep their values; a cube core changes nothing."""
    if CTX.core is CoreType.AIC:
        return
    CTX.regs.init_soc_state()
    assert CTX.sync is not None  # the facade checked that a kernel runs
    CTX.sync.store_atomic, CTX.sync.atomic_cfg = None, 0


@impls.common.get_vf_len.register
def get_vf_len(overload: Overload) -> int:
    """``asc_get_vf_len``: the vector length in bytes."""
    return VL_BYTES


@impls.common.get_block_var.register
def get_block_var(overload: Overload) -> int:
    """``asc_get_block_idx``/``asc_get_block_num``: the launch's block index or count."""
    (attr,) = overload.extra
    return int(getattr(CTX, attr))


@impls.common.nop.register
def nop(overload: Overload) -> None:
    """``asc_nop``: nothing (the facade has counted the instruction)."""
