"""References of the logic, shift, compare, reduce, index, histogram and copy instructions of reg_vector.h.

Written from the vendor's pages (and, where they leave a choice, from docs/semantics.md) as plain
Python loops over lanes; nothing here imports ascsim.ops or ascsim.c_api.
"""

from __future__ import annotations

import bisect
from typing import Any

import numpy as np

from ascsim.spec import impls

from ._gen import MASK_BITS, Case, data_bits, default_cases, lanes, mask_bits, ov_id, seed_of, uint_of
from ._refs import Expected, _round_f64, _value, bits_of, elem_of, gov, mask_from_flags, ref, signed

# ---------------------------------------------------------------------------------------------
# and, or, xor, not


def _is_mask(c: Case, name: str = "dst") -> bool:
    return next(p for p in c.ov.params if p.name == name).ty.kind == "mask"


_OPS = {"and": lambda x, y: x & y, "or": lambda x, y: x | y, "xor": lambda x, y: x ^ y}


@ref(impls.reg_logic.bitwise, impls.reg_logic.bitwise_mask)
def _bitwise(c: Case) -> Expected:
    f = _OPS[c.ov.extra[0]]
    a, b, m = c.args["src0"], c.args["src1"], c.args["mask"]
    if _is_mask(c):
        return {"dst": np.array([bool(m[j]) and bool(f(int(a[j]), int(b[j]))) for j in range(MASK_BITS)])}
    e = elem_of(c, "src0")
    g = gov(m, e.size)
    return {"dst": bits_of([f(int(a[i]), int(b[i])) if g[i] else 0 for i in range(len(a))], e)}


@ref(impls.reg_logic.not_, impls.reg_logic.not_mask)
def _not(c: Case) -> Expected:
    s, m = c.args["src"], c.args["mask"]
    if _is_mask(c):
        return {"dst": np.array([bool(m[j]) and not bool(s[j]) for j in range(MASK_BITS)])}
    e = elem_of(c, "src")
    g = gov(m, e.size)
    return {"dst": bits_of([~int(s[i]) if g[i] else 0 for i in range(len(s))], e)}


# ---------------------------------------------------------------------------------------------
# shifts: counts 0 .. width + 3 (a negative count is an error, checked in tests/reg_vector)

def _shift_cases(ov: Any) -> list[Case]:
    out = []
    for j, kind in enumerate(("full", "random", "sparse")):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#{j}"))
        c = Case(ov, {}, kind)
        for p in ov.params:
            e = p.ty.elem
            if p.name in ("dst", "src0", "src"):
                assert e is not None
                c.args[p.name] = data_bits(e, rng)
            elif p.name == "src1":
                assert e is not None
                w = 8 * e.size
                c.args[p.name] = rng.integers(0, w + 4, lanes(e)).astype(uint_of(e))
                c.args[p.name][: w + 4] = np.arange(w + 4)
            elif p.name == "value":
                w = 8 * elem_of(c, "src").size
                c.args[p.name] = [1, w - 1, 0][j] if kind != "random" else int(rng.integers(0, w))
            else:
                c.args[p.name] = mask_bits(kind, rng)
        out.append(c)
    rng = np.random.default_rng(seed_of(ov_id(ov)))
    for extra in ("width", "above"):
        c = Case(ov, {k: v for k, v in out[0].args.items()}, f"count_{extra}")
        if "value" in c.args:
            w = 8 * elem_of(c, "src").size
            c.args["value"] = w if extra == "width" else w + 1 + int(rng.integers(0, 200))
            out.append(c)
    return out


def _shl(x: int, n: int, w: int, is_signed: bool) -> int:
    if n > w:
        return 0
    if not is_signed:
        return (x << n) % (1 << w)
    sign = x & (1 << (w - 1))
    return sign | ((x << n) & ((1 << (w - 1)) - 1))  # the sign stays; the bit under it leaves first


def _shr(x: int, n: int, w: int, is_signed: bool) -> int:
    if not is_signed:
        return 0 if n >= w else x >> n
    v = signed(x, w)
    return (v >> min(n, w - 1)) % (1 << w)  # Python's >> on a negative int floors: copies of the sign


@ref(impls.reg_logic.shift, impls.reg_logic.shift_scalar, cases=_shift_cases)
def _shift(c: Case) -> Expected:
    srcname = "src0" if "src0" in c.args else "src"
    s, m, e = c.args[srcname], c.args["mask"], elem_of(c, srcname)
    w = 8 * e.size
    if "src1" in c.args:
        counts = [signed(int(v), w) for v in c.args["src1"]]
    else:
        counts = [signed(int(c.args["value"]), 16)] * len(s)
    f = _shl if c.ov.extra[0] == "left" else _shr
    g = gov(m, e.size)
    return {"dst": bits_of([f(int(s[i]), counts[i], w, e.signed) if g[i] else 0 for i in range(len(s))], e)}


# ---------------------------------------------------------------------------------------------
# compare

def _num(bits: int, e: Any) -> float | int:
    if e.kind == "float":
        return _value(bits, e)
    return signed(bits, 8 * e.size) if e.signed else bits


_CMP = {"eq": lambda x, y: x == y, "ne": lambda x, y: x != y, "gt": lambda x, y: x > y,
        "ge": lambda x, y: x >= y, "lt": lambda x, y: x < y, "le": lambda x, y: x <= y}


def _compare_scalar_cases(ov: Any) -> list[Case]:
    out = default_cases(ov)
    for j, c in enumerate(out):
        src = c.args["src"]
        c.args["value"] = int(src[[3, 0, len(src) - 1][j % 3]])  # a value present in src (edges, then random)
    c = Case(ov, dict(out[1].args), "random_nan_or_top")
    c.args["value"] = int(src[4])
    out.append(c)
    return out


@ref(impls.reg_compare.compare)
def _compare(c: Case) -> Expected:
    a, b, m, e = c.args["src0"], c.args["src1"], c.args["mask"], elem_of(c, "src0")
    f, g = _CMP[c.ov.extra[0]], gov(m, e.size)
    return {"dst": mask_from_flags([g[i] and f(_num(int(a[i]), e), _num(int(b[i]), e)) for i in range(len(a))],
                                   e.size)}


@ref(impls.reg_compare.compare_scalar, cases=_compare_scalar_cases)
def _compare_scalar(c: Case) -> Expected:
    a, m, e = c.args["src"], c.args["mask"], elem_of(c, "src")
    v = _num(int(c.args["value"]) & ((1 << (8 * e.size)) - 1), e)
    f, g = _CMP[c.ov.extra[0]], gov(m, e.size)
    return {"dst": mask_from_flags([g[i] and f(_num(int(a[i]), e), v) for i in range(len(a))], e.size)}


# ---------------------------------------------------------------------------------------------
# reductions

def _finite_bits(e: Any, rng: np.random.Generator, n: int) -> np.ndarray:
    """Ordinary values (no NaN/inf), with exact ties and zeros of both signs, as raw bits."""
    if e.kind != "float":
        return data_bits(e, rng, n)
    vd = {"half": np.float16, "float": np.float32}[e.name]
    vals = (rng.standard_normal(n) * rng.choice([1e-3, 1.0, 300.0], n)).astype(vd)
    vals[:6] = np.array([0.0, -0.0, 1.0, -1.0, 2.0 ** -20, 1024.0]).astype(vd)
    vals[rng.integers(0, n, 4)] = vals[2]  # repeated values: the first index must win
    return vals.view(uint_of(e))


def _reduce_cases(ov: Any) -> list[Case]:
    out = default_cases(ov)
    src = next(p for p in ov.params if p.name == "src")
    e = src.ty.elem
    for j, kind in enumerate(("full", "random", "sparse", "empty")):
        rng = np.random.default_rng(seed_of(f"{ov_id(ov)}#finite{j}"))
        args = dict(out[0].args)
        args["src"] = _finite_bits(e, rng, lanes(e))
        args["mask"] = mask_bits(kind, rng)
        out.append(Case(ov, args, f"{'random_finite' if kind == 'random' else 'finite_' + kind}"))
    if e.kind == "float":  # overflow to inf, and -0 alone
        big = {"half": 0x7BFF, "float": 0x7F7FFFFF}[e.name]
        args = dict(out[0].args)
        args["src"] = np.full(lanes(e), big, uint_of(e))
        out.append(Case(ov, args, "max_values"))
        args = dict(out[0].args)
        args["src"] = np.full(lanes(e), 1 << (8 * e.size - 1), uint_of(e))
        out.append(Case(ov, args, "negative_zeros"))
    # Random cases first (the .asc program takes the first one labelled random).
    return sorted(out, key=lambda c: not c.label.startswith("random_finite"))


def _fsum(vals: list[int | None], e: Any) -> int | None:
    """Pairwise tree: elements 2j and 2j+1 first; None is an inactive element (no part in a sum)."""
    level = list(vals)
    while len(level) > 1:
        nxt: list[int | None] = []
        for a, b in zip(level[0::2], level[1::2], strict=True):
            if a is None or b is None:
                nxt.append(b if a is None else a)
            else:
                nxt.append(_round_f64(_value(a, e) + _value(b, e), e))
        level = nxt
    return level[0]


def _sum_of(vals: list[int], flags: list[bool], se: Any, de: Any) -> int:
    if se.kind == "float":
        s = _fsum([v if f else None for v, f in zip(vals, flags, strict=True)], se)
        return 0 if s is None else s
    total = sum(_num(v, se) for v, f in zip(vals, flags, strict=True) if f)
    return int(total) % (1 << (8 * de.size))


@ref(impls.reg_reduce.reduce_sum, cases=_reduce_cases, compare="float")
def _reduce_sum(c: Case) -> Expected:
    s, se, de = c.args["src"], elem_of(c, "src"), elem_of(c, "dst")
    g = gov(c.args["mask"], se.size)
    out = [0] * lanes(de)
    out[0] = _sum_of([int(v) for v in s], g, se, de)
    return {"dst": bits_of(out, de)}


@ref(impls.reg_reduce.reduce_sum_datablock, cases=_reduce_cases, compare="float")
def _reduce_sum_block(c: Case) -> Expected:
    s, se, de = c.args["src"], elem_of(c, "src"), elem_of(c, "dst")
    g = gov(c.args["mask"], se.size)
    per = 32 // se.size
    out = [0] * lanes(de)
    for b in range(8):
        out[b] = _sum_of([int(v) for v in s[b * per:(b + 1) * per]], g[b * per:(b + 1) * per], se, de)
    return {"dst": bits_of(out, de)}


def _better(op: str, x: int, y: int, e: Any) -> bool:
    """Whether x beats y for op; floats compare by value with -0 below +0."""
    if e.kind == "float":
        vx, vy = _value(x, e), _value(y, e)
        if vx == vy:  # only zeros of different sign are equal with different bits
            nx, ny = x >> (8 * e.size - 1), y >> (8 * e.size - 1)
            return (nx < ny) if op == "max" else (nx > ny)
        return vx > vy if op == "max" else vx < vy
    return _num(x, e) > _num(y, e) if op == "max" else _num(x, e) < _num(y, e)


def _extreme(vals: list[int], flags: list[bool], e: Any, op: str) -> tuple[int, int]:
    w = 8 * e.size
    best: tuple[int, int] | None = None
    for i, (v, f) in enumerate(zip(vals, flags, strict=True)):
        if not f:
            continue
        if e.kind == "float" and np.isnan(_value(v, e)):
            return v, i  # the first NaN wins
        if best is None or _better(op, v, best[0], e):
            best = (v, i)
    if best is not None:
        return best
    if e.kind == "float":
        inf = {2: 0x7C00, 4: 0x7F800000}[e.size]
        return (inf | (1 << (w - 1)) if op == "max" else inf), 0
    if e.signed:
        return ((1 << (w - 1)) if op == "max" else (1 << (w - 1)) - 1), 0
    return (0 if op == "max" else (1 << w) - 1), 0


@ref(impls.reg_reduce.reduce_extreme, cases=_reduce_cases, compare="float")
def _reduce_extreme(c: Case) -> Expected:
    s, e = c.args["src"], elem_of(c, "src")
    v, i = _extreme([int(x) for x in s], gov(c.args["mask"], e.size), e, c.ov.extra[0])
    out = [0] * lanes(e)
    out[0], out[1] = v, i
    return {"dst": bits_of(out, e)}


@ref(impls.reg_reduce.reduce_extreme_datablock, cases=_reduce_cases, compare="float")
def _reduce_extreme_block(c: Case) -> Expected:
    s, e = c.args["src"], elem_of(c, "src")
    g = gov(c.args["mask"], e.size)
    per = 32 // e.size
    out = [0] * lanes(e)
    for b in range(8):
        out[b], _ = _extreme([int(x) for x in s[b * per:(b + 1) * per]], g[b * per:(b + 1) * per], e, c.ov.extra[0])
    return {"dst": bits_of(out, e)}


@ref(impls.reg_reduce.pair_reduce_sum, cases=_reduce_cases, compare="float")
def _pair_reduce(c: Case) -> Expected:
    s, e = c.args["src"], elem_of(c, "src")
    g = gov(c.args["mask"], e.size)
    n = len(s)
    out = [0] * n
    for j in range(n // 2):
        r = _fsum([int(s[2 * j]) if g[2 * j] else None, int(s[2 * j + 1]) if g[2 * j + 1] else None], e)
        out[j] = 0 if r is None else r
    return {"dst": bits_of(out, e)}


# ---------------------------------------------------------------------------------------------
# arange

_HALF_VALUES: list[float] = sorted(
    float(v) for v in np.arange(0x10000, dtype=np.uint32).astype(np.uint16).view(np.float16) if np.isfinite(v))


def _round_up_ties(x: float, e: Any) -> int:
    """x rounded to e: to nearest, ties toward +inf (docs/semantics.md, the vendor's boundary table)."""
    if e.name == "half":
        hi = 65504.0
        if x >= hi + 16 or x <= -hi - 16:  # beyond the midpoint to infinity (a tie goes up: +inf, -65504)
            return 0x7C00 if x > 0 else (0xFC00 if x < -hi - 16 else 0xFBFF)
        if x > hi:
            return 0x7BFF
        k = bisect.bisect_left(_HALF_VALUES, x)
        if _HALF_VALUES[k] == x:
            r = x
        else:
            lo, up = _HALF_VALUES[k - 1], _HALF_VALUES[k]
            r = up if up - x <= x - lo else lo
        return int(np.array([r], np.float64).astype(np.float16).view(np.uint16)[0])
    f = np.float32(x)
    back = float(f)
    if back != x:
        other = float(np.nextafter(f, np.float32(np.inf) if back < x else np.float32(-np.inf)))
        lo, up = min(back, other), max(back, other)
        f = np.float32(up if up - x <= x - lo else lo)
    return int(np.array([f], np.float32).view(np.uint32)[0])


def _arange_cases(ov: Any) -> list[Case]:
    e = ov.params[0].ty.elem
    u = (1 << (8 * e.size)) - 1
    if e.kind == "float":
        vals = {"half": [0x0000, 0x8000, 0x7BFF, 0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0x6800, 0x3555, 0xD801],
                "float": [0, 0x80000000, 0x7F7FFFFF, 0xFF7FFFFF, 0x7F800000, 0x4B7FFFC0, 0x4B800000, 0x3F8CCCCD,
                          0xCB800001, 0x7FC00000]}[e.name]
    else:
        vals = [0, 10, (1 << (8 * e.size - 1)) - 1, 1 << (8 * e.size - 1), u, 1234567 & u]
    zeros = np.zeros(lanes(e), uint_of(e))
    return [Case(ov, {"dst": zeros, "value": v}, "random" if j == 1 else f"v{j}") for j, v in enumerate(vals)]


@ref(impls.reg_index.arange, cases=_arange_cases, compare="float")
def _arange(c: Case) -> Expected:
    e = elem_of(c, "dst")
    n = lanes(e)
    steps = list(range(n))[::-1] if c.ov.extra[0] == "descend" else list(range(n))
    v = int(c.args["value"]) & ((1 << (8 * e.size)) - 1)
    if e.kind == "float":
        x = _value(v, e)
        if np.isnan(x) or np.isinf(x):
            return {"dst": bits_of([v] * n, e)}
        return {"dst": bits_of([_round_up_ties(x + k, e) for k in steps], e)}
    return {"dst": bits_of([v + k for k in steps], e)}


# ---------------------------------------------------------------------------------------------
# histograms

def _hist_cases(ov: Any) -> list[Case]:
    out = default_cases(ov)
    rng = np.random.default_rng(seed_of(ov_id(ov)))
    args = dict(out[0].args)
    args["src"] = rng.integers(120, 136, 256).astype(np.uint8)  # around the border of the two bins
    args["dst"] = np.full(128, 0xFFF0, np.uint16)  # counters that wrap
    out.append(Case(ov, args, "border_wrap"))
    return out


@ref(impls.reg_index.hist, cases=_hist_cases)
def _hist(c: Case) -> Expected:
    kind, b = c.ov.extra
    dst, src, m = c.args["dst"], c.args["src"], c.args["mask"]
    # Counter n stands for the value 128*b + n: equal to it (frequency), or from 0 up to it (cumulative).
    if kind == "cumulative":
        counts = [sum(1 for i in range(256) if m[i] and int(src[i]) <= 128 * b + n) for n in range(128)]
    else:
        counts = [sum(1 for i in range(256) if m[i] and int(src[i]) == 128 * b + n) for n in range(128)]
    return {"dst": np.array([(int(dst[n]) + counts[n]) % 65536 for n in range(128)], np.uint16)}


# ---------------------------------------------------------------------------------------------
# copy

@ref(impls.reg_index.copy)
def _copy(c: Case) -> Expected:
    dst, src, e = c.args["dst"], c.args["src"], elem_of(c, "src")
    g = gov(c.args["mask"], e.size)
    return {"dst": bits_of([int(src[i]) if g[i] else int(dst[i]) for i in range(len(src))], e)}


@ref(impls.reg_index.copy_mask)
def _copy_mask(c: Case) -> Expected:
    s, m = c.args["src"], c.args.get("mask")
    return {"dst": np.array([bool(s[j]) and (m is None or bool(m[j])) for j in range(MASK_BITS)])}


def _part_cases(ov: Any) -> list[Case]:
    out = default_cases(ov, 3)
    top = 8 * ov.params[1].ty.elem.size - 1
    for c, part in zip(out, (0, top, 5), strict=True):
        c.args["part"] = part
    out[2].label = "random2"
    return out


@ref(impls.reg_index.copy_to_mask, cases=_part_cases)
def _copy_to_mask(c: Case) -> Expected:
    src, e, part = c.args["src"], elem_of(c, "src"), int(c.args["part"])
    raw = np.asarray(src).astype(uint_of(e)).view(np.uint8)
    nbytes = 32 // e.size
    block = raw[part * nbytes:(part + 1) * nbytes]
    bits = [(int(block[j // 8]) >> (j % 8)) & 1 for j in range(8 * nbytes)]
    return {"dst": np.array([bool(bits[j // e.size]) for j in range(MASK_BITS)])}


# ---------------------------------------------------------------------------------------------
# asc_set_va_reg: the VA registers are read only by asc_transto5hd, so the scenario checks what a call
# accepts (eight 32-byte aligned UB addresses, on the scalar unit) and that it rejects a misaligned one.

def _va_body(elem: Any, shift: int) -> Any:
    """A kernel body loading VA0/VA1 with 16 UB blocks of 32 bytes (block 5 moved by ``shift`` bytes)."""
    import ascsim
    from ascsim import ub_array

    def body() -> None:
        base = ub_array(ascsim.uint8_t, 512)
        ptrs = [(base + j * 32 + (shift if j == 5 else 0)).cast(elem) for j in range(16)]
        ascsim.c_api.asc_set_va_reg(ascsim.VA0, ptrs)
        ascsim.c_api.asc_set_va_reg(ascsim.VA1, ptrs[8:])
    return body


def _va_reg_scenario(ovs: list[Any]) -> list[str]:
    from ascsim import acl, vector_kernel
    from ascsim.errors import AscError

    bad: list[str] = []
    for ov in ovs:
        elem = ov.params[1].ty.elem
        for shift, must_fail in ((0, False), (2, True)):
            kernel = vector_kernel(_va_body(elem, shift))
            acl.init()
            acl.rt.set_device(0)
            try:
                kernel[1]()
                err = ""
            except AscError as exc:
                err = str(exc)
            if must_fail and "not 32-byte aligned" not in err:
                bad.append(f"{ov_id(ov)}: a misaligned address was accepted ({err!r})")
            if not must_fail and err:
                bad.append(f"{ov_id(ov)}: {err}")
    return bad


def _register_va_scenario() -> None:
    from ._refs import REFS, Reference
    from ._scenarios import SCENARIOS

    SCENARIOS["va_reg"] = _va_reg_scenario
    REFS[impls.reg_index.set_va_reg] = Reference(lambda c: {}, cases=lambda ov: [Case(ov, {}, "scenario")],
                                             scenario="va_reg")


_register_va_scenario()
