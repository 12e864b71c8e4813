"""Independent references, keyed by the implementation object a spec overload names (``ov.impl``).

Each reference is written from the vendor's page of the instruction (and, where the page leaves a
choice open, from the modeling choice in docs/semantics.md), as plain numpy and Python loops over
lanes. None imports ``ascsim.ops`` or ``ascsim.c_api``.

A reference takes a :class:`~._gen.Case` and returns the expected outputs by name:

* an out register (``T&``): its raw bits; an out mask: 256 bools;
* a memory argument: the whole array after the call (``Expect`` when some bytes are "don't care");
  memory it does not name must be unchanged;
* ``"<name>.advance"``: elements a ``T*&`` pointer moved; a ``uint32_t&`` scalar: its new value;
* ``"return"``: the returned value (a mask, an ``addr_reg`` byte offset, an integer);
* ``"ar"``: the AR special register after the call (checked in the Python path only).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ascsim.dtypes import ElemType
from ascsim.spec import impls
from ascsim.spec.impls import Impl

from ._gen import MASK_BITS, UB_BLOCK, VL, Case, Mem, default_cases, lanes, uint_of

Expected = dict[str, Any]


@dataclass
class Expect:
    """An expected memory array with bytes that may hold anything (``care`` False)."""

    data: np.ndarray
    care: np.ndarray


@dataclass
class Reference:
    """How one implementation is checked: its cases, its expected outputs, how results compare."""

    expect: Callable[[Case], Expected]
    cases: Callable[[Any], list[Case]] = default_cases
    #: "bits": raw bits equal; "float": equal bits, or both NaN (NaN payloads are not specified).
    compare: str = "bits"
    #: Why the generated .asc program does not call these overloads ("" = it does).
    asc_skip: str = ""
    #: A whole-kernel scenario instead of a lane check (sync, barriers, calls): see test_python.py.
    scenario: str = ""
    notes: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        # A value-returning form (``vector_T asc_xxx(rest...)``) is checked through its void form's
        # cases and reference: same inputs without dst, the expected dst as the expected return.
        void_cases, void_expect = self.cases, self.expect

        def cases(ov: Any) -> list[Case]:
            if ov.result_of is None:
                return void_cases(ov)
            dst = ov.result_of.params[0].name
            return [Case(ov, {k: v for k, v in c.args.items() if k != dst}, c.label, dict(c.meta))
                    for c in void_cases(ov.result_of)]

        def expect(case: Case) -> Expected:
            base = case.ov.result_of
            if base is None:
                return void_expect(case)
            first = base.params[0]
            elem = first.ty.elem
            # The twin writes a fresh register: the void form's dst starts as zeros.
            fresh: Any = np.zeros(MASK_BITS, np.bool_)
            if first.ty.kind != "mask":
                assert elem is not None
                fresh = np.zeros(lanes(elem), uint_of(elem))
            out = dict(void_expect(Case(base, {first.name: fresh, **case.args}, case.label, case.meta)))
            out["return"] = out.pop(first.name)
            return out

        self.cases, self.expect = cases, expect


REFS: dict[Impl, Reference] = {}


def operation(ov: Any) -> str:
    """The operation of a form that the spec hands its ops function (``asc_add``: ``add_raw`` gives
    ``add``, its carry form ``add_carry_raw`` too): a label the references choose their formula by."""
    return str(ov.extra[0].__name__).removesuffix("_raw").removesuffix("_carry")


def ref(*impls: Impl, **kw: Any) -> Callable[[Callable[[Case], Expected]], Callable[[Case], Expected]]:
    def deco(f: Callable[[Case], Expected]) -> Callable[[Case], Expected]:
        for impl in impls:
            REFS[impl] = Reference(f, **kw)
        return f
    return deco


# ---------------------------------------------------------------------------------------------
# small helpers (bits of masks and registers)

def elem_of(case: Case, name: str) -> ElemType:
    for p in case.ov.params:
        if p.name == name:
            assert p.ty.elem is not None
            return p.ty.elem
    base = case.ov.result_of
    if name == "return" and case.ov.ret.elem is not None:
        return case.ov.ret.elem
    if base is not None and base.params[0].name == name and base.params[0].ty.elem is not None:
        return base.params[0].ty.elem
    raise KeyError(name)


def gov(mask: np.ndarray, k: int) -> list[bool]:
    """The governing bit of each element of k bytes: element i <- bit i*k."""
    return [bool(mask[i * k]) for i in range(MASK_BITS // k)]


def mask_from_flags(flags: list[bool], k: int) -> np.ndarray:
    """A mask that sets bit i*k for each selected element, every other bit clear."""
    out = np.zeros(MASK_BITS, np.bool_)
    for i, f in enumerate(flags):
        out[i * k] = f
    return out


def bits_of(values: list[int], elem: ElemType) -> np.ndarray:
    return np.array([v & ((1 << (8 * elem.size)) - 1) for v in values], dtype=np.uint64).astype(uint_of(elem))


def signed(v: int, nbits: int) -> int:
    v &= (1 << nbits) - 1
    return v - (1 << nbits) if v >> (nbits - 1) else v


# ---------------------------------------------------------------------------------------------
# reg_vector.h: permute and select

@ref(impls.reg_permute_sel.intlv)
def _intlv(c: Case) -> Expected:
    s0, s1 = list(c.args["src0"]), list(c.args["src1"])
    n = len(s0)
    d0, d1 = [], []
    for i in range(n // 2):
        d0 += [s0[i], s1[i]]
        d1 += [s0[n // 2 + i], s1[n // 2 + i]]
    e = elem_of(c, "src0")
    return {"dst0": bits_of(d0, e), "dst1": bits_of(d1, e)}


@ref(impls.reg_permute_sel.deintlv)
def _deintlv(c: Case) -> Expected:
    stream = list(c.args["src0"]) + list(c.args["src1"])
    e = elem_of(c, "src0")
    return {"dst0": bits_of(stream[0::2], e), "dst1": bits_of(stream[1::2], e)}


def _groups(bits: np.ndarray, g: int) -> list[list[bool]]:
    return [list(bits[i:i + g]) for i in range(0, MASK_BITS, g)]


@ref(impls.reg_permute_sel.intlv_mask)
def _intlv_mask(c: Case) -> Expected:
    (g,) = c.ov.extra
    a, b = _groups(c.args["src0"], g), _groups(c.args["src1"], g)
    n = len(a)
    d0: list[bool] = []
    d1: list[bool] = []
    for i in range(n // 2):
        d0 += a[i] + b[i]
        d1 += a[n // 2 + i] + b[n // 2 + i]
    return {"dst0": np.array(d0), "dst1": np.array(d1)}


@ref(impls.reg_permute_sel.deintlv_mask)
def _deintlv_mask(c: Case) -> Expected:
    (g,) = c.ov.extra
    stream = _groups(c.args["src0"], g) + _groups(c.args["src1"], g)
    return {"dst0": np.array(sum(stream[0::2], [])), "dst1": np.array(sum(stream[1::2], []))}


@ref(impls.reg_permute_sel.unpack)
def _unpack(c: Case) -> Expected:
    (part,) = c.ov.extra
    src, se, de = c.args["src"], elem_of(c, "src"), elem_of(c, "dst")
    n = len(src)
    half = list(src[: n // 2]) if part == "lower" else list(src[n // 2:])
    vals = [signed(int(v), 8 * se.size) if se.signed else int(v) for v in half]
    return {"dst": bits_of(vals, de)}


@ref(impls.reg_permute_sel.unpack_mask)
def _unpack_mask(c: Case) -> Expected:
    (part,) = c.ov.extra
    src = c.args["src"]
    half = src[:128] if part == "lower" else src[128:]
    out = np.zeros(MASK_BITS, np.bool_)
    for j in range(128):
        out[2 * j] = half[j]  # each bit becomes two, the upper one 0
    return {"dst": out}


@ref(impls.reg_permute_sel.pack)
def _pack(c: Case) -> Expected:
    (part,) = c.ov.extra
    src, de = c.args["src"], elem_of(c, "dst")
    m = len(src)
    low = [int(v) & ((1 << (8 * de.size)) - 1) for v in src]
    vals = low + [0] * m if part == "low" else [0] * m + low
    return {"dst": bits_of(vals, de)}


@ref(impls.reg_permute_sel.pack_mask)
def _pack_mask(c: Case) -> Expected:
    (part,) = c.ov.extra
    src = c.args["src"]
    out = np.zeros(MASK_BITS, np.bool_)
    base = 0 if part == "low" else 128
    for j in range(128):
        out[base + j] = src[2 * j]  # the lower bit of each pair
    return {"dst": out}


@ref(impls.reg_permute_sel.select)
def _select(c: Case) -> Expected:
    s0, s1, m = c.args["src0"], c.args["src1"], c.args["mask"]
    if c.ov.params[0].ty.kind == "mask":
        return {"dst": np.array([bool(m[i]) and bool(s0[i]) or (not m[i]) and bool(s1[i]) for i in range(MASK_BITS)])}
    e = elem_of(c, "src0")
    g = gov(m, e.size)
    return {"dst": bits_of([int(s0[i]) if g[i] else int(s1[i]) for i in range(len(s0))], e)}


@ref(impls.reg_permute_sel.squeeze)
def _squeeze(c: Case) -> Expected:
    (status,) = c.ov.extra
    src, m, e = c.args["src"], c.args["mask"], elem_of(c, "src")
    g = gov(m, e.size)
    picked = [int(src[i]) for i in range(len(src)) if g[i]]
    out: Expected = {"dst": bits_of(picked + [0] * (len(src) - len(picked)), e)}
    if status:
        # AR accumulates the bytes selected (asc_clear_ar_spr clears it before a run of squeezes).
        out["ar"] = c.meta.get("ar_before", 0) + len(picked) * e.size
    return out


@ref(impls.reg_permute_sel.unsqueeze)
def _unsqueeze(c: Case) -> Expected:
    m, e = c.args["mask"], elem_of(c, "dst")
    g = gov(m, e.size)
    vals, count = [], 0
    for i in range(len(g)):
        vals.append(count)
        count += g[i]
    return {"dst": bits_of(vals, e)}


@ref(impls.reg_permute_sel.clear_ar)
def _clear_ar(c: Case) -> Expected:
    return {"ar": 0}


# ---------------------------------------------------------------------------------------------
# reg_vector.h: fill, arithmetic, compare

@ref(impls.reg_duplicate.duplicate)
def _duplicate(c: Case) -> Expected:
    src, m, e = c.args["src"], c.args["mask"], elem_of(c, "src")
    g = gov(m, e.size)
    return {"dst": bits_of([int(src[0]) if g[i] else 0 for i in range(len(src))], e)}


@ref(impls.reg_duplicate.duplicate_scalar)
def _duplicate_scalar(c: Case) -> Expected:
    e = elem_of(c, "dst")
    v = int(c.args["value"]) if e.kind == "float" else int(c.args["value"]) & ((1 << (8 * e.size)) - 1)
    n = lanes(e)
    g = gov(c.args["mask"], e.size) if "mask" in c.args else [True] * n
    return {"dst": bits_of([v if g[i] else 0 for i in range(n)], e)}


def _round_f64(x: float, e: ElemType) -> int:
    """Round a float64 (an exact or already nearer-than-half-ulp sum) to the bits of ``e``, nearest even."""
    with np.errstate(over="ignore", invalid="ignore"):
        if e.name == "half":
            return int(np.array([x], np.float64).astype(np.float16).view(np.uint16)[0])
        f32 = np.array([x], np.float64).astype(np.float32)
    b = int(f32.view(np.uint32)[0])
    if e.name == "float":
        return b
    # bfloat16: round the float32 bits to their upper 16, nearest even; NaN stays a quiet NaN.
    if (b & 0x7F800000) == 0x7F800000 and b & 0x007FFFFF:
        return (b >> 16) | 0x0040
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) & 0xFFFF


def _value(bits: int, e: ElemType) -> float:
    """The value of raw bits of a float type, as a Python float."""
    if e.name == "half":
        return float(np.array([bits], np.uint16).view(np.float16)[0])
    if e.name == "float":
        return float(np.array([bits], np.uint32).view(np.float32)[0])
    return float(np.array([bits << 16], np.uint32).view(np.float32)[0])  # bfloat16: the upper half of a float


def _arith(op: str, x: float | int, y: float | int) -> float | int:
    return x + y if op == "add" else x - y


@ref(impls.reg_arith.binary, impls.reg_arith.binary_carry, compare="float")
def _binary(c: Case) -> Expected:
    op = operation(c.ov)
    a, b, m, e = c.args["src0"], c.args["src1"], c.args["mask"], elem_of(c, "src0")
    g = gov(m, e.size)
    vals, carry = [], []
    for i in range(len(a)):
        x, y = int(a[i]), int(b[i])
        if not g[i]:
            vals.append(0)
            carry.append(False)
        elif e.kind == "float":
            vals.append(_round_f64(_arith(op, _value(x, e), _value(y, e)), e))
        else:
            vals.append(int(_arith(op, x, y)))  # on the raw (unsigned) bits: wraps in bits_of
            # add: the carry out of the unsigned sum; sub: set when there is no borrow.
            carry.append(x + y >= 1 << (8 * e.size) if op == "add" else x >= y)
    out: Expected = {"dst": bits_of(vals, e)}
    if any(p.name == "carry" for p in c.ov.params):
        out["carry"] = mask_from_flags(carry, e.size)
    return out


@ref(impls.reg_compare.gt)
def _gt(c: Case) -> Expected:
    a, b, m, e = c.args["src0"], c.args["src1"], c.args["mask"], elem_of(c, "src0")
    g = gov(m, e.size)
    flags = []
    for i in range(len(a)):
        if e.kind == "float":
            x, y = _value(int(a[i]), e), _value(int(b[i]), e)
        elif e.signed:
            x, y = signed(int(a[i]), 8 * e.size), signed(int(b[i]), 8 * e.size)
        else:
            x, y = int(a[i]), int(b[i])
        flags.append(g[i] and x > y)  # NaN compares false
    return {"dst": mask_from_flags(flags, e.size)}


# ---------------------------------------------------------------------------------------------
# reg_vector.h: masks and address registers

_PATTERNS: dict[int, int | str] = {0: "ALL", 1: 1, 2: 2, 3: 3, 4: 4, 5: 8, 6: 16, 7: 32, 8: 64, 9: 128, 10: "M3",
                                   11: "M4", 12: "H", 13: "Q", 15: "ALLF"}


def _create_cases(ov: Any) -> list[Case]:
    return [Case(ov, {"pat_mode": v}, f"pat{v}") for v in _PATTERNS]


@ref(impls.reg_mask.create_mask, cases=_create_cases)
def _create_mask(c: Case) -> Expected:
    (k,) = c.ov.extra
    n = MASK_BITS // k
    p = _PATTERNS[int(c.args["pat_mode"])]
    if p == "ALL":
        flags = [True] * n
    elif p == "ALLF":
        flags = [False] * n
    elif p == "M3":
        flags = [i % 3 == 0 for i in range(n)]
    elif p == "M4":
        flags = [i % 4 == 0 for i in range(n)]
    elif p == "H":
        flags = [i < n // 2 for i in range(n)]
    elif p == "Q":
        flags = [i < n // 4 for i in range(n)]
    else:
        flags = [i < int(p) for i in range(n)]
    return {"return": mask_from_flags(flags, k)}


def _update_cases(ov: Any) -> list[Case]:
    (k,) = ov.extra
    n = MASK_BITS // k
    return [Case(ov, {"value": v}, f"value{v}") for v in (0, 1, n - 1, n, n + 5, 3 * n + 7, 0xFFFFFFFF)]


@ref(impls.reg_mask.update_mask, cases=_update_cases)
def _update_mask(c: Case) -> Expected:
    (k,) = c.ov.extra
    n = MASK_BITS // k
    v = int(c.args["value"])
    return {"return": mask_from_flags([i < min(v, n) for i in range(n)], k), "value": 0 if v < n else v - n}


def _addr_cases(ov: Any) -> list[Case]:
    rng = np.random.default_rng(len(ov.params) * 7 + ov.extra[0])
    out = []
    for j, loop in enumerate(((0, 0, 0, 0), (1, 0, 0, 0), (2, 1, 3, 1))):
        args = {p.name: int(rng.integers(0, 1000)) for p in ov.params}
        out.append(Case(ov, args, f"loop{j}", meta={"loop": loop}))
    return out


@ref(impls.reg_addr.addr_reg, cases=_addr_cases, asc_skip="an addr_reg is observable only through the loads and "
     "stores that take one")
def _addr_reg(c: Case) -> Expected:
    # offset = sum over the enclosing loops of loop index x its offset, in elements of k bytes. The
    # offsets are written outermost first: the last one goes with the innermost loop, as the vendor's
    # four-loop example passes (n_stride, c_stride, h_stride, w_stride) around a w-innermost nest.
    (k,) = c.ov.extra
    idx = c.meta["loop"]  # innermost first
    n = len(c.ov.params)
    total = sum(idx[n - 1 - i] * int(c.args[p.name]) for i, p in enumerate(c.ov.params))
    return {"return": total * k}


# ---------------------------------------------------------------------------------------------
# reg_load.h / reg_store.h
#
# Addressing forms (``ov.extra[0]``): "" = the pointer itself; "offset" = pointer + offset elements
# of the pointer type (bytes for a mask register); "addr" = pointer + the address register's offset
# (cases give it in bytes). Post-update forms access the pointer itself, then advance it.

#: Per case index: (bytes from the array start to the pointer, byte offset of the access).
_PLACES = ((0, 32), (32, -32), (64, 256), (0, 96))


def _is_mask_form(ov: Any) -> bool:
    return any(p.ty.kind == "mask" and p.name in ("dst", "src") for p in ov.params) and not any(
        p.ty.kind == "reg" for p in ov.params)


def _ptr_param(ov: Any) -> Any:
    return next(p for p in ov.params if p.ty.kind == "ptr")


def _unit(ov: Any) -> int:
    """Bytes per unit of an int32_t offset: the pointer's element size, 1 for a mask register."""
    e = _ptr_param(ov).ty.elem
    return 1 if _is_mask_form(ov) or e is None else e.size


def _mem_cases(ov: Any) -> list[Case]:
    """Loads and stores: a 1 KiB array, the pointer 32-byte aligned inside it, offsets that keep the
    access aligned and inside the array."""
    out = default_cases(ov)
    out += default_cases(ov)[:1]
    for j, c in enumerate(out):
        base, off = _PLACES[j % len(_PLACES)]
        c.label = f"{c.label}{j}"
        c.args[_ptr_param(ov).name].offset = base
        names = {p.name: p for p in ov.params}
        form = ov.extra[0] if ov.extra else ""
        if "offset" in names and names["offset"].ty.kind == "addr":
            c.args["offset"] = abs(off)
        elif "offset" in names:
            post = names[_ptr_param(ov).name].ty.ref
            if post:
                c.args["offset"] = [8, 0, -8, 64][j % 4] * (4 // _unit(ov) if _is_mask_form(ov) else 1)
            else:
                c.args["offset"] = off // _unit(ov)
        if "block_stride" in names:
            c.args["block_stride"] = [1, 2, 0, 3][j % 4]
            c.args["repeat_stride"] = [8, 0, 3, 16][j % 4]
        c.meta["form"] = form
    return out


def _access(c: Case) -> int:
    """Byte offset of the access from the pointer (the addressing form's offset)."""
    form = c.meta.get("form", "")
    if form == "offset":
        return int(c.args["offset"]) * _unit(c.ov)
    if form == "addr":
        return int(c.args["offset"])
    return 0


def _read(c: Case, nbytes: int, extra: int = 0) -> np.ndarray:
    m: Mem = c.args[_ptr_param(c.ov).name]
    start = m.offset + _access(c) + extra
    assert 0 <= start and start + nbytes <= m.data.size, f"{c.id}: the case places the access outside its array"
    return m.data[start:start + nbytes].copy()


def _written(c: Case, data: np.ndarray, flags: list[bool] | None = None, k: int = 1,
             at: list[int] | None = None) -> np.ndarray:
    """The array of the pointer after writing ``data`` in pieces of k bytes: piece i goes to byte
    ``at[i]`` (default i*k) from the accessed address, where ``flags[i]`` allows."""
    m: Mem = c.args[_ptr_param(c.ov).name]
    out = m.data.copy()
    base = m.offset + _access(c)
    for i in range(data.size // k):
        if flags is None or flags[i]:
            pos = base + (at[i] if at is not None else i * k)
            out[pos:pos + k] = data[i * k:(i + 1) * k]
    return out


def _advance(c: Case) -> Expected:
    """A post-update form's advance, in elements of the pointer type."""
    p = _ptr_param(c.ov)
    if not p.ty.ref or "offset" not in c.args:
        return {}
    n = int(c.args["offset"])
    if _is_mask_form(c.ov):
        assert p.ty.elem is not None
        return {p.name + ".advance": n * _unit(c.ov) // p.ty.elem.size}
    return {p.name + ".advance": n}


def _bits_le(raw: np.ndarray, nbits: int) -> np.ndarray:
    return np.array([bool((int(raw[j // 8]) >> (j % 8)) & 1) for j in range(nbits)])


def _bytes_le(bits: Any) -> np.ndarray:
    return np.array([sum(int(bits[8 * j + b]) << b for b in range(8)) for j in range(len(bits) // 8)], np.uint8)


@ref(impls.reg_load.loadalign, impls.reg_load.loadalign_postupdate, cases=_mem_cases)
def _loadalign(c: Case) -> Expected:
    e = elem_of(c, "dst")
    return {"dst": _read(c, VL).view(uint_of(e)), **_advance(c)}


@ref(impls.reg_load.loadalign_mask, impls.reg_load.loadalign_mask_postupdate, cases=_mem_cases)
def _loadalign_mask(c: Case) -> Expected:
    # 32 bytes, bit j of the mask in bit j%8 of byte j//8. (The post-update form without an offset
    # does not say how far it advances: only the loaded mask is checked there.)
    return {"dst": _bits_le(_read(c, MASK_BITS // 8), MASK_BITS), **_advance(c)}


@ref(impls.reg_load.loadalign_deintlv, cases=_mem_cases)
def _loadalign_deintlv(c: Case) -> Expected:
    e = elem_of(c, "dst0")
    vals = list(_read(c, 2 * VL).view(uint_of(e)))
    return {"dst0": bits_of(vals[0::2], e), "dst1": bits_of(vals[1::2], e)}


@ref(impls.reg_load.loadalign_unpack, cases=_mem_cases)
def _loadalign_unpack(c: Case) -> Expected:
    # Half a register (128 bytes) read as unsigned; element i goes to lane 2i, lane 2i+1 is 0.
    e = elem_of(c, "dst")
    vals = list(_read(c, VL // 2).view(uint_of(e)))
    spread = []
    for v in vals:
        spread += [int(v), 0]
    return {"dst": bits_of(spread, e)}


def _block_offsets(c: Case) -> list[int]:
    """Byte position of each 32-byte block j of the register: j x block_stride blocks."""
    bs = int(c.args["block_stride"])
    return [j * bs * UB_BLOCK for j in range(VL // UB_BLOCK)]


def _block_advance(c: Case) -> Expected:
    p = _ptr_param(c.ov)
    if not p.ty.ref:
        return {}
    assert p.ty.elem is not None
    return {p.name + ".advance": int(c.args["repeat_stride"]) * UB_BLOCK // p.ty.elem.size}


@ref(impls.reg_load.loadalign_blocks, impls.reg_load.loadalign_blocks_postupdate, cases=_mem_cases)
def _loadalign_blocks(c: Case) -> Expected:
    # Block j (32 bytes) of dst comes from src + j*block_stride blocks. The unit is the block: a block
    # with any active element is loaded whole, a block with none is 0 (the C++ non-contiguous
    # LoadAlign page, more precise than the C page's "inactive elements are 0").
    e = elem_of(c, "dst")
    raw = np.concatenate([_read(c, UB_BLOCK, off) for off in _block_offsets(c)]).view(uint_of(e))
    g = gov(c.args["mask"], e.size)
    per_block = UB_BLOCK // e.size
    active = [any(g[b * per_block:(b + 1) * per_block]) for b in range(raw.size // per_block)]
    return {"dst": bits_of([int(raw[i]) if active[i // per_block] else 0 for i in range(raw.size)], e),
            **_block_advance(c)}


@ref(impls.reg_store.storealign_blocks, impls.reg_store.storealign_blocks_postupdate, cases=_mem_cases)
def _storealign_blocks(c: Case) -> Expected:
    e = elem_of(c, "src")
    k = e.size
    at = [_block_offsets(c)[i * k // UB_BLOCK] + (i * k) % UB_BLOCK for i in range(VL // k)]
    data = np.asarray(c.args["src"]).view(np.uint8)
    return {_ptr_param(c.ov).name: _written(c, data, gov(c.args["mask"], k), k, at), **_block_advance(c)}


@ref(impls.reg_store.storealign, impls.reg_store.storealign_postupdate, cases=_mem_cases)
def _storealign(c: Case) -> Expected:
    e = elem_of(c, "src")
    src = np.asarray(c.args["src"]).view(np.uint8)
    return {_ptr_param(c.ov).name: _written(c, src, gov(c.args["mask"], e.size), e.size), **_advance(c)}


@ref(impls.reg_store.storealign_mask, impls.reg_store.storealign_mask_postupdate, cases=_mem_cases)
def _storealign_mask(c: Case) -> Expected:
    return {"dst": _written(c, _bytes_le(c.args["src"])), **_advance(c)}


@ref(impls.reg_store.storealign_intlv, cases=_mem_cases)
def _storealign_intlv(c: Case) -> Expected:
    e = elem_of(c, "src0")
    s0, s1 = list(c.args["src0"]), list(c.args["src1"])
    vals = []
    for i in range(len(s0)):
        vals += [s0[i], s1[i]]
    return {"dst_align32b": _written(c, bits_of(vals, e).view(np.uint8))}


@ref(impls.reg_store.storealign_pack, cases=_mem_cases)
def _storealign_pack(c: Case) -> Expected:
    # The low half of each element's bits; element i's half goes to position i (k/2 bytes each), if active.
    e = elem_of(c, "src")
    k = e.size
    raw = np.asarray(c.args["src"]).view(np.uint8).reshape(-1, k)[:, : k // 2].reshape(-1)  # little endian
    return {"dst_align32b": _written(c, raw.copy(), gov(c.args["mask"], k), k // 2)}


@ref(impls.reg_store.storealign_pack_mask, cases=_mem_cases)
def _storealign_pack_mask(c: Case) -> Expected:
    bits = c.args["src"]
    return {"dst": _written(c, _bytes_le([bits[2 * j] for j in range(MASK_BITS // 2)]))}


# ---------------------------------------------------------------------------------------------
# vector_datamove.h

def _copy_cases(ov: Any) -> list[Case]:
    out = default_cases(ov)
    for j, c in enumerate(out):
        e = ov.params[0].ty.elem
        c.args["size"] = [512, 96, 7 * e.size + 64, 4 * e.size][j % 4]
    return out


@ref(impls.copy.gm2ub_align, impls.copy.ub2gm_align, cases=_copy_cases)
def _copy(c: Case) -> Expected:
    # The first size bytes of dst are those of src. A GM->UB copy whose size is not a multiple of
    # 32 pads the rest of the last 32-byte block in UB (the pad value is configured separately):
    # those bytes are "don't care"; every byte after the block keeps its value.
    n = int(c.args["size"])
    src, dst = c.args["src"], c.args["dst"]
    out = dst.data.copy()
    out[dst.offset:dst.offset + n] = src.data[src.offset:src.offset + n]
    care = np.ones(out.size, np.bool_)
    if dst.space == "ub":
        care[dst.offset + n:dst.offset + -(-n // 32) * 32] = False
    return {"dst": Expect(out, care)}


# ---------------------------------------------------------------------------------------------
# Scenarios: what these calls do is an ordering, a call or a register reset; test_python.py and
# the .asc programs check it in a small kernel each (a race or a missing call fails them).

def _nothing(c: Case) -> Expected:
    return {}


for _impl, _what in ((impls.common.get_block_var, "block_var"), (impls.sync.notify, "handoff"),
                     (impls.sync.wait, "handoff"), (impls.sync.pipe_barrier, "barrier"),
                     (impls.sync.barrier, "barrier"), (impls.sync.mte_handoff, "mte"), (impls.sync.mem_bar, "mem_bar"),
                     (impls.vf.vf_call, "vf_call"), (impls.common.init, "init"), (impls.common.get_vf_len, "vf_len")):
    REFS[_impl] = Reference(_nothing, cases=lambda ov: [Case(ov, {}, "scenario")], scenario=_what)


# ---------------------------------------------------------------------------------------------
# vector_datamove.h: the other copies (coarser: each burst's bytes reach their place; bytes a UB
# destination pads up to a 32-byte boundary are "don't care"; every other byte keeps its value)

#: Burst parameters of the cases: 2 bursts of 40 bytes, GM side 48 bytes apart, UB side 64.
_N_BURST, _LEN, _GM_STEP, _UB_STEP = 2, 40, 48, 64


def _copy_more_cases(ov: Any) -> list[Case]:
    out = default_cases(ov, 1)
    for c in out:
        names = {p.name for p in ov.params}
        for p in ov.params:
            if p.ty.kind == "ptr":
                c.args[p.name].offset = 0
        if "size" in names:
            c.args["size"] = 96
        if "n_burst" in names:
            c.args["n_burst"], c.args["len_burst"] = _N_BURST, _LEN if ov.impl != impls.copy.ub2ub else 2
        for k in ("left_padding_num", "right_padding_num", "enable_constant_pad", "l2_cache_mode"):
            if k in names:
                c.args[k] = 0
        for k in ("src_stride", "dst_stride"):
            if k in names:
                side = next(p.ty.space for p in ov.params if p.name == k.split("_")[0])
                c.args[k] = _UB_STEP if side == "ub" else _GM_STEP
        for k in ("src_gap", "dst_gap"):
            if k in names:
                c.args[k] = 1
    return out


def _burst_plan(c: Case) -> list[tuple[int, int, int]]:
    """(source byte, destination byte, length) of each burst of a copy case."""
    a, impl = c.args, c.ov.impl
    if "size" in a:
        return [(0, 0, int(a["size"]))]
    n, length = int(a["n_burst"]), int(a["len_burst"])
    space = {p.name: p.ty.space for p in c.ov.params if p.ty.kind == "ptr"}
    if impl == impls.copy.ub2ub:  # blocks of 32 bytes, gaps in blocks
        length *= UB_BLOCK
        s_step, d_step = length + int(a["src_gap"]) * UB_BLOCK, length + int(a["dst_gap"]) * UB_BLOCK
    elif "src_gap" in a:  # gaps: bytes in GM, 32-byte blocks in UB (after the burst padded to a block)
        def step(side: str) -> int:
            gap = int(a[f"{side}_gap"])
            return -(-length // UB_BLOCK) * UB_BLOCK + gap * UB_BLOCK if space[side] == "ub" else length + gap
        s_step, d_step = step("src"), step("dst")
    else:
        s_step, d_step = int(a["src_stride"]), int(a["dst_stride"])
    return [(i * s_step, i * d_step, length) for i in range(n)]


@ref(impls.copy.gm2ub, impls.copy.gm2ub_sync, impls.copy.ub2gm, impls.copy.ub2gm_sync, impls.copy.ub2ub,
     impls.copy.ub2ub_sync,
     impls.copy.gm2ub_align_sync, impls.copy.ub2gm_align_sync, impls.copy.gm2ub_align_burst,
         impls.copy.ub2gm_align_burst,
     impls.copy.gm2ub_align_gap, impls.copy.ub2gm_align_gap, cases=_copy_more_cases)
def _copy_bursts(c: Case) -> Expected:
    src, dst = c.args["src"], c.args["dst"]
    out = dst.data.copy()
    care = np.ones(out.size, np.bool_)
    for s, d, n in _burst_plan(c):
        out[dst.offset + d:dst.offset + d + n] = src.data[src.offset + s:src.offset + s + n]
        if dst.space == "ub":
            end = dst.offset + d + n
            care[end:-(-end // UB_BLOCK) * UB_BLOCK] = False
    return {"dst": Expect(out, care)}


def _setter_cases(ov: Any) -> list[Case]:
    # Values that leave later copies as they were: loop sizes 1, 1 (the reset state).
    return [Case(ov, {p.name: (1 if "size" in p.name else 0) for p in ov.params}, "reset-values")]


@ref(impls.copy.set_loop_size, impls.copy.set_loop_stride, impls.copy.set_copy_pad_val, impls.copy.set_gm2ub_pad,
     cases=_setter_cases)
def _copy_setter(c: Case) -> Expected:
    # Coarse: the call is accepted in a kernel and returns nothing (its effect is a later copy's).
    return {}


# ---------------------------------------------------------------------------------------------
# vector_compute.h: instructions on UB operands. Count forms process the first count elements;
# repeat forms are checked with contiguous strides (block 1, repeat 8) under a full vector mask in
# normal mode (set by the case before the call), so they process repeat x 256 bytes.

def _vc_cases(ov: Any) -> list[Case]:
    out = default_cases(ov, 1)
    names = {p.name for p in ov.params}
    for c in out:
        for p in ov.params:
            if p.ty.kind == "ptr":
                c.args[p.name].offset = 0
        if "count" in names:
            e = _ptr_param(ov).ty.elem
            c.args["count"] = 300 // e.size if e is not None else 100
        if "repeat" in names:
            c.args["repeat"] = 2 if "dst" in names and ov.params[0].ty.elem is not None and \
                ov.params[0].ty.elem.size > 1 else 1
            for p in ov.params:
                if p.name.endswith("block_stride"):
                    c.args[p.name] = 1
                if p.name.endswith("repeat_stride"):
                    c.args[p.name] = 8
            c.meta["pre"] = "full_mask"
        if ov.impl == impls.vector_compute.select:
            c.meta["cmp_mask"] = np.random.default_rng(7).integers(0, 256, 16, dtype=np.uint8)
    return out


def _vc_n(c: Case, e: ElemType) -> int:
    if "count" in c.args:
        return int(c.args["count"])
    return int(c.args["repeat"]) * (VL // e.size)


def _ub_values(c: Case, name: str, e: ElemType, n: int) -> list[int]:
    m: Mem = c.args[name]
    return list(m.data[m.offset:m.offset + n * e.size].view(uint_of(e)))


def _vc_write(c: Case, name: str, vals: list[int], e: ElemType) -> np.ndarray:
    m: Mem = c.args[name]
    out = m.data.copy()
    out[m.offset:m.offset + len(vals) * e.size] = bits_of(vals, e).view(np.uint8)
    return out


@ref(impls.vector_compute.add, cases=_vc_cases, compare="float")
def _vc_add(c: Case) -> Expected:
    e = elem_of(c, "dst")
    n = _vc_n(c, e)
    a, b = _ub_values(c, "src0", e, n), _ub_values(c, "src1", e, n)
    vals = [_round_f64(_value(int(x), e) + _value(int(y), e), e) if e.kind == "float" else int(x) + int(y)
            for x, y in zip(a, b, strict=True)]
    return {"dst": _vc_write(c, "dst", vals, e)}


@ref(impls.vector_compute.duplicate, cases=_vc_cases)
def _vc_duplicate(c: Case) -> Expected:
    e = elem_of(c, "dst")
    v = int(c.args["src"]) & ((1 << (8 * e.size)) - 1)
    return {"dst": _vc_write(c, "dst", [v] * _vc_n(c, e), e)}


@ref(impls.vector_compute.select, cases=_vc_cases, asc_skip="needs the CMPMASK register loaded from UB first")
def _vc_select(c: Case) -> Expected:
    # dst[i] = CMPMASK bit (i mod elements per repeat) ? src0[i] : src1[i]
    e = elem_of(c, "dst")
    n = _vc_n(c, e)
    bits = _bits_le(c.meta["cmp_mask"], 128)
    per = VL // e.size
    a, b = _ub_values(c, "src0", e, n), _ub_values(c, "src1", e, n)
    return {"dst": _vc_write(c, "dst", [int(a[i]) if bits[i % per] else int(b[i]) for i in range(n)], e)}


@ref(impls.vector_compute.squeeze, cases=_vc_cases)
def _vc_squeeze(c: Case) -> Expected:
    # Coarse: the gather is accepted and leaves its sources unchanged; dst is not checked.
    m: Mem = c.args["dst"]
    return {"dst": Expect(m.data.copy(), np.zeros(m.data.size, np.bool_))}


for _impl, _what in ((impls.vector_compute.set_vector_mask, "vector_mask"),
                     (impls.vector_compute.set_mask_mode, "vector_mask"),
                     (impls.vector_compute.get_cmp_mask, "cmp_mask"), (impls.vector_compute.set_cmp_mask, "cmp_mask"),
                     (impls.vector_compute.get_rsvd_count, "rsvd_count")):
    REFS[_impl] = Reference(_nothing, cases=lambda ov: [Case(ov, {}, "scenario")], scenario=_what)


# Each family keeps its references in a module of its own, refs_<family>.py, which registers them with
# ``@ref`` when it is imported here.
def _load_family_refs() -> None:
    import importlib
    from pathlib import Path

    for path in sorted(Path(__file__).parent.glob("refs_*.py")):
        importlib.import_module(f"{__package__}.{path.stem}")


_load_family_refs()
