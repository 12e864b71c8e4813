"""The enums of the C API: C type name -> the ``IntEnum`` that holds its members and values.

The C declarations and the Python constants (``PIPE_V``, ``PAT_ALL``, ``VST_VLD`` ...) are both
generated from these classes.
"""

from __future__ import annotations

from enum import IntEnum

from ..arch import Event, MemBar, Pat, Pipe


class asc_load_l2_cache_mode(IntEnum):  # noqa: N801 - the C name
    """How a GM->UB copy keeps the data it reads in the L2 cache (no effect on data in ascsim)."""

    NORMAL_FIRST_VICTIM = 0
    NORMAL_LAST_VICTIM = 1
    NORMAL_PERSISTENT = 2
    NOTALLOC_KEEP = 4
    NOTALLOC_CLEAN = 5
    NOTALLOC_DROP = 6


class asc_store_l2_cache_mode(IntEnum):  # noqa: N801 - the C name
    """How a UB->GM copy keeps the data it writes in the L2 cache (no effect on data in ascsim)."""

    NORMAL_FIRST_VICTIM = 0
    NORMAL_LAST_VICTIM = 1
    NORMAL_PERSISTENT = 2
    NOTALLOC_CLEAN = 4

class asc_saturation_mode(IntEnum):  # noqa: N801 - the C name
    """Which saturation mode ``asc_set/get_saturation_flag`` reach; the value is its CTRL bit."""

    FLOAT = 48  # float arithmetic and float conversions
    FLOAT8 = 50  # NaN handling of conversions to 8-bit floats
    INT = 53  # integer arithmetic
    CAST = 59  # float to integer and integer to integer conversions


class asc_override_strategy(IntEnum):  # noqa: N801 - the C name
    """Whether an instruction's own saturation setting (USE_API) or the global flags (USE_GLOBAL) apply."""

    USE_API = 0
    USE_GLOBAL = 1


class mem_dsb_t(IntEnum):  # noqa: N801 - the C name
    """Which earlier memory accesses ``asc_sync_data_barrier`` waits for (DSB_SEQ is reserved)."""

    DSB_ALL = 0
    DSB_DDR = 1
    DSB_UB = 2
    DSB_SEQ = 3


class ascMutexExecuteMode(IntEnum):  # noqa: N801 - the C name
    """Whether ``asc_lock``/``asc_unlock`` block their pipe (the default) or not."""

    ASC_LOCK_BLOCK = 0
    ASC_LOCK_NON_BLOCK = 1


class ub_addr8_t(IntEnum):  # noqa: N801 - the C name
    """The eight VA registers ``asc_set_va_reg`` loads with UB addresses (for ``asc_transto5hd``)."""

    VA0 = 0
    VA1 = 1
    VA2 = 2
    VA3 = 3
    VA4 = 4
    VA5 = 5
    VA6 = 6
    VA7 = 7


#: C enum name -> (members, scoped): a scoped enum (``enum class``) is used as ``NAME::MEMBER``.
ENUMS: dict[str, tuple[type[IntEnum], bool]] = {
    "pipe_t": (Pipe, False),
    "event_t": (Event, False),
    "pat_t": (Pat, False),
    "MEM_TYPE": (MemBar, False),
    "asc_load_l2_cache_mode": (asc_load_l2_cache_mode, True),
    "asc_store_l2_cache_mode": (asc_store_l2_cache_mode, True),
    "mem_dsb_t": (mem_dsb_t, False),
    "asc_saturation_mode": (asc_saturation_mode, True),
    "asc_override_strategy": (asc_override_strategy, True),
    "ascMutexExecuteMode": (ascMutexExecuteMode, False),
    # The newer headers' name of the same enum (ascMutexExecuteMode stays as its alias).
    "asc_mutex_execute_mode": (ascMutexExecuteMode, False),
    "ub_addr8_t": (ub_addr8_t, False),
}


#: Named sizes of the C API's array parameters: C name -> (C type, value), declared ``constexpr``.
SIZES: dict[str, tuple[str, int]] = {
    "ASC_C_API_MRGSORT_ELEMENT_LEN": ("uint8_t", 4),  # the source lists of asc_mrgsort4
    "ASC_VDEQ_SIZE": ("uint8_t", 16),  # the parameter sets of asc_set_deq_scale's table form
}


def constants() -> dict[str, IntEnum]:
    """Every unscoped enum member under its C name."""
    out: dict[str, IntEnum] = {}
    for cls, scoped in ENUMS.values():
        if not scoped:
            for m in cls:
                out[m.name] = m
    return out


def scoped() -> dict[str, type[IntEnum]]:
    """Every scoped enum (``enum class``) under its C name: Python spells a member ``NAME.MEMBER``."""
    return {name: cls for name, (cls, is_scoped) in ENUMS.items() if is_scoped}
