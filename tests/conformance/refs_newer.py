"""References of the functions the newer headers add (9.2.0), written from their pages and the vendor's
dav-3510 implementation (the C++ pages where they are more precise) as plain loops; none imports
ascsim.ops or ascsim.c_api. Register instructions are lane checks; the CTRL fields, the idle slots,
asc_nop and asc_transto5hd are scenarios (Python path)."""

from __future__ import annotations

from typing import Any

import numpy as np

import ascsim
from ascsim import acl, ub_array, uint16_t, vector_kernel
from ascsim.errors import AscError
from ascsim.spec import Overload, impls

from ._gen import MASK_BITS, UB_BLOCK, Case, Mem, default_cases, lanes, uint_of
from ._refs import (
    REFS,
    Expected,
    Reference,
    _block_offsets,
    _mem_cases,
    _read,
    bits_of,
    elem_of,
    gov,
    ref,
)
from ._scenarios import SCENARIOS
from .refs_arith import fma
from .refs_store import _array, _base, _place, _stream_expect

c_api = ascsim.c_api


# ---------------------------------------------------------------------------------------------
# broadcasts: POS_LOWEST (lane 0) / POS_HIGHEST (the last lane), zeroing or merging

@ref(impls.reg_duplicate.duplicate_at)
def _duplicate_at(c: Case) -> Expected:
    pos, merging = c.ov.extra
    src, dst, e = c.args["src"], c.args["dst"], elem_of(c, "src")
    g = gov(c.args["mask"], e.size)
    one = int(src[0] if pos == "lowest" else src[len(src) - 1])
    return {"dst": bits_of([one if g[i] else (int(dst[i]) if merging else 0) for i in range(len(src))], e)}


@ref(impls.reg_duplicate.duplicate_scalar_merge)
def _duplicate_scalar_merge(c: Case) -> Expected:
    e = elem_of(c, "dst")
    v = int(c.args["value"]) if e.kind == "float" else int(c.args["value"]) & ((1 << (8 * e.size)) - 1)
    dst = c.args["dst"]
    g = gov(c.args["mask"], e.size)
    return {"dst": bits_of([v if g[i] else int(dst[i]) for i in range(lanes(e))], e)}


# ---------------------------------------------------------------------------------------------
# asc_mask / asc_extract_mask: asc_copy into a new register (inactive data lanes 0, see semantics.md)

@ref(impls.reg_index.mask_value)
def _mask_value(c: Case) -> Expected:
    src = c.args["src"]
    if c.ov.params[0].ty.kind == "mask":
        m = c.args.get("mask")
        return {"return": np.array([bool(src[j]) and (m is None or bool(m[j])) for j in range(MASK_BITS)])}
    e = elem_of(c, "src")
    g = gov(c.args["mask"], e.size)
    return {"return": bits_of([int(src[i]) if g[i] else 0 for i in range(len(src))], e)}


def _extract_cases(ov: Overload) -> list[Case]:
    out = default_cases(ov, 3)
    e = ov.params[0].ty.elem
    assert e is not None
    for c, part in zip(out, (0, 8 * e.size - 1, 5), strict=True):
        c.args["part"] = part
    return out


@ref(impls.reg_index.extract_mask, cases=_extract_cases)
def _extract_mask(c: Case) -> Expected:
    src, e, part = c.args["src"], elem_of(c, "src"), int(c.args["part"])
    raw = np.asarray(src).astype(uint_of(e)).view(np.uint8)
    nbytes = 32 // e.size
    block = raw[part * nbytes:(part + 1) * nbytes]
    bits = [(int(block[j // 8]) >> (j % 8)) & 1 for j in range(8 * nbytes)]
    return {"return": np.array([bool(bits[j // e.size]) for j in range(MASK_BITS)])}


# ---------------------------------------------------------------------------------------------
# asc_mula (dst = src0 * src1 + dst), asc_fma (returns src0 * src1 + src2): zeroing, floats fused

def _mula_value(a: int, b: int, acc: int, e: Any) -> int:
    if e.kind == "float":
        return fma(a, b, acc, e)
    return (a * b + acc) % (1 << (8 * e.size))  # the low bits (two's complement wraps alike)


@ref(impls.reg_arith.mula, compare="float")
def _mula(c: Case) -> Expected:
    e = elem_of(c, "dst")
    g = gov(c.args["mask"], e.size)
    s0, s1, acc = c.args["src0"], c.args["src1"], c.args["dst"]
    return {"dst": bits_of([_mula_value(int(s0[i]), int(s1[i]), int(acc[i]), e) if g[i] else 0
                            for i in range(len(g))], e)}


@ref(impls.reg_arith.fma, compare="float")
def _fma(c: Case) -> Expected:
    e = elem_of(c, "src0")
    g = gov(c.args["mask"], e.size)
    s0, s1, s2 = c.args["src0"], c.args["src1"], c.args["src2"]
    return {"return": bits_of([fma(int(s0[i]), int(s1[i]), int(s2[i]), e) if g[i] else 0
                               for i in range(len(g))], e)}


# ---------------------------------------------------------------------------------------------
# asc_unsqueeze_<t>: exclusive prefix count of the governing bits

@ref(impls.reg_permute_sel.unsqueeze_value)
def _unsqueeze_value(c: Case) -> Expected:
    e = c.ov.ret.elem
    assert e is not None
    g = gov(c.args["mask"], e.size)
    vals, count = [], 0
    for i in range(len(g)):
        vals.append(count)
        count += g[i]
    return {"return": bits_of(vals, e)}


# ---------------------------------------------------------------------------------------------
# value forms of the loads

@ref(impls.reg_load.loadalign_datablock_strided, cases=_mem_cases)
def _datablock_strided(c: Case) -> Expected:
    # Block j from src + j * block_stride blocks; a block with no active element is 0 (as asc_loadalign).
    e = c.ov.ret.elem
    assert e is not None
    raw = np.concatenate([_read(c, UB_BLOCK, off) for off in _block_offsets(c)]).view(uint_of(e))
    g = gov(c.args["mask"], e.size)
    per_block = UB_BLOCK // e.size
    active = [any(g[b * per_block:(b + 1) * per_block]) for b in range(raw.size // per_block)]
    return {"return": bits_of([int(raw[i]) if active[i // per_block] else 0 for i in range(raw.size)], e)}


def _bits_le(raw: np.ndarray, nbits: int) -> list[bool]:
    return [bool((int(raw[j // 8]) >> (j % 8)) & 1) for j in range(nbits)]


@ref(impls.reg_load.loadalign_mask_value, cases=_mem_cases)
def _loadalign_mask_value(c: Case) -> Expected:
    dist = c.ov.extra[1] if len(c.ov.extra) > 1 else ""
    if dist == "us":  # 16 bytes, every bit twice
        bits = _bits_le(_read(c, 16), 128)
        return {"return": np.array([bits[j // 2] for j in range(MASK_BITS)])}
    if dist == "ds":  # 64 bytes, every second bit
        bits = _bits_le(_read(c, 64), 512)
        return {"return": np.array(bits[0::2])}
    return {"return": np.array(_bits_le(_read(c, 32), MASK_BITS))}


# ---------------------------------------------------------------------------------------------
# the squeeze-and-store stream (AR cleared before each case: meta["sqz"] = 0) and the status store

def _sqz_store_cases(ov: Overload) -> list[Case]:
    k = ov.params[3].ty.elem.size  # type: ignore[union-attr]
    cs = _place(default_cases(ov), ov, [2 * k, 0, 5 * k])
    for c in cs:
        c.meta["sqz"] = 0
    return cs


@ref(impls.reg_store.squeeze_and_storeunalign, cases=_sqz_store_cases)
def _squeeze_and_storeunalign(c: Case) -> Expected:
    src, e = c.args["src1"], elem_of(c, "src1")
    g = gov(c.args["squeeze_mask"], e.size)
    picked = [int(src[i]) for i in range(len(src)) if g[i]]
    dst = bits_of(picked + [0] * (len(src) - len(picked)), e)
    n = len(picked) * e.size
    data = [int(b) for b in dst.view(np.uint8)[:n]]
    return {"dst": dst, "dst_addr": _stream_expect(c, _base(c), data), "ar": n}


def _status_cases(ov: Overload) -> list[Case]:
    names = [p.name for p in ov.params]
    cs = _place(default_cases(ov, 2), ov, [0, 36])
    for c, n in zip(cs, (44, 6), strict=True):
        c.meta["sqz"] = n
        if "offset" in names:
            c.args["offset"] = 12
    return cs


@ref(impls.reg_store.storealign_squeeze_status, impls.reg_store.storealign_squeeze_status_postupdate,
     cases=_status_cases)
def _storealign_squeeze_status(c: Case) -> Expected:
    post = c.ov.params[0].ty.ref
    off = int(c.args.get("offset", 0))
    out = _array(c)
    at = _base(c) + (0 if post else off)
    out[at:at + 4] = np.frombuffer(int(c.meta["sqz"]).to_bytes(4, "little"), np.uint8)
    return {"dst": out, **({"dst.advance": off // 4} if post else {})}


# ---------------------------------------------------------------------------------------------
# asc_load_dev: one element from GM

def _load_dev_cases(ov: Overload) -> list[Case]:
    out = default_cases(ov, 1)
    for c in out:
        c.args["addr"] = Mem((np.arange(64) * 37 + 11).astype(np.uint8), 8, "gm")
    return out


@ref(impls.scalar_compute.load_dev, cases=_load_dev_cases)
def _load_dev(c: Case) -> Expected:
    m: Mem = c.args["addr"]
    e = elem_of(c, "addr")
    v = int.from_bytes(bytes(m.data[m.offset:m.offset + e.size]), "little", signed=e.signed)
    return {"return": v}


# ---------------------------------------------------------------------------------------------
# Scenarios: CTRL fields read back, idle slots, asc_nop, asc_transto5hd (Python path)

def _kernel(body: Any) -> str:
    acl.init()
    acl.rt.set_device(0)
    try:
        vector_kernel(body)[1]()
    except AscError as exc:
        return f"{type(exc).__name__}: {exc}"
    return ""


def _ctrl_fields(ovs: list[Overload]) -> list[str]:
    """The saturation flags (INT saturates with its CTRL bit set, FLOAT/FLOAT8/CAST with it clear),
    the strategy (bit 60) and the scalar cache modes (CTRL[19:16], [23:20]) set and read back."""
    from ascsim.spec.enums import (
        asc_load_l2_cache_mode,
        asc_override_strategy,
        asc_saturation_mode,
        asc_store_l2_cache_mode,
    )
    seen: dict[str, Any] = {}

    def body() -> None:
        seen["reset"] = [bool(c_api.asc_get_saturation_flag(m)) for m in asc_saturation_mode]
        for m in asc_saturation_mode:
            c_api.asc_set_saturation_flag(m, m is not asc_saturation_mode.FLOAT)
        seen["set"] = [bool(c_api.asc_get_saturation_flag(m)) for m in asc_saturation_mode]
        seen["sat_ctrl"] = int(c_api.asc_get_ctrl())
        c_api.asc_set_saturation_strategy(asc_override_strategy.USE_GLOBAL)
        seen["strategy"] = c_api.asc_get_saturation_strategy()
        c_api.asc_set_scalar_cache_mode(asc_load_l2_cache_mode.NOTALLOC_CLEAN)
        c_api.asc_set_scalar_cache_mode(asc_store_l2_cache_mode.NORMAL_PERSISTENT)
        seen["modes"] = (c_api.asc_get_scalar_load_cache_mode(), c_api.asc_get_scalar_store_cache_mode())
        seen["ctrl"] = int(c_api.asc_get_ctrl())

    err = _kernel(body)
    if err:
        return [err]
    bad = []
    if seen["reset"] != [True, True, False, True]:
        bad.append(f"saturation flags at reset {seen['reset']} (FLOAT, FLOAT8, INT, CAST)")
    if seen["set"] != [False, True, True, True] or seen["sat_ctrl"] != (1 << 48 | 1 << 53):
        bad.append(f"saturation flags set {seen['set']}, CTRL {seen['sat_ctrl']:#x}")
    if seen["strategy"] is not asc_override_strategy.USE_GLOBAL:
        bad.append(f"strategy read back {seen['strategy']!r}")
    if seen["modes"] != (asc_load_l2_cache_mode.NOTALLOC_CLEAN, asc_store_l2_cache_mode.NORMAL_PERSISTENT):
        bad.append(f"cache modes read back {seen['modes']}")
    if seen["ctrl"] != (1 << 48 | 1 << 53 | 1 << 60 | 5 << 16 | 2 << 20):
        bad.append(f"CTRL {seen['ctrl']:#x}")
    return bad


def _on_core(get: Any, kernel: Any) -> list[int]:
    got: list[int] = []
    kernel(lambda: got.append(int(get())))[1]()
    return got


def _idle_slots(ovs: list[Overload]) -> list[str]:
    """Every queue empty: its size (the page's maximum) on the core that has it, 0 on the other."""
    sizes = {"mte2": (16, 16), "mte3": (16, 0), "v": (32, 0), "m": (0, 16), "mte1": (0, 32), "fix": (0, 32)}
    bad = []
    for ov in ovs:
        p = ov.name.removeprefix("asc_get_pipe_").removesuffix("_idle_slot_count")
        for core, kernel in ((0, vector_kernel), (1, ascsim.cube_kernel)):
            got = _on_core(getattr(c_api, ov.name), kernel)
            if got != [sizes[p][core]]:
                bad.append(f"{ov.name} on {'AIV' if core == 0 else 'AIC'}: {got} instead of {sizes[p][core]}")
    return bad


def _nop(ovs: list[Overload]) -> list[str]:
    """asc_nop: one instruction (the cycle counter moves by one), no other effect."""
    seen: list[int] = []

    def body() -> None:
        a = c_api.asc_get_system_cycle()
        c_api.asc_nop()
        seen.append(int(c_api.asc_get_system_cycle()) - int(a))

    err = _kernel(body)
    return [err] if err else ([] if seen == [2] else [f"asc_nop: the counter moved by {seen} (2 expected)"])


def _run_5hd(call: Any, size: int, src: np.ndarray) -> tuple[str, np.ndarray | None]:
    """Blocks i of ``src`` at 16 UB addresses 32 bytes apart, one transpose into 16 such blocks."""
    got: list[np.ndarray] = []

    def body() -> None:
        s = ub_array(uint16_t, 256).cast(ascsim.uint8_t)
        d = ub_array(uint16_t, 256).cast(ascsim.uint8_t)
        s.write(src)
        d.write(np.zeros(512, np.uint8))
        c_api.asc_sync()
        ds, ss = [d + 32 * i for i in range(16)], [s + 32 * i for i in range(16)]
        c_api.asc_set_va_reg(ascsim.VA0, ds[:8])
        c_api.asc_set_va_reg(ascsim.VA1, ds[8:])
        c_api.asc_set_va_reg(ascsim.VA2, ss[:8])
        c_api.asc_set_va_reg(ascsim.VA3, ss[8:])
        call(ascsim.VA0, ascsim.VA2, 1, 0, 0, *((True, False) if size == 1 else ()))
        c_api.asc_sync()
        got.append(d.read(512).copy())

    err = _kernel(body)
    return err, (got[0] if got else None)


def _transto5hd(ovs: list[Overload]) -> list[str]:
    """One repeat of each: b16 a 16 x 16 transpose; b32 element j of blocks 0..7 / 8..15 into blocks 2j /
    2j+1; b8 (dst_high_half, low source half) byte j of the 16 blocks into the high half of block j."""
    bad = []
    src = (np.arange(512) * 7 % 251).astype(np.uint8)
    blocks = src.reshape(16, 32)
    for ov in ovs:
        size = {"asc_transto5hd_b16": 2, "asc_transto5hd_b32": 4, "asc_transto5hd_b8": 1}[ov.name.removesuffix("_sync")]
        err, out = _run_5hd(getattr(c_api, ov.name), size, src)
        if err or out is None:
            bad.append(f"{ov.name}: {err}")
            continue
        want = np.zeros((16, 32), np.uint8)
        if size == 2:
            want = np.ascontiguousarray(blocks.view(np.uint16).T).view(np.uint8)
        elif size == 4:
            e = blocks.view(np.uint32)
            w32 = np.zeros((16, 8), np.uint32)
            for j in range(8):
                w32[2 * j], w32[2 * j + 1] = e[0:8, j], e[8:16, j]
            want = w32.view(np.uint8)
        else:
            for j in range(16):
                for i in range(16):
                    want[j, 16 + i] = blocks[i, j]
        if not np.array_equal(out.reshape(16, 32), want):
            bad.append(f"{ov.name}: the transposed blocks differ")
    return bad


SCENARIOS.update({"ctrl_fields": _ctrl_fields, "idle_slots": _idle_slots, "nop": _nop, "transto5hd": _transto5hd})

for _impl, _what in ((impls.sys_var.set_saturation_flag, "ctrl_fields"),
                     (impls.sys_var.get_saturation_flag, "ctrl_fields"),
                     (impls.sys_var.set_saturation_strategy, "ctrl_fields"),
                     (impls.sys_var.get_saturation_strategy, "ctrl_fields"),
                     (impls.cache_ctrl.set_scalar_cache_mode, "ctrl_fields"),
                     (impls.cache_ctrl.get_scalar_cache_mode, "ctrl_fields"),
                     (impls.sys_var.idle_slot_count, "idle_slots"), (impls.common.nop, "nop"),
                     (impls.vector_compute_5hd.transto5hd, "transto5hd")):
    REFS[_impl] = Reference(lambda c: {}, cases=lambda ov: [Case(ov, {}, "scenario")], scenario=_what)

