"""The fixpipe's value stages (L0C -> GM/L1/UB): pre-ReLU and pre-quantisation of the accumulators.

A quantisation parameter is 64 bits (one per column in the fixpipe buffer for the ``V...`` modes, else the
scalar of ``asc_set_l0c_copy_prequant``): bits 13-31 the scale (a float32 whose low 13 bits are dropped),
bits 37-45 an offset (signed 9 bits, the 8-bit results only) and bit 46 a signed (1) or unsigned (0) 8-bit
result; bits 32-36 (dav-2201's int16 shift: N - 1 in bits 32-35, its enable MCB in bit 36) play no part on dav-3510
(``int16_shift``). docs/semantics.md ("The fixpipe") gives
the order of the stages and the rounding (to nearest, ties to even; saturating to the result type).
"""

from __future__ import annotations

from enum import IntEnum

import numpy as np

from ..errors import AscValueError, UnsupportedError
from .convert import convert_values

#: Result element type of each pre-quantisation mode (None: the accumulator type; "b8": int8 or uint8).
_OUT = {"NoQuant": None, "F322F16": "half", "F322BF16": "bfloat16_t", "DEQF16": "half", "VDEQF16": "half",
        "QF322B8_PRE": "b8", "VQF322B8_PRE": "b8", "REQ8": "b8", "VREQ8": "b8", "QF322F16_PRE": "half",
        "VQF322F16_PRE": "half", "QF322BF16_PRE": "bfloat16_t", "VQF322BF16_PRE": "bfloat16_t",
        "QF322F32_PRE": "float", "VQF322F32_PRE": "float", "QF322FP8_PRE": "fp8_e4m3fn_t",
        "VQF322FP8_PRE": "fp8_e4m3fn_t", "QF322HIF8_PRE": "hifloat8_t", "VQF322HIF8_PRE": "hifloat8_t",
        "QS322BF16_PRE": "bfloat16_t", "VQS322BF16_PRE": "bfloat16_t", "QF322HIF8_PRE_HYBRID": "hifloat8_t",
        "VQF322HIF8_PRE_HYBRID": "hifloat8_t"}
#: The declared (destination, accumulator) pairs no QuantMode_t writes (the data type table of the Fixpipe
#: page lists neither): every copy with one of them is an error.
_NO_MODE = {(d, a): f" (no quant_pre mode writes {d} from {a} accumulators)"
            for d, a in (("fp8_e5m2_t", "float"), ("fp8_e5m2_t", "int32_t"), ("fp8_e4m3fn_t", "int32_t"),
                         ("hifloat8_t", "int32_t"), ("int16_t", "int32_t"))}
_SIZES = {"int16_t": 2, "half": 2, "bfloat16_t": 2, "float": 4, "int32_t": 4, "int8_t": 1, "uint8_t": 1,
          "fp8_e4m3fn_t": 1, "hifloat8_t": 1}
#: The scaled modes with a float result: (source accumulator type, rounding of the conversion, saturating).
_SCALED_FLOAT = {"QF322F16_PRE": ("float", "rn", False), "QF322BF16_PRE": ("float", "rn", False),
                 "QF322F32_PRE": ("float", "rn", False), "QF322FP8_PRE": ("float", "rn", True),
                 "QF322HIF8_PRE": ("float", "rna", True), "QS322BF16_PRE": ("int32_t", "rn", False),
                 "QF322HIF8_PRE_HYBRID": ("float", "rh", True)}


def output_type(func: str, mode: IntEnum, acc: str, dst: str | None) -> str:
    """The element type a copy writes: the mode's, checked against the destination pointer's (None: void)."""
    want = _OUT.get(mode.name, "")
    if want == "":
        raise UnsupportedError(f"{func}: quant_pre {mode.name} is not simulated yet")
    if want is None:
        want = acc
    if want == "b8":
        if dst not in (None, "int8_t", "uint8_t"):
            raise AscValueError(f"{func}: quant_pre {mode.name} writes int8_t or uint8_t; the destination is {dst}")
        return dst or "b8"
    if dst is not None and dst != want:
        raise AscValueError(f"{func}: quant_pre {mode.name} from {acc} writes {want}; the destination is {dst}"
                             f"{_NO_MODE.get((dst, acc), '')}")
    return want


def out_size(name: str) -> int:
    return 1 if name == "b8" else _SIZES[name]


def _params(p: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(scale float64, offset, signed) of 64-bit quantisation parameters."""
    p = p.astype(np.uint64)
    scale = (p & np.uint64(0xFFFFE000)).astype(np.uint32).view(np.float32).astype(np.float64)
    off = ((p >> np.uint64(37)) & np.uint64(0x1FF)).astype(np.int64)
    off = np.where(off >= 256, off - 512, off)
    signed = ((p >> np.uint64(46)) & np.uint64(1)).astype(bool)
    return scale, off, signed


#: The pre-quantisation modes of dav-2201 (its asc_copy_l0c2gm/_l0c2l1 pages and the quantisation page).
MODES_2201 = frozenset({"NoQuant", "F322F16", "F322BF16", "DEQF16", "VDEQF16", "QF322B8_PRE", "VQF322B8_PRE", "REQ8",
                        "VREQ8"})
#: The modes whose int32 input dav-2201 may first shift into int16 (the parameter's MCB bit).
_SHIFTED = frozenset({"DEQF16", "VDEQF16", "REQ8", "VREQ8"})


def int16_shift(acc: np.ndarray, p: np.ndarray) -> np.ndarray:
    """dav-2201's int16 step of the int32 modes: where a column's parameter has MCB (bit 36) set, its values
    shifted right by N (bits 32-35 hold N - 1: 1 to 16; an arithmetic shift, rounding down) and saturated to
    int16; elsewhere the int32 values as they are. Returns int64 values."""
    p = p.astype(np.uint64)
    n = ((p >> np.uint64(32)) & np.uint64(0xF)).astype(np.int64) + 1
    mcb = ((p >> np.uint64(36)) & np.uint64(1)).astype(bool)
    a = acc.astype(np.int64)
    shifted = np.clip(a >> n[None, :], -32768, 32767)
    return np.where(mcb[None, :], shifted, a)


def _rne(x: np.ndarray) -> np.ndarray:
    return np.rint(x)  # numpy rounds halves to even


#: relu_pre values (the vendor's ReluMode): none, normal (max(0, x)), scalar (negatives times RELU_ALPHA),
#: vector (negatives times their column's coefficient from the fixpipe buffer).
NO_RELU, NORMAL_RELU, SCALAR_RELU, VECTOR_RELU = 0, 1, 2, 3


def relu_alpha(register: int) -> float:
    """The scalar-ReLU coefficient M2 of the pre stage: bits 13-31 of RELU_ALPHA (``asc_set_l0c2gm_relu_alpha``),
    a float32 whose low 13 bits are dropped (1 sign, 8 exponent, 10 mantissa bits)."""
    return float(np.uint32(int(register) & 0xFFFFE000).view(np.float32))


def _leaky(acc: np.ndarray, alpha: float | np.ndarray) -> np.ndarray:
    """Float accumulators with their negatives multiplied by ``alpha`` (a number, or one per column; one
    float32 rounding)."""
    x = acc.astype(np.float64)
    return np.where(x < 0, x * alpha, x).astype(np.float32)


def fixpipe(acc: np.ndarray, acc_name: str, out: str, mode: IntEnum, relu: int, scalar: int,
            vec: np.ndarray | None, alpha: float | np.ndarray = 0.0, shift16: bool = False) -> np.ndarray:
    """The codes the fixpipe writes for accumulators ``acc`` (m x n, float32 or int32): ReLU (relu 1: a
    negative value becomes 0; relu 2: a negative value times ``alpha``; relu 3: times its column's
    ``alpha[j]``; with a scale, negatives are scaled by 0 or ``alpha`` instead of the scale: the coefficient
    M2), then the mode. ``shift16`` (dav-2201): the int32 modes take the parameter's int16 shift first."""
    if relu not in (NO_RELU, NORMAL_RELU, SCALAR_RELU, VECTOR_RELU):
        raise AscValueError(f"relu_pre = {relu} is no ReLU mode (0 none, 1 normal, 2 scalar, 3 vector)")
    name = mode.name
    n = acc.shape[1]
    if relu == VECTOR_RELU:
        alpha = np.asarray(alpha, np.float64)[None, :n]
    leaky = relu in (SCALAR_RELU, VECTOR_RELU)
    if leaky and acc_name != "float" and name in ("NoQuant", "F322F16", "F322BF16"):
        kind = "scalar" if relu == SCALAR_RELU else "vector"
        raise AscValueError(f"relu_pre = {relu} ({kind} ReLU) with quant_pre {name} needs float "
                            f"accumulators (these are {acc_name}); an int32 result takes it with a quantisation "
                            "mode")
    if name == "NoQuant":
        if leaky:
            return _leaky(acc, alpha)
        return np.maximum(acc, acc.dtype.type(0)) if relu else acc.copy()
    if name in ("F322F16", "F322BF16"):
        if acc_name != "float":
            raise AscValueError(f"quant_pre {name} converts float accumulators; these are {acc_name}")
        x = _leaky(acc, alpha) if leaky else np.maximum(acc, np.float32(0)) if relu else acc
        bits = convert_values(x.astype(np.float32).view(np.uint32), "float", out, "rn", False)
        return bits.view(np.float16) if out == "half" else bits
    params = vec if vec is not None else np.full(n, scalar, np.uint64)
    scale, off, signed = _params(params[:n])
    x = acc.astype(np.float64)
    if shift16 and acc_name == "int32_t" and name in _SHIFTED:
        x = int16_shift(acc, params[:n]).astype(np.float64)
    # M2, the coefficient of negative values: the scale itself, 0 (normal ReLU) or RELU_ALPHA (scalar ReLU).
    negative: np.ndarray = (scale[None, :] if relu == NO_RELU else np.zeros((1, n)) if relu == NORMAL_RELU
                            else np.broadcast_to(np.asarray(alpha, np.float64), (1, n)))
    factor = np.where(x >= 0, scale[None, :], negative)
    y = (x * factor).astype(np.float32).astype(np.float64)  # one float multiply, rounded to float
    scaled = _SCALED_FLOAT.get(name.removeprefix("V"))
    if scaled is not None:
        if acc_name != scaled[0]:
            raise AscValueError(f"quant_pre {name} converts {scaled[0]} accumulators; these are {acc_name}")
        # The offset belongs to the 8-bit integer results: a float result is the product converted.
        prod = (acc.astype(np.float64) * factor).astype(np.float32)
        if out == "float":
            return prod
        return convert_values(prod.view(np.uint32), "float", out, scaled[1], scaled[2])
    if out in ("b8", "int8_t", "uint8_t"):
        q = np.clip(_rne(y), -256, 255) + off[None, :]
        is_signed = signed[None, :] if out == "b8" else np.full((1, n), out == "int8_t")
        res = np.where(is_signed, np.clip(q, -128, 127), np.clip(q, 0, 255)).astype(np.int64)
        return (res & 0xFF).astype(np.uint8)
    if out == "half":  # DEQF16: the dav-3510 table gives the offset to the 8-bit modes only
        return np.clip(y, -65504.0, 65504.0).astype(np.float16)
    raise UnsupportedError(f"quant_pre {name} is not simulated yet")


def fill_run(bits: int, size: int, nbytes: int) -> np.ndarray:
    """``nbytes`` (a multiple of 32) of a fill value's bits repeated (``asc_fill_l0a``/``_l0b``/``_l1``)."""
    return np.tile(fill_block(bits, size), nbytes // 32)


def fill_block(bits: int, size: int) -> np.ndarray:
    """One 32-byte block of a fill value's bits (``size`` bytes, little-endian) repeated."""
    raw = int(bits).to_bytes(4, "little")[:size] if size <= 4 else int(bits).to_bytes(size, "little")
    return np.frombuffer(raw * (32 // len(raw)), np.uint8).copy()
