"""The C types that appear in C-API signatures, as data.

A :class:`CType` knows its C spelling (for the generated declarations and ``ascsim api``) and its
kind (for overload resolution in the Python facade). Helpers build them from element types:
``reg(half)`` is ``vector_half``, ``out(reg(half))`` is ``vector_half&``, ``ub(half)`` is
``__ubuf__ half*``, ``ub_ref(half)`` is ``__ubuf__ half*&``, ``scalar(uint32_t)`` is ``uint32_t``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .. import dtypes
from ..dtypes import ElemType
from .enums import TAGS

#: Kinds of C types, and what a Python argument of each must be.
#:   void      (return only)
#:   int       an integer scalar (Python int, numpy integer, IntEnum member)
#:   float     a floating scalar (any real number or numpy scalar)
#:   enum      a member of the named enum (or its integer value)
#:   reg       a vector register of ``elem`` (``vector_T``)
#:   mask      ``vector_bool``
#:   align     ``vector_align`` (also spelled ``vector_load_unalign``/``vector_store_unalign``)
#:   addr      ``addr_reg``
#:   ptr       a pointer of ``space`` ("ub", "gm", "l1", or the cube core's "l0a", "l0b", "l0c", "fb") to
#:             ``elem`` (None: any element, ``void*``)
#:   func      a ``__simd_vf__`` function (template argument of ``asc_vf_call``)
#:   pack      any further arguments (``Args&&... args``)
#:   ptrs      an array of UB pointers to ``elem`` (``__ubuf__ T**``; Python: a sequence of pointers)
#:   union     a configuration union of :mod:`ascsim.spec.unions` (its Python class)
#:   array     a C array of ``count`` scalars of ``elem`` in the caller's memory (``float scale_arr[16]``;
#:             Python: a sequence, or a writable numpy array or list where the callee writes it)
#:   tag       an empty tag type ``std::integral_constant<E, E::M>`` whose type selects the overload (Python:
#:             the tag constant of that type, ``ASC_POSITION_EVEN`` ...; see :mod:`ascsim.spec.enums`)
#:   vec       a SIMT vector type (``int2``, ``half2``, ``float4`` ...: a record of ``count`` members of ``elem``
#:             named x, y, z, w; :mod:`ascsim.spec.simt_vector`); Python: an array whose last axis holds the members
#: A C array parameter (``T name[N]``, kind ``array``, or ``ptrs`` for an array of UB pointers) carries
#: the spelling of N in ``array`` and its value in ``count``.
KINDS = ("void", "int", "float", "enum", "reg", "mask", "align", "addr", "ptr", "func", "pack", "ptrs", "union",
         "array", "tag", "vec")


@dataclass(frozen=True)
class CType:
    """One C type of a parameter or a return value."""

    c: str  #: C spelling without the reference mark, e.g. ``vector_half`` or ``__ubuf__ half*``
    kind: str
    elem: ElemType | None = None
    space: str | None = None  #: "ub", "gm" or "l1" (``__cbuf__``) for pointers
    ref: bool = False  #: ``T&``: the callee writes it (registers, pointers advanced in place, scalars)
    array: str = ""  #: a C array parameter: the spelling of its size (``ASC_VDEQ_SIZE``), else ""
    count: int = 0  #: a C array parameter or a vector type (kind ``vec``): its number of elements

    @property
    def spelling(self) -> str:
        return self.c + ("&" if self.ref else "")

    def declare(self, name: str) -> str:
        """``T name`` as a parameter declaration (``T name[N]`` for a C array parameter)."""
        return f"{self.spelling} {name}" + (f"[{self.array}]" if self.array else "")

    def __str__(self) -> str:
        return self.spelling


VOID = CType("void", "void")
MASK = CType("vector_bool", "mask")
ALIGN = CType("vector_align", "align")
LOAD_UNALIGN = CType("vector_load_unalign", "align")
STORE_UNALIGN = CType("vector_store_unalign", "align")
ADDR = CType("addr_reg", "addr")
VF_FUNC = CType("auto", "func")
PACK = CType("Args&&...", "pack")
C_INT = CType("int", "int", dtypes.int32_t)
C_BOOL = CType("bool", "int", dtypes.bool_)

#: C names of element types whose spelling differs from ``ElemType.name``.
_REG_NAMES = {dtypes.int4b_t: "vector_int4x2_t"}


def scalar(e: ElemType) -> CType:
    """The C scalar type of an element type: ``uint32_t``, ``half``, ``float`` ..."""
    return CType(e.name, "float" if e.kind == "float" else "int", e)


def enum(name: str) -> CType:
    """A C enum type, declared in :mod:`ascsim.spec.enums`."""
    return CType(name, "enum")


def tag(c_name: str) -> CType:
    """The type of the tag constant ``c_name`` (``ASC_POSITION_EVEN`` ...):
    ``std::integral_constant<asc_position_mode, asc_position_mode::EVEN>``."""

    return CType(type(TAGS[c_name]).spelling(), "tag")


def union_type(name: str) -> CType:
    """A configuration union of :mod:`ascsim.spec.unions` (``asc_ndim_pad_count_config`` ...)."""
    return CType(name, "union")


def reg(e: ElemType) -> CType:
    """``vector_T``: the vector register of element type ``e``."""
    return CType(_REG_NAMES.get(e, f"vector_{e.name}"), "reg", e)


def ub(e: ElemType | None) -> CType:
    """``__ubuf__ T*`` (``__ubuf__ void*`` for None)."""
    return CType(f"__ubuf__ {e.name if e else 'void'}*", "ptr", e, "ub")


def gm(e: ElemType | None) -> CType:
    """``__gm__ T*`` (``__gm__ void*`` for None)."""
    return CType(f"__gm__ {e.name if e else 'void'}*", "ptr", e, "gm")


def cbuf(e: ElemType | None) -> CType:
    """``__cbuf__ T*`` (``__cbuf__ void*`` for None): a pointer into the L1 Buffer (space "l1")."""
    return CType(f"__cbuf__ {e.name if e else 'void'}*", "ptr", e, "l1")


def ca(e: ElemType | None) -> CType:
    """``__ca__ T*``: a pointer into L0A (space "l0a")."""
    return CType(f"__ca__ {e.name if e else 'void'}*", "ptr", e, "l0a")


def cb(e: ElemType | None) -> CType:
    """``__cb__ T*``: a pointer into L0B (space "l0b")."""
    return CType(f"__cb__ {e.name if e else 'void'}*", "ptr", e, "l0b")


def cc(e: ElemType | None) -> CType:
    """``__cc__ T*``: a pointer into L0C (space "l0c")."""
    return CType(f"__cc__ {e.name if e else 'void'}*", "ptr", e, "l0c")


def fbuf(e: ElemType | None) -> CType:
    """``__fbuf__ T*``: a pointer into the fixpipe buffer (space "fb")."""
    return CType(f"__fbuf__ {e.name if e else 'void'}*", "ptr", e, "fb")


def ub_ptrs(e: ElemType) -> CType:
    """``__ubuf__ T**``: an array of UB pointers to ``e``."""
    return CType(f"__ubuf__ {e.name}**", "ptrs", e, "ub")


def host_array(e: ElemType, size: str, count: int) -> CType:
    """``T name[size]``: a C array of ``count`` scalars the caller passes (its first element's address)."""
    return CType(e.name, "array", e, array=size, count=count)


def ub_ptr_array(e: ElemType, size: str, count: int) -> CType:
    """``__ubuf__ T* name[size]``: a C array of ``count`` UB pointers to ``e``."""
    return CType(f"__ubuf__ {e.name}*", "ptrs", e, "ub", array=size, count=count)


def out(t: CType) -> CType:
    """``T&``: a register, scalar or pointer the callee writes."""
    return replace(t, ref=True)


def ub_ref(e: ElemType) -> CType:
    """``__ubuf__ T*&``: a UB pointer the callee advances in place."""
    return out(ub(e))


U8, S8 = scalar(dtypes.uint8_t), scalar(dtypes.int8_t)
U16, S16 = scalar(dtypes.uint16_t), scalar(dtypes.int16_t)
U32, S32 = scalar(dtypes.uint32_t), scalar(dtypes.int32_t)
U64, S64 = scalar(dtypes.uint64_t), scalar(dtypes.int64_t)


# Element-type lists that many overload sets share (in the vendor headers' order where it matters).
_d = dtypes
#: The 13 types of a plain data register.
B8_B16_B32: tuple[ElemType, ...] = _d.VECTOR_ELEM_TYPES
#: Integer and float types of the arithmetic and compare instructions.
ARITH: tuple[ElemType, ...] = (_d.uint8_t, _d.int8_t, _d.uint16_t, _d.int16_t, _d.half, _d.float_, _d.int32_t,
                               _d.uint32_t, _d.bfloat16_t)
#: Every type an aligned load or store moves: the 13, 64-bit integers and packed 4-bit pairs.
MOVABLE: tuple[ElemType, ...] = (_d.int8_t, _d.uint8_t, _d.fp4x2_e2m1_t, _d.fp4x2_e1m2_t, _d.int4b_t,
                                 _d.fp8_e8m0_t, _d.fp8_e5m2_t, _d.fp8_e4m3fn_t, _d.hifloat8_t, _d.int16_t,
                                 _d.uint16_t, _d.half, _d.bfloat16_t, _d.int32_t, _d.uint32_t, _d.float_,
                                 _d.int64_t, _d.uint64_t)


def named(c: str, e: ElemType) -> CType:
    """A scalar type under a C spelling of its own (``unsigned long long int`` for ``uint64_t``)."""
    return CType(c, "float" if e.kind == "float" else "int", e)


def vec(c: str, e: ElemType, count: int) -> CType:
    """A SIMT vector type: ``count`` members of ``e`` (``half2``, ``float4`` ...)."""
    return CType(c, "vec", e, count=count)


def pointer(t: CType) -> CType:
    """``T*`` of SIMT code: a generic pointer (into GM, UB or the thread's own memory)."""
    return CType(f"{t.c}*", "ptr", t.elem)


#: The C scalar types of SIMT signatures, under the spellings of the vendor's headers.
INT, UINT = named("int", dtypes.int32_t), named("unsigned int", dtypes.uint32_t)
LONG, ULONG = named("long int", dtypes.int64_t), named("unsigned long int", dtypes.uint64_t)
LLONG, ULLONG = named("long long int", dtypes.int64_t), named("unsigned long long int", dtypes.uint64_t)
SHORT, USHORT = named("short", dtypes.int16_t), named("unsigned short", dtypes.uint16_t)
SCHAR, UCHAR = named("signed char", dtypes.int8_t), named("unsigned char", dtypes.uint8_t)
FLOAT = scalar(dtypes.float_)
HALF = scalar(dtypes.half)
BF16 = scalar(dtypes.bfloat16_t)
SIZE_T = named("size_t", dtypes.uint64_t)
VOID_PTR = CType("void*", "ptr")
