"""Kernels and vector functions: ``__global__ __vector__`` kernels, ``__simd_vf__`` functions, launch."""

from __future__ import annotations

import functools
import inspect
import numbers
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from .. import arch
from ..arch import MASK_REGISTERS, VECTOR_REGISTERS, CoreType
from ..errors import ArchError, AscTypeError, AscValueError, ContextError, DeviceTrap
from . import blocks, check, crosscore, hazard, parallel, timeline, vf_pending
from .aicore import AICore
from .context import CTX, LIVE_REGISTERS
from .jobs import JOBS, set_jobs
from .memory import PtrType, UnifiedBuffer
from .sync import SyncState


def enter_vf() -> bool:
    """Start running a ``__simd_vf__`` function; returns whether it is the outermost VF."""
    if CTX.core is None:
        raise ContextError("a __simd_vf__ function runs on a core: call it from inside a kernel launch")
    outermost = CTX.vf_depth == 0
    if outermost and not arch.current().registers:
        having = " and ".join(a.name for a in arch.ARCHES.values() if a.registers)
        raise ArchError(f"__simd_vf__ functions (register compute) exist on {having} only, not on "
                        f"{arch.current().name}, the selected architecture: use the UB-level instructions of "
                        "vector_compute.h there")
    if outermost:
        CTX.vf_base, CTX.vf_peak = list(LIVE_REGISTERS), [0, 0]
    CTX.vf_depth += 1
    CTX.vf_epoch += 1
    if outermost and timeline.ACTIVE is not None:
        timeline.ACTIVE.vf_enter()
    return outermost


def exit_vf(outermost: bool) -> None:
    CTX.vf_depth -= 1
    if outermost:
        _spill_note()
        if timeline.ACTIVE is not None:
            timeline.ACTIVE.vf_exit()


@contextmanager
def vf_scope() -> Iterator[None]:
    """Run a ``__simd_vf__`` function body: register instructions take effect inside."""
    outermost = enter_vf()
    try:
        yield
    finally:
        exit_vf(outermost)


def _spill_note() -> None:
    vec, masks = CTX.vf_peak
    for n, limit, kind in ((vec, VECTOR_REGISTERS, "vector"), (masks, MASK_REGISTERS, "mask")):
        if n > limit:
            check.note(f"a VF call kept {n} {kind} registers live, more than the {limit} the chip has: "
                       "the compiler spills the rest to UB (slower, not wrong)", key=("spill", kind, check.here()))


def simd_vf(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Mark ``fn`` as a ``__simd_vf__`` function (a vector function that runs on PIPE_V)."""

    @functools.wraps(fn)
    def vf(*args: Any, **kwargs: Any) -> Any:
        outermost = enter_vf()
        try:
            return fn(*args, **kwargs)
        finally:
            exit_vf(outermost)

    vf.__ascsim_vf__ = True  # type: ignore[attr-defined]
    return vf


#: In the automatic mode, a launch moves its blocks not started yet to worker processes once those
#: would take at least this many seconds more in this process (measured on the blocks that ran).
HANDOFF_SECONDS = 0.5


_ENV_JOBS = os.environ.get("ASCSIM_JOBS", "")
if _ENV_JOBS == "auto" or (_ENV_JOBS.isdigit() and int(_ENV_JOBS) >= 1):
    set_jobs(_ENV_JOBS if _ENV_JOBS == "auto" else int(_ENV_JOBS))


def _handoff_rule(num_blocks: int, start: float) -> Callable[[int], bool]:
    """Whether the blocks from ``block`` on are worth worker processes, judged from the time the
    blocks before it took since ``start``."""
    def worth(block: int) -> bool:
        left = num_blocks - block
        if block == 0 or left < 2:
            return False
        spent = time.perf_counter() - start
        return spent >= HANDOFF_SECONDS / 10 and spent / block * left >= HANDOFF_SECONDS
    return worth


def launch(fn: Callable[..., Any], args: tuple[Any, ...] | list[Any], num_blocks: int, dyn_ub: int = 0,
           stream: Any = None, core: CoreType | str = CoreType.AIV, name: str = "",
           probe: Callable[[], object] | None = None, remote: Any = None) -> None:
    """Run ``fn(*args)`` once per block, each block with a fresh UB and its own ``block_idx``.

    The blocks run as cooperative tasks (:mod:`ascsim.runtime.blocks`): in block order, each until
    it finishes or waits for another block; or on several processes (:func:`set_jobs`) with the same
    results and diagnostics, unless a block synchronises with another block or uses a GM atomic
    (then the launch runs in this process). ``probe`` returns something that changes when a kernel
    prints; a launch whose blocks print runs in this process too. ``remote`` describes the launch
    for the workers of a cluster by address (:func:`ascsim.runtime.parallel.run_blocks`); without
    it, or without such a cluster, the blocks run on the local cluster. Launches do not nest.
    """
    core = CoreType[core] if isinstance(core, str) else core
    if CTX.core is not None:
        raise ContextError(f"kernel {name or fn.__name__} launched from inside kernel {CTX.kernel_name}")
    if isinstance(num_blocks, bool) or not isinstance(num_blocks, numbers.Integral) \
            or not 1 <= num_blocks <= arch.MAX_BLOCKS:
        raise AscValueError(f"launch of {name or fn.__name__}: the block count must be an integer from 1 to "
                            f"{arch.MAX_BLOCKS}; got {num_blocks!r}")
    if isinstance(dyn_ub, bool) or not isinstance(dyn_ub, numbers.Integral) \
            or not 0 <= dyn_ub <= arch.current().ub_usable_bytes:
        usable = arch.current().ub_usable_bytes
        raise AscValueError(f"launch of {name or fn.__name__}: the dynamic UB size must be an integer from 0 to "
                            f"{usable} bytes (the Unified Buffer a kernel may use on {arch.current().name}); "
                            f"got {dyn_ub!r}")
    num_blocks, dyn_ub = int(num_blocks), int(dyn_ub)  # numpy integers count as C integers do
    kernel_name = name or getattr(fn, "__name__", "kernel")
    tracker = hazard.Tracker()
    if timeline.ACTIVE is not None:
        timeline.ACTIVE.launch_start(kernel_name, num_blocks)
    if core is CoreType.MIX:
        _launch_mixed(fn, args, num_blocks, dyn_ub, kernel_name, tracker)
        return
    # Blocks a failed assert stopped: the others run on (as the chip's other cores do); the launch then
    # ends with the first one's error.
    traps: list[DeviceTrap] = []
    run_block = block_runner(fn, args, num_blocks, dyn_ub, core, kernel_name, tracker, traps)

    try:
        jobs, auto = min(JOBS[0], num_blocks), JOBS[1]
        forks = jobs > 1 and hasattr(os, "fork")
        if forks and not auto:
            try:
                parallel.run_blocks(range(num_blocks), jobs, run_block, tracker, probe, remote)
                return
            except parallel.Fallback:
                pass  # nothing was applied: run the launch in this process
            tracker = hazard.Tracker()
            run_block = block_runner(fn, args, num_blocks, dyn_ub, core, kernel_name, tracker, traps)
        scheduler = blocks.Scheduler(num_blocks, run_block, blocks.schedule_seed(), kernel_name)
        if forks and auto:
            scheduler.pause_before = _handoff_rule(num_blocks, time.perf_counter())
        scheduler.run()
        if scheduler.paused_at is not None:  # the blocks not started yet go to worker processes
            try:
                parallel.run_blocks(range(scheduler.paused_at, num_blocks), jobs, run_block, tracker, probe,
                                    remote)
                scheduler.skip_rest()
            except parallel.Fallback:
                scheduler.run()  # nothing was applied: the blocks left run here
        for mode, flag, block, diff, where in scheduler.flags.unmatched():
            what = "more asc_sync_{0}_arrive than asc_sync_{0}_wait" if diff > 0 else \
                "more asc_sync_{0}_wait than asc_sync_{0}_arrive"
            check.report("sync", f"block {block} of {kernel_name} made {what.format(mode)} calls on flag {flag} "
                         f"({abs(diff)} unmatched): every arrival must be matched by a wait", where,
                         key=("flags", mode, flag, where))
        if traps:
            raise traps[0]
    finally:
        _leave_kernel()


def _launch_mixed(fn: Callable[..., Any], args: tuple[Any, ...] | list[Any], num_blocks: int, dyn_ub: int,
                  kernel_name: str, tracker: hazard.Tracker) -> None:
    """A ``__mix__`` launch: each block as three tasks (cube core, vector core 0, vector core 1) sharing
    the block's AI Core buffers, taking turns in this process."""
    per_block = 1 + arch.current().vector_cores_per_aicore
    traps: list[DeviceTrap] = []
    run_block = block_runner(fn, args, num_blocks, dyn_ub, CoreType.MIX, kernel_name, tracker, traps)
    hazard.CORE_NAMER[0] = crosscore.core_namer
    try:
        scheduler = blocks.Scheduler(num_blocks * per_block, run_block, blocks.schedule_seed(), kernel_name)
        scheduler.task_name, scheduler.units = crosscore.core_namer, "cores"
        scheduler.run()
        if traps:
            raise traps[0]
    finally:
        hazard.CORE_NAMER[0] = None
        _leave_kernel()
        CTX.sub_block_idx, CTX.sub_block_num = 0, 1


def _leave_kernel() -> None:
    """The context of no running kernel, after a launch."""
    hazard.install(None)
    CTX.core, CTX.ub, CTX.sync, CTX.vf_depth, CTX.kernel_name, CTX.aicore = None, None, None, 0, "", None


def block_runner(fn: Callable[..., Any], args: tuple[Any, ...] | list[Any], num_blocks: int, dyn_ub: int,
                 core: CoreType, kernel_name: str, tracker: hazard.Tracker,
                 traps: list[DeviceTrap] | None = None) -> Callable[[int], None]:
    """``run_block(task)``: one core's part of a launch (also what a cluster's worker runs): a block on a
    fresh core; in a ``__mix__`` launch, task ``3 * block + role`` is the block's cube core (role 0) or
    one of its vector cores, which share the block's AI Core buffers (a cube launch gives each block an
    AI Core too). With ``traps``, a block its device code stops (a failed assert) ends there and its
    error goes to ``traps`` instead of ending the launch."""
    mixed = core is CoreType.MIX
    per_block = 1 + arch.current().vector_cores_per_aicore if mixed else 1
    num_tasks = num_blocks * per_block
    aicores: dict[int, AICore] = {}
    done: dict[int, int] = {}

    def run_block(task: int) -> None:
        block, role = divmod(task, per_block)
        CTX.core = (CoreType.AIC if role == 0 else CoreType.AIV) if mixed else core
        CTX.block_idx, CTX.block_num = block, num_blocks
        CTX.track_idx, CTX.track_num = task, num_tasks
        if mixed:
            CTX.sub_block_idx, CTX.sub_block_num = max(role - 1, 0), arch.current().vector_cores_per_aicore
        CTX.kernel_name = kernel_name
        CTX.aicore = None
        if core is not CoreType.AIV:
            CTX.aicore = aicores.get(block)
            if CTX.aicore is None:
                CTX.aicore = aicores[block] = AICore(block, mixed)
                if mixed:  # the vector cores' UBs exist from the start: the cube core's fixpipe writes them
                    CTX.aicore.ubs = [_block_ub(dyn_ub) for _ in range(per_block)]
        CTX.ub = CTX.aicore.ubs[role] if mixed else _block_ub(dyn_ub)
        CTX.sync = SyncState(task, num_tasks)
        CTX.reset_control()  # each block starts on a core whose control registers are reset
        tracker.new_block(task)
        hazard.install(tracker)
        try:
            try:
                try:
                    fn(*args)
                    # A block ends when the SIMT code it started has ended too.
                    vf_pending.finish("the end of the kernel")
                finally:
                    vf_pending.abort()
            except DeviceTrap as trap:
                if traps is None:
                    raise
                traps.append(trap)
            else:
                CTX.sync.end_of_block(block, kernel_name)
        finally:
            tracker.end_block(task)
            CTX.ub.release()  # nothing of a block's UB outlives the block
            done[block] = done.get(block, 0) + 1
            if done[block] == per_block:  # every core of the AI Core has finished: its buffers go
                aicores.pop(block, None)

    return run_block


def _block_ub(dyn_ub: int) -> UnifiedBuffer:
    """A fresh Unified Buffer with storage of its own: blocks that take turns keep their arrays apart."""
    shared = UnifiedBuffer._storage
    UnifiedBuffer._storage = None  # the constructor then allocates new storage (zero pages until touched)
    try:
        return UnifiedBuffer(dyn_ub)
    finally:
        UnifiedBuffer._storage = shared


def set_schedule_seed(seed: int | None) -> int | None:
    """Shuffle the order in which the blocks of later launches take turns, with ``seed`` (None: the
    fixed round-robin schedule, the default); returns the previous setting. See
    :mod:`ascsim.runtime.blocks` for the schedule."""
    return blocks.set_schedule_seed(seed)


class Kernel:
    """A kernel function; ``kernel[num_blocks, dyn_ub, stream](*args)`` launches it."""

    def __init__(self, fn: Callable[..., Any], core: CoreType) -> None:
        functools.update_wrapper(self, fn)
        self.fn = fn
        self.core = core
        sig = inspect.signature(fn)
        try:  # string annotations (``from __future__ import annotations``) are evaluated here
            hints = inspect.get_annotations(fn, eval_str=True)
        except Exception as exc:
            raw = dict(getattr(fn, "__annotations__", {}))
            if any("_ptr[" in str(v) for v in raw.values()):
                raise AscTypeError(
                    f"kernel {fn.__name__}: its pointer annotations cannot be evaluated ({exc}); define the "
                    "kernel at module level, or write the annotations without `from __future__ import "
                    "annotations`") from None
            hints = raw
        self._params = list(sig.parameters)
        self._ptr_types = {name: hints[name] for name in sig.parameters if isinstance(hints.get(name), PtrType)}

    def __getitem__(self, config: Any) -> Callable[..., None]:
        cfg = config if isinstance(config, tuple) else (config,)
        if not 1 <= len(cfg) <= 3:
            raise AscValueError("launch as kernel[num_blocks], kernel[num_blocks, dyn_ub] or "
                                f"kernel[num_blocks, dyn_ub, stream]; got {len(cfg)} values")
        num_blocks, dyn_ub, stream = (tuple(cfg) + (0, None))[:3]

        def run(*args: Any) -> None:
            if len(args) != len(self._params):
                raise AscValueError(f"kernel {self.fn.__name__} takes {len(self._params)} arguments; got {len(args)}")
            adopted = [
                self._ptr_types[p].adopt(a, f"kernel {self.fn.__name__}, parameter {p}") if p in self._ptr_types else a
                for p, a in zip(self._params, args, strict=True)
            ]
            launch(self.fn, adopted, num_blocks, dyn_ub, stream, self.core, self.fn.__name__)

        return run

    def __call__(self, *args: Any) -> None:
        raise ContextError(f"launch kernel {self.fn.__name__} with a configuration: "
                           f"{self.fn.__name__}[num_blocks, dyn_ub](...)")


def vector_kernel(fn: Callable[..., Any]) -> Kernel:
    """Mark ``fn`` as a ``__global__ __vector__`` kernel: it runs on the vector core (AIV)."""
    return Kernel(fn, CoreType.AIV)


def cube_kernel(fn: Callable[..., Any]) -> Kernel:
    """Mark ``fn`` as a ``__global__ __cube__`` kernel: it runs on the cube core (AIC) of each block,
    with the AI Core's L1, L0A, L0B, L0C, bias table and fixpipe buffer; register instructions do nothing."""
    return Kernel(fn, CoreType.AIC)


def mix_kernel(fn: Callable[..., Any]) -> Kernel:
    """Mark ``fn`` as a ``__global__ __mix__(1, 2)`` kernel: each block runs it on the cube core and on both
    vector cores of an AI Core (``asc_get_sub_block_id`` tells the vector cores apart), sharing L1."""
    return Kernel(fn, CoreType.MIX)
