"""Address registers: ``asc_update_addr_reg_b8/_b16/_b32`` (and the deprecated ``asc_create_iter_reg_*``)."""

from __future__ import annotations

from typing import Any

from ..errors import AscValueError
from ..regs import addr_reg as AddrReg
from ..runtime.loops import COUNTERS
from ..spec import Overload


def addr_reg(ov: Overload, *strides: Any) -> AddrReg:
    """``asc_update_addr_reg_bN(offset0, ..., offset{k-1})``: an address register for the current
    iteration of the ``k`` innermost loops of the VF.

    The offsets are strides in elements of N bits; the last one goes with the innermost loop, the
    first with the ``k``-th loop counted from inside (the order of the vendor's examples and of
    ``CreateAddrReg``). The register holds ``sum(counter_j * stride_j) * N / 8`` bytes, where
    ``counter_j`` is that loop's iteration number (0, 1, 2 ...).
    """
    k = len(strides)
    if len(COUNTERS) < k:
        raise AscValueError(
            f"{ov.name} with {k} offset(s) takes the iteration counters of the {k} innermost loops of the VF, "
            f"but it runs inside {len(COUNTERS)} counted loop(s): call it in the innermost loop body (in Python, "
            "loop with `for i in vf_range(n):` so the simulator sees the loop)")
    width = ov.extra[0]
    counters = COUNTERS[len(COUNTERS) - k:]
    elements = sum(c * (int(s) & 0xFFFFFFFF) for c, s in zip(counters, strides, strict=True))
    return AddrReg(elements * width)
