"""Helpers of the load/store tests: run a body in a VF over a UB image, the register type table.

Nothing here computes an expected result: each test writes its own loop from the vendor pages.
"""

from collections.abc import Callable
from typing import Any

import numpy as np
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from kernels import order

from ascsim import (
    PIPE_S,
    PIPE_V,
    bfloat16_t,
    float_,
    fp4x2_e1m2_t,
    fp4x2_e2m1_t,
    fp8_e4m3fn_t,
    fp8_e5m2_t,
    fp8_e8m0_t,
    half,
    hifloat8_t,
    int4b_t,
    int8_t,
    int16_t,
    int32_t,
    int64_t,
    simd_vf,
    ub_array,
    uint8_t,
    uint16_t,
    uint32_t,
    uint64_t,
    vector_bfloat16_t,
    vector_bool,
    vector_float,
    vector_fp4x2_e1m2_t,
    vector_fp4x2_e2m1_t,
    vector_fp8_e4m3fn_t,
    vector_fp8_e5m2_t,
    vector_fp8_e8m0_t,
    vector_half,
    vector_hifloat8_t,
    vector_int4x2_t,
    vector_int8_t,
    vector_int16_t,
    vector_int32_t,
    vector_int64_t,
    vector_kernel,
    vector_uint8_t,
    vector_uint16_t,
    vector_uint32_t,
    vector_uint64_t,
)

FAST = settings(max_examples=30, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

#: (element type, register class, element size in bytes) of every type an aligned load moves, written out.
MOVABLE = [
    (int8_t, vector_int8_t, 1), (uint8_t, vector_uint8_t, 1), (fp4x2_e2m1_t, vector_fp4x2_e2m1_t, 1),
    (fp4x2_e1m2_t, vector_fp4x2_e1m2_t, 1), (int4b_t, vector_int4x2_t, 1), (fp8_e8m0_t, vector_fp8_e8m0_t, 1),
    (fp8_e5m2_t, vector_fp8_e5m2_t, 1), (fp8_e4m3fn_t, vector_fp8_e4m3fn_t, 1), (hifloat8_t, vector_hifloat8_t, 1),
    (int16_t, vector_int16_t, 2), (uint16_t, vector_uint16_t, 2), (half, vector_half, 2),
    (bfloat16_t, vector_bfloat16_t, 2), (int32_t, vector_int32_t, 4), (uint32_t, vector_uint32_t, 4),
    (float_, vector_float, 4), (int64_t, vector_int64_t, 8), (uint64_t, vector_uint64_t, 8),
]
NO64 = [t for t in MOVABLE if t[2] < 8]
IDS = [t[0].name for t in MOVABLE]
NO64_IDS = [t[0].name for t in NO64]

REG_BYTES = st.binary(min_size=256, max_size=256)
MASK_BYTES = st.binary(min_size=32, max_size=32)


def image(nbytes: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 256, nbytes, dtype=np.uint8)


def bytes_of(reg: Any) -> np.ndarray:
    """The 256 bytes a register holds (its lanes' raw bits, little-endian)."""
    return np.ascontiguousarray(np.asarray(reg)).view(np.uint8).copy()


def reg_of(cls: Any, data: Any) -> Any:
    """A register of class ``cls`` holding the 256 bytes ``data``."""
    return cls(np.frombuffer(bytes(data), np.uint8).view(cls.elem.np).copy())


def bits_of(data: bytes) -> np.ndarray:
    """256 mask bits from 32 bytes: bit j is bit j % 8 of byte j // 8, written as a loop."""
    return np.array([(data[j // 8] >> (j % 8)) & 1 == 1 for j in range(256)], np.bool_)


def mask_of(data: bytes) -> vector_bool:
    return vector_bool(bits_of(data))


def in_vf(src_image: np.ndarray, body: Callable[[Any, Any], Any], out_bytes: int = 32,
          fill: int = 0xEE) -> tuple[Any, np.ndarray]:
    """Run ``body(src, dst)`` in a VF: ``src`` a UB uint8_t array holding ``src_image``, ``dst`` one of
    ``out_bytes`` bytes set to ``fill``. Returns the body's result and dst's bytes afterwards."""
    result: list[Any] = []
    seen: dict[str, np.ndarray] = {}

    @simd_vf
    def vf(src: Any, dst: Any) -> None:
        result.append(body(src, dst))

    @vector_kernel
    def kernel() -> None:
        src = ub_array(uint8_t, len(src_image))
        src.write(src_image)
        dst = ub_array(uint8_t, out_bytes)
        dst.write(np.full(out_bytes, fill, np.uint8))
        order(PIPE_S, PIPE_V)
        vf(src, dst)
        order(PIPE_V, PIPE_S)
        seen["dst"] = dst.read(out_bytes)

    kernel[1]()
    return result[0], seen["dst"]
