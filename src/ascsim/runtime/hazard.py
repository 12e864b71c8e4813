"""Pipe hazard tracking: which accesses would race on the chip.

The simulator executes in program order, so a kernel that forgets a sync still computes the right
answer here. On the chip the scalar unit, the vector pipe (V) and the copy engines (MTE2: GM->UB,
MTE3: UB->GM) run concurrently: an access by one pipe is ordered after an earlier conflicting
access by another only through a notify/wait pair for that pipe pair, a barrier, or the kernel
boundary.

The model is a vector clock per pipe. Every access ticks its pipe's own clock and stamps the bytes
it touches; ``notify(Q, P, e)`` snapshots Q's clock into the flag and ``wait(Q, P, e)`` merges the
snapshot into P's clock; a barrier merges all clocks. An earlier access stamped (Q, c) is ordered
before the current access by P exactly when P's clock knows Q up to c.

Inside a VF, a vector load of bytes that a vector store of the same VF wrote needs ``asc_mem_bar``
in between (loads and stores through different registers may be reordered).

Across the blocks of one launch, GM bytes written by one block and touched by another are reported:
blocks run on different cores with no ordering between them.
"""

from __future__ import annotations

import numpy as np

from ..arch import Pipe
from . import check

#: Pipes whose accesses are tracked, and their index in the clock arrays.
TRACKED = (Pipe.PIPE_S, Pipe.PIPE_V, Pipe.PIPE_MTE2, Pipe.PIPE_MTE3)
_INDEX = {p: i for i, p in enumerate(TRACKED)}
_NP = len(TRACKED)


def pipe_index(pipe: Pipe) -> int | None:
    return _INDEX.get(pipe)


class Clocks:
    """Vector clocks of the pipes of one block, and the clock snapshots held by set flags."""

    def __init__(self) -> None:
        self.vc = np.zeros((_NP, _NP), np.int64)  # vc[p] = what pipe p knows of every pipe
        self.flags: dict[tuple[int, int, int], list[np.ndarray]] = {}

    def tick(self, p: int) -> int:
        self.vc[p, p] += 1
        return int(self.vc[p, p])

    def notify(self, pipe: Pipe, tpipe: Pipe, event: int) -> None:
        p, t = pipe_index(pipe), pipe_index(tpipe)
        if p is None or t is None:
            return
        self.flags.setdefault((p, t, event), []).append(self.vc[p].copy())

    def wait(self, pipe: Pipe, tpipe: Pipe, event: int) -> None:
        p, t = pipe_index(pipe), pipe_index(tpipe)
        if p is None or t is None:
            return
        pending = self.flags.get((p, t, event))
        if pending:
            np.maximum(self.vc[t], pending.pop(0), out=self.vc[t])

    def barrier(self, pipes: tuple[Pipe, ...] | None = None) -> None:
        """Everything issued so far on ``pipes`` (all pipes if None) is ordered before all later work."""
        rows = list(range(_NP)) if pipes is None else [i for i in (pipe_index(p) for p in pipes) if i is not None]
        if not rows:
            return
        merged = self.vc[rows].max(axis=0)
        for r in range(_NP):
            np.maximum(self.vc[r], merged, out=self.vc[r])


class Stamps:
    """Per-byte access stamps of one allocation during one launch (GM) or one block (UB)."""

    __slots__ = ("w_pipe", "w_clock", "w_loc", "r_clock", "r_loc", "v_store_epoch", "w_block", "r_block")

    def __init__(self, size: int) -> None:
        self.w_pipe = np.full(size, -1, np.int8)
        self.w_clock = np.zeros(size, np.int64)
        self.w_loc = np.zeros(size, np.int32)
        self.r_clock = np.zeros((_NP, size), np.int64)
        self.r_loc = np.zeros((_NP, size), np.int32)
        self.v_store_epoch = np.full(size, -1, np.int64)
        self.w_block = np.full(size, -1, np.int32)
        #: The block that read a byte, -2 once several blocks did.
        self.r_block = np.full(size, -1, np.int32)


class LocationTable:
    """Interned program points, so each stamp stores an int."""

    def __init__(self) -> None:
        self._ids: dict[str, int] = {"<unknown>": 0}
        self._names = ["<unknown>"]

    def intern(self, where: str | None) -> int:
        key = where or "<unknown>"
        i = self._ids.get(key)
        if i is None:
            i = self._ids[key] = len(self._names)
            self._names.append(key)
        return i

    def name(self, i: int) -> str:
        return self._names[i]


def _span(mask: np.ndarray, base: int) -> str:
    idx = np.flatnonzero(mask)
    return f"[0x{base + int(idx[0]):x}, 0x{base + int(idx[-1]) + 1:x})"


class Tracker:
    """Checks every GM/UB access of one launch against the pipes' clocks."""

    def __init__(self) -> None:
        self.locations = LocationTable()
        self._stamps: dict[int, Stamps] = {}  # id(allocation) -> stamps, for this launch
        self._keep: list[object] = []  # the allocations themselves, so their ids stay unique

    def stamps(self, alloc: object, size: int) -> Stamps:
        st = self._stamps.get(id(alloc))
        if st is None:
            st = self._stamps[id(alloc)] = Stamps(size)
            self._keep.append(alloc)
        return st

    def access(self, alloc: object, size: int, base: int, space: str, describe: str, off: int, nbytes: int,
               is_write: bool, pipe: Pipe, what: str, lanes: np.ndarray | None,
               clocks: Clocks, block: int, vf_epoch: int | None) -> None:
        p = pipe_index(pipe)
        if p is None or nbytes == 0:
            return
        st = self.stamps(alloc, size)
        sl = slice(off, off + nbytes)
        where = check.here()
        loc = self.locations.intern(where)
        clocks.tick(p)
        vc = clocks.vc[p]
        addr0 = base + off
        verb = "writes" if is_write else "reads"
        me = f"{pipe.name} {verb} {space.upper()}"

        # Another pipe wrote these bytes (read after write, write after write).
        wp = st.w_pipe[sl]
        other = (wp >= 0) & (wp != p)
        if lanes is not None:
            other &= lanes
        if other.any():
            wpi = wp.astype(np.intp)
            bad = other & (st.w_clock[sl] > vc[np.where(other, wpi, 0)])
            if bad.any():
                i = int(np.flatnonzero(bad)[0])
                q = TRACKED[wpi[i]]
                self._report(me, _span(bad, addr0), describe, q, "wrote", self.locations.name(int(st.w_loc[sl][i])),
                             pipe, where)
        # Another pipe read these bytes and this access overwrites them (write after read).
        if is_write:
            for qi in range(_NP):
                if qi == p:
                    continue
                bad = st.r_clock[qi, sl] > vc[qi]
                if lanes is not None:
                    bad &= lanes
                if bad.any():
                    i = int(np.flatnonzero(bad)[0])
                    self._report(me, _span(bad, addr0), describe, TRACKED[qi], "read",
                                 self.locations.name(int(st.r_loc[qi, sl][i])), pipe, where)
        # Inside a VF: a vector load of bytes a vector store of the same VF wrote needs asc_mem_bar.
        if vf_epoch is not None and pipe is Pipe.PIPE_V:
            if not is_write:
                bad = st.v_store_epoch[sl] == vf_epoch
                if lanes is not None:
                    bad &= lanes
                if bad.any():
                    check.report("hazard", f"vector load of UB {_span(bad, addr0)} ({describe}) reads bytes a vector "
                                 "store of the same VF wrote, with no asc_mem_bar in between: the load may run "
                                 "before the store on the chip; add asc_mem_bar between them",
                                 where, key=("mem_bar", where))
            else:
                _set(st.v_store_epoch[sl], vf_epoch, lanes)
        # Another block of the launch touched these GM bytes.
        if space == "gm":
            wb = st.w_block[sl]
            bad = (wb >= 0) & (wb != block)
            if is_write:
                rb = st.r_block[sl]
                bad |= (rb == -2) | ((rb >= 0) & (rb != block))
            if lanes is not None:
                bad &= lanes
            if bad.any():
                check.report("hazard", f"block {block} {verb} GM {_span(bad, addr0)} ({describe}) that another "
                             "block of the same launch " + ("read or wrote" if is_write else "wrote") +
                             ": blocks run on different cores in no fixed order; give each block its own GM range",
                             where, key=("blocks", where))
            if is_write:
                _set(st.w_block[sl], block, lanes)
            else:
                rb = st.r_block[sl]
                merged = np.where((rb == -1) | (rb == block), block, -2)
                _set(rb, merged, lanes)
        # Stamp the access.
        if is_write:
            _set(st.w_pipe[sl], p, lanes)
            _set(st.w_clock[sl], vc[p], lanes)
            _set(st.w_loc[sl], loc, lanes)
        else:
            _set(st.r_clock[p, sl], vc[p], lanes)
            _set(st.r_loc[p, sl], loc, lanes)

    def _report(self, me: str, span: str, describe: str, q: Pipe, did: str, their_loc: str, pipe: Pipe,
                where: str | None) -> None:
        check.report(
            "hazard",
            f"{me} {span} ({describe}) that {q.name} {did} at {their_loc}, and nothing orders the two: add "
            f"asc_sync_notify({q.name}, {pipe.name}, EVENT_IDn) after that access and "
            f"asc_sync_wait({q.name}, {pipe.name}, EVENT_IDn) before this one (or a barrier)",
            where, key=("pipes", q, pipe, their_loc, where))


def _set(target: np.ndarray, value: object, lanes: np.ndarray | None) -> None:
    if lanes is None:
        target[...] = value
    else:
        np.copyto(target, value, where=lanes)  # type: ignore[arg-type]


def install(tracker: Tracker | None) -> None:
    """Route every GM and current-UB access through ``tracker`` (None: stop tracking)."""
    from .context import CTX
    from .memory import GM, Allocation

    if tracker is None:
        GM.hook = None
        if CTX.ub is not None:
            CTX.ub.hook = None
        return

    def hook(alloc: Allocation, off: int, nbytes: int, is_write: bool, pipe: Pipe, what: str,
             lanes: np.ndarray | None) -> None:
        sync = CTX.sync
        if sync is None or check.CHECKER.mode == "off":
            return
        tracker.access(alloc, alloc.size, alloc.base, alloc.space, alloc.describe(), off, nbytes, is_write, pipe,
                       what, lanes, sync.clocks, CTX.block_idx, CTX.vf_epoch if CTX.vf_depth else None)

    GM.hook = hook
    if CTX.ub is not None:
        CTX.ub.hook = hook
