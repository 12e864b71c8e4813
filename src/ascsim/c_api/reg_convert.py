"""The conversions of ``reg_convert.h``: ``asc_<src>2<dst>[_mode][_sat][_vN]`` and ``asc_floor`` ... ``asc_trunc``.

``ov.extra`` holds the :class:`~ascsim.spec.reg_convert.Conversion` (or the mode of a rounding to
integers); :mod:`ascsim.ops.convert` computes.
"""

from __future__ import annotations

from ..ops import convert as ops
from ..regs import VectorRegister, vector_bool
from ..spec import Overload


def convert(ov: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_<src>2<dst>...(dst, src, mask)``: the converted active source elements in their destination
    lanes (per part), every other destination lane 0."""
    (c,) = ov.extra
    func = ov.name
    dst.write(ops.convert_raw(src.read(f"{func} src"), mask.read(f"{func} mask"), c.src.name, c.dst.name,
                              c.rounding, c.sat, c.part))


def round_integral(ov: Overload, dst: VectorRegister, src: VectorRegister, mask: vector_bool) -> None:
    """``asc_floor``/``asc_ceil``/``asc_round``/``asc_rint``/``asc_trunc(dst, src, mask)``: each active
    element rounded to an integral value of its type, inactive elements 0."""
    (mode,) = ov.extra
    func = ov.name
    dst.write(ops.round_integral_raw(src.read(f"{func} src"), mask.read(f"{func} mask"), src.elem.name, mode))
