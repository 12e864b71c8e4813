"""The copies between GM and UB (and within UB, and UB to L1) carried out: the bursts that
:mod:`ascsim.ops.copy_layout` lays out are moved through the memory model, so the checker sees
exactly the bytes read and written.

The copy engines' registers that shape a copy without being an argument of it (the loop counts and
strides of ``asc_set_gm2ub_loop_size`` ..., the pad value of ``asc_set_copy_pad_val``, the
n-dimensional copy's registers) are part of the running core's registers
(:class:`~ascsim.runtime.core_state.DataMoveRegs`).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..arch import Pipe
from ..errors import AscValueError
from ..ops.copy_layout import Burst, NDimPlan, byte_lanes, padded
from .context import CTX
from .core_state import DataMoveRegs
from .memory import Ptr, UnifiedBuffer


def regs() -> DataMoveRegs:
    """The copy-engine registers of the running block (each block starts with the reset values)."""
    CTX.require_ub("a copy-engine register")  # they exist only inside a kernel launch
    return CTX.regs.datamove


#: Set by :mod:`ascsim.runtime.atomics`: ``(func, dst, pipe)`` -> the writer of a copy into GM while a
#: store-atomic mode (``asc_set_atomic_add_float`` ...) is set, or None for a plain copy.
store_atomic: Callable[[str, Ptr, Pipe], Callable[[int, np.ndarray], None] | None] | None = None


def run(func: str, bursts: list[Burst], dst: Ptr, src: Ptr, pipe: Pipe, pad_size: int = 1,
        constant_pad: bool = False) -> None:
    """Move ``bursts`` from ``src`` to ``dst`` on ``pipe``: every data byte is read and every byte of the
    destination span (padding and filler included) is written through the memory model.

    Padding holds the pad value register (``constant_pad``) or the burst's first element
    (``pad_size`` bytes). Filler that runs past the destination array but stays in the array's
    32-byte slot of UB (which no other array uses) is written there without being an access.
    """
    if not bursts:
        return
    pad_reg = (regs().pad_bits & ((1 << (8 * pad_size)) - 1)).to_bytes(pad_size, "little") if constant_pad else b""
    atomic = store_atomic(func, dst, pipe) if store_atomic is not None and dst.space == "gm" else None
    # Between GM and UB (separate storage) the source bytes cannot change under the write: the read's
    # view is written as it is, without the copy a copy within one memory needs.
    keep = src.mem is dst.mem or {src.space, dst.space} != {"gm", "ub"}
    for b in bursts:
        view = src.mem.read(src.addr + b.src, b.nbytes, func, pipe, within=src.alloc)
        data = np.array(view) if keep else view
        if atomic is not None and not (b.left or b.right or b.dummy):
            atomic(b.dst, data)  # a store-atomic mode: combine with what GM holds
            continue
        if not (b.left or b.right or b.dummy):
            dst.mem.write(dst.addr + b.dst, data, func, pipe, within=dst.alloc)
            continue
        pad = pad_reg or data[b.pad_from - b.src:b.pad_from - b.src + pad_size].tobytes()
        block = padded(b, data, pad)
        _write_padded(func, dst, b.dst, block, b.dummy, pipe)


def _write_padded(func: str, dst: Ptr, off: int, block: np.ndarray, dummy: int, pipe: Pipe) -> None:
    mem = dst.mem
    addr = dst.addr + off
    end = addr + block.size
    if isinstance(mem, UnifiedBuffer) and dummy:
        alloc = dst.alloc or mem.allocation_at(addr)
        if alloc is not None and alloc.base <= addr and end > alloc.base + alloc.size:
            keep = alloc.base + alloc.size - addr
            if keep >= block.size - dummy:
                # Only filler runs past the array; it ends on a 32-byte boundary, so inside the array's
                # 32-byte slot, which no other array uses: written there, but no access of the array.
                mem.write(addr, block[:keep], func, pipe, within=alloc)
                mem.bytes[addr + keep:end] = block[keep:]
                return
    mem.write(addr, block, func, pipe, within=dst.alloc)


def run_ndim(func: str, plan: NDimPlan, dst: Ptr, src: Ptr, pipe: Pipe, elem_size: int,
             pad: bytes | None) -> None:
    """Move an n-dimensional copy: exactly the source elements it uses are read, and exactly its
    destination elements are written (padding included), through the memory model. ``pad`` is the
    constant pad value's bytes, or None for nearest-value padding."""
    uint = np.dtype(f"<u{elem_size}")
    used = plan.data if pad is not None else np.ones(plan.src.size, np.bool_)
    src_bytes = np.unique(plan.src[used]) * elem_size
    lo, hi = int(src_bytes[0]), int(src_bytes[-1]) + elem_size
    # Out of bounds is an error before anything is read (and before a span that size is allocated).
    src.mem.locate(src.addr + lo, hi - lo, func, within=src.alloc)
    lanes, _ = byte_lanes(src_bytes, elem_size, lo, hi)
    span = np.array(src.mem.read(src.addr + lo, lanes.size, func, pipe, lanes=lanes, within=src.alloc))
    elems = span.view(uint)
    values = np.empty(plan.src.size, uint)
    values[used] = elems[(plan.src[used] * elem_size - lo) // elem_size]
    if pad is not None:
        values[~plan.data] = np.frombuffer(pad, uint)[0]
    dst_bytes = plan.dst * elem_size
    d_lo, d_hi = int(dst_bytes.min()), int(dst_bytes.max()) + elem_size
    if isinstance(dst.mem, UnifiedBuffer) and dst.addr + d_hi > dst.mem.whole.size:
        raise AscValueError(f"{func}: the destination elements reach UB byte {dst.addr + d_hi}, past the end of "
                            f"the Unified Buffer ({dst.mem.whole.size} bytes)")
    d_lanes, d_idx = byte_lanes(dst_bytes, elem_size, d_lo, d_hi)
    out = np.zeros(d_lanes.size // elem_size, uint)
    out[d_idx] = values
    dst.mem.write(dst.addr + d_lo, out.view(np.uint8), func, pipe, lanes=d_lanes, within=dst.alloc)
