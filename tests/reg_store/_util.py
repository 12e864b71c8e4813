"""Helpers of the store tests: run a body in a VF next to a UB array, register constructors.

Nothing here computes an expected result: each test writes its own loop from the vendor pages.
"""

from collections.abc import Callable
from typing import Any

import numpy as np
from kernels import order

from ascsim import PIPE_S, PIPE_V, simd_vf, ub_array, uint8_t, vector_bool, vector_kernel


def image(nbytes: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 256, nbytes, dtype=np.uint8)


def reg_of(cls: Any, data: np.ndarray) -> Any:
    """A register of class ``cls`` holding the 256 bytes ``data``."""
    return cls(np.asarray(data, np.uint8).copy().view(cls.elem.np))


def mask_of(bits: np.ndarray) -> vector_bool:
    return vector_bool(np.asarray(bits, np.bool_))


def run(nbytes: int, body: Callable[[Any], Any], fill: int = 0xEE) -> tuple[Any, np.ndarray]:
    """Run ``body(dst)`` in a VF, ``dst`` a UB uint8_t array of ``nbytes`` set to ``fill``; the body's
    result and the array's bytes afterwards."""
    result: list[Any] = []
    seen: dict[str, np.ndarray] = {}

    @simd_vf
    def vf(dst: Any) -> None:
        result.append(body(dst))

    @vector_kernel
    def kernel() -> None:
        dst = ub_array(uint8_t, nbytes)
        dst.write(np.full(nbytes, fill, np.uint8))
        order(PIPE_S, PIPE_V)
        vf(dst)
        order(PIPE_V, PIPE_S)
        seen["dst"] = dst.read(nbytes).copy()

    kernel[1]()
    return result[0], seen["dst"]
