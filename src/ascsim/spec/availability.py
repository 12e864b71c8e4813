"""Which architectures have each function and overload of the spec: data, applied once when the spec
loads (:func:`arches_of` fills :attr:`ascsim.spec.Overload.arches`).

The vendor keeps one implementation folder per architecture; a header declares a function for both,
and an architecture has it when its folder defines it (or the header defines it as a macro for it).
dav-2201 (Atlas A2/A3) has no register compute: the four register headers, ``asc_vf_call`` and the
register-side system registers exist on dav-3510 only, and so do SIMT kernels. Of the other headers,
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
from ..arch import ARCHES, DAV_3510
from . import impls


class Overload(Protocol):
    """What this module reads of a :class:`ascsim.spec.Overload` (which imports this module)."""

    function: Any
    impl: Any
    params: tuple[Any, ...]

#: Every architecture: what an overload has unless the data below says otherwise.
ALL: tuple[str, ...] = tuple(ARCHES)
ONLY_3510: tuple[str, ...] = (DAV_3510,)

#: Spec modules that exist on dav-3510 only (register compute).
REGISTER_HEADERS = frozenset({"reg_vector", "reg_load", "reg_store", "reg_convert", "kernel_operator"})

#: The cube headers as ascsim models them: the dav-3510 forms. dav-2201's cube functions have other
#: signatures and units (its per-architecture pages), which ascsim does not model yet.
CUBE_HEADERS = frozenset({"cube_compute", "cube_datamove"})

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
        "asc_set_l3d_rpt_b", "asc_set_gm2l1_nz_para", "asc_set_l13d_padding", "asc_set_l12l0_padding_val",
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
    if (f.header, f.name) in NOT_ON_2201 or overload.impl in IMPLS_NOT_ON_2201 or f.header in CUBE_HEADERS:
        return ONLY_3510
    if any(p.ty.elem in ELEMS_NOT_ON_2201 for p in overload.params):
        return ONLY_3510
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
