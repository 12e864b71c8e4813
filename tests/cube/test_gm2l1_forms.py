"""The GM->L1 copies with padding modes, loops and fractals (c_api/cube_gm2l1.py): asc_copy_gm2l1's
pad_func_mode (asc_channel_pad_mode) and fractal loads, asc_copy_gm2l1_pad1 ... _pad8, asc_copy_gm2l1_align with
the GM->L1 loop and pad registers, the nd_num form of asc_copy_gm2l1_nd2nz and asc_set_gm2l1_padding. Each
reference walks the pages' definitions byte by byte (the choices they leave open as docs/semantics.md writes
them)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import acl
from ascsim import c_api as c
from ascsim.errors import AscValueError, UnsupportedError

L1_BYTES = 4096
FILL = 0xEE  # L1 before the copy
U8 = ascsim.uint8_t
#: The pad forms (asc_copy_gm2l1_padN, the dav-2201 page): a 32-byte block holds pieces of this many data bytes,
#: each followed by zero padding up to 32 / pieces bytes.
INSERT = {1: (1, 1), 2: (1, 2), 3: (2, 2), 4: (4, 2), 5: (8, 2)}  # mode: (piece bytes, pieces per block)
#: The channel modes of dav-3510 (pad_func_mode, asc_channel_pad_mode): data bytes at the start of a 32-byte block,
#: then padding values of 8 bits (mode 1) or 16 bits (modes 2-5) from the padding register.
EXPAND = {1: 1, 2: 2, 3: 4, 4: 8, 5: 16}
KEEP = {6: 4, 7: 8, 8: 16}


@pytest.fixture(autouse=True)
def _fresh() -> Any:
    yield
    acl.finalize()


def _gm(data: np.ndarray) -> int:
    acl.init()
    acl.rt.set_device(0)
    ptr, ret = acl.rt.malloc(data.size, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    assert ret == acl.ACL_SUCCESS
    acl.rt.memcpy(ptr, data.size, acl.util.numpy_to_ptr(data), data.size, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    return int(ptr)


def _sized(fn: Any, d: Any, s: Any) -> None:
    """``fn(l1, gm, 96)``: a size form of 96 bytes."""
    fn(d, s, 96)


def _align_padded(select: bool, d: Any, s: Any) -> None:
    """asc_copy_gm2l1_align of half elements with left and right padding (3 bursts of 10 bytes)."""
    h = ascsim.half
    c.asc_copy_gm2l1_align(d.cast(h), s.cast(h), 3, 10, 1, 2, select, 0, 50, 64)


def _run(src: np.ndarray, call: Callable[[Any, Any], None], pre: Callable[[], None] | None = None) -> np.ndarray:
    """L1 (FILL before) after ``call(l1, gm)`` with uint8 pointers, on the cube core."""
    ptr = _gm(src)
    out: list[np.ndarray] = []

    def body(g: ascsim.gm_ptr[U8]) -> None:
        l1 = ascsim.l1_array(U8, L1_BYTES)
        l1.write(np.full(L1_BYTES, FILL, np.uint8))
        if pre is not None:
            pre()
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        call(l1, g)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        out.append(l1.read(L1_BYTES))

    ascsim.cube_kernel(body)[1](ptr)
    return out[0]


def _src(n: int = 2048, seed: int = 1) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 256, n, dtype=np.uint8)


def _block(mode: int, data: np.ndarray) -> np.ndarray:
    """One 32-byte destination block of an inserting pad form from its data bytes; padding is 0."""
    piece, pieces = INSERT[mode]
    out = np.zeros(32, np.uint8)
    for p in range(pieces):
        out[p * 32 // pieces:p * 32 // pieces + piece] = data[p * piece:(p + 1) * piece]
    return out


def _channel_block(mode: int, data: np.ndarray, pad: int) -> np.ndarray:
    """One 32-byte destination block of an EXPAND channel mode: the data, then the padding register's low 8 (mode
    1) or 16 bits repeated."""
    k = EXPAND[mode]
    width = 1 if mode == 1 else 2
    fill = list((pad & ((1 << (8 * width)) - 1)).to_bytes(width, "little")) * 32
    return np.array(list(data[:k]) + fill[:32 - k], np.uint8)


# -- pad_func_mode of the stride form ---------------------------------------------------------------------

@pytest.mark.parametrize("mode", [1, 2, 3, 4, 5])
def test_stride_form_inserting_modes_write_one_padded_block_per_burst(mode: int) -> None:
    src = _src()
    n, dst_stride = 3, 2  # destination blocks 64 bytes apart; the source read back to back
    got = _run(src, lambda d, s: c.asc_copy_gm2l1(d, s, n, 1, mode, 999, dst_stride),
               lambda: c.asc_set_l13d_padding(ascsim.uint16_t(0xA1B2)))
    want = np.full(L1_BYTES, FILL, np.uint8)
    k = EXPAND[mode]
    for i in range(n):
        want[i * 64:i * 64 + 32] = _channel_block(mode, src[i * k:(i + 1) * k], 0xA1B2)
    assert np.array_equal(got, want)


def test_stride_form_takes_the_channel_pad_mode_enum_and_asc_set_gm2l1_padding() -> None:
    src = _src()
    mode = ascsim.asc_channel_pad_mode.EXPAND_4B
    for setter, value, pad in ((c.asc_set_gm2l1_padding, ascsim.int8_t(-2), 0xFEFE),
                               (c.asc_set_gm2l1_padding, np.float16(1.5), 0x3E00),
                               (c.asc_set_gm2l1_padding, 0x12345678, 0x5678)):
        got = _run(src, lambda d, s: c.asc_copy_gm2l1(d, s, 2, 1, mode, 0, 1), functools.partial(setter, value))
        want = np.full(L1_BYTES, FILL, np.uint8)
        for i in range(2):
            want[i * 32:(i + 1) * 32] = _channel_block(3, src[i * 4:(i + 1) * 4], pad)
        assert np.array_equal(got, want), value


@pytest.mark.parametrize("mode", [6, 7, 8])
def test_stride_form_removing_modes_keep_the_low_bytes_back_to_back(mode: int) -> None:
    src = _src()
    n, blocks, src_stride = 3, 2, 3  # bursts of 64 source bytes, 96 bytes apart
    got = _run(src, lambda d, s: c.asc_copy_gm2l1_sync(d, s, n, blocks, mode,
                                                       src_stride, 12345))
    want = np.full(L1_BYTES, FILL, np.uint8)
    k = KEEP[mode]
    pos = 0
    for i in range(n):
        for b in range(blocks):
            start = i * src_stride * 32 + b * 32
            want[pos:pos + k] = src[start:start + k]
            pos += k
    assert np.array_equal(got, want)


def test_stride_form_bad_padding_arguments_are_reported() -> None:
    with pytest.raises(AscValueError, match="pad mode 9"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1(d, s, 1, 1, 9, 0, 0))
    with pytest.raises(AscValueError, match="must be 1"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1(d, s, 1, 2, 3, 0, 0))


def test_stride_form_runs_the_gm2l1_loops() -> None:
    src = _src()

    def pre() -> None:
        c.asc_set_gm2l1_loop_size(2, 3)
        c.asc_set_gm2l1_loop1_stride(40, 96)
        c.asc_set_gm2l1_loop2_stride(200, 320)

    # Bursts of 32 bytes, 3 x 32 bytes apart in GM and 1 x 32 in L1 (the strides count 32-byte blocks).
    got = _run(src, lambda d, s: c.asc_copy_gm2l1(d, s, 2, 1, 0, 3, 1), pre)
    want = np.full(L1_BYTES, FILL, np.uint8)
    for j in range(3):
        for i in range(2):
            for b in range(2):
                so, do = j * 200 + i * 40 + b * 96, j * 320 + i * 96 + b * 32
                want[do:do + 32] = src[so:so + 32]
    assert np.array_equal(got, want)


# -- asc_copy_gm2l1_pad1 ... _pad8 --------------------------------------------------------------------------

@pytest.mark.parametrize("mode", range(1, 9))
def test_pad_forms_gap_form(mode: int) -> None:
    src = _src()
    n, blocks, sgap, dgap = 2, 3, 1, 2
    fn = getattr(c, f"asc_copy_gm2l1_pad{mode}")
    got = _run(src, lambda d, s: fn(d, s, n, blocks, sgap, dgap))
    want = np.full(L1_BYTES, FILL, np.uint8)
    # len_burst counts the 32-byte blocks of the wide side: written when inserting, read when removing.
    s_per = INSERT[mode][0] * INSERT[mode][1] if mode in INSERT else 32
    d_per = 32 if mode in INSERT else KEEP[mode]
    for i in range(n):
        s0 = i * (blocks * s_per + sgap * 32)
        d0 = i * (blocks * d_per + dgap * 32)
        for b in range(blocks):
            piece = src[s0 + b * s_per:s0 + (b + 1) * s_per]
            want[d0 + b * d_per:d0 + (b + 1) * d_per] = _block(mode, piece) if mode in INSERT else piece[:d_per]
    assert np.array_equal(got, want)


@pytest.mark.parametrize("mode", [2, 7])
def test_pad_forms_size_form_and_sync(mode: int) -> None:
    src = _src()
    for name in (f"asc_copy_gm2l1_pad{mode}", f"asc_copy_gm2l1_pad{mode}_sync"):
        fn = getattr(c, name)
        got = _run(src, functools.partial(_sized, fn))
        want = np.full(L1_BYTES, FILL, np.uint8)
        for b in range(3):  # three blocks of the wide side
            if mode in INSERT:
                want[b * 32:(b + 1) * 32] = _block(mode, src[b * 2:(b + 1) * 2])
            else:
                want[b * 8:(b + 1) * 8] = src[b * 32:b * 32 + 8]
        assert np.array_equal(got, want), name


def test_pad_forms_bad_arguments_are_reported() -> None:
    with pytest.raises(AscValueError, match="size = 40"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1_pad1(d, s, 40))
    with pytest.raises(AscValueError, match="n_burst = 4096"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1_pad6(d, s, 4096, 1, 0, 0))
    with pytest.raises(AscValueError, match="len_burst = 0"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1_pad6(d, s, 1, 0, 0, 0))


# -- asc_copy_gm2l1_align -----------------------------------------------------------------------------------

def _align_ref(src: np.ndarray, es: int, n: int, length: int, left: int, right: int, sstride: int, dstride: int,
               loops: tuple[int, int, int, int, int, int] = (1, 1, 0, 0, 0, 0), pad: bytes | None = None
               ) -> np.ndarray:
    """The align page (and asc_copy_gm2ub_align's): each burst is left padding, len_burst bytes, right padding,
    then filler to a 32-byte boundary (packed bursts: filler after the last one only); padding repeats the
    burst's first element or the pad register's low bytes."""
    want = np.full(L1_BYTES, FILL, np.uint8)
    size1, size2, s1, d1, s2, d2 = loops
    block = (left + right) * es + length
    packed = dstride == block
    for j in range(size2):
        for i in range(size1):
            for b in range(n):
                so = j * s2 + i * s1 + b * sstride
                do = j * d2 + i * d1 + b * dstride
                data = src[so:so + length]
                fill = np.frombuffer(pad if pad is not None else data[:es].tobytes(), np.uint8)
                run = [np.resize(fill, left * es), data, np.resize(fill, right * es)]
                if not packed:
                    run.append(np.resize(fill, -block % 32))
                elif b == n - 1:
                    run.append(np.resize(fill, -(n * block) % 32))
                row = np.concatenate(run)
                want[do:do + row.size] = row
    return want


def test_align_form_fills_each_burst_with_its_first_element() -> None:
    src = _src()
    h = ascsim.half
    got = _run(src, lambda d, s: c.asc_copy_gm2l1_align(d.cast(h), s.cast(h), 3, 10, 0, 0, False, 0, 50, 64))
    assert np.array_equal(got, _align_ref(src, 2, 3, 10, 0, 0, 50, 64))


def test_align_form_left_and_right_padding_take_the_pad_register() -> None:
    """A padding count not 0: the pad register fills padding and filler whatever data_select_bit says."""
    src = _src()
    for select in (False, True):
        got = _run(src, functools.partial(_align_padded, select),
                   lambda: c.asc_set_gm2l1_pad(0x11223344))
        assert np.array_equal(got, _align_ref(src, 2, 3, 10, 1, 2, 50, 64, pad=bytes([0x44, 0x33])))


def test_align_form_packed_bursts_and_data_select() -> None:
    src = _src()
    f = ascsim.float_
    got = _run(src, lambda d, s: c.asc_copy_gm2l1_align_sync(d.cast(f), s.cast(f), 3, 12, 0, 0, True, 4, 20, 12),
               lambda: c.asc_set_gm2l1_pad(0x11223344))
    assert np.array_equal(got, _align_ref(src, 4, 3, 12, 0, 0, 20, 12, pad=bytes([0x44, 0x33, 0x22, 0x11])))


def test_align_form_of_the_newer_headers_takes_an_l2_cache_mode() -> None:
    """asc_copy_gm2l1_align(..., bool enable_data_select, asc_load_l2_cache_mode, src_stride, dst_stride): the same
    copy (NOTALLOC_DROP is no value of the uint8_t form's table, so this is the enum form)."""
    src = _src()
    h = ascsim.half
    mode = ascsim.asc_load_l2_cache_mode.NOTALLOC_DROP
    got = _run(src, lambda d, s: c.asc_copy_gm2l1_align(d.cast(h), s.cast(h), 2, 6, 0, 0, False, mode, 40, 64))
    assert np.array_equal(got, _align_ref(src, 2, 2, 6, 0, 0, 40, 64))


def test_align_form_runs_the_gm2l1_loops() -> None:
    src = _src()
    i8 = ascsim.int8_t

    def pre() -> None:  # the page's example, then a reset of the loops is the caller's business
        c.asc_set_gm2l1_loop_size(2, 2)
        c.asc_set_gm2l1_loop1_stride(96, 128)
        c.asc_set_gm2l1_loop2_stride(192, 288)

    got = _run(src, lambda d, s: c.asc_copy_gm2l1_align(d.cast(i8), s.cast(i8), 2, 33, 0, 0, False, 0, 40, 64), pre)
    assert np.array_equal(got, _align_ref(src, 1, 2, 33, 0, 0, 40, 64, loops=(2, 2, 96, 128, 192, 288)))


def test_align_form_bad_arguments_are_reported() -> None:
    h = ascsim.half
    with pytest.raises(AscValueError, match="len_burst = 5 bytes"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1_align(d.cast(h), s.cast(h), 1, 5, 0, 0, False, 0, 0, 32))
    with pytest.raises(AscValueError, match="left_padding_count = 17"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1_align(d.cast(h), s.cast(h), 1, 4, 17, 0, False, 0, 0, 64))
    with pytest.raises(AscValueError, match="burst_dst_stride = 40"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1_align(d.cast(h), s.cast(h), 2, 4, 0, 0, False, 0, 0, 40))
    with pytest.raises(AscValueError, match="burst_dst_stride = 6 bytes must be a multiple of 32$"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1_align(d.cast(h), s.cast(h), 2, 4, 1, 0, False, 0, 0, 6))
    with pytest.raises(AscValueError, match="with the GM->L1 loops"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1_align(d.cast(h), s.cast(h), 1, 4, 1, 0, False, 0, 0, 32),
             lambda: c.asc_set_gm2l1_loop_size(2, 1))
    with pytest.raises(AscValueError, match="l2_cache_ctl = 3"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1_align(d.cast(h), s.cast(h), 1, 4, 0, 0, False, 3, 0, 32))
    with pytest.raises(AscValueError, match="loop1_dst_stride = 48"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1_align(d.cast(h), s.cast(h), 1, 4, 0, 0, False, 0, 0, 32),
             lambda: c.asc_set_gm2l1_loop1_stride(0, 48))


# -- fractal loads ------------------------------------------------------------------------------------------

def test_repeat_form_loads_fractals_from_base_idx() -> None:
    src = _src(8 * 512)
    h = ascsim.half
    got = _run(src, lambda d, s: c.asc_copy_gm2l1(d.cast(h), s.cast(h), 1, 3, 2, 1))
    want = np.full(L1_BYTES, FILL, np.uint8)
    for i in range(3):  # fractal 1 + 2i of GM to fractal 2i of L1 (one fractal's gap after each)
        want[i * 1024:i * 1024 + 512] = src[(1 + 2 * i) * 512:(2 + 2 * i) * 512]
    assert np.array_equal(got, want)


def test_2d_form_loads_m_step_fractals_from_m_start() -> None:
    src = _src(8 * 512)
    i8 = ascsim.int8_t
    got = _run(src, lambda d, s: c.asc_copy_gm2l1_sync(d.cast(i8), s.cast(i8), 2, 0, 5, 3, 1, 0, 0))
    want = np.full(L1_BYTES, FILL, np.uint8)
    want[:3 * 512] = src[2 * 512:5 * 512]
    assert np.array_equal(got, want)
    nop = _run(src, lambda d, s: c.asc_copy_gm2l1(d.cast(i8), s.cast(i8), 2, 0, 5, 0, 1, 0, 0))
    assert np.array_equal(nop, np.full(L1_BYTES, FILL, np.uint8))


def test_2d_form_what_it_cannot_know_is_reported() -> None:
    i8 = ascsim.int8_t
    with pytest.raises(UnsupportedError, match="MTE2_SRC_PARA"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1(d.cast(i8), s.cast(i8), 0, 0, 1, 1, 2, 0, 0))
    with pytest.raises(UnsupportedError, match="decomp_mode = 1"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1(d.cast(i8), s.cast(i8), 0, 0, 1, 1, 1, 1, 0))
    with pytest.raises(AscValueError, match="l2_cache_ctl = 5"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1(d.cast(i8), s.cast(i8), 0, 0, 1, 1, 1, 0, 5))


# -- the nd_num form of asc_copy_gm2l1_nd2nz ----------------------------------------------------------------

@pytest.mark.parametrize(("elem", "cols", "n_stride"), [("half", 20, 1), ("int8_t", 40, 2), ("float_", 10, 1)])
def test_nd2nz_nd_num_form(elem: str, cols: int, n_stride: int) -> None:
    e = getattr(ascsim, elem)
    size = e.size
    c0 = 32 // size
    src = _src(4096, seed=3)
    nd, rows, s_row, s_mat, c0_stride, d_mat = 2, 5, cols + 3, 5 * (cols + 3) + 7, 12, 800 // size
    got = _run(src, lambda d, s: c.asc_copy_gm2l1_nd2nz(d.cast(e), s.cast(e), nd, rows, cols, s_mat, s_row,
                                                        c0_stride, n_stride, d_mat))
    want = np.full(L1_BYTES, FILL, np.uint8)
    for i in range(nd):
        for r in range(rows):
            for q in range(-(-cols // c0) * c0):  # column q of row r: block q // c0, position q % c0
                d = i * d_mat * size + (q // c0) * c0_stride * 32 + r * n_stride * 32 + (q % c0) * size
                if q >= cols:
                    want[d:d + size] = 0
                else:
                    s = (i * s_mat + r * s_row + q) * size
                    want[d:d + size] = src[s:s + size]
    assert np.array_equal(got, want)


def test_nd2nz_nd_num_form_bad_strides_are_reported() -> None:
    h = ascsim.half
    with pytest.raises(AscValueError, match="src_d_value = 0"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1_nd2nz(d.cast(h), s.cast(h), 1, 2, 16, 0, 0, 2, 1, 16))
    with pytest.raises(AscValueError, match="n_value = 16385"):
        _run(_src(), lambda d, s: c.asc_copy_gm2l1_nd2nz(d.cast(h), s.cast(h), 1, 16385, 16, 0, 16, 2, 1, 16))
