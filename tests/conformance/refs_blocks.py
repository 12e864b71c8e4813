"""References of the GM atomics (``asc_atomic_*``), the store-atomic modes of atomic.h, and the
cross-core synchronisation of sync.h (implementations ``atomic.*`` and the new ``sync.*``).

The atomics are lane references written from the pages (scalar_compute/asc_atomic_*.md): the value
before is returned, the element at the address becomes the page's result; floats add with one
rounding to nearest-even (a Python double sum rounded to float32 is exact enough for that). The
store-atomic modes and the synchronisation calls are scenarios: small multi-block kernels whose
results (and, for the orderings, the absence of a race under strict checking) show the call works,
each with a variant that must fail, so the scenario can fail.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ml_dtypes
import numpy as np

import ascsim
from ascsim import acl, ub_array, vector_kernel
from ascsim.errors import AscError
from ascsim.runtime.memory import GM, Ptr
from ascsim.spec import Overload, impls

from ._gen import Case, Mem, ov_id, seed_of
from ._refs import REFS, Expect, Expected, Reference, ref
from ._scenarios import SCENARIOS

c_api = ascsim.c_api
P = ascsim

_NP = {"int32_t": np.int32, "uint32_t": np.uint32, "int64_t": np.int64, "uint64_t": np.uint64, "float": np.float32}


def _atomic_cases(ov: Overload) -> list[Case]:
    e = ov.params[0].ty.elem
    assert e is not None
    op = ov.extra[0]
    rng = np.random.default_rng(seed_of(ov_id(ov)))
    dt = np.dtype(_NP[e.name])
    out = []
    if dt.kind == "f":
        pairs = [(1.5, 2.25), (float(rng.standard_normal()), float(rng.standard_normal() * 1e-3)),
                 (-0.0, 0.0), (3.0e38, 3.0e38), (1.0, 1.0)]
    elif op in ("inc", "dec"):
        pairs = [(3, 9), (9, 9), (0, 5), (12, 5)]
    else:
        info = np.iinfo(dt.type)
        pairs = [(10, 5), (int(info.max), 1), (int(info.min), -1 if info.min < 0 else 7), (7, 7),
                 (int(info.min) // 2 + int(rng.integers(0, int(info.max) // 2 + 1)), int(rng.integers(0, 1 << 30)))]
    for j, (old, val) in enumerate(pairs):
        data = rng.integers(0, 256, 64, dtype=np.uint8)
        data[:dt.itemsize] = np.array([old], dtype=dt).view(np.uint8)
        vbits = int(np.array([val], dtype=dt).view(f"<u{dt.itemsize}")[0])
        args: dict[str, Any] = {"address": Mem(data, 0, "gm"), "val": vbits}
        if op == "cas":
            same = j % 2 == 0
            cmp = old if same else val
            args["compare"] = int(np.array([cmp], dtype=dt).view(f"<u{dt.itemsize}")[0])
        out.append(Case(ov, args, f"case{j}"))
    return out


def _value(bits: int, dt: np.dtype[Any]) -> Any:
    return np.array([bits], dtype=f"<u{dt.itemsize}").view(dt)[0]


@ref(impls.atomic.scalar, cases=_atomic_cases)
def _atomic(c: Case) -> Expected:
    # Each page: *address becomes op(*address, val); the return value is *address before.
    e = c.ov.params[0].ty.elem
    assert e is not None
    op = c.ov.extra[0]
    dt = np.dtype(_NP[e.name])
    mem: Mem = c.args["address"]
    old = mem.data[:dt.itemsize].copy().view(dt)[0]
    val = _value(c.args["val"], dt)
    nbits = 8 * dt.itemsize
    if dt.kind == "f":
        a, b = float(old), float(val)
        if op in ("add", "sub"):
            with np.errstate(over="ignore"):  # 3e38 + 3e38 overflows to inf, as the float add does
                new = np.float32(a + b if op == "add" else a - b)
        elif op in ("max", "min"):
            if a == b:  # -0 < +0
                pick_a = (not np.signbit(a)) if op == "max" else bool(np.signbit(a))
            else:
                pick_a = (a > b) if op == "max" else (a < b)
            new = np.float32(a if pick_a else b)
        elif op == "exch":
            new = np.float32(b)
        else:  # cas: compared bit for bit
            cmp_bits = c.args["compare"]
            same = int(mem.data[:4].view(np.uint32)[0]) == cmp_bits
            new = np.float32(b) if same else np.float32(a)
        result = mem.data.copy()
        result[:4] = np.array([new], np.float32).view(np.uint8)
        return {"address": result, "return": Expect(np.array(old, np.float32), np.array(True))}
    o, v = int(old), int(val)
    u_o, u_v = o % (1 << nbits), v % (1 << nbits)
    if op == "add":
        r = o + v
    elif op == "sub":
        r = o - v
    elif op == "max":
        r = max(o, v)
    elif op == "min":
        r = min(o, v)
    elif op == "exch":
        r = v
    elif op == "and":
        r = u_o & u_v
    elif op == "or":
        r = u_o | u_v
    elif op == "xor":
        r = u_o ^ u_v
    elif op == "inc":
        r = 0 if u_o >= u_v else u_o + 1
    elif op == "dec":
        r = u_v if (u_o == 0 or u_o > u_v) else u_o - 1
    else:  # cas
        r = v if u_o == c.args["compare"] % (1 << nbits) else o
    result = mem.data.copy()
    result[:dt.itemsize] = np.array([r % (1 << nbits)], dtype=f"<u{dt.itemsize}").view(np.uint8)
    return {"address": result, "return": o}


# ---------------------------------------------------------------------------------------------
# Scenarios

def _gm(data: np.ndarray) -> Ptr:
    ptr, _ = acl.rt.malloc(max(data.nbytes, 1), acl.ACL_MEM_MALLOC_HUGE_FIRST)
    host = np.ascontiguousarray(data).view(np.uint8)
    acl.rt.memcpy(ptr, host.nbytes, acl.util.numpy_to_ptr(host), host.nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    return Ptr(GM, int(ptr), ascsim.uint8_t, GM.allocation_at(int(ptr)))


def _call(f: Callable[..., Any], *args: Any) -> Callable[[], None]:
    """A kernel body (no parameters) that calls ``f(*args)``."""
    def body() -> None:
        f(*args)
    return body


def _launch(body: Callable[[], None], blocks: int) -> str:
    acl.init()
    acl.rt.set_device(0)
    try:
        vector_kernel(body)[blocks]()
    except AscError as exc:
        return f"{type(exc).__name__}: {exc}"
    return ""


def _host(p: Ptr, dt: Any, n: int) -> np.ndarray:
    assert p.alloc is not None
    return p.alloc.data[:n * np.dtype(dt).itemsize].copy().view(dt)


_STORE_NP = {"float": np.float32, "half": np.float16, "bfloat16_t": ml_dtypes.bfloat16, "int32_t": np.int32,
             "int8_t": np.int8, "int16_t": np.int16}


def _atomic_copy_body(setter: Callable[[], None], src: Ptr, dst: Ptr, nbytes: int) -> Callable[[], None]:
    def body() -> None:
        b = int(ascsim.block_idx)
        ub = ub_array(ascsim.uint8_t, nbytes)
        c_api.asc_copy_gm2ub_align(ub, src + b * nbytes, nbytes)
        c_api.asc_sync_notify(ascsim.PIPE_MTE2, ascsim.PIPE_MTE3, ascsim.EVENT_ID1)
        c_api.asc_sync_wait(ascsim.PIPE_MTE2, ascsim.PIPE_MTE3, ascsim.EVENT_ID1)
        setter()
        c_api.asc_copy_ub2gm_align(dst, ub, nbytes)
        c_api.asc_set_atomic_none()
    return body


def store_atomic(ovs: list[Overload]) -> list[str]:
    """asc_set_atomic_<op>_<type> then a UB->GM copy from each of 3 blocks: GM holds op over the start
    value and the three copies (in block order: floats round after each add); asc_set_atomic_none
    makes the next copy overwrite again; v2 with (5, 2) adds floats; v1 is unsupported on this chip."""
    bad: list[str] = []
    for ov in ovs:
        if ov.impl != impls.atomic.set_mode or ov.extra[0] is None:
            continue
        op, elem = ov.extra
        dt = np.dtype(_STORE_NP[elem.name])
        n = 32 // dt.itemsize * 2
        rng = np.random.default_rng(seed_of(ov.name))
        start = (rng.standard_normal(n) * 4).astype(dt) if dt.kind in "fV" else rng.integers(-20, 20, n).astype(dt)
        parts = [((rng.standard_normal(n) * 4).astype(dt) if dt.kind in "fV" else rng.integers(-100, 100, n)
                  .astype(dt)) for _ in range(3)]
        dst = _gm(start)
        src = _gm(np.concatenate(parts))
        setter = getattr(c_api, ov.name)

        err = _launch(_atomic_copy_body(setter, src, dst, n * dt.itemsize), 3)
        want = start.copy()
        for p in parts:
            for i in range(n):
                x, y = want[i], p[i]
                if op == "add":
                    s = float(x) + float(y) if dt.kind in "fV" else int(x) + int(y)
                    want[i] = np.array(s).astype(dt) if dt.kind in "fV" else np.array(s).astype(np.int64).astype(dt)
                else:
                    want[i] = max(x, y) if op == "max" else min(x, y)
        got = _host(dst, dt, n)
        if err or not np.array_equal(got.view(f"u{dt.itemsize}"), want.view(f"u{dt.itemsize}")):
            bad.append(f"{ov.name}: GM after 3 atomic copies {got[:6]} ... expected {want[:6]} ({err})")
    # asc_set_atomic_none: overwrite again.
    dst = _gm(np.full(8, 5, np.int32))
    src = _gm(np.arange(8, dtype=np.int32))

    def none_body() -> None:
        ub = ub_array(ascsim.uint8_t, 32)
        c_api.asc_copy_gm2ub_align(ub, src, 32)
        c_api.asc_sync()
        c_api.asc_set_atomic_add_int()
        c_api.asc_set_atomic_none()
        c_api.asc_copy_ub2gm_align(dst, ub, 32)

    err = _launch(none_body, 1)
    if err or not np.array_equal(_host(dst, np.int32, 8), np.arange(8)):
        bad.append(f"asc_set_atomic_none: the copy did not overwrite ({err})")
    return bad


def store_config(ovs: list[Overload]) -> list[str]:
    """asc_set_store_atomic_config_v2(5, 2) adds floats and reads back as config 0x25 through
    asc_get_store_atomic_config; bad codes and v1 are errors."""
    bad: list[str] = []
    seen: list[int] = []
    dst = _gm(np.full(8, 1.5, np.float32))
    src = _gm(np.full(8, 0.25, np.float32))

    def body() -> None:
        ub = ub_array(ascsim.uint8_t, 32)
        c_api.asc_copy_gm2ub_align(ub, src, 32)
        c_api.asc_sync()
        c_api.asc_set_store_atomic_config_v2(5, 2)
        cfg = c_api.asc_store_atomic_config()
        c_api.asc_get_store_atomic_config(cfg)
        seen.append(cfg.config)
        c_api.asc_copy_ub2gm_align(dst, ub, 32)
        c_api.asc_set_atomic_none()

    err = _launch(body, 1)
    if err or seen != [0x25] or not np.array_equal(_host(dst, np.float32, 8), np.full(8, 1.75, np.float32)):
        bad.append(f"v2(5, 2): config {seen}, GM {_host(dst, np.float32, 8)} ({err})")
    for call in (_call(c_api.asc_set_store_atomic_config_v2, 3, 2), _call(c_api.asc_set_store_atomic_config_v2, 5, 0),
                 _call(c_api.asc_set_store_atomic_config_v1, 1, 0)):
        if not _launch(call, 1):
            bad.append("a bad store-atomic configuration (or v1 on this chip) was accepted")
    return bad


def _handoff(arrive: Callable[[], None] | None, wait: Callable[[], None] | None, blocks: int = 2) -> tuple[str, Any]:
    """Block 0 copies 32 bytes to GM; ``arrive`` (every block); ``wait`` (every block); block 1 copies them
    to out. Returns (error, out bytes)."""
    data = np.arange(32, dtype=np.uint8) + 100
    src, mid, out = _gm(data), _gm(np.zeros(32, np.uint8)), _gm(np.zeros(32, np.uint8))

    def body() -> None:
        b = int(ascsim.block_idx)
        ub = ub_array(ascsim.uint8_t, 32)
        if b == 0:
            c_api.asc_copy_gm2ub_align(ub, src, 32)
            c_api.asc_sync()
            c_api.asc_copy_ub2gm_align(mid, ub, 32)
        if arrive is not None:
            arrive()
        if wait is not None:
            wait()
        if b == 1:
            c_api.asc_copy_gm2ub_align(ub, mid, 32)
            c_api.asc_sync()
            c_api.asc_copy_ub2gm_align(out, ub, 32)

    err = _launch(body, blocks)
    return err, _host(out, np.uint8, 32)


def cross_flags(ovs: list[Overload]) -> list[str]:
    """asc_sync_inter_arrive/wait order block 0's GM write before block 1's read (no race, the data
    arrives), for every id type; without the wait it is a race; asc_sync_subblock_* order a block's own
    copies (a group of one); asc_sync_block_wait/asc_sync_intra_wait wait for the cube core, which a
    vector launch does not run (an error); their arrivals are accepted."""
    bad: list[str] = []
    want = np.arange(32, dtype=np.uint8) + 100
    for ov in ovs:
        idt = ov.params[1].ty.elem
        assert idt is not None
        flag = idt(3)
        if ov.name == "asc_sync_inter_wait" or ov.name == "asc_sync_inter_arrive":
            err, got = _handoff(_call(c_api.asc_sync_inter_arrive, P.PIPE_MTE3, P.int64_t(3)),
                                _call(c_api.asc_sync_inter_wait, P.PIPE_S, flag))
            if err or not np.array_equal(got, want):
                bad.append(f"{ov_id(ov)}: the handoff between blocks failed: {err or got[:4]}")
        elif ov.name in ("asc_sync_subblock_arrive", "asc_sync_subblock_wait"):
            def sub(flag: Any = flag) -> None:
                c_api.asc_sync_subblock_arrive(P.PIPE_MTE3, P.int64_t(3))
                c_api.asc_sync_subblock_wait(P.PIPE_S, flag)
            err, got = _handoff(sub, None, 1)
            if err:
                bad.append(f"{ov_id(ov)}: {err}")
        elif ov.name in ("asc_sync_block_wait", "asc_sync_intra_wait"):
            err = _launch(_call(getattr(c_api, ov.name), P.PIPE_S, flag), 1)
            if "deadlock" not in err:
                bad.append(f"{ov_id(ov)}: a wait for the cube core in a vector launch gave {err!r}")
        else:  # block/intra arrivals: accepted, no effect
            err = _launch(_call(getattr(c_api, ov.name), P.PIPE_MTE3, flag), 2)
            if err:
                bad.append(f"{ov_id(ov)}: {err}")
    err, _ = _handoff(lambda: c_api.asc_sync_inter_arrive(P.PIPE_MTE3, P.int64_t(3)), None)
    if "block 1 reads GM" not in err:
        bad.append(f"the handoff without a wait was not reported as a race: {err!r}")
    return bad


def locks(ovs: list[Overload]) -> list[str]:
    """asc_lock/asc_unlock (each form) order MTE2's copy before V's load; unlocking a mutex not held is
    an error; asc_sync_data_barrier accepts every kind."""
    bad: list[str] = []
    data = np.arange(256, dtype=np.uint8)
    src = _gm(data)
    got: list[np.ndarray] = []

    @ascsim.simd_vf
    def load(ub: Ptr) -> None:
        r = ascsim.vector_uint8_t()
        c_api.asc_loadalign(r, ub)
        got.append(np.asarray(r).copy())

    def locked(mode: tuple[Any, ...]) -> Callable[[], None]:
        def body() -> None:
            ub = ub_array(ascsim.uint8_t, 256)
            c_api.asc_lock(P.PIPE_MTE2, P.uint8_t(1), *mode)
            c_api.asc_copy_gm2ub_align(ub, src, 256)
            c_api.asc_unlock(P.PIPE_MTE2, P.uint8_t(1), *mode)
            c_api.asc_lock(P.PIPE_V, P.uint8_t(1), *mode)
            load(ub)
            c_api.asc_unlock(P.PIPE_V, P.uint8_t(1), *mode)
        return body

    for mode in ((), (ascsim.ASC_LOCK_BLOCK,)):
        err = _launch(locked(mode), 1)
        if err or not np.array_equal(got[-1], data):
            bad.append(f"asc_lock/asc_unlock{mode}: {err or got[-1][:4]}")
    for kind in (ascsim.DSB_ALL, ascsim.DSB_DDR, ascsim.DSB_UB, ascsim.DSB_SEQ):
        err = _launch(_call(c_api.asc_sync_data_barrier, kind), 1)
        if err:
            bad.append(f"asc_sync_data_barrier({kind.name}): {err}")
    if "not locked" not in _launch(lambda: c_api.asc_unlock(P.PIPE_V, P.uint8_t(2)), 1):
        bad.append("an unlock of a mutex not held was accepted")
    # Without the lock of V the copy and the load race.
    def racy() -> None:
        ub = ub_array(ascsim.uint8_t, 256)
        c_api.asc_lock(P.PIPE_MTE2, P.uint8_t(1))
        c_api.asc_copy_gm2ub_align(ub, src, 256)
        c_api.asc_unlock(P.PIPE_MTE2, P.uint8_t(1))
        load(ub)

    if not _launch(racy, 1):
        bad.append("a copy and a load with no lock on V's side were not reported")
    return bad


SCENARIOS.update({"store_atomic": store_atomic, "store_config": store_config, "cross_flags": cross_flags,
                  "locks": locks})


def _nothing(c: Case) -> Expected:
    return {}


for _impl, _what in ((impls.atomic.set_mode, "store_atomic"), (impls.atomic.get_config, "store_config"),
                     (impls.atomic.set_config_v1, "store_config"), (impls.atomic.set_config_v2, "store_config"),
                     (impls.sync.arrive, "cross_flags"), (impls.sync.wait_flag, "cross_flags"),
                     (impls.sync.partner_arrive, "cross_flags"), (impls.sync.partner_wait, "cross_flags"),
                     (impls.sync.lock, "locks"), (impls.sync.unlock, "locks"), (impls.sync.data_barrier, "locks")):
    REFS[_impl] = Reference(_nothing, cases=lambda ov: [Case(ov, {}, "scenario")], scenario=_what)
