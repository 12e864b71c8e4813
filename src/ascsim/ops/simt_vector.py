"""The SIMT vector types' own functions: building a vector, picking and swapping members, the pair
comparisons in their three result forms and the complex multiply-add of ``asc_fp16.h``/``asc_bf16.h``.

A vector value is an array whose last axis holds its members (x, y, z, w), batched over the leading axes
(the threads). Member-wise functions (``__haddx2``, ``h2exp``, the conversions of a pair) are the scalar
functions of :mod:`ascsim.ops.simt_math` over such arrays, which already work member by member.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from . import simt_math as sm


def pack(*members: Any) -> np.ndarray:
    """``make_int2(x, y)`` ...: the members, each converted to the element type (the last argument), as a
    vector."""
    *values, dtype = members
    return np.stack(np.broadcast_arrays(*[np.asarray(v).astype(dtype) for v in values]), axis=-1)


def pick(picks: tuple[tuple[int, int], ...], *vectors: Any) -> np.ndarray:
    """Members taken from the argument vectors: ``picks`` lists (argument, member) per result member;
    one pick gives a scalar (``__low2half``), several a vector (``__lows2half2``, ``__lowhigh2highlow``)."""
    got = [np.asarray(vectors[a])[..., k] for a, k in picks]
    return got[0] if len(got) == 1 else np.stack(np.broadcast_arrays(*got), axis=-1)


def duplicate(x: Any, count: int) -> np.ndarray:
    """``__bfloat162bfloat162``: one value in every member."""
    a = np.asarray(x)
    return np.stack([a] * count, axis=-1)


def rounded_pair(x: Any, dtype: np.dtype) -> np.ndarray:
    """``__float2bfloat162_rn``: x rounded to the element type (to nearest, ties to even) in both members."""
    return duplicate(sm.float_to_float(x, dtype, "rn"), 2)


def rounded_members(x: Any, y: Any, dtype: np.dtype) -> np.ndarray:
    """``__floats2half2_rn``: (x, y), each rounded to the element type (to nearest, ties to even)."""
    return pack(sm.float_to_float(x, dtype, "rn"), sm.float_to_float(y, dtype, "rn"), dtype)


def member_to_float(x: Any, member: int) -> np.ndarray:
    """``__low2float``/``__high2float``: one member as a float (exact for the 16-bit floats)."""
    return np.asarray(x)[..., member].astype(np.float32)


def compare_as_value(op: str, x: Any, y: Any, unordered: bool, dtype: np.dtype) -> np.ndarray:
    """``__heqx2`` ...: per member 1.0 where the comparison holds, else 0.0, in the element type."""
    return sm.compare(op, x, y, unordered).astype(dtype)


def compare_all(op: str, x: Any, y: Any, unordered: bool) -> np.ndarray:
    """``__hbeqx2`` ...: true where the comparison holds for both members."""
    return np.all(sm.compare(op, x, y, unordered), axis=-1)


def compare_mask(op: str, x: Any, y: Any, unordered: bool) -> np.ndarray:
    """``__heqx2_mask`` ...: 0xFFFF in the low 16 bits where the first members compare true, in the high
    16 bits where the second ones do."""
    r = sm.compare(op, x, y, unordered).astype(np.uint32)
    return (r[..., 0] * np.uint32(0xFFFF)) | (r[..., 1] * np.uint32(0xFFFF0000))


def isnan_as_value(x: Any, dtype: np.dtype) -> np.ndarray:
    """``__isnanx2``: per member 1.0 where it is NaN, else 0.0."""
    return sm.classify("isnan", x).astype(dtype)


def complex_fma(x: Any, y: Any, z: Any, dtype: np.dtype) -> np.ndarray:
    """``__hcmadd``: x * y + z of complex numbers (x member the real part, y the imaginary), as the page
    writes it with fused multiply-adds: real fma(-x.y, y.y, fma(x.x, y.x, z.x)), imaginary
    fma(x.y, y.x, fma(x.x, y.y, z.y)), each rounded once."""
    a, b, c = np.asarray(x), np.asarray(y), np.asarray(z)
    real = sm.fma(-a[..., 1], b[..., 1], sm.fma(a[..., 0], b[..., 0], c[..., 0], dtype), dtype)
    imag = sm.fma(a[..., 1], b[..., 0], sm.fma(a[..., 0], b[..., 1], c[..., 1], dtype), dtype)
    return np.stack(np.broadcast_arrays(real, imag), axis=-1)
