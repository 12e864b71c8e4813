"""Estimated cycles of SIMT code (``--profile``): what the lockstep engine counts, per SIMT block.

While a profile is active the engine reports each statement it runs (one warp instruction for every
warp with an active thread), each load, store and atomic (the 128-byte lines a warp's GM access
touches, the bytes of its UB access) and each ``asc_nop``. A block's estimate is the longest of its
units' loads, which overlap across warps:

* issue: warp instructions (``asc_nop`` counts 15 cycles, as its page says) over the warp schedulers
  of a vector core (4, published);
* GM: the lines its accesses touch (SIMT moves GM data in 128-byte lines through its data cache,
  published) at the model's GM bandwidth (``gm_bytes_per_cycle``);
* UB: the bytes its accesses move at ``ub_bytes_per_cycle`` (bank conflicts are not modelled);
* atomics: ``simt_atomic_cycles`` per thread's atomic (an assumption: the pages give no figure).

It is an estimate built on those few published facts and the stated assumptions, not a measurement.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

#: Cycles one ``asc_nop`` holds its thread (its page).
NOP_CYCLES = 15
#: Warp schedulers of one vector core (the dav-3510 architecture page).
SCHEDULERS = 4
#: The granularity of SIMT's GM accesses through its data cache (the dav-3510 architecture page).
LINE_BYTES = 128


@dataclass
class SimtCounts:
    """What one SIMT block ran."""

    warp_instructions: int = 0
    nops: int = 0  #: warp-level asc_nop instructions
    gm_lines: int = 0
    ub_bytes: int = 0
    atomics: int = 0

    def units(self, params: Any) -> dict[str, float]:
        """Cycles of each unit's load."""
        return {"issue": (self.warp_instructions + (NOP_CYCLES - 1) * self.nops) / SCHEDULERS,
                "GM": self.gm_lines * LINE_BYTES / params.gm_bytes_per_cycle,
                "UB": self.ub_bytes / params.ub_bytes_per_cycle,
                "atomics": self.atomics * params.simt_atomic_cycles}

    def cycles(self, params: Any) -> tuple[float, str]:
        """The block's estimate and the unit that bounds it."""
        units = self.units(params)
        bound = max(units, key=lambda k: units[k])
        return units[bound], bound


def _per_block(blocks: np.ndarray, first: int) -> list[tuple[int, int]]:
    """(block, count) for each block number in ``blocks`` (offsets in the batch from ``first``)."""
    values, counts = np.unique(blocks, return_counts=True)
    return [(first + int(b), int(n)) for b, n in zip(values, counts, strict=True)]


class SimtRegion:
    """The counts of one SIMT launch (or one ``asc_vf_call`` of a SIMT VF), by SIMT block."""

    def __init__(self) -> None:
        self.blocks: dict[int, SimtCounts] = defaultdict(SimtCounts)
        #: user line -> [warp instructions, GM lines] over all blocks
        self.by_line: dict[str, list[int]] = defaultdict(lambda: [0, 0])

    @staticmethod
    def _warps(t: Any, m: np.ndarray | None) -> np.ndarray:
        """How many warps of each block of the batch have an active thread."""
        per_block = (t.per_block + 31) // 32
        if m is None:
            return np.full(t.num_blocks, per_block, np.int64)
        warps = np.bincount(t.warp[m], minlength=per_block * t.num_blocks) > 0
        return warps.reshape(t.num_blocks, per_block).sum(axis=1)

    def statement(self, t: Any, m: np.ndarray | None, where: str) -> None:
        """One statement run by the active threads ``m``."""
        warps = self._warps(t, m)
        for b in np.flatnonzero(warps):
            self.blocks[t.first_block + int(b)].warp_instructions += int(warps[b])
        self.by_line[where][0] += int(warps.sum())

    def nop(self, t: Any, m: np.ndarray | None) -> None:
        """``asc_nop`` by the active threads."""
        warps = self._warps(t, m)
        for b in np.flatnonzero(warps):
            self.blocks[t.first_block + int(b)].nops += int(warps[b])

    def access(self, t: Any, gm: bool, addr: np.ndarray, pos: np.ndarray | None, size: int, atomic: bool,
               where: str) -> None:
        """One load, store or atomic: ``addr`` the byte addresses of the threads at ``pos`` (all if None)."""
        if addr.size == 0:
            return
        per_block = (t.per_block + 31) // 32
        warp = np.broadcast_to(t.warp if pos is None else t.warp[pos], addr.shape)
        if atomic:
            for b, n in _per_block(warp // per_block, t.first_block):
                self.blocks[b].atomics += n
        if gm:
            pairs = np.unique(np.stack([warp, addr // LINE_BYTES]), axis=1)  # distinct (warp, line)
            for b, n in _per_block(pairs[0] // per_block, t.first_block):
                self.blocks[b].gm_lines += n
            self.by_line[where][1] += pairs.shape[1]
        else:
            for b, n in _per_block(warp // per_block, t.first_block):
                self.blocks[b].ub_bytes += n * size

    def kept(self) -> tuple[dict[int, SimtCounts], dict[str, list[int]]]:
        """A copy of the counts, for :meth:`put_back`."""
        return {b: replace(c) for b, c in self.blocks.items()}, {k: list(v) for k, v in self.by_line.items()}

    def put_back(self, kept: tuple[dict[int, SimtCounts], dict[str, list[int]]]) -> None:
        """Make the counts those :meth:`kept` copied (a run of SIMT code taken back counts nothing)."""
        self.blocks.clear()
        self.blocks.update(kept[0])
        self.by_line.clear()
        self.by_line.update(kept[1])

    def slowest(self, params: Any) -> tuple[float, int | None]:
        """The slowest block's estimate and its number."""
        best: tuple[float, int | None] = (0.0, None)
        for b, counts in self.blocks.items():
            c, _ = counts.cycles(params)
            if best[1] is None or c > best[0]:
                best = (c, b)
        return best

    def report(self, params: Any, top: int) -> list[str]:
        """Report lines: the slowest block's counts and units, and the lines that cost most."""
        cycles, b = self.slowest(params)
        if b is None:
            return ["  no SIMT statement ran"]
        counts = self.blocks[b]
        units = counts.units(params)
        lines = [f"  slowest block {b}: ~{cycles:,.0f} cycles, bound by {max(units, key=lambda k: units[k])}; "
                 "units: " + ", ".join(f"{k} {v:,.0f}" for k, v in units.items()),
                 f"    {counts.warp_instructions:,} warp instructions, {counts.gm_lines:,} GM lines of {LINE_BYTES} "
                 f"bytes, {counts.ub_bytes:,} UB bytes, {counts.atomics:,} atomics, {counts.nops:,} asc_nop"]
        if self.by_line:
            lines.append("  top lines by warp instructions (all blocks): instructions, GM lines")
            for where, (n, g) in sorted(self.by_line.items(), key=lambda kv: (-kv[1][0], kv[0]))[:top]:
                lines.append(f"    {n:>10,}  {g:>8,}  {where}")
        return lines
