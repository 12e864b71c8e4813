"""The enums of the C API: C type name -> the ``IntEnum`` that holds its members and values.

The C declarations and the Python constants (``PIPE_V``, ``PAT_ALL``, ``VST_VLD`` ...) are both
generated from these classes.
"""

from __future__ import annotations

from enum import IntEnum

from ..arch import Event, MemBar, Pat, Pipe

#: C enum name -> (members, scoped): a scoped enum (``enum class``) is used as ``NAME::MEMBER``.
ENUMS: dict[str, tuple[type[IntEnum], bool]] = {
    "pipe_t": (Pipe, False),
    "event_t": (Event, False),
    "pat_t": (Pat, False),
    "MEM_TYPE": (MemBar, False),
}


def constants() -> dict[str, IntEnum]:
    """Every unscoped enum member under its C name."""
    out: dict[str, IntEnum] = {}
    for cls, scoped in ENUMS.values():
        if not scoped:
            for m in cls:
                out[m.name] = m
    return out
