"""The UB moves asc_gather, asc_gather_datablock, asc_brcb, asc_copy and asc_transpose (and their _sync
forms) from Python, against element loops written from the vendor pages."""

from __future__ import annotations

import numpy as np
import pytest

import ascsim
from ascsim import asc_set_mask_count, asc_set_mask_norm, asc_set_vector_mask
from ascsim.errors import AscError
from vector_compute._ref import per_repeat, repeats_and_active, run_ub, walk

ALL = 2**64 - 1
TYPES = [np.dtype(t) for t in (np.int16, np.uint16, np.int32, np.uint32)]


def values(dt: np.dtype, n: int, seed: int) -> np.ndarray:
    info = np.iinfo(dt)
    return np.random.default_rng(seed).integers(info.min, info.max, n, endpoint=True).astype(dt)


def copy_ref(dst: np.ndarray, src: np.ndarray, n_rep: int, active, ds: tuple[int, int],
             ss: tuple[int, int]) -> np.ndarray:
    out = dst.copy()
    size = dst.dtype.itemsize
    dw = list(walk(size, n_rep, *ds))
    sw = list(walk(size, n_rep, *ss))
    for (r, i, di), (_, _, si) in zip(dw, sw, strict=True):
        if active(r, i):
            out[di] = src[si]
    return out


@pytest.mark.parametrize("dt", TYPES, ids=str)
@pytest.mark.parametrize("sync", [False, True])
def test_copy_count_form(dt: np.dtype, sync: bool) -> None:
    n = 3 * per_repeat(dt.itemsize) + 5
    src, dst = values(dt, 1024 // dt.itemsize, 1), values(dt, 1024 // dt.itemsize, 2)
    f = getattr(ascsim, "asc_copy_sync" if sync else "asc_copy")
    out, _ = run_ub({"dst": dst, "src": src}, lambda p: f(p["dst"], p["src"], n))
    n_rep, act = repeats_and_active(dt.itemsize, count=n)
    np.testing.assert_array_equal(out["dst"], copy_ref(dst, src, n_rep, act, (1, 8), (1, 8)))


@pytest.mark.parametrize("dt", TYPES, ids=str)
def test_copy_repeat_form_mask_and_strides(dt: np.dtype) -> None:
    src, dst = values(dt, 2048 // dt.itemsize, 3), values(dt, 2048 // dt.itemsize, 4)
    mask = (0x00FF_0000_0000_F00F, 0xF0F0_1234_8000_0001)

    def body(p: dict) -> None:
        asc_set_vector_mask(*mask)
        ascsim.asc_copy(p["dst"], p["src"], 3, 2, 1, 17, 9)

    out, _ = run_ub({"dst": dst, "src": src}, body)
    n_rep, act = repeats_and_active(dt.itemsize, repeat=3, mask=mask)
    np.testing.assert_array_equal(out["dst"], copy_ref(dst, src, n_rep, act, (2, 17), (1, 9)))


def test_copy_counter_mode() -> None:
    dt = np.dtype(np.int32)
    src, dst = values(dt, 512, 5), values(dt, 512, 6)

    def body(p: dict) -> None:
        asc_set_mask_count()
        asc_set_vector_mask(0, 150)
        ascsim.asc_copy(p["dst"], p["src"], 1, 1, 1, 8, 8)
        asc_set_mask_norm()
        asc_set_vector_mask(ALL, ALL)

    out, _ = run_ub({"dst": dst, "src": src}, body)
    n_rep, act = repeats_and_active(4, counter=True, mask=(0, 150))
    np.testing.assert_array_equal(out["dst"], copy_ref(dst, src, n_rep, act, (1, 8), (1, 8)))


@pytest.mark.parametrize("dt", [np.dtype(np.int16), np.dtype(np.uint16)], ids=str)
@pytest.mark.parametrize("sync", [False, True])
def test_transpose(dt: np.dtype, sync: bool) -> None:
    src, dst = values(dt, 256, 7), values(dt, 512, 8)
    f = getattr(ascsim, "asc_transpose_sync" if sync else "asc_transpose")
    out, _ = run_ub({"dst": dst, "src": src}, lambda p: f(p["dst"], p["src"]))
    want = dst.copy()
    for i in range(16):
        for j in range(16):
            want[j * 16 + i] = src[i * 16 + j]
    np.testing.assert_array_equal(out["dst"], want)


def test_transpose_needs_aligned_operands() -> None:
    dt = np.dtype(np.int16)
    with pytest.raises(AscError):
        run_ub({"dst": values(dt, 512, 1), "src": values(dt, 512, 2)},
               lambda p: ascsim.asc_transpose(p["dst"] + 1, p["src"]))


GATHER_TYPES = [np.dtype(t) for t in (np.int16, np.uint16, np.float16, np.int32, np.uint32, np.float32)]


@pytest.mark.parametrize("dt", GATHER_TYPES, ids=str)
def test_gather_repeat_form_mask_and_stride(dt: np.dtype) -> None:
    size = dt.itemsize
    n_src = 1024 // size
    e = per_repeat(size)
    src = np.arange(n_src).astype(dt)
    dst = np.zeros(3072 // size, dt)
    offs = (np.random.default_rng(9).integers(0, n_src, 3 * e) * size).astype(np.uint32)
    mask = (0x0F0F_0000_0000_0001, 0x8000_0000_FFFF_0003)

    def body(p: dict) -> None:
        asc_set_vector_mask(*mask)
        ascsim.asc_gather(p["dst"], p["src"], p["offs"], 12, 3)

    out, _ = run_ub({"dst": dst, "src": src, "offs": offs}, body)
    n_rep, act = repeats_and_active(size, repeat=3, mask=mask)
    want = dst.copy()
    for r in range(n_rep):
        for i in range(e):
            if act(r, i):
                want[(r * 12 * 32) // size + i] = src[offs[r * e + i] // size]
    np.testing.assert_array_equal(out["dst"].view(f"u{size}"), want.view(f"u{size}"))


@pytest.mark.parametrize("sync", [False, True])
def test_gather_count_form(sync: bool) -> None:
    dt = np.dtype(np.int16)
    src, dst = values(dt, 512, 3), values(dt, 512, 4)
    offs = (np.arange(300)[::-1] * 2).astype(np.uint32)
    f = getattr(ascsim, "asc_gather_sync" if sync else "asc_gather")
    out, _ = run_ub({"dst": dst, "src": src, "offs": offs}, lambda p: f(p["dst"], p["src"], p["offs"], 200))
    want = dst.copy()
    want[:200] = src[offs[:200] // 2]
    np.testing.assert_array_equal(out["dst"], want)


def test_gather_rejects_misaligned_offset() -> None:
    dt = np.dtype(np.int32)
    offs = np.zeros(64, np.uint32)
    offs[5] = 6
    with pytest.raises(AscError, match=r"src_offset\[5\]"):
        run_ub({"dst": values(dt, 64, 1), "src": values(dt, 64, 2), "offs": offs},
               lambda p: ascsim.asc_gather(p["dst"], p["src"], p["offs"], 64))


@pytest.mark.parametrize("dt", [np.dtype(np.uint16), np.dtype(np.uint32)], ids=str)
@pytest.mark.parametrize(("sync", "blk"), [(False, 0), (False, 3), (True, 1)])
def test_gather_datablock(dt: np.dtype, sync: bool, blk: int) -> None:
    size = dt.itemsize
    src = values(dt, 1024 // size, 5)
    dst = values(dt, 8192 // size, 6)
    offs = (np.random.default_rng(3).integers(0, (1024 - 32) // size + 1, 16) * size).astype(np.uint32)
    f = getattr(ascsim, "asc_gather_datablock_sync" if sync else "asc_gather_datablock")
    out, _ = run_ub({"dst": dst, "src": src, "offs": offs}, lambda p: f(p["dst"], p["src"], p["offs"], 30, blk, 2))
    want = dst.copy()
    per = 32 // size
    for r in range(2):
        for j in range(8):
            d0 = (r * 30 + j * (blk or 1)) * per
            s0 = offs[8 * r + j] // size
            want[d0:d0 + per] = src[s0:s0 + per]
    np.testing.assert_array_equal(out["dst"], want)


@pytest.mark.parametrize("dt", [np.dtype(np.uint16), np.dtype(np.uint32)], ids=str)
@pytest.mark.parametrize(("sync", "blk"), [(False, 0), (False, 2), (True, 1)])
def test_brcb(dt: np.dtype, sync: bool, blk: int) -> None:
    size = dt.itemsize
    src, dst = values(dt, 64, 7), values(dt, 8192 // size, 8)
    f = getattr(ascsim, "asc_brcb_sync" if sync else "asc_brcb")
    out, _ = run_ub({"dst": dst, "src": src}, lambda p: f(p["dst"], p["src"], blk, 20, 3))
    want = dst.copy()
    per = 32 // size
    for r in range(3):
        for j in range(8):
            d0 = (r * 20 + j * (blk or 1)) * per
            want[d0:d0 + per] = src[8 * r + j]
    np.testing.assert_array_equal(out["dst"], want)
