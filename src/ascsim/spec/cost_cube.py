"""The cube core's published throughput: what one call of a cube instruction costs, from its arguments.

The vendor's appendix "Cube instruction theoretical performance" gives the mmad's cycles as a function of
m, n and k (the hardware's parallelism per operand type and a start-up), and the copies' bandwidths in
bytes per cycle (L1->L0A/L0B, load3d from its strides, the bias table and fixpipe buffer) or the fixpipe's
elements per cycle (by the result's type). Each formula here returns the cycles of the throughput part;
the start-up a call adds is a profile parameter (:class:`ascsim.runtime.timeline.Params`) that the cost
entry names (``Cost.start``), since the appendix publishes none. ``docs/semantics.md`` ("Profile: the cube
pipes") states the choices.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import arch


@dataclass(frozen=True)
class CallShape:
    """What a cost formula reads of one call."""

    #: Integer arguments by parameter name (pointers and unions left out).
    args: Mapping[str, int]
    #: The C names of the element types of the pointer parameters, in parameter order (None: void*).
    elems: tuple[str | None, ...]
    #: The running cube core's mode registers (``asc_enable_hf32``, ``asc_set_gm2l1_nz_para`` ...) by name.
    modes: Mapping[str, Any] = field(default_factory=dict)
    chip: str = arch.DAV_3510

    def arg(self, name: str, default: int = 0) -> int:
        return self.args.get(name, default)


#: (cube_m, cube_n, cube_k, k0) of an mmad by its A operand type (table 2, dav-3510; table 1, dav-2201).
MMAD_PARALLELISM: dict[str, dict[str, tuple[int, int, int, int]]] = {
    arch.DAV_3510: {
        **dict.fromkeys(("int8_t", "fp8_e4m3fn_t", "fp8_e5m2_t", "hifloat8_t"), (16, 16, 32, 32)),
        **dict.fromkeys(("half", "bfloat16_t"), (16, 16, 16, 16)),
        "float": (16, 16, 1, 8), "float+hf32": (16, 16, 8, 8),
        **dict.fromkeys(("fp4x2_e1m2_t", "fp4x2_e2m1_t"), (16, 16, 64, 64)),
        # int4 is in dav-2201's table only: its row is taken for asc_mmad_s4.
        "int4b_t": (16, 16, 64, 64),
    },
    arch.DAV_2201: {
        "int4b_t": (16, 16, 64, 64), "int8_t": (16, 16, 32, 32), **dict.fromkeys(("half", "bfloat16_t"),
                                                                                 (16, 16, 16, 16)),
        "float": (16, 16, 4, 8), "float+hf32": (16, 16, 8, 8),
    },
}


def _up(x: int, unit: int) -> int:
    return -(-x // unit) * unit


def mmad(call: CallShape) -> float:
    """``asc_mmad`` (all forms): ceil_m x ceil_n x ceil_k / (cube_m x cube_n x cube_k) cycles, m and n rounded
    up to 16 and k to the operand's k0."""
    m = call.arg("left_height", call.arg("m"))
    k = call.arg("n_dim", call.arg("k"))
    n = call.arg("right_width", call.arg("n"))
    if 0 in (m, k, n):
        return 0.0
    a = call.elems[1] or "half"
    key = f"{a}+hf32" if a == "float" and call.modes.get("hf32") else a
    table = MMAD_PARALLELISM.get(call.chip, MMAD_PARALLELISM[arch.DAV_3510])
    cm, cn, ck, k0 = table.get(key, table["half"])
    return _up(m, 16) * _up(n, 16) * _up(k, k0) / (cm * cn * ck)


def _elem_bytes(name: str | None) -> float:
    if name is None:
        return 1.0
    if name in ("int4b_t", "fp4x2_e1m2_t", "fp4x2_e2m1_t"):
        return 0.5
    if name in ("half", "bfloat16_t", "int16_t", "uint16_t"):
        return 2.0
    if name in ("float", "int32_t", "uint32_t"):
        return 4.0
    return 1.0


FRACTAL = 512  #: bytes of one fractal in L0A/L0B

#: L1->L0A/L0B bandwidths in bytes per cycle (table 5, dav-3510; table 3, dav-2201) by (copy, destination).
LOAD_BANDWIDTH: dict[str, dict[tuple[str, str], int]] = {
    arch.DAV_3510: {("2d", "L0A"): 256, ("2d", "L0B"): 256, ("trans", "L0A"): 256, ("trans", "L0B"): 128,
                    ("mx", "L0A"): 32, ("mx", "L0B"): 32},
    arch.DAV_2201: {("2d", "L0A"): 256, ("2d", "L0B"): 128, ("trans", "L0A"): 256, ("trans", "L0B"): 128},
}
#: L1->bias table and L1->fixpipe buffer: bytes per cycle (both tables).
SMALL_BUFFER_BANDWIDTH = 32


def _load_bw(call: CallShape, kind: str, dst: str) -> int:
    table = LOAD_BANDWIDTH.get(call.chip, LOAD_BANDWIDTH[arch.DAV_3510])
    return table.get((kind, dst), LOAD_BANDWIDTH[arch.DAV_3510][(kind, dst)])


def load2d(dst: str) -> Any:
    """``asc_copy_l12l0a``/``_l12l0b`` and their ``_transpose`` forms (LoadData 2D V2, whose transpose
    is a flag of the same instruction): m_step x k_step fractals at the 2D bandwidth."""
    def cycles(call: CallShape) -> float:
        return call.arg("m_step") * call.arg("k_step") * FRACTAL / _load_bw(call, "2d", dst)
    return cycles


def load_trans(dst: str) -> Any:
    """``asc_copy_l12l0a_trans``/``_l12l0b_trans`` (LoadDataWithTranspose): repeat square blocks of
    fractals (two fractals for 8- and 32-bit types, one for 16-bit ones, four for 4-bit ones)."""
    def cycles(call: CallShape) -> float:
        size = _elem_bytes(call.elems[0])
        per_block = {2.0: 1, 0.5: 4}.get(size, 2)
        return call.arg("repeat") * per_block * FRACTAL / _load_bw(call, "trans", dst)
    return cycles


def load_mx(dst: str) -> Any:
    """``asc_copy_l12l0a_mx``/``_l12l0b_mx``: x_step x y_step 32-byte scale units at the MX scales'
    bandwidth."""
    def cycles(call: CallShape) -> float:
        return call.arg("x_step") * call.arg("y_step") * 32 / _load_bw(call, "mx", dst)
    return cycles


def load3d_bandwidth(stride_w: int, rows: int, dst: str, chip: str = arch.DAV_3510) -> int:
    """The load3d bandwidth in bytes per cycle (table 6, dav-3510; table 4, dav-2201) for the window's
    stride along W and the kernel's rows ``rows`` (filter_h)."""
    legacy_b = chip == arch.DAV_2201 and dst == "L0B"
    floor = 512 // (16 + 2) if legacy_b else 32  # the least a row of the table allows
    extra = 2 if legacy_b else 0  # dav-2201's L0B column adds 2 (4 with stride 1 and n > 1)
    if stride_w == 1:
        if rows <= 1:
            return 128 if legacy_b else 256
        return max(floor, 512 // (rows + (4 if legacy_b else 2)))
    if stride_w in (2, 4, 8):
        return max(floor, 512 // (stride_w * 2 + extra + (rows if rows > 1 else 0)))
    return floor


def load3d(dst: str) -> Any:
    """``asc_copy_l12l0a``/``_l12l0b`` (load3d form): m_extension x k_extension elements at the bandwidth
    of :func:`load3d_bandwidth`."""
    def cycles(call: CallShape) -> float:
        rows = call.arg("filter_h") + (256 if call.arg("filter_size_h") else 0)
        nbytes = call.arg("m_extension") * call.arg("k_extension") * _elem_bytes(call.elems[0])
        return nbytes / load3d_bandwidth(call.arg("stride_w"), rows, dst, call.chip)
    return cycles


def l1_to_l0(dst: str) -> Any:
    """``asc_copy_l12l0a``/``_l12l0b``: the load3d form (m_extension), the 2D form (m_step) or the older
    repeat form (repeat fractals at the 2D bandwidth)."""
    three_d, two_d = load3d(dst), load2d(dst)

    def cycles(call: CallShape) -> float:
        if "m_extension" in call.args:
            return float(three_d(call))
        if "m_step" in call.args:
            return float(two_d(call))
        return call.arg("repeat") * FRACTAL / _load_bw(call, "2d", dst)
    return cycles


def small_buffer(unit: int, unit_2201: int | None = None) -> Any:
    """``asc_copy_l12bt``/``_l12fb``: ``size`` bytes, or n_burst x len_burst blocks of ``unit`` bytes
    (``unit_2201`` on dav-2201 when its page gives another), at 32 bytes per cycle."""
    def cycles(call: CallShape) -> float:
        block = unit_2201 if unit_2201 is not None and call.chip == arch.DAV_2201 else unit
        nbytes = call.arg("size") if "size" in call.args else call.arg("n_burst") * call.arg("len_burst") * block
        return nbytes / SMALL_BUFFER_BANDWIDTH
    return cycles


def fixpipe_parallelism(l0c: str, dst: str | None, dual: bool = False, strided_dn: bool = False) -> int:
    """Elements per cycle of a fixpipe copy (table 8 by the L0C and result types; table 7 on dav-2201):
    32 for a float result (64 in the dual-destination mode), 64 for 16- and 8-bit results; NZ2DN with a
    source C0 stride above 1 (``strided_dn``): 8 for a float result, 16 for the others."""
    out = dst or l0c
    if _elem_bytes(out) == 4:
        return 8 if strided_dn else 64 if dual else 32
    return 16 if strided_dn else 64


def fixpipe(call: CallShape) -> float:
    """``asc_copy_l0c2gm``/``_l0c2l1``/``_l0c2ub``: m_size x n_size elements at the fixpipe's parallelism."""
    dst, l0c = call.elems[0], call.elems[1] or "float"
    c0_stride = (int(call.modes.get("asc_set_l0c2gm_channel_para", 0) or 0) >> 48) & 0xFFFF
    strided_dn = bool(call.arg("nz2dn_en")) and c0_stride > 1
    par = fixpipe_parallelism(l0c, dst, bool(call.arg("dual_dst_ctl")), strided_dn)
    return call.arg("m_size") * call.arg("n_size") / par


def gm_bytes(call: CallShape) -> float:
    """The bytes a GM->L1 or L1->GM copy moves (the timeline divides them by its GM bandwidth):
    ``size``; repeat or m_step x k_step fractals; n_burst x len_burst 32-byte blocks; or n_value x d_value
    elements per NZ matrix."""
    if "size" in call.args:
        return float(call.arg("size"))
    if "repeat" in call.args:  # 512-byte fractals (GM->L0A/L0B, the GM->L1 repeat form)
        return float(call.arg("repeat") * FRACTAL)
    if "m_step" in call.args:
        return float(call.arg("m_step") * call.arg("k_step") * FRACTAL)
    if "n_value" in call.args:
        nz = int(call.modes.get("asc_set_gm2l1_nz_para", 0) or 0)
        matrices = max(1, nz & 0xFFFF)
        return matrices * call.arg("n_value") * call.arg("d_value") * _elem_bytes(call.elems[0])
    return float(call.arg("n_burst") * call.arg("len_burst") * 32)

