"""Every SIMT form that is not lane-wise (atomics, warp functions, cache-hint loads and stores, fences,
address-space tests, lane masks, the math functions with output pointers), one launch per form through the
Python SIMT API, against references written here: the atomics applied one thread after another in thread
order with Python numbers, each lane's shuffle source from the pages' rule, Python's math module.

The kernels' annotations name the element type of the form under test (a local variable), so they are
evaluated when each kernel is defined: no ``from __future__ import annotations`` here."""

import math
from typing import Any

import ml_dtypes
import numpy as np
import pytest
from kernels import back, device_buffer, gm_of

import ascsim.simt as S
from ascsim import dtypes, gm_ptr
from ascsim.spec import Overload, impls, simt_overloads

_N = 64  #: threads of each launch: two warps


def _forms(*objects: object) -> list[Overload]:
    return [ov for ov in simt_overloads() if ov.impl in objects]


def _id(ov: Overload) -> str:
    return f"{ov.name}({','.join(p.ty.c for p in ov.params)})"


def _elem(ov: Overload, i: int = 0) -> dtypes.ElemType:
    e = ov.params[i].ty.elem
    assert e is not None
    return e


def _py(v: Any, dt: np.dtype) -> float | int:
    return float(v) if dt.kind == "f" or dt == np.dtype(ml_dtypes.bfloat16) else int(v)


def _atomic_ref(op: str, cur: float | int, val: float | int, cmp: float | int, dt: np.dtype) -> float | int:
    """The element after one thread's atomic, by the pages' definitions (wrapped or rounded to the type)."""
    new = {"add": lambda: cur + val, "sub": lambda: cur - val, "exch": lambda: val, "max": lambda: max(cur, val),
           "min": lambda: min(cur, val), "inc": lambda: 0 if cur >= val else cur + 1,
           "dec": lambda: val if cur == 0 or cur > val else cur - 1, "cas": lambda: val if cur == cmp else cur,
           "and": lambda: int(cur) & int(val), "or": lambda: int(cur) | int(val),
           "xor": lambda: int(cur) ^ int(val)}[op]()
    if dt.kind in "iu":
        bits = dt.itemsize * 8
        new = int(new) % (1 << bits)
        if dt.kind == "i" and new >= 1 << (bits - 1):
            new -= 1 << bits
        return new
    return float(np.asarray(new, np.float64).astype(dt))


@pytest.mark.parametrize("ov", _forms(impls.simt_atomic.atomic), ids=_id)
def test_atomic(device: None, ov: Overload) -> None:
    e = _elem(ov)
    dt = e.np
    op = ov.name.removeprefix("asc_atomic_")
    start = np.array([5, 0, 9, 3], np.float64).astype(dt)
    vals = (np.arange(_N) % 7 + 1).astype(dt)
    fn = getattr(S, ov.name)

    @S.simt_kernel
    def k(buf: gm_ptr[e], old: gm_ptr[e], val: gm_ptr[e]) -> None:
        t = S.threadIdx.x
        v = val[t]
        if op == "cas":
            old[t] = fn(buf + t % 4, np.asarray(start[1], dt).repeat(t.size), v)
        else:
            old[t] = fn(buf + t % 4, v)

    buf, old = gm_of(start), device_buffer(_N * dt.itemsize)
    k[1, _N](buf, old, gm_of(vals))
    cur = [_py(x, dt) for x in start]
    want_old = []
    for t in range(_N):  # thread order
        want_old.append(cur[t % 4])
        cur[t % 4] = _atomic_ref(op, cur[t % 4], _py(vals[t], dt), _py(start[1], dt), dt)
    assert [_py(x, dt) for x in back(old, np.zeros(_N, dt))] == want_old
    assert [_py(x, dt) for x in back(buf, start)] == cur


def _src(kind: str, lane: int, arg: int, width: int) -> int:
    seg = lane // width * width
    if kind == "idx":
        return seg + arg % width
    target = {"up": lane - arg, "down": lane + arg, "xor": lane ^ arg}[kind]
    return target if seg <= target < seg + width else lane


@pytest.mark.parametrize("ov", _forms(impls.simt_warp.shfl, impls.simt_warp.reduce), ids=_id)
def test_warp(device: None, ov: Overload) -> None:
    e = _elem(ov)
    dt = e.np
    vals = (np.arange(_N) * 3 % 29).astype(dt)
    fn = getattr(S, ov.name)
    kind = ov.extra[0]

    @S.simt_kernel
    def k(src: gm_ptr[e], out: gm_ptr[e]) -> None:
        t = S.threadIdx.x
        v = src[t]
        if ov.impl is impls.simt_warp.reduce:
            with S.active(t % 32 < 20):  # lanes 20-31 of each warp take no part
                out[t] = fn(v)
        else:
            out[t] = fn(v, np.asarray(3, ov.params[1].ty.elem.np), np.int32(8))  # type: ignore[union-attr]

    out = device_buffer(_N * dt.itemsize)
    k[1, _N](gm_of(vals), out)
    got = [_py(x, dt) for x in back(out, vals)]
    v = [_py(x, dt) for x in vals]
    if ov.impl is impls.simt_warp.reduce:
        for w in range(2):
            on = v[w * 32:w * 32 + 20]
            want = {"add": sum(on), "max": max(on), "min": min(on)}[kind]
            assert got[w * 32:w * 32 + 20] == [_py(np.asarray(want, np.float64).astype(dt), dt)] * 20
    else:
        assert got == [v[(i // 32) * 32 + _src(kind, i % 32, 3, 8)] for i in range(_N)]


@pytest.mark.parametrize("ov", _forms(impls.simt_memory.load_hint, impls.simt_memory.store_hint), ids=_id)
def test_cache_hints(device: None, ov: Overload) -> None:
    e = _elem(ov)
    dt = e.np
    vals = (np.arange(_N) % 100).astype(dt)
    fn = getattr(S, ov.name)
    load = ov.impl is impls.simt_memory.load_hint

    @S.simt_kernel
    def k(src: gm_ptr[e], out: gm_ptr[e]) -> None:
        t = S.threadIdx.x
        if load:
            out[t] = fn(src + t)
        else:
            fn(out + (63 - t), src[t])

    out = device_buffer(_N * dt.itemsize)
    k[1, _N](gm_of(vals), out)
    got = back(out, vals)
    assert (got == (vals if load else vals[::-1])).all()


def test_fences_lanes_spaces_and_nop(device: None) -> None:
    i32 = dtypes.int32_t

    @S.simt_kernel
    def k(out: gm_ptr[i32]) -> None:
        t = S.threadIdx.x
        S.asc_threadfence()
        S.asc_threadfence_block()
        S.asc_nop()
        S.asc_dcci_single(out)
        S.asc_dcci_entire(out)
        S.asc_syncthreads()
        out[t] = (S.laneid() + 100 * S.__isGlobal(out) + 1000 * S.__isUbuf(out)).astype(np.int32)
        out[t + _N] = S.lanemask_lt()
        out[t + 2 * _N] = S.lanemask_ge()
        out[t + 3 * _N] = S.lanemask_eq() | S.lanemask_le() ^ S.lanemask_gt()

    out = device_buffer(4 * _N * 4)
    k[1, _N](out)
    got = back(out, np.zeros(4 * _N, np.int32)).view(np.uint32).tolist()
    lanes = [t % 32 for t in range(_N)]
    assert got[:_N] == [lane + 100 for lane in lanes]
    assert got[_N:2 * _N] == [(1 << lane) - 1 for lane in lanes]
    assert got[2 * _N:3 * _N] == [(0xFFFFFFFF << lane) & 0xFFFFFFFF for lane in lanes]
    # eq | (le ^ gt): le ^ gt is every lane, so every bit
    assert got[3 * _N:] == [0xFFFFFFFF] * _N


def test_functions_with_output_pointers(device: None) -> None:
    f32, i32 = dtypes.float_, dtypes.int32_t
    xs = np.array([0.75, -3.5, 10.0, 1e-3] * 16, np.float32)

    @S.simt_kernel
    def k(x: gm_ptr[f32], f: gm_ptr[f32], e: gm_ptr[i32], s: gm_ptr[f32], c: gm_ptr[f32]) -> None:
        t = S.threadIdx.x
        v = x[t]
        f[t] = S.frexpf(v, e + t)
        f[t + _N] = S.modff(v, s + t)
        f[t + 2 * _N] = S.remquof(v, np.float32(0.5), e + (t + _N))
        S.sincosf(v, s + (t + _N), c + t)
        S.sincospif(v, s + (t + 2 * _N), c + (t + _N))

    f, e, s, c = (device_buffer(3 * _N * 4) for _ in range(4))
    k[1, _N](gm_of(xs), f, e, s, c)
    fv, ev = back(f, np.zeros(3 * _N, np.float32)), back(e, np.zeros(3 * _N, np.int32))
    sv, cv = back(s, np.zeros(3 * _N, np.float32)), back(c, np.zeros(3 * _N, np.float32))
    for t, x in enumerate(xs.tolist()):
        m, ex = math.frexp(x)
        assert (fv[t], ev[t]) == (np.float32(m), ex)
        assert (fv[t + _N], sv[t]) == (np.float32(x - math.trunc(x)), np.float32(math.trunc(x)))
        r = math.remainder(x, 0.5)
        assert fv[t + 2 * _N] == np.float32(r)
        q = round((x - r) / 0.5)
        assert ev[t + _N] == int(math.copysign(abs(q) % 8, q))
        assert abs(sv[t + _N] - math.sin(x)) <= 1e-6 * max(1, abs(math.sin(x)))
        assert abs(cv[t] - math.cos(x)) <= 1e-6
        assert abs(sv[t + 2 * _N] - math.sin(math.pi * x)) <= 1e-6
        assert abs(cv[t + _N] - math.cos(math.pi * x)) <= 1e-6
