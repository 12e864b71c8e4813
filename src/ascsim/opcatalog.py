"""The instructions the tools (``ascsim explain``, ``ascsim golden``) know, as data.

Each entry (:class:`Instr`) says once what an instruction is for the tools: its C name, its
operands, the element types it accepts, the function of :mod:`ascsim.ops` that defines it and
how to call that function (``call``), and which lane relation a diagram shows (``relation``):

* ``move``: every destination lane holds one source lane (or zero): permutes, loads and stores
  that move lanes, the lane parts of conversions;
* ``reduce``: destination lanes combine groups of source lanes (sums, max/min and their index);
* ``values``: destination lanes are computed from the lane number (``asc_arange``, ``asc_unsqueeze``);
* ``count``: destination lanes count source lanes by value (the histograms).

:func:`resolve` turns what a user typed (``intlv``, ``asc_intlv_b16``, ``unpack_lower`` with
``--dtype int8_t``, ``asc_float2half_rn_v2`` ...) into a :class:`Variant` that runs the instruction
through :mod:`ascsim.ops`, the one place that defines what it does. Nothing here re-implements an
instruction: the ``call`` adapters only arrange operands the way the ops function takes them.
``ascsim golden`` covers the ``permute`` family (``reg_permute_sel.h``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from . import dtypes, ops, spec
from .arch import MASK_BITS, UB_ALIGN, VL_BYTES
from .dtypes import ElemType
from .ops import convert, histogram, index, load, load_store, reduce, store
from .spec import reg_convert


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
    #: The :mod:`ascsim.ops` function that defines it (vector form) and that of its mask form.
    ops: Callable[..., Any]
    ops_mask: Callable[..., Any] | None = None
    #: ``part`` passed to ops for each entry of ``dests`` (unpack/pack only).
    parts: tuple[str, ...] = ()
    #: A short description of how each moved value is transformed (unpack/pack), for the diagrams.
    transform: str = ""
    #: ``summary`` for the mask-register form, where it differs.
    mask_summary: str = ""
    #: ``"permute"`` (reg_permute_sel.h, the entries ``ascsim golden`` covers), ``"reduce"``,
    #: ``"index"``, ``"histogram"``, ``"load"``, ``"store"`` or ``"convert"``.
    family: str = "permute"
    #: The lane relation a diagram shows: ``"move"``, ``"reduce"``, ``"values"`` or ``"count"``.
    relation: str = "move"
    #: How a diagram recovers the relation: ``"label"`` (labelled lanes, for instructions that move
    #: bits unchanged) or ``"onehot"`` (one marked lane per run, for those that compute values).
    trace: str = "label"
    #: The operands of a variant: (sources, destinations); None: from the permute properties.
    operands: Callable[[Variant], tuple[list[Operand], list[Operand]]] | None = None
    #: Runs the ops function: ``call(variant, sources, flags)`` -> results keyed by destination name;
    #: None: the permute dispatch of :meth:`Variant.run`.
    call: Callable[[Variant, list[np.ndarray], np.ndarray | None], dict[str, np.ndarray]] | None = None
    #: The default element type of ``explain`` for this entry.
    default: str = ""
    #: Deprecated C names of this instruction (accepted as names, mentioned in the diagram).
    aliases: tuple[str, ...] = ()
    #: A line the diagrams add to their notes (e.g. a demo choice).
    note: str = ""
    #: ``onehot`` traces: the raw value of every other lane and of the marked lane (as numbers of the
    #: element type): a sum marks 1 among 0, a max 2 among 1, a min 1 among 2.
    probe: tuple[int, int] = (0, 1)
    #: The demo sources of a ``count`` diagram (the histograms count lanes by value).
    demo: Callable[[Variant], list[np.ndarray]] | None = None
    #: The ops helper that fixes the order of a float sum, run on symbolic lanes for the diagram.
    tree: Callable[..., Any] | None = None


@dataclass(frozen=True)
class Operand:
    """One operand drawn as a strip: a register, the elements a load reads from UB or a store writes
    there, or the bytes a load/store-unalign register holds."""

    name: str
    #: Element type of one lane; None for mask bits.
    elem: ElemType | None
    #: Lanes drawn (elements; bits for masks; 4-bit values for the 4-bit pair types).
    count: int
    #: ``"reg"`` (a register), ``"ub"`` (elements in UB), ``"ureg"`` (the unaligned-stream register)
    #: or ``"scalar"`` (a scalar argument).
    where: str = "reg"
    #: Whether a lane is one 4-bit value (two per byte, the low nibble first); conversions only, the
    #: loads and stores move 4-bit pairs as whole bytes.
    nibbles: bool = False


def _types(c_name: str, role: str = "src") -> tuple[ElemType, ...]:
    """The element types of ``c_name``'s vector-register overloads, from the spec: those of the first
    source register (``role="src"``) or of the destination register (``role="dst"``)."""

    out: list[ElemType] = []
    for overload in spec.by_name()[c_name]:
        regs_ = [p.ty for p in overload.params if p.ty.kind == "reg" and p.ty.ref == (role == "dst")]
        if regs_ and regs_[0].elem is not None and regs_[0].elem not in out:
            out.append(regs_[0].elem)
    return tuple(out)


@functools.cache
def _void_form(c_name: str, elem: ElemType | None, role: str) -> Any:
    """The spec's ``void`` overload of ``c_name`` whose first source (``role="src"``) or destination
    (``"dst"``) register holds ``elem`` (or whose UB operand does: the 4-bit pairs); for None, the
    mask-register form (no vector operand)."""

    for overload in spec.by_name()[c_name]:
        if overload.result_of is not None or overload.function.where != "vf":
            continue
        regs_ = [p.ty.elem for p in overload.params if p.ty.kind == "reg" and p.ty.ref == (role == "dst")]
        ptrs = [p.ty.elem for p in overload.params if p.ty.kind == "ptr"]
        if elem is None:
            if not any(p.ty.kind == "reg" for p in overload.params):
                return overload
        elif (regs_ and regs_[0] is elem) or (elem in ptrs and not regs_):
            return overload
    for overload in spec.by_name()[c_name]:  # a register of another name for the same bytes (int4b_t data)
        if overload.result_of is None and elem is not None and elem in [p.ty.elem for p in overload.params]:
            return overload
    raise ToolError(f"{c_name} has no form for {elem.name if elem else 'vector_bool'}")


@functools.cache
def _dst_types(c_name: str) -> dict[ElemType, ElemType]:
    """Source element type -> destination element type of ``c_name``'s register overloads (spec)."""

    out: dict[ElemType, ElemType] = {}
    for overload in spec.by_name()[c_name]:
        src = [p.ty.elem for p in overload.params if p.ty.kind == "reg" and not p.ty.ref]
        dst = [p.ty.elem for p in overload.params if p.ty.kind == "reg" and p.ty.ref]
        if src and dst and src[0] is not None and dst[0] is not None:
            out.setdefault(src[0], dst[0])
    return out


_VEC = _types("asc_intlv")
_INT_NARROW = _types("asc_unpack_lower")
_INT_WIDE = _types("asc_pack_to_low")
_UNSQUEEZE = _types("asc_unsqueeze", "dst")

INSTRS: dict[str, Instr] = {i.key: i for i in (
    Instr("intlv", "asc_intlv", "interleave two registers: the low halves into dst0, the high halves into dst1",
          ("src0", "src1"), ("dst0", "dst1"), _VEC, "bits", False, ops.intlv, ops.intlv_mask),
    Instr("deintlv", "asc_deintlv", "deinterleave: even elements of src0++src1 into dst0, odd ones into dst1",
          ("src0", "src1"), ("dst0", "dst1"), _VEC, "bits", False, ops.deintlv, ops.deintlv_mask),
    Instr("unpack_lower", "asc_unpack_lower", "widen the low half of src (zero or sign extension)",
          ("src",), ("dst",), _INT_NARROW, "bool", False, ops.unpack, ops.unpack_mask, ("lower",), "ext",
          "mask form: each bit of the low 128 becomes a pair of bits, the odd one 0"),
    Instr("unpack_upper", "asc_unpack_upper", "widen the high half of src (zero or sign extension)",
          ("src",), ("dst",), _INT_NARROW, "bool", False, ops.unpack, ops.unpack_mask, ("upper",), "ext",
          "mask form: each bit of the high 128 becomes a pair of bits, the odd one 0"),
    Instr("unpack", "asc_unpack_lower / asc_unpack_upper", "both halves of src widened: lower and upper",
          ("src",), ("lower", "upper"), _INT_NARROW, "bool", False, ops.unpack, ops.unpack_mask,
          ("lower", "upper"), "ext", "mask form: each bit of a half becomes a pair of bits, the odd one 0"),
    Instr("pack_to_low", "asc_pack_to_low", "keep the low half of each element's bits, into the low half of dst",
          ("src",), ("dst",), _INT_WIDE, "bool", False, ops.pack, ops.pack_mask, ("low",), "low",
          "mask form: the even bits into bits 0..127, the rest 0"),
    Instr("pack_to_high", "asc_pack_to_high", "keep the low half of each element's bits, into the high half of dst",
          ("src",), ("dst",), _INT_WIDE, "bool", False, ops.pack, ops.pack_mask, ("high",), "low",
          "mask form: the even bits into bits 128..255, the rest 0"),
    Instr("pack", "asc_pack_to_low / asc_pack_to_high", "both packs of src: into the low and the high half",
          ("src",), ("low", "high"), _INT_WIDE, "bool", False, ops.pack, ops.pack_mask, ("low", "high"), "low",
          "mask form: the even bits into bits 0..127 (low) or 128..255 (high)"),
    Instr("select", "asc_select", "per lane, src0 where the mask is set, else src1",
          ("src0", "src1"), ("dst",), _types("asc_select"), "bool", True, ops.select, ops.select,
          mask_summary="mask form: bit by bit, src0 where the mask bit is set, else src1"),
    Instr("squeeze", "asc_squeeze", "the lanes selected by the mask, in order, at the bottom; zeros above",
          ("src",), ("dst",), _types("asc_squeeze"), None, True, ops.squeeze),
    Instr("unsqueeze", "asc_unsqueeze", "exclusive prefix count of the mask: dst[i] = set lanes below i",
          (), ("dst",), _UNSQUEEZE, None, True, ops.unsqueeze, relation="values"),
)}

# ---------------------------------------------------------------------------------------------
# the instructions beyond reg_permute_sel.h: operands and the adapters that call ascsim.ops


def _reg_lanes(elem: ElemType | None) -> int:
    return MASK_BITS if elem is None else elem.lanes


def _uint(size: int) -> np.dtype[Any]:
    return np.dtype(f"u{size}")


def _raw(a: np.ndarray) -> np.ndarray:
    """The raw bits of a typed lane array (an unsigned dtype of the same width)."""
    a = np.ascontiguousarray(a)
    return a if a.dtype == np.bool_ else a.view(_uint(a.dtype.itemsize))


def _bytes(a: np.ndarray) -> np.ndarray:
    """The little-endian bytes of each register (``(..., n)`` -> ``(..., n * k)``)."""
    a = np.ascontiguousarray(a)
    return a.view(np.uint8).reshape(a.shape[:-1] + (a.shape[-1] * a.dtype.itemsize,))


def _one_src_dst(src_name: str = "src", dst_name: str = "dst",
                 src_count: Callable[[int], int] | None = None, src_where: str = "reg",
                 dst_count: Callable[[int], int] | None = None, dst_where: str = "reg",
                 dst_elem: Callable[[Variant], ElemType | None] | None = None,
                 ) -> Callable[[Variant], tuple[list[Operand], list[Operand]]]:
    """Operands of a one-source, one-destination instruction; counts are functions of the lanes
    ``n`` of a register of the variant's element type (mask bits for the mask form)."""
    def operands(v: Variant) -> tuple[list[Operand], list[Operand]]:
        n = _reg_lanes(v.elem)
        de = dst_elem(v) if dst_elem is not None else v.elem
        return ([Operand(src_name, v.elem, src_count(n) if src_count else n, src_where)],
                [Operand(dst_name, de, dst_count(n) if dst_count else _reg_lanes(de), dst_where)])
    return operands


# --- loads: the UB elements read on the source side -----------------------------------------

#: Demo placement of the unaligned load: the source address lies this many elements past a 32-byte
#: boundary (the register carries that block from asc_loadunalign_pre or the previous load).
UNALIGNED_SKIP = 3
#: Demo state of the unaligned store: the register holds this many elements of an earlier store,
#: from a 32-byte boundary, and the store appends a whole register.
UNALIGNED_PENDING = 3


def _call_load(func: Callable[..., Any]
               ) -> Callable[[Variant, list[np.ndarray], np.ndarray | None], dict[str, np.ndarray]]:
    def call(v: Variant, srcs: list[np.ndarray], flags: np.ndarray | None) -> dict[str, np.ndarray]:
        return {"dst": func(srcs[0])}
    return call


def _call_deintlv(v: Variant, srcs: list[np.ndarray], flags: np.ndarray | None) -> dict[str, np.ndarray]:
    d0, d1 = load_store.deinterleave(srcs[0])
    return {"dst0": d0, "dst1": d1}


def _unaligned_load_operands(v: Variant) -> tuple[list[Operand], list[Operand]]:
    assert v.elem is not None
    k = v.elem.size
    return ([Operand("ureg", v.elem, UB_ALIGN // k, "ureg"), Operand("ub", v.elem, VL_BYTES // k, "ub")],
            [Operand("dst", v.elem, v.elem.lanes)])


def _call_loadunalign(v: Variant, srcs: list[np.ndarray], flags: np.ndarray | None) -> dict[str, np.ndarray]:
    assert v.elem is not None
    skip = UNALIGNED_SKIP * v.elem.size
    joined = load.unaligned_join(_bytes(srcs[0]), _bytes(srcs[1]), skip)
    return {"dst": np.ascontiguousarray(joined).view(v.elem.bits)}


# --- stores: the UB elements written on the destination side --------------------------------

def _call_storealign_intlv(v: Variant, srcs: list[np.ndarray], flags: np.ndarray | None) -> dict[str, np.ndarray]:
    return {"ub": load_store.interleave(srcs[0], srcs[1])}


def _half_width(v: Variant) -> ElemType | None:
    """The unsigned type of half the element width: what asc_storealign_pack keeps of each element."""
    if v.elem is None:
        return None
    return dtypes.by_name({2: "uint8_t", 4: "uint16_t", 8: "uint32_t"}[v.elem.size])


def _call_storealign_pack(v: Variant, srcs: list[np.ndarray], flags: np.ndarray | None) -> dict[str, np.ndarray]:
    if v.elem is None:
        packed = load_store.mask_pack(srcs[0])
        return {"ub": np.unpackbits(packed, axis=-1, bitorder="little").astype(np.bool_)}
    half = _half_width(v)
    assert half is not None
    return {"ub": np.ascontiguousarray(load_store.pack_low_halves(_raw(srcs[0]))).view(half.bits)}


def _call_pack_quarter(v: Variant, srcs: list[np.ndarray], flags: np.ndarray | None) -> dict[str, np.ndarray]:
    return {"ub": store.pack_quarter(_raw(srcs[0]))}


def _call_first(v: Variant, srcs: list[np.ndarray], flags: np.ndarray | None) -> dict[str, np.ndarray]:
    assert v.elem is not None
    return {"ub": np.ascontiguousarray(store.first_element(_raw(srcs[0]))).view(v.elem.bits)}


def _unaligned_store_split(v: Variant) -> tuple[int, int]:
    """(elements written to UB, elements kept in the register) of the demo unaligned store, from a
    run of the stream split on the demo's sizes."""
    assert v.elem is not None
    k = v.elem.size
    written, kept = store.stream_split(0, np.zeros(UNALIGNED_PENDING * k, np.uint8),
                                                np.zeros(VL_BYTES, np.uint8))
    return written.size // k, kept.size // k


def _unaligned_store_operands(v: Variant) -> tuple[list[Operand], list[Operand]]:
    assert v.elem is not None
    written, kept = _unaligned_store_split(v)
    return ([Operand("ureg", v.elem, UNALIGNED_PENDING, "ureg"), Operand("src1", v.elem, v.elem.lanes)],
            [Operand("ub", v.elem, written, "ub"), Operand("ureg'", v.elem, kept, "ureg")])


def _call_storeunalign(v: Variant, srcs: list[np.ndarray], flags: np.ndarray | None) -> dict[str, np.ndarray]:
    assert v.elem is not None
    split = store.stream_split
    pending, new = _bytes(srcs[0]), _bytes(srcs[1])
    # stream_split works on one stream (1-D): batched inputs are split row by row.
    rows = [split(0, p, s) for p, s in zip(pending.reshape(-1, pending.shape[-1]), new.reshape(-1, new.shape[-1]),
                                           strict=True)]
    lead = pending.shape[:-1]
    written = np.stack([w for w, _ in rows]).reshape(lead + (-1,))
    kept = np.stack([k for _, k in rows]).reshape(lead + (-1,))
    bits = v.elem.bits
    return {"ub": np.ascontiguousarray(written).view(bits), "ureg'": np.ascontiguousarray(kept).view(bits)}


# --- reductions, index, histograms ------------------------------------------------------------

def _flags_or_all(flags: np.ndarray | None, shape: tuple[int, ...]) -> np.ndarray:
    return np.ones(shape, np.bool_) if flags is None else np.broadcast_to(flags, shape)


def _reduce_dst(v: Variant) -> ElemType | None:
    return _dst_types(v.instr.c_name).get(v.elem) if v.elem is not None else None


def _call_reduce(func: Callable[..., Any], op: str = "") -> Callable[[Variant, list[np.ndarray], np.ndarray | None],
                                                      dict[str, np.ndarray]]:
    def call(v: Variant, srcs: list[np.ndarray], flags: np.ndarray | None) -> dict[str, np.ndarray]:
        assert v.elem is not None
        raw = _raw(srcs[0])
        lanes_ = _flags_or_all(flags, raw.shape)
        if op:
            return {"dst": func(raw, lanes_, v.elem.np, op)}
        if func is reduce.pair_reduce_sum_raw:
            return {"dst": func(raw, lanes_, v.elem.np)}
        dst = _reduce_dst(v)
        assert dst is not None
        return {"dst": func(raw, lanes_, v.elem.np, dst.np)}
    return call


def _arange_operands(v: Variant) -> tuple[list[Operand], list[Operand]]:
    return [Operand("value", v.elem, 1, "scalar")], [Operand("dst", v.elem, _reg_lanes(v.elem))]


def _call_arange(descend: bool) -> Callable[[Variant, list[np.ndarray], np.ndarray | None], dict[str, np.ndarray]]:
    def call(v: Variant, srcs: list[np.ndarray], flags: np.ndarray | None) -> dict[str, np.ndarray]:
        assert v.elem is not None
        return {"dst": index.arange_raw(_raw(srcs[0]), v.elem.np, descend)}
    return call


def _call_histogram(kind: str, bin_: int) -> Callable[[Variant, list[np.ndarray], np.ndarray | None],
                                                      dict[str, np.ndarray]]:
    def call(v: Variant, srcs: list[np.ndarray], flags: np.ndarray | None) -> dict[str, np.ndarray]:
        src = _raw(srcs[0])
        lanes_ = _flags_or_all(flags, src.shape)
        counters = np.zeros(lanes_.shape[:-1] + (128,), np.uint16)
        return {"dst": _HISTOGRAMS[kind](counters, src, lanes_, bin_)}
    return call


# --- conversions --------------------------------------------------------------------------------

FOUR_BIT_NAMES = ("int4b_t", "fp4x2_e2m1_t", "fp4x2_e1m2_t")


def _convert_operand(name: str, elem: ElemType) -> Operand:
    four = elem.name in FOUR_BIT_NAMES
    return Operand(name, elem, 2 * VL_BYTES if four else elem.lanes, "reg", four)


def _convert_operands(v: Variant) -> tuple[list[Operand], list[Operand]]:
    c = v.form
    return [_convert_operand("src", c.src)], [_convert_operand("dst", c.dst)]


def _call_convert(v: Variant, srcs: list[np.ndarray], flags: np.ndarray | None) -> dict[str, np.ndarray]:
    c = v.form
    raw = _raw(srcs[0])
    mask = np.ones(raw.shape[:-1] + (MASK_BITS,), np.bool_)  # every element active
    out = convert.convert_raw(raw, mask, c.src.name, c.dst.name, c.rounding, c.sat, c.part)
    return {"dst": out}


#: The histogram functions of :mod:`ascsim.ops.histogram` by kind.
_HISTOGRAMS: dict[str, Callable[..., np.ndarray]] = {"frequency": histogram.frequency_histogram_raw,
                                                     "cumulative": histogram.cumulative_histogram_raw}


def ops_label(func: Callable[..., Any]) -> str:
    """How the tools name an :mod:`ascsim.ops` function: ``intlv`` where the package exports it, else
    ``module.function`` (``reduce.tree_sum``)."""
    if getattr(ops, func.__name__, None) is func:
        return func.__name__
    return f"{func.__module__.removeprefix('ascsim.ops.')}.{func.__name__}"


def _more_instrs() -> tuple[Instr, ...]:
    """The entries beyond reg_permute_sel.h."""
    def red(key: str, summary: str, func: Callable[..., Any], op: str = "", note: str = "") -> Instr:
        c_name = f"asc_{key}"
        types = _types(c_name)
        probe = {"max": (1, 2), "min": (2, 1)}.get(op, (0, 1))
        return Instr(key, c_name, summary, ("src",), ("dst",), types, None, False, func,
                     family="reduce", relation="reduce", trace="onehot",
                     operands=_one_src_dst(dst_elem=_reduce_dst if not op else None),
                     call=_call_reduce(func, op), probe=probe,
                     default="float", note=note, tree=reduce.tree_sum if note else None)

    def load_entry(key: str, summary: str, func: Callable[..., Any], src_count: Callable[[int], int],
                   mask: bool = False, aliases: tuple[str, ...] = (), default: str = "uint32_t") -> Instr:
        c_name = f"asc_{key}"
        return Instr(key, c_name, summary, ("ub",), ("dst",), _types(c_name, "dst"), "bool" if mask else None,
                     False, func, family="load", operands=_one_src_dst("ub", src_count=src_count, src_where="ub"),
                     call=_call_load(func), default=default, aliases=aliases)

    def hist(kind: str, bin_: int) -> Instr:
        key = f"{kind}_histogram_bin{bin_}"
        what = ("dst[n] += how many active src lanes equal 128*bin+n" if kind == "frequency"
                else "dst[n] += how many active src lanes lie in [0, 128*bin+n]")
        return Instr(key, f"asc_{key}", what.replace("bin", str(bin_)), ("src",), ("dst",), (dtypes.uint8_t,),
                     None, False, _HISTOGRAMS[kind], family="histogram", relation="count",
                     trace="onehot", operands=_one_src_dst(dst_elem=lambda v: dtypes.uint16_t),
                     call=_call_histogram(kind, bin_), default="uint8_t",
                     demo=lambda v: [(128 * bin_ + (5 * np.arange(256)) % 12).astype(np.uint8)],
                     note=f"demo source: src[i] = {128 * bin_} + (5*i mod 12); dst starts at 0; every lane "
                          "active")

    float_tree = "float sums add in a pairwise tree, each addition rounded to the element type"
    return (
        red("reduce_sum", "the sum of the active lanes into dst[0], 0 above", reduce.reduce_sum_raw, note=float_tree),
        red("reduce_sum_datablock", "the sum of each 32-byte block's active lanes into dst[b], 0 above",
            reduce.reduce_sum_datablock_raw, note=float_tree),
        red("reduce_max", "the largest active lane into dst[0], its index into dst[1], 0 above",
            reduce.reduce_extreme_raw, "max"),
        red("reduce_min", "the smallest active lane into dst[0], its index into dst[1], 0 above",
            reduce.reduce_extreme_raw, "min"),
        red("reduce_max_datablock", "the largest active lane of each 32-byte block into dst[b], 0 above",
            reduce.reduce_extreme_datablock_raw, "max"),
        red("reduce_min_datablock", "the smallest active lane of each 32-byte block into dst[b], 0 above",
            reduce.reduce_extreme_datablock_raw, "min"),
        red("pair_reduce_sum", "dst[j] = src[2j] + src[2j+1] in the lower half, 0 in the upper half",
            reduce.pair_reduce_sum_raw),
        Instr("arange", "asc_arange", "dst[i] = value + i", ("value",), ("dst",), _types("asc_arange", "dst"),
              None, False, index.arange_raw, family="index", relation="values", operands=_arange_operands,
              call=_call_arange(False), default="int32_t",
              note="drawn with value = 0, so each lane shows what is added to value"),
        Instr("arange_descend", "asc_arange_descend", "dst[i] = value + (N-1-i)", ("value",), ("dst",),
              _types("asc_arange_descend", "dst"), None, False, index.arange_raw, family="index",
              relation="values", operands=_arange_operands, call=_call_arange(True), default="int32_t",
              note="drawn with value = 0, so each lane shows what is added to value"),
        hist("frequency", 0), hist("frequency", 1), hist("cumulative", 0), hist("cumulative", 1),
        load_entry("loadalign_brc_elem", "one element from UB into every lane", load.brc_elem, lambda n: 1,
             aliases=("asc_loadalign_brc",)),
        load_entry("loadalign_brc_datablock", "one 32-byte block from UB repeated into all 8 blocks",
             load.brc_datablock, lambda n: n // 8, aliases=("asc_loadalign_brc_v2",)),
        load_entry("loadalign_brc_elem2datablock", "8 elements from UB: element j fills data block j",
             load.brc_elem2datablock, lambda n: 8, aliases=("asc_loadalign_brc_v3",)),
        load_entry("loadalign_upsample", "N/2 elements from UB, each into two neighbouring lanes", load.upsample,
             lambda n: n // 2, mask=True, default="uint16_t"),
        load_entry("loadalign_downsample", "2N elements from UB, every second one kept", load.downsample,
             lambda n: 2 * n, mask=True, default="uint16_t"),
        load_entry("loadalign_unpack", "N/2 elements from UB, element i into lane 2i, odd lanes 0", load_store.unpack,
             lambda n: n // 2),
        load_entry("loadalign_unpack4", "N/4 bytes from UB, byte i into lane 4i, the other lanes 0", load.unpack4,
             lambda n: n // 4, aliases=("asc_loadalign_unpack_v2",), default="uint8_t"),
        Instr("loadalign_deintlv", "asc_loadalign_deintlv", "2N elements from UB: the even ones into dst0, "
              "the odd ones into dst1", ("ub",), ("dst0", "dst1"), _types("asc_loadalign_deintlv", "dst"), None,
              False, load_store.deinterleave, family="load",
              operands=lambda v: ([Operand("ub", v.elem, 2 * _reg_lanes(v.elem), "ub")],
                                  [Operand("dst0", v.elem, _reg_lanes(v.elem)),
                                   Operand("dst1", v.elem, _reg_lanes(v.elem))]),
              call=_call_deintlv, default="uint32_t"),
        Instr("loadunalign", "asc_loadunalign", "256 bytes from an unaligned address: the carried block, then "
              "the next aligned bytes", ("ureg", "ub"), ("dst",), _types("asc_loadunalign", "dst"), None, False,
              load.unaligned_join, family="load", operands=_unaligned_load_operands, call=_call_loadunalign,
              default="uint32_t",
              note=f"demo: src lies {UNALIGNED_SKIP} elements past a 32-byte boundary; ureg carries that block "
                   "(from asc_loadunalign_pre or the previous load); afterwards it carries the last 32 bytes "
                   "of ub"),
        Instr("storealign_intlv", "asc_storealign_intlv", "two registers interleaved into 2N elements of UB",
              ("src0", "src1"), ("ub",), _types("asc_storealign_intlv"), None, False, load_store.interleave,
              family="store",
              operands=lambda v: ([Operand("src0", v.elem, _reg_lanes(v.elem)),
                                   Operand("src1", v.elem, _reg_lanes(v.elem))],
                                  [Operand("ub", v.elem, 2 * _reg_lanes(v.elem), "ub")]),
              call=_call_storealign_intlv, default="uint32_t"),
        Instr("storealign_pack", "asc_storealign_pack", "the low half of each element's bits, packed into UB",
              ("src",), ("ub",), _types("asc_storealign_pack"), "bool", False, load_store.pack_low_halves,
              family="store", operands=_one_src_dst(dst_name="ub", dst_elem=_half_width, dst_where="ub",
                                                    dst_count=lambda n: n if n != MASK_BITS else n // 2),
              call=_call_storealign_pack, default="uint32_t",
              mask_summary="mask form: every second bit (bits 0, 2, 4 ...) into 16 bytes of UB"),
        Instr("storealign_pack_quarter", "asc_storealign_pack_quarter", "the low byte of each 32-bit element, "
              "packed into UB", ("src",), ("ub",), _types("asc_storealign_pack_quarter"), None, False,
              store.pack_quarter, family="store",
              operands=_one_src_dst(dst_name="ub", dst_elem=lambda v: dtypes.uint8_t, dst_where="ub",
                                    dst_count=lambda n: n),
              call=_call_pack_quarter, default="uint32_t", aliases=("asc_storealign_pack_v2",)),
        Instr("storealign_1st", "asc_storealign_1st", "element 0 of src into UB", ("src",), ("ub",),
              _types("asc_storealign_1st"), None, False, store.first_element, family="store",
              operands=_one_src_dst(dst_name="ub", dst_where="ub", dst_count=lambda n: 1),
              call=_call_first, default="uint32_t"),
        Instr("storeunalign", "asc_storeunalign", "append elements to an unaligned store stream: whole 32-byte "
              "blocks reach UB, the rest waits in the register", ("ureg", "src1"), ("ub", "ureg'"),
              _types("asc_storeunalign"), None, False, store.stream_split, family="store",
              operands=_unaligned_store_operands, call=_call_storeunalign, default="uint32_t",
              note=f"demo: ureg holds {UNALIGNED_PENDING} elements of an earlier store from a 32-byte boundary "
                   "and count = N (a whole register); ureg' is what the register holds afterwards "
                   "(asc_storeunalign_post writes it)"),
        Instr("convert", "asc_<src>2<dst>[_mode][_sat][_vN]", "which source lanes feed which destination lanes",
              ("src",), ("dst",), (), None, False, convert.convert_raw, family="convert", trace="onehot",
              operands=_convert_operands, call=_call_convert),
    )


INSTRS.update({i.key: i for i in _more_instrs()})

#: Names accepted besides ``KEY`` and ``asc_KEY``: deprecated C names and the mask forms.
_ALIASES: dict[str, tuple[str, str | None, int | None]] = {
    "asc_pack": ("pack_to_low", None, None),
    "asc_pack_v2": ("pack_to_high", None, None),
    "asc_squeeze_v2": ("squeeze", None, None),
    **{f"{p}{k}_b{b}": (k, None, b) for p in ("", "asc_") for k in ("intlv", "deintlv") for b in (8, 16, 32)},
    # Deprecated names of the loads and stores, with and without asc_.
    **{a[len(p):]: (i.key, None, None) for i in INSTRS.values() for a in i.aliases for p in ("", "asc_")},
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
    return (", ".join(k for k in INSTRS if k != "convert")
            + " (also asc_<name>, asc_intlv_b8/_b16/_b32, asc_deintlv_b8/_b16/_b32, the deprecated names "
            + ", ".join(a for i in INSTRS.values() for a in i.aliases)
            + ", and every conversion of reg_convert.h by its C name, e.g. asc_float2half_rn_v2)")


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
    #: The conversion of a ``convert`` variant (a :class:`ascsim.spec.reg_convert.Conversion`).
    form: Any = None

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
        if self.instr.ops is ops.unpack:
            return dtypes.by_name({"uint8_t": "uint16_t", "int8_t": "int16_t",
                                   "uint16_t": "uint32_t", "int16_t": "int32_t"}[self.elem.name])
        if self.instr.ops is ops.pack:
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
        if self.form is not None:
            return str(self.form.name)
        return self.instr.c_name

    def reg_type(self, elem: ElemType | None) -> str:
        """The C register type holding ``elem`` (``vector_bool`` for None)."""
        return "vector_bool" if elem is None else f"vector_{elem.name}"

    @property
    def c_call(self) -> str:
        """The C declaration of the form drawn, from the spec, e.g. ``asc_intlv(vector_uint32_t& dst0, ...)``
        (the two-part entries name both functions)."""
        if self.form is not None:
            return (f"{self.c_name}(vector_{self.form.dst.name}& dst, vector_{self.form.src.name} src, "
                    "vector_bool mask)")
        key = self.instr.key
        if key in ("unpack", "pack"):
            a, b = ("lower", "upper") if key == "unpack" else ("to_low", "to_high")
            return f"asc_{key}_{a}/_{b}({self.reg_type(self.dst_elem)}& dst, {self.reg_type(self.src_elem)} src)"
        role = "dst" if self.instr.family == "load" or self.instr.relation == "values" else "src"
        overload = _void_form(self.c_name, self.elem, role)
        return f"{overload.name}({', '.join(p.ty.declare(p.name) for p in overload.params)})"

    @property
    def label(self) -> str:
        """A short name for files and headings: ``intlv_uint32_t``, ``asc_intlv_b16``, ``unpack_lower_bool``."""
        if self.bits:
            return f"{self.instr.key}_b{self.bits}"
        if self.form is not None:
            return self.c_name.removeprefix("asc_")
        return f"{self.instr.key}_{self.elem.name if self.elem else 'bool'}"

    @property
    def mask_governing_stride(self) -> int:
        """Mask bits per flag: element i of the data is governed by mask bit ``i * stride``."""
        if self.instr.key == "unsqueeze":
            assert self.elem is not None
            return self.elem.size
        return 1 if self.elem is None else self.elem.size

    # ------------------------------------------------------------------------------------------

    def operands(self) -> tuple[list[Operand], list[Operand]]:
        """(sources, destinations) as drawn; the permute entries derive them from the properties above."""
        if self.instr.operands is not None:
            return self.instr.operands(self)
        if self.instr.key == "unsqueeze":
            srcs: list[Operand] = []
        else:
            srcs = [Operand(s, self.src_elem, self.src_lanes) for s in self.instr.sources]
        return srcs, [Operand(d, self.dst_elem, self.dst_lanes) for d in self.instr.dests]

    @property
    def ops_function(self) -> Callable[..., Any]:
        """The :mod:`ascsim.ops` function this variant runs (the mask form's for a mask variant)."""
        return self.instr.ops_mask if self.is_mask and self.instr.ops_mask else self.instr.ops

    def run(self, srcs: list[np.ndarray], mask: np.ndarray | None = None) -> dict[str, np.ndarray]:
        """Run the instruction through :mod:`ascsim.ops` on batches of registers.

        ``srcs`` are the data sources in C order: arrays ``(..., N)`` of the source dtype (bool
        ``(..., 256)`` for masks). ``mask`` holds one flag per governed lane (select, squeeze) or
        per destination lane (unsqueeze). Returns the results keyed by ``instr.dests``.
        """
        instr = self.instr
        if instr.call is not None:
            return instr.call(self, srcs, mask)
        func = self.ops_function
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
    if instr is None or key == "convert":
        conv = _conversion(op)
        if conv is None:
            if key == "convert":
                raise ToolError("name a conversion by its C name, e.g. asc_float2half_rn_v2 or asc_half2float; "
                                "`ascsim api --header reg_convert` lists them")
            raise ToolError(f"unknown instruction {op!r}; valid: {op_names()}")
        if dtype is not None or bits is not None:
            raise ToolError(f"{op} converts {conv.src.name} to {conv.dst.name}: the name fixes the types, "
                            "so --dtype and --bits do not apply")
        return Variant(INSTRS["convert"], conv.src, None, typed, conv)
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
        dtype = DEFAULT_TYPES.get(instr.key) or instr.default
    if dtype in ("bool", "bool_", "vector_bool"):
        if instr.mask_form == "bool":
            return Variant(instr, None, None, typed)
        if instr.mask_form == "bits":
            raise ToolError(f"{shown} on masks needs a group width: --bits 8/16/32 "
                            f"(asc_{instr.key}_b8/_b16/_b32)")
        raise ToolError(f"{shown} has no mask-register form; valid --dtype: {_valid_types(instr)}")
    elem = elem_type(dtype)
    if elem not in instr.types:
        role = {"unsqueeze": "destination"}.get(instr.key, "source" if instr.family in ("permute", "reduce",
                                                                                    "store") else "element")
        raise ToolError(f"{shown}: dtype {elem.name} is not a valid {role} type; valid: {_valid_types(instr)}")
    return Variant(instr, elem, None, typed)


def _conversion(op: str) -> Any:
    """The conversion of reg_convert.h named by ``op`` (with or without ``asc_``), or None."""

    name = op if op.startswith("asc_") else f"asc_{op}"
    return reg_convert.parse(name)
