"""The cube core's semantics: fractal layouts (ND, NZ, ZN) and the exact matrix multiply-accumulate.

Fractals (the 512-byte tiles of L1, L0A and L0B; 16 x 16 elements of the accumulator type in L0C):

* ``C0`` = 32 bytes of elements per fractal row: 16 halves, 32 int8, 8 floats, 64 int4.
* NZ (L1, L0A, L0C): a rows x cols matrix is cut into fractals of 16 rows x C0 columns; fractals go down
  the rows first (column of fractals after column of fractals), each fractal row by row.
* ZN (L0B): a k x n matrix is cut into fractals of C0 (k) x 16 (n); fractals go along n first, each fractal
  holds 16 rows of n, each of C0 consecutive k values (the fractal transposed).

``mmad_exact`` sums the exact products and the initial value as one exact sum and rounds it once to the
accumulator type: no result depends on an order of summation (docs/semantics.md, "The cube core").
"""

from __future__ import annotations

import numpy as np

from .convert import convert_values

#: Rows of a fractal and bytes of its rows.
FRACTAL_ROWS = 16
C0_BYTES = 32
FRACTAL_BYTES = FRACTAL_ROWS * C0_BYTES


def c0(elem_bits: int) -> int:
    """Elements in one 32-byte fractal row of ``elem_bits``-bit elements."""
    return C0_BYTES * 8 // elem_bits


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


# -- layouts -----------------------------------------------------------------------------------

def nd_to_nz(mat: np.ndarray, c0_elems: int, rows_pad: int | None = None) -> np.ndarray:
    """A row-major matrix (rows, cols) as NZ fractals: shape (col blocks, rows_pad, c0), zero-padded
    (rows to ``rows_pad``, default a multiple of 16; columns to a multiple of ``c0_elems``)."""
    rows, cols = mat.shape
    rp = rows_pad if rows_pad is not None else ceil_div(rows, FRACTAL_ROWS) * FRACTAL_ROWS
    cb = ceil_div(cols, c0_elems)
    out = np.zeros((rp, cb * c0_elems), mat.dtype)
    out[:rows, :cols] = mat
    return out.reshape(rp, cb, c0_elems).transpose(1, 0, 2).copy()


def nz_to_nd(nz: np.ndarray, rows: int, cols: int) -> np.ndarray:
    """The inverse of :func:`nd_to_nz`: NZ fractals (col blocks, rows_pad, c0) as a rows x cols matrix."""
    cb, rp, c0e = nz.shape
    return nz.transpose(1, 0, 2).reshape(rp, cb * c0e)[:rows, :cols]


def zn_to_kn(zn: np.ndarray, k1: int, n1: int, c0_elems: int) -> np.ndarray:
    """ZN fractals (k1 x n1 fractals of 16 (n) rows x c0 (k)) as the k x n matrix they hold."""
    f = zn.reshape(k1, n1, FRACTAL_ROWS, c0_elems)  # [k1, n1, n0, k0]
    return f.transpose(0, 3, 1, 2).reshape(k1 * c0_elems, n1 * FRACTAL_ROWS)


def kn_to_zn(mat: np.ndarray, c0_elems: int) -> np.ndarray:
    """A k x n matrix as ZN fractals, flat in L0B order (zero-padded to whole fractals)."""
    k, n = mat.shape
    k1, n1 = ceil_div(k, c0_elems), ceil_div(n, FRACTAL_ROWS)
    out = np.zeros((k1 * c0_elems, n1 * FRACTAL_ROWS), mat.dtype)
    out[:k, :n] = mat
    return out.reshape(k1, c0_elems, n1, FRACTAL_ROWS).transpose(0, 2, 3, 1).reshape(-1)


def nz_matrix(flat: np.ndarray, m1: int, k1: int, c0_elems: int) -> np.ndarray:
    """NZ fractals in order (k1 columns of m1 fractals of 16 x c0) as the (16 m1) x (c0 k1) matrix."""
    f = flat.reshape(k1, m1 * FRACTAL_ROWS, c0_elems)
    return nz_to_nd(f, m1 * FRACTAL_ROWS, k1 * c0_elems)


def transpose_block(fracs: np.ndarray, elem_bits: int) -> np.ndarray:
    """The square block of ``asc_copy_l12l0b_trans``: F fractals (F, 16, c0 codes) in, F fractals out.

    8-bit and 4-bit elements: the F fractals stack (16 F rows x c0 columns, a square), the square is
    transposed and cut into F fractals of 16 rows again. 16-bit: one square fractal, transposed. 32-bit:
    the two 16 x 8 fractals stand side by side (16 x 16), transposed, cut into two 16 x 8 fractals."""
    f, rows, c0e = fracs.shape
    if elem_bits == 32:
        square = np.concatenate(list(fracs), axis=1).T
        return np.stack([square[:, i * c0e:(i + 1) * c0e] for i in range(f)])
    square = fracs.reshape(f * rows, c0e).T
    return square.reshape(f, rows, c0e).copy()


def block_fractals(elem_bits: int) -> int:
    """Fractals in the square block of a transposing copy: 2 (8 and 32 bits), 1 (16 bits), 4 (4 bits)."""
    return {4: 4, 8: 2, 16: 1, 32: 2}[elem_bits]


# -- values ------------------------------------------------------------------------------------

def l1_to_l0c(raw: np.ndarray, src: str, dst: str) -> np.ndarray:
    """``asc_copy_l12l0c``: bytes of ``src`` elements in L1 as the bytes of their ``dst`` elements in L0C. The
    same type: unchanged; float to half or bfloat16: rounded to nearest, ties to even, overflow to infinity,
    NaN kept quiet (docs/semantics.md)."""
    if src == dst:
        return raw.copy()
    if src != "float" or dst not in ("half", "bfloat16_t"):
        raise ValueError(f"no L1 -> L0C conversion from {src} to {dst}")
    return np.ascontiguousarray(convert_values(raw.view(np.uint32), "float", dst)).view(np.uint8).reshape(-1)



def values(raw: np.ndarray, name: str) -> np.ndarray:
    """Raw element bits (uint8/16/32 array; int4 and fp4 as one code per element) as exact float64."""
    if name in ("int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t"):
        return raw.view(np.dtype(_INT_DTYPES[name])).astype(np.float64)
    if name == "int4b_t":
        r = raw.astype(np.int64)
        return np.where(r >= 8, r - 16, r).astype(np.float64)
    if name == "float":
        return raw.view(np.float32).astype(np.float64)
    return convert_values(raw, name, "float").view(np.float32).astype(np.float64)


def e8m0_scale(codes: np.ndarray) -> np.ndarray:
    """e8m0 codes as scales 2 ** (code - 127) (float64, exact); code 255 is NaN."""
    c = codes.astype(np.int64)
    return np.where(c == 255, np.nan, np.ldexp(1.0, c - 127))


_INT_DTYPES = {"int8_t": "i1", "uint8_t": "u1", "int16_t": "<i2", "uint16_t": "<u2", "int32_t": "<i4",
               "uint32_t": "<u4"}


def unpack_nibbles(raw: np.ndarray) -> np.ndarray:
    """Bytes of packed 4-bit pairs as one code per element (low nibble first)."""
    out = np.empty(raw.size * 2, np.uint8)
    out[0::2] = raw & 0x0F
    out[1::2] = raw >> 4
    return out


def to_hf32(bits: np.ndarray, ties_away: bool = False) -> np.ndarray:
    """float32 bits rounded to hf32 (1 sign, 8 exponent, 10 mantissa bits), kept as float32 bits: to nearest,
    ties to even (or away from zero); NaN and infinity unchanged."""
    b = bits.astype(np.uint64)
    drop = np.uint64(13)
    low = b & np.uint64((1 << 13) - 1)
    half = np.uint64(1 << 12)
    keep = b >> drop
    up = (low > half) | ((low == half) & ((keep & np.uint64(1)) == 1 if not ties_away else True))
    rounded = ((keep + up.astype(np.uint64)) << drop) & np.uint64(0xFFFFFFFF)
    special = (b & np.uint64(0x7F800000)) == np.uint64(0x7F800000)
    return np.where(special, b, rounded).astype(np.uint32)


# -- the exact multiply-accumulate ---------------------------------------------------------------

def _scaled_ints(x: np.ndarray) -> tuple[np.ndarray, int]:
    """Finite float64 values as integers times 2**e (one e for all): (object array of Python ints, e)."""
    nz = x[x != 0]
    if nz.size == 0:
        return np.zeros(x.shape, dtype=object), 0
    _, exps = np.frexp(nz)
    e = int(exps.min()) - 53  # every float64 is a multiple of 2**(its exponent - 53)
    mant, ex = np.frexp(x)
    ints = np.empty(x.shape, dtype=object)
    flat_m, flat_e, out = mant.reshape(-1), ex.reshape(-1), ints.reshape(-1)
    for i in range(flat_m.size):
        m = flat_m[i]
        out[i] = 0 if m == 0 else int(m * (1 << 53)) << (int(flat_e[i]) - 53 - e)
    return ints, e


def _limbs(ints: np.ndarray, width: int) -> list[np.ndarray]:
    """Signed integers (object array) cut into float64 limbs of ``width`` bits, least significant first."""
    out: list[np.ndarray] = []
    rest = ints.copy()
    mask = (1 << width) - 1
    while any(v != 0 for v in rest.reshape(-1)):
        sign = np.array([1 if v >= 0 else -1 for v in rest.reshape(-1)], dtype=object).reshape(rest.shape)
        mag = rest * sign
        out.append(np.array([float(v & mask) for v in (mag.reshape(-1))]).reshape(rest.shape)
                   * np.array(sign, dtype=np.float64))
        rest = (mag >> width) * sign
    return out or [np.zeros(ints.shape)]


def exact_matmul(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, int]:
    """The exact A x B of finite float64 matrices: (object array of Python ints N, e) with A x B = N * 2**e.

    The operands are cut into limbs small enough that every partial sum of a limb product is an integer
    below 2**53: each such float64 product is exact in any order of summation."""
    ai, ea = _scaled_ints(a)
    bi, eb = _scaled_ints(b)
    k = max(a.shape[1], 1)
    width = max(1, (52 - int(k).bit_length()) // 2)
    la, lb = _limbs(ai, width), _limbs(bi, width)
    total = np.zeros((a.shape[0], b.shape[1]), dtype=object)
    for i, x in enumerate(la):
        for j, y in enumerate(lb):
            part = x @ y  # integers below 2**53: exact
            total = total + np.array([int(v) for v in part.reshape(-1)], dtype=object).reshape(part.shape) \
                * (1 << (width * (i + j)))
    return total, ea + eb


def _round_to_float32(n: int, e: int) -> np.float32:
    """The float32 nearest to n * 2**e (ties to even); overflow gives infinity."""
    if n == 0:
        return np.float32(0.0)
    neg, m = n < 0, abs(n)
    bl = m.bit_length()
    # Exponent of the leading bit; float32 keeps 24 bits, fewer below the normal range (2**-126).
    lead = bl - 1 + e
    if lead >= 128:
        return np.float32(-np.inf if neg else np.inf)
    keep = 24 if lead >= -126 else max(0, 24 - (-126 - lead))
    shift = bl - keep
    if shift > 0:
        q, r = divmod(m, 1 << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        m, e = q, e + shift
    value = float(m) * 2.0 ** e if e > -1000 else float(m) * 2.0 ** (e + 600) * 2.0 ** -600
    with np.errstate(over="ignore"):
        out = np.float32(-value if neg else value)
    return out


def _lowest_bit(x: np.ndarray) -> tuple[int, int] | None:
    """(exponent of the lowest set bit, exponent just above the highest) over the non-zero finite values of x:
    every value is an integer multiple of 2**low below 2**high. None when all are zero."""
    v = x[x != 0]
    if v.size == 0:
        return None
    mant, ex = np.frexp(v)
    mi = np.abs(mant * 2.0 ** 53).astype(np.int64)  # exact: |mant| < 1
    low_bit = np.frexp((mi & -mi).astype(np.float64))[1] - 1  # trailing zeros (a power of two: exact)
    return int((ex - 53 + low_bit).min()), int(ex.max())


def _fast_exact(a: np.ndarray, b: np.ndarray, init: np.ndarray | None) -> np.ndarray | None:
    """float32 A x B + init when the exact sums fit 62-bit integers: the operands scaled to integers, cut so
    that every float64 partial sum is an exact integer below 2**52, summed in int64 and rounded once by the
    int64 -> float32 conversion (to nearest, ties to even); None when they do not fit, or a result would be
    subnormal or overflow (the general path handles those)."""
    ra, rb = _lowest_bit(a), _lowest_bit(b)
    m, n = a.shape[0], b.shape[1]
    if ra is None or rb is None:
        prod_bits, e_ab = 0, 0
        total = np.zeros((m, n), np.int64)
    else:
        bits_a, bits_b = ra[1] - ra[0], rb[1] - rb[0]
        kbits = max(int(a.shape[1]).bit_length(), 1)
        prod_bits = bits_a + bits_b + kbits
        if bits_a > 53 or bits_b > 53 or prod_bits > 61 or bits_b + kbits > 51:
            return None
        ai, bi = np.ldexp(a, -ra[0]), np.ldexp(b, -rb[0])  # exact integers in float64
        width = 52 - bits_b - kbits  # a limb of A times B sums below 2**52
        total = np.zeros((m, n), np.int64)
        sign, mag = np.sign(ai), np.abs(ai)
        shift = 0
        while shift < bits_a:
            limb = np.floor(mag / 2.0 ** shift) - np.floor(mag / 2.0 ** (shift + width)) * 2.0 ** width
            total += ((sign * limb) @ bi).astype(np.int64) << shift
            shift += width
        e_ab = ra[0] + rb[0]
    e = e_ab
    if init is not None:
        rc = _lowest_bit(init)
        if rc is not None:
            e = min(e_ab, rc[0]) if ra is not None and rb is not None else rc[0]
            if max(prod_bits + e_ab - e, rc[1] - e) > 61:
                return None
            total = (total << (e_ab - e)) + np.ldexp(init, -e).astype(np.int64)
    out = np.ldexp(total.astype(np.float32), e)  # the one rounding, then an exact scaling
    mag = np.abs(out)
    if not np.isfinite(out).all() or ((mag < np.float32(2.0 ** -126)) & (total != 0)).any():
        return None
    return out.astype(np.float32)


def mmad_float(a: np.ndarray, b: np.ndarray, init: np.ndarray | None) -> np.ndarray:
    """float32 C = A x B + init: the exact sum of all products and the initial value, rounded once to float
    (to nearest, ties to even). A NaN or infinity among the inputs of an element makes it what float64
    arithmetic gives."""
    finite = np.isfinite(a).all(axis=1)[:, None] & np.isfinite(b).all(axis=0)[None, :]
    if init is not None:
        finite &= np.isfinite(init)
    a0, b0 = np.where(np.isfinite(a), a, 0.0), np.where(np.isfinite(b), b, 0.0)
    i0 = None if init is None else np.where(np.isfinite(init), init, 0.0)
    with np.errstate(over="ignore"):
        fast = _fast_exact(a0, b0, i0)
    if fast is not None and finite.all():
        return fast
    prod, e = exact_matmul(a0, b0)
    if init is not None:
        ci, ec = _scaled_ints(np.where(np.isfinite(init), init, 0.0))
        base = min(e, ec)
        prod = prod * (1 << (e - base)) + ci * (1 << (ec - base))
        e = base
    out = np.array([_round_to_float32(int(v), e) for v in prod.reshape(-1)], np.float32).reshape(prod.shape)
    if not finite.all():
        with np.errstate(all="ignore"):
            loose = (a @ b + (init if init is not None else 0.0)).astype(np.float32)
        out = np.where(finite, out, loose)
    return out


def mmad_int(a: np.ndarray, b: np.ndarray, init: np.ndarray | None) -> np.ndarray:
    """int32 C = A x B + init over integer operands: the exact sum, wrapped to 32 bits (two's complement)."""
    acc = a.astype(np.int64) @ b.astype(np.int64)
    if init is not None:
        acc = acc + init.astype(np.int64)
    return acc.astype(np.int64).astype(np.uint64).astype(np.uint32).view(np.int32)


def pack_nibbles(codes: np.ndarray) -> np.ndarray:
    """One code per element (4-bit values) as bytes of packed pairs, the low nibble first (the inverse of
    :func:`unpack_nibbles`)."""
    return (codes[0::2] | (codes[1::2] << 4)).astype(np.uint8)


def nz_result_bytes(rows: int, cols: int, row_blocks: int, col_blocks: int, elem_size: int) -> np.ndarray:
    """``asc_mmad``: which bytes of an NZ result of ``row_blocks`` x ``col_blocks`` 16 x 16 fractals the
    rows x cols product writes (one flag per byte; the padding keeps what L0C held)."""
    lanes = np.zeros((row_blocks * 16, col_blocks * 16), np.bool_)
    lanes[:rows, :cols] = True
    return np.repeat(nd_to_nz(lanes, 16).reshape(-1), elem_size)


def mx_scale_grid(raw: np.ndarray, rows: int, k: int) -> np.ndarray:
    """``asc_mmad_mx``: the scale of each (row, k) of an mx operand from its scale bytes as stored (units of
    32 bytes: 16 rows x 2 groups of 32 k values, per 16 rows and 64 k): 2 ** (e - 127) of its group's code."""
    row_blocks, units_k = ceil_div(rows, 16), ceil_div(k, 64)
    codes = raw.reshape(row_blocks, units_k, 16, 2).transpose(0, 2, 1, 3).reshape(row_blocks * 16, units_k * 2)
    return e8m0_scale(codes[:rows])[:, np.arange(k) // 32]


def matrix_of_lines(lines: list[np.ndarray], rows: int, cols: int, dtype: np.dtype, column_major: bool) -> np.ndarray:
    """The rows x cols matrix a GM->L1 copy reads as ``lines`` (each a row, or each a column when
    ``column_major``: the DN layout), row-major."""
    if not lines:
        return np.zeros((rows, cols), dtype)
    return np.stack(lines, axis=1 if column_major else 0)


# -- transposing loads and the 4:2 sparse multiply ---------------------------------------------------

def transposed_nz(part: np.ndarray, c0_elems: int) -> np.ndarray:
    """``asc_copy_l12l0a_transpose``/``_l12l0b_transpose``: the transpose of a (16 m) x (c0 k) part as NZ
    fractals, shape (column blocks, row blocks, 16, c0): fractal (r, c) holds rows 16 r.. and columns
    c0 c.. of the transpose (which is also the part as ZN)."""
    t = part.T
    rows, cols = t.shape
    return t.reshape(rows // FRACTAL_ROWS, FRACTAL_ROWS, cols // c0_elems, c0_elems).transpose(2, 0, 1, 3)


def unpack_2bit(raw: np.ndarray) -> np.ndarray:
    """Bytes of four 2-bit codes each as one code per element, the lowest two bits first (the sparse index)."""
    b = raw.astype(np.uint8)
    return np.stack([(b >> s) & 3 for s in (0, 2, 4, 6)], axis=-1).reshape(-1)


def sparse_positions(i0: np.ndarray, i1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``asc_mmad_sparse``: the positions (0-3) in a group of four k values of A that the two kept values of B
    multiply, from their 2-bit indices: the first index counts in the group's first three values, the second in
    its last three; when that would come before the first (indices 2 and 0), both take the first's position
    (the page's selection table)."""
    first = i0.astype(np.int64)
    return first, np.maximum(first, 1 + i1.astype(np.int64))


def sparse_expand(dense: np.ndarray, index: np.ndarray, k: int) -> np.ndarray:
    """The k x n B that an A of k columns multiplies: group g of four k values takes dense rows 2g and 2g + 1
    (``dense``, ``index``: 2 ceil(k / 4) x n, int64 values and 2-bit codes) at the positions of
    :func:`sparse_positions`; positions at or past k (a last group cut by k) take nothing."""
    groups = dense.shape[0] // 2
    n = dense.shape[1]
    out = np.zeros((groups * 4, n), np.int64)
    p0, p1 = sparse_positions(index[0::2], index[1::2])
    base = 4 * np.arange(groups)[:, None]
    cols = np.broadcast_to(np.arange(n), (groups, n))
    np.add.at(out, (base + p0, cols), dense[0::2])
    np.add.at(out, (base + p1, cols), dense[1::2])
    return out[:k]
