"""Per-element activity flags (``lanes``) as the ops take them, and the all-active case.

Most register instructions run under a mask with every lane active. The facade then passes one
shared, read-only array of ``True`` per shape (:func:`all_active`), which an op can recognise by
identity (:func:`is_all_active`) and skip the zeroing of inactive lanes; any other flags array
means what its values say.
"""

from __future__ import annotations

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
