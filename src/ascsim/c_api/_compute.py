"""Shared operand handling of the element-wise compute facades (add, compare, duplicate)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .. import hifloat8
from ..dtypes import ElemType, hifloat8_t
from ..errors import AscTypeError, AscValueError
from ..ops.lanes import flags_of
from ..regs import (
    vector_bool,
)
from ._args import type_name


def element_flags(mask: vector_bool, elem_size: int, what: str) -> np.ndarray:
    """One flag per element of ``elem_size`` bytes of the mask register (:func:`ascsim.ops.lanes.flags_of`)."""
    return flags_of(mask.read(what), elem_size)


def scalar_bits(func: str, elem: ElemType, value: Any) -> np.ndarray:
    """The raw bits (0-d array of ``elem.bits``) of a C scalar argument of type ``elem``.

    A numpy scalar of the element's own dtype keeps its bits (for hifloat8_t: a uint8 code). A
    Python number converts as C converts it: integers wrap, a float becomes an integer by
    truncation toward zero, a value becomes the nearest float of the element type (hifloat8:
    :func:`ascsim.hifloat8.encode`). A ``Ref`` passes its ``.value``.
    """
    if hasattr(value, "value") and not isinstance(value, (np.ndarray, np.generic)):
        value = value.value
    if isinstance(value, (np.ndarray, np.generic)) and np.ndim(value) == 0 and np.asarray(value).dtype == elem.np:
        return np.asarray(value).view(elem.bits)
    if isinstance(value, (np.ndarray, np.generic)) and np.ndim(value) == 0:
        value = value.item()
    if not isinstance(value, (int, float)):
        raise AscTypeError(f"{func}: the scalar must be a number or a {elem.name} value; got {type_name(value)}")
    if elem is hifloat8_t:
        return np.asarray(hifloat8.encode(float(value)), np.uint8)
    if elem.kind in ("int", "uint"):
        if isinstance(value, float):
            if not math.isfinite(value):
                raise AscValueError(f"{func}: {value} has no {elem.name} value")
            value = int(value)  # C's float -> integer conversion truncates toward zero
        return np.asarray(elem(value)).view(elem.bits)
    return np.asarray(elem.np.type(value)).view(elem.bits)
