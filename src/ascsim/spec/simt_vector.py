"""``simt_api/vector_functions.h``: the SIMT vector types and their ``make_<type>`` functions.

The vector types (``int2``, ``half2``, ``float4`` ...) are records of two, three or four members of one
element type named ``x``, ``y``, ``z``, ``w``, stored without padding; the two- and four-member types are
aligned to their size (the vendor's table), the three-member ones to their element. :data:`TYPES` is the
table the generated ``simt_api/device_types.h`` declares them from (with the member-wise operators ``+``,
``-``, ``*``, ``/``); :data:`BY_NAME` gives each as a :class:`~ascsim.spec.types.CType` of kind ``vec``,
which the other SIMT spec modules use in their signatures. At the facade a vector value is an array whose
last axis holds the members.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import dtypes as d
from ..dtypes import ElemType
from ..ops import simt_vector as sv
from . import Function, fn, impls
from .types import CType, named, vec


@dataclass(frozen=True)
class VectorType:
    """One SIMT vector type: its C name, its members' C type and element type, count and alignment."""

    name: str
    member_c: str  #: the members' C type as the struct declares them
    elem: ElemType
    count: int
    align: int
    #: whether a ``make_<name>`` function builds it (the 8-bit float pairs have none)
    maker: str = ""
    #: whether the generated header gives it the member-wise ``+ - * /`` (the 8-bit float pairs have none:
    #: their members have no arithmetic of their own)
    operators: bool = True

    @property
    def size(self) -> int:
        return self.elem.size * self.count

    @property
    def ctype(self) -> CType:
        return vec(self.name, self.elem, self.count)


#: (vector name stem, members' C type in the maker's signature, element type) of the integer and float
#: families, in the header's order.
_FAMILIES: tuple[tuple[str, str, ElemType], ...] = (
    ("short", "short", d.int16_t), ("ushort", "unsigned short", d.uint16_t), ("char", "signed char", d.int8_t),
    ("uchar", "unsigned char", d.uint8_t), ("float", "float", d.float_), ("long", "long int", d.int64_t),
    ("ulong", "unsigned long int", d.uint64_t), ("longlong", "long long int", d.int64_t),
    ("ulonglong", "unsigned long long int", d.uint64_t), ("int", "int", d.int32_t),
    ("uint", "unsigned int", d.uint32_t),
)


def _table() -> list[VectorType]:
    out = []
    for stem, c, e in _FAMILIES:
        for count in (2, 3, 4):
            # Two and four members: aligned to the whole (the vendor's table); three: to one member, as
            # nothing is padded.
            out.append(VectorType(f"{stem}{count}", c, e, count, e.size * (1 if count == 3 else count),
                                  maker=f"make_{stem}{count}"))
    out += [VectorType("half2", "half", d.half, 2, 4, maker="make_half2"),
            VectorType("bfloat16x2_t", "bfloat16_t", d.bfloat16_t, 2, 4, maker="make_bfloat162")]
    # The 8-bit float pairs of asc_fp8.h: two bytes, aligned to 2 (the vendor's table); members of ascsim's
    # one-byte float types (fp8 as ml_dtypes values, hifloat8 as its raw byte).
    out += [VectorType("float8_e4m3x2_t", "fp8_e4m3fn_t", d.fp8_e4m3fn_t, 2, 2, operators=False),
            VectorType("float8_e5m2x2_t", "fp8_e5m2_t", d.fp8_e5m2_t, 2, 2, operators=False),
            VectorType("hifloat8x2_t", "hifloat8_t", d.hifloat8_t, 2, 2, operators=False)]
    return out


#: Every vector type ascsim declares.
TYPES: list[VectorType] = _table()
BY_NAME: dict[str, CType] = {t.name: t.ctype for t in TYPES}
HALF2, BF16X2, FLOAT2 = BY_NAME["half2"], BY_NAME["bfloat16x2_t"], BY_NAME["float2"]
_MEMBERS = ("x", "y", "z", "w")


def maker(t: VectorType, header: str) -> Function:
    """``make_<type>(x, y ...)``: the vector of its arguments."""
    member = named(t.member_c, t.elem)
    params = tuple((m, member) for m in _MEMBERS[:t.count])
    return fn(t.maker, header, f"The {t.name} of its {t.count} arguments, in member order.", where="simt").form(
        impls.simt_lanes.apply, t.ctype, params, extra=(sv.pack, (), (t.elem.np,)))


FUNCTIONS: list[Function] = [maker(t, "simt_vector") for t in TYPES if t.maker and t.elem not in (d.half,
                                                                                                   d.bfloat16_t)]
