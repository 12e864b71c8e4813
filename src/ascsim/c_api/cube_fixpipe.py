"""The fixpipe of ``cube_datamove.h``: ``asc_copy_l0c2gm``/``_l0c2l1``/``_l0c2ub`` (and ``_sync``).

The accumulators of the NZ result go through the pre stage (pre-ReLU and pre-quantisation,
:mod:`ascsim.ops.fixpipe`), the post stage (post-quantisation with post-ReLU, :mod:`ascsim.ops.fixpipe_post`),
then are laid out as NZ (with F32 channel split, int8 channel merge), ND (nz2nd_en) or DN (nz2dn_en) in GM, L1,
or the UB of one or both vector cores (dual_dst_ctl). Every byte moves through the memory model on PIPE_FIX.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from .. import arch
from ..arch import Pipe
from ..errors import AscValueError, UnsupportedError
from ..ops import cube as oc
from ..ops import fixpipe as ofx
from ..ops import fixpipe_post as ofp
from ..runtime.memory import Ptr
from ..spec import Overload, impls
from ..spec.enums import QuantMode_post, QuantMode_t
from . import _cube_regs as regs
from .cube import on_cube
from .cube_copy import _barrier, _named

_FIX = Pipe.PIPE_FIX
_B8 = ("b8", "int8_t", "uint8_t")


@dataclass
class _Shape:
    """Where a copy reads and writes: sizes, strides (elements; source in rows of 16 accumulators) and layout."""

    n: int
    m: int
    dstride: int
    sstride: int
    nz2nd: bool
    nz2dn: bool
    c0_stride: int
    split: bool


def _int(a: dict[str, Any], *names: str) -> int:
    """The first of ``names`` the form has, as an int (0 when it has none)."""
    for name in names:
        if name in a:
            return int(a[name] or 0)
    return 0


def _enum(f: str, what: str, enum: Any, value: int) -> Any:
    if value not in enum._value2member_map_:
        raise AscValueError(f"{f}: {what} = {value} is no {enum.__name__} value")
    return enum(value)


def _targets(f: str, dst: Ptr, a: dict[str, Any], dual: int) -> list[Ptr]:
    """The destination of each half (dual_dst_ctl 1 or 2: both vector cores' UBs) or of the whole copy."""
    if dual == 0:
        return [regs.vector_ub_ptr(dst, int(bool(a.get("sub_blockid", False)))) or dst]
    both = [regs.vector_ub_ptr(dst, 0), regs.vector_ub_ptr(dst, 1)]
    if both[0] is None or both[1] is None:
        raise AscValueError(f"{f}: dual_dst_ctl = {dual} writes the UBs of both vector cores, which only a __mix__ "
                            "launch has")
    return [p for p in both if p is not None]


def _check(f: str, where: str, a: dict[str, Any], shape: _Shape, acc: str, out: str, dual: int,
           relu: int, qpre: QuantMode_t, qpost: QuantMode_post) -> None:
    """The combinations the pages forbid (AscValueError) or leave undefined (UnsupportedError)."""
    for name in ("clip_relu_pre", "clip_relu_post"):
        if _int(a, name):
            raise UnsupportedError(f"{f}: {name} needs the clip maximum of SetFixPipeClipRelu, which the pages mark "
                                   "unsupported on Ascend 950 (no C-API setter); 0 is simulated")
    if _int(a, "eltwise_op"):
        raise UnsupportedError(f"{f}: eltwise_op = {_int(a, 'eltwise_op')} (the element-wise stage) is not simulated: "
                               "the pages do not define its operand or operations; 0 is")
    for name in ("c0_pad_en", "broadcast_en"):
        if _int(a, name):
            raise UnsupportedError(f"{f}: {name} is not simulated: the pages give no layout for it; false is")
    if shape.split:
        if where != "GM":
            raise AscValueError(f"{f}: channel split writes GM only (the F32 Channel Split page: not to L1 or UB)")
        if acc != "float" or out != "float":
            raise AscValueError(f"{f}: channel split needs float accumulators and float results; this copy writes "
                                f"{out} from {acc}")
        if shape.nz2nd or shape.nz2dn:
            raise AscValueError(f"{f}: channel split cuts NZ fractals; it cannot be combined with nz2nd_en or "
                                "nz2dn_en")
        if _int(a, "unit_flag_ctl", "unit_flag_mode"):
            raise AscValueError(f"{f}: channel split cannot be combined with the unit flag")
        if shape.n % 8:
            raise AscValueError(f"{f}: with channel split n_size must be a multiple of 8; it is {shape.n}")
    if dual:
        if dual == 3:
            raise AscValueError(f"{f}: dual_dst_ctl = 3 is reserved (0 one UB, 1 split along M, 2 split along N)")
        if dual > 3:
            raise AscValueError(f"{f}: dual_dst_ctl = {dual} is no mode (0 one UB, 1 split along M, 2 along N)")
        if shape.nz2dn or qpre != QuantMode_t.NoQuant or qpost != QuantMode_post.NoConv or relu:
            raise AscValueError(f"{f}: dual_dst_ctl works with plain NZ or NZ2ND copies without quantisation or "
                                "ReLU (the dual-destination page)")
        if dual == 1 and shape.m % 2:
            raise AscValueError(f"{f}: dual_dst_ctl 1 splits along M, which must be even; m_size is {shape.m}")
        if dual == 2 and shape.n % 32:
            raise AscValueError(f"{f}: dual_dst_ctl 2 splits along N, which must be a multiple of 32; n_size is "
                                f"{shape.n}")


def _put(f: str, dst: Ptr, elem_off: int, codes: np.ndarray, bits: int) -> None:
    """Codes written from element ``elem_off`` of ``dst`` (4-bit codes packed, the low nibble first)."""
    flat = np.ascontiguousarray(codes).reshape(-1)
    if bits == 4:
        if elem_off % 2 or flat.size % 2:
            raise AscValueError(f"{f}: an int4 result row must start and end on a whole byte (element {elem_off}, "
                                f"{flat.size} elements); make the strides and sizes even")
        raw = oc.pack_nibbles(flat.astype(np.uint8))
    else:
        raw = flat.view(np.uint8)
    dst.mem.write(dst.addr + elem_off * bits // 8, raw, f, _FIX, within=dst.alloc)


def _write(f: str, dst: Ptr, base: int, codes: np.ndarray, shape: _Shape, out: str, bits: int) -> None:
    """A matrix of result codes (m x n) from element ``base`` of ``dst`` in the copy's layout."""
    m, n = codes.shape
    if shape.nz2dn:  # column j of the result is row j of the destination, dst_stride elements apart
        for j in range(n):
            _put(f, dst, base + j * shape.dstride, codes[:, j], bits)
        return
    if shape.nz2nd:
        for r in range(m):
            _put(f, dst, base + r * shape.dstride, codes[r], bits)
        return
    # NZ: column blocks of 32-byte rows (16 columns for 32-bit results, 8 with channel split), dst_stride
    # elements apart; an int8/uint8 result's last 16 columns form a block of their own (int8 channel merge).
    c0d = 8 if shape.split else 16 if bits == 32 else 256 // bits
    start, c = 0, 0
    while start < n:
        width = 16 if out in _B8 and n - start <= 16 else c0d
        part = codes[:, start:start + width]
        if part.shape[1] < width:  # a block's rows are whole: the lanes past n_size are written as zeros
            part = np.concatenate([part, np.zeros((m, width - part.shape[1]), part.dtype)], axis=1)
        _put(f, dst, base + c * shape.dstride, part, bits)
        start, c = start + width, c + 1


def _read_acc(f: str, src: Ptr, soff: int, shape: _Shape, ce: Any) -> np.ndarray:
    """The m x n accumulators of one NZ matrix (column blocks of 16, loop_src_stride x 16 apart)."""
    m, n = shape.m, shape.n
    blocks = []
    for c in range(oc.ceil_div(n, 16)):
        base = src.addr + soff + c * shape.sstride * 16 * ce.size
        if shape.c0_stride == 1:
            blk = np.array(src.mem.read(base, m * 16 * ce.size, f, _FIX, within=src.alloc)).view(ce.np)
        else:  # NZ2DN reads a fractal column's rows srcNzC0Stride x 16 accumulators apart
            blk = np.concatenate([np.array(src.mem.read(base + r * shape.c0_stride * 16 * ce.size, 16 * ce.size, f,
                                                        _FIX, within=src.alloc)).view(ce.np) for r in range(m)])
        blocks.append(blk.reshape(m, 16))
    return np.concatenate(blocks, axis=1)[:, :n] if blocks else np.zeros((m, 0), ce.np)


#: The newer headers' parameter names -> the names the code below reads (the same fields).
_NEWER_NAMES = {"quant_pre_mode": "quant_pre", "relu_pre_mode": "relu_pre", "enable_nz2nd": "nz2nd_en",
                "enable_nz2dn": "nz2dn_en", "enable_channel_split": "channel_split",
                "enable_clip_relu_pre": "clip_relu_pre", "dual_dst_ctrl": "dual_dst_ctl"}


def _arguments(overload: Overload, args: tuple[Any, ...]) -> dict[str, Any]:
    """The arguments by parameter name, the newer spellings read as the older ones (an enum member as its
    number); a form without quant_post (the enum forms) has no post stage."""
    a = {_NEWER_NAMES.get(k, k): v for k, v in _named(overload, args).items()}
    if "sub_blockid" in a and int(a["sub_blockid"]) not in (0, 1):  # the int8_t sub_blockid of the enum forms
        raise AscValueError(f"{overload.name}: sub_blockid = {int(a['sub_blockid'])}; a cube core's vector cores "
                            "are 0 and 1")
    return a


def _shape(f: str, a: dict[str, Any]) -> _Shape:
    nz2nd, nz2dn = bool(a.get("nz2nd_en", False)), bool(a.get("nz2dn_en", False))
    if nz2nd and nz2dn:
        raise AscValueError(f"{f}: nz2nd_en and nz2dn_en are both set; a copy writes ND rows or DN columns, "
                            "set one of them")
    c0_stride = 1
    if nz2dn:  # CHANNEL_PARA[63:48]: srcNzC0Stride
        c0_stride = (int(regs.get("asc_set_l0c2gm_channel_para") or 0) >> 48) & 0xFFFF
        if c0_stride == 0:
            raise AscValueError(f"{f}: nz2dn_en needs the source row stride of CHANNEL_PARA[63:48] "
                                "(asc_set_l0c2gm_channel_para), which is 0; 1 reads the rows of a fractal in turn")
    return _Shape(int(a["n_size"]), int(a["m_size"]), _int(a, "loop_dst_stride", "dst_stride", "dst_stride_dst_d"),
                  _int(a, "loop_src_stride", "src_stride"), nz2nd, nz2dn, c0_stride,
                  bool(_int(a, "split_en", "channel_split")))


@impls.cube_copy.l0c2out.register
def l0c2out(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_l0c2gm``/``_l0c2l1``/``_l0c2ub``: n_size x m_size of the NZ result through pre-ReLU and
    pre-quantisation, post-quantisation and post-ReLU, written as NZ (dst_stride elements between column
    blocks), ND (nz2nd_en) or DN (nz2dn_en) for ``nd_num`` matrices of asc_set_l0c2gm_nz2nd; to one vector
    core's UB or both (dual_dst_ctl)."""
    f = overload.name
    if not on_cube():
        return
    a = _arguments(overload, (dst, src, *args))
    where = overload.extra[0]
    shape = _shape(f, a)
    qpre = _enum(f, "quant_pre", QuantMode_t, int(a["quant_pre"]))
    on_2201 = arch.current().name == arch.DAV_2201
    if on_2201 and qpre.name not in ofx.MODES_2201:
        raise AscValueError(f"{f}: quant_pre {qpre.name} is a dav-3510 mode; dav-2201 has "
                            f"{', '.join(sorted(ofx.MODES_2201))} (its asc_copy_l0c2gm page)")
    qpost = _enum(f, "quant_post", QuantMode_post, _int(a, "quant_post"))
    relu, relu_post = _int(a, "relu_pre"), _int(a, "relu_post")
    ce = overload.elem(1)
    de = overload.elem(0) if overload.params[0].ty.elem is not None else None
    dname = de.name if de is not None else None
    if dname == "int4b_t":
        # An int4 result comes from the post stage (QS162S4_POST, QF162S4_POST), as the void* forms write it.
        if qpost.name not in ("QS162S4_POST", "QF162S4_POST"):
            raise AscValueError(f"{f}: an int4b_t destination takes the int4 results of quant_post QS162S4_POST "
                                f"or QF162S4_POST; quant_post is {qpost.name}")
        dname = None  # the post stage's int4 codes, checked as for a void* destination
    if qpost == QuantMode_post.NoConv:
        if relu_post:
            raise UnsupportedError(f"{f}: relu_post = {relu_post} without a quant_post mode is not simulated (the "
                                   "pages define the post ReLU within post-quantisation)")
        out = ofx.output_type(f, qpre, ce.name, dname)
    else:
        out = ofp.post_types(f, qpost, ofx.output_type(f, qpre, ce.name, None), dname)
    dual = _int(a, "dual_dst_ctl") if where == "UB" else 0
    _check(f, where, a, shape, ce.name, out, dual, relu, qpre, qpost)
    targets = _targets(f, dst, a, dual) if where == "UB" else [dst]
    bits = 4 if out == "int4" else 8 * ofx.out_size(out)
    if on_2201 and not (shape.nz2nd or shape.nz2dn):
        # dav-2201 counts the NZ destination stride in 32-byte blocks (FixpipeParamsV220; the C function passes
        # it to the instruction unchanged), dav-3510 in elements.
        shape.dstride = shape.dstride * 32 * 8 // bits
    vec_scale = None
    if qpre.name.startswith("V"):  # vector quantisation: one 64-bit parameter per column in the fixpipe buffer
        fb = regs.buffer("fb", f)
        addr = int(regs.get("quant_pre") or 0) * 128
        vec_scale = np.array(fb.read(addr, shape.n * 8, f"{f} quantisation parameters", _FIX)).view(np.uint64)
    alpha: float | np.ndarray = ofx.relu_alpha(int(regs.get("asc_set_l0c2gm_relu_alpha") or 0))
    if relu == ofx.VECTOR_RELU:  # one float32 per column at the pre-ReLU address of FPC (64-byte units)
        fb = regs.buffer("fb", f)
        addr = int(regs.get("relu_pre") or 0) * 64
        alpha = ofp.vector_alphas(np.array(fb.read(addr, shape.n * 4, f"{f} ReLU coefficients", _FIX)))
    scalar = int(regs.get("quant_pre_scalar") or 0)
    post_reg = int(regs.get("asc_set_l0c2gm_quant_post") or 0)
    post_alpha = ofp.post_alpha(int(regs.get("asc_set_l0c2gm_relu_alpha") or 0))
    nd_num, src_nd, dst_nd = regs.get("nz2nd") or (1, 0, 0)
    # The source distance between the NZ matrices: 32-byte units on dav-3510 (asc_set_l0c2gm_nz2nd's page),
    # 1024-byte fractals on dav-2201 (asc_set_l0c_copy_params's page).
    src_nd_unit = 1024 if on_2201 else 32
    pre_out = out if qpost == QuantMode_post.NoConv else ofx.output_type(f, qpre, ce.name, None)
    for i in range(nd_num if shape.nz2nd or shape.nz2dn else 1):
        acc = _read_acc(f, src, i * src_nd * src_nd_unit, shape, ce)
        vals = ofx.fixpipe(acc, ce.name, pre_out, qpre, relu, scalar, vec_scale, alpha, shift16=on_2201)
        codes = vals.reshape(shape.m, shape.n)
        if qpost != QuantMode_post.NoConv:
            codes = ofp.post_quant(codes, qpost, out, post_reg, relu_post, post_alpha)
        base = i * dst_nd
        if dual == 0:
            _write(f, targets[0], base, codes, shape, out, bits)
        else:  # each vector core's half as a matrix of its own, at the same address of its UB
            half_m, half_n = shape.m // (3 - dual), shape.n // dual
            for h, target in enumerate(targets):
                part = codes[h * half_m:(h + 1) * half_m] if dual == 1 else codes[:, h * half_n:(h + 1) * half_n]
                _write(f, target, base, part, shape, out, bits)
    if overload.extra[-1]:
        _barrier()


@impls.cube_copy.l0c2out_none.register
def l0c2out_none(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """``asc_copy_l0c2gm``/``_l0c2l1``/``_l0c2ub`` of a (destination, L0C) pair no quantisation mode writes
    (fp8 e5m2, 8-bit floats from int32, int16): an error on the cube core, nothing on a vector core."""
    if not on_cube():
        return
    de, ce = overload.elem(0), overload.elem(1)
    raise AscValueError(f"{overload.name}: no quant_pre or quant_post mode writes {de.name} from {ce.name} "
                        "accumulators (the Fixpipe page's data types: float -> int8_t, uint8_t, hifloat8_t, "
                        "fp8_e4m3fn_t, half, bfloat16_t, float; int32_t -> int8_t, uint8_t, half, bfloat16_t, "
                        f"int32_t); this prototype is declared only ({overload.prototype()})")


@impls.cube_copy.l0c2out_int4.register
def l0c2out_int4(overload: Overload, dst: Ptr, src: Ptr, *args: Any) -> None:
    """The enum forms of the L0C copies into int4b_t: not simulated (an error on the cube core, nothing on a
    vector core). Their int4 would come from a pre-quantisation mode alone, and none the pages list writes int4."""
    if on_cube():
        raise UnsupportedError(f"{overload.name}: an int4b_t result of the enum form is not simulated: it has no "
                               "quant_post and no quant_pre mode the pages list writes int4 (the forms with quant_post "
                               "QS162S4_POST or QF162S4_POST write int4b_t)")
