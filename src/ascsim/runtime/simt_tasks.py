"""SIMT code run as cooperative tasks: thread groups that progress apart, and the SIMD code beside them.

The lockstep engine runs the threads of a block together; warp by warp
(:mod:`ascsim.frontend.simt_warps`) runs one warp after another. Neither can run threads that wait for
something only another thread *that is not running* provides: a warp that waits for the SIMD code after
the ``asc_vf_call`` that started it (a queue the scalar code consumes), warps that wait for each other in
both directions, or warps that must meet at a barrier while some of them wait for others. On the chip the
threads progress independently and the VF runs beside the scalar code. Here:

* each *group* of threads (a warp, or one thread when the lanes of a warp wait on each other) is a task:
  a Python thread that runs the SIMT code's body in lockstep over its own threads (a copy of the batch's
  :class:`~ascsim.runtime.simt.Threads` whose other threads count as finished);
* exactly one task runs at a time, and the baton passes at fixed points only: a loop iteration that
  changed nothing (:mod:`ascsim.frontend.simt_spin` finds it), a block barrier, a warp function that
  lanes of other groups share, the group's end. The next task is the first one after it, in group order
  and cyclically, that can make progress: one not started yet, or one waiting in a loop while memory
  changed since it began to wait (the counts of writes of SIMT and SIMD code). The schedule is fixed;
* when no group can make progress, a warp function whose warp has every unfinished group waiting runs
  over the lanes that wait at that call (the lanes *together* there; a lane waiting elsewhere is not
  among them), and then a barrier at which every unfinished group waits is passed;
* when nothing of that is left, the baton goes back to the *host*: the SIMD code after ``asc_vf_call``
  (:mod:`ascsim.frontend.simt_concurrent` says when it hands the baton back).
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from ..errors import SyncError
from . import memory, simt, simt_memory, vf_pending
from .simt_races import RACES

_NEW, _RUNNING, _WAITING, _DONE = range(4)
#: What a waiting group waits in.
SPIN, BARRIER, COLLECTIVE, RELEASED, TURN = "a loop", "a barrier", "a warp function", "its release", "its turn"

#: The C stack of a task's thread: the lockstep engine nests a closure per statement level.
_STACK_BYTES = 64 * 1024 * 1024


class Abort(BaseException):
    """Unwinds a suspended group when the SIMT code stops (an error elsewhere, or a deadlock)."""


def epoch() -> int:
    """How many writes SIMT and SIMD code have made: a waiting loop's memory may have changed when it moved."""
    return memory.WRITES[0] + simt_memory.WRITES[0]


class Split(SyncError):
    """A deadlock of groups whose lanes wait on each other: run again with those warps a group per thread."""

    def __init__(self, message: str, location: str | None, warps: set[int]) -> None:
        super().__init__(message, location)
        #: The warps to split.
        self.warps = warps

    def __reduce__(self) -> tuple[object, ...]:
        return (SyncError, (self.message, self.location))


class Group:
    """One task: the threads it runs, its Python thread, what it waits for."""

    __slots__ = ("index", "lanes", "view", "state", "kind", "since", "where", "go", "site", "call", "result",
                 "loc", "warp", "inside", "block")

    def __init__(self, index: int, lanes: np.ndarray, view: simt.Threads, warp: int, block: int) -> None:
        self.index, self.lanes, self.view, self.warp, self.block = index, lanes, view, warp, block
        self.state = _NEW
        self.kind = ""
        self.since = 0
        self.where: str | None = None
        self.go = threading.Event()
        self.site: Any = None
        self.call: tuple[Any, ...] = ()
        self.result: Any = None
        self.loc: Any = None
        #: The threads in the loop a group waits in (the others of the group wait at its end: lockstep).
        self.inside: np.ndarray | None = None


class Tasks:
    """The groups of one run of SIMT code, and the baton they pass with the host (see the module)."""

    def __init__(self, threads: simt.Threads, run: Callable[[simt.Threads, Sequence[Any]], None],
                 args: Sequence[Any], groups: Sequence[np.ndarray], location: tuple[Callable[[], Any],
                                                                                     Callable[[Any], None]]) -> None:
        self.base, self.run, self.args = threads, run, args
        self.get_loc, self.set_loc = location
        self.groups: list[Group] = []
        warp = threads.warp
        for i, lanes in enumerate(groups):
            view = copy.copy(threads)
            view.exited = threads.exited | ~lanes
            view.pending = None
            view.tasks = self
            first = int(np.flatnonzero(lanes)[0])
            self.groups.append(Group(i, lanes, view, int(warp[first]), int(threads.block_of[first])))
        by_warp: dict[int, list[Group]] = {}
        for g in self.groups:
            by_warp.setdefault(g.warp, []).append(g)
        #: The warps whose lanes several groups hold: their warp functions wait for the lanes together.
        self.shared = {w: gs for w, gs in by_warp.items() if len(gs) > 1}
        self.host_go = threading.Event()
        #: The warp whose warp function ran last: the next one runs in the warp after it, in turn.
        self.last_warp = -1
        self.error: BaseException | None = None
        self.aborting = False
        self.host_state: tuple[Any, ...] = ()
        #: The pipe the groups' accesses belong to (the V pipe of a VF), as when the SIMT code started.
        self.vf_pipe = simt_memory.VF_PIPE[0]

    # -- the host's side ------------------------------------------------------------------------
    def finished(self) -> bool:
        return all(g.state == _DONE for g in self.groups)

    def can_progress(self, apart: bool = False) -> bool:
        """Whether a group could run now: one not started, a loop whose memory changed, a warp function or barrier
        to pass (with ``apart``, also a warp function some lanes of whose warp wait elsewhere)."""
        return self._pick(-1, fire=False, apart=apart) is not None

    def resume(self, apart: bool = False) -> bool:
        """Run groups until every one has finished (True) or none can make progress (False); on the host. With
        ``apart`` (the host waits too), the first group may be released from a warp function that runs without
        the lanes of its warp that wait elsewhere."""
        nxt = self._pick(-1, apart=apart)
        if nxt is not None:
            self.host_state = self._save()
            self.host_go.clear()
            self._wake(nxt)
            self.host_go.wait()
            self._restore(self.host_state)
        if self.error is not None:
            err, self.error = self.error, None
            self.abort()
            raise err
        return self.finished()

    def run_to_end(self, host: str, where: str | None) -> None:
        """Run groups until every one has finished, while the host (``host`` at ``where``) waits for that; a
        :class:`SyncError` when they cannot (a :class:`Split` when lanes of a warp group wait on each other)."""
        while not self.resume(apart=True):
            if not self.can_progress(apart=True):
                err = self.deadlock(host, where)
                apart = self.apart_warps()
                self.abort()
                if apart:
                    raise Split(err.message, err.location, apart)
                raise err

    def apart_warps(self, only: bool = False) -> set[int]:
        """The warps of groups that wait in a loop while threads of theirs wait at its end (lanes perhaps waiting
        on each other, which one group per thread could run); with ``only``, none unless every group that waits in
        a loop is such a group (the others may wait for something else: the SIMD code)."""
        out = set()
        for g in self.groups:
            if g.state != _DONE and g.kind == SPIN and g.inside is not None:
                if (g.lanes & ~g.view.exited & ~g.inside).any():
                    out.add(g.warp)
                elif only:
                    return set()
        return out

    def abort(self) -> None:
        """Unwind every group that has not finished (on the host)."""
        self.aborting = True
        for g in self.groups:
            if g.state == _NEW:
                g.state = _DONE
        while not self.finished():
            g = next(g for g in self.groups if g.state != _DONE)
            self.host_go.clear()
            self._wake(g)
            self.host_go.wait()
        self._restore(self.host_state)

    def waits(self) -> list[str]:
        """What the unfinished groups wait in, and where, one line per place, for a deadlock report; then the groups
        whose lanes wait on each other (some in a loop, the others at its end, as a group runs in lockstep)."""
        places: dict[tuple[str, str | None], list[int]] = {}
        apart: list[str] = []
        for g in self.groups:
            if g.state == _DONE:
                continue
            live = g.lanes & ~g.view.exited
            inside = live if g.kind != SPIN or g.inside is None else live & g.inside
            places.setdefault((g.kind or "its start", g.where), []).extend(np.flatnonzero(inside).tolist())
            if g.kind == SPIN and (live & ~inside).any():
                first = int(np.flatnonzero(live & ~inside)[0])
                apart.append(f"  {self.base.who(first)} and {int((live & ~inside).sum()) - 1} other thread(s) of the "
                             f"same warp wait at the end of the loop at {g.where}")
        out = []
        for (kind, where), lanes in places.items():
            them = self.base.who(lanes[0]) + (f" and {len(lanes) - 1} other thread(s)" if len(lanes) > 1 else "")
            out.append(f"  {them} wait in {kind} at {where or '<unknown>'}")
        if apart:
            out.append("A warp runs its lanes in lockstep here (one task per warp), so lanes of a warp that wait in a "
                       "loop keep the others of the warp from going on; on the chip they might go on (a lock one lane "
                       "holds while another lane of its warp waits for it):")
            out += apart
        return out

    def deadlock(self, host: str, where: str | None) -> SyncError:
        """The error of a state where the host and every group wait."""
        first = next((g.where for g in self.groups if g.state != _DONE and g.where), None)
        return SyncError(f"deadlock: {host}, and every SIMT thread that has not finished waits, none of them for "
                         "anything that can still change:\n" + "\n".join(self.waits()), where or first)

    # The pending SIMT code's entry points for :mod:`ascsim.runtime.vf_pending` (which cannot import this module).
    def finish_pending(self, what: str) -> None:
        finish_pending(what)

    def abort_pending(self) -> None:
        abort_pending()

    def simd_spin(self, loc: str, frame: Any, assumed_end: Callable[[], bool]) -> bool:
        return simd_spin(loc, frame, assumed_end)

    # -- the groups' side -----------------------------------------------------------------------
    def spin(self, where: str, inside: np.ndarray) -> None:
        """The running group's loop (its threads ``inside``) made no progress in its last iteration: let others run
        until memory moves."""
        self._running().inside = inside
        self._wait(SPIN, where)

    def barrier(self, where: str | None) -> None:
        """A block barrier: wait until every unfinished group is at one."""
        self._wait(BARRIER, where)

    def collective(self, fn: Callable[..., Any], overload: Any, t: simt.Threads, m: Any, args: tuple[Any, ...],
                   where: str | None) -> Any:
        """A warp function of a group whose warp other groups share: run over the lanes together at this call."""
        g = self._running()
        if g.warp not in self.shared:
            # The warp is one group: it runs the call alone, after giving the next group its turn, so that warps
            # move on side by side as on the chip rather than one running far ahead of the others.
            self._wait(TURN, where)
            return fn(overload, t, m, *args)
        g.site, g.call = (fn, overload, where), (t.full(m) & ~t.exited, args)
        self._wait(COLLECTIVE, where)
        result, g.result = g.result, None
        return result

    # -- the schedule ---------------------------------------------------------------------------
    def _running(self) -> Group:
        t = simt.CURRENT[0]
        assert t is not None and t.tasks is self
        return next(g for g in self.groups if g.view is t)

    def _pick(self, after: int, fire: bool = True, apart: bool = False) -> Group | None:
        """The group to run next (see the module); with ``fire``, the warp function or barrier it is released from
        runs now. None: no group can make progress. ``apart``: a warp function may run without lanes of its warp
        that wait elsewhere (only when the host waits too: lanes rejoin their warp while anything can move)."""
        if self.aborting:
            return next((g for g in self.groups if g.state != _DONE), None)
        n = len(self.groups)
        now = epoch()
        order = sorted(self.groups, key=lambda g: (g.index - after - 1) % n)
        for g in order:
            if g.state == _NEW or g.state == _WAITING and (g.kind in (RELEASED, TURN)
                                                           or g.kind == SPIN and g.since != now):
                return g
        # A block barrier: the block's groups go on once every unfinished one waits at it (a batch of blocks of a
        # SIMT kernel holds several blocks).
        by_block: dict[int, list[Group]] = {}
        for g in self.groups:
            if g.state != _DONE:
                by_block.setdefault(g.block, []).append(g)
        for live in by_block.values():
            if all(g.kind == BARRIER for g in live):
                if fire:
                    RACES.barrier()
                    for g in live:
                        g.kind = RELEASED
                return live[0]
        # Warp functions: the warps in turn after the last one that ran one, those whose every unfinished lane
        # waits at the same call first.
        warps = sorted(self.shared, key=lambda w: (w - self.last_warp - 1) % (max(self.shared) + 1))
        for whole in (True, False) if apart else (True,):
            for w in warps:
                gs = [g for g in self.shared[w] if g.state != _DONE]
                at = [g for g in gs if g.kind == COLLECTIVE]
                if not at or any(g.state != _WAITING for g in gs):
                    continue
                together = [g for g in at if g.site == at[0].site]
                if whole and len(together) != len(gs):
                    continue
                if fire:
                    self.last_warp = w
                    self._fire(together)
                return together[0]
        return None

    def _fire(self, together: list[Group]) -> None:
        """Run one warp function over the lanes of ``together`` (groups of one warp at the same call)."""
        fn, overload, _ = together[0].site
        n = self.base.n
        mask = np.zeros(n, np.bool_)
        merged: list[Any] = []
        for g in together:
            m, args = g.call
            mask |= m
            for k, a in enumerate(args):
                a = np.asarray(a)
                full = np.broadcast_to(a, (n, *a.shape[1:])) if a.ndim else np.broadcast_to(a, (n,))
                if k == len(merged):
                    merged.append(np.array(full))
                else:
                    merged[k] = np.where(m.reshape((n,) + (1,) * (full.ndim - 1)), full, merged[k])
        base = self.base
        saved = base.exited
        base.exited = ~mask
        try:
            result = fn(overload, base, mask, *merged)
        except BaseException as exc:  # noqa: BLE001 - reported by the host, as a group's own error is
            result = None
            if self.error is None:
                self.error = exc
            self.aborting = True
        finally:
            base.exited = saved
        for g in together:
            g.result, g.kind, g.site, g.call = result, RELEASED, None, ()

    def _wait(self, kind: str, where: str | None) -> None:
        g = self._running()
        g.state, g.kind, g.where, g.since = _WAITING, kind, where, epoch()
        g.loc = self.get_loc()
        nxt = self._pick(g.index)
        if nxt is g:
            self._begin(g)
        else:
            self._hand(nxt)
            g.go.wait()
            g.go.clear()
        self._restore_group(g)
        if self.aborting:
            raise Abort

    def _begin(self, g: Group) -> None:
        g.state = _RUNNING
        g.kind = ""

    def _hand(self, nxt: Group | None) -> None:
        """Give the baton to ``nxt`` (None: to the host)."""
        if nxt is None:
            self.host_go.set()
        else:
            self._wake(nxt)

    def _wake(self, g: Group) -> None:
        if g.state == _NEW:
            self._begin(g)
            previous = threading.stack_size(_STACK_BYTES)
            try:
                threading.Thread(target=self._body, args=(g,), name=f"ascsim SIMT group {g.index}",
                                 daemon=True).start()
            finally:
                threading.stack_size(previous)
        else:
            self._begin(g)
            g.go.set()

    def _body(self, g: Group) -> None:
        self._restore_group(g)
        try:
            if not self.aborting:
                with np.errstate(all="ignore"):  # C arithmetic wraps and rounds, as in the lockstep run
                    self.run(g.view, self.args)
        except Abort:
            pass
        except BaseException as exc:  # noqa: BLE001 - any error stops the SIMT code; the host re-raises it
            if self.error is None:
                self.error = exc
            self.aborting = True
        g.state = _DONE
        self._hand(self._pick(g.index))

    def _restore_group(self, g: Group) -> None:
        simt.CURRENT[0] = g.view
        simt_memory.VF_PIPE[0] = self.vf_pipe
        if g.loc is not None:
            self.set_loc(g.loc)

    def _save(self) -> tuple[Any, ...]:
        return simt.CURRENT[0], simt_memory.VF_PIPE[0], self.get_loc()

    def _restore(self, state: tuple[Any, ...]) -> None:
        if state:
            simt.CURRENT[0], simt_memory.VF_PIPE[0] = state[0], state[1]
            self.set_loc(state[2])


#: The SIMT code of the running block that has not finished while its SIMD code goes on (None: none).
PENDING = vf_pending.PENDING
#: The SIMD code's last loop iteration while SIMT code is pending: (its line, its variables, the write count).
#: Per loop line, so that a wait whose iteration runs an inner loop (a call that loops) is found too.
_SIMD_PROBE: dict[str, tuple[list[Any], int]] = {}


def start(tasks: Tasks) -> None:
    """``tasks``, which wait, are pending: the SIMD code goes on, and hands the baton back when it waits
    (:func:`simd_spin`, :func:`finish_pending`)."""
    PENDING[0] = tasks
    _SIMD_PROBE.clear()


def finish_pending(what: str) -> None:
    """Run the pending SIMT code of this block to its end before ``what`` (a barrier or wait of the V pipe, another
    VF, the kernel's end), as the chip orders it; a :class:`SyncError` if it cannot end."""
    tasks = PENDING[0]
    if tasks is None:
        return
    PENDING[0] = None
    tasks.run_to_end(f"the SIMD code waits for the SIMT code it started to end ({what})", None)


def abort_pending() -> None:
    """Unwind the pending SIMT code of a block that stops on an error."""
    tasks, PENDING[0] = PENDING[0], None
    if tasks is not None:
        tasks.abort()


def simd_spin(loc: str, frame: Any, assumed_end: Callable[[], bool]) -> bool:
    """A loop iteration of the SIMD code while SIMT code is pending (``frame``: the function's variables, a list, or
    the fused loop's ``locals()``): whether the loop ends here. An iteration that changed neither memory nor a
    variable ends a loop that C++ lets the compiler assume ends (``assumed_end()``, which reports it); otherwise it
    waits: the SIMT code runs until it waits too; when it cannot move either, the wait never ends."""
    tasks = PENDING[0]
    assert tasks is not None
    now = epoch()
    snap = _snapshot(frame)
    last = _SIMD_PROBE.get(loc)
    _SIMD_PROBE[loc] = (snap, now)
    if last is None or last[1] != now or not _same(last[0], snap):
        return False
    if assumed_end():
        del _SIMD_PROBE[loc]
        return True
    if not tasks.can_progress(apart=True):
        PENDING[0] = None
        err = tasks.deadlock(f"the SIMD code waits in the loop at {loc} for memory that an iteration of it does not "
                             "change", loc)
        tasks.abort()
        raise err
    if tasks.resume(apart=True):
        PENDING[0] = None
    _SIMD_PROBE[loc] = (snap, epoch())
    return False


def _snapshot(frame: Any) -> list[Any]:
    if isinstance(frame, dict):
        f = frame.get("f")
        return [*(f if isinstance(f, list) else ()), *(v for k, v in frame.items() if k != "f")]
    return list(frame)


def _same(a: list[Any], b: list[Any]) -> bool:
    """Whether two snapshots of variables agree (arrays by value; objects by identity or ``==``)."""
    if len(a) != len(b):
        return False
    for x, y in zip(a, b, strict=True):
        if x is y:
            continue
        if isinstance(x, np.ndarray) or isinstance(y, np.ndarray):
            if not (isinstance(x, np.ndarray) and isinstance(y, np.ndarray) and np.array_equal(x, y)):
                return False
            continue
        try:
            if not bool(x == y):
                return False
        except (TypeError, ValueError):
            return False
    return True
