"""``asc_transto5hd_b8``/``_b16``/``_b32``: the data-block transpose through the VA registers
``asc_set_va_reg`` loads (a register pair: VAn and VAn+1 hold the 16 addresses)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import DATA_BLOCK_BYTES, Pipe
from ..errors import AscValueError
from ..ops.transto5hd import repeat_offset, transto5hd_raw
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from .reg_index import VA_REGS

#: The VA registers a transpose may name: the first of each pair (the vendor's implementation does
#: nothing for the others).
_PAIRS = (0, 2, 4, 6)
_BLOCK = DATA_BLOCK_BYTES


def _addresses(func: str, what: str, va: Any) -> tuple[Ptr, ...]:
    n = int(va)
    if n not in _PAIRS:
        raise AscValueError(f"{func}: {what} is VA{n}; a transpose takes a pair of VA registers named by its "
                            "first one: VA0, VA2, VA4 or VA6 (VAn and VAn+1 hold the 16 block addresses)")
    if n not in VA_REGS or n + 1 not in VA_REGS:
        missing = n if n not in VA_REGS else n + 1
        raise AscValueError(f"{func}: {what} = VA{n} needs VA{n} and VA{n + 1}, but VA{missing} was never set; "
                            f"call asc_set_va_reg(VA{missing}, ...) first")
    return VA_REGS[n] + VA_REGS[n + 1]


@impls.vector_compute_5hd.transto5hd.register
def transto5hd(overload: Overload, dst: Any, src: Any, repeat: Any, dst_stride: Any, src_stride: Any,
               dst_high_half: Any = False, src_high_half: Any = False) -> None:
    """``asc_transto5hd_b<k>(dst, src, repeat, dst_stride, src_stride[, dst_high_half, src_high_half])``:
    ``repeat`` transposes of 16 blocks; with one repeat the blocks sit ``stride`` blocks past the VA
    addresses, with more, repeat r sits ``r * stride`` blocks past them (the pages' rule)."""
    func = overload.name
    size, *sync = overload.extra
    dsts, srcs = _addresses(func, "dst", dst), _addresses(func, "src", src)
    n = int(repeat) & 0xFF
    ds, ss = int(dst_stride) & 0xFFFF, int(src_stride) & 0xFFFF
    blocks = np.empty((len(srcs), _BLOCK), np.uint8)
    for r in range(n):
        src_off, dst_off = repeat_offset(r, n, ss), repeat_offset(r, n, ds)
        for j, p in enumerate(srcs):
            blocks[j] = p.mem.read(p.addr + src_off, _BLOCK, func, Pipe.PIPE_V, within=p.alloc)
        out, written = transto5hd_raw(blocks, size, bool(dst_high_half), bool(src_high_half))
        for j, p in enumerate(dsts):
            lanes = None if written[j].all() else written[j]
            p.mem.write(p.addr + dst_off, out[j], func, Pipe.PIPE_V, lanes=lanes, within=p.alloc)
    if sync and sync[0]:  # the _sync forms end with a full barrier
        assert CTX.sync is not None  # the facade checked that a kernel runs
        CTX.sync.barrier()
