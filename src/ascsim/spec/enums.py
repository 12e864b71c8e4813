"""The enums of the C API: C type name -> the ``IntEnum`` that holds its members and values.

The C declarations and the Python constants (``PIPE_V``, ``PAT_ALL``, ``VST_VLD`` ...) are both
generated from these classes.
"""

from __future__ import annotations

from enum import IntEnum
from typing import ClassVar

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

class asc_channel_pad_mode(IntEnum):  # noqa: N801 - the C name
    """The channel padding mode of a GM->L1 copy (``pad_func_mode``, newer headers): 1-5 insert padding into each
    32-byte block after 1, 2, 4, 8 or 16 source bytes, 6-8 keep 4, 8 or 16 bytes of each 32."""

    NONE = 0
    EXPAND_1B = 1
    EXPAND_2B = 2
    EXPAND_4B = 3
    EXPAND_8B = 4
    EXPAND_16B = 5
    COMPACT_4B = 6
    COMPACT_8B = 7
    COMPACT_16B = 8


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


class asc_position_mode(IntEnum):  # noqa: N801 - the C name
    """Which half of the narrower operand's lanes a two-part conversion uses (the tag ASC_POSITION_EVEN/_ODD)."""

    EVEN = 0
    ODD = 1


class asc_position_quarter_mode(IntEnum):  # noqa: N801 - the C name
    """Which quarter of the narrower operand's lanes a four-part conversion uses (ASC_DISPERSE_*_QUARTER)."""

    DISPERSE_FIRST_QUARTER = 0
    DISPERSE_SECOND_QUARTER = 1
    DISPERSE_THIRD_QUARTER = 2
    DISPERSE_FOURTH_QUARTER = 3


class PositionTag:
    """A tag value: an empty ``std::integral_constant<E, E::M>`` whose type alone selects an overload.

    Each tag has a class of its own (the facade resolves overloads by argument types), and one instance,
    exported under its C name (``ASC_POSITION_EVEN`` ...).
    """

    enum: ClassVar[type[IntEnum]]
    member: ClassVar[IntEnum]
    c_name: ClassVar[str]  #: the constant's C name

    @classmethod
    def spelling(cls) -> str:
        """The C type: ``std::integral_constant<E, E::M>``."""
        e = cls.enum.__name__
        return f"std::integral_constant<{e}, {e}::{cls.member.name}>"

    @property
    def value(self) -> int:
        return int(self.member)

    def __repr__(self) -> str:
        return self.c_name


def _tag(c_name: str, member: IntEnum) -> PositionTag:
    cls = type(f"integral_constant<{type(member).__name__}::{member.name}>", (PositionTag,),
               {"enum": type(member), "member": member, "c_name": c_name, "__module__": __name__})
    return cls()


ASC_POSITION_EVEN = _tag("ASC_POSITION_EVEN", asc_position_mode.EVEN)
ASC_POSITION_ODD = _tag("ASC_POSITION_ODD", asc_position_mode.ODD)
ASC_DISPERSE_FIRST_QUARTER = _tag("ASC_DISPERSE_FIRST_QUARTER", asc_position_quarter_mode.DISPERSE_FIRST_QUARTER)
ASC_DISPERSE_SECOND_QUARTER = _tag("ASC_DISPERSE_SECOND_QUARTER", asc_position_quarter_mode.DISPERSE_SECOND_QUARTER)
ASC_DISPERSE_THIRD_QUARTER = _tag("ASC_DISPERSE_THIRD_QUARTER", asc_position_quarter_mode.DISPERSE_THIRD_QUARTER)
ASC_DISPERSE_FOURTH_QUARTER = _tag("ASC_DISPERSE_FOURTH_QUARTER", asc_position_quarter_mode.DISPERSE_FOURTH_QUARTER)
#: The tag constants under their C names, in declaration order.
TAGS: dict[str, PositionTag] = {t.c_name: t for t in (
    ASC_POSITION_EVEN, ASC_POSITION_ODD, ASC_DISPERSE_FIRST_QUARTER, ASC_DISPERSE_SECOND_QUARTER,
    ASC_DISPERSE_THIRD_QUARTER, ASC_DISPERSE_FOURTH_QUARTER)}
#: C type spelling of a tag -> its class (what the facade matches a ``tag`` parameter against).
TAG_TYPES: dict[str, type[PositionTag]] = {type(t).spelling(): type(t) for t in TAGS.values()}


#: C enum name -> (members, scoped): a scoped enum (``enum class``) is used as ``NAME::MEMBER``.
class QuantMode_t(IntEnum):  # noqa: N801 - the C name
    """Pre-quantisation modes of the fixpipe (``asc_copy_l0c2gm`` ... ``quant_pre``); the compiler defines
    the enum, the pages name its members: the numbers are the model's (programs pass the names)."""

    NoQuant = 0
    F322F16 = 1
    F322BF16 = 2
    DEQF16 = 3
    VDEQF16 = 4
    QF322B8_PRE = 5
    VQF322B8_PRE = 6
    REQ8 = 7
    VREQ8 = 8
    QF322FP8_PRE = 9
    VQF322FP8_PRE = 10
    QF322HIF8_PRE = 11
    VQF322HIF8_PRE = 12
    QF322HIF8_PRE_HYBRID = 13
    VQF322HIF8_PRE_HYBRID = 14
    QS322BF16_PRE = 15
    VQS322BF16_PRE = 16
    QF322F16_PRE = 17
    VQF322F16_PRE = 18
    QF322BF16_PRE = 19
    VQF322BF16_PRE = 20
    QF322F32_PRE = 21
    VQF322F32_PRE = 22


class asc_l13d_repeat_direction(IntEnum):  # noqa: N801 - the C name
    """The axis the repeats of a load3d walk (bit 24 of the repeat registers, asc_set_l13d_rpt's field form)."""

    M_DIRECTION = 0
    K_DIRECTION = 1


class asc_hf32_round_mode(IntEnum):  # noqa: N801 - the C name
    """How float operands round to hf32 (asc_set_hf32_round_mode): NEAREST_AWAY (and its older name
    NEAREST_ZERO) sets the HF32 transform bit of CTRL (ties away from zero), NEAREST_EVEN clears it."""

    NEAREST_AWAY = 0
    NEAREST_EVEN = 1
    NEAREST_ZERO = 0  # the older name of NEAREST_AWAY (an alias member)


class asc_dual_dst_mode(IntEnum):  # noqa: N801 - the C name
    """Where an L0C->UB copy writes (dual_dst_ctrl): one vector core's UB, or both split along M or N."""

    DUAL_DST_DISABLE = 0
    DUAL_DST_SPLIT_M = 1
    DUAL_DST_SPLIT_N = 2


class asc_unit_flag_mode(IntEnum):  # noqa: N801 - the C name
    """The unit flag of an mmad or fixpipe copy (the uint8_t unit_flag's values 0, 2 and 3)."""

    DISABLE = 0
    ENABLE_KEEP = 2
    ENABLE_UPDATE = 3


class asc_relu_pre_mode(IntEnum):  # noqa: N801 - the C name
    """The pre-ReLU of a fixpipe copy (the uint8_t relu_pre's values): none, normal, scalar, vector."""

    NONE = 0
    NORMAL = 1
    SCALAR = 2
    VECTOR = 3


class QuantMode_post(IntEnum):  # noqa: N801 - the C name
    """Post-quantisation modes of the fixpipe (``quant_post``); numbers are the model's, as for QuantMode_t."""

    NoConv = 0
    QS162B8_POST = 1
    VQS162B8_POST = 2
    QF162B8_POST = 3
    VQF162B8_POST = 4
    QS162S4_POST = 5
    VQS162S4_POST = 6
    QF162S4_POST = 7
    VQF162S4_POST = 8
    QS162S16_POST = 9
    VQS162S16_POST = 10
    QF162S16_POST = 11
    VQF162S16_POST = 12


ENUMS: dict[str, tuple[type[IntEnum], bool]] = {
    "pipe_t": (Pipe, False),
    "event_t": (Event, False),
    "pat_t": (Pat, False),
    "MEM_TYPE": (MemBar, False),
    "asc_load_l2_cache_mode": (asc_load_l2_cache_mode, True),
    "asc_store_l2_cache_mode": (asc_store_l2_cache_mode, True),
    "asc_channel_pad_mode": (asc_channel_pad_mode, True),
    "mem_dsb_t": (mem_dsb_t, False),
    "asc_saturation_mode": (asc_saturation_mode, True),
    "asc_override_strategy": (asc_override_strategy, True),
    "ascMutexExecuteMode": (ascMutexExecuteMode, False),
    # The newer headers' name of the same enum (ascMutexExecuteMode stays as its alias).
    "asc_mutex_execute_mode": (ascMutexExecuteMode, False),
    "QuantMode_t": (QuantMode_t, True),
    "QuantMode_post": (QuantMode_post, True),
    # The newer headers' name of QuantMode_t (an alias of it).
    "asc_quant_mode": (QuantMode_t, True),
    "asc_l13d_repeat_direction": (asc_l13d_repeat_direction, True),
    "asc_hf32_round_mode": (asc_hf32_round_mode, True),
    "asc_dual_dst_mode": (asc_dual_dst_mode, True),
    "asc_unit_flag_mode": (asc_unit_flag_mode, True),
    "asc_relu_pre_mode": (asc_relu_pre_mode, True),
    "ub_addr8_t": (ub_addr8_t, False),
    "asc_position_mode": (asc_position_mode, True),
    "asc_position_quarter_mode": (asc_position_quarter_mode, True),
}


#: Named sizes of the C API's array parameters: C name -> (C type, value), declared ``constexpr``.
SIZES: dict[str, tuple[str, int]] = {
    "ASC_C_API_MRGSORT_ELEMENT_LEN": ("uint8_t", 4),  # the source lists of asc_mrgsort4
    "ASC_VDEQ_SIZE": ("uint8_t", 16),  # the parameter sets of asc_set_deq_scale's table form
}


def constants() -> dict[str, IntEnum | PositionTag]:
    """Every unscoped enum member, and every tag constant, under its C name."""
    out: dict[str, IntEnum | PositionTag] = {}
    for cls, scoped in ENUMS.values():
        if not scoped:
            for m in cls:
                out[m.name] = m
    out.update(TAGS)
    return out


def scoped() -> dict[str, type[IntEnum]]:
    """Every scoped enum (``enum class``) under its C name: Python spells a member ``NAME.MEMBER``."""
    return {name: cls for name, (cls, is_scoped) in ENUMS.items() if is_scoped}
