"""The fixpipe's post stage (L0C -> GM/L1/UB): post-quantisation (``QuantMode_post``) with the post-ReLU, and
the per-column coefficients of the vector pre-ReLU.

QUANT_POST (``asc_set_l0c2gm_quant_post``) is 64 bits: M3 in bits 13-31 (a float32 whose low 13 bits are
dropped), the offset (bits 0-8, signed 9 bits, for 8-bit results; bits 0-4, signed 5 bits, for int4; bits
0-8 low and 32-39 high, signed 17 bits, for int16) and bit 9 a signed (1) or unsigned (0) 8-bit result.
docs/semantics.md ("The fixpipe") gives the arithmetic and its rounding.
"""

from __future__ import annotations

from enum import IntEnum

import numpy as np

from ..errors import AscValueError, UnsupportedError

#: Scalar post modes: (the input type the pre stage must give, the result type; "b8": int8 or uint8).
_POST = {"QS162B8_POST": ("int16_t", "b8"), "QF162B8_POST": ("half", "b8"),
         "QS162S4_POST": ("int16_t", "int4"), "QF162S4_POST": ("half", "int4"),
         "QS162S16_POST": ("int16_t", "int16_t"), "QF162S16_POST": ("half", "int16_t")}
#: Result ranges of the post modes (b8 by its sign).
_RANGE = {"int8_t": (-128, 127), "uint8_t": (0, 255), "int4": (-8, 7), "int16_t": (-32768, 32767)}

#: relu_post values: none, normal (negatives times 0), scalar (negatives times RELU_ALPHA bits 45-63).
NO_RELU, NORMAL_RELU, SCALAR_RELU, VECTOR_RELU = 0, 1, 2, 3


def _f19(bits: np.ndarray | int) -> np.ndarray:
    """Float32 bit patterns with their low 13 bits dropped (the fixpipe's 1-8-10 format), as float64."""
    b = np.asarray(bits, np.uint64) & np.uint64(0xFFFFE000)
    return b.astype(np.uint32).view(np.float32).astype(np.float64)


def post_alpha(register: int) -> float:
    """The scalar post-ReLU coefficient: bits 45-63 of RELU_ALPHA read as bits 13-31 of a float32."""
    return float(_f19((int(register) >> 32) & 0xFFFFFFFF))


def vector_alphas(raw: np.ndarray) -> np.ndarray:
    """The vector pre-ReLU coefficients: one float32 per column (4 bytes each), low 13 bits dropped."""
    return _f19(np.asarray(raw).view(np.uint32))


def post_types(func: str, mode: IntEnum, pre_out: str, dst: str | None) -> str:
    """The result type of post mode ``mode`` after a pre stage writing ``pre_out``, checked against the
    destination pointer's type (None: void); the post modes ascsim cannot model are refused."""
    name = mode.name
    if name.startswith("V"):
        raise UnsupportedError(f"{func}: quant_post {name} reads one parameter per column, but no page gives where "
                               "they are (FPC holds the pre-ReLU and pre-quantisation addresses only); the scalar "
                               f"{name[1:]} is simulated")
    want_in, out = _POST[name]
    if pre_out != want_in:
        if want_in == "int16_t":
            raise AscValueError(f"{func}: quant_post {name} quantises int16_t values, which no quant_pre mode "
                                f"writes (quant_pre gives {pre_out}); the QF162 modes take the half of DEQF16, "
                                "F322F16 or QF322F16_PRE")
        raise AscValueError(f"{func}: quant_post {name} quantises half values; the quant_pre mode writes {pre_out} "
                            "(DEQF16, VDEQF16, F322F16, QF322F16_PRE and VQF322F16_PRE write half)")
    if out == "b8":
        if dst not in (None, "int8_t", "uint8_t"):
            raise AscValueError(f"{func}: quant_post {name} writes int8_t or uint8_t; the destination is {dst}")
        return dst or "b8"
    if dst is not None:
        raise AscValueError(f"{func}: quant_post {name} writes {out}; the destination is {dst} (a void* form "
                            f"writes {out})")
    return out


def post_offset(mode: IntEnum, register: int) -> int:
    """The signed offset QUANT_POST gives mode ``mode``."""
    out = _POST[mode.name][1]
    reg = int(register)
    if out == "int4":
        v, bits = reg & 0x1F, 5
    elif out == "int16_t":
        v, bits = (reg & 0x1FF) | (((reg >> 32) & 0xFF) << 9), 17
    else:
        v, bits = reg & 0x1FF, 9
    return v - (1 << bits) if v >> (bits - 1) else v


def post_quant(vals: np.ndarray, mode: IntEnum, out: str, register: int, relu: int, alpha: float) -> np.ndarray:
    """The codes post mode ``mode`` writes for the pre stage's half values ``vals``: each value times M3
    (negatives times 0 with relu 1, times ``alpha`` with relu 2), rounded to float32, then to an integer
    (to nearest, ties to even), plus the offset, saturated to the result (NaN: 0). int4 codes are 0..15
    (two's complement nibbles), 8-bit codes uint8 and int16 codes int16."""
    if relu not in (NO_RELU, NORMAL_RELU, SCALAR_RELU):
        raise UnsupportedError(f"relu_post = {relu} (vector ReLU) is not simulated yet: no page gives where its "
                               "per-column coefficients are; 0, 1 and 2 are")
    v = np.asarray(vals)
    x = (v.view(np.float16) if v.dtype == np.uint16 else v.astype(np.float16)).astype(np.float64)
    m3 = float(_f19(int(register) & 0xFFFFFFFF))
    negative = m3 if relu == NO_RELU else 0.0 if relu == NORMAL_RELU else alpha
    with np.errstate(invalid="ignore", over="ignore"):
        y = (x * np.where(x >= 0, m3, negative)).astype(np.float32).astype(np.float64)
    nan = np.isnan(y)
    # Past +-2**20 every result saturates whatever the offset (at most 2**16): clip before going integer.
    q = np.rint(np.clip(np.where(nan, 0.0, y), -(2.0 ** 20), 2.0 ** 20)).astype(np.int64)
    q = q + post_offset(mode, register)
    if out == "b8":  # the sign bit of QUANT_POST chooses for a void destination
        out = "int8_t" if (int(register) >> 9) & 1 else "uint8_t"
    lo, hi = _RANGE[out]
    res = np.where(nan, 0, np.clip(q, lo, hi))
    if out == "int16_t":
        return res.astype(np.int16)
    if out == "int4":
        return (res & 0xF).astype(np.uint8)
    return (res & 0xFF).astype(np.uint8)
