"""``c_api/cube_datamove/cube_datamove.h``: the cube core's copies (GM->L1 with ND/DN->NZ, L1->L0A/L0B with
transposes, L0C->GM/L1/UB through the fixpipe, bias table and fixpipe buffer), fills and load3d registers.

Every copy has a ``_sync`` twin (the copy, then a wait for it) where the header declares one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .. import dtypes as d
from ..dtypes import ElemType
from . import V910, V920, Function, cost, fn, impls, void
from .cost import Cost
from .impls import Impl
from .types import C_BOOL, S16, U8, U16, U32, U64, CType, ca, cb, cbuf, cc, enum, fbuf, gm, out, scalar, ub, union_type

_H = "cube_datamove"
_CP = impls.cube_copy
_CD = impls.cube_direct
Sig = tuple[CType, tuple[tuple[str, CType], ...]]
B = C_BOOL

# Element types of the overload sets (the header's lists).
_GM2L0 = (d.bfloat16_t, d.float_, d.half, d.int32_t, d.int4b_t, d.int8_t, d.uint32_t, d.uint8_t)
_GM2L1_GAP = (d.bfloat16_t, d.float_, d.half, d.int32_t, d.int8_t, d.uint32_t, d.uint8_t)
_ALL15 = (d.bfloat16_t, d.float_, d.fp4x2_e1m2_t, d.fp4x2_e2m1_t, d.fp8_e4m3fn_t, d.fp8_e5m2_t, d.half,
          d.hifloat8_t, d.int16_t, d.int32_t, d.int4b_t, d.int8_t, d.uint16_t, d.uint32_t, d.uint8_t)
_GM2L1_2D = (d.bfloat16_t, d.float_, d.fp4x2_e1m2_t, d.fp4x2_e2m1_t, d.fp8_e4m3fn_t, d.fp8_e5m2_t, d.half,
             d.hifloat8_t, d.int16_t, d.int32_t, d.int8_t, d.uint16_t, d.uint32_t, d.uint8_t, None)
_ALIGN10 = (d.bfloat16_t, d.float_, d.half, d.hifloat8_t, d.int16_t, d.int32_t, d.int8_t, d.uint16_t, d.uint32_t,
            d.uint8_t)
_NZ12 = (d.bfloat16_t, d.float_, d.fp8_e4m3fn_t, d.fp8_e5m2_t, d.half, d.hifloat8_t, d.int16_t, d.int32_t,
         d.int8_t, d.uint16_t, d.uint32_t, d.uint8_t)
_ND2NZ_OLD = (d.bfloat16_t, d.float_, d.half, d.int16_t, d.int32_t, d.int8_t, d.uint32_t, d.uint8_t)
_LOAD3D_A = (d.bfloat16_t, d.float_, d.fp8_e4m3fn_t, d.fp8_e5m2_t, d.half, d.hifloat8_t, d.int16_t, d.int32_t,
             d.int4b_t, d.int8_t, d.uint16_t, d.uint32_t, d.uint8_t)
_LOAD3D_B = tuple(t for t in _LOAD3D_A if t is not d.int4b_t)
_TRANS_OLD = (d.bfloat16_t, d.float_, d.half, d.int32_t, d.int8_t, d.uint32_t, d.uint8_t)
_TRANS_B = (d.bfloat16_t, d.float_, d.fp4x2_e1m2_t, d.fp4x2_e2m1_t, d.fp8_e4m3fn_t, d.fp8_e5m2_t, d.half,
            d.hifloat8_t, d.int32_t, d.int4b_t, d.int8_t, d.uint32_t, d.uint8_t)
_L12L0C = ((d.bfloat16_t, d.bfloat16_t), (d.bfloat16_t, d.float_), (d.float_, d.float_), (d.half, d.float_),
           (d.half, d.half), (d.int32_t, d.int32_t), (d.uint32_t, d.uint32_t))
_FILL_A = (d.float_, d.half, d.int16_t, d.int32_t, d.uint16_t, d.uint32_t)
_FILL_B = (d.bfloat16_t, *_FILL_A)
_BT = (d.bfloat16_t, d.float_, d.half, d.int32_t, None)
_FILL_CFG = CType("const asc_fill_value_config", "union", ref=True)
_F, _I = d.float_, d.int32_t
# (destination, L0C) element types of the fixpipe copies.
_OLD_FIX_GM = ((d.bfloat16_t, _F), (_F, _F), (d.half, _F), (d.half, _I), (d.int16_t, _I), (_I, _I), (d.int8_t, _F),
               (d.int8_t, _I), (d.uint8_t, _F))
_NEW_FIX = ((d.bfloat16_t, _F), (d.bfloat16_t, _I), (_F, _F), (d.fp8_e4m3fn_t, _F), (d.fp8_e4m3fn_t, _I),
            (d.fp8_e5m2_t, _F), (d.fp8_e5m2_t, _I), (d.half, _F), (d.half, _I), (d.hifloat8_t, _F),
            (d.hifloat8_t, _I), (_I, _I), (d.int8_t, _F), (d.int8_t, _I), (d.uint8_t, _F), (d.uint8_t, _I),
            (None, _F), (None, _I))
_OLD_FIX_L1 = ((d.bfloat16_t, _F), (d.half, _F), (d.half, _I), (d.int16_t, _I), (d.int8_t, _F), (d.int8_t, _I),
               (d.uint8_t, _I), (None, _F), (None, _I))
#: (destination, L0C) pairs no QuantMode_t writes (fp8 e5m2, 8-bit floats and int16 from int32: the Fixpipe
#: page's data type table lists none of them): declared, and every call is an AscValueError saying so.
_FIX_NONE = frozenset({(d.fp8_e5m2_t, _F), (d.fp8_e5m2_t, _I), (d.fp8_e4m3fn_t, _I), (d.hifloat8_t, _I),
                       (d.int16_t, _I)})
_MID_FIX_L1 = ((_F, _F), (d.half, _F), (d.half, _I), (_I, _I), (d.int8_t, _F), (d.int8_t, _I), (d.uint8_t, _F),
               (d.uint8_t, _I))


def _named(spec: str, *types: CType) -> tuple[tuple[str, CType], ...]:
    """Parameters from ``"dst src n_burst:u16 ..."``: names with a scalar type code, or the given pointer types
    in order for the names without one."""
    codes = {"u8": U8, "u16": U16, "u32": U32, "u64": U64, "s16": S16, "b": B}
    it = iter(types)
    out_: list[tuple[str, CType]] = []
    for word in spec.split():
        name, _, code = word.partition(":")
        out_.append((name, codes[code] if code else next(it)))
    return tuple(out_)


def _f(name: str, doc: str, pipe: str, sync: bool = True, cost_: Cost | None = None) -> list[Function]:
    fs = [fn(name, _H, doc, where="kernel", pipe=pipe, cost=cost_)]
    if sync:
        fs.append(fn(f"{name}_sync", _H, f"{name}, then waits for it.", where="kernel", pipe=pipe, cost=cost_))
    return fs


def _add(fs: Sequence[Function], impl: Impl, each: Sequence[Any], sig: Callable[[Any], Sig],
         sync: bool = True, extra: tuple[object, ...] = ()) -> None:
    """The forms ``sig(t)`` for ``t`` in ``each`` on the function and (``sync``) on its ``_sync`` twin."""
    for i, f in enumerate(fs[:2 if sync else 1]):
        f.forms(impl, each, sig, extra=(*extra, i == 1))


def _same(dst: Callable[[ElemType | None], CType], src: Callable[[ElemType | None], CType], spec: str
          ) -> Callable[[Any], Sig]:
    return lambda t: void(*_named(spec, dst(t), src(t)))


_GAP = "dst src n_burst:u16 len_burst:u16 src_gap:u16 dst_gap:u16"
_LOAD2D = "dst src m_start_position:u16 k_start_position:u16 m_step:u8 k_step:u8 src_stride:s16 dst_stride:u16"
_LOAD3D = ("dst src k_extension:u16 m_extension:u16 k_start_pt:u16 m_start_pt:u16 stride_w:u8 stride_h:u8 "
           "filter_w:u8 filter_h:u8 dilation_filter_w:u8 dilation_filter_h:u8 filter_size_w:b filter_size_h:b "
           "transpose:b f_matrix_ctrl:b channel_size:u16")
_OLD2D = "dst src start_index:u16 repeat:u8 src_stride:u16 dst_gap:u16"


def _nz_new(t: ElemType | None) -> Sig:
    """The newer ND/DN->NZ form: the strides renamed, the L2 cache mode an asc_load_l2_cache_mode."""
    return void(*_named("dst src src_d_value:u64", cbuf(t), gm(t)), ("l2_cache_mode", enum("asc_load_l2_cache_mode")),
                *_named("n_value:u16 d_value:u32 src_nd_matrix_stride:u64 enable_small_c0:b"))


_NZ = "dst src loop1_src_stride:u64 l2_cache_ctl:u8 n_value:u16 d_value:u32 loop4_src_stride:u64 smallc0_en:b"
_FIX_OLD = ("dst src n_size:u16 m_size:u16 dst_stride_dst_d:u32 src_stride:u16 unit_flag_mode:u8 quant_pre:u64 "
            "relu_pre:u8 channel_split:b nz2nd_en:b")
_FIX_TAIL = ("quant_pre:u64 relu_pre:u8 split_en:b nz2nd_en:b quant_post:u64 relu_post:u8 clip_relu_post:b "
             "eltwise_op:u8 eltwise_antq_en:b c0_pad_en:b broadcast_en:b nz2dn_en:b")
_FIX_GM = ("dst_addr src_addr n_size:u16 m_size:u16 loop_dst_stride:u32 loop_src_stride:u16 l2_cache_ctl:u8 "
           "clip_relu_pre:u8 unit_flag_ctl:u8 " + _FIX_TAIL)
_FIX_UB = ("dst_addr src_addr n_size:u16 m_size:u16 loop_dst_stride:u32 loop_src_stride:u16 dual_dst_ctl:u8 "
           "sub_blockid:b clip_relu_pre:u8 unit_flag_ctl:u8 " + _FIX_TAIL)
_FIX_L1_NEW = ("dst src n_size:u16 m_size:u16 dst_stride:u32 src_stride:u16 l2_cache_ctl:u8 clip_relu_pre:u8 "
               "unit_flag_mode:u8 quant_pre:u64 relu_pre:u8 channel_split:b nz2nd_en:b quant_post:u64 relu_post:u8 "
               "clip_relu_post:b eltwise_op:u8 eltwise_antq_en:b c0_pad_en:b broadcast_en:b nz2dn_en:b")
_FIX_L1_MID = ("dst src n_size:u16 m_size:u16 dst_stride:u32 src_stride:u16 clip_relu_pre:u8 unit_flag_mode:u8 "
               "quant_pre:u64 relu_pre:u8 channel_split:b nz2nd_en:b quant_post:u64 relu_post:u8 clip_relu_post:b "
               "eltwise_op:u8 eltwise_antq_en:u8 c0_pad_en:b")


def _pair(dst: Callable[[ElemType | None], CType], src: Callable[[ElemType | None], CType], spec: str
          ) -> Callable[[Any], Sig]:
    return lambda p: void(*_named(spec, dst(p[0]), src(p[1])))


def _fix(name: str, where: str, dst: Callable[[ElemType | None], CType], forms: list[tuple[Sequence[Any], str, bool]]
         ) -> list[Function]:
    fs = _f(name, f"Copy L0C to {where} through the fixpipe: n_size x m_size of the NZ result, with pre-ReLU and "
            "pre-quantisation (QuantMode_t), post-quantisation (QuantMode_post, asc_set_l0c2gm_quant_post) and "
            "post-ReLU, NZ->ND (nz2nd_en, asc_set_l0c2gm_nz2nd), NZ->DN, channel split and, to UB, one or both "
            "vector cores (dual_dst_ctl).", "FIX", cost_=cost.FIXPIPE)
    for types, spec, sync in forms:
        for pair in types:
            impl = _CP.l0c2out_none if pair in _FIX_NONE else _CP.l0c2out
            _add(fs, impl, [pair], _pair(dst, cc, spec), sync=sync, extra=(where,))
    return fs


def _setter(name: str, doc: str, params: tuple[tuple[str, CType], ...], what: str) -> Function:
    return fn(name, _H, doc, where="kernel", pipe="S").form(_CP.set_reg, *void(*params), extra=(what,))


FUNCTIONS: list[Function] = []

# -- L0A/L0B straight from GM, and L1 with its older forms --------------------------------------------
for _name, _dst in (("asc_copy_gm2l0a", ca), ("asc_copy_gm2l0b", cb)):
    _fs = _f(_name, f"Copy 512-byte fractals from GM to {'L0A' if _dst is ca else 'L0B'}: repeat fractals, the i-th "
             "the fractal base_idx + i x src_stride of src, dst_gap fractals between two written ones (the "
             "dav-2201 instruction; its page lists the 950 as unsupported).", "MTE2", cost_=cost.GM_L1)
    _add(_fs, _CD.gm2l0, _GM2L0, _same(_dst, gm, "dst src base_idx:u16 repeat:u8 src_stride:u16 dst_gap:u16"))
    FUNCTIONS += _fs

_fs = _f("asc_copy_gm2l1", "Copy GM to L1: size bytes (32-byte blocks), or n_burst bursts of len_burst 32-byte "
         "blocks with gaps (in 32-byte blocks) or strides between them; the other forms load fractals.", "MTE2",
         cost_=cost.GM_L1)
# The typed forms first: the facade takes the first form a call fits, and C++ prefers T* to void*.
_add(_fs, _CP.gm2l1_frac, _GM2L1_GAP, _same(cbuf, gm, "dst src base_idx:u16 repeat:u8 src_stride:u16 "
                                            "dst_gap:u16"), extra=("repeat",))
_add(_fs, _CP.gm2l1_frac, _GM2L1_2D, _same(cbuf, gm, "dst src m_start_position:u32 k_start_position:u32 "
                                           "dst_stride:u16 m_step:u16 k_step:u16 decomp_mode:u8 l2_cache_ctl:u8"),
     extra=("2d",))
_fs[0].form(_CP.gm2l1, *void(*_named(_GAP, cbuf(None), gm(None))), extra=("gap", False))
_add(_fs, _CP.gm2l1, [None], _same(cbuf, gm, "dst src size:u32"), extra=("size",))
_add(_fs, _CP.gm2l1, [None], _same(cbuf, gm, "dst src n_burst:u32 len_burst:u32 pad_func_mode:u8 src_stride:u64 "
                                   "dst_stride:u32"), extra=("stride",))
# The newer headers (9.2.0) type the pad mode and the L2 cache mode as enums; their _sync forms are deprecated and
# these have none.
_NEW = (V920,)
_LOAD_MODE = enum("asc_load_l2_cache_mode")
_fs[0].form(_CP.gm2l1, *void(*_named("dst src n_burst:u32 len_burst:u32", cbuf(None), gm(None)),
                              ("pad_mode", enum("asc_channel_pad_mode")), *_named("src_stride:u64 dst_stride:u32")),
            extra=("stride", False), versions=_NEW)
_fs[0].forms(_CP.gm2l1_frac, _GM2L1_2D, lambda t: void(*_named(
    "dst src m_start_position:u32 k_start_position:u32 dst_stride:u16 m_step:u16 k_step:u16", cbuf(t), gm(t)),
    ("l2_cache_mode", _LOAD_MODE)), extra=("2d", False), versions=_NEW)
FUNCTIONS += _fs
for _i in range(1, 9):
    _fs = _f(f"asc_copy_gm2l1_pad{_i}", f"asc_copy_gm2l1 with padding mode {_i} ("
             + ("padding inserted into each 32-byte block" if _i <= 5 else f"{4 << (_i - 6)} bytes kept of each 32")
             + ").", "MTE2", cost_=cost.GM_L1)
    _fs[0].form(_CP.gm2l1_pad, *void(*_named(_GAP, cbuf(None), gm(None))), extra=(_i, "gap", False))
    _add(_fs, _CP.gm2l1_pad, [None], _same(cbuf, gm, "dst src size:u32"), extra=(_i, "size"))
    FUNCTIONS += _fs

_fs = _f("asc_copy_gm2l1_align", "Copy GM to L1 in bursts with left/right padding (as asc_copy_gm2ub_align), "
         "repeated by the loops of asc_set_gm2l1_loop_size.", "MTE2")
_add(_fs, _CP.gm2l1_align, _ALIGN10, _same(cbuf, gm, "dst src n_burst:u32 len_burst:u32 left_padding_count:u8 "
                                           "right_padding_count:u8 data_select_bit:b l2_cache_ctl:u8 "
                                           "burst_src_stride:u64 burst_dst_stride:u32"))
_fs[0].forms(_CP.gm2l1_align, _ALIGN10, lambda t: void(*_named(
    "dst src burst_count:u32 burst_len:u32 left_padding_count:u8 right_padding_count:u8 enable_data_select:b",
    cbuf(t), gm(t)), ("l2_cache_mode", _LOAD_MODE), *_named("src_stride:u64 dst_stride:u32")), extra=(False,),
    versions=_NEW)
FUNCTIONS += _fs
_fs = _f("asc_copy_gm2l1_dn2nz", "Copy a column-major (DN) n_value x d_value GM matrix to L1 as NZ fractals "
         "(strides of asc_set_gm2l1_nz_para), padding each row's last 32 bytes with zeros.", "MTE2",
         cost_=cost.GM_L1)
_add(_fs, _CP.gm2l1_dn2nz, _NZ12, _same(cbuf, gm, _NZ))
_fs[0].forms(_CP.gm2l1_dn2nz, _NZ12, lambda t: _nz_new(t), extra=(False,), versions=_NEW)
FUNCTIONS += _fs
_fs = _f("asc_copy_gm2l1_nd2nz", "Copy a row-major (ND) n_value x d_value GM matrix (rows loop1_src_stride bytes "
         "apart) to L1 as NZ fractals (strides of asc_set_gm2l1_nz_para), padding with zeros.", "MTE2",
         cost_=cost.GM_L1)
_add(_fs, _CP.gm2l1_nd2nz_multi, _ND2NZ_OLD, _same(
    cbuf, gm, "dst src nd_num:u16 n_value:u16 d_value:u16 src_nd_matrix_stride:u16 src_d_value:u16 "
    "dst_nz_c0_stride:u16 dst_nz_n_stride:u16 dst_nz_matrix_stride:u16"))
_add(_fs, _CP.gm2l1_nd2nz, _NZ12, _same(cbuf, gm, _NZ))
_fs[0].forms(_CP.gm2l1_nd2nz, _NZ12, lambda t: _nz_new(t), extra=(False,), versions=_NEW)
FUNCTIONS += _fs
_PADDING_T = (d.int32_t, d.uint32_t, d.int16_t, d.uint16_t, d.int8_t, d.uint8_t, d.float_, d.half, d.bfloat16_t)
FUNCTIONS.append(
    fn("asc_set_gm2l1_padding", _H, "Set the padding register (as asc_set_l13d_padding) whose value the channel pad "
       "modes of asc_copy_gm2l1 insert: config as it is, an 8-bit value twice in bits 0-15, wider values' bits.",
       where="kernel", pipe="S")
    .form(_CP.set_gm2l1_padding, *void(("config", U64)), versions=_NEW)
    .forms(_CP.set_gm2l1_padding, _PADDING_T, lambda t: void(("padding_value", scalar(t))), versions=_NEW))

# -- L1 -> L0A / L0B ----------------------------------------------------------------------------------
for _name, _dst, _what in (("asc_copy_l12l0a", ca, "L0A"), ("asc_copy_l12l0b", cb, "L0B")):
    _fs = _f(_name, f"Copy 512-byte fractals of an NZ matrix in L1 to {_what}: m_step x k_step fractals from "
             "(m_start_position, k_start_position), src_stride/dst_stride fractals between K columns; load3d: the "
             "m_extension x k_extension part of the img2col matrix of an NC1HWC0 feature map (the window walk of "
             "asc_set_l13d_fmatrix, asc_set_l13d_rpt, asc_set_l13d_padding); the older repeat form.", "MTE1",
             cost_=cost.L1_TO_L0A if _dst is ca else cost.L1_TO_L0B)
    _add(_fs, _CP.load3d, _LOAD3D_A if _dst is ca else _LOAD3D_B, _same(_dst, cbuf, _LOAD3D), extra=(_what,))
    _add(_fs, _CP.l12l0, _ALL15, _same(_dst, cbuf, _LOAD2D), extra=(_what,))
    _add(_fs, _CP.l12l0_repeat, _GM2L0, _same(_dst, cbuf, _OLD2D), extra=(_what,))
    FUNCTIONS += _fs
    _fs = _f(f"{_name}_transpose", f"{_name} with the part transposed (NZ -> ZN): square blocks of one 16-bit "
             "fractal, two 8-bit ones along M, two 32-bit ones along K, four 4-bit ones along M.", "MTE1",
             cost_=cost.LOAD2D_L0A if _dst is ca else cost.LOAD2D_L0B)
    _add(_fs, _CP.l12l0_transpose, _ALL15, _same(_dst, cbuf, _LOAD2D), extra=(_what,))
    FUNCTIONS += _fs
    _fs = _f(f"{_name}_mx", f"Copy e8m0 mx scales from L1 to the scales of {_what} (asc_mmad_mx): x_step x y_step "
             "32-byte units (16 rows x 2 scales) from (x_start_pos, y_start_pos), src_stride/dst_stride units "
             f"between x positions; dst is the {_what} address of the operand divided by 16.", "MTE1",
             cost_=cost.LOAD_MX)
    _add(_fs, _CP.l12l0_mx, [d.fp8_e8m0_t], lambda t: void(*_named(
        "dst:u64 src x_start_pos:u16 y_start_pos:u16 x_step:u8 y_step:u8 src_stride:u16 dst_stride:u16", cbuf(t))),
        extra=(_what,))
    FUNCTIONS += _fs

_fs = _f("asc_copy_l12l0a_trans", "Transposing L1->L0A copy: repeat square blocks from index_id, src_stride "
         "blocks apart (decreasing with enable_addr_decrement), dst_gap fractals between destinations.", "MTE1",
         cost_=cost.LOAD_TRANS_L0A)
_add(_fs, _CP.l12l0_trans, _TRANS_OLD, _same(ca, cbuf, "dst src index_id:u16 repeat:u8 src_stride:u16 "
                                              "dst_gap:u16 enable_addr_decrement:b dst_frac_gap:u16"))
FUNCTIONS += _fs
_fs = _f("asc_copy_l12l0b_trans", "Transposing L1->L0B copy: repeat square blocks of fractals from index_id, "
         "src_stride blocks apart (decreasing with enable_addr_decrement), dst_gap blocks between destinations.",
         "MTE1",
         cost_=cost.LOAD_TRANS_L0B)
_add(_fs, _CP.l12l0_trans, _TRANS_OLD, _same(cb, cbuf, "dst src index_id:u16 repeat:u8 src_stride:u16 "
                                              "dst_gap:u16 enable_addr_decrement:b dst_frac_gap:u16"))
_add(_fs, _CP.l12l0b_trans, _TRANS_B, _same(cb, cbuf, "dst src index_id:u16 repeat:u8 src_stride:u16 dst_gap:u16 "
                                            "dst_frac_gap:u16 src_frac_gap:u16"))
FUNCTIONS += _fs
_fs = _f("asc_copy_l12l0b_sparse", "Copy the densified B of a 4:2-sparse multiply (repeat fractals from start_index) "
         "to L0B and its 2-bit index to L0B's index buffer.", "MTE1", cost_=cost.L1_TO_L0B)
_add(_fs, _CP.l12l0b_sparse, [d.int8_t], lambda t: void(*_named("dst src index start_index:u16 repeat:u8", cb(t),
                                                                cbuf(t), cbuf(t))))
FUNCTIONS += _fs

# -- L0C out through the fixpipe -------------------------------------------------------------------------
FUNCTIONS += _fix("asc_copy_l0c2gm", "GM", gm, [(_OLD_FIX_GM, _FIX_OLD, True), (_NEW_FIX, _FIX_GM, True)])
_l0c2l1 = _fix("asc_copy_l0c2l1", "L1", cbuf, [(_OLD_FIX_L1, _FIX_OLD, True)])
for _p in _MID_FIX_L1:
    _add(_l0c2l1, _CP.l0c2out_none if _p in _FIX_NONE else _CP.l0c2out, [_p], _pair(cbuf, cc, _FIX_L1_MID), sync=False,
         extra=("L1",))
_add(_l0c2l1, _CP.l0c2out, ((None, _F), (None, _I)), _pair(cbuf, cc, _FIX_L1_NEW), extra=("L1",))
FUNCTIONS += _l0c2l1
FUNCTIONS += _fix("asc_copy_l0c2ub", "UB", ub, [(_NEW_FIX, _FIX_UB, True)])

# -- bias table, fixpipe buffer, L1 -> GM/UB/L0C --------------------------------------------------------
_fs = _f("asc_copy_l12bt", "Copy bias values from L1 to the bias table (dst: a bias-table address): size bytes, or "
         "n_burst bursts of len_burst 64-byte blocks with gaps.", "MTE1",
         cost_=cost.L1_TO_BIAS)
_add(_fs, _CP.l12bt, _BT, lambda t: void(*_named("dst:u64 src size:u32", cbuf(t))),
     extra=("size",))
_fs[0].forms(_CP.l12bt, _BT, lambda t: void(*_named("dst:u64 src conv_control:u16 n_burst:u16 len_burst:u16 "
                                                    "source_gap:u16 dst_gap:u16", cbuf(t))),
             extra=("burst", False))
FUNCTIONS += _fs
_fs = _f("asc_copy_l12fb", "Copy quantisation parameters from L1 to the fixpipe buffer: size bytes, or n_burst "
         "bursts of len_burst 64-byte blocks with gaps (in 64-byte blocks).", "FIX",
         cost_=cost.L1_TO_FIXBUF)
_fs[0].form(_CP.l12fb, *void(*_named("dst src n_burst:u16 len_burst:u16 src_gap_size:u16 dst_gap_size:u16",
                                     fbuf(None), cbuf(None))), extra=("burst", False))
_add(_fs, _CP.l12fb, [None], _same(fbuf, cbuf, "dst src size:u32"), extra=("size",))
FUNCTIONS += _fs
_fs = _f("asc_copy_l12gm", "Copy L1 to GM: n_burst bursts of len_burst 32-byte blocks with gaps.", "MTE3",
         cost_=cost.L1_GM)
_add(_fs, _CP.plain, [None], _same(gm, cbuf, _GAP), extra=("l12gm",))
FUNCTIONS += _fs
_fs = _f("asc_copy_l12ub", "Copy L1 to the UB of vector core sub_blockid (a __mix__ kernel): n_burst bursts of "
         "len_burst 32-byte blocks with gaps in 32-byte blocks.", "MTE1")
# 9.1.0's bool sub_blockid (a function template, so that an integer argument picks 9.2.0's int8_t form, which C++
# prefers at equal conversions, instead of being ambiguous between the two).
_L12UB = "dst_addr src_addr sub_blockid:b n_burst:u16 len_burst:u16 src_gap:u16 dst_gap:u16"
_fs[0].forms(_CD.l12ub, [None], _same(ub, cbuf, _L12UB), extra=(False,), template="template <typename = void>",
             versions=(V910,))
_fs[1].forms(_CD.l12ub, [None], _same(ub, cbuf, _L12UB), extra=(True,))
_fs[0].forms(_CD.l12ub, [None], lambda t: void(("dst_addr", ub(t)), ("src_addr", cbuf(t)), ("sub_blockid", scalar(
    d.int8_t)), *_named("burst_count:u16 burst_len:u16 src_gap:u16 dst_gap:u16")), extra=(False,), versions=(V920,))
FUNCTIONS += _fs
_fs = _f("asc_copy_l12l0c", "Copy L1 to L0C (initial values of a result): n_burst bursts of len_burst 32-byte "
         "blocks of L1 with gaps in 32-byte blocks, float converted to half or bfloat16 on the way (the dav-2201 "
         "instruction; its page lists the 950 as unsupported).", "MTE1")
_add(_fs, _CD.l12l0c, _L12L0C, _pair(cc, cbuf, _GAP))
FUNCTIONS += _fs

def _fill_sig(dst: Callable[[ElemType | None], CType], value: ElemType) -> Callable[[Any], Sig]:
    return lambda t: void(("dst", dst(t)), ("value", scalar(value)), ("config", _FILL_CFG))


# -- fills and load3d -------------------------------------------------------------------------------
for _name, _dst, _types in (("asc_fill_l0a", ca, _FILL_A), ("asc_fill_l0b", cb, _FILL_B), ("asc_fill_l1", cbuf,
                                                                                           _FILL_B)):
    _fs = _f(_name, "Fill repeat times blk_num 32-byte blocks (dst_gap blocks apart) with a value (the half or "
             "bfloat16_t forms: its 16 bits repeated; the uint32_t form: its 32 bits).", "MTE1")
    _add(_fs, _CP.fill, [d.bfloat16_t], _fill_sig(_dst, d.bfloat16_t))
    for _v in (d.half, d.uint32_t):
        _add(_fs, _CP.fill, _types, _fill_sig(_dst, _v))
    if _dst is ca:  # the dav-2201 folder also fills bfloat16 L0A with a half or uint32 value (no header declares it)
        for _v in (d.half, d.uint32_t):
            _add(_fs, _CP.fill, [d.bfloat16_t], _fill_sig(_dst, _v))
    FUNCTIONS += _fs

_fs = _f("asc_load_image_to_cbuf", "Load an image (AIPP) into L1: its source and preprocessing come from the AIPP "
         "registers, which no C-API function sets; ascsim checks the arguments and stops (not simulated).", "MTE2")
_add(_fs, _CD.load_image, (d.half, d.int8_t), lambda t: void(*_named(
    "dst hor_size:u16 ver_size:u16 hor_start_pos:u16 ver_start_pos:u16 src_hor_size:u16 top_pad_size:u8 "
    "bot_pad_size:u8 left_pad_size:u16 right_pad_size:u16", cbuf(t))))
FUNCTIONS += _fs

FUNCTIONS += [
    _setter("asc_set_l13d_rpt", "Set the repeat register of load3d.", (("config", out(union_type(
        "asc_load3d_v2_config"))),), "l13d_rpt"),
    _setter("asc_set_l13d_fmatrix", "Set the feature-map register of load3d (left matrix).",
            (("config", out(union_type("asc_l13d_fmatrix_config"))),), "fmatrix"),
    _setter("asc_set_l13d_fmatrix_b", "Set the feature-map register of load3d (right matrix).",
            (("config", out(union_type("asc_l13d_fmatrix_config"))),), "fmatrix_b"),
    fn("asc_set_l0c2gm_lrelu_alpha", _H, "Set the leaky-ReLU alpha of later fixpipe copies.", where="kernel",
       pipe="S")
    .forms(_CP.set_reg, (d.float_, d.half), lambda t: void(("config", out(scalar(t)))), extra=("lrelu_alpha",)),
    _setter("asc_set_l13d_size", "Set the size register of load3d.", (("value", U64),), "l13d_size"),
    _setter("asc_set_l0c_copy_prequant", "Set the pre-quantisation scale of later fixpipe copies (scalar modes: a "
            "float32's bits in the low 32 bits).", (("config", U64),), "quant_pre_scalar"),
    _setter("asc_set_l0c_copy_params", "Set the NZ->ND conversion of later fixpipe copies (as asc_set_l0c2gm_nz2nd).",
            (("nd_num", U16), ("src_nd_stride", U16), ("dst_nd_stride", U16)), "nz2nd"),
    _setter("asc_set_gm2l1_loop_size", "Repeat later GM->L1 copies in two loops.", (("loop1_size", U64),
            ("loop2_size", U64)), "loop_size"),
    _setter("asc_set_gm2l1_loop1_stride", "Bytes between the inner-loop iterations of later GM->L1 copies.",
            (("loop1_src_stride", U64), ("loop1_dst_stride", U64)), "loop1_stride"),
    _setter("asc_set_gm2l1_loop2_stride", "Bytes between the outer-loop iterations of later GM->L1 copies.",
            (("loop2_src_stride", U64), ("loop2_dst_stride", U64)), "loop2_stride"),
    _setter("asc_set_gm2l1_pad", "Set the pad value of GM->L1 copies.", (("pad_val", U32),), "pad"),
]


# -- What the newer headers (9.2.0) add beside the forms above ---------------------------------------------
# Fixpipe copies with the modes as enums (asc_quant_mode is QuantMode_t), int4b_t destinations, the register
# setters' field forms and the L1->L0A/L0B pad-value setters. None has a _sync twin.
_CU = impls.cube
_CF = impls.cube_fields
_BY_NAME = {f.name: f for f in FUNCTIONS}
_NZ_PAIRS = ((d.bfloat16_t, _F), (d.half, _F), (d.fp8_e4m3fn_t, _F), (d.hifloat8_t, _F), (d.int8_t, _F),
             (d.uint8_t, _F), (_F, _F), (d.bfloat16_t, _I), (d.half, _I), (d.int8_t, _I), (d.uint8_t, _I), (_I, _I),
             (d.int4b_t, _F), (d.int4b_t, _I))
_L1_ENUM_PAIRS = ((d.half, _F), (d.bfloat16_t, _F), (d.int8_t, _F), (d.uint8_t, _F), (_F, _F), (d.half, _I),
                  (d.int8_t, _I), (d.uint8_t, _I), (_I, _I), (d.int4b_t, _F), (d.int4b_t, _I), (d.hifloat8_t, _F),
                  (d.fp8_e4m3fn_t, _F), (d.bfloat16_t, _I))
_INT4 = ((d.int4b_t, _F), (d.int4b_t, _I))
_FIX_HEAD = "dst src n_size:u16 m_size:u16 dst_stride:u32 src_stride:u16"
_FIX_ENUMS = (("unit_flag_mode", enum("asc_unit_flag_mode")), ("quant_pre_mode", enum("asc_quant_mode")),
              ("relu_pre_mode", enum("asc_relu_pre_mode")), *_named("enable_channel_split:b enable_nz2nd:b "
                                                                     "enable_nz2dn:b enable_clip_relu_pre:b"))
_FIX_U8_TAIL = ("enable_clip_relu_pre:u8 unit_flag_mode:u8 quant_pre_mode:u64 relu_pre_mode:u8 enable_channel_split:b "
                "enable_nz2nd:b quant_post:u64 relu_post:u8 clip_relu_post:b eltwise_op:u8 eltwise_antq_en:b "
                "c0_pad_en:b broadcast_en:b enable_nz2dn:b")


def _enum_fix(dst: Callable[[ElemType | None], CType], middle: tuple[tuple[str, CType], ...]) -> Callable[[Any], Sig]:
    return lambda p: void(*_named(_FIX_HEAD, dst(p[0]), cc(p[1])), *middle, *_FIX_ENUMS)


def _new_fix(name: str, pairs: Sequence[Any], sig: Callable[[Any], Sig], where: str, enum_form: bool = False,
             sync: bool = False) -> None:
    """The forms ``sig(pair)`` on ``name`` (and, with ``sync``, on its _sync twin: the deprecated twins of the newer
    composite header)."""
    for pair in pairs:
        impl = _CP.l0c2out_none if pair in _FIX_NONE else _CP.l0c2out
        if enum_form and pair[0] is d.int4b_t:
            impl = _CP.l0c2out_int4
        for fname, is_sync in ((name, False), (f"{name}_sync", True))[:2 if sync else 1]:
            _BY_NAME[fname].forms(impl, [pair], sig, extra=(where, is_sync), versions=_NEW)


_new_fix("asc_copy_l0c2gm", _NZ_PAIRS, _enum_fix(gm, (("l2_cache_mode", enum("asc_store_l2_cache_mode")),)), "GM",
         True)
_new_fix("asc_copy_l0c2gm", _INT4, _pair(gm, cc, _FIX_HEAD + " l2_cache_mode:u8 " + _FIX_U8_TAIL), "GM", sync=True)
_new_fix("asc_copy_l0c2l1", _L1_ENUM_PAIRS, _enum_fix(cbuf, ()), "L1", True)
_new_fix("asc_copy_l0c2l1", _INT4, _pair(cbuf, cc, _FIX_HEAD + " l2_cache_mode:u8 " + _FIX_U8_TAIL), "L1", sync=True)
_new_fix("asc_copy_l0c2l1", ((d.half, _F), (d.bfloat16_t, _F)),
         _pair(cbuf, cc, _FIX_HEAD + " l2_cache_mode:u8 " + _FIX_U8_TAIL), "L1")
_new_fix("asc_copy_l0c2l1", ((d.bfloat16_t, _F),), _pair(cbuf, cc, _FIX_HEAD + (
    " enable_clip_relu_pre:u8 unit_flag_mode:u8 quant_pre_mode:u64 relu_pre_mode:u8 enable_channel_split:b "
    "enable_nz2nd:b quant_post:u64 relu_post:u8 clip_relu_post:b eltwise_op:u8 eltwise_antq_en:u8 c0_pad_en:b")), "L1")
_new_fix("asc_copy_l0c2ub", _NZ_PAIRS, _enum_fix(ub, (("sub_blockid", scalar(d.int8_t)),
                                                     ("dual_dst_ctrl", enum("asc_dual_dst_mode")))), "UB", True)
_new_fix("asc_copy_l0c2ub", _INT4, _pair(ub, cc, _FIX_HEAD + " dual_dst_ctrl:u8 sub_blockid:b " + _FIX_U8_TAIL), "UB",
         sync=True)
# The 9.1.0 headers' forms of these shapes that 9.2.0 no longer declares: the 8-bit float and int16 results of
# int32 accumulators, fp8 e5m2 results and the void* destinations of the GM and UB copies, the void* L1 one.
_ONLY_910 = {(d.fp8_e4m3fn_t, _I), (d.fp8_e5m2_t, _F), (d.fp8_e5m2_t, _I), (d.hifloat8_t, _I), (None, _F), (None, _I)}
for _name in ("asc_copy_l0c2gm", "asc_copy_l0c2l1", "asc_copy_l0c2ub"):
    for _f_ in (_BY_NAME[_name], _BY_NAME[f"{_name}_sync"]):
        for _ov in _f_.overloads:
            _shape_910 = {"l2_cache_ctl", "dual_dst_ctl"} & {p.name for p in _ov.params}
            if _shape_910 and (_ov.params[0].ty.elem, _ov.params[1].ty.elem) in _ONLY_910:
                _ov.versions = (V910,)

#: Field layouts, (shift, width) per parameter, of the registers the field forms set (the dav-3510 implementation's
#: shifts): the load3d repeat registers, the feature-map registers.
_RPT_FIELDS = ((0, 16), (16, 8), (24, 8), (32, 16), (48, 16))
_RPT_PARAMS = (*_named("repeat_stride:u16 repeat_times:u8"), ("repeat_direction", enum("asc_l13d_repeat_direction")),
               *_named("dst_stride_k:u16 dst_start_pos_m:u16"))
_FMATRIX_FIELDS = ((0, 16), (16, 16), (32, 8), (40, 8), (48, 8), (56, 8))
_FMATRIX_PARAMS = _named("fmatrix_w:u16 fmatrix_h:u16 pad_left:u8 pad_right:u8 pad_top:u8 pad_bottom:u8")
_BY_NAME["asc_set_l13d_rpt"].form(_CF.pack, *void(*_RPT_PARAMS), extra=("l13d_rpt", _RPT_FIELDS), versions=_NEW)
for _name, _key in (("asc_set_l13d_fmatrix", "fmatrix"), ("asc_set_l13d_fmatrix_b", "fmatrix_b")):
    _BY_NAME[_name].form(_CF.pack, *void(*_FMATRIX_PARAMS), extra=(_key, _FMATRIX_FIELDS), versions=_NEW)
_BY_NAME["asc_set_l0c_copy_prequant"].form(_CF.prequant, *void(("scale", scalar(d.float_)), *_named(
    "offset:u16 is_signed:b")), versions=_NEW)
_PAD_T = (d.int8_t, d.uint8_t, d.int16_t, d.uint16_t, d.half, d.bfloat16_t, d.int32_t, d.uint32_t, d.float_)


def _new_setter(name: str, doc: str) -> Function:
    return fn(name, _H, doc, where="kernel", pipe="S")


FUNCTIONS += [
    _new_setter("asc_set_l13d_rpt_b", "Set the load3d repeat register of the right matrix (L3D_RPT_B, as "
                "asc_set_l3d_rpt_b) field by field, in the layout of asc_set_l13d_rpt.")
    .form(_CF.pack, *void(*_RPT_PARAMS), extra=("asc_set_l3d_rpt_b", _RPT_FIELDS), versions=_NEW),
    _new_setter("asc_set_l0c_copy_config", "Set the fixpipe's pre-ReLU and pre-quantisation parameter addresses "
                "and the unit flag of later L0C copies (as asc_set_l0c2gm_config).")
    .form(_CU.set_l0c2gm_config, *void(*_named("relu_pre_addr:u64 quant_pre_addr:u64 is_clean_unit_flag:b")),
          versions=_NEW),
    _new_setter("asc_set_l0c_copy_nz_para", "Set the NZ->ND conversion of later fixpipe copies (as "
                "asc_set_l0c2gm_nz2nd): matrix_num matrices, src_nz_matrix_stride and dst_matrix_stride apart.")
    .form(_CU.set_nz2nd, *void(*_named("matrix_num:u16 src_nz_matrix_stride:u16 dst_matrix_stride:u32")),
          versions=_NEW),
    _new_setter("asc_set_l0c_copy_channel_para", "Set the source row stride of NZ2DN fixpipe copies (CHANNEL_PARA "
                "bits 63:48, as asc_set_l0c2gm_channel_para).")
    .form(_CF.pack, *void(*_named("src_nz_fractal_stride:u16")),
          extra=("asc_set_l0c2gm_channel_para", ((48, 16),)), versions=_NEW),
    _new_setter("asc_set_l0c_copy_relu_alpha", "Set the scalar pre-ReLU coefficient of later fixpipe copies "
                "(RELU_ALPHA, as asc_set_l0c2gm_relu_alpha): the float's bits 13-31.")
    .form(_CF.float_bits, *void(("scalar_relu_pre_alpha", scalar(d.float_))),
          extra=("asc_set_l0c2gm_relu_alpha", 0xFFFFE000), versions=_NEW),
    _new_setter("asc_set_l0c_copy_lrelu_alpha", "Set the leaky-ReLU alpha of later fixpipe copies (as "
                "asc_set_l0c2gm_lrelu_alpha).")
    .form(_CF.float_bits, *void(("scalar_relu_pre_alpha", scalar(d.float_))), extra=("lrelu_alpha", 0xFFFFFFFF),
          versions=_NEW),
    _new_setter("asc_set_l12l0a_3d_padding", "Set the pad value of load3d into L0A (the padding register of "
                "asc_set_l13d_padding): config as it is, an 8-bit value twice in bits 0-15, wider values' bits.")
    .form(_CP.set_gm2l1_padding, *void(("config", U64)), extra=("asc_set_l13d_padding",), versions=_NEW)
    .forms(_CP.set_gm2l1_padding, _PAD_T, lambda t: void(("padding_value", scalar(t))),
           extra=("asc_set_l13d_padding",), versions=_NEW),
    _new_setter("asc_set_l12l0b_3d_padding", "Set the pad value of load3d into L0B (PADDING_B, the register of "
                "asc_set_l12l0_padding_val), packed as asc_set_l12l0a_3d_padding.")
    .form(_CP.set_gm2l1_padding, *void(("config", U64)), extra=("asc_set_l12l0_padding_val",), versions=_NEW)
    .forms(_CP.set_gm2l1_padding, _PAD_T, lambda t: void(("padding_value", scalar(t))),
           extra=("asc_set_l12l0_padding_val",), versions=_NEW),
]
