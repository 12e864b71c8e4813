"""Flags between the cube core and the vector cores of one AI Core, in a ``__mix__`` launch.

Two modes (the cross-core flag modes of the vendor's CrossCoreSetFlag page):

* ``asc_sync_block_arrive``/``_wait`` (mode 2, the cube core and *both* vector cores): an arrival of
  the cube core adds one to the counter of the flag on each vector core; the cube core's counter goes
  up once *both* vector cores have arrived (the k-th time: once each has arrived k times).
* ``asc_sync_intra_arrive``/``_wait`` (mode 4, the cube core and *one* vector core): a vector core's
  arrival at flag f adds one to the cube core's counter f + 16 x its sub-block id; the cube core names
  ids 0..31, and its arrival at id i adds one to the counter i mod 16 of vector core i div 16.

A wait takes one from its own counter, waiting while it is 0. Each arrival carries its pipe's clock
snapshot and a wait merges what it consumes into the waiting pipe: the ordering edges of the race
checker between the cores.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..arch import CoreType, Pipe
from ..errors import SyncError
from . import blocks, check, timeline
from .context import CTX

#: Arrivals a counter may hold before a wait takes one (its 4-bit counter).
MAX_PENDING = blocks.MAX_COUNT


def mixed() -> bool:
    """Whether the running core belongs to a ``__mix__`` launch (its partner cores run)."""
    core = CTX.aicore
    return core is not None and bool(core.mixed)


@dataclass
class _Channel:
    """One counter's arrivals (clock snapshots, per arriving core) and how many waits consumed them."""

    senders: tuple[int, ...]
    arrivals: dict[int, list[np.ndarray | None]] = field(default_factory=dict)
    #: Waits per waiting core: a block flag the cube core sets is counted on each vector core apart.
    waits: dict[int, int] = field(default_factory=dict)
    where: str | None = None

    def completions(self) -> int:
        return min(len(self.arrivals.get(s, ())) for s in self.senders)

    def joined(self, k: int) -> np.ndarray | None:
        out: np.ndarray | None = None
        for s in self.senders:
            snap = self.arrivals[s][k]
            if snap is not None:
                out = snap.copy() if out is None else np.maximum(out, snap)
        return out


def _channels() -> dict[tuple[object, ...], _Channel]:
    sched = blocks.active()
    if sched is None:  # a mixed launch always runs in one process with a scheduler
        raise SyncError("cross-core flags of a __mix__ kernel need the launch's scheduler")
    chans: dict[tuple[object, ...], _Channel] | None = getattr(sched, "partner_channels", None)
    if chans is None:
        chans = {}
        sched.partner_channels = chans  # type: ignore[attr-defined]
    return chans


def _me() -> int:
    """0 for the cube core, 1 + sub-block id for a vector core."""
    return 0 if CTX.core is CoreType.AIC else 1 + CTX.sub_block_idx


def _target(mode: str, flag: int, sending: bool) -> tuple[tuple[object, ...], tuple[int, ...]]:
    """The channel key an arrival (``sending``) or a wait of the running core uses, and its senders."""
    me, block = _me(), CTX.block_idx
    if mode == "block":
        if me == 0:  # the cube core sends to both vector cores (one counter each), waits for both
            return ((block, "to_aiv", flag, None), (0,)) if sending else ((block, "to_aic", flag), (1, 2))
        return ((block, "to_aic", flag), (1, 2)) if sending else ((block, "to_aiv", flag, None), (0,))
    if me == 0:  # intra: ids 0..31 on the cube core, 16 per vector core
        return ((block, "i_to_aiv", flag), (0,)) if sending else ((block, "i_to_aic", flag), (1 + flag // 16,))
    own = flag + 16 * (me - 1)
    return ((block, "i_to_aic", own), (me,)) if sending else ((block, "i_to_aiv", own), (0,))


def _channel(mode: str, flag: int, sending: bool) -> _Channel:
    """The channel that carries ``flag`` from (``sending``) or to the running core, made on first use."""
    key, senders = _target(mode, flag, sending)
    chans = _channels()
    ch = chans.get(key)
    if ch is None:
        ch = chans[key] = _Channel(senders)
    return ch


def arrive(func: str, mode: str, pipe: Pipe, flag: int) -> None:
    """One arrival of the running core at ``flag`` (``mode``: ``block`` or ``intra``)."""
    ch = _channel(mode, flag, True)
    me = _me()
    mine = ch.arrivals.setdefault(me, [])
    pending = len(mine) - max(ch.waits.values(), default=0)
    if pending >= MAX_PENDING:
        raise SyncError(f"{func}({pipe.name}, {flag}): arrives at flag {flag} a {pending + 1}th time with no wait "
                        f"in between; the flag's 4-bit counter holds at most {MAX_PENDING}")
    sync = CTX.sync
    assert sync is not None
    mine.append(sync.clocks.release(pipe))
    if timeline.ACTIVE is not None:
        timeline.ACTIVE.core_arrive(_target(mode, flag, True)[0], me, pipe)
    ch.where = check.here()
    blocks.active().preempt()  # type: ignore[union-attr]


def wait(func: str, mode: str, pipe: Pipe, flag: int) -> None:
    """Wait until the running core's counter of ``flag`` is above 0, then take one from it."""
    sched = blocks.active()
    assert sched is not None
    ch = _channel(mode, flag, False)
    me = _me()
    k = ch.waits.get(me, 0)
    who = {0: "the cube core", 1: "vector core 0", 2: "vector core 1"}

    def what() -> str:
        missing = [who[s] for s in ch.senders if len(ch.arrivals.get(s, ())) <= k]
        return (f"{func}({pipe.name}, {flag}), until "
                + " and ".join(missing) + " arrive" + ("s" if len(missing) == 1 else "") + f" at flag {flag}")

    sched.wait_until(lambda: ch.completions() > k, what, check.here())
    ch.waits[me] = k + 1
    sync = CTX.sync
    assert sync is not None
    sync.clocks.acquire(pipe, ch.joined(k))
    if timeline.ACTIVE is not None:
        timeline.ACTIVE.core_wait(_target(mode, flag, False)[0], ch.senders, k, pipe)


def core_namer(track: int) -> str:
    """The name of race-checker index ``track`` of a mixed launch (block x 3 + core)."""
    block, role = divmod(track, 3)
    return f"the cube core of block {block}" if role == 0 else f"vector core {role - 1} of block {block}"
