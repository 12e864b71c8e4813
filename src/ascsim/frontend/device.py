"""The Ascend side: C-API calls, ACL host calls and kernel launches, all handed to ascsim's
runtime and facade (``ascsim.c_api``, ``ascsim.acl``, ``ascsim.runtime``); nothing here models an
instruction.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum
from typing import TYPE_CHECKING, Any

import numpy as np

from .. import arch, c_api, dtypes
from ..errors import ArchError
from ..runtime import aicore
from ..runtime import memory as device_memory
from ..runtime.context import CTX
from ..runtime.memory import Ptr as DevicePtr
from ..runtime.vf_pending import PENDING, finish
from ..spec.availability import missing_message
from ..spec.enums import scoped as scoped_enums
from ..spec.unions import classes
from . import ctype as T
from .calls import NativeCall, apply
from .compiler_base import Compiled, Frame
from .errors import RunError
from .memory import ByteMem, DevMem, Pointer, SlotMem, bytes_of

#: C name -> class of each scoped enum of the C API (``asc_load_l2_cache_mode`` ...).
_SCOPED_ENUMS = scoped_enums()

if TYPE_CHECKING:
    from .compiler_base import Ev


class _PtrRef:
    """A ``T&`` scalar argument for the facade: ``.value`` reads and writes the program's variable."""

    __slots__ = ("p", "ty")

    def __init__(self, p: Pointer, ty: T.CType) -> None:
        self.p = p
        self.ty = ty

    @property
    def value(self) -> Any:
        return self.p.mem.load(self.p.off, self.ty)

    @value.setter
    def value(self, v: Any) -> None:
        self.p.mem.store(self.p.off, self.ty, self.ty.wrap(int(v)) if isinstance(self.ty, T.IntType) else v)


def _device_elem(pointee: T.CType) -> Any:
    """The device element type a pointer to ``pointee`` carries (``void*``: bytes), or None."""
    elem = T.elem_of(pointee)
    if elem is None and pointee.kind == "void":
        elem = dtypes.uint8_t
    return elem


def _device_ptr(p: Any, pointee: T.CType, func: str, i: int) -> Any:
    if p is None:
        raise RunError(f"{func}: argument {i + 1} is a null pointer")
    if not isinstance(p.mem, DevMem):
        raise RunError(f"{func}: argument {i + 1} points to {p.mem.describe()}, not to device memory "
                       "(__gm__ or __ubuf__)")
    elem = _device_elem(pointee)
    if elem is None:
        raise RunError(f"{func}: {pointee.name} is not an element type of the device")
    return p.core(elem)


def _as_ref(e: Ev, ty: T.CType) -> Ev:
    return lambda f: _PtrRef(e(f), ty)


_NOTHING = object()


def _as_device_ptr(e: Ev, pointee: T.CType, func: str, i: int) -> Ev:
    """The argument ``e`` as the runtime's typed pointer. Pointers do not change, so the conversion
    of the pointer this call site saw last is kept (a loop passes the same one again and again)."""
    last: list[Any] = [_NOTHING, None]
    elem = _device_elem(pointee)

    def convert(f: Frame) -> Any:
        p = e(f)
        if p is last[0]:
            return last[1]
        if p is not None and type(p.mem) is DevMem and elem is not None:  # the common case, inline
            mem = p.mem
            ptr = DevicePtr(mem.mem, p.off, elem, mem.alloc)
        else:  # a null pointer, host memory, no device type: _device_ptr says which
            ptr = _device_ptr(p, pointee, func, i)
        last[0], last[1] = p, ptr
        return ptr
    return convert


def _as_device_ptr_array(e: Ev, pointee: T.PtrType, func: str, i: int, count: int = 8) -> Ev:
    """A ``__ubuf__ T**`` argument (an array of device pointers): its first ``count`` pointers, as runtime
    ``Ptr``s (``asc_set_va_reg`` takes 8; a ``T* src[N]`` parameter says N)."""
    def convert(f: Any) -> list[Any]:
        p = e(f)
        if p is None:
            raise RunError(f"{func}: argument {i + 1} is a null pointer")
        return [_device_ptr(p.add(j * pointee.size).load(pointee), pointee.pointee, func, i) for j in range(count)]
    return convert


class _HostArray:
    """A C array argument in the program's own memory (``float scale_arr[16]``): the callee reads and
    writes its ``count`` elements by index."""

    __slots__ = ("p", "ty", "count")

    def __init__(self, p: Pointer, ty: T.CType, count: int) -> None:
        self.p = p
        self.ty = ty
        self.count = count

    def __len__(self) -> int:
        return self.count

    def _at(self, j: int) -> Pointer:
        if not 0 <= j < self.count:
            raise IndexError(j)
        return self.p.add(j * self.ty.size)

    def __getitem__(self, j: int) -> Any:
        return self._at(j).load(self.ty)

    def __setitem__(self, j: int, v: Any) -> None:
        self._at(j).store(self.ty, self.ty.wrap(int(v)) if isinstance(self.ty, T.IntType) else v)


def _as_host_array(e: Ev, pointee: T.CType, count: int, func: str, i: int) -> Ev:
    def convert(f: Any) -> _HostArray:
        p = e(f)
        if p is None:
            raise RunError(f"{func}: argument {i + 1} is a null pointer")
        return _HostArray(p, pointee, count)
    return convert


class _PtrVarRef:
    """A ``__ubuf__ T*&`` argument: ``.value`` is the program's pointer variable as a runtime ``Ptr``."""

    __slots__ = ("loc", "pointee", "func", "i")

    def __init__(self, loc: Pointer, pointee: T.CType, func: str, i: int) -> None:
        self.loc = loc
        self.pointee = pointee
        self.func = func
        self.i = i

    @property
    def value(self) -> Any:
        return _device_ptr(self.loc.load(T.ptr(self.pointee)), self.pointee, self.func, self.i)

    @value.setter
    def value(self, p: Any) -> None:
        self.loc.store(T.ptr(self.pointee), Pointer(DevMem.of(p.mem, p.alloc), p.addr))


def _as_ptr_ref(e: Ev, pointee: T.CType, func: str, i: int) -> Ev:
    return lambda f: _PtrVarRef(e(f), pointee, func, i)


def _as_elem_scalar(e: Ev, ty: T.CType) -> Ev:
    """A floating scalar as a numpy scalar of its element type, so its exact bits reach the facade."""
    elem = T.elem_of(ty)
    assert elem is not None
    return lambda f: np.frombuffer(bytes_of(ty, e(f)), elem.np)[0]


def _as_config_union(e: Ev, name: str) -> Ev:
    """A configuration union argument (its object's 64 bits) as the facade's union value."""

    cls = classes()[name]

    def convert(f: Frame) -> Any:
        p = e(f)
        return cls(int(p.mem.load(p.off, T.UINT64)))
    return convert


def _as_scoped_enum(e: Ev, cls: type[IntEnum]) -> Ev:
    """An ``enum class`` argument as the facade's enum member, which picks the overload taking that enum
    (an integer picks the one taking an integer); a value that names no member stays an integer."""
    members = cls._value2member_map_
    return lambda f: members.get(v, v) if (v := e(f)) is not None else v


def _require_arch(native_call: NativeCall, overload: Any) -> None:
    """A call of an overload the selected architecture lacks is an error at the call, before anything runs."""
    selected = arch.current().name
    if selected not in overload.arches:
        others = sum(1 for o in overload.function.overloads if selected in o.arches and o is not overload)
        raise ArchError(missing_message(overload, overload.prototype(), overload.arches, selected, others),
                        native_call.comp.where(native_call.c, col=False))


class Device:
    """Compiles calls into the C API."""

    def __init__(self, rt: Any) -> None:
        # The Runtime that owns this object (runtime.py builds it, so it is not imported here).
        self.rt = rt
        self._c_api: Any = None
        #: The __simt_vf__ functions asc_vf_call runs, compiled once (by their declaration's hash).
        self._simt_vfs: dict[int, Any] = {}

    @property
    def c_api(self) -> Any:
        if self._c_api is None:
            self._c_api = c_api
        return self._c_api

    # -- C API -------------------------------------------------------------------------------
    def c_api_call(self, native_call: NativeCall) -> Compiled:
        fn = getattr(self.c_api, native_call.name, None)
        if fn is None or not callable(fn):
            raise native_call.fail(f"{native_call.name} is declared in the prelude but ascsim.c_api does not "
                                   "provide it")
        func = native_call.name
        # clang chose the overload: call its implementation directly, with no resolution per call.
        tags = [ch.spelling for ch in native_call.decl.get_children() if ch.kind == native_call.comp.kinds.ANNOTATE_ATTR
                and ch.spelling.startswith("ascsim_overload:")]
        spec_params: tuple[Any, ...] = ()
        if tags:
            index = int(tags[0].rsplit(":", 1)[1])
            chosen = fn.overloads[index]
            _require_arch(native_call, chosen)
            spec_params = chosen.params
            fn = fn.overload(index)
        wrapped: list[Ev] = []
        if func == "asc_vf_call":
            return self.vf_call(native_call)
        for i, (p, e) in enumerate(zip(native_call.params, native_call.evs(), strict=False)):
            if isinstance(p, T.RefType) and not p.const and isinstance(p.target, T.PtrType):
                wrapped.append(_as_ptr_ref(e, p.target.pointee, func, i))
            elif isinstance(p, T.RefType) and not p.const and not isinstance(p.target, T.ClassType):
                wrapped.append(_as_ref(e, p.target))
            elif i < len(spec_params) and spec_params[i].ty.kind == "array" and isinstance(p, T.PtrType):
                wrapped.append(_as_host_array(e, p.pointee, spec_params[i].ty.count, func, i))
            elif isinstance(p, T.PtrType) and isinstance(p.pointee, T.PtrType):
                n = spec_params[i].ty.count if i < len(spec_params) and spec_params[i].ty.count else 8
                wrapped.append(_as_device_ptr_array(e, p.pointee, func, i, n))
            elif isinstance(p, T.PtrType):
                wrapped.append(_as_device_ptr(e, p.pointee, func, i))
            elif isinstance(target := (p.target if isinstance(p, T.RefType) else p), T.StructType) \
                    and target.config_union:
                wrapped.append(_as_config_union(e, target.config_union))
            elif isinstance(p, (T.FloatType, T.ByteFloatType)) and p.elem is not None:
                wrapped.append(_as_elem_scalar(e, p))
            elif isinstance(p, T.IntType) and p.enum_names is not None and p.name in _SCOPED_ENUMS:
                wrapped.append(_as_scoped_enum(e, _SCOPED_ENUMS[p.name]))
            else:
                wrapped.append(e)
        ret = native_call.ret
        if ret is T.VOID:
            # One fused call: the arguments that need no conversion are written into it as source.
            comp, args = native_call.comp, native_call.args()
            parts = [comp.src(args[i]) if i < len(args) and w is args[i].ev else f"{comp.bind(w)}(f)"
                     for i, w in enumerate(wrapped)]
            return comp.fused(T.VOID, f"{comp.bind(fn)}({', '.join(parts)})")
        call = apply(fn, wrapped)
        if isinstance(ret, T.IntType):
            wrap = ret.wrap
            return Compiled(ret, lambda f: wrap(int(call(f))))
        if isinstance(ret, T.FloatType):
            return Compiled(ret, lambda f: float(call(f)))
        return native_call.result(call)

    def vf_call(self, native_call: NativeCall) -> Compiled:
        """``asc_vf_call<f>(args...)``: the facade runs the compiled ``__simd_vf__`` function ``f``."""
        comp = native_call.comp
        kinds = comp.kinds
        callee = next(iter(native_call.c.get_children()))
        while callee.kind in (kinds.UNEXPOSED_EXPR, kinds.PAREN_EXPR):
            callee = next(iter(callee.get_children()))
        targets = [ch for ch in callee.get_children() if ch.kind == kinds.DECL_REF_EXPR]
        decl = targets[0].referenced if targets else None
        if decl is None or decl.kind != kinds.FUNCTION_DECL:
            raise native_call.fail("asc_vf_call with a template argument other than a named __simd_vf__ function")
        d = decl.get_definition() or decl
        if any(ch.kind == kinds.ANNOTATE_ATTR and ch.spelling == "ascsim_simt_vf" for ch in d.get_children()):
            return self._simt_vf_call(native_call, d)
        fn = comp.func(decl)
        runner = self.rt.calls.runner(fn)
        runner.__ascsim_vf__ = fn.is_vf
        runner.__name__ = fn.name
        evs = self.rt.calls.param_evs(comp, fn, decl, native_call.arg_cursors)
        call = self.c_api.asc_vf_call

        def vf_call(f: Any) -> None:
            if PENDING[0] is not None:  # the V pipe runs one VF after the other
                finish(f"asc_vf_call<{fn.name}>")
            call(runner, *[e(f) for e in evs])
        return Compiled(T.VOID, vf_call)

    def _simt_vf_call(self, native_call: NativeCall, decl: Any) -> Compiled:
        """``asc_vf_call<f>(dim3 threads, args...)`` of a ``__simt_vf__`` function: its threads run in lockstep
        now, within the SIMD kernel's block and over its UB (``blockIdx``/``gridDim`` are the block's)."""
        # The SIMT engine: a module that only programs with SIMT code need.
        from ..arch import Pipe
        from ..runtime import simt, simt_memory, timeline
        from ..runtime.context import CTX
        from ..runtime.simt_races import RACES
        from .simt_kernel import SimtKernel
        from .simt_warps import run_vf

        comp = native_call.comp
        kernel = self._simt_vfs.get(decl.hash)
        if kernel is None:
            kernel = self._simt_vfs[decl.hash] = SimtKernel(comp, decl)
        args = list(native_call.arg_cursors)
        if len(args) != len(kernel.params) + 1:
            raise native_call.fail(f"asc_vf_call<{decl.spelling}> with {len(args) - 1} arguments for its "
                          f"{len(kernel.params)} parameters")
        dims = self._dim3(comp, args[0])
        evs = [comp.convert(comp.expr(a), p.ty, a).ev for a, p in zip(args[1:], kernel.params, strict=True)]
        name = decl.spelling
        run = kernel.run

        cur = self.rt.cur

        def call(f: Any) -> None:
            finish(f"asc_vf_call<{name}>")  # the V pipe runs one VF after the other
            block = dims(f)
            simt.check_config(name, (1, 1, 1), block)
            threads = simt.Threads((max(int(CTX.block_num), 1), 1, 1), block, int(CTX.block_idx), 1)
            saved, simt.CURRENT[0] = simt.CURRENT[0], threads
            RACES.begin_batch(threads)
            prof = timeline.ACTIVE
            if prof is not None:
                prof.simt_vf_begin()
            simt_memory.VF_PIPE[0] = Pipe.PIPE_V  # its threads' accesses are the V pipe's for the checker
            try:
                with np.errstate(all="ignore"):
                    run_vf(threads, run, [e(f) for e in evs], kernel.prints, cur)
            finally:
                simt_memory.VF_PIPE[0] = None
                simt.CURRENT[0] = saved
                if prof is not None:
                    prof.simt_vf_end(name)
        return Compiled(T.VOID, call)

    def _dim3(self, comp: Any, c: Any) -> Callable[[Any], tuple[int, int, int]]:
        """The thread shape an asc_vf_call passes: ``dim3(x[, y[, z]])``, ``dim3{...}``, an integer, or a dim3
        variable (its three unsigned ints)."""
        kinds = comp.kinds
        node = c
        while node.kind in (kinds.UNEXPOSED_EXPR, kinds.PAREN_EXPR) and len(list(node.get_children())) == 1:
            node = next(iter(node.get_children()))
        parts = [k for k in node.get_children() if k.kind.is_expression()]
        if node.kind in (kinds.CALL_EXPR, kinds.CXX_FUNCTIONAL_CAST_EXPR, kinds.INIT_LIST_EXPR, kinds.UNEXPOSED_EXPR) \
                and comp.ctype(node.type, node).name == "dim3" and 0 < len(parts) <= 3:
            while len(parts) == 1 and parts[0].kind in (kinds.UNEXPOSED_EXPR, kinds.INIT_LIST_EXPR, kinds.CALL_EXPR) \
                    and comp.ctype(parts[0].type, parts[0]).name == "dim3":
                parts = [k for k in parts[0].get_children() if k.kind.is_expression()]
            # A default argument (dim3's y and z) has no place in the source: the default, 1, stands.
            parts = [p for p in parts if p.extent.start.file is not None]
            evs = [comp.convert(comp.expr(p), T.UINT, p).ev for p in parts]
            return lambda f: tuple([*(int(e(f)) for e in evs), 1, 1][:3])  # type: ignore[return-value]
        x = comp.expr(c)
        ev = x.ev
        if isinstance(x.ty, T.IntType):
            return lambda f: (int(ev(f)), 1, 1)

        def read(f: Any) -> tuple[int, int, int]:
            d = ev(f)
            return (int(d.mem.load(d.off, T.UINT)), int(d.mem.load(d.off + 4, T.UINT)),
                    int(d.mem.load(d.off + 8, T.UINT)))
        return read

    # -- kernels -----------------------------------------------------------------------------
    def ub_alloc(self, leaf: T.CType, count: int, c: Any, space: str = "ub") -> Callable[[], Pointer]:
        """A ``__ubuf__`` (or, with ``space="l1"``, ``__cbuf__``) local array's allocation."""
        elem = T.elem_of(leaf)
        if elem is None:
            assert self.rt.comp is not None
            raise self.rt.comp.fail(c, f"{'__ubuf__' if space == 'ub' else 'cube-core buffer'} arrays of {leaf.name}")
        # Looked up at each declaration, so that a test may watch the arrays a program makes.
        make = {"l1": device_memory.l1_array, "ub": device_memory.ub_array, "l0a": aicore.l0a_array,
                "l0b": aicore.l0b_array, "l0c": aicore.l0c_array, "fb": aicore.fb_array, "bt": aicore.bt_array}[space]

        def alloc() -> Pointer:
            p = make(elem, count)
            return Pointer(DevMem.of(p.mem, p.alloc), p.addr)
        return alloc

    def dynamic_ub(self, leaf: T.CType, c: Any) -> Callable[[], Pointer]:
        """``extern __ubuf__ T name[]``: the running block's dynamic UB (the launch's second argument),
        the same bytes for every such declaration."""
        if T.elem_of(leaf) is None:
            assert self.rt.comp is not None
            raise self.rt.comp.fail(c, f"extern __ubuf__ arrays of {leaf.name}")

        def region() -> Pointer:
            ub = CTX.require_ub(f"the dynamic UB array {c.spelling}")
            alloc = ub.dynamic()
            return Pointer(DevMem.of(ub, alloc), alloc.base)
        return region


def check_launch_config(name: str, blocks: int, dyn_ub: int) -> None:
    """The checks of ``kernel<<<blocks, dyn_ub, stream>>>`` the vendor documents: 1 to 65535 blocks, and a
    dynamic UB size that fits in the Unified Buffer left to the program (reported at the launch line)."""
    if not 1 <= blocks <= arch.MAX_BLOCKS:
        raise RunError(f"launch of {name}: {blocks} blocks; a launch takes 1 to {arch.MAX_BLOCKS} blocks")
    usable = arch.current().ub_usable_bytes
    if not 0 <= dyn_ub <= usable:
        raise RunError(f"launch of {name}: a dynamic UB size of {dyn_ub} bytes; at most {usable} bytes of the "
                       f"Unified Buffer are available to a kernel on {arch.current().name} (less its static arrays)")


def check_kernel_pointer(name: str, index: int, ty: T.PtrType, v: Any) -> None:
    """A pointer argument of a launch: device memory (from ``aclrtMalloc``), aligned for its element type."""
    if v is None:
        return
    if not isinstance(v, Pointer):
        raise RunError(f"kernel {name}: parameter {index} is not a data pointer where a {ty.name} is expected")
    if not isinstance(v.mem, DevMem):
        what = "a host pointer" if v.mem.space == "host" and isinstance(v.mem, (ByteMem, SlotMem)) else \
            "not a device pointer"
        raise RunError(f"kernel {name}: parameter {index} is {what} ({v.mem.describe()}) where a {ty.name} "
                       "in device memory is expected; pass memory from aclrtMalloc")
    size = ty.pointee.size if ty.pointee.is_scalar else 1
    if size > 1 and v.off % size:
        raise RunError(f"kernel {name}: parameter {index} is the address 0x{v.off:x}, not a multiple of {size} "
                       f"bytes as a {ty.name} must be")


