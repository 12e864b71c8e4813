"""Per-element activity flags (``lanes``) as the ops take them, and the all-active case.

Most register instructions run under a mask with every lane active. The facade then passes one
shared, read-only array of ``True`` per shape (:func:`all_active`), which an op can recognise by
identity (:func:`is_all_active`) and skip the zeroing of inactive lanes; any other flags array
means what its values say. :func:`flags_of` turns a mask register's bits into such flags: the one
place that recognises the all-active case.
"""

from __future__ import annotations

from typing import Any

import numpy as np

_ALL: dict[tuple[int, ...], np.ndarray] = {}
_ALL_IDS: set[int] = set()  # the arrays of _ALL live as long as the process, so ids stay theirs


def all_active(shape: tuple[int, ...]) -> np.ndarray:
    """The shared read-only all-``True`` flags of ``shape``."""
    flags = _ALL.get(shape)
    if flags is None:
        flags = np.ones(shape, np.bool_)
        flags.flags.writeable = False
        _ALL[shape] = flags
        _ALL_IDS.add(id(flags))
    return flags


def is_all_active(lanes: np.ndarray) -> bool:
    """Whether ``lanes`` is one of the shared all-active arrays (a cheap test, no look at values)."""
    return id(lanes) in _ALL_IDS


def covers(values: np.ndarray, lanes: np.ndarray) -> bool:
    """Whether ``lanes`` leaves every element of ``values`` active: the shared all-active flags, of the
    shape of ``values``' last axes (so that masking would neither zero nor broadcast anything)."""
    return id(lanes) in _ALL_IDS and values.shape[values.ndim - lanes.ndim:] == lanes.shape


#: The last mask bits :func:`flags_of` expanded, with the element size and the result. A register's
#: bits array never changes once written, so the same array gives the same flags (and a mask is
#: usually made once and used by many instructions); hot paths compare against it inline.
LAST_FLAGS: list[Any] = [None, 0, None]


def flags_of(bits: np.ndarray, elem_size: int) -> np.ndarray:
    """The ``lanes`` of a register instruction under mask ``bits`` (the 256 bits of a ``vector_bool``):
    element i of ``elem_size`` bytes is active when its governing bit ``i * elem_size`` is set. With
    every element active, the shared array of :func:`all_active`."""
    last = LAST_FLAGS
    if bits is last[0] and elem_size == last[1]:
        return last[2]
    flags = bits if elem_size == 1 else bits[::elem_size]
    if flags.all():
        flags = all_active(flags.shape)
    last[:] = bits, elem_size, flags
    return flags
