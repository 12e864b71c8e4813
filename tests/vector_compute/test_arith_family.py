"""The UB arithmetic of vector_compute.h (sub, mul, div, max/min, logic, relu family, fused forms,
math, _scalar forms, shifts) from Python, against element loops written from the vendor pages and
the boundary-value appendix, plus one .asc program through the front end."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest
from frontend.asc_run import ASC_DIR, run_asc
from kernels import order

import ascsim
from ascsim.errors import AscValueError
from vector_compute._ref import normal_active, run_ub

ALL = 2**64 - 1
F16, F32, I16, U16, I32, U32, I8 = (np.dtype(t) for t in (np.float16, np.float32, np.int16, np.uint16, np.int32,
                                                          np.uint32, np.int8))


def operand_walk(size: int, per: int, repeats: int, block: int, rep: int) -> Iterator[tuple[int, int, int]]:
    """(repeat, element i < per, element index in the operand): element i lies in block
    i // (32 / size) at position i % (32 / size); blocks are ``block`` and repeats ``rep`` 32-byte
    blocks apart (an operand narrower than the widest uses only its first blocks)."""
    k = 32 // size
    for r in range(repeats):
        for i in range(per):
            b, j = divmod(i, k)
            yield r, i, ((r * rep + b * block) * 32 + j * size) // size


def nice(dt: np.dtype, n: int, seed: int, lo: int = -400, hi: int = 400) -> np.ndarray:
    """Data whose sums and products are exact in float64: multiples of 1/8 (floats), random integers."""
    rng = np.random.default_rng(seed)
    if dt.kind in "iu":
        info = np.iinfo(dt)
        return rng.integers(info.min, info.max, n, endpoint=True, dtype=np.int64).astype(dt)
    return (rng.integers(lo, hi, n) / 8).astype(dt)


def rnd(dt: np.dtype, v: float) -> Any:
    """A float64 value rounded once to dt."""
    return np.array(v, np.float64).astype(dt)[()]


def wrap(dt: np.dtype, v: int) -> Any:
    return np.array(v % (1 << (8 * dt.itemsize)), np.uint64).astype(f"u{dt.itemsize}").view(dt)[()]


def same(got: np.ndarray, want: np.ndarray) -> bool:
    u = f"u{got.dtype.itemsize}"
    g, w = got.view(u), want.view(u)
    return bool(((g == w) | (np.isnan(got) & np.isnan(want) if got.dtype.kind == "f" else False)).all())


# ---------------------------------------------------------------------------------------------
# element references from the pages (dst, src0, src1) -> dst

def _f(fn: Callable[..., float]) -> Callable[..., Any]:
    def one(dt: np.dtype, *xs: Any) -> Any:
        return rnd(dt, fn(*(float(x) for x in xs)))
    return one


def _i(fn: Callable[..., int]) -> Callable[..., Any]:
    def one(dt: np.dtype, *xs: Any) -> Any:
        return wrap(dt, fn(*(int(x) for x in xs)))
    return one


BINARY: dict[str, tuple[Callable[..., Any], list[np.dtype], bool]] = {
    # name: (reference(dt, src0, src1, dst), types, reads dst)
    "sub": (lambda dt, a, b, d: (_f if dt.kind == "f" else _i)(lambda x, y: x - y)(dt, a, b), [F16, F32, I16, I32],
            False),
    "mul": (lambda dt, a, b, d: (_f if dt.kind == "f" else _i)(lambda x, y: x * y)(dt, a, b), [F16, F32, I16, I32],
            False),
    "div": (lambda dt, a, b, d: _f(lambda x, y: x / y)(dt, a, b), [F16, F32], False),
    "max": (lambda dt, a, b, d: a if a > b else b, [F16, F32, I16, I32], False),
    "min": (lambda dt, a, b, d: a if a < b else b, [F16, F32, I16, I32], False),
    "and": (lambda dt, a, b, d: wrap(dt, int(a) & int(b)), [I16, U16], False),
    "or": (lambda dt, a, b, d: wrap(dt, int(a) | int(b)), [I16, U16], False),
    "add_relu": (lambda dt, a, b, d: (rnd(dt, max(float(a) + float(b), 0.0)) if dt.kind == "f" else
                                      wrap(dt, max(min(int(a) + int(b), 32767), 0))), [F16, F32, I16], False),
    "sub_relu": (lambda dt, a, b, d: (rnd(dt, max(float(a) - float(b), 0.0)) if dt.kind == "f" else
                                      wrap(dt, max(min(int(a) - int(b), 32767), 0))), [F16, F32, I16], False),
    "fma": (lambda dt, a, b, d: _f(lambda x, y, z: x * y + z)(dt, a, b, d), [F16, F32], True),
    "mul_add": (lambda dt, a, b, d: _f(lambda x, y, z: x * z + y)(dt, a, b, d), [F16, F32], True),
    "mul_add_relu": (lambda dt, a, b, d: _f(lambda x, y, z: max(x * z + y, 0.0))(dt, a, b, d), [F16, F32], True),
}

UNARY: dict[str, tuple[Callable[..., Any], list[np.dtype], bool]] = {
    # name: (reference(dt, src, dst), types, positive inputs only)
    "abs": (lambda dt, a, d: abs(a), [F16, F32], False),
    "relu": (lambda dt, a, d: a if a > 0 else dt.type(0), [F16, F32, I32], False),
    "exp": (lambda dt, a, d: _f(math.exp)(dt, a), [F16, F32], False),
    "log": (lambda dt, a, d: _f(math.log)(dt, a), [F16, F32], True),
    "sqrt": (lambda dt, a, d: _f(math.sqrt)(dt, a), [F16, F32], True),
    "rsqrt": (lambda dt, a, d: _f(lambda x: 1 / math.sqrt(x))(dt, a), [F16, F32], True),
    "rcp": (lambda dt, a, d: _f(lambda x: 1 / x)(dt, a), [F16, F32], True),
    "not": (lambda dt, a, d: wrap(dt, ~int(a)), [I16, U16], False),
}

SCALAR: dict[str, tuple[Callable[..., Any], list[np.dtype]]] = {
    # name: (reference(dt, src, value, dst), types)
    "add_scalar": (lambda dt, a, v, d: (_f if dt.kind == "f" else _i)(lambda x, y: x + y)(dt, a, v),
                   [F16, F32, I16, I32]),
    "sub_scalar": (lambda dt, a, v, d: (_f if dt.kind == "f" else _i)(lambda x, y: x - y)(dt, a, v),
                   [F16, F32, I16, I32]),
    "mul_scalar": (lambda dt, a, v, d: (_f if dt.kind == "f" else _i)(lambda x, y: x * y)(dt, a, v),
                   [F16, F32, I16, I32]),
    "max_scalar": (lambda dt, a, v, d: a if a > v else dt.type(v), [F16, F32, I16, I32]),
    "min_scalar": (lambda dt, a, v, d: a if a < v else dt.type(v), [F16, F32, I16, I32]),
    "leakyrelu": (lambda dt, a, v, d: a if a >= 0 else _f(lambda x, y: x * y)(dt, a, v), [F16, F32]),
    "axpy": (lambda dt, a, v, d: _f(lambda x, y, z: x * y + z)(dt, a, v, d), [F16, F32]),
}


def _func(name: str) -> Any:
    return getattr(ascsim, f"asc_{name}")


def _active(size: int, per: int, mask: tuple[int, int]) -> list[bool]:
    return normal_active(size, *mask)[:per]


STRIDES = [((1, 1, 1), (8, 8, 8)), ((2, 1, 3), (17, 8, 25)), ((1, 0, 1), (8, 0, 8)), ((3, 2, 1), (24, 16, 0))]


@pytest.mark.parametrize("name", list(BINARY))
def test_binary_repeat_and_count_forms(name: str) -> None:
    ref, types, _reads_dst = BINARY[name]
    repeat = 3
    for t_i, dt in enumerate(types):
        size = dt.itemsize
        per = 256 // size
        blk, rep = STRIDES[t_i % len(STRIDES)]
        mask = (0x0F0F_0000_0000_00FF, 0xFFFF_0000_F0F0_1234)
        n = [((repeat - 1) * r + 7 * b + 1) * 32 // size for b, r in zip(blk, rep, strict=True)]
        n = [max(k, per, 100) for k in n]
        dst0, a, b = nice(dt, n[0], 1), nice(dt, n[1], 2), nice(dt, n[2], 3)
        if name == "div":
            b = np.where(b == 0, dt.type(0.5), b)

        def body(p: dict[str, Any], blk: Any = blk, rep: Any = rep, mask: Any = mask) -> None:
            ascsim.asc_set_vector_mask(*mask)
            _func(name)(p["dst"], p["a"], p["b"], repeat, *blk, *rep)
            _func(name + "_sync")(p["dst2"], p["a"], p["b"], 100)

        got, _ = run_ub({"dst": dst0, "dst2": dst0, "a": a, "b": b}, body)
        want = dst0.copy()
        act = _active(size, per, mask)
        walks = [operand_walk(size, per, repeat, bs, rs) for bs, rs in zip(blk, rep, strict=True)]
        for (_r, i, d), (_, _, s0), (_, _, s1) in zip(*walks, strict=True):
            if act[i]:
                want[d] = ref(dt, a[s0], b[s1], want[d])
        assert same(got["dst"], want), (name, dt)
        want2 = dst0.copy()
        for i in range(100):
            want2[i] = ref(dt, a[i], b[i], dst0[i])
        assert same(got["dst2"], want2), (name, dt)


@pytest.mark.parametrize("name", list(UNARY) + list(SCALAR) + ["shiftleft", "shiftright", "shiftright_round"])
def test_unary_and_scalar_forms(name: str) -> None:
    if name in UNARY:
        ref0, types, positive = UNARY[name]
        value = None
    elif name in SCALAR:
        ref1, types = SCALAR[name]
        positive = False
    else:
        types = [I16, U16, I32, U32] if name != "shiftright_round" else [I16, I32]
        positive = False
    repeat = 2
    for t_i, dt in enumerate(types):
        size = dt.itemsize
        per = 256 // size
        blk, rep = [((1, 1), (8, 8)), ((2, 1), (16, 8)), ((1, 3), (8, 24)), ((1, 1), (0, 8))][t_i % 4]
        mask = (ALL, 0xFFFF_FFFF_0000_FFFF)
        n = [max(((repeat - 1) * r + 7 * b + 1) * 32 // size, per, 70) for b, r in zip(blk, rep, strict=True)]
        dst0 = nice(dt, n[0], 4)
        if name == "exp":
            src = nice(dt, n[1], 5, -60, 60)
        elif positive:
            src = nice(dt, n[1], 5, 1, 800)
        else:
            src = nice(dt, n[1], 5)
        if name in SCALAR:
            value = dt.type(-0.375) if dt.kind == "f" else dt.type(-3)
        elif name not in UNARY:
            value = 5 if t_i % 2 == 0 else 17
        extra = () if value is None else (value,)

        def body(p: dict[str, Any], extra: Any = extra, blk: Any = blk, rep: Any = rep, mask: Any = mask) -> None:
            ascsim.asc_set_vector_mask(*mask)
            _func(name)(p["dst"], p["src"], *extra, repeat, *blk, *rep)
            _func(name + "_sync")(p["dst2"], p["src"], *extra, 70)

        got, _ = run_ub({"dst": dst0, "dst2": dst0, "src": src}, body)

        def one(a: Any, d: Any, dt: np.dtype = dt, value: Any = value) -> Any:
            if name in UNARY:
                return ref0(dt, a, d)
            if name in SCALAR:
                return ref1(dt, a, value, d)
            w = 8 * dt.itemsize
            x = int(a)
            if name == "shiftleft":
                if dt.kind == "u":
                    return wrap(dt, x << value if value <= w else 0)
                return wrap(dt, (x & (1 << (w - 1))) | ((x << value) & ((1 << (w - 1)) - 1)))
            if name == "shiftright":
                return wrap(dt, x >> value)  # Python's >> is arithmetic on negatives, logical on non-negatives
            return wrap(dt, (x >> value) + ((x >> (value - 1)) & 1))

        want = dst0.copy()
        act = _active(size, per, mask)
        walks = [operand_walk(size, per, repeat, bs, rs) for bs, rs in zip(blk, rep, strict=True)]
        for (_r, i, d), (_, _, s) in zip(*walks, strict=True):
            if act[i]:
                want[d] = one(src[s], want[d])
        assert same(got["dst"], want), (name, dt)
        want2 = dst0.copy()
        for i in range(70):
            want2[i] = one(src[i], dst0[i])
        assert same(got["dst2"], want2), (name, dt)


def test_mixed_width_forms_count_and_repeat() -> None:
    """float from half (fma, axpy) and the narrowing add_relu/sub_relu: 64 or 128 elements per repeat
    (the wider type's), the narrower operand in its first blocks; count forms step it by 4 blocks."""
    a16, b16 = nice(F16, 512, 6), nice(F16, 512, 7)
    a32, b32 = nice(F32, 512, 8), nice(F32, 512, 9)
    ai, bi = nice(I16, 512, 10), nice(I16, 512, 11)
    acc = nice(F32, 512, 12)
    mask = (0, 0xF0F0_F0F0_FFFF_0001)

    def body(p: dict[str, Any]) -> None:
        ascsim.asc_fma(p["fma_c"], p["a16"], p["b16"], 150)
        ascsim.asc_set_vector_mask(*mask)
        ascsim.asc_fma(p["fma_r"], p["a16"], p["b16"], 2, 1, 2, 1, 8, 8, 4)
        ascsim.asc_axpy(p["axpy_r"], p["a16"], ascsim.half(0.75), 2, 1, 1, 8, 6)
        ascsim.asc_axpy_sync(p["axpy_c"], p["a16"], ascsim.half(-1.5), 130)
        ascsim.asc_set_vector_mask(ALL, ALL)
        ascsim.asc_add_relu(p["h_from_f"], p["a32"], p["b32"], 2, 1, 1, 1, 4, 8, 8)
        ascsim.asc_sub_relu_sync(p["i8_from_i16"].cast(ascsim.int8_t), p["ai"], p["bi"], 300)
        ascsim.asc_add_relu(p["i8_from_h"].cast(ascsim.int8_t), p["a16"], p["b16"], 200)

    bufs = {"fma_c": acc, "fma_r": acc, "axpy_r": acc, "axpy_c": acc, "a16": a16, "b16": b16, "a32": a32,
            "b32": b32, "ai": ai, "bi": bi, "h_from_f": np.zeros(512, F16), "i8_from_i16": np.zeros(512, I8),
            "i8_from_h": np.zeros(512, I8)}
    got, _ = run_ub({k: v.view(np.uint8) if v.dtype == I8 else v for k, v in bufs.items()}, body)

    def walk2(size: int, per: int, reps: int, bs: int, rs: int) -> list[int]:
        return [k for _, _, k in operand_walk(size, per, reps, bs, rs)]

    # count forms: element k of the narrower operand sits at k (4 blocks per 64 or 128 elements)
    want = acc.copy()
    for k in range(150):
        want[k] = rnd(F32, float(a16[k]) * float(b16[k]) + float(acc[k]))
    assert same(got["fma_c"], want)
    want = acc.copy()
    for k in range(130):
        want[k] = rnd(F32, float(a16[k]) * -1.5 + float(acc[k]))
    assert same(got["axpy_c"], want)
    act = _active(4, 64, mask)
    want = acc.copy()
    for i, d, s0, s1 in zip(list(range(64)) * 2, walk2(4, 64, 2, 1, 8), walk2(2, 64, 2, 2, 8), walk2(2, 64, 2, 1, 4),
                            strict=True):
        if act[i]:
            want[d] = rnd(F32, float(a16[s0]) * float(b16[s1]) + float(want[d]))
    assert same(got["fma_r"], want)
    want = acc.copy()
    for i, d, s in zip(list(range(64)) * 2, walk2(4, 64, 2, 1, 8), walk2(2, 64, 2, 1, 6), strict=True):
        if act[i]:
            want[d] = rnd(F32, float(a16[s]) * 0.75 + float(want[d]))
    assert same(got["axpy_r"], want)
    want16 = np.zeros(512, F16)
    for d, s0, s1 in zip(walk2(2, 64, 2, 1, 4), walk2(4, 64, 2, 1, 8), walk2(4, 64, 2, 1, 8), strict=True):
        want16[d] = rnd(F16, max(float(a32[s0]) + float(b32[s1]), 0.0))
    assert same(got["h_from_f"], want16)
    want8 = np.zeros(512, I8)
    for k in range(300):
        want8[k] = min(max(min(int(ai[k]) - int(bi[k]), 32767), 0), 127)
    assert same(got["i8_from_i16"].view(I8), want8)
    want8 = np.zeros(512, I8)
    for k in range(200):
        v = max(float(a16[k]) + float(b16[k]), 0.0)
        want8[k] = min(round(v), 127)  # Python's round: ties to even
    assert same(got["i8_from_h"].view(I8), want8)


def _one_call(name: str, dt: np.dtype, srcs: list[np.ndarray], *extra: Any) -> np.ndarray:
    n = srcs[0].size
    bufs = {"dst": np.zeros(n, dt), **{f"s{k}": s for k, s in enumerate(srcs)}}

    def body(p: dict[str, Any]) -> None:
        dst = p["dst"].cast(ascsim.int8_t) if dt == np.uint8 else p["dst"]
        _func(name)(dst, *(p[f"s{k}"] for k in range(len(srcs))), *extra, n)

    got, _ = run_ub(bufs, body)
    return got["dst"]


def test_reciprocal_boundary_tables() -> None:
    """The Reciprocal and Rsqrt rows of the boundary-value appendix (INF/NAN mode): subnormal results kept."""
    for dt, mx in ((F16, 65504.0), (F32, float(np.finfo(np.float32).max))):
        src = np.array([-mx, mx, 0.0, -0.0, np.nan, np.inf, -np.inf, 4.0] + [1.0] * 8, dt)
        rcp = _one_call("rcp", dt, [src])
        assert rcp[0] == rnd(dt, -1 / mx) and rcp[0] != 0 and rcp[1] == rnd(dt, 1 / mx)
        assert np.isposinf(rcp[2]) and np.isneginf(rcp[3]) and np.isnan(rcp[4])
        assert rcp[5] == 0 and not np.signbit(rcp[5]) and rcp[6] == 0 and np.signbit(rcp[6]) and rcp[7] == 0.25
        rs = _one_call("rsqrt", dt, [src])
        assert np.isnan(rs[0]) and rs[1] == rnd(dt, 1 / math.sqrt(mx))
        assert np.isposinf(rs[2]) and np.isneginf(rs[3]) and np.isnan(rs[4])
        assert rs[5] == 0 and np.isnan(rs[6]) and rs[7] == 0.5


def test_add_relu_cast_boundary_table() -> None:
    """AddReluCast rows: float->half keeps +inf, saturates a finite overflow, NaN gives 0; half->int8
    gives MAX for +inf and 0 for NaN; int16->int8 saturates the int16 sum first."""
    inf, nan = np.inf, np.nan
    a = np.array([0.0, -0.0, inf, -inf, 3e38, nan, inf, 1e5] + [0.0] * 56, F32)
    b = np.array([-0.0, -0.0, 1.0, 1.0, 3e38, 1.0, -inf, 0.0] + [0.0] * 56, F32)
    h = _one_call("add_relu", F16, [a, b])
    assert list(h[:8].view(np.uint16)) == [0, 0, 0x7C00, 0, 0x7C00, 0, 0, 0x7BFF]
    a16 = np.array([inf, -inf, nan, 126.5, 127.5, 2.5, -3.0, 1000.0] + [0.0] * 120, F16)
    z16 = np.zeros(128, F16)
    i8 = _one_call("add_relu", np.dtype(np.uint8), [a16, z16]).view(I8)
    assert list(i8[:8]) == [127, 0, 0, 126, 127, 2, 0, 127]
    ai = np.array([32767, -32768, 100, -5] + [0] * 124, I16)
    bi = np.array([32767, -32768, 20, 3] + [0] * 124, I16)
    i8 = _one_call("add_relu", np.dtype(np.uint8), [ai, bi]).view(I8)
    assert list(i8[:4]) == [127, 0, 120, 0]


def test_shiftright_round_page_example_and_negative_count() -> None:
    src = np.array([17, -17, 16, 15, -32768, 32767] + [0] * 122, I16)
    got = _one_call("shiftright_round", I16, [src], 5)
    assert list(got[:6]) == [1, -1, 1, 0, -1024, 1024]
    with pytest.raises(AscValueError, match="shift count"):
        _one_call("shiftright", I16, [src], -1)


def test_asc_program() -> None:
    r = run_asc(ASC_DIR / "vector_compute_arith.asc")
    assert r.rc == 0, r.out + r.err
    for name in ("mul/sub forms", "scalar/fused/math", "int16 shifts and logic", "add_relu to int8"):
        assert f"{name}: ok" in r.out
    assert "warning" not in r.err


@pytest.mark.parametrize("strides", [(1, 1, 1, 8, 8, 8), (1, 2, 1, 8, 16, 8)], ids=["contiguous", "src0 stride 2"])
def test_the_same_layout_again_reads_the_new_data(strides: tuple[int, ...]) -> None:
    """One call shape used three times (its operand layout is worked out once) on other data and other
    arrays: each result is the page's element loop on that call's own data."""
    n0 = 4 * 2 * 64
    a1, b1, a2, b2 = (nice(F32, n0, seed) for seed in (1, 2, 3, 4))
    zeros = np.zeros(n0, F32)

    def body(p: dict[str, Any]) -> None:
        ascsim.asc_set_vector_mask(ALL, ALL)
        ascsim.asc_add(p["d1"], p["a1"], p["b1"], 4, *strides)
        ascsim.asc_add(p["d2"], p["a2"], p["b2"], 4, *strides)
        order(ascsim.PIPE_V, ascsim.PIPE_S)
        p["a1"].write(a2)  # new contents behind the first call's pointers
        order(ascsim.PIPE_S, ascsim.PIPE_V)
        ascsim.asc_add(p["d3"], p["a1"], p["b1"], 4, *strides)

    out, _ = run_ub({"a1": a1, "b1": b1, "a2": a2, "b2": b2, "d1": zeros, "d2": zeros, "d3": zeros}, body)
    db, s0b, s1b, dr, s0r, s1r = strides
    for dst, a, b in (("d1", a1, b1), ("d2", a2, b2), ("d3", a2, b1)):
        want = np.zeros(n0, F32)
        for (_, _, d), (_, _, x), (_, _, y) in zip(operand_walk(4, 64, 4, db, dr), operand_walk(4, 64, 4, s0b, s0r),
                                                   operand_walk(4, 64, 4, s1b, s1r), strict=True):
            want[d] = rnd(F32, float(a[x]) + float(b[y]))
        assert same(out[dst], want), dst
