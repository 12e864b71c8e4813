"""The Python path: run many cases in one kernel launch through the facade, and compare with references.

Memory arguments are set up and read back by the harness directly in the arrays' bytes (not through
the checked accessors), so the harness itself never provokes a race or an uninitialised read: every
finding in strict mode comes from the calls under test.
"""

from __future__ import annotations

from typing import Any

import numpy as np

import ascsim
from ascsim import Ref, acl, cube_kernel, simd_vf, vector_kernel
from ascsim.regs import VectorRegister, addr_reg, vector_align, vector_bool, vector_type
from ascsim.runtime.context import CTX
from ascsim.runtime.loops import vf_range
from ascsim.runtime.memory import GM, Ptr, PtrRef
from ascsim.spec.enums import ENUMS, TAG_TYPES
from ascsim.spec.unions import classes as union_classes

from ._gen import Case, Mem, uint_of
from ._refs import Expect, elem_of

_U8 = ascsim.uint8_t
c_api = ascsim.c_api
#: Memory spaces whose arrays the harness makes in the kernel: space -> the array maker.
_ON_CHIP = {"ub": ascsim.ub_array, "l1": ascsim.l1_array, "l0a": ascsim.l0a_array, "l0b": ascsim.l0b_array,
            "l0c": ascsim.l0c_array, "fb": ascsim.fb_array}
#: The headers whose functions run on the cube core: their cases run in a __cube__ kernel.
CUBE_HEADERS = ("cube_compute", "cube_datamove")


def _c_function(name: str) -> Any:
    return getattr(ascsim.c_api, name)


def scalar_arg(ty: Any, v: Any) -> Any:
    """A Python value standing for a C scalar of type ``ty`` (float scalars come as raw bits)."""
    e = ty.elem
    if ty.kind == "float":
        raw = np.array([int(v)], dtype=np.uint64).astype(uint_of(e))
        return raw.view(e.np)[0]
    if ty.kind == "int" and e is not None and e.kind == "bool":
        return bool(v)
    if ty.kind == "int" and e is not None:
        return e(int(v))  # a numpy scalar of the C type (wraps as a C conversion does)
    return int(v)


class _Setup:
    """The live objects of one case inside the kernel, and how to read results back."""

    def __init__(self, case: Case, gm: dict[str, int]) -> None:
        self.case = case
        self.args: list[Any] = []
        self.ptrs: dict[str, tuple[Ptr, Any]] = {}
        for p in case.ov.params:
            t, v = p.ty, case.args.get(p.name)
            if t.kind == "reg":
                assert t.elem is not None
                r = vector_type(t.elem)()
                r.write(np.asarray(v).astype(uint_of(t.elem)).copy())
                self.args.append(r)
            elif t.kind == "mask":
                self.args.append(vector_bool(np.asarray(v, np.bool_)))
            elif t.kind == "ptr":
                assert isinstance(v, Mem)
                m = v
                if m.space in _ON_CHIP:  # a UB, L1 (__cbuf__) or other cube-core array holding the case's bytes
                    base = _ON_CHIP[m.space](_U8, m.data.size)
                    assert base.alloc is not None and base.alloc.init is not None
                    base.alloc.data[:] = m.data
                    base.alloc.init[:] = True
                else:
                    base = Ptr(GM, gm[p.name], _U8, GM.allocation_at(gm[p.name]))
                ptr = (base + m.offset).cast(t.elem) if t.elem is not None else base + m.offset
                if t.elem is None and case.ov.function.header in CUBE_HEADERS:
                    # A void* among typed overloads: a pointer to a type none of them takes reaches the void form.
                    ptr = ptr.cast(ascsim.uint64_t)
                arg: Any = PtrRef(ptr) if t.ref else ptr
                self.ptrs[p.name] = (base, arg)
                self.args.append(arg)
            elif t.kind in ("int", "float") and t.ref:
                assert t.elem is not None and v is not None
                self.args.append(Ref(t.elem, int(v)))
            elif t.kind in ("int", "float"):
                self.args.append(scalar_arg(t, v))
            elif t.kind == "enum":
                assert v is not None
                cls = ENUMS[t.c][0] if t.c in ENUMS else None
                self.args.append(cls(int(v)) if cls is not None else int(v))
            elif t.kind == "align":
                self.args.append(vector_align())
            elif t.kind == "tag":
                self.args.append(TAG_TYPES[t.c]())  # the tag's type is its whole value
            elif t.kind == "addr":
                self.args.append(addr_reg(int(v or 0)))
            elif t.kind == "union":
                self.args.append(union_classes()[t.c.removeprefix("const ")](int(v or 0)))
            else:
                raise AssertionError(f"no Python argument for parameter kind {t.kind} of {case.id}")
        self.ret: Any = None

    def call(self) -> None:
        ar_before = CTX.regs.ar
        self.case.meta["ar_before"] = ar_before
        fn = _c_function(self.case.ov.name)
        self._before()
        loop = self.case.meta.get("loop")
        if loop is None:
            self.ret = fn(*self.args)
        else:
            self.ret = _in_loops(fn, self.args, list(loop[: len(self.args)]))
        self.ar = CTX.regs.ar

    def _before(self) -> None:
        """The state a case asks for: a full vector mask in normal mode, a CMPMASK value."""
        meta = self.case.meta
        if meta.get("pre") == "full_mask":
            c_api.asc_set_mask_norm()
            c_api.asc_set_vector_mask(2**64 - 1, 2**64 - 1)
        if meta.get("pre") == "ureg":
            # An unaligned load continues a stream: start it at the same address first.
            ureg = next(a for a in self.args if isinstance(a, vector_align))
            ptr = next(a for a in self.args if isinstance(a, (Ptr, PtrRef)))
            areg = [a for a in self.args if isinstance(a, addr_reg)]
            c_api.asc_loadunalign_pre(ureg, ptr.value if isinstance(ptr, PtrRef) else ptr, *areg)
        if "sqz" in meta:
            # The AR forms of the unaligned store: AR and the squeeze count from one squeeze of n bytes.
            c_api.asc_clear_ar_spr()
            q = vector_type(_U8)(np.zeros(256, np.uint8))
            c_api.asc_squeeze_with_status(q, q, c_api.asc_update_mask_b8(Ref(ascsim.uint32_t, meta["sqz"])))
        if "ustream" in meta:
            # An unaligned store stream holding n bytes, appended at dst + d0 (a block boundary).
            d0, n, byte = meta["ustream"]
            sreg = next(a for a in self.args if isinstance(a, vector_align))
            dst = next(a for a in self.args if isinstance(a, (Ptr, PtrRef)))
            p = dst.value if isinstance(dst, PtrRef) else dst
            c_api.asc_storeunalign(p.cast(_U8) + d0, sreg, vector_type(_U8)(np.full(256, byte, np.uint8)), n)
        if "deq" in meta:
            # DEQSCALE for the dequantising conversions: (float scale, offset, sign mode).
            if len(meta["deq"]) == 1:  # the half scale of the int32 to half form
                c_api.asc_set_deq_scale(np.float16(meta["deq"][0]))
            else:
                scale, off, sign = meta["deq"]
                c_api.asc_set_deq_scale(np.float32(scale), ascsim.int16_t(off), bool(sign))
        if "vdeq" in meta:
            # The 16 parameter sets of the vector dequantisation: stored by the scalar unit, read on PIPE_V.
            scales, offsets, signs = meta["vdeq"]
            table = ascsim.ub_array(ascsim.uint64_t, len(scales))
            c_api.asc_set_deq_scale(table, list(scales), list(offsets), list(signs))
            c_api.asc_sync_notify(ascsim.PIPE_S, ascsim.PIPE_V, ascsim.EVENT_ID6)
            c_api.asc_sync_wait(ascsim.PIPE_S, ascsim.PIPE_V, ascsim.EVENT_ID6)
        if "cube_pre" in meta:  # cube-core registers a case needs first: (C function name, arguments)
            for fname, fargs in meta["cube_pre"]:
                getattr(c_api, fname)(*fargs)
        if "fb" in meta:  # the fixpipe buffer's parameters (at byte 0), from the case's bytes
            table = ascsim.fb_array(_U8, meta["fb"].size)
            assert table.alloc is not None and table.alloc.init is not None
            table.alloc.data[:] = meta["fb"]
            table.alloc.init[:] = True
            c_api.asc_set_l0c2gm_config(0, table.addr // 128, False)
        if "mx" in meta:  # the mx scales of the L0A and L0B operands, at their addresses divided by 16
            for space, name, data in (("l0a_mx", "a_matrix", meta["mx"][0]), ("l0b_mx", "b_matrix", meta["mx"][1])):
                buf = CTX.aicore.buffer(space)
                at = self.ptrs[name][1].addr // 16
                buf.bytes[at:at + data.size] = data
                buf.init[at:at + data.size] = True
        if "bt" in meta:  # the bias table's bytes (at byte 0)
            bt = CTX.aicore.buffer("bt")
            bt.bytes[:meta["bt"].size] = meta["bt"]
            bt.init[:meta["bt"].size] = True
        if "cmp_mask" in meta:
            buf = ascsim.ub_array(_U8, 32)
            assert buf.alloc is not None and buf.alloc.init is not None
            buf.alloc.data[:16] = meta["cmp_mask"]
            buf.alloc.init[:] = True
            c_api.asc_set_cmp_mask(buf)

    def results(self) -> dict[str, Any]:
        got: dict[str, Any] = {"ar": self.ar}
        for p, a in zip(self.case.ov.params, self.args, strict=True):
            t = p.ty
            if t.kind == "reg" and t.ref:
                assert t.elem is not None
                got[p.name] = np.asarray(a).view(uint_of(t.elem)).copy()
            elif t.kind == "mask" and t.ref:
                got[p.name] = np.asarray(a).copy()
            elif t.kind in ("int", "float") and t.ref:
                got[p.name] = int(a.value)
            elif t.kind == "ptr":
                base, arg = self.ptrs[p.name]
                if base.space in _ON_CHIP:
                    assert base.alloc is not None
                    got[p.name] = base.alloc.data.copy()
                if t.ref:
                    m: Mem = self.case.args[p.name]
                    start = (base.addr + m.offset)
                    now = arg.value.addr if isinstance(arg, PtrRef) else arg.addr
                    got[p.name + ".advance"] = (now - start) // (t.elem.size if t.elem else 1)
        r = self.ret
        if isinstance(r, VectorRegister):
            got["return"] = np.asarray(r).view(uint_of(r.elem)).copy()
        elif isinstance(r, vector_bool):
            got["return"] = np.asarray(r).copy()
        elif isinstance(r, addr_reg):
            got["return"] = r.byte_offset
        elif r is not None and not isinstance(r, Ptr):
            got["return"] = r
        return got


def _in_loops(fn: Any, args: list[Any], idx: list[int]) -> Any:
    """Call ``fn`` inside counted VF loops (innermost first in ``idx``) whose last iteration has the
    counters ``idx``; the result of that last call."""
    if not idx:
        return fn(*args)
    ret = None
    for _ in vf_range(idx[-1] + 1):
        ret = _in_loops(fn, args, idx[:-1])
    return ret


def run_cases(cases: list[Case]) -> list[dict[str, Any]]:
    """Run every case in one launch of a one-block vector kernel; the results in case order."""
    gm_bufs: list[dict[str, int]] = []
    acl.init()
    acl.rt.set_device(0)
    allocated: list[int] = []
    for c in cases:
        bufs = {}
        for name, v in c.args.items():
            if isinstance(v, Mem) and v.space == "gm":
                ptr, _ = acl.rt.malloc(v.data.size, acl.ACL_MEM_MALLOC_HUGE_FIRST)
                host = np.ascontiguousarray(v.data)
                acl.rt.memcpy(ptr, host.nbytes, acl.util.numpy_to_ptr(host), host.nbytes, acl.ACL_MEMCPY_HOST_TO_DEVICE)
                bufs[name] = int(ptr)
                allocated.append(int(ptr))
        gm_bufs.append(bufs)
    results: list[dict[str, Any]] = []

    @simd_vf
    def in_vf(s: _Setup) -> None:
        s.call()

    def body() -> None:
        for c, bufs in zip(cases, gm_bufs, strict=True):
            s = _Setup(c, bufs)
            if c.ov.function.where == "vf":
                in_vf(s)
            else:
                s.call()
            results.append(s.results())

    if any(c.ov.function.header in CUBE_HEADERS for c in cases):
        # One launch per case: L0A and L0B hold 64 KB each, too little for every case's arrays at once.
        todo: list[tuple[Case, dict[str, int]]] = []

        def one() -> None:
            s = _Setup(*todo[-1])
            s.call()
            results.append(s.results())
        for c, bufs in zip(cases, gm_bufs, strict=True):
            todo.append((c, bufs))
            cube_kernel(one)[1]()
    else:
        vector_kernel(body)[1]()
    for c, bufs, got in zip(cases, gm_bufs, results, strict=True):
        for name, ptr in bufs.items():
            host = np.zeros(c.args[name].data.size, np.uint8)
            acl.rt.memcpy(acl.util.numpy_to_ptr(host), host.nbytes, ptr, host.nbytes, acl.ACL_MEMCPY_DEVICE_TO_HOST)
            got[name] = host
    for ptr in allocated:
        acl.rt.free(ptr)
    return results


def _nan_mask(bits: np.ndarray, elem: Any) -> np.ndarray | None:
    vd = {"half": np.float16, "float": np.float32}.get(elem.name)
    if vd is not None:
        return np.isnan(bits.view(vd))
    if elem.name == "bfloat16_t":
        b = bits.astype(np.uint32)
        return ((b & 0x7F80) == 0x7F80) & ((b & 0x7F) != 0)
    return None


def compare(case: Case, expected: dict[str, Any], got: dict[str, Any], how: str = "bits") -> list[str]:
    """Differences between expected and actual outputs, as readable lines (empty: all equal)."""
    bad: list[str] = []
    outs = {p.name for p in case.ov.params if p.ty.ref and p.ty.kind in ("reg", "mask", "int", "float")}
    missing = outs - set(expected)
    if missing:
        bad.append(f"{case.id}: the reference gives no value for output(s) {sorted(missing)}")
    for p in case.ov.params:
        if p.ty.kind == "ptr" and p.name not in expected and p.name in got:
            # Memory the reference does not name is unchanged.
            if not np.array_equal(got[p.name], case.args[p.name].data):
                bad.append(f"{case.id}: {p.name} changed but should not")
    for key, want in expected.items():
        if key == "ar" and "ar" not in got:
            continue
        if key not in got:
            bad.append(f"{case.id}: no output {key!r}")
            continue
        have = got[key]
        if isinstance(want, Expect):
            ok = np.array_equal(np.asarray(have)[want.care], want.data[want.care])
        elif isinstance(want, np.ndarray):
            have = np.asarray(have)
            ok = have.shape == want.shape and bool(np.array_equal(have, want))
            if not ok and how == "float" and have.shape == want.shape:
                elem = case.ov.ret.elem if key == "return" else elem_of(case, key)
                assert elem is not None
                if have.dtype == np.uint8 and elem.size > 1:  # a memory array: compare as elements
                    have, want = have.view(uint_of(elem)), want.view(uint_of(elem))
                nan_h, nan_w = _nan_mask(have, elem), _nan_mask(want, elem)
                if nan_h is not None and nan_w is not None:
                    ok = bool(np.array_equal(nan_h, nan_w) and np.array_equal(have[~nan_h], want[~nan_w]))
        else:
            ok = int(have) == int(want)
        if not ok:
            bad.append(f"{case.id}: {key} differs:\n    expected {_show(want)}\n    got      {_show(have)}")
    return bad


def _show(x: Any) -> str:
    if isinstance(x, Expect):
        x = x.data
    if isinstance(x, np.ndarray):
        if x.dtype == np.bool_:
            return "bits set " + str(np.flatnonzero(x)[:24].tolist())
        return np.array2string(x.reshape(-1)[:16], max_line_width=200) + (" ..." if x.size > 16 else "")
    return repr(x)
