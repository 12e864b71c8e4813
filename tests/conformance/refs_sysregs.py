"""References of sys_var.h, cache_ctrl.h, the scalar helpers of scalar_compute.h and the n-dimensional
copy of vector_datamove.h, written from their pages (and the model constants of docs/semantics.md) as
plain Python; none imports ascsim.ops or ascsim.c_api.

Values the calls return are lane-style references; setters and counters, whose effect shows in a later
call, are scenarios run in a small kernel (Python path).
"""

from __future__ import annotations

import math
import struct
from typing import Any

import numpy as np

import ascsim
from ascsim import acl, cube_kernel, ub_array, uint8_t, uint32_t, vector_kernel
from ascsim.errors import AscError
from ascsim.runtime.context import CTX
from ascsim.spec import Overload, impls
from ascsim.spec.impls import Impl

from ._gen import Case, Mem, default_cases, ov_id
from ._refs import Expected, Reference, elem_of, ref
from ._scenarios import SCENARIOS, _gm

c_api = ascsim.c_api


def _one(ov: Overload, args: dict[str, Any], label: str = "value") -> list[Case]:
    return [Case(ov, args, label)]


# ---------------------------------------------------------------------------------------------
# sys_var.h: values (one block, one vector core, reset state)

_VALUES = {impls.sys_var.get_sub_block_id: 0, impls.sys_var.get_sub_block_num: 1, impls.sys_var.get_core_id: 0,
           impls.sys_var.get_status: 0, impls.sys_var.get_ctrl: 0, impls.sys_var.get_ffts_base_addr: 0,
           impls.sys_var.get_phy_stack_base: 0x8000000, impls.sys_var.get_sys_virtual_base: 0x1000000000000000,
           # the page's layout: year in 27:14, month 13:8, day 7:2, sub-version 1:0 (model: 2025-01-01 v0)
           impls.sys_var.get_smmu_tag_version: 2025 << 14 | 1 << 8 | 1 << 2,
           impls.cache_ctrl.icache_preload_status: 0}


def _value_ref(impl: Impl) -> None:
    want = _VALUES[impl]
    ref(impl, cases=lambda ov: _one(ov, {}))(lambda c: {"return": want})


for _impl in _VALUES:
    _value_ref(_impl)


@ref(impls.sys_var.get_ar, cases=lambda ov: _one(ov, {}))
def _get_ar(c: Case) -> Expected:
    return {"return": c.meta.get("ar_before", 0)}  # AR as the squeezes before left it (0 in a fresh kernel)


@ref(impls.sys_var.get_arch_ver, cases=lambda ov: _one(ov, {"core_version": 7}))
def _arch_ver(c: Case) -> Expected:
    return {"core_version": 0x351}


@ref(impls.sys_var.get_phy_buf_addr, cases=lambda ov: [Case(ov, {"offset": v}, f"offset{v}") for v in (0, 96, 262144)])
def _phy_buf_addr(c: Case) -> Expected:
    return {"return": int(c.args["offset"])}  # UB addresses are offsets from the UB's start


# ---------------------------------------------------------------------------------------------
# scalar_compute.h: bit helpers, conversions, asc_store_dev

_U64_CASES = (0, 1, 33, 10, 0x0FFFFFFFFFFFFFFF, 0x0F00000000000000, 0x000F00FF0FF0FFFF, 2**64 - 1, 2**63,
              0x8000000000000001, 0xFFFF0000FFFF0000)


def _bits_cases(ov: Overload) -> list[Case]:
    name = ov.params[0].name
    signed = ov.elem(0).signed
    return [Case(ov, {name: v if not signed or v < 2**63 else v - 2**64}, f"v{j}")
            for j, v in enumerate(_U64_CASES)]


def _bit(v: int, i: int) -> int:
    return (v >> i) & 1


@ref(impls.scalar_compute.bits, cases=_bits_cases)
def _bits(c: Case) -> Expected:
    what = c.ov.extra[0]
    v = int(next(iter(c.args.values()))) % 2**64
    ones = [i for i in range(64) if _bit(v, i)]
    zeros = [i for i in range(64) if not _bit(v, i)]
    if what == "popc":
        r = len(ones)
    elif what == "zero_bits_cnt":
        r = len(zeros)
    elif what == "clz":
        r = 63 - max(ones) if ones else 64
    elif what == "ffs":
        r = min(ones) if ones else -1
    elif what == "ffz":
        r = min(zeros) if zeros else -1
    else:  # sflbits: bits from 62 down equal to the sign bit; -1 when every bit equals it
        sign = _bit(v, 63)
        run = 0
        for i in range(62, -1, -1):
            if _bit(v, i) != sign:
                break
            run += 1
        r = -1 if run == 63 else run
    return {"return": r}


def _nth_cases(ov: Overload) -> list[Case]:
    return [Case(ov, {"bits": b, "idx": i}, f"b{j}") for j, (b, i) in
            enumerate(((0, 2), (7, 2), (2**64 - 1, 63), (0x5, -62), (0, 64), (0x8000, 130), (2**63, -1)))]


@ref(impls.scalar_compute.nthbit, cases=_nth_cases)
def _nthbit(c: Case) -> Expected:
    n = (int(c.args["idx"]) % 64 + 64) % 64
    b = int(c.args["bits"])
    return {"return": b | 1 << n if c.ov.extra[0] == "set_nthbit" else b & ~(1 << n) & (2**64 - 1)}


_F32 = (0x3F000000, 0x3FC00000, 0x40200000, 0xBF000000, 0xBFC00000, 0xC0200000, 0x3EFFFFFF, 0x80000000,
        0x4EFFFFFF, 0x4F000000, 0xCF000000, 0xCF000001, 0x7F800000, 0xFF800000, 0x7FC00000, 0x00000001,
        0x47F12080, 0xC0F80000)


def _f2i_cases(ov: Overload) -> list[Case]:
    return [Case(ov, {"value": b}, f"0x{b:08x}") for b in _F32]


@ref(impls.scalar_compute.float2int32, cases=_f2i_cases)
def _float2int32(c: Case) -> Expected:
    x = struct.unpack("<f", struct.pack("<I", int(c.args["value"])))[0]
    if math.isnan(x):
        return {"return": 0}
    if math.isinf(x):
        return {"return": 2**31 - 1 if x > 0 else -(2**31)}
    mode = c.ov.extra[0]
    fl = math.floor(x)
    if mode == "rd":
        r = fl
    elif mode == "ru":
        r = math.ceil(x)
    elif x - fl != 0.5:
        r = round(x)  # not a tie: the nearest integer
    elif mode == "rn":
        r = fl if fl % 2 == 0 else fl + 1
    else:  # rna: ties away from zero
        r = fl + 1 if x > 0 else fl
    return {"return": max(-(2**31), min(2**31 - 1, int(r)))}


def _f2h_cases(ov: Overload) -> list[Case]:
    return [Case(ov, {"value": b}, f"0x{b:08x}") for b in _F32 + (0x3F801000, 0x3F800800, 0x477FF000, 0x33000000)]


@ref(impls.scalar_compute.float2half_ro, cases=_f2h_cases, compare="float")
def _float2half_ro(c: Case) -> Expected:
    """Round to odd, from the exact value: a representable value stays, else the neighbour (below or
    above) whose last mantissa bit is 1; beyond the largest finite half, the largest finite."""
    x = struct.unpack("<f", struct.pack("<I", int(c.args["value"])))[0]
    if math.isnan(x) or math.isinf(x):
        bits = 0x7E00 if math.isnan(x) else (0x7C00 if x > 0 else 0xFC00)
    else:
        sign = 0x8000 if math.copysign(1.0, x) < 0 else 0
        mag = abs(x)
        lo = 0
        for b in range(0x7C00):  # the finite halves in increasing order
            if float(np.uint16(b).view(np.float16)) <= mag:
                lo = b
        exact = float(np.uint16(lo).view(np.float16)) == mag
        bits = sign | (lo if exact or lo & 1 or lo == 0x7BFF else lo + 1)
    return {"return": np.array(bits, np.uint16).view(np.float16)}


def _store_dev_cases(ov: Overload) -> list[Case]:
    out = default_cases(ov, 1)
    for c in out:
        c.args["addr"] = Mem(np.arange(64, dtype=np.uint8), 8, "gm")
        c.args["value"] = -3 if elem_of(c, "addr").signed else 0xFEDCBA9876543210 % (1 << (8 * elem_of(c, "addr").size))
    return out


@ref(impls.scalar_compute.store_dev, cases=_store_dev_cases)
def _store_dev(c: Case) -> Expected:
    m: Mem = c.args["addr"]
    e = elem_of(c, "addr")
    out = m.data.copy()
    out[m.offset:m.offset + e.size] = np.frombuffer((int(c.args["value"]) % (1 << (8 * e.size))).to_bytes(
        e.size, "little"), np.uint8)
    return {"addr": out}


# ---------------------------------------------------------------------------------------------
# vector_datamove.h: asc_ndim_copy_gm2ub with the registers at reset (every stride 0): one element.

def _ndim_cases(ov: Overload) -> list[Case]:
    out = default_cases(ov, 1)
    for c in out:
        for k in ("loop0_size", "loop1_size", "loop2_size", "loop3_size", "loop4_size"):
            c.args[k] = 1
        c.args["loop0_lp_count"] = c.args["loop0_rp_count"] = 0
        c.args["padding_mode"] = 1
        c.args[ov.params[-1].name] = 0
        c.args["dst"].offset = 0
        c.args["src"].offset = 0
        c.args["src"].space = "gm"
    return out


@ref(impls.ndim_copy.ndim_copy_gm2ub, cases=_ndim_cases)
def _ndim(c: Case) -> Expected:
    # Loop positions 0 only, strides 0: the first source element lands on the first destination element;
    # nothing else of the UB array changes (no filler).
    e = elem_of(c, "dst")
    dst, src = c.args["dst"], c.args["src"]
    out = dst.data.copy()
    out[:e.size] = src.data[:e.size]
    return {"dst": out}


# ---------------------------------------------------------------------------------------------
# Scenarios (Python path): registers set and read back, counters, cache calls, the n-dim registers.

def _bound(f: Any, *args: Any) -> Any:
    """``f`` with its arguments bound: a kernel body taking none."""
    return lambda: f(*args)


def _kernel(body: Any, kernel: Any = vector_kernel) -> str:
    acl.init()
    acl.rt.set_device(0)
    try:
        kernel(body)[1]()
    except AscError as exc:
        return f"{type(exc).__name__}: {exc}"
    return ""


def _sysregs(ovs: list[Overload]) -> list[str]:
    """asc_set_ctrl/asc_set_ffts_base_addr read back; the cycle counter and PC grow by one instruction;
    cube-core setters kept on a cube core; a forbidden CTRL bit is reported."""
    bad: list[str] = []
    seen: dict[str, Any] = {}
    names = {ov.name for ov in ovs}

    def body() -> None:
        c_api.asc_set_ctrl(1 << 48 | 1 << 56)
        seen["ctrl"] = c_api.asc_get_ctrl()
        seen["counter"] = CTX.regs.mask_counter
        c_api.asc_set_ffts_base_addr(0xABCDEF)
        seen["ffts"] = c_api.asc_get_ffts_base_addr()
        seen["cycle"] = [c_api.asc_get_system_cycle() for _ in range(3)]
        seen["pc"] = [c_api.asc_get_program_counter() for _ in range(2)]

    err = _kernel(body)
    if err:
        return [err]
    if names & {"asc_set_ctrl"} and (seen["ctrl"] != 1 << 48 | 1 << 56 or not seen["counter"]):
        bad.append(f"asc_set_ctrl: read back {seen['ctrl']:#x}, mask counter mode {seen['counter']}")
    if names & {"asc_set_ffts_base_addr"} and seen["ffts"] != 0xABCDEF:
        bad.append(f"asc_set_ffts_base_addr: read back {seen['ffts']:#x}")
    a, b, c = seen["cycle"]
    if names & {"asc_get_system_cycle"} and not (b == a + 1 and c == b + 1 and a > 0):
        bad.append(f"asc_get_system_cycle: {seen['cycle']} does not count one per instruction")
    p, q = seen["pc"]
    if names & {"asc_get_program_counter"} and q != p + 8:
        bad.append(f"asc_get_program_counter: {seen['pc']} does not advance 8 bytes per instruction")
    if "asc_set_ctrl" in names and not _kernel(lambda: c_api.asc_set_ctrl(1 << 5)):
        bad.append("asc_set_ctrl: changing bit 5 was not reported")
    cube = [ov for ov in ovs if ov.impl in (impls.sys_var.set_cube, impls.sys_var.set_l13d_padding)]
    for ov in cube:
        e = ov.elem(0)
        arg = np.asarray(1, e.np)[()] if e.size == 2 else 0x12
        if e.size == 2:
            want = 0x3C00 if e.kind == "float" else 1  # the 16-bit forms keep their bits (half 1.0: 0x3C00)
        else:
            want = 0x1212 if ov.name == "asc_set_l13d_padding" else 0x12  # l13d: config << 8 | low byte
        kept: dict[str, int] = {}

        def on_cube(ov: Overload, arg: Any, kept: dict[str, int]) -> None:
            c_api.__getattribute__(ov.name)(arg)
            kept.update(CTX.system().cube)

        err = _kernel(_bound(on_cube, ov, arg, kept), cube_kernel)
        if err or kept.get(ov.name) != want:
            bad.append(f"{ov_id(ov)}: kept {kept.get(ov.name)!r}, expected {want:#x} {err}")
    return bad


def _cache(ovs: list[Overload]) -> list[str]:
    """Every cache call is accepted and changes no data; a pointer outside its array is reported."""
    data = np.arange(64, dtype=np.uint8)
    g = _gm(data)
    bad: list[str] = []
    for ov in ovs:
        kinds = [p.ty for p in ov.params]

        def body(ov: Overload, kinds: list[Any]) -> None:
            ub = ub_array(uint8_t, 64)
            ub.write(data)
            args: list[Any] = []
            for t in kinds:
                if t.kind == "ptr":
                    args.append(ub if t.space == "ub" else g.cast(t.elem) if t.elem is not None else g)
                else:
                    args.append(16)
            getattr(c_api, ov.name)(*args)
            if not np.array_equal(ub.read(64), data):
                raise AscError(f"{ov.name} changed UB data")

        err = _kernel(_bound(body, ov, kinds))
        if err:
            bad.append(f"{ov_id(ov)}: {err}")
        if ov.name in ("asc_dcci_single",) and not _kernel(lambda: c_api.asc_dcci_single(g + 4096)):
            bad.append(f"{ov_id(ov)}: a pointer outside its array was not reported")
    return bad


def _ndim_regs(ovs: list[Overload]) -> list[str]:
    """The n-dim registers shape a later copy: strides, pad counts, pad value (each overload's bits)."""
    bad: list[str] = []
    src = _gm(np.arange(64, dtype=np.uint8))
    for ov in ovs:
        got: list[Any] = []
        pad_arg: Any = 7
        if ov.name == "asc_set_ndim_pad_value":
            pad_arg = np.asarray(1 if ov.elem(0).kind == "float" else 7, ov.elem(0).np)[()]

        def body(ov: Overload, pad_arg: Any, got: list[Any]) -> None:
            ub = ub_array(uint32_t, 16)
            ub.write(np.zeros(16, np.uint32))
            c_api.asc_set_ndim_loop0_stride(1, 1)
            c_api.asc_set_ndim_loop1_stride(4, 2)
            cfg = c_api.asc_ndim_pad_count_config()
            cfg.loop1_rp_count = 1
            c_api.asc_set_ndim_pad_count(cfg)
            if ov.name == "asc_set_ndim_pad_value":
                c_api.asc_set_ndim_pad_value(pad_arg)
            c_api.asc_ndim_copy_dci()
            c_api.asc_sync()
            c_api.asc_ndim_copy_gm2ub(ub, src.cast(uint32_t), 3, 2, 1, 1, 1, 0, 1, True,
                                      c_api.asc_load_l2_cache_mode.NORMAL_FIRST_VICTIM)
            c_api.asc_sync()
            got.append(ub.read(12).copy())

        err = _kernel(_bound(body, ov, pad_arg, got))
        if err:
            bad.append(f"{ov_id(ov)}: {err}")
            continue
        w = np.arange(64, dtype=np.uint8).view(np.uint32)
        pad = int(np.asarray(pad_arg).view(f"<u{np.asarray(pad_arg).itemsize}")) if ov.name == \
            "asc_set_ndim_pad_value" else 0
        want = np.array([w[0], w[1], w[2], pad, w[2], w[3], w[4], pad, pad, pad, pad, pad], np.uint32)
        if not np.array_equal(got[0], want):
            bad.append(f"{ov_id(ov)}: {got[0]} instead of {want}")
    return bad


SCENARIOS.update({"sysregs": _sysregs, "cache": _cache, "ndim_regs": _ndim_regs})


def _scenario(name: str, *objects: Impl) -> None:
    for impl in objects:
        from ._refs import REFS

        REFS[impl] = Reference(lambda c: {}, cases=lambda ov: [Case(ov, {}, "scenario")], scenario=name)


_scenario("sysregs", impls.sys_var.set_ctrl, impls.sys_var.set_ffts_base_addr, impls.sys_var.get_system_cycle,
          impls.sys_var.get_program_counter, impls.sys_var.set_cube, impls.sys_var.set_l13d_padding)
_scenario("cache", impls.cache_ctrl.icache_preload, impls.cache_ctrl.dcci_single, impls.cache_ctrl.dcci_entire,
          impls.cache_ctrl.datacache_preload)
_scenario("ndim_regs", impls.ndim_copy.set_ndim_loop_stride, impls.ndim_copy.set_ndim_pad_count,
          impls.ndim_copy.set_ndim_pad_value, impls.ndim_copy.ndim_copy_dci)
