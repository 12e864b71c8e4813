"""The compiler's layer of types and objects: clang types to :mod:`ctype`, user structs (layout,
construction, copies) and destruction."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from ..spec.unions import UNIONS
from . import clangutil as cu
from . import ctype as T
from .compiler_base import (
    HOST_HEADERS,
    Compiled,
    CompilerBase,
    Ev,
    Frame,
    Func,
    Scope,
    Stmt,
    VarInfo,
    at_offset,
    mem_lvalue,
    needs_dtor,
    obj_base,
    qualified_name,
    strip,
    struct_copy_fn,
    struct_lvalue,
    unchanged,
)
from .errors import HOST_LIBRARY, RunError
from .memory import ObjMem, Pointer, RecMem


class TypesPart(CompilerBase):
    """Types, objects and their destruction."""

    # -- types -------------------------------------------------------------------------------
    def ctype(self, t: Any, c: Any = None) -> T.CType:
        canon = cu.unqualified(t.get_canonical())
        key = canon.spelling
        if key.startswith("(lambda at "):
            # Each instantiation of a template holding a lambda has its own closure class, all
            # spelled alike.
            key += f"#{canon.get_declaration().hash}"
        ty = self.types.get(key)
        if ty is None:
            ty = self.types[key] = self._make_type(canon, c)
        return ty

    def _make_type(self, t: Any, c: Any) -> T.CType:
        # Raw CXTypeKind numbers: the Python bindings do not name every kind (_Float16, __bf16).
        k = t._kind_id
        simple = {
            2: T.VOID, 3: T.BOOL, 13: T.CHAR, 4: T.UCHAR, 14: T.SCHAR, 5: T.UCHAR, 16: T.SHORT, 8: T.USHORT,
            17: T.INT, 9: T.UINT, 18: T.LONG, 10: T.ULONG, 19: T.LLONG, 11: T.ULLONG, 21: T.FLOAT, 22: T.DOUBLE,
            24: T.NULLPTR, 6: T.CHAR16, 7: T.CHAR32, 15: T.WCHAR, 32: T.HALF, 31: T.HALF, 39: T.BF16,
        }
        if k in simple:
            return simple[k]
        if k == 1 and t.spelling == "__bf16":  # libclang 18 does not expose BFloat16
            return T.BF16
        if k == 101:
            return T.ptr(self.ctype(t.get_pointee(), c))
        if k in (103, 104):
            pointee = t.get_pointee()
            # An rvalue reference binds a temporary: natives take it by value like a const reference.
            return T.ref(self.ctype(pointee, c), k == 104 or bool(pointee.is_const_qualified()))
        if k == 112:
            # Type.element_type checks the kind, which fails for _Float16 elements.
            return T.array(self.ctype(self.ci.conf.lib.clang_getArrayElementType(t), c), t.element_count)
        if k == 114:  # T x[] as a parameter: a pointer
            return T.ptr(self.ctype(self.ci.conf.lib.clang_getArrayElementType(t), c))
        if k == 111:  # a prototype: what a call through a pointer to it passes and returns
            params = [self.ctype(a, c) for a in t.argument_types()]
            return T.FuncType(params, self.ctype(t.get_result(), c))
        if k == 110:
            return T.FuncType()
        if k == 106:
            decl = t.get_declaration()
            base = self.ctype(decl.enum_type, c)
            assert isinstance(base, T.IntType)
            name = t.spelling.replace("const ", "")
            e = T.IntType(name, base.size, base.signed, base.fmt)
            e.rank, e.elem = base.rank, base.elem
            e.enum_names = {ch.enum_value: ch.spelling for ch in decl.get_children()
                            if ch.kind == self.kinds.ENUM_CONSTANT_DECL}
            return e
        if k == 105:
            return self._record_type(t, c)
        if k == 23:
            raise self.fail(c, "long double is not supported (use double)") if c is not None else RunError(
                "long double is not supported")
        what = f"the type {t.spelling}"
        if c is not None:
            raise self.fail(c, f"{what} is not supported")
        raise RunError(f"{what} is not supported")

    def _record_type(self, t: Any, c: Any) -> T.CType:
        decl = t.get_declaration()
        if t.spelling.startswith("(lambda at "):
            return T.ClassType(t.spelling, max(t.get_size(), 1), "lambda", self._lambda_info(decl, c))
        qname = qualified_name(decl)
        size = max(t.get_size(), 1)
        prelude = self.in_prelude(decl)
        if prelude:
            if qname in T.BYTE_FLOATS:
                return T.BYTE_FLOATS[qname]
            if qname == "std::initializer_list":
                elem = self.ctype(t.get_template_argument_type(0), c)
                return T.ClassType(f"std::initializer_list<{elem.name}>", size, "initlist", elem)
            if qname == "std::numeric_limits":
                return T.ClassType(qname, size, "limits")
            reg = self.rt.register_class(qname)
            if reg is not None:
                return T.ClassType(qname, size, "register", reg)
            if os.path.basename(decl.location.file.name) in HOST_HEADERS:
                raise self.fail(c if c is not None else decl, f"the class {t.spelling} in device code: "
                                + HOST_LIBRARY)
        return self._user_record(t, c)

    def _user_record(self, t: Any, c: Any) -> T.StructType:
        """A struct or class of the program: members at clang's offsets."""
        kinds = self.kinds
        decl = t.get_declaration()
        where = c if c is not None else decl
        if t.get_size() < 0:
            raise self.fail(where, f"the incomplete type {t.spelling}")
        st = T.StructType(qualified_name(decl) or t.spelling, t.get_size())
        self.types[t.spelling] = st  # before the members: a member may point to this type
        st.decl = decl
        st.clang_type = t
        if decl.kind == kinds.UNION_DECL:
            return self._config_union(st, where)
        copiers: list[tuple[int, T.CType, Callable[[Any], Any]]] = []
        for ch in [*decl.get_children(), *[f for f in t.get_fields() if f not in list(decl.get_children())]]:
            if ch.kind == kinds.CXX_BASE_SPECIFIER:
                self._base(st, ch, copiers)
                continue
            if ch.kind == kinds.DESTRUCTOR and not ch.is_virtual_method():
                d = ch.get_definition() or ch
                body = next((b for b in d.get_children() if b.kind == kinds.COMPOUND_STMT), None)
                if body is not None and list(body.get_children()):
                    st.dtor_decl = d
            if ch.kind in (kinds.CXX_METHOD, kinds.DESTRUCTOR) and ch.is_virtual_method():
                raise self.fail(ch, f"virtual functions ({st.name}::{ch.spelling})")
            if ch.kind != kinds.FIELD_DECL:
                continue
            if not ch.spelling:
                raise self.fail(ch, "anonymous members")
            if ch.spelling in st.fields:
                raise self.fail(ch, f"a member that hides a base class member ({st.name}::{ch.spelling})")
            if ch.is_bitfield():
                raise self.fail(ch, f"bit-fields ({st.name}::{ch.spelling})")
            fty = self.ctype(ch.type, ch)
            if isinstance(fty, T.RefType):
                raise self.fail(ch, f"reference members ({st.name}::{ch.spelling})")
            off = t.get_offset(ch.spelling) // 8
            st.fields[ch.spelling] = (off, fty)
            self._flatten(st, off, fty, copiers, ch)
        st.copy_into = struct_copy_fn(st, copiers)
        if st.dtor_decl is None and not list(decl.get_children()):
            pattern = self.ci.conf.lib.clang_getSpecializedCursorTemplate(decl)
            if pattern is not None and not pattern.kind.is_invalid() and any(
                    k.kind == kinds.DESTRUCTOR and any(b.kind == kinds.COMPOUND_STMT and list(b.get_children())
                                                   for b in k.get_children()) for k in pattern.get_children()):
                raise self.fail(where, f"the destructor of {t.spelling} (an implicit instantiation of a class "
                                       "template whose destructor does something: libclang does not show it)")
        st.has_dtor = st.dtor_decl is not None or any(b.has_dtor for b in st.bases) or any(
            needs_dtor(fty) for _, fty in st.fields.values())
        return st

    def _config_union(self, st: T.StructType, where: Any) -> T.StructType:
        """A configuration union of the C API: 64 bits, ``config``, with named fields over its bits (the
        spec's layout); other unions are not supported."""

        spec = UNIONS.get(st.name)
        if spec is None or not self.in_prelude(st.decl):
            raise self.fail(where, f"unions ({st.name})")
        st.fields["config"] = (0, T.UINT64)
        st.scalars.append((0, T.UINT64))
        st.config_union = st.name
        st.bitfields = spec.layout()
        st.copy_into = struct_copy_fn(st, [])
        return st

    def _base(self, st: T.StructType, ch: Any, copiers: list[tuple[int, T.CType, Callable[[Any], Any]]]) -> None:
        """A base class: without data members (static members, functions) anywhere; with data
        members only as the single such base, at offset 0 (non-virtual, as the C++ ABI places it)."""
        bty = self.ctype(ch.type, ch)
        virtual = any(tok.spelling == "virtual" for tok in ch.get_tokens())
        if virtual or not isinstance(bty, T.StructType):
            raise self.fail(ch, f"the base class {ch.type.spelling} of {st.name} (virtual or not a plain class)")
        if bty.fields:
            if any(b.fields for b in st.bases):
                raise self.fail(ch, f"more than one base class with data members ({st.name})")
            if st.fields:
                raise self.fail(ch, f"a base class with data members after other members ({st.name})")
            st.fields.update(bty.fields)
            for off, t in bty.scalars:
                st.scalars.append((off, t))
            for off, t in bty.objects:
                self._flatten(st, off, t, copiers, ch)
        st.bases.append(bty)

    def _flatten(self, st: T.StructType, off: int, ty: T.CType,
                 copiers: list[tuple[int, T.CType, Callable[[Any], Any]]], c: Any) -> None:
        if ty.is_scalar:
            st.scalars.append((off, ty))
        elif isinstance(ty, T.StructType):
            st.scalars.extend((off + o, t) for o, t in ty.scalars)
            for o, t in ty.objects:
                self._flatten(st, off + o, t, copiers, c)
        elif isinstance(ty, T.ArrayType):
            for i in range(ty.count):
                self._flatten(st, off + i * ty.elem.size, ty.elem, copiers, c)
        elif isinstance(ty, T.PtrType) or ty is T.NULLPTR:
            st.objects.append((off, ty))
            copiers.append((off, ty, unchanged))
        elif isinstance(ty, T.ClassType):
            st.objects.append((off, ty))
            copiers.append((off, ty, self.rt.copier(ty, c)))
        else:
            raise self.fail(c, f"a member of type {ty.name}")

    # -- struct objects ----------------------------------------------------------------------
    def struct_maker(self, st: T.StructType, c: Any) -> Callable[[], Pointer]:
        """() -> a new default-initialised ``st`` object (its default constructor run)."""
        if st.make is None:
            init = self.default_init(st, c)
            label, size = f"{st.name} object", st.size

            def make() -> Pointer:
                p = Pointer(RecMem(size, label), 0)
                init([], p)
                return p

            st.make = make
        return st.make

    def _fields(self, st: T.StructType) -> list[Any]:
        # The type's field list also covers implicit instantiations of class templates, whose
        # declarations libclang shows without children. A configuration union initialises ``config``.
        fields = list(st.clang_type.get_fields())
        return [f for f in fields if f.spelling == "config"] if st.config_union else fields

    def default_init(self, st: T.StructType, c: Any) -> Callable[[Frame, Pointer], None]:
        """(f, p) -> None: default construction of the object at ``p`` (``T x;``)."""
        kinds = self.kinds
        ctors = [ch for ch in st.decl.get_children() if ch.kind == kinds.CONSTRUCTOR]
        ctor = next((ch for ch in ctors if ch.is_default_constructor()), None)
        if ctor is not None and self._user_provided(ctor):
            return self.ctor_call(st, ctor, [], c)
        if not ctors and self._template_has_default_ctor(st):
            # An implicit instantiation: libclang lists none of its members; its default constructor
            # is known once a declaration of the program has called it.
            if st.default_ctor is None:
                raise self.fail(c, f"default construction of {st.clang_type.spelling} here (its default "
                                   "constructor comes from a class template: declare one variable of the type "
                                   "before this use)")
            return self.ctor_call(st, st.default_ctor, [], c)
        if ctor is None and any(self._user_provided(ch) for ch in ctors):
            raise self.fail(c, f"{st.name} has no default constructor")
        return self._member_inits(st, {}, c)

    def _template_has_default_ctor(self, st: T.StructType) -> bool:
        pattern = self.ci.conf.lib.clang_getSpecializedCursorTemplate(st.decl)
        if pattern is None or pattern.kind.is_invalid():
            return False
        return any(ch.kind == self.kinds.CONSTRUCTOR and ch.is_default_constructor() and self._user_provided(ch)
                   for ch in pattern.get_children())

    def _user_provided(self, fn: Any) -> bool:
        """Whether a special member function has a body the program wrote (not implicit, not ``= default``)."""
        d = fn.get_definition()
        if d is None or d.is_default_method():
            return False
        parent = d.semantic_parent
        if parent is not None and d.location.offset == parent.location.offset:
            return False  # implicitly declared: clang places it at the class name
        return any(ch.kind == self.kinds.COMPOUND_STMT for ch in d.get_children())

    def _member_inits(self, st: T.StructType, explicit: dict[str, Any], c: Any
                      ) -> Callable[[Frame, Pointer], None]:
        """(f, p) -> None: every member of the object at ``p`` initialised in declaration order,
        from ``explicit`` (member name -> initializer), else its default member initializer, else
        default-initialised."""
        steps: list[Callable[[Frame, Pointer], None]] = []
        for base in st.bases:  # bases first (all at offset 0: only one may hold data)
            step = self.object_init(base, explicit.get(f"<base>{base.name}"), c)
            if step is not None:
                steps.append(step)
        for fd in self._fields(st):
            off, fty = st.fields[fd.spelling]
            init = explicit.get(fd.spelling)
            if init is None:
                # After the member's name: a non-type template argument of its type comes before it.
                exprs = [ch for ch in fd.get_children() if ch.kind.is_expression()
                         and ch.extent.start.offset > fd.location.offset]
                if exprs:
                    last = strip(exprs[-1])
                    if not isinstance(fty, T.ArrayType) or last.kind in (self.kinds.INIT_LIST_EXPR,
                                                                          self.kinds.STRING_LITERAL):
                        init = exprs[-1]
            step = self.object_init(fty, init, fd)
            if step is not None:
                steps.append(at_offset(step, off))
        seq = tuple(steps)

        def run(f: Frame, p: Pointer) -> None:
            for step in seq:
                step(f, p)
        return run

    def object_init(self, ty: T.CType, init: Any, c: Any) -> Callable[[Frame, Pointer], None] | None:
        """(f, p) -> None: the object of type ``ty`` at ``p`` initialised from ``init`` (None: default
        initialisation; scalars then keep the zero bytes of new storage)."""
        if isinstance(ty, T.StructType):
            return self.init_into(ty, init, c) if init is not None else self.default_init(ty, c)
        if isinstance(ty, T.ArrayType):
            leaf = ty.leaf
            fillers = self._array_fillers(ty, init, 0) if init is not None else []
            pre: Callable[[Frame, Pointer], None] | None = None
            if isinstance(leaf, (T.StructType, T.ClassType)):
                one = self.object_init(leaf, None, c)
                count, size = ty.size // leaf.size, leaf.size
                if one is not None:
                    def pre(f: Frame, p: Pointer) -> None:
                        for i in range(count):
                            one(f, Pointer(p.mem, p.off + i * size))
            if not fillers and pre is None:
                return None
            seq = tuple(fillers)

            def arr(f: Frame, p: Pointer) -> None:
                if pre is not None:
                    pre(f, p)
                for fill in seq:
                    fill(f, p)
            return arr
        if init is None:
            if isinstance(ty, T.ClassType):
                make = self.rt.default_maker(ty, c)
                return lambda f, p: p.mem.store(p.off, ty, make())
            return None
        if isinstance(ty, T.ClassType) and strip(init).kind == self.kinds.INIT_LIST_EXPR:
            ev = self.braced(init, ty)
            return lambda f, p: p.mem.store(p.off, ty, ev(f))
        e = self.convert(self.expr(init), ty, init)
        ev = e.ev
        if isinstance(ty, T.ClassType) and self._is_lvalue_class(init):
            copy = self.rt.copier(ty, c)
            return lambda f, p: p.mem.store(p.off, ty, copy(ev(f)))
        return lambda f, p: p.mem.store(p.off, ty, ev(f))

    def init_into(self, st: T.StructType, init: Any, c: Any) -> Callable[[Frame, Pointer], None]:
        """(f, p) -> None: the ``st`` object at ``p`` constructed from the initializer ``init``."""
        kinds = self.kinds
        s = strip(init)
        if s.kind == kinds.INIT_LIST_EXPR and s.type.kind.name == "VOID":
            # libclang shows ``{a, b}`` constructing a class as a list of type void, without the
            # constructor: pick it by the number of arguments.
            kids = list(s.get_children())
            ctors = [ch for ch in st.decl.get_children() if ch.kind == kinds.CONSTRUCTOR
                     and not ch.is_copy_constructor() and not ch.is_move_constructor()
                     and len(list(ch.get_arguments())) == len(kids)]
            if len(ctors) == 1:
                return self.ctor_call(st, ctors[0], kids, s)
            if not ctors and not any(ch.kind == kinds.CONSTRUCTOR and self._user_provided(ch)
                                     for ch in st.decl.get_children()):
                return self._member_inits(st, {fd.spelling: k for fd, k in zip(self._fields(st), kids,
                                                                                 strict=False)}, s)
            raise self.fail(s, f"this braced construction of {st.name} (write {st.name}(...))")
        if s.kind == kinds.INIT_LIST_EXPR and self.ctype(s.type, s) is st:
            kids = list(s.get_children())
            fds = self._fields(st)
            if len(fds) == 1 and not st.bases and isinstance(st.fields[fds[0].spelling][1], T.ArrayType) and kids \
                    and (len(kids) > 1 or strip(kids[0]).kind != kinds.INIT_LIST_EXPR):
                # Brace elision: {1, 2, 3} for a class holding one array (std::array) fills the array.
                return self._member_inits(st, {fds[0].spelling: s}, s)
            if len(kids) > len(fds) + len(st.bases):
                raise self.fail(s, f"this initializer of {st.name} (give each member its own braces)")
            named: dict[str, Any] = {f"<base>{b.name}": k for b, k in zip(st.bases, kids, strict=False)}
            named.update({fd.spelling: k for fd, k in zip(fds, kids[len(st.bases):], strict=False)})
            return self._member_inits(st, named, s)
        if s.kind == kinds.CALL_EXPR and s.referenced is not None and s.referenced.kind == kinds.CONSTRUCTOR \
                and self.ctype(s.type, s) is st:
            return self.ctor_call(st, s.referenced, list(s.get_arguments()), s)
        e = self.expr(init)
        same = e.ty is st
        e = self.convert(e, st, init)
        ev, copy = e.ev, st.copy_into
        if same and self.is_prvalue(init):
            ev = self.adopt(ev, st)  # the temporary is the object being initialised (C++17 elision)
        elif same and not self.is_prvalue(init):
            copy = self.copy_constructor(st)
        return lambda f, p: copy(p, ev(f))

    def ctor_call(self, st: T.StructType, ctor: Any, args: list[Any], c: Any) -> Callable[[Frame, Pointer], None]:
        """(f, p) -> None: the constructor ``ctor`` run on the object at ``p`` with ``args``."""
        if ctor.is_default_constructor() and st.default_ctor is None:
            st.default_ctor = ctor
        if (ctor.is_copy_constructor() or ctor.is_move_constructor()) and not self._user_provided(ctor):
            src = self.expr(args[0]).ev
            copy = st.copy_into
            return lambda f, p: copy(p, src(f))
        if not self._user_provided(ctor):
            if ctor.is_default_constructor() and not args:
                return self._member_inits(st, {}, c)
            raise self.fail(c, f"the constructor {ctor.displayname} of {st.name} (it is never defined)")
        fn = self.ctor_func(st, ctor)
        evs = self.rt.calls.param_evs(self, fn, ctor, args)
        pairs = tuple(zip([p.idx for p in fn.params], evs, strict=False))
        ti = fn.this_idx
        assert ti is not None
        cur = self.cur

        def run(f: Frame, p: Pointer) -> None:
            nf: list[Any] = [None] * fn.nslots
            for i, a in pairs:
                nf[i] = a(f)
            nf[ti] = p
            loc = cur.loc
            body = fn.body
            assert body is not None
            body(nf)
            cur.loc = loc
        return run

    def ctor_func(self, st: T.StructType, ctor: Any) -> Func:
        """A user constructor: member initializers (its list, else the members' defaults), then its body."""
        kinds = self.kinds
        d = ctor.get_definition() or ctor
        fn = self.ctor_funcs.get(d)
        if fn is not None:
            return fn
        fn = self.ctor_funcs[d] = Func(d, d.spelling)
        saved, self.scope = self.scope, Scope(fn)
        try:
            fn.this_idx, fn.this_ty = self.scope.new_slot(), st
            kids = list(d.get_children())
            explicit: dict[str, Any] = {}
            body = None
            for i, ch in enumerate(kids):
                if ch.kind == kinds.PARM_DECL:
                    fn.params.append(self._declare(ch))
                elif ch.kind == kinds.MEMBER_REF and i + 1 < len(kids):
                    explicit[ch.spelling] = kids[i + 1]
                elif ch.kind == kinds.TYPE_REF and i + 1 < len(kids) and kids[i + 1].kind.is_expression():
                    bty = self.ctype(ch.type, ch)
                    if bty is st or not isinstance(bty, T.StructType) or bty not in st.bases:
                        raise self.fail(ch, "delegating constructors")
                    explicit[f"<base>{bty.name}"] = kids[i + 1]
                elif ch.kind == kinds.COMPOUND_STMT:
                    body = ch
                elif ch.kind == kinds.CXX_TRY_STMT:
                    raise self.fail(ch, "function try blocks")
            inits = self._member_inits(st, explicit, d)
            stmts = self.stmt(body) if body is not None else (lambda f: None)
            ti = fn.this_idx

            def run(f: Frame) -> Any:
                inits(f, f[ti])
                return stmts(f)
            fn.body = run
        except BaseException:
            del self.ctor_funcs[d]
            raise
        finally:
            self.scope = saved
        return fn

    def struct_value(self, st: T.StructType, init: Callable[[Frame, Pointer], None]) -> Compiled:
        """A prvalue: a new ``st`` object made by ``init``."""
        label, size = f"{st.name} object", st.size

        def make(f: Frame) -> Pointer:
            p = Pointer(RecMem(size, label), 0)
            init(f, p)
            return p
        return Compiled(st, make)

    def struct_fresh_copy(self, st: T.StructType, ev: Ev) -> Ev:
        """f -> a new copy of the object ``ev(f)`` (a by-value argument or result), made by the program's
        copy constructor when it wrote one."""
        label, size, copy = f"{st.name} object", st.size, self.copy_constructor(st)

        def run(f: Frame) -> Pointer:
            p = Pointer(RecMem(size, label), 0)
            copy(p, ev(f))
            return p
        return run

    # -- destruction -------------------------------------------------------------------------
    def destroyer(self, ty: T.CType, c: Any) -> Callable[[Any], None]:
        """(Pointer) -> None: destroys the object (or array of objects) of ``ty`` there: the destructor's
        body, then the members in reverse order of declaration, then the bases."""
        if isinstance(ty, T.ArrayType):
            leaf = ty.leaf
            one = self.destroyer(leaf, c)
            count, size = ty.size // leaf.size, leaf.size

            def destroy_array(p: Pointer) -> None:
                for i in range(count - 1, -1, -1):
                    one(Pointer(p.mem, p.off + i * size))
            return destroy_array
        assert isinstance(ty, T.StructType)
        st = ty
        if st.destroy is not None:
            return st.destroy
        cell: list[Callable[[Any], None]] = []
        st.destroy = lambda p: cell[0](p)  # the body may destroy objects of its own type
        try:
            body: Stmt | None = None
            fn: Func | None = None
            if st.dtor_decl is not None:
                d = st.dtor_decl
                fn = Func(d, d.spelling)
                saved, self.scope = self.scope, Scope(fn)
                try:
                    fn.this_idx, fn.this_ty = self.scope.new_slot(), st
                    block = next(ch for ch in d.get_children() if ch.kind == self.kinds.COMPOUND_STMT)
                    body = self.stmt(block)
                finally:
                    self.scope = saved
            parts: list[tuple[int, Callable[[Any], None]]] = []
            for fd in reversed(self._fields(st)):
                off, fty = st.fields[fd.spelling]
                if needs_dtor(fty):
                    parts.append((off, self.destroyer(fty, fd)))
            parts += [(0, self.destroyer(b, c)) for b in reversed(st.bases) if b.has_dtor]
        except BaseException:
            st.destroy = None
            raise
        cur = self.cur
        seq = tuple(parts)

        def destroy(p: Pointer) -> None:
            if body is not None:
                assert fn is not None and fn.this_idx is not None
                nf: list[Any] = [None] * fn.nslots
                nf[fn.this_idx] = p
                loc = cur.loc
                body(nf)
                cur.loc = loc
            for off, part in seq:
                part(Pointer(p.mem, p.off + off) if off else p)
        cell.append(destroy)
        return st.destroy

    def register_local_dtor(self, info: VarInfo, c: Any) -> None:
        """Destroy the local object in ``info``'s slot when the scope being compiled ends (a reference
        destroys nothing: one bound to a temporary registers the temporary itself)."""
        if self.scope is None or not needs_dtor(info.ty) or info.byref:
            return
        if not self.scope.dtor_frames:
            self.scope.dtor_frames.append([])
        self.scope.dtor_frames[-1].append((info.idx, self.destroyer(info.ty, c)))

    def scoped(self, build: Callable[[], Stmt]) -> Stmt:
        """The statement ``build()`` compiles, followed by the destruction (in reverse order of
        declaration) of the objects with destructors it declares in its own scope."""
        assert self.scope is not None
        frame: list[tuple[int, Callable[[Any], None]]] = []
        self.scope.dtor_frames.append(frame)
        try:
            run = build()
        finally:
            self.scope.dtor_frames.pop()
        if not frame:
            return run
        items = tuple(reversed(frame))

        def scope_end(f: Frame) -> Any:
            r = run(f)
            for idx, destroy in items:
                p = f[idx]
                if p is not None:
                    f[idx] = None
                    destroy(p)
            return r
        return scope_end

    def as_temp(self, e: Compiled) -> Compiled:
        """A prvalue object with a destructor: remembered as a temporary, which the enclosing full
        expression destroys at its end unless something takes it over (see :meth:`adopt`)."""
        ty = e.ty
        if not isinstance(ty, T.StructType) or not ty.has_dtor:
            return e
        self.temp_sites += 1
        destroy = self.destroyer(ty, None)
        temps = self.rt.temps
        ev = e.ev

        def make(f: Frame) -> Any:
            p = ev(f)
            temps.append((p, destroy))
            return p
        return Compiled(ty, make, e.loc, e.store, e.node)

    def adopt(self, ev: Ev, ty: T.CType) -> Ev:
        """``ev`` makes a temporary that becomes a variable, parameter or result: no longer a temporary."""
        if not isinstance(ty, T.StructType) or not ty.has_dtor:
            return ev
        temps = self.rt.temps

        def take(f: Frame) -> Any:
            p = ev(f)
            for i in range(len(temps) - 1, -1, -1):
                if temps[i][0] is p:
                    del temps[i]
                    break
            return p
        return take

    def full_expr(self, ev: Ev, sites: int) -> Ev:
        """``ev`` as a full expression: the temporaries it made are destroyed at its end (in reverse
        order of construction); ``sites`` is :attr:`temp_sites` before it was compiled."""
        if self.temp_sites == sites:
            return ev
        temps = self.rt.temps

        def full(f: Frame) -> Any:
            mark = len(temps)
            v = ev(f)
            while len(temps) > mark:
                p, destroy = temps.pop()
                destroy(p)
            return v
        return full

    def copy_constructor(self, st: T.StructType) -> Callable[[Pointer, Pointer], None]:
        """(dst, src) -> None: copy construction, by the user's copy constructor if there is one."""
        ctor = next((ch for ch in st.decl.get_children() if ch.kind == self.kinds.CONSTRUCTOR
                     and ch.is_copy_constructor() and self._user_provided(ch)), None)
        if ctor is None:
            return st.copy_into
        fn = self.ctor_func(st, ctor)
        ti, src_idx = fn.this_idx, fn.params[0].idx
        cur = self.cur

        def copy(dst: Pointer, src: Pointer) -> None:
            nf: list[Any] = [None] * fn.nslots
            nf[ti] = dst  # type: ignore[index]
            nf[src_idx] = src
            loc = cur.loc
            fn.body(nf)  # type: ignore[misc]
            cur.loc = loc
        return copy

    def is_prvalue(self, c: Any) -> bool:
        """Whether a struct-typed expression makes a new object (a call returning by value, a
        constructor, a braced list) rather than naming one."""
        kinds = self.kinds
        s = strip(c)
        if s.kind in (kinds.INIT_LIST_EXPR, kinds.CXX_FUNCTIONAL_CAST_EXPR):
            return True
        if s.kind == kinds.CALL_EXPR and s.referenced is not None:
            ref = s.referenced
            if ref.kind == kinds.CONSTRUCTOR:
                return True
            return ref.result_type.kind.name not in ("LVALUEREFERENCE", "RVALUEREFERENCE")
        return False

    def _member(self, c: Any) -> Compiled:
        """``obj.m``, ``p->m``, ``m`` inside a member function (a data member, or a static one)."""
        kinds = self.kinds
        d = c.referenced
        if d is None:
            raise self.fail(c, f"the member {c.spelling}")
        if d.kind == kinds.VAR_DECL:
            return self._var_expr(self.var_info(d, c), c)
        if d.kind != kinds.FIELD_DECL:
            raise self.fail(c, f"a reference to the member {d.spelling} here")
        kids = [ch for ch in c.get_children() if ch.kind.is_expression()]
        if kids:
            base = self.expr(kids[0])
            bty = base.ty.pointee if isinstance(base.ty, T.PtrType) else base.ty
        else:
            base = self.this_expr(c)
            bty = base.ty
        bev = base.ev
        if isinstance(bty, T.StructType) and d.spelling in bty.bitfields:
            return self._union_bits(bty, bev, d.spelling)
        if not isinstance(bty, T.StructType) or d.spelling not in bty.fields:
            raise self.fail(c, f"the member {d.spelling} of {bty.name}")
        off, fty = bty.fields[d.spelling]

        def addr(f: Frame) -> Pointer:
            p = bev(f)
            if p is None or type(p.mem) is ObjMem:
                p = obj_base(p, bty)
            return Pointer(p.mem, p.off + off)

        if isinstance(fty, T.ArrayType):
            return Compiled(fty, addr, addr)
        return mem_lvalue(fty, addr)

    def _union_bits(self, st: T.StructType, bev: Ev, name: str) -> Compiled:
        """A named field of a configuration union: its bits of ``config`` (a store keeps the value's low bits)."""
        lo, width = st.bitfields[name]
        mask = (1 << width) - 1
        ty = T.UINT64 if width > 32 else T.UINT

        def where(f: Frame) -> Pointer:
            p = bev(f)
            if p is None or type(p.mem) is ObjMem:
                p = obj_base(p, st)
            return p

        def ev(f: Frame) -> int:
            p = where(f)
            return (int(p.mem.load(p.off, T.UINT64)) >> lo) & mask

        def store(f: Frame, v: Any) -> None:
            p = where(f)
            old = int(p.mem.load(p.off, T.UINT64))
            p.mem.store(p.off, T.UINT64, (old & ~(mask << lo) & (2 ** 64 - 1)) | ((int(v) & mask) << lo))

        # The location is the union's word (assignment needs one; C takes no address of a bit-field).
        return Compiled(ty, ev, where, store)

    def this_expr(self, c: Any) -> Compiled:
        """The object a member function runs on (``*this``)."""
        fn = self.scope.func if self.scope is not None else None
        if fn is None or fn.this_idx is None or fn.this_ty is None:
            raise self.fail(c, "this outside a member function (or captured by a lambda)")
        idx = fn.this_idx
        return struct_lvalue(fn.this_ty, lambda f: f[idx])

    # -- initializers of declarations ------------------------------------------------------
    def _is_lvalue_class(self, init: Any) -> bool:
        """Whether a class-typed initializer names an existing object (so the variable copies it)."""
        s = strip(init)
        return s.kind in (self.kinds.DECL_REF_EXPR, self.kinds.ARRAY_SUBSCRIPT_EXPR, self.kinds.UNARY_OPERATOR)

    def _array_fillers(self, ty: T.CType, init: Any, base: int) -> list[Callable[[Frame, Pointer], None]]:
        """Closures writing an array initializer (nested init lists, string literals) at ``base``."""
        kinds = self.kinds
        s = strip(init)
        out: list[Callable[[Frame, Pointer], None]] = []
        if isinstance(ty, T.ArrayType) and s.kind == kinds.STRING_LITERAL:
            data = cu.string_literal(s)
            if data is None:
                raise self.fail(s, "wide and unicode string literals")
            data = data[:ty.count]
            data = data + b"\0" * (ty.count - len(data))

            def put_str(f: Frame, p: Pointer, data: bytes = data, base: int = base) -> None:
                for i, b in enumerate(data):
                    p.mem.store(p.off + base + i, T.CHAR, b - 256 if b > 127 else b)

            return [put_str]
        if isinstance(ty, T.ArrayType) and s.kind == kinds.INIT_LIST_EXPR:
            for i, ch in enumerate(s.get_children()):
                out += self._array_fillers(ty.elem, ch, base + i * ty.elem.size)
            return out
        if isinstance(ty, T.ArrayType):
            raise self.fail(init, "this array initializer")
        if isinstance(ty, T.StructType):
            one = self.init_into(ty, init, init)

            def put_struct(f: Frame, p: Pointer, one: Any = one, base: int = base) -> None:
                one(f, Pointer(p.mem, p.off + base))
            return [put_struct]
        e = self.convert(self.expr(init), ty, init).ev

        def put(f: Frame, p: Pointer, e: Ev = e, base: int = base, ty: T.CType = ty) -> None:
            p.mem.store(p.off + base, ty, e(f))

        return [put]
