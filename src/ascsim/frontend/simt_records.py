"""Records (structs and classes) in the SIMT lockstep engine.

A record value over the threads is a :class:`~ascsim.frontend.simt_values.Rec`: one lockstep value per
leaf member (scalars and pointers; nested records and arrays of members flattened), keyed by the leaf's
byte offset in clang's layout of the record (the offsets, sizes and alignment the ordinary compiler's
:class:`~ascsim.frontend.ctype.StructType` holds). A record variable's slot holds such a value; ``&x`` and
``this`` are pointers whose memory is a :class:`~ascsim.frontend.simt_values.VarMem` naming the slot, so
member access, methods and constructors work alike on variables and on records in GM or UB: every member
access is a read or write of a typed value at a pointer (:func:`load_at`, :func:`store_at`).

Compile-time half: :class:`SimtRecords`, mixed into the lockstep compiler (member expressions, ``this``,
constructors, member initializers, method calls, the implicit copy assignment, braced initializers).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import numpy as np

from ..runtime import simt_memory
from ..runtime.simt import Threads
from . import ctype as T
from .compiler_base import strip
from .errors import RunError
from .memory import ByteMem, DevMem, Pointer
from .simt_values import (
    LockstepUnsupported,
    Rec,
    SFrame,
    VarMem,
    X,
    as_array,
    dtype_of,
    merge,
    storage_dtype,
    temp_frame,
    temp_pointer,
    var_pointer,
)

#: (frame, mask, pointer to the object) -> None: a construction or an initialisation in place.
Build = Callable[[SFrame, Any, Any], None]


# -- layout ------------------------------------------------------------------------------------
@functools.cache
def leaves_of(ty: T.CType) -> dict[int, T.CType]:
    """The leaves of a record or array type (byte offset -> scalar or pointer type), nested members and
    array elements flattened; a scalar or pointer type is its own single leaf at offset 0."""
    if isinstance(ty, T.StructType):
        if ty.config_union is not None:
            raise LockstepUnsupported("?", f"the configuration union {ty.name}")
        out: dict[int, T.CType] = dict(ty.scalars)
        for off, lt in ty.objects:
            if not isinstance(lt, (T.PtrType, T.NullptrType)):
                raise LockstepUnsupported("?", f"a {ty.name} holding a {lt.name} (records of library objects run "
                                          "thread by thread)")
            out[off] = lt
        return dict(sorted(out.items()))
    if isinstance(ty, T.ArrayType):
        elem = leaves_of(ty.elem)
        return {i * ty.elem.size + o: lt for i in range(ty.count) for o, lt in elem.items()}
    if dtype_of(ty) is None and not isinstance(ty, (T.PtrType, T.NullptrType)):
        raise LockstepUnsupported("?", f"a value of type {ty.name}")
    return {0: ty}


@functools.cache
def padding_of(ty: T.CType) -> list[int]:
    """The byte offsets of a record's padding: the bytes no leaf member covers."""
    covered = np.zeros(max(ty.size, 0), np.bool_)
    for off, lt in leaves_of(ty).items():
        covered[off:off + max(lt.size, 1)] = True
    return [int(k) for k in np.flatnonzero(~covered)]


def is_record(ty: T.CType) -> bool:
    return isinstance(ty, T.StructType)


def derives_from(derived: T.StructType, base: T.StructType) -> bool:
    """Whether ``base`` is a base class of ``derived`` (directly or through its bases)."""
    return any(b is base or b.name == base.name or derives_from(b, base) for b in derived.bases)


def base_view(x: X, base: T.StructType) -> X:
    """A derived object as its base class (``const Base&`` bound to a derived object, a base member read
    through it): the base lies at offset 0, so its pointer is the object's and its value the leaves it has."""
    keep = set(leaves_of(base))
    ev = x.ev

    def value(f: SFrame, m: Any) -> Any:
        whole = ev(f, m)
        return Rec({off: v for off, v in whole.v.items() if off in keep}) if isinstance(whole, Rec) else whole
    return X(base, value, None, x.addr)


def zero_value(ty: T.CType) -> Any:
    """A new value of ``ty`` with every leaf zero (null pointers)."""
    if isinstance(ty, (T.StructType, T.ArrayType)):
        return Rec({o: _zero_leaf(lt) for o, lt in leaves_of(ty).items()})
    return _zero_leaf(ty)


def _zero_leaf(ty: T.CType) -> Any:
    dt = dtype_of(ty)
    return dt.type(0) if dt is not None else None


def from_object(p: Any, st: T.StructType) -> Rec:
    """A record the ordinary compiler built (a kernel's argument: a pointer to its bytes and pointers) as a
    lockstep value, the same for every thread."""
    if not isinstance(p, Pointer):
        raise RunError(f"a {st.name} argument that is no object")
    mem, base = p.mem, int(p.off)
    out: dict[int, Any] = {}
    for o, lt in leaves_of(st).items():
        dt = dtype_of(lt)
        if dt is not None and isinstance(mem, ByteMem):  # the exact bits (a NaN's payload, -0.0)
            out[o] = mem.arr[base + o:base + o + lt.size].view(dt)[0]
        else:
            v = mem.load(base + o, lt)
            out[o] = dt.type(v) if dt is not None else v
    return Rec(out)


def default_member_init(fd: Any) -> Any:
    """A member's default initializer (``int x = 3;``), or None."""
    # After the member's name: an array's size or a template argument of its type comes before it.
    exprs = [ch for ch in fd.get_children() if ch.kind.is_expression() and ch.extent.start.offset > fd.location.offset]
    if not exprs:
        return None
    if fd.type.get_canonical().kind.name == "CONSTANTARRAY" and strip(exprs[-1]).kind.name not in (
            "INIT_LIST_EXPR", "STRING_LITERAL"):
        return None  # the array's size
    return exprs[-1]


def offset_pointer(p: Any, nbytes: int) -> Any:
    if p is None:
        raise RunError("a member of an object through a null pointer")
    return Pointer(p.mem, p.off + nbytes) if nbytes else p


# -- reads and writes at a pointer -----------------------------------------------------------------
def load_at(t: Threads, m: Any, p: Any, ty: T.CType, at: str, view: bool = False) -> Any:
    """The value of type ``ty`` each active thread reads at its address of ``p`` (``view``: a scalar type's
    values may be a read-only view of the memory, for a caller that uses them before any write)."""
    if p is None:
        raise RunError(f"dereferences a null pointer (at {at})")
    mem = p.mem
    if isinstance(mem, VarMem):
        return _by_offset(t, m, p.off, lambda k, mk: _var_read(t, mem, k, ty))
    if isinstance(mem, DevMem):
        return _dev_load(t, m, mem, p.off, ty, view)
    raise RunError(f"SIMT threads access {mem.describe()} through a pointer; they reach only GM, UB and their "
                   "own variables")


def store_at(t: Threads, m: Any, p: Any, ty: T.CType, v: Any, at: str) -> None:
    """Each active thread writes its value ``v`` of type ``ty`` at its address of ``p``."""
    if p is None:
        raise RunError(f"dereferences a null pointer (at {at})")
    mem = p.mem
    if isinstance(mem, VarMem):
        offs = np.asarray(p.off)
        slots = mem.frame.s
        val = slots[mem.idx]
        if offs.ndim == 0:
            val = _var_write(t, mem, val, int(offs), ty, v, m)
        else:
            for k in _offsets(offs, m):
                mk = offs == k if m is None else (offs == k) & m
                val = _var_write(t, mem, val, int(k), ty, v, mk)
        slots[mem.idx] = val
        return
    if isinstance(mem, DevMem):
        _dev_store(t, m, mem, p.off, ty, v)
        return
    raise RunError(f"SIMT threads access {mem.describe()} through a pointer; they reach only GM, UB and their "
                   "own variables")


def _offsets(offs: np.ndarray, m: Any) -> np.ndarray:
    """The different offsets the active threads use."""
    return np.unique(offs if m is None else offs[m])


def _by_offset(t: Threads, m: Any, off: Any, read: Callable[[int, Any], Any]) -> Any:
    """``read(offset, mask)`` for each offset the active threads use, each thread's value from its own."""
    offs = np.asarray(off)
    if offs.ndim == 0:
        return read(int(offs), m)
    ks = _offsets(offs, m)
    if ks.size == 1:
        return read(int(ks[0]), m)
    out: Any = None
    for k in ks:
        mk = offs == k
        out = merge(t, mk, read(int(k), mk), out)
    return out


def _leaf_at(vm: VarMem, off: int, size: int) -> tuple[int, T.CType]:
    """The leaf of the variable holding the bytes [off, off + size)."""
    for lo, lt in leaves_of(vm.ty).items():
        if lo <= off and off + size <= lo + lt.size:
            return lo, lt
    raise RunError(f"an access of {size} bytes at offset {off} of {vm.describe()}, which has no member there "
                   f"(it is {vm.ty.size} bytes)")


def _var_read(t: Threads, vm: VarMem, off: int, ty: T.CType) -> Any:
    val = vm.frame.s[vm.idx]
    if off == 0 and ty is vm.ty:
        return val
    if isinstance(ty, (T.StructType, T.ArrayType)):
        return Rec({o: _var_read(t, vm, off + o, lt) for o, lt in leaves_of(ty).items()})
    lo, lt = _leaf_at(vm, off, ty.size)
    leaf = val.v.get(lo) if isinstance(val, Rec) else val
    if lo == off and (lt is ty or isinstance(lt, T.PtrType) and isinstance(ty, T.PtrType)):
        return leaf
    return _reinterpret(t, leaf, lt, off - lo, ty)


def _reinterpret(t: Threads, leaf: Any, lt: T.CType, start: int, ty: T.CType) -> Any:
    """Bytes [start, start + size of ty) of each thread's ``leaf`` of type ``lt``, read as a ``ty``."""
    ldt, dt = dtype_of(lt), dtype_of(ty)
    if ldt is None or dt is None:
        raise RunError(f"SIMT code reads a {lt.name} member as a {ty.name}")
    raw = as_array(t, leaf if leaf is not None else 0).astype(ldt).view(np.uint8).reshape(t.n, lt.size)
    return np.ascontiguousarray(raw[:, start:start + ty.size]).view(dt).reshape(t.n)


def _var_write(t: Threads, vm: VarMem, val: Any, off: int, ty: T.CType, v: Any, m: Any) -> Any:
    """The variable's new value after the active threads write ``v`` (a ``ty``) at ``off``."""
    simt_memory.WRITES[0] += 1  # perhaps another function's variable: a write a waiting loop may wait for
    if off == 0 and ty is vm.ty:
        return merge(t, m, v, val)
    if isinstance(ty, (T.StructType, T.ArrayType)):
        for o, lt in leaves_of(ty).items():
            val = _var_write(t, vm, val, off + o, lt, v.v.get(o), m)
        return val
    lo, lt = _leaf_at(vm, off, ty.size)
    old = val.v.get(lo) if isinstance(val, Rec) else val
    if not (lo == off and (lt is ty or isinstance(lt, T.PtrType) and isinstance(ty, T.PtrType))):
        ldt, dt = dtype_of(lt), dtype_of(ty)
        if ldt is None or dt is None:
            raise RunError(f"SIMT code writes a {ty.name} over a {lt.name} member")
        raw = as_array(t, old if old is not None else 0).astype(ldt).view(np.uint8).reshape(t.n, lt.size).copy()
        raw[:, off - lo:off - lo + ty.size] = as_array(t, v).astype(dt).view(np.uint8).reshape(t.n, ty.size)
        v = raw.view(ldt).reshape(t.n)
    new = merge(t, m, v, old)
    if not isinstance(val, Rec):
        return new
    leaves = dict(val.v)
    leaves[lo] = new
    return Rec(leaves)


def _dev_load(t: Threads, m: Any, mem: DevMem, off: Any, ty: T.CType, view: bool = False) -> Any:
    if isinstance(ty, (T.StructType, T.ArrayType)):
        return Rec({o: _dev_load(t, m, mem, off + o, lt) for o, lt in leaves_of(ty).items()})
    dt = storage_dtype(ty)
    if dt is None:
        raise RunError(f"SIMT code reads a {ty.name} from {mem.describe()} (GM and UB hold no lockstep pointers)")
    return simt_memory.load(t, mem.mem, mem.alloc, off, dt, m, f"read of {ty.name}", view)


def _dev_store(t: Threads, m: Any, mem: DevMem, off: Any, ty: T.CType, v: Any) -> None:
    if isinstance(ty, (T.StructType, T.ArrayType)):
        # Member by member: the padding between members is not written.
        for o, lt in leaves_of(ty).items():
            _dev_store(t, m, mem, off + o, lt, v.v.get(o))
        return
    dt = storage_dtype(ty)
    if dt is None:
        raise RunError(f"SIMT code writes a {ty.name} to {mem.describe()} (GM and UB hold no lockstep pointers)")
    simt_memory.store(t, mem.mem, mem.alloc, off, v, dt, m, f"write of {ty.name}")


# -- compile time ----------------------------------------------------------------------------------
class SimtRecords:
    """The record half of the lockstep compiler (expressions: :mod:`simt_exprs`; statements and functions:
    :mod:`simt_lockstep`)."""

    comp: Any
    kinds: Any
    fn: Any

    # provided by the other halves
    def expr(self, c: Any) -> X:
        raise NotImplementedError

    def rvalue(self, c: Any, ty: T.CType | None = None) -> X:
        raise NotImplementedError

    def refuse(self, c: Any, what: str) -> LockstepUnsupported:
        raise NotImplementedError

    def where(self, c: Any) -> str:
        raise NotImplementedError

    def ctype(self, c: Any) -> T.CType:
        raise NotImplementedError

    def ctor_function(self, st: T.StructType, ctor: Any) -> Any:
        raise NotImplementedError

    def bind_call(self, c: Any, fn: Any, args: list[Any]) -> Callable[[SFrame, Any, Any], Any]:
        raise NotImplementedError

    # -- types ---------------------------------------------------------------------------------
    def record_type(self, c: Any, ty: T.CType) -> T.CType:
        """``ty``, once checked to be a record (or array) lockstep can hold: leaves of scalars and pointers."""
        try:
            leaves_of(ty)
        except LockstepUnsupported as e:
            raise self.refuse(c, e.what) from None
        return ty

    # -- lvalues at pointers ---------------------------------------------------------------------
    def lvalue_at(self, c: Any, ty: T.CType, addr: Callable[[SFrame, Any], Any]) -> X:
        """The object of type ``ty`` at ``addr(frame, mask)`` (one address per thread)."""
        if isinstance(ty, T.ArrayType):  # an array member: used by its address
            return X(ty, addr, None, addr)
        if dtype_of(ty) is None and not isinstance(ty, (T.PtrType, T.StructType)):
            raise self.refuse(c, f"reading or writing a {ty.name} through a pointer")
        if isinstance(ty, T.StructType):
            self.record_type(c, ty)
        at = self.where(c)

        def ev(f: SFrame, m: Any) -> Any:
            return load_at(f.t, m, addr(f, m), ty, at)

        def put(f: SFrame, m: Any, v: Any) -> None:
            store_at(f.t, m, addr(f, m), ty, v, at)
        x = X(ty, ev, put, addr)
        if dtype_of(ty) is not None:
            def peek(f: SFrame, m: Any) -> Any:
                return load_at(f.t, m, addr(f, m), ty, at, True)
            x.peek = peek
        return x

    def this_x(self, c: Any) -> X:
        fn = self.fn
        if fn is None or fn.this_slot is None:
            raise self.refuse(c, "this outside a member function")
        slot, ty = fn.this_slot, fn.this_ty
        return X(T.ptr(ty), lambda f, m: f.s[slot])

    def member_x(self, c: Any) -> X:
        """``obj.member``, ``p->member`` and a member named in a member function."""
        d = c.referenced
        if d is None or d.kind != self.kinds.FIELD_DECL:
            raise self.refuse(c, f"the member {c.spelling}")
        kids = [k for k in c.get_children() if k.kind.is_expression()]
        base = self.expr(kids[0]) if kids else self.this_x(c)
        if isinstance(base.ty, T.PtrType):
            st, where = base.ty.pointee, base.ev
        elif base.addr is not None:
            st, where = base.ty, base.addr
        else:  # a member of a record value (a call's result): read from a temporary holding it
            st, value = base.ty, base.ev

            def where(f: SFrame, m: Any) -> Any:
                return temp_pointer(f.t, st, value(f, m))
        if not isinstance(st, T.StructType) or c.spelling not in st.fields:
            raise self.refuse(c, f"the member {c.spelling} of {st.name}")
        off, fty = st.fields[c.spelling]
        return self.lvalue_at(c, fty, lambda f, m: offset_pointer(where(f, m), off))

    # -- construction ----------------------------------------------------------------------------
    def construct(self, c: Any, st: T.StructType, init: Any) -> Build:
        """The ``st`` object at the pointer built from the initializer ``init`` (None: default initialisation)."""
        kinds = self.kinds
        self.record_type(c, st)
        if init is None:
            return self.default_construct(c, st)
        s = strip(init)
        if s.kind == kinds.INIT_LIST_EXPR:
            kids = list(s.get_children())
            if s.type.kind.name == "VOID":  # libclang's ``{a, b}`` of a class with constructors: pick by count
                ctors = [ch for ch in st.decl.get_children() if ch.kind == kinds.CONSTRUCTOR
                         and not ch.is_copy_constructor() and not ch.is_move_constructor()
                         and len(list(ch.get_arguments())) == len(kids)]
                if len(ctors) == 1:
                    return self.ctor_call(st, ctors[0], kids, s)
            fds = self.comp._fields(st)
            if len(kids) > len(fds) or st.bases and kids:
                raise self.refuse(s, f"this braced initializer of {st.name}")
            return self.member_inits(st, {fd.spelling: k for fd, k in zip(fds, kids, strict=False)}, s)
        if s.kind == kinds.CALL_EXPR and s.referenced is not None and s.referenced.kind == kinds.CONSTRUCTOR:
            return self.ctor_call(st, s.referenced, list(s.get_arguments()), s)
        ev = self.rvalue(init, st).ev
        at = self.where(c)
        return lambda f, m, p: store_at(f.t, m, p, st, ev(f, m), at)

    def default_construct(self, c: Any, st: T.StructType) -> Build:
        ctors = [ch for ch in st.decl.get_children() if ch.kind == self.kinds.CONSTRUCTOR]
        ctor = next((ch for ch in ctors if ch.is_default_constructor()), None)
        if ctor is not None and self.comp._user_provided(ctor):
            return self.ctor_call(st, ctor, [], c)
        if ctor is None and any(self.comp._user_provided(ch) for ch in ctors):
            raise self.refuse(c, f"{st.name} has no default constructor")
        return self.member_inits(st, {}, c)

    def member_inits(self, st: T.StructType, explicit: dict[str, Any], c: Any) -> Build:
        """Every member of the object initialised in declaration order: from ``explicit`` (member name ->
        initializer), else its default member initializer, else left as it is (zero in a new variable)."""
        steps: list[tuple[int, Build]] = []
        for base in st.bases:  # at offset 0 (the ordinary compiler's layout rule)
            steps.append((0, self.construct(c, base, explicit.get(f"<base>{base.name}"))))
        for fd in self.comp._fields(st):
            off, fty = st.fields[fd.spelling]
            init = explicit.get(fd.spelling)
            if init is None:
                init = default_member_init(fd)
            step = self.object_init(fty, init, fd)
            if step is not None:
                steps.append((off, step))
        seq = tuple(steps)

        def run(f: SFrame, m: Any, p: Any) -> None:
            for off, step in seq:
                step(f, m, offset_pointer(p, off))
        return run

    def object_init(self, ty: T.CType, init: Any, c: Any) -> Build | None:
        """A member (or element) of type ``ty`` initialised from ``init``; None when nothing is done."""
        if isinstance(ty, T.StructType):
            return self.construct(c, ty, init)
        if isinstance(ty, T.ArrayType):
            if init is None:
                return None
            s = strip(init)
            if s.kind != self.kinds.INIT_LIST_EXPR:
                raise self.refuse(c, f"this initializer of an array member of type {ty.name}")
            parts = [(i * ty.elem.size, self.object_init(ty.elem, k, c)) for i, k in enumerate(s.get_children())]
            seq = tuple((o, b) for o, b in parts if b is not None)

            def fill(f: SFrame, m: Any, p: Any) -> None:
                for o, b in seq:
                    b(f, m, offset_pointer(p, o))
            return fill
        if init is None:
            return None
        s = strip(init)
        if s.kind == self.kinds.INIT_LIST_EXPR:  # ``int x{3}``
            kids = list(s.get_children())
            if len(kids) > 1:
                raise self.refuse(c, f"this initializer of a {ty.name}")
            if not kids:
                zero = _zero_leaf(ty)
                return lambda f, m, p: store_at(f.t, m, p, ty, zero, "")
            init = kids[0]
        ev = self.rvalue(init, ty).ev
        at = self.where(c)
        return lambda f, m, p: store_at(f.t, m, p, ty, ev(f, m), at)

    def ctor_call(self, st: T.StructType, ctor: Any, args: list[Any], c: Any) -> Build:
        """The constructor ``ctor`` of ``st`` run with ``args`` on the object at the pointer."""
        comp = self.comp
        if not comp._user_provided(ctor):
            if (ctor.is_copy_constructor() or ctor.is_move_constructor()) and len(args) == 1:
                src = self.rvalue(args[0], st).ev
                at = self.where(c)
                return lambda f, m, p: store_at(f.t, m, p, st, src(f, m), at)
            if ctor.is_default_constructor() and not args:
                return self.member_inits(st, {}, c)
            raise self.refuse(c, f"the constructor {ctor.displayname} of {st.name} (it is never defined)")
        return self.bind_call(c, self.ctor_function(st, ctor), args)

    def ctor_parts(self, st: T.StructType, d: Any) -> tuple[list[Any], Any, dict[str, Any]]:
        """A constructor's parameters, its body and its member initializer list (member name -> initializer)."""
        kinds = self.kinds
        kids = list(d.get_children())
        explicit: dict[str, Any] = {}
        params, body = [], None
        for i, ch in enumerate(kids):
            if ch.kind == kinds.PARM_DECL:
                params.append(ch)
            elif ch.kind == kinds.MEMBER_REF and i + 1 < len(kids):
                explicit[ch.spelling] = kids[i + 1]
            elif ch.kind == kinds.TYPE_REF and i + 1 < len(kids) and kids[i + 1].kind.is_expression():
                bty = self.comp.ctype(ch.type, ch)
                if bty is st or not isinstance(bty, T.StructType) or bty not in st.bases:
                    raise self.refuse(ch, "delegating constructors")
                explicit[f"<base>{bty.name}"] = kids[i + 1]
            elif ch.kind == kinds.COMPOUND_STMT:
                body = ch
            elif ch.kind == kinds.CXX_TRY_STMT:
                raise self.refuse(ch, "function try blocks")
        return params, body, explicit

    def temp_record(self, st: T.StructType, build: Build) -> X:
        """The value of a new ``st`` object built by ``build`` (a constructor call or a braced list as a value)."""
        def ev(f: SFrame, m: Any) -> Any:
            h = temp_frame(f.t, zero_value(st))
            build(f, m, var_pointer(h, 0, st))
            return h.s[0]
        return X(st, ev)

    def init_list_x(self, c: Any) -> X:
        """``{a, b}`` as a value of a record type."""
        ty = self.ctype(c)
        if not isinstance(ty, T.StructType):
            raise self.refuse(c, f"a braced list of type {ty.name}")
        return self.temp_record(ty, self.construct(c, ty, c))

    def assign_record(self, c: Any, lv: X, src: Any) -> X:
        """The implicit copy (or move) assignment ``lv = src`` of a record: every leaf copied, and between
        GM/UB objects the padding bytes too (as the compiler's copy of the object's bytes does)."""
        if lv.put is None:
            raise self.refuse(c, f"an assignment to this {lv.ty.name}")
        sx = self.rvalue(src, lv.ty)
        put, ev = lv.put, sx.ev
        padding = padding_of(lv.ty)
        s_addr, d_addr = sx.addr, lv.addr
        if not padding or s_addr is None or d_addr is None:
            def assign(f: SFrame, m: Any) -> Any:
                v = ev(f, m)
                put(f, m, v)
                return v
            return X(lv.ty, assign, put, lv.addr)
        what = f"copy of {lv.ty.name}"

        def assign_bytes(f: SFrame, m: Any) -> Any:
            v = ev(f, m)
            put(f, m, v)
            sp, dp = s_addr(f, m), d_addr(f, m)
            if isinstance(getattr(sp, "mem", None), DevMem) and isinstance(getattr(dp, "mem", None), DevMem):
                simt_memory.copy_bytes(f.t, m, (sp.mem.mem, sp.mem.alloc, sp.off), (dp.mem.mem, dp.mem.alloc, dp.off),
                                       padding, what)
            return v
        return X(lv.ty, assign_bytes, put, lv.addr)

    def object_pointer(self, obj: X) -> Callable[[SFrame, Any], Any]:
        """``this`` for a member function called on ``obj`` (a pointer, an object, or a record value)."""
        if isinstance(obj.ty, T.PtrType):
            return obj.ev
        if obj.addr is not None:
            return obj.addr
        st, value = obj.ty, obj.ev
        return lambda f, m: temp_pointer(f.t, st, value(f, m))
