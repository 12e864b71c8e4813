"""Estimated cycles: a pipe timeline built from the vendor's published throughput.

While a profile is active (:func:`profile`, ``ascsim run --profile``) every C call a kernel makes is
placed on a timeline of its core: one queue per pipe (S, V, MTE2, MTE3; a cube core's M, MTE1 and
FIX too; each core of a ``__mix__`` launch has its own timeline). The scalar unit issues calls
in program order, one per ``scalar_issue_cycles``; a call on another pipe starts when that pipe is
free and the flags it waits for are set. A VF is one V-pipe instruction whose length is the issue
schedule of its register instructions: groups in program order, two dual-issue instructions sharing
a cycle when the UB and register ports allow it (:class:`VFSchedule`). Costs come from
:mod:`ascsim.spec.costs` (the cube core's from the formulas of :mod:`ascsim.spec.cost_cube`); GM<->UB
copies from :class:`Params`. It is an estimate, not a measurement.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields, replace
from typing import Any

from .. import arch
from ..arch import CoreType, Pipe
from ..errors import AscValueError, user_location
from ..spec import Overload
from ..spec import costs as sc
from ..spec.cost_cube import CallShape
from .context import CTX
from .jobs import set_jobs
from .simt_profile import SimtRegion

#: The profiler of the running profile, or None (the hooks test only this).
ACTIVE: Profiler | None = None

PIPES = ("S", "V", "MTE2", "MTE3", "M", "MTE1", "FIX")
#: The pipes a report shows for a vector core and for a cube core.
VECTOR_PIPES = ("S", "V", "MTE2", "MTE3")
CUBE_PIPES = ("S", "MTE2", "MTE1", "M", "FIX", "MTE3")


@dataclass(frozen=True)
class Params:
    """The model's parameters (assumptions, not published figures, except ``ub_bytes_per_cycle``)."""

    gm_bytes_per_cycle: float = 32.0  #: GM<->UB bandwidth of one core, bytes per cycle
    mte_start_cycles: int = 100  #: start-up latency of one GM<->UB copy instruction
    scalar_issue_cycles: int = 1  #: cycles the scalar unit spends issuing one call
    vf_start_cycles: int = 0  #: fixed cost of launching one VF on the V pipe
    ub_bytes_per_cycle: float = 256.0  #: UB->UB copies (published: DataCopy(UB->UB))
    simt_atomic_cycles: float = 1.0  #: cycles of one SIMT thread's atomic (no published figure)
    cube_start_cycles: int = 16  #: the mmad's start-up Delta t (the cube appendix names it, gives no value)
    mte1_start_cycles: int = 16  #: start-up Delta T of one L1->L0A/L0B/bias-table copy
    fix_start_cycles: int = 16  #: start-up Delta T of one fixpipe copy (L0C out, L1->fixpipe buffer)

    def with_overrides(self, items: list[str] | dict[str, Any]) -> Params:
        """These parameters with ``name=value`` overrides."""
        pairs = items.items() if isinstance(items, dict) else (self._split(s) for s in items)
        known = {f.name: f for f in fields(self)}
        out = self
        for name, value in pairs:
            if name not in known:
                raise AscValueError(f"unknown profile parameter {name!r}; known: {', '.join(known)}")
            try:
                v = float(value)
            except (TypeError, ValueError):
                raise AscValueError(f"profile parameter {name}={value!r} is not a number") from None
            if v < 0 or (name.endswith("per_cycle") and v == 0):
                raise AscValueError(f"profile parameter {name}={value!r} must be positive")
            value_: Any = int(v) if known[name].type in (int, "int") else v
            out = replace(out, **{name: value_})
        return out

    @staticmethod
    def _split(text: str) -> tuple[str, str]:
        if "=" not in text:
            raise AscValueError(f"profile parameter {text!r}: expected NAME=VALUE")
        k, v = text.split("=", 1)
        return k.strip(), v.strip()


@dataclass
class Event:
    """One span on a pipe's track."""

    pipe: str
    name: str
    start: float
    dur: float
    where: str | None


class VFSchedule:
    """The issue schedule of one VF's register instructions (a throughput model).

    In program order, instructions form issue groups: a dual-issue instruction joins the open group
    when that group holds exactly one dual-issue instruction whose results it does not use, and together
    they read at most two VLs
    of UB (or read one and write one) and write at most two registers; any other instruction starts a
    new group. A group occupies the pipe for the longest of its members' cycles."""

    def __init__(self) -> None:
        self.length = 0
        self.open: tuple[int, int, int, int, int] | None = None  # start, cycles, reads, writes, reg writes
        self.items: list[tuple[str, float, float, str | None]] = []  # name, offset, cycles, where
        self.open_writes: frozenset[int] = frozenset()  # registers the open group's instruction writes

    def add(self, name: str, c: sc.VCost, where: str | None, uses: frozenset[int] = frozenset(),
            writes: frozenset[int] = frozenset()) -> None:
        """One register instruction; ``uses``/``writes``: the registers it reads or writes, and writes."""
        if c.cycles == 0 and c.reg_writes == 0:
            if name == "asc_mem_bar":
                self.open = None  # a barrier ends pairing
            return
        g = self.open
        # -1: a result returned by value (not yet known by identity): any register use may be it.
        depends = bool(self.open_writes & uses) or (-1 in self.open_writes and bool(uses))
        if (c.dual and g is not None and not depends
                and _ports_fit(g[2] + c.ub_reads, g[3] + c.ub_writes, g[4] + c.reg_writes)):
            start = g[0]
            grown = max(g[1], c.cycles)
            self.length += grown - g[1]
            self.open = None  # a pair is full
            self.items.append((name, start, c.cycles, where))
            return
        start = self.length
        self.length += c.cycles
        self.open = (start, c.cycles, c.ub_reads, c.ub_writes, c.reg_writes) if c.dual else None
        self.open_writes = writes
        self.items.append((name, start, c.cycles, where))


def _ports_fit(reads: int, writes: int, reg_writes: int) -> bool:
    return reads + writes <= 2 and writes <= 1 and reg_writes <= 2


@dataclass
class BlockTimeline:
    """The pipes of one core of a block."""

    kernel: str
    block: int
    #: How the report names it: "block 3", or "block 3 cube" / "block 3 vector 1" in a mixed launch.
    label: str = ""
    cube: bool = False
    t_s: float = 0.0  #: the scalar unit's issue clock
    free: dict[str, float] = field(default_factory=lambda: dict.fromkeys(PIPES, 0.0))
    busy: dict[str, float] = field(default_factory=lambda: dict.fromkeys(PIPES, 0.0))
    events: list[Event] = field(default_factory=list)
    flags: dict[tuple[int, int, int], list[float]] = field(default_factory=lambda: defaultdict(list))
    vf: VFSchedule | None = None
    vf_issue: float = 0.0
    vf_where: str | None = None

    @property
    def end(self) -> float:
        return max(self.t_s, *self.free.values())

    def put(self, pipe: str, name: str, ready: float, dur: float, where: str | None) -> float:
        start = max(ready, self.free[pipe])
        self.free[pipe] = start + dur
        self.busy[pipe] += dur
        self.events.append(Event(pipe, name, start, dur, where))
        return start


def _pipe_name(p: Pipe) -> str | None:
    n = p.name.removeprefix("PIPE_")
    return n if n in PIPES else None


class Profiler:
    """Collects the timelines of the kernels launched while it is active."""

    def __init__(self, params: Params | None = None) -> None:
        self.params = params or Params()
        self.launches: list[tuple[str, int, dict[int, BlockTimeline]]] = []
        #: Cross-block arrivals: (mode, flag, block) -> the time of each arrival.
        self.arrivals: dict[tuple[str, int, int], list[float]] = defaultdict(list)
        #: Cross-core arrivals in a __mix__ launch: (channel, core) -> the time of each arrival.
        self.partner: dict[tuple[tuple[object, ...], int], list[float]] = defaultdict(list)
        #: The architecture the kernels ran on (the report comes after the run, which may have chosen it).
        self.chip = arch.current()
        #: The SIMT counts of each launch that ran SIMT threads (by index in ``launches``).
        self.simt: dict[int, SimtRegion] = {}
        #: The counts of the SIMT VF an ``asc_vf_call`` is running, if any.
        self._simt_vf: SimtRegion | None = None

    # -- hooks ---------------------------------------------------------------------------------------
    def launch_start(self, kernel: str, num_blocks: int) -> None:
        self.chip = arch.current()
        self.launches.append((kernel, num_blocks, {}))
        self.arrivals.clear()
        self.partner.clear()

    def _tl(self) -> BlockTimeline | None:
        if not self.launches:
            return None
        kernel, _, blocks = self.launches[-1]
        b = CTX.track_idx
        tl = blocks.get(b)
        if tl is None:
            cube = CTX.core is CoreType.AIC
            label = f"block {CTX.block_idx}"
            if CTX.track_num == 3 * CTX.block_num:  # a __mix__ launch: three cores per block
                label += " cube" if cube else f" vector {CTX.sub_block_idx}"
            tl = blocks[b] = BlockTimeline(kernel, CTX.block_idx, label, cube)
        return tl

    def issue(self, overload: Overload, args: tuple[Any, ...]) -> None:
        """A C call through the facade (before it runs)."""
        tl = self._tl()
        if tl is None:
            return
        if CTX.vf_depth:
            if tl.vf is not None:
                regs = [(prm.ty.ref, id(a)) for prm, a in zip(overload.params, args, strict=False)
                        if prm.ty.kind in ("reg", "mask")]
                writes = frozenset(i for ref, i in regs if ref) | (
                    frozenset((-1,)) if overload.ret.kind in ("reg", "mask") else frozenset())
                tl.vf.add(overload.name, sc.vf_cost(overload), user_location(), frozenset(i for _, i in regs), writes)
            return
        c = sc.entry(overload)
        p = self.params
        t = tl.t_s
        tl.t_s += p.scalar_issue_cycles
        if c.pipe in ("-",) or overload.function.header == "kernel_operator":
            return
        where = user_location()
        if c.pipe == "S":  # the scalar unit runs it: its issue slot is its cost (at least)
            dur = max(c.cycles, p.scalar_issue_cycles)
            tl.t_s = tl.put("S", overload.name, t, dur, where) + dur
            return
        dur = self._duration(overload, c, args)
        start = tl.put(c.pipe, overload.name, tl.t_s, dur, where)
        if overload.function.header in ("cube_compute", "cube_datamove") and overload.name.endswith("_sync"):
            tl.t_s = start + dur  # the _sync twin waits for its own result

    def _duration(self, overload: Overload, c: sc.Cost, args: tuple[Any, ...]) -> float:
        p = self.params
        if c.unit == "fixed":
            return c.cycles
        named = {prm.name: a for prm, a in zip(overload.params, args, strict=False)}
        if c.formula is not None:
            work = c.formula(_shape(overload, named))
            if c.unit == "formula":
                return float(getattr(p, c.start, 0) if c.start else 0) + (math.ceil(work - 1e-9) if work > 0 else 0)
        if c.unit == "byte":
            n = int(math.ceil(work)) if c.formula is not None else _bytes(overload, named)
            if c.pipe in ("MTE2", "MTE3"):
                return p.mte_start_cycles + math.ceil(n / p.gm_bytes_per_cycle)
            return max(1, math.ceil(n / p.ub_bytes_per_cycle))
        # A UB vector instruction: per VL of its element type, its loads paired two per cycle, the
        # register instruction's cycles and one store.
        e = next((prm.ty.elem for prm in overload.params if prm.ty.elem is not None and prm.ty.kind == "ptr"), None)
        size = e.size if e is not None else 4
        lanes = sc.VL_BYTES // size
        count = _int(named.get("count"))
        if c.native:  # the chip runs it itself (dav-2201): a repeat covers a VL of its widest element type
            widest = max((prm.ty.elem.size for prm in overload.params
                          if prm.ty.kind == "ptr" and prm.ty.elem is not None), default=size)
            per = sc.VL_BYTES // widest
            repeats = math.ceil(count / per) if count is not None else max(1, _int(named.get("repeat")) or 1)
            return repeats * max(1, math.ceil(per / (c.rate(e.name if e else None, size) or per) - 1e-9))
        repeats = math.ceil(count / lanes) if count is not None else max(1, _int(named.get("repeat")) or 1)
        srcs = sum(1 for prm in overload.params if prm.ty.kind == "ptr" and prm.name.startswith("src"))
        rate = c.rate(e.name if e else None, size) or lanes
        op = max(1, math.ceil(lanes / rate))
        return repeats * (math.ceil(srcs / 2) + op + 1)

    def vf_enter(self) -> None:
        tl = self._tl()
        if tl is not None:
            tl.vf, tl.vf_issue, tl.vf_where = VFSchedule(), tl.t_s, user_location()

    def vf_exit(self) -> None:
        tl = self._tl()
        if tl is None or tl.vf is None:
            return
        vf, tl.vf = tl.vf, None
        dur = vf.length + self.params.vf_start_cycles
        start = tl.put("V", "VF", tl.vf_issue, dur, tl.vf_where)
        base = start + self.params.vf_start_cycles
        for name, off, cyc, where in vf.items:
            tl.events.append(Event("V.inst", name, base + off, cyc, where))

    # -- SIMT (:mod:`ascsim.runtime.simt_profile`) ------------------------------------------------
    def _simt_region(self) -> SimtRegion | None:
        if self._simt_vf is not None:
            return self._simt_vf
        if not self.launches:
            return None
        region = self.simt.get(len(self.launches) - 1)
        if region is None:
            region = self.simt[len(self.launches) - 1] = SimtRegion()
        return region

    def simt_kept(self) -> tuple[SimtRegion, Any] | None:
        """The SIMT counts now, for :meth:`simt_put_back`."""
        region = self._simt_region()
        return None if region is None else (region, region.kept())

    def simt_put_back(self, kept: tuple[SimtRegion, Any] | None) -> None:
        """The SIMT counts as :meth:`simt_kept` found them (the run since is taken back)."""
        if kept is not None:
            kept[0].put_back(kept[1])

    def simt_statement(self, threads: Any, m: Any, where: str) -> None:
        """A statement the SIMT threads ``m`` of a batch ran."""
        region = self._simt_region()
        if region is not None:
            region.statement(threads, m, where)

    def simt_nop(self, threads: Any, m: Any) -> None:
        """``asc_nop`` by the SIMT threads ``m``."""
        region = self._simt_region()
        if region is not None:
            region.nop(threads, m)

    def simt_access(self, threads: Any, gm: bool, addr: Any, pos: Any, size: int, atomic: bool) -> None:
        """A load, store or atomic of SIMT threads at the byte addresses ``addr``."""
        region = self._simt_region()
        if region is not None:
            region.access(threads, gm, addr, pos, size, atomic, user_location() or "?")

    def simt_vf_begin(self) -> None:
        """An ``asc_vf_call`` of a SIMT VF starts: its threads' counts go apart."""
        self._simt_vf = SimtRegion()

    def simt_vf_end(self, name: str) -> None:
        """The SIMT VF ends: its slowest block's estimate occupies the V pipe of the calling block."""
        region, self._simt_vf = self._simt_vf, None
        tl = self._tl()
        if region is None or tl is None:
            return
        cycles, _ = region.slowest(self.params)
        tl.put("V", f"SIMT {name}", tl.t_s, cycles, user_location())

    def notify(self, pipe: Pipe, tpipe: Pipe, event: int) -> None:
        tl = self._tl()
        if tl is None:
            return
        src = _pipe_name(pipe)
        t = max(tl.t_s, tl.free[src]) if src else tl.end
        tl.flags[(int(pipe), int(tpipe), int(event))].append(t)

    def wait(self, pipe: Pipe, tpipe: Pipe, event: int) -> None:
        tl = self._tl()
        if tl is None:
            return
        q = tl.flags.get((int(pipe), int(tpipe), int(event)))
        if not q:
            return
        self._gate(tl, _pipe_name(tpipe), q.pop(0))

    @staticmethod
    def _gate(tl: BlockTimeline, pipe: str | None, t: float) -> None:
        if pipe is None or pipe == "S":
            tl.t_s = max(tl.t_s, t)  # the scalar unit stalls: every later call waits
        else:
            tl.free[pipe] = max(tl.free[pipe], t)

    def barrier(self, pipes: tuple[Pipe, ...] | None) -> None:
        tl = self._tl()
        if tl is None:
            return
        names = PIPES if pipes is None else tuple(n for p in pipes if (n := _pipe_name(p)))
        t = max([tl.t_s] + [tl.free[n] for n in names])
        for n in names:
            tl.free[n] = t
        tl.t_s = t

    def arrive(self, mode: str, pipe: Pipe, flag: int) -> None:
        tl = self._tl()
        if tl is None:
            return
        n = _pipe_name(pipe)
        self.arrivals[(mode, flag, tl.block)].append(max(tl.t_s, tl.free[n]) if n else tl.end)

    def core_arrive(self, channel: tuple[object, ...], core: int, pipe: Pipe) -> None:
        """A cross-core arrival (``asc_sync_block_arrive``/``_intra_arrive`` of a ``__mix__`` launch) of
        ``core`` (0 cube, 1 + vector id) on ``channel``: when its pipe's work so far is done."""
        tl = self._tl()
        if tl is None:
            return
        n = _pipe_name(pipe)
        self.partner[(channel, core)].append(max(tl.t_s, tl.free[n]) if n else tl.end)

    def core_wait(self, channel: tuple[object, ...], senders: tuple[int, ...], k: int, pipe: Pipe) -> None:
        """The ``k``-th cross-core wait on ``channel``: the waiting pipe starts no earlier than the senders'
        ``k``-th arrivals."""
        tl = self._tl()
        if tl is None:
            return
        times = [a[k] for s in senders if len(a := self.partner[(channel, s)]) > k]
        if times:
            self._gate(tl, _pipe_name(pipe), max(times))

    def wait_blocks(self, mode: str, pipe: Pipe, flag: int, members: list[int], k: int) -> None:
        tl = self._tl()
        if tl is None:
            return
        times = [a[k] for b in members if len(a := self.arrivals[(mode, flag, b)]) > k]
        if times:
            self._gate(tl, _pipe_name(pipe), max(times))

    # -- results -------------------------------------------------------------------------------------
    def report(self, top: int = 10) -> str:
        """The text report: per kernel and block, cycles, pipe use, bounding pipe, top instructions."""
        p = self.params
        chip = self.chip
        lines = [f"ascsim profile: ESTIMATED cycles on {chip.name} ({chip.products}) from the vendor's published "
                 "per-instruction throughput (a model, not a measurement)",
                 "parameters: " + ", ".join(f"{f.name}={getattr(p, f.name)}" for f in fields(p))]
        for li, (kernel, num_blocks, blocks) in enumerate(self.launches):
            region = self.simt.get(li)
            if region is not None:
                cycles, _ = region.slowest(p)
                count = len(region.blocks)
                lines.append(f"kernel {kernel} (SIMT): {count} block{'s' if count != 1 else ''}, ~{cycles:,.0f} "
                             "cycles (slowest block; the model of ascsim.runtime.simt_profile)")
                lines += region.report(p, top)
                continue
            total = max((tl.end for tl in blocks.values()), default=0.0)
            lines.append(f"kernel {kernel}: {num_blocks} block{'s' if num_blocks != 1 else ''}, "
                         f"~{total:,.0f} cycles (slowest block)")
            for b in sorted(blocks):
                tl = blocks[b]
                end = tl.end or 1.0
                shown = CUBE_PIPES if tl.cube else VECTOR_PIPES
                bound = max(shown, key=lambda n: tl.busy[n])
                use = "  ".join(f"{n} {tl.busy[n]:,.0f} ({100 * tl.busy[n] / end:.0f}%)" for n in shown)
                lines.append(f"  {tl.label or f'block {b}'}: ~{tl.end:,.0f} cycles; busy: {use}; bound by {bound}")
            agg: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0.0, 0])
            for tl in blocks.values():
                for e in tl.events:
                    if e.name == "VF":
                        continue
                    a = agg[(e.name, e.where or "?")]
                    a[0] += e.dur
                    a[1] += 1
            if agg:
                lines.append("  top instructions by cycles (all blocks):")
                for (name, where), (cyc, n) in sorted(agg.items(), key=lambda kv: -kv[1][0])[:top]:
                    lines.append(f"    {cyc:>10,.0f}  {int(n):>6}x  {name}  {where}")
        return "\n".join(lines)

    def trace(self) -> dict[str, Any]:
        """A Chrome/Perfetto trace (Trace Event Format, JSON object form): one process per kernel
        launch and block, one thread (track) per pipe; 1 cycle is shown as 1 microsecond."""
        events: list[dict[str, Any]] = []
        tids = {n: i for i, n in enumerate((*PIPES, "V.inst"))}
        for li, (kernel, _, blocks) in enumerate(self.launches):
            for b in sorted(blocks):
                pid = li * 100000 + b
                events.append({"name": "process_name", "ph": "M", "pid": pid, "tid": 0,
                               "args": {"name": f"{kernel} {blocks[b].label or f'block {b}'}"}})
                for n, tid in tids.items():
                    events.append({"name": "thread_name", "ph": "M", "pid": pid, "tid": tid,
                                   "args": {"name": "V (VF instructions)" if n == "V.inst" else f"PIPE_{n}"}})
                for e in blocks[b].events:
                    events.append({"name": e.name, "cat": e.pipe, "ph": "X", "ts": e.start, "dur": e.dur,
                                   "pid": pid, "tid": tids[e.pipe], "args": {"where": e.where or "?"}})
        return {"traceEvents": events, "displayTimeUnit": "ns",
                "otherData": {"note": "ESTIMATED from published throughput; 1 us = 1 cycle",
                              **{f.name: getattr(self.params, f.name) for f in fields(self.params)}}}

    def write_trace(self, path: str) -> None:
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(self.trace(), fh)

    def cycles(self, kernel: str | None = None) -> float:
        """Estimated cycles of the last launch (of ``kernel`` if given): its slowest block."""
        for li in range(len(self.launches) - 1, -1, -1):
            name, _, blocks = self.launches[li]
            if kernel is None or name == kernel:
                if li in self.simt:
                    return self.simt[li].slowest(self.params)[0]
                return max((tl.end for tl in blocks.values()), default=0.0)
        raise KeyError(kernel)


def _int(x: Any) -> int | None:
    if x is None:
        return None
    v = getattr(x, "value", x)
    try:
        return int(v)
    except (TypeError, ValueError):
        return None


def _shape(overload: Overload, named: dict[str, Any]) -> CallShape:
    """What a cost formula reads of a call: its integer arguments, its pointers' element types, the running
    cube core's mode registers."""
    ints = {prm.name: v for prm in overload.params if prm.ty.kind != "ptr"
            and (v := _int(named.get(prm.name))) is not None}
    elems = tuple(prm.ty.elem.name if prm.ty.elem is not None else None for prm in overload.params
                  if prm.ty.kind == "ptr")
    modes = CTX.system().cube if CTX.core is CoreType.AIC else {}
    return CallShape(ints, elems, modes, arch.current().name)


def _bytes(overload: Overload, named: dict[str, Any]) -> int:
    """Bytes one copy call moves (``size``; ``n_burst * len_burst``; or the ndim loop sizes)."""
    if "size" in named:
        return _int(named["size"]) or 0
    if "n_burst" in named:
        return (_int(named["n_burst"]) or 0) * (_int(named["len_burst"]) or 0)
    if "loop0_size" in named:
        e = next((prm.ty.elem for prm in overload.params if prm.ty.elem is not None and prm.ty.kind == "ptr"), None)
        n = e.size if e is not None else 1
        for i in range(5):
            n *= max(1, _int(named.get(f"loop{i}_size")) or 1)
        return n
    return sc.VL_BYTES


@contextmanager
def profile(params: Params | dict[str, Any] | None = None) -> Iterator[Profiler]:
    """Estimate the cycles of the kernels launched inside the ``with`` block (``ascsim.profile()``).

    Blocks run in this process while profiling (the timeline needs them in one place)."""
    global ACTIVE
    if isinstance(params, dict):
        params = Params().with_overrides(params)
    prof = Profiler(params)
    previous, ACTIVE = ACTIVE, prof
    jobs = set_jobs(1)
    try:
        yield prof
    finally:
        ACTIVE = previous
        set_jobs(jobs)
