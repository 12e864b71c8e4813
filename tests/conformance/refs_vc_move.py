"""References for the UB moves of vector_compute.h: asc_gather, asc_gather_datablock, asc_brcb,
asc_copy and asc_transpose (and their _sync forms).

asc_gather: dst[i] = the element at src + src_offset[i] bytes, for the first count elements or every
element of every repeat (full mask; repeat r's results at r * dst_repeat_stride blocks).
asc_gather_datablock: block j of repeat r of dst = the 32 bytes at src + src_offset[8r + j].
asc_brcb: block j of repeat r of dst = 32 bytes filled with src[8r + j].

asc_copy: dst[i] = src[i] for the first count elements (count forms) or, for the repeat forms under a
full mask with contiguous strides, for every element of every repeat. asc_transpose: the 16 x 16
matrix of 2-byte elements at src, row major, transposed into dst.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ascsim.spec import impls

from ._gen import VL, Case, Mem
from ._refs import Expected, _ub_values, _vc_cases, _vc_n, _vc_write, elem_of, ref


def _gather_cases(ov: Any) -> list[Case]:
    """The vector_compute cases with valid offsets: element-aligned (gather) or any element-aligned
    start of a whole block (datablock gather) inside src, in a shuffled order."""
    out = _vc_cases(ov)
    for c in out:
        e = elem_of(c, "dst")
        m: Mem = c.args["src_offset"]
        n = m.data.size // 4
        rng = np.random.default_rng(11)
        whole = "datablock" in ov.impl.name
        top = (c.args["src"].data.size - (32 if whole else e.size)) // e.size
        offs = rng.integers(0, top + 1, n).astype(np.uint32) * e.size
        m.data = offs.view(np.uint8).copy()
        if "dst_block_stride" in c.args:
            c.args["dst_block_stride"] = 1
    return out


def _dst_write(c: Case, vals: dict[int, int], size: int) -> np.ndarray:
    m: Mem = c.args["dst"]
    out = m.data.copy()
    for byte, v in vals.items():
        out[m.offset + byte:m.offset + byte + size] = np.frombuffer(int(v).to_bytes(size, "little"), np.uint8)
    return out


@ref(impls.vector_compute_misc.gather, cases=_gather_cases)
def _gather(c: Case) -> Expected:
    e = elem_of(c, "dst")
    n = _vc_n(c, e)
    offs = _ub_values(c, "src_offset", elem_of(c, "src_offset"), n)
    src: Mem = c.args["src"]
    per = VL // e.size
    rep = int(c.args.get("dst_repeat_stride", 8))
    vals = {}
    for i in range(n):
        r, k = divmod(i, per)
        at = src.offset + int(offs[i])
        vals[r * rep * 32 + k * e.size] = int.from_bytes(bytes(src.data[at:at + e.size]), "little")
    return {"dst": _dst_write(c, vals, e.size)}


@ref(impls.vector_compute_misc.gather_datablock, cases=_gather_cases)
def _gather_datablock(c: Case) -> Expected:
    e = elem_of(c, "dst")
    repeat = int(c.args["repeat"])
    offs = _ub_values(c, "src_offset", elem_of(c, "src_offset"), 8 * repeat)
    src: Mem = c.args["src"]
    rep, blk = int(c.args["dst_repeat_stride"]), int(c.args["dst_block_stride"]) or 1
    vals = {}
    for r in range(repeat):
        for j in range(8):
            for k in range(32 // e.size):
                at = src.offset + int(offs[8 * r + j]) + k * e.size
                vals[(r * rep + j * blk) * 32 + k * e.size] = int.from_bytes(bytes(src.data[at:at + e.size]),
                                                                              "little")
    return {"dst": _dst_write(c, vals, e.size)}


@ref(impls.vector_compute_misc.copy, cases=_vc_cases)
def _copy(c: Case) -> Expected:
    e = elem_of(c, "dst")
    n = _vc_n(c, e)
    return {"dst": _vc_write(c, "dst", [int(v) for v in _ub_values(c, "src", e, n)], e)}


@ref(impls.vector_compute_misc.transpose, cases=_vc_cases)
def _transpose(c: Case) -> Expected:
    e = elem_of(c, "dst")
    src = _ub_values(c, "src", e, 256)
    out = [0] * 256
    for i in range(16):
        for j in range(16):
            out[j * 16 + i] = int(src[i * 16 + j])
    return {"dst": _vc_write(c, "dst", out, e)}


@ref(impls.vector_compute_misc.brcb, cases=_vc_cases)
def _brcb(c: Case) -> Expected:
    e = elem_of(c, "dst")
    repeat = int(c.args["repeat"])
    src = _ub_values(c, "src", e, 8 * repeat)
    rep, blk = int(c.args["dst_repeat_stride"]), int(c.args["dst_block_stride"]) or 1
    vals = {}
    for r in range(repeat):
        for j in range(8):
            for k in range(32 // e.size):
                vals[(r * rep + j * blk) * 32 + k * e.size] = int(src[8 * r + j])
    return {"dst": _dst_write(c, vals, e.size)}
