"""load3d (img2col): the 3D form of ``asc_copy_l12l0a``/``_l12l0b`` (``cube_datamove.h``).

The facade reads the load3d registers (feature map, repeat, pad value), reads the feature map's 32-byte
channel rows the window touches from L1 and writes the fractals :mod:`ascsim.ops.img2col` lays out, all on
PIPE_MTE1. On a vector core it does nothing.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .. import arch
from ..arch import L0A_ALIGN, Pipe
from ..errors import AscValueError, UnsupportedError
from ..ops import cube as oc
from ..ops import img2col as oi
from ..runtime.context import CTX
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from . import _cube_regs as regs
from .cube import elem_bits, on_cube
from .cube_copy import _aligned, _barrier, _named

_MTE1 = Pipe.PIPE_MTE1
#: asc_load3d_v2_config's reset value: one repeat, stride 0, along the height, destination stride 0.
_RPT_DEFAULT = 0x10000


def _fmatrix(f: str, right: bool) -> tuple[int, int, tuple[int, int, int, int]]:
    """(height, width, (left, right, top, bottom) padding) of asc_set_l13d_fmatrix (``_b`` for ``right``):
    asc_l13d_fmatrix_config's fields, l1_height in bits 0-15, l1_width in 16-31, then the four pads."""
    v = int(regs.get("fmatrix_b" if right else "fmatrix") or 0)
    pads = tuple((v >> (32 + 8 * i)) & 0xFF for i in range(4))
    return v & 0xFFFF, (v >> 16) & 0xFFFF, (pads[0], pads[1], pads[2], pads[3])


def _pad_code(bits: int) -> int:
    """The pad value's code for ``bits``-bit elements from asc_set_l13d_padding's register (16 bits): its low
    ``bits`` bits, zero-extended for 32-bit elements."""
    v = int(CTX.system().cube.get("asc_set_l13d_padding", 0) or 0) & 0xFFFF
    return v & ((1 << bits) - 1) if bits < 16 else v


def _read_map(f: str, src: Ptr, index: np.ndarray, inside: np.ndarray, c0: int, bits: int) -> np.ndarray:
    """The feature map's element codes at every used 32-byte channel row, as one flat array indexed by element
    (rows not used stay 0): each run of consecutive rows is one read, so the checker sees exactly those."""
    runs = oi.row_runs(index, inside, c0)
    size = runs[-1][0] + runs[-1][1] if runs else 0
    dtype = np.uint8 if bits <= 8 else np.dtype(f"<u{bits // 8}")
    codes = np.zeros(max(size, 1) * c0, dtype)
    for first, count in runs:
        raw = np.array(src.mem.read(src.addr + first * 32, count * 32, f, _MTE1, within=src.alloc))
        codes[first * c0:(first + count) * c0] = oc.unpack_nibbles(raw) if bits == 4 else raw.view(dtype)
    return codes


@impls.cube_copy.load3d.register
def load3d(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_l12l0a``/``_l12l0b`` (3D form): the ``m_extension x k_extension`` part of the img2col matrix
    of the NC1HWC0 feature map at ``src`` from (``m_start_pt``, ``k_start_pt``), repeated as
    asc_set_l13d_rpt says, written as NZ fractals (L0A) or ZN (L0B; L0A with ``transpose``)."""
    f = overload.name
    if not on_cube():
        return
    a = _named(overload, (dst, src, *args))
    to_b = overload.extra[0] == "L0B"
    e = overload.elem(0)
    bits = elem_bits(e)
    c0 = oc.c0(bits)
    height, width, pad = _fmatrix(f, bool(a["f_matrix_ctrl"]))
    k_ext, m_ext = int(a["k_extension"]), int(a["m_extension"])
    k_start, m_start = int(a["k_start_pt"]), int(a["m_start_pt"])
    filter_w = int(a["filter_w"]) + (256 if a["filter_size_w"] else 0)
    filter_h = int(a["filter_h"]) + (256 if a["filter_size_h"] else 0)
    channels = int(a["channel_size"])
    rpt = regs.get("l13d_rpt")
    rpt = _RPT_DEFAULT if rpt is None else int(rpt)
    rpt_stride, rpt_time, rpt_mode, dst_stride = rpt & 0xFFFF, (rpt >> 16) & 0xFF, (rpt >> 24) & 1, (rpt >> 32) & 0xFFFF
    # The pages' no-operation cases: a zero size, filter or repeat count.
    if not (height and width and channels and k_ext and m_ext and filter_w and filter_h and rpt_time):
        return
    if channels % c0:
        raise UnsupportedError(f"{f}: channel_size = {channels} is not a multiple of {c0} (the {e.name} channels of "
                               "32 bytes); the packed small-channel forms are not simulated yet")
    if k_start % c0:
        raise AscValueError(f"{f}: k_start_pt = {k_start} must be a multiple of {c0} for {e.name} (whole 32-byte "
                            "channel rows)")
    for name in ("stride_w", "stride_h", "dilation_filter_w", "dilation_filter_h"):
        if not int(a[name]):
            raise AscValueError(f"{f}: {name} = 0; it must be at least 1")
    win = oi.Window(height, width, pad, filter_h, filter_w, int(a["dilation_filter_h"]),
                    int(a["dilation_filter_w"]), int(a["stride_h"]), int(a["stride_w"]))
    if win.out_width() <= 0:
        raise AscValueError(f"{f}: the filter ({filter_w} wide, dilation {win.dilation_w}) is wider than the padded "
                            f"feature map ({width} + {pad[0]} + {pad[1]})")
    _aligned(f, "dst", dst, L0A_ALIGN)
    _aligned(f, "src", src, 32)
    transposed = to_b or bool(a["transpose"])
    along_rows = rpt_mode == 0
    step = rpt_stride * (16 if along_rows else c0)
    parts = [oi.source_index(win, c0, m_start + (i * step if along_rows else 0),
                             k_start + (0 if along_rows else i * step), m_ext, k_ext) for i in range(rpt_time)]
    index = np.concatenate([p[0].reshape(-1) for p in parts])
    inside = np.concatenate([p[1].reshape(-1) for p in parts])
    fmap = _read_map(f, src, index, inside, c0, bits)
    pad_code = _pad_code(bits)
    windows = [oi.window_codes(fmap, idx, ins, pad_code) for idx, ins in parts]
    # Repeats stack on the axis they walk, in whole fractal units of that axis in the destination layout.
    unit = (16 if not transposed else c0) if along_rows else (c0 if not transposed else 16)
    matrix = oi.stack_repeats(windows, along_rows, unit)
    # dav-2201 keeps L0A as ZZ (its architecture page); L0B is ZN on both.
    zz = not to_b and arch.current().l0a_layout == "zz"
    grid = oi.fractal_grid(matrix, c0, transposed, zz)
    outer, inner = grid.shape[:2]
    offsets = oi.fractal_offsets(outer, inner, dst_stride)
    for frac, off in zip(grid.reshape(outer * inner, -1), offsets, strict=True):
        raw = oc.pack_nibbles(frac) if bits == 4 else np.ascontiguousarray(frac).view(np.uint8)
        dst.mem.write(dst.addr + int(off) * oc.FRACTAL_BYTES, raw.reshape(-1), f, _MTE1, within=dst.alloc)
    if overload.extra[-1]:
        _barrier()
