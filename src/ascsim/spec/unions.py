"""The configuration unions of the C API (``c_api/utils/union.h``): 64 bits, read and written whole
(``config``) or by named fields.

Each :class:`UnionSpec` gives the C declaration the front end parses and a Python class of the same
name for the facade (``cfg = asc_ndim_pad_count_config(); cfg.loop1_lp_count = 2``). A parameter of
such a type is ``union_type(name)`` (kind ``"union"``); the implementation reads ``arg.config``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

_U64 = (1 << 64) - 1


@dataclass(frozen=True)
class UnionSpec:
    """One union: its C name, its fields in declaration order ``(name, C type, bits)`` packed from bit 0
    upwards, the value a default-constructed one holds, and a doc line."""

    name: str
    fields: tuple[tuple[str, str, int], ...]
    default: int
    doc: str

    def layout(self) -> dict[str, tuple[int, int]]:
        """Field name -> (lowest bit, width)."""
        out, at = {}, 0
        for name, _, bits in self.fields:
            out[name] = (at, bits)
            at += bits
        return out

    def declaration(self) -> str:
        """The C++ declaration (one line)."""
        sizes = {"uint8_t": 8, "uint16_t": 16, "uint32_t": 32, "uint64_t": 64}
        members = " ".join(f"{t} {n};" if sizes.get(t) == bits else f"{t} {n} : {bits};"
                           for n, t, bits in self.fields)
        return f"union {self.name} {{ uint64_t config = {self.default}; struct {{ {members} }}; }};"


class ConfigUnion:
    """Base of the Python classes of the configuration unions: the 64 bits are ``config``; each field
    reads and writes its bits (a value wider than the field keeps its low bits, as C does)."""

    __slots__ = ("config",)
    SPEC: ClassVar[UnionSpec]
    _LAYOUT: ClassVar[dict[str, tuple[int, int]]]

    def __init__(self, config: int | None = None, **fields: int) -> None:
        self.config = self.SPEC.default if config is None else int(config) & _U64
        for name, value in fields.items():
            if name not in self._LAYOUT:
                raise AttributeError(f"{self.SPEC.name} has no field {name!r}; fields: {', '.join(self._LAYOUT)}")
            setattr(self, name, value)

    if TYPE_CHECKING:  # the fields are properties made per union: any field name reads and writes an int
        def __getattr__(self, name: str) -> int: ...

        def __setattr__(self, name: str, value: int) -> None: ...

    def copy(self) -> ConfigUnion:
        return type(self)(self.config)

    def __repr__(self) -> str:
        parts = ", ".join(f"{n}={getattr(self, n)}" for n in self._LAYOUT)
        return f"{self.SPEC.name}(config=0x{self.config:x}: {parts})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ConfigUnion) and type(other) is type(self) and other.config == self.config

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.config))


def _field(lo: int, width: int) -> property:
    mask = (1 << width) - 1

    def get(self: ConfigUnion) -> int:
        return (self.config >> lo) & mask

    def put(self: ConfigUnion, value: Any) -> None:
        self.config = (self.config & ~(mask << lo) & _U64) | ((int(value) & mask) << lo)

    return property(get, put)


def make_class(spec: UnionSpec) -> type[ConfigUnion]:
    """The Python class of one union."""
    layout = spec.layout()
    ns: dict[str, Any] = {"__slots__": (), "SPEC": spec, "_LAYOUT": layout, "__doc__": spec.doc,
                          "__module__": __name__}
    ns.update({name: _field(lo, width) for name, (lo, width) in layout.items()})
    return type(spec.name, (ConfigUnion,), ns)


#: Every configuration union the spec uses, by C name.
UNIONS: dict[str, UnionSpec] = {}


def register(spec: UnionSpec) -> UnionSpec:
    UNIONS[spec.name] = spec
    return spec


NDIM_PAD_COUNT = register(UnionSpec(
    "asc_ndim_pad_count_config",
    tuple((f"loop{i}_{side}_count", "uint8_t", 8) for i in range(1, 5) for side in ("lp", "rp")),
    0, "Left and right padding counts of loops 1 to 4 of asc_ndim_copy_gm2ub (one byte each, loop1_lp_count "
       "in the lowest)."))

STORE_ATOMIC = register(UnionSpec(
    "asc_store_atomic_config",
    (("atomic_type", "uint64_t", 3), ("atomic_op", "uint64_t", 2), ("reserved1", "uint64_t", 59)),
    0, "The store-atomic configuration register as asc_get_store_atomic_config reads it (type in bits 0-2, "
       "operation in bits 3-4)."))

FILL_VALUE = register(UnionSpec(
    "asc_fill_value_config",
    (("repeat", "uint64_t", 15), ("reserved1", "uint64_t", 1), ("blk_num", "uint64_t", 15),
     ("reserved2", "uint64_t", 1), ("dst_gap", "uint64_t", 15), ("reserved3", "uint64_t", 17)),
    0, "asc_fill_l0a/_l0b/_l1: repeat times, blk_num 32-byte blocks per repeat, dst_gap blocks between repeats."))

LOAD3D_V2 = register(UnionSpec(
    "asc_load3d_v2_config",
    (("rpt_stride", "uint64_t", 16), ("rpt_time", "uint64_t", 8), ("rpt_mode", "uint64_t", 1),
     ("reserved2", "uint64_t", 39)),
    0x10000, "The repeat register of load3d (asc_set_l13d_rpt): stride, times and mode."))

L13D_FMATRIX = register(UnionSpec(
    "asc_l13d_fmatrix_config",
    (("l1_height", "uint16_t", 16), ("l1_width", "uint16_t", 16), ("padding_left_size", "uint8_t", 8),
     ("padding_right_size", "uint8_t", 8), ("padding_top_size", "uint8_t", 8), ("padding_bottom_size", "uint8_t", 8)),
    0, "The feature-map register of load3d (asc_set_l13d_fmatrix): the L1 image's height, width and padding."))

#: The Python classes, by C name (exported by the facade).
CLASSES: dict[str, type[ConfigUnion]] = {}


def classes() -> dict[str, type[ConfigUnion]]:
    """The Python class of every union in :data:`UNIONS` (made once, kept)."""
    for name, spec in UNIONS.items():
        if name not in CLASSES:
            CLASSES[name] = make_class(spec)
            globals()[name] = CLASSES[name]
    return CLASSES


def __getattr__(name: str) -> type[ConfigUnion]:
    """The union classes are attributes of this module too (``from ascsim.spec.unions import ...``)."""
    if name in UNIONS:
        return classes()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
