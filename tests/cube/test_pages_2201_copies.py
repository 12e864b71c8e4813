"""The per-architecture pages of the cube copies into L1, L0A/L0B, the bias table and the fixpipe buffer
(``cube_datamove/<name>/<name>_arch_2201.md`` and ``_arch_3510.md``): each form a page lists runs on its
architecture, a form only the other page lists is an ArchError on dav-2201, and where the two pages give other
units the result follows the selected one. Every reference places the bytes by the page's definition with loops
of its own; none calls ascsim.ops."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import acl
from ascsim import c_api as c
from ascsim.arch import DAV_2201, DAV_3510
from ascsim.errors import ArchError, AscValueError, MemoryAccessError
from ascsim.runtime import aicore
from ascsim.spec.unions import classes

from .gm import gm_filled

FRAC = 512
ARCHES = [DAV_2201, DAV_3510]


@pytest.fixture(autouse=True)
def _fresh() -> Iterator[None]:
    yield
    acl.finalize()


def _gm_with(data: np.ndarray) -> int:
    raw = np.ascontiguousarray(data).view(np.uint8).reshape(-1)
    ptr = gm_filled(raw.size)
    acl.rt.memcpy(ptr, raw.size, acl.util.numpy_to_ptr(raw), raw.size, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    return ptr


def _cube(arch: str, body: Callable[..., None], *args: Any) -> None:
    with ascsim.npu_arch(arch):
        ascsim.cube_kernel(body)[1](*args)


def _void(p: Any) -> Any:
    """``(void*)p``: the pointer without an element type (the void forms)."""
    return p.cast(None)


def _l1(data: np.ndarray) -> Any:
    arr = ascsim.l1_array(ascsim.uint8_t, data.size)
    arr.write(data)
    return arr


# -- asc_copy_gm2l1 ------------------------------------------------------------------------------------------

def _gap_want(src: np.ndarray, size: int, n: int, blocks: int, sgap: int, dgap: int) -> np.ndarray:
    """The 2201 page's gap form: burst i moves len_burst 32-byte blocks; the gaps are whole blocks from one
    burst's end to the next one's start on each side."""
    out = np.zeros(size, np.uint8)
    for i in range(n):
        s, d = i * (blocks + sgap) * 32, i * (blocks + dgap) * 32
        out[d:d + blocks * 32] = src[s:s + blocks * 32]
    return out


@pytest.mark.parametrize("arch", ARCHES)
def test_gm2l1_gap_form_of_the_2201_page(arch: str) -> None:
    src = np.random.default_rng(1).integers(0, 256, 1024, dtype=np.uint8)
    got: list[np.ndarray] = []

    def body(g: ascsim.gm_ptr[ascsim.uint8_t]) -> None:
        dst = _l1(np.zeros(640, np.uint8))
        c.asc_copy_gm2l1(_void(dst), _void(g), 3, 2, 1, 3)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.asarray(dst.read(640)))

    _cube(arch, body, _gm_with(src))
    assert np.array_equal(got[0], _gap_want(src, 640, 3, 2, 1, 3))


def test_gm2l1_stride_form_of_the_3510_page_runs_there_only() -> None:
    """The 3510 page's form: n_burst bursts of len_burst 32-byte blocks, starts src_stride / dst_stride blocks
    apart (pad_func_mode 0); dav-2201 has no such form."""
    src = np.random.default_rng(2).integers(0, 256, 1024, dtype=np.uint8)
    got: list[np.ndarray] = []

    def body(g: ascsim.gm_ptr[ascsim.uint8_t]) -> None:
        dst = _l1(np.zeros(512, np.uint8))
        c.asc_copy_gm2l1(_void(dst), _void(g), 2, 1, 0, 3, 5)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.asarray(dst.read(512)))

    ptr = _gm_with(src)
    _cube(DAV_3510, body, ptr)
    want = np.zeros(512, np.uint8)
    for i in range(2):
        want[i * 5 * 32:i * 5 * 32 + 32] = src[i * 3 * 32:i * 3 * 32 + 32]
    assert np.array_equal(got[0], want)
    with pytest.raises(ArchError, match="exists on dav-3510 only, not on dav-2201"):
        _cube(DAV_2201, body, ptr)


@pytest.mark.parametrize("arch", ARCHES)
def test_gm2l1_repeat_form_copies_fractals(arch: str) -> None:
    """The 2201 page's 2D form: fractal i is fractal base_idx + i x src_stride of src, written dst_gap fractals
    after the previous one."""
    src = np.random.default_rng(3).integers(-100, 100, 8 * 256).astype(np.float16)
    got: list[np.ndarray] = []

    def body(g: ascsim.gm_ptr[ascsim.half]) -> None:
        dst = ascsim.l1_array(ascsim.half, 6 * 256)
        dst.write(np.zeros(6 * 256, np.float16))
        c.asc_copy_gm2l1(dst, g, 1, 3, 2, 1)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.asarray(dst.read(6 * 256)))

    _cube(arch, body, _gm_with(src))
    want = np.zeros(6 * 256, np.float16)
    for i in range(3):
        want[i * 2 * 256:(i * 2 + 1) * 256] = src[(1 + 2 * i) * 256:(2 + 2 * i) * 256]
    assert np.array_equal(got[0], want)


def test_gm2l1_2d_form_of_the_3510_page_is_an_arch_error_on_2201() -> None:
    def body(g: ascsim.gm_ptr[ascsim.half]) -> None:
        dst = ascsim.l1_array(ascsim.half, 256)
        c.asc_copy_gm2l1(dst, g, 0, 0, 1, 1, 1, 0, 0)

    with pytest.raises(ArchError, match="this form of asc_copy_gm2l1 .* exists on dav-3510 only"):
        _cube(DAV_2201, body, _gm_with(np.zeros(256, np.float16)))


# -- asc_copy_gm2l1_nd2nz ------------------------------------------------------------------------------------

def _nd2nz_want(src: np.ndarray, size: int, nd: int, n: int, d: int, smat: int, srow: int, c0s: int, ns: int,
                dmat: int) -> np.ndarray:
    """The 2201 page (half, C0 = 16): element (i, r, j) of matrix i comes from src[i x smat + r x srow + j] and
    lands at element i x dmat + (j // 16) x c0s x 16 + r x ns x 16 + j % 16; a row's last block is zero past d."""
    out = np.zeros(size, np.float16)
    for i in range(nd):
        for r in range(n):
            for j in range(-(-d // 16) * 16):
                v = src[i * smat + r * srow + j] if j < d else 0
                out[i * dmat + (j // 16) * c0s * 16 + r * ns * 16 + j % 16] = v
    return out


@pytest.mark.parametrize("arch", ARCHES)
def test_gm2l1_nd2nz_nd_num_form_of_the_2201_page(arch: str) -> None:
    src = np.random.default_rng(4).integers(-50, 50, 400).astype(np.float16)
    size = 2048
    args = (2, 5, 24, 144, 40, 6, 1, 512)  # nd_num, n, d, src matrix stride, src row stride, c0, n, dst matrix
    got: list[np.ndarray] = []

    def body(g: ascsim.gm_ptr[ascsim.half]) -> None:
        dst = ascsim.l1_array(ascsim.half, size)
        dst.write(np.zeros(size, np.float16))
        c.asc_copy_gm2l1_nd2nz(dst, g, *args)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.asarray(dst.read(size)))

    _cube(arch, body, _gm_with(src))
    assert np.array_equal(got[0], _nd2nz_want(src, size, *args))


def test_gm2l1_nd2nz_form_of_the_3510_page_is_an_arch_error_on_2201() -> None:
    def body(g: ascsim.gm_ptr[ascsim.half]) -> None:
        dst = ascsim.l1_array(ascsim.half, 256)
        c.asc_copy_gm2l1_nd2nz(dst, g, 32, 0, 16, 16, 0, False)

    with pytest.raises(ArchError, match="exists on dav-3510 only"):
        _cube(DAV_2201, body, _gm_with(np.zeros(256, np.float16)))


# -- asc_copy_l12bt -------------------------------------------------------------------------------------------

def _bt_after(arch: str, nbytes: int, call: Callable[[Any], None]) -> np.ndarray:
    got: list[np.ndarray] = []
    data = (np.arange(nbytes) % 251).astype(np.uint8)

    def body() -> None:
        src = _l1(data)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        call(src)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.array(aicore.current("bt", "test").bytes[:nbytes]))

    _cube(arch, body)
    return got[0]


@pytest.mark.parametrize("arch", ARCHES)
def test_l12bt_void_forms_of_both_pages(arch: str) -> None:
    """Both pages: the size form copies size bytes; the burst form n_burst bursts of len_burst 32-byte blocks,
    source_gap / dst_gap blocks from one burst's end to the next one's start."""
    data = (np.arange(512) % 251).astype(np.uint8)
    assert np.array_equal(_bt_after(arch, 256, lambda s: c.asc_copy_l12bt(0, s.cast(None), 256)), data[:256])
    got = _bt_after(arch, 512, lambda s: c.asc_copy_l12bt(0, s.cast(None), 0, 2, 2, 1, 3))
    want = np.zeros(512, np.uint8)
    for i in range(2):
        want[i * 5 * 32:i * 5 * 32 + 64] = data[i * 3 * 32:i * 3 * 32 + 64]
    assert np.array_equal(got[:320], want[:320])


def test_l12bt_typed_forms_are_3510_only_and_the_2201_table_is_1_kib() -> None:
    data = (np.arange(2048) % 251).astype(np.uint8)
    assert np.array_equal(_bt_after(DAV_3510, 64, lambda s: c.asc_copy_l12bt(0, s.cast(ascsim.half), 64)),
                          data[:64])
    with pytest.raises(ArchError, match="this form of asc_copy_l12bt .* exists on dav-3510 only"):
        _bt_after(DAV_2201, 64, lambda s: c.asc_copy_l12bt(0, s.cast(ascsim.half), 64))
    # The bias table: 4 KiB on dav-3510, 1 KiB on dav-2201 (the two storage tables).
    assert np.array_equal(_bt_after(DAV_3510, 2048, lambda s: c.asc_copy_l12bt(0, s.cast(None), 2048)), data)
    with pytest.raises(MemoryAccessError):
        _bt_after(DAV_2201, 2048, lambda s: c.asc_copy_l12bt(0, s.cast(None), 2048))


# -- asc_copy_l12fb --------------------------------------------------------------------------------------------

def _fb_after(arch: str, call: Callable[[Any, Any], None], nbytes: int = 512) -> np.ndarray:
    got: list[np.ndarray] = []

    def body() -> None:
        src = _l1((np.arange(nbytes) % 241).astype(np.uint8))
        dst = ascsim.fb_array(ascsim.uint8_t, nbytes)
        dst.write(np.zeros(nbytes, np.uint8))
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        call(dst, src)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.asarray(dst.read(nbytes)))

    _cube(arch, body)
    return got[0]


@pytest.mark.parametrize(("arch", "unit"), [(DAV_2201, 32), (DAV_3510, 64)])
def test_l12fb_burst_form_units_per_page(arch: str, unit: int) -> None:
    """len_burst and dst_gap_size: 32-byte blocks on the 2201 page, 64-byte blocks on the 3510 page; src_gap_size
    32-byte blocks on both."""
    data = (np.arange(512) % 241).astype(np.uint8)
    got = _fb_after(arch, lambda d, s: c.asc_copy_l12fb(d.cast(None), s.cast(None), 2, 2, 1, 1))
    want = np.zeros(512, np.uint8)
    for i in range(2):
        so, do = i * (2 * unit + 32), i * (2 + 1) * unit
        want[do:do + 2 * unit] = data[so:so + 2 * unit]
    assert np.array_equal(got, want)


@pytest.mark.parametrize("arch", ARCHES)
def test_l12fb_size_form(arch: str) -> None:
    data = (np.arange(512) % 241).astype(np.uint8)
    got = _fb_after(arch, lambda d, s: c.asc_copy_l12fb(d.cast(None), s.cast(None), 96))
    assert np.array_equal(got[:96], data[:96]) and not got[96:].any()


def test_l12fb_size_must_be_32_byte_aligned_on_2201_and_the_buffer_is_2_kib() -> None:
    with pytest.raises(AscValueError, match="multiple of 32"):
        _fb_after(DAV_2201, lambda d, s: c.asc_copy_l12fb(d.cast(None), s.cast(None), 40))
    with pytest.raises(MemoryAccessError):
        _fb_after(DAV_2201, lambda d, s: None, 4096)  # a 4 KiB __fbuf__ array: dav-3510's size only
    assert _fb_after(DAV_3510, lambda d, s: None, 4096).size == 4096


# -- asc_copy_l12l0a / asc_copy_l12l0b ------------------------------------------------------------------------

@pytest.mark.parametrize("arch", ARCHES)
@pytest.mark.parametrize("which", ["a", "b"])
def test_l12l0_repeat_form_of_the_2201_page(arch: str, which: str) -> None:
    """Fractal i is fractal start_index + i x src_stride of src, written dst_gap fractals after the previous."""
    src = np.random.default_rng(5).integers(0, 256, 8 * FRAC, dtype=np.uint8)
    got: list[np.ndarray] = []

    def body() -> None:
        s = _l1(src)
        d = (ascsim.l0a_array if which == "a" else ascsim.l0b_array)(ascsim.int8_t, 6 * FRAC)
        d.write(np.zeros(6 * FRAC, np.int8))
        (c.asc_copy_l12l0a if which == "a" else c.asc_copy_l12l0b)(d, s.cast(ascsim.int8_t), 2, 3, 2, 1)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.asarray(d.read(6 * FRAC)).view(np.uint8))

    _cube(arch, body)
    want = np.zeros(6 * FRAC, np.uint8)
    for i in range(3):
        want[2 * i * FRAC:(2 * i + 1) * FRAC] = src[(2 + 2 * i) * FRAC:(3 + 2 * i) * FRAC]
    assert np.array_equal(got[0], want)


@pytest.mark.parametrize("which", ["a", "b"])
def test_l12l0_2d_form_of_the_3510_page_is_an_arch_error_on_2201(which: str) -> None:
    def body() -> None:
        s = ascsim.l1_array(ascsim.half, 256)
        d = (ascsim.l0a_array if which == "a" else ascsim.l0b_array)(ascsim.half, 256)
        (c.asc_copy_l12l0a if which == "a" else c.asc_copy_l12l0b)(d, s, 0, 0, 1, 1, 1, 1)

    with pytest.raises(ArchError, match="exists on dav-3510 only"):
        _cube(DAV_2201, body)


def _fmatrix(h: int, w: int) -> Any:
    cfg = classes()["asc_l13d_fmatrix_config"]()
    cfg.config = h | w << 16
    return cfg


@pytest.mark.parametrize("arch", ARCHES)
def test_load3d_into_l0a_writes_the_layout_of_each_architecture(arch: str) -> None:
    """A 1 x 1 filter over a 4 x 8 map of 32 half channels (two channel blocks): the img2col matrix is 32
    positions x 32 channels. dav-2201 keeps L0A as ZZ (its architecture page: row blocks of 16, their fractals
    along K), dav-3510 as NZ (column blocks of 16 channels, their fractals along M)."""
    h, w, ch = 4, 8, 32
    x = np.random.default_rng(6).integers(-50, 50, (ch // 16, h, w, 16)).astype(np.float16)  # NC1HWC0
    got: list[np.ndarray] = []

    def body() -> None:
        src = ascsim.l1_array(ascsim.half, x.size)
        src.write(x.reshape(-1))
        dst = ascsim.l0a_array(ascsim.half, h * w * ch)
        c.asc_set_l13d_fmatrix(_fmatrix(h, w))
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l12l0a(dst, src, ch, h * w, 0, 0, 1, 1, 1, 1, 1, 1, False, False, False, False, ch)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.asarray(dst.read(h * w * ch)))

    _cube(arch, body)
    mat = np.zeros((h * w, ch), np.float16)  # row: output position (width first); column: channel
    for p in range(h * w):
        for q in range(ch):
            mat[p, q] = x[q // 16, p // w, p % w, q % 16]
    want = np.zeros(h * w * ch, np.float16)
    m1, k1 = h * w // 16, ch // 16
    for r in range(h * w):
        for q in range(ch):
            frac = (r // 16) * k1 + q // 16 if arch == DAV_2201 else (q // 16) * m1 + r // 16
            want[frac * 256 + (r % 16) * 16 + q % 16] = mat[r, q]
    assert np.array_equal(got[0], want)


def test_load3d_element_types_of_the_2201_pages() -> None:
    """The 2201 pages load int8 into L0A but not into L0B (its load3d forms: half, bfloat16, float, int32,
    uint32)."""
    def body() -> None:
        src = ascsim.l1_array(ascsim.int8_t, 512)
        dst = ascsim.l0b_array(ascsim.int8_t, 512)
        c.asc_copy_l12l0b(dst, src, 32, 16, 0, 0, 1, 1, 1, 1, 1, 1, False, False, False, False, 32)

    with pytest.raises(ArchError, match="this form of asc_copy_l12l0b .* exists on dav-3510 only"):
        _cube(DAV_2201, body)


# -- asc_copy_l12l0b_trans -------------------------------------------------------------------------------------

@pytest.mark.parametrize("arch", ARCHES)
def test_l12l0b_trans_older_form_of_the_2201_page(arch: str) -> None:
    """half: a square block is one 16 x 16 fractal; block i is block index_id + i x src_stride of src,
    transposed, written at fractal i x (1 + dst_gap)."""
    src = np.random.default_rng(7).integers(-99, 99, 6 * 256).astype(np.float16)
    got: list[np.ndarray] = []

    def body() -> None:
        s = ascsim.l1_array(ascsim.half, src.size)
        s.write(src)
        d = ascsim.l0b_array(ascsim.half, 5 * 256)
        d.write(np.zeros(5 * 256, np.float16))
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_copy_l12l0b_trans(d, s, 1, 3, 2, 1, False, 0)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(np.asarray(d.read(5 * 256)))

    _cube(arch, body)
    want = np.zeros(5 * 256, np.float16)
    for i in range(3):
        block = src[(1 + 2 * i) * 256:(2 + 2 * i) * 256].reshape(16, 16)
        if 2 * i < 5:
            want[2 * i * 256:(2 * i + 1) * 256] = block.T.reshape(-1)
    assert np.array_equal(got[0][:5 * 256], want)


def test_l12l0b_trans_newer_form_of_the_3510_page_is_an_arch_error_on_2201() -> None:
    def body() -> None:
        s = ascsim.l1_array(ascsim.half, 256)
        d = ascsim.l0b_array(ascsim.half, 256)
        c.asc_copy_l12l0b_trans(d, s, 0, 1, 1, 0, 0, 0)

    with pytest.raises(ArchError, match="exists on dav-3510 only"):
        _cube(DAV_2201, body)
