"""The instructions of ``reg_permute_sel.h`` as the tools (``ascsim explain``, ``ascsim golden``) see them.

Each instruction is described once here: its C name, its operands in C order, the element types it
accepts and its mask-register form. :func:`resolve` turns what a user typed (``intlv``,
``asc_intlv_b16``, ``unpack_lower`` with ``--dtype int8_t`` ...) into a :class:`Variant` that
runs the instruction through :mod:`ascsim.ops`, the one place that defines what it does. Nothing
here re-implements an instruction.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import numpy as np

from . import dtypes
from .arch import MASK_BITS
from .dtypes import ElemType


class ToolError(ValueError):
    """A request the tools cannot honour; the message says what is valid instead."""


@dataclass(frozen=True)
class Instr:
    """One instruction (or a pair of them shown together, such as ``unpack``)."""

    key: str
    #: C function name(s) this entry stands for, for headings.
    c_name: str
    summary: str
    #: Data sources, in C argument order (the mask operand of select/squeeze is separate).
    sources: tuple[str, ...]
    #: Results: destination registers, or for the two-part entries the parts.
    dests: tuple[str, ...]
    #: Element types accepted by ``--dtype``: the source type, or the destination type for unsqueeze.
    types: tuple[ElemType, ...]
    #: ``"bits"``: masks through ``asc_<key>_b8/_b16/_b32``; ``"bool"``: the same name on vector_bool.
    mask_form: str | None
    #: Whether a ``vector_bool`` operand governs the lanes (select, squeeze) or is the input (unsqueeze).
    takes_mask: bool
    #: Function of :mod:`ascsim.ops` (vector form) and its mask form, with the ``part`` argument.
    ops_name: str
    ops_mask_name: str | None = None
    #: ``part`` passed to ops for each entry of ``dests`` (unpack/pack only).
    parts: tuple[str, ...] = ()
    #: A short description of how each moved value is transformed (unpack/pack), for the diagrams.
    transform: str = ""
    #: ``summary`` for the mask-register form, where it differs.
    mask_summary: str = ""


def _types(c_name: str, role: str = "src") -> tuple[ElemType, ...]:
    """The element types of ``c_name``'s vector-register overloads, from the spec: those of the first
    source register (``role="src"``) or of the destination register (``role="dst"``)."""
    from . import spec

    out: list[ElemType] = []
    for ov in spec.by_name()[c_name]:
        regs_ = [p.ty for p in ov.params if p.ty.kind == "reg" and p.ty.ref == (role == "dst")]
        if regs_ and regs_[0].elem is not None and regs_[0].elem not in out:
            out.append(regs_[0].elem)
    return tuple(out)


_VEC = _types("asc_intlv")
_INT_NARROW = _types("asc_unpack_lower")
_INT_WIDE = _types("asc_pack_to_low")
_UNSQUEEZE = _types("asc_unsqueeze", "dst")

INSTRS: dict[str, Instr] = {i.key: i for i in (
    Instr("intlv", "asc_intlv", "interleave two registers: the low halves into dst0, the high halves into dst1",
          ("src0", "src1"), ("dst0", "dst1"), _VEC, "bits", False, "intlv", "intlv_mask"),
    Instr("deintlv", "asc_deintlv", "deinterleave: even elements of src0++src1 into dst0, odd ones into dst1",
          ("src0", "src1"), ("dst0", "dst1"), _VEC, "bits", False, "deintlv", "deintlv_mask"),
    Instr("unpack_lower", "asc_unpack_lower", "widen the low half of src (zero or sign extension)",
          ("src",), ("dst",), _INT_NARROW, "bool", False, "unpack", "unpack_mask", ("lower",), "ext",
          "mask form: each bit of the low 128 becomes a pair of bits, the odd one 0"),
    Instr("unpack_upper", "asc_unpack_upper", "widen the high half of src (zero or sign extension)",
          ("src",), ("dst",), _INT_NARROW, "bool", False, "unpack", "unpack_mask", ("upper",), "ext",
          "mask form: each bit of the high 128 becomes a pair of bits, the odd one 0"),
    Instr("unpack", "asc_unpack_lower / asc_unpack_upper", "both halves of src widened: lower and upper",
          ("src",), ("lower", "upper"), _INT_NARROW, "bool", False, "unpack", "unpack_mask",
          ("lower", "upper"), "ext", "mask form: each bit of a half becomes a pair of bits, the odd one 0"),
    Instr("pack_to_low", "asc_pack_to_low", "keep the low half of each element's bits, into the low half of dst",
          ("src",), ("dst",), _INT_WIDE, "bool", False, "pack", "pack_mask", ("low",), "low",
          "mask form: the even bits into bits 0..127, the rest 0"),
    Instr("pack_to_high", "asc_pack_to_high", "keep the low half of each element's bits, into the high half of dst",
          ("src",), ("dst",), _INT_WIDE, "bool", False, "pack", "pack_mask", ("high",), "low",
          "mask form: the even bits into bits 128..255, the rest 0"),
    Instr("pack", "asc_pack_to_low / asc_pack_to_high", "both packs of src: into the low and the high half",
          ("src",), ("low", "high"), _INT_WIDE, "bool", False, "pack", "pack_mask", ("low", "high"), "low",
          "mask form: the even bits into bits 0..127 (low) or 128..255 (high)"),
    Instr("select", "asc_select", "per lane, src0 where the mask is set, else src1",
          ("src0", "src1"), ("dst",), _types("asc_select"), "bool", True, "select", "select",
          mask_summary="mask form: bit by bit, src0 where the mask bit is set, else src1"),
    Instr("squeeze", "asc_squeeze", "the lanes selected by the mask, in order, at the bottom; zeros above",
          ("src",), ("dst",), _types("asc_squeeze"), None, True, "squeeze"),
    Instr("unsqueeze", "asc_unsqueeze", "exclusive prefix count of the mask: dst[i] = set lanes below i",
          (), ("dst",), _UNSQUEEZE, None, True, "unsqueeze"),
)}

#: Names accepted besides ``KEY`` and ``asc_KEY``: deprecated C names and the mask forms.
_ALIASES: dict[str, tuple[str, str | None, int | None]] = {
    "asc_pack": ("pack_to_low", None, None),
    "asc_pack_v2": ("pack_to_high", None, None),
    "asc_squeeze_v2": ("squeeze", None, None),
    **{f"{p}{k}_b{b}": (k, None, b) for p in ("", "asc_") for k in ("intlv", "deintlv") for b in (8, 16, 32)},
}

#: Extra spellings of element types: numpy names and C names without ``_t``.
_DTYPE_ALIASES = {
    "int8": "int8_t", "uint8": "uint8_t", "int16": "int16_t", "uint16": "uint16_t", "int32": "int32_t",
    "uint32": "uint32_t", "float16": "half", "float32": "float", "bfloat16": "bfloat16_t",
    "hifloat8": "hifloat8_t", "fp8_e8m0": "fp8_e8m0_t", "fp8_e5m2": "fp8_e5m2_t", "fp8_e4m3fn": "fp8_e4m3fn_t",
    "float8_e8m0fnu": "fp8_e8m0_t", "float8_e5m2": "fp8_e5m2_t", "float8_e4m3fn": "fp8_e4m3fn_t",
}

#: The default element type of each instruction in ``explain``: a 64-lane (32-bit) register where the
#: instruction allows one, because it gives the smallest complete diagram.
DEFAULT_TYPES = {
    "intlv": "uint32_t", "deintlv": "uint32_t", "select": "uint32_t", "squeeze": "uint32_t",
    "unsqueeze": "uint32_t", "unpack_lower": "uint16_t", "unpack_upper": "uint16_t", "unpack": "uint16_t",
    "pack_to_low": "uint32_t", "pack_to_high": "uint32_t", "pack": "uint32_t",
}


def op_names() -> str:
    """Every accepted instruction name, for error messages and help."""
    return ", ".join(INSTRS) + " (also asc_<name>, asc_intlv_b8/_b16/_b32, asc_deintlv_b8/_b16/_b32)"


def _valid_types(instr: Instr) -> str:
    names = dtypes.names(instr.types)
    if instr.mask_form == "bits":
        names += f"; masks: --bits 8/16/32 or asc_{instr.key}_b8/_b16/_b32"
    elif instr.mask_form == "bool":
        names += ", bool (the vector_bool form)"
    return names


def elem_type(name: str) -> ElemType:
    """The element type of a C name or one of the common numpy spellings; ToolError if unknown."""
    canonical = _DTYPE_ALIASES.get(name, name)
    try:
        return dtypes.by_name(canonical)
    except KeyError:
        valid = dtypes.names(dtypes.VECTOR_ELEM_TYPES) + ", bool"
        raise ToolError(f"unknown element type {name!r}; valid: {valid}") from None


@dataclass(frozen=True)
class Variant:
    """One instruction at one element type (or its mask form): what the tools draw and generate."""

    instr: Instr
    #: The element type named by ``--dtype`` (None for the mask form).
    elem: ElemType | None
    #: Bits per element the mask form works on (``asc_intlv_b16`` -> 16); None for vector forms.
    bits: int | None = None
    #: The name the user typed, when it was an alias worth showing (deprecated names).
    typed_name: str = ""

    @property
    def is_mask(self) -> bool:
        """Whether the data operands are mask registers (``vector_bool``)."""
        return self.elem is None

    @property
    def group(self) -> int:
        """Mask bits that move together: 1, 2 or 4 for the b8/b16/b32 forms, 1 for bitwise forms."""
        return (self.bits // 8) if self.bits else 1

    @property
    def src_elem(self) -> ElemType | None:
        """Element type of the data sources (None for masks; unsqueeze has no data source)."""
        if self.instr.key == "unsqueeze":
            return None
        return self.elem

    @property
    def dst_elem(self) -> ElemType | None:
        """Element type of the results (None for masks)."""
        if self.elem is None:
            return None
        if self.instr.ops_name == "unpack":
            return dtypes.by_name({"uint8_t": "uint16_t", "int8_t": "int16_t",
                                   "uint16_t": "uint32_t", "int16_t": "int32_t"}[self.elem.name])
        if self.instr.ops_name == "pack":
            # The destination of a pack is always the unsigned narrow type (see ops.PACK_PAIRS).
            return dtypes.by_name("uint8_t" if self.elem.size == 2 else "uint16_t")
        return self.elem

    @property
    def src_lanes(self) -> int:
        """Lanes of one source register (mask bits for the mask form)."""
        if self.instr.key == "unsqueeze":
            return self.dst_lanes
        return MASK_BITS if self.elem is None else self.elem.lanes

    @property
    def dst_lanes(self) -> int:
        """Lanes of one result register."""
        d = self.dst_elem
        return MASK_BITS if d is None else d.lanes

    @property
    def mask_lanes(self) -> int:
        """Flags the mask operand supplies: one per element of the data it governs."""
        if self.instr.key == "unsqueeze":
            return self.dst_lanes
        return self.src_lanes

    @property
    def c_name(self) -> str:
        """The C function name(s), with the b-suffix of a mask form."""
        if self.bits:
            return f"asc_{self.instr.key}_b{self.bits}"
        return self.instr.c_name

    def reg_type(self, elem: ElemType | None) -> str:
        """The C register type holding ``elem`` (``vector_bool`` for None)."""
        return "vector_bool" if elem is None else f"vector_{elem.name}"

    @property
    def c_call(self) -> str:
        """A C call with operand names and types, e.g. ``asc_intlv(dst0, dst1, src0, src1)``."""
        key = self.instr.key
        src_t, dst_t = self.reg_type(self.src_elem), self.reg_type(self.dst_elem)
        if key in ("intlv", "deintlv"):
            return f"{self.c_name}({dst_t}& dst0, {dst_t}& dst1, {src_t} src0, {src_t} src1)"
        if key in ("unpack", "pack"):
            a, b = ("lower", "upper") if key == "unpack" else ("to_low", "to_high")
            return f"asc_{key}_{a}/_{b}({dst_t}& dst, {src_t} src)"
        if key == "select":
            return f"asc_select({dst_t}& dst, {src_t} src0, {src_t} src1, vector_bool mask)"
        if key == "squeeze":
            return f"asc_squeeze({dst_t}& dst, {src_t} src, vector_bool mask)"
        if key == "unsqueeze":
            return f"asc_unsqueeze({dst_t}& dst, vector_bool mask)"
        return f"{self.c_name}({dst_t}& dst, {src_t} src)"

    @property
    def label(self) -> str:
        """A short name for files and headings: ``intlv_uint32_t``, ``asc_intlv_b16``, ``unpack_lower_bool``."""
        if self.bits:
            return f"{self.instr.key}_b{self.bits}"
        return f"{self.instr.key}_{self.elem.name if self.elem else 'bool'}"

    @property
    def mask_governing_stride(self) -> int:
        """Mask bits per flag: element i of the data is governed by mask bit ``i * stride``."""
        if self.instr.key == "unsqueeze":
            assert self.elem is not None
            return self.elem.size
        return 1 if self.elem is None else self.elem.size

    # ------------------------------------------------------------------------------------------

    def _ops_func(self, name: str) -> Callable[..., Any]:
        """A function of :mod:`ascsim.ops`, or a ToolError saying it is not there yet."""
        ops = importlib.import_module("ascsim.ops")
        func = getattr(ops, name, None)
        if func is None:
            raise ToolError(f"{self.c_name}: ascsim.ops.{name} is not available in this version of ascsim, "
                            "so this instruction cannot be run yet")
        return cast(Callable[..., Any], func)

    def check_available(self) -> None:
        """Raise ToolError early if the ops function behind this variant is missing."""
        self._ops_func(self.instr.ops_mask_name if self.is_mask and self.instr.ops_mask_name
                       else self.instr.ops_name)

    def run(self, srcs: list[np.ndarray], mask: np.ndarray | None = None) -> dict[str, np.ndarray]:
        """Run the instruction through :mod:`ascsim.ops` on batches of registers.

        ``srcs`` are the data sources in C order: arrays ``(..., N)`` of the source dtype (bool
        ``(..., 256)`` for masks). ``mask`` holds one flag per governed lane (select, squeeze) or
        per destination lane (unsqueeze). Returns the results keyed by ``instr.dests``.
        """
        instr = self.instr
        name = instr.ops_mask_name if self.is_mask and instr.ops_mask_name else instr.ops_name
        func = self._ops_func(name)
        if instr.key in ("intlv", "deintlv"):
            d0, d1 = func(srcs[0], srcs[1], self.bits) if self.is_mask else func(srcs[0], srcs[1])
            return {"dst0": d0, "dst1": d1}
        if instr.parts:
            return {dst: func(srcs[0], part) for dst, part in zip(instr.dests, instr.parts, strict=True)}
        if instr.key == "select":
            return {"dst": func(srcs[0], srcs[1], mask)}
        if instr.key == "squeeze":
            return {"dst": func(srcs[0], mask)}
        assert instr.key == "unsqueeze" and self.elem is not None
        return {"dst": func(mask, self.elem.np)}


def resolve(op: str, dtype: str | None = None, bits: int | None = None, *, default_type: bool = True) -> Variant:
    """The variant a user asked for; ToolError naming what is valid otherwise.

    ``op`` is an instruction name with or without ``asc_`` (or an alias in ``_ALIASES``); ``dtype``
    an element type name (``bool`` for the vector_bool form); ``bits`` 8/16/32 selects the mask form
    of intlv/deintlv. With neither, ``default_type`` picks :data:`DEFAULT_TYPES` (else ToolError).
    """
    typed = op
    name_dtype: str | None = None
    name_bits: int | None = None
    if op in _ALIASES:
        key, name_dtype, name_bits = _ALIASES[op]
    else:
        key = op[4:] if op.startswith("asc_") else op
    instr = INSTRS.get(key)
    if instr is None:
        raise ToolError(f"unknown instruction {op!r}; valid: {op_names()}")
    shown = typed
    if name_dtype is not None:
        if dtype is not None and elem_type(dtype).name != name_dtype:
            raise ToolError(f"{op} returns {name_dtype}; --dtype {dtype} contradicts it")
        dtype = name_dtype
    if name_bits is not None:
        if dtype is not None:
            raise ToolError(f"{op} works on mask registers (vector_bool); --dtype does not apply")
        if bits is not None and bits != name_bits:
            raise ToolError(f"{op} works on {name_bits}-bit groups; --bits {bits} contradicts it")
        bits = name_bits
    if bits is not None:
        if dtype is not None:
            raise ToolError("give --dtype or --bits, not both")
        if instr.mask_form != "bits":
            hint = ("; its mask form is --dtype bool" if instr.mask_form == "bool"
                    else f"; {shown} has no mask-register form")
            raise ToolError(f"--bits selects the mask forms asc_intlv_b8/_b16/_b32 and asc_deintlv_b8/_b16/_b32 "
                            f"only, not {shown}{hint}")
        if bits not in (8, 16, 32):
            raise ToolError(f"--bits must be 8, 16 or 32; got {bits}")
        return Variant(instr, None, bits, typed)
    if dtype is None:
        if not default_type:
            raise ToolError(f"{shown}: --dtype is required; valid: {_valid_types(instr)}")
        dtype = DEFAULT_TYPES[instr.key]
    if dtype in ("bool", "bool_", "vector_bool"):
        if instr.mask_form == "bool":
            return Variant(instr, None, None, typed)
        if instr.mask_form == "bits":
            raise ToolError(f"{shown} on masks needs a group width: --bits 8/16/32 "
                            f"(asc_{instr.key}_b8/_b16/_b32)")
        raise ToolError(f"{shown} has no mask-register form; valid --dtype: {_valid_types(instr)}")
    elem = elem_type(dtype)
    if elem not in instr.types:
        role = "destination" if instr.key == "unsqueeze" else "source"
        raise ToolError(f"{shown}: dtype {elem.name} is not a valid {role} type; valid: {_valid_types(instr)}")
    return Variant(instr, elem, None, typed)
