"""Batched tile loops: a kernel's scalar ``for`` loop over tiles (copies in, a VF, copies out, pipe
syncs) runs its tiles as one computation over a leading tile axis.

What is batched (decided from the AST when the loop is compiled, then at run time per execution):

- the loop ``for (int-type t = a; t < b; ++t / t++ / t += c)`` in a ``__global__`` vector kernel,
  ``b`` and ``c`` plain expressions (``+ - * / %`` of variables, literals, casts);
- a body of straight-line statements only: declarations of integer scalars initialised with ``+``,
  ``-``, ``*`` of the counter, variables and literals; ``asc_copy_gm2ub_align(ub, gm, size)`` and
  ``asc_copy_ub2gm_align(gm, ub, size)`` with the UB pointer and the size loop-invariant;
  ``asc_sync_notify``/``asc_sync_wait``; ``asc_vf_call<f>(args)`` with loop-invariant arguments of a VF
  whose body is register-only statements (no memory access, no print) and VF loops of the batched
  form (:mod:`ascsim.frontend.vf_batch`).

At run time the first tile runs as usual, watched (:class:`ascsim.runtime.hazard_tiles.Trace`): its
syncs, the pipes' clocks, its GM accesses and the counters it moves. The remaining tiles then run
batched when: batching is on, no profile is recorded, the first tile reported nothing, every GM
address is affine in the tile and inside its allocation, the UB pointers and sizes are the same in
every tile (whole 32-byte blocks, one plain burst), GM written by one tile is touched by no other
tile, every GM byte read was written, every UB byte a tile reads was written earlier in the same
tile, no store-atomic mode is set, the syncs of a tile are balanced, the pipes' clocks move on by
the same amount in every tile (checked on the clocks' own algebra, :mod:`ascsim.runtime.hazard_tiles`),
at the end of a tile each
pipe that touched a UB array is ordered after the others' accesses there (so no tile races with the
one before), and the race checker would find no race between the blocks. Otherwise the tiles run
one at a time, exactly as without batching.

The batch gathers each GM input as a (tiles, bytes) view, gives each tile a private copy of the UB
arrays (a range a copy from GM or a VF's store of whole rows filled is read from the GM view or the
stored values until something writes over it, without a copy), runs the VF's loops over (tiles,
iterations), and scatters the outputs to GM; UB is left holding what the last tile that wrote each
byte wrote. The checker's state is brought to where the
tiles one at a time leave it: the pipes' clocks, the records of the UB accesses (those of the first
tile, moved on), one record per tile of each GM access, the cross-block record of GM, and the
counters (instructions issued, VF epochs, clean reads).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ..arch import CoreType
from ..ops import copy_layout as cl
from ..runtime import batch, check, datamove, hazard_tiles, timeline
from ..runtime import memory as rtmem
from ..runtime.context import CTX
from . import clangutil as cu
from . import ctype as T
from . import vf_batch
from .memory import DevMem

#: How many tile loops ran batched (the tests' way to tell that one did).
BATCHED = [0]
_AFFINE_OPS = {"+", "-", "*"}
_BOUND_OPS = {"+", "-", "*", "/", "%"}
#: Register instruction families a VF may run outside its batched loops (no memory access).
_REGISTER_ONLY = ("reg_arith.", "reg_compare.", "reg_logic.", "reg_permute_sel.", "reg_mask.", "reg_duplicate.")


class _Reject(Exception):
    """The loop is not of the batched form (its tiles run one at a time)."""


class Copy:
    """One copy of the body: direction, pointer and size evaluators, element size, function name."""

    __slots__ = ("into_ub", "gm", "ub", "size", "es", "name")

    def __init__(self, into_ub: bool, gm: Callable[[Any], Any], ub: Callable[[Any], Any],
                 size: Callable[[Any], Any], es: int, name: str) -> None:
        self.into_ub, self.gm, self.ub, self.size, self.es, self.name = into_ub, gm, ub, size, es, name


class TilePlan:
    """A batchable tile loop: its counter slot, bound and step, the body's scalar declarations
    (slot, evaluator) and its steps: ("copy", Copy) | ("vf", evaluator)."""

    def __init__(self) -> None:
        self.var = -1
        self.var_ty: Any = None
        self.bound: Callable[[Any], Any] | None = None
        self.step: Callable[[Any], Any] = lambda f: 1
        self.decls: list[tuple[int, Callable[[Any], Any]]] = []
        self.steps: list[tuple[str, Any]] = []


def plan_tiles(comp: Any, init_s: Any, cond_e: Any, inc_e: Any, body_c: Any) -> TilePlan | None:
    """The batch plan of ``for (init_s; cond_e; inc_e) body_c`` in a vector kernel, or None."""
    fn = getattr(comp.scope, "func", None)
    if fn is None or fn.kernel_core != "AIV":
        return None
    try:
        return _plan(comp, init_s, cond_e, inc_e, body_c)
    except _Reject:
        return None


def _plan(comp: Any, init_s: Any, cond_e: Any, inc_e: Any, body_c: Any) -> TilePlan:
    kinds = comp.kinds
    if init_s is None or cond_e is None or inc_e is None or body_c.kind != kinds.COMPOUND_STMT \
            or init_s.kind != kinds.DECL_STMT:
        raise _Reject
    decls = list(init_s.get_children())
    if len(decls) != 1 or decls[0].kind != kinds.VAR_DECL:
        raise _Reject
    var = decls[0]
    info = comp.var_info(var, var)
    if info.byref or info.is_global or not isinstance(info.ty, T.IntType):
        raise _Reject
    plan = TilePlan()
    plan.var, plan.var_ty = info.idx, info.ty
    cond = vf_batch._strip(cond_e, kinds)
    if cond.kind != kinds.BINARY_OPERATOR or cu.binop(cond) != "<":
        raise _Reject
    lhs, rhs = list(cond.get_children())
    if vf_batch._ref(lhs, kinds) != var:
        raise _Reject
    local: set[Any] = set()
    _plain(comp, rhs, _BOUND_OPS, {var} | local)
    plan.bound = comp.expr(rhs).ev
    inc = vf_batch._strip(inc_e, kinds)
    if inc.kind == kinds.UNARY_OPERATOR and cu.unop(inc) in ("++", "pre++", "post++"):
        if vf_batch._ref(next(inc.get_children()), kinds) != var:
            raise _Reject
    elif inc.kind == kinds.COMPOUND_ASSIGNMENT_OPERATOR and cu.binop(inc) == "+=":
        target, amount = list(inc.get_children())
        if vf_batch._ref(target, kinds) != var:
            raise _Reject
        _plain(comp, amount, _BOUND_OPS, {var})
        plan.step = comp.expr(amount).ev
    else:
        raise _Reject
    for st in body_c.get_children():
        _statement(comp, plan, st, var, local)
    if not any(kind == "vf" for kind, _ in plan.steps):
        raise _Reject  # copies and syncs alone are cheap enough one tile at a time
    return plan


def _plain(comp: Any, c: Any, ops: set[str], banned: set[Any]) -> set[Any]:
    """Check that ``c`` is built of literals, casts, plain variables and ``ops`` only; the variables
    it reads. ``banned`` variables must not be among them."""
    kinds = comp.kinds
    read: set[Any] = set()
    for n in c.walk_preorder():
        k = n.kind
        if k in (kinds.UNEXPOSED_EXPR, kinds.PAREN_EXPR, kinds.INTEGER_LITERAL, kinds.CSTYLE_CAST_EXPR,
                 kinds.CXX_STATIC_CAST_EXPR, kinds.CXX_FUNCTIONAL_CAST_EXPR, kinds.TYPE_REF):
            continue
        if k == kinds.DECL_REF_EXPR:
            ref = n.referenced
            if ref is None:
                raise _Reject
            if ref.kind == kinds.ENUM_CONSTANT_DECL:
                continue
            if ref.kind not in (kinds.VAR_DECL, kinds.PARM_DECL) or ref in banned:
                raise _Reject
            if comp.in_prelude(ref) or ref.kind == kinds.VAR_DECL and comp._is_dynamic_ub(ref):
                raise _Reject
            vi = comp.var_info(ref, n)
            if vi.byref or vi.is_global and not ref.type.is_const_qualified():
                raise _Reject  # a global or a reference may change under the loop
            read.add(ref)
            continue
        if k == kinds.BINARY_OPERATOR and cu.binop(n) in ops:
            continue
        raise _Reject
    return read


def _overload(comp: Any, call: Any) -> tuple[str, Any]:
    found = vf_batch.call_overload(comp, call)
    if found is None:
        raise _Reject
    if getattr(found[1], "notice", ""):  # a deprecated instruction: its notice needs a real call
        raise _Reject
    return found


def _statement(comp: Any, plan: TilePlan, st: Any, var: Any, local: set[Any]) -> None:
    kinds = comp.kinds
    if st.kind == kinds.DECL_STMT:
        for d in st.get_children():
            if d.kind != kinds.VAR_DECL:
                raise _Reject
            info = comp.var_info(d, d)
            init = [ch for ch in d.get_children() if ch.kind.is_expression()]
            if info.byref or info.is_global or not isinstance(info.ty, T.IntType) or len(init) != 1:
                raise _Reject
            _plain(comp, init[0], _AFFINE_OPS, set())
            plan.decls.append((info.idx, comp.convert(comp.expr(init[0]), info.ty, init[0]).ev))
            local.add(d)
        return
    s = vf_batch._strip(st, kinds)
    if s.kind != kinds.CALL_EXPR:
        raise _Reject
    args = list(s.get_arguments())
    if s.spelling == "asc_vf_call":
        for a in args:
            _plain(comp, a, _AFFINE_OPS, {var} | local)  # the same arguments in every tile
        _check_vf(comp, s)
        plan.steps.append(("vf", comp.expr(s).ev))
        return
    family, overload = _overload(comp, s)
    if family in ("sync.notify", "sync.wait"):
        for a in args:
            _plain(comp, a, set(), {var} | local)
        return
    if family not in ("copy.gm2ub_align", "copy.ub2gm_align") or len(args) != 3:
        raise _Reject
    into_ub = family == "copy.gm2ub_align"
    ub_c, gm_c = (args[0], args[1]) if into_ub else (args[1], args[0])
    _plain(comp, ub_c, _AFFINE_OPS, {var} | local)
    _plain(comp, args[2], _AFFINE_OPS, {var} | local)
    _plain(comp, gm_c, _AFFINE_OPS, set())
    e = overload.params[0].ty.elem
    plan.steps.append(("copy", Copy(into_ub, comp.expr(gm_c).ev, comp.expr(ub_c).ev, comp.expr(args[2]).ev,
                                    e.size if e is not None else 1, overload.name)))


def _check_vf(comp: Any, call: Any) -> None:
    """The VF of ``asc_vf_call`` must touch memory only in its batched loops and print nothing."""
    kinds = comp.kinds
    callee = next(iter(call.get_children()))
    while callee.kind in (kinds.UNEXPOSED_EXPR, kinds.PAREN_EXPR):
        callee = next(iter(callee.get_children()))
    targets = [ch for ch in callee.get_children() if ch.kind == kinds.DECL_REF_EXPR]
    decl = targets[0].referenced if targets else None
    if decl is None or decl.kind != kinds.FUNCTION_DECL:
        raise _Reject
    d = decl.get_definition() or decl
    fn = comp.func(decl)
    if not fn.is_vf:
        raise _Reject
    body = next((ch for ch in d.get_children() if ch.kind == kinds.COMPOUND_STMT), None)
    plans = comp.vf_plans
    if body is None:
        raise _Reject
    for st in body.get_children():
        if st.kind == kinds.FOR_STMT:
            plan = plans.get(place(st))
            if plan is None or not plan.from_start:
                raise _Reject
            continue
        if st.kind == kinds.DECL_STMT:
            for v in st.get_children():
                if v.kind != kinds.VAR_DECL:
                    raise _Reject
                for ch in v.get_children():
                    if ch.kind.is_expression():
                        _register_only(comp, ch)
            continue
        _register_only(comp, st)


def place(c: Any) -> tuple[str, int, int]:
    """A statement's place in the source (the key of the VF loops' plans)."""
    loc = c.extent.start
    return (loc.file.name if loc.file is not None else "", loc.line, loc.column)


def _register_only(comp: Any, c: Any) -> None:
    """``c`` calls register instructions of memory-free families and reads no memory."""
    kinds = comp.kinds
    for n in c.walk_preorder():
        k = n.kind
        if k in (kinds.ARRAY_SUBSCRIPT_EXPR, kinds.MEMBER_REF_EXPR) or k == kinds.UNARY_OPERATOR and cu.unop(n) == "*":
            raise _Reject
        if k in (kinds.BINARY_OPERATOR, kinds.COMPOUND_ASSIGNMENT_OPERATOR) and cu.binop(n) in (
                "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="):
            lhs = vf_batch._strip(next(n.get_children()), kinds)
            if lhs.kind != kinds.DECL_REF_EXPR or lhs.referenced is None or not vf_batch._is_register(lhs.referenced):
                raise _Reject
        if k == kinds.UNARY_OPERATOR and cu.unop(n) in ("++", "--", "pre++", "pre--", "post++", "post--"):
            raise _Reject
        if k == kinds.CALL_EXPR:
            if n.spelling.startswith("vector_") or n.spelling == "operator=":
                continue  # a register's construction or assignment
            family, _ = _overload(comp, n)
            if not family.startswith(_REGISTER_ONLY):
                raise _Reject


# -- running ---------------------------------------------------------------------------------------


def batched(plan: TilePlan, init: Callable[[Any], Any] | None, test: Callable[[Any], Any],
            inc: Callable[[Any], Any], body: Callable[[Any], Any], loop: Callable[[Any], Any],
            rest: Callable[[Any], Any], cur: Any, loc: str) -> Callable[[Any], Any]:
    """The loop's statement: its first tile as usual, watched, then the rest batched when they may
    be (``loop`` is the whole loop tile by tile, ``rest`` the same without its init)."""

    def run(f: Any) -> Any:
        if not batch.ENABLED[0] or timeline.ACTIVE is not None or CTX.vf_depth or CTX.core is not CoreType.AIV \
                or vf_batch.TILES[0] is not None or CTX.ub is None or CTX.sync is None:
            return loop(f)
        if init is not None:
            init(f)
        left = _tiles_left(plan, f)
        if left is None or left < 2:
            return rest(f)
        cur.loc = loc
        if not test(f):
            return None
        trace = hazard_tiles.Trace()
        try:
            body(f)  # the body's statements never break, continue or return
        finally:
            trace.stop()
        inc(f)
        left -= 1
        # In chunks of at most CHUNK_BYTES of private UB (a long loop's tiles at once would take
        # memory in proportion; smaller chunks cost more per tile than the cache they save).
        chunk = max(1, CHUNK_BYTES // max(1, _ub_bytes(plan, f)))
        while left > 0 and trace.usable() and run_rest(plan, f, trace, min(left, chunk)):
            left -= min(left, chunk)
        return rest(f)

    return run


#: The UB bytes of the tiles of one batch (their private arrays; the written flags, when needed, as
#: many again). Chunks of 256 KiB, which stay in the processor's cache, measured slower: each batch
#: has its fixed cost (the VF call, the checks, the checker's bulk work).
CHUNK_BYTES = 64 << 20


def _ub_bytes(plan: TilePlan, f: Any) -> int:
    """The bytes of the UB arrays one tile's copies use (0 when not known)."""
    seen: dict[int, int] = {}
    try:
        for kind, what in plan.steps:
            if kind == "copy":
                p = what.ub(f)
                alloc = p.mem.alloc if p is not None and type(p.mem) is DevMem else None
                if alloc is not None:
                    seen[id(alloc)] = int(alloc.size)
    except Exception:  # noqa: BLE001 - the batch's own look at the pointers decides
        return 0
    return sum(seen.values())


def _tiles_left(plan: TilePlan, f: Any) -> int | None:
    """How many more tiles the loop runs from its counter's value now (None: not known)."""
    assert plan.bound is not None
    try:
        start, bound, step = f[plan.var], plan.bound(f), plan.step(f)
    except Exception:  # noqa: BLE001 - the loop itself meets the error where it does (tile by tile)
        return None
    if not all(isinstance(v, int) for v in (start, bound, step)) or step <= 0:
        return None
    left = max(0, -(-(bound - start) // step))
    if start + left * step > plan.var_ty.max:
        return None  # the counter would wrap around: not the plain count
    return int(left)


class _GmSite:
    """A copy's GM side over the batch: allocation, first offset, stride and size in bytes."""

    __slots__ = ("copy", "alloc", "off", "stride", "n", "ub_alloc", "ub_off")

    def __init__(self, copy: Copy, alloc: Any, off: int, stride: int, n: int, ub_alloc: Any, ub_off: int) -> None:
        self.copy, self.alloc, self.off, self.stride, self.n = copy, alloc, off, stride, n
        self.ub_alloc, self.ub_off = ub_alloc, ub_off

    def rows(self, m: int, arr: np.ndarray, writeable: bool = True) -> np.ndarray:
        """The (tiles, n) view of ``arr`` (the allocation's bytes or flags) this site covers."""
        step = arr.strides[0]
        return np.lib.stride_tricks.as_strided(arr[self.off:], shape=(m, self.n), strides=(self.stride * step, step),
                                               writeable=writeable and arr.flags.writeable)


def _layout(plan: TilePlan, f: Any, m: int) -> list[_GmSite] | None:
    """Each copy's GM and UB side over the ``m`` tiles from the counter's value now, or None when
    they do not have the batched form (addresses affine in the tile, UB and size invariant, inside
    the allocations)."""
    start, step = f[plan.var], plan.step(f)
    copies = [s for kind, s in plan.steps if kind == "copy"]
    seen: list[list[tuple[Any, int, Any, int, int]]] = []
    try:
        for k in (0, 1, m - 1):
            f[plan.var] = start + k * step
            for slot, ev in plan.decls:
                f[slot] = ev(f)
            row = []
            for c in copies:
                g, u, n = c.gm(f), c.ub(f), c.size(f)
                if not (_device(g, "gm") and _device(u, "ub")) or not isinstance(n, int):
                    return None
                row.append((g.mem.alloc or rtmem.GM.allocation_at(g.off), int(g.off), u.mem.alloc, int(u.off), n))
            seen.append(row)
    except Exception:  # noqa: BLE001 - a null pointer's arithmetic ...: the tile that meets it reports it
        return None
    finally:
        f[plan.var] = start
    sites = []
    regs = datamove.regs()
    for i, c in enumerate(copies):
        (ga, g0, ua, u0, n), (ga1, g1, ua1, u1, n1), (ga2, g2, ua2, u2, n2) = (r[i] for r in seen)
        stride = g1 - g0
        if ga is None or ua is None or ga1 is not ga or ga2 is not ga or ua1 is not ua or ua2 is not ua \
                or (u1, u2, n1, n2) != (u0, u0, n, n) or g2 != g0 + stride * (m - 1) or stride < 0:
            return None
        if getattr(ga, "freed", False) or getattr(ua, "freed", False) or ga.space != "gm" or ua.space != "ub":
            return None
        if not 1 <= n <= cl.MAX_BURST_BYTES or n % cl.BLOCK or u0 % cl.BLOCK:
            return None
        bursts = cl.gm2ub(c.name, c.es, 1, n, 0, 0, 0, 0, regs.gm2ub) if c.into_ub else \
            cl.ub2gm(c.name, c.es, 1, n, n, 0, regs.ub2gm)
        if len(bursts) != 1 or (bursts[0].src, bursts[0].dst, bursts[0].nbytes) != (0, 0, n) \
                or bursts[0].left or bursts[0].right or bursts[0].dummy:
            return None  # the copy-engine registers shape it otherwise: tile by tile
        off, uoff = g0 - ga.base, u0 - ua.base
        if off < 0 or off + stride * (m - 1) + n > ga.size or uoff < 0 or uoff + n > ua.size:
            return None  # outside its allocation: the tile that is reports it
        sites.append(_GmSite(c, ga, off, stride, n, ua, uoff))
    return sites


def _device(p: Any, space: str) -> bool:
    return p is not None and type(p.mem) is DevMem and p.mem.mem.name == space and p.mem.mem.journal is None


def _apart(sites: list[_GmSite], m: int) -> bool:
    """Whether no tile's GM writes meet another tile's GM accesses: per allocation written, the
    tiles' spans (first to last byte over its sites) do not overlap, and no site reads an allocation
    after a site of the same tile wrote it (the batch reads before it writes)."""
    written = {id(s.alloc) for s in sites if not s.copy.into_ub}
    for key in written:
        mine = [s for s in sites if id(s.alloc) == key]
        if len({s.stride for s in mine}) != 1:
            return False
        lo = min(s.off for s in mine)
        hi = max(s.off + s.n for s in mine)
        if m > 1 and mine[0].stride < hi - lo:
            return False
        out = False
        for s in mine:
            out = out or not s.copy.into_ub
            if out and s.copy.into_ub:
                return False
    return True


#: Arrays of earlier batches, by shape and type, to be used again (fresh memory costs its page faults
#: each time, about as much as the batch's copies): a tile loop's next run has the same shapes.
_SPARE: dict[tuple[tuple[int, int], Any], np.ndarray] = {}


def _spare(shape: tuple[int, int], dtype: Any) -> np.ndarray:
    """An array of ``shape`` (contents undefined) that no batch running now uses."""
    key = (shape, np.dtype(dtype))
    got = _SPARE.pop(key, None)
    return got if got is not None else np.empty(shape, dtype)


class _Array:
    """One UB array over the tiles: its data, the byte ranges every tile wrote whole, (made when a
    write is partial or strided) the written flags per tile, and the ranges copies from GM filled
    that still hold what a copy from GM or a VF's store put there (read from GM or the stored values
    until something writes there: no copy)."""

    __slots__ = ("alloc", "data", "init", "full", "src")

    def __init__(self, alloc: Any, data: np.ndarray) -> None:
        self.alloc, self.data = alloc, data
        self.init: np.ndarray | None = None
        self.full: list[tuple[int, int]] = []
        #: (lo, hi, rows): bytes [lo, hi) of tile k are rows[k] (a view of GM or stored values), not in ``data``.
        self.src: list[tuple[int, int, np.ndarray]] = []

    def fill(self, lo: int, hi: int, rows: np.ndarray) -> None:
        """Every tile's bytes ``[lo, hi)`` take the (tiles, hi - lo) ``rows`` (nothing writes to them)."""
        self.settle(lo, hi)
        self.src.append((lo, hi, rows))
        self.wrote(lo, hi)

    def settle(self, lo: int, hi: int) -> None:
        """Copy the GM rows of the ranges that meet ``[lo, hi)`` into ``data`` (about to be written, or
        read across ranges)."""
        if not self.src:
            return
        keep = []
        for a, b, rows in self.src:
            if a < hi and lo < b:
                self.data[:, a:b] = rows
            else:
                keep.append((a, b, rows))
        self.src = keep

    def view(self, lo: int, hi: int) -> np.ndarray:
        """Every tile's bytes ``[lo, hi)``, (tiles, hi - lo): from GM when one range holds them all."""
        for a, b, rows in self.src:
            if a <= lo and hi <= b:
                return rows[:, lo - a:hi - a]
        self.settle(lo, hi)
        return self.data[:, lo:hi]

    def covered(self, lo: int, hi: int) -> bool:
        """Whether every tile wrote all of bytes ``[lo, hi)`` (as ranges written whole)."""
        at = lo
        for a, b in sorted(self.full):
            if a > at:
                break
            at = max(at, b)
            if at >= hi:
                return True
        return at >= hi

    def flags(self) -> np.ndarray:
        """The written flags per tile (made from the whole ranges when first needed)."""
        if self.init is None:
            self.init = _spare(self.data.shape, np.bool_)
            self.init.fill(False)
            for a, b in self.full:
                self.init[:, a:b] = True
        return self.init

    def wrote(self, lo: int, hi: int) -> None:
        """Every tile wrote bytes ``[lo, hi)``."""
        self.full.append((lo, hi))
        if self.init is not None:
            self.init[:, lo:hi] = True


class Private:
    """The UB arrays of the batch's tiles, each (tiles, bytes), with what each tile wrote of them;
    what :mod:`ascsim.frontend.vf_batch` reads and writes while a tile loop runs batched."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.arrays: dict[int, _Array] = {}

    def of(self, alloc: Any) -> _Array:
        got = self.arrays.get(id(alloc))
        if got is None:
            got = self.arrays[id(alloc)] = _Array(alloc, _spare((self.count, alloc.size), np.uint8))
        return got

    def _rows(self, arr: np.ndarray, addr: int, stride: int, n: int) -> np.ndarray:
        s0, s1 = arr.strides
        return np.lib.stride_tricks.as_strided(arr[:, addr:], shape=(self.count, n, 256), strides=(s0, stride * s1, s1))

    def rows(self, alloc: Any, addr: int, stride: int, n: int) -> np.ndarray:
        arr = self.of(alloc)
        view = arr.view(addr, addr + stride * (n - 1) + 256)
        s0, s1 = view.strides
        return np.lib.stride_tricks.as_strided(view, shape=(self.count, n, 256), strides=(s0, stride * s1, s1),
                                               writeable=False)

    def written(self, alloc: Any, addr: int, stride: int, n: int) -> bool:
        arr = self.of(alloc)
        if arr.covered(addr, addr + stride * (n - 1) + 256):
            return True
        return bool(self._rows(arr.flags(), addr, stride, n).all())

    def store(self, alloc: Any, addr: int, stride: int, n: int, data: np.ndarray, lanes: np.ndarray | None) -> None:
        if lanes is not None and lanes.ndim == 3 and not (lanes == lanes[:1]).all():
            # Lanes that differ from tile to tile: the checker's records of the store would too.
            raise vf_batch.TileAbort
        arr = self.of(alloc)
        if lanes is None and stride == 256 and data.shape == (self.count, n, 256) and data.flags.c_contiguous:
            # Whole rows one after another: the stored values themselves hold the bytes (a new array,
            # never written again), read from there until something writes over them.
            arr.fill(addr, addr + 256 * n, data.reshape(self.count, 256 * n))
            return
        arr.settle(addr, addr + stride * (n - 1) + 256)
        data_rows = self._rows(arr.data, addr, stride, n)
        if lanes is None:
            data_rows[...] = data
            if stride == 256:
                arr.wrote(addr, addr + 256 * n)
            else:
                self._rows(arr.flags(), addr, stride, n)[...] = True
        else:
            np.copyto(data_rows, data, where=lanes)
            self._rows(arr.flags(), addr, stride, n)[...] |= lanes

    def leave(self) -> None:
        """UB as the tiles leave it: each byte holds what the last tile that wrote it wrote (before GM
        changes: ranges may still be read from there). Then :meth:`release`."""
        for arr in self.arrays.values():
            for a, b, rows in arr.src:  # every tile wrote these: the last one's bytes are the ones left
                arr.data[-1, a:b] = rows[-1]
            arr.src.clear()
            alloc, data, init = arr.alloc, arr.data, arr.init
            if init is None:  # whole ranges only: the last tile wrote them
                for a, b in arr.full:
                    alloc.data[a:b] = data[-1, a:b]
                    if alloc.init is not None:
                        alloc.init[a:b] = True
                continue
            wrote = init.any(axis=0)
            cols = np.flatnonzero(wrote)
            if not cols.size:
                continue
            lo, hi = int(cols[0]), int(cols[-1]) + 1
            if init[-1, lo:hi].all():  # the last tile wrote every byte any tile wrote
                alloc.data[lo:hi] = data[-1, lo:hi]
            else:
                part = init[:, lo:hi]
                last = self.count - 1 - np.argmax(part[::-1], axis=0)
                sel = np.flatnonzero(np.asarray(wrote)[lo:hi])
                alloc.data[lo + sel] = data[last[sel], lo + sel]
            if alloc.init is not None:
                alloc.init[cols] = True

    def release(self) -> None:
        """The tiles' arrays go back to the spares (nothing reads them any more)."""
        for arr in self.arrays.values():
            for kept in (arr.data, arr.init):
                if kept is not None and len(_SPARE) < 8:
                    _SPARE[(kept.shape, kept.dtype)] = kept
        self.arrays.clear()


def run_rest(plan: TilePlan, f: Any, trace: hazard_tiles.Trace, m: int) -> bool:
    """Run the ``m`` tiles left (the counter at the first of them) batched; False (nothing done)
    when they must run one at a time."""
    if getattr(CTX.sync, "store_atomic", None) is not None:
        return False  # copies into GM combine with what is there (a store-atomic mode): tile by tile
    sites = _layout(plan, f, m)
    if sites is None or not _apart(sites, m):
        return False
    checking = check.CHECKER.mode != "off"
    if checking:
        for s in sites:
            init = s.alloc.init
            if s.copy.into_ub and init is not None and not s.alloc.init_full and not s.rows(m, init).all():
                return False  # a tile reads unwritten GM: reported by the tile that does
    model = trace.model(m, sites)
    if model is None:
        return False
    start, step = f[plan.var], plan.step(f)
    for slot, ev in plan.decls:
        f[slot] = ev(f)
    priv = Private(m)
    outs: list[tuple[_GmSite, np.ndarray]] = []
    saved = trace.counters_now()
    for kind, what in _sites_iter(plan, sites):
        if kind == "copy":
            s = what
            arr = priv.of(s.ub_alloc)
            lo, hi = s.ub_off, s.ub_off + s.n
            if s.copy.into_ub:
                arr.fill(lo, hi, s.rows(m, s.alloc.data, False))
            else:
                if not arr.covered(lo, hi) and not arr.flags()[:, lo:hi].all():
                    trace.restore(saved)
                    priv.release()
                    return False  # a tile copies out UB bytes it did not write
                outs.append((s, arr.view(lo, hi)))
        else:
            vf_batch.TILES[0] = priv
            try:
                what(f)
            except vf_batch.TileAbort:
                trace.restore(saved)
                priv.release()
                return False
            finally:
                vf_batch.TILES[0] = None
    # Decided: UB (what it holds may still be read from GM), GM, the clocks, the checker's records and
    # the counters as the tiles leave them.
    priv.leave()
    for s, data in outs:
        s.rows(m, s.alloc.data)[...] = data
        if s.alloc.init is not None:
            s.rows(m, s.alloc.init)[...] = True
    priv.release()
    model.commit()
    trace.advance(saved, m)
    trace.moved(m, sites)
    f[plan.var] = start + m * step
    BATCHED[0] += 1
    return True


def _sites_iter(plan: TilePlan, sites: list[_GmSite]) -> list[tuple[str, Any]]:
    """The plan's steps with each copy replaced by its site over the batch."""
    it = iter(sites)
    return [("copy", next(it)) if kind == "copy" else (kind, what) for kind, what in plan.steps]

