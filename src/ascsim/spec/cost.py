"""What one C function costs, as data a spec entry carries (``fn(..., cost=cost.ADD)``).

The rates are the vendor's published single-instruction throughputs for the Ascend 950PR/950DT
(appendices "C-API Reg vector compute theoretical performance", "Reg vector compute theoretical
performance", "Reg vector compute single/dual issue", "Vector instruction theoretical performance"
and "API pipe types"). An entry without a cost of its own gets one by the rules of
:mod:`ascsim.spec.costs` (composed from the instructions it is built from, or a stated default).

A rate is in elements per cycle (``unit="elem"``), bytes per cycle (``unit="byte"``) or a fixed
number of cycles per call (``unit="fixed"``); the cube core's instructions cost what a formula of their
arguments says (``unit="formula"``, :mod:`ascsim.spec.cost_cube`). Rates are looked up by the element
type's C name first, then by its width (``b8``/``b16``/``b32``/``b64``). :mod:`ascsim.runtime.timeline`
turns them into cycles.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

from ..arch import VL_BYTES as VL_BYTES  # one vector register: the elements one call processes
from . import cost_cube as cc
from .cost_cube import CallShape


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
    #: A UB-level vector instruction the chip runs itself (dav-2201): per repeat ``ceil(elements / rate)``
    #: cycles, no register loads or stores around it.
    native: bool = False
    #: ``unit="formula"``: the cycles of one call from its arguments; ``unit="byte"``: the bytes it moves
    #: (None: the ``size``/``n_burst`` arguments).
    formula: Callable[[CallShape], float] | None = None
    #: The profile parameter (:class:`ascsim.runtime.timeline.Params`) holding the start-up cycles one
    #: call adds to its formula's, or "" for none.
    start: str = ""

    def rate(self, elem: str | None, size: int | None) -> float | None:
        """The published rate for an element type (by C name, then width), or None."""
        if elem is not None and elem in self.rates:
            return self.rates[elem]
        if size is not None:
            return self.rates.get(f"b{8 * size}")
        return None

    def composed(self, why: str) -> Cost:
        """This cost for an instruction the tables leave out, built from the one that has it."""
        return replace(self, source="composed", note=why)


def width_rates(b8: float, b16: float, b32: float, b64: float | None = None) -> dict[str, float]:
    """Rates that depend only on the element width."""
    d = {"b8": b8, "b16": b16, "b32": b32}
    if b64 is not None:
        d["b64"] = b64
    return d


def vector(rates: Mapping[str, float], issue: str = "dual", **kw: object) -> Cost:
    """A register instruction on PIPE_V at ``rates`` elements per cycle."""
    return Cost("V", issue, "elem", rates, **kw)  # type: ignore[arg-type]


def fixed(pipe: str, cycles: float, issue: str = "scalar", source: str = "table", note: str = "") -> Cost:
    """A fixed number of cycles per call."""
    return Cost(pipe, issue, "fixed", {}, cycles, source, note)


# -- rates from the tables (elements per cycle) ----------------------------------------------------
_ADD_RATES = {"int8_t": 128, "uint8_t": 128, "int16_t": 64, "uint16_t": 64, "half": 128, "bfloat16_t": 128,
              "int32_t": 32, "uint32_t": 32, "float": 64}
_ONE_REGISTER = width_rates(256, 128, 64)  # one register per cycle
_ONE_REGISTER_64 = width_rates(256, 128, 64, 32)
_HALF_RATE = width_rates(128, 64, 32)
_HALF_FLOAT = {"half": 128, "float": 64}
_SLOW_RATES = {"half": 16, "float": 16}  # exp, sqrt, ln, div, exp_sub
_SQUEEZE_RATES = width_rates(51.2, 25.6, 12.8)
_PACK_RATES = width_rates(256, 128, 64)

# -- the cost of each instruction family, as its entries name them --------------------------------
#: Arithmetic (Reg table 6, C-API table 1).
ADD = vector(_ADD_RATES)
#: The C-API table's asc_add_scalar row.
ADD_SCALAR = vector({**_ADD_RATES, "half": 64, "bfloat16_t": 64, "float": 32})
ONE_REGISTER = vector(_ONE_REGISTER)
MUL = vector({"int16_t": 64, "uint16_t": 64, "half": 128, "int32_t": 32, "uint32_t": 32, "float": 64})
ABS = vector({"int8_t": 128, "int16_t": 64, "half": 128, "int32_t": 32, "float": 64})
RELU = vector({"half": 128, "int32_t": 64, "float": 64})
SLOW = vector(_SLOW_RATES)
HALF_FLOAT = vector(_HALF_FLOAT)
CARRY_32 = vector({"int32_t": 32, "uint32_t": 32})
#: Compound (Reg table 8, C-API table 3).
MADD = vector({"half": 128, "bfloat16_t": 128, "float": 64})
MULS = vector({"float": 64})
#: Selection and compression (Reg table 9, C-API table 4; Reg tables 14, 15): single issue.
SQUEEZE = vector(_SQUEEZE_RATES, "single")
#: Fill, index, move (Reg tables 1, 12, 17).
COPY = vector(_ONE_REGISTER_64)
ARANGE = ABS
#: Reductions (Reg table 11, C-API table 6): single issue.
REDUCE_SUM = vector({"half": 128, "int16_t": 64, "uint16_t": 64, "int32_t": 64, "uint32_t": 64, "float": 64},
                    "single")
REDUCE_EXTREME = vector({"int16_t": 128, "uint16_t": 128, "half": 128, "int32_t": 64, "uint32_t": 64, "float": 64},
                        "single")
PAIR_REDUCE_SUM = vector(_HALF_FLOAT, "single")
#: Rearrangement (Reg tables 14, 15): single issue.
INTERLEAVE = vector(_ONE_REGISTER, "single")
UNPACK = vector(width_rates(128, 64, 32), "single")
PACK = vector(_PACK_RATES, "single")
UNSQUEEZE = vector(width_rates(64, 32, 16), "single", per="dst")
#: Histograms (C-API table 7; Reg table 16 for the frequency form).
CUMULATIVE_HISTOGRAM = vector({"uint8_t": 64}, "single")
FREQUENCY_HISTOGRAM = vector({"uint8_t": 32}, "single")
#: Mask registers (Reg tables 3-5, dual-issue table).
MASK_SINGLE = fixed("V", 1, "single", note="MaskReg compute: 1 cycle")
MASK_DUAL = fixed("V", 1, "dual", note="MaskReg compute: 1 cycle")
#: Loads (Reg table 1): single-load modes dual issue; the two-register (deinterleave) mode single.
LOAD = vector(_ONE_REGISTER_64, ub_reads=1, note="contiguous aligned load: one VL per cycle")
LOAD_DEINTERLEAVE = vector(_HALF_RATE, "single", ub_reads=2, note="dual-load mode: two VLs into two registers")
LOAD_UNALIGN_PRE = vector(width_rates(32, 16, 8), ub_reads=1)
GATHER = vector(width_rates(64, 64, 32), "single", note="Gather row of Reg table 1")
GATHER_DATABLOCK = vector(width_rates(128, 64, 32, 16), "single", note="GatherB row of Reg table 1")
#: Stores (Reg table 2): single issue.
STORE = vector(_ONE_REGISTER_64, "single", ub_writes=1, note="contiguous aligned store: one VL per cycle")
STORE_UNALIGN_POST = vector(width_rates(32, 16, 8), "single", ub_writes=1)
SCATTER = vector(_HALF_RATE, "single", ub_writes=1)
#: A distribution mode of the contiguous aligned load (VLDS) or store (VSTS), which the tables do not list.
LOAD_MODE = LOAD.composed("a distribution mode of the contiguous aligned load (VLDS)")
STORE_MODE = STORE.composed("a distribution mode of the contiguous aligned store (VSTS)")
#: Register functions that cost nothing on the V pipe (address and bookkeeping): a documented default.
BOOKKEEPING = fixed("-", 0, "dual", "default", "address/bookkeeping: no V-pipe cycle of its own")
#: DataCopy(UB->UB): 256 bytes per cycle.
UB_TO_UB = Cost("V", "scalar", "byte", {"*": 256}, note="DataCopy(UB->UB): 256 bytes per cycle")

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


# -- the cube core (appendix "Cube instruction theoretical performance"; :mod:`ascsim.spec.cost_cube`) ------
def _cube(pipe: str, formula: Callable[[CallShape], float], start: str, note: str) -> Cost:
    return Cost(pipe, "scalar", "formula", formula=formula, start=start, note=note)


#: asc_mmad (every form): table 2's parallelism per operand type, plus the start-up Delta t.
MMAD = _cube("M", cc.mmad, "cube_start_cycles", "mmad: ceil_m x ceil_n x ceil_k / (cube_m x cube_n x cube_k) "
             "+ start-up (Mmad table)")
#: asc_copy_l12l0a / _l12l0b: load3d (table 6), LoadData 2D V2, or the older repeat form by their arguments.
L1_TO_L0A = _cube("MTE1", cc.l1_to_l0("L0A"), "mte1_start_cycles", "load3d: bytes / table 6's bandwidth; 2D: "
                  "fractals x 512 B / 256 B per cycle")
L1_TO_L0B = _cube("MTE1", cc.l1_to_l0("L0B"), "mte1_start_cycles", "load3d: bytes / table 6's bandwidth; 2D: "
                  "fractals x 512 B / 256 B per cycle")
#: LoadData 2D V2 into L0A / L0B (the _transpose forms are the same instruction with its transpose flag).
LOAD2D_L0A = _cube("MTE1", cc.load2d("L0A"), "mte1_start_cycles", "fractals x 512 B / 256 B per cycle")
LOAD2D_L0B = _cube("MTE1", cc.load2d("L0B"), "mte1_start_cycles", "fractals x 512 B / 256 B per cycle")
#: LoadDataWithTranspose into L0A / L0B.
LOAD_TRANS_L0A = _cube("MTE1", cc.load_trans("L0A"), "mte1_start_cycles", "blocks x 512 B / 256 B per cycle")
LOAD_TRANS_L0B = _cube("MTE1", cc.load_trans("L0B"), "mte1_start_cycles", "blocks x 512 B / 128 B per cycle")
#: The MX scales into L0A_MX / L0B_MX.
LOAD_MX = _cube("MTE1", cc.load_mx("L0A"), "mte1_start_cycles", "32-byte scale units / 32 B per cycle")
#: L1 -> bias table (MTE1) and L1 -> fixpipe buffer (FIX): 32 bytes per cycle.
L1_TO_BIAS = _cube("MTE1", cc.small_buffer(64), "mte1_start_cycles", "bytes / 32 B per cycle")
L1_TO_FIXBUF = _cube("FIX", cc.small_buffer(64, 32), "fix_start_cycles", "bytes / 32 B per cycle")
#: The fixpipe (L0C -> GM/L1/UB): table 8's elements per cycle by the result type.
FIXPIPE = _cube("FIX", cc.fixpipe, "fix_start_cycles", "m_size x n_size / elements per cycle (32 for float "
                "results, 64 for 16- and 8-bit ones)")
#: GM <-> L1 copies: their bytes at the profile's GM bandwidth, as GM <-> UB copies.
GM_L1 = Cost("MTE2", "scalar", "byte", formula=cc.gm_bytes, source="default",
             note="GM->L1: start-up latency + bytes / gm_bytes_per_cycle (profile parameters)")
L1_GM = Cost("MTE3", "scalar", "byte", formula=cc.gm_bytes, source="default",
             note="L1->GM: start-up latency + bytes / gm_bytes_per_cycle (profile parameters)")
