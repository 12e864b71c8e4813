"""The .asc path: one generated C++ program per spec header, run by the front end.

For every overload of the header the program has one kernel (and, for a register instruction, one
``__simd_vf__`` function) that loads the case's inputs from GM, makes the C call, and copies every
output back to GM: registers through ``asc_storealign``, scalars through ``asc_duplicate_scalar``
then a store, memory arrays whole. ``main`` reads the inputs from ``in.bin``, launches the kernels
and writes ``out.bin``; the test decodes it with the layout recorded here and compares with the
references. The generated text is written at test time, never checked in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ascsim import spec
from ascsim.dtypes import ElemType
from ascsim.spec import Overload
from ascsim.spec.enums import ENUMS
from ascsim.spec.impls import Impl

from ._gen import MASK_BITS, VL, Case, Mem, ov_id, uint_of
from ._refs import REFS

_BYTES = {1: "uint8_t", 2: "uint16_t", 4: "uint32_t", 8: "uint64_t"}
_MASK_OF = {1: "b8", 2: "b16", 4: "b32"}


@dataclass
class Slot:
    """Where one output of one case lands in out.bin."""

    key: str
    offset: int
    kind: str  #: "reg", "mask", "mem", "i32", "u32"
    nbytes: int
    elem: ElemType | None = None


@dataclass
class Program:
    source: str
    inputs: np.ndarray
    out_init: np.ndarray
    cases: list[Case] = field(default_factory=list)
    slots: list[list[Slot]] = field(default_factory=list)
    skipped: dict[str, str] = field(default_factory=dict)  #: overload id -> reason
    #: (first line, last line) of each case's generated code, to name the case an error points at.
    lines: list[tuple[int, int]] = field(default_factory=list)

    def case_at(self, line: int) -> Case | None:
        for case, (lo, hi) in zip(self.cases, self.lines, strict=True):
            if lo <= line <= hi:
                return case
        return None


def skip_reason(ov: Overload) -> str:
    """Why an overload is not called from the generated program ("" = it is)."""
    ref = REFS.get(ov.impl)
    if ref is None:
        return "no reference yet"
    if ref.asc_skip:
        return ref.asc_skip
    if ref.scenario:
        return "" if ref.scenario in SCENARIO_SNIPPETS else "a register round trip checked in the Python path only"
    for p in ov.params:
        if p.ty.kind in ("align", "func", "pack") and p.ty.c not in ("vector_load_unalign", "vector_store_unalign"):
            return f"operand kind {p.ty.kind}"
    return ""


class _Buf:
    def __init__(self) -> None:
        self.parts: list[np.ndarray] = []
        self.size = 0

    def add(self, data: np.ndarray) -> int:
        off = self.size
        raw = np.ascontiguousarray(data).view(np.uint8).reshape(-1)
        pad = -raw.size % 32
        self.parts.append(np.concatenate([raw, np.zeros(pad, np.uint8)]))
        self.size += raw.size + pad
        return off

    def bytes(self) -> np.ndarray:
        return np.concatenate(self.parts) if self.parts else np.zeros(32, np.uint8)


def _scalar_decl(name: str, ty: Any, value: Any) -> list[str]:
    e = ty.elem
    if ty.kind == "enum":
        cls, scoped = ENUMS[ty.c]
        member = cls(int(value)).name
        return [f"{ty.c} {name} = {ty.c + '::' + member if scoped else member};"]
    assert e is not None
    if ty.kind == "float":
        u = _BYTES[e.size]
        return [f"{u} {name}_bits = {int(value)}u;", f"{e.name} {name} = *reinterpret_cast<{e.name}*>(&{name}_bits);"]
    bits = int(value) & ((1 << (8 * e.size)) - 1)
    u = _BYTES[e.size]
    suffix = "ull" if e.size == 8 else "u"
    return [f"{e.name} {name} = static_cast<{e.name}>(static_cast<{u}>({bits}{suffix}));"]


def _reg_c(e: ElemType) -> str:
    return spec.types.reg(e).c


def _store_reg(var: str, e: ElemType, off: int) -> str:
    if e.size == 8:  # no aligned store takes a 64-bit register: store its bytes as a uint32 register
        return (f"asc_storealign(reinterpret_cast<__ubuf__ uint32_t*>(ub_out + {off}), (vector_uint32_t){var}, "
                "asc_create_mask_b32(PAT_ALL));")
    return (f"asc_storealign(reinterpret_cast<__ubuf__ {e.name}*>(ub_out + {off}), {var}, "
            f"asc_create_mask_{_MASK_OF[e.size]}(PAT_ALL));")


def _store_scalar(expr: str, signed: bool, off: int) -> list[str]:
    t = "int32_t" if signed else "uint32_t"
    return [f"{{ vector_{t} s_; asc_duplicate_scalar(s_, static_cast<{t}>({expr}));",
            f"  asc_storealign(reinterpret_cast<__ubuf__ {t}*>(ub_out + {off}), s_, asc_create_mask_b32(PAT_ALL)); }}"]


def _store_u64(expr: str, off: int) -> list[str]:
    """Scalar-unit stores of a 64-bit value and 24 zero bytes to the 32-byte slot at ub_out + off."""
    return [f"reinterpret_cast<__ubuf__ uint64_t*>(ub_out + {off})[0] = {expr};",
            *[f"reinterpret_cast<__ubuf__ uint64_t*>(ub_out + {off})[{j}] = 0;" for j in (1, 2, 3)]]


def _case_code(k: int, case: Case, ins: _Buf, outs: _Buf,
               out_init: list[tuple[int, np.ndarray]]) -> tuple[list[str], list[Slot]]:
    """The VF (if any), kernel and launch line of case ``k``; the slots of its outputs."""
    ov = case.ov
    in_vf = ov.function.where == "vf"
    body: list[str] = []  # statements that run where the call runs
    after: list[str] = []
    slots: list[Slot] = []
    args: list[str] = []
    loop = ("", "")
    local_in = _Buf()
    local_out = _Buf()
    mems: list[tuple[str, Mem, int, int]] = []  # UB arrays: (name, mem, input offset, output offset)
    for i, p in enumerate(ov.params):
        t, v, name = p.ty, case.args.get(p.name), f"a{i}"
        if t.kind == "tag":  # an empty std::integral_constant: its type is the argument
            args.append(f"{t.c}{{}}")
            continue
        if t.kind == "reg":
            assert t.elem is not None
            off = local_in.add(np.asarray(v).astype(uint_of(t.elem)))
            body += [f"{_reg_c(t.elem)} {name};",
                     f"asc_loadalign({name}, reinterpret_cast<__ubuf__ {t.elem.name}*>(ub_in + {off}));"]
            if t.ref:
                o = local_out.add(np.zeros(VL, np.uint8))
                after.append(_store_reg(name, t.elem, o))
                slots.append(Slot(p.name, o, "reg", VL, t.elem))
        elif t.kind == "mask":
            packed = np.packbits(np.asarray(v, np.bool_), bitorder="little")
            off = local_in.add(packed)
            body += [f"vector_bool {name};",
                     f"asc_loadalign({name}, reinterpret_cast<__ubuf__ uint32_t*>(ub_in + {off}));"]
            if t.ref:
                o = local_out.add(np.zeros(32, np.uint8))
                after.append(f"asc_storealign(reinterpret_cast<__ubuf__ uint32_t*>(ub_out + {o}), {name});")
                slots.append(Slot(p.name, o, "mask", 32))
        elif t.kind == "ptr":
            assert isinstance(v, Mem)
            m = v
            arr = f"mem{i}"
            pt = t.elem.name if t.elem is not None else "void"
            space = "__ubuf__" if m.space == "ub" else "__gm__"
            if m.space == "ub":
                mems.append((arr, m, ins.add(m.data), outs.add(np.zeros(m.data.size, np.uint8))))
                base = arr
            elif p.name.startswith("src"):
                # A GM source lives in the input buffer; a GM destination in the output buffer.
                base = f"(g_in + {ins.add(m.data)})"
            else:
                oo = outs.add(np.zeros(m.data.size, np.uint8))
                out_init.append((oo, m.data))
                base = f"(g_out + {oo})"
                slots.append(Slot(p.name, oo, "mem_abs", m.data.size))
            body.append(f"{space} {pt}* {name} = reinterpret_cast<{space} {pt}*>({base} + {m.offset});")
            if t.ref:
                o = local_out.add(np.zeros(VL, np.uint8))
                step = t.elem.size if t.elem is not None else 1
                after += _store_scalar(f"(reinterpret_cast<{space} uint8_t*>({name}) - ({base} + {m.offset})) / {step}",
                                       True, o)
                slots.append(Slot(p.name + ".advance", o, "i32", 4))
        elif t.kind == "addr":
            # The address register of a counted loop's second iteration: the call runs twice, at
            # offset 0 and at the case's byte offset (the test composes the two expected effects).
            pe = next(q.ty.elem for q in ov.params if q.ty.kind == "ptr")
            assert v is not None
            width = min(pe.size if pe is not None else 1, 4)
            loop = (f"for (uint16_t it{i} = 0; it{i} < 2; ++it{i}) {{ {name} = "
                    f"asc_update_addr_reg_b{8 * width}({int(v) // width}u); ", " }")
            body.append(f"addr_reg {name};")
        elif t.kind == "align":  # a load-unalign register (started below when the case asks for it)
            body.append(f"{t.c} {name};")
        elif t.kind in ("int", "float", "enum"):
            body += _scalar_decl(name, t, v)
            if t.ref and not in_vf:
                # On the scalar unit: a scalar store to UB (all 32 bytes of the slot, so none is unwritten).
                o = local_out.add(np.zeros(32, np.uint8))
                after += _store_u64(f"static_cast<uint64_t>({name})", o)
                slots.append(Slot(p.name, o, "u32", 4))
            elif t.ref:
                o = local_out.add(np.zeros(VL, np.uint8))
                after += _store_scalar(name, False, o)
                slots.append(Slot(p.name, o, "u32", 4))
        else:
            raise AssertionError(t.kind)
        args.append(name)
    start = ""
    if case.meta.get("pre") == "ureg":  # an unaligned load continues a stream started at its address
        kinds = [p.ty.kind for p in ov.params]
        extra = f", {args[kinds.index('addr')]}" if "addr" in kinds else ""
        start = f"asc_loadunalign_pre({args[kinds.index('align')]}, {args[kinds.index('ptr')]}{extra}); "
    if "sqz" in case.meta:  # AR and the squeeze count of the unaligned store's AR forms
        start += ("asc_clear_ar_spr(); { vector_uint8_t q_; asc_duplicate_scalar(q_, static_cast<uint8_t>(0)); "
                  f"uint32_t n_ = {case.meta['sqz']}u; asc_squeeze_with_status(q_, q_, asc_update_mask_b8(n_)); }} ")
    if "ustream" in case.meta:  # an unaligned store stream holding n bytes, appended at dst + d0
        kinds = [p.ty.kind for p in ov.params]
        d0, n, byte = case.meta["ustream"]
        start += (f"{{ vector_uint8_t u_; asc_duplicate_scalar(u_, static_cast<uint8_t>({byte})); "
                  f"asc_storeunalign(reinterpret_cast<__ubuf__ uint8_t*>({args[kinds.index('ptr')]}) + {d0}, "
                  f"{args[kinds.index('align')]}, u_, {n}u); }} ")
    call = f"{loop[0]}{start}{ov.name}({', '.join(args)});{loop[1]}"
    if ov.ret.kind == "reg":  # a value-returning form: the register it returns, stored
        assert ov.ret.elem is not None
        o = local_out.add(np.zeros(VL, np.uint8))
        call = f"{_reg_c(ov.ret.elem)} ret = {call}"
        after.append(_store_reg("ret", ov.ret.elem, o))
        slots.append(Slot("return", o, "reg", VL, ov.ret.elem))
    elif ov.ret.kind == "mask":
        o = local_out.add(np.zeros(32, np.uint8))
        call = f"vector_bool ret = {call}"
        after.append(f"asc_storealign(reinterpret_cast<__ubuf__ uint32_t*>(ub_out + {o}), ret);")
        slots.append(Slot("return", o, "mask", 32))
    elif ov.ret.kind == "int" and not in_vf and ov.ret.elem is not None:
        # A scalar returned on the scalar unit: its 64-bit pattern stored to UB by a scalar store.
        o = local_out.add(np.zeros(32, np.uint8))
        call = f"{ov.ret.c} ret = {call}"
        after += _store_u64("static_cast<uint64_t>(ret)", o)
        slots.append(Slot("return", o, "ret", 8, ov.ret.elem))
    elif ov.ret.kind == "float" and not in_vf and ov.ret.elem is not None:
        # A floating scalar returned on the scalar unit: its bit pattern stored as for an integer.
        o = local_out.add(np.zeros(32, np.uint8))
        u = _BYTES[ov.ret.elem.size]
        call = f"{ov.ret.c} ret = {call}"
        after += _store_u64(f"static_cast<uint64_t>(*reinterpret_cast<{u}*>(&ret))", o)
        slots.append(Slot("return", o, "retf", ov.ret.elem.size, ov.ret.elem))
    elif ov.ret.kind != "void":
        raise AssertionError(f"return kind {ov.ret.kind}")

    in_off = ins.add(local_in.bytes())
    out_off = outs.add(local_out.bytes())
    for s in slots:
        if s.kind != "mem_abs":
            s.offset += out_off
    ub_mems = mems
    for a, m, _, oo in ub_mems:
        slots.append(Slot(next(p.name for j, p in enumerate(ov.params) if f"mem{j}" == a), oo, "mem", m.data.size))
    for s in slots:
        if s.kind == "mem_abs":
            s.kind = "mem"

    code: list[str] = []
    params = ["__ubuf__ uint8_t* ub_in", "__ubuf__ uint8_t* ub_out", "__gm__ uint8_t* g_out"] + \
        [f"__ubuf__ uint8_t* {a}" for a, *_ in ub_mems]
    pre = ["asc_set_mask_norm();", "asc_set_vector_mask(0xffffffffffffffffull, 0xffffffffffffffffull);"] \
        if case.meta.get("pre") == "full_mask" else []
    if "deq" in case.meta:  # DEQSCALE: (float scale with an exact decimal spelling, offset, sign mode)
        if len(case.meta["deq"]) == 1:
            pre.append(f"asc_set_deq_scale(static_cast<half>({float(case.meta['deq'][0])!r}f));")
        else:
            scale, off, sign = case.meta["deq"]
            pre.append(f"asc_set_deq_scale({float(scale)!r}f, static_cast<int16_t>({off}), "
                       f"{'true' if sign else 'false'});")
    stmts = [*body, *pre, call, *after]
    if in_vf:
        code.append(f"__simd_vf__ inline void vf_{k}({', '.join(params)})")
        code += ["{", *[f"    {s}" for s in stmts], "}", ""]
    code.append(f"__global__ __vector__ void kernel_{k}(__gm__ uint8_t* g_out, __gm__ uint8_t* g_in)")
    code.append("{")
    n_in, n_out = local_in.size or 32, local_out.size or 32
    code += [f"    __ubuf__ uint8_t ub_in[{n_in}];", f"    __ubuf__ uint8_t ub_out[{n_out}];"]
    code.append(f"    asc_copy_gm2ub_align(ub_in, g_in + {in_off}, {n_in});")
    for a, m, io, _ in ub_mems:
        code += [f"    __ubuf__ uint8_t {a}[{m.data.size}];",
                 f"    asc_copy_gm2ub_align({a}, g_in + {io}, {m.data.size});"]
    code.append("    asc_sync();")
    if in_vf:
        code.append(f"    asc_vf_call<vf_{k}>({', '.join(p.split()[-1].lstrip('*') for p in params)});")
    else:
        code += [f"    {s}" for s in stmts]
    code.append("    asc_sync();")
    if local_out.size:
        code.append(f"    asc_copy_ub2gm_align(g_out + {out_off}, ub_out, {n_out});")
    for a, m, _, oo in ub_mems:
        code.append(f"    asc_copy_ub2gm_align(g_out + {oo}, {a}, {m.data.size});")
    code.append("    asc_sync();")
    code += ["}", ""]
    return code, slots


#: Scenario snippets: kernel bodies in which the call orders a copy before a vector access (a race
#: otherwise, which strict checking turns into an error), or whose value is checked by the program.
SCENARIO_SNIPPETS: dict[str, str] = {"handoff": "", "barrier": "", "mte": "", "vf_len": "", "block_var": "",
                                     "init": "", "vf_call": "", "mem_bar": ""}


def _scenario_code(k: int, ov: Overload) -> list[str]:
    """A kernel in which the sync or system call orders or yields something observable."""
    sc = REFS[ov.impl].scenario
    name = ov.name
    pre = ["__ubuf__ uint8_t ub[256];", "asc_copy_gm2ub_align(ub, g_in, 256);"]
    load = [f"asc_vf_call<vf_load_{k}>(ub, g_out);"]
    ordering: list[str]
    if sc == "handoff":
        ev = "EVENT_ID3" if ov.params[-1].ty.kind == "enum" else "3"
        ordering = [f"asc_sync_notify(PIPE_MTE2, PIPE_V, {ev});", f"asc_sync_wait(PIPE_MTE2, PIPE_V, {ev});"]
    elif sc == "barrier":
        ordering = [f"{name}({'PIPE_ALL' if ov.params else ''});"]
    elif sc == "mte" and name == "asc_sync_mte2":
        ordering = [f"{name}(3);"]
    elif sc == "mte" and name == "asc_sync_vec":  # V hands off to MTE3: a vector fill, then the copy out
        pre = ["__ubuf__ uint8_t ub[256];", f"asc_vf_call<vf_fill_{k}>(ub);"]
        ordering = [f"{name}(3);"]
        load = ["asc_copy_ub2gm_align(g_out, ub, 256);"]
    elif sc == "mte":
        pre = ["__ubuf__ uint8_t ub[256];", f"asc_vf_call<vf_fill_{k}>(ub);", "asc_sync();",
               "asc_copy_ub2gm_align(g_out, ub, 256);"]
        ordering = [f"{name}(3);"]
        load = [f"asc_vf_call<vf_fill_{k}>(ub);"]
    elif sc == "mem_bar":
        pre, ordering, load = [], [], [f"asc_vf_call<vf_bar_{k}>();"]
    elif sc == "vf_call":
        pre, ordering, load = ["__ubuf__ uint8_t ub[256];"], [], [f"asc_vf_call<vf_fill_{k}>(ub);", "asc_sync();",
                                                                   "asc_copy_ub2gm_align(g_out, ub, 256);"]
    else:  # values: get_vf_len, block index/count, asc_init
        expr = {"vf_len": "asc_get_vf_len()", "block_var": f"{name}()", "init": "0"}[sc]
        pre = ["__ubuf__ int32_t ub[64];"] + (["asc_init();"] if sc == "init" else [])
        ordering = []
        where = "g_out + 256 * asc_get_block_idx()" if sc == "block_var" else "g_out"
        load = [f"asc_vf_call<vf_value_{k}>(ub, static_cast<int32_t>({expr}));", "asc_sync();",
                f"asc_copy_ub2gm_align(reinterpret_cast<__gm__ int32_t*>({where}), ub, 256);"]
    code = [
        f"__simd_vf__ inline void vf_load_{k}(__ubuf__ uint8_t* ub, __gm__ uint8_t* g_out)",
        "{", "    vector_uint8_t r;", "    asc_loadalign(r, ub);", "}",
        f"__simd_vf__ inline void vf_fill_{k}(__ubuf__ uint8_t* ub)",
        "{", "    vector_uint8_t r;", "    asc_duplicate_scalar(r, static_cast<uint8_t>(7));",
        "    asc_storealign(ub, r, asc_create_mask_b8(PAT_ALL));", "}",
        f"__simd_vf__ inline void vf_value_{k}(__ubuf__ int32_t* ub, int32_t v)",
        "{", "    vector_int32_t r;", "    asc_duplicate_scalar(r, v);",
        "    asc_storealign(ub, r, asc_create_mask_b32(PAT_ALL));", "}",
        f"__simd_vf__ inline void vf_bar_{k}()",
        "{", "    __ubuf__ uint8_t* none = nullptr;", "    (void)none;",
        *[f"    asc_mem_bar({m});" for m in _mem_bar_names()], "}",
        f"__global__ __vector__ void kernel_{k}(__gm__ uint8_t* g_out, __gm__ uint8_t* g_in)", "{",
        *[f"    {s}" for s in pre + ordering + load], "}", ""]
    return code


def _mem_bar_names() -> list[str]:
    from ascsim.arch import MemBar
    return [m.name for m in MemBar]


def build(header: str, exclude: frozenset[Impl] = frozenset()) -> Program:
    """The program exercising every overload of ``header`` that has a reference and a C form
    (but none of the implementations in ``exclude``)."""
    ins, outs = _Buf(), _Buf()
    out_init: list[tuple[int, np.ndarray]] = []
    code: list[str] = ['#include <cstdint>', '#include <vector>', '#include "data_utils.h"', '#include "acl/acl.h"',
                       '#include "kernel_operator.h"', '']
    launches: list[str] = []
    prog = Program("", np.zeros(0, np.uint8), np.zeros(0, np.uint8))
    k = 0
    for ov in spec.overloads(header):
        reason = skip_reason(ov)
        if reason:
            prog.skipped[ov_id(ov)] = reason
            continue
        if ov.impl in exclude:
            continue
        ref = REFS[ov.impl]
        first = len(code) + 1
        if ref.scenario:
            io = ins.add(np.arange(256, dtype=np.uint8))
            oo = outs.add(np.zeros(3 * 256, np.uint8))
            code += _scenario_code(k, ov)
            blocks = 3 if ref.scenario == "block_var" else 1
            launches.append(f"    kernel_{k}<<<{blocks}, 0>>>(out_dev + {oo}, in_dev + {io});")
            prog.cases.append(Case(ov, {}, "scenario", meta={"out": oo}))
            prog.slots.append([])
            prog.lines.append((first, len(code)))
            k += 1
            continue
        else:
            cases = ref.cases(ov)
            case = next((c for c in cases if c.label.startswith("random")), cases[0])
            case_code, slots = _case_code(k, case, ins, outs, out_init)
            code += case_code
            launches.append(f"    kernel_{k}<<<1, 0>>>(out_dev, in_dev);")
            prog.cases.append(case)
            prog.slots.append(slots)
        prog.lines.append((first, len(code)))
        k += 1
    inputs = ins.bytes()
    init = np.zeros(max(outs.size, 32), np.uint8)
    for off, data in out_init:
        init[off:off + data.size] = data
    n_in, n_out = inputs.size, init.size
    code += ["int main()", "{",
             f"    size_t in_size = {n_in};", f"    size_t out_size = {n_out};",
             f"    std::vector<uint8_t> in({n_in});", f"    std::vector<uint8_t> out({n_out});",
             f"    if (!ReadFile(\"in.bin\", in_size, in.data(), {n_in})) return 2;",
             f"    if (!ReadFile(\"out_init.bin\", out_size, out.data(), {n_out})) return 2;",
             "    aclInit(nullptr);", "    aclrtSetDevice(0);",
             "    uint8_t* in_dev = nullptr;", "    uint8_t* out_dev = nullptr;",
             f"    aclrtMalloc(reinterpret_cast<void**>(&in_dev), {n_in}, ACL_MEM_MALLOC_HUGE_FIRST);",
             f"    aclrtMalloc(reinterpret_cast<void**>(&out_dev), {n_out}, ACL_MEM_MALLOC_HUGE_FIRST);",
             f"    aclrtMemcpy(in_dev, {n_in}, in.data(), {n_in}, ACL_MEMCPY_HOST_TO_DEVICE);",
             f"    aclrtMemcpy(out_dev, {n_out}, out.data(), {n_out}, ACL_MEMCPY_HOST_TO_DEVICE);",
             *launches,
             f"    aclrtMemcpy(out.data(), {n_out}, out_dev, {n_out}, ACL_MEMCPY_DEVICE_TO_HOST);",
             f"    WriteFile(\"out.bin\", out.data(), {n_out});",
             "    aclrtFree(in_dev);", "    aclrtFree(out_dev);", "    aclrtResetDevice(0);", "    aclFinalize();",
             f"    std::cout << \"calls {k}\" << std::endl;",
             "    return 0;", "}", ""]
    prog.source = "\n".join(code)
    prog.inputs, prog.out_init = inputs, init
    return prog


def decode(prog: Program, out: np.ndarray) -> list[dict[str, Any]]:
    """The outputs of each case, from out.bin."""
    results = []
    for slots in prog.slots:
        got: dict[str, Any] = {}
        for s in slots:
            raw = out[s.offset:s.offset + s.nbytes]
            if s.kind == "reg":
                assert s.elem is not None
                got[s.key] = raw.view(uint_of(s.elem)).copy()
            elif s.kind == "mask":
                got[s.key] = np.unpackbits(raw, bitorder="little").astype(np.bool_)[:MASK_BITS]
            elif s.kind == "mem":
                got[s.key] = raw.copy()
            elif s.kind == "ret":
                assert s.elem is not None
                v = int(raw[:8].view(np.uint64)[0]) & ((1 << (8 * s.elem.size)) - 1)
                got[s.key] = v - (1 << (8 * s.elem.size)) if s.elem.signed and v >> (8 * s.elem.size - 1) else v
            elif s.kind == "retf":
                assert s.elem is not None
                got[s.key] = raw[:s.elem.size].copy().view(s.elem.np)[0]
            elif s.kind == "i32":
                got[s.key] = int(raw[:4].view(np.int32)[0])
            else:
                got[s.key] = int(raw[:4].view(np.uint32)[0])
        results.append(got)
    return results
