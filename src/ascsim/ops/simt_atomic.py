"""The new values of the SIMT atomics (``asc_atomic_*``): ``old`` is the element before the thread's
update, the rest its operands; integers wrap, floats round to the element type. Pure numpy."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np


def _add(old: np.ndarray, val: np.ndarray) -> np.ndarray:
    return (old + val).astype(old.dtype)


def _sub(old: np.ndarray, val: np.ndarray) -> np.ndarray:
    return (old - val).astype(old.dtype)


def _exch(old: np.ndarray, val: np.ndarray) -> np.ndarray:
    return val.astype(old.dtype)


def _inc(old: np.ndarray, val: np.ndarray) -> np.ndarray:
    """``asc_atomic_inc``: 0 once the element reached ``val``, else one more."""
    return np.where(old >= val, 0, old + 1).astype(old.dtype)


def _dec(old: np.ndarray, val: np.ndarray) -> np.ndarray:
    """``asc_atomic_dec``: ``val`` when the element is 0 or above ``val``, else one less."""
    return np.where((old == 0) | (old > val), val, old - 1).astype(old.dtype)


def _cas(old: np.ndarray, compare: np.ndarray, val: np.ndarray) -> np.ndarray:
    """``asc_atomic_cas``: ``val`` where the element equals ``compare``; else unchanged."""
    return np.where(old == compare, val, old).astype(old.dtype)


#: ``asc_atomic_<name>`` -> how it computes the element's new value.
UPDATES: dict[str, Callable[..., np.ndarray]] = {
    "add": _add,
    "sub": _sub,
    "exch": _exch,
    "max": lambda old, val: np.maximum(old, val),
    "min": lambda old, val: np.minimum(old, val),
    "inc": _inc,
    "dec": _dec,
    "cas": _cas,
    "and": lambda old, val: np.bitwise_and(old, val),
    "or": lambda old, val: np.bitwise_or(old, val),
    "xor": lambda old, val: np.bitwise_xor(old, val),
}
