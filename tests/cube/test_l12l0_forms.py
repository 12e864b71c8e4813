"""The L1 -> L0A/L0B loads beyond the 2D form and the 4:2 sparse multiply, each against a reference written
from the pages with plain loops (none of ascsim.ops): the older repeat form, the transposing 2D form for every
element width, the older transposing form with enable_addr_decrement, asc_copy_l12l0b_sparse and
asc_mmad_sparse (integer arithmetic on the original sparse B), with their _sync twins and refused inputs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import c_api as c
from ascsim.errors import AscValueError, MemoryAccessError, UninitializedError
from ascsim.runtime import check
from ascsim.runtime.context import CTX

FB = 512  # bytes of a fractal


def _run(body: Callable[[], None]) -> None:
    ascsim.cube_kernel(body)[1]()


def _bytes_in(space: str, data: np.ndarray) -> Any:
    """A uint8 array of ``space`` holding ``data``."""
    make = {"l1": ascsim.l1_array, "l0a": ascsim.l0a_array, "l0b": ascsim.l0b_array}[space]
    arr = make(ascsim.uint8_t, data.size)
    arr.write(data)
    c.asc_sync_pipe(ascsim.PIPE_ALL)  # the test's writes (PIPE_S) before the copies under test
    return arr


def _bits(e: Any) -> int:
    return 4 if e.name in ("int4b_t", "fp4x2_e2m1_t", "fp4x2_e1m2_t") else 8 * e.size


def _elems(frac: np.ndarray, bits: int) -> list[int]:
    """The codes of one 512-byte fractal, row after row (4-bit: low nibble first)."""
    if bits == 4:
        return [(int(b) >> s) & 15 for b in frac for s in (0, 4)]
    return [int(v) for v in frac.view({8: np.uint8, 16: np.uint16, 32: np.uint32}[bits])]


def _frac_bytes(codes: list[int], bits: int) -> np.ndarray:
    if bits == 4:
        return np.array([codes[2 * i] | (codes[2 * i + 1] << 4) for i in range(FB)], np.uint8)
    return np.array(codes, {8: np.uint8, 16: np.uint16, 32: np.uint32}[bits]).view(np.uint8)


# -- the older repeat form ------------------------------------------------------------------------

@pytest.mark.parametrize("dst_space", ["l0a", "l0b"])
@pytest.mark.parametrize("sync", [False, True])
@pytest.mark.parametrize(("elem", "start", "repeat", "sstride", "dgap"),
                         [(ascsim.half, 1, 3, 2, 1), (ascsim.int8_t, 0, 4, 0, 0), (ascsim.float_, 2, 2, 3, 2),
                          (ascsim.int4b_t, 5, 1, 1, 0), (ascsim.uint32_t, 0, 0, 1, 0)])
def test_repeat_form_copies_fractals_start_index_plus_i_src_stride(dst_space: str, sync: bool, elem: Any, start: int,
                                                                   repeat: int, sstride: int, dgap: int) -> None:
    """The dav-2201 page: fractal i comes from fractal start_index + i x src_stride (0: the same one again) and
    goes to fractal i x (1 + dst_gap) (dst_gap fractals between the end of one and the start of the next)."""
    rng = np.random.default_rng(repeat * 10 + start)
    src = rng.integers(0, 256, 12 * FB, dtype=np.uint8)
    old = rng.integers(0, 256, 12 * FB, dtype=np.uint8)
    want = old.copy()
    for i in range(repeat):
        s = (start + i * sstride) * FB
        d = i * (1 + dgap) * FB
        want[d:d + FB] = src[s:s + FB]
    got: list[np.ndarray] = []

    def body() -> None:
        s, d = _bytes_in("l1", src), _bytes_in(dst_space, old)
        name = f"asc_copy_l12{dst_space}" + ("_sync" if sync else "")
        getattr(c, name)(d.cast(elem), s.cast(elem), start, repeat, sstride, dgap)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(d.read(old.size))

    _run(body)
    assert np.array_equal(got[0], want)


def test_repeat_form_past_the_source_is_reported() -> None:
    def body() -> None:
        s, d = _bytes_in("l1", np.zeros(2 * FB, np.uint8)), _bytes_in("l0a", np.zeros(4 * FB, np.uint8))
        c.asc_copy_l12l0a(d.cast(ascsim.half), s.cast(ascsim.half), 1, 2, 1, 0)  # fractal 2 is past the 2 of src

    with check.mode("error"), pytest.raises(MemoryAccessError, match="past the end"):
        _run(body)


# -- the transposing 2D form ------------------------------------------------------------------------

def _transpose_reference(src: np.ndarray, old: np.ndarray, bits: int, m0: int, k0: int, ms: int, ks: int, ss: int,
                         ds: int) -> np.ndarray:
    """Element (i, j) of the (16 ms) x (c0 ks) part is row i % 16, column j % c0 of source fractal
    (k0 + j // c0) x src_stride + m0 + i // 16; its transpose T (T[p][q] = part[q][p]) is written as NZ: element
    (p, q) at row p % 16, column q % c0 of fractal (q // c0) x dst_stride + p // 16."""
    c0 = 256 // bits
    part = [[0] * (c0 * ks) for _ in range(16 * ms)]
    for i in range(16 * ms):
        for j in range(c0 * ks):
            f = (k0 + j // c0) * ss + m0 + i // 16
            part[i][j] = _elems(src[f * FB:(f + 1) * FB], bits)[(i % 16) * c0 + j % c0]
    fracs: dict[int, list[int]] = {}
    for p in range(c0 * ks):
        for q in range(16 * ms):
            f = (q // c0) * ds + p // 16
            if f not in fracs:
                fracs[f] = _elems(old[f * FB:(f + 1) * FB], bits)
            fracs[f][(p % 16) * c0 + q % c0] = part[q][p]
    out = old.copy()
    for f, codes in fracs.items():
        out[f * FB:(f + 1) * FB] = _frac_bytes(codes, bits)
    return out


@pytest.mark.parametrize("dst_space", ["l0a", "l0b"])
@pytest.mark.parametrize(("elem", "params"),
                         [(ascsim.half, (1, 0, 2, 2, 4, 3)), (ascsim.int8_t, (0, 1, 2, 2, 5, 4)),
                          (ascsim.fp8_e4m3fn_t, (2, 0, 4, 1, 6, 2)), (ascsim.float_, (1, 0, 3, 2, 4, 2)),
                          (ascsim.uint32_t, (0, 0, 1, 4, 1, 2)), (ascsim.int4b_t, (0, 1, 4, 1, 4, 1)),
                          (ascsim.fp4x2_e2m1_t, (0, 0, 4, 2, 4, 1))])
def test_transpose_writes_the_transposed_part_as_nz(dst_space: str, elem: Any, params: tuple[int, ...]) -> None:
    bits = _bits(elem)
    m0, k0, ms, ks, ss, ds = params
    rng = np.random.default_rng(bits + ms * 7 + ks)
    src = rng.integers(0, 256, 24 * FB, dtype=np.uint8)
    old = rng.integers(0, 256, 16 * FB, dtype=np.uint8)
    want = _transpose_reference(src, old, bits, m0, k0, ms, ks, ss, ds)
    got: list[np.ndarray] = []

    def body() -> None:
        s, d = _bytes_in("l1", src), _bytes_in(dst_space, old)
        getattr(c, f"asc_copy_l12{dst_space}_transpose_sync")(d.cast(elem), s.cast(elem), m0, k0, ms, ks, ss, ds)
        got.append(d.read(old.size))

    _run(body)
    assert np.array_equal(got[0], want)


def test_an_int8_a_transposed_into_l0a_feeds_mmad() -> None:
    """L1 holds A^T (64 x 32, K x M) as NZ; the transposing load (m_step 4, k_step 1, dst_stride 2: the row
    blocks of A) gives A as NZ, which asc_mmad multiplies."""
    rng = np.random.default_rng(11)
    a = rng.integers(-128, 128, (32, 64)).astype(np.int8)
    b = rng.integers(-128, 128, (64, 16)).astype(np.int8)
    at = a.T  # 64 x 32: four 16-row fractals of one 32-column block
    nz_at = np.concatenate([at[16 * r:16 * r + 16, :].reshape(-1) for r in range(4)]).view(np.uint8)
    zn_b = np.concatenate([b[32 * kb:32 * kb + 32, :].T.reshape(-1) for kb in range(2)])
    out: list[np.ndarray] = []

    def body() -> None:
        s = _bytes_in("l1", nz_at)
        l0a = ascsim.l0a_array(ascsim.int8_t, a.size)
        l0b = ascsim.l0b_array(ascsim.int8_t, b.size)
        l0b.write(zn_b)
        l0c = ascsim.l0c_array(ascsim.int32_t, 32 * 16)
        c.asc_copy_l12l0a_transpose_sync(l0a, s.cast(ascsim.int8_t), 0, 0, 4, 1, 4, 2)
        c.asc_mmad_sync(l0c, l0a, l0b, 32, 64, 16, 0, False, False, True)
        out.append(l0c.read(32 * 16).reshape(32, 16))

    _run(body)
    assert np.array_equal(out[0], a.astype(np.int32) @ b.astype(np.int32))


@pytest.mark.parametrize(("elem", "ms", "ks", "what"),
                         [(ascsim.int8_t, 3, 1, "m_step = 3 is not a multiple of 2"),
                          (ascsim.int4b_t, 2, 1, "m_step = 2 is not a multiple of 4"),
                          (ascsim.float_, 2, 3, "k_step = 3 is not a multiple of 2")])
def test_transpose_steps_must_fill_whole_squares(elem: Any, ms: int, ks: int, what: str) -> None:
    def body() -> None:
        s, d = _bytes_in("l1", np.zeros(16 * FB, np.uint8)), _bytes_in("l0b", np.zeros(16 * FB, np.uint8))
        c.asc_copy_l12l0b_transpose(d.cast(elem), s.cast(elem), 0, 0, ms, ks, 4, 4)

    with pytest.raises(AscValueError, match=what):
        _run(body)


# -- the older transposing form (enable_addr_decrement) ----------------------------------------------

@pytest.mark.parametrize("name", ["asc_copy_l12l0a_trans", "asc_copy_l12l0b_trans", "asc_copy_l12l0a_trans_sync"])
@pytest.mark.parametrize(("elem", "index_id", "repeat", "sstride", "dgap", "dec", "dfgap"),
                         [(ascsim.int8_t, 1, 2, 1, 1, False, 0), (ascsim.uint8_t, 3, 3, 1, 0, True, 2),
                          (ascsim.half, 0, 3, 2, 0, False, 5), (ascsim.bfloat16_t, 2, 3, 1, 1, True, 0),
                          (ascsim.float_, 1, 2, 2, 3, False, 1), (ascsim.int32_t, 2, 2, 2, 0, True, 0)])
def test_older_trans_transposes_square_blocks(name: str, elem: Any, index_id: int, repeat: int, sstride: int,
                                              dgap: int, dec: bool, dfgap: int) -> None:
    """The dav-2201 pages: square i is square index_id + i x src_stride (minus with enable_addr_decrement) of src,
    in squares (32 x 32 int8 of two fractals one below the other, one 16 x 16 half fractal, 16 x 16 float of two
    16 x 8 fractals side by side); it is transposed, cut into its fractals again, and written from fractal
    i x (1 + dst_gap), its fractals 1 + dst_frac_gap apart."""
    bits = _bits(elem)
    c0 = 256 // bits
    nf = 1 if bits == 16 else 2
    rng = np.random.default_rng(bits + index_id * 3 + repeat)
    src = rng.integers(0, 256, 10 * FB, dtype=np.uint8)
    old = rng.integers(0, 256, 20 * FB, dtype=np.uint8)
    want = old.copy()
    for i in range(repeat):
        block = index_id - i * sstride if dec else index_id + i * sstride
        square: dict[tuple[int, int], int] = {}
        for j in range(nf):
            f = block * nf + j
            vals = _elems(src[f * FB:(f + 1) * FB], bits)
            for r in range(16):
                for q in range(c0):
                    square[(r, j * c0 + q) if bits == 32 else (j * 16 + r, q)] = vals[r * c0 + q]
        for j in range(nf):
            codes = [square[(j * c0 + q, r) if bits == 32 else (q, j * 16 + r)] for r in range(16) for q in range(c0)]
            d = (i * (1 + dgap) + j * (1 + dfgap)) * FB
            want[d:d + FB] = _frac_bytes(codes, bits)
    got: list[np.ndarray] = []
    space = "l0a" if "l0a" in name else "l0b"

    def body() -> None:
        s, d = _bytes_in("l1", src), _bytes_in(space, old)
        getattr(c, name)(d.cast(elem), s.cast(elem), index_id, repeat, sstride, dgap, dec, dfgap)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        got.append(d.read(old.size))

    _run(body)
    assert np.array_equal(got[0], want)


def test_older_trans_decrementing_below_the_first_square_is_reported() -> None:
    def body() -> None:
        s, d = _bytes_in("l1", np.zeros(8 * FB, np.uint8)), _bytes_in("l0a", np.zeros(8 * FB, np.uint8))
        c.asc_copy_l12l0a_trans(d.cast(ascsim.int8_t), s.cast(ascsim.int8_t), 1, 3, 1, 0, True, 0)

    with pytest.raises(MemoryAccessError, match="before it"):
        _run(body)


# -- the 4:2 sparse load and multiply ---------------------------------------------------------------

def _densify(bs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The page's densification of a k x n B with at most two non-zeros in each group of four along k: per group,
    two kept values and their indices (the first non-zero's place in the group's first three values, the second's
    in its last three; one non-zero: the table's rows, the value in the slot its index reaches)."""
    k, n = bs.shape
    dense = np.zeros((k // 2, n), np.int64)
    index = np.zeros((k // 2, n), np.int64)
    for j in range(n):
        for g in range(k // 4):
            grp = [int(v) for v in bs[4 * g:4 * g + 4, j]]
            nz = [p for p in range(4) if grp[p]]
            if len(nz) == 2:
                idx, vals = (nz[0], nz[1] - 1), (grp[nz[0]], grp[nz[1]])
            elif len(nz) == 1 and nz[0] == 3:
                idx, vals = (0, 2), (0, grp[3])
            elif len(nz) == 1:
                idx, vals = (nz[0], 0), (grp[nz[0]], 0)
            else:
                idx, vals = (0, 0), (0, 0)
            dense[2 * g:2 * g + 2, j], index[2 * g:2 * g + 2, j] = vals, idx
    return dense, index


def _zn_bytes(mat: np.ndarray, bits: int) -> np.ndarray:
    """A k x n matrix as ZN fractals of 32 (bits 8) k values x 16 n: fractals along n first, each 16 n-rows of
    32 consecutive k values; bits 2: the same order, four codes to a byte, the first in the low bits."""
    k, n = mat.shape
    k1, n1 = -(-k // 32), -(-n // 16)
    flat = []
    for kb in range(k1):
        for nb in range(n1):
            for r in range(16):
                for q in range(32):
                    kk, nn = 32 * kb + q, 16 * nb + r
                    flat.append(int(mat[kk, nn]) if kk < k and nn < n else 0)
    if bits == 8:
        return np.array(flat, np.int64).astype(np.int8).view(np.uint8)
    return np.array([sum(flat[4 * i + s] << (2 * s) for s in range(4)) for i in range(len(flat) // 4)], np.uint8)


def _nz_bytes(a: np.ndarray) -> np.ndarray:
    """An int8 m x k matrix as NZ: column blocks of 32, each 16 m1 rows."""
    m, k = a.shape
    m1, k1 = -(-m // 16), -(-k // 32)
    pad = np.zeros((16 * m1, 32 * k1), np.int8)
    pad[:m, :k] = a
    return np.concatenate([pad[:, 32 * kb:32 * kb + 32].reshape(-1) for kb in range(k1)]).view(np.uint8)


def _sparse_b(rng: np.random.Generator, k: int, n: int) -> np.ndarray:
    bs = np.zeros((k, n), np.int64)
    for j in range(n):
        for g in range(k // 4):
            places = rng.choice(4, int(rng.integers(0, 3)), replace=False)
            bs[4 * g + places, j] = rng.integers(1, 128, places.size) * rng.choice([-1, 1], places.size)
    return bs


def _sparse_mmad(a: np.ndarray, dense: np.ndarray, index: np.ndarray, m: int, k: int, n: int, mode: str,
                 c_old: np.ndarray | None = None, bias: np.ndarray | None = None, sync: bool = False,
                 b_frac_offset: int = 0) -> np.ndarray:
    """Load A (NZ) into L0A, the dense B and its index through asc_copy_l12l0b_sparse, run asc_mmad_sparse; the
    m x n result read back from L0C."""
    zn_b, zn_i = _zn_bytes(dense, 8), _zn_bytes(index, 2)
    nfrac = zn_b.size // FB
    m1, n1 = -(-m // 16), -(-n // 16)
    out: list[np.ndarray] = []

    def body() -> None:
        l1b = _bytes_in("l1", np.concatenate([np.zeros(b_frac_offset * FB, np.uint8), zn_b]))
        l1i = _bytes_in("l1", np.concatenate([np.zeros(b_frac_offset * 128, np.uint8), zn_i]))
        l0a = _bytes_in("l0a", _nz_bytes(a))
        l0b = ascsim.l0b_array(ascsim.int8_t, zn_b.size)
        l0c = ascsim.l0c_array(ascsim.int32_t, m1 * n1 * 256)
        l0c.write(c_old if c_old is not None else np.zeros(m1 * n1 * 256, np.int32))
        if bias is not None:
            bt = ascsim.l1_array(ascsim.int32_t, bias.size)
            bt.write(bias)
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            c.asc_copy_l12bt(0, bt, bias.size * 4)
        c.asc_copy_l12l0b_sparse(l0b, l1b.cast(ascsim.int8_t), l1i.cast(ascsim.int8_t), b_frac_offset, nfrac)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        mm = c.asc_mmad_sparse_sync if sync else c.asc_mmad_sparse
        mm(l0c, l0a.cast(ascsim.int8_t), l0b, m, k, n, 0, mode == "bias", mode == "zero")
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        raw = l0c.read(m1 * n1 * 256)
        out.append(np.concatenate([raw[nb * m1 * 256:(nb + 1) * m1 * 256].reshape(16 * m1, 16)
                                   for nb in range(n1)], axis=1)[:m, :n])

    _run(body)
    return out[0]


@pytest.mark.parametrize(("m", "k", "n", "mode", "sync", "offset"),
                         [(20, 64, 20, "zero", False, 0), (16, 40, 16, "l0c", True, 0), (7, 128, 33, "bias", False, 2),
                          (1, 8, 1, "zero", True, 1)])
def test_sparse_mmad_is_a_times_the_original_sparse_b(m: int, k: int, n: int, mode: str, sync: bool,
                                                      offset: int) -> None:
    """A (m x k) x the sparse B (k x n, at most two non-zeros per group of four along k), in integers, + the
    initial value: zero, L0C's values, or the bias table's row."""
    rng = np.random.default_rng(m + k + n)
    a = rng.integers(-128, 128, (m, k)).astype(np.int8)
    bs = _sparse_b(rng, k, n)
    dense, index = _densify(bs)
    m1, n1 = -(-m // 16), -(-n // 16)
    init = np.zeros((m, n), np.int64)
    c_old = bias = None
    if mode == "l0c":
        c_old = rng.integers(-2 ** 20, 2 ** 20, m1 * n1 * 256).astype(np.int32)
        nz = c_old.reshape(n1, 16 * m1, 16)
        init = np.concatenate(list(nz), axis=1)[:m, :n].astype(np.int64)
    elif mode == "bias":
        bias = rng.integers(-1000, 1000, 16 * n1).astype(np.int32)
        init = np.broadcast_to(bias[:n].astype(np.int64), (m, n))
    got = _sparse_mmad(a, dense, index, m, k, n, mode, c_old, bias, sync, offset)
    assert np.array_equal(got, (a.astype(np.int64) @ bs + init).astype(np.int32))


def test_sparse_index_pairs_that_reach_one_place_multiply_it_twice() -> None:
    """The selection table: indices (2, 0) take element 2 for both kept values, (1, 0) element 1 for both, (2, 1)
    (the second index counted in the last three) element 2 for both."""
    a = np.array([[3, 5, 7, 11] * 3], np.int8)  # one row, three groups of four
    dense = np.array([[2], [10], [4], [20], [6], [30]], np.int64)  # kept values (x, y) of each group
    index = np.array([[2], [0], [1], [0], [2], [1]], np.int64)
    got = _sparse_mmad(a, dense, index, 1, 12, 1, "zero")
    assert int(got[0, 0]) == 7 * (2 + 10) + 5 * (4 + 20) + 7 * (6 + 30)


def test_sparse_index_3_is_refused() -> None:
    index = np.zeros((16, 16), np.int64)
    index[5, 3] = 3
    with pytest.raises(AscValueError, match="B row 5 .*column 3 is 3"):
        _sparse_mmad(np.zeros((16, 32), np.int8), np.zeros((16, 16), np.int64), index, 16, 32, 16, "zero")


def test_sparse_load_moves_fractals_and_their_index() -> None:
    """repeat fractals from fractal start_index of src to dst, one after another; their 128-byte index fractals
    from fractal start_index of index to the sparse index buffer at dst's L0B address divided by 4."""
    rng = np.random.default_rng(2)
    src = rng.integers(0, 256, 6 * FB, dtype=np.uint8)
    idx = rng.integers(0, 256, 6 * 128, dtype=np.uint8)
    got: dict[str, Any] = {}

    def body() -> None:
        s, i = _bytes_in("l1", src), _bytes_in("l1", idx)
        ascsim.l0b_array(ascsim.int8_t, 2 * FB)  # dst is the second array: L0B address 1024
        d = ascsim.l0b_array(ascsim.int8_t, 4 * FB)
        c.asc_copy_l12l0b_sparse_sync(d, s.cast(ascsim.int8_t), i.cast(ascsim.int8_t), 2, 3)
        got["dst"], got["addr"] = d.cast(ascsim.uint8_t).read(3 * FB), d.addr
        got["idx"] = CTX.aicore.buffer("l0b_sparse").bytes.copy()

    _run(body)
    assert np.array_equal(got["dst"], src[2 * FB:5 * FB])
    base = got["addr"] // 4
    assert np.array_equal(got["idx"][base:base + 3 * 128], idx[2 * 128:5 * 128])
    assert not got["idx"][:base].any() and not got["idx"][base + 3 * 128:].any()


# -- alignment and reads of what was never written ------------------------------------------------------

_MISALIGNED: list[tuple[str, Callable[[Any, Any, Any], None]]] = [
    ("asc_copy_l12l0a", lambda d, s, i: c.asc_copy_l12l0a(d, s, 0, 1, 1, 0)),
    ("asc_copy_l12l0b_transpose", lambda d, s, i: c.asc_copy_l12l0b_transpose(d, s, 0, 0, 2, 1, 1, 1)),
    ("asc_copy_l12l0b_trans", lambda d, s, i: c.asc_copy_l12l0b_trans(d, s, 0, 1, 1, 0, False, 0)),
    ("asc_copy_l12l0b_sparse", lambda d, s, i: c.asc_copy_l12l0b_sparse(d, s, i, 0, 1)),
]


@pytest.mark.parametrize(("name", "call"), _MISALIGNED, ids=[n for n, _ in _MISALIGNED])
def test_a_destination_off_its_512_byte_fractal_is_reported(name: str, call: Callable[[Any, Any, Any], None]) -> None:
    """L0A/L0B destinations are 512-byte aligned (the pages' alignment table)."""
    def body() -> None:
        s = _bytes_in("l1", np.zeros(4 * FB, np.uint8)).cast(ascsim.int8_t)
        i = _bytes_in("l1", np.zeros(512, np.uint8)).cast(ascsim.int8_t)
        space = "l0a" if "l0a" in name else "l0b"
        d = _bytes_in(space, np.zeros(4 * FB, np.uint8)).cast(ascsim.int8_t) + 32
        call(d, s, i)

    with pytest.raises(MemoryAccessError, match=r"dst = L0[AB] 0x20 is not 512-byte aligned"):
        _run(body)


def test_sparse_mmad_needs_a_1024_byte_aligned_result() -> None:
    def body() -> None:
        l0a = ascsim.l0a_array(ascsim.int8_t, 512)
        l0b = ascsim.l0b_array(ascsim.int8_t, 512)
        l0c = ascsim.l0c_array(ascsim.int32_t, 512)
        c.asc_mmad_sparse(l0c + 128, l0a, l0b, 16, 32, 16, 0, False, True)  # 512 bytes in

    with pytest.raises(MemoryAccessError, match="c = L0C 0x200 is not 1024-byte aligned"):
        _run(body)


def test_sparse_mmad_without_its_index_reads_unwritten_bytes() -> None:
    """B written directly, its index never loaded: the index buffer's bytes were never written (a finding)."""
    def body() -> None:
        l0a = ascsim.l0a_array(ascsim.int8_t, 1024)
        l0a.write(np.zeros(1024, np.int8))
        l0b = ascsim.l0b_array(ascsim.int8_t, 512)
        l0b.write(np.zeros(512, np.int8))
        l0c = ascsim.l0c_array(ascsim.int32_t, 256)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_mmad_sparse(l0c, l0a, l0b, 16, 64, 16, 0, False, True)

    with check.mode("error"), pytest.raises(UninitializedError, match="sparse index: reads 128 byte"):
        _run(body)


def test_python_bools_choose_the_form_with_enable_addr_decrement() -> None:
    """asc_copy_l12l0b_trans has two int8 forms of eight arguments: (..., bool enable_addr_decrement, dst_frac_gap)
    and (..., dst_frac_gap, src_frac_gap). A bool picks the first, plain integers the second (as C++ ranks them)."""
    rng = np.random.default_rng(8)
    src = rng.integers(0, 256, 8 * FB, dtype=np.uint8)
    got: dict[str, np.ndarray] = {}

    def body() -> None:
        s = _bytes_in("l1", src).cast(ascsim.int8_t)
        for label, tail in (("bool", (True, 0)), ("ints", (0, 1))):
            d = _bytes_in("l0b", np.zeros(2 * FB, np.uint8))
            c.asc_copy_l12l0b_trans(d.cast(ascsim.int8_t), s, 1, 1, 1, 0, *tail)
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            got[label] = d.read(2 * FB)

    _run(body)
    # The older form: square 1 = fractals 2 and 3; the newer: fractal 1 and, src_frac_gap 1 later, fractal 3.
    for label, (f0, f1) in (("bool", (2, 3)), ("ints", (1, 3))):
        square = np.concatenate([src[f * FB:(f + 1) * FB].reshape(16, 32) for f in (f0, f1)])
        assert np.array_equal(got[label], square.T.reshape(-1)), label


def test_sparse_selection_follows_the_page_table() -> None:
    """MmadWithSparse's table: index pair -> the elements (of four) that the two kept values multiply; "X/X" rows
    select one element for both."""
    from ascsim.ops.cube import sparse_positions

    table = {(2, 2): (2, 3), (1, 2): (1, 3), (0, 2): (0, 3), (1, 1): (1, 2), (0, 1): (0, 2), (0, 0): (0, 1),
             (2, 0): (2, 2), (1, 0): (1, 1)}
    i0 = np.array([k[0] for k in table])
    i1 = np.array([k[1] for k in table])
    p0, p1 = sparse_positions(i0, i1)
    assert list(zip(p0.tolist(), p1.tolist(), strict=True)) == list(table.values())
