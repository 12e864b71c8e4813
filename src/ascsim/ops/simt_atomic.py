"""The new values of the SIMT atomics (``asc_atomic_*``): ``old`` is the element before the thread's
update, the rest its operands, all of the element's dtype; integers wrap, floats round once to the
element type (nearest, ties to even, subnormals kept). Pure numpy, batched over any shape."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ._fp import quiet

#: The unsigned integer of each float element size: a float's bits, for the comparisons of bits.
_BITS = {2: np.uint16, 4: np.uint32, 8: np.uint64}


def _is_float(a: np.ndarray) -> bool:
    return a.dtype.kind not in "iub"  # float16, float32 and ml_dtypes' bfloat16 (kind "V")


def _add(old: np.ndarray, val: np.ndarray) -> np.ndarray:
    """``asc_atomic_add``: the sum, wrapped (integers) or rounded to the element type (floats)."""
    with quiet():  # inf - inf gives NaN on purpose
        return (old + val).astype(old.dtype)


def _sub(old: np.ndarray, val: np.ndarray) -> np.ndarray:
    """``asc_atomic_sub``: the difference, wrapped or rounded as ``_add``."""
    with quiet():
        return (old - val).astype(old.dtype)


def _exch(old: np.ndarray, val: np.ndarray) -> np.ndarray:
    """``asc_atomic_exch``: ``val`` itself (a float's bits kept, NaN payloads included)."""
    return np.array(val, old.dtype, copy=True)


def _pick(old: np.ndarray, val: np.ndarray, take_val: np.ndarray) -> np.ndarray:
    """``val`` where ``take_val``, else ``old``; a NaN in either wins (the element's own first)."""
    if _is_float(old):
        with quiet():  # ml_dtypes' bfloat16 loops flag NaN operands as invalid
            old_nan, val_nan = np.isnan(old), np.isnan(val)
        take_val = (take_val & ~old_nan) | (val_nan & ~old_nan)
    return np.where(take_val, val, old).astype(old.dtype)


def _max(old: np.ndarray, val: np.ndarray) -> np.ndarray:
    """``asc_atomic_max``: the larger; floats order -0 below +0 and give NaN when either is NaN."""
    if _is_float(old):
        # -0 < +0: among equal values, val wins only when the element is -0 and val +0.
        with quiet():
            take = (val > old) | ((val == old) & np.signbit(old) & ~np.signbit(val))
    else:
        take = val > old
    return _pick(old, val, take)


def _min(old: np.ndarray, val: np.ndarray) -> np.ndarray:
    """``asc_atomic_min``: the smaller; floats order -0 below +0 and give NaN when either is NaN."""
    if _is_float(old):
        with quiet():
            take = (val < old) | ((val == old) & ~np.signbit(old) & np.signbit(val))
    else:
        take = val < old
    return _pick(old, val, take)


def _inc(old: np.ndarray, val: np.ndarray) -> np.ndarray:
    """``asc_atomic_inc``: 0 once the element reached ``val``, else one more."""
    return np.where(old >= val, 0, old + 1).astype(old.dtype)


def _dec(old: np.ndarray, val: np.ndarray) -> np.ndarray:
    """``asc_atomic_dec``: ``val`` when the element is 0 or above ``val``, else one less."""
    return np.where((old == 0) | (old > val), val, old - 1).astype(old.dtype)


def cas_equal(old: np.ndarray, compare: np.ndarray) -> np.ndarray:
    """Whether ``asc_atomic_cas`` writes: the element's bits equal ``compare``'s (for floats too, so a
    NaN matches its own bits and -0 does not match +0, as a compare-and-swap of the word)."""
    if _is_float(old):
        bits = _BITS[old.dtype.itemsize]
        return np.asarray(old.view(bits) == np.asarray(compare, old.dtype).view(bits))
    return np.asarray(old == compare)


def _cas(old: np.ndarray, compare: np.ndarray, val: np.ndarray) -> np.ndarray:
    """``asc_atomic_cas``: ``val`` where the element equals ``compare`` (:func:`cas_equal`); else unchanged."""
    return np.where(cas_equal(old, compare), val, old).astype(old.dtype)


#: ``asc_atomic_<name>`` -> how it computes the element's new value.
UPDATES: dict[str, Callable[..., np.ndarray]] = {
    "add": _add,
    "sub": _sub,
    "exch": _exch,
    "max": _max,
    "min": _min,
    "inc": _inc,
    "dec": _dec,
    "cas": _cas,
    "and": lambda old, val: np.bitwise_and(old, val),
    "or": lambda old, val: np.bitwise_or(old, val),
    "xor": lambda old, val: np.bitwise_xor(old, val),
}


def member_wise(update: Callable[..., np.ndarray], dtype: np.dtype, count: int) -> Callable[..., np.ndarray]:
    """The update of a vector element (``half2`` ...) held as one unsigned word: ``update`` member by
    member over the ``count`` members of ``dtype``, each rounded on its own; the word is written whole."""
    def run(old: np.ndarray, *operands: np.ndarray) -> np.ndarray:
        def members(w: np.ndarray) -> np.ndarray:
            w = np.ascontiguousarray(np.broadcast_to(np.asarray(w, old.dtype), old.shape))
            return w.reshape(-1).view(dtype).reshape(old.shape + (count,))
        new = np.asarray(update(members(old), *[members(x) for x in operands])).astype(dtype)
        return np.ascontiguousarray(new).reshape(-1).view(old.dtype).reshape(old.shape)
    return run
