"""Data copies between global memory and the Unified Buffer: ``asc_copy_gm2ub_align`` (MTE2) and
``asc_copy_ub2gm_align`` (MTE3).

Burst form (modeling choice, see docs/semantics.md): ``burst_count`` bursts of ``burst_len`` bytes;
burst i reads ``src + i*src_stride`` and writes ``dst + i*dst_stride`` (strides in bytes). On the
UB side a stride equal to ``burst_len`` is compact mode (bursts packed back to back); any other UB
stride must be a multiple of 32 bytes and each burst then starts on its own 32-byte block.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import COPY_BLOCK_BYTES, UB_ALIGN, Pipe
from ..errors import AscValueError, MemoryAccessError
from ..runtime.memory import Ptr, UnifiedBuffer
from ..spec import Overload
from ._args import ub_ptr_arg


def _count(func: str, name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 0:
        raise AscValueError(f"{func}: {name} must be a non-negative integer (bytes); got {value!r}")
    return int(value)


def _write_padded(func: str, ub: Ptr, addr: int, data: np.ndarray) -> None:
    """Write a GM->UB run; a tail shorter than 32 bytes is padded up to the block in UB."""
    nbytes = data.size
    padded = -nbytes % COPY_BLOCK_BYTES
    if not padded:
        ub.mem.write(addr, data, func, Pipe.PIPE_MTE2, within=ub.alloc)
        return
    # The pad value is the first element of the last 32-byte block.
    tail_start = nbytes - nbytes % COPY_BLOCK_BYTES
    first = data[tail_start:tail_start + ub.elem.size]
    pad = np.resize(first, padded)
    block = np.concatenate([data, pad])
    mem = ub.mem
    assert isinstance(mem, UnifiedBuffer)
    alloc, _ = mem.locate(addr, nbytes, func, ub.alloc)
    end = addr + block.size
    if end <= alloc.base + alloc.size:
        mem.write(addr, block, func, Pipe.PIPE_MTE2, within=ub.alloc)
    elif end <= mem.slot_end(alloc):
        # The padding lands in the alignment slack after the array, which no other array uses.
        mem.write(addr, data, func, Pipe.PIPE_MTE2, within=ub.alloc)
        mem.bytes[addr + nbytes:end] = pad
    else:
        raise MemoryAccessError(
            f"{func}: {nbytes} bytes are padded to {block.size} in UB, which runs "
            f"{end - mem.slot_end(alloc)} bytes past {alloc.describe()}; copy a multiple of 32 bytes "
            "or leave room for the padding")


def gm2ub_align(ov: Overload, dst: Ptr, src: Ptr, *sizes: Any) -> None:
    """``asc_copy_gm2ub_align(dst, src, size)``: issued on PIPE_MTE2; the UB side must be 32-byte aligned."""
    func = ov.name
    ub = ub_ptr_arg(func, "dst", dst, UB_ALIGN)
    gm = src
    bursts = _bursts(func, sizes, ub_is_dst=True)
    if _compact(sizes) and bursts:
        # Compact mode: the bursts form one packed UB run, padded once at its end.
        data = np.concatenate([gm.mem.read(gm.addr + s_off, n, func, Pipe.PIPE_MTE2, within=gm.alloc)
                               for s_off, _, n in bursts])
        _write_padded(func, ub, ub.addr, data)
        return
    for s_off, d_off, n in bursts:
        _write_padded(func, ub, ub.addr + d_off, gm.mem.read(gm.addr + s_off, n, func, Pipe.PIPE_MTE2, within=gm.alloc))


def ub2gm_align(ov: Overload, dst: Ptr, src: Ptr, *sizes: Any) -> None:
    """``asc_copy_ub2gm_align(dst, src, size)``: issued on PIPE_MTE3; the UB side must be 32-byte aligned."""
    func = ov.name
    gm = dst
    ub = ub_ptr_arg(func, "src", src, UB_ALIGN)
    for src_off, dst_off, n in _bursts(func, sizes, ub_is_dst=False):
        data = ub.mem.read(ub.addr + src_off, n, func, Pipe.PIPE_MTE3, within=ub.alloc)
        gm.mem.write(gm.addr + dst_off, data.copy(), func, Pipe.PIPE_MTE3, within=gm.alloc)


def _compact(sizes: tuple[Any, ...]) -> bool:
    return len(sizes) == 4 and sizes[0] > 1 and sizes[3] == sizes[1]


def _bursts(func: str, sizes: tuple[Any, ...], ub_is_dst: bool) -> list[tuple[int, int, int]]:
    """(src offset, dst offset, bytes) of each burst."""
    if len(sizes) == 1:
        n = _count(func, "size", sizes[0])
        return [(0, 0, n)] if n else []
    if len(sizes) != 4:
        raise AscValueError(f"{func} takes (dst, src, size) or (dst, src, burst_count, burst_len, src_stride, "
                            f"dst_stride); got {2 + len(sizes)} arguments")
    names = ("burst_count", "burst_len", "src_stride", "dst_stride")
    count, length, src_stride, dst_stride = (_count(func, n, v) for n, v in zip(names, sizes, strict=True))
    ub_stride = dst_stride if ub_is_dst else src_stride
    if ub_stride != length and ub_stride % UB_ALIGN:
        raise AscValueError(f"{func}: the UB stride {ub_stride} must equal burst_len ({length}, compact mode) "
                            f"or be a multiple of {UB_ALIGN} bytes")
    return [(i * src_stride, i * dst_stride, length) for i in range(count) if length]
