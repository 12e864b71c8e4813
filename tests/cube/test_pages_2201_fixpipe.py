"""The per-architecture pages of the fixpipe copies (``asc_copy_l0c2gm``/``_l0c2l1``: ``_arch_2201.md`` and
``_arch_3510.md``), asc_mmad on dav-2201 (L0A as ZZ, no GEMV, no 8-bit float forms) and the dav-2201 buffer
sizes. The references follow the pages: the 2201 quantisation table (N in bits 32-35 as N - 1, MCB in bit 36,
the scale in bits 13-31, the sign in bit 46), the V220 Fixpipe page's NZ destination stride in 32-byte blocks,
asc_set_l0c_copy_params's source stride in 1024-byte fractals; each with loops of its own."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import acl
from ascsim import c_api as c
from ascsim.arch import DAV_2201, DAV_3510, CoreType
from ascsim.errors import ArchError, AscValueError, MemoryAccessError
from ascsim.runtime.context import CTX

from .gm import MARKER, gm_bytes, gm_filled

Q = ascsim.QuantMode_t
ARCHES = [DAV_2201, DAV_3510]


@pytest.fixture(autouse=True)
def _fresh() -> Iterator[None]:
    yield
    acl.finalize()


def _cube(arch: str, body: Callable[..., None], *args: Any) -> None:
    with ascsim.npu_arch(arch):
        ascsim.cube_kernel(body)[1](*args)


def _l0c_nz(acc: np.ndarray) -> np.ndarray:
    """An m x n accumulator matrix (m, n multiples of 16) as L0C's NZ: column blocks of 16, m rows each."""
    m, n = acc.shape
    out = np.zeros(m * n, acc.dtype)
    for r in range(m):
        for j in range(n):
            out[(j // 16) * m * 16 + r * 16 + j % 16] = acc[r, j]
    return out


def _param(scale_bits: int, shift: int = 0, mcb: bool = False, signed: bool = False) -> int:
    """A QUANT_PRE value of the 2201 table: scale bits 0-31, N - 1 in bits 32-35, MCB bit 36, sign bit 46."""
    return scale_bits | ((shift - 1) & 0xF) << 32 | int(mcb) << 36 | int(signed) << 46


# -- asc_copy_l0c2gm: DEQF16 with the int16 shift, NZ stride units ----------------------------------------------

def _deq_to_gm(arch: str, acc: np.ndarray, param: int, stride: int, nbytes: int) -> np.ndarray:
    ptr = gm_filled(nbytes)
    m, n = acc.shape

    def body(out: ascsim.gm_ptr[ascsim.half]) -> None:
        l0c = ascsim.l0c_array(ascsim.int32_t, m * n)
        l0c.write(_l0c_nz(acc))
        c.asc_set_l0c_copy_prequant(param)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l0c2gm(out, l0c, n, m, stride, m, 0, int(Q.DEQF16), 0, False, False)
        c.asc_sync_pipe(ascsim.PIPE_ALL)

    _cube(arch, body, ptr)
    return gm_bytes(ptr, nbytes)


def _nz_place(vals: np.ndarray, nbytes: int, block_stride_bytes: int, dtype: Any) -> np.ndarray:
    """m x n results of a 2-byte type written as NZ: column block j // 16 at j // 16 x block_stride_bytes, each
    row of 16 elements 32 bytes after the previous; untouched bytes keep the marker."""
    out = np.full(nbytes, MARKER, np.uint8)
    m, n = vals.shape
    raw = vals.astype(dtype).view(np.uint8).reshape(m, n, 2)
    for r in range(m):
        for j in range(n):
            at = (j // 16) * block_stride_bytes + r * 32 + (j % 16) * 2
            out[at:at + 2] = raw[r, j]
    return out


@pytest.mark.parametrize("mcb", [True, False])
def test_deqf16_on_2201_shifts_into_int16_and_strides_in_blocks(mcb: bool) -> None:
    """2201: with MCB the int32 value is shifted right by N and saturated to int16, then times the scale and
    rounded to half; without MCB it is scaled as it is. The NZ column blocks are dst_stride 32-byte blocks apart."""
    rng = np.random.default_rng(11)
    m, n = 16, 32
    acc = rng.integers(-(1 << 19), 1 << 19, (m, n)).astype(np.int32)
    acc[0, :4] = [1 << 30, -(1 << 30), 12345, -7]  # the first two saturate to int16 after a shift of 9
    shift, scale = 9, np.float32(0.5)
    param = _param(int(scale.view(np.uint32)), shift, mcb)
    stride = 20  # 32-byte blocks: 640 bytes between the column blocks
    nbytes = 2 * 640
    got = _deq_to_gm(DAV_2201, acc, param, stride, nbytes)
    x = acc.astype(np.int64)
    if mcb:
        x = np.clip(x >> shift, -32768, 32767)
    want_vals = np.clip((x * 0.5).astype(np.float32), -65504, 65504).astype(np.float16)
    assert np.array_equal(got, _nz_place(want_vals, nbytes, stride * 32, np.float16))


def test_deqf16_on_3510_ignores_bits_32_to_36_and_strides_in_elements() -> None:
    """3510: bits 32-36 are unused (its quantisation table); dst_stride counts elements."""
    m, n = 16, 32
    acc = np.random.default_rng(12).integers(-(1 << 14), 1 << 14, (m, n)).astype(np.int32)
    param = _param(int(np.float32(0.25).view(np.uint32)), 9, True)
    stride = 320  # elements: 640 bytes
    got = _deq_to_gm(DAV_3510, acc, param, stride, 2 * 640)
    want_vals = (acc.astype(np.float64) * 0.25).astype(np.float32).astype(np.float16)
    assert np.array_equal(got, _nz_place(want_vals, 2 * 640, stride * 2, np.float16))


def test_the_fixpipe_modes_of_3510_are_errors_on_2201() -> None:
    """The 2201 page lists nine quant_pre modes; QF322F16_PRE (a 3510 mode) is an AscValueError there."""
    ptr = gm_filled(1024)

    def body(out: ascsim.gm_ptr[ascsim.half]) -> None:
        l0c = ascsim.l0c_array(ascsim.float_, 256)
        l0c.write(np.zeros(256, np.float32))
        c.asc_copy_l0c2gm(out, l0c, 16, 16, 16, 16, 0, int(Q.QF322F16_PRE), 0, False, True)

    with pytest.raises(AscValueError, match="dav-3510 mode; dav-2201 has"):
        _cube(DAV_2201, body, ptr)
    _cube(DAV_3510, body, ptr)


def test_the_3510_form_of_l0c2gm_is_an_arch_error_on_2201() -> None:
    def body(out: ascsim.gm_ptr[ascsim.float_]) -> None:
        l0c = ascsim.l0c_array(ascsim.float_, 256)
        c.asc_copy_l0c2gm(out, l0c, 16, 16, 16, 16, 0, 0, 0, int(Q.NoQuant), 0, False, True, 0, 0, False, 0,
                          False, False, False, False)

    with pytest.raises(ArchError, match="this form of asc_copy_l0c2gm .* exists on dav-3510 only"):
        _cube(DAV_2201, body, gm_filled(1024))


@pytest.mark.parametrize(("arch", "unit"), [(DAV_2201, 1024), (DAV_3510, 32)])
def test_nz2nd_source_stride_units(arch: str, unit: int) -> None:
    """asc_set_l0c_copy_params(nd_num, src_nd_stride, dst_nd_stride): the 2201 page counts the source stride in
    1024-byte fractals; ascsim keeps the 32-byte unit of asc_set_l0c2gm_nz2nd on dav-3510."""
    m, n = 16, 16
    acc = np.arange(4 * 256, dtype=np.float32)  # L0C: four fractals of float accumulators
    ptr = gm_filled(2 * 256 * 4)

    def body(out: ascsim.gm_ptr[ascsim.float_]) -> None:
        l0c = ascsim.l0c_array(ascsim.float_, acc.size)
        l0c.write(acc)
        c.asc_set_l0c_copy_params(2, 1, 256)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l0c2gm(out, l0c, n, m, n, m, 0, int(Q.NoQuant), 0, False, True)
        c.asc_sync_pipe(ascsim.PIPE_ALL)

    _cube(arch, body, ptr)
    got = gm_bytes(ptr, 2 * 256 * 4).view(np.float32)
    want = np.zeros(512, np.float32)
    for i in range(2):
        base = i * unit // 4  # accumulators from L0C's start to matrix i
        for r in range(m):
            for j in range(n):
                want[i * 256 + r * n + j] = acc[base + r * 16 + j]
    assert np.array_equal(got, want)


# -- asc_copy_l0c2l1: REQ8 with the shift ----------------------------------------------------------------------

@pytest.mark.parametrize("arch", ARCHES)
def test_req8_to_l1(arch: str) -> None:
    """REQ8 (both pages): value x scale rounded to an integer, saturated to int8 (sign bit 46). On 2201 MCB first
    shifts by N (4 here) into int16; on 3510 that bit is unused. The int8 NZ column blocks (32 wide) are 768
    bytes apart: dst_stride 24 32-byte blocks on 2201, 768 elements on 3510."""
    m, n = 16, 64
    rng = np.random.default_rng(13)
    acc = (rng.integers(-100, 100, (m, n)) * 16 + rng.integers(0, 16, (m, n))).astype(np.int32)
    param = _param(int(np.float32(1.0).view(np.uint32)), 4, True, signed=True)
    block_bytes = 24 * 32  # 24 rows' worth: 16 rows of data and 8 untouched
    stride = 24 if arch == DAV_2201 else block_bytes  # 32-byte blocks on 2201, int8 elements on 3510
    nbytes = 2 * block_bytes
    got: list[np.ndarray] = []

    def body() -> None:
        l0c = ascsim.l0c_array(ascsim.int32_t, m * n)
        l0c.write(_l0c_nz(acc))
        out = ascsim.l1_array(ascsim.int8_t, nbytes)
        out.write(np.full(nbytes, -18, np.int8))
        c.asc_set_l0c_copy_prequant(param)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l0c2l1(out, l0c, n, m, stride, m, 0, int(Q.REQ8), 0, False, False)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.asarray(out.read(nbytes)))

    _cube(arch, body)
    x = acc.astype(np.int64)
    if arch == DAV_2201:
        x = np.clip(x >> 4, -32768, 32767)
    vals = np.clip(np.clip(x, -256, 255), -128, 127)
    want = np.full(nbytes, -18, np.int64)
    for r in range(m):
        for j in range(n):
            want[(j // 32) * block_bytes + r * 32 + j % 32] = vals[r, j]
    assert np.array_equal(got[0].astype(np.int64), want)


# -- asc_mmad on dav-2201 --------------------------------------------------------------------------------------

def _mmad(arch: str, a_l0a: np.ndarray, b_zn: np.ndarray, m: int, k: int, n: int) -> np.ndarray:
    """C (float, m x n, m and n multiples of 16) of asc_mmad with L0A and L0B holding the given halves."""
    got: list[np.ndarray] = []

    def body() -> None:
        a = ascsim.l0a_array(ascsim.half, a_l0a.size)
        a.write(a_l0a)
        b = ascsim.l0b_array(ascsim.half, b_zn.size)
        b.write(b_zn)
        cc = ascsim.l0c_array(ascsim.float_, max(m, 16) * n)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_mmad(cc, a, b, m, k, n, 0, False, False, True)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        raw = np.asarray(cc.read(max(m, 16) * n))
        mm = max(m, 16)
        got.append(np.array([[raw[(j // 16) * mm * 16 + r * 16 + j % 16] for j in range(n)] for r in range(m)]))

    _cube(arch, body)
    return got[0]


def _zz(a: np.ndarray) -> np.ndarray:
    """A (rows padded to 16, cols to 16) half matrix as ZZ: row blocks of 16, their 16 x 16 fractals along K."""
    m, k = a.shape
    m1, k1 = -(-m // 16), -(-k // 16)
    out = np.zeros(m1 * k1 * 256, np.float16)
    for r in range(m):
        for q in range(k):
            out[((r // 16) * k1 + q // 16) * 256 + (r % 16) * 16 + q % 16] = a[r, q]
    return out


def _nz(a: np.ndarray) -> np.ndarray:
    m, k = a.shape
    m1, k1 = -(-m // 16), -(-k // 16)
    out = np.zeros(m1 * k1 * 256, np.float16)
    for r in range(m):
        for q in range(k):
            out[((q // 16) * m1 + r // 16) * 256 + (r % 16) * 16 + q % 16] = a[r, q]
    return out


def _zn(b: np.ndarray) -> np.ndarray:
    k, n = b.shape
    n1 = -(-n // 16)
    out = np.zeros(-(-k // 16) * n1 * 256, np.float16)
    for q in range(k):
        for j in range(n):
            out[((q // 16) * n1 + j // 16) * 256 + (j % 16) * 16 + q % 16] = b[q, j]
    return out


@pytest.mark.parametrize(("arch", "layout"), [(DAV_2201, _zz), (DAV_3510, _nz)])
def test_mmad_reads_l0a_in_the_layout_of_each_architecture(arch: str, layout: Callable[[np.ndarray], Any]) -> None:
    """dav-2201 keeps A in L0A as ZZ, dav-3510 as NZ (its architecture page: changed by the hardware)."""
    rng = np.random.default_rng(14)
    m, k, n = 32, 48, 16
    a = rng.integers(-8, 8, (m, k)).astype(np.float16)
    b = rng.integers(-8, 8, (k, n)).astype(np.float16)
    want = a.astype(np.float64) @ b.astype(np.float64)
    assert np.array_equal(_mmad(arch, layout(a), _zn(b), m, k, n), want)


def test_mmad_with_one_row_reads_zz_on_2201_not_gemv() -> None:
    """dav-2201 has no GEMV (its flag is k_direction_align): a one-row A is read from its ZZ fractals; on
    dav-3510 the same call with disable_gemv false reads k consecutive elements."""
    rng = np.random.default_rng(15)
    k, n = 32, 16
    a = rng.integers(-8, 8, (1, k)).astype(np.float16)
    b = rng.integers(-8, 8, (k, n)).astype(np.float16)
    want = a.astype(np.float64) @ b.astype(np.float64)
    assert np.array_equal(_mmad(DAV_2201, _zz(a), _zn(b), 1, k, n), want)
    nd = np.zeros(2 * 256, np.float16)
    nd[:k] = a[0]
    assert np.array_equal(_mmad(DAV_3510, nd, _zn(b), 1, k, n), want)


def test_the_8_bit_float_mmad_forms_are_3510_only() -> None:
    def body() -> None:
        a = ascsim.l0a_array(ascsim.fp8_e4m3fn_t, 512)
        b = ascsim.l0b_array(ascsim.fp8_e4m3fn_t, 512)
        cc = ascsim.l0c_array(ascsim.float_, 256)
        c.asc_mmad(cc, a, b, 16, 32, 16, 0, False, False, True)

    with pytest.raises(ArchError, match="exists on dav-3510 only"):
        _cube(DAV_2201, body)
    with pytest.raises(ArchError, match="asc_enable_hif8 exists on dav-3510 only"):
        _cube(DAV_2201, lambda: c.asc_enable_hif8())


# -- the dav-2201 AI Core ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("alloc", "kib_2201", "kib_3510"),
                         [(ascsim.l0c_array, 128, 256), (ascsim.bt_array, 1, 4), (ascsim.fb_array, 2, 4),
                          (ascsim.l0a_array, 64, 64), (ascsim.l0b_array, 64, 64), (ascsim.l1_array, 512, 512)])
def test_buffer_sizes_of_the_storage_tables(alloc: Callable[..., Any], kib_2201: int, kib_3510: int) -> None:
    """The NPU arch 2201 and 3510 storage tables: a buffer takes its whole size and not one block more."""
    def taking(nbytes: int) -> Callable[[], None]:
        def body() -> None:
            alloc(ascsim.uint8_t, nbytes)
        return body

    for arch, kib in ((DAV_2201, kib_2201), (DAV_3510, kib_3510)):
        _cube(arch, taking(kib * 1024))
        with pytest.raises(MemoryAccessError, match="bytes are left"):
            _cube(arch, taking(kib * 1024 + 64))


def test_a_mix_kernel_on_2201_hands_the_result_over_through_gm() -> None:
    """dav-2201: one cube core and two vector cores per AI Core (its architecture page: AIC : AIV = 1 : 2), which
    exchange data through GM (the chip has no asc_copy_l0c2ub): the cube core writes int32 ND rows, arrives at a
    block flag, and each vector core reads its half of the rows into its UB (the plain copy's 2201 burst form:
    32-byte blocks)."""
    m, n = 16, 16
    acc = np.arange(m * n, dtype=np.int32).reshape(m, n) * 3 - 100
    ptr = gm_filled(m * n * 4)
    seen: dict[int, np.ndarray] = {}
    cores: list[tuple[str, int]] = []

    def body(g: ascsim.gm_ptr[ascsim.int32_t]) -> None:
        cores.append(("AIC" if CTX.core is CoreType.AIC else "AIV", int(c.asc_get_sub_block_num())))
        if CTX.core is CoreType.AIC:
            l0c = ascsim.l0c_array(ascsim.int32_t, m * n)
            l0c.write(_l0c_nz(acc))
            c.asc_set_l0c_copy_params(1, 1, 1)
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            c.asc_copy_l0c2gm(g, l0c, n, m, n, m, 0, int(Q.NoQuant), 0, False, True)
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            c.asc_sync_block_arrive(ascsim.PIPE_S, 1)
        else:
            c.asc_sync_block_wait(ascsim.PIPE_S, 1)
            sub = int(c.asc_get_sub_block_id())
            ub = ascsim.ub_array(ascsim.int32_t, m * n // 2)
            c.asc_copy_gm2ub(ub, g + sub * m * n // 2, 1, m * n // 2 * 4 // 32, 0, 0)
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            seen[sub] = np.asarray(ub.read(m * n // 2))

    with ascsim.npu_arch(DAV_2201):
        ascsim.mix_kernel(body)[1](ptr)
    assert sorted(cores) == [("AIC", 2), ("AIV", 2), ("AIV", 2)]
    assert np.array_equal(np.concatenate([seen[0], seen[1]]), acc.reshape(-1))
