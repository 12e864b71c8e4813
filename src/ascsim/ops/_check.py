"""Argument checks shared by the batch operations.

They raise plain ``TypeError``/``ValueError`` naming what is valid: the batch API is a numpy
library, used outside kernels, so numpy's own exception types are what callers expect.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..arch import MASK_BITS, VL_BYTES

_UINT_OF_SIZE = {1: np.uint8, 2: np.uint16, 4: np.uint32}


def raw_bits(name: str, arr: Any) -> np.ndarray:
    """``arr`` viewed as unsigned integers of its width, checked to be whole registers (..., N)."""
    a = np.asarray(arr)
    if a.dtype == np.bool_ or a.dtype.itemsize not in _UINT_OF_SIZE or a.dtype.kind not in "iufV":
        raise TypeError(
            f"{name}: dtype {a.dtype} is not a register element type; valid: 1-, 2- or 4-byte integer "
            "or float dtypes (int8, uint8, int16, uint16, float16, bfloat16, int32, uint32, float32, "
            "float8_*; hifloat8 as uint8)"
        )
    lanes = VL_BYTES // a.dtype.itemsize
    if a.ndim == 0 or a.shape[-1] != lanes:
        raise ValueError(f"{name}: last axis must hold one register of {lanes} {a.dtype} lanes; got shape {a.shape}")
    return a.view(_UINT_OF_SIZE[a.dtype.itemsize])


def same_shape(name0: str, a: np.ndarray, name1: str, b: np.ndarray) -> None:
    if a.shape != b.shape:
        raise ValueError(f"{name0} and {name1} must have the same shape; got {a.shape} and {b.shape}")


def same_dtype(name0: str, a: Any, name1: str, b: Any) -> None:
    if np.asarray(a).dtype != np.asarray(b).dtype:
        raise TypeError(
            f"{name0} and {name1} must have the same dtype; got {np.asarray(a).dtype} and {np.asarray(b).dtype}"
        )


def mask_bits(name: str, arr: Any) -> np.ndarray:
    """A mask register batch: bool (..., 256)."""
    a = np.asarray(arr)
    if a.dtype != np.bool_:
        raise TypeError(f"{name}: a mask must be a bool array of shape (..., {MASK_BITS}); got dtype {a.dtype}")
    if a.ndim == 0 or a.shape[-1] != MASK_BITS:
        raise ValueError(f"{name}: a mask must have shape (..., {MASK_BITS}); got {a.shape}")
    return a


def group_bits(bits: Any) -> int:
    """Bits per mask group for an element width of ``bits`` (8 -> 1, 16 -> 2, 32 -> 4)."""
    if isinstance(bits, bool) or bits not in (8, 16, 32):
        raise ValueError(f"bits must be 8, 16 or 32 (the element width the mask governs); got {bits!r}")
    return int(bits) // 8


def part(value: Any) -> str:
    if value not in ("lower", "upper"):
        raise ValueError(f'part must be "lower" or "upper"; got {value!r}')
    return str(value)


def half_part(value: Any) -> str:
    """The ``part`` of a narrowing pack: which half of the destination receives the results."""
    if value not in ("low", "high"):
        raise ValueError(f'part must be "low" or "high" (the half of the destination written); got {value!r}')
    return str(value)


def lane_flags(name: str, arr: Any, shape: tuple[int, ...]) -> np.ndarray:
    """One bool flag per lane, of exactly ``shape`` (the data it governs)."""
    a = np.asarray(arr)
    if a.dtype != np.bool_:
        raise TypeError(f"{name}: must be a bool array with one flag per lane; got dtype {a.dtype}")
    if a.shape != shape:
        raise ValueError(f"{name}: must have the shape of the data it governs, {shape}; got {a.shape}")
    return a
