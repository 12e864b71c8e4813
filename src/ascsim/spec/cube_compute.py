"""``c_api/cube_compute/cube_compute.h``: matrix multiply-accumulate on the cube core and its mode registers.

``asc_mmad`` computes C (L0C, NZ fractals of 16 x 16) = A (L0A, NZ fractals of 16 x 32 bytes) x B (L0B, ZN
fractals of 32 bytes x 16) + the initial C (zero, L0C's own values, or bias-table rows): ``left_height`` (m)
rows, ``n_dim`` (k) as the shared dimension, ``right_width`` (n) columns. Each form has a ``_sync`` twin
that waits for the result. ``docs/semantics.md`` ("The cube core") says how the products are summed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import dtypes as d
from ..dtypes import ElemType
from . import V920, Function, cost, fn, impls, void
from .types import C_BOOL, U8, U16, U32, U64, CType, ca, cb, cc, enum

_H = "cube_compute"
_CU = impls.cube

#: (C, A, B) element types of each asc_mmad form set, in the header's order.
_K_ALIGN = ((d.float_, d.bfloat16_t, d.bfloat16_t), (d.float_, d.half, d.half), (d.float_, d.float_, d.float_),
            (d.int32_t, d.int8_t, d.int8_t))
#: The forms the dav-3510 headers add (flag disable_gemv); the header lists bfloat16, half, float and int8 again
#: with the prototypes of the forms above (one C function each): declared once, their flag is disable_gemv.
_GEMV = ((d.float_, d.fp8_e4m3fn_t, d.fp8_e4m3fn_t), (d.float_, d.fp8_e4m3fn_t, d.fp8_e5m2_t),
         (d.float_, d.fp8_e5m2_t, d.fp8_e4m3fn_t), (d.float_, d.fp8_e5m2_t, d.fp8_e5m2_t),
         (d.float_, d.hifloat8_t, d.hifloat8_t))
_MX = tuple((d.float_, a, b) for a, b in (
    (d.fp4x2_e1m2_t, d.fp4x2_e1m2_t), (d.fp4x2_e1m2_t, d.fp4x2_e2m1_t), (d.fp4x2_e2m1_t, d.fp4x2_e1m2_t),
    (d.fp4x2_e2m1_t, d.fp4x2_e2m1_t), (d.fp8_e4m3fn_t, d.fp8_e4m3fn_t), (d.fp8_e4m3fn_t, d.fp8_e5m2_t),
    (d.fp8_e5m2_t, d.fp8_e4m3fn_t), (d.fp8_e5m2_t, d.fp8_e5m2_t)))

Sig = tuple[CType, tuple[tuple[str, CType], ...]]


def _mats(t: tuple[ElemType, ElemType, ElemType]) -> tuple[tuple[str, CType], ...]:
    return (("c_matrix", cc(t[0])), ("a_matrix", ca(t[1])), ("b_matrix", cb(t[2])), ("left_height", U16),
            ("n_dim", U16), ("right_width", U16))


def _plain(flag: str) -> Callable[[Any], Sig]:
    def sig(t: tuple[ElemType, ElemType, ElemType]) -> Sig:
        return void(*_mats(t), ("unit_flag", U8), (flag, C_BOOL), ("c_matrix_source", C_BOOL),
                    ("c_matrix_init_val", C_BOOL))
    return sig


def _offset(t: tuple[ElemType, ElemType, ElemType]) -> Sig:
    return void(*_mats(t), ("feat_offset", U8), ("smask_offset", U8), ("unit_flag", U8), ("k_direction_align", C_BOOL),
                ("is_weight_offset", C_BOOL), ("c_matrix_source", C_BOOL), ("c_matrix_init_val", C_BOOL))


_DOC = ("C = A x B + the initial C (0 with c_matrix_init_val, else the bias table with c_matrix_source, else "
        "L0C's values): m = left_height, k = n_dim, n = right_width (0 in any: no operation); the exact sum of "
        "the products and the initial value, rounded once to the accumulator type (docs/semantics.md)")


_Forms = list[tuple[Callable[[Any], Sig], tuple[tuple[ElemType, ...], ...], str]]


def _mmad(name: str, doc: str, forms: _Forms) -> list[Function]:
    out = []
    for fname, sync in ((name, False), (f"{name}_sync", True)):
        f = fn(fname, _H, doc + (", then waits for it." if sync else "."), where="kernel", pipe="M",
               cost=cost.MMAD)
        for sig, types, kind in forms:
            f.forms(_CU.mmad if kind != "mx" else _CU.mmad_mx, types, sig, extra=(kind, sync))
        out.append(f)
    return out


def _sparse(t: tuple[ElemType, ElemType, ElemType]) -> Sig:
    return void(("c", cc(t[0])), ("a", ca(t[1])), ("b", cb(t[2])), ("m", U16), ("k", U16), ("n", U16),
                ("unit_flag", U8), ("c_matrix_source", C_BOOL), ("c_matrix_init_val", C_BOOL))


_S4 = ((d.int32_t, d.int4b_t, d.int4b_t),)
_S8 = ((d.int32_t, d.int8_t, d.int8_t),)


def _mode(name: str, doc: str, extra: tuple[object, ...], params: tuple[tuple[str, CType], ...] = ()) -> Function:
    return fn(name, _H, doc, where="kernel", pipe="S").form(_CU.set_mode, *void(*params), extra=extra)


def _get(name: str, doc: str, field: str) -> Function:
    return fn(name, _H, doc, where="kernel", pipe="S").form(_CU.get_fix_reg, U64, [], extra=(field,))


FUNCTIONS: list[Function] = [
    fn("asc_set_l0c2gm_config", _H, "Set the fixpipe's pre-ReLU and pre-quantisation parameter addresses (in the "
       "fixpipe buffer, units of 128 bytes) and the unit flag of later L0C copies.", where="kernel", pipe="S")
    .form(_CU.set_l0c2gm_config, *void(("relu_pre", U64), ("quant_pre", U64), ("enable_unit_flag", C_BOOL))),
    *_mmad("asc_mmad", _DOC, [(_plain("disable_gemv"), _K_ALIGN, "plain"), (_offset, _K_ALIGN, "offset"),
                              (_plain("disable_gemv"), _GEMV, "gemv")]),
    *_mmad("asc_mmad_s4", _DOC + " (int4 operands, two per byte)", [(_plain("k_direction_align"), _S4, "plain"),
                                                                   (_offset, _S4, "offset")]),
    fn("asc_mmad_sparse", _H, "A x B for a 2:4-sparse B (L0B holds the kept half of each group of four along k, "
       "with its index from asc_copy_l12l0b_sparse): as asc_mmad otherwise.", where="kernel", pipe="M",
       cost=cost.MMAD)
    .forms(_CU.mmad_sparse, _S8, _sparse, extra=("sparse", False)),
    fn("asc_mmad_sparse_sync", _H, "asc_mmad_sparse, then waits for it.", where="kernel", pipe="M",
       cost=cost.MMAD)
    .forms(_CU.mmad_sparse, _S8, _sparse, extra=("sparse", True)),
    _mode("asc_set_mmad_direction_m", "Later asc_mmad calls walk the result M-first (no effect on values).",
          ("direction", "m")),
    _mode("asc_set_mmad_direction_n", "Later asc_mmad calls walk the result N-first (no effect on values).",
          ("direction", "n")),
    _mode("asc_enable_hf32_trans", "Set how float operands round to hf32 when hf32 is on (mode 0: to nearest, ties "
          "to even; 1: ties away from zero).", ("hf32_trans", None), (("mode", U32),)),
    _mode("asc_enable_hf32", "Later float asc_mmad calls round their operands to hf32 (1 sign, 8 exponent, 10 "
          "mantissa bits) before multiplying.", ("hf32", True)),
    _mode("asc_set_fp32_mode", "Later float asc_mmad calls use the float operands unrounded (hf32 off).",
          ("hf32", False)),
    _get("asc_get_l0c2gm_relu", "The pre-ReLU parameter address asc_set_l0c2gm_config set.", "relu_pre"),
    _get("asc_get_l0c2gm_unitflag", "The unit flag asc_set_l0c2gm_config set (0 or 1).", "unit_flag"),
    _get("asc_get_l0c2gm_prequant", "The pre-quantisation parameter address asc_set_l0c2gm_config set.",
         "quant_pre"),
    fn("asc_set_l0c2gm_nz2nd", _H, "Set the NZ->ND conversion of later fixpipe copies: nd_num matrices, src_nd_stride "
       "(source, 32-byte units) and dst_nd_stride (destination elements) between consecutive ones.",
       where="kernel", pipe="S")
    .form(_CU.set_nz2nd, *void(("nd_num", U64), ("src_nd_stride", U64), ("dst_nd_stride", U64))),
    *_mmad("asc_mmad_mx", "C = A x B + the initial C with the mx scales (e8m0, one per 32 elements along k) that "
           "asc_copy_l12l0a_mx/_l12l0b_mx loaded: as asc_mmad otherwise", [(_plain("disable_gemv"), _MX, "mx")]),
    _mode("asc_enable_hif8", "Later fp8 asc_mmad calls read their operands as hifloat8.", ("fp8", "hif8")),
    _mode("asc_enable_fp8", "Later 8-bit float asc_mmad calls read their operands as fp8 (the element types).",
          ("fp8", "fp8")),
]


# -- What the newer headers (9.2.0) add -------------------------------------------------------------------
# The unit flag as an asc_unit_flag_mode (m, k, n named so), the with-bias forms (the initial C is the bias-table
# row at byte ``bias``), and three mode setters. None has a _sync twin. The k_direction_align forms of bfloat16,
# half, float and int8 have the prototypes of their disable_gemv forms (one C function): declared once, as above.
_NEW = (V920,)
_UF = enum("asc_unit_flag_mode")
_MKN = (("m", U16), ("k", U16), ("n", U16))
_TAIL = (("c_matrix_source", C_BOOL), ("c_matrix_init_val", C_BOOL))


def _enum_form(flag: str) -> Callable[[Any], Sig]:
    def sig(t: tuple[ElemType, ElemType, ElemType]) -> Sig:
        return void(("c_matrix", cc(t[0])), ("a_matrix", ca(t[1])), ("b_matrix", cb(t[2])), *_MKN,
                    ("unit_flag_mode", _UF), (flag, C_BOOL), *_TAIL)
    return sig


def _bias_form(t: tuple[ElemType, ElemType, ElemType]) -> Sig:
    return void(("c_matrix", cc(t[0])), ("a_matrix", ca(t[1])), ("b_matrix", cb(t[2])), ("bias", U64), *_MKN,
                ("unit_flag_mode", _UF), ("disable_gemv", C_BOOL))


_BY_NAME = {f.name: f for f in FUNCTIONS}
_BY_NAME["asc_mmad"].forms(_CU.mmad, _K_ALIGN, _enum_form("disable_gemv"), extra=("plain", False), versions=_NEW)
_BY_NAME["asc_mmad"].forms(_CU.mmad, _GEMV, _enum_form("disable_gemv"), extra=("gemv", False), versions=_NEW)
_BY_NAME["asc_mmad"].forms(_CU.mmad_bias, _K_ALIGN + _GEMV, _bias_form, extra=("bias", False), versions=_NEW)
_BY_NAME["asc_mmad_s4"].forms(_CU.mmad, _S4, _enum_form("k_direction_align"), extra=("plain", False),
                              versions=_NEW)
_BY_NAME["asc_mmad_sparse"].forms(_CU.mmad_sparse, _S8, lambda t: void(
    ("c", cc(t[0])), ("a", ca(t[1])), ("b", cb(t[2])), *_MKN, ("unit_flag_mode", _UF), *_TAIL),
    extra=("sparse", False), versions=_NEW)
_BY_NAME["asc_mmad_mx"].forms(_CU.mmad_mx, _MX, _enum_form("disable_gemv"), extra=("mx", False), versions=_NEW)
_BY_NAME["asc_mmad_mx"].forms(_CU.mmad_bias, _MX, _bias_form, extra=("mx", False), versions=_NEW)

FUNCTIONS += [
    fn("asc_set_hf32_round_mode", _H, "Set how float operands round to hf32 when hf32 is on: NEAREST_AWAY (or "
       "NEAREST_ZERO, its older name) ties away from zero, NEAREST_EVEN to even (as asc_enable_hf32_trans(1) and "
       "(0)).", where="kernel", pipe="S")
    .form(_CU.set_mode, *void(("hf32_round_mode", enum("asc_hf32_round_mode"))), extra=("hf32_round", None),
          versions=_NEW),
    fn("asc_disable_hif8", _H, "Later 8-bit float asc_mmad calls read their operands as fp8 (hifloat8 off, as "
       "asc_enable_fp8).", where="kernel", pipe="S")
    .form(_CU.set_mode, *void(), extra=("fp8", "fp8"), versions=_NEW),
    fn("asc_disable_hf32", _H, "Later float asc_mmad calls use the float operands unrounded (hf32 off, as "
       "asc_set_fp32_mode).", where="kernel", pipe="S")
    .form(_CU.set_mode, *void(), extra=("hf32", False), versions=_NEW),
]
