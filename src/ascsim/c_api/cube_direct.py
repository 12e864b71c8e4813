"""The cube core's direct copies (``cube_datamove.h``): GM -> L0A/L0B fractals, L1 -> a vector core's UB,
L1 -> L0C (with float -> half/bfloat16 conversion), and the image load into L1.

``asc_copy_gm2l0a``/``_gm2l0b``, ``asc_copy_l12l0c`` and ``asc_load_image_to_cbuf`` are defined by the
vendor's dav-2201 implementation only (their pages list the 950 as unsupported); ascsim runs them with that
meaning, as it does the other declared dav-2201 forms (docs/semantics.md, "The cube core"). Every byte moves
through the memory model on the function's pipe, so the checker sees the reads and writes. On a vector
core these functions do nothing, as the vendor's implementation does.
"""

from __future__ import annotations

from typing import Any

from ..arch import L0A_ALIGN, L0C_ALIGN, L1_ALIGN, UB_ALIGN, Pipe
from ..errors import AscValueError, UnsupportedError
from ..ops import cube as oc
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from . import _cube_regs as regs
from .cube import on_cube
from .cube_copy import _aligned, _barrier, _bursts, _move, _named

_MTE1, _MTE2 = Pipe.PIPE_MTE1, Pipe.PIPE_MTE2


def _in_range(f: str, name: str, value: int, lo: int, hi: int) -> int:
    """``value`` when the page's range [lo, hi] holds it, else an :class:`AscValueError`."""
    if not lo <= value <= hi:
        raise AscValueError(f"{f}: {name} = {value} is outside [{lo}, {hi}], the range its page gives")
    return value


@impls.cube_direct.gm2l0.register
def gm2l0(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_gm2l0a``/``_gm2l0b``: ``repeat`` 512-byte fractals from GM, the i-th the fractal
    ``base_idx + i x src_stride`` of src (a stride of 0 reads one fractal again), written at fractal
    ``i x (1 + dst_gap)`` of dst, on PIPE_MTE2; a repeat of 0 is no operation (the LoadData page's NOP)."""
    f = overload.name
    if not on_cube():
        return
    a = _named(overload, (dst, src, *args))
    _aligned(f, "dst", dst, L0A_ALIGN)  # L0A and L0B: 512-byte aligned (GM: any byte)
    base, repeat, sstride, dgap = (int(a[n]) for n in ("base_idx", "repeat", "src_stride", "dst_gap"))
    fb = oc.FRACTAL_BYTES
    for i in range(repeat):
        _move(f, dst, i * (1 + dgap) * fb, src, (base + i * sstride) * fb, fb, _MTE2)
    if overload.extra[-1]:
        _barrier()


@impls.cube_direct.l12ub.register
def l12ub(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_l12ub``: ``n_burst`` bursts of ``len_burst`` 32-byte blocks from L1 to the UB of vector core
    ``sub_blockid`` (at the address of dst), ``src_gap``/``dst_gap`` blocks between a burst's end and the next
    one's start, on PIPE_MTE1. Only a ``__mix__`` kernel has those cores (the page: a ``__cube__`` kernel
    fails), so a ``__cube__`` kernel's call is an error."""
    f = overload.name
    if not on_cube():
        return
    a = _named(overload, (dst, src, *args))
    _aligned(f, "src", src, L1_ALIGN)
    _aligned(f, "dst", dst, UB_ALIGN)
    sub = int(a["sub_blockid"])  # bool (9.1.0) or int8_t (9.2.0)
    if sub not in (0, 1):
        raise AscValueError(f"{f}: sub_blockid = {sub}; a cube core's vector cores are 0 and 1")
    target = regs.vector_ub_ptr(dst, sub)
    if target is None:
        raise AscValueError(f"{f}: copies to the UB of vector core {sub}, which a __cube__ kernel does not have; "
                            "its page says a kernel calling it must be __mix__ (neither __cube__ nor __vector__)")
    n, blocks = int(a.get("n_burst", a.get("burst_count", 0))), int(a.get("len_burst", a.get("burst_len", 0)))
    _bursts(f, target, src, n, blocks, int(a["src_gap"]), int(a["dst_gap"]), 32, _MTE1)
    if overload.extra[-1]:
        _barrier()


@impls.cube_direct.l12l0c.register
def l12l0c(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_l12l0c``: ``n_burst`` bursts of ``len_burst`` 32-byte blocks of L1 to L0C, on PIPE_MTE1:
    ``src_gap`` 32-byte blocks of L1 and ``dst_gap`` 32-byte blocks of L0C between a burst's end and the next
    one's start. float to half/bfloat16: each burst's floats rounded (:func:`ascsim.ops.cube.l1_to_l0c`), so
    it writes half the bytes it reads."""
    f = overload.name
    if not on_cube():
        return
    a = _named(overload, (dst, src, *args))
    _aligned(f, "src", src, L1_ALIGN)
    _aligned(f, "dst", dst, L0C_ALIGN)
    n = _in_range(f, "n_burst", int(a["n_burst"]), 1, 4095)
    blocks = _in_range(f, "len_burst", int(a["len_burst"]), 1, 65535)
    sgap, dgap = int(a["src_gap"]), int(a["dst_gap"])
    de, se = overload.elem(0), overload.elem(1)
    sbytes = blocks * 32
    dbytes = sbytes * de.size // se.size
    for i in range(n):
        raw = src.mem.read(src.addr + i * (blocks + sgap) * 32, sbytes, f, _MTE1, within=src.alloc)
        dst.mem.write(dst.addr + i * (dbytes + dgap * 32), oc.l1_to_l0c(raw, se.name, de.name), f, _MTE1,
                      within=dst.alloc)
    if overload.extra[-1]:
        _barrier()


#: The ranges of asc_load_image_to_cbuf's page.
_IMAGE_RANGES = (("hor_size", 1, 4094), ("ver_size", 1, 4094), ("hor_start_pos", 0, 4095),
                 ("ver_start_pos", 0, 4095), ("src_hor_size", 1, 4094), ("top_pad_size", 0, 32),
                 ("bot_pad_size", 0, 32), ("left_pad_size", 0, 32), ("right_pad_size", 0, 32))


@impls.cube_direct.load_image.register
def load_image(overload: Overload, dst: Ptr, *args: Any) -> None:
    """``asc_load_image_to_cbuf``: the arguments are checked (dst 32-byte aligned, each value in its page's
    range); the load itself is an :class:`UnsupportedError`. The source image's GM address, its format and
    every preprocessing step (padding mode and values, channel swap, single-line read, type conversion,
    channel padding, colour-space conversion) are AIPP registers that only the C++ SetAippFunctions sets: no
    C-API function sets them, so a C-API program's load reads registers whose value no page gives."""
    f = overload.name
    if not on_cube():
        return
    a = _named(overload, (dst, *args))
    _aligned(f, "dst", dst, L1_ALIGN)
    for name, lo, hi in _IMAGE_RANGES:
        _in_range(f, name, int(a[name]), lo, hi)
    raise UnsupportedError(
        f"{f}: the image load is not simulated: its source (the image's GM address and AippInputFormat) and its "
        "preprocessing (padding mode and values, channel swap, single-line read, type conversion, channel padding, "
        "colour-space conversion) are AIPP registers that only the C++ SetAippFunctions sets; no C-API function "
        "sets them, and their reset values are on no page")
