"""The cube core's direct copies against references written from their pages: asc_copy_gm2l0a/_gm2l0b (512-byte
fractals from GM, LoadData 2D's start index, source stride and destination gap), asc_copy_l12ub (bursts into a
vector core's UB), asc_copy_l12l0c (bursts of 32-byte L1 blocks, float rounded to half/bfloat16 by ml_dtypes
and numpy, to nearest even) and asc_load_image_to_cbuf (argument checks, then the AIPP error). Each reference
walks the page's definition with loops; none calls ascsim.ops."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import ml_dtypes
import numpy as np
import pytest

import ascsim
from ascsim import acl
from ascsim import c_api as c
from ascsim.arch import CoreType
from ascsim.errors import AscValueError, MemoryAccessError, UnsupportedError
from ascsim.runtime.context import CTX

FRACTAL = 512


def _elem(name: str) -> Any:
    """ascsim's element type of a C name (``float`` is ``ascsim.float_``)."""
    return getattr(ascsim, "float_" if name == "float" else name)


def _gm(data: np.ndarray) -> int:
    acl.init()
    acl.rt.set_device(0)
    raw = np.ascontiguousarray(data).view(np.uint8)
    ptr, ret = acl.rt.malloc(raw.size, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    assert ret == acl.ACL_SUCCESS
    acl.rt.memcpy(ptr, raw.size, acl.util.numpy_to_ptr(raw), raw.size, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    return int(ptr)


def _cube(body: Callable[..., None], *args: Any) -> None:
    ascsim.cube_kernel(body)[1](*args)


# -- GM -> L0A / L0B --------------------------------------------------------------------------------

def _gm2l0_want(before: np.ndarray, src: np.ndarray, base: int, repeat: int, sstride: int, dgap: int) -> np.ndarray:
    """The page: iteration i reads fractal base_idx + i x src_stride (512 bytes each) and writes it after the
    previous destination fractal's end plus dst_gap fractals."""
    out = before.copy()
    for i in range(repeat):
        s = (base + i * sstride) * FRACTAL
        d = i * (1 + dgap) * FRACTAL
        out[d:d + FRACTAL] = src[s:s + FRACTAL]
    return out


GM2L0_CASES = [  # (elem, base_idx, repeat, src_stride, dst_gap)
    ("half", 0, 1, 1, 0),
    ("half", 1, 3, 2, 1),
    ("float", 2, 2, 0, 2),  # a source stride of 0 reads one fractal again
    ("int4b_t", 0, 4, 1, 0),
    ("int8_t", 3, 2, 3, 0),
    ("bfloat16_t", 0, 0, 1, 0),  # repeat 0: no operation
]


@pytest.mark.parametrize("which", ["a", "b"])
@pytest.mark.parametrize("sync", [False, True])
@pytest.mark.parametrize(("elem", "base", "repeat", "sstride", "dgap"), GM2L0_CASES)
def test_gm2l0_copies_the_page_fractals(which: str, sync: bool, elem: str, base: int, repeat: int, sstride: int,
                                        dgap: int) -> None:
    rng = np.random.default_rng(base * 100 + repeat * 10 + sstride)
    src = rng.integers(0, 256, 8 * FRACTAL, dtype=np.uint8)
    before = rng.integers(0, 256, 8 * FRACTAL, dtype=np.uint8)
    e = _elem(elem)
    got: list[np.ndarray] = []
    ptr = _gm(src)

    def body(g: ascsim.gm_ptr[ascsim.uint8_t]) -> None:
        make = ascsim.l0a_array if which == "a" else ascsim.l0b_array
        dst = make(ascsim.uint8_t, before.size)
        dst.write(before)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        fn = getattr(c, f"asc_copy_gm2l0{which}" + ("_sync" if sync else ""))
        fn(dst.cast(e), g.cast(e), base, repeat, sstride, dgap)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(dst.read(before.size))

    _cube(body, ptr)
    assert np.array_equal(got[0], _gm2l0_want(before, src, base, repeat, sstride, dgap))


def test_gm2l0_checks_alignment_and_bounds() -> None:
    ptr = _gm(np.zeros(2 * FRACTAL, np.uint8))
    errors: list[str] = []

    def body(g: ascsim.gm_ptr[ascsim.half]) -> None:
        dst = ascsim.l0a_array(ascsim.half, 1024)
        for call in (lambda: c.asc_copy_gm2l0a(dst + 16, g, 0, 1, 1, 0),  # 32 bytes past a 512-byte boundary
                     lambda: c.asc_copy_gm2l0a(dst, g, 1, 2, 1, 0),  # the second fractal read is past GM's 1 KiB
                     lambda: c.asc_copy_gm2l0a(dst, g, 0, 2, 0, 200)):  # the second write is past L0A's 64 KiB
            with pytest.raises(MemoryAccessError) as exc:
                call()
            errors.append(str(exc.value))

    _cube(body, ptr)
    assert "512-byte aligned" in errors[0] and "asc_copy_gm2l0a" in errors[0]
    assert all("asc_copy_gm2l0a" in e for e in errors)


@pytest.mark.parametrize("sync", [False, True])
def test_gm2l0_feeds_mmad_on_mte2(sync: bool, capfd: pytest.CaptureFixture[str]) -> None:
    """One 16 x 16 half fractal straight from GM into L0A (NZ: the rows in turn) and one into L0B (ZN: 16 rows of
    n, each its 16 k values), then asc_mmad: A x B. The copies run on PIPE_MTE2: without a wait the mmad's read
    of L0A races them; the _sync forms wait for them."""
    rng = np.random.default_rng(3)
    a = rng.integers(-4, 5, (16, 16)).astype(np.float16)
    b = rng.integers(-4, 5, (16, 16)).astype(np.float16)
    ptr = _gm(np.concatenate([a.reshape(-1), b.T.reshape(-1)]))
    got: list[np.ndarray] = []

    def body(g: ascsim.gm_ptr[ascsim.half]) -> None:
        l0a, l0b = ascsim.l0a_array(ascsim.half, 256), ascsim.l0b_array(ascsim.half, 256)
        l0c = ascsim.l0c_array(ascsim.float_, 256)
        tail = "_sync" if sync else ""
        getattr(c, "asc_copy_gm2l0a" + tail)(l0a, g, 0, 1, 1, 0)
        getattr(c, "asc_copy_gm2l0b" + tail)(l0b, g, 1, 1, 1, 0)
        c.asc_mmad(l0c, l0a, l0b, 16, 16, 16, 0, False, True, False)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(l0c.read(256).reshape(16, 16))

    _cube(body, ptr)
    err = capfd.readouterr().err
    assert np.array_equal(got[0], a.astype(np.float32) @ b.astype(np.float32))
    races = [line for line in err.splitlines() if "PIPE_M reads L0" in line and "PIPE_MTE2 wrote" in line]
    assert (races == []) == sync, err


# -- L1 -> L0C ---------------------------------------------------------------------------------------

def _round(f32: np.ndarray, dst: str) -> np.ndarray:
    """float32 values rounded to half (numpy) or bfloat16 (ml_dtypes), both to nearest, ties to even, as bytes."""
    if dst == "half":
        with np.errstate(over="ignore"):
            return f32.astype(np.float16).view(np.uint8)
    return f32.astype(ml_dtypes.bfloat16).view(np.uint8)


def _l12l0c_want(before: np.ndarray, src: np.ndarray, se: str, de: str, n: int, blocks: int, sgap: int,
                 dgap: int) -> np.ndarray:
    """Burst i reads len_burst 32-byte blocks of L1 from (len_burst + src_gap) x 32 x i; it writes their values in
    the destination type after the previous burst's end plus dst_gap 32-byte blocks."""
    out = before.copy()
    d = 0
    for i in range(n):
        s = i * (blocks + sgap) * 32
        chunk = src[s:s + blocks * 32]
        if se != de:
            chunk = _round(chunk.view(np.float32), de)
        out[d:d + chunk.size] = chunk
        d += chunk.size + dgap * 32
    return out


L12L0C_PAIRS = [("bfloat16_t", "bfloat16_t"), ("float", "bfloat16_t"), ("float", "float"), ("float", "half"),
                ("half", "half"), ("int32_t", "int32_t"), ("uint32_t", "uint32_t")]


def _float_source(rng: np.random.Generator, count: int) -> np.ndarray:
    """float32 values that exercise the rounding: ties of half and bfloat16, overflow, NaN, subnormals."""
    vals = (rng.standard_normal(count) * 2.0 ** rng.integers(-20, 20, count)).astype(np.float32)
    special = np.array([1 + 2 ** -11, 1 + 3 * 2 ** -11, 1 + 2 ** -8, 1 + 3 * 2 ** -8, 65520.0, 70000.0, -1e30,
                        np.inf, -np.inf, np.nan, 2.0 ** -24, 2.0 ** -25, 3 * 2.0 ** -26, 1e-40, -0.0, 3.4e38],
                       np.float32)
    vals[:special.size] = special
    return vals.view(np.uint8)


@pytest.mark.parametrize("sync", [False, True])
@pytest.mark.parametrize(("se", "de"), L12L0C_PAIRS)
@pytest.mark.parametrize(("n", "blocks", "sgap", "dgap"), [(1, 2, 0, 0), (3, 2, 1, 2), (2, 1, 3, 0)])
def test_l12l0c_bursts_and_conversions(sync: bool, se: str, de: str, n: int, blocks: int, sgap: int,
                                       dgap: int) -> None:
    rng = np.random.default_rng(n * 7 + blocks)
    src = _float_source(rng, 256) if se == "float" else rng.integers(0, 256, 1024, dtype=np.uint8)
    before = rng.integers(0, 256, 1024, dtype=np.uint8)
    got: list[np.ndarray] = []

    def body() -> None:
        l1 = ascsim.l1_array(ascsim.uint8_t, src.size)
        l1.write(src)
        l0c = ascsim.l0c_array(ascsim.uint8_t, before.size)
        l0c.write(before)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        fn = c.asc_copy_l12l0c_sync if sync else c.asc_copy_l12l0c
        fn(l0c.cast(_elem(de)), l1.cast(_elem(se)), n, blocks, sgap, dgap)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(l0c.read(before.size))

    _cube(body)
    want = _l12l0c_want(before, src, se, de, n, blocks, sgap, dgap)
    if se == de:
        assert np.array_equal(got[0], want)
    else:  # NaN payloads aside, the bits agree
        g16, w16 = got[0].view(np.uint16), want.view(np.uint16)
        nan = (w16 & 0x7FFF) > (0x7C00 if de == "half" else 0x7F80)
        assert np.array_equal(g16[~nan], w16[~nan])
        gnan = (g16 & 0x7FFF) > (0x7C00 if de == "half" else 0x7F80)
        assert np.array_equal(gnan, nan)


def test_l12l0c_checks_ranges_alignment_and_bounds() -> None:
    errors: dict[str, Exception] = {}

    def body() -> None:
        l1 = ascsim.l1_array(ascsim.float_, 256)
        l0c = ascsim.l0c_array(ascsim.float_, 256)
        calls = {"n0": lambda: c.asc_copy_l12l0c(l0c, l1, 0, 1, 0, 0),
                 "n4096": lambda: c.asc_copy_l12l0c(l0c, l1, 4096, 1, 0, 0),
                 "len0": lambda: c.asc_copy_l12l0c(l0c, l1, 1, 0, 0, 0),
                 "dst32": lambda: c.asc_copy_l12l0c(l0c + 8, l1, 1, 1, 0, 0),  # 32 bytes: not 64-byte aligned
                 "src16": lambda: c.asc_copy_l12l0c(l0c, l1 + 4, 1, 1, 0, 0),
                 "past": lambda: c.asc_copy_l12l0c(l0c, l1, 2, 16, 0, 0)}  # 1 KiB of L1 holds 32 blocks, not 33+
        for k, call in calls.items():
            try:
                call()
            except Exception as exc:  # noqa: BLE001 - the test sorts them below
                errors[k] = exc

    _cube(body)
    for k in ("n0", "n4096", "len0"):
        assert isinstance(errors[k], AscValueError) and "outside" in str(errors[k])
    assert "n_burst = 4096 is outside [1, 4095]" in str(errors["n4096"])
    for k in ("dst32", "src16"):
        assert isinstance(errors[k], MemoryAccessError) and "aligned" in str(errors[k])
    assert "past" not in errors  # 2 x 16 blocks = 1 KiB: exactly the array

    def past() -> None:
        l1 = ascsim.l1_array(ascsim.float_, 256)
        l0c = ascsim.l0c_array(ascsim.float_, 256)
        l1.write(np.zeros(256, np.float32))
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        with pytest.raises(MemoryAccessError):
            c.asc_copy_l12l0c(l0c, l1, 2, 1, 65535, 0)  # the second burst starts 2 MiB on: past L1's 512 KiB
        with pytest.raises(MemoryAccessError):
            c.asc_copy_l12l0c(l0c, l1, 2, 1, 0, 65535)  # the second burst writes 2 MiB on: past L0C

    _cube(past)


# -- L1 -> UB ------------------------------------------------------------------------------------------

def test_l12ub_writes_the_chosen_vector_cores_ub() -> None:
    """In a __mix__ kernel the cube core's bursts land in the UB of vector core sub_blockid, which reads them
    after the flag."""
    rng = np.random.default_rng(5)
    src = rng.integers(0, 256, 1024, dtype=np.uint8)
    before = np.full(1024, 0xAB, np.uint8)
    got: dict[int, np.ndarray] = {}
    n, blocks, sgap, dgap = 3, 2, 1, 3

    def body() -> None:
        ub = ascsim.ub_array(ascsim.uint8_t, 1024)
        if CTX.core is CoreType.AIC:
            l1 = ascsim.l1_array(ascsim.uint8_t, 1024)
            l1.write(src)
            c.asc_sync_intra_wait(ascsim.PIPE_MTE1, 1)  # both vector cores have filled their UB
            c.asc_sync_intra_wait(ascsim.PIPE_MTE1, 17)
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            c.asc_copy_l12ub(ub + 32, l1 + 64, True, n, blocks, sgap, dgap)
            c.asc_copy_l12ub_sync(ub, l1, False, 1, 4, 0, 0)
            c.asc_sync_block_arrive(ascsim.PIPE_MTE1, 0)
        else:
            ub.write(before)
            sub = int(c.asc_get_sub_block_id())
            c.asc_sync_intra_arrive(ascsim.PIPE_S, 1)
            c.asc_sync_block_wait(ascsim.PIPE_S, 0)
            got[sub] = ub.read(1024)

    ascsim.mix_kernel(body)[1]()
    want1 = before.copy()
    for i in range(n):  # the page: gaps from one burst's end to the next one's start, in 32-byte blocks
        s, d = 64 + i * (blocks + sgap) * 32, 32 + i * (blocks + dgap) * 32
        want1[d:d + blocks * 32] = src[s:s + blocks * 32]
    want0 = before.copy()
    want0[:128] = src[:128]
    assert np.array_equal(got[1], want1) and np.array_equal(got[0], want0)


def test_l12ub_in_a_cube_kernel_is_an_error_and_alignment_is_checked() -> None:
    errors: list[Exception] = []

    def body() -> None:
        ub = ascsim.ub_array(ascsim.uint8_t, 256)
        l1 = ascsim.l1_array(ascsim.uint8_t, 256)
        for call in (lambda: c.asc_copy_l12ub(ub, l1, False, 1, 1, 0, 0),
                     lambda: c.asc_copy_l12ub(ub, l1 + 16, False, 1, 1, 0, 0)):
            try:
                call()
            except Exception as exc:  # noqa: BLE001 - the test sorts them below
                errors.append(exc)

    _cube(body)
    assert isinstance(errors[0], AscValueError) and "__mix__" in str(errors[0])
    assert isinstance(errors[1], MemoryAccessError) and "aligned" in str(errors[1])


# -- image load ------------------------------------------------------------------------------------------

GOOD = (16, 8, 0, 0, 16, 0, 0, 0, 0)
NAMES = ("hor_size", "ver_size", "hor_start_pos", "ver_start_pos", "src_hor_size", "top_pad_size", "bot_pad_size",
         "left_pad_size", "right_pad_size")
BAD = [(0, 0), (0, 4095), (1, 0), (2, 4096), (3, 4096), (4, 0), (5, 33), (6, 33), (7, 33), (8, 33)]


@pytest.mark.parametrize(("i", "value"), BAD)
def test_load_image_rejects_values_outside_the_page_ranges(i: int, value: int) -> None:
    args = list(GOOD)
    args[i] = value
    got: list[Exception] = []

    def body() -> None:
        dst = ascsim.l1_array(ascsim.int8_t, 4096)
        try:
            c.asc_load_image_to_cbuf(dst, *args)
        except Exception as exc:  # noqa: BLE001 - checked below
            got.append(exc)

    _cube(body)
    assert isinstance(got[0], AscValueError) and f"{NAMES[i]} = {value} is outside" in str(got[0])


@pytest.mark.parametrize("sync", [False, True])
@pytest.mark.parametrize("elem", ["half", "int8_t"])
def test_load_image_names_the_aipp_registers_it_cannot_read(sync: bool, elem: str) -> None:
    got: list[Exception] = []

    def body() -> None:
        dst = ascsim.l1_array(_elem(elem), 2048)
        fn = c.asc_load_image_to_cbuf_sync if sync else c.asc_load_image_to_cbuf
        for d in (dst + 1, dst):  # misaligned first, then the AIPP error
            try:
                fn(d, *GOOD)
            except Exception as exc:  # noqa: BLE001 - checked below
                got.append(exc)

    _cube(body)
    assert isinstance(got[0], MemoryAccessError) and "32-byte aligned" in str(got[0])
    assert isinstance(got[1], UnsupportedError)
    assert "SetAippFunctions" in str(got[1]) and "AippInputFormat" in str(got[1])


def test_on_a_vector_core_they_do_nothing() -> None:
    """The vendor's implementation runs them on the cube core only: a vector core's calls change nothing."""
    got: list[np.ndarray] = []

    def body() -> None:
        l1 = ascsim.l1_array(ascsim.half, 256)
        l0c = ascsim.l0c_array(ascsim.half, 256)
        ub = ascsim.ub_array(ascsim.half, 256)
        if CTX.core is CoreType.AIV:
            ub.write(np.zeros(256, np.float16))
            c.asc_load_image_to_cbuf(l1, *GOOD)
            c.asc_copy_l12ub(ub, l1, False, 1, 1, 0, 0)
            c.asc_copy_l12l0c(l0c, l1, 1, 1, 0, 0)
            got.append(ub.read(256))

    ascsim.mix_kernel(body)[1]()
    assert len(got) == 2 and not any(g.any() for g in got)


# -- a C++ program --------------------------------------------------------------------------------------------

PROGRAM = r"""
#include <cstdint>
#include <cstdio>
#include <vector>
#include "acl/acl.h"
#include "c_api/asc_simd.h"
#include "data_utils.h"

// The cube core loads A and B (one 16 x 16 half fractal each) straight from GM, the initial C from GM through
// L1 into L0C, multiplies and writes C = A x B + C0 to GM; it also copies C0's first 64 bytes from L1 into the
// UB of vector core 1, which stores them.
__global__ __mix__(1, 2) void direct(__gm__ half* ab, __gm__ float* init, __gm__ float* out, __gm__ float* probe)
{
    __ca__ half a_l0[256];
    __cb__ half b_l0[256];
    __cbuf__ float init_l1[256];
    __cc__ float c_l0[256];
    __ubuf__ float row_ub[16];
    if ASC_IS_AIC {
        asc_copy_gm2l0a(a_l0, ab, 0, 1, 1, 0);
        asc_copy_gm2l0b(b_l0, ab, 1, 1, 1, 0);
        asc_copy_gm2l1(init_l1, init, 256 * sizeof(float));
        asc_sync_notify(PIPE_MTE2, PIPE_MTE1, EVENT_ID0);
        asc_sync_wait(PIPE_MTE2, PIPE_MTE1, EVENT_ID0);
        asc_copy_l12l0c(c_l0, init_l1, 1, 32, 0, 0);
        asc_copy_l12ub_sync(row_ub, init_l1, true, 1, 2, 0, 0);
        asc_sync_block_arrive(PIPE_MTE1, 3);
        asc_sync_pipe(PIPE_ALL);
        asc_mmad(c_l0, a_l0, b_l0, 16, 16, 16, 0, false, false, false);
        asc_sync_notify(PIPE_M, PIPE_FIX, EVENT_ID0);
        asc_sync_wait(PIPE_M, PIPE_FIX, EVENT_ID0);
        asc_set_l0c2gm_nz2nd(1, 0, 0);
        asc_copy_l0c2gm(out, c_l0, 16, 16, 16, 16, 0, 0, 0, static_cast<uint64_t>(QuantMode_t::NoQuant), 0, false,
                        true, 0, 0, false, 0, false, false, false, false);
    }
    if ASC_IS_AIV {
        asc_sync_block_wait(PIPE_MTE3, 3);
        if (asc_get_sub_block_id() == 1) {
            asc_copy_ub2gm(probe, row_ub, 16 * sizeof(float));
        }
    }
    asc_sync_pipe(PIPE_ALL);
}

int main()
{
    std::vector<half> ab(512);
    std::vector<float> init(256);
    for (int i = 0; i < 512; ++i) ab[i] = static_cast<half>(static_cast<float>((i * 7) % 9 - 4));
    for (int i = 0; i < 256; ++i) init[i] = static_cast<float>(i) * 0.25f;
    aclInit(nullptr);
    aclrtSetDevice(0);
    half* ab_dev = nullptr;
    float* init_dev = nullptr;
    float* out_dev = nullptr;
    float* probe_dev = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&ab_dev), 512 * sizeof(half), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(reinterpret_cast<void**>(&init_dev), 256 * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(reinterpret_cast<void**>(&out_dev), 256 * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(reinterpret_cast<void**>(&probe_dev), 16 * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(ab_dev, 512 * sizeof(half), ab.data(), 512 * sizeof(half), ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(init_dev, 256 * sizeof(float), init.data(), 256 * sizeof(float), ACL_MEMCPY_HOST_TO_DEVICE);
    direct<<<1, nullptr>>>(ab_dev, init_dev, out_dev, probe_dev);
    aclrtSynchronizeDevice();
    std::vector<float> out(256);
    std::vector<float> probe(16);
    aclrtMemcpy(out.data(), 256 * sizeof(float), out_dev, 256 * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST);
    aclrtMemcpy(probe.data(), 16 * sizeof(float), probe_dev, 16 * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST);
    WriteFile("out.bin", out.data(), out.size() * sizeof(float));
    WriteFile("probe.bin", probe.data(), probe.size() * sizeof(float));
    aclrtFree(ab_dev);
    aclrtFree(init_dev);
    aclrtFree(out_dev);
    aclrtFree(probe_dev);
    aclrtResetDevice(0);
    aclFinalize();
    printf("direct done\n");
    return 0;
}
"""


def test_a_program_with_the_direct_copies(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from frontend.asc_run import run_asc

    (tmp_path / "prog.asc").write_text(PROGRAM)
    monkeypatch.chdir(tmp_path)
    r = run_asc("prog.asc")
    assert (r.rc, r.err, r.out) == (0, "", "direct done\n"), r.err
    ab = np.array([(i * 7) % 9 - 4 for i in range(512)], np.float32)
    a, bt = ab[:256].reshape(16, 16), ab[256:].reshape(16, 16)  # L0A: the rows; L0B: 16 rows of n, each its k values
    init = np.arange(256, dtype=np.float32) * 0.25  # one column block of 16: NZ is row-major
    out = np.fromfile(tmp_path / "out.bin", np.float32).reshape(16, 16)
    assert np.array_equal(out, a @ bt.T + init.reshape(16, 16))
    assert np.array_equal(np.fromfile(tmp_path / "probe.bin", np.float32), init[:16])
