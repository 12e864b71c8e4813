"""Vector registers ``vector_<T>`` and the mask register ``vector_bool``.

A register holds raw bits in a numpy array (``uint8``/``uint16``/``uint32`` lanes, or 256 bools
for a mask). Instructions never mutate that array: they replace it, so copying a register (C value
semantics) shares the array safely and costs nothing.

A vector register also keeps the same bytes viewed as its element type, once an instruction asked
for them (:meth:`VectorRegister.typed`), and an instruction computing on element values may give it
only that typed array; the raw view is then made when something reads the raw bits. Making a numpy
view costs about as much as adding 64 floats, so the arithmetic on typed values makes none.

Registers can be built and inspected anywhere (tests, notebooks); only instructions need a VF.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from . import dtypes
from .arch import MASK_BITS
from .dtypes import ElemType
from .errors import AscTypeError
from .runtime import check
from .runtime.context import CTX
from .runtime.context import LIVE_REGISTERS as LIVE


class Register:
    """Common part of vector and mask registers."""

    __slots__ = ("raw_cache", "typed_cache", "is_written")
    # The three are public so that the facade's hot paths read and set them without a call; any other
    # code uses read(), typed(), write() and raw_bits.
    #: The raw bits, or None while only ``typed_cache`` holds the contents.
    raw_cache: np.ndarray | None
    #: The contents viewed as the element type, or None (always None in a mask register).
    typed_cache: np.ndarray | None
    #: False until an instruction or ``from_numpy`` gave the register a value.
    is_written: bool

    #: Shape of the raw-bit array, set by each subclass.
    _lanes: ClassVar[int]
    raw_dtype: ClassVar[np.dtype[Any]]

    def __init__(self, values: Any = None) -> None:
        _born(self)
        self.typed_cache = None
        if values is None:
            self.raw_cache = np.zeros(self._lanes, self.raw_dtype)
            self.is_written = False
        else:
            self.raw_cache = self._bits_from(values)
            self.is_written = True

    @classmethod
    def from_numpy(cls, values: Any) -> Any:
        """A register holding ``values`` (see the subclass for the accepted dtype)."""
        return cls(values)

    @classmethod
    def _bits_from(cls, values: Any) -> np.ndarray:
        raise NotImplementedError

    def copy(self) -> Any:
        """A new register with the same contents (C assignment)."""
        new = object.__new__(type(self))
        _born(new)
        new.raw_cache, new.typed_cache, new.is_written = self.raw_cache, self.typed_cache, self.is_written
        return new

    @property
    def raw_bits(self) -> np.ndarray:
        """The raw bits, whether or not the register was written (no check)."""
        raw = self.raw_cache
        if raw is None:
            assert self.typed_cache is not None
            raw = self.raw_cache = self.typed_cache.view(self.raw_dtype)
        return raw

    @property
    def written(self) -> bool:
        """False until an instruction or ``from_numpy`` gave the register a value."""
        return self.is_written

    def read(self, what: str) -> np.ndarray:
        """The raw bits, for an instruction reading this register as operand ``what``."""
        if not self.is_written:
            check.report(
                "uninitialized",
                f"{what}: reads a {type(self).__name__} register that was never written; "
                "load or compute it first (its lanes read as 0 here)",
            )
        raw = self.raw_cache
        return raw if raw is not None else self.raw_bits

    def write(self, bits: np.ndarray) -> None:
        """Give the register new raw bits (the array must not be mutated afterwards)."""
        self.raw_cache, self.typed_cache, self.is_written = bits, None, True

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, Register)
        return bool(np.array_equal(self.raw_bits, other.raw_bits))

    __hash__ = None  # type: ignore[assignment]

    def __del__(self) -> None:
        LIVE[type(self) is vector_bool] -= 1



def _born(reg: Register) -> None:
    is_mask = type(reg) is vector_bool
    LIVE[is_mask] += 1
    if CTX.vf_depth:
        CTX.vf_peak[is_mask] = max(CTX.vf_peak[is_mask], LIVE[is_mask] - CTX.vf_base[is_mask])


class VectorRegister(Register):
    """A 256-byte vector data register of one element type."""

    __slots__ = ()
    elem: ClassVar[ElemType]

    @classmethod
    def _bits_from(cls, values: Any) -> np.ndarray:
        arr = np.asarray(values) if isinstance(values, np.ndarray) else np.asarray(values, cls.elem.np)
        if arr.dtype != cls.elem.np:
            raise TypeError(
                f"{cls.__name__} holds {cls.elem.name} ({cls.elem.np}); got an array of dtype {arr.dtype}"
            )
        if arr.shape != (cls._lanes,):
            raise ValueError(f"{cls.__name__} holds {cls._lanes} lanes; got shape {arr.shape}")
        return arr.view(cls.raw_dtype).copy()

    def typed(self, what: str) -> np.ndarray:
        """The contents viewed as the element type, for an instruction reading this register as
        operand ``what`` (made once per value; a register never written is reported as by :meth:`read`)."""
        typed = self.typed_cache
        if typed is None:
            typed = self.read(what).view(self.elem.np)
            if self.is_written:  # an unwritten register keeps no view, so every read of it is reported
                self.typed_cache = typed
        return typed

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        typed = self.raw_bits.view(self.elem.np).copy()
        return typed if dtype is None else typed.astype(dtype)

    def __repr__(self) -> str:
        shown = np.array2string(self.raw_bits.view(self.elem.np), threshold=16, edgeitems=4)
        state = "" if self.is_written else " (never written)"
        return f"{type(self).__name__}({shown}){state}"


class vector_bool(Register):  # noqa: N801 - C name
    """``vector_bool``: the 256-bit mask register (bit i governs byte i of a vector register)."""

    __slots__ = ()
    _lanes = MASK_BITS
    raw_dtype = np.dtype(np.bool_)

    @classmethod
    def _bits_from(cls, values: Any) -> np.ndarray:
        arr = np.asarray(values)
        if arr.dtype != np.bool_:
            raise TypeError(f"vector_bool holds {MASK_BITS} bools; got an array of dtype {arr.dtype}")
        if arr.shape != (MASK_BITS,):
            raise ValueError(f"vector_bool holds {MASK_BITS} bits; got shape {arr.shape}")
        return arr.copy()

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        bits = self.raw_bits.copy()
        return bits if dtype is None else bits.astype(dtype)

    def __repr__(self) -> str:
        hexed = np.packbits(self.raw_bits, bitorder="little").tobytes()[::-1].hex()
        state = "" if self.is_written else " (never written)"
        return f"vector_bool(0x{hexed}){state}"


def _make(elem: ElemType, name: str = "") -> type[VectorRegister]:
    name = name or f"vector_{elem.name}"
    cls = type(name, (VectorRegister,), {
        "__slots__": (),
        "elem": elem,
        "_lanes": elem.lanes,
        "raw_dtype": elem.bits,
        "__doc__": f"``{name}``: {elem.lanes} lanes of {elem.name}.",
        "__module__": __name__,
    })
    return cls


vector_int8_t = _make(dtypes.int8_t)
vector_uint8_t = _make(dtypes.uint8_t)
vector_hifloat8_t = _make(dtypes.hifloat8_t)
vector_fp8_e8m0_t = _make(dtypes.fp8_e8m0_t)
vector_fp8_e5m2_t = _make(dtypes.fp8_e5m2_t)
vector_fp8_e4m3fn_t = _make(dtypes.fp8_e4m3fn_t)
vector_int16_t = _make(dtypes.int16_t)
vector_uint16_t = _make(dtypes.uint16_t)
vector_half = _make(dtypes.half)
vector_bfloat16_t = _make(dtypes.bfloat16_t)
vector_int32_t = _make(dtypes.int32_t)
vector_uint32_t = _make(dtypes.uint32_t)
vector_float = _make(dtypes.float_)
vector_int64_t = _make(dtypes.int64_t)
vector_uint64_t = _make(dtypes.uint64_t)
vector_fp4x2_e2m1_t = _make(dtypes.fp4x2_e2m1_t)
vector_fp4x2_e1m2_t = _make(dtypes.fp4x2_e1m2_t)
#: Holds 256 bytes of signed 4-bit pairs; its pointer type is ``__ubuf__ int4b_t*``.
vector_int4x2_t = _make(dtypes.int4b_t, "vector_int4x2_t")

VECTOR_TYPES: tuple[type[VectorRegister], ...] = (
    vector_int8_t, vector_uint8_t, vector_hifloat8_t, vector_fp8_e8m0_t, vector_fp8_e5m2_t,
    vector_fp8_e4m3fn_t, vector_int16_t, vector_uint16_t, vector_half, vector_bfloat16_t,
    vector_int32_t, vector_uint32_t, vector_float,
)
#: Registers of 64-bit integers and packed 4-bit pairs: loads, stores and moves only.
WIDE_AND_PACKED_TYPES: tuple[type[VectorRegister], ...] = (
    vector_int64_t, vector_uint64_t, vector_fp4x2_e2m1_t, vector_fp4x2_e1m2_t, vector_int4x2_t,
)
_BY_ELEM = {cls.elem: cls for cls in VECTOR_TYPES + WIDE_AND_PACKED_TYPES}


def vector_type(elem: ElemType) -> type[VectorRegister]:
    """The register class holding ``elem``: ``vector_type(uint8_t) is vector_uint8_t``."""
    try:
        return _BY_ELEM[elem]
    except KeyError:
        valid = dtypes.names(tuple(_BY_ELEM))
        raise AscTypeError(f"no vector register holds {elem.name}; valid: {valid}") from None


class vector_align:  # noqa: N801 - C name
    """``vector_align`` (``vector_store_unalign``, ``vector_load_unalign``): the unaligned stream register.

    It buffers the tail of an unaligned store stream that does not yet fill a 32-byte UB block:
    ``pending`` holds those bytes (fewer than 32) and ``addr`` the UB address of the first one.
    A fresh register is empty. Like the data registers, copying it (C assignment) is ``copy()``.
    """

    __slots__ = ("pending", "addr", "mem", "load_block", "load_addr", "load_inside", "load_written",
                 "load_unchecked")

    def __init__(self) -> None:
        self.pending: np.ndarray = np.zeros(0, np.uint8)
        self.addr = 0
        self.mem: Any = None  #: the UB the pending bytes belong to
        # As a load-unalign register (``vector_load_unalign``): the 32-byte UB block it carries into
        # the next ``asc_loadunalign`` (None: never loaded), that block's UB address, and per byte
        # whether it lay inside the source pointer's array and had been written (checked when the
        # byte reaches a data register).
        self.load_block: np.ndarray | None = None
        self.load_addr = 0
        self.load_inside: np.ndarray = np.zeros(32, np.bool_)
        self.load_written: np.ndarray = np.zeros(32, np.bool_)
        #: The part of the carried block that was fetched ahead and not yet shown to the race checker:
        #: (memory, allocation, first UB address, end), checked when those bytes reach a data register.
        self.load_unchecked: tuple[Any, Any, int, int] | None = None

    @property
    def end(self) -> int:
        """The UB address just past the pending bytes: where the stream continues."""
        return self.addr + int(self.pending.size)

    def copy(self) -> vector_align:
        new = vector_align()
        new.pending, new.addr, new.mem = self.pending, self.addr, self.mem
        new.load_block, new.load_addr = self.load_block, self.load_addr
        new.load_inside, new.load_written = self.load_inside, self.load_written
        new.load_unchecked = self.load_unchecked
        return new

    def __repr__(self) -> str:
        if not self.pending.size:
            return "vector_align(empty)"
        return f"vector_align({self.pending.size} bytes pending for UB 0x{self.addr:x})"


class addr_reg:  # noqa: N801 - C name
    """``addr_reg``: an address register for iterated addressing (``asc_update_addr_reg_b8/_b16/_b32``).

    It holds a byte offset that loads and stores add to their UB base address. A fresh register
    holds 0; copying it (C assignment) is ``copy()``.
    """

    __slots__ = ("byte_offset",)

    def __init__(self, byte_offset: int = 0) -> None:
        self.byte_offset = int(byte_offset)

    def copy(self) -> addr_reg:
        return addr_reg(self.byte_offset)

    def read(self, what: str) -> int:
        """The byte offset, for C assignment ``a = b`` (the front end reads then writes)."""
        return self.byte_offset

    def write(self, byte_offset: int) -> None:
        self.byte_offset = int(byte_offset)

    def __repr__(self) -> str:
        return f"addr_reg(+{self.byte_offset} bytes)"


__all__ = [cls.__name__ for cls in VECTOR_TYPES + WIDE_AND_PACKED_TYPES] + [
    "vector_bool", "vector_align", "addr_reg", "Register", "VectorRegister", "vector_type"]
