"""The interpreter's run-time services: streams, object construction and copying, and the
dispatch of calls into native implementations (standard library, C API, ACL)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, BinaryIO

from . import callables, chrono_lib, random_lib, stdlib
from . import clangutil as cu
from . import ctype as T
from .calls import Calls, NativeCall
from .compiler import Compiler, Cur, E, Frame, array_copier, qualified_name
from .device import Device
from .errors import RunError
from .memory import Memory, Pointer
from .objects import FunctionObj, OStream, StringObj, VectorObj


class _FileMem(Memory):
    """What ``stdout``/``stderr`` (``FILE*``) point to."""

    def describe(self) -> str:
        return "a FILE"


_FILES = _FileMem()
STDOUT_FILE = Pointer(_FILES, 1)
STDERR_FILE = Pointer(_FILES, 2)


class Runtime:
    """Everything the compiled program needs at run time besides its own frames."""

    def __init__(self, stdout: BinaryIO, stderr: BinaryIO) -> None:
        self.cur = Cur()
        self.stdout = OStream(stdout)
        self.stderr = OStream(stderr, autoflush=True)
        self.calls = Calls(self)
        self.device = Device(self)
        self.comp: Compiler | None = None
        #: Temporary objects with destructors, in order of construction (see ``Compiler.as_temp``).
        self.temps: list[tuple[Any, Callable[[Any], None]]] = []
        #: Every block ``new`` allocated, in order (a block stays listed after ``delete``).
        self.heap: list[Any] = []

    def flush(self) -> None:
        self.stdout.flush()
        self.stderr.flush()

    def file_stream(self, p: Any) -> OStream:
        if p == STDERR_FILE:
            return self.stderr
        if p == STDOUT_FILE:
            return self.stdout
        raise RunError("writes to a FILE other than stdout or stderr")

    # -- objects -----------------------------------------------------------------------------
    def register_class(self, qname: str) -> Any:
        from .. import regs

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
            if ty.role == "vector":
                elem = ty.arg
                return lambda: VectorObj(elem)
            if ty.role == "string":
                return StringObj
            if ty.role == "register":
                cls = ty.arg
                return lambda: cls()
            if ty.role in ("manip", "launch_args", "launch_cfg"):
                return lambda: None
            if ty.role == "function":
                return FunctionObj
            if ty.role in ("rng", "dist"):
                return random_lib.default_object(ty)
            if ty.role in ("duration", "time_point"):
                zero = 0.0 if isinstance(chrono_lib._dur(ty)[0], T.FloatType) else 0
                return lambda: zero
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
        if ty.role == "vector":
            elem = ty.arg
            inner = self.copier(elem, c) if isinstance(elem, T.ClassType) else None

            def copy_vec(v: VectorObj) -> VectorObj:
                out = VectorObj(elem)
                out.assign_from(v, inner or (lambda x: x))
                return out
            return copy_vec
        if ty.role == "string":
            return lambda s: StringObj(s.bytes())
        if ty.role == "register":
            return lambda r: r.copy()
        if ty.role == "initlist":
            return lambda lst: list(lst)
        if ty.role == "function":
            return lambda fo: fo.clone()
        if ty.role in ("rng", "dist"):
            return lambda v: v.copy()
        if ty.role in ("manip", "launch_args", "launch_cfg", "ostream", "ostream_iter", "duration", "time_point"):
            return lambda v: v  # immutable values (an ostream_iterator holds a stream and a separator)
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
    def prelude_var(self, comp: Compiler, d: Any, c: Any) -> E:
        q = qualified_name(d)
        ty = comp.ctype(c.type, c)
        if q == "std::cout":
            s = self.stdout
            return E(ty, lambda f: s)
        if q in ("std::cerr", "std::clog"):
            s = self.stderr
            return E(ty, lambda f: s)
        if q == "stdout":
            return E(ty, lambda f: STDOUT_FILE)
        if q == "stderr":
            return E(ty, lambda f: STDERR_FILE)
        if q in ("block_idx", "block_num"):
            from ..errors import ContextError
            from ..runtime.context import CTX

            attr = q

            def read(f: Frame) -> int:
                if CTX.core is None:
                    raise ContextError(f"{attr} is only defined inside a kernel launch")
                return int(getattr(CTX, attr))
            return E(ty, read)
        v = cu.evaluate(d)
        if v is None:
            raise comp.fail(c, f"the library variable {q}")
        if isinstance(ty, T.IntType):
            v = ty.wrap(int(v))
        return E(ty, lambda f: v)

    # -- natives -----------------------------------------------------------------------------
    def is_native_decl(self, comp: Compiler, decl: Any) -> bool:
        # Compiler builtins (__builtin_popcount...) are declared by clang itself.
        return comp.in_prelude(decl) or decl.spelling.startswith("__builtin_")

    def native(self, nc: NativeCall) -> E:
        comp = nc.comp
        K = comp.K
        decl = nc.decl
        if nc.obj is not None:
            ot = nc.obj.ty
            if isinstance(ot, T.ByteFloatType):
                return stdlib.byte_float_method(nc)
            if isinstance(ot, T.ClassType):
                if ot.role == "vector":
                    return stdlib.vector_method(nc)
                if ot.role == "string":
                    return stdlib.string_method(nc)
                if ot.role == "ostream":
                    return stdlib.ostream_method(nc)
                if ot.role == "register" and nc.name == "operator=":
                    return self._register_assign(nc)
                if ot.role == "ostream_iter":
                    return stdlib.ostream_iter_method(nc)
                if ot.role == "function":
                    return callables.function_method(nc)
                if ot.role in ("rng", "dist"):
                    return random_lib.method(nc)
                if ot.role in ("duration", "time_point"):
                    return chrono_lib.method(nc)
            raise nc.fail(f"{ot.name}::{nc.name}")
        if decl.kind == K.CONSTRUCTOR:
            ty = comp.ctype(nc.c.type, nc.c)
            if isinstance(ty, T.ClassType) and ty.role == "vector":
                return stdlib.vector_ctor(nc, ty)
            if isinstance(ty, T.ClassType) and ty.role == "string":
                return stdlib.string_ctor(nc)
            if isinstance(ty, T.ClassType) and ty.role == "ostream_iter":
                return stdlib.ostream_iter_ctor(nc, ty)
            if isinstance(ty, T.ClassType) and ty.role == "function":
                return callables.function_ctor(nc, ty)
            if isinstance(ty, T.ClassType) and ty.role in ("rng", "dist"):
                return random_lib.construct(nc, ty)
            if isinstance(ty, T.ClassType) and ty.role in ("duration", "time_point"):
                return chrono_lib.construct(nc, ty)
            if isinstance(ty, T.ClassType) and ty.role == "register" and len(nc.arg_cursors) == 1:
                return self._register_cast(nc, ty)
            raise nc.fail(f"this constructor of {ty.name}")
        parent = qualified_name(decl.semantic_parent) if decl.semantic_parent is not None else ""
        if parent == "std::numeric_limits":
            return stdlib.limits_method(nc)
        if parent.startswith("std::chrono::"):
            return chrono_lib.static(nc, parent)
        if nc.qname.startswith("std::chrono::"):
            return chrono_lib.free(nc)
        if parent in random_lib.ENGINE_NAMES and nc.name in ("min", "max"):
            v = getattr(random_lib.default_object(T.ClassType(parent, 8, "rng", parent))(), nc.name)
            return E(nc.ret, lambda f: v)
        if nc.qname in ("std::operator==", "std::operator!=") and any(
                isinstance(p, T.RefType) and isinstance(p.target, T.ClassType) and p.target.role == "function"
                for p in nc.params):
            return callables.function_compare(nc)
        if nc.qname in ("std::operator==", "std::operator!=") and any(
                isinstance(p, T.RefType) and isinstance(p.target, T.ClassType) and p.target.role == "rng"
                for p in nc.params):
            return random_lib.compare(nc)
        if nc.qname == "std::shuffle":
            return random_lib.shuffle(nc)
        impl = stdlib.NATIVES.get(nc.qname)
        if impl is not None:
            return impl(nc)
        path = os.path.abspath(decl.location.file.name)
        rel = os.path.relpath(path, cu.INCLUDE_DIR).replace(os.sep, "/")
        if rel.startswith("c_api/") or rel == "kernel_operator.h":
            return self.device.c_api_call(nc)
        if rel.startswith("acl/"):
            return self.device.acl_call(nc)
        raise nc.fail(f"the library function {nc.qname}")

    def _register_cast(self, nc: NativeCall, ty: T.ClassType) -> E:
        """``(vector_T)r``: a register of another element type holding the same 256 bytes."""
        (src,) = nc.evs()
        cls = ty.arg

        def cast(f: Frame) -> Any:
            r = cls()
            r.write(src(f).read("register cast").view(cls._raw_dtype))
            return r
        return E(ty, cast)

    def _register_assign(self, nc: NativeCall) -> E:
        obj = nc.obj
        assert obj is not None
        dst = obj.ev
        (src,) = nc.evs()

        def assign(f: Frame) -> Any:
            d, s = dst(f), src(f)
            if d is not s:
                # Registers never mutate their bit arrays, so sharing them is a copy. Reading an
                # unwritten register reports it, as any read of it does.
                d.write(s.read("assignment"))
            return d
        return E(obj.ty, assign)
