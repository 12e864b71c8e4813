"""Reference of load3d (the 3D form of asc_copy_l12l0a/_l12l0b), written from the pages: the img2col matrix of an
NC1HWC0 feature map (rows: output positions along the width first; columns: channel block, filter row, filter
column, channel), its padding filled with the pad value, copied as NZ fractals into L0A or (L0B, or L0A with
transpose) as fractals of 16 columns of C0 row values. Element by element with Python loops; imports no
ascsim.ops."""

from __future__ import annotations

from typing import Any

import numpy as np

from ascsim.spec import impls

from ._gen import Case, ov_id, seed_of
from ._refs import REFS, Reference

_ASC = "load3d needs its feature-map registers set first: the scenario runs each form from Python"
_PACKED = ("int4b_t",)


def _bits(ov: Any) -> int:
    e = ov.params[0].ty.elem
    return 4 if e.name in _PACKED else 8 * e.size


def reference(fmap: list[int], c0: int, geo: dict[str, int], pad_code: int, transposed: bool, n_frac: int,
              dst_stride: int) -> dict[int, int]:
    """Destination element number -> code, for one load without repeats (one element per code)."""
    h_in, w_in = geo["h"], geo["w"]
    left, right, top = geo["left"], geo["right"], geo["top"]
    kh, kw = geo["filter_h"], geo["filter_w"]
    wo_count = (w_in + left + right - ((kw - 1) * geo["dil_w"] + 1)) // geo["stride_w"] + 1
    m_ext, k_ext = geo["m_ext"], geo["k_ext"]
    out: dict[int, int] = {}
    for i in range(m_ext):
        row = geo["m_start"] + i
        ho, wo = row // wo_count, row % wo_count
        for j in range(k_ext):
            col = geo["k_start"] + j
            blk, rest = col // (kh * kw * c0), col % (kh * kw * c0)
            point, ch = rest // c0, rest % c0
            y = ho * geo["stride_h"] + (point // kw) * geo["dil_h"] - top
            x = wo * geo["stride_w"] + (point % kw) * geo["dil_w"] - left
            code = fmap[((blk * h_in + y) * w_in + x) * c0 + ch] if 0 <= y < h_in and 0 <= x < w_in else pad_code
            if transposed:  # fractal (i // c0, j // 16), its row j % 16, column i % c0
                stride = dst_stride or -(-k_ext // 16)
                frac, r, cl = (i // c0) * stride + j // 16, j % 16, i % c0
            else:  # NZ: fractal (j // c0, i // 16), row i % 16, column j % c0
                stride = dst_stride or -(-m_ext // 16)
                frac, r, cl = (j // c0) * stride + i // 16, i % 16, j % c0
            assert frac < n_frac
            out[(frac * 16 + r) * c0 + cl] = code
    return out


def _scenario(ovs: list[Any]) -> list[str]:
    import ascsim
    from ascsim import c_api as c
    from ascsim.spec.unions import classes

    bad: list[str] = []
    for ov in ovs:
        bits = _bits(ov)
        c0 = 256 // bits
        rng = np.random.default_rng(seed_of(ov_id(ov)))
        to_b = "l0b" in ov.name
        transpose = bool(rng.integers(0, 2)) and not to_b
        geo = {"h": 3, "w": 4, "left": 1, "right": 0, "top": 1, "bottom": 1, "filter_h": 2, "filter_w": 2,
               "dil_h": 1, "dil_w": 2, "stride_h": 1, "stride_w": 1, "m_start": 1, "k_start": c0, "m_ext": 7,
               "k_ext": 3 * c0 - 3}
        geo["channels"] = 2 * c0  # two channel blocks
        n_codes = geo["channels"] * geo["h"] * geo["w"]
        fmap = [int(v) for v in rng.integers(0, 1 << min(bits, 16), n_codes)]
        pad16 = int(rng.integers(0, 1 << 16))
        pad_code = pad16 & ((1 << bits) - 1) if bits < 16 else pad16
        got: list[np.ndarray] = []

        def body(ov: Any = ov, fmap: list[int] = fmap, pad16: int = pad16, transpose: bool = transpose,
                 geo: dict[str, int] = geo, bits: int = bits, got: list[np.ndarray] = got) -> None:
            """One load (the defaults bind this iteration's values)."""
            e = ov.params[0].ty.elem
            src = ascsim.l1_array(e, 4096 // max(e.size, 1))
            dst = (ascsim.l0b_array if "l0b" in ov.name else ascsim.l0a_array)(e, 8192 // max(e.size, 1))
            raw = np.array(fmap, np.uint32)
            if bits == 4:
                data = (raw[0::2] | (raw[1::2] << 4)).astype(np.uint8)
            else:
                data = raw.astype(f"<u{bits // 8}").view(np.uint8)
            assert src.alloc is not None and src.alloc.init is not None and dst.alloc is not None
            src.alloc.data[:data.size] = data
            src.alloc.init[:] = True
            fm = classes()["asc_l13d_fmatrix_config"]()
            fm.config = geo["h"] | geo["w"] << 16 | geo["left"] << 32 | geo["right"] << 40 | geo["top"] << 48 \
                | geo["bottom"] << 56
            c.asc_set_l13d_fmatrix(fm)
            c.asc_set_l13d_padding(np.uint16(pad16))
            getattr(c, ov.name)(dst, src, geo["k_ext"], geo["m_ext"], geo["k_start"], geo["m_start"], 1, 1, 2, 2,
                                geo["dil_w"], geo["dil_h"], False, False, transpose, False, geo["channels"])
            c.asc_sync_pipe(ascsim.PIPE_ALL)
            got.append(dst.alloc.data.copy())

        from .refs_cube import _kernel

        err = _kernel(lambda: body())
        want = reference(fmap, c0, geo, pad_code, transpose or to_b, 16, 0)
        if err or not got:
            bad.append(f"{ov_id(ov)}: {err or 'no result'}")
            continue
        data = got[0]
        if bits == 4:
            codes = np.empty(data.size * 2, np.uint32)
            codes[0::2], codes[1::2] = data & 15, data >> 4
        else:
            codes = data.view(f"<u{bits // 8}").astype(np.uint32)
        wrong = [k for k, v in want.items() if int(codes[k]) != v]
        if wrong:
            bad.append(f"{ov_id(ov)}: {len(wrong)} elements differ, first at {wrong[0]}")
    return bad


def _register() -> None:
    from . import _scenarios

    _scenarios.SCENARIOS["cube_load3d"] = _scenario
    REFS[impls.cube_copy.load3d] = Reference(lambda c: {}, cases=lambda ov: [Case(ov, {}, "scenario")],
                                             scenario="cube_load3d", asc_skip=_ASC)


_register()

