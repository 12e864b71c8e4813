"""Address registers: ``asc_update_addr_reg_b8/_b16/_b32`` (and the deprecated ``asc_create_iter_reg_*``)."""

from __future__ import annotations

from typing import Any

from ..errors import AscValueError
from ..regs import addr_reg as AddrReg
from ..runtime.loops import COUNTERS
from ..spec import Overload, impls


@impls.reg_addr.addr_reg.register
def addr_reg(overload: Overload, *strides: Any) -> AddrReg:
    """``asc_update_addr_reg_bN(offset0, ..., offset{k-1})``: an address register for the current
    iteration of the ``k`` innermost loops of the VF.

    The offsets are strides in elements of N bits; the last one goes with the innermost loop, the
    first with the ``k``-th loop counted from inside (the order of the vendor's examples and of
    ``CreateAddrReg``). The register holds ``sum(counter_j * stride_j) * N / 8`` bytes, where
    ``counter_j`` is that loop's iteration number (0, 1, 2 ...). A stride whose loop is missing (fewer
    counted loops than offsets, or none) adds nothing if it is 0, which the page's sum defines whatever
    the index; any other stride there has no index, and is an error.
    """
    k = len(strides)
    values = [int(s) & 0xFFFFFFFF for s in strides]  # uint32_t parameters
    missing = max(0, k - len(COUNTERS))  # the outermost dimensions without a counted loop around the call
    for j in range(missing):
        if values[j]:
            name = "offset" if k == 1 else f"offset{j}"
            raise AscValueError(
                f"{overload.name}: {name} = {values[j]} needs the iteration index of loop {k - j} counted from "
                "inside, but "
                f"the call runs inside {len(COUNTERS)} counted loop(s) of the VF. The asc_update_addr_reg page "
                "defines the offset as the sum of index_i * stride_i over the loops around the call and asks for "
                "the call in the innermost loop body: call it there with one loop per non-zero offset, or pass 0 "
                "for a dimension without a loop (in Python, loop with `for i in vf_range(n):` so the simulator "
                "sees the loop)")
    width = overload.extra[0]
    # The k - missing innermost counters; the dimensions without a loop have stride 0 (checked above).
    counters = [0] * missing + COUNTERS[len(COUNTERS) - (k - missing):]
    elements = sum(c * v for c, v in zip(counters, values, strict=True))
    return AddrReg(elements * width)
