"""Helpers of the permute tests: run code in a kernel or a VF, make random registers and masks.

Nothing here computes an expected result: each test writes its own loop over lanes.
"""

from collections.abc import Callable
from typing import Any, TypeVar

import numpy as np
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from kernels import TYPES, UINT_OF_SIZE, order, raw, run_blocks, run_vf  # noqa: F401 - shared helpers, re-exported

from ascsim import (
    vector_bool,
)

T = TypeVar("T")

FAST = settings(max_examples=25, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

TYPE_IDS = [t[0].name for t in TYPES]

UINT = UINT_OF_SIZE

#: 256 raw bytes: one register's worth of anything.
REG_BYTES = st.binary(min_size=256, max_size=256)
#: 32 bytes: one mask register's bits.
MASK_BYTES = st.binary(min_size=32, max_size=32)


def reg_from_bytes(cls: Any, data: bytes) -> Any:
    """A register of class ``cls`` whose 256 bytes are ``data`` (any bit pattern: NaNs, -0...)."""
    return cls(np.frombuffer(data, np.uint8).view(cls.elem.np).copy())


def bits_from_bytes(data: bytes) -> np.ndarray:
    """256 mask bits, bit j = bit j%8 of byte j//8 (LSB first), written out as a loop."""
    out = np.zeros(256, np.bool_)
    for j in range(256):
        out[j] = (data[j // 8] >> (j % 8)) & 1 == 1
    return out


def mask_from_bytes(data: bytes) -> vector_bool:
    return vector_bool(bits_from_bytes(data))


def run_kernel(body: Callable[[], T], core: str = "AIV") -> T:
    """Run ``body()`` as the whole one-block kernel (outside any VF) and return its result."""
    return run_blocks(body, core)[0]
