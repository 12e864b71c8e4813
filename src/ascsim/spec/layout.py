"""The restructured header layout of the 9.2.0 vendor headers, as forwarding headers.

The 9.1.0 layout has one header per spec module (:data:`ascsim.spec.HEADERS`); 9.2.0 splits them
into smaller headers (``c_api/reg_compute/compute/reg_arith.h``, ``c_api/reg_compute/load/loadalign.h``
...) and adds umbrella headers (``c_api/asc_reg_vector.h``, ``c_api/asc_memory_vector.h``). A program
written for either layout includes its paths unchanged: each 9.2.0 path here names the spec modules
whose declarations it brings in, and the generated header at that path includes theirs.
"""

from __future__ import annotations

_REG = ("reg_vector", "reg_load", "reg_store", "reg_convert")
_MEMORY = ("vector_datamove", "vector_compute", "sync", "sys_var", "atomic", "cache_ctrl", "scalar_compute", "misc")

#: 9.2.0 header path (under ``include/``) -> the spec modules it declares the functions of ("types"
#: only: the header defines types, enums and constants, which every generated header brings).
LAYOUT_920: dict[str, tuple[str, ...]] = {
    "c_api/asc_reg_vector.h": _REG + ("sync", "sys_var", "misc"),
    "c_api/asc_memory_vector.h": _MEMORY,
    # The cube core's umbrella: both cube headers.
    "c_api/asc_cube.h": ("cube_compute", "cube_datamove"),
    "c_api/utils_intf.h": (),
    "c_api/defs/constant.h": (),
    "c_api/defs/defs.h": (),
    "c_api/defs/enum.h": (),
    "c_api/defs/macro.h": (),
    "c_api/defs/type.h": (),
    "c_api/defs/union.h": (),
    "c_api/utils/enum.h": (),
    "c_api/utils/union.h": (),
    "c_api/utils/utils.h": (),
    "c_api/utils/sys_init.h": ("misc",),
    "c_api/utils/sys_misc.h": ("misc",),
    "c_api/utils/sys_var.h": ("sys_var",),
    "c_api/atomic/datamove_atomic.h": ("atomic",),
    "c_api/atomic/memcpy_atomic.h": ("atomic",),
    "c_api/atomic/scalar_atomic.h": ("atomic", "scalar_compute"),
    "c_api/composite/loadunalign_composite.h": ("reg_load",),
    "c_api/composite/storeunalign_composite.h": ("reg_store",),
    "c_api/composite/vector_compute_composite.h": ("vector_compute", "vector_datamove"),
    "c_api/experimental/asc_get_pipe_idle_slot_count.h": ("misc",),
    "c_api/reg_compute/reg_compute.h": _REG,
    "c_api/reg_compute/reg_copy.h": ("reg_vector",),
    "c_api/reg_compute/reg_sync.h": ("reg_vector",),
    "c_api/reg_compute/compute/reg_addr_reg.h": ("reg_vector",),
    "c_api/reg_compute/compute/reg_arith.h": ("reg_vector",),
    "c_api/reg_compute/compute/reg_broadcast.h": ("reg_vector",),
    "c_api/reg_compute/compute/reg_compare.h": ("reg_vector",),
    "c_api/reg_compute/compute/reg_fused.h": ("reg_vector",),
    "c_api/reg_compute/compute/reg_gather.h": ("reg_load",),
    "c_api/reg_compute/compute/reg_histogram.h": ("reg_vector",),
    "c_api/reg_compute/compute/reg_index.h": ("reg_vector",),
    "c_api/reg_compute/compute/reg_logic.h": ("reg_vector",),
    "c_api/reg_compute/compute/reg_mask.h": ("reg_vector", "reg_load"),
    "c_api/reg_compute/compute/reg_permute_sel.h": ("reg_vector",),
    "c_api/reg_compute/compute/reg_reduce.h": ("reg_vector",),
    "c_api/reg_compute/gather/ub_gather.h": ("reg_load",),
    "c_api/reg_compute/scatter/ub_scatter.h": ("reg_load",),
    "c_api/reg_compute/load/loadalign.h": ("reg_load",),
    "c_api/reg_compute/load/loadunalign.h": ("reg_load",),
    "c_api/reg_compute/store/storealign.h": ("reg_store",),
    "c_api/reg_compute/store/storeunalign.h": ("reg_store",),
    "c_api/scalar_compute/scalar_load.h": ("scalar_compute",),
    "c_api/scalar_compute/scalar_store.h": ("scalar_compute",),
    "c_api/scalar_compute/compute/scalar_bit.h": ("scalar_compute",),
    "c_api/scalar_compute/compute/scalar_convert.h": ("scalar_compute", "reg_convert"),
    "c_api/spr/spr.h": ("sys_var",),
    # vector_compute/compute/*.h hold register forms too (their functions share names with UB ones).
    "c_api/vector_compute/compute/vector_arith.h": ("vector_compute", "reg_vector"),
    "c_api/vector_compute/compute/vector_broadcast.h": ("vector_compute", "reg_vector"),
    "c_api/vector_compute/compute/vector_compare.h": ("vector_compute", "reg_vector"),
    "c_api/vector_compute/compute/vector_convert.h": ("vector_compute", "reg_convert"),
    "c_api/vector_compute/compute/vector_fused.h": ("vector_compute", "reg_vector"),
    "c_api/vector_compute/compute/vector_gather.h": ("vector_compute", "reg_load"),
    "c_api/vector_compute/compute/vector_logic.h": ("vector_compute", "reg_vector"),
    "c_api/vector_compute/compute/vector_mask_config.h": ("vector_compute",),
    "c_api/vector_compute/compute/vector_permute_sel.h": ("vector_compute", "reg_vector"),
    "c_api/vector_compute/compute/vector_reduce.h": ("vector_compute", "reg_vector"),
    "c_api/vector_compute/compute/vector_sort.h": ("vector_compute",),
}
