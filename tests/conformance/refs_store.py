"""References of the reg_store.h stores beyond the aligned ones (first element, quarter pack, post-update
packs, the unaligned stream, scatter, asc_store), written from the vendor pages as plain loops.

The unaligned stream follows the pages' description: a store writes every 32-byte UB block the stream
completes (from its start, or from the held bytes of the block it continues) and keeps the bytes of its
last, incomplete block in the vector_store_unalign register; the flush writes those kept bytes when it
is given the stream's end. Cases start the register fresh, or with ``meta["ustream"] = (d0, n, byte)``:
``n`` bytes of value ``byte`` appended at ``dst + d0`` (a block boundary) just before the call, and AR
from ``meta["sqz"] = n``: AR cleared, then one asc_squeeze_with_status selecting n bytes.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ascsim.spec import impls

from ._gen import UB_BLOCK, VL, Case, Mem, default_cases, lanes
from ._refs import Expected, elem_of, gov, ref

_BYTE = 0x5A  #: the value of the bytes a case's pre-stream leaves in the register


def _ptr_name(c: Case) -> str:
    return next(p.name for p in c.ov.params if p.ty.kind == "ptr")


def _ptr_elem_size(c: Case) -> int:
    e = next(p.ty.elem for p in c.ov.params if p.ty.kind == "ptr")
    assert e is not None
    return e.size


def _place(cases: list[Case], ov: Any, bases: list[int], **per_case: list[Any]) -> list[Case]:
    """Set the pointer's byte offset in its array (and other arguments) case by case, cycling lists."""
    pname = next(p.name for p in ov.params if p.ty.kind == "ptr")
    for j, c in enumerate(cases):
        c.args[pname].offset = bases[j % len(bases)]
        for name, values in per_case.items():
            c.args[name] = values[j % len(values)]
        c.meta["form"] = ov.extra[0] if ov.extra and isinstance(ov.extra[0], str) else ""
    return cases


def _src_bytes(c: Case, name: str = "src") -> np.ndarray:
    return np.asarray(c.args[name]).view(np.uint8).reshape(-1)


def _array(c: Case) -> np.ndarray:
    m: Mem = c.args[_ptr_name(c)]
    return m.data.copy()


def _base(c: Case) -> int:
    m: Mem = c.args[_ptr_name(c)]
    return m.offset


def _access(c: Case) -> int:
    """Bytes from the pointer to the access of an addressing form (offset: elements; addr_reg: bytes)."""
    form = c.meta.get("form", "")
    if form == "offset":
        return int(c.args["offset"]) * _ptr_elem_size(c)
    if form == "addr":
        return int(c.args["offset"])
    return 0


def _advance(c: Case, nbytes: int) -> Expected:
    p = next(p for p in c.ov.params if p.ty.kind == "ptr")
    return {p.name + ".advance": nbytes // _ptr_elem_size(c)} if p.ty.ref else {}


# ---------------------------------------------------------------------------------------------
# first element, quarter pack, post-update packs

def _first_cases(ov: Any) -> list[Case]:
    k = ov.params[1].ty.elem.size
    cs = default_cases(ov, 3)
    offs = [5, 0, 9] if ov.params[0].ty.ref else [3, 0, 7]
    if ov.extra and ov.extra[0] == "addr":
        offs = [k * 6, 0, k * 2]
    return _place(cs, ov, [k * 3, 64, 32 + k], offset=offs)


@ref(impls.reg_store.storealign_1st, impls.reg_store.storealign_1st_postupdate, cases=_first_cases)
def _first(c: Case) -> Expected:
    # Element 0 of src, k bytes, at the accessed address; the mask plays no part.
    k = elem_of(c, "src").size
    out = _array(c)
    at = _base(c) + (0 if c.ov.params[0].ty.ref else _access(c))
    out[at:at + k] = _src_bytes(c)[:k]
    return {_ptr_name(c): out, **_advance(c, int(c.args.get("offset", 0)) * k if c.ov.params[0].ty.ref else 0)}


def _pack_cases(ov: Any) -> list[Case]:
    cs = default_cases(ov)
    post = ov.params[0].ty.ref
    offs = [8, 0, -8, 64] if post else [16, 8, 0]
    if ov.extra and ov.extra[0] == "addr":
        offs = [64, 32, 0]
    return _place(cs, ov, [0, 64, 128], offset=offs)


@ref(impls.reg_store.storealign_pack_quarter, impls.reg_store.storealign_pack_quarter_postupdate, cases=_pack_cases)
def _quarter(c: Case) -> Expected:
    # Byte i of the destination: the low 8 bits of 32-bit element i, where element i is active.
    src = [int(v) for v in c.args["src"]]
    flags = gov(c.args["mask"], 4)
    post = c.ov.params[0].ty.ref
    out = _array(c)
    at = _base(c) + (0 if post else _access(c))
    for i, v in enumerate(src):
        if flags[i]:
            out[at + i] = v & 0xFF
    return {_ptr_name(c): out, **_advance(c, int(c.args["offset"]) * 4 if post else 0)}


@ref(impls.reg_store.storealign_pack_postupdate, cases=_pack_cases)
def _pack_post(c: Case) -> Expected:
    # The low half of element i's bits (k/2 bytes, little endian) at bytes i*k/2.., where active.
    e = elem_of(c, "src")
    k = e.size
    flags = gov(c.args["mask"], k)
    out = _array(c)
    at = _base(c)
    for i, v in enumerate(int(x) for x in c.args["src"]):
        if flags[i]:
            low = v & ((1 << (4 * k)) - 1)
            for b in range(k // 2):
                out[at + i * (k // 2) + b] = (low >> (8 * b)) & 0xFF
    return {_ptr_name(c): out, **_advance(c, int(c.args["offset"]) * k)}


def _mask_pack_cases(ov: Any) -> list[Case]:
    return _place(default_cases(ov, 3), ov, [0, 48, 16], offset=[32, 0, -16])


@ref(impls.reg_store.storealign_pack_mask_postupdate, cases=_mask_pack_cases)
def _mask_pack_post(c: Case) -> Expected:
    # Bits 0, 2, 4 .. of the mask register, 8 to a byte LSB first: 16 bytes; then dst += offset bytes.
    bits = c.args["src"]
    out = _array(c)
    for j in range(16):
        out[_base(c) + j] = sum(int(bits[2 * (8 * j + b)]) << b for b in range(8))
    return {"dst": out, **_advance(c, int(c.args["offset"]))}


# ---------------------------------------------------------------------------------------------
# the unaligned stream

def _stream_expect(c: Case, start: int, data: list[int], held: list[int] | None = None) -> np.ndarray:
    """The array after appending ``data`` at byte ``start`` of it: the bytes before the last 32-byte
    boundary the stream reaches are written; ``held`` bytes just before ``start`` (a continued stream)
    are written with them."""
    out = _array(c)
    held = held or []
    first = start - len(held)
    stream = held + data
    end = first + len(stream)
    last_boundary = end - end % UB_BLOCK
    for i, v in enumerate(stream):
        if first + i < last_boundary:
            out[first + i] = v
    return out


def _unalign_cases(ov: Any) -> list[Case]:
    k = ov.params[2].ty.elem.size
    n = lanes(ov.params[2].ty.elem)
    cs = default_cases(ov, 4)
    return _place(cs, ov, [k * (37 // k), k, 0, 8 * (k <= 8) * k], count=[n, n - 3, 1, 0])


@ref(impls.reg_store.storeunalign, impls.reg_store.storeunalign_postupdate, cases=_unalign_cases)
def _storeunalign(c: Case) -> Expected:
    k = elem_of(c, "src1").size
    n = int(c.args["count"]) * k
    data = [int(b) for b in _src_bytes(c, "src1")[:n]]
    return {"dst": _stream_expect(c, _base(c), data), **_advance(c, n)}


def _ar_cases(ov: Any) -> list[Case]:
    cs = _place(default_cases(ov, 2), ov, [24, 8])
    for c, n in zip(cs, [44, 24], strict=True):
        c.meta["sqz"] = n
    return cs


@ref(impls.reg_store.storeunalign_ar, cases=_ar_cases)
def _storeunalign_ar(c: Case) -> Expected:
    # The bytes the squeeze selected (its count), from the start of src1, at dst + (AR - count) = dst.
    n = c.meta["sqz"]
    return {"dst": _stream_expect(c, _base(c), [int(b) for b in _src_bytes(c, "src1")[:n]])}


def _areg_cases(ov: Any) -> list[Case]:
    # The .asc program calls an addr_reg form in a loop (offset 0, then the case's): its "random" case
    # has offset 0, so both calls store the same whole blocks at dst.
    cs = default_cases(ov, 3)
    cs[0].label = "random0"
    return _place(cs, ov, [0, 8, 40], count=[0, 16, 64])


@ref(impls.reg_store.storeunalign_areg, cases=_areg_cases)
def _storeunalign_areg(c: Case) -> Expected:
    # The whole register (256 bytes) at dst + count bytes.
    data = [int(b) for b in _src_bytes(c, "src1")]
    return {"dst": _stream_expect(c, _base(c) + int(c.args["count"]), data)}


def _mask_stream_cases(ov: Any) -> list[Case]:
    align = 16 if ov.params[0].ty.elem.size == 2 else 8
    return _place(default_cases(ov, 3), ov, [align, 0, 3 * align])


@ref(impls.reg_store.storeunalign_mask, cases=_mask_stream_cases)
def _storeunalign_mask(c: Case) -> Expected:
    # uint16_t: bit 2i of each 16-bit element (16 bytes); uint32_t and uint8_t: bit 4i (8 bytes).
    step = 2 if _ptr_elem_size(c) == 2 else 4
    bits = [bool(b) for b in c.args["src1"]][::step]
    data = [sum(int(bits[8 * j + b]) << b for b in range(8)) for j in range(len(bits) // 8)]
    return {"dst": _stream_expect(c, _base(c), data), **_advance(c, len(data))}


def _post_cases(ov: Any) -> list[Case]:
    k = _elem(ov).size
    form = ov.extra[0] if ov.extra else ""
    cs = default_cases(ov, 3)
    ends = [72, 104, 64]  # bytes from dst to the stream's end; the last a block boundary (nothing held)
    if form == "ar":
        ends = [40, 44 if k <= 4 else 48, 32]
    for j, c in enumerate(cs):
        c.args["dst"].offset = 0 if j < 2 else 32
        end = ends[j]
        if form == "ar":
            c.meta["sqz"] = end
        elif form == "addr":
            c.args["offset"] = end
        else:
            c.args["offset"] = end // k
        if j < 2:
            c.meta["ustream"] = (end - end % UB_BLOCK, end % UB_BLOCK, _BYTE)
        c.meta["form"] = form
        c.label = "random0" if j == 0 else f"draw{j}"
    return cs


def _elem(ov: Any) -> Any:
    return next(p.ty.elem for p in ov.params if p.ty.kind == "ptr")


@ref(impls.reg_store.storeunalign_post, impls.reg_store.storeunalign_post_postupdate, cases=_post_cases)
def _storeunalign_post(c: Case) -> Expected:
    # The held bytes go to the block below the stream's end; with nothing held, nothing changes.
    k = _ptr_elem_size(c)
    form = c.meta["form"]
    if form == "ar":
        end = c.meta["sqz"]
    elif form == "addr":
        end = int(c.args["offset"])
    else:
        end = int(c.args["offset"]) * k
    out = _array(c)
    pre = c.meta.get("ustream")
    if pre is not None and pre[0] + pre[1] == end:
        start = _base(c) + pre[0]
        out[start:start + pre[1]] = pre[2]
    adv = _advance(c, end) if c.ov.params[0].ty.ref else {}
    return {"dst": out, **adv}


# ---------------------------------------------------------------------------------------------
# scatter and asc_store

def _scatter_cases(ov: Any) -> list[Case]:
    k = ov.params[1].ty.elem.size
    m = VL // max(k, 2)  # index lanes used: 128 for 8- and 16-bit data, 64 for 32-bit
    cs = _place(default_cases(ov), ov, [0])
    for j, c in enumerate(cs):
        rng = np.random.default_rng(1000 + j)
        room = 1024 // k
        idx = rng.choice(room, size=m, replace=False)
        width = np.uint32 if k == 4 else np.uint16
        index = np.zeros(VL // np.dtype(width).itemsize, width)
        index[:m] = idx
        c.args["index"] = index
    return cs


@ref(impls.reg_store.scatter, cases=_scatter_cases)
def _scatter(c: Case) -> Expected:
    # Element i (8-bit data: element 2j for index lane j) to dst[index], where its mask bit is set.
    e = elem_of(c, "src")
    k = e.size
    src = [int(v) for v in c.args["src"]]
    index = [int(v) for v in c.args["index"]]
    bits = c.args["mask"]
    out = _array(c)
    base = _base(c)
    if k == 1:
        pairs = [(src[2 * j], index[j], bool(bits[2 * j])) for j in range(128)]
    else:
        pairs = [(src[i], index[i], bool(bits[i * k])) for i in range(VL // k)]
    for v, ix, on in pairs:
        if on:
            for b in range(k):
                out[base + ix * k + b] = (v >> (8 * b)) & 0xFF
    return {"dst": out}


def _store_cases(ov: Any) -> list[Case]:
    k = ov.params[1].ty.elem.size
    n = VL // k
    return _place(default_cases(ov, 3), ov, [k * 3, 0, 40], count=[n, 1, n // 2 + 1])


@ref(impls.reg_store.store, cases=_store_cases)
def _store(c: Case) -> Expected:
    # The first count elements (all of them without count) at dst, whatever its alignment.
    k = elem_of(c, "src").size
    n = int(c.args["count"]) * k if any(p.name == "count" for p in c.ov.params) else VL
    out = _array(c)
    out[_base(c):_base(c) + n] = _src_bytes(c)[:n]
    return {"dst": out}
