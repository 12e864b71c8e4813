"""The SIMT engine's run-time side: a launch's grid and block shape, the threads of the blocks that run
together (as arrays over the threads), and the launch itself.

A SIMT kernel (``kernel<<<blocks, threads, dyn_ub, stream>>>``) runs every thread of a block in
lockstep: each device variable is an array with one element per thread, and an active mask says
which threads execute a statement. Blocks that share nothing on chip (no Unified Buffer array, no
dynamic UB) also run together: a *batch* is several consecutive blocks whose threads are laid out
one block after another, so a launch of thousands of small blocks costs a few array operations per
statement instead of a few per block and statement.
"""

from __future__ import annotations

import functools
import numbers
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from .. import arch
from ..errors import ArchError, AscValueError, ContextError, UnsupportedError, user_location
from . import check
from .context import CTX
from .kernel import launch
from .simt_races import RACES

#: Threads of a warp (the pages' warp size on this chip).
WARP_SIZE = 32
#: The most threads a block may have (blockDim.x * blockDim.y * blockDim.z).
MAX_THREADS_PER_BLOCK = 2048
#: Threads run together in one batch of blocks at most (bounds the arrays' length).
BATCH_THREADS = 1 << 16

Dim3 = tuple[int, int, int]


class Threads:
    """The threads of one batch of blocks: their indices as arrays, which warp and lane each is, and
    which have left the kernel."""

    def __init__(self, grid: Dim3, block: Dim3, first_block: int, num_blocks: int) -> None:
        self.grid, self.block = grid, block
        per = block[0] * block[1] * block[2]
        self.per_block = per
        self.num_blocks = num_blocks
        self.first_block = first_block
        n = self.n = per * num_blocks
        self.bdim = tuple(np.uint32(v) for v in block)
        self.gdim = tuple(np.uint32(v) for v in grid)
        self.exited = np.zeros(n, np.bool_)
        self.none = np.zeros(n, np.bool_)
        self.none.flags.writeable = False
        self._rows: np.ndarray | None = None
        #: While SIMT code runs one warp at a time (:mod:`ascsim.frontend.simt_warps`): the threads of the
        #: warps still to run (the others are marked as exited); None otherwise.
        self.pending: np.ndarray | None = None
        #: While SIMT code runs as cooperative tasks (:mod:`ascsim.runtime.simt_tasks`): their scheduler, on the
        #: copy of the threads each group runs; None otherwise.
        self.tasks: Any = None

    # The index arrays are made at their first use: each is as long as the batch, and a kernel that
    # reads its indices as formulas (:mod:`simt_ramp`) or uses no warp function needs few of them.
    @functools.cached_property
    def _local(self) -> np.ndarray:
        """Each thread's index in its block, for one block."""
        return np.arange(self.per_block, dtype=np.uint32)

    def _tiled(self, one_block: np.ndarray) -> np.ndarray:
        """A value of each thread of one block, for every block of the batch."""
        if self.num_blocks == 1:
            return one_block
        return np.broadcast_to(one_block, (self.num_blocks, self.per_block)).reshape(self.n)

    @functools.cached_property
    def tid(self) -> tuple[Any, Any, Any]:
        """``threadIdx`` (x, y, z) of each thread."""
        local, block = self._local, self.block
        tx = local % block[0]
        ty = (local // block[0]) % block[1]
        tz = local // (block[0] * block[1])
        return self._tiled(tx), self._tiled(ty), self._tiled(tz)

    @functools.cached_property
    def bid(self) -> tuple[Any, Any, Any]:
        """``blockIdx`` (x, y, z) of each thread (one scalar each for a batch of one block)."""
        grid, b = self.grid, self.first_block
        if self.num_blocks == 1:
            return (np.uint32(b % grid[0]), np.uint32(b // grid[0] % grid[1]), np.uint32(b // (grid[0] * grid[1])))
        # Per block, then repeated: integer division over every thread of the batch costs far more.
        blocks = np.arange(b, b + self.num_blocks, dtype=np.uint32)
        shape = (self.num_blocks, self.per_block)
        return tuple(np.broadcast_to(v[:, None], shape).reshape(self.n)  # type: ignore[return-value]
                     for v in (blocks % grid[0], blocks // grid[0] % grid[1], blocks // (grid[0] * grid[1])))

    @functools.cached_property
    def block_of(self) -> np.ndarray:
        """Each thread's block, numbered from 0 in the batch."""
        if self.num_blocks == 1:
            return np.zeros(self.n, np.int64)
        return np.broadcast_to(np.arange(self.num_blocks)[:, None], (self.num_blocks, self.per_block)).reshape(self.n)

    @functools.cached_property
    def linear(self) -> np.ndarray:
        """Each thread's index in its block."""
        return self._tiled(self._local)

    @functools.cached_property
    def lane(self) -> np.ndarray:
        """Each thread's lane in its warp."""
        return self._tiled((self._local % WARP_SIZE).astype(np.uint32))

    @functools.cached_property
    def warp(self) -> np.ndarray:
        """Each thread's warp, numbered across the batch (warps never span two blocks)."""
        per_w = (self.per_block + WARP_SIZE - 1) // WARP_SIZE
        return (np.arange(self.num_blocks, dtype=np.int64)[:, None] * per_w
                + (self._local // WARP_SIZE)[None, :]).reshape(self.n)

    def warp_rows(self) -> np.ndarray:
        """``(warps, 32)`` positions of each warp's lanes in the thread arrays (-1: no such thread, the
        last warp of a block whose size is not a multiple of 32)."""
        rows = self._rows
        if rows is None:
            per_w = (self.per_block + WARP_SIZE - 1) // WARP_SIZE
            lane = np.arange(WARP_SIZE)
            local = (np.arange(per_w)[:, None] * WARP_SIZE + lane)  # (warps of a block, 32)
            local = np.where(local < self.per_block, local, -1)
            starts = np.arange(self.num_blocks) * self.per_block
            rows = np.where(local[None] >= 0, local[None] + starts[:, None, None], -1).reshape(-1, WARP_SIZE)
            self._rows = rows
        return rows

    def who(self, i: int) -> str:
        """``thread (x,y,z) of block b`` for the thread at array position ``i``."""
        t = ", ".join(str(int(np.broadcast_to(a, (self.n,))[i])) for a in self.tid)
        b = self.first_block + int(self.block_of[i])
        return f"thread ({t}) of block {b}"

    def full(self, m: np.ndarray | None) -> np.ndarray:
        """The active mask as an array (None means every thread)."""
        return np.ones(self.n, np.bool_) if m is None else m


#: The UB allocations that hold one slice per block of the running batch: ``id -> (allocation, slice
#: bytes)``; a thread's access must stay in its own block's slice (:func:`slice_by_block`).
UB_SLICES: dict[int, tuple[Any, int]] = {}


def slice_by_block(alloc: Any, slice_bytes: int) -> None:
    """``alloc`` holds a ``__ubuf__`` array of each block of the batch, block ``k``'s at ``k * slice_bytes``."""
    UB_SLICES[id(alloc)] = (alloc, slice_bytes)


#: The threads of the batch that runs (None outside a SIMT launch).
CURRENT: list[Threads | None] = [None]


def current() -> Threads:
    t = CURRENT[0]
    if t is None:
        raise ContextError("threadIdx, blockIdx and the SIMT functions exist only inside a SIMT kernel launch")
    return t


def dim3_of(v: Any, what: str) -> Dim3:
    """A launch dimension given as an integer or an (x, y, z) triple."""
    if isinstance(v, numbers.Integral) and not isinstance(v, bool):
        return int(v), 1, 1
    if isinstance(v, Sequence) and len(v) == 3 and all(isinstance(x, numbers.Integral) for x in v):
        return int(v[0]), int(v[1]), int(v[2])
    raise AscValueError(f"{what} must be an integer or a dim3 (x, y, z); got {v!r}")


def check_config(name: str, grid: Dim3, block: Dim3) -> None:
    """The page's limits: 1 to 65535 blocks in the grid, 1 to 2048 threads in a block."""
    blocks = grid[0] * grid[1] * grid[2]
    if min(grid) < 1 or blocks > arch.MAX_BLOCKS:
        raise AscValueError(f"launch of {name}: a grid of {grid[0]}x{grid[1]}x{grid[2]} blocks; gridDim.x * "
                            f"gridDim.y * gridDim.z must be 1 to {arch.MAX_BLOCKS}")
    threads = block[0] * block[1] * block[2]
    if min(block) < 1 or threads > MAX_THREADS_PER_BLOCK:
        raise AscValueError(f"launch of {name}: blocks of {block[0]}x{block[1]}x{block[2]} threads; blockDim.x * "
                            f"blockDim.y * blockDim.z must be 1 to {MAX_THREADS_PER_BLOCK}")


def simt_launch(run: Callable[[Threads, Sequence[Any]], None], args: Sequence[Any], grid: Any, block: Any,
                dyn_ub: int = 0, stream: Any = None, name: str = "kernel", batch: bool = True,
                probe: Callable[[], object] | None = None, ub_bytes: int = 0) -> None:
    """Run the SIMT kernel body ``run(threads, args)`` over a grid of blocks of threads.

    ``batch``: blocks may run together (each with its own slice of the batch's UB for its ``__ubuf__``
    arrays, ``ub_bytes`` per block: :func:`slice_by_block`); otherwise each block runs alone with its own
    UB, as the launcher of SIMD kernels runs it.
    """
    chip = arch.current()
    if not chip.simt:
        simt_arches = " and ".join(a.name for a in arch.ARCHES.values() if a.simt)
        raise ArchError(f"launch of {name}: SIMT kernels (__global__ alone) exist on {simt_arches} only, not on "
                        f"{chip.name}, the selected architecture: make it a __vector__ kernel or run the program "
                        f"for {simt_arches}")
    g, b = dim3_of(grid, f"launch of {name}: the grid"), dim3_of(block, f"launch of {name}: the block")
    check_config(name, g, b)
    total = g[0] * g[1] * g[2]
    per = b[0] * b[1] * b[2]
    group = max(1, BATCH_THREADS // per) if batch and dyn_ub == 0 else 1
    if ub_bytes:  # the blocks of a batch share one Unified Buffer: their arrays must fit in it together
        group = max(1, min(group, arch.UB_USABLE_BYTES // ub_bytes))
    batches = (total + group - 1) // group

    token = object()  # this launch, for the race checker's shadows

    def run_batch(*call_args: Any) -> None:
        first = CTX.block_idx * group
        threads = Threads(g, b, first, min(group, total - first))
        saved, CURRENT[0] = CURRENT[0], threads
        RACES.begin_batch(token)
        UB_SLICES.clear()
        try:
            with np.errstate(all="ignore"):  # C arithmetic wraps and rounds; the engine checks what C forbids
                run(threads, call_args)
        finally:
            CURRENT[0] = saved

    run_batch.__name__ = name
    launch(run_batch, list(args), batches, dyn_ub, stream, "AIV", name, probe=probe)


def barrier_of_warps(threads: Threads, what: str) -> None:
    """Refuse a barrier that waits for other warps while the warps run one at a time: it needs them together."""
    if threads.pending is not None:
        raise UnsupportedError(f"{what} waits for the other warps of the block, but this SIMT code runs one warp "
                               "at a time: a loop of it waits for memory that other warps write (see the note "
                               "above), which ascsim can run only warp after warp; a barrier needs the warps "
                               "together, so ascsim cannot run this code")


def divergent_barrier(threads: Threads, m: np.ndarray | None, what: str) -> None:
    """Report a block barrier that some threads still running never reach at this point (on the chip
    the block waits for them forever)."""
    if m is None:
        return
    missing = ~m & ~threads.exited
    if not missing.any():
        return
    i = int(np.flatnonzero(missing)[0])
    reached = np.flatnonzero(m & (threads.block_of == threads.block_of[i]))
    by = f"; {threads.who(int(reached[0]))} reached it" if reached.size else ""
    check.report("sync", f"divergent {what}: {threads.who(i)} and {int(missing.sum()) - 1} other thread(s) of its "
                 f"block are still running but do not reach this barrier{by}; every thread of the block that has "
                 "not returned must reach the same barrier, or the block deadlocks",
                 key=("simt-barrier", user_location()))
