"""References of the L1 -> L0A/L0B loads beyond the 2D form and of the 4:2 sparse multiply, written from the pages
with Python loops (none of ascsim.ops): the older repeat form (fractal start_index + i x src_stride to fractal
i x (1 + dst_gap)), the transposing 2D form (the part transposed, written as NZ of the transpose, its column
blocks dst_stride fractals apart), the older transposing form (square blocks of fractals, in square units, with
enable_addr_decrement), asc_copy_l12l0b_sparse (the dense fractals; the index is checked through the multiply)
and asc_mmad_sparse (A times the original sparse B, in integers)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ascsim.spec import impls

from ._gen import Case, Mem, ov_id, seed_of
from ._refs import REFS, Expect, Expected, Reference, ref

_ASC = ("the .asc path reaches L0A/L0B/L0C only through the cube copies under test: the cube core's programs "
        "are checked in tests/cube")
_FB = 512
_PACKED = ("int4b_t", "fp4x2_e2m1_t", "fp4x2_e1m2_t")


def _bits(ov: Any) -> int:
    e = ov.params[0].ty.elem
    return 4 if e.name in _PACKED else 8 * e.size


def _elems(frac: np.ndarray, bits: int) -> list[int]:
    if bits == 4:
        return [(int(b) >> s) & 15 for b in frac for s in (0, 4)]
    return [int(v) for v in frac.view({8: np.uint8, 16: np.uint16, 32: np.uint32}[bits])]


def _frac(codes: list[int], bits: int) -> np.ndarray:
    if bits == 4:
        return np.array([codes[2 * i] | (codes[2 * i + 1] << 4) for i in range(_FB)], np.uint8)
    return np.array(codes, {8: np.uint8, 16: np.uint16, 32: np.uint32}[bits]).view(np.uint8)


def _space(ov: Any) -> str:
    return "l0a" if "l0a" in ov.name else "l0b"


# -- the older repeat form ------------------------------------------------------------------------------

def _repeat_cases(ov: Any) -> list[Case]:
    out = []
    for j, params in enumerate(((1, 3, 2, 1), (4, 2, 0, 0))):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        args: dict[str, Any] = {"dst": Mem(rng.integers(0, 256, 8 * _FB, dtype=np.uint8), 0, _space(ov)),
                                "src": Mem(rng.integers(0, 256, 8 * _FB, dtype=np.uint8), 0, "l1")}
        args.update(zip(("start_index", "repeat", "src_stride", "dst_gap"), params, strict=True))
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_copy.l12l0_repeat, cases=_repeat_cases, asc_skip=_ASC)
def _repeat(c: Case) -> Expected:
    a = c.args
    src, dst = a["src"].data, a["dst"]
    out = dst.data.copy()
    for i in range(int(a["repeat"])):
        s = (int(a["start_index"]) + i * int(a["src_stride"])) * _FB
        d = i * (1 + int(a["dst_gap"])) * _FB
        out[d:d + _FB] = src[s:s + _FB]
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


# -- the transposing 2D form ----------------------------------------------------------------------------

def _transpose_cases(ov: Any) -> list[Case]:
    """m_step 4 and k_step 2: whole squares for every width; destination column blocks 4 or 5 fractals apart,
    so that they do not overlap (at most 4 row blocks)."""
    out = []
    for j, params in enumerate(((1, 0, 4, 2, 6, 4), (0, 1, 4, 2, 5, 5))):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        args: dict[str, Any] = {"dst": Mem(rng.integers(0, 256, 40 * _FB, dtype=np.uint8), 0, _space(ov)),
                                "src": Mem(rng.integers(0, 256, 16 * _FB, dtype=np.uint8), 0, "l1")}
        args.update(zip(("m_start_position", "k_start_position", "m_step", "k_step", "src_stride", "dst_stride"),
                        params, strict=True))
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_copy.l12l0_transpose, cases=_transpose_cases, asc_skip=_ASC)
def _transpose(c: Case) -> Expected:
    # Part element (i, j): row i % 16, column j % C0 of source fractal (k_start + j // C0) x src_stride + m_start +
    # i // 16. Its transpose's element (p, q) = part (q, p) goes to row p % 16, column q % C0 of destination
    # fractal (q // C0) x dst_stride + p // 16.
    a = c.args
    bits = _bits(c.ov)
    c0 = 256 // bits
    m0, k0, ms, ks, ss, ds = (int(a[x]) for x in ("m_start_position", "k_start_position", "m_step", "k_step",
                                                   "src_stride", "dst_stride"))
    src, dst = a["src"].data, a["dst"]
    out = dst.data.copy()
    fracs: dict[int, list[int]] = {}
    srcs: dict[int, Any] = {}  # each source fractal's elements, decoded once
    for p in range(c0 * ks):
        for q in range(16 * ms):
            s = (k0 + p // c0) * ss + m0 + q // 16
            if s not in srcs:
                srcs[s] = _elems(src[s * _FB:(s + 1) * _FB], bits)
            val = srcs[s][(q % 16) * c0 + p % c0]
            d = (q // c0) * ds + p // 16
            if d not in fracs:
                fracs[d] = _elems(out[d * _FB:(d + 1) * _FB], bits)
            fracs[d][(p % 16) * c0 + q % c0] = val
    for d, codes in fracs.items():
        out[d * _FB:(d + 1) * _FB] = _frac(codes, bits)
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


# -- the older transposing form ------------------------------------------------------------------------

def _trans_cases(ov: Any) -> list[Case]:
    out = []
    for j, params in enumerate(((1, 2, 1, 1, 0, 0), (3, 3, 1, 0, 1, 2))):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        args: dict[str, Any] = {"dst": Mem(rng.integers(0, 256, 16 * _FB, dtype=np.uint8), 0, _space(ov)),
                                "src": Mem(rng.integers(0, 256, 8 * _FB, dtype=np.uint8), 0, "l1")}
        args.update(zip(("index_id", "repeat", "src_stride", "dst_gap", "enable_addr_decrement", "dst_frac_gap"),
                        params, strict=True))
        out.append(Case(ov, args, f"draw{j}"))
    return out


@ref(impls.cube_copy.l12l0_trans, cases=_trans_cases, asc_skip=_ASC)
def _trans(c: Case) -> Expected:
    # The dav-2201 pages: squares of F fractals (8 bits: two 16 x 32 one below the other, 32 x 32; 16 bits: one
    # 16 x 16; 32 bits: two 16 x 8 side by side, 16 x 16), numbered in squares; square i is index_id +- i x
    # src_stride, transposed, cut into its F fractals, written from fractal i x (1 + dst_gap), 1 + dst_frac_gap apart.
    a = c.args
    bits = _bits(c.ov)
    c0 = 256 // bits
    f = {8: 2, 16: 1, 32: 2}[bits]
    src, dst = a["src"].data, a["dst"]
    out = dst.data.copy()
    sign = -1 if a["enable_addr_decrement"] else 1
    for i in range(int(a["repeat"])):
        block = int(a["index_id"]) + sign * i * int(a["src_stride"])
        square: dict[tuple[int, int], int] = {}
        for j in range(f):
            vals = _elems(src[(block * f + j) * _FB:(block * f + j + 1) * _FB], bits)
            for r in range(16):
                for q in range(c0):
                    square[(r, j * c0 + q) if bits == 32 else (j * 16 + r, q)] = vals[r * c0 + q]
        for j in range(f):
            codes = [square[(j * c0 + q, r) if bits == 32 else (q, j * 16 + r)] for r in range(16) for q in range(c0)]
            d = (i * (1 + int(a["dst_gap"])) + j * (1 + int(a["dst_frac_gap"]))) * _FB
            out[d:d + _FB] = _frac(codes, bits)
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


# -- the sparse load (its dense fractals) and the sparse multiply ---------------------------------------------

def _sparse_load_cases(ov: Any) -> list[Case]:
    rng = np.random.default_rng(seed_of(ov_id(ov)))
    args = {"dst": Mem(rng.integers(0, 256, 4 * _FB, dtype=np.uint8), 0, "l0b"),
            "src": Mem(rng.integers(0, 256, 6 * _FB, dtype=np.uint8), 0, "l1"),
            "index": Mem(rng.integers(0, 256, 6 * 128, dtype=np.uint8), 0, "l1"), "start_index": 2, "repeat": 3}
    return [Case(ov, args, "draw")]


@ref(impls.cube_copy.l12l0b_sparse, cases=_sparse_load_cases, asc_skip=_ASC)
def _sparse_load(c: Case) -> Expected:
    a = c.args
    out = a["dst"].data.copy()
    first, repeat = int(a["start_index"]), int(a["repeat"])
    out[:repeat * _FB] = a["src"].data[first * _FB:(first + repeat) * _FB]
    return {"dst": Expect(out, np.ones(out.size, np.bool_))}


def _sparse_scenario(ovs: list[Any]) -> list[str]:
    """asc_mmad_sparse (and _sync): A (20 x 40) x a sparse B (40 x 20, at most two non-zeros in each group of four
    along k), densified by the page's table, loaded with asc_copy_l12l0b_sparse; the result against integers."""
    import ascsim
    from ascsim import c_api as capi

    from .refs_cube import _kernel

    m, k, n = 20, 40, 20
    bad: list[str] = []
    todo: list[Any] = []  # the case the kernel body runs (a kernel body takes no extra arguments)
    for ov in ovs:
        rng = np.random.default_rng(seed_of(ov_id(ov)))
        a = rng.integers(-128, 128, (m, k))
        bs = np.zeros((k, n), np.int64)
        dense = np.zeros((k // 2, n), np.int64)
        index = np.zeros((k // 2, n), np.int64)
        for j in range(n):
            for g in range(k // 4):
                places = sorted(int(p) for p in rng.choice(4, int(rng.integers(0, 3)), replace=False))
                vals = [int(v) for v in rng.integers(-128, 128, len(places))]
                for p, v in zip(places, vals, strict=True):
                    bs[4 * g + p, j] = v
                if len(places) == 2:
                    idx, kept = (places[0], places[1] - 1), vals
                elif places == [3]:
                    idx, kept = (0, 2), [0, vals[0]]
                elif places:
                    idx, kept = (places[0], 0), [vals[0], 0]
                else:
                    idx, kept = (0, 0), [0, 0]
                dense[2 * g:2 * g + 2, j], index[2 * g:2 * g + 2, j] = kept, idx
        # ZN fractals (32 k x 16 n, along n first); the index in the same order, four 2-bit codes to a byte.
        k1, n1 = 1, 2
        zn = [int(dense[32 * kb + q, 16 * nb + r]) if 32 * kb + q < k // 2 and 16 * nb + r < n else 0
              for kb in range(k1) for nb in range(n1) for r in range(16) for q in range(32)]
        zi = [int(index[32 * kb + q, 16 * nb + r]) if 32 * kb + q < k // 2 and 16 * nb + r < n else 0
              for kb in range(k1) for nb in range(n1) for r in range(16) for q in range(32)]
        b_bytes = np.array(zn, np.int64).astype(np.int8).view(np.uint8)
        i_bytes = np.array([sum(zi[4 * t + s] << (2 * s) for s in range(4)) for t in range(len(zi) // 4)], np.uint8)
        a_nz = np.zeros((32, 64), np.int64)
        a_nz[:m, :k] = a
        a_bytes = np.concatenate([a_nz[:, 0:32].reshape(-1), a_nz[:, 32:64].reshape(-1)]).astype(np.int8)
        got: list[np.ndarray] = []
        todo.append((ov, a_bytes, b_bytes, i_bytes, got))

        def body() -> None:
            ov, a_bytes, b_bytes, i_bytes, got = todo[-1]
            l1b, l1i = ascsim.l1_array(ascsim.uint8_t, b_bytes.size), ascsim.l1_array(ascsim.uint8_t, i_bytes.size)
            l1b.write(b_bytes)
            l1i.write(i_bytes)
            l0a = ascsim.l0a_array(ascsim.int8_t, a_bytes.size)
            l0a.write(a_bytes)
            l0b = ascsim.l0b_array(ascsim.int8_t, b_bytes.size)
            l0c = ascsim.l0c_array(ascsim.int32_t, 2 * 2 * 256)
            l0c.write(np.zeros(4 * 256, np.int32))  # the padding rows and columns are read back too
            capi.asc_sync_pipe(ascsim.PIPE_ALL)
            capi.asc_copy_l12l0b_sparse(l0b, l1b.cast(ascsim.int8_t), l1i.cast(ascsim.int8_t), 0, 2)
            capi.asc_sync_pipe(ascsim.PIPE_ALL)
            # The 9.2.0 form's unit flag is an asc_unit_flag_mode (a plain 0 picks the uint8_t form).
            flag = ascsim.asc_unit_flag_mode.DISABLE if ov.params[6].ty.kind == "enum" else 0
            getattr(capi, ov.name)(l0c, l0a, l0b, m, k, n, flag, False, True)
            capi.asc_sync_pipe(ascsim.PIPE_ALL)
            raw = l0c.read(4 * 256)
            got.append(np.concatenate([raw[:512].reshape(32, 16), raw[512:].reshape(32, 16)], axis=1)[:m, :n])

        err = _kernel(body)
        want = a @ bs
        if err or not got or not np.array_equal(got[0], want):
            bad.append(f"{ov_id(ov)}: {err or 'the product differs from A x the sparse B'}")
    return bad


def _register() -> None:
    from . import _scenarios

    _scenarios.SCENARIOS["cube_sparse_mmad"] = _sparse_scenario
    REFS[impls.cube.mmad_sparse] = Reference(lambda c: {}, cases=lambda ov: [Case(ov, {}, "scenario")],
                                             scenario="cube_sparse_mmad", asc_skip=_ASC)


_register()
