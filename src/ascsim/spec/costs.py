"""The cost of every C function: its own (``Function.cost``, from :mod:`ascsim.spec.cost`) or the rule
that composes one for it; and the cycles one call of a register instruction takes inside a VF.

Functions the vendor's tables leave out get a cost composed from the instructions they are built from
(a UB vector instruction from its register instruction), or a stated default; :func:`entry` says which
(``Cost.source``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .. import arch
from . import Function, Overload, by_name, functions
from . import cost_2201 as c2201
from .cost import CAST_RATES, ONE_REGISTER, UB_TO_UB, VL_BYTES, Cost, fixed

_S1 = fixed("S", 1)


def _copy_cost(pipe: str) -> Cost:
    return Cost(pipe, "scalar", "byte", {}, source="default",
                note="GM<->UB: start-up latency + bytes / gm_bytes_per_cycle (profile parameters)")


def _register_form(name: str) -> Cost | None:
    """The cost of the register instruction of the same C name, which a UB vector instruction repeats."""
    return next((overload.function.cost for overload in by_name().get(name, ()) if overload.function.where == "vf"),
                None)


def _kernel_cost(f: Function) -> Cost:
    if f.name in ("asc_copy_ub2ub", "asc_copy_ub2ub_sync"):
        return UB_TO_UB
    if f.pipe in ("MTE2", "MTE3"):
        return _copy_cost(f.pipe)
    if f.header == "vector_compute" and f.pipe == "V":
        base = _register_form(f.name.removesuffix("_sync"))
        if f.name in ("asc_get_cmp_mask", "asc_set_cmp_mask"):
            return fixed("V", 1, source="default", note="a CMPMASK register move: 1 cycle")
        rates = base.rates if base is not None else ONE_REGISTER.rates
        return Cost("V", "scalar", "elem", rates, source="composed",
                    note="UB vector instruction: per VL, its loads (paired), the register instruction and one store")
    if f.header == "kernel_operator":
        return fixed("V", 0, source="composed", note="the VF's own instructions, on PIPE_V")
    if f.header in ("cube_compute", "cube_datamove") and f.pipe in ("M", "MTE1", "FIX"):
        # The ones the cube appendix has a row for carry their own formula (spec/cost.py); fills, L1->UB
        # and L1->L0C are not in its tables.
        return fixed(f.pipe, 1, source="default", note="a cube-core instruction the cube appendix leaves out: "
                                                       "1 cycle")
    if f.header == "sync":
        return fixed("S", 1, note="sync instructions issue on PIPE_S; their waits are modelled as edges")
    if f.header == "scalar_compute" and f.name.startswith("asc_float2int32"):
        return _S1
    if f.header in ("scalar_compute", "sys_var") and f.pipe is not None:
        return fixed("S", 1, source="table" if f.header == "sys_var" else "default",
                      note="scalar instruction: 1 cycle")
    if f.pipe is None:
        return fixed("-", 0, source="default", note="no pipe work (compile-time value or bookkeeping)")
    return fixed(f.pipe, 1, source="default", note="a control/configuration instruction: 1 cycle")


#: The cost of each function entry on each architecture, worked out on first use.
_ENTRIES: dict[str, dict[Function, Cost]] = {}


def _key(f: Function) -> str:
    # UB vector instructions share C names with register ones (asc_add): keep them apart.
    return f"{f.header}:{f.name}" if f.where != "vf" else f.name


def entries() -> dict[str, Cost]:
    """Every spec function's cost entry on the selected architecture, keyed by C name (``header:name``
    for kernel-level ones)."""
    return {_key(f): entry(f) for f in functions()}


def _entry_on(f: Function, chip: str) -> Cost:
    """The cost of ``f`` on ``chip``: dav-2201 runs the UB-level vector instructions itself, at the rates
    of its own tables (:mod:`ascsim.spec.cost_2201`); everything else costs the same on both."""
    if chip == arch.DAV_2201 and f.header == "vector_compute" and f.pipe == "V":
        return c2201.entry(f.name, f.pipe) or c2201.default(f.pipe)
    return _entry_of(f)


def _entry_of(f: Function) -> Cost:
    if f.cost is not None:
        return f.cost
    if f.where != "vf":
        return _kernel_cost(f)
    if f.header == "reg_convert":
        return Cost("V", "dual", "elem", {}, source="table", per="wide",
                    note="Cast/Truncate rows by (source, destination) type; one VL of the wider type "
                         "per cycle for a pair the tables leave out")
    return fixed("V", 1, "single", "default", "not in the tables: 1 cycle, single issue")


def entry(f: Function | Overload) -> Cost:
    """The cost entry of a function (or of an overload's function)."""
    func = f.function if isinstance(f, Overload) else f
    chip = arch.current().name
    table = _ENTRIES.setdefault(chip, {})
    found = table.get(func)
    if found is None:
        found = table[func] = _entry_on(func, chip)
    return found


def _reg_elems(overload: Overload) -> tuple[str | None, int | None, str | None, int | None]:
    """(source C name, size, destination C name, size) of an overload's vector registers."""
    src = dst = None
    for p in overload.params:
        t = p.ty
        if t.kind == "reg" and t.elem is not None:
            if t.ref and dst is None:
                dst = t.elem
            elif not t.ref and src is None:
                src = t.elem
    if overload.ret.kind == "reg" and overload.ret.elem is not None:
        dst = overload.ret.elem
    if src is None:
        for p in overload.params:
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


def vf_cost(overload: Overload) -> VCost:
    """The cycles one call of ``overload`` occupies the V pipe inside a VF (cached per overload).

    ``ceil(elements per call / rate)`` cycles, where elements per call fill one register (256 bytes)
    of the type the entry's ``per`` names; a fixed entry costs its cycles."""
    hit = _VCACHE.get(id(overload))
    if hit is not None:
        return hit
    c = entry(overload)
    source = c.source
    writes = sum(1 for p in overload.params if p.ty.ref and p.ty.kind in ("reg", "mask"))
    writes += overload.ret.kind in ("reg", "mask")
    if c.unit == "fixed":
        cycles = int(math.ceil(c.cycles))
    else:
        s, ssz, d, dsz = _reg_elems(overload)
        if overload.function.header == "reg_convert":
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
    _VCACHE[id(overload)] = v
    return v
