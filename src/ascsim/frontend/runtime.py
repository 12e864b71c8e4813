"""The interpreter's run-time services for device code: kernel output, object construction and
copying, and the dispatch of calls into native implementations (the C library subset in
:mod:`stdlib`, the C API)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, BinaryIO

from .. import regs
from ..errors import ContextError
from ..runtime.context import CTX
from . import clangutil as cu
from . import ctype as T
from . import stdlib
from .calls import Calls, NativeCall
from .compiler import Compiler
from .compiler_base import Compiled, Cur, Frame, array_copier, qualified_name
from .device import Device
from .errors import HOST_LIBRARY
from .memory import Pointer
from .objects import OutStream
from .simt_fallback import builtin_dim3, native


class Runtime:
    """Everything the compiled program needs at run time besides its own frames."""

    def __init__(self, stdout: BinaryIO, stderr: BinaryIO) -> None:
        self.cur = Cur()
        self.stdout = OutStream(stdout)
        self.stderr = OutStream(stderr, autoflush=True)
        self.calls = Calls(self)
        self.device = Device(self)
        self.comp: Compiler | None = None
        #: Temporary objects with destructors, in order of construction (see ``Compiler.as_temp``).
        self.temps: list[tuple[Any, Callable[[Any], None]]] = []

    def flush(self) -> None:
        self.stdout.flush()
        self.stderr.flush()

    # -- objects -----------------------------------------------------------------------------
    def register_class(self, qname: str) -> Any:
        cls = getattr(regs, qname, None)
        if isinstance(cls, type) and (issubclass(cls, regs.Register) or qname in ("vector_align", "addr_reg")):
            return cls
        return None

    def default_maker(self, ty: T.CType, c: Any) -> Callable[[], Any]:
        """A function making a default-initialised object of ``ty``."""
        assert self.comp is not None
        if isinstance(ty, T.StructType):
            return self.comp.struct_maker(ty, c)
        if isinstance(ty, T.ClassType):
            if ty.role == "register":
                cls = ty.arg
                return lambda: cls()
            raise self.comp.fail(c, f"objects of the class {ty.name}")
        if isinstance(ty, T.FloatType):
            return lambda: 0.0
        if isinstance(ty, T.PtrType):
            return lambda: None
        return lambda: 0

    def copier(self, ty: T.CType, c: Any) -> Callable[[Any], Any]:
        """A function copying a value of ``ty`` (C++ copy construction)."""
        assert self.comp is not None
        if isinstance(ty, T.StructType):
            fresh = self.comp.struct_fresh_copy(ty, lambda p: p)
            return lambda v: fresh(v)
        if not isinstance(ty, T.ClassType):
            return lambda v: v
        if ty.role == "register":
            return lambda r: r.copy()
        if ty.role == "initlist":
            return lambda lst: list(lst)
        if ty.role == "lambda":
            # A closure copies its by-value captures; by-reference ones are pointers (or shared objects).
            copies: list[tuple[int, Callable[[Any], Any]]] = []
            for i, cap in enumerate(ty.arg.caps):
                if cap.byref:
                    continue
                if isinstance(cap.ty, (T.ClassType, T.StructType)):
                    copies.append((i, self.copier(cap.ty, c)))
                elif isinstance(cap.ty, T.ArrayType):
                    copies.append((i, array_copier(lambda p: p, cap.ty, self.copier(cap.ty.leaf, c))))
            if not copies:
                return lambda clo: list(clo)

            def copy_closure(clo: list[Any]) -> list[Any]:
                out = list(clo)
                for i, copy in copies:
                    out[i] = copy(out[i])
                return out
            return copy_closure
        raise self.comp.fail(c, f"copies of {ty.name}")

    def ub_alloc(self, leaf: T.CType, count: int, c: Any, space: str = "ub") -> Callable[[], Pointer]:
        return self.device.ub_alloc(leaf, count, c, space)

    def dynamic_ub(self, leaf: T.CType, c: Any) -> Callable[[], Pointer]:
        return self.device.dynamic_ub(leaf, c)

    # -- prelude names -----------------------------------------------------------------------
    def prelude_var(self, comp: Compiler, d: Any, c: Any) -> Compiled:
        q = qualified_name(d)
        ty = comp.ctype(c.type, c)
        if q in ("block_idx", "block_num"):
            attr = q

            def read(f: Frame) -> int:
                if CTX.core is None:
                    raise ContextError(f"{attr} is only defined inside a kernel launch")
                return int(getattr(CTX, attr))
            return Compiled(ty, read)
        if q in ("threadIdx", "blockIdx", "blockDim", "gridDim"):
            return builtin_dim3(q, ty)
        v = cu.evaluate(d)
        if v is None:
            raise comp.fail(c, f"the library variable {q}")
        if isinstance(ty, T.IntType):
            v = ty.wrap(int(v))
        return Compiled(ty, lambda f: v)

    # -- natives -----------------------------------------------------------------------------
    def is_native_decl(self, comp: Compiler, decl: Any) -> bool:
        # Compiler builtins (__builtin_popcount...) are declared by clang itself.
        return comp.in_prelude(decl) or decl.spelling.startswith("__builtin_")

    def native(self, native_call: NativeCall) -> Compiled:
        comp = native_call.comp
        kinds = comp.kinds
        decl = native_call.decl
        if native_call.obj is not None:
            ot = native_call.obj.ty
            if isinstance(ot, T.ByteFloatType):
                return stdlib.byte_float_method(native_call)
            if isinstance(ot, T.ClassType) and ot.role == "register" and native_call.name == "operator=":
                return self._register_assign(native_call)
            raise native_call.fail(f"{ot.name}::{native_call.name}")
        if decl.kind == kinds.CONSTRUCTOR:
            ty = comp.ctype(native_call.c.type, native_call.c)
            if isinstance(ty, T.ClassType) and ty.role == "register" and len(native_call.arg_cursors) == 1:
                return self._register_cast(native_call, ty)
            raise native_call.fail(f"this constructor of {ty.name}")
        parent = qualified_name(decl.semantic_parent) if decl.semantic_parent is not None else ""
        if parent == "std::numeric_limits":
            return stdlib.limits_method(native_call)
        impl = stdlib.NATIVES.get(native_call.qname)
        if impl is not None:
            return impl(native_call)
        path = os.path.abspath(decl.location.file.name)
        rel = os.path.relpath(path, cu.INCLUDE_DIR).replace(os.sep, "/")
        if native_call.name == "asc_vf_call":  # a __simd_vf__ (c_api) or a __simt_vf__ (simt_api) function
            return self.device.vf_call(native_call)
        if rel.startswith("simt_api/"):
            return native(native_call)
        if rel.startswith("c_api/") or rel == "kernel_operator.h":
            return self.device.c_api_call(native_call)
        raise native_call.fail(f"the library function {native_call.qname} in device code: {HOST_LIBRARY}")

    def _register_cast(self, native_call: NativeCall, ty: T.ClassType) -> Compiled:
        """``(vector_T)r``: a register of another element type holding the same 256 bytes."""
        (src,) = native_call.evs()
        cls = ty.arg

        def cast(f: Frame) -> Any:
            r = cls()
            r.write(src(f).read("register cast").view(cls.raw_dtype))
            return r
        return Compiled(ty, cast)

    def _register_assign(self, native_call: NativeCall) -> Compiled:
        obj = native_call.obj
        assert obj is not None
        dst = obj.ev
        (src,) = native_call.evs()

        def assign(f: Frame) -> Any:
            d, s = dst(f), src(f)
            if d is not s:
                # Registers never mutate their bit arrays, so sharing them is a copy. Reading an
                # unwritten register reports it, as any read of it does.
                d.write(s.read("assignment"))
            return d
        return Compiled(obj.ty, assign)
