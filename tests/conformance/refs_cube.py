"""References of the cube core's functions (cube_compute.h, cube_datamove.h), written from the pages.

Layouts (the pages' fractal formats for Ascend 950): a fractal row is 32 bytes (C0 elements); L1 and L0A
hold NZ matrices (16-row fractals, fractals down the rows first), L0B ZN matrices (fractals of 16 n-rows of
C0 k-values, along n first), L0C NZ fractals of 16 x 16 accumulators. ``asc_mmad``: C = A x B + initial C,
computed here as the exact sum of Python Fractions, rounded once to the accumulator type (the choice of
docs/semantics.md). None of this imports ascsim.ops.
"""

from __future__ import annotations

import struct
from fractions import Fraction
from typing import Any

import ml_dtypes
import numpy as np

from ascsim import hifloat8
from ascsim.spec import impls

from ._gen import Case, Mem, ov_id, seed_of
from ._refs import REFS, Expect, Expected, Reference, ref

_ASC = ("the .asc path reaches L0A/L0B/L0C only through the cube copies under test: the cube core's programs "
        "are checked in tests/cube")
_PACKED = ("int4b_t", "fp4x2_e2m1_t", "fp4x2_e1m2_t")


def _bits(name: str, size: int) -> int:
    return 4 if name in _PACKED else 8 * size


def _c0(name: str, size: int) -> int:
    return 256 // _bits(name, size)


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


# -- element values (independent decoders) ------------------------------------------------------

def _decode(raw: np.ndarray, name: str) -> list[Fraction]:
    """Element codes (one per element) as exact values."""
    if name == "int4b_t":
        return [Fraction(int(v) - 16 if v >= 8 else int(v)) for v in raw]
    if name in ("int8_t", "int16_t", "int32_t"):
        return [Fraction(int(v)) for v in raw]
    if name == "hifloat8_t":
        return [Fraction(float(x)) for x in hifloat8.decode(np.asarray(raw, np.uint8))]
    if name in ("fp4x2_e2m1_t", "fp4x2_e1m2_t"):  # sign, exponent (bias 1), mantissa; no inf or NaN
        ebits = 2 if name == "fp4x2_e2m1_t" else 1
        mbits = 3 - ebits
        out = []
        for v in raw:
            s, e, m = (int(v) >> 3) & 1, (int(v) >> mbits) & ((1 << ebits) - 1), int(v) & ((1 << mbits) - 1)
            mag = Fraction(m, 1 << mbits) if e == 0 else (1 + Fraction(m, 1 << mbits)) * Fraction(2) ** (e - 1)
            out.append(-mag if s else mag)
        return out
    dt = {"half": np.float16, "float": np.float32, "bfloat16_t": ml_dtypes.bfloat16,
          "fp8_e4m3fn_t": ml_dtypes.float8_e4m3fn, "fp8_e5m2_t": ml_dtypes.float8_e5m2}[name]
    return [Fraction(float(x)) for x in np.asarray(raw).view(dt)]


def _codes(data: np.ndarray, name: str, size: int, count: int) -> np.ndarray:
    """The first ``count`` element codes of a byte array (4-bit pairs: low nibble first)."""
    if _bits(name, size) == 4:
        out = np.empty(data.size * 2, np.uint8)
        out[0::2], out[1::2] = data & 15, data >> 4
        return out[:count]
    view = {1: np.uint8, 2: np.uint16, 4: np.uint32}[size]
    signed = {1: np.int8, 2: np.int16, 4: np.int32}[size]
    raw = data[:count * size].view(view)
    return raw.view(signed) if name.startswith("int") else raw


def _f32(fr: Fraction) -> np.float32:
    """The float32 nearest to ``fr``, ties to even; +0 for an exact zero; overflow: infinity."""
    if fr == 0:
        return np.float32(0.0)
    limit = Fraction(2 ** 128 - 2 ** 103)  # the largest float32 plus half its spacing
    if abs(fr) >= limit:
        return np.float32(np.inf if fr > 0 else -np.inf)
    guess = np.float32(float(fr))
    cands = [guess, np.nextafter(guess, np.float32(np.inf)), np.nextafter(guess, np.float32(-np.inf))]
    cands = [c for c in cands if np.isfinite(c)]
    best = min(cands, key=lambda c: (abs(Fraction(float(c)) - fr), int(np.asarray(c).view(np.uint32)) & 1))
    return np.float32(best)


# -- asc_mmad -----------------------------------------------------------------------------------

def _finite_codes(name: str, size: int, n: int, rng: np.random.Generator) -> np.ndarray:
    """``n`` raw codes of finite values of moderate size (so every sum is a number)."""
    if name in ("int8_t",):
        return rng.integers(-128, 128, n).astype(np.int8).view(np.uint8)
    if name in ("int4b_t", "fp4x2_e2m1_t", "fp4x2_e1m2_t"):
        return rng.integers(0, 16, n).astype(np.uint8)
    if name == "hifloat8_t":
        return hifloat8.encode(rng.standard_normal(n) * 4.0)
    dt = {"half": np.float16, "float": np.float32, "bfloat16_t": ml_dtypes.bfloat16,
          "fp8_e4m3fn_t": ml_dtypes.float8_e4m3fn, "fp8_e5m2_t": ml_dtypes.float8_e5m2}[name]
    scale = rng.choice([1e-3, 1.0, 20.0], n)
    vals = (rng.standard_normal(n) * scale).astype(np.float32).astype(dt)
    return vals.view({1: np.uint8, 2: np.uint16, 4: np.uint32}[size])


def _pack(codes: np.ndarray, name: str, size: int) -> np.ndarray:
    if _bits(name, size) == 4:
        c = codes.astype(np.uint8)
        return (c[0::2] | (c[1::2] << 4)).astype(np.uint8)
    return np.ascontiguousarray(codes).view(np.uint8)


def _mmad_cases(ov: Any) -> list[Case]:
    """m = 20 rows (two row fractals), k = 1.5 fractal rows of C0, n = 20: a zero start, L0C's values, the
    bias table; the forms with disable_gemv also a one-row GEMV."""
    ce, ae, be = ov.elem(0), ov.elem(1), ov.elem(2)
    names = [p.name for p in ov.params]
    c0 = _c0(ae.name, ae.size)
    out = []
    modes = ["zero", "l0c", "bias"] + (["gemv"] if "disable_gemv" in names else [])
    for j, mode in enumerate(modes):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        m, k, n = (1 if mode == "gemv" else 20), c0 + c0 // 2, 20
        m1, k1, n1 = _cdiv(m, 16), _cdiv(k, c0), _cdiv(n, 16)
        a_codes = _finite_codes(ae.name, ae.size, m1 * 16 * k1 * c0, rng)
        b_codes = _finite_codes(be.name, be.size, k1 * c0 * n1 * 16, rng)
        c_bytes = m1 * n1 * 256 * ce.size
        if ce.name == "float":
            c_init = (rng.standard_normal(m1 * n1 * 256) * 10).astype(np.float32).view(np.uint8)
        else:
            c_init = rng.integers(-2 ** 20, 2 ** 20, m1 * n1 * 256).astype(np.int32).view(np.uint8)
        args: dict[str, Any] = {
            names[0]: Mem(c_init.copy(), 0, "l0c"),
            names[1]: Mem(_pack(a_codes, ae.name, ae.size), 0, "l0a"),
            names[2]: Mem(_pack(b_codes, be.name, be.size), 0, "l0b"),
            names[3]: m, names[4]: k, names[5]: n}
        for p in names[6:]:
            args[p] = 0
        args["c_matrix_init_val" if "c_matrix_init_val" in names else names[-1]] = int(mode in ("zero", "gemv"))
        args["c_matrix_source" if "c_matrix_source" in names else names[-2]] = int(mode == "bias")
        meta: dict[str, Any] = {}
        if mode == "bias":
            bias = (rng.standard_normal(64) * 5).astype(np.float32) if ce.name == "float" else \
                rng.integers(-1000, 1000, 64).astype(np.int32)
            meta["bt"] = bias.view(np.uint8).copy()
        if "disable_gemv" in names:
            args["disable_gemv"] = int(mode != "gemv")
        if ov.name.startswith("asc_mmad_mx"):  # e8m0 scales near 1 (codes 125..129), 16 rows x 2 per unit
            units = _cdiv(k, 64)
            meta["mx"] = (rng.integers(125, 130, m1 * units * 32).astype(np.uint8),
                          rng.integers(125, 130, n1 * units * 32).astype(np.uint8))
        assert c_init.size == c_bytes
        out.append(Case(ov, args, mode, meta))
    return out


def _mmad_values(c: Case) -> tuple[list[list[Fraction]], list[list[Fraction]], int, int, int]:
    ov = c.ov
    ae, be = ov.elem(1), ov.elem(2)
    names = [p.name for p in ov.params]
    m, k, n = (int(c.args[x]) for x in names[3:6])
    c0a, c0b = _c0(ae.name, ae.size), _c0(be.name, be.size)
    m1, k1a, k1b, n1 = _cdiv(m, 16), _cdiv(k, c0a), _cdiv(k, c0b), _cdiv(n, 16)
    a_codes = _codes(c.args[names[1]].data, ae.name, ae.size, m1 * 16 * k1a * c0a)
    b_codes = _codes(c.args[names[2]].data, be.name, be.size, k1b * c0b * n1 * 16)
    av, bv = _decode(a_codes, ae.name), _decode(b_codes, be.name)
    gemv = "disable_gemv" in names and m == 1 and not c.args["disable_gemv"]
    # A (m x k): NZ, element (r, q) at (q // C0) * (16 m1) * C0 + r * C0 + q % C0; GEMV: ND, at q.
    a = [[av[q] if gemv else av[(q // c0a) * 16 * m1 * c0a + r * c0a + q % c0a] for q in range(k)] for r in range(m)]
    # B (k x n): ZN, element (q, j) at ((q // C0) * n1 + j // 16) * 16 C0 + (j % 16) * C0 + q % C0.
    b = [[bv[((q // c0b) * n1 + j // 16) * 16 * c0b + (j % 16) * c0b + q % c0b] for j in range(n)] for q in range(k)]
    if "mx" in c.meta:
        # Each 32 values along k times 2 ** (e - 127) of their e8m0 scale; the scales of 16 rows and 64 k are one
        # 32-byte unit (row r: its two scales), units of a row block along k first.
        units = _cdiv(k, 64)

        def scale(data: np.ndarray, row: int, q: int) -> Fraction:
            code = int(data[((row // 16) * units + q // 64) * 32 + (row % 16) * 2 + (q // 32) % 2])
            return Fraction(2) ** (code - 127)
        sa, sb = c.meta["mx"]
        a = [[a[r][q] * scale(sa, r, q) for q in range(k)] for r in range(m)]
        b = [[b[q][j] * scale(sb, j, q) for j in range(n)] for q in range(k)]
    return a, b, m, k, n


@ref(impls.cube.mmad, impls.cube.mmad_mx, cases=_mmad_cases, asc_skip=_ASC)
def _mmad(c: Case) -> Expected:
    ov = c.ov
    ce = ov.elem(0)
    names = [p.name for p in ov.params]
    a, b, m, k, n = _mmad_values(c)
    cm = c.args[names[0]]
    acc_np = np.float32 if ce.name == "float" else np.int32
    old = cm.data.view(acc_np)
    m1 = _cdiv(m, 16)
    out = old.copy()
    init_zero = bool(c.args["c_matrix_init_val"])
    from_bias = bool(c.args["c_matrix_source"])
    for r in range(m):
        for j in range(n):
            pos = (j // 16) * m1 * 256 + r * 16 + j % 16  # L0C: NZ fractals of 16 x 16
            total = sum((a[r][q] * b[q][j] for q in range(k)), Fraction(0))
            if not init_zero:
                start = c.meta["bt"].view(acc_np)[j] if from_bias else old[pos]
                total += Fraction(float(start)) if ce.name == "float" else Fraction(int(start))
            if ce.name == "float":
                out[pos] = _f32(total)
            else:
                v = int(total) & 0xFFFFFFFF
                out[pos] = v - (1 << 32) if v >> 31 else v
    return {names[0]: Expect(out.view(np.uint8), np.ones(out.size * 4, np.bool_))}


# -- GM -> L1 --------------------------------------------------------------------------------------

def _gm2l1_cases(ov: Any) -> list[Case]:
    names = [p.name for p in ov.params]
    out = []
    for j in range(2):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        args: dict[str, Any] = {"dst": Mem(rng.integers(0, 256, 1024, dtype=np.uint8), 32 * j, "l1"),
                                "src": Mem(rng.integers(0, 256, 1024, dtype=np.uint8), 8 * j, "gm")}
        if "size" in names:
            args["size"] = (96, 320)[j]
        elif "src_gap" in names:
            args.update(zip(("n_burst", "len_burst", "src_gap", "dst_gap"), ((3, 2, 1, 2), (2, 1, 0, 3))[j],
                            strict=True))
        else:  # pad_func_mode, or the newer headers' asc_channel_pad_mode: 0 (the padding modes: refs_cube_gm2l1)
            args.update(zip(("n_burst", "len_burst", names[4], "src_stride", "dst_stride"),
                            ((3, 2, 0, 3, 4), (2, 1, 0, 2, 3))[j], strict=True))
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_copy.gm2l1, cases=_gm2l1_cases, asc_skip=_ASC)
def _gm2l1(c: Case) -> Expected:
    a = c.args
    src, dst = a["src"], a["dst"]
    out = dst.data.copy()
    if "size" in a:
        spans = [(0, 0, int(a["size"]))]
    elif "src_gap" in a:
        nb, blk, sg, dg = (int(a[x]) for x in ("n_burst", "len_burst", "src_gap", "dst_gap"))
        spans = [(i * (blk + sg) * 32, i * (blk + dg) * 32, blk * 32) for i in range(nb)]
    else:  # burst starts src_stride / dst_stride 32-byte blocks apart
        nb, blk, ss, ds = (int(a[x]) for x in ("n_burst", "len_burst", "src_stride", "dst_stride"))
        spans = [(i * ss * 32, i * ds * 32, blk * 32) for i in range(nb)]
    for s, d, nbytes in spans:
        out[dst.offset + d:dst.offset + d + nbytes] = src.data[src.offset + s:src.offset + s + nbytes]
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


def _nz_cases(ov: Any) -> list[Case]:
    """A 20 x 1.5-C0 matrix, rows (or columns) padded in GM; the NZ register: 1 or 2 matrices."""
    e = ov.elem(0)
    c0 = 32 // e.size
    out = []
    for j in range(2):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        rows, cols = 20, c0 + c0 // 2 + j
        col_major = "dn2nz" in ov.name
        line = (rows if col_major else cols) * e.size + 16 * j  # bytes between rows (columns) in GM
        mats = 1 + j
        mat_src = (cols if col_major else rows) * line + 64
        c0_stride = 24  # 32-byte rows between column blocks in L1
        mat_dst = 2 * c0_stride + 8 if j else 0
        para = (mat_dst << 48) | (c0_stride << 32) | (1 << 16) | mats
        # The newer headers' forms name the strides src_d_value and src_nd_matrix_stride (same meaning).
        n1, n2, n4, n5 = (p.name for p in ov.params[2:8] if p.name not in ("n_value", "d_value"))
        args = {"dst": Mem(rng.integers(0, 256, 4096, dtype=np.uint8), 0, "l1"),
                "src": Mem(rng.integers(0, 256, mats * mat_src + 64, dtype=np.uint8), 32 * j, "gm"),
                n1: line, n2: 0, "n_value": rows, "d_value": cols, n4: mat_src, n5: 0}
        out.append(Case(ov, args, f"draw{j}", {"cube_pre": [("asc_set_gm2l1_nz_para", (para,))], "para": para}))
    return out


@ref(impls.cube_copy.gm2l1_nd2nz, impls.cube_copy.gm2l1_dn2nz, cases=_nz_cases, asc_skip=_ASC)
def _to_nz(c: Case) -> Expected:
    a = c.args
    e = c.ov.elem(0)
    size, c0 = e.size, 32 // e.size
    src, dst = a["src"], a["dst"]
    para = c.meta["para"]
    mats, n_stride, c0_stride, mat_dst = para & 0xFFFF, (para >> 16) & 0xFFFF, (para >> 32) & 0xFFFF, para >> 48
    rows, cols = int(a["n_value"]), int(a["d_value"])
    col_major = "dn2nz" in c.ov.name
    out = dst.data.copy()
    for i in range(mats):
        for r in range(rows):
            for q in range(_cdiv(cols, c0) * c0):
                d = dst.offset + i * mat_dst * 32 + (q // c0) * c0_stride * 32 + r * n_stride * 32 + (q % c0) * size
                if q >= cols:
                    out[d:d + size] = 0  # the row's last 32 bytes are filled with zeros
                    continue
                line = int(a["loop1_src_stride"] if "loop1_src_stride" in a else a["src_d_value"])
                within = q * line + r * size if col_major else r * line + q * size
                mat_src = a["loop4_src_stride"] if "loop4_src_stride" in a else a["src_nd_matrix_stride"]
                s = src.offset + i * int(mat_src) + within
                out[d:d + size] = src.data[s:s + size]
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


# -- L1 -> L0A / L0B ----------------------------------------------------------------------------------

def _load2d_cases(ov: Any) -> list[Case]:
    out = []
    space = "l0a" if "l0a" in ov.name else "l0b"
    for j, params in enumerate(((1, 0, 2, 2, 4, 3), (0, 1, 1, 3, 2, 1))):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        args: dict[str, Any] = {"dst": Mem(rng.integers(0, 256, 8 * 512, dtype=np.uint8), 0, space),
                "src": Mem(rng.integers(0, 256, 10 * 512, dtype=np.uint8), 0, "l1")}
        args.update(zip(("m_start_position", "k_start_position", "m_step", "k_step", "src_stride", "dst_stride"),
                        params, strict=True))
        out.append(Case(ov, args, f"draw{j}"))
    return out


def _load2d(c: Case) -> Expected:
    a = c.args
    src, dst = a["src"].data, a["dst"]
    m0, k0, ms, ks, ss, ds = (int(a[x]) for x in ("m_start_position", "k_start_position", "m_step", "k_step",
                                                   "src_stride", "dst_stride"))
    out = dst.data.copy()
    for k in range(ks):
        for m in range(ms):
            s = ((k0 + k) * ss + m0 + m) * 512
            d = (k * ds + m) * 512
            out[d:d + 512] = src[s:s + 512]
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


@ref(impls.cube_copy.l12l0, cases=_load2d_cases, asc_skip=_ASC)
def _l12l0(c: Case) -> Expected:
    return _load2d(c)


def _trans_cases(ov: Any) -> list[Case]:
    out = []
    for j, params in enumerate(((1, 2, 3, 1, 0, 0), (0, 3, 2, 0, 1, 1))):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        args: dict[str, Any] = {"dst": Mem(rng.integers(0, 256, 16 * 512, dtype=np.uint8), 0, "l0b"),
                                "src": Mem(rng.integers(0, 256, 16 * 512, dtype=np.uint8), 0, "l1")}
        args.update(zip(("index_id", "repeat", "src_stride", "dst_gap", "dst_frac_gap", "src_frac_gap"), params,
                        strict=True))
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_copy.l12l0b_trans, cases=_trans_cases, asc_skip=_ASC)
def _l12l0b_trans(c: Case) -> Expected:
    # The page: a square of S x S elements (S = 32 for 8 bits, 16 for 16 and 32 bits, 64 for 4 bits) made of F
    # fractals (16 rows of 32 bytes), transposed, and cut into F fractals again; 32-bit fractals (16 x 8) stand
    # side by side in the square, the others one below the other.
    a = c.args
    e = c.ov.elem(0)
    bits = _bits(e.name, e.size)
    c0 = 256 // bits
    f = {4: 4, 8: 2, 16: 1, 32: 2}[bits]
    src, dst = a["src"].data, a["dst"]
    out = dst.data.copy()

    def elems(frac: np.ndarray) -> list[int]:
        if bits == 4:
            return [int(b >> (4 * h)) & 15 for b in frac for h in (0, 1)]
        return [int(x) for x in frac.view({8: np.uint8, 16: np.uint16, 32: np.uint32}[bits])]

    for i in range(int(a["repeat"])):
        square: dict[tuple[int, int], int] = {}
        for j in range(f):
            off = (int(a["index_id"]) + i * int(a["src_stride"]) + j * (1 + int(a["src_frac_gap"]))) * 512
            vals = elems(src[off:off + 512])
            for r in range(16):
                for q in range(c0):
                    row, col = (r, j * c0 + q) if bits == 32 else (j * 16 + r, q)
                    square[(row, col)] = vals[r * c0 + q]
        for j in range(f):
            frac = []
            for r in range(16):
                for q in range(c0):
                    row, col = (r, j * c0 + q) if bits == 32 else (j * 16 + r, q)
                    frac.append(square[(col, row)])  # the transposed square
            if bits == 4:
                raw = bytes(frac[2 * t] | (frac[2 * t + 1] << 4) for t in range(512))
            else:
                raw = np.array(frac, {8: np.uint8, 16: np.uint16, 32: np.uint32}[bits]).tobytes()
            d = (i * (1 + int(a["dst_gap"])) + j * (1 + int(a["dst_frac_gap"]))) * 512
            out[d:d + 512] = np.frombuffer(raw, np.uint8)
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


def _mx_cases(ov: Any) -> list[Case]:
    out = []
    for j, params in enumerate(((1, 0, 2, 2, 3, 2), (0, 1, 3, 1, 2, 4))):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        args: dict[str, Any] = {"dst": 64 * j, "src": Mem(rng.integers(0, 256, 1024, dtype=np.uint8), 0, "l1")}
        args.update(zip(("x_start_pos", "y_start_pos", "x_step", "y_step", "src_stride", "dst_stride"), params,
                        strict=True))
        out.append(Case(ov, args, f"draw{j}"))
    return out


def _mx_copy(ovs: list[Any]) -> list[str]:
    """asc_copy_l12l0a_mx/_l12l0b_mx: unit (x, y) (32 bytes) from (x_start + x) * src_stride + y_start + y of src to
    x * dst_stride + y of the operand's scales, read back from the scale buffer."""
    import ascsim
    from ascsim import c_api as c
    from ascsim.runtime.context import CTX

    bad: list[str] = []
    todo: list[Any] = []

    def body() -> None:
        case, got = todo[-1]
        a = case.args
        src = ascsim.l1_array(ascsim.fp8_e8m0_t, 1024)
        assert src.alloc is not None and src.alloc.init is not None
        src.alloc.data[:] = a["src"].data
        src.alloc.init[:] = True
        getattr(c, case.ov.name)(a["dst"], src, *(a[p.name] for p in case.ov.params[2:]))
        got.append(CTX.aicore.buffer("l0a_mx" if "l0a" in case.ov.name else "l0b_mx").bytes.copy())

    for ov in ovs:
        for case in _mx_cases(ov):
            got: list[np.ndarray] = []
            todo.append((case, got))
            err = _kernel(body)
            a = case.args
            want = np.zeros(4096, np.uint8)
            for x in range(a["x_step"]):
                for y in range(a["y_step"]):
                    s = ((a["x_start_pos"] + x) * a["src_stride"] + a["y_start_pos"] + y) * 32
                    d = a["dst"] + (x * a["dst_stride"] + y) * 32
                    want[d:d + 32] = a["src"].data[s:s + 32]
            if err or not got or not np.array_equal(got[0], want):
                bad.append(f"{case.id}: {err or 'scales differ'}")
    return bad


# -- the fixpipe ----------------------------------------------------------------------------------

_MODES = {"NoQuant": 0, "F322F16": 1, "F322BF16": 2, "DEQF16": 3, "VDEQF16": 4, "QF322B8_PRE": 5, "VQF322B8_PRE": 6,
          "REQ8": 7, "VREQ8": 8, "QF322FP8_PRE": 9, "VQF322FP8_PRE": 10, "QF322HIF8_PRE": 11, "VQF322HIF8_PRE": 12,
          "QS322BF16_PRE": 15, "VQS322BF16_PRE": 16, "QF322F16_PRE": 17, "VQF322F16_PRE": 18, "QF322BF16_PRE": 19,
          "VQF322BF16_PRE": 20, "QF322F32_PRE": 21, "VQF322F32_PRE": 22}
#: The scaled modes with a float result: the product x scale (one float32 rounding) converted to the result.
_FLOAT_SCALED = ("QF322FP8_PRE", "QF322HIF8_PRE", "QS322BF16_PRE", "QF322F16_PRE", "QF322BF16_PRE", "QF322F32_PRE")


def _fix_mode(dst: str | None, acc: str, j: int, variant: int = 0) -> str:
    """The mode a case of (destination, accumulator) uses: case j of variant 0 the plain conversions, variant 1
    the scaled float results (scalar for j = 0, per column for j = 1)."""
    scaled = {("fp8_e4m3fn_t", "float"): "QF322FP8_PRE", ("hifloat8_t", "float"): "QF322HIF8_PRE",
              ("bfloat16_t", "int32_t"): "QS322BF16_PRE", ("half", "float"): "QF322F16_PRE",
              ("bfloat16_t", "float"): "QF322BF16_PRE", ("float", "float"): "QF322F32_PRE"}.get((str(dst), acc))
    if scaled is not None and (variant or dst in ("fp8_e4m3fn_t", "hifloat8_t") or acc == "int32_t"):
        return scaled if j == 0 else "V" + scaled
    if dst in (None, "float", "int32_t"):
        return "NoQuant"
    if dst == "half":
        return "F322F16" if acc == "float" else ("DEQF16", "VDEQF16")[j % 2]
    if dst == "bfloat16_t":
        return "F322BF16"
    return (("QF322B8_PRE", "VQF322B8_PRE") if acc == "float" else ("REQ8", "VREQ8"))[j % 2]


def _qparam(scale: float, offset: int, signed: bool, shift: int = 0) -> int:
    bits = struct.unpack("<I", struct.pack("<f", scale))[0] & 0xFFFFE000
    return bits | (shift << 32) | (int(shift > 0) << 36) | ((offset & 0x1FF) << 37) | (int(signed) << 46)


def _pname(names: list[str], *spellings: str) -> str:
    """The parameter a form names by one of ``spellings`` (the newer headers rename a few); else the last one."""
    return next((n for n in spellings if n in names), names[-1])


def _fix_cases(ov: Any) -> list[Case]:
    """A 20 x 24 result (two column blocks) in L0C; NZ out, and ND out (nz2nd) with ReLU. An int4b_t destination:
    half results (F322F16) quantised to int4 by the post stage (QF162S4_POST, scale 1), ND out."""
    names = [p.name for p in ov.params]
    if ov.params[0].ty.elem is not None and ov.params[0].ty.elem.name == "int4b_t":
        return _int4_cases(ov, names)
    de = ov.params[0].ty.elem
    ce = ov.elem(1)
    dname = de.name if de is not None else None
    dsize = de.size if de is not None else ce.size
    out = []
    scaled = dname in ("half", "bfloat16_t", "float") and ce.name == "float"
    for j, variant in [(0, 0), (1, 0)] + ([(0, 1), (1, 1)] if scaled else []):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}.{variant}"))
        m, n = 20, 24
        sstride = 32  # rows of 16 accumulators between column blocks in L0C
        if ce.name == "float":
            acc = (rng.standard_normal(2 * sstride * 16) * rng.choice([1.0, 50.0], 2 * sstride * 16))
            acc_bytes = acc.astype(np.float32).view(np.uint8)
        else:
            acc_bytes = rng.integers(-3000, 3000, 2 * sstride * 16).astype(np.int32).view(np.uint8)
        mode = _fix_mode(dname, ce.name, j, variant)
        nz2nd = j == 1
        c0d = 16 if dsize >= 2 else 32
        dstride = (n + 3) if nz2nd else m * c0d + 16 * (dsize == 1) * 2
        dst_bytes = (m * dstride + n) * dsize + 64 if nz2nd else 2 * dstride * dsize + 64
        space = {"gm": "gm", "ub": "ub", "l1": "l1"}[ov.params[0].ty.space]
        args: dict[str, Any] = {p: 0 for p in names}
        args[names[0]] = Mem(rng.integers(0, 256, dst_bytes, dtype=np.uint8), 0, space)
        args[names[1]] = Mem(acc_bytes.copy(), 0, "l0c")
        args["n_size"], args["m_size"] = n, m
        args[names[4]], args[names[5]] = dstride, sstride
        args[_pname(names, "quant_pre", "quant_pre_mode")] = _MODES[mode]
        args[_pname(names, "relu_pre", "relu_pre_mode")] = j
        args[_pname(names, "nz2nd_en", "enable_nz2nd")] = int(nz2nd)
        signed = dname != "uint8_t" and (dname == "int8_t" or j == 0)
        meta: dict[str, Any] = {"mode": mode, "pre": []}
        scalar = _qparam(0.5 if ce.name == "float" else 0.125, 3, signed, 2 if mode == "DEQF16" else 0)
        pre: list[tuple[str, tuple[Any, ...]]] = [("asc_set_l0c_copy_prequant", (scalar,)),
                                                   ("asc_set_l0c2gm_nz2nd", (1, 0, 0))]
        if mode.startswith("V"):
            table = np.array([_qparam(float(rng.choice([0.25, 0.5, 2.0])), int(rng.integers(-5, 5)), signed,
                                      int(rng.integers(0, 3)) if ce.name == "int32_t" else 0) for _ in range(n)],
                             np.uint64)
            meta["fb"] = np.concatenate([table.view(np.uint8), np.zeros(256 - table.nbytes % 256, np.uint8)])
        meta["cube_pre"] = pre
        meta["scalar"] = scalar
        out.append(Case(ov, args, f"{mode}{j}.{variant}", meta))
    return out


def _sat(v: float, lo: float, hi: float) -> float:
    return min(max(v, lo), hi)


def _rne(x: float) -> int:
    f = Fraction(x)
    fl = f.numerator // f.denominator
    rem = f - fl
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and fl % 2):
        fl += 1
    return fl


def _half_rne(x: float) -> np.float16:
    """The half nearest to x (ties to even), saturated to the largest finite half."""
    return np.float16(_sat(float(np.float16(x)) if abs(x) < 65520 else np.sign(x) * 65504.0, -65504.0, 65504.0))


def _float_result(y: float, mode: str) -> np.ndarray:
    """The bytes of a scaled float result y (already a float32 value): half/bfloat16 to nearest, ties to even
    (overflow to infinity); fp8 e4m3fn to nearest, ties to even, saturated to +-448; hifloat8 to the nearest of its
    values, ties away from zero, saturated to +-32768, zero (and what rounds to it) as code 0."""
    if mode == "QF322F32_PRE":
        return np.array([y], np.float32).view(np.uint8)
    if mode == "QF322F16_PRE":
        return np.array([y], np.float32).astype(np.float16).view(np.uint8)
    if mode in ("QF322BF16_PRE", "QS322BF16_PRE"):
        return np.array([y], np.float32).astype(ml_dtypes.bfloat16).view(np.uint8)
    if mode == "QF322FP8_PRE":
        return np.array([_sat(y, -448.0, 448.0)], np.float32).astype(ml_dtypes.float8_e4m3fn).view(np.uint8)
    values = hifloat8.decode(np.arange(256, dtype=np.uint8))
    best, best_d = 0, Fraction(abs(Fraction(y)))
    for code, val in enumerate(values):
        if not np.isfinite(val):
            continue
        dist = abs(Fraction(float(val)) - Fraction(_sat(y, -32768.0, 32768.0)))
        if dist < best_d or (dist == best_d and abs(val) > abs(float(values[best]))):
            best, best_d = code, dist
    return np.array([0 if float(values[best]) == 0 else best], np.uint8)


@ref(impls.cube_copy.l0c2out, cases=_fix_cases, asc_skip=_ASC)
def _l0c2out(c: Case) -> Expected:
    ov, a = c.ov, c.args
    names = [p.name for p in ov.params]
    de = ov.params[0].ty.elem
    ce = ov.elem(1)
    acc_np = np.float32 if ce.name == "float" else np.int32
    acc = a[names[1]].data.view(acc_np)
    m, n = int(a["m_size"]), int(a["n_size"])
    dstride, sstride = int(a[names[4]]), int(a[names[5]])
    nz2nd = bool(a[_pname(names, "nz2nd_en", "enable_nz2nd")])
    relu = int(a[_pname(names, "relu_pre", "relu_pre_mode")])
    mode = c.meta["mode"]
    if mode == "int4":
        return _int4_expect(c, names)
    dst: Mem = a[names[0]]
    out = dst.data.copy()
    if mode.startswith("V"):
        params = c.meta["fb"][:8 * n].view(np.uint64)
    else:
        params = np.full(n, c.meta["scalar"], np.uint64)
    size = de.size if de is not None else ce.size
    for r in range(m):
        for j in range(n):
            v = acc[(j // 16) * sstride * 16 + r * 16 + j % 16]
            p = int(params[j])
            scale = struct.unpack("<f", struct.pack("<I", p & 0xFFFFE000))[0]
            off = (p >> 37) & 0x1FF
            off = off - 512 if off >= 256 else off
            signed = (p >> 46) & 1
            if mode == "NoQuant":
                code = np.array([max(v, 0) if relu else v], acc_np).view(np.uint8)
            elif mode in ("F322F16", "F322BF16"):
                x = np.float32(max(float(v), 0.0)) if relu else np.float32(v)
                t = np.float16 if mode == "F322F16" else ml_dtypes.bfloat16
                code = np.array([x]).astype(t).view(np.uint8)
            else:
                x = float(v)  # bits 32-36 (dav-2201's int16 shift) play no part on dav-3510
                y = float(np.float32(x * (scale if x >= 0 or not relu else 0.0)))
                if mode.removeprefix("V") in _FLOAT_SCALED:
                    code = _float_result(float(np.float32(float(v) * (scale if v >= 0 or not relu else 0.0))),
                                         mode.removeprefix("V"))
                elif mode in ("DEQF16", "VDEQF16"):
                    code = np.array([_half_rne(y)], np.float16).view(np.uint8)  # no offset (dav-3510 table)
                else:
                    q = _sat(_rne(y), -256, 255) + off
                    is_signed = signed if de is None else de.name == "int8_t"
                    q = _sat(q, -128, 127) if is_signed else _sat(q, 0, 255)
                    code = np.array([int(q) & 0xFF], np.uint8)
            if nz2nd:
                d = (r * dstride + j) * size
            else:
                c0d = 16 if size >= 2 else 32
                d = ((j // c0d) * dstride + r * c0d + j % c0d) * size
            out[dst.offset + d:dst.offset + d + size] = code
    # Without nz2nd a column block's 32-byte rows are whole: the lanes past n_size are written too.
    care = np.ones(out.size, np.bool_)
    if not nz2nd:
        c0d = 16 if size >= 2 else 32
        for r in range(m):
            for j in range(n, _cdiv(n, c0d) * c0d):
                d = dst.offset + ((j // c0d) * dstride + r * c0d + j % c0d) * size
                care[d:d + size] = False
    return {names[0]: Expect(out, care)}


def _int4_cases(ov: Any, names: list[str]) -> list[Case]:
    """m = 20 rows of n = 24 float accumulators in [-9, 9] (or int32 in [-9, 9] with DEQF16 x 1), ND out."""
    ce = ov.elem(1)
    rng = np.random.default_rng(seed_of(ov_id(ov)))
    m, n, sstride, dstride = 20, 24, 32, 26
    if ce.name == "float":
        acc_bytes = (rng.standard_normal(2 * sstride * 16) * 4).clip(-9, 9).astype(np.float32).view(np.uint8)
    else:
        acc_bytes = rng.integers(-9, 10, 2 * sstride * 16).astype(np.int32).view(np.uint8)
    args: dict[str, Any] = {p: 0 for p in names}
    args[names[0]] = Mem(rng.integers(0, 256, (m * dstride) // 2 + 64, dtype=np.uint8), 0,
                         {"gm": "gm", "ub": "ub", "l1": "l1"}[ov.params[0].ty.space])
    args[names[1]] = Mem(acc_bytes.copy(), 0, "l0c")
    args["n_size"], args["m_size"], args[names[4]], args[names[5]] = n, m, dstride, sstride
    args[_pname(names, "quant_pre", "quant_pre_mode")] = _MODES["F322F16" if ce.name == "float" else "DEQF16"]
    args[_pname(names, "nz2nd_en", "enable_nz2nd")] = 1
    args["quant_post"] = 7  # QF162S4_POST (ascsim's number of the name)
    post = struct.unpack("<I", struct.pack("<f", 1.0))[0]
    meta = {"mode": "int4", "cube_pre": [("asc_set_l0c_copy_prequant", (_qparam(1.0, 0, True),)),
                                          ("asc_set_l0c2gm_nz2nd", (1, 0, 0)), ("asc_set_l0c2gm_quant_post", (post,))]}
    return [Case(ov, args, "int4", meta)]


def _int4_expect(c: Case, names: list[str]) -> Expected:
    """Each accumulator to half (to nearest, ties to even; the int32 ones times 1), then to int4 (to nearest,
    ties to even, saturated to [-8, 7]); ND rows dst_stride elements apart, two codes a byte, the low one first."""
    ov, a = c.ov, c.args
    ce = ov.elem(1)
    acc = a[names[1]].data.view(np.float32 if ce.name == "float" else np.int32)
    m, n, dstride, sstride = int(a["m_size"]), int(a["n_size"]), int(a[names[4]]), int(a[names[5]])
    dst: Mem = a[names[0]]
    out = dst.data.copy()
    for r in range(m):
        for j in range(n):
            v = float(np.float16(acc[(j // 16) * sstride * 16 + r * 16 + j % 16]))
            q = int(_sat(_rne(v), -8, 7)) & 0xF
            e = r * dstride + j
            byte = dst.offset + e // 2
            out[byte] = (out[byte] & 0xF0) | q if e % 2 == 0 else (out[byte] & 0x0F) | (q << 4)
    return {names[0]: Expect(out, np.ones(out.size, np.bool_))}


# -- bias table, fixpipe buffer, L1 -> GM, fills -----------------------------------------------------

def _l12fb_cases(ov: Any) -> list[Case]:
    names = [p.name for p in ov.params]
    out = []
    for j in range(2):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        args: dict[str, Any] = {"dst": Mem(rng.integers(0, 256, 1024, dtype=np.uint8), 0, "fb"),
                                "src": Mem(rng.integers(0, 256, 1024, dtype=np.uint8), 32 * j, "l1")}
        if "size" in names:
            args["size"] = (128, 320)[j]
        else:
            args.update(zip(("n_burst", "len_burst", "src_gap_size", "dst_gap_size"), ((3, 1, 1, 2), (2, 2, 0, 1))[j],
                            strict=True))
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_copy.l12fb, cases=_l12fb_cases, asc_skip=_ASC)
def _l12fb(c: Case) -> Expected:
    a = c.args
    src, dst = a["src"], a["dst"]
    out = dst.data.copy()
    if "size" in a:
        spans = [(0, 0, int(a["size"]))]
    else:  # len_burst and the destination gap in 64 bytes, the source gap in 32 bytes
        nb, blk, sg, dg = (int(a[x]) for x in ("n_burst", "len_burst", "src_gap_size", "dst_gap_size"))
        spans = [(i * (blk * 64 + sg * 32), i * (blk + dg) * 64, blk * 64) for i in range(nb)]
    for s, d, nbytes in spans:
        out[d:d + nbytes] = src.data[src.offset + s:src.offset + s + nbytes]
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


def _l12gm_cases(ov: Any) -> list[Case]:
    out = []
    for j in range(2):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        args: dict[str, Any] = {"dst": Mem(rng.integers(0, 256, 1024, dtype=np.uint8), 16 * j, "gm"),
                                "src": Mem(rng.integers(0, 256, 1024, dtype=np.uint8), 32 * j, "l1")}
        args.update(zip(("n_burst", "len_burst", "src_gap", "dst_gap"), ((3, 2, 1, 2), (2, 1, 0, 3))[j], strict=True))
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_copy.plain, cases=_l12gm_cases, asc_skip=_ASC)
def _l12gm(c: Case) -> Expected:
    a = c.args
    src, dst = a["src"], a["dst"]
    out = dst.data.copy()
    nb, blk, sg, dg = (int(a[x]) for x in ("n_burst", "len_burst", "src_gap", "dst_gap"))
    for i in range(nb):
        s, d = src.offset + i * (blk + sg) * 32, dst.offset + i * (blk + dg) * 32
        out[d:d + blk * 32] = src.data[s:s + blk * 32]
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


def _fill_cases(ov: Any) -> list[Case]:
    space = ov.params[0].ty.space
    ve = ov.elem(1)
    out = []
    for j, (rep, blk, gap) in enumerate(((2, 1, 1), (3, 2, 0))):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        unit = 32 if space == "l1" else 512
        size = (rep * (blk + gap)) * unit + 64
        value = int(rng.integers(0, 2 ** (8 * ve.size)))
        cfg = rep | (blk << 16) | (gap << 32)
        args = {"dst": Mem(rng.integers(0, 256, size, dtype=np.uint8), 0, space), "value": value, "config": cfg}
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_copy.fill, cases=_fill_cases, asc_skip=_ASC)
def _fill(c: Case) -> Expected:
    a = c.args
    ve = c.ov.elem(1)
    dst: Mem = a["dst"]
    unit = 32 if c.ov.params[0].ty.space == "l1" else 512
    cfg = int(a["config"])
    rep, blk, gap = cfg & 0x7FFF, (cfg >> 16) & 0x7FFF, (cfg >> 32) & 0x7FFF
    pattern = int(a["value"]).to_bytes(ve.size, "little")
    out = dst.data.copy()
    for r in range(rep):
        start = r * (blk + gap) * unit
        for b in range(start, start + blk * unit):
            out[b] = pattern[b % ve.size]
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


# The bias table is not an array the harness can read back: l12bt is checked through asc_mmad's bias start
# in a scenario (see _SCENARIOS below).


# -- scenarios: registers, and the forms ascsim declares without simulating them ------------------------

def _kernel(body: Any) -> str:
    """Run ``body`` in a one-block cube kernel; the error it raised ("" if none)."""
    from ascsim import cube_kernel

    try:
        cube_kernel(body)[1]()
    except Exception as exc:  # noqa: BLE001 - the scenario reports what was raised
        return f"{type(exc).__name__}: {exc}"
    return ""


def _default_args(ov: Any) -> list[Any]:
    import ascsim
    from ascsim.spec.unions import classes

    makers = {"l1": ascsim.l1_array, "l0a": ascsim.l0a_array, "l0b": ascsim.l0b_array, "l0c": ascsim.l0c_array,
              "fb": ascsim.fb_array, "ub": ascsim.ub_array}
    out: list[Any] = []
    for p in ov.params:
        t = p.ty
        if t.kind == "ptr":
            elem = t.elem or ascsim.uint8_t
            if t.space == "gm":
                from ascsim.runtime.memory import GM, Ptr

                base = GM.alloc(4096)
                out.append(Ptr(GM, base, elem, GM.allocation_at(base)))
            else:
                out.append(makers[t.space](elem, 4096 // max(elem.size, 1)))
        elif t.kind == "union":
            out.append(classes()[t.c.removeprefix("const ")]())
        elif t.kind == "float" and t.ref:
            out.append(ascsim.Ref(t.elem, 0))
        elif t.kind == "float":
            out.append(t.elem.np.type(0))
        else:
            out.append(1)
    return out


def _refused(ovs: list[Any], error: str, needle: str, what: str) -> list[str]:
    """Each form called with default arguments on the cube core stops with ``error`` naming the form and
    saying ``needle``; ``what`` names the expectation in a failure."""
    import ascsim

    bad = []
    todo: list[Any] = []

    def call() -> None:
        todo[-1][1](*_default_args(todo[-1][0]))
    for ov in ovs:
        todo.append((ov, getattr(ascsim.c_api, ov.name)))
        err = _kernel(call)
        if not err.startswith(error) or ov.name not in err or needle not in err:
            bad.append(f"{ov_id(ov)}: expected {what}, got {err or 'no error'}")
    return bad


def _unsupported(ovs: list[Any]) -> list[str]:
    """Forms whose result the pages do not define: on the cube core an UnsupportedError naming the form."""
    return _refused(ovs, "UnsupportedError", "", "an UnsupportedError naming it")


def _fix_none(ovs: list[Any]) -> list[str]:
    """The fixpipe's (destination, L0C) pairs no mode writes: on the cube core an AscValueError naming the form."""
    return _refused(ovs, "AscValueError", "no quant_pre", "an AscValueError saying no mode writes the pair")


def _cube_regs(ovs: list[Any]) -> list[str]:
    """The mode and copy registers: set then read back (asc_set_l0c2gm_config / asc_get_l0c2gm_*), and hf32 seen
    through a float asc_mmad: an operand with low mantissa bits is rounded to 10 bits under asc_enable_hf32,
    kept under asc_set_fp32_mode."""
    import ascsim
    from ascsim import c_api as c

    bad: list[str] = []
    got: dict[str, Any] = {}

    def regs() -> None:
        c.asc_set_l0c2gm_config(5, 7, True)
        got["relu"], got["quant"], got["unit"] = (c.asc_get_l0c2gm_relu(), c.asc_get_l0c2gm_prequant(),
                                                  c.asc_get_l0c2gm_unitflag())
        for ov in ovs:
            if ov.name.startswith(("asc_set", "asc_enable")) and ov.name != "asc_set_l0c2gm_config":
                getattr(c, ov.name)(*_default_args(ov))

    err = _kernel(regs)
    if err or (got.get("relu"), got.get("quant"), got.get("unit")) != (5, 7, 1):
        bad.append(f"asc_set_l0c2gm_config / asc_get_l0c2gm_*: {err or got}")

    def mm(hf32: bool) -> float:
        res: list[float] = []

        def body() -> None:
            a = ascsim.l0a_array(ascsim.float_, 16 * 8)
            b = ascsim.l0b_array(ascsim.float_, 16 * 8)
            cc = ascsim.l0c_array(ascsim.float_, 256)
            x = np.zeros(128, np.float32)
            x[0] = np.float32(1.0 + 2.0 ** -20)  # A[0][0]: bits below hf32's 10-bit mantissa
            a.write(x)
            y = np.zeros(128, np.float32)
            y[0] = 1.0  # B[0][0]
            b.write(y)
            c.asc_enable_hf32() if hf32 else c.asc_set_fp32_mode()
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            c.asc_mmad(cc, a, b, 1, 8, 16, 0, False, False, True)
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            res.append(float(cc.read(1)[0]))
        e = _kernel(body)
        if e:
            bad.append(f"hf32 scenario: {e}")
        return res[0] if res else float("nan")

    if mm(True) != 1.0 or mm(False) != float(np.float32(1.0 + 2.0 ** -20)):
        bad.append("asc_enable_hf32 / asc_set_fp32_mode: a float operand is not rounded to hf32 only under hf32")
    return bad


def _bias(ovs: list[Any]) -> list[str]:
    """asc_copy_l12bt moves bias bytes from L1 to the bias table; asc_mmad with c_matrix_source starts from them."""
    import ascsim
    from ascsim import c_api as c

    bad: list[str] = []
    todo: list[Any] = []

    def body() -> None:
        ov, names, res = todo[-1]
        src = ascsim.l1_array(ascsim.float_, 64)
        src.write(np.arange(64, dtype=np.float32) * 0.5)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        fn = getattr(c, ov.name)
        typed = src.cast(ov.params[1].ty.elem) if ov.params[1].ty.elem is not None else src.cast(ascsim.uint8_t)
        if "size" in names:
            fn(0, typed, 256)
        else:  # one burst of 8 blocks of 32 bytes
            fn(0, typed, 0, 1, 8, 0, 0)
        a = ascsim.l0a_array(ascsim.half, 256)
        b = ascsim.l0b_array(ascsim.half, 256)
        a.write(np.zeros(256, np.float16))
        b.write(np.zeros(256, np.float16))
        cc = ascsim.l0c_array(ascsim.float_, 256)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        c.asc_mmad(cc, a, b, 16, 16, 16, 0, False, True, False)
        c.asc_sync_pipe(ascsim.PIPE_ALL)
        res.append(cc.read(16))

    for ov in ovs:
        res: list[np.ndarray] = []
        todo.append((ov, [p.name for p in ov.params], res))
        err = _kernel(body)
        if err or not res or not np.array_equal(res[0], np.arange(16, dtype=np.float32) * 0.5):
            bad.append(f"{ov_id(ov)}: {err or res}")
    return bad


def _nothing(c: Case) -> Expected:
    return {}


def _register_scenarios() -> None:
    from . import _scenarios

    _scenarios.SCENARIOS.update({"cube_unsupported": _unsupported, "cube_fix_none": _fix_none,
                                 "cube_regs": _cube_regs, "cube_bias": _bias,
                                 "cube_mx": _mx_copy})
    one = [(impls.cube_copy.l0c2out_none, "cube_fix_none"),
           (impls.cube.set_mode, "cube_regs"), (impls.cube.get_fix_reg, "cube_regs"),
           (impls.cube.set_l0c2gm_config, "cube_regs"), (impls.cube.set_nz2nd, "cube_regs"),
           (impls.cube_copy.set_reg, "cube_regs"), (impls.cube_copy.l12bt, "cube_bias"),
           (impls.cube_copy.l12l0_mx, "cube_mx")]
    for impl, what in one:
        REFS[impl] = Reference(_nothing, cases=lambda ov: [Case(ov, {}, "scenario")], scenario=what, asc_skip=_ASC)


_register_scenarios()
