"""References of the loads of reg_load.h beyond the plain aligned ones (implementations ``reg_load.*``).

Written from the vendor pages (the C pages under reg/reg_load and the C++ LoadAlign, LoadUnAlign,
Gather, GatherB and MaskReg LoadAlign pages) as loops over bytes and elements; the choices the pages
leave open are those of docs/semantics.md ("Other register loads").
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ascsim.spec import impls

from ._gen import MASK_BITS, UB_BLOCK, VL, Case, Mem, default_cases, seed_of, uint_of
from ._refs import Expected, _advance, _mem_cases, _read, bits_of, elem_of, gov, ref

# Bytes each distribution reads, for an element of k bytes.
_READS = {"brc": lambda k: k, "blk": lambda k: 32, "e2b": lambda k: 8 * k, "us": lambda k: 128,
          "ds": lambda k: 512, "unpk": lambda k: 128, "unpk4": lambda k: 64}


def _layout(dist: str, vals: list[int], n: int) -> list[int]:
    """The n lanes of dst from the elements read, one loop per page's description."""
    out = []
    if dist == "brc":  # one element in every lane
        out = [vals[0]] * n
    elif dist == "blk":  # the 32-byte block repeated 8 times
        for _ in range(8):
            out += vals
    elif dist == "e2b":  # element j fills data block j
        per = n // 8
        for j in range(8):
            out += [vals[j]] * per
    elif dist == "us":  # every element twice
        for v in vals:
            out += [v, v]
    elif dist == "ds":  # every second element
        out = vals[0::2]
    elif dist == "unpk":  # element, then a zero element
        for v in vals:
            out += [v, 0]
    elif dist == "unpk4":  # element, then three zero elements
        for v in vals:
            out += [v, 0, 0, 0]
    assert len(out) == n, (dist, len(out), n)
    return out


def _two_places(ov: Any) -> list[Case]:
    """Two of the load/store cases (pointer and offset placements) per overload: enough with so many
    overloads, and they fit one kernel's UB."""
    return [c for j, c in enumerate(_mem_cases(ov)) if j in (0, 2)]


_L = impls.reg_load


@ref(_L.load_brc, _L.load_blk, _L.load_e2b, _L.load_us, _L.load_ds, _L.load_unpk4, _L.load_brc_postupdate,
     _L.load_blk_postupdate, _L.load_e2b_postupdate, _L.load_us_postupdate, _L.load_ds_postupdate,
     _L.load_unpk_postupdate, _L.load_unpk4_postupdate, cases=_two_places)
def _load_dist(c: Case) -> Expected:
    dist = c.ov.extra[1]
    e = elem_of(c, "dst")
    k = e.size
    vals = [int(v) for v in _read(c, _READS[dist](k)).view(uint_of(e))]
    return {"dst": bits_of(_layout(dist, vals, VL // k), e), **_advance(c)}


def _bits_le(raw: np.ndarray) -> list[bool]:
    return [bool((int(raw[j // 8]) >> (j % 8)) & 1) for j in range(8 * raw.size)]


@ref(impls.reg_load.load_dist_mask, impls.reg_load.load_dist_mask_postupdate, cases=_mem_cases)
def _load_dist_mask(c: Case) -> Expected:
    # Upsampling reads 16 bytes (128 bits) and repeats each bit; downsampling reads 64 bytes (512
    # bits) and keeps bits 0, 2, 4, ...
    dist = c.ov.extra[1]
    if dist == "us":
        bits = _bits_le(_read(c, 16))
        out = []
        for b in bits:
            out += [b, b]
    else:
        out = _bits_le(_read(c, 64))[0::2]
    return {"dst": np.array(out, np.bool_), **_advance(c)}


@ref(impls.reg_load.deintlv_postupdate, cases=_mem_cases)
def _deintlv_postupdate(c: Case) -> Expected:
    e = elem_of(c, "dst0")
    vals = list(_read(c, 2 * VL).view(uint_of(e)))
    return {"dst0": bits_of(vals[0::2], e), "dst1": bits_of(vals[1::2], e), **_advance(c)}


# ---------------------------------------------------------------------------------------------
# unaligned loads: the pointer anywhere in a 1 KiB array (the stream reads up to 288 bytes past
# the 32-byte block holding it)

_UNALIGNED_OFFSETS = (5, 32, 63, 100)


def _unaligned_cases(ov: Any) -> list[Case]:
    out = default_cases(ov)
    for j, c in enumerate(out):
        ptr = next(p for p in ov.params if p.ty.kind == "ptr")
        m: Mem = c.args[ptr.name]
        m.offset = _UNALIGNED_OFFSETS[j % len(_UNALIGNED_OFFSETS)] // ptr.ty.elem.size * ptr.ty.elem.size
        if "count" in c.args:
            c.args["count"] = [3, 0, 128, 17][j % 4]
        if "offset" in c.args:  # an address register: a whole number of elements, bytes
            c.args["offset"] = 2 * ptr.ty.elem.size * (j + 1)
        if any(p.ty.kind == "align" and p.name == "src0" for p in ov.params):
            c.meta["pre"] = "ureg"  # asc_loadunalign_pre at the same address first
    return out


def _unaligned_start(c: Case) -> int:
    ptr = next(p for p in c.ov.params if p.ty.kind == "ptr")
    m: Mem = c.args[ptr.name]
    extra = int(c.args["offset"]) if any(p.ty.kind == "addr" for p in c.ov.params) else 0
    return m.offset + extra


@ref(impls.reg_load.loadunalign_pre, cases=_unaligned_cases)
def _loadunalign_pre(c: Case) -> Expected:
    # Only the load-unalign register changes (its content is checked through asc_loadunalign): the
    # source array is as it was.
    return {"src": c.args["src"].data.copy()}


@ref(impls.reg_load.load, impls.reg_load.loadunalign, impls.reg_load.loadunalign_postupdate,
     impls.reg_load.loadunalign_postupdate_addr, cases=_unaligned_cases)
def _loadunalign(c: Case) -> Expected:
    # 256 bytes from the (unaligned) start, as if read one by one; the post-update form then moves
    # the pointer by count elements.
    e = elem_of(c, "dst")
    ptr = next(p for p in c.ov.params if p.ty.kind == "ptr")
    m: Mem = c.args[ptr.name]
    start = _unaligned_start(c)
    raw = np.array([m.data[start + i] for i in range(VL)], np.uint8)
    out: Expected = {"dst": raw.view(uint_of(e))}
    if ptr.ty.ref:
        out[ptr.name + ".advance"] = int(c.args["count"])
    return out


# ---------------------------------------------------------------------------------------------
# gathers


def _gather_cases(ov: Any) -> list[Case]:
    """Indices that stay inside the 1 KiB source array (repeats allowed); for the data-block gather,
    multiples of 32 in the first 8 lanes."""
    out = default_cases(ov)
    names = {p.name: p for p in ov.params}
    src_elem = names["src"].ty.elem
    ie = names["index"].ty.elem
    for j, c in enumerate(out):
        rng = np.random.default_rng(seed_of(f"{c.id}#gather{j}"))
        n = VL // ie.size
        if names["src"].ty.kind == "ptr":
            m: Mem = c.args["src"]
            if ov.name == "asc_gather_datablock":
                idx = rng.integers(0, m.data.size // UB_BLOCK, n) * UB_BLOCK
                idx[8:] = rng.integers(0, 2**31, n - 8)  # lanes after the 8th are not used
            else:
                idx = rng.integers(0, m.data.size // src_elem.size, n)
                idx[:3] = [0, m.data.size // src_elem.size - 1, 0]
            c.args["index"] = idx.astype(uint_of(ie))
    return out


@ref(impls.reg_load.gather_ub, cases=_gather_cases)
def _gather_ub(c: Case) -> Expected:
    # Index lane i (w bytes wide) fetches the source element at src + index[i] elements into the low
    # bytes of its w-byte slot of dst; the rest of the slot is 0, as is a slot whose mask bit i*w is clear.
    e, se, ie = elem_of(c, "dst"), elem_of(c, "src"), elem_of(c, "index")
    m: Mem = c.args["src"]
    w = ie.size
    g = gov(c.args["mask"], w)
    out = np.zeros(VL, np.uint8)
    for i, idx in enumerate(c.args["index"]):
        if g[i]:
            at = m.offset + int(idx) * se.size
            for b in range(se.size):
                out[i * w + b] = m.data[at + b]
    return {"dst": out.view(uint_of(e))}


@ref(impls.reg_load.gather_reg)
def _gather_reg(c: Case) -> Expected:
    e = elem_of(c, "dst")
    src = list(c.args["src"])
    return {"dst": bits_of([int(src[int(i) % len(src)]) for i in c.args["index"]], e)}


@ref(impls.reg_load.gather_datablock, cases=_gather_cases)
def _gather_datablock(c: Case) -> Expected:
    # Block j (j < 8) is the 32 bytes at src + index[j] bytes; with a mask, block j is 0 unless bit 4j is set.
    e = elem_of(c, "dst")
    m: Mem = c.args["src"]
    mask = c.args.get("mask")
    out = np.zeros(VL, np.uint8)
    for j in range(8):
        if mask is None or mask[4 * j]:
            at = m.offset + int(c.args["index"][j])
            out[j * 32:(j + 1) * 32] = m.data[at:at + 32]
    return {"dst": out.view(uint_of(e))}


# ---------------------------------------------------------------------------------------------
# the mask special register (all ones after a kernel starts) and the deprecated scatter order


@ref(impls.reg_load.mask_spr, cases=lambda ov: [Case(ov, {}, "reset")])
def _mask_spr(c: Case) -> Expected:
    return {"return": np.ones(MASK_BITS, np.bool_)}


def _scatter_cases(ov: Any) -> list[Case]:
    out = default_cases(ov)
    for j, c in enumerate(out):
        rng = np.random.default_rng(seed_of(f"{c.id}#scatter{j}"))
        e = elem_of(c, "dst")
        ie = elem_of(c, "index")
        m: Mem = c.args["dst"]
        n = VL // ie.size
        c.args["index"] = rng.permutation(m.data.size // e.size)[:n].astype(uint_of(ie))  # unique
    return out


@ref(impls.reg_load.scatter_src_first, cases=_scatter_cases)
def _scatter_src_first(c: Case) -> Expected:
    # Index lane i (w bytes wide) stores the element in the low bytes of its w-byte slot of src at
    # dst + index[i] elements, where mask bit i*w is set; src itself is unchanged.
    e, ie = elem_of(c, "dst"), elem_of(c, "index")
    m: Mem = c.args["dst"]
    w = ie.size
    g = gov(c.args["mask"], w)
    src = np.asarray(c.args["src"]).astype(uint_of(e))
    raw = src.view(np.uint8)
    out = m.data.copy()
    for i, idx in enumerate(c.args["index"]):
        if g[i]:
            at = m.offset + int(idx) * e.size
            out[at:at + e.size] = raw[i * w:i * w + e.size]
    return {"dst": out, "src": src}
