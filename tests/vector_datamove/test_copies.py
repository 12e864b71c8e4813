"""The copies of vector_datamove.h through the Python facade, against the byte references of _ref.py:
every burst layout (strides, padding, packed bursts, loops), every overload of every copy name."""

from __future__ import annotations

import functools
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kernels import order
from ml_dtypes import bfloat16

import ascsim
from ascsim import (
    PIPE_MTE2,
    PIPE_MTE3,
    PIPE_S,
    PIPE_V,
    asc_copy_gm2ub,
    asc_copy_gm2ub_align,
    asc_copy_gm2ub_align_sync,
    asc_copy_gm2ub_sync,
    asc_copy_ub2gm,
    asc_copy_ub2gm_align,
    asc_copy_ub2gm_align_sync,
    asc_copy_ub2gm_sync,
    asc_copy_ub2ub,
    asc_copy_ub2ub_sync,
    asc_load_l2_cache_mode,
    asc_set_copy_pad_val,
    asc_set_gm2ub_loop1_stride,
    asc_set_gm2ub_loop2_stride,
    asc_set_gm2ub_loop_size,
    asc_set_gm2ub_pad,
    asc_set_ub2gm_loop1_stride,
    asc_set_ub2gm_loop2_stride,
    asc_set_ub2gm_loop_size,
    asc_store_l2_cache_mode,
    cube_kernel,
    float_,
    gm_ptr,
    half,
    hifloat8_t,
    int16_t,
    spec,
    ub_array,
    uint8_t,
    uint16_t,
    uint32_t,
    vector_kernel,
)
from ascsim.dtypes import ElemType

from ._ref import BLOCK, from_device, gm2ub, to_device, ub2gm, ub2ub

FAST = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
LOAD = asc_load_l2_cache_mode.NORMAL_FIRST_VICTIM
STORE = asc_store_l2_cache_mode.NORMAL_FIRST_VICTIM
RNG = np.random.default_rng(20250)


def _align(n: int) -> int:
    return -(-n // BLOCK) * BLOCK


def run_gm2ub(elem: ElemType, gm_data: np.ndarray, ub_bytes: int, copy: Callable[[Any, Any], None],
              prefill: int = 0xA5) -> np.ndarray:
    """UB bytes after ``copy(ub, gm)`` into an array of ``ub_bytes`` prefilled with ``prefill``."""

    @vector_kernel
    def kernel(out: gm_ptr[uint8_t], inp: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, ub_bytes)
        ub.write(np.full(ub_bytes, prefill, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        copy(ub.cast(elem), inp.cast(elem))
        order(PIPE_MTE2, PIPE_MTE3)
        asc_copy_ub2gm_align(out, ub, ub_bytes)

    out = to_device(np.zeros(ub_bytes, np.uint8))
    kernel[1](out, to_device(gm_data))
    return from_device(out, ub_bytes)


def run_ub2gm(elem: ElemType, ub_data: np.ndarray, gm_bytes: int, copy: Callable[[Any, Any], None],
              prefill: int = 0x5A) -> np.ndarray:
    """GM bytes after ``copy(gm, ub)`` from a UB array holding ``ub_data`` into GM prefilled with ``prefill``."""

    @vector_kernel
    def kernel(out: gm_ptr[uint8_t], inp: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, ub_data.size)
        asc_copy_gm2ub_align(ub, inp, ub_data.size)
        order(PIPE_MTE2, PIPE_MTE3)
        copy(out.cast(elem), ub.cast(elem))

    out = to_device(np.full(gm_bytes, prefill, np.uint8))
    kernel[1](out, to_device(ub_data))
    return from_device(out, gm_bytes)


# ---------------------------------------------------------------------------------------------
# GM -> UB burst form: strides, padding, packed bursts, pad value

ELEMS = [uint8_t, int16_t, half, uint32_t, float_, hifloat8_t]


@st.composite
def gm2ub_cases(draw: Any) -> dict[str, Any]:
    elem = draw(st.sampled_from(ELEMS))
    es = elem.size
    n = draw(st.integers(1, 4))
    length = es * draw(st.integers(1, 80 // es))
    left, right = draw(st.integers(0, BLOCK // es)), draw(st.integers(0, BLOCK // es))
    block = (left + right) * es + length
    kind = draw(st.sampled_from(["packed", "aligned", "wide", "zero"]))
    dst_stride = {"packed": block, "aligned": _align(block), "wide": _align(block) + 64, "zero": 0}[kind]
    src_stride = draw(st.integers(0, 100))
    return {"elem": elem, "n": n, "len": length, "left": left, "right": right, "src_stride": src_stride,
            "dst_stride": dst_stride, "constant": draw(st.booleans()), "pad": draw(st.integers(0, 2**32 - 1))}


@FAST
@given(c=gm2ub_cases())
def test_gm2ub_align_burst_form(device: None, c: dict[str, Any]) -> None:
    elem, es = c["elem"], c["elem"].size
    gm_data = RNG.integers(0, 256, (c["n"] - 1) * c["src_stride"] + c["len"], dtype=np.uint8)
    ub_bytes = _align(max(c["n"] * c["dst_stride"], c["n"] * _align((c["left"] + c["right"]) * es + c["len"]))) + 64

    def copy(ub: Any, gm: Any) -> None:
        asc_set_copy_pad_val(np.uint32(c["pad"]))
        asc_copy_gm2ub_align(ub, gm, c["n"], c["len"], c["left"], c["right"], c["constant"], LOAD, c["src_stride"],
                             c["dst_stride"])

    got = run_gm2ub(elem, gm_data, ub_bytes, copy)
    pad = c["pad"].to_bytes(4, "little")[:es] if c["constant"] else None
    want = gm2ub(gm_data, np.full(ub_bytes, 0xA5, np.uint8), es, c["n"], c["len"], c["left"], c["right"],
                 c["src_stride"], c["dst_stride"], pad)
    np.testing.assert_array_equal(got, want)


def test_gm2ub_padding_examples_of_the_pages(device: None) -> None:
    """The pages' examples: 2 bursts of 48 int8 with 8+8 pad elements of value 0 at a 64-byte stride,
    and 2 bursts of 46 bytes with 1+1 pad elements packed at a 48-byte stride."""
    gm_data = np.arange(1, 129, dtype=np.uint8)

    def first(ub: Any, gm: Any) -> None:
        asc_set_copy_pad_val(np.int8(0))
        asc_copy_gm2ub_align(ub, gm, 2, 48, 8, 8, True, LOAD, 48, 64)

    got = run_gm2ub(uint8_t, gm_data, 128, first)
    want = np.concatenate([np.zeros(8), gm_data[:48], np.zeros(16), gm_data[48:96], np.zeros(8)]).astype(np.uint8)
    np.testing.assert_array_equal(got, want)

    def second(ub: Any, gm: Any) -> None:
        asc_set_gm2ub_pad(7)
        asc_copy_gm2ub_align(ub, gm, 2, 46, 1, 1, True, LOAD, 48, 48)

    got = run_gm2ub(uint8_t, gm_data, 128, second)
    seven = np.array([7], np.uint8)
    # 2 x (1 + 46 + 1) = 96 bytes end on a 32-byte boundary: no filler
    want = np.concatenate([seven, gm_data[:46], seven, seven, gm_data[48:94], seven, np.full(32, 0xA5)])
    want = want.astype(np.uint8)
    np.testing.assert_array_equal(got, want)


def test_gm2ub_filler_repeats_the_first_element_of_each_burst(device: None) -> None:
    """Without a constant pad, a 20-byte half burst is followed by 6 half elements equal to its first one."""
    gm_data = RNG.integers(0, 256, 64, dtype=np.uint8)
    got = run_gm2ub(half, gm_data, 64, lambda ub, gm: asc_copy_gm2ub_align(ub, gm, 2, 20, 0, 0, False, LOAD, 32, 32))
    for i in range(2):
        burst = gm_data[32 * i:32 * i + 20]
        np.testing.assert_array_equal(got[32 * i:32 * i + 20], burst)
        np.testing.assert_array_equal(got[32 * i + 20:32 * i + 32], np.tile(burst[:2], 6))


def test_gm2ub_filler_may_use_the_slot_slack(device: None) -> None:
    """A 40-byte array filled to 64 bytes: the filler stays in the array's 32-byte slot; the next
    array is untouched."""
    data = np.arange(40, dtype=np.uint8) + 1
    seen: dict[str, Any] = {}

    @vector_kernel
    def kernel(gm_in: gm_ptr[uint8_t]) -> None:
        a = ub_array(uint8_t, 40)
        b = ub_array(uint8_t, 32)
        b.write(np.full(32, 0x77, np.uint8))
        order(PIPE_S, PIPE_MTE2)
        asc_copy_gm2ub_align(a, gm_in, 1, 40, 0, 0, False, LOAD, 0, 0)
        order(PIPE_MTE2, PIPE_S)
        seen["a"], seen["b"], seen["gap"] = a.read(40), b.read(32), b.addr - a.addr

    kernel[1](to_device(data))
    assert seen["gap"] == 64
    np.testing.assert_array_equal(seen["a"], data)
    assert seen["b"].tolist() == [0x77] * 32


def test_gm2ub_loops(device: None) -> None:
    """The page's loop example: loop sizes (2, 2), strides (96, 128) and (192, 288), 2 bursts of 48 bytes
    at a 48-byte stride on both sides (packed); the loop registers are reset afterwards."""
    gm_data = RNG.integers(0, 256, 512, dtype=np.uint8)

    def copy(ub: Any, gm: Any) -> None:
        asc_set_gm2ub_loop_size(2, 2)
        asc_set_gm2ub_loop1_stride(96, 128)
        asc_set_gm2ub_loop2_stride(192, 288)
        asc_copy_gm2ub_align(ub, gm, 2, 48, 0, 0, False, LOAD, 48, 48)
        asc_set_gm2ub_loop_size(1, 1)
        asc_copy_gm2ub_align(ub + 640, gm + 400, 32)  # back to one copy

    got = run_gm2ub(uint8_t, gm_data, 704, copy)
    want = gm2ub(gm_data, np.full(704, 0xA5, np.uint8), 1, 2, 48, 0, 0, 48, 48, loops=(2, 2, 96, 128, 192, 288))
    want[640:672] = gm_data[400:432]
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("n,length,src_stride,dst_stride", [(3, 40, 50, 64), (2, 64, 64, 96), (4, 33, 40, 33),
                                                            (1, 7, 0, 0), (2, 30, 0, 0)])
def test_gm2ub_void_burst_form(device: None, n: int, length: int, src_stride: int, dst_stride: int) -> None:
    gm_data = RNG.integers(0, 256, 256, dtype=np.uint8)
    got = run_gm2ub(uint8_t, gm_data, 256,
                    lambda ub, gm: asc_copy_gm2ub(ub.cast(uint16_t), gm.cast(float_), n, length, src_stride,
                                                  dst_stride))
    np.testing.assert_array_equal(got, gm2ub(gm_data, np.full(256, 0xA5, np.uint8), 1, n, length, 0, 0, src_stride,
                                             dst_stride))


def test_gm2ub_align_gap_form(device: None) -> None:
    """The dav-2201 gap form: GM gap in bytes, UB gap in 32-byte blocks, each padded burst filled to 32."""
    gm_data = RNG.integers(0, 2**16, 128, dtype=np.uint16)

    def copy(ub: Any, gm: Any) -> None:
        asc_set_copy_pad_val(np.uint16(0xBEEF))
        asc_copy_gm2ub_align(ub, gm, 3, 20, 1, 2, 6, 1)  # no constant pad: the first element pads

    got = run_gm2ub(uint16_t, gm_data.view(np.uint8), 256, copy)
    # burst: 2 + 20 + 4 = 26 bytes -> 32, then one block of gap: a UB step of 64; a GM step of 26 bytes
    want = gm2ub(gm_data.view(np.uint8), np.full(256, 0xA5, np.uint8), 2, 3, 20, 1, 2, 26, 64)
    np.testing.assert_array_equal(got, want)


# ---------------------------------------------------------------------------------------------
# UB -> GM

@st.composite
def ub2gm_cases(draw: Any) -> dict[str, Any]:
    elem = draw(st.sampled_from(ELEMS))
    es = elem.size
    n = draw(st.integers(1, 4))
    length = es * draw(st.integers(1, 80 // es))
    src_stride = length if draw(st.booleans()) else _align(length) + 32 * draw(st.integers(0, 2))
    dst_stride = draw(st.integers(0, 120))
    return {"elem": elem, "n": n, "len": length, "src_stride": src_stride, "dst_stride": dst_stride}


@FAST
@given(c=ub2gm_cases())
def test_ub2gm_align_burst_form(device: None, c: dict[str, Any]) -> None:
    ub_data = RNG.integers(0, 256, _align(c["n"] * max(c["src_stride"], c["len"])) + 32, dtype=np.uint8)
    gm_bytes = c["n"] * max(c["dst_stride"], c["len"]) + 16
    got = run_ub2gm(c["elem"], ub_data, gm_bytes,
                    lambda gm, ub: asc_copy_ub2gm_align(gm, ub, c["n"], c["len"], STORE, c["dst_stride"],
                                                        c["src_stride"]))
    want = ub2gm(ub_data, np.full(gm_bytes, 0x5A, np.uint8), c["n"], c["len"], c["src_stride"], c["dst_stride"])
    np.testing.assert_array_equal(got, want)


def test_ub2gm_void_burst_form_takes_dst_stride_first(device: None) -> None:
    ub_data = RNG.integers(0, 256, 256, dtype=np.uint8)
    got = run_ub2gm(uint8_t, ub_data, 300, lambda gm, ub: asc_copy_ub2gm(gm, ub, 3, 40, 70, 64))
    np.testing.assert_array_equal(got, ub2gm(ub_data, np.full(300, 0x5A, np.uint8), 3, 40, 64, 70))


def test_ub2gm_gap_form_and_loops(device: None) -> None:
    """Gap form: UB gap in 32-byte blocks after the burst filled to 32, GM gap in bytes; then the loop
    registers around a burst form."""
    ub_data = RNG.integers(0, 256, 512, dtype=np.uint8)

    def copy(gm: Any, ub: Any) -> None:
        asc_copy_ub2gm_align(gm, ub, 2, 40, 0, 0, 1, 3)  # UB step 64 + 32, GM step 43
        asc_set_ub2gm_loop_size(3, 2)
        asc_set_ub2gm_loop1_stride(64, 10)
        asc_set_ub2gm_loop2_stride(128, 100)
        asc_copy_ub2gm_align(gm + 200, ub, 1, 8, STORE, 0, 8)
        asc_set_ub2gm_loop_size(1, 1)

    got = run_ub2gm(uint8_t, ub_data, 400, copy)
    want = ub2gm(ub_data, np.full(400, 0x5A, np.uint8), 2, 40, 96, 43)
    want[200:] = ub2gm(ub_data, want[200:], 1, 8, 8, 0, loops=(3, 2, 64, 10, 128, 100))
    np.testing.assert_array_equal(got, want)


# ---------------------------------------------------------------------------------------------
# UB -> UB

def _call_copy(func: Any, args: tuple[Any, ...], dst: Any, src: Any) -> Any:
    """``func(dst, src, *args)``: one copy overload called with fixed trailing arguments."""
    return func(dst, src, *args)


def test_ub2ub_forms(device: None) -> None:
    data = RNG.integers(0, 256, 512, dtype=np.uint8)
    seen: dict[str, np.ndarray] = {}

    @vector_kernel
    def kernel(inp: gm_ptr[uint8_t]) -> None:
        src = ub_array(uint8_t, 512)
        d1, d2, d3 = ub_array(half, 256), ub_array(uint8_t, 512), ub_array(uint8_t, 96)
        for d in (d1.cast(uint8_t), d2, d3):
            assert d.alloc is not None
            d.write(np.full(d.alloc.size, 0xEE, np.uint8))
        asc_copy_gm2ub_align(src, inp, 512)
        order(PIPE_MTE2, PIPE_V)
        order(PIPE_S, PIPE_V)
        asc_copy_ub2ub(d1, src, 512)
        asc_copy_ub2ub(d2, src, 3, 2, 1, 2)
        asc_copy_ub2ub_sync(d3, src + 32, 96)
        seen["d1"], seen["d2"], seen["d3"] = d1.cast(uint8_t).read(512), d2.read(512), d3.read(96)

    kernel[1](to_device(data))
    np.testing.assert_array_equal(seen["d1"], data)
    np.testing.assert_array_equal(seen["d2"], ub2ub(data, np.full(512, 0xEE, np.uint8), 3, 2, 1, 2))
    np.testing.assert_array_equal(seen["d3"], data[32:128])


# ---------------------------------------------------------------------------------------------
# Every overload of every copy name, once, through the facade

def _overloads(name: str) -> list[spec.Overload]:
    return spec.by_name()[name]


def _elem(ov: spec.Overload) -> ElemType:
    return ov.params[0].ty.elem or uint8_t


def _arity(ov: spec.Overload) -> int:
    return len(ov.params)


def _is_enum_form(ov: spec.Overload) -> bool:
    return any(p.ty.kind == "enum" for p in ov.params)


@pytest.mark.parametrize("name", ["asc_copy_gm2ub_align", "asc_copy_gm2ub_align_sync", "asc_copy_gm2ub",
                                  "asc_copy_gm2ub_sync"])
def test_every_gm2ub_overload(device: None, fresh_deprecations: None, name: str) -> None:
    """Each overload copies 2 bursts (or 64 bytes) of its element type; the data lands as the reference
    says. Passing a member of asc_load_l2_cache_mode picks the current form, a plain integer the
    deprecated uint8_t one (which warns)."""
    ovs = _overloads(name)
    gm_data = RNG.integers(0, 256, 256, dtype=np.uint8)
    results: list[tuple[spec.Overload, np.ndarray, np.ndarray]] = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for ov in ovs:
            elem, es = _elem(ov), _elem(ov).size
            func = getattr(ascsim, name)
            if _arity(ov) == 3:
                args: tuple[Any, ...] = (64,)
                want = gm2ub(gm_data, np.full(128, 0xA5, np.uint8), es, 1, 64)
            elif _arity(ov) == 6:
                args = (2, 24, 40, 32)
                want = gm2ub(gm_data, np.full(128, 0xA5, np.uint8), 1, 2, 24, 0, 0, 40, 32)
            elif _arity(ov) == 8:
                args = (2, 8 * es, 1, 1, 8, 0)
                want = gm2ub(gm_data, np.full(128, 0xA5, np.uint8), es, 2, 8 * es, 1, 1, 8 * es + 8,
                             _align(10 * es))
            else:
                mode = LOAD if _is_enum_form(ov) else 0
                args = (2, 8 * es, 1, 0, False, mode, 40, 64)
                want = gm2ub(gm_data, np.full(128, 0xA5, np.uint8), es, 2, 8 * es, 1, 0, 40, 64)
            got = run_gm2ub(elem, gm_data, 128, functools.partial(_call_copy, func, args))
            results.append((ov, got, want))
    for ov, got, want in results:
        np.testing.assert_array_equal(got, want, err_msg=ov.prototype())
    notices = [str(w.message) for w in caught if issubclass(w.category, DeprecationWarning)]
    assert bool(notices) == any(ov.notice for ov in ovs), notices


@pytest.mark.parametrize("name", ["asc_copy_ub2gm_align", "asc_copy_ub2gm_align_sync", "asc_copy_ub2gm",
                                  "asc_copy_ub2gm_sync"])
def test_every_ub2gm_overload(device: None, fresh_deprecations: None, name: str) -> None:
    ovs = _overloads(name)
    ub_data = RNG.integers(0, 256, 256, dtype=np.uint8)
    gm0 = np.full(192, 0x5A, np.uint8)
    results = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for ov in ovs:
            elem, es = _elem(ov), _elem(ov).size
            func = getattr(ascsim, name)
            if _arity(ov) == 3:
                args: tuple[Any, ...] = (64,)
                want = ub2gm(ub_data, gm0, 1, 64, 64, 0)
            elif _arity(ov) == 6:
                args = (2, 24, 40, 64)  # dst_stride, src_stride
                want = ub2gm(ub_data, gm0, 2, 24, 64, 40)
            elif _arity(ov) == 8:
                args = (2, 8 * es, 0, 0, 1, 4)
                want = ub2gm(ub_data, gm0, 2, 8 * es, _align(8 * es) + 32, 8 * es + 4)
            else:
                mode = STORE if _is_enum_form(ov) else 0
                args = (3, 2 * es, mode, 3 * es, 2 * es)
                want = ub2gm(ub_data, gm0, 3, 2 * es, 2 * es, 3 * es)
            got = run_ub2gm(elem, ub_data, 192, functools.partial(_call_copy, func, args))
            results.append((ov, got, want))
    for ov, got, want in results:
        np.testing.assert_array_equal(got, want, err_msg=ov.prototype())
    notices = [str(w.message) for w in caught if issubclass(w.category, DeprecationWarning)]
    assert bool(notices) == any(ov.notice for ov in ovs), notices


def test_sync_forms_end_with_a_full_barrier(device: None) -> None:
    """After a _sync copy no pipe needs to wait for it: the checker (error mode) finds no race."""
    data = RNG.integers(0, 256, 64, dtype=np.uint8)
    seen = {}

    @vector_kernel
    def kernel(out: gm_ptr[uint8_t], inp: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 64)
        asc_copy_gm2ub_sync(ub, inp, 64)
        seen["s"] = ub.read(64)  # the scalar unit reads what MTE2 wrote, no flag needed
        asc_copy_ub2gm_sync(out, ub, 64)
        asc_copy_gm2ub_align_sync(ub, out, 64)
        asc_copy_ub2gm_align_sync(out, ub, 64)

    out = to_device(np.zeros(64, np.uint8))
    kernel[1](out, to_device(data))
    np.testing.assert_array_equal(seen["s"], data)
    np.testing.assert_array_equal(from_device(out, 64), data)


PAD_VALUES = [
    (np.int8(-3), uint8_t), (np.uint8(200), uint8_t), (np.int16(-2), int16_t), (np.uint16(0xBEEF), uint16_t),
    (np.float16(1.5), half), (bfloat16(-2.0), half), (np.int32(-5), uint32_t), (np.uint32(0xDEADBEEF), uint32_t),
    (np.float32(3.25), float_), (-1, uint32_t), (2.5, float_), (0x1234, uint8_t),
]


@pytest.mark.parametrize("value,elem", PAD_VALUES, ids=[f"{type(v).__name__}({v})" for v, _ in PAD_VALUES])
def test_pad_value_of_every_type(device: None, value: Any, elem: ElemType) -> None:
    """A numpy scalar pads with its own bits, a plain int with its two's complement, a plain float as a
    float; a k-byte element takes the low k bytes."""
    es = elem.size
    gm_data = RNG.integers(0, 256, 64, dtype=np.uint8)

    def copy(ub: Any, gm: Any) -> None:
        asc_set_copy_pad_val(value)
        asc_copy_gm2ub_align(ub, gm, 1, 4 * es, 2, 1, True, LOAD, 0, 0)

    got = run_gm2ub(elem, gm_data, 64, copy)
    if isinstance(value, np.generic):
        bits = int.from_bytes(value.tobytes(), "little")
    elif isinstance(value, float):
        bits = int(np.float32(value).view(np.uint32))
    else:
        bits = value & (2**64 - 1)
    pad = (bits & (2 ** (8 * es) - 1)).to_bytes(es, "little")
    want = gm2ub(gm_data, np.full(64, 0xA5, np.uint8), es, 1, 4 * es, 2, 1, 0, 0, pad)
    np.testing.assert_array_equal(got, want)


def test_copies_do_nothing_on_a_cube_core(device: None) -> None:
    seen = {}

    @cube_kernel
    def kernel(gm: gm_ptr[uint8_t]) -> None:
        ub = ub_array(uint8_t, 64)
        ub.write(np.full(64, 3, np.uint8))
        asc_copy_gm2ub_align(ub, gm, 64)
        asc_copy_gm2ub(ub, gm, 2, 16, 0, 32)
        asc_copy_ub2gm(gm, ub, 64)
        asc_copy_ub2ub(ub, ub, 32)
        seen["ub"] = ub.read(64)

    out = to_device(np.zeros(64, np.uint8))
    kernel[1](out)
    assert seen["ub"].tolist() == [3] * 64
    assert from_device(out, 64).tolist() == [0] * 64


def test_enum_members_pick_the_current_forms(fresh_deprecations: None, device: None) -> None:
    """An enum member picks the form taking the enum (no warning); the other enum's members fit neither."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        run_gm2ub(uint8_t, np.zeros(64, np.uint8), 64,
                  lambda ub, gm: asc_copy_gm2ub_align(ub, gm, 1, 64, 0, 0, False,
                                                      asc_load_l2_cache_mode.NOTALLOC_DROP, 0, 0))
        run_ub2gm(uint8_t, np.zeros(64, np.uint8), 64,
                  lambda gm, ub: asc_copy_ub2gm_align(gm, ub, 1, 64, asc_store_l2_cache_mode.NOTALLOC_CLEAN, 0, 64))
    assert [m.value for m in asc_load_l2_cache_mode] == [0, 1, 2, 4, 5, 6]
    assert [m.value for m in asc_store_l2_cache_mode] == [0, 1, 2, 4]
    assert ascsim.c_api.asc_load_l2_cache_mode is asc_load_l2_cache_mode
