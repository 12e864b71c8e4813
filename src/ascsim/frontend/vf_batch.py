"""Batched VF loops: a ``for`` loop of a ``__simd_vf__`` function whose iterations are independent
runs as one numpy computation over its iterations.

What is batched (decided from the AST when the loop is compiled, then at run time per execution):

- the loop ``for (int-type i = a; i < b; ++i / i++)``, ``b`` not depending on the loop's writes;
- a body of straight-line statements: declarations of register variables (no initialiser, or
  ``asc_update_mask_b8/16/32(count)``), ``m = asc_update_mask_bN(count)``, and calls of
  element-wise register instructions (the families of :data:`_COMPUTE`: add, sub, mul, div, max,
  min ..., compare, and/or/xor, select) and of ``asc_loadalign(reg, p)``/``asc_storealign(p, reg,
  mask)`` whose pointer is affine in ``i`` (``+``, ``-``, ``*`` of the loop variable and variables
  the body does not write);
- a register the body reads before writing it must not be written by the body (nothing is carried
  from one iteration to the next); ``count`` of ``asc_update_mask_*`` is the only scalar the body
  changes, and its per-iteration masks are computed from its value before the loop.

At run time the whole loop runs batched (the first iteration runs as usual first when one of its
instructions is deprecated, so its notice comes from a real call) when: batching is on
(:mod:`ascsim.runtime.batch`), no profile timeline is recorded, at least two iterations remain,
every access is 32-byte aligned, inside its allocation and its iterations' 256-byte ranges do not
overlap (stride >= 256), no store's range meets another site's range (except a load then a store of
the same address in one iteration), every byte a load reads was written, and every register read
before it is written in the body was written before the loop. Otherwise the iterations run one at
a time, exactly as without batching. The registers the body declares are made as its iterations
make them, so the live-register peak of the VF's spill note is the same.

The checker sees a batch as it sees the iterations: the hazard tracker records each access with
its own range, in iteration order, from its own line (:func:`ascsim.runtime.hazard_rows.access_rows`
in one call when no finding can come out, else access by access), so races and ``asc_mem_bar``
findings are the same; the uninitialised-read check is decided for all iterations at once before
anything runs.

Inside a batched tile loop (:mod:`ascsim.frontend.tile_batch`, ``TILES``) a loop runs once for all the
tiles, over (tiles, iterations), on the tiles' private UB arrays, or not at all (:class:`TileAbort`:
the tiles then run one at a time); the checker's side is the tile loop's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ..arch import MASK_BITS, VL_BYTES, CoreType, Pipe
from ..ops import arith, compare, logic, permute_sel
from ..ops.lanes import all_active, covers, flags_of, is_all_active
from ..regs import Register, VectorRegister, vector_bool
from ..runtime import batch, check, hazard, hazard_rows, timeline
from ..runtime.context import CTX
from . import clangutil as cu
from . import ctype as T
from .memory import DevMem

_PIPE_V = Pipe.PIPE_V
#: How many loop runs went batched (the tests' way to tell that a loop was).
BATCHED = [0]
#: While a kernel's tile loop runs batched (:mod:`ascsim.frontend.tile_batch`): its tiles, whose UB
#: arrays are private per tile; a VF loop then runs over (tiles, iterations) or not at all.
TILES: list[Any] = [None]


class TileAbort(Exception):
    """A VF loop of a batched tile loop cannot run over the tiles: the tiles run one at a time."""
#: Implementation families computed batched: name -> number of register operands after ``dst``.
_COMPUTE = {"reg_arith.binary": 2, "reg_compare.compare": 2, "reg_logic.bitwise": 2,
            "reg_logic.bitwise_mask": 2, "reg_permute_sel.select": 2}
_AFFINE_OPS = {"+", "-", "*"}
# One reference to each ops module the families reach through ``overload.extra`` (so the linter sees use).
_OPS = (arith, compare, logic, permute_sel)


class _Mem:
    """One load or store site: the pointer expression and its per-batch layout."""

    __slots__ = ("ev", "elem", "name", "write", "reg", "mask", "loc", "k", "addr", "stride", "alloc", "ptr",
                 "slots", "seen")

    def __init__(self, ev: Callable[[Any], Any], elem: Any, name: str, write: bool, reg: int,
                 mask: int | None, loc: str, slots: tuple[int, ...] | None) -> None:
        self.ev, self.elem, self.name, self.write = ev, elem, name, write
        self.reg, self.mask, self.loc = reg, mask, loc
        self.k = 1
        self.addr = self.stride = 0
        self.alloc: Any = None
        self.ptr: Any = None
        #: The frame slots the pointer reads besides the loop variable (None: it reads more than
        #: the frame's plain variables), and the values of its last layout with what it gave.
        self.slots = slots
        self.seen: tuple[Any, ...] | None = None


class Plan:
    """A batchable loop: its loop variable, bound, statements and registers (frame slots)."""

    def __init__(self) -> None:
        self.var = -1
        self.bound: Callable[[Any], Any] | None = None
        #: ("mem", _Mem) | ("op", family, overload, dst, srcs, mask) | ("umask", overload, dst, count_slot)
        self.steps: list[tuple[Any, ...]] = []
        self.calls = 0
        self.invariant: set[int] = set()
        self.written: set[int] = set()
        #: Registers the body declares: (slot, a function making one as the declaration does).
        self.declared: list[tuple[int, Callable[[], Any]]] = []
        #: Whether the first iteration may run batched too: no instruction prints a notice when called.
        self.from_start = True


class _Reject(Exception):
    """The loop is not of the batched form (it runs one iteration at a time)."""


def plan_loop(comp: Any, init_s: Any, cond_e: Any, inc_e: Any, body_c: Any) -> Plan | None:
    """The batch plan of ``for (init_s; cond_e; inc_e) body_c`` inside a VF, or None."""
    try:
        return _plan(comp, init_s, cond_e, inc_e, body_c)
    except _Reject:
        return None


def _strip(c: Any, kinds: Any) -> Any:
    """``c`` without implicit conversions, parentheses, casts and copy constructions of a register."""
    while len(kids := list(c.get_children())) == 1 and (
            c.kind in (kinds.UNEXPOSED_EXPR, kinds.PAREN_EXPR, kinds.CSTYLE_CAST_EXPR)
            or c.kind == kinds.CALL_EXPR and c.spelling.startswith("vector_")):
        c = kids[0]
    return c


def _ref(c: Any, kinds: Any) -> Any:
    s = _strip(c, kinds)
    if s.kind != kinds.DECL_REF_EXPR or s.referenced is None \
            or s.referenced.kind not in (kinds.VAR_DECL, kinds.PARM_DECL):
        raise _Reject
    return s.referenced


def _plan(comp: Any, init_s: Any, cond_e: Any, inc_e: Any, body_c: Any) -> Plan:
    kinds = comp.kinds
    if init_s is None or cond_e is None or inc_e is None or body_c.kind != kinds.COMPOUND_STMT:
        raise _Reject
    decls = list(init_s.get_children()) if init_s.kind == kinds.DECL_STMT else []
    if len(decls) != 1 or decls[0].kind != kinds.VAR_DECL:
        raise _Reject
    var = decls[0]
    plan = Plan()
    info = comp.var_info(var, var)
    if info.byref or info.is_global or var.type.get_canonical().spelling.replace("unsigned ", "") not in ("int",):
        raise _Reject
    plan.var = info.idx
    cond = _strip(cond_e, kinds)
    if cond.kind != kinds.BINARY_OPERATOR or cu.binop(cond) != "<":
        raise _Reject
    lhs, rhs = list(cond.get_children())
    if not _ref(lhs, kinds) == var or _mentions(rhs, var):
        raise _Reject
    inc = _strip(inc_e, kinds)
    if inc.kind != kinds.UNARY_OPERATOR or cu.unop(inc) not in ("++", "pre++", "post++") \
            or _ref(next(inc.get_children()), kinds) != var:
        raise _Reject
    plan.bound = comp.expr(rhs).ev
    written_scalars: set[Any] = set()
    for st in body_c.get_children():
        _statement(comp, plan, st, var, written_scalars)
    if written_scalars & _referenced_vars(cond_e):
        raise _Reject
    return plan


def _mentions(c: Any, var: Any) -> bool:
    return any(n.referenced is not None and n.referenced == var for n in c.walk_preorder()
               if n.kind.name == "DECL_REF_EXPR")


def _referenced_vars(c: Any) -> set[Any]:
    return {n.referenced for n in c.walk_preorder() if n.kind.name == "DECL_REF_EXPR" and n.referenced is not None}


def _is_register(c: Any) -> bool:
    name = c.type.get_canonical().spelling.replace("const ", "")
    return name.startswith("vector_") and name != "vector_align"


def call_overload(comp: Any, call: Any) -> tuple[str, Any] | None:
    """The family (its implementation's name) and the C-API overload a call resolves to, or None for a
    call of something else."""
    ref = call.referenced
    if ref is None:
        return None
    tags = [ch.spelling for ch in ref.get_children() if ch.kind == comp.kinds.ANNOTATE_ATTR
            and ch.spelling.startswith("ascsim_overload:")]
    fn = getattr(comp.rt.device.c_api, ref.spelling, None)
    if not tags or fn is None or not hasattr(fn, "overloads"):
        return None
    overload = fn.overloads[int(tags[0].rsplit(":", 1)[1])]
    return str(getattr(overload.impl, "name", "")), overload


def _overload(comp: Any, plan: Plan, call: Any) -> tuple[str, Any]:
    found = call_overload(comp, call)
    if found is None:
        raise _Reject
    if getattr(found[1], "notice", ""):
        plan.from_start = False  # a deprecated instruction: its notice comes from a real first call
    return found


def _reg_slot(comp: Any, plan: Plan, c: Any, write: bool) -> int:
    decl = c.decl if isinstance(c, _DeclAsRef) else _ref(c, comp.kinds)
    if not _is_register(decl):
        raise _Reject
    info = comp.var_info(decl, decl)
    if info.byref or info.is_global:
        raise _Reject
    slot = info.idx
    if write:
        if slot in plan.invariant:
            raise _Reject  # read before written in an iteration, then written: carried to the next one
        plan.written.add(slot)
    elif slot not in plan.written:
        plan.invariant.add(slot)
    return int(slot)


def _update_mask(comp: Any, plan: Plan, call: Any, dst_c: Any, written_scalars: set[Any]) -> None:
    family, overload = _overload(comp, plan, _strip(call, comp.kinds))
    if family != "reg_mask.update_mask":
        raise _Reject
    (arg,) = list(_strip(call, comp.kinds).get_arguments())
    decl = _ref(arg, comp.kinds)
    info = comp.var_info(decl, arg)
    if info.byref or info.is_global or decl in written_scalars:
        raise _Reject  # one counter per loop keeps the per-iteration masks a function of its start
    written_scalars.add(decl)
    plan.steps.append(("umask", overload, _reg_slot(comp, plan, dst_c, True), info.idx))
    plan.calls += 1


def _statement(comp: Any, plan: Plan, st: Any, var: Any, written_scalars: set[Any]) -> None:
    kinds = comp.kinds
    if st.kind == kinds.DECL_STMT:
        for d in st.get_children():
            if d.kind != kinds.VAR_DECL or not _is_register(d):
                raise _Reject
            info = comp.var_info(d, d)
            if info.byref or info.is_global:
                raise _Reject
            plan.declared.append((int(info.idx), comp.rt.default_maker(info.ty, d)))
            init = [ch for ch in d.get_children() if ch.kind.is_expression()]
            if not init:
                continue
            call = _strip(init[0], kinds)
            if call.kind != kinds.CALL_EXPR:
                raise _Reject
            if call.spelling.startswith("vector_") and not list(call.get_arguments()):
                continue  # the default constructor: a register not yet written
            _update_mask(comp, plan, call, _DeclAsRef(d), written_scalars)
        return
    s = _strip(st, kinds)
    if (s.kind == kinds.BINARY_OPERATOR and cu.binop(s) == "="
            or s.kind == kinds.CALL_EXPR and s.spelling == "operator="):
        kids = [ch for ch in s.get_children() if ch.kind.is_expression()]
        if len(kids) == 3:  # operator=(this, lhs, rhs) as a call with the operator's name first
            kids = kids[1:]
        if len(kids) != 2:
            raise _Reject
        rhs = _strip(kids[1], kinds)
        while rhs.kind != kinds.CALL_EXPR and len(sub := list(rhs.get_children())) == 1:
            rhs = _strip(sub[0], kinds)
        if rhs.kind != kinds.CALL_EXPR:
            raise _Reject
        _update_mask(comp, plan, rhs, kids[0], written_scalars)
        return
    if s.kind != kinds.CALL_EXPR:
        raise _Reject
    family, overload = _overload(comp, plan, s)
    args = list(s.get_arguments())
    loc = comp.where(st, col=False)
    if family in _COMPUTE and len(args) == 4:
        srcs = [_reg_slot(comp, plan, a, False) for a in args[1:3]]
        mask = _reg_slot(comp, plan, args[3], False)
        dst = _reg_slot(comp, plan, args[0], True)
        plan.steps.append(("op", family, overload, dst, srcs, mask))
    elif family == "reg_load.loadalign" and overload.extra == ("",) and len(args) == 2:
        ptr = _pointer(comp, args[1], var)
        plan.steps.append(("mem", _Mem(ptr[0], ptr[1], overload.name, False, _reg_slot(comp, plan, args[0], True),
                                       None, loc, ptr[2])))
    elif family == "reg_store.storealign" and overload.extra == ("",) and len(args) == 3:
        ptr = _pointer(comp, args[0], var)
        src, mask = _reg_slot(comp, plan, args[1], False), _reg_slot(comp, plan, args[2], False)
        plan.steps.append(("mem", _Mem(ptr[0], ptr[1], overload.name, True, src, mask, loc, ptr[2])))
    else:
        raise _Reject
    plan.calls += 1


class _DeclAsRef:
    """A register declaration standing for a reference to the variable it declares."""

    def __init__(self, decl: Any) -> None:
        self.decl = decl


def _pointer(comp: Any, c: Any, var: Any) -> tuple[Callable[[Any], Any], Any, tuple[int, ...] | None]:
    """The evaluator and device element type of a pointer argument affine in the loop variable, and
    the frame slots of the other variables it reads (None when one of them is not a plain local
    variable or parameter: a global, a reference, one of ascsim's own or the dynamic UB)."""
    kinds = comp.kinds
    slots: set[int] | None = set()
    for n in c.walk_preorder():
        k = n.kind
        if k in (kinds.UNEXPOSED_EXPR, kinds.PAREN_EXPR, kinds.INTEGER_LITERAL, kinds.DECL_REF_EXPR):
            if k == kinds.DECL_REF_EXPR and (n.referenced is None
                                             or n.referenced.kind not in (kinds.VAR_DECL, kinds.PARM_DECL)):
                raise _Reject
            if k == kinds.DECL_REF_EXPR and n.referenced != var and slots is not None:
                slots = _plain_slot(comp, n.referenced, n, slots)
            continue
        if k == kinds.BINARY_OPERATOR and cu.binop(n) in _AFFINE_OPS:
            continue
        raise _Reject
    e = comp.expr(c)
    pointee = getattr(e.ty, "pointee", None)
    elem = None if pointee is None else T.elem_of(pointee)
    if elem is None:
        raise _Reject  # not a pointer to a device element type (void* included): one at a time
    return e.ev, elem, None if slots is None else tuple(sorted(slots))


def _plain_slot(comp: Any, decl: Any, use: Any, slots: set[int]) -> set[int] | None:
    """``slots`` with the frame slot of variable ``decl``, or None when its value is not simply that
    slot's (a global, a reference, a variable of ascsim's headers, the dynamic UB)."""
    if comp.in_prelude(decl) or decl.kind == comp.kinds.VAR_DECL and comp._is_dynamic_ub(decl):
        return None
    info = comp.var_info(decl, use)
    if info.byref or info.is_global:
        return None
    return slots | {int(info.idx)}


# -- running ---------------------------------------------------------------------------------------


def batched(plan: Plan, init: Callable[[Any], Any] | None, test: Callable[[Any], Any],
            inc: Callable[[Any], Any], body: Callable[[Any], Any], loop: Callable[[Any], Any],
            rest: Callable[[Any], Any], cur: Any, loc: str) -> Callable[[Any], Any]:
    """The loop's statement: its first iteration as usual, then the rest batched when they may be
    (``loop`` is the whole loop one iteration at a time, ``rest`` the same without its init)."""

    def run(f: Any) -> Any:
        if TILES[0] is not None:
            return _run_tiles(f)
        if not CTX.vf_depth or not batch.ENABLED[0]:
            return loop(f)
        if init is not None:
            init(f)
        cur.loc = loc
        if not test(f):
            return None
        if plan.from_start and run_rest(plan, f, cur):
            cur.loc = loc
            return None
        r = body(f)
        if r:  # not made by the statements of a batched body; kept for safety
            return rest(f)
        inc(f)
        if run_rest(plan, f, cur):
            cur.loc = loc
            return None
        return rest(f)

    def _run_tiles(f: Any) -> Any:
        """The whole loop over every tile at once, or :class:`TileAbort` (nothing changed yet)."""
        if init is not None:
            init(f)
        if not test(f):
            return None
        if not plan.from_start or not run_rest(plan, f, cur):
            raise TileAbort
        cur.loc = loc
        return None

    return run


def run_rest(plan: Plan, f: Any, cur: Any) -> bool:
    """Run the iterations left of a loop (its variable at the next one) batched; False (nothing
    done) when they must run one at a time."""
    if not batch.ENABLED[0] or timeline.ACTIVE is not None or plan.bound is None or CTX.core is not CoreType.AIV:
        return False
    start, end = f[plan.var], plan.bound(f)
    if not isinstance(start, int) or not isinstance(end, int) or end - start < 2:
        return False
    n = end - start
    ub = CTX.ub
    if ub is None:
        return False
    tiles = TILES[0]
    #: The leading axes of a batch: (iterations,), or (tiles, iterations) over a tile loop's private UB.
    lead = (n,) if tiles is None else (tiles.count, n)
    regs: dict[int, Any] = {}
    declared = {slot for slot, _ in plan.declared}
    for slot in plan.invariant | plan.written:
        r = f[slot]
        if isinstance(r, Register):
            regs[slot] = r
        elif slot not in declared or slot in plan.invariant:
            return False  # not yet declared: made below, once nothing can send the loop one at a time
    for slot in plan.invariant:
        if not regs[slot].is_written:
            return False  # the read of an unwritten register is reported per iteration
    mems = [st[1] for st in plan.steps if st[0] == "mem"]
    if not _layout(mems, f, plan.var, start, n):
        return False
    checking = check.CHECKER.mode != "off"
    if tiles is not None:
        if not all(tiles.written(m.alloc, m.addr, m.stride, n) for m in mems if not m.write):
            return False  # a tile reads UB bytes it did not write: they are another tile's
    elif checking and not all(_all_written(m, n) for m in mems if not m.write):
        return False
    counts = {st[3]: f[st[3]] for st in plan.steps if st[0] == "umask"}
    _declare(plan, f, regs)
    # Everything that could differ from the one-at-a-time run is decided: compute.
    vals: dict[int, np.ndarray] = {}
    #: Mask slots of ``vals`` whose every iteration activates every element of the width given.
    full_from: dict[int, int] = {}
    #: Mask slots made by compares (and masks of them): (k, flags), the bits being flag i at bit i * k
    #: and 0 elsewhere, made into ``vals`` only when something needs the bits (the ops use the flags).
    lazy: dict[int, tuple[int, np.ndarray]] = {}

    def value(slot: int) -> np.ndarray:
        v = vals.get(slot)
        if v is None:
            got = lazy.get(slot)
            if got is not None:
                v = vals[slot] = compare.element_mask_raw(got[1], got[0])
                return v
        return v if v is not None else regs[slot].raw_bits

    def flags(slot: int, k: int) -> np.ndarray:
        """The element flags of mask ``slot`` for elements of ``k`` bytes (the shared all-active
        array when every iteration has every element active, so the ops skip the zeroing)."""
        got = lazy.get(slot)
        if got is not None and got[0] == k:
            return got[1]
        v = vals.get(slot) if got is None else value(slot)
        if v is None:
            return flags_of(regs[slot].raw_bits, k)
        width = full_from.get(slot)
        if width is not None and k % width == 0:
            return all_active((MASK_BITS // k,))
        return v[..., ::k]

    stores: list[tuple[_Mem, np.ndarray, np.ndarray | None]] = []
    for st in plan.steps:
        if st[0] == "mem":
            m = st[1]
            if m.write:
                src = value(m.reg)
                k = regs[m.reg].elem.size
                data = src.view(np.uint8).reshape(*src.shape[:-1], VL_BYTES) if src.ndim >= 2 else src.view(np.uint8)
                if data.shape != (*lead, VL_BYTES):
                    data = np.broadcast_to(data, (*lead, VL_BYTES))
                active = flags(m.mask, k)
                lanes = None if is_all_active(active) or active.all() else \
                    np.repeat(np.broadcast_to(active, (*active.shape[:-1], MASK_BITS // k)), k, axis=-1)
                if tiles is not None:
                    tiles.store(m.alloc, m.addr, m.stride, n, data, lanes)
                else:
                    _store(m, n, data, lanes)
                stores.append((m, data, lanes))
            else:
                rows = _rows(m.alloc.data, m, n) if tiles is None else tiles.rows(m.alloc, m.addr, m.stride, n)
                raw = np.ascontiguousarray(rows).view(regs[m.reg].raw_dtype)
                vals[m.reg] = raw
        elif st[0] == "op":
            _, family, overload, dst, srcs, mask = st
            made = _flag_op(family, overload, srcs, mask, lazy, flags, value)
            full_from.pop(dst, None)
            if made is not None:
                lazy[dst] = made
                vals.pop(dst, None)
                continue
            # Only the mask instructions take the mask's bits; the others its flags (``flags``).
            bits = value(mask) if family == "reg_logic.bitwise_mask" else None
            vals[dst] = _compute(family, overload, regs[dst], [value(s) for s in srcs], bits, flags, mask)
            lazy.pop(dst, None)
        else:
            _, overload, dst, cslot = st
            vals[dst], every = _masks(overload, counts[cslot], n)
            lazy.pop(dst, None)
            if every:
                full_from[dst] = overload.extra[0]
            else:
                full_from.pop(dst, None)
    if checking and tiles is None:  # a tile loop's accesses are the checker's as a whole (tile_batch)
        _show_tracker(plan, mems, stores, n, cur)
    # The state the last iteration leaves: registers, the counters, the loop variable.
    for slot, v in vals.items():
        if slot not in lazy:
            row = v.reshape(-1, v.shape[-1])[-1] if v.ndim >= 2 else v
            regs[slot].write(np.array(row))
    for slot, (k, got) in lazy.items():
        regs[slot].write(compare.element_mask_raw(got.reshape(-1, got.shape[-1])[-1], k))
    for st in plan.steps:
        if st[0] == "umask":
            per = MASK_BITS // st[1].extra[0]
            f[st[3]] = max(counts[st[3]] - per * n, 0)
    ub.issued += plan.calls * n
    f[plan.var] = end
    BATCHED[0] += 1
    return True


def _declare(plan: Plan, f: Any, regs: dict[int, Any]) -> None:
    """Make the registers the body declares as its iterations leave them (new objects), with the
    live-register peak the iterations reach (a VF's spill note counts it): from the second iteration
    on, each register the body makes is made while the one it replaces still lives."""
    for slot, make in plan.declared:
        if not isinstance(f[slot], Register):
            f[slot] = make()  # as the first iteration declares it
    for slot, make in plan.declared:
        f[slot] = regs[slot] = make()  # made while the previous one lives, as in the second iteration
    if any(st[0] == "umask" for st in plan.steps):
        vector_bool()  # the mask asc_update_mask_bN makes while the register it goes to lives


def _layout(mems: list[_Mem], f: Any, var: int, start: int, n: int) -> bool:
    """Work out each site's first address and stride; whether the accesses may run batched."""
    for m in mems:
        key = _layout_key(m, f, start, n)
        seen = m.seen
        if key is not None and seen is not None and seen[0] == key:
            # The same values as the last layout: the same addresses (the pointer is a function of
            # them); only whether the array is still live and unjournaled can have changed.
            if seen[1] is None:
                return False
            _, (off, stride, alloc, ptr) = seen
            if getattr(alloc, "freed", False) or ptr.mem.journal is not None:
                return False
            m.addr, m.stride, m.alloc, m.ptr = off, stride, alloc, ptr
            continue
        m.seen = None
        ps = []
        try:
            for i in (start, start + 1, start + n - 1):
                f[var] = i
                p = m.ev(f)
                if not isinstance(getattr(p, "mem", None), DevMem):
                    return False  # null or not device memory: the iteration that meets it reports it
                ps.append(p)
        finally:
            f[var] = start
        # Addresses and arrays as the runtime's pointers (Pointer.core) would hold them; only the
        # first one is made.
        p0, p1, pl = ps
        a0 = int(p0.off)
        stride = int(p1.off) - a0
        alloc = p0.mem.alloc
        if alloc is None or p1.mem.alloc is not alloc or pl.mem.alloc is not alloc \
                or int(pl.off) != a0 + stride * (n - 1) or stride < VL_BYTES or a0 % 32 or stride % 32 \
                or alloc.space != "ub":
            m.seen = None if key is None else (key, None)  # the same values give the same no
            return False
        if getattr(alloc, "freed", False) or p0.mem.mem.journal is not None:
            return False
        off = a0 - alloc.base
        if off < 0 or off + stride * (n - 1) + VL_BYTES > alloc.size:
            m.seen = None if key is None else (key, None)
            return False
        m.addr, m.stride, m.alloc, m.ptr = off, stride, alloc, p0.core(m.elem)
        if key is not None:
            m.seen = (key, (off, stride, alloc, m.ptr))
    for i, a in enumerate(mems):
        for b in mems[i + 1:]:
            if not (a.write or b.write) or a.alloc is not b.alloc:
                continue
            if a.addr == b.addr and a.stride == b.stride and (a.write == b.write or not a.write):
                continue  # the same bytes in the same iteration only, in the body's order
            if _meets(a, b, n):
                return False
    return True


def _layout_key(m: _Mem, f: Any, start: int, n: int) -> tuple[Any, ...] | None:
    """What the addresses of site ``m`` in ``n`` iterations from ``start`` are a function of: the loop's
    range and the values of the variables its pointer reads (None: not known, or not hashable)."""
    if m.slots is None:
        return None
    key = (start, n, *(f[s] for s in m.slots))
    try:
        hash(key)
    except TypeError:
        return None
    return key


def _meets(a: _Mem, b: _Mem, n: int) -> bool:
    return a.addr < b.addr + b.stride * (n - 1) + VL_BYTES and b.addr < a.addr + a.stride * (n - 1) + VL_BYTES


def _rows(buf: np.ndarray, m: _Mem, n: int) -> np.ndarray:
    """The 256-byte ranges of the ``n`` iterations of ``m``, as an (n, 256) view of ``buf``."""
    return hazard_rows.strided_rows(buf, m.addr, m.stride, n)


def _all_written(m: _Mem, n: int) -> bool:
    """Whether every byte the ``n`` loads of ``m`` read was written (counted as ``n`` clean reads, as
    the loads one at a time count them)."""
    init = m.alloc.init
    if init is None or m.alloc.init_full:
        return True
    if not _rows(init, m, n).all():
        return False
    m.alloc.clean_reads(n)
    return True


def _store(m: _Mem, n: int, data: np.ndarray, lanes: np.ndarray | None) -> None:
    dst = _rows(m.alloc.data, m, n)
    init = m.alloc.init
    if lanes is None:
        dst[...] = data
        if init is not None:
            _rows(init, m, n)[...] = True
    else:
        np.copyto(dst, data, where=lanes)
        if init is not None:
            _rows(init, m, n)[...] |= lanes


#: The mask instructions whose result on compare masks of one width is one too: bit j is ``mask[j] &
#: (src0[j] op src1[j])``, 0 wherever both sources are 0.
_FLAG_OPS = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}


def _flag_op(family: str, overload: Any, srcs: list[int], mask: int, lazy: dict[int, tuple[int, np.ndarray]],
             flags_of_slot: Callable[[int, int], np.ndarray], value: Callable[[int], np.ndarray]
             ) -> tuple[int, np.ndarray] | None:
    """A compare's result, or a mask instruction's on compare results of one element width, as
    (k, flags) (``lazy`` of :func:`run_rest`); None when its bits are to be computed."""
    if family == "reg_compare.compare":
        e = overload.elem(1)
        a, b = (value(s) for s in srcs)
        return e.size, compare.compare_raw(overload.extra[0], a, b, flags_of_slot(mask, e.size), e.np)
    if family != "reg_logic.bitwise_mask" or not overload.extra or overload.extra[0] not in _FLAG_OPS:
        return None
    ga, gb = (lazy.get(s) for s in srcs)
    if ga is None or gb is None or ga[0] != gb[0]:
        return None
    (k, fa), fb = ga, gb[1]
    both = _FLAG_OPS[overload.extra[0]](fa, fb)
    active = flags_of_slot(mask, k)  # the mask's bits where the flags are (the others give 0)
    return k, both if covers(both, active) else both & active


def _compute(family: str, overload: Any, dst: Register, srcs: list[np.ndarray], mask: np.ndarray | None,
             flags_of_slot: Callable[[int, int], np.ndarray], mask_slot: int) -> np.ndarray:
    """One instruction over the batch: ``srcs`` and ``mask`` as (iterations, lanes) or one register's
    bits (``mask`` given to the mask instructions only); ``flags_of_slot(mask_slot, k)`` the mask's
    flags for elements of k bytes."""
    a, b = srcs
    if family == "reg_logic.bitwise_mask":
        assert mask is not None
        return np.asarray(overload.extra and logic.bitwise_mask(overload.extra[0], a, b, mask))
    k = dst.elem.size if isinstance(dst, VectorRegister) else 1
    if family == "reg_compare.compare":
        e = overload.elem(1)
        return compare.element_mask_raw(compare.compare_raw(overload.extra[0], a, b, flags_of_slot(mask_slot, e.size),
                                                            e.np), e.size)
    flags = flags_of_slot(mask_slot, k)
    if family == "reg_arith.binary":
        return np.asarray(overload.extra[0](a, b, flags, overload.elem(0).np))
    if family == "reg_logic.bitwise":
        return np.asarray(logic.bitwise_raw(overload.extra[0], a, b, flags))
    return np.asarray(permute_sel.select_raw(a, b, flags))


#: (element bytes, count, iterations) -> what :func:`_masks` gave (read only); a loop's masks repeat
#: from one run to the next.
_MASKS: dict[tuple[int, int, int], tuple[np.ndarray, bool]] = {}


def _masks(overload: Any, count: int, n: int) -> tuple[np.ndarray, bool]:
    """The masks ``asc_update_mask_bN`` gives in iterations 1..n of a counter at ``count``, and
    whether every iteration's mask has every element active."""
    key = (overload.extra[0], count, n)
    got = _MASKS.get(key)
    if got is None:
        if len(_MASKS) > 64:
            _MASKS.clear()
        bits = _mask_bits(overload, count, n)
        bits.flags.writeable = False
        got = _MASKS[key] = (bits, count >= MASK_BITS // overload.extra[0] * n)
    return got


def _mask_bits(overload: Any, count: int, n: int) -> np.ndarray:
    per = MASK_BITS // overload.extra[0]
    left = np.maximum(count - per * np.arange(n), 0)
    active = np.minimum(left, per)  # elements active in each iteration
    elems = np.arange(per)
    flags = elems[None, :] < active[:, None]
    return np.repeat(flags, overload.extra[0], axis=1) & _governing(overload.extra[0])


_GOVERNING: dict[int, np.ndarray] = {}


def _governing(k: int) -> np.ndarray:
    g = _GOVERNING.get(k)
    if g is None:
        g = _GOVERNING[k] = np.arange(MASK_BITS) % k == 0
    return g


def _show_tracker(plan: Plan, mems: list[_Mem], stores: list[tuple[_Mem, np.ndarray, np.ndarray | None]],
                  n: int, cur: Any) -> None:
    """Show the hazard tracker each access, in the order the iterations make them."""
    lanes_of = {id(m): lanes for m, _, lanes in stores}
    hook = mems[0].ptr.mem.hook if mems else None
    if hook is None:
        return
    saved = cur.loc
    tracker = getattr(hook, "__self__", None)
    if isinstance(tracker, hazard.Tracker):
        sites = []
        for m in mems:
            cur.loc = m.loc
            lanes = lanes_of.get(id(m)) if m.write else None
            sites.append(hazard_rows.RowSite(m.alloc, m.addr, m.stride, m.write, lanes, tracker.where_now()))
        if hazard_rows.access_rows(tracker, sites, n):
            cur.loc = saved
            return
    for i in range(n):
        for m in mems:
            off = m.addr + i * m.stride
            cur.loc = m.loc
            lanes = lanes_of.get(id(m)) if m.write else None
            if lanes is None:
                hook(m.alloc, off, VL_BYTES, m.write, _PIPE_V, m.name, None)
                continue
            row = lanes[i]
            active = np.flatnonzero(row)
            if active.size == 0:
                continue
            lo, hi = int(active[0]), int(active[-1]) + 1
            hook(m.alloc, off + lo, hi - lo, True, _PIPE_V, m.name, None if row[lo:hi].all() else row[lo:hi])
    cur.loc = saved
