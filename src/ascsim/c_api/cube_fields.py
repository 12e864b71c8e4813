"""The field-by-field forms of the cube-core register setters that the newer headers (9.2.0) add.

Each packs its fields into the 64-bit register its packed form (``asc_set_l13d_rpt(config)``,
``asc_set_gm2l1_nz_para(uint64_t)`` ...) sets, at the bit positions of the dav-3510 implementation, and keeps it
where the packed form does, so the copies that read the register see the same value either way. On a vector
core they do nothing, as the packed forms.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import AscValueError
from ..spec import Overload, impls
from . import _cube_regs as regs
from .cube import on_cube

_U64 = (1 << 64) - 1


def _field(f: str, name: str, value: Any, bits: int) -> int:
    """An unsigned field's value (an enum member's number), checked against its width."""
    v = int(value)
    if not 0 <= v < (1 << bits):
        raise AscValueError(f"{f}: {name} = {v} does not fit its {bits}-bit field (0 to {(1 << bits) - 1})")
    return v


@impls.cube_fields.pack.register
def pack(overload: Overload, *args: Any) -> None:
    """A setter whose arguments are fields of one register: ``extra = (register, (shift, width) per argument)``;
    the register becomes the fields at their shifts (bits left over stay 0, as the vendor's code builds it)."""
    f = overload.name
    key, layout = overload.extra
    value = 0
    for p, a, (shift, width) in zip(overload.params, args, layout, strict=True):
        value |= _field(f, p.name, a, width) << shift
    if on_cube():
        regs.store(key, value & _U64)


def float32_bits(value: Any) -> int:
    """The bits of ``value`` as a float32 (what a ``float`` parameter holds)."""
    return int(np.asarray(value, np.float32).reshape(1).view(np.uint32)[0])


@impls.cube_fields.float_bits.register
def float_bits(overload: Overload, value: Any) -> None:
    """``asc_set_l0c_copy_relu_alpha``/``_lrelu_alpha``: the float's bits, masked by ``extra[1]``, in register
    ``extra[0]`` (RELU_ALPHA keeps bits 13-31, the fixpipe's scalar-ReLU coefficient)."""
    key, mask = overload.extra
    if on_cube():
        regs.store(key, float32_bits(value) & mask)


@impls.cube_fields.prequant.register
def prequant(overload: Overload, scale: Any, offset: Any, is_signed: Any) -> None:
    """``asc_set_l0c_copy_prequant(scale, offset, is_signed)``: the scalar quantisation parameter of the
    fixpipe in the layout its quant_pre modes read (and the packed form takes): the float32 scale in bits 0-31
    (bits 13-31 used), the offset's low 9 bits in 37-45, the sign of 8-bit results in bit 46."""
    off = int(offset)
    value = float32_bits(scale) | ((off & 0x1FF) << 37) | (int(bool(is_signed)) << 46)
    if on_cube():
        regs.store("quant_pre_scalar", value)
