"""Scenario references: calls whose effect is an ordering, a call or a register reset.

Each scenario runs its overloads in a small kernel under strict checking (a finding is an error) and
returns the problems it saw. Each also runs its "without" variant, which must be reported, so a
scenario can fail: an ordering call that orders nothing leaves the race of the "without" variant.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

import ascsim
from ascsim import (
    EVENT_ID3,
    PIPE_ALL,
    PIPE_MTE2,
    PIPE_V,
    acl,
    simd_vf,
    ub_array,
    uint8_t,
    vector_kernel,
    vector_uint8_t,
)
from ascsim.arch import MemBar, Pipe
from ascsim.errors import AscError
from ascsim.runtime.context import CTX
from ascsim.runtime.memory import GM, Ptr
from ascsim.spec import Overload

from ._gen import ov_id

c_api = ascsim.c_api


def _gm(data: np.ndarray) -> Ptr:
    ptr, _ = acl.rt.malloc(data.size, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    host = np.ascontiguousarray(data)
    acl.rt.memcpy(ptr, host.nbytes, acl.util.numpy_to_ptr(host), host.nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    return Ptr(GM, int(ptr), uint8_t, GM.allocation_at(int(ptr)))


@simd_vf
def _load(ub: Ptr, out: list[Any]) -> None:
    r = vector_uint8_t()
    c_api.asc_loadalign(r, ub)
    out.append(np.asarray(r).copy())


@simd_vf
def _store(ub: Ptr) -> None:
    c_api.asc_storealign(ub, vector_uint8_t(np.arange(256, dtype=np.uint8)), c_api.asc_create_mask_b8(0))


def _launch(body: Callable[[], None], blocks: int = 1) -> str:
    """Run ``body`` as a kernel; the error it raised ("" if none)."""
    acl.init()
    acl.rt.set_device(0)
    try:
        vector_kernel(body)[blocks]()
    except AscError as exc:
        return f"{type(exc).__name__}: {exc}"
    return ""


def _copy_then(order: Callable[[], None], data: np.ndarray) -> tuple[str, list[Any]]:
    """GM -> UB copy (MTE2), then ``order()``, then a vector load of the same bytes."""
    src = _gm(data)
    got: list[Any] = []

    def body() -> None:
        ub = ub_array(uint8_t, 256)
        c_api.asc_copy_gm2ub_align(ub, src, 256)
        order()
        _load(ub, got)

    return _launch(body), got


def _id_arg(ov: Overload) -> Any:
    return EVENT_ID3 if ov.params[-1].ty.kind == "enum" else 3


def handoff(ovs: list[Overload]) -> list[str]:
    """asc_sync_notify / asc_sync_wait: MTE2 -> V with each id type; the copied bytes reach the load."""
    bad = []
    data = np.arange(256, dtype=np.uint8)[::-1].copy()
    for ov in ovs:
        kind = ov.params[-1].ty.kind

        def order(kind: str = kind) -> None:
            event = EVENT_ID3 if kind == "enum" else 3
            c_api.asc_sync_notify(PIPE_MTE2, PIPE_V, event)
            c_api.asc_sync_wait(PIPE_MTE2, PIPE_V, event)

        err, got = _copy_then(order, data)
        if err or not got or not np.array_equal(got[0], data):
            bad.append(f"{ov_id(ov)}: notify/wait MTE2->V did not order the copy before the load: {err or got}")
    bad += _must_race("notify/wait")
    return bad


def _must_race(what: str) -> list[str]:
    err, _ = _copy_then(lambda: None, np.zeros(256, np.uint8))
    return [] if err else [f"{what}: the copy-then-load without ordering was not reported, so the scenario "
                           "cannot tell an ordering from none"]


def barrier(ovs: list[Overload]) -> list[str]:
    """asc_sync_pipe(PIPE_ALL), asc_sync_vec, asc_sync: full barriers order MTE2 before V."""
    bad = []
    data = np.arange(256, dtype=np.uint8)
    for ov in ovs:
        args: tuple[Pipe, ...] = (PIPE_ALL,) if ov.params else ()

        def order(ov: Overload = ov, args: tuple[Pipe, ...] = args) -> None:
            getattr(c_api, ov.name)(*args)

        err, got = _copy_then(order, data)
        if err or not np.array_equal(got[0], data):
            bad.append(f"{ov_id(ov)}: did not order the copy before the load: {err or got}")
    return bad + _must_race("barrier")


def mte(ovs: list[Overload]) -> list[str]:
    """asc_sync_mte2(id): a GM->UB copy before a vector load; asc_sync_mte3(id): a UB->GM copy before a
    vector store into the bytes it read."""
    bad = []
    for ov in ovs:
        if ov.name == "asc_sync_mte2":
            data = np.arange(256, dtype=np.uint8)

            def sync_mte2(ov: Overload = ov) -> None:
                getattr(c_api, ov.name)(3)

            err, got = _copy_then(sync_mte2, data)
            if err or not np.array_equal(got[0], data):
                bad.append(f"{ov_id(ov)}: did not order MTE2 before V: {err or got}")
        elif ov.name == "asc_sync_vec":  # asc_sync_vec(id): PIPE_V hands off to MTE2, MTE3 and S
            err = _launch(_vec_kernel(_gm(np.zeros(256, np.uint8))))
            if err:
                bad.append(f"{ov_id(ov)}: did not order V before MTE3: {err}")
        else:
            err = _launch(_mte3_kernel(getattr(c_api, ov.name), _gm(np.zeros(256, np.uint8))))
            if err:
                bad.append(f"{ov_id(ov)}: did not order MTE3 before V: {err}")
    return bad


def _vec_kernel(dst: Ptr) -> Callable[[], None]:
    def body() -> None:
        ub = ub_array(uint8_t, 256)
        _store(ub)
        c_api.asc_sync_vec(3)
        c_api.asc_copy_ub2gm_align(dst, ub, 256)  # reads what V stored: ordered only by the call under test
    return body


def _mte3_kernel(call: Callable[[int], None], dst: Ptr) -> Callable[[], None]:
    def body() -> None:
        ub = ub_array(uint8_t, 256)
        _store(ub)
        c_api.asc_sync_notify(PIPE_V, ascsim.PIPE_MTE3, EVENT_ID3)
        c_api.asc_sync_wait(PIPE_V, ascsim.PIPE_MTE3, EVENT_ID3)
        c_api.asc_copy_ub2gm_align(dst, ub, 256)
        call(3)
        _store(ub)  # overwrites what MTE3 read: ordered only by the call under test
    return body


def mem_bar(ovs: list[Overload]) -> list[str]:
    """asc_mem_bar: every kind is accepted; VST_VLD orders a vector store before a vector load."""
    bad: list[str] = []
    got: list[Any] = []

    @simd_vf
    def vf(ub: Ptr, kind: Any) -> None:
        _store(ub)
        c_api.asc_mem_bar(kind)
        _load(ub, got)

    def kernel_for(kind: Any) -> Callable[[], None]:
        return lambda: vf(ub_array(uint8_t, 256), kind)

    for kind in MemBar:
        err = _launch(kernel_for(kind))
        if kind.name in ("VST_VLD", "VV_ALL") and (err or not np.array_equal(got[-1], np.arange(256))):
            bad.append(f"asc_mem_bar({kind.name}): the load after the barrier: {err or got[-1][:8]}")
        elif err and "race" not in err.lower() and "hazard" not in err.lower() and "store" not in err.lower():
            bad.append(f"asc_mem_bar({kind.name}): {err}")
    return bad


def vf_call(ovs: list[Overload]) -> list[str]:
    """asc_vf_call(f, args...): f runs inside a VF with the arguments."""
    seen: list[Any] = []

    @simd_vf
    def f(a: int, b: Any) -> None:
        seen.append((a, b, CTX.vf_depth))

    err = _launch(lambda: c_api.asc_vf_call(f, 7, "x"))
    if err or seen != [(7, "x", 1)]:
        return [f"asc_vf_call: f saw {seen} ({err})"]
    return []


def init(ovs: list[Overload]) -> list[str]:
    """asc_init sets the store-atomic mode to none (its dav-3510 implementation): a copy after it overwrites GM."""
    acl.init()
    acl.rt.set_device(0)
    src, dst = _gm(np.full(256, 7, np.uint8)), _gm(np.full(256, 100, np.uint8))

    def body() -> None:
        ub = ub_array(uint8_t, 256)
        c_api.asc_copy_gm2ub_align(ub, src, 256)
        c_api.asc_sync()
        c_api.asc_set_atomic_add_int8()
        c_api.asc_init()
        c_api.asc_copy_ub2gm_align(dst, ub, 256)

    err = _launch(body)
    got = np.zeros(256, np.uint8)
    acl.rt.memcpy(acl.util.numpy_to_ptr(got), 256, dst.addr, 256, acl.ACL_MEMCPY_DEVICE_TO_HOST)
    return [] if not err and (got == 7).all() else [f"asc_init: GM after the copy {got[:4]}... ({err})"]


def vf_len(ovs: list[Overload]) -> list[str]:
    """asc_get_vf_len() is 256, in a kernel and outside one."""
    seen: list[int] = []
    err = _launch(lambda: seen.append(int(c_api.asc_get_vf_len())))
    seen.append(int(c_api.asc_get_vf_len()))
    return [] if not err and seen == [256, 256] else [f"asc_get_vf_len: {seen} ({err})"]


def block_var(ovs: list[Overload]) -> list[str]:
    """asc_get_block_idx / asc_get_block_num in a launch of 3 blocks."""
    seen: list[tuple[int, int]] = []
    err = _launch(lambda: seen.append((int(c_api.asc_get_block_idx()), int(c_api.asc_get_block_num()))), 3)
    return [] if not err and seen == [(0, 3), (1, 3), (2, 3)] else [f"block index/count: {seen} ({err})"]


def _ub_bytes(data: np.ndarray) -> Ptr:
    buf = ub_array(uint8_t, data.size)
    assert buf.alloc is not None and buf.alloc.init is not None
    buf.alloc.data[:] = data
    buf.alloc.init[:] = True
    return buf


def vector_mask(ovs: list[Overload]) -> list[str]:
    """asc_set_vector_mask with asc_set_mask_norm / asc_set_mask_count decide which elements of a
    UB asc_add (repeat form, one repeat of half) are written."""
    seen: dict[str, np.ndarray] = {}
    a = np.arange(128, dtype=np.float16)
    old = np.full(128, -1.0, np.float16)

    def run(tag: str, mode: Callable[[], None], mask1: int, mask0: int) -> None:
        dst, s0, s1 = (_ub_bytes(x.view(np.uint8)).cast(ascsim.half) for x in (old, a, a))
        mode()
        c_api.asc_set_vector_mask(mask1, mask0)
        c_api.asc_add(dst, s0, s1, 1, 1, 1, 1, 8, 8, 8)
        assert dst.alloc is not None
        seen[tag] = dst.alloc.data.view(np.float16).copy()

    def body() -> None:
        run("norm", c_api.asc_set_mask_norm, 1 << 63, 0b1011)
        run("count", c_api.asc_set_mask_count, 0, 5)
        c_api.asc_set_mask_norm()
        c_api.asc_set_vector_mask(2**64 - 1, 2**64 - 1)

    err = _launch(body)
    if err:
        return [f"vector mask scenario: {err}"]
    want_norm = old.copy()
    for i in (0, 1, 3, 127):
        want_norm[i] = 2 * a[i]
    want_count = old.copy()
    want_count[:5] = 2 * a[:5]
    bad = []
    if not np.array_equal(seen["norm"], want_norm):
        bad.append(f"normal mode, mask bits 0,1,3,127: written {np.flatnonzero(seen['norm'] != old).tolist()}")
    if not np.array_equal(seen["count"], want_count):
        bad.append(f"counter mode, 5 elements: written {np.flatnonzero(seen['count'] != old).tolist()}")
    return bad


def cmp_mask(ovs: list[Overload]) -> list[str]:
    """asc_set_cmp_mask then asc_get_cmp_mask gives the 16 bytes back."""
    bits = np.random.default_rng(3).integers(0, 256, 32, dtype=np.uint8)
    seen: list[np.ndarray] = []

    def body() -> None:
        src, dst = _ub_bytes(bits), _ub_bytes(np.zeros(32, np.uint8))
        c_api.asc_set_cmp_mask(src.cast(ascsim.uint32_t))
        c_api.asc_sync()
        c_api.asc_get_cmp_mask(dst.cast(ascsim.uint32_t))
        assert dst.alloc is not None
        seen.append(dst.alloc.data[:16].copy())

    err = _launch(body)
    if err or not np.array_equal(seen[0], bits[:16]):
        return [f"CMPMASK round trip: {err or seen[0]} != {bits[:16]}"]
    return []


def rsvd_count(ovs: list[Overload]) -> list[str]:
    """asc_get_rsvd_count after a UB asc_squeeze: an element count within the elements gathered from."""
    seen: list[int] = []

    def body() -> None:
        c_api.asc_set_mask_norm()
        c_api.asc_set_vector_mask(2**64 - 1, 2**64 - 1)
        src = _ub_bytes(np.arange(256, dtype=np.uint8)).cast(ascsim.uint16_t)
        pat = _ub_bytes(np.full(256, 0x55, np.uint8)).cast(ascsim.uint16_t)
        dst = _ub_bytes(np.zeros(256, np.uint8)).cast(ascsim.uint16_t)
        c_api.asc_squeeze(dst, src, pat, 1, 1, 1, 1, 8, 8, 8)
        c_api.asc_sync()
        seen.append(int(c_api.asc_get_rsvd_count()))

    err = _launch(body)
    if err or not seen or not 0 <= seen[0] <= 128:
        return [f"asc_get_rsvd_count after a squeeze: {seen} ({err})"]
    return []


def deq_scale(ovs: list[Overload]) -> list[str]:
    """asc_set_deq_scale, both forms, seen through the dequantising conversions: a half scale 2.0 makes
    int32 3 the half 6.0; scale 0.5, offset 1, signed makes int16 10 the int8 6 (lower half block)."""
    seen: list[int] = []

    def body() -> None:
        src32 = _ub_bytes(np.full(64, 3, np.int32).view(np.uint8)).cast(ascsim.int32_t)
        dst16 = _ub_bytes(np.zeros(256, np.uint8)).cast(ascsim.half)
        c_api.asc_set_deq_scale(np.float16(2.0))
        c_api.asc_deq_int322half(dst16, src32, 1)
        src16 = _ub_bytes(np.full(128, 10, np.int16).view(np.uint8)).cast(ascsim.int16_t)
        dst8 = _ub_bytes(np.zeros(256, np.uint8)).cast(ascsim.int8_t)
        c_api.asc_set_deq_scale(np.float32(0.5), ascsim.int16_t(1), True)
        c_api.asc_deq_int162b8_l(dst8, src16, 1)
        c_api.asc_sync()
        seen.extend([int(dst16.read(1).view(np.uint16)[0]), int(dst8.read(1)[0])])

    err = _launch(body)
    if err or seen != [0x4600, 6]:
        return [f"DEQSCALE through asc_deq_int322half / asc_deq_int162b8_l: {seen} ({err})"]
    return []


SCENARIOS: dict[str, Callable[[list[Overload]], list[str]]] = {
    "deq_scale": deq_scale,
    "handoff": handoff, "barrier": barrier, "mte": mte, "mem_bar": mem_bar, "vf_call": vf_call, "init": init,
    "vf_len": vf_len, "block_var": block_var, "vector_mask": vector_mask, "cmp_mask": cmp_mask,
    "rsvd_count": rsvd_count,
}
