"""Which architectures have each function and overload of the spec: data, applied once when the spec
loads (:func:`arches_of` fills :attr:`ascsim.spec.Overload.arches`).

The vendor keeps one implementation folder per architecture; a header declares a function for both,
and an architecture has it when its folder defines it (or the header defines it as a macro for it).
dav-2201 (Atlas A2/A3) has no register compute: the four register headers, ``asc_vf_call`` and the
register-side system registers exist on dav-3510 only, and so do SIMT kernels. The cube headers follow the
dav-2201 folder form by form (:func:`_cube_arches`): it defines the older forms the header declares and a few
of its own, not the newer dav-3510 forms. Of the other headers,
dav-2201 lacks the names below and a few forms (the align copies' L2-cache-mode burst forms, their
8-bit float element types). Every other overload exists on both. The data follows the dav-2201 folder
of the July 2026 snapshot and, for the names the newer headers add (``asc_disable_dma_atomic``, the
``int32`` atomic setters, ``asc_sync_vec(int)``), the newer upstream folder.

The UB-level vector instructions of ``vector_compute.h`` and a few registers (the vector mask, CMPMASK,
the reduction counters, the FFTS base address) are defined by the dav-2201 folder only; their pages
list Ascend 950 as unsupported. ascsim has modelled them on dav-3510 since before it knew dav-2201
(the header declares them), and keeps them there: :data:`VENDOR_2201_ONLY` names them, so that
``ascsim api --arch dav-3510`` and the docs can say so.
"""

from __future__ import annotations

from typing import Any, Protocol

from .. import dtypes as d
from ..arch import ARCHES, DAV_2201, DAV_3510
from . import impls
from .versions import V910


class Overload(Protocol):
    """What this module reads of a :class:`ascsim.spec.Overload` (which imports this module)."""

    function: Any
    impl: Any
    params: tuple[Any, ...]
    extra: tuple[Any, ...]
    versions: tuple[str, ...]

#: Every architecture: what an overload has unless the data below says otherwise.
ALL: tuple[str, ...] = tuple(ARCHES)
ONLY_3510: tuple[str, ...] = (DAV_3510,)

#: Spec modules that exist on dav-3510 only (register compute).
REGISTER_HEADERS = frozenset({"reg_vector", "reg_load", "reg_store", "reg_convert", "kernel_operator"})

#: The cube headers: their forms follow the dav-2201 folder form by form (:func:`_cube_arches`).
CUBE_HEADERS = frozenset({"cube_compute", "cube_datamove"})
ONLY_2201: tuple[str, ...] = (DAV_2201,)
_CC, _CU, _CD = impls.cube_copy, impls.cube, impls.cube_direct
#: Cube implementations none of whose forms the dav-2201 folder defines: the ND/DN->NZ copies with the
#: MTE2_NZ_PARA register, the align copy, the 2D (m/k position) and transposing 2D loads, the mx loads, the
#: newer transposing L1->L0B load, L1->UB, the mx multiply and the NZ2ND setter of the newer fixpipe.
CUBE_IMPLS_NOT_ON_2201 = frozenset({
    _CC.gm2l1_nd2nz, _CC.gm2l1_dn2nz, _CC.gm2l1_align, _CC.set_gm2l1_padding, _CC.l12l0, _CC.l12l0_transpose,
    _CC.l12l0_mx, _CC.l12l0b_trans, _CD.l12ub, _CU.mmad_mx, _CU.set_nz2nd})
#: ``extra[0]`` of the forms the dav-2201 folder lacks among implementations it has otherwise: the GM->L1
#: stride form and 2D fractal load, the GM->L1 loop and pad registers, the 8-bit float mode setters, the
#: GEMV (``disable_gemv``) forms of asc_mmad with fp8/hifloat8 operands.
CUBE_KINDS_NOT_ON_2201 = frozenset({"stride", "2d", "loop_size", "loop1_stride", "loop2_stride", "pad", "fp8",
                                    "gemv"})
#: Element types of the load3d forms (asc_copy_l12l0a/_l12l0b with 15 arguments) on dav-2201, per destination.
LOAD3D_2201 = {"L0A": frozenset({d.bfloat16_t, d.float_, d.half, d.int32_t, d.int4b_t, d.int8_t, d.uint32_t,
                                 d.uint8_t}),
               "L0B": frozenset({d.bfloat16_t, d.float_, d.half, d.int32_t, d.uint32_t})}

#: (spec module, C name) of the other headers' functions that dav-2201 lacks.
NOT_ON_2201: frozenset[tuple[str, str]] = frozenset(
    [("vector_datamove", n) for n in (
        "asc_set_ub2gm_loop_size", "asc_set_ub2gm_loop1_stride", "asc_set_ub2gm_loop2_stride",
        "asc_set_gm2ub_loop_size", "asc_set_gm2ub_loop1_stride", "asc_set_gm2ub_loop2_stride", "asc_set_gm2ub_pad",
        "asc_ndim_copy_gm2ub", "asc_set_ndim_loop0_stride", "asc_set_ndim_loop1_stride", "asc_set_ndim_loop2_stride",
        "asc_set_ndim_loop3_stride", "asc_set_ndim_loop4_stride", "asc_set_ndim_pad_count", "asc_set_ndim_pad_value",
        "asc_ndim_copy_dci", "asc_copy_ub2l1", "asc_copy_ub2l1_sync")]
    + [("sync", n) for n in ("asc_sync_intra_arrive", "asc_sync_intra_wait", "asc_lock", "asc_unlock")]
    + [("sys_var", n) for n in (
        "asc_get_vf_len", "asc_get_squeeze_status", "asc_get_ar_spr", "asc_set_l0c2gm_channel_para",
        "asc_set_l3d_rpt_b", "asc_set_gm2l1_nz_para", "asc_set_l12l0_padding_val",
        "asc_set_l0c2gm_quant_post", "asc_set_l0c2gm_relu_alpha", "asc_set_saturation_flag",
        "asc_get_saturation_flag", "asc_set_saturation_strategy", "asc_get_saturation_strategy",
        "asc_get_pipe_mte2_idle_slot_count", "asc_get_pipe_mte3_idle_slot_count", "asc_get_pipe_v_idle_slot_count",
        "asc_get_pipe_m_idle_slot_count", "asc_get_pipe_mte1_idle_slot_count", "asc_get_pipe_fix_idle_slot_count")]
    + [("atomic", "asc_set_store_atomic_config_v2")]
    + [("cache_ctrl", n) for n in (
        "asc_dci", "asc_set_scalar_cache_mode", "asc_get_scalar_load_cache_mode", "asc_get_scalar_store_cache_mode")]
    + [("scalar_compute", n) for n in (
        "asc_float2int32_rd", "asc_float2int32_ru", "asc_float2int32_rn", "asc_float2int32_rna", "asc_float2half_ro",
        "asc_load_dev", "asc_store_dev", "asc_atomic_add", "asc_atomic_sub", "asc_atomic_exch", "asc_atomic_max",
        "asc_atomic_min", "asc_atomic_cas", "asc_atomic_and", "asc_atomic_or", "asc_atomic_xor", "asc_atomic_inc",
        "asc_atomic_dec")]
    + [("misc", "asc_nop")]
)

#: Implementations whose forms exist on dav-3510 only: the align copies' burst forms with an L2 cache
#: mode and byte strides (dav-2201 has the gap forms instead).
IMPLS_NOT_ON_2201 = frozenset({impls.copy.gm2ub_align_burst, impls.copy.ub2gm_align_burst})
#: Element types dav-2201 does not copy (the 8-bit floats are dav-3510 types).
ELEMS_NOT_ON_2201 = frozenset({d.hifloat8_t, d.fp8_e5m2_t, d.fp8_e4m3fn_t})

#: (spec module, C name prefix) of what only the dav-2201 folder defines, though ascsim keeps it on
#: both (see the module's doc): the UB-level vector instructions and the registers they use.
VENDOR_2201_ONLY: frozenset[tuple[str, str]] = frozenset(
    {("vector_compute", ""), ("sys_var", "asc_get_ffts_base_addr"), ("sys_var", "asc_set_ffts_base_addr"),
     ("sys_var", "asc_get_overflow_status"), ("atomic", "asc_set_store_atomic_config_v1"),
     ("cache_ctrl", "asc_dcci_entire_ub")})


def arches_of(overload: Overload) -> tuple[str, ...]:
    """The architectures that have overload ``overload``."""
    f = overload.function
    # A register header's function that a UB-level header declares too (asc_set_va_reg) is on both.
    if f.where == "vf" or (f.header in REGISTER_HEADERS and all(h in REGISTER_HEADERS for h in f.also)):
        return ONLY_3510
    if (f.header, f.name) in NOT_ON_2201 or overload.impl in IMPLS_NOT_ON_2201:
        return ONLY_3510
    if any(p.ty.elem in ELEMS_NOT_ON_2201 for p in overload.params):
        return ONLY_3510
    return _cube_arches(overload) if f.header in CUBE_HEADERS else ALL


def _cube_arches(overload: Overload) -> tuple[str, ...]:
    """The architectures of a cube form: the forms the dav-2201 folder defines are on both (its folder
    and the header declare them), the others on dav-3510 only; the bfloat16 L0A fills with a half or
    uint32 value are defined by the dav-2201 folder only (the header does not declare them)."""
    impl, extra = overload.impl, overload.extra
    kind = extra[0] if extra else None
    if impl in CUBE_IMPLS_NOT_ON_2201 or kind in CUBE_KINDS_NOT_ON_2201:
        return ONLY_3510
    if V910 not in overload.versions:  # only the newer headers declare it: their dav-3510 implementation
        return ONLY_3510
    names = {p.name for p in overload.params}
    if impl in (_CC.l0c2out, _CC.l0c2out_none):
        # The dav-2201 fixpipe copies to GM and L1 are the 11-argument forms (no clip ReLU, no post stage).
        return ALL if kind != "UB" and "clip_relu_pre" not in names else ONLY_3510
    if impl is _CC.l12bt:
        return ALL if overload.params[1].ty.elem is None else ONLY_3510
    if impl is _CC.load3d:
        return ALL if overload.params[0].ty.elem in LOAD3D_2201[str(kind)] else ONLY_3510
    if impl is _CC.fill and overload.function.name.startswith("asc_fill_l0a"):
        ptr, value = overload.params[0].ty.elem, overload.params[1].ty.elem
        if ptr is d.bfloat16_t and value is not d.bfloat16_t:
            return ONLY_2201
    return ALL


def vendor_2201_only(overload: Overload) -> bool:
    """Whether only the dav-2201 implementation defines ``overload`` (ascsim runs it on both)."""
    f = overload.function
    return any(f.header == h and f.name.startswith(p) for h, p in VENDOR_2201_ONLY)


def where_it_exists(arches: tuple[str, ...]) -> str:
    """``"dav-3510 only"`` / ``"dav-3510 and dav-2201"``: the architectures of an overload, in words."""
    return f"{arches[0]} only" if len(arches) == 1 else " and ".join(arches)


def missing_message(overload: Overload, prototype: str, arches: tuple[str, ...], selected: str,
                    others_here: int) -> str:
    """Why a call of ``overload`` (``prototype``, on ``arches``) cannot run on ``selected``; ``others_here``:
    how many other forms of its name ``selected`` has."""
    name = overload.function.name
    what = f"this form of {name} ({prototype})" if others_here else name
    fix = (f"call one of the {others_here} forms {selected} has (ascsim api {name} --arch {selected})"
           if others_here else f"run the program for {where_it_exists(arches).removesuffix(' only')} "
           f"(--npu-arch {arches[0]})")
    return f"{what} exists on {where_it_exists(arches)}, not on {selected}, the selected architecture: {fix}"
