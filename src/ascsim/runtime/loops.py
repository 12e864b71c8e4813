"""Iteration counters of the loops inside a ``__simd_vf__`` function, for ``addr_reg``.

On the chip the loops of a VF run as hardware loops, and an address register
(``asc_update_addr_reg_b8/_b16/_b32``) computes its offset from their iteration counters. The
simulator keeps those counters in :data:`COUNTERS`, outermost loop first: the C++ front end pushes
one for each ``for``/``while``/``do`` loop it runs inside a VF, and Python kernels get one with
:func:`vf_range`. Loops outside a VF (in the kernel body) are not counted: they are not hardware
loops of the VF.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import SupportsIndex

from .context import CTX

#: The iteration counters (0, 1, 2 ...) of the counted loops enclosing the current point, outermost first.
COUNTERS: list[int] = []


def vf_range(*args: SupportsIndex) -> Iterator[int]:
    """``range(...)`` for the loops of a Python ``@simd_vf`` function that use address registers.

    It yields what ``range(*args)`` yields and, inside a VF, counts the iterations (0, 1, 2 ...)
    for ``asc_update_addr_reg_*``, as the chip's hardware loops do::

        for i in vf_range(repeat):
            off = asc_update_addr_reg_b16(128)   # i * 128 elements
            asc_loadalign(x, src, off)
    """
    r = range(*args)
    if not CTX.vf_depth:
        yield from r
        return
    stack = COUNTERS
    slot = len(stack)
    stack.append(0)
    try:
        for n, v in enumerate(r):
            stack[slot] = n
            yield v
    finally:
        # Also drops the counters of inner generators a ``break`` left unfinished.
        del stack[slot:]
