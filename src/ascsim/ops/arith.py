"""Semantics of the element-wise register arithmetic of ``reg_vector.h``: add, sub and their carry forms.

Inputs are raw bits (unsigned integer arrays) plus the element dtype they hold, batched over
leading axes, as in :mod:`ascsim.ops.permute_sel`. ``lanes`` is one flag per element: inactive
elements of the result are 0 (zeroing).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from . import math as fmath
from ._fp import already_quiet, quiet, quiet_probe
from .convert import convert_values
from .lanes import covers, is_all_active

_Op = Callable[[np.ndarray, np.ndarray], np.ndarray]


def _elementwise(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any], op: _Op) -> np.ndarray:
    """``lanes[i] ? op(src0[i], src1[i]) : 0`` in raw bits of ``dtype``.

    Integers wrap around: the operation on the unsigned raw bits is the two's complement one for the
    signed types too. Floats follow IEEE 754 round-to-nearest-even in the element type: numpy and
    ml_dtypes compute half and bfloat16 in float32 and round once more, which for +, -, * and / gives
    the correctly rounded result (float32 has more than twice their precision plus two bits).
    """
    if dtype.kind in "iu":
        total = op(src0, src1)
    elif already_quiet():
        total = op(src0.view(dtype), src1.view(dtype)).view(src0.dtype)
    else:
        with quiet():
            total = op(src0.view(dtype), src1.view(dtype)).view(src0.dtype)
    if not is_all_active(lanes):
        total *= lanes  # a fresh array: inactive lanes become 0 in place (cheaper than np.where)
    return total


def add_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_add``: ``dst[i] = src0[i] + src1[i]`` on active lanes, 0 elsewhere."""
    return _elementwise(src0, src1, lanes, dtype, np.add)


def sub_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_sub``: ``dst[i] = src0[i] - src1[i]`` on active lanes, 0 elsewhere."""
    return _elementwise(src0, src1, lanes, dtype, np.subtract)


def add_carry_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The carry form of ``asc_add`` on 32-bit raw bits: ``{carry, dst} = src0 + src1`` (33-bit sum).

    Returns (dst bits, carry flag per element); both are 0 on inactive lanes.
    """
    total = src0 + src1
    return np.where(lanes, total, src0.dtype.type(0)), lanes & (total < src0)


def sub_carry_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The carry form of ``asc_sub``: ``{carry, dst} = src0 + ~src1 + 1`` (33-bit sum), so the carry is
    set when no borrow occurs (``src0 >= src1`` as unsigned). Both are 0 on inactive lanes."""
    total = src0 - src1
    return np.where(lanes, total, src0.dtype.type(0)), lanes & (src0 >= src1)


# ---------------------------------------------------------------------------------------------
# The rest of the element-wise arithmetic of reg_vector.h. Binary instructions take
# ``(src0, src1, lanes, dtype)``, unary ones ``(src, lanes, dtype)``; inactive lanes are 0.

def _sign_bit(dtype: np.dtype[Any]) -> int:
    return 1 << (8 * np.dtype(dtype).itemsize - 1)


def _zeroed(total: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    if covers(total, lanes):
        return total  # nothing to zero
    return np.where(lanes, total, total.dtype.type(0))


def mul_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_mul``/``asc_mul_scalar``: ``src0[i] * src1[i]``. Integers keep the low bits of the product
    (no saturation); floats round once to nearest even, subnormals kept (bfloat16 through float32)."""
    return _elementwise(src0, src1, lanes, dtype, np.multiply)


#: The instructions that, with every lane active, are exactly one numpy ufunc on the element values:
#: ``op(a, b, all_active, dt)`` is ``ufunc(a.view(dt), b.view(dt))`` viewed back as raw bits
#: (:func:`_elementwise`); :func:`typed_form` is the form the facade calls.
TYPED_UFUNCS: dict[Callable[..., np.ndarray], np.ufunc] = {add_raw: np.add, sub_raw: np.subtract,
                                                           mul_raw: np.multiply}


_Typed = Callable[[np.ndarray, np.ndarray], np.ndarray]


def typed_form(op: Callable[..., np.ndarray], dtype: np.dtype[Any]) -> _Typed | None:
    """The all-lanes-active form of ``asc_add``/``asc_sub``/``asc_mul`` (``op`` is :func:`add_raw`,
    :func:`sub_raw` or :func:`mul_raw`) on element values: ``f(a, b)`` takes and returns arrays of
    ``dtype`` and gives the bits of ``op(a_bits, b_bits, all_active, dtype)``; None for any other op.

    Registers keep a typed view of their bits, so this form saves the three views of the raw one
    (each about as costly as the addition of 64 floats): it is the fast path of those instructions.
    """
    ufunc = TYPED_UFUNCS.get(op)
    if ufunc is None:
        return None
    if np.dtype(dtype).kind in "iu":
        return ufunc  # integers wrap without a warning: the ufunc itself
    state, ignoring = quiet_probe()

    def floating(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        if state() is ignoring:  # inside quiet() already (a whole program runs in one)
            return ufunc(a, b)
        with quiet():
            return ufunc(a, b)
    return floating


def _minmax(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any], larger: bool) -> np.ndarray:
    dt = np.dtype(dtype)
    if dt.kind in "iu":
        a, b = src0.view(dt), src1.view(dt)
        return _zeroed((np.maximum(a, b) if larger else np.minimum(a, b)).view(src0.dtype), lanes)
    # Floats: a NaN operand gives NaN; -0 counts as less than +0 (IEEE 754-2019 maximum/minimum), so
    # for two zeros the sign of the result is the AND (max) or OR (min) of the operands' signs.
    with quiet():
        a, b = src0.view(dt).astype(np.float32), src1.view(dt).astype(np.float32)
        r = (np.maximum(a, b) if larger else np.minimum(a, b)).astype(dt).view(src0.dtype)
        both_zero = (a == 0) & (b == 0)
    r = np.where(both_zero, (src0 & src1) if larger else (src0 | src1), r)
    return _zeroed(r, lanes)


def max_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_max``/``asc_max_scalar``: the larger of the two; NaN if either is NaN; max(-0, +0) = +0."""
    return _minmax(src0, src1, lanes, dtype, True)


def min_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_min``/``asc_min_scalar``: the smaller of the two; NaN if either is NaN; min(-0, +0) = -0."""
    return _minmax(src0, src1, lanes, dtype, False)


def div_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_div``. Floats: :func:`ascsim.ops.math.div_raw` (correctly rounded, subnormals flushed).

    Integers (the pages are silent; the modeling choice): the quotient truncated toward zero; a
    division by zero gives all bits set (-1 signed, the maximum unsigned); MIN / -1 wraps to MIN.
    """
    dt = np.dtype(dtype)
    if dt.kind not in "iu":
        return fmath.div_raw(src0, src1, lanes, dtype)
    a, b = src0.view(dt), src1.view(dt)
    zero = None if np.count_nonzero(b) == b.size else b == 0
    if zero is not None:
        b = np.where(zero, dt.type(1), b)
    if dt.itemsize <= 4:
        # Operands below 2^32 in magnitude: the float64 quotient is the exact one rounded once, and a
        # non-integer quotient lies at least 1/|b| from the nearest integer, far more than that
        # rounding moves it (|a| < 2^53), so the cast's truncation gives the truncated quotient.
        q = np.divide(a, b, dtype=np.float64)
        if src0.dtype.itemsize == dt.itemsize and (dt.kind == "u" or not (a == np.iinfo(dt).min).any()):
            # Every quotient fits the element type (only MIN / -1 would not): one cast straight to it.
            out = np.empty(q.shape, dt)
            np.copyto(out, q, casting="unsafe")
            if zero is not None:
                out.view(np.dtype(f"i{dt.itemsize}"))[zero] = -1
            return _zeroed(out.view(src0.dtype), lanes)
        q = q.astype(np.int64)
    else:
        a64, b64 = a.astype(np.int64), b.astype(np.int64)
        q = np.abs(a64) // np.abs(b64) * np.where((a64 < 0) != (b64 < 0), -1, 1)
    if zero is not None:
        q[zero] = -1
    return _zeroed(q.astype(src0.dtype), lanes)


def abs_sub_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_abs_sub``: ``|src0[i] - src1[i]|``, the rounded difference with its sign bit cleared."""
    diff = _elementwise(src0, src1, lanes, dtype, np.subtract)
    return diff & src0.dtype.type(_sign_bit(dtype) - 1)


def prelu_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_prelu``/``asc_leakyrelu``: src0[i] where its sign bit is clear (+0, positives, +inf), else
    ``src0[i] * src1[i]`` rounded once (-0 and negatives, as the boundary-value table has it)."""
    prod = _elementwise(src0, src1, lanes, dtype, np.multiply)
    negative = (src0 & src0.dtype.type(_sign_bit(dtype))) != 0
    return _zeroed(np.where(negative, prod, src0), lanes)


def abs_raw(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_abs``: integers wrap (|MIN| = MIN); floats clear the sign bit (NaN stays NaN)."""
    dt = np.dtype(dtype)
    if dt.kind == "i":
        return _zeroed(np.abs(src.view(dt)).view(src.dtype), lanes)
    return _zeroed(src & src.dtype.type(_sign_bit(dt) - 1), lanes)


def neg_raw(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_neg``: integers ``0 - x`` wrapping (-MIN = MIN); floats flip the sign bit."""
    dt = np.dtype(dtype)
    if dt.kind == "i":
        return _zeroed(src.dtype.type(0) - src, lanes)
    return _zeroed(src ^ src.dtype.type(_sign_bit(dt)), lanes)


def relu_raw(src: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_relu``: ``max(x, +0)``: negatives, -0 and -inf give +0, NaN stays NaN, the rest pass."""
    dt = np.dtype(dtype)
    if dt.kind == "i":
        return _zeroed(np.maximum(src.view(dt), 0).view(src.dtype), lanes)
    sign = src.dtype.type(_sign_bit(dt))
    with quiet():
        nan = np.isnan(src.view(dt).astype(np.float32))
    return _zeroed(np.where(((src & sign) == 0) | nan, src, src.dtype.type(0)), lanes)


def _carry_sum(src0: np.ndarray, addend: np.ndarray, carry_in: np.ndarray,
               lanes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    total = src0.astype(np.uint64) + addend.astype(np.uint64) + carry_in.astype(np.uint64)
    return _zeroed(total.astype(np.uint32), lanes), lanes & (total >> np.uint64(32) != 0)


def addc_raw(src0: np.ndarray, src1: np.ndarray, carry_in: np.ndarray,
             lanes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``asc_addc`` on 32-bit raw bits: ``{carry, dst} = src0 + src1 + carry_in`` (a 33-bit sum).
    Returns (dst bits, carry flag per element), both 0 on inactive lanes."""
    return _carry_sum(src0, src1, carry_in, lanes)


def subc_raw(src0: np.ndarray, src1: np.ndarray, carry_in: np.ndarray,
             lanes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``asc_subc``: ``{carry, dst} = src0 + ~src1 + carry_in`` (a 33-bit sum): with carry_in set it is
    ``src0 - src1`` and the carry means "no borrow"."""
    return _carry_sum(src0, ~src1, carry_in, lanes)


def mull_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray,
             dtype: np.dtype[Any]) -> tuple[np.ndarray, np.ndarray]:
    """``asc_mull``: the 64-bit product of two 32-bit elements (signed or unsigned as ``dtype``):
    (low 32 bits, high 32 bits), both 0 on inactive lanes."""
    dt = np.dtype(dtype)
    if dt.kind == "i":
        prod = src0.view(dt).astype(np.int64) * src1.view(dt).astype(np.int64)
        hi = (prod >> 32).astype(np.uint32)  # arithmetic shift: the signed high word
        lo = prod.astype(np.uint32)
    else:
        uprod = src0.astype(np.uint64) * src1.astype(np.uint64)
        hi, lo = (uprod >> np.uint64(32)).astype(np.uint32), uprod.astype(np.uint32)
    return _zeroed(lo, lanes), _zeroed(hi, lanes)


def mula_raw(src0: np.ndarray, src1: np.ndarray, acc: np.ndarray, lanes: np.ndarray,
             dtype: np.dtype[Any]) -> np.ndarray:
    """``asc_mula``/``asc_fma``: ``src0 * src1 + acc`` on active lanes, 0 elsewhere. Integers keep the low
    bits of the exact result (two's complement wraps alike for signed and unsigned); floats are fused:
    the exact result rounded once to nearest even, subnormals kept."""
    if np.dtype(dtype).kind in "iu":
        return _zeroed(src0 * src1 + acc, lanes)  # unsigned raw arithmetic wraps modulo 2^bits
    return fmath.fma_raw(src0, src1, acc, lanes, dtype)


# ---------------------------------------------------------------------------------------------
# Forms of the UB vector instructions (vector_compute.h) whose numerics differ from a register form.

def add_relu_raw(src0: np.ndarray, src1: np.ndarray, lanes: np.ndarray, dtype: np.dtype[Any],
                 subtract: bool = False) -> np.ndarray:
    """``asc_add_relu``/``asc_sub_relu`` (UB forms): ``relu(src0[i] +- src1[i])`` in the source type.

    Integer sums saturate to the type's range before the relu (the boundary-value table of the
    cast forms: MAX + MAX gives MAX); float sums round once, then -0 and negatives become +0 and
    NaN stays NaN, as :func:`relu_raw`.
    """
    dt = np.dtype(dtype)
    if dt.kind in "iu":
        a, b = src0.view(dt).astype(np.int64), src1.view(dt).astype(np.int64)
        info = np.iinfo(dt)
        total = np.clip(a - b if subtract else a + b, info.min, info.max).astype(dt).view(src0.dtype)
    else:
        total = (sub_raw if subtract else add_raw)(src0, src1, lanes, dtype)
    return relu_raw(total, lanes, dtype)


def relu_cast_raw(bits: np.ndarray, src: str, dst: str) -> np.ndarray:
    """The conversion ending ``asc_add_relu``/``asc_sub_relu`` with a narrower dst (float->half,
    half->int8_t, int16_t->int8_t) of a relu result: round to nearest even and saturate, except
    that +inf stays +inf into half and NaN gives 0 (the boundary-value table of AddReluCast)."""
    out = convert_values(bits, src, dst, "rn", True)
    if dst == "half" and src == "float":
        out = np.where(bits == np.uint32(0x7F800000), np.uint16(0x7C00), out)
    return out
