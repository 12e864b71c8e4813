"""asc_ndim_copy_gm2ub and its registers through the facade, against a reference written from the pages as
nested Python loops (no ascsim code): padding around every loop, constant and nearest-value padding,
transposes, broadcasts, slices; every overload; the bad inputs."""

from __future__ import annotations

import itertools
import warnings
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kernels import order

import ascsim
from ascsim import (
    PIPE_MTE2,
    PIPE_MTE3,
    PIPE_S,
    asc_copy_ub2gm_align,
    asc_load_l2_cache_mode,
    asc_ndim_copy_dci,
    asc_ndim_copy_gm2ub,
    asc_ndim_pad_count_config,
    asc_set_ndim_pad_count,
    asc_set_ndim_pad_value,
    cube_kernel,
    float_,
    gm_ptr,
    half,
    int16_t,
    spec,
    ub_array,
    uint8_t,
    uint32_t,
    vector_kernel,
)
from ascsim.dtypes import ElemType
from ascsim.errors import AscError, AscValueError

from ._ref import from_device, to_device

LOAD = asc_load_l2_cache_mode.NORMAL_FIRST_VICTIM
PREFILL = 0xA5


def ref_ndim(gm: bytes, ub: bytes, es: int, sizes: list[int], lp: list[int], rp: list[int],
             strides: list[tuple[int, int]], pad: bytes | None) -> bytes:
    """The page: per loop lp + size + rp positions; data reads src at (p - lp) * src_stride, everything
    lands at p * dst_stride (elements); padding is the pad value or the loop's nearest data element."""
    out = bytearray(ub)
    ranges = [range(lp[i] + sizes[i] + rp[i]) for i in range(5)]
    for p4, p3, p2, p1, p0 in itertools.product(*reversed(ranges)):
        p = [p0, p1, p2, p3, p4]
        d = sum(p[i] * strides[i][0] for i in range(5)) * es
        inside = all(lp[i] <= p[i] < lp[i] + sizes[i] for i in range(5))
        if pad is not None and not inside:
            out[d:d + es] = pad
            continue
        j = [min(max(p[i] - lp[i], 0), sizes[i] - 1) for i in range(5)]
        s = sum(j[i] * strides[i][1] for i in range(5)) * es
        out[d:d + es] = gm[s:s + es]
    return bytes(out)


def run_ndim(elem: ElemType, gm_data: np.ndarray, ub_bytes: int, sizes: list[int], lp: list[int], rp: list[int],
             strides: list[tuple[int, int]], pad_value: Any, constant: bool, mode: Any = LOAD) -> np.ndarray:
    """UB bytes after the copy into an array of ``ub_bytes`` prefilled with PREFILL."""

    @vector_kernel
    def kernel(out: gm_ptr[uint8_t], inp: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, ub_bytes)
        ub.write(np.full(ub_bytes, PREFILL, np.uint8))
        for i, (d, s) in enumerate(strides):
            getattr(ascsim, f"asc_set_ndim_loop{i}_stride")(d, s)
        cfg = asc_ndim_pad_count_config()
        for i in range(1, 5):
            setattr(cfg, f"loop{i}_lp_count", lp[i])
            setattr(cfg, f"loop{i}_rp_count", rp[i])
        asc_set_ndim_pad_count(cfg)
        asc_set_ndim_pad_value(pad_value)
        asc_ndim_copy_dci()
        order(PIPE_S, PIPE_MTE2)
        asc_ndim_copy_gm2ub(ub.cast(elem), inp.cast(elem), *sizes, lp[0], rp[0], constant, mode)
        order(PIPE_MTE2, PIPE_MTE3)
        asc_copy_ub2gm_align(out, ub, ub_bytes)

    out = to_device(np.zeros(ub_bytes, np.uint8))
    kernel[1](out, to_device(gm_data))
    return from_device(out, ub_bytes)


def test_page_example_constant_and_nearest(device: None) -> None:
    """The C-API page's example: 3 x 4 halves, 2 left / 1 right in loop 0, 2 above / 3 below in loop 1."""
    src = np.arange(12, dtype=np.float16)
    sizes, lp, rp = [3, 4, 1, 1, 1], [2, 2, 0, 0, 0], [1, 3, 0, 0, 0]
    strides = [(1, 1), (6, 3), (0, 0), (0, 0), (0, 0)]
    got = run_ndim(half, src, 128, sizes, lp, rp, strides, half(88.0), True)
    grid = got[:108].view(np.float16).reshape(9, 6)
    want = np.full((9, 6), 88.0, np.float16)
    want[2:6, 2:5] = src.reshape(4, 3)
    assert np.array_equal(grid, want)
    assert (got[108:] == PREFILL).all()  # nothing written past the last element
    near = run_ndim(half, src, 128, sizes, lp, rp, strides, half(88.0), False)[:108].view(np.float16).reshape(9, 6)
    assert np.array_equal(near, np.pad(src.reshape(4, 3), ((2, 3), (2, 1)), mode="edge"))


def test_cpp_page_scenarios(device: None) -> None:
    """Transpose, broadcast and slice of the C++ NDDMA page, in float."""
    x = np.arange(16 * 64, dtype=np.float32)
    # transpose: 64 x 16 source rows (stride 64) -> 16 columns (stride 1 becomes 16)
    got = run_ndim(float_, x, 64 * 16 * 4, [64, 16, 1, 1, 1], [0] * 5, [0] * 5,
                   [(16, 1), (1, 64), (0, 0), (0, 0), (0, 0)], 0.0, True).view(np.float32)
    assert np.array_equal(got.reshape(64, 16), x.reshape(16, 64).T)
    row = np.arange(16, dtype=np.float32)
    got = run_ndim(float_, row, 3 * 64, [16, 3, 1, 1, 1], [0] * 5, [0] * 5,
                   [(1, 1), (16, 0), (0, 0), (0, 0), (0, 0)], 0.0, True).view(np.float32)
    assert np.array_equal(got.reshape(3, 16), np.tile(row, (3, 1)))
    got = run_ndim(float_, x, 16 * 16 * 4, [7, 5, 1, 1, 1], [0] * 5, [0] * 5,
                   [(1, 1), (16, 64), (0, 0), (0, 0), (0, 0)], 0.0, True)
    view = got.view(np.float32).reshape(16, 16)
    assert np.array_equal(view[:5, :7], x.reshape(16, 64)[:5, :7])
    assert (got.reshape(16, 64)[:5, 28:] == PREFILL).all() and (got.reshape(16, 64)[5:] == PREFILL).all()


ELEMS = [uint8_t, int16_t, half, uint32_t, float_]


@st.composite
def cases(draw: Any) -> dict[str, Any]:
    elem = draw(st.sampled_from(ELEMS))
    dims = draw(st.integers(1, 5))
    sizes = [draw(st.integers(1, 3)) if i < dims else 1 for i in range(5)]
    lp = [draw(st.integers(0, 2)) if i < dims else 0 for i in range(5)]
    rp = [draw(st.integers(0, 2)) if i < dims else 0 for i in range(5)]
    ext = [lp[i] + sizes[i] + rp[i] for i in range(5)]
    order_ = draw(st.permutations(range(5)))  # destination layout: a permutation of the loops (transposes)
    dst = [0] * 5
    step = 1
    for i in order_:
        dst[i] = step
        step *= ext[i] + draw(st.integers(0, 1))
    src = [draw(st.integers(0, 6)) for _ in range(5)]
    return {"elem": elem, "sizes": sizes, "lp": lp, "rp": rp, "strides": list(zip(dst, src, strict=True)),
            "constant": draw(st.booleans()), "pad": draw(st.integers(0, 2**32 - 1)), "span": step}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(c=cases())
def test_random_layouts(device: None, c: dict[str, Any]) -> None:
    elem, es = c["elem"], c["elem"].size
    gm_elems = sum((n - 1) * s for n, (_, s) in zip(c["sizes"], c["strides"], strict=True)) + 1
    rng = np.random.default_rng(c["pad"])
    gm = rng.integers(0, 256, gm_elems * es, dtype=np.uint8)
    ub_bytes = -(-(c["span"] * es) // 32) * 32
    pad_value = uint32_t(c["pad"])
    got = run_ndim(elem, gm, ub_bytes, c["sizes"], c["lp"], c["rp"], c["strides"], pad_value, c["constant"])
    pad = (c["pad"] & ((1 << (8 * es)) - 1)).to_bytes(es, "little") if c["constant"] else None
    want = ref_ndim(gm.tobytes(), bytes([PREFILL]) * ub_bytes, es, c["sizes"], c["lp"], c["rp"], c["strides"], pad)
    assert got.tobytes() == want


def test_every_overload(device: None) -> None:
    """All 28 forms of the copy (both cache-mode kinds) and the 9 pad-value forms."""
    ovs = [ov for ov in spec.overloads("vector_datamove") if ov.name == "asc_ndim_copy_gm2ub"]
    assert len(ovs) == 28
    gm = np.arange(64, dtype=np.uint8)
    for ov in ovs:
        elem = ov.elem(0)
        mode = LOAD if ov.params[-1].ty.kind == "enum" else 0
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # the uint8_t forms (once per process)
            got = run_ndim(elem, gm, 32, [4 // elem.size, 2, 1, 1, 1], [0] * 5, [0] * 5,
                           [(1, 1), (4 // elem.size, 4 // elem.size), (0, 0), (0, 0), (0, 0)], uint8_t(0), True, mode)
        assert np.array_equal(got[:8], gm[:8]) and (got[8:] == PREFILL).all(), ov.name
    for t in (ascsim.int8_t, uint8_t, int16_t, ascsim.uint16_t, half, ascsim.bfloat16_t, ascsim.int32_t, uint32_t,
              float_):
        v = t(-1) if t.kind == "int" and t.signed else t(1)
        got = run_ndim(uint32_t, np.zeros(4, np.uint8), 32, [1, 1, 1, 1, 1], [1, 0, 0, 0, 0], [0] * 5,
                       [(1, 1)] + [(0, 0)] * 4, v, True)
        want = np.asarray(v).tobytes().ljust(4, b"\0")
        assert got[:4].tobytes() == want, t.name


@pytest.mark.parametrize("change, match", [
    ({"sizes": [0, 1, 1, 1, 1]}, "loop0_size = 0"),
    ({"sizes": [1 << 20, 1, 1, 1, 1]}, "loop0_size"),
    ({"strides": [(0, 1), (0, 1)] + [(0, 0)] * 3, "sizes": [2, 1, 1, 1, 1]}, "same destination element"),
    ({"mode": 3}, "l2_cache_mode = 3"),
])
def test_bad_input(device: None, change: dict[str, Any], match: str) -> None:
    args: dict[str, Any] = {"sizes": [4, 1, 1, 1, 1], "strides": [(1, 1)] + [(0, 0)] * 4, "mode": LOAD}
    args.update(change)
    with pytest.raises(AscValueError, match=match):
        run_ndim(uint8_t, np.zeros(64, np.uint8), 64, args["sizes"], [0] * 5, [0] * 5, args["strides"], uint8_t(0),
                 True, args["mode"])


def test_register_limits_and_misuse(device: None) -> None:
    with pytest.raises(AscValueError, match="dst_stride"):
        run_ndim(uint8_t, np.zeros(64, np.uint8), 64, [1] * 5, [0] * 5, [0] * 5, [(1 << 20, 0)] + [(0, 0)] * 4,
                 uint8_t(0), True)
    with pytest.raises(AscValueError, match="src_stride"):
        run_ndim(uint8_t, np.zeros(64, np.uint8), 64, [1] * 5, [0] * 5, [0] * 5, [(0, 1 << 40)] + [(0, 0)] * 4,
                 uint8_t(0), True)
    with pytest.raises(AscError):  # reads past the source array
        run_ndim(uint8_t, np.zeros(8, np.uint8), 64, [16, 1, 1, 1, 1], [0] * 5, [0] * 5, [(1, 1)] + [(0, 0)] * 4,
                 uint8_t(0), True)
    with pytest.raises(AscError, match="kernel"):
        asc_set_ndim_pad_value(uint8_t(1))


def test_pad_count_config_fields() -> None:
    cfg = asc_ndim_pad_count_config(loop1_lp_count=1, loop4_rp_count=0x1FF)
    assert cfg.config == 1 | 0xFF << 56 and cfg.loop4_rp_count == 0xFF
    cfg.config = 0x0807060504030201
    assert [getattr(cfg, f"loop{i}_{s}_count") for i in range(1, 5) for s in ("lp", "rp")] == list(range(1, 9))


def test_cube_core_does_nothing(device: None) -> None:
    @cube_kernel
    def k(inp: gm_ptr[uint8_t]) -> None:
        asc_ndim_copy_gm2ub(ub_array(uint8_t, 32), inp, 4, 1, 1, 1, 1, 0, 0, True, LOAD)

    k[1](to_device(np.zeros(32, np.uint8)))
