"""Element types of the C API, named as in C.

Values are held as numpy arrays. Types numpy lacks come from ml_dtypes (bfloat16 and the fp8
formats); ``hifloat8_t`` has no library, so its values are raw bytes (``uint8``) and
:mod:`ascsim.hifloat8` decodes and encodes them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import ml_dtypes
import numpy as np

from . import hifloat8
from .arch import lanes

_DType = np.dtype[Any]

_UINT_OF_SIZE = {1: np.dtype(np.uint8), 2: np.dtype(np.uint16), 4: np.dtype(np.uint32), 8: np.dtype(np.uint64)}


@dataclass(frozen=True, eq=False)
class ElemType:
    """One C element type: its C name, its numpy dtype and its class."""

    name: str
    np: _DType
    kind: str  #: "int", "uint", "float" or "bool"
    #: Unsigned dtype of the same width: registers hold raw bits in it.
    bits: _DType = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "bits", _UINT_OF_SIZE[self.np.itemsize])

    @property
    def size(self) -> int:
        """``sizeof(T)`` in bytes."""
        return int(self.np.itemsize)

    @property
    def lanes(self) -> int:
        """Elements of this type in one vector register."""
        return lanes(self.size)

    @property
    def signed(self) -> bool:
        return self.kind == "int"

    def __call__(self, value: Any = 0) -> Any:
        """A scalar of this type, converted as C converts (integers wrap).

        For ``hifloat8_t`` a number is encoded to its nearest code; a ``np.uint8`` is taken as a
        raw code already.
        """
        if self.name == "hifloat8_t" and not isinstance(value, np.uint8):
            return hifloat8.encode(float(value))[()]
        if self.kind in ("int", "uint"):
            return np.array(int(value) & ((1 << (8 * self.size)) - 1), dtype=self.bits).view(self.np)[()]
        return self.np.type(value)

    def __repr__(self) -> str:
        return self.name


int8_t = ElemType("int8_t", np.dtype(np.int8), "int")
uint8_t = ElemType("uint8_t", np.dtype(np.uint8), "uint")
int16_t = ElemType("int16_t", np.dtype(np.int16), "int")
uint16_t = ElemType("uint16_t", np.dtype(np.uint16), "uint")
int32_t = ElemType("int32_t", np.dtype(np.int32), "int")
uint32_t = ElemType("uint32_t", np.dtype(np.uint32), "uint")
int64_t = ElemType("int64_t", np.dtype(np.int64), "int")
uint64_t = ElemType("uint64_t", np.dtype(np.uint64), "uint")
half = ElemType("half", np.dtype(np.float16), "float")
bfloat16_t = ElemType("bfloat16_t", np.dtype(ml_dtypes.bfloat16), "float")
#: C ``float``; the trailing underscore keeps Python's builtin ``float`` usable.
float_ = ElemType("float", np.dtype(np.float32), "float")
#: Raw bytes: see :mod:`ascsim.hifloat8` for the value of each code.
hifloat8_t = ElemType("hifloat8_t", np.dtype(np.uint8), "float")
fp8_e8m0_t = ElemType("fp8_e8m0_t", np.dtype(ml_dtypes.float8_e8m0fnu), "float")
fp8_e5m2_t = ElemType("fp8_e5m2_t", np.dtype(ml_dtypes.float8_e5m2), "float")
fp8_e4m3fn_t = ElemType("fp8_e4m3fn_t", np.dtype(ml_dtypes.float8_e4m3fn), "float")
bool_ = ElemType("bool", np.dtype(np.bool_), "bool")
#: C ``double``: GM copies move it; no register holds it.
double = ElemType("double", np.dtype(np.float64), "float")
#: Packed 4-bit types: one byte holds two elements (low nibble first); values are raw bytes.
fp4x2_e2m1_t = ElemType("fp4x2_e2m1_t", np.dtype(np.uint8), "float")
fp4x2_e1m2_t = ElemType("fp4x2_e1m2_t", np.dtype(np.uint8), "float")
#: ``int4b_t``: the pointer element of ``vector_int4x2_t``; one byte holds two signed 4-bit integers.
int4b_t = ElemType("int4b_t", np.dtype(np.uint8), "int")

#: Every element type a vector register can hold, in the order of the ``asc_intlv`` page.
VECTOR_ELEM_TYPES: tuple[ElemType, ...] = (
    int8_t, uint8_t, hifloat8_t, fp8_e8m0_t, fp8_e5m2_t, fp8_e4m3fn_t,
    int16_t, uint16_t, half, bfloat16_t,
    int32_t, uint32_t, float_,
)

#: Element types of registers beyond :data:`VECTOR_ELEM_TYPES`: 64-bit integers and packed 4-bit pairs.
WIDE_AND_PACKED_ELEM_TYPES: tuple[ElemType, ...] = (int64_t, uint64_t, fp4x2_e2m1_t, fp4x2_e1m2_t, int4b_t)

ALL_ELEM_TYPES: tuple[ElemType, ...] = VECTOR_ELEM_TYPES + (int64_t, uint64_t, bool_, fp4x2_e2m1_t, fp4x2_e1m2_t,
                                                            int4b_t, double)

_BY_NAME = {t.name: t for t in ALL_ELEM_TYPES}
_BY_NAME["float_"] = float_
_BY_NAME["bool_"] = bool_


def by_name(name: str) -> ElemType:
    """The element type of a C name (``"uint8_t"``, ``"half"``, ``"float"`` ...)."""
    try:
        return _BY_NAME[name]
    except KeyError:
        valid = ", ".join(t.name for t in ALL_ELEM_TYPES)
        raise KeyError(f"unknown element type {name!r}; valid: {valid}") from None


def names(types: tuple[ElemType, ...]) -> str:
    """A comma-separated list of C names, for error messages."""
    return ", ".join(t.name for t in types)
