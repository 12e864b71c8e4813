"""An access that leaves its __ubuf__ array but stays in UB is a finding that goes ahead, as on the chip."""

import numpy as np
import pytest
from kernels import run_vf

from ascsim import *
from ascsim.errors import MemoryAccessError
from ascsim.runtime import check
from ascsim.runtime.memory import UnifiedBuffer


def _store_past_end() -> tuple[np.ndarray, np.ndarray]:
    out: list[np.ndarray] = []

    def body() -> None:
        a = ub_array(uint8_t, 64)   # 64 bytes, then the next array one 32-byte slot later
        b = ub_array(uint8_t, 256)
        asc_storealign(b, vector_uint8_t(np.zeros(256, np.uint8)), asc_create_mask_b8(PAT_ALL))
        asc_storealign(a, vector_uint8_t(np.arange(256, dtype=np.uint8)), asc_create_mask_b8(PAT_ALL))
        assert isinstance(a.mem, UnifiedBuffer) and isinstance(b.mem, UnifiedBuffer)
        out.append(np.asarray(a.mem.bytes[a.addr:a.addr + 256]).copy())
        out.append(np.asarray(b.mem.bytes[b.addr:b.addr + 192]).copy())

    run_vf(body)
    return out[0], out[1]


def test_warn_mode_reports_and_writes(capfd: pytest.CaptureFixture[str]) -> None:
    previous = check.set_mode("warn")
    try:
        whole, neighbour = _store_past_end()
    finally:
        check.set_mode(previous)
    err = capfd.readouterr().err
    assert "warning:" in err and "192 bytes past the end of __ubuf__ uint8_t [64]" in err
    assert "test_ub_bounds.py" in err  # the user's line
    assert whole.tolist() == list(range(256))  # all 256 bytes written, over the neighbour array
    assert neighbour.tolist() == list(range(64, 256))


def test_error_mode_stops() -> None:
    previous = check.set_mode("error")
    try:
        with pytest.raises(MemoryAccessError, match="past the end"):
            _store_past_end()
    finally:
        check.set_mode(previous)


def test_leaving_the_unified_buffer_is_an_error_in_any_mode() -> None:
    def body() -> None:
        a = ub_array(uint8_t, 64)
        asc_storealign(a + (256 * 1024 - 32 - a.addr), vector_uint8_t(np.zeros(256, np.uint8)),
                       asc_create_mask_b8(PAT_ALL))

    previous = check.set_mode("off")
    try:
        with pytest.raises(MemoryAccessError):
            run_vf(body)
    finally:
        check.set_mode(previous)
