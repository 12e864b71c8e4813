"""The n-dimensional copy of ``vector_datamove.h`` (``asc_ndim_copy_gm2ub``) and its registers
(``asc_set_ndim_loop<i>_stride``, ``asc_set_ndim_pad_count``, ``asc_set_ndim_pad_value``,
``asc_ndim_copy_dci``).

The layout is :func:`ascsim.runtime.copy_layout.ndim_plan`; :func:`~ascsim.runtime.datamove.run_ndim`
moves exactly its bytes. Like every vector-core copy these do nothing on a cube core.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import UB_ALIGN, CoreType, Pipe
from ..errors import AscValueError
from ..ops import copy_layout as cl
from ..runtime import datamove as dm
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from ..spec.enums import asc_load_l2_cache_mode
from ._args import ub_ptr_arg


def _vector_core() -> bool:
    return CTX.core is not CoreType.AIC


@impls.ndim_copy.ndim_copy_gm2ub.register
def ndim_copy_gm2ub(overload: Overload, dst: Ptr, src: Ptr, loop0_size: Any, loop1_size: Any, loop2_size: Any,
                    loop3_size: Any, loop4_size: Any, loop0_lp_count: Any, loop0_rp_count: Any, padding_mode: Any,
                    l2_cache_mode: Any) -> None:
    """``asc_ndim_copy_gm2ub``: up to five nested loops (loop 0 innermost) of ``loop<i>_size`` elements,
    strides from ``asc_set_ndim_loop<i>_stride``, padding around each loop (loop 0's from the arguments,
    the others' from ``asc_set_ndim_pad_count``) holding the pad value (``padding_mode`` true) or the
    nearest data element of the loop (false)."""
    f = overload.name
    sizes = [int(v) for v in (loop0_size, loop1_size, loop2_size, loop3_size, loop4_size)]
    for i, n in enumerate(sizes):
        if not 1 <= n <= cl.NDIM_MAX_SIZE:
            raise AscValueError(f"{f}: loop{i}_size = {n} is out of range; it must be in [1, {cl.NDIM_MAX_SIZE}] "
                                "(elements, padding not counted)")
    lp0 = cl.count(f, "loop0_lp_count", loop0_lp_count, 0xFF)
    rp0 = cl.count(f, "loop0_rp_count", loop0_rp_count, 0xFF)
    mode = int(l2_cache_mode)
    if mode not in asc_load_l2_cache_mode._value2member_map_:
        valid = ", ".join(f"{m.name} = {int(m)}" for m in asc_load_l2_cache_mode)
        raise AscValueError(f"{f}: l2_cache_mode = {mode} is not an asc_load_l2_cache_mode value; valid: {valid}")
    if not _vector_core():
        return
    d = ub_ptr_arg(f, "dst", dst, UB_ALIGN)
    es = overload.elem(0).size
    regs = dm.regs().ndim
    lp, rp = regs.pads(lp0, rp0)
    plan = cl.ndim_plan(f, sizes, lp, rp, list(regs.strides), es)
    pad = (regs.pad_bits & ((1 << (8 * es)) - 1)).to_bytes(es, "little") if bool(padding_mode) else None
    dm.run_ndim(f, plan, d, src, Pipe.PIPE_MTE2, es, pad)


@impls.ndim_copy.set_ndim_loop_stride.register
def set_ndim_loop_stride(overload: Overload, dst_stride: Any, src_stride: Any) -> None:
    """``asc_set_ndim_loop<i>_stride(dst_stride, src_stride)``: elements between positions of loop i."""
    (loop,) = overload.extra
    f = overload.name
    d = cl.count(f, "dst_stride", dst_stride, cl.NDIM_MAX_DST_STRIDE)
    s = cl.count(f, "src_stride", src_stride, cl.NDIM_MAX_SRC_STRIDE)
    if _vector_core():
        dm.regs().ndim.strides[loop] = (d, s)


@impls.ndim_copy.set_ndim_pad_count.register
def set_ndim_pad_count(overload: Overload, config: Any) -> None:
    """``asc_set_ndim_pad_count(config)``: the padding counts of loops 1-4."""
    if _vector_core():
        dm.regs().ndim.pad_count = int(config.config) & ((1 << 64) - 1)


@impls.ndim_copy.set_ndim_pad_value.register
def set_ndim_pad_value(overload: Overload, value: Any) -> None:
    """``asc_set_ndim_pad_value(value)``: the constant pad value's bits at the overload's width,
    zero-extended (a copy of k-byte elements pads with the low k bytes). A numpy scalar keeps its own
    bits; a plain Python integer matches the int32_t overload, a plain float the float one."""
    e = overload.elem(0)
    if isinstance(value, np.generic):
        raw = value.tobytes()
    elif isinstance(value, float) or e.kind == "float":
        raw = np.asarray(value, e.np).tobytes()
    else:
        raw = (int(value) & ((1 << (8 * e.size)) - 1)).to_bytes(e.size, "little")
    if _vector_core():
        dm.regs().ndim.pad_bits = int.from_bytes(raw, "little")


@impls.ndim_copy.ndim_copy_dci.register
def ndim_copy_dci(overload: Overload) -> None:
    """``asc_ndim_copy_dci``: invalidate the n-dimensional copy's cache of GM (ascsim keeps GM coherent)."""
