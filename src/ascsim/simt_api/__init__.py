"""The SIMT API facade: the implementations that the SIMT spec (:func:`ascsim.spec.simt_functions`) names,
registered against their :mod:`ascsim.spec.impls` objects.

Each is called ``impl(overload, threads, mask, *args)`` by an engine that runs SIMT threads together:
``threads`` is the batch of threads (:class:`ascsim.runtime.simt.Threads`), ``mask`` the active threads
(None: all), each argument one value per thread (a numpy array, or a scalar all threads share) and a
pointer an object with ``mem`` (the memory: ``mem.mem`` its space, ``mem.alloc`` its allocation) and
``off`` (one address per thread). The result is one value per thread.
"""

from __future__ import annotations

from ..spec import impls
from . import atomic, groups, lanes, memory, sync, time, warp  # noqa: F401  (imported for their registrations)

if any(i.function is None for i in impls.simt_every()):  # a spec object without its function: a defect
    raise ImportError("no SIMT facade function registered for " + ", ".join(
        i.name for i in impls.simt_every() if i.function is None))
