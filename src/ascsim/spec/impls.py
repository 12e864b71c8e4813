"""The facade's implementations as objects: what a spec form names, and what the facade registers.

A spec entry's form names the :class:`Impl` that runs it (``impls.reg_arith.binary``); the facade
module of the same name registers its function against that object (``@impls.reg_arith.binary.register``),
as JAX registers a rule against a primitive. Nothing is looked up by building a name: grep and the
dead-code check see every use, and :func:`unregistered` lists an object no facade function claims.

The classes below only group the objects by the facade module (``ascsim/c_api/<module>.py``) that
implements them; they are never instantiated.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: A function of :mod:`ascsim.ops` that a spec form hands its implementation (in ``Overload.extra``).
OpsFunction = Callable[..., Any]


class Impl:
    """One facade implementation: ``function(overload, *args)``, or per overload ``specialise(overload)``."""

    __slots__ = ("name", "function", "specialise")

    def __init__(self) -> None:
        self.name = ""  #: ``module.function`` of the facade, for messages and listings
        self.function: Callable[..., Any] | None = None
        #: Binds the implementation to one overload once (work that depends only on the overload).
        self.specialise: Callable[[Any], Callable[..., Any]] | None = None

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = f"{owner.__name__}.{name}"

    def __repr__(self) -> str:
        return f"<implementation {self.name}>"

    def register(self, function: Callable[..., Any]) -> Callable[..., Any]:
        """Decorator: ``function`` implements every form that names this object."""
        if self.function is not None:
            raise RuntimeError(f"{self.name} is registered twice: {self.function} and {function}")
        self.function = function
        return function

    def specialised_by(self, specialise: Callable[[Any], Callable[..., Any]]) -> Callable[[Any], Callable[..., Any]]:
        """Decorator: ``specialise(overload)`` returns the callable that runs that overload."""
        self.specialise = specialise
        return specialise


class atomic:
    """``ascsim/c_api/atomic.py``."""

    get_config = Impl()
    scalar = Impl()
    set_config_v1 = Impl()
    set_config_v2 = Impl()
    set_mode = Impl()


class cache_ctrl:
    """``ascsim/c_api/cache_ctrl.py``."""

    datacache_preload = Impl()
    dcci_entire = Impl()
    dcci_single = Impl()
    get_scalar_cache_mode = Impl()
    icache_preload = Impl()
    icache_preload_status = Impl()
    set_scalar_cache_mode = Impl()


class common:
    """``ascsim/c_api/common.py``."""

    get_block_var = Impl()
    get_vf_len = Impl()
    init = Impl()
    nop = Impl()


class copy:
    """``ascsim/c_api/copy.py``."""

    gm2ub = Impl()
    gm2ub_align = Impl()
    gm2ub_align_burst = Impl()
    gm2ub_align_gap = Impl()
    gm2ub_align_sync = Impl()
    gm2ub_sync = Impl()
    set_copy_pad_val = Impl()
    set_gm2ub_pad = Impl()
    set_loop_size = Impl()
    set_loop_stride = Impl()
    ub2gm = Impl()
    ub2gm_align = Impl()
    ub2gm_align_burst = Impl()
    ub2gm_align_gap = Impl()
    ub2gm_align_sync = Impl()
    ub2gm_sync = Impl()
    ub2l1 = Impl()
    ub2l1_sync = Impl()
    ub2ub = Impl()
    ub2ub_sync = Impl()


class ndim_copy:
    """``ascsim/c_api/ndim_copy.py``."""

    ndim_copy_dci = Impl()
    ndim_copy_gm2ub = Impl()
    set_ndim_loop_stride = Impl()
    set_ndim_pad_count = Impl()
    set_ndim_pad_value = Impl()


class reg_addr:
    """``ascsim/c_api/reg_addr.py``."""

    addr_reg = Impl()


class reg_arith:
    """``ascsim/c_api/reg_arith.py``."""

    axpy = Impl()
    binary = Impl()
    binary_carry = Impl()
    binary_scalar = Impl()
    carry_in = Impl()
    exp_sub = Impl()
    fma = Impl()
    madd = Impl()
    mula = Impl()
    mull = Impl()
    muls = Impl()
    unary = Impl()


class reg_compare:
    """``ascsim/c_api/reg_compare.py``."""

    compare = Impl()
    compare_scalar = Impl()
    gt = Impl()


class reg_convert:
    """``ascsim/c_api/reg_convert.py``."""

    convert = Impl()
    exp_sub_at = Impl()
    muls_at = Impl()
    round_integral = Impl()


class reg_duplicate:
    """``ascsim/c_api/reg_duplicate.py``."""

    duplicate = Impl()
    duplicate_at = Impl()
    duplicate_scalar = Impl()
    duplicate_scalar_merge = Impl()


class reg_index:
    """``ascsim/c_api/reg_index.py``."""

    arange = Impl()
    copy = Impl()
    copy_mask = Impl()
    copy_to_mask = Impl()
    extract_mask = Impl()
    hist = Impl()
    mask_value = Impl()
    set_va_reg = Impl()


class reg_load:
    """``ascsim/c_api/reg_load.py``."""

    deintlv_postupdate = Impl()
    gather_datablock = Impl()
    gather_reg = Impl()
    gather_ub = Impl()
    load = Impl()
    load_blk = Impl()
    load_blk_postupdate = Impl()
    load_brc = Impl()
    load_brc_postupdate = Impl()
    load_dist_mask = Impl()
    load_dist_mask_postupdate = Impl()
    load_ds = Impl()
    load_ds_postupdate = Impl()
    load_e2b = Impl()
    load_e2b_postupdate = Impl()
    load_unpk4 = Impl()
    load_unpk4_postupdate = Impl()
    load_unpk_postupdate = Impl()
    load_us = Impl()
    load_us_postupdate = Impl()
    loadalign = Impl()
    loadalign_blocks = Impl()
    loadalign_blocks_postupdate = Impl()
    loadalign_datablock_strided = Impl()
    loadalign_deintlv = Impl()
    loadalign_mask = Impl()
    loadalign_mask_postupdate = Impl()
    loadalign_mask_value = Impl()
    loadalign_postupdate = Impl()
    loadalign_unpack = Impl()
    loadunalign = Impl()
    loadunalign_postupdate = Impl()
    loadunalign_postupdate_addr = Impl()
    loadunalign_pre = Impl()
    mask_spr = Impl()
    scatter_src_first = Impl()


class reg_logic:
    """``ascsim/c_api/reg_logic.py``."""

    bitwise = Impl()
    bitwise_mask = Impl()
    not_ = Impl()
    not_mask = Impl()
    shift = Impl()
    shift_scalar = Impl()


class reg_mask:
    """``ascsim/c_api/reg_mask.py``."""

    create_mask = Impl()
    update_mask = Impl()


class reg_permute_sel:
    """``ascsim/c_api/reg_permute_sel.py``."""

    clear_ar = Impl()
    deintlv = Impl()
    deintlv_mask = Impl()
    intlv = Impl()
    intlv_mask = Impl()
    pack = Impl()
    pack_mask = Impl()
    select = Impl()
    squeeze = Impl()
    unpack = Impl()
    unpack_mask = Impl()
    unsqueeze = Impl()
    unsqueeze_value = Impl()


class reg_reduce:
    """``ascsim/c_api/reg_reduce.py``."""

    pair_reduce_sum = Impl()
    reduce_extreme = Impl()
    reduce_extreme_datablock = Impl()
    reduce_sum = Impl()
    reduce_sum_datablock = Impl()


class reg_store:
    """``ascsim/c_api/reg_store.py``."""

    scatter = Impl()
    squeeze_and_storeunalign = Impl()
    store = Impl()
    storealign = Impl()
    storealign_1st = Impl()
    storealign_1st_postupdate = Impl()
    storealign_blocks = Impl()
    storealign_blocks_postupdate = Impl()
    storealign_intlv = Impl()
    storealign_mask = Impl()
    storealign_mask_postupdate = Impl()
    storealign_pack = Impl()
    storealign_pack_mask = Impl()
    storealign_pack_mask_postupdate = Impl()
    storealign_pack_postupdate = Impl()
    storealign_pack_quarter = Impl()
    storealign_pack_quarter_postupdate = Impl()
    storealign_postupdate = Impl()
    storealign_squeeze_status = Impl()
    storealign_squeeze_status_postupdate = Impl()
    storeunalign = Impl()
    storeunalign_ar = Impl()
    storeunalign_areg = Impl()
    storeunalign_mask = Impl()
    storeunalign_post = Impl()
    storeunalign_post_postupdate = Impl()
    storeunalign_postupdate = Impl()


class scalar_compute:
    """``ascsim/c_api/scalar_compute.py``."""

    bits = Impl()
    float2half_ro = Impl()
    float2int32 = Impl()
    load_dev = Impl()
    nthbit = Impl()
    store_dev = Impl()


class sync:
    """``ascsim/c_api/sync.py``."""

    arrive = Impl()
    barrier = Impl()
    data_barrier = Impl()
    lock = Impl()
    mem_bar = Impl()
    mte_handoff = Impl()
    notify = Impl()
    partner_arrive = Impl()
    partner_wait = Impl()
    pipe_barrier = Impl()
    unlock = Impl()
    wait = Impl()
    wait_flag = Impl()


class cube:
    """``ascsim/c_api/cube.py``: the cube core's compute (cube_compute.h)."""

    mmad = Impl()
    mmad_mx = Impl()
    mmad_sparse = Impl()
    set_mode = Impl()
    get_fix_reg = Impl()
    set_l0c2gm_config = Impl()
    set_nz2nd = Impl()
    #: The newer headers' with-bias forms of asc_mmad/asc_mmad_mx: the initial C is a bias-table row.
    mmad_bias = Impl()


class cube_copy:
    """``ascsim/c_api/cube_copy.py``: the cube core's data movement (cube_datamove.h); the GM->L1 copies with
    padding modes, loops and fractal loads in ``ascsim/c_api/cube_gm2l1.py``."""

    gm2l1 = Impl()
    gm2l1_nd2nz = Impl()
    gm2l1_dn2nz = Impl()
    gm2l1_pad = Impl()
    gm2l1_align = Impl()
    gm2l1_frac = Impl()
    gm2l1_nd2nz_multi = Impl()
    set_gm2l1_padding = Impl()
    l12l0 = Impl()
    l12l0_transpose = Impl()
    l12l0b_trans = Impl()
    l12l0_repeat = Impl()
    l12l0_trans = Impl()
    l12l0b_sparse = Impl()
    l12l0_mx = Impl()
    load3d = Impl()
    l0c2out = Impl()
    #: The fixpipe's (destination, L0C) pairs no quantisation mode writes: every call is an error.
    l0c2out_none = Impl()
    #: The enum forms' int4b_t destinations: no quant_post, and no quant_pre mode writes int4 (not simulated).
    l0c2out_int4 = Impl()
    l12fb = Impl()
    l12bt = Impl()
    plain = Impl()
    fill = Impl()
    set_reg = Impl()


class cube_fields:
    """``ascsim/c_api/cube_fields.py``: the newer headers' field-by-field forms of the cube-core register setters
    (cube_datamove.h, and asc_set_gm2l1_nz_para of sys_var.h)."""

    pack = Impl()
    float_bits = Impl()
    prequant = Impl()


class cube_direct:
    """``ascsim/c_api/cube_direct.py``: the cube core's direct copies (GM->L0A/L0B, L1->UB, L1->L0C) and the
    image load (cube_datamove.h)."""

    gm2l0 = Impl()
    l12ub = Impl()
    l12l0c = Impl()
    load_image = Impl()


class sys_var:
    """``ascsim/c_api/sys_var.py``."""

    get_ar = Impl()
    get_arch_ver = Impl()
    get_core_id = Impl()
    get_ctrl = Impl()
    get_ffts_base_addr = Impl()
    get_phy_buf_addr = Impl()
    get_phy_stack_base = Impl()
    get_program_counter = Impl()
    get_saturation_flag = Impl()
    get_saturation_strategy = Impl()
    get_smmu_tag_version = Impl()
    get_status = Impl()
    get_sub_block_id = Impl()
    get_sub_block_num = Impl()
    get_sys_virtual_base = Impl()
    get_system_cycle = Impl()
    idle_slot_count = Impl()
    set_ctrl = Impl()
    set_cube = Impl()
    set_ffts_base_addr = Impl()
    set_l13d_padding = Impl()
    set_saturation_flag = Impl()
    set_saturation_strategy = Impl()


class vector_compute:
    """``ascsim/c_api/vector_compute.py``."""

    add = Impl()
    duplicate = Impl()
    get_cmp_mask = Impl()
    get_rsvd_count = Impl()
    select = Impl()
    set_cmp_mask = Impl()
    set_mask_mode = Impl()
    set_vector_mask = Impl()
    squeeze = Impl()


class vector_compute_5hd:
    """``ascsim/c_api/vector_compute_5hd.py``."""

    transto5hd = Impl()


class vector_compute_arith:
    """``ascsim/c_api/vector_compute_arith.py``."""

    abs_ = Impl()
    add_relu = Impl()
    add_scalar = Impl()
    and_ = Impl()
    axpy = Impl()
    div = Impl()
    exp = Impl()
    fma = Impl()
    leakyrelu = Impl()
    log = Impl()
    max_ = Impl()
    max_scalar = Impl()
    min_ = Impl()
    min_scalar = Impl()
    mul = Impl()
    mul_add = Impl()
    mul_add_relu = Impl()
    mul_scalar = Impl()
    not_ = Impl()
    or_ = Impl()
    rcp = Impl()
    relu = Impl()
    rsqrt = Impl()
    shiftleft = Impl()
    shiftright = Impl()
    shiftright_round = Impl()
    sqrt = Impl()
    sub = Impl()
    sub_relu = Impl()
    sub_scalar = Impl()


class vector_compute_convert:
    """``ascsim/c_api/vector_compute_convert.py``."""

    convert = Impl()
    deq_b8 = Impl()
    deq_half = Impl()
    mul_cast = Impl()
    set_deq_scale = Impl()
    set_deq_scale_table = Impl()
    vdeq_b8 = Impl()


class vector_compute_misc:
    """``ascsim/c_api/vector_compute_misc.py``."""

    brcb = Impl()
    compare = Impl()
    compare_scalar = Impl()
    copy = Impl()
    datablock_reduce = Impl()
    gather = Impl()
    gather_datablock = Impl()
    gather_mask = Impl()
    get_acc_val = Impl()
    get_reduce_cnt = Impl()
    pair_reduce = Impl()
    repeat_reduce = Impl()
    transpose = Impl()


class vector_compute_sort:
    """``ascsim/c_api/vector_compute_sort.py``."""

    bitsort = Impl()
    get_vms4_sr = Impl()
    mrgsort4 = Impl()


class vf:
    """``ascsim/c_api/vf.py``."""

    vf_call = Impl()


class simt_sync:
    """``ascsim/simt_api/sync.py``."""

    syncthreads = Impl()
    threadfence = Impl()


class simt_time:
    """``ascsim/simt_api/time.py``."""

    clock = Impl()


class simt_atomic:
    """``ascsim/simt_api/atomic.py``."""

    atomic = Impl()


class simt_warp:
    """``ascsim/simt_api/warp.py``."""

    laneid = Impl()
    lanemask = Impl()
    reduce = Impl()
    shfl = Impl()
    vote = Impl()


class simt_lanes:
    """``ascsim/simt_api/lanes.py``: functions of each thread's own values (math, conversions, bits)."""

    apply = Impl()
    reads_array = Impl()
    with_outputs = Impl()


class simt_memory:
    """``ascsim/simt_api/memory.py``."""

    cache_line = Impl()
    from_address = Impl()
    load_hint = Impl()
    nop = Impl()
    space_test = Impl()
    store_hint = Impl()
    to_address = Impl()


class simt_groups:
    """``ascsim/simt_api/groups.py``: the natives of the cooperative groups."""

    check = Impl()
    member = Impl()
    shfl = Impl()
    sync = Impl()
    sync_lanes = Impl()
    vote = Impl()


def implements(*objects: Impl) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Decorator: one facade function implements the forms of several objects (one per operation, so
    that each operation's forms are counted, listed and tested on their own)."""
    def register(function: Callable[..., Any]) -> Callable[..., Any]:
        for obj in objects:
            obj.register(function)
        return function
    return register


def every() -> list[Impl]:
    """Every implementation object, module by module."""
    return [v for cls in _GROUPS for v in vars(cls).values() if isinstance(v, Impl)]


def unregistered() -> list[Impl]:
    """The objects no facade function registered (the facade modules must be imported first)."""
    return [i for i in every() if i.function is None]


def simt_every() -> list[Impl]:
    """Every implementation object of the SIMT API (:mod:`ascsim.simt_api` registers them)."""
    return [v for cls in _SIMT_GROUPS for v in vars(cls).values() if isinstance(v, Impl)]


_GROUPS: tuple[type, ...] = (atomic, cache_ctrl, common, copy, cube, cube_copy, ndim_copy, reg_addr, reg_arith,
                             reg_compare, reg_convert, reg_duplicate, reg_index, reg_load, reg_logic, reg_mask,
                             reg_permute_sel, reg_reduce, reg_store, scalar_compute, sync, sys_var, vector_compute,
                             vector_compute_5hd, vector_compute_arith, vector_compute_convert, vector_compute_misc,
                             vector_compute_sort, vf)
_SIMT_GROUPS: tuple[type, ...] = (simt_sync, simt_time, simt_atomic, simt_warp, simt_lanes, simt_memory,
                                  simt_groups)
