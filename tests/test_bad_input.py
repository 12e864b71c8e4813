"""Misuse everywhere: each row expects one specific, clear error and no partial write."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import ascsim
from ascsim import *
from ascsim import acl, errors, ops
from ascsim.runtime import check


@pytest.fixture(autouse=True)
def _clean_acl():
    check.set_mode("error")
    yield
    if acl._State.initialized:
        acl.finalize()
    check.set_mode("warn")


def in_vf(body: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    """Run ``body(state)`` inside a VF of a one-block kernel; state carries UB arrays and registers."""
    state: dict[str, Any] = {}

    @simd_vf
    def vf() -> None:
        body(state)

    @vector_kernel
    def kernel() -> None:
        state["ub"] = ub_array(uint8_t, 256)
        state["ub16"] = ub_array(uint16_t, 128)
        vf()

    kernel[1]()
    return state


def in_kernel(body: Callable[[dict[str, Any]], None], gm_bytes: int = 256) -> dict[str, Any]:
    """Run ``body(state)`` in a one-block kernel (outside a VF), with a GM allocation of ``gm_bytes``."""
    acl.init()
    acl.rt.set_device(0)
    gm, ret = acl.rt.malloc(gm_bytes, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    assert ret == 0
    state: dict[str, Any] = {"gm_addr": gm}

    @vector_kernel
    def kernel(g: gm_ptr[uint8_t]) -> None:
        state["gm"] = g
        state["ub"] = ub_array(uint8_t, 256)
        body(state)

    kernel[1](gm)
    return state


def regs_u8() -> tuple[Any, Any, Any, Any]:
    a = vector_uint8_t(np.arange(256, dtype=np.uint8))
    b = vector_uint8_t(np.full(256, 7, np.uint8))
    return a, b, vector_uint8_t(), vector_uint8_t()


def _unchanged(*regs: Any) -> Callable[[], bool]:
    snapshot = [(r.raw_bits.copy(), r.written) for r in regs]
    return lambda: all(np.array_equal(r.raw_bits, s) and r.written == w
                       for r, (s, w) in zip(regs, snapshot, strict=True))


# --- the facade inside a VF: (id, body, error type, text the message must contain) -------------------

def _intlv_mixed(s: dict) -> None:
    a, _, d0, d1 = regs_u8()
    keep = _unchanged(d0, d1)
    try:
        asc_intlv(d0, d1, a, vector_int8_t(np.zeros(256, np.int8)))
    finally:
        s["kept"] = keep()


def _intlv_alias(s: dict) -> None:
    a, b, d0, _ = regs_u8()
    keep = _unchanged(d0)
    try:
        asc_intlv(d0, d0, a, b)
    finally:
        s["kept"] = keep()


def _intlv_numpy(s: dict) -> None:
    _, _, d0, d1 = regs_u8()
    asc_intlv(d0, d1, np.zeros(256, np.uint8), np.zeros(256, np.uint8))


def _intlv_mask_on_vectors(s: dict) -> None:
    a, b, d0, d1 = regs_u8()
    asc_intlv_b8(d0, d1, a, b)


def _intlv_mask_alias(s: dict) -> None:
    m = asc_create_mask_b8(PAT_ALL)
    asc_intlv_b16(m, m, m, m)


def _unpack_u32(s: dict) -> None:
    asc_unpack_lower(vector_uint16_t(), vector_uint32_t(np.zeros(64, np.uint32)))


def _unpack_wrong_dst(s: dict) -> None:
    dst = vector_int16_t()
    keep = _unchanged(dst)
    try:
        asc_unpack_upper(dst, vector_uint8_t(np.zeros(256, np.uint8)))
    finally:
        s["kept"] = keep()


def _unpack_three_args(s: dict) -> None:
    a, b, d0, _ = regs_u8()
    asc_unpack_lower(d0, a, b)


def _unpack_float(s: dict) -> None:
    asc_unpack_lower(vector_float(), vector_half(np.zeros(128, np.float16)))


def _load_misaligned(s: dict) -> None:
    asc_loadalign(vector_uint8_t(), s["ub"] + 8)


def _load_past_end(s: dict) -> None:
    asc_loadalign(vector_uint8_t(), s["ub"] + 32)


def _load_elem_mismatch(s: dict) -> None:
    asc_loadalign(vector_uint8_t(), s["ub16"])


def _load_not_pointer(s: dict) -> None:
    asc_loadalign(vector_uint8_t(), 0)


def _store_no_mask(s: dict) -> None:
    a, *_ = regs_u8()
    asc_storealign(s["ub"], a, a)


def _store_past_end(s: dict) -> None:
    before = s["ub"].mem.bytes.copy()
    try:
        asc_storealign(s["ub16"] + 64, vector_uint16_t(np.ones(128, np.uint16)), asc_create_mask_b16(PAT_ALL))
    finally:
        s["kept"] = bool(np.array_equal(before, s["ub"].mem.bytes))


def _store_unwritten_register(s: dict) -> None:
    asc_storealign(s["ub"], vector_uint8_t(), asc_create_mask_b8(PAT_ALL))


def _bad_pattern(s: dict) -> None:
    asc_create_mask_b8(99)


def _update_mask_int(s: dict) -> None:
    asc_update_mask_b16(128)


def _update_mask_float_array(s: dict) -> None:
    asc_update_mask_b32(np.array(3.0))


def _copy_in_vf(s: dict) -> None:
    asc_copy_gm2ub_align(s["ub"], s["ub"], 32)


VF_CASES = [
    ("intlv mixed dtypes", _intlv_mixed, errors.AscTypeError, "valid overloads"),
    ("intlv dst0 is dst1", _intlv_alias, errors.AliasError, "dst0 and dst1 are the same register"),
    ("intlv numpy operands", _intlv_numpy, errors.AscTypeError, "no overload of asc_intlv"),
    ("intlv_b8 on vectors", _intlv_mask_on_vectors, errors.AscTypeError, "vector_bool"),
    ("intlv_b16 dst0 is dst1", _intlv_mask_alias, errors.AliasError, "same register"),
    ("unpack uint32 source", _unpack_u32, errors.AscTypeError, "asc_unpack_lower(vector_uint16_t& dst, "
     "vector_uint8_t src)"),
    ("unpack wrong destination", _unpack_wrong_dst, errors.AscTypeError, "asc_unpack_upper(vector_int16_t& dst, "
     "vector_int8_t src)"),
    ("unpack three arguments", _unpack_three_args, errors.AscTypeError, "takes 3 arguments"),
    ("unpack half", _unpack_float, errors.AscTypeError, "valid"),
    ("loadalign misaligned", _load_misaligned, errors.MemoryAccessError, "32-byte aligned"),
    ("loadalign past array", _load_past_end, errors.MemoryAccessError, "past the end"),
    ("loadalign element type", _load_elem_mismatch, errors.AscTypeError, "__ubuf__ uint8_t*"),
    ("loadalign not a pointer", _load_not_pointer, errors.AscTypeError, "__ubuf__ uint8_t* src"),
    ("storealign mask not a mask", _store_no_mask, errors.AscTypeError, "vector_bool"),
    ("storealign past array", _store_past_end, errors.MemoryAccessError, "past the end"),
    ("storealign unwritten register", _store_unwritten_register, errors.UninitializedError, "never written"),
    ("create_mask bad pattern", _bad_pattern, errors.AscValueError, "PAT_ALL"),
    ("update_mask plain int", _update_mask_int, errors.AscTypeError, "Ref("),
    ("update_mask float array", _update_mask_float_array, errors.AscTypeError, "Ref("),
    ("copy inside a VF", _copy_in_vf, errors.ContextError, "not inside a __simd_vf__"),
]


def expect_misuse(harness: Callable[[Callable[[dict], None]], Any], body: Callable[[dict], None], exc: type,
                  text: str) -> BaseException:
    """Run ``body`` in ``harness``: it must raise ``exc`` saying ``text``, and change nothing it
    reports as ``kept``."""
    state: dict[str, Any] = {}

    def run(s: dict) -> None:
        try:
            body(s)
        finally:
            state.update(s)

    with pytest.raises(exc) as info:
        harness(run)
    assert text in str(info.value)
    if "kept" in state:
        assert state["kept"], "a failed call changed its destination"
    return info.value


@pytest.mark.parametrize("name, body, exc, text", VF_CASES, ids=[c[0] for c in VF_CASES])
def test_facade_misuse(name: str, body: Callable, exc: type, text: str) -> None:
    error = expect_misuse(in_vf, body, exc, text)
    assert __file__ in (getattr(error, "location", None) or ""), error


# --- kernel-level misuse (outside a VF) ----------------------------------------------------------------

def _copy_negative(s: dict) -> None:
    asc_copy_gm2ub_align(s["ub"], s["gm"], -1)


def _copy_past_gm(s: dict) -> None:
    before = s["ub"].mem.bytes.copy()
    try:
        asc_copy_gm2ub_align(s["ub"], s["gm"] + 128, 256)
    finally:
        s["kept"] = bool(np.array_equal(before, s["ub"].mem.bytes))


def _copy_freed(s: dict) -> None:
    acl.rt.free(s["gm_addr"])
    asc_copy_gm2ub_align(s["ub"], s["gm"], 32)


def _copy_bad_stride(s: dict) -> None:
    asc_copy_gm2ub_align(s["ub"], s["gm"], 2, 16, 0, 0, False, asc_load_l2_cache_mode.NORMAL_FIRST_VICTIM, 16, 40)


def _copy_wrong_sides(s: dict) -> None:
    asc_copy_ub2gm_align(s["ub"], s["gm"], 32)


def _copy_arg_count(s: dict) -> None:
    asc_copy_gm2ub_align(s["ub"], s["gm"], 1, 32)


def _sync_bad_pipe(s: dict) -> None:
    asc_sync_notify(42, PIPE_V, EVENT_ID0)


def _sync_bad_event(s: dict) -> None:
    asc_sync_wait(PIPE_MTE2, PIPE_V, 9)


def _sync_wait_without_notify(s: dict) -> None:
    asc_sync_wait(PIPE_MTE2, PIPE_V, EVENT_ID3)


def _ub_exhausted(s: dict) -> None:
    ub_array(uint8_t, 248 * 1024)


def _ub_count_zero(s: dict) -> None:
    ub_array(uint8_t, 0)


def _ub_not_a_type(s: dict) -> None:
    ub_array(np.uint8, 16)  # type: ignore[arg-type]


def _walk_into_neighbour(s: dict) -> None:
    first = ub_array(uint8_t, 32)
    second = ub_array(uint8_t, 32)
    first[0] = 1
    second[-1]  # lands inside `first`, entirely: still outside the array `second` points into


def _register_op_in_kernel(s: dict) -> None:
    a, b, d0, d1 = regs_u8()
    asc_intlv(d0, d1, a, b)


KERNEL_CASES = [
    ("copy negative size", _copy_negative, errors.AscValueError, "size = -1 is out of range"),
    ("copy past GM allocation", _copy_past_gm, errors.MemoryAccessError, "past the end"),
    ("copy from freed GM", _copy_freed, errors.MemoryAccessError, "already freed"),
    ("copy burst bad UB stride", _copy_bad_stride, errors.AscValueError, "multiple of 32"),
    ("copy sides swapped", _copy_wrong_sides, errors.AscTypeError, "no overload of asc_copy_ub2gm_align"),
    ("copy wrong argument count", _copy_arg_count, errors.AscTypeError, "no overload of asc_copy_gm2ub_align"),
    ("sync bad pipe", _sync_bad_pipe, errors.AscValueError, "PIPE_MTE2"),
    ("sync bad event", _sync_bad_event, errors.AscValueError, "EVENT_ID0..EVENT_ID7"),
    ("wait without notify", _sync_wait_without_notify, errors.SyncError, "waits forever"),
    ("UB exhausted", _ub_exhausted, errors.UBExhaustedError, "usable bytes"),
    ("ub_array of 0", _ub_count_zero, errors.AscValueError, "positive integer"),
    ("ub_array numpy dtype", _ub_not_a_type, errors.AscTypeError, "element type"),
    ("register op outside a VF", _register_op_in_kernel, errors.ContextError, "__simd_vf__"),
    ("pointer walks into the neighbour array", _walk_into_neighbour, errors.MemoryAccessError, "before the start"),
]


@pytest.mark.parametrize("name, body, exc, text", KERNEL_CASES, ids=[c[0] for c in KERNEL_CASES])
def test_kernel_misuse(name: str, body: Callable, exc: type, text: str) -> None:
    expect_misuse(in_kernel, body, exc, text)


# --- launching and registers outside kernels --------------------------------------------------------

@vector_kernel
def _one_ptr_kernel(p: gm_ptr[uint8_t]) -> None:
    pass


OUTSIDE_CASES: list[tuple[str, Callable[[], Any], type, str]] = [
    ("launch 0 blocks", lambda: _one_ptr_kernel[0](0), errors.AscValueError, "block count"),
    ("launch negative dyn UB", lambda: _one_ptr_kernel[1, -1](0), errors.AscValueError, "dynamic UB"),
    ("launch 4-tuple config", lambda: _one_ptr_kernel[1, 0, None, 3](0), errors.AscValueError, "kernel[num_blocks"),
    ("kernel called without config", lambda: _one_ptr_kernel(0), errors.ContextError, "[num_blocks"),
    ("kernel wrong argument count", lambda: _one_ptr_kernel[1](0, 1), errors.AscValueError, "takes 1 arguments"),
    ("kernel pointer given a string", lambda: _one_ptr_kernel[1]("x"), errors.AscTypeError, "gm_ptr[uint8_t]"),
    ("intlv outside any kernel", lambda: asc_intlv(*regs_u8()[2:], *regs_u8()[:2]), errors.ContextError,
     "__simd_vf__"),
    ("ub_array outside a kernel", lambda: ub_array(uint8_t, 32), errors.ContextError, "kernel launch"),
    ("copy outside a kernel", lambda: asc_copy_gm2ub_align(None, None, 32), errors.ContextError, "kernel launch"),
    ("block_idx outside a kernel", lambda: int(ascsim.block_idx), errors.ContextError, "inside a kernel launch"),
    ("register wrong dtype", lambda: vector_uint8_t(np.zeros(256, np.int8)), TypeError, "uint8"),
    ("register wrong lane count", lambda: vector_uint16_t(np.zeros(256, np.uint16)), ValueError, "128 lanes"),
    ("mask from bytes", lambda: vector_bool(np.zeros(256, np.uint8)), TypeError, "256 bools"),
    ("mask wrong size", lambda: vector_bool(np.zeros(128, np.bool_)), ValueError, "256 bits"),
    ("gm_ptr of numpy dtype", lambda: gm_ptr[np.uint8], errors.AscTypeError, "element type"),
    ("check mode unknown", lambda: ascsim.set_check_mode("loud"), ValueError, "error, warn, off"),
    ("Ref of a string", lambda: Ref(uint32_t, "x"), errors.AscValueError,
     "Ref(uint32_t, ...): the value must be a number; got 'x'"),
    ("Ref of a numpy dtype", lambda: Ref(np.uint32, 1),  # type: ignore[arg-type]
     errors.AscTypeError, "element type such as uint32_t"),
    ("Ref set to None", lambda: setattr(Ref(uint8_t, 1), "value", None), errors.AscValueError, "got None"),
    ("numpy_to_ptr of a list", lambda: acl.util.numpy_to_ptr([1, 2, 3]),  # type: ignore[arg-type]
     errors.AscTypeError,
     "acl.util.numpy_to_ptr takes a numpy array (for example np.asarray("),
]


@pytest.mark.parametrize("name, call, exc, text", OUTSIDE_CASES, ids=[c[0] for c in OUTSIDE_CASES])
def test_outside_misuse(name: str, call: Callable[[], Any], exc: type, text: str) -> None:
    with pytest.raises(exc) as info:
        call()
    assert text in str(info.value)


# --- ascsim.ops -------------------------------------------------------------------------------------

u8 = np.zeros(256, np.uint8)
OPS_CASES: list[tuple[str, Callable[[], Any], type, str]] = [
    ("intlv shapes differ", lambda: ops.intlv(np.zeros((2, 256), np.uint8), u8), ValueError, "same shape"),
    ("intlv dtypes differ", lambda: ops.intlv(u8, u8.view(np.int8)), TypeError, "same dtype"),
    ("intlv wrong lane count", lambda: ops.intlv(np.zeros(128, np.uint8), np.zeros(128, np.uint8)), ValueError,
     "256 uint8 lanes"),
    ("intlv bool data", lambda: ops.intlv(u8.astype(bool), u8.astype(bool)), TypeError, "not a register element"),
    ("intlv 8-byte type", lambda: ops.intlv(np.zeros(32, np.float64), np.zeros(32, np.float64)), TypeError,
     "1-, 2- or 4-byte"),
    ("intlv scalar", lambda: ops.intlv(np.uint8(1), np.uint8(2)), ValueError, "last axis"),
    ("intlv_mask bits 12", lambda: ops.intlv_mask(u8.astype(bool), u8.astype(bool), 12), ValueError, "8, 16 or 32"),
    ("intlv_mask bytes", lambda: ops.intlv_mask(u8, u8, 8), TypeError, "bool array"),
    ("intlv_mask short", lambda: ops.intlv_mask(np.zeros(128, bool), np.zeros(128, bool), 8), ValueError, "(..., 256)"),
    ("unpack float32", lambda: ops.unpack(np.zeros(64, np.float32), "lower"), TypeError, "uint8->uint16"),
    ("unpack part middle", lambda: ops.unpack(u8, "middle"), ValueError, '"lower" or "upper"'),
    ("unpack wrong lanes", lambda: ops.unpack(np.zeros(128, np.uint8), "lower"), ValueError, "256 uint8 lanes"),
    ("unpack_mask short", lambda: ops.unpack_mask(np.zeros(128, bool), "upper"), ValueError, "(..., 256)"),
    ("unpack_mask part", lambda: ops.unpack_mask(np.zeros(256, bool), "low"), ValueError, '"lower" or "upper"'),
]


@pytest.mark.parametrize("name, call, exc, text", OPS_CASES, ids=[c[0] for c in OPS_CASES])
def test_ops_misuse(name: str, call: Callable[[], Any], exc: type, text: str) -> None:
    with pytest.raises(exc) as info:
        call()
    assert text in str(info.value)


# --- ascsim.acl: codes, never exceptions, and nothing copied ------------------------------------------

def _device(nbytes: int = 64) -> int:
    assert acl.init() == 0 and acl.rt.set_device(0) == 0
    ptr, ret = acl.rt.malloc(nbytes, acl.ACL_MEM_MALLOC_HUGE_FIRST)
    assert ret == 0
    return ptr


def _memcpy_case(dst_kind: str, count: int, dest_max: int, kind: int, free_first: bool = False,
                 host_known: bool = True) -> tuple[int, bool]:
    dev = _device()
    host = np.arange(64, dtype=np.uint8)
    probe = np.full(64, 0xAB, np.uint8)
    acl.rt.memcpy(dev, 64, acl.util.numpy_to_ptr(probe), 64, acl.ACL_MEMCPY_HOST_TO_DEVICE)
    if free_first:
        acl.rt.free(dev)
    host_ptr = acl.util.numpy_to_ptr(host) if host_known else 0x1234_5000
    ret = acl.rt.memcpy(dev if dst_kind == "dev" else host_ptr, dest_max, host_ptr if dst_kind == "dev" else dev,
                        count, kind)
    back = np.zeros(64, np.uint8)
    if not free_first:
        acl.rt.memcpy(acl.util.numpy_to_ptr(back), 64, dev, 64, acl.ACL_MEMCPY_DEVICE_TO_HOST)
    untouched = free_first or bool((back == 0xAB).all())
    return ret, untouched


ACL_CASES: list[tuple[str, Callable[[], Any], Any]] = [
    ("memcpy count > destMax", lambda: _memcpy_case("dev", 64, 32, acl.ACL_MEMCPY_HOST_TO_DEVICE), (100000, True)),
    ("memcpy count 0", lambda: _memcpy_case("dev", 0, 64, acl.ACL_MEMCPY_HOST_TO_DEVICE), (100000, True)),
    ("memcpy past device allocation", lambda: _memcpy_case("dev", 65, 65, acl.ACL_MEMCPY_HOST_TO_DEVICE),
     (100000, True)),
    ("memcpy unknown host address", lambda: _memcpy_case("dev", 64, 64, acl.ACL_MEMCPY_HOST_TO_DEVICE,
                                                         host_known=False), (100000, True)),
    ("memcpy to freed device memory", lambda: _memcpy_case("dev", 64, 64, acl.ACL_MEMCPY_HOST_TO_DEVICE,
                                                           free_first=True), (100000, True)),
    ("memcpy bad kind", lambda: _memcpy_case("dev", 64, 64, 7), (100000, True)),
    ("memcpy kind says D2H for H2D pointers", lambda: _memcpy_case("dev", 64, 64, acl.ACL_MEMCPY_DEVICE_TO_HOST),
     (100000, True)),
    ("malloc size 0", lambda: (_device(), acl.rt.malloc(0, 0))[1], (0, 100000)),
    ("malloc bad policy", lambda: (_device(), acl.rt.malloc(64, 9))[1], (0, 100000)),
    ("malloc before init", lambda: acl.rt.malloc(64, 0), (0, 100001)),
    ("init twice", lambda: (acl.init(), acl.init())[1], 100002),
    ("free twice", lambda: (lambda p: (acl.rt.free(p), acl.rt.free(p))[1])(_device()), 100000),
    ("free unknown pointer", lambda: (_device(), acl.rt.free(12345))[1], 100000),
    ("set_device 5", lambda: (acl.init(), acl.rt.set_device(5))[1], 100000),
    ("memcpy null dst", lambda: (_device(), acl.rt.memcpy(0, 8, acl.util.numpy_to_ptr(u8), 8, 1))[1], 100000),
    ("free_host of a device pointer", lambda: acl.rt.free_host(_device()), 100000),
    ("finalize before init", lambda: acl.finalize(), 100001),
]


@pytest.mark.parametrize("name, call, expected", ACL_CASES, ids=[c[0] for c in ACL_CASES])
def test_acl_codes(name: str, call: Callable[[], Any], expected: Any) -> None:
    assert call() == expected


def test_table_size() -> None:
    """The table covers at least 40 misuses across the APIs."""
    assert len(VF_CASES) + len(KERNEL_CASES) + len(OUTSIDE_CASES) + len(OPS_CASES) + len(ACL_CASES) \
        + len(CLI_CASES) >= 40


# --- the command line -------------------------------------------------------------------------------

GOOD_HEAD = '#include <cstdint>\n#include "c_api/asc_simd.h"\n#include "acl/acl.h"\n'

CLI_CASES: list[tuple[str, list[str], dict[str, bytes], int, str]] = [
    # (name, arguments, files to create, exit code, text stderr must contain)
    ("run without a file", ["run"], {}, 2, "the following arguments are required: file"),
    ("run a missing file", ["run", "missing.asc"], {}, 2, "missing.asc: error: no such file"),
    ("run a folder", ["run", "folder"], {"folder/x.asc": b""}, 2, "folder: error: no such file"),
    ("unknown check mode", ["run", "--check=loud", "p.asc"], {"p.asc": b"int main() { return 0; }\n"}, 2,
     "invalid choice: 'loud'"),
    ("unknown command", ["frobnicate"], {}, 2, "invalid choice: 'frobnicate'"),
    ("binary garbage", ["run", "junk.asc"], {"junk.asc": bytes(range(256)) * 4}, 2, "junk.asc:1:"),
    ("syntax error", ["run", "bad.asc"], {"bad.asc": b"int main() {\n    return 0\n}\n"}, 2,
     "bad.asc:2:13: error: expected"),
    ("unsupported construct", ["run", "new.asc"],
     {"new.asc": (GOOD_HEAD + "#include <new>\n__global__ __vector__ void k(__gm__ int* gm) {\n    char b[16];\n"
                  "    int* p = new (b) int[4];\n    gm[0] = p[0];\n}\nint main() {\n    k<<<1, 0>>>(nullptr);\n"
                  "    return 0;\n}\n").encode()},
     2, "new.asc:7:14: unsupported: placement new"),
    ("wrong instruction overload", ["run", "ovl.asc"],
     {"ovl.asc": (GOOD_HEAD + "__simd_vf__ void vf() {\n    vector_uint8_t a; vector_int8_t b;\n"
                  "    asc_intlv(a, a, b, b);\n}\nint main() { return 0; }\n").encode()}, 2,
     "ovl.asc:6:5: error: no matching function for call to 'asc_intlv'"),
    ("-D without a name", ["run", "-D", "=1", "p.asc"], {"p.asc": b"int main() { return 0; }\n"}, 2, "error"),
    ("explain an unknown instruction", ["explain", "asc_frob"], {}, 2, "asc_frob"),
    ("golden without --out", ["golden", "intlv", "--dtype", "half"], {}, 2, "--out"),
    ("golden into /proc", ["golden", "intlv", "--dtype", "half", "--out", "/proc/nope/"], {}, 2,
     "--out /proc/nope/: cannot write there"),
    ("trace into a missing directory", ["run", "--trace", "/nonexistent/dir/t.json", "p.asc"],
     {"p.asc": b"#include <cstdio>\nint main() { std::puts(\"ran\"); return 0; }\n"}, 2,
     "--trace /nonexistent/dir/t.json: the directory /nonexistent/dir does not exist"),
    ("unknown profile parameter", ["run", "--profile-param", "bogus=1", "p.asc"],
     {"p.asc": b"int main() { return 0; }\n"}, 2, "ascsim run: --profile-param bogus=1: unknown profile parameter"),
]


@pytest.mark.parametrize("name, argv, files, code, text", CLI_CASES, ids=[c[0] for c in CLI_CASES])
def test_cli_misuse(name: str, argv: list[str], files: dict[str, bytes], code: int, text: str,
                    tmp_path: Any) -> None:
    import subprocess
    import sys

    for rel, data in files.items():
        target = tmp_path / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    done = subprocess.run([sys.executable, "-m", "ascsim", *argv], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == code, done.stderr
    assert text in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout == ""
