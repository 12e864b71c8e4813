"""Independent references for the UB vector instructions, written from the vendor pages as plain
loops over repeats, blocks and elements (nothing here calls ascsim.ops), and a kernel harness."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import ml_dtypes
import numpy as np
from kernels import order, run_blocks

from ascsim import PIPE_S, PIPE_V, ub_array

BLOCK = 32  # bytes of a data block
BLOCKS = 8  # data blocks per repeat


def per_repeat(size: int) -> int:
    return 256 // size


def normal_active(size: int, mask1: int, mask0: int) -> list[bool]:
    """Element i of a repeat takes part when bit i of mask1:mask0 is set (normal mode)."""
    e = per_repeat(size)
    value = (mask1 << 64) | mask0
    return [bool((value >> i) & 1) for i in range(e)]


def walk(size: int, repeats: int, block_stride: int, repeat_stride: int) -> Iterator[tuple[int, int, int]]:
    """(repeat r, element i within the repeat, element index in the operand) in execution order."""
    e = per_repeat(size)
    per_block = BLOCK // size
    for r in range(repeats):
        for i in range(e):
            b, j = divmod(i, per_block)
            byte = (r * repeat_stride + b * block_stride) * BLOCK + j * size
            assert byte % size == 0
            yield r, i, byte // size


def repeats_and_active(size: int, *, count: int | None = None, repeat: int = 0, counter: bool = False,
                       mask: tuple[int, int] = (2**64 - 1, 2**64 - 1)) -> tuple[int, Callable[[int, int], bool]]:
    """(number of repeats, active(r, i)): a count form and counter mode process the first n elements
    (n = count, or mask0) in ceil(n / E) repeats; normal mode ``repeat`` repeats under the mask bits."""
    e = per_repeat(size)
    if count is not None or counter:
        n = count if count is not None else mask[1]
        return -(-n // e), lambda r, i: r * e + i < n
    bits = normal_active(size, mask[0], mask[1])
    return repeat, lambda r, i: bits[i]


def run_ub(buffers: dict[str, np.ndarray], body: Callable[[dict[str, Any]], Any]) -> tuple[dict[str, np.ndarray], Any]:
    """Run ``body(ptrs)`` in a one-block kernel on UB arrays initialised from ``buffers`` (numpy arrays
    whose dtype names the element type); return the arrays' final contents and body's result."""
    from ascsim import dtypes

    by_np = {np.dtype(np.float16): dtypes.half, np.dtype(np.float32): dtypes.float_,
             np.dtype(np.int16): dtypes.int16_t, np.dtype(np.uint16): dtypes.uint16_t,
             np.dtype(np.int32): dtypes.int32_t, np.dtype(np.uint32): dtypes.uint32_t,
             np.dtype(np.uint8): dtypes.uint8_t, np.dtype(ml_dtypes.bfloat16): dtypes.bfloat16_t}

    def kernel() -> tuple[dict[str, np.ndarray], Any]:
        ptrs = {}
        for name, arr in buffers.items():
            elem = by_np[arr.dtype]
            p = ub_array(elem, arr.size)
            p.write(arr)
            ptrs[name] = p
        order(PIPE_S, PIPE_V)
        result = body(ptrs)
        order(PIPE_V, PIPE_S)
        return {n: p.read(buffers[n].size) for n, p in ptrs.items()}, result

    return run_blocks(kernel)[0]
