"""Every SIMT form that is not lane-wise (atomics, warp functions, cache-hint loads and stores, fences,
address-space tests, lane masks, the math functions with output pointers), one launch per form through the
Python SIMT API, against references written here: the atomics applied one thread after another in thread
order with Python numbers, each lane's shuffle source from the pages' rule, Python's math module.

The kernels' annotations name the element type of the form under test (a local variable), so they are
evaluated when each kernel is defined: no ``from __future__ import annotations`` here."""

import math
from pathlib import Path
from typing import Any

import ml_dtypes
import numpy as np
import pytest
from frontend.asc_run import run_asc
from kernels import back, device_buffer, gm_of

import ascsim.simt as S
from ascsim import dtypes, gm_ptr
from ascsim.spec import Overload, impls, simt_overloads

from . import atomic_refs as ref
from .programs import HEAD
from .test_warp_ops import shfl_src

_N = 64  #: threads of each launch: two warps


def _forms(*objects: object) -> list[Overload]:
    """The forms of the implementation objects over scalars (those over vector types: test_vector_program.py)."""
    return [ov for ov in simt_overloads() if ov.impl in objects
            and all(t.kind != "vec" for t in (ov.ret, *(p.ty for p in ov.params)))]


def _id(ov: Overload) -> str:
    return f"{ov.name}({','.join(p.ty.c for p in ov.params)})"


def _elem(ov: Overload, i: int = 0) -> dtypes.ElemType:
    e = ov.params[i].ty.elem
    assert e is not None
    return e


def _py(v: Any, dt: np.dtype) -> float | int:
    return float(v) if dt.kind == "f" or dt == np.dtype(ml_dtypes.bfloat16) else int(v)


def _atomic_data(op: str, dt: np.dtype, n: int = _N) -> tuple[np.ndarray, np.ndarray]:
    """The four elements and each thread's operand of an atomic test: for floats, values that round, with a
    NaN, a -0 and an infinity among them; for integers, bits all over the range (small ones for inc/dec)."""
    t = np.arange(n)
    if ref.is_float(dt):
        start = np.array([5.0, -0.0, 9.5, 1e-3], np.float32).astype(dt)
        v = ((t % 7) + 1) * 0.3 * np.where(t % 2 == 1, -1.0, 1.0)
        v[6], v[37], v[50] = -0.0, np.nan, np.inf
        return start, v.astype(np.float32).astype(dt)
    w = ref.width(dt)
    if op in ("inc", "dec"):
        return np.array([5, 0, 9, 3], dt), (t % 7 + 1).astype(dt)
    bits = [(i * 0x9E3779B97F4A7C15 >> 7) % (1 << w) for i in range(n)]
    return np.array([5, 0, (1 << (w - 1)) - 3, (1 << w) - 2], np.uint64).astype(f"u{dt.itemsize}").view(dt), \
        np.array(bits, np.uint64).astype(f"u{dt.itemsize}").view(dt)


def _bits(a: np.ndarray) -> list[int]:
    return [int(x) for x in a.view(f"u{a.dtype.itemsize}")]


def _assert_thread_order(op: str, dt: np.dtype, start: np.ndarray, vals: np.ndarray, olds: np.ndarray,
                         finals: np.ndarray) -> None:
    """Thread t updated element t % 4 after threads 0 .. t-1 (the pages' atomics, ascsim's order)."""
    n = vals.size
    want_old, want_final = ref.in_thread_order(op, _bits(start), _bits(vals), _bits(start)[1], dt,
                                               [t % 4 for t in range(n)])
    for i, (g, w) in enumerate(zip(_bits(olds), want_old, strict=True)):
        assert ref.same(g, w, dt), (op, dt, "old", i, hex(g), w)
    for i, (g, w) in enumerate(zip(_bits(finals), want_final, strict=True)):
        assert ref.same(g, w, dt), (op, dt, "final", i, hex(g), w)


@pytest.mark.parametrize("ov", _forms(impls.simt_atomic.atomic), ids=_id)
def test_atomic(device: None, ov: Overload) -> None:
    e = _elem(ov)
    dt = e.np
    op = ov.name.removeprefix("asc_atomic_")
    start, vals = _atomic_data(op, dt)
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
    _assert_thread_order(op, dt, start, vals, back(old, np.zeros(_N, dt)), back(buf, start))


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
        assert got == [v[(i // 32) * 32 + shfl_src(kind, i % 32, 3, 8)] for i in range(_N)]


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


#: The element types of the atomic forms, by their C names.
_ATOMIC_ELEMS = ("int32_t", "uint32_t", "int64_t", "uint64_t", "float", "half", "bfloat16_t")


def _atomic_program(forms: list[Overload], c_type: str, size: int) -> tuple[str, list[tuple[Overload, str]], int]:
    """A SIMD kernel whose ``__simt_vf__`` function calls every atomic form of one element type through
    ``__gm__`` and ``__ubuf__`` pointers (the vendor's qualified declarations): slot s is one form on one
    space, 64 threads on its four elements. The UB elements come from GM by a copy before the call and go
    back after it; the host prints every old value, then the GM elements, then the UB ones. Returns the
    source, the slots and the UB elements' count (padded to 32 bytes)."""
    slots = [(ov, space) for ov in forms for space in ov.extra[1]]
    ub_slots = [s for s in slots if s[1] == "ub"]
    gm_slots = [s for s in slots if s[1] == "gm"]
    n_ub = -(-max(1, 4 * len(ub_slots)) * size // 32) * 32 // size
    calls = []
    for i, (ov, space) in enumerate(slots):
        k = forms.index(ov)
        base = f"gm_elems + {4 * gm_slots.index((ov, space))}" if space == "gm" else \
            f"ub + {4 * ub_slots.index((ov, space))}"
        cmp = f"start[{4 * k + 1}], " if ov.name == "asc_atomic_cas" else ""
        calls.append(f"    olds[{i * _N} + t] = {ov.name}({base} + t % 4, {cmp}vals[{k * _N} + t]);")
    u = f"uint{size * 8}_t"
    ptrs = "start, vals, olds, gm_elems, ub_elems".split(", ")
    mallocs = "\n".join(f"    aclrtMalloc((void**)&{p}, host_{p}.size() * sizeof({u}), ACL_MEM_MALLOC_HUGE_FIRST);"
                        for p in ptrs)
    copies_in = "\n".join(f"    aclrtMemcpy({p}, host_{p}.size() * sizeof({u}), host_{p}.data(), "
                           f"host_{p}.size() * sizeof({u}), ACL_MEMCPY_HOST_TO_DEVICE);" for p in ptrs if p != "olds")
    copies_out = "\n".join(f"    aclrtMemcpy(host_{p}.data(), host_{p}.size() * sizeof({u}), {p}, "
                            f"host_{p}.size() * sizeof({u}), ACL_MEMCPY_DEVICE_TO_HOST);\n"
                            f"    for (auto v : host_{p}) printf(\"%llx\\n\", (unsigned long long)v);"
                            for p in ("olds", "gm_elems", "ub_elems"))
    casts = ", ".join(f"({c_type}*){p}" for p in ptrs)
    src = f"""
#include "c_api/asc_simd.h"

__simt_vf__ __launch_bounds__({_N}) inline void atoms(__gm__ {c_type}* start, __gm__ {c_type}* vals,
    __gm__ {c_type}* olds, __gm__ {c_type}* gm_elems, __ubuf__ {c_type}* ub)
{{
    uint32_t t = threadIdx.x;
{chr(10).join(calls)}
}}

__global__ __vector__ void k(__gm__ {c_type}* start, __gm__ {c_type}* vals, __gm__ {c_type}* olds,
    __gm__ {c_type}* gm_elems, __gm__ {c_type}* ub_elems)
{{
    __ubuf__ {c_type} ub[{n_ub}];
    asc_copy_gm2ub(ub, ub_elems, {n_ub * size});
    asc_sync_notify(PIPE_MTE2, PIPE_V, EVENT_ID0);
    asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID0);
    asc_vf_call<atoms>(dim3({_N}), start, vals, olds, gm_elems, ub);
    asc_sync_notify(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_sync_wait(PIPE_V, PIPE_MTE3, EVENT_ID0);
    asc_copy_ub2gm(ub_elems, ub, {n_ub * size});
}}

int main()
{{
    aclInit(nullptr);
    aclrtSetDevice(0);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    std::vector<{u}> host_start = {{START}}, host_vals = {{VALS}}, host_gm_elems = {{GM}},
        host_ub_elems = {{UB}}, host_olds({len(slots) * _N});
    {u} *start, *vals, *olds, *gm_elems, *ub_elems;
{mallocs}
{copies_in}
    k<<<1, nullptr, stream>>>({casts});
    aclrtSynchronizeStream(stream);
{copies_out}
{chr(10).join(f"    aclrtFree({p});" for p in ptrs)}
    aclrtDestroyStream(stream);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}}
"""
    return src, slots, n_ub


@pytest.mark.parametrize("elem", _ATOMIC_ELEMS)
def test_atomic_forms_through_gm_and_ubuf_pointers(tmp_path: Path, elem: str) -> None:
    """Every atomic form of one element type in a ``__simt_vf__`` function, through ``__gm__`` and (where the
    form reaches UB) ``__ubuf__`` pointers: each thread's old value and the elements
    against the threads applied one after another in thread order (``atomic_refs``)."""
    forms = [ov for ov in _forms(impls.simt_atomic.atomic) if _elem(ov).name == elem]
    dt = _elem(forms[0]).np
    src, slots, n_ub = _atomic_program(forms, elem, dt.itemsize)
    data = {ov: _atomic_data(ov.name.removeprefix("asc_atomic_"), dt) for ov in forms}
    start = [b for ov in forms for b in _bits(data[ov][0])]
    vals = [b for ov in forms for b in _bits(data[ov][1])]
    gm_init = [b for ov, space in slots if space == "gm" for b in _bits(data[ov][0])]
    ub_init = [b for ov, space in slots if space == "ub" for b in _bits(data[ov][0])]
    ub_init += [0] * (n_ub - len(ub_init))
    for key, values in (("START", start), ("VALS", vals), ("GM", gm_init), ("UB", ub_init)):
        src = src.replace("{" + key + "}", "{" + ", ".join(f"{v:#x}ull" for v in values) + "}")
    path = tmp_path / f"atomics_{elem}.asc"
    path.write_text(HEAD + src)
    r = run_asc(path)
    assert (r.rc, r.err) == (0, ""), r.err[:3000]
    got = [int(x, 16) for x in r.out.split()]
    assert len(got) == len(slots) * _N + len(gm_init) + n_ub
    olds, rest = got[:len(slots) * _N], got[len(slots) * _N:]
    order = [s for s in slots if s[1] == "gm"] + [s for s in slots if s[1] == "ub"]
    finals = {s: rest[4 * i:4 * i + 4] for i, s in enumerate(order)}
    unsigned = f"u{dt.itemsize}"
    for i, (ov, space) in enumerate(slots):
        op = ov.name.removeprefix("asc_atomic_")
        start_a, vals_a = data[ov]
        _assert_thread_order(op, dt, start_a, vals_a, np.array(olds[i * _N:(i + 1) * _N], unsigned).view(dt),
                             np.array(finals[(ov, space)], unsigned).view(dt))
