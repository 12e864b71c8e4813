"""A SIMT kernel of a program (``__global__`` with no ``__vector__``, ``__aicore__`` or ``__cube__``):
compiled for the lockstep engine, or, when it uses what lockstep does not run, for the thread-by-thread
fallback (:mod:`simt_fallback`); launched over its grid by :func:`ascsim.runtime.simt.simt_launch`."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any

from ..runtime import simt
from . import ctype as T
from .simt_fallback import thread_runner
from .simt_lockstep import Lockstep, batchable
from .simt_values import LockstepUnsupported
from .simt_warps import run_vf

#: ``ASCSIM_SIMT=thread`` runs every SIMT kernel thread by thread (the fallback), to compare engines.
ENGINE_ENV = "ASCSIM_SIMT"


def is_simt_kernel(comp: Any, decl: Any) -> bool:
    """Whether ``decl`` is a SIMT kernel: ``__global__`` alone (no ``__vector__``, ``__aicore__``, ``__cube__``
    or ``__mix__``)."""
    notes: set[str] = set()
    for d in (decl, decl.get_definition() or decl, decl.canonical):
        notes |= {ch.spelling for ch in d.get_children() if ch.kind == comp.kinds.ANNOTATE_ATTR}
    return "ascsim_global" in notes and not notes & {"ascsim_vector", "ascsim_aicore", "ascsim_cube", "ascsim_mix"}


class _Param:
    __slots__ = ("ty",)

    def __init__(self, ty: T.CType) -> None:
        self.ty = ty


class SimtKernel:
    """A SIMT kernel, compiled once: ``engine`` is ``"lockstep"`` or ``"thread"``."""

    kernel_core = "SIMT"

    def __init__(self, comp: Any, decl: Any, engine: str | None = None) -> None:
        d = decl.get_definition() or decl
        self.name = d.spelling
        self.params = [_Param(_param_type(comp, p)) for p in d.get_children() if p.kind == comp.kinds.PARM_DECL]
        self.why_thread: str | None = None
        want = engine or os.environ.get(ENGINE_ENV, "lockstep")
        self.run: Callable[[simt.Threads, Sequence[Any]], None]
        self.batch = False
        self.ub_bytes = 0
        #: Whether the code may print (then a run of it cannot be taken back: :mod:`simt_warps`).
        self.prints = True
        if want != "thread":
            lock = Lockstep(comp)
            try:
                self.run = lock.kernel(d)
                self.engine = "lockstep"
                self.batch = batchable(lock)
                self.ub_bytes = lock.ub_bytes
                self.prints = lock.prints
                return
            except LockstepUnsupported as e:
                self.why_thread = f"{e.where}: {e.what}"
        self.run = thread_runner(comp, d)
        self.engine = "thread"

    def launch(self, args: Sequence[Any], grid: Any, block: Any, dyn_ub: int, stream: Any,
               probe: Callable[[], object] | None = None) -> None:
        run, prints = self.run, self.prints

        def run_batch(threads: simt.Threads, batch_args: Sequence[Any]) -> None:
            run_vf(threads, run, batch_args, prints)  # warp by warp when its warps wait on each other
        simt.simt_launch(run_batch, args, grid, block, dyn_ub, stream, self.name, batch=self.batch, probe=probe,
                         ub_bytes=self.ub_bytes)


def _param_type(comp: Any, p: Any) -> T.CType:
    ty = comp.ctype(p.type, p)
    return ty.target if isinstance(ty, T.RefType) else ty
