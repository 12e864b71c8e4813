"""Estimated cost of every C function: throughput, issue class and pipe, as data.

The numbers are the vendor's published single-instruction throughputs for the Ascend 950PR/950DT
(appendices "C-API Reg vector compute theoretical performance", "Reg vector compute theoretical
performance", "Reg vector compute single/dual issue", "Vector instruction theoretical performance"
and "API pipe types"), written here as data. Functions the tables leave out get a cost composed from
the instructions they are built from, or a stated default; :func:`entry` says which (``source``).

A rate is in elements per cycle (``unit="elem"``), bytes per cycle (``unit="byte"``) or a fixed
number of cycles per call (``unit="fixed"``). Rates are looked up by the element type's C name first,
then by its width (``b8``/``b16``/``b32``/``b64``). :mod:`ascsim.runtime.timeline` turns them into cycles.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

from . import Function, Overload, functions

#: Bytes of one vector register (VL).
VL_BYTES = 256


@dataclass(frozen=True)
class Cost:
    """The cost entry of one C function."""

    pipe: str  #: "V", "MTE2", "MTE3", "S", the cube's "M", "MTE1", "FIX", or "-" (no pipe work)
    issue: str  #: "dual" or "single" (V-pipe issue inside a VF); "scalar" elsewhere
    unit: str  #: "elem", "byte" or "fixed"
    rates: Mapping[str, float] = field(default_factory=dict)  #: dtype or width -> rate
    cycles: float = 0.0  #: for unit "fixed"
    source: str = "table"  #: "table", "composed" or "default"
    note: str = ""
    #: Elements one call processes: "src" (a register of the source type), "wide" (a register of the
    #: wider of source and destination: conversions), "dst" (a register of the destination type).
    per: str = "src"
    ub_reads: int = 0  #: VLs read from UB per call (port rule)
    ub_writes: int = 0  #: VLs written to UB per call

    def rate(self, elem: str | None, size: int | None) -> float | None:
        """The published rate for an element type (by C name, then width), or None."""
        if elem is not None and elem in self.rates:
            return self.rates[elem]
        if size is not None:
            return self.rates.get(f"b{8 * size}")
        return None


def _w(b8: float, b16: float, b32: float, b64: float | None = None) -> dict[str, float]:
    """Rates that depend only on the element width."""
    d = {"b8": b8, "b16": b16, "b32": b32}
    if b64 is not None:
        d["b64"] = b64
    return d


# -- rates from the tables (elements per cycle) ----------------------------------------------------
_ADD = {"int8_t": 128, "uint8_t": 128, "int16_t": 64, "uint16_t": 64, "half": 128, "bfloat16_t": 128,
        "int32_t": 32, "uint32_t": 32, "float": 64}
_ADD_SCALAR = {**_ADD, "half": 64, "bfloat16_t": 64, "float": 32}  # the C-API table's asc_add_scalar row
_MUL = {"int16_t": 64, "uint16_t": 64, "half": 128, "int32_t": 32, "uint32_t": 32, "float": 64}
_ABS = {"int8_t": 128, "int16_t": 64, "half": 128, "int32_t": 32, "float": 64}
_RELU = {"half": 128, "int32_t": 64, "float": 64}
_SLOW = {"half": 16, "float": 16}  # exp, sqrt, ln, div, exp_sub
_HF = {"half": 128, "float": 64}
_MADD = {"half": 128, "bfloat16_t": 128, "float": 64}
_W1 = _w(256, 128, 64)  # one register per cycle
_W1_64 = _w(256, 128, 64, 32)
_HALF_RATE = _w(128, 64, 32)
_RED_SUM = {"half": 128, "int16_t": 64, "uint16_t": 64, "int32_t": 64, "uint32_t": 64, "float": 64}
_RED_MAX = {"int16_t": 128, "uint16_t": 128, "half": 128, "int32_t": 64, "uint32_t": 64, "float": 64}
_C32 = {"int32_t": 32, "uint32_t": 32}

#: Cast rates: (source, destination) C names -> elements per cycle (Reg table 10 and C-API table 5).
CAST_RATES: dict[tuple[str, str], float] = {
    ("float", "int64_t"): 16, ("float", "int32_t"): 32, ("float", "int16_t"): 32, ("half", "int32_t"): 32,
    ("half", "int16_t"): 64, ("half", "int8_t"): 64, ("float", "half"): 64, ("float", "bfloat16_t"): 64,
    ("half", "float"): 64, ("bfloat16_t", "float"): 64, ("float", "hifloat8_t"): 32, ("hifloat8_t", "float"): 32,
    ("half", "hifloat8_t"): 64, ("hifloat8_t", "half"): 64, ("float", "fp8_e4m3fn_t"): 32,
    ("float", "fp8_e5m2_t"): 32, ("fp4x2_e1m2_t", "bfloat16_t"): 64, ("fp4x2_e2m1_t", "bfloat16_t"): 64,
    ("bfloat16_t", "fp4x2_e1m2_t"): 64, ("bfloat16_t", "fp4x2_e2m1_t"): 64, ("uint8_t", "half"): 64,
    ("int8_t", "half"): 64, ("int16_t", "half"): 64, ("int16_t", "float"): 32, ("int32_t", "float"): 32,
    ("int4x2_t", "half"): 64, ("int4x2_t", "int16_t"): 64, ("uint8_t", "uint16_t"): 64, ("uint8_t", "uint32_t"): 32,
    ("int8_t", "int16_t"): 64, ("int8_t", "int32_t"): 32, ("uint16_t", "uint8_t"): 64,
    ("int32_t", "int16_t"): 64, ("int32_t", "int64_t"): 32, ("int32_t", "uint16_t"): 64,
    ("half", "half"): 64, ("bfloat16_t", "bfloat16_t"): 64, ("float", "float"): 32,  # Truncate
}


def _v(rates: Mapping[str, float], issue: str = "dual", **kw: object) -> Cost:
    return Cost("V", issue, "elem", rates, **kw)  # type: ignore[arg-type]


def _fixed(pipe: str, cycles: float, issue: str = "scalar", source: str = "table", note: str = "") -> Cost:
    return Cost(pipe, issue, "fixed", {}, cycles, source, note)


_MASK1 = _fixed("V", 1, "single", note="MaskReg compute: 1 cycle")
_MASK1_DUAL = _fixed("V", 1, "dual", note="MaskReg compute: 1 cycle")
_LOAD = _v(_W1_64, ub_reads=1, note="contiguous aligned load: one VL per cycle")
_STORE = _v(_W1_64, "single", ub_writes=1, note="contiguous aligned store: one VL per cycle")

#: Register instructions by C name (header reg_vector, reg_load, reg_store).
REG: dict[str, Cost] = {
    # arithmetic (Reg table 6, C-API table 1)
    "asc_add": _v(_ADD), "asc_sub": _v(_ADD), "asc_add_scalar": _v(_ADD_SCALAR),
    "asc_max": _v(_W1), "asc_min": _v(_W1), "asc_max_scalar": _v(_W1), "asc_min_scalar": _v(_W1),
    "asc_mul": _v(_MUL), "asc_mul_scalar": _v(_MUL), "asc_abs": _v(_ABS), "asc_neg": _v(_ABS),
    "asc_relu": _v(_RELU), "asc_exp": _v(_SLOW), "asc_sqrt": _v(_SLOW), "asc_ln": _v(_SLOW),
    "asc_div": _v(_SLOW), "asc_prelu": _v(_HF), "asc_leakyrelu": _v(_HF),
    "asc_addc": _v(_C32), "asc_subc": _v(_C32), "asc_mull": _v(_C32),
    # logic (Reg table 7, C-API table 2)
    "asc_and": _v(_W1), "asc_or": _v(_W1), "asc_xor": _v(_W1), "asc_not": _v(_W1),
    "asc_shiftleft": _v(_W1), "asc_shiftright": _v(_W1), "asc_shiftleft_scalar": _v(_W1),
    "asc_shiftright_scalar": _v(_W1),
    # compound (Reg table 8, C-API table 3)
    "asc_abs_sub": _v(_HF), "asc_axpy": _v(_HF), "asc_exp_sub": _v(_SLOW), "asc_exp_sub_v2": _v(_SLOW),
    "asc_madd": _v(_MADD), "asc_muls": _v({"float": 64}), "asc_muls_v2": _v({"float": 64}),
    # compare and select (Reg table 9, C-API table 4)
    **{f"asc_{c}{s}": _v(_W1) for c in ("eq", "ne", "gt", "ge", "lt", "le") for s in ("", "_scalar")},
    "asc_select": _v(_W1),
    "asc_squeeze": _v(_w(51.2, 25.6, 12.8), "single"), "asc_squeeze_v2": _v(_w(51.2, 25.6, 12.8), "single"),
    "asc_squeeze_with_status": _v(_w(51.2, 25.6, 12.8), "single"),
    # fill, index, move (Reg tables 1, 12, 17)
    "asc_duplicate": _v(_W1), "asc_duplicate_scalar": _v(_W1), "asc_copy": _v(_W1_64),
    "asc_arange": _v(_ABS), "asc_arange_descend": _v(_ABS),
    # reductions (Reg table 11, C-API table 6): single issue
    "asc_reduce_sum": _v(_RED_SUM, "single"), "asc_reduce_sum_datablock": _v(_RED_SUM, "single"),
    "asc_reduce_max": _v(_RED_MAX, "single"), "asc_reduce_min": _v(_RED_MAX, "single"),
    "asc_reduce_max_datablock": _v(_RED_MAX, "single"), "asc_reduce_min_datablock": _v(_RED_MAX, "single"),
    "asc_pair_reduce_sum": _v(_HF, "single"),
    # rearrangement and compression (Reg tables 14, 15): single issue
    "asc_intlv": _v(_W1, "single"), "asc_deintlv": _v(_W1, "single"),
    "asc_unpack_lower": _v(_w(128, 64, 32), "single"), "asc_unpack_upper": _v(_w(128, 64, 32), "single"),
    "asc_pack_to_low": _v(_w(256, 128, 64), "single"), "asc_pack_to_high": _v(_w(256, 128, 64), "single"),
    "asc_pack": _v(_w(256, 128, 64), "single"), "asc_pack_v2": _v(_w(256, 128, 64), "single"),
    "asc_unsqueeze": _v(_w(64, 32, 16), "single", per="dst"),
    # histograms (C-API table 7; Reg table 16 for the frequency form)
    "asc_cumulative_histogram_bin0": _v({"uint8_t": 64}, "single"),
    "asc_cumulative_histogram_bin1": _v({"uint8_t": 64}, "single"),
    "asc_frequency_histogram_bin0": _v({"uint8_t": 32}, "single"),
    "asc_frequency_histogram_bin1": _v({"uint8_t": 32}, "single"),
    # mask registers (Reg tables 3-5, dual-issue table)
    **{f"asc_{k}_b{w}": _MASK1 for k in ("intlv", "deintlv") for w in (8, 16, 32)},
    **{f"asc_{k}_b{w}": _MASK1_DUAL for k in ("create_mask", "update_mask") for w in (8, 16, 32)},
    # loads (Reg table 1): single-load modes dual issue; the two-register (deinterleave) mode single
    "asc_loadalign": _LOAD, "asc_loadalign_postupdate": _LOAD, "asc_load": _LOAD,
    "asc_loadalign_deintlv": _v(_HALF_RATE, "single", ub_reads=2,
                                note="dual-load mode: two VLs into two registers"),
    "asc_loadalign_deintlv_postupdate": _v(_HALF_RATE, "single", ub_reads=2),
    "asc_loadunalign": _LOAD, "asc_loadunalign_postupdate": _LOAD,
    "asc_loadunalign_pre": _v(_w(32, 16, 8), ub_reads=1),
    "asc_gather": _v(_w(64, 64, 32), "single", note="Gather row of Reg table 1"),
    "asc_gather_datablock": _v(_w(128, 64, 32, 16), "single", note="GatherB row of Reg table 1"),
    # stores (Reg table 2): single issue
    "asc_storealign": _STORE, "asc_storealign_postupdate": _STORE, "asc_store": _STORE,
    "asc_storeunalign": _STORE, "asc_storeunalign_postupdate": _STORE,
    "asc_storeunalign_post": _v(_w(32, 16, 8), "single", ub_writes=1),
    "asc_storeunalign_post_postupdate": _v(_w(32, 16, 8), "single", ub_writes=1),
    "asc_scatter": _v(_HALF_RATE, "single", ub_writes=1),
}

#: Load and store variants the tables do not list, by the instruction they are built from.
_COMPOSED_REG: dict[str, tuple[str, str]] = {
    **{n: ("asc_loadalign", "a distribution mode of the contiguous aligned load (VLDS)") for n in (
        "asc_loadalign_unpack", "asc_loadalign_brc", "asc_loadalign_brc_elem", "asc_loadalign_brc_v2",
        "asc_loadalign_brc_datablock", "asc_loadalign_brc_v3", "asc_loadalign_brc_elem2datablock",
        "asc_loadalign_upsample", "asc_loadalign_downsample", "asc_loadalign_unpack_v2", "asc_loadalign_unpack4",
        "asc_loadalign_brc_postupdate", "asc_loadalign_brc_elem_postupdate", "asc_loadalign_brc_postupdate_v2",
        "asc_loadalign_brc_datablock_postupdate", "asc_loadalign_brc_postupdate_v3",
        "asc_loadalign_brc_elem2datablock_postupdate", "asc_loadalign_upsample_postupdate",
        "asc_loadalign_downsample_postupdate", "asc_loadalign_unpack_postupdate",
        "asc_loadalign_unpack_postupdate_v2", "asc_loadalign_unpack4_postupdate")},
    **{n: ("asc_storealign", "a distribution mode of the contiguous aligned store (VSTS)") for n in (
        "asc_storealign_intlv", "asc_storealign_pack", "asc_storealign_1st", "asc_storealign_1st_postupdate",
        "asc_storealign_pack_v2", "asc_storealign_pack_quarter", "asc_storealign_pack_postupdate",
        "asc_storealign_pack_postupdate_v2", "asc_storealign_pack_quarter_postupdate")},
}

#: Register functions that cost nothing on the V pipe (address/bookkeeping); a documented default.
_FREE_REG = {"asc_update_addr_reg_b8", "asc_update_addr_reg_b16", "asc_update_addr_reg_b32",
             "asc_create_iter_reg_b8", "asc_create_iter_reg_b16", "asc_create_iter_reg_b32",
             "asc_mem_bar", "asc_clear_ar_spr", "asc_set_va_reg",
             "asc_get_mask_spr_b16", "asc_get_mask_spr_b32"}

#: Kernel-level (scalar unit) functions: the tables give 1 cycle per instruction for the scalar
#: instructions and system-variable reads; every other scalar-pipe call gets the same default.
_S1 = _fixed("S", 1)
_UB_UB = Cost("V", "scalar", "byte", {"*": 256}, note="DataCopy(UB->UB): 256 bytes per cycle")


def _copy_cost(pipe: str) -> Cost:
    return Cost(pipe, "scalar", "byte", {}, source="default",
                note="GM<->UB: start-up latency + bytes / gm_bytes_per_cycle (profile parameters)")


def _kernel_cost(f: Function) -> Cost:
    if f.name in ("asc_copy_ub2ub", "asc_copy_ub2ub_sync"):
        return _UB_UB
    if f.pipe in ("MTE2", "MTE3"):
        return _copy_cost(f.pipe)
    if f.header == "vector_compute" and f.pipe == "V":
        base = REG.get(f.name.removesuffix("_sync"))
        if f.name in ("asc_get_cmp_mask", "asc_set_cmp_mask"):
            return _fixed("V", 1, source="default", note="a CMPMASK register move: 1 cycle")
        rates = base.rates if base is not None else _W1
        return Cost("V", "scalar", "elem", rates, source="composed",
                    note="UB vector instruction: per VL, its loads (paired), the register instruction and one store")
    if f.header == "kernel_operator":
        return _fixed("V", 0, source="composed", note="the VF's own instructions, on PIPE_V")
    if f.header in ("cube_compute", "cube_datamove") and f.pipe in ("M", "MTE1", "FIX"):
        # The cube appendix gives mmad's cycles as a function of m, n, k (a cost model per call, not per
        # element): not modelled yet; the profile's timeline does not show the cube pipes yet.
        return _fixed(f.pipe, 1, source="default", note="a cube-core instruction: 1 cycle until the cube "
                                                        "appendix's shape formula is modelled")
    if f.header == "sync":
        return _fixed("S", 1, note="sync instructions issue on PIPE_S; their waits are modelled as edges")
    if f.header == "scalar_compute" and f.name.startswith("asc_float2int32"):
        return _S1
    if f.header in ("scalar_compute", "sys_var") and f.pipe is not None:
        return _fixed("S", 1, source="table" if f.header == "sys_var" else "default",
                      note="scalar instruction: 1 cycle")
    if f.pipe is None:
        return _fixed("-", 0, source="default", note="no pipe work (compile-time value or bookkeeping)")
    return _fixed(f.pipe, 1, source="default", note="a control/configuration instruction: 1 cycle")


_ENTRIES: dict[str, Cost] | None = None


def _key(f: Function) -> str:
    # UB vector instructions share C names with register ones (asc_add): keep them apart.
    return f"{f.header}:{f.name}" if f.where != "vf" else f.name


def entries() -> dict[str, Cost]:
    """Every spec function's cost entry, keyed by C name (``header:name`` for kernel-level ones)."""
    global _ENTRIES
    if _ENTRIES is None:
        out: dict[str, Cost] = {}
        for f in functions():
            out[_key(f)] = _entry_of(f)
        _ENTRIES = out
    return _ENTRIES


def _entry_of(f: Function) -> Cost:
    if f.where != "vf":
        return _kernel_cost(f)
    if f.name in REG:
        return REG[f.name]
    if f.name in _COMPOSED_REG:
        base, why = _COMPOSED_REG[f.name]
        b = REG[base]
        return Cost(b.pipe, b.issue, b.unit, b.rates, b.cycles, "composed", why, b.per, b.ub_reads, b.ub_writes)
    if f.name in _FREE_REG:
        return _fixed("-", 0, "dual", "default", "address/bookkeeping: no V-pipe cycle of its own")
    if f.header == "reg_convert":
        return Cost("V", "dual", "elem", {}, source="table", per="wide",
                    note="Cast/Truncate rows by (source, destination) type; one VL of the wider type "
                         "per cycle for a pair the tables leave out")
    return _fixed("V", 1, "single", "default", "not in the tables: 1 cycle, single issue")


def entry(f: Function | Overload) -> Cost:
    """The cost entry of a function (or of an overload's function)."""
    func = f.function if isinstance(f, Overload) else f
    return entries()[_key(func)]


def _reg_elems(ov: Overload) -> tuple[str | None, int | None, str | None, int | None]:
    """(source C name, size, destination C name, size) of an overload's vector registers."""
    src = dst = None
    for p in ov.params:
        t = p.ty
        if t.kind == "reg" and t.elem is not None:
            if t.ref and dst is None:
                dst = t.elem
            elif not t.ref and src is None:
                src = t.elem
    if ov.ret.kind == "reg" and ov.ret.elem is not None:
        dst = ov.ret.elem
    if src is None:
        for p in ov.params:
            if p.ty.kind in ("ptr", "int", "float") and p.ty.elem is not None:
                src = p.ty.elem
                break
    src = src or dst
    dst = dst or src
    return (src.name if src else None, src.size if src else None, dst.name if dst else None,
            dst.size if dst else None)


@dataclass(frozen=True)
class VCost:
    """What one call of a register instruction costs inside a VF."""

    cycles: int
    dual: bool
    ub_reads: int
    ub_writes: int
    reg_writes: int
    source: str


_VCACHE: dict[int, VCost] = {}


def vf_cost(ov: Overload) -> VCost:
    """The cycles one call of ``ov`` occupies the V pipe inside a VF (cached per overload).

    ``ceil(elements per call / rate)`` cycles, where elements per call fill one register (256 bytes)
    of the type the entry's ``per`` names; a fixed entry costs its cycles."""
    hit = _VCACHE.get(id(ov))
    if hit is not None:
        return hit
    c = entry(ov)
    source = c.source
    writes = sum(1 for p in ov.params if p.ty.ref and p.ty.kind in ("reg", "mask"))
    writes += ov.ret.kind in ("reg", "mask")
    if c.unit == "fixed":
        cycles = int(math.ceil(c.cycles))
    else:
        s, ssz, d, dsz = _reg_elems(ov)
        if ov.function.header == "reg_convert":
            rate = CAST_RATES.get((s or "", d or ""))
            size = max(ssz or 1, dsz or 1)
            if rate is None:
                rate, source = VL_BYTES / size, "default"
        else:
            name, known = (d, dsz) if c.per == "dst" else (s, ssz)
            size = known or 1
            rate = c.rate(name, size)
            if rate is None:  # a dtype the tables leave out (software-emulated): one VL per cycle
                rate, source = VL_BYTES / size, "default"
        elems = VL_BYTES / size
        cycles = max(1, int(math.ceil(elems / rate - 1e-9)))
    v = VCost(cycles, c.issue == "dual", c.ub_reads, c.ub_writes, writes, source)
    _VCACHE[id(ov)] = v
    return v
